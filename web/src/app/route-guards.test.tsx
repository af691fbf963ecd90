import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@cloud-snippets/contract';
import { buildToken, buildUser } from '../test/factories';
import { mockApi, type MockAnswer } from '../test/mock-api';
import { renderApp } from './testing';

const member = () => ({ token: buildToken(), user: buildUser() });
const profileOk = { 'GET /api/auth/profile': () => ({ body: { user: buildUser() } }) };

describe('route guards', () => {
  it('sends a visitor of a protected page to /login with the path and query as redirect', async () => {
    mockApi();
    const app = renderApp('/saved-snippets?page=2');
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(app.location()).toBe('/login?redirect=%2Fsaved-snippets%3Fpage%3D2');
  });

  it.each(['/snippets/create', '/snippets/abc/edit', '/profile', '/saved-snippets'])(
    '%s requires login',
    async (path) => {
      mockApi();
      const app = renderApp(path);
      await screen.findByRole('heading', { name: 'Welcome back' });
      expect(app.router.state.location.pathname).toBe('/login');
    },
  );

  it('lets a member in', async () => {
    mockApi({ ...profileOk, 'GET /api/users/profile': () => ({ body: { user: buildUser() } }) });
    renderApp('/profile', { signedIn: member() });
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
  });

  it.each(['/login', '/register'])('sends a member away from %s to Home', async (path) => {
    mockApi(profileOk);
    const app = renderApp(path, { signedIn: member() });
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('treats an expired stored token as logged out and clears it', async () => {
    mockApi();
    const app = renderApp('/profile', { signedIn: { token: buildToken(-5), user: buildUser() } });
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(app.router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('a 401 on the startup profile check clears the session and goes to /login', async () => {
    mockApi({
      'GET /api/auth/profile': () => ({ status: 401, body: { message: 'Authentication required' } }),
    });
    const app = renderApp('/', { signedIn: member() });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2F'));
  });

  it.each([
    ['a 500', () => ({ status: 500, body: { message: 'boom' } })],
    ['a network failure', () => 'network-error' as const],
    [
      'an aborted request (the page reloading)',
      () => Promise.reject(new DOMException('aborted', 'AbortError')),
    ],
  ] satisfies [string, () => MockAnswer | Promise<MockAnswer>][])(
    '%s on the startup profile check keeps the member signed in',
    async (_, answer) => {
      const signedIn = member();
      let checked = false;
      mockApi({
        'GET /api/auth/profile': () => {
          checked = true;
          return answer();
        },
      });
      const app = renderApp('/', { signedIn });
      await waitFor(() => expect(checked).toBe(true));
      await waitFor(() => expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument());
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(signedIn.token);
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(signedIn.user);
      expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
      expect(app.location()).toBe('/');
    },
  );

  it('a 401 from any later call logs out and goes to /login', async () => {
    mockApi({
      ...profileOk,
      'GET /api/users/profile': () => ({ status: 401, body: { message: 'Authentication required' } }),
    });
    const app = renderApp('/profile', { signedIn: member() });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('shows the loading overlay while the startup profile check runs', async () => {
    let release: (() => void) | undefined;
    mockApi({
      'GET /api/auth/profile': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { user: buildUser() } });
        }),
    });
    renderApp('/', { signedIn: member() });
    await screen.findByRole('heading', { name: /Share and discover/ });
    await waitFor(() => expect(release).toBeDefined());
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    release?.();
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument());
  });

  it('sets the page title per route', async () => {
    mockApi();
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await waitFor(() => expect(document.title).toBe('Log In – Cloud Snippets'));
  });
});
