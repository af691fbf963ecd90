import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import {
  ACCESS_TOKEN_EXPIRY_DAYS,
  ACCESS_TOKEN_LIMITS,
  accessTokenCreateSchema,
  type AccessTokenCreateInput,
  type AccessTokenScope,
} from '@cloud-snippets/contract';
import { SettingsForm } from '../../../components/settings-form';
import { Checkbox } from '../../../components/ui/checkbox';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useFormError } from '../../../lib/form-errors';
import { useCreateAccessToken, type CreatedAccessToken } from '../api/create-access-token';
import { failureMessage } from '../utils/failure-message';

interface AccessTokenFormValues {
  name: string;
  /** A number of days, or 'none'. */
  expiresInDays: string;
  scopes: AccessTokenScope[];
}

const NO_EXPIRY = 'none';
const EXPIRY_OPTIONS = [
  ...ACCESS_TOKEN_EXPIRY_DAYS.map((days) => ({ value: String(days), label: `${days} days` })),
  { value: NO_EXPIRY, label: 'No expiry' },
];
const SCOPE_LABELS: Record<AccessTokenScope, string> = {
  read: 'read: your private snippets, your saved list and who you are',
  write: 'write: create, edit, fork, like, save and comment, and undo them',
};
const FIELDS = ['name', 'expiresInDays', 'scopes'] as const;

const serverRules = zodResolver(accessTokenCreateSchema);

/** The server's rules (accessTokenCreateSchema) on what the form holds: the select's text as days or null. */
const accessTokenResolver: Resolver<AccessTokenFormValues, unknown, AccessTokenCreateInput> = async (
  values,
  context,
  options,
) => {
  const input = {
    ...values,
    expiresInDays: values.expiresInDays === NO_EXPIRY ? null : Number(values.expiresInDays),
    // An unticked group is false, not an empty list.
    scopes: Array.isArray(values.scopes) ? values.scopes : [],
  };
  return (await serverRules(input as AccessTokenCreateInput, context, options as never)) as never;
};

/** POST /api/tokens: a name, a lifetime and the scopes; the new token is handed to onCreated, shown once. */
export function AccessTokenForm({ onCreated }: { onCreated: (created: CreatedAccessToken) => void }) {
  const createToken = useCreateAccessToken();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AccessTokenFormValues, unknown, AccessTokenCreateInput>({
    resolver: accessTokenResolver,
    defaultValues: { name: '', expiresInDays: '30', scopes: ['read'] },
  });
  const { formError, attempt } = useFormError(FIELDS, setError, failureMessage);

  const onSubmit = handleSubmit((input) =>
    attempt(async () => {
      const created = await createToken.mutateAsync(input);
      reset();
      onCreated(created);
    }),
  );

  return (
    <SettingsForm
      onSubmit={onSubmit}
      formError={formError}
      aria-label="Create an access token"
      data-testid="access-token-form"
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <TextField
          label="Token name"
          placeholder="e.g. sf plugin on my laptop"
          maxLength={ACCESS_TOKEN_LIMITS.nameMax}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <SelectField
          label="Expires after"
          options={EXPIRY_OPTIONS}
          error={errors.expiresInDays?.message}
          {...register('expiresInDays')}
        />
      </div>
      <fieldset
        className="space-y-2"
        aria-describedby={errors.scopes ? 'access-token-scopes-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-800">Scopes</legend>
        {(Object.keys(SCOPE_LABELS) as AccessTokenScope[]).map((scope) => (
          <Checkbox key={scope} value={scope} label={SCOPE_LABELS[scope]} {...register('scopes')} />
        ))}
        {errors.scopes && (
          <p id="access-token-scopes-error" className="text-sm text-red-700">
            {errors.scopes.message ?? errors.scopes.root?.message}
          </p>
        )}
      </fieldset>
      <p className="text-sm text-slate-600">
        A token never changes your password, address or role, nor other tokens.
      </p>
      <SubmitButton isSubmitting={isSubmitting} busyLabel="Creating...">
        Create token
      </SubmitButton>
    </SettingsForm>
  );
}
