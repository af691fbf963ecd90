import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';

const DEMO_MEMBER = 'ampscript_amy';

/** A global message (toast). */
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A real PNG of `size`×`size` pixels in one colour, built byte by byte (no image library needed). */
function pngOf(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('Public profile', () => {
  test('a visitor sees the member, stats, ranked top snippets and their snippets paged and sorted', async ({
    page,
  }) => {
    const api = await page.request.get(`/api/users/${DEMO_MEMBER}`);
    const { user } = (await api.json()) as {
      user: {
        stats: { totalSnippets: number; totalViews: number; totalLikes: number };
        topLanguages: string[];
      };
    };

    await page.goto(`/users/${DEMO_MEMBER}`);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_MEMBER })).toBeVisible();
    await expect(page).toHaveTitle(`${DEMO_MEMBER}'s profile – Cloud Snippets`);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
      'content',
      user.topLanguages.slice(0, 3).join(', '),
    );
    await expect(page.getByTestId('profile-member-since')).toHaveText(/^Member since [A-Z][a-z]+ \d{4}$/);
    await expect(page.getByTestId('profile-website')).toHaveAttribute('rel', 'nofollow ugc noopener');
    await expect(page.getByTestId('stat-snippets')).toHaveText(
      user.stats.totalSnippets.toLocaleString('en-US'),
    );
    await expect(page.getByTestId('stat-views')).toHaveText(user.stats.totalViews.toLocaleString('en-US'));
    await expect(page.getByTestId('stat-likes')).toHaveText(user.stats.totalLikes.toLocaleString('en-US'));
    await expect(page.getByTestId('top-snippets').getByRole('listitem')).toHaveCount(5);
    await expect(page.getByTestId('rank-badge')).toHaveCount(3);
    await expect(page.getByTestId('edit-profile-button')).toHaveCount(0);
    await expect(page.getByText('Change photo')).toHaveCount(0);

    const cards = page.getByTestId('user-snippets').getByTestId('snippet-card');
    await expect(cards).toHaveCount(Math.min(10, user.stats.totalSnippets));
    await page.getByRole('combobox', { name: 'Sort snippets' }).selectOption('az');
    await expect(page).toHaveURL(`/users/${DEMO_MEMBER}?sort=az`);
    // The previous page stays on screen while the sorted one loads (keepPreviousData): wait for the new order.
    const byReadingOrder = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
    await expect
      .poll(async () => {
        const titles = await cards.getByTestId('snippet-card-link').allTextContents();
        return titles.join('\n') === [...titles].sort(byReadingOrder).join('\n');
      })
      .toBe(true);
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(`/users/${DEMO_MEMBER}?sort=az&page=2`);
    await expect(page.getByTestId('user-snippets-count')).toContainText('page 2 of');
    await expect(cards.first()).toBeVisible();
  });

  test('/user/{username} is the same profile, and an unknown member goes to the 404 page', async ({
    page,
  }) => {
    await page.goto(`/user/${DEMO_MEMBER}`);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_MEMBER })).toBeVisible();
    // Opened directly, the server answers 404 with the 404 page at the member's address.
    const response = await page.goto('/users/no_such_member_here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('a top contributor card on the home page opens the profile', async ({ page }) => {
    await page.goto('/');
    const card = page.getByTestId('contributor-card').first();
    const name = (await card.locator('span.truncate').textContent())!.trim();
    await card.click();
    await expect(page).toHaveURL(`/users/${name}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});

test.describe('Own profile', () => {
  test('the owner edits the profile: an http(s) website only, saved and shown after a reload', async ({
    page,
    member,
  }) => {
    await signIn(page, member);
    await page.goto(`/users/${member.username.toUpperCase()}`);
    await expect(page.getByTestId('profile-summary').getByTestId('avatar-initial')).toHaveText(
      member.username[0]!,
    );
    await expect(page.getByRole('link', { name: 'Create New Snippet' }).first()).toHaveAttribute(
      'href',
      '/snippets/create',
    );
    await page.getByTestId('edit-profile-button').click();
    const form = page.getByTestId('profile-form');
    await form.getByLabel('Bio').fill('I write AMPscript for a living.');
    await form.getByLabel('Company').fill('Acme Email');
    await form.getByLabel('Location').fill('Lisbon');
    await form.getByLabel('Website').fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(form.getByText('Website must be a valid http(s) URL')).toBeVisible();

    await form.getByLabel('Website').fill('https://acme.example');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(toast(page, 'Profile updated successfully')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(page.getByTestId('profile-bio')).toHaveText('I write AMPscript for a living.');
    await expect(page.getByTestId('profile-company')).toContainText('Acme Email');

    await page.reload();
    await expect(page.getByTestId('profile-location')).toContainText('Lisbon');
    const website = page.getByTestId('profile-website');
    await expect(website).toHaveText('acme.example');
    await expect(website).toHaveAttribute('href', 'https://acme.example');
  });

  test('the owner uploads an avatar and sees it; the navbar follows', async ({ page, member }) => {
    await signIn(page, member);
    await page.goto(`/users/${member.username}`);
    const input = page.getByTestId('avatar-input');
    await expect(page.getByText('Shown at up to 512x512 px')).toBeVisible();
    const upload = page.waitForResponse((response) => response.url().endsWith('/api/users/avatar'));
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngOf(64, [1, 118, 211]) });
    expect((await upload).status()).toBe(200);
    await expect(toast(page, 'Profile image updated successfully')).toBeVisible();

    const avatar = page.getByRole('img', { name: `${member.username}'s avatar` });
    await expect(avatar).toHaveAttribute('src', /^\/media\/avatars\/[0-9a-f]{64}\.webp$/);
    await expect
      .poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(input).toHaveValue('');
    const navbarAvatar = page.getByTestId('user-menu-button').locator('img');
    await expect(navbarAvatar).toHaveAttribute('src', (await avatar.getAttribute('src'))!);
  });

  test('a file that is not an image, or is 1 MB or more, is refused before any upload', async ({
    page,
    member,
  }) => {
    await signIn(page, member);
    await page.goto(`/users/${member.username}`);
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/users/avatar')) uploads += 1;
    });
    const input = page.getByTestId('avatar-input');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByTestId('avatar-error')).toHaveText('Please select an image file');
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([pngOf(8, [0, 0, 0]), Buffer.alloc(1_048_576)]),
    });
    await expect(page.getByTestId('avatar-error')).toHaveText('Image size should be less than 1MB');
    expect(uploads).toBe(0);
    await expect(page.getByTestId('profile-summary').getByTestId('avatar-initial')).toBeVisible();
  });

  test('a file that only claims to be an image is refused by the server and the avatar stays', async ({
    page,
    member,
  }) => {
    await signIn(page, member);
    await page.goto(`/users/${member.username}`);
    await page
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
    await expect(page.getByTestId('avatar-error')).not.toBeEmpty();
    await expect(page.getByTestId('profile-summary').getByTestId('avatar-initial')).toBeVisible();
  });
});

test.describe('/profile settings', () => {
  test('changes the password, then deletes the account after confirmation', async ({ page, member }) => {
    await signIn(page, member);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-email')).toHaveText(member.email);

    const password = page.getByTestId('password-form');
    await password.getByLabel('Current password').fill('Wrong#pass1');
    await password.getByLabel('New password', { exact: true }).fill('N3w#Snippets');
    await password.getByLabel('Confirm new password').fill('N3w#Snippets');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('Current password is incorrect')).toBeVisible();
    await password.getByLabel('Current password').fill(member.password);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Password changed successfully')).toBeVisible();
    await expect(password.getByLabel('Current password')).toHaveValue('');

    await page.getByTestId('delete-account-button').click();
    const dialog = page.getByTestId('delete-account-dialog');
    await dialog.getByLabel('Password').fill(member.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
    await dialog.getByLabel('Password').fill('N3w#Snippets');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL('/');
    await expect(toast(page, 'Account deleted successfully')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
    const response = await page.request.get(`/api/users/${member.username}`);
    expect(response.status()).toBe(404);
  });
});
