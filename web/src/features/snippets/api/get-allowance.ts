import { useQuery } from '@tanstack/react-query';
import { newMemberAllowanceSchema, type NewMemberAllowance } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';

export const allowanceKey = ['users', 'allowance'] as const;

/** GET /api/users/allowance: how many snippets the signed-in member may still publish today. */
export async function getAllowance(signal?: AbortSignal): Promise<NewMemberAllowance> {
  return newMemberAllowanceSchema.parse(await api.get<unknown>('/api/users/allowance', { signal }));
}

/** Read afresh each time the editor opens: a snippet published elsewhere counts. */
export function useAllowance() {
  return useQuery({ queryKey: allowanceKey, queryFn: ({ signal }) => getAllowance(signal), staleTime: 0 });
}
