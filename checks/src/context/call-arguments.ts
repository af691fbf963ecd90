/**
 * The arguments of a call, read well enough to take names from them: string literals, arrays of them (SSJS's
 * `InsertData("DE", ["Email"], [email])`) and the keys of object literals (`de.Rows.Add({ Email: e })`). Brackets
 * are matched once per view, in its bare form where strings hold none, so reading every call of a file stays linear;
 * a call whose `(` is never closed (code being typed) has no arguments yet.
 */
import type { Masked } from './mask.js';

export interface CallArgument {
  /** The argument's code, trimmed. */
  text: string;
  /** Offset of `text` in the file. */
  start: number;
  /** The value of a string literal (`"Orders"` → `Orders`). */
  string?: string;
  /** The items of an array literal. */
  items?: CallArgument[];
  /** The keys of an object literal. */
  keys?: string[];
}

/** How far a call's arguments are read: a call longer than this is cut (its later arguments are not read). */
const MAX_LENGTH = 5000;

const READERS = new WeakMap<Masked, (open: number) => CallArgument[]>();

/** Reads the arguments of the calls of one view (one reader per view): give it the offset of a call's `(`. */
export function callReader(view: Masked): (open: number) => CallArgument[] {
  let reader = READERS.get(view);
  if (reader === undefined) {
    let closers: Int32Array | undefined;
    reader = (open) => {
      closers ??= matchBrackets(view.bare);
      const close = closers[open] ?? -1;
      if (close === -1) return [];
      return splitList(view.code, open + 1, Math.min(close, open + 1 + MAX_LENGTH)).map((part) =>
        readArgument(view.code, part),
      );
    };
    READERS.set(view, reader);
  }
  return reader;
}

const PAREN = 0x28;
const BRACKET = 0x5b;
const BRACE = 0x7b;

/** For each opening bracket, the offset of the bracket that closes it, or -1. */
function matchBrackets(bare: string): Int32Array {
  const closers = new Int32Array(bare.length).fill(-1);
  const open: number[] = [];
  for (let i = 0; i < bare.length; i += 1) {
    const char = bare.charCodeAt(i);
    if (char === PAREN || char === BRACKET || char === BRACE) open.push(i);
    else if (char === 0x29 || char === 0x5d || char === 0x7d) {
      const opener = char === 0x29 ? PAREN : char === 0x5d ? BRACKET : BRACE;
      const top = open.at(-1);
      if (top !== undefined && bare.charCodeAt(top) === opener) {
        closers[top] = i;
        open.pop();
      }
    }
  }
  return closers;
}

interface Part {
  start: number;
  end: number;
}

/** The comma-separated parts of `code` from `start` to `end` (exclusive), skipping nested brackets and strings. */
function splitList(code: string, start: number, end: number): Part[] {
  const parts: Part[] = [];
  let depth = 0;
  let partStart = start;
  for (let i = start; i < end; i += 1) {
    const char = code.charAt(i);
    if (char === '"' || char === "'" || char === '`') i = stringEnd(code, i, end) - 1;
    else if (char === '(' || char === '[' || char === '{') depth += 1;
    else if (char === ')' || char === ']' || char === '}') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push({ start: partStart, end: i });
      partStart = i + 1;
    }
  }
  parts.push({ start: partStart, end });
  return parts.filter((part) => code.slice(part.start, part.end).trim() !== '');
}

/** Just after the string opening at `i` closes (a backslash escapes; a doubled quote reads as two strings). */
function stringEnd(code: string, i: number, end: number): number {
  const quote = code.charAt(i);
  for (let j = i + 1; j < end; j += 1) {
    const char = code.charAt(j);
    if (char === '\\') j += 1;
    else if (char === quote) return j + 1;
  }
  return end;
}

function readArgument(code: string, part: Part): CallArgument {
  const raw = code.slice(part.start, part.end);
  const text = raw.trim();
  const start = part.start + raw.indexOf(text);
  const literal = /^"([^"\\\n]*)"$|^'([^'\\\n]*)'$/.exec(text);
  if (literal) return { text, start, string: literal[1] ?? literal[2] ?? '' };
  const inner = { start: start + 1, end: start + text.length - 1 };
  if (text.startsWith('[') && text.endsWith(']'))
    return {
      text,
      start,
      items: splitList(code, inner.start, inner.end).map((item) => readArgument(code, item)),
    };
  if (text.startsWith('{') && text.endsWith('}')) {
    const keys = splitList(code, inner.start, inner.end)
      .map((entry) =>
        /^\s*(?:(["'])([^"']+)\1|([A-Za-z_$][\w$]*))\s*:/.exec(code.slice(entry.start, entry.end)),
      )
      .map((key) => key?.[2] ?? key?.[3])
      .filter((key) => key !== undefined);
    return { text, start, keys };
  }
  return { text, start };
}
