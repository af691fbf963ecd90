import { TIMINGS } from '@cloud-snippets/contract';

export type MessageKind = 'error' | 'success' | 'warning';
export type ShowMessage = (kind: MessageKind, message: string, durationMs: number) => void;

/**
 * The toaster (a lazy chunk, mounted after hydration) registers how it shows a message; messages sent before it is
 * there wait in order, so none is lost while the page starts.
 */
let show: ShowMessage | null = null;
const waiting: Parameters<ShowMessage>[] = [];

export function connectMessages(next: ShowMessage): () => void {
  show = next;
  for (const message of waiting.splice(0)) next(...message);
  return () => {
    if (show === next) show = null;
  };
}

function send(...message: Parameters<ShowMessage>) {
  if (show) show(...message);
  else waiting.push(message);
}

/** Global messages (SPEC §4 Messages): they clear themselves after 5 s unless told otherwise. */
export const notify = {
  error(message: string, durationMs: number = TIMINGS.globalMessageMs) {
    send('error', message, durationMs);
  },
  success(message: string, durationMs: number = TIMINGS.globalMessageMs) {
    send('success', message, durationMs);
  },
  warning(message: string, durationMs: number = TIMINGS.rateLimitWarningMs) {
    send('warning', message, durationMs);
  },
};
