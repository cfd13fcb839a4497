import type { CorrectedMrz } from '../../mrz/correct-mrz.ts';
import { letterKinds, mrzLayouts, positionKinds } from '../../mrz/mrz-layout.ts';
import { positionAlphabets } from '../../mrz/national-positions.ts';
import type { GreyImage } from '../image/grey-image.ts';
import type { MrzRegion } from '../locate/locate-mrz.ts';
import type { OcrEngine } from '../engine/tesseract-pool.ts';
import { readBySynthesis, type CharacterVerdict } from './glyph-synthesis.ts';
import { readZoneBySynthesis, type DrawnReading } from './synthesis-reader.ts';

/** Judges characters of a zone by drawing them in OCR-B (`readBySynthesis`, `readZoneBySynthesis`). */
export interface SynthesisJudge {
  /** Verdicts on the letters of `mrz` and on the positions `alsoAt` names; null when the synthesis could not fit the lines (or failed). */
  judge(mrz: CorrectedMrz, alsoAt: (line: number, position: number) => boolean): Promise<CharacterVerdict[] | null>;
  /** The zone read by synthesis alone; null when it reads nothing certain. */
  readZone(): Promise<DrawnReading | null>;
}

/**
 * The synthesis for one zone: in the engine's worker threads when it has them, each question
 * answered once per reading. A failure in a worker leaves the reading to be judged without it
 * (null), as on a larger zone; a caller's abort still ends the request.
 */
export function createSynthesisJudge({
  engine,
  zone,
  lineCount,
  signal,
}: {
  engine: Pick<OcrEngine, 'judgeBySynthesis' | 'readZoneBySynthesis'>;
  zone: () => Promise<{ image: GreyImage; region: MrzRegion }>;
  lineCount: 2 | 3;
  signal?: AbortSignal | undefined;
}): SynthesisJudge {
  const asked = new Map<string, Promise<CharacterVerdict[] | null>>();
  const refinement = async <T>(work: () => Promise<T | null>): Promise<T | null> => {
    try {
      return await work();
    } catch (error) {
      if (signal?.aborted) throw error;
      return null;
    }
  };
  return {
    async judge(mrz, alsoAt) {
      const kinds = positionKinds(mrzLayouts[mrz.format]);
      const alphabets = mrz.lines.map((line, row) =>
        [...line].map((_, position) => {
          const kind = kinds[row]?.[position] ?? 'alnum';
          return letterKinds.has(kind) || alsoAt(row, position) ? positionAlphabets[kind] : null;
        }),
      );
      const key = JSON.stringify([mrz.lines, alphabets]);
      const known = asked.get(key);
      if (known) return known;
      const input = { ...(await zone()), lines: mrz.lines, alphabets };
      const verdicts = refinement(() => (engine.judgeBySynthesis ? engine.judgeBySynthesis(input, { signal }) : Promise.resolve(readBySynthesis(input))));
      asked.set(key, verdicts);
      return verdicts;
    },
    async readZone() {
      const input = { ...(await zone()), lineCount };
      return refinement(() => (engine.readZoneBySynthesis ? engine.readZoneBySynthesis(input, { signal }) : Promise.resolve(readZoneBySynthesis(input))));
    },
  };
}
