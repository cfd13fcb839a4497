import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { finding, type Finding } from './finding.ts';

const ibanCandidate = /\b[A-Z]{2}\s?\d{2}(?:[ .-]?[A-Z0-9]){10,30}\b/giu;
const bankKeyword = /\b(?:iban|nib|bic|swift|rib)\b\s*[:.-]?\s*((?:[A-Z0-9][ .-]?){15,34})/giu;

/**
 * IBANs, verified by their mod-97 check digits with ibantools (so "PT50 …" with a wrong digit and
 * part numbers are not IBANs), and account numbers given after "IBAN"/"NIB"/"RIB" even when mistyped.
 */
export function findIbans(text: string): Finding[] {
  const found: Finding[] = [];
  for (const match of text.matchAll(ibanCandidate)) {
    const value = match[0].replace(/[ .-]+$/, '');
    const iban = electronicFormatIBAN(value.toUpperCase()) ?? '';
    if (isValidIBAN(iban)) found.push(finding('iban', 'payments', text, match.index, match.index + value.length));
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
