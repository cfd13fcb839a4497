import { once } from 'node:events';
import { createServer } from 'node:net';

/**
 * A port nobody listens on right now, for a child process that cannot listen on port 0 and report
 * the port it got (the API before it logs, LangGraph's dev server): found by binding port 0 first,
 * so another process could still take it in between — callers retry.
 */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const server = createServer();
  server.listen(0, host);
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
