import { SERVER_ERRORS } from '@cloud-snippets/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import apiCachingPlugin from './plugins/app/api-caching.js';
import authPlugin from './plugins/app/auth.js';
import captchaPlugin from './plugins/app/captcha.js';
import channelsPlugin from './plugins/app/channels.js';
import contextPlugin from './plugins/app/context.js';
import errorsPlugin from './plugins/app/errors.js';
import lifecyclePlugin from './plugins/app/lifecycle.js';
import mailSenderPlugin from './plugins/app/mail-sender.js';
import notificationHubPlugin from './plugins/app/notification-hub.js';
import pageCachePlugin from './plugins/app/page-cache.js';
import pageReadsPlugin from './plugins/app/page-reads.js';
import rateLimitsPlugin from './plugins/app/rate-limits.js';
import wellFormedInputPlugin from './plugins/app/well-formed-input.js';
import repositoriesPlugin from './plugins/app/repositories.js';
import apiDocsPlugin from './plugins/external/api-docs.js';
import compressionPlugin from './plugins/external/compression.js';
import redisPlugin from './plugins/external/redis.js';
import securityHeadersPlugin from './plugins/external/security-headers.js';
import webAppPlugin, { wantsWebApp } from './plugins/external/web-app.js';
import apiRoutes from './routes/api/index.js';
import rawRoutes from './routes/raw/index.js';
import embedRoutes from './routes/embed/index.js';
import downloadRoutes from './routes/download/index.js';
import mediaRoutes from './routes/media/index.js';
import serverRendering, { type ServerRenderingOptions } from './routes/pages/server-rendering.js';
import seoRoutes from './routes/seo/index.js';
import feedRoutes from './routes/feeds/index.js';

/** JSON bodies up to 1 MiB (avatar uploads, multipart, get their own limit). */
export const JSON_BODY_LIMIT = 1_048_576;

/** Never written to the logs, whatever the log level. */
const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.authorization',
  '*.cookie',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.passwordHash',
  '*.token',
  '*.recaptchaToken',
];

export interface AppDependencies {
  config: Config;
  /** Opened (and migrated) by the caller, who also closes it after app.close(). */
  database: DatabaseHandle;
  /** Where logs go (default stdout); tests capture them to check what is never logged. */
  logStream?: { write(line: string): void };
  /** Render pages with this instead of WEB_DIST's build (tests render the web app's sources). */
  pageRenderer?: ServerRenderingOptions['renderer'];
}

/** The whole HTTP application: external plugins → app plugins → routes, one error handler, one 404 handler. */
export async function buildApp({ config, database, logStream, pageRenderer }: AppDependencies) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: JSON_BODY_LIMIT,
    // Fastify accepts a hop count too, though its types only list booleans, strings and functions.
    trustProxy: config.trustProxy as boolean | string,
    // main.ts drains connections first (app.connections.drain); whatever is left when close() runs is idle.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // An empty body sent as JSON (e.g. a bodiless POST /logout from a generic client) means "no body", not an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });

  // The error handler first: routes that plugins add (Swagger UI, static files) must use it too.
  await app.register(errorsPlugin);
  await app.register(lifecyclePlugin);

  // External plugins; compression first, as it applies only to the routes declared after it.
  await app.register(compressionPlugin);
  await app.register(securityHeadersPlugin, { isRecaptchaOn: config.captcha.provider === 'recaptcha' });
  await app.register(redisPlugin, { url: config.redis?.url ?? null });
  await app.register(apiDocsPlugin);
  await app.register(webAppPlugin, { webDist: config.webDist, serveSourceMaps: config.serveSourceMaps });

  // App plugins.
  await app.register(wellFormedInputPlugin);
  await app.register(contextPlugin, { config, database });
  await app.register(repositoriesPlugin);
  await app.register(channelsPlugin);
  await app.register(authPlugin);
  await app.register(notificationHubPlugin);
  await app.register(mailSenderPlugin);
  await app.register(captchaPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(apiCachingPlugin);
  await app.register(pageCachePlugin);
  await app.register(pageReadsPlugin);

  // Routes.
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(seoRoutes, { sitemapUrlsPerFile: config.sitemapUrlsPerFile });
  await app.register(feedRoutes);
  await app.register(mediaRoutes);
  await app.register(rawRoutes);
  await app.register(downloadRoutes);
  await app.register(serverRendering, { renderer: pageRenderer });
  // After the server rendering: embeds are drawn by the web app's server entry it loads.
  await app.register(embedRoutes);
  // Pages are a route as well as the 404 handler's answer: route hooks, compression among them, skip that handler.
  const { renderPage } = app;
  if (renderPage) {
    app.get('/*', { schema: { hide: true } }, (request, reply) =>
      wantsWebApp(request) ? renderPage(request, reply) : reply.callNotFound(),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    if (app.renderPage && wantsWebApp(request)) return app.renderPage(request, reply);
    const path = request.url.split('?')[0] ?? request.url;
    return reply.code(404).send({ message: SERVER_ERRORS.routeNotFound(request.method, path) });
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
