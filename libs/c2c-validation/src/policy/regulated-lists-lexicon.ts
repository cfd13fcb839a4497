import { aboutOrEmpty, animalLikenesses, animalSigns, petSupplyFor, type TopicLexicon } from './item-lexicon.ts';
import { pesticideSold } from './substances-wildlife-contraband-lexicon.ts';

/**
 * The regulated lists a moderator checks, taken whole where the other lexicons held only the names met in examples (PT, ES, FR, EN,
 * IT, DE common names); what the other lexicons already read of each list stays there:
 * - CITES Appendix I / EU Regulation 338/97 Annex A birds sold alive (the African grey, the hyacinth, scarlet, military and great green
 *   macaws, Spix's and Lear's macaws, the Moluccan, Goffin's and palm cockatoos), and a parrot, a tortoise, a chameleon, an iguana or a
 *   python sold "without papers"; sea turtles, their shells, big cats' teeth, claws and bones, sperm-whale, hippo, walrus and narwhal
 *   teeth and tusks, bear bile (`protected-wildlife`: the marketplaces' protected-species clauses);
 * - plant-protection active substances not renewed under Regulation 1107/2009 (simazine, diuron, trifluralin, parathion, fipronil,
 *   methiocarb, chlorothalonil …) and their trade names, and a weed killer or pesticide said to be the banned or old strong one
 *   (`hazardous-chemicals`: no longer sold or used anywhere in the Union);
 * - prescription-only active substances the other lists lack (tirzepatide, orlistat, growth hormone and EPO, tamoxifen and the
 *   aromatase inhibitors, modafinil, methylphenidate, misoprostol, finasteride, ivermectin …), weight-loss injections and pens by their
 *   use, slimming pills said not to be sold here or to be banned (`medicines`: "Medicines and prescription products");
 * - the non-selective means of taking animals (`animal-traps`): leg-hold traps (Regulation 3254/91), snares, bird lime and lime sticks,
 *   mist nets and songbird traps (Birds Directive Annex IV), electric fishing gear (Habitats Directive Annex VI). A humane live-catch cage,
 *   an insect or wasp trap, a fishing net and a mousetrap are none of them.
 */

/** A sign of a young or captive-bred bird for sale beyond `animalSigns`: a chick, hand-reared, ringed, eating alone, its papers. */
const birdForSale =
  /(?<![\p{L}])(?:cr[ií]as?|filhotes?|beb[eé]s?|chicks?|baby|poussins?|pulli|k[uü]ken|jungv[oö]gel|pichones?|papilla|papa|handfed|hand[\s-]?(?:fed|reared|raised)|criad[oa]s?\s+[àa]\s+m[aã]o|eam|handaufzucht|anilhad[oa]s?|anillad[oa]s?|bagu[eé]e?s?|ringed|beringt|inanellat[oa]|(?:come|comiendo|mange|eats|mangia|frisst)\s+(?:sol[oa]|seule?|alone|da\s+sol[oa]|allein)|cites|pap[eé]is|papeles|papiers|papers|documenti|papiere)(?![\p{L}])/iu;

/** Sold without its papers: "sem papéis", "sin papeles", "sans papiers", "without papers", "no CITES", "senza documenti", "ohne Papiere". */
const withoutPapers =
  /(?<![\p{L}])(?:sem|sin|sans|without|no|senza|ohne|keine?)\s+(?:(?:os|as|los|las|les|the|any|i|die|seus|sus|ses|its)\s+)?(?:pap[eé]is|papeles|papiers|papers|paperwork|documentos|documenta[cç][aã]o|documentaci[oó]n|documents|documenti|papiere|dokumente|certificados?|certificats?|certificates?|certificato|bescheinigung|cites)(?![\p{L}])/iu;

/** Annex A parrots by their common names. */
const annexAParrot = String.raw`(?:papagaios?[\s-]+(?:cinzent[oa]s?|do[\s-]+congo)|cinzentos?[\s-]+(?:africanos?|do\s+gab[aã]o)|loros?\s+gris(?:es)?(?:\s+(?:africanos?|del\s+congo))?|yacos?|perroquets?\s+gris(?:\s+du\s+gabon)?|gris\s+du\s+gabon|(?:african|congo|timneh)\s+greys?(?:\s+parrots?)?|pappagall[oi]\s+cenerin[oi]|(?:kongo[\s-]?)?graupapageie?n?|araras?[\s-]+(?:azul(?:[\s-]+grande)?|azuis|jacinto|vermelha|militar)|ararinhas?[\s-]+azu(?:l|is)|guacamayos?\s+(?:jacinto|azul(?:es)?|rojos?|macao|militar(?:es)?|verdes?|de\s+spix)|aras?\s+(?:hyacinthe|macao|militaire|de\s+buffon|de\s+spix)|(?:hyacinth|scarlet|military|great\s+green|spix(?:['’]s)?|lear(?:['’]s)?)\s+macaws?|ar[ae]\s+(?:giacinto|macao|militare|di\s+spix)|hyazinth[\s-]?aras?|hellrote[nr]?\s+aras?|arakangas?|soldatenaras?|cacatuas?[\s-]+(?:das[\s-]+molucas|de\s+goffin|das\s+palmeiras|preta)|cacat[uú]as?\s+(?:de\s+las\s+molucas|molucanas?|de\s+goffin|de\s+las\s+palmeras|negras?)|cacato[eè]s\s+(?:des\s+moluques|de\s+goffin|des\s+palmiers|noirs?)|(?:moluccan|goffin(?:['’]s)?|palm|salmon[\s-]crested)\s+cockatoos?|cacatu[ae]\s+(?:delle\s+molucche|di\s+goffin|delle\s+palme|ner[ae])|(?:molukken|goffin|palm|arara)kakadus?)`;

/** Parrots, tortoises and turtles, chameleons, iguanas, monitors and pythons: the pet trade's CITES-listed kinds, by their plain words. */
const citesPetKind = String.raw`(?:papagaios?|loros?|perroquets?|parrots?|pappagall[oi]|papageie?n?|araras?|guacamayos?|macaws?|cacatuas?|cacat[uú]as?|cacato[eè]s|cockatoos?|kakadus?|tartarugas?|tortugas?|tortues?|tortoises?|turtles?|tartarughe?|schildkr[oö]ten?|camale[oõ]es|camale[aã]o|camaleones?|cam[eé]l[eé]ons?|chameleons?|camaleont[ei]|cham[aä]leons?|iguanas?|iguanes?|leguane?|varanos?|varans?|monitor\s+lizards?|warane?|p[ií]t(?:[oó]n|ons)|pythons?|pitoni|pitone)`;

/** Sea turtles, alive or as their shell. */
const seaTurtle = String.raw`(?:tartarugas?\s+marinhas?|tortugas?\s+marinas?|tortues?\s+marines?|sea\s+turtles?|tartarughe?\s+marin[ae]|meeresschildkr[oö]ten?|carapa[cç]as?\s+de\s+tartaruga|caparaz[oó]n(?:es)?\s+de\s+tortuga|carapaces?\s+de\s+tortue|turtle\s+shells?|gusci?o?\s+di\s+tartaruga|carapace\s+di\s+tartaruga|schildkr[oö]tenpanzer)`;

/** Teeth, claws, bones and bile of Appendix I mammals, and the marine mammals' ivory. */
const mammalPart = String.raw`(?:dentes?\s+de\s+(?:cachalote|tigre|le[aã]o|leopardo|on[cç]a|hipop[oó]tamo|morsa)|dientes?\s+de\s+(?:cachalote|tigre|le[oó]n|leopardo|jaguar|hipop[oó]tamo|morsa)|colmillos?\s+de\s+(?:morsa|hipop[oó]tamo|narval)|dents?\s+de\s+(?:cachalot|tigre|lion|l[eé]opard|hippopotame|morse)|d[eé]fenses?\s+de\s+(?:morse|narval|hippopotame)|(?:sperm\s+whale|tiger|lion|leopard|hippo(?:potamus)?|walrus)\s+(?:teeth|tooth|tusks?|claws?|bones?)|narwhal\s+tusks?|scrimshaw|denti\s+di\s+(?:capodoglio|tigre|leone|leopardo|ippopotamo|tricheco)|zann[ei]\s+di\s+(?:tricheco|narvalo|ippopotamo)|(?:pottwal|tiger|l[oö]wen|leoparden|nilpferd|flusspferd|walross|narwal)(?:z[aä]hne|zahn|krallen?|knochen|sto[sß]z[aä]hne?)|garras?\s+de\s+(?:tigre|le[aã]o|le[oó]n|leopardo|on[cç]a|jaguar)|griffes?\s+de\s+(?:tigre|lion|l[eé]opard|jaguar)|artigli?\s+di\s+(?:tigre|leone|leopardo)|ossos?\s+de\s+tigre|huesos?\s+de\s+tigre|os\s+de\s+tigre|ossa\s+di\s+tigre|b[ií]lis\s+de\s+(?:urso|oso)|bile\s+d['’]\s*(?:ours|orso)|bear\s+bile|b[aä]rengalle)`;

/** The real thing, worn or kept: a claim of it being genuine, a piece of jewellery made of it, a size, its age. */
const genuineOrKept =
  /(?<![\p{L}])(?:verdadeir[oa]s?|verdader[oa]s?|aut[eé]ntic[oa]s?|authentiques?|authentic|genuine|real|echte?[nrs]?|ver[oa]|vrai(?:e|s)?|v[eé]ritables?|natura(?:l|is|les|le)|naturel(?:le)?s?|colar|collar|colgante|pendente|pendentif|pendant|necklace|ciondolo|collana|anh[aä]nger|kette|amulet\p{L}*|talism\p{L}*|antig[oa]s?|antigu[oa]s?|anciens?|antique|antico|old|vintage|polido|pulid[oa]|polished|\d+\s?(?:cm|mm|g|kg))(?![\p{L}])/iu;

/** Made of something else, a likeness or a print of it: silver, resin, wood, a pattern, a plush, a costume. */
const madeOfOther = new RegExp(
  String.raw`${animalLikenesses.source}|(?<![\p{L}])(?:prata|plata|argent|silver|argento|silber|ouro|oro|gold|golden|dourad[oa]|a[cç]o|acero|acier|steel|acciaio|resina|r[eé]sine|resin|harz|cer[aâ]mica|c[eé]ramique|ceramic|keramik|porcelana|porcelaine|porcelain|porzellan|madeira|madera|bois|wood(?:en)?|legno|holz|vidro|vidrio|verre|glass|vetro|pl[aá]stico|plastique|plastic|plastica|plastik|padr[aã]o|pattern|motivo|motif|muster|efeito|effet|effect|look|design|imita\p{L}*|faux|fake|simil\p{L}*|ninja)(?![\p{L}])`,
  'iu',
);

/** Active substances not renewed in the EU and trade names of withdrawn products, beyond the other lexicons' lists. */
const withdrawnActive = String.raw`(?:simazin[ae]?|diur[oó]n[e]?|linur[oó]n[e]?|trifluralin[ae]?|alaclor[o]?|alachlor[e]?|acefato|ac[eé]phate|ometoato|om[eé]thoate|fenti[oó]n|fenthion|parati[oó]n|parathion|metamidof[oó]s|m[eé]thamidophos|monocrotof[oó]s|monocrotophos|dieldrin[ae]?|aldrin[ae]?|clordano|chlordane?|heptacloro?|heptachlor[e]?|dinoseb|brometo\s+de\s+metilo|bromuro\s+de\s+metilo|bromure\s+de\s+m[eé]thyle|methyl\s+bromide|bromuro\s+di\s+metile|methylbromid|clorotalonil[e]?|chlorothalonil|iprodion[ae]?|tiacloprid[e]?|thiaclopride?|fipronil[e]?|fenamif[oó]s|f[eé]namiphos|nemacur|lorsban|lannate|thiodan|gesaprim|perfekthion|dithane|carbosulf[aá]n|oxamilo|oxamyl|metiocarb[e]?|m[eé]thiocarbe?|mesurol|isoproturon[e]?|benomilo?|b[eé]nomyl|triazof[oó]s|triazophos|propineb[e]?|glufosinat[eo]?|glufosinate|metam[\s-]?s[oó]dio|metam[\s-]?sodium|etoprof[oó]s|[eé]thoprophos|mocap)`;

/** A weed killer or pesticide by its common word. */
const weedKiller = String.raw`(?:weed[\s-]?killers?|herbicidas?|herbicides?|d[eé]sherbants?|mata-?ervas|matahierbas|mata\s+hierbas|matamalezas|diserbant[ei]|unkraut[\s-]?(?:ex|vernichter|killer)|pesticidas?|pesticides?|plaguicidas?|insecticidas?|inseticidas?|insecticides?|insetticid[ai]|insektizide?|fitof[aá]rmacos?)`;

/** Said to be banned, withdrawn or the old strong kind no longer sold. */
const bannedSaid =
  /(?<![\p{L}])(?:proibid[oa]s?|prohibid[oa]s?|interdit(?:e|s|es)?|banned|vietat[oaie]|verboten(?:e|en|er|es)?|withdrawn|retirad[oa]s?\s+d[oe]l?\s+mercado|retir[eé]e?s?\s+du\s+march[eé]|ritirat[oa]\s+dal\s+mercato|vom\s+markt\s+genommen|j[aá]\s+n[aã]o\s+se\s+vende|ya\s+no\s+se\s+vende|plus\s+(?:en\s+)?vente|plus\s+vendu|no\s+longer\s+(?:sold|available|legal|allowed)|non\s+pi[uù]\s+in\s+commercio|non\s+si\s+trova\s+pi[uù]|nicht\s+mehr\s+(?:erh[aä]ltlich|zugelassen|im\s+handel|verkauft)|the\s+(?:old\s+)?strong\s+(?:one|stuff|kind)|old\s+strong|o\s+forte\s+de\s+antigamente|o\s+antigo\s+forte|el\s+fuerte\s+de\s+antes|el\s+de\s+antes|l['’]ancien\s+fort|quello\s+(?:forte|di\s+una\s+volta)|das\s+alte\s+starke|antiga\s+f[oó]rmula|antigua\s+f[oó]rmula|ancienne\s+formule|old\s+formula|vecchia\s+formula|alte\s+(?:rezeptur|formel))(?![\p{L}])/iu;

/** A ban denied or the product said approved: "not banned", "homologado", "approved for home gardens". */
const approvedSaid =
  /(?<![\p{L}])(?:(?:n[aã]o|no|not|non|nicht|pas|nada\s+de|rien\s+de)\s+(?:\p{L}+\s+)?(?:proibid|prohibid|banned|interdit|vietat|verboten)\p{L}*|autorizad[oa]s?|homologad[oa]s?|homologu[eé]e?s?|approved|authori[sz]ed|autorizzat[oa]|zugelassen(?:e|er|es)?|bio(?:l[oó]gic[oa])?|organic)(?![\p{L}])/iu;

/** Weight-loss injections and pens, and slimming pills, by their use. */
const slimmingInjection = String.raw`(?:injec[cç](?:[aã]o|[oõ]es)\s+(?:para\s+)?emagrecer|canetas?\s+(?:para\s+)?emagrecer|inyecci[oó]n(?:es)?\s+(?:para\s+)?adelgazar|plumas?\s+(?:para\s+)?adelgazar|injections?\s+(?:pour\s+)?maigrir|stylos?\s+(?:pour\s+)?maigrir|(?:weight[\s-]?loss|slimming|diet)\s+(?:injections?|jabs?|pens?)|iniezion[ei]\s+(?:per\s+)?dimagrire|penn[ae]\s+(?:per\s+)?dimagrire|abnehm[\s-]?(?:spritzen?|pens?)|spritzen?\s+zum\s+abnehmen)`;
const slimmingPill = String.raw`(?:(?:comprimidos|c[aá]psulas|p[ií]lulas)\s+(?:para\s+)?(?:emagrecer|emagrecedor[ae]s)|(?:pastillas|p[ií]ldoras|c[aá]psulas)\s+(?:para\s+)?adelgazar|(?:pilules?|comprim[eé]s|g[eé]lules)\s+(?:pour\s+)?maigrir|(?:g[eé]lules|pilules)\s+amincissantes|(?:slimming|diet|weight[\s-]?loss)\s+(?:pills|tablets|capsules)|(?:pillole|compresse|capsule)\s+(?:per\s+)?dimagr\p{L}*|abnehm(?:tabletten|pillen|kapseln)|schlankheits(?:pillen|tabletten|kapseln))`;

/** Said not to be sold in the country, to be banned, to come from abroad, or to need a prescription. */
const notSoldHere =
  /(?<![\p{L}])(?:n[aã]o\s+se\s+vende[mn]?|j[aá]\s+n[aã]o\s+h[aá]|no\s+se\s+vende[mn]?|ya\s+no\s+(?:se\s+venden?|hay)|pas\s+vendu\p{L}*|introuvables?|plus\s+vendu\p{L}*|not\s+(?:sold|available)\s+(?:here|in)|can['’]?t\s+get\s+(?:them|these|it)\s+here|non\s+(?:si\s+)?(?:vendono|trovano|venduti?e?)|nicht\s+(?:mehr\s+)?(?:erh[aä]ltlich|zugelassen|verkauft)|proibid\p{L}*|prohibid\p{L}*|interdit\p{L}*|banned|vietat\p{L}*|verboten\p{L}*|receitas?|recetas?|ordonnances?|prescri\p{L}*|ricett[ae]|rezept\p{L}*|importad[oa]s?|import[eé]e?s?|imported|importat[ie]|importiert\p{L}*|do\s+brasil|del\s+brasil|du\s+br[eé]sil|from\s+(?:brazil|mexico|thailand|turkey)|de\s+m[eé]xico|aus\s+der\s+t[uü]rkei)(?![\p{L}])/iu;

/** A live-catch or humane trap, or one for insects, wasps, flies, moths or pigeons kept out. */
const humaneOrInsect =
  /(?<![\p{L}])(?:captura\s+viva|captura\s+em\s+vida|live[\s-]?catch|capture\s+vivante|cattura\s+viva|lebendfall\p{L}*|humanitári[oa]s?|humanitari[oa]s?|humane|sem\s+(?:magoar|matar)|sin\s+(?:matar|da[ñn]ar)|sans\s+(?:tuer|blesser)|without\s+(?:killing|harm\p{L}*)|senza\s+(?:uccidere|ferire)|ohne\s+(?:zu\s+)?(?:t[oö]ten|verletzen)|insectos?|insetos?|insectes?|insects?|insetti|insekten|moscas?|mouches?|flies|mosche|fliegen|vespas?|avispas?|gu[eê]pes?|wasps?|vespe|wespen|traças|polillas|mites|moths?|tarme|motten|feromonas?|ph[eé]romones?|pheromones?|feromoni|pheromon\p{L}*)(?![\p{L}])/iu;

/** Leg-hold and jaw traps, snares, bird lime and lime sticks, mist nets and songbird traps, electric fishing gear. */
const huntingTrap = String.raw`(?:armadilhas?\s+de\s+(?:mand[ií]bulas?|maxilas?|dentes|mola\s+com\s+dentes|la[cç]o|pata|perna)|ferros?\s+de\s+(?:apanhar|ca[cç]ar)\s+(?:raposas?|lobos?|coelhos?|javalis?)|cepos?\s+(?:para|de)\s+(?:zorros?|lobos?|jabal[ií](?:es)?|conejos?|garduñas?|tejones?|caza|animales)|cepos?\s+(?:de\s+hierro\s+)?con\s+dientes|trampas?\s+de\s+(?:mand[ií]bulas?|dientes|cepo|lazo)|pi[eè]ges?\s+[àa]\s+(?:m[aâ]choires?|palette|lacet|collet)|leg[\s-]?hold\s+traps?|foot[\s-]?hold\s+traps?|gin\s+traps?|jaw\s+traps?|steel[\s-]jaw(?:ed)?\s+traps?|tagliol[ae]|trappol[ae]\s+a\s+(?:ganascia|ganasce|tagliola)|tellereisen|fangeisen|schlageisen|la[cç]os?\s+(?:de\s+a[cç]o\s+)?(?:para|de)\s+(?:coelhos?|lebres?|javalis?|raposas?|ca[cç]a)|lazos?\s+(?:de\s+(?:acero|cable)\s+)?(?:para|de)\s+(?:conejos?|liebres?|jabal[ií](?:es)?|zorros?|caza)|collets?\s+(?:[àa]|pour)\s+(?:lapins?|li[eè]vres?|sangliers?|renards?|gibier)|collets?\s+(?:en\s+)?(?:acier|laiton|c[aâ]ble)|(?:rabbit|hare|fox|deer|wire|cable|self[\s-]locking|hunting)\s+snares?|snares?\s+(?:for|to\s+catch)\s+(?:rabbits?|hares?|foxes?|deer|game|animals?)|snaring\s+wire|lacci(?:oli|uoli)?\s+(?:in\s+acciaio\s+)?(?:per|da)\s+(?:lepri|conigli|cinghiali|volpi|caccia)|laccioli|drahtschlingen?|wildschlingen?|schlingen?\s+f[uü]r\s+(?:hasen|kaninchen|f[uü]chse|wild)|visgo|visco\s+(?:para|de)\s+(?:p[aá]ssaros|p[aá]jaros|aves|ca[cç]a|cazar)|varetas?\s+(?:de|com|con)\s+(?:visco|visgo|liga)|liga\s+(?:para|de)\s+(?:p[aá]jaros|aves|cazar)|botes?\s+de\s+liga|parany|(?:glu|p[aâ]te\s+engluante)\s+(?:pour|[àa])\s+(?:oiseaux|grives|merles|la\s+chasse)|gluaux|chasse\s+[àa]\s+la\s+glu|bird[\s-]?lime|lime[\s-]sticks?|vischio\s+per\s+(?:uccelli|caccia)|panie\s+per\s+uccelli|paniacc[ie]|leimruten?|redes?\s+(?:japonesas?|de\s+neblina|de\s+niebla)|filets?\s+japonais|mist[\s-]nets?|reti\s+(?:da\s+uccellagione|giapponesi|mist[\s-]?net)|japannetze?|costillas?\s+(?:para|de)\s+p[aá]jaros|al[cç]ap(?:[aã]o|[oõ]es)\s+(?:para|de)\s+p[aá]ssaros|armadilhas?\s+(?:para|de)\s+(?:p[aá]ssaros|pintassilgos|aves\s+selvagens)|trampas?\s+(?:para|de)\s+(?:p[aá]jaros|jilgueros|gorriones|zorzales)|pi[eè]ges?\s+(?:[àa]|pour)\s+(?:oiseaux|grives|chardonnerets|passereaux)|trappol[ae]\s+per\s+(?:uccelli|cardellini|passeri)|vogelfallen?|pesca\s+(?:com|por)\s+(?:choque|eletricidade|electricidade)|pesca\s+(?:con|por)\s+(?:descargas?|electricidad)|electropesca|aturdidor(?:es)?\s+(?:de|para)\s+peces|p[eê]che\s+[eé]lectrique|electro[\s-]?fishing|fish\s+(?:stunners?|shockers?)|electric\s+fish(?:ing)?\s+(?:stunners?|shockers?|machines?|devices?)|fish\s+shocking\s+(?:machines?|devices?)|pesca\s+elettrica|(?:elettro)?storditor[ei]\s+(?:elettric[oi]\s+)?per\s+pesci|elektrofisch(?:erei|fang)?(?:ger[aä]te?|aggregate?)?|elektro[\s-]?fischen)`;

export const regulatedListsLexicon: TopicLexicon[] = [
  {
    // Annex A parrots sold alive ("Guacamayo jacinto, come solo", "Cacatua-das-molucas bebé"): trade needs an Article 10 certificate a
    // person checks. Their cages, food, prints and plush are not them.
    topic: 'protected-wildlife',
    // Named inside a phrase headed by its young ("cría de …", "bebé …"): the bird all the same.
    qualifier: true,
    madeThing: true,
    terms: [annexAParrot],
    requires: new RegExp(`${animalSigns.source}|${birdForSale.source}`, 'iu'),
    innocent: petSupplyFor,
    context: new RegExp(`${animalLikenesses.source}|${aboutOrEmpty.source}|(?<![\\p{L}])(?:penas?|plumas?|plumes?|feathers?|piume|federn?)(?![\\p{L}])`, 'iu'),
  },
  {
    // A CITES-listed pet kind (a parrot, a tortoise, a chameleon, an iguana, a python) sold without its papers ("tortuga sin papeles",
    // "perroquet sans papiers", "python without paperwork").
    topic: 'protected-wildlife',
    madeThing: true,
    terms: [citesPetKind],
    requires: withoutPapers,
    innocent: petSupplyFor,
    context: new RegExp(`${animalLikenesses.source}|${aboutOrEmpty.source}`, 'iu'),
  },
  {
    // Sea turtles and their shells; big cats' teeth, claws and bones; sperm-whale, hippo, walrus and narwhal ivory; bear bile (CITES
    // Appendix I or II): named with what makes them the real thing (genuine, a pendant of it, a size, its age) or an animal's signs.
    // A silver or resin sea turtle, a print, a plush or a costume shell is a likeness.
    topic: 'protected-wildlife',
    qualifier: true,
    terms: [seaTurtle, mammalPart],
    requires: new RegExp(`${genuineOrKept.source}|${animalSigns.source}`, 'iu'),
    context: new RegExp(`${madeOfOther.source}|${aboutOrEmpty.source}`, 'iu'),
  },
  {
    // Plant-protection active substances not renewed in the EU, and the withdrawn products' trade names, sold as the product
    // ("Lorsban 5 L", "simazina, garrafa fechada"): no longer sold or used anywhere in the Union.
    topic: 'hazardous-chemicals',
    qualifier: true,
    terms: [withdrawnActive],
    requires: pesticideSold,
    context: new RegExp(`${aboutOrEmpty.source}|(?<![\\p{L}])(?:estudos?|estudios?|[eé]tudes?|study|studies|studi|studie|teste|tests?|analysis|an[aá]lisis|analyse)(?![\\p{L}])`, 'iu'),
  },
  {
    // A weed killer or pesticide said to be the banned one, withdrawn, or the old strong kind no longer sold ("the banned one that
    // works", "diserbante vecchio tipo, quello vietato"): a withdrawn product whatever its name. One said approved or not banned is clean.
    topic: 'hazardous-chemicals',
    qualifier: true,
    terms: [weedKiller],
    requires: bannedSaid,
    context: new RegExp(`${approvedSaid.source}|${aboutOrEmpty.source}`, 'iu'),
  },
  {
    // Prescription-only active substances the other lists lack (tirzepatide, orlistat, growth hormone, EPO, the anti-oestrogens and
    // aromatase inhibitors the steroid trade sells with its cycles, modafinil, methylphenidate, misoprostol, finasteride, ivermectin).
    topic: 'medicines',
    qualifier: true,
    terms: [
      'clenbuterol[oe]?', 'orlistat[e]?', 'tirzepatid[ae]?', 'retatrutid[ae]?', 'cagrilintid[ae]?', 'somatropin[ae]?', 'genotropin', 'norditropin', 'omnitrope',
      'eritropoyetina', 'eritropoietina', '[eé]rythropo[iï][eé]tine', 'erythropoietin', 'tamoxif[eé]n[oe]?', 'nolvadex', 'anastrozol[eo]?', 'arimidex', 'letrozol[eo]?',
      'clomif[eé]n[oea]?', 'clomiph[eè]ne', 'clomid', 'modafinil[oe]?', 'modiodal', 'provigil', 'metilfenidat[oe]', 'm[eé]thylph[eé]nidate', 'methylphenidat[e]?',
      'fenobarbital', 'ph[eé]nobarbital', 'misoprostol[oe]?', 'cytotec', 'mifepriston[ae]?', 'finasterid[ae]?', 'propecia', 'ivermectin[ae]?', 'tapentadol', 'pregnyl', 'ovitrelle',
    ],
    context: aboutOrEmpty,
  },
  {
    // Weight-loss injections and pens by their use ("canetas para emagrecer", "slimming jabs"): the GLP-1 medicines, prescription-only.
    topic: 'medicines',
    qualifier: true,
    terms: [slimmingInjection],
    context: aboutOrEmpty,
  },
  {
    // Slimming pills said not to be sold here, banned, imported or on prescription ("pastillas para adelgazar que aquí no se venden"):
    // an unauthorised medicine. Herbal or supplement capsules said nothing of are left to a person's eye.
    topic: 'medicines',
    qualifier: true,
    terms: [slimmingPill],
    requires: notSoldHere,
    context: aboutOrEmpty,
  },
  {
    // The non-selective means of taking animals: leg-hold traps, snares, bird lime, mist nets and songbird traps, electric fishing gear.
    // A humane live-catch trap, an insect, wasp or moth trap is lawful; a book about them names them as its subject.
    topic: 'animal-traps',
    qualifier: true,
    terms: [huntingTrap],
    context: new RegExp(`${aboutOrEmpty.source}|${humaneOrInsect.source}`, 'iu'),
  },
];
