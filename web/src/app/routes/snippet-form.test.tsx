import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ERRORS, SNIPPET, SNIPPET_VALIDATION } from '@cloud-snippets/contract';
import { buildSnippetDetail, buildToken, buildUser } from '../../test/factories';
import { mockApi, type Handler } from '../../test/mock-api';
import { renderApp } from '../testing';

// CodeMirror needs a real layout engine; in jsdom the editor's plain text area stands in for it.
vi.mock('../../features/snippets/components/code-mirror-editor', async () => {
  const { PlainCodeEditor } = await import('../../features/snippets/components/code-editor');
  return { default: PlainCodeEditor };
});

const SLUG = 'lookup-subscriber-first-name';
const owner = buildUser();
const member = () => ({ signedIn: { token: buildToken(), user: owner } });
const profileOk = { 'GET /api/auth/profile': () => ({ body: { user: owner } }) };

function mockForm(handlers: Record<string, Handler> = {}) {
  return mockApi({ ...profileOk, ...handlers });
}

type App = ReturnType<typeof renderApp>;

async function fillValidSnippet(app: App) {
  await app.user.type(await screen.findByLabelText('Title'), 'Send time in the subscriber time zone');
  await app.user.selectOptions(screen.getByLabelText('Platform'), 'sfmc');
  await app.user.selectOptions(screen.getByLabelText('Category'), 'scripting');
  await app.user.selectOptions(screen.getByLabelText('Language'), 'ampscript');
  await app.user.type(screen.getByLabelText('Description'), 'Converts the send time.');
  await app.user.type(screen.getByLabelText('Code'), 'SET @t = Now()');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('create snippet', () => {
  it('shows the inline messages of the shared schema', async () => {
    const { calls } = mockForm();
    const app = renderApp('/snippets/create', member());
    await app.user.click(await screen.findByRole('button', { name: 'Create Snippet' }));
    for (const message of [
      SNIPPET_VALIDATION.titleRequired,
      SNIPPET_VALIDATION.platformRequired,
      SNIPPET_VALIDATION.categoryRequired,
      SNIPPET_VALIDATION.languageRequired,
      SNIPPET_VALIDATION.descriptionRequired,
      SNIPPET_VALIDATION.codeRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers the categories and languages of the chosen platform', async () => {
    mockForm();
    const app = renderApp('/snippets/create', member());
    expect(await screen.findByLabelText('Category')).toBeDisabled();
    // Why it is disabled is a line under it: a placeholder that long was cut off ("Choose a platform fi").
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Choose a platform first.');
    await app.user.selectOptions(screen.getByLabelText('Platform'), 'crm');
    expect(screen.getByLabelText('Category')).not.toHaveAccessibleDescription();
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options('Category')).toEqual([
      'Select a category',
      'Apex Development',
      'Lightning Web Components',
      'Visualforce',
      'Integration Patterns',
    ]);
    expect(options('Language')).toEqual([
      'Select a language',
      'Apex',
      'JavaScript',
      'HTML',
      'SQL',
      'CSS',
      'SOQL',
      'Visualforce',
      'Aura',
      'XML',
    ]);
    await app.user.selectOptions(screen.getByLabelText('Language'), 'apex');
    await app.user.selectOptions(screen.getByLabelText('Platform'), 'sfmc');
    // Apex is not offered on Marketing Cloud: the choice is cleared.
    expect(screen.getByLabelText('Language')).toHaveValue('');
  });

  it('adds tags with Enter: trimmed, lowercased, de-duplicated; removes them with their button and Backspace', async () => {
    mockForm();
    const app = renderApp('/snippets/create', member());
    const input = await screen.findByLabelText('Tags');
    await app.user.type(input, '  LookupRows {Enter}lookuprows{Enter}Data-Extension{Enter}');
    const chips = () => screen.queryAllByTestId('tag-chip').map((chip) => chip.textContent);
    expect(chips()).toEqual(['lookuprows', 'data-extension']);
    expect(input).toHaveValue('');

    await app.user.click(screen.getByRole('button', { name: 'Remove tag lookuprows' }));
    expect(chips()).toEqual(['data-extension']);
    await app.user.type(input, 'x{Backspace}{Backspace}');
    expect(chips()).toEqual([]);

    await app.user.type(input, 'no spaces allowed{Enter}');
    expect(screen.getByText(SNIPPET_VALIDATION.tagCharacters)).toBeInTheDocument();
    expect(chips()).toEqual([]);
  });

  it("'Format Code' trims each line and the shared indentation, keeping the nesting", async () => {
    mockForm();
    const app = renderApp('/snippets/create', member());
    const code = await screen.findByLabelText('Code');
    await app.user.type(code, '   SET @a = 1   {Enter}\t\tSET @b = 2  ');
    await app.user.click(screen.getByRole('button', { name: 'Format Code' }));
    await waitFor(() => expect(code).toHaveValue('SET @a = 1\n     SET @b = 2'));
  });

  it("creates: sends the normalised data, says 'Snippet created successfully!' and opens the snippet by slug", async () => {
    const { calls } = mockForm({
      'POST /api/snippets': () => ({
        status: 201,
        body: { snippet: buildSnippetDetail({ _id: 'new1', slug: 'send-time' }) },
      }),
      'GET /api/snippets/send-time': () => ({
        body: { snippet: buildSnippetDetail({ _id: 'new1', slug: 'send-time' }) },
      }),
    });
    const app = renderApp('/snippets/create', member());
    await fillValidSnippet(app);
    await app.user.type(screen.getByLabelText('Tags'), 'Time-Zone{Enter}');
    await app.user.click(screen.getByRole('button', { name: 'Create Snippet' }));
    expect(await screen.findByText(SNIPPET.created)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/snippets/send-time'));
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/snippets')?.body).toEqual({
      title: 'Send time in the subscriber time zone',
      platform: 'sfmc',
      category: 'scripting',
      codeLanguage: 'ampscript',
      description: 'Converts the send time.',
      code: 'SET @t = Now()',
      tags: ['time-zone'],
    });
  });

  it('sends the visibility only when it is not public: unlisted, at a secret address', async () => {
    const { calls } = mockForm({
      'POST /api/snippets': () => ({
        status: 201,
        body: {
          snippet: buildSnippetDetail({ _id: 'new2', slug: 'send-time-0a1b', visibility: 'unlisted' }),
        },
      }),
      'GET /api/snippets/send-time-0a1b': () => ({
        body: {
          snippet: buildSnippetDetail({ _id: 'new2', slug: 'send-time-0a1b', visibility: 'unlisted' }),
        },
      }),
    });
    const app = renderApp('/snippets/create', member());
    await fillValidSnippet(app);
    expect(screen.getByRole('radio', { name: /^Public/ })).toBeChecked();
    await app.user.click(screen.getByRole('radio', { name: /^Unlisted/ }));
    await app.user.click(screen.getByRole('button', { name: 'Create Snippet' }));
    await waitFor(() => expect(app.location()).toBe('/snippets/send-time-0a1b'));
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/snippets')?.body).toMatchObject(
      {
        visibility: 'unlisted',
      },
    );
  });

  it('starts from a template: every file named after the title, one editor per chosen tab', async () => {
    const { calls } = mockForm({
      'POST /api/snippets': () => ({
        status: 201,
        body: { snippet: buildSnippetDetail({ _id: 'new3', slug: 'invoice-service' }) },
      }),
      'GET /api/snippets/invoice-service': () => ({
        body: { snippet: buildSnippetDetail({ _id: 'new3', slug: 'invoice-service' }) },
      }),
    });
    const app = renderApp('/snippets/create', member());
    await app.user.type(await screen.findByLabelText('Title'), 'Invoice service');
    await app.user.selectOptions(screen.getByLabelText('New from template'), 'apex-class-with-test');
    expect(screen.getByLabelText('Platform')).toHaveValue('crm');
    expect(screen.getByLabelText('Category')).toHaveValue('apex');
    const tabs = within(screen.getByRole('tablist', { name: 'Files' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'InvoiceService.cls',
      'InvoiceService.cls-meta.xml',
      'InvoiceServiceTest.cls',
      'InvoiceServiceTest.cls-meta.xml',
    ]);
    const code = () => (screen.getByLabelText('Code') as HTMLTextAreaElement).value;
    expect(code()).toContain('class InvoiceService');
    await app.user.click(tabs[2]!);
    expect(code()).toContain('class InvoiceServiceTest');
    expect(screen.getByLabelText('File name')).toHaveValue('InvoiceServiceTest.cls');
    await app.user.type(screen.getByLabelText('Description'), 'Totals invoices.');
    await app.user.click(screen.getByRole('button', { name: 'Create Snippet' }));
    await waitFor(() => expect(app.location()).toBe('/snippets/invoice-service'));
    const sent = calls.find((call) => call.method === 'POST' && call.path === '/api/snippets')?.body as {
      files: { name: string }[];
      codeLanguage: string;
    };
    expect(sent.files.map((file) => file.name)).toEqual(tabs.map((tab) => tab.textContent));
    expect(sent.codeLanguage).toBe('apex');
  });

  it('adds a file, shows its own errors under its fields, and removes it', async () => {
    mockForm();
    const app = renderApp('/snippets/create', member());
    await fillValidSnippet(app);
    await app.user.click(screen.getByTestId('add-file'));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['snippet.amp', 'file2.amp']);
    // Its language follows its name.
    await app.user.clear(screen.getByLabelText('File name'));
    await app.user.type(screen.getByLabelText('File name'), 'page.html');
    expect(screen.getByLabelText('File language')).toHaveValue('html');
    await app.user.clear(screen.getByLabelText('File name'));
    await app.user.type(screen.getByLabelText('File name'), '../escape.amp');
    await app.user.click(screen.getByRole('button', { name: 'Create Snippet' }));
    expect(await screen.findByText(SNIPPET_VALIDATION.fileNameInvalid)).toBeInTheDocument();
    expect(screen.getByText(SNIPPET_VALIDATION.fileCodeRequired)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Remove ../escape.amp' }));
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('puts server field errors onto their fields and shows the server message', async () => {
    mockForm({
      'POST /api/snippets': () => ({
        status: 400,
        body: { message: 'Validation failed', errors: [{ field: 'title', error: 'Title is already used' }] },
      }),
    });
    const app = renderApp('/snippets/create', member());
    await fillValidSnippet(app);
    await app.user.click(screen.getByRole('button', { name: 'Create Snippet' }));
    expect(await screen.findByText('Title is already used')).toBeInTheDocument();
    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    expect(app.location()).toBe('/snippets/create');
  });

  it("says 'Failed to create snippet' when the server sends no message", async () => {
    mockForm({ 'POST /api/snippets': () => ({ status: 400, body: {} }) });
    const app = renderApp('/snippets/create', member());
    await fillValidSnippet(app);
    await app.user.click(screen.getByRole('button', { name: 'Create Snippet' }));
    expect(await screen.findByText(DEFAULT_ERRORS.createSnippet)).toBeInTheDocument();
  });
});

describe('edit snippet', () => {
  const own = buildSnippetDetail({
    isOwner: true,
    author: { _id: owner._id, username: owner.username, avatar: '' },
  });

  it("is prefilled and updates: 'Snippet updated successfully!' then the snippet by id", async () => {
    const { calls } = mockForm({
      [`GET /api/snippets/${SLUG}`]: () => ({ body: { snippet: own } }),
      'PUT /api/snippets/s1': () => ({ body: { snippet: { ...own, title: 'Renamed' } } }),
      'GET /api/snippets/s1': () => ({ body: { snippet: { ...own, title: 'Renamed' } } }),
    });
    const app = renderApp(`/snippets/${SLUG}/edit`, member());
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue(own.title);
    expect(screen.getByLabelText('Platform')).toHaveValue('sfmc');
    expect(screen.getByLabelText('Category')).toHaveValue('scripting');
    expect(screen.getByLabelText('Language')).toHaveValue('ampscript');
    expect(screen.getByLabelText('Code')).toHaveValue(own.code);
    expect(screen.getAllByTestId('tag-chip').map((chip) => chip.textContent)).toEqual(own.tags);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', `/snippets/${SLUG}`);

    await app.user.clear(title);
    await app.user.type(title, 'Renamed');
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(SNIPPET.updated)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/snippets/s1'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      title: 'Renamed',
      tags: own.tags,
    });
  });

  it('shows the snippet’s visibility and sends it with the edit, changed or not', async () => {
    const privateOwn = { ...own, visibility: 'private' as const };
    const { calls } = mockForm({
      [`GET /api/snippets/${SLUG}`]: () => ({ body: { snippet: privateOwn } }),
      'PUT /api/snippets/s1': () => ({ body: { snippet: privateOwn } }),
      'GET /api/snippets/s1': () => ({ body: { snippet: privateOwn } }),
    });
    const app = renderApp(`/snippets/${SLUG}/edit`, member());
    expect(await screen.findByRole('radio', { name: /^Private/ })).toBeChecked();
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(app.location()).toBe('/snippets/s1'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ visibility: 'private' });
  });

  it('sends the note of what changed, and shows the new revision in a history read moments before', async () => {
    let revisionCount = 1;
    const history = () => ({
      revisions: Array.from({ length: revisionCount }, (_, i) => ({
        number: revisionCount - i,
        note: i === 0 && revisionCount > 1 ? 'Fixed the lookup' : '',
        linesAdded: 1,
        linesRemoved: 0,
        createdAt: '2026-11-20T10:00:00.000Z',
      })),
      totalRevisions: revisionCount,
      currentPage: 1,
      totalPages: 1,
    });
    const { calls } = mockForm({
      [`GET /api/snippets/${SLUG}`]: () => ({ body: { snippet: { ...own, revisionCount } } }),
      [`GET /api/snippets/${SLUG}/revisions`]: () => ({ body: history() }),
      'PUT /api/snippets/s1': () => {
        revisionCount = 2;
        return { body: { snippet: { ...own, revisionCount } } };
      },
    });
    const app = renderApp(`/snippets/${SLUG}/revisions`, member());
    expect(await screen.findAllByTestId('revision')).toHaveLength(1);

    await app.router.navigate(`/snippets/${SLUG}/edit`);
    await app.user.type(await screen.findByLabelText('What changed (optional)'), 'Fixed the lookup');
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(SNIPPET.updated)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      revisionNote: 'Fixed the lookup',
    });

    await app.router.navigate(`/snippets/${SLUG}/revisions`);
    await waitFor(() => expect(screen.getAllByTestId('revision')).toHaveLength(2));
    expect(screen.getAllByTestId('revision')[0]).toHaveTextContent('Fixed the lookup');
  });

  it("says 'Failed to update snippet' when the update fails", async () => {
    mockForm({
      [`GET /api/snippets/${SLUG}`]: () => ({ body: { snippet: own } }),
      'PUT /api/snippets/s1': () => ({ status: 400, body: {} }),
    });
    const app = renderApp(`/snippets/${SLUG}/edit`, member());
    await app.user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(DEFAULT_ERRORS.updateSnippet)).toBeInTheDocument();
  });

  it('deletes after the confirmation, then goes to browse after 0.5 s', async () => {
    const { calls } = mockForm({
      [`GET /api/snippets/${SLUG}`]: () => ({ body: { snippet: own } }),
      'DELETE /api/snippets/s1': () => ({ body: { message: SNIPPET.deleted } }),
      'GET /api/snippets': () => ({
        body: { snippets: [], currentPage: 1, totalPages: 0, totalSnippets: 0 },
      }),
    });
    const app = renderApp(`/snippets/${SLUG}/edit`, member());
    await app.user.click(await screen.findByRole('button', { name: 'Delete snippet' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete snippet' });
    expect(dialog).toHaveTextContent(SNIPPET.deleteConfirm);

    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await app.user.click(screen.getByRole('button', { name: 'Delete snippet' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SNIPPET.deleted)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(400));
    expect(app.location()).toBe(`/snippets/${SLUG}/edit`);
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(app.location()).toBe('/snippets'));
  });

  it("says 'Failed to delete snippet' when the delete fails", async () => {
    mockForm({
      [`GET /api/snippets/${SLUG}`]: () => ({ body: { snippet: own } }),
      'DELETE /api/snippets/s1': () => ({ status: 400, body: {} }),
    });
    const app = renderApp(`/snippets/${SLUG}/edit`, member());
    await app.user.click(await screen.findByRole('button', { name: 'Delete snippet' }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(DEFAULT_ERRORS.deleteSnippet)).toBeInTheDocument();
    expect(app.location()).toBe(`/snippets/${SLUG}/edit`);
  });

  it('says when the snippet is missing', async () => {
    mockForm({
      [`GET /api/snippets/${SLUG}`]: () => ({ status: 404, body: { message: 'Snippet not found' } }),
    });
    renderApp(`/snippets/${SLUG}/edit`, member());
    expect(await screen.findByText(SNIPPET.editMissing)).toBeInTheDocument();
  });

  it('tells other members that only the author can edit', async () => {
    mockForm({ [`GET /api/snippets/${SLUG}`]: () => ({ body: { snippet: buildSnippetDetail() } }) });
    renderApp(`/snippets/${SLUG}/edit`, member());
    expect(await screen.findByText('Only the author can edit this snippet.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it('sends visitors to login', async () => {
    mockForm();
    const app = renderApp(`/snippets/${SLUG}/edit`);
    await waitFor(() => expect(app.location()).toBe(`/login?redirect=%2Fsnippets%2F${SLUG}%2Fedit`));
  });
});
