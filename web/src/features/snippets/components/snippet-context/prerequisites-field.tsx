import { Plus, Sparkles, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { flushSync } from 'react-dom';
import { useFieldArray, useFormState, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import {
  PREREQUISITE_KINDS,
  SNIPPET_CONTEXT_LIMITS,
  type Platform,
  type Prerequisite,
  type PrerequisiteKind,
  type SnippetData,
} from '@cloud-snippets/contract';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import type { SnippetFormValues } from '../snippet-form';
import { SuggestionChips } from './suggestion-chips';
import type { Suggestion } from './use-context-suggestions';

export interface PrerequisitesFieldProps {
  control: Control<SnippetFormValues, unknown, SnippetData>;
  register: UseFormRegister<SnippetFormValues>;
  suggestions: readonly Suggestion<Prerequisite>[];
}

/** What a new, empty row is first: what snippets of the platform most often need. */
const FIRST_KIND: Record<Platform, PrerequisiteKind> = { sfmc: 'data-extension', crm: 'custom-object' };

const hintOf = (kind: string) =>
  PREREQUISITE_KINDS.find((option) => option.value === kind)?.detailsHint ?? '';

/**
 * "Prerequisites" (decision 047): what a reader sets up before running the snippet, the checklist at the top of its
 * page. Rows of kind, name and details, at most SNIPPET_CONTEXT_LIMITS.prerequisitesMax, with what the code suggests
 * (a data extension it writes to…) each added by its own button.
 */
export function PrerequisitesField({ control, register, suggestions }: PrerequisitesFieldProps) {
  const hintId = useId();
  const addButtonId = useId();
  const { fields, append, remove } = useFieldArray({ control, name: 'prerequisites' });
  const [platform, rows] = useWatch({ control, name: ['platform', 'prerequisites'] });
  const { errors } = useFormState({ control, name: 'prerequisites' });
  const isFull = fields.length >= SNIPPET_CONTEXT_LIMITS.prerequisitesMax;
  const listError = errors.prerequisites?.message ?? errors.prerequisites?.root?.message;

  const addEmpty = () =>
    append(
      { kind: platform ? FIRST_KIND[platform] : 'other', name: '', details: '' },
      { focusName: `prerequisites.${fields.length}.name` },
    );
  const addSuggested = (item: Prerequisite) =>
    append(item, { focusName: `prerequisites.${fields.length}.details` });
  const removeRow = (index: number) => {
    // Its Remove button is gone: the focus goes to Add, enabled again once a full list has room.
    flushSync(() => remove(index));
    document.getElementById(addButtonId)?.focus();
  };

  return (
    <fieldset aria-describedby={hintId} data-testid="prerequisites-field" className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">Prerequisites</legend>
      <p id={hintId} className="mt-0.5 text-sm text-slate-600">
        What a reader sets up before running it: a checklist at the top of the snippet&apos;s page. At most{' '}
        {SNIPPET_CONTEXT_LIMITS.prerequisitesMax}.
      </p>

      {suggestions.length > 0 && (
        <div
          data-testid="prerequisite-suggestions"
          className="mt-2 min-w-0 space-y-2 rounded-lg bg-brand-50 p-3 ring-1 ring-brand-200"
        >
          <p className="flex items-center gap-1.5 text-sm font-semibold text-brand-900">
            <Sparkles aria-hidden="true" className="size-4" />
            Suggested from your code
          </p>
          <SuggestionChips
            label="Suggested prerequisites"
            suggestions={suggestions}
            onAdd={(item) => addSuggested(item.value)}
            disabled={isFull}
          />
        </div>
      )}

      {fields.length > 0 && (
        <ol className="mt-3 space-y-3">
          {fields.map((field, index) => {
            const rowErrors = errors.prerequisites?.[index];
            return (
              <li key={field.id} data-testid="prerequisite-row">
                <fieldset className="min-w-0 rounded-xl border border-slate-200 bg-slate-50 px-3 pt-1.5 pb-3">
                  <legend className="float-left py-2 text-sm font-semibold text-slate-900">
                    Prerequisite {index + 1}
                  </legend>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove prerequisite ${index + 1}${rows[index]?.name ? `: ${rows[index].name}` : ''}`}
                    onClick={() => removeRow(index)}
                    className="float-right -mr-1.5"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remove
                  </Button>
                  <div className="clear-both grid gap-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
                    <SelectField
                      label="Kind"
                      error={rowErrors?.kind?.message}
                      {...register(`prerequisites.${index}.kind`)}
                    >
                      {PREREQUISITE_KINDS.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </SelectField>
                    <TextField
                      label="Name"
                      autoComplete="off"
                      maxLength={SNIPPET_CONTEXT_LIMITS.prerequisiteNameMax}
                      error={rowErrors?.name?.message}
                      {...register(`prerequisites.${index}.name`)}
                    />
                    <TextField
                      label="Details (optional)"
                      autoComplete="off"
                      maxLength={SNIPPET_CONTEXT_LIMITS.prerequisiteDetailsMax}
                      placeholder={hintOf(rows[index]?.kind ?? '')}
                      error={rowErrors?.details?.message}
                      className="sm:col-span-2"
                      {...register(`prerequisites.${index}.details`)}
                    />
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}

      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button id={addButtonId} variant="secondary" size="sm" onClick={addEmpty} disabled={isFull}>
          <Plus aria-hidden="true" className="size-4" />
          Add prerequisite
        </Button>
        {isFull && (
          <p className="text-sm text-slate-600">
            That is the most a snippet can list: {SNIPPET_CONTEXT_LIMITS.prerequisitesMax}.
          </p>
        )}
      </div>
      {listError && <p className="mt-1.5 text-sm text-red-700">{listError}</p>}
    </fieldset>
  );
}
