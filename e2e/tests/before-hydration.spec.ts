import type { Page, Request } from '@playwright/test';
import { NO_SCRIPT, PAGE_LOADING, VALIDATION } from '../../contract/src/messages';
import { builtChunk, expect, newCredentials, test, waitForHydration } from '../fixtures';

/** Every URL the page asks for from here on, navigations included. */
function requestedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  return urls;
}

/** Holds the built chunk of a source module until the returned function lets it go. */
async function holdChunk(page: Page, source: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${builtChunk(source)}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** What a person types into a form: each value unique to the test, so it can be looked for anywhere. */
const typed = (label: string) => `${label}-${Date.now().toString(36)}`;

test.describe('without JavaScript, a form that needs the app sends nothing anywhere', () => {
  test.use({ javaScriptEnabled: false });

  const forms: { path: string; note: string; fields: Record<string, string>; button: RegExp }[] = [
    {
      path: '/login',
      note: NO_SCRIPT.signIn,
      fields: { 'Email or username': typed('who'), Password: typed('Secret#1') },
      button: /^sign in$/i,
    },
    {
      path: '/register',
      note: NO_SCRIPT.register,
      fields: { Username: typed('newcomer'), Email: `${typed('mail')}@example.test` },
      button: /create account/i,
    },
    {
      path: '/forgot-password',
      note: NO_SCRIPT.passwordReset,
      fields: { Email: `${typed('forgot')}@example.test` },
      button: /send me a link/i,
    },
    {
      path: '/contact',
      note: NO_SCRIPT.contact,
      fields: { Name: typed('name'), Subject: typed('subject'), Message: typed('a message long enough') },
      button: /send message/i,
    },
  ];

  for (const form of forms) {
    test(`${form.path}: says so, and neither the button nor Enter sends what was typed`, async ({ page }) => {
      await page.goto(form.path);
      // Playwright's text locators pass over <noscript>; its paragraph is what a reader sees.
      await expect(page.locator('form noscript p')).toHaveText(form.note);
      await expect(page.locator('form noscript p')).toBeVisible();
      const urls = requestedUrls(page);
      for (const [label, value] of Object.entries(form.fields)) {
        await page.getByLabel(label, { exact: true }).fill(value);
      }
      // A button the form renders disabled until it is valid (registration) cannot send it either.
      const button = page.getByRole('button', { name: form.button });
      if (await button.isEnabled()) await button.click();
      await page.getByLabel(Object.keys(form.fields)[0]!, { exact: true }).press('Enter');
      // A navigation would have been asked for by now; give the browser a condition to settle on.
      await page.waitForLoadState('load');
      expect(new URL(page.url()).pathname).toBe(form.path);
      expect(new URL(page.url()).search).toBe('');
      for (const value of Object.values(form.fields)) {
        const leaked = urls.filter((url) => decodeURIComponent(url).includes(value));
        expect(leaked, `${value} in a request URL`).toEqual([]);
      }
    });
  }

  test('the browse filters are a GET form: Apply loads the filtered list', async ({ page }) => {
    await page.goto('/snippets');
    await page.getByTestId('filter-platform').selectOption('sfmc');
    await page.getByTestId('filter-sort').selectOption('popular');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/snippets\?(.*&)?platform=sfmc/);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('popular');
    await expect(page.getByTestId('filter-platform')).toHaveValue('sfmc');
  });

  test('on a phone the filters are shown, since the Filters button cannot unfold them', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/snippets');
    await expect(page.getByTestId('filter-platform')).toBeVisible();
    await expect(page.getByTestId('filters-toggle')).toBeHidden();
  });

  test('the search box searches, and so does the 404 page’s', async ({ page }) => {
    await page.goto('/snippets');
    await page.getByTestId('browse-search').fill('lookup');
    await page.getByTestId('browse-search').press('Enter');
    await expect(page).toHaveURL(/\/snippets\?search=lookup/);
    await page.goto('/no-such-page');
    await page.getByTestId('not-found-search-input').fill('trigger');
    await page.getByTestId('not-found-search-submit').click();
    await expect(page).toHaveURL(/\/snippets\?search=trigger/);
  });
});

test.describe('in the moment before the app runs', () => {
  /** Holds every module of the app for two seconds: the page is painted and readable, its script not yet run. */
  async function delayTheApp(page: Page) {
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
  }
  const isHydrated = (page: Page) => page.locator('html[data-hydrated]').count().then(Boolean);

  test('a sign-in typed and sent before hydration is sent once after it, with what was typed', async ({
    page,
    member,
  }) => {
    await delayTheApp(page);
    const urls = requestedUrls(page);
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) logins.push(request.postData() ?? '');
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email or username').fill(member.username);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    expect(await isHydrated(page), 'the app had not run yet').toBe(false);
    await expect(page.locator('form[aria-label="Sign in"]')).toHaveAttribute('aria-busy', 'true');

    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
    expect(logins).toHaveLength(1);
    expect(JSON.parse(logins[0]!)).toMatchObject({ identifier: member.username, password: member.password });
    expect(urls.filter((url) => url.includes(member.password) || url.includes('password='))).toEqual([]);
  });

  test('a registration typed before hydration is what the form holds and checks after it', async ({
    page,
  }) => {
    await delayTheApp(page);
    await page.goto('/register', { waitUntil: 'commit' });
    const credentials = newCredentials('early');
    await page.getByLabel('Username').fill(credentials.username);
    await page.getByLabel('Email').fill('not-an-address');
    expect(await isHydrated(page)).toBe(false);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await expect(page.getByLabel('Username')).toHaveValue(credentials.username);
    await expect(page.getByLabel('Email')).toHaveValue('not-an-address');
    await expect(page.getByText(VALIDATION.emailInvalid)).toBeVisible();
  });

  test('a platform picked in the browse filters before hydration is applied after it', async ({ page }) => {
    await delayTheApp(page);
    await page.goto('/snippets', { waitUntil: 'commit' });
    await page.getByTestId('filter-platform').selectOption('crm');
    expect(await isHydrated(page)).toBe(false);
    await expect(page).toHaveURL(/platform=crm/, { timeout: 30_000 });
    await expect(page.getByTestId('filter-platform')).toHaveValue('crm');
  });

  test('a press of Save before hydration says the page is still loading, and the note goes once it runs', async ({
    page,
  }) => {
    const response = await page.request.get('/api/snippets?limit=1');
    const [snippet] = ((await response.json()) as { snippets: { slug: string }[] }).snippets;
    await delayTheApp(page);
    await page.goto(`/snippets/${snippet!.slug}`, { waitUntil: 'commit' });
    await page.getByTestId('save-button').click();
    expect(await isHydrated(page)).toBe(false);
    await expect(page.getByRole('status').filter({ hasText: PAGE_LOADING.stillLoading })).toBeVisible();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await expect(page.getByText(PAGE_LOADING.stillLoading)).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(`/snippets/${snippet!.slug}`);
  });

  test('the buttons of a part hydrated after the page say it is still loading until that part runs', async ({
    page,
  }) => {
    const response = await page.request.get('/api/snippets?limit=1');
    const [snippet] = ((await response.json()) as { snippets: { slug: string }[] }).snippets;
    // The chunk of Like, Save and Fork is held until the test lets it go: the page hydrates without it.
    const release = await holdChunk(page, 'src/features/snippets/components/snippet-actions.tsx');
    // Another late part with a button (Copy code), held too and let go after the press.
    const releaseCopy = await holdChunk(page, 'src/components/ui/copy-button.tsx');
    await page.goto(`/snippets/${snippet!.slug}`, { waitUntil: 'commit' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    const actions = page.locator('[data-app-pending]').filter({ has: page.getByTestId('like-button') });
    await expect(actions, 'the page hydrated before its buttons').toHaveCount(1);
    await page.getByTestId('like-button').click();
    await expect(page.getByRole('status').filter({ hasText: PAGE_LOADING.stillLoading })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/snippets/${snippet!.slug}`);
    // Another part hydrating meanwhile does not take the answer to this press away: it stays until its own part has.
    const copyPart = page
      .locator('[data-app-pending]')
      .filter({ has: page.getByRole('button', { name: 'Copy code' }) });
    expect(await copyPart.count()).toBeGreaterThan(0);
    releaseCopy();
    await expect(copyPart).toHaveCount(0);
    await expect(actions).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: PAGE_LOADING.stillLoading })).toBeVisible();

    release();
    await waitForHydration(page);
    await expect(page.getByText(PAGE_LOADING.stillLoading)).toHaveCount(0);
    // Now it answers: a guest who likes is asked to sign in (SPEC §4).
    await page.getByTestId('like-button').click();
    await expect(page).toHaveURL(/\/login\?/);
  });
});
