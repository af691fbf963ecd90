import { MENTION_PATTERN } from '@cloud-snippets/contract';

/** A run of a comment's text: plain, or an @mention of `username`. */
export type MentionPart = { text: string; username?: undefined } | { text: string; username: string };

/** Splits text into plain runs and @mentions (contract MENTION_PATTERN: not in emails, paths or `a@b`). */
export function splitMentions(text: string): MentionPart[] {
  const parts: MentionPart[] = [];
  let end = 0;
  for (const match of text.matchAll(MENTION_PATTERN)) {
    const [, before = '', username = ''] = match;
    const start = match.index + before.length;
    if (start > end) parts.push({ text: text.slice(end, start) });
    parts.push({ text: `@${username}`, username });
    end = start + 1 + username.length;
  }
  if (end < text.length) parts.push({ text: text.slice(end) });
  return parts;
}
