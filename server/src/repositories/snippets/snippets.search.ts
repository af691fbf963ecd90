/** The longest word kept from a search text, and how many words at most (the rest are ignored). */
const MAX_WORD_LENGTH = 60;
const MAX_WORDS = 8;

/**
 * Turns what a visitor types into a `to_tsquery('simple', …)` text: every word must match, the last one as a
 * prefix (the visitor may still be typing it). Words keep letters, digits, `_`, `-`, `#`, `+` and dots; dots
 * split a word into a phrase, exactly as the stored document treats them (migration 0001), so `Database.insert`
 * matches `database <-> insert` (the last word as a prefix). With `phrases: false` (the code vector: a phrase would make
 * PostgreSQL re-read every candidate's large code vector) those words are ANDed instead. Quotes and tsquery operators never reach PostgreSQL, so no input
 * can make the query fail. Returns null when nothing searchable is left.
 */
export function toPrefixTsquery(text: string, { phrases = true }: { phrases?: boolean } = {}): string | null {
  const tokens = searchTokens(text, { phrases });
  if (tokens.length === 0) return null;
  const words = tokens.map((token) => token.toLowerCase());
  const annotations = new Set(Array.from(text.matchAll(/@([\p{L}\p{N}_]+)/gu), (match) => match[1]));
  const all = tokens
    .map((token, index) => {
      const prefix = index === tokens.length - 1 ? ':*' : '';
      // A dotted identifier is a phrase of whole words but its last (`'database' <-> 'insert':*`): a prefix on
      // each of its words made the index read every word starting with `trigger` and `new` for `Trigger.new`.
      const word = `${words[index]!.split(' ')
        .map((part) => `'${part}'`)
        .join(' <-> ')}${prefix}`;
      // A tag writes an Apex annotation in kebab case: @AuraEnabled is tagged aura-enabled. (Only annotations: a
      // hyphenated word is a phrase to PostgreSQL, which re-reads positions; LookupRows at 1M: 12.8 → 42.3 ms.)
      const parts = phrases && annotations.has(token) ? camelCaseParts(token) : [];
      return parts.length > 1 ? `( ${word} | '${parts.join('-')}'${prefix} )` : word;
    })
    .join(' & ');
  // 'lookup rows' also finds the identifier LookupRows: the words written together, as a prefix.
  return words.length > 1 ? `${all} | '${words.join('').replace(/ /g, '')}':*` : all;
}

/**
 * The adjacent word pairs of a search that is one dotted identifier, as the pairs' GIN index holds them (migration
 * 0036, decision 079): `Trigger.new` → `'trigger new':*`, `Platform.Function.Lookup` → `'platform function' &
 * 'function lookup':*`. Every head the phrase toPrefixTsquery writes matches holds these pairs (the last one as a
 * prefix, whatever the dictionary completes it to), so the index gives those heads and few others; the phrase is
 * still checked on them. A tsquery text to cast, not to parse: to_tsquery would split a pair at its space again.
 * Null for any other search, and when a word is not plain ASCII letters and digits, which to_tsquery reads as that
 * one word (it reads `my_var` as two).
 */
export function toHeadPairsTsquery(text: string): string | null {
  const tokens = searchTokens(text);
  if (tokens.length !== 1) return null;
  const words = tokens[0]!.toLowerCase().split(' ');
  if (words.length < 2 || !words.every((word) => /^[a-z0-9]+$/.test(word))) return null;
  return words
    .slice(1)
    .map((word, index) => `'${words[index]} ${word}'${index === words.length - 2 ? ':*' : ''}`)
    .join(' & ');
}

/** The words of a camel-case identifier, lowercased: AuraEnabled → aura, enabled (one word: itself). */
function camelCaseParts(token: string): string[] {
  if (token.includes(' ')) return [];
  return token
    .split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u)
    .map((part) => part.toLowerCase())
    .filter((part) => /[\p{L}\p{N}]/u.test(part));
}

/**
 * The words of a search text as toPrefixTsquery reads them, lowercased; with `phrases: false` a dotted identifier
 * is its words (`Database.insert` → database, insert), as the typo dictionary holds them (search_fallback_queries,
 * decision 036).
 */
export function searchWords(text: string, options: { phrases?: boolean } = {}): string[] {
  return searchTokens(text, options).map((token) => token.toLowerCase());
}

/** The words of a search text as typed (case kept): letters, digits, _ # + - ; dots as spaces. */
export function searchTokens(text: string, { phrases = true }: { phrases?: boolean } = {}): string[] {
  return (
    text
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
