import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router';
import type { SelfUser } from '@cloud-snippets/contract';
import { guardHistory } from '../lib/navigation-blocker';
import { session } from '../lib/session';
import { AppProviders, createQueryClient } from './providers';
import { FirstLocationError } from './route-error-state';
import { AppRoutes } from './router';
import { connectUnauthorizedHandler } from './unauthorized';

interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/**
 * Renders the whole app (providers, layout, lazy routes) at `url` in a memory history; with `signedIn` the
 * session is stored first, as a returning member's would be; with `strict`, under React's StrictMode, which mounts
 * every component twice (effects included) in development.
 */
export function renderApp(
  url: string,
  options: { signedIn?: { token: string; user: SelfUser }; strict?: boolean } = {},
) {
  if (options.signedIn) {
    localStorage.clear();
    session.set(options.signedIn.token, options.signedIn.user);
  } else {
    session.clear();
  }
  session.init();
  const queryClient = createQueryClient();
  const history = guardHistory(createMemoryHistory({ initialEntries: [url], v5Compat: true }));
  connectUnauthorizedHandler(history);
  const user = userEvent.setup();
  const app = (
    <AppProviders queryClient={queryClient}>
      <HistoryRouter history={history}>
        <FirstLocationError error={null}>
          <AppRoutes />
        </FirstLocationError>
      </HistoryRouter>
    </AppProviders>
  );
  const view = render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  /** Navigates as a link, a redirect or the browser's back and forward buttons would. */
  const router = {
    navigate(to: string | number, { replace, state }: NavigateOptions = {}) {
      if (typeof to === 'number') history.go(to);
      else if (replace) history.replace(to, state);
      else history.push(to, state);
    },
    state: {
      get location() {
        return history.location;
      },
    },
  };
  const location = () => `${history.location.pathname}${history.location.search}`;
  return { ...view, router, user, location };
}
