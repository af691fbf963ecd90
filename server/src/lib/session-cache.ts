import { LRUCache } from 'lru-cache';

/**
 * What a checked bearer token stands for: its session and member, and until when the entry may answer. A personal
 * access token (decision 073) is kept the same way, its row as the session (no expiry: null).
 */
export interface CachedSession<Session, User> {
  sessionId: string;
  userId: string;
  session: Session;
  user: User;
}

export interface SessionCacheOptions {
  /** How long an entry answers after it was read from the database. */
  ttlMs: number;
  /** How many tokens are kept at most (the least recently used go first). */
  max: number;
}

/**
 * The sessions this process has just checked, by bearer token (decision 037), so that a member's requests skip the
 * token's signature check and the session lookup. The database stays the truth: an entry is dropped when the database
 * announces that its session or its member changed (invalidate), it is never served past the session's expiry, and
 * the cache answers nothing while it cannot hear those announcements (suspend, until resume).
 *
 * A lookup that raced an invalidation is not kept: `generation()` is read before the database is asked, and set()
 * stores only if no invalidation happened since (else a read from before a logout could outlive the logout).
 */
export function createSessionCache<Session extends { expiresAt: Date | null }, User>({
  ttlMs,
  max,
}: SessionCacheOptions) {
  type Entry = CachedSession<Session, User>;
  const tokensBySession = new Map<string, string>();
  const tokensByUser = new Map<string, Set<string>>();
  const entries = new LRUCache<string, Entry>({
    max,
    ttl: ttlMs,
    // Expired entries are not served; they go when looked up or pushed out.
    ttlAutopurge: false,
    dispose: (entry, token) => {
      if (tokensBySession.get(entry.sessionId) === token) tokensBySession.delete(entry.sessionId);
      const tokens = tokensByUser.get(entry.userId);
      tokens?.delete(token);
      if (tokens?.size === 0) tokensByUser.delete(entry.userId);
    },
  });
  let generation = 0;
  let listening = false;
  const enabled = () => listening && ttlMs > 0;

  return {
    /** Read before asking the database; pass to set(). */
    generation: () => generation,

    get(token: string, now = Date.now()): Entry | undefined {
      if (!enabled()) return undefined;
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.session.expiresAt && entry.session.expiresAt.getTime() <= now) {
        entries.delete(token);
        return undefined;
      }
      return entry;
    },

    set(token: string, entry: Entry, readAtGeneration: number): void {
      if (!enabled() || readAtGeneration !== generation) return;
      const { expiresAt } = entry.session;
      entries.set(token, entry, {
        ttl: expiresAt ? Math.min(ttlMs, expiresAt.getTime() - Date.now()) : ttlMs,
      });
      tokensBySession.set(entry.sessionId, token);
      let tokens = tokensByUser.get(entry.userId);
      if (!tokens) tokensByUser.set(entry.userId, (tokens = new Set()));
      tokens.add(token);
    },

    /** The session was revoked: forget its token. */
    invalidateSession(sessionId: string): void {
      generation++;
      const token = tokensBySession.get(sessionId);
      if (token !== undefined) entries.delete(token);
    },

    /** The member changed (role, password, profile) or was deleted: forget all their tokens. */
    invalidateUser(userId: string): void {
      generation++;
      for (const token of [...(tokensByUser.get(userId) ?? [])]) entries.delete(token);
    },

    /** Announcements can no longer be heard (the listening connection is down): forget everything, answer nothing. */
    suspend(): void {
      listening = false;
      generation++;
      entries.clear();
    },

    /** Announcements are heard again (a LISTEN is in place): answer from now on, from an empty cache. */
    resume(): void {
      generation++;
      entries.clear();
      listening = true;
    },

    /** Whether announcements are heard (and the cache answers). */
    listening: () => listening,

    get size(): number {
      return entries.size;
    },
  };
}

export type SessionCache<Session extends { expiresAt: Date | null }, User> = ReturnType<
  typeof createSessionCache<Session, User>
>;
