/**
 * The Core library: what `platformLoad` reports, and when Core objects, `JSON` and old versions get findings.
 */
import { describe, expect, it } from 'vitest';
import { checkSsjs, platformLoad } from './check.js';
import { compareVersions } from './core-library.js';

const rulesOf = (code: string): string[] =>
  checkSsjs(code).map((finding) => `${finding.line}:${finding.rule}`);

describe('platformLoad', () => {
  it.each([
    ['nothing', 'var a = 1;', { loaded: false, needed: false }],
    ['a Platform function', 'var g = Platform.Function.GUID();', { loaded: false, needed: false }],
    ['a Core object, unloaded', 'var de = DataExtension.Init("k");', { loaded: false, needed: true }],
    ['a Core function, unloaded', 'Write(Stringify({ a: 1 }));', { loaded: false, needed: true }],
    [
      'a load and a Core object',
      'Platform.Load("core", "1.1.1");\nvar s = Subscriber.Init("k");',
      { loaded: true, version: '1.1.1', needed: true },
    ],
    [
      'a load, any case',
      'Platform.Load("CORE", "1.1.5");',
      { loaded: true, version: '1.1.5', needed: false },
    ],
    ['single quotes', "Platform.Load('Core', '1');", { loaded: true, version: '1', needed: false }],
    ['another library only', 'Platform.Load("other", "1");', { loaded: false, needed: false }],
    [
      'markup',
      '%%[ SET @a = 1 ]%%\n<script runat="server">\nPlatform.Load("core", "1.1.5");\nHTTP.Get(url);\n</script>',
      { loaded: true, version: '1.1.5', needed: true },
    ],
    [
      'code that does not parse',
      'Platform.Load("core", "1.1.1");\nvar de = DataExtension.Init("k"',
      { loaded: true, version: '1.1.1', needed: true },
    ],
  ])('reads %s', (_, code, expected) => {
    expect(platformLoad(code)).toEqual(expected);
  });
});

describe('Core library findings', () => {
  it('reports a Core function used without the library, with the load to add', () => {
    expect(checkSsjs('var de = DataExtension.Init("Orders");')).toEqual([
      {
        rule: 'ssjs/core-not-loaded',
        severity: 'error',
        line: 1,
        column: 10,
        endLine: 1,
        endColumn: 28,
        message:
          'uses `DataExtension.Init`, a Core library function, without `Platform.Load("core", "1.1.5")`',
        fix: 'Platform.Load("core", "1.1.5"); as the first line of the first script block',
      },
    ]);
  });

  it('reports each Core name once', () => {
    const code =
      'Write(Stringify(a));\nWrite(Stringify(b));\nvar de = DataExtension.Init("k");\nDataExtension.Init("j");';
    expect(rulesOf(code)).toEqual(['1:ssjs/core-not-loaded', '3:ssjs/core-not-loaded']);
  });

  it('accepts a Core use inside a function when the script loads the library anywhere', () => {
    const code =
      'function rows(key) { return DataExtension.Init(key).Rows.Retrieve(); }\nPlatform.Load("core", "1.1.1");\nrows("k");';
    expect(rulesOf(code)).toEqual([]);
  });

  it('reports a top-level use before the load, naming the load line', () => {
    const found = checkSsjs('var ok = IsEmailAddress(email);\nPlatform.Load("core", "1.1.1");');
    expect(found.map((finding) => finding.message)).toEqual([
      'uses `IsEmailAddress`, a Core library function, before `Platform.Load("core", …)` on line 2',
    ]);
  });

  it('does not take Platform functions, Write or WSProxy for Core', () => {
    const code = [
      'var api = new Script.Util.WSProxy();',
      'Write(Platform.Function.Stringify(api));',
      'Platform.Variable.SetValue("@a", Platform.Request.GetQueryStringParameter("a"));',
      'Platform.Response.Write(Platform.Function.GUID());',
    ].join('\n');
    expect(rulesOf(code)).toEqual([]);
  });

  it('does not take the script’s own names for Core ones', () => {
    expect(
      rulesOf('function Format(v) { return String(v); }\nvar List = [];\nWrite(Format(List.length));'),
    ).toEqual([]);
  });

  it('reports JSON only without the library before it', () => {
    expect(rulesOf('var a = JSON.stringify(o);')).toEqual(['1:ssjs/json']);
    expect(rulesOf('Platform.Load("core", "1.1.1");\nvar a = JSON.stringify(o);')).toEqual([]);
    expect(checkSsjs('var a = JSON.parse(text);')[0]?.fix).toBe(
      'Platform.Function.ParseJSON(text), or Platform.Load("core", "1.1.5") first',
    );
  });

  it.each([
    ['1', true],
    ['1.1', true],
    ['1.0.9', true],
    ['1.1.1', false],
    ['1.1.5', false],
  ])('warns about Core version %s: %s', (version, warned) => {
    const found = checkSsjs(`Platform.Load("core", "${version}");`);
    expect(found.map((finding) => `${finding.severity} ${finding.rule}`)).toEqual(
      warned ? ['warning ssjs/old-core-version'] : [],
    );
  });

  it('compares versions part by part', () => {
    expect(compareVersions('1', '1.1.1')).toBeLessThan(0);
    expect(compareVersions('1.1.10', '1.1.5')).toBeGreaterThan(0);
    expect(compareVersions('1.1.1', '1.1.1.0')).toBe(0);
  });
});
