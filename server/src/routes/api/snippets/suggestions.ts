import {
  COMMENT,
  SECRETS,
  SNIPPET,
  applySuggestionsInputSchema,
  errorResponseSchema,
  snippetResponseSchema,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applySuggestions, checkSuggestions, suggestedEdit } from '../../../commands/apply-suggestions.js';
import { currentMember } from '../../../plugins/app/auth.js';
import { forbidden, notFound, validationFailed } from '../../../plugins/app/errors.js';
import { perMember } from '../../../plugins/app/rate-limits.js';
import { scanTexts } from '../../../lib/secret-scan.js';
import { canChangeSnippet } from '../../../policies/snippets.policy.js';
import { presentSnippetDetail } from '../../../presenters/snippets.presenter.js';
import { errorResponses, secured } from '../route-docs.js';
import { idOrSlugParamsSchema } from './schemas.js';

const appliedSchema = snippetResponseSchema.extend({ message: z.string(), applied: z.number().int() });

/** Applying line comments' suggested changes as a revision (decision 077): the snippet's author only. */
const suggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const snippets = app.snippetsRepository;
  const writeLimit = perMember(app.rateLimits.snippetWritesPerMember);

  app.post(
    '/:idOrSlug/suggestions/apply',
    {
      config: { tokenScope: 'write' },
      onRequest: [app.requireAuth, writeLimit],
      schema: {
        tags: ['snippets'],
        summary: "Apply line comments' suggested changes as one new revision (its author only)",
        security: secured,
        params: idOrSlugParamsSchema,
        body: applySuggestionsInputSchema,
        response: {
          200: appliedSchema,
          ...errorResponses(400, 401, 403, 404, 429),
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = currentMember(request);
      const ids = request.body.comments;
      for (;;) {
        const snippet = await snippets.findReadable(request.params.idOrSlug, user.id);
        if (!snippet) throw notFound(SNIPPET.notFound);
        if (!canChangeSnippet(user, snippet)) throw forbidden(SNIPPET.onlyAuthor);
        const placed = checkSuggestions(snippet, ids, await app.commentsRepository.suggestions(ids));
        const edit = suggestedEdit(snippet, placed);
        // The would-be revision is scanned as an edit is (decision 046): the placeholders it had stay allowed.
        const { errors, bypasses } = await scanTexts(
          (edit.files ?? []).map((file, index) => ({
            field: `files.${index}.code`,
            text: file.code,
            file: index,
          })),
          { keptAllowed: snippet.secretBypasses?.map((b) => b.fingerprint), key: app.config.jwtSecret },
        );
        if (errors.length > 0) throw validationFailed(errors, SECRETS.snippetRefused);
        try {
          await applySuggestions(app, snippet, ids, placed, { ...edit, secretBypasses: bypasses });
        } catch (error) {
          // An edit landed meanwhile that left every chosen suggestion on its lines: build on it instead.
          if (error instanceof Error && error.message === COMMENT.lineRevisionChanged) continue;
          throw error;
        }
        const row = await snippets.findDetail(snippet.id, user.id);
        if (!row) throw notFound(SNIPPET.notFound);
        return {
          snippet: presentSnippetDetail(row, user.id),
          message: COMMENT.suggestionsApplied(ids.length),
          applied: ids.length,
        };
      }
    },
  );
};

export default suggestionRoutes;
