import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { problemTypeUri } from './problem.ts';

export interface RunningServer {
  server: Server;
  url: string;
  /** Stops accepting, lets in-flight requests finish (up to `graceMs`), then closes. */
  shutdown(options?: { graceMs?: number }): Promise<void>;
}

/** How long a connection may take to send a request, and stay open between requests. */
export interface ServerTimeouts {
  /** The whole request (headers and body) must arrive within this; the operation's own run is not counted. */
  requestTimeoutMs: number;
  /** The request line and headers must arrive within this. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
}

/** The defaults; README's configuration table says why each value. */
export const defaultServerTimeouts: ServerTimeouts = { requestTimeoutMs: 60_000, headersTimeoutMs: 10_000, keepAliveTimeoutMs: 65_000 };

/**
 * Connections the kernel may hold, handshake done, until the server accepts them (LISTEN_BACKLOG).
 * Node's default (511) is smaller than a burst of new clients: past it the kernel drops their SYNs
 * and each client tries again a second later. The kernel caps it at `net.core.somaxconn` (4096 on
 * current Linux).
 */
export const defaultListenBacklog = 4096;

/** Listens and knows how to drain: the part of `main` worth testing. */
export async function listen(
  app: Express,
  {
    port,
    host,
    timeouts = defaultServerTimeouts,
    backlog = defaultListenBacklog,
    logger,
  }: { port: number; host: string; timeouts?: ServerTimeouts; backlog?: number; logger?: Logger },
): Promise<RunningServer> {
  const server = createServer(
    {
      requestTimeout: timeouts.requestTimeoutMs,
      headersTimeout: Math.min(timeouts.headersTimeoutMs, timeouts.requestTimeoutMs),
      keepAliveTimeout: timeouts.keepAliveTimeoutMs,
      // Node checks the two request timeouts on this period (30 s by default), so it bounds how late a cut comes.
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersTimeoutMs),
    },
    app,
  );
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => answerClientError(error, socket, logger));
  server.listen({ port, host, backlog });
  await once(server, 'listening');
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

const clientErrors: Record<string, { status: number; reason: string; slug: string; title: string; detail: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    slug: 'request-timeout',
    title: 'Request timeout',
    detail: 'The request was not received in full in time; the connection is closed.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    slug: 'request-header-fields-too-large',
    title: 'Request header fields too large',
    detail: 'The request headers are too large.',
  },
};

/**
 * Requests Node's HTTP parser refuses (conflicting framing, malformed headers) and requests that
 * did not arrive in time never reach Express: they are answered here, still as problem+json, when
 * nothing has been written on the socket yet; otherwise the socket is just closed.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket, logger: Logger | undefined): void {
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || socket.bytesWritten > 0 || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const known = clientErrors[error.code ?? ''] ?? {
    status: 400,
    reason: 'Bad Request',
    slug: 'bad-request',
    title: 'Bad request',
    detail: 'The request is not valid HTTP/1.1 (for example conflicting Content-Length and Transfer-Encoding, or a malformed header).',
  };
  const requestId = randomUUID();
  const instance = (inFlight?.req?.url ?? '/').split('?')[0]!;
  const body = JSON.stringify({ type: problemTypeUri(known.slug), title: known.title, status: known.status, detail: known.detail, instance, request_id: requestId });
  logger?.warn({ request_id: requestId, code: error.code, res: { status: known.status } }, 'request refused before it reached the app');
  socket.end(
    `HTTP/1.1 ${known.status} ${known.reason}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.destroySoon();
}
