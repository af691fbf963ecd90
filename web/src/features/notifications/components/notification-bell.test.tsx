import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { buildToken, buildUser } from '../../../test/factories';
import { mockApi } from '../../../test/mock-api';
import NotificationBell, { bellLabel, unreadBadge } from './notification-bell';

/** The API with an unread count, and a notification stream the test writes events into. */
function serve(unreadCount: number) {
  const api = mockApi({
    'GET /api/notifications/unread-count': () => ({ body: { unreadCount } }),
  });
  const encoder = new TextEncoder();
  let stream!: ReadableStreamDefaultController<Uint8Array>;
  let streamSignal: AbortSignal | undefined;
  const apiFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (!String(input).endsWith('/api/notifications/stream')) return apiFetch(input, init);
    streamSignal = init.signal ?? undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        stream = controller;
      },
    });
    init.signal?.addEventListener('abort', () => stream.error(new DOMException('Aborted', 'AbortError')));
    return Promise.resolve(new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
  });
  return {
    api,
    send: (count: number) =>
      stream.enqueue(encoder.encode(`event: unread\ndata: {"unreadCount":${count}}\n\n`)),
    streamSignal: () => streamSignal,
  };
}

function renderBell(variant?: 'bar' | 'menu') {
  session.set(buildToken(), buildUser());
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <NotificationBell variant={variant} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the notifications bell', () => {
  it('shows the unread count, and says it', async () => {
    serve(3);
    renderBell();
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(screen.getByTestId('notification-badge')).toHaveTextContent(/^3$/);
  });

  it('shows no badge at 0', async () => {
    const { api } = serve(0);
    renderBell();
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/notifications/unread-count')).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it('shows "99+" above 99, and the whole count to screen readers', async () => {
    serve(150);
    renderBell();
    await screen.findByRole('link', { name: 'Notifications, 150 unread' });
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('99+');
  });

  it('follows the stream without asking again', async () => {
    const server = serve(1);
    renderBell();
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    await waitFor(() => expect(server.streamSignal()).toBeDefined());
    act(() => server.send(4));
    expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    act(() => server.send(0));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    expect(server.api.calls.filter((call) => call.path === '/api/notifications/unread-count')).toHaveLength(
      1,
    );
  });

  it('closes the stream when the member signs out', async () => {
    const server = serve(2);
    renderBell();
    await waitFor(() => expect(server.streamSignal()).toBeDefined());
    expect(server.streamSignal()!.aborted).toBe(false);
    act(() => session.clear());
    expect(server.streamSignal()!.aborted).toBe(true);
  });

  it("is a line of the mobile menu, which leaves the stream to the bar's bell", async () => {
    const server = serve(12);
    renderBell('menu');
    expect(await screen.findByRole('link', { name: 'Notifications, 12 unread' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(server.streamSignal()).toBeUndefined();
  });
});

describe('badge and label', () => {
  it.each([
    [0, '', 'Notifications'],
    [1, '1', 'Notifications, 1 unread'],
    [99, '99', 'Notifications, 99 unread'],
    [100, '99+', 'Notifications, 100 unread'],
  ])('%i unread: badge "%s", label "%s"', (count, badge, label) => {
    expect(unreadBadge(count)).toBe(badge);
    expect(bellLabel(count)).toBe(label);
  });
});
