import { createHash } from 'node:crypto';
import { SNIPPET, fileExtensionOf } from '@cloud-snippets/contract';
import type { FastifyPluginAsync } from 'fastify';
import fresh from 'fresh';

/**
 * Fetched by scripts, `curl`, other sites: a minute in any cache, then asked again (the ETag makes that a 304). A
 * snippet's edit shows within a minute, as GitHub's raw gist URLs do within five.
 */
export const RAW_CACHE_CONTROL = 'public, max-age=60';
/** The text is never a document: nothing in it runs, loads or frames, even if a browser were talked into it. */
export const RAW_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

/**
 * GET /snippets/{slug}/raw: a snippet's code as plain text (issue 12 §4), for `curl … | sh`-style use, scripts and
 * other sites' fetch() (CORS open for GET: the text is public). `nosniff`, so a browser never reads it as HTML or
 * script; a strong ETag of the code; a file name with the language's extension for "Save as".
 */
const rawRoutes: FastifyPluginAsync = async (app) => {
  const snippets = app.snippetsRepository;

  app.get('/snippets/:slug/raw', { schema: { hide: true } }, async (request, reply) => {
    const { slug } = request.params as { slug: string };
    reply
      .header('access-control-allow-origin', '*')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', RAW_CONTENT_SECURITY_POLICY)
      // The snippet's page is what search engines should list, not a second copy of its code.
      .header('x-robots-tag', 'noindex')
      .type('text/plain; charset=utf-8');
    const snippet = await snippets.findRaw(slug);
    if (!snippet) return reply.code(404).header('cache-control', 'no-store').send(SNIPPET.notFound);
    const etag = `"${createHash('sha1').update(snippet.code).digest('base64url')}"`;
    reply
      .header('etag', etag)
      .header('cache-control', RAW_CACHE_CONTROL)
      .header(
        'content-disposition',
        `inline; filename="${snippet.slug}.${fileExtensionOf(snippet.codeLanguage)}"`,
      );
    if (fresh(request.headers, { etag })) return reply.code(304).send();
    return reply.send(snippet.code);
  });
};

export default rawRoutes;
