/**
 * Every user-facing text of SPEC §5 and §8, written once; one module per subject, so a browser chunk carries the
 * texts it uses and not all of them (decision 027).
 */
export * from './messages/account.js';
export * from './messages/http-errors.js';
export * from './messages/errors.js';
export * from './messages/snippets.js';
export * from './messages/snippet-validation.js';
export * from './messages/comments.js';
export * from './messages/contact.js';
export * from './messages/secrets.js';
export * from './messages/verifications.js';
export * from './messages/recovery.js';
export * from './messages/no-script.js';
export * from './messages/access-tokens.js';
