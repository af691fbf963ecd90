import { createTextMemo } from '../../ssr/text-memo.server';
import { highlightLines, type CodeSegment } from './highlight';

/** Highlighted code kept per server process: 16 MB is some hundreds of long snippets. */
const HIGHLIGHT_MEMO_BYTES = 16 * 1024 * 1024;
/** What a segment object costs beside its text, roughly (V8 object, two fields, array slot). */
const SEGMENT_OVERHEAD_BYTES = 64;

const memo = createTextMemo<{ lines: CodeSegment[][] | null }>(HIGHLIGHT_MEMO_BYTES, ({ lines }) =>
  (lines ?? []).reduce(
    (bytes, line) =>
      bytes + line.reduce((sum, segment) => sum + SEGMENT_OVERHEAD_BYTES + segment.text.length * 2, 0),
    0,
  ),
);

/** highlightLines, computed once per process for the same code and language (the server's snippet pages). */
export async function highlightLinesMemoized(code: string, codeLanguage: string) {
  const key = `${codeLanguage}\n${code}`;
  let kept = memo.get(key);
  if (!kept) {
    kept = { lines: await highlightLines(code, codeLanguage) };
    memo.set(key, kept);
  }
  return kept.lines;
}
