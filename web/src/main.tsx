import './styles.css';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { FirstLocationError } from './app/route-error-state';
import { AppRoutes, loadRouteModules } from './app/router';
import { loadShell } from './app/route-modules';
import { beginHydration } from './hooks/use-hydrated';
import { guardHistory } from './lib/navigation-blocker';
import { session } from './lib/session';
import { Document, PAYLOAD_ELEMENT_ID } from './ssr/document';
import type { PagePayload } from './ssr/payload';

/** The browser's history, which the router renders and the API client's 401 rule navigates. */
const history = guardHistory(createBrowserHistory({ v5Compat: true }));

/** The app as the server renders it (entry-server.tsx), in the browser's router: the same tree, element for element. */
function app(queryClient: QueryClient, payload: PagePayload | null) {
  return (
    <AppProviders queryClient={queryClient}>
      <HistoryRouter history={history}>
        <FirstLocationError error={payload?.routeError ?? null}>
          <AppRoutes />
        </FirstLocationError>
      </HistoryRouter>
    </AppProviders>
  );
}

function renderAlone(queryClient: QueryClient) {
  void loadShell().then((shell) => shell.connectUnauthorizedHandler(history));
  createRoot(document.getElementById('root')!).render(<StrictMode>{app(queryClient, null)}</StrictMode>);
}

async function start() {
  // An expired stored token is cleared before anything renders (SPEC §4).
  session.init();
  const queryClient = createQueryClient();
  // The page's data is the last element of its body: a page still arriving has none yet (the head script starts the
  // app once the page is parsed; this holds however the entry was started).
  if (document.readyState === 'loading')
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
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
  // What the server rendered is loaded before hydrating it: the first render is the server's (decision 032).
  await loadRouteModules(window.location.pathname, { withErrorViews: payload.routeError !== null });
  (await loadShell()).connectUnauthorizedHandler(history);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page: a tap or a scroll meanwhile is answered, and no task is long (decision 032).
  beginHydration();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document assets={payload.assets} siteUrl={payload.siteUrl} payload={rawPayload}>
          {app(queryClient, payload)}
        </Document>
      </StrictMode>,
    );
  });
  // The server rendered the page for a visitor; a member's own state (likes, saves) is asked for again.
  if (session.isAuthenticated()) void queryClient.invalidateQueries();
}

void start();
