import { OAUTH_LIMITS } from '@cloud-snippets/contract';
import type { FastifyInstance } from 'fastify';
import { usernameCandidates } from '../lib/oauth-flow.js';
import type { ProviderIdentity } from '../lib/oauth-providers.js';
import { oauthRepository } from '../repositories/auth/oauth.repository.js';

/**
 * The handoff of a sign-in with a provider, a single-use code the web page completes: for a linked member, a member
 * with the provider's address, or a new member (with a free username to suggest). A suspended member is refused
 * when the code is used, as password sign-in refuses them once the password is right.
 */
export async function providerHandoff(
  app: Pick<FastifyInstance, 'db' | 'usersRepository'>,
  identity: ProviderIdentity,
  redirect: string | null,
): Promise<string> {
  const oauth = oauthRepository(app.db);
  const users = app.usersRepository;
  const email = identity.email ?? '';
  const common = {
    provider: identity.provider,
    subject: identity.subject,
    name: identity.name,
    email,
    emailVerified: identity.emailVerified,
    redirect,
    ttlMs: OAUTH_LIMITS.handoffMinutes * 60_000,
  };
  const linked = await oauth.findBySubject(identity.provider, identity.subject);
  const member = linked ? await users.findById(linked.userId) : null;
  if (member)
    return oauth.issueHandoff({ ...common, kind: 'sign-in', userId: member.id, suggestedUsername: null });
  const owner = await users.findByIdentifier(email);
  if (owner && owner.email === email)
    return oauth.issueHandoff({
      ...common,
      kind: 'link-existing',
      userId: owner.id,
      suggestedUsername: null,
    });
  const [suggestedUsername = null] = await oauth.freeUsernames(
    usernameCandidates(identity.preferredUsername, email),
  );
  return oauth.issueHandoff({ ...common, kind: 'new-member', userId: null, suggestedUsername });
}
