import {
  SNIPPET,
  VERIFICATION,
  currentRelease,
  outdatedReportInputSchema,
  releasedRelease,
  verificationParamsSchema,
  verificationResponseSchema,
} from '@cloud-snippets/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember } from '../../../plugins/app/auth.js';
import { conflict, notFound, validationFailed } from '../../../plugins/app/errors.js';
import { perMember } from '../../../plugins/app/rate-limits.js';
import { reportOutdated } from '../../../commands/report-outdated.js';
import { idOrSlugParamsSchema } from './schemas.js';
import { errorResponses, secured } from '../route-docs.js';

const responses = { 200: verificationResponseSchema, ...errorResponses(400, 401, 404, 409, 429) };

/**
 * Is it still true (decision 048): a member confirms a snippet still works on a release, or reports it
 * out of date with a reason, which its author is told. Each answers the snippet's new state.
 */
const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const snippets = app.snippetsRepository;
  const verifications = app.snippetVerificationsRepository;
  // The same allowance as likes and saves: a member's small acts on snippets.
  const limit = perMember(app.rateLimits.reactionsPerMember);

  /** The snippet a member may read (another's private one is a 404), and the member. */
  const readable = async (request: FastifyRequest, idOrSlug: string) => {
    const user = currentMember(request);
    const snippet = await snippets.findReadable(idOrSlug, user.id);
    if (!snippet) throw notFound(SNIPPET.notFound);
    return { user, snippet };
  };

  /** A release named in the path, which must be out. */
  const releaseOut = (id: string) => {
    const release = releasedRelease(id);
    if (!release)
      throw validationFailed(
        [{ field: 'release', error: VERIFICATION.releaseNotOut }],
        VERIFICATION.releaseNotOut,
      );
    return release;
  };

  const answer = async (message: string, snippetId: string, userId: string) => ({
    message,
    verification: await verifications.state(snippetId, userId),
  });

  app.put(
    '/:idOrSlug/verifications/:release',
    {
      onRequest: [app.requireAuth, limit],
      schema: {
        tags: ['snippets'],
        summary: 'Confirm the snippet still works on a release (once per member per release)',
        security: secured,
        params: verificationParamsSchema,
        response: responses,
      },
    },
    async (request) => {
      const release = releaseOut(request.params.release);
      const { user, snippet } = await readable(request, request.params.idOrSlug);
      await verifications.confirm(snippet.id, user.id, release.api);
      return answer(VERIFICATION.confirmed(release.label), snippet.id, user.id);
    },
  );

  app.delete(
    '/:idOrSlug/verifications/:release',
    {
      onRequest: [app.requireAuth, limit],
      schema: {
        tags: ['snippets'],
        summary: 'Withdraw a confirmation',
        security: secured,
        params: verificationParamsSchema,
        response: responses,
      },
    },
    async (request) => {
      const release = releaseOut(request.params.release);
      const { user, snippet } = await readable(request, request.params.idOrSlug);
      await verifications.withdrawConfirmation(snippet.id, user.id, release.api);
      return answer(VERIFICATION.confirmationWithdrawn, snippet.id, user.id);
    },
  );

  app.put(
    '/:idOrSlug/outdated',
    {
      onRequest: [app.requireAuth, limit],
      schema: {
        tags: ['snippets'],
        summary: 'Report the snippet out of date, with a reason its author is told (or change the reason)',
        security: secured,
        params: idOrSlugParamsSchema,
        body: outdatedReportInputSchema,
        response: responses,
      },
    },
    async (request) => {
      const { user, snippet } = await readable(request, request.params.idOrSlug);
      if (snippet.authorId === user.id) throw conflict(VERIFICATION.ownSnippet);
      await reportOutdated(app, {
        snippetId: snippet.id,
        reporterId: user.id,
        reason: request.body.reason,
        releaseApi: currentRelease().api,
      });
      return answer(VERIFICATION.reported, snippet.id, user.id);
    },
  );

  app.delete(
    '/:idOrSlug/outdated',
    {
      onRequest: [app.requireAuth, limit],
      schema: {
        tags: ['snippets'],
        summary: 'Withdraw an out-of-date report',
        security: secured,
        params: idOrSlugParamsSchema,
        response: responses,
      },
    },
    async (request) => {
      const { user, snippet } = await readable(request, request.params.idOrSlug);
      if (!(await verifications.withdrawReport(snippet.id, user.id))) throw notFound(VERIFICATION.noReport);
      return answer(VERIFICATION.reportWithdrawn, snippet.id, user.id);
    },
  );
};

export default verificationRoutes;
