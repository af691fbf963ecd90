/**
 * What a file is, read from its code: an Apex class or trigger or anonymous Apex, a Lightning web component or its
 * Jest test, a Visualforce email template, browser JavaScript. Names can lie (a member's `Foo.cls` may declare
 * `Bar`); the code is what Salesforce compiles.
 */

/** Comments and string literals out of Apex, so a name in them is not taken for the declaration. */
const apexWithoutCommentsAndStrings = (code: string) =>
  code
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\/\/.*$/gm, ' ')
    .replace(/'(?:\\.|[^'\\])*'/g, "''");

/** What an Apex file declares: a trigger (its name), a class, interface or enum (its name), or anonymous Apex. */
export function apexDeclaration(code: string): { kind: 'trigger' | 'class' | 'anonymous'; name?: string } {
  const source = apexWithoutCommentsAndStrings(code);
  const trigger = /^\s*trigger\s+([A-Za-z]\w*)\s+on\s+\w+/im.exec(source);
  if (trigger) return { kind: 'trigger', name: trigger[1]! };
  // A top-level type starts a line, after its annotations and modifiers; a class declared inside a block of
  // anonymous Apex does too, so anonymous Apex is told apart by a statement before its first declaration.
  const type =
    /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|global|virtual|abstract|with\s+sharing|without\s+sharing|inherited\s+sharing)\s+)*(?:class|interface|enum)\s+([A-Za-z]\w*)/im.exec(
      source,
    );
  if (type && !/;/.test(source.slice(0, type.index))) return { kind: 'class', name: type[1]! };
  return { kind: 'anonymous' };
}

/** An LWC's JavaScript: it imports from `lwc` or extends LightningElement. */
export const isLwcScript = (code: string) =>
  /\bfrom\s+['"]lwc['"]/.test(code) || /\bextends\s+[\w(]*LightningElement\b/.test(code);

/** A Jest test: in `__tests__`, or named `.test.js` / `.spec.js`, or code that describes tests with createElement. */
export const isJestTest = (path: string, code: string) =>
  /(?:^|\/)__tests__\//.test(path) ||
  /\.(?:test|spec)\.[jt]s$/.test(path) ||
  (/\bdescribe\(/.test(code) && /\bcreateElement\b/.test(code) && /\bfrom\s+['"]lwc['"]/.test(code));

/** The LWC bundle a Jest test tests, by the `c/name` module it imports. */
export const testedBundle = (code: string) => /\bfrom\s+['"]c\/([A-Za-z]\w*)['"]/.exec(code)?.[1];

/** An LWC template: its HTML is one `<template>` element. */
export const isLwcTemplate = (code: string) => /^\s*(?:<!--[\s\S]*?-->\s*)*<template[\s>]/.test(code);

/** The class an LWC's JavaScript exports, which names its bundle in lowerCamelCase. */
export const lwcClassName = (code: string) => /\bexport\s+default\s+class\s+([A-Za-z]\w*)/.exec(code)?.[1];

/** A Visualforce email template rather than a page: its root is `<messaging:emailTemplate>`. */
export const isEmailTemplate = (code: string) => /<messaging:emailTemplate\b/i.test(code);

/** Aura markup: its root element, which says whether it is a component, an application, an event… */
export function auraMarkupExtension(code: string): string {
  const root = /<aura:(component|application|event|interface|tokens)\b/i.exec(code)?.[1]?.toLowerCase();
  return { application: 'app', event: 'evt', interface: 'intf', tokens: 'tokens' }[root ?? ''] ?? 'cmp';
}

/** JavaScript for a browser page (a Visualforce page's static resource) rather than for Node.js. */
export const isBrowserScript = (code: string) =>
  /\b(?:window|document|Visualforce\.remoting|sforce)\./.test(code) &&
  !/\brequire\(|\bfrom\s+['"]node:|\bprocess\.(?:env|argv)\b/.test(code);

/** lowerCamelCase, as LWC and Aura bundles are named: `AccountSummary` → `accountSummary`. */
export const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
