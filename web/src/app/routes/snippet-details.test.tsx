import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SNIPPET, snippetMetaDescription, type SnippetDetail } from '@cloud-snippets/contract';
import { buildSnippetDetail, buildToken, buildUser } from '../../test/factories';
import { deferred, mockApi, type Handler, type MockAnswer, type MockRequest } from '../../test/mock-api';
import { renderApp } from '../testing';

const SLUG = 'lookup-subscriber-first-name';
const profileOk = { 'GET /api/auth/profile': () => ({ body: { user: buildUser() } }) };
const member = () => ({ signedIn: { token: buildToken(), user: buildUser() } });

function reaction(
  overrides: Partial<{ message: string; likeCount: number; isLiked: boolean; isSaved: boolean }> = {},
) {
  return {
    message: 'ok',
    likeCount: 4,
    dislikeCount: 0,
    isLiked: false,
    isDisliked: false,
    isSaved: false,
    ...overrides,
  };
}

function mockSnippet(snippet: SnippetDetail = buildSnippetDetail(), handlers: Record<string, Handler> = {}) {
  let current = snippet;
  const api = mockApi({
    ...profileOk,
    [`GET /api/snippets/${SLUG}`]: () => ({ body: { snippet: current } }),
    [`POST /api/snippets/${snippet._id}/view`]: () => ({ body: reaction({ message: SNIPPET.viewRecorded }) }),
    ...handlers,
  });
  return { ...api, setSnippet: (next: SnippetDetail) => (current = next) };
}

const calledPaths = (calls: MockRequest[], method: string) =>
  calls.filter((c) => c.method === method).map((c) => c.path);

afterEach(() => {
  vi.useRealTimers();
});

describe('snippet details', () => {
  it('shows title, author link, date, views, description, tags, code and sets the meta', async () => {
    const description = `${'A long description. '.repeat(12)}`.trim();
    mockSnippet(buildSnippetDetail({ description, createdAt: '2025-03-04T10:00:00.000Z', viewCount: 120 }));
    renderApp(`/snippets/${SLUG}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lookup a subscriber first name' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('snippet-author')).toHaveAttribute('href', '/users/journey_jo');
    expect(screen.getByText('Mar 4, 2025')).toBeInTheDocument();
    expect(screen.getByTestId('view-count')).toHaveTextContent('120 views');
    expect(screen.getByRole('link', { name: '#lookup' })).toHaveAttribute('href', '/snippets?tag=lookup');
    expect(screen.getByTestId('snippet-code')).toHaveTextContent('SET @name = Lookup');
    expect(document.title).toBe('Lookup a subscriber first name – Cloud Snippets');
    const meta = document.querySelector('meta[name="description"]')!.getAttribute('content')!;
    // The contract's rule, as the server's crawler page uses it: whole words, ellipsis, at most 155 characters.
    expect(meta).toBe(snippetMetaDescription(description));
    expect(meta).toMatch(/ A long…$/);
    // The comments arrive in a chunk of their own, after the snippet.
    expect(await screen.findByTestId('comments-section')).toBeInTheDocument();
  });

  it('highlights the AMPscript after the first paint', async () => {
    mockSnippet();
    renderApp(`/snippets/${SLUG}`);
    const code = await screen.findByTestId('snippet-code');
    await waitFor(() => expect(code).toHaveAttribute('data-highlighted', 'true'));
    expect(within(code).getByText('SET')).toHaveClass('tok-keyword');
    expect(within(code).getByText('Lookup')).toHaveClass('tok-function');
  });

  it('records one view after loading', async () => {
    const { calls } = mockSnippet();
    renderApp(`/snippets/${SLUG}`);
    await screen.findByTestId('snippet-details');
    await waitFor(() => expect(calledPaths(calls, 'POST')).toEqual(['/api/snippets/s1/view']));
  });

  it("shows 'Snippet not found' with a link to browse", async () => {
    mockApi({
      [`GET /api/snippets/${SLUG}`]: () => ({ status: 404, body: { message: 'Snippet not found' } }),
    });
    renderApp(`/snippets/${SLUG}`);
    expect(await screen.findByRole('heading', { name: SNIPPET.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse snippets' })).toHaveAttribute('href', '/snippets');
  });

  it("shows 'Failed to load snippet' on other failures", async () => {
    mockApi({ [`GET /api/snippets/${SLUG}`]: () => ({ status: 400, body: {} }) });
    renderApp(`/snippets/${SLUG}`);
    expect(await screen.findByRole('heading', { name: SNIPPET.loadFailed })).toBeInTheDocument();
  });

  it('shows the edit link to the owner only', async () => {
    mockSnippet(buildSnippetDetail({ author: { _id: 'u1', username: 'ampscript_amy', avatar: '' } }));
    renderApp(`/snippets/${SLUG}`, member());
    expect(await screen.findByTestId('edit-snippet-link')).toHaveAttribute('href', `/snippets/${SLUG}/edit`);
  });

  it('hides the edit link from other members and guests', async () => {
    mockSnippet();
    renderApp(`/snippets/${SLUG}`, member());
    await screen.findByTestId('snippet-details');
    expect(screen.queryByTestId('edit-snippet-link')).not.toBeInTheDocument();
  });

  it('sends guests who like or save to /login', async () => {
    const { calls } = mockSnippet();
    const app = renderApp(`/snippets/${SLUG}`);
    await app.user.click(await screen.findByTestId('like-button'));
    await waitFor(() => expect(app.location()).toBe(`/login?redirect=%2Fsnippets%2F${SLUG}`));
    expect(calledPaths(calls, 'POST').filter((p) => p.endsWith('/like'))).toEqual([]);
  });

  it('acts for the stored member while the startup session check is out: like and save go out, not to /login', async () => {
    const check = deferred<MockAnswer>();
    const signedIn = member();
    const bearer = `Bearer ${signedIn.signedIn.token}`;
    const { calls } = mockSnippet(buildSnippetDetail(), {
      'GET /api/auth/profile': () => check.promise,
      'POST /api/snippets/s1/like': () => ({ body: reaction({ likeCount: 5, isLiked: true }) }),
      'POST /api/snippets/s1/save': () => ({ body: reaction({ message: SNIPPET.saved, isSaved: true }) }),
    });
    const app = renderApp(`/snippets/${SLUG}`, signedIn);
    await app.user.click(await screen.findByTestId('like-button'));
    await app.user.click(screen.getByTestId('save-button'));
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    const reactions = () =>
      calls
        .filter((c) => c.method === 'POST' && /\/(like|save)$/.test(c.path))
        .map((c) => [c.path, c.headers.Authorization]);
    await waitFor(() =>
      expect(reactions()).toEqual([
        ['/api/snippets/s1/like', bearer],
        ['/api/snippets/s1/save', bearer],
      ]),
    );
    expect(app.location()).toBe(`/snippets/${SLUG}`);
    check.resolve({ body: { user: signedIn.signedIn.user } });
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument());
  });

  it('likes at once, then reloads the snippet; a second click unlikes', async () => {
    const { calls, setSnippet } = mockSnippet(buildSnippetDetail(), {
      'POST /api/snippets/s1/like': () => {
        setSnippet(buildSnippetDetail({ isLiked: true, likeCount: 5 }));
        return { body: reaction({ message: SNIPPET.liked, likeCount: 5, isLiked: true }) };
      },
      'POST /api/snippets/s1/unlike': () => {
        setSnippet(buildSnippetDetail({ isLiked: false, likeCount: 4 }));
        return { body: reaction({ message: SNIPPET.reactionRemoved, likeCount: 4, isLiked: false }) };
      },
    });
    const app = renderApp(`/snippets/${SLUG}`, member());
    const like = await screen.findByTestId('like-button');
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await app.user.click(like);
    await waitFor(() => expect(screen.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('like-count')).toHaveTextContent('5');
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.path === `/api/snippets/${SLUG}`)).toHaveLength(2),
    );

    await app.user.click(screen.getByTestId('like-button'));
    await waitFor(() => expect(screen.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByTestId('like-count')).toHaveTextContent('4');
  });

  it("rolls a failed like back and says 'Failed to update like status'", async () => {
    mockSnippet(buildSnippetDetail(), { 'POST /api/snippets/s1/like': () => ({ status: 400, body: {} }) });
    const app = renderApp(`/snippets/${SLUG}`, member());
    await app.user.click(await screen.findByTestId('like-button'));
    expect(await screen.findByText(SNIPPET.likeFailed)).toBeInTheDocument();
    expect(screen.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('like-count')).toHaveTextContent('4');
  });

  it("shows the server's message when likes come too fast (429)", async () => {
    mockSnippet(buildSnippetDetail(), {
      'POST /api/snippets/s1/like': () => ({ status: 429, body: { message: SNIPPET.tooManyReactions } }),
    });
    const app = renderApp(`/snippets/${SLUG}`, member());
    await app.user.click(await screen.findByTestId('like-button'));
    expect(await screen.findByText(SNIPPET.tooManyReactions)).toBeInTheDocument();
    expect(screen.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'false');
  });

  it("saves ('Snippet saved successfully') and unsaves ('Snippet removed from saved')", async () => {
    mockSnippet(buildSnippetDetail(), {
      'POST /api/snippets/s1/save': () => ({ body: reaction({ message: SNIPPET.saved, isSaved: true }) }),
      'DELETE /api/snippets/s1/save': () => ({
        body: reaction({ message: SNIPPET.unsaved, isSaved: false }),
      }),
    });
    const app = renderApp(`/snippets/${SLUG}`, member());
    await app.user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SNIPPET.saved)).toBeInTheDocument();
    expect(screen.getByTestId('save-button')).toHaveAttribute('aria-pressed', 'true');
    await app.user.click(screen.getByRole('button', { name: 'Saved' }));
    expect(await screen.findByText(SNIPPET.unsaved)).toBeInTheDocument();
    expect(screen.getByTestId('save-button')).toHaveAttribute('aria-pressed', 'false');
  });

  it.each([
    ['a 200', { body: reaction({ message: SNIPPET.alreadySaved, isSaved: true }) }],
    ['an error', { status: 409, body: { message: SNIPPET.alreadySaved } }],
  ])("treats 'Snippet already saved' (%s) as saved", async (_label, answer) => {
    mockSnippet(buildSnippetDetail(), { 'POST /api/snippets/s1/save': () => answer });
    const app = renderApp(`/snippets/${SLUG}`, member());
    await app.user.click(await screen.findByTestId('save-button'));
    expect(await screen.findByText(SNIPPET.saved)).toBeInTheDocument();
    expect(screen.getByTestId('save-button')).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows the server message, or 'Failed to update save status', when saving fails", async () => {
    mockSnippet(buildSnippetDetail(), { 'POST /api/snippets/s1/save': () => ({ status: 400, body: {} }) });
    const app = renderApp(`/snippets/${SLUG}`, member());
    await app.user.click(await screen.findByTestId('save-button'));
    expect(await screen.findByText(SNIPPET.saveFailed)).toBeInTheDocument();
    expect(screen.getByTestId('save-button')).toHaveAttribute('aria-pressed', 'false');
  });

  it('says how often it was edited, linking to its revisions, and nothing for a snippet never edited', async () => {
    mockSnippet(buildSnippetDetail({ revisionCount: 3 }));
    renderApp(`/snippets/${SLUG}`);
    const summary = await screen.findByTestId('revision-summary');
    expect(summary).toHaveTextContent(/^Edited 2 times · last /);
    expect(summary).toHaveAttribute('href', `/snippets/${SLUG}/revisions`);
  });

  it('shows no edit history for a snippet never edited', async () => {
    mockSnippet(buildSnippetDetail({ revisionCount: 1 }));
    renderApp(`/snippets/${SLUG}`);
    await screen.findByTestId('snippet-details');
    expect(screen.queryByTestId('revision-summary')).toBeNull();
  });

  it('marks an unlisted snippet and keeps it out of search engines', async () => {
    mockSnippet(buildSnippetDetail({ visibility: 'unlisted' }));
    renderApp(`/snippets/${SLUG}`);
    expect(await screen.findByTestId('visibility-badge')).toHaveTextContent('Unlisted');
    await waitFor(() =>
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    );
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(screen.getByTestId('raw-link')).toBeInTheDocument();
  });

  it('shows its author a private snippet without links other pages could open: no raw, embed or fork', async () => {
    const author = { _id: 'u1', username: 'ampscript_amy', avatar: '' };
    mockSnippet(buildSnippetDetail({ visibility: 'private', author, isOwner: true }));
    renderApp(`/snippets/${SLUG}`, member());
    expect(await screen.findByTestId('visibility-badge')).toHaveTextContent('Private');
    for (const id of ['raw-link', 'fork-button', 'embed-codes']) expect(screen.queryByTestId(id)).toBeNull();
    // Download is a button that fetches the zip with the author's token.
    expect((await screen.findByTestId('download-link')).tagName).toBe('BUTTON');
    expect(screen.getByRole('button', { name: /copy/i })).toBeInTheDocument();
  });

  it('says a fork’s original is not public when its reader may not open it', async () => {
    mockSnippet(buildSnippetDetail({ isFork: true, forkedFrom: null, forkedFromHidden: true }));
    renderApp(`/snippets/${SLUG}`);
    expect(await screen.findByText(SNIPPET.forkedFromHidden)).toBeInTheDocument();
  });

  it('shows each file of a snippet of several files, named, with its own raw link and copy', async () => {
    const files = [
      { name: 'c/orderCard/orderCard.js', language: 'javascript', code: 'export default class OrderCard {}' },
      { name: 'c/orderCard/orderCard.html', language: 'html', code: '<template></template>' },
    ];
    mockSnippet(
      buildSnippetDetail({
        files,
        code: files[0]!.code,
        codeLanguage: 'javascript',
        fileCount: 2,
        hasTestClass: true,
      }),
    );
    renderApp(`/snippets/${SLUG}`);
    const panels = await screen.findAllByTestId('snippet-file');
    expect(panels.map((panel) => panel.getAttribute('aria-label'))).toEqual(files.map((file) => file.name));
    expect(within(panels[1]!).getByTestId('raw-link')).toHaveAttribute(
      'href',
      `/snippets/${SLUG}/raw/c/orderCard/orderCard.html`,
    );
    expect(within(panels[1]!).queryByTestId('download-link')).toBeNull();
    expect(within(panels[0]!).getByTestId('download-link')).toBeInTheDocument();
    expect(within(panels[1]!).getByTestId('snippet-code')).toHaveTextContent('<template></template>');
    expect(screen.getByTestId('file-count')).toHaveTextContent('2 files');
    expect(screen.getByTestId('test-class-mark')).toHaveTextContent('Has test class');
  });

  it('links the code as plain text (Raw), outside the web app', async () => {
    mockSnippet();
    renderApp(`/snippets/${SLUG}`);
    const raw = await screen.findByTestId('raw-link');
    expect(raw.tagName).toBe('A');
    expect(raw).toHaveAttribute('href', `/snippets/${SLUG}/raw`);
    expect(raw).toHaveTextContent('Raw');
  });

  it("copies the code and reads 'Copied!' for 2 seconds", async () => {
    mockSnippet();
    renderApp(`/snippets/${SLUG}`);
    const button = await screen.findByTestId('copy-code');
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith(buildSnippetDetail().code);
    expect(button).toHaveTextContent(SNIPPET.copied);
    expect(screen.getByTestId('copy-code-status')).toHaveTextContent('Copied to clipboard');
    act(() => vi.advanceTimersByTime(1999));
    expect(button).toHaveTextContent(SNIPPET.copied);
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveTextContent('Copy code');
  });
});
