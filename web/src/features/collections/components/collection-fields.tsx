import {
  COLLECTION_LIMITS,
  VISIBILITIES,
  collectionInputSchema,
  type CollectionInput,
  type Visibility,
} from '@cloud-snippets/contract';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';

export type CollectionFieldErrors = Partial<Record<'title' | 'description' | 'visibility', string>>;

/** A collection's title, description and visibility, as a form's controlled fields. */
export function CollectionFields({
  value,
  onChange,
  errors = {},
  withDescription = true,
}: {
  value: Required<CollectionInput>;
  onChange: (value: Required<CollectionInput>) => void;
  errors?: CollectionFieldErrors;
  withDescription?: boolean;
}) {
  return (
    <div className="space-y-4">
      <TextField
        label="Title"
        name="title"
        value={value.title}
        maxLength={COLLECTION_LIMITS.titleMax}
        placeholder="SFMC starter kit"
        onChange={(event) => onChange({ ...value, title: event.target.value })}
        error={errors.title}
        data-autofocus
        required
      />
      {withDescription && (
        <TextareaField
          label="Description"
          name="description"
          rows={3}
          value={value.description}
          maxLength={COLLECTION_LIMITS.descriptionMax}
          onChange={(event) => onChange({ ...value, description: event.target.value })}
          error={errors.description}
        />
      )}
      <SelectField
        label="Visibility"
        name="visibility"
        value={value.visibility}
        options={VISIBILITIES.map((option) => ({ value: option.value, label: option.label }))}
        hint={VISIBILITIES.find((option) => option.value === value.visibility)?.description}
        onChange={(event) => onChange({ ...value, visibility: event.target.value as Visibility })}
        error={errors.visibility}
      />
    </div>
  );
}

export const EMPTY_COLLECTION: Required<CollectionInput> = {
  title: '',
  description: '',
  visibility: 'public',
};

/** The form's values checked by the contract's schema (the server's own rule): the errors by field, or none. */
export function collectionErrors(value: CollectionInput): CollectionFieldErrors | null {
  const result = collectionInputSchema.safeParse(value);
  if (result.success) return null;
  const errors: CollectionFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof CollectionFieldErrors;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's field errors (a 400), by field. */
export const fieldErrorsOf = (fieldErrors: { field: string; error: string }[]): CollectionFieldErrors =>
  Object.fromEntries(fieldErrors.map(({ field, error }) => [field, error]));
