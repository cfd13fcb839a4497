import { degradeImage, type Variant } from './degrade-image.ts';
import { documentTemplates, type TemplateId } from './document-templates.ts';
import { newIdentity } from './identity.ts';
import { renderDocument, type Side } from './render-document.ts';
import { seededRandom } from './seeded-random.ts';
import { randomMark, type SpecimenMark } from './specimen-marks.ts';

/** One page of the mark set: the image as captured, and its ground truth (`mark` null: unmarked). */
export interface MarkedPage {
  id: string;
  template: TemplateId;
  side: Side;
  variant: Variant;
  mark: SpecimenMark | null;
  image: Buffer;
}

/** Capture variants of the mark set: every one the corpus has. */
const markVariants: readonly Variant[] = ['clean', 'jpeg30', 'blur', 'rotate', 'scale50', 'background'];

/**
 * Pages to measure specimen-mark reading on, in memory and deterministic from `seed`: `marked`
 * pages of every template and side, each with a `randomMark`, and `unmarked` pages drawn the same
 * way with none (their titles, captions and values are the words a mark reader must not take for
 * a mark), each in a random capture variant.
 */
export async function* markedPages({ seed, today, marked, unmarked }: { seed: number; today: Date; marked: number; unmarked: number }): AsyncGenerator<MarkedPage> {
  const random = seededRandom(seed);
  const templates = Object.keys(documentTemplates) as TemplateId[];
  for (let i = 0; i < marked + unmarked; i++) {
    const template = documentTemplates[templates[i % templates.length] as TemplateId];
    const side: Side = template.format === 'TD1' && random.next() < 0.5 ? 'back' : 'front';
    const identity = newIdentity({ template, random, today });
    const mark = i < marked ? randomMark({ random, photo: side === 'front' }) : null;
    const variant = random.pick(markVariants);
    const png = renderDocument({ template, identity, side, mark, random });
    const { data } = await degradeImage({ png, variant, random });
    yield { id: `${mark ? 'marked' : 'unmarked'}-${String(i).padStart(4, '0')}-${template.id}-${side}-${variant}`, template: template.id, side, variant, mark, image: data };
  }
}
