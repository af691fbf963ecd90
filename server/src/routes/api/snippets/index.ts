import type { FastifyPluginAsync } from 'fastify';
import detailRoutes from './detail.js';
import followingFeedRoutes from './following.js';
import forkRoutes from './forks.js';
import listRoutes from './list.js';
import metaRoutes from './meta.js';
import reactionRoutes from './reactions.js';
import revisionRoutes from './revisions.js';
import suggestionRoutes from './suggestions.js';
import verificationRoutes from './verifications.js';
import writeRoutes from './write.js';

/** Every snippet route of SPEC §7, one small file per concern. */
const snippetsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(metaRoutes);
  await app.register(followingFeedRoutes);
  await app.register(listRoutes);
  await app.register(detailRoutes);
  await app.register(writeRoutes);
  await app.register(reactionRoutes);
  await app.register(revisionRoutes);
  await app.register(suggestionRoutes);
  await app.register(forkRoutes);
  await app.register(verificationRoutes);
};

export default snippetsRoutes;
