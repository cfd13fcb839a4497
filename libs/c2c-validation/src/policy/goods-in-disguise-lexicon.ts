import { unknowing } from './unknowing.ts';
import { anyOf, type TopicLexicon } from './item-lexicon.ts';
import { pepperSprayForPlants } from './pepper-spray-for-plants.ts';

/**
 * Goods the marketplaces' prohibited and restricted lists name, sold in the forms and descriptions sellers use instead of the name the
 * other lexicons hold (PT, ES, FR, EN, IT, DE), family by family:
 * - a self-defence spray, a knuckle-duster or a stun device made in the shape of an everyday thing (a keyring, a lipstick, a belt
 *   buckle, a torch), or named by its gas (`weapons`: "Weapons, ammunition and self-defence items", eBay's weapons policy);
 * - a camera or a microphone hidden in an everyday object, or one sold to watch or hear someone without their knowing (`spy-devices`:
 *   "Surveillance and spy equipment");
 * - a phone locked to an account the seller has no password for, or one whose IMEI is blacklisted or reported (`stolen-goods`: the
 *   marketplaces' stolen-goods clauses; a phone that cannot be used is one the seller cannot show to be theirs);
 * - a coat, a stole, a hat or a collar of a wild fur animal's fur, or fur said to be real (`hunting-trophies`: animal parts, restricted:
 *   a person checks the species and its papers);
 * - a game's currency sold for money (FUT coins, gold, gems, "comfort trade") (`digital-accounts`: the game makers' terms and the
 *   marketplaces' digital-goods clauses);
 * - a copy graded as counterfeiters grade it ("triple A") or said to be identical to the genuine goods of the maker the title names
 *   (`counterfeits`);
 * - books, manuals and courses sent as files by e-mail, a messenger or a download (`pirated-media`);
 * - an object the seller found with a metal detector or took from an archaeological site (`cultural-heritage`);
 * - a medicine the seller says is sold only on prescription, or a dose beyond what a supplement may hold (melatonin) (`medicines`);
 * - a festival wristband issued to a person, already activated (`ticket-touting`: personal and non-transferable, the ticket clauses);
 * - a used catalytic converter said taken off the seller's car or sold without its invoice (`catalytic-converters`).
 */

// —— Weapons in the shape of everyday things ——

/** A defence spray by its gas or its purpose, in the six languages. */
const defenceSpray = String.raw`(?:(?:sprays?|aeross[oó]is|aerosol(?:es)?|a[eé]rosols?|bombes?|bombolett[ae]|gel)\s+(?:(?:de|d['’]|au|al|of|mit)\s*)?(?:g[aá]s\s+|gaz\s+)?(?:pimenta|pimienta|poivre|pepper|peperoncino|pfeffer|lacrimog[eé]ne?o?|lacrymog[eè]ne|lacrimogen[oa]|oc|cs|defesa\s+pessoal|defensa\s+personal|auto-?d[eé]fense|auto-?defe(?:sa|nsa)|self[\s-]defen[cs]e|autodifesa|legittima\s+difesa|selbstverteidigung|antiaggressione|anti-?agress[aã]o|anti-?agresi[oó]n|anti-?agression)|g[aá]s\s+(?:lacrimog[eé]neo|lacrimogeno|pimenta|pimienta)|gaz\s+lacrymog[eè]ne|tear\s+gas|cs\s+gas|oc\s+spray|pepper\s+gel|gel\s+au\s+poivre|pfeffergel|reizgas(?:spr[uü]h(?:ger[aä]te?|dosen?)|sprays?)?|k\.?o\.?[\s-]?sprays?)`;
/** Everyday things a weapon is made to look like, or carried on. */
const disguiseForm = String.raw`(?:porta-?chaves|chaveiros?|llaveros?|porte-?cl[eé]s?|key\s?(?:rings?|chains?|fobs?)|portachiavi|schl[uü]sselanh[aä]nger|batons?|pintalabios|rouges?\s+[àa]\s+l[eè]vres|lipsticks?|rossett[oi]|lippenstift\p{L}*|canetas?|bol[ií]grafos?|stylos?|pens?|penn[ae]|kugelschreiber)`;
const knuckleDuster = String.raw`(?:soqueiras?|socos?[\s-]ingl[eê]s(?:es)?|pu[nñ]os?\s+americanos?|poings?\s+am[eé]ricains?|brass\s+knuckles|knuckle[\s-]?dusters?|tirapugni|schlagringe?|cat[\s-]ears?\s+knuckles?)`;
const buckle = String.raw`(?:fivelas?|hebillas?|boucles?\s+de\s+ceinture|boucles?|belt\s+buckles?|buckles?|fibbi[ae]|g[uü]rtelschnallen?|schnallen?)`;
const selfDefence = String.raw`(?:defesa\s+pessoal|autodefesa|defensa\s+personal|autodefensa|auto-?d[eé]fense|self[\s-]defen[cs]e|autodifesa|difesa\s+personale|selbstverteidigung)`;
const torch = String.raw`(?:lanternas?|linternas?|lampes?\s+torches?|lampes?\s+de\s+poche|flashlights?|torch(?:es)?|torc(?:e|ia)|taschenlampen?)`;
const shock = String.raw`(?:choques?|descargas?|paralizador\p{L}*|paralisante|paralysant\p{L}*|[eé]lectrochoc|[eé]lectrique\s+de\s+d[eé]fense|stun|shocker|taser|stordente|elettroshock|elektroschock\p{L}*)`;

// —— Cameras and microphones hidden in everyday things ——

const cameraWord = String.raw`(?:c[aâá]maras?|c[aâ]meras?|cam[eé]ras?|cams?|webcams?|telecamer[ae]|microcamer[ae]|kameras?|micro(?:fone|fono|phone)?s?|micr[oó]fonos?|mics?|gravador(?:es)?|grabador(?:as?|es)?|enregistreurs?|recorders?|registrator[ei]|rekorder|wanzen?)`;
const hiddenWord = String.raw`(?:ocult[oa]s?|escondid[oa]s?|camuflad[oa]s?|dissimulad[oa]s?|disimulad[oa]s?|secret[oa]s?|cach[eé]e?s?|dissimul[eé]e?s?|invisibles?|hidden|secret|covert|concealed|disguised|nascost[oa]|occult[oa]|mimetizzat[oa]|versteckte?[nrs]?|getarnte?[nrs]?|unsichtbare?[nrs]?)`;

// —— Phones locked to an account or blacklisted ——

const lockedToAccount = String.raw`(?:(?:bloquead[oa]|bloqu[eé]e?|bloccat[oa]|locked|gesperrt)\s+(?:(?:por|com|con|par|avec|by|on|to|da|con\s+l['’]|mit|via|de)\s+)?(?:(?:o|el|le|the|il|l['’])\s*)?(?:icloud|apple\s+id|id\s+apple|(?:conta|cuenta|compte|account)\s+(?:google|icloud)|google)|(?:icloud|activation)[\s-]+lock(?:ed)?|(?:bloqueio|bloqueo|verrouillage|blocco)\s+(?:de\s+|d['’]\s*|di\s+)?(?:icloud|activa[cç][aã]o|ativa[cç][aã]o|activaci[oó]n|activation|attivazione)|blocco\s+icloud|icloud[\s-]?(?:sperre|gesperrt)|(?:ativa[cç][aã]o|activaci[oó]n|activation|attivazione|aktivierung)\s+(?:bloquead[oa]|bloqu[eé]e|locked|bloccata|gesperrt)|aktivierungssperre|(?:conta|cuenta|compte|account)\s+(?:(?:de|do|da|del|di)\s+)?(?:icloud|google|apple)|frp)`;
const noCredentials = String.raw`(?:(?:n[aã]o\s+(?:tenho|sei|me\s+lembro\s+d)|no\s+(?:tengo|s[eé]|recuerdo)|je\s+n['’]\s*(?:ai|connais)\s+(?:plus|pas)|i\s+(?:don['’]?t|do\s+not)\s+(?:have|know|remember)|non\s+(?:ho|conosco|ricordo)|ich\s+(?:habe|kenne|wei[sß])\s+(?:\p{L}+\s+)?(?:nicht|kein\p{L}*)|ohne|sem|sin|sans|without|senza|no)\s+(?:(?:a|o|la|el|le|les|the|il|le|das|den|die|mais|plus|more)\s+)?(?:palavra[\s-]passe|senha|password|passwort|contrase[nñ]a|clave|mot\s+de\s+passe|code|c[oó]digo|credenciais|credenciales|identifiants|credentials|credenziali|zugangsdaten|conta|cuenta|compte|account|konto)|(?:kenne|habe|wei[sß])\s+(?:(?:das|den|die|mein\p{L}*)\s+)?(?:passwort|kennwort|zugangsdaten|konto|apple[\s-]id)\s+nicht|kein(?:e|en)?\s+(?:passwort|kennwort|zugangsdaten|konto)|(?:palavra[\s-]passe|senha|password|contrase[nñ]a|mot\s+de\s+passe|passwort)\s+(?:perdid[oa]|esquecid[oa]|olvidad[oa]|oubli[eé]e?|forgotten|lost|dimenticat[oa]|vergessen))`;
const blacklisted = String.raw`(?:(?:na|en|in|on\s+the|sur\s+(?:la\s+)?|auf\s+der)\s+(?:lista\s+negra|liste\s+noire|blacklist|lista\s+nera|schwarzen\s+liste)|blacklist(?:ed)?|blacklist[eé]e?|imei\s+(?:\p{L}+\s+)?(?:bloquead[oa]|bloqu[eé]|bloccat[oa]|blocked|barred|gesperrt|reportad[oa]|signal[eé]|reported|segnalat[oa]|gemeldet)|(?:reportad[oa]|denunciad[oa]|signal[eé]e?|reported|segnalat[oa]|gemeldet)\s+(?:como\s+|comme\s+|as\s+|come\s+|als\s+)?(?:roubad[oa]|robad[oa]|perdid[oa]|vol[eé]e?|perdu|stolen|lost|rubat[oa]|smarrit[oa]|gestohlen|verloren))`;
const phoneWords = /(?<![\p{L}])(?:iphones?|ipads?|telem[oó]ve(?:l|is)|telefones?|tel[eé]fonos?|m[oó]vil(?:es)?|smartphones?|t[eé]l[eé]phones?|portables?|phones?|cellulari?|telefonin[oi]|handys?|samsung|galaxy|xiaomi|redmi|huawei|pixel|oppo|motorola|apple\s+watch|imei|sim|operadora|operador|op[eé]rateur|carrier|network|operatore|netz)(?![\p{L}])/iu;

// —— Fur garments ——

/** Animals whose fur is sold as fur; "fox", "wolf", "seal" and "beaver" also name makers and kinds, so they count beside a fur word. */
const furAnimalPlain = String.raw`(?:vis[oõ]n(?:es)?|vis[aã]o|visons?|minks?|visone|nerz(?:e|en)?|chinchilas?|chinchillas?|cincill[aà]|zibelinas?|zibelines?|zibellin[oa]|zobel|arminhos?|armi[nñ]os?|hermines?|ermines?|ermellin[oi]|herm[eé]lin|linces?|lynx|lince|luchs(?:e)?)`;
const furAnimalWithFur = String.raw`(?:raposas?|zorros?|renards?|fox(?:es)?|volp[ei]|f[uü]chse|fuchs|lobos?|loups?|wol(?:f|ves)|lup[oi]|coiotes?|coyotes?|guaxinins?|mapaches?|ratons?\s+laveurs?|raccoons?|procion[ei]|waschb[aä]ren?|martas?|martres?|martens?|marder|castor(?:es)?|castors?|beavers?|castor[oi]|biber|lontras?|nutrias?|loutres?|otters?|lontr[ae]|focas?|phoques?|seals?|foche|robben?|texugos?|tej[oó]n(?:es)?|blaireaux?|badgers?)`;
const furWord = String.raw`(?:peles?|piel(?:es)?|fourrures?|furs?|pellicc(?:ia|e)|pelz(?:e|en)?)`;
const garment = String.raw`(?:casacos?|abrigos?|manteaux?|coats?|jackets?|vestes?|cappott[oi]|giacc(?:a|he)|giubbott[oi]|m[aä]ntel|jacken?|estolas?|[eé]toles?|stol(?:e|es|a|en)|golas?|cuellos?|cols?|collars?|coll[oi]|kragen|chap[eé]us?|gorros?|toques?|bonnets?|chapkas?|hats?|cappell[oi]|m[uü]tzen?|echarpes?|[eé]charpes?|bufandas?|scarf|scarves|sciarp[ae]|coletes?|chalecos?|gilets?|vests?|capas?|capes?|mantelle|cap(?:a|e)s?|wraps?|boleros?|ponchos?|pellicc(?:ia|e)|pelzm[aä]ntel|pelzjacken?)`;
const realFur = String.raw`(?:real|genuine|natural)\s+fur|fourrures?\s+(?:v[eé]ritables?|naturelles?|authentiques?|vraies?)|vraies?\s+fourrures?|pelliccia\s+(?:vera|naturale|autentica|genuina)|vera\s+pelliccia|echt(?:er|em|en)?\s*pelz|echtpelz\p{L}*|pele\s+(?:natural\s+)?de\s+animal|piel\s+(?:natural\s+)?de\s+animal`;
const fakeFur = /(?<![\p{L}])(?:sint[eé]tic\p{L}*|synth[eé]ti\p{L}*|synthetic|fake|faux|fausses?|ecol[oó]gic\p{L}*|eco|ecopelliccia|imita[cç]\p{L}*|imitation|imitaci[oó]n|simil|kunst\p{L}*|webpelz|vegan\p{L}*|acr[ií]lic\p{L}*|poli[eé]ster|polyester|estampad\p{L}*|print|animal\s+print|peluches?|pel[uú]cias?|plush|toys?|brinquedos?|juguetes?|jouets?|giocattol\p{L}*|spielzeug\p{L}*|disfra\p{L}*|fantasia|d[eé]guisement|costume|kost[uü]m\p{L}*|cor|color|colou?r|couleur|colore|farbe|tom|tono|ton|tons|shade)(?![\p{L}])/iu;

// —— Game currency ——

const gameCurrency = String.raw`(?:(?:monedas|moedas|pi[eè]ces|coins|crediti|monete|m[uü]nzen)\s+(?:(?:de|do|da|del|for|pour|per|f[uü]r|in)\s+)?(?:fifa|fut|ea\s*(?:sports\s+)?fc|ultimate\s+team|madden|nba\s*2k|mlb)|(?:fifa|fut|ea\s*fc)\s+(?:\d+\s?k\s+)?(?:coins|monedas|moedas|pi[eè]ces|crediti|m[uü]nzen)|comfort\s+trade|(?:wow|world\s+of\s+warcraft|runescape|osrs|rs3|lost\s+ark|diablo\s*(?:iv|4|3)?|gta(?:\s*(?:v|5|online))?|eve\s+online|albion(?:\s+online)?|new\s+world)\s+(?:gold|oro|ouro|or|gp|money|dinheiro|dinero|argent|soldi|geld|isk|silver)|(?:gold|oro|ouro|or|gp|money|dinheiro|dinero|argent|soldi|geld)\s+(?:(?:de|do|da|del|for|pour|per|f[uü]r|in|en|no|na|sur)\s+)?(?:wow|world\s+of\s+warcraft|runescape|osrs|rs3|lost\s+ark|gta(?:\s*(?:v|5|online))?|eve\s+online)|(?:pavos|paus)\s+(?:(?:de|do|para)\s+)?fortnite|(?:diamantes|diamonds|diamants|diamanti)\s+(?:(?:de|do|da|for|pour|per|di)\s+)?free\s*fire|(?:uc|unknown\s+cash)\s+(?:(?:de|do|for|pour|per)\s+)?pubg|(?:gemas|gemmes|gems|gemme|juwelen)\s+(?:(?:de|do|da|for|pour|per|di|f[uü]r)\s+)?(?:clash\s+of\s+clans|clash\s+royale|brawl\s+stars)|(?:genesis\s+crystals|primogems|cristales\s+g[eé]nesis|gemas\s+protog[eé]neas|protogemas))`;

// —— Copies graded or said identical ——

const tripleA = String.raw`(?:(?:calidad|qualidade|qualit[eé]|quality|qualit[aà]|qualit[aä]t|grade|grado|grau|classe|clase|class)\s+(?:triple|tripla|triplo|tripel)[\s-]?a(?:\+|\s+plus)?|(?:triple|tripla|triplo|tripel)[\s-]?a(?:\+|\s+plus)?\s+(?:calidad|qualidade|qualit[eé]|quality|qualit[aà]|qualit[aä]t|grade|grado|grau))`;
const identicalToGenuine = String.raw`(?:igualit[oa]s?|igual(?:es|zinh[oa]s?)?|iguais|iguaizinh[oa]s|id[eé]ntic[oa]s?|identiques?|identical|identisch\p{L}*|ugual[ei]|pareil(?:le)?s?|exactly\s+like|just\s+like|same\s+as|indistingu[ií]ve(?:l|is)|indistinguibles?|indistinguables?|indistinguishable|indistinguibil[ei]|nicht\s+zu\s+unterscheiden)\s+(?:(?:a|al|à|às|ao|aos|au|aux|to|from|de|da|das|do|dos|del|du|des|dal|dall['’]|all['’]|alla|allo|als|wie|von|mit|zum|zur)\s*)?(?:(?:la|las|el|los|le|les|o|os|a|as|the|l['’]|il|i|gli|das|dem|den|der|un|una|um|uma|an?)\s*)?(?:originale?s?|originais|aut[eé]ntic[oa]s?|authentiques?|authentic|genuine|echte[nmr]?|vrai(?:e|s)?|verdadeir[oa]s?|verdader[oa]s?|real|tienda|loja|boutique|shop|negozio|laden)`;

/** "Nobody will notice the difference", "nadie notará que no son de tienda", "personne ne verra la différence", "merkt keiner". */
const nobodyTellsApart = String.raw`(?:ningu[eé]m|nadie|personne|nobody|no\s+one|no-one|nessuno|niemand|keiner)\s+(?:(?:te\s+|vai\s+|va\s+a\s+|ne\s+|will\s+|can\s+|could\s+|se\s+ne\s+|wird\s+)?(?:\p{L}+\s+){0,1}?)(?:not[ae]r?[aá]?|notar[aá]|perceb\p{L}*|vai\s+notar|dar[aá]\s+conta|se\s+(?:dar[aá]|da)\s+cuenta|verra|voit|remarquer[aa]?|fera|notice|tell|spot|know|accorger[aà]|accorge|nota|noter[aà]|merkt|merken|sieht|erkennt|bemerkt)\s+(?:(?:\p{L}+\s+){0,2}?)(?:(?:a|la|le|the|den|il)\s+)?(?:diferen[cç]a|diferencia|diff[eé]rence|difference|differenza|unterschied|que\s+n[aã]o\s+(?:s[aã]o|[eé])|que\s+no\s+(?:son|es)|que\s+ce\s+n['’]\s*est\s+pas|qu['’]\s*(?:ils|elles)\s+ne\s+sont\s+pas|(?:it['’]?s|they['’]?re)\s+not|che\s+non\s+(?:sono|[eè])|dass\s+(?:es|sie)\s+nicht)`;

// —— Books sent as files ——

const copyrightedText = String.raw`(?:livros?|libros?|livres?|books?|e-?books?|(?:text|school|course|work)books?|schulb[uü]cher|lehrb[uü]cher|libri|b[uü]cher|manuais|manuales|manuels|manuals|manuali|temarios?|apostilas?|sebentas?|cursos?|courses?|cours|corsi|kurse|revistas?|magazines?|riviste|zeitschriften|partituras?|partitions?|sheet\s+music|spartiti|noten|audiolibros?|audiolivros?|audiobooks?|h[oö]rb[uü]cher)`;
const asFile = String.raw`(?:(?:em|en|in|au|as|como|comme|come|als|par|por|per|via)\s+(?:formato\s+|format\s+)?(?:pdf|epub|mobi|ficheiro|archivo|fichier|file|digital|num[eé]rique)|pdfs?|epubs?)`;
const sendVerb = String.raw`(?:envi(?:o|amos|ar|o-?te|ó)|mand(?:o|amos|ar)|te\s+(?:mando|env[ií]o|paso)|(?:je\s+(?:vous|t['’]\s*)?)?envoi(?:e|s)?|envoy[eé]e?s?|(?:i['’]ll\s+|i\s+will\s+|we\s+)?(?:send|e-?mail|deliver)(?:ed)?|sent|(?:ti\s+|vi\s+)?(?:invio|mando|spedisco)|inviat[oi]|(?:ich\s+)?(?:schicke|sende|versende)|geschickt|per\s+mail|por\s+(?:e-?mail|whatsapp|telegram|correo)|par\s+(?:e-?mail|mail|whatsapp|telegram)|by\s+(?:e-?mail|whatsapp|telegram)|descarga\s+inmediata|download\s+(?:imediato|immediato|instant[aâ]neo)|instant\s+download|t[eé]l[eé]chargement\s+imm[eé]diat|sofort[\s-]?download)`;
const ownDocument = /(?<![\p{L}])(?:fatura|factura|facture|invoice|fattura|rechnung|recibo|re[cç]u|receipt|ricevuta|garantia|garant[ií]a|warranty|garanzia|manual\s+(?:de\s+)?(?:instru[cç][oõ]es|instrucciones|utilizador|usuario)|(?:user|owner['’]?s?|instruction)\s+manual|mode\s+d['’]emploi|notice|istruzioni|bedienungsanleitung|anleitung|certificad[oa]|certificat|certificate|certificato|zertifikat|factura\s+electr[oó]nica)(?![\p{L}])/iu;

/** The seller's own notes or writing are theirs to send (an e-reader sold with books on it sends no file: those are `pirated-media`'s bundles). */
/** Scanned, photocopied or digitised: "escaneados", "fotocopiados", "scannés", "photocopied", "scansionati", "gescannt". */
const copiedByScan = String.raw`(?:escanead[oa]s?|digitalizad[oa]s?|fotocopiad[oa]s?|scann[eé]e?s|num[eé]ris[eé]e?s|photocopi[eé]e?s|scanned|photocopied|scansionat[oaie]|fotocopiat[oaie]|digitalizzat[oaie]|gescannt(?:e|en)?|kopiert(?:e|en)?)`;
/** What is collected as files: books, audiobooks, films, series, albums, games. */
const mediaCollected = String.raw`(?:livros?\s+[aá]udio|audiolivros?|audiolibros?|livres?\s+audio|audiobooks?|audiolibri|h[oö]rb[uü]cher|e-?books?|livros?|libros?|livres?|books?|libri|b[uü]cher|filmes?|pel[ií]culas?|films?|movies?|filme|s[eé]ries|serie|[aá]lbu(?:m|ns)|albums?|discos|jogos|juegos|jeux|games|giochi|spiele|roms?|comics?|mangas?)`;
/** A file format of copied media. */
const fileFormat = String.raw`(?:mp3|mp4|mkv|avi|pdf|epub|mobi|azw3?|flac|iso|roms?)(?![\p{L}\p{N}])`;
/**
 * The seller's own books or photos scanned, or the scanner or copier itself for sale ("escaneé mis libros con él", "I scanned my own books",
 * "Buchscanner", "photocopieuse"): how the seller used the machine, no copies handed on.
 */
const ownScansOrScanner = /(?<![\p{L}])(?:(?:(?:os\s+)?meus|mis|mes|my|own|miei|i\s+miei|meine|eigenen?)\s+(?:(?:pr[oó]prios|propios|own|old|antigos|viejos|vieux|propres|eigenen|alten|vecchi)\s+)?(?:livros|libros|livres|books|libri|b[uü]cher|fotos|photos|foto|diapositivos|diapositivas|diapositives|slides|diapositive|dias)|scanners?|esc[aá]ner(?:es)?|scanneurs?|digitaliseurs?|num[eé]riseurs?|scansionatori?|buchscanner|dokumentenscanner|fotocopiadoras?|photocopieuses?|photocopiers?|copiers?|fotocopiatrici?|kopierer|kopierger[aä]te?)(?![\p{L}])/iu;
const ownWork = /(?<![\p{L}])(?:(?:meus|mis|mes|my|miei|meine)\s+(?:apontamentos|resumos|apuntes|notes|appunti|notizen|res[uú]menes|r[eé]sum[eé]s|fiches)|(?:apontamentos|apuntes|appunti|res[uú]menes|resumos)\s+(?:pr[oó]prios|propios|mios|miei)|(?:de|d[ao]|by|di|von)\s+(?:minha|mi|ma|my|mia|meiner)\s+autoria|(?:escrit[oa]s?|written|[eé]crits?|scritt[io])\s+(?:por\s+mim|by\s+me|par\s+moi|da\s+me))(?![\p{L}])/iu;

// —— Finds from the ground ——

const foundVerb = String.raw`(?:encontr(?:ei|[eé]|ad[oa]s?|amos|ou)|ach(?:ei|ad[oa]s?)|hall(?:[eé]|ad[oa]s?)|desenterr(?:ei|[eé]|ad[oa]s?)|trouv(?:[eé]e?s?|ai)|d[eé]terr[eé]e?s?|found|dug\s+up|unearthed|trovat[oaie]|rinvenut[oaie]|dissotterrat[oaie]|gefunden|ausgegraben)`;
const detectorWith = String.raw`(?:com|con|avec|with|mit|au|ao|al|par|col|dem|beim)\s+(?:(?:o|el|le|the|a|my|il|dem|mon|mi|meu|mio|meinem|un|um|a|mein\p{L}*)\s+){0,2}(?:detec?tor(?:es)?(?:\s+de\s+metal(?:es)?)?|d[eé]tecteurs?(?:\s+de\s+m[eé]taux)?|detektor(?:en)?|metal[\s-]?detector|metalldetektor(?:en)?|metallsuchger[aä]t(?:en)?|metallsonde|sondeln|metal[\s-]detecting|detec?tor(?:es)?\s+de\s+metais|rilevator[ei](?:\s+di\s+metalli)?|cercametalli)`;
const siteWord = String.raw`(?:yacimientos?(?:\s+arqueol[oó]gicos?)?|jazidas?\s+arqueol[oó]gicas?|s[ií]tios?\s+arqueol[oó]gicos?|sites?\s+arch[eé]ologiques?|fouilles?|archaeological\s+(?:sites?|digs?|excavations?)|sit[oi]\s+archeologic[oi]|scavi|ausgrabungs?st[aä]tten?|ausgrabungen?|e[xs]cava[cç](?:[aã]o|[oõ]es)|excavaci(?:[oó]n|ones)|scav[oi]|castros?|necr[oó]pol(?:e|is)s?)`;
const archaeologicalPiece = String.raw`(?:pe[cç]as?\s+arqueol[oó]gicas?|piezas?\s+arqueol[oó]gicas?|objets?\s+arch[eé]ologiques?|pi[eè]ces?\s+arch[eé]ologiques?|archaeological\s+(?:finds?|artefacts?|artifacts?|objects?|pieces?)|repert[oi]\s+archeologic[oi]|oggett[oi]\s+archeologic[oi]|arch[aä]ologische[rn]?\s+(?:fund(?:e|st[uü]cke?)?|objekte?))`;

// —— Prescription words ——

const prescriptionOnly = String.raw`(?:(?:s[oó]|apenas|somente|solo|s[oó]lo|only|uniquement|seulement|soltanto|nur)\s+(?:se\s+)?(?:(?:vende|vendem|venden|dispensa|sold|vend|vendu|venduto|verkauft|available|dispon[ií]vel|disponible|disponibile)\s+)?(?:com|con|sur|on|with|mit|by|per|under)\s+(?:(?:a|la|une?|an?|una?|uma|ricetta|prescription)\s+)?(?:receita(?:\s+m[eé]dica)?|receta(?:\s+m[eé]dica)?|ordonnance|prescription|ricetta(?:\s+medica)?|rezept)|(?:sujeit[oa]s?\s+a\s+receita(?:\s+m[eé]dica)?|de\s+venta\s+(?:bajo|con)\s+receta|bajo\s+prescripci[oó]n|sur\s+ordonnance|prescription[\s-]only|rx[\s-]only|con\s+obbligo\s+di\s+ricetta|verschreibungspflichtig\p{L}*|rezeptpflichtig\p{L}*)|(?:sem|sin|sans|without|senza|ohne)\s+(?:(?:necessidade\s+de|necesidad\s+de|besoin\s+d['’]|need\s+(?:for|of)|bisogno\s+di)\s*)?(?:(?:a|la|une?|an?)\s+)?(?:receita(?:\s+m[eé]dica)?|receta(?:\s+m[eé]dica)?|ordonnance|prescription|ricetta(?:\s+medica)?|rezept))`;
const glassesWords = /(?<![\p{L}])(?:[oó]culos|[oó]ptic\p{L}*|optique|opticien|gafas|lunettes|glasses|sunglasses|spectacles|occhiali|brille\p{L}*|lentes|lentilles?|lenses|lenti|gl[aä]ser|graduad[oa]s?|dioptri\p{L}*|montur\p{L}*|frames?|verres|armaçõ\p{L}*|arma[cç][aã]o|fassung)(?![\p{L}])/iu;

// —— Wristbands ——

const wristband = String.raw`(?:pulseiras?|pulseras?|bracelets?|wrist\s?bands?|braccialett[oi]|armb[aä]nde?r?|b[aä]ndchen|festivalb[aä]ndchen)`;
const issuedOrActivated = String.raw`(?:j[aá]\s+|ya\s+|d[eé]j[aà]\s+|already\s+|gi[aà]\s+|bereits\s+|schon\s+)?(?:ativad[oa]s?|activad[oa]s?|activ[eé]e?s?|activated|attivat[oi]|aktiviert|registad[oa]s?|registrad[oa]s?|enregistr[eé]e?s?|registered|registrat[oi]|registriert|nominal(?:es)?|nominais|nominativ[oaie]?s?|nominatif|nominatives?|personali[sz]ed|personnalis[eé]e?s?|personalizzat[oi]|personalisiert|(?:com|con|avec|with|mit)\s+(?:o\s+|el\s+|le\s+|the\s+|il\s+)?(?:meu|mi|mon|my|mio|meinem)\s+(?:nome|nombre|nom|name|namen))`;
const eventWords = /(?<![\p{L}])(?:festiva(?:l|is|ls|les)|festivalb\p{L}*|dias?|d[ií]as|jours?|days?|giorni|tage|concertos?|conciertos?|concerts?|concerti|konzert\p{L}*|eventos?|events?|[eé]v[eé]nements?|evento|veranstaltung\p{L}*|passes?|abonos?|bilhetes?|entradas?|billets?|tickets?|bigliett[oi]|weekend|fim[\s-]de[\s-]semana|fin\s+de\s+semana|week-?end|open\s+air|rock\s+in|alive|primavera|sonar|hellfest|coachella|glastonbury|tomorrowland|lollapalooza)(?![\p{L}])/iu;

// —— Catalytic converters taken off a car ——

const converter = String.raw`(?:catalisador(?:es)?|catalizador(?:es)?|pots?\s+catalytiques?|catalyseurs?|catalytic\s+converters?|catalizzator[ei]|katalysator(?:en)?|kats?)`;
const takenOffACar = String.raw`(?:tirad[oa]s?|retirad[oa]s?|desmontad[oa]s?|quitad[oa]s?|sacad[oa]s?|d[eé]mont[eé]e?s?|retir[eé]e?s?|enlev[eé]e?s?|removed|taken\s+off|pulled|smontat[oi]|tolt[oi]|ausgebaut|abmontiert)\s+(?:\p{L}+\s+){0,2}?(?:do|de|del|da|du|de\s+la|from|off|dal|dalla|della|aus|vom|von)\s+(?:(?:o|a|el|la|le|the|il|l['’]|my|meu|minha|mi|ma|mon|mio|mia|meinem|einem|um|uma|un|une|a)\s*)?(?:\p{L}+\s+)?(?:carro|coche|voiture|car|auto|macchina|wagen|fahrzeug|veh[ií]culo|ve[ií]culo|v[eé]hicule|vehicle|veicolo|viatura|furgoneta|carrinha|van)`;
/** German order: "vom Wagen abmontiert", "aus meinem Auto ausgebaut". */
const takenOffACarGerman = String.raw`(?:aus|von|vom)\s+(?:(?:meinem|dem|einem|unserem)\s+)?(?:\p{L}+\s+)?(?:auto|wagen|fahrzeug|transporter|pkw)\s+(?:\p{L}+\s+)?(?:ausgebaut|abmontiert|abgebaut|demontiert)`;
const noInvoice = String.raw`(?:sem\s+(?:fatura|factura|papeis|pap[eé]is|documentos|recibo)|sin\s+(?:factura|papeles|documentos|recibo)|sans\s+(?:facture|papiers|justificatif)|(?:no|without)\s+(?:paperwork|invoice|receipt|papers)|senza\s+(?:fattura|documenti|ricevuta)|ohne\s+(?:rechnung|papiere|beleg))`;

export const goodsInDisguiseLexicon: TopicLexicon[] = [
  {
    // A defence spray named by its gas or its purpose, in whatever form it comes (a keyring, a lipstick, a pen): the thing sold is the spray.
    topic: 'weapons',
    qualifier: true,
    terms: [
      `${defenceSpray}(?:[\\s-]+(?:(?:em|en|in|au|as|como|comme|come|als|de|d['’]|format|formato|forma|shaped|type|tipo)\\s+)?(?:(?:de|d['’]|a|an|un|une|uno|una|um|uma)\\s+)?${disguiseForm})?`,
      `${disguiseForm}\\s+(?:(?:com|con|avec|with|mit|de|d['’]|a|with\\s+a|con\\s+un)\\s+)?(?:(?:um|un|une|a|una)\\s+)?${defenceSpray}`,
    ],
    // A holder, a pouch or a case for one, a cook's pepper in a spray and a garden's pepper spray for plants are none; nor a bear or dog
    // repellent named as such in a book.
    innocent: new RegExp(String.raw`(?:porta|portas|soportes?|supports?|holders?|holsters?|cases?|fundas?|capas?|pochettes?|[eé]tuis?|custodi[ae]|halter(?:ungen)?|h[uü]llen?)\s+(?:(?:de|do|da|para|pour|for|per|f[uü]r)\s+)?(?:(?:o|a|el|la|le|the|il)\s+)?${defenceSpray}|(?:cozinha|cocina|cuisine|cooking|cucina|k[uü]che|culin[aá]ri\p{L}*|culinaire|tempero|condimento|assaisonnement|seasoning|gew[uü]rz\p{L}*)|${pepperSprayForPlants}`, 'iu'),
    context: /(?<![\p{L}])(?:cozinha|cocina|cuisine|cooking|cucina|k[uü]che|culin[aá]ri\p{L}*|culinaire|tempero|condimento|assaisonnement|seasoning|gew[uü]rz\p{L}*|livros?|libros?|livres?|books?|b[uü]cher|libri|dvds?|filmes?|films?|pel[ií]culas?|posters?|vazi[oa]s?|vac[ií][oa]s?|vides?|empty|vuot[oi]|leer(?:e|en)?|brinquedos?|juguetes?|jouets?|toys?|giocattol\p{L}*|spielzeug\p{L}*)(?![\p{L}])/iu,
  },
  {
    // A knuckle-duster made as a belt buckle or a keyring, in either order; a keyring or stick sold for self-defence (the kubotan);
    // a torch or a phone case that gives an electric shock.
    topic: 'weapons',
    qualifier: true,
    terms: [
      `${buckle}\\s+(?:(?:de|d['’]|en|em|in|a|as|como|comme|come|als|with|com|con|avec|mit)\\s+)?(?:(?:forma\\s+de\\s+|forme\\s+de\\s+)?(?:um|un|une|a|uno|una|uma)\\s+)?${knuckleDuster}`,
      `${knuckleDuster}[\\s-]+(?:(?:em|en|in|as|como|comme|come|als|de)\\s+)?(?:(?:um|un|une|a|una|uma)\\s+)?(?:${buckle}|porta-?chaves|chaveiros?|llaveros?|porte-?cl[eé]s?|key\\s?(?:rings?|chains?)|portachiavi|schl[uü]sselanh[aä]nger)`,
      `(?:porta-?chaves|chaveiros?|llaveros?|porte-?cl[eé]s?|key\\s?(?:rings?|chains?)|portachiavi|schl[uü]sselanh[aä]nger|bast[oõ]es?|bast[oó]n(?:es)?|b[aâ]tons?|sticks?|bastoncin[oi]|stab|st[aä]be?)\\s+(?:(?:de|d['’]|para|pour|for|per|zur|f[uü]r)\\s*)?${selfDefence}`,
      `${selfDefence}\\s+(?:key\\s?(?:rings?|chains?|fobs?)|sticks?|pens?|schl[uü]sselanh[aä]nger|st[aä]be?|kugelschreiber)`,
      'kubotans?', 'yawaras?',
      `${torch}\\s+(?:\\p{L}+\\s+){0,2}?(?:(?:com|con|avec|with|mit|de|d['’]|a)\\s+)?(?:(?:um|un|une|a|una|uma)\\s+)?${shock}`,
      `${shock}\\s+(?:(?:em|en|in|as|como|comme|come|als)\\s+)?(?:(?:de|d['’]|a)\\s+)?(?:forma\\s+de\\s+|forme\\s+de\\s+|shape\\s+of\\s+|shaped\\s+like\\s+)?(?:(?:um|un|une|a|una|uma)\\s+)?${torch}`,
    ],
    // A paperweight, a pendant or a print in the shape of one is its likeness; a self-defence class or a book teaches, it sells no weapon.
    context: /(?<![\p{L}])(?:pisa-?pap\p{L}*|pisapapeles|presse-?papiers?|paperweights?|fermacarte|briefbeschwerer|pingentes?|colgantes?|pendentifs?|pendants?|ciondol[oi]|anh[aä]nger|estampad\p{L}*|imprim\p{L}*|print(?:ed)?|stampa|aufdruck|aulas?|clases?|cours|lessons?|classes?|lezion[ei]|kurs(?:e)?|livros?|libros?|livres?|books?|libri|b[uü]cher|brinquedos?|juguetes?|jouets?|toys?|giocattol\p{L}*|spielzeug\p{L}*|plastico|pl[aá]stico|plastique|plastic|kunststoff|chocolate|chocolat|cioccolat\p{L}*|schokolade)(?![\p{L}])/iu,
  },
  {
    // A camera or a microphone said hidden, disguised or invisible, or sold to watch or hear someone without their knowing.
    topic: 'spy-devices',
    qualifier: true,
    terms: [
      `${cameraWord}\\s+(?:(?:\\p{L}+\\s+){0,1}?)${hiddenWord}`,
      `${hiddenWord}\\s+(?:(?:spy|espi[aã]o|esp[ií]a|espion|spia)\\s+)?(?:(?:audio|video|v[ií]deo|hd|wifi|wi-fi|mini|micro)\\s+)?${cameraWord}`,
    ],
    // A detector of hidden cameras finds them; a book, a film or a TV show about them sells none; a hidden camera in a toy is the toy's.
    innocent: new RegExp(String.raw`(?:detetor(?:es)?|detector(?:es)?|d[eé]tecteurs?|detectors?|rilevator[ei]|detektor(?:en)?|finders?|localizador(?:es)?\s+de|anti)[\s-]+(?:(?:de|d['’]|of|for|di|von|f[uü]r)\s*)?(?:(?:\p{L}+)\s+)?${cameraWord}|${cameraWord}\s+(?:detectors?|finders?|detektor(?:en)?)|(?:sem|sin|sans|without|senza|ohne|no)\s+(?:\p{L}+\s+)?${cameraWord}\s+${hiddenWord}`, 'iu'),
    context: /(?<![\p{L}])(?:livros?|libros?|livres?|books?|b[uü]cher|libri|dvds?|s[eé]ries?|programas?|programmes?|shows?|filmes?|films?|pel[ií]culas?|brinquedos?|juguetes?|jouets?|toys?|giocattol\p{L}*|spielzeug\p{L}*|ni[nñ]os?|crian[cç]as?|beb[eéê]s?|babies|baby|enfants?|bambin[oi]|kinder|babyphone|vigilabeb[eé]s?|baby\s+monitors?|intercomunicador(?:es)?|escondidas\s+(?:de|do)\s+jogo)(?![\p{L}])/iu,
  },
  {
    // Said to watch, hear or follow someone who does not know, where the listing names a camera, a microphone, a recorder or a tracker, or
    // says the thing films or records ("grava sem ninguém saber", "records sound without them noticing", "nimmt heimlich Gespräche auf").
    topic: 'spy-devices',
    qualifier: true,
    terms: [unknowing],
    // "no carro dele sem que ele saiba": the phrase carries its own "without"; a word before it ("no", a Portuguese "in the") negates nothing.
    negativeIdiom: true,
    requires: new RegExp(`(?<![\\p{L}])(?:${cameraWord}|gps|trackers?|localizador(?:es)?|localizzator[ei]|traceurs?|balises?|peilsender|grava(?:r|m)?|graba(?:r|n)?|enregistr(?:er|e|ent)|record(?:s|ing)?|registra(?:re|no)?|aufnehmen|aufnahmen?|nimmt\\s+(?:\\p{L}+\\s+){0,5}?auf|bild\\s+und\\s+ton|ton\\s+und\\s+bild|filma(?:r|m|n)?|filme(?:r|nt)?|film(?:s|ing)?|filmen|filmt)(?![\\p{L}])`, 'iu'),
    // A surprise kept from its receiver ("para o aniversário dele, sem que ele saiba") is no spying: a gift's words leave it alone.
    context: /(?<![\p{L}])(?:surpresas?|sorpresas?|surprises?|sorprese|[uü]berraschung\p{L}*|presentes?|regalos?|cadeaux?|gifts?|regal[oi]|geschenk\p{L}*|anivers[aá]rio|cumplea[nñ]os|anniversaire|birthday|compleanno|geburtstag)(?![\p{L}])/iu,
  },
  {
    // A phone locked to an account the seller has no password for, or whose IMEI is blacklisted or reported lost or stolen.
    topic: 'stolen-goods',
    qualifier: true,
    terms: [
      `${lockedToAccount}(?=[^.!?\\n]{0,60}?${noCredentials})`,
      `${noCredentials}(?=[^.!?\\n]{0,40}?${lockedToAccount})`,
      blacklisted,
    ],
    requires: phoneWords,
    // A phone said free of the list, a check offered ("IMEI limpo", "not blacklisted" is the negation's), or a service that checks it, is none.
    innocent: /(?:imei|icloud|conta|cuenta|compte|account)\s+(?:limp[oa]|clean|livre|libre|free|ok|v[aá]lid[oa]|propre|pulit[oa]|sauber)|(?:verifica[rç]\p{L}*|comprobar|v[eé]rifier|check(?:er|ing)?|controllare|pr[uü]fen)\s+(?:\p{L}+\s+){0,2}?(?:imei|blacklist|lista\s+negra|liste\s+noire)/iu,
  },
  {
    // A coat, a stole, a hat or a collar of a wild fur animal's fur, or fur said real: restricted (a person checks the species and papers).
    topic: 'hunting-trophies',
    qualifier: true,
    terms: [
      `${garment}\\s+(?:(?:de|en|in|di|aus|of|em|com|con|avec|with|mit)\\s+)?(?:(?:pele|piel|fourrure|fur|pelliccia|pelz)\\s+(?:(?:de|di|d['’]|of|aus)\\s*)?)?${furAnimalPlain}(?![\\p{L}])`,
      `${garment}\\s+(?:(?:de|en|in|di|aus|of|em|com|con|avec|with|mit)\\s+)?${furWord}\\s+(?:(?:de|di|d['’]|of|aus)\\s*)?${furAnimalWithFur}(?![\\p{L}])`,
      `${furWord}\\s+(?:(?:de|di|d['’]|of|aus)\\s*)?(?:${furAnimalPlain}|${furAnimalWithFur})(?![\\p{L}])(?=[^.!?\\n]{0,60}?(?<![\\p{L}])(?:aut[eé]ntic[oa]|verdadeir[oa]|verdader[oa]|real|genuine|vrai[e]?|v[eé]ritable|ver[oa]|echt\\p{L}*|natural|naturel(?:le)?|naturale))`,
      `${furAnimalPlain}\\s+(?:fur\\s+)?(?:coats?|jackets?|stoles?|hats?|collars?|gilets?|vests?|scarf|scarves|wraps?|capes?|trims?)`,
      `(?:fox|wolf|raccoon|coyote|beaver|otter|seal|marten|badger)\\s+fur\\s+(?:coats?|jackets?|stoles?|hats?|collars?|gilets?|vests?|scarf|scarves|wraps?|capes?|trims?)`,
      '(?:nerz|fuchs|zobel|chinchilla|luchs|waschb[aä]r|biber|otter|robben|marder|hermelin)(?:pelz)?(?:m[aä]ntel|jacken?|m[uü]tzen?|kragen|stolen?|westen?)',
      realFur,
    ],
    // Faux, synthetic or printed fur, a plush or a costume, and a colour named after the animal ("cor visón", "mink colour") are none.
    innocent: /(?:cor|color|colou?r|couleur|colore|farbe|tom|tono|ton|shade)\s+(?:de\s+|d['’]\s*)?(?:vis[oõ]n|vis[aã]o|vison|mink|visone|nerz|raposa|zorro|renard|fox|volpe|fuchs)|(?:vis[oõ]n|vison|mink|visone)\s+(?:colou?r|grey|gray|brown|beige|taupe)/iu,
    context: fakeFur,
  },
  {
    // A game's currency sold for money: FUT coins, an MMO's gold, Fortnite's, Free Fire's, PUBG's and Clash's currencies, "comfort trade".
    topic: 'digital-accounts',
    qualifier: true,
    terms: [gameCurrency],
    // Commemorative coins of a tournament are coins; a guide or a book about the game is none.
    context: /(?<![\p{L}])(?:comemorativ\p{L}*|conmemorativ\p{L}*|comm[eé]morativ\p{L}*|commemorativ\p{L}*|gedenkm[uü]nz\p{L}*|numism\p{L}*|prata|plata|argent|silver|argento|silber|ouro\s+fino|oro\s+fino|guias?|gu[ií]as?|guides?|livros?|libros?|livres?|books?|b[uü]cher|libri|chocolate|chocolat|cioccolat\p{L}*|schokolade)(?![\p{L}])/iu,
  },
  {
    // A copy graded "triple A"; a maker's goods said identical to the genuine ones, where the title names a maker whose goods are copied.
    topic: 'counterfeits',
    qualifier: true,
    terms: [tripleA],
    // A battery's, a tyre's or a hotel's "AAA" class is no copy's grade.
    context: /(?<![\p{L}])(?:pilhas?|pilas?|piles?|batter(?:y|ies)|batterie\p{L}*|hotel\p{L}*|h[oô]tel\p{L}*|rating|bonds?|obriga[cç]\p{L}*|bonos?|obligations?|cr[eé]dit\p{L}*|energ\p{L}*|[eé]nerg\p{L}*)(?![\p{L}])/iu,
  },
  {
    topic: 'counterfeits',
    qualifier: true,
    claimOfTitleMakersGoods: true,
    terms: [identicalToGenuine],
  },
  {
    // "Nobody will notice the difference", "nadie notará que no son de tienda": the phrase carries its own negations, which deny nothing.
    topic: 'counterfeits',
    qualifier: true,
    claimOfTitleMakersGoods: true,
    negativeIdiom: true,
    terms: [nobodyTellsApart],
  },
  {
    // Books, manuals, courses or scores sent as files (by e-mail, a messenger, a transfer site) or downloaded at once after paying.
    topic: 'pirated-media',
    qualifier: true,
    terms: [`${sendVerb}\\s+(?:(?!${ownDocument.source}\\s)(?:\\p{L}+|\\d+)\\s+){0,5}?${asFile}`],
    requires: new RegExp(`(?<![\\p{L}])${copyrightedText}(?![\\p{L}])`, 'iu'),
    // A device's own manual, an invoice or a certificate sent as a file goes with the thing sold (none may stand between the verb and the file).
    context: ownWork,
  },
  {
    // The same, the content named first ("temarios en pdf, te los mando por correo", "ebooks epub, sent the same day").
    topic: 'pirated-media',
    qualifier: true,
    terms: [`${copyrightedText}\\s+(?:(?!${ownDocument.source}\\s)(?:\\p{L}+|\\d+)\\s+){0,4}?${asFile}(?=[^.!?\\n]{0,60}?${sendVerb})`],
    context: ownWork,
  },
  {
    // Books, manuals or course material scanned or photocopied and handed on as files ("libros de la facultad escaneados, te los paso en pdf",
    // "fotocopiados do original, envio em pdf", "scanned textbooks by email"): unauthorised copies, the pirated-content clauses. The seller's own
    // notes, a scanning service for the buyer's own papers, or a scanner sold by one who scanned their own books with it, is none.
    topic: 'pirated-media',
    qualifier: true,
    once: true,
    terms: [copiedByScan],
    requires: new RegExp(String.raw`^(?=[\s\S]*?(?<![\p{L}])${copyrightedText}(?![\p{L}]))(?=[\s\S]*?(?<![\p{L}])(?:pdfs?|epubs?|e-?mail|correo|mail|drive|links?|enlaces?|liens?|telegram|whatsapp|ficheiros?|archivos?|fichiers?|files?|dateien?)(?![\p{L}]))`, 'iu'),
    context: anyOf(ownWork, ownScansOrScanner),
  },
  {
    // Copy protection said removed ("DRM removed", "DRM quitado", "sans DRM retiré", "DRM entfernt"): files freed of their licence to be copied and
    // resold (the pirated-content and circumvention clauses). A publisher's "DRM-free" edition ("sin DRM", "sem DRM", "sans DRM") is none.
    topic: 'pirated-media',
    qualifier: true,
    once: true,
    terms: [String.raw`drm[\s-]?(?:removed|stripped|cracked|removido|retirado|quitado|eliminado|retir[eé]|supprim[eé]|enlev[eé]|rimosso|tolto|entfernt)|(?:removed|stripped|cracked|quit[eé]|quitado|retir[eé]|tolto|rimosso|entfernt(?:es)?)\s+(?:the\s+|el\s+|o\s+|le\s+|il\s+|das\s+)?drm|(?:drm|kopierschutz)\s+(?:entfernt|geknackt)`],
  },
  {
    // Hundreds of books, audiobooks, films or albums as files ("500 livres audio en mp3 sur clé USB", "2000 Filme als MP4 auf Festplatte", "400
    // audiolibri in mp3"): a collection copied to be sold, the pirated-content clauses. Original discs or a player sold with its own songs is none.
    topic: 'pirated-media',
    qualifier: true,
    once: true,
    terms: [String.raw`\d{2,5}\+?\s+${mediaCollected}\s+(?:[\p{L}]+\s+){0,2}?${fileFormat}`],
    context: ownWork,
  },
  {
    // An object the seller found with a metal detector, or one taken from an archaeological site, or named an archaeological piece.
    topic: 'cultural-heritage',
    qualifier: true,
    terms: [
      `${foundVerb}(?:-(?:o|a|os|as|lo|la|los|las))?(?:\\s+[\\p{L}'’]+){0,4}?\\s+${detectorWith}`,
      `${detectorWith}(?:\\s+[\\p{L}'’]+){0,3}?\\s+${foundVerb}`,
      `${foundVerb}(?:\\s+[\\p{L}'’]+){0,3}?\\s+(?:(?:em|en|in|num|numa|dans|nel|nella|auf|at|on|from|de|do|da|del|d['’]|dal|dalla|aus)\\s+)?(?:(?:um|uma|un|una|une|a|an|the|o|a|el|la|le|il|lo|einer|einem|dem|der)\\s+)?${siteWord}`,
      archaeologicalPiece,
    ],
    // A replica, a reproduction or a museum's shop piece, and a detector sold with its kit, are none.
    context: /(?<![\p{L}])(?:r[eé]plicas?|r[eé]pliques?|replicas?|replik\p{L}*|reprodu[cç]\p{L}*|reproducci[oó]n\p{L}*|reproduction\p{L}*|riproduzion\p{L}*|museu|museo|mus[eé]e|museum|garrett|minelab|xp\s+deus|nokta|makro|fisher|teknetics|bobinas?|coils?|pinpointer|livros?|libros?|livres?|books?|b[uü]cher|libri|jogos?|juegos?|jeux|games?|giochi|spiele?)(?![\p{L}])/iu,
  },
  {
    // A medicine the seller says is sold only on prescription, or sells without one; melatonin at a dose beyond a supplement's.
    topic: 'medicines',
    qualifier: true,
    terms: [
      `(?:comprimidos?|c[aá]psulas?|pastillas?|pastilhas?|gotas|ampolas?|ampollas?|ampoules?|injec[cç][oõ]es|inyecciones|injections?|pills?|tablets?|capsules?|g[eé]lules?|comprim[eé]s?|compresse|capsule|fiale|tabletten|kapseln|spritzen|xaropes?|jarabes?|sirops?|syrups?|sciroppi|s[aä]fte?|m[eé]dicaments?|medicamentos?|rem[eé]dios?|medicines?|medications?|medicinali|farmaci|medikamente?|arzneimittel)(?=[^.!?\\n]{0,80}?${prescriptionOnly})`,
      `${prescriptionOnly}(?=[^.!?\\n]{0,80}?(?<![\\p{L}])(?:comprimidos?|c[aá]psulas?|pastillas?|pills?|tablets?|capsules?|g[eé]lules?|comprim[eé]s?|compresse|tabletten|kapseln|\\d+\\s?mg)(?![\\p{L}]))`,
      `melatonin[ae]?\\s+(?:(?:de|da|of|di|mit|a|à)\\s+)?(?:[2-9]|[1-9]\\d)(?:[.,]\\d+)?\\s?mg`,
    ],
    requires: /(?<![\p{L}])(?:comprimidos?|c[aá]psulas?|pastillas?|pastilhas?|gotas|ampolas?|ampollas?|ampoules?|pills?|tablets?|capsules?|g[eé]lules?|comprim[eé]s?|compresse|tabletten|kapseln|mg|ml|xaropes?|jarabes?|sirops?|syrups?|m[eé]dicaments?|medicamentos?|medicines?|medicinali|farmaci|medikamente?|melatonin\p{L}*|frascos?|bo[iî]tes?|caixas?|cajas?|box(?:es)?|packs?|blisters?)(?![\p{L}])/iu,
    // Glasses, lenses and frames "with prescription" are optics; sunglasses "without prescription" too; a food supplement needs none; a pill
    // organiser "for prescription tablets" holds them.
    context: new RegExp(`${glassesWords.source}|(?<![\\p{L}])(?:pilulier\\p{L}*|pill\\s*(?:box(?:es)?|organi[sz]ers?|cases?|dispensers?)|porta-?comprimidos|pastilleros?|portapillole|tablettenbox\\p{L}*|tablettenteiler|organi[sz]ador(?:es)?\\s+de\\s+(?:comprimidos|pastillas|medicamentos)|suplementos?|complementos?\\s+aliment\\p{L}*|compl[eé]ments?\\s+alimentaires?|food\\s+supplements?|supplements?|integrator[ei]|nahrungserg[aä]nzung\\p{L}*|vitamin[ae]?s?|vitamines?|multivitam\\p{L}*)(?![\\p{L}])`, 'iu'),
  },
  {
    // A festival or event wristband issued to a person or already activated: personal and not transferable but by the organiser.
    topic: 'ticket-touting',
    qualifier: true,
    terms: [
      `${wristband}(?=[^.!?\\n]{0,60}?(?<![\\p{L}])${issuedOrActivated}(?![\\p{L}]))`,
      // English word order: "activated wristband", "registered weekend wristband".
      `${issuedOrActivated}\\s+(?:(?:festival|weekend|\\d[\\s-]?days?|vip)\\s+)?${wristband}`,
    ],
    requires: eventWords,
    // A bracelet engraved with a name is jewellery; a wristband's strap or a fitness band is none.
    context: /(?<![\p{L}])(?:prata|plata|argent|silver|argento|silber|ouro|oro|or|gold|a[cç]o|acero|acier|steel|acciaio|edelstahl|grava\p{L}*|grab\p{L}*|grav[eé]\p{L}*|engrav\p{L}*|incis\p{L}*|jóia|joia|joya|bijou\p{L}*|jewel\p{L}*|gioiell\p{L}*|schmuck|fitness|smartwatch|garmin|fitbit|xiaomi\s+(?:mi\s+)?band|miband|pulsera\s+de\s+actividad|tracker)(?![\p{L}])/iu,
  },
  {
    // A used catalytic converter said taken off a car or sold without its invoice (whatever else the seller buys).
    topic: 'catalytic-converters',
    qualifier: true,
    terms: [`${converter}(?=[^.!?\\n]{0,80}?(?:${takenOffACar}|${takenOffACarGerman}|${noInvoice}))`],
    context: /(?<![\p{L}])(?:novos?\s+na\s+caixa|nuevos?\s+en\s+(?:su\s+)?caja|neufs?\s+(?:en|dans\s+sa)\s+bo[iî]te|brand\s+new|new\s+in\s+box|nuov[oi]\s+in\s+scatola|neu\s+(?:in|im)\s+(?:ovp|karton)|qu[ií]mica|chemistry|lab)(?![\p{L}])/iu,
  },
];
