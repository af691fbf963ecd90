/**
 * The AMPscript check of a snippet (decision 046): reads the blocks of an `ampscript` or `html` file, tokenizes and
 * parses them in order (IF/FOR pair across blocks), and returns the findings sorted by position. A snippet 'parses'
 * when none of them is an error.
 *
 * Bare files: an `ampscript` file with no delimiters at all whose first statement is SET, VAR, FOR, IF or a known
 * function call is read as the body of one `%%[ ]%%` block, the way people paste a code snippet block. The demo
 * snippets always wrap their code in `%%[ ]%%`, so this is for pasted fragments; an `html` file is never read bare
 * (its text is content, not code).
 */
import type { Finding } from '../finding.js';
import { scanBlocks } from './blocks.js';
import type { AmpscriptBlock } from './blocks.js';
import { ampscriptFunction } from './functions.js';
import { parseSegments } from './parser.js';
import type { Segment } from './parser.js';
import { FindingSink } from './sink.js';
import { tokenize } from './tokenizer.js';

export type AmpscriptLanguage = 'ampscript' | 'html';

const CLOSERS: Record<AmpscriptBlock['kind'], string> = { block: ']%%', inline: '=%%', script: '</script>' };

/** The findings of the AMPscript in a file of language `ampscript` (the default) or `html`. */
export function checkAmpscript(text: string, language: AmpscriptLanguage = 'ampscript'): Finding[] {
  const sink = new FindingSink(text);
  const blocks = scanBlocks(text, sink);
  const segments: Segment[] = [];
  if (
    blocks.length === 0 &&
    sink.findings.length === 0 &&
    language === 'ampscript' &&
    looksLikeBareAmpscript(text)
  ) {
    segments.push({
      kind: 'statements',
      tokens: tokenize(text, 0, text.length, 'the end of the file', text.length, sink),
      quiet: false,
    });
  }
  for (const block of blocks) {
    sink.quiet = !block.terminated;
    segments.push({
      kind: block.kind === 'inline' ? 'expression' : 'statements',
      tokens: tokenize(text, block.contentStart, block.contentEnd, CLOSERS[block.kind], block.end, sink),
      quiet: !block.terminated,
    });
    sink.quiet = false;
  }
  parseSegments(segments, sink);
  return sink.findings.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** Whether findings let the snippet carry the 'parses' mark: no errors (warnings are fine). */
export const ampscriptParses = (findings: readonly Finding[]): boolean =>
  !findings.some((finding) => finding.severity === 'error');

const LEADING_COMMENTS = /^(?:\s|\/\*[\s\S]*?\*\/)*/;
const BARE_STATEMENT = /^(?:(?:set|var|for)\s+@|if\s+\S)/i;
const BARE_CALL = /^([A-Za-z_]\w*)\s*\(/;

/** Whether a file without delimiters starts like AMPscript code rather than text. */
export function looksLikeBareAmpscript(text: string): boolean {
  const start = text.replace(LEADING_COMMENTS, '');
  if (BARE_STATEMENT.test(start)) return true;
  const call = BARE_CALL.exec(start);
  return call?.[1] !== undefined && ampscriptFunction(call[1]) !== undefined;
}
