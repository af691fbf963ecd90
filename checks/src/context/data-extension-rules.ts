/**
 * The data extensions a snippet needs, and the fields it uses of each: the first argument of AMPscript's and SSJS's
 * data functions (`LookupRows("Orders", "Email", @e)` → Orders with Email), Core's `DataExtension.Init("…")` and its
 * Rows calls, WSProxy's `DataExtensionObject[…]`, the REST row resources, and the tables of Marketing Cloud SQL
 * (`FROM [My DE] d` → My DE, with the fields written `d.Field`). System data views (`_Subscribers`, `_Sent`) exist in
 * every account and are no prerequisite; the `ENT.` of a shared data extension is dropped.
 */
import type { CallArgument } from './call-arguments.js';
import { callReader } from './call-arguments.js';
import { unionNames, type FoundPrerequisite } from './found-prerequisite.js';
import type { Dialect, PreparedFile } from './prepared-file.js';

/** Which arguments (1-based) of a data function name fields: the rest are the data extension, values, counts. */
const FIELD_ARGUMENTS: Record<string, (position: number) => boolean> = {
  lookup: (i) => i === 2 || (i >= 3 && i % 2 === 1),
  lookuprows: (i) => i >= 2 && i % 2 === 0,
  lookuprowscs: (i) => i >= 2 && i % 2 === 0,
  lookuporderedrows: (i) => i === 3 || (i >= 4 && i % 2 === 0),
  lookuporderedrowscs: (i) => i === 3 || (i >= 4 && i % 2 === 0),
  insertdata: (i) => i >= 2 && i % 2 === 0,
  insertde: (i) => i >= 2 && i % 2 === 0,
  deletedata: (i) => i >= 2 && i % 2 === 0,
  deletede: (i) => i >= 2 && i % 2 === 0,
  upsertdata: (i) => i >= 3 && i % 2 === 1,
  upsertde: (i) => i >= 3 && i % 2 === 1,
  updatedata: (i) => i >= 3 && i % 2 === 1,
  updatede: (i) => i >= 3 && i % 2 === 1,
  claimrow: (i) => i === 2 || (i >= 3 && i % 2 === 1),
  claimrowvalue: (i) => i === 2 || i === 3 || (i >= 4 && i % 2 === 0),
  dataextensionrowcount: () => false,
};

const FUNCTION_NAMES = Object.keys(FIELD_ARGUMENTS).join('|');
const AMPSCRIPT_CALL = new RegExp(`(?<![\\w.@$])(${FUNCTION_NAMES})\\s*\\(`, 'gi');
const SSJS_CALL = new RegExp(`\\bPlatform\\s*\\.\\s*Function\\s*\\.\\s*(${FUNCTION_NAMES})\\s*\\(`, 'gi');

const FIELD_NAME = /^[A-Za-z_][\w .-]{0,99}$/;

const stringsOf = (argument: CallArgument | undefined): string[] =>
  argument === undefined
    ? []
    : argument.string !== undefined
      ? [argument.string]
      : (argument.items ?? []).flatMap((item) => (item.string === undefined ? [] : [item.string]));

const fieldNames = (names: readonly string[]): string[] =>
  names.map((name) => name.trim()).filter((name) => FIELD_NAME.test(name));

/** A data extension's name as written: no `%%` or `@` (a variable), no system data view. */
const dataExtensionName = (raw: string): string | null => {
  const name = raw.trim().replace(/^ENT\s*\.\s*/i, '');
  return name === '' || name.startsWith('_') || /%%|@|[{}]/.test(name) ? null : name;
};

/** Every data extension the files name, with the fields they use of it. */
export function findDataExtensions(files: readonly PreparedFile[]): FoundPrerequisite[] {
  return files.flatMap((file) => [
    ...functionCalls(file, 'ampscript', AMPSCRIPT_CALL),
    ...functionCalls(file, 'ssjs', SSJS_CALL),
    ...coreDataExtensions(file),
    ...wsproxyDataExtensions(file),
    ...restDataExtensions(file),
    ...sqlDataExtensions(file),
  ]);
}

const found = (
  file: PreparedFile,
  offset: number,
  name: string,
  fields: readonly string[],
): FoundPrerequisite => ({
  kind: 'data-extension',
  name,
  label: 'Fields',
  items: unionNames([], fields),
  note: '',
  file,
  offset,
});

/** `LookupRows("DE", "Field", @v)`, `Platform.Function.UpsertData("DE", ["Key"], [k], ["Field"], [v])`. */
function functionCalls(file: PreparedFile, dialect: Dialect, pattern: RegExp): FoundPrerequisite[] {
  const view = file.views[dialect];
  if (view === undefined) return [];
  const read = callReader(view);
  const prerequisites: FoundPrerequisite[] = [];
  for (const call of view.code.matchAll(pattern)) {
    const isField = FIELD_ARGUMENTS[(call[1] ?? '').toLowerCase()] ?? (() => false);
    const [first, ...rest] = read(call.index + call[0].length - 1);
    const name = dataExtensionName(first?.string ?? '');
    if (name === null) continue;
    const fields: string[] = [];
    let arrays = 0;
    rest.forEach((argument, index) => {
      // SSJS's array form: the 1st and 3rd arrays name fields, the 2nd and 4th hold their values.
      if (argument.items !== undefined) {
        arrays += 1;
        if (arrays % 2 === 1) fields.push(...stringsOf(argument));
      } else if (argument.string !== undefined && isField(index + 2)) {
        // LookupOrderedRows' order: "Field DESC, Other ASC".
        fields.push(...argument.string.split(',').map((part) => part.replace(/\s+(?:ASC|DESC)\s*$/i, '')));
      }
    });
    prerequisites.push(found(file, call.index, name, fieldNames(fields)));
  }
  return prerequisites;
}

const INIT = /\bDataExtension\s*\.\s*Init\s*\(\s*(?:"([^"\n]+)"|'([^'\n]+)')\s*\)/g;
const ROWS_CALL = /\.\s*Rows\s*\.\s*(Add|Update|Lookup|Remove|Retrieve)\s*\(/gi;
/** What a Rows call is made on, just before it: a variable, or the `)` of a chained `DataExtension.Init(…)`. */
const ROWS_TARGET = /(?:(?<![\w$.])([A-Za-z_$][\w$]*)|(\)))\s*$/;
const ASSIGNED_TO = /([A-Za-z_$][\w$]*)\s*=\s*$/;

/** Core's `var de = DataExtension.Init("DE")` and the fields of `de.Rows.Add({…})`, `de.Rows.Lookup([…], […])`. */
function coreDataExtensions(file: PreparedFile): FoundPrerequisite[] {
  const view = file.views.ssjs;
  if (view === undefined) return [];
  const { code } = view;
  const read = callReader(view);
  const before = (offset: number) => code.slice(Math.max(0, offset - 80), offset);
  const inits = [...code.matchAll(INIT)].flatMap((init) => {
    const name = dataExtensionName(init[1] ?? init[2] ?? '');
    if (name === null) return [];
    const variable = ASSIGNED_TO.exec(before(init.index))?.[1];
    return [{ name, variable, offset: init.index, end: init.index + init[0].length, fields: [] as string[] }];
  });
  const chained = new Map(inits.map((init) => [init.end, init]));
  for (const call of code.matchAll(ROWS_CALL)) {
    const target = ROWS_TARGET.exec(before(call.index));
    if (target === null) continue;
    // A chained call belongs to its Init; a variable's to the data extension it was last set to.
    const init =
      target[2] !== undefined
        ? chained.get(call.index - target[0].length + 1)
        : inits.findLast((candidate) => candidate.variable === target[1] && candidate.offset < call.index);
    init?.fields.push(
      ...rowsCallFields((call[1] ?? '').toLowerCase(), read(call.index + call[0].length - 1)),
    );
  }
  return inits.map((init) => found(file, init.offset, init.name, fieldNames(init.fields)));
}

/** The fields a Core Rows call names: the keys of the row it adds or updates, the fields it matches on. */
function rowsCallFields(method: string, [first, second]: CallArgument[]): string[] {
  if (method === 'add' || method === 'update') {
    const rows = first?.items ?? (first === undefined ? [] : [first]);
    return [...rows.flatMap((row) => row.keys ?? []), ...(method === 'update' ? stringsOf(second) : [])];
  }
  if (method === 'retrieve')
    return [...(first?.text ?? '').matchAll(/\bProperty\s*:\s*["']([^"']+)["']/g)].map((m) => m[1] ?? '');
  return stringsOf(first);
}

/** WSProxy's `"DataExtensionObject[Key]"`, with the columns and filter property of a `retrieve`. */
function wsproxyDataExtensions(file: PreparedFile): FoundPrerequisite[] {
  const view = file.views.ssjs;
  if (view === undefined) return [];
  const read = callReader(view);
  const prerequisites: FoundPrerequisite[] = [];
  for (const mention of view.code.matchAll(
    /(\bretrieve\s*\(\s*)?["']DataExtensionObject\[([^\]"'\n]+)\]["']/gi,
  )) {
    const name = dataExtensionName(mention[2] ?? '');
    if (name === null) continue;
    let fields: string[] = [];
    if (mention[1] !== undefined) {
      const [, columns, filter] = read(mention.index + mention[1].trimEnd().length - 1);
      fields = [
        ...stringsOf(columns),
        ...[...(filter?.text ?? '').matchAll(/\bProperty\s*:\s*["']([^"']+)["']/g)].map((m) => m[1] ?? ''),
      ];
    }
    prerequisites.push(found(file, mention.index, name, fieldNames(fields)));
  }
  return prerequisites;
}

const REST_ROWS =
  /\/?\b(?:hub\/v1\/dataevents|data\/v1\/async\/dataextensions)\/key:([\w-]+)(?=[/?'"`]|$)|\/?\bdata\/v1\/customobjectdata\/key\/([\w-]+)(?=[/?'"`]|$)/gm;

/** The REST row resources of a data extension written with its key: `/hub/v1/dataevents/key:Orders/rowset`. */
function restDataExtensions(file: PreparedFile): FoundPrerequisite[] {
  const dialects: Dialect[] = ['js', 'python', 'ssjs', 'ampscript', 'apex'];
  return dialects.flatMap((dialect) =>
    [...(file.views[dialect]?.code ?? '').matchAll(REST_ROWS)].flatMap((match) => {
      const name = dataExtensionName(match[1] ?? match[2] ?? '');
      return name === null ? [] : [found(file, match.index, name, [])];
    }),
  );
}

const SQL_TABLE =
  /\b(?:FROM|JOIN|INTO|UPDATE)\s+((?:ENT\s*\.\s*)?(?:\[[^\]\n]+\]|[A-Za-z_][\w.]*))(?:\s+(?:AS\s+)?([A-Za-z_]\w*))?/gi;
const SQL_KEYWORDS = new Set(
  'where join inner left right full cross outer on group order having union except intersect with set using values select when option pivot unpivot and or apply top as'.split(
    ' ',
  ),
);
const SQL_QUALIFIED = /(\[[^\]\n]+\]|[A-Za-z_]\w*)\s*\.\s*(\[[^\]\n]+\]|[A-Za-z_]\w*)/g;

const unbracket = (name: string): string => name.replace(/^\[|\]$/g, '').trim();

/** The data extensions of Marketing Cloud SQL (not SOQL), with the fields written through a table's alias. */
function sqlDataExtensions(file: PreparedFile): FoundPrerequisite[] {
  const bare = file.views.sql?.bare;
  if (bare === undefined) return [];
  const tables = [...bare.matchAll(SQL_TABLE)];
  const inFunction = insideFunctionCall(
    bare,
    tables.map((table) => table.index),
  );
  const byQualifier = new Map<string, { name: string; offset: number; fields: string[] }>();
  const entries: { name: string; offset: number; fields: string[] }[] = [];
  tables.forEach((table, i) => {
    // TRIM(' ' FROM x) and SUBSTRING(x FROM 1) name no table.
    if (inFunction[i] === true) return;
    const raw = table[1] ?? '';
    const name = dataExtensionName(unbracket(raw.replace(/^ENT\s*\.\s*/i, '')));
    if (name === null || SQL_KEYWORDS.has(name.toLowerCase())) return;
    const entry = { name, offset: table.index, fields: [] };
    entries.push(entry);
    byQualifier.set(name.toLowerCase(), entry);
    const alias = table[2];
    if (alias !== undefined && !SQL_KEYWORDS.has(alias.toLowerCase()))
      byQualifier.set(alias.toLowerCase(), entry);
  });
  for (const qualified of bare.matchAll(SQL_QUALIFIED)) {
    const entry = byQualifier.get(unbracket(qualified[1] ?? '').toLowerCase());
    if (entry !== undefined) entry.fields.push(unbracket(qualified[2] ?? ''));
  }
  return entries.map((entry) => found(file, entry.offset, entry.name, fieldNames(entry.fields)));
}

/** For each offset (ascending), whether it lies in parentheses that are a function's arguments, not a subquery. */
function insideFunctionCall(text: string, offsets: readonly number[]): boolean[] {
  const answers: boolean[] = [];
  const stack: boolean[] = [];
  let next = 0;
  for (let i = 0; i <= text.length && next < offsets.length; i += 1) {
    while (next < offsets.length && offsets[next] === i) {
      answers.push(stack.at(-1) === true);
      next += 1;
    }
    const char = text.charAt(i);
    if (char === '(') stack.push(!/^\s*(?:SELECT|WITH)\b/i.test(text.slice(i + 1, i + 16)));
    else if (char === ')') stack.pop();
  }
  return answers;
}
