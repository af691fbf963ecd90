import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ERRORS, SAVED, SNIPPET } from '@cloud-snippets/contract';
import { buildSnippetList, buildSnippetSummary, buildToken, buildUser } from '../../test/factories';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../testing';

const member = () => ({ signedIn: { token: buildToken(), user: buildUser() } });
const profileOk = { 'GET /api/auth/profile': () => ({ body: { user: buildUser() } }) };

describe('saved snippets', () => {
  it('needs a session', async () => {
    mockApi();
    const app = renderApp('/saved-snippets');
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fsaved-snippets'));
  });

  it('shows the empty state with a link to browse', async () => {
    const api = mockApi({
      ...profileOk,
      'GET /api/users/profile/savedSnippets': () => ({ body: buildSnippetList([]) }),
    });
    renderApp('/saved-snippets', member());
    const empty = await screen.findByTestId('saved-empty');
    expect(empty).toHaveTextContent(SAVED.empty);
    expect(within(empty).getByRole('link', { name: SAVED.browse })).toHaveAttribute('href', '/snippets');
    const call = api.calls.find((c) => c.path === '/api/users/profile/savedSnippets')!;
    expect(call.url.searchParams.get('limit')).toBe('12');
    expect(call.url.searchParams.get('page')).toBe('1');
  });

  it('unsaves in place: the card goes, the message shows, the list refetches', async () => {
    let saved = [
      buildSnippetSummary({ _id: 'a', slug: 'a', title: 'First saved' }),
      buildSnippetSummary({ _id: 'b', slug: 'b', title: 'Second saved' }),
    ];
    const api = mockApi({
      ...profileOk,
      'GET /api/users/profile/savedSnippets': () => ({ body: buildSnippetList(saved) }),
      'DELETE /api/snippets/a/save': () => {
        saved = saved.filter((s) => s._id !== 'a');
        return {
          body: {
            message: SNIPPET.unsaved,
            likeCount: 0,
            dislikeCount: 0,
            isLiked: false,
            isDisliked: false,
            isSaved: false,
          },
        };
      },
    });
    const app = renderApp('/saved-snippets', member());
    expect(await screen.findAllByTestId('snippet-card')).toHaveLength(2);
    await app.user.click(screen.getByRole('button', { name: 'Remove “First saved” from saved' }));
    expect(await screen.findByText(SNIPPET.unsaved)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('snippet-card')).toHaveLength(1));
    expect(screen.queryByText('First saved')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/users/profile/savedSnippets').length).toBeGreaterThan(
        1,
      ),
    );
  });

  it("says 'Failed to fetch saved snippets' when loading fails", async () => {
    mockApi({ ...profileOk, 'GET /api/users/profile/savedSnippets': () => ({ status: 400, body: {} }) });
    renderApp('/saved-snippets', member());
    expect(await screen.findByRole('alert')).toHaveTextContent(DEFAULT_ERRORS.fetchSavedSnippets);
  });
});
