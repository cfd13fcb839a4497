import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { coreBuilds, coreBuildsFor, loadTesseractModels } from './tesseract-models.ts';
import { defaultLangPath, mrzModel, textModel } from './tesseract-pool.ts';

/** Black text on white, large enough for both engines (sharp draws Pango markup: `&lt;` is `<`). */
const printed = (markup: string) =>
  sharp({ text: { text: markup, dpi: 300 } })
    .flatten({ background: '#ffffff' })
    .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' })
    .png()
    .toBuffer();

describe('loadTesseractModels', () => {
  it('reads with the MRZ and the printed-text models held in one instance, each with its own settings', async () => {
    const models = await loadTesseractModels({ mrz: mrzModel(), text: textModel() });
    const image = await printed('P&lt;UTOHOLMBERG&lt;&lt;MARTA São');
    const [mrzLine] = models.recognize('mrz', image);
    const [textLine] = models.recognize('text', image);
    // The MRZ model keeps to the MRZ alphabet, so lower case cannot come back from it; the text model reads it.
    expect(mrzLine?.text).toMatch(/^P<UTOHOLMBERG<<MARTA [A-Z0-9< ]+$/);
    expect(textLine?.text).toMatch(/^P<UTOHOLMBERG<<MARTA S[aã]o$/);
    expect(mrzLine?.symbols[0]).toMatchObject({ text: 'P' });
    expect(mrzLine?.symbols[0]?.x1).toBeGreaterThan(mrzLine?.symbols[0]?.x0 ?? Infinity);
    // A page segmentation mode given for one reading does not stay: the next reads as before.
    models.recognize('mrz', image, { pageSegMode: '11' });
    expect(models.recognize('mrz', image)[0]?.text).toBe(mrzLine?.text);
  });

  it('reads printed text in an LSTM-only instance exactly as in one that also holds the legacy engine', async () => {
    const [lstmOnly, withLegacy] = await Promise.all([loadTesseractModels({ text: textModel() }), loadTesseractModels({ mrz: mrzModel(), text: textModel() })]);
    const image = await printed('Apelidos / Surname\nVALDEMAR CONCEIÇÃO\n12 MAR 1987');
    const lines = lstmOnly.recognize('text', image);
    expect(lines.map((line) => line.text).join(' ')).toContain('VALDEMAR');
    expect(lines).toEqual(withLegacy.recognize('text', image));
  });

  it('refuses a model it was not given, and bytes that are no image', async () => {
    const models = await loadTesseractModels({ text: textModel() });
    const image = await printed('SAMPLE');
    expect(() => models.recognize('mrz', image)).toThrow('no OCR model named mrz');
    expect(() => models.recognize('text', Buffer.from('not an image'))).toThrow();
    expect(models.recognize('text', image)[0]?.text).toBe('SAMPLE');
  });

  it('fails to load, naming the trained data, when its file is missing', async () => {
    await expect(loadTesseractModels({ mrz: mrzModel(path.join(defaultLangPath(), 'missing')) })).rejects.toThrow(/eng\.traineddata/);
  });
});

describe('coreBuildsFor', () => {
  it('loads the LSTM-only builds for LSTM models alone, and the builds with the legacy engine once any model needs it', () => {
    expect(coreBuildsFor({ text: textModel() })).toEqual(coreBuilds.lstmOnly);
    expect(coreBuildsFor({ mrz: mrzModel() })).toEqual(coreBuilds.withLegacy);
    expect(coreBuildsFor({ mrz: mrzModel(), text: textModel() })).toEqual(coreBuilds.withLegacy);
  });
});
