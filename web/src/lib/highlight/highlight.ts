import { highlightCode } from '@lezer/highlight';
import { codeHighlighter } from './highlighter';
import { loadLanguageSupport } from './languages';

/** A run of text with the class of its token ('' for plain text). */
export interface CodeSegment {
  text: string;
  className: string;
}

/** Longer code is shown unhighlighted rather than block the page while it is parsed. */
const MAX_HIGHLIGHT_LENGTH = 200_000;

/**
 * The code split into lines of highlighted segments, for the read-only view. Null when the language has no
 * grammar (the plain text stays).
 */
export async function highlightLines(code: string, codeLanguage: string): Promise<CodeSegment[][] | null> {
  if (code.length > MAX_HIGHLIGHT_LENGTH) return null;
  const support = await loadLanguageSupport(codeLanguage, code);
  if (!support) return null;
  const tree = support.language.parser.parse(code);
  const lines: CodeSegment[][] = [[]];
  highlightCode(
    code,
    tree,
    codeHighlighter,
    (text, className) => lines[lines.length - 1]!.push({ text, className }),
    () => lines.push([]),
  );
  return lines;
}
