import { TIMINGS } from '@cloud-snippets/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { paths } from '../config/paths';
import { ApiError } from '../lib/api-client';
import { SHELL_MODULE } from '../ssr/assets';
import { rootLoader } from './root-loader';

/**
 * What a page needs before it can be shown, put into the query cache: the server awaits it, so the first HTML
 * carries the data (decision 032); the browser hydrates that cache and later pages load through their own queries.
 */
export type PageLoader = (args: LoaderFunctionArgs, queryClient: QueryClient) => Promise<unknown>;

export interface PageModule {
  default: ComponentType;
  loader?: PageLoader;
  /** The page's own error view (its 404, say); the shared one otherwise. */
  ErrorBoundary?: ComponentType;
  /**
   * Loads the lazy parts the page renders from the start, before it renders: a part the server rendered must be there
   * when the browser hydrates, or React renders it again from nothing, moving what is under it (a layout shift).
   */
  beforeRender?: () => Promise<unknown>;
}

export interface RouteOptions {
  /** True on the server: loaders finish before rendering, and a missing resource is a 404. */
  awaitData: boolean;
}

/**
 * What the server hands each page's loaders (React Router's request context): the query cache of that one request,
 * so the routes and their static handler are built once per process rather than once per page.
 */
export interface PageLoadContext {
  queryClient: QueryClient;
}

/**
 * A page loader as React Router runs it on the server; the API's 404 becomes the route's 404 (the status of the
 * response). The browser gets none: the page's own queries load what it shows, with their loading and error states,
 * and a navigation commits at once instead of waiting for loaders that would do nothing.
 */
function routeLoader(
  loader: PageLoader,
  { awaitData }: RouteOptions,
): { loader?: (args: LoaderFunctionArgs) => Promise<null> } {
  // The browser's bundle leaves the loaders out altogether (import.meta.env.SSR is false there).
  if (!import.meta.env.SSR || !awaitData) return {};
  return {
    loader: async (args: LoaderFunctionArgs) => {
      try {
        await loader(args, (args.context as PageLoadContext).queryClient);
        return null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
        throw error;
      }
    },
  };
}

/** Rejects after SPEC §9's 120 s. */
async function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Loading the page timed out')), TIMINGS.lazyPageLoadTimeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const notFound = () => {
  throw data(null, { status: 404 });
};

/**
 * The shell (layout, error views, guards, the page modules' imports), loaded like a page (decision 027); one chunk,
 * imported once.
 */
export const loadShell = () => withTimeout(import('./shell'));

/** The source path of a page module as Vite's manifest names it (src/app/routes/home.tsx). */
export const pageModuleId = (name: string) => `src/app/routes/${name}.tsx`;

/** Every route of SPEC §2's table: lazily loaded page modules, each with the loader of its data. */
export function createRoutes(options: RouteOptions): RouteObject[] {
  const page = (name: string): Pick<RouteObject, 'lazy' | 'handle'> => {
    return {
      handle: { pageModule: pageModuleId(name) },
      lazy: async () => {
        const module = await withTimeout((await loadShell()).loadPage(name));
        await module.beforeRender?.();
        return {
          Component: module.default,
          ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}),
          ...(module.loader ? routeLoader(module.loader, options) : {}),
        };
      },
    };
  };

  return [
    {
      handle: { pageModule: SHELL_MODULE },
      lazy: async () => {
        const shell = await loadShell();
        return { Component: shell.RootLayout, ErrorBoundary: shell.RootError };
      },
      ...(import.meta.env.SSR ? routeLoader(rootLoader, options) : {}),
      // Only while the browser renders alone (the development server): a rendered page hydrates with its modules.
      ...(import.meta.env.DEV ? { HydrateFallback: LoadingOverlay } : {}),
      children: [
        {
          lazy: async () => ({ ErrorBoundary: (await loadShell()).RouteError }),
          children: [
            { index: true, ...page('home') },
            {
              lazy: async () => ({ Component: (await loadShell()).GuestOnly }),
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
            {
              lazy: async () => ({ Component: (await loadShell()).RequireAuth }),
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
            // Any other path is the 404 page, with a 404 status (RouteError draws it).
            { path: '*', loader: notFound },
          ],
        },
      ],
    },
  ];
}
