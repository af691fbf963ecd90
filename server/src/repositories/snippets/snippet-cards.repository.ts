import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { snippetCards, snippets, users } from '../../db/schema/index.js';
import { readableBy } from './visibility.js';

/** Snippets' social cards, stored once drawn so that no app process draws the same card twice (decision 029). */
export function snippetCardsRepository(db: Database) {
  return {
    /**
     * What the card of the snippet with this slug shows, and the stored PNG when it is the card named `hash`
     * (null otherwise: not drawn yet, or drawn for other content). Null for an unknown slug, and for a private
     * snippet's: a card is fetched by other sites' servers, for no one's session (decision 042).
     */
    findBySlug: async (slug: string, hash: string, tx: Database = db) =>
      (
        await tx
          .select({
            snippetId: snippets.id,
            slug: snippets.slug,
            title: snippets.title,
            codeLanguage: snippets.codeLanguage,
            platform: snippets.platform,
            authorName: users.username,
            authorAvatar: users.avatar,
            png: snippetCards.png,
          })
          .from(snippets)
          .innerJoin(users, eq(users.id, snippets.authorId))
          .leftJoin(snippetCards, and(eq(snippetCards.snippetId, snippets.id), eq(snippetCards.hash, hash)))
          .where(and(eq(snippets.slug, slug), readableBy(null, snippets)))
          .limit(1)
      )[0] ?? null,

    /** Keeps the snippet's card, replacing the one drawn for its earlier content. */
    store: async (snippetId: string, hash: string, png: Buffer, tx: Database = db): Promise<void> => {
      await tx
        .insert(snippetCards)
        .values({ snippetId, hash, png })
        .onConflictDoUpdate({ target: snippetCards.snippetId, set: { hash, png, createdAt: new Date() } });
    },

    /** The stored card's hash, or null (tests). */
    storedHash: async (snippetId: string, tx: Database = db): Promise<string | null> =>
      (
        await tx
          .select({ hash: snippetCards.hash })
          .from(snippetCards)
          .where(eq(snippetCards.snippetId, snippetId))
      )[0]?.hash ?? null,
  };
}

export type SnippetCardsRepository = ReturnType<typeof snippetCardsRepository>;
