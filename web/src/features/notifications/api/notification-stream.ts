import { createParser } from 'eventsource-parser';
import { NOTIFICATION_STREAM } from '@cloud-snippets/contract';
import { API_BASE_URL } from '../../../lib/api-client';

/** Reconnection waits: 1 s doubling to a minute, each drawn between half and all of its ceiling (jitter). */
export const STREAM_RETRY = { firstMs: 1_000, maxMs: 60_000 } as const;
/** A connection this quiet (not even a ping) is taken for dead: a network that vanished sends no close. */
export const STREAM_SILENCE_MS = NOTIFICATION_STREAM.heartbeatMs * 2 + 5_000;
/** A connection that lasted this long was a good one: the next drop starts the waits over. */
const HEALTHY_CONNECTION_MS = 60_000;

/** How long to wait before the `attempt`th reconnection (0 first). */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(STREAM_RETRY.maxMs, STREAM_RETRY.firstMs * 2 ** attempt);
  return ceiling / 2 + (random() * ceiling) / 2;
}

export interface NotificationStreamOptions {
  token: string;
  /** Each `unread` event's count: sent on connecting and after every change. */
  onUnread: (unreadCount: number) => void;
  /** The server refused the token: the stream stops for good. */
  onUnauthorized?: () => void;
  random?: () => number;
}

/**
 * Follows GET /api/notifications/stream (server-sent events) until the returned function is called. The stream
 * needs the bearer token, which the browser's EventSource cannot send: fetch reads it, eventsource-parser parses it.
 * A drop, an error answer or a silent connection reconnects after a growing wait; coming back online reconnects at
 * once; a 401 or 403 stops.
 */
export function openNotificationStream({
  token,
  onUnread,
  onUnauthorized,
  random = Math.random,
}: NotificationStreamOptions): () => void {
  let isStopped = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let connection: AbortController | null = null;

  async function connect() {
    retryTimer = undefined;
    const controller = new AbortController();
    connection = controller;
    const openedAt = Date.now();
    let silenceTimer: ReturnType<typeof setTimeout> | undefined;
    const heardFrom = () => {
      clearTimeout(silenceTimer);
      silenceTimer = setTimeout(() => controller.abort(), STREAM_SILENCE_MS);
    };
    const parser = createParser({
      onEvent(event) {
        if (event.event !== NOTIFICATION_STREAM.unread) return;
        const count = unreadCountOf(event.data);
        if (count !== null) onUnread(count);
      },
    });
    try {
      heardFrom();
      const response = await fetch(`${API_BASE_URL}/api/notifications/stream`, {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
        cache: 'no-store',
        signal: controller.signal,
      });
      if (response.status === 401 || response.status === 403) {
        isStopped = true;
        onUnauthorized?.();
        return;
      }
      if (response.ok && response.body) {
        const reader = response.body.getReader();
        // fetch's own abort breaks the read too; cancelling it as well does not depend on that.
        controller.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined));
        const decoder = new TextDecoder();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          heardFrom();
          parser.feed(decoder.decode(value, { stream: true }));
        }
      }
    } catch {
      // A drop, a refused connection or our own abort: the same wait and retry below.
    } finally {
      clearTimeout(silenceTimer);
      // Releases an answer whose body was never read (an error page).
      controller.abort();
      if (connection === controller) connection = null;
    }
    if (isStopped) return;
    if (Date.now() - openedAt >= HEALTHY_CONNECTION_MS) attempt = 0;
    retryTimer = setTimeout(() => void connect(), reconnectDelay(attempt++, random));
  }

  function reconnectNow() {
    if (isStopped || retryTimer === undefined) return;
    clearTimeout(retryTimer);
    attempt = 0;
    void connect();
  }

  window.addEventListener('online', reconnectNow);
  void connect();
  return () => {
    isStopped = true;
    clearTimeout(retryTimer);
    connection?.abort();
    window.removeEventListener('online', reconnectNow);
  };
}

function unreadCountOf(data: string): number | null {
  try {
    const { unreadCount } = JSON.parse(data) as { unreadCount?: unknown };
    return typeof unreadCount === 'number' && Number.isInteger(unreadCount) && unreadCount >= 0
      ? unreadCount
      : null;
  } catch {
    return null;
  }
}
