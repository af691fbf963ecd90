import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMMENT, COMMENT_VALIDATION, type Comment, type Reply } from '@cloud-snippets/contract';
import { buildSnippetDetail, buildToken, buildUser } from '../../test/factories';
import { deferred, mockApi, type Handler, type MockAnswer, type MockRequest } from '../../test/mock-api';
import { renderApp } from '../testing';

const SLUG = 'lookup-subscriber-first-name';
const SNIPPET_ID = 's1';
const ME = buildUser({ _id: 'u1', username: 'ampscript_amy' });
const ADMIN = buildUser({ _id: 'u9', username: 'site_admin', role: 'admin' });
const OTHER = { _id: 'u2', username: 'journey_jo', avatar: '/assets/avatars/u2.webp' };

let sequence = 0;
function buildReply(overrides: Partial<Reply> = {}): Reply {
  sequence += 1;
  return {
    _id: `r${sequence}`,
    snippet: SNIPPET_ID,
    parentComment: 'c1',
    author: OTHER,
    content: `Reply number ${sequence}`,
    isEdited: false,
    likeCount: 0,
    dislikeCount: 0,
    replyCount: 0,
    isLiked: false,
    isDisliked: false,
    createdAt: '2025-03-04T15:05:00.000Z',
    updatedAt: '2025-03-04T15:05:00.000Z',
    ...overrides,
  };
}

function buildComment(overrides: Partial<Comment> = {}): Comment {
  return {
    ...buildReply({ parentComment: null, content: 'Great snippet!' }),
    _id: 'c1',
    replies: [],
    ...overrides,
  };
}

function listOf(
  comments: unknown[],
  extra: Partial<{ totalComments: number; nextCursor: string | null }> = {},
) {
  return {
    comments,
    totalComments:
      extra.totalComments ??
      comments.reduce<number>(
        (sum, comment) => sum + 1 + ((comment as Partial<Comment>)?.replyCount ?? 0),
        0,
      ),
    totalThreads: comments.length,
    nextCursor: extra.nextCursor ?? null,
  };
}

function mockComments(comments: unknown[], handlers: Record<string, Handler> = {}, user = ME) {
  return mockApi({
    'GET /api/auth/profile': () => ({ body: { user } }),
    [`GET /api/snippets/${SLUG}`]: () => ({ body: { snippet: buildSnippetDetail() } }),
    [`POST /api/snippets/${SNIPPET_ID}/view`]: () => ({ body: { message: 'ok' } }),
    [`GET /api/comments/snippet/${SNIPPET_ID}`]: () => ({ body: listOf(comments) }),
    ...handlers,
  });
}

const asMember = (user = ME) => ({ signedIn: { token: buildToken(3600, { sub: user._id }), user } });
const calledPaths = (calls: MockRequest[], method: string) =>
  calls.filter((c) => c.method === method).map((c) => c.path);

async function openDetails(options: Parameters<typeof renderApp>[1] = asMember()) {
  const app = renderApp(`/snippets/${SLUG}`, options);
  await screen.findByTestId('comments-section');
  // A member's comment box arrives with the writing chunk (comment-writing.tsx); a guest gets the prompt at once.
  await waitFor(() =>
    expect(
      screen.queryByTestId('comment-form') ?? screen.queryByTestId('comment-guest-prompt'),
    ).not.toBeNull(),
  );
  return app;
}

const commentForm = () => screen.getByTestId('comment-form');
const commentBox = () => within(commentForm()).getByRole('textbox', { name: 'Add a comment' });
const thread = (id: string) => document.querySelector<HTMLElement>(`[data-comment-id="${id}"]`)!;

describe('comments: reading', () => {
  it('shows the count, each comment with avatar, profile link, date, (edited) and reactions', async () => {
    mockComments([
      buildComment({ isEdited: true, likeCount: 3, dislikeCount: 1, isLiked: true }),
      buildComment({ _id: 'c2', author: { _id: 'u1', username: 'ampscript_amy', avatar: '' } }),
    ]);
    await openDetails();
    const first = await waitFor(() => thread('c1'));
    expect(screen.getByTestId('comment-count')).toHaveTextContent('2');
    expect(within(first).getByTestId('comment-author')).toHaveAttribute('href', '/users/journey_jo');
    expect(first.querySelector('img')).toHaveAttribute('src', '/assets/avatars/u2.webp');
    // In the reader's zone (readerTime's own test checks the values).
    expect(within(first).getByTestId('comment-date')).toHaveTextContent(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/,
    );
    expect(within(first).getByText(COMMENT.edited)).toBeInTheDocument();
    expect(within(thread('c2')).queryByText(COMMENT.edited)).not.toBeInTheDocument();
    // The names carry the counts the buttons show.
    const like = within(first).getByRole('button', { name: 'Like, 3 likes' });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    const dislike = within(first).getByRole('button', { name: 'Dislike, 1 dislike' });
    expect(dislike).toHaveAttribute('aria-pressed', 'false');
    // Reply on top-level comments for members; edit for the author; delete for the author.
    expect(within(first).getByRole('button', { name: 'Reply' })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(thread('c2')).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    // The delete button's code loads for those who may delete.
    expect(await within(thread('c2')).findByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('renders the Markdown of a comment', async () => {
    mockComments([buildComment({ content: 'Try `Lookup()` **first**' })]);
    await openDetails();
    const content = await screen.findByTestId('comment-content');
    await waitFor(() => expect(content.querySelector('code')).toHaveTextContent('Lookup()'));
    expect(content.querySelector('strong')).toHaveTextContent('first');
  });

  it("shows 'Error rendering comment:' for malformed comments and renders their neighbours", async () => {
    mockComments([
      buildComment({ _id: 'good1', content: 'First good one' }),
      'not a comment',
      { content: 'no id', author: OTHER },
      { _id: 'bad3', content: 'no author' },
      buildComment({
        _id: 'good2',
        content: 'Second good one',
        replies: [{ _id: 'r-bad' } as unknown as Reply],
      }),
    ]);
    await openDetails();
    await screen.findByText('First good one');
    expect(screen.getByText('Second good one')).toBeInTheDocument();
    const boxes = screen.getAllByTestId('comment-error');
    expect(boxes).toHaveLength(3);
    for (const box of boxes) expect(box).toHaveTextContent(COMMENT.renderErrorHeading);
    expect(boxes.map((box) => box.textContent)).toEqual([
      `${COMMENT.renderErrorHeading}${COMMENT.invalidNotObject}`,
      `${COMMENT.renderErrorHeading}${COMMENT.invalidMissingId}`,
      `${COMMENT.renderErrorHeading}${COMMENT.invalidMissingAuthor}`,
    ]);
  });

  it("says 'Failed to load comments' when the list fails, and retries", async () => {
    let fail = true;
    mockComments([], {
      [`GET /api/comments/snippet/${SNIPPET_ID}`]: () =>
        fail ? { status: 400, body: {} } : { body: listOf([buildComment()]) },
    });
    const app = await openDetails();
    expect(await screen.findByText(COMMENT.loadFailed)).toBeInTheDocument();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Great snippet!')).toBeInTheDocument();
  });

  it("pages threads with 'Load more comments'", async () => {
    const { calls } = mockComments([], {
      [`GET /api/comments/snippet/${SNIPPET_ID}`]: ({ url }) =>
        url.searchParams.get('cursor') === 'page2'
          ? { body: listOf([buildComment({ _id: 'c2', content: 'Older one' })], { totalComments: 2 }) }
          : { body: listOf([buildComment()], { totalComments: 2, nextCursor: 'page2' }) },
    });
    const app = await openDetails();
    await app.user.click(await screen.findByRole('button', { name: 'Load more comments' }));
    expect(await screen.findByText('Older one')).toBeInTheDocument();
    expect(screen.getByText('Great snippet!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more comments' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === `/api/comments/snippet/${SNIPPET_ID}`)).toHaveLength(2);
  });
});

describe('comments: guests', () => {
  it("see exactly 'Log in or register to add a comment' and are sent to /login to react", async () => {
    const { calls } = mockComments([buildComment()]);
    const app = await openDetails({});
    const prompt = await screen.findByTestId('comment-guest-prompt');
    expect(prompt).toHaveTextContent(/^Log in or register to add a comment$/);
    expect(within(prompt).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirect=%2Fsnippets%2F${SLUG}`,
    );
    expect(within(prompt).getByRole('link', { name: 'register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByTestId('comment-form')).not.toBeInTheDocument();
    await screen.findByText('Great snippet!');
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    await app.user.click(screen.getByTestId('comment-like'));
    await waitFor(() => expect(app.location()).toBe(`/login?redirect=%2Fsnippets%2F${SLUG}`));
    expect(calledPaths(calls, 'POST').filter((p) => p.includes('/api/comments'))).toEqual([]);
  });
});

describe('comments: posting', () => {
  it("posts, toasts 'Comment added successfully' and puts the comment first", async () => {
    const { calls } = mockComments([buildComment()], {
      'POST /api/comments': ({ body }) => ({
        status: 201,
        body: {
          message: COMMENT.added,
          comment: buildComment({
            _id: 'new',
            content: (body as { content: string }).content,
            author: { _id: 'u1', username: 'ampscript_amy', avatar: '' },
          }),
        },
      }),
    });
    const app = await openDetails();
    await screen.findByText('Great snippet!');
    await app.user.type(commentBox(), '  Works with **Data Views** too  ');
    await app.user.click(within(commentForm()).getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText(COMMENT.added)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/comments')?.body).toEqual({
      snippetId: SNIPPET_ID,
      content: 'Works with **Data Views** too',
      parentCommentId: null,
    });
    const threads = screen.getAllByTestId('comment-thread');
    expect(threads[0]).toHaveTextContent('Works with Data Views too');
    expect(screen.getByTestId('comment-count')).toHaveTextContent('2');
    expect(commentBox()).toHaveValue('');
    // Ready for the next one: the focus is back in the box (the button it was on had been disabled).
    await waitFor(() => expect(commentBox()).toHaveFocus());
  });

  it("blocks empty text after trimming with 'Comment cannot be empty'", async () => {
    const { calls } = mockComments([]);
    const app = await openDetails();
    await app.user.type(commentBox(), '   ');
    await app.user.click(within(commentForm()).getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText(COMMENT_VALIDATION.contentRequired)).toBeInTheDocument();
    expect(commentBox()).toHaveAttribute('aria-invalid', 'true');
    expect(calledPaths(calls, 'POST').filter((p) => p === '/api/comments')).toEqual([]);
  });

  it('restores the typed text when the post fails, with the server message as an error', async () => {
    mockComments([], {
      'POST /api/comments': () => ({ status: 400, body: { message: 'Snippet not found' } }),
    });
    const app = await openDetails();
    await app.user.type(commentBox(), 'My first thought');
    await app.user.click(within(commentForm()).getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Snippet not found')).toBeInTheDocument();
    await waitFor(() => expect(commentBox()).toHaveValue('My first thought'));
    expect(screen.queryByTestId('comment-rate-limit')).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to add comment' without a server message", async () => {
    mockComments([], { 'POST /api/comments': () => ({ status: 400, body: {} }) });
    const app = await openDetails();
    await app.user.type(commentBox(), 'Hello');
    await app.user.click(within(commentForm()).getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Failed to add comment')).toBeInTheDocument();
  });

  it('shows the rate limit inline under the form and as a warning, and keeps the text', async () => {
    mockComments([], {
      'POST /api/comments': () => ({ status: 429, body: { message: COMMENT.tooMany } }),
    });
    const app = await openDetails();
    await app.user.type(commentBox(), 'One more');
    await app.user.click(within(commentForm()).getByRole('button', { name: 'Post comment' }));
    const inline = await within(commentForm()).findByTestId('comment-rate-limit');
    expect(inline).toHaveTextContent(COMMENT.tooMany);
    const toast = await waitFor(() => document.querySelector('[data-sonner-toast][data-type="warning"]')!);
    expect(toast).toHaveTextContent(COMMENT.tooMany);
    expect(commentBox()).toHaveValue('One more');
  });

  it("says 'Too many comments…' for a 429 without a message", async () => {
    mockComments([], { 'POST /api/comments': () => ({ status: 429, body: {} }) });
    const app = await openDetails();
    await app.user.type(commentBox(), 'One more');
    await app.user.click(within(commentForm()).getByRole('button', { name: 'Post comment' }));
    expect(await within(commentForm()).findByTestId('comment-rate-limit')).toHaveTextContent(COMMENT.tooMany);
  });

  it("raises 'Invalid server response' when the answer has no comment", async () => {
    mockComments([], { 'POST /api/comments': () => ({ status: 201, body: { message: 'ok' } }) });
    const app = await openDetails();
    await app.user.type(commentBox(), 'Hello there');
    await app.user.click(within(commentForm()).getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText(COMMENT.invalidResponse)).toBeInTheDocument();
    await waitFor(() => expect(commentBox()).toHaveValue('Hello there'));
  });

  it('loads the list afresh after posting when it had failed to load', async () => {
    let posted = false;
    mockComments([], {
      [`GET /api/comments/snippet/${SNIPPET_ID}`]: () =>
        posted
          ? { body: listOf([buildComment({ _id: 'n1', content: 'Posted anyway' })]) }
          : { status: 400, body: {} },
      'POST /api/comments': () => {
        posted = true;
        return {
          status: 201,
          body: { message: COMMENT.added, comment: buildComment({ _id: 'n1', content: 'Posted anyway' }) },
        };
      },
    });
    const app = await openDetails();
    expect(await screen.findByText(COMMENT.loadFailed)).toBeInTheDocument();
    await app.user.type(commentBox(), 'Posted anyway');
    await app.user.click(within(commentForm()).getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByTestId('comment-thread')).toHaveTextContent('Posted anyway');
  });

  it('allows one post at a time', async () => {
    const answer = deferred<MockAnswer>();
    const { calls } = mockComments([buildComment()], { 'POST /api/comments': () => answer.promise });
    const app = await openDetails();
    await screen.findByText('Great snippet!');
    await app.user.type(commentBox(), 'First');
    const submit = within(commentForm()).getByTestId('comment-submit');
    await app.user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveTextContent('Posting...');
    // The reply form of another comment waits too.
    await app.user.click(within(thread('c1')).getByRole('button', { name: 'Reply' }));
    expect(within(await screen.findByTestId('reply-form')).getByTestId('comment-submit')).toBeDisabled();
    await app.user.type(commentBox(), 'Second');
    await app.user.keyboard('{Control>}{Enter}{/Control}');
    expect(calledPaths(calls, 'POST').filter((p) => p === '/api/comments')).toHaveLength(1);
    answer.resolve({
      status: 201,
      body: { message: COMMENT.added, comment: buildComment({ _id: 'n1', content: 'First' }) },
    });
    await waitFor(() => expect(submit).toBeEnabled());
  });
});

describe('comments: replies', () => {
  it("opens the reply form focused, posts, shows the reply first and counts it ('Reply added successfully')", async () => {
    const older = buildReply({ _id: 'old', content: 'Older reply' });
    mockComments([buildComment({ replyCount: 1, replies: [older] })], {
      'POST /api/comments': ({ body }) => ({
        status: 201,
        body: {
          message: COMMENT.replyAdded,
          comment: {
            ...buildReply({ _id: 'fresh', content: (body as { content: string }).content }),
            replies: [],
          },
        },
      }),
    });
    const app = await openDetails();
    const first = await waitFor(() => thread('c1'));
    const toggle = within(screen.getByTestId('comment-thread')).getByTestId('replies-toggle');
    expect(toggle).toHaveTextContent('View 1 reply');
    await app.user.click(within(first).getByRole('button', { name: 'Reply' }));
    const replyBox = within(await screen.findByTestId('reply-form')).getByRole('textbox', {
      name: 'Reply to journey_jo',
    });
    await waitFor(() => expect(replyBox).toHaveFocus());
    await app.user.type(replyBox, 'Thanks, that helped');
    await app.user.click(
      within(screen.getByTestId('reply-form')).getByRole('button', { name: 'Post reply' }),
    );
    expect(await screen.findByText(COMMENT.replyAdded)).toBeInTheDocument();
    const replies = screen.getAllByTestId('reply');
    expect(replies.map((reply) => within(reply).getByTestId('comment-content').textContent)).toEqual([
      'Thanks, that helped',
      'Older reply',
    ]);
    expect(screen.queryByTestId('reply-form')).not.toBeInTheDocument();
    // The reply box closed: the focus is back on the Reply button of the comment it answered.
    await waitFor(() => expect(within(first).getByRole('button', { name: 'Reply' })).toHaveFocus());
    // Replies have no Reply button.
    expect(within(replies[0]!).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: COMMENT.hideReplies }));
    expect(screen.queryByTestId('reply')).not.toBeInTheDocument();
    expect(screen.getByTestId('replies-toggle')).toHaveTextContent('View 2 replies');
    expect(screen.getByTestId('comment-count')).toHaveTextContent('3');
  });

  it('shows a rate-limited reply under its comment', async () => {
    mockComments([buildComment()], {
      'POST /api/comments': () => ({ status: 429, body: { message: 'Please wait before posting again.' } }),
    });
    const app = await openDetails();
    await app.user.click(
      await within(await waitFor(() => thread('c1'))).findByRole('button', { name: 'Reply' }),
    );
    const form = await screen.findByTestId('reply-form');
    await app.user.type(within(form).getByRole('textbox'), 'Quick reply');
    await app.user.click(within(form).getByRole('button', { name: 'Post reply' }));
    expect(await within(form).findByTestId('comment-rate-limit')).toHaveTextContent('wait before posting');
    expect(within(commentForm()).queryByTestId('comment-rate-limit')).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox')).toHaveValue('Quick reply');
  });

  it("loads the rest lazily on 'View N replies' and hides them again", async () => {
    const preview = [1, 2, 3].map((n) => buildReply({ _id: `p${n}`, content: `Preview ${n}` }));
    const all = [
      ...preview,
      buildReply({ _id: 'p4', content: 'Preview 4' }),
      buildReply({ _id: 'p5', content: 'Preview 5' }),
    ];
    const { calls } = mockComments([buildComment({ replyCount: 5, replies: preview })], {
      'GET /api/comments/replies/c1': () => ({ body: { replies: all, replyCount: 5, nextCursor: null } }),
    });
    const app = await openDetails();
    const toggle = await screen.findByRole('button', { name: 'View 5 replies' });
    expect(calls.some((c) => c.path === '/api/comments/replies/c1')).toBe(false);
    await app.user.click(toggle);
    await waitFor(() => expect(screen.getAllByTestId('reply')).toHaveLength(5));
    expect(calls.filter((c) => c.path === '/api/comments/replies/c1')).toHaveLength(1);
    await app.user.click(screen.getByRole('button', { name: COMMENT.hideReplies }));
    expect(screen.queryByTestId('reply')).not.toBeInTheDocument();
  });
});

describe('comments: reactions, edit, delete', () => {
  it('likes at once, settles on the server counts, and rolls back a failed dislike', async () => {
    const likeAnswer = deferred<MockAnswer>();
    mockComments([buildComment({ likeCount: 2, dislikeCount: 0 })], {
      'POST /api/comments/c1/like': () => likeAnswer.promise,
      'POST /api/comments/c1/dislike': () => ({ status: 400, body: { message: 'Comment not found' } }),
    });
    const app = await openDetails();
    const like = await screen.findByTestId('comment-like');
    await app.user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveTextContent('3');
    expect(like).toBeDisabled();
    expect(screen.getByTestId('comment-dislike')).toBeDisabled();
    likeAnswer.resolve({
      body: { message: COMMENT.liked, likes: 7, dislikes: 0, isLiked: true, isDisliked: false },
    });
    await waitFor(() => expect(like).toHaveTextContent('7'));
    expect(like).toHaveAccessibleName('Like, 7 likes');
    expect(like).toBeEnabled();

    const dislike = screen.getByTestId('comment-dislike');
    await app.user.click(dislike);
    expect(await screen.findByText('Comment not found')).toBeInTheDocument();
    expect(dislike).toHaveAttribute('aria-pressed', 'false');
    expect(dislike).toHaveTextContent('0');
    expect(dislike).toHaveAccessibleName('Dislike, 0 dislikes');
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveTextContent('7');
  });

  it('a second like calls DELETE …/like', async () => {
    const { calls } = mockComments([buildComment({ likeCount: 1, isLiked: true })], {
      'DELETE /api/comments/c1/like': () => ({
        body: { message: COMMENT.likeRemoved, likes: 0, dislikes: 0, isLiked: false, isDisliked: false },
      }),
    });
    const app = await openDetails();
    await app.user.click(await screen.findByTestId('comment-like'));
    await waitFor(() => expect(screen.getByTestId('comment-like')).toHaveAttribute('aria-pressed', 'false'));
    expect(calledPaths(calls, 'DELETE')).toEqual(['/api/comments/c1/like']);
  });

  it("edits in place for the author and marks it '(edited)'", async () => {
    mockComments(
      [buildComment({ author: { _id: 'u1', username: 'ampscript_amy', avatar: '' }, content: 'Old text' })],
      {
        'PUT /api/comments/c1': ({ body }) => ({
          body: {
            message: COMMENT.updated,
            comment: buildComment({ content: (body as { content: string }).content, isEdited: true }),
          },
        }),
      },
    );
    const app = await openDetails();
    await app.user.click(await screen.findByRole('button', { name: 'Edit' }));
    const box = within(await screen.findByTestId('comment-edit-form')).getByRole('textbox', {
      name: 'Edit comment',
    });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveValue('Old text');
    await app.user.clear(box);
    await app.user.type(box, 'New text');
    await app.user.click(
      within(screen.getByTestId('comment-edit-form')).getByRole('button', { name: 'Save' }),
    );
    expect(await screen.findByText('New text')).toBeInTheDocument();
    expect(screen.getByText(COMMENT.edited)).toBeInTheDocument();
    expect(screen.queryByTestId('comment-edit-form')).not.toBeInTheDocument();
  });

  it('closes an edit that changed nothing without saving or marking it edited', async () => {
    const { calls } = mockComments([
      buildComment({ author: { _id: 'u1', username: 'ampscript_amy', avatar: '' }, content: 'Same text' }),
    ]);
    const app = await openDetails();
    await app.user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByTestId('comment-edit-form');
    await app.user.type(within(form).getByRole('textbox'), '  ');
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByTestId('comment-edit-form')).not.toBeInTheDocument());
    expect(screen.queryByText(COMMENT.edited)).not.toBeInTheDocument();
    expect(calledPaths(calls, 'PUT')).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
  });

  it("deletes after 'Are you sure you want to delete this comment?' and takes the thread out", async () => {
    const mine = buildComment({
      author: { _id: 'u1', username: 'ampscript_amy', avatar: '' },
      replyCount: 2,
      replies: [buildReply(), buildReply()],
    });
    mockComments([mine, buildComment({ _id: 'c2', content: 'Stays' })], {
      'DELETE /api/comments/c1': () => ({ body: { message: COMMENT.deleted, deletedCount: 3 } }),
    });
    const app = await openDetails();
    await screen.findByText('Stays');
    expect(screen.getByTestId('comment-count')).toHaveTextContent('4');
    await app.user.click(await within(thread('c1')).findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete comment' });
    expect(dialog).toHaveTextContent(COMMENT.deleteConfirm);
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(COMMENT.deleted)).toBeInTheDocument();
    await waitFor(() => expect(thread('c1')).toBeNull());
    expect(screen.getByText('Stays')).toBeInTheDocument();
    expect(screen.getByTestId('comment-count')).toHaveTextContent('1');
    expect(screen.getByRole('heading', { name: /Comments/ })).toHaveFocus();
  });

  it('lets an admin delete anyone’s comment', async () => {
    mockComments([buildComment()], {}, ADMIN);
    await openDetails(asMember(ADMIN));
    const first = await waitFor(() => thread('c1'));
    expect(await within(first).findByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

describe('comments: admin troubleshooting', () => {
  it('opens by itself when there are no comments, and toggles', async () => {
    mockComments([], {}, ADMIN);
    const app = await openDetails(asMember(ADMIN));
    const panel = await screen.findByTestId('troubleshooting-panel');
    expect(within(panel).getByTestId('troubleshooting-snippet-id')).toHaveTextContent(SNIPPET_ID);
    expect(within(panel).getByTestId('troubleshooting-total')).toHaveTextContent('0');
    await app.user.click(screen.getByRole('button', { name: COMMENT.hideTroubleshooting }));
    expect(screen.queryByTestId('troubleshooting-panel')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: COMMENT.showTroubleshooting }));
    expect(screen.getByTestId('troubleshooting-panel')).toBeInTheDocument();
  });

  it('stays closed when comments load, shows counts, the raw first comment and retries', async () => {
    const { calls } = mockComments([buildComment({ content: 'Raw me' })], {}, ADMIN);
    const app = await openDetails(asMember(ADMIN));
    await screen.findByText('Raw me');
    expect(screen.queryByTestId('troubleshooting-panel')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: COMMENT.showTroubleshooting }));
    const panel = screen.getByTestId('troubleshooting-panel');
    expect(within(panel).getByTestId('troubleshooting-loaded')).toHaveTextContent('1');
    expect(within(panel).getByTestId('troubleshooting-raw')).toHaveTextContent('"content": "Raw me"');
    await app.user.click(within(panel).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === `/api/comments/snippet/${SNIPPET_ID}`)).toHaveLength(2),
    );
  });

  it('opens by itself with the error when the list fails', async () => {
    mockComments(
      [],
      { [`GET /api/comments/snippet/${SNIPPET_ID}`]: () => ({ status: 400, body: {} }) },
      ADMIN,
    );
    await openDetails(asMember(ADMIN));
    const panel = await screen.findByTestId('troubleshooting-panel');
    expect(within(panel).getByTestId('troubleshooting-error')).toHaveTextContent(COMMENT.loadFailed);
  });

  it('is not there for members', async () => {
    mockComments([]);
    await openDetails();
    await screen.findByTestId('comments-empty');
    expect(screen.queryByTestId('comments-troubleshooting')).not.toBeInTheDocument();
  });
});
