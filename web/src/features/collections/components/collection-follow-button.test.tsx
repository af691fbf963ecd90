import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import CollectionFollowButton from './collection-follow-button';

const ID = '7f1c8a52-4c1e-4a39-9a77-0c7c2b1d0001';

function renderButton(isFollowing: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const view = (following: boolean) => (
    <QueryClientProvider client={queryClient}>
      <CollectionFollowButton id={ID} isFollowing={following} />
    </QueryClientProvider>
  );
  const { rerender } = render(view(isFollowing));
  return { answer: (following: boolean) => rerender(view(following)) };
}

describe('CollectionFollowButton', () => {
  it("shows the server's later answer: a member's page is first read as the visitor's", () => {
    const { answer } = renderButton(false);
    expect(screen.getByRole('button', { name: 'Follow collection' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    answer(true);
    expect(screen.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps a press until the next answer, and then shows that answer', async () => {
    const api = mockApi({ [`PUT /api/collections/${ID}/follow`]: () => ({ body: { following: true } }) });
    const { answer } = renderButton(false);
    await userEvent.click(screen.getByRole('button', { name: 'Follow collection' }));
    expect(screen.getByRole('button', { name: 'Following' })).toBeInTheDocument();
    // The visitor's reading again, unchanged, does not undo the press.
    answer(false);
    expect(screen.getByRole('button', { name: 'Following' })).toBeInTheDocument();
    answer(true);
    expect(screen.getByRole('button', { name: 'Following' })).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain(
      `PUT /api/collections/${ID}/follow`,
    );
  });
});
