import { ConcurrencyLimit } from '@circular/runtime';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DocumentOcr } from '../ocr/engine/document-ocr.ts';
import { OcrWorkerError, type OcrEngine } from '../ocr/engine/tesseract-pool.ts';
import { searchZones } from '../ocr/locate/locate-zone.ts';
import type { DocumentImageReading } from '../read-document-image.ts';
import type { IdValidatorStateValue } from '../state.ts';
import { createReadImages } from './read-images.ts';

/** A blank page big enough to be read (no MRZ, no text). */
const blankPage = () => sharp({ create: { width: 800, height: 560, channels: 3, background: '#ffffff' } }).jpeg().toBuffer();

/** An engine that reads nothing. */
const blindEngine: OcrEngine = { recognize: () => Promise.resolve([]), terminate: () => Promise.resolve() };

/** A page limit that records the most pages it saw running at once, and how many ever waited. */
function observedLimit(limit: number) {
  const pages = new ConcurrencyLimit(limit);
  const seen = { mostRunning: 0, mostWaiting: 0, pages: 0 };
  const run = pages.run.bind(pages);
  pages.run = (work, options) => {
    seen.mostWaiting = Math.max(seen.mostWaiting, pages.load.waiting + (pages.load.running >= limit ? 1 : 0));
    return run(async () => {
      seen.pages++;
      seen.mostRunning = Math.max(seen.mostRunning, pages.load.running);
      return work();
    }, options);
  };
  return { pages, seen };
}

async function readThree(ocr: DocumentOcr, signal?: AbortSignal) {
  const images = await Promise.all([blankPage(), blankPage(), blankPage()]);
  const checks = images.map((_, index) => ({ index, width: 800, height: 560, tooSmall: false }));
  const state = { images, checks, today: '2026-11-21T12:00:00.000Z' } as unknown as IdValidatorStateValue;
  return createReadImages({ ocr })(state, signal ? { signal } : {});
}

describe('readImages', () => {
  it('reads the pages of a request through the OCR page limit, never more at once than it allows', async () => {
    const { pages, seen } = observedLimit(1);
    const { readings } = await readThree({ mrz: blindEngine, text: blindEngine, pages, terminate: () => Promise.resolve() });
    expect(readings).toHaveLength(3);
    expect(seen).toEqual({ mostRunning: 1, mostWaiting: 2, pages: 3 });
    expect(pages.load).toEqual({ running: 0, waiting: 0 });
  });

  it('lets the pages of a request read side by side when the limit allows', async () => {
    const { pages, seen } = observedLimit(3);
    await readThree({ mrz: blindEngine, text: blindEngine, pages, terminate: () => Promise.resolve() });
    expect(seen).toMatchObject({ mostRunning: 3, mostWaiting: 0, pages: 3 });
  });

  it('never starts the pages still waiting for a slot when the request is aborted', async () => {
    const { pages, seen } = observedLimit(1);
    const controller = new AbortController();
    const run = pages.run.bind(pages);
    // The request goes away while its first page is read.
    pages.run = (work, options) => run(async () => (controller.abort(new Error('client left')), work()), options);
    await expect(readThree({ mrz: blindEngine, text: blindEngine, pages, terminate: () => Promise.resolve() }, controller.signal)).rejects.toThrow('client left');
    expect(seen.pages).toBe(1);
    expect(pages.load).toEqual({ running: 0, waiting: 0 });
  });

  it('answers every image of the request as unread when an OCR thread dies during one of them, never from the others', async () => {
    let searches = 0;
    // One MRZ search is lost to its thread dying; the others search as the pool's threads do.
    const dying: OcrEngine = { ...blindEngine, locateZones: (grey, search) => (++searches === 2 ? Promise.reject(new OcrWorkerError('an OCR worker stopped: exit code 1')) : searchZones(grey, search)) };
    const { readings } = await readThree({ mrz: dying, text: blindEngine, pages: new ConcurrencyLimit(3), terminate: () => Promise.resolve() });
    expect(searches).toBeGreaterThanOrEqual(2);
    expect((readings as DocumentImageReading[]).map((reading) => ({ index: reading.index, mrz: reading.mrz.mrz, issues: reading.mrz.issues, visual: reading.visual }))).toEqual(
      [0, 1, 2].map((index) => ({ index, mrz: null, issues: ['mrz-unreadable'], visual: null })),
    );
  });

  it('fails the node with any other error, as before', async () => {
    const broken: OcrEngine = { ...blindEngine, locateZones: () => Promise.reject(new Error('a bug')) };
    await expect(readThree({ mrz: broken, text: blindEngine, pages: new ConcurrencyLimit(3), terminate: () => Promise.resolve() })).rejects.toThrow('a bug');
  });
});
