import { createHash } from 'node:crypto';
import type { EvasionListing } from './generate-evasion-set.ts';
import type { Label } from './generate-validation-set.ts';

/** Strips `{{code|text}}` markers from a text, returning the text and the spans of the labels. */
export function unmark(marked: string, field: Label['field']): { text: string; labels: Label[] } {
  const labels: Label[] = [];
  let text = '';
  let rest = marked;
  for (;;) {
    const open = rest.indexOf('{{');
    if (open < 0) break;
    const close = rest.indexOf('}}', open);
    const bar = rest.indexOf('|', open);
    const code = rest.slice(open + 2, bar) as Label['code'];
    const inner = rest.slice(bar + 1, close);
    text += rest.slice(0, open);
    labels.push({ code, field, start: text.length, end: text.length + inner.length });
    text += inner;
    rest = rest.slice(close + 2);
  }
  return { text: text + rest, labels };
}

/** A hand-written listing's part of its frozen set, from its id's hash: first byte odd, held out. */
export const partOf = (id: string) => ((createHash('sha256').update(id).digest()[0]! & 1) === 1 ? 'holdout' : 'tune');

type Lang = EvasionListing['language'];
const currency: Record<Lang, string> = { pt: 'EUR', es: 'EUR', fr: 'EUR', it: 'EUR', de: 'EUR', en: 'GBP' };

/** The kind of a listing: its first label's code, shortened (`phone`, `email`, `link`, `item`…), or `clean`. */
const kindOf = (labels: Label[]) => {
  const code = labels[0]?.code;
  if (code === undefined) return 'clean';
  if (code === 'prohibited_item' || code === 'restricted_item') return 'item';
  return code.replace(/^contact_|_handle$|^off_platform_|^external_/, '');
};

/**
 * The listings of a set written with its area first on each line (`area ;; ` and then the line `listingsFromLines`
 * reads), each listing with its `area` (the general category it belongs to, kept beside the listing).
 */
export function areaListingsFromLines(lines: string, prefix: string): (EvasionListing & { area: string })[] {
  const rows = lines.trim().split('\n');
  const areas = rows.map((line) => line.slice(0, line.indexOf(' ;; ')));
  return listingsFromLines(rows.map((line) => line.slice(line.indexOf(' ;; ') + 4)).join('\n'), prefix).map((listing, i) => ({ ...listing, area: areas[i]! }));
}

/**
 * The listings of a hand-written set (the fourth and fifth sets' format): one a line,
 * `language ;; profile ;; category ;; price ;; title ;; description`, labels marked inline as
 * `{{code|text}}`; ids `<prefix>-<language>-<n>` numbered per language, the part from the id's hash.
 */
export function listingsFromLines(lines: string, prefix: string): EvasionListing[] {
  const counters: Record<string, number> = {};
  return lines
    .trim()
    .split('\n')
    .map((line) => {
      const [language, profile, category, price, title, description] = line.split(' ;; ').map((f) => f.trim()) as [Lang, string, string, string, string, string];
      const t = unmark(title, 'title');
      const d = unmark(description, 'description');
      const labels = [...t.labels, ...d.labels];
      const n = (counters[language] = (counters[language] ?? 0) + 1);
      const id = `${prefix}-${language}-${String(n).padStart(2, '0')}`;
      return {
        id,
        part: partOf(id),
        kind: kindOf(labels),
        language,
        profile,
        listing: { title: t.text, description: d.text, price: Number(price), currency: currency[language], category },
        labels,
      } as EvasionListing;
    });
}
