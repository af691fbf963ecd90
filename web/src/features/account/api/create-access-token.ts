import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccessToken, AccessTokenCreateInput } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

export interface CreatedAccessToken {
  /** The token itself: the answer to this request is the only place it is ever shown. */
  token: string;
  accessToken: AccessToken;
}

/** POST /api/tokens. */
export const createAccessToken = (input: AccessTokenCreateInput): Promise<CreatedAccessToken> =>
  api.post<CreatedAccessToken>('/api/tokens', input);

/** Makes a token; it joins the top of the list at once, and the list reloads after. */
export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessToken,
    onSuccess: ({ accessToken }) =>
      queryClient.setQueryData<AccessToken[]>(accountKeys.accessTokens, (tokens) => [
        accessToken,
        ...(tokens ?? []),
      ]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.accessTokens }),
  });
}
