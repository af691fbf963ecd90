import { z } from 'zod';
import { LIMITS, USER_ROLES } from '../constants.js';
import { VALIDATION } from '../messages.js';
import { httpUrlField, passwordField, textField } from './fields.js';

export const userStatsSchema = z.object({
  totalSnippets: z.number().int(),
  totalViews: z.number().int(),
  totalLikes: z.number().int(),
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
