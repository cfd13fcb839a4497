import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { finding, type Finding } from './finding.ts';

const ibanCandidate = /\b[A-Z]{2}\s?\d{2}(?:[ .-]?[A-Z0-9]){10,30}\b/giu;
const separators = /[ .-]/u;
const bankKeyword = /\b(?:iban|nib|bic|swift|rib)\b\s*[:.-]?\s*((?:[A-Z0-9][ .-]?){15,34})/giu;

/**
 * IBANs, verified by their mod-97 check digits with ibantools (so "PT50 …" with a wrong digit and
 * part numbers are not IBANs), and account numbers given after "IBAN"/"NIB"/"RIB" even when mistyped.
 */
export function findIbans(text: string): Finding[] {
  const found: Finding[] = [];
  for (const match of text.matchAll(ibanCandidate)) {
    // The pattern may run on into the next words ("… 1332 antes de"): the longest valid prefix is the IBAN.
    for (let end = match[0].length; end >= 15; end--) {
      const value = match[0].slice(0, end);
      if (separators.test(value.at(-1)!) || (end < match[0].length && !separators.test(match[0][end]!))) continue;
      if (isValidIBAN(electronicFormatIBAN(value.toUpperCase()) ?? '')) {
        found.push(finding('iban', 'payments', text, match.index, match.index + value.length));
        break;
      }
    }
  }
  for (const match of text.matchAll(bankKeyword)) {
    const value = (match[1] ?? '').replace(/[ .-]+$/, '');
    if ((value.match(/\d/g) ?? []).length < 12) continue;
    const start = match.index + match[0].indexOf(value);
    if (found.some((f) => f.start < start + value.length && start < f.end)) continue;
    found.push(finding('iban', 'payments', text, start, start + value.length));
  }
  return found;
}
