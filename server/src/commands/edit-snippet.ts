import type { Database } from '../db/client.js';
import type { SnippetRow } from '../db/schema/index.js';
import type { SnippetRevisionsRepository } from '../repositories/snippets/revisions.repository.js';
import { KeptFilesChangedError, type SnippetWrite } from '../repositories/snippets/snippets.repository.js';
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
 * concurrent edits take their turns. Its code is checked before the transaction opens (the Apex and SOQL parse runs
 * in a worker process, decision 062), so no transaction or row lock waits on a parse; when a concurrent edit changed
 * the files this one keeps meanwhile, they are checked again, outside a transaction again.
 */
export async function editSnippet(
  app: PublishApp & { snippetRevisionsRepository: SnippetRevisionsRepository },
  current: SnippetRow,
  data: SnippetWrite,
): Promise<SnippetRow> {
  const verifications = app.snippetVerificationsRepository;
  for (let snippet = current; ;) {
    const checks = await app.snippetsRepository.checkWrite(data, snippet);
    try {
      return await app.db.transaction(async (tx: Database) => {
        const { before, row } = await app.snippetsRepository.update(snippet, data, checks, tx);
        await app.snippetRevisionsRepository.recordEdit(before, row, data.revisionNote ?? '', tx);
        if (row.outdatedCount > 0 && filesChanged(before, row))
          await verifications.resolveReports(row.id, tx);
        if (data.verifiedOn) await verifications.confirm(row.id, row.authorId, apiOf(data.verifiedOn), tx);
        return row;
      });
    } catch (error) {
      if (!(error instanceof KeptFilesChangedError)) throw error;
      snippet = error.row;
    }
  }
}
