import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { bumpContentVersion } from '../db/content-version.js';
import type { PasswordHasher } from '../lib/passwords.js';
import { usersRepository } from '../repositories/users/users.repository.js';
import { seedDemoComments } from './comments.js';
import { seedDemoSnippets } from './snippets.js';
import { seedUsers, type SeededUsers } from './users.js';
import { seedDemoTrust } from './trust.js';
import { seedDemoModeration } from './moderation.js';

/** What a first start created: the members, and how much demo content they came with. */
export interface SeededCommunity extends SeededUsers {
  /** Demo comments and replies on the demo snippets. */
  commentCount?: number;
}

/**
 * Fills an empty database: always the admin (so someone can run the site), and the demo community unless
 * SEED_DEMO=false. Never touches a database that already has members. Each step receives what the previous ones
 * created; all of it is one transaction, so a failed seed leaves an empty database that the next start seeds again.
 */
export async function seedIfEmpty(
  db: Database,
  config: Config,
  passwords: PasswordHasher,
): Promise<SeededCommunity | null> {
  if ((await usersRepository(db).count()) > 0) return null;
  const seeded = await db.transaction(async (tx) => {
    const community: SeededCommunity = await seedUsers(tx, config, passwords);
    if (community.members.length > 0) {
      community.snippetCount = (await seedDemoSnippets(tx, community.members, community.admin.user)).count;
      community.commentCount = (await seedDemoComments(tx, community.members, community.admin.user)).count;
      await seedDemoTrust(tx, community.members);
      await seedDemoModeration(tx, community.members);
    }
    return community;
  });
  // Another app process on the same database may have kept pages of the empty site (decision 030).
  await bumpContentVersion(db);
  return seeded;
}

/** The lines printed once, at the start that seeded the database. */
export function describeSeed(seeded: SeededCommunity): string[] {
  const { admin, members, demoPassword } = seeded;
  const lines = [
    `Admin account: username "${admin.user.username}", password ${admin.isGenerated ? `"${admin.password}" (generated now and shown only once: write it down)` : 'from ADMIN_PASSWORD'}.`,
  ];
  if (members.length > 0) {
    lines.push(
      `Demo members (password "${demoPassword}"): ${members.map((member) => member.username).join(', ')}.`,
    );
    if (seeded.snippetCount)
      lines.push(
        `Demo content: ${seeded.snippetCount} snippets with likes, saves and views` +
          (seeded.commentCount ? `, and ${seeded.commentCount} comments and replies.` : '.'),
      );
  }
  return lines;
}
