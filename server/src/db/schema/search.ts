import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The search dictionary: every distinct word of the snippets' titles, tags and descriptions (the lexemes of
 * search_head), kept by a trigger on snippets (migration 0012). A typo is matched against these few thousand words
 * by trigram similarity, never against the titles themselves (decision 036). A word whose last snippet is gone stays:
 * it can only suggest a correction that then matches nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (table) => [
  index('search_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
]);
