import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SnippetDetail, SnippetVerification, VerificationResponse } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { snippetDetailKeys } from './get-snippet';
import { snippetListKeys } from './snippet-list-keys';

export const CONFIRM_FAILED = 'Could not record that it still works';

/** PUT /api/snippets/{id}/verifications/{release} ("still works on it"), or DELETE to withdraw it. */
export function confirmSnippet({
  id,
  release,
  confirmed,
}: {
  id: string;
  release: string;
  /** Whether the member has confirmed it on `release` already: the call withdraws it then. */
  confirmed: boolean;
}): Promise<VerificationResponse> {
  const path = `/api/snippets/${encodeURIComponent(id)}/verifications/${encodeURIComponent(release)}`;
  const options = { defaultError: CONFIRM_FAILED };
  return confirmed ? api.delete(path, undefined, options) : api.put(path, undefined, options);
}

/**
 * A change of the snippet's verification under `idOrSlug`: `optimistic` shows it at once (rolled back on failure),
 * the server's answer replaces it, and the lists are refreshed (their cards carry the marks).
 */
export function useVerificationMutation<T>(
  idOrSlug: string,
  mutationFn: (variables: T) => Promise<VerificationResponse>,
  optimistic?: (verification: SnippetVerification, variables: T) => SnippetVerification,
) {
  const queryClient = useQueryClient();
  const key = snippetDetailKeys.detail(idOrSlug);
  const setVerification = (update: (verification: SnippetVerification) => SnippetVerification) =>
    queryClient.setQueryData<SnippetDetail>(key, (snippet) =>
      snippet ? { ...snippet, verification: update(snippet.verification) } : snippet,
    );
  return useMutation({
    mutationFn,
    onMutate: async (variables: T) => {
      if (!optimistic) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SnippetDetail>(key);
      setVerification((verification) => optimistic(verification, variables));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (result) => setVerification(() => result.verification),
    onSettled: () => queryClient.invalidateQueries({ queryKey: snippetListKeys.all }),
  });
}

/** "Still works on <release>", or its withdrawal: the button is pressed (or not) at once. */
export function useConfirmSnippet(idOrSlug: string) {
  return useVerificationMutation(idOrSlug, confirmSnippet, (verification, { release, confirmed }) => ({
    ...verification,
    mine: {
      ...verification.mine,
      confirmed: confirmed
        ? verification.mine.confirmed.filter((id) => id !== release)
        : [...verification.mine.confirmed, release],
    },
  }));
}
