/**
 * The last word of a search, a prefix (the visitor may still be typing it), completed by the search dictionary
 * (search_words: every word of titles, tags and descriptions, decision 036) before the GIN index is read.
 *
 * A prefix makes PostgreSQL's GIN index gather every posting list of every indexed word starting with it into one
 * bitmap before the other words filter anything: at a million snippets `'system' & 'debug':*` on the code vectors
 * took 50–76 ms where `'system' & ('debug' | 'debugging' | 'debuggable')` took 8–13 ms, and `'trigger' <-> 'new':*`
 * on search_head 25 ms. A few exact words let the index skip through its posting lists instead.
 */
import { sql, type SQL } from 'drizzle-orm';
import { searchTokens } from './snippets.search.js';

/** Above this many dictionary words starting with it, the last word stays a prefix ('dat', still being typed). */
export const MAX_COMPLETIONS = 12;

/** The last word as toPrefixTsquery writes it (`'debug':*`), and the word; null without words. */
export function lastPrefix(
  text: string,
  options: { phrases?: boolean } = {},
): { token: string; word: string } | null {
  const word = searchTokens(text, options).at(-1)?.toLowerCase().split(' ').at(-1);
  return word ? { token: `'${word}':*`, word } : null;
}

/**
 * The last word and the dictionary words it starts, as a tsquery alternative (`('debug' | 'debugging')`), for the
 * statement to compute once; null (the prefix stays) when the word is not a dictionary word (3 to 60 letters, digits,
 * _ # +), when the dictionary neither holds it nor a word it starts (a word only code uses, or a typo) and when more
 * than MAX_COMPLETIONS words start with it.
 */
export function completionsOf(prefix: { word: string } | null): SQL {
  if (!prefix) return sql`null::text`;
  const word = sql`${prefix.word}::text`;
  return sql`(
    select case
      when search_dictionary_word(${word}) and count(*) <= ${MAX_COMPLETIONS}
        and (count(*) > 0 or exists (select 1 from search_words where word = ${word} collate "C"))
      then '(' || quote_literal(${word}) || coalesce(' | ' || string_agg(quote_literal(d.word), ' | '), '') || ')' end
    from (
      select word from search_words
      where word > ${word} collate "C" and word < (${word} || chr(1114111)) collate "C"
      order by word
      limit ${MAX_COMPLETIONS + 1}
    ) d
  )`;
}

/**
 * A tsquery text (toPrefixTsquery's, or a correction of search_fallback_queries) whose last word, a prefix, is the
 * word itself or one of the dictionary words it starts (`'system' <-> ('debug' | 'debugging')`): the same matches in
 * titles, tags and descriptions, whose every word the dictionary holds (a compound's parts are words of their own).
 * In code, a word the titles never use is no longer completed, only matched whole. `completions` is completionsOf's
 * value (null: the text as it is).
 */
export function completedText(text: SQL, prefix: { token: string } | null, completions: SQL): SQL {
  if (!prefix) return text;
  return sql`replace(${text}, ${prefix.token}, coalesce(${completions}, ${prefix.token}))`;
}
