import { HTTP_ERRORS } from '@cloud-snippets/contract';
import { ApiError } from '../../../lib/api-client';

/**
 * What a failed call of this feature says in place: the server's message (the recovery endpoints always send one),
 * else what the global message already said (no answer, or the server failed).
 */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.isNetworkError) return HTTP_ERRORS.network;
  }
  return HTTP_ERRORS.server;
}
