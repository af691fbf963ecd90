import { StringStream } from '@codemirror/language';
import { describe, expect, it } from 'vitest';
import { ampscriptParser } from './ampscript';

/** Runs the grammar over `code` and returns [text, token] pairs (whitespace and plain text left out). */
function tokenize(code: string, startInCode = false): [string, string][] {
  const parser = ampscriptParser(startInCode);
  const state = parser.startState!(2);
  const tokens: [string, string][] = [];
  for (const line of code.split('\n')) {
    const stream = new StringStream(line, 4, 2);
    while (!stream.eol()) {
      const style = parser.token(stream, state);
      const text = stream.current();
      if (stream.pos === stream.start) throw new Error(`no progress at ${stream.pos} in ${line}`);
      if (style) tokens.push([text, style]);
      stream.start = stream.pos;
    }
  }
  return tokens;
}

describe('AMPscript grammar', () => {
  it('colours a %%[ ]%% block: delimiters, keywords, variables, functions, strings, numbers, operators', () => {
    expect(tokenize(`%%[ SET @name = Lookup("Subscribers", 'FirstName', "Id", 42) ]%%`)).toEqual([
      ['%%[', 'meta'],
      ['SET', 'keyword'],
      ['@name', 'variableName.special'],
      ['=', 'operator'],
      ['Lookup', 'variableName.function'],
      ['(', 'punctuation'],
      ['"Subscribers"', 'string'],
      [',', 'punctuation'],
      ["'FirstName'", 'string'],
      [',', 'punctuation'],
      ['"Id"', 'string'],
      [',', 'punctuation'],
      ['42', 'number'],
      [')', 'punctuation'],
      [']%%', 'meta'],
    ]);
  });

  it('knows the control keywords in any case', () => {
    const code =
      'IF @a == 1 THEN\nVAR @i\nFOR @i = 1 TO RowCount(@rows) DO\nNEXT @i\nelseif not @b then\nElse\nENDIF\nfor @i = 3 downto 1 do';
    const keywords = tokenize(code, true)
      .filter(([, style]) => style === 'keyword')
      .map(([text]) => text.toUpperCase());
    expect(keywords).toEqual([
      'IF',
      'THEN',
      'VAR',
      'FOR',
      'TO',
      'DO',
      'NEXT',
      'ELSEIF',
      'NOT',
      'THEN',
      'ELSE',
      'ENDIF',
      'FOR',
      'DOWNTO',
      'DO',
    ]);
    expect(tokenize('RowCount(@rows)', true)[0]).toEqual(['RowCount', 'variableName.function']);
  });

  it('colours inline %%= =%% expressions inside HTML, also inside attribute values', () => {
    const tokens = tokenize('<a href="%%=RedirectTo(@url)=%%">Hi %%=v(@first)=%%</a>');
    expect(tokens).toEqual([
      ['<a', 'tagName'],
      ['href', 'attributeName'],
      ['=', 'operator'],
      ['"', 'string'],
      ['%%=', 'meta'],
      ['RedirectTo', 'variableName.function'],
      ['(', 'punctuation'],
      ['@url', 'variableName.special'],
      [')', 'punctuation'],
      ['=%%', 'meta'],
      ['"', 'string'],
      ['>', 'angleBracket'],
      ['%%=', 'meta'],
      ['v', 'variableName.function'],
      ['(', 'punctuation'],
      ['@first', 'variableName.special'],
      [')', 'punctuation'],
      ['=%%', 'meta'],
      ['</a', 'tagName'],
      ['>', 'angleBracket'],
    ]);
  });

  it('reads block and HTML comments across lines, and personalisation strings', () => {
    const tokens = tokenize(
      '%%[\n/* first\nsecond */\nSET @x = "a""b"\n]%%\n<!-- note\n-->Dear %%FirstName%%,',
    );
    expect(tokens).toEqual([
      ['%%[', 'meta'],
      ['/* first', 'comment'],
      ['second */', 'comment'],
      ['SET', 'keyword'],
      ['@x', 'variableName.special'],
      ['=', 'operator'],
      ['"a""b"', 'string'],
      [']%%', 'meta'],
      ['<!-- note', 'comment'],
      ['-->', 'comment'],
      ['%%FirstName%%', 'variableName.special'],
    ]);
  });

  it('treats true/false as atoms and text outside delimiters as plain HTML text', () => {
    expect(tokenize('SET @ok = true', true)).toContainEqual(['true', 'bool']);
    expect(tokenize('Hello SET @x world')).toEqual([]);
  });
});

describe('AMPscript system strings', () => {
  it('colours _subscriberkey and friends as variables', () => {
    expect(tokenize('SET @k = _subscriberkey', true)).toContainEqual([
      '_subscriberkey',
      'variableName.special',
    ]);
  });
});
