import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiRegister, expect, signIn, test, waitForHydration } from '../fixtures';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Types over the whole text of the open file in the real editor (CodeMirror). */
async function replaceCode(page: Page, code: string) {
  const editor = page.getByTestId('snippet-form').locator('.cm-content[data-testid="code-editor"]');
  await editor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(code);
  await expect(editor).toContainText(code);
}

/**
 * Files, revisions, forks, downloads and visibility from a browser: an LWC bundle from its template, edited
 * twice, compared per file, restored, forked by another member, downloaded as an SFDX project, then made
 * unlisted.
 */
test('a member builds an LWC bundle from the template, edits, compares, restores, and it is forked', async ({
  page,
  member,
  browser,
  deleteAfterTest,
}) => {
  // Eleven page loads, three saves, a restore, a download and a second member's fork: about 30 s on a quiet machine,
  // and past the 90 s ceiling at load 10 or more.
  test.slow();
  await signIn(page, member);
  const suffix = randomBytes(3).toString('hex');
  const title = `Order card ${suffix}`;
  const bundle = `orderCard${suffix[0]!.toUpperCase()}${suffix.slice(1)}`;
  const names = ['js', 'html', 'css', 'js-meta.xml'].map((ext) => `c/${bundle}/${bundle}.${ext}`);

  await page.goto('/snippets/create');
  const form = page.getByTestId('snippet-form');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('New from template').selectOption('lwc-bundle');
  await expect(form.getByRole('tab')).toHaveText(names);
  await expect(form.getByLabel('Platform')).toHaveValue('crm');
  await form.getByLabel('Description').fill('A record page card that shows an order.');
  await form.getByRole('button', { name: 'Create Snippet' }).click();
  await expect(toast(page, 'Snippet created successfully!')).toBeVisible();
  const slug = `order-card-${suffix}`;
  await expect(page).toHaveURL(`/snippets/${slug}`);
  await expect(page.getByTestId('snippet-file')).toHaveCount(4);
  await expect(page.getByTestId('file-count')).toHaveText('4 files');
  const htmlPanel = page.getByRole('region', { name: names[1] });
  await expect(htmlPanel.getByTestId('raw-link')).toHaveAttribute(
    'href',
    `/snippets/${slug}/raw/${names[1]}`,
  );

  // Two edits: the template's markup, then its script, each in its own tab.
  for (const [tab, code, note] of [
    [names[1]!, '<template><p>Order</p></template>', 'Simpler markup'],
    [names[0]!, 'export default class OrderCard {}', 'No property'],
  ] as const) {
    await page.goto(`/snippets/${slug}/edit`);
    await form.getByRole('tab', { name: tab, exact: true }).click();
    await replaceCode(page, code);
    await form.getByLabel('What changed (optional)').fill(note);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Snippet updated successfully!')).toBeVisible();
  }
  await page.goto(`/snippets/${slug}`);
  await expect(page.getByRole('region', { name: names[1] })).toContainText('<p>Order</p>');

  // Revision 1 against 3: a diff for each of the two files that changed.
  await page.goto(`/snippets/${slug}/compare/1...3`);
  const diffs = page.getByTestId('file-diffs').getByTestId('code-diff');
  await expect(diffs).toHaveCount(2);
  await expect(page.getByTestId('file-diffs')).toContainText('2 files unchanged');
  await expect(diffs.nth(1).locator('tr[data-kind="added"]')).toContainText('<p>Order</p>');

  // Restore revision 1: every file back as the template made it.
  await page.goto(`/snippets/${slug}/revisions/1`);
  await page.getByTestId('restore-revision').click();
  await page.getByTestId('confirm-restore').click();
  await expect(toast(page, 'Revision restored')).toBeVisible();
  await expect(page.getByTestId('revision-summary')).toContainText('Edited 3 times');
  await expect(page.getByRole('region', { name: names[1] })).not.toContainText('<p>Order</p>');

  // The download is a Salesforce DX project with the bundle where `sf project deploy start` looks.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-link').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${slug}.zip`);
  // A zip names its entries in plain text (its central directory): the tree is readable without unzipping; the
  // API tests unzip it and read the meta XML.
  const entries = (await readFile(await download.path())).toString('latin1');
  for (const name of names)
    expect(entries).toContain(`${slug}/force-app/main/default/lwc/${bundle}/${name.split('/').pop()}`);
  expect(entries).toContain(`${slug}/sfdx-project.json`);

  // Another member forks it: every file comes along.
  const other = { username: `fork_${suffix}`, email: `fork.${suffix}@example.com`, password: 'Str0ng!pass' };
  await apiRegister(page.request, other);
  deleteAfterTest(other);
  const forker = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await signIn(forker, other);
  await forker.goto(`/snippets/${slug}`);
  // A page of its own (not the fixture's): a click counts once its scripts have hydrated it.
  await waitForHydration(forker);
  await forker.getByTestId('fork-button').click();
  await expect(toast(forker, 'Snippet forked')).toBeVisible();
  await expect(forker.getByTestId('snippet-author')).toHaveText(other.username);
  await expect(forker.getByTestId('snippet-file')).toHaveCount(4);
  await forker.close();

  await page.goto(`/snippets/${slug}/edit`);
  await form.getByRole('radio', { name: /^Unlisted/ }).check();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Snippet updated successfully!')).toBeVisible();
  // Unlisted: gone from browse — the public fork stays, the original does not.
  await page.goto(`/snippets?search=${suffix}`);
  const cards = page.getByTestId('snippet-card').filter({ hasText: title });
  await expect(cards.filter({ hasText: other.username })).toHaveCount(1);
  await expect(cards.filter({ hasText: member.username })).toHaveCount(0);
});
