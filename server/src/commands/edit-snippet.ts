import type { Database } from '../db/client.js';
import type { SnippetRow } from '../db/schema/index.js';
import type { SnippetRevisionsRepository } from '../repositories/snippets/revisions.repository.js';
import type { SnippetWrite } from '../repositories/snippets/snippets.repository.js';
import { apiOf, type PublishApp } from './publish-snippet.js';

/** Whether an edit changed any file's name, language or code. */
const filesChanged = (before: SnippetRow, after: SnippetRow): boolean =>
  before.code !== after.code ||
  before.codeLanguage !== after.codeLanguage ||
  before.fileName !== after.fileName ||
  JSON.stringify(before.extraFiles) !== JSON.stringify(after.extraFiles);

/**
 * An edit (or a restore of an earlier revision): the snippet changes and its counts move (snippets repository), the
 * edit becomes a revision of its own (decision 038), a new version of the code answers the out-of-date reports, and
 * the author's "verified on" is recorded as their confirmation — one transaction, in which the locked row makes
 * concurrent edits take their turns.
 */
export async function editSnippet(
  app: PublishApp & { snippetRevisionsRepository: SnippetRevisionsRepository },
  current: SnippetRow,
  data: SnippetWrite,
): Promise<SnippetRow> {
  const verifications = app.snippetVerificationsRepository;
  return app.db.transaction(async (tx: Database) => {
    const { before, row } = await app.snippetsRepository.update(current, data, tx);
    await app.snippetRevisionsRepository.recordEdit(before, row, data.revisionNote ?? '', tx);
    if (row.outdatedCount > 0 && filesChanged(before, row)) await verifications.resolveReports(row.id, tx);
    if (data.verifiedOn) await verifications.confirm(row.id, row.authorId, apiOf(data.verifiedOn), tx);
    return row;
  });
}
