import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { COMMENT } from '../../contract/src/messages';
import {
  apiLogin,
  apiRegister,
  expect,
  newCredentials,
  signIn,
  test,
  withoutLiveNotifications,
} from '../fixtures';

/** Line comments (decision 076): selecting lines, commenting there, and the comment following its lines. */

const CODE = [
  'public class Greeter {',
  '  public static String greet(String name) {',
  "    String greeting = 'Hello, ' + name;",
  '    return greeting;',
  '  }',
  '}',
  '',
].join('\n');

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

function snippetInput(title: string, code: string) {
  return {
    title,
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    description: 'A class the line comment tests talk about.',
    code,
    tags: ['e2e-lines'],
  };
}

async function createSnippet(request: APIRequestContext, token: string) {
  const title = `Line comments ${randomBytes(3).toString('hex')}`;
  const response = await request.post('/api/snippets', {
    headers: auth(token),
    data: snippetInput(title, CODE),
  });
  expect(response.status(), await response.text()).toBe(201);
  const { snippet } = (await response.json()) as { snippet: { _id: string; slug: string } };
  return { ...snippet, title };
}

const codeOf = (page: Page) => page.getByTestId('snippet-file').first().getByTestId('snippet-code');
const lineButton = (page: Page, line: number) =>
  codeOf(page).getByRole('button', { name: `Line ${line}`, exact: true });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test.describe('line comments', () => {
  test('a member comments on a range chosen with clicks and the keyboard; guests read it under the lines', async ({
    page,
    member,
    deleteAfterTest,
  }) => {
    const author = newCredentials('la');
    deleteAfterTest(author);
    const authorSession = await apiRegister(page.request, author);
    const snippet = await createSnippet(page.request, authorSession.token);

    await withoutLiveNotifications(page);
    await signIn(page, member);
    await page.goto(`/snippets/${snippet.slug}`);

    // A click selects a line, a shift-click extends the selection to a range.
    await lineButton(page, 2).click();
    await lineButton(page, 4).click({ modifiers: ['Shift'] });
    for (const line of [2, 3, 4])
      await expect(lineButton(page, line)).toHaveAttribute('aria-pressed', 'true');
    await expect(lineButton(page, 5)).toHaveAttribute('aria-pressed', 'false');
    const composer = page.getByTestId('line-composer');
    await expect(composer).toContainText('Lines 2–4');
    const box = composer.getByRole('textbox', { name: 'Comment on lines 2–4' });
    await expect(box).toBeFocused();
    await box.fill('Could `greeting` be returned directly?');
    await composer.getByRole('button', { name: 'Comment' }).click();
    await expect(toast(page, COMMENT.added)).toBeVisible();
    await expect(composer).toHaveCount(0);

    // Under its last line, and in the thread with the lines quoted.
    const inline = codeOf(page).getByTestId('line-comments');
    await expect(inline.getByTestId('line-comment')).toContainText('Could greeting be returned directly?');
    const thread = page.getByTestId('comments-section').getByTestId('comment');
    const quote = thread.getByTestId('line-quote');
    await expect(quote).toContainText('Lines 2–4');
    await expect(quote).toContainText("String greeting = 'Hello, ' + name;");

    // The code with its line buttons, a comment under its lines and a box open passes axe.
    await lineButton(page, 6).click();
    await expect(page.getByTestId('line-composer').getByRole('textbox')).toBeFocused();
    const results = await new AxeBuilder({ page })
      .include('[data-testid="snippet-file"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(
      results.violations.map((violation) => [violation.id, violation.nodes.map((node) => node.target)]),
    ).toEqual([]);
    await page.keyboard.press('Escape');

    // The keyboard: the arrows move between line numbers, Shift with them selects, Tab reaches the box, Escape on
    // the lines lets go; Enter selects one line and opens its box.
    await lineButton(page, 4).focus();
    await page.keyboard.press('ArrowDown');
    await expect(lineButton(page, 5)).toBeFocused();
    await page.keyboard.press('Shift+ArrowDown');
    await expect(lineButton(page, 6)).toBeFocused();
    await expect(page.getByTestId('line-composer')).toContainText('Lines 5–6');
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('line-composer').getByRole('textbox')).toBeFocused();
    await lineButton(page, 6).focus();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('line-composer')).toHaveCount(0);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(
      page.getByTestId('line-composer').getByRole('textbox', { name: 'Comment on line 5' }),
    ).toBeFocused();
    await page.keyboard.press('Escape');

    // A guest reads it under the lines, with no line buttons to press.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByTestId('comment-guest-prompt')).toBeVisible();
    await expect(codeOf(page).getByTestId('line-comment')).toContainText(
      'Could greeting be returned directly?',
    );
    await expect(lineButton(page, 2)).toHaveCount(0);
  });

  test('a line comment follows its lines into a new revision, or stays on the one it was written on', async ({
    page,
    member,
    deleteAfterTest,
  }) => {
    const author = newCredentials('lf');
    deleteAfterTest(author);
    const { token } = await apiRegister(page.request, author);
    const snippet = await createSnippet(page.request, token);
    const memberToken = (await apiLogin(page.request, member)).token;
    const comment = (content: string, start: number, end: number) =>
      page.request.post('/api/comments', {
        headers: auth(memberToken),
        data: { snippetId: snippet._id, content, line: { file: 0, start, end, revision: 1 } },
      });
    expect((await comment('About the return', 4, 4)).status()).toBe(201);
    expect((await comment('About the greeting text', 3, 3)).status()).toBe(201);

    // Two lines of documentation above, and the greeting itself changed.
    const edited = CODE.replace(
      'public class Greeter {',
      '/**\n * Greets.\n */\npublic class Greeter {',
    ).replace("'Hello, '", "'Hi, '");
    const edit = await page.request.put(`/api/snippets/${snippet._id}`, {
      headers: auth(token),
      data: { ...snippetInput(snippet.title, edited), revisionNote: 'Documented; friendlier greeting' },
    });
    expect(edit.status(), await edit.text()).toBe(200);

    await page.goto(`/snippets/${snippet.slug}`);
    // "About the return" moved from line 4 to line 7, where `return greeting;` now is.
    const inline = codeOf(page).getByTestId('line-comments');
    await expect(inline).toHaveCount(1);
    await expect(inline).toContainText('About the return');
    const lineSeven = codeOf(page).locator('#file-0-L7');
    await expect(lineSeven).toContainText('return greeting;');
    await expect(lineSeven.locator('xpath=following-sibling::*[1]')).toHaveAttribute(
      'data-testid',
      'line-comments',
    );

    // "About the greeting text" is on revision 1 only, with a link to see it there.
    const threads = page.getByTestId('comments-section').getByTestId('comment');
    const earlier = threads.filter({ hasText: 'About the greeting text' });
    await expect(earlier.getByTestId('line-quote')).toContainText("'Hello, '");
    const link = earlier.getByTestId('line-earlier-revision');
    await expect(link).toHaveText(COMMENT.onEarlierRevision(1));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/snippets/${snippet._id}/revisions/1#file-0-L3$`));
    await expect(page.getByText("String greeting = 'Hello, ' + name;")).toBeVisible();
  });

  test("an outdated comment's link shows the earlier revision with its lines marked and in view", async ({
    page,
    member,
    deleteAfterTest,
  }) => {
    const author = newCredentials('lm');
    deleteAfterTest(author);
    const { token } = await apiRegister(page.request, author);
    // Long enough that lines 42–43 are out of the first screen of the revision page.
    const padded = CODE.replace(
      '  }\n}',
      `  }\n${'  // Padding.\n'.repeat(36)}  // The end.\n  // Really.\n}`,
    );
    const created = await page.request.post('/api/snippets', {
      headers: auth(token),
      data: snippetInput(`Marked lines ${randomBytes(3).toString('hex')}`, padded),
    });
    expect(created.status(), await created.text()).toBe(201);
    const { snippet } = (await created.json()) as { snippet: { _id: string; slug: string; title: string } };
    const memberToken = (await apiLogin(page.request, member)).token;
    const commented = await page.request.post('/api/comments', {
      headers: auth(memberToken),
      data: {
        snippetId: snippet._id,
        content: 'These two lines say nothing',
        line: { file: 0, start: 42, end: 43, revision: 1 },
      },
    });
    expect(commented.status(), await commented.text()).toBe(201);
    // Revision 2 changes the lines: the comment is on revision 1 only.
    const edit = await page.request.put(`/api/snippets/${snippet._id}`, {
      headers: auth(token),
      data: {
        ...snippetInput(snippet.title, padded.replace('// Really.', '// Truly.')),
        revisionNote: 'Truly',
      },
    });
    expect(edit.status(), await edit.text()).toBe(200);

    await page.goto(`/snippets/${snippet.slug}`);
    const thread = page.getByTestId('comments-section').getByTestId('comment');
    const link = thread
      .filter({ hasText: 'These two lines say nothing' })
      .getByTestId('line-earlier-revision');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/snippets/${snippet._id}/revisions/1#file-0-L42-L43$`));
    const code = page.getByTestId('revision-content').getByTestId('snippet-code');
    const marked = code.locator('[data-marked]');
    await expect(marked).toHaveCount(2);
    await expect(marked.first()).toHaveAttribute('id', 'file-0-L42');
    await expect(marked.first()).toHaveText('  // The end.');
    await expect(marked.last()).toHaveText('  // Really.');
    await expect(marked.first()).toBeInViewport();
    await expect(marked.last()).toBeInViewport();

    // Loaded afresh from the address (as a shared link is), the server's page marks them once it runs.
    await page.reload();
    await expect(code.locator('[data-marked]')).toHaveCount(2);
    await expect(code.locator('[data-marked]').first()).toBeInViewport();
  });
});
