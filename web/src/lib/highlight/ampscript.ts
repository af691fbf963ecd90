import type { StreamParser, StringStream } from '@codemirror/language';

/**
 * AMPscript (Salesforce Marketing Cloud) as a CodeMirror stream grammar. AMPscript lives inside email HTML:
 * `%%[ … ]%%` blocks, `%%= … =%%` inline expressions and `%%Attribute%%` personalisation strings; between them
 * the text is HTML, which this grammar colours lightly (tags, attributes, strings, comments) so one grammar
 * serves a whole email. `startInCode` is for snippets that are bare AMPscript without any delimiters.
 */

export const AMPSCRIPT_KEYWORDS = [
  'set',
  'var',
  'if',
  'then',
  'elseif',
  'else',
  'endif',
  'for',
  'to',
  'downto',
  'do',
  'next',
  'and',
  'or',
  'not',
] as const;

/** A selection of the built-in functions; any other name followed by `(` is coloured as a call too. */
export const AMPSCRIPT_FUNCTIONS = [
  'lookup',
  'lookuprows',
  'lookuporderedrows',
  'lookuprowscs',
  'lookuporderedrowscs',
  'row',
  'field',
  'rowcount',
  'attributevalue',
  'concat',
  'format',
  'formatdate',
  'formatnumber',
  'dateadd',
  'datediff',
  'dateparse',
  'now',
  'systemdatetolocaldate',
  'empty',
  'isnull',
  'iif',
  'length',
  'substring',
  'indexof',
  'replace',
  'trim',
  'uppercase',
  'lowercase',
  'propercase',
  'add',
  'subtract',
  'multiply',
  'divide',
  'mod',
  'random',
  'output',
  'outputline',
  'v',
  'redirectto',
  'cloudpagesurl',
  'microspetesurl',
  'requestparameter',
  'queryparameter',
  'insertde',
  'updatede',
  'upsertde',
  'deletede',
  'insertdata',
  'updatedata',
  'upsertdata',
  'deletedata',
  'buildrowsetfromstring',
  'buildrowsetfromxml',
  'treatascontent',
  'contentblockbyid',
  'contentblockbykey',
  'contentblockbyname',
  'httpget',
  'httppost',
  'raiseerror',
  'guid',
  'base64encode',
  'base64decode',
  'md5',
  'sha256',
  'encryptsymmetric',
  'decryptsymmetric',
  'urlencode',
  'createsalesforceobject',
  'retrievesalesforceobjects',
  'updatesingle',
  'regexmatch',
  'char',
  'stringtohex',
  'emailaddress',
  'isemailaddress',
  'isphonenumber',
  'claimrow',
  'claimrowvalue',
] as const;

const KEYWORDS = new Set<string>(AMPSCRIPT_KEYWORDS);
const FUNCTIONS = new Set<string>(AMPSCRIPT_FUNCTIONS);
const ATOMS = new Set(['true', 'false']);

export interface AmpscriptState {
  /** `html` between delimiters; `block` inside %%[ ]%%; `inline` inside %%= =%%. */
  mode: 'html' | 'block' | 'inline';
  /** Inside a /* comment *\/ (AMPscript) or an <!-- comment --> (HTML). */
  comment: 'ampscript' | 'html' | null;
  /** Inside an HTML tag, between `<name` and `>`. */
  inTag: boolean;
  /** The quote of the HTML attribute value being read, or of an AMPscript string spanning lines. */
  quote: '"' | "'" | null;
  /** The mode the quoted text belongs to (an HTML attribute value can hold %%= =%%). */
  quoteMode: 'html' | 'code' | null;
}

function readAmpscriptComment(stream: StringStream, state: AmpscriptState): string {
  if (stream.skipTo('*/')) {
    stream.pos += 2;
    state.comment = null;
  } else stream.skipToEnd();
  return 'comment';
}

function readHtmlComment(stream: StringStream, state: AmpscriptState): string {
  if (stream.skipTo('-->')) {
    stream.pos += 3;
    state.comment = null;
  } else stream.skipToEnd();
  return 'comment';
}

/** The rest of a string up to its closing quote (which AMPscript escapes by doubling it). */
function readCodeString(stream: StringStream, state: AmpscriptState, quote: '"' | "'"): string {
  while (!stream.eol()) {
    const ch = stream.next();
    if (ch === quote) {
      if (stream.peek() === quote) {
        stream.next();
        continue;
      }
      state.quote = null;
      state.quoteMode = null;
      return 'string';
    }
  }
  state.quote = quote;
  state.quoteMode = 'code';
  return 'string';
}

function tokenCode(stream: StringStream, state: AmpscriptState): string | null {
  if (stream.eatSpace()) return null;
  if (state.mode === 'block' && stream.match(']%%')) {
    state.mode = 'html';
    return 'meta';
  }
  if (state.mode === 'inline' && stream.match('=%%')) {
    state.mode = 'html';
    return 'meta';
  }
  if (stream.match('/*')) {
    state.comment = 'ampscript';
    return readAmpscriptComment(stream, state);
  }
  const ch = stream.peek();
  if (ch === '"' || ch === "'") {
    stream.next();
    return readCodeString(stream, state, ch);
  }
  if (stream.match(/^@[\w]+/)) return 'variableName.special';
  // System personalisation strings: _subscriberkey, _messagecontext, _emailid…
  if (stream.match(/^_[A-Za-z]\w*/)) return 'variableName.special';
  if (stream.match(/^-?\d+(?:\.\d+)?\b/)) return 'number';
  if (stream.match(/^(?:==|!=|<>|<=|>=|<|>|=)/)) return 'operator';
  if (stream.match(/^[(),]/)) return 'punctuation';
  if (stream.match(/^[A-Za-z_][\w]*/)) {
    const word = stream.current().toLowerCase();
    if (KEYWORDS.has(word)) return 'keyword';
    if (ATOMS.has(word)) return 'bool';
    if (FUNCTIONS.has(word) || stream.match(/^\s*\(/, false)) return 'variableName.function';
    return 'variableName';
  }
  stream.next();
  return null;
}

/** An attribute value: up to its closing quote or the next AMPscript delimiter (which gets its own token). */
function readAttributeValue(stream: StringStream, state: AmpscriptState): string {
  while (!stream.eol()) {
    if (stream.match(/^%%[[=]/, false) || stream.match(/^%%[A-Za-z_][\w ]*%%/, false)) return 'string';
    if (stream.next() === state.quote) {
      state.quote = null;
      state.quoteMode = null;
      return 'string';
    }
  }
  return 'string';
}

function tokenHtml(stream: StringStream, state: AmpscriptState): string | null {
  if (stream.match('%%[')) {
    state.mode = 'block';
    return 'meta';
  }
  if (stream.match('%%=')) {
    state.mode = 'inline';
    return 'meta';
  }
  if (stream.match(/^%%[A-Za-z_][\w ]*%%/)) return 'variableName.special';
  if (state.quote && state.quoteMode === 'html') return readAttributeValue(stream, state);
  if (state.inTag) {
    if (stream.eatSpace()) return null;
    if (stream.match(/^\/?>/)) {
      state.inTag = false;
      return 'angleBracket';
    }
    if (stream.match(/^[^\s=>/"'%]+/)) return 'attributeName';
    const ch = stream.next();
    if (ch === '"' || ch === "'") {
      state.quote = ch;
      state.quoteMode = 'html';
      return readAttributeValue(stream, state);
    }
    return ch === '=' ? 'operator' : null;
  }
  if (stream.match('<!--')) {
    state.comment = 'html';
    return readHtmlComment(stream, state);
  }
  if (stream.match(/^<\/?[A-Za-z][\w:-]*/)) {
    state.inTag = true;
    return 'tagName';
  }
  // Plain text up to the next tag or delimiter.
  if (!stream.match(/^[^<%]+/)) stream.next();
  return null;
}

/** The stream grammar; `startInCode` starts inside a block (bare AMPscript without %%[ ]%%). */
export function ampscriptParser(startInCode = false): StreamParser<AmpscriptState> {
  return {
    name: 'ampscript',
    startState: () => ({
      mode: startInCode ? 'block' : 'html',
      comment: null,
      inTag: false,
      quote: null,
      quoteMode: null,
    }),
    copyState: (state) => ({ ...state }),
    token(stream, state) {
      if (state.comment === 'ampscript') return readAmpscriptComment(stream, state);
      if (state.comment === 'html') return readHtmlComment(stream, state);
      if (state.quote && state.quoteMode === 'code') return readCodeString(stream, state, state.quote);
      return state.mode === 'html' ? tokenHtml(stream, state) : tokenCode(stream, state);
    },
    languageData: { commentTokens: { block: { open: '/*', close: '*/' } } },
  };
}

/** True when the code uses AMPscript delimiters (otherwise it is bare AMPscript). */
export function hasAmpscriptDelimiters(code: string): boolean {
  return /%%[[=]/.test(code);
}
