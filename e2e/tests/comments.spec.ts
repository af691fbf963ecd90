import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { COMMENT } from '../../contract/src/messages';
import { ADMIN } from '../playwright.config';
import {
  apiDeleteAccount,
  apiLogin,
  apiRegister,
  builtChunk,
  expect,
  newCredentials,
  signIn,
  test,
  withoutLiveNotifications,
  type Credentials,
} from '../fixtures';

/** A snippet of its own for each test, so comment counts and the empty state are predictable. */
interface TestSnippet {
  _id: string;
  slug: string;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function tokenOf(request: APIRequestContext, credentials: Credentials): Promise<string> {
  return (await apiLogin(request, credentials)).token;
}

async function createSnippet(request: APIRequestContext, token: string): Promise<TestSnippet> {
  const suffix = randomBytes(3).toString('hex');
  const response = await request.post('/api/snippets', {
    headers: auth(token),
    data: {
      title: `Comment thread ${suffix}`,
      platform: 'crm',
      category: 'apex',
      codeLanguage: 'apex',
      description: 'A snippet the comment tests talk about.',
      code: 'Integer total = [SELECT COUNT() FROM Contact];',
      tags: ['e2e-comments'],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { snippet } = (await response.json()) as { snippet: TestSnippet };
  return snippet;
}

interface PostedComment {
  _id: string;
}

async function postComment(
  request: APIRequestContext,
  token: string,
  snippetId: string,
  content: string,
  parentCommentId?: string,
): Promise<PostedComment> {
  const response = await request.post('/api/comments', {
    headers: auth(token),
    data: { snippetId, content, parentCommentId },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { comment: PostedComment }).comment;
}

/** A global message (toast). */
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const section = (page: Page) => page.getByTestId('comments-section');
const threadOf = (page: Page, text: string) =>
  page.getByTestId('comment-thread').filter({ has: page.getByTestId('comment').filter({ hasText: text }) });
/** The comment itself (not its replies). */
const commentOf = (page: Page, text: string) => page.getByTestId('comment').filter({ hasText: text });
const replyOf = (page: Page, text: string) => page.getByTestId('reply').filter({ hasText: text });
const actions = (item: Locator) => ({
  like: item.getByTestId('comment-like').first(),
  dislike: item.getByTestId('comment-dislike').first(),
});

/** A second member who writes the comments the test member reacts to; deleted afterwards. */
const otherMember = test.extend<{ other: Credentials }>({
  other: async ({ request }, use) => {
    const credentials = newCredentials('o');
    await apiRegister(request, credentials);
    await use(credentials);
    await apiDeleteAccount(request, credentials);
  },
});

test.describe('Comments', () => {
  test("a guest sees 'Log in or register to add a comment' and is sent to /login to react", async ({
    page,
    member,
  }) => {
    const token = await tokenOf(page.request, member);
    const snippet = await createSnippet(page.request, token);
    await postComment(page.request, token, snippet._id, 'A comment guests can read');

    await page.goto(`/snippets/${snippet.slug}`);
    const prompt = section(page).getByTestId('comment-guest-prompt');
    await expect(prompt).toHaveText('Log in or register to add a comment');
    await expect(prompt.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/snippets/${snippet.slug}`)}`,
    );
    await expect(prompt.getByRole('link', { name: 'register' })).toHaveAttribute('href', '/register');
    await expect(section(page).getByTestId('comment-form')).toHaveCount(0);
    const comment = commentOf(page, 'A comment guests can read');
    await expect(comment).toBeVisible();
    await expect(comment.getByRole('button', { name: 'Reply' })).toHaveCount(0);

    await actions(comment).like.click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/snippets/${snippet.slug}`)}`);
  });

  test("a guest's snippet page downloads no comment form; a member's box loads it when focused", async ({
    page,
    member,
  }) => {
    const token = await tokenOf(page.request, member);
    const snippet = await createSnippet(page.request, token);
    await postComment(page.request, token, snippet._id, 'Read-only readers need no form');
    const formChunk = builtChunk('src/features/comments/components/comment-form.tsx');
    const formChunks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === formChunk) formChunks.push(request.url());
    });

    await page.goto(`/snippets/${snippet.slug}`);
    await expect(commentOf(page, 'Read-only readers need no form')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(formChunks).toEqual([]);

    await withoutLiveNotifications(page);
    await signIn(page, member);
    await page.reload();
    const box = section(page).getByTestId('comment-form').getByRole('textbox', { name: 'Add a comment' });
    await page.waitForLoadState('networkidle');
    expect(formChunks).toEqual([]);
    await box.focus();
    await expect.poll(() => formChunks.length).toBe(1);
  });

  test('keyboard: after posting, the focus is back in the box; after a reply, on its Reply button', async ({
    page,
    member,
  }) => {
    await signIn(page, member);
    const snippet = await createSnippet(page.request, await tokenOf(page.request, member));
    await page.goto(`/snippets/${snippet.slug}`);
    const form = section(page).getByTestId('comment-form');
    const box = form.getByRole('textbox', { name: 'Add a comment' });
    await box.focus();
    await page.keyboard.type('Posted from the keyboard');
    // The form replaces its stand-in once its chunk has arrived (its button is enabled then), as a person sees.
    await expect(form.getByRole('button', { name: 'Post comment' })).toBeEnabled();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Post comment' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, COMMENT.added)).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();

    const comment = commentOf(page, 'Posted from the keyboard');
    // The reaction buttons say their counts.
    await expect(actions(comment).like).toHaveAccessibleName('Like, 0 likes');
    await expect(actions(comment).dislike).toHaveAccessibleName('Dislike, 0 dislikes');
    const reply = comment.getByRole('button', { name: 'Reply' });
    await reply.click();
    await expect(page.getByTestId('reply-form').getByRole('textbox')).toBeFocused();
    await page.keyboard.type('A reply from the keyboard');
    await page.keyboard.press('Control+Enter');
    await expect(toast(page, COMMENT.replyAdded)).toBeVisible();
    await expect(page.getByTestId('reply-form')).toHaveCount(0);
    await expect(reply).toBeFocused();
  });

  test('a member comments with Markdown, replies, and views and hides the replies', async ({
    page,
    member,
  }) => {
    const session = await signIn(page, member);
    const snippet = await createSnippet(page.request, session.token);
    await page.goto(`/snippets/${snippet.slug}`);
    await expect(section(page).getByTestId('comments-empty')).toBeVisible();
    await expect(section(page).getByTestId('comment-count')).toHaveText('(0)');

    // Empty after trimming is refused on the spot.
    const form = section(page).getByTestId('comment-form');
    const box = form.getByRole('textbox', { name: 'Add a comment' });
    await box.fill('   ');
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(form.getByText('Comment cannot be empty')).toBeVisible();

    await box.fill(
      'Use a **bind variable**:\n\n```apex\nList<Contact> rows = [SELECT Id FROM Contact WHERE Id = :recordId];\n```',
    );
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(toast(page, COMMENT.added)).toBeVisible();
    await expect(box).toHaveValue('');
    const comment = commentOf(page, 'Use a bind variable');
    await expect(comment.locator('strong')).toHaveText('bind variable');
    const code = comment.getByTestId('comment-code');
    await expect(code).toHaveAttribute('data-highlighted', 'true');
    await expect(code).toContainText('List<Contact> rows');
    await expect(comment.getByTestId('comment-author')).toHaveText(member.username);
    await expect(comment.getByTestId('comment-author')).toHaveAttribute('href', `/users/${member.username}`);
    await expect(comment.getByTestId('comment-date')).toHaveText(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/,
    );
    await expect(section(page).getByTestId('comment-count')).toHaveText('(1)');

    // Reply: the form opens focused under the comment.
    await comment.getByRole('button', { name: 'Reply' }).click();
    const replyForm = page.getByTestId('reply-form');
    const replyBox = replyForm.getByRole('textbox', { name: `Reply to ${member.username}` });
    await expect(replyBox).toBeFocused();
    await replyBox.fill('First reply');
    await replyForm.getByRole('button', { name: 'Post reply' }).click();
    await expect(toast(page, COMMENT.replyAdded)).toBeVisible();
    await replyOf(page, 'First reply').waitFor();
    await comment.getByRole('button', { name: 'Reply' }).click();
    await replyBox.fill('Second reply, newest');
    await replyForm.getByRole('button', { name: 'Post reply' }).click();
    await expect(replyForm).toHaveCount(0);
    const thread = threadOf(page, 'Use a bind variable');
    await expect(thread.getByTestId('reply').getByTestId('comment-content')).toHaveText([
      'Second reply, newest',
      'First reply',
    ]);
    // Replies have no Reply button.
    await expect(replyOf(page, 'First reply').getByRole('button', { name: 'Reply' })).toHaveCount(0);
    await expect(section(page).getByTestId('comment-count')).toHaveText('(3)');

    await thread.getByRole('button', { name: COMMENT.hideReplies }).click();
    await expect(thread.getByTestId('reply')).toHaveCount(0);
    await thread.getByRole('button', { name: 'View 2 replies' }).click();
    await expect(thread.getByTestId('reply')).toHaveCount(2);

    // After a reload the thread comes back with its replies folded.
    await page.reload();
    await expect(
      threadOf(page, 'Use a bind variable').getByRole('button', { name: 'View 2 replies' }),
    ).toBeVisible();
  });

  otherMember('replies beyond the preview load on demand', async ({ page, member, other }) => {
    const otherToken = await tokenOf(page.request, other);
    const snippet = await createSnippet(page.request, otherToken);
    const parent = await postComment(page.request, otherToken, snippet._id, 'Which API version?');
    for (let n = 1; n <= 5; n += 1) {
      await postComment(page.request, otherToken, snippet._id, `Answer ${n}`, parent._id);
    }
    await signIn(page, member);
    const repliesCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/comments/replies/')) repliesCalls.push(request.url());
    });
    await page.goto(`/snippets/${snippet.slug}`);
    const thread = threadOf(page, 'Which API version?');
    const view = thread.getByRole('button', { name: 'View 5 replies' });
    await expect(view).toBeVisible();
    expect(repliesCalls).toEqual([]);
    await view.click();
    await expect(thread.getByTestId('reply').getByTestId('comment-content')).toHaveText([
      'Answer 5',
      'Answer 4',
      'Answer 3',
      'Answer 2',
      'Answer 1',
    ]);
    expect(repliesCalls).toHaveLength(1);
    await thread
      .getByRole('button', { name: 'View 5 replies' })
      .or(thread.getByRole('button', { name: COMMENT.hideReplies }))
      .click();
    await expect(thread.getByTestId('reply')).toHaveCount(0);
  });

  otherMember(
    'a member likes and dislikes a comment (SPEC §4 truth table)',
    async ({ page, member, other }) => {
      const otherToken = await tokenOf(page.request, other);
      const snippet = await createSnippet(page.request, otherToken);
      await postComment(page.request, otherToken, snippet._id, 'React to me');
      await signIn(page, member);
      await page.goto(`/snippets/${snippet.slug}`);
      const comment = commentOf(page, 'React to me');
      const { like, dislike } = actions(comment);
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      // The member can neither edit nor delete another member's comment.
      await expect(comment.getByRole('button', { name: 'Edit' })).toHaveCount(0);
      await expect(comment.getByRole('button', { name: 'Delete' })).toHaveCount(0);

      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(like).toHaveText('1');
      await expect(like).toBeEnabled();

      // Disliking clears the like.
      await dislike.click();
      await expect(dislike).toHaveAttribute('aria-pressed', 'true');
      await expect(dislike).toHaveText('1');
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await expect(like).toHaveText('0');
      await expect(dislike).toBeEnabled();

      // The server kept it.
      await page.reload();
      await expect(actions(commentOf(page, 'React to me')).dislike).toHaveAttribute('aria-pressed', 'true');

      // Disliking again removes the dislike.
      await actions(commentOf(page, 'React to me')).dislike.click();
      await expect(actions(commentOf(page, 'React to me')).dislike).toHaveAttribute('aria-pressed', 'false');
      await expect(actions(commentOf(page, 'React to me')).dislike).toHaveText('0');
    },
  );

  test('the author edits in place and deletes after confirming', async ({ page, member }) => {
    const session = await signIn(page, member);
    const snippet = await createSnippet(page.request, session.token);
    const parent = await postComment(page.request, session.token, snippet._id, 'Typo in here');
    await postComment(page.request, session.token, snippet._id, 'A reply that goes too', parent._id);
    await postComment(page.request, session.token, snippet._id, 'This one stays');
    await page.goto(`/snippets/${snippet.slug}`);
    await expect(section(page).getByTestId('comment-count')).toHaveText('(3)');

    await commentOf(page, 'Typo in here').getByRole('button', { name: 'Edit' }).click();
    // While editing, the text is in the box.
    const editForm = page.getByTestId('comment-edit-form');
    const box = editForm.getByRole('textbox', { name: 'Edit comment' });
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('Typo in here');
    await box.fill('Typo fixed here');
    await editForm.getByRole('button', { name: 'Save' }).click();
    const edited = commentOf(page, 'Typo fixed here');
    await expect(edited.getByTestId('comment-edited')).toHaveText('(edited)');
    await expect(toast(page, COMMENT.updated)).toBeVisible();

    await edited.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete comment' });
    await expect(dialog).toContainText(COMMENT.deleteConfirm);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, COMMENT.deleted)).toBeVisible();
    await expect(commentOf(page, 'Typo fixed here')).toHaveCount(0);
    await expect(commentOf(page, 'This one stays')).toBeVisible();
    await expect(section(page).getByTestId('comment-count')).toHaveText('(1)');

    await page.reload();
    await expect(commentOf(page, 'This one stays')).toBeVisible();
    await expect(page.getByTestId('comment')).toHaveCount(1);
  });

  test('posting too fast shows the rate limit under the form and as a warning', async ({ page, member }) => {
    const session = await signIn(page, member);
    const snippet = await createSnippet(page.request, session.token);
    // The e2e server keeps the default limit of 10 posts per minute per member.
    const limit = 10;
    for (let n = 1; n <= limit; n += 1)
      await postComment(page.request, session.token, snippet._id, `Quick post number ${n}.`);

    await page.goto(`/snippets/${snippet.slug}`);
    const form = section(page).getByTestId('comment-form');
    await form.getByRole('textbox', { name: 'Add a comment' }).fill('One too many');
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(form.getByTestId('comment-rate-limit')).toHaveText(COMMENT.tooMany);
    await expect(toast(page, COMMENT.tooMany)).toHaveAttribute('data-type', 'warning');
    // The typed text is back for a later try.
    await expect(form.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('One too many');

    // A reply is refused the same way, under its comment.
    const comment = commentOf(page, 'Quick post number 10.');
    await comment.getByRole('button', { name: 'Reply' }).click();
    const replyForm = comment.getByTestId('reply-form');
    await replyForm.getByRole('textbox').fill('Reply too fast');
    await replyForm.getByRole('button', { name: 'Post reply' }).click();
    await expect(replyForm.getByTestId('comment-rate-limit')).toHaveText(COMMENT.tooMany);
  });

  test('an admin sees the troubleshooting panel and deletes any comment', async ({ page, member }) => {
    const memberToken = await tokenOf(page.request, member);
    const empty = await createSnippet(page.request, memberToken);
    const discussed = await createSnippet(page.request, memberToken);
    await postComment(page.request, memberToken, discussed._id, 'Admin may remove this');

    await signIn(page, { username: ADMIN.username, password: ADMIN.password, email: '' });
    // No comments: the panel opens by itself.
    await page.goto(`/snippets/${empty.slug}`);
    const panel = page.getByTestId('troubleshooting-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('troubleshooting-snippet-id')).toHaveText(empty._id);
    await expect(panel.getByTestId('troubleshooting-total')).toHaveText('0');
    await page.getByRole('button', { name: COMMENT.hideTroubleshooting }).click();
    await expect(panel).toHaveCount(0);

    // With comments it waits to be asked.
    await page.goto(`/snippets/${discussed.slug}`);
    await expect(commentOf(page, 'Admin may remove this')).toBeVisible();
    await expect(page.getByTestId('troubleshooting-panel')).toHaveCount(0);
    await page.getByRole('button', { name: COMMENT.showTroubleshooting }).click();
    await expect(panel.getByTestId('troubleshooting-loaded')).toHaveText('1');
    await expect(panel.getByTestId('troubleshooting-raw')).toContainText(
      '"content": "Admin may remove this"',
    );
    const refetch = page.waitForResponse((response) =>
      response.url().includes(`/api/comments/snippet/${discussed._id}`),
    );
    await panel.getByRole('button', { name: 'Retry' }).click();
    expect((await refetch).status()).toBe(200);

    const comment = commentOf(page, 'Admin may remove this');
    await expect(comment.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await comment.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete comment' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toast(page, COMMENT.deleted)).toBeVisible();
    await expect(commentOf(page, 'Admin may remove this')).toHaveCount(0);
    // Now empty: the panel reports it.
    await expect(panel.getByTestId('troubleshooting-total')).toHaveText('0');
  });

  test('members see no troubleshooting toggle', async ({ page, member }) => {
    const session = await signIn(page, member);
    const snippet = await createSnippet(page.request, session.token);
    await page.goto(`/snippets/${snippet.slug}`);
    await expect(section(page).getByTestId('comments-empty')).toBeVisible();
    await expect(page.getByTestId('comments-troubleshooting')).toHaveCount(0);
  });

  test('the comments section has no axe violations (member with a thread open, admin panel open)', async ({
    page,
    member,
  }) => {
    const memberToken = await tokenOf(page.request, member);
    const snippet = await createSnippet(page.request, memberToken);
    const parent = await postComment(
      page.request,
      memberToken,
      snippet._id,
      'Check `Limit` first:\n\n```apex\nSystem.debug(Limits.getQueries());\n```\n\nSee [the docs](https://developer.salesforce.com/docs).',
    );
    await postComment(page.request, memberToken, snippet._id, 'Thanks!', parent._id);

    const expectNoViolations = async (on: Page = page) => {
      const results = await new AxeBuilder({ page: on })
        .include('[data-testid="comments-section"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(
        results.violations.map((violation) => [violation.id, violation.nodes.map((node) => node.target)]),
      ).toEqual([]);
    };

    await signIn(page, member);
    await page.goto(`/snippets/${snippet.slug}`);
    const thread = threadOf(page, 'Check Limit first');
    await thread.getByRole('button', { name: 'View 1 reply' }).click();
    await expect(thread.getByTestId('comment-code')).toHaveAttribute('data-highlighted', 'true');
    await commentOf(page, 'Check Limit first').getByRole('button', { name: 'Reply' }).click();
    await expectNoViolations();

    // The admin in a tab of their own (the sign-in script runs on a tab's first page load).
    const adminPage = await page.context().newPage();
    await signIn(adminPage, { username: ADMIN.username, password: ADMIN.password, email: '' });
    await adminPage.goto(`/snippets/${snippet.slug}`);
    await adminPage.getByRole('button', { name: COMMENT.showTroubleshooting }).click();
    await expect(adminPage.getByTestId('troubleshooting-panel')).toBeVisible();
    await expectNoViolations(adminPage);
  });
});
