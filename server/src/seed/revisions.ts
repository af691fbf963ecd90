import { asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { snippetRowColumns, snippets } from '../db/schema/index.js';
import { snippetRevisionsRepository } from '../repositories/snippets/revisions.repository.js';

/** How many edited demo snippets get the history of their edit. */
export const DEMO_REVISED_SNIPPETS = 8;
/** Where a comment that starts a line ends: block comments run to their closer, line comments to the line's end. */
const COMMENT_STARTS: [start: string, end: string | null][] = [
  ['/*', '*/'],
  ['<!--', '-->'],
  ['//', null],
  ['--', null],
];

/**
 * The code without the comments that take whole lines (in any of the demo's languages: Apex, JavaScript, SQL,
 * AMPscript, HTML, CSS), a block comment with all its lines; comments after code on a line stay.
 */
export function withoutCommentLines(code: string): string {
  const kept: string[] = [];
  let closer: string | null = null;
  for (const line of code.split('\n')) {
    const text = line.trim();
    if (closer) {
      if (text.includes(closer)) closer = null;
      continue;
    }
    const comment = COMMENT_STARTS.find(([start]) => text.startsWith(start));
    if (!comment) {
      kept.push(line);
      continue;
    }
    const [start, end] = comment;
    if (end && !text.slice(start.length).includes(end)) closer = end;
  }
  return kept.join('\n');
}
export const DEMO_REVISION_NOTE = 'Comments on each step';

/**
 * A new site shows what revisions and diffs are (decision 038): the first demo snippets that were edited and explain
 * themselves with comments get, as their first revision, the same code without those comments, and the edit that
 * added them as their second, stored as the API stores an edit (recordEdit: a keyframe, then a patch).
 */
export async function seedDemoRevisions(tx: Database): Promise<number> {
  const edited = await tx
    .select(snippetRowColumns)
    .from(snippets)
    .where(gt(snippets.updatedAt, snippets.createdAt))
    .orderBy(asc(snippets.createdAt));
  const revisions = snippetRevisionsRepository(tx);
  let count = 0;
  for (const after of edited) {
    if (count >= DEMO_REVISED_SNIPPETS) break;
    const code = withoutCommentLines(after.code);
    if (after.code.split('\n').length - code.split('\n').length < 2) continue;
    const before = { ...after, code, revisionCount: 1, updatedAt: after.createdAt };
    const [row] = await tx
      .update(snippets)
      .set({ revisionCount: 2 })
      .where(eq(snippets.id, after.id))
      .returning(snippetRowColumns);
    await revisions.recordEdit(before, row!, DEMO_REVISION_NOTE, tx);
    count += 1;
  }
  return count;
}
