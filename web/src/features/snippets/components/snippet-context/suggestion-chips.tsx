import { Plus } from 'lucide-react';
import { useId } from 'react';
import type { Suggestion } from './use-context-suggestions';

export interface SuggestionChipsProps<T> {
  suggestions: readonly Suggestion<T>[];
  onAdd: (suggestion: Suggestion<T>) => void;
  /** The list's name for screen readers ('Suggested places it runs'). */
  label: string;
  disabled?: boolean;
}

/** Suggestions from the code, each with the line that suggests it and its own Add button. */
export function SuggestionChips<T>({ suggestions, onAdd, label, disabled }: SuggestionChipsProps<T>) {
  const idPrefix = useId();
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {suggestions.map((suggestion, index) => {
        const reasonId = `${idPrefix}-${index}`;
        return (
          <li
            key={suggestion.label}
            data-testid="context-suggestion"
            className="grid max-w-full min-w-0 grid-cols-[minmax(0,1fr)_auto] items-start gap-x-2 rounded-lg border border-dashed border-brand-300 bg-white py-1.5 pr-1.5 pl-3 text-sm"
          >
            <span className="pt-0.5 font-medium text-slate-900">{suggestion.label}</span>
            <button
              type="button"
              onClick={() => onAdd(suggestion)}
              disabled={disabled}
              aria-label={`Add ${suggestion.label}`}
              aria-describedby={reasonId}
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              <Plus aria-hidden="true" className="size-3.5" />
              Add
            </button>
            <span
              id={reasonId}
              className="col-span-2 pr-1.5 pb-0.5 text-xs text-slate-600 [overflow-wrap:anywhere]"
            >
              {suggestion.where}: <code className="font-mono text-slate-700">{suggestion.code}</code>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
