/** A memory size as written in a listing or an item name: `64GB`, `256 GB`, `1TB`, and the French `128 Go`, `1 To`. */
const storageSize = /(?<![\p{L}\p{N}])(\d+(?:[.,]\d+)?)\s?(gb|tb|go|to)(?![\p{L}\p{N}])/giu;

/**
 * The largest memory size a text names, in GB (`1TB` = 1024): the storage, since RAM is always
 * the smaller of the two a laptop lists.
 */
export function storageGb(text: string): number | undefined {
  let largest: number | undefined;
  for (const [, size = '', unit = ''] of text.matchAll(storageSize)) {
    const gb = Number(size.replace(',', '.')) * (/^t/i.test(unit) ? 1024 : 1);
    if (largest === undefined || gb > largest) largest = gb;
  }
  return largest;
}

/** The storage as a query writes it: `64GB`, `1TB`. */
export function formatStorage(gb: number): string {
  return gb >= 1024 && gb % 1024 === 0 ? `${gb / 1024}TB` : `${gb}GB`;
}

/** The text without its memory sizes: what names the model rather than its configuration. */
export function withoutStorageSizes(text: string): string {
  return text.replace(storageSize, ' ').replace(/\s+/g, ' ').trim();
}
