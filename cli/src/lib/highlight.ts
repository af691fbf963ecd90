import ansis from 'ansis';

/**
 * Code coloured for a terminal, as the site's page colours it: keywords, strings, comments, numbers, and tags in
 * markup. A small tokenizer per family of languages, not a parser: a line that fools it is still printed as it is.
 * ansis leaves the text plain when the output is not a terminal (or NO_COLOR is set).
 */

const APEX = `abstract after before break catch class continue delete do else enum extends false final finally for
global if implements insert instanceof interface merge new null override private protected public return select
static super switch test testmethod this throw transient trigger true try undelete update upsert virtual void when
while with without sharing inherited on`;
const JAVASCRIPT = `async await break case catch class const continue default delete do else export extends false finally
for from function if import in instanceof let new null of return static super switch this throw true try typeof
undefined var void while yield`;
const SQL = `select from where and or not in like limit order by group having asc desc nulls first last offset with
insert into update delete set values join inner left right outer on as is null true false count sum min max avg
typeof includes excludes today yesterday`;
const AMPSCRIPT = `set var if elseif else endif then for do next to downto and or not true false`;

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));
const KEYWORDS: Record<string, Set<string>> = {
  apex: words(APEX),
  javascript: words(JAVASCRIPT),
  ssjs: words(JAVASCRIPT),
  sql: words(SQL),
  soql: words(SQL),
  ampscript: words(AMPSCRIPT),
};

const colors = {
  keyword: (text: string) => ansis.magenta(text),
  string: (text: string) => ansis.green(text),
  comment: (text: string) => ansis.gray(text),
  number: (text: string) => ansis.yellow(text),
  tag: (text: string) => ansis.cyan(text),
  attribute: (text: string) => ansis.yellow(text),
};

/** Comments, strings, numbers and words of C-like code and SQL, in one pass. */
const CODE_TOKENS =
  /(\/\*[\s\S]*?\*\/|\/\/[^\n]*|--[^\n]*)|('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)|(\b\d+(?:\.\d+)?\b)|([A-Za-z_]\w*)/g;
const MARKUP_TOKENS = /(<!--[\s\S]*?-->)|(<\/?[\w:-]+)|([\w:-]+)(?==)|("[^"]*"|'[^']*')|(\/?>)/g;

function highlightCode(code: string, keywords: Set<string>, sqlComments: boolean): string {
  return code.replace(
    CODE_TOKENS,
    (match, comment?: string, string?: string, number?: string, word?: string) => {
      if (comment) return comment.startsWith('--') && !sqlComments ? match : colors.comment(match);
      if (string) return colors.string(match);
      if (number) return colors.number(match);
      if (word && keywords.has(word.toLowerCase())) return colors.keyword(match);
      return match;
    },
  );
}

function highlightMarkup(code: string): string {
  return code.replace(
    MARKUP_TOKENS,
    (match, comment?: string, tag?: string, attribute?: string, value?: string, close?: string) => {
      if (comment) return colors.comment(match);
      if (tag || close) return colors.tag(match);
      if (attribute) return colors.attribute(match);
      if (value) return colors.string(match);
      return match;
    },
  );
}

/** The code of one file, coloured by its language (the site's language values: apex, soql, html, …). */
export function highlight(code: string, language: string): string {
  if (['html', 'xml', 'visualforce', 'aura'].includes(language)) return highlightMarkup(code);
  const keywords = KEYWORDS[language] ?? KEYWORDS.javascript!;
  return highlightCode(code, keywords, language === 'sql' || language === 'soql');
}
