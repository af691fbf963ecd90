import { TIMINGS } from '@cloud-snippets/contract';
import { useState, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { PageMeta } from '../components/page-meta';
import { paths } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api-client';
import { GuestOnly, RequireAuth } from '../features/auth/components/route-guards';
import { ApplicationErrorView } from './error-page';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

/** A lazily loaded route module whose default export is the page; gives up after SPEC §9's 120 s. */
function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('Loading the page timed out')),
        TIMINGS.lazyPageLoadTimeoutMs,
      );
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module.default };
    } finally {
      clearTimeout(timer);
    }
  };
}

/** Every route of SPEC §2's table. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ApplicationErrorView />,
    HydrateFallback: () => (
      <>
        <PageMeta />
        <LoadingOverlay />
      </>
    ),
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: page(() => import('./routes/home')) },
          {
            element: <GuestOnly />,
            children: [
              { path: paths.login.path, lazy: page(() => import('./routes/login')) },
              { path: paths.register.path, lazy: page(() => import('./routes/register')) },
            ],
          },
          { path: paths.forgotPassword.path, lazy: page(() => import('./routes/forgot-password')) },
          { path: paths.snippets.browse.path, lazy: page(() => import('./routes/browse')) },
          { path: paths.snippets.details.path, lazy: page(() => import('./routes/snippet-details')) },
          { path: paths.publicProfile.path, lazy: page(() => import('./routes/public-profile')) },
          { path: paths.publicProfile.aliasPath, lazy: page(() => import('./routes/public-profile')) },
          {
            element: <RequireAuth />,
            children: [
              { path: paths.snippets.create.path, lazy: page(() => import('./routes/snippet-create')) },
              { path: paths.snippets.edit.path, lazy: page(() => import('./routes/snippet-edit')) },
              { path: paths.profile.path, lazy: page(() => import('./routes/profile')) },
              { path: paths.savedSnippets.path, lazy: page(() => import('./routes/saved-snippets')) },
            ],
          },
          { path: paths.community.path, lazy: page(() => import('./routes/community')) },
          { path: paths.resources.path, lazy: page(() => import('./routes/resources')) },
          { path: paths.contact.path, lazy: page(() => import('./routes/contact')) },
          { path: paths.terms.path, lazy: page(() => import('./routes/terms')) },
          { path: paths.privacy.path, lazy: page(() => import('./routes/privacy')) },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Connects the API client's 401 rule to this router: go to /login, back here after signing in. */
export function connectUnauthorizedHandler(router: AppRouter) {
  setUnauthorizedHandler(() => {
    const { pathname, search } = router.state.location;
    if (pathname === paths.login.path) return;
    void router.navigate(paths.login.getHref(`${pathname}${search}`), { replace: true });
  });
}

export function AppRouterProvider() {
  const [router] = useState(() => {
    const browserRouter = createBrowserRouter(routes);
    connectUnauthorizedHandler(browserRouter);
    return browserRouter;
  });
  return <RouterProvider router={router} />;
}
