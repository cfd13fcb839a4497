import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { mrzCharacters, ocrbGlyphFileUrl, renderOcrbGlyphs } from './ocrb-glyph-ink.ts';

describe('the OCR-B glyphs committed to the ID validator', () => {
  it('are exactly what drawing the bundled font gives (rerun `npm run ocrb-glyphs` after changing it)', async () => {
    const committed: unknown = JSON.parse(gunzipSync(await readFile(ocrbGlyphFileUrl)).toString('utf8'));
    expect(committed).toEqual(renderOcrbGlyphs());
  });

  it('hold every MRZ character with ink on paper', () => {
    const { glyphs } = renderOcrbGlyphs();
    expect(Object.keys(glyphs).sort()).toEqual([...mrzCharacters].sort());
    for (const { width, height, ink } of Object.values(glyphs)) {
      const bytes = Buffer.from(ink, 'base64');
      expect(bytes.length).toBe(width * height);
      expect(Math.min(...bytes)).toBeLessThan(64);
    }
  });
});
