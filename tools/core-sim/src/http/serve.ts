import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Exchange {
  request: IncomingMessage;
  response: ServerResponse;
  url: URL;
  /** Aborted when the client disconnects before the answer is complete. */
  signal: AbortSignal;
}

export interface RunningServer {
  /** `http://host:port`, without a trailing slash. */
  origin: string;
  port: number;
  /** Stops listening and drops every open connection. Safe to call twice. */
  close(): Promise<void>;
}

/** An HTTP server (port 0 picks a free port) that tells handlers when their client leaves. */
export async function serve({
  port = 0,
  host = '127.0.0.1',
  handle,
}: {
  port?: number;
  host?: string;
  handle: (exchange: Exchange) => Promise<void>;
}): Promise<RunningServer> {
  const server = createServer((request, response) => {
    const controller = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) controller.abort();
    });
    const url = new URL(request.url ?? '/', 'http://core-sim.invalid');
    handle({ request, response, url, signal: controller.signal }).catch((error: unknown) => {
      if (response.headersSent) response.destroy();
      else {
        const body = JSON.stringify({ type: '/problems/simulator-failure', title: 'Simulator failure', status: 500, detail: String(error) });
        response.writeHead(500, { 'content-type': 'application/problem+json' }).end(body);
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const hostname = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    origin: `http://${hostname}:${address.port}`,
    port: address.port,
    close: () =>
      (closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      })),
  };
}

export class BodyError extends Error {
  readonly status: 400 | 413;

  constructor(status: 400 | 413, message: string) {
    super(message);
    this.name = 'BodyError';
    this.status = status;
  }
}

/** The JSON body, undefined when empty; a BodyError when it is not JSON or larger than `maxBytes`. */
export async function readJsonBody(request: IncomingMessage, maxBytes: number): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).byteLength;
    if (size > maxBytes) throw new BodyError(413, `the body is larger than ${maxBytes} bytes`);
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new BodyError(400, `the body is not JSON: ${(error as Error).message}`);
  }
}
