import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { IdValidatorDeps } from '../deps.ts';
import { readDocumentImage } from '../read-document-image.ts';
import type { IdValidatorStateUpdate, IdValidatorStateValue } from '../state.ts';

/**
 * Reads every image big enough, in whatever order front and back came, all at once: its MRZ, its
 * printed side and any overprint (`readDocumentImage`). One node rather than an MRZ node then a
 * printed-side node, so a card's front is read while its back's MRZ is, not after it: the two
 * OCR pools work side by side.
 */
export function createReadImages({ ocr }: Pick<IdValidatorDeps, 'ocr'>) {
  return async function readImages({ images, checks, today }: IdValidatorStateValue, config: LangGraphRunnableConfig): Promise<IdValidatorStateUpdate> {
    const readable = checks.filter((check) => !check.tooSmall);
    const readings = await Promise.all(
      readable.map((check) => readDocumentImage({ index: check.index, image: images[check.index] as Buffer, ocr, today: new Date(today as string), signal: config.signal })),
    );
    return { readings };
  };
}
