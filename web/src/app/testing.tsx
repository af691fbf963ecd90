import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SelfUser } from '@cloud-snippets/contract';
import { session } from '../lib/session';
import { AppProviders, createQueryClient } from './providers';
import { createRoutes } from './router';
import { connectUnauthorizedHandler } from './unauthorized';

/**
 * Renders the whole app (providers, layout, lazy routes) at `url` in a memory router; with `signedIn` the
 * session is stored first, as a returning member's would be.
 */
export function renderApp(url: string, options: { signedIn?: { token: string; user: SelfUser } } = {}) {
  if (options.signedIn) {
    localStorage.clear();
    session.set(options.signedIn.token, options.signedIn.user);
  } else {
    session.clear();
  }
  session.init();
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes({ awaitData: false }), {
    initialEntries: [url],
  });
  connectUnauthorizedHandler(router);
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, user, location };
}
