/**
 * A recursive-descent parser for AMPscript, run over the token lists of all blocks of a file in order, so that
 * IF … ENDIF and FOR … NEXT pair across blocks (`%%[ IF @x THEN ]%% <p>hi</p> %%[ ENDIF ]%%`).
 *
 * Statements: `VAR @a, @b`; `SET @a = expr`; `IF expr THEN … [ELSEIF expr THEN …]… [ELSE …] ENDIF`;
 * `FOR @i = expr TO|DOWNTO expr DO … NEXT [@i]`; a function call. Expressions: `OR` over `AND` over `NOT` over one
 * comparison (`== != < > <= >=`) of values: strings, numbers, true/false, @variables, attribute names (`emailaddr`,
 * `[First Name]`), function calls and parenthesized expressions. An inline block `%%= … =%%` holds one expression.
 *
 * One syntax error per statement: after it the parser skips to the next statement keyword. A variable used before
 * SET or VAR is not reported: AMPscript allows it (the value is empty), output parameters such as the status
 * variable of ContentBlockByKey() are filled by the call, and variables are often set in another content block.
 */
import { acceptsArgumentCount, ampscriptFunction, describeArgumentCounts } from './functions.js';
import type { AmpscriptRule, FindingSink } from './sink.js';
import { closestAmpscriptFunction } from './suggest.js';
import type { Token } from './tokenizer.js';

export interface Segment {
  /** `statements` for `%%[ ]%%`, script tags and bare files; `expression` for `%%= =%%`. */
  kind: 'statements' | 'expression';
  tokens: Token[];
  /** An unterminated block: its structure (IF, FOR) counts, its syntax errors are not reported. */
  quiet: boolean;
}

interface Frame {
  kind: 'IF' | 'FOR';
  keyword: Token;
  /** FOR: the loop variable, when the header named one. */
  variable?: Token;
  /** IF: the first ELSE. */
  elseKeyword?: Token;
  /** IF written right after ELSE: probably meant as ELSEIF. */
  afterElse: boolean;
  /** IF with an `ELSE IF` inside it that was closed: its own ENDIF was probably meant for the outer IF. */
  holdsElseIf: boolean;
  quiet: boolean;
}

const STATEMENT_KEYWORDS = new Set(['SET', 'VAR', 'IF', 'ELSEIF', 'ELSE', 'ENDIF', 'FOR', 'NEXT']);
const HEADER_KEYWORDS = new Set(['THEN', 'DO', 'TO', 'DOWNTO']);
const COMPARISONS = new Set(['==', '!=', '<', '>', '<=', '>=']);

/** Thrown after a syntax error has been reported, to abandon the statement. */
const BAIL = Symbol('bail');

/** Parses the segments of one file in order and reports into the sink. */
export function parseSegments(segments: readonly Segment[], sink: FindingSink): void {
  const parser = new Parser(sink);
  for (const segment of segments) parser.parse(segment);
  parser.finish();
}

class Parser {
  private tokens: Token[] = [];
  private pos = 0;
  private quiet = false;
  private readonly stack: Frame[] = [];

  constructor(private readonly sink: FindingSink) {}

  parse(segment: Segment): void {
    this.tokens = segment.tokens;
    this.pos = 0;
    this.quiet = segment.quiet;
    this.sink.quiet = segment.quiet;
    if (segment.kind === 'expression') this.inline();
    else this.statements();
    this.sink.quiet = false;
  }

  /** Reports the IF and FOR blocks still open at the end of the file. */
  finish(): void {
    for (const frame of this.stack) this.unclosed(frame);
    this.stack.length = 0;
  }

  // Statements

  private statements(): void {
    while (this.peek().kind !== 'end') {
      const before = this.pos;
      try {
        this.statement();
      } catch (error) {
        if (error !== BAIL) throw error;
        this.skipToStatement();
      }
      if (this.pos === before) this.pos += 1;
    }
  }

  private inline(): void {
    try {
      const first = this.peek();
      if (first.kind === 'keyword' && STATEMENT_KEYWORDS.has(first.value)) {
        this.unexpected(first, 'a value', 'an inline %%= =%% holds one value; write statements in %%[ ]%%');
      }
      this.expression();
      const rest = this.peek();
      if (rest.kind !== 'end') this.unexpected(rest, '`=%%`');
    } catch (error) {
      if (error !== BAIL) throw error;
    }
  }

  private statement(): void {
    const token = this.peek();
    if (token.kind === 'keyword') {
      switch (token.value) {
        case 'SET':
          return this.set();
        case 'VAR':
          return this.var();
        case 'IF':
          return this.if();
        case 'ELSEIF':
          return this.elseIf();
        case 'ELSE':
          return this.else();
        case 'ENDIF':
          return this.endIf();
        case 'FOR':
          return this.for();
        case 'NEXT':
          return this.next();
      }
    }
    if (token.kind === 'identifier' && this.peek(1).value === '(') {
      this.call();
      return;
    }
    if (token.value === ')' && token.kind === 'punctuation') {
      this.advance();
      this.report('unbalanced-parentheses', token, 'has ) without a matching (', 'remove the )');
      return;
    }
    const closes = misspelledClose(token, this.peek(1));
    if (closes !== undefined) {
      // END IF, END FOR, ENDFOR …: reported once, then read as the ENDIF or NEXT they stand for.
      const last = closes.words === 2 ? this.peek(1) : token;
      this.report(
        'unexpected-token',
        { start: token.start, end: last.end },
        `has \`${closes.written}\` where a statement should be`,
        closes.fix,
      );
      this.pos += closes.words;
      if (this.open(closes.kind) !== undefined) this.stack.pop();
      return;
    }
    this.unexpected(token, 'a statement', statementHint(token, this.peek(1)));
  }

  private set(): void {
    this.advance();
    this.target('SET');
    const equals = this.peek();
    if (equals.value === '=' && equals.kind === 'operator') this.advance();
    else if (equals.value === '==') this.unexpected(equals, '`=`', 'SET assigns with a single =');
    else this.unexpected(equals, '`=`');
    this.expression();
  }

  private var(): void {
    this.advance();
    this.target('VAR');
    while (this.peek().value === ',' && this.peek().kind === 'punctuation') {
      this.advance();
      this.target('VAR');
    }
  }

  /** The @variable after SET, VAR or FOR; a name without @ is reported but read as one. */
  private target(keyword: 'SET' | 'VAR' | 'FOR'): Token {
    const token = this.peek();
    if (token.kind === 'variable') return this.advance();
    if (token.kind === 'identifier' || token.kind === 'name') {
      this.advance();
      const bare = token.value.replace(/^\[|\]$/g, '').replace(/\W+/g, '');
      const [message, fix] =
        keyword === 'SET'
          ? [`sets \`${token.value}\`, which is not an @variable`, `SET @${bare} = …`]
          : keyword === 'VAR'
            ? [`declares \`${token.value}\` with VAR, which takes only @variables`, `VAR @${bare}`]
            : [`loops with \`${token.value}\`, which is not an @variable`, `FOR @${bare} = 1 TO … DO`];
      this.report('set-target', token, message, fix);
      return token;
    }
    return this.unexpected(token, 'an @variable');
  }

  private if(): void {
    const keyword = this.advance();
    const previous = this.tokens[this.pos - 2];
    this.stack.push({
      kind: 'IF',
      keyword,
      afterElse: previous?.kind === 'keyword' && previous.value === 'ELSE',
      holdsElseIf: false,
      quiet: this.quiet,
    });
    this.condition(keyword);
  }

  private elseIf(): void {
    const keyword = this.advance();
    const frame = this.open('IF');
    if (frame === undefined) {
      this.report('endif-without-if', keyword, 'has ELSEIF without a matching IF');
    } else if (frame.elseKeyword !== undefined) {
      this.report(
        'else-after-else',
        keyword,
        `has ELSEIF after the ELSE on line ${this.sink.line(frame.elseKeyword.start)}`,
        'put ELSEIF branches before ELSE',
      );
    }
    this.condition(keyword);
  }

  private else(): void {
    const keyword = this.advance();
    const frame = this.open('IF');
    if (frame === undefined) {
      this.report('endif-without-if', keyword, 'has ELSE without a matching IF');
    } else if (frame.elseKeyword !== undefined) {
      this.report(
        'else-after-else',
        keyword,
        `has a second ELSE for the IF on line ${this.sink.line(frame.keyword.start)}`,
        'an IF has at most one ELSE; use ELSEIF … THEN for another branch',
      );
    } else {
      frame.elseKeyword = keyword;
    }
  }

  private endIf(): void {
    const keyword = this.advance();
    const frame = this.open('IF');
    if (frame === undefined) {
      this.report('endif-without-if', keyword, 'has ENDIF without a matching IF');
      return;
    }
    this.stack.pop();
    const outer = this.stack[this.stack.length - 1];
    if (frame.afterElse && outer?.kind === 'IF') outer.holdsElseIf = true;
  }

  /** The condition after IF or ELSEIF, then THEN. */
  private condition(keyword: Token): void {
    try {
      this.expression();
    } catch (error) {
      if (error !== BAIL) throw error;
      this.skipHeader();
      return;
    }
    const token = this.peek();
    if (token.kind === 'keyword' && token.value === 'THEN') {
      this.advance();
    } else if (this.endsHeader(true)) {
      this.report(
        'missing-then',
        keyword,
        `has no THEN after the ${keyword.value} condition`,
        `${keyword.value} … THEN`,
        {
          end: this.previousEnd(),
        },
      );
    } else {
      this.reportUnexpected(token, '`THEN`');
      this.skipHeader();
    }
  }

  private for(): void {
    const keyword = this.advance();
    const frame: Frame = { kind: 'FOR', keyword, afterElse: false, holdsElseIf: false, quiet: this.quiet };
    this.stack.push(frame);
    try {
      const variable = this.target('FOR');
      if (variable.kind === 'variable') frame.variable = variable;
      const equals = this.peek();
      if (equals.value === '=' && equals.kind === 'operator') this.advance();
      else this.unexpected(equals, '`=`');
      this.expression();
      const to = this.peek();
      if (to.kind === 'keyword' && (to.value === 'TO' || to.value === 'DOWNTO')) {
        this.advance();
      } else if (this.endsHeader(true) || startsValue(to)) {
        this.report('missing-to', keyword, 'has no TO or DOWNTO in the FOR loop', 'FOR @i = 1 TO @count DO', {
          end: this.previousEnd(),
        });
        if (!startsValue(to)) {
          if (to.value === 'DO') this.advance();
          return;
        }
      } else {
        this.unexpected(to, '`TO` or `DOWNTO`');
      }
      this.expression();
      const doKeyword = this.peek();
      if (doKeyword.kind === 'keyword' && doKeyword.value === 'DO') {
        this.advance();
      } else if (this.endsHeader(true)) {
        this.report('missing-do', keyword, 'has no DO after the FOR range', 'FOR @i = 1 TO @count DO', {
          end: this.previousEnd(),
        });
      } else {
        this.unexpected(doKeyword, '`DO`');
      }
    } catch (error) {
      if (error !== BAIL) throw error;
      this.skipHeader();
    }
  }

  private next(): void {
    const keyword = this.advance();
    const variable = this.peek().kind === 'variable' ? this.advance() : undefined;
    const frame = this.open('FOR');
    if (frame === undefined) {
      this.report('next-without-for', keyword, 'has NEXT without a matching FOR');
      return;
    }
    this.stack.pop();
    if (
      variable !== undefined &&
      frame.variable !== undefined &&
      variable.value.toLowerCase() !== frame.variable.value.toLowerCase()
    ) {
      this.report(
        'next-mismatch',
        { start: keyword.start, end: variable.end },
        `closes the FOR ${frame.variable.value} loop of line ${this.sink.line(frame.keyword.start)} with NEXT ${variable.value}`,
        `NEXT ${frame.variable.value}`,
        { severity: 'warning' },
      );
    }
  }

  /**
   * The innermost open IF or FOR for a closing keyword. Blocks of the other kind opened inside it are reported as
   * unclosed and dropped (`FOR … IF … NEXT`: the IF has no ENDIF). Undefined when none is open; nothing is dropped.
   */
  private open(kind: 'IF' | 'FOR'): Frame | undefined {
    let index = this.stack.length - 1;
    while (index >= 0 && this.stack[index]?.kind !== kind) index -= 1;
    if (index < 0) return undefined;
    for (const inner of this.stack.splice(index + 1)) this.unclosed(inner);
    return this.stack[index];
  }

  private unclosed(frame: Frame): void {
    const wasQuiet = this.sink.quiet;
    this.sink.quiet = frame.quiet;
    if (frame.kind === 'IF') {
      this.sink.add(
        'if-without-endif',
        frame.keyword.start,
        frame.keyword.end,
        'opens IF without a matching ENDIF',
        {
          fix:
            frame.afterElse || frame.holdsElseIf
              ? 'write ELSEIF as one word: ELSE IF opens a new IF that needs its own ENDIF'
              : 'close it with ENDIF',
        },
      );
    } else {
      const name = frame.variable === undefined ? '' : ` ${frame.variable.value}`;
      this.sink.add(
        'for-without-next',
        frame.keyword.start,
        frame.keyword.end,
        'opens FOR without a matching NEXT',
        {
          fix: `close the loop with NEXT${name}`,
        },
      );
    }
    this.sink.quiet = wasQuiet;
  }

  // Expressions

  private expression(): void {
    this.and();
    while (this.isKeyword('OR')) {
      this.advance();
      this.and();
    }
  }

  private and(): void {
    this.not();
    while (this.isKeyword('AND')) {
      this.advance();
      this.not();
    }
  }

  private not(): void {
    if (this.isKeyword('NOT')) {
      this.advance();
      this.not();
      return;
    }
    this.value();
    const operator = this.peek();
    if (operator.kind !== 'operator') return;
    if (COMPARISONS.has(operator.value)) {
      this.advance();
      this.value();
    } else if (operator.value === '=') {
      this.unexpected(operator, 'a comparison', 'compare with ==');
    } else if (operator.value === '<>') {
      this.unexpected(operator, 'a comparison', 'compare with !=');
    }
  }

  private value(): void {
    const token = this.peek();
    switch (token.kind) {
      case 'string':
      case 'number':
      case 'variable':
      case 'name':
        this.advance();
        return;
      case 'keyword':
        if (token.value === 'TRUE' || token.value === 'FALSE') {
          this.advance();
          return;
        }
        break;
      case 'identifier':
        if (this.peek(1).value === '(' && this.peek(1).kind === 'punctuation') this.call();
        else this.advance();
        return;
      case 'punctuation':
        if (token.value === '(') {
          this.advance();
          this.expression();
          if (this.peek().value === ')' && this.peek().kind === 'punctuation') this.advance();
          else this.unclosedParenthesis(token);
          return;
        }
        break;
    }
    this.unexpected(token, 'a value');
  }

  private call(): void {
    const name = this.advance();
    const open = this.advance();
    let count = 0;
    if (this.peek().value === ')' && this.peek().kind === 'punctuation') {
      this.advance();
    } else {
      for (;;) {
        this.expression();
        count += 1;
        const token = this.peek();
        if (token.kind === 'punctuation' && token.value === ',') {
          this.advance();
        } else if (token.kind === 'punctuation' && token.value === ')') {
          this.advance();
          break;
        } else if (this.endsHeader(false)) {
          this.unclosedParenthesis(open);
        } else {
          this.unexpected(token, '`,` or `)`');
        }
      }
    }
    this.checkCall(name, count);
  }

  private checkCall(name: Token, count: number): void {
    const fn = ampscriptFunction(name.value);
    if (fn === undefined) {
      const closest = closestAmpscriptFunction(name.value);
      this.report(
        'unknown-function',
        name,
        `calls ${name.value}, which is not an AMPscript function`,
        closest === undefined ? undefined : `did you mean ${closest}?`,
      );
    } else if (!acceptsArgumentCount(fn, count)) {
      const arguments_ = count === 1 ? '1 argument' : `${count} arguments`;
      this.report(
        'argument-count',
        { start: name.start, end: this.previousEnd() },
        `calls ${fn.name} with ${arguments_}; it takes ${describeArgumentCounts(fn)}`,
        fn.signature,
      );
    }
  }

  private unclosedParenthesis(open: Token): never {
    this.report('unbalanced-parentheses', open, 'opens ( without a matching )', 'close it with )');
    throw BAIL;
  }

  // Tokens and reporting

  private peek(ahead = 0): Token {
    const tokens = this.tokens;
    return tokens[Math.min(this.pos + ahead, tokens.length - 1)] as Token;
  }

  private advance(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.pos += 1;
    return token;
  }

  private isKeyword(value: string): boolean {
    const token = this.peek();
    return token.kind === 'keyword' && token.value === value;
  }

  private previousEnd(): number {
    return this.tokens[this.pos - 1]?.end ?? this.peek().start;
  }

  /**
   * Whether the next token can only come after a complete IF/FOR header or argument list: the end of the block, a
   * statement keyword, THEN/DO/TO/DOWNTO, or (with `calls`) a function call starting the next statement.
   */
  private endsHeader(calls: boolean): boolean {
    const token = this.peek();
    return (
      token.kind === 'end' ||
      (token.kind === 'keyword' &&
        (STATEMENT_KEYWORDS.has(token.value) || HEADER_KEYWORDS.has(token.value))) ||
      (calls && token.kind === 'identifier' && this.peek(1).value === '(')
    );
  }

  /** After a broken statement: on to the next statement keyword. */
  private skipToStatement(): void {
    while (this.peek().kind !== 'end') {
      const token = this.peek();
      if (token.kind === 'keyword' && STATEMENT_KEYWORDS.has(token.value)) return;
      this.pos += 1;
    }
  }

  /** After a broken IF or FOR header: past its THEN or DO, or on to the next statement keyword. */
  private skipHeader(): void {
    while (this.peek().kind !== 'end') {
      const token = this.peek();
      if (token.kind === 'keyword' && (token.value === 'THEN' || token.value === 'DO')) {
        this.pos += 1;
        return;
      }
      if (token.kind === 'keyword' && STATEMENT_KEYWORDS.has(token.value)) return;
      this.pos += 1;
    }
  }

  private unexpected(token: Token, expected: string, fix?: string): never {
    this.reportUnexpected(token, expected, fix);
    throw BAIL;
  }

  private reportUnexpected(token: Token, expected: string, fix?: string): void {
    if (this.sink.quiet) return;
    const shown = token.kind === 'end' ? `\`${token.value}\`` : `\`${shorten(token)}\``;
    const message =
      token.kind === 'end' && token.value === 'the end of the file'
        ? `reaches the end of the file where ${expected} should be`
        : `has ${shown} where ${expected} should be`;
    this.report('unexpected-token', token, message, fix);
  }

  private report(
    rule: AmpscriptRule,
    span: { start: number; end: number },
    message: string,
    fix?: string,
    options: { end?: number; severity?: 'warning' } = {},
  ): void {
    this.sink.add(rule, span.start, options.end ?? span.end, message, {
      ...(fix === undefined ? {} : { fix }),
      ...(options.severity === undefined ? {} : { severity: options.severity }),
    });
  }
}

function startsValue(token: Token): boolean {
  return (
    token.kind === 'string' ||
    token.kind === 'number' ||
    token.kind === 'variable' ||
    token.kind === 'name' ||
    token.kind === 'identifier' ||
    (token.kind === 'punctuation' && token.value === '(')
  );
}

/** Source text of a token for a message, at most 30 characters. */
function shorten(token: Token): string {
  const text = token.value.replace(/\s+/g, ' ');
  return text.length > 30 ? `${text.slice(0, 29)}…` : text;
}

/** `END IF`, `END FOR`, `ENDFOR` and the like: what they close and how to write them. */
function misspelledClose(
  token: Token,
  after: Token,
): { kind: 'IF' | 'FOR'; words: 1 | 2; written: string; fix: string } | undefined {
  if (token.kind !== 'identifier') return undefined;
  const word = token.value.toUpperCase();
  const next = after.kind === 'keyword' || after.kind === 'identifier' ? after.value.toUpperCase() : '';
  if (word === 'END' && next === 'IF') {
    return { kind: 'IF', words: 2, written: 'END IF', fix: 'write ENDIF as one word' };
  }
  if (word === 'END' && (next === 'FOR' || next === 'LOOP')) {
    return { kind: 'FOR', words: 2, written: `END ${next}`, fix: 'close a FOR loop with NEXT' };
  }
  if (['ENDFOR', 'ENDLOOP', 'LOOP'].includes(word)) {
    return { kind: 'FOR', words: 1, written: token.value, fix: 'close a FOR loop with NEXT' };
  }
  return undefined;
}

/** How to write a line that does not start with a statement, for the usual mistakes. */
function statementHint(token: Token, after: Token): string | undefined {
  const word = token.value.toUpperCase();
  if (token.kind === 'variable' && after.value === '=') return `SET ${token.value} = …`;
  if (token.kind === 'identifier' && after.value === '=') return `SET @${token.value} = …`;
  if (word === 'WEND' || word === 'ENDWHILE') return 'close a FOR loop with NEXT';
  if (word === 'ELSIF' || word === 'ELIF') return 'write ELSEIF';
  if (word === 'WHILE' || word === 'FOREACH') return 'AMPscript loops with FOR @i = 1 TO @count DO … NEXT @i';
  if (token.value === ';') return 'AMPscript statements end without ;';
  if (token.kind === 'keyword' && HEADER_KEYWORDS.has(token.value)) return undefined;
  if (token.kind === 'string' || token.kind === 'number' || token.kind === 'variable') {
    return 'output a value with Output(v(…)) or %%=v(…)=%%';
  }
  return undefined;
}
