import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCoreSim, type CoreSim } from '@circular/core-sim';
import { Command } from '@langchain/langgraph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let dataDir: string;
let sim: CoreSim;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'chat-studio-'));
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('SSRF_ALLOW_CIDRS', '127.0.0.0/8');
  vi.stubEnv('OPENAI_API_KEY', '');
  vi.stubEnv('OPENAI_BASE_URL', '');
  vi.resetModules();
  sim = await startCoreSim();
});
afterEach(async () => {
  await sim.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the Studio entry', () => {
  it('builds the graph from the environment, keeping sessions under DATA_DIR, and runs turns as interrupts', async () => {
    const { graph } = await import('./studio.ts');
    expect(existsSync(join(dataDir, 'circular.db'))).toBe(true);
    const turn = (text: string) => ({
      text,
      key: text,
      language: 'en',
      serviceCoreContext: null,
      serviceCoreBaseUrl: sim.coreUrl,
      serviceSubmissionBaseUrl: sim.submissionUrl,
    });
    const config = { configurable: { thread_id: 'studio-1' } };
    const first = await graph.invoke({ sessionId: 'studio-1', turn: turn('ps5 slim') }, config);
    expect(first.replies[0]!.text).toContain('Sony PlayStation 5 Slim');
    const second = await graph.invoke(new Command({ resume: turn('Sony PlayStation 5 Slim') }), config);
    expect(second.stage).toBe('selectOptions');
    expect(second.replies.map((reply) => reply.text)).toEqual([
      'Great: Sony PlayStation 5 Slim.',
      'Which Edition does your product have?\n\nOptions: Standard (with disc drive) | Digital Edition',
    ]);
  });
});
