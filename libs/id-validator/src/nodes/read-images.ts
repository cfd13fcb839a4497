import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { IdValidatorDeps } from '../deps.ts';
import { withinPageLimit } from '../ocr/engine/document-ocr.ts';
import { readDocumentImage } from '../read-document-image.ts';
import type { IdValidatorStateUpdate, IdValidatorStateValue } from '../state.ts';

/**
 * Reads every image big enough, in whatever order front and back came, all at once: its MRZ, its
 * printed side and any overprint (`readDocumentImage`). One node rather than an MRZ node then a
 * printed-side node, so a card's front is read while its back's MRZ is, not after it: the two
 * OCR pools work side by side. Each image waits for a slot of the OCR's page limit (`ocr.pages`)
 * before it is decoded, so concurrent requests share a bounded number of pages in memory.
 */
export function createReadImages({ ocr }: Pick<IdValidatorDeps, 'ocr'>) {
  return async function readImages({ images, checks, today }: IdValidatorStateValue, config: LangGraphRunnableConfig): Promise<IdValidatorStateUpdate> {
    const readable = checks.filter((check) => !check.tooSmall);
    const readings = await Promise.all(
      readable.map((check) =>
        withinPageLimit(ocr, config.signal, () => readDocumentImage({ index: check.index, image: images[check.index] as Buffer, ocr, today: new Date(today as string), signal: config.signal })),
      ),
    );
    return { readings };
  };
}
