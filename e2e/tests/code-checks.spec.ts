import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { SECRETS } from '../../contract/src/messages/secrets';
import { ssjsOf50Kb } from '../../bench/large-ssjs';
import { builtChunk, expect, signIn, test } from '../fixtures';

/**
 * The code checks in the editor (decision 046): the checks run in a web worker as the author types and mark the
 * code inline; the secrets they find are listed before the snippet is submitted, refused by the server until the
 * author marks them as placeholders; the worker is loaded by the editor only.
 */

/** A made-up Marketing Cloud client secret: a secret by its shape, no account's. */
const FAKE_SECRET_LINE = 'var client_secret = "Qx7Lm2Pz9Rk4Tb8Vn3Wc6Yd1";';

const isChecksWorker = (url: string) => /\/assets\/checks\.worker-[\w-]+\.js$/.test(url);

/** The scripts a page requested, as it runs. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) urls.push(request.url());
  });
  return urls;
}

async function openNewSsjsSnippet(page: Page, title: string): Promise<Locator> {
  await page.goto('/snippets/create');
  const form = page.getByTestId('snippet-form');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Platform').selectOption('sfmc');
  await form.getByLabel('Category').selectOption('scripting');
  await form.getByLabel('Language').selectOption('ssjs');
  await form.getByLabel('Description').fill('Gets a token for the REST API from a Script Activity.');
  return form;
}

/** The real editor (CodeMirror, loaded lazily). */
const editorOf = (form: Locator) => form.locator('.cm-content[data-testid="code-editor"]');

test('the editor marks SSJS that Marketing Cloud does not run as the author types', async ({
  page,
  member,
}) => {
  await signIn(page, member);
  const scripts = scriptRequests(page);
  const form = await openNewSsjsSnippet(page, 'Counter');
  const editor = editorOf(form);
  await editor.click();
  await page.keyboard.type('let x = 1;');

  // A wavy mark under `let` on line 1, whose tooltip says why and how to write it instead.
  const mark = editor.locator('.cm-line').first().locator('.cm-lintRange-error');
  await expect(mark).toHaveText('let');
  await mark.hover();
  const tooltip = page.locator('.cm-tooltip-lint');
  await expect(tooltip).toContainText('Line 1 declares `x` with `let`, which SSJS does not run');
  await expect(tooltip).toContainText('Fix: var x = 1;');
  await expect(form.locator('.cm-gutter-lint .cm-lint-marker-error')).toHaveCount(1);
  expect(scripts.filter(isChecksWorker)).toHaveLength(1);

  // Written the ES3 way, the mark goes.
  await page.keyboard.press('Control+a');
  await page.keyboard.type('var x = 1;');
  await expect(editor.locator('.cm-lintRange')).toHaveCount(0);
});

test('a secret is listed before submit, refused until it is marked as a placeholder, then published', async ({
  page,
  member,
}) => {
  await signIn(page, member);
  const title = `Token request ${randomBytes(3).toString('hex')}`;
  const form = await openNewSsjsSnippet(page, title);
  await editorOf(form).click();
  await page.keyboard.insertText(FAKE_SECRET_LINE);

  const secrets = form.getByTestId('secret-findings');
  await expect(secrets.getByTestId('secret-finding')).toHaveText([
    /^Line 1 looks like a Marketing Cloud client secret/,
  ]);
  await expect(editorOf(form).locator('.cm-lintRange-error')).toHaveText('Qx7Lm2Pz9Rk4Tb8Vn3Wc6Yd1');

  // Not marked: the server refuses it, and says where.
  await form.getByRole('button', { name: 'Create Snippet' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: SECRETS.snippetRefused })).toBeVisible();
  await expect(
    form.locator('p[id$="-error"]').filter({ hasText: 'Line 1 looks like a Marketing Cloud client secret' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/snippets/create');

  // Marked as a placeholder: published.
  await secrets.getByRole('checkbox', { name: "It's a placeholder" }).check();
  await form.getByRole('button', { name: 'Create Snippet' }).click();
  await expect(page).toHaveURL(/\/snippets\/token-request-[0-9a-f]{6}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Edited later: the value is still the placeholder its author said it was, and the edit saves as it is.
  await page.getByTestId('edit-snippet-link').click();
  const kept = page.getByRole('checkbox', { name: 'A placeholder: you marked it so when you published it' });
  await expect(kept).toBeChecked();
  await expect(kept).toBeDisabled();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).not.toHaveURL(/\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('tenant subdomains and MIDs are replaced with placeholders in one click', async ({ page, member }) => {
  await signIn(page, member);
  const form = await openNewSsjsSnippet(page, 'Auth URL');
  await editorOf(form).click();
  await page.keyboard.insertText(
    'var url = "https://mc563885gzs27c5t9-63k636ttgm.auth.marketingcloudapis.com/v2/token";\nvar mid = 514009341;',
  );
  const identifiers = form.getByTestId('company-identifiers');
  await expect(identifiers).toContainText('mc563885gzs27c5t9-63k636ttgm (tenant subdomain), 514009341 (MID)');
  await expect(editorOf(form).locator('.cm-lintRange-warning')).toHaveCount(2);
  await identifiers
    .getByRole('button', { name: 'Replace tenant subdomain and MIDs with placeholders' })
    .click();
  await expect(editorOf(form).locator('.cm-line')).toHaveText([
    'var url = "https://YOUR_SUBDOMAIN.auth.marketingcloudapis.com/v2/token";',
    'var mid = YOUR_MID;',
  ]);
  await expect(identifiers).toHaveCount(0);
});

test('the browse and snippet pages load neither the editor nor the checks', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/snippets');
  const href = await page.getByTestId('snippet-card-link').first().getAttribute('href');
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  const writing = [
    builtChunk('src/features/snippets/components/code-mirror-editor.tsx'),
    builtChunk('snippet-form'),
  ];
  expect(scripts.filter((url) => isChecksWorker(url) || writing.includes(new URL(url).pathname))).toEqual([]);
});

// How long it takes is a benchmark (npm run bench:checks), not a test: on a loaded machine the same build's medians
// tripled. Here: the built worker the editor starts answers every check of a 50 KB file, in both languages.
test('the worker checks a 50 KB file as SSJS and as an HTML page', async ({ page, member }) => {
  const assets = fileURLToPath(new URL('../../web/dist/assets', import.meta.url));
  const workerFile = readdirSync(assets).find((file) => isChecksWorker(`/assets/${file}`));
  expect(workerFile, 'the build has the checks worker').toBeTruthy();
  await signIn(page, member);
  await page.goto('/snippets/create');
  const code = ssjsOf50Kb();
  const answers = await page.evaluate(
    async ({ url, code }) => {
      const worker = new Worker(url, { type: 'module' });
      const ask = (id: number, language: string) =>
        new Promise<{ id: number; ms: number; findings: unknown[] }>((resolve) => {
          worker.addEventListener('message', function answer(event: MessageEvent) {
            if (event.data.id !== id) return;
            worker.removeEventListener('message', answer);
            resolve(event.data);
          });
          worker.postMessage({ id, language, code });
        });
      const results = [await ask(1, 'ssjs'), await ask(2, 'html'), await ask(3, 'ssjs')];
      worker.terminate();
      return results;
    },
    { url: `/assets/${workerFile}`, code },
  );
  expect(answers.map((answer) => answer.id)).toEqual([1, 2, 3]);
  for (const answer of answers) {
    expect(Array.isArray(answer.findings)).toBe(true);
    expect(answer.ms).toBeGreaterThan(0);
  }
});
