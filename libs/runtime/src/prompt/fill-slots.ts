/**
 * Fills `{name}` slots of a template (a prompt or a catalogue message) from `values`; a slot with
 * no value stays as written, so a missing value shows up in the text instead of vanishing. Values
 * are inserted verbatim: braces or `$` patterns inside them are not read as slots.
 */
export function fillSlots(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
