import type { Database } from '../../db/client.js';
import type { CodeChecker } from '../../lib/code-checks/code-checker.js';
import { listedCounts } from './snippets.counts.js';
import { POPULAR_WINDOW, type SearchSettings } from './snippets.relevance.js';
import { snippetReads } from './snippets.reads.js';
import { snippetWrites } from './snippets.writes.js';

export { checksColumns, filesColumns, type SnippetWrite } from './snippets.columns.js';
export { KeptFilesChangedError } from './snippets.writes.js';
export {
  SAVED_IDS_IN_PROFILE,
  type ListPage,
  type RawSnippet,
  type ShareableSnippet,
} from './snippets.reads.js';

/**
 * Queries on snippets, one object as routes and the seed know it, kept in files by what they do: reads
 * (snippets.reads.ts), writes (snippets.writes.ts), the counts of listed snippets those writes move
 * (snippets.counts.ts), and the row's columns derived from its files (snippets.columns.ts). Every method takes an
 * optional transaction.
 */
export function snippetsRepository(
  db: Database,
  search: SearchSettings = { popularWindow: POPULAR_WINDOW },
  checker?: CodeChecker,
) {
  const counts = listedCounts(db);
  return { ...snippetReads(db, search), ...snippetWrites(db, counts, checker), ...counts };
}

export type SnippetsRepository = ReturnType<typeof snippetsRepository>;
