import { createHash } from 'node:crypto';
import { SNIPPET, snippetPath } from '@cloud-snippets/contract';
import type { FastifyPluginAsync } from 'fastify';
import fresh from 'fresh';
import { projectTree, type ArchiveFile } from '@cloud-snippets/contract/project-layout';
import { zipFolder } from '../../lib/project-archive/zip.js';
import { shareCacheControl } from '../../lib/share-cache-control.js';
import { filesOf } from '../../repositories/snippets/snippet-files.js';
import type { ShareableSnippet } from '../../repositories/snippets/snippets.repository.js';

/** A snippet's download: files the member named go where their names say; one unnamed file where its code says. */
export function downloadFiles(
  snippet: Omit<ShareableSnippet, 'updatedAt' | 'visibility'>,
  siteUrl: string,
): ArchiveFile[] {
  const isNamed = snippet.fileName !== '' || snippet.extraFiles.length > 0;
  return projectTree({
    ...snippet,
    url: `${siteUrl}${snippetPath(snippet.slug)}`,
    ...(isNamed && { files: filesOf(snippet) }),
  });
}

/**
 * GET /snippets/{slug}/download (decision 061): the snippet as a zip — for CRM code a Salesforce DX project that
 * `sf project deploy start` takes as it is, for Marketing Cloud code a folder with a README that says where each
 * file runs (contract's project-layout). One folder named after the slug; an ETag of the bytes. A private snippet's zip is
 * its author's only, asked for with their token.
 */
const downloadRoutes: FastifyPluginAsync = async (app) => {
  const snippets = app.snippetsRepository;
  const siteUrl = app.config.publicUrl;

  app.get(
    '/snippets/:slug/download',
    { config: { tokenScope: 'read' }, schema: { hide: true } },
    async (request, reply) => {
      const { slug } = request.params as { slug: string };
      reply.header('x-content-type-options', 'nosniff').header('x-robots-tag', 'noindex');
      const snippet = await snippets.findShareable(slug, request.user?.id ?? null);
      if (!snippet)
        return reply
          .code(404)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(SNIPPET.notFound);
      const files = downloadFiles(snippet, siteUrl);
      const zip = Buffer.from(zipFolder(snippet.slug, files, snippet.updatedAt));
      const etag = `"${createHash('sha1').update(zip).digest('base64url')}"`;
      reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${snippet.slug}.zip"`)
        .header('etag', etag)
        .header('cache-control', shareCacheControl(snippet.visibility));
      if (fresh(request.headers, { etag })) return reply.code(304).send();
      return reply.send(zip);
    },
  );
};

export default downloadRoutes;
