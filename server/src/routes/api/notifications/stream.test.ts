import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildSnippet } from '../../../../test/factories.js';
import { buildTestApp, buildTestAppBeside, isPostgresRun, type TestApp } from '../../../../test/helper.js';
import { selectRows } from '../../../db/rows.js';
import { notificationsRepository } from '../../../repositories/notifications/notifications.repository.js';

/**
 * The bell's live count, as server-sent events, on the process the member is connected to — whichever
 * process the event happened on (PostgreSQL: two app processes on one database, and Redis when REDIS_URL is set, as
 * behind a load balancer).
 */
let t: TestApp;
let other: TestApp | null = null;
beforeAll(async () => {
  t = await buildTestApp();
  if (isPostgresRun) other = await buildTestAppBeside(t);
});
afterAll(async () => {
  await other?.close();
  await t.close();
});

/** Opens the member's stream on a listening app and hands out its `unread` events' counts as they come. */
async function openStream(app: TestApp, token: string) {
  const address = await app.app.listen({ host: '127.0.0.1', port: 0 });
  const controller = new AbortController();
  const response = await fetch(`${address}/api/notifications/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  /** The next `unread` event's count. */
  const next = async (): Promise<number> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^event: unread\ndata: (.*)$/m.exec(event);
        if (data) return (JSON.parse(data[1]!) as { unreadCount: number }).unreadCount;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += value;
    }
  };
  return { next, close: () => controller.abort() };
}

const commentOn = (app: TestApp, token: string, snippetId: string) =>
  app.injectAs(token, { method: 'POST', url: '/api/comments', payload: { snippetId, content: 'Live!' } });

describe('GET /api/notifications/stream', () => {
  it('sends the unread count on connect and after each change', async () => {
    const author = await buildSignedInUser(t);
    const reader = await buildSignedInUser(t);
    const snippet = await buildSnippet(t.db, author.user.id);
    const stream = await openStream(t, author.token);
    try {
      expect(await stream.next()).toBe(0);
      expect((await commentOn(t, reader.token, snippet.id)).statusCode).toBe(201);
      expect(await stream.next()).toBe(1);
      await t.injectAs(author.token, {
        method: 'POST',
        url: '/api/notifications/read',
        payload: { all: true },
      });
      expect(await stream.next()).toBe(0);
    } finally {
      stream.close();
    }
  });

  it('is 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/stream' })).statusCode).toBe(401);
  });

  it.runIf(isPostgresRun)('hears an event written on another app process', async () => {
    const author = await buildSignedInUser(t);
    const reader = await buildSignedInUser(t);
    const snippet = await buildSnippet(t.db, author.user.id);
    const stream = await openStream(other!, author.token);
    try {
      expect(await stream.next()).toBe(0);
      expect((await commentOn(t, reader.token, snippet.id)).statusCode).toBe(201);
      expect(await stream.next()).toBe(1);
    } finally {
      stream.close();
    }
  });

  it.runIf(isPostgresRun)(
    'tells of one event once when both processes deliver it at the same time',
    async () => {
      const author = await buildSignedInUser(t);
      const forker = await buildSignedInUser(t);
      const snippet = await buildSnippet(t.db, author.user.id);
      const event = {
        recipientId: author.user.id,
        kind: 'fork' as const,
        eventKey: `fork:twice-${snippet.id}`,
        groupKey: `snippet:${snippet.id}`,
        actorId: forker.user.id,
        snippetId: snippet.id,
      };
      const told = await Promise.all(
        [t, other!, t, other!].map((app) => notificationsRepository(app.db).notify(event)),
      );
      expect(told.filter(Boolean)).toHaveLength(1);
      const [row] = await selectRows<{ n: number; actors: number }>(
        t.db,
        sql`select count(*)::int as n, sum(actor_count)::int as actors from notifications
          where recipient_id = ${author.user.id}::uuid`,
      );
      expect(row).toEqual({ n: 1, actors: 1 });
    },
  );
});
