import { createHash } from 'node:crypto';
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
