import type { UserRole } from '@cloud-snippets/contract';
import type { Database } from '../db/client.js';
import { usersRepository } from '../repositories/users/users.repository.js';

export type RoleChange =
  { outcome: 'changed' | 'unchanged'; username: string; role: UserRole } | { outcome: 'unknown-user' };

/** Gives the member (found case-insensitively) the role; their next request already carries it. */
export async function setRoleByUsername(db: Database, username: string, role: UserRole): Promise<RoleChange> {
  const users = usersRepository(db);
  const user = await users.findByUsername(username);
  if (!user) return { outcome: 'unknown-user' };
  if (user.role === role) return { outcome: 'unchanged', username: user.username, role };
  await users.setRole(user.id, role);
  return { outcome: 'changed', username: user.username, role };
}
