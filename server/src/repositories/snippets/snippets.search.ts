/** The longest word kept from a search text, and how many words at most (the rest are ignored). */
const MAX_WORD_LENGTH = 60;
const MAX_WORDS = 8;

/**
 * Turns what a visitor types into a `to_tsquery('simple', …)` text: every word must match, the last one as a
 * prefix (the visitor may still be typing it). Words keep letters, digits, `_`, `-`, `#`, `+` and dots; dots
 * become spaces inside a quoted phrase, exactly as the stored document treats them (migration 0001), so
 * `Database.insert` matches `database <-> insert`. With `phrases: false` (the code vector: a phrase would make
 * PostgreSQL re-read every candidate's large code vector) those words are ANDed instead. Quotes and tsquery operators never reach PostgreSQL, so no input
 * can make the query fail. Returns null when nothing searchable is left.
 */
export function toPrefixTsquery(text: string, { phrases = true }: { phrases?: boolean } = {}): string | null {
  const words = searchWords(text, { phrases });
  if (words.length === 0) return null;
  const all = words.map((word, index) => `'${word}'${index === words.length - 1 ? ':*' : ''}`).join(' & ');
  // 'lookup rows' also finds the identifier LookupRows: the words written together, as a prefix.
  return words.length > 1 ? `${all} | '${words.join('').replace(/ /g, '')}':*` : all;
}

/**
 * The words of a search text as toPrefixTsquery reads them; with `phrases: false` a dotted identifier is its words
 * (`Database.insert` → database, insert), as the typo dictionary holds them (search_typo_query, decision 036).
 */
export function searchWords(text: string, { phrases = true }: { phrases?: boolean } = {}): string[] {
  return (
    text
      .toLowerCase()
      .split(/\s+/)
      .map((word) =>
        word
          .replace(/[^\p{L}\p{N}_#+.-]+/gu, ' ')
          .replace(/\./g, ' ')
          .trim()
          .slice(0, MAX_WORD_LENGTH),
      )
      // Without phrases, `Database.insert` is the two words database & insert.
      .flatMap((word) => (phrases ? [word] : word.split(' ')))
      .filter((word) => /[\p{L}\p{N}]/u.test(word))
      .slice(0, MAX_WORDS)
  );
}

/** The text compared by trigram similarity with lower(title): lowercased, spaces collapsed. */
export function toTitleProbe(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 120);
}
