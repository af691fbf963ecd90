/**
 * Test helper: the suggestions for one file, as `value@line` pairs, the form the rule tables compare against. Not
 * exported from index.ts.
 */
import { suggestContext } from './suggest-context.js';
import type { ContextSuggestions } from './types.js';

/** The file name a language's snippet is saved under in these tests. */
const NAMES: Record<string, string> = {
  ampscript: 'snippet.amp',
  ssjs: 'snippet.ssjs',
  apex: 'Snippet.cls',
  javascript: 'snippet.js',
  python: 'snippet.py',
  html: 'snippet.html',
  sql: 'snippet.sql',
  soql: 'snippet.soql',
  visualforce: 'Snippet.page',
  aura: 'snippet.cmp',
  xml: 'snippet.js-meta.xml',
};

export function suggestFile(
  language: string,
  code: string,
  name = NAMES[language] ?? 'snippet.txt',
): ContextSuggestions {
  return suggestContext([{ name, language, code }]);
}

/** `effects` or `runsIn` of one file as `value@line`. */
export function foundValues(
  list: 'effects' | 'runsIn',
  language: string,
  code: string,
  name?: string,
): string[] {
  return suggestFile(language, code, name)[list].map((entry) => `${entry.value}@${entry.reason.line}`);
}

/** The prerequisites of one file as `kind name [details]`. */
export function foundPrerequisites(language: string, code: string, name?: string): string[] {
  return suggestFile(language, code, name).prerequisites.map(
    (entry) => `${entry.kind} ${entry.name} [${entry.details}]`,
  );
}
