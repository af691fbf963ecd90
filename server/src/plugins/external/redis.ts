import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared state for every app process (rate-limit counters); null when REDIS_URL is unset. */
    redis: Redis | null;
  }
}

/** Connects to Redis when configured, failing the start when it cannot, and disconnects on close. */
export default fp(
  async function redisPlugin(app: FastifyInstance, { url }: { url: string | null }) {
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    // No offline queue: while Redis is down, commands fail fast and the limiters fall back to memory.
    const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    client.on('error', (error: Error) => app.log.warn({ err: error }, 'redis error'));
    await client.connect();
    app.decorate('redis', client);
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  },
  { name: 'redis' },
);
