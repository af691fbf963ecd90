import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';

const toastText = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/**
 * Visibility from a browser (decision 042): a member makes a snippet unlisted (it leaves browse and search, its
 * address becomes unguessable, a visitor with the link still reads it), then private (a visitor is told it does
 * not exist, its author still opens it from the link), then public again.
 */
test('a member makes a snippet unlisted, then private, then public again', async ({
  page,
  member,
  browser,
}) => {
  await signIn(page, member);
  const word = `vis${randomBytes(4).toString('hex')}`;
  const title = `Unlisted greeting ${word}`;

  await page.goto('/snippets/create');
  const form = page.getByTestId('snippet-form');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Platform').selectOption('sfmc');
  await form.getByLabel('Category').selectOption('scripting');
  await form.getByLabel('Language').selectOption('ampscript');
  await form.getByLabel('Description').fill('Only people with the link should see this greeting.');
  const editor = form.locator('.cm-content[data-testid="code-editor"]');
  await editor.fill("%%[ SET @name = 'World' ]%%\nHello %%=v(@name)=%%!");
  await expect(form.getByRole('radio', { name: /^Public/ })).toBeChecked();
  await form.getByRole('radio', { name: /^Unlisted/ }).check();
  await form.getByRole('button', { name: 'Create Snippet' }).click();

  await expect(page).toHaveURL(new RegExp(`/snippets/unlisted-greeting-${word}-[0-9a-f]{24}$`));
  const address = new URL(page.url()).pathname;
  const link = page.url();
  await expect(page.getByTestId('visibility-badge')).toHaveText('Unlisted');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  // Not in browse or search, even for its author; in their own list, marked.
  await page.goto(`/snippets?search=${word}`);
  await expect(page.getByText('No snippets found')).toBeVisible();
  await page.goto('/snippets?author=me');
  await expect(
    page.getByTestId('snippet-card').filter({ hasText: title }).getByTestId('visibility-badge'),
  ).toHaveText('Unlisted');

  // A visitor with the link reads it.
  const visitor = await browser.newPage();
  const read = await visitor.goto(link);
  expect(read?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);

  // Private: the visitor is told it does not exist; its author opens the same link and reads it.
  await page.goto(`${address}/edit`);
  await page
    .getByTestId('snippet-form')
    .getByRole('radio', { name: /^Private/ })
    .check();
  await page.getByTestId('snippet-form').getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('visibility-badge')).toHaveText('Private');
  await expect(page.getByTestId('raw-link')).toHaveCount(0);
  // Its author still downloads it: the button fetches the zip with their session.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-link').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${address.split('/').pop()}.zip`);
  const gone = await visitor.goto(link);
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Snippet not found');
  // A fresh load is rendered for a visitor (404), then asked again with the author's session.
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('visibility-badge')).toHaveText('Private');

  // Public again: in search, at the same address.
  await page.goto(`${address}/edit`);
  await page
    .getByTestId('snippet-form')
    .getByRole('radio', { name: /^Public/ })
    .check();
  await page.getByTestId('snippet-form').getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, 'Snippet updated successfully!')).toBeVisible();
  await expect(page.getByTestId('visibility-badge')).toHaveCount(0);
  expect((await visitor.goto(link))?.status()).toBe(200);
  await visitor.goto(new URL(`/snippets?search=${word}`, link).href);
  await expect(visitor.getByTestId('snippet-card').filter({ hasText: title })).toBeVisible();
  await visitor.close();
});
