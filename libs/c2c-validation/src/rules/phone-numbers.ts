import { findBrandMentions } from '@circular/brands';
import { isPossiblePhoneNumber, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import { finding, type Finding } from './finding.ts';
import { namedIdentifier } from './identifier-numbers.ts';
import { numberMessengers, whatsAppSpellings } from './networks.ts';
import { digitTokens, type DigitToken } from './number-words.ts';

/** Between two pieces of one number: spaces, dots (middle dots and bullets too), dashes, slashes, brackets, bars, colons — never a letter. */
const joiner = /^[\s.\-/()_*,·•|:;~]{0,4}$/u;
/**
 * Bounds on the work one text may cost: a 10,000-character wall of digits would otherwise take
 * seconds of phone-library checks. Past them a listing has far more than enough to be flagged.
 */
const maxFindings = 20;
const maxChecks = 2_000;
/** Where sellers of our marketplaces write national numbers from. */
const countries: CountryCode[] = ['PT', 'ES', 'FR', 'GB', 'IT', 'DE', 'BE', 'NL', 'IE'];

/**
 * Phone numbers however they are written: "+351 912 345 678", "912.345.678", "06 12 34 56 78",
 * "nove um dois 345 678", "9one2 3four5…". Runs of digit tokens are joined across separators and a
 * run (or a run cut at token boundaries) counts only if libphonenumber-js says it is a valid PT, ES
 * or FR number, or a valid international one after "+"/"00" — so prices, dates, IMEIs and model
 * numbers, which are not valid numbers, are not flagged.
 */
export function findPhoneNumbers(text: string): Finding[] {
  const tokens = withoutYearRanges(text, digitTokens(text));
  const found: Finding[] = [];
  // The phone library is the costly part: a verdict per digit string is asked once per text.
  const budget = { checks: maxChecks, verdicts: new Map<string, boolean>() };
  let i = 0;
  let j = -1;
  // Where the current run of joined tokens starts: a list ("120 121 122 123") is judged whole, not from each of its tokens.
  let runStart = 0;
  // Whether the run from `runStart` to `j` is a sequence (a list, not a number): read once per run, not once per token of it.
  let runIsList: boolean | undefined;
  while (i < tokens.length && found.length < maxFindings && budget.checks > 0) {
    // The run's end is found once, however many numbers are cut from it.
    if (j < i) {
      j = i;
      runStart = i;
      runIsList = undefined;
      while (j + 1 < tokens.length && joiner.test(text.slice(tokens[j]!.end, tokens[j + 1]!.start))) j++;
      // A run of fewer digits than any number the loop may take ("3 1 8", a price, a size) holds none: its reference checks are not read.
      if (digitCount(tokens, i, j) < minCuedDigits) {
        i = j + 1;
        continue;
      }
      // A run introduced as a reference (ISBN, EAN, serial, IMEI, model) is not a phone number.
      // "Número de série 4C21 9087 3345": codes with digits between the reference word and the run are part of the reference.
      const written = text.slice(Math.max(0, tokens[i]!.start - 40), tokens[i]!.start);
      const lead = written.replace(trailingCodes, '');
      // "Faltam os números 12, 45, 67, 89, 101": a list of numbers rising one after another, commas between, is a list.
      // "IMEI sur demande (35 489 620 117 503 2)": fifteen digits an IMEI names before them in the sentence are the phone's IMEI.
      // "número 7KD 402917": a number word, then a code holding capitals, then the digits: a banknote's or an item's serial.
      // "NIF 245…" (its check digit right), "Kundennummer 0170…": a tax number or a customer's number the listing names is no phone.
      if (referenceCue.test(lead) || referenceCue.test(lead.replace(trailingCapitals, '')) || namedCodeBefore(text, lead) || namedIdentifier(written, tokens.slice(i, j + 1).map((t) => t.digits).join('')) || codeAfterNumberWord.test(written) || isRisingList(text, tokens.slice(runStart, j + 1)) || isSizeSeries(text, tokens[runStart]!.start, tokens[j]!.end) || isImei(text, tokens[i]!.start, tokens[j]!.end)) {
        i = j + 1;
        continue;
      }
      // "Numbers 14, 38, 52, 77, 103. 10 stickers": a rising list opening the run is a list, whatever the run goes on with after it.
      const listed = risingListLength(text, tokens.slice(runStart, j + 1));
      if (listed >= 4) {
        i = runStart + listed;
        runStart = i;
        runIsList = undefined;
        continue;
      }
    }
    // A number has at most 15 digits: more tokens than that are never needed at once.
    const run = tokens.slice(i, Math.min(j + 1, i + 16));
    const phone = longestValid(text, run, budget, (runIsList ??= isSequence(tokens.slice(runStart, j + 1), 3)));
    // "Bosch 0 445 010 102", "LuK 623 3085 00": digits right after a maker's name, with no contact word before, are its part or model number.
    if (phone && !plusBefore(text, phone.start) && afterMaker(text, phone.start)) {
      i += phone.tokenCount;
      continue;
    }
    // "978-84-141-1234-5": digits a hyphen glues to more digits on either side are a piece of a longer code (an ISBN, a part number).
    if (phone && !plusBefore(text, phone.start) && (/\d-$/u.test(text.slice(Math.max(0, phone.start - 2), phone.start)) || /^-\d/u.test(text.slice(phone.end, phone.end + 2)))) {
      i += phone.tokenCount;
      continue;
    }
    if (phone) {
      found.push(finding('contact_phone', 'contact-details', text, phone.start, phone.end));
      i += phone.tokenCount;
    } else {
      i += 1;
    }
  }
  if (found.length < maxFindings && budget.checks > 0) found.push(...splitByWords(text, tokens, found, budget).slice(0, maxFindings - found.length));
  return found;
}

/** How many digits the tokens from `from` to `to` (both in) hold. */
export function digitCount(tokens: readonly DigitToken[], from: number, to: number): number {
  let count = 0;
  for (let k = from; k <= to; k++) count += tokens[k]!.digits.length;
  return count;
}

/** Whether a "+" (or the number's own "00") opens the number: an international number is one after any word. */
function plusBefore(text: string, start: number): boolean {
  return text[start] === '+' || text.startsWith('00', start);
}

/** Whether the digits follow a maker's name directly (a space apart), with no contact word before that name. */
function afterMaker(text: string, start: number): boolean {
  const lead = text.slice(Math.max(0, start - 60), start);
  if (!/[\p{L}]\s$/u.test(lead)) return false;
  const mentions = findBrandMentions(lead);
  const last = mentions.at(-1);
  if (last === undefined) return false;
  const between = lead.slice(last.end);
  if (contactCue.test(lead.slice(Math.max(0, last.start - 40), last.start)) || contactCue.test(between)) return false;
  // "Bosch brake pads 0 986 494 123", "Valeo embraiagem kit 826 …": the maker, then up to three words naming a part, then its number.
  return between.trim() === '' || (partWordsBetween.test(between) && partNoun.test(between));
}

/** Up to three words, no digits or stops, between a maker's name and a number. */
const partWordsBetween = /^\s+(?:[\p{L}'’-]+\s+){1,3}$/u;
/** Nouns naming a vehicle's or an appliance's part (PT, ES, FR, EN, IT, DE): the number after them is the part's. */
const partNoun =
  /(?<![\p{L}])(?:pads?|brakes?|filters?|discs?|disks?|pumps?|sensors?|belts?|kits?|bulbs?|plugs?|injectors?|alternators?|starters?|clutch|shocks?|absorbers?|bearings?|gaskets?|pastilhas|trav[aã]o|trav[oõ]es|filtros?|discos?|bombas?|correias?|sensores?|amortecedor(?:es)?|embraiagem|injetor(?:es)?|velas?|rolamentos?|juntas?|pastillas|frenos?|correas?|embrague|inyector(?:es)?|buj[ií]as?|rodamientos?|plaquettes|freins?|filtres?|disques?|pompes?|courroies?|capteurs?|embrayage|injecteurs?|bougies?|roulements?|pastiglie|freni|cinghi[ae]|pomp[ae]|frizione|iniettor[ei]|candel[ae]|cuscinett[oi]|bremsbel[aä]ge|bremsscheiben?|bremsen|filter|pumpe|riemen|sensoren|kupplung|injektoren|z[uü]ndkerzen?|lager|dichtung(?:en)?)(?![\p{L}])/iu;

/** Between two groups of one number split by words: one to three short words ("c'est le", "e depois", "and then"), no digit, no measure. */
const fillerGap = /^[\s,.:;-]{1,3}(?:\p{L}{1,6}(?:['’]\p{L}{1,5})?[\s,.:;-]{1,3}){1,3}$/u;
/** Words that make the numbers around them measures, prices or sizes, not pieces of a number ("40 x 60", "35 euros e 12"). */
const measureWord = /(?<![\p{L}])(?:x|por|by|par|per|mal|cm|mm|km|kg|gr?|ml|l|m|eur|euros?|reais|gb|tb|mb|anos?|years?|ans|jahre|tamanho|talla|taille|taglia|size|gr[oö](?:ss|ß)e|nº|n°|de|du|del|of|von|bis|a|à|até|hasta|to|jusqu|al|au)(?![\p{L}])/iu;

/**
 * "mon 06 c'est le 32 45 12 09", "o meu 912 e depois 345 678": groups of digits with a few short
 * words between them, after a contact word, that together make a valid number of one of our
 * countries (9 digits or more). Each group has two digits or more and ends no measure; the words
 * between never say "by", "to", "of" or a unit — so sizes ("38 a 42"), dimensions ("120 x 60"),
 * prices and dates between words stay what they are.
 */
function splitByWords(text: string, tokens: DigitToken[], found: Finding[], budget: { checks: number; verdicts: Map<string, boolean> }): Finding[] {
  // The groups: runs of digit tokens joined as a number is, outside the numbers already found.
  const groups: { start: number; end: number; digits: string; tokens: DigitToken[] }[] = [];
  for (const token of tokens) {
    if (found.some((f) => token.start < f.end && token.end > f.start)) continue;
    const last = groups.at(-1);
    if (last && joiner.test(text.slice(last.end, token.start))) {
      last.end = token.end;
      last.digits += token.digits;
      last.tokens.push(token);
    } else groups.push({ start: token.start, end: token.end, digits: token.digits, tokens: [token] });
  }
  const result: Finding[] = [];
  for (let a = 0; a < groups.length && budget.checks > 0; a++) {
    const first = groups[a]!;
    const before = text.slice(Math.max(0, first.start - 40), first.start);
    if (!contactCue.test(before) || sizeLead.test(before) || startsWithYear([...first.tokens, ...(groups[a + 1]?.tokens ?? [])])) continue;
    let digits = first.digits;
    let best = -1;
    for (let b = a + 1; b < groups.length; b++) {
      const previous = groups[b - 1]!;
      const gap = text.slice(previous.end, groups[b]!.start);
      if (previous.digits.length < 2 || groups[b]!.digits.length < 2 || !fillerGap.test(gap) || measureWord.test(gap) || unitAfter.test(text.slice(previous.end, previous.end + 6))) break;
      digits += groups[b]!.digits;
      if (digits.length > 15) break;
      if (digits.length < 9 || unitAfter.test(text.slice(groups[b]!.end, groups[b]!.end + 6)) || isSequence(groups.slice(a, b + 1).flatMap((g) => g.tokens))) continue;
      if (--budget.checks < 0) break;
      const key = digits;
      const valid = budget.verdicts.get(key) ?? budget.verdicts.set(key, isPhone(digits, false)).get(key)!;
      if (valid) best = b;
    }
    if (best > a) {
      result.push(finding('contact_phone', 'contact-details', text, first.start, groups[best]!.end));
      a = best;
    }
  }
  return result;
}

/** The longest stretch from the run's first token that is a valid phone number, with a "+"/"00" just before it honoured. */
function longestValid(text: string, run: DigitToken[], budget: { checks: number; verdicts: Map<string, boolean> }, inList = false): { start: number; end: number; tokenCount: number } | undefined {
  let best: { start: number; end: number; tokenCount: number } | undefined;
  let digits = '';
  let start = run[0]!.start;
  const plus = /\+\s?$/.exec(text.slice(Math.max(0, start - 2), start));
  if (plus) start -= plus[0].length;
  const before = text.slice(Math.max(0, start - 40), start);
  // "Mensagem: tamanhos 36 37 38": numbers a size word introduces are sizes, whatever contact word came before. Read at the first
  // stretch long enough to ask (most runs have none).
  let cuedHere: boolean | undefined;
  const cued = () => (cuedHere ??= contactCue.test(before) && !sizeLead.test(before));
  // Right after "call me on" (three words at most between), a number of a small country's length (6–8 digits) is still one.
  let closelyCuedHere: boolean | undefined;
  const closelyCued = () => (closelyCuedHere ??= cued() && closeCue.test(before));
  for (let length = 1; length <= run.length; length++) {
    digits += run[length - 1]!.digits;
    if (digits.length > 15) break;
    if (digits.length < 9 && !(digits.length >= minCuedDigits && closelyCued() && !unitAfter.test(text.slice(run[length - 1]!.end, run[length - 1]!.end + 6)))) continue;
    if (--budget.checks < 0) return best;
    // "21/06/2022", "2022-06-21", "05.04.2021" (and the month and year left of them): a date is no phone number, cued or not.
    if (date.test(text.slice(start, run[length - 1]!.end))) continue;
    // "12/07/2024, 09:39": a stretch holding a date with its year or a time of day is a date and a time, no phone number.
    if (dateOrTimeInside.test(text.slice(start, run[length - 1]!.end))) continue;
    // "36 37 38 39 40", "trinta e seis, trinta e oito, quarenta": sizes or a count, a sequence is no phone number.
    if (isSequence(run.slice(0, length))) continue;
    // "de 2019, 18 000 km", "2017, 21 000 km": a stretch whose last digits a unit follows ends in a measure, no phone number.
    if (unitAfter.test(text.slice(run[length - 1]!.end, run[length - 1]!.end + 6))) continue;
    // "ISBN 989-41-0712-X", "1K0-615-301-AA": digits a hyphen glues to a letter are pieces of a code, no phone number.
    if (/^-\p{L}/u.test(text.slice(run[length - 1]!.end, run[length - 1]!.end + 2)) || /\p{L}-$/u.test(text.slice(Math.max(0, start - 2), start))) continue;
    const ask = (key: string, answer: () => boolean) => budget.verdicts.get(key) ?? budget.verdicts.set(key, answer()).get(key)!;
    // "… é o meu contacto", "… is my number": a contact word right after the whole number cues it as one before it would.
    const cuedAfter = length === run.length && trailingCue.test(text.slice(run[length - 1]!.end, run[length - 1]!.end + 40));
    // Cued but valid nowhere: not a year followed by more numbers ("Liga 2022 2023", "season 2019 20"), nor three numbers in a row ("número 42 43 44").
    const listOrDate = inList || startsWithYear(run) || isSequence(run, 3);
    if (ask(`${plus ? '+' : ''}${digits}`, () => isPhone(digits, Boolean(plus))) || ((cued() || cuedAfter) && !listOrDate && ask(`?${digits}`, () => isCuedNumber(digits)))) best = { start, end: run[length - 1]!.end, tokenCount: length };
  }
  return best;
}

const imeiBefore = /(?<![\p{L}])imei(?![\p{L}])[^.!?\n]*$/iu;
/**
 * Fifteen digits with "IMEI" earlier in their sentence, no "+" or "00" opening them: the phone's identity number, not a contact (no national
 * number is that long). The Luhn check is not asked: sellers blur or invent a digit of it.
 */
function isImei(text: string, start: number, end: number): boolean {
  const written = text.slice(start, end);
  return !/^(?:\+|0\s?0)/u.test(written) && written.replace(/\D/gu, '').length === 15 && imeiBefore.test(text.slice(Math.max(0, start - 80), start));
}

/** A year (1900–2099) written as a number of its own, opening a run of several: a date or a season. */
function startsWithYear(run: DigitToken[]): boolean {
  return run.length > 1 && isYear(run[0]!.digits);
}

/** Four digits from 1900 to 2099. */
function isYear(digits: string): boolean {
  return digits.length === 4 && Number(digits) >= 1900 && Number(digits) <= 2099;
}

/** How many tokens from the run's first make a list of numbers of two digits or more, each larger than the last, a comma (or a semicolon) after each. */
function risingListLength(text: string, tokens: DigitToken[]): number {
  let n = 0;
  while (n < tokens.length && tokens[n]!.digits.length >= 2 && (n === 0 || (Number(tokens[n]!.digits) > Number(tokens[n - 1]!.digits) && /[,;]/u.test(text.slice(tokens[n - 1]!.end, tokens[n]!.start))))) n++;
  return n;
}

/**
 * Four numbers or more of two digits or more, each larger than the last, a comma (or a semicolon) after each; single digits too where
 * the list measures something: its last number, or one more after "e"/"and"/"und" ending it, is followed by a unit ("4, 5, 6, … e 14 mm").
 */
function isRisingList(text: string, tokens: DigitToken[]): boolean {
  if (tokens.length < 4 || (tokens.some((t) => t.digits.length < 2) && !measuredListEnd.test(text.slice(tokens.at(-1)!.end, tokens.at(-1)!.end + 24)))) return false;
  return tokens.every((t, k) => k === 0 || (Number(t.digits) > Number(tokens[k - 1]!.digits) && /[,;]/u.test(text.slice(tokens[k - 1]!.end, t.start))));
}

/**
 * A series of sizes with halves among them ("1,5 2 2,5 3 4 5 6", Allen keys, drill bits, shoe sizes "37 37.5 38 38.5"): four numbers or
 * more, each larger than the last and at most double it, one at least a half written with its decimal mark. Digits dictated in groups
 * carry no decimal mark, and a group after a decimal one ("91,5 234 567") is far more than double it.
 */
function isSizeSeries(text: string, start: number, end: number): boolean {
  const pieces = text.slice(start, end).split(/\s+/u).map((piece) => piece.replace(/[,;]$/u, ''));
  if (pieces.length < 4 || !pieces.some((piece) => /^\d{1,2}[.,]5$/u.test(piece)) || !pieces.every((piece) => /^\d{1,3}(?:[.,]\d)?$/u.test(piece))) return false;
  const values = pieces.map((piece) => Number(piece.replace(',', '.')));
  return values.every((value, k) => k === 0 || (value > values[k - 1]! && value <= 2 * values[k - 1]!));
}

/** After a list's last number: a unit, or a last number joined by "and" and then its unit ("…, 19 e 22 mm", "… 8 and 10 cm"). */
const measuredListEnd =
  /^(?:[\s,]+(?:e|y|et|and|und|o|ou|or|oder|&)\s+\d{1,4}(?:[.,]\d{1,2})?)?\s?(?:mm|cm|m|kg|g|ml|cl|l|gb|tb|v|w|a|mah|pol(?:egadas)?|inch(?:es)?|zoll|pouces|pulgadas|pollici|anos|años|ans|years|jahre|anni|meses|mois|months|monate|mesi)(?![\p{L}])/iu;
/** Four (or `least`) numbers of two digits or more going up or down by one constant step (sizes, years, a count): a list, not a number. */
function isSequence(tokens: DigitToken[], least = 4): boolean {
  // Single digits count where the sequence reaches two ("6 8 10 12 14", sizes): digits dictated one by one never do.
  if (tokens.length < least || tokens.every((t) => t.digits.length < 2) || tokens.some((t) => t.digits.startsWith('0') && t.digits.length > 1)) return false;
  const values = tokens.map((t) => Number(t.digits));
  const step = values[1]! - values[0]!;
  return step !== 0 && Math.abs(step) <= 10 && values.every((value, k) => k === 0 || value - values[k - 1]! === step);
}

/**
 * The digit tokens without ranges of years ("2003-2004", "época 2019/2020": two years a dash or slash apart,
 * the second later by at most fifty): a span of time is no part of a phone number, and the digits either side
 * of it no longer join across it.
 */
function withoutYearRanges(text: string, tokens: DigitToken[]): DigitToken[] {
  const dropped = new Set<number>();
  for (let k = 1; k < tokens.length; k++) {
    const [from, to] = [tokens[k - 1]!.digits, tokens[k]!.digits];
    const years = isYear(from) && isYear(to) && Number(to) > Number(from) && Number(to) - Number(from) <= 50;
    if (years && /^\s?[-/–]\s?$/u.test(text.slice(tokens[k - 1]!.end, tokens[k]!.start))) dropped.add(k - 1).add(k);
    // "ages 7-10, 115-135 cm", "tallas 38-42": a range of values (the second larger, at most double the first) joined by a dash to
    // nothing else on either side — no "+" before it, no digits joined to it — is a span of values, not a part of a number.
    // Two numbers both written as words ("dois - três") are digits dictated in groups, not a range (ranges are written in digits).
    const bothWords = /\p{L}/u.test(text.slice(tokens[k - 1]!.start, tokens[k - 1]!.end)) && /\p{L}/u.test(text.slice(tokens[k]!.start, tokens[k]!.end));
    if (!bothWords && isValueRange(from, to) && /^\s?[-–]\s?$/u.test(text.slice(tokens[k - 1]!.end, tokens[k]!.start)) && !joinedAround(text, tokens, k - 1, k)) dropped.add(k - 1).add(k);
  }
  return dropped.size === 0 ? tokens : tokens.filter((_, k) => !dropped.has(k));
}

/** Two numbers of at most four digits, no leading zero, the second larger than the first and at most double it. */
function isValueRange(from: string, to: string): boolean {
  if (from.length > 4 || to.length > 4 || from.startsWith('0') || to.startsWith('0')) return false;
  const [a, b] = [Number(from), Number(to)];
  return b > a && b <= 2 * a;
}

/** Whether a "+" or another number joined as phone numbers are written comes just before token `first` or just after token `last`. */
function joinedAround(text: string, tokens: DigitToken[], first: number, last: number): boolean {
  const before = tokens[first - 1];
  const after = tokens[last + 1];
  if (/\+\s?$/u.test(text.slice(Math.max(0, tokens[first]!.start - 2), tokens[first]!.start))) return true;
  return (before !== undefined && joiner.test(text.slice(before.end, tokens[first]!.start)) && !/,/u.test(text.slice(before.end, tokens[first]!.start))) || (after !== undefined && joiner.test(text.slice(tokens[last]!.end, after.start)) && !/,/u.test(text.slice(tokens[last]!.end, after.start)));
}

/** A month and year ("07/2024", also the day before it) or a time of day ("09:39", "9h30") anywhere in a stretch of digits. */
const dateOrTimeInside = /(?<!\d)(?:\d{1,2}[./-])?(?:0?[1-9]|1[0-2])[./-](?:19|20)\d\d(?!\d)|(?<!\d)(?:[01]?\d|2[0-3])[:h][0-5]\d(?!\d)/u;
const date = /^(?:(?:\d{1,2}[./-])?\d{1,2}[./-](?:19|20)?\d\d|(?:19|20)\d\d[./-]\d{1,2}(?:[./-]\d{1,2})?)$/u;
/** Alphanumeric codes (with a digit) at the end of a text: "4C21 ", "SM-A536B/ ", and one a dot glues to the digits after it ("T137.": "Réf. T137.410.11"). */
const trailingCodes = /(?:[\p{L}\p{N}-]*\d[\p{L}\p{N}-]*(?:[\s/]+|\.$)){1,4}$/u;
/** A code of capitals alone after the reference word ("Número de cuadro GX 654 221 907": frame numbers open with the maker's letters). */
/** Capitals right before the digits ("(FD 9507 01234)", "SN 123"): a code's letters. */
const codeLettersBefore = /(?<![\p{L}\p{N}])(\p{Lu}{2,4})[\s.:-]*\(?$/u;
/**
 * Whether the digits follow a code's capitals the listing names as a number ("FD-Nummer … (FD 9507 01234)", "numéro PN … PN 612 345 678"):
 * the code's value, not a phone.
 */
function namedCodeBefore(text: string, lead: string): boolean {
  const letters = codeLettersBefore.exec(lead.replace(/[\s(]+$/u, ''))?.[1];
  // The letters of a phone's own words ("TEL", "TLM", "MOB", "WA") name a phone number, not a code.
  if (!letters || /^(?:tel|tlf|tlm|tm|mob|cel|cell|wa|wsp|wpp|sms|fax|gsm)$/iu.test(letters)) return false;
  const numberWord = String.raw`(?:nummer|nr\.?|number|no\.?|num[eé]ro|n[uú]mero|numero|code|c[oó]digo|codice)`;
  // Either order: "FD-Nummer", "PNC number"; "numéro PN", "codice MT", "número de SN".
  return new RegExp(String.raw`(?<![\p{L}])(?:${letters}[\s-]?${numberWord}|${numberWord}\s+(?:(?:de|du|del|di|do|da)\s+)?${letters})(?![\p{L}])`, 'iu').test(text);
}
/**
 * A number's word, then a code of capitals (digits among them at most) and the digits right after it ("número 7KD 402917", "Nummer 6PZ
 * 391748", "number 2HT 719305"): the code's prefix makes the digits a serial's (a banknote's, a ticket's), not a phone's. The code holds a
 * digit (a word in capitals, "NUMÉRO BELGE", is a word) and is no phone's own letters ("TLM", "WA"). Read without the `i` flag.
 */
const codeAfterNumberWord =
  /(?<![\p{L}])(?:[Nn][uú]mero|NÚMERO|NUMERO|[Nn]um[eé]ro|NUM[EÉ]RO|[Nn]umber|NUMBER|[Nn]ummer|NUMMER|[Nn]umero|[Nn]r\.?|[Nn][º°]\.?|No\.)\s*[:#]?\s*(?!(?:TEL|TLF|TLM|TM|MOB|CEL|CELL|WA|WSP|WPP|SMS|FAX|GSM)(?![\p{L}\p{N}]))(?=[\p{Lu}\p{N}]*\p{Lu})(?=[\p{Lu}\p{N}]*\p{N})[\p{Lu}\p{N}]{2,6}[\s.-]*$/u;
const trailingCapitals = /(?<=[\p{L}.:#º°]\s+)\p{Lu}{2,4}\s+$/u;
const referenceCue = /(?<![\p{L}\p{N}])(?:isbn(?:-1[03])?|ean|sku|upc|gtin(?:-?(?:8|1[234]))?|bar[\s-]?codes?|strichcodes?|code[\s-]+(?:[àa]\s+)?barres?|codice\s+a\s+barre|ref|oem?|oe-?nummer|codice|cod\.|r[eé]f(?:[eé]rence)?|refer[eê]ncia|referencia|c[oó]digo|code|serial|s\/n|sn|imei|mod(?:el|elo|èle)?|mod(?:els|elos|èles|elli|elle)|numerad[oa]s?|numbered|num[eé]rot[eé]e?s?|numerat[oaie]|nummeriert\p{L}*|(?:n[ºo°]|n[uú]mero|num[eé]ro)\s*d[ei]\s*s[eé]rie|serial\s+number|seriennummer|part\s+no|(?:order|invoice|frame|serial|batch|lot|part|model|chassis|tracking|reference|ref|catalog(?:ue)?|cat|product|item)\.?\s+(?:number|no|nr|#)|\p{L}*(?:bestell|rechnungs|rahmen|serien|artikel|sendungs|teile?)nummer|(?:artikel|art|bestell|auftrags|rechnungs|item|article|art[ií]culo|artigo|articolo)\.?[\s-]*(?:nr|no|n[º°o]|#)|(?:n[uú]mero|num[eé]ro|n[ºo°]|number|nummer)\s+(?:de\s+|of\s+(?:the\s+)?|du\s+|da\s+|do\s+|del\s+|dello\s+|della\s+|des\s+|der\s+)?(?:pedido|encomenda|commande|order|fatura|factura|facture|invoice|lote|lot|batch|chassis|quadro|cuadro|cadre|frame|telaio|s[eé]rie|serie|cat[aá]logo|catalogue)|(?:codice|c[oó]digo|code)\s+(?:de\s+|du\s+|del\s+)?(?:prodott[oi]|articolo|produto|producto|artigo|art[ií]culo|produit|article|product|barras|barre)|(?:product|item)\s+code|encomenda|pedido|commande|order|fatura|factura|facture|invoice|bicycode)\.?(?:\s+(?:(?:d[eou]|del|des|of\s+the|of|dell[ao]?|des)\s+)?(?:constructeur|fabricant|fabricante|fabbricante|manufacturer|maker|produttore|herstellers?|d['’]origine|origin(?:al|ale)?|oem|pe[cç]a|pi[eè]ce|pieza|part|pezzo))?(?:\s+(?:gravad[oa]|grabad[oa]|grav[eé]e?|engraved|stamped|inciso|eingraviert|eingeschlagen|impress[oa]|impres[oa]|imprim[eé]e?|printed|estampad[oa]|punzonat[oa]))?\s*[:#nº°.-]*\s*$/iu;

/**
 * Words that announce a phone number, as stems ("contact" in contacto, contactez, contacter,
 * contattatemi; "joign" in joignable): after them a number of a phone's length counts even outside
 * the allocated ranges and the countries above.
 */
const contactCue = /(?<![\p{L}\p{N}])(?:calls?|calling|chamad\p{L}*|text|txt|ring|bell|phone|tel|tele?f|tlf|tlm|telem[oó]vel|telefon\p{L}*|tel[eé]fono|m[oó]vil|mobile?|cell(?:ulare|phone)?|portable|joign\p{L}*|lig(?:ue|a|ar|ue-me|a-me)|ll[aá]m\p{L}*|appel\p{L}*|contact\p{L}*|contatt\p{L}*|chiam\p{L}*|handy\p{L}*|(?:telefon|ruf|mobil)nummer\p{L}*|anruf\p{L}*|ruf|erreichbar|whats\s?app|sms|texto|n[uú]mero|num[eé]ro|nummer|nr|n[º°]|number|info|pregunt\p{L}*|pergunt\p{L}*|ask|demande[zr]?|frag\p{L}*|chied\p{L}*|d[uú]vidas?|dudas?|doutes?|dubbi[oi]?|questions?|quest[oõ]es|fragen|mensag\p{L}*|mensaj\p{L}*|messag\p{L}*|nachricht\p{L}*|escrev\p{L}*|escrib\p{L}*|[ée]cri[vst]\p{L}*|scriv\p{L}*|schreib\p{L}*|write|manda|envia)(?![\p{L}\p{N}])[^\p{L}\p{N}]*(?:[\p{L}\p{N}]+[^\p{L}\p{N}]+){0,4}$/iu;
const closeCue = new RegExp(contactCue.source.replace('{0,4}$', '{0,3}$'), 'iu');
/**
 * A number followed by what it is: "é o meu contacto", "es mi móvil", "is my number", "c'est mon
 * numéro", "è il mio cellulare", "ist meine Nummer" (a verb and up to two small words, then the word),
 * or by the messaging app to reach it on ("… por whatsapp", "… on Telegram", "… anche su WhatsApp").
 */
const trailingCue = new RegExp(
  String.raw`^[\s,.:;)–-]{0,3}(?:(?:por|via|on|sur|su|per|en|no|na|pelo|pela|auf|über|bei|by|o|ou|or|oppure|oder|y|e|et|and)\s+){1,2}(?:${numberMessengers}|${whatsAppSpellings}|telegram|sms)(?![\p{L}])|^[\s,.:;)–-]{0,3}(?:(?:é|e|is|es|est|ist|è|c'est|c’est|this\s+is)\s+)?(?:(?:o|a|the|el|la|le|il|mi|my|meu|minha|mon|ma|mio|mia|mein|meine|seu|su|son|your|o\s+meu|a\s+minha|il\s+mio)\s+){0,2}(?:contact\p{L}*|contatt\p{L}*|n[uú]mero|num[eé]ro|number|nummer|telem[oó]vel|m[oó]vil|mobile?|cell\p{L}*|portable|handy|tel[eé]f\p{L}*|phone)(?![\p{L}\p{N}])`,
  'iu',
);
/** A size word right before the digits: "tamanhos", "tallas", "taille", "taglie", "sizes", "Größe", "pointure". */
const sizeLead = /(?<![\p{L}])(?:tamanhos?|tallas?|tailles?|taglia|taglie|sizes?|gr(?:ö|oe)(?:ss|ß)en?|pointures?|numera[cç][aã]o)[\s:.-]*$/iu;
/**
 * A measure, price or capacity right after the digits: "128 GB", "250000 km", "100000 mAh", "54,000 miles", "2 500 horas", a camera's "1/3200 s"
 * (a unit written in letters, or its plural — "kms", "kgs" —, is a word of its own: "… 308 whatsapp" is a number and the app, not
 * watts; "128GBx2" is still a measure)
 * or "24 MP", and a tyre's rim after its width and profile ("225/45 R17", "205/55 ZR16", "195/65R15": a tyre's size, whatever word came before).
 */
const unitAfter = /^\s?(?:z?r\s?\d{2}(?:[.,]5)?(?![\p{N}])|(?:[gtmk]b|cm|mm|km|kg|ml|mah|wh?|watts?|[gkm]?hz|[kmg]bps|kmh|mmhg|eur(?:os?)?|pcs)s?(?!(?!x\d)\p{L})|mp\b|px\b|dpi\b|fps\b|nm\b|psi\b|lm\b|s(?![\p{L}\p{N}]|\.\p{L})|€|\$|£|%|x\b|g\b|l\b|m\b|h\b|miles?\b|mi\b|milhas\b|millas\b|meilen\b|miglia\b|hours?\b|horas?\b|heures?\b|stunden\b|ore\b|cc\b|cv\b|kw\b|rpm\b)/iu;
/** The fewest digits a cued number may have: the shortest national numbers in use have six. */
const minCuedDigits = 6;

/**
 * After a contact word: a string of a phone number's length (6–15 digits; national formats of
 * other countries, and made-up numbers, are contact attempts too), not a run of one or two digits.
 */
function isCuedNumber(digits: string): boolean {
  return digits.length >= minCuedDigits && digits.length <= 15 && new Set(digits).size > 2;
}

/** Digit strings shaped like a national number of those countries or an international one: checked before the phone library, which costs more. */
const plausibleShape = /^(?:[2-9]\d{8}|3\d{9}|0\d{9,11}|00\d{9,13}|(?:351|34|33|44|39|49|32|31|353)\d{8,11})$/;

/**
 * Whether digits are a phone number: after "+" or "00" any number the numbering plan allows (a
 * contact attempt is one even when the number is not allocated); written nationally, one that is
 * valid in one of the countries, so prices and references of the right length stay out.
 */
function isPhone(digits: string, plus: boolean): boolean {
  if (plus) return isPossiblePhoneNumber(`+${digits}`);
  if (!plausibleShape.test(digits)) return false;
  if (digits.startsWith('00')) return isPossiblePhoneNumber(`+${digits.slice(2)}`);
  if (/^(?:351|34|33|44|39|49|32|31|353)\d{8,11}$/.test(digits) && isValidPhoneNumber(`+${digits}`)) return true;
  return countries.some((country) => isValidPhoneNumber(digits, country));
}
