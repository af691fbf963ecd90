import { DEFAULT_AVATAR, type Follow, type FollowMembersResponse } from '@cloud-snippets/contract';
import type { FollowListRow, FollowMemberRow } from '../repositories/follows/follows.repository.js';
import { encodeCursor } from '../repositories/comments/comments.cursor.js';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** One of a member's follows: a member target named by username, with the member. */
export function presentFollow(row: FollowListRow): Follow {
  const member =
    row.kind === 'member' && row.memberId && row.memberUsername
      ? { _id: row.memberId, username: row.memberUsername, avatar: row.memberAvatar ?? DEFAULT_AVATAR }
      : null;
  return { kind: row.kind, target: member?.username ?? row.target, member, createdAt: iso(row.createdAt) };
}

/** A page of followers or followed members; `limit + 1` rows were read, the extra one saying a next page exists. */
export function presentFollowMembers(rows: FollowMemberRow[], limit: number): FollowMembersResponse {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    members: page.map((row) => ({
      _id: row.id,
      username: row.username,
      avatar: row.avatar ?? DEFAULT_AVATAR,
      followedAt: iso(row.followedAt),
    })),
    nextCursor: rows.length > limit && last ? encodeCursor(last.cursor) : null,
  };
}
