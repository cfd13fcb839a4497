import { describe, expect, it } from 'vitest';
import { smallZone } from '../../test-support/small-zone.ts';
import { readZoneBySynthesis } from './synthesis-reader.ts';

describe('readZoneBySynthesis', () => {
  it('reads a TD1 zone captured with 7-pixel lines, every check digit passing', async () => {
    const card = ['IDD<<T220001293<<<<<<<<<<<<<<<', '6408125<2010315D<<<<<<<<<<<<<4', 'MUSTERMANN<<ERIKA<<<<<<<<<<<<<'];
    const { image, region } = await smallZone(card, 0.25);
    expect(readZoneBySynthesis({ image, region, lineCount: 3 })?.lines).toEqual(card);
  });

  it('tells a TD3 passport from a TD2 card by which format its lines fit', async () => {
    const passport = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
    const { image, region } = await smallZone(passport, 0.3);
    expect(readZoneBySynthesis({ image, region, lineCount: 2 })?.lines).toEqual(passport);
  });

  it('reads nothing from two lines of ordinary text', async () => {
    const { image, region } = await smallZone(['THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG 1', 'PACK MY BOX WITH FIVE DOZEN LIQUOR JUGS 12345'], 0.25);
    expect(readZoneBySynthesis({ image, region, lineCount: 2 })).toBeNull();
  });

  it('reads nothing when a check digit fails and no single unsure character repairs it', async () => {
    const tampered = ['IDD<<T220001293<<<<<<<<<<<<<<<', '6408125<2010315D<<<<<<<<<<<<<7', 'MUSTERMANN<<ERIKA<<<<<<<<<<<<<'];
    const { image, region } = await smallZone(tampered, 0.25);
    expect(readZoneBySynthesis({ image, region, lineCount: 3 })).toBeNull();
  });
});
