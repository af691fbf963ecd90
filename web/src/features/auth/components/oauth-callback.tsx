import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useState } from 'react';
import { type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  OAUTH,
  OAUTH_CALLBACK_ERRORS,
  OAUTH_PROVIDER_LABELS,
  isOAuthCallbackError,
  isOAuthProvider,
  oauthPasswordFormSchema,
  oauthUsernameFormSchema,
  type OAuthCompleteInput,
  type OAuthCompleteResponse,
  type OAuthHandoff,
  type OAuthUsernameFormInput,
  NO_SCRIPT,
} from '@cloud-snippets/contract';
import { ProviderMark } from '../../../components/provider-mark';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { paths, safeRedirect } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { placeServerFieldErrors } from '../../../lib/form-errors';
import { session } from '../../../lib/session';
import { completeOAuth, useCompleteOAuth } from '../api/oauth-complete';
import { useOAuthHandoff } from '../api/oauth-handoff';
import { useFormKeepingInput } from '../../../lib/form-keeping-input';
import { AppForm } from '../../../components/ui/app-form';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** The server's message, or the generic sign-in one. */
const messageOf = (error: unknown) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : OAUTH_CALLBACK_ERRORS.failed;

function BackToSignIn({ message }: { message: string }) {
  return (
    <div className="space-y-5">
      <Alert>{message}</Alert>
      <ButtonLink to={paths.login.getHref()} variant="secondary" className="w-full">
        Back to sign in
      </ButtonLink>
    </div>
  );
}

function Waiting({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 text-sm text-slate-600">
      <Spinner className="size-4" />
      {label}
    </p>
  );
}

/**
 * Where a provider sign-in comes back (decision 054): `?code=` is a single-use handoff code, `?error=` the key of what
 * went wrong. The code leaves the address bar at once (it stays in this page's memory); what it still needs is asked
 * for: nothing, the password of the account with the provider's address, or a username.
 */
export function OAuthCallback() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [code] = useState(() => searchParams.get('code'));
  const error = searchParams.get('error');
  const handoff = useOAuthHandoff(code);

  useEffect(() => {
    // Out of the address bar and the history: the page keeps the code in memory.
    if (code) void navigate(paths.oauth.callback.path, { replace: true });
  }, [code, navigate]);

  if (!code)
    return (
      <BackToSignIn
        message={isOAuthCallbackError(error) ? OAUTH_CALLBACK_ERRORS[error] : OAUTH.handoffInvalid}
      />
    );
  if (handoff.isError) return <BackToSignIn message={messageOf(handoff.error)} />;
  if (!handoff.data) return <Waiting label="Signing you in..." />;
  const { kind } = handoff.data;
  if (kind === 'sign-in') return <SignIn code={code} />;
  if (kind === 'link-existing') return <LinkExisting code={code} handoff={handoff.data} />;
  return <NewMember code={code} handoff={handoff.data} />;
}

/** Goes where the person started from, once signed in. */
function useFinish() {
  const navigate = useNavigate();
  return useCallback(
    (redirect: string | null) => navigate(safeRedirect(redirect), { replace: true }),
    [navigate],
  );
}

/**
 * Finishing a sign-in that asked for something (a password, a username): the code is completed with it, and a
 * refusal goes on the form's field when the server names it, above the form otherwise.
 */
function useCompleteWith(code: string) {
  const complete = useCompleteOAuth();
  const finish = useFinish();
  const [formError, setFormError] = useState<string | null>(null);
  async function submit<T extends FieldValues>(
    input: Omit<OAuthCompleteInput, 'code'>,
    field: Path<T>,
    setError: UseFormSetError<T>,
  ): Promise<void> {
    setFormError(null);
    try {
      const { redirect } = await complete.mutateAsync({ code, ...input });
      await finish(redirect);
    } catch (error) {
      if (!placeServerFieldErrors(error, [field], setError)) setFormError(messageOf(error));
    }
  }
  return { formError, submit };
}

/**
 * The sign-in of each code, started once per page whatever renders it: signing in re-renders the page around the
 * component, which may be a new instance by the time the answer comes.
 */
const signIns = new Map<string, Promise<OAuthCompleteResponse>>();

/** (a) A linked member: signed in at once. */
function SignIn({ code }: { code: string }) {
  const finish = useFinish();
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let signIn = signIns.get(code);
    if (!signIn) {
      signIn = completeOAuth({ code }).then((answer) => {
        session.set(answer.token, answer.user);
        return answer;
      });
      signIns.set(code, signIn);
    }
    let isCurrent = true;
    signIn.then(
      ({ redirect }) => isCurrent && void finish(redirect),
      (failure: unknown) => isCurrent && setError(failure),
    );
    return () => {
      isCurrent = false;
    };
  }, [code, finish]);
  if (error) return <BackToSignIn message={messageOf(error)} />;
  return <Waiting label="Signing you in..." />;
}

function ProviderLine({ handoff }: { handoff: OAuthHandoff }) {
  return (
    <p className="flex items-center gap-2 rounded-lg bg-slate-50 px-3.5 py-3 text-sm text-slate-700 ring-1 ring-slate-200">
      <ProviderMark provider={handoff.provider} className="size-5 shrink-0" />
      <span className="min-w-0 break-all">
        Signed in to {OAUTH_PROVIDER_LABELS[handoff.provider]} as <strong>{handoff.email}</strong>
      </span>
    </p>
  );
}

/** (b) A member has the provider's address: their password proves it is theirs, then the provider is linked. */
function LinkExisting({ code, handoff }: { code: string; handoff: OAuthHandoff }) {
  const { formError, submit } = useCompleteWith(code);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useFormKeepingInput<{ password: string }>({
    resolver: zodResolver(oauthPasswordFormSchema),
    defaultValues: { password: '' },
  });
  const existing = handoff.existing;
  const label = OAUTH_PROVIDER_LABELS[handoff.provider];
  if (!existing) return <BackToSignIn message={OAUTH.handoffInvalid} />;

  if (!existing.hasPassword) {
    const others = existing.providers.filter(isOAuthProvider);
    return (
      <div className="space-y-5" data-testid="oauth-link-existing">
        <ProviderLine handoff={handoff} />
        <p className="text-slate-700">
          The account <strong>{existing.username}</strong> already uses this address, and signs in with{' '}
          {others.map((p) => OAUTH_PROVIDER_LABELS[p]).join(' or ')}. Sign in that way, then link {label} on
          your profile.
        </p>
        <div className="grid gap-3">
          {others.map((provider) => (
            <a
              key={provider}
              href={paths.oauth.start.getHref(provider, paths.profile.getHref())}
              className={buttonClasses('secondary', 'lg', 'w-full')}
            >
              <ProviderMark provider={provider} className="size-5" />
              {OAUTH.continueWith(provider)}
            </a>
          ))}
        </div>
      </div>
    );
  }

  const onSubmit = handleSubmit(({ password }) => submit({ password }, 'password', setError));

  return (
    <AppForm
      noscript={NO_SCRIPT.signIn}
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label={`Link ${label}`}
    >
      <ProviderLine handoff={handoff} />
      {formError && <Alert>{formError}</Alert>}
      <p className="text-slate-700">
        The account <strong>{existing.username}</strong> already uses this address. Enter its password to link{' '}
        {label} and sign in; next time {label} is enough.
      </p>
      {/* For password managers: the account the password belongs to. */}
      <input type="hidden" autoComplete="username" value={existing.username} readOnly />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting && <Spinner className="size-4" />}
        {isSubmitting ? 'Linking...' : `Link ${label} and sign in`}
      </Button>
      <p className="text-center text-sm text-slate-600">
        <Link to={paths.forgotPassword.getHref()} className={linkClass}>
          Forgot your password?
        </Link>
      </p>
    </AppForm>
  );
}

/** (c) Nobody has the address: a new member, under the username the person chooses. */
function NewMember({ code, handoff }: { code: string; handoff: OAuthHandoff }) {
  const { formError, submit } = useCompleteWith(code);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useFormKeepingInput<OAuthUsernameFormInput>({
    resolver: zodResolver(oauthUsernameFormSchema),
    defaultValues: { username: handoff.suggestedUsername ?? '' },
  });

  const onSubmit = handleSubmit(({ username }) => submit({ username }, 'username', setError));

  return (
    <AppForm
      noscript={NO_SCRIPT.signIn}
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label="Choose your username"
    >
      <ProviderLine handoff={handoff} />
      {formError && <Alert>{formError}</Alert>}
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint="How other members see you: 3 to 30 letters, digits, _ or -."
        error={errors.username?.message}
        {...register('username')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting && <Spinner className="size-4" />}
        {isSubmitting ? 'Creating account...' : 'Create account'}
      </Button>
      <p className="text-center text-xs text-slate-500">
        By creating an account you accept the{' '}
        <Link to={paths.terms.getHref()} className={linkClass}>
          Terms of Service
        </Link>{' '}
        and the{' '}
        <Link to={paths.privacy.getHref()} className={linkClass}>
          Privacy Policy
        </Link>
        .
      </p>
    </AppForm>
  );
}
