import type { TopicLexicon } from './item-lexicon.ts';

/**
 * Wild plants and animals taken from nature, and protected species named by the kind the trade sells (PT, ES, FR, EN, IT, DE): the
 * marketplaces' protected-wildlife clauses (EU Regulation 338/97 and CITES; the Habitats and Birds Directives forbid taking and selling
 * wild specimens of their listed species). A careful moderator reads three things as such a sale:
 * - a living thing said to be taken from the wild, or said to be a protected or endangered species, in the same clause ("orquídeas
 *   tiradas do mato", "a snake we caught in the woods", "cactus sacados del desierto", "espèce protégée");
 * - a wild animal or plant called wild where it is sold ("wild-caught chameleon", "orchidées sauvages", "tortuga salvaje");
 * - a protected species by its trade name: the Mediterranean tortoises (Annex A), giant clams and queen conch (Appendix II), dried seahorses.
 * Food and crafts taken from nature (fish, mushrooms, berries, honey, pine cones, beach shells) name no protected living thing; things for
 * wild animals ("feeder for wild birds") and their likenesses (plush, ceramic, a book or a poster of them) are no sale of one.
 */

/** Plants and animals the trade takes from the wild: orchids, cacti and succulents, carnivorous plants; reptiles, amphibians, wild birds, hedgehogs, squirrels, seahorses. */
const living = String.raw`(?:orqu[ií]deas?|orchid[eé]es?|orchids?|orchide[ae]|orchideen?|cactos?|cactus|cactuses|cacti|kakteen|kaktus|suculentas?|succulentes?|succulents?|succulente|sukkulenten?|plantas?\s+carn[ií]voras?|plantes?\s+carnivores?|carnivorous\s+plants?|piante\s+carnivore|fleischfressende\s+pflanzen|tartarugas?|tortugas?|tortues?|tortoises?|turtles?|tartarughe|testuggin[ei]|schildkr[oö]ten?|c[aá]gados?|camale(?:[oó]n(?:es)?|[oõ]es|ão|ao)|cam[eé]l[eé]ons?|chameleons?|camaleont[ei]|cham[aä]leons?|lagartos?|lagartijas?|l[eé]zards?|lizards?|lucertol[ae]|eidechsen?|serpentes?|serpientes?|snakes?(?![\s-]plants?)|serpent[ei]|schlangen?|salamandr(?:a|as|e|es)|salamanders?|trit(?:ões|ão|ones?|ons?|on[ei])|newts?|molche?|r[aã]s|ranas?|grenouilles?|frogs?|fr[oö]sche|pintassilgos?|jilgueros?|chardonnerets?|goldfinch(?:es)?|cardellin[oi]|stieglitze?|aves\s+de\s+rapina|rapaces|birds?\s+of\s+prey|greifv[oö]gel|mochos?|corujas?|b[uú]hos?|lechuzas?|hiboux|chouettes?|owls?|gufi|eulen?|falc[oõ]es|falc[aã]o|halc[oó]n(?:es)?|faucons?|(?<!millennium\s)falcons?|ouri[cç]os?(?![\s-]do[\s-]mar)(?:[\s-]cacheiros?)?|erizos?(?!\s+de\s+mar)|h[eé]rissons?(?![\s-]de[\s-]mer)|hedgehogs?|ricci|igel|esquilos?|ardillas?|[eé]cureuils?|squirrels?|scoiattol[oi]|eichh[oö]rnchen|cavalos?[\s-]marinhos?|caballitos?\s+de\s+mar|hippocampes?|seahorses?|cavallucc?i?\s+marin[oi]|seepferdchen)`;

/** Taken: a verb of picking, catching or pulling up (a form of it), then "in/from" the wild place. */
const takingVerb = String.raw`(?:apanh|arranc|retir|colh|captur|tir|encontr|cog|pill|sac|saqu|atrap|recog|trouv|ramass|pr[eé]lev|cueill|attrap|arrach|found|caught|catch|took|taken|collected|dug|picked|pulled|trov|raccol|prelev|cattur|presi|preso|gefunden|gefangen|gesammelt|entnommen|ausgegraben)\p{L}*`;
/** The wild as a place: nature, the countryside, the hills, the woods, the habitat, a river, a lake or a pond. */
const wildPlace = String.raw`(?:natureza|naturaleza|nature|natura|natur|wild|campo|campagne|countryside|campagna|serra|sierra|montes?|montagnes?|mountains?|montagna|berge?n?|mato|mata|bosques?|florestas?|for[eê]ts?|woods?|forests?|boschi|bosco|wald|h[aá]bitat|habitat|selva|jungle|giungla|dschungel|desierto|deserto|d[eé]sert|desert|w[uü]ste|rios?|r[ií]os|rivi[eè]res?|rivers?|fiumi?|fl[uü]ss(?:e)?|ribeiras?|ribeiros?|arroyos?|ruisseaux?|streams?|torrent[ei]|b[aä]che?|lagoas?|lacs?|lakes?|laghi|charcas?|ponds?|[eé]tangs?|stagni?|teich(?:e)?|p[aâ]ntanos?|marais|marsh(?:es)?|palud[ei]|s[uü]mpfe?|sumpf)`;
/** Where from or in: a preposition, an article or a possessive between ("do seu habitat", "en el campo", "in the wild", "aus dem Wald"). */
const fromOrIn = String.raw`(?:n[ao]s?|em|d[ao]s?|en|del?|de\s+la|dans|du|des|in|from|out\s+of|nel(?:la)?|nei|dal(?:la)?|im|aus|vom|von|in\s+der)\s+(?:(?:el|la|los|las|le|les|l['’]|the|o|a|il|lo|der|die|dem|seu|sua|su|son|sa|its|their|suo|sua|ihrem)\s+)?`;
/**
 * The verb, the wild place read ahead of it, a time said between or not ("capturadas el verano pasado en el monte"): "apanhados no campo" would end on
 * a place whose article a negation reader takes for Spanish "no".
 */
const takenFromTheWild = String.raw`${takingVerb}(?:\s+(?:it|them|la|lo|las|los|le|les|li|sie|es|os|as))?(?=\s+(?:[\p{L}\p{N}]+\s+){0,3}?${fromOrIn}${wildPlace}(?![\p{L}]))`;
/** Said to be protected or endangered: "espécie protegida", "especie protegida", "espèce protégée", "protected species", "specie protetta", "geschützte Art". */
const protectedClaim = String.raw`(?:esp[eé]cies?|especies?|esp[eè]ces?|species|specie)\s+(?:protegid[ao]s?|prot[eé]g[eé]e?s?|protected|protett[ae]|amea[cç]ad[ao]s?|amenazad[ao]s?|menac[eé]e?s?|endangered|minacciat[ae]|em\s+vias\s+de\s+extin[cç][aã]o|en\s+peligro(?:\s+de\s+extinci[oó]n)?|en\s+voie\s+de\s+disparition|in\s+via\s+di\s+estinzione)|(?:protected|endangered)\s+species|gesch[uü]tzte\s+arte?n?|bedrohte\s+arte?n?`;
/**
 * Sold without its papers ("sin papeles", "sem papéis", "no CITES"): read ahead of the living thing, not as part of the term, so that the
 * "without" reads as the claim it is and not as a negation of the term.
 */
const unpapered = String.raw`(?:sem|sin|sans|without|no|senza|ohne)\s+(?:pap[eé]is|papeles|papiers|papers|paperwork|documentos|documentaci[oó]n|documents|documenti|papiere|cites|certificado\s+cites|certificat\s+cites|cites\s+(?:papers|certificate))(?![\p{L}])`;
/** A few words of the same clause between the living thing and what is said of it. */
const sameClause = String.raw`(?:[\s,]+[\p{L}'’]+){0,6}?[\s,]+`;
/** Called wild where sold: the adjective after (PT, ES, FR, IT) or before (EN, DE) the noun. */
const wildAfter = String.raw`(?:selvage[mn]s?|silvestres?|salvajes?|sauvages?|selvatic[oaie]|selvagg[ei]|selvaggi[oa])`;
const wildBefore = String.raw`(?:wild[\s-]?caught|wild[\s-]?collected|wild|wilde[nrs]?|wildgefangene[nrs]?)`;

/** Birds of prey, owls and other protected wild birds whose feathers the trade sells (the Birds Directive protects every wild bird of Europe). */
const protectedBird = String.raw`(?:[aá]guias?|[aá]guilas?|hawks?|aigles?|eagles?|aquil[ae]|adler|corujas?|mochos?|bufos?|b[uú]hos?|lechuzas?|mochuelos?|hiboux|chouettes?|effraies?|(?:barn\s+|tawny\s+|snowy\s+|eagle\s+)?owls?|gufi|gufo|civett[ae]|barbagianni|eulen?|falc[aã]o|falc[oõ]es|halc[oó]n(?:es)?|faucons?|falcons?|falc(?:o|hi)|falken|abutres?|buitres?|vautours?|vultures?|avvoltoi|geier|milhafres?|milanos?|milans?|kites?|nibbi|nibbio|rotmilane?|gavi[aã]o|gavil[aá]n|[eé]perviers?|sparrowhawks?|sparvier[oi]|sperber|a[cç]or(?:es)?|azor(?:es)?|autours?|goshawks?|astori|habicht|peneireiros?|cern[ií]calos?|cr[eé]cerelles?|kestrels?|gheppi|turmfalken|buzzards?|buses?|poian[ae]|bussarde?|ratoneros?|(?:aves?|ave)\s+de\s+rapi[nñ]a|rapaces?|rapaci|birds?\s+of\s+prey|greifv[oö]gel|garzas?|gar[cç]as?|h[eé]rons?|aironi|reiher|martin[\s-]pescador|martins?[\s-]p[eê]cheurs?|kingfishers?)`;
/** Feathers in the six languages, one or many. */
const feathers = String.raw`(?:penas?|plumas?|plumes?|feathers?|pium[ae]|federn?)`;

export const wildTakenLexicon: TopicLexicon[] = [
  {
    // Living things taken from the wild, or said protected or unpapered, or called wild where sold (the marketplaces' protected-wildlife clauses).
    topic: 'protected-wildlife',
    // A likeness of one (a plush, a ceramic figure, a toy) is no living thing; what is for one ("comedouro para aves selvagens") is no sale of it.
    madeThing: true,
    terms: [
      `${living}${sameClause}(?:${takenFromTheWild}|${fromOrIn}${wildPlace}\\s+${takingVerb}|${protectedClaim})`,
      `${living}(?=${sameClause}${unpapered})`,
      `${living}\\s+${wildAfter}`,
      `${wildBefore}\\s+${living}`,
      // The protected kinds by their trade names: Mediterranean tortoises (EU Annex A), giant clams, queen conch, dried seahorses.
      'tortugas?\\s+(?:moras?|mediterr[aá]neas?|griegas?)', 'tartarugas?[\\s-](?:mouriscas?|gregas?|mediterr[aâ]nicas?)', 'tortues?\\s+(?:d[\\x27’]hermann|grecques?|mauresques?)', '(?:hermann[\\x27’]?s|greek|spur[\\s-]thighed)\\s+tortoises?', 'testuggin[ei]\\s+(?:di\\s+hermann|greche?|moresche?)', '(?:griechische|maurische)n?\\s+landschildkr[oö]ten?', 'testudo\\s+(?:hermanni|graeca|marginata)',
      'giant\\s+clams?(?:\\s+shells?)?', 'tridacnas?', 'almejas?\\s+gigantes?', 'am[eê]ijoas?\\s+gigantes?', 'b[eé]nitiers?', 'vongol[ae]\\s+gigant[ei]', 'riesenmuschel(?:n)?', 'queen\\s+conchs?', 'strombus\\s+gigas', 'lambis?\\s+g[eé]ants?',
      '(?:cavalos?[\\s-]marinhos?|caballitos?\\s+de\\s+mar|hippocampes?|seahorses?|cavallucc?i?\\s+marin[oi])\\s+(?:sec[oa]s|secos|s[eé]ch[eé]s|dried|essiccat[io])', 'dried\\s+seahorses?', 'getrocknete\\s+seepferdchen',
    ],
    // A perfume or a body wash named after one; a book, a guide, a poster, a documentary about them.
    innocent:
      /(?:gel|perfumes?|perfume|parfums?|eau|col[oó]nias?|colognes?|fragr[aâ]n\p{L}*|body\s+(?:wash|lotion)|shampo\p{L}*|velas?|candles?|bougies?|sabonetes?|jab[oó]n(?:es)?|savons?|soaps?)\s+(?:\p{L}+\s+){0,2}?(?:orqu[ií]dea|orchid\p{L}*|wild)|(?:livros?|libros?|livres?|books?|guias?|gu[ií]as?|guides?|posters?|affiches?|document[aá]ri\p{L}*|documentaire|documentary|buch|libr[oi]|guida)\s+(?:\p{L}+\s+){0,3}?(?:sobre|de|about|on|sur|su|[uü]ber|des|das|der|alle|ai|agli|aux|as|os)\s/iu,
    context: /(?<![\p{L}])(?:perfumes?|parfums?|eau\s+de|fragr[aâ]n\p{L}*|scents?|col[oó]nias?|colognes?|gel\s+de\s+(?:banho|ba[nñ]o)|gel\s+douche|body\s+(?:wash|lotion|mist)|duschgel|bagnoschiuma|velas?|candles?|bougies?|kerzen?|pel[uú]cias?|peluches?|plush|cer[aâá]mic\p{L}*|c[eé]ramique|keramik|resina|resin|r[eé]sine|pl[aá]stic\p{L}*|plastique|kunststoff|brinquedos?|juguetes?|jouets?|toys?|giocattol\p{L}*|spielzeug\p{L}*|estampad\p{L}*|prints?|posters?|affiches?|fotograf\p{L}*|photo\p{L}*|quadros?|cuadros?|tableaux?|paintings?|pinturas?|dipint[oi]|gem[aä]lde|ilustra\p{L}*|illustra\p{L}*|desenhos?|dibujos?|dessins?|drawings?|disegn[oi]|zeichnung\p{L}*|livros?|libros?|livres?|books?|buch|libr[oi]|guias?|gu[ií]as?|guides?|guida|document[aá]ri\p{L}*|documentaire|documentary|viveiro|vivero|p[eé]pini[eè]re|nursery|vivaio|g[aä]rtnerei|estufa|invernadero|serre|greenhouse|serra\s+(?:calda|fredda)|gew[aä]chshaus|cultivad\p{L}*|cultiv[eé]e?s?|grown|coltivat\p{L}*|gez[uü]chtet\p{L}*|gezogen|nachzucht|captive[\s-]bred|cativeiro|cautividad|captivit[eé]|captivity|cattivit[aà]|gefangenschaft|lego)(?![\p{L}])/iu,
  },
  {
    // Feathers of birds of prey, owls and other protected wild birds ("plumas de buitre", "barn owl feathers", "plumes de rapace",
    // "Eulenfedern"): parts of protected species (the Birds Directive; the marketplaces' protected-wildlife clauses). Dyed craft feathers,
    // a print or an imitation, a pillow's down are none.
    topic: 'protected-wildlife',
    qualifier: true,
    terms: [
      `${feathers}\\s+(?:de|d[ae]s?|di|of|von)\\s+(?:(?:um|uma|un|une|una|an?|the|el|la|le|les|o|a|os|as|il|lo|gli)\\s+)?${protectedBird}`,
      `${protectedBird}(?:\\s+(?:and|&)\\s+${protectedBird})?\\s+feathers?`,
      '(?:eulen|adler|falken|bussard|greifvogel|geier|milan|habicht|reiher)-?federn?',
    ],
    context: /(?<![\p{L}])(?:tingid\p{L}*|te[nñ]id\p{L}*|teintes?|dyed|tint\p{L}*|gef[aä]rbt\p{L}*|sint[eé]tic\p{L}*|synth[eé]ti\p{L}*|synthetic|artificia\p{L}*|artificiel\p{L}*|k[uü]nstlich\p{L}*|imita[cç]\p{L}*|imitation|faux|fake|finto|estampad\p{L}*|prints?|printed|motif|motivo|muster|padr[aã]o|pattern|tattoo|tatuage\p{L}*|tatuaje|almofadas?|almohadas?|oreillers?|pillows?|cuscin[io]|kissen|edred[oõó]n\p{L}*|couettes?|duvets?|piumin[oi]|bettdecken?)(?![\p{L}])/iu,
  },
];
