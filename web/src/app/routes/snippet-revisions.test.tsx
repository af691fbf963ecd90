import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SNIPPET } from '@cloud-snippets/contract';
import { buildSnippetDetail, buildToken, buildUser } from '../../test/factories';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../testing';

const SLUG = 'lookup-subscriber-first-name';

function revisions(count: number, page = 1, limit = 50) {
  const numbers = Array.from({ length: count }, (_, i) => count - i).slice((page - 1) * limit, page * limit);
  return {
    revisions: numbers.map((number) => ({
      number,
      note: number === 2 ? 'Fall back to the email address' : '',
      linesAdded: number,
      linesRemoved: number - 1,
      createdAt: '2026-11-20T10:00:00.000Z',
    })),
    totalRevisions: count,
    currentPage: page,
    totalPages: Math.ceil(count / limit),
  };
}

describe('snippet revisions page', () => {
  it('lists the revisions newest first with their notes and the lines each added and removed', async () => {
    mockApi({
      [`GET /api/snippets/${SLUG}`]: () => ({ body: { snippet: buildSnippetDetail({ revisionCount: 3 }) } }),
      [`GET /api/snippets/${SLUG}/revisions`]: () => ({ body: revisions(3) }),
    });
    renderApp(`/snippets/${SLUG}/revisions`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Revisions' })).toBeInTheDocument();
    expect(screen.getByText('3 versions, newest first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lookup a subscriber first name' })).toHaveAttribute(
      'href',
      `/snippets/${SLUG}`,
    );
    const items = screen.getAllByTestId('revision');
    expect(items.map((item) => within(item).getByText(/^Revision \d+$/).textContent)).toEqual([
      'Revision 3',
      'Revision 2',
      'Revision 1',
    ]);
    expect(items[1]).toHaveTextContent('Fall back to the email address');
    expect(items[0]).toHaveTextContent('No note');
    expect(within(items[0]!).getByLabelText('3 lines added, 2 removed')).toHaveTextContent('+3 −2');
    expect(document.title).toBe('Revisions of Lookup a subscriber first name – Cloud Snippets');
  });

  it('pages through a long history', async () => {
    mockApi({
      [`GET /api/snippets/${SLUG}`]: () => ({
        body: { snippet: buildSnippetDetail({ revisionCount: 120 }) },
      }),
      [`GET /api/snippets/${SLUG}/revisions`]: () => ({ body: revisions(120, 2) }),
    });
    renderApp(`/snippets/${SLUG}/revisions?page=2`);
    const items = await screen.findAllByTestId('revision');
    expect(items).toHaveLength(50);
    expect(items[0]).toHaveTextContent('Revision 70');
    expect(screen.getByRole('link', { name: '← Newer' })).toHaveAttribute(
      'href',
      `/snippets/${SLUG}/revisions`,
    );
    expect(screen.getByRole('link', { name: 'Older →' })).toHaveAttribute(
      'href',
      `/snippets/${SLUG}/revisions?page=3`,
    );
  });
});

describe('one revision', () => {
  const revision = {
    number: 1,
    note: '',
    linesAdded: 4,
    linesRemoved: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    title: 'The first title',
    description: 'As it was.',
    tags: ['lookup'],
    platform: 'sfmc',
    category: 'scripting',
    codeLanguage: 'ampscript',
    code: '%%[ SET @a = 1 ]%%',
    files: [{ name: 'lookup.amp', language: 'ampscript', code: '%%[ SET @a = 1 ]%%' }],
  };
  const author = buildUser({ _id: 'u2', username: 'journey_jo' });
  const handlers = (restored: { calls: number }) => ({
    'GET /api/auth/profile': () => ({ body: { user: author } }),
    [`GET /api/snippets/${SLUG}`]: () => ({ body: { snippet: buildSnippetDetail({ revisionCount: 3 }) } }),
    [`GET /api/snippets/${SLUG}/revisions/1`]: () => ({ body: { revision } }),
    [`POST /api/snippets/${SLUG}/revisions/1/restore`]: () => {
      restored.calls++;
      return {
        body: { snippet: buildSnippetDetail({ revisionCount: 4 }), message: SNIPPET.revisionRestored },
      };
    },
  });

  it('shows the snippet as it was, and lets its author restore it after a confirmation', async () => {
    const restored = { calls: 0 };
    mockApi(handlers(restored));
    const app = renderApp(`/snippets/${SLUG}/revisions/1`, {
      signedIn: { token: buildToken(), user: author },
    });
    const content = await screen.findByTestId('revision-content');
    expect(within(content).getByRole('heading', { level: 2 })).toHaveTextContent('The first title');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Revision 1');
    await app.user.click(await screen.findByTestId('restore-revision'));
    await app.user.click(await screen.findByTestId('confirm-restore'));
    await waitFor(() => expect(restored.calls).toBe(1));
    expect(await screen.findByText(SNIPPET.revisionRestored)).toBeInTheDocument();
  });

  it('offers no restore to anyone but the author', async () => {
    mockApi(handlers({ calls: 0 }));
    renderApp(`/snippets/${SLUG}/revisions/1`);
    await screen.findByTestId('revision-content');
    expect(screen.queryByTestId('restore-revision')).toBeNull();
  });
});
