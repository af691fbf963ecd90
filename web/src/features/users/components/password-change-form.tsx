import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import {
  DEFAULT_ERRORS,
  LIMITS,
  PASSWORD_SPECIAL_CHARACTERS,
  VALIDATION,
  passwordChangeSchema,
} from '@cloud-snippets/contract';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import { serverMessageOr, useFormError } from '../../../lib/form-errors';
import { SettingsForm } from '../../../components/settings-form';

interface PasswordChangeFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const serverRules = zodResolver(passwordChangeSchema);

/** The server's rules (passwordChangeSchema) plus the form's own: the confirmation must match. */
const passwordChangeResolver: Resolver<PasswordChangeFormValues> = async (values, context, options) => {
  const result = await serverRules(values, context, options as never);
  if (values.confirmPassword === values.newPassword) {
    return Object.keys(result.errors).length > 0
      ? { values: {}, errors: result.errors }
      : { values, errors: {} };
  }
  return {
    values: {},
    errors: {
      ...result.errors,
      confirmPassword: { type: 'validate', message: VALIDATION.passwordsDoNotMatch },
    },
  };
};

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** SPEC §5's password rule, from the same constants the schema checks. */
const PASSWORD_HINT = `At least ${LIMITS.passwordMin} characters with a letter, a number and one of ${[...PASSWORD_SPECIAL_CHARACTERS].join(' ')}`;

/** PUT /api/users/password: success shows the server's text; failure its message or 'Password change failed'. */
export function PasswordChangeForm() {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeFormValues>({
    resolver: passwordChangeResolver,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { formError, attempt } = useFormError(
    FIELDS,
    setError,
    serverMessageOr(DEFAULT_ERRORS.passwordChange),
  );

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    attempt(async () => {
      const { message } = await changePassword.mutateAsync({ currentPassword, newPassword });
      reset();
      notify.success(message);
    }),
  );

  return (
    <SettingsForm
      onSubmit={onSubmit}
      formError={formError}
      aria-label="Change password"
      data-testid="password-form"
    >
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton isSubmitting={isSubmitting} busyLabel="Changing...">
        Change password
      </SubmitButton>
    </SettingsForm>
  );
}
