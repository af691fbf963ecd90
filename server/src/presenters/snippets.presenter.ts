import {
  DEFAULT_AVATAR,
  apiVersionOf,
  releaseByApi,
  type SnippetDetail,
  type SnippetListResponse,
  type SnippetReactionResponse,
  type SnippetSummary,
} from '@cloud-snippets/contract';
import { snippetCardUrl } from '../lib/og-card/card-url.js';
import { canChangeSnippet } from '../policies/snippets.policy.js';
import type { ReactionState } from '../repositories/snippets/reactions.repository.js';
import { filesOf } from '../repositories/snippets/snippet-files.js';
import { verificationOf } from '../repositories/snippets/verifications.repository.js';
import type { SnippetDetailRow, SnippetSummaryRow } from '../repositories/snippets/snippets.cards.js';

/** How much of the code a card shows. */
export const CODE_PREVIEW_LINES = 8;
export const CODE_PREVIEW_CHARS = 600;

/** The first lines of the code (at most 8 lines and 600 characters), trailing blank lines dropped. */
export function codePreview(code: string): string {
  return code.slice(0, CODE_PREVIEW_CHARS).split('\n').slice(0, CODE_PREVIEW_LINES).join('\n').trimEnd();
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A card (SPEC §3 Snippet in lists): `likes` is a count here. */
export function presentSnippetSummary(row: SnippetSummaryRow): SnippetSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    codePreview: codePreview(row.codeHead),
    platform: row.platform,
    category: row.category,
    codeLanguage: row.codeLanguage,
    tags: row.tags,
    author: { _id: row.authorId, username: row.authorUsername, avatar: row.authorAvatar ?? DEFAULT_AVATAR },
    likeCount: row.likeCount,
    dislikeCount: row.dislikeCount,
    likes: row.likeCount,
    viewCount: row.viewCount,
    views: row.viewCount,
    saveCount: row.saveCount,
    commentCount: row.commentCount,
    forkCount: row.forkCount,
    isFeatured: row.isFeatured,
    visibility: row.visibility,
    fileCount: row.fileCount,
    hasTestClass: row.hasTestClass,
    ssjsSafe: row.ssjsSafe,
    ampscriptParses: row.ampscriptParses,
    apexSyntaxErrors: row.apexSyntaxErrors,
    soqlSyntaxErrors: row.soqlSyntaxErrors,
    verifiedRelease: row.verifiedApi === null ? null : (releaseByApi(row.verifiedApi)?.id ?? null),
    verifiedCount: row.verifiedCount,
    outdatedCount: row.outdatedCount,
    isLiked: row.myReaction === 'like',
    isDisliked: row.myReaction === 'dislike',
    isSaved: Boolean(row.isSaved),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** A page of cards with SPEC §3's pagination, both at the top level and under `pagination`. */
export function presentSnippetPage(
  rows: SnippetSummaryRow[],
  {
    page,
    limit,
    total,
    found = total,
    approximate = false,
  }: { page: number; limit: number; total: number; found?: number; approximate?: boolean },
): SnippetListResponse {
  // An estimated total ("about 12,000") pages only through what the search read (decision 036).
  const totalPages = Math.ceil(Math.min(total, found) / limit);
  return {
    snippets: rows.map(presentSnippetSummary),
    currentPage: page,
    totalPages,
    totalSnippets: total,
    totalIsApproximate: approximate,
    pagination: {
      currentPage: page,
      totalPages,
      totalSnippets: total,
      limit,
      hasNextPage: page < totalPages,
    },
  };
}

/** The detail page: full code, `likes` as the ids of up to 100 most recent likers, and the viewer's state. */
export function presentSnippetDetail(row: SnippetDetailRow, viewerId: string | null): SnippetDetail {
  const { likes: _count, ...summary } = presentSnippetSummary(row);
  const files = filesOf(row);
  return {
    ...summary,
    code: row.code,
    files,
    likes: row.likerIds,
    isLiked: row.myReaction === 'like',
    isDisliked: row.myReaction === 'dislike',
    isSaved: Boolean(row.isSaved),
    isOwner: canChangeSnippet(viewerId === null ? null : { id: viewerId }, row),
    cardImage: snippetCardUrl(summary),
    checks: row.checkFindings,
    runsIn: row.runsIn,
    effects: row.effects,
    prerequisites: row.prerequisites,
    apiVersion: apiVersionOf(files),
    verification: verificationOf(row),
    revisionCount: row.revisionCount,
    isFork: row.isFork,
    forkedFrom: row.forkedFrom && {
      slug: row.forkedFrom.slug,
      title: row.forkedFrom.title,
      author: { username: row.forkedFrom.author },
    },
    forkedFromHidden: row.forkedFrom === null && row.forkedFromExists,
    ...(row.hidden && { hidden: true }),
  };
}

/** What like, dislike, unlike, reaction removal, save, unsave and view answer. */
export function presentReactionState(message: string, state: ReactionState): SnippetReactionResponse {
  return {
    message,
    likeCount: state.likeCount,
    dislikeCount: state.dislikeCount,
    saveCount: state.saveCount,
    viewCount: state.viewCount,
    isLiked: state.reaction === 'like',
    isDisliked: state.reaction === 'dislike',
    isSaved: Boolean(state.isSaved),
  };
}
