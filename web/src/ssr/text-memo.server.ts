import { LRUCache } from 'lru-cache';

/**
 * A memo for a pure function of a text, on the server, keyed by the text itself (no hash that could collide), the
 * least recently used going first past maxBytes. For work a page repeats for content that has not changed —
 * highlighting a snippet's code, rendering a comment's Markdown — so a page rendered again after a write elsewhere
 * does not redo it. Per process, and never stale: the key is the whole input.
 */
export function createTextMemo<T extends NonNullable<unknown>>(
  maxBytes: number,
  /** Bytes of a result, roughly; the key's own (two per UTF-16 unit) are added. */
  sizeOf: (value: T) => number,
): LRUCache<string, T> {
  return new LRUCache<string, T>({
    maxSize: maxBytes,
    sizeCalculation: (value, text) => Math.max(1, text.length * 2 + sizeOf(value)),
  });
}
