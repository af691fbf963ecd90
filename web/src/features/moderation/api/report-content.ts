import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';

export const REPORT_FAILED = 'Could not send the report';

/**
 * POST /api/reports: a member reports a snippet, a comment or a profile. Silent: the dialog says what went wrong
 * (the server's own words for 403, 404, 409 and 429), rather than the generic 403 message.
 */
export const reportContent = (input: ReportInput) =>
  api.post<{ message: string }>('/api/reports', input, { defaultError: REPORT_FAILED, silent: true });

export function useReportContent() {
  return useMutation({ mutationFn: reportContent });
}
