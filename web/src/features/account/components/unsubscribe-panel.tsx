import { MailX } from 'lucide-react';
import { NOTIFICATION_KINDS, NOTIFICATION_MESSAGES, unsubscribeQuerySchema } from '@cloud-snippets/contract';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';
import { failureMessage } from '../utils/failure-message';
import { LinkInvalid } from './link-invalid';

/** Where a member chooses what they hear about, and how. */
const SETTINGS_HREF = `${paths.profile.getHref()}#notifications`;

/**
 * A notification mail's unsubscribe link: nothing changes until the button is pressed (mail scanners open links),
 * then the server's answer. `query` is the page's: u (member), k (kind), t (signature).
 */
export function UnsubscribePanel({ query }: { query: Record<string, string | null> }) {
  const unsubscribe = useUnsubscribe();
  const link = unsubscribeQuerySchema.safeParse(query);
  const settingsLink = (
    <ButtonLink to={SETTINGS_HREF} variant="secondary" className="w-full">
      Choose what you get
    </ButtonLink>
  );

  const isRefused = unsubscribe.error instanceof ApiError && unsubscribe.error.status === 400;
  if (!link.success || isRefused)
    return <LinkInvalid message={NOTIFICATION_MESSAGES.unsubscribeInvalid}>{settingsLink}</LinkInvalid>;

  if (unsubscribe.data)
    return (
      <div className="space-y-5">
        <Alert tone="success">{unsubscribe.data.message}</Alert>
        {settingsLink}
      </div>
    );

  const label = NOTIFICATION_KINDS.find((kind) => kind.value === link.data.k)?.label ?? link.data.k;
  return (
    <div className="space-y-5">
      {unsubscribe.isError && <Alert>{failureMessage(unsubscribe.error)}</Alert>}
      <div className="flex gap-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
        <MailX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
        <p>
          No more mails for <strong className="font-semibold text-slate-900">{label}</strong>. You still see
          them by the bell, and you can turn the mails on again on your profile.
        </p>
      </div>
      <Button
        size="lg"
        className="w-full"
        disabled={unsubscribe.isPending}
        onClick={() => unsubscribe.mutate(link.data)}
      >
        {unsubscribe.isPending && <Spinner className="size-4" />}
        Stop these mails
      </Button>
    </div>
  );
}
