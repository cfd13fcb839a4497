import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type.ts';
import { imageFixtures } from './test-support/image-fixtures.ts';

const bytes = (base64: string) => Buffer.from(base64, 'base64');
/** An ISO-BMFF `ftyp` box with the given major and compatible brands, as HEIF-family files start. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write(`ftyp${major}`, 4, 'latin1');
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
  return box;
};

describe('sniffImageType', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
    ['tiff', 'image/tiff'],
    ['bmp', 'image/bmp'],
    ['avif', 'image/avif'],
  ] as const)('recognises a real %s image', (fixture, type) => {
    expect(sniffImageType(bytes(imageFixtures[fixture]))).toBe(type);
  });

  it('recognises big-endian TIFF', () => {
    expect(sniffImageType(Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]))).toBe('image/tiff');
  });

  it.each([
    [ftyp('heic', 'mif1', 'heic'), 'image/heic'],
    [ftyp('mif1', 'mif1', 'heic'), 'image/heic'],
    [ftyp('mif1', 'mif1'), 'image/heif'],
    [ftyp('mif1', 'mif1', 'avif'), 'image/avif'],
    [ftyp('isom', 'isom', 'mp41'), undefined],
  ])('tells the HEIF family apart by ftyp brands (%#)', (input, type) => {
    expect(sniffImageType(input)).toBe(type);
  });

  it.each([
    ['HTML', Buffer.from('<!doctype html><html><body>hi</body></html>')],
    ['text starting with BM', Buffer.from('BMW 320d, 2019, 45 000 km')],
    ['a PDF', Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')],
    ['a RIFF file that is not WebP', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['empty input', Buffer.alloc(0)],
    ['two bytes of a JPEG marker', Buffer.from([0xff, 0xd8])],
  ])('returns undefined for %s', (_name, input) => {
    expect(sniffImageType(input)).toBeUndefined();
  });
});
