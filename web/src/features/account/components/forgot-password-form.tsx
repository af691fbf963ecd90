import { useState } from 'react';
import { Link } from 'react-router';
import { AUTH, NO_SCRIPT } from '@cloud-snippets/contract';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useCaptcha } from '../../../hooks/use-captcha';
import { CaptchaError } from '../../../lib/captcha';
import { placeServerFieldErrors } from '../../../lib/form-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { failureMessage } from '../utils/failure-message';
import { useFormKeepingInput } from '../../../lib/form-keeping-input';
import { AppForm } from '../../../components/ui/app-form';
import { lazyZodResolver } from '../../../lib/lazy-resolver';

const emailOnly = lazyZodResolver<{ email: string }>(() =>
  import('@cloud-snippets/contract/schemas/recovery').then((recovery) =>
    recovery.forgotPasswordSchema.pick({ email: true }),
  ),
);

/**
 * Asks for a link to set a new password. The answer is the same whether or not an account uses the address, and it
 * takes the form's place; bot protection as on /login (its action until the contract names one of its own).
 */
export function ForgotPasswordForm() {
  const { getToken } = useCaptcha('login');
  const requestReset = useRequestPasswordReset();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useFormKeepingInput<{ email: string }>({ resolver: emailOnly, defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      const recaptchaToken = await getToken();
      const { message } = await requestReset.mutateAsync({ email, recaptchaToken });
      setSentMessage(message);
    } catch (error) {
      if (error instanceof CaptchaError) setFormError(AUTH.captchaFailed);
      else if (!placeServerFieldErrors(error, ['email'], setError)) setFormError(failureMessage(error));
    }
  });

  if (sentMessage)
    return (
      <div className="space-y-5">
        <Alert tone="success">{sentMessage}</Alert>
        <ButtonLink to={paths.login.getHref()} variant="secondary" className="w-full">
          Back to log in
        </ButtonLink>
      </div>
    );

  return (
    <AppForm
      noscript={NO_SCRIPT.passwordReset}
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label="Reset your password"
    >
      {formError && <Alert>{formError}</Alert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        hint="The address you registered with. We send it a link to set a new password."
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting && <Spinner className="size-4" />}
        {isSubmitting ? 'Sending...' : 'Send me a link'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Remembered it?{' '}
        <Link
          to={paths.login.getHref()}
          className="font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          Back to log in
        </Link>
      </p>
    </AppForm>
  );
}
