import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';

/** A demo member of the seed; the member fixture is never its author. */
const DEMO_AUTHOR = 'ampscript_amy';

interface DemoSnippet {
  _id: string;
  slug: string;
  title: string;
}

/** A snippet of the demo community (the first of DEMO_AUTHOR's, A–Z). */
async function demoSnippet(request: APIRequestContext): Promise<DemoSnippet> {
  const response = await request.get(`/api/snippets?author=${DEMO_AUTHOR}&sort=az&limit=1`);
  expect(response.status(), await response.text()).toBe(200);
  const { snippets } = (await response.json()) as { snippets: DemoSnippet[] };
  expect(snippets.length).toBe(1);
  return snippets[0]!;
}

/** A global message (toast). */
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test.describe('Create, view, edit and delete a snippet', () => {
  test('a member creates a snippet, sees it, edits it and deletes it', async ({ page, member }) => {
    const session = await signIn(page, member);
    const suffix = randomBytes(3).toString('hex');
    const title = `Greet the subscriber ${suffix}`;
    const tag = `e2e-${suffix}`;

    await page.goto('/snippets/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Snippet' })).toBeVisible();
    const form = page.getByTestId('snippet-form');
    await form.getByLabel('Title').fill(title);
    await expect(form.getByLabel('Category')).toBeDisabled();
    await form.getByLabel('Platform').selectOption('sfmc');
    await form.getByLabel('Category').selectOption('scripting');
    await form.getByLabel('Language').selectOption('ampscript');
    await form.getByLabel('Description').fill('Sets a name and writes a greeting with AMPscript.');

    // The real editor (CodeMirror, loaded lazily) takes the code.
    const editor = form.locator('.cm-content[data-testid="code-editor"]');
    await expect(editor).toBeVisible();
    await editor.fill("   %%[ SET @name = 'World' ]%%   \n      Hello %%=v(@name)=%%!  ");
    await form.getByRole('button', { name: 'Format Code' }).click();
    await expect(editor.locator('.cm-line')).toHaveText([
      "%%[ SET @name = 'World' ]%%",
      'Hello %%=v(@name)=%%!',
    ]);

    const tagInput = form.getByTestId('tag-input');
    await tagInput.fill(tag);
    await tagInput.press('Enter');
    await tagInput.fill('Greeting');
    await tagInput.press('Enter');
    await expect(form.getByTestId('tag-chip')).toHaveText([tag, 'greeting']);
    await expect(tagInput).toHaveValue('');

    await form.getByRole('button', { name: 'Create Snippet' }).click();
    await expect(toast(page, 'Snippet created successfully!')).toBeVisible();
    const slug = `greet-the-subscriber-${suffix}`;
    await expect(page).toHaveURL(`/snippets/${slug}`);

    // The detail page.
    const details = page.getByTestId('snippet-details');
    await expect(details.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('snippet-author')).toHaveText(member.username);
    const code = page.getByTestId('snippet-code');
    await expect(code).toHaveAttribute('data-highlighted', 'true');
    await expect(code).toContainText("%%[ SET @name = 'World' ]%%");
    expect(await code.locator('span[class]:not(.code-line)').count()).toBeGreaterThan(0);
    await expect(details.getByTestId('tag-link')).toHaveText([`#${tag}`, '#greeting']);
    await expect(details.getByRole('link', { name: `#${tag}` })).toHaveAttribute(
      'href',
      `/snippets?tag=${tag}`,
    );
    const editLink = page.getByTestId('edit-snippet-link');
    await expect(editLink).toBeVisible();

    // Edit: saved, then the snippet's page by id.
    const created = await page.request.get(`/api/snippets/${slug}`);
    expect(created.status()).toBe(200);
    const { _id: id } = ((await created.json()) as { snippet: { _id: string } }).snippet;
    await editLink.click();
    await expect(page).toHaveURL(`/snippets/${slug}/edit`);
    await expect(form.getByLabel('Title')).toHaveValue(title);
    await expect(form.getByTestId('tag-chip')).toHaveText([tag, 'greeting']);
    await form.getByLabel('Title').fill(`${title} (edited)`);
    // One line of the code changes: the first, typed over.
    const codeEditor = form.locator('.cm-content[data-testid="code-editor"]');
    await codeEditor.click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Shift+End');
    await page.keyboard.type("%%[ SET @name = 'Trailblazer' ]%%");
    await expect(codeEditor.locator('.cm-line').first()).toHaveText("%%[ SET @name = 'Trailblazer' ]%%");
    await form.getByLabel('What changed (optional)').fill('A clearer title');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Snippet updated successfully!')).toBeVisible();
    // SPEC §2 goes to /snippets/{id}; the address bar then shows the slug, as the server's redirect would.
    await expect(page).toHaveURL(`/snippets/${slug}`);
    await expect(details.getByRole('heading', { level: 1 })).toHaveText(`${title} (edited)`);

    // Its history: the first version and the edit, with its note.
    await page.getByTestId('revision-summary').click();
    await expect(page).toHaveURL(`/snippets/${slug}/revisions`);
    await expect(page.getByTestId('revision')).toHaveCount(2);
    await expect(page.getByTestId('revision').first()).toContainText('Revision 2');
    await expect(page.getByTestId('revision').first()).toContainText('A clearer title');
    // What revision 2 changed: the title and one line of code, highlighted, unified then side by side.
    await page.getByRole('link', { name: 'Changes in revision 2' }).click();
    await expect(page).toHaveURL(`/snippets/${slug}/compare/1...2`);
    await expect(page.getByTestId('detail-changes')).toContainText(`${title} (edited)`);
    const diff = page.getByTestId('code-diff');
    await expect(diff.getByTestId('diff-stats')).toHaveText('+1 −1');
    await expect(diff.locator('tr[data-kind="removed"]')).toContainText("SET @name = 'World'");
    await expect(diff.locator('tr[data-kind="added"]')).toContainText("SET @name = 'Trailblazer'");
    await expect(diff.locator('tr[data-kind="same"]')).toContainText('Hello');
    expect(await diff.locator('tr[data-kind="added"] span[class]').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Split' }).click();
    await expect(page).toHaveURL(`/snippets/${slug}/compare/1...2?view=split`);
    const pair = diff.locator('tr', { has: page.locator('td[data-kind="removed"]') });
    await expect(pair.locator('td[data-kind="removed"]')).toContainText("'World'");
    await expect(pair.locator('td[data-kind="added"]')).toContainText("'Trailblazer'");
    // The same comparison arrives rendered by the server, highlighted.
    const served = await (await page.request.get(`/snippets/${slug}/compare/1...2`)).text();
    expect(served).toMatch(/<tr[^>]*data-kind="added"[^>]*>.*Trailblazer/s);
    expect(served).toContain('class="tok-');
    await page.getByRole('link', { name: /all revisions/ }).click();

    // Revision 1 as it was, restored by its author: a third revision with the first title.
    await page.getByRole('link', { name: 'Revision 1' }).click();
    await expect(page).toHaveURL(`/snippets/${slug}/revisions/1`);
    await expect(page.getByTestId('revision-content').getByRole('heading', { level: 2 })).toHaveText(title);
    await page.getByTestId('restore-revision').click();
    await page.getByTestId('confirm-restore').click();
    await expect(toast(page, 'Revision restored')).toBeVisible();
    await expect(page).toHaveURL(`/snippets/${slug}`);
    await expect(details.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('revision-summary')).toContainText('Edited 2 times');

    // Delete from the edit page, after the confirmation.
    await page.getByTestId('edit-snippet-link').click();
    await expect(page).toHaveURL(new RegExp(`/snippets/(${slug}|${id})/edit$`));
    await form.getByRole('button', { name: 'Delete snippet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete snippet' });
    await expect(dialog).toContainText(
      'Are you sure you want to delete this snippet? This action cannot be undone.',
    );
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Snippet deleted successfully!')).toBeVisible();
    await expect(page).toHaveURL('/snippets');

    await page.goto(`/snippets/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Snippet not found' })).toBeVisible();
    const gone = await page.request.get(`/api/snippets/${id}`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(gone.status()).toBe(404);
  });

  test('submitting an empty form shows every field message and stays on the page', async ({
    page,
    member,
  }) => {
    await signIn(page, member);
    await page.goto('/snippets/create');
    await page.getByRole('button', { name: 'Create Snippet' }).click();
    for (const message of [
      'Title is required',
      'Platform is required',
      'Category is required',
      'Language is required',
      'Description is required',
      'Code is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('snippet-form').getByLabel('Title')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page).toHaveURL('/snippets/create');

    // A fixed field loses its message.
    await page.getByTestId('snippet-form').getByLabel('Title').fill('Now it has a title');
    await expect(page.getByText('Title is required')).toBeHidden();
  });

  test("'Format Code' keeps the nesting: Prettier for JavaScript, the shared indent trimmed for Apex", async ({
    page,
    member,
  }) => {
    await signIn(page, member);
    await page.goto('/snippets/create');
    const form = page.getByTestId('snippet-form');
    await form.getByLabel('Platform').selectOption('crm');
    const editor = form.locator('.cm-content[data-testid="code-editor"]');
    await expect(editor).toBeVisible();
    const lines = () => editor.locator('.cm-line').allTextContents();

    await form.getByLabel('Language').selectOption('javascript');
    await editor.fill(
      'export function total(items){\nreturn items.reduce((sum,item)=>{return sum+item.price},0)}',
    );
    await form.getByRole('button', { name: 'Format Code' }).click();
    await expect
      .poll(lines)
      .toEqual([
        'export function total(items) {',
        '  return items.reduce((sum, item) => {',
        '    return sum + item.price;',
        '  }, 0);',
        '}',
      ]);

    await form.getByLabel('Language').selectOption('apex');
    await editor.fill(
      '    trigger Touch on Account (before update) {   \n        for (Account a : Trigger.new) {\n            a.Touched__c = true;\n        }\n    }',
    );
    await form.getByRole('button', { name: 'Format Code' }).click();
    await expect
      .poll(lines)
      .toEqual([
        'trigger Touch on Account (before update) {',
        '    for (Account a : Trigger.new) {',
        '        a.Touched__c = true;',
        '    }',
        '}',
      ]);
  });
});

test.describe('Snippet details', () => {
  test('a member likes and saves a snippet, and takes both back', async ({ page, member }) => {
    const snippet = await demoSnippet(page.request);
    await signIn(page, member);
    await page.goto(`/snippets/${snippet.slug}`);

    const like = page.getByTestId('like-button');
    const likeCount = page.getByTestId('like-count');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const before = Number(await likeCount.textContent());

    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toContainText('Liked');
    await expect(likeCount).toHaveText(String(before + 1));
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(likeCount).toHaveText(String(before));

    const save = page.getByTestId('save-button');
    await expect(save).toHaveText('Save');
    await save.click();
    await expect(toast(page, 'Snippet saved successfully')).toBeVisible();
    await expect(save).toHaveText('Saved');
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await save.click();
    await expect(toast(page, 'Snippet removed from saved')).toBeVisible();
    await expect(save).toHaveText('Save');

    // A reload shows what the server kept.
    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(likeCount).toHaveText(String(before));
    await expect(save).toHaveAttribute('aria-pressed', 'false');
  });

  test('a member forks a snippet: their own copy, linked back, listed among the forks', async ({
    page,
    member,
  }) => {
    const snippet = await demoSnippet(page.request);
    await signIn(page, member);
    await page.goto(`/snippets/${snippet.slug}`);
    await page.getByTestId('fork-button').click();
    await expect(toast(page, 'Snippet forked')).toBeVisible();
    await expect(page).not.toHaveURL(`/snippets/${snippet.slug}`);
    await expect(page.getByTestId('snippet-author')).toHaveText(member.username);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(snippet.title);
    const forkedFrom = page.getByTestId('forked-from');
    await expect(forkedFrom).toHaveText(`Forked from ${snippet.title} by ${DEMO_AUTHOR}`);
    await expect(page.getByTestId('edit-snippet-link')).toBeVisible();

    // Back to the original: its forks, this one among them.
    await forkedFrom.getByRole('link', { name: snippet.title }).click();
    await expect(page).toHaveURL(`/snippets/${snippet.slug}`);
    await page.getByTestId('fork-count').click();
    await expect(page).toHaveURL(`/snippets/${snippet.slug}/forks`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forks');
    await expect(page.getByTestId('fork-list')).toContainText(member.username);
  });

  test('Download gives the snippet as a zip named after it', async ({ page }) => {
    const snippet = await demoSnippet(page.request);
    await page.goto(`/snippets/${snippet.slug}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-link').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${snippet.slug}.zip`);
    const path = await download.path();
    expect((await readFile(path)).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  test('a guest clicking Fork is sent to log in, with a redirect back to the snippet', async ({ page }) => {
    const snippet = await demoSnippet(page.request);
    await page.goto(`/snippets/${snippet.slug}`);
    await page.getByTestId('fork-button').click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/snippets/${snippet.slug}`)}`);
  });

  test("a member who is not the author sees no edit link; the copy button reads 'Copied!'", async ({
    page,
    member,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const snippet = await demoSnippet(page.request);
    await signIn(page, member);
    await page.goto(`/snippets/${snippet.slug}`);
    await expect(page.getByTestId('snippet-details').getByRole('heading', { level: 1 })).toHaveText(
      snippet.title,
    );
    await expect(page.getByTestId('snippet-author')).toHaveText(DEMO_AUTHOR);
    await expect(page.getByTestId('edit-snippet-link')).toHaveCount(0);

    const copy = page.getByTestId('copy-code');
    await copy.click();
    await expect(copy).toHaveText('Copied!');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(0);
    await expect(page.getByTestId('snippet-code')).toContainText(copied.split('\n')[0]!);
    await expect(copy).toHaveText('Copy code');
  });

  test("'Raw' opens the code as plain text, the same text the page shows", async ({ page }) => {
    const snippet = await demoSnippet(page.request);
    await page.goto(`/snippets/${snippet.slug}`);
    const detail = await page.request.get(`/api/snippets/${snippet.slug}`);
    expect(detail.status(), await detail.text()).toBe(200);
    const { code } = ((await detail.json()) as { snippet: { code: string } }).snippet;
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith(`/snippets/${snippet.slug}/raw`)),
      page.getByTestId('raw-link').click(),
    ]);
    await expect(page).toHaveURL(`/snippets/${snippet.slug}/raw`);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(code);
    // Shown as text by the browser: no element of the web app, the code in a <pre>.
    await expect(page.locator('pre')).toHaveText(code.replace(/\n$/, ''));
    await expect(page.getByTestId('snippet-details')).toHaveCount(0);
  });

  test('a guest clicking like or save is sent to log in, with a redirect back to the snippet', async ({
    page,
  }) => {
    const snippet = await demoSnippet(page.request);
    const loginUrl = `/login?redirect=${encodeURIComponent(`/snippets/${snippet.slug}`)}`;
    for (const button of ['like-button', 'save-button']) {
      await page.goto(`/snippets/${snippet.slug}`);
      await page.getByTestId(button).click();
      await expect(page).toHaveURL(loginUrl);
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    }
  });

  test("a missing snippet shows 'Snippet not found' with a link to browse", async ({ page }) => {
    await page.goto('/snippets/does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Snippet not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse snippets' }).click();
    await expect(page).toHaveURL('/snippets');
    await expect(page.getByTestId('snippet-grid')).toBeVisible();
  });

  test('editing a missing snippet says it does not exist', async ({ page, member }) => {
    await signIn(page, member);
    await page.goto('/snippets/does-not-exist/edit');
    await expect(page.getByTestId('edit-problem')).toContainText(
      "The snippet you're trying to edit doesn't exist or has been removed.",
    );
  });
});
