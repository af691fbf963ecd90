import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { PasswordHasher } from '../lib/passwords.js';
import { usersRepository } from '../routes/api/users/users.repository.js';
import { seedUsers, type SeededUsers } from './users.js';

/**
 * Fills an empty database: always the admin (so someone can run the site), and the demo community unless
 * SEED_DEMO=false. Never touches a database that already has members. Later issues add snippets and comments here,
 * each step receiving what the previous ones created.
 */
export async function seedIfEmpty(db: Database, config: Config, passwords: PasswordHasher): Promise<SeededUsers | null> {
  if ((await usersRepository(db).count()) > 0) return null;
  return db.transaction(async (tx) => seedUsers(tx, config, passwords));
}

/** The lines printed once, at the start that seeded the database. */
export function describeSeed(seeded: SeededUsers): string[] {
  const { admin, members, demoPassword } = seeded;
  const lines = [
    `Admin account: username "${admin.user.username}", password ${admin.isGenerated ? `"${admin.password}" (generated now and shown only once: write it down)` : 'from ADMIN_PASSWORD'}.`,
  ];
  if (members.length > 0) {
    lines.push(`Demo members (password "${demoPassword}"): ${members.map((member) => member.username).join(', ')}.`);
  }
  return lines;
}
