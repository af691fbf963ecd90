import { DEFAULT_AVATAR, type Contributor, type PublicUser, type SelfUser } from '@cloud-snippets/contract';
import type { UserRow } from '../../../db/schema/index.js';
import type { ContributorRow } from '../../../repositories/users/profiles.repository.js';

/** What anyone may see of a member (SPEC §3 User, without email, role or saved list). */
export function presentPublicUser(user: UserRow): PublicUser {
  return {
    _id: user.id,
    username: user.username,
    avatar: user.avatar ?? DEFAULT_AVATAR,
    bio: user.bio,
    company: user.company,
    website: user.website,
    location: user.location,
    jobTitle: user.jobTitle,
    socialLinks: {
      twitter: user.socialLinks.twitter ?? '',
      linkedin: user.socialLinks.linkedin ?? '',
      github: user.socialLinks.github ?? '',
    },
    createdAt: user.createdAt.toISOString(),
    stats: { totalSnippets: user.totalSnippets, totalViews: user.totalViews, totalLikes: user.totalLikes },
  };
}

/**
 * The signed-in member's own view. `savedSnippetIds` comes from the saves table once snippets exist; until then
 * callers pass nothing and the list is empty.
 */
export function presentSelfUser(
  user: UserRow,
  { savedSnippetIds = [] }: { savedSnippetIds?: string[] } = {},
): SelfUser {
  return {
    ...presentPublicUser(user),
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    pendingEmail: user.pendingEmail,
    role: user.role,
    savedSnippets: savedSnippetIds,
  };
}

/** A top contributor card (SPEC §3: contributors carry snippetCount). */
export function presentContributor(row: ContributorRow): Contributor {
  return {
    _id: row.id,
    username: row.username,
    avatar: row.avatar ?? DEFAULT_AVATAR,
    snippetCount: row.totalSnippets,
    totalLikes: row.totalLikes,
  };
}
