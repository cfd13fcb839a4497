import { finding, type Finding } from './finding.ts';
import { matchesOf } from '../text/matches.ts';
import { sameName } from './contacts-described.ts';
import { colouredApp } from './network-nicknames.ts';

/**
 * The buyer asked to make the first move off the site, no number or handle written (clause `contact-details`; PT, ES, FR, EN, IT, DE):
 * - asked to ask for the seller's number ("pede-me o número", "pídeme el teléfono", "demandez-moi mon numéro", "ask me for my number",
 *   "chiedimi il numero", "frag mich nach meiner Nummer"): `contact_phone`;
 * - told the number or the handle is on the seller's profile picture or in its bio ("o meu número está na foto de perfil", "my number is in
 *   my profile picture", "Nummer im Profilbild"): `contact_phone`;
 * - told the seller has the same name on an app named by its colour ("même pseudo sur l'appli bleue", "same nickname on the blue app",
 *   "mismo nombre en la app azul"): `social_handle`.
 * Asking anything in the site's chat, a serial or a model number, a photo of the item: none of these.
 */

const askVerb = String.raw`(?:pe[cç]a(?:m)?(?:-?me)?|pede(?:m)?-?me|pedir-?me|me\s+pe[cç]a(?:m)?|me\s+pede(?:m)?|p[ií]de(?:me|nme|dme)|p[ií]danme|me\s+pid(?:e|an|áis)|sol[ií]cit\p{L}*(?:-?me|me)|demande[rz]?(?:-?moi)|me\s+demande[rz]?|ask(?:\s+me|\s+us)|chied(?:i|ete)(?:mi|ci)|mi\s+chied\p{L}*|fra(?:g|gt|gen\s+sie)(?:\s+(?:mich|uns))?(?:\s+(?:einfach|gerne?|ruhig|kurz|doch))?(?=\s+nach)|fra(?:g|gt|gen\s+sie)\s+(?:mich|uns))`;
const phoneWord = String.raw`(?:num|n[uú]mero|telem[oó]vel|telefone|tel[eé]fono|m[oó]vil|celular|num[eé]ro|t[eé]l[eé]phone|portable|06|07|number|phone(?:\s+number)?|mobile|cell|digits|numero|cellulare|telefono|nummer|handynummer|telefonnummer|handy|whats\s?app|whats|zap|wpp|contacto|contato|contact|contatto|kontakt(?:daten)?)`;
/** Numbers that are the item's, not the seller's: a serial, a model, a lot, an IMEI, a size, a reference. */
const itemNumber = String.raw`(?:\s+(?:de|di|do|da|del|du|of|des|der)\s+(?!(?:telem|telef|t[eé]l|phone|cell|whats|contact|mobile|m[oó]vil|handy|portable|zap))\p{L}|\s+(?:de\s+|of\s+|du\s+|di\s+|del\s+|da\s+|do\s+)?(?:s[eé]rie|serial|series|modelo?|mod[eè]le|model|lote|lot|imei|chassis|chassi|quadro|telaio|rahmen|refer[eê]ncia|referencia|r[eé]f[eé]rence|reference|riferimento|pe[cç]a|pieza|pi[eè]ce|part|teil|tamanho|talla|taille|size|taglia|gr[oö][sß]e|cal[cç]ado|pie|pointure|shoe|piede|schuh|artigo|art[ií]culo|article|articolo|artikel|encomenda|pedido|commande|order|ordine|bestellung|seguimento|seguimiento|suivi|tracking))`;
const askedForNumber = new RegExp(
  String.raw`(?<![\p{L}])${askVerb}\s+(?:(?:por|pelo|pela|for|pour|per|nach|o|a|el|la|le|the|il|lo|mon|ma|mi|my|meu|minha|il\s+mio|meine[nr]?|mein|um|un|une|uma|a|an|einen?|meiner|por\s+el|por\s+mi|por\s+o|par)\s+){0,3}${phoneWord}(?!${itemNumber})(?![\p{L}\p{N}])`,
  'giu',
);
const profilePicture = String.raw`(?:(?:foto|fotografia|imagem|imagen|photo|picture|pic|immagine|bild)\s+(?:de|do|du|of|del|di|dello|des)\s+(?:perfil|profil|profile|profilo)|profile\s+(?:picture|pic|photo|image)|pp|profilbild|profilfoto|avatar|bio|biograf[ií]a|biografia|biographie)`;
const onProfilePicture = new RegExp(
  String.raw`(?<![\p{L}])${phoneWord}(?:\s+[\p{L}'’]+){0,3}?\s+(?:na|no|en|em|sur|dans|in|on|nella|nel|sulla|im|auf|steht\s+im|ist\s+im)\s+(?:(?:a|o|la|el|ma|mon|my|mi|minha|meu|mia|mio|meinem|dem|the|il|la\s+mia|il\s+mio|mein\p{L}*)\s+)?${profilePicture}(?![\p{L}])`,
  'giu',
);
const sameNameOnColouredApp = new RegExp(String.raw`(?<![\p{L}])${sameName}(?:\s+[\p{L}'’]+){0,3}?\s+(?:\p{L}{0,5}['’]\s*)?${colouredApp}(?![\p{L}])|(?<![\p{L}])${colouredApp}(?:\s*[:,-]\s*|\s+)(?:[\p{L}'’]+\s+){0,2}?${sameName}(?![\p{L}])`, 'giu');

/** A wall of the same words needs a few findings, not one per repetition. */
const maxMatches = 20;

export function findContactAskedFor(text: string): Finding[] {
  const found: Finding[] = [];
  const add = (code: 'contact_phone' | 'social_handle', start: number, end: number) => {
    if (!found.some((f) => f.start < end && start < f.end)) found.push(finding(code, 'contact-details', text, start, end));
  };
  for (const [pattern, code] of [[askedForNumber, 'contact_phone'], [onProfilePicture, 'contact_phone'], [sameNameOnColouredApp, 'social_handle']] as const) {
    let seen = 0;
    for (const match of matchesOf(text, pattern)) {
      if (++seen > maxMatches) break;
      add(code, match.index, match.index + match[0].length);
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
