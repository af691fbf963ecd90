import type { FastifyInstance } from 'fastify';
import type { OAuthFlow } from '../lib/oauth-flow.js';
import type { ProviderIdentity } from '../lib/oauth-providers.js';
import { oauthRepository } from '../repositories/auth/oauth.repository.js';

/**
 * A signed-in member came back from linking a provider: linked, unless the session that asked has ended since, or
 * the identity or the provider is already linked (to another member, or to this one under another identity).
 */
export async function linkProvider(
  app: Pick<FastifyInstance, 'db' | 'sessionsRepository'>,
  link: NonNullable<OAuthFlow['link']>,
  identity: ProviderIdentity,
) {
  if (!(await app.sessionsRepository.findActiveWithUser(link.sessionId, link.userId))) return 'session-ended';
  return oauthRepository(app.db).link(link.userId, identity);
}
