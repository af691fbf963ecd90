import { createContext, useContext } from 'react';

/**
 * The author's choice of suggestions to apply (decision 077), shared by the line comments of the code view. Absent
 * elsewhere (the thread): there the diffs show without a checkbox.
 */
export interface SuggestionSelection {
  canApply: boolean;
  chosen: ReadonlySet<string>;
  toggle: (commentId: string) => void;
}

export const SuggestionSelectionContext = createContext<SuggestionSelection | null>(null);

export const useSuggestionSelection = () => useContext(SuggestionSelectionContext);
