import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { dismissStillLoadingNote } from '../lib/still-loading-note';

/**
 * False while the server renders and while the browser hydrates its HTML (main.tsx calls beginHydration); true
 * once that first render has been committed, and from the start where the browser renders alone (tests, dev).
 */
let isPageHydrated = typeof document !== 'undefined';

/** Called before hydrating a server-rendered page: its first render must be the server's. */
export function beginHydration() {
  isPageHydrated = false;
}

/** True while React adopts the server's HTML: what the page holds was put there before the app ran. */
export function isHydratingPage(): boolean {
  return !isPageHydrated;
}

/**
 * `<html data-hydrated>`: the page answers from here on. Tests wait for it; it costs nothing to leave for
 * real-user monitoring, and neither does the performance mark of the same name, which the hydration benchmark
 * (bench/hydration.mjs) measures from the first contentful paint.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
export const HYDRATED_MARK = 'hydrated';

let pageHydrated: () => void = () => {};
/** Settles once the page has hydrated (at once where the browser renders alone). */
export const whenPageHydrated: Promise<void> =
  typeof document === 'undefined' || !document.getElementById('root')?.hasChildNodes()
    ? Promise.resolve()
    : new Promise((resolve) => (pageHydrated = resolve));

function markPageHydrated() {
  isPageHydrated = true;
  pageHydrated();
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  performance.mark(HYDRATED_MARK);
  // The head script's "still loading" note, for a button pressed before now: the app answers from here on, but for a
  // pressed part that hydrates later.
  dismissStillLoadingNote();
}

/**
 * False on the server and while the browser hydrates a server-rendered page (whose first render must be the
 * server's), true from then on. What depends on the browser alone — the stored session, the reader's clock — waits
 * for it.
 *
 * The switch after hydration is a transition: what changes (dates in the reader's zone, a member's menu) renders in
 * slices the browser can interrupt, not in one long task after the page appears (useSyncExternalStore's would be
 * synchronous). A component mounted later, on a page already hydrated, starts with true.
 */
export function useHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(isPageHydrated);
  useEffect(() => {
    if (!isPageHydrated || !document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) markPageHydrated();
    if (!isHydrated) startTransition(() => setHydrated(true));
  }, [isHydrated]);
  return isHydrated;
}

const noSubscription = () => () => {};

/**
 * False while the server renders and while the browser hydrates the calling part, true afterwards. For a part that
 * may hydrate after the rest of the page (a lazy chunk in a Suspense boundary of its own): useHydrated says true
 * there already, and what depends on it (relative dates) would not match the server's HTML.
 */
export function useHydratedHere(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
