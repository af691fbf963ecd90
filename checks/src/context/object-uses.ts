import type { Dialect, PreparedFile } from './prepared-file.js';
import type { View } from './rule.js';
import { canonical, isObject } from './salesforce-objects.js';

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

export interface ObjectUse {
  name: string;
  file: PreparedFile;
  offset: number;
}

/** Where the file uses an object (custom, or a standard one from the list) as an object. */
export function objectUses(file: PreparedFile): ObjectUse[] {
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
