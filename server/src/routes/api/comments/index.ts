import type { FastifyPluginAsync } from 'fastify';
import reactionRoutes from './reactions.js';
import readRoutes from './read.js';
import writeRoutes from './write.js';

/** Every comment route of SPEC §7 Comments, one small file per concern. */
const commentsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(readRoutes);
  await app.register(writeRoutes);
  await app.register(reactionRoutes);
};

export default commentsRoutes;
