import type { UserRole } from '@cloud-snippets/contract';
import { resolve } from 'node:path';
import { baseDirectory, loadConfig } from '../config.js';
import { openMigratedDatabase } from '../db/bootstrap.js';
import { bumpContentVersion } from '../db/content-version.js';
import { BackupError, backup, restore } from './backup.js';
import { DEFAULT_CONTACT_MESSAGES, recentContactMessages } from './contact-messages.js';
import { setRoleByUsername } from './roles.js';
import { DEFAULT_OUTBOX_MAILS, recentMails } from './mail-outbox.js';
import type { Database } from '../db/client.js';
import { describeStartupError } from '../lib/startup-errors.js';

const USAGE = `Usage: npm run manage -- <command>

Commands:
  promote <username>   make the member an admin
  moderator <username> make the member a moderator: works the moderation queue (/admin/reports), cannot change
                       roles
  demote <username>    make the admin or moderator a regular member
  contact [count]      list the latest contact-form messages (default ${DEFAULT_CONTACT_MESSAGES}), newest first
  mail [count]         list the latest mails of the outbox (default ${DEFAULT_OUTBOX_MAILS}), newest first: without
                       SMTP_URL, the mail the site would have sent
  backup <file>        write a consistent backup of the database to <file> (embedded PGlite: stop the server first)
  restore <file> [--force]
                       replace the database with the backup in <file> (stop the server first); --force when the
                       database is not empty`;

const COMMANDS: Record<string, UserRole> = { promote: 'admin', moderator: 'moderator', demote: 'user' };
const ROLE_NAMES: Record<UserRole, string> = {
  admin: 'an admin',
  moderator: 'a moderator',
  user: 'a regular member',
};

/** `npm run manage -- contact [count]` or `mail [count]`: the latest of a list, as text blocks. */
async function listLatest(
  args: string[],
  fallback: number,
  latest: (db: Database, count: number) => Promise<string[]>,
): Promise<number> {
  const count = args[0] === undefined ? fallback : Number(args[0]);
  if (args.length > 1 || !Number.isInteger(count) || count < 1 || count > 1000) {
    console.error(USAGE);
    return 2;
  }
  const database = await openMigratedDatabase(loadConfig());
  try {
    console.log((await latest(database.db, count)).join('\n\n'));
    return 0;
  } finally {
    await database.close();
  }
}

/** `npm run manage -- backup <file>` or `restore <file> [--force]`. */
async function backupOrRestore(command: 'backup' | 'restore', args: string[]): Promise<number> {
  const force = command === 'restore' && args.includes('--force');
  const files = args.filter((arg) => arg !== '--force' || command !== 'restore');
  const [file] = files;
  if (files.length !== 1 || !file || file.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const path = resolve(baseDirectory(), file); // relative to the folder npm was run in, like DATA_DIR
  console.log(command === 'backup' ? await backup(config, path) : await restore(config, path, { force }));
  return 0;
}

/** One of the commands in USAGE. Exit codes: 0 done, 1 failed, 2 bad usage. */
async function manage(args: string[]): Promise<number> {
  if (args[0] === 'contact')
    return listLatest(args.slice(1), DEFAULT_CONTACT_MESSAGES, recentContactMessages);
  if (args[0] === 'mail') return listLatest(args.slice(1), DEFAULT_OUTBOX_MAILS, recentMails);
  if (args[0] === 'backup' || args[0] === 'restore') return backupOrRestore(args[0], args.slice(1));
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
    // Running servers render their pages again (decision 030).
    if (change.outcome === 'changed') await bumpContentVersion(database.db);
    const what = ROLE_NAMES[role];
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
  console.error(error instanceof BackupError ? error.message : describeStartupError(error));
  process.exitCode = 1;
}
