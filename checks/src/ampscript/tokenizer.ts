/**
 * Splits the code of one AMPscript block into tokens: keywords (case-insensitive), @variables, identifiers
 * (function and attribute names such as `emailaddr`, `_subscriberkey`), `[Bracketed Names]`, strings in single or
 * double quotes (a doubled quote is a quote; strings may span lines), numbers, operators and punctuation. Comments
 * are `/* … *\/` only; `//` and `--` are reported, because AMPscript has no line comments.
 *
 * Unterminated strings, names and comments are reported here; an unterminated string or name ends at its line end,
 * so the lines after it are still read as code. The list ends with an `end` token standing for the block's closing
 * delimiter.
 */
import type { FindingSink } from './sink.js';

export type TokenKind =
  | 'keyword'
  | 'variable'
  | 'identifier'
  | 'name'
  | 'string'
  | 'number'
  | 'operator'
  | 'punctuation'
  | 'invalid'
  | 'end';

export interface Token {
  kind: TokenKind;
  /** Keywords in upper case; everything else as written (strings with their quotes, the end token its label). */
  value: string;
  /** Offsets in the whole file (end exclusive). */
  start: number;
  end: number;
}

export const KEYWORDS = new Set([
  'VAR',
  'SET',
  'IF',
  'THEN',
  'ELSEIF',
  'ELSE',
  'ENDIF',
  'FOR',
  'TO',
  'DOWNTO',
  'DO',
  'NEXT',
  'AND',
  'OR',
  'NOT',
  'TRUE',
  'FALSE',
]);

const OPERATORS = ['==', '!=', '<=', '>=', '<>', '<', '>', '='];

/**
 * The tokens of text[start, end). `endLabel` names the closing delimiter (`]%%`, `=%%`, `</script>`, 'the end of
 * the file') and `closeEnd` is where it ends, for the span of the end token.
 */
export function tokenize(
  text: string,
  start: number,
  end: number,
  endLabel: string,
  closeEnd: number,
  sink: FindingSink,
): Token[] {
  const tokens: Token[] = [];
  let i = start;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      i += 1;
    } else if (c === 0x2f && text.charCodeAt(i + 1) === 0x2a) {
      const close = text.indexOf('*/', i + 2);
      if (close === -1 || close + 2 > end) {
        sink.add('unterminated-comment', i, i + 2, 'opens a comment without a closing */', {
          fix: 'close it with */',
        });
        i = end;
      } else {
        i = close + 2;
      }
    } else if (
      (c === 0x2f && text.charCodeAt(i + 1) === 0x2f) ||
      (c === 0x2d && text.charCodeAt(i + 1) === 0x2d)
    ) {
      const lineEnd = endOfLine(text, i, end);
      sink.add(
        'unexpected-token',
        i,
        i + 2,
        `starts a comment with ${text.slice(i, i + 2)}, which AMPscript does not have`,
        {
          fix: 'write comments as /* … */',
        },
      );
      i = lineEnd;
    } else if (c === 0x22 || c === 0x27) {
      i = readString(text, i, end, c, tokens, sink);
    } else if (c === 0x5b) {
      i = readName(text, i, end, tokens, sink);
    } else if (c === 0x40) {
      const stop = wordEnd(text, i + 1, end);
      tokens.push({
        kind: stop > i + 1 ? 'variable' : 'invalid',
        value: text.slice(i, stop),
        start: i,
        end: stop,
      });
      i = stop;
    } else if (isWordStart(c)) {
      const stop = wordEnd(text, i, end);
      const word = text.slice(i, stop);
      const upper = word.toUpperCase();
      tokens.push(
        KEYWORDS.has(upper)
          ? { kind: 'keyword', value: upper, start: i, end: stop }
          : { kind: 'identifier', value: word, start: i, end: stop },
      );
      i = stop;
    } else if (isDigit(c) || ((c === 0x2d || c === 0x2b) && isDigit(text.charCodeAt(i + 1)))) {
      let stop = i + 1;
      while (stop < end && isDigit(text.charCodeAt(stop))) stop += 1;
      if (text.charCodeAt(stop) === 0x2e && isDigit(text.charCodeAt(stop + 1))) {
        stop += 1;
        while (stop < end && isDigit(text.charCodeAt(stop))) stop += 1;
      }
      tokens.push({ kind: 'number', value: text.slice(i, stop), start: i, end: stop });
      i = stop;
    } else if (c === 0x28 || c === 0x29 || c === 0x2c) {
      tokens.push({ kind: 'punctuation', value: text[i] ?? '', start: i, end: i + 1 });
      i += 1;
    } else {
      const operator = OPERATORS.find((op) => text.startsWith(op, i) && i + op.length <= end);
      const delimiter = ['%%[', '%%=', ']%%'].find((d) => text.startsWith(d, i) && i + 3 <= end);
      const length = operator?.length ?? delimiter?.length ?? (c >= 0xd800 && c <= 0xdbff ? 2 : 1);
      tokens.push({
        kind: operator === undefined ? 'invalid' : 'operator',
        value: text.slice(i, i + length),
        start: i,
        end: i + length,
      });
      i += length;
    }
  }
  tokens.push({ kind: 'end', value: endLabel, start: end, end: Math.max(end, closeEnd) });
  return tokens;
}

function readString(
  text: string,
  start: number,
  end: number,
  quote: number,
  tokens: Token[],
  sink: FindingSink,
): number {
  for (let i = start + 1; i < end; i += 1) {
    if (text.charCodeAt(i) !== quote) continue;
    if (i + 1 < end && text.charCodeAt(i + 1) === quote) {
      i += 1;
      continue;
    }
    tokens.push({ kind: 'string', value: text.slice(start, i + 1), start, end: i + 1 });
    return i + 1;
  }
  const mark = quote === 0x22 ? '"' : "'";
  const lineEnd = endOfLine(text, start, end);
  sink.add('unterminated-string', start, lineEnd, `opens a string with ${mark} without a closing ${mark}`, {
    fix: `close it with ${mark} (write ${mark}${mark} for a ${mark} inside it)`,
  });
  tokens.push({ kind: 'string', value: text.slice(start, lineEnd), start, end: lineEnd });
  return lineEnd;
}

function readName(text: string, start: number, end: number, tokens: Token[], sink: FindingSink): number {
  const lineEnd = endOfLine(text, start, end);
  for (let i = start + 1; i < lineEnd; i += 1) {
    if (text.charCodeAt(i) !== 0x5d) continue;
    tokens.push({ kind: 'name', value: text.slice(start, i + 1), start, end: i + 1 });
    return i + 1;
  }
  const written = text.slice(start, lineEnd).trim();
  sink.add('unterminated-string', start, lineEnd, `opens the name ${written} without a closing ]`, {
    fix: 'close it with ]',
  });
  tokens.push({ kind: 'name', value: text.slice(start, lineEnd), start, end: lineEnd });
  return lineEnd;
}

function endOfLine(text: string, from: number, end: number): number {
  const newline = text.indexOf('\n', from);
  const stop = newline === -1 || newline > end ? end : newline;
  return stop > from && text.charCodeAt(stop - 1) === 0x0d ? stop - 1 : stop;
}

function wordEnd(text: string, from: number, end: number): number {
  let i = from;
  while (i < end && isWordPart(text.charCodeAt(i))) i += 1;
  return i;
}

const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isWordStart = (c: number): boolean =>
  (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f;
const isWordPart = (c: number): boolean => isWordStart(c) || isDigit(c);
/** Spaces, tabs, line breaks, and the no-break spaces and byte-order marks that pasting from documents brings. */
const isSpace = (c: number): boolean =>
  c === 0x20 || (c >= 0x09 && c <= 0x0d) || c === 0xa0 || c === 0xfeff || c === 0x2028 || c === 0x2029;
