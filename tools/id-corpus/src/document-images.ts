import { degradeImage, type Variant } from './degrade-image.ts';
import { documentTemplates, type TemplateId } from './document-templates.ts';
import { newIdentity, type Identity } from './identity.ts';
import { renderDocument, renderNonDocument, type Side } from './render-document.ts';
import { seededRandom } from './seeded-random.ts';

/** A generated document as a request carries it: its sides as data URLs, and what is printed on it. */
export interface DocumentImages {
  images: string[];
  identity: Identity;
}

/**
 * Renders one synthetic document in memory, for tests that send it to the validator: the sides
 * asked for (by default every side, front first), in a capture variant, deterministically from
 * `seed`. `alterMrz` changes the MRZ lines printed (a tampered digit) without touching the truth
 * the test compares with.
 */
export async function documentImages({
  template: templateId,
  seed,
  today,
  sides,
  variant = 'clean',
  specimen = false,
  expired = false,
  alterMrz,
}: {
  template: TemplateId;
  seed: number;
  today: Date;
  sides?: Side[];
  variant?: Variant;
  specimen?: boolean;
  expired?: boolean;
  alterMrz?: (lines: string[]) => string[];
}): Promise<DocumentImages> {
  const template = documentTemplates[templateId];
  const random = seededRandom(seed);
  const identity = newIdentity({ template, random, today, expired });
  const printed = alterMrz ? { ...identity, mrz: alterMrz([...identity.mrz]) } : identity;
  const images: string[] = [];
  for (const side of sides ?? (template.format === 'TD1' ? (['front', 'back'] as const) : (['front'] as const))) {
    const png = renderDocument({ template, identity: printed, side, specimen, random });
    const { data, extension } = await degradeImage({ png, variant, random });
    images.push(`data:image/${extension === 'png' ? 'png' : 'jpeg'};base64,${data.toString('base64')}`);
  }
  return { images, identity };
}

/** A photo of a landscape with no document in it, as a data URL. */
export function nonDocumentImage({ seed }: { seed: number }): string {
  return `data:image/png;base64,${renderNonDocument({ random: seededRandom(seed), width: 900, height: 600 }).toString('base64')}`;
}
