import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * How long a keep-alive connection must have been idle during a drain before it is closed. A client that has just
 * received a response and is writing its next request is not idle for that long; closing its connection at once
 * (what http.Server.close() does) resets that request with no answer.
 */
export const DRAIN_IDLE_CLOSE_MS = 1000;

interface ConnectionState {
  /** Responses not finished yet on this connection (more than one when requests are pipelined). */
  responses: Set<ServerResponse>;
  idleTimer?: NodeJS.Timeout;
}

export interface DrainResult {
  /** Connections closed at the end of the grace period with a response still unfinished. */
  cut: number;
}

export interface ConnectionDrain {
  readonly isDraining: boolean;
  /**
   * Stops accepting connections and closes the open ones without dropping a request: each request that arrives is
   * answered with `Connection: close`, a connection idle for DRAIN_IDLE_CLOSE_MS is closed, and whatever is still
   * open after graceMs is cut. Resolves when no connection is left.
   */
  drain(graceMs: number): Promise<DrainResult>;
}

/** Tracks the server's connections from now on (call before listen) so that drain() can close them one by one. */
export function trackConnections(server: Server, idleCloseMs: number = DRAIN_IDLE_CLOSE_MS): ConnectionDrain {
  const connections = new Map<Socket, ConnectionState>();
  let draining: Promise<DrainResult> | null = null;
  let onEmpty: (() => void) | null = null;

  const closeWhenIdle = (socket: Socket, state: ConnectionState) => {
    clearTimeout(state.idleTimer);
    state.idleTimer = setTimeout(() => {
      if (state.responses.size === 0) socket.destroy();
    }, idleCloseMs);
  };

  server.on('connection', (socket: Socket) => {
    const state: ConnectionState = { responses: new Set() };
    connections.set(socket, state);
    if (draining) closeWhenIdle(socket, state);
    socket.once('close', () => {
      clearTimeout(state.idleTimer);
      connections.delete(socket);
      if (connections.size === 0) onEmpty?.();
    });
  });

  // Before Fastify's own listener, so the header is set before any handler can write the response.
  server.prependListener('request', (request, response) => {
    const state = connections.get(request.socket);
    if (!state) return;
    clearTimeout(state.idleTimer);
    state.responses.add(response);
    if (draining) response.setHeader('connection', 'close');
    response.once('close', () => {
      state.responses.delete(response);
      if (draining && state.responses.size === 0 && !request.socket.destroyed)
        closeWhenIdle(request.socket, state);
    });
  });

  const drain = (graceMs: number): Promise<DrainResult> =>
    new Promise<DrainResult>((resolve) => {
      // net.Server.close stops accepting but, unlike http.Server.close, leaves idle keep-alive connections open.
      if (server.listening) NetServer.prototype.close.call(server);
      for (const [socket, state] of connections) {
        for (const response of state.responses)
          if (!response.headersSent) response.setHeader('connection', 'close');
        if (state.responses.size === 0) closeWhenIdle(socket, state);
      }
      const deadline = setTimeout(() => {
        let cut = 0;
        for (const [socket, state] of connections) {
          if (state.responses.size > 0) cut++;
          socket.destroy();
        }
        onEmpty = null;
        resolve({ cut });
      }, graceMs);
      onEmpty = () => {
        clearTimeout(deadline);
        resolve({ cut: 0 });
      };
      if (connections.size === 0) onEmpty();
    });

  return {
    get isDraining() {
      return draining !== null;
    },
    drain: (graceMs) => (draining ??= drain(graceMs)),
  };
}
