import { matchesOf } from '../text/matches.ts';

/**
 * Numbers written as words, as sellers dictate phone numbers: digit by digit ("nove um dois"),
 * in spoken groups with tens and hundreds ("noventa e um", "novecentos e doze", "quatre-vingt-onze",
 * "ninety-one", "double seven"), mixed with digits ("9one2"). PT, ES, FR and EN fully; IT and DE
 * digit by digit and their teens and tens. Letters standing for digits inside a number ("93O 1l2")
 * are read as those digits.
 */

/** A stretch of text that stands for digits: "912", "nove", "noventa e um" ("91"), "9one2". */
export interface DigitToken {
  start: number;
  end: number;
  digits: string;
}

type Kind = 'unit' | 'teen' | 'ten' | 'hundreds' | 'hundred' | 'repeat';

const vocabulary = new Map<string, [Kind, number]>();
const add = (kind: Kind, words: string, first: number, step = 1) => words.split(' ').forEach((word, i) => word && vocabulary.set(word, [kind, first + i * step]));
// Units 0–9 (with the variants people write: "oh" and "nil" for zero, "uma"/"une" for one).
add('unit', 'zero um dois três quatro cinco seis sete oito nove', 0);
add('unit', 'cero uno dos tres cuatro cinco seis siete ocho nueve', 0);
add('unit', 'zéro un deux trois quatre cinq six sept huit neuf', 0);
add('unit', 'zero one two three four five six seven eight nine', 0);
add('unit', 'zero uno due tre quattro cinque sei sette otto nove', 0);
add('unit', 'null eins zwei drei vier fünf sechs sieben acht neun', 0);
for (const [word, value] of [['oh', 0], ['nil', 0], ['uma', 1], ['une', 1], ['duas', 2], ['tres', 3], ['zero', 0], ['ein', 1], ['eine', 1], ['fuenf', 5], ['zwo', 2]] as const) vocabulary.set(word, ['unit', value]);
// Portuguese "meia" (half a dozen) for six, as numbers are dictated so that "seis" and "três" are not misheard.
vocabulary.set('meia', ['unit', 6]);
// 10–19.
add('teen', 'dez onze doze treze catorze quinze dezasseis dezassete dezoito dezanove', 10);
add('teen', 'diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve', 10);
add('teen', 'dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf', 10);
add('teen', 'ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen', 10);
add('teen', 'dieci undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove', 10);
add('teen', 'zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn', 10);
for (const [word, value] of [['quatorze', 14], ['dezesseis', 16], ['dezessete', 17], ['dezenove', 19], ['dieciseis', 16]] as const) vocabulary.set(word, ['teen', value]);
// Tens 20–90 (French "soixante-dix" and "quatre-vingt" are built by the grammar below).
add('ten', 'vinte trinta quarenta cinquenta sessenta setenta oitenta noventa', 20, 10);
add('ten', 'veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa', 20, 10);
add('ten', 'vingt trente quarante cinquante soixante septante huitante nonante', 20, 10);
add('ten', 'twenty thirty forty fifty sixty seventy eighty ninety', 20, 10);
add('ten', 'venti trenta quaranta cinquanta sessanta settanta ottanta novanta', 20, 10);
add('ten', 'zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig', 20, 10);
vocabulary.set('vingts', ['ten', 20]);
vocabulary.set('octante', ['ten', 80]);
// Spanish 21–29 are one word.
add('ten', 'veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve', 21);
for (const [word, value] of [['veintiun', 21], ['veintidos', 22], ['veintitres', 23], ['veintiseis', 26]] as const) vocabulary.set(word, ['ten', value]);
// Hundreds as one word, and the word that multiplies ("nine hundred", "deux cents") or means 100 alone.
add('hundreds', 'cento duzentos trezentos quatrocentos quinhentos seiscentos setecentos oitocentos novecentos', 100, 100);
add('hundreds', 'ciento doscientos trescientos cuatrocientos quinientos seiscientos setecientos ochocientos novecientos', 100, 100);
add('hundreds', 'cento duecento trecento quattrocento cinquecento seicento settecento ottocento novecento', 100, 100);
for (const word of ['cem', 'cien', 'cent', 'cents', 'hundred', 'hundert']) vocabulary.set(word, ['hundred', 100]);
for (const [word, value] of [['double', 2], ['triple', 3], ['doble', 2], ['duplo', 2]] as const) vocabulary.set(word, ['repeat', value]);

/** Words that join the parts of one spoken number: "noventa e um", "treinta y uno", "vingt et un", "one hundred and two". */
const connectors = new Set(['e', 'y', 'et', 'and', 'und']);

const units = new Map([...vocabulary].filter(([, [kind]]) => kind === 'unit').map(([word, [, value]]) => [word, String(value)]));
const unitPattern = [...units.keys()].sort((a, b) => b.length - a.length).join('|');
/** A token wholly made of digits and unit words: "912", "nove", "9one2", "nueve1dos". */
const mixedToken = new RegExp(`^(?:\\d|${unitPattern})+$`, 'u');
const mixedPiece = new RegExp(`\\d|${unitPattern}`, 'gu');

/**
 * Letters typed for the digits they look like (O for 0, l and I for 1, S for 5, B for 8, Z for 2, E for 3),
 * read as digits only inside a token that has real digits too ("93O", "6l8", "S6"): a word of
 * letters alone stays a word.
 */
const lookalikeDigits: Record<string, string> = { o: '0', l: '1', i: '1', s: '5', b: '8', z: '2', e: '3' };
const lookalikeToken = /^[\dolisbze]+$/u;

interface Group {
  start: number;
  end: number;
  value: number;
  last: Kind;
  /** Digits already fixed ("double oh" is "00"). */
  literal?: string;
}

/**
 * Every stretch of the text that stands for digits, in order: digit strings, words mixing digits
 * and unit words, and spoken numbers, each spoken group one token ("noventa e um" → "91").
 */
export function digitTokens(text: string): DigitToken[] {
  const tokens: DigitToken[] = [];
  let group: Group | undefined;
  let pendingRepeat = 0;
  // Where the repeat word ("double") stands: the digits it makes start there, so "seven double eight" stays one run.
  let repeatStart = 0;
  let previousEnd = -1;
  const flush = () => {
    if (group) tokens.push({ start: group.start, end: group.end, digits: group.literal ?? String(group.value) });
    group = undefined;
  };
  for (const match of matchesOf(text, /[\p{L}\p{N}]+/gu)) {
    const raw = match[0];
    const start = match.index;
    const end = start + raw.length;
    const word = raw.toLowerCase();
    const entry = vocabulary.get(word);
    // A group continues only across spaces, hyphens or a connector word.
    const gap = previousEnd < 0 ? '' : text.slice(previousEnd, start);
    if (group && !/^[\s-]{0,3}$/u.test(gap)) flush();
    if (connectors.has(word) && group) {
      previousEnd = end;
      continue;
    }
    previousEnd = end;
    const compound = entry ? undefined : compoundNumber(word);
    if (compound !== undefined) {
      // "einundzwanzig", "centoventitré": one word, one group (hyphens and spaces are handled above).
      flush();
      pendingRepeat = 0;
      tokens.push({ start, end, digits: String(compound) });
      continue;
    }
    if (!entry) {
      flush();
      // "double 0", "triple 7": a repeat word before a digit written as a digit.
      if (pendingRepeat && /^\d$/u.test(word)) {
        tokens.push({ start: repeatStart, end, digits: word.repeat(pendingRepeat) });
        pendingRepeat = 0;
        continue;
      }
      pendingRepeat = 0;
      if (/\d/u.test(word) && mixedToken.test(word)) tokens.push({ start, end, digits: [...matchesOf(word, mixedPiece)].map(([piece]) => (/\d/u.test(piece) ? piece : units.get(piece)!)).join('') });
      // "6310i", "530e": one lower-case letter after three digits or more ends a model's name, not a digit typed as a letter; "i5", "i7" alone
      // name a processor (Intel's Core i3/i5/i7/i9).
      else if (/\d/u.test(word) && lookalikeToken.test(word) && !/^\d{3,}\p{Ll}$/u.test(raw) && !/^i[3579]$/iu.test(raw)) tokens.push({ start, end, digits: word.replace(/[^\d]/gu, (letter) => lookalikeDigits[letter]!) });
      continue;
    }
    const [kind, value] = entry;
    if (kind === 'repeat') {
      flush();
      pendingRepeat = value;
      repeatStart = start;
      continue;
    }
    if (pendingRepeat && kind === 'unit') {
      tokens.push({ start: repeatStart, end, digits: String(value).repeat(pendingRepeat) });
      pendingRepeat = 0;
      continue;
    }
    pendingRepeat = 0;
    if (group && attach(group, kind, value, gap.includes('-'))) {
      group.end = end;
      continue;
    }
    flush();
    group = { start, end, value: kind === 'hundred' ? 100 : value, last: kind === 'hundred' ? 'hundreds' : kind };
  }
  flush();
  return tokens;
}

/** Whether a word continues the spoken group (and adds itself to it): the grammar of 0–999 in the four languages. */
function attach(group: Group, kind: Kind, value: number, hyphenated: boolean): boolean {
  const { last, value: current } = group;
  // "dix-sept", "soixante-dix-huit", "quatre-vingt-dix-neuf": a hyphenated unit after a ten-ending teen.
  if (kind === 'unit' && value > 0 && hyphenated && last === 'teen' && current % 10 === 0) return set(group, current + value, 'unit');
  if (kind === 'hundred' && last === 'unit' && current > 0) return set(group, current * 100, 'hundreds');
  // "quatre-vingt(s)": four twenties.
  if (kind === 'ten' && value === 20 && last === 'unit' && current === 4) return set(group, 80, 'ten');
  if (kind === 'unit' && value > 0 && last === 'ten' && current % 10 === 0) return set(group, current + value, 'unit');
  if (kind === 'unit' && value > 0 && last === 'hundreds' && current % 100 === 0) return set(group, current + value, 'unit');
  if (kind === 'teen' && last === 'hundreds' && current % 100 === 0) return set(group, current + value, 'teen');
  if (kind === 'ten' && last === 'hundreds' && current % 100 === 0) return set(group, current + value, 'ten');
  // "soixante-dix", "quatre-vingt-onze": a teen after sixty or eighty.
  if (kind === 'teen' && last === 'ten' && (current % 100 === 60 || current % 100 === 80)) return set(group, current + value, 'teen');
  return false;
}

function set(group: Group, value: number, last: Kind): true {
  group.value = value;
  group.last = last;
  return true;
}

const italianTens = new Map([['vent', 20], ['trent', 30], ['quarant', 40], ['cinquant', 50], ['sessant', 60], ['settant', 70], ['ottant', 80], ['novant', 90]]);
const italianUnits = new Map([['uno', 1], ['due', 2], ['tre', 3], ['tré', 3], ['quattro', 4], ['cinque', 5], ['sei', 6], ['sette', 7], ['otto', 8], ['nove', 9]]);
const germanUnits = new Map([['ein', 1], ['eins', 1], ['zwei', 2], ['zwo', 2], ['drei', 3], ['vier', 4], ['fünf', 5], ['sechs', 6], ['sieben', 7], ['acht', 8], ['neun', 9]]);

/**
 * Numbers Italian and German write as one word: "ventuno", "trentotto", "centoquarantadue",
 * "duecentoundici"; "einundzwanzig", "dreihundertzwölf". Undefined for any other word.
 */
function compoundNumber(word: string): number | undefined {
  if (word.length < 6 || word.length > 40) return undefined;
  return italianCompound(word) ?? germanCompound(word);
}

function italianBelow100(rest: string): number | undefined {
  if (rest === '') return 0;
  const simple = vocabulary.get(rest);
  if (simple && (simple[0] === 'unit' || simple[0] === 'teen' || simple[0] === 'ten')) return simple[1];
  if (rest === 'tré') return 3;
  for (const [stem, ten] of italianTens) {
    if (!rest.startsWith(stem)) continue;
    const tail = rest.slice(stem.length);
    // "venti", "ventuno", "ventotto": the ten's last vowel drops before uno and otto.
    const unit = italianUnits.get(tail) ?? italianUnits.get(tail.slice(1));
    if (unit !== undefined && (italianUnits.has(tail) ? tail === 'uno' || tail === 'otto' : true)) return ten + unit;
  }
  return undefined;
}

function italianCompound(word: string): number | undefined {
  const at = word.indexOf('cento');
  if (at < 0) return italianBelow100(word);
  const head = word.slice(0, at);
  const hundreds = head === '' ? 1 : italianUnits.get(head);
  const rest = italianBelow100(word.slice(at + 'cento'.length));
  return hundreds === undefined || rest === undefined ? undefined : hundreds * 100 + rest;
}

function germanBelow100(rest: string): number | undefined {
  if (rest === '') return 0;
  const simple = vocabulary.get(rest);
  if (simple && (simple[0] === 'unit' || simple[0] === 'teen' || simple[0] === 'ten')) return simple[1];
  const und = rest.indexOf('und');
  if (und <= 0) return undefined;
  const unit = germanUnits.get(rest.slice(0, und));
  const ten = vocabulary.get(rest.slice(und + 3));
  return unit !== undefined && ten?.[0] === 'ten' ? ten[1] + unit : undefined;
}

function germanCompound(word: string): number | undefined {
  const at = word.indexOf('hundert');
  if (at < 0) return germanBelow100(word);
  const head = word.slice(0, at);
  const hundreds = head === '' ? 1 : germanUnits.get(head);
  const rest = germanBelow100(word.slice(at + 'hundert'.length));
  return hundreds === undefined || rest === undefined ? undefined : hundreds * 100 + rest;
}
