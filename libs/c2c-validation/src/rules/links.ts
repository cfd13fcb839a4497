import { findBrandMentions, matchBrand } from '@circular/brands';
import { finding, type Finding, type RuleContext } from './finding.ts';
import { isNegated } from './negation.ts';
import { marketplaces, resaleApps, socialNetworks, usernameMessengers, whatsApp } from './networks.ts';
import { functionWords } from './function-words.ts';
import { namesNetworkBefore, searchedOnNetwork } from './social-handles.ts';
import { lineAfter, lineBefore, sentenceAfter, sentenceBefore } from '../text/sentence.ts';
import { matchesOf } from '../text/matches.ts';

const tlds = 'com|pt|es|fr|net|org|eu|io|me|ly|link|shop|store|co|uk|de|it|info|biz|app|site|online|be|ch|gl|gg|to|tk|xyz|top|live|tv|ee|cc|sh|dev|page|am|gd|im|nl|br|ai|bio|club|art|pro|ws|pl|dk|fi|cz|gr|ro|hu|ie|lu|us|ca|au|mx|ar|cl|ru';
/**
 * A letter or digit of a domain's label: ASCII, and the accented Latin letters of our languages, which registries take in
 * internationalised names ("coleccoesdozé.pt", "kinderträume.de") and sellers type as they spell the name.
 */
const labelChar = String.raw`[a-z0-9\u00e0-\u00f6\u00f8-\u00ff\u0153]`;
const label = String.raw`${labelChar}(?:[a-z0-9\u00e0-\u00f6\u00f8-\u00ff\u0153-]{0,61}${labelChar})?`;
const urlPattern = new RegExp(String.raw`\b(?:https?://|www\.)[^\s<>"')\]]+|(?<![@\p{L}\p{N}._-])(?:${label}\.){1,6}(?:${tlds})(?:/[^\s<>"')\]]*)?(?![\p{L}\p{N}@-]|\.[\p{L}\p{N}])`, 'giu');

/** Link shorteners and chat links whose host has a one-letter label ("t.me", "wa.me"). */
const shortHosts = /^(?:t|wa|m|ig|fb)\.me$/i;
/** A dot written out or spaced to slip past link filters: "olx ponto pt", "ebay [dot] co [dot] uk", "www . loja . com". */
const dotWord = String.raw`(?:dot|ponto|punto|point|punkt)`;
// A middle dot or a bullet stands for the dot as well as a spaced full stop ("olx · pt").
// A full stop with a space on one side only ("www. loja .de") is as spaced as one with spaces on both.
const spelledDot = String.raw`(?:\s*[([{]\s*${dotWord}\s*[)\]}]\s*|\s+${dotWord}\s+|\s+[.·•∙]\s*|[.·•∙]\s+)`;
// A path segment may be a handle ("youtube ponto com barra @loja", its @ spelt out: "… barra arroba loja").
const spelledPath = String.raw`(?:\s*(?:/|\s(?:barra|slash|barre)\s)\s*(?:@|(?:arroba|at)\s+(?=[\p{L}\p{N}_.-]))?[\p{L}\p{N}_.-]{1,60}){0,6}`;
const spelledLink = new RegExp(String.raw`(?<![\p{L}\p{N}@.-])${label}(?:${spelledDot}${label}){0,4}${spelledDot}(?:${tlds})(?![\p{L}\p{N}])${spelledPath}`, 'giu');

/** Marketplaces, shops and networks whose name before a spaced full stop and a domain ending is their site. */
const knownSites = /^(?:olx|ebay|vinted|wallapop|milanuncios|leboncoin|custojusto|standvirtual|kleinanzeigen|subito|gumtree|etsy|depop|amazon|instagram|facebook|tiktok|youtube|linktr|beacons|shopify|wix|bit|tinyurl)$/iu;

/** A link "defanged" so filters miss it: "hxxps://loja[.]pt/x", "olx(.)pt". */
const defanged = new RegExp(String.raw`\bh(?:tt|xx)ps?(?:://|\[:\]//)[^\s<>"']+|(?<![\p{L}\p{N}@.-])(?:${label}\s?(?:\[\.\]|\(\.\)|\{\.\})\s?)+(?:${tlds})(?![\p{L}\p{N}])(?:/[^\s<>"')\]]*)?`, 'giu');

const spelledDotPattern = new RegExp(spelledDot, 'iu');
/** A word that announces a site just before its name: "o meu site:", "ma boutique en ligne :", "website -". */
const siteWordBefore = /(?<![\p{L}])(?:site|website|web|p[aá]gina|blog|loja\s+online|tienda\s+online|boutique\s+en\s+ligne|online[\s-]?shop)\s*[:\-–]?\s*$/iu;
const dotWordPattern = new RegExp(dotWord, 'iu');

/** A word naming a work (a book, a film, an album, a game…) with up to two words after it, then an opening quotation mark. */
const workBeforeQuote =
  /(?<![\p{L}])(?:livros?|libros?|livres?|libr[oi]|b[uü]cher|buch|books?|romances?|romans?|romanzo|novels?|novelas?|filmes?|films?|pel[ií]culas?|s[eé]ries?|[aá]lbu(?:m|ns|mes)|albums?|discos?|cds?|dvds?|blu-?ray|vinil|vinyl|bd|comics?|c[oó]mics?|mangas?|jogos?|juegos?|jeux?|games?|spiel|gioco|canç[aã]o|canci[oó]n|chanson|songs?|document[aá]rio|documental|documentaire|documentary|revistas?|magazines?|posters?|cartaz|pe[cç]a|obra|play)(?:\s+[^\s"“”«»„]+){0,2}\s*["“«„]$/iu;
const quoteMark = /["“”«»„]/gu;
/**
 * A link-shaped title of a book, film or record, written in quotation marks after the word naming the work (a thriller called
 * "www.x.com"): the work's name, not a site. The link must lie inside the quotation (an opening mark before it with no other
 * mark between, a closing one after it on the same line).
 */
function inWorkTitle(text: string, start: number, end: number): boolean {
  // The line, at most `titleReach` characters of it before and after: a long text of many links must not make each read all of it.
  const line = lineBefore(text, start, titleReach);
  const marks = [...matchesOf(line, quoteMark)];
  const open = marks.at(-1);
  if (!open || marks.length % 2 === 0) return false;
  if (!workBeforeQuote.test(line.slice(Math.max(0, open.index - 60), open.index + 1))) return false;
  const rest = lineAfter(text, end, titleReach);
  return /["“”«»„]/u.test(rest);
}
const titleReach = 240;

/** A two-label domain whose name is capitalised and is a maker's exact name or alias in the brand table ("Apple.com"). */
function companyNamedByDomain(host: string): boolean {
  const labels = host.split('.');
  if (labels.length !== 2 || !/^\p{Lu}\p{Ll}/u.test(labels[0]!)) return false;
  const match = matchBrand(labels[0]!);
  return match !== undefined && (match.method === 'exact' || match.method === 'alias');
}

/** Marketplaces and resale sites by name, and the profile whose own platform each is. */
/**
 * Marketplaces and resale apps, with a few read here only: names that are everyday words too ("preloved", a tempo's "allegro", a clothes
 * sale's "vide-dressing"), safe after a page word; Vestiaire by its full name; Facebook's marketplace and the bare word after a page word.
 */
const marketplaceNames = String.raw`${marketplaces}|vestiaire\s+collective|${resaleApps}|preloved|allegro|vide[\s-]?dressing|facebook\s+marketplace|marketplace`;
const ownMarketplace: Partial<Record<RuleContext['profile'], RegExp>> = { 'olx-pt': /^olx$/iu, vinted: /^vinted$/iu, wallapop: /^wallapop$/iu, ebay: /^ebay$/iu };
/** A seller asking to be sought or found ("procurem-me", "búscame", "retrouvez-moi", "find me", "cercatemi", "sucht mich"), in the six languages. */
const seekMe = String.raw`(?<![\p{L}])(?:(?:procur|pesquis|encontr)(?:a|em|e)-me|(?:b[uú]sc|encu[eé]ntr)a(?:me|dme|nme)|buscadme|encontradme|(?:cherch|retrouv|trouv)e[zr]?[\s-]moi|(?:find|search\s+for|look\s+for|look)\s+me(?:\s+up)?|(?:cerc|trov)a(?:temi|mi)|(?:sucht|such|findet|find)\s+mich)`;
/** Asking to be contacted there, or saying it costs less there ("message me there", "fala comigo lá", "escríbeme allí", "moins cher là-bas", "dort günstiger"). */
const contactMeThere = String.raw`(?<![\p{L}])(?:(?:message|contact|text|write\s+to|talk\s+to|dm|msg|ping)\s+me\s+(?:over\s+)?there|(?:fala|falem|fale|contacta|contactem|escreve|escrevam|manda|mandem)(?:-me)?\s+(?:comigo\s+)?(?:l[aá]|ali)|(?:escr[ií]beme|escribidme|cont[aá]ctame|h[aá]blame)\s+(?:all[ií]|ah[ií]|all[aá])|(?:contactez|[eé]crivez|contacte|[eé]cris)[\s-]moi\s+l[aà](?:-bas)?|(?:scrivimi|contattami|scrivetemi|contattatemi)\s+(?:l[iì]|l[aà])|(?:schreib|schreibt|kontaktiert|kontaktier)\s+mir\s+dort|(?:more\s+)?cheaper\s+(?:over\s+)?there|(?:mais\s+)?barat[oa]s?\s+(?:l[aá]|ali)|m[aá]s\s+barat[oa]s?\s+(?:all[ií]|ah[ií])|moins\s+ch[eè]re?s?\s+l[aà](?:-bas)?|pi[uù]\s+economic[oi]\s+l[iì]|(?:dort|da)\s+g[uü]nstiger|g[uü]nstiger\s+dort)(?![\p{L}])`;
/**
 * Another marketplace left unnamed ("essa outra app", "la otra app", "l'autre plateforme", "the other app", "l'altra app", "die andere App"): the seller's
 * profile, shop or other goods said to be there ("a loja na outra plataforma", "ma page sur l'autre appli", "my shop on the other app"), or it
 * said to be cheaper or where to write ("noutra app fica mais barato", "on the other app, message me there") send buyers away as a name does.
 */
const otherSite = String.raw`(?:[nd]?outr[oa]|otr[oa]|autre|other|altr[oa]|anderen?|andere)\s+(?:app|aplica[cç][aã]o|aplicaci[oó]n|appli(?:cation)?|site|sitio|web|plataforma|plateforme|platform|plattform|piattaforma|marketplace)(?![\p{L}])`;
const cheaperThere = String.raw`(?:mais\s+)?barat[oa]s?|cheaper|moins\s+ch[eè]re?s?|m[aá]s\s+barat[oa]s?|g[uü]nstiger|meno\s+car[oia]|pi[uù]\s+economic[oi]|${contactMeThere}`;
const pageOnOtherSite = String.raw`(?<![\p{L}])(?:perfil(?:es)?|profiles?|profil|profilo|loja|tienda|boutique|shop|store|p[aá]gina|page|dressing|armario|closet|annonces|an[uú]ncios|annunci|anzeigen|artigos|art[ií]culos|articles|articoli|artikel|listings|items|cosas|coisas|things|stuff)\s+(?:(?:no|na|de|do|da|del|en|on|sur|su|sul|auf|bei|at|in|im|dans|nell['’]|nella)\s+)?(?:(?:el|la|le|the|il|lo|o|a|der|die|dem|den)\s+|l['’]\s*)?${otherSite}|(?<![\p{L}])(?:no|na|en|on|sur|su|sull['’]|nell['’]|auf|in|im|dans)\s+(?:(?:el|la|le|the|il|lo|o|a|der|die|dem|den)\s+|l['’]\s*)?${otherSite}(?=[^.!?\n]{0,60}?(?<![\p{L}])(?:${cheaperThere})(?![\p{L}]))|(?<![\p{L}])[nd]outr[oa]\s+(?:app|aplica[cç][aã]o|site|plataforma)(?![\p{L}])(?=[^.!?\n]{0,60}?(?<![\p{L}])(?:${cheaperThere})(?![\p{L}]))`;

/**
 * The seller's page on another marketplace: a profile, a shop or the rest of the seller's goods named on it ("o meu perfil no
 * custojusto", "tengo más cosas en milanuncios", "more listings on my gumtree page", "meine Anzeigen auf Kleinanzeigen"): it sends buyers to
 * another site as a link does. The listing's own marketplace is no other site ("o meu perfil no OLX" on OLX).
 */
const marketplacePage = new RegExp(
  String.raw`(?<![\p{L}])(?:perfil(?:es)?|profiles?|profil|profilo|loja|tienda|boutique|shop|store|p[aá]gina|page|vitrine|dressing|armario|roupeiro|guarda-?roupa|wardrobe|closet|guardaroba|kleiderschrank|annonces|an[uú]ncios|annunci|inserzioni|anzeigen|(?:other|more)\s+(?:stuff|items|things|listings|ads)|(?:outr[oa]s|mais)\s+(?:coisas|artigos|an[uú]ncios)|(?:otr[oa]s|m[aá]s)\s+(?:cosas|art[ií]culos|anuncios)|autres\s+(?:articles|annonces)|altri\s+(?:articoli|annunci|oggetti)|weitere[n]?\s+(?:artikel|anzeigen|sachen)|negozio|laden)(?:\s+(?:complet[oa]?|complete|entier|inteiro|entero|intero|komplett|whole|full))?\s+(?:(?:no|na|de|do|da|del|en|on|sur|su|sul|auf|bei|at|in|im)\s+(?:(?:el|la|le|the|il|lo|o|a)\s+)?)?(${marketplaceNames})(?![\p{L}])|(?<![\p{L}])(?:my|mi|mon|ma|meu|minha|mio|mia|mein\p{L}*)\s+(${marketplaceNames})\s+(?:page|profile|shop|store|perfil|loja|tienda|boutique|profil|pagina|negozio|seite|laden)(?![\p{L}])|(?<![\p{L}])(?:tenho|tengo|j['’]ai|i\s+have|ho|habe)\s+(?:mais|m[aá]s|plus|more|altr[oaie]|mehr)\s+(?:\p{L}+\s+)?(?:no|na|en|sur|on|su|sul|auf|bei|in)\s+(?:(?:o|a)\s+)?(?:meu|minha|mi|mon|ma|my|mio|mia|mein\p{L}*)\s+(${marketplaceNames})(?![\p{L}])|${seekMe}\s+(?:[\p{L}'’]+\s+){0,3}?(?:no|na|em|en|sur|on|su|sul|auf|bei|in|im)\s+(?:(?:o|a|el|la|le|the|il|lo)\s+)?(${marketplaceNames})(?![\p{L}])|(?<![\p{L}])(${marketplaceNames})-(?:profil|shop|laden|seite|kleiderschrank|konto|account|store|page|anzeigen|sortiment)(?![\p{L}])|(?<![\p{L}])(?:on|no|na|em|en|sur|su|sul|auf|bei|in|im)\s+(?:(?:o|a|el|la|le|the|il|lo)\s+)?(${marketplaceNames})(?![\p{L}])(?=[^.!?\n]{0,80}?${contactMeThere})|${pageOnOtherSite}`,
  'giu',
);

const namedLaterInSentence = new RegExp(String.raw`(?<![\p{L}])(?:${marketplaceNames}|${socialNetworks}|${usernameMessengers}|${whatsApp})(?![\p{L}])|@[\p{L}\p{N}._]{3,}`, 'iu');
const pointedAt = /(?<![\p{L}])(?:see|check(?:\s+out)?|visit|look\s+at|on|in|at|em|na|no|en|sur|dans|su|nel|nella|auf|im|v[eê]|vejam?|mira|regarde[zr]?|guarda|schau|visita|visitez)\s+$/iu;

/** Words naming what is printed or written on the item ("print", "imprimé", "inscription", "écrit dessus", "Aufdruck"). */
const printWord = String.raw`(?:estampa\p{L}*|estampad\p{L}*|impress[aã]o|prints?|printed|imprim[eé]\p{L}*|inscri\p{L}*|motif|motivo|slogan|lettering|escrit[oa]|[eé]crit\p{L}*|written|stampa\p{L}*|scritt[oa]|aufdruck|bedruckt|aufgedruckt|gedruckt|aufschrift|schriftzug)`;
const printWordInSentence = new RegExp(String.raw`(?<![\p{L}])${printWord}(?![\p{L}])`, 'iu');
/** "Print says www.x.com", "a estampa diz …", "l'imprimé dit …": a print word and a verb of saying just before the link. */
const printSaysBefore = new RegExp(String.raw`(?<![\p{L}])${printWord}\s+(?:\p{L}+\s+)?(?:says|reads|diz|dice|dit|sagt|lautet|recita|reza)\s*:?\s*["“«„']?$`, 'iu');
/** "Mug printed with www.x.com", "caneca estampada com …", "Tasse bedruckt mit …": a print word and "with" just before the link. */
const printedWithBefore = new RegExp(String.raw`(?<![\p{L}])${printWord}\s+(?:with|com|con|avec|mit)\s+(?:(?:the|a|o|el|la|le|l['’]|il|dem|der)\s*)?["“«„']?$`, 'iu');
const printWordAfter = new RegExp(String.raw`^["”»']?\s+(?:[\p{L}]+\s+)?${printWord}(?![\p{L}])`, 'iu');
/**
 * A link that is the print on the item: quoted in a sentence naming the print ('the sleeve print reads "… www.puma.com"', "l'inscription
 * « www.x.com » écrit dessus"), or with the print word right after it ("hoodie with www.puma.com print").
 */
function printedOnItem(text: string, start: number, end: number, { field, otherField = '' }: Pick<RuleContext, 'field' | 'otherField'> = {}): boolean {
  const lead = text.slice(Math.max(0, start - 60), start);
  if (printWordAfter.test(text.slice(end, end + 40)) || printSaysBefore.test(lead) || printedWithBefore.test(lead)) return true;
  const before = sentenceBefore(text, start, 120);
  const after = text.slice(end, end + 80).split(/[.!?\n]/u)[0] ?? '';
  const quotedLink = ((before.match(/["“”«»„]/gu)?.length ?? 0) % 2 === 1) && /["“”«»„]/u.test(after);
  // 'Graphic tee "www.x.com"' / "the web address is part of the print": a link the title quotes is the print the description names.
  return quotedLink && (printWordInSentence.test(before) || printWordInSentence.test(after) || (field === 'title' && printWordInSentence.test(otherField)));
}

/** Words calling goods promotional: an advertiser's merchandise ("promocional", "promotional", "publicitaire", "promozionale", "Werbe-", "merch"). */
const promotional = String.raw`(?:promocion\p{L}*|promotion\p{L}*|publicit\p{L}*|promozional\p{L}*|pubblicitari\p{L}*|werbe|merch\p{L}*|giveaway|brinde)`;
/** Goods advertisers hand out: shirts, mugs, caps, pens, stickers, key rings, posters. */
const giveawayGoods = String.raw`(?:camis\p{L}*|t-?shirts?|tees?|shirts?|sweat\p{L}*|hoodies?|canecas?|tazas?|mugs?|tasses?|tazz[ae]|bon[eé]s?|gorras?|caps?|casquettes?|posters?|canetas?|bol[ií]grafos?|pens?|stylos?|penne|kugelschreiber|autocolantes?|stickers?|pegatinas?|aufkleber|adesivi|chaveiros?|llaveros?|porte-cl[eé]s|keyrings?|portachiavi|schl[uü]sselanh[aä]nger)`;
/** A promotional word said of such goods, in either order and a German compound ("T-shirt promocional", "Promotional … tee", "Werbe-Shirt"). */
const promotionalWord = new RegExp(String.raw`(?<![\p{L}])(?:${giveawayGoods}[\s-]+(?:[\p{L}.'’-]+\s+){0,3}?${promotional}|${promotional}[\s-]+(?:[\p{L}.'’-]+\s+){0,3}?${giveawayGoods})(?![\p{L}])`, 'iu');
/** Whether a capitalised two-label domain names the advertiser of goods the listing calls promotional, no site word before it. */
function companyOnPromotionalGoods(host: string, text: string, at: number, other = ''): boolean {
  if (host.split('.').length !== 2 || !/^\p{Lu}/u.test(host) || knownSites.test(host.split('.')[0]!)) return false;
  if (siteWordBefore.test(text.slice(Math.max(0, at - 24), at))) return false;
  return promotionalWord.test(text) || promotionalWord.test(other);
}

/** A two-label domain whose name is a maker the brand table knows, named elsewhere in the listing, and no marketplace or network. */
function makersOwnSite(host: string, text: string, at: number, other = ''): boolean {
  const labels = host.split('.');
  if (labels.length !== 2 || knownSites.test(labels[0]!)) return false;
  const match = matchBrand(labels[0]!);
  if (!match || (match.method !== 'exact' && match.method !== 'alias')) return false;
  const rest = `${text.slice(0, at)} ${text.slice(at + host.length)}\n${other.slice(0, 400)}`;
  return findBrandMentions(rest).some((m) => m.brand === match.brand);
}

/** Links and bare domains ("olx.pt", "bit.ly/x", "www.loja.com"), also written out ("olx ponto pt"), which send buyers off the platform. */
/** Nouns the dot-com era is named with: its bubble, boom, crash, era, companies ("bolha", "burbuja", "bulle", "bolla", "Blase", "empresas"). */
const dotComEra =
  /^(?:bolhas?|burbujas?|bulles?|bolle|bolla|blasen?|bubbles?|booms?|crash|crises?|crisis|krach|kris[ie]|era|[eé]poca|[eè]re|[aä]ra|empresas?|companies|company|entreprises?|aziend[ae]|firmen|startups?|gera[cç][aã]o|generaci[oó]n|g[eé]n[eé]ration|generation|generazione)$/iu;

/**
 * A work's, a character's or a mascot's noun just before a capitalised dot-com name ("revista Magazine dot com", "mascote Pets.com"):
 * the name of that thing, not an address to visit (a shop's own domain is written in lower case).
 */
const namedThingBefore =
  /(?<![\p{L}])(?:revistas?|magazines?|riviste?|zeitschrift\p{L}*|livros?|libros?|livres?|libr[oi]|books?|b[uü]ch\p{L}*|filmes?|pel[ií]culas?|films?|movies?|s[eé]ries?|serie|programas?|programmes?|shows?|[aá]lbu(?:m|ns)|albums?|discos?|mascot(?:e|a|te|s)?s?|maskottchen|marionet(?:a|e|te)s?|puppets?|fantoches?|bonecos?|mu[nñ]ecos?|peluches?|pel[uú]cias?|pupazz[oi])\s+(?:(?:d[aeo]s?|del?|du|des|of(?:\s+the)?|della?|dello|der|die)\s+)?$/iu;
/** Whether a dot-com name at `index` (`name`, the label before the dot) is a thing's capitalised name a work's or mascot's noun announces. */
function namedThingDotCom(text: string, index: number, name: string): boolean {
  return /^\p{Lu}/u.test(name) && namedThingBefore.test(text.slice(Math.max(0, index - 30), index));
}

export function findLinks(text: string, context?: Pick<RuleContext, 'profile' | 'otherField' | 'field'>): Finding[] {
  const found: Finding[] = [];
  const own = context ? ownMarketplace[context.profile] : undefined;
  for (const match of matchesOf(text, marketplacePage)) {
    // "more on depop: @vintage.by.mia": the page named by its @handle right after it is that handle, found as one.
    // "my eBay shop" is a pointer only after a pointing word or a place's preposition ("see my Depop shop", "more on my Etsy page"), not in "used it for my eBay shop".
    if (match[2] !== undefined && !pointedAt.test(text.slice(Math.max(0, match.index - 24), match.index))) continue;
    if ((own && own.test((match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5] ?? match[6])!)) || isNegated(text, match.index) || /^\s*[:\-–]?\s*@/u.test(text.slice(match.index + match[0].length, match.index + match[0].length + 6))) continue;
    // "noutra app, procurem x_y no Etsy", "loja na outra app, sou a @x": where the sentence goes on to name the other site, a network or
    // a handle, that names the page and carries the finding.
    if (match.slice(1).every((group) => group === undefined) && namedLaterInSentence.test(sentenceAfter(text, match.index + match[0].length, 100))) continue;
    // "búscame en Vinted como x_y": the seller sought by a name there is that handle, found as one.
    if (match[4] !== undefined && /^\s*,?\s+(?:como|as|comme|come|als|under|sous\s+le\s+nom|con\s+el\s+nombre|com\s+o\s+nome)\s/iu.test(text.slice(match.index + match[0].length, match.index + match[0].length + 30))) continue;
    found.push(finding('external_link', 'marketplace-pages', text, match.index, match.index + match[0].length));
  }
  // Only a text with a quotation mark can hold a work's title in quotation marks (read once, not per link).
  const quoted = /["“”«»„]/u.test(text);
  for (const match of matchesOf(text, defanged)) {
    const value = match[0].replace(/[.,;:!?]+$/, '');
    found.push(finding('external_link', 'external-links', text, match.index, match.index + value.length));
  }
  for (const match of matchesOf(text, spelledLink)) {
    const value = match[0];
    const parts = value.split(spelledDotPattern);
    const tld = parts.at(-1)!.split(/[\s/]/u)[0]!;
    // "Bom estado . Com carregador": a capitalised word after a spaced full stop starts a sentence.
    if (tld !== tld.toLowerCase()) continue;
    // A spaced full stop alone ("bom . pt") is a link only as www, with three labels or with a path.
    const spelled = dotWordPattern.test(value);
    // "www . loja . com" once "w w w" is read as "www": the www stands just before the match.
    const www = /www\s*\.?\s*$/iu.exec(text.slice(Math.max(0, match.index - 8), match.index));
    // "au point de retrait", "el punto es": an article or a preposition before the dot is a sentence going on, not a site's name.
    if (parts.length === 2 && !www && functionWords.has(parts[0]!.toLowerCase())) continue;
    // "olx . pt": a marketplace's or a network's own name before a spaced full stop is its site.
    const knownSite = knownSites.test(parts[0]!);
    // "minha-loja . pt", "loja24 . pt": a name with a hyphen or a digit inside, as domains are written and words are not, or one
    // a site word announces ("o meu site: …"), is a domain before a spaced full stop.
    const domainShaped = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+$|^\p{L}+\d+$/u.test(parts[0]!) || siteWordBefore.test(text.slice(Math.max(0, match.index - 24), match.index));
    const bareSpacedStop = !spelled && !www && !knownSite && !/^www\b/i.test(value) && parts.length < 3 && !/[/]|\s(?:barra|slash|barre)\s/iu.test(value);
    // "Romance Ponto de Partida", "Fiat Punto de 2008": a function word there with a word or a number after it goes on as a sentence.
    const sentenceGoesOn = functionWords.has(tld.toLowerCase()) && /^\s+[\p{L}\p{N}]/u.test(text.slice(match.index + value.length));
    // ("guarda-roupa . com gavetas": a spaced full stop before "com" and more words is a sentence, whatever the name's shape.)
    if (bareSpacedStop && (!domainShaped || sentenceGoesOn)) continue;
    // "Romance Ponto de Partida", "punto de venta", "point de vente": a Romance dot word before a domain ending that is also one of
    // its language's function words, the sentence going on after it (no path), is a phrase, not a site ("meinflohmarkt punkt de" stays one).
    if (parts.length === 2 && !knownSite && /\s(?:ponto|punto|point)\s/iu.test(value) && sentenceGoesOn) continue;
    // "Altavoz Mini Dot de segunda mano", "Vestido Polka Dot de algodón": a capitalised "Dot" after a capitalised word is the last word of
    // a product's or a pattern's name, the sentence going on after a function word; a spelled-out dot is not written as a name's word.
    if (parts.length === 2 && !knownSite && /^\p{Lu}\p{Ll}*\s+Dot\s/u.test(value) && sentenceGoesOn) continue;
    // "a bolha ponto com", "la burbuja punto com", "la bulle point com": the dot-com era named by its bubble, boom or companies, not a site.
    if (parts.length === 2 && tld.toLowerCase() === 'com' && dotComEra.test(parts[0]!)) continue;
    // "revista Magazine dot com": a capitalised dot-com name a work's or a mascot's noun announces names that thing.
    if (parts.length === 2 && tld.toLowerCase() === 'com' && !www && namedThingDotCom(text, match.index, parts[0]!)) continue;
    found.push(finding('external_link', 'external-links', text, match.index - (www?.[0].length ?? 0), match.index + value.length));
  }
  for (const match of matchesOf(text, urlPattern)) {
    // A closing quotation mark glued to the link ('„www.x.de“') closes the quote; it is no part of the address.
    const value = match[0].replace(/[.,;:!?"“”»’]+$/u, '');
    const host = value.replace(/^https?:\/\//i, '').split('/')[0] ?? '';
    // "3.5mm", "v2.0", "Node.js": a domain needs a label with letters that is not a version or unit.
    const bare = !/^https?:|^www\./i.test(value);
    if (bare && !/[a-z]{2,}/i.test(host.split('.').slice(0, -1).join('.')) && !shortHosts.test(host)) continue;
    // "Bom estado.Com carregador", "Muy bonito.Es nuevo": a sentence run into the next without a space, not a domain.
    const tld = host.split('.').at(-1) ?? '';
    if (bare && tld !== tld.toLowerCase() && host !== host.toUpperCase()) continue;
    // "Mais jogos no meu TikTok, procurem jogos.baratos.pt": a dotted name searched for in a sentence naming a network is the handle there.
    if (bare && host === value && searchedOnNetwork(text, match.index)) continue;
    // "a mascote Pets.com": a capitalised dot-com name a work's or a mascot's noun announces names that thing.
    if (bare && host === value && /^[^.]+\.com$/u.test(host) && namedThingDotCom(text, match.index, host)) continue;
    // "Insta: ana.costa.pt": a dotted name a network's name points at is the handle there (no scheme, www or path: an account, not a site).
    if (bare && host === value && !shortHosts.test(host) && namesNetworkBefore(text, match.index)) continue;
    // "caneca oferecida pela Apple.com", "Apple.com promotional pen": a company named by its domain, written as a name (a capital, no www, no
    // path) and known to the brand table as a maker, is the company, not a site to go to.
    if (bare && host === value && companyNamedByDomain(host)) continue;
    // "T-shirt promocional do portal Sapo.pt", "Promotional Yahoo.com tee": a company named by its domain, written as a name (a capital, no
    // www, no path), on goods the listing calls promotional, is the advertiser printed on them, not a site to go to.
    if (bare && host === value && companyOnPromotionalGoods(host, text, match.index, context?.otherField)) continue;
    // "Anleitung auf lego.com" in a Lego listing: the site of a maker the listing names (not a marketplace's) is that maker's, not the seller's.
    if (bare && host === value && makersOwnSite(host, text, match.index, context?.otherField)) continue;
    // Livro "www.x.com": a work's title in quotation marks, not a site (no scheme: "https://" is always a link).
    if (quoted && !/^https?:/i.test(value) && inWorkTitle(text, match.index, match.index + value.length)) continue;
    // 'print reads "… www.puma.com"', "hoodie with www.puma.com print": the item's print, not a site to go to.
    if (!/^https?:/i.test(value) && printedOnItem(text, match.index, match.index + value.length, context)) continue;
    found.push(finding('external_link', 'external-links', text, match.index, match.index + value.length));
  }
  return found;
}
