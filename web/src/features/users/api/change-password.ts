import { useMutation } from '@tanstack/react-query';
import { DEFAULT_ERRORS, type PasswordChangeInput } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';

/** PUT /api/users/password. */
export function changePassword(input: PasswordChangeInput): Promise<{ message: string }> {
  return api.put<{ message: string }>('/api/users/password', input, {
    defaultError: DEFAULT_ERRORS.passwordChange,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
