import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { degradeImage, type Variant, documentTemplates, type TemplateId, newIdentity, type Identity, mrzSide, renderDocument, renderNonDocument, type Side, seededRandom } from '@circular/id-corpus';
import { readMrzFromImage } from './read-mrz.ts';
import { createMrzOcrEngine } from '../engine/tesseract-pool.ts';
import { createLineRecogniser } from '../engine/line-recogniser.ts';

const today = new Date('2026-11-21T12:00:00Z');
const engine = createMrzOcrEngine({ workers: 2 });
const recogniser = createLineRecogniser();
afterAll(() => Promise.all([engine.terminate(), recogniser.close()]));

/** A generated document side, in a capture variant, with the truth it was drawn from. */
async function documentImage(
  templateId: TemplateId,
  variant: Variant,
  { seed, side, holder }: { seed: number; side?: Side; holder?: { surname: string; givenNames: string } },
): Promise<{ image: Buffer; identity: Identity }> {
  const random = seededRandom(seed);
  const template = documentTemplates[templateId];
  const identity = newIdentity({ template, random, today, holder });
  const png = renderDocument({ template, identity, side: side ?? mrzSide(template), random });
  return { image: (await degradeImage({ png, variant, random })).data, identity };
}

/** A passport whose name has M, W and N, scanned so small that its MRZ lines are 8 pixels high. */
async function passportWithSmallZone(): Promise<{ small: Buffer; identity: Identity }> {
  const holder = { surname: 'MANNWEILER', givenNames: 'WILHELM MAXIMILIAN' };
  const { image, identity } = await documentImage('fr-passport', 'clean', { seed: 21, holder });
  const { metrics } = await readMrzFromImage({ image, engine, today });
  const { width } = await sharp(image).metadata();
  const small = await sharp(image)
    .resize(Math.round(width * (8 / metrics.mrzLineHeight!)))
    .jpeg({ quality: 85 })
    .toBuffer();
  return { small, identity };
}

describe('readMrzFromImage (tesseract, end to end)', { timeout: 60_000 }, () => {
  it('reads every field of a clean Portuguese Cartão de Cidadão back', async () => {
    const { image, identity } = await documentImage('pt-id', 'clean', { seed: 11 });
    const reading = await readMrzFromImage({ image, engine, today });
    expect(reading.issues).toEqual([]);
    expect(reading.mrz?.lines).toEqual(identity.mrz);
    expect(reading.mrz).toMatchObject({
      format: 'TD1',
      documentCode: 'I',
      issuingState: 'PRT',
      documentNumber: identity.documentNumber,
      birthDate: { iso: identity.birthDate },
      expiryDate: { iso: identity.expiryDate },
      valid: true,
      ambiguous: false,
    });
    expect(reading.confidence).toBeGreaterThan(0.7);
    expect(reading.confidence).toBeLessThanOrEqual(1);
  });

  it('reads a German identity card photographed 2–4° askew', async () => {
    const { image, identity } = await documentImage('de-id', 'rotate', { seed: 12 });
    const reading = await readMrzFromImage({ image, engine, today });
    expect(Math.abs(reading.metrics.skewDegrees)).toBeGreaterThanOrEqual(1.5);
    expect(reading.mrz?.lines).toEqual(identity.mrz);
  });

  it('reads a Spanish passport saved as JPEG at quality 30', async () => {
    const { image, identity } = await documentImage('es-passport', 'jpeg30', { seed: 13 });
    expect((await readMrzFromImage({ image, engine, today })).mrz?.lines).toEqual(identity.mrz);
  });

  it('reads a blurred TD2 Romanian identity card', async () => {
    const { image, identity } = await documentImage('ro-id', 'blur', { seed: 14 });
    const reading = await readMrzFromImage({ image, engine, today });
    expect(reading.mrz?.format).toBe('TD2');
    expect(reading.mrz?.lines).toEqual(identity.mrz);
  });

  it('reads an Austrian card lying on a table and a French passport at half scale', async () => {
    const austrian = await documentImage('at-id', 'background', { seed: 15 });
    expect((await readMrzFromImage({ image: austrian.image, engine, today })).mrz?.lines).toEqual(austrian.identity.mrz);
    const french = await documentImage('fr-passport', 'scale50', { seed: 16 });
    expect((await readMrzFromImage({ image: french.image, engine, today })).mrz?.lines).toEqual(french.identity.mrz);
  });

  it('finds the MRZ of a passport scanned sideways, and of a card photographed 15° askew, by morphology', async () => {
    const passport = await documentImage('es-passport', 'clean', { seed: 21 });
    const sideways = await sharp(passport.image).rotate(90).toBuffer();
    const reading = await readMrzFromImage({ image: sideways, engine, today });
    expect(reading.mrz?.lines).toEqual(passport.identity.mrz);
    expect(Math.abs(Math.abs(reading.metrics.skewDegrees) - 90)).toBeLessThan(3);
    const card = await documentImage('pt-id', 'clean', { seed: 22 });
    const askew = await sharp(card.image).rotate(-15, { background: '#ffffff' }).toBuffer();
    expect((await readMrzFromImage({ image: askew, engine, today })).mrz?.lines).toEqual(card.identity.mrz);
  });

  it('reads a card photographed upside down, turned by the print lying above its zone', async () => {
    const card = await documentImage('de-id', 'clean', { seed: 23 });
    const upsideDown = await sharp(card.image).rotate(180).toBuffer();
    const reading = await readMrzFromImage({ image: upsideDown, engine, today });
    expect(reading.mrz?.lines).toEqual(card.identity.mrz);
    expect(Math.abs(Math.abs(reading.metrics.skewDegrees) - 180)).toBeLessThan(3);
  });

  it('searches for the zone in its own thread when the engine has no threads to search in', async () => {
    const passport = await documentImage('es-passport', 'clean', { seed: 21 });
    const sideways = await sharp(passport.image).rotate(-90).toBuffer();
    const threadless = { recognize: engine.recognize.bind(engine), terminate: async () => undefined };
    expect((await readMrzFromImage({ image: sideways, engine: threadless, today })).mrz?.lines).toEqual(passport.identity.mrz);
  });

  it('reads the M, W and N of a name, and every digit, on a passport scanned with 8-pixel MRZ lines', async () => {
    const { small, identity } = await passportWithSmallZone();
    const reading = await readMrzFromImage({ image: small, engine, today });
    expect(reading.metrics.mrzLineHeight).toBeLessThan(9);
    expect(reading.mrz?.lines).toEqual(identity.mrz);
  });

  it('judges an 8-pixel zone without the synthesis when its worker fails, asking for a better photo rather than failing', async () => {
    const { small } = await passportWithSmallZone();
    const failing = {
      ...engine,
      recognize: engine.recognize.bind(engine),
      locateZones: engine.locateZones!.bind(engine),
      judgeBySynthesis: () => Promise.reject(new Error('synthesis worker failed')),
      readZoneBySynthesis: () => Promise.reject(new Error('synthesis worker failed')),
    };
    const reading = await readMrzFromImage({ image: small, engine: failing, today });
    expect(reading.mrz).toBeNull();
    expect(reading.issues).toEqual(['mrz-unreadable']);
  });

  it('says the front of a card has no MRZ', async () => {
    const { image } = await documentImage('pt-id', 'clean', { seed: 17, side: 'front' });
    const reading = await readMrzFromImage({ image, engine, today });
    expect(reading).toMatchObject({ mrz: null, issues: ['no-mrz'], attempts: 0 });
  });

  it('says a landscape photo is not a document', async () => {
    const image = renderNonDocument({ random: seededRandom(18), width: 800, height: 600 });
    expect((await readMrzFromImage({ image, engine, today })).issues).toEqual(['not-a-document']);
  });

  it('refuses images too small or too blurred to read, without OCR', async () => {
    const { image } = await documentImage('pt-passport', 'clean', { seed: 19 });
    const tiny = await sharp(image).resize({ width: 180 }).toBuffer();
    expect(await readMrzFromImage({ image: tiny, engine, today })).toMatchObject({ issues: ['too-small'], attempts: 0 });
    const blurred = await sharp(image).blur(5).toBuffer();
    expect(await readMrzFromImage({ image: blurred, engine, today })).toMatchObject({ issues: ['too-blurred'], attempts: 0 });
  });

  it('returns a tampered MRZ as unverified with the failing checks named', async () => {
    const random = seededRandom(20);
    const template = documentTemplates['gb-passport'];
    const identity = newIdentity({ template, random, today });
    const line = identity.mrz[1] as string;
    const tampered = { ...identity, mrz: [identity.mrz[0] as string, `${line.slice(0, 14)}${(Number(line[14]) + 1) % 10}${line.slice(15)}`] };
    const image = renderDocument({ template, identity: tampered, side: 'front', random });
    const reading = await readMrzFromImage({ image, engine, today });
    expect(reading.mrz).toBeNull();
    expect(reading.issues).toEqual(['mrz-unreadable']);
    expect(reading.unverified?.lines).toEqual(tampered.mrz);
    expect(reading.unverified?.checks.filter((c) => !c.valid).map((c) => c.field)).toEqual(['birthDate', 'composite']);
  });

  it('reads a clean passport with fewer OCR passes when the learned recogniser reads it first', async () => {
    const { image, identity } = await documentImage('gb-passport', 'clean', { seed: 11 });
    const alone = await readMrzFromImage({ image, engine, today });
    const withRecogniser = await readMrzFromImage({ image, engine, recogniser, today });
    expect(withRecogniser.mrz?.lines).toEqual(identity.mrz);
    expect(withRecogniser.attempts).toBeLessThan(alone.attempts);
  });

  it('stops when the caller aborts', async () => {
    const { image } = await documentImage('pt-id', 'clean', { seed: 11 });
    const controller = new AbortController();
    controller.abort(new Error('client went away'));
    await expect(readMrzFromImage({ image, engine, today, signal: controller.signal })).rejects.toThrow('client went away');
  });
});
