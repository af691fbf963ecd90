import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { ACCESS_TOKENS, type AccessToken } from '@cloud-snippets/contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../lib/notify';
import { useReaderTime } from '../../../lib/reader-time';
import { useRevokeAccessToken } from '../api/revoke-access-token';
import { failureMessage } from '../utils/failure-message';

const isExpired = (token: AccessToken, now = Date.now()) =>
  token.expiresAt !== null && Date.parse(token.expiresAt) <= now;

function AccessTokenRow({ item, onRevoke }: { item: AccessToken; onRevoke: () => void }) {
  const time = useReaderTime();
  const expired = isExpired(item);
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0" data-testid="access-token">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
        <KeyRound aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-slate-900">
          <span className="min-w-0 break-words">{item.name}</span>
          <code className="text-xs font-normal text-slate-500">{item.hint}</code>
          {item.scopes.map((scope) => (
            <span
              key={scope}
              className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset"
            >
              {scope}
            </span>
          ))}
          {expired && (
            <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200 ring-inset">
              Expired
            </span>
          )}
        </p>
        {/* One line on a wide screen, one fact a line on a narrow one. */}
        <p className="text-sm text-slate-600">
          <span className="block sm:inline">Created {time.date(item.createdAt)}</span>
          <span aria-hidden="true" className="hidden sm:inline">
            {' · '}
          </span>
          <span className="block sm:inline" title={item.lastUsedAt ? time.full(item.lastUsedAt) : undefined}>
            {item.lastUsedAt ? `Last used ${time.relative(item.lastUsedAt)}` : 'Never used'}
          </span>
          <span aria-hidden="true" className="hidden sm:inline">
            {' · '}
          </span>
          <span className="block sm:inline">
            {item.expiresAt === null
              ? 'No expiry'
              : `${expired ? 'Expired' : 'Expires'} ${time.date(item.expiresAt)}`}
          </span>
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={onRevoke} aria-label={`Revoke ${item.name}`}>
        Revoke
      </Button>
    </li>
  );
}

/** The member's tokens, newest first, each revocable after a confirmation. */
export function AccessTokenList({ tokens }: { tokens: AccessToken[] }) {
  const revoke = useRevokeAccessToken();
  const [confirming, setConfirming] = useState<AccessToken | null>(null);

  function onConfirm() {
    if (!confirming) return;
    revoke.mutate(confirming.id, {
      onSuccess: () => {
        setConfirming(null);
        notify.success(ACCESS_TOKENS.revoked);
      },
      onError: () => setConfirming(null),
    });
  }

  if (tokens.length === 0) return <p className="text-sm text-slate-600">You have no access tokens.</p>;
  return (
    <div className="space-y-4">
      {revoke.isError && <Alert>{failureMessage(revoke.error)}</Alert>}
      <ul className="divide-y divide-slate-200" data-testid="access-tokens">
        {tokens.map((item) => (
          <AccessTokenRow key={item.id} item={item} onRevoke={() => setConfirming(item)} />
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title="Revoke access token"
        message={`Revoke “${confirming?.name ?? ''}”? Anything using it stops working at once.`}
        confirmLabel="Revoke"
        isPending={revoke.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(null)}
        testId="revoke-access-token-dialog"
        confirmTestId="confirm-revoke-access-token"
      />
    </div>
  );
}
