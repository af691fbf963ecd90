import { useMutation } from '@tanstack/react-query';
import type { FollowResponse } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';

const followPath = (username: string) => `/api/follows/member/${encodeURIComponent(username)}`;

/** PUT /api/follows/member/{username}: idempotent, answers the state after. */
export const followMember = (username: string) => api.put<FollowResponse>(followPath(username));

/** DELETE /api/follows/member/{username}: idempotent, answers the state after. */
export const unfollowMember = (username: string) => api.delete<FollowResponse>(followPath(username));

/** Follows or unfollows a member; `onChanged` lets the page refresh what shows the counts. */
export function useFollowMember(username: string, onChanged?: (state: FollowResponse) => void) {
  return useMutation({
    mutationFn: (follow: boolean) => (follow ? followMember(username) : unfollowMember(username)),
    onSuccess: (state) => onChanged?.(state),
  });
}
