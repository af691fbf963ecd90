import type { StreamParser, StringStream } from '@codemirror/language';
import { clike } from '@codemirror/legacy-modes/mode/clike';

/** Apex (Salesforce) on top of the C-like legacy grammar, with inline SOQL/SOSL inside `[ … ]` coloured as a query. */

function words(list: string): Record<string, true> {
  const result: Record<string, true> = {};
  for (const word of list.split(' ')) {
    result[word] = true;
    result[word.charAt(0).toUpperCase() + word.slice(1)] = true;
  }
  return result;
}

const SOQL_KEYWORDS = new Set(
  (
    'select from where and or not in includes excludes like limit offset order by group having asc desc nulls first ' +
    'last with typeof when then else end using scope for update view reference find returning all rows security_enforced ' +
    'user_mode system_mode count count_distinct sum avg min max calendar_year calendar_month day_only fiscal_year ' +
    'today yesterday tomorrow last_n_days next_n_days this_week last_week this_month last_month this_year null true false'
  ).split(' '),
);

interface ClikeState {
  tokenize: ((stream: StringStream, state: ClikeState) => string | null) | null;
}

/** Inside a `[SELECT …]` or `[FIND …]` query, until its closing bracket. */
function tokenSoql(stream: StringStream, state: ClikeState): string | null {
  if (stream.eatSpace()) return null;
  if (stream.eat(']')) {
    state.tokenize = null;
    return 'bracket';
  }
  if (stream.match(/^'(?:[^'\\]|\\.)*'?/)) return 'string';
  if (stream.match(/^:\s*[A-Za-z_][\w.]*/)) return 'variableName.special';
  if (stream.match(/^\d+(?:\.\d+)?/)) return 'number';
  if (stream.match(/^[A-Za-z_][\w.]*/)) {
    return SOQL_KEYWORDS.has(stream.current().toLowerCase()) ? 'keyword' : 'propertyName';
  }
  if (stream.match(/^(?:!=|<=|>=|=|<|>)/)) return 'operator';
  stream.next();
  return 'punctuation';
}

export const apexParser = clike({
  name: 'apex',
  keywords: words(
    'abstract break catch class continue do else enum extends final finally for global if implements instanceof ' +
      'interface new override private protected public return static super switch on this throw transient try ' +
      'virtual webservice while with without sharing inherited testmethod trigger before after insert update delete ' +
      'undelete upsert merge when',
  ),
  types: words(
    'void boolean integer long double decimal string id date datetime time blob object list set map sobject ' +
      'database schema system test exception account contact lead opportunity case user',
  ),
  blockKeywords: words('catch class do else finally for if switch try while when trigger'),
  atoms: words('true false null'),
  builtin: words('trigger system database schema test limits userinfo json math'),
  // Read by clike but missing from its declared type.
  ...({ defKeywords: words('class interface enum trigger'), typeFirstDefinitions: true } as object),
  hooks: {
    '@': (stream: StringStream) => {
      stream.eatWhile(/[\w$]/);
      return 'meta';
    },
    '[': (stream: StringStream, state: ClikeState) => {
      if (!stream.match(/^\s*(?:select|find)\b/i, false)) return false;
      state.tokenize = tokenSoql;
      return 'bracket';
    },
  },
}) as StreamParser<unknown>;
