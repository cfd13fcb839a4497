import { matchesOf } from '../text/matches.ts';
import { sentenceAround } from '../text/sentence.ts';
import { namedMailProviders } from './emails.ts';
import { finding, type Finding } from './finding.ts';
import { digitTokens } from './number-words.ts';
import { resaleApps, socialNetworks, usernameMessengers, videoNetworks } from './networks.ts';

/**
 * An address or a handle said in words, its symbols spelt out: "tiago.m.reis [em] sapo [ponto] pt", "my gmail is ana underscore
 * forty two", "no insta sou arroba rita guion bajo moda veintidós". The text is read as tokens (words, digits said as words, the
 * @, the dot, the underscore and the hyphen written or said in PT, ES, FR, EN, IT and DE), and a run of them is rebuilt into the
 * address or handle it names ("ana_42", "rita_moda22"). The rules read the folded text; the check maps each span back to the
 * seller's own characters (`foldText`'s map), so evidence and redaction stay exact.
 *
 * What makes a run a contact and not prose ("polka dot dress", "uma arroba de batatas", "punto croce"): the run names a mail
 * provider and a domain ending, follows a provider named as the seller's own, or follows a spelt-out @ with an underscore or
 * a dot said inside it; a bare English "at", or a dot said inside a run with no @, needs a network named in the sentence.
 */

type Role = 'at' | 'dot' | 'underscore' | 'hyphen' | 'word' | 'number';

interface Token {
  start: number;
  end: number;
  role: Role;
  /** What the token stands for in the rebuilt address: its word in lower case, its digits, or its symbol. */
  value: string;
  /** Said as a word or in brackets ("arroba", "[ponto]", "guion bajo"), not written as its symbol. */
  spelled: boolean;
}

/** What a spelled run rebuilds: an e-mail address or a handle, where it stands in the text read. */
export interface SpelledContact {
  kind: 'email' | 'handle';
  value: string;
  start: number;
  end: number;
}

const atWords = String.raw`arroba|arobase|chiocciola|klammeraffe|at`;
const dotWords = String.raw`dot|ponto|punto|point|punkt`;
const underscoreWords = String.raw`underscore|under\s+score|underline|gui[oó]n\s+bajo|tiret\s+bas|trattino\s+basso|unterstrich|sublinhado|barra\s+baix[ao]|barra\s+baja`;
const hyphenWords = String.raw`h[ií]fen|hyphen|bindestrich|gui[oó]n|tiret|trattino`;
/**
 * One token: a symbol's word in brackets ("(at)", "[em]", "[ponto]"; "em" and "a" only in brackets, where they stand for the @), a
 * symbol's word of two words, a word or a number, or a symbol. Each alternative is a fixed word or one run of a class: linear.
 */
const tokenPattern = new RegExp(
  String.raw`[([{<]\s?(?:@|${atWords}|em|a|\.|${dotWords}|_|${underscoreWords})\s?[)\]}>]|(?:${underscoreWords})(?![\p{L}])|[\p{L}\p{N}]+|[@._-]`,
  'giu',
);
const atWord = new RegExp(String.raw`^[([{<]?\s?(?:@|${atWords}|em|a)\s?[)\]}>]?$`, 'iu');
const dotWord = new RegExp(String.raw`^[([{<]?\s?(?:\.|${dotWords})\s?[)\]}>]?$`, 'iu');
const underscoreWord = new RegExp(String.raw`^[([{<]?\s?(?:_|${underscoreWords})\s?[)\]}>]?$`, 'iu');
const hyphenWord = new RegExp(String.raw`^(?:-|${hyphenWords})$`, 'iu');
const bracketed = /^[([{<]/u;
const bareWordAt = /^(?:em|a)$/iu;

const provider = new RegExp(String.raw`^${namedMailProviders}$`, 'iu');
const domainEnding = /^(?:com|pt|es|fr|it|de|net|org|eu|be|ch|at|nl|ie|uk|io|info)$/iu;
const networkNamed = new RegExp(String.raw`(?<![\p{L}])(?:${socialNetworks}|${usernameMessengers}|${videoNetworks}|${resaleApps})(?![\p{L}])`, 'iu');
/** Between a provider named as the seller's own and its user: nothing, a colon or a verb ("is", "é", "c'est", "ist"). */
const providerToUser = /^\s*(?:(?:is|é|e|es|est|c['’]est|è|ist|ser[aá]|sera)\s*)?[:=]?\s*(?:->|→)?\s*$/iu;
/** A possessive just before a provider, or a colon right after it: the provider is the seller's own mailbox. */
const ownBefore = /(?<![\p{L}])(?:my|mi|meu|minha|mon|ma|mio|mia|mein(?:e|en)?|your|tu|teu|tua|ton|ta|vostro)\s+$/iu;

/** The text's tokens, number words joined into one token of digits ("noventa e nove" → "99"). */
function tokensOf(text: string): Token[] {
  const numbers = new Map<number, { end: number; digits: string }>();
  for (const token of digitTokens(text)) numbers.set(token.start, { end: token.end, digits: token.digits });
  const tokens: Token[] = [];
  let skipUntil = -1;
  for (const match of matchesOf(text, tokenPattern)) {
    const start = match.index;
    if (start < skipUntil) continue;
    const raw = match[0];
    const number = numbers.get(start);
    if (number !== undefined) {
      tokens.push({ start, end: number.end, role: 'number', value: number.digits, spelled: !/^\d+$/u.test(text.slice(start, number.end)) });
      skipUntil = number.end;
      continue;
    }
    const end = start + raw.length;
    const isBracketed = bracketed.test(raw);
    if (atWord.test(raw) && (isBracketed || !bareWordAt.test(raw))) tokens.push({ start, end, role: 'at', value: '@', spelled: raw !== '@' });
    else if (dotWord.test(raw)) tokens.push({ start, end, role: 'dot', value: '.', spelled: raw !== '.' });
    else if (underscoreWord.test(raw)) tokens.push({ start, end, role: 'underscore', value: '_', spelled: raw !== '_' });
    else if (hyphenWord.test(raw)) tokens.push({ start, end, role: 'hyphen', value: '-', spelled: raw !== '-' });
    else if (/^[\p{L}\p{N}]/u.test(raw)) tokens.push({ start, end, role: 'word', value: raw.toLowerCase(), spelled: false });
  }
  return tokens;
}

/** A run of tokens rebuilt: units (a word, a number, or a word with a number glued) joined by separators. */
interface Run {
  from: number;
  to: number;
  value: string;
  units: string[];
  /** A separator said as a word or in brackets inside the run. */
  spelledSeparator: boolean;
  spelledUnderscore: boolean;
  /** A number said in words inside the run. */
  spelledNumber: boolean;
}

/** Whether only blank space stands between two tokens. */
const adjacent = (text: string, a: Token, b: Token) => a.end <= b.start && /^\s{0,3}$/u.test(text.slice(a.end, b.start));
const joined = (a: Token, b: Token) => a.end === b.start;

/** The run starting at token `i`: unit (separator unit)*. A word and a word side by side end it (the sentence goes on). */
function runAt(text: string, tokens: Token[], i: number): Run | undefined {
  const unit = (k: number): [value: string, next: number, spelledNumber: boolean] | undefined => {
    const token = tokens[k];
    if (token === undefined || (token.role !== 'word' && token.role !== 'number')) return undefined;
    const next = tokens[k + 1];
    // "moda veintidós", "vintage noventa e nove": a number said after a word is glued to it, as handles end in digits.
    if (token.role === 'word' && next?.role === 'number' && adjacent(text, token, next)) return [token.value + next.value, k + 2, next.spelled];
    return [token.value, k + 1, token.role === 'number' && token.spelled];
  };
  const first = unit(i);
  if (first === undefined) return undefined;
  const run: Run = { from: i, to: first[1], value: first[0], units: [first[0]], spelledSeparator: false, spelledUnderscore: false, spelledNumber: first[2] };
  for (;;) {
    const separator = tokens[run.to];
    const last = tokens[run.to - 1]!;
    if (separator === undefined || (separator.role !== 'dot' && separator.role !== 'underscore' && separator.role !== 'hyphen')) break;
    if (!adjacent(text, last, separator) || (!separator.spelled && !joined(last, separator))) break;
    const next = unit(run.to + 1);
    const nextToken = tokens[run.to + 1];
    if (next === undefined || nextToken === undefined || !adjacent(text, separator, nextToken) || (!separator.spelled && !joined(separator, nextToken))) break;
    run.value += separator.value + next[0];
    run.units.push(next[0]);
    run.spelledSeparator ||= separator.spelled;
    run.spelledUnderscore ||= separator.spelled && separator.role === 'underscore';
    run.spelledNumber ||= next[2];
    run.to = next[1];
  }
  return run;
}

const spelled = (run: Run) => run.spelledSeparator || run.spelledNumber;

/** Every spelled contact has a symbol said as a word or in brackets, or a provider: a text with none (most texts) is not read. */
const mayHoldOne = new RegExp(String.raw`[([{<]\s?(?:@|at|em|a|\.|_|${dotWords})\s?[)\]}>]|(?<![\p{L}])(?:${atWords}|${underscoreWords})(?![\p{L}])|${namedMailProviders}`, 'iu');

/** Every address or handle said in words in `text`, rebuilt, with where it stands. */
export function readSpelledContacts(text: string): SpelledContact[] {
  if (!mayHoldOne.test(text)) return [];
  const tokens = tokensOf(text);
  const found: SpelledContact[] = [];
  const inSentenceWithNetwork = (start: number, end: number) => networkNamed.test(sentenceAround(text, start, end, 120).text);
  let i = 0;
  while (i < tokens.length && found.length < 20) {
    const token = tokens[i]!;
    // A user, a spelt-out @ and a domain ending in a known ending: "lena.hofer [at] gmx [punkt] net".
    const user = token.role === 'word' || token.role === 'number' ? runAt(text, tokens, i) : undefined;
    const at = user ? tokens[user.to] : undefined;
    if (user && at?.role === 'at' && adjacent(text, tokens[user.to - 1]!, at)) {
      const domain = runAt(text, tokens, user.to + 1);
      const domainStart = tokens[user.to + 1];
      if (domain && domainStart && adjacent(text, at, domainStart) && domain.units.length >= 2 && domainEnding.test(domain.units.at(-1)!)) {
        const someSpelled = at.spelled || spelled(domain) || spelled(user);
        // A bare "at" is English prose too ("photos at ebay dot co dot uk"): it needs a mail provider or a user written as an address's.
        const bareAt = /^at$/iu.test(text.slice(at.start, at.end));
        const vouched = provider.test(domain.units[0]!) || user.units.length > 1 || /\d/u.test(user.value) || !bareAt;
        if (someSpelled && vouched) {
          const end = tokens[domain.to - 1]!.end;
          found.push({ kind: 'email', value: `${user.value}@${domain.value}`, start: token.start, end });
          i = domain.to;
          continue;
        }
      }
    }
    // A provider named as the seller's own, then a user said in words: "my gmail is maggie underscore forty two", "hotmail: daniel dot hughes seventy".
    if (token.role === 'word' && provider.test(token.value)) {
      const own = ownBefore.test(text.slice(Math.max(0, token.start - 16), token.start));
      // The user is one to three tokens on ("gmail: …", "gmail is …", "gmail c'est …"), only blank space, a colon or a verb between.
      for (let k = i + 1; k <= i + 3 && k < tokens.length; k += 1) {
        const gap = text.slice(token.end, tokens[k]!.start);
        if (gap.length > 12) break;
        if (!providerToUser.test(gap)) continue;
        // Named as the seller's own by a possessive before it, or by a colon or a verb after it ("gmail: …", "hotmail é …").
        if (!own && !/[:=]|[\p{L}]/u.test(gap)) continue;
        const run = runAt(text, tokens, k);
        if (run && run.units.length >= 2 && spelled(run) && !domainEnding.test(run.units.at(-1)!)) {
          found.push({ kind: 'email', value: `${run.value}@${token.value}`, start: token.start, end: tokens[run.to - 1]!.end });
          i = run.to;
          break;
        }
      }
      if (found.at(-1)?.start === token.start) continue;
    }
    // A spelt-out @, then a handle said in words: "arroba rita underscore vintage noventa e nove", "at jake underscore kicks twenty two".
    if (token.role === 'at' && token.spelled) {
      const run = runAt(text, tokens, i + 1);
      const next = tokens[i + 1];
      // A number alone after it is a price or a weight ("on TikTok at sixty quid", "a arroba a vinte euros"), not a handle: one needs a letter.
      if (run && next && adjacent(text, token, next) && (run.units.length >= 2 || run.spelledNumber) && spelled(run) && /\p{L}/u.test(run.value)) {
        const end = tokens[run.to - 1]!.end;
        const bareEnglishAt = /^at$/iu.test(text.slice(token.start, token.end));
        // An underscore said inside the run is a handle's alone; a dot said, or a bare "at", needs a network in the sentence.
        if ((run.spelledUnderscore && !bareEnglishAt) || inSentenceWithNetwork(token.start, end)) {
          found.push({ kind: 'handle', value: `@${run.value}`, start: token.start, end });
          i = run.to;
          continue;
        }
      }
    }
    // A handle said with its underscore in words, no @: "auf Insta bin ich lotte Unterstrich vintage zwölf" (a network in the sentence).
    if (user && user.spelledUnderscore && user.units.length >= 2 && inSentenceWithNetwork(token.start, tokens[user.to - 1]!.end)) {
      found.push({ kind: 'handle', value: user.value, start: token.start, end: tokens[user.to - 1]!.end });
      i = user.to;
      continue;
    }
    // Nothing starts here: the run's other tokens start none either (its separators are no @), so a wall of them is read once.
    i = user ? Math.max(i + 1, user.to) : i + 1;
  }
  return found;
}

/**
 * Addresses and handles said in words: `contact_email` and `social_handle`, clause `contact-details`. No negation is read before them:
 * an address spelt out is given whatever comes before it (Portuguese "no tiktok" is "on TikTok").
 */
export function findSpelledContacts(text: string): Finding[] {
  return readSpelledContacts(text).map((contact) => finding(contact.kind === 'email' ? 'contact_email' : 'social_handle', 'contact-details', text, contact.start, contact.end));
}
