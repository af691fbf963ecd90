import { useMutation } from '@tanstack/react-query';
import {
  DEFAULT_ERRORS,
  type OAuthCompleteInput,
  type OAuthCompleteResponse,
} from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/** POST /api/auth/oauth/complete: uses the handoff code and signs in, as a login does. */
export function completeOAuth(input: OAuthCompleteInput): Promise<OAuthCompleteResponse> {
  return api.post<OAuthCompleteResponse>('/api/auth/oauth/complete', input, {
    defaultError: DEFAULT_ERRORS.login,
    token: null,
    // The page shows every refusal itself (a suspension is a 403 with its own message).
    silent: true,
  });
}

/** Signs in with the handoff code and stores token and user (SPEC §4). */
export function useCompleteOAuth() {
  return useMutation({
    mutationFn: completeOAuth,
    onSuccess: ({ token, user }) => session.set(token, user),
  });
}
