import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationActionInput } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { moderationKeys } from './keys';

export const ACTION_FAILED = 'Could not complete the action';

/** POST /api/moderation/actions: dismiss, hide, restore, delete, or suspend the author (moderators). */
export const takeModerationAction = (input: ModerationActionInput) =>
  api.post<{ message: string }>('/api/moderation/actions', input, {
    defaultError: ACTION_FAILED,
    silent: true,
  });

/** Acts, then refreshes the queue and the log (an item acted on leaves the queue; the log has a new line). */
export function useModerationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeModerationAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
