import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { flushSync } from 'react-dom';
import {
  Controller,
  useFormState,
  useWatch,
  type Control,
  type UseFormGetValues,
  type UseFormSetValue,
} from 'react-hook-form';
import { effectsOf, runsInOf, type Effect, type RunsIn, type SnippetData } from '@cloud-snippets/contract';
import { Button } from '../../../../components/ui/button';
import type { SnippetFormValues } from '../snippet-form';
import { ChoiceGroup } from './choice-group';
import { listErrorMessage } from './context-values';
import { EffectsWarning } from './effects-warning';
import { SuggestionChips } from './suggestion-chips';
import type { ContextSuggestions } from './use-context-suggestions';

export interface RunsInAndEffectsProps {
  control: Control<SnippetFormValues, unknown, SnippetData>;
  setValue: UseFormSetValue<SnippetFormValues>;
  getValues: UseFormGetValues<SnippetFormValues>;
  suggestions: Pick<ContextSuggestions, 'runsIn' | 'effects'>;
}

/**
 * "Where it runs and what it changes" (decision 047): the places code of the chosen platform runs and what running it
 * changes, as checkboxes the author ticks, with what the code suggests beside them — added only by the author's click.
 */
export function RunsInAndEffects({ control, setValue, getValues, suggestions }: RunsInAndEffectsProps) {
  const hintId = useId();
  const idPrefix = useId();
  const platform = useWatch({ control, name: 'platform' });
  const { errors } = useFormState({ control, name: ['runsIn', 'effects'] });
  const suggestedCount = suggestions.runsIn.length + suggestions.effects.length;

  /** Ticks the values, then puts the focus on the first one ticked: the Add button it came from is gone. */
  const tick = (runsIn: RunsIn[], effects: Effect[]) => {
    flushSync(() => {
      const chosenRunsIn = getValues('runsIn');
      const chosenEffects = getValues('effects');
      if (runsIn.some((value) => !chosenRunsIn.includes(value)))
        setValue('runsIn', union(chosenRunsIn, runsIn), { shouldDirty: true });
      if (effects.some((value) => !chosenEffects.includes(value)))
        setValue('effects', union(chosenEffects, effects), { shouldDirty: true });
    });
    const first = runsIn[0] ? `${idPrefix}-runsIn-${runsIn[0]}` : `${idPrefix}-effects-${effects[0]}`;
    document.getElementById(first)?.focus();
  };

  return (
    <fieldset aria-describedby={hintId} data-testid="snippet-context" className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">Where it runs and what it changes</legend>
      <p id={hintId} className="mt-0.5 text-sm text-slate-600">
        Shown to readers above the code. Tick what you know; what the code suggests is never ticked for you.
      </p>
      <div className="mt-2 grid gap-x-6 gap-y-5 rounded-xl border border-slate-200 p-3 sm:grid-cols-2 sm:p-4">
        {suggestedCount > 0 && (
          <div
            data-testid="context-suggestions"
            className="min-w-0 space-y-2 rounded-lg bg-brand-50 p-3 ring-1 ring-brand-200 sm:col-span-2"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="flex items-center gap-1.5 text-sm font-semibold text-brand-900">
                <Sparkles aria-hidden="true" className="size-4" />
                Suggested from your code
              </p>
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  tick(
                    suggestions.runsIn.map((item) => item.value),
                    suggestions.effects.map((item) => item.value),
                  )
                }
              >
                Apply suggestions
              </Button>
            </div>
            {suggestions.runsIn.length > 0 && (
              <SuggestionChips
                label="Suggested places it runs"
                suggestions={suggestions.runsIn}
                onAdd={(item) => tick([item.value], [])}
              />
            )}
            {suggestions.effects.length > 0 && (
              <SuggestionChips
                label="Suggested changes"
                suggestions={suggestions.effects}
                onAdd={(item) => tick([], [item.value])}
              />
            )}
          </div>
        )}
        {platform ? (
          <Controller
            control={control}
            name="runsIn"
            render={({ field }) => (
              <ChoiceGroup
                legend="Runs in"
                idPrefix={`${idPrefix}-runsIn`}
                options={runsInOf(platform)}
                value={field.value}
                onChange={field.onChange}
                error={listErrorMessage(errors.runsIn)}
                testId="runs-in-choices"
              />
            )}
          />
        ) : (
          <fieldset className="min-w-0" data-testid="runs-in-choices">
            <legend className="text-sm font-semibold text-slate-900">Runs in</legend>
            <p className="mt-2 text-sm text-slate-600">Choose a platform first.</p>
          </fieldset>
        )}
        <Controller
          control={control}
          name="effects"
          render={({ field }) => (
            <ChoiceGroup
              legend="What it changes"
              idPrefix={`${idPrefix}-effects`}
              options={effectsOf(platform || undefined)}
              value={field.value}
              onChange={field.onChange}
              error={listErrorMessage(errors.effects)}
              testId="effect-choices"
            >
              <EffectsWarning effects={field.value} />
            </ChoiceGroup>
          )}
        />
      </div>
    </fieldset>
  );
}

const union = <T,>(chosen: readonly T[], added: readonly T[]): T[] => [
  ...chosen,
  ...added.filter((value) => !chosen.includes(value)),
];
