/**
 * Apex and SOQL read by `@apexdevtools/apex-parser` (decision 057): the ANTLR grammar of Apex with its embedded SOQL,
 * maintained by Apex Dev Tools and run by their language server. One lexer and parser per text; each syntax error
 * the lexer or the parser reports is kept with its token, so a finding can point at the right place.
 */
import {
  ApexErrorListener,
  ApexLexer,
  ApexParser,
  ApexParserFactory,
  type ApexToken,
  type ApexTokenStream,
} from '@apexdevtools/apex-parser';

/** One error the lexer or the parser reported: ANTLR's 1-based line and 0-based column, its message, its token. */
export interface SyntaxError {
  line: number;
  column: number;
  message: string;
  /** The token the parser stopped at; undefined for the lexer's errors (a character no token starts with). */
  token?: ApexToken;
}

class CollectingListener extends ApexErrorListener {
  readonly errors: SyntaxError[] = [];

  apexSyntaxError(line: number, column: number, message: string): void {
    this.errors.push({ line, column, message });
  }

  override syntaxError(
    recognizer: unknown,
    offendingSymbol: ApexToken | number,
    line: number,
    column: number,
    message: string,
  ): void {
    const token =
      typeof offendingSymbol === 'object' && offendingSymbol !== null ? offendingSymbol : undefined;
    this.errors.push({ line, column, message, token });
  }
}

export interface Parsed {
  parser: ApexParser;
  tokens: ApexTokenStream;
  errors: SyntaxError[];
}

/** A parser over a text, its token stream, and the list its errors go to. */
export function parserOf(code: string): Parsed {
  const listener = new CollectingListener();
  const { parser } = ApexParserFactory.createLexerAndParser(code, listener);
  return { parser, tokens: parser.getTokenStream() as ApexTokenStream, errors: listener.errors };
}

/** Every token of a text, comments included (they are on their own channel), without the final EOF. */
export function allTokens(code: string): ApexToken[] {
  const lexer = ApexParserFactory.createLexer(code);
  lexer.removeErrorListeners();
  return lexer.getAllTokens();
}

export const EOF = -1;
export const DEFAULT_CHANNEL = 0;
export { ApexLexer, ApexParser };
