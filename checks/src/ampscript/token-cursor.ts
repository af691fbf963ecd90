import type { AmpscriptRule, FindingSink } from './sink.js';
import type { Token } from './tokenizer.js';

export const STATEMENT_KEYWORDS = new Set(['SET', 'VAR', 'IF', 'ELSEIF', 'ELSE', 'ENDIF', 'FOR', 'NEXT']);
export const HEADER_KEYWORDS = new Set(['THEN', 'DO', 'TO', 'DOWNTO']);

/** Thrown after a syntax error has been reported, to abandon the statement. */
export const BAIL = Symbol('bail');

/**
 * The AMPscript parser's position in a block's tokens, and how it reports: the ground its expression and statement
 * layers (parser-expressions.ts, parser.ts) stand on.
 */
export class TokenCursor {
  protected tokens: Token[] = [];
  protected pos = 0;
  protected quiet = false;

  constructor(protected readonly sink: FindingSink) {}

  protected peek(ahead = 0): Token {
    const tokens = this.tokens;
    return tokens[Math.min(this.pos + ahead, tokens.length - 1)] as Token;
  }

  protected advance(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.pos += 1;
    return token;
  }

  protected isKeyword(value: string): boolean {
    const token = this.peek();
    return token.kind === 'keyword' && token.value === value;
  }

  protected previousEnd(): number {
    return this.tokens[this.pos - 1]?.end ?? this.peek().start;
  }

  /**
   * Whether the next token can only come after a complete IF/FOR header or argument list: the end of the block, a
   * statement keyword, THEN/DO/TO/DOWNTO, or (with `calls`) a function call starting the next statement.
   */
  protected endsHeader(calls: boolean): boolean {
    const token = this.peek();
    return (
      token.kind === 'end' ||
      (token.kind === 'keyword' &&
        (STATEMENT_KEYWORDS.has(token.value) || HEADER_KEYWORDS.has(token.value))) ||
      (calls && token.kind === 'identifier' && this.peek(1).value === '(')
    );
  }

  /** After a broken statement: on to the next statement keyword. */
  protected skipToStatement(): void {
    while (this.peek().kind !== 'end') {
      const token = this.peek();
      if (token.kind === 'keyword' && STATEMENT_KEYWORDS.has(token.value)) return;
      this.pos += 1;
    }
  }

  /** After a broken IF or FOR header: past its THEN or DO, or on to the next statement keyword. */
  protected skipHeader(): void {
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

  protected unexpected(token: Token, expected: string, fix?: string): never {
    this.reportUnexpected(token, expected, fix);
    throw BAIL;
  }

  protected reportUnexpected(token: Token, expected: string, fix?: string): void {
    if (this.sink.quiet) return;
    const shown = token.kind === 'end' ? `\`${token.value}\`` : `\`${shorten(token)}\``;
    const message =
      token.kind === 'end' && token.value === 'the end of the file'
        ? `reaches the end of the file where ${expected} should be`
        : `has ${shown} where ${expected} should be`;
    this.report('unexpected-token', token, message, fix);
  }

  protected report(
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

/** Source text of a token for a message, at most 30 characters. */
function shorten(token: Token): string {
  const text = token.value.replace(/\s+/g, ' ');
  return text.length > 30 ? `${text.slice(0, 29)}…` : text;
}
