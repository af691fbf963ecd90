import { DEFAULT_AVATAR, type Contributor, type PublicUser, type SelfUser } from '@cloud-snippets/contract';
import type { UserRow } from '../db/schema/index.js';
import {
  SAVED_IDS_IN_PROFILE,
  type SnippetsRepository,
} from '../repositories/snippets/snippets.repository.js';
import type { ContributorRow } from '../repositories/users/profiles.repository.js';

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
    stats: {
      totalSnippets: user.totalSnippets,
      totalViews: user.totalViews,
      totalLikes: user.totalLikes,
      suggestionsApplied: user.suggestionsApplied,
    },
  };
}

/** The signed-in member's own view, given the ids of the snippets they saved. */
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

/**
 * The signed-in member's answer, assembled here once for every route that gives it (register, login, sign-in with a
 * provider, the profile, settings, avatar and address changes): their own view with the snippets they saved.
 */
export async function selfUserAnswer(
  snippets: Pick<SnippetsRepository, 'savedIds'>,
  user: UserRow,
): Promise<SelfUser> {
  return presentSelfUser(user, { savedSnippetIds: await snippets.savedIds(user.id, SAVED_IDS_IN_PROFILE) });
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
