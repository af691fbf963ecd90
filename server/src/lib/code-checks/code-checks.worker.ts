import { checksColumns, type ChecksColumns, type ChecksFile } from './checks-columns.js';

/**
 * A snippet's code checks in a process of its own (code-checker.ts runs it through tinypool). Parsing Apex and
 * SOQL with ANTLR is synchronous: 0.1–0.4 s for a 50 KB class, over 1 s for the first parse in a process (the
 * parser's tables warm up), time no request on the server's event loop should wait behind.
 */
export default function checkFiles(files: ChecksFile[]): ChecksColumns {
  return checksColumns(files);
}
