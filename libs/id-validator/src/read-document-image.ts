import type { DocumentOcr } from './ocr/engine/document-ocr.ts';
import type { PageWord } from './ocr/engine/word-reader.ts';
import { readMrzFromImage, type MrzImageReading } from './ocr/read/read-mrz.ts';
import { readOverprint, readVisualZone, type VisualZone } from './visual-zone/read-visual-zone.ts';

/** Everything read from one image of the request. */
export interface DocumentImageReading {
  /** Position in the request's `images`. */
  index: number;
  mrz: MrzImageReading;
  /** The printed side's fields and text, when the image shows one (no MRZ, or a TD2/TD3 data page). */
  visual: VisualZone | null;
  /** Text of a word overprinted in colour across the image (a specimen mark), if any. */
  overprint: string[];
  /** Probability (0–1) the learned detector gives a specimen mark on the image; absent when it did not run. */
  specimenMark?: number | null | undefined;
  /**
   * Words found at an angle to the page's text or larger than it (`WordReader`), read only for a
   * document nothing else has rejected (`assessAuthenticity`); absent when not read.
   */
  words?: PageWord[] | undefined;
}

/**
 * Reads one image the way a person would look at it: its MRZ, its printed side and any word
 * stamped across it (read in colour, and seen by the learned mark detector at any angle). The three share two OCR pools, and each starts as soon as it is known to
 * be needed, so they overlap: the overprint at once; the printed side as soon as the MRZ reader
 * finds a two-line MRZ (a passport or TD2 data page, which carries both) or finds none on a
 * printed page (a card's front). A card's back (a three-line MRZ) has no visual zone to read.
 */
export async function readDocumentImage({
  index,
  image,
  ocr,
  today,
  signal,
}: {
  index: number;
  image: Buffer;
  ocr: DocumentOcr;
  today: Date;
  signal?: AbortSignal | undefined;
}): Promise<DocumentImageReading> {
  const started: { page?: Promise<VisualZone> } = {};
  const readPage = () => {
    if (!started.page) {
      started.page = readVisualZone({ image, engine: ocr.text, signal });
      // Marked handled at once: if the MRZ reading fails first, this one is never awaited.
      started.page.catch(() => undefined);
    }
    return started.page;
  };
  const overprint = readOverprint({ image, engine: ocr.text, signal });
  overprint.catch(() => undefined);
  // A detector that fails (no model) leaves the marks to the text readers, as before it existed.
  const specimenMark = ocr.marks ? ocr.marks.score(image, { signal }).catch(() => null) : Promise.resolve(null);
  const mrz = await readMrzFromImage({
    image,
    engine: ocr.mrz,
    recogniser: ocr.recogniser,
    today,
    signal,
    onLocated: ({ lineCount }) => {
      if (lineCount === 2) void readPage();
    },
  });
  if (mrz.issues.includes('no-mrz')) void readPage();
  return { index, mrz, visual: started.page ? await started.page : null, overprint: await overprint, specimenMark: await specimenMark };
}
