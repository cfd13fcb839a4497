import { describe, expect, it } from 'vitest';
import { findSpam } from './spam.ts';

describe('findSpam', () => {
  it.each(['Guitar, S/N 7QK4xxxxx (partly hidden), new strings.', 'Phone, IMEI 86xxxxxxxxxx on the box.', 'Card holder, the old card ****5521 is removed.'])('reads a mask glued to a code as hidden digits: %s', (text) => {
    expect(findSpam(text)).toEqual([]);
  });
  it('still reads a letter or a mark repeated as shouting', () => {
    expect(findSpam('Muito baratooooo!!!!').map((f) => f.evidence)).toEqual(['ooooo', '!!!!']);
    expect(findSpam('Loja xxxxxx, tudo barato').map((f) => f.evidence)).toEqual(['xxxxxx']);
  });
});
