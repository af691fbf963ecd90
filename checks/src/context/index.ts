/**
 * Suggestions of where a snippet runs, what it changes and its prerequisites (decision 047). An entry of its own
 * (`@cloud-snippets/checks/context`), so the editor's chunk takes it without the secret scanner.
 */
export { suggestContext } from './suggest-context.js';
export type { ContextSuggestions, SuggestionReason } from './types.js';
