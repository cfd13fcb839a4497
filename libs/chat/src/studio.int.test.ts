import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChatRequest } from '@circular/contract';
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

const request = (text: string): ChatRequest => ({
  language: 'en',
  messages: [{ role: 'user', text }],
  service_core_base_url: sim.coreUrl,
  service_submission_base_url: sim.submissionUrl,
});

describe('the Studio entry', () => {
  it('takes a chat request as the API does, answers the replies alone and resumes with the next words', async () => {
    const { graph } = await import('./studio.ts');
    expect(existsSync(join(dataDir, 'circular.db'))).toBe(true);
    const config = { configurable: { thread_id: 'studio-1' } };
    const first = await graph.invoke({ request: request('ps5 slim') }, config);
    expect(Object.keys(first).filter((key) => key !== '__interrupt__')).toEqual(['replies']);
    expect(first.replies[0]!.text).toContain('Sony PlayStation 5 Slim');
    const second = await graph.invoke(new Command({ resume: 'Sony PlayStation 5 Slim' }), config);
    expect(second.replies.map((reply) => reply.text)).toEqual([
      'Great: Sony PlayStation 5 Slim.',
      'Which Edition does your product have?\n\nOptions: Standard (with disc drive) | Digital Edition',
    ]);
    const snapshot = await graph.getState(config);
    expect(snapshot.values).toEqual({ replies: second.replies });
    expect(snapshot.next).toEqual(['waitForUser']);
  });

  it('also resumes with a whole chat request, and refuses a resume that is neither words nor a request', async () => {
    const { graph } = await import('./studio.ts');
    const config = { configurable: { thread_id: 'studio-2' } };
    await graph.invoke({ request: request('ps5 slim') }, config);
    const resumed = await graph.invoke(new Command({ resume: request('Sony PlayStation 5 Slim') }), config);
    expect(resumed.replies[0]!.text).toBe('Great: Sony PlayStation 5 Slim.');
    await expect(graph.invoke(new Command({ resume: 42 }), config)).rejects.toThrow('resume with the user’s next words (a string) or a chat request');
  });

  it('refuses a request the API refuses, naming the field, and keeps no state from it', async () => {
    const { graph } = await import('./studio.ts');
    const config = { configurable: { thread_id: 'studio-3' } };
    // The module graph is fresh (resetModules), so the error is recognised by name, not class.
    await expect(graph.invoke({ request: { ...request('ps5'), messages: [] } }, config)).rejects.toMatchObject({
      name: 'InvalidRequestError',
      message: expect.stringContaining('/messages') as unknown,
    });
    const { values } = await graph.getState(config);
    expect(values).toEqual({});
  });
});
