import { describe, expect, it } from 'vitest';
import type { DocumentOcr } from '../ocr/engine/document-ocr.ts';
import type { PageWord, WordReader } from '../ocr/engine/word-reader.ts';
import type { OcrEngine } from '../ocr/engine/tesseract-pool.ts';
import type { IdValidatorStateValue } from '../state.ts';
import { frPassport, today, verifiedImage } from '../test-support/readings.ts';
import { createAssessAuthenticity } from './assess-authenticity.ts';

const blindEngine: OcrEngine = { recognize: () => Promise.resolve([]), terminate: () => Promise.resolve() };
const word = (text: string): PageWord => ({ text, angle: -30, score: 0.9, box: { cx: 100, cy: 100, width: 300, height: 60, angle: -30 } });

/** A word reader that gives each image's words in turn, and records which images it read and whether it was told when to stop. */
function fakeWords(perImage: PageWord[][]) {
  const calls: Array<{ image: string; stops: boolean }> = [];
  const reader: WordReader = {
    read: (image, options) => {
      calls.push({ image: image.toString(), stops: options?.enough !== undefined });
      return Promise.resolve(perImage[Number(image.toString())] ?? []);
    },
    close: () => Promise.resolve(),
  };
  return { reader, calls };
}

async function assess(perImage: PageWord[][]) {
  const { reader, calls } = fakeWords(perImage);
  const ocr: DocumentOcr = { mrz: blindEngine, text: blindEngine, words: reader, terminate: () => Promise.resolve() } as DocumentOcr;
  const state = {
    images: perImage.map((_, index) => Buffer.from(String(index))),
    readings: perImage.map((_, index) => verifiedImage(index, frPassport)),
    vision: null,
    today: today.toISOString(),
  } as unknown as IdValidatorStateValue;
  const update = await createAssessAuthenticity({ ocr })(state, {});
  return { update, calls };
}

describe('assessAuthenticity', () => {
  it('reads every image of a document nothing rejected for page words, telling the reader it may stop at a mark', async () => {
    const { update, calls } = await assess([[word('REPUBLIQUE')], [word('PASSEPORT')]]);
    expect(calls).toEqual([
      { image: '0', stops: true },
      { image: '1', stops: true },
    ]);
    expect(update.assessment?.specimen.specimen).toBe(false);
  });

  it('leaves the later images unread once a specimen word is found, and refuses the document on it', async () => {
    const { update, calls } = await assess([[word('SPECIMEN')], [word('PASSEPORT')]]);
    expect(calls.map((call) => call.image)).toEqual(['0']);
    expect(update.assessment?.specimen.evidence).toContainEqual(expect.stringMatching(/^word SPECIMEN/));
  });
});
