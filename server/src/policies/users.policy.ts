import { ADMIN_ROLE } from '@cloud-snippets/contract';
import type { UserRow } from '../db/schema/index.js';

type Actor = Pick<UserRow, 'id' | 'role'>;

/** Admins may do what SPEC §6 grants them (delete any comment, see troubleshooting). */
export const isAdmin = (actor: Actor | null): boolean => actor?.role === ADMIN_ROLE;
