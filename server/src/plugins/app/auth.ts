import { ACCESS_TOKENS, AUTH, MODERATION_MESSAGES, type AccessTokenScope } from '@cloud-snippets/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AccessTokenRow, SessionRow, UserRow } from '../../db/schema/index.js';
import { looksLikeAccessToken } from '../../lib/access-tokens.js';
import { createSessionCache } from '../../lib/session-cache.js';
import { isAdmin, isModerator, isSuspended } from '../../policies/users.policy.js';
import { createAccessTokenAuth } from './access-token-auth.js';
import { forbidden, unauthorized } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, or null for a guest (or a token that no longer works). */
    user: UserRow | null;
    /** The session of a signed-in member (null when a personal access token acts for them). */
    session: SessionRow | null;
    /** The personal access token acting for the member, within its scopes (decision 073). */
    accessToken: AccessTokenRow | null;
    /** A live access token without the `read` scope on a route that reads as it: the request is a guest's. */
    missingTokenScope: AccessTokenScope | null;
    /** A bearer token came with the request but is invalid, expired or revoked. */
    hasRejectedToken: boolean;
  }
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in member: 401 otherwise, before any body is read. */
    requireAuth(request: FastifyRequest): Promise<void>;
    /** onRequest hook for admin-only routes: 401 for guests, 403 for members. */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** onRequest hook for the moderation routes: moderators and admins (decision 053). */
    requireModerator(request: FastifyRequest): Promise<void>;
    /**
     * Runs a write that revokes sessions or changes a member (logout, password, profile, deletion), forgets them in
     * this process at once and returns once the database's announcement of the change has reached this process: it
     * is committed and every listening process has been signalled; each forgets it as its own connection delivers it,
     * a moment later at most (decision 037).
     */
    revokingAuth<T>(changes: AuthChanges, write: () => Promise<T>): Promise<T>;
  }
}

/** What a write revokes: sessions by id, access tokens by id, members by id (every cached token of theirs). */
export interface AuthChanges {
  sessionIds?: string[];
  accessTokenIds?: string[];
  userIds?: string[];
}

/**
 * The channel migration 0013's triggers announce revoked sessions ('s:<id>') and changed members ('u:<id>') on, and
 * migration 0031's revoked access tokens ('t:<id>').
 */
export const AUTH_INVALIDATION_CHANNEL = 'auth_invalidation';
/** How long a revoking write waits to hear its marker before answering anyway (and saying so in the log). */
const ANNOUNCEMENT_WAIT_MS = 2000;

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Optional authentication on every API request: a valid bearer JWT (HS256, exp) whose session row still exists
 * sets request.user. Public routes just read it; protected routes add requireAuth. A token checked in the last few
 * seconds answers from this process's session cache (decision 037), which the database's announcements keep true.
 */
/**
 * The requests a session applies to: the API, and a snippet's raw text and zip, which a private snippet's author
 * fetches with their token (decision 042). Pages are rendered for a visitor and embeds for another site.
 */
const readsSession = (url: string) =>
  url.startsWith('/api/') || /^\/snippets\/[^/?]+\/(raw|download)(?:[/?]|$)/.test(url);

export default fp(
  async function authPlugin(app: FastifyInstance) {
    const sessions = app.sessionsRepository;
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);
    app.decorateRequest('accessToken', null);
    app.decorateRequest('missingTokenScope', null);
    app.decorateRequest('hasRejectedToken', false);

    const cache = createSessionCache<SessionRow, UserRow>({
      ttlMs: app.config.sessionCache.ttlSeconds * 1000,
      max: app.config.sessionCache.max,
    });
    const accessTokens = createAccessTokenAuth(app);
    /** The markers revoking writes wait to hear (hearOwnMarker), by payload. */
    const awaited = new Map<string, () => void>();
    app.channels.on(AUTH_INVALIDATION_CHANNEL, (payload) => {
      const id = payload.slice(2);
      if (payload.startsWith('s:')) cache.invalidateSession(id);
      else if (payload.startsWith('t:')) accessTokens.cache.invalidateSession(id);
      else if (payload.startsWith('u:')) {
        cache.invalidateUser(id);
        accessTokens.cache.invalidateUser(id);
      }
      awaited.get(payload)?.();
    });
    app.channels.watch({
      up: () => {
        cache.resume();
        accessTokens.cache.resume();
      },
      down: (error) => {
        cache.suspend();
        accessTokens.cache.suspend();
        if (error.message !== 'closed')
          app.log.warn({ err: error }, 'session cache off until the LISTEN connection is back');
        // Nothing more will be heard on this connection: a waiting write answers now (the cache is off).
        for (const heard of awaited.values()) heard();
      },
    });

    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header || !readsSession(request.url)) return;
      const token = BEARER.exec(header)?.[1];
      if (!token) {
        request.hasRejectedToken = true;
        return;
      }
      if (looksLikeAccessToken(token)) {
        await accessTokens.authenticate(request, token);
        return;
      }
      const cached = cache.get(token);
      if (cached) {
        request.user = cached.user;
        request.session = cached.session;
        return;
      }
      const generation = cache.generation();
      const claims = await app.tokens.verify(token);
      const found = claims ? await sessions.findActiveWithUser(claims.sessionId, claims.userId) : null;
      // A suspension ends a member's sessions in its own transaction; this refuses one that raced it.
      if (!found || isSuspended(found.user)) {
        request.hasRejectedToken = true;
        return;
      }
      cache.set(token, { sessionId: found.session.id, userId: found.user.id, ...found }, generation);
      // "Last seen" for the member's list of sessions; never delays the request, never fails it.
      sessions
        .touch(found.session)
        .catch((error: unknown) => request.log.warn({ err: error }, 'last seen not kept'));
      request.user = found.user;
      request.session = found.session;
    });

    app.decorate('revokingAuth', async <T>(changes: AuthChanges, write: () => Promise<T>): Promise<T> => {
      const forget = () => {
        for (const id of changes.sessionIds ?? []) cache.invalidateSession(id);
        for (const id of changes.accessTokenIds ?? []) accessTokens.cache.invalidateSession(id);
        for (const id of changes.userIds ?? []) {
          cache.invalidateUser(id);
          accessTokens.cache.invalidateUser(id);
        }
      };
      forget();
      const result = await write();
      forget();
      if (cache.listening()) await hearOwnMarker();
      return result;
    });

    /**
     * Announces a marker after the write has committed and waits to hear it: PostgreSQL delivers a channel's
     * notifications to each listener in commit order, so by then the write's own announcements (if it made any: an
     * unchanged profile makes none) have been delivered here. Each other process's connection is served by a backend
     * of its own, which may deliver them a moment later (the CI run that showed it: decision 037).
     */
    async function hearOwnMarker(): Promise<void> {
      const marker = `m:${randomUUID()}`;
      let timer: NodeJS.Timeout | undefined;
      // Heard: true; the LISTEN connection lost meanwhile (the cache is then off): true as well.
      const heard = new Promise<boolean>((resolve) => {
        awaited.set(marker, () => resolve(true));
        timer = setTimeout(() => resolve(false), ANNOUNCEMENT_WAIT_MS);
      });
      try {
        await app.db.execute(sql`select pg_notify(${AUTH_INVALIDATION_CHANNEL}, ${marker})`);
        if (!(await heard))
          app.log.warn(
            `the session cache did not hear its own announcement within ${ANNOUNCEMENT_WAIT_MS} ms`,
          );
      } finally {
        clearTimeout(timer);
        awaited.delete(marker);
      }
    }

    const requireAuth = async (request: FastifyRequest) => {
      if (request.user) return;
      refuseMissingScope(request);
      if (!request.hasRejectedToken) throw unauthorized(AUTH.authenticationRequired);
      const bearer = BEARER.exec(request.headers.authorization ?? '')?.[1] ?? '';
      throw unauthorized(looksLikeAccessToken(bearer) ? ACCESS_TOKENS.invalid : AUTH.sessionExpired);
    };
    app.decorate('requireAuth', requireAuth);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await requireAuth(request);
      if (!isAdmin(request.user)) throw forbidden();
    });
    app.decorate('requireModerator', async (request: FastifyRequest) => {
      await requireAuth(request);
      if (!isModerator(request.user)) throw forbidden(MODERATION_MESSAGES.notStaff);
    });
  },
  { name: 'auth', dependencies: ['context', 'repositories', 'channels'] },
);

/** 403 naming the scope when an access token lacking `read` came where sign-in is needed (decision 073). */
export function refuseMissingScope(request: FastifyRequest): void {
  if (request.missingTokenScope) throw forbidden(ACCESS_TOKENS.lacksScope(request.missingTokenScope));
}

/**
 * The signed-in member and session inside a handler behind requireAuth, on a route no access token reaches (one
 * without `tokenScope`): account, password, sessions, tokens.
 */
export function currentSession(request: FastifyRequest): { user: UserRow; session: SessionRow } {
  if (!request.user || !request.session) throw unauthorized();
  return { user: request.user, session: request.session };
}

/** The member acting, by a session or by an access token, inside a handler behind requireAuth. */
export function currentMember(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The signed-in member read afresh from the database, for what the session cache may hold a few seconds old: the
 * counters a profile shows, and the password hash a password check compares with (decision 037).
 */
export async function freshMember(request: FastifyRequest): Promise<UserRow> {
  const member = await request.server.usersRepository.findById(currentMember(request).id);
  if (!member) throw unauthorized(AUTH.sessionExpired);
  return member;
}
