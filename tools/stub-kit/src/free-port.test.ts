import { once } from 'node:events';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';

describe('freePort', () => {
  it('names a port a server can then listen on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    const server = createServer();
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    expect((server.address() as { port: number }).port).toBe(port);
    await new Promise((resolve) => server.close(resolve));
  });
});
