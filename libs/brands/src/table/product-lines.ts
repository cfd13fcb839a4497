import { productLinesText } from './product-lines.data.ts';

let lines: readonly (readonly [brand: string, lines: readonly string[]])[] | undefined;

/** The product-line table (`product-lines.data.ts`), parsed on first use: each brand and the lines sellers write after its name. */
export function productLines(): readonly (readonly [brand: string, lines: readonly string[]])[] {
  lines ??= parseProductLines(productLinesText);
  return lines;
}

/** Reads `Brand | line, line…` lines; a line without its bar is a programming error (the table test runs it). */
export function parseProductLines(text: string): (readonly [brand: string, lines: readonly string[]])[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const [brand, names] = line.split('|').map((part) => part.trim());
      if (!brand || !names) throw new Error(`product-lines.data.ts: "${line}" is not "Brand | line, line…"`);
      return [brand, names.split(',').map((name) => name.trim().toLowerCase()).filter((name) => name.length > 0)] as const;
    });
}
