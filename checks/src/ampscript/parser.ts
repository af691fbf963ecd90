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
import { ExpressionParser } from './parser-expressions.js';
import type { FindingSink } from './sink.js';
import { misspelledClose, startsValue, statementHint } from './statement-hints.js';
import { BAIL, STATEMENT_KEYWORDS } from './token-cursor.js';
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

/** Parses the segments of one file in order and reports into the sink. */
export function parseSegments(segments: readonly Segment[], sink: FindingSink): void {
  const parser = new Parser(sink);
  for (const segment of segments) parser.parse(segment);
  parser.finish();
}

/** Statements, and the IF and FOR blocks open across the segments of a file. */
class Parser extends ExpressionParser {
  private readonly stack: Frame[] = [];

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
}
