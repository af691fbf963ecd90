import { describe, expect, it } from 'vitest';
import { actorsNamed, buildNotification } from '../testing';
import { actorNames } from '@cloud-snippets/contract';
import { notificationHref, notificationQuote, notificationSentence } from './notification-text';

describe('notification sentences', () => {
  it.each([
    ['comment', 'ampscript_amy commented on Send a welcome email'],
    ['reply', 'ampscript_amy replied to your comment on Send a welcome email'],
    ['mention', 'ampscript_amy mentioned you on Send a welcome email'],
    ['fork', 'ampscript_amy forked Send a welcome email'],
  ] as const)('%s: "%s"', (kind, sentence) => {
    expect(notificationSentence(buildNotification({ kind }))).toBe(sentence);
  });

  it('outdated: who reported it and why', () => {
    const notification = buildNotification({
      kind: 'outdated',
      commentId: null,
      excerpt: 'LookupRows now needs a field list',
    });
    expect(notificationSentence(notification)).toBe(
      'ampscript_amy reported Send a welcome email out of date: LookupRows now needs a field list',
    );
    expect(notificationSentence({ ...notification, excerpt: null })).toBe(
      'ampscript_amy reported Send a welcome email out of date',
    );
  });

  it('milestone: the snippet and its like count, nobody named', () => {
    const notification = buildNotification({ kind: 'milestone', actors: [], actorCount: 0, milestone: 50 });
    expect(notificationSentence(notification)).toBe('Send a welcome email reached 50 likes');
  });

  it('moderation: a moderator, never named, and the reason', () => {
    const notification = buildNotification({
      kind: 'moderation',
      actors: [],
      actorCount: 0,
      commentId: null,
      excerpt: 'Contains a live API key',
    });
    expect(notificationSentence(notification)).toBe(
      'A moderator hid Send a welcome email: Contains a live API key',
    );
  });

  it('names a deleted snippet as such, and leads nowhere', () => {
    const notification = buildNotification({ snippet: null });
    expect(notificationSentence(notification)).toBe('ampscript_amy commented on a deleted snippet');
    expect(notificationHref(notification)).toBeNull();
  });
});

describe('grouped actors', () => {
  it.each([
    [['ampscript_amy'], 1, 'ampscript_amy'],
    [['ampscript_amy'], 3, 'ampscript_amy and 2 others'],
    [['ampscript_amy', 'apex_arjun'], 2, 'ampscript_amy and apex_arjun'],
    [['ampscript_amy', 'apex_arjun'], 3, 'ampscript_amy, apex_arjun and 1 other'],
    [['ampscript_amy', 'apex_arjun', 'ssj_sam'], 3, 'ampscript_amy, apex_arjun and ssj_sam'],
    [['ampscript_amy', 'apex_arjun', 'ssj_sam'], 12, 'ampscript_amy, apex_arjun, ssj_sam and 9 others'],
    [['a1_amy', 'b2_bob', 'c3_cy', 'd4_dee'], 4, 'a1_amy, b2_bob, c3_cy and 1 other'],
    [[], 1, 'Someone'],
    [[], 4, '4 members'],
  ])('%j of %i: "%s"', (usernames, count, names) => {
    expect(actorNames(usernames, count)).toBe(names);
  });

  it('puts the group into the sentence', () => {
    const notification = buildNotification({
      kind: 'fork',
      actors: actorsNamed('ampscript_amy'),
      actorCount: 3,
    });
    expect(notificationSentence(notification)).toBe('ampscript_amy and 2 others forked Send a welcome email');
  });
});

describe('links and quotes', () => {
  it('leads to the comment on its snippet, or to the snippet', () => {
    expect(notificationHref(buildNotification())).toBe(
      '/snippets/send-a-welcome-email#comment-c0ffee00-0000-4000-8000-000000000001',
    );
    expect(notificationHref(buildNotification({ kind: 'fork', commentId: null }))).toBe(
      '/snippets/send-a-welcome-email',
    );
  });

  it("quotes a comment's words under the sentence, not a reason the sentence already gives", () => {
    expect(notificationQuote(buildNotification({ kind: 'reply' }))).toBe('Works with Data Views too');
    expect(notificationQuote(buildNotification({ kind: 'outdated' }))).toBeNull();
    expect(notificationQuote(buildNotification({ kind: 'mention', excerpt: null }))).toBeNull();
  });
});
