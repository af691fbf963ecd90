/**
 * Server script blocks in HTML, CloudPage and email files: which tags count, where their code starts, and findings
 * placed at the file's lines and columns.
 */
import { describe, expect, it } from 'vitest';
import { checkSsjs, checkSsjsInHtml } from './check.js';
import { serverScriptBlocks } from './script-blocks.js';

describe('serverScriptBlocks', () => {
  it.each([
    ['quoted', '<script runat="server">A</script>'],
    ['unquoted', '<script runat=server>A</script>'],
    ['single-quoted, upper case', "<SCRIPT RUNAT='Server'>A</SCRIPT>"],
    ['language first', '<script language="javascript" runat="server">A</script>'],
    ['language unquoted, mixed case', '<Script Language=JavaScript RunAt=server>A</Script>'],
    [
      'execution context attributes',
      '<script runat=server language="JavaScript" executioncontexttype="Post" executioncontextname=test>A</script>',
    ],
    ['spaces around =', '<script runat = "server" >A</script >'],
  ])('reads an SSJS block with attributes %s', (_, html) => {
    expect(serverScriptBlocks(html)).toEqual([
      { code: 'A', offset: html.indexOf('>A<') + 1, language: 'ssjs' },
    ]);
  });

  it('tells AMPscript blocks, skips client scripts and keeps file order', () => {
    const html = [
      '<script src="x.js"></script>',
      '<script>var client = "<script runat=server>";</script>',
      '<script runat="server" language="ampscript">SET @a = 1</script>',
      '<script runat="server" data-x="a>b">var b = 2;</script>',
    ].join('\n');
    expect(serverScriptBlocks(html)).toEqual([
      { code: 'SET @a = 1', offset: html.indexOf('SET'), language: 'ampscript' },
      { code: 'var b = 2;', offset: html.indexOf('var b'), language: 'ssjs' },
    ]);
  });

  it('reads a block without its closing tag to the end of the file', () => {
    expect(serverScriptBlocks('<script runat=server>var a;')).toEqual([
      { code: 'var a;', offset: 21, language: 'ssjs' },
    ]);
  });

  it('finds no block in plain HTML or a self-closing tag', () => {
    expect(serverScriptBlocks('<p>Hello</p><scripts></scripts>')).toEqual([]);
    expect(serverScriptBlocks('<script runat=server/>')).toEqual([
      { code: '', offset: 22, language: 'ssjs' },
    ]);
  });
});

describe('checkSsjsInHtml', () => {
  const page = [
    '<!DOCTYPE html>', // 1
    '<html><body>', // 2
    '<script runat="server">', // 3
    'Platform.Load("core", "1.1.5");', // 4
    'var rows = [];', // 5
    '</script>', // 6
    '<h1>%%=v(@title)=%%</h1>', // 7
    '<script runat="server" language="ampscript">', // 8
    '  let notJavaScript = `but AMPscript`', // 9
    '</script>', // 10
    '<script runat=server>', // 11
    '  rows.forEach(function (row) { Write(row); });', // 12
    '  var parsed = JSON.parse(Request.GetQueryStringParameter("q")); let x = 1;', // 13
    '</script>', // 14
    '</body></html>', // 15
  ].join('\n');

  it('places findings of two SSJS blocks at the lines and columns of the file, and ignores AMPscript', () => {
    expect(
      checkSsjsInHtml(page).map(
        (finding) => `${finding.line}:${finding.column}-${finding.endColumn} ${finding.rule}`,
      ),
    ).toEqual(['12:8-15 ssjs/array-method', '13:66-69 ssjs/let-const']);
  });

  it('checks an SSJS snippet kept in its script tags the same way', () => {
    expect(checkSsjs(page)).toEqual(checkSsjsInHtml(page));
  });

  it('counts Platform.Load in an earlier block for the later ones, and not the other way round', () => {
    const early =
      '<script runat=server>Platform.Load("core","1.1.5")</script>\n<script runat=server>Stringify(1)</script>';
    const late =
      '<script runat=server>Stringify(1)</script>\n<script runat=server>Platform.Load("core","1.1.5")</script>';
    expect(checkSsjsInHtml(early)).toEqual([]);
    expect(checkSsjsInHtml(late)).toMatchObject([
      {
        rule: 'ssjs/core-not-loaded',
        line: 1,
        column: 22,
        message: 'uses `Stringify`, a Core library function, before `Platform.Load("core", …)` on line 2',
      },
    ]);
  });

  it('reports a block that does not parse once, at its place, and still checks the others', () => {
    const html =
      '<p>x</p>\n<script runat=server>\nvar a = {;\n</script>\n<script runat=server>\nconst b = 1;\n</script>';
    expect(checkSsjsInHtml(html)).toMatchObject([
      { rule: 'ssjs/syntax', line: 3, column: 10, message: 'does not parse: Unexpected token' },
      { rule: 'ssjs/let-const', line: 6, column: 1 },
    ]);
  });

  it('reports import and export as such rather than as syntax errors', () => {
    expect(checkSsjs('import lib from "lib";\nlib.run();').map((finding) => finding.rule)).toEqual([
      'ssjs/module',
    ]);
  });

  it('finds nothing in HTML without server scripts', () => {
    expect(
      checkSsjsInHtml('<table><tr><td>%%=v(@name)=%%</td></tr></table><script>let client = 1;</script>'),
    ).toEqual([]);
  });
});

describe('checkSsjs on script blocks', () => {
  it('reads the blocks of SSJS with a comment before its script tag', () => {
    const code = '// Nightly clean-up\n<script runat="server">\nlet n = 1;\n</script>';
    expect(checkSsjs(code).map((finding) => `${finding.line}:${finding.column} ${finding.rule}`)).toEqual([
      '3:1 ssjs/let-const',
    ]);
  });

  it('keeps offsets right after characters whose lower case is longer', () => {
    const html = '<p>İİİİ</p><script runat=server>let n = 1;</script>';
    expect(serverScriptBlocks(html)).toEqual([
      { code: 'let n = 1;', offset: html.indexOf('let'), language: 'ssjs' },
    ]);
    expect(checkSsjsInHtml(html)[0]).toMatchObject({ line: 1, column: html.indexOf('let') + 1 });
  });
});
