import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  OAUTH,
  OAUTH_CALLBACK_ERRORS,
  OAUTH_PROVIDERS,
  OAUTH_PROVIDER_LABELS,
  isOAuthCallbackError,
  isOAuthProvider,
  type OAuthProvider,
  type SelfUser,
  type SignInMethods as Methods,
} from '@cloud-snippets/contract';
import { ProviderMark } from '../../../components/provider-mark';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/notify';
import { useReaderTime } from '../../../lib/reader-time';
import { useLinkProvider, useSignInMethods, useUnlinkProvider } from '../api/oauth-accounts';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { failureMessage } from '../utils/failure-message';
import { keepScrollPosition } from '../../../lib/scroll-restoration';

/** What the provider's callback said, read once from the address (`?linked=` or `?oauthError=`), then taken out. */
function useLinkOutcome(): { tone: 'success' | 'error'; message: string } | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const [outcome] = useState(() => {
    const linked = searchParams.get('linked');
    const error = searchParams.get('oauthError');
    if (isOAuthProvider(linked)) return { tone: 'success' as const, message: OAUTH.linked(linked) };
    if (isOAuthCallbackError(error)) return { tone: 'error' as const, message: OAUTH_CALLBACK_ERRORS[error] };
    return null;
  });
  // Once: setSearchParams changes with the address it changes.
  const isAddressCleaned = useRef(false);
  useEffect(() => {
    if (!outcome || isAddressCleaned.current) return;
    isAddressCleaned.current = true;
    keepScrollPosition();
    setSearchParams(
      (params) => {
        for (const key of ['linked', 'oauthError', 'provider']) params.delete(key);
        return params;
      },
      { replace: true },
    );
  }, [outcome, setSearchParams]);
  return outcome;
}

const isLastMethod = (methods: Methods) => !methods.hasPassword && methods.accounts.length <= 1;

function Row({
  icon,
  title,
  detail,
  action,
}: {
  icon: ReactNode;
  title: string;
  detail: string;
  action?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3 first:pt-0 last:pb-0">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700">
        {icon}
      </span>
      {/* At least 10rem wide: on a phone a wide action goes under the text rather than squeezing it. */}
      <div className="min-w-40 flex-1">
        <p className="font-medium text-slate-900">{title}</p>
        <p className="text-sm break-words text-slate-600">{detail}</p>
      </div>
      {action}
    </li>
  );
}

/**
 * How the member signs in (decision 054): their password, and Salesforce and GitHub, each linked or not. The last way
 * to sign in cannot be unlinked (the server refuses it too); a member without a password can have a link mailed to
 * set one.
 */
export function SignInMethods({ user }: { user: Pick<SelfUser, 'email'> }) {
  const methods = useSignInMethods();
  const link = useLinkProvider();
  const unlink = useUnlinkProvider();
  const passwordLink = useRequestPasswordReset();
  const outcome = useLinkOutcome();
  const time = useReaderTime();

  if (methods.isError) return <LoadError message={failureMessage(methods.error)} onRetry={methods.refetch} />;
  if (!methods.data)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4" />
        Loading your sign-in methods...
      </p>
    );

  const data = methods.data;
  const isLast = isLastMethod(data);
  const providers = OAUTH_PROVIDERS.filter(
    (provider) =>
      data.enabledProviders.includes(provider) || data.accounts.some((a) => a.provider === provider),
  );
  const error = link.error ?? unlink.error ?? passwordLink.error;

  function onUnlink(provider: OAuthProvider) {
    unlink.mutate(provider, { onSuccess: ({ message }) => notify.success(message) });
  }

  return (
    <div className="space-y-4" data-testid="sign-in-methods">
      {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
      {error && <Alert>{failureMessage(error)}</Alert>}
      <ul className="divide-y divide-slate-200">
        <Row
          icon={<KeyRound aria-hidden="true" className="size-5" />}
          title="Password"
          detail={data.hasPassword ? 'You can sign in with your password.' : 'You have no password yet.'}
          action={
            data.hasPassword ? undefined : (
              <Button
                variant="secondary"
                size="sm"
                disabled={passwordLink.isPending || passwordLink.isSuccess}
                onClick={() => passwordLink.mutate({ email: user.email })}
              >
                {passwordLink.isPending && <Spinner className="size-3.5" />}
                {passwordLink.isSuccess ? 'Link sent' : 'Email me a link to set one'}
              </Button>
            )
          }
        />
        {providers.map((provider) => {
          const account = data.accounts.find((a) => a.provider === provider);
          const label = OAUTH_PROVIDER_LABELS[provider];
          const isBusy =
            (link.isPending && link.variables === provider) ||
            (unlink.isPending && unlink.variables === provider);
          return (
            <Row
              key={provider}
              icon={<ProviderMark provider={provider} className="size-5" />}
              title={label}
              detail={
                account ? `Linked as ${account.name} since ${time.date(account.linkedAt)}` : 'Not linked'
              }
              action={
                account ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={isBusy || isLast}
                    aria-describedby={isLast ? 'last-method-note' : undefined}
                    onClick={() => onUnlink(provider)}
                    aria-label={`Unlink ${label}`}
                  >
                    {isBusy && <Spinner className="size-3.5" />}
                    Unlink
                  </Button>
                ) : data.enabledProviders.includes(provider) ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={isBusy}
                    onClick={() => link.mutate(provider)}
                    aria-label={`Link ${label}`}
                  >
                    {isBusy && <Spinner className="size-3.5" />}
                    Link
                  </Button>
                ) : undefined
              }
            />
          );
        })}
      </ul>
      {passwordLink.isSuccess && <Alert tone="success">{passwordLink.data.message}</Alert>}
      {isLast && (
        <p id="last-method-note" className="text-sm text-slate-600" data-testid="last-method-note">
          {OAUTH.lastSignInMethod}
        </p>
      )}
    </div>
  );
}
