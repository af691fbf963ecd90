/**
 * The custom objects a snippet needs and the custom fields it uses of each. An object is a name ending in `__c`,
 * `__mdt` or `__e` used as a type: `new Invoice__c(`, `List<Invoice__c>`, `FROM Invoice__c`, `Invoice__c.SObjectType`,
 * `RetrieveSalesforceObjects("Invoice__c"`, `@salesforce/schema/Invoice__c`. A `__c` field belongs to the object it
 * is written on (`Account.Region__c`, `acc.Region__c` for `Account acc`, `new Account(Region__c = …)`, the FROM of
 * its SOQL query); a standard object with custom fields is a prerequisite too. Fields of no known object go to the one
 * object the snippet works with, when there is exactly one, and otherwise to one entry named 'Custom fields'.
 */
import type { FoundPrerequisite } from './found-prerequisite.js';
import { unionNames } from './found-prerequisite.js';
import { type FieldUse, fieldUses } from './field-uses.js';
import { objectUses } from './object-uses.js';
import type { PreparedFile } from './prepared-file.js';
import { isCustomObject } from './salesforce-objects.js';

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
