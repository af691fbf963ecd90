import { z } from 'zod';

/** /api/snippets/{idOrSlug}: a uuid or a slug. */
export const idOrSlugParamsSchema = z.object({ idOrSlug: z.string().min(1).max(200) });
/** /api/snippets/{id}/…: the id (a slug is accepted too). */
export const snippetIdParamsSchema = z.object({ id: z.string().min(1).max(200) });
/** /api/snippets/{idOrSlug}/revisions/{number}. */
export const revisionParamsSchema = idOrSlugParamsSchema.extend({
  number: z.coerce.number().int().min(1).max(1_000_000),
});
