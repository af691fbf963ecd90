import { useEffect, useRef, useState, type ReactNode } from 'react';
import { RECOVERY } from '@cloud-snippets/contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useVerifyEmail } from '../api/verify-email';
import { failureMessage } from '../utils/failure-message';
import { isLinkToken, LinkInvalid } from './link-invalid';

/**
 * A confirmation link's page: it posts the token as soon as it shows (once: React's StrictMode runs effects twice,
 * and a link is good for one use), then says how it went. `onVerified` runs before the success shows (the signed-in
 * member's profile is fetched again); `next` is where to go from either outcome.
 */
export function EmailVerification({
  token,
  onVerified,
  next,
}: {
  token: string | null;
  onVerified?: () => Promise<void>;
  next: ReactNode;
}) {
  const verify = useVerifyEmail({ onVerified });
  const [isLinkValid] = useState(() => isLinkToken(token));
  const sentFor = useRef<string | null>(null);
  const { mutate } = verify;

  useEffect(() => {
    if (!isLinkValid || !token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [isLinkValid, token, mutate]);

  // A 400 is the link refused, or (a field error on `email`) the new address taken by someone else meanwhile.
  const refusal =
    verify.error instanceof ApiError && verify.error.status === 400
      ? (verify.error.fieldErrors.find((item) => item.field === 'email')?.error ?? RECOVERY.resetLinkInvalid)
      : null;
  if (!isLinkValid || refusal)
    return <LinkInvalid message={refusal ?? RECOVERY.resetLinkInvalid}>{next}</LinkInvalid>;

  if (verify.data)
    return (
      <div className="space-y-5">
        <Alert tone="success">{verify.data.message}</Alert>
        {next}
      </div>
    );

  if (verify.isError)
    return (
      <Alert>
        <p>{failureMessage(verify.error)}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => token && mutate(token)}>
          Try again
        </Button>
      </Alert>
    );

  return (
    <p role="status" className="flex items-center justify-center gap-3 py-4 text-slate-700">
      <Spinner className="size-5 text-brand-600" />
      Confirming your address...
    </p>
  );
}
