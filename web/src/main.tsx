import './styles.css';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createRoutes, loadShell } from './app/router';
import { beginHydration } from './hooks/use-hydrated';
import { session } from './lib/session';
import { Document, PAYLOAD_ELEMENT_ID } from './ssr/document';
import type { PagePayload } from './ssr/payload';

declare global {
  interface Window {
    __staticRouterHydrationData?: PagePayload['router'];
  }
}

/** The matched routes' lazy modules, loaded before hydration so the first render is the server's (decision 032). */
async function loadMatchedRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

function renderAlone(queryClient: QueryClient) {
  const router = createBrowserRouter(createRoutes({ awaitData: false }));
  void loadShell().then((shell) => shell.connectUnauthorizedHandler(router));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

async function start() {
  // An expired stored token is cleared before anything renders (SPEC §4).
  session.init();
  const queryClient = createQueryClient();
  const payloadElement = document.getElementById(PAYLOAD_ELEMENT_ID);

  if (!payloadElement) {
    // The development server (Vite) serves the bare index.html: render in the browser alone. A built app's pages
    // always come from the server's renderer, so the production bundle leaves this out.
    if (import.meta.env.DEV) renderAlone(queryClient);
    return;
  }

  const rawPayload = payloadElement.textContent ?? '';
  const payload = JSON.parse(rawPayload) as PagePayload;
  hydrate(queryClient, payload.queries);
  const routes = createRoutes({ awaitData: false });
  await loadMatchedRoutes(routes);
  // React Router reads its hydration data (and revives route errors) from this global.
  window.__staticRouterHydrationData = payload.router;
  const router = createBrowserRouter(routes);
  // The shell is loaded already (the root route's module): the API client's 401 rule goes to this router.
  (await loadShell()).connectUnauthorizedHandler(router);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page: a tap or a scroll meanwhile is answered, and no task is long (decision 032).
  beginHydration();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document assets={payload.assets} siteUrl={payload.siteUrl} payload={rawPayload}>
          <AppProviders queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </Document>
      </StrictMode>,
    );
  });
  // The server rendered the page for a visitor; a member's own state (likes, saves) is asked for again.
  if (session.isAuthenticated()) void queryClient.invalidateQueries();
}

void start();
