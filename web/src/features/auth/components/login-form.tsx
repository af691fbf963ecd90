import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUTH, type LoginInput, NO_SCRIPT } from '@cloud-snippets/contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { paths, safeRedirect } from '../../../config/paths';
import { useCaptcha } from '../../../hooks/use-captcha';
import { ApiError } from '../../../lib/api-client';
import { CaptchaError } from '../../../lib/captcha';
import { useLogin } from '../api/login';
import { OAuthButtons } from './oauth-buttons';
import { useFormKeepingInput } from '../../../lib/form-keeping-input';
import { AppForm } from '../../../components/ui/app-form';
import { lazyZodResolver } from '../../../lib/lazy-resolver';

/** SPEC §8 Login failure: the server's message; the captcha message; otherwise the generic one. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof CaptchaError) return AUTH.captchaFailed;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return AUTH.loginFailed;
}

// The form is checked on submit: Zod and the schema load after the page hydrates (from the schema's own module: a
// dynamic import of the whole contract would regroup the chunks every page shares).
const loginResolver = lazyZodResolver<LoginInput>(() =>
  import('@cloud-snippets/contract/schemas/auth').then((auth) => auth.loginSchema),
);

export function LoginForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { getToken } = useCaptcha('login');
  const loginMutation = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useFormKeepingInput<LoginInput>({
    resolver: loginResolver,
    defaultValues: { identifier: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const recaptchaToken = await getToken();
      await loginMutation.mutateAsync({ ...values, recaptchaToken });
      await navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    } catch (error) {
      setFormError(loginErrorMessage(error));
    }
  });

  return (
    <AppForm
      noscript={NO_SCRIPT.signIn}
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label="Sign in"
    >
      <OAuthButtons />
      {formError && <Alert>{formError}</Alert>}
      <TextField
        label="Email or username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.identifier?.message}
        {...register('identifier')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Checkbox label="Remember me" {...register('remember')} />
        <Link
          to={paths.forgotPassword.getHref()}
          className="text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
        >
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting && <Spinner className="size-4" />}
        {isSubmitting ? 'Signing in...' : 'Sign in'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        New to Cloud Snippets?{' '}
        <Link
          to={paths.register.getHref()}
          className="font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          Create an account
        </Link>
      </p>
    </AppForm>
  );
}
