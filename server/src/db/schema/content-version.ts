import { pgSequence } from 'drizzle-orm/pg-core';

/** The sequence's name, for the functions that take one (nextval, pg_sequence_last_value). */
export const CONTENT_VERSION_SEQUENCE = 'content_version';

/**
 * Moves on after every write that changes what a visitor's page shows; every app process reads it to know whether
 * a page it rendered earlier still holds (decision 030). A sequence, not a row: nextval() takes no row lock, so
 * concurrent writes never queue behind each other for it, and its value is visible to every session at once.
 */
export const contentVersion = pgSequence(CONTENT_VERSION_SEQUENCE, { startWith: 1, increment: 1, cache: 1 });
