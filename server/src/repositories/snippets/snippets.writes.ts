import type { SnippetFile } from '@cloud-snippets/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { snippets, snippetRowColumns, users, type SnippetRow } from '../../db/schema/index.js';
import { uniqueViolationConstraint } from '../../db/errors.js';
import { RESERVED_SLUGS, slugify, withSecretSuffix, withSuffix } from './slug.js';
import { inProcessChecker, type CodeChecker } from '../../lib/code-checks/code-checker.js';
import { filesColumns, type SnippetWrite } from './snippets.columns.js';
import type { ChecksColumns } from '../../lib/code-checks/checks-columns.js';
import type { ListedCounts } from './snippets.counts.js';

/** The files a write leaves a snippet with: its own, or (without them) its `code` as the first file, others kept. */
const filesOfWrite = (
  data: SnippetWrite,
  kept?: Pick<SnippetRow, 'fileName' | 'extraFiles'>,
): SnippetFile[] =>
  data.files ?? [
    { name: kept?.fileName ?? '', language: data.codeLanguage, code: data.code },
    ...(kept?.extraFiles ?? []),
  ];

/**
 * An edit without files keeps the snippet's other files, but a concurrent edit changed them after the edit's checks
 * ran: the caller checks the files of `row` (the snippet as it is now) and tries again.
 */
export class KeptFilesChangedError extends Error {
  override name = 'KeptFilesChangedError';
  constructor(readonly row: SnippetRow) {
    super(`snippet ${row.id}'s kept files changed while an edit was checked`);
  }
}

/** What is written to snippets: a new one, an edit, a hide, a deletion, a featuring. */
export function snippetWrites(db: Database, counts: ListedCounts, checker: CodeChecker = inProcessChecker) {
  return {
    /**
     * A write's checks, parsed off the event loop when the app gives a checker (decision 062). Commands run them
     * before their transaction opens, so no transaction (and no row lock) waits on a parsing process; `current` is
     * the snippet an edit changes, whose other files an edit without files keeps.
     */
    checkWrite: (data: SnippetWrite, current?: SnippetRow): Promise<ChecksColumns> =>
      checker.check(filesOfWrite(data, current)),

    /**
     * Creates the snippet and, when it is public, counts it for its author, its facets and its tags; the slug gets a
     * suffix when taken, and an unguessable one when the snippet is unlisted. `fork` names the snippet it copies: a
     * trigger counts a public fork for it (migrations 0015, 0016). Its "verified on" is publishSnippet's to record;
     * `checks` are checkWrite's of `data`.
     */
    create: async (
      authorId: string,
      data: SnippetWrite,
      checks: ChecksColumns,
      tx: Database = db,
      fork?: { of: string },
    ): Promise<SnippetRow> => {
      // A new snippet's note has nowhere to go: its first revision is the snippet itself (decision 038).
      const {
        revisionNote: _note,
        visibility = 'public',
        files: _files,
        allowedSecrets: _allowed,
        verifiedOn: _verifiedOn,
        ...rest
      } = data;
      const fields = {
        ...rest,
        secretBypasses: rest.secretBypasses?.length ? rest.secretBypasses : null,
        ...filesColumns(filesOfWrite(data), checks),
      };
      return tx.transaction(async (inner) => {
        const base = slugify(fields.title);
        const [taken] =
          visibility === 'unlisted'
            ? []
            : await inner.select({ id: snippets.id }).from(snippets).where(eq(snippets.slug, base)).limit(1);
        const suffixed = visibility === 'unlisted' ? withSecretSuffix : withSuffix;
        let slug = visibility === 'unlisted' || taken || RESERVED_SLUGS.has(base) ? suffixed(base) : base;
        let row: SnippetRow | undefined;
        for (let attempt = 0; !row; attempt++) {
          try {
            // A savepoint: a slug taken by a concurrent insert must not abort the whole transaction.
            [row] = await inner.transaction(async (savepoint) =>
              savepoint
                .insert(snippets)
                .values({
                  ...fields,
                  visibility,
                  slug,
                  authorId,
                  ...(fork && { forkedFromId: fork.of, isFork: true }),
                })
                .returning(snippetRowColumns),
            );
          } catch (error) {
            if (uniqueViolationConstraint(error) !== 'snippets_slug_unique' || attempt >= 3) throw error;
            slug = suffixed(base);
          }
        }
        if (row.listed) {
          await inner
            .update(users)
            .set({ totalSnippets: sql`${users.totalSnippets} + 1` })
            .where(eq(users.id, authorId));
          await counts.adjustFacetCount(row, 1, inner);
          await counts.adjustTagCounts(row.tags, [], inner);
        }
        return row;
      });
    },

    /**
     * Applies an edit; the slug stays, but for a snippet that becomes unlisted: its known address gives way to an
     * unguessable one (decision 042). Locks the row first, so concurrent edits take their turns (and each becomes a
     * revision of its own: editSnippet), and a like waits for the edit's counts. Moves what counts public snippets
     * (facets, tags, the author's stats) by what the edit changed of platform, category, language, tags and
     * visibility. Without a visibility, the snippet keeps its own. `checks` are checkWrite's of `data` and
     * `current`; KeptFilesChangedError when a concurrent edit changed the files they kept. The row as it was, and as
     * it is.
     */
    update: async (
      current: SnippetRow,
      data: SnippetWrite,
      checks: ChecksColumns,
      tx: Database = db,
    ): Promise<{ before: SnippetRow; row: SnippetRow }> => {
      const {
        revisionNote: _note,
        visibility,
        files,
        allowedSecrets: _allowed,
        verifiedOn: _verifiedOn,
        ...rest
      } = data;
      return tx.transaction(async (inner) => {
        const [before] = await inner
          .select(snippetRowColumns)
          .from(snippets)
          .where(eq(snippets.id, current.id))
          .for('update');
        if (!before) throw new Error(`snippet ${current.id} vanished during an update`);
        // Without files, the edit is of the first file's code: the other files stay as they were, as checked.
        const keptChanged =
          !files &&
          (before.fileName !== current.fileName ||
            JSON.stringify(before.extraFiles) !== JSON.stringify(current.extraFiles));
        if (keptChanged) throw new KeptFilesChangedError(before);
        const fields = {
          ...rest,
          secretBypasses: rest.secretBypasses?.length ? rest.secretBypasses : null,
          ...filesColumns(filesOfWrite(data, current), checks),
        };
        const becomesUnlisted = visibility === 'unlisted' && before.visibility !== 'unlisted';
        const [row] = await inner
          .update(snippets)
          .set({
            ...fields,
            ...(visibility && { visibility }),
            ...(becomesUnlisted && { slug: withSecretSuffix(slugify(before.title)) }),
            updatedAt: new Date(),
            revisionCount: sql`${snippets.revisionCount} + 1`,
          })
          .where(eq(snippets.id, current.id))
          .returning(snippetRowColumns);
        if (!row) throw new Error(`snippet ${current.id} vanished during an update`);
        // A public address keeps leading to it, for whoever may read it now (decision 068). A private one does not:
        // its slug is guessable from the title, and no stranger may find the new unguessable address through it.
        if (row.slug !== before.slug && before.visibility === 'public')
          await inner.execute(sql`insert into snippet_old_slugs (slug, snippet_id) values (${before.slug}, ${row.id}::uuid)
            on conflict (slug) do update set snippet_id = excluded.snippet_id, created_at = now()`);
        await counts.moveListedCounts(before, row, inner);
        return { before, row };
      });
    },

    /**
     * Hides the snippet (a moderator's or the reports' hide, decision 053) or shows it again, moving the listed counts
     * in the same transaction. Null when it is gone or already so.
     */
    setHidden: async (id: string, hidden: boolean, tx: Database = db): Promise<SnippetRow | null> =>
      tx.transaction(async (inner) => {
        const [before] = await inner
          .select(snippetRowColumns)
          .from(snippets)
          .where(eq(snippets.id, id))
          .for('update');
        if (!before || (before.hiddenAt !== null) === hidden) return null;
        const [row] = await inner
          .update(snippets)
          .set({ hiddenAt: hidden ? new Date() : null })
          .where(eq(snippets.id, id))
          .returning(snippetRowColumns);
        await counts.moveListedCounts(before, row!, inner);
        return row!;
      }),

    /**
     * Deletes the snippet; its reactions, saves and views go with it (ON DELETE CASCADE), and, when it was public,
     * the author's stats and the facet and tag counts lose what it carried — read from the deleted row itself, so a
     * like committed just before is included.
     */
    delete: async (id: string, tx: Database = db): Promise<boolean> =>
      tx.transaction(async (inner) => {
        const [row] = await inner.delete(snippets).where(eq(snippets.id, id)).returning(snippetRowColumns);
        if (!row) return false;
        if (!row.listed) return true;
        await inner
          .update(users)
          .set({
            totalSnippets: sql`${users.totalSnippets} - 1`,
            totalLikes: sql`${users.totalLikes} - ${row.likeCount}`,
            totalViews: sql`${users.totalViews} - ${row.viewCount}`,
          })
          .where(eq(users.id, row.authorId));
        await counts.adjustFacetCount(row, -1, inner);
        await counts.adjustTagCounts([], row.tags, inner);
        return true;
      }),

    /** Deletes every snippet of a member (account deletion), with the facet and tag counts of the public ones. */
    deleteAllByAuthor: async (authorId: string, tx: Database = db): Promise<void> => {
      await tx.execute(sql`
        with removed as (
          delete from snippets where author_id = ${authorId}::uuid
          returning platform, category, code_language, tags, listed),
        listed as (select * from removed where listed),
        per_facet as (select platform, category, code_language, count(*) as n from listed group by 1, 2, 3),
        facets as (
          update snippet_counts c set total = c.total - p.n from per_facet p
          where c.platform = p.platform and c.category = p.category and c.code_language = p.code_language),
        per_tag as (select tag, count(*) as n from listed, unnest(tags) as tag group by tag)
        update tag_counts c set total = c.total - p.n from per_tag p where c.tag = p.tag`);
    },

    setFeatured: async (id: string, isFeatured: boolean, tx: Database = db): Promise<boolean> =>
      (
        await tx
          .update(snippets)
          .set({ isFeatured })
          .where(eq(snippets.id, id))
          .returning({ id: snippets.id })
      ).length > 0,
  };
}
