/**
 * Tesseract's `.traineddata` container (`TessdataManager`): an int32 count of entries, one int64
 * offset per entry (-1 when absent), then the entries' bytes in order, all little-endian.
 */

/** The entries by their index in the container (tesseract's `TessdataType`). */
export const traineddataComponents = [
  'lang-config',
  'unicharset',
  'unicharambigs',
  'inttemp',
  'pffmtable',
  'normproto',
  'punc-dawg',
  'word-dawg',
  'number-dawg',
  'freq-dawg',
  'fixed-length-dawgs',
  'cube-unicharset',
  'cube-word-dawg',
  'shapetable',
  'bigram-dawg',
  'unambig-dawg',
  'params-model',
  'lstm',
  'lstm-punc-dawg',
  'lstm-word-dawg',
  'lstm-number-dawg',
  'lstm-unicharset',
  'lstm-recoder',
  'version',
] as const;

export type TraineddataComponent = (typeof traineddataComponents)[number];

/**
 * The container without the entries named: tesseract reads the whole file into its heap before it
 * loads any entry, and builds some entries whether or not they are used (the bigram dictionary,
 * 16 MB, serves only bigram correction), so entries a model's settings never use cost memory for
 * nothing. Entries of indices this module does not know are kept.
 */
export function traineddataWithout(data: Uint8Array, drop: readonly TraineddataComponent[]): Buffer {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const count = bytes.readInt32LE(0);
  const header = 4 + 8 * count;
  if (count <= 0 || count > 1000 || header > bytes.length) throw new Error('not a tesseract traineddata file');
  const offsets = Array.from({ length: count }, (_, i) => Number(bytes.readBigInt64LE(4 + 8 * i)));
  const dropped = new Set(drop.map((name) => traineddataComponents.indexOf(name)));
  // An entry ends where the next entry in the file starts.
  const end = (offset: number) => Math.min(bytes.length, ...offsets.filter((other) => other > offset));
  const kept: Buffer[] = [];
  const head = Buffer.alloc(header);
  head.writeInt32LE(count, 0);
  let position = header;
  offsets.forEach((offset, i) => {
    const present = offset >= 0 && !dropped.has(i);
    head.writeBigInt64LE(BigInt(present ? position : -1), 4 + 8 * i);
    if (!present) return;
    const entry = bytes.subarray(offset, end(offset));
    kept.push(entry);
    position += entry.length;
  });
  return Buffer.concat([head, ...kept]);
}

/** The entries present in a container, with their sizes in bytes (for tests and tools). */
export function traineddataEntries(data: Uint8Array): Array<{ component: TraineddataComponent | number; bytes: number }> {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const count = bytes.readInt32LE(0);
  const offsets = Array.from({ length: count }, (_, i) => Number(bytes.readBigInt64LE(4 + 8 * i)));
  return offsets.flatMap((offset, i) => {
    if (offset < 0) return [];
    const next = Math.min(bytes.length, ...offsets.filter((other) => other > offset));
    return [{ component: traineddataComponents[i] ?? i, bytes: next - offset }];
  });
}
