import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { trackConnections, type ConnectionDrain } from '../../lib/connection-drain.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The HTTP connections, for a shutdown that answers every request (decision 013). */
    connections: ConnectionDrain;
  }
}

/** Tracks HTTP connections from the start, so a shutdown can drain them instead of resetting them. */
export default fp(
  async function lifecyclePlugin(app: FastifyInstance) {
    app.decorate('connections', trackConnections(app.server));
  },
  { name: 'lifecycle' },
);
