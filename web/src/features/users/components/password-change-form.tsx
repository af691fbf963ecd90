import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  DEFAULT_ERRORS,
  LIMITS,
  PASSWORD_SPECIAL_CHARACTERS,
  VALIDATION,
  passwordChangeSchema,
  NO_SCRIPT,
} from '@cloud-snippets/contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import { placeServerFieldErrors } from '../../../lib/form-errors';
import { AppForm } from '../../../components/ui/app-form';

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
  const [formError, setFormError] = useState<string | null>(null);
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

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    try {
      const { message } = await changePassword.mutateAsync({ currentPassword, newPassword });
      reset();
      notify.success(message);
    } catch (error) {
      if (!placeServerFieldErrors(error, FIELDS, setError)) {
        setFormError(
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : DEFAULT_ERRORS.passwordChange,
        );
      }
    }
  });

  return (
    <AppForm
      noscript={NO_SCRIPT.settings}
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label="Change password"
      data-testid="password-form"
    >
      {formError && <Alert>{formError}</Alert>}
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
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting && <Spinner className="size-4" />}
        {isSubmitting ? 'Changing...' : 'Change password'}
      </Button>
    </AppForm>
  );
}
