/**
 * What kind of value an expression is, as far as the code shows it, for the methods ES3 has on strings but not on
 * arrays (`indexOf`, `lastIndexOf`): an array (a literal, `new Array`, `.split(…)`, `LookupRows(…)`), a string (a
 * literal, `String(…)`, `.toLowerCase()`), the result of some other call (could be either), or something else. A
 * variable is the kinds of every value the script block assigns to its name (no scopes, no flow).
 */
import type { AnyNode } from 'acorn';
import { memberName } from './ast.js';

export type ValueKind = 'array' | 'string' | 'call' | 'other';

/** Calls that return an array in SSJS: ES3's `split`, `sort`, `reverse`, and the Platform row lookups. */
const ARRAY_RETURNING = new Set([
  'split',
  'sort',
  'reverse',
  'LookupRows',
  'LookupOrderedRows',
  'LookupRowsCS',
  'LookupOrderedRowsCS',
]);

/** Calls that return a string: ES3 string methods and the Platform functions that read one value. */
const STRING_RETURNING = new Set([
  'toLowerCase',
  'toUpperCase',
  'toLocaleLowerCase',
  'toLocaleUpperCase',
  'substring',
  'substr',
  'charAt',
  'replace',
  'join',
  'toString',
  'toFixed',
  'Lookup',
  'AttributeValue',
  'RequestParameter',
  'GetQueryStringParameter',
  'GetFormField',
  'Stringify',
  'Base64Encode',
  'Base64Decode',
  'HTMLEncode',
  'URLEncode',
]);

function calleeName(callee: AnyNode): string | undefined {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression') return memberName(callee);
  return undefined;
}

/** The kind of `node` by its own shape, not looking variables up. */
export function kindOf(node: AnyNode): ValueKind {
  switch (node.type) {
    case 'ArrayExpression':
      return 'array';
    case 'Literal':
      return typeof node.value === 'string' ? 'string' : 'other';
    case 'TemplateLiteral':
      return 'string';
    case 'BinaryExpression':
      return node.operator === '+' && (kindOf(node.left) === 'string' || kindOf(node.right) === 'string')
        ? 'string'
        : 'other';
    case 'NewExpression':
      return calleeName(node.callee) === 'Array' && node.callee.type === 'Identifier' ? 'array' : 'other';
    case 'CallExpression': {
      const name = calleeName(node.callee);
      if (name === undefined) return 'call';
      if (node.callee.type === 'Identifier' && name === 'Array') return 'array';
      if (node.callee.type === 'Identifier' && name === 'String') return 'string';
      if (ARRAY_RETURNING.has(name)) return 'array';
      if (STRING_RETURNING.has(name)) return 'string';
      return 'call';
    }
    default:
      return 'other';
  }
}

/**
 * What `x.indexOf(…)` is called on: `array` when every value the code shows is an array, `unknown` when one of them
 * is an array or the result of an unknown call and none is a string, nothing when it is a string or not seen.
 */
export function receiverType(kinds: ReadonlySet<ValueKind> | undefined): 'array' | 'unknown' | undefined {
  if (kinds === undefined || kinds.size === 0) return undefined;
  if (kinds.has('array')) return kinds.size === 1 ? 'array' : 'unknown';
  if (kinds.has('call') && !kinds.has('string')) return 'unknown';
  return undefined;
}
