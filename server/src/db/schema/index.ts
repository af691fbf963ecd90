export * from './users.js';
export * from './sessions.js';
