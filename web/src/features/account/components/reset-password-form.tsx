import { useState, type ReactNode } from 'react';
import { useWatch, type FieldPath } from 'react-hook-form';
import { RECOVERY, NO_SCRIPT } from '@cloud-snippets/contract';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { placeServerFieldErrors } from '../../../lib/form-errors';
import { useResetPassword } from '../api/reset-password';
import { failureMessage } from '../utils/failure-message';
import { isLinkToken, LinkInvalid } from './link-invalid';
import { useFormKeepingInput } from '../../../lib/form-keeping-input';
import { AppForm } from '../../../components/ui/app-form';
import { lazyZodResolver } from '../../../lib/lazy-resolver';

interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * SPEC §5's password rules (the register form's) and the confirmation that must match, checked as the member types:
 * Zod and the schemas load after the page has hydrated.
 */
const resolver = lazyZodResolver<ResetPasswordValues>(() =>
  Promise.all([
    import('@cloud-snippets/contract/schemas/recovery'),
    import('@cloud-snippets/contract/schemas/auth'),
  ]).then(([recovery, auth]) =>
    recovery.resetPasswordSchema.pick({ password: true }).and(auth.passwordConfirmationSchema),
  ),
);
const FIELDS = ['password', 'confirmPassword'] as const;

/** The link's token was refused (bad, expired or used): by its shape here, or by the server. */
function isLinkRefused(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  return error.fieldErrors.every((item) => item.field === 'token');
}

/**
 * The page of a reset link: a new password and its confirmation, with the register form's rules and strength meter
 * (`strengthMeter`, from the auth feature). Success ends this tab's session too, as the server ended them all.
 */
export function ResetPasswordForm({
  token,
  strengthMeter,
}: {
  token: string | null;
  strengthMeter: (password: string) => ReactNode;
}) {
  const resetPassword = useResetPassword();
  const [isLinkValid, setIsLinkValid] = useState(() => isLinkToken(token));
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, getFieldState, formState } =
    useFormKeepingInput<ResetPasswordValues>({
      resolver,
      mode: 'onChange',
      defaultValues: { password: '', confirmPassword: '' },
    });
  const { isSubmitting, isSubmitted } = formState;
  const password = useWatch({ control, name: 'password' });

  /** A field's error and icon once the member has typed in it or submitted. */
  function live(name: FieldPath<ResetPasswordValues>) {
    const { error, isTouched, isDirty } = getFieldState(name, formState);
    const isShown = isTouched || isDirty || isSubmitted;
    return {
      error: isShown ? error?.message : undefined,
      status: isShown ? (error ? 'invalid' : 'valid') : null,
    } as const;
  }

  const onSubmit = handleSubmit(async (values) => {
    if (!token) return;
    setFormError(null);
    try {
      const { message } = await resetPassword.mutateAsync({ token, password: values.password });
      setDoneMessage(message);
    } catch (error) {
      if (isLinkRefused(error)) setIsLinkValid(false);
      else if (!placeServerFieldErrors(error, FIELDS, setError)) setFormError(failureMessage(error));
    }
  });

  if (!isLinkValid)
    return (
      <LinkInvalid message={RECOVERY.resetLinkInvalid}>
        <ButtonLink to={paths.forgotPassword.getHref()} className="w-full">
          Ask for a new link
        </ButtonLink>
      </LinkInvalid>
    );

  if (doneMessage)
    return (
      <div className="space-y-5">
        <Alert tone="success">{doneMessage}</Alert>
        <ButtonLink to={paths.login.getHref()} size="lg" className="w-full">
          Log in
        </ButtonLink>
      </div>
    );

  return (
    <AppForm
      noscript={NO_SCRIPT.passwordReset}
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label="Set a new password"
    >
      {formError && <Alert>{formError}</Alert>}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        {...live('password')}
        {...register('password', { deps: ['confirmPassword'] })}
      >
        {password ? strengthMeter(password) : null}
      </TextField>
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...live('confirmPassword')}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting && <Spinner className="size-4" />}
        {isSubmitting ? 'Saving...' : 'Set new password'}
      </Button>
    </AppForm>
  );
}
