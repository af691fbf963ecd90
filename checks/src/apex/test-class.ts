/**
 * "Has test class" read from the code as well as the names: a test class counts for a class only if
 * its code names that class — an identifier token, so a mention in a comment or a string does not count.
 */
import { isApexTestClassName } from '@cloud-snippets/contract';
import { ApexLexer, DEFAULT_CHANNEL, allTokens } from './parse.js';

interface ApexFile {
  name: string;
  code: string;
}

const baseName = (name: string) => /(?:^|\/)([^/]+)\.cls$/i.exec(name)?.[1];

/** The identifiers of a text, lower-cased (Apex names are case-insensitive), from its code tokens only. */
function identifiers(code: string): Set<string> {
  const names = new Set<string>();
  for (const token of allTokens(code)) {
    if (token.channel !== DEFAULT_CHANNEL || token.type === ApexLexer.StringLiteral) continue;
    if (/^[A-Za-z_]\w*$/.test(token.text)) names.add(token.text.toLowerCase());
  }
  return names;
}

/** The classes of the files (by their `.cls` names) that a test class among them names in its code. */
export function testedClasses(files: readonly ApexFile[]): string[] {
  const classes = files.filter((file) => /\.cls$/i.test(file.name));
  const tests = classes.filter((file) => isApexTestClassName(file.name));
  if (tests.length === 0) return [];
  const named = tests.map((test) => identifiers(test.code));
  return classes
    .filter((file) => !isApexTestClassName(file.name))
    .map((file) => baseName(file.name)!)
    .filter((name) => named.some((ids) => ids.has(name.toLowerCase())));
}

/** Whether the files hold an Apex class with a test class that names it. */
export const hasApexTestClass = (files: readonly ApexFile[]): boolean => testedClasses(files).length > 0;
