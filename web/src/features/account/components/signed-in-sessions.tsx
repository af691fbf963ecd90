import { Monitor, Smartphone } from 'lucide-react';
import type { SessionList } from '@cloud-snippets/contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/notify';
import { useReaderTime } from '../../../lib/reader-time';
import { useEndSessions, type SessionsToEnd } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { failureMessage } from '../utils/failure-message';

const PHONE = /android|iphone|ipad|ios|mobile/i;

function SessionRow({
  item,
  isEnding,
  onEnd,
}: {
  item: SessionList[number];
  isEnding: boolean;
  onEnd?: () => void;
}) {
  const time = useReaderTime();
  const Icon = PHONE.test(item.device) ? Smartphone : Monitor;
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0" data-testid="session">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-slate-900">
          <span className="min-w-0 break-words">{item.device}</span>
          {item.current && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
              This device
            </span>
          )}
        </p>
        {/* One line on a wide screen, one fact a line on a narrow one. */}
        <p className="text-sm text-slate-600">
          <span className="block sm:inline" title={item.current ? undefined : time.full(item.lastSeenAt)}>
            {item.current ? 'Active now' : `Last seen ${time.relative(item.lastSeenAt)}`}
          </span>
          <span aria-hidden="true" className="hidden sm:inline">
            {' · '}
          </span>
          <span className="block sm:inline">Signed in {time.date(item.createdAt)}</span>
        </p>
      </div>
      {onEnd && (
        <Button
          variant="secondary"
          size="sm"
          disabled={isEnding}
          onClick={onEnd}
          aria-label={`Sign out ${item.device}, last seen ${time.relative(item.lastSeenAt)}`}
        >
          {isEnding && <Spinner className="size-3.5" />}
          Sign out
        </Button>
      )}
    </li>
  );
}

/**
 * Where the member is signed in (decision 051): each device with when it was last seen; any other one can be signed
 * out, or all of them at once. This device signs out with Logout, in the menu.
 */
export function SignedInSessions() {
  const sessions = useSessions();
  const endSessions = useEndSessions();

  function end(which: SessionsToEnd) {
    endSessions.mutate(which, {
      onSuccess: (message) => {
        if (message) notify.success(message);
      },
    });
  }

  if (sessions.isError)
    return <LoadError message={failureMessage(sessions.error)} onRetry={sessions.refetch} />;
  if (!sessions.data)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4" />
        Loading your devices...
      </p>
    );

  const others = sessions.data.filter((item) => !item.current);
  const ending = endSessions.isPending ? endSessions.variables : null;
  const isEnding = (id: string) => ending === 'others' || (ending !== null && ending.id === id);
  return (
    <div className="space-y-4" data-testid="sessions">
      {endSessions.isError && <Alert>{failureMessage(endSessions.error)}</Alert>}
      <ul className="divide-y divide-slate-200">
        {sessions.data.map((item) => (
          <SessionRow
            key={item.id}
            item={item}
            isEnding={!item.current && isEnding(item.id)}
            onEnd={item.current ? undefined : () => end({ id: item.id })}
          />
        ))}
      </ul>
      {others.length > 0 && (
        <Button variant="secondary" disabled={endSessions.isPending} onClick={() => end('others')}>
          Sign out everywhere else
        </Button>
      )}
    </div>
  );
}
