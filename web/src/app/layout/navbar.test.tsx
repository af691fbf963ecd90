import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@cloud-snippets/contract';
import { buildToken, buildUser } from '../../test/factories';
import { mockApi } from '../../test/mock-api';
import { setViewportWidth } from '../../test/viewport';
import { renderApp } from '../testing';

const member = () => ({ token: buildToken(), user: buildUser() });
const profileOk = { 'GET /api/auth/profile': () => ({ body: { user: buildUser() } }) };

async function openHome(options?: Parameters<typeof renderApp>[1]) {
  const app = renderApp('/', options);
  await screen.findByRole('heading', { name: /Share and discover/ });
  return app;
}

describe('navigation bar', () => {
  it('Browse Snippets dropdown: Marketing Cloud, Sales & Service Cloud, View All', async () => {
    mockApi();
    const app = await openHome();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const toggle = within(nav).getByRole('button', { name: 'Browse Snippets' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Marketing Cloud' })).toHaveAttribute(
      'href',
      '/snippets?platform=sfmc',
    );
    expect(within(nav).getByRole('link', { name: 'Sales & Service Cloud' })).toHaveAttribute(
      'href',
      '/snippets?platform=crm',
    );
    expect(within(nav).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/snippets');
    // Keyboard: arrows move, Escape closes and gives focus back.
    await app.user.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('link', { name: 'Marketing Cloud' })).toHaveFocus();
    await app.user.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('link', { name: 'Sales & Service Cloud' })).toHaveFocus();
    await app.user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await app.user.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('link', { name: 'Marketing Cloud' })).toHaveFocus();
    await app.user.click(within(nav).getByRole('link', { name: 'Sales & Service Cloud' }));
    await waitFor(() => expect(app.location()).toBe('/snippets?platform=crm'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('Resources dropdown lists the documentation and Community', async () => {
    mockApi();
    const app = await openHome();
    await app.user.click(screen.getByRole('button', { name: 'Resources' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['AMPscript', 'SSJS', 'Apex', 'LWC', 'Marketing Cloud API']) {
      const link = within(nav).getByRole('link', {
        name: new RegExp(`^${name}\\s?\\(opens in a new tab\\)$`),
      });
      expect(link.getAttribute('href')).toMatch(/^https:\/\/developer\.salesforce\.com\//);
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(within(nav).getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/community');
  });

  it('shows Log In and Register to visitors', async () => {
    mockApi();
    await openHome();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByTestId('user-menu-button')).not.toBeInTheDocument();
  });

  it('shows Create Snippet and the user menu to members; Logout ends the session and goes to /login', async () => {
    const { calls } = mockApi({
      ...profileOk,
      'POST /api/auth/logout': () => ({ body: { message: 'Logged out successfully' } }),
    });
    const session = member();
    const app = await openHome({ signedIn: session });
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Create Snippet' })).toHaveAttribute(
      'href',
      '/snippets/create',
    );
    await app.user.click(await screen.findByTestId('user-menu-button'));
    expect(screen.getByTestId('user-menu-email')).toHaveTextContent('amy@example.com');
    expect(within(header).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(within(header).getByRole('link', { name: 'My Snippets' })).toHaveAttribute(
      'href',
      '/snippets?author=ampscript_amy',
    );
    expect(within(header).getByRole('link', { name: 'Saved Snippets' })).toHaveAttribute(
      'href',
      '/saved-snippets',
    );
    await app.user.click(within(header).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(calls.find((call) => call.path === '/api/auth/logout')?.headers.Authorization).toBe(
      `Bearer ${session.token}`,
    );
    expect(screen.getByRole('link', { name: 'Log In' })).toBeInTheDocument();
  });

  it('shows members the notifications bell with their unread count; visitors get none, nor its requests', async () => {
    const guest = mockApi();
    await openHome();
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(guest.calls.filter((call) => call.path.startsWith('/api/notifications'))).toEqual([]);
    cleanup();

    const api = mockApi({
      ...profileOk,
      'GET /api/notifications/unread-count': () => ({ body: { unreadCount: 3 } }),
    });
    await openHome({ signedIn: member() });
    const bell = await within(screen.getByRole('banner')).findByRole('link', {
      name: 'Notifications, 3 unread',
    });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(within(bell).getByTestId('notification-badge')).toHaveTextContent('3');
    // The stream that keeps the count is opened with the member's token.
    await waitFor(() =>
      expect(
        api.calls.find((call) => call.path === '/api/notifications/stream')?.headers.Authorization,
      ).toMatch(/^Bearer /),
    );
  });

  it('logging out from a protected page still lands on /login without a redirect value', async () => {
    mockApi({
      ...profileOk,
      'GET /api/users/profile': () => ({ body: { user: buildUser() } }),
      'POST /api/auth/logout': () => ({ body: {} }),
    });
    const app = renderApp('/profile', { signedIn: member() });
    await screen.findByRole('heading', { name: 'My Profile' });
    await app.user.click(screen.getByTestId('user-menu-button'));
    await app.user.click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(app.location()).toBe('/login');
  });
});

describe('quick search', () => {
  async function openSearch() {
    mockApi();
    const app = await openHome();
    await app.user.click(screen.getByTestId('search-button'));
    // The overlay's code loads on the first press.
    const dialog = await screen.findByRole('dialog', { name: 'Quick Search' });
    return { app, dialog, input: within(dialog).getByLabelText('Search snippets') };
  }

  it('Enter goes to browse with the text and page 1', async () => {
    const { app, input } = await openSearch();
    expect(input).toHaveFocus();
    await app.user.type(input, 'data extension{Enter}');
    await waitFor(() => expect(app.location()).toBe('/snippets?search=data+extension&page=1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the Search button does the same', async () => {
    const { app, dialog, input } = await openSearch();
    await app.user.type(input, 'apex');
    await app.user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(app.location()).toBe('/snippets?search=apex&page=1'));
  });

  it('a blank query does nothing', async () => {
    const { app, dialog, input } = await openSearch();
    await app.user.type(input, '   {Enter}');
    await app.user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(app.location()).toBe('/');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('Escape closes it and focus returns to the Search button', async () => {
    const { app } = await openSearch();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('search-button')).toHaveFocus();
  });

  it('keeps focus inside while open', async () => {
    const { app, dialog } = await openSearch();
    for (let i = 0; i < 5; i++) {
      await app.user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});

describe('mobile menu', () => {
  async function openMenu(options?: Parameters<typeof renderApp>[1]) {
    setViewportWidth(375);
    const app = await openHome(options);
    const toggle = screen.getByTestId('mobile-menu-toggle');
    await app.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The menu is a chunk of its own, fetched on narrow screens once the page is there.
    return { app, toggle, menu: await screen.findByTestId('mobile-menu') };
  }

  it('mirrors the navigation for visitors', async () => {
    mockApi();
    const { menu } = await openMenu();
    for (const name of [
      'Marketing Cloud',
      'Sales & Service Cloud',
      'View All',
      'Community',
      'Log In',
      'Register',
    ]) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('mirrors the member links', async () => {
    mockApi({ ...profileOk, 'GET /api/notifications/unread-count': () => ({ body: { unreadCount: 120 } }) });
    const { menu } = await openMenu({ signedIn: member() });
    expect(within(menu).getByText('amy@example.com')).toBeInTheDocument();
    const notifications = await within(menu).findByRole('link', { name: 'Notifications, 120 unread' });
    expect(notifications).toHaveAttribute('href', '/notifications');
    expect(notifications).toHaveTextContent('Notifications99+');
    for (const name of ['Create Snippet', 'My Profile', 'My Snippets', 'Saved Snippets']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('closes on route change', async () => {
    mockApi();
    const { app, menu, toggle } = await openMenu();
    await app.user.click(within(menu).getByRole('link', { name: 'View All' }));
    await waitFor(() => expect(app.location()).toBe('/snippets'));
    // The router's state changes before React renders the new page.
    await waitFor(() => expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape inside it and gives the focus back to its button', async () => {
    mockApi();
    const { app, menu, toggle } = await openMenu();
    await app.user.tab();
    expect(within(menu).getByRole('link', { name: 'Marketing Cloud' })).toHaveFocus();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes on Escape on its button', async () => {
    mockApi();
    const { app, toggle } = await openMenu();
    expect(toggle).toHaveFocus();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes when the width reaches 768 px', async () => {
    mockApi();
    const { toggle } = await openMenu();
    act(() => setViewportWidth(767));
    expect(screen.getByTestId('mobile-menu')).toBeInTheDocument();
    act(() => setViewportWidth(768));
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('footer', () => {
  it('links Terms, Privacy, Contact and the API documentation', async () => {
    mockApi();
    await openHome();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    const docs = within(footer).getByRole('link', { name: /API Documentation/ });
    expect(docs).toHaveAttribute('href', '/api/docs');
    expect(docs).toHaveAttribute('target', '_blank');
  });
});
