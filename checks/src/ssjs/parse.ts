/**
 * Parsing a script block with acorn at the newest ECMAScript level, so that every modern construct parses and the
 * checks can name it, rather than stopping at the first one an ES3 parser would refuse. A block with `import` or
 * `export` is parsed again as a module so they can be reported as such.
 */
import { parse, type Options, type Program } from 'acorn';

const OPTIONS: Options = {
  ecmaVersion: 'latest',
  sourceType: 'script',
  allowReturnOutsideFunction: true,
  locations: true,
};

export type Parsed = { ok: true; program: Program } | { ok: false; offset: number; message: string };

export function parseScript(code: string): Parsed {
  try {
    return { ok: true, program: parse(code, OPTIONS) };
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    if (error.message.includes("may appear only with 'sourceType: module'")) {
      try {
        return { ok: true, program: parse(code, { ...OPTIONS, sourceType: 'module' }) };
      } catch {
        // Not a module either: report the script's error.
      }
    }
    const offset = (error as SyntaxError & { pos?: number }).pos;
    // acorn ends its message with the block's '(line:column)', which is not the file's: the finding has the place.
    return { ok: false, offset: offset ?? 0, message: error.message.replace(/\s*\(\d+:\d+\)$/, '') };
  }
}
