import {
  AUTH,
  authResponseSchema,
  errorResponseSchema,
  loginSchema,
  messageResponseSchema,
  profileResponseSchema,
  registerSchema,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '../../../db/schema/index.js';
import { issueToken } from '../../../commands/open-session.js';
import { refuseSuspended } from '../../../commands/refuse-suspended.js';
import { registerMember } from '../../../commands/register-member.js';
import { currentSession, freshMember } from '../../../plugins/app/auth.js';
import { unauthorized, validationFailed } from '../../../plugins/app/errors.js';
import { selfUserAnswer } from '../users/users.presenter.js';
import { errorResponses, secured } from '../route-docs.js';
import recoveryRoutes from './recovery.js';
import oauthRoutes from './oauth.js';
import sessionRoutes from './sessions.js';

const errors = errorResponses(400, 401, 429);

/**
 * What the per-account login limit counts under: the account, however it was named (username or email, any case),
 * or for a name no account has, that name normalised — so probing unknown names is limited too.
 */
function loginAccountKey(user: UserRow | null, identifier: string): string {
  return user ? `account:${user.id}` : `unknown:${identifier.trim().toLowerCase()}`;
}

/** POST /register, POST /login, POST /logout, GET /profile (SPEC §7 Auth). */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = app.usersRepository;
  const sessions = app.sessionsRepository;
  const snippets = app.snippetsRepository;
  await app.register(recoveryRoutes);
  await app.register(sessionRoutes);
  await app.register(oauthRoutes, { prefix: '/oauth' });

  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account',
        body: registerSchema,
        response: { 201: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { username, email, password, recaptchaToken } = request.body;
      await app.rateLimits.registerPerIp.consume(request.ip);
      await app.captcha.verify(recaptchaToken, 'register', request.ip);
      const taken = await users.findTaken(username, email);
      if (taken.length > 0) throw validationFailed(taken);
      const passwordHash = await app.passwords.hash(password);
      const user = await registerMember(app, { username, email, passwordHash });
      const issued = await issueToken(app, user.id, false, request.headers['user-agent']);
      return reply.code(201).send({ ...issued, user: await selfUserAnswer(snippets, user) });
    },
  );

  app.post(
    '/login',
    {
      config: { changesPages: false },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with an email or a username (403 while the member is suspended)',
        body: loginSchema,
        response: { 200: authResponseSchema, ...errors, ...errorResponses(403) },
      },
    },
    async (request) => {
      const { identifier, password, remember, recaptchaToken } = request.body;
      const { loginPerIp, loginPerAccount } = app.rateLimits;
      // Each attempt is counted before its password is checked, so a burst of parallel guesses checks no more
      // passwords than the limits allow; what turns out not to be a failed login is given back.
      await loginPerIp.consume(request.ip);
      let user: UserRow | null;
      let accountKey: string;
      try {
        await app.captcha.verify(recaptchaToken, 'login', request.ip);
        user = await users.findByIdentifier(identifier);
        accountKey = loginAccountKey(user, identifier);
        await loginPerAccount.consume(accountKey);
      } catch (error) {
        await loginPerIp.refund(request.ip);
        throw error;
      }
      const isPasswordRight = user
        ? await app.passwords.verify(user.passwordHash, password)
        : await app.passwords.verifyDummy(password).then(() => false);
      if (!user || !isPasswordRight) throw unauthorized(AUTH.invalidCredentials);
      await refuseSuspended(app, user);
      await Promise.all([loginPerIp.refund(request.ip), loginPerAccount.reset(accountKey)]);
      await sessions.deleteExpiredForUser(user.id);
      return {
        ...(await issueToken(app, user.id, remember, request.headers['user-agent'])),
        user: await selfUserAnswer(snippets, user),
      };
    },
  );

  app.post(
    '/logout',
    {
      config: { changesPages: false },
      onRequest: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current token',
        security: secured,
        response: { 200: messageResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const { session } = currentSession(request);
      await app.revokingAuth({ sessionIds: [session.id] }, () => sessions.delete(session.id));
      return { message: AUTH.loggedOut };
    },
  );

  app.get(
    '/profile',
    {
      config: { tokenScope: 'read' },
      onRequest: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in member',
        security: secured,
        response: { 200: profileResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await freshMember(request);
      return {
        user: await selfUserAnswer(snippets, user),
      };
    },
  );
};

export default authRoutes;
