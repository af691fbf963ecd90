import { STORAGE_KEYS, type SelfUser } from '@cloud-snippets/contract';
import { isTokenValid, tokenExpiry } from './jwt';

/**
 * The signed-in session: the token and the user object, kept in local storage as two entries (SPEC §3)
 * and exposed as a tiny store that React reads with useSyncExternalStore.
 */
export interface Session {
  token: string | null;
  user: SelfUser | null;
}

const listeners = new Set<() => void>();
let current: Session = { token: null, user: null };

function readStorage(): Session {
  try {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    const rawUser = localStorage.getItem(STORAGE_KEYS.user);
    return { token, user: rawUser ? (JSON.parse(rawUser) as SelfUser) : null };
  } catch {
    return { token: null, user: null };
  }
}

function write(next: Session) {
  current = next;
  try {
    if (next.token) localStorage.setItem(STORAGE_KEYS.token, next.token);
    else localStorage.removeItem(STORAGE_KEYS.token);
    if (next.user) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(next.user));
    else localStorage.removeItem(STORAGE_KEYS.user);
  } catch {
    // Storage may be unavailable (private mode, quota); the in-memory session still works.
  }
  listeners.forEach((listener) => listener());
}

export const session = {
  /** Loads the stored session; an expired or unreadable token is cleared (SPEC §4). */
  init() {
    const stored = readStorage();
    if (stored.token && !isTokenValid(stored.token)) write({ token: null, user: null });
    else current = stored.token ? stored : { token: null, user: null };
    if (!current.token && stored.user) write({ token: null, user: null });
    scheduleExpiry();
  },
  get: (): Session => current,
  token: (): string | null => current.token,
  isAuthenticated: (): boolean => isTokenValid(current.token),
  set(token: string, user: SelfUser) {
    write({ token, user });
  },
  setUser(user: SelfUser) {
    if (current.token) write({ token: current.token, user });
  },
  clear() {
    if (current.token || current.user) write({ token: null, user: null });
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

// Another tab logging in or out changes storage; follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user || event.key === null) {
      session.init();
      listeners.forEach((listener) => listener());
    }
  });
}

// When the token's expiry passes while the app is open, the visitor is logged out (SPEC §4).
const MAX_TIMEOUT_MS = 2_147_483_647;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
function scheduleExpiry() {
  clearTimeout(expiryTimer);
  const token = current.token;
  const exp = token ? tokenExpiry(token) : null;
  if (exp === null) return;
  const delay = exp * 1000 - Date.now();
  if (delay <= 0) return session.clear();
  expiryTimer = setTimeout(
    () => {
      if (session.token() === token) session.clear();
      else scheduleExpiry();
    },
    Math.min(delay, MAX_TIMEOUT_MS),
  );
}
session.subscribe(scheduleExpiry);
