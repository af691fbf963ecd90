import {
  SECRETS,
  SNIPPET,
  SNIPPET_VALIDATION,
  releasedRelease,
  type SnippetData,
  keptPlaceholdersInputSchema,
  keptPlaceholdersResponseSchema,
  messageResponseSchema,
  snippetFeaturedInputSchema,
  snippetInputSchema,
  snippetResponseSchema,
} from '@cloud-snippets/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { editSnippet } from '../../../commands/edit-snippet.js';
import { publishSnippet } from '../../../commands/publish-snippet.js';
import { currentMember } from '../../../plugins/app/auth.js';
import { forbidden, notFound, validationFailed } from '../../../plugins/app/errors.js';
import { newMemberLimit } from '../../../plugins/app/new-members.js';
import { keyedFingerprint, scanTexts, type ScannedText } from '../../../lib/secret-scan.js';
import type { SecretBypass } from '../../../db/schema/index.js';
import { perMember } from '../../../plugins/app/rate-limits.js';
import { idOrSlugParamsSchema, revisionParamsSchema, snippetIdParamsSchema } from './schemas.js';
import { canChangeSnippet, canFeatureSnippet } from '../../../policies/snippets.policy.js';
import { presentSnippetDetail } from './snippets.presenter.js';
import { errorResponses, secured } from '../route-docs.js';

const errors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 429);
const snippetWithMessageSchema = snippetResponseSchema.extend({ message: z.string() });

/** POST, PUT and DELETE of snippets (author only), and featuring (admins). */
const writeRoutes: FastifyPluginAsyncZod = async (app) => {
  const snippets = app.snippetsRepository;

  /** The detail shape of a snippet just written, as its author sees it. */
  const detailFor = async (id: string, viewerId: string) => {
    const row = await snippets.findDetail(id, viewerId);
    if (!row) throw notFound(SNIPPET.notFound);
    return presentSnippetDetail(row, viewerId);
  };

  /**
   * The write with the secrets its author marked as placeholders, or a 400 naming each line of each other secret
   * (decision 046): title, description and every file are scanned.
   */
  const withoutSecrets = async (body: SnippetData, current?: { secretBypasses: SecretBypass[] | null }) => {
    const texts: ScannedText[] = [
      { field: 'title', text: body.title },
      { field: 'description', text: body.description },
      ...(body.files
        ? body.files.map((file, index) => ({ field: `files.${index}.code`, text: file.code, file: index }))
        : [{ field: 'code', text: body.code }]),
    ];
    const { errors, bypasses } = await scanTexts(texts, {
      allowed: body.allowedSecrets,
      keptAllowed: current?.secretBypasses?.map((bypass) => bypass.fingerprint),
      key: app.config.jwtSecret,
    });
    if (errors.length > 0) throw validationFailed(errors, SECRETS.snippetRefused);
    // The contract knows every release; only one already out can be verified on (decision 048).
    if (body.verifiedOn && !releasedRelease(body.verifiedOn))
      throw validationFailed(
        [{ field: 'verifiedOn', error: SNIPPET_VALIDATION.verifiedOnInvalid }],
        SNIPPET_VALIDATION.verifiedOnInvalid,
      );
    return { ...body, secretBypasses: bypasses };
  };

  // Each member may create or edit SNIPPET_RATE_LIMIT_PER_MEMBER snippets per window.
  const writeLimit = perMember(app.rateLimits.snippetWritesPerMember);
  const newSnippetLimit = newMemberLimit(app, 'snippets');
  /**
   * The snippet a write names and the member writing, who must be its author: 404 (none, or another's private one,
   * which does not exist for them) and 403 otherwise.
   */
  const ownSnippet = async (request: FastifyRequest, idOrSlug: string) => {
    const user = currentMember(request);
    const current = await snippets.findReadable(idOrSlug, user.id);
    if (!current) throw notFound(SNIPPET.notFound);
    if (!canChangeSnippet(user, current)) throw forbidden(SNIPPET.onlyAuthor);
    return { user, current };
  };

  app.post(
    '/',
    {
      config: { tokenScope: 'write' },
      onRequest: [app.requireAuth, writeLimit],
      schema: {
        tags: ['snippets'],
        summary: 'Create a snippet',
        security: secured,
        body: snippetInputSchema,
        response: { 201: snippetWithMessageSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = currentMember(request);
      await newSnippetLimit(user);
      const row = await publishSnippet(app, user.id, await withoutSecrets(request.body));
      return reply.code(201).send({ snippet: await detailFor(row.id, user.id), message: SNIPPET.created });
    },
  );

  app.put(
    '/:idOrSlug',
    {
      config: { tokenScope: 'write' },
      onRequest: [app.requireAuth, writeLimit],
      schema: {
        tags: ['snippets'],
        summary: 'Edit a snippet (its author only; the slug stays)',
        security: secured,
        params: idOrSlugParamsSchema,
        body: snippetInputSchema,
        response: { 200: snippetWithMessageSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { user, current } = await ownSnippet(request, request.params.idOrSlug);
      await editSnippet(app, current, await withoutSecrets(request.body, current));
      return { snippet: await detailFor(current.id, user.id), message: SNIPPET.updated };
    },
  );

  app.post(
    '/:idOrSlug/kept-placeholders',
    {
      onRequest: app.requireAuth,
      config: { tokenScope: 'write', changesPages: false },
      schema: {
        tags: ['snippets'],
        summary:
          'Which secret findings the current version was published with as placeholders (its author only)',
        security: secured,
        params: idOrSlugParamsSchema,
        body: keptPlaceholdersInputSchema,
        response: { 200: keptPlaceholdersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { current } = await ownSnippet(request, request.params.idOrSlug);
      const recorded = new Set(current.secretBypasses?.map((bypass) => bypass.fingerprint));
      return {
        kept: request.body.fingerprints.filter((f) =>
          recorded.has(keyedFingerprint(app.config.jwtSecret, f)),
        ),
      };
    },
  );

  app.post(
    '/:idOrSlug/revisions/:number/restore',
    {
      config: { tokenScope: 'write' },
      onRequest: [app.requireAuth, writeLimit],
      schema: {
        tags: ['snippets'],
        summary: 'Restore an earlier revision (its author only): an edit back to it, itself a new revision',
        security: secured,
        params: revisionParamsSchema,
        response: { 200: snippetWithMessageSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { user, current } = await ownSnippet(request, request.params.idOrSlug);
      const revision = await app.snippetRevisionsRepository.find(current, request.params.number);
      if (!revision) throw notFound(SNIPPET.revisionNotFound);
      const { title, description, platform, category, codeLanguage, code, tags, number } = revision;
      await editSnippet(app, current, {
        title,
        description,
        platform,
        category,
        codeLanguage,
        code,
        // As the revision names them: an unnamed first file stays unnamed (it reads as the slug, whatever it is).
        files: [{ name: revision.fileName, language: codeLanguage, code }, ...revision.extraFiles],
        tags,
        // Restored as it was published: its placeholders were its author's word then, and stay recorded.
        secretBypasses: revision.secretBypasses ?? undefined,
        revisionNote: SNIPPET.revisionRestoredNote(number),
      });
      return { snippet: await detailFor(current.id, user.id), message: SNIPPET.revisionRestored };
    },
  );

  app.delete(
    '/:idOrSlug',
    {
      config: { tokenScope: 'write' },
      onRequest: app.requireAuth,
      schema: {
        tags: ['snippets'],
        summary: 'Delete a snippet with its reactions, saves and views (its author only)',
        security: secured,
        params: idOrSlugParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { current } = await ownSnippet(request, request.params.idOrSlug);
      await snippets.delete(current.id);
      return { message: SNIPPET.deleted };
    },
  );

  app.put(
    '/:id/featured',
    {
      onRequest: [
        app.requireAuth,
        async (request) => {
          if (!canFeatureSnippet(request.user)) throw forbidden(SNIPPET.featureAdminOnly);
        },
      ],
      schema: {
        tags: ['snippets'],
        summary: 'Feature or unfeature a snippet (admins)',
        security: secured,
        params: snippetIdParamsSchema,
        body: snippetFeaturedInputSchema,
        response: { 200: snippetResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentMember(request);
      // An admin features what visitors can see: another's private snippet is a 404 to admins too (decision 042).
      const current = await snippets.findReadable(request.params.id, user.id);
      if (!current) throw notFound(SNIPPET.notFound);
      await snippets.setFeatured(current.id, request.body.featured);
      return { snippet: await detailFor(current.id, user.id) };
    },
  );
};

export default writeRoutes;
