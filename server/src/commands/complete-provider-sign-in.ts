import { OAUTH, OAUTH_CALLBACK_ERRORS, VALIDATION } from '@cloud-snippets/contract';
import type { FastifyInstance } from 'fastify';
import { uniqueViolationConstraint } from '../db/errors.js';
import type { OAuthHandoffRow, UserRow } from '../db/schema/index.js';
import { badRequest, conflict, validationFailed } from '../lib/http-errors.js';
import { oauthRepository } from '../repositories/auth/oauth.repository.js';
import { USER_UNIQUE_INDEX_ERRORS } from '../repositories/users/users.repository.js';
import { refuseSuspended } from './refuse-suspended.js';
import { sendVerification } from './send-verification.js';

type App = Pick<
  FastifyInstance,
  'db' | 'config' | 'usersRepository' | 'moderationRepository' | 'rateLimits' | 'passwords'
>;

/**
 * A handoff code used (after a sign-in with a provider): the member it names signed in, the provider linked to the
 * account whose password is given, or a new member created with the chosen name. The code is used once, in the
 * transaction of what it does; errors are the API's (400, 403, 409, 429).
 */
export async function completeProviderSignIn(
  app: App,
  code: string,
  handoff: OAuthHandoffRow,
  answers: { username?: string | undefined; password?: string | undefined },
): Promise<UserRow> {
  if (handoff.kind === 'sign-in') return signInMember(app, code, handoff);
  if (handoff.kind === 'link-existing') return linkExistingMember(app, code, handoff, answers.password);
  return createMember(app, code, handoff, answers.username);
}

/** (a) The identity is linked: its member (unless suspended), once the code is used. */
async function signInMember(app: App, code: string, handoff: OAuthHandoffRow): Promise<UserRow> {
  const member = handoff.userId ? await app.usersRepository.findById(handoff.userId) : null;
  if (!member) throw badRequest(OAUTH.handoffInvalid);
  await refuseSuspended(app, member);
  if (!(await oauthRepository(app.db).consumeHandoff(code))) throw badRequest(OAUTH.handoffInvalid);
  return member;
}

/** (b) A member has the provider's address: their password proves the account is theirs, then it is linked. */
async function linkExistingMember(
  app: App,
  code: string,
  handoff: OAuthHandoffRow,
  password: string | undefined,
): Promise<UserRow> {
  const users = app.usersRepository;
  const oauth = oauthRepository(app.db);
  if (password === undefined)
    throw validationFailed([{ field: 'password', error: VALIDATION.passwordRequired }]);
  const owner = handoff.userId ? await users.findById(handoff.userId) : null;
  if (!owner) throw badRequest(OAUTH.handoffInvalid);
  const accountKey = `account:${owner.id}`;
  await app.rateLimits.loginPerAccount.consume(accountKey);
  if (!(await app.passwords.verify(owner.passwordHash, password)))
    throw validationFailed([{ field: 'password', error: OAUTH.passwordIncorrect }], OAUTH.passwordIncorrect);
  await app.rateLimits.loginPerAccount.reset(accountKey);
  await refuseSuspended(app, owner);
  const outcome = await app.db.transaction(async (tx) => {
    if (!(await oauth.consumeHandoff(code, tx))) return null;
    const linked = await oauth.link(owner.id, handoff, tx);
    // The provider has confirmed the very address the account has: so is it here.
    if (linked === 'linked' && handoff.emailVerified) await users.confirmEmail(owner.id, tx);
    return linked;
  });
  if (!outcome) throw badRequest(OAUTH.handoffInvalid);
  if (outcome === 'linked-elsewhere' || outcome === 'provider-already-linked')
    throw conflict(OAUTH_CALLBACK_ERRORS[outcome]);
  return (await users.findById(owner.id)) ?? owner;
}

/** (c) Nobody has the address: a new member with the chosen name, the provider's address, and no password. */
async function createMember(
  app: App,
  code: string,
  handoff: OAuthHandoffRow,
  username: string | undefined,
): Promise<UserRow> {
  const users = app.usersRepository;
  const oauth = oauthRepository(app.db);
  if (username === undefined)
    throw validationFailed([{ field: 'username', error: VALIDATION.usernameRequired }]);
  const taken = await users.findTaken(username, handoff.email);
  if (taken.length > 0) throw validationFailed(taken);
  const created = await app.db
    .transaction(async (tx) => {
      if (!(await oauth.consumeHandoff(code, tx))) return null;
      const user = await users.insert(
        {
          username,
          email: handoff.email,
          passwordHash: null,
          emailVerifiedAt: handoff.emailVerified ? new Date() : null,
        },
        tx,
      );
      await oauth.link(user.id, handoff, tx);
      // An address the provider has not confirmed is confirmed the usual way.
      if (!handoff.emailVerified) await sendVerification(app, user, user.email, false, tx);
      return user;
    })
    .catch((error: unknown) => {
      const fieldError = USER_UNIQUE_INDEX_ERRORS[uniqueViolationConstraint(error) ?? ''];
      throw fieldError ? validationFailed([fieldError]) : error;
    });
  if (!created) throw badRequest(OAUTH.handoffInvalid);
  return created;
}
