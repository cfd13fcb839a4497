/**
 * Draws the OCR-B glyphs of every MRZ character and writes them where `@circular/id-validator`
 * reads them (`libs/id-validator/data/ocrb-glyphs.json.gz`), so the library needs no canvas.
 *
 *   npm run ocrb-glyphs -w @circular/id-corpus
 */
import { writeFile } from 'node:fs/promises';
import { ocrbGlyphFileBytes, ocrbGlyphFileUrl } from '../src/ocrb-glyph-ink.ts';

const bytes = ocrbGlyphFileBytes();
await writeFile(ocrbGlyphFileUrl, bytes);
process.stdout.write(`${bytes.length} bytes written to ${ocrbGlyphFileUrl.pathname}\n`);
