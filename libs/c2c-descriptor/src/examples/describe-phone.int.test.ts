import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describePhone } from './describe-phone.ts';

describe('the README example', () => {
  it('is the code of src/examples/describe-phone.ts, word for word', async () => {
    const readme = await readFile(join(import.meta.dirname, '../../README.md'), 'utf8');
    const block = /<!-- example: src\/examples\/describe-phone\.ts -->\n```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    const code = await readFile(join(import.meta.dirname, 'describe-phone.ts'), 'utf8');
    expect(block).toBe(code.replace(/^\s*\/\/ eslint-disable-next-line .*\n/m, ''));
  });

  it('writes the listing with each fact sourced, the condition mapped, the price from the figures and the phone number removed', async () => {
    expect(await describePhone()).toEqual({
      title: 'Apple iPhone 12 128 GB preto',
      condition: ['B', 'Bom estado', 'https://schema.org/UsedCondition'],
      price: [285, 'value_estimation'],
      facts: ['brand=Apple (user)', 'colour=preto (user)', 'storage_capacity=128 GB (inferred)'],
      ask: ['model'],
      warnings: ['text_redacted', 'missing_attributes'],
      phoneRemoved: true,
    });
  });
});
