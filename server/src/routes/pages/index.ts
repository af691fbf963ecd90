import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from './html.js';

/** The sitemap protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows read per query while writing a sitemap file. */
const SITEMAP_BATCH = 5_000;

export interface PagesOptions {
  /** URLs per sitemap file (tests lower it to see the sitemap index). */
  sitemapUrlsPerFile?: number;
}

/**
 * What crawlers see without JavaScript: the snippet page's index.html with its title, description, canonical link
 * and Open Graph / Twitter tags; sitemap.xml (a sitemap index past 50,000 URLs); robots.txt.
 */
const pagesRoutes: FastifyPluginAsync<PagesOptions> = async (
  app,
  { sitemapUrlsPerFile = SITEMAP_MAX_URLS },
) => {
  const base = app.config.publicUrl;
  const repository = app.snippetsRepository;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Allow: /api/docs',
          'Disallow: /api/',
          'Disallow: /profile',
          'Disallow: /saved-snippets',
          'Disallow: /snippets/create',
          '',
          `Sitemap: ${base}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  const STATIC_PAGES = ['/', '/snippets'];
  const url = (path: string, lastmod?: Date) =>
    `  <url><loc>${escapeHtml(`${base}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;

  /** One sitemap file: the static pages (first file only) and snippets [offset, offset + count). */
  async function* urlset(offset: number, count: number, withStaticPages: boolean) {
    yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
    if (withStaticPages) yield STATIC_PAGES.map((path) => url(path)).join('');
    for (let done = 0; done < count;) {
      const rows = await repository.sitemapPage(offset + done, Math.min(SITEMAP_BATCH, count - done));
      if (rows.length === 0) break;
      yield rows.map((row) => url(`/snippets/${encodeURIComponent(row.slug)}`, row.updatedAt)).join('');
      done += rows.length;
    }
    yield '</urlset>\n';
  }

  const snippetsPerFile = sitemapUrlsPerFile - STATIC_PAGES.length;
  const collect = async (parts: AsyncGenerator<string>) => {
    const chunks: string[] = [];
    for await (const part of parts) chunks.push(part);
    return chunks.join('');
  };

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const total = await repository.total();
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    if (total <= snippetsPerFile) return reply.send(await collect(urlset(0, total, true)));
    const files = Math.ceil(total / snippetsPerFile);
    const entries = Array.from(
      { length: files },
      (_, i) => `  <sitemap><loc>${escapeHtml(`${base}/sitemaps/snippets-${i + 1}.xml`)}</loc></sitemap>\n`,
    );
    return reply.send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`,
    );
  });

  app.get('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    const page = Number(
      /^snippets-(\d{1,6})\.xml$/.exec((request.params as { file: string }).file)?.[1] ?? 0,
    );
    const total = await repository.total();
    if (page < 1 || (page - 1) * snippetsPerFile >= Math.max(total, 1)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return reply.send(await collect(urlset((page - 1) * snippetsPerFile, snippetsPerFile, page === 1)));
  });
};

export default pagesRoutes;
