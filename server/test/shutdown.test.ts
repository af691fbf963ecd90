import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isPostgresRun } from './helper.js';
import { PROCESS_TEST_TIMEOUT_MS, freshDataDir, startServer, stopAllServers } from './server-process.js';

afterEach(stopAllServers);

// These start src/main.ts on PGlite whatever TEST_DB says: once is enough.
describe.skipIf(isPostgresRun)('main', () => {
  it(
    'migrates, seeds the admin, warns about PUBLIC_URL in production, serves, and exits 0 on SIGTERM',
    async () => {
      const dataDir = freshDataDir();
      const server = startServer({ DATA_DIR: dataDir, NODE_ENV: 'production' });
      const url = await server.url;
      expect(server.output()).toMatch(/Admin account: username "admin", password "[^"]{20}"/);
      expect(server.output()).toContain('PUBLIC_URL is not set');
      expect(existsSync(join(dataDir, 'server.pid'))).toBe(true);
      expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(true);

      expect(await (await fetch(`${url}/api/health`)).json()).toEqual({ status: 'ok' });
      expect(await (await fetch(`${url}/api/health/ready`)).json()).toEqual({ status: 'ok', database: 'ok' });

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);
      await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'restarts on the same data without seeding again, and stops on SIGINT',
    async () => {
      const dataDir = freshDataDir();
      const first = startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'Right#Pass1' });
      await first.url;
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const second = startServer({ DATA_DIR: dataDir });
      const url = await second.url;
      expect(second.output()).not.toContain('Admin account');
      const login = (password: string) =>
        fetch(`${url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ identifier: 'admin', password }),
        });
      expect((await login('Wrong#Pass1')).status).toBe(401);
      expect((await login('Right#Pass1')).status).toBe(200);
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'answers every request a keep-alive client sends during SIGTERM, then exits 0',
    async () => {
      const server = startServer({ CONTACT_RATE_LIMIT_PER_IP: '1000000', SHUTDOWN_GRACE_PERIOD: '20s' });
      const { port } = new URL(await server.url);
      const agent = new Agent({ keepAlive: true, maxSockets: 4 });
      const outcomes = { answered: 0, acknowledged: 0, refused: 0, unanswered: [] as string[] };
      let isSignalSent = false;

      // A POST is what must not be lost: the client would not know whether its message was stored.
      const post = () =>
        new Promise<void>((resolve) => {
          const payload = JSON.stringify({
            name: 'Ada',
            email: 'ada@example.com',
            subject: 'Keep-alive during shutdown',
            message: 'Is this message stored, refused, or lost?',
          });
          const outgoing = request(
            {
              host: '127.0.0.1',
              port,
              path: '/api/contact',
              method: 'POST',
              agent,
              headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
            },
            (response) => {
              response.resume();
              response.on('end', () => {
                outcomes.answered++;
                if (response.statusCode === 201) outcomes.acknowledged++;
                resolve();
              });
            },
          );
          outgoing.on('error', (error: NodeJS.ErrnoException) => {
            // Refused: the connection was never open, so the client knows nothing was sent.
            if (error.code === 'ECONNREFUSED') outcomes.refused++;
            else outcomes.unanswered.push(`${error.code ?? ''} ${error.message}`);
            resolve();
          });
          outgoing.end(payload);
        });

      // Four keep-alive connections, each sending its next request as soon as the previous one is answered,
      // until the server no longer accepts connections.
      const clients = Array.from({ length: 4 }, async () => {
        for (;;) {
          const refusedBefore = outcomes.refused;
          await post();
          if (isSignalSent && outcomes.refused > refusedBefore) return;
        }
      });
      while (outcomes.acknowledged < 20) await new Promise((resolve) => setTimeout(resolve, 10));
      server.child.kill('SIGTERM');
      isSignalSent = true;
      await Promise.all(clients);
      agent.destroy();

      expect(outcomes.unanswered).toEqual([]);
      expect(outcomes.answered).toBeGreaterThan(20);
      expect(await server.exited).toBe(0);
      console.info(`SIGTERM under keep-alive load: ${JSON.stringify(outcomes)}`);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
