import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { createPasswordHasher, type PasswordHasher } from '../../lib/passwords.js';
import { createTokenService, type TokenService } from '../../lib/tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Drizzle, on PGlite or node-postgres; the caller of buildApp owns opening and closing it. */
    db: Database;
    database: DatabaseHandle;
    passwords: PasswordHasher;
    tokens: TokenService;
  }
}

/** What every route and plugin shares: configuration, the database, password hashing and tokens. */
export default fp(
  async function contextPlugin(
    app: FastifyInstance,
    { config, database }: { config: Config; database: DatabaseHandle },
  ) {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('passwords', createPasswordHasher(config.passwordHashing));
    app.decorate('tokens', createTokenService(config.jwtSecret));
  },
  { name: 'context' },
);
