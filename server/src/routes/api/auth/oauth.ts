import {
  OAUTH,
  OAUTH_CALLBACK_PATH,
  SETTINGS_PATH,
  oauthCallbackQuerySchema,
  oauthCompleteResponseSchema,
  oauthCompleteSchema,
  oauthHandoffResponseSchema,
  oauthHandoffSchema,
  oauthLinkResponseSchema,
  oauthProviderParamsSchema,
  oauthStartQuerySchema,
  signInMethodsResponseSchema,
  type OAuthCallbackError,
  type OAuthProvider,
} from '@cloud-snippets/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FLOW_COOKIE,
  createFlowSealer,
  flowCookieHeader,
  readCookie,
  type OAuthFlow,
} from '../../../lib/oauth-flow.js';
import { OAuthFlowError, createOAuthProviders, type ProviderIdentity } from '../../../lib/oauth-providers.js';
import { completeProviderSignIn } from '../../../commands/complete-provider-sign-in.js';
import { linkProvider } from '../../../commands/link-provider.js';
import { issueToken } from '../../../commands/open-session.js';
import { providerHandoff } from '../../../commands/provider-handoff.js';
import { currentSession, freshMember } from '../../../plugins/app/auth.js';
import { badRequest, conflict, notFound } from '../../../plugins/app/errors.js';
import { oauthRepository } from '../../../repositories/auth/oauth.repository.js';
import { selfUserAnswer } from '../../../presenters/users.presenter.js';
import { errorResponses, secured } from '../route-docs.js';
import { presentSignInMethods } from '../../../presenters/oauth.presenter.js';

/** The web app's pages a callback sends the browser to. */
const CALLBACK_PAGE = OAUTH_CALLBACK_PATH;
const PROFILE_METHODS = SETTINGS_PATH;

/** A same-site path (not '//host' nor '/\host'), or null. */
const sameSitePath = (value: string | undefined) =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;

const redirectResponse = { 302: z.null().describe('To the provider, or back to the web app') };

/**
 * Sign in with Salesforce or GitHub (decision 054). The browser leaves with PKCE, state and (Salesforce)
 * a nonce sealed in a cookie; the callback checks them through openid-client, then hands what it learned to the web
 * page with a single-use code: a token never travels in a URL.
 */
const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = createOAuthProviders(app.config.oauth);
  const sealer = createFlowSealer(app.config.jwtSecret);
  const oauth = oauthRepository(app.db);
  const users = app.usersRepository;
  const perIp = app.createRateLimiter('oauth-ip', app.config.rateLimits.oauthPerIp, OAUTH.tooManyAttempts);
  const secureCookie = app.config.publicUrl.startsWith('https:');
  const callbackUrl = (provider: OAuthProvider) =>
    `${app.config.publicUrl}/api/auth/oauth/${provider}/callback`;

  const requireEnabled = (provider: OAuthProvider) => {
    if (!providers.isEnabled(provider)) throw notFound(OAUTH.providerDisabled);
  };

  /** A new attempt: its cookie set on the reply, and where the browser goes. */
  async function leaveFor(
    reply: FastifyReply,
    provider: OAuthProvider,
    flow: Pick<OAuthFlow, 'redirect' | 'link'>,
  ): Promise<string> {
    const checks = providers.newChecks(provider);
    const url = await providers.authorizationUrl(provider, callbackUrl(provider), checks);
    reply.header(
      'set-cookie',
      flowCookieHeader(await sealer.seal({ provider, ...checks, ...flow }), secureCookie),
    );
    return url.href;
  }

  const back = (reply: FastifyReply, location: string) =>
    reply.header('set-cookie', flowCookieHeader(null, secureCookie)).redirect(location, 302);
  const failed = (reply: FastifyReply, provider: OAuthProvider, error: OAuthCallbackError, isLink = false) =>
    back(
      reply,
      isLink
        ? `${PROFILE_METHODS}?${new URLSearchParams({ oauthError: error, provider })}#sign-in-methods`
        : `${CALLBACK_PAGE}?${new URLSearchParams({ error, provider })}`,
    );

  app.get(
    '/:provider/start',
    {
      config: { changesPages: false },
      schema: {
        tags: ['auth'],
        summary: 'Leave for the provider to sign in (302)',
        params: oauthProviderParamsSchema,
        querystring: oauthStartQuerySchema,
        response: { ...redirectResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      requireEnabled(provider);
      await perIp.consume(request.ip);
      let location: string;
      try {
        location = await leaveFor(reply, provider, {
          redirect: sameSitePath(request.query.redirect),
          link: null,
        });
      } catch (error) {
        request.log.warn({ err: error, provider }, 'provider sign-in could not start');
        return failed(reply, provider, 'failed');
      }
      return reply.redirect(location, 302);
    },
  );

  app.post(
    '/:provider/link',
    {
      onRequest: app.requireAuth,
      config: { changesPages: false },
      schema: {
        tags: ['auth'],
        summary: "Link the provider to the signed-in member: the provider's address to go to",
        security: secured,
        params: oauthProviderParamsSchema,
        response: { 200: oauthLinkResponseSchema, ...errorResponses(401, 404, 429) },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      requireEnabled(provider);
      await perIp.consume(request.ip);
      const { user, session } = currentSession(request);
      const url = await leaveFor(reply, provider, {
        redirect: null,
        link: { userId: user.id, sessionId: session.id },
      });
      return { url };
    },
  );

  app.get(
    '/:provider/callback',
    {
      config: { changesPages: false },
      schema: {
        tags: ['auth'],
        summary: "The provider's answer: back to the web app with a handoff code or an error key (302)",
        params: oauthProviderParamsSchema,
        querystring: oauthCallbackQuerySchema,
        response: { ...redirectResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      requireEnabled(provider);
      await perIp.consume(request.ip);
      const flow = await sealer.open(readCookie(request.headers.cookie, FLOW_COOKIE));
      // This browser started this very attempt: its cookie names the state the provider sent back.
      if (!flow || flow.provider !== provider || request.query.state !== flow.state)
        return failed(reply, provider, 'state', flow?.link != null);
      let identity: ProviderIdentity;
      try {
        const answer = new URL(callbackUrl(provider));
        answer.search = new URL(request.url, 'http://callback').search;
        identity = await providers.identify(provider, answer, flow);
      } catch (error) {
        if (!(error instanceof OAuthFlowError)) throw error;
        if (error.reason === 'failed')
          request.log.warn({ err: error.cause, provider }, 'provider sign-in failed');
        return failed(reply, provider, error.reason, flow.link !== null);
      }
      if (flow.link) {
        const outcome = await linkProvider(app, flow.link, identity);
        if (
          outcome === 'session-ended' ||
          outcome === 'linked-elsewhere' ||
          outcome === 'provider-already-linked'
        )
          return failed(reply, provider, outcome, true);
        return back(reply, `${PROFILE_METHODS}?${new URLSearchParams({ linked: provider })}#sign-in-methods`);
      }
      const code = await providerHandoff(app, identity, flow.redirect);
      return back(reply, `${CALLBACK_PAGE}?${new URLSearchParams({ code })}`);
    },
  );

  const findHandoff = async (code: string) => {
    const handoff = await oauth.findHandoff(code);
    if (!handoff) throw badRequest(OAUTH.handoffInvalid);
    return handoff;
  };

  app.post(
    '/handoff',
    {
      config: { changesPages: false },
      schema: {
        tags: ['auth'],
        summary: 'What a finished provider sign-in still needs (the code stays usable)',
        body: oauthHandoffSchema,
        response: { 200: oauthHandoffResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await perIp.consume(request.ip);
      const handoff = await findHandoff(request.body.code);
      const owner =
        handoff.kind === 'link-existing' && handoff.userId ? await users.findById(handoff.userId) : null;
      return {
        kind: handoff.kind,
        provider: handoff.provider,
        email: handoff.email,
        suggestedUsername: handoff.suggestedUsername,
        existing: owner
          ? {
              username: owner.username,
              hasPassword: owner.passwordHash !== null,
              providers: (await oauth.listForUser(owner.id)).map((account) => account.provider),
            }
          : null,
      };
    },
  );

  app.post(
    '/complete',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Use a handoff code: sign in, link to the account whose password is given, or create the member named',
        body: oauthCompleteSchema,
        response: {
          200: oauthCompleteResponseSchema,
          201: oauthCompleteResponseSchema,
          ...errorResponses(400, 403, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { code, username, password } = request.body;
      await perIp.consume(request.ip);
      const handoff = await findHandoff(code);
      const user = await completeProviderSignIn(app, code, handoff, { username, password });
      const issued = await issueToken(app, user.id, false, request.headers['user-agent']);
      return reply.code(handoff.kind === 'new-member' ? 201 : 200).send({
        ...issued,
        user: await selfUserAnswer(app.snippetsRepository, user),
        redirect: handoff.redirect,
      });
    },
  );

  const methodsOf = async (request: FastifyRequest) => {
    const member = await freshMember(request);
    return presentSignInMethods(
      member.passwordHash !== null,
      await oauth.listForUser(member.id),
      providers.enabled(),
    );
  };

  app.get(
    '/accounts',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'How the signed-in member signs in: a password or not, and the linked providers',
        security: secured,
        response: { 200: signInMethodsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => methodsOf(request),
  );

  app.delete(
    '/:provider',
    {
      onRequest: app.requireAuth,
      config: { changesPages: false },
      schema: {
        tags: ['auth'],
        summary: 'Unlink a provider; refused (409) when it is the last way to sign in',
        security: secured,
        params: oauthProviderParamsSchema,
        response: {
          200: signInMethodsResponseSchema.extend({ message: z.string() }),
          ...errorResponses(401, 404, 409),
        },
      },
    },
    async (request) => {
      const { provider } = request.params;
      const outcome = await oauth.unlink(currentSession(request).user.id, provider);
      if (outcome === 'not-linked') throw notFound(OAUTH.notLinked);
      if (outcome === 'last-method') throw conflict(OAUTH.lastSignInMethod);
      return { ...(await methodsOf(request)), message: OAUTH.unlinked(provider) };
    },
  );
};

export default oauthRoutes;
