/**
 * Apex and SOQL that parse (decision 057): each syntax error of a class, a trigger, anonymous Apex or a SOQL query
 * as a finding at its line and column, with a sentence a person reads rather than ANTLR's list of expected tokens.
 * Findings inform; they never refuse a save (decision 046).
 */
import type { Finding } from '../finding.js';
import type { ApexParser } from './parse.js';
import { ApexLexer, DEFAULT_CHANNEL, EOF, allTokens, parserOf, type SyntaxError } from './parse.js';
import type { ApexToken } from '@apexdevtools/apex-parser';

/** What an Apex file holds: a class (or interface, enum), a trigger, or anonymous Apex (statements to execute). */
export type ApexUnit = 'class' | 'trigger' | 'anonymous';

/** A file's syntax errors past this many add nothing a reader needs: the first ones are the ones to fix. */
const MAX_FINDINGS = 20;

/** An `expecting {…}` set longer than this is the parser listing everything it could read: not worth a reader's time. */
const MAX_EXPECTED = 4;

const MODIFIERS = new Set([
  'public',
  'private',
  'protected',
  'global',
  'with',
  'without',
  'inherited',
  'sharing',
  'virtual',
  'abstract',
  'static',
  'final',
  'transient',
  'testmethod',
  'webservice',
  'override',
]);

const TYPE_KEYWORDS = new Set([ApexLexer.CLASS, ApexLexer.INTERFACE, ApexLexer.ENUM]);

const isCode = (token: ApexToken) => token.channel === DEFAULT_CHANNEL && token.type !== EOF;
const isComment = (token: ApexToken) =>
  token.type === ApexLexer.COMMENT ||
  token.type === ApexLexer.LINE_COMMENT ||
  token.type === ApexLexer.DOC_COMMENT;

/**
 * What an Apex file holds, by its name (`.cls`, `.trigger`) or, for a file without one (a snippet's one block of
 * Apex), by how it starts: `trigger X on`, or annotations and modifiers before `class`, `interface` or `enum`.
 */
export function apexUnitOf(code: string, fileName = ''): ApexUnit {
  if (/\.cls$/i.test(fileName)) return 'class';
  if (/\.trigger$/i.test(fileName)) return 'trigger';
  const tokens = allTokens(code).filter(isCode);
  let i = 0;
  for (;;) {
    const token = tokens[i];
    if (!token) return 'anonymous';
    if (token.type === ApexLexer.ATSIGN) {
      i += 2;
      while (tokens[i]?.type === ApexLexer.DOT) i += 2;
      if (tokens[i]?.type === ApexLexer.LPAREN) {
        let depth = 0;
        for (; i < tokens.length; i += 1) {
          if (tokens[i]!.type === ApexLexer.LPAREN) depth += 1;
          else if (tokens[i]!.type === ApexLexer.RPAREN && --depth === 0) break;
        }
        i += 1;
      }
    } else if (MODIFIERS.has(token.text.toLowerCase())) {
      i += 1;
    } else if (token.type === ApexLexer.TRIGGER && i === 0) {
      return 'trigger';
    } else {
      return TYPE_KEYWORDS.has(token.type) ? 'class' : 'anonymous';
    }
  }
}

const show = (text: string) => `\`${text.length > 30 ? `${text.slice(0, 30)}…` : text}\``;

/** ANTLR's `'x'` and `{'a', 'b'}` written as code: `` `x` `` and "`a` or `b`". */
function expected(set: string): string | undefined {
  const items = set.startsWith('{') ? set.slice(1, -1).split(', ') : [set];
  if (items.length > MAX_EXPECTED || items.some((item) => !/^'.*'$|^<EOF>$/.test(item))) return undefined;
  const names = items.map((item) => (item === '<EOF>' ? 'the end of the file' : show(item.slice(1, -1))));
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** The sentence after 'Line N ' for one of ANTLR's messages. */
function sentence(message: string, token: ApexToken | undefined): string {
  const atEnd = token?.type === EOF;
  let match = /^missing (.+) at '.*'$/s.exec(message);
  if (match) {
    const what = expected(match[1]!);
    return what ? `misses ${what}` : 'misses something here';
  }
  match = /^(?:mismatched|extraneous) input '(.*)' expecting (.+)$/s.exec(message);
  if (match) {
    const what = expected(match[2]!);
    if (atEnd) return what ? `ends where ${what} was expected` : 'ends before the code is complete';
    return what
      ? `has ${show(match[1]!)} where ${what} was expected`
      : `does not expect ${show(match[1]!)} here`;
  }
  match = /^no viable alternative at input '(.*)'$/s.exec(message);
  if (match) {
    if (atEnd) return 'ends before the code is complete';
    const words = match[1]!.trim().split(/\s+/);
    return `cannot read ${show(token?.text ?? words.at(-1) ?? match[1]!)} here`;
  }
  match = /^token recognition error at: '(.*)'$/s.exec(message);
  if (match) return `has ${show(match[1]!)}, which is not Apex`;
  return message;
}

/** The finding of one syntax error. A missing token is placed just after the token it should follow. */
function findingOf(
  rule: string,
  error: SyntaxError,
  previous: (token: ApexToken) => ApexToken | undefined,
  message?: string,
): Finding {
  const { token } = error;
  let line = error.line;
  let column = error.column + 1;
  let length = token && token.type !== EOF ? token.stop - token.start + 1 : 1;
  if (token && (error.message.startsWith('missing ') || token.type === EOF)) {
    const before = previous(token);
    if (before) {
      const lines = before.text.split('\n');
      line = before.line + lines.length - 1;
      column = (lines.length > 1 ? 0 : before.column) + lines.at(-1)!.length + 1;
      length = 1;
    }
  }
  const endLine = line;
  return {
    rule,
    severity: 'error',
    line,
    column,
    endLine,
    endColumn: column + Math.max(1, length),
    message: message ?? sentence(error.message, token),
  };
}

const OPENERS = new Map([
  [ApexLexer.LBRACE, ApexLexer.RBRACE],
  [ApexLexer.LPAREN, ApexLexer.RPAREN],
  [ApexLexer.LBRACK, ApexLexer.RBRACK],
]);
const CLOSERS = new Set(OPENERS.values());

const tokenFinding = (rule: string, token: ApexToken, message: string): Finding => ({
  rule,
  severity: 'error',
  line: token.line,
  column: token.column + 1,
  endLine: token.line,
  endColumn: token.column + 1 + (token.stop - token.start + 1),
  message,
});

/**
 * The first bracket that does not pair: a `}` with nothing open, a `)` that closes a `{`, or a `{` still open at
 * the end. The parser's own report of one would come at the end of the file, far from the brace a reader must find.
 */
function unbalancedBracket(tokens: readonly ApexToken[]): Finding | undefined {
  const open: ApexToken[] = [];
  for (const token of tokens) {
    if (OPENERS.has(token.type)) open.push(token);
    else if (CLOSERS.has(token.type)) {
      const opener = open.pop();
      if (!opener) return tokenFinding('apex/syntax', token, `closes ${show(token.text)} with nothing open`);
      if (OPENERS.get(opener.type) !== token.type)
        return tokenFinding(
          'apex/syntax',
          token,
          `closes ${show(token.text)} where the ${show(opener.text)} of line ${opener.line} is still open`,
        );
    }
  }
  const unclosed = open.at(-1);
  if (!unclosed) return undefined;
  const closer = unclosed.type === ApexLexer.LBRACE ? '}' : unclosed.type === ApexLexer.LPAREN ? ')' : ']';
  return tokenFinding('apex/syntax', unclosed, `opens ${show(unclosed.text)} that no ${show(closer)} closes`);
}

function previousIn(tokens: readonly ApexToken[]) {
  return (token: ApexToken): ApexToken | undefined => {
    for (let i = token.tokenIndex - 1; i >= 0; i -= 1) if (tokens[i] && isCode(tokens[i]!)) return tokens[i];
    return undefined;
  };
}

/** The syntax errors of a parse, with a bracket that does not pair reported once, before what follows from it. */
function syntaxFindings(
  rule: string,
  errors: readonly SyntaxError[],
  tokens: readonly ApexToken[],
  extra: readonly Finding[] = [],
): Finding[] {
  const previous = previousIn(tokens);
  const bracket = unbalancedBracket(tokens.filter(isCode));
  let findings = [...errors.map((error) => findingOf(rule, error, previous)), ...extra];
  // What the parser says from the bracket's line on follows from the bracket; what it says before stands.
  if (bracket) findings = [...findings.filter((finding) => finding.line < bracket.line), bracket];
  const seen = new Set<string>();
  return findings
    .sort((a, b) => a.line - b.line || a.column - b.column)
    .filter((finding) => {
      const key = `${finding.line}:${finding.column}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_FINDINGS);
}

/**
 * The top-level types of a class file, parsed one after another: Apex compiles one per file, so a second one is a
 * finding of its own (`apex/one-top-level-type`) rather than the parser's "expecting the end of the file".
 */
function parseClassFile(parser: ApexParser, tokens: readonly ApexToken[]): Finding[] {
  const extra: Finding[] = [];
  let types = 0;
  for (;;) {
    const start = parser.getCurrentToken();
    if (start.type === EOF) break;
    const declaration = parser.typeDeclaration();
    const isType =
      declaration.classDeclaration() !== null ||
      declaration.interfaceDeclaration() !== null ||
      declaration.enumDeclaration() !== null;
    if (isType) {
      types += 1;
      if (types === 2) {
        const keyword = tokens
          .slice(start.tokenIndex)
          .find((token) => isCode(token) && TYPE_KEYWORDS.has(token.type));
        const name = keyword && tokens.slice(keyword.tokenIndex + 1).find(isCode);
        extra.push(
          tokenFinding(
            'apex/one-top-level-type',
            start,
            `declares a second top-level type${name ? ` ${show(name.text)}` : ''}: an Apex file holds one class, interface or enum (put the others in files of their own, or inside it)`,
          ),
        );
      }
    }
    if (parser.getCurrentToken().tokenIndex === start.tokenIndex) break;
  }
  return extra;
}

/** The syntax findings of one Apex file: a class, a trigger, or anonymous Apex, by its name or its start. */
export function checkApex(code: string, fileName = ''): Finding[] {
  if (code.trim() === '') return [];
  const unit = apexUnitOf(code, fileName);
  const { parser, errors } = parserOf(code);
  let extra: Finding[] = [];
  const tokens = () => (parser.getTokenStream() as unknown as { tokens: ApexToken[] }).tokens;
  if (unit === 'class') {
    extra = parseClassFile(parser, tokens());
  } else if (unit === 'trigger') parser.triggerUnit();
  else parser.anonymousUnit();
  const stream = parser.getTokenStream() as unknown as { fill(): void };
  stream.fill();
  return syntaxFindings('apex/syntax', errors, tokens(), extra);
}

/**
 * The syntax findings of a SOQL file: one query, as Salesforce's query tools take it. SOQL has no comments (a `--`
 * line is SQL's; `//` and block comments are Apex's) and no `;`, and a file holds one query, not several.
 */
export function checkSoql(code: string): Finding[] {
  if (code.trim() === '') return [];
  // SQL's `--` comments are reported, then blanked out, so the query around them is read as if they were not there.
  const { text, comments } = withoutSqlComments(code);
  const { parser, errors } = parserOf(text);
  parser.query();
  const stream = parser.getTokenStream() as unknown as { fill(): void; tokens: ApexToken[] };
  const next = parser.getCurrentToken();
  stream.fill();
  const tokens = stream.tokens;
  const extra: Finding[] = comments.map((comment) => ({
    rule: 'soql/syntax',
    severity: 'error' as const,
    ...comment,
    message: 'starts a `--` comment, which SOQL does not have: say it in the description instead',
  }));
  const soqlError = (token: ApexToken, message: string) => tokenFinding('soql/syntax', token, message);
  for (const token of tokens) {
    if (isComment(token))
      extra.push(
        soqlError(token, 'has a comment, which SOQL does not have: say it in the description instead'),
      );
  }
  const second = secondQuery(tokens.filter(isCode));
  if (second)
    extra.push(
      soqlError(
        second,
        'starts a second query: a SOQL file holds one query (make the others snippets or files of their own)',
      ),
    );
  else if (errors.length === 0 && next.type !== EOF) {
    const after = tokens.slice(next.tokenIndex + 1).find(isCode);
    if (next.type === ApexLexer.SEMI && !after)
      extra.push(soqlError(next, 'ends the query with `;`, which SOQL does not take'));
    else extra.push(soqlError(next, `does not expect ${show(next.text)} here`));
  }
  // What the parser says after a second query's SELECT only repeats the finding above.
  const parseErrors = errors.filter(
    (error) => !(second && error.token && error.token.tokenIndex >= second.tokenIndex - 1),
  );
  return syntaxFindings('soql/syntax', parseErrors, tokens, extra).map((finding) =>
    finding.rule === 'apex/syntax' ? { ...finding, rule: 'soql/syntax' } : finding,
  );
}

/** A text with each `--` comment (outside a quoted string) replaced by spaces, and where each one was. */
function withoutSqlComments(code: string): {
  text: string;
  comments: Pick<Finding, 'line' | 'column' | 'endLine' | 'endColumn'>[];
} {
  const comments: Pick<Finding, 'line' | 'column' | 'endLine' | 'endColumn'>[] = [];
  const lines = code.split('\n').map((line, index) => {
    let quoted = false;
    for (let i = 0; i < line.length; i += 1) {
      const char = line[i];
      if (quoted && char === '\\') i += 1;
      else if (char === "'") quoted = !quoted;
      else if (!quoted && char === '-' && line[i + 1] === '-') {
        comments.push({ line: index + 1, column: i + 1, endLine: index + 1, endColumn: line.length + 1 });
        return line.slice(0, i) + ' '.repeat(line.length - i);
      }
    }
    return line;
  });
  return { text: lines.join('\n'), comments };
}

/** A SELECT outside every bracket after the first one: the start of a second query in the same file. */
function secondQuery(tokens: readonly ApexToken[]): ApexToken | undefined {
  let depth = 0;
  let selects = 0;
  for (const token of tokens) {
    if (OPENERS.has(token.type)) depth += 1;
    else if (CLOSERS.has(token.type)) depth -= 1;
    else if (depth === 0 && token.type === ApexLexer.SELECT && ++selects === 2) return token;
  }
  return undefined;
}
