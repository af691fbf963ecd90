/** A snippet card's row (lists, featured, profiles, saved snippets) and the second step every list shares. */
import type {
  Effect,
  Platform,
  Prerequisite,
  RunsIn,
  SnippetCheckFinding,
  SnippetFile,
  Visibility,
} from '@cloud-snippets/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { LISTED } from './visibility.js';
import type { VerificationRow } from './verifications.repository.js';

/** What a list row carries: the card fields, the author, and what the current member did. */
export interface SnippetSummaryRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  codeHead: string;
  platform: Platform;
  category: string;
  codeLanguage: string;
  tags: string[];
  likeCount: number;
  dislikeCount: number;
  viewCount: number;
  saveCount: number;
  commentCount: number;
  forkCount: number;
  isFeatured: boolean;
  visibility: Visibility;
  fileCount: number;
  hasTestClass: boolean;
  ssjsSafe: boolean | null;
  ampscriptParses: boolean | null;
  apexSyntaxErrors: number | null;
  soqlSyntaxErrors: number | null;
  verifiedApi: number | null;
  verifiedCount: number;
  outdatedCount: number;
  createdAt: Date;
  updatedAt: Date;
  authorId: string;
  authorUsername: string;
  authorAvatar: string | null;
  myReaction: 'like' | 'dislike' | null;
  isSaved: boolean;
}

export interface SnippetDetailRow extends SnippetSummaryRow, VerificationRow {
  code: string;
  runsIn: RunsIn[];
  effects: Effect[];
  prerequisites: Prerequisite[];
  fileName: string;
  extraFiles: SnippetFile[];
  likerIds: string[];
  checkFindings: SnippetCheckFinding[];
  revisionCount: number;
  isFork: boolean;
  /** The original while its reader may see it: null when it was deleted or is private to another. */
  forkedFrom: { slug: string; title: string; author: string } | null;
  /** Whether the original still exists (forkedFrom may hide it). */
  forkedFromExists: boolean;
  /** Hidden by moderation: read only by its author and the moderators (decision 053). */
  hidden: boolean;
}

/**
 * How many characters of code a list row carries for the card preview. `substr` (not `left`) lets PostgreSQL read
 * only the start of a long, TOASTed code.
 */
const CODE_HEAD_CHARS = 600;

export const SUMMARY_COLUMNS = sql`
  s.id, s.slug, s.title, s.description, substr(s.code, 1, ${sql.raw(String(CODE_HEAD_CHARS))}) as "codeHead",
  s.platform, s.category, s.code_language as "codeLanguage", s.tags,
  s.like_count as "likeCount", s.dislike_count as "dislikeCount", s.view_count as "viewCount",
  s.save_count as "saveCount", s.comment_count as "commentCount", s.fork_count as "forkCount",
  s.is_featured as "isFeatured", s.visibility, s.file_count as "fileCount", s.has_test_class as "hasTestClass",
  s.ssjs_safe as "ssjsSafe", s.ampscript_parses as "ampscriptParses", s.apex_syntax_errors as "apexSyntaxErrors",
  s.soql_syntax_errors as "soqlSyntaxErrors",
  s.verified_api as "verifiedApi", s.verified_count as "verifiedCount", s.outdated_count as "outdatedCount",
  s.created_at as "createdAt", s.updated_at as "updatedAt",
  u.id as "authorId", u.username as "authorUsername", u.avatar as "authorAvatar",
  r.kind as "myReaction", (sv.user_id is not null) as "isSaved"`;

/** The current member's reaction and save, joined on their primary keys (a guest matches nothing). */
export const viewerJoins = (viewerId: string | null) => sql`
  left join snippet_reactions r on r.snippet_id = s.id and r.user_id = ${viewerId}::uuid
  left join snippet_saves sv on sv.user_id = ${viewerId}::uuid and sv.snippet_id = s.id`;

/**
 * The cards of one page, given the page's ids as a query of `(id, position)`: only those rows are read, with their
 * authors and the current member's reaction and save, in position order. Every list (browse, featured, a member's
 * snippets, saved snippets) builds its page of ids on its own index and shares this second step.
 */
export function summariesOfPage(
  ids: SQL,
  viewerId: string | null,
  tx: Database,
): Promise<SnippetSummaryRow[]> {
  return selectRows<SnippetSummaryRow>(
    tx,
    sql`
    select ${SUMMARY_COLUMNS}
    from (${ids}) p
    join snippets s on s.id = p.id
    join users u on u.id = s.author_id
    ${viewerJoins(viewerId)}
    order by p.position`,
  );
}

/**
 * Cards in a fixed order (featured, popular, a profile's best): a handful of rows, same shape as a list page. Public
 * snippets only (LISTED), whatever the condition.
 */
export function summariesInOrder(
  condition: SQL,
  order: SQL,
  limit: number,
  viewerId: string | null,
  tx: Database,
): Promise<SnippetSummaryRow[]> {
  return summariesOfPage(
    sql`select s.id, row_number() over (order by ${order}) as position from snippets s where ${LISTED} and ${condition} order by ${order} limit ${limit}`,
    viewerId,
    tx,
  );
}
