export * from './constants.js';
export * from './messages.js';
export * from './password-strength.js';
export * from './schemas/fields.js';
export * from './schemas/common.js';
export * from './schemas/users.js';
export * from './schemas/auth.js';
export * from './schemas/snippets.js';
