import type { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api-client';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Connects the API client's 401 rule to this router: go to /login, back here after signing in. */
export function connectUnauthorizedHandler(router: AppRouter) {
  setUnauthorizedHandler(() => {
    const { pathname, search } = router.state.location;
    if (pathname === paths.login.path) return;
    void router.navigate(paths.login.getHref(`${pathname}${search}`), { replace: true });
  });
}
