import type { OcrLine } from '../engine/tesseract-pool.ts';

/** Letters and digits a pass must read before its lines say anything about the print (a few marks read as `xx` say nothing). */
const minProseCharacters = 12;

/** Spaces per line with text, on average, from which lines read as words rather than as one run of characters. */
const minProseSpacesPerLine = 2;

/**
 * Whether one OCR pass read the zone as ordinary print rather than an MRZ: enough characters,
 * none of them the MRZ's filler `<`, split into words by spaces. An MRZ read even badly keeps
 * some of its fillers (a name line ends in a run of them; tesseract reads a few as `<` at every
 * scale), and a pass that reads too little (a low-contrast zone read as two marks before it is
 * thresholded) is no evidence either way, so only a page of words answers no.
 */
export function readsAsProse(lines: readonly OcrLine[]): boolean {
  const texts = lines.map((line) => line.text.trim()).filter((text) => text.length > 0);
  if (texts.length === 0 || texts.some((text) => text.includes('<'))) return false;
  const characters = texts.reduce((sum, text) => sum + text.replace(/[^\p{L}\p{N}]/gu, '').length, 0);
  const spaces = texts.reduce((sum, text) => sum + (text.match(/ +/g)?.length ?? 0), 0);
  return characters >= minProseCharacters && spaces >= minProseSpacesPerLine * texts.length;
}
