import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SnippetSummary } from '@cloud-snippets/contract';
import { session } from '../../../lib/session';
import { buildSnippetSummary, buildToken, buildUser } from '../../../test/factories';
import { mockApi } from '../../../test/mock-api';
import { FeedLink, feedPaths } from './feed-link';
import FollowingFeed from './following-feed';

function renderFeed() {
  session.set(buildToken(), buildUser());
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <FollowingFeed
          renderCard={(snippet: SnippetSummary) => <article>{snippet.title}</article>}
          renderSkeleton={() => <div data-testid="skeleton" />}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('FollowingFeed', () => {
  it('shows a page of cards and the next one on "Show more", by cursor', async () => {
    const api = mockApi({
      'GET /api/snippets/following': ({ url }) =>
        url.searchParams.get('cursor') === 'c1'
          ? {
              body: {
                snippets: [buildSnippetSummary({ _id: 's2', title: 'Second page' })],
                nextCursor: null,
              },
            }
          : {
              body: { snippets: [buildSnippetSummary({ _id: 's1', title: 'First page' })], nextCursor: 'c1' },
            },
    });
    renderFeed();
    expect(await screen.findByText('First page')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Second page')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.path === '/api/snippets/following')).toHaveLength(2);
  });

  it('says what to do when nothing is followed yet', async () => {
    mockApi({ 'GET /api/snippets/following': () => ({ body: { snippets: [], nextCursor: null } }) });
    renderFeed();
    expect(await screen.findByTestId('following-empty')).toHaveTextContent(
      'follow members, tags or platforms',
    );
  });
});

describe('FeedLink', () => {
  it('announces an Atom feed with an absolute address', () => {
    render(<FeedLink path={feedPaths.tag('AMPscript')} title="Snippets tagged ampscript" />);
    const link = document.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(link?.getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/feeds\/tags\/ampscript\.xml$/);
    expect(link).toHaveAttribute('title', 'Snippets tagged ampscript');
    expect(feedPaths.member('amy')).toBe('/feeds/users/amy.xml');
  });
});
