import {
  RECOVERY,
  VALIDATION,
  forgotPasswordSchema,
  messageResponseSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmAddress } from '../../../commands/confirm-address.js';
import { requestPasswordReset } from '../../../commands/request-password-reset.js';
import { resetPassword } from '../../../commands/reset-password.js';
import { sendVerification } from '../../../commands/send-verification.js';
import { freshMember } from '../../../plugins/app/auth.js';
import { badRequest, validationFailed } from '../../../plugins/app/errors.js';
import { errorResponses, secured } from '../route-docs.js';

/**
 * Forgotten passwords and address confirmation (decision 051). A reset asked for an address answers the
 * same whether an account uses it; its link works once, for an hour, and ends every session of the account.
 */
const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = app.usersRepository;
  const resetsPerIp = app.createRateLimiter(
    'reset-ip',
    app.config.rateLimits.passwordResetsPerIp,
    RECOVERY.tooManyResetRequests,
  );
  const resetsPerAddress = app.createRateLimiter(
    'reset-address',
    app.config.rateLimits.passwordResetsPerAddress,
    RECOVERY.tooManyResetRequests,
  );
  const verificationsPerMember = app.createRateLimiter(
    'verification-member',
    app.config.rateLimits.verificationMailsPerMember,
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
      if (user && user.email === email.toLowerCase()) await requestPasswordReset(app, user);
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
      if (!(await resetPassword(app, token, passwordHash))) throw badRequest(RECOVERY.resetLinkInvalid);
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
      const outcome = await confirmAddress(app, request.body.token);
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
