import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

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
  /** Stops listening and drops every open connection, hanging requests included. Safe to call twice. */
  close(): Promise<void>;
}

export interface ServeOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  handle: (exchange: Exchange) => Promise<void>;
  /** Answers 500 when `handle` throws before answering, in the stub's own error shape (clients parse it as they would upstream's). */
  sendFailure: (response: ServerResponse, message: string) => void;
}

/** An HTTP server on loopback (port 0 picks a free port) that tells handlers when their client leaves. */
export async function serve({ port = 0, host = '127.0.0.1', handle, sendFailure }: ServeOptions): Promise<RunningServer> {
  const server = createServer((request, response) => {
    const controller = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) controller.abort();
    });
    const url = new URL(request.url ?? '/', 'http://stub.invalid');
    handle({ request, response, url, signal: controller.signal }).catch((error: unknown) => {
      if (response.headersSent) response.destroy();
      else sendFailure(response, `stub failure: ${error instanceof Error ? error.message : String(error)}`);
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

const marker = Symbol.for('circular.invalid-json-error');

/** A request body that does not parse; stubs answer it 400 in their own error shape. */
export class InvalidJsonError extends Error {
  readonly [marker] = true;
  override name = 'InvalidJsonError';

  /** Works across duplicated copies of this package, unlike `instanceof`. */
  static isInstance(error: unknown): error is InvalidJsonError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}

export async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch (error) {
    throw new InvalidJsonError(`request body is not JSON: ${(error as Error).message}`);
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  response.end(text);
}

/** Waits `ms` unless the client leaves first; resolves false when it left. */
export async function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  if (ms <= 0) return !signal.aborted;
  try {
    await sleep(ms, undefined, { signal });
    return true;
  } catch {
    return false;
  }
}

/** Resolves when the client leaves. Holds no timer, so a hanging request never keeps the process alive. */
export function untilAborted(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
}
