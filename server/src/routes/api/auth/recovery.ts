import {
  RECOVERY,
  RECOVERY_LIMITS,
  VALIDATION,
  forgotPasswordSchema,
  messageResponseSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '@cloud-snippets/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.js';
import type { UserRow } from '../../../db/schema/index.js';
import { freshMember } from '../../../plugins/app/auth.js';
import { badRequest, validationFailed } from '../../../plugins/app/errors.js';
import { accountTokensRepository } from '../../../repositories/auth/account-tokens.repository.js';
import { passwordResetMail, verificationMail } from '../../../repositories/auth/account-mail.js';
import { mailRepository } from '../../../repositories/mail/mail.repository.js';
import { errorResponses, secured } from '../route-docs.js';

const HOUR_MS = 3_600_000;

/**
 * Mails the member a link confirming `email` (their address at registration, or a new one), in the caller's
 * transaction when it has one: the mail is queued, never sent inside the request (decision 050).
 */
export async function sendVerification(
  app: FastifyInstance,
  user: Pick<UserRow, 'id' | 'username'>,
  email: string,
  isNewAddress: boolean,
  tx: Database = app.db,
): Promise<void> {
  const token = await accountTokensRepository(tx).issue(
    user.id,
    'verify-email',
    { email, ttlMs: RECOVERY_LIMITS.verificationTokenHours * HOUR_MS },
    tx,
  );
  await mailRepository(tx).enqueue(
    verificationMail(app.config, { email, username: user.username }, token, isNewAddress),
    tx,
  );
}

/**
 * Forgotten passwords and address confirmation (decision 051). A reset asked for an address answers the
 * same whether an account uses it; its link works once, for an hour, and ends every session of the account.
 */
const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = app.usersRepository;
  const resetsPerIp = app.createRateLimiter(
    'reset-ip',
    { points: 10, durationSeconds: 3600 },
    RECOVERY.tooManyResetRequests,
  );
  const resetsPerAddress = app.createRateLimiter(
    'reset-address',
    { points: 3, durationSeconds: 3600 },
    RECOVERY.tooManyResetRequests,
  );
  const verificationsPerMember = app.createRateLimiter(
    'verification-member',
    { points: 3, durationSeconds: 3600 },
    RECOVERY.tooManyVerificationMails,
  );

  app.post(
    '/forgot-password',
    {
      config: { changesPages: false },
      schema: {
        tags: ['auth'],
        summary:
          'Mail a link to set a new password (the same answer whether or not an account uses the address)',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { email, recaptchaToken } = request.body;
      await resetsPerIp.consume(request.ip);
      await app.captcha.verify(recaptchaToken, 'login', request.ip);
      // Counted for any address, so a limit reached says nothing about whether an account uses it.
      await resetsPerAddress.consume(email.toLowerCase());
      const user = await users.findByIdentifier(email);
      if (user && user.email === email.toLowerCase()) {
        await app.db.transaction(async (tx) => {
          const token = await accountTokensRepository(tx).issue(
            user.id,
            'password-reset',
            { ttlMs: RECOVERY_LIMITS.resetTokenMinutes * 60_000 },
            tx,
          );
          await mailRepository(tx).enqueue(passwordResetMail(app.config, user, token), tx);
        });
      }
      return { message: RECOVERY.resetRequested };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { changesPages: false },
      schema: {
        tags: ['auth'],
        summary: "Set a new password with a reset link's token; every session of the account ends",
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const passwordHash = await app.passwords.hash(password);
      const used = await app.db.transaction(async (tx) => {
        const found = await accountTokensRepository(tx).consume(token, 'password-reset', tx);
        if (!found) return null;
        await users.updatePasswordHash(found.userId, passwordHash, tx);
        // The link reached the address: it is confirmed too.
        await users.confirmEmail(found.userId, tx);
        return found;
      });
      if (!used) throw badRequest(RECOVERY.resetLinkInvalid);
      await app.revokingAuth({ userIds: [used.userId] }, () => app.sessionsRepository.deleteAll(used.userId));
      return { message: RECOVERY.passwordReset };
    },
  );

  app.post(
    '/verify-email',
    {
      config: { changesPages: false },
      schema: {
        tags: ['auth'],
        summary: "Confirm an address with its link's token (the registered address, or a new one)",
        body: verifyEmailSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const confirmed = await app.db.transaction(async (tx) => {
        const found = await accountTokensRepository(tx).consume(request.body.token, 'verify-email', tx);
        if (!found?.email) return null;
        return { userId: found.userId, outcome: await users.confirmAddress(found.userId, found.email, tx) };
      });
      const outcome = confirmed?.outcome;
      // Every process's session cache holds the member as they were: it reads them again.
      if (confirmed) await app.revokingAuth({ userIds: [confirmed.userId] }, async () => undefined);
      if (!outcome) throw badRequest(RECOVERY.resetLinkInvalid);
      // Someone registered the new address after it was asked for.
      if (outcome === 'taken') throw validationFailed([{ field: 'email', error: VALIDATION.emailTaken }]);
      return { message: outcome === 'changed' ? RECOVERY.emailChanged : RECOVERY.emailVerified };
    },
  );

  app.post(
    '/resend-verification',
    {
      onRequest: app.requireAuth,
      config: { changesPages: false },
      schema: {
        tags: ['auth'],
        summary: 'Mail the link confirming the address again',
        security: secured,
        response: { 200: messageResponseSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => {
      const user = await freshMember(request);
      if (user.emailVerifiedAt) return { message: RECOVERY.alreadyVerified };
      await verificationsPerMember.consume(user.id);
      await sendVerification(app, user, user.email, false);
      return { message: RECOVERY.verificationSent };
    },
  );
};

export default recoveryRoutes;
