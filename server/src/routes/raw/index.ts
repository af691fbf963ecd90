import { createHash } from 'node:crypto';
import { SNIPPET } from '@cloud-snippets/contract';
import { filesOf } from '../../repositories/snippets/snippet-files.js';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { coalesceReadsByKey } from '../../lib/coalesce-reads.js';
import { shareCacheControl } from '../../lib/share-cache-control.js';

/** The text is never a document: nothing in it runs, loads or frames, even if a browser were talked into it. */
export const RAW_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

/**
 * GET /snippets/{slug}/raw: a snippet's code as plain text, for `curl … | sh`-style use, scripts and
 * other sites' fetch() (CORS open for GET: the text is public or unlisted; a private snippet's is for its author,
 * with their token, and kept by no cache); `?rev=N` pins revision N's code. `nosniff`, so a browser never reads it as HTML or
 * script; a strong ETag of the code; a file name with the language's extension for "Save as".
 */
const rawRoutes: FastifyPluginAsync = async (app) => {
  const snippets = app.snippetsRepository;
  /**
   * Visitors' reads of one snippet's text share the next read, as the detail's do (decision 039): a script or a
   * page that fetches a popular snippet's raw URL from many places at once costs one read at a time per process.
   */
  const guestRaw = coalesceReadsByKey((slug) => snippets.findRaw(slug, null));

  /** `?rev=N`: revision N's code, pinned (null: no such snippet; `missing`: the snippet has no revision N). */
  async function revisionRaw(slug: string, rev: string, viewerId: string | null) {
    const snippet = await snippets.findReadable(slug, viewerId);
    if (!snippet || snippet.slug !== slug) return null;
    const number = /^\d{1,9}$/.test(rev) ? Number(rev) : 0;
    const revision = await app.snippetRevisionsRepository.find(snippet, number);
    if (!revision) return { missing: true } as const;
    const { visibility } = snippet;
    return { ...revision, slug: snippet.slug, visibility };
  }

  /**
   * The code, or with `file` one file of the snippet by name: today a snippet's one file is named after its slug and
   * language (`<slug>.cls`, as Save As names it), the URL Gist users expect (`/raw/<file name>`).
   */
  async function answer(request: FastifyRequest, reply: FastifyReply, file?: string) {
    const { slug } = request.params as { slug: string };
    reply
      .header('access-control-allow-origin', '*')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', RAW_CONTENT_SECURITY_POLICY)
      // The snippet's page is what search engines should list, not a second copy of its code.
      .header('x-robots-tag', 'noindex')
      .type('text/plain; charset=utf-8');
    const rev = (request.query as { rev?: string }).rev;
    const viewerId = request.user?.id ?? null;
    const snippet = rev
      ? await revisionRaw(slug, rev, viewerId)
      : viewerId === null
        ? await guestRaw(slug)
        : await snippets.findRaw(slug, viewerId);
    const notFound = (message: string) => reply.code(404).header('cache-control', 'no-store').send(message);
    if (!snippet) return notFound(SNIPPET.notFound);
    if ('missing' in snippet) return notFound(SNIPPET.revisionNotFound);
    const files = filesOf(snippet);
    // Without a name, the first file: the snippet's `code`, as it always was.
    const chosen = file === undefined ? files[0]! : files.find((candidate) => candidate.name === file);
    if (!chosen) return notFound(SNIPPET.fileNotFound);
    const fileName = chosen.name.slice(chosen.name.lastIndexOf('/') + 1);
    const etag = `"${createHash('sha1').update(chosen.code).digest('base64url')}"`;
    reply
      .header('etag', etag)
      .header('cache-control', shareCacheControl(snippet.visibility))
      .header('content-disposition', `inline; filename="${fileName}"`);
    if (fresh(request.headers, { etag })) return reply.code(304).send();
    return reply.send(chosen.code);
  }

  app.get(
    '/snippets/:slug/raw',
    { config: { tokenScope: 'read' }, schema: { hide: true } },
    (request, reply) => answer(request, reply),
  );
  // A file's name may hold folders (an LWC bundle's `c/fooBar/fooBar.js`): the rest of the path is the name.
  app.get(
    '/snippets/:slug/raw/*',
    { config: { tokenScope: 'read' }, schema: { hide: true } },
    (request, reply) => answer(request, reply, (request.params as { '*': string })['*']),
  );
};

export default rawRoutes;
