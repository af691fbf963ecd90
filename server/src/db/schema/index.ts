export * from './users.js';
export * from './sessions.js';
export * from './snippets.js';
