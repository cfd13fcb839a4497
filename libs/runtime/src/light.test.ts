import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import * as main from './index.ts';
import * as light from './light.ts';

describe('@circular/runtime/light', () => {
  it('exports only names the main entry exports, each the same binding', () => {
    const names = Object.keys(light);
    expect(names.length).toBeGreaterThan(30);
    for (const name of names) expect((main as Record<string, unknown>)[name], name).toBe((light as Record<string, unknown>)[name]);
  });

  it('leaves out the model factory, the checkpointer and the graph helpers', () => {
    for (const name of ['createChatModel', 'configuredChatModel', 'SqliteCheckpointSaver', 'graphEntry', 'latest']) expect(name in light, name).toBe(false);
  });

  it('imports neither LangGraph, a vendor model client nor undici (the safe fetcher loads it with its first fetch)', () => {
    // A fresh process: this one has the main entry loaded already.
    const script = `
      import { registerHooks } from 'node:module';
      const packages = new Set();
      registerHooks({ resolve(specifier, context, next) { const result = next(specifier, context); const m = /\\/node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(result.url); if (m) packages.add(m[1]); return result; } });
      await import(${JSON.stringify(new URL('./light.ts', import.meta.url).href)});
      console.log(JSON.stringify([...packages]));`;
    const child = spawnSync(process.execPath, ['--conditions=@circular/source', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
    expect(child.status, child.stderr).toBe(0);
    const packages = JSON.parse(child.stdout) as string[];
    // The hook sees the light entry's own packages.
    expect(packages).toContain('ipaddr.js');
    const heavy = ['undici', '@langchain/langgraph', '@langchain/langgraph-checkpoint', '@langchain/openai', '@langchain/anthropic', '@langchain/ollama', 'openai', '@anthropic-ai/sdk'];
    expect(heavy.filter((name) => packages.includes(name))).toEqual([]);
  });
});
