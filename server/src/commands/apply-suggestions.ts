import { COMMENT, COMMENT_VALIDATION, rangesOverlap, type FieldError } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { selectRows } from '../db/rows.js';
import type { SnippetRow } from '../db/schema/index.js';
import { HttpError, validationFailed } from '../lib/http-errors.js';
import { codeLines } from '../lib/line-anchors.js';
import { notifySuggestionsApplied } from '../notifications/announce.js';
import type { StoredSuggestion } from '../repositories/comments/line-comments.repository.js';
import { filesOf } from '../repositories/snippets/snippet-files.js';
import type { SnippetWrite } from '../repositories/snippets/snippets.repository.js';
import { editSnippet } from './edit-snippet.js';

type EditApp = Parameters<typeof editSnippet>[0];

/** A suggestion whose lines are where the current revision has them. */
type Placed = StoredSuggestion & { file: number; start: number; end: number };

/** 409 naming each chosen suggestion that is applied or outdated: nothing is applied blindly (decision 077). */
const outdated = (errors: FieldError[]) =>
  new HttpError(409, COMMENT.suggestionsOutdated(errors.length), errors);

/**
 * The chosen suggestions, checked: each a suggestion on this snippet (400), open and on the current lines (409), no
 * two on the same lines (400). In the order they were named.
 */
export function checkSuggestions(
  snippet: SnippetRow,
  ids: readonly string[],
  found: readonly StoredSuggestion[],
): Placed[] {
  const byId = new Map(found.map((suggestion) => [suggestion.id, suggestion]));
  const missing: FieldError[] = [];
  const stale: FieldError[] = [];
  const placed: Placed[] = [];
  ids.forEach((id, index) => {
    const suggestion = byId.get(id);
    const field = `comments.${index}`;
    if (!suggestion || suggestion.snippetId !== snippet.id)
      missing.push({ field, error: COMMENT_VALIDATION.suggestionMissing });
    else if (suggestion.state !== 'open' || suggestion.start === null || suggestion.end === null)
      stale.push({
        field,
        error: COMMENT.suggestionNotOpen(suggestion.state === 'applied' ? 'applied' : 'outdated'),
      });
    else placed.push(suggestion as Placed);
  });
  if (missing.length > 0) throw validationFailed(missing, COMMENT_VALIDATION.suggestionMissing);
  if (stale.length > 0) throw outdated(stale);
  const overlaps: FieldError[] = [];
  placed.forEach((suggestion, index) => {
    if (placed.some((other, at) => at !== index && rangesOverlap(suggestion, other)))
      overlaps.push({ field: `comments.${index}`, error: COMMENT_VALIDATION.suggestionsOverlap });
  });
  if (overlaps.length > 0) throw validationFailed(overlaps, COMMENT_VALIDATION.suggestionsOverlap);
  return placed;
}

/** The suggesters' usernames, each once, in the order their suggestions were named. */
const suggestersOf = (placed: readonly Placed[]) => [...new Set(placed.map((s) => s.authorUsername))];

/**
 * The edit the suggestions make: each file with its suggested lines replaced (from the bottom up, so the lines above
 * keep their numbers), everything else as the snippet has it, and a note crediting the suggesters.
 */
export function suggestedEdit(snippet: SnippetRow, placed: readonly Placed[]): SnippetWrite {
  const files = filesOf(snippet).map((file, index) => {
    const mine = placed.filter((s) => s.file === index).sort((a, b) => b.start - a.start);
    if (mine.length === 0) return file;
    const lines = codeLines(file.code);
    for (const s of mine)
      lines.splice(s.start - 1, s.end - s.start + 1, ...(s.text === '' ? [] : s.text.split('\n')));
    return { ...file, code: lines.join('\n') + (file.code.endsWith('\n') ? '\n' : '') };
  });
  const [first, ...extraFiles] = files;
  return {
    title: snippet.title,
    description: snippet.description,
    platform: snippet.platform,
    category: snippet.category,
    codeLanguage: snippet.codeLanguage,
    code: first!.code,
    // The first file as its row names it: an unnamed one stays unnamed.
    files: [{ ...first!, name: snippet.fileName }, ...extraFiles],
    tags: snippet.tags,
    secretBypasses: snippet.secretBypasses ?? undefined,
    revisionNote: COMMENT.suggestionsNote(suggestersOf(placed)),
  };
}

/**
 * Applies suggested changes as one revision (decision 077). `data` is suggestedEdit's, its secrets already scanned
 * and its code checked by the edit before its transaction opens. In that transaction, under the snippet's row lock,
 * every chosen suggestion must still be open on the lines it was built from (409 naming the others); then the edit
 * (its line comments moving or going outdated), the suggestions marked applied with their suggesters' counts, and
 * each suggester told.
 */
export async function applySuggestions(
  app: EditApp,
  snippet: SnippetRow,
  ids: readonly string[],
  placed: readonly Placed[],
  data: SnippetWrite,
): Promise<SnippetRow> {
  const comments = app.commentsRepository;
  return editSnippet(app, snippet, data, {
    first: async (tx: Database) => {
      const [locked] = await selectRows<{ revisionCount: number }>(
        tx,
        sql`select revision_count as "revisionCount" from snippets where id = ${snippet.id}::uuid for update`,
      );
      if (locked?.revisionCount === snippet.revisionCount) return;
      // An edit came first: name the suggestions whose lines it moved or changed; if none, its files are still
      // not these, so nothing may be applied on top of them either.
      const now = new Map((await comments.suggestions(ids, tx)).map((s) => [s.id, s]));
      const stale: FieldError[] = [];
      placed.forEach((was, index) => {
        const is = now.get(was.id);
        if (
          !is ||
          is.state !== 'open' ||
          is.file !== was.file ||
          is.start !== was.start ||
          is.end !== was.end
        )
          stale.push({ field: `comments.${index}`, error: COMMENT.suggestionNotOpen('outdated') });
      });
      throw stale.length > 0 ? outdated(stale) : new HttpError(409, COMMENT.lineRevisionChanged);
    },
    then: async (tx, _before, row) => {
      await comments.markApplied(ids, row.revisionCount, tx);
      await notifySuggestionsApplied(tx, {
        snippetId: row.id,
        authorId: row.authorId,
        revision: row.revisionCount,
        suggesterIds: placed.map((s) => s.authorId),
      });
    },
  });
}
