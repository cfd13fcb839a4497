import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { assessReadings, type Assessment } from '../assess/assessment.ts';
import { detectSpecimen } from '../assess/specimen.ts';
import type { IdValidatorDeps } from '../deps.ts';
import { withinPageLimit } from '../ocr/engine/document-ocr.ts';
import type { PageWord } from '../ocr/engine/word-reader.ts';
import type { IdValidatorStateUpdate, IdValidatorStateValue } from '../state.ts';

/**
 * Whether the page-word reader should look for a specimen's word: only on a document nothing has
 * rejected yet (no specimen mark found, every authenticity check passed, no MRZ failing its check
 * digits) — one that would be answered OK, or whose answer is still open — so a page is never
 * read twice to add a reason to a refusal.
 */
export function specimenWordsNeeded(assessment: Assessment): boolean {
  return !assessment.specimen.specimen && assessment.checks.every((check) => check.passed) && assessment.failedMrzs.length === 0;
}

/** Whether page words show a specimen's word. */
const markAmong = (words: readonly PageWord[]) => detectSpecimen({ words }).specimen;

/**
 * Weighs the readings: the document, its authenticity checks, specimen marks (`assessReadings`).
 * When that rejects nothing (`specimenWordsNeeded`) and the OCR has a page-word reader, the
 * images are read for words at an angle or larger than the text, and weighed again with them;
 * the reading stops at the first specimen word found (the later passes and images are not read).
 */
export function createAssessAuthenticity({ ocr }: Pick<IdValidatorDeps, 'ocr'>) {
  return async function assessAuthenticity({ images, readings, vision, today }: IdValidatorStateValue, config: LangGraphRunnableConfig): Promise<IdValidatorStateUpdate> {
    const day = new Date(today as string);
    const registry = ocr.withoutSpecimenRegistry !== true;
    const assessment = assessReadings({ readings, vision, today: day, registry });
    const reader = ocr.words;
    if (!reader || !specimenWordsNeeded(assessment)) return { assessment };
    const withWords = [];
    let marked = false;
    for (const reading of readings) {
      const image = images[reading.index];
      // A page once a mark is found (on it or on an earlier image) needs no further look.
      if (!image || marked) {
        withWords.push(reading);
        continue;
      }
      // A reader that fails leaves the marks to the text readers, as before it existed.
      const words = await withinPageLimit(ocr, config.signal, () => reader.read(image, { signal: config.signal, enough: markAmong })).catch(() => []);
      config.signal?.throwIfAborted();
      marked = markAmong(words);
      withWords.push({ ...reading, words });
    }
    return { readings: withWords, assessment: assessReadings({ readings: withWords, vision, today: day, registry }) };
  };
}
