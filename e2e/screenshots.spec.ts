import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { apiRegister, expect, newCredentials, signIn, test, type ApiSession } from './fixtures';
import { ADMIN } from './playwright.config';

/**
 * Not part of `npm test`: run with `npm run screenshots -w e2e`. Writes a full-page PNG of every screen of the
 * shell at 1280 px and 375 px, in the light and the dark theme (`-dark` names), into <repo>/screenshots/
 * (gitignored), for people reviewing how it looks.
 */
const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
mkdirSync(OUT_DIR, { recursive: true });

const WIDTHS = [1280, 375] as const;
const THEMES = ['light', 'dark'] as const;

interface Screen {
  name: string;
  path: string;
  /** true: the demo member; 'fresh': a member registered for the picture (nothing saved, no snippets); 'admin'. */
  signedIn?: boolean | 'fresh' | 'admin';
  /** What to do through the API before the page opens (with the signed-in member's session). */
  setup?: (page: Page, session: ApiSession) => Promise<void>;
  /** What to do before the picture, once the page is up. */
  prepare?: (page: Page, width: number) => Promise<void>;
  /** The picture of the viewport only (for open overlays), not the full page. */
  viewportOnly?: boolean;
  only?: (typeof WIDTHS)[number];
}

/** A demo snippet with seeded discussions (threads with replies, a fenced code block). */
const COMMENTED_SNIPPET = '/snippets/personalized-greeting-with-attributevalue-and-safe-fallbacks';

/** Opens every thread's replies and waits for the Markdown code blocks to be highlighted. */
async function showCommentThreads(page: Page) {
  await expect(page.getByTestId('comment-thread').first()).toBeVisible();
  // The Markdown renderer is a lazy chunk: until it is in, comments show as plain text.
  await expect(page.locator('[data-markdown-pending]')).toHaveCount(0);
  const toggles = page.getByRole('button', { name: /^View \d+ repl(y|ies)$/ });
  while ((await toggles.count()) > 0) await toggles.first().click();
  const code = page.getByTestId('comment-code');
  for (let index = 0; index < (await code.count()); index += 1) {
    await expect(code.nth(index)).toHaveAttribute('data-highlighted', 'true');
  }
}

const SCREENS: Screen[] = [
  { name: 'home', path: '/' },
  { name: 'home-member', path: '/', signedIn: true },
  { name: 'login', path: '/login' },
  {
    name: 'login-error',
    path: '/login',
    prepare: async (page) => {
      await page.getByLabel('Email or username').fill('ampscript_amy');
      await page.getByLabel('Password').fill('Wrong-pass1!');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
    },
  },
  { name: 'register', path: '/register' },
  {
    name: 'register-errors',
    path: '/register',
    prepare: async (page) => {
      await page.getByLabel('Username').fill('ab');
      await page.getByLabel('Email').fill('not-an-address');
      await page.getByLabel('Password', { exact: true }).fill('weakpass');
      await page.getByLabel('Confirm Password').fill('weakpas');
      await page.getByLabel('Confirm Password').blur();
      await expect(page.getByText('Passwords do not match')).toBeVisible();
    },
  },
  {
    name: 'register-valid',
    path: '/register',
    prepare: async (page) => {
      await page.getByLabel('Username').fill('new_member');
      await page.getByLabel('Email').fill('new_member@example.com');
      await page.getByLabel('Password', { exact: true }).fill('Sn1ppets!Rock');
      await page.getByLabel('Confirm Password').fill('Sn1ppets!Rock');
      await page.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
      await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled();
    },
  },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'browse', path: '/snippets' },
  { name: 'browse-search', path: '/snippets?search=lookup&page=1' },
  { name: 'snippet-details', path: '/snippets/some-snippet' },
  { name: 'public-profile', path: '/users/ampscript_amy' },
  { name: 'public-profile-owner', path: '/users/ampscript_amy', signedIn: true },
  {
    name: 'public-profile-owner-editing',
    path: '/users/ampscript_amy',
    signedIn: true,
    prepare: async (page) => {
      await page.getByTestId('edit-profile-button').click();
      await expect(page.getByTestId('profile-form')).toBeVisible();
    },
  },
  { name: 'profile-new-member', path: '/profile', signedIn: 'fresh' },
  { name: 'community', path: '/community' },
  { name: 'resources', path: '/resources' },
  { name: 'contact', path: '/contact' },
  { name: 'terms', path: '/terms' },
  { name: 'privacy', path: '/privacy' },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'profile', path: '/profile', signedIn: true },
  {
    name: 'saved-snippets',
    path: '/saved-snippets',
    signedIn: true,
    setup: async (page, session) => {
      const list = await page.request.get('/api/snippets?limit=4&sort=popular');
      const { snippets } = (await list.json()) as { snippets: { _id: string }[] };
      for (const snippet of snippets) {
        await page.request.post(`/api/snippets/${snippet._id}/save`, {
          headers: { Authorization: `Bearer ${session.token}` },
        });
      }
    },
    prepare: async (page) => {
      await expect(page.getByTestId('saved-grid')).toBeVisible();
    },
  },
  {
    name: 'saved-snippets-empty',
    path: '/saved-snippets',
    signedIn: 'fresh',
    prepare: async (page) => {
      await expect(page.getByTestId('saved-empty')).toBeVisible();
    },
  },
  {
    name: 'contact-member',
    path: '/contact',
    signedIn: true,
  },
  {
    name: 'contact-errors',
    path: '/contact',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
    },
  },
  { name: 'snippet-create', path: '/snippets/create', signedIn: true },
  {
    name: 'snippet-comments',
    path: COMMENTED_SNIPPET,
    signedIn: true,
    setup: async (page, session) => {
      // A thread with Markdown: inline code, a link, and a fenced block with a line wider than a phone.
      const snippet = await page.request.get(`/api/snippets${COMMENTED_SNIPPET.slice('/snippets'.length)}`);
      const { snippet: found } = (await snippet.json()) as { snippet: { _id: string } };
      // Once per run: the 375 px picture reuses the thread of the 1280 px one.
      const list = await page.request.get(`/api/comments/snippet/${found._id}`);
      const { comments } = (await list.json()) as { comments: { content: string }[] };
      if (comments.some((comment) => comment.content.startsWith('For **multi-language**'))) return;
      await page.request.post('/api/comments', {
        headers: { Authorization: `Bearer ${session.token}` },
        data: {
          snippetId: found._id,
          content:
            'For **multi-language** sends we wrap it with `IIF()` — see the [AMPscript guide](https://developer.salesforce.com/docs/marketing/marketing-cloud-ampscript/guide/ampscript.html):\n\n' +
            '```ampscript\n%%[\nSET @greeting = IIF(Empty(@firstName), Concat("Hello ", @fallbackName, ", welcome back to our newsletter"), Concat("Hi ", ProperCase(@firstName)))\n]%%\n```',
        },
      });
    },
    prepare: async (page) => {
      await showCommentThreads(page);
    },
  },
  {
    name: 'snippet-comments-replying',
    path: COMMENTED_SNIPPET,
    signedIn: true,
    only: 375,
    prepare: async (page) => {
      await showCommentThreads(page);
      const thread = page.getByTestId('comment-thread').nth(1);
      await thread.getByRole('button', { name: 'Reply' }).click();
      await expect(thread.getByTestId('reply-form').getByRole('textbox')).toBeFocused();
      await thread
        .getByTestId('reply-form')
        .getByRole('textbox')
        .fill('Thanks, that saved me a support ticket!');
    },
  },
  {
    name: 'snippet-comments-guest',
    path: COMMENTED_SNIPPET,
    prepare: async (page) => {
      await expect(page.getByTestId('comment-guest-prompt')).toBeVisible();
      await showCommentThreads(page);
    },
  },
  {
    name: 'snippet-comments-admin',
    path: COMMENTED_SNIPPET,
    signedIn: 'admin',
    prepare: async (page) => {
      await expect(page.getByTestId('comment-thread').first()).toBeVisible();
      await page.getByRole('button', { name: 'Show Troubleshooting' }).click();
      await expect(page.getByTestId('troubleshooting-panel')).toBeVisible();
    },
  },
  {
    name: 'quick-search-open',
    path: '/',
    viewportOnly: true,
    prepare: async (page) => {
      await page.getByTestId('search-button').click();
      await expect(page.getByTestId('quick-search-input')).toBeFocused();
    },
  },
  {
    name: 'browse-menu-open',
    path: '/',
    viewportOnly: true,
    only: 1280,
    prepare: async (page) => {
      await page.getByTestId('browse-menu-button').click();
      await expect(page.getByTestId('browse-menu-button-panel')).toBeVisible();
    },
  },
  {
    name: 'resources-menu-open',
    path: '/',
    viewportOnly: true,
    only: 1280,
    prepare: async (page) => {
      await page.getByTestId('resources-menu-button').click();
      await expect(page.getByTestId('resources-menu-button-panel')).toBeVisible();
    },
  },
  {
    name: 'user-menu-open',
    path: '/',
    signedIn: true,
    viewportOnly: true,
    only: 1280,
    prepare: async (page) => {
      await page.getByTestId('user-menu-button').click();
      await expect(page.getByTestId('user-menu-email')).toBeVisible();
    },
  },
  {
    name: 'theme-menu-open',
    path: '/',
    viewportOnly: true,
    only: 1280,
    prepare: async (page) => {
      await page.getByTestId('theme-menu-button').click();
      await expect(page.getByTestId('theme-menu-button-panel')).toBeVisible();
    },
  },
  {
    name: 'mobile-menu-open',
    path: '/',
    viewportOnly: true,
    only: 375,
    prepare: async (page) => {
      await page.getByTestId('mobile-menu-toggle').click();
      await expect(page.getByTestId('mobile-menu')).toBeVisible();
    },
  },
  {
    name: 'mobile-menu-open-member',
    path: '/',
    signedIn: true,
    viewportOnly: true,
    only: 375,
    prepare: async (page) => {
      await page.getByTestId('mobile-menu-toggle').click();
      await expect(page.getByTestId('mobile-menu-email')).toBeVisible();
    },
  },
];

const DEMO_MEMBER = {
  username: 'ampscript_amy',
  email: 'ampscript_amy@example.com',
  password: 'CloudDemo#2025',
};

for (const [theme, width] of THEMES.flatMap((theme) => WIDTHS.map((width) => [theme, width] as const))) {
  test.describe(`${width} px, ${theme}`, () => {
    test.use({
      viewport: { width, height: width === 375 ? 812 : 900 },
      reducedMotion: 'reduce',
      colorScheme: theme,
    });

    for (const screen of SCREENS.filter((candidate) => !candidate.only || candidate.only === width)) {
      test(screen.name, async ({ page }) => {
        if (screen.signedIn) {
          const member =
            screen.signedIn === 'fresh'
              ? newCredentials('shot')
              : screen.signedIn === 'admin'
                ? { ...ADMIN, email: '' }
                : DEMO_MEMBER;
          if (screen.signedIn === 'fresh') await apiRegister(page.request, member);
          const session = await signIn(page, member);
          await screen.setup?.(page, session);
        }
        await page.goto(screen.path);
        await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
        await expect(page.locator('main h1').first()).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        await screen.prepare?.(page, width);
        // Avatars and other images finish loading before the picture.
        await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
        // A full-page picture taken scrolled down draws the sticky header mid-page.
        if (!screen.viewportOnly) await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: join(OUT_DIR, `${screen.name}-${width}${theme === 'dark' ? '-dark' : ''}.png`),
          fullPage: !screen.viewportOnly,
          animations: 'disabled',
        });
      });
    }
  });
}
