import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Clock, MailWarning } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { emailChangeSchema, RECOVERY, type SelfUser } from '@cloud-snippets/contract';
import { SettingsForm } from '../../../components/settings-form';
import { Spinner } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../lib/notify';
import { useFormError } from '../../../lib/form-errors';
import { useChangeEmail } from '../api/change-email';
import { useResendVerification } from '../api/resend-verification';
import { failureMessage } from '../utils/failure-message';
import { resendOutcome } from '../utils/resend-outcome';

interface EmailChangeValues {
  email: string;
  password: string;
}

const resolver = zodResolver(emailChangeSchema);
const FIELDS = ['email', 'password'] as const;

/** Confirmed or not, as a badge beside the address. */
function VerifiedBadge({ isVerified }: { isVerified: boolean }) {
  return isVerified ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-200 ring-inset">
      <CheckCircle2 aria-hidden="true" className="size-3.5" />
      Confirmed
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset">
      <MailWarning aria-hidden="true" className="size-3.5" />
      Unconfirmed
    </span>
  );
}

/**
 * The member's address (decision 051): confirmed or not (with the link sent again on request), the new one waiting
 * for its link, and the form that asks for a new one with the password.
 */
export function EmailAddressSettings({ user }: { user: SelfUser }) {
  const changeEmail = useChangeEmail();
  const resend = useResendVerification();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EmailChangeValues>({ resolver, defaultValues: { email: '', password: '' } });
  const { formError, attempt } = useFormError(FIELDS, setError, failureMessage);

  const onSubmit = handleSubmit((values) =>
    attempt(async () => {
      const { message } = await changeEmail.mutateAsync(values);
      reset();
      notify.success(message);
    }),
  );

  return (
    <div className="space-y-5" data-testid="email-settings">
      <div className="space-y-2">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <span className="font-medium wrap-anywhere text-slate-900" data-testid="email-current">
            {user.email}
          </span>
          <VerifiedBadge isVerified={user.emailVerified} />
        </p>
        {!user.emailVerified && (
          <p className="text-sm text-slate-600">
            Notification mail waits until you open the link we sent to this address.{' '}
            <button
              type="button"
              disabled={resend.isPending}
              onClick={() => resend.mutate(undefined, { onSettled: resendOutcome })}
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 disabled:opacity-60"
            >
              {resend.isPending && <Spinner className="size-3" />}
              Send the link again
            </button>
          </p>
        )}
        {user.pendingEmail && (
          <p
            className="flex gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700"
            data-testid="email-pending"
          >
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span className="min-w-0 break-words">{RECOVERY.emailChangeSent(user.pendingEmail)}</span>
          </p>
        )}
      </div>
      <SettingsForm onSubmit={onSubmit} formError={formError} aria-label="Change email address">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="New email address"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
        </div>
        <SubmitButton isSubmitting={isSubmitting} busyLabel="Sending link...">
          Change address
        </SubmitButton>
      </SettingsForm>
    </div>
  );
}
