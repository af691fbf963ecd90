import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { COMMENT } from '../../contract/src/messages';
import { apiRegister, expect, newCredentials, signIn, test, withoutLiveNotifications } from '../fixtures';

/** Suggested changes (decision 077): member B suggests a change on member A's snippet, A applies it. */

const CODE = [
  'public class Greeter {',
  '  public static String greet(String name) {',
  "    return 'Hello ' + name;",
  '  }',
  '}',
  '',
].join('\n');

const codeOf = (page: Page) => page.getByTestId('snippet-file').first().getByTestId('snippet-code');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a member suggests a change under the lines and the author applies it as a revision crediting them', async ({
  page,
  browser,
  member,
  deleteAfterTest,
}) => {
  const author = newCredentials('sa');
  deleteAfterTest(author);
  const { token } = await apiRegister(page.request, author);
  const created = await page.request.post('/api/snippets', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: `Suggestions ${randomBytes(3).toString('hex')}`,
      platform: 'crm',
      category: 'apex',
      codeLanguage: 'apex',
      description: 'A class to suggest a change to.',
      code: CODE,
      tags: ['e2e-suggestions'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { snippet } = (await created.json()) as { snippet: { slug: string } };

  // B selects line 3 and suggests a change: the box starts with the line in a suggestion block.
  await withoutLiveNotifications(page);
  await signIn(page, member);
  await page.goto(`/snippets/${snippet.slug}`);
  await codeOf(page).getByRole('button', { name: 'Line 3', exact: true }).click();
  const composer = page.getByTestId('line-composer');
  await composer.getByRole('button', { name: COMMENT.suggestChange }).click();
  const box = composer.getByRole('textbox');
  await expect(box).toHaveValue(/```suggestion\n {4}return 'Hello ' \+ name;\n```/);
  await box.fill("Say hi:\n```suggestion\n    return 'Hi, ' + name + '!';\n```");
  await composer.getByRole('button', { name: 'Comment' }).click();
  await expect(toast(page, COMMENT.added)).toBeVisible();
  const diff = codeOf(page).getByTestId('suggestion');
  await expect(diff.locator('[data-kind="removed"]')).toContainText("return 'Hello ' + name;");
  await expect(diff.locator('[data-kind="added"]')).toContainText("return 'Hi, ' + name + '!';");
  // Only the author chooses suggestions.
  await expect(diff.getByTestId('suggestion-choose')).toHaveCount(0);

  // A chooses it and applies it.
  const context = await browser.newContext();
  const authorPage = await context.newPage();
  await withoutLiveNotifications(authorPage);
  await signIn(authorPage, author);
  await authorPage.goto(`/snippets/${snippet.slug}`);
  const inline = codeOf(authorPage).getByTestId('suggestion');
  await inline.getByTestId('suggestion-choose').check();
  await authorPage.getByRole('button', { name: COMMENT.applySuggestions(1) }).click();
  await expect(toast(authorPage, COMMENT.suggestionsApplied(1))).toBeVisible();
  await expect(codeOf(authorPage)).toContainText("return 'Hi, ' + name + '!';");
  const thread = authorPage.getByTestId('comments-section').getByTestId('comment');
  await expect(thread.getByTestId('suggestion-state')).toContainText(
    `${COMMENT.suggestionApplied} in revision 2`,
  );

  // The history records it, crediting B.
  await authorPage.goto(`/snippets/${snippet.slug}/revisions`);
  await expect(authorPage.getByTestId('revision').first()).toContainText(
    COMMENT.suggestionsNote([member.username]),
  );
  await context.close();
});
