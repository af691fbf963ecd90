import { languageLabel, platformLabel, SNIPPET_CARD_IMAGE } from '@cloud-snippets/contract';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { cardAvatarDataUri, createCardRenderer } from '../../lib/og-card/card-renderer.js';
import {
  cardAvatarUrl,
  SNIPPET_CARD_FILE_PATTERN,
  snippetCardHash,
  snippetCardUrl,
  type CardSnippet,
} from '../../lib/og-card/card-url.js';
import { avatarIdOfUrl } from '../../repositories/users/avatars.repository.js';
import { clientHasCopy, markImmutable, mediaNotFound } from './immutable.js';

/** How long a redirect from an earlier card's URL to the current one may be cached: the current one may change. */
const REDIRECT_CACHE = 'public, max-age=300';

/**
 * GET /media/og/snippets/{slug}-{hash}.png: a snippet's social card. The hash names what the card shows, so the
 * current one is immutable; an earlier hash redirects to the current URL, an unknown slug is a 404. A card is drawn
 * on its first request (off the main thread) and kept in the database (decision 029).
 */
const snippetCardRoutes: FastifyPluginAsync = async (app) => {
  const cards = app.snippetCardsRepository;
  const avatars = app.avatarsRepository;
  const renderer = createCardRenderer();
  app.addHook('onClose', () => renderer.close());
  /** Cards being drawn, by snippet and hash: simultaneous first requests (a link pasted in a busy channel) share one. */
  const drawing = new Map<string, Promise<Buffer>>();

  async function drawAndKeep(snippetId: string, snippet: CardSnippet, hash: string, log: FastifyBaseLogger) {
    const avatarId = avatarIdOfUrl(cardAvatarUrl(snippet) ?? '');
    const avatar = avatarId ? await avatars.findById(avatarId) : null;
    const started = performance.now();
    const png = await renderer.render({
      title: snippet.title,
      language: snippet.codeLanguage,
      languageLabel: languageLabel(snippet.codeLanguage),
      platformLabel: platformLabel(snippet.platform),
      authorName: snippet.author.username,
      avatarDataUri: avatar ? await cardAvatarDataUri(avatar.bytes) : null,
    });
    log.info(
      { slug: snippet.slug, ms: Math.round(performance.now() - started), bytes: png.length },
      'card drawn',
    );
    // Not keeping it (a snippet deleted meanwhile, a lost connection) only means drawing it again next time.
    await cards
      .store(snippetId, hash, png)
      .catch((error: unknown) => log.warn({ err: error }, 'card not kept'));
    return png;
  }

  /**
   * The card drawn once in this process however many requests ask for it meanwhile (they wait for that drawing);
   * across processes the stored row decides. A busy renderer makes them wait, never a 503.
   */
  function drawOnce(snippetId: string, snippet: CardSnippet, hash: string, log: FastifyBaseLogger) {
    const key = `${snippetId}/${hash}`;
    let card = drawing.get(key);
    if (!card) {
      card = drawAndKeep(snippetId, snippet, hash, log).finally(() => drawing.delete(key));
      drawing.set(key, card);
    }
    return card;
  }

  // A wildcard, not `:file`: a parameter is limited to 100 characters, and an 80-character slug with its hash is 101.
  app.get('/media/og/snippets/*', { schema: { hide: true } }, async (request, reply) => {
    const [, slug, hash] = SNIPPET_CARD_FILE_PATTERN.exec((request.params as { '*': string })['*']) ?? [];
    if (!slug || !hash) return mediaNotFound(reply);
    const found = await cards.findBySlug(slug, hash);
    if (!found) return mediaNotFound(reply);
    const snippet: CardSnippet = {
      slug: found.slug,
      title: found.title,
      codeLanguage: found.codeLanguage,
      platform: found.platform,
      author: { username: found.authorName, avatar: found.authorAvatar },
    };
    // A card is made to be shown on other sites (a forum or chat that hotlinks og:image): Helmet's same-origin
    // resource policy would have browsers refuse it there.
    reply.header('cross-origin-resource-policy', 'cross-origin');
    if (snippetCardHash(snippet) !== hash) {
      return reply.header('cache-control', REDIRECT_CACHE).redirect(snippetCardUrl(snippet), 302);
    }
    const etag = `"${hash}"`;
    if (clientHasCopy(request, etag)) return markImmutable(reply, etag).code(304).send();
    const png = found.png ?? (await drawOnce(found.snippetId, snippet, hash, request.log));
    return markImmutable(reply, etag).type(SNIPPET_CARD_IMAGE.type).send(png);
  });
};

export default snippetCardRoutes;
