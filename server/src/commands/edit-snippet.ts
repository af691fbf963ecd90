import type { Database } from '../db/client.js';
import type { SnippetRow } from '../db/schema/index.js';
import type { SnippetRevisionsRepository } from '../repositories/snippets/revisions.repository.js';
import { KeptFilesChangedError, type SnippetWrite } from '../repositories/snippets/snippets.repository.js';
import type { CommentsRepository } from '../repositories/comments/comments.repository.js';
import { filesOf } from '../repositories/snippets/snippet-files.js';
import { mapRange, unchangedLines } from '../lib/line-anchors.js';
import { apiOf, type PublishApp } from './publish-snippet.js';

/** Whether an edit changed any file's name, language or code. */
const filesChanged = (before: SnippetRow, after: SnippetRow): boolean =>
  before.code !== after.code ||
  before.codeLanguage !== after.codeLanguage ||
  before.fileName !== after.fileName ||
  JSON.stringify(before.extraFiles) !== JSON.stringify(after.extraFiles);

/**
 * Each line comment still on the current lines follows them into the new revision (decision 076): to the same file
 * (by name; by place when the files were only renamed) and to the lines an unchanged range moved to; otherwise it
 * stays on the revision it was written on. One line diff per file, however many comments it has.
 */
async function moveLineComments(
  comments: CommentsRepository,
  before: SnippetRow,
  after: SnippetRow,
  tx: Database,
) {
  if (!filesChanged(before, after)) return;
  const current = await comments.currentLines(before.id, tx);
  if (current.length === 0) return;
  const beforeFiles = filesOf(before);
  const afterFiles = filesOf(after);
  const diffs = new Map<number, { file: number; moved: Map<number, number> } | null>();
  const diffOf = (index: number) => {
    if (!diffs.has(index)) {
      const old = beforeFiles[index];
      let to = old ? afterFiles.findIndex((file) => file.name === old.name) : -1;
      if (to === -1 && old && beforeFiles.length === afterFiles.length) to = index;
      const next = afterFiles[to];
      diffs.set(index, old && next ? { file: to, moved: unchangedLines(old.code, next.code) } : null);
    }
    return diffs.get(index) ?? null;
  };
  const moves = current.map((comment) => {
    const diff = diffOf(comment.file);
    const range = diff ? mapRange(diff.moved, comment) : null;
    return { id: comment.id, to: diff && range ? { file: diff.file, ...range } : null };
  });
  await comments.moveLines(
    moves.filter((move, index) => {
      const was = current[index]!;
      return !move.to || move.to.file !== was.file || move.to.start !== was.start;
    }),
    tx,
  );
}

/**
 * An edit (or a restore of an earlier revision): the snippet changes and its counts move (snippets repository), the
 * edit becomes a revision of its own (decision 038), a new version of the code answers the out-of-date reports, and
 * the author's "verified on" is recorded as their confirmation, and line comments follow their lines — one transaction, in which the locked row makes
 * concurrent edits take their turns. Its code is checked before the transaction opens (the Apex and SOQL parse runs
 * in a worker process, decision 062), so no transaction or row lock waits on a parse; when a concurrent edit changed
 * the files this one keeps meanwhile, they are checked again, outside a transaction again.
 */
export async function editSnippet(
  app: PublishApp & {
    snippetRevisionsRepository: SnippetRevisionsRepository;
    commentsRepository: CommentsRepository;
  },
  current: SnippetRow,
  data: SnippetWrite,
  /**
   * What else the edit's transaction does (decision 077): `first`, before the edit (it may lock the row and refuse),
   * and `then`, after the rest, on the row as it was and is.
   */
  also: {
    first?: (tx: Database) => Promise<void>;
    then?: (tx: Database, before: SnippetRow, row: SnippetRow) => Promise<void>;
  } = {},
): Promise<SnippetRow> {
  const verifications = app.snippetVerificationsRepository;
  for (let snippet = current; ;) {
    const checks = await app.snippetsRepository.checkWrite(data, snippet);
    try {
      return await app.db.transaction(async (tx: Database) => {
        if (also.first) await also.first(tx);
        const { before, row } = await app.snippetsRepository.update(snippet, data, checks, tx);
        await app.snippetRevisionsRepository.recordEdit(before, row, data.revisionNote ?? '', tx);
        await moveLineComments(app.commentsRepository, before, row, tx);
        if (row.outdatedCount > 0 && filesChanged(before, row))
          await verifications.resolveReports(row.id, tx);
        if (data.verifiedOn) await verifications.confirm(row.id, row.authorId, apiOf(data.verifiedOn), tx);
        if (also.then) await also.then(tx, before, row);
        return row;
      });
    } catch (error) {
      if (!(error instanceof KeptFilesChangedError)) throw error;
      snippet = error.row;
    }
  }
}
