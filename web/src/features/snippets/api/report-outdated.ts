import type { VerificationResponse } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { useVerificationMutation } from './confirm-snippet';

export const REPORT_FAILED = 'Could not send your report';
export const WITHDRAW_REPORT_FAILED = 'Could not withdraw your report';

/**
 * PUT /api/snippets/{id}/outdated with the reason (a report, or a new reason for one), or DELETE it when `reason` is
 * null (the member withdraws their report).
 */
export function reportOutdated({
  id,
  reason,
}: {
  id: string;
  reason: string | null;
}): Promise<VerificationResponse> {
  const path = `/api/snippets/${encodeURIComponent(id)}/outdated`;
  return reason === null
    ? api.delete(path, undefined, { defaultError: WITHDRAW_REPORT_FAILED })
    : api.put(path, { reason }, { defaultError: REPORT_FAILED });
}

/** Report the snippet under `idOrSlug` out of date, or withdraw the report; the page shows the server's answer. */
export function useReportOutdated(idOrSlug: string) {
  return useVerificationMutation(idOrSlug, reportOutdated);
}
