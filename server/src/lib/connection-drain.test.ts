import { Agent, createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackConnections } from './connection-drain.js';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server whose /slow requests wait until `finishSlow()`; everything else answers at once. */
async function startServer(idleCloseMs: number) {
  const waiting: (() => void)[] = [];
  const server = createServer((req, res) => {
    if (req.url === '/slow') waiting.push(() => res.end('slow done'));
    else res.end('ok');
  });
  servers.push(server);
  const drain = trackConnections(server, idleCloseMs);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const slowArrived = async () => {
    while (waiting.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { port, drain, slowArrived, finishSlow: () => waiting.splice(0).forEach((finish) => finish()) };
}

function get(port: number, path: string, agent: Agent) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent }, (response: IncomingMessage) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('trackConnections().drain', () => {
  it('finishes requests in flight and answers requests on open keep-alive connections, then stops', async () => {
    const { port, drain, slowArrived, finishSlow } = await startServer(1000);
    const busy = new Agent({ keepAlive: true, maxSockets: 1 });
    const idle = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, '/', idle)).connection).toBe('keep-alive');
    const slow = get(port, '/slow', busy);
    await slowArrived();

    const drained = drain.drain(10_000);
    expect(drain.isDraining).toBe(true);
    // The idle connection's next request is answered, not reset, and the server then closes that connection.
    expect(await get(port, '/', idle)).toEqual({ status: 200, connection: 'close', body: 'ok' });
    finishSlow();
    expect(await slow).toEqual({ status: 200, connection: 'close', body: 'slow done' });
    expect(await drained).toEqual({ cut: 0 });
    await expect(get(port, '/', new Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('closes a keep-alive connection that stays idle', async () => {
    const { port, drain } = await startServer(100);
    const agent = new Agent({ keepAlive: true });
    await get(port, '/', agent);
    const started = performance.now();
    expect(await drain.drain(10_000)).toEqual({ cut: 0 });
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('cuts what still runs when the grace period is over', async () => {
    const { port, drain, slowArrived } = await startServer(100);
    const slow = get(port, '/slow', new Agent()).catch((error: NodeJS.ErrnoException) => error.code);
    await slowArrived();
    expect(await drain.drain(200)).toEqual({ cut: 1 });
    expect(await slow).toBe('ECONNRESET');
  });
});
