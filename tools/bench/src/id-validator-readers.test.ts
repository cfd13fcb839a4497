import type { DocumentOcr, OcrEngine, OcrLine } from '@circular/id-validator';
import { describe, expect, it } from 'vitest';
import { meteredOcr, ReaderMeter, readersWithout } from './id-validator-readers.ts';

const line: OcrLine = { text: 'P<UTOVEILLARD<<NORA', confidence: 90, symbols: [] };

function fakeEngine(): OcrEngine {
  return {
    recognize: () => Promise.resolve([line]),
    locateZones: () => Promise.resolve([]),
    judgeBySynthesis: () => Promise.resolve(null),
    terminate: () => Promise.resolve(),
  };
}

function fakeOcr(): DocumentOcr {
  return {
    mrz: fakeEngine(),
    text: fakeEngine(),
    recogniser: { readZone: () => Promise.resolve([]), close: () => Promise.resolve() },
    words: { read: () => Promise.resolve([]), close: () => Promise.resolve() },
    marks: { score: () => Promise.resolve(0.5), close: () => Promise.resolve() },
    terminate: () => Promise.resolve(),
  };
}

describe('readersWithout', () => {
  it('keeps every reader when none is named', () => {
    const ocr = fakeOcr();
    const readers = readersWithout(ocr, []);
    expect(readers.mrz).toBe(ocr.mrz);
    expect(readers.text).toBe(ocr.text);
    expect(readers.recogniser).toBe(ocr.recogniser);
    expect(readers.words).toBe(ocr.words);
    expect(readers.marks).toBe(ocr.marks);
  });

  it('leaves out tesseract MRZ recognition but keeps the zone search in its threads', async () => {
    const readers = readersWithout(fakeOcr(), ['tesseract']);
    expect(await readers.mrz.recognize(Buffer.alloc(0))).toEqual([]);
    expect(readers.mrz.locateZones).toBeDefined();
    expect(await readers.text.recognize(Buffer.alloc(0))).toEqual([line]);
  });

  it('leaves out the printed text, the learned readers and the detectors by name', async () => {
    const readers = readersWithout(fakeOcr(), ['text', 'recogniser', 'words', 'marks']);
    expect(await readers.text.recognize(Buffer.alloc(0))).toEqual([]);
    expect(await readers.mrz.recognize(Buffer.alloc(0))).toEqual([line]);
    expect(readers.recogniser).toBeUndefined();
    expect(readers.words).toBeUndefined();
    expect(readers.marks).toBeUndefined();
    expect(readers.withoutSpecimenRegistry).toBeFalsy();
  });

  it('leaves out the registry of published specimens by name, the readers kept', () => {
    const ocr = fakeOcr();
    const readers = readersWithout(ocr, ['registry']);
    expect(readers.withoutSpecimenRegistry).toBe(true);
    expect(readers.words).toBe(ocr.words);
    expect(readersWithout(ocr, []).withoutSpecimenRegistry).toBeFalsy();
  });
});

describe('meteredOcr', () => {
  it('counts each call against its reader, the overprint apart from the page text, and starts afresh on take', async () => {
    const meter = new ReaderMeter();
    const readers = meteredOcr(fakeOcr(), meter);
    await readers.mrz.recognize(Buffer.alloc(0));
    await readers.mrz.recognize(Buffer.alloc(0));
    await readers.mrz.locateZones!({ width: 1, height: 1, data: new Uint8Array(1) }, 'as-lying');
    await readers.text.recognize(Buffer.alloc(0));
    await readers.text.recognize(Buffer.alloc(0), { layout: 'sparse' });
    await readers.words!.read(Buffer.alloc(0));
    const use = meter.take();
    expect(use['mrz passes'].calls).toBe(2);
    expect(use.locate.calls).toBe(1);
    expect(use['page text'].calls).toBe(1);
    expect(use.overprint.calls).toBe(1);
    expect(use['page words'].calls).toBe(1);
    expect(use.recogniser.calls).toBe(0);
    expect(meter.take()['mrz passes'].calls).toBe(0);
  });

  it('leaves a reader the OCR lacks absent, and passes readings through unchanged', async () => {
    const readers = meteredOcr({ ...fakeOcr(), words: undefined, marks: undefined }, new ReaderMeter());
    expect(readers.words).toBeUndefined();
    expect(readers.marks).toBeUndefined();
    expect(await readers.mrz.recognize(Buffer.alloc(0))).toEqual([line]);
  });
});
