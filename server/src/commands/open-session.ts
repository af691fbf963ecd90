import type { FastifyInstance } from 'fastify';

/** Opens a session for the member and signs its token: every way of signing in ends here. */
export async function issueToken(
  app: Pick<FastifyInstance, 'config' | 'sessionsRepository' | 'tokens'>,
  userId: string,
  remember: boolean,
  userAgent = '',
) {
  const ttlSeconds = remember ? app.config.rememberTokenTtlSeconds : app.config.tokenTtlSeconds;
  // Whole seconds, so expiresAt, the session row and the JWT's exp all name the same instant.
  const expiresAt = new Date((Math.floor(Date.now() / 1000) + ttlSeconds) * 1000);
  const session = await app.sessionsRepository.create(userId, expiresAt, undefined, userAgent);
  const token = await app.tokens.sign({ userId, sessionId: session.id }, expiresAt);
  return { token, expiresAt: expiresAt.toISOString() };
}
