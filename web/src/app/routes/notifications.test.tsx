import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Notification } from '@cloud-snippets/contract';
import { actorsNamed, buildNotification, buildNotificationList } from '../../features/notifications/testing';
import { buildSnippetDetail, buildToken, buildUser } from '../../test/factories';
import { mockApi, type MockRequest } from '../../test/mock-api';
import { renderApp } from '../testing';

const member = () => ({ signedIn: { token: buildToken(), user: buildUser() } });
const profileOk = { 'GET /api/auth/profile': () => ({ body: { user: buildUser() } }) };

const comment = buildNotification({ _id: '00000000-0000-4000-8000-000000000001' });
const forks = buildNotification({
  _id: '00000000-0000-4000-8000-000000000002',
  kind: 'fork',
  actors: actorsNamed('apex_arjun', 'ssj_sam'),
  actorCount: 5,
  commentId: null,
  excerpt: null,
});
const milestone = buildNotification({
  _id: '00000000-0000-4000-8000-000000000003',
  kind: 'milestone',
  actors: [],
  actorCount: 0,
  commentId: null,
  excerpt: null,
  milestone: 50,
  read: true,
});

/** A server keeping the member's notifications: the list filters and pages, reading changes them. */
function serveNotifications(initial: Notification[]) {
  let notifications = initial.map((notification) => ({ ...notification }));
  const unread = () => notifications.filter((notification) => !notification.read).length;
  const api = mockApi({
    ...profileOk,
    'GET /api/notifications': ({ url }) => {
      const shown =
        url.searchParams.get('filter') === 'unread'
          ? notifications.filter((notification) => !notification.read)
          : notifications;
      return { body: buildNotificationList(shown, { unreadCount: unread() }) };
    },
    'GET /api/notifications/unread-count': () => ({ body: { unreadCount: unread() } }),
    'POST /api/notifications/read': ({ body }) => {
      const input = body as { ids?: string[]; all?: true };
      notifications = notifications.map((notification) =>
        input.all || input.ids?.includes(notification._id) ? { ...notification, read: true } : notification,
      );
      return { body: { unreadCount: unread() } };
    },
  });
  const readCalls = () =>
    api.calls.filter(
      (call: MockRequest) => call.method === 'POST' && call.path === '/api/notifications/read',
    );
  return { ...api, readCalls };
}

const items = () => screen.getAllByTestId('notification');

describe('/notifications', () => {
  it('needs a session', async () => {
    mockApi();
    const app = renderApp('/notifications');
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fnotifications'));
  });

  it('lists each notification with its avatars, sentence, time and unread dot', async () => {
    const api = serveNotifications([comment, forks, milestone]);
    renderApp('/notifications', member());
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(document.title).toMatch(/^Notifications/);

    const [first, second, third] = items();
    expect(within(first!).getByTestId('notification-text')).toHaveTextContent(
      'ampscript_amy commented on Send a welcome email',
    );
    expect(first).toHaveTextContent('“Works with Data Views too”');
    expect(within(first!).getByRole('link')).toHaveAttribute(
      'href',
      `/snippets/send-a-welcome-email#comment-${comment.commentId}`,
    );
    expect(within(first!).getByTestId('notification-unread-dot')).toBeInTheDocument();
    expect(within(first!).getByRole('link')).toHaveAccessibleName(/^Unread: ampscript_amy commented on/);
    expect(first!.querySelector('time')).toHaveAttribute('datetime', comment.updatedAt);

    expect(within(second!).getByTestId('notification-text')).toHaveTextContent(
      'apex_arjun, ssj_sam and 3 others forked Send a welcome email',
    );
    expect(within(third!).getByTestId('notification-text')).toHaveTextContent(
      'Send a welcome email reached 50 likes',
    );
    expect(within(third!).queryByTestId('notification-unread-dot')).not.toBeInTheDocument();

    const call = api.calls.find((c) => c.path === '/api/notifications')!;
    expect(call.url.searchParams.get('filter')).toBe('all');
    expect(call.url.searchParams.get('page')).toBe('1');
    expect(call.url.searchParams.get('limit')).toBe('20');
    expect(call.headers.Authorization).toMatch(/^Bearer /);

    // The bar's bell says the same count.
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Show' })).getByRole('link', { name: /Unread/ }),
    ).toHaveTextContent('Unread2');
  });

  it('opening one marks it read and goes to its snippet', async () => {
    const api = serveNotifications([comment, forks]);
    const app = renderApp('/notifications', member());
    await waitFor(() => expect(items()).toHaveLength(2));
    await app.user.click(within(items()[0]!).getByRole('link'));
    await waitFor(() => expect(app.location()).toBe('/snippets/send-a-welcome-email'));
    expect(app.router.state.location.hash).toBe(`#comment-${comment.commentId}`);
    await waitFor(() => expect(api.readCalls()).toHaveLength(1));
    expect(api.readCalls()[0]!.body).toEqual({ ids: [comment._id] });
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('opening a read one asks nothing of the server', async () => {
    const api = serveNotifications([milestone]);
    const app = renderApp('/notifications', member());
    await waitFor(() => expect(items()).toHaveLength(1));
    await app.user.click(within(items()[0]!).getByRole('link'));
    await waitFor(() => expect(app.location()).toBe('/snippets/send-a-welcome-email'));
    expect(api.readCalls()).toHaveLength(0);
  });

  it('"Mark all as read" clears the dots and the bell', async () => {
    const api = serveNotifications([comment, forks, milestone]);
    const app = renderApp('/notifications', member());
    await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    await waitFor(() => expect(screen.getAllByTestId('notification-unread-dot')).toHaveLength(2));

    await app.user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryAllByTestId('notification-unread-dot')).toHaveLength(0));
    expect(api.readCalls()[0]!.body).toEqual({ all: true });
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
  });

  it('the Unread tab shows the unread ones, and says when there are none', async () => {
    const api = serveNotifications([comment, milestone]);
    const app = renderApp('/notifications', member());
    await waitFor(() => expect(items()).toHaveLength(2));
    const tabs = screen.getByRole('navigation', { name: 'Show' });
    expect(within(tabs).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');

    await app.user.click(within(tabs).getByRole('link', { name: /Unread/ }));
    await waitFor(() => expect(app.location()).toBe('/notifications?filter=unread'));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(within(tabs).getByRole('link', { name: /Unread/ })).toHaveAttribute('aria-current', 'page');
    expect(api.calls.some((c) => c.url.searchParams.get('filter') === 'unread')).toBe(true);

    await app.user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    const empty = await screen.findByTestId('notifications-empty');
    expect(empty).toHaveTextContent('You are all caught up');
    expect(within(empty).getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('says when there are none at all', async () => {
    serveNotifications([]);
    renderApp('/notifications', member());
    expect(await screen.findByTestId('notifications-empty')).toHaveTextContent('No notifications yet');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('pages with ?page=', async () => {
    const api = mockApi({
      ...profileOk,
      'GET /api/notifications': ({ url }) => ({
        body: buildNotificationList([comment], {
          currentPage: Number(url.searchParams.get('page')),
          totalPages: 3,
          hasNextPage: true,
        }),
      }),
      'GET /api/notifications/unread-count': () => ({ body: { unreadCount: 1 } }),
    });
    const app = renderApp('/notifications?page=2', member());
    const pagination = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/notifications?page=3',
    );
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await app.user.click(within(pagination).getByRole('link', { name: 'Page 3' }));
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.path === '/api/notifications' && c.url.searchParams.get('page') === '3'),
      ).toBe(true),
    );
  });

  it('says so when they cannot load', async () => {
    mockApi({ ...profileOk, 'GET /api/notifications': () => ({ status: 400, body: {} }) });
    renderApp('/notifications', member());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch notifications');
  });

  it("a comment's notification lands on the comment once the comments are there", async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const snippet = buildSnippetDetail();
    const commentId = 'c0ffee00-0000-4000-8000-000000000001';
    const notification = buildNotification({
      snippet: { slug: snippet.slug, title: snippet.title },
      commentId,
      read: true,
    });
    mockApi({
      ...profileOk,
      'GET /api/notifications': () => ({ body: buildNotificationList([notification]) }),
      'GET /api/notifications/unread-count': () => ({ body: { unreadCount: 0 } }),
      [`GET /api/snippets/${snippet.slug}`]: () => ({ body: { snippet } }),
      [`GET /api/comments/snippet/${snippet._id}`]: () => ({
        body: {
          comments: [
            {
              _id: commentId,
              snippet: snippet._id,
              parentComment: null,
              author: { _id: 'u2', username: 'apex_arjun', avatar: '/assets/avatar.png' },
              content: 'Thanks @ampscript_amy',
              isEdited: false,
              likeCount: 0,
              dislikeCount: 0,
              replyCount: 0,
              isLiked: false,
              isDisliked: false,
              createdAt: '2025-03-04T15:05:00.000Z',
              updatedAt: '2025-03-04T15:05:00.000Z',
              replies: [],
            },
          ],
          totalComments: 1,
          totalThreads: 1,
          nextCursor: null,
        },
      }),
    });
    try {
      const app = renderApp('/notifications', member());
      await waitFor(() => expect(items()).toHaveLength(1));
      await app.user.click(within(items()[0]!).getByRole('link'));
      const comment = await screen.findByRole('article', { name: /^Comment by apex_arjun/ });
      expect(comment).toHaveAttribute('id', `comment-${commentId}`);
      await waitFor(() => expect(scrolled).toContain(comment));
      // Its text, with the mention linked, once the Markdown renderer (a lazy chunk) is there.
      expect(await within(comment).findByRole('link', { name: '@ampscript_amy' })).toHaveAttribute(
        'href',
        '/users/ampscript_amy',
      );
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});
