/**
 * Fills `{name}` slots of a template (a prompt or a catalogue message) from `values`; a slot with
 * no value stays as written, so a missing value shows up in the text instead of vanishing. Values
 * are inserted verbatim: braces or `$` patterns inside them are not read as slots.
 *
 * A template is read into its text and slots once (`slotsOf`) and then only joined with each call's
 * values: the same few catalogue messages are filled many times per request (a decision's
 * reasoning, a protocol's steps), and a regular-expression replace per call was about 3% of the
 * decision route's CPU under load (profile, November 2026).
 */
export function fillSlots(template: string, values: Readonly<Record<string, string | number>>): string {
  const parts = slotsOf(template);
  let text = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]!;
    text += (Object.hasOwn(values, name) ? String(values[name]) : `{${name}}`) + parts[i + 1]!;
  }
  return text;
}

/** Templates read so far; bounded, so templates made per call (none today) cannot grow it without end. */
const readTemplates = new Map<string, readonly string[]>();
const maxReadTemplates = 4096;

/** The template as text and slot names in turn: `text, name, text, …, text` (a slot's braces dropped). */
function slotsOf(template: string): readonly string[] {
  let parts = readTemplates.get(template);
  if (parts === undefined) {
    parts = template.split(/\{(\w+)\}/);
    if (readTemplates.size < maxReadTemplates) readTemplates.set(template, parts);
  }
  return parts;
}
