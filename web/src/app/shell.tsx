/**
 * The app's shell as a route module, its own chunk beside the pages' (decision 027): the layout around every page,
 * the route guards, the pages' imports and the API client's 401 rule. The entry keeps only what hydrates any page — React, the
 * router, the query cache and this table's bootstrap — as React Router's framework mode keeps root.tsx out of its
 * entry; the server names this chunk in every page's <head>, so it downloads beside the entry, not after it.
 */
export { RootLayout } from './layout/root-layout';
export { GuestOnly, RequireAuth } from '../features/auth/components/route-guards';
export { loadPage } from './pages';
export { connectUnauthorizedHandler } from './unauthorized';
