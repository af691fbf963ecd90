import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOME_LANGUAGE_TILES, LANGUAGES } from '@cloud-snippets/contract';
import { buildSnippetSummary, buildToken, buildUser } from '../../test/factories';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../testing';

const contributors = {
  'GET /api/users/top-contributors': () => ({
    body: {
      success: true,
      data: {
        users: [
          {
            _id: 'u2',
            username: 'journey_jorge',
            avatar: '/media/avatars/j.webp',
            snippetCount: 31,
            totalLikes: 9,
          },
          { _id: 'u3', username: 'sql_sofia', avatar: '/assets/avatar.png', snippetCount: 1, totalLikes: 2 },
        ],
        totalContributors: 8,
      },
    },
  }),
};
const featured = {
  'GET /api/snippets/featured': () => ({
    body: { snippets: [buildSnippetSummary({ title: 'Featured one' })] },
  }),
};

describe('home', () => {
  it('shows the hero for a visitor, the counters, chips, categories, featured, tiles and contributors', async () => {
    mockApi({ ...contributors, ...featured });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Join the Community' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Browse Snippets' })).toHaveAttribute('href', '/snippets');
    // The test environment prefers reduced motion: the counters show their values at once.
    expect(screen.getByTestId('counter-snippets')).toHaveTextContent('100+');
    await waitFor(() => expect(screen.getByTestId('counter-contributors')).toHaveTextContent('8'));
    expect(screen.getByTestId('counter-languages')).toHaveTextContent(String(LANGUAGES.length));
    const chips = within(screen.getByTestId('language-chips')).getAllByRole('link');
    expect(chips.map((chip) => chip.textContent)).toEqual(LANGUAGES.slice(0, 4).map((l) => l.name));
    expect(chips[0]).toHaveAttribute('href', '/snippets?language=ampscript');
    expect(screen.getByRole('link', { name: 'Email & Content' })).toHaveAttribute(
      'href',
      '/snippets?platform=sfmc&category=email',
    );
    expect(screen.getByRole('link', { name: 'Integration Patterns' })).toHaveAttribute(
      'href',
      '/snippets?platform=crm&category=integration',
    );
    expect(await screen.findByText('Featured one')).toBeInTheDocument();
    const tiles = within(screen.getByTestId('language-tiles')).getAllByRole('link');
    expect(tiles).toHaveLength(HOME_LANGUAGE_TILES.length);
    expect(tiles[2]).toHaveAttribute('href', '/snippets?language=apex');
    // 'Other' lists the languages without a tile of their own (SOQL, Visualforce, Aura), not every snippet.
    expect(tiles.at(-1)).toHaveAttribute('href', '/snippets?language=other');
    const cards = await screen.findAllByTestId('contributor-card');
    expect(cards[0]).toHaveAttribute('href', '/users/journey_jorge');
    expect(cards[0]).toHaveTextContent('31 snippets');
    expect(cards[1]).toHaveTextContent('1 snippet');
  });

  it('a member gets Create Snippet instead of Join the Community', async () => {
    mockApi({
      'GET /api/auth/profile': () => ({ body: { user: buildUser() } }),
      ...contributors,
      ...featured,
    });
    renderApp('/', { signedIn: { token: buildToken(), user: buildUser() } });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Create Snippet' })).toHaveAttribute(
      'href',
      '/snippets/create',
    );
    expect(screen.queryByRole('link', { name: 'Join the Community' })).not.toBeInTheDocument();
  });

  it('swallows failures silently: empty states, no messages', async () => {
    mockApi({
      'GET /api/users/top-contributors': () => ({ status: 500, body: {} }),
      'GET /api/snippets/featured': () => ({ status: 500, body: {} }),
    });
    renderApp('/');
    expect(await screen.findByTestId('featured-empty')).toBeInTheDocument();
    expect(await screen.findByTestId('contributors-empty')).toBeInTheDocument();
    expect(screen.getByTestId('counter-contributors')).toHaveTextContent('0');
    expect(screen.queryByText(/Server Error/)).not.toBeInTheDocument();
  });
});
