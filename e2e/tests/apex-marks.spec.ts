import { randomBytes } from 'node:crypto';
import { apiLogin, expect, signIn, test } from '../fixtures';

/**
 * Decision 057 for a reader: Apex that parses is marked "Apex: parses"; Apex that does not is saved all the same,
 * counted on its card, and its syntax errors are listed before its code, each at its line.
 */
test('a reader sees which Apex parses, and the syntax errors of the Apex that does not', async ({
  page,
  request,
  member,
}) => {
  const { token } = await apiLogin(request, member);
  const word = `apx${randomBytes(4).toString('hex')}`;
  const post = async (title: string, code: string) => {
    const response = await request.post('/api/snippets', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: `${title} ${word}`,
        description: 'Stamps the region of new accounts from their owner.',
        platform: 'crm',
        category: 'apex',
        codeLanguage: 'apex',
        code,
        tags: [word],
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { snippet: { slug: string } }).snippet.slug;
  };
  await post('Region stamp', 'public class RegionStamp {\n    public static Integer count = 0;\n}\n');
  const broken = await post(
    'Broken stamp',
    'public class BrokenStamp {\n    public static void run() {\n        Integer count = 0\n    }\n}\n',
  );

  await page.goto(`/snippets?tag=${word}&sort=az`);
  const cards = page.getByTestId('snippet-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByTestId('apex-parse-mark')).toHaveText('Apex: 1 syntax error');
  await expect(cards.nth(1).getByTestId('apex-parse-mark')).toHaveText('Apex: parses');

  await page.goto(`/snippets/${broken}`);
  await expect(page.getByTestId('apex-parse-mark')).toHaveText('Apex: 1 syntax error');
  const findings = page.getByTestId('check-findings');
  await expect(findings).toContainText('1 problem before this runs');
  await expect(findings).not.toContainText('Marketing Cloud');
  await expect(findings.getByTestId('check-finding')).toHaveText('Apex · Line 3 misses `;`');
});

test('the editor marks Apex that does not parse as the author types', async ({ page, member }) => {
  await signIn(page, member);
  await page.goto('/snippets/create');
  const form = page.getByTestId('snippet-form');
  await form.getByLabel('Platform').selectOption('crm');
  await form.getByLabel('Category').selectOption('apex');
  await form.getByLabel('Language').selectOption('apex');
  const editor = form.locator('.cm-content[data-testid="code-editor"]');
  await editor.click();
  await page.keyboard.insertText('public class Stamp {\n    Integer count = 0\n}\n');

  const marker = form.locator('.cm-gutter-lint .cm-lint-marker-error');
  await expect(marker).toHaveCount(1);
  await marker.hover();
  await expect(page.locator('.cm-tooltip-lint')).toContainText('Line 2 misses `;`');

  // With the semicolon, the mark goes.
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText('public class Stamp {\n    Integer count = 0;\n}\n');
  await expect(form.locator('.cm-gutter-lint .cm-lint-marker-error')).toHaveCount(0);
});
