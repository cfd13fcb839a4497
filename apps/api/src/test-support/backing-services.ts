import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const scripts = fileURLToPath(new URL('../../../../tools/services/', import.meta.url));

/** PostgreSQL's binaries from Debian's package, when installed. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(a) - Number(b));
  const bin = versions.length ? join(root, versions.at(-1)!, 'bin') : undefined;
  return bin && existsSync(join(bin, 'pg_ctl')) ? bin : undefined;
}

const onPath = (command: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Whether this machine can run the servers (tools/services/start.sh installs nothing unless root). */
export const backingServicesInstalled = postgresBin() !== undefined && onPath('redis-server') && onPath('redis-cli');

/** Until something accepts connections on the port (or `timeoutMs` passes). */
async function portOpen(port: number, open: boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (isOpen === open) return;
    if (Date.now() > deadline) throw new Error(`port ${port} did not ${open ? 'open' : 'close'} within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/**
 * Throwaway PostgreSQL and Redis of a test's own (tools/services/start.sh in a directory of its
 * own), which the test may stop, restart and kill without disturbing other suites' servers.
 */
export interface BackingServices {
  databaseUrl: string;
  redisUrl: string;
  restartRedis(options?: { downMs?: number }): Promise<void>;
  restartPostgres(): Promise<void>;
  /** SIGKILL to the postmaster (a crash), then a start, which recovers from the WAL. */
  killAndStartPostgres(options?: { downMs?: number }): Promise<void>;
  stop(): Promise<void>;
}

export async function startBackingServices(): Promise<BackingServices> {
  const dir = mkdtempSync(join(tmpdir(), 'chaos-services-'));
  // Without FORCE_COLOR (set by test runners): Node would colour the port numbers the script prints.
  const { FORCE_COLOR: _colour, ...env } = process.env;
  const { stdout } = await run(join(scripts, 'start.sh'), { env: { ...env, SERVICES_DIR: dir }, timeout: 120_000 });
  const value = (name: string) => new RegExp(`export ${name}=(\\S+)`).exec(stdout)?.[1] ?? '';
  const databaseUrl = value('DATABASE_URL');
  const redisUrl = value('REDIS_URL');
  const pgPort = Number(new URL(databaseUrl).port);
  const redisPort = Number(new URL(redisUrl).port);
  const bin = postgresBin()!;
  const data = join(dir, 'pg', 'data');
  // As start.sh: the cluster belongs to the postgres user when the tests run as root.
  const asOwner = (command: string, args: string[]) => (process.getuid?.() === 0 ? run('runuser', ['-u', 'postgres', '--', command, ...args], { timeout: 90_000 }) : run(command, args, { timeout: 90_000 }));
  const pgOptions = `-p ${pgPort} -c listen_addresses=127.0.0.1 -k ${join(dir, 'pg')} -c max_connections=200 -c fsync=off`;
  const startRedis = () =>
    run(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--daemonize', 'yes', '--dir', dir, '--save', '', '--appendonly', 'no', '--pidfile', join(dir, 'redis.pid'), '--logfile', join(dir, 'redis.log')],
      { timeout: 30_000 },
    );

  return {
    databaseUrl,
    redisUrl,
    async restartRedis({ downMs = 2_000 } = {}) {
      await run('redis-cli', ['-p', String(redisPort), 'shutdown', 'nosave'], { timeout: 30_000 }).catch(() => undefined);
      await portOpen(redisPort, false, 30_000);
      await sleep(downMs);
      await startRedis();
      await portOpen(redisPort, true, 30_000);
    },
    async restartPostgres() {
      // With its log file named: otherwise the new server writes to pg_ctl's pipes, held open until it stops.
      await asOwner(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'pg', 'server.log'), '-m', 'fast', '-w', '-t', '60', 'restart']);
      await portOpen(pgPort, true, 60_000);
    },
    async killAndStartPostgres({ downMs = 2_000 } = {}) {
      const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(pid, 'SIGKILL');
      await portOpen(pgPort, false, 30_000);
      await sleep(downMs);
      // The orphaned backends notice their postmaster died and exit; until then a start is refused.
      const deadline = Date.now() + 60_000;
      for (;;) {
        try {
          await asOwner(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'pg', 'server.log'), '-w', '-t', '60', 'start', '-o', pgOptions]);
          break;
        } catch (error) {
          if (Date.now() > deadline) throw error;
          await sleep(500);
        }
      }
      await portOpen(pgPort, true, 60_000);
    },
    async stop() {
      await run(join(scripts, 'stop.sh'), [dir], { timeout: 60_000 }).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
