import { UNHIDE_REASON, hiddenItemsSchema, suspendedMembersSchema } from '@cloud-snippets/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildSnippet } from '../../../../test/factories.js';
import { body, buildTestApp, type TestApp } from '../../../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

describe('the suspended members, for moderators', () => {
  it('lists who is suspended now, newest first, and no longer one whose suspension is lifted', async () => {
    const moderator = await buildSignedInUser(t, { role: 'moderator' });
    const forGood = await buildSignedInUser(t, { suspendedAt: new Date(Date.now() - 2 * HOUR) });
    const forADay = await buildSignedInUser(t, {
      suspendedAt: new Date(Date.now() - HOUR),
      suspendedUntil: new Date(Date.now() + 24 * HOUR),
    });
    const over = await buildSignedInUser(t, {
      suspendedAt: new Date(Date.now() - 48 * HOUR),
      suspendedUntil: new Date(Date.now() - HOUR),
    });
    const list = async () => {
      const response = await t.injectAs(moderator.token, {
        method: 'GET',
        url: '/api/moderation/suspensions',
      });
      expect(response.statusCode).toBe(200);
      return suspendedMembersSchema.parse(body(response)).members;
    };
    const names = (await list()).map((m) => m.username);
    expect(names.indexOf(forADay.user.username)).toBeLessThan(names.indexOf(forGood.user.username));
    expect(names).toContain(forGood.user.username);
    expect(names).not.toContain(over.user.username);
    const entry = (await list()).find((m) => m.username === forGood.user.username);
    expect(entry?.suspendedUntil).toBeNull();

    const lift = await t.injectAs(moderator.token, {
      method: 'DELETE',
      url: `/api/moderation/suspensions/${forGood.user.username}`,
    });
    expect(lift.statusCode).toBe(200);
    expect((await list()).map((m) => m.username)).not.toContain(forGood.user.username);
  });

  it('lists what is hidden, and a restore takes it off the list', async () => {
    const moderator = await buildSignedInUser(t, { role: 'moderator' });
    const author = await buildSignedInUser(t);
    const snippet = await buildSnippet(t.db, author.user.id, { title: 'Hidden for a while' });
    const act = (action: 'hide' | 'restore', reason: string) =>
      t.injectAs(moderator.token, {
        method: 'POST',
        url: '/api/moderation/actions',
        payload: { targetKind: 'snippet', targetId: snippet.id, action, reason },
      });
    expect((await act('hide', 'Leaks a key')).statusCode).toBe(200);
    const hidden = async () => {
      const response = await t.injectAs(moderator.token, { method: 'GET', url: '/api/moderation/hidden' });
      expect(response.statusCode).toBe(200);
      return hiddenItemsSchema.parse(body(response)).items;
    };
    expect((await hidden()).find((item) => item.targetId === snippet.id)).toMatchObject({
      targetKind: 'snippet',
      label: 'Hidden for a while',
      address: snippet.slug,
    });
    expect((await act('restore', UNHIDE_REASON)).statusCode).toBe(200);
    expect((await hidden()).some((item) => item.targetId === snippet.id)).toBe(false);
  });

  it('is for moderators only', async () => {
    const member = await buildSignedInUser(t);
    expect(
      (await t.injectAs(member.token, { method: 'GET', url: '/api/moderation/suspensions' })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/moderation/suspensions' })).statusCode).toBe(401);
    expect(
      (await t.injectAs(member.token, { method: 'GET', url: '/api/moderation/hidden' })).statusCode,
    ).toBe(403);
  });
});
