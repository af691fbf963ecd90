import { Component, createContext, use, useState, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * A route's failure: the status the server answered its page with (a loader's 404), or an error a page threw while
 * rendering (status 500, with the error).
 */
export interface RouteErrorState {
  status: number;
  error?: unknown;
}

export const isNotFoundError = (error: RouteErrorState | null) => error?.status === 404;

/** The error of the route being rendered; null while it renders normally. */
const RouteErrorContext = createContext<RouteErrorState | null>(null);

/** The error the server rendered the first location with, which holds until the first navigation. */
const FirstLocationErrorContext = createContext<RouteErrorState | null>(null);

export function useRouteError(): RouteErrorState | null {
  return use(RouteErrorContext);
}

/**
 * Holds the server's error for the location the app started at: a navigation (to another address, or to the same
 * one again, as a member's browser does to ask for a 404 with its session) leaves it behind.
 */
export function FirstLocationError({
  error,
  children,
}: {
  error: RouteErrorState | null;
  children: ReactNode;
}) {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  return (
    <FirstLocationErrorContext value={key === firstKey ? error : null}>{children}</FirstLocationErrorContext>
  );
}

interface BoundaryProps {
  locationKey: string;
  firstLocationError: RouteErrorState | null;
  page: (error: RouteErrorState | null) => ReactNode;
}

interface BoundaryState {
  thrown: { error: unknown } | null;
  locationKey: string;
}

/** A page's error boundary: an error thrown while rendering shows the page's error view, until the next navigation. */
class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { thrown: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { thrown: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey ? null : { thrown: null, locationKey: props.locationKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { thrown } = this.state;
    const error = thrown ? { status: 500, error: thrown.error } : this.props.firstLocationError;
    return <RouteErrorContext value={error}>{this.props.page(error)}</RouteErrorContext>;
  }
}

/** Renders a page with the route's error, if it has one (see PageErrorBoundary). */
export function RouteErrorBoundary({ page }: { page: BoundaryProps['page'] }) {
  const { key } = useLocation();
  const firstLocationError = use(FirstLocationErrorContext);
  return <PageErrorBoundary locationKey={key} firstLocationError={firstLocationError} page={page} />;
}
