/*
 * The head script's "still loading" note (#still-loading, ssr/head-script.js), for a button pressed before its code
 * ran. A press in a part of the page that hydrates later marks that part `data-pressed`; the note stays until every
 * part so marked has hydrated, so an unrelated part arriving first does not take the answer away from the press.
 */

/** The marker the head script puts on a late part a person pressed before it hydrated. */
export const PRESSED_ATTRIBUTE = 'data-pressed';

/** Removes the note unless a pressed part is still waiting for its code. */
export function dismissStillLoadingNote(): void {
  if (document.querySelector(`[data-app-pending][${PRESSED_ATTRIBUTE}]`)) return;
  document.getElementById('still-loading')?.remove();
}
