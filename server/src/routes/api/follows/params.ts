import { FOLLOW_MESSAGES, LIMITS, USERNAME_PATTERN } from '@cloud-snippets/contract';
import type { FastifyInstance } from 'fastify';
import type { CreatedCursor } from '../../../db/keyset.js';
import { validationFailed } from '../../../plugins/app/errors.js';
import { decodeCursor } from '../../../repositories/comments/comments.cursor.js';

/** The page a `?cursor=` names: null for the first page, a 400 for a cursor this server did not write. */
export function cursorOf(value: string | undefined): CreatedCursor | null {
  if (value === undefined || value === '') return null;
  const cursor = decodeCursor(value);
  if (!cursor) throw validationFailed([{ field: 'cursor', error: FOLLOW_MESSAGES.cursorInvalid }]);
  return cursor;
}

/** The member named so (any case), or null; a name that cannot exist is looked up no further. */
export async function memberByUsername(app: FastifyInstance, username: string) {
  const isPossible = username.length <= LIMITS.usernameMax && USERNAME_PATTERN.test(username);
  return isPossible ? app.usersRepository.findByUsername(username) : null;
}
