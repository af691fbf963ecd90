import {
  embedPath,
  OEMBED_SIZE,
  oembedQuerySchema,
  type OembedResponse,
  oembedResponseSchema,
  profilePath,
  SNIPPET,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../../plugins/app/errors.js';
import { errorResponses } from '../route-docs.js';
import { escapeMarkup } from '../../../lib/escape-markup.js';
import { filesOf } from '../../../repositories/snippets/snippet-files.js';

/** The slug of a snippet page URL of this site (`/snippets/{slug}`, any query or fragment), or null. */
export function snippetSlugOf(url: string, siteUrl: string, requestHost: string | undefined): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const site = new URL(siteUrl);
  const isThisSite = parsed.host === site.host || (requestHost !== undefined && parsed.host === requestHost);
  if (!isThisSite || !/^https?:$/.test(parsed.protocol)) return null;
  const match = /^\/snippets\/([a-z0-9][a-z0-9-]*)\/?$/i.exec(parsed.pathname);
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * GET /api/oembed?url=… (decision 041): a snippet page's link as a "rich" oEmbed, whose html is the iframe form of
 * the embed, sized to the code (at most the host's maxwidth and maxheight). Snippet pages name it in a discovery
 * `<link rel="alternate" type="application/json+oembed">`.
 */
const oembedRoutes: FastifyPluginAsyncZod = async (app) => {
  const snippets = app.snippetsRepository;
  const siteUrl = app.config.publicUrl;

  app.get(
    '/',
    {
      config: { tokenScope: 'read' },
      schema: {
        tags: ['snippets'],
        summary: 'oEmbed for a snippet page URL: an iframe of the embed',
        querystring: oembedQuerySchema,
        response: { 200: oembedResponseSchema, ...errorResponses(400, 404, 501) },
      },
    },
    async (request): Promise<OembedResponse> => {
      const { url, maxwidth, maxheight, format } = request.query;
      if (format === 'xml') throw new HttpError(501, SNIPPET.oembedJsonOnly);
      const slug = snippetSlugOf(url, siteUrl, request.headers.host);
      // Asked by another site's server: a private snippet is not there for it (decision 042).
      const snippet = slug ? await snippets.findShareable(slug, null) : null;
      if (!snippet) throw notFound(SNIPPET.oembedNotASnippet);
      // Every file's lines, and for a snippet of several a bar (about two lines high) naming each file.
      const files = filesOf(snippet);
      const lines = files.reduce(
        (sum, file) => sum + file.code.replace(/\n$/, '').split('\n').length + (files.length > 1 ? 2 : 0),
        0,
      );
      const width = Math.min(maxwidth ?? OEMBED_SIZE.width, OEMBED_SIZE.width);
      const height = Math.min(
        maxheight ?? OEMBED_SIZE.maxHeight,
        OEMBED_SIZE.maxHeight,
        OEMBED_SIZE.chromeHeight + lines * OEMBED_SIZE.lineHeight,
      );
      const src = `${siteUrl}${embedPath(snippet.slug)}`;
      return {
        version: '1.0',
        type: 'rich',
        title: snippet.title,
        author_name: snippet.author,
        author_url: `${siteUrl}${profilePath(snippet.author)}`,
        provider_name: 'Cloud Snippets',
        provider_url: siteUrl,
        cache_age: 3600,
        html:
          `<iframe src="${escapeMarkup(src)}" width="${width}" height="${height}" ` +
          `style="border:0;max-width:100%" loading="lazy" title="${escapeMarkup(snippet.title)}"></iframe>`,
        width,
        height,
      };
    },
  );
};

export default oembedRoutes;
