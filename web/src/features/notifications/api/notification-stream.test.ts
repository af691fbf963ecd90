import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  openNotificationStream,
  reconnectDelay,
  STREAM_RETRY,
  STREAM_SILENCE_MS,
} from './notification-stream';

/** One answer of the fake server: a stream the test writes into, ends or breaks. */
function sseAnswer(status = 200) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(status === 200 ? body : null, {
      status,
      headers: { 'content-type': 'text/event-stream' },
    }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    fail: (error: unknown) => {
      try {
        controller.error(error);
      } catch {
        // Already closed.
      }
    },
  };
}

type Answer = ReturnType<typeof sseAnswer>;

/** fetch answering each call with the next of `answers`; its signal breaks the stream, as fetch's does. */
function fakeFetch(answers: Answer[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers.shift();
    if (!answer) return new Promise<Response>(() => {});
    init.signal?.addEventListener('abort', () => answer.fail(new DOMException('Aborted', 'AbortError')));
    return answer.response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Lets the stream's reads and the parser run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the notification stream', () => {
  it('reads `unread` events, however the chunks cut them, with the bearer token', async () => {
    const answer = sseAnswer();
    const { calls } = fakeFetch([answer]);
    const counts: number[] = [];
    const stop = openNotificationStream({ token: 'jwt-1', onUnread: (count) => counts.push(count) });
    await settle();

    expect(calls[0]!.url).toBe('/api/notifications/stream');
    expect(calls[0]!.init.headers).toEqual({ Accept: 'text/event-stream', Authorization: 'Bearer jwt-1' });

    answer.write('event: unread\ndata: {"unreadCount": 3}\n\n');
    answer.write(': ping\n\n');
    answer.write('event: unr');
    answer.write('ead\ndata: {"unread');
    answer.write('Count": 4}\n');
    answer.write('\n');
    // Other events, and data that is not a count, change nothing.
    answer.write('event: other\ndata: {"unreadCount": 99}\n\n');
    answer.write('event: unread\ndata: not json\n\n');
    answer.write('event: unread\ndata: {"unreadCount": -1}\n\n');
    await settle();

    expect(counts).toEqual([3, 4]);
    stop();
  });

  it('reconnects after a drop, waiting longer each time', async () => {
    const answers = [sseAnswer(), sseAnswer(), sseAnswer()];
    const { fetchMock } = fakeFetch([...answers]);
    const counts: number[] = [];
    const stop = openNotificationStream({
      token: 'jwt-1',
      onUnread: (count) => counts.push(count),
      random: () => 1,
    });
    await settle();
    answers[0]!.write('event: unread\ndata: {"unreadCount": 1}\n\n');
    answers[0]!.end();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(STREAM_RETRY.firstMs - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    answers[1]!.end();
    await settle();
    await vi.advanceTimersByTimeAsync(2 * STREAM_RETRY.firstMs - 1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    // On connecting again the server sends the count.
    answers[2]!.write('event: unread\ndata: {"unreadCount": 5}\n\n');
    await settle();
    expect(counts).toEqual([1, 5]);
    stop();
  });

  it('retries after an error answer and after a refused connection', async () => {
    const { fetchMock } = fakeFetch([sseAnswer(503)]);
    const stop = openNotificationStream({ token: 'jwt-1', onUnread: () => {}, random: () => 1 });
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(STREAM_RETRY.firstMs);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * STREAM_RETRY.firstMs);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    stop();
  });

  it('takes a silent connection for dead and opens another', async () => {
    const answers = [sseAnswer(), sseAnswer()];
    const { fetchMock } = fakeFetch([...answers]);
    const stop = openNotificationStream({ token: 'jwt-1', onUnread: () => {}, random: () => 1 });
    await settle();
    // A ping keeps it alive...
    await vi.advanceTimersByTimeAsync(STREAM_SILENCE_MS - 1_000);
    answers[0]!.write(': ping\n\n');
    await vi.advanceTimersByTimeAsync(STREAM_SILENCE_MS - 1_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // ...silence does not.
    await vi.advanceTimersByTimeAsync(1_000 + STREAM_RETRY.firstMs);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]![1].signal!.aborted).toBe(true);
    stop();
  });

  it('stops for good when the token is refused', async () => {
    const { fetchMock } = fakeFetch([sseAnswer(401)]);
    const onUnauthorized = vi.fn();
    openNotificationStream({ token: 'expired', onUnread: () => {}, onUnauthorized });
    await settle();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(STREAM_RETRY.maxMs * 2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('closes the connection when stopped (signing out), and never reconnects', async () => {
    const { fetchMock } = fakeFetch([sseAnswer(), sseAnswer()]);
    const stop = openNotificationStream({ token: 'jwt-1', onUnread: () => {} });
    await settle();
    stop();
    await settle();
    expect(fetchMock.mock.calls[0]![1].signal!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(STREAM_RETRY.maxMs * 2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reconnects at once when the browser is back online', async () => {
    const answers = [sseAnswer(), sseAnswer()];
    const { fetchMock } = fakeFetch([...answers]);
    const stop = openNotificationStream({ token: 'jwt-1', onUnread: () => {}, random: () => 1 });
    await settle();
    answers[0]!.end();
    await settle();
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('reconnectDelay', () => {
  it('doubles from 1 s to a minute, drawn between half and all of it', () => {
    expect([0, 1, 2, 5, 6, 20].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([
      1_000, 2_000, 4_000, 32_000, 60_000, 60_000,
    ]);
    expect(reconnectDelay(3, () => 0)).toBe(4_000);
  });
});
