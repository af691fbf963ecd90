import type { ModerationLogEntry, ReportedItem } from '@cloud-snippets/contract';
import type { LogRow } from '../repositories/moderation/moderation.repository.js';
import type { OpenReportRow, QueueItemRow } from '../repositories/moderation/moderation-queue.js';
import { isSuspended } from '../policies/users.policy.js';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A queue item in context, with its open reports (from the page's one read of them). */
export function presentQueueItem(item: QueueItemRow, reports: OpenReportRow[]): ReportedItem {
  const suspension = { suspendedAt: item.authorSuspendedAt, suspendedUntil: item.authorSuspendedUntil };
  return {
    targetKind: item.targetKind,
    targetId: item.targetId,
    href: item.href,
    title: item.title,
    excerpt: item.excerpt ?? '',
    author: {
      _id: item.authorId,
      username: item.authorUsername,
      createdAt: iso(item.authorCreatedAt),
      suspended: isSuspended({
        suspendedAt: suspension.suspendedAt && new Date(suspension.suspendedAt),
        suspendedUntil: suspension.suspendedUntil && new Date(suspension.suspendedUntil),
      }),
      suspendedUntil: item.authorSuspendedUntil ? iso(item.authorSuspendedUntil) : null,
    },
    hidden: item.hidden,
    autoHidden: item.hidden && item.autoHidden,
    reports: reports
      .filter((r) => r.targetKind === item.targetKind && r.targetId === item.targetId)
      .map((r) => ({
        _id: r.id,
        reporter: r.reporter,
        reason: r.reason,
        details: r.details,
        createdAt: iso(r.createdAt),
      })),
    firstReportedAt: iso(item.firstReportedAt),
  };
}

export function presentLogEntry(row: LogRow): ModerationLogEntry {
  return {
    _id: row.id,
    moderator: row.moderator,
    action: row.action,
    targetKind: row.targetKind,
    targetId: row.targetId,
    targetTitle: row.targetTitle,
    author: row.author,
    reason: row.reason,
    suspendedUntil: row.suspendedUntil ? iso(row.suspendedUntil) : null,
    createdAt: iso(row.createdAt),
  };
}
