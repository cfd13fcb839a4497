import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

/** Linux's cap on any listen backlog; 0 where it cannot be read (another system). */
function somaxconn(): number {
  try {
    return Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
  } catch {
    return 0;
  }
}

describe('listen backlog', () => {
  it.skipIf(somaxconn() < 700)('queues a burst of new connections while the server is busy, beyond Node default backlog of 511', async () => {
    // A child listens through `listen`, then blocks its event loop: it accepts nothing, so every
    // connection that completes its handshake was queued by the kernel under the listen backlog. Past
    // the backlog the kernel drops the connection attempt and the client tries again a second later.
    const serverModule = pathToFileURL(fileURLToPath(new URL('./server.ts', import.meta.url))).href;
    const script = `
      const { listen } = await import(${JSON.stringify(serverModule)});
      const running = await listen((req, res) => res.end(), { port: 0, host: '127.0.0.1' });
      console.log(running.url);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5000);
      process.exit(0);
    `;
    const child = spawn(process.execPath, ['--conditions=@circular/source', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const sockets: Socket[] = [];
    try {
      const listening = once(child.stdout, 'data') as Promise<[Buffer]>;
      const [line] = await Promise.race([listening, once(child, 'exit').then(() => Promise.reject(new Error('the listening child exited')))]);
      const { port } = new URL(line.toString().trim());
      const burst = 700;
      let connected = 0;
      await new Promise<void>((resolve) => {
        const deadline = setTimeout(resolve, 1_500);
        for (let i = 0; i < burst; i++) {
          const socket = connect(Number(port), '127.0.0.1');
          socket.on('error', () => {});
          socket.once('connect', () => {
            connected += 1;
            if (connected === burst) {
              clearTimeout(deadline);
              resolve();
            }
          });
          sockets.push(socket);
        }
      });
      expect(connected).toBe(burst);
    } finally {
      for (const socket of sockets) socket.destroy();
      child.kill();
    }
  });
});
