import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiLogin, expect, signIn, test, type Member } from '../fixtures';

const DRAFT_PREFIX = 'cloud-snippets.snippet-draft.';

/** A 4-file Apex snippet of the member's, made through the API. */
async function fourFileApex(page: Page, member: Member) {
  const { token } = await apiLogin(page.request, member);
  const suffix = randomBytes(3).toString('hex');
  const files = ['Lookup', 'LookupTest', 'LookupSelector', 'LookupSelectorTest'].map((name) => ({
    name: `${name}.cls`,
    language: 'apex',
    code: `public class ${name} { }`,
  }));
  const response = await page.request.post('/api/snippets', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: `Lookup service ${suffix}`,
      platform: 'crm',
      category: 'apex',
      codeLanguage: 'apex',
      description: 'Four Apex classes.',
      code: files[0]!.code,
      files,
      tags: ['e2e-editor'],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { snippet: { _id: string; slug: string; title: string } }).snippet;
}

const storedDraft = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), `${DRAFT_PREFIX}${key}`);

test.describe('The editor keeps the work in it', () => {
  test('a template asks before it replaces a 4-file Apex snippet and its platform', async ({
    page,
    member,
  }) => {
    const snippet = await fourFileApex(page, member);
    await signIn(page, member);
    await page.goto(`/snippets/${snippet.slug}/edit`);
    const form = page.getByTestId('snippet-form');
    await expect(form.getByRole('tab')).toHaveCount(4);

    await form.getByLabel('New from template').selectOption('cloudpage');
    const dialog = page.getByRole('dialog', { name: 'Replace the code?' });
    await expect(dialog).toContainText(
      'CloudPage replaces the 4 files in the editor and sets the platform to Marketing Cloud. Replace them?',
    );
    // Cancel has the focus: Enter keeps the work.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(form.getByRole('tab')).toHaveCount(4);
    await expect(form.getByLabel('Platform')).toHaveValue('crm');

    await form.getByLabel('New from template').selectOption('cloudpage');
    await dialog.getByRole('button', { name: 'Replace' }).click();
    await expect(form.getByLabel('Platform')).toHaveValue('sfmc');
    await expect(form.getByRole('tab')).toHaveCount(0);
  });

  test('leaving with unsaved changes asks first, inside the site and out of it', async ({ page, member }) => {
    await signIn(page, member);
    await page.goto('/snippets/create');
    const form = page.getByTestId('snippet-form');
    // Unchanged, a link leaves at once.
    await page.getByRole('link', { name: 'Cloud Snippets home' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/snippets/create');
    await form.getByLabel('Title').fill('Work not saved yet');

    await page.getByRole('link', { name: 'Cloud Snippets home' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toContainText('You have unsaved changes.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/snippets/create');
    await expect(form.getByLabel('Title')).toHaveValue('Work not saved yet');

    // Closing the tab: the browser's own question.
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const question = await asked;
    expect(question.type()).toBe('beforeunload');
    await question.dismiss();
  });

  test('a draft stays in the browser, is offered back, and goes once saved', async ({ page, member }) => {
    const snippet = await fourFileApex(page, member);
    await signIn(page, member);
    await page.goto(`/snippets/${snippet.slug}/edit`);
    const form = page.getByTestId('snippet-form');
    const changed = `${snippet.title} (changed)`;
    await form.getByLabel('Title').fill(changed);
    await expect.poll(() => storedDraft(page, snippet._id)).toContain(changed);

    // A reload (the browser asks; the member leaves) and the draft is offered back.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    const offer = page.getByTestId('draft-offer');
    await expect(offer).toContainText(/Restore your unsaved draft from .+\?/);
    await expect(form.getByLabel('Title')).toHaveValue(snippet.title);
    await offer.getByRole('button', { name: 'Restore draft' }).click();
    await expect(form.getByLabel('Title')).toHaveValue(changed);
    await expect(offer).toBeHidden();

    // Discarded, it is gone.
    await page.reload();
    await offer.getByRole('button', { name: 'Discard' }).click();
    await expect(form.getByLabel('Title')).toHaveValue(snippet.title);
    expect(await storedDraft(page, snippet._id)).toBeNull();

    // Saved, it is gone too, and the saved page is reached without a question.
    await form.getByLabel('Title').fill(changed);
    await expect.poll(() => storedDraft(page, snippet._id)).toContain(changed);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/snippets/(${snippet._id}|[a-z0-9-]+)$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed);
    expect(await storedDraft(page, snippet._id)).toBeNull();
  });
});
