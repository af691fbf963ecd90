/**
 * The custom objects a snippet needs and the custom fields it uses of each. An object is a name ending in `__c`,
 * `__mdt` or `__e` used as a type: `new Invoice__c(`, `List<Invoice__c>`, `FROM Invoice__c`, `Invoice__c.SObjectType`,
 * `RetrieveSalesforceObjects("Invoice__c"`, `@salesforce/schema/Invoice__c`. A `__c` field belongs to the object it
 * is written on (`Account.Region__c`, `acc.Region__c` for `Account acc`, `new Account(Region__c = …)`, the FROM of
 * its SOQL query); a standard object with custom fields is a prerequisite too. Fields of no known object go to the one
 * object the snippet works with, when there is exactly one, and otherwise to one entry named 'Custom fields'.
 */
import { callReader } from './call-arguments.js';
import type { FoundPrerequisite } from './found-prerequisite.js';
import { unionNames } from './found-prerequisite.js';
import type { Masked } from './mask.js';
import type { Dialect, PreparedFile, Region } from './prepared-file.js';
import type { View } from './rule.js';

/** Standard objects a snippet commonly gives custom fields, by their lower-case name. */
const STANDARD_OBJECTS = new Map(
  [
    'Account',
    'Asset',
    'Campaign',
    'CampaignMember',
    'Case',
    'Contact',
    'ContentDocument',
    'ContentVersion',
    'Contract',
    'EmailMessage',
    'Entitlement',
    'Event',
    'Individual',
    'Lead',
    'Opportunity',
    'OpportunityLineItem',
    'Order',
    'OrderItem',
    'Pricebook2',
    'PricebookEntry',
    'Product2',
    'Quote',
    'QuoteLineItem',
    'ServiceAppointment',
    'Task',
    'User',
    'WorkOrder',
  ].map((name) => [name.toLowerCase(), name]),
);

const CUSTOM_OBJECT = /^[A-Za-z]\w*?__(?:c|mdt|e)$/;
const isCustomObject = (name: string): boolean => CUSTOM_OBJECT.test(name);
const isObject = (name: string): boolean => isCustomObject(name) || STANDARD_OBJECTS.has(name.toLowerCase());
/** A standard object as the list spells it (`account` → Account); a custom one as written. */
const canonical = (name: string): string => STANDARD_OBJECTS.get(name.toLowerCase()) ?? name;

const NAME = String.raw`([A-Za-z]\w*)`;

interface UsePattern {
  dialects: readonly Dialect[];
  view: View;
  /** Group 1 is the object's name. */
  pattern: RegExp;
}

const CODE: readonly Dialect[] = ['apex', 'js', 'python'];

/** Where a name is used as an object: a type, a query's FROM, an object argument. */
const OBJECT_USES: readonly UsePattern[] = [
  { dialects: ['apex'], view: 'bare', pattern: new RegExp(String.raw`\bnew\s+${NAME}\s*[({]`, 'g') },
  { dialects: ['apex'], view: 'bare', pattern: new RegExp(String.raw`[<,]\s*${NAME}\s*(?=[>,])`, 'g') },
  {
    dialects: ['apex'],
    view: 'bare',
    pattern: new RegExp(
      String.raw`\b${NAME}\s*\.\s*(?:SObjectType|getAll|getInstance|getValues|getOrgDefaults|getSObjectType|class)\b`,
      'gi',
    ),
  },
  {
    dialects: ['apex'],
    view: 'bare',
    pattern: new RegExp(String.raw`\b${NAME}\s+[A-Za-z_]\w*\s*[=;:,)]`, 'g'),
  },
  { dialects: ['apex'], view: 'bare', pattern: new RegExp(String.raw`\(\s*${NAME}\s*\)\s*[\w(]`, 'g') },
  {
    dialects: ['apex'],
    view: 'bare',
    pattern: new RegExp(String.raw`^[ \t]*trigger\s+\w+\s+on\s+${NAME}`, 'gim'),
  },
  { dialects: ['apex'], view: 'bare', pattern: new RegExp(String.raw`\bSObjectType\s*\.\s*${NAME}\b`, 'g') },
  { dialects: ['apex'], view: 'code', pattern: new RegExp(String.raw`\.get\(\s*'${NAME}'\s*\)`, 'g') },
  { dialects: ['soql'], view: 'bare', pattern: new RegExp(String.raw`\b(?:FROM|TYPEOF)\s+${NAME}`, 'gi') },
  // SOQL in a string: `Database.query('SELECT Id FROM Invoice__c')`, `conn.query("SELECT … FROM Account")`.
  {
    dialects: CODE,
    view: 'code',
    pattern: new RegExp(String.raw`\bSELECT\s[^'"\`;]{0,1000}?\bFROM\s+${NAME}`, 'gi'),
  },
  {
    dialects: ['ampscript', 'ssjs'],
    view: 'code',
    pattern: new RegExp(
      String.raw`\b(?:RetrieveSalesforceObjects|CreateSalesforceObject|UpdateSingleSalesforceObject)\s*\(\s*["']${NAME}["']`,
      'gi',
    ),
  },
  {
    dialects: ['js', 'python'],
    view: 'code',
    pattern: new RegExp(
      String.raw`@salesforce\/schema\/${NAME}|\/sobjects\/${NAME}|\bobjectApiName\s*[:=]\s*['"]${NAME}|\.sobject\s*\(\s*['"]${NAME}|\bsf\s*\.\s*${NAME}\s*\.`,
      'g',
    ),
  },
  {
    dialects: ['markup'],
    view: 'code',
    pattern: new RegExp(
      String.raw`\bstandardController\s*=\s*["']${NAME}|<object>\s*${NAME}\s*<\/object>|\bobject-?api-?name\s*=\s*["']${NAME}`,
      'gi',
    ),
  },
];

const FIELD = /\b[A-Za-z]\w*?__c\b/g;

/** One use of a custom field, with the object it belongs to when that is known. */
interface FieldUse {
  field: string;
  owner: string | null;
  file: PreparedFile;
  offset: number;
}

interface ObjectUse {
  name: string;
  file: PreparedFile;
  offset: number;
}

/** Every custom object the files use and every custom field, by the object it belongs to. */
export function findCustomObjects(files: readonly PreparedFile[]): FoundPrerequisite[] {
  const objects = files.flatMap(objectUses);
  const used = new Map(objects.map((use) => [use.name.toLowerCase(), use.name]));
  const uses = files.flatMap((file) => fieldUses(file, used));
  // A field written on an unknown record (`updates.get(id).Total__c`) belongs where the snippet writes it elsewhere.
  const ownerOf = new Map<string, string>();
  for (const use of uses)
    if (use.owner !== null && !ownerOf.has(use.field)) ownerOf.set(use.field, use.owner);
  const byOwner = new Map<string, FieldUse[]>();
  const unowned: FieldUse[] = [];
  for (const use of uses) {
    const owner = use.owner ?? ownerOf.get(use.field);
    if (owner === undefined) unowned.push(use);
    else {
      const key = owner.toLowerCase();
      const owned = byOwner.get(key) ?? [];
      owned.push({ ...use, owner });
      byOwner.set(key, owned);
    }
  }
  const prerequisites: FoundPrerequisite[] = [];
  const add = (name: string, at: { file: PreparedFile; offset: number }, uses: readonly FieldUse[]) =>
    prerequisites.push({
      kind: 'custom-object',
      name,
      label: 'Fields',
      items: unionNames(
        [],
        uses.map((use) => use.field),
      ),
      note: '',
      file: at.file,
      offset: at.offset,
    });
  for (const use of objects) if (isCustomObject(use.name)) add(use.name, use, []);
  for (const uses of byOwner.values()) {
    const [first] = uses;
    if (first?.owner != null) add(first.owner, first, uses);
  }
  const [firstUnowned] = unowned;
  if (firstUnowned !== undefined) {
    const inPlay = new Set([...used.keys(), ...byOwner.keys()]);
    const [only] = inPlay.size === 1 ? inPlay : [];
    add(
      only === undefined ? 'Custom fields' : (used.get(only) ?? byOwner.get(only)?.[0]?.owner ?? only),
      firstUnowned,
      unowned,
    );
  }
  return prerequisites;
}

/** Where the file uses an object (custom, or a standard one from the list) as an object. */
function objectUses(file: PreparedFile): ObjectUse[] {
  const uses: ObjectUse[] = [];
  for (const { dialects, view, pattern } of OBJECT_USES) {
    for (const dialect of dialects) {
      const text = file.views[dialect]?.[view];
      if (text === undefined) continue;
      for (const match of text.matchAll(pattern)) {
        const name = match.slice(1).find((group) => group !== undefined);
        if (name !== undefined && isObject(name))
          uses.push({ name: canonical(name), file, offset: match.index });
      }
    }
  }
  return uses;
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
function fieldUses(file: PreparedFile, used: ReadonlyMap<string, string>): FieldUse[] {
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

interface Query {
  start: number;
  end: number;
  object: string | null;
}

/**
 * The SOQL queries of a text (of its SOQL regions, when it has some), each from its SELECT to where it closes: a
 * closing parenthesis (a subquery), a `]`, a `;`, a quote in code (the end of the string holding it: a SOQL view has
 * no quotes left), or the end of its region; with the object of its FROM when that is a known object. One pass.
 */
function soqlQueries(text: string, isKnown: (name: string) => boolean, regions: readonly Region[]): Query[] {
  const soql = regions.filter((region) => region.dialect === 'soql');
  const ranges = soql.length > 0 ? soql : [{ start: 0, end: text.length }];
  const queries: Query[] = [];
  const tokens = /\bSELECT\b|\bFROM\s+([A-Za-z]\w*)|[()\];'"`]/gi;
  for (const range of ranges) {
    const open: { start: number; depth: number; from: string | null }[] = [];
    const close = (end: number) => {
      const query = open.pop();
      if (query !== undefined)
        queries.push({
          start: query.start,
          end,
          object: query.from === null ? null : queriedObject(query.from, isKnown),
        });
    };
    tokens.lastIndex = range.start;
    for (
      let token = tokens.exec(text);
      token !== null && token.index < range.end;
      token = tokens.exec(text)
    ) {
      const top = open.at(-1);
      const char = token[0];
      if (/^select$/i.test(char)) open.push({ start: token.index, depth: 0, from: null });
      else if (top === undefined) continue;
      else if (token[1] !== undefined) top.from ??= top.depth === 0 ? token[1] : null;
      else if (char === '(') top.depth += 1;
      else if (char === ')' && top.depth > 0) top.depth -= 1;
      else if (char === ')') {
        close(token.index);
        const parent = open.at(-1);
        if (parent !== undefined) parent.depth -= 1;
      } else while (open.length > 0) close(token.index);
    }
    while (open.length > 0) close(range.end);
  }
  return queries;
}

/**
 * The object a FROM names: an object, or a standard object's child relationship in a subquery
 * (`(SELECT … FROM Contacts)` → Contact).
 */
function queriedObject(name: string, isKnown: (name: string) => boolean): string | null {
  if (isKnown(name)) return canonical(name);
  const singular = name.replace(/ies$/i, 'y').replace(/s$/i, '');
  return singular !== name && STANDARD_OBJECTS.has(singular.toLowerCase()) ? canonical(singular) : null;
}

/**
 * The object of the innermost query holding an offset, for offsets asked in increasing order (queries nest, so the
 * queries holding an offset are a stack).
 */
function queryObjectsAt(queries: readonly Query[]): (offset: number) => string | null {
  const byStart = [...queries].sort((a, b) => a.start - b.start);
  const holding: Query[] = [];
  let next = 0;
  const closeBefore = (offset: number) => {
    while ((holding.at(-1)?.end ?? Infinity) <= offset) holding.pop();
  };
  return (offset) => {
    for (let query = byStart[next]; query !== undefined && query.start <= offset; query = byStart[++next]) {
      closeBefore(query.start);
      holding.push(query);
    }
    closeBefore(offset);
    return holding.at(-1)?.object ?? null;
  };
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
