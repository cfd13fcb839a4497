import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCorpus } from '@circular/id-corpus';
import { createMarkDetector, defaultMarkModel, markProbabilityThreshold } from '@circular/id-validator/internals';
import { loadDataset } from './id-validator-dataset.ts';
import type { DatasetPart } from './id-validator-split.ts';
import type { Row } from './report.ts';

const defaultDataset = fileURLToPath(new URL('../../../../shared/datasets/id-documents-real', import.meta.url));

/**
 * The learned specimen-mark detector alone, image by image: the probability it gives each image of
 * the real set's parts (labelled by `specimen_marks_visible`) and of the synthetic corpus (its
 * specimen pages are marked; every other page is not). Per set: marked images caught and unmarked
 * images flagged at the library's threshold, the area under the ROC curve, and — for choosing the
 * threshold on the tune part only — the highest threshold that catches every marked image and
 * the lowest that flags no unmarked one. The model is the library's (`data/specimen-mark-detector.onnx`)
 * or the one `SPECIMEN_MARK_MODEL` names; without a model the benchmark says so and measures nothing.
 */
export async function specimenMarksBenchmark({
  dataset = existsSync(defaultDataset) ? defaultDataset : undefined,
  parts = ['tune', 'holdout'],
  seed = 20261121,
  model = process.env['SPECIMEN_MARK_MODEL'] ?? defaultMarkModel,
}: { dataset?: string | undefined; parts?: readonly DatasetPart[]; seed?: number; model?: string } = {}) {
  if (!existsSync(model)) {
    // The model is not shipped (the detector is not switched on): without one there is nothing to measure.
    const skipped = `no specimen-mark model at ${model}: train one (tools/specimen-train/README.md) or name it in SPECIMEN_MARK_MODEL`;
    console.error(`specimen-marks skipped: ${skipped}`);
    return { rows: [], summary: { skipped } };
  }
  const detector = createMarkDetector({ modelPath: model });
  const corpusDir = mkdtempSync(join(tmpdir(), 'bench-specimen-marks-'));
  try {
    const scored: Array<{ set: string; image: string; marked: boolean; probability: number | null }> = [];
    const manifest = await buildCorpus({ seed, today: new Date(), outDir: corpusDir });
    for (const entry of manifest.entries) {
      for (const { file } of entry.images) {
        scored.push({ set: 'synthetic', image: file, marked: entry.case === 'specimen', probability: await detector.score(await readFile(join(corpusDir, file))) });
      }
    }
    for (const document of dataset ? await loadDataset({ dataset, parts }) : []) {
      for (const { bytes } of document.images) {
        scored.push({ set: document.part, image: document.entry.id, marked: document.entry.specimen_marks_visible, probability: await detector.score(bytes) });
      }
    }
    const table: Row[] = [];
    const summary: Record<string, unknown> = { threshold: markProbabilityThreshold };
    for (const set of [...new Set(scored.map((s) => s.set))]) {
      const inSet = scored.filter((s) => s.set === set);
      const marked = inSet.filter((s) => s.marked).map((s) => s.probability ?? 0);
      const unmarked = inSet.filter((s) => !s.marked).map((s) => s.probability ?? 0);
      const figures = {
        marked: marked.length,
        unmarked: unmarked.length,
        caught: marked.filter((p) => p >= markProbabilityThreshold).length,
        falselyFlagged: unmarked.filter((p) => p >= markProbabilityThreshold).length,
        auc: auc(marked, unmarked),
        catchesAllBelow: marked.length > 0 ? round3(Math.min(...marked)) : null,
        flagsNoneAbove: unmarked.length > 0 ? round3(Math.max(...unmarked)) : null,
      };
      summary[set] = figures;
      table.push({
        set,
        'marked caught': `${figures.caught}/${figures.marked}`,
        'unmarked flagged': `${figures.falselyFlagged}/${figures.unmarked}`,
        AUC: figures.auc ?? '',
        'lowest marked p': figures.catchesAllBelow ?? '',
        'highest unmarked p': figures.flagsNoneAbove ?? '',
      });
    }
    const rows: Row[] = scored.map((s) => ({ set: s.set, image: s.image, marked: s.marked ? 'yes' : 'no', probability: s.probability === null ? 'undecodable' : round3(s.probability) }));
    return { rows, table, summary };
  } finally {
    await detector.close();
    rmSync(corpusDir, { recursive: true, force: true });
  }
}

/** Probability that a marked image scores above an unmarked one (ties count half). */
function auc(marked: readonly number[], unmarked: readonly number[]): number | null {
  if (marked.length === 0 || unmarked.length === 0) return null;
  let wins = 0;
  for (const m of marked) for (const u of unmarked) wins += m > u ? 1 : m === u ? 0.5 : 0;
  return round3(wins / (marked.length * unmarked.length));
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;
