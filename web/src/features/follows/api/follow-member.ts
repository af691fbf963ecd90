import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowKind, FollowResponse } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { followKeys } from './get-following-feed';
import { myFollowsKey } from './get-my-follows';

const followPath = (kind: FollowKind, target: string) => `/api/follows/${kind}/${encodeURIComponent(target)}`;

/** PUT /api/follows/{kind}/{target}: idempotent, answers the state after. */
export const follow = (kind: FollowKind, target: string) => api.put<FollowResponse>(followPath(kind, target));

/** DELETE /api/follows/{kind}/{target}: idempotent, answers the state after. */
export const unfollow = (kind: FollowKind, target: string) =>
  api.delete<FollowResponse>(followPath(kind, target));

/** PUT /api/follows/member/{username}. */
export const followMember = (username: string) => follow('member', username);

/** DELETE /api/follows/member/{username}. */
export const unfollowMember = (username: string) => unfollow('member', username);

/**
 * Follows or unfollows a member, a tag or a platform; `onChanged` lets the page refresh what shows the counts. The
 * member's follows and Following feed are read again after.
 */
export function useFollow(kind: FollowKind, target: string, onChanged?: (state: FollowResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shouldFollow: boolean) => (shouldFollow ? follow(kind, target) : unfollow(kind, target)),
    onSuccess: (state) => {
      onChanged?.(state);
      void queryClient.invalidateQueries({ queryKey: myFollowsKey });
      void queryClient.invalidateQueries({ queryKey: followKeys.feed });
    },
  });
}

export const useFollowMember = (username: string, onChanged?: (state: FollowResponse) => void) =>
  useFollow('member', username, onChanged);
