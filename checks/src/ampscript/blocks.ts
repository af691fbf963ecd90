/**
 * Finds the AMPscript in a file: code blocks `%%[ … ]%%`, inline expressions `%%= … =%%` and server script tags
 * `<script runat="server" language="ampscript">…</script>` (attributes in any order and case, quotes optional).
 *
 * - Personalization strings (`%%FirstName%%`, `%%emailaddr%%`) are plain text here; so is a stray `=%%`, which is
 *   common in links such as `?email=%%emailaddr%%`. A stray `]%%` is reported: it closes a block never opened.
 * - Strings and comments are read whole, so a `]%%` inside `'…'` or a comment does not end the block; that is how
 *   `TreatAsContent('%%[ … ]%%')` snippets are written. If no closing delimiter is found that way (an
 *   unterminated string), or a string that holds a closing delimiter also runs into the next block's opening one,
 *   the block ends at the first closing delimiter instead, and the tokenizer reports the string.
 * - A `%%[` met inside a block (outside strings and comments), or a `%%[` / `%%=` inside an inline expression, means
 *   the outer one was never closed: it is reported and reading restarts at the inner one.
 * - Other server scripts (`<script runat="server">`, SSJS by default) are skipped: Marketing Cloud does not evaluate
 *   AMPscript inside them. Client-side scripts and HTML comments are read: AMPscript in them is evaluated.
 */
import type { Finding } from '../finding.js';
import { FindingSink } from './sink.js';

export type AmpscriptBlockKind = 'block' | 'inline' | 'script';

export interface AmpscriptBlock {
  kind: AmpscriptBlockKind;
  /** Offsets of the whole block, delimiters included (end exclusive). */
  start: number;
  end: number;
  /** Offsets of the code between the delimiters. */
  contentStart: number;
  contentEnd: number;
  /** False when the closing delimiter is missing; the content then runs to the next block or the end. */
  terminated: boolean;
}

const OPENERS = /%%\[|%%=|\]%%|<script\b/gi;
const SCRIPT_CLOSE = /<\/script\s*>/gi;
const SERVER = /(?:^|\s)runat\s*=\s*["']?server\b/i;
const AMPSCRIPT_LANGUAGE = /(?:^|\s)language\s*=\s*["']?ampscript\b/i;

/** The blocks of a file and the findings about its delimiters (unterminated blocks, stray `]%%`). */
export function ampscriptBlocks(text: string): { blocks: AmpscriptBlock[]; findings: Finding[] } {
  const sink = new FindingSink(text);
  const blocks = scanBlocks(text, sink);
  return { blocks, findings: sink.findings };
}

/** ampscriptBlocks() reporting into a shared sink. */
export function scanBlocks(text: string, sink: FindingSink): AmpscriptBlock[] {
  const blocks: AmpscriptBlock[] = [];
  const openers = new RegExp(OPENERS.source, 'gi');
  let from = 0;
  while (from < text.length) {
    openers.lastIndex = from;
    const match = openers.exec(text);
    if (match === null) break;
    const at = match.index;
    const opener = match[0];
    if (opener === ']%%') {
      sink.add('unbalanced-delimiter', at, at + 3, 'closes a block with ]%% that was never opened', {
        fix: 'open the block with %%[ or remove the ]%%',
      });
      from = at + 3;
    } else if (opener === '%%[' || opener === '%%=') {
      const kind = opener === '%%[' ? 'block' : 'inline';
      const closer = kind === 'block' ? ']%%' : '=%%';
      const close = findClose(text, at + 3, closer, kind === 'inline');
      if (close.at === -1) {
        sink.add('unterminated-block', at, at + 3, `opens ${opener} without a closing ${closer}`, {
          fix: `close it with ${closer}`,
        });
        blocks.push({
          kind,
          start: at,
          end: close.resume,
          contentStart: at + 3,
          contentEnd: close.resume,
          terminated: false,
        });
        from = close.resume;
      } else {
        blocks.push({
          kind,
          start: at,
          end: close.at + 3,
          contentStart: at + 3,
          contentEnd: close.at,
          terminated: true,
        });
        from = close.at + 3;
      }
    } else {
      from = readScriptTag(text, at, blocks, sink);
    }
  }
  return blocks;
}

/** Reads the `<script` tag at `at`; returns where scanning continues. */
function readScriptTag(text: string, at: number, blocks: AmpscriptBlock[], sink: FindingSink): number {
  const tagEnd = text.indexOf('>', at);
  if (tagEnd === -1) return text.length;
  const attributes = text.slice(at + 7, tagEnd);
  if (!SERVER.test(attributes)) return tagEnd + 1;
  const closing = new RegExp(SCRIPT_CLOSE.source, 'gi');
  closing.lastIndex = tagEnd + 1;
  const close = closing.exec(text);
  if (!AMPSCRIPT_LANGUAGE.test(attributes))
    return close === null ? text.length : close.index + close[0].length;
  if (close === null) {
    sink.add(
      'unterminated-block',
      at,
      tagEnd + 1,
      'opens an AMPscript <script> without a closing </script>',
      {
        fix: 'close it with </script>',
      },
    );
    blocks.push({
      kind: 'script',
      start: at,
      end: text.length,
      contentStart: tagEnd + 1,
      contentEnd: text.length,
      terminated: false,
    });
    return text.length;
  }
  const end = close.index + close[0].length;
  blocks.push({
    kind: 'script',
    start: at,
    end,
    contentStart: tagEnd + 1,
    contentEnd: close.index,
    terminated: true,
  });
  return end;
}

const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const SLASH = 0x2f;
const STAR = 0x2a;
const BRACKET = 0x5b;

/**
 * Where the closing delimiter of a block whose content starts at `from` is: `at` (-1 when unterminated) and, when
 * unterminated, `resume`, where the next scan starts (an inner opening delimiter, or the end of the text).
 */
function findClose(
  text: string,
  from: number,
  closer: string,
  inline: boolean,
): { at: number; resume: number } {
  let firstInside = -1;
  // The next closing delimiter at or after i, looked up again only once i has passed it (keeps the scan linear).
  let nextCloser = -2;
  let i = from;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === QUOTE || c === APOSTROPHE || (c === SLASH && text.charCodeAt(i + 1) === STAR)) {
      const end = c === SLASH ? commentEnd(text, i) : stringEnd(text, i, c);
      if (nextCloser !== -1 && nextCloser <= i) nextCloser = text.indexOf(closer, i + 1);
      const inside = nextCloser;
      if (end === -1) {
        if (firstInside === -1) firstInside = inside;
        break;
      }
      if (inside !== -1 && inside < end) {
        if (firstInside === -1) firstInside = inside;
        // A string that holds a closing delimiter and then reaches an opening one is an unterminated string.
        const opener = Math.min(indexOrEnd(text, '%%[', inside, end), indexOrEnd(text, '%%=', inside, end));
        if (opener < end) return { at: firstInside, resume: firstInside + 3 };
      }
      i = end;
    } else if (c === BRACKET) {
      // An attribute name such as [Customer's Name]: its apostrophe does not open a string.
      const close = nameEnd(text, i);
      if (close === -1) i += 1;
      else if (!inline && text.startsWith(']%%', close)) return { at: close, resume: close + 3 };
      else i = close + 1;
    } else if (text.startsWith(closer, i)) {
      return { at: i, resume: i + 3 };
    } else if (text.startsWith('%%[', i) || (inline && text.startsWith('%%=', i))) {
      return firstInside === -1 ? { at: -1, resume: i } : { at: firstInside, resume: firstInside + 3 };
    } else {
      i += 1;
    }
  }
  return firstInside === -1 ? { at: -1, resume: text.length } : { at: firstInside, resume: firstInside + 3 };
}

/** Offset of the `]` that closes the name opened at `start` on the same line, or -1. */
function nameEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 0x5d) return i;
    if (c === 0x0a) return -1;
  }
  return -1;
}

/** Offset just past the string opened at `start` (a doubled quote is an escaped quote), or -1. */
export function stringEnd(text: string, start: number, quote: number): number {
  const mark = quote === QUOTE ? '"' : "'";
  let i = start + 1;
  for (;;) {
    const found = text.indexOf(mark, i);
    if (found === -1) return -1;
    if (text.charCodeAt(found + 1) === quote) i = found + 2;
    else return found + 1;
  }
}

/** Offset just past the comment opened at `start`, or -1. */
function commentEnd(text: string, start: number): number {
  const found = text.indexOf('*/', start + 2);
  return found === -1 ? -1 : found + 2;
}

function indexOrEnd(text: string, search: string, from: number, end: number): number {
  const found = text.indexOf(search, from);
  return found === -1 || found > end ? end : found;
}
