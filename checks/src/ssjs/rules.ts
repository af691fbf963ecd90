/**
 * The SSJS rules as data (decision 044): what each flags, why SSJS cannot run it, the ES3 way to write it, and where
 * that is written down. Marketing Cloud's SSJS engine runs ECMAScript 3 (ECMA-262, 3rd edition, 1999) and Salesforce's
 * two libraries, Platform (always there) and Core (after `Platform.Load("core", …)`). The severity of a finding is its
 * rule's; `error` keeps the 'SSJS-safe' mark off, `warning` informs.
 */
import type { FindingSeverity } from '../finding.js';

export interface SsjsRule {
  /** `ssjs/<rule>`, the Finding's rule id. */
  id: string;
  severity: FindingSeverity;
  /** What the rule flags. */
  what: string;
  /** Why SSJS cannot run it (or why it is worth a look). */
  why: string;
  /** The ES3 or Marketing Cloud way to write it; a finding may give a fix shaped to its code. */
  fix: string;
  /** Where this is written down: ECMA-262 sections, Salesforce's SSJS reference, community guides. */
  source: readonly string[];
}

const ES3 = 'https://www.ecma-international.org/wp-content/uploads/ECMA-262_3rd_edition_december_1999.pdf';
const ES5 = 'https://262.ecma-international.org/5.1/';
const ES_LATEST = 'https://tc39.es/ecma262/';
const MC_DOCS =
  'https://developer.salesforce.com/docs/atlas.en-us.mc-programmatic-content.meta/mc-programmat-content';
const SSJS_OVERVIEW =
  'https://developer.salesforce.com/docs/marketing/marketing-cloud/guide/ssjs_serverSideJavaScript.html';
const SYNTAX_GUIDE = `${MC_DOCS}/ssjs_syntaxGuide.htm`;
const CORE_STRING_UTILITIES = `${MC_DOCS}/ssjs_utilitiesString.htm`;
const CORE_DATA_EXTENSIONS = `${MC_DOCS}/ssjs_dataExtensionFunctions.htm`;
const CORE_HTTP = `${MC_DOCS}/ssjs_httpFunctions.htm`;
const TRAILHEAD_SSJS =
  'https://trailhead.salesforce.com/content/learn/modules/marketing-cloud-programmatic-languages/learn-about-server-side-javascript';
const SSJS_GUIDE = 'https://ssjs.guide/getting-started';

const es3 = (section: string): string => `ECMA-262 3rd edition §${section}: ${ES3}`;
const es5 = (section: string): string => `ECMA-262 5.1 §${section} (added after ES3): ${ES5}`;
const later = (what: string): string => `${what}, added in ECMAScript 2015 or later: ${ES_LATEST}`;

const rule = (
  id: string,
  severity: FindingSeverity,
  what: string,
  why: string,
  fix: string,
  source: readonly string[],
): SsjsRule => ({ id: `ssjs/${id}`, severity, what, why, fix, source });

/** Every rule, in the order of the decision record. */
export const SSJS_RULES: readonly SsjsRule[] = [
  rule(
    'syntax',
    'error',
    'Code that does not parse even as modern JavaScript',
    'A script that does not parse does not run at all; nothing after the error is checked.',
    'Fix the syntax at the position given.',
    [SYNTAX_GUIDE],
  ),
  // Syntax ES3 lacks.
  rule(
    'let-const',
    'error',
    '`let`, `const` (and `using`) declarations',
    'ES3 declares variables with `var` only.',
    'var name = value; (function-scoped: declare it once per function)',
    [es3('12.2 Variable Statement'), later('Lexical declarations'), SSJS_GUIDE],
  ),
  rule(
    'arrow-function',
    'error',
    'Arrow functions',
    'ES3 has function declarations and `function` expressions only.',
    'function (x) { return x * 2; } (keep `this` in a `var self = this;` first if the body uses it)',
    [es3('13 Function Definition'), later('Arrow functions'), SSJS_GUIDE],
  ),
  rule(
    'template-literal',
    'error',
    'Template literals and tagged templates',
    'ES3 strings are quoted literals; backquotes do not parse.',
    '"Hello " + name + "!"',
    [es3('7.8.4 String Literals'), later('Template literals')],
  ),
  rule(
    'destructuring',
    'error',
    'Object and array destructuring (declarations, parameters, assignments)',
    'ES3 binds one identifier at a time.',
    'var a = obj.a; var b = obj.b;',
    [es3('12.2 Variable Statement'), later('Destructuring')],
  ),
  rule(
    'class',
    'error',
    'Class declarations and expressions (with fields, `extends`, `super`)',
    '`class` is only a reserved word in ES3.',
    'function Name(args) { … } Name.prototype.method = function () { … };',
    [es3('7.5.3 Future Reserved Words'), es3('13.2.2 [[Construct]]'), later('Classes')],
  ),
  rule(
    'spread',
    'error',
    'Spread `...x` in calls, array literals and object literals',
    'ES3 argument lists and literals take plain expressions.',
    'fn.apply(null, args); a.concat(b); copy properties in a for…in loop',
    [es3('11.2.4 Argument Lists'), es3('15.3.4.3 Function.prototype.apply'), later('Spread syntax')],
  ),
  rule(
    'rest-parameter',
    'error',
    'Rest parameters `...args`',
    'ES3 parameters are plain identifiers; extra arguments are in `arguments`.',
    'var args = Array.prototype.slice.call(arguments, 1);',
    [es3('10.1.8 Arguments Object'), later('Rest parameters')],
  ),
  rule(
    'default-parameter',
    'error',
    'Default parameter values',
    'ES3 parameters are plain identifiers.',
    'if (x === undefined) { x = 10; }',
    [es3('13 Function Definition'), later('Default parameters')],
  ),
  rule(
    'for-of',
    'error',
    '`for…of` loops',
    'ES3 has `for`, `for…in`, `while` and `do…while` only; `for…in` over an array also yields added properties.',
    'for (var i = 0; i < items.length; i++) { var item = items[i]; … }',
    [es3('12.6 Iteration Statements'), later('for…of')],
  ),
  rule(
    'shorthand-property',
    'error',
    'Shorthand properties `{ name }`',
    'An ES3 object literal property is `name: value`.',
    '{ name: name }',
    [es3('11.1.5 Object Initialiser'), later('Shorthand property names')],
  ),
  rule(
    'method-shorthand',
    'error',
    'Shorthand methods `{ run() {} }`',
    'An ES3 object literal property is `name: value`.',
    '{ run: function () { … } }',
    [es3('11.1.5 Object Initialiser'), later('Method definitions')],
  ),
  rule(
    'computed-key',
    'error',
    'Computed property names `{ [key]: value }`',
    'ES3 property names in a literal are identifiers, strings or numbers.',
    'var o = {}; o[key] = value;',
    [es3('11.1.5 Object Initialiser'), later('Computed property names')],
  ),
  rule(
    'accessor',
    'error',
    'Getters and setters in object literals',
    'Accessor properties came with ES5.',
    'a method: getTotal: function () { … }',
    [es3('11.1.5 Object Initialiser'), es5('11.1.5 Object Initialiser')],
  ),
  rule(
    'exponent',
    'error',
    'The `**` and `**=` operators',
    'ES3 has no exponent operator.',
    'Math.pow(a, b)',
    [es3('15.8.2.13 Math.pow'), later('Exponentiation operator')],
  ),
  rule(
    'optional-chaining',
    'error',
    'Optional chaining `a?.b`, `a?.()`',
    '`?.` does not parse in ES3.',
    'a && a.b',
    [es3('11.2.1 Property Accessors'), later('Optional chaining')],
  ),
  rule(
    'nullish-coalescing',
    'error',
    'The `??` operator',
    '`??` does not parse in ES3.',
    '(a !== null && a !== undefined) ? a : b',
    [es3('11.11 Binary Logical Operators'), later('Nullish coalescing')],
  ),
  rule(
    'logical-assignment',
    'error',
    'The `||=`, `&&=` and `??=` operators',
    'ES3 compound assignment covers arithmetic and bitwise operators only.',
    'a = a || b;',
    [es3('11.13 Assignment Operators'), later('Logical assignment')],
  ),
  rule(
    'async',
    'error',
    'Async functions and `for await` (their `await`s go with them)',
    'SSJS runs synchronously and has no promises.',
    'a plain function: call it and use its result directly',
    [es3('13 Function Definition'), later('Async functions')],
  ),
  rule(
    'generator',
    'error',
    'Generator functions `function*` (their `yield`s go with them)',
    'ES3 has no generators.',
    'return an array, or keep the state in a closure',
    [es3('13 Function Definition'), later('Generators')],
  ),
  rule('new-target', 'error', '`new.target`', 'ES3 has no meta properties.', 'this instanceof Name', [
    es3('11.8.6 The instanceof operator'),
    later('new.target'),
  ]),
  rule(
    'numeric-literal',
    'error',
    'BigInt literals `10n`, numeric separators `1_000`, binary and octal literals `0b1`, `0o7`',
    'ES3 numeric literals are decimal or hexadecimal.',
    'the plain decimal or hexadecimal number (BigInt: a Number, exact up to 2^53, or a string)',
    [es3('7.8.3 Numeric Literals'), later('BigInt, numeric separators, binary and octal literals')],
  ),
  rule(
    'regex-flag',
    'error',
    'Regular expression flags other than g, i, m (`u`, `s`, `y`, `d`, `v`)',
    'An ES3 regular expression takes the flags g, i and m only; others throw a SyntaxError.',
    'drop the flag: `s` → [\\s\\S] for "any character", `u` → write \\uXXXX pairs',
    [es3('15.10.4.1 new RegExp(pattern, flags)'), later('RegExp flags')],
  ),
  rule(
    'optional-catch-binding',
    'error',
    '`catch` without a parameter',
    'An ES3 catch clause names its exception.',
    'catch (e) { … }',
    [es3('12.14 The try statement'), later('Optional catch binding')],
  ),
  rule(
    'trailing-comma',
    'error',
    'A comma after the last property of an object literal, parameter or argument',
    'ES3 forbids it in object literals (ES5 allowed it) and in parameter and argument lists (ES2017).',
    'remove the comma after the last item',
    [es3('11.1.5 Object Initialiser'), es3('11.2.4 Argument Lists'), es5('11.1.5 Object Initialiser')],
  ),
  rule(
    'array-trailing-comma',
    'warning',
    'A comma after the last element of an array literal',
    'ES3 allows it and does not count it, but JScript-era engines add an empty element, so `length` differs.',
    'remove the comma after the last element',
    [es3('11.1.4 Array Initialiser')],
  ),
  rule(
    'reserved-word',
    'warning',
    'An ES3 reserved word as a property name (`obj.class`, `{ default: 1 }`) or a variable name (`var int`)',
    'ES3 forbids reserved words as identifiers and as property names after a dot or in a literal; ES5 allowed the latter. Some engines accept them, so this is a warning.',
    'obj["class"], { "default": 1 }, or another name',
    [es3('7.5.1 Reserved Words'), es3('7.5.3 Future Reserved Words'), es5('7.6.1 Reserved Words')],
  ),
  rule(
    'module',
    'error',
    '`import`, `export`, `import()`, `require`, `module.exports`',
    'SSJS has no modules and does not work with external libraries.',
    'paste the code in, or keep shared SSJS in a Content Builder block and run it with Platform.Function.ContentBlockByKey("key")',
    [es3('14 Program'), SSJS_OVERVIEW],
  ),
  // Built-ins ES3 lacks.
  rule(
    'array-method',
    'error',
    '`.forEach`, `.map`, `.filter`, `.reduce`, `.reduceRight`, `.some`, `.every`, `.find`, `.findIndex`, `.findLast`, `.findLastIndex`, `.flat`, `.flatMap`; `.indexOf`/`.lastIndexOf` on a value the code shows is an array (a literal, `new Array`, `.split(…)`, `LookupRows(…)`, a variable assigned only those)',
    'ES3 arrays have none of these; calling one fails at run time. `indexOf` is only flagged on a known array: on a string it is ES3.',
    'an indexed loop: for (var i = 0; i < a.length; i++) { … a[i] … }',
    [es3('15.4.4 Properties of the Array Prototype Object'), es5('15.4.4.14–22'), SSJS_GUIDE],
  ),
  rule(
    'maybe-array-method',
    'warning',
    '`.indexOf`/`.lastIndexOf` on a value that may be an array: the result of a call the checks do not know, or a variable also assigned an array',
    'ES3 has these on strings only; on an array the call fails at run time. The checks cannot tell which it is, so this is a warning.',
    'on an array, an indexed loop comparing with ===; on a string, nothing to change',
    [
      es3('15.4.4 Properties of the Array Prototype Object'),
      es3('15.5.4.7 String.prototype.indexOf'),
      es5('15.4.4.14 Array.prototype.indexOf'),
    ],
  ),
  rule(
    'string-method',
    'error',
    '`.trim`, `.trimStart`, `.trimEnd`, `.startsWith`, `.endsWith`, `.includes`, `.padStart`, `.padEnd`, `.repeat`, `.replaceAll`, `.matchAll`, `.codePointAt`',
    'ES3 strings have none of these.',
    's.replace(/^\\s+|\\s+$/g, ""), s.indexOf(x) === 0, s.indexOf(x) !== -1',
    [es3('15.5.4 Properties of the String Prototype Object'), es5('15.5.4.20 String.prototype.trim')],
  ),
  rule(
    'static-method',
    'error',
    '`Array.isArray/from/of`, `Object.keys/values/entries/assign/create/defineProperty/freeze…`, `Date.now`, `Number.isNaN/isInteger…`, `Math.trunc/sign…`, `String.fromCodePoint/raw`',
    'ES3 constructors have none of these functions.',
    'Object.prototype.toString.call(x) === "[object Array]", for…in with hasOwnProperty, new Date().getTime()',
    [
      es3('15.2.3 Properties of the Object Constructor'),
      es3('15.4.3 Properties of the Array Constructor'),
      es3('15.8.2 Function Properties of the Math Object'),
      es5('15.2.3, 15.4.3.2, 15.9.4.4'),
    ],
  ),
  rule(
    'date-method',
    'error',
    '`.toISOString()` and `.toJSON()`',
    'ES3 dates have no ISO format.',
    'build it from getUTCFullYear(), getUTCMonth() + 1, getUTCDate(), getUTCHours()… padded with "0"',
    [es3('15.9.5 Properties of the Date Prototype Object'), es5('15.9.5.43 Date.prototype.toISOString')],
  ),
  rule(
    'bind',
    'error',
    '`.bind()`',
    '`Function.prototype.bind` came with ES5.',
    'var self = this; function () { return fn.apply(self, arguments); }',
    [es3('15.3.4 Properties of the Function Prototype Object'), es5('15.3.4.5 Function.prototype.bind')],
  ),
  rule(
    'es6-global',
    'error',
    '`Promise`, `Map`, `Set`, `WeakMap`, `WeakSet`, `Symbol`, `Proxy`, `Reflect`, `globalThis`, `BigInt`, typed arrays, `Intl`, `structuredClone`',
    'None of these globals exists in ES3; using one throws "is undefined".',
    'a plain object as a map (var seen = {}; seen[key] = true;), a direct call instead of a promise',
    [es3('15.1 The Global Object'), later('These built-ins')],
  ),
  rule(
    'timer',
    'error',
    '`setTimeout`, `setInterval`, `setImmediate`, `queueMicrotask` and their `clear…`',
    'Timers belong to browsers and Node; SSJS runs a script once, synchronously, while it renders.',
    'call the function directly; spread work over automation runs',
    [es3('15.1 The Global Object'), SSJS_OVERVIEW],
  ),
  rule(
    'console',
    'error',
    '`console.log` and the rest of `console`',
    'SSJS has no console; output goes to the page.',
    'Write(text) or Platform.Response.Write(text); in a script activity, log to a data extension',
    [CORE_STRING_UTILITIES, TRAILHEAD_SSJS],
  ),
  rule(
    'http-client',
    'error',
    '`fetch` and `XMLHttpRequest`',
    'These are browser (and Node) APIs; SSJS calls out with its own functions.',
    'HTTP.Get(url) / HTTP.Post(…) from the Core library, or new Script.Util.HttpRequest(url) and req.send()',
    [CORE_HTTP, SSJS_OVERVIEW],
  ),
  rule(
    'host-global',
    'error',
    'Browser and Node globals: `window`, `document`, `navigator`, `location`, `localStorage`, `alert`, `process`, `Buffer`, `URL`, `atob`, `btoa`, `crypto`…',
    'SSJS runs on the server with neither a DOM nor Node.',
    'Platform.Request / Platform.Response, Base64Encode / Base64Decode (Core), Platform.Function.GUID()',
    [SSJS_OVERVIEW, TRAILHEAD_SSJS],
  ),
  rule(
    'json',
    'error',
    '`JSON.parse` and `JSON.stringify` with no `Platform.Load("core", …)` before them',
    'ES3 has no `JSON`; SSJS provides one once the Core library is loaded.',
    'Platform.Function.ParseJSON(text) and Platform.Function.Stringify(value), or Platform.Load("core", "1.1.5") first',
    [es3('15.1 The Global Object'), es5('15.12 The JSON Object'), CORE_STRING_UTILITIES, SSJS_GUIDE],
  ),
  // The Core library.
  rule(
    'core-not-loaded',
    'error',
    'A Core library object or function (`DataExtension.Init`, `Subscriber`, `HTTP.Get`, `Stringify`, `Variable.GetValue`, `Request.…`…) with no `Platform.Load("core", …)` before it; reported once per name',
    'The Core library is loaded only by Platform.Load; without it these names are undefined. Platform functions (`Platform.Function.*`, `Platform.Request`, `Write`, WSProxy) need no load.',
    'Platform.Load("core", "1.1.5"); as the first line of the first script block',
    [CORE_DATA_EXTENSIONS, CORE_STRING_UTILITIES, CORE_HTTP, TRAILHEAD_SSJS],
  ),
  rule(
    'old-core-version',
    'warning',
    '`Platform.Load("core", v)` with v older than 1.1.1 (compared part by part; "1" reads as 1.0.0)',
    'Older releases of the Core library; Salesforce\'s reference pages still show "1", community guides load 1.1.1 or 1.1.5. Informs only.',
    'Platform.Load("core", "1.1.5");',
    [CORE_DATA_EXTENSIONS, SSJS_GUIDE],
  ),
];

/** The rules by id. */
export const SSJS_RULE_BY_ID: ReadonlyMap<string, SsjsRule> = new Map(
  SSJS_RULES.map((entry) => [entry.id, entry]),
);

/** A rule by id; the ids the checks use all exist (a test holds them to it). */
export function ssjsRule(id: string): SsjsRule {
  const found = SSJS_RULE_BY_ID.get(id);
  if (!found) throw new Error(`Unknown SSJS rule ${id}`);
  return found;
}
