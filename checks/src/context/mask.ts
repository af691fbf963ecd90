/**
 * Blanks what a rule must not read: comments always, and string contents for rules that match keywords. Every
 * character becomes a space (line breaks stay), so offsets and line numbers in a masked text are those of the code.
 */

/** The languages a snippet's code is read as, once markup is split into the scripts it holds. */
export type Dialect = 'ampscript' | 'ssjs' | 'apex' | 'soql' | 'sql' | 'js' | 'python' | 'markup';

interface Syntax {
  lineComments: readonly string[];
  blockComments: readonly (readonly [string, string])[];
  /** Quote characters that open a string. */
  quotes: string;
  /** A backslash escapes the next character (C-like languages); otherwise a doubled quote does (SQL, AMPscript). */
  backslashEscapes: boolean;
  /** `'` and `"` strings may span lines (a backtick string always may). */
  multilineStrings: boolean;
  /** `[names like this]` on one line are read whole: `[Customer's Name]` opens no string. */
  bracketNames: boolean;
  /** Python's `'''` and `"""`. */
  tripleQuotes: boolean;
}

const C_LIKE: Syntax = {
  lineComments: ['//'],
  blockComments: [['/*', '*/']],
  quotes: `'"\``,
  backslashEscapes: true,
  multilineStrings: false,
  bracketNames: false,
  tripleQuotes: false,
};

const SQL: Syntax = {
  lineComments: ['--'],
  blockComments: [['/*', '*/']],
  quotes: `'`,
  backslashEscapes: false,
  multilineStrings: true,
  bracketNames: true,
  tripleQuotes: false,
};

const SYNTAX: Record<Dialect, Syntax> = {
  ampscript: {
    lineComments: [],
    blockComments: [['/*', '*/']],
    quotes: `'"`,
    backslashEscapes: false,
    multilineStrings: true,
    bracketNames: true,
    tripleQuotes: false,
  },
  ssjs: C_LIKE,
  apex: C_LIKE,
  js: C_LIKE,
  sql: SQL,
  // SOQL has no comments of its own; snippets borrow SQL's and Apex's.
  soql: { ...SQL, lineComments: ['--', '//'] },
  python: {
    lineComments: ['#'],
    blockComments: [],
    quotes: `'"`,
    backslashEscapes: true,
    multilineStrings: false,
    bracketNames: false,
    tripleQuotes: true,
  },
  markup: {
    lineComments: [],
    blockComments: [['<!--', '-->']],
    quotes: '',
    backslashEscapes: false,
    multilineStrings: false,
    bracketNames: false,
    tripleQuotes: false,
  },
};

/** One region read as a dialect: `code` without comments, `bare` without comments and strings (quotes included). */
export interface Masked {
  code: string;
  bare: string;
}

/** Every character of `text` a space, its line breaks kept. */
export const blank = (text: string): string =>
  text
    .split('\n')
    .map((line) => ' '.repeat(line.length))
    .join('\n');

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Where anything of a syntax may open: a comment, a string, a bracketed name. */
const OPENERS = new Map<Syntax, RegExp>();
function openersOf(syntax: Syntax): RegExp {
  let openers = OPENERS.get(syntax);
  if (openers === undefined) {
    const tokens = [
      ...syntax.lineComments,
      ...syntax.blockComments.map(([opener]) => opener),
      ...syntax.quotes,
      ...(syntax.bracketNames ? ['['] : []),
    ];
    openers = new RegExp(tokens.map(escapeRegExp).join('|'), 'g');
    OPENERS.set(syntax, openers);
  }
  return openers;
}

/** The masked text of `text.slice(start, end)` read as `dialect`. */
export function maskRegion(text: string, start: number, end: number, dialect: Dialect): Masked {
  // Read the region alone: a search for the next comment or string then stops at its end, not the file's.
  if (start !== 0 || end !== text.length) return maskRegion(text.slice(start, end), 0, end - start, dialect);
  const syntax = SYNTAX[dialect];
  const code: string[] = [];
  const bare: string[] = [];
  let kept = start;
  const keep = (to: number) => {
    const part = text.slice(kept, to);
    code.push(part);
    bare.push(part);
    kept = to;
  };
  const openers = openersOf(syntax);
  let i = start;
  while (i < end) {
    openers.lastIndex = i;
    const next = openers.exec(text);
    if (next === null || next.index >= end) break;
    i = next.index;
    const comment = commentEnd(text, i, end, syntax);
    if (comment !== -1) {
      keep(i);
      const hidden = blank(text.slice(i, comment));
      code.push(hidden);
      bare.push(hidden);
      kept = i = comment;
      continue;
    }
    const char = text.charAt(i);
    if (syntax.quotes.includes(char)) {
      keep(i);
      const stringEnd = quotedEnd(text, i, end, syntax);
      const literal = text.slice(i, stringEnd);
      code.push(literal);
      bare.push(blank(literal));
      kept = i = stringEnd;
    } else if (syntax.bracketNames && char === '[') {
      const close = text.indexOf(']', i);
      const lineEnd = text.indexOf('\n', i);
      i = close !== -1 && close < end && (lineEnd === -1 || close < lineEnd) ? close + 1 : i + 1;
    } else {
      i += 1;
    }
  }
  keep(end);
  return { code: code.join(''), bare: bare.join('') };
}

/** Where the comment opening at `i` ends (exclusive), or -1 when none opens there. */
function commentEnd(text: string, i: number, end: number, syntax: Syntax): number {
  for (const opener of syntax.lineComments) {
    if (text.startsWith(opener, i)) {
      const lineEnd = text.indexOf('\n', i);
      return lineEnd === -1 || lineEnd > end ? end : lineEnd;
    }
  }
  for (const [opener, closer] of syntax.blockComments) {
    if (text.startsWith(opener, i)) {
      const close = text.indexOf(closer, i + opener.length);
      return close === -1 || close + closer.length > end ? end : close + closer.length;
    }
  }
  return -1;
}

/** Where the string opening at `i` ends (exclusive, after its closing quote), or the line's or region's end. */
function quotedEnd(text: string, i: number, end: number, syntax: Syntax): number {
  const quote = text.charAt(i);
  if (syntax.tripleQuotes && text.startsWith(quote.repeat(3), i)) {
    const close = text.indexOf(quote.repeat(3), i + 3);
    return close === -1 || close + 3 > end ? end : close + 3;
  }
  const multiline = syntax.multilineStrings || quote === '`';
  for (let j = i + 1; j < end; j += 1) {
    const char = text.charAt(j);
    if (char === '\\' && syntax.backslashEscapes) j += 1;
    else if (char === '\n' && !multiline) return j;
    else if (char === quote) {
      if (!syntax.backslashEscapes && text.charAt(j + 1) === quote) j += 1;
      else return j + 1;
    }
  }
  return end;
}
