import { acceptsArgumentCount, ampscriptFunction, describeArgumentCounts } from './functions.js';
import { closestAmpscriptFunction } from './suggest.js';
import { BAIL, TokenCursor } from './token-cursor.js';
import type { Token } from './tokenizer.js';

const COMPARISONS = new Set(['==', '!=', '<', '>', '<=', '>=']);

/**
 * AMPscript expressions: `OR` over `AND` over `NOT` over one comparison of values, function calls checked against
 * the function reference (name and argument count).
 */
export class ExpressionParser extends TokenCursor {
  protected expression(): void {
    this.and();
    while (this.isKeyword('OR')) {
      this.advance();
      this.and();
    }
  }

  protected and(): void {
    this.not();
    while (this.isKeyword('AND')) {
      this.advance();
      this.not();
    }
  }

  protected not(): void {
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

  protected value(): void {
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

  protected call(): void {
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

  protected checkCall(name: Token, count: number): void {
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

  protected unclosedParenthesis(open: Token): never {
    this.report('unbalanced-parentheses', open, 'opens ( without a matching )', 'close it with )');
    throw BAIL;
  }
}
