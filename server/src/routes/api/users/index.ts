import {
  SECRETS,
  AUTH,
  PROFILE,
  RECOVERY,
  accountDeletionSchema,
  emailChangeResponseSchema,
  emailChangeSchema,
  messageResponseSchema,
  passwordChangeSchema,
  profileResponseSchema,
  profileUpdateSchema,
  selfUserSchema,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentMember, currentSession, freshMember } from '../../../plugins/app/auth.js';
import { validationFailed } from '../../../plugins/app/errors.js';
import allowanceRoutes from './allowance.js';
import avatarRoutes from './avatar.js';
import mentionRoutes from './mentions.js';
import publicProfileRoutes from './public-profile.js';
import savedSnippetsRoutes from './saved-snippets.js';
import topContributorsRoutes from './top-contributors.js';
import { selfUserAnswer } from './users.presenter.js';
import { errorResponses, secured } from '../route-docs.js';
import { secretErrors } from '../../../lib/secret-scan.js';
import { changeEmail } from '../../../commands/change-email.js';
import { changePassword } from '../../../commands/change-password.js';
import { deleteAccount } from '../../../commands/delete-account.js';

const errors = errorResponses(400, 401, 429);

/** The signed-in member's own profile, password and account (SPEC §7 Users), then the routes of the files beside. */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Static paths (/profile, /top-contributors, /avatar…) win over /{username} whatever the order of registration.
  await app.register(savedSnippetsRoutes);
  await app.register(topContributorsRoutes);
  await app.register(avatarRoutes);
  await app.register(allowanceRoutes);
  await app.register(mentionRoutes);
  await app.register(publicProfileRoutes);
  const users = app.usersRepository;
  const snippets = app.snippetsRepository;
  // Wrong current passwords per account, as failed logins are counted: a stolen token cannot guess the password.
  const passwordAttempts = app.createRateLimiter(
    'password-account',
    app.config.rateLimits.loginPerAccount,
    AUTH.tooManyPasswordAttempts,
  );

  app.get(
    '/profile',
    {
      config: { tokenScope: 'read' },
      onRequest: app.requireAuth,
      schema: {
        tags: ['users'],
        summary: 'Own profile',
        security: secured,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await freshMember(request);
      return { user: await selfUserAnswer(snippets, user) };
    },
  );

  app.put(
    '/profile',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['users'],
        summary: 'Update own profile (bio, company, website, location, job title, social links)',
        security: secured,
        body: profileUpdateSchema,
        response: { 200: z.object({ user: selfUserSchema, message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const user = currentMember(request);
      // A profile never publishes a credential (decision 046): each text field is scanned.
      const { socialLinks = {}, ...texts } = request.body;
      const found = await secretErrors(
        [
          ...Object.entries(texts).map(([field, text]) => ({ field, text: text ?? '' })),
          ...Object.entries(socialLinks).map(([name, text]) => ({
            field: `socialLinks.${name}`,
            text: text ?? '',
          })),
        ],
        app.config.jwtSecret,
      );
      if (found.length > 0) throw validationFailed(found, SECRETS.textRefused);
      const updated = await app.revokingAuth({ userIds: [user.id] }, () =>
        users.updateProfile(user, request.body),
      );
      return {
        user: await selfUserAnswer(snippets, updated),
        message: PROFILE.updated,
      };
    },
  );

  app.put(
    '/password',
    {
      config: { changesPages: false },
      onRequest: app.requireAuth,
      schema: {
        tags: ['users'],
        summary: "Change own password; the member's other tokens stop working",
        security: secured,
        body: passwordChangeSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { session } = currentSession(request);
      const user = await freshMember(request);
      const { currentPassword, newPassword } = request.body;
      // Counted before the check, so parallel guesses cannot all be checked (lib/rate-limiter.ts).
      await passwordAttempts.consume(user.id);
      if (!(await app.passwords.verify(user.passwordHash, currentPassword))) {
        throw validationFailed(
          [{ field: 'currentPassword', error: AUTH.currentPasswordIncorrect }],
          AUTH.currentPasswordIncorrect,
        );
      }
      await passwordAttempts.reset(user.id);
      const passwordHash = await app.passwords.hash(newPassword);
      await changePassword(app, user.id, session.id, passwordHash);
      return { message: AUTH.passwordChanged };
    },
  );

  app.put(
    '/email',
    {
      config: { changesPages: false },
      onRequest: app.requireAuth,
      schema: {
        tags: ['users'],
        summary:
          'Ask for a new address, confirmed with the password; it changes once its mailed link is opened',
        security: secured,
        body: emailChangeSchema,
        response: { 200: emailChangeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await freshMember(request);
      const { email, password } = request.body;
      if (email === user.email)
        throw validationFailed([{ field: 'email', error: RECOVERY.sameEmail }], RECOVERY.sameEmail);
      await passwordAttempts.consume(user.id);
      if (!(await app.passwords.verify(user.passwordHash, password)))
        throw validationFailed(
          [{ field: 'password', error: AUTH.currentPasswordIncorrect }],
          AUTH.currentPasswordIncorrect,
        );
      await passwordAttempts.reset(user.id);
      const taken = (await users.findTaken('', email)).filter((error) => error.field === 'email');
      if (taken.length > 0) throw validationFailed(taken);
      const updated = await changeEmail(app, user, email);
      return {
        message: RECOVERY.emailChangeSent(email),
        user: await selfUserAnswer(snippets, updated),
      };
    },
  );

  app.delete(
    '/account',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['users'],
        summary: 'Delete own account, confirmed with the password',
        security: secured,
        body: accountDeletionSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await freshMember(request);
      // The same per-account budget as password change: a stolen token cannot guess its way to a deletion.
      await passwordAttempts.consume(user.id);
      if (!(await app.passwords.verify(user.passwordHash, request.body.password))) {
        throw validationFailed(
          [{ field: 'password', error: AUTH.currentPasswordIncorrect }],
          AUTH.currentPasswordIncorrect,
        );
      }
      await deleteAccount(app, user.id);
      return { message: AUTH.accountDeleted };
    },
  );
};

export default usersRoutes;
