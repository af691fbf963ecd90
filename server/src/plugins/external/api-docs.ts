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
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
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
