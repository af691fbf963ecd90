import { and, asc, between, desc, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { SnippetFile } from '@cloud-snippets/contract';
import type { Database } from '../../db/client.js';
import { snippetRevisions, type SnippetRevisionRow, type SnippetRow } from '../../db/schema/index.js';
import { keyframeOf, lineChanges, rebuildCode, storedCode } from './revision-code.js';

/** A revision in a list: what changed, not the content. */
export interface RevisionSummary {
  number: number;
  note: string;
  linesAdded: number;
  linesRemoved: number;
  createdAt: Date;
}

/** A revision whole: its content as it was. */
export interface Revision extends RevisionSummary {
  title: string;
  description: string;
  tags: string[];
  platform: SnippetRow['platform'];
  category: string;
  codeLanguage: string;
  code: string;
  fileName: string;
  extraFiles: SnippetFile[];
  /** The secret findings its author published as placeholders (decision 046); null when none. */
  secretBypasses: SnippetRow['secretBypasses'];
}

/** Every file's code, one after the other: what a revision's lines added and removed count. */
const allCode = (row: { code: string; extraFiles: SnippetFile[] }) =>
  [row.code, ...row.extraFiles.map((file) => file.code)].join('\n');

/** A snippet never edited is its own only revision (decision 038: no rows until the first edit). */
const unedited = (snippet: SnippetRow): Revision => ({
  number: 1,
  note: '',
  ...lineChanges('', allCode(snippet)),
  createdAt: snippet.createdAt,
  title: snippet.title,
  description: snippet.description,
  tags: snippet.tags,
  platform: snippet.platform,
  category: snippet.category,
  codeLanguage: snippet.codeLanguage,
  code: snippet.code,
  fileName: snippet.fileName,
  extraFiles: snippet.extraFiles,
  secretBypasses: snippet.secretBypasses,
});

const contentOf = (row: SnippetRow) => ({
  title: row.title,
  description: row.description,
  tags: row.tags,
  platform: row.platform,
  category: row.category,
  codeLanguage: row.codeLanguage,
  fileName: row.fileName,
});

/**
 * What revision `number` stores of the files after the first (decision 043): all of them on a keyframe, or when they
 * differ from the revision before's; otherwise null — "as before" — so an edit of one file does not copy the others.
 */
function storedFiles(number: number, previous: SnippetFile[], files: SnippetFile[]): SnippetFile[] | null {
  if (keyframeOf(number) === number) return files;
  return JSON.stringify(previous) === JSON.stringify(files) ? null : files;
}

/**
 * How much rebuilt code a process keeps (in UTF-16 code units, as JavaScript holds it): a revision's code never
 * changes once written, so a rebuilt one is kept, and a revision read again (a comparison, a restore, a link
 * shared) is one row read instead of a keyframe and up to 19 patches applied (decision 038).
 */
export const REBUILT_CODE_CACHE_UNITS = 16 * 1024 * 1024;

/** Drizzle queries on snippet_revisions (decision 038). Every method takes an optional transaction. */
export function snippetRevisionsRepository(db: Database) {
  const rebuilt = new LRUCache<string, string>({
    maxSize: REBUILT_CODE_CACHE_UNITS,
    sizeCalculation: (code) => Math.max(1, code.length),
  });
  return {
    /**
     * Inside an edit's transaction, with the snippet's row locked: `before` is the row as the edit found it, `after`
     * as it left it (its revisionCount already moved on). The first edit also keeps the version it replaces.
     */
    recordEdit: async (before: SnippetRow, after: SnippetRow, note: string, tx: Database = db) => {
      const rows = [];
      if (before.revisionCount === 1) {
        rows.push({
          snippetId: before.id,
          number: 1,
          ...contentOf(before),
          extraFiles: before.extraFiles,
          secretBypasses: before.secretBypasses,
          ...storedCode(1, '', before.code),
          note: '',
          ...lineChanges('', allCode(before)),
          createdAt: before.updatedAt,
        });
      }
      rows.push({
        snippetId: after.id,
        number: after.revisionCount,
        ...contentOf(after),
        extraFiles: storedFiles(after.revisionCount, before.extraFiles, after.extraFiles),
        secretBypasses: after.secretBypasses,
        ...storedCode(after.revisionCount, before.code, after.code),
        note,
        ...lineChanges(allCode(before), allCode(after)),
        createdAt: after.updatedAt,
      });
      await tx.insert(snippetRevisions).values(rows);
    },

    /** One page of the snippet's revisions, newest first. */
    list: async (
      snippet: SnippetRow,
      page: number,
      limit: number,
      tx: Database = db,
    ): Promise<RevisionSummary[]> => {
      if (snippet.revisionCount === 1) return page === 1 ? [unedited(snippet)] : [];
      return tx
        .select({
          number: snippetRevisions.number,
          note: snippetRevisions.note,
          linesAdded: snippetRevisions.linesAdded,
          linesRemoved: snippetRevisions.linesRemoved,
          createdAt: snippetRevisions.createdAt,
        })
        .from(snippetRevisions)
        .where(eq(snippetRevisions.snippetId, snippet.id))
        .orderBy(desc(snippetRevisions.number))
        .limit(limit)
        .offset((page - 1) * limit);
    },

    /**
     * Revision `number` as it was, or null when the snippet has no such revision. Its own row is always read (so a
     * deleted snippet's revision is gone at once); its code is the row's on a keyframe, the process's rebuilt copy
     * when it has one, else rebuilt from the keyframe and the patches after it.
     */
    find: async (snippet: SnippetRow, number: number, tx: Database = db): Promise<Revision | null> => {
      if (!Number.isInteger(number) || number < 1 || number > snippet.revisionCount) return null;
      if (snippet.revisionCount === 1) return unedited(snippet);
      const of = (from: number, to: number) =>
        tx
          .select()
          .from(snippetRevisions)
          .where(and(eq(snippetRevisions.snippetId, snippet.id), between(snippetRevisions.number, from, to)))
          .orderBy(asc(snippetRevisions.number));
      const [last] = await of(number, number);
      if (!last) return null;
      const key = `${snippet.id}:${number}`;
      let code = last.code ?? rebuilt.get(key);
      let chain: SnippetRevisionRow[] | null = null;
      if (code === undefined) {
        chain = [...(await of(keyframeOf(number), number - 1)), last];
        code = rebuildCode(chain);
        rebuilt.set(key, code);
      }
      // Files "as before": the latest stored at or before this revision (a keyframe always stores them).
      let extraFiles = last.extraFiles;
      if (extraFiles === null) {
        const stored = chain ?? (await of(keyframeOf(number), number - 1));
        extraFiles = stored.findLast((row) => row.extraFiles !== null)?.extraFiles ?? [];
      }
      return {
        number,
        note: last.note,
        linesAdded: last.linesAdded,
        linesRemoved: last.linesRemoved,
        createdAt: last.createdAt,
        title: last.title,
        description: last.description,
        tags: last.tags,
        platform: last.platform,
        category: last.category,
        codeLanguage: last.codeLanguage,
        code,
        fileName: last.fileName,
        extraFiles,
        secretBypasses: last.secretBypasses,
      };
    },
  };
}

export type SnippetRevisionsRepository = ReturnType<typeof snippetRevisionsRepository>;
