import type { UserRole } from '@cloud-snippets/contract';
import { ConfigError, loadConfig } from '../config.js';
import { openMigratedDatabase } from '../db/bootstrap.js';
import { LockHeldError } from '../lib/pid-lock.js';
import { setRoleByUsername } from './roles.js';

const USAGE = `Usage: npm run manage -- <command>

Commands:
  promote <username>   make the member an admin
  demote <username>    make the admin a regular member`;

const COMMANDS: Record<string, UserRole> = { promote: 'admin', demote: 'user' };

/** `npm run manage -- promote|demote <username>`. Exit codes: 0 done, 1 failed, 2 bad usage. */
async function manage(args: string[]): Promise<number> {
  const [command, username, ...rest] = args;
  const role = command ? COMMANDS[command] : undefined;
  if (!role || !username || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const database = await openMigratedDatabase(loadConfig());
  try {
    const change = await setRoleByUsername(database.db, username, role);
    if (change.outcome === 'unknown-user') {
      console.error(`No member is named "${username}".`);
      return 1;
    }
    const what = role === 'admin' ? 'an admin' : 'a regular member';
    console.log(
      change.outcome === 'changed'
        ? `${change.username} is now ${what}.`
        : `${change.username} is already ${what}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await manage(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof LockHeldError ? error.message : error);
  process.exitCode = 1;
}
