import {
  useFormState,
  type Control,
  type UseFormGetValues,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import type { SnippetData } from '@cloud-snippets/contract';
import type { SnippetFormValues } from '../snippet-form';
import { PrerequisitesField } from './prerequisites-field';
import { RunsInAndEffects } from './runs-in-and-effects';
import { useContextSuggestions } from './use-context-suggestions';
import { VerifiedOnField } from './verified-on-field';

export interface SnippetContextFieldsProps {
  control: Control<SnippetFormValues, unknown, SnippetData>;
  register: UseFormRegister<SnippetFormValues>;
  setValue: UseFormSetValue<SnippetFormValues>;
  getValues: UseFormGetValues<SnippetFormValues>;
}

/**
 * The snippet form's context (decisions 047, 048): where it runs and what it changes, its prerequisites, and the release
 * it was verified on. It reads the code itself for its suggestions, so typing re-renders this and not the whole form.
 */
export function SnippetContextFields({ control, register, setValue, getValues }: SnippetContextFieldsProps) {
  const suggestions = useContextSuggestions(control);
  const { errors } = useFormState({ control, name: 'verifiedOn' });
  return (
    <>
      <RunsInAndEffects
        control={control}
        setValue={setValue}
        getValues={getValues}
        suggestions={suggestions}
      />
      <PrerequisitesField control={control} register={register} suggestions={suggestions.prerequisites} />
      <VerifiedOnField field={register('verifiedOn')} error={errors.verifiedOn?.message} />
    </>
  );
}
