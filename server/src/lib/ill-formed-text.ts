/** NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const ILL_FORMED = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text PostgreSQL refuses to store or compare: a NUL character (text cannot hold U+0000, jsonb refuses `\u0000`) or
 * a lone UTF-16 surrogate (no UTF-8 form; drivers would silently turn it into U+FFFD). Either one in a request is a
 * client error, never something to send to the database.
 */
export function isIllFormedText(text: string): boolean {
  return ILL_FORMED.test(text);
}

/** A value met while walking, with the key that leads to it from its parent. */
interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
  /** An ill-formed key: reported when visited, its value not walked. */
  isKeyIllFormed?: boolean;
}

/**
 * The paths (`['socialLinks', 'github']`, `['tags', '2']`) of every ill-formed string or object key in a parsed
 * JSON value, in document order. Walks with its own stack, so nesting depth cannot overflow the call stack.
 */
export function illFormedTextPaths(value: unknown): string[][] {
  const pathOf = (visit: Visit) => {
    const reversed: string[] = [];
    for (let at: Visit | null = visit; at?.key != null; at = at.parent) reversed.push(at.key);
    return reversed.reverse();
  };
  const found: string[][] = [];
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (visit.isKeyIllFormed) {
      found.push(pathOf(visit));
    } else if (typeof visit.value === 'string') {
      if (isIllFormedText(visit.value)) found.push(pathOf(visit));
    } else if (visit.value !== null && typeof visit.value === 'object') {
      const entries = Object.entries(visit.value);
      // Pushed in reverse so that the first field is visited (and reported) first.
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index] as [string, unknown];
        pending.push({ value: child, key, parent: visit, isKeyIllFormed: isIllFormedText(key) });
      }
    }
  }
  return found;
}
