import { electronicFormatIBAN, isValidIBAN, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { sentenceBefore } from '../text/sentence.ts';
import { finding, type Finding } from './finding.ts';
import { matchesOf } from '../text/matches.ts';

// Either case: a country code or an account written in lower case is the same account.
const ibanCandidate = /\b[A-Za-z]{2}\s?\d{2}(?:[ .-]?[A-Za-z0-9]){10,30}\b/giu;
const separators = /[ .-]/u;
const bankKeyword = /\b(?:iban|nib|bic|swift|rib)\b\s*[:.-]?\s*((?:[A-Za-z0-9][ .-]?){15,34})/giu;

/** Words of paying or of a bank transfer before an account number in its sentence (PT, ES, FR, EN, IT, DE). */
const paymentAsked =
  /(?<![\p{L}])(?:transfer\p{L}*|virement|vire[rz]|[uü]berweis\p{L}*|bonifico|bank\p{L}*|banc\p{L}*|conta|cuenta|compte|konto|conto|account|iban|nib|rib|pag\p{L}*|pay\p{L}*|paiement|payer|zahl\p{L}*|ingres\p{L}*|deposit\p{L}*)(?![\p{L}])/iu;

/** Whether an IBAN has its country's length and format and only its check digits (the IBAN's or the account's) are wrong. */
function onlyChecksumsWrong(electronic: string): boolean {
  const { valid, errorCodes } = validateIBAN(electronic);
  return !valid && errorCodes.length > 0 && errorCodes.every((code) => code === ValidationErrorsIBAN.WrongIBANChecksum || code === ValidationErrorsIBAN.WrongAccountBankBranchChecksum);
}

/**
 * IBANs, verified by their mod-97 check digits with ibantools (so "PT50 …" with a wrong digit and
 * part numbers are not IBANs), and account numbers given after "IBAN"/"NIB"/"RIB" even when mistyped.
 */
export function findIbans(text: string): Finding[] {
  const found: Finding[] = [];
  for (const match of matchesOf(text, ibanCandidate)) {
    // The pattern may run on into the next words ("… 1332 antes de"): the longest valid prefix is the IBAN.
    for (let end = match[0].length; end >= 15; end--) {
      const value = match[0].slice(0, end);
      if (separators.test(value.at(-1)!) || (end < match[0].length && !separators.test(match[0][end]!))) continue;
      const electronic = electronicFormatIBAN(value.toUpperCase()) ?? '';
      // "Transferência antes do envio: PT50 …" with a digit wrong: the country's own length and format, only a check digit off, where the
      // sentence asks for a transfer or a payment, is an account number given all the same (a made-up one is still an attempt).
      if (isValidIBAN(electronic) || (onlyChecksumsWrong(electronic) && paymentAsked.test(sentenceBefore(text, match.index, 160)))) {
        found.push(finding('iban', 'payments', text, match.index, match.index + value.length));
        break;
      }
    }
  }
  for (const match of matchesOf(text, bankKeyword)) {
    const value = (match[1] ?? '').replace(/[ .-]+$/, '');
    if ((value.match(/\d/g) ?? []).length < 12) continue;
    const start = match.index + match[0].indexOf(value);
    if (found.some((f) => f.start < start + value.length && start < f.end)) continue;
    found.push(finding('iban', 'payments', text, start, start + value.length));
  }
  return found;
}
