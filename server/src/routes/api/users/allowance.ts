import { newMemberAllowanceSchema } from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember } from '../../../plugins/app/auth.js';
import { newMemberLimits } from '../../../plugins/app/new-members.js';
import { errorResponses, secured } from '../route-docs.js';

/** GET /allowance: how many snippets the signed-in member may still publish today, said above the editor. */
const allowanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = newMemberLimits(app);
  app.get(
    '/allowance',
    {
      config: { tokenScope: 'read' },
      onRequest: app.requireAuth,
      schema: {
        tags: ['users'],
        summary: 'Snippets a new member may still publish today',
        security: secured,
        response: { 200: newMemberAllowanceSchema, ...errorResponses(401) },
      },
    },
    async (request) => limits.allowance('snippets', currentMember(request)),
  );
};

export default allowanceRoutes;
