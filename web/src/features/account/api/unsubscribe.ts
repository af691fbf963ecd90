import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The signed link of a notification mail: member, kind, signature. */
export interface UnsubscribeLink {
  u: string;
  k: string;
  t: string;
}

/** POST /api/notifications/unsubscribe?u=&k=&t=: that kind's mails stop (no session needed; the link is signed). */
export function unsubscribe(link: UnsubscribeLink): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/notifications/unsubscribe', undefined, {
    params: { ...link },
    token: null,
  });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
