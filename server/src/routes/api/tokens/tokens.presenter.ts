import type { AccessToken } from '@cloud-snippets/contract';
import type { AccessTokenRow } from '../../../db/schema/index.js';

/** A token as the member's list shows it: its hint, never the secret nor its hash. */
export const presentAccessToken = (row: AccessTokenRow): AccessToken => ({
  id: row.id,
  name: row.name,
  hint: row.hint,
  scopes: row.scopes,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});
