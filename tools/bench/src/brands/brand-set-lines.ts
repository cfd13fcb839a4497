import { createHash } from 'node:crypto';
import type { FamilyCase } from './brand-family-quality.ts';

/** A string's part of a frozen brand set, from its hash: first byte odd, held out. */
export const partOf = (raw: string): FamilyCase['part'] => ((createHash('sha256').update(raw).digest()[0]! & 1) === 1 ? 'held-out' : 'tune');

const fields = (line: string) => line.split('|').map((f) => f.trim());
const label = (text: string) => ({ expected: text === '-' ? null : text.replace(/^\?/, ''), ...(text.startsWith('?') ? { may_be_unknown: true } : {}) });

/**
 * The cases of a brand set written as lines (the third and fourth sets' format, described in their
 * writers): `positives` `raw | expected | kind | category | parent or line`, `adversarial`
 * `raw | expected | trap | category`. Positives of `adversarialKinds` count as adversarial too.
 */
export function brandSetCases({ positives, adversarial, adversarialKinds = [] }: { positives: string; adversarial: string; adversarialKinds?: readonly string[] }): FamilyCase[] {
  const lines = (text: string) => text.trim().split('\n');
  return [
    ...lines(positives).map((line): FamilyCase => {
      const [raw = '', expected = '', kind = '', category, extra] = fields(line);
      return {
        raw,
        ...(category ? { category } : {}),
        ...label(expected),
        ...(extra && kind === 'product-line' ? { line: extra } : {}),
        ...(extra && kind !== 'product-line' ? { expected_parent: extra } : {}),
        kind: kind as FamilyCase['kind'],
        adversarial: adversarialKinds.includes(kind),
        part: partOf(raw),
      };
    }),
    ...lines(adversarial).map((line): FamilyCase => {
      const [raw = '', expected = '', trap = '', category] = fields(line);
      return { raw, ...(category ? { category } : {}), ...label(expected), kind: 'adversarial', trap, adversarial: true, part: partOf(raw) };
    }),
  ];
}
