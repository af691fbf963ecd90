import type { FormEvent } from 'react';

/** The name of a search form's text field: the browse URL's own key, so the form works as a plain GET. */
export const SEARCH_FIELD = 'search';

/**
 * The text of a search form being submitted, from the form itself: typed before the app ran or after, it is what
 * the field holds. The native submission is the app's to replace with a navigation.
 */
export function takeSearchSubmission(event: FormEvent<HTMLFormElement>): string {
  event.preventDefault();
  const value = new FormData(event.currentTarget).get(SEARCH_FIELD);
  return typeof value === 'string' ? value.trim() : '';
}
