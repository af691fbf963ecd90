import { useMutation } from '@tanstack/react-query';
import { CONTACT, type ContactInput } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';

/** POST /api/contact: stored for the admins; bot-checked (action 'contact') when bot protection is on. */
export function sendContactMessage(input: ContactInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/contact', input, { defaultError: CONTACT.failed });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
