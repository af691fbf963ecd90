import { createHash } from 'node:crypto';
import { SNIPPET } from '@cloud-snippets/contract';
import type { FastifyPluginAsync } from 'fastify';
import fresh from 'fresh';
import { escapeMarkup } from '../../lib/escape-markup.js';
import { RAW_CACHE_CONTROL } from '../../lib/share-cache-control.js';
import { filesOf } from '../../repositories/snippets/snippet-files.js';
import collectionEmbedRoutes from './collection-embed.js';
import { EMBED_CONTENT_SECURITY_POLICY, embedHeaders } from './embed-headers.js';

export { EMBED_CONTENT_SECURITY_POLICY } from './embed-headers.js';

type Theme = 'auto' | 'light' | 'dark';
const themeOf = (value: unknown): Theme => (value === 'light' || value === 'dark' ? value : 'auto');

/** JSON for a script, with `<` escaped so that no `</script>` can appear in it whoever inlines it. */
const scriptString = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The script form: inserts the snippet after the script tag that loaded it, in a shadow root so that the host's
 * styles and the embed's never meet. Its stylesheet is adopted (a constructed CSSStyleSheet), which a host's strict
 * CSP without 'unsafe-inline' still applies; a browser without constructed stylesheets gets a <style> element.
 */
function embedScript(slug: string, css: string, html: string): string {
  return `(function () {
  var css = ${scriptString(css)};
  var html = ${scriptString(html)};
  var script = document.currentScript || document.querySelector('script[src*="/embed/' + ${scriptString(encodeURIComponent(slug))} + '.js"]');
  var host = document.createElement('div');
  host.setAttribute('data-cloud-snippet', ${scriptString(slug)});
  var root = host.attachShadow ? host.attachShadow({ mode: 'open' }) : host;
  if (root !== host && 'adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && CSSStyleSheet.prototype.replaceSync) {
    var sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [sheet];
    root.innerHTML = html;
  } else {
    root.innerHTML = '<style>' + css + '</style>' + html;
  }
  if (script && script.parentNode) script.parentNode.insertBefore(host, script.nextSibling);
  else document.body.appendChild(host);
})();
`;
}

const embedDocument = (title: string, css: string, html: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta name="robots" content="noindex"><title>${escapeMarkup(title)} – Cloud Snippets</title>` +
  `<style>html,body{margin:0;background:transparent}${css}</style></head><body class="cs-frame">${html}</body></html>`;

/**
 * Embeds (decision 041), as Gist offers them: `<script src="/embed/{slug}.js">` writes the snippet into the host
 * page; `/embed/{slug}` is the same as a document for an `<iframe>` (and oEmbed's html). `?theme=light|dark` fixes
 * the colours, else they follow the reader's system. No cookie is read or set: the site keeps its session in the
 * browser's storage, never in cookies. Rendered by the web app's server entry with the site's highlighter.
 */
const embedRoutes: FastifyPluginAsync = async (app) => {
  const snippets = app.snippetsRepository;
  await app.register(collectionEmbedRoutes);

  app.get('/embed/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const isScript = file.endsWith('.js');
    const slug = isScript ? file.slice(0, -'.js'.length) : file;
    embedHeaders(reply);
    const renderer = app.webRenderer;
    // Another site's page asks, with no one's token: a private snippet is never embedded (decision 042).
    const snippet = renderer ? await snippets.findShareable(slug, null) : null;
    if (!renderer || !snippet) {
      reply.code(404).header('cache-control', 'no-store');
      return isScript
        ? reply.type('text/javascript; charset=utf-8').send(`/* ${SNIPPET.notFound} */\n`)
        : reply.type('text/plain; charset=utf-8').send(SNIPPET.notFound);
    }
    const theme = themeOf((request.query as { theme?: unknown }).theme);
    const { css, html } = await renderer.renderEmbed({
      ...snippet,
      files: filesOf(snippet),
      siteUrl: app.config.publicUrl,
      theme,
    });
    const body = isScript ? embedScript(slug, css, html) : embedDocument(snippet.title, css, html);
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    reply.header('etag', etag).header('cache-control', RAW_CACHE_CONTROL);
    if (isScript) reply.type('text/javascript; charset=utf-8');
    else
      reply.type('text/html; charset=utf-8').header('content-security-policy', EMBED_CONTENT_SECURITY_POLICY);
    if (fresh(request.headers, { etag })) return reply.code(304).send();
    return reply.send(body);
  });
};

export default embedRoutes;
