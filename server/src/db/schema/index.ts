export * from './users.js';
export * from './sessions.js';
export * from './snippets.js';
export * from './comments.js';
export * from './media.js';
export * from './contact.js';
export * from './content-version.js';
export * from './search.js';
