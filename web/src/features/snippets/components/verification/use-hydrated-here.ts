import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server renders and while the browser hydrates the calling part, true afterwards. For a part in a
 * lazy chunk, which may hydrate after the rest of the page: useHydrated says true there already, and what depends on
 * it (relative dates) would not match the server's HTML.
 */
export function useHydratedHere(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
