import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSnippetDetail } from '../../test/factories';
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
