import type { BaseLanguageModelInput } from '@langchain/core/language_models/base';
import type { BaseMessage } from '@langchain/core/messages';
import { HumanMessage, SystemMessage } from '@langchain/core/messages';
import type { Runnable } from '@langchain/core/runnables';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import sharp from 'sharp';
import { readingTexts } from '../assess/assessment.ts';
import type { IdValidatorDeps } from '../deps.ts';
import { documentReadingSchemaName, visionSystemPrompt, visionUserPrompt } from '../prompts.ts';
import type { IdValidatorStateUpdate, IdValidatorStateValue } from '../state.ts';
import { checkVisionReading, documentReadingSchema } from '../vision/vision-reading.ts';

type StructuredModel = Runnable<BaseLanguageModelInput, { raw: BaseMessage; parsed: unknown }>;

/** Longer side of the images sent to the model: enough to read printed fields, few image tokens. */
const visionSide = 1600;

/**
 * Asks the vision model to transcribe the document when the local readers verified no MRZ, sending
 * the images that show a document; its answer is checked in code (`checkVisionReading`). A model
 * that fails or cannot be reached leaves the request to be answered without it.
 */
export function createReadWithVision({ model }: Pick<IdValidatorDeps, 'model'>) {
  const structured = model?.withStructuredOutput(documentReadingSchema, { name: documentReadingSchemaName, includeRaw: true }) as StructuredModel | undefined;
  return async function readWithVision({ images, readings, today }: IdValidatorStateValue, config: LangGraphRunnableConfig): Promise<IdValidatorStateUpdate> {
    if (!structured) return {};
    const shown = readings.filter((reading) => !reading.mrz.issues.includes('not-a-document'));
    const urls = await Promise.all(shown.map((reading) => dataUrlOf(images[reading.index] as Buffer)));
    const messages = [
      new SystemMessage(visionSystemPrompt),
      new HumanMessage({ content: [{ type: 'text', text: visionUserPrompt }, ...urls.map((url) => ({ type: 'image_url', image_url: { url } }))] }),
    ];
    let answer: unknown;
    try {
      answer = (await structured.invoke(messages, config)).parsed;
    } catch (error) {
      if (config.signal?.aborted) throw config.signal.reason ?? error;
      return { vision: { kind: 'none', reason: 'unavailable' } };
    }
    return { vision: checkVisionReading({ answer, texts: readingTexts(readings), today: new Date(today as string) }) };
  };
}

/**
 * Whether the vision reader is worth asking: no MRZ was verified, none was read whole with
 * failing check digits (that is evidence against the document, which no second reading may
 * explain away), and some image shows a document.
 */
export function visionNeeded({ readings }: Pick<IdValidatorStateValue, 'readings'>): boolean {
  if (readings.some((reading) => reading.mrz.mrz !== null)) return false;
  if (readings.some((reading) => reading.mrz.unverified !== null && reading.mrz.issues.includes('mrz-unreadable'))) return false;
  return readings.some((reading) => !reading.mrz.issues.includes('not-a-document'));
}

async function dataUrlOf(image: Buffer): Promise<string> {
  const jpeg = await sharp(image).rotate().resize({ width: visionSide, height: visionSide, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 85 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}
