/**
 * What the checks' worker gets for `node:path`, `node:fs` and `node:crypto` (web/vite.config.ts aliases them here in
 * the worker build). secretlint's preset imports `node:path` at its top and the others lazily, for files it reads
 * from disk (a `.p12`, a GCP key's file name): a snippet is plain text, so only `basename` is ever reached.
 */
export const basename = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

export default { basename };
