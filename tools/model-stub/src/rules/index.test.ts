import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDefaultRules } from './index.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('loadDefaultRules', () => {
  it('loads the rules of every module in the folder, in file-name order, skipping tests', async () => {
    dir = await mkdtemp(join(tmpdir(), 'model-stub-rules-'));
    await writeFile(join(dir, 'b-second.ts'), "export default [{ name: 'b', match: () => true, reply: { content: 'b' } }];");
    await writeFile(join(dir, 'a-first.ts'), "export default [{ name: 'a1', match: () => true, reply: () => ({}) }, { name: 'a2', match: () => false, reply: {} }];");
    await writeFile(join(dir, 'a-first.test.ts'), 'throw new Error("tests are not rules");');
    const rules = await loadDefaultRules({ dir });
    expect(rules.map((rule) => rule.name)).toEqual(['a1', 'a2', 'b']);
  });

  it('names the module that does not default-export rules', async () => {
    dir = await mkdtemp(join(tmpdir(), 'model-stub-rules-'));
    await writeFile(join(dir, 'broken.ts'), 'export default { match: true };');
    await expect(loadDefaultRules({ dir })).rejects.toThrow(`${join(dir, 'broken.ts')} must default-export an array of rules`);
  });

  it('loads the rules shipped in src/rules', async () => {
    const rules = await loadDefaultRules();
    expect(rules.every((rule) => typeof rule.match === 'function')).toBe(true);
  });
});
