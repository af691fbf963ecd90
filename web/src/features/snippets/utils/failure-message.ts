import { ApiError } from '../../../lib/api-client';

/**
 * Server message first, else the screen's own (SPEC §8). A module of its own: the snippet page's buttons use it, and
 * importing it from the create form's module pulled the whole form into a visitor's first load.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
