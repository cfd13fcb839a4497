import { connect } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { listen } from './server.ts';

/** Resolves once a fresh TCP connection is refused (or accepted), without any connection reuse. */
function tryConnect(url: string): Promise<'accepted' | 'refused'> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', () => resolve('refused'));
  });
}

describe('listen and shutdown', () => {
  it('lets an in-flight request finish, then stops accepting connections', async () => {
    const app = express();
    let release!: () => void;
    const started = new Promise<void>((resolve) => {
      app.get('/slow', (_req, res) => {
        resolve();
        void new Promise<void>((done) => (release = done)).then(() => res.json({ finished: true }));
      });
    });
    const running = await listen(app, { port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${running.url}/slow`).then((res) => res.json());
    await started;

    const stopped = running.shutdown({ graceMs: 5_000 });
    expect(await tryConnect(running.url)).toBe('refused');
    release();

    expect(await inFlight).toEqual({ finished: true });
    await stopped;
    expect(running.server.listening).toBe(false);
  });
});
