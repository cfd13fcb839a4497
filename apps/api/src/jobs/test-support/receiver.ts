import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST a callback receiver got. */
export interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the receiver does with the n-th delivery: answer a status, redirect, or never answer. */
export type Reply = number | { redirect: string } | 'hang';

/**
 * A callback receiver on loopback for tests and benchmarks: records every delivery and answers
 * per `plan` (the last entry repeats; 204 when the plan is empty).
 */
export async function startReceiver(plan: Reply[] = []): Promise<{ url: string; deliveries: Delivery[]; close(): Promise<void>; server: Server }> {
  const deliveries: Delivery[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const reply = plan[Math.min(deliveries.length - 1, plan.length - 1)] ?? 204;
      if (reply === 'hang') return;
      if (typeof reply === 'object') res.writeHead(307, { location: reply.redirect }).end();
      else res.writeHead(reply).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/ai`,
    deliveries,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls `read` until `done` holds (or fails after `timeoutMs`), returning the last value. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
