import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of PostgreSQL that a test can take down and bring back, as a restart or a failover does,
 * without touching the server other tests share. While down its port refuses connections.
 */
export interface TcpProxy {
  port: number;
  /** Drops every relayed connection and refuses new ones. */
  goDown(): Promise<void>;
  /**
   * Stops relaying in both directions and holds new connections without answering, as a host that vanished without
   * closing anything: nothing is refused, nothing arrives.
   */
  freeze(): void;
  /** Accepts connections again, on the same port. */
  comeBack(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const relayed: [Socket, Socket][] = [];
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  let isFrozen = false;
  const relay = (client: Socket) => {
    if (isFrozen) {
      track(client);
      client.on('error', () => undefined);
      return;
    }
    const upstream = createConnection(target);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    relayed.push([client, upstream]);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server: Server = createServer(relay);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(0);
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  return {
    port,
    goDown: stop,
    freeze: () => {
      isFrozen = true;
      for (const [client, upstream] of relayed) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    comeBack: async () => {
      isFrozen = false;
      server = createServer(relay);
      await listen(port);
    },
    close: stop,
  };
}
