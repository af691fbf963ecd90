import { useCallback, useEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { TIMINGS } from '@cloud-snippets/contract';

/** History state of the entries the search box pushes, so the box can tell its own navigations from others. */
export const SEARCH_BOX_NAVIGATION = { cause: 'search-box' } as const;

function isSearchBoxNavigation(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'cause' in state &&
    state.cause === SEARCH_BOX_NAVIGATION.cause
  );
}

/**
 * The search box's text (SPEC §9: what is typed reaches the URL 300 ms after the last keystroke).
 *
 * The text is the source of truth while the person types. The URL's `value` replaces it only after a navigation
 * the box did not cause — back/forward, a removed chip, a link. The box's own navigation lands later than the
 * keystrokes that follow it on a slow CPU; copying its value back then ate those keystrokes ("ws" + "proxy" ended
 * as "ws" or "wsroxy").
 */
export function useSearchDraft(value: string, onSearch: (text: string) => void) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [text, setText] = useState(value);
  const [seenLocationKey, setSeenLocationKey] = useState(location.key);
  /** The last text sent: its navigation may still be under way, and it is not sent twice. */
  const [sent, setSent] = useState(value);
  if (location.key !== seenLocationKey) {
    setSeenLocationKey(location.key);
    const isOwnNavigation = navigationType !== NavigationType.Pop && isSearchBoxNavigation(location.state);
    if (!isOwnNavigation) {
      setSent(value);
      if (text.trim() !== value) setText(value);
    }
  }

  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  const query = text.trim();
  const send = useCallback(() => {
    setSent(query);
    onSearchRef.current(query);
  }, [query]);
  const isSendDue = query !== value && query !== sent;
  useEffect(() => {
    if (!isSendDue) return;
    const timer = setTimeout(send, TIMINGS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [isSendDue, send]);

  /** Sends the text at once (Enter). */
  const submit = () => {
    if (isSendDue) send();
  };
  return { text, setText, submit };
}
