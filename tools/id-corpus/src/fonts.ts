import { GlobalFonts } from '@napi-rs/canvas';
import { fileURLToPath } from 'node:url';

/** The bundled fonts (see `fonts/README.md`); no system font is ever used for a render. */
export const fontsDir = fileURLToPath(new URL('../fonts/', import.meta.url));

/** Family names under which the bundled fonts are registered; unlike any system family. */
export const corpusFonts = { ocrb: 'OCRB', sans: 'DejaVuSans' } as const;

let registered = false;

/**
 * Registers the bundled fonts from this package's own folder under explicit family names, once
 * per process, so every render is the same on every machine.
 */
export function registerCorpusFonts(): typeof corpusFonts {
  if (!registered) {
    GlobalFonts.registerFromPath(`${fontsDir}OCRB.otf`, corpusFonts.ocrb);
    GlobalFonts.registerFromPath(`${fontsDir}DejaVuSans.ttf`, corpusFonts.sans);
    registered = true;
  }
  return corpusFonts;
}
