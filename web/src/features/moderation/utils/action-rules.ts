import {
  moderationActionInputSchema,
  REPORT_REASONS,
  SUSPENSION_DAYS,
  type ModerationAction,
  type ModerationActionInput,
  type ModerationLogAction,
  type ReportedItem,
} from '@cloud-snippets/contract';

/** What each kind of reported item is called. */
export const TARGET_LABELS = {
  snippet: 'Snippet',
  comment: 'Comment',
  profile: 'Profile',
  collection: 'Collection',
} as const;

export const ACTION_LABELS: Record<ModerationAction, string> = {
  dismiss: 'Dismiss',
  hide: 'Hide',
  restore: 'Restore',
  delete: 'Delete',
  suspend: 'Suspend author',
};

/** How the log names what happened: the actions, the hide the reports did on their own, a suspension lifted. */
export const LOG_ACTION_LABELS: Record<ModerationLogAction, string> = {
  dismiss: 'Dismissed',
  hide: 'Hidden',
  restore: 'Restored',
  delete: 'Deleted',
  suspend: 'Suspended',
  'auto-hide': 'Hidden by reports',
  unsuspend: 'Suspension lifted',
};

/** The reason's label as the report dialog offered it. */
export const reasonLabel = (value: string): string =>
  REPORT_REASONS.find((reason) => reason.value === value)?.label ?? value;

/** The suspension lengths of the select; 'forever' stands for the API's null. */
export const SUSPENSION_CHOICES = [
  ...SUSPENSION_DAYS.map((days) => ({
    value: String(days),
    label: days === 365 ? '1 year' : `${days} ${days === 1 ? 'day' : 'days'}`,
  })),
  { value: 'forever', label: 'For good' },
] as const;

/**
 * What a moderator may do with an item: dismiss its reports, hide it (restore it when hidden), delete it (never a
 * profile: its member is suspended instead) or suspend its author.
 */
export function actionsFor(item: Pick<ReportedItem, 'targetKind' | 'hidden'>): ModerationAction[] {
  return [
    'dismiss',
    item.hidden ? 'restore' : 'hide',
    ...(item.targetKind === 'profile' ? [] : (['delete'] as const)),
    'suspend',
  ];
}

/** Every action but a dismissal tells the author why. */
export const needsReason = (action: ModerationAction): boolean => action !== 'dismiss';

export type ActionFormErrors = Partial<Record<'reason' | 'days', string>>;

/**
 * The request for an action as the form filled it, checked by the contract's own schema (the reason the server
 * requires, the suspension's length), or the messages to show beside the fields.
 */
export function buildActionInput(
  item: Pick<ReportedItem, 'targetKind' | 'targetId'>,
  action: ModerationAction,
  reason: string,
  duration: string,
): { ok: true; input: ModerationActionInput } | { ok: false; errors: ActionFormErrors } {
  const days =
    action !== 'suspend'
      ? undefined
      : duration === 'forever'
        ? null
        : duration
          ? Number(duration)
          : undefined;
  const candidate = { targetKind: item.targetKind, targetId: item.targetId, action, reason, days };
  const result = moderationActionInputSchema.safeParse(candidate);
  if (result.success)
    return { ok: true, input: { ...candidate, reason: result.data.reason } as ModerationActionInput };
  const errors: ActionFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'reason' || field === 'days') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
