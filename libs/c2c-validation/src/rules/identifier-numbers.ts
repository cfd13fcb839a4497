import { mod11CheckDigit, passesLuhn } from '@circular/runtime';

/**
 * Numbers a listing names as an identifier that is no way to reach or pay the seller: a tax number for the invoice, a customer's or a
 * member's number. A phone-shaped number after such a name ("número de contribuinte 2…", "Kundennummer 0170…") is that identifier, whatever
 * way of paying the sentence names beside it ("MB WAY; emito fatura com o seu NIF"): MB WAY, Bizum or Lydia pay to a phone, never to a
 * tax number. A tax number is read as one only where its digits pass the country's own check (Portugal's NIF, France's SIREN and SIRET,
 * Italy's partita IVA, Germany's tax identification number, a UK VAT number): a phone written after a tax word ("NIF 912 345 678") fails
 * it and stays a phone. Customers' and members' numbers have no check: named as one, they are one (as order and invoice numbers are).
 */

/** A country's letters between a tax number's name and its digits ("VAT number GB …", "USt-IdNr. DE …", "TVA FR 12 …"). */
const countryLetters = String.raw`(?:[a-z]{2}[\s.:-]*)?`;
/** A tax number's name right before its digits, each with the check its digits must pass. */
const taxNumbers: { before: RegExp; valid: (digits: string) => boolean }[] = [
  // Portugal: "número de contribuinte", "NIF", "NIPC".
  { before: /(?<![\p{L}\p{N}])(?:(?:n[uú]mero|n\.?[º°o]\.?)\s+(?:de\s+)?(?:contribuinte|identifica[cç][aã]o\s+fiscal)|contribuinte|nif|nipc|nif\/nipc)[\s.:#-]*$/iu, valid: (digits) => validNif(digits) },
  // France: SIREN, SIRET, "numéro de TVA (intracommunautaire)" — its digits after "FR" and a two-digit key are the SIREN.
  { before: new RegExp(String.raw`(?<![\p{L}\p{N}])(?:(?:num[eé]ro|n[º°o])\s*(?:de\s+)?)?(?:siren|siret|tva(?:\s+intracommunautaire)?)[\s.:#-]*${countryLetters}$`, 'iu'), valid: (digits) => (digits.length === 9 || digits.length === 14) ? passesLuhn(digits) : digits.length === 11 && passesLuhn(digits.slice(2)) },
  // Italy: "partita IVA", "P.IVA".
  { before: new RegExp(String.raw`(?<![\p{L}\p{N}])(?:partita\s+iva|p\.?\s?iva)[\s.:#-]*${countryLetters}$`, 'iu'), valid: (digits) => digits.length === 11 && passesLuhn(digits) },
  // Germany: the tax identification number ("Steuer-ID", "Steuer-IdNr", "steuerliche Identifikationsnummer").
  { before: /(?<![\p{L}\p{N}])(?:steuer[\s-]?id(?:[\s-]?nr\.?)?|(?:steuerliche\s+)?identifikationsnummer)[\s.:#-]*$/iu, valid: (digits) => validSteuerId(digits) },
  // The UK: "VAT number", "VAT reg no".
  { before: new RegExp(String.raw`(?<![\p{L}\p{N}])vat\s+(?:number|no\.?|reg(?:istration)?(?:\s+(?:number|no\.?))?)[\s.:#-]*${countryLetters}$`, 'iu'), valid: (digits) => validUkVat(digits) },
];
/** A customer's or a member's number named right before its digits. */
const memberNumberBefore =
  /(?<![\p{L}\p{N}])(?:(?:n[uú]mero|num[eé]ro|numero|number|nummer|n\.?[º°o]\.?)\s+(?:de\s+|du\s+|del\s+|di\s+|of\s+)?(?:cliente|client|customer|s[oó]cio|socio|adh[eé]rent|membre|member|tessera)|(?:customer|client|member(?:ship)?|loyalty(?:\s+card)?)\s+(?:number|no\.?|id|#)|codice\s+cliente|kunden[\s-]?(?:nummer|nr\.?)|mitglieds[\s-]?(?:nummer|nr\.?))[\s.:#-]*$/iu;

const digitsOf = (value: string) => Array.from(value, Number);

/** Portugal's NIF: nine digits, the last a check digit of weights 9 to 2, modulo 11. */
function validNif(digits: string): boolean {
  return /^[1235689]\d{8}$/.test(digits) && mod11CheckDigit(digits.slice(0, 8)) === Number(digits[8]);
}

/** Germany's tax identification number: eleven digits, the last an ISO 7064 MOD 11,10 check digit, never a 0 first. */
function validSteuerId(digits: string): boolean {
  if (!/^[1-9]\d{10}$/.test(digits)) return false;
  let product = 10;
  for (const digit of digitsOf(digits.slice(0, 10))) {
    let sum = (digit + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  return (11 - product === 10 ? 0 : 11 - product) === Number(digits[10]);
}

/** A UK VAT number: nine digits, the first seven weighted 8 to 2 and the last two making the sum a multiple of 97 (or of 97 after adding 55). */
function validUkVat(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const d = digitsOf(digits);
  const sum = d.slice(0, 7).reduce((total, digit, i) => total + digit * (8 - i), 0) + Number(digits.slice(7));
  return sum % 97 === 0 || (sum + 55) % 97 === 0;
}

/** Whether the digits after `lead` are an identifier the listing names: a tax number that passes its check, or a customer's or member's number. */
export function namedIdentifier(lead: string, digits: string): boolean {
  return memberNumberBefore.test(lead) || taxNumbers.some(({ before, valid }) => before.test(lead) && valid(digits));
}
