import { createSafeFetcher } from '@circular/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { documentImages } from '@circular/id-corpus';
import type { IdValidatorDeps } from './deps.ts';
import type { DocumentOcr } from './ocr/engine/document-ocr.ts';
import { createLineRecogniser } from './ocr/engine/line-recogniser.ts';
import { createOcrPool, mrzModel, textModel, type OcrEngine } from './ocr/engine/tesseract-pool.ts';
import { dyingModel } from './test-support/dying-model.ts';
import { validateId } from './validate-id.ts';

const today = new Date('2026-11-21T12:00:00Z');
const fetcher = createSafeFetcher();
// One OCR thread whose entry exits during a recognition with `dyingModel` (`dying-ocr-host.ts`).
const pool = createOcrPool({ workers: 1, models: { mrz: mrzModel(), text: textModel() }, host: new URL('./test-support/dying-ocr-host.ts', import.meta.url) });
const recogniser = createLineRecogniser();
afterAll(async () => {
  await Promise.all([pool.engine('mrz').terminate(), recogniser.close(), fetcher.close()]);
});

/** The next recognition, of either engine, goes to the dying model while the flag is set (once). */
const dying = { next: false };
const engine = (model: string): OcrEngine => {
  const served = pool.engine(model);
  return { ...served, recognize: (image, options) => (dying.next ? ((dying.next = false), pool.engine(dyingModel)) : served).recognize(image, options) };
};
const ocr: DocumentOcr = { mrz: engine('mrz'), text: engine('text'), recogniser, terminate: () => pool.engine('mrz').terminate() };
const deps: IdValidatorDeps = { fetcher, ocr, today: () => today };

describe('validateId when an OCR thread dies during a request', { timeout: 120_000 }, () => {
  it('answers ERROR_IMAGE_QUALITY when the thread dies during a tesseract recognition (never OK, never a 500), and reads the next request', async () => {
    const { images, identity } = await documentImages({ template: 'pt-passport', seed: 431, today });
    const request = { language: 'en' as const, images, agent_specific: { doc_type: 'passport' } };
    dying.next = true;
    const lost = await validateId(request, deps);
    expect(dying.next).toBe(false);
    expect(lost.status).toBe('ERROR_IMAGE_QUALITY');
    const next = await validateId(request, deps);
    expect(next).toMatchObject({ status: 'OK', number: identity.documentNumber });
  });
});
