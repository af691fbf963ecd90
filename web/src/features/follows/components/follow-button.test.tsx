import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { buildToken, buildUser } from '../../../test/factories';
import { mockApi } from '../../../test/mock-api';
import FollowButton from './follow-button';
import { FollowCounts } from './follow-counts';

const state = (isFollowing: boolean) => ({
  body: { message: 'ok', kind: 'member', target: 'bea', isFollowing, followersCount: isFollowing ? 1 : 0 },
});

function renderButton(isFollowing: boolean, onChanged = vi.fn()) {
  session.set(buildToken(), buildUser());
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <FollowButton username="bea" isFollowing={isFollowing} onChanged={onChanged} />
    </QueryClientProvider>,
  );
  return onChanged;
}

describe('FollowButton', () => {
  it('follows with PUT, shows Following at once and tells the page', async () => {
    const api = mockApi({ 'PUT /api/follows/member/bea': () => state(true) });
    const onChanged = renderButton(false);
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(screen.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ isFollowing: true })),
    );
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain('PUT /api/follows/member/bea');
  });

  it('unfollows with DELETE', async () => {
    const api = mockApi({ 'DELETE /api/follows/member/bea': () => state(false) });
    const onChanged = renderButton(true);
    fireEvent.click(screen.getByRole('button', { name: 'Following' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'DELETE /api/follows/member/bea',
    );
  });

  it('puts the old state back when the server refuses', async () => {
    mockApi({
      'PUT /api/follows/member/bea': () => ({ status: 409, body: { message: 'You cannot follow yourself' } }),
    });
    const onChanged = renderButton(false);
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled());
    expect(onChanged).not.toHaveBeenCalled();
  });
});

describe('FollowCounts', () => {
  it('shows followers and following, one follower in the singular, absent counts as 0', () => {
    const { rerender } = render(<FollowCounts followersCount={1} followingCount={12} />);
    expect(screen.getByTestId('follow-counts')).toHaveTextContent('1 follower12 following');
    rerender(<FollowCounts />);
    expect(screen.getByTestId('follow-counts')).toHaveTextContent('0 followers0 following');
  });
});
