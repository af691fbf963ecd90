import { z } from './zod.js';
import { LIMITS, PAGE_SIZES, SNIPPET_LIMITS, USER_ROLES, USER_SNIPPET_SORTS } from '../constants.js';
import { VALIDATION } from '../messages.js';
import { httpUrlField, passwordField, textField } from './fields.js';
import { snippetSummarySchema } from './snippets.js';

export const userStatsSchema = z.object({
  totalSnippets: z.number().int(),
  totalViews: z.number().int(),
  totalLikes: z.number().int(),
  /** Their suggested changes that authors applied (decision 077). */
  suggestionsApplied: z.number().int(),
});

export const socialLinksSchema = z.object({
  twitter: z.string(),
  linkedin: z.string(),
  github: z.string(),
});

/** What anyone may see of a member (SPEC §3 User without email, role or saved list). */
export const publicUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  avatar: z.string(),
  bio: z.string(),
  company: z.string(),
  website: z.string(),
  location: z.string(),
  jobTitle: z.string(),
  socialLinks: socialLinksSchema,
  createdAt: z.string(),
  stats: userStatsSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The signed-in member's own view of themself. */
export const selfUserSchema = publicUserSchema.extend({
  email: z.string(),
  /** The address was confirmed with a link (decision 051); notification mail goes only to a confirmed address. */
  emailVerified: z.boolean(),
  /** A new address waiting for its link to be opened; null when none. */
  pendingEmail: z.string().nullable(),
  role: z.enum(USER_ROLES),
  savedSnippets: z.array(z.string()),
});
export type SelfUser = z.infer<typeof selfUserSchema>;

const socialLinkField = httpUrlField;

/** PUT /api/users/profile. Every field optional; an empty string clears it; unknown keys are dropped. */
export const profileUpdateSchema = z.object({
  bio: textField('Bio', LIMITS.bioMax).optional(),
  company: textField('Company', LIMITS.companyMax).optional(),
  website: httpUrlField.optional(),
  location: textField('Location', LIMITS.locationMax).optional(),
  jobTitle: textField('Job title', LIMITS.companyMax).optional(),
  socialLinks: z
    .object({ twitter: socialLinkField, linkedin: socialLinkField, github: socialLinkField })
    .partial()
    .optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** PUT /api/users/password. Other sessions stop working; the current one stays. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: VALIDATION.currentPasswordRequired })
      .min(1, { error: VALIDATION.currentPasswordRequired }),
    newPassword: passwordField,
  })
  .refine((input) => input.currentPassword !== input.newPassword, {
    error: VALIDATION.newPasswordSameAsCurrent,
    path: ['newPassword'],
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** DELETE /api/users/account: the member confirms with their password. */
export const accountDeletionSchema = z.object({
  password: z.string({ error: VALIDATION.passwordRequired }).min(1, { error: VALIDATION.passwordRequired }),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;

export const usernameParamsSchema = z.object({ username: z.string().min(1).max(LIMITS.usernameMax) });

/** GET /api/users/{username}: the public profile and the member's top snippets (most liked first). */
export const publicProfileResponseSchema = z.object({
  user: publicUserSchema.extend({
    /** The member's three most used languages, most used first (the profile's meta keywords, SPEC §9). */
    topLanguages: z.array(z.string()),
    /**
     * Members who follow this one, and members this one follows (decision 052). The server always sends them;
     * optional so a profile cached or built before follows existed still parses.
     */
    followersCount: z.number().int().optional(),
    followingCount: z.number().int().optional(),
    /** Whether the signed-in viewer follows this member; absent for guests. */
    isFollowing: z.boolean().optional(),
    /** Hidden by a moderator (decision 053): only the member and the moderators get it, marked. Absent otherwise. */
    hidden: z.boolean().optional(),
  }),
  /** Top snippets by likes; the first three carry rank badges on the page. */
  snippets: z.array(snippetSummarySchema),
});
export type PublicProfileResponse = z.infer<typeof publicProfileResponseSchema>;

/** GET /api/users/{username}/snippets (SPEC §7: page, limit default 10, sortBy, sortOrder). */
export const userSnippetsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(SNIPPET_LIMITS.limitMax).default(PAGE_SIZES.userSnippets),
  sortBy: z.enum(USER_SNIPPET_SORTS).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type UserSnippetsQuery = z.infer<typeof userSnippetsQuerySchema>;

/** GET /api/users/profile/savedSnippets: newest saved first. */
export const savedSnippetsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(SNIPPET_LIMITS.limitMax).default(PAGE_SIZES.savedSnippets),
});
export type SavedSnippetsQuery = z.infer<typeof savedSnippetsQuerySchema>;

/** GET /api/users/top-contributors?limit= (default 5). */
export const topContributorsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(PAGE_SIZES.topContributors),
});

export const contributorSchema = z.object({
  _id: z.string(),
  username: z.string(),
  avatar: z.string(),
  snippetCount: z.number().int(),
  totalLikes: z.number().int(),
});
export type Contributor = z.infer<typeof contributorSchema>;

/** SPEC §7 reads `data.users`. */
export const topContributorsResponseSchema = z.object({
  success: z.boolean(),
  data: z.object({
    users: z.array(contributorSchema),
    /** Members with at least one snippet (the home page's contributors counter). */
    totalContributors: z.number().int(),
  }),
});
export type TopContributorsResponse = z.infer<typeof topContributorsResponseSchema>;

/** POST /api/users/avatar answers the member with the new avatar URL. */
export const avatarResponseSchema = z.object({
  user: selfUserSchema,
  avatar: z.string(),
  message: z.string(),
});
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;
