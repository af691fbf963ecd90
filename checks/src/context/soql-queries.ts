import type { Region } from './prepared-file.js';
import { STANDARD_OBJECTS, canonical } from './salesforce-objects.js';

/** A SOQL query's span in a text, and the object its FROM names when that is a known object. */
export interface Query {
  start: number;
  end: number;
  object: string | null;
}

/**
 * The SOQL queries of a text (of its SOQL regions, when it has some), each from its SELECT to where it closes: a
 * closing parenthesis (a subquery), a `]`, a `;`, a quote in code (the end of the string holding it: a SOQL view has
 * no quotes left), or the end of its region; with the object of its FROM when that is a known object. One pass.
 */
export function soqlQueries(
  text: string,
  isKnown: (name: string) => boolean,
  regions: readonly Region[],
): Query[] {
  const soql = regions.filter((region) => region.dialect === 'soql');
  const ranges = soql.length > 0 ? soql : [{ start: 0, end: text.length }];
  const queries: Query[] = [];
  const tokens = /\bSELECT\b|\bFROM\s+([A-Za-z]\w*)|[()\];'"`]/gi;
  for (const range of ranges) {
    const open: { start: number; depth: number; from: string | null }[] = [];
    const close = (end: number) => {
      const query = open.pop();
      if (query !== undefined)
        queries.push({
          start: query.start,
          end,
          object: query.from === null ? null : queriedObject(query.from, isKnown),
        });
    };
    tokens.lastIndex = range.start;
    for (
      let token = tokens.exec(text);
      token !== null && token.index < range.end;
      token = tokens.exec(text)
    ) {
      const top = open.at(-1);
      const char = token[0];
      if (/^select$/i.test(char)) open.push({ start: token.index, depth: 0, from: null });
      else if (top === undefined) continue;
      else if (token[1] !== undefined) top.from ??= top.depth === 0 ? token[1] : null;
      else if (char === '(') top.depth += 1;
      else if (char === ')' && top.depth > 0) top.depth -= 1;
      else if (char === ')') {
        close(token.index);
        const parent = open.at(-1);
        if (parent !== undefined) parent.depth -= 1;
      } else while (open.length > 0) close(token.index);
    }
    while (open.length > 0) close(range.end);
  }
  return queries;
}

/**
 * The object a FROM names: an object, or a standard object's child relationship in a subquery
 * (`(SELECT … FROM Contacts)` → Contact).
 */
function queriedObject(name: string, isKnown: (name: string) => boolean): string | null {
  if (isKnown(name)) return canonical(name);
  const singular = name.replace(/ies$/i, 'y').replace(/s$/i, '');
  return singular !== name && STANDARD_OBJECTS.has(singular.toLowerCase()) ? canonical(singular) : null;
}

/**
 * The object of the innermost query holding an offset, for offsets asked in increasing order (queries nest, so the
 * queries holding an offset are a stack).
 */
export function queryObjectsAt(queries: readonly Query[]): (offset: number) => string | null {
  const byStart = [...queries].sort((a, b) => a.start - b.start);
  const holding: Query[] = [];
  let next = 0;
  const closeBefore = (offset: number) => {
    while ((holding.at(-1)?.end ?? Infinity) <= offset) holding.pop();
  };
  return (offset) => {
    for (let query = byStart[next]; query !== undefined && query.start <= offset; query = byStart[++next]) {
      closeBefore(query.start);
      holding.push(query);
    }
    closeBefore(offset);
    return holding.at(-1)?.object ?? null;
  };
}
