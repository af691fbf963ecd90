import { HEADER_KEYWORDS } from './token-cursor.js';
import type { Token } from './tokenizer.js';

/** Whether a token can start a value. */
export function startsValue(token: Token): boolean {
  return (
    token.kind === 'string' ||
    token.kind === 'number' ||
    token.kind === 'variable' ||
    token.kind === 'name' ||
    token.kind === 'identifier' ||
    (token.kind === 'punctuation' && token.value === '(')
  );
}

/** `END IF`, `END FOR`, `ENDFOR` and the like: what they close and how to write them. */
export function misspelledClose(
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
export function statementHint(token: Token, after: Token): string | undefined {
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
