import { afterAll, describe, expect, it } from 'vitest';
import { documentImages } from '@circular/id-corpus';
import { createTextOcrEngine } from '../ocr/engine/tesseract-pool.ts';
import { normaliseName } from '../person-name.ts';
import { readOverprint, readVisualZone } from './read-visual-zone.ts';

const today = new Date('2026-11-21T12:00:00Z');
const engine = createTextOcrEngine({ workers: 1 });
afterAll(() => engine.terminate());
const bytes = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1] as string, 'base64');

describe('readVisualZone and readOverprint (tesseract LSTM, end to end)', { timeout: 60_000 }, () => {
  it('reads the holder’s name and dates from the front of a Cartão de Cidadão', async () => {
    const { images, identity } = await documentImages({ template: 'pt-id', seed: 51, today, sides: ['front'] });
    const zone = await readVisualZone({ image: bytes(images[0] as string), engine });
    expect(zone.fields).toMatchObject({
      surname: normaliseName(identity.surname),
      givenNames: normaliseName(identity.givenNames),
      birthDate: identity.birthDate,
      expiry: identity.expiryDate,
    });
    expect(zone.texts).toContain('CARTÃO DE CIDADÃO / CITIZEN CARD');
    expect(zone.confidence).toBeGreaterThan(0.5);
  });

  it('reads the word ESPÉCIME stamped at an angle across a specimen, and nothing on a real card', async () => {
    const specimen = await documentImages({ template: 'pt-id', seed: 52, today, sides: ['front'], specimen: true });
    expect(await readOverprint({ image: bytes(specimen.images[0] as string), engine })).toEqual(['ESPÉCIME']);
    const real = await documentImages({ template: 'pt-id', seed: 52, today, sides: ['front'] });
    expect(await readOverprint({ image: bytes(real.images[0] as string), engine })).toEqual([]);
  });
});
