import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** Request paths in arrival order. */
  requests: string[];
  /** TCP connections accepted so far. */
  connections: () => number;
  close: () => Promise<void>;
}

/** A real HTTP server on 127.0.0.1, port chosen by the OS, recording what reached it. */
export async function startLoopbackServer(handler: RequestListener): Promise<LoopbackServer> {
  const requests: string[] = [];
  let connections = 0;
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    handler(req, res);
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
