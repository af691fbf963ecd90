import { OAUTH_PROVIDERS, publicConfigSchema } from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/config: what the web app needs to know about this server (the bot-protection provider and key, the sign-in providers). */
const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { tokenScope: 'read', pageData: true },
      schema: {
        tags: ['meta'],
        summary: 'Public configuration for the web app',
        response: { 200: publicConfigSchema },
      },
    },
    async () => {
      const { captcha, oauth } = app.config;
      return {
        captcha: {
          provider: captcha.provider,
          siteKey: captcha.provider === 'recaptcha' ? captcha.siteKey : null,
        },
        oauthProviders: OAUTH_PROVIDERS.filter((provider) => oauth[provider] !== null),
      };
    },
  );
};

export default configRoutes;
