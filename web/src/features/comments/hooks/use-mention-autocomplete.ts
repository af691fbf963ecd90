import { useEffect, useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { getMentionSuggestions, type MentionSuggestion } from '../api/get-mention-suggestions';
import { insertMention, mentionAt } from '../utils/mention-input';

/** How long typing pauses before the members are looked up. */
export const MENTION_LOOKUP_DELAY_MS = 150;

/**
 * The lists already fetched in this page, by lowercased prefix. A plain map rather than the query cache: the box
 * also renders where there is no QueryClient (its own tests), and the lists are small and short-lived.
 */
const lookedUp = new Map<string, MentionSuggestion[]>();

/**
 * The comment box's @mention suggestions: typing `@am` lists the members whose name starts so (after a 150 ms
 * pause); ArrowDown and ArrowUp move through them, Enter or Tab picks one (`@username ` at the caret), Escape closes
 * the list. The text box keeps its own role (a textbox: axe refuses role=combobox on a textarea, and a combobox
 * would read as one line), with aria-autocomplete, aria-controls and aria-activedescendant naming the list.
 */
export function useMentionAutocomplete({
  textarea,
  setText,
}: {
  textarea: RefObject<HTMLTextAreaElement | null>;
  /** Puts the new text into the form. */
  setText: (text: string) => void;
}) {
  const listboxId = useId();
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [latest, setLatest] = useState<{ prefix: string; users: MentionSuggestion[] } | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [isFocused, setIsFocused] = useState(false);

  const query = mention?.query.toLowerCase() ?? null;
  useEffect(() => {
    if (query === null || lookedUp.has(query)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getMentionSuggestions(query, controller.signal).then(
        (users) => {
          lookedUp.set(query, users);
          setLatest({ prefix: query, users });
        },
        () => undefined,
      );
    }, MENTION_LOOKUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  // This prefix's own list, or while it loads the last one, narrowed to what was typed since.
  const known = query === null ? undefined : lookedUp.get(query);
  const suggestions: MentionSuggestion[] =
    query === null
      ? []
      : (known ??
        (latest && query.startsWith(latest.prefix)
          ? latest.users.filter((user) => user.username.toLowerCase().startsWith(query))
          : []));
  const isOpen = isFocused && mention !== null && dismissedAt !== mention.start && suggestions.length > 0;
  const active = isOpen ? Math.min(activeIndex, suggestions.length - 1) : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  /** Reads the mention at the caret again (after typing, a click, a move of the caret). */
  function follow() {
    const element = textarea.current;
    if (!element) return;
    const caret = element.selectionStart;
    const next = caret === element.selectionEnd ? mentionAt(element.value, caret) : null;
    if (next?.query !== mention?.query || next?.start !== mention?.start) {
      setMention(next);
      setActiveIndex(0);
    }
  }

  function pick(user: MentionSuggestion) {
    const element = textarea.current;
    if (!element || !mention) return;
    const inserted = insertMention(element.value, mention.start, element.selectionStart, user.username);
    setText(inserted.text);
    element.focus();
    element.setSelectionRange(inserted.caret, inserted.caret);
    setMention(null);
  }

  /** Handles the list's keys while it is open; true when the key was its own. */
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
    if (!isOpen || event.altKey || event.ctrlKey || event.metaKey) return false;
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      setActiveIndex((active + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if ((event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey) {
      pick(suggestions[active]!);
    } else if (event.key === 'Escape') {
      // Closes the list only: an edit box's own Escape (cancel) waits for the next press.
      event.stopPropagation();
      setDismissedAt(mention!.start);
    } else {
      return false;
    }
    event.preventDefault();
    return true;
  }

  return {
    /** Spread on the textarea (its onKeyDown calls `onKeyDown` first). */
    textareaProps: {
      'aria-autocomplete': 'list' as const,
      'aria-controls': isOpen ? listboxId : undefined,
      'aria-activedescendant': isOpen ? optionId(active) : undefined,
      onSelect: follow,
      onFocus: () => setIsFocused(true),
    },
    /** Call from the textarea's onChange and onBlur, beside the form's own. */
    onInput: follow,
    onBlur: () => setIsFocused(false),
    onKeyDown,
    listbox: { id: listboxId, isOpen, suggestions, active, optionId, onPick: pick, onHover: setActiveIndex },
  };
}
