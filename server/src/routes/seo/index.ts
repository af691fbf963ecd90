import type { FastifyPluginAsync } from 'fastify';
import { robotsTxt } from './robots.js';
import { SITEMAP_MAX_URLS, sitemapIndex, sitemapSources, urlset } from './sitemap.js';

export interface SeoOptions {
  /** URLs per sitemap file (tests lower it to see the sitemap index). */
  sitemapUrlsPerFile?: number;
}

/** Crawlers may keep a sitemap for an hour: a new snippet waits at most that long to be announced. */
const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';
const SITEMAP_FILE = /^(pages|snippets|members|collections)-(\d{1,6})\.xml$/;

/**
 * What tells crawlers where to go: robots.txt, and sitemap.xml — one file while every URL fits, else a sitemap index
 * of /sitemaps/<pages|snippets|members>-<n>.xml files of at most 50,000 URLs each.
 */
const seoRoutes: FastifyPluginAsync<SeoOptions> = async (app, { sitemapUrlsPerFile = SITEMAP_MAX_URLS }) => {
  const siteUrl = app.config.publicUrl;
  const sources = sitemapSources(app);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(siteUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const counts = await Promise.all(sources.map((source) => source.count()));
    reply.type('application/xml; charset=utf-8').header('cache-control', SITEMAP_CACHE_CONTROL);
    if (counts.reduce((sum, count) => sum + count, 0) <= sitemapUrlsPerFile) {
      return reply.send(
        await urlset(
          siteUrl,
          sources.map((source, i) => source.urls(0, counts[i] ?? 0)),
        ),
      );
    }
    const files = sources.flatMap((source, i) =>
      Array.from(
        { length: Math.ceil((counts[i] ?? 0) / sitemapUrlsPerFile) },
        (_, n) => `/sitemaps/${source.name}-${n + 1}.xml`,
      ),
    );
    return reply.send(sitemapIndex(siteUrl, files));
  });

  app.get('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    const match = SITEMAP_FILE.exec((request.params as { file: string }).file);
    const source = sources.find(({ name }) => name === match?.[1]);
    const offset = (Number(match?.[2] ?? 0) - 1) * sitemapUrlsPerFile;
    if (!source || offset < 0 || offset >= (await source.count())) return reply.callNotFound();
    reply.type('application/xml; charset=utf-8').header('cache-control', SITEMAP_CACHE_CONTROL);
    return reply.send(await urlset(siteUrl, [source.urls(offset, sitemapUrlsPerFile)]));
  });
};

export default seoRoutes;
