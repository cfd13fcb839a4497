import { describe, expect, it } from 'vitest';
import { mrzNameOf } from './mrz-layout.ts';

describe('mrzNameOf', () => {
  it('reads surname and given names with fillers as spaces', () => {
    const lines = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
    expect(mrzNameOf(lines, 'TD3')).toEqual({ surname: 'ERIKSSON', givenNames: 'ANNA MARIA' });
  });

  it('takes a name field without a separator as the surname alone', () => {
    expect(mrzNameOf(['', '', 'SILVA'.padEnd(30, '<')], 'TD1')).toEqual({ surname: 'SILVA', givenNames: '' });
  });
});
