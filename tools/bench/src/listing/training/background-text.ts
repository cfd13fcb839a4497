import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Public text that is no listing problem, in the six languages, from the machine's own Debian packages: the translated
 * messages of installed programs (gettext catalogues under /usr/share/locale: sentences about files, e-mail, links,
 * payments and numbers that ask nobody to leave the platform) and word salads of the system word lists (/usr/share/dict)
 * with numbers of every everyday shape. The trainer learns them as negatives and sets its thresholds above them, so the
 * model's confidence is measured on text unlike its generated listings. Missing folders are skipped.
 */

const localeFolders: Record<string, string[]> = { pt: ['pt', 'pt_BR'], es: ['es'], fr: ['fr'], it: ['it'], de: ['de'], en: ['en_GB'] };
const wordLists: Record<string, string> = { pt: 'portuguese', es: 'spanish', fr: 'french', it: 'italian', de: 'ngerman', en: 'british-english' };

/** The translated strings of a gettext `.mo` file (msgids too when `withOriginals`, they are English). */
export function readCatalogue(bytes: Buffer, withOriginals: boolean): string[] {
  if (bytes.length < 28) return [];
  const magic = bytes.readUInt32LE(0);
  const read = magic === 0x950412de ? (at: number) => bytes.readUInt32LE(at) : magic === 0xde120495 ? (at: number) => bytes.readUInt32BE(at) : undefined;
  if (!read) return [];
  const count = read(8);
  const strings: string[] = [];
  const table = (offset: number, i: number) => {
    const length = read(offset + i * 8);
    const start = read(offset + i * 8 + 4);
    return start + length <= bytes.length ? bytes.toString('utf8', start, start + length) : '';
  };
  for (let i = 1; i < count; i++) {
    strings.push(table(read(16), i).split('\0')[0]!);
    if (withOriginals) strings.push(table(read(12), i).split('\0')[0]!);
  }
  return strings;
}

/** A catalogue string as plain prose: placeholders, mnemonics and markup out; only sentences of some length kept. */
function prose(message: string): string | undefined {
  const text = message
    .replace(/%(?:\d+\$)?[-+ #0]*\d*(?:\.\d+)?[hlLqjzt]*[diouxXeEfgGcspn%]|\{[\w.]*\}|\$\{?\w+\}?/g, '')
    .replace(/<[^>]{1,40}>|[_&](?=\p{L})/gu, '')
    .replace(/\\n|\s+/g, ' ')
    .trim();
  return text.length >= 15 && text.length <= 200 && /\p{L}{3}.*\s.*\p{L}{3}/u.test(text) ? text : undefined;
}

export function catalogueSentences(limitPerLanguage = 40_000): string[] {
  const out: string[] = [];
  for (const [lang, folders] of Object.entries(localeFolders)) {
    const seen = new Set<string>();
    for (const folder of folders) {
      const dir = join('/usr/share/locale', folder, 'LC_MESSAGES');
      if (!existsSync(dir)) continue;
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.mo')).sort()) {
        for (const message of readCatalogue(readFileSync(join(dir, file)), lang === 'en')) {
          const text = prose(message);
          if (text && seen.size < limitPerLanguage) seen.add(text);
        }
      }
    }
    out.push(...seen);
  }
  return out;
}

/** Word salads of a language's word list, with numbers of the shapes honest listings carry (sizes, prices, years, references, measures). */
export function wordSalads(count: number, random: () => number): string[] {
  const lists = Object.values(wordLists)
    .map((name) => join('/usr/share/dict', name))
    .filter((path) => existsSync(path))
    .map((path) => readFileSync(path, 'utf8').split('\n').filter((w) => /^\p{L}{2,}$/u.test(w)));
  if (lists.length === 0) return [];
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
  const numbers = [
    () => `${digits(2)}x${digits(2)}x${digits(2)} cm`, () => `${digits(3)} €`, () => `${1990 + Math.floor(random() * 36)}`, () => `ref. ${digits(6)}`, () => `${digits(4)} ${digits(4)} ${digits(4)}`,
    () => `${digits(2)}/${digits(2)}/${digits(4)}`, () => `${digits(1)},${digits(1)} kg`, () => `${digits(3)} GB`, () => `${digits(2)}h${digits(2)}`, () => `${digits(5)}`, () => `EAN ${digits(13)}`, () => `${digits(3)}-${digits(3)}-${digits(3)}`,
  ];
  const salads: string[] = [];
  for (let i = 0; i < count; i++) {
    const words = lists[Math.floor(random() * lists.length)]!;
    const length = 4 + Math.floor(random() * 14);
    const parts = Array.from({ length }, () => (random() < 0.15 ? numbers[Math.floor(random() * numbers.length)]!() : words[Math.floor(random() * words.length)]!));
    salads.push(`${parts.join(' ')}.`);
  }
  return salads;
}
