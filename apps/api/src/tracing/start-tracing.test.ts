import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const tracingModule = fileURLToPath(new URL('./tracing.ts', import.meta.url));

/** Starts tracing in a fresh process with `env` and reports what it loaded. */
async function startIn(env: Record<string, string>): Promise<{ started: boolean; sdkLoaded: boolean }> {
  const script = `
    import { createRequire } from 'node:module';
    const { startTracing, shutdownTracing } = await import(${JSON.stringify(tracingModule)});
    const started = startTracing(process.env) !== undefined;
    const cache = Object.keys(createRequire(import.meta.url).cache);
    console.log(JSON.stringify({ started, sdkLoaded: cache.some((path) => path.includes('@opentelemetry/sdk-trace')) }));
    await shutdownTracing();`;
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('OTEL_')));
  const { stdout } = await promisify(execFile)(process.execPath, ['--conditions=@circular/source', '--input-type=module', '-e', script], { env: { ...clean, ...env }, timeout: 20_000 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { started: boolean; sdkLoaded: boolean };
}

describe('startTracing', () => {
  it('loads nothing of the SDK while no OTLP endpoint is set', async () => {
    expect(await startIn({})).toEqual({ started: false, sdkLoaded: false });
  });

  it('starts with OTEL_EXPORTER_OTLP_ENDPOINT, and not when OTEL_SDK_DISABLED=true says otherwise', async () => {
    expect(await startIn({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' })).toEqual({ started: true, sdkLoaded: true });
    expect(await startIn({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_SDK_DISABLED: 'true' })).toEqual({ started: false, sdkLoaded: false });
  });
});
