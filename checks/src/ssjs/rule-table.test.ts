/**
 * One positive case per SSJS rule, with the exact line and column of its first finding, and one ES3-correct way to
 * write the same thing that gives no finding at all.
 */
import { describe, expect, it } from 'vitest';
import { checkSsjs, isSsjsSafe } from './check.js';
import { SSJS_RULES, ssjsRule } from './rules.js';

interface Case {
  rule: string;
  code: string;
  line: number;
  column: number;
  /** ES3 code doing the same, with no finding. */
  es3: string;
}

const cases: Case[] = [
  { rule: 'syntax', code: 'var x = ;', line: 1, column: 9, es3: 'var x = 1;' },
  {
    rule: 'let-const',
    code: 'var a = 1;\nlet total = 0;',
    line: 2,
    column: 1,
    es3: 'var a = 1;\nvar total = 0;',
  },
  {
    rule: 'arrow-function',
    code: 'var f = x => x * 2;',
    line: 1,
    column: 9,
    es3: 'var f = function (x) { return x * 2; };',
  },
  {
    rule: 'template-literal',
    code: 'var s = `Hi ${name}`;',
    line: 1,
    column: 9,
    es3: 'var s = "Hi " + name;',
  },
  {
    rule: 'destructuring',
    code: 'var o = {};\nvar { a, b } = o;',
    line: 2,
    column: 5,
    es3: 'var o = {};\nvar a = o.a;',
  },
  {
    rule: 'class',
    code: 'var n = 1;\n  class Cart {}',
    line: 2,
    column: 3,
    es3: 'function Cart() {}\nCart.prototype.total = function () { return 0; };',
  },
  { rule: 'spread', code: 'f(...args);', line: 1, column: 3, es3: 'f.apply(null, args);' },
  {
    rule: 'rest-parameter',
    code: 'function f(a, ...rest) {}',
    line: 1,
    column: 15,
    es3: 'function f(a) { var rest = Array.prototype.slice.call(arguments, 1); }',
  },
  {
    rule: 'default-parameter',
    code: 'function f(x = 10) {}',
    line: 1,
    column: 12,
    es3: 'function f(x) { if (x === undefined) { x = 10; } }',
  },
  {
    rule: 'for-of',
    code: 'for (var k in o) {}\nfor (var item of items) {}',
    line: 2,
    column: 1,
    es3: 'for (var k in o) { if (o.hasOwnProperty(k)) { Write(k); } }',
  },
  {
    rule: 'shorthand-property',
    code: 'var o = { name };',
    line: 1,
    column: 11,
    es3: 'var o = { name: name };',
  },
  {
    rule: 'method-shorthand',
    code: 'var o = { run() {} };',
    line: 1,
    column: 11,
    es3: 'var o = { run: function () {} };',
  },
  {
    rule: 'computed-key',
    code: 'var o = { [key]: 1 };',
    line: 1,
    column: 11,
    es3: 'var o = {};\no[key] = 1;',
  },
  {
    rule: 'accessor',
    code: 'var o = {\n  get total() { return 1; }\n};',
    line: 2,
    column: 3,
    es3: 'var o = { getTotal: function () { return 1; } };',
  },
  { rule: 'exponent', code: 'var n = 2 ** 8;', line: 1, column: 11, es3: 'var n = Math.pow(2, 8);' },
  {
    rule: 'optional-chaining',
    code: 'var n = row?.Name;',
    line: 1,
    column: 12,
    es3: 'var n = row && row.Name;',
  },
  {
    rule: 'nullish-coalescing',
    code: 'var n = a ?? "x";',
    line: 1,
    column: 11,
    es3: 'var n = a != null ? a : "x";',
  },
  { rule: 'logical-assignment', code: 'a ||= 1;', line: 1, column: 3, es3: 'a = a || 1;' },
  { rule: 'async', code: 'async function f() {}', line: 1, column: 1, es3: 'function f() {}' },
  { rule: 'generator', code: 'function* f() {}', line: 1, column: 1, es3: 'function f() { return []; }' },
  {
    rule: 'new-target',
    code: 'function F() { if (!new.target) {} }',
    line: 1,
    column: 21,
    es3: 'function F() { if (!(this instanceof F)) { return new F(); } }',
  },
  { rule: 'numeric-literal', code: 'var n = 1_000;', line: 1, column: 9, es3: 'var n = 1000, h = 0xff;' },
  { rule: 'regex-flag', code: 'var r = /a.b/s;', line: 1, column: 9, es3: 'var r = /a[\\s\\S]b/gim;' },
  {
    rule: 'optional-catch-binding',
    code: 'try { f(); } catch { }',
    line: 1,
    column: 14,
    es3: 'try { f(); } catch (e) { }',
  },
  { rule: 'trailing-comma', code: 'var o = { a: 1, };', line: 1, column: 15, es3: 'var o = { a: 1 };' },
  { rule: 'array-trailing-comma', code: 'var a = [1, 2,];', line: 1, column: 14, es3: 'var a = [1, 2];' },
  { rule: 'reserved-word', code: 'var c = el.class;', line: 1, column: 12, es3: 'var c = el["class"];' },
  {
    rule: 'module',
    code: 'var x = require("x");',
    line: 1,
    column: 9,
    es3: 'Platform.Function.ContentBlockByKey("lib");',
  },
  {
    rule: 'array-method',
    code: 'rows.forEach(function (r) {});',
    line: 1,
    column: 6,
    es3: 'for (var i = 0; i < rows.length; i++) { Write(rows[i]); }',
  },
  {
    rule: 'maybe-array-method',
    code: 'var rows = getRows();\nvar at = rows.indexOf(x);',
    line: 2,
    column: 15,
    es3: 'var rows = getRows();\nvar at = -1;\nfor (var i = 0; i < rows.length; i++) { if (rows[i] === x) { at = i; break; } }',
  },
  {
    rule: 'string-method',
    code: 'var t = s.trim();',
    line: 1,
    column: 11,
    es3: 'var t = s.replace(/^\\s+|\\s+$/g, "");',
  },
  {
    rule: 'static-method',
    code: 'var k = Object.keys(o);',
    line: 1,
    column: 9,
    es3: 'var k = [];\nfor (var p in o) { if (o.hasOwnProperty(p)) k.push(p); }',
  },
  {
    rule: 'date-method',
    code: 'var d = new Date().toISOString();',
    line: 1,
    column: 20,
    es3: 'var t = new Date().getTime();',
  },
  {
    rule: 'bind',
    code: 'var g = f.bind(this);',
    line: 1,
    column: 11,
    es3: 'var self = this;\nvar g = function () { return f.apply(self, arguments); };',
  },
  { rule: 'es6-global', code: 'var m = new Map();', line: 1, column: 13, es3: 'var m = {};' },
  { rule: 'timer', code: 'setTimeout(run, 100);', line: 1, column: 1, es3: 'run();' },
  { rule: 'console', code: 'console.log("x");', line: 1, column: 1, es3: 'Write("x");' },
  {
    rule: 'http-client',
    code: 'var r = fetch(url);',
    line: 1,
    column: 9,
    es3: 'Platform.Load("core", "1.1.5");\nvar r = HTTP.Get(url);',
  },
  {
    rule: 'host-global',
    code: 'var t = document.title;',
    line: 1,
    column: 9,
    es3: 'var u = Platform.Request.RequestURL;',
  },
  {
    rule: 'json',
    code: 'var o = JSON.parse(s);',
    line: 1,
    column: 9,
    es3: 'var o = Platform.Function.ParseJSON(s);',
  },
  {
    rule: 'core-not-loaded',
    code: 'var de = DataExtension.Init("k");',
    line: 1,
    column: 10,
    es3: 'Platform.Load("Core", "1.1.5");\nvar de = DataExtension.Init("k");',
  },
  {
    rule: 'old-core-version',
    code: 'Platform.Load("core", "1");',
    line: 1,
    column: 1,
    es3: 'Platform.Load("core", "1.1.1");',
  },
];

describe('the SSJS rule table', () => {
  it('has a case for every rule', () => {
    expect(cases.map((entry) => `ssjs/${entry.rule}`).sort()).toEqual(
      SSJS_RULES.map((entry) => entry.id).sort(),
    );
  });

  it.each(cases)('ssjs/$rule: finds it at $line:$column', ({ rule, code, line, column }) => {
    const id = `ssjs/${rule}`;
    const found = checkSsjs(code).filter((finding) => finding.rule === id);
    expect(found[0]).toMatchObject({ line, column, severity: ssjsRule(id).severity });
    expect(found[0]?.message).toMatch(/^[a-z]/);
    if (rule !== 'syntax') expect(found[0]?.fix).toBeTruthy();
  });

  it.each(cases)('ssjs/$rule: the ES3 way gives no finding', ({ es3 }) => {
    expect(checkSsjs(es3)).toEqual([]);
  });

  it.each([
    ['`indexOf` on a string', 'var at = email.indexOf("@");'],
    ['`lastIndexOf` on a string', 'var dot = name.lastIndexOf(".");'],
    [
      'labels',
      'outer: for (var i = 0; i < 3; i++) { for (var j = 0; j < 3; j++) { if (j) continue outer; } }',
    ],
    ['try, catch, finally and throw', 'try { f(); } catch (e) { Write(String(e)); } finally { g(); }'],
    ['JSON.parse after Platform.Load', 'Platform.Load("core", "1.1.1");\nvar o = JSON.parse(s);'],
    [
      'Platform functions without the Core library',
      'var rows = Platform.Function.LookupRows("DE", "Id", 1);',
    ],
    [
      'WSProxy and HttpRequest without the Core library',
      'var api = new Script.Util.WSProxy();\nvar res = api.retrieve("DataExtension", ["Name"]);\nvar req = new Script.Util.HttpRequest(url);',
    ],
    ['feature tests with typeof', 'if (typeof JSON === "undefined") { Write("old"); }'],
    [
      'a method the script defines',
      'var helpers = { map: function (a, f) { return a; } };\nhelpers.map([], null);',
    ],
    [
      'a polyfill',
      'if (!String.prototype.trim) { String.prototype.trim = function () { return this; }; }\ns.trim();',
    ],
    ['its own variable named like a global', 'var Map = {};\nMap.x = 1;\nvar List = [];\nList.push(1);'],
    ['quoted reserved words', 'var o = { "default": 1, "class": "x" };\nWrite(o["default"]);'],
  ])('passes %s', (_, code) => {
    expect(checkSsjs(code)).toEqual([]);
  });

  it('reports `let x = 1;` at line 1, column 1, naming `let`', () => {
    const [finding] = checkSsjs('let x = 1;');
    expect(finding).toMatchObject({ rule: 'ssjs/let-const', line: 1, column: 1, endLine: 1, endColumn: 4 });
    expect(finding?.message).toContain('let');
    expect(finding?.fix).toBe('var x = 1;');
  });

  it('reports each construct of a modern script once, and the script is not SSJS-safe', () => {
    const code = 'const total = items.map((item) => item.price).reduce((a, b) => a + b, 0);';
    expect(checkSsjs(code).map((finding) => `${finding.column}:${finding.rule}`)).toEqual([
      '1:ssjs/let-const',
      '21:ssjs/array-method',
      '25:ssjs/arrow-function',
      '47:ssjs/array-method',
      '54:ssjs/arrow-function',
    ]);
    expect(isSsjsSafe(checkSsjs(code))).toBe(false);
  });

  it('keeps the mark when only warnings are found', () => {
    const findings = checkSsjs('var a = [1, 2,];\nvar c = el.class;');
    expect(findings.map((finding) => finding.severity)).toEqual(['warning', 'warning']);
    expect(isSsjsSafe(findings)).toBe(true);
  });

  it('builds fixes from short code', () => {
    const fixes = (code: string) => checkSsjs(code).map((finding) => finding.fix);
    expect(fixes('var s = `Hi ${first} ${last}!`;')).toEqual(['"Hi " + first + " " + last + "!"']);
    expect(fixes('var f = (a, b) => a + b;')).toEqual(['function (a, b) { return a + b; }']);
    expect(fixes('var { a, b } = row;')).toEqual(['var a = row.a; var b = row.b;']);
    expect(fixes('var t = name.trim();')).toEqual(['name.replace(/^\\s+|\\s+$/g, "")']);
    expect(fixes('var ok = Array.isArray(rows);')).toEqual([
      'Object.prototype.toString.call(rows) === "[object Array]"',
    ]);
    expect(fixes('fn(...args);')).toEqual(['fn.apply(null, args)']);
  });
});

it('marks a syntax error at the end of the file on its last character', () => {
  expect(checkSsjs('var a = [1,\n2')).toMatchObject([
    { rule: 'ssjs/syntax', line: 2, column: 1, endLine: 2, endColumn: 2 },
  ]);
});
