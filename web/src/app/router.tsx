import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useState, type ComponentType } from 'react';
import {
  matchRoutes,
  type Location,
  type Params,
  type RouteObject,
  useLocation,
  useRoutes,
} from 'react-router';
import { paths } from '../config/paths';
import { KeptPageContext } from '../lib/kept-page';
import { SHELL_MODULE } from '../ssr/assets';
import { RouteError } from './route-error';
import { ERROR_VIEWS_MODULE, errorViews, pageModule, pageModuleId, shell } from './route-modules';
import { RouteErrorBoundary, type RouteErrorState } from './route-error-state';

/**
 * The route table of SPEC §2, rendered by React Router's declarative `useRoutes` on both sides: inside a
 * StaticRouter on the server and a history router in the browser, so the two render the same tree. React Router's
 * data router (loaders, lazy routes, route errors) weighs twice as much in every visitor's entry script and did
 * nothing the browser needed: the browser runs no loaders, its pages' queries load their data. What it did do lives
 * here in a few lines: the server runs the matched page's loader (prepareRoute), both sides load the matched modules
 * before rendering, and a route's error is state of its own (route-error-state.tsx). Decision 072.
 */

export interface PageLoaderArgs {
  request: Request;
  params: Params;
}

/**
 * What a page needs before it can be shown, put into the query cache: the server awaits it, so the first HTML
 * carries the data (decision 032); the browser hydrates that cache and later pages load through their own queries.
 */
export type PageLoader = (args: PageLoaderArgs, queryClient: QueryClient) => Promise<unknown>;

export interface PageModule {
  default: ComponentType;
  loader?: PageLoader;
  /** The page's own error view (its 404, say); the shared one otherwise. */
  ErrorBoundary?: ComponentType;
  /**
   * Starts loading the page's late parts (lib/late-part.tsx); what it returns is waited for before the page renders
   * (nothing when the browser is about to hydrate the server's page: the parts hydrate when they arrive).
   */
  beforeRender?: () => Promise<unknown> | undefined;
}

interface RouteHandle {
  /** The page module the route renders (routes/{page}.tsx). */
  page?: string;
}

function Shell() {
  const { RootLayout } = shell.use();
  return <RootLayout />;
}

function Guard({ kind }: { kind: 'guest' | 'member' }) {
  const { GuestOnly, RequireAuth } = shell.use();
  return kind === 'guest' ? <GuestOnly /> : <RequireAuth />;
}

function NotFound() {
  const { NotFoundPage } = errorViews.use();
  return <NotFoundPage />;
}

/** A page, or its error view when the route has failed (a 404 from the server's loader, a render error). */
function Page({ name, error }: { name: string; error?: RouteErrorState | null }) {
  const { default: Component, ErrorBoundary } = pageModule(name).use();
  if (!error) return <Component />;
  const ErrorView = ErrorBoundary ?? RouteError;
  return <ErrorView />;
}

const page = (name: string) => ({
  handle: { page: name } satisfies RouteHandle,
  element: <RouteErrorBoundary page={(error) => <Page name={name} error={error} />} />,
});

/** Every route of SPEC §2's table. */
const ROUTES: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { index: true, ...page('home') },
      {
        element: <Guard kind="guest" />,
        children: [
          { path: paths.login.path, ...page('login') },
          { path: paths.register.path, ...page('register') },
        ],
      },
      { path: paths.forgotPassword.path, ...page('forgot-password') },
      { path: paths.resetPassword.path, ...page('reset-password') },
      { path: paths.verifyEmail.path, ...page('verify-email') },
      { path: paths.oauth.callback.path, ...page('oauth-callback') },
      { path: paths.unsubscribe.path, ...page('unsubscribe') },
      { path: paths.snippets.browse.path, ...page('browse') },
      { path: paths.snippets.details.path, ...page('snippet-details') },
      { path: paths.snippets.revisions.path, ...page('snippet-revisions') },
      { path: paths.snippets.revision.path, ...page('snippet-revision') },
      { path: paths.snippets.compare.path, ...page('snippet-compare') },
      { path: paths.snippets.forks.path, ...page('snippet-forks') },
      { path: paths.publicProfile.path, ...page('public-profile') },
      { path: paths.publicProfile.aliasPath, ...page('public-profile') },
      { path: paths.collection.path, ...page('collection') },
      {
        element: <Guard kind="member" />,
        children: [
          { path: paths.snippets.create.path, ...page('snippet-create') },
          { path: paths.snippets.edit.path, ...page('snippet-edit') },
          { path: paths.profile.path, ...page('profile') },
          { path: paths.savedSnippets.path, ...page('saved-snippets') },
          { path: paths.notifications.path, ...page('notifications') },
          { path: paths.admin.reports.path, ...page('admin') },
          { path: paths.admin.log.path, ...page('admin') },
          { path: paths.admin.suspensions.path, ...page('admin') },
          { path: paths.admin.hidden.path, ...page('admin') },
        ],
      },
      { path: paths.community.path, ...page('community') },
      { path: paths.resources.path, ...page('resources') },
      { path: paths.contact.path, ...page('contact') },
      { path: paths.terms.path, ...page('terms') },
      { path: paths.privacy.path, ...page('privacy') },
      // Any other path is the 404 page, with a 404 status.
      { path: '*', element: <NotFound /> },
    ],
  },
];

function isRouteLoaded(pathname: string) {
  const { page } = matchPage(pathname);
  return shell.isLoaded() && (page ? pageModule(page).isLoaded() : errorViews.isLoaded());
}

/**
 * The app's routes, inside whichever router the side provides. A location whose modules are not loaded yet (a page
 * not visited before) keeps the last page on screen, under the loading overlay, until they are: no blank page, and
 * no Suspense fallback in the middle of a navigation.
 */
export function AppRoutes() {
  const location = useLocation();
  const isLoaded = isRouteLoaded(location.pathname);
  // The last location whose modules were loaded, kept as React keeps information from earlier renders.
  const [lastLoaded, setLastLoaded] = useState<Location | null>(isLoaded ? location : null);
  if (isLoaded && lastLoaded !== location) setLastLoaded(location);
  const [failure, setFailure] = useState<{ pathname: string; error: unknown } | null>(null);
  const [, onLoaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (isLoaded) return;
    let isCurrent = true;
    loadRouteModules(location.pathname).then(
      () => isCurrent && onLoaded(),
      (error: unknown) => isCurrent && setFailure({ pathname: location.pathname, error }),
    );
    return () => {
      isCurrent = false;
    };
  }, [isLoaded, location.pathname]);
  const shown = isLoaded ? location : lastLoaded;
  // The router's own location unless an older one is kept on screen: a location given to useRoutes reaches the
  // routes as a 'POP' navigation, which the scroll position and the search box read.
  const element = useRoutes(ROUTES, isLoaded ? undefined : (lastLoaded ?? location));
  // A chunk that cannot be loaded is the application's error (SPEC §8), shown by the app's error boundary.
  if (failure?.pathname === location.pathname) throw failure.error;
  return shown ? <KeptPageContext value={!isLoaded}>{element}</KeptPageContext> : null;
}

/** What a location renders: its page module (none for the 404 page) and the route's parameters. */
export function matchPage(pathname: string): { page: string | null; params: Params } {
  const matches = matchRoutes(ROUTES, pathname) ?? [];
  const last = matches.at(-1);
  const handle = last?.route.handle as RouteHandle | undefined;
  return { page: handle?.page ?? null, params: last?.params ?? {} };
}

/**
 * Loads what a location renders — the shell and its page module with the page's own lazy parts, and the error views
 * for the 404 page or a page that failed — so the first render
 * (the server's, and the browser's hydration of it) finds everything loaded and suspends nowhere. Returns the page
 * module, and the modules' source paths (the server names their chunks in the page's <head>).
 */
export async function loadRouteModules(pathname: string, { withErrorViews = false } = {}) {
  const { page, params } = matchPage(pathname);
  const showsError = withErrorViews || !page;
  const [, module] = await Promise.all([
    shell.load(),
    page ? pageModule(page).load() : null,
    showsError ? errorViews.load() : null,
  ]);
  const moduleIds = [
    SHELL_MODULE,
    ...(page ? [pageModuleId(page)] : []),
    ...(showsError ? [ERROR_VIEWS_MODULE] : []),
  ];
  return { module, params, moduleIds };
}
