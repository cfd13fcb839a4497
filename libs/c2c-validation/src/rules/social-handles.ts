import { matchBrand } from '@circular/brands';
import { finding, type Finding, type RuleContext } from './finding.ts';
import { functionWords } from './function-words.ts';
import { asking, namedAsInstalledApp } from './installed-apps.ts';
import { sentenceAfter, sentenceBefore } from '../text/sentence.ts';
import { matchesOf } from '../text/matches.ts';
import { marketplaces, resaleApps, socialNetworks, usernameMessengers, videoNetworks, whatsApp, whatsAppSpellings } from './networks.ts';

/** Networks where a handle follows the name. WhatsApp and Signal are left to `messagingApps` (a number answers there); X only with its domain ("x" is a letter). */
const networks = String.raw`${socialNetworks}|${usernameMessengers}|x\.com`;
/** A network's account in the six languages' words ("profilo instagram …", "compte insta …", "perfil de Instagram …"). */
const accountWords = String.raw`(?:account|konto|profil|profile|profilo|perfil|conta|cuenta|compte|page|p[aá]gina|pagina|seite|canal|channel|kanal)`;
/** What sellers put between a network's name and the handle: a colon, a dash, an equals sign, an arrow of any drawing or a pointing hand. */
const pointer = String.raw`(?::|->|=>|[-=→➜➡➔➝⇒»>▶►👉])`;
// "insta @ ana.costa": a space after the @ still points at the handle.
// The handle never ends on a full stop: "for TikTok dances." ends a sentence.
/**
 * The @ written out before a handle: bracketed ("(at)", "[at]", "(a)", "(@)", "[arroba]") or as a word ("arroba", "at"); a handle
 * after the word alone must be written as one (`spelledAtNeedsHandle`).
 */
const spelledAt = String.raw`(?:[([{]\s*(?:at|a|@|arroba)\s*[)\]}]|(?:arroba|at)(?=\s))`;
// "Snap me: coats4u", "Insta us → x": a pronoun between the network and its pointer.
const handleAfterNetwork = new RegExp(String.raw`\b(?:${networks})\b(?:\s+(?:me|us|moi|mir|mi)(?=\s*${pointer}))?\s*${pointer}?\s*(?:@\s?|${spelledAt}\s*)?[\p{L}\p{N}._]{2,29}[\p{L}\p{N}_]`, 'giu');
/** "insta at harry_threads", not "on Instagram at night": after "at" or "arroba" as a word, the name must be written as a handle. */
const spelledAtWordThenPlain = new RegExp(String.raw`(?<![\p{L}])(?:arroba|at)\s+[\p{L}]+$`, 'iu');
/**
 * A network's name and a pointer just before a place in the text ("Insta: ", "IG → ", "tiktok » "): what follows is the
 * handle, dots and all (handles may have dots: "ana.costa.pt" there is an account, not a site).
 */
const networkPointerBefore = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:${networks})\s*(?:${pointer}\s*@?\s?|${pointer}?\s*${spelledAt}\s*|[/|]\s*@?|\s(?:como|as|comme|come|als|unter)\s+@?)|${accountWords}\s+(?:(?:de|do|da|di|du|on|sur|su|auf|no|na|en|in)\s+)?(?:${networks})\s+@?)$`,
  'iu',
);
export const namesNetworkBefore = (text: string, index: number): boolean => networkPointerBefore.test(text.slice(Math.max(0, index - 24), index));
/** Marketplaces and resale apps a seller may send buyers to ("find me on Vinted as …"). */
const marketplacesAndResaleApps = String.raw`${marketplaces}|${resaleApps}`;
/** A name written as a handle (an @, or a dot, an underscore or a digit inside it): "busca lojinha_ana en YouTube" needs no "por" before it, and a few words may come between ("procura a minha loja …"). */
const handleShaped = String.raw`(?:@[\p{L}\p{N}._]{3,30}|(?=[\p{L}\p{N}._]{3,30}(?![\p{L}\p{N}._]))[\p{L}\p{N}]+[._\d][\p{L}\p{N}._]*)`;
/** A handle named before its network after a searching or following word: "procura por lojadarita no Instagram", "find me as mary.k on TikTok". */
const handleBeforeNetwork = new RegExp(
  String.raw`(?<![\p{L}])(?:procur|pesquis|b[uú]s[cq]|m[ií]r(?=a|en|ad|ame)|search|find|cherch|such|cerc|segu|sigu|follow|suiv|folg)\p{L}*(?:-?me)?\s+(?:(?:por|for|as|como|comme|als|come)\s+["“«']?@?[\p{L}\p{N}._]{3,30}|(?:\p{L}+\s+){0,3}?["“«']?${handleShaped})["”»']?\s+(?:no|na|on|en|sur|auf|su|in)\s+(?:${networks}|${videoNetworks}|${resaleApps})\b`,
  'giu',
);
/**
 * A page or a profile named by its name after a searching, following or typing word and before its network: "procurem Casa Velha
 * Antiguidades no Instagram", "search Retro Rags Leeds on Instagram" (one to four words, one of them a name's capital: checked apart).
 * English "type" is a noun as often ("same type as …", "this type of …"): the verb only where no "of", "as" or "like" follows it.
 */
const pageBeforeNetwork = new RegExp(
  String.raw`(?<![\p{L}])(?:procur|pesquis|b[uú]s[cq]|m[ií]r(?=a|en|ad|ame)|search|look\s+up|find|cherch|such|cerc|segu|sigu|follow|suiv|folg|tape(?=z?\s)|type(?=\s)(?!\s+(?:of|as|like)\s)|tipp(?=e|t)|digit(?=a\s|e\s|ate\s|ad\s))\p{L}*(?:-?me|\s+(?:me|us|moi|nous|mich|uns))?\s+(?:(?:a|la|le|the|o|el|die|il|minha|mi|ma|my|meine|nossa|our)\s+)?(?:(?:p[aá]gina|page|pagina|seite|grupo|group|groupe|gruppo|gruppe|loja|tienda|boutique|shop)\s+)?((?:[\p{L}\p{N}'’&-]+\s+){1,4}?)(?:no|na|on|en|sur|auf|su|in|bei)\s+(?:${networks}|${videoNetworks})\b`,
  'giu',
);
/** A handle after a network and "as" after a searching word: "búscame también en Vinted como sellos.de.pepe", "find me on Depop as retro.rags". */
const handleAfterNetworkAs = new RegExp(
  String.raw`(?<![\p{L}])(?:procur|pesquis|b[uú]s[cq]|m[ií]r(?=a|en|ad|ame)|search|find|cherch|such|cerc|segu|sigu|follow|suiv|folg)\p{L}*(?:-?me|\s+(?:me|us|moi|nous|mich|uns))?\s+(?:[\p{L}'’]+\s+){0,3}?(?:no|na|on|en|sur|auf|su|in|bei|de)\s+(?:${networks}|${videoNetworks}|${marketplacesAndResaleApps})\s+(?:como|as|comme|come|als|under|sous)\s+["“«']?@?[\p{L}\p{N}._]{2,29}[\p{L}\p{N}_]`,
  'giu',
);
/** "Soy la de", "sou o do", "je suis celle de", "I'm the one at", "sono quella di", "ich bin die von": the seller named by the account that is theirs. */
const theOneOf = String.raw`(?:sou|soy|je\s+suis|sono|ich\s+bin|i['’]m|i\s+am)\s+(?:(?:o|a)\s+d[oa]|(?:el|la)\s+de|celui\s+de|celle\s+de|quell[oa]\s+di|(?:der|die)\s+von|the\s+one\s+(?:at|on|from|called))`;
/** "DM on Instagram, handle is retro_rags", "Snapchat, user: jay.b": a handle named by its word after a network in the same sentence. */
const namedHandle = new RegExp(
  String.raw`(?<![\p{L}])(?:handle|user(?:name)?|utilizador|usu[aá]rio|usuario|pseudo|nick(?:name)?|benutzername|nutzername|nome\s+utente|nombre\s+de\s+usuario|nome\s+de\s+utilizador|(?:gamer)?tag|(?:(?:me\s+)?llamo|chamo-me|me\s+chamo|je\s+m['’]appelle|my\s+name\s+is|mi\s+chiamo|ich\s+hei(?:ß|ss)e|name|nome|nombre|nom|i['’]m|i\s+am|sou\s+(?:[oa]\s+)?|soy|je\s+suis|sono|ich\s+bin|${theOneOf})(?=\s*[:=]?\s*@?[\p{L}\p{N}]+[._][\p{L}\p{N}]))(?:\s*(?:is|é|es|est|ist|è|:|=)\s*|\s+(?=@|[\p{L}\p{N}]+[._][\p{L}\p{N}]))@?[\p{L}\p{N}._]{2,29}[\p{L}\p{N}_](?:#\d{4})?`,
  'giu',
);
const networkInSentenceBefore = new RegExp(String.raw`(?<![\p{L}])(?:${networks}|${videoNetworks}|${marketplacesAndResaleApps}|${whatsApp})(?![\p{L}])[^.!?\n]*$`, 'iu');
const networkInSentenceAfter = new RegExp(String.raw`^[^.!?\n]*?(?<![\p{L}])(?:${networks}|${videoNetworks}|${marketplacesAndResaleApps})(?![\p{L}])`, 'iu');
/**
 * A name written as a handle right after a searching word, "as" or "for" between at most ("buscadme como retrocamis_madrid",
 * "cercate vintage_felpe_napoli"), quoted or not: a handle where a network or a marketplace is named in the same sentence.
 */
const searchedHandle = new RegExp(
  String.raw`(?<![\p{L}])(?:procur|pesquis|b[uú]s[cq]|m[ií]r(?=a|en|ad|ame)|search|find|cherch|such|cerc|segu|sigu|follow|suiv|folg)\p{L}*(?:-?(?:me|moi|mi|mich)|\s+(?:me|us|moi|nous|mich|uns))?\s+(?:(?:como|as|comme|come|als|unter|under|sous|por|for)\s+|(?:sous|under|com|con|with|avec|unter|col)\s+(?:(?:le|o|el|the|dem|il)\s+)?(?:nom|nome|nombre|name|namen)\s+(?:de\s+(?:utilizador|usuario|usu[aá]rio)\s+)?)?["“«']?(?=[\p{L}\p{N}._@]{5,31}(?![\p{L}\p{N}._]))(?=[\p{L}\p{N}]*[._@])${handleShaped}`,
  'giu',
);
/**
 * A plain name after a searching word and "as" ("búscame como lauramodas", "find me as vintagebyjo", "cherchez-moi sous le nom
 * atelierlou"): the name the seller goes by, a handle where a network or a marketplace is named in the same sentence.
 */
const searchedAsName = /(?<![\p{L}])(?:procur|pesquis|b[uú]s[cq]|search|find|look\s+(?:me\s+)?up|cherch|such|cerc)\p{L}*(?:-?(?:me|moi|mi|mich|nos)|\s+(?:me|us|moi|nous|mich|uns))?\s+(?:como|as|comme|come|als|unter|under|sous\s+le\s+nom(?:\s+de)?)\s+["“«']?([\p{L}\p{N}]{4,30})(?![\p{L}\p{N}._@])/giu;
/** Words after "as" that go on the sentence ("find me as usual", "búscame como siempre"), not a name. */
const notAName = new Set('usual always siempre sempre toujours immer quieras quiser want wish voulez vuoi willst before antes avant prima vorher well tambien también também aussi anche auch'.split(' '));

/** A searching word (and "por"/"for"/"como") just before `index`, in a sentence naming a network: what follows is searched for there. */
const searchedJustBefore = /(?<![\p{L}])(?:procur|pesquis|b[uú]s[cq]|search|find|cherch|such|cerc|segu|sigu|follow|suiv|folg)\p{L}*(?:-?(?:me|moi|mi|mich)|\s+(?:me|us|moi|nous|mich|uns))?\s+(?:(?:por|for|como|as|comme|come|als)\s+)?$/iu;
const networkNamedBefore = new RegExp(String.raw`(?<![\p{L}])(?:${networks}|${videoNetworks})(?![\p{L}])`, 'iu');
export function searchedOnNetwork(text: string, index: number): boolean {
  const before = sentenceBefore(text, index, 120);
  return searchedJustBefore.test(before) && networkNamedBefore.test(before);
}
/** Words of time, degree and quantity that go on a sentence after a network ("on Instagram last summer", "no TikTok ontem", "auf TikTok sehr bekannt"), and words that make the
 * network's name a fashion or trend adjective ("a TikTok trend", "TikTok tendência"). */
const timeWords = /^(?:last|this|next|every|all|today|yesterday|tonight|recently|lately|before|after|again|daily|weekly|since|ago|when|while|during|until|because|ontem|hoje|semana|ayer|hoy|hier|aujourd|gestern|heute|ieri|oggi|antes|depois|despu[eé]s|avant|apr[eè]s|prima|dopo|vorher|nachher|bevor|dans|sehr|muito|muy|tr[eè]s|very|molto|ziemlich|assez|quite|[uü]berall|everywhere|partout|ovunque|dappertutto|viral|trending|trends?|trendy|tend[eêè]n[cz]i?\p{L}*|tendances?|hype|famos[oa]s?|famous|c[eé]l[eè]bres?|ber[uü]hmt|bekannt|qualche|alcun[ei]|parecchi[e]?|alguns|algumas|algunos|algunas|quelques|plusieurs|some|several|einige[nr]?|mehrere[n]?|v[aá]ri[oa]s|diversi|diverse|diverses)$/iu;
/** A page on a network named by its name after it ("a minha página do Facebook, Móveis da Avó Lurdes"; a capital among one to five words). */
const pageAfterNetwork = new RegExp(
  String.raw`(?<![\p{L}])(?:p[aá]gina|page|pagina|seite|perfil|profile|profil|profilo|grupo|group|groupe|gruppo|gruppe|conta|cuenta|compte|account)\s+(?:d[oa]|de|del|du|on|sur|su|auf|in|no|na|en|di|bei)\s+(?:${networks})\s*[,:–-]\s*([\p{L}\p{N}'’&-]+(?:\s+[\p{L}\p{N}'’&-]+){0,4})`,
  'giu',
);
/** A handle after a colon later in a sentence that asks to add, follow or write to the seller on a network ("Ajoutez-moi sur Discord pour échanger : switchtroc"). */
const colonHandleAfterNetwork = new RegExp(String.raw`(?<![\p{L}])(?:${networks})(?![\p{L}])[^.!?\n:]{0,30}:\s*@?[\p{L}\p{N}._]{2,29}[\p{L}\p{N}_]`, 'giu');
const contactAsked = /(?<![\p{L}])(?:add|ajout|aggiung|a[ñn]ad|adiciona|hinzuf|follow|suiv|segu|sigu|folg|contact|contat|dm|message|escrib|escrev|[ée]cri|scriv|schreib|write|text)\p{L}*/iu;
/**
 * A network's profile address ("instagram.com/ana.costa", "insta dot com slash gadget.swaps", a video site's channel too:
 * "youtube.com/@oficina", "twitch.tv/x"): the seller's handle there, as much as a link.
 */
const profileAddress = new RegExp(
  String.raw`(?<![\p{L}])(?:instagram|insta|facebook|fb|tiktok|snapchat|twitter|x|youtube|twitch|vimeo|pinterest)\s*(?:\.|\s(?:dot|ponto|punto|point|punkt)\s)\s*(?:com|tv)\s*(?:/|\s(?:slash|barra|barre|schr[aä]gstrich)\s)\s*(?:(?:c|channel|user)\s*(?:/|\s(?:slash|barra|barre)\s)\s*)?(?:@|(?:arroba|at)\s+(?=[\p{L}\p{N}_]))?(?!(?:watch|shorts|playlist|results|embed|live|feed|videos?|pin|explore|reel|p|tv|stories)(?![\p{L}\p{N}._]))[\p{L}\p{N}._]{1,29}[\p{L}\p{N}_]`,
  'giu',
);
const atHandle = /(?<![\p{L}\p{N}._%+-])@[\p{L}\p{N}._]{3,30}(?![\p{L}\p{N}]*\s*(?:\.|dot|ponto)\s*[a-z]{2,})/giu;
/**
 * Messaging apps named as a way to talk ("fala-me por WhatsApp", "contact on Telegram"). Signal only as "signal app" or after a preposition,
 * with the other short or everyday names ("zap", "wa", "line", "snap"): alone they are words of the item; Viber and WeChat are read only here.
 */
const messagingApps = new RegExp(
  String.raw`\b(?:${whatsApp}|${whatsAppSpellings}|telegram|signal app|viber)\b|\bwhats\b(?!')|(?<=\b(?:por|pelo|pela|via|on|sur|en|per|über|auf|bei|by|no|na|em|su|tramite)\s+)(?:signal|zap|wa|line|wechat|snap)\b`,
  'giu',
);

/**
 * Words naming what is printed or written on the item ("estampa", "print", "imprimé", "Aufdruck"): an @word a few words
 * after one, in the same clause, is the print's text ("t-shirt com estampa @casa"), not a handle.
 */
const printedBefore =
  /(?<![\p{L}])(?:estampas?|estampad[oa]s?|estampada|impress[aã]o|print(?:ed)?|imprim[eé]e?s?|impression|motifs?|slogans?|lettering|frases?|bordad[oa]s?|embroider(?:ed|y)|brod[eé]e?s?|stampa(?:t[oa])?|scritta|aufdruck|bedruckt|schriftzug|texto|text|texte|testo|inscri[cç][aã]o|inscripci[oó]n|inscription|escrit[oa]|written|[eé]crit(?:e|s|es)?|scritt[oa]|aufschrift)(?![\p{L}])(?:\s+[^\s,.;:!?\n]+){0,3}\s+["“«']?$/iu;

/**
 * "com a palavra @home", "the word @home on the front": an @word a word names is that word, written on the item, where no network is
 * named in its sentence.
 */
const wordNamedBefore = /(?<![\p{L}])(?:palavras?|palabras?|mots?|words?|w[oö]rt(?:er)?|parol[ae])\s+["“«']?$/iu;
const namedAsAWord = (text: string, start: number) => wordNamedBefore.test(text.slice(Math.max(0, start - 20), start)) && !networkInSentenceBefore.test(sentenceBefore(text, start, 120));

/** A word saying the @word just before it is printed or embroidered on the item ("@home bordado no peito", "@surf print"). */
const printedAfter =
  /^["”»']?\s+(?:bordad[oa]s?|estampad[oa]s?|impress[oa]s?|printed|print|embroidered|brod[eé]e?s?|imprim[eé]e?s?|stampat[oa]|ricamat[oa]|bestickt|aufgedruckt|gedruckt)(?![\p{L}])/iu;

/**
 * An @word inside a quoted phrase of other words too ('"Dulce @hogar"', '« Bonne nuit @maison »'): a slogan written on the item, not a handle.
 * A quoted @word alone ('"@loja_x"') is still one.
 */
function inQuotedSlogan(text: string, start: number, end: number): boolean {
  const line = text.slice(Math.max(0, start - 60), start);
  const open = Math.max(line.lastIndexOf('"'), line.lastIndexOf('“'), line.lastIndexOf('«'), line.lastIndexOf('„'));
  if (open < 0) return false;
  const close = text.slice(end, end + 60).search(/["”»“]/u);
  if (close < 0) return false;
  const inside = `${line.slice(open + 1)}${text.slice(start, end + close)}`;
  return !/[\n]/u.test(inside) && /[\p{L}\p{N}]\s+\S/u.test(inside.trim());
}
/**
 * The same @word the other field says is printed or embroidered on the item (title "Sweat @praia azul" / description 'bordado "@praia" no
 * peito'): the print's text, not a handle.
 */
function printedInOtherField(word: string, other: string): boolean {
  const key = word.toLowerCase();
  const lower = other.toLowerCase();
  for (let at = lower.indexOf(key); at >= 0; at = lower.indexOf(key, at + 1)) {
    const after = other.slice(at + key.length, at + key.length + 30);
    if (/^[\p{L}\p{N}._]/u.test(after)) continue;
    if (printedBefore.test(other.slice(Math.max(0, at - 60), at)) || printedAfter.test(after)) return true;
  }
  return false;
}

/**
 * Words naming a product line or a collection ("coleção", "line", "Kollektion", "série"): an @word just after one (a word may come
 * between: "coleção verão @praia") is the line's name as the maker styles it, not a handle.
 */
const lineWordBefore =
  /(?<![\p{L}])(?:cole[cç][aã]o|cole[cç][oõ]es|colecci[oó]n|colecciones|collections?|collezion[ei]|kollektion(?:en)?|linha|l[ií]nea|lignes?|linea|s[eé]ries?|serie|range|gama|gamme|edi[cç][aã]o|edici[oó]n|[eé]dition|edition|edizione)(?:\s+[^\s,.;:!?\n@]+)?\s+["“«']?$/iu;

/**
 * An @ written before a brand's own name ("camisola @Lacoste", "mala @Mango"): sellers tag the maker, whose account is no way to
 * reach the seller. Only a brand the table knows by that exact name or alias, the name as a whole (with the "&", "+" or "'" inside
 * a brand's name), and only where no network or following word in its sentence asks to go there ("segue @zara no insta" stays).
 */
const networkNamed = new RegExp(String.raw`(?<![\p{L}])(?:${networks}|${videoNetworks})(?![\p{L}])`, 'iu');
function tagsBrand(text: string, start: number, end: number): boolean {
  const name = /^@([\p{L}\p{N}._]+(?:\s?[&+'’]\s?[\p{L}\p{N}]+)*)/u.exec(text.slice(start, end + 24))?.[1];
  if (!name || /[._\d]/u.test(name)) return false;
  const match = matchBrand(name);
  if (!match || (match.method !== 'exact' && match.method !== 'alias')) return false;
  const sentence = sentenceBefore(text, start, 80);
  const after = sentenceAfter(text, end, 60);
  return !networkInSentenceBefore.test(sentence) && !handleCueBefore.test(sentence) && !networkNamed.test(after);
}

/** Words before a network that make it what the item is for or works with ("for", "para o", "ao", "pour", "für", "with"; "for my …", "para o teu …" too). */
const purposeBefore = /(?<![\p{L}])(?:for|para(?:\s+(?:o|a|el|la))?|pour|per|f[uü]r|ao|à|al|to|with|com|con|avec|mit)\s+(?:(?:my|your|our|meu|minha|teu|tua|seu|sua|mi|tu|su|mon|ma|ton|ta|votre|mein\p{L}*|dein\p{L}*|il\s+mio|il\s+tuo)\s+)?$/iu;

/**
 * What makes a plain word after a network's full name a handle ("segue-me no Instagram lojadarita", "my Instagram lojadarita",
 * "add me on Snapchat jaybuys"): a contact, following or searching word, a possessive, or "on"/"no"/"en"/"sur"/"auf"/"via"… right before
 * the network. Without one the network is a word of the sentence ("WhatsApp e Instagram funcionam", "fotos Instagram lindas",
 * "Curso de Facebook Ads"), and the word after it is no handle unless written as one.
 */
const handleCueBefore =
  /(?<![\p{L}])(?:(?:contact\p{L}*|contat\p{L}*|fal[ae]\p{L}*|habl\p{L}*|parl\p{L}*|talk|chat|escrev\p{L}*|escrib\p{L}*|[ée]cri[vst]\p{L}*|write|scriv\p{L}*|schreib\p{L}*|manda\p{L}*|envi[ae]\p{L}*|send|msg|mensag\p{L}*|mensaj\p{L}*|messag\p{L}*|dm|reach|add|adiciona\p{L}*|a[ñn]ad\p{L}*|ajout\p{L}*|aggiung\p{L}*|segu\p{L}*|sigu\p{L}*|follow\p{L}*|suiv\p{L}*|folg\p{L}*|procur\p{L}*|busc\p{L}*|search|find|cherch\p{L}*|such\p{L}*|cerca\p{L}*|me|meu|minha|mi|mis|mon|ma|mes|my|mein\p{L}*|mio|mia|nosso|nossa|nuestro|nuestra|notre|our|unser\p{L}*)(?:\s+\p{L}+){0,3}\s+|(?:no|na|on|en|sur|auf|su|via|por|pelo|pela|per|über|ueber|at)\s+)$/iu;

/**
 * A messaging app named as a feature or a word of the item ("alertas do Telegram no pulso", "WhatsApp und Instagram laufen flüssig",
 * a print's "Telegram Love"): its sentence asks nothing (no contact, writing, calling or following word), nothing before it offers it
 * ("por", "via", "on", "só", "info", "dúvidas"…), and no pointer, number, handle or "me" follows it.
 */
// A number just before it, the app in brackets after it ("9 3 1 . 5 0 . 2 7 8 (whatsapp)"), says where that number answers.
const offeredBefore =
  /\d[\s.)-]*\(\s*$|(?<![\p{L}])(?:por|pelo|pela|via|on|sur|en|per|über|auf|bei|by|no|na|au|al|ao|su|sul|tramite|um|un|une|a|an|em|in|at|mi|meu|my|mon|mein|só|so|solo|sólo|seulement|uniquement|only|nur|solamente|apenas|info\p{L}*|dúvidas|duvidas|dudas|questions?|questões|preguntas|interessad\p{L}*|interesad\p{L}*|int[eé]ress[eé]\p{L}*|interested|mais|más|plus|more|mehr|tenho|tengo|j\x27ai|have|habe|ho)\s*[:\-–]?\s*$/iu;
const offeredAfter = /^\s*(?:[:=→➜➡➔➝⇒»>▶►👉@+(]|\d|-?\s?(?:me|moi|mir|mi|nos)(?![\p{L}])|(?:only|only\s+please|só|solo|uniquement|nur)(?![\p{L}])|(?:[/|]\s*(?:whats\s?app|telegram|signal|viber)\s+)?(?:per|para|pour|for|f[uü]r)\s+(?:info\p{L}*|informa\p{L}*|dudas|d[uú]vidas|questions|fragen|domande|more\s+info)(?![\p{L}]))/iu;
/**
 * The seller saying they do not use, have or answer on the app just after ("não uso", "no uso", "je n'utilise pas", "I don't use", "non uso",
 * "ich nutze kein"), another app named before it by "nem", "ni", "or", "noch"… ("não uso Telegram nem WhatsApp").
 */
const appRefusedBefore =
  /(?<![\p{L}])(?:(?:n[aã]o|no|non|nunca|never|jamais|mai)\s+(?:\p{L}+\s+)?(?:uso|usamos|utilizo|utilizamos|tenho|tengo|respondo|contesto|uses?|have|answer|reply|utilizzo|ho)|(?:don['’]?t|do\s+not|doesn['’]?t)\s+(?:use|have|answer|reply\s+(?:on|to))|n['’]\s*(?:utilise|ai|r[eé]ponds?)\s+pas|(?:nutze|benutze|habe|verwende)\s+kein(?:e|en)?)\s+(?:(?:o|el|le|the|il|de)\s+)?(?:\p{L}+\s*(?:,|\s(?:nem|ni|ou|o|or|nor|n[eé]|noch|oder|e|y|and|et|und))\s+(?:(?:o|el|le|the|il)\s+)?)?$/iu;
/**
 * A network or an app the seller says is not needed, the talk kept on the site ("No need for WhatsApp, message me here", "não é preciso
 * WhatsApp", "no hace falta WhatsApp", "pas besoin de WhatsApp", "non serve WhatsApp", "kein WhatsApp nötig"): no way to talk elsewhere.
 */
const notNeededBefore =
  /(?<![\p{L}])(?:(?:there\s+is\s+|there['’]?s\s+)?no\s+need\s+(?:for|to\s+use)|(?:you\s+)?(?:don['’]?t|do\s+not)\s+need(?:\s+to\s+use)?|n[aã]o\s+(?:[eé]\s+|h[aá]\s+)?(?:preciso|precisa|necess[aá]ri[oa]|necessidade\s+de)(?:\s+(?:de|usar))?|sem\s+necessidade\s+de|no\s+(?:hace\s+falta|es\s+necesario|necesitas?)(?:\s+usar)?|(?:pas|plus)\s+besoin\s+d['’e]|inutile\s+d['’e](?:\s*passer\s+par)?|non\s+(?:serve|servono|occorre|[eè]\s+necessario|c['’]?[eè]\s+bisogno\s+di)|kein(?:e|en)?)\s*(?:(?:o|el|le|the|il|de|d['’]|a|an)\s+)?$/iu;
/**
 * The same said right after the app's name ("WhatsApp isn't needed", "WhatsApp ist nicht nötig", "WhatsApp no hace falta", "WhatsApp
 * non serve", "WhatsApp não é necessário", "WhatsApp n'est pas nécessaire"): the negation is part of the pattern, so "WhatsApp needed"
 * or "WhatsApp non è un problema" stay what they say.
 */
const notNeededAfter =
  /^\s*[,:-]?\s*(?:(?:(?:ist|is|are)\s+)?(?:nicht|not)\s+(?:n[oö]tig|notwendig|erforderlich|needed|required)|(?:isn['’]t|aren['’]t)\s+(?:needed|required)|non\s+(?:serve|servono|occorre|[eè]\s+necessari[oa])|no\s+(?:hace\s+falta|es\s+necesari[oa])|n[aã]o\s+(?:[eé]\s+)?(?:precis[oa]|necess[aá]ri[oa])|n['’]est\s+pas\s+n[eé]cessaire|pas\s+n[eé]cessaire)(?![\p{L}])/iu;
/** "Kein WhatsApp nötig": the word saying it after the app, the negation before it. */
const neededAfter = /^\s+(?:n[oö]tig|notwendig|erforderlich)(?![\p{L}])/iu;

function namedAsFeature(text: string, start: number, end: number): boolean {
  const before = sentenceBefore(text, start, 120);
  const after = sentenceAfter(text, end, 120);
  return !asking.test(before) && !asking.test(after) && !offeredBefore.test(before) && !offeredAfter.test(after);
}

/**
 * Ordinary words a seller writes after "Instagram:" or "Facebook:" that say something of the listing, not who they are ("fotos",
 * "more", "disponible", "yes", "none"; PT, ES, FR, EN, IT, DE): such a word alone after the pointer is no handle.
 */
const ordinaryAfterPointer = new Set(
  'foto fotos fotografias photo photos pics pictures picture imagens imagem imágenes imagen images image bilder bild immagini immagine video videos vídeo vídeos vidéo vidéos reels reel stories story mais más plus more mehr più ver voir see sehen vedere disponível disponíveis disponible disponibles available verfügbar disponibile disponibili sim sí si oui yes ja não nao non nein none nenhum nenhuma ninguno ninguna aucun aucune keine nessuno nada rien nothing nichts niente privado privada private privé privée privat privato pedido demanda demande request anfrage richiesta link enlace lien página pagina page seite perfil profil profile profilo conta cuenta compte account konto grupo group groupe gruppo gruppe ideal ideale perfeito perfecto parfait perfect perfekt perfetto'.split(' '),
);
/**
 * Words after a single name that ask to look there for more ("… para mais fotos", "… for more") or go on to another network ("… e
 * TikTok: …"): the name before them is still one.
 */
const forMoreAfter = new RegExp(
  String.raw`^\s+(?:(?:e|y|and|et|und|ou|o|or|oder|ed)\s+(?:${networks}|${whatsApp})(?![\p{L}])|para\s+(?:mais|m[aá]s|ver)|for\s+(?:more|pics|photos)|pour\s+(?:plus|voir)|per\s+(?:pi[uù]|vedere|altre)|f[uü]r\s+mehr)(?![\p{L}])`,
  'iu',
);

/**
 * Whether the word after a network's name and a pointer reads as the listing's words, not a handle ("Facebook: fotos a pedido",
 * "TikTok: perfect height for filming"): written with no @, dot, underscore or digit, it is an ordinary word, or the text goes on
 * after it in the same clause (a handle stands alone, or before "for more …"; a page's name is a run of capitals, read as one).
 */
function readsAsText(text: string, start: number, end: number): boolean {
  const word = text.slice(start, end);
  if (word.includes('@')) return false;
  const name = /[\p{L}\p{N}._]+$/u.exec(word)![0];
  // The pointer stands between the network's name and the word: "Instagram:", "FB ->", "insta =".
  if (!/[:=→➜➡➔➝⇒»>▶►👉-]/u.test(word.slice(0, word.length - name.length).replace(/^[\p{L}\s.]+/u, ''))) return false;
  if (/[._\d]/u.test(name)) return false;
  if (ordinaryAfterPointer.has(name.toLowerCase())) return true;
  // "Segue-me no Instagram: lojadarita tem mais peças": where the seller asks to be followed or written to there, the name after the pointer is
  // the handle even with the sentence going on after it.
  if (!functionWords.has(name.toLowerCase()) && contactAsked.test(text.slice(Math.max(0, start - 40), start))) return false;
  const after = text.slice(end, end + 60);
  if (!/^[ \t]+[\p{L}\p{N}]/u.test(after) || forMoreAfter.test(after)) return false;
  // "Instagram: Casa Velha Antiguidades", "Facebook: Loja da Rita": capitals word after word, with small joining words between, are a page's name.
  if (!/^\p{Lu}/u.test(name)) return true;
  const clause = after.split(/[.,;:!?()\n]/u)[0]!.trim().split(/\s+/u);
  return !clause.every((w) => /^\p{Lu}/u.test(w) || functionWords.has(w.toLowerCase()) || nameParticles.has(w.toLowerCase()));
}

/** How far a page's name goes on after its first word: its capitalised words and the small words between them, in its clause, five words at most. */
function pageNameRest(after: string): number {
  let length = 0;
  let kept = 0;
  for (const piece of after.split(/(?=\s)/u).slice(0, 5)) {
    // A word, and the clause's end glued to it ("Antiguidades,"): the name stops after that word.
    const [, word = '', stop = ''] = /^(\s[\p{L}'’&-]+)([,.;:!?)]?)/u.exec(piece) ?? [];
    if (word.length + stop.length !== piece.length) break;
    const bare = word.trim();
    if (/^\p{Lu}/u.test(bare)) kept = length + word.length;
    else if (!functionWords.has(bare.toLowerCase()) && !nameParticles.has(bare.toLowerCase())) break;
    length += word.length;
    if (stop) break;
  }
  return kept;
}

/** The small words that join a name's capitalised words ("Bottega di Rita", "Casa dos Avós", "Haus vom See"), beside the function words. */
const nameParticles: ReadonlySet<string> = new Set('di del della delle dei degli dello dos das dal dalla du des d von vom zum zur van of y'.split(' '));

/** A pointer, an @, or a handle's dot, underscore or digit in a match: the words after a network written as a handle. */
/** A colour's word right after an app's name, or right before it ("whatsapp green", "verde whatsapp", "vert WhatsApp", "WhatsApp-Grün"). */
const colourBeside = /^[\s-]*(?:green|verde|vert|gr[uü]n|blue|azul|bleu|blau|blu|colou?r|cor|couleur|farbe|colore)(?![\p{L}])/iu;
const colourBefore = /(?<![\p{L}])(?:green|verde|vert|gr[uü]n|blue|azul|bleu|blau|blu|cor|color|colou?r|couleur|farbe|colore)[\s"“'-]*$/iu;
const pointsAtHandle = /[:@=→➜➡➔➝⇒»>▶►👉]|[._\d]/u;
/** A count's or a measure's word right after a number ("100 unidades", "2 pcs", "50 Stück", "30 cm"). */
/** A handle-shaped word that is a measure: a number glued to its unit, or sizes by an x ("30cm", "350ml", "150x200"). */
const measureWord = /\s\d+(?:[.,]\d+)?(?:cm|mm|ml|cl|kg|gb|tb|m|g|l|x\d+(?:[.,]\d+)?(?:cm|mm|m)?)$/iu;
const countedAfter = /^\s*(?:unidades?|unid|uds?|units?|pcs?|pieces?|pe[cç]as|piezas|pi[eè]ces|pezzi|st[uü]ck|stk|pack|x|mm|cm|m|g|kg|ml|l|gb|tb|€|eur|euros?)(?![\p{L}])/iu;

/** Social handles and messaging apps offered as a contact outside the platform. */
/**
 * A handle after a network's account word, in one compound or two words ("Insta-Account möbel_von_lisa", "Instagram account: x.y",
 * "TikTok-Profil @x", "Facebook page casa_ana"): the account's name, written as a handle, is the handle.
 */
const handleAfterAccountWord = new RegExp(
  String.raw`(?<![\p{L}])(?:${networks}|${videoNetworks})[\s-]?(?:account|konto|profil|profile|kanal|channel|seite|page)(?![\p{L}])\s*(?:${pointer}\s*)?${handleShaped}`,
  'giu',
);

/**
 * A handle after an account word and its network ("profilo instagram giulia.vintage", "mon compte insta lea_friperie", "perfil de Instagram
 * @x"): the account's name, written as a handle (dots and all: an account, not a site).
 */
const handleAfterAccountOfNetwork = new RegExp(
  String.raw`(?<![\p{L}])${accountWords}\s+(?:(?:de|do|da|di|du|on|sur|su|auf|no|na|en|in)\s+)?(?:${networks}|${videoNetworks})(?![\p{L}])\s*(?:${pointer}\s*)?${handleShaped}`,
  'giu',
);
/** A handle after a network and a slash or a bar ("instagram / lea_vintage", "IG | rita.closet"): written as one, with a dot, an underscore or a digit. */
const handleAfterNetworkSlash = new RegExp(String.raw`(?<![\p{L}])(?:${networks})\s*[/|]\s*@?(?=[\p{L}\p{N}._]*[._\d])[\p{L}\p{N}._]{2,29}[\p{L}\p{N}_]`, 'giu');
/**
 * A page named by its name after its network and "as" ("cercateci su Facebook come Bottega Rossi Usato", "find me on Facebook as Retro Rags
 * Leeds"): one to four words, each a name's capital or a small joining word. The pattern reads any word (under its `i` flag a capital
 * cannot be told); `pageNameLength` reads the capitals.
 */
const pageAfterNetworkAs = new RegExp(
  String.raw`(?<![\p{L}])(?:procur|pesquis|b[uú]s[cq]|search|find|look\s+(?:me\s+)?up|cherch|such|cerc|trov|encontr|trouv|finde|segu|sigu|follow|suiv|folg)\p{L}*(?:-?(?:me|moi|mi|mich|nos)|\s+(?:me|us|moi|nous|mich|uns))?\s+(?:[\p{L}'’]+\s+){0,2}?(?:no|na|on|en|sur|auf|su|in|bei)\s+(?:${networks}|${videoNetworks})\s+(?:como|as|comme|come|als|unter|under|sous\s+le\s+nom(?:\s+de)?)\s+(\p{L}[\p{L}\p{N}'’&-]*(?:\s+[\p{L}\p{N}'’&-]+){0,4})`,
  'giu',
);
/** The name's own words in what follows "as": capitalised words and the small words joining them, up to the first other word. */
function pageNameLength(name: string): number {
  let length = 0;
  let kept = 0;
  for (const word of name.split(/(?=\s)/u)) {
    const bare = word.trim();
    if (/^\p{Lu}/u.test(bare)) kept = length + word.length;
    else if (!functionWords.has(bare.toLowerCase())) break;
    length += word.length;
  }
  return kept;
}
/**
 * A network offered as where the seller talks, no handle named (following there is left to the handle rules: "segue-me lá para veres mais"
 * names no one): answering, talking or writing there ("quicker replies on Snapchat", "respondo pelo
 * Instagram", "je réponds sur Insta", "contesto por Instagram"), or the seller's own account of it sent to for more ("Mon Insta pour plus de
 * photos", "no meu Instagram tenho mais", "more pics on my Snapchat"): the way to reach the seller off the platform.
 */
/** The seller saying they are on a network ("estou no Insta", "je suis sur Insta", "I'm on TikTok", "sono su Instagram", "bin auf Insta"), the name they go by there after "as" too. */
const beingOnNetwork = String.raw`(?<![\p{L}])(?:estou|estamos|estoy|je\s+suis|on\s+est|nous\s+sommes|i['’]?m|i\s+am|we['’]re|we\s+are|sono|siamo|ich\s+bin|wir\s+sind)\s+(?:(?:tamb[eé]m|also|aussi|anche|auch|tambi[eé]n)\s+)?(?:no|na|en|sur|on|su|sul|auf|in|bei)\s+(?:${socialNetworks}|${usernameMessengers})(?![\p{L}])(?:\s+(?:como|as|comme|come|als|unter)\s+@?[\p{L}\p{N}._]{1,29}[\p{L}\p{N}_])?`;
/** More photos or goods said to be on the seller's own network ("as fotografias estão no nosso TikTok", "mehr Bilder auf meinem Insta", "altre foto sul mio Instagram"). */
const morePicturesOnOwnNetwork = String.raw`(?<![\p{L}])(?:fotos?|fotografias?|photos?|pics|pictures|bilder|immagini|v[ií]deos?|vid[ée]os?|more|mais|m[aá]s|plus|mehr|altr[ei]|pi[uù])(?:\s+[\p{L}'’]+){0,4}?\s+(?:no|na|en|sur|on|su|sul|auf|in|dans|nel|nella|im)\s+(?:(?:o|a|el|la|le|il)\s+)?(?:meu|minha|mi|mon|ma|my|mein(?:em|en)?|mio|nosso|nuestro|notre|our|unser\p{L}*)\s+(?:${socialNetworks}|${usernameMessengers})(?![\p{L}])`;
const talkOnNetwork = new RegExp(
  String.raw`(?<![\p{L}])(?:respond\p{L}*|r[ée]pond\p{L}*|repl(?:y|ies|ying)|answer\p{L}*|antwort\p{L}*|contest\p{L}*|rispond\p{L}*|talk|chat(?:ta|te|tons|ting)?|fal(?:a|o|amos|e|em)|habl(?:a|o|amos|e|emos)|parl(?:e|ons|ez|iamo|o)|dm|text|msg|ping|message\s+me|write\s+(?:to\s+)?me|escreve-me|escr[ií]beme|[ée]cri(?:s|vez)-moi|schreib(?:t)?\s+mir|scrivimi|contact(?:e|ez|a)?[\s-]?(?:me|moi)?)\s+(?:(?:me|you|te|vous|dir|ti|directly|directement|directamente|diretamente|direkt|direttamente)\s+)?(?:(?:faster|quicker|mais\s+r[aá]pido|m[aá]s\s+r[aá]pido|plus\s+vite|schneller|pi[uù]\s+veloce)\s+)?(?:on|no|na|en|sur|su|sul|auf|[uü]ber|via|por|pelo|pela|per|in|bei)\s+(?:(?:the|o|a|el|la|le|il|mi|my|mon|meu|minha|mein\p{L}*)\s+)?(?:${socialNetworks}|${usernameMessengers})(?![\p{L}])|${beingOnNetwork}|${morePicturesOnOwnNetwork}|(?<![\p{L}])(?:meu|minha|mi|mon|ma|my|mein(?:em|en)?|mio|nosso|nuestro|notre|our|unser\p{L}*)\s+(?:instagram|insta|tiktok|snapchat|snap|facebook|fb|telegram|discord)(?![\p{L}])(?=[^.!?\n]{0,40}?(?<![\p{L}])(?:fotos?|photos?|pics|pictures|bilder|more|mais|m[aá]s|plus|mehr|pi[uù]|respond\p{L}*|r[ée]pond\p{L}*|reply|answer|antwort\p{L}*|contest\p{L}*|rispond\p{L}*|escrev\p{L}*|escrib\p{L}*|[ée]cri\p{L}*|write|schreib\p{L}*|scriv\p{L}*|dm|mensag\p{L}*|messag\p{L}*|mensaj\p{L}*|contact\p{L}*|contat\p{L}*)(?![\p{L}]))`,
  'giu',
);

/**
 * A network's short name and a pointer before a name written as a handle ("sc: jake_funko22", "tt: moda.rita", "yt: kanal99"): the
 * abbreviation is a network only so, the name holding a dot, an underscore or a digit.
 */
const abbreviatedNetworkHandle = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:sc|tt|yt)\s*:\s*@?(?=[\p{L}\p{N}._]*[._\d])[\p{L}\p{N}._]{2,29}[\p{L}\p{N}_]`, 'giu');
/**
 * A resale app's name and a pointer before a name standing alone ("my depop: lojadarita , have a look", "etsy : atelierjulie"): the
 * seller's shop there, by its handle.
 */
const handleAfterShopAppPointer = new RegExp(
  String.raw`(?<![\p{L}])(?:${resaleApps})\s*${pointer}\s*@?(?!(?:the|a|an|my|o|a|um|uma|el|la|un|una|le|les|il|lo|der|die|das)\s)[\p{L}\p{N}._]{2,29}[\p{L}\p{N}_](?=\s*(?:[,.;!?)\n]|$))`,
  'giu',
);
/**
 * The seller's handle on a network said to be the name they use here ("DM me on insta, I use the same name as here", "no Instagram, tenho o
 * mesmo nome que aqui", "même pseudo qu'ici", "gleicher Name wie hier"): the network and the words saying so are the handle.
 */
const sameNameAsHere = /(?<![\p{L}])(?:(?:the\s+)?same\s+(?:user\s*)?(?:name|username|handle|nick(?:name)?)\s+as\s+(?:on\s+)?(?:here|this\s+(?:site|app))|(?:o\s+)?mesmo\s+(?:nome|user(?:name)?|nick)\s+(?:que|de|do\s+que)\s+aqui|(?:el\s+)?mismo\s+(?:nombre|usuario|nick)\s+que\s+aqu[ií]|(?:le\s+)?m[eê]me\s+(?:pseudo|nom)\s+(?:qu['’]ici|que\s+(?:sur\s+)?ici)|(?:lo\s+)?stesso\s+(?:nome|username|nick)\s+(?:di|che|come)\s+qui|(?:den\s+)?(?:gleiche[nr]?|selbe[nr]?)\s+(?:namen?|nick(?:name)?|benutzernamen?)\s+wie\s+hier)/giu;
const sameNameInSentence = new RegExp(sameNameAsHere.source, 'iu');
// "the gram": Instagram's nickname, read as a network only here, before the same-name words.
const networkWordBefore = new RegExp(String.raw`(?<![\p{L}])(?:${networks}|(?<=the\s)gram)(?![\p{L}])`, 'giu');

export function findSocialHandles(text: string, context?: Pick<RuleContext, 'otherField'>): Finding[] {
  const found: Finding[] = [];
  const profiles: [number, number][] = [];
  // Handles found after an account word ("TikTok-Profil @x"): their @handle is that one, not another.
  const accountHandles: [number, number][] = [];
  for (const pattern of [profileAddress, handleAfterAccountWord, handleAfterAccountOfNetwork, handleAfterNetworkSlash, abbreviatedNetworkHandle, handleAfterShopAppPointer, handleAfterNetwork, atHandle, messagingApps, handleBeforeNetwork, namedHandle, pageAfterNetworkAs, handleAfterNetworkAs, pageBeforeNetwork, searchedHandle, pageAfterNetwork, colonHandleAfterNetwork, searchedAsName, talkOnNetwork]) {
    for (const match of matchesOf(text, pattern)) {
      const word = match[0];
      // A page's name is a name: a capital among its words ("Casa Velha Antiguidades"), not a plain phrase ("procurem fotos no Instagram").
      if (pattern === pageBeforeNetwork && (!/\p{Lu}/u.test(match[1] ?? '') || found.some((f) => f.start < match.index + word.length && match.index < f.end))) continue;
      if ((pattern === handleAfterNetworkAs || pattern === handleAfterAccountWord || pattern === handleAfterAccountOfNetwork || pattern === handleAfterNetworkSlash || pattern === pageAfterNetworkAs || pattern === talkOnNetwork) && found.some((f) => f.start < match.index + word.length && match.index < f.end)) continue;
      if (pattern === handleAfterNetwork && spelledAtWordThenPlain.test(word)) continue;
      // "su Facebook come Bottega Rossi": "as" after the network introduces the name (`pageAfterNetworkAs`), it is none.
      if (pattern === handleAfterNetwork && /\s(?:como|as|comme|come|als|unter|under|sous)$/iu.test(word)) continue;
      if (pattern === pageAfterNetworkAs) {
        const length = pageNameLength(match[1]!);
        if (length === 0) continue;
        const end = match.index + word.length - match[1]!.length + length;
        if (!found.some((f) => f.start < end && match.index < f.end)) found.push(finding('social_handle', 'contact-details', text, match.index, end));
        continue;
      }
      // "perfect for my Instagram photos": a network the item is for is no way to talk.
      if (pattern === talkOnNetwork && purposeBefore.test(text.slice(Math.max(0, match.index - 24), match.index))) continue;
      // "Escreve-me no Insta, mesmo nome que aqui": the network and the words naming the handle are found together below.
      if (pattern === talkOnNetwork && sameNameInSentence.test(sentenceAfter(text, match.index + word.length, 80))) continue;
      // "Talk on TikTok, username: loja.rosa": where the sentence names the handle, the handle is the finding.
      if (pattern === talkOnNetwork && found.some((f) => (f.start >= match.index + word.length && !/[.!?\n]/u.test(text.slice(match.index + word.length, f.start))) || (f.end <= match.index && !/[.!?\n]/u.test(text.slice(f.end, match.index))))) continue;
      // "Facebook page casa_ana": the account word is no handle where the handle after it was found with it.
      if (pattern === handleAfterNetwork && found.some((f) => f.start <= match.index && match.index + word.length <= f.end)) continue;
      // "ig" or "snap" followed by an ordinary word is not a handle unless written as one.
      if (pattern === handleAfterNetwork && !/[:@\-=→➜➡➔➝⇒»>▶►👉]|\d|[._]/u.test(word.slice(word.search(/\s|:|@/))) && !/^(instagram|insta|tiktok|snapchat|telegram|facebook|discord)/i.test(word)) continue;
      // "WhatsApp e Instagram funcionam", "great for TikTok dances": a plain word after a network named with no contact or following word before it.
      if (pattern === handleAfterNetwork && !pointsAtHandle.test(word) && !handleCueBefore.test(text.slice(Math.max(0, match.index - 40), match.index))) continue;
      // "on Insta for more", "no Instagram e no TikTok": a small word after the network's name is the sentence going on, not a handle.
      if (pattern === handleAfterNetwork && !word.includes('@') && (functionWords.has(/[\p{L}\p{N}._]+$/u.exec(word)![0].toLowerCase()) || timeWords.test(/[\p{L}\p{N}._]+$/u.exec(word)![0]))) continue;
      // "for Instagram photos", "liga ao Instagram diretamente": a network the item is for or connects to, its next word no handle (unless written as one).
      if (pattern === handleAfterNetwork && purposeBefore.test(text.slice(Math.max(0, match.index - 24), match.index)) && !pointsAtHandle.test(word)) continue;
      // "Facebook: fotos a pedido", "Instagram: stable for reels": after a pointer, words of the listing are no handle.
      if ((pattern === handleAfterNetwork || pattern === colonHandleAfterNetwork) && readsAsText(text, match.index, match.index + word.length)) continue;
      // "Instagram-worthy", "TikTok-famous": a hyphen glued to both words makes a compound, not a pointer to a handle.
      if (pattern === handleAfterNetwork && /^[\p{L}]+-\p{Ll}+$/u.test(word)) continue;
      // "snap 100 unidades", "insta 2 pcs": a bare number counted or measured by the word after it is a quantity, not a handle.
      if (pattern === handleAfterNetwork && /\s\d+$/u.test(word) && countedAfter.test(text.slice(match.index + word.length, match.index + word.length + 16))) continue;
      // "TikTok 30cm", "Instagram 150x200", "TikTok 350ml": a measure glued to its unit, or two sizes by an x, is the item's size, not a handle.
      if (pattern === handleAfterNetwork && measureWord.test(word)) continue;
      if (pattern === atHandle && (inQuotedSlogan(text, match.index, match.index + word.length) || printedInOtherField(word, context?.otherField ?? '') || printedBefore.test(text.slice(Math.max(0, match.index - 60), match.index)) || printedAfter.test(text.slice(match.index + word.length, match.index + word.length + 30)) || namedAsAWord(text, match.index))) continue;
      // "da colección @verano", "mala @Mango": a product line's name or the maker's own name written with an @.
      if (pattern === atHandle && accountHandles.some(([start, end]) => start <= match.index && match.index + word.length <= end)) continue;
      if (pattern === atHandle && lineWordBefore.test(text.slice(Math.max(0, match.index - 40), match.index))) continue;
      if (pattern === atHandle && tagsBrand(text, match.index, match.index + word.length)) continue;
      if (pattern === messagingApps && namedAsInstalledApp(text, match.index, match.index + word.length)) continue;
      if (pattern === messagingApps && namedAsFeature(text, match.index, match.index + word.length)) continue;
      // "camisola verde whatsapp", "WhatsApp-Grün": an app named beside a colour's word is the colour.
      if (pattern === messagingApps && (colourBeside.test(text.slice(match.index + word.length, match.index + word.length + 12)) || colourBefore.test(text.slice(Math.max(0, match.index - 12), match.index)))) continue;
      // "Só chamadas e SMS, sem WhatsApp", "sin WhatsApp": an app the item lacks is no way to talk ("no" is left out: in Portuguese it is "on").
      if (pattern === messagingApps && /(?<![\p{L}])(?:sem|sin|sans|without|ohne|senza)\s+(?:(?:o|el|le|the|il)\s+)?$/iu.test(text.slice(Math.max(0, match.index - 16), match.index))) continue;
      // "não uso Telegram nem WhatsApp", "I don't use WhatsApp or Telegram": an app the seller says they do not use is no way to talk.
      if (pattern === messagingApps && appRefusedBefore.test(text.slice(Math.max(0, match.index - 50), match.index))) continue;
      // "mit WhatsApp und Instagram getestet": a network named as an app the phone runs, its next word no handle.
      if (pattern === handleAfterNetwork && !pointsAtHandle.test(word) && namedAsInstalledApp(text, match.index, match.index + word.length)) continue;
      // "segue @loja no insta": a handle already found on its own is not found again with its searching word around it.
      if (pattern === handleBeforeNetwork && found.some((f) => f.start < match.index + word.length && match.index < f.end)) continue;
      if (pattern === pageAfterNetwork && !/^\p{Lu}/u.test(match[1] ?? '')) continue;
      if ((pattern === pageAfterNetwork || pattern === colonHandleAfterNetwork) && found.some((f) => f.start < match.index + word.length && match.index < f.end)) continue;
      if (pattern === colonHandleAfterNetwork && !contactAsked.test(text.slice(Math.max(0, match.index - 40), match.index))) continue;
      if (pattern === searchedAsName && (notAName.has(match[1]!.toLowerCase()) || functionWords.has(match[1]!.toLowerCase()) || ordinaryAfterPointer.has(match[1]!.toLowerCase()) || found.some((f) => f.start < match.index + word.length && match.index < f.end) || (!networkInSentenceBefore.test(sentenceBefore(text, match.index, 120)) && !networkInSentenceAfter.test(sentenceAfter(text, match.index + word.length, 120))))) continue;
      if (pattern === searchedHandle && (found.some((f) => f.start < match.index + word.length && match.index < f.end) || (!networkInSentenceBefore.test(sentenceBefore(text, match.index, 120)) && !networkInSentenceAfter.test(sentenceAfter(text, match.index + word.length, 120))))) continue;
      // Inside a profile's address ("insta.com/ana"), its words are that one handle.
      if (pattern !== profileAddress && profiles.some(([start, end]) => start <= match.index && match.index < end)) continue;
      if (pattern === profileAddress) profiles.push([match.index, match.index + word.length]);
      if (pattern === handleAfterAccountWord) accountHandles.push([match.index, match.index + word.length]);
      if (pattern === namedHandle && (!networkInSentenceBefore.test(text.slice(Math.max(0, match.index - 80), match.index)) || found.some((f) => f.start < match.index + word.length && match.index < f.end))) continue;
      // "No need for WhatsApp, message me here", "Kein WhatsApp nötig": the app said not needed keeps the talk on the site.
      const after = text.slice(match.index + word.length, match.index + word.length + 30);
      if (notNeededBefore.test(text.slice(Math.max(0, match.index - 40), match.index)) || notNeededAfter.test(after) || (/kein\p{L}*\s+$/iu.test(text.slice(Math.max(0, match.index - 8), match.index)) && neededAfter.test(after))) continue;
      // "Facebook: Bottega di Rita Usato": a page's name of capitalised words is the handle as a whole, so all of it is redacted.
      const end = pattern === handleAfterNetwork && /^\p{Lu}[\p{L}'’&-]*$/u.test(/[\p{L}\p{N}._'’&-]+$/u.exec(word)?.[0] ?? '') ? match.index + word.length + pageNameRest(text.slice(match.index + word.length, match.index + word.length + 80)) : match.index + word.length;
      found.push(finding('social_handle', 'contact-details', text, match.index, end));
    }
  }
  // "DM me on insta, I use the same name as here": the network named before it in its sentence, up to the words saying so.
  for (const match of matchesOf(text, sameNameAsHere)) {
    const before = sentenceBefore(text, match.index, 100);
    const network = [...matchesOf(before, networkWordBefore)].at(-1);
    if (!network) continue;
    const start = match.index - before.length + network.index;
    const end = match.index + match[0].length;
    if (!found.some((f) => f.start < end && start < f.end)) found.push(finding('social_handle', 'contact-details', text, start, end));
  }
  return found;
}
