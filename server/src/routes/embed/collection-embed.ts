import { createHash } from 'node:crypto';
import { COLLECTION_MESSAGES, collectionPath, languageLabel, snippetPath } from '@cloud-snippets/contract';
import type { FastifyPluginAsync } from 'fastify';
import fresh from 'fresh';
import { escapeMarkup } from '../../lib/escape-markup.js';
import { RAW_CACHE_CONTROL } from '../../lib/share-cache-control.js';
import { EMBED_CONTENT_SECURITY_POLICY, embedHeaders } from './embed-headers.js';

/** The list's own colours, light and dark by the reader's system or the host's `?theme=`. */
const CSS = `
.cs-c{font:14px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#0f172a;background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:12px 16px;max-width:720px}
.cs-c h1{font-size:16px;margin:0 0 4px}.cs-c p{margin:0 0 8px;color:#475569}
.cs-c ol{margin:0;padding-left:24px}.cs-c li{padding:4px 0}.cs-c a{color:#1d4ed8;text-decoration:none}
.cs-c a:hover{text-decoration:underline}.cs-c small{color:#64748b;margin-left:6px}
.cs-c footer{margin-top:8px;font-size:12px;color:#64748b}
.cs-dark .cs-c{color:#e2e8f0;background:#0f172a;border-color:#334155}.cs-dark .cs-c p,.cs-dark .cs-c small,.cs-dark .cs-c footer{color:#94a3b8}.cs-dark .cs-c a{color:#93c5fd}
@media (prefers-color-scheme:dark){.cs-auto .cs-c{color:#e2e8f0;background:#0f172a;border-color:#334155}.cs-auto .cs-c p,.cs-auto .cs-c small,.cs-auto .cs-c footer{color:#94a3b8}.cs-auto .cs-c a{color:#93c5fd}}`;

/**
 * GET /embed/collections/{username}/{slug}: a collection as a document for another site's iframe (decision 075, as
 * decision 041 embeds a snippet): its title, description and the public snippets in order, each a link to its
 * page. Public and unlisted collections only, none a moderator hid; no script, no cookie; frameable by any site.
 */
const collectionEmbedRoutes: FastifyPluginAsync = async (app) => {
  const siteUrl = app.config.publicUrl;

  app.get('/embed/collections/:username/:slug', { schema: { hide: true } }, async (request, reply) => {
    const { username, slug } = request.params as { username: string; slug: string };
    embedHeaders(reply);
    const found = await app.collectionsRepository.byAddress(username, slug, null);
    const collection = found && found.visibility !== 'private' && !found.hidden ? found : null;
    if (!collection) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(COLLECTION_MESSAGES.notFound);
    }
    const items = await app.collectionsRepository.items(collection, null);
    const theme = (request.query as { theme?: unknown }).theme;
    const themeClass = theme === 'light' || theme === 'dark' ? `cs-${theme}` : 'cs-auto';
    const link = (path: string) => escapeMarkup(`${siteUrl}${path}`);
    const owner = collection.ownerUsername;
    const body =
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
      `<title>${escapeMarkup(collection.title)} – Cloud Snippets</title>` +
      `<style>html,body{margin:0;background:transparent}${CSS}</style></head><body class="${themeClass}">` +
      `<section class="cs-c"><h1><a href="${link(collectionPath(owner, collection.slug))}" target="_blank" rel="noopener">` +
      `${escapeMarkup(collection.title)}</a></h1>` +
      (collection.description ? `<p>${escapeMarkup(collection.description)}</p>` : '') +
      `<ol>${items
        .map(
          (item) =>
            `<li><a href="${link(snippetPath(item.slug))}" target="_blank" rel="noopener">${escapeMarkup(item.title)}</a>` +
            `<small>${escapeMarkup(languageLabel(item.codeLanguage))} · ${escapeMarkup(item.authorUsername)}</small></li>`,
        )
        .join('')}</ol>` +
      `<footer>A collection by ${escapeMarkup(owner)} on Cloud Snippets</footer></section></body></html>`;
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    reply
      .header('etag', etag)
      .header('cache-control', RAW_CACHE_CONTROL)
      .header('content-security-policy', EMBED_CONTENT_SECURITY_POLICY)
      .type('text/html; charset=utf-8');
    if (fresh(request.headers, { etag })) return reply.code(304).send();
    return reply.send(body);
  });
};

export default collectionEmbedRoutes;
