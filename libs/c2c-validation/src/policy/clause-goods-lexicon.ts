import { accessoryFor } from './accessory-for.ts';
import type { TopicLexicon } from './item-lexicon.ts';

/**
 * Goods the marketplaces' own clauses refuse or restrict, named in the words sellers use (PT, ES, FR, EN, IT, DE):
 * - a phone still tied to the previous owner's iCloud or Google account, that the seller cannot remove (`stolen-goods`: not the seller's to
 *   unlock; a locked one sold for parts with no such words is no claim);
 * - boarding passes (personal and non-transferable; the airline's conditions forbid their resale: `boarding-passes`);
 * - activation codes of software, game skins and cases sold on their own (`digital-accounts`);
 * - bundles of e-books, audiobooks, films or music delivered by a download link (`pirated-media`);
 * - a pistol's frame or its parts printed in 3D (`weapons`: an unserialised firearm's essential part);
 * - tanned pelts and skins of wild fur animals (`hunting-trophies`: restricted, a person checks the species and its papers);
 * - war medals named to a soldier (`named-medals`: restricted, the marketplaces' militaria clauses).
 */

const previousOwner = String.raw`(?:antig[oa]\s+(?:don[oa]|propriet[aá]ri[oa])|don[oa]\s+anterior|(?:anterior|antigu[oa])\s+(?:don[oa]|due[nñ][oa]|propietari[oa]|propriet[aá]ri[oa])|ex[\s-](?:don[oa]|due[nñ][oa]|propriet[aá]ri[oa]|propietari[oa]|proprietari[oa])|(?:ancien(?:ne)?|pr[eé]c[eé]dent(?:e)?)\s+propri(?:[eé]taire|o)|(?:previous|old|former|last)\s+owner|(?:vecchi[oa]|precedente)\s+proprietari[oa]|vorbesitzer\p{L}*|vorherigen\s+besitzers|(?:outra|otra|autre|another|altra|einer\s+anderen)\s+(?:pessoa|persona|personne|person))`;
const cannotRemove = String.raw`(?:imposs[ií]vel\s+(?:de\s+)?(?:tirar|remover|retirar|desbloquear)|imposible\s+(?:de\s+)?(?:quitar|eliminar|desbloquear)|impossible\s+(?:to\s+)?(?:remove|unlock)|impossibile\s+(?:da\s+)?(?:togliere|rimuovere|sbloccare)|n[aã]o\s+(?:consigo|d[aá]\s+para)\s+(?:tirar|remover|retirar|desbloquear)|no\s+(?:puedo|consigo|se\s+puede)\s+(?:quitar|eliminar|desbloquear)(?:l[oa])?|impossible\s+(?:de|[àa])\s+(?:l['’\s]\s*)?(?:retirer|supprimer|enlever|d[eé]bloquer)|(?:je\s+)?(?:ne\s+)?peux\s+pas\s+(?:le\s+|la\s+|l['’\s]\s*)?(?:retirer|supprimer|enlever|d[eé]bloquer)|can['’]?t\s+(?:remove|unlock|get\s+(?:it\s+)?off)|cannot\s+(?:remove|unlock)|non\s+(?:riesco|si\s+pu[oò])\s+(?:a\s+)?(?:togli|rimuov|sblocc)\p{L}*|(?:kann|l[aä]sst\s+sich)\s+(?:es\s+|sie\s+|ihn\s+)?nicht\s+(?:entfernen|entsperren))`;
const accountLock = String.raw`(?:icloud|apple\s+id|id\s+apple|(?:conta|cuenta|compte|account)\s+(?:(?:de|do|da|del|di)\s+)?(?:icloud|google|apple)|bloqueio\s+de\s+ativa[cç][aã]o|bloqueo\s+de\s+activaci[oó]n|verrouillage\s+d['’\s]\s*activation|activation\s+lock|blocco\s+(?:di\s+)?attivazione|aktivierungssperre|(?:google|apple)\s+account|account\s+(?:icloud|google)|google[\s-]?konto|frp)`;
const boardingPass = String.raw`(?:cart[aã]o\s+de\s+embarque|bilhetes?\s+de\s+embarque|tarjetas?\s+de\s+embarque|pases?\s+de\s+abordar|cartes?\s+d(?:['’]|\s)\s*embarquement|boarding[\s-]pass(?:es)?|cart[ae]\s+d(?:['’]|\s)\s*imbarco|bordkarten?|bordpass)`;
const gameName = String.raw`(?:cs2|cs:?go|csgo|counter[\s-]strike(?:\s*2)?|fortnite|valorant|rust|dota\s*2?|apex(?:\s+legends)?|league\s+of\s+legends|lol|rocket\s+league|roblox|pubg|overwatch)`;
const bundleContent = String.raw`(?:audiobooks?|audio[\s-]?livros?|audiolibros?|livres?\s+audio|audiolibri|h[oö]rb[uü]cher|e-?books?|livros?\s+(?:digitais|em\s+pdf)|libros?\s+(?:digitales|en\s+pdf)|livres?\s+(?:num[eé]riques|en\s+pdf)|libri\s+(?:digitali|in\s+pdf)|pdfs|filmes|pel[ií]culas|films|movies|s[eé]ries|series|jogos\s+(?:de\s+)?pc|juegos\s+(?:de\s+)?pc|jeux\s+pc|pc\s+games|m[uú]sicas|canciones|chansons|songs|mp3s?|cursos|courses|cours|corsi|kurse)`;
const downloadWay = String.raw`(?:download(?:[\s-]links?)?|torrents?|descarga(?:\s+directa)?|link\s+de\s+(?:download|descarga)|enlaces?\s+de\s+descarga|liens?\s+de\s+t[eé]l[eé]chargement|t[eé]l[eé]chargement|link\s+(?:per\s+il\s+)?download|downloadlinks?|(?:google\s+)?drive|mega(?:\.nz)?|dropbox|wetransfer)`;
const pistolWord = String.raw`(?:pistolas?|pistolets?|pistols?|pistol[ae]|pistolen?|glock|armas?\s+de\s+fogo|armas?\s+de\s+fuego|armes?\s+[àa]\s+feu|firearms?|guns?|handguns?|schusswaffen?)`;
const frameWord = String.raw`(?:arma[cç][aã]o|carca[cç]a|armaz[oó]n|frames?|lower(?:s|\s+receivers?)?|receivers?|carcasses?|griffst[uü]cke?|telai|telaio|fusto|corredera|slide|culasse|verschluss|pe[cç]as|piezas|pi[eè]ces|parts|parti|teile)`;
const printed3d = String.raw`(?:impress[oa]s?\s+(?:em\s+)?3d|impres[oa]s?\s+(?:en\s+)?3d|imprim[eé]e?s?\s+(?:en\s+)?3d|3d[\s-]printed|printed[\s-]in[\s-]3d|stampat[oaie]\s+(?:in\s+)?3d|3d[\s-]gedruckt\p{L}*|(?:em|en|in)\s+3d)`;
const furAnimal = String.raw`(?:raposas?|zorros?|renards?|fox(?:es)?|volpi?|volpe|f[uü]chse|fuchs|lobos?|loups?|wol(?:f|ves)|lup[oi]|w[oö]lfe?|coiotes?|coyotes?|texugos?|tej[oó]n(?:es)?|blaireaux?|badgers?|tass[oi]|dachs(?:e)?|martas?|martres?|martens?|marder|vis[oõ]n(?:es)?|vis[aã]o|visons?|minks?|visoni?|nerze?|guaxinins?|mapaches?|ratons?\s+laveurs?|raccoons?|procioni?|waschb[aä]ren?|zibelinas?|zibelines?|sables?|zibellin[oi]|zobel)`;
const pelt = String.raw`(?:peles?|piel(?:es)?|peaux?|pelts?|skins?|hides?|furs?|pellicce|pelliccia|pelle|pelli|felle?|b[aä]lge?)`;
const medal = String.raw`(?:medalhas?|medallas?|m[eé]dailles?|medals?|medagli[ae]|medaillen?|orden|condecora[cç][oõ]es|condecoraciones|d[eé]corations)`;
const soldier = String.raw`(?:soldado|soldat|soldier|soldato|militar|militaire|combatiente|combatente|combattant|combattente|private|sergeant|sargento|sergent|cabo|caporal|veteran[oa]?|v[eé]t[eé]ran)`;
const namedTo = String.raw`(?:(?:com|con|avec|with|mit)\s+(?:(?:o|el|le|the|il|dem|su|seu|his)\s+)?(?:nome|nombre|nom|name|namen)\s+(?:(?:gravado|grabado|grav[eé]|engraved|inciso|graviert)\s+)?(?:do|del|du|of\s+the|of|des|dello|di)\s+${soldier}|(?:with|and)\s+(?:the\s+)?${soldier}['’]?s\s+(?:name|service\s+number)|gravad[oa]s?\s+com\s+o\s+nome|grav[eé]e?s?\s+au\s+nom|named\s+to|nominativ[ea]s?|namentlich|mit\s+namen|au\s+nom\s+d[eu]|a\s+nome\s+d[ie]|with\s+(?:his|the)\s+(?:name|service\s+number))`;
const warWord = String.raw`(?:ww[12]|wwi{1,2}|guerra|guerre|war|krieg|weltkrieg|militar\p{L}*|military|militaire|army|ex[eé]rcito|ej[eé]rcito|arm[eé]e|esercito|heer|campaign|campanha|campa[nñ]a|campagne)`;

/**
 * The printed mark of goods not to be sold ("venda proibida", "prohibida su venta", "interdit à la vente", "not for resale", "vietata la vendita",
 * "unverkäuflich"). A plain "not for sale" is left out ("não é para venda", "the stand is not for sale": what the sale leaves out), and so is
 * "cannot be sold separately" (a set sold whole).
 */
const notForSaleMark = String.raw`(?:venda\s+proibida|proibida\s+(?:a\s+(?:sua\s+)?)?venda|n[aã]o\s+pode\s+ser\s+vendid[oa]s?(?!\s+(?:separadamente|em\s+separado|[àa]\s+parte))|venta\s+prohibida|prohibida\s+(?:su|la)\s+venta|no\s+(?:se\s+)?puede(?:n)?\s+(?:ser\s+)?vend(?:er|id[oa]s?)(?!\s+(?:por\s+separado|aparte|sueltos?|sueltas?))|interdite?s?\s+[àa]\s+la\s+vente|vente\s+interdite|ne\s+peu(?:t|vent)\s+(?:pas\s+)?[eê]tre\s+vendu(?:e|s|es)?(?!\s+(?:s[eé]par[eé]ment|[àa]\s+part|seule?s?))|not\s+for\s+(?:individual\s+|re)sale|not\s+to\s+be\s+sold|(?:can|may)\s*not\s+be\s+sold(?!\s+(?:separately|individually|on\s+(?:its|their)\s+own|alone))|vietat[ao]\s+la\s+vendita|vendita\s+vietata|non\s+(?:pu[oò]\s+essere\s+vendut[oaie]|in\s+vendita\s+al\s+pubblico)|unverk[aä]uflich|nicht\s+zum\s+(?:weiter)?verkauf|verkauf\s+verboten|darf\s+nicht\s+verkauft\s+werden)`;
/** What such a mark is printed on: samples, vials, sachets, miniatures, testers (not "mignon", French for cute, nor doses). */
const sampleWord = /(?<![\p{L}])(?:amostras?|muestras?|[eé]chantillons?|samples?|campioncin[oi]|campioni|proben?|vials?|fiolas?|viales?|fioles?|fiale|sachets?|saquetas?|saquitos?|bustin[ae]|monodos[ei]s?|miniaturas?|miniatures?|testers?|testeurs?)(?![\p{L}])/iu;

export const clauseGoodsLexicon: TopicLexicon[] = [
  {
    // Samples or vials marked not to be sold ("amostras com a indicação venda proibida", "muestras, prohibida su venta", "échantillons, ne peut être
    // vendu", "not for resale samples", "campioncini, vietata la vendita", "Proben, unverkäuflich"): the marketplaces' testers-and-samples clauses
    // (`testers-samples`), whatever the goods are.
    topic: 'testers-samples',
    qualifier: true,
    once: true,
    terms: [notForSaleMark],
    requires: sampleWord,
  },
  {
    // A phone tied to someone else's account that the seller cannot remove ("iPad com conta iCloud da dona anterior", "cuenta Google, no puedo quitarla").
    topic: 'stolen-goods',
    qualifier: true,
    terms: [
      `${accountLock}(?=[^.!?\\n]{0,60}?(?:${previousOwner}|${cannotRemove}))`,
    ],
    // An unlocked phone said so ("sem iCloud", "iCloud livre", "libre de iCloud"): the negation and these words leave it alone.
    innocent: /(?:icloud|apple\s+id|conta|cuenta|compte|account)\s+(?:livre|libre|limpi[oa]|clean|free|removid[oa]|eliminad[oa]|supprim[eé]e?|removed|entfernt|rimoss[oa])|(?:desbloquead[oa]|unlocked|d[eé]bloqu[eé]e?|sbloccat[oa]|entsperrt)\s+(?:de\s+|from\s+)?icloud/iu,
  },
  {
    // Boarding passes sold or passed on with a change of name: personal and non-transferable (the airlines' conditions of carriage).
    topic: 'boarding-passes',
    terms: [boardingPass],
    // A holder, a wallet or a case for one is a travel accessory.
    innocent: new RegExp(accessoryFor(boardingPass, { words: 0 }), 'iu'),
  },
  {
    // Activation codes of software; game skins and cases; sold on their own.
    topic: 'digital-accounts',
    qualifier: true,
    terms: [
      '(?:activation|licen[cs]e)\\s+codes?',
      'c[oó]digos?\\s+de\\s+(?:ativa[cç][aã]o|activa[cç][aã]o|activaci[oó]n|licen[cç]a|licencia)', 'codes?\\s+d[\\x27’\\s]\\s*activation', 'codic[ei]\\s+di\\s+attivazione', 'aktivierungscodes?', 'lizenzcodes?',
      `skins?\\s+(?:(?:de|do|da|du|for|of|di|f[uü]r)\\s+)?${gameName}`, `${gameName}\\s+(?:skins?|cases?|caisses?|cajas?|caixas?|casse|kisten)`,
    ],
    // A computer, a console or a tablet sold with its licence, its code on the sticker or in the box, is that device's.
    context: /(?<![\p{L}])(?:port[aá]til|computador|ordenador|ordinateur|laptop|notebook|desktop|pc\s+(?:gamer|fixo|de\s+sobremesa)|computer|tablet|ipad|console|consola|konsole|etiqueta|[eé]tiquette|sticker|aufkleber|etichetta|(?:vinyl|protective|phone|laptop|console)\s+skins?)(?![\p{L}])/iu,
  },
  {
    // Bundles of e-books, audiobooks, films, courses or music delivered by a download link: copies the seller has no right to sell.
    topic: 'pirated-media',
    qualifier: true,
    terms: [`(?:(?:packs?|bundles?|cole[cç][aã]o|colecci[oó]n|collection|collezione|raccolta|recopilaci[oó]n|compila[cç][aã]o|sammlung|lote|lot)\\s+(?:de\\s+|of\\s+|di\\s+)?)?(?:(?:mais\\s+de|m[aá]s\\s+de|plus\\s+de|over|more\\s+than|oltre|[uü]ber)\\s+)?(?:\\d[\\d.,]*\\+?\\s+|(?<=(?:packs?|bundles?|cole[cç][aã]o|colecci[oó]n|collection|collezione|raccolta|recopilaci[oó]n|compila[cç][aã]o|sammlung|lote|lot)\\s+(?:de\\s+|of\\s+|di\\s+)?))${bundleContent}(?:[\\s,]+[\\p{L}\\p{N}'’]+){0,5}?[\\s,]+(?:(?:by|por|par|via|per|com|con|avec|with|mit|en|in|als)\\s+)?(?:(?:a|um|un|une|una|the|o|el|le|il)\\s+)?${downloadWay}`],
    // An e-reader or a tablet sold with the books on it is the device.
    context: /(?<![\p{L}])(?:kindle|kobo|e-?readers?|leitor|lector|liseuse|lettore|tolino|tablet|ipad)(?![\p{L}])/iu,
  },
  {
    // A pistol's frame, slide or parts printed in 3D, or a 3D-printed pistol: an unserialised firearm (the weapons clauses).
    topic: 'weapons',
    qualifier: true,
    terms: [
      `${frameWord}\\s+(?:(?:de|da|do|del|of|for|para|pour|di|per|f[uü]r|der|einer)\\s+)?(?:(?:uma|una|une|a|an|the|la|el|le|il)\\s+)?${pistolWord}(?:\\s+[\\p{L}'’]+){0,2}?\\s+${printed3d}`,
      `${printed3d}\\s+(?:${pistolWord}|${frameWord}\\s+(?:(?:de|da|do|del|of|for|para|pour|di|per|f[uü]r)\\s+)?${pistolWord})`,
    ],
    context: /(?<![\p{L}])(?:airsoft|softair|nerf|paintball|cosplay|props?|adere[cç]os?|atrezzo|accessoire\s+de\s+cin[eé]ma|brinquedos?|juguetes?|jouets?|toys?|giocattol\p{L}*|spielzeug\p{L}*)(?![\p{L}])/iu,
  },
  {
    // Tanned pelts and skins of wild fur animals (fox, wolf, badger, marten, mink, raccoon, sable): restricted (species and papers checked).
    topic: 'hunting-trophies',
    madeThing: true,
    terms: [
      `${pelt}\\s+(?:(?:inteira|entera|enti[eè]re|whole|intera|ganze[sr]?|curtida|tann[eé]e|tanned|conciata|gegerbte[sr]?)\\s+)?(?:de|of|d['’]|di|vom|von)\\s*(?:(?:um|uma|un|une|una|a|an)\\s+)?${furAnimal}(?![\\p{L}])`,
      `${furAnimal}\\s+(?:pelts?|skins?|hides?)`, '(?:fuchs|wolfs|dachs|marder|nerz|waschb[aä]r|zobel)(?:fell|felle|balg)',
    ],
    context: /(?<![\p{L}])(?:sint[eé]tic\p{L}*|synth[eé]ti\p{L}*|synthetic|fake|faux|fausse|ecol[oó]gic\p{L}*|eco|imita[cç]\p{L}*|imitation|imitaci[oó]n|kunst\p{L}*|vegan\p{L}*|acr[ií]lic\p{L}*|poli[eé]ster|polyester|estampad\p{L}*|print|peluches?|pel[uú]cias?|plush|toys?|brinquedos?|juguetes?|jouets?)(?![\p{L}])/iu,
  },
  {
    // War medals named to a soldier: restricted (the family's and the marketplaces' militaria clauses). A display case or a replica is none.
    topic: 'named-medals',
    qualifier: true,
    terms: [
      `${medal}(?:[\\s,-]+[\\p{L}\\p{N}'’]+){0,6}?[\\s,]+${namedTo}`,
      `(?:named|nominativ[ea]s?)\\s+(?:${warWord}\\s+)?${medal}`,
    ],
    requires: new RegExp(`(?<![\\p{L}])${warWord}(?![\\p{L}])`, 'iu'),
    context: /(?<![\p{L}])(?:r[eé]plicas?|r[eé]pliques?|replik\p{L}*|c[oó]pias?|copies?|copy|vitrines?|display\s+cases?|estojos?\s+vazios?|cajas?\s+vac[ií]as?|empty)(?![\p{L}])/iu,
  },
];
