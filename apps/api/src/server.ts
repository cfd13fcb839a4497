import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface RunningServer {
  server: Server;
  url: string;
  /** Stops accepting, lets in-flight requests finish (up to `graceMs`), then closes. */
  shutdown(options?: { graceMs?: number }): Promise<void>;
}

/** Listens and knows how to drain: the part of `main` worth testing. */
export async function listen(app: Express, { port, host }: { port: number; host: string }): Promise<RunningServer> {
  const server = app.listen(port, host);
  await once(server, 'listening');
  // Long-running operations may take 300 s; Node's default request timeout (300 s) would cut them.
  server.requestTimeout = 0;
  server.headersTimeout = 60_000;
  const { port: boundPort } = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    server,
    url: `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${boundPort}`,
    async shutdown({ graceMs = 310_000 } = {}) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive sockets become idle as their last response ends; close them as they do.
      const sweeper = setInterval(() => server.closeIdleConnections(), 100);
      const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed;
      clearInterval(sweeper);
      clearTimeout(deadline);
    },
  };
}
