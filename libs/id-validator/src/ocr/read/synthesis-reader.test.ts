import { describe, expect, it } from 'vitest';
import { smallZone } from '../../test-support/small-zone.ts';
import { readZoneBySynthesis } from './synthesis-reader.ts';
import { madeUpDeCard, madeUpUto, withChar } from '../../test-support/readings.ts';

describe('readZoneBySynthesis', () => {
  it('reads a TD1 zone captured with 7-pixel lines, every check digit passing', async () => {
    const card = madeUpDeCard;
    const { image, region } = await smallZone(card, 0.25);
    expect(readZoneBySynthesis({ image, region, lineCount: 3 })?.lines).toEqual(card);
  });

  it('tells a TD3 passport from a TD2 card by which format its lines fit', async () => {
    const passport = madeUpUto.td3;
    const { image, region } = await smallZone(passport, 0.3);
    expect(readZoneBySynthesis({ image, region, lineCount: 2 })?.lines).toEqual(passport);
  });

  it('reads nothing from two lines of ordinary text', async () => {
    const { image, region } = await smallZone(['THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG 1', 'PACK MY BOX WITH FIVE DOZEN LIQUOR JUGS 12345'], 0.25);
    expect(readZoneBySynthesis({ image, region, lineCount: 2 })).toBeNull();
  });

  it('reads nothing when a check digit fails and no single unsure character repairs it', async () => {
    const tampered = [madeUpDeCard[0]!, withChar(madeUpDeCard[1]!, 29, '3'), madeUpDeCard[2]!];
    const { image, region } = await smallZone(tampered, 0.25);
    expect(readZoneBySynthesis({ image, region, lineCount: 3 })).toBeNull();
  });
});
