import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { createWordReader } from '@circular/id-validator/internals';
import { decodePage, markCandidates } from '../../libs/id-validator/src/ocr/engine/word-reader.ts';
import { closeGrey } from '../../libs/id-validator/src/ocr/image/morphology.ts';
import type { RasterImage } from '../../libs/id-validator/src/ocr/image/rotated-box.ts';
const [file, kArg, sideArg] = process.argv.slice(2);
const k = Number(kArg ?? 5); const side = Number(sideArg ?? 640);
const page = (await decodePage(readFileSync(file!)))!;
function closed(p: RasterImage, k: number): RasterImage {
  const out = new Uint8Array(p.data.length);
  for (let c = 0; c < 3; c++) {
    const g = new Uint8Array(p.width * p.height);
    for (let i = 0; i < g.length; i++) g[i] = p.data[3 * i + c]!;
    const r = closeGrey({ width: p.width, height: p.height, data: g }, { width: k, height: k });
    for (let i = 0; i < g.length; i++) out[3 * i + c] = r.data[i]!;
  }
  return { ...p, data: out };
}
const t = performance.now();
const c = closed(page, k);
console.log('close ms', Math.round(performance.now() - t));
await sharp(c.data, { raw: { width: c.width, height: c.height, channels: 3 } }).resize({ width: 500, height: 500, fit: 'inside' }).png().toFile('/tmp/s35-18/closed.png');
const all = createWordReader({ everyBox: true, sides: [side] });
const boxes = await all.boxes(c, side);
console.log('boxes', boxes.length, 'cands', markCandidates(boxes).length);
for (const b of boxes) console.log(Math.round(b.angle), Math.round(b.width), Math.round(b.height), b.score.toFixed(2));
await all.close();
