import { aboutOrEmpty, supplementWords, type TopicLexicon } from './item-lexicon.ts';

/**
 * Items sellers describe rather than name, or name by a word the main lexicon reads only as another thing's (PT, ES, FR, EN, IT,
 * DE): documents made to look official ("certificados idênticos aos oficiais", "faux diplôme de master"), human hair sold as hair or a wig, coral
 * taken as a specimen, hunting trophies, slimming pills and the drugs sold as such, nicotine pouches by their form or brand, and
 * stolen goods by the trade's idioms ("fell off the back of a lorry", "caído del camión"). Read by `findItems` with the main lexicon.
 */

/** Documents that certify a person: diplomas, degrees, certificates, school-leaving and driving papers (PT, ES, FR, EN, IT, DE). */
const documentNoun = String.raw`(?:diplomas?|dipl[oô]mes?|diplom[ei]?|degree\s+certificates?|t[ií]tulos?\s+(?:universit[aá]rios?|acad[eé]micos?)|certificados?\s+(?:de\s+)?(?:habilita[cç][oõ]es|estudos|estudios|curso)|certificats?\s+(?:de\s+)?(?:scolarit[eé]|formation)|attestat[oi]\s+di\s+(?:laurea|studio)|laure[ae]|zeugniss?e?|abschlusszeugniss?e?|bachelorurkunden?|masterurkunden?|cartas?\s+de\s+condu[cç][aã]o|carn[eé]s?\s+de\s+conducir|permis\s+de\s+conduire|driving\s+licen[cs]es?|patenti?\s+di\s+guida|f[uü]hrerscheine?)`;
/** Forgery said right beside it: false, fake, forged, like the real one, with the official stamp, on official paper (the six languages); a stamp alone is any genuine document's. */
const forgeryWord = String.raw`(?:falsos?|falsas?|falsificad\p{L}*|faux|fausses?|fake|forged|counterfeit|gef[aä]lscht\p{L}*|fals[oaie]|fint[oaie])`;
const likeTheReal = String.raw`(?:(?:iguais?|iguales?|igualitos?|id[eéê]ntic[oa]s?|identiques?|identical|uguali|gleich)\s+(?:aos?|as|a\s+los|a\s+las|al|a|aux|to\s+the|to|ai|agli|alle|wie\s+die)?\s*(?:verdadeir[oa]s?|verdader[oa]s?|vrais|vraies|real\s+ones?|real(?:es)?|originai?s|originales?|originaux|veri|vere|echten?)|(?:like|como|comme|come|wie)\s+(?:(?:the|os|as|los|las|les|i|die|quelli|quelle|ceux|celles|those|aqueles|aquelas|aquellos|aquellas)\s+)?(?:real|genuine|verdadeir[oa]s?|verdader[oa]s?|vrais?|veri|echt)(?:\s+ones?)?|(?:com|con|avec|with|mit)\s+(?:o\s+|el\s+|le\s+|the\s+|il\s+|dem\s+|an\s+|a\s+|um\s+|un\s+)?(?:(?:official|oficial|officiel|ufficiale|amtliche[mn]?)\s+(?:carimbo|sello|tampon|stamp|timbro|stempel)|(?:carimbo|sello|tampon|stamp|timbro|stempel)\s+(?:oficial|officiel|ufficiale))|(?:em\s+|en\s+|sur\s+|on\s+|su\s+|auf\s+)?(?:papel\s+oficial|papier\s+officiel|official\s+paper|carta\s+ufficiale|amtlichem\s+papier))`;
/** A few words of the same clause between the document and what is said of it ("attestation de formation, signée, fausse"). */
const sameClause = String.raw`(?:[\s,]+[\p{L}'’]+){0,5}?[\s,]+`;

/** Frames, holders and tubes for a document, and an old one kept by collectors: what holds a diploma is no diploma, a genuine old one no forgery. */
const documentAccessory =
  /(?<![\p{L}])(?:antig[oa]s?|antiguos?|antiguas?|ancien(?:ne)?s?|vieux|vieil(?:le)?s?|old|vintage|antik\p{L}*|alte[rsn]?|vecchi[oaie]|d['’][eé]poque|de\s+[eé]poca|sammler\p{L}*|collector\p{L}*|collectionn\p{L}*|colecci\p{L}*|colec[cç][aã]o|coleccionador\p{L}*|colecionador\p{L}*|collezion\p{L}*|molduras?|marcos?|cadres?|frames?|cornic[ei]|rahmen|porta-?diplomas?|portadiplomas?|porte-?dipl[oô]mes?|holders?|tubos?|tubes?|capas?|fundas?|pochettes?|custodi[ae]|h[uü]llen?|mappen?)(?![\p{L}])/iu;

/** Words of the hair's look or trade that show a wig or extensions are synthetic: no human hair sold. */
const syntheticHair =
  /(?<![\p{L}])(?:sint[eé]tic\p{L}*|synth[eé]ti\p{L}*|synthetic|kunsthaar|fibra|fibre|fiber|kanekalon|toyokalon|cosplay|disfarces?|disfraz|d[eé]guisement|costume|carnaval|carnival|halloween|boneca|mu[ñn]eca|poup[eé]e|doll|bambola|puppe|brinquedo|juguete|jouet|toy|giocattolo|spielzeug|pinc\p{L}*|clips?\s+de\s+cabelo|hair\s+(?:clips?|ties?|bands?|brush(?:es)?|dryers?|straighteners?)|escovas?|cepillos?|brosses?|spazzol\p{L}*|b[uü]rsten?|pinc[ée]is|pincel(?:es)?|pinceaux?|pennell[oi]|pinsel\p{L}*|brush(?:es)?|shampo\p{L}*|champ[uúô]\p{L}*|condicionador\p{L}*|acondicionador\p{L}*|apr[eè]s-shampo\p{L}*|conditioner|balsamo|sp[uü]lung)(?![\p{L}])/iu;

/** Colour words, dyes and man-made stuff: "coral" the colour, a resin or fleece "coral" is none. */
const notCoralSpecimen =
  /(?<![\p{L}])(?:cor(?:es)?|color(?:es)?|colou?rs?|couleurs?|colore|farbe|tons?|tonos?|teintes?|shades?|tinta|pintura|peinture|paint|vernis|nail|unhas?|u[ñn]as|ongles?|batom|lipstick|rouge\s+[àa]\s+l[eè]vres|pile|fleece|polar|polaire|resina|resin|r[eé]sine|harz|pl[aá]stic\p{L}*|plastique|kunststoff|artificia\p{L}*|artificiel\p{L}*|k[uü]nstlich\p{L}*|sint[eé]tic\p{L}*|synth[eé]ti\p{L}*|synthetic|imita[cç]\p{L}*|imitation|faux|fake|finto|cer[aâá]mic\p{L}*|c[eé]ramique|keramik|vidro|vidrio|verre|glass|vetro|bijuteria|bisuter[ií]a|fantaisie|bigiotteria|modeschmuck|puzzle|poster|livro|libro|livre|book|buch|peluche|plush|pel[uú]cia|vestidos?|robes?|dress(?:es)?|abit[oi]|kleid\p{L}*|camisol[ae]s?|camisetas?|t-?shirts?|blus[ae]s?|blouses?|saias?|faldas?|jupes?|skirts?|gonn[ae]|sapatos?|zapatos?|chaussures?|shoes?|scarpe|schuhe?|sand[aá]lias?|sandales?|sandals?|malas?|bolsos?|sacs?|bags?|borse?|taschen?|toalhas?|toallas?|serviettes?|towels?)(?![\p{L}])/iu;

/** A likeness of a skull or a head: resin, print, candle, costume, toy, drawing (the main lexicon's `madeThing` reads "de madeira", "toy …"). */
const notRealTrophy =
  /(?<![\p{L}])(?:r[eé]plicas?|r[eé]pliques?|replik\p{L}*|resina|resin|r[eé]sine|harz|pl[aá]stic\p{L}*|plastique|kunststoff|cer[aâá]mic\p{L}*|c[eé]ramique|keramik|impress[aã]o\s+3d|impres[oa]\s+(?:en\s+)?3d|imprim[eé]e?\s+(?:en\s+)?3d|3d[\s-]print\p{L}*|stampat[oa]\s+(?:in\s+)?3d|3d-druck|velas?|candles?|bougies?|candel[ae]|kerzen?|halloween|estampad\p{L}*|prints?|t-?shirts?|camis(?:ola|eta|a)s?|stickers?|autocolantes?|pegatinas?|posters?|desenhos?|dibujos?|dessins?|drawings?|disegn[oi]|zeichnung\p{L}*|peluches?|plush|pel[uú]cias?|brinquedos?|juguetes?|jouets?|toys?|giocattol\p{L}*|spielzeug\p{L}*|fantasias?|disfra(?:z|ces)|d[eé]guisements?|costumes?|kost[uü]m\p{L}*|decora[cç][aã]o\s+de\s+halloween|mordedores?|dog\s+chews?|chews?|para\s+c[aã]es|para\s+perros|pour\s+chiens?|for\s+dogs?|per\s+cani|f[uü]r\s+hunde|kauartikel|kaustange\p{L}*)(?![\p{L}])/iu;

/** Who prescribes: a doctor, a vet, a dentist, a hospital ("do médico", "del veterinario", "du médecin", "del medico", "vom Arzt"). */
const prescriber = String.raw`(?:m[eé]dic[oa]s?|doutor(?:a)?|doctor(?:a)?|veterin[aá]ri[oa]s?|dentista|psiquiatra|hospital|centro\s+de\s+sa[uú]de|m[eé]decins?|docteur|v[eé]t[eé]rinaire|dentiste|h[oô]pital|medic[oi]|dottor(?:e|essa)|ospedale|arzt|[aä]rztin|tier[aä]rzt(?:in)?|zahnarzt|krankenhaus)`;
/**
 * Prescribed, on prescription: "receitado", "com receita", "receita do médico", "de la receta", "sur ordonnance", "prescribed", "con ricetta",
 * "verschrieben". The cook's recipe is not one: "receita(s)/receta(s)/ricetta" count only said medical, of a prescriber, or "com/con receita"
 * with nothing after it that names what it is a recipe of ("con recetas del chef", "con la ricetta del brillantante"). Only the singular
 * is the prescription: "com receitas", "con recetas", "con ricette" (followed by a comma or a stop as much as by a noun) are the cook's recipes.
 */
const prescribedWord = String.raw`(?:receitad[oa]s?|recetad[oa]s?|(?:receitas?|recetas?|ricett[ae])\s+m[eé]dic[ae]s?|(?:receitas?|recetas?|ricett[ae])\s+(?:d[ao]|de|del|de\s+la|della|dello|di)\s+(?:(?:minha|meu|mi|mio|mia)\s+)?${prescriber}|(?:com|con|sob|bajo|su)\s+(?:receita|receta|ricetta)(?!\s+(?:de|da|do|das|dos|del|de\s+la|della|dello|di|para|per|pour|for)(?![\p{L}]))|de\s+(?:la\s+)?receta(?!\s+(?:de|del|para)(?![\p{L}]))|sur\s+ordonnance|ordonnance\s+(?:du|de\s+la|d['’]\s*un)|prescrit(?:e|s|es)?|prescri(?:bed|ption)|prescritt[oaie]|prescrizione|verschrieben|verschreibungspflichtig\p{L}*|rezeptpflichtig\p{L}*|auf\s+rezept)`;
/** Left over: "sobraram", "me sobraron", "il m'en reste", "left over", "avanzate", "übrig" (not a bare "left", the left eye, or "spare", a spare part). */
const leftOver = /(?<![\p{L}])(?:sobr(?:aram|ou|aron|ó|an|am)|sobrantes?|il\s+m['’]\s*en\s+reste|il\s+en\s+reste|il\s+reste|restant(?:e|es|s)?|left\s*over|leftovers?|(?:still|are|is|were|was|have\s+\d+|got\s+\d+)\s+left(?!\s+(?:eye|ear|side|hand|lens|arm|leg|foot|shoe|earbud|one))|avanzat[eio]|avanz(?:ate|ati|ano)|rimast[eio]|[uü]brig(?:geblieben)?|uebrig)(?![\p{L}])/iu;
/** A medicine's form or kind: tablets, capsules, ampoules, drops, syrup, painkillers, antibiotics, antiparasitics. */
const medicineForm = String.raw`(?:comprimidos?|pastillas?|c[aá]psulas?|comprim[eé]s?|g[eé]lules?|pills?|tablets?|capsules?|compress[ae]|pastiglie|capsule|tabletten?|kapseln?|ampolas?|ampollas?|ampoules?|fiale|ampullen|inje[cç][oõ]es|inyecciones|injections?|iniezioni|spritzen|gotas|gouttes|drops|gocce|tropfen|xaropes?|jarabes?|sirops?|syrups?|sciroppi?|painkillers?|analg[eé]sicos?|antibi[oó]tic\p{L}*|antibiotic\p{L}*|antiparasit\p{L}*|medicamentos?|medicinas?|m[eé]dicaments?|medicines?|medications?|farmac[io]|medikament\p{L}*|arzneimittel)`;
/**
 * Holders and organisers of pills, recipes and treats to hide a pill in; coffee, tea and cleaning capsules and tablets, coffee machines by
 * their common names in each language (cafetera, cafeteira, cafetière, macchina da caffè, moka, Kaffeemaschine, espresso machine) and the
 * makers known for them, yoghurt makers and their ferments; glasses and lenses made to a prescription.
 */
const pillHolders = /(?<![\p{L}])(?:organi[sz]ador\p{L}*|organi[sz]er\p{L}*|pilulier\p{L}*|pill\s*(?:box(?:es)?|pockets?|cases?|dispensers?)|porta-?comprimidos|pastilleros?|portapillole|tablettenteiler|tablettenbox\p{L}*|dosette\p{L}*|dispensers?|distributor\p{L}*|distribut(?:ore|eur)\p{L}*|livros?\s+de\s+receitas|libros?\s+de\s+recetas|recetarios?|livres?\s+de\s+recettes|ricettari?o?|rezeptb[uü]ch\p{L}*|rezepthefte?|cookbooks?|recipes?|caf[eé]s?|coffee|caff[eè]|kaffee\p{L}*|espresso|cafeter\p{L}*|cafeteira\p{L}*|caf[eé]ti[eè]re\p{L}*|macchin\p{L}*\s+(?:da|del|per(?:\s+il)?)\s+caff[eè]|moka|siebtr[aä]ger\p{L}*|(?:de\s*['’]?\s*)?longhi|delonghi|krups|melitta|bialetti|jura|saeco|gaggia|sage|breville|yogurt\p{L}*|iogurt\p{L}*|yaourti[eè]re\p{L}*|joghurt\p{L}*|cappuccino|capuchino|nespresso|dolce\s*gusto|tassimo|senseo|lavazza|k-?fee|ch[aá]s|teas?|tisanas?|tisanes?|tee|limpeza|limpieza|nettoyage|cleaning|pulizia|reinigung\p{L}*|descalcifica\p{L}*|d[eé]tartra\p{L}*|descal\p{L}*|decalcifica\p{L}*|entkalk\p{L}*|lava-?(?:lou[cç]as|loi[cç]as|vajillas)|lavavajillas|m[aá]quinas?\s+de\s+lavar|lave-?vaisselle|dishwashers?|lavastoviglie|sp[uü]lmaschine\p{L}*|geschirrsp[uü]l\p{L}*|brillantante|abrilhantador|abrillantador|[oó]culos|gafas|lunettes|glasses|spectacles|goggles|occhiali|brillen?|lentes|lenses|lentilles|lenti|linsen|thermomix|bimby|monsieur\s+cuisine|robots?\s+(?:de\s+cozinha|de\s+cocina|cuiseurs?|p[aâ]tissiers?|da\s+cucina))(?![\p{L}])/iu;

/**
 * No prescription asked or needed, said by the seller of pills: "sem receita", "sin receta", "no hace falta receta", "sans
 * ordonnance", "il ne faut pas d'ordonnance", "no prescription required", "without a prescription", "senza ricetta", "non serve la ricetta",
 * "ohne Rezept", "kein Rezept nötig". German "rezeptfrei" is the over-the-counter class, said of the product: not read.
 */
const prescriptionWord = String.raw`(?:receitas?(?:\s+m[eé]dicas?)?|recetas?(?:\s+m[eé]dicas?)?|ordonnances?|prescriptions?|scripts?|ricett[ae](?:\s+medic[ae])?|rezept(?:e|s)?)`;
const noPrescriptionAsked = String.raw`(?:(?:sem|sin|sans|without|senza|ohne)\s+(?:(?:precisar\s+de|necessidade\s+de|necesidad\s+de|besoin\s+d['’]\s*|(?:the\s+)?need\s+(?:for|of)|bisogno\s+di|(?:a|la|une?|any|the|il|ein(?:em)?)\s+)\s*)?${prescriptionWord}|(?:n[aã]o\s+(?:[eé]\s+)?(?:precisa[s]?|preciso|necess[aá]ri[ao])\s+(?:de\s+)?|no\s+(?:hace\s+falta|necesitas?|se\s+necesita|es\s+necesari[ao])\s+|pas\s+besoin\s+d['’]\s*|(?:non\s+serve|non\s+c['’]\s*[eè]\s+bisogno\s+di|non\s+[eè]\s+necessari[ao])\s+(?:la\s+)?|kein(?:e|en)?\s+)${prescriptionWord}|(?:no|not\s+a)\s+${prescriptionWord}\s+(?:\p{L}+\s+)?(?:needed|required|necessary|asked)|(?:n[aã]o\s+pe[cç]o|no\s+pido|je\s+ne\s+demande\s+(?:pas|aucune?)|(?:i|we)\s+(?:don['’]?t|do\s+not|never)\s+ask\s+(?:for\s+)?|non\s+chiedo|ich\s+(?:will|verlange)\s+kein(?:e|en)?)\s+(?:(?:a|o|la|el|une?|any|the)\s+|d['’]\s*)?${prescriptionWord})`;
/** Sold over the counter, the seller says: the class that needs no prescription ("de venda livre", "venta libre", "en vente libre", "OTC", "da banco", "frei verkäuflich"). */
const overTheCounter =
  /(?<![\p{L}])(?:(?:de\s+)?venda\s+livre|(?:de\s+)?venta\s+libre|en\s+vente\s+libre|over[\s-]the[\s-]counter|otc|farmaci\s+da\s+banco|da\s+banco|senza\s+obbligo\s+di\s+ricetta|frei\s+verk[aä]uflich\p{L}*|rezeptfrei\p{L}*|non\s+soumis\p{L}*\s+[àa]\s+prescription|sem\s+receita\s+obrigat[oó]ria|medicamentos?\s+n[aã]o\s+sujeitos?\s+a\s+receita|mnsrm)(?![\p{L}])/iu;
/**
 * Pills and the like, the forms a prescription is for, and sedatives by their class ("calmantes", "tranquillisants"). Not the pharmacy's word: goods
 * sold there with no prescription (a test, a monitor, a cream) are said so.
 */
const pillForm = String.raw`(?:${medicineForm}|pastilhas?|calmantes?|tranquili[sz]ant\p{L}*|tranquilli[sz]ant\p{L}*|sedativ\p{L}*|s[eé]datifs?|plaquettes?|blisters?)`;

/** A slimming pill said to be a medicine: on prescription, from abroad, by a drug's name (a dose alone is any supplement's: "chá verde 500 mg"). */
const prescriptionCue =
  /(?<![\p{L}])(?:receitas?|recetas?|ordonnances?|prescri\p{L}*|rezept\p{L}*|ricetta|m[eé]dic[oa]s?|m[eé]decins?|doctors?|gp|arzt|farm[aá]cias?|pharmac\p{L}*|apotheke|do\s+estrangeiro|del\s+extranjero|de\s+l['’][eé]tranger|from\s+abroad|dall['’]estero|aus\s+dem\s+ausland|fentermina|phentermin\p{L}*|sibutramin\p{L}*|anfepramon\p{L}*|amfepramon\p{L}*|diethylpropion|lorcaserin\p{L}*|rimonabant)(?![\p{L}])/iu;

/** A nicotine pouch's trade beside a shared brand name: pouches, tins, strength, snus, nicotine. */
const pouchCue = /(?<![\p{L}])(?:pouch(?:es)?|bolsas|bolsitas|saquetas?|saquinhos?|sachets?|bustine|beutel|tins?|latas?|latinhas?|bo[iî]tes?|dosen|snus|nicotin\p{L}*|nikotin\p{L}*)(?![\p{L}])|(?<![\p{N}])\d{1,2}(?:[.,]\d)?\s?mg(?![\p{L}])/iu;

/** A nicotine word or a pouch's strength beside a brand that is an everyday word too ("velo", "iceberg"): a tin or a box alone is any item's. */
const nicotineCue = /(?<![\p{L}])(?:snus|nicotin\p{L}*|nikotin\p{L}*|nicotina)(?![\p{L}])|(?<![\p{N}])\d{1,2}(?:[.,]\d)?\s?mg(?![\p{L}])/iu;

/** A bicycle or its parts, a bride's or a communion's veil: where "Velo" is French and Spanish or Italian for them. */
export const bikeOrVeil = /(?<![\p{L}])(?:bicicletas?|bicis?|bikes?|bicycles?|biciclett\p{L}*|vtt|vtc|bmx|roues?|roulettes?|pouces|cadres?|guidons?|d[eé]railleurs?|vitesses?|freins?|pneus?|shimano|enfants?|p[eé]dal\p{L}*|fahrr[aä]d\p{L}*|cicl\p{L}*|ciclis\p{L}*|sillín|selim|selle|saddle|sattel|tulle?|novias?|noivas?|mari[eé]es?|brides?|bridal|spos[ae]|nupcial(?:es)?|nuziale|mantillas?|comuni[oó]n|comunione|communion|encaje|pizzo|dentelle|lace|braut|wedding|boda|casamento|mariage|matrimonio|hochzeit)(?![\p{L}])/iu;
/** A bicycle, a veil, clothing, a blanket, a ride: where a pouch maker's name ("Velo", "Lyft", "Polar") is the everyday word. */
const pouchNameElsewhere = new RegExp(String.raw`${bikeOrVeil.source}|(?<![\p{L}])(?:forros?|fundas?|rayos|polar|fleece|terciopelo|velour|velvet|veludo|velours|velluto|samt|vestidos?|dress(?:es)?|robes?|abit[oi]|kleid\p{L}*|alfombra|tapete|tapis|rug|mantas?|cobertor(?:es)?|couvertures?|blankets?|cappello|hats?|chap[eé]us?|sombreros?|lunettes?|gafas|[oó]culos|glasses|brillen?|ski|esqui|esquí|jackets?|chaquetas?|casacos?|vestes?|giacc[ah]e?|jacken?|helmets?|cascos?|capacetes?|casques?|caschi|helme?|taxis?|uber|drivers?|conductores?|motoristas?|chauffeurs?|autista|fahrer)(?![\p{L}])`, 'iu');

/** A box that is missing: the talk of asking nothing counts beside it, a bare "don't ask" does not. */
const missingBox = /(?<![\p{L}])(?:sem\s+caixa|sin\s+caja|sans\s+bo[iî]te|no\s+box|senza\s+scatola|ohne\s+karton)(?![\p{L}])/iu;
/** Words of a receipt that is missing, or a cash-only sale ("nur gegen bar", "solo in contanti"; a missing box is `missingBox`: any used item's). */
const noReceipt =
  /(?<![\p{L}])(?:sem\s+(?:fatura|factura|recibo|tal[aã]o|papeis|papéis|documentos)|sin\s+(?:factura|ticket|tique|recibo|papeles)|sans\s+(?:facture|ticket|papiers)|no\s+(?:receipt|invoice|paperwork|papers)|senza\s+(?:scontrino|fattura|ricevuta)|ohne\s+(?:rechnung|quittung|beleg|papiere)|cash\s+only|only\s+cash|s[oó]\s+(?:(?:pagamento\s+)?em\s+)?(?:dinheiro|numer[aá]rio)|solo\s+(?:(?:pago\s+)?en\s+)?efectivo|(?:paiement\s+en\s+)?esp[eè]ces\s+uniquement|uniquement\s+en\s+esp[eè]ces|nur\s+(?:gegen\s+)?bar(?:zahlung|geld)?|solo\s+(?:in\s+)?contanti)(?![\p{L}])/iu;

/** Where the goods came from, or a lorry they fell off: said beside the talk of asking nothing. */
const cameFrom = /(?<![\p{L}])(?:lorry|truck|cami[aã]o|cami[oó]n|camion|laster|lkw|woher|d['’]o[uù]|de\s+onde|de\s+d[oó]nde|da\s+dove|where\s+(?:it|they)\s+(?:came|come)\s+from)(?![\p{L}])/iu;

/** A delivery's damage: a parcel dropped in transport is dented, not stolen. */
const deliveryDamage =
  /(?<![\p{L}])(?:entregas?|delivery|mudan[cç]as?|mudanzas?|d[eé]m[eé]nagement|moving|umzug|trasloco|livraison|consegna|lieferung|transporte|transport|trasporto|mossas?|amolgad\p{L}*|abollad\p{L}*|dent(?:ed|s)?|bosses?|ammaccat\p{L}*|dellen?|danificad\p{L}*|da[ñn]ad\p{L}*|damaged|endommag\p{L}*|danneggiat\p{L}*|besch[aä]digt\p{L}*|partid[oa]s?|roto|rota|cass[eé]e?|broken|rotto|kaputt)(?![\p{L}])/iu;

/** Returns and refunds: "no questions asked" is a shop's returns promise there. */
const returnsPromise = /(?<![\p{L}])(?:devolu[cç]\p{L}*|devoluci\p{L}*|retours?|returns?|reso|resi|r[uü]ckgabe\p{L}*|refunds?|reembols\p{L}*|rembours\p{L}*|rimbors\p{L}*|erstatt\p{L}*|garantia|garant[ií]a|garantie|guarantee|warranty)(?![\p{L}])/iu;

export const describedItemLexicon: TopicLexicon[] = [
  {
    // Diplomas, degrees, certificates and licences made to look official ("certificados idênticos aos oficiais", "permis de conduire,
    // très bien imité, faux", "fake degree certificate", "carta de condução falsa", "Zeugnis wie echt", "con timbro"): a forged official document (the
    // marketplaces' official documents clauses). The claim stands beside the document; a frame for one or a genuine old one carries none.
    topic: 'identity-documents',
    qualifier: true,
    terms: [
      `${forgeryWord}\\s+${documentNoun}`,
      `${documentNoun}${sameClause}(?:${forgeryWord}|${likeTheReal})`,
    ],
    context: documentAccessory,
  },
  {
    // Human hair sold as hair or made into a wig or extensions ("mechas de cabelo humano", "lace front of real hair", "extensiones de pelo
    // humano", "perruque cheveux naturels", "parrucca capelli veri", "Echthaar-Perücke"): the marketplaces' human body products
    // clauses let items of scalp hair be sold under conditions a person checks (hygiene, origin): restricted (Vinted refuses body parts).
    topic: 'human-hair',
    qualifier: true,
    terms: [
      'cabelos?\\s+humanos?', 'pelo\\s+humano', 'cabellos?\\s+humanos?', 'cheveux\\s+humains', 'human\\s+hair', 'remy\\s+hair', 'virgin\\s+hair', 'capelli\\s+umani', 'echthaar', 'echthaar(?:per[uü]cken?|extensions?|str[aä]hnen|tressen)',
      'menschenhaar(?:per[uü]cken?)?', 'menschliche[sn]?\\s+haar(?:e|en)?',
      '(?:extens[oõ]es|extensiones|extensions|extensionen|perucas?|pelucas?|perruques?|parrucc(?:a|he)|per[uü]cken?|wigs?|lace\\s+fronts?)\\s+(?:de\\s+|en\\s+|of\\s+|di\\s+|aus\\s+)?(?:100\\s?%\\s+)?(?:cabelo|pelo|cabello|cheveux|hair|capelli|haar)\\s+(?:humano|natural|naturais|naturales|naturels|humains|human|real|naturali|veri|umani|echt)',
      '(?:extens[oõ]es|extensiones|extensions|perucas?|pelucas?|perruques?|parrucc(?:a|he)|wigs?)\\s+(?:100\\s?%\\s+)?(?:naturais|naturales|naturelles|naturali|real\\s+hair)',
    ],
    context: syntheticHair,
  },
  {
    // Coral taken as a specimen: a branch or piece of it, named natural, real or by the protected kinds (red, black) — CITES lists black and
    // stony corals, and the Mediterranean's red coral is protected where it grows (the marketplaces' protected-wildlife clauses). "Coral" the
    // colour, resin or fleece coral, coral costume jewellery are none.
    topic: 'protected-wildlife',
    qualifier: true,
    terms: [
      '(?:ramas?|ramos?|ramitos?|branches?|branch(?:es)?|rametti|rami|ramo|[aä]ste|korallen[aä]ste|peda[cç]os?|trozos?|morceaux?|pieces?\\s+of|pezz[oi])\\s+(?:de\\s+|of\\s+|di\\s+|d[ei]\\s+)?(?:coral(?:es)?|corail|corallo|koralle)',
      'corai?s\\s+(?:vermelhos?|negros?|pretos?)', 'coral(?:es)?\\s+(?:vermelho|rojos?|negros?|preto|natural(?:es)?|verdadeiros?|verdaderos?|aut[eé]nticos?|genuinos?|do\\s+mar|del\\s+mar|mediterr[aá]neo)',
      'corail\\s+(?:rouge|noir|naturel|v[eé]ritable|authentique|de\\s+m[eé]diterran[eé]e)', '(?:real|genuine|natural|red|black)\\s+corals?', 'corall[oi]\\s+(?:ross[oi]|ner[oi]|natural[ei]|ver[oi]|autentic[oi]|mediterrane[oi])',
      '(?:echte|nat[uü]rliche|rote|schwarze)\\s+korallen?', 'korallenst[oö]ck\\p{L}*', 'edelkoralle\\p{L}*',
    ],
    context: notCoralSpecimen,
  },
  {
    // Hunting trophies: a mounted head or skull, antlers on the skull, an animal stuffed ("troféu de caça", "trofeo de caza", "trophée de
    // chasse", "trophy skull", "Jagdtrophäe", "cabeza disecada", "taxidermy"): restricted (a person checks the species and its papers).
    topic: 'hunting-trophies',
    madeThing: true,
    terms: [
      'trof[eé]us?\\s+de\\s+ca[cç]a', 'trofeos?\\s+de\\s+caza', 'troph[eé]es?\\s+de\\s+chasse', 'hunting\\s+troph(?:y|ies)', 'trofe[oi]\\s+di\\s+caccia', 'jagdtroph[aä]en?', 'troph(?:y|ies)\\s+(?:skulls?|heads?|mounts?|antlers?)',
      '(?:skull|shoulder|european)\\s+mounts?', '(?:deer|stag|buck|roe|boar|elk|moose|ibex|chamois|antelope)\\s+skulls?', 'skulls?\\s+with\\s+(?:antlers|tusks)',
      'cr[aâ]nios?\\s+(?:de\\s+)?(?:veado|javali|cor[cç]o|gamo|cabra\\s+mont[eê]s|camur[cç]a)', 'cr[aá]neos?\\s+(?:de\\s+)?(?:ciervo|venado|jabal[ií]|corzo|gamo|muflón|rebeco|cabra\\s+mont[eé]s)', 'cr[aâ]nes?\\s+(?:de\\s+)?(?:cerf|sanglier|chevreuil|daim|chamois|bouquetin|mouflon)',
      'teschi?\\s+(?:di\\s+)?(?:cervo|cinghiale|capriolo|daino|camoscio|stambecco|muflone)', '(?:hirsch|reh|rehbock|keiler|wildschwein|gams|steinbock|mufflon)sch[aä]del', '(?:geweih|geh[oö]rn|keilerwaff\\p{L}*)\\s+(?:mit|am|auf)\\s+(?:dem\\s+)?sch[aä]del',
      'cabe[cç]as?\\s+(?:de\\s+\\p{L}+\\s+)?embalsamad[oa]s?', 'cabezas?\\s+(?:de\\s+\\p{L}+\\s+)?disecad[oa]s?', 't[eê]tes?\\s+(?:de\\s+\\p{L}+\\s+)?naturalis[eé]e?s?', 'test[ae]\\s+(?:di\\s+\\p{L}+\\s+)?(?:impagliat[ae]|imbalsamat[ae])',
      'animal(?:es)?\\s+(?:embalsamad[oa]s?|disecad[oa]s?)', 'animaux\\s+naturalis[eé]s', 'animali\\s+impagliati', 'taxidermi(?:a|e|ste)', 'taxidermy', 'tassidermia', 'tierpr[aä]parat\\p{L}*', 'ausgestopfte[nrs]?\\s+\\p{L}+',
    ],
    context: new RegExp(`${notRealTrophy.source}|${aboutOrEmpty.source}`, 'iu'),
  },
  {
    // Slimming pills sold as medicines: on prescription, from abroad, by the drug's name or a dose ("diet tablets my doctor prescribed",
    // "pastillas para adelgazar con receta", "pilules minceur (phentermine)"); the slimming drugs by their names wherever they are
    // named. Food supplements sold for slimming name no prescription and no drug (the main lexicon's supplements stay allowed).
    topic: 'medicines',
    qualifier: true,
    terms: [
      '(?:slimming|diet|weight[\\s-]loss|fat[\\s-]burning)\\s+(?:pills?|tablets?|capsules?)', '(?:comprimidos|p[ií]lulas|c[aá]psulas)\\s+(?:para\\s+)?(?:emagrecer|emagrecimento)', '(?:pastillas|p[ií]ldoras|c[aá]psulas|comprimidos)\\s+(?:para\\s+)?adelgazar',
      '(?:pilules|comprim[eé]s|g[eé]lules)\\s+(?:minceur|amaigrissantes|pour\\s+maigrir|coupe-faim)', '(?:pillole|compresse|capsule)\\s+(?:dimagranti|per\\s+dimagrire)', '(?:schlankheits|abnehm|di[aä]t)(?:pillen|tabletten|kapseln)',
    ],
    requires: prescriptionCue,
  },
  {
    // The slimming drugs themselves, prescription-only or withdrawn across our countries: a medicine wherever named.
    topic: 'medicines',
    qualifier: true,
    terms: ['fentermina', 'phentermin(?:e|a)?', 'sibutramin(?:a|e)?', 'reductil', 'meridia', 'anfepramona', 'amfepramon(?:e|a)?', 'diethylpropion', 'rimonabant', 'acomplia', 'lorcaserin', 'belviq', 'dinitrofenol', 'dinitroph[eé]nol', 'dinitrophenol', 'dnp\\s+(?:pills?|capsules?|c[aá]psulas)'],
    context: aboutOrEmpty,
  },
  {
    // Nicotine pouches by their form in each language ("nicotine pouches", "bolsas de nicotina", "sachets de nicotine", "bustine di nicotina",
    // "Nikotinbeutel") and by their brands (one sold only as pouches; the others also words, a surname or a bike: only beside the pouches'
    // trade): tobacco and nicotine clauses.
    topic: 'tobacco-vapes',
    qualifier: true,
    terms: [
      'nicotine\\s+pouch(?:es)?', 'pouch(?:es)?\\s+(?:of\\s+)?nicotine', '(?:bolsas|bolsitas|saquetas|saquinhos|sobres)\\s+de\\s+nicotina', 'sachets?\\s+(?:de\\s+)?nicotine', '(?:bustine|sacchetti)\\s+(?:di\\s+|alla\\s+)?nicotina', 'nikotin(?:beutel|pouches|s[aä]ckchen)',
      'zyn', 'white\\s+snus', 'snus\\s+blanco', 'snus\\s+blanc',
    ],
    context: aboutOrEmpty,
  },
  {
    topic: 'tobacco-vapes',
    qualifier: true,
    terms: ['lyft', 'nordic\\s+spirit', 'skruf', 'pablo\\s+(?:exclusive|ice\\s+cold|red)', 'killa', 'xqs', 'cuba\\s+(?:black|gold|white|ninja)', 'loop\\s+(?:jalapeno|habanero|mint)'],
    requires: pouchCue,
    context: pouchNameElsewhere,
  },
  {
    topic: 'tobacco-vapes',
    qualifier: true,
    // Brands that are everyday words too (a bike's "vélo", a lettuce "iceberg", a "white fox"): a nicotine word or a strength beside them.
    terms: ['velo', 'siberia', 'white\\s+fox', 'iceberg'],
    requires: nicotineCue,
    context: pouchNameElsewhere,
  },
  {
    // Stolen goods by the trade's idioms: fallen off a lorry ("fell off the back of a van", "caído del camión", "caiu do camião", "tombé du
    // camion", "caduto dal camion", "vom Laster gefallen").
    topic: 'stolen-goods',
    qualifier: true,
    terms: [
      '(?:fell|fallen|came|come|dropped)\\s+off\\s+(?:the\\s+)?back\\s+of\\s+(?:a|the)\\s+(?:lorry|truck|van)', 'off\\s+the\\s+back\\s+of\\s+(?:a|the)\\s+(?:lorry|truck|van)', 'fell\\s+off\\s+(?:a|the)\\s+(?:lorry|truck)',
      '(?:ca[ií]d[oa]s?|caiu|ca[ií]ram|cayeron|cay[oó])\\s+(?:d[eo]|del|da\\s+traseira\\s+d[eo])\\s+(?:(?:um|un|uma|una)\\s+)?(?:cami[aã]o|cami[oó]n|cami[oó]neta|carrinha|furg[oó]n)', 'tomb[eé]e?s?\\s+(?:du|d[\'’]un)\\s+camion', '(?:cadut[oaie]|cascat[oaie])\\s+(?:dal|da\\s+un)\\s+camion', 'vom\\s+(?:laster|lkw|lastwagen|transporter)\\s+gefallen',
    ],
    // A parcel that fell off a van on its way ("caiu do camião na entrega, tem uma mossa") is a delivery's damage, said as such.
    context: new RegExp(`${returnsPromise.source}|${deliveryDamage.source}`, 'iu'),
  },
  {
    // The same trade's talk of asking nothing: "no questions asked", "don't ask", "sem perguntas", "sin preguntas", "sans poser de
    // questions", "senza fare domande", "keine Fragen" — stolen goods only beside a missing receipt or box, a cash-only sale,
    // or where the goods came from ("brand new" and "still sealed" are any new item's); a returns promise is a shop's. Said with their own negation, so a negating word before them denies nothing.
    topic: 'stolen-goods',
    qualifier: true,
    negativeIdiom: true,
    terms: [
      'no\\s+questions\\s+asked', 'n[aã]o\\s+(?:fa[cç]o|fazemos|se\\s+fazem)\\s+perguntas', 'sem\\s+perguntas', 'n[aã]o\\s+perguntem?\\s+(?:de\\s+onde|como)',
      'sin\\s+preguntas', 'no\\s+hago\\s+preguntas', 'no\\s+preguntes?\\s+(?:de\\s+d[oó]nde|c[oó]mo)', 'sans\\s+(?:poser\\s+de\\s+)?questions?', 'ne\\s+(?:me\\s+)?demandez?\\s+pas\\s+(?:d[\'’]o[uù]|comment)', 'senza\\s+(?:fare\\s+)?domande', 'non\\s+chiedete\\s+(?:da\\s+dove|come)',
      'keine\\s+fragen', 'fragt?\\s+nicht\\s+(?:woher|wie)',
    ],
    requires: new RegExp(`${noReceipt.source}|${missingBox.source}|${cameFrom.source}`, 'iu'),
    context: returnsPromise,
  },
  {
    // A bare "don't ask" ("Cash only, no receipt. Don't ask.") only beside a missing receipt, a cash-only sale or where the goods came
    // from: beside "brand new, no box" it refuses haggling ("Price is firm, don't ask!"); "don't ask why I'm selling" is no idiom.
    topic: 'stolen-goods',
    qualifier: true,
    negativeIdiom: true,
    terms: ['don[\'’]?t\\s+ask(?=\\s*(?:[,.;:!)\\n]|$|where|how))', 'do\\s+not\\s+ask(?=\\s*(?:[,.;:!)\\n]|$|where|how))'],
    requires: new RegExp(`${noReceipt.source}|${cameFrom.source}`, 'iu'),
    context: returnsPromise,
  },
  {
    // A medicine given on a prescription, the buyer's or the pet's, sold as what was left over ("comprimidos receitados pelo veterinário, sobraram 5",
    // "me sobraron de la receta", "sur ordonnance, il m'en reste une boîte", "prescribed by my doctor, half a box left", "vom Tierarzt verschrieben,
    // übrig"): prescription medicines, the medicines clauses. A pill organiser, a recipe book, pill pockets, a coffee machine's or a dishwasher's
    // capsules and tablets, or glasses made to a prescription are none.
    topic: 'medicines',
    qualifier: true,
    once: true,
    terms: [prescribedWord],
    requires: new RegExp(String.raw`^(?=[\s\S]*?${leftOver.source})(?=[\s\S]*?(?<![\p{L}])${medicineForm}(?![\p{L}]))`, 'iu'),
    context: pillHolders,
  },
  {
    // Pills sold with no prescription asked or needed ("comprimidos, não é preciso receita", "pastillas sin receta", "comprimés, sans
    // ordonnance", "tablets, no prescription required", "pastiglie senza ricetta", "Tabletten ohne Rezept"): a prescription medicine offered
    // past the pharmacy, the medicines clauses. Vitamins and supplements, a pill organiser, a coffee machine's capsules are none, and so is what
    // the seller calls sold over the counter ("xarope de venda livre, sem receita").
    topic: 'medicines',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [noPrescriptionAsked],
    requires: new RegExp(String.raw`(?<![\p{L}])${pillForm}(?![\p{L}])`, 'iu'),
    context: new RegExp(`${pillHolders.source}|(?<![\\p{L}])${supplementWords}|${overTheCounter.source}`, 'iu'),
  },
];
