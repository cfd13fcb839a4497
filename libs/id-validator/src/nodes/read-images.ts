import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { IdValidatorDeps } from '../deps.ts';
import { withinPageLimit } from '../ocr/engine/document-ocr.ts';
import { OcrWorkerError } from '../ocr/engine/tesseract-pool.ts';
import { readDocumentImage, type DocumentImageReading } from '../read-document-image.ts';
import type { IdValidatorStateUpdate, IdValidatorStateValue } from '../state.ts';

/**
 * Reads every image big enough, in whatever order front and back came, all at once: its MRZ, its
 * printed side and any overprint (`readDocumentImage`). One node rather than an MRZ node then a
 * printed-side node, so a card's front is read while its back's MRZ is, not after it: the two
 * OCR pools work side by side. Each image waits for a slot of the OCR's page limit (`ocr.pages`)
 * before it is decoded, so concurrent requests share a bounded number of pages in memory. An
 * OCR thread dying under any image's reading (`OcrWorkerError`) leaves every image unread
 * (`unreadableReadings`).
 */
export function createReadImages({ ocr }: Pick<IdValidatorDeps, 'ocr'>) {
  return async function readImages({ images, checks, today }: IdValidatorStateValue, config: LangGraphRunnableConfig): Promise<IdValidatorStateUpdate> {
    const readable = checks.filter((check) => !check.tooSmall);
    const results = await Promise.allSettled(
      readable.map((check) =>
        withinPageLimit(ocr, config.signal, () => readDocumentImage({ index: check.index, image: images[check.index] as Buffer, ocr, today: new Date(today as string), signal: config.signal })),
      ),
    );
    const failed = results.find((result) => result.status === 'rejected');
    if (failed && !OcrWorkerError.isInstance(failed.reason)) throw failed.reason;
    if (failed) return { readings: unreadableReadings(readable.map((check) => check.index)) };
    return { readings: results.map((result) => (result as PromiseFulfilledResult<DocumentImageReading>).value) };
  };
}

/**
 * The request's images as read when an OCR thread died during one of them: nothing read on any
 * of them (`mrz-unreadable`), so the answer is ERROR_IMAGE_QUALITY and the client may send the
 * request again — never an answer from the other images alone, which would skip the checks the
 * lost reading carried (a specimen's word, the printed side against the MRZ), and never a 500.
 */
function unreadableReadings(indexes: readonly number[]): DocumentImageReading[] {
  return indexes.map((index) => ({
    index,
    mrz: {
      mrz: null,
      unverified: null,
      failureConfirmed: false,
      confidence: 0,
      singleReading: false,
      issues: ['mrz-unreadable'],
      attempts: 0,
      metrics: { width: 0, height: 0, skewDegrees: 0, textLines: 0, mrzLineHeight: null, mrzSharpness: null },
    },
    visual: null,
    overprint: [],
  }));
}
