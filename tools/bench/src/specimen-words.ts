import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { markedPages, type SpecimenMark } from '@circular/id-corpus';
import { createWordReader, detectSpecimen, specimenLexicon, spottedWordThreshold, type PageWord } from '@circular/id-validator/internals';
import { loadDataset } from './id-validator-dataset.ts';
import type { DatasetPart } from './id-validator-split.ts';
import { percentile, type Row } from './report.ts';

const defaultDataset = fileURLToPath(new URL('../../../../shared/datasets/id-documents-real', import.meta.url));

/** A page scored: whether it carries a mark, whether the page-word reader's words were taken for one, and what was read. */
interface ScoredPage {
  set: string;
  image: string;
  marked: boolean;
  kinds: string[];
  found: boolean;
  /** Found by the words' text alone, spots left out. */
  byText: boolean;
  evidence: string;
  seconds: number;
  /** The best specimen word spotted on the page standing alone (`bounded`), and inside other text too: word, score, the box's text. */
  spot: string;
  spotScore: number | null;
  spotAnyScore: number | null;
}

/**
 * The page-word reader and the specimen-word rule alone (`createWordReader` → `detectSpecimen`
 * with its words only), page by page: synthetic pages from `@circular/id-corpus`'s `markedPages`
 * (`marked` pages each with a random mark — any EU/ICAO word for specimen, filled, outlined,
 * dotted, light on a coloured card or letter-spaced, level, diagonal or steep, any ink and opacity,
 * sometimes under the photo, in every capture variant — and `unmarked` pages drawn the same way
 * with none, some on coloured cards), then the real set's parts, labelled
 * by `specimen_marks_visible` (a pair counts as caught when any side is). Per set and per kind of
 * mark: marks caught, unmarked pages flagged. Per-page rows for the synthetic pages and the tune
 * part only: the holdout part is reported as a summary.
 */
export async function specimenWordsBenchmark({
  dataset = existsSync(defaultDataset) ? defaultDataset : undefined,
  parts = ['tune', 'holdout'],
  seed = 20261128,
  marked = 300,
  unmarked = 100,
}: { dataset?: string | undefined; parts?: readonly DatasetPart[]; seed?: number; marked?: number; unmarked?: number } = {}) {
  const reader = createWordReader({ lexicon: specimenLexicon });
  // Every box of the unmarked pages read (the page's ordinary text, not only its large or angled
  // words): the ordinary words of every language the corpus draws that come closest to a specimen
  // word, against which the spotting threshold is set.
  const everyBox = createWordReader({ lexicon: specimenLexicon, everyBox: true, turns: [] });
  const ordinary: Array<{ image: string; score: number | null; spot: string }> = [];
  try {
    const scored: ScoredPage[] = [];
    const score = async (images: readonly Buffer[]) => {
      const started = performance.now();
      const words = [];
      for (const image of images) words.push(...(await reader.read(image)));
      const finding = detectSpecimen({ words });
      // What the words' text alone shows (spots left out), to draw the spotting threshold's ROC on.
      const byText = detectSpecimen({ words: words.map((word) => ({ ...word, spots: undefined })) }).specimen;
      return { found: finding.specimen, byText, evidence: finding.evidence.join('; '), seconds: (performance.now() - started) / 1000 / images.length, ...bestSpots(words) };
    };
    for await (const page of markedPages({ seed, today: new Date('2026-11-21T00:00:00Z'), marked, unmarked })) {
      scored.push({ set: 'synthetic', image: page.id, marked: page.mark !== null, kinds: kindsOf(page.mark, page.variant, page.paper !== null), ...(await score([page.image])) });
      if (page.mark === null) {
        const spots = bestSpots(await everyBox.read(page.image));
        ordinary.push({ image: page.id, score: spots.spotScore, spot: spots.spot });
      }
    }
    for (const document of dataset ? await loadDataset({ dataset, parts }) : []) {
      const marked = document.entry.specimen_marks_visible;
      scored.push({ set: document.part, image: document.entry.id, marked, kinds: [marked ? 'real marked' : 'real unmarked'], ...(await score(document.images.map((i) => i.bytes))) });
    }
    const table: Row[] = [];
    const summary: Record<string, unknown> = {};
    for (const set of [...new Set(scored.map((s) => s.set))]) {
      const inSet = scored.filter((s) => s.set === set);
      const figures = figuresOf(inSet);
      summary[set] = figures;
      table.push({ set, kind: 'all', ...rowOf(figures) });
      if (set !== 'synthetic') continue;
      const byKind: Record<string, unknown> = {};
      summary['synthetic by kind'] = byKind;
      for (const kind of [...new Set(inSet.flatMap((s) => s.kinds))].sort()) {
        const kindFigures = figuresOf(inSet.filter((s) => s.kinds.includes(kind)));
        byKind[kind] = kindFigures;
        table.push({ set, kind, ...rowOf(kindFigures) });
      }
    }
    if (ordinary.length > 0) {
      const flagged = ordinary.filter((o) => o.score !== null && o.score >= spottedWordThreshold).length;
      const closest = [...ordinary].filter((o) => o.score !== null).sort((a, b) => (b.score as number) - (a.score as number)).slice(0, 5);
      summary['synthetic unmarked, every box'] = { pages: ordinary.length, flagged, closest };
      table.push({ set: 'synthetic', kind: 'unmarked, every box spotted', 'marks caught': '', 'caught %': '', 'unmarked flagged': `${flagged}/${ordinary.length}`, 'median s/page': '' });
    }
    // Per-page answers of the sets one may look at while tuning; the holdout stays a summary.
    const rows: Row[] = scored
      .filter((s) => s.set !== 'holdout')
      .map((s) => ({ set: s.set, image: s.image, marked: s.marked ? s.kinds.filter((k) => !k.startsWith('variant')).join(' ') : 'no', found: s.found ? 'yes' : 'no', 'by text': s.byText ? 'yes' : 'no', evidence: s.evidence, seconds: Math.round(s.seconds * 100) / 100, spot: s.spot, 'spot score': s.spotScore ?? '', 'spot score inside text': s.spotAnyScore ?? '' }));
    rows.push(...ordinary.map((o) => ({ set: 'synthetic every box', image: o.image, marked: 'no', found: o.score !== null && o.score >= spottedWordThreshold ? 'yes' : 'no', evidence: '', seconds: '', spot: o.spot, 'spot score': o.score ?? '', 'spot score inside text': '' })));
    return { rows, table, summary };
  } finally {
    await Promise.all([reader.close(), everyBox.close()]);
  }
}

/**
 * The page's best-spotted specimen word standing alone (`bounded`) — its score, word and the box's
 * text, what the threshold is chosen on — and the best score of one inside other text.
 */
function bestSpots(words: readonly PageWord[]): { spot: string; spotScore: number | null; spotAnyScore: number | null } {
  let bounded: { score: number; text: string } | null = null;
  let any: number | null = null;
  for (const word of words) {
    for (const spot of word.spots ?? []) {
      if (any === null || spot.score > any) any = spot.score;
      if (spot.bounded && (!bounded || spot.score > bounded.score)) bounded = { score: spot.score, text: `${spot.word} in "${word.text}"` };
    }
  }
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return { spot: bounded?.text ?? '', spotScore: bounded ? round(bounded.score) : null, spotAnyScore: any === null ? null : round(any) };
}

/** The kinds a mark belongs to, for the per-kind rows: style, direction, where it lies, script, capture, card. */
function kindsOf(mark: SpecimenMark | null, variant: string, colouredCard: boolean): string[] {
  const card = colouredCard ? 'card coloured' : 'card pale';
  if (!mark) return ['unmarked', `variant ${variant}`, card];
  const magnitude = Math.abs(mark.angle);
  const direction = magnitude < 5 ? 'level' : magnitude < 60 ? 'diagonal' : 'steep';
  const script = /[\u0370-\u03ff]/u.test(mark.word) ? 'greek' : /[\u0400-\u04ff]/u.test(mark.word) ? 'cyrillic' : 'latin';
  return [mark.style, direction, mark.underPhoto ? 'under photo' : 'clear of photo', `script ${script}`, `opacity ${mark.opacity < 0.45 ? '< 0.45' : '>= 0.45'}`, `size ${mark.sizeMm < 8 ? '< 8 mm' : '>= 8 mm'}`, `variant ${variant}`, `word ${mark.word}`, card];
}

function figuresOf(pages: readonly ScoredPage[]) {
  const marked = pages.filter((p) => p.marked);
  const unmarked = pages.filter((p) => !p.marked);
  const seconds = pages.map((p) => p.seconds).sort((a, b) => a - b);
  return {
    marked: marked.length,
    caught: marked.filter((p) => p.found).length,
    unmarked: unmarked.length,
    falselyFlagged: unmarked.filter((p) => p.found).length,
    medianSeconds: Math.round(percentile(seconds, 50) * 100) / 100,
  };
}

function rowOf(figures: ReturnType<typeof figuresOf>): Row {
  return {
    'marks caught': `${figures.caught}/${figures.marked}`,
    'caught %': figures.marked > 0 ? Math.round((100 * figures.caught) / figures.marked) : '',
    'unmarked flagged': `${figures.falselyFlagged}/${figures.unmarked}`,
    'median s/page': figures.medianSeconds,
  };
}
