import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the routes' Zod schemas, at /api/docs/json, and Swagger UI at /api/docs.
 * Swagger UI loads only its own files (no inline script), so it runs under the site's strict CSP as is.
 */
export default fp(
  async function apiDocsPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Cloud Snippets API',
          description: 'The community site for Salesforce code snippets. Errors are `{ message, errors? }`.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              description:
                "A session's JWT (from /api/auth/login), or a personal access token (`csp_…`, made on /profile) " +
                'within its scopes: `read` for reads that need sign-in, `write` for creating, editing, forking, ' +
                'liking, saving and commenting. Account, password, email, token, session and moderation routes ' +
                'take a session only (403 for a token).',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The validator badge would load an image from validator.swagger.io, which the CSP forbids anyway.
      uiConfig: { validatorUrl: null, deepLinking: true },
    });
  },
  { name: 'api-docs' },
);
