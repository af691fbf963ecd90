/**
 * The AMPscript check (decision 046): `%%[ … ]%%` blocks, `%%= … =%%` inline expressions and
 * `<script runat="server" language="ampscript">` tags in `ampscript` and `html` snippets.
 */
export { ampscriptBlocks } from './blocks.js';
export type { AmpscriptBlock, AmpscriptBlockKind } from './blocks.js';
export { ampscriptParses, checkAmpscript, looksLikeBareAmpscript } from './check.js';
export type { AmpscriptLanguage } from './check.js';
export { AMPSCRIPT_FUNCTIONS, ampscriptFunction } from './functions.js';
export type { AmpscriptFunction, AmpscriptFunctionCategory } from './functions.js';
export { AMPSCRIPT_RULES } from './sink.js';
export type { AmpscriptRule } from './sink.js';
export { closestAmpscriptFunction } from './suggest.js';
