import { z } from './zod.js';

/**
 * New members (decision 053): until they confirm their e-mail address or have been members for a week, they post a
 * few snippets and comments a day. A fork copies a snippet that is already here: it is not a new one and is not
 * counted. The editor says what is left before the form, so nobody fills it in to be refused.
 */
export const NEW_MEMBER_STANDING_DAYS = 7;

/** What a signed-in member may still post today: GET /api/users/allowance. */
export const newMemberAllowanceSchema = z
  .object({
    /** False for members the limit no longer holds (confirmed, a week old) and on sites without it. */
    limited: z.boolean(),
    /** Snippets a day while new, and how many are left of today's. */
    max: z.number().int().nonnegative(),
    left: z.number().int().nonnegative(),
    /** When one more is allowed again (the oldest of today's turns a day old); null while some are left. */
    nextAt: z.string().nullable(),
    /** When the week's standing lifts the limit; null when it does not hold. */
    liftsAt: z.string().nullable(),
  })
  .meta({ id: 'NewMemberAllowance' });
export type NewMemberAllowance = z.infer<typeof newMemberAllowanceSchema>;

export const NEW_MEMBER_MESSAGES = {
  /** The 429 of a create or a comment past the day's count. */
  limit: (what: 'snippets' | 'comments', max: number) =>
    `New members can post ${max} ${what} a day until they confirm their e-mail address or have been members for a week: try again later`,
  /** Above the editor: how many are left today, and what lifts the limit. */
  left: (left: number, max: number) =>
    `New members can post ${max} snippets a day: ${left} left today. Confirming your e-mail address lifts the limit.`,
  none: (max: number, nextAt: string) =>
    `New members can post ${max} snippets a day: none left until ${nextAt}. Confirming your e-mail address lifts the limit.`,
  liftsAt: (date: string) => `The limit lifts on ${date} in any case.`,
} as const;
