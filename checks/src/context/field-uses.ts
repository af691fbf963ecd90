import { callReader } from './call-arguments.js';
import type { Masked } from './mask.js';
import type { Dialect, PreparedFile } from './prepared-file.js';
import type { View } from './rule.js';
import { canonical, isObject } from './salesforce-objects.js';
import { queryObjectsAt, soqlQueries } from './soql-queries.js';

const FIELD = /\b[A-Za-z]\w*?__c\b/g;

/** One use of a custom field, with the object it belongs to when that is known. */
export interface FieldUse {
  field: string;
  owner: string | null;
  file: PreparedFile;
  offset: number;
}

/** The views where a custom field may be written. */
function fieldViews(file: PreparedFile): { dialect: Dialect; text: string }[] {
  const views: { dialect: Dialect; text: string }[] = [];
  const add = (dialect: Dialect, view: View) => {
    const text = file.views[dialect]?.[view];
    if (text !== undefined) views.push({ dialect, text });
  };
  add('apex', 'code');
  add('soql', 'bare');
  add('js', 'code');
  add('python', 'code');
  if (file.language === 'visualforce' || file.language === 'aura') add('markup', 'code');
  return views;
}

/**
 * The custom fields a file uses (a name used as an object is none), each with its object when the code says which.
 */
export function fieldUses(file: PreparedFile, used: ReadonlyMap<string, string>): FieldUse[] {
  const uses: FieldUse[] = [];
  const isKnown = (name: string) => used.has(name.toLowerCase()) || isObject(name);
  for (const { dialect, text } of fieldViews(file)) {
    const variables = dialect === 'apex' ? typedVariables(file.views.apex?.bare ?? '', isKnown) : new Map();
    const apex = file.views.apex;
    const constructed =
      dialect === 'apex' && apex !== undefined ? constructorFields(apex, isKnown) : new Map<number, string>();
    const queryObjectAt = queryObjectsAt(soqlQueries(text, isKnown, dialect === 'soql' ? file.regions : []));
    for (const match of text.matchAll(FIELD)) {
      const field = match[0];
      const before = text.slice(Math.max(0, match.index - 80), match.index);
      // A name used as an object is no field, nor is an import such as `@salesforce/messageChannel/Selected__c`.
      if (used.has(field.toLowerCase()) || /@salesforce\/(?!schema\/)\w+\/[\w.]*$/.test(before)) continue;
      const qualifier = QUALIFIER.exec(before)?.[1];
      let owner: string | null = null;
      if (qualifier !== undefined && isKnown(qualifier)) owner = canonical(qualifier);
      else if (qualifier !== undefined && variables.has(qualifier)) owner = variables.get(qualifier) ?? null;
      else if (qualifier === undefined || !qualifier.endsWith('__r'))
        owner = constructed.get(match.index) ?? queryObjectAt(match.index);
      uses.push({ field, owner, file, offset: match.index });
    }
  }
  uses.push(...salesforceObjectCalls(file));
  return uses;
}

/**
 * What a field is written on, just before it: `Account.`, `acc.`, `accounts[i].`, `byId.get(id).`, and the
 * `fields.` of `SObjectType.Account.fields.Region__c`.
 */
const QUALIFIER =
  /(?<!\w)(\w+)(?:\s*\[[^\]]*\]|\s*\.\s*get\s*\((?:[^()]|\([^()]*\))*\))?\s*\.\s*(?:fields\s*\.\s*)?$/;

/**
 * Apex variables declared with an object type, or a collection of it: `Account acc`, `for (Case c : cases)`,
 * `List<Case> cases`, `Map<Id, Account> byId`, `Account[] accounts`.
 */
function typedVariables(bare: string, isKnown: (name: string) => boolean): Map<string, string> {
  const variables = new Map<string, string>();
  const declarations =
    /\b(?:(?:List|Set)\s*<\s*([A-Za-z]\w*)\s*>|Map\s*<\s*\w+\s*,\s*([A-Za-z]\w*)\s*>|([A-Za-z]\w*)(?:\s*\[\s*\])?)\s+([a-z_]\w*)\s*[=;:,)]/g;
  for (const match of bare.matchAll(declarations)) {
    const type = match[1] ?? match[2] ?? match[3];
    const variable = match[4];
    if (type !== undefined && variable !== undefined && isKnown(type))
      variables.set(variable, canonical(type));
  }
  return variables;
}

/** The offsets of the fields set in `new Account(Region__c = …)`, with their object. */
function constructorFields(apex: Masked, isKnown: (name: string) => boolean): Map<number, string> {
  const fields = new Map<number, string>();
  const read = callReader(apex);
  for (const match of apex.code.matchAll(/\bnew\s+([A-Za-z]\w*)\s*\(/g)) {
    const type = match[1] ?? '';
    if (!isKnown(type)) continue;
    for (const argument of read(match.index + match[0].length - 1))
      if (/^[A-Za-z]\w*?__c\s*=/.test(argument.text)) fields.set(argument.start, canonical(type));
  }
  return fields;
}

/** The fields of AMPscript's and SSJS's Salesforce object functions, on the object of their first argument. */
function salesforceObjectCalls(file: PreparedFile): FieldUse[] {
  const uses: FieldUse[] = [];
  for (const dialect of ['ampscript', 'ssjs'] as const) {
    const view = file.views[dialect];
    if (view === undefined) continue;
    const read = callReader(view);
    const calls = /\b(RetrieveSalesforceObjects|CreateSalesforceObject|UpdateSingleSalesforceObject)\s*\(/gi;
    for (const call of view.code.matchAll(calls)) {
      const [object, ...rest] = read(call.index + call[0].length - 1);
      const retrieve = (call[1] ?? '').toLowerCase() === 'retrievesalesforceobjects';
      const names = rest.flatMap((argument, index) => {
        const position = index + 2;
        // RetrieveSalesforceObjects(object, "A,B", field, operator, value, …); the others (object, x, field, value, …).
        const isField = retrieve
          ? position === 2 || (position >= 3 && position % 3 === 0)
          : position % 2 === 1;
        return isField && argument.string !== undefined ? argument.string.split(',') : [];
      });
      for (const name of names.map((part) => part.trim()).filter((part) => /^[A-Za-z]\w*__c$/.test(part)))
        uses.push({
          field: name,
          owner: object?.string === undefined ? null : canonical(object.string),
          file,
          offset: call.index,
        });
    }
  }
  return uses;
}
