import { useMutation } from '@tanstack/react-query';
import { DEFAULT_ERRORS, type AccountDeletionInput } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';

/** DELETE /api/users/account (confirmed with the password). */
export function deleteAccount(input: AccountDeletionInput): Promise<{ message: string }> {
  return api.delete<{ message: string }>('/api/users/account', input, {
    defaultError: DEFAULT_ERRORS.accountDeletion,
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
