import { LanguageSupport, StreamLanguage } from '@codemirror/language';
import { hasAmpscriptDelimiters } from './ampscript';

/**
 * The grammar of each snippet language. Every grammar is its own lazy chunk, so a page showing AMPscript never
 * downloads the HTML or SQL parsers. Some choices look at the code: AMPscript without %%[ ]%% is bare script;
 * SSJS wrapped in <script runat="server"> is read as HTML with JavaScript inside; HTML holding AMPscript uses the
 * AMPscript grammar (which colours the HTML around it too).
 */

/** Which grammar a snippet (or a comment's fenced block: 'ts', 'json', 'xml'…) uses; null for plain text. */
export function grammarKey(codeLanguage: string, code: string): string | null {
  switch (codeLanguage.toLowerCase()) {
    case 'ampscript':
      return hasAmpscriptDelimiters(code) ? 'ampscript' : 'ampscript-bare';
    case 'ssjs':
      return /<script\b/i.test(code) ? 'html' : 'javascript';
    case 'javascript':
    case 'js':
    case 'lwc':
    case 'jsx':
    case 'ts':
    case 'typescript':
    case 'json':
      return 'javascript';
    case 'html':
    case 'xml':
    case 'visualforce':
    case 'aura':
      return hasAmpscriptDelimiters(code) ? 'ampscript' : 'html';
    case 'css':
      return 'css';
    case 'sql':
      return 'sql';
    case 'soql':
      return 'soql';
    case 'apex':
      return 'apex';
    default:
      return null;
  }
}

const SOQL_KEYWORDS =
  'select from where and or not in includes excludes like limit offset order by group having asc desc nulls first last ' +
  'with typeof when then else end using scope for update view reference find returning all rows security_enforced ' +
  'count count_distinct sum avg min max today yesterday tomorrow last_n_days next_n_days this_week this_month this_year';

const loaders: Record<string, () => Promise<LanguageSupport>> = {
  ampscript: async () =>
    new LanguageSupport(StreamLanguage.define((await import('./ampscript')).ampscriptParser(false))),
  'ampscript-bare': async () =>
    new LanguageSupport(StreamLanguage.define((await import('./ampscript')).ampscriptParser(true))),
  apex: async () => new LanguageSupport(StreamLanguage.define((await import('./apex')).apexParser)),
  javascript: async () => (await import('@codemirror/lang-javascript')).javascript(),
  html: async () => (await import('@codemirror/lang-html')).html(),
  css: async () => (await import('@codemirror/lang-css')).css(),
  sql: async () => {
    const { sql, MSSQL } = await import('@codemirror/lang-sql');
    return sql({ dialect: MSSQL });
  },
  soql: async () => {
    const { sql, SQLDialect, StandardSQL } = await import('@codemirror/lang-sql');
    return sql({
      dialect: SQLDialect.define({
        ...StandardSQL.spec,
        keywords: SOQL_KEYWORDS,
        caseInsensitiveIdentifiers: true,
      }),
    });
  },
};

const cache = new Map<string, Promise<LanguageSupport>>();

/** The CodeMirror language of a grammar key (loaded once, then shared). */
export function loadGrammar(key: string): Promise<LanguageSupport> {
  let support = cache.get(key);
  if (!support) {
    support = loaders[key]!();
    cache.set(key, support);
    support.catch(() => cache.delete(key));
  }
  return support;
}

/** The CodeMirror language for a snippet's `codeLanguage` and code, or null for plain text. */
export async function loadLanguageSupport(
  codeLanguage: string,
  code: string,
): Promise<LanguageSupport | null> {
  const key = grammarKey(codeLanguage, code);
  return key ? loadGrammar(key) : null;
}
