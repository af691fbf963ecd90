import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Where the reader was on each history entry of this tab, by the entry's key; kept across a reload. */
const STORAGE_KEY = 'scroll-positions';
let positions: Record<string, number> | null = null;

function storedPositions(): Record<string, number> {
  if (positions) return positions;
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    positions = {};
  }
  return positions;
}

let keepNextPosition = false;

/**
 * The next navigation leaves the reader where they are: a filter or a page of a list changed in place, where going
 * back to the top would lose their place.
 */
export function keepScrollPosition() {
  keepNextPosition = true;
}

/**
 * The scroll position a reader expects of a site: a new page starts at its top (or at the element its #hash names),
 * the Back and Forward buttons and a reload return to where they were on that entry.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(storedPositions()));
      } catch {
        // Storage full or refused: the positions hold for this page's life only.
      }
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useLayoutEffect(() => {
    const saved = storedPositions()[location.key];
    if (navigationType === NavigationType.Pop) {
      if (saved !== undefined) window.scrollTo(0, saved);
    } else if (keepNextPosition) {
      keepNextPosition = false;
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
    const { key } = location;
    return () => {
      storedPositions()[key] = window.scrollY;
    };
    // The location's key changes with each history entry; the rest of it is read when it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
