import { matchesOf } from '../text/matches.ts';
import { finding, type Finding } from './finding.ts';
import { contactVerb as verb } from './contact-verbs.ts';
import { isNegated } from './negation.ts';
import { socialNetworks, usernameMessengers, videoNetworks, whatsApp } from './networks.ts';

/**
 * Buyers sent to a network or a messaging app the seller names by a nickname or by its icon ("escríbeme al pajarito azul", "text me
 * over on the bird app", "écris-moi sur l'appli verte", "chama-me no passarinho azul", "schreib mir in der grünen App"), or told to find
 * the seller there by name ("trouvez-moi avec mon vrai nom sur Insta", "search my full name on IG", "procurem o meu nome completo no TikTok"): a way off the
 * platform a careful moderator reads as the contact it is (clause `contact-details`), the handle unwritten. PT, ES, FR, EN, IT, DE.
 */

/** An app's, a site's or a network's own word, as buyers are sent to it by its colour. */
const appNoun = String.raw`(?:apps?|appli(?:cation)?|aplica[cç][aã]o|aplicaci[oó]n|applicazione|r[eé]seau|rede|red|network|platform|plataforma|plateforme|piattaforma|plattform|site|s[ií]tio|sito|web(?:site)?|p[aá]gina|page|seite|place|icon|[ií]cone|icono|ic[oô]ne|icona|bubble|bal[aã]o|bocadillo|bulle)`;
/** The colours apps are named by, in the six languages: blue, green, red, yellow, purple or violet, pink. */
const appColour = String.raw`(?:azul|bleue?|blue|blu|azzurr[ao]|blaue?[nr]?|verde|verte?|green|gr[uü]ne?[nr]?|vermelh[ao]|roj[ao]|rouge|ross[ao]|red|rote[nr]?|amarel[ao]|amarill[ao]|jaune|giall[ao]|yellow|gelbe?[nr]?|roxa|morada|violeta|violette?|purple|viola|lila|rosa|rose|pink)`;
/** Between an app's noun and its colour: "da cor", "del icono", "with the icon", "avec le", "mit dem" ("la app del icono verde"). */
const colourOf = String.raw`(?:(?:da|do|del|de\s+la|de\s+l['’]|dell['’]|with\s+the|com\s+o|con\s+el|avec\s+le|mit\s+dem)\s+)?(?:(?:cor|color|couleur|colore)\s+)?(?:(?:[ií]cone|icono|ic[oô]ne|icona|icon)\s+)?`;
/**
 * An app, a site or a network named by its colour, the colour after the noun or before it ("a app verde", "l'appli bleue", "la plataforma
 * roja", "the red platform", "in der grünen App", "la app del icono verde"), a video network's red play button, Facebook as the blue one
 * "with an f". Exported for the seller's same name said to be there (contact-asked-for).
 */
export const colouredApp = String.raw`(?:${appNoun}\s+${colourOf}${appColour}|${appColour}\s+(?:${appNoun}|play\s+button)|(?:azul|blue|blu)\s+(?:con|com|with)\s+(?:a|la|the)?\s*f)`;
/** Networks and messaging apps by their icons and app phrases: the blue bird, the camera icon, an app by its colour (`colouredApp`), the ghost's app or the yellow ghost, the paper plane. */
const nickname = String.raw`(?:(?:little\s+)?blue\s+bird(?:ie)?|bird\s+(?:app|site)|camera\s+(?:icon|app)|[ií]cone\s+da\s+c[aâ]m[ae]ra|icono\s+de\s+(?:la\s+)?c[aá]mara|ic[oô]ne\s+(?:de\s+l['’]|d['’]un\s+)?appareil\s+photo|icona\s+della\s+(?:fotocamera|macchina\s+fotografica)|kamera-?(?:symbol|icon|app)|(?:app|appli|aplica[cç][aã]o|aplicaci[oó]n)\s+(?:with|do|com|del|con|du|avec|col|mit|de)\s+(?:the|o|el|le|il|dem|la)?\s*(?:little\s+|petit\s+)?(?:ghost|fantasm\p{L}*|fant[oô]me|gespenst\p{L}*|p[aá]ssaro|p[aá]jaro|oiseau|uccell\p{L}*|vogel|bird)|p[aá]ssaro\s+azul|passarinho\s+azul|p[aá]jaro\s+azul|pajarito\s+azul|oiseau\s+bleu|(?:uccellino|uccello)\s+(?:azzurro|blu)|blauen?\s+v[oö]gel(?:chen)?|(?:little\s+)?ghost\s+app|(?:yellow|amarel[oa]|amarill[oa]|jaune|giall[oa]|gelbe?[nr]?)\s+(?:ghost|fantasma|fant[oô]me|fantasmino|geist)|(?:ghost|fantasma|fant[oô]me|fantasmino|geist)\s+(?:yellow|amarel[oa]|amarill[oa]|jaune|giall[oa]|gelb)|${colouredApp}|paper\s+plane|avi[aã]ozinho(?:\s+de\s+papel)?|avioncito(?:\s+de\s+papel)?|avion\s+en\s+papier|aeroplanino(?:\s+di\s+carta)?|papierflieger)`;
/** Nicknames that are everyday words too (a gram of weight, a ghost): read only after a contact verb taking me or us ("dm me on the gram"). */
const bareNickname = String.raw`(?:gram(?![\p{L}\p{N}])(?!\s*\d)|fantasminha|fantasmita|fantasmino|(?:petit\s+)?fant[oô]me|gespenst(?:chen)?)`;
/** A contact verb (`contact-verbs.ts`), a pronoun glued to it or not ("escríbeme", "écris-moi", "dm"). */
const contactVerb = String.raw`${verb}(?:-?(?:me|moi|mi|nos|nous))?`;
/** Where the nickname stands: a preposition of place, "where", an article, the network's or app's own word ("le réseau de", "la red del"). */
const placeBefore = String.raw`(?:(?:sull|nell|dell)['’]\s*|(?:on|in|at|over|via|through|where|no|na|em|pelo|pela|por|en|sur|par|sul|sulla|su|nel|nella|auf|bei|[uü]ber|im|in\s+der|dans|donde|onde|o[uù]|dove|wo)\s+)(?:(?:is|est[aá]|est|è|ist|fica|se\s+trouve|se\s+encuentra)\s+)?(?:(?:the|o|a|el|la|le|les|l['’]|il|lo|der|die|dem|den)\s*)?(?:(?:rede|red|r[eé]seau|network|app|appli|application|aplica[cç][aã]o|aplicaci[oó]n|social|sito|site|s[ií]tio)\s+(?:de|do|da|del|du|of|des|della|dell['’]|vom|des)\s*(?:(?:the|o|a|el|la|le|l['’]|il|lo|der|die|dem)\s*)?)?`;
// The words between may hold the handle typed there ("tapez lea_34 sur …").
const sentToNickname = new RegExp(String.raw`(?<![\p{L}])${contactVerb}(?:\s+(?:me|moi|mi|mich|mir|us|nous|uns|up))?\s+(?:[\p{L}\p{N}_.@'’]+\s+){0,4}?${placeBefore}${nickname}(?![\p{L}])`, 'giu');
/** A contact verb taking me or us, glued or after ("dm me", "écris-moi", "schreib mir"), then the bare nickname: "dm me on the gram". */
const sentToBareNickname = new RegExp(
  String.raw`(?<![\p{L}])${contactVerb}(?<=(?:me|moi|mi|nos|nous))(?:\s+(?:up))?\s+(?:[\p{L}'’]+\s+){0,4}?${placeBefore}${bareNickname}(?![\p{L}])|(?<![\p{L}])${contactVerb}\s+(?:me|moi|mi|mich|mir|us|nous|uns)(?:\s+up)?\s+(?:[\p{L}'’]+\s+){0,4}?${placeBefore}${bareNickname}(?![\p{L}])`,
  'giu',
);

/**
 * Networks sellers are found on by name: no marketplace (the listing's own profile there is where buyers already are). LinkedIn too, where
 * people are looked up by their full name; Signal is left out (an everyday word this rule does not tell from the app).
 */
const network = String.raw`(?:${socialNetworks}|${usernameMessengers}|${whatsApp}|${videoNetworks}|linkedin)`;
/** The seller's own name named as what to look for ("my name", "mon nom et prénom", "o meu nome completo", "mi nombre y apellido"). */
const nameRef = String.raw`(?:(?:my|mon|ma|meu|o\s+meu|mi|il\s+mio|mein(?:en)?|our|notre|nosso|nuestro)\s+(?:full\s+|complete\s+|real\s+|vrai\s+|verdadeiro\s+|verdadero\s+|vero\s+|echten\s+)?(?:name|nom|nome|nombre|namen)(?:\s+(?:completo|complet|completo|vollst[aä]ndig))?(?:\s+(?:e|y|et|and|und)\s+(?:(?:my|mon|meu|mi|il\s+mio|meinen)\s+)?(?:apelido|apellidos?|pr[eé]nom|surname|last\s+name|cognome|nachnamen?|sobrenome|nom\s+de\s+famille))?)`;
/** Looked for by that name on a network: "trouvez-moi avec mon vrai nom sur Insta", "search my full name on IG", "procurem o meu nome completo no TikTok". */
const byNameOnNetwork = new RegExp(
  String.raw`(?<![\p{L}])${contactVerb}(?:\s+(?:me|moi|mi|mich|us|nous|uns))?\s+(?:(?:by|par|pelo|por|per|col|con|unter|mit|with|under|sous|sob|com|avec)\s+)?${nameRef}\s+(?:[\p{L}'’]+\s+){0,2}?(?:on|in|at|no|na|em|en|sur|su|auf|bei|im)\s+(?:(?:the|o|a|el|la|le|il|lo)\s+)?${network}(?![\p{L}])`,
  'giu',
);

/** Every nickname holds one of these words, every look-up by name a network: a text with neither (most texts) is read once. */
const nicknameWord = /gram|camera|c[aâá]mara|appareil|kamera|bird|p[aá]ss|p[aá]j|oiseau|uccell|v[oö]gel|verde|vert|gr[uü]n|green|ghost|fantasm|fant[oô]me|gespenst|yellow|amarel|amarill|giall|jaune|gelb|vermelh|roj[ao]|rouge|ross[ao]|red|rote|azul|bl(?:u|eu|au)|azzurr|roxa|morada|violet|purple|viola|lila|ros[ae]|pink|plane|avi[aã]o|avion|aeroplan|papierflieger/iu;
const networkNamed = new RegExp(String.raw`(?<![\p{L}])${network}(?![\p{L}])`, 'iu');

export function findNetworkNicknames(text: string): Finding[] {
  const found: Finding[] = [];
  const patterns = [...(nicknameWord.test(text) ? [sentToNickname, sentToBareNickname] : []), ...(networkNamed.test(text) ? [byNameOnNetwork] : [])];
  for (const pattern of patterns) {
    let seen = 0;
    for (const match of matchesOf(text, pattern)) {
      if (++seen > 20) break;
      const end = match.index + match[0].length;
      if (isNegated(text, match.index) || found.some((f) => f.start < end && match.index < f.end)) continue;
      found.push(finding('social_handle', 'contact-details', text, match.index, end));
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
