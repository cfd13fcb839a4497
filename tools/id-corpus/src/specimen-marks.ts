import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { DocumentTemplate } from './document-templates.ts';
import type { SeededRandom } from './seeded-random.ts';

/**
 * How a mark is drawn: a filled word; only its outline (a hollow overprint); its letters made of
 * dots (a perforation or a halftone screen); a word lighter than the card it is printed on (a
 * white see-through overprint, `markedPages` puts it on a coloured card); or small letters set
 * wide apart (a letter-spaced word, each letter standing alone).
 */
export type MarkStyle = 'filled' | 'outlined' | 'dotted' | 'light' | 'spaced';

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

/** Share of random marks in each style (the rest filled). */
const styleShares: ReadonlyArray<[MarkStyle, number]> = [
  ['outlined', 0.2],
  ['dotted', 0.15],
  ['light', 0.15],
  ['spaced', 0.15],
];

/** The style a draw in [0, 1) falls to (`styleShares`). */
function styleOf(draw: number): MarkStyle {
  let upTo = 0;
  for (const [style, share] of styleShares) if (draw < (upTo += share)) return style;
  return 'filled';
}

/**
 * A random mark of the kinds issuers print: any word of `specimenMarkWords`, filled, outlined,
 * dotted, light or letter-spaced (`MarkStyle`), diagonal either way (mostly), steep or level,
 * 5–14 mm high (a letter-spaced word 2–5.6 mm: the size of the page's text), any ink at 25–80 %
 * opacity (a light word white at 45–80 %), anywhere across the middle of the page, and on a side
 * with a photo (`photo`) now and then under it. As many draws whatever the style, so a seed's pages
 * differ only in their marks.
 */
export function randomMark({ random, photo }: { random: SeededRandom; photo: boolean }): SpecimenMark {
  const direction = random.next();
  const magnitude = direction < 0.7 ? 15 + random.next() * 40 : direction < 0.85 ? 60 + random.next() * 30 : random.next() * 4;
  const underPhoto = photo && random.next() < 0.25;
  const word = random.pick(specimenMarkWords);
  const style = styleOf(random.next());
  const angle = Math.round(magnitude * (random.next() < 0.5 ? -1 : 1));
  const size = 5 + random.next() * 9;
  const colour = random.pick(markColours);
  const opacity = 0.25 + random.next() * 0.55;
  return {
    word,
    style,
    angle,
    sizeMm: Math.round((style === 'spaced' ? 0.4 * size : size) * 10) / 10,
    colour: style === 'light' ? '#ffffff' : colour,
    opacity: Math.round((style === 'light' ? 0.45 + (opacity - 0.25) * 0.64 : opacity) * 100) / 100,
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
  if (mark.style === 'dotted') {
    drawDotted(ctx, mark, mm(mark.sizeMm));
  } else if (mark.style === 'spaced') {
    // Letters a letter's width apart: each stands alone, as in `S P E C I M E N`.
    ctx.fillStyle = mark.colour;
    ctx.letterSpacing = `${Math.round(0.8 * mm(mark.sizeMm))}px`;
    ctx.fillText(mark.word, 0, 0);
  } else if (mark.style === 'outlined') {
    ctx.strokeStyle = mark.colour;
    ctx.lineWidth = Math.max(1.5, mm(mark.sizeMm) / 18);
    ctx.strokeText(mark.word, 0, 0);
  } else {
    ctx.fillStyle = mark.colour;
    ctx.fillText(mark.word, 0, 0);
  }
  ctx.restore();
}

/**
 * The word's letters as dots on a square grid (a perforated or halftone-screened word): the word
 * drawn filled on a canvas of its own, a dot wherever that grid falls on its ink. The pitch is a
 * ninth of the letters' height (a stroke holds two or three dots), each dot a third of it across.
 */
function drawDotted(ctx: SKRSContext2D, mark: SpecimenMark, size: number): void {
  const pitch = Math.max(2.5, size / 9);
  const width = Math.ceil(ctx.measureText(mark.word).width + 2 * pitch);
  const height = Math.ceil(1.4 * size);
  const shape = createCanvas(width, height).getContext('2d');
  shape.font = ctx.font;
  shape.textAlign = 'center';
  shape.fillStyle = '#000';
  shape.fillText(mark.word, width / 2, size * 1.1);
  const { data } = shape.getImageData(0, 0, width, height);
  ctx.fillStyle = mark.colour;
  ctx.beginPath();
  for (let y = pitch / 2; y < height; y += pitch) {
    for (let x = pitch / 2; x < width; x += pitch) {
      if ((data[4 * (Math.floor(y) * width + Math.floor(x)) + 3] as number) < 128) continue;
      const [cx, cy] = [x - width / 2, y - size * 1.1];
      ctx.moveTo(cx + pitch / 3, cy);
      ctx.arc(cx, cy, pitch / 3, 0, 2 * Math.PI);
    }
  }
  ctx.fill();
}
