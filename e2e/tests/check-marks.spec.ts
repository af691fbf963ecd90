import { randomBytes } from 'node:crypto';
import { apiLogin, expect, test } from '../fixtures';

/**
 * The code checks for a reader (decisions 044, 046): the marks a snippet earned (SSJS-safe, AMPscript parses) on
 * its card and page, browse's SSJS-safe filter, and what the checks found shown before the code of a snippet
 * that would not run.
 */
test('a reader sees the check marks, filters by SSJS-safe, and is warned before SSJS that would not run', async ({
  page,
  request,
  member,
}) => {
  const { token } = await apiLogin(request, member);
  const word = `chk${randomBytes(4).toString('hex')}`;
  const post = async (title: string, code: string) => {
    const response = await request.post('/api/snippets', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: `${title} ${word}`,
        description: 'Reads the rows of a data extension and writes them out.',
        platform: 'sfmc',
        category: 'scripting',
        codeLanguage: 'ssjs',
        code,
        tags: [word],
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { snippet: { slug: string } }).snippet.slug;
  };
  await post('Safe rows', '<script runat="server">\nvar rows = [];\nWrite(rows.length);\n</script>');
  const modern = await post(
    'Modern rows',
    '<script runat="server">\nconst rows = [];\nrows.forEach(function (r) { Write(r); });\n</script>',
  );

  // Browse by the tag: both cards; with the filter, only the safe one, marked.
  await page.goto(`/snippets?tag=${word}`);
  await expect(page.getByTestId('snippet-card')).toHaveCount(2);
  await page.getByTestId('filter-ssjs-safe').click();
  await expect(page).toHaveURL(/ssjsSafe=true/);
  await expect(page.getByTestId('filter-ssjs-safe')).toBeChecked();
  const cards = page.getByTestId('snippet-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Safe rows ${word}`);
  await expect(cards.first().getByTestId('ssjs-safe-mark')).toHaveText('SSJS-safe');

  // The snippet that would not run: no mark, and the problems listed before its code, each at its line.
  await page.goto(`/snippets/${modern}`);
  await expect(page.getByTestId('ssjs-safe-mark')).toHaveCount(0);
  const findings = page.getByTestId('check-findings');
  await expect(findings).toContainText('2 problems before this runs in Marketing Cloud');
  await expect(findings.getByTestId('check-finding').first()).toContainText('Line 2');
  await expect(findings.getByTestId('check-finding').first()).toContainText('const');
  await expect(findings).toContainText('Line 3');
  await expect(findings).toContainText('forEach');
});
