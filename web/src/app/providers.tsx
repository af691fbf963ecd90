import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Component,
  lazy,
  Suspense,
  useState,
  useSyncExternalStore,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import { toasterWanted } from '../lib/notify';

/** The toaster is not needed to paint or hydrate a page: it loads with the first message. */
const GlobalMessages = lazy(() => import('./layout/global-messages'));
/** Nor is the view of an error nothing else caught (decision 027). */
const ApplicationErrorView = lazy(() =>
  import('./error-page').then((module) => ({ default: module.ApplicationErrorView })),
);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** Last line of defence: an error React could not render past (SPEC §8 'Application Error'). */
class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Suspense fallback={null}>
        <ApplicationErrorView error={this.state.error} />
      </Suspense>
    );
  }
}

/**
 * Query client, global messages, error boundary (the root route's loader starts the calls every page needs). Errors
 * nobody caught become a message from the shell's layout (uncaught-errors.ts).
 */
export function AppProviders({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const isHydrated = useHydrated();
  const isToasterWanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  return (
    <QueryClientProvider client={queryClient}>
      <AppErrorBoundary>{children}</AppErrorBoundary>
      {isHydrated && isToasterWanted && (
        <Suspense fallback={null}>
          <GlobalMessages />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
