import { createContext, use } from 'react';

/**
 * True for a page kept on screen while the next page's module loads (the router's location has moved on; the page
 * still sees its own). Such a page only waits to be replaced: a guard in it must not navigate on what changes
 * meanwhile (a logout clearing the session would otherwise send the left page to /login?redirect=…).
 */
export const KeptPageContext = createContext(false);

export const useIsPageKept = () => use(KeptPageContext);
