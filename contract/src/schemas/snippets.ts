/**
 * Snippet schemas, by what they describe: one file, the write body (create, edit and the admin's and author's small
 * writes), the list queries and the responses.
 */
export * from './snippet-file.js';
export * from './snippet-input.js';
export * from './snippet-queries.js';
export * from './snippet-responses.js';
