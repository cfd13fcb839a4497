import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decideReturnedPhone } from './decide-returned-phone.ts';

describe('the README example', () => {
  it('is the code of src/examples/decide-returned-phone.ts, word for word', async () => {
    const readme = await readFile(join(import.meta.dirname, '../../README.md'), 'utf8');
    const block = /<!-- example: src\/examples\/decide-returned-phone\.ts -->\n```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    const code = await readFile(join(import.meta.dirname, 'decide-returned-phone.ts'), 'utf8');
    expect(block).toBe(code.replace(/^\s*\/\/ eslint-disable-next-line .*\n/m, ''));
  });

  it('repairs the cracked phone after wiping its data, and says why line by line', async () => {
    const { decision, required_actions, reasoning } = await decideReturnedPhone(() => new Date('2026-09-01T09:00:00Z'));
    expect(decision).toBe('repair_then_resell');
    expect(required_actions).toEqual(['wipe_data']);
    expect(reasoning).toContain('Repair: €140 < 0.5 × €850 = €425, and €310 − €140 − €12 = €158 > €120 as is: repair pays.');
  });
});
