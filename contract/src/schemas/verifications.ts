import { z } from './zod.js';
import { RELEASE_IDS } from '../releases.js';
import { VERIFICATION, VERIFICATION_LIMITS } from '../messages/verifications.js';

/**
 * Whether a snippet still works (decision 048): members confirm it on a release ("Verified on Winter '27 by 4
 * members") or report it out of date with a reason ("Reported out of date (2)").
 */
export const snippetVerificationSchema = z.object({
  /** The newest release with a confirmation, and how many members confirmed it there; null and 0 when none. */
  release: z.object({ id: z.string(), label: z.string() }).nullable(),
  count: z.number().int(),
  /** Open out-of-date reports, and the newest of them with their reasons. */
  outdatedCount: z.number().int(),
  outdatedReports: z.array(
    z.object({ reason: z.string(), release: z.string(), username: z.string(), createdAt: z.string() }),
  ),
  /** The current member's own: the releases they confirmed, their open report. Empty for guests. */
  mine: z.object({ confirmed: z.array(z.string()), outdatedReason: z.string().nullable() }),
});
export type SnippetVerification = z.infer<typeof snippetVerificationSchema>;

export const verificationParamsSchema = z.object({
  idOrSlug: z.string().min(1).max(200),
  release: z.enum(RELEASE_IDS, { error: VERIFICATION.releaseNotOut }),
});

/** PUT /api/snippets/{idOrSlug}/outdated: the reason, which its author reads. */
export const outdatedReportInputSchema = z.object({
  reason: z
    .string({ error: VERIFICATION.reasonRequired })
    .trim()
    .min(1, { error: VERIFICATION.reasonRequired, abort: true })
    .max(VERIFICATION_LIMITS.reasonMax, { error: VERIFICATION.reasonTooLong }),
});
export type OutdatedReportInput = z.infer<typeof outdatedReportInputSchema>;

export const verificationResponseSchema = z.object({
  message: z.string(),
  verification: snippetVerificationSchema,
});
export type VerificationResponse = z.infer<typeof verificationResponseSchema>;
