import { matchesOf } from '../text/matches.ts';
import { namedMailProviders } from './emails.ts';
import { finding, type Finding } from './finding.ts';
import { isNegated } from './negation.ts';

/**
 * An e-mail address described instead of written: the user said in words (its parts named and said joined: "one word", "todo junto",
 * "tout attaché", "tutto attaccato", "alles zusammen", an underscore or a hyphen named), then the provider after a word standing for
 * the @ ("… at yahoo", "… arroba hotmail", "… chez gmail", "… bei gmx"). With the description before the provider in one sentence,
 * a careful moderator reads the address it spells (clause `contact-details`).
 */

/** Words describing how a user is written: joined, its parts named, its symbols named (PT, ES, FR, EN, IT, DE). */
const describingWord = String.raw`(?:all\s+(?:in\s+)?one\s+word|one\s+word|no\s+spaces?|(?:todo|tudo)\s+(?:junto|seguido|pegado)|junt(?:o|inho)s?|sem\s+espa[cç]os?|sin\s+espacios?|tout\s+(?:attach[eé]|coll[eé])|attach[eé]s?|en\s+un\s+(?:seul\s+)?mot|sans\s+espaces?|tutto\s+(?:attaccato|unito)|attaccat[oi]|senza\s+spazi|alles\s+zusammen|zusammen(?:geschrieben)?|in\s+einem\s+wort|ohne\s+leerzeichen|first\s+name|surname|last\s+name|(?:primeiro\s+)?nome\s+e\s+apelido|apelido|nombre\s+y\s+apellidos?|apellidos?|pr[eé]nom|nom\s+de\s+famille|nome\s+e\s+cognome|cognome|vorname|nachname|gui[oó]n\s+bajo|underscore|tiret\s+bas|trattino\s+basso|unterstrich|sublinhado|under\s*line)`;
/** A word standing for the @ right before the provider. */
const atWord = String.raw`(?:at|arroba|arobase|chiocciola|chez|sur|en|no|na|em|su|bei|auf|on|in|@)`;
/** The @ words that are plain prepositions too ("no", "en", "su", "bei"): "o pato senta-se no sapo" puts a duck on a toad. */
const plainPreposition = /(?<![\p{L}])(?:sur|en|no|na|em|su|bei|auf|on|in)\s+\p{L}+$/iu;
/** A word of mail or address, said before or in the description ("o meu mail", "correo", "adresse", "indirizzo", "E-Mail"). */
const mailWord = /(?<![\p{L}])(?:e-?mails?|mails?|correos?|correio|courriels?|adresses?|address|endere[cç]os?|direcci[oó]n|indirizzo|posta|casella|postfach|inbox|caixa\s+de\s+correio)(?![\p{L}])/iu;
/** The bare joined words ("juntos", "attachés", "zusammen"): said of any two things, so an address only beside a mail word. */
const bareJoined = /^(?:junt(?:o|inho)s?|attach[eé]s?|attaccat[oi]|zusammen)(?![\p{L}])/iu;
/** The description, then within the sentence (no full stop between) an @ word and the provider. */
const describedAddress = new RegExp(
  String.raw`(?<![\p{L}])${describingWord}(?![\p{L}])[^.!?\n]{0,80}?(?<![\p{L}])${atWord}\s+${namedMailProviders}(?![\p{L}\p{N}])`,
  'giu',
);
const providerNamed = new RegExp(namedMailProviders, 'iu');

export function findDescribedEmails(text: string): Finding[] {
  if (!providerNamed.test(text)) return [];
  const found: Finding[] = [];
  for (const match of matchesOf(text, describedAddress)) {
    if (found.length >= 20) break;
    if (isNegated(text, match.index)) continue;
    // After a plain preposition, the address needs a mail word before it or a description no everyday sentence makes (name parts, symbols).
    const mailSaid = mailWord.test(text.slice(Math.max(0, match.index - 60), match.index + match[0].length));
    if (plainPreposition.test(match[0]) && bareJoined.test(match[0]) && !mailSaid) continue;
    found.push(finding('contact_email', 'contact-details', text, match.index, match.index + match[0].length));
  }
  return found;
}
