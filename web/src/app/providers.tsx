import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { HTTP_ERRORS } from '@cloud-snippets/contract';
import { useHydrated } from '../hooks/use-hydrated';
import { ApiError } from '../lib/api-client';
import { notify, toasterWanted } from '../lib/notify';
import { ApplicationErrorView } from './error-page';

/** The toaster is not needed to paint or hydrate a page: it loads with the first message. */
const GlobalMessages = lazy(() => import('./layout/global-messages'));

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
    return this.state.error ? <ApplicationErrorView error={this.state.error} /> : this.props.children;
  }
}

/** Errors nobody caught (a rejected promise in an event handler) become the global application message. */
function useUncaughtErrorMessages() {
  useEffect(() => {
    function onRejection(event: PromiseRejectionEvent) {
      // API errors already had their global message (or are the caller's to show).
      if (event.reason instanceof ApiError) return;
      notify.error(HTTP_ERRORS.application);
    }
    function onError(event: ErrorEvent) {
      // Cross-origin script errors (browser extensions, third-party scripts) carry no information.
      if (!event.filename || !event.filename.startsWith(window.location.origin)) return;
      notify.error(HTTP_ERRORS.application);
    }
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, []);
}

/** Query client, global messages, error boundary (the root route's loader starts the calls every page needs). */
export function AppProviders({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  useUncaughtErrorMessages();
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
