import { MailWarning, X } from 'lucide-react';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useResendVerification } from '../api/resend-verification';
import { resendOutcome } from '../utils/resend-outcome';

/** Remembers a dismissal for the browser session (sessionStorage): the next visit asks again. */
const DISMISSED_KEY = 'cloud-snippets.unverified-banner-dismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Under the navigation bar while a signed-in member's address is unconfirmed (decision 051): notification mail waits
 * for it. Its own chunk, loaded only for such a member (the layout imports it lazily). Dismissed for the session.
 */
export default function UnverifiedBanner({ email }: { email: string }) {
  const [isDismissed, setIsDismissed] = useState(wasDismissed);
  const resend = useResendVerification();
  if (isDismissed) return null;

  function dismiss() {
    setIsDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Without storage it stays away until the next page load.
    }
  }

  return (
    <section
      aria-label="Confirm your address"
      data-testid="unverified-banner"
      className="border-b border-amber-200 bg-amber-50 text-amber-950"
    >
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
        <p className="min-w-0 flex-1">
          Confirm your address <strong className="font-semibold wrap-anywhere">{email}</strong> to get
          notification mail.{' '}
          <button
            type="button"
            onClick={() =>
              resend.mutate(undefined, { onSettled: (answer, error) => resendOutcome(answer, error) })
            }
            disabled={resend.isPending}
            className="inline-flex items-center gap-1.5 font-semibold whitespace-nowrap text-amber-900 underline underline-offset-2 hover:text-amber-950 disabled:opacity-60"
          >
            {resend.isPending && <Spinner className="size-3" />}
            Send the link again
          </button>
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss"
          className="-my-1 -mr-1.5 rounded-md p-1.5 text-amber-800 hover:bg-amber-100 hover:text-amber-950"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </section>
  );
}
