import type {
  Effect,
  Platform,
  Prerequisite,
  RunsIn,
  SnippetCheckFinding,
  SnippetFile,
  Visibility,
} from '@cloud-snippets/contract';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** An index of listed snippets only (public and not hidden): what every list reads. */
const listed = <T extends { where: (condition: SQL) => unknown }>(builder: T) =>
  builder.where(sql`listed`) as ReturnType<T['where']>;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type ReactionKind = 'like' | 'dislike';

/** A secret finding its author published as a placeholder (decision 046), as the revision records it. */
export interface SecretBypass {
  fingerprint: string;
  kind: string;
  file: number;
  line: number;
}

/**
 * Snippets (SPEC §3 Snippet). The counters are kept in the same transaction as the rows they count
 * (decision 007). Search reads two generated vectors (functions in migration 0002, 'simple' configuration so
 * identifiers such as `LookupRows` or `Database.insert` stay as written): `search_head` from title (A), tags (B) and
 * description (C), which ranking reads, and `search_code` from the code (D), used only to find matches (decision 008).
 */
export const snippets = pgTable(
  'snippets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Made from the title once; an edit keeps it. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    code: text('code').notNull(),
    platform: text('platform').$type<Platform>().notNull(),
    category: text('category').notNull(),
    codeLanguage: text('code_language').notNull(),
    /**
     * The first file's name (decision 043); '' for a snippet whose one file was never named, which
     * reads as `<slug>.<extension>`. Its code is `code`, its language `code_language`: the SPEC's fields.
     */
    fileName: text('file_name').notNull().default(''),
    /** The files after the first, in order: [{ name, language, code }]. Most snippets have none. */
    extraFiles: jsonb('extra_files').$type<SnippetFile[]>().notNull().default([]),
    /** How many files: "3 files" on a card, without reading the files. */
    fileCount: smallint('file_count')
      .notNull()
      .generatedAlwaysAs(sql`1 + jsonb_array_length(extra_files)`),
    /** An Apex class and its test class among the files (contract hasTestClass): the mark and the browse filter. */
    hasTestClass: boolean('has_test_class').notNull().default(false),
    /**
     * The code checks (decision 046): the SSJS and AMPscript marks (null: no such code in the snippet), what
     * the checks found, and the version of the rules that found it (CHECKS_VERSION; older rows are checked again).
     */
    ssjsSafe: boolean('ssjs_safe'),
    ampscriptParses: boolean('ampscript_parses'),
    /** How many Apex and SOQL syntax errors (decision 057): 0 parses, null when the snippet holds no such code. */
    apexSyntaxErrors: smallint('apex_syntax_errors'),
    soqlSyntaxErrors: smallint('soql_syntax_errors'),
    checkFindings: jsonb('check_findings').$type<SnippetCheckFinding[]>().notNull().default([]),
    checksVersion: smallint('checks_version').notNull().default(0),
    /** The secret findings its author marked as placeholders in its current version (decision 046); its revision keeps them. */
    secretBypasses: jsonb('secret_bypasses').$type<SecretBypass[]>(),
    /**
     * What it touches and needs (decision 047), as its author stated them: where it runs, what it changes
     * (writes and deletes put a warning before the code), and the prerequisites a reader sets up first.
     */
    runsIn: text('runs_in')
      .array()
      .$type<RunsIn[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    effects: text('effects')
      .array()
      .$type<Effect[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    prerequisites: jsonb('prerequisites').$type<Prerequisite[]>().notNull().default([]),
    /**
     * Is it still true (decision 048): the newest release members confirmed it on (its API version; null:
     * none), how many confirmed that release, and how many open "out of date" reports it has. Kept with the rows.
     */
    verifiedApi: smallint('verified_api'),
    verifiedCount: integer('verified_count').notNull().default(0),
    outdatedCount: integer('outdated_count').notNull().default(0),
    /** Lowercased, trimmed, unique (contract normalizeTags). */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likeCount: integer('like_count').notNull().default(0),
    dislikeCount: integer('dislike_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    saveCount: integer('save_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    /**
     * Who can read it (decision 042). Only public snippets are listed, searched and counted: the list
     * indexes hold only them (partial), and every counter (facets, tags, members' stats, forks) counts only them.
     */
    visibility: text('visibility').$type<Visibility>().notNull().default('public'),
    /** Hidden by a moderator or by reports (decision 053): 404 to everyone but its author and the moderators. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * Listed: public and not hidden. Computed by PostgreSQL, so no write can forget it; every list, search, feed and
     * counter reads this one column (decision 053), and the list indexes hold only these rows.
     */
    listed: boolean('listed')
      .notNull()
      .generatedAlwaysAs(sql`visibility = 'public' and hidden_at is null`),
    /** How many versions the snippet has had: 1 until its first edit (decision 038). */
    revisionCount: integer('revision_count').notNull().default(1),
    /**
     * The snippet this one was forked from (decision 040); null when it is not a fork, or when the original was
     * deleted, which isFork then tells apart ("forked from a deleted snippet").
     */
    forkedFromId: uuid('forked_from_id').references((): AnyPgColumn => snippets.id, { onDelete: 'set null' }),
    isFork: boolean('is_fork').notNull().default(false),
    /** Its forks that exist: kept by triggers on insert and delete (migration 0015), whoever deletes a fork. */
    forkCount: integer('fork_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Title (A), tags (B), description (C): what search ranks by, small enough to read for a thousand matches. */
    searchHead: tsvector('search_head')
      .notNull()
      .generatedAlwaysAs(sql`snippet_head_document(title, tags, description)`),
    /**
     * The code of every file (D; the first file's and the others', each up to 60,000 characters: migration 0018):
     * only to find snippets whose code uses a word or identifier, never read to rank.
     */
    searchCode: tsvector('search_code')
      .notNull()
      .generatedAlwaysAs(
        sql`snippet_code_document(code) || snippet_code_document(snippet_files_code(extra_files))`,
      ),
  },
  (table) => [
    uniqueIndex('snippets_slug_unique').on(table.slug),
    // Every list order, alone and behind the common filters; each ends with id so pages are stable and the
    // id-only first step of a list (deferred join) is an index-only scan. Lists show public snippets only, so these
    // indexes hold only them (a list's condition names `listed` as written, never as a parameter).
    listed(index('snippets_created_idx').on(table.createdAt, table.id)),
    listed(index('snippets_popular_idx').on(table.likeCount, table.createdAt, table.id)),
    // A–Z the way a person reads: ICU's root collation ignores case and accents first (decision 019).
    listed(index('snippets_title_idx').on(sql`${table.title} collate "und-x-icu"`, table.id)),
    listed(index('snippets_platform_created_idx').on(table.platform, table.createdAt, table.id)),
    listed(
      index('snippets_platform_popular_idx').on(table.platform, table.likeCount, table.createdAt, table.id),
    ),
    listed(index('snippets_category_created_idx').on(table.category, table.createdAt, table.id)),
    listed(
      index('snippets_category_popular_idx').on(table.category, table.likeCount, table.createdAt, table.id),
    ),
    listed(index('snippets_language_created_idx').on(table.codeLanguage, table.createdAt, table.id)),
    listed(
      index('snippets_language_popular_idx').on(
        table.codeLanguage,
        table.likeCount,
        table.createdAt,
        table.id,
      ),
    ),
    // A member's own list shows all of theirs: the author indexes hold every snippet.
    index('snippets_author_created_idx').on(table.authorId, table.createdAt, table.id),
    listed(index('snippets_updated_idx').on(table.updatedAt, table.id)),
    listed(index('snippets_views_idx').on(table.viewCount, table.createdAt, table.id)),
    listed(index('snippets_forks_idx').on(table.forkCount, table.createdAt, table.id)),
    // Browse's "has test class" filter, newest first.
    index('snippets_test_class_idx')
      .on(table.createdAt, table.id)
      .where(sql`has_test_class and listed`),
    // Browse's "SSJS-safe" filter, newest first.
    index('snippets_ssjs_safe_idx')
      .on(table.createdAt, table.id)
      .where(sql`ssjs_safe and listed`),
    // Browse's "verified in the last 3 releases" filter, newest first (the release bound is checked on these rows).
    index('snippets_verified_idx')
      .on(table.createdAt, table.id)
      .where(sql`verified_api is not null and listed`),
    // A snippet's forks, newest first.
    index('snippets_forked_from_idx')
      .on(table.forkedFromId, table.createdAt, table.id)
      .where(sql`${table.forkedFromId} is not null`),
    // A member's profile lists their snippets by popularity and views too.
    index('snippets_author_popular_idx').on(table.authorId, table.likeCount, table.createdAt, table.id),
    index('snippets_featured_idx')
      .on(table.createdAt)
      .where(sql`${table.isFeatured} and ${table.listed}`),
    index('snippets_tags_idx').using('gin', table.tags),
    index('snippets_search_head_idx').using('gin', table.searchHead),
    index('snippets_search_code_idx').using('gin', table.searchCode),
    // The adjacent word pairs of search_head ('trigger new'), so a dotted identifier is read from the index as one
    // entry rather than as a phrase rechecked in every row holding both words (migration 0036, decision 079).
    index('snippets_search_pairs_idx').using('gin', sql`search_head_pairs(${table.searchHead})`),
    check('snippets_platform_check', sql`platform in ('sfmc', 'crm')`),
    check('snippets_visibility_check', sql`visibility in ('public', 'unlisted', 'private')`),
    check(
      'snippets_counters_check',
      sql`like_count >= 0 and dislike_count >= 0 and view_count >= 0 and save_count >= 0 and comment_count >= 0
        and fork_count >= 0 and verified_count >= 0 and outdated_count >= 0`,
    ),
  ],
);

const { searchHead: _searchHead, searchCode: _searchCode, ...rowColumns } = getTableColumns(snippets);
/**
 * A snippet's columns but its two search vectors: they are derived from the text, only the search index reads them,
 * and they are the row's biggest values (a 50 KB class has an 18 KB compressed search_code, four times its code's
 * 4 KB), which a `select *` decompressed, sent and parsed on every edit and every revision read.
 */
export const snippetRowColumns = rowColumns;
export type SnippetRow = Omit<typeof snippets.$inferSelect, 'searchHead' | 'searchCode'>;
export type NewSnippetRow = typeof snippets.$inferInsert;

/** One reaction per member per snippet: a like or a dislike. */
export const snippetReactions = pgTable(
  'snippet_reactions',
  {
    snippetId: uuid('snippet_id')
      .notNull()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReactionKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'snippet_reactions_pk', columns: [table.snippetId, table.userId] }),
    index('snippet_reactions_user_idx').on(table.userId),
    /** The detail page's "100 most recent likers". */
    index('snippet_reactions_recent_idx').on(table.snippetId, table.kind, table.createdAt),
    check('snippet_reactions_kind_check', sql`kind in ('like', 'dislike')`),
  ],
);

/** A member's saved snippets. */
export const snippetSaves = pgTable(
  'snippet_saves',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    snippetId: uuid('snippet_id')
      .notNull()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'snippet_saves_pk', columns: [table.userId, table.snippetId] }),
    index('snippet_saves_snippet_idx').on(table.snippetId),
    index('snippet_saves_user_recent_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * Views counted at most once per viewer per day. The viewer is `u:<member id>`, or for guests `g:` and an HMAC of
 * the address (keyed with the server secret, so the table holds no addresses).
 */
export const snippetViews = pgTable(
  'snippet_views',
  {
    snippetId: uuid('snippet_id')
      .notNull()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    day: date('day').notNull(),
  },
  (table) => [
    primaryKey({ name: 'snippet_views_pk', columns: [table.snippetId, table.viewerKey, table.day] }),
    /** Account deletion removes a member's views. */
    index('snippet_views_viewer_idx').on(table.viewerKey),
  ],
);

/**
 * How many snippets exist per (platform, category, language), kept in the same transactions as the snippets:
 * list pagination sums these few rows instead of counting 100,000 snippets per request.
 */
export const snippetCounts = pgTable(
  'snippet_counts',
  {
    platform: text('platform').notNull(),
    category: text('category').notNull(),
    codeLanguage: text('code_language').notNull(),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'snippet_counts_pk', columns: [table.platform, table.category, table.codeLanguage] }),
  ],
);

export type SnippetCountRow = typeof snippetCounts.$inferSelect;

/**
 * How many snippets carry each tag, kept in the same transactions as the snippets (decision 022): the popular tags
 * are the first rows of an index instead of unnesting the tags of every snippet (450 ms at 100,000 snippets).
 */
export const tagCounts = pgTable(
  'tag_counts',
  {
    tag: text('tag').primaryKey(),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
  },
  (table) => [index('tag_counts_popular_idx').on(table.total.desc(), table.tag)],
);

/**
 * The earlier versions of a snippet (decision 038). A snippet never edited has no rows: its only
 * revision is the snippet itself. The first edit writes revision 1 (the version it replaces) and 2; each later edit
 * one more. The code is stored whole every KEYFRAME_EVERY revisions (1, 21, 41…) and as a patch from the revision
 * before otherwise; title, description and tags, being small, whole each time.
 */
export const snippetRevisions = pgTable(
  'snippet_revisions',
  {
    snippetId: uuid('snippet_id')
      .notNull()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    tags: text('tags').array().notNull(),
    platform: text('platform').$type<Platform>().notNull(),
    category: text('category').notNull(),
    codeLanguage: text('code_language').notNull(),
    /**
     * The first file's name, and the files after it (decision 043): whole on a keyframe and whenever they changed;
     * null when they are the revision before's (most edits change one file), so unchanged files are not copied.
     */
    fileName: text('file_name').notNull().default(''),
    extraFiles: jsonb('extra_files').$type<SnippetFile[]>(),
    /**
     * The secret findings its author marked as placeholders when saving it (decision 046): what kind, in which file and
     * line, and the fingerprint (never the value). Null when none.
     */
    secretBypasses: jsonb('secret_bypasses').$type<SecretBypass[]>(),
    /** The whole code, on a keyframe; null otherwise. */
    code: text('code'),
    /** A unified diff (no context lines) from the revision before; null on a keyframe. */
    codePatch: text('code_patch'),
    /** The author's one-line "what changed", '' when none was given. */
    note: text('note').notNull().default(''),
    linesAdded: integer('lines_added').notNull(),
    linesRemoved: integer('lines_removed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.snippetId, table.number] }),
    check('snippet_revisions_code_check', sql`(code is null) <> (code_patch is null)`),
  ],
);

export type SnippetRevisionRow = typeof snippetRevisions.$inferSelect;
