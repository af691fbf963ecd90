import { useState } from 'react';
import { useWatch, type FieldPath } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AUTH, TIMINGS, type RegisterFormInput, NO_SCRIPT } from '@cloud-snippets/contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useCaptcha } from '../../../hooks/use-captcha';
import { ApiError } from '../../../lib/api-client';
import { CaptchaError } from '../../../lib/captcha';
import { notify } from '../../../lib/notify';
import { useRegister } from '../api/register';
import { OAuthButtons } from './oauth-buttons';
import { PasswordStrengthMeter } from './password-strength-meter';
import { useFormKeepingInput } from '../../../lib/form-keeping-input';
import { AppForm } from '../../../components/ui/app-form';
import { lazyZodResolver } from '../../../lib/lazy-resolver';

/** Server field errors that have a field on this form (SPEC §8 Register failure). */
const FORM_FIELDS = ['username', 'email', 'password', 'confirmPassword'] as const;
type FormField = (typeof FORM_FIELDS)[number];
const isFormField = (field: string): field is FormField => (FORM_FIELDS as readonly string[]).includes(field);

/**
 * SPEC §8 Register failure, split: errors for the form's fields, and the general message (server `error`,
 * the captcha message, the server `message`, or the generic one). The general message is null when every
 * problem landed on a field.
 */
export function registerFailure(error: unknown): {
  fieldErrors: { field: FormField; error: string }[];
  general: string | null;
} {
  if (error instanceof CaptchaError) return { fieldErrors: [], general: AUTH.captchaFailed };
  if (!(error instanceof ApiError) || error.isNetworkError)
    return { fieldErrors: [], general: AUTH.registrationFailed };
  const fieldErrors = error.fieldErrors.flatMap((item) =>
    isFormField(item.field) ? [{ field: item.field, error: item.error }] : [],
  );
  const others = error.fieldErrors.filter((item) => !isFormField(item.field)).map((item) => item.error);
  if (others.length > 0) return { fieldErrors, general: others.join(' ') };
  if (fieldErrors.length > 0) return { fieldErrors, general: null };
  const data = error.data as { error?: unknown } | undefined;
  const serverError = typeof data?.error === 'string' && data.error ? data.error : undefined;
  return { fieldErrors, general: serverError ?? error.serverMessage ?? AUTH.registrationFailed };
}

// Checked as the person types, from the first key after hydration: Zod and the schema load after the page hydrates.
const registerResolver = lazyZodResolver<RegisterFormInput>(() =>
  import('@cloud-snippets/contract/schemas/auth').then((auth) => auth.registerFormSchema),
);

export function RegisterForm() {
  const navigate = useNavigate();
  const { getToken } = useCaptcha('register');
  const registerMutation = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, getFieldState, formState } =
    useFormKeepingInput<RegisterFormInput>({
      resolver: registerResolver,
      mode: 'onChange',
      defaultValues: { username: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
    });
  const { errors, isValid, isSubmitting, isSubmitted } = formState;
  const password = useWatch({ control, name: 'password' });
  // Fields typed in at least once; a field cleared back to empty is no longer "dirty" but must still complain.
  const [editedFields, setEditedFields] = useState<ReadonlySet<string>>(() => new Set());
  const markEdited = (name: string) => () =>
    setEditedFields((fields) => (fields.has(name) ? fields : new Set(fields).add(name)));

  /** Live state of a field once the member has touched it: the error text and the icon. */
  function live(name: FieldPath<RegisterFormInput>) {
    const { error, isTouched } = getFieldState(name, formState);
    const isShown = isTouched || editedFields.has(name) || isSubmitted;
    return {
      error: isShown ? error?.message : undefined,
      status: isShown ? (error ? 'invalid' : 'valid') : null,
    } as const;
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const recaptchaToken = await getToken();
      await registerMutation.mutateAsync({
        username: values.username,
        email: values.email,
        password: values.password,
        recaptchaToken,
      });
      notify.success(AUTH.registrationSuccess, TIMINGS.registrationSuccessMs);
      await navigate(paths.login.getHref());
    } catch (error) {
      const failure = registerFailure(error);
      for (const { field, error: message } of failure.fieldErrors) {
        setError(field, { type: 'server', message }, { shouldFocus: true });
      }
      setFormError(failure.general);
    }
  });

  const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:text-brand-800 underline';
  return (
    <AppForm
      noscript={NO_SCRIPT.register}
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label="Create your account"
    >
      <OAuthButtons />
      {formError && <Alert>{formError}</Alert>}
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...live('username')}
        {...register('username', { onChange: markEdited('username') })}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...live('email')}
        {...register('email', { onChange: markEdited('email') })}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        {...live('password')}
        {...register('password', { deps: ['confirmPassword'], onChange: markEdited('password') })}
      >
        {password ? <PasswordStrengthMeter password={password} /> : null}
      </TextField>
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        {...live('confirmPassword')}
        {...register('confirmPassword', { onChange: markEdited('confirmPassword') })}
      />
      <Checkbox
        label={
          <>
            I accept the{' '}
            <Link to={paths.terms.getHref()} className={linkClass}>
              Terms of Service
            </Link>{' '}
            and the{' '}
            <Link to={paths.privacy.getHref()} className={linkClass}>
              Privacy Policy
            </Link>
          </>
        }
        error={
          getFieldState('acceptTerms', formState).isTouched || isSubmitted
            ? errors.acceptTerms?.message
            : undefined
        }
        {...register('acceptTerms')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={!isValid || isSubmitting}>
        {isSubmitting && <Spinner className="size-4" />}
        {isSubmitting ? 'Creating account...' : 'Create account'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link
          to={paths.login.getHref()}
          className="font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          Log in
        </Link>
      </p>
    </AppForm>
  );
}
