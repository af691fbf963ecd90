/**
 * Test helper: scan a text and list what was found as `line:rule` pairs, the form the rule tables compare against.
 * Not exported from index.ts.
 */
import { scanSecrets } from './scan.js';

export async function foundAt(text: string): Promise<string[]> {
  return (await scanSecrets(text)).map((finding) => `${finding.line}:${finding.rule}`);
}

/** Puts `line` on line `at` (1-based) of a small snippet, so a table can check the line reported. */
export function onLine(at: number, line: string): string {
  const before = ['// Cloud Snippets test', 'const unrelated = 42;', 'function noop() {}', '/* ... */'];
  return [...before.slice(0, at - 1), line, 'noop();'].join('\n');
}
