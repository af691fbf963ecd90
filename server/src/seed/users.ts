import { randomInt } from 'node:crypto';
import { PASSWORD_SPECIAL_CHARACTERS, passwordField } from '@cloud-snippets/contract';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import type { PasswordHasher } from '../lib/passwords.js';
import { usersRepository } from '../repositories/users/users.repository.js';
import { seedDemoAvatars } from './avatars.js';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './demo-members.js';

const LETTERS_AND_DIGITS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 20 random characters that pass the password rules (a letter, a digit and a special character, nothing else). */
export function generateStrongPassword(): string {
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)] ?? 'x';
  for (;;) {
    const characters = Array.from({ length: 17 }, () => pick(LETTERS_AND_DIGITS));
    characters.push(pick(PASSWORD_SPECIAL_CHARACTERS), pick('23456789'), pick('abcdefghijkmnopqrstuvwxyz'));
    // Shuffle so the guaranteed characters are not always at the end.
    for (let i = characters.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [characters[i], characters[j]] = [characters[j] ?? '', characters[i] ?? ''];
    }
    const password = characters.join('');
    if (passwordField.safeParse(password).success) return password;
  }
}

export interface SeededUsers {
  admin: { user: UserRow; password: string; isGenerated: boolean };
  members: UserRow[];
  demoPassword: string;
  /** How many demo snippets were created with them. */
  snippetCount?: number;
}

/** The admin of ADMIN_* (password generated when unset) and the demo members, who share DEMO_PASSWORD. */
export async function seedUsers(
  tx: Database,
  config: Config,
  passwords: PasswordHasher,
): Promise<SeededUsers> {
  const users = usersRepository(tx);
  const adminPassword = config.seed.admin.password ?? generateStrongPassword();
  const admin = await users.insert({
    username: config.seed.admin.username,
    email: config.seed.admin.email,
    passwordHash: await passwords.hash(adminPassword),
    role: 'admin',
    bio: 'Keeper of Cloud Snippets.',
    // The operator's own address, set in the configuration: nobody else could have typed it.
    emailVerifiedAt: new Date(),
  });
  if (!config.seed.demo)
    return {
      admin: { user: admin, password: adminPassword, isGenerated: !config.seed.admin.password },
      members: [],
      demoPassword: DEMO_PASSWORD,
    };

  // One hash for everyone: they share the password, and hashing eight times would only slow the first start.
  const demoHash = await passwords.hash(DEMO_PASSWORD);
  const inserted: UserRow[] = [];
  for (const member of DEMO_MEMBERS) {
    // Demo addresses are confirmed: the living community's members get their mail (in the outbox).
    inserted.push(await users.insert({ ...member, passwordHash: demoHash, emailVerifiedAt: new Date() }));
  }
  const members = await seedDemoAvatars(tx, inserted);
  return {
    admin: { user: admin, password: adminPassword, isGenerated: !config.seed.admin.password },
    members,
    demoPassword: DEMO_PASSWORD,
  };
}
