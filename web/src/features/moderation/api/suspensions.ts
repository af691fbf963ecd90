import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MODERATION_MESSAGES,
  hiddenItemsSchema,
  suspendedMembersSchema,
  type HiddenItems,
  type SuspendedMembers,
} from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { ACTION_FAILED } from './take-moderation-action';
import { moderationKeys } from './keys';

const suspensionsKey = [...moderationKeys.all, 'suspensions'] as const;

/** GET /api/moderation/suspensions: the members suspended now. */
export function useSuspendedMembers() {
  return useQuery({
    queryKey: suspensionsKey,
    queryFn: async ({ signal }): Promise<SuspendedMembers> =>
      suspendedMembersSchema.parse(await api.get<unknown>('/api/moderation/suspensions', { signal })),
  });
}

/** DELETE /api/moderation/suspensions/{username}, then the list and the log read again. */
export function useLiftSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) =>
      api.delete<{ message: string }>(
        `/api/moderation/suspensions/${encodeURIComponent(username)}`,
        undefined,
        {
          defaultError: ACTION_FAILED,
          silent: true,
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

export const LIFTED = MODERATION_MESSAGES.unsuspended;

/** GET /api/moderation/hidden: what is hidden now. */
export function useHiddenItems() {
  return useQuery({
    queryKey: [...moderationKeys.all, 'hidden'],
    queryFn: async ({ signal }): Promise<HiddenItems> =>
      hiddenItemsSchema.parse(await api.get<unknown>('/api/moderation/hidden', { signal })),
  });
}
