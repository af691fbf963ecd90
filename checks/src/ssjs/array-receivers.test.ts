/**
 * `indexOf` and `lastIndexOf` are ES3 on strings but ES5 on arrays: flagged as errors where the code shows the receiver
 * is an array, as warnings where it may be one (the result of an unknown call), and not at all on strings or on names
 * the script never assigns.
 */
import { describe, expect, it } from 'vitest';
import { checkSsjs, isSsjsSafe } from './check.js';

const found = (code: string): string[] =>
  checkSsjs(code).map((finding) => `${finding.line}:${finding.column}:${finding.rule}:${finding.severity}`);

describe('indexOf and lastIndexOf on a known array', () => {
  it.each([
    ['an array literal', 'var at = ["a", "b"].indexOf(x);', '1:21'],
    ['a variable assigned an array literal', 'var keys = ["a", "b"];\nvar at = keys.indexOf(x);', '2:15'],
    ['new Array', 'var list = new Array();\nlist.push(1);\nvar at = list.lastIndexOf(1);', '3:15'],
    ['Array()', 'var list = Array(3);\nvar at = list.indexOf(1);', '2:15'],
    [
      'a variable assigned later in the block',
      'var keys;\nkeys = [];\nif (keys.indexOf(k) < 0) keys.push(k);',
      '3:10',
    ],
    ['the result of split', 'var at = s.split(",").indexOf(x);', '1:23'],
    ['a variable holding a split', 'var parts = csv.split(",");\nvar at = parts.indexOf(x);', '2:16'],
    [
      'LookupRows',
      'var rows = Platform.Function.LookupRows("DE", "Status", "Active");\nvar at = rows.indexOf(x);',
      '2:15',
    ],
  ])('errs on %s', (_, code, at) => {
    expect(found(code)).toEqual([`${at}:ssjs/array-method:error`]);
    expect(isSsjsSafe(checkSsjs(code))).toBe(false);
  });
});

describe('indexOf and lastIndexOf on a value that may be an array', () => {
  it.each([
    ['the result of an unknown call', 'var rows = getRows();\nvar at = rows.indexOf(x);', '2:15'],
    ['a call chained directly', 'var at = getRows().lastIndexOf(x);', '1:20'],
    ['a variable assigned an array and a call', 'var a = [];\na = load();\nvar at = a.indexOf(x);', '3:12'],
  ])('warns on %s', (_, code, at) => {
    expect(found(code)).toEqual([`${at}:ssjs/maybe-array-method:warning`]);
    expect(isSsjsSafe(checkSsjs(code))).toBe(true);
  });
});

describe('indexOf and lastIndexOf on strings', () => {
  it.each([
    ['a string literal', 'var at = "a,b".indexOf(",");'],
    ['a variable assigned a string', 'var email = "a@b.c";\nvar at = email.indexOf("@");'],
    ['a string built with +', 'var s = "x" + y;\nvar at = s.indexOf("x");'],
    ['String()', 'var s = String(v);\nvar at = s.lastIndexOf(".");'],
    ['a lower-cased value', 'var s = v.toLowerCase();\nvar at = s.indexOf("x");'],
    ['a joined array', 'var s = ["a"].join(",");\nvar at = s.indexOf("a");'],
    [
      'a Platform lookup of one value',
      'var name = Platform.Function.Lookup("DE", "Name", "Id", 1);\nvar at = name.indexOf(" ");',
    ],
    [
      'a request parameter',
      'var q = Platform.Request.GetQueryStringParameter("q");\nvar at = q.indexOf("x");',
    ],
    ['a name never assigned', 'var at = email.indexOf("@");'],
    ['a string or a call', 'var s = "";\nif (y) s = f();\nvar at = s.indexOf("x");'],
  ])('passes %s', (_, code) => {
    expect(found(code)).toEqual([]);
  });
});
