import { TIMINGS } from '@cloud-snippets/contract';

export type MessageKind = 'error' | 'success' | 'warning';
export type ShowMessage = (kind: MessageKind, message: string, durationMs: number) => void;

/**
 * The toaster is a lazy chunk mounted with the first message (most visits show none, and download none): it
 * registers how it shows a message, and the messages sent before it is there wait in order.
 */
let show: ShowMessage | null = null;
const waiting: Parameters<ShowMessage>[] = [];
let isWanted = false;
const wantedListeners = new Set<() => void>();

/** For useSyncExternalStore: true once a message has been sent, so the toaster should be there. */
export const toasterWanted = {
  subscribe(listener: () => void) {
    wantedListeners.add(listener);
    return () => wantedListeners.delete(listener);
  },
  get: () => isWanted,
};

/** Called once the toaster is there and has shown what waited. */
const shownWaiters: (() => void)[] = [];

/**
 * Resolves once the messages sent so far are on screen: the first one waits for the toaster's chunk, so what is
 * timed from a message (the redirect 0.5 s after 'Snippet deleted successfully!') starts from this, not the call.
 */
export function messagesShown(): Promise<void> {
  if (show) return Promise.resolve();
  return new Promise((resolve) => shownWaiters.push(resolve));
}

export function connectMessages(next: ShowMessage): () => void {
  show = next;
  for (const message of waiting.splice(0)) next(...message);
  for (const resolve of shownWaiters.splice(0)) resolve();
  return () => {
    if (show === next) show = null;
  };
}

function send(...message: Parameters<ShowMessage>) {
  if (show) return show(...message);
  waiting.push(message);
  if (!isWanted) {
    isWanted = true;
    wantedListeners.forEach((listener) => listener());
  }
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
