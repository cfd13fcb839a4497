import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { DocumentTemplate } from './document-templates.ts';
import { registerCorpusFonts } from './fonts.ts';
import type { Identity } from './identity.ts';
import type { SeededRandom } from './seeded-random.ts';
import { drawSpecimenMark, issuerMark, type SpecimenMark } from './specimen-marks.ts';

export type Side = 'front' | 'back';

/** Rendering resolution: 12 px/mm is a 300 dpi scan (a TD1 card is 1027×648 px). */
export const pxPerMm = 12;

/** ICAO 9303 Part 3: MRZ characters sit at a fixed 2.54 mm pitch (10 per inch). */
const mrzPitchMm = 2.54;

/** TD1 cards carry the MRZ on the back; TD2 cards and TD3 passports on the data page (front). */
export function mrzSide(template: DocumentTemplate): Side {
  return template.format === 'TD1' ? 'back' : 'front';
}

/**
 * Draws one side of a synthetic document as a PNG: paper with a guilloche, title, photo,
 * labelled fields on the data side, and the MRZ in OCR-B at the ICAO pitch where it belongs.
 * `specimen` prints the issuer's specimen word across it (`issuerMark`); `mark` prints that mark
 * instead (under the photo when it says so); `paper` is the card's colour in place of the template's.
 */
export function renderDocument({
  template,
  identity,
  side,
  specimen = false,
  mark = specimen ? issuerMark(template) : null,
  random,
  paper = template.colours.paper,
}: {
  template: DocumentTemplate;
  identity: Identity;
  side: Side;
  specimen?: boolean;
  mark?: SpecimenMark | null;
  random: SeededRandom;
  paper?: string;
}): Buffer {
  registerCorpusFonts();
  const [widthMm, heightMm] = template.sizeMm;
  const width = Math.round(widthMm * pxPerMm);
  const height = Math.round(heightMm * pxPerMm);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const mm = (value: number) => value * pxPerMm;

  ctx.fillStyle = paper;
  ctx.beginPath();
  ctx.roundRect(0, 0, width, height, template.format === 'TD3' ? 0 : mm(3.2));
  ctx.fill();
  ctx.save();
  ctx.clip();
  drawGuilloche(ctx, { width, height, colour: template.colours.pattern, random });

  const hasMrz = mrzSide(template) === side;
  const dataSide = side === 'front';
  if (mark?.underPhoto && dataSide) drawSpecimenMark(ctx, mark, { width, height, mm });
  if (dataSide) {
    ctx.fillStyle = template.colours.accent;
    ctx.font = `bold ${mm(2.6)}px DejaVuSans`;
    ctx.fillText(template.title[0] as string, mm(4), mm(5));
    ctx.font = `${mm(1.9)}px DejaVuSans`;
    ctx.fillText(template.title[1] as string, mm(4), mm(8));
    drawFront(ctx, { template, identity, mm, compact: template.format === 'TD1' });
  } else {
    drawBackText(ctx, { template, identity, mm, random });
  }
  if (hasMrz) drawMrz(ctx, { lines: identity.mrz, template, mm, random, height });
  if (mark && !(mark.underPhoto && dataSide)) drawSpecimenMark(ctx, mark, { width, height, mm });
  ctx.restore();
  return canvas.toBuffer('image/png');
}

function drawGuilloche(ctx: SKRSContext2D, { width, height, colour, random }: { width: number; height: number; colour: string; random: SeededRandom }): void {
  ctx.strokeStyle = colour;
  ctx.lineWidth = 1;
  const phase = random.next() * Math.PI * 2;
  for (let k = 0; k < 28; k++) {
    ctx.beginPath();
    for (let x = 0; x <= width; x += 6) {
      const y = height * (k / 28) + Math.sin(x / 55 + k * 0.4 + phase) * 18 + Math.sin(x / 13 + k) * 3;
      if (x === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
}

function drawPhoto(ctx: SKRSContext2D, { x, y, w, h }: { x: number; y: number; w: number; h: number }): void {
  ctx.fillStyle = '#c9ccd1';
  ctx.fillRect(x, y, w, h);
  ctx.fillStyle = '#8d939c';
  ctx.beginPath();
  ctx.ellipse(x + w / 2, y + h * 0.38, w * 0.22, h * 0.2, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(x + w / 2, y + h * 0.98, w * 0.45, h * 0.32, 0, Math.PI, Math.PI * 2);
  ctx.fill();
}

function drawFront(
  ctx: SKRSContext2D,
  { template, identity, mm, compact }: { template: DocumentTemplate; identity: Identity; mm: (v: number) => number; compact: boolean },
): void {
  const photo = compact ? { x: mm(4), y: mm(11), w: mm(24), h: mm(31) } : { x: mm(6), y: mm(14), w: mm(32), h: mm(42) };
  drawPhoto(ctx, photo);
  const labels = template.labels;
  const rows: Array<[string, string]> = [
    [labels.surname, identity.surname],
    [labels.givenNames, identity.givenNames],
    [`${labels.sex}   ${labels.nationality}`, `${identity.sex}      ${template.country}`],
    [labels.birthDate, template.printDate(identity.birthDate)],
    [labels.number, identity.printedNumber],
    [labels.expiry, template.printDate(identity.expiryDate)],
  ];
  const x = photo.x + photo.w + mm(compact ? 3 : 5);
  const rowHeight = compact ? mm(6.3) : mm(7.2);
  rows.forEach(([label, value], i) => {
    const y = photo.y + i * rowHeight;
    ctx.fillStyle = template.colours.accent;
    ctx.font = `${mm(compact ? 1.35 : 1.6)}px DejaVuSans`;
    ctx.fillText(label, x, y + mm(1.4));
    ctx.fillStyle = '#1b1b1f';
    ctx.font = `${mm(compact ? 2.5 : 2.9)}px DejaVuSans`;
    ctx.fillText(value, x, y + mm(compact ? 4.3 : 4.9));
  });
}

function drawBackText(
  ctx: SKRSContext2D,
  { template, identity, mm, random }: { template: DocumentTemplate; identity: Identity; mm: (v: number) => number; random: SeededRandom },
): void {
  ctx.fillStyle = '#2a2a30';
  ctx.font = `${mm(1.5)}px DejaVuSans`;
  const lines = [
    `${template.labels.nationality}: ${template.country}`,
    `${template.title[1]}`,
    `${random.int(100, 999)} ${random.int(100, 999)} ${random.int(100, 999)}`,
    `${template.printDate(identity.issueDate)}`,
  ];
  lines.forEach((line, i) => ctx.fillText(line, mm(5), mm(6 + i * 3.4)));
}

function drawMrz(
  ctx: SKRSContext2D,
  { lines, template, mm, random, height }: { lines: string[]; template: DocumentTemplate; mm: (v: number) => number; random: SeededRandom; height: number },
): void {
  const lineLength = (lines[0] as string).length;
  const [widthMm] = template.sizeMm;
  const left = mm((widthMm - lineLength * mrzPitchMm) / 2) + random.gaussian() * 2;
  const linePitch = mm(template.format === 'TD1' ? 4.3 : 5.2);
  const bottomBaseline = height - mm(template.format === 'TD1' ? 3.6 : 5) + random.gaussian() * 2;
  const top = bottomBaseline - (lines.length - 1) * linePitch - mm(3.5);
  ctx.fillStyle = 'rgba(255,255,255,0.75)';
  ctx.fillRect(0, top, mm(widthMm), height - top);
  ctx.fillStyle = '#111114';
  ctx.font = `${mm(3.45 * (1 + random.gaussian() * 0.015))}px OCRB`;
  lines.forEach((line, row) => {
    const y = bottomBaseline - (lines.length - 1 - row) * linePitch;
    [...line].forEach((char, i) => ctx.fillText(char, left + i * mm(mrzPitchMm), y));
  });
}

/** A photo-like picture with no document in it: sky, hills, a sun and noise. */
export function renderNonDocument({ random, width = 1200, height = 900 }: { random: SeededRandom; width?: number; height?: number }): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const sky = ctx.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, `hsl(${200 + random.int(-15, 15)}, 60%, 65%)`);
  sky.addColorStop(1, `hsl(${40 + random.int(-15, 15)}, 50%, 80%)`);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = `hsl(${45 + random.int(-10, 10)}, 90%, 60%)`;
  ctx.beginPath();
  ctx.arc(random.int(100, width - 100), random.int(80, 250), random.int(40, 90), 0, Math.PI * 2);
  ctx.fill();
  for (let layer = 0; layer < 3; layer++) {
    ctx.fillStyle = `hsl(${100 + layer * 15 + random.int(-10, 10)}, 35%, ${45 - layer * 10}%)`;
    ctx.beginPath();
    ctx.moveTo(0, height);
    const base = height * (0.55 + layer * 0.12);
    for (let x = 0; x <= width; x += 20) ctx.lineTo(x, base + Math.sin(x / (120 + layer * 40) + random.next()) * 40);
    ctx.lineTo(width, height);
    ctx.fill();
  }
  const image = ctx.getImageData(0, 0, width, height);
  for (let i = 0; i < image.data.length; i += 4) {
    const noise = random.gaussian() * 6;
    for (let c = 0; c < 3; c++) image.data[i + c] = Math.max(0, Math.min(255, (image.data[i + c] as number) + noise));
  }
  ctx.putImageData(image, 0, 0);
  return canvas.toBuffer('image/png');
}
