import type { TranslationMemoryEntry } from '@circular/contract';

/**
 * Memory entries as a TMX 1.4 document, the exchange format translation tools (Trados, memoQ,
 * Lokalise, Crowdin) import: one `<tu>` per entry, its catalogue key as `tuid`, origin, reviewer
 * and context as `<prop>`s, the source and target as `<tuv>`s.
 */
export function toTmx(entries: readonly TranslationMemoryEntry[]): string {
  const units = entries.map((entry) => {
    const props = [
      prop('x-origin', entry.origin),
      entry.reviewer === null ? '' : prop('x-reviewer', entry.reviewer),
      prop('x-context', entry.context),
    ].join('');
    const changed = entry.updated_at.replace(/[-:]/g, '').replace(/\.\d+/, '');
    return (
      `<tu tuid="${xml(entry.key)}">${props}` +
      `<tuv xml:lang="${xml(entry.source_locale)}"><seg>${xml(entry.source)}</seg></tuv>` +
      `<tuv xml:lang="${xml(entry.target_locale)}" changedate="${changed}"><seg>${xml(entry.target)}</seg></tuv></tu>`
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<tmx version="1.4"><header creationtool="circular-translator" creationtoolversion="1" segtype="sentence" o-tmf="json" adminlang="en" srclang="*all*" datatype="plaintext"/><body>',
    ...units,
    '</body></tmx>',
    '',
  ].join('\n');
}

function prop(type: string, value: string): string {
  return `<prop type="${type}">${xml(value)}</prop>`;
}

/** Text as XML character data or an attribute value; characters XML 1.0 cannot hold are dropped. */
function xml(text: string): string {
  return text
    // eslint-disable-next-line no-control-regex -- exactly the control characters XML 1.0 forbids
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
