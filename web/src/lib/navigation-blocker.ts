import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * Asking before an in-app navigation leaves a page with unsaved work. React Router's useBlocker belongs to its data
 * router, which the app does not use (decision 072): the app's history is wrapped here instead, so a link or a
 * navigate() that would leave waits for the page's answer. The browser's Back and Forward buttons are not held (the
 * history has already moved when they are heard); a reload or a closed tab is the browser's own question
 * (beforeunload).
 */

type To = string | { pathname?: string; search?: string; hash?: string };
type Leaving = (nextPathname: string, currentPathname: string) => boolean;

interface GuardableHistory {
  readonly location: { pathname: string };
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
}

let leaving: Leaving | null = null;
let pending: (() => void) | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

const pathnameOf = (to: To, current: string) =>
  typeof to === 'string' ? new URL(to, `http://site${current}`).pathname : (to.pathname ?? current);

/** The history with its push and replace held while a page says leaving it would lose work. */
export function guardHistory<H extends GuardableHistory>(history: H): H {
  const push = history.push.bind(history);
  const replace = history.replace.bind(history);
  const held =
    (go: (to: To, state?: unknown) => void) =>
    (to: To, state?: unknown): void => {
      const current = history.location.pathname;
      if (leaving?.(pathnameOf(to, current), current)) {
        pending = () => go(to, state);
        notify();
        return;
      }
      go(to, state);
    };
  return Object.assign(history, { push: held(push), replace: held(replace) });
}

/**
 * While mounted, a navigation to another page for which `shouldBlock()` is true is held: `state` is 'blocked' until
 * `proceed()` goes on or `reset()` stays.
 */
export function useNavigationBlocker(shouldBlock: () => boolean) {
  const shouldBlockRef = useRef(shouldBlock);
  useEffect(() => {
    shouldBlockRef.current = shouldBlock;
  });
  useEffect(() => {
    const mine: Leaving = (nextPathname, currentPathname) =>
      nextPathname !== currentPathname && shouldBlockRef.current();
    leaving = mine;
    return () => {
      if (leaving === mine) leaving = null;
      pending = null;
    };
  }, []);
  const isBlocked = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending !== null,
    () => false,
  );
  const proceed = useCallback(() => {
    const go = pending;
    pending = null;
    const was = leaving;
    leaving = null;
    notify();
    go?.();
    leaving = was;
  }, []);
  const reset = useCallback(() => {
    pending = null;
    notify();
  }, []);
  return { state: isBlocked ? ('blocked' as const) : ('unblocked' as const), proceed, reset };
}
