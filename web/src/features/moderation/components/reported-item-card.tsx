import { clsx } from 'clsx';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ModerationAction, ReportedItem } from '@cloud-snippets/contract';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { reportedItemHref } from '../utils/reported-item-href';
import { staffTime } from '../utils/staff-time';
import { useModerationAction } from '../api/take-moderation-action';
import { ACTION_LABELS, actionsFor, needsReason, reasonLabel, TARGET_LABELS } from '../utils/action-rules';
import { ModerationActionForm } from './moderation-action-form';

function Badge({ tone, children }: { tone: 'amber' | 'red' | 'slate'; children: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        tone === 'amber' && 'bg-amber-100 text-amber-900',
        tone === 'red' && 'bg-red-100 text-red-800',
        tone === 'slate' && 'bg-slate-100 text-slate-700',
      )}
    >
      {children}
    </span>
  );
}

/**
 * One reported item in context (decision 053): what it is and where, its words, its author, every open report, and
 * what a moderator can do with it. Every action but a dismissal asks for a reason first.
 */
export function ReportedItemCard({ item }: { item: ReportedItem }) {
  const time = staffTime;
  const [action, setAction] = useState<ModerationAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const dismiss = useModerationAction();
  const { author } = item;

  async function onDismiss() {
    setAction(null);
    setFailure(null);
    try {
      const { message } = await dismiss.mutateAsync({
        targetKind: item.targetKind,
        targetId: item.targetId,
        action: 'dismiss',
      });
      notify.success(message);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <article
      aria-labelledby={`reported-${item.targetId}`}
      data-testid="reported-item"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:p-5"
    >
      <header className="flex flex-wrap items-center gap-2">
        <Badge tone="slate">{TARGET_LABELS[item.targetKind]}</Badge>
        {item.hidden && <Badge tone="amber">{item.autoHidden ? 'Hidden by reports' : 'Hidden'}</Badge>}
        <h2
          id={`reported-${item.targetId}`}
          className="w-full min-w-0 text-lg font-semibold break-words sm:w-auto"
        >
          <Link to={reportedItemHref(item)} className="text-slate-900 hover:text-brand-700 hover:underline">
            {item.title}
          </Link>
        </h2>
      </header>
      <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
        <span>
          by{' '}
          <Link
            to={paths.publicProfile.getHref(author.username)}
            className="font-medium text-slate-800 hover:text-brand-700 hover:underline"
          >
            {author.username}
          </Link>
        </span>
        <span aria-hidden="true">·</span>
        <span>member since {time.monthYear(author.createdAt)}</span>
        {author.suspended && (
          <Badge tone="red">
            {author.suspendedUntil
              ? `Suspended until ${time.date(author.suspendedUntil)}`
              : 'Suspended for good'}
          </Badge>
        )}
      </p>
      {item.excerpt && (
        <blockquote className="mt-3 border-l-4 border-slate-200 pl-3">
          <pre className="max-h-48 overflow-auto text-sm break-words whitespace-pre-wrap text-slate-700">
            {item.excerpt}
          </pre>
        </blockquote>
      )}

      <h3 className="mt-4 text-sm font-semibold text-slate-900">
        {item.reports.length} {item.reports.length === 1 ? 'report' : 'reports'}
      </h3>
      <ul className="mt-1.5 divide-y divide-slate-100 text-sm" data-testid="item-reports">
        {item.reports.map((report) => (
          <li key={report._id} className="py-2" data-testid="item-report">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <Link
                to={paths.publicProfile.getHref(report.reporter)}
                className="font-medium text-slate-800 hover:text-brand-700 hover:underline"
              >
                {report.reporter}
              </Link>
              <span className="font-medium text-slate-700">{reasonLabel(report.reason)}</span>
              <time dateTime={report.createdAt} className="text-slate-500">
                {time.dateTime(report.createdAt)}
              </time>
            </p>
            {report.details && <p className="mt-0.5 whitespace-pre-line text-slate-700">{report.details}</p>}
          </li>
        ))}
      </ul>

      {failure && <Alert className="mt-3">{failure}</Alert>}
      <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="Actions">
        {actionsFor(item).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={needsReason(name) ? action === name : undefined}
            disabled={name === 'dismiss' && dismiss.isPending}
            onClick={() => (needsReason(name) ? setAction(action === name ? null : name) : void onDismiss())}
            className={buttonClasses(
              name === 'delete' || name === 'suspend' ? 'danger' : 'secondary',
              'sm',
              action === name ? 'ring-2 ring-brand-500' : undefined,
            )}
          >
            {ACTION_LABELS[name]}
          </button>
        ))}
      </div>
      {action && (
        <ModerationActionForm key={action} item={item} action={action} onCancel={() => setAction(null)} />
      )}
    </article>
  );
}
