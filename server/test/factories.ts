import { randomBytes, randomUUID } from 'node:crypto';
import { snippetInputSchema, type AccessTokenScope, type UserRole } from '@cloud-snippets/contract';
import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import type { NewUserRow, UserRow } from '../src/db/schema/index.js';
import { accessTokensRepository } from '../src/repositories/auth/access-tokens.repository.js';
import { sessionsRepository } from '../src/repositories/auth/sessions.repository.js';
import { commentsRepository } from '../src/repositories/comments/comments.repository.js';
import { snippetsRepository } from '../src/repositories/snippets/snippets.repository.js';
import { snippetVerificationsRepository } from '../src/repositories/snippets/verifications.repository.js';
import { usersRepository } from '../src/repositories/users/users.repository.js';
import { createTokenService } from '../src/lib/tokens.js';
import { newAccessToken } from '../src/lib/access-tokens.js';
import { postComment } from '../src/commands/post-comment.js';
import { publishSnippet } from '../src/commands/publish-snippet.js';
import type { TestApp } from './helper.js';
import { FAST_PASSWORD_HASHING } from './helper.js';

/** The password every factory-built member has. */
export const KNOWN_PASSWORD = 'Known#Pass1';

let knownHash: Promise<string> | null = null;
const hashKnownPassword = () =>
  (knownHash ??= argon2.hash(KNOWN_PASSWORD, { type: argon2.argon2id as 2, ...FAST_PASSWORD_HASHING }));

const unique = () => randomBytes(4).toString('hex');

/** Inserts a real member (password KNOWN_PASSWORD unless passwordHash is given). */
export async function buildUser(
  db: Database,
  overrides: Partial<NewUserRow> & { role?: UserRole } = {},
): Promise<UserRow> {
  const suffix = unique();
  return usersRepository(db).insert({
    username: `member_${suffix}`,
    email: `member.${suffix}@example.com`,
    passwordHash: await hashKnownPassword(),
    ...overrides,
  });
}

/** A signed-in member: a real session row and its token, as the login route would issue. */
export async function buildSignedInUser(
  testApp: TestApp,
  overrides: Partial<NewUserRow> & { role?: UserRole } = {},
): Promise<{ user: UserRow; token: string; sessionId: string }> {
  const user = await buildUser(testApp.db, overrides);
  const { token, sessionId } = await buildSession(testApp, user.id);
  return { user, token, sessionId };
}

/** Another session (another device) for a member. */
export async function buildSession(
  testApp: TestApp,
  userId: string,
  expiresAt = new Date(Date.now() + 3_600_000),
) {
  const session = await sessionsRepository(testApp.db).create(userId, expiresAt);
  const token = await createTokenService(testApp.config.jwtSecret).sign(
    { userId, sessionId: session.id },
    expiresAt,
  );
  return { token, sessionId: session.id };
}

/** A personal access token of the member (decision 073), as POST /api/tokens makes one. */
export async function buildAccessToken(
  db: Database,
  userId: string,
  {
    scopes = ['read', 'write'],
    expiresAt = null,
  }: { scopes?: AccessTokenScope[]; expiresAt?: Date | null } = {},
): Promise<{ token: string; id: string }> {
  const { token, tokenHash, hint } = newAccessToken();
  const row = await accessTokensRepository(db).create(userId, {
    name: `token ${unique()}`,
    tokenHash,
    hint,
    scopes,
    expiresAt,
  });
  if (typeof row === 'string') throw new Error(`access token not made: ${row}`);
  return { token, id: row.id };
}

/** A register body that passes every rule, with fresh username and email. */
export function validRegistration(overrides: Record<string, unknown> = {}) {
  const suffix = unique();
  return {
    username: `new_${suffix}`,
    email: `new.${suffix}@example.com`,
    password: 'Str0ng!pass',
    ...overrides,
  };
}

let snippetSequence = 0;

/** A valid snippet body (crm / apex / apex unless overridden), with a unique title. */
export function validSnippetInput(overrides: Record<string, unknown> = {}) {
  snippetSequence += 1;
  return {
    title: `Bulk-safe Account trigger ${snippetSequence} ${unique()}`,
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    description: 'Keeps the trigger bulk-safe with one query per batch.',
    code: 'trigger AccountTrigger on Account (before insert) {\n    AccountHandler.run(Trigger.new);\n}\n',
    tags: ['trigger'],
    ...overrides,
  };
}

/** Publishes a snippet as the API does (counters, facet counts and a "verified on" kept). */
export async function buildSnippet(db: Database, authorId: string, overrides: Record<string, unknown> = {}) {
  const data = snippetInputSchema.parse(validSnippetInput(overrides));
  return publishSnippet(
    {
      db,
      snippetsRepository: snippetsRepository(db),
      snippetVerificationsRepository: snippetVerificationsRepository(db),
    },
    authorId,
    data,
  );
}

let commentSequence = 0;

/** Posts a comment, or a reply when parentId is given, as the API does (counters kept, members told). */
export async function buildComment(
  db: Database,
  data: { snippetId: string; authorId: string; parentId?: string | null; content?: string },
): Promise<string> {
  commentSequence += 1;
  const created = await postComment(
    { db, commentsRepository: commentsRepository(db) },
    {
      snippetId: data.snippetId,
      authorId: data.authorId,
      parentId: data.parentId ?? null,
      content: data.content ?? `Comment ${commentSequence}: does this also work in a batch of 200 records?`,
    },
  );
  if ('refusal' in created) throw new Error(`buildComment refused: ${JSON.stringify(created.refusal)}`);
  return created.id;
}

/**
 * Two snippets where one's slug is the other's id: the "impostor", titled with a uuid (so slugged as that uuid) and
 * stored first, and the "real" snippet, whose id is then set to that uuid. A lookup by id or slug must find the real
 * one whatever order the rows come in.
 */
export async function buildSnippetWithIdAsAnotherSlug(db: Database, authorId: string) {
  const id = randomUUID();
  const impostor = await buildSnippet(db, authorId, { title: id });
  if (impostor.slug !== id) throw new Error(`expected the slug ${id}, got ${impostor.slug}`);
  const created = await buildSnippet(db, authorId, { title: 'The snippet this id names' });
  await db.execute(sql`update snippets set id = ${id}::uuid where id = ${created.id}::uuid`);
  return { real: { ...created, id }, impostor };
}
