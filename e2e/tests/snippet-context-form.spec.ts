import { randomBytes } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { releasedBy } from '../../contract/src/releases';
import { expect, signIn, test } from '../fixtures';

/**
 * A snippet's context in the editor (decisions 047, 048): the code suggests where a snippet runs, what it
 * changes and what it needs; the author applies what is right, says which release it was verified on, and the
 * snippet is saved with them.
 */

const CODE = [
  '<script runat="server">',
  'Platform.Load("core", "1.1.5");',
  'var e = Request.GetFormField("email");',
  'Platform.Function.UpsertData("Leads",1,"Email",e,"Status","new");',
  '</script>',
].join('\n');

/** The values of the ticked checkboxes of a list. */
const tickedIn = (choices: Locator) =>
  choices
    .locator('input[type="checkbox"]:checked')
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));

test('the author applies what the code suggests, picks "Verified on", and the snippet is saved with them', async ({
  page,
  member,
}) => {
  const session = await signIn(page, member);
  const current = releasedBy()[0]!;
  const title = `Save a lead ${randomBytes(3).toString('hex')}`;

  await page.goto('/snippets/create');
  const form = page.getByTestId('snippet-form');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Platform').selectOption('sfmc');
  await form.getByLabel('Category').selectOption('scripting');
  await form.getByLabel('Language').selectOption('ssjs');
  await form
    .getByLabel('Description')
    .fill('Upserts a lead from a CloudPage form into the Leads data extension.');
  await form.locator('.cm-content[data-testid="code-editor"]').click();
  await page.keyboard.insertText(CODE);

  // Suggested with the line that suggests it, and not ticked until the author says so.
  const suggestions = form.getByTestId('context-suggestions');
  const writes = suggestions.getByRole('button', { name: 'Add Writes data extensions' });
  await expect(writes).toHaveAccessibleDescription(/^line 4: .*UpsertData\(/);
  const effects = form.getByTestId('effect-choices');
  await expect(effects.getByRole('checkbox', { name: 'Writes data extensions' })).not.toBeChecked();

  await suggestions.getByRole('button', { name: 'Apply suggestions' }).click();
  await expect(effects.getByRole('checkbox', { name: 'Writes data extensions' })).toBeChecked();
  await expect(form.getByTestId('effects-warning')).toHaveText(
    'Readers will see a warning before the code: it writes data.',
  );
  await expect(suggestions).toHaveCount(0);

  // The data extension it writes to, as a prerequisite.
  await form
    .getByTestId('prerequisite-suggestions')
    .getByRole('button', { name: 'Add Data extension: Leads' })
    .click();
  const row = form.getByTestId('prerequisite-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByLabel('Kind')).toHaveValue('data-extension');
  await expect(row.getByLabel('Name', { exact: true })).toHaveValue('Leads');

  await form.getByLabel('Verified on').selectOption(current.id);
  await expect(form.getByLabel('Verified on').locator('option:checked')).toHaveText(
    `${current.label} (current)`,
  );
  const runsIn = await tickedIn(form.getByTestId('runs-in-choices'));

  await form.getByRole('button', { name: 'Create Snippet' }).click();
  await expect(page).toHaveURL(/\/snippets\/save-a-lead-[0-9a-f]{6}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Saved with them, as the snippet's API answers.
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  const response = await page.request.get(`/api/snippets/${slug}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(response.status()).toBe(200);
  const { snippet } = (await response.json()) as {
    snippet: {
      runsIn: string[];
      effects: string[];
      prerequisites: { kind: string; name: string; details: string }[];
      verification: { release: { id: string } | null; count: number; mine: { confirmed: string[] } };
    };
  };
  expect(snippet.effects).toContain('writes');
  expect([...snippet.runsIn].sort()).toEqual([...runsIn].sort());
  expect(snippet.prerequisites).toEqual([expect.objectContaining({ kind: 'data-extension', name: 'Leads' })]);
  expect(snippet.verification.release?.id).toBe(current.id);
  expect(snippet.verification.count).toBe(1);
  expect(snippet.verification.mine.confirmed).toContain(current.id);

  // The edit form starts from what was saved.
  await page.goto(`/snippets/${slug}/edit`);
  const edit = page.getByTestId('snippet-form');
  await expect(
    edit.getByTestId('effect-choices').getByRole('checkbox', { name: 'Writes data extensions' }),
  ).toBeChecked();
  expect(await tickedIn(edit.getByTestId('runs-in-choices'))).toEqual(runsIn);
  await expect(edit.getByTestId('prerequisite-row').getByLabel('Name', { exact: true })).toHaveValue('Leads');
  await expect(edit.getByLabel('Verified on')).toHaveValue(current.id);
});
