import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanBrands } from './clean-brands.ts';

describe('the README example', () => {
  it('is the code of src/examples/clean-brands.ts, word for word', async () => {
    const readme = await readFile(join(import.meta.dirname, '../../README.md'), 'utf8');
    const block = /<!-- example: src\/examples\/clean-brands\.ts -->\n```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    const code = await readFile(join(import.meta.dirname, 'clean-brands.ts'), 'utf8');
    expect(block).toBe(code.replace(/^\s*\/\/ eslint-disable-next-line .*\n/m, ''));
  });

  it('cleans the feed, keeps knock-offs out, answers a sub-brand with its maker, reads an accessory\'s own brand, scopes by category and finds mentions', async () => {
    expect(await cleanBrands()).toEqual({
      cleaned: [
        ['SAMSUNG Electronics Co., Ltd.', 'Samsung', null],
        ['addidas', 'Adidas', null],
        ['Smasung', 'Samsung', null],
        ['Abibas', null, null],
        ['Xiaomi Redmi Note 10', 'Redmi', 'Xiaomi'],
        ['Spigen capa para iPhone', 'Spigen', null],
        ['trek', 'Trek', null],
      ],
      trekForShoes: null,
      mentions: [
        ['Salomon', 18, 25],
        ['Nike', 34, 38],
      ],
      valid: true,
      message: 'Cannondale is a known brand in bikes.',
    });
  });
});
