import { describe, expect, it } from 'vitest';
import { smallZone } from '../../test-support/small-zone.ts';
import { fitLine, minLineFit, readBySynthesis, roughGeometry } from './glyph-synthesis.ts';
import { composeMrz } from '@circular/id-corpus';
import { frPassport, madeUpDeCard, madeUpUtoFields } from '../../test-support/readings.ts';

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A made-up Dutch passport whose names are full of M and W. */
const passport = composeMrz({ ...madeUpUtoFields, issuingState: 'NLD', nationality: 'NLD', documentNumber: 'NR7K4T9P2', birthDate: '1983-06-19', sex: 'M', expiryDate: '2029-03-08', surname: 'MOLENWERF', givenNames: 'MAARTEN WILLEM', optionalData: ['418273650'] });
/** Letters to choose among in the name field of a TD3 zone's first line, nothing elsewhere. */
const nameLetters = (lines: readonly string[]) => lines.map((line, row) => [...line].map((_, position) => (row === 0 && position >= 5 ? letters : null)));

describe('readBySynthesis', () => {
  it('fits the pitch and scale of a line captured at 8 pixels high from the line as read', async () => {
    const { image, region } = await smallZone(passport, 0.28);
    const band = { left: region.left - 4, right: region.left + region.width + 4, top: region.top - 2, bottom: region.top + region.lineHeight + 2 };
    const rough = roughGeometry(image, passport[0] as string, band);
    expect(rough).not.toBeNull();
    const { geometry, fit } = fitLine(image, passport[0] as string, rough!);
    expect(fit).toBeGreaterThanOrEqual(minLineFit);
    expect(geometry.pitch).toBeCloseTo(0.7231 * 40 * (image.width / Math.ceil(0.7231 * 40 * 44 + 80)), 0);
  });

  it('sees the M and W that tesseract reads as H and N at 8-pixel lines', async () => {
    const { image, region } = await smallZone(passport, 0.28);
    const misread = [passport[0]!.replace(/M/g, 'H').replace(/W/g, 'N'), passport[1] as string];
    const verdicts = readBySynthesis({ image, region, lines: misread, alphabets: nameLetters(misread) });
    expect(verdicts).not.toBeNull();
    const seen = [...(misread[0] as string)].map((char, position) => verdicts!.find((v) => v.line === 0 && v.position === position)?.seen ?? char).join('');
    expect(seen).toBe(passport[0]);
  });

  it('confirms every letter of a line read right', async () => {
    const { image, region } = await smallZone(passport, 0.25);
    const verdicts = readBySynthesis({ image, region, lines: passport, alphabets: nameLetters(passport) })!;
    expect(verdicts.length).toBeGreaterThan(20);
    expect(verdicts.filter((v) => v.seen !== v.read)).toEqual([]);
  });

  it('tells digits apart under a failing check (8 read as 6)', async () => {
    const card = madeUpDeCard;
    const { image, region } = await smallZone(card, 0.27);
    const misread = [card[0] as string, `${card[1]!.slice(0, 29)}6`, card[2] as string];
    const alphabets = misread.map((line, row) => [...line].map((_, position) => (row === 1 && position === 29 ? '0123456789' : null)));
    const verdicts = readBySynthesis({ image, region, lines: misread, alphabets });
    expect(verdicts).toEqual([{ line: 1, position: 29, read: '6', seen: '8' }]);
  });

  it('judges nothing when the lines as read do not match the image (another zone, a page of text)', async () => {
    const { image, region } = await smallZone(passport, 0.28);
    const other = composeMrz({ ...frPassport, sex: 'M', surname: 'FLORET', givenNames: 'THIBAUT' });
    expect(readBySynthesis({ image, region, lines: other, alphabets: nameLetters(other) })).toBeNull();
  });
});
