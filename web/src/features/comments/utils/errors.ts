import { COMMENT } from '@cloud-snippets/contract';
import { ApiError } from '../../../lib/api-client';

/** SPEC §8: comment and reply errors with these words are rate limits (inline + 8 s warning), not error toasts. */
export function isRateLimitMessage(message: string): boolean {
  return message.includes('Too many comments') || message.includes('wait before posting');
}

/** What a failed call shows: the server's message first, else the SPEC §8 default. A 429 without one says why. */
export function commentErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 429) return COMMENT.tooMany;
    return error.message || fallback;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}

/** A 401 already logged the member out and went to /login: nothing more to say. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
