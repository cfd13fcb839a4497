import { degradeImage, type Variant } from './degrade-image.ts';
import { documentTemplates, type TemplateId } from './document-templates.ts';
import { newIdentity } from './identity.ts';
import { renderDocument, type Side } from './render-document.ts';
import { seededRandom, type SeededRandom } from './seeded-random.ts';
import { randomMark, type SpecimenMark } from './specimen-marks.ts';

/** One page of the mark set: the image as captured, and its ground truth (`mark` null: unmarked). */
export interface MarkedPage {
  id: string;
  template: TemplateId;
  side: Side;
  variant: Variant;
  mark: SpecimenMark | null;
  /** The card's colour when it is not the template's pale paper (a coloured card). */
  paper: string | null;
  image: Buffer;
}

/** Share of pages, marked or not, printed on a coloured card: the ground a light mark needs, and one unmarked pages show too. */
const colouredCardShare = 0.3;

/** A card colour of the kinds issuers print on: any hue, fairly saturated, light enough for black text. */
function cardColour(random: SeededRandom): string {
  return `hsl(${Math.round(random.next() * 360)}, ${Math.round(35 + random.next() * 30)}%, ${Math.round(68 + random.next() * 14)}%)`;
}

/** Capture variants of the mark set: every one the corpus has. */
const markVariants: readonly Variant[] = ['clean', 'jpeg30', 'blur', 'rotate', 'scale50', 'background'];

/**
 * Pages to measure specimen-mark reading on, in memory and deterministic from `seed`: `marked`
 * pages of every template and side, each with a `randomMark`, and `unmarked` pages drawn the same
 * way with none (their titles, captions and values are the words a mark reader must not take for
 * a mark), each in a random capture variant. Some pages of both kinds, and every page with a light
 * mark, are printed on a coloured card (`colouredCardShare`), drawn from a stream of their own so the
 * pages are otherwise those the seed always gave.
 */
export async function* markedPages({ seed, today, marked, unmarked }: { seed: number; today: Date; marked: number; unmarked: number }): AsyncGenerator<MarkedPage> {
  const random = seededRandom(seed);
  const cards = seededRandom(seed + 1);
  const templates = Object.keys(documentTemplates) as TemplateId[];
  for (let i = 0; i < marked + unmarked; i++) {
    const template = documentTemplates[templates[i % templates.length] as TemplateId];
    const side: Side = template.format === 'TD1' && random.next() < 0.5 ? 'back' : 'front';
    const identity = newIdentity({ template, random, today });
    const mark = i < marked ? randomMark({ random, photo: side === 'front' }) : null;
    const variant = random.pick(markVariants);
    const coloured = cards.next() < colouredCardShare;
    const colour = cardColour(cards);
    const paper = coloured || mark?.style === 'light' ? colour : null;
    const png = renderDocument({ template, identity, side, mark, random, ...(paper ? { paper } : {}) });
    const { data } = await degradeImage({ png, variant, random });
    yield { id: `${mark ? 'marked' : 'unmarked'}-${String(i).padStart(4, '0')}-${template.id}-${side}-${variant}`, template: template.id, side, variant, mark, paper, image: data };
  }
}
