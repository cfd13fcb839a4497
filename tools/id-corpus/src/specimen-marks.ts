import type { SKRSContext2D } from '@napi-rs/canvas';
import type { DocumentTemplate } from './document-templates.ts';
import type { SeededRandom } from './seeded-random.ts';

/** How a mark is drawn: a filled word, or only its outline (a hollow overprint). */
export type MarkStyle = 'filled' | 'outlined';

/**
 * A specimen mark printed across a page, as ground truth: the word as printed (diacritics kept),
 * its direction (degrees clockwise from the page's text), size, colour and opacity, where its
 * centre lies (fractions of the page) and whether the photo was printed over it.
 */
export interface SpecimenMark {
  word: string;
  style: MarkStyle;
  /** Degrees clockwise from horizontal (canvas rotation). */
  angle: number;
  /** Cap height of the word, in millimetres of the document. */
  sizeMm: number;
  /** CSS colour, its opacity in `opacity`. */
  colour: string;
  opacity: number;
  centre: { x: number; y: number };
  /** Drawn before the data page's photo, which then hides part of it. */
  underPhoto: boolean;
}

/**
 * The word for specimen, sample or void as issuers print it across specimens, in the EU's and
 * ICAO's languages, with its diacritics and scripts: this corpus's own list, written from the
 * issuers' specimens, not taken from the validator's.
 */
export const specimenMarkWords = [
  'SPECIMEN', 'SPÉCIMEN', 'ESPÉCIME', 'ESPÉCIMEN', 'MUESTRA', 'MUSTER', 'CAMPIONE', 'MODELO', 'MONSTER',
  'VZOR', 'VZOREC', 'WZÓR', 'MINTA', 'PARAUGS', 'PAVYZDYS', 'NÄIDIS', 'NÄYTE', 'MALLI', 'PROV', 'PRØVE',
  'EKSEMPLAR', 'SÝNISHORN', 'UZORAK', 'KAMPJUN', 'SAMPLA', 'AMOSTRA', 'ESEMPLARE', 'FACSIMILE', 'SAMPLE',
  'VOORBEELD', 'VOID', 'ΔΕΙΓΜΑ', 'ΥΠΟΔΕΙΓΜΑ', 'ОБРАЗЕЦ',
] as const;

/** Inks of overprints: red, black, grey, blue, green, orange, violet. */
const markColours = ['#c81414', '#111111', '#6b6b6b', '#1740a8', '#1d7a2c', '#e07b00', '#7a2a9a'];

/** The mark the corpus's specimen documents have always carried: the issuer's word, red, diagonal. */
export function issuerMark(template: DocumentTemplate): SpecimenMark {
  return {
    word: template.specimenWord,
    style: 'filled',
    angle: (-0.35 * 180) / Math.PI,
    sizeMm: template.format === 'TD1' ? 9 : 13,
    colour: 'rgba(200, 20, 20, 0.35)',
    opacity: 1,
    centre: { x: 0.5, y: 0.42 },
    underPhoto: false,
  };
}

/**
 * A random mark of the kinds issuers print: any word of `specimenMarkWords`, filled or outlined,
 * diagonal either way (mostly), steep or level, 5–14 mm high, any ink at 25–80 % opacity,
 * anywhere across the middle of the page, and on a side with a photo (`photo`) now and then under it.
 */
export function randomMark({ random, photo }: { random: SeededRandom; photo: boolean }): SpecimenMark {
  const direction = random.next();
  const magnitude = direction < 0.7 ? 15 + random.next() * 40 : direction < 0.85 ? 60 + random.next() * 30 : random.next() * 4;
  const underPhoto = photo && random.next() < 0.25;
  return {
    word: random.pick(specimenMarkWords),
    style: random.next() < 0.3 ? 'outlined' : 'filled',
    angle: Math.round(magnitude * (random.next() < 0.5 ? -1 : 1)),
    sizeMm: Math.round((5 + random.next() * 9) * 10) / 10,
    colour: random.pick(markColours),
    opacity: Math.round((0.25 + random.next() * 0.55) * 100) / 100,
    centre: underPhoto ? { x: 0.3 + random.next() * 0.1, y: 0.4 + random.next() * 0.2 } : { x: 0.35 + random.next() * 0.3, y: 0.3 + random.next() * 0.35 },
    underPhoto,
  };
}

/** Draws `mark` on a page `width` × `height` pixels, `mm` converting the document's millimetres. */
export function drawSpecimenMark(ctx: SKRSContext2D, mark: SpecimenMark, { width, height, mm }: { width: number; height: number; mm: (value: number) => number }): void {
  ctx.save();
  ctx.translate(width * mark.centre.x, height * mark.centre.y);
  ctx.rotate((mark.angle * Math.PI) / 180);
  if (mark.opacity < 1) ctx.globalAlpha = mark.opacity;
  ctx.font = `bold ${mm(mark.sizeMm)}px DejaVuSans`;
  ctx.textAlign = 'center';
  if (mark.style === 'outlined') {
    ctx.strokeStyle = mark.colour;
    ctx.lineWidth = Math.max(1.5, mm(mark.sizeMm) / 18);
    ctx.strokeText(mark.word, 0, 0);
  } else {
    ctx.fillStyle = mark.colour;
    ctx.fillText(mark.word, 0, 0);
  }
  ctx.restore();
}
