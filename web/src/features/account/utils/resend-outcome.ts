import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { failureMessage } from './failure-message';

/**
 * The answer to "Send the link again", as a message: sent (or already confirmed), a wait when asked too often (429),
 * otherwise the failure — unless the API client already said it (no answer, 401, 403, a 5xx).
 */
export function resendOutcome(answer: { message: string } | undefined, error: unknown) {
  if (answer) return notify.success(answer.message);
  if (!(error instanceof ApiError) || error.status === null) return;
  if (error.status === 429) return notify.warning(failureMessage(error));
  if (error.status < 500 && error.status !== 401 && error.status !== 403) notify.error(failureMessage(error));
}
