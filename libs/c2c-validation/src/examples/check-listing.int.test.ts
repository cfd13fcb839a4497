import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkListing } from './check-listing.ts';

describe('the README example', () => {
  it('is the code of src/examples/check-listing.ts, word for word', async () => {
    const readme = await readFile(join(import.meta.dirname, '../../README.md'), 'utf8');
    const block = /<!-- example: src\/examples\/check-listing\.ts -->\n```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    const code = await readFile(join(import.meta.dirname, 'check-listing.ts'), 'utf8');
    expect(block).toBe(code.replace(/^\s*\/\/ eslint-disable-next-line .*\n/m, ''));
  });

  it('asks for a fix, with the phone number and MB WAY masked, and leaves the negated counterfeit word alone', async () => {
    expect(await checkListing()).toEqual({
      verdict: 'fix_required',
      found: [
        ['contact_phone', 'nove um dois 345 678'],
        ['off_platform_payment', 'MB WAY'],
      ],
      redacted: 'Não é réplica. Ligue ████████████████████, pagamento por ██████.',
      codes: ['contact_phone', 'off_platform_payment'],
    });
  });
});
