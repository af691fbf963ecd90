import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SNIPPET } from '@cloud-snippets/contract';
import { buildSnippetList, buildSnippetSummary, buildToken, buildUser } from '../../test/factories';
import { mockApi, type MockRequest } from '../../test/mock-api';
import { SEARCH_BOX_NAVIGATION } from '../../features/snippets/hooks/use-search-draft';
import { renderApp } from '../testing';

const listCalls = (calls: MockRequest[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/snippets');
const lastListQuery = (calls: MockRequest[]) => Object.fromEntries(listCalls(calls).at(-1)!.url.searchParams);

const profileOk = { 'GET /api/auth/profile': () => ({ body: { user: buildUser() } }) };

function mockList(list = buildSnippetList([buildSnippetSummary()])) {
  return mockApi({ ...profileOk, 'GET /api/snippets': () => ({ body: list }) });
}

describe('browse snippets', () => {
  it('shows cards with title link, language badge, tags, author and relative time', async () => {
    mockList();
    renderApp('/snippets');
    const card = await screen.findByTestId('snippet-card');
    expect(within(card).getByRole('link', { name: 'Lookup a subscriber first name' })).toHaveAttribute(
      'href',
      '/snippets/lookup-subscriber-first-name',
    );
    expect(within(card).getByTestId('language-badge')).toHaveTextContent('AMPscript');
    expect(within(card).getByRole('link', { name: '#lookup' })).toHaveAttribute(
      'href',
      '/snippets?tag=lookup',
    );
    expect(within(card).getByRole('link', { name: 'journey_jo' })).toHaveAttribute(
      'href',
      '/users/journey_jo',
    );
    expect(within(card).getByText('3 days ago')).toBeInTheDocument();
    expect(screen.getByTestId('results-count')).toHaveTextContent('1 snippet');
  });

  it('says "About 18,000 snippets" when a search estimates its total, and pages through what it shows', async () => {
    mockList(
      buildSnippetList([buildSnippetSummary()], {
        currentPage: 1,
        totalPages: 67,
        totalSnippets: 17_726,
        totalIsApproximate: true,
      }),
    );
    renderApp('/snippets?search=journey');
    await waitFor(() =>
      expect(screen.getByTestId('results-count')).toHaveTextContent('About 18,000 snippets · page 1 of 67'),
    );
  });

  it('links a card by id when the snippet has no slug', async () => {
    mockList(buildSnippetList([buildSnippetSummary({ slug: '', _id: 'abc123' })]));
    renderApp('/snippets');
    expect(await screen.findByTestId('snippet-card-link')).toHaveAttribute('href', '/snippets/abc123');
  });

  it('shows skeletons while loading, not blank space', async () => {
    mockApi({ 'GET /api/snippets': () => new Promise(() => {}) });
    renderApp('/snippets');
    expect(await screen.findByRole('status', { name: 'Loading snippets' })).toBeInTheDocument();
  });

  it("shows 'No snippets found' with a link to create", async () => {
    mockList(buildSnippetList([]));
    renderApp('/snippets');
    expect(await screen.findByText(SNIPPET.noSnippets)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a snippet' })).toHaveAttribute(
      'href',
      '/snippets/create',
    );
  });

  it('sends the URL filters to the API (language as codeLanguage, 12 per page)', async () => {
    const { calls } = mockList();
    renderApp(
      '/snippets?platform=sfmc&category=email&language=ampscript&search=lookup&tag=dates&sort=popular&page=2',
    );
    await screen.findByTestId('snippet-card');
    expect(lastListQuery(calls)).toEqual({
      platform: 'sfmc',
      category: 'email',
      codeLanguage: 'ampscript',
      search: 'lookup',
      tag: 'dates',
      sort: 'popular',
      page: '2',
      limit: '12',
    });
  });

  it('shows the category select only once a platform is chosen, and narrows the languages', async () => {
    mockList();
    const app = renderApp('/snippets?page=3');
    await screen.findByTestId('snippet-card');
    expect(screen.queryByLabelText('Category')).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Apex' })).toBeInTheDocument();

    await app.user.selectOptions(screen.getByLabelText('Platform'), 'sfmc');
    await waitFor(() => expect(app.location()).toBe('/snippets?platform=sfmc'));
    const category = screen.getByLabelText('Category');
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All categories',
      'Email & Content',
      'Automation & Journey Builder',
      'AMPscript & SSJS',
      'API Integration',
    ]);
    expect(screen.queryByRole('option', { name: 'Apex' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'AMPscript' })).toBeInTheDocument();
  });

  it('clears the category (and a language the platform lacks) when the platform is cleared or changed; resets the page', async () => {
    mockList();
    const app = renderApp('/snippets?platform=sfmc&category=email&language=ampscript&page=4');
    await screen.findByTestId('snippet-card');
    await app.user.selectOptions(screen.getByLabelText('Platform'), 'crm');
    await waitFor(() => expect(app.location()).toBe('/snippets?platform=crm'));

    await app.user.selectOptions(screen.getByLabelText('Category'), 'apex');
    await waitFor(() => expect(app.location()).toBe('/snippets?platform=crm&category=apex'));
    await app.user.selectOptions(screen.getByLabelText('Platform'), '');
    await waitFor(() => expect(app.location()).toBe('/snippets'));
    expect(screen.queryByLabelText('Category')).not.toBeInTheDocument();
  });

  it('any filter change goes back to page 1', async () => {
    mockList();
    const app = renderApp('/snippets?language=sql&page=5');
    await screen.findByTestId('snippet-card');
    await app.user.selectOptions(screen.getByLabelText('Sort by'), 'az');
    await waitFor(() => expect(app.location()).toBe('/snippets?language=sql&sort=az'));
    await app.user.selectOptions(screen.getByLabelText('Language'), 'css');
    await waitFor(() => expect(app.location()).toBe('/snippets?language=css&sort=az'));
  });

  it('filters to snippets with an Apex class and its test class, and marks the cards that have one', async () => {
    const tested = buildSnippetSummary({ _id: 't1', fileCount: 4, hasTestClass: true, codeLanguage: 'apex' });
    const { calls } = mockList(buildSnippetList([tested]));
    const app = renderApp('/snippets?language=apex&page=2');
    const card = await screen.findByTestId('snippet-card');
    expect(within(card).getByTestId('file-count')).toHaveTextContent('4 files');
    expect(within(card).getByTestId('test-class-mark')).toHaveTextContent('Has test class');
    await app.user.click(screen.getByLabelText('Has test class: an Apex class with its test class'));
    await waitFor(() => expect(app.location()).toBe('/snippets?language=apex&hasTestClass=true'));
    await waitFor(() =>
      expect(lastListQuery(calls)).toMatchObject({ codeLanguage: 'apex', hasTestClass: 'true' }),
    );
    expect(screen.getByRole('button', { name: /Has test class/ })).toBeInTheDocument();
    await app.user.click(screen.getByLabelText('Has test class: an Apex class with its test class'));
    await waitFor(() => expect(app.location()).toBe('/snippets?language=apex'));
  });

  it('filters to SSJS-safe snippets, and marks the cards that earned it', async () => {
    const safe = buildSnippetSummary({ _id: 's1', codeLanguage: 'ssjs', ssjsSafe: true });
    const parses = buildSnippetSummary({ _id: 'a1', codeLanguage: 'ampscript', ampscriptParses: true });
    const { calls } = mockList(buildSnippetList([safe, parses]));
    const app = renderApp('/snippets?platform=sfmc');
    const [first, second] = await screen.findAllByTestId('snippet-card');
    expect(within(first!).getByTestId('ssjs-safe-mark')).toHaveTextContent('SSJS-safe');
    expect(within(second!).getByTestId('ampscript-parses-mark')).toHaveTextContent('AMPscript parses');
    expect(within(second!).queryByTestId('ssjs-safe-mark')).not.toBeInTheDocument();
    await app.user.click(screen.getByLabelText("SSJS-safe: runs on Marketing Cloud's SSJS engine"));
    await waitFor(() => expect(app.location()).toBe('/snippets?platform=sfmc&ssjsSafe=true'));
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ platform: 'sfmc', ssjsSafe: 'true' }));
    expect(screen.getByRole('button', { name: /SSJS-safe/ })).toBeInTheDocument();
    await app.user.click(screen.getByLabelText("SSJS-safe: runs on Marketing Cloud's SSJS engine"));
    await waitFor(() => expect(app.location()).toBe('/snippets?platform=sfmc'));
  });

  it('marks Apex and SOQL that parse, and counts the syntax errors of those that do not', async () => {
    const parses = buildSnippetSummary({ _id: 'p1', codeLanguage: 'apex', apexSyntaxErrors: 0 });
    const one = buildSnippetSummary({
      _id: 'p2',
      codeLanguage: 'apex',
      apexSyntaxErrors: 1,
      soqlSyntaxErrors: 0,
    });
    const many = buildSnippetSummary({ _id: 'p3', codeLanguage: 'soql', soqlSyntaxErrors: 3 });
    const other = buildSnippetSummary({ _id: 'p4', codeLanguage: 'css' });
    mockList(buildSnippetList([parses, one, many, other]));
    renderApp('/snippets?platform=crm');
    const cards = await screen.findAllByTestId('snippet-card');
    expect(within(cards[0]!).getByTestId('apex-parse-mark')).toHaveTextContent('Apex: parses');
    expect(within(cards[1]!).getByTestId('apex-parse-mark')).toHaveTextContent('Apex: 1 syntax error');
    expect(within(cards[1]!).getByTestId('soql-parse-mark')).toHaveTextContent('SOQL: parses');
    expect(within(cards[2]!).getByTestId('soql-parse-mark')).toHaveTextContent('SOQL: 3 syntax errors');
    expect(within(cards[2]!).queryByTestId('apex-parse-mark')).not.toBeInTheDocument();
    expect(within(cards[3]!).queryByTestId('apex-parse-mark')).not.toBeInTheDocument();
  });

  it('offers "Best match" only with a search, and asks the API to rank by it', async () => {
    const { calls } = mockList();
    const app = renderApp('/snippets?search=journy');
    await screen.findByTestId('snippet-card');
    await app.user.selectOptions(screen.getByLabelText('Sort by'), 'relevance');
    await waitFor(() => expect(app.location()).toBe('/snippets?search=journy&sort=relevance'));
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ search: 'journy', sort: 'relevance' }));
    renderApp('/snippets');
    await waitFor(() => expect(screen.getAllByLabelText('Sort by').length).toBeGreaterThan(1));
    const withoutSearch = screen.getAllByLabelText('Sort by').at(-1)!;
    expect(within(withoutSearch).queryByRole('option', { name: 'Best match' })).not.toBeInTheDocument();
  });

  it('debounces the search by 300 ms and then puts it into the URL at page 1', async () => {
    const { calls } = mockList();
    const app = renderApp('/snippets?page=2');
    await screen.findByTestId('snippet-card');
    const before = listCalls(calls).length;
    await app.user.type(screen.getByLabelText('Search snippets'), 'lookuprows');
    // Typed faster than the debounce: nothing yet.
    expect(app.location()).toBe('/snippets?page=2');
    await waitFor(() => expect(app.location()).toBe('/snippets?search=lookuprows'));
    await waitFor(() => expect(lastListQuery(calls).search).toBe('lookuprows'));
    // One list call for the whole word, not one per keystroke.
    expect(listCalls(calls).length).toBe(before + 1);
  });

  it("keeps typing that follows the box's own navigation, however late that navigation lands", async () => {
    const { calls } = mockList();
    const app = renderApp('/snippets');
    await screen.findByTestId('snippet-card');
    const box = screen.getByLabelText('Search snippets');
    await app.user.type(box, 'wsp');
    // On a slow CPU the box's navigation for "ws" lands after "p" was typed.
    await act(() => app.router.navigate('/snippets?search=ws', { state: SEARCH_BOX_NAVIGATION }));
    expect(box).toHaveValue('wsp');
    await app.user.type(box, 'roxy');
    await waitFor(() => expect(app.location()).toBe('/snippets?search=wsproxy'));
    expect(box).toHaveValue('wsproxy');
    await waitFor(() => expect(lastListQuery(calls).search).toBe('wsproxy'));
  });

  it("shows the URL's search after back/forward and links, even over what was typed", async () => {
    mockList();
    const app = renderApp('/snippets');
    await screen.findByTestId('snippet-card');
    const box = screen.getByLabelText('Search snippets');
    await app.user.type(box, 'ws');
    await waitFor(() => expect(app.location()).toBe('/snippets?search=ws'));
    await app.user.type(box, 'proxy');
    await waitFor(() => expect(app.location()).toBe('/snippets?search=wsproxy'));
    await act(() => app.router.navigate(-1));
    await waitFor(() => expect(box).toHaveValue('ws'));
    await act(() => app.router.navigate(1));
    await waitFor(() => expect(box).toHaveValue('wsproxy'));
    await act(() => app.router.navigate('/snippets?search=lookup'));
    await waitFor(() => expect(box).toHaveValue('lookup'));
  });

  it('shows removable chips for active filters and clears them all', async () => {
    mockList();
    const app = renderApp(
      '/snippets?platform=sfmc&category=scripting&language=ssjs&search=wsproxy&tag=api&author=journey_jo',
    );
    await screen.findByTestId('snippet-card');
    expect(screen.getByTestId('filter-chip-platform')).toHaveTextContent('Platform: Marketing Cloud');
    expect(screen.getByTestId('filter-chip-category')).toHaveTextContent('Category: AMPscript & SSJS');
    expect(screen.getByTestId('filter-chip-language')).toHaveTextContent('Language: SSJS');
    expect(screen.getByTestId('filter-chip-search')).toHaveTextContent('Search: “wsproxy”');
    expect(screen.getByTestId('filter-chip-tag')).toHaveTextContent('Tag: #api');
    expect(screen.getByTestId('filter-chip-author')).toHaveTextContent('Author: journey_jo');

    await app.user.click(screen.getByRole('button', { name: 'Remove filter Tag: #api' }));
    await waitFor(() =>
      expect(app.location()).toBe(
        '/snippets?platform=sfmc&category=scripting&language=ssjs&search=wsproxy&author=journey_jo',
      ),
    );
    await app.user.click(screen.getByRole('button', { name: 'Remove filter Platform: Marketing Cloud' }));
    await waitFor(() =>
      expect(app.location()).toBe('/snippets?language=ssjs&search=wsproxy&author=journey_jo'),
    );
    expect(screen.getByLabelText('Search snippets')).toHaveValue('wsproxy');

    await app.user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(app.location()).toBe('/snippets'));
    expect(screen.queryByTestId('active-filters')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Search snippets')).toHaveValue('');
  });

  it('follows back and forward: the filters show what the URL says', async () => {
    mockList();
    const app = renderApp('/snippets');
    await screen.findByTestId('snippet-card');
    await app.user.selectOptions(screen.getByLabelText('Platform'), 'crm');
    await waitFor(() => expect(screen.getByLabelText('Platform')).toHaveValue('crm'));
    await act(() => app.router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Platform')).toHaveValue(''));
    await act(() => app.router.navigate(1));
    await waitFor(() => expect(screen.getByLabelText('Platform')).toHaveValue('crm'));
  });

  it('paginates with the ellipsis rule and keeps the filters in the page links', async () => {
    mockList(
      buildSnippetList([buildSnippetSummary()], { currentPage: 10, totalPages: 20, totalSnippets: 240 }),
    );
    renderApp('/snippets?platform=crm&page=10');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    const pages = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(pages).toEqual(['Previous', '1', '9', '10', '11', '20', 'Next']);
    expect(within(nav).getByRole('link', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 11' })).toHaveAttribute(
      'href',
      '/snippets?platform=crm&page=11',
    );
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/snippets?platform=crm',
    );
  });

  it('lists the first 10 snippet titles in the meta description', async () => {
    const snippets = Array.from({ length: 12 }, (_, i) =>
      buildSnippetSummary({ _id: `s${i}`, slug: `s${i}`, title: `Snippet ${i + 1}` }),
    );
    mockList(buildSnippetList(snippets));
    renderApp('/snippets');
    await screen.findAllByTestId('snippet-card');
    const description = document.querySelector('meta[name="description"]')!.getAttribute('content')!;
    expect(description).toContain('Snippet 1, Snippet 2');
    expect(description).toContain('Snippet 10.');
    expect(description).not.toContain('Snippet 11');
    expect(document.title).toBe('Browse Snippets – Cloud Snippets');
  });

  it('sends visitors asking for author=me to login, with no list call', async () => {
    const { calls } = mockList();
    const app = renderApp('/snippets?author=me');
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fsnippets%3Fauthor%3Dme'));
    expect(listCalls(calls)).toHaveLength(0);
  });

  it('asks the API for author=me when a member is signed in', async () => {
    const { calls } = mockList();
    renderApp('/snippets?author=me', { signedIn: { token: buildToken(), user: buildUser() } });
    await screen.findByTestId('snippet-card');
    expect(lastListQuery(calls).author).toBe('me');
    expect(screen.getByTestId('filter-chip-author')).toHaveTextContent('My snippets');
  });

  it('a 401 on the list logs the member out and goes to /login (SPEC §8)', async () => {
    mockApi({
      ...profileOk,
      'GET /api/snippets': () => ({ status: 401, body: { message: 'Authentication required' } }),
    });
    const app = renderApp('/snippets?author=me', { signedIn: { token: buildToken(), user: buildUser() } });
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fsnippets%3Fauthor%3Dme'));
  });
});
