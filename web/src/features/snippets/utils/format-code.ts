import { hasAmpscriptDelimiters } from '../../../lib/highlight/ampscript';

/** Spaces a leading tab stands for when indentation is normalised. */
const TAB_WIDTH = 4;

/** The languages Prettier formats; the others (AMPscript, SSJS, SQL, SOQL, Apex…) get normalizeIndentation. */
const PRETTIER_LANGUAGES = new Set(['javascript', 'html', 'css']);

/**
 * The conservative half of 'Format Code' (SPEC §2 Create snippet), for every language: line endings become \n,
 * trailing whitespace goes, leading tabs become spaces, the indentation every line shares is removed, runs of
 * blank lines shrink to one and blank lines before and after the code are dropped. Nested indentation is kept
 * as it was: an Apex method stays inside its class.
 */
export function normalizeIndentation(code: string): string {
  const lines = code
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+$/, '').replace(/^[ \t]+/, (indent) => expandTabs(indent)));
  const indents = lines.filter((line) => line !== '').map((line) => line.length - line.trimStart().length);
  const shared = indents.length > 0 ? Math.min(...indents) : 0;
  const kept: string[] = [];
  for (const line of lines) {
    const text = line.slice(shared);
    if (text === '' && (kept.length === 0 || kept.at(-1) === '')) continue;
    kept.push(text);
  }
  while (kept.at(-1) === '') kept.pop();
  return kept.join('\n');
}

function expandTabs(indent: string): string {
  let width = 0;
  for (const char of indent)
    width = char === '\t' ? (Math.floor(width / TAB_WIDTH) + 1) * TAB_WIDTH : width + 1;
  return ' '.repeat(width);
}

/**
 * 'Format Code': JavaScript, HTML and CSS go through Prettier (loaded on first use, its own chunk); HTML holding
 * AMPscript, code Prettier cannot parse, and every other language get normalizeIndentation.
 */
export async function formatCode(code: string, codeLanguage: string): Promise<string> {
  const normalized = normalizeIndentation(code);
  const language = codeLanguage.toLowerCase();
  if (!PRETTIER_LANGUAGES.has(language) || !normalized || hasAmpscriptDelimiters(normalized))
    return normalized;
  const { formatWithPrettier } = await import('./prettier-format');
  try {
    return (await formatWithPrettier(normalized, language as 'javascript' | 'html' | 'css')).trimEnd();
  } catch {
    // Half-written or templated code Prettier cannot parse: still tidy, never lost.
    return normalized;
  }
}
