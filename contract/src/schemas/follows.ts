import { z } from './zod.js';
import { snippetSummarySchema } from './snippets.js';

/** What a member can follow (decision 052): another member (by username), a tag, or a platform ('sfmc', 'crm'). */
export const FOLLOW_KINDS = ['member', 'tag', 'platform'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/** Page sizes of the follow lists and the Following feed. */
export const FOLLOW_PAGE_SIZES = { members: 20, membersMax: 50, feed: 12, feedMax: 50 } as const;

/** What the follow routes answer (one key per message). */
export const FOLLOW_MESSAGES = {
  followed: 'Followed',
  alreadyFollowing: 'Already following',
  unfollowed: 'Unfollowed',
  notFollowing: 'Not following',
  cannotFollowYourself: 'You cannot follow yourself',
  tagInvalid: 'Tags use letters, digits and - _ . + # only',
  platformNotFound: 'Platform not found',
  cursorInvalid: 'This page link is not valid any more: start from the first page',
} as const;

/** PUT and DELETE /api/follows/{kind}/{target}: a member by username, a tag, or a platform. */
export const followParamsSchema = z.object({
  kind: z.enum(FOLLOW_KINDS),
  /** Any text: what it must look like depends on the kind (the route answers 404 or 400). */
  target: z.string().min(1).max(200),
});

/** The state after a follow or unfollow; `followersCount` counts who follows the target now. */
export const followResponseSchema = z.object({
  message: z.string(),
  kind: z.enum(FOLLOW_KINDS),
  target: z.string(),
  isFollowing: z.boolean(),
  followersCount: z.number().int(),
});
export type FollowResponse = z.infer<typeof followResponseSchema>;

/** A member in a follow list. */
export const followMemberSchema = z.object({ _id: z.string(), username: z.string(), avatar: z.string() });

/** One of the signed-in member's follows; a member target is named by username and carries the member. */
export const followSchema = z.object({
  kind: z.enum(FOLLOW_KINDS),
  target: z.string(),
  member: followMemberSchema.nullable(),
  createdAt: z.string(),
});
export type Follow = z.infer<typeof followSchema>;

/** GET /api/follows: everything the signed-in member follows, newest first. */
export const followListResponseSchema = z.object({ follows: z.array(followSchema) });
export type FollowListResponse = z.infer<typeof followListResponseSchema>;

/** ?cursor=&limit= of keyset pages: `cursor` is the `nextCursor` of the previous page, opaque. */
const keysetQuery = (defaultLimit: number, maxLimit: number) =>
  z.object({
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  });

/** GET /api/users/{username}/followers and /following. */
export const followMembersQuerySchema = keysetQuery(FOLLOW_PAGE_SIZES.members, FOLLOW_PAGE_SIZES.membersMax);

export const followMembersResponseSchema = z.object({
  members: z.array(followMemberSchema.extend({ followedAt: z.string() })),
  nextCursor: z.string().nullable(),
});
export type FollowMembersResponse = z.infer<typeof followMembersResponseSchema>;

/** GET /api/snippets/following: the newest public snippets of what the member follows. */
export const followingFeedQuerySchema = keysetQuery(FOLLOW_PAGE_SIZES.feed, FOLLOW_PAGE_SIZES.feedMax);

export const followingFeedResponseSchema = z.object({
  snippets: z.array(snippetSummarySchema),
  nextCursor: z.string().nullable(),
});
export type FollowingFeedResponse = z.infer<typeof followingFeedResponseSchema>;
