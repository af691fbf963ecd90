import { expect, signIn, storedSession, test } from '../fixtures';
import { STORAGE_KEYS } from '../../contract/src/constants';

const PROTECTED_PAGES = [
  { path: '/profile', heading: 'My Profile' },
  { path: '/saved-snippets', heading: 'Saved Snippets' },
  { path: '/snippets/create', heading: 'Create Snippet' },
];

test.describe('Pages for members only', () => {
  for (const { path, heading } of PROTECTED_PAGES) {
    test(`${path} sends a visitor to log in, and back to ${path} after signing in`, async ({
      page,
      member,
    }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

      await page.getByLabel('Email or username').fill(member.username);
      await page.getByLabel('Password').fill(member.password);
      await page.getByRole('button', { name: 'Sign in' }).click();

      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('the redirect keeps the query string of the page asked for', async ({ page, member }) => {
    await page.goto('/profile?tab=snippets');
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/profile?tab=snippets')}`);
    await page.getByLabel('Email or username').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/profile?tab=snippets');
  });

  test('a redirect to another site is ignored: the member lands Home', async ({ page, member }) => {
    await page.goto('/login?redirect=//evil.example/phish');
    await page.getByLabel('Email or username').fill(member.username);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a signed-in member reaches them directly', async ({ page, member }) => {
    await signIn(page, member);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-username')).toHaveText(member.username);
  });

  test('/snippets?author=me asks a visitor to log in first', async ({ page, member }) => {
    // SPEC §2: author=me requires login.
    await page.goto('/snippets?author=me');
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/snippets?author=me')}`);
    await page.getByLabel('Email or username').fill(member.username);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/snippets?author=me');
  });
});

test.describe('Pages for visitors only', () => {
  for (const path of ['/login', '/register']) {
    test(`${path} sends a signed-in member Home`, async ({ page, member }) => {
      await signIn(page, member);
      await page.goto(path);
      await expect(page).toHaveURL('/');
      await expect(page.getByTestId('user-menu-button')).toBeVisible();
    });
  }
});

test.describe('Losing the session', () => {
  test('a token revoked elsewhere logs the member out on the next call and shows the login page', async ({
    page,
    member,
    playwright,
    baseURL,
  }) => {
    const { token } = await signIn(page, member);
    // After hydrating the visitor's page the app asks for the member's own state, and the home page for their
    // Following feed: both must answer before the session is revoked, or one of them is the call that meets the 401
    // (on a loaded machine the feed's request left after the revocation).
    const memberCall = (path: string) => page.waitForResponse((response) => response.url().includes(path));
    const memberCalls = Promise.all([memberCall('/api/auth/profile'), memberCall('/api/snippets/following')]);
    await page.goto('/');
    for (const response of await memberCalls) expect(response.status()).toBe(200);
    await expect(page.getByTestId('user-menu-button')).toBeVisible();

    // Another client (say, a second device) logs this session out.
    const elsewhere = await playwright.request.newContext({ baseURL });
    const logout = await elsewhere.post('/api/auth/logout', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(logout.status()).toBe(200);
    await elsewhere.dispose();

    // The app still believes it is signed in until its next call to the API answers 401.
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('link', { name: 'My Profile' }).click();

    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/profile')}`);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });

  test('a revoked token found at startup is cleared and the visitor goes to log in', async ({
    page,
    member,
    playwright,
    baseURL,
  }) => {
    const { token } = await signIn(page, member);
    const elsewhere = await playwright.request.newContext({ baseURL });
    await elsewhere.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
    await elsewhere.dispose();

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });

  test('a token that expires while the app is open ends the session', async ({ page, member }) => {
    await page.clock.install();
    const { expiresAt } = await signIn(page, member);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-username')).toHaveText(member.username);

    await page.clock.fastForward(new Date(expiresAt).getTime() - Date.now() + 60_000);
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/profile')}`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });

  test('an expired token in storage is cleared at startup without asking the server', async ({ page }) => {
    const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const expired = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: 'someone', exp: Math.floor(Date.now() / 1000) - 60 })}.c2lnbmF0dXJl`;
    await page.addInitScript(
      ({ keys, token }) => {
        if (sessionStorage.getItem('e2e.seeded')) return;
        sessionStorage.setItem('e2e.seeded', '1');
        localStorage.setItem(keys.token, token);
        localStorage.setItem(
          keys.user,
          JSON.stringify({ _id: 'x', username: 'ghost', email: 'ghost@example.test' }),
        );
      },
      { keys: STORAGE_KEYS, token: expired },
    );
    const profileChecks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/profile')) profileChecks.push(request.url());
    });

    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
    await expect(page.getByText('ghost')).toHaveCount(0);
    await expect.poll(() => storedSession(page)).toEqual({ token: null, user: null });
    expect(profileChecks).toEqual([]);
    await expect(page).toHaveURL('/');
  });
});
