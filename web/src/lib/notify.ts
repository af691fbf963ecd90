import { toast } from 'sonner';
import { TIMINGS } from '@cloud-snippets/contract';

/** Global messages (SPEC §4 Messages): they clear themselves after 5 s unless told otherwise. */
export const notify = {
  error(message: string, durationMs: number = TIMINGS.globalMessageMs) {
    // The id de-duplicates: five failing calls show one 'Network Error' message, not five.
    toast.error(message, { id: message, duration: durationMs });
  },
  success(message: string, durationMs: number = TIMINGS.globalMessageMs) {
    toast.success(message, { id: message, duration: durationMs });
  },
  warning(message: string, durationMs: number = TIMINGS.rateLimitWarningMs) {
    toast.warning(message, { id: message, duration: durationMs });
  },
};
