import type { Locator, Page } from '@playwright/test';
import { apiCreateSnippet, apiLogin, expect, signIn, test } from '../fixtures';

const header = (page: Page) => page.getByRole('banner');

test.describe('Quick search', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('search-button').click();
    await expect(page.getByRole('dialog', { name: 'Quick Search' })).toBeVisible();
  });

  test('Enter searches the snippets from page 1', async ({ page }) => {
    const input = page.getByTestId('quick-search-input');
    await expect(input).toBeFocused();
    await input.fill('  lookup rows ');
    await input.press('Enter');
    await expect(page).toHaveURL('/snippets?search=lookup+rows&page=1');
    await expect(page.getByTestId('quick-search-dialog')).toBeHidden();
  });

  test('the Search button searches too', async ({ page }) => {
    await page.getByTestId('quick-search-input').fill('apex trigger');
    await page.getByTestId('quick-search-submit').click();
    await expect(page).toHaveURL('/snippets?search=apex+trigger&page=1');
    await expect(page.getByTestId('quick-search-dialog')).toBeHidden();
  });

  test('a blank query does nothing', async ({ page }) => {
    const input = page.getByTestId('quick-search-input');
    await input.fill('   ');
    await input.press('Enter');
    await page.getByTestId('quick-search-submit').click();
    await expect(page.getByTestId('quick-search-dialog')).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('Escape closes it and gives focus back to the Search button', async ({ page }) => {
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('quick-search-dialog')).toBeHidden();
    await expect(page.getByTestId('search-button')).toBeFocused();
    await expect(page).toHaveURL('/');
  });
});

test.describe('Navigation bar', () => {
  test('Browse Snippets opens a menu of the two clouds and View All', async ({ page }) => {
    await page.goto('/');
    const button = page.getByTestId('browse-menu-button');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByTestId('browse-menu-button-panel');
    await expect(menu.getByRole('link', { name: 'Marketing Cloud', exact: true })).toHaveAttribute(
      'href',
      '/snippets?platform=sfmc',
    );
    await expect(menu.getByRole('link', { name: 'Sales & Service Cloud' })).toHaveAttribute(
      'href',
      '/snippets?platform=crm',
    );
    await expect(menu.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/snippets');

    await menu.getByRole('link', { name: 'Sales & Service Cloud' }).click();
    await expect(page).toHaveURL('/snippets?platform=crm');
    await expect(menu).toBeHidden();
  });

  test('the menus work from the keyboard', async ({ page }) => {
    await page.goto('/');
    const button = page.getByTestId('browse-menu-button');
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByTestId('browse-menu-button-panel');
    await expect(menu.getByRole('link', { name: 'Marketing Cloud' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'Sales & Service Cloud' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('link', { name: 'View All' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/snippets');
  });

  test('Resources lists the documentation and Community on wide screens, and is gone on narrower ones', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByTestId('resources-menu-button').click();
    const menu = page.getByTestId('resources-menu-button-panel');
    for (const name of ['AMPscript', 'SSJS', 'Apex', 'LWC', 'Marketing Cloud API']) {
      const link = menu.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', /^https:\/\/developer\.salesforce\.com\//);
    }
    await menu.getByRole('link', { name: 'Community' }).click();
    await expect(page).toHaveURL('/community');

    await page.setViewportSize({ width: 900, height: 800 });
    await expect(page.getByTestId('browse-menu-button')).toBeVisible();
    await expect(page.getByTestId('resources-menu-button')).toBeHidden();
  });

  test('a member gets Create Snippet and a user menu with their pages', async ({ page, member }) => {
    await signIn(page, member);
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: 'Create Snippet' })).toHaveAttribute(
      'href',
      '/snippets/create',
    );
    await expect(header(page).getByRole('link', { name: 'Log In', exact: true })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'Register', exact: true })).toHaveCount(0);

    await page.getByTestId('user-menu-button').click();
    await expect(page.getByTestId('user-menu-email')).toHaveText(member.email);
    await expect(page.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    await expect(page.getByRole('link', { name: 'My Snippets' })).toHaveAttribute(
      'href',
      `/snippets?author=${member.username}`,
    );
    await expect(page.getByRole('link', { name: 'Saved Snippets' })).toHaveAttribute(
      'href',
      '/saved-snippets',
    );
    await page.getByRole('link', { name: 'Saved Snippets' }).click();
    await expect(page).toHaveURL('/saved-snippets');
    await expect(page.getByRole('heading', { level: 1, name: 'Saved Snippets' })).toBeVisible();
  });
});

test.describe('Mobile menu (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('mirrors the navigation for a visitor and closes when the route changes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('browse-menu-button')).toBeHidden();
    const toggle = page.getByTestId('mobile-menu-toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Marketing Cloud', exact: true })).toHaveAttribute(
      'href',
      '/snippets?platform=sfmc',
    );
    await expect(menu.getByRole('link', { name: 'Sales & Service Cloud' })).toHaveAttribute(
      'href',
      '/snippets?platform=crm',
    );
    await expect(menu.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/snippets');
    await expect(menu.getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/community');
    await expect(menu.getByRole('link', { name: /^Apex/ })).toHaveAttribute('target', '_blank');
    await expect(menu.getByRole('link', { name: 'Log In', exact: true })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('link', { name: 'Register', exact: true })).toHaveAttribute(
      'href',
      '/register',
    );

    await menu.getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL('/snippets');
    await expect(page.getByTestId('mobile-menu')).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test("shows a member's email, pages and Logout", async ({ page, member }) => {
    await signIn(page, member);
    await page.goto('/');
    await page.getByTestId('mobile-menu-toggle').click();
    const menu = page.getByTestId('mobile-menu');
    await expect(page.getByTestId('mobile-menu-email')).toHaveText(member.email);
    await expect(menu.getByRole('link', { name: 'Create Snippet' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My Snippets' })).toHaveAttribute(
      'href',
      `/snippets?author=${member.username}`,
    );
    await expect(menu.getByRole('link', { name: 'Log In', exact: true })).toHaveCount(0);

    await menu.getByRole('link', { name: 'My Profile' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(menu).toBeHidden();

    await page.getByTestId('mobile-menu-toggle').click();
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    // The menu closes when the new page has rendered (its module may still be loading when the address changes): a
    // press before then is undone by that close.
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expect(menu).toBeHidden();
    await page.getByTestId('mobile-menu-toggle').click();
    await expect(menu.getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
  });

  test('closes on Escape, from its button or inside it, and the focus returns to its button', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByTestId('mobile-menu-toggle');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Marketing Cloud', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('closes when the window grows to 768 px or more', async ({ page }) => {
    await page.goto('/terms');
    await page.getByTestId('mobile-menu-toggle').click();
    await expect(page.getByTestId('mobile-menu')).toBeVisible();

    await page.setViewportSize({ width: 767, height: 740 });
    await expect(page.getByTestId('mobile-menu')).toBeVisible();

    await page.setViewportSize({ width: 768, height: 740 });
    await expect(page.getByTestId('mobile-menu')).toBeHidden();
    await expect(page.getByTestId('browse-menu-button')).toBeVisible();

    // Back on a phone, it stays closed until asked for.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByTestId('mobile-menu-toggle')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('mobile-menu')).toBeHidden();
  });
});

test.describe('404 page', () => {
  test('offers Return to Home, Go Back and a search box', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveTitle('Page Not Found – Cloud Snippets');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');

    await page.goto('/still/missing');
    await page.getByTestId('not-found-search-input').fill('journey builder');
    await page.getByTestId('not-found-search-submit').click();
    await expect(page).toHaveURL('/snippets?search=journey+builder');
  });

  test('Go Back on a first visit goes Home rather than off the site', async ({ page }) => {
    await page.goto('/missing-page');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a blank search stays on the page', async ({ page }) => {
    await page.goto('/missing-page');
    await page.getByTestId('not-found-search-input').fill('  ');
    await page.getByTestId('not-found-search-submit').click();
    await expect(page).toHaveURL('/missing-page');
  });
});

test.describe('Titles and meta', () => {
  const TITLES: [string, string][] = [
    ['/', 'Salesforce code snippets – Cloud Snippets'],
    ['/login', 'Log In – Cloud Snippets'],
    ['/register', 'Register – Cloud Snippets'],
    ['/forgot-password', 'Forgot Password – Cloud Snippets'],
    ['/community', 'Community Guidelines – Cloud Snippets'],
    ['/resources', 'Resources – Cloud Snippets'],
    ['/contact', 'Contact Us – Cloud Snippets'],
    ['/terms', 'Terms of Service – Cloud Snippets'],
    ['/privacy', 'Privacy Policy – Cloud Snippets'],
    ['/nothing-here', 'Page Not Found – Cloud Snippets'],
  ];

  test('every page has its own title and a description', async ({ page }) => {
    await page.goto('/');
    for (const [path, title] of TITLES) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /\S{3,}/);
    }
  });

  test('the title follows in-app navigation', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await expect(page).toHaveTitle('Terms of Service – Cloud Snippets');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveTitle('Privacy Policy – Cloud Snippets');
    await header(page).getByRole('link', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveTitle('Log In – Cloud Snippets');
  });
});

test.describe('Footer and API documentation', () => {
  test('links to Terms, Privacy and Contact, and opens the API documentation in a new tab', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');

    const apiDocs = footer.getByRole('link', { name: /API Documentation/ });
    await expect(apiDocs).toHaveAttribute('href', '/api/docs');
    await expect(apiDocs).toHaveAttribute('target', '_blank');
    await expect(apiDocs).toHaveAttribute('rel', /noopener/);

    const [docs] = await Promise.all([context.waitForEvent('page'), apiDocs.click()]);
    await docs.waitForLoadState();
    await expect(docs).toHaveURL(/\/api\/docs/);
    await expect(docs.getByRole('heading', { name: /Cloud Snippets API/ })).toBeVisible();
  });

  test('/api/docs renders Swagger UI under the Content-Security-Policy', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    const response = await page.goto('/api/docs');
    expect(response?.headers()['content-security-policy']).toBeTruthy();
    await expect(page.getByRole('heading', { name: /Cloud Snippets API/ })).toBeVisible();
    // The operations of the accounts API are listed.
    await expect(page.getByText('/api/auth/login').first()).toBeVisible();
    expect(problems.filter((text) => /Content.Security.Policy|Refused to/i.test(text))).toEqual([]);
    expect(problems).toEqual([]);
  });
});

/** Holds the start-up profile check (the stored session's) until the returned function is called. */
async function holdSessionCheck(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/profile', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Stops Chromium's animation clock: an animation that has not started stays in its delay for as long as the test needs
 * it there (the loading overlay's 150 ms), whatever the machine's load.
 */
async function holdAnimations(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Animation.enable');
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 0 });
}

/** A person's click at the element's place: a locator's click would wait for whatever covers it to go. */
async function clickWhereItIs(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('the element is not on the page');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test.describe('Loading overlay', () => {
  test('covers the page while a stored session is being checked', async ({ page, member }) => {
    await signIn(page, member);
    const release = await holdSessionCheck(page);
    await page.goto('/');
    await expect(page.getByTestId('loading-overlay')).toBeVisible();
    release();
    await expect(page.getByTestId('loading-overlay')).toBeHidden();
    await expect(page.getByTestId('user-menu-button')).toBeVisible();
  });

  test('lets clicks through until it shows: a member likes, saves and follows a link meanwhile', async ({
    page,
    member,
  }) => {
    const { token } = await apiLogin(page.request, member);
    const snippet = await apiCreateSnippet(page.request, token);
    await signIn(page, member);
    await holdAnimations(page);
    const release = await holdSessionCheck(page);
    await page.goto(`/snippets/${snippet.slug}`);
    const overlay = page.getByTestId('loading-overlay');
    await expect(overlay).toBeAttached();
    await expect(overlay).toHaveCSS('opacity', '0');

    // The stored session is the member's while the server is asked: the clicks act for them, none goes to /login.
    const like = page.getByTestId('like-button');
    await clickWhereItIs(page, like);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    const save = page.getByTestId('save-button');
    await clickWhereItIs(page, save);
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Snippet saved successfully' }),
    ).toBeVisible();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(`/snippets/${snippet.slug}`);
    await clickWhereItIs(page, page.getByTestId('snippet-author'));
    await expect(page).toHaveURL(`/users/${member.username}`);

    release();
    await expect(overlay).toHaveCount(0);
    await expect(page.getByTestId('user-menu-button')).toBeVisible();
    const response = await page.request.get(`/api/snippets/${snippet.slug}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { snippet: kept } = (await response.json()) as { snippet: { isLiked: boolean; isSaved: boolean } };
    expect(kept).toMatchObject({ isLiked: true, isSaved: true });
  });
});
