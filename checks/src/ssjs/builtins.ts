/**
 * The ES5+ built-ins SSJS lacks, by the shape a call takes (the checks know no types): instance methods by name,
 * static functions by `Constructor.name`, globals by name. Each comes with its ES3 replacement; `$a` in a fix stands
 * for the receiver and `$1` for the first argument, filled in when they are short.
 */

/** ES5+ array methods (rule ssjs/array-method). */
export const ARRAY_METHODS: ReadonlyMap<string, string> = new Map([
  ['forEach', 'for (var i = 0; i < $a.length; i++) { … $a[i] … }'],
  ['map', 'var out = []; for (var i = 0; i < $a.length; i++) { out.push(f($a[i])); }'],
  ['filter', 'var out = []; for (var i = 0; i < $a.length; i++) { if (test($a[i])) out.push($a[i]); }'],
  ['reduce', 'var acc = start; for (var i = 0; i < $a.length; i++) { acc = f(acc, $a[i]); }'],
  ['reduceRight', 'var acc = start; for (var i = $a.length - 1; i >= 0; i--) { acc = f(acc, $a[i]); }'],
  ['some', 'var found = false; for (var i = 0; i < $a.length && !found; i++) { found = test($a[i]); }'],
  ['every', 'var ok = true; for (var i = 0; i < $a.length && ok; i++) { ok = test($a[i]); }'],
  ['find', 'var hit; for (var i = 0; i < $a.length; i++) { if (test($a[i])) { hit = $a[i]; break; } }'],
  ['findIndex', 'var at = -1; for (var i = 0; i < $a.length; i++) { if (test($a[i])) { at = i; break; } }'],
  [
    'findLast',
    'var hit; for (var i = $a.length - 1; i >= 0; i--) { if (test($a[i])) { hit = $a[i]; break; } }',
  ],
  [
    'findLastIndex',
    'var at = -1; for (var i = $a.length - 1; i >= 0; i--) { if (test($a[i])) { at = i; break; } }',
  ],
  ['flat', 'var out = []; for (var i = 0; i < $a.length; i++) { out = out.concat($a[i]); }'],
  ['flatMap', 'var out = []; for (var i = 0; i < $a.length; i++) { out = out.concat(f($a[i])); }'],
]);

/** Methods ES3 has on strings but not on arrays: flagged only when called on an array literal. */
export const STRING_ONLY_IN_ES3: ReadonlyMap<string, string> = new Map([
  ['indexOf', 'var at = -1; for (var i = 0; i < $a.length; i++) { if ($a[i] === $1) { at = i; break; } }'],
  [
    'lastIndexOf',
    'var at = -1; for (var i = $a.length - 1; i >= 0; i--) { if ($a[i] === $1) { at = i; break; } }',
  ],
]);

/** ES5+ string methods (rule ssjs/string-method); `includes` is on arrays too. */
export const STRING_METHODS: ReadonlyMap<string, string> = new Map([
  ['trim', '$a.replace(/^\\s+|\\s+$/g, "")'],
  ['trimStart', '$a.replace(/^\\s+/, "")'],
  ['trimLeft', '$a.replace(/^\\s+/, "")'],
  ['trimEnd', '$a.replace(/\\s+$/, "")'],
  ['trimRight', '$a.replace(/\\s+$/, "")'],
  ['startsWith', '$a.indexOf($1) === 0'],
  ['endsWith', '$a.length >= $1.length && $a.substring($a.length - $1.length) === $1'],
  ['includes', '$a.indexOf($1) !== -1 (on a string; loop comparing with === on an array)'],
  ['padStart', 'var s = String($a); while (s.length < n) { s = "0" + s; }'],
  ['padEnd', 'var s = String($a); while (s.length < n) { s = s + " "; }'],
  ['repeat', 'new Array(n + 1).join($a)'],
  ['replaceAll', '$a.split($1).join(replacement)'],
  ['matchAll', 'a loop over re.exec($a) with a /g regular expression'],
  ['codePointAt', '$a.charCodeAt(i) (UTF-16 code units)'],
]);

/** ES5+ date methods (rule ssjs/date-method). */
export const DATE_METHODS: ReadonlyMap<string, string> = new Map([
  [
    'toISOString',
    '$a.getUTCFullYear() + "-" + pad($a.getUTCMonth() + 1) + "-" + pad($a.getUTCDate()) + "T" + pad($a.getUTCHours()) + ":" + pad($a.getUTCMinutes()) + ":" + pad($a.getUTCSeconds()) + "Z", with function pad(n) { return n < 10 ? "0" + n : String(n); }',
  ],
  [
    'toJSON',
    'the ISO string built from getUTCFullYear(), getUTCMonth() + 1, getUTCDate()… (see toISOString)',
  ],
]);

/** `Function.prototype.bind` (rule ssjs/bind). */
export const BIND_FIX = 'var self = $1; function () { return $a.apply(self, arguments); }';

/** Every instance method name the checks look at, to skip other calls fast. */
export const WATCHED_METHODS: ReadonlySet<string> = new Set([
  ...ARRAY_METHODS.keys(),
  ...STRING_ONLY_IN_ES3.keys(),
  ...STRING_METHODS.keys(),
  ...DATE_METHODS.keys(),
  'bind',
]);

/** ES5+ static functions of ES3 constructors (rule ssjs/static-method), by `Constructor.name`. */
export const STATIC_METHODS: ReadonlyMap<string, string> = new Map([
  ['Array.isArray', 'Object.prototype.toString.call($1) === "[object Array]"'],
  ['Array.from', 'var out = []; for (var i = 0; i < $1.length; i++) { out.push($1[i]); }'],
  ['Array.of', 'an array literal: [a, b, c]'],
  ['Object.keys', 'var keys = []; for (var k in $1) { if ($1.hasOwnProperty(k)) keys.push(k); }'],
  ['Object.values', 'var values = []; for (var k in $1) { if ($1.hasOwnProperty(k)) values.push($1[k]); }'],
  [
    'Object.entries',
    'var entries = []; for (var k in $1) { if ($1.hasOwnProperty(k)) entries.push([k, $1[k]]); }',
  ],
  ['Object.assign', 'for (var k in source) { if (source.hasOwnProperty(k)) $1[k] = source[k]; }'],
  ['Object.create', 'function F() {} F.prototype = $1; var o = new F();'],
  ['Object.defineProperty', 'assign the property: o.name = value;'],
  ['Object.defineProperties', 'assign the properties: o.a = 1; o.b = 2;'],
  ['Object.freeze', 'leave it out: ES3 objects cannot be frozen'],
  ['Object.seal', 'leave it out: ES3 objects cannot be sealed'],
  ['Object.preventExtensions', 'leave it out'],
  ['Object.isFrozen', 'leave it out (nothing is frozen in ES3)'],
  ['Object.isSealed', 'leave it out (nothing is sealed in ES3)'],
  ['Object.isExtensible', 'leave it out (every ES3 object is extensible)'],
  ['Object.getPrototypeOf', '$1.constructor.prototype'],
  ['Object.setPrototypeOf', 'a constructor function whose prototype is the object'],
  ['Object.getOwnPropertyNames', 'for (var k in $1) { if ($1.hasOwnProperty(k)) names.push(k); }'],
  ['Object.getOwnPropertyDescriptor', 'read the property: o[name]'],
  ['Object.getOwnPropertyDescriptors', 'read the properties in a for…in loop'],
  ['Object.is', 'a === b (NaN: a !== a && b !== b)'],
  ['Object.fromEntries', 'var o = {}; for (var i = 0; i < $1.length; i++) { o[$1[i][0]] = $1[i][1]; }'],
  ['Object.hasOwn', 'Object.prototype.hasOwnProperty.call(o, key)'],
  ['Object.groupBy', 'a loop adding each item to o[key]'],
  ['Date.now', 'new Date().getTime()'],
  ['Number.isNaN', 'typeof $1 === "number" && $1 !== $1'],
  ['Number.isFinite', 'typeof $1 === "number" && isFinite($1)'],
  ['Number.isInteger', 'typeof $1 === "number" && isFinite($1) && Math.floor($1) === $1'],
  [
    'Number.isSafeInteger',
    'typeof $1 === "number" && Math.floor($1) === $1 && Math.abs($1) <= 9007199254740991',
  ],
  ['Number.parseInt', 'parseInt($1, 10)'],
  ['Number.parseFloat', 'parseFloat($1)'],
  ['Math.trunc', '$1 < 0 ? Math.ceil($1) : Math.floor($1)'],
  ['Math.sign', '$1 > 0 ? 1 : $1 < 0 ? -1 : $1'],
  ['Math.cbrt', '$1 < 0 ? -Math.pow(-$1, 1 / 3) : Math.pow($1, 1 / 3)'],
  ['Math.log10', 'Math.log($1) / Math.LN10'],
  ['Math.log2', 'Math.log($1) / Math.LN2'],
  ['Math.log1p', 'Math.log(1 + $1)'],
  ['Math.expm1', 'Math.exp($1) - 1'],
  ['Math.hypot', 'Math.sqrt(a * a + b * b)'],
  ['Math.sinh', '(Math.exp($1) - Math.exp(-$1)) / 2'],
  ['Math.cosh', '(Math.exp($1) + Math.exp(-$1)) / 2'],
  ['Math.tanh', '(Math.exp(2 * $1) - 1) / (Math.exp(2 * $1) + 1)'],
  ['String.fromCodePoint', 'String.fromCharCode(code) (UTF-16 code units)'],
  ['String.raw', 'a string literal with each backslash doubled'],
]);

/** The constructors whose static functions are looked at. */
export const STATIC_OWNERS: ReadonlySet<string> = new Set([
  'Array',
  'Object',
  'Date',
  'Number',
  'Math',
  'String',
]);

/** Globals SSJS does not have, by rule, each with its replacement. */
export const MISSING_GLOBALS: ReadonlyMap<string, { rule: string; fix: string }> = new Map(
  (
    [
      ['es6-global', 'Promise', 'a plain function: SSJS runs synchronously, call it and use its result'],
      ['es6-global', 'Map', 'a plain object: var m = {}; m[key] = value; (test with m.hasOwnProperty(key))'],
      ['es6-global', 'Set', 'a plain object of keys: var seen = {}; seen[key] = true;'],
      ['es6-global', 'WeakMap', 'a plain object keyed by an id: var m = {}; m[id] = value;'],
      ['es6-global', 'WeakSet', 'a plain object of keys: var seen = {}; seen[id] = true;'],
      ['es6-global', 'WeakRef', 'a plain reference'],
      ['es6-global', 'FinalizationRegistry', 'leave it out: a script lives for one request'],
      ['es6-global', 'Symbol', 'a string property name'],
      ['es6-global', 'Proxy', 'explicit getter and setter functions'],
      ['es6-global', 'Reflect', 'the operation itself: o[k], k in o, fn.apply(o, args)'],
      ['es6-global', 'globalThis', 'a top-level var (the script is the global scope)'],
      ['es6-global', 'BigInt', 'a Number (exact up to 2^53) or a string'],
      ['es6-global', 'ArrayBuffer', 'an array of numbers'],
      ['es6-global', 'SharedArrayBuffer', 'an array of numbers'],
      ['es6-global', 'DataView', 'an array of numbers'],
      ['es6-global', 'Int8Array', 'an array of numbers'],
      ['es6-global', 'Uint8Array', 'an array of numbers'],
      ['es6-global', 'Uint8ClampedArray', 'an array of numbers'],
      ['es6-global', 'Int16Array', 'an array of numbers'],
      ['es6-global', 'Uint16Array', 'an array of numbers'],
      ['es6-global', 'Int32Array', 'an array of numbers'],
      ['es6-global', 'Uint32Array', 'an array of numbers'],
      ['es6-global', 'Float32Array', 'an array of numbers'],
      ['es6-global', 'Float64Array', 'an array of numbers'],
      ['es6-global', 'BigInt64Array', 'an array of numbers'],
      ['es6-global', 'BigUint64Array', 'an array of numbers'],
      [
        'es6-global',
        'Intl',
        'Format(value, format) from the Core library, or AMPscript FormatDate / FormatNumber',
      ],
      ['es6-global', 'AggregateError', 'Error'],
      ['es6-global', 'structuredClone', 'Platform.Function.ParseJSON(Platform.Function.Stringify(value))'],
      ['timer', 'setTimeout', 'call the function directly: SSJS runs once, synchronously'],
      ['timer', 'setInterval', 'a loop, or an automation that runs on a schedule'],
      ['timer', 'setImmediate', 'call the function directly'],
      ['timer', 'queueMicrotask', 'call the function directly'],
      ['timer', 'requestAnimationFrame', 'leave it out: there is no screen'],
      ['timer', 'clearTimeout', 'leave it out'],
      ['timer', 'clearInterval', 'leave it out'],
      ['timer', 'clearImmediate', 'leave it out'],
      [
        'console',
        'console',
        'Write(text) or Platform.Response.Write(text); in a script activity, log to a data extension',
      ],
      [
        'http-client',
        'fetch',
        'HTTP.Get(url) from the Core library, or new Script.Util.HttpRequest(url) and req.send()',
      ],
      [
        'http-client',
        'XMLHttpRequest',
        'new Script.Util.HttpRequest(url) and req.send(), or HTTP.Get / HTTP.Post (Core)',
      ],
      [
        'module',
        'require',
        'paste the code in, or run a shared Content Builder block: Platform.Function.ContentBlockByKey("key")',
      ],
      ['module', 'module', 'leave the export out: the script is the program'],
      ['module', 'exports', 'leave the export out: the script is the program'],
      ['host-global', 'window', 'a top-level var (there is no browser window)'],
      ['host-global', 'document', 'Write(html) to output markup; SSJS has no DOM'],
      ['host-global', 'navigator', 'Platform.Request.UserAgent'],
      ['host-global', 'location', 'Platform.Request.RequestURL, Platform.Response.Redirect(url)'],
      ['host-global', 'localStorage', 'a data extension, or Platform.Response.SetCookie'],
      ['host-global', 'sessionStorage', 'a data extension, or Platform.Response.SetCookie'],
      ['host-global', 'alert', 'Write(text)'],
      ['host-global', 'confirm', 'a form posted back to the page'],
      ['host-global', 'prompt', 'a form posted back to the page'],
      [
        'host-global',
        'process',
        'a value in a configuration data extension, read with Platform.Function.Lookup',
      ],
      ['host-global', 'Buffer', 'Platform.Function.Base64Encode / Base64Decode'],
      ['host-global', 'URL', 'string functions, and Platform.Function.UrlEncode'],
      ['host-global', 'URLSearchParams', 'Platform.Request.GetQueryStringParameter(name)'],
      ['host-global', 'atob', 'Platform.Function.Base64Decode(text)'],
      ['host-global', 'btoa', 'Platform.Function.Base64Encode(text)'],
      ['host-global', 'crypto', 'Platform.Function.GUID() for an id'],
      ['host-global', 'TextEncoder', 'string functions'],
      ['host-global', 'TextDecoder', 'string functions'],
      ['host-global', '__dirname', 'leave it out: there is no file system'],
      ['host-global', '__filename', 'leave it out: there is no file system'],
    ] as const
  ).map(([rule, name, fix]) => [name, { rule: `ssjs/${rule}`, fix }]),
);
