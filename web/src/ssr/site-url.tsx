import { createContext, useContext } from 'react';

/**
 * The site's public origin (PUBLIC_URL), for absolute URLs in head tags (canonical, Open Graph): the server sends
 * it with the page so the browser hydrates the same URLs; a page the browser renders alone uses its own origin.
 */
export const SiteUrlContext = createContext<string | null>(null);

export function useSiteUrl(): string {
  const siteUrl = useContext(SiteUrlContext);
  return siteUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
}
