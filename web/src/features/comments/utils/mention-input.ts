/*
 * The comment box's side of @mentions, apart from utils/mentions.ts: the box (a lazy chunk of its own) needs no
 * contract module for it. The letters are the contract's MENTION_PATTERN's.
 */

/**
 * The @mention being typed at the caret, if any: where its `@` is and the letters after it ("@am|" → start at the
 * `@`, query "am"). An `@` inside a word or an address (`amy@example.com`) starts none.
 */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|[^A-Za-z0-9_@./-])@([A-Za-z0-9_-]{1,30})$/.exec(before);
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

/**
 * The text with the mention typed at [start, caret) replaced by `@username ` and where the caret goes after it. A
 * space already after the caret is used rather than doubled.
 */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  username: string,
): { text: string; caret: number } {
  const after = text.slice(caret);
  const mention = after.startsWith(' ') ? `@${username}` : `@${username} `;
  return {
    text: `${text.slice(0, start)}${mention}${after}`,
    caret: start + mention.length + (after.startsWith(' ') ? 1 : 0),
  };
}
