/**
 * The SSJS checks (decision 044): Marketing Cloud server-side JavaScript checked against the ECMAScript 3
 * engine that runs it and against the Core library's `Platform.Load`. The same code runs in the editor's web worker
 * and on the server.
 */
export { checkSsjs, checkSsjsInHtml, isSsjsSafe, platformLoad } from './check.js';
export { serverScriptBlocks, type ServerScriptBlock } from './script-blocks.js';
export { SSJS_RULES, SSJS_RULE_BY_ID, type SsjsRule } from './rules.js';
