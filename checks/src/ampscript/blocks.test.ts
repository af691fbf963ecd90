/**
 * ampscriptBlocks(): where the AMPscript of a file is, and what is wrong with its delimiters.
 */
import { describe, expect, it } from 'vitest';
import { ampscriptBlocks } from './index.js';

const contents = (text: string): string[] =>
  ampscriptBlocks(text).blocks.map((b) => `${b.kind}:${text.slice(b.contentStart, b.contentEnd)}`);

describe('ampscriptBlocks', () => {
  it('finds code blocks, inline expressions and script tags with their offsets', () => {
    const text =
      '%%[ SET @a = 1 ]%%<p>%%=v(@a)=%%</p><script runat="server" language="ampscript">SET @b = 2</script>';
    const { blocks, findings } = ampscriptBlocks(text);
    expect(findings).toEqual([]);
    expect(blocks).toEqual([
      { kind: 'block', start: 0, end: 18, contentStart: 3, contentEnd: 15, terminated: true },
      { kind: 'inline', start: 21, end: 32, contentStart: 24, contentEnd: 29, terminated: true },
      { kind: 'script', start: 36, end: 99, contentStart: 80, contentEnd: 90, terminated: true },
    ]);
  });

  it('treats personalization strings and a stray =%% as text', () => {
    expect(ampscriptBlocks('Hi %%FirstName%%! <a href="x?e=%%emailaddr%%">%%Member_Busname%%</a>')).toEqual({
      blocks: [],
      findings: [],
    });
    expect(contents('<td width="%%=v(@pct)=%%%">')).toEqual(['inline:v(@pct)']);
  });

  it('accepts script attributes in any order, case and quoting', () => {
    for (const tag of [
      '<script runat=server language=ampscript>',
      "<script language='AmpScript' type='text/javascript' runat='Server'>",
      '<SCRIPT RUNAT="SERVER" LANGUAGE="AMPSCRIPT">',
    ]) {
      expect(contents(`${tag}SET @a = 1</Script >`)).toEqual(['script:SET @a = 1']);
    }
    expect(contents('<script runat="server">var a = "%%=v(@x)=%%";</script>')).toEqual([]);
    expect(contents('<script>var a = "%%=v(@x)=%%";</script>')).toEqual(['inline:v(@x)']);
  });

  it('reads strings and comments whole', () => {
    expect(contents(`%%[ SET @a = 'x ]%% y' /* ]%% */ ]%%`)).toEqual([
      `block: SET @a = 'x ]%% y' /* ]%% */ `,
    ]);
    expect(contents(`%%[ SET @a = [Customer's Name] ]%%`)).toEqual([`block: SET @a = [Customer's Name] `]);
  });

  it('reports an unterminated block and restarts at the next one', () => {
    const { blocks, findings } = ampscriptBlocks('%%[ IF @a THEN\n<p>x</p>\n%%[ ENDIF ]%%');
    expect(findings).toMatchObject([
      {
        rule: 'ampscript/unterminated-block',
        line: 1,
        column: 1,
        message: 'opens %%[ without a closing ]%%',
      },
    ]);
    expect(blocks.map((b) => [b.kind, b.terminated])).toEqual([
      ['block', false],
      ['block', true],
    ]);
    expect(ampscriptBlocks('<p>%%=v(@a)</p>\n<p>%%=v(@b)=%%</p>').findings).toMatchObject([
      {
        rule: 'ampscript/unterminated-block',
        line: 1,
        column: 4,
        message: 'opens %%= without a closing =%%',
      },
    ]);
    expect(ampscriptBlocks('<script runat="server" language="ampscript">SET @a = 1').findings).toMatchObject([
      { rule: 'ampscript/unterminated-block', line: 1, column: 1 },
    ]);
  });

  it('reports a ]%% that closes nothing', () => {
    expect(ampscriptBlocks('SET @a = 1 ]%%').findings).toMatchObject([
      { rule: 'ampscript/unbalanced-delimiter', line: 1, column: 12, endColumn: 15 },
    ]);
  });
});
