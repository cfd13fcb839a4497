import type { ServerResponse } from 'node:http';
import type { FaultSpec } from './fault-queue.ts';
import { InvalidJsonError, serve, type Exchange } from './http-server.ts';
import type { RecordedExchange, StubControls } from './stub-controls.ts';

/** What every stub offers the test, demo or benchmark that started it. */
export interface StubServer<Kind extends string, Recorded> {
  /** `http://host:port`, where the admin API lives under `/__admin`. */
  origin: string;
  /** Every recorded request since start or the last reset, in arrival order. */
  readonly requests: readonly Recorded[];
  /** Makes the next `times` requests fail this way (queued after faults already injected). */
  injectFault(fault: FaultSpec<Kind>): void;
  setLatency(ms: number): void;
  /** Forgets requests and pending faults, and restores the starting latency and the stub's own starting state. */
  reset(): void;
  close(): Promise<void>;
}

export interface ServeStubOptions<Kind extends string, Recorded extends RecordedExchange<unknown, Kind>> {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  controls: StubControls<Kind, Recorded>;
  /** Answers every request outside `/__admin/`. */
  handle: (exchange: Exchange) => Promise<void>;
  /** Answers 400 for a body that is not JSON, in the stub's own error shape. */
  sendInvalidJson: (response: ServerResponse, message: string) => void;
  /** Answers 500 when `handle` throws, in the stub's own error shape. */
  sendFailure: (response: ServerResponse, message: string) => void;
}

/** Serves a stub on loopback: its admin API under `/__admin/`, everything else through `handle`. */
export async function serveStub<Kind extends string, Recorded extends RecordedExchange<unknown, Kind>>({
  port,
  host,
  controls,
  handle,
  sendInvalidJson,
  sendFailure,
}: ServeStubOptions<Kind, Recorded>): Promise<StubServer<Kind, Recorded>> {
  const server = await serve({
    port,
    host,
    sendFailure,
    handle: async (exchange) => {
      try {
        if (exchange.url.pathname.startsWith('/__admin/')) return await controls.answerAdmin(exchange);
        return await handle(exchange);
      } catch (error) {
        if (!(error instanceof InvalidJsonError)) throw error;
        sendInvalidJson(exchange.response, error.message);
      }
    },
  });
  return {
    origin: server.origin,
    get requests() {
      return controls.requests;
    },
    injectFault: (fault) => controls.injectFault(fault),
    setLatency: (ms) => controls.setLatency(ms),
    reset: () => controls.reset(),
    close: () => server.close(),
  };
}
