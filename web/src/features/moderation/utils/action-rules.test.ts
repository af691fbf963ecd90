import { describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES } from '@cloud-snippets/contract';
import { actionsFor, buildActionInput, needsReason, SUSPENSION_CHOICES } from './action-rules';

const item = { targetKind: 'snippet', targetId: '0b8a2f4e-5d1c-4c3b-9a1e-2f3d4c5b6a7e' } as const;

describe('moderation action rules', () => {
  it('offers hide, or restore once hidden, and never delete for a profile', () => {
    expect(actionsFor({ targetKind: 'snippet', hidden: false })).toEqual([
      'dismiss',
      'hide',
      'delete',
      'suspend',
    ]);
    expect(actionsFor({ targetKind: 'comment', hidden: true })).toEqual([
      'dismiss',
      'restore',
      'delete',
      'suspend',
    ]);
    expect(actionsFor({ targetKind: 'profile', hidden: false })).toEqual(['dismiss', 'hide', 'suspend']);
  });

  it('asks a reason for every action but a dismissal', () => {
    expect(needsReason('dismiss')).toBe(false);
    for (const action of ['hide', 'restore', 'delete', 'suspend'] as const)
      expect(needsReason(action)).toBe(true);
    expect(buildActionInput(item, 'hide', '  ', '')).toEqual({
      ok: false,
      errors: { reason: MODERATION_MESSAGES.reasonRequired },
    });
    expect(buildActionInput(item, 'dismiss', '', '')).toEqual({
      ok: true,
      input: { ...item, action: 'dismiss', reason: '', days: undefined },
    });
  });

  it('needs a length to suspend, and sends "for good" as null', () => {
    const missing = buildActionInput(item, 'suspend', 'Spam, again', '');
    expect(missing.ok).toBe(false);
    expect(!missing.ok && missing.errors.days).toBeTruthy();
    expect(buildActionInput(item, 'suspend', ' Spam, again ', '7')).toEqual({
      ok: true,
      input: { ...item, action: 'suspend', reason: 'Spam, again', days: 7 },
    });
    expect(buildActionInput(item, 'suspend', 'Spam', 'forever')).toMatchObject({
      ok: true,
      input: { days: null },
    });
    // A hide sends no length, whatever the select held.
    expect(buildActionInput(item, 'hide', 'Spam', '30')).toMatchObject({
      ok: true,
      input: { days: undefined },
    });
    expect(SUSPENSION_CHOICES.map((choice) => choice.label)).toEqual([
      '1 day',
      '7 days',
      '30 days',
      '1 year',
      'For good',
    ]);
  });
});
