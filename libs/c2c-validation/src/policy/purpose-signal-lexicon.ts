import { aboutOrEmpty, anyOf, type TopicLexicon } from './item-lexicon.ts';

/**
 * A purpose or a circumstance signal (PT, ES, FR, EN, IT, DE): an offer whose harm is said only by what it is FOR or HOW it is
 * offered, read as an aim (to evade, to deceive, to make pass, to keep unseen) joined, in one clause, to what is evaded or deceived
 * (a control, a legal duty, an authority, a check, a buyer) — not by the goods it names, which are often lawful ("a form filled in",
 * "a parcel posted", "a puppy", "a dial"). Each family is one shape of that sentence, written once over its verbs and its objects:
 * - an aim to escape a duty or a control: "para evitar a papelada", "so there is no need to register it", "pour zapper le contrôle",
 *   "per non pagare l'IVA", "um den TÜV zu umgehen" (`prohibited-services`: services and offers that break the law);
 * - an authority or a checker kept unknowing: "que Hacienda no se entere", "the regulator never checks", "damit der Zoll nichts merkt";
 * - a thing made to pass for what it is not: "para passar por verdadeira", "faire passer pour d'époque", "als echt durchgehen"
 *   (`counterfeits`: imitations sold as what they imitate);
 * - goods declared as something else to a carrier or to customs: "declaro como oferta", "labelled as clothes so the courier takes it"
 *   (`prohibited-services`; for fuels, gases and chemicals the dangerous-goods rules of the posts: `hazardous-chemicals`);
 * - a thing made or said untraceable, its identifying number filed off: "para que ninguém o consiga rastrear", "bastidor con el número borrado"
 *   (`stolen-goods`: goods whose origin is hidden);
 * - a course, a test, an attendance done in another's name or with their login: "completo o curso no teu nome", "avec vos identifiants"
 *   (`prohibited-services`: work done in the buyer's name);
 * - a figure made untrue on an official form or a claim: "gastos que nunca fizeste", "revenus plus bas que les vrais", "items you never
 *   owned" (`prohibited-services`);
 * - a use the seller admits the law forbids, done anyway: "sem homologação mas ando com ela todos os dias", "never been stopped"
 *   (`emissions-defeat`: illegal vehicle modifications; the marketplaces' vehicle-parts clauses).
 * - a check of a person beaten (a drug screen, a plagiarism check, an employer's or a landlord's check), a car's check fooled to pass its
 *   inspection, age or identity not asked, an inspection or a paper passed without the visit it attests (`prohibited-services`,
 *   `emissions-defeat`); a doctor skipped before a prescribed thing (`medicines`);
 * - a prohibition the seller admits and sells past ("cá já não se vende, por isso é agora", "banned, but it works"), a loophole, a legal
 *   limit exceeded (`recalled-products`: goods withdrawn or refused by law);
 * - a mark or a paper the law requires, said absent: a CE mark or safety testing (`recalled-products`), CITES papers (`protected-wildlife`),
 *   an arms paper (`weapons`), a food business's registration (`homemade-food`), an equine's passport (`live-animals`). A paper the
 *   seller may simply not have (a watch's box and papers, a dog's pedigree) is not read: only papers every sale of the thing needs.
 *
 * Policy for parts sold "for off-road / track use only": eBay's motor vehicle parts policy lets a part not approved for the road be
 * listed when the listing says it is not for road use, and its emissions policy refuses defeat devices whatever the disclaimer (they
 * have their own entries). So a disclaimer alone ("só para pista", "not road legal, track use only") is CLEAN here; the same part said to
 * be used on the road anyway, or that nobody checks, is flagged. A seller explaining the law ("by law puppies must be chipped") and a
 * service that helps someone comply ("ajudo com a declaração, só com os teus recibos") are clean: the aim words are absent or the
 * object is what is done lawfully.
 */

/**
 * A word between the aim and its object (at most three): not "problems" nor failing, which turn the aim into compliance ("to avoid problems
 * with customs", "to avoid failing the MOT", "para evitar chumbar na inspeção", "pour éviter une contre-visite au contrôle technique").
 */
const gap = (most: number) => String.raw`(?:(?!probl|complica|chatice|surpris|sorpres|sorprese|[äa]rger|trouble|issue|fail|chumb|reprov|suspend|contre-visite|bocci|durchf)[\p{L}\p{N}'’-]+\s+){0,${most}}?`;

// —— What is evaded: a control, a legal duty, an authority ——

/** Paperwork and registration a law asks for: "papelada", "registo", "papeleo", "trámites", "paperasse", "paperwork", "burocrazia", "Papierkram". */
const paperwork = String.raw`(?:papelada|pap[eé]is|burocracia|registos?|registros?|papeleos?|tr[aá]mites|paperasses?|formalit[eé]s|d[eé]marches|enregistrements?|paperwork|red\s+tape|registration|scartoffie|burocrazia|pratiche|registrazion[ei]|papierkram|b[uü]rokratie|anmeldung|registrierung|formalit[aä]ten)`;
/** A control or an inspection: "inspeção", "ITV", "contrôle technique", "MOT", "revisione", "TÜV", "Abnahme", "sanitary checks". */
const inspection = String.raw`(?:inspe[cç][cç]?(?:[aã]o|[oõ]es)|inspecci[oó]n(?:es)?|itv|vistorias?|contr[oô]les?(?:\s+(?:technique|sanitaires?|fiscal))?|inspections?|mot|checks|revision[ei]|controll[oi]|ispezion[ei]|t[uü]v|hauptuntersuchung|kontroll(?:e|en)|abnahme|pr[uü]fung(?:en)?)`;
/** A licence or a permit: "licença", "alvará", "licencia", "permis", "licence", "licenza", "porto d'armi", "Waffenschein", "Genehmigung". */
const licence = String.raw`(?:licen[cç]as?|alvar[aá]s?|licencias?|permis|licen[cs]es?|licenz[ae]|porto\s+d['’]\s*armi|lizenz(?:en)?|genehmigung(?:en)?|waffenschein|fac)`;
/** Tax and duty: "impostos", "IVA", "Finanças", "Hacienda", "impôts", "TVA", "tax", "VAT", "tasse", "Steuer", "Zoll", "customs", "alfândega". */
const taxOrDuty = String.raw`(?:impostos?|iva|irs|finan[cç]as|fisco|impuestos?|hacienda|imp[oô]ts?|tva|fisc|taxes|tax|vat|duty|duties|hmrc|taxman|tasse|steuer(?:n)?|mwst|mehrwertsteuer|finanzamt|alf[aâ]ndega|aduana|aranceles|douane|droits\s+de\s+douane|customs|import\s+(?:duty|vat|charges)|dogana|dazi|zoll(?:geb[uü]hren)?|einfuhrumsatzsteuer)`;
/** An age check or a prescription: "idade", "edad", "âge", "age", "età", "Alter", "receita", "receta", "ordonnance", "prescription", "ricetta", "Rezept". */
const ageOrPrescription = String.raw`(?:receitas?|recetas?|ordonnances?|prescriptions?|ricett[ae]|rezept(?:e|pflicht)?|(?:o\s+|el\s+|l['’]\s*|the\s+|l['’]\s*)?(?:controlo|control|contr[oô]le|check|verifica|kontrolle)\s+(?:de\s+|d['’]\s*|of\s+|dell['’]\s*|der\s+)?(?:idade|edad|[aâ]ge|age|et[aà]|alters?))`;
/** An authority or a checker by a word that names nothing else: the tax office, the police, customs, an insurer, an inspector, a regulator. */
const institution = String.raw`(?:finan[cç]as|fisco|autoridade\s+tribut[aá]ria|seguran[cç]a\s+social|pol[ií]cia|gnr|psp|alf[aâ]ndega|seguradora|inspe[cç]?[cç][aã]o|inspetor(?:es)?|hacienda|guardia\s+civil|aduana|aseguradora|inspector(?:es)?|ayuntamiento|fisc|imp[oô]ts|urssaf|s[eé]cu|gendarmes?|gendarmerie|douane|douaniers?|assur(?:ance|eur)|inspecteurs?|mairie|pr[eé]fecture|taxman|hmrc|dvla|police|customs|insurers?|insurance|inspectors?|regulator|agenzia\s+delle\s+entrate|guardia\s+di\s+finanza|carabinieri|polizia|dogana|assicurazion[ei]|ispettor[ei]|finanzamt|polizei|zoll|versicherung|pr[uü]fer|beh[oö]rden?|fiscaliza[cç][aã]o|fiscais|fiscalizaci[oó]n|inspection\s+du\s+travail|netzbetreiber|ordnungsamt)`;
/**
 * A checker named by an everyday noun that is one only in that sense: a boss, a teacher, a school, a landlord, a bank, the council ("chef" and
 * "capo" are a cook and a garment too, "banco" a bench, "casero" homemade, "patron" a sewing pattern, "câmara" a camera, "school" a school bag's
 * word). Read as the checker only as a person or a body in the sentence: after an article, a possessive or a place's preposition, with
 * nothing between it and what it does not learn ("o banco não", "my boss never", "in der Schule merkt") — not as a word qualifying
 * another ("Boss pedal", "banco de madeira", "school bag").
 */
const everydayChecker = String.raw`(?:professor(?:a|es)?|c[aâ]mara|caf|council|comune|amt|patr[aã]o|chefe|empregador|entidade\s+patronal|empresa|escola|faculdade|senhorio|bailleur|banco|jefe|empleador|profe(?:sor)?|escuela|universidad|casero|patron|employeur|prof(?:esseur)?|[eé]cole|fac|propri[eé]taire|banque|employer|boss|teacher|school|uni(?:versity)?|examiner|landlord|bank|datore\s+di\s+lavoro|capo|professor[ei]|scuola|universit[aà]|padrone\s+di\s+casa|banca|arbeitgeber|chef|lehrer|schule|vermieter)`;
/** What names the everyday noun as a person or a body: an article, a possessive or a place's preposition right before it. */
const asPersonOrBody = String.raw`(?<![\p{L}])(?:as|a|la|le|les|l['’]|the|il|lo|der|die|das|dem|den|o|os|el|los|my|your|our|his|her|their|meu|minha|teu|tua|seu|sua|mi|tu|su|nuestro|nuestra|mon|ma|ton|ta|son|sa|notre|votre|mio|mia|tuo|tua|suo|sua|mein(?:e[mnr]?)?|dein(?:e[mnr]?)?|sein(?:e[mnr]?)?|ihr(?:e[mnr]?)?|unser(?:e[mnr]?)?|at|in|na|no|nos|nas|en|au|à|alla|al|nella|nel|im|beim|bei|zur|zum)\s+`;
/** An authority or a checker: an institution's word, or an everyday checker's named as a person or a body. */
const authority = String.raw`(?:(?:as\s+|a\s+|la\s+|le\s+|les\s+|the\s+|il\s+|lo\s+|der\s+|die\s+|das\s+|o\s+|os\s+|el\s+|los\s+)?${institution}|${asPersonOrBody}${everydayChecker})`;
/** Does not learn, notice or check: "não sabe", "no se entere", "n'en saura rien", "never knows", "non se ne accorge", "nichts merkt". */
const unknowingVerb = String.raw`(?:(?:se\s+|vai\s+|va\s+|will\s+|l['’]\s*|lo\s+|le\s+|es\s+|den\s+|ne\s+)?(?:\p{L}+\s+)?(?:sab(?:e|em|er[aá]|r[aá])|saber[aá]?|fica\s+a\s+saber|descobre|nota|notam|percebe|desconfia|confere|verifica|entera|enterar[aá]|entere|enteran|sabr[aá]|se\s+da\s+cuenta|comprueba|mira|saura|sauront|sait|remarque(?:ra)?|voit|voient|v[eé]rifie|contr[oô]le|know|knows|notice|notices|find\s+out|finds\s+out|checks?|check\s+(?:who|it|them)|accorge|accorgono|sapr[aà]|controlla(?:no)?|merkt|merken|erf[aä]hrt|pr[uü]ft|kontrolliert|liga|ligam|vem\s+ver|viene\s+a\s+(?:ver|mirar|comprobar)|vient\s+(?:voir|v[eé]rifier)|comes?\s+to\s+(?:check|look|see)|viene\s+a\s+controllare|kommt\s+(?:kontrollieren|nachschauen|nachsehen)))`;
/** Nothing learnt, said whole: "nichts merkt", "ni se entera", "none the wiser". */
const learnsNothing = String.raw`(?:nichts\s+(?:merkt|mitbekommt)|n[aã]o\s+d[aá]\s+por\s+nada|ni\s+se\s+entera|n['’]\s*y\s+verra\s+que\s+du\s+feu|(?:is|are|will\s+be)\s+none\s+the\s+wiser|(?:can['’]?t|cannot|won['’]?t|couldn['’]?t)\s+(?:tell|notice|know|spot\s+it|see\s+it))`;
/**
 * Kept unknowing: a negation, then a verb of learning or noticing. Not the impersonal "no se nota", "non si nota", "não se nota", "ne se
 * voit" ("it does not show"), a wear or a fold said invisible, after a noun that is an authority's word too ("Capo perfetto non si nota
 * nessun difetto": "capo" is a garment; "Banco plegable no se nota": a bench).
 */
const keptUnknowing = String.raw`(?:(?:nunca|jamais|never|mai|nie|n[aã]o|no|ne|non|nicht)\s+(?!(?:se|si)\s+(?:nota|notam|notan|voit|voient|mira|miran)(?![\p{L}]))${unknowingVerb}|${learnsNothing})`;
/**
 * Unless what goes unnoticed is the goods' own wear or age ("ninguém na escola nota que é usada", "nobody at work notices it's second-hand", "le chef
 * ne voit pas la différence avec un neuf"): a condition said invisible, nobody deceived. Purposes are said only with a negation: "para que o
 * professor saiba de quem é" informs the checker (the positive openers need a negation; "sin que", "without" carry their own).
 */
const notTheGoodsWear = String.raw`(?![\s,]*(?:que\s+|that\s+|qu['’]\s*|dass\s+|che\s+)?(?:[\p{L}'’]+\s+){0,3}?(?:usad\p{L}*|used|second[\s-]?hand|segunda\s+m(?:[aã]o|ano)|gebraucht\p{L}*|usat\p{L}*|d['’]\s*occasion|diferen[cç]a|diferencia|diff[eé]rence|differenza|unterschied)(?![\p{L}]))`;

// —— The aims ——

/** To escape, to spare oneself, to get round: "para evitar", "para não ter de", "para fugir a", "para ahorrarte", "pour éviter", "to avoid", "per evitare", "um … zu umgehen". */
const aimToEscape = String.raw`(?:para\s+(?:(?:n[aã]o|no)\s+(?:ter(?:es|mos)?\s+(?:de|que)|tener\s+que|precisar(?:es)?\s+de|(?:te\s+)?hac(?:er|e)\s+falta)|evitar(?:es|te|nos)?|fugir(?:es)?\s+(?:a|ao|[àa]s?|aos)|escapar(?:es)?\s+(?:a|ao|[àa]s?)|contornar|poupar(?:-te|-nos)?(?:\s+(?:a|o|os|as))?|driblar|saltar(?:te|se)?|ahorrar(?:te|nos|se)?|esquivar|eludir|librar(?:te|se|nos)\s+de|no\s+pasar\s+por|n[aã]o\s+passar(?:es)?\s+(?:por|pela|pelo|na|no))|(?:as[ií]|assim)\s+(?:te\s+)?(?:ahorras|evitas|evitamos|poupas|poupamos|n[aã]o\s+tens\s+de|no\s+tienes\s+que|te\s+libras\s+de)|pour\s+(?:[eé]viter|ne\s+pas\s+(?:avoir\s+[àa]|passer\s+(?:par|le|la|au))|[eé]chapper\s+(?:[àa]|aux?)|contourner|esquiver|zapper|(?:vous|t['’]|s['’])\s*[eé]pargner)|comme\s+[çc]a\s+pas\s+de|(?:in\s+order\s+)?to\s+(?:avoid|dodge|skip|get\s+(?:round|around)|bypass|evade|swerve|beat|duck|escape|sidestep)|so\s+(?:that\s+)?(?:you|we|i|they)\s+(?:don['’]?t|do\s+not|won['’]?t|never)\s+(?:have\s+to|need\s+(?:to|a|an|any))|saves?\s+(?:you|us)\s+(?:both\s+)?(?:the\s+)?(?:hassle|bother)\s+(?:of|with)|per\s+(?:evitare|non\s+(?:dover|fare|passare)|aggirare|saltare|scansare|sfuggire\s+(?:a|al|alla|alle|ai)|risparmiar(?:ti|si|e|vi))|cos[iì]\s+(?:evitiamo|eviti|ci\s+risparmiamo|ti\s+risparmi)|damit\s+(?:du|wir|ich|man|sie|ihr)\s+(?:kein(?:e|en)?|nicht)|ohne\s+(?:den|die|das)?\s*(?:l[aä]stige[nr]?\s+)?(?=papierkram|b[uü]rokratie)|spar(?:t|st|en)\s+(?:dir|euch|ihnen|uns)(?:\s+(?:den|die|das))?)`;
/** "um … zu umgehen / vermeiden / sparen": the German aim closes after its object. */
const germanAimAfter = String.raw`(?:um\s+(?:den|die|das|dem|der)?\s*${gap(2)}(?:${paperwork}|${inspection}|${licence}|${taxOrDuty})\s+zu\s+(?:umgehen|vermeiden|sparen|entgehen|umschiffen))`;
/** Said with the aim's own escape verb, whatever the aim word: "fugir ao fisco", "evadir impuestos", "frauder le fisc", "dodge the VAT", "evadere le tasse", "Steuern hinterziehen", "am Zoll vorbei". */
const evadeVerb = String.raw`(?:fug(?:ir|indo|ir\s+ao|e)\s+(?:a|ao|[àa])\s+|evadi(?:r|mos)\s+|(?:defraudar|frauder|defrauding|dodg(?:e|ing)|evad(?:e|ing)|evader(?:e)?|eludere)\s+|am\s+)`;

// —— Deceiving a buyer: what the thing is made to pass for ——

/** Passes for, looks like: "passar por", "pasa por", "passe pour", "passes as", "passa per", "durchgehen als", "parecer", "parezca". */
const passFor = String.raw`(?:(?:(?:fazer|fa[cç]a|faz|fazem)\s+)?passar(?:em)?\s+por|passa(?:m)?\s+por|(?:(?:hacer(?:la|lo|las|los)?|hace(?:n)?)\s+)?pasar\s+por|pase(?:n)?\s+por|pasa(?:n)?\s+por|(?:faire|fait|font)\s+passer\s+pour|(?:les|la|le)\s+faire\s+passer\s+pour|passe(?:nt)?\s+pour|pass(?:es)?\s+(?:off\s+)?as|passing\s+(?:off\s+)?as|(?:far(?:la|lo|le|li)?|fa)\s+passare\s+per|passa(?:no)?\s+per|(?:als|f[uü]r)\s+(?:\p{L}+\s+){0,2}?durch(?:gehen|geht)|durchgehen\s+als|geht\s+als\s+(?:\p{L}+\s+)?durch|parecer(?:em)?|pare[cç]a(?:m)?|parezca(?:n)?|parecer|(?:para\s+)?que\s+(?:\p{L}+\s+){0,2}?(?:pare[cç]a|parezca)|ait\s+l['’]\s*air|aient\s+l['’]\s*air|look(?:s)?\s+like|sembr(?:i|ino|are))`;
/** What it is made to pass for: the real thing, an original, a genuine, an antique, a top version, sold in a shop. */
const theRealThing = String.raw`(?:(?:um|uma|uns|umas|un|une|una|unos|unas|des|an?|the|l['’]|le|la|il|dei|degli|delle|ein(?:e|en)?|das|der|die)\s+)?(?:verdadeir[oa]s?|original(?:es|is|e|i)?|aut[eé]ntic[oa]s?|genu[ií]n[oa]s?|genuine|real|reale|vrai(?:e|s)?|authentiques?|echt(?:e[rsn]?)?|nuev[oa]s?\s+de\s+tienda|neuf\s+de\s+boutique|new\s+from\s+the\s+shop|(?:pe[cç]as?|pi[eè]ces?|pieza|pezz[oi])\s+(?:de\s+|d['’]\s*)?(?:[eé]poca|[eé]poque|antiguidade|antigüedad|antiquari\p{L}*)|d['’]\s*[eé]poque|de\s+[eé]poca|antiques?|antiguidades?|antig[uü]edad(?:es)?|top\s+(?:version|spec|model)|vers[aã]o\s+(?:top|topo)|versi[oó]n\s+(?:top|tope)|(?:de|da)\s+loja|de\s+tienda|de\s+boutique|from\s+the\s+shop)`;
/** Who is deceived, or when: the buyer, on resale, an expert. */
const deceivedBuyer = /(?<![\p{L}])(?:revend\p{L}*|revender\p{L}*|resell\p{L}*|sell(?:ing)?\s+it\s+on|rivend\p{L}*|weiterverkau\p{L}*|comprador(?:es)?|compradora|acheteurs?|buyers?|acquirent[ei]|k[aä]ufer\p{L}*|relojoeir\p{L}*|relojer\p{L}*|horloger\p{L}*|watchmakers?|orologiai\p{L}*|uhrmacher\p{L}*|antiqu[aá]ri\p{L}*|anticuari\p{L}*|antiquaires?|antique\s+dealers?|antiquar\p{L}*|expert\p{L}*|especialista\p{L}*|perit\p{L}*|tasador\p{L}*|sachverst[aä]ndig\p{L}*|ningu[eé]m|nadie|personne|nobody|no\s+one|nessuno|niemand|can['’]?t\s+tell|se\s+engana|se\s+equivoca|s['’]\s*y\s+trompe|fooled|ci\s+casca|f[aä]llt\s+(?:\p{L}+\s+)?(?:nicht\s+)?auf)(?![\p{L}])/iu;
/** A repair, a restoration, a part that matches the original, a prop named as one: no buyer is deceived. */
const honestLikeness = /(?<![\p{L}])(?:restaur\p{L}*|repar\p{L}*|recambio|pe[cç]a\s+de\s+substitui[cç][aã]o|replacement|remplacement|ricambio|ersatzteil|cosplay|disfarce|disfraz|d[eé]guisement|costume|costumi|kost[uü]m|teatro|th[eé][aâ]tre|theat(?:re|er)|cinema|film|decora[cç][aã]o|decoraci[oó]n|d[eé]coration|decoration|decorazione|deko\p{L}*|vendid[oa]\s+como\s+r[eé]plica|sold\s+as\s+a?\s*replica|vendu\s+comme\s+(?:r[eé]plique|reproduction)|als\s+nachbau\s+gekennzeichnet)(?![\p{L}])/iu;

// —— Goods declared as something else ——

/** Declared, labelled or marked as: "declaro como", "declarado como", "declarés comme", "marked as", "dichiarato come", "als … angegeben". */
const declaredAs = String.raw`(?:(?:declar|rotul|etiquet|marc|dichiar)\p{L}*\s+(?:como|comme|come|en\s+tant\s+que)|(?:declar|label|mark|list)(?:e|es|ed|ing)?\s+(?:it\s+|them\s+|the\s+parcel\s+)?as|(?:d[eé]clar|marqu|[eé]tiquet)\p{L}*\s+(?:comme|en)|(?:als|wie)\s+(?:\p{L}+\s+){0,2}?(?:angegeben|deklariert|deklarieren|angeben|gekennzeichnet|beschriftet))`;
/** What the parcel is declared as: a gift, a sample, a low value, another kind of goods. */
const declaredThing = String.raw`(?:(?:um|uma|un|une|una|an?|il|lo|ein(?:e|en)?)\s+)?(?:ofertas?|presentes?|prendas?|regalos?|cadeaux?|gifts?|geschenk(?:e)?|amostras?|muestras?|[eé]chantillons?|samples?|campion[ei]|muster|roupas?|ropa|v[eê]tements?|clothes|clothing|vestiti|kleidung|brinquedos?|juguetes?|jouets?|toys?|giocattoli|spielzeug|documentos?|documents?|documenti|dokumente|cosm[eé]tic\p{L}*|kosmetik|produtos?\s+de\s+limpeza|productos?\s+de\s+limpieza|produits?\s+(?:d['’]\s*entretien|m[eé]nagers)|cleaning\s+products?|detersiv\p{L}*|reinigungsmittel|pe[cç]as?|piezas?|pi[eè]ces?|parts|ricambi|ersatzteile|livros?|libros?|books?|libri|b[uü]cher|valor\s+baixo|valor\s+bajo|faible\s+valeur|low\s+value|basso\s+valore|geringe[rnm]?\s+wert)`;
/** A parcel's journey: the post, a courier, customs. */
const parcelWords = /(?<![\p{L}])(?:envi[oa]\p{L}*|env[ií]o|mando|correios?|correo|correos|ctt|paquete\p{L}*|paqueter[ií]a|mensajer[ií]a|pacote|encomenda|colis|envoi|poste|la\s+poste|courrier|chronopost|mondial\s+relay|parcel|package|post(?:ed|ing)?|courier|royal\s+mail|evri|hermes|ups|dhl|fedex|gls|seur|spedi\p{L}*|pacco|corriere|versand|versende|paket|p[aä]ckchen|alf[aâ]ndega|aduana|douane|customs|dogana|zoll)(?![\p{L}])/iu;
/** So that the carrier takes it or asks nothing: "para os correios aceitarem", "así no preguntan", "pour que le colis passe", "so the courier takes it", "damit DHL es mitnimmt". */
const carrierFooled = String.raw`(?:para\s+que\s+(?:os\s+|a\s+|el\s+|la\s+|los\s+)?(?:correios|ctt|transportadora|correos|mensajer[oa]|paqueter[ií]a)\s+(?:o\s+|lo\s+|la\s+|os\s+|los\s+)?(?:aceite|aceitem|leve|levem|acepte|acepten|lleve|lleven|coja|cojan)|as[ií]\s+no\s+(?:preguntan|miran|lo\s+abren)|assim\s+n[aã]o\s+(?:perguntam|abrem|olham)|pour\s+que\s+(?:le\s+colis|[çc]a)\s+passe|pour\s+que\s+(?:la\s+poste|le\s+transporteur)\s+(?:le|l['’])\s*(?:prenne|accepte)|so\s+(?:that\s+)?(?:the\s+)?(?:courier|post\s+office|royal\s+mail|carrier|postman)\s+(?:takes|accepts|won['’]?t\s+(?:ask|check|open))|cos[iì]\s+(?:il\s+corriere|le\s+poste)\s+(?:lo|la)\s+(?:prende|accetta)|damit\s+(?:dhl|die\s+post|hermes|der\s+paketdienst|der\s+zusteller)\s+(?:es|ihn|sie)\s+(?:mitnimmt|annimmt))`;
/**
 * What makes "so the courier takes it" a deceit, in its own sentence: the goods packed, labelled or sent as something else, hidden, or sent
 * without saying what they are ("embalo como roupa para que os correios o aceitem", "wrapped so nobody sees it, so the courier takes it").
 * Alone the phrase is packing to the carrier's rules ("caixas no tamanho de pacote pequeno, para que os correios as aceitem", "boxes in the
 * small parcel size so the courier takes it"), and a carrier's word in the title ("Caixas para envio") says nothing of the description's aim.
 */
const concealed = String.raw`(?:(?:als|wie)\s+(?:[\p{L}'’]+\s+){1,2}?(?:verpackt|deklariert|getarnt|angegeben|beschriftet|versteckt)|(?:embal|empacot|envi|mand|etiquet|rotul|declar|marc|pack|wrapp|label|mark|emball|envoi|envoy|exp[eé]di|spedi|imball|etichett|verpack|versend|deklar|beschrift)\p{L}*\s+(?:[\p{L}'’]+\s+){0,2}?(?:como|comme|come|as|als|wie|en\s+tant\s+que)\s+|escondid\p{L}*|ocult\p{L}*|cach[eé]\p{L}*|hidden|hide|hid|nascost\p{L}*|versteck\p{L}*|disfar[cç]\p{L}*|disfraz\p{L}*|d[eé]guis\p{L}*|disguis\p{L}*|camuff\p{L}*|getarnt|sem\s+dizer|sin\s+decir|sans\s+dire|without\s+saying|senza\s+dire|ohne\s+zu\s+sagen|n[aã]o\s+digo|no\s+digo|je\s+ne\s+dis\s+pas|(?:i\s+)?don['’]?t\s+(?:say|tell|mention)|non\s+dico|sage\s+(?:ich\s+)?nicht)`;
/** A fuel, a gas, a chemical, flares, batteries: the dangerous goods the posts refuse or ship only under their rules. */
const dangerousGoods = /(?<![\p{L}])(?:gasolina|gas[oó]leo|gasoil|diesel|combust[ií]vel|combustible|carburant|essence|fuel|petrol|benzina|benzin|kraftstoff|nitro(?:metano|m[eé]thane|methane)?|metanol|methanol|m[eé]thanol|[aá]lcool|alcohol|alcool|[aá]cido|[aá]cidos|acide|acid|acido|s[aä]ure|diluente|disolvente|diluant|solvant|thinners?|solvents?|solvente|verd[uü]nner|l[oö]sungsmittel|aeross[oó]is|aerosoles?|a[eé]rosols?|aerosols?|sprays?|bengalas?|fus[eé]es?|flares?|razzi|fackeln|p[oó]lvora|poudre\s+noire|gunpowder|polvere\s+nera|schwarzpulver|g[aá]s|gaz|butano|butane|propano|propane|baterias?|bater[ií]as|batteries|batterie|akkus?|l[ií]tio|lithium|litio)(?![\p{L}])/iu;

// —— Untraceable ——

/** Nobody can trace it: "para que ninguém o consiga rastrear", "y así nadie lo localiza", "intraçable", "so nobody can trace it", "non rintracciabile", "nicht rückverfolgbar". */
const untraceable = String.raw`(?:(?:para\s+que|para|assim|as[ií]|so\s+(?:that\s+)?|pour\s+que|per\s+(?:non\s+)?|cos[iì]\s+(?:che\s+)?|damit)\s+(?:\p{L}+\s+){0,3}?(?:ningu[eé]m|nadie|personne|nobody|no\s+one|nessuno|niemand|n[aã]o|no|ne|can['’]?t|cannot|non|nicht|kein(?:er)?)\s+(?:\p{L}+\s+){0,3}?(?:rastre\p{L}*|localiz\p{L}*|trac(?:e|ed|ing)\b|trace(?:r|s)?|tracciar\p{L}*|rintracci\p{L}*|zur[uü]ckverfolg\p{L}*|nachverfolg\p{L}*|verfolgen|orten)|(?:intra[cç]ables?|untraceable|irrastreables?|n[aã]o\s+rastre[aá]vel|non\s+rintracciabil[ei]|nicht\s+(?:zur[uü]ck|nach)verfolgbar|impossible\s+(?:[àa]\s+tracer|de\s+(?:le|la|les)\s+tracer)|can['’]?t\s+be\s+traced(?:\s+back)?|imposs[ií]vel\s+de\s+rastrear|imposible\s+de\s+rastrear))`;
/** An identifying number filed off or changed: serial, frame, chassis, IMEI. */
const idNumberRemoved = String.raw`(?:(?:n[uú]meros?\s+de\s+(?:s[eé]rie|quadro|chassis|bastidor|motor)|n(?:[º°o]|r\.?)\s*de\s+(?:s[eé]rie|quadro|bastidor)|num[eé]ros?\s+de\s+(?:s[eé]rie|cadre|ch[aâ]ssis)|serial(?:\s+(?:number|no\.?|sticker|plate))?|frame\s+number|vin(?:\s+(?:number|plate))?|imei|numero\s+di\s+(?:serie|telaio|matricola)|matricola|telaio|seriennummer|rahmennummer|fahrgestellnummer)\s+(?:(?:est[aá]|foi|fue|ha\s+sido|a\s+[eé]t[eé]|est|is|was|has\s+been|[eè]\s+stat[oa]|[eè]|wurde|ist)\s+)?(?:bem\s+|bien\s+|completely\s+|totalmente\s+|komplett\s+)?(?:limad[oa]|raspad[oa]|apagad[oa]|removid[oa]|retirad[oa]|alterad[oa]|borrad[oa]|eliminad[oa]|quitad[oa]|arrancad[oa]|lim[eé]e?|gratt[eé]e?|effac[eé]e?|retir[eé]e?|enlev[eé]e?|modifi[eé]e?|removed|filed(?:\s+off)?|scratched\s+off|ground\s+(?:off|down)|rubbed\s+off|changed|altered|erased|limat[oa]|abras[oa]|cancellat[oa]|rimoss[oa]|modificat[oa]|entfernt|weggeschliffen|abgeschliffen|unkenntlich|ge[aä]ndert|ver[aä]ndert))`;
/** A number checked, engraved, on the invoice or the police's register: the lawful cases. */
const numberKept = /(?<![\p{L}])(?:fatura|factura|facture|invoice|receipt|rechnung|fattura|registad\p{L}*|registrad\p{L}*|registered|enregistr\p{L}*|registrat\p{L}*|codiert|bicycode|gravad\p{L}*|grabad\p{L}*|grav[eé]\p{L}*|engraved|incis\p{L}*|graviert|rastreio|seguimiento|suivi|tracking|tracciamento|sendungsverfolgung|tracked|localizador\s+para|tracker\s+for|gps\s+tracker)(?![\p{L}])/iu;

// —— Done in another's name ——

/** In your name or with your login: "no teu nome", "com os teus dados", "en tu lugar", "con tus credenciales", "à votre place", "avec vos identifiants", "in your name", "with your login", "al posto tuo", "con le tue credenziali", "in deinem Namen", "mit deinen Zugangsdaten". */
const inYourName = String.raw`(?:(?:no|em)\s+(?:teu|seu|vosso)\s+(?:nome|lugar)|com\s+(?:os\s+)?(?:teus|seus|vossos)\s+(?:dados|acessos|credenciais|login)|en\s+(?:tu|su|vuestro)\s+(?:nombre|lugar)(?!\s+de\s+trabajo)|a\s+(?:tu|su)\s+nombre|con\s+(?:tus|sus|vuestros)\s+(?:datos|claves|credenciales|contrase[nñ]as)|[àa]\s+(?:votre|ta)\s+place|en\s+(?:votre|ton)\s+nom|avec\s+(?:vos|tes)\s+(?:identifiants|codes|acc[eè]s)|sur\s+(?:votre|ton)\s+compte|in\s+your\s+(?:name|place)|on\s+your\s+behalf|(?:with|using)\s+your\s+(?:login|password|details|credentials)|(?:into|on)\s+your\s+(?:portal|account)|al\s+posto\s+tuo|(?:a|in)\s+(?:tuo|vostro)\s+nome|con\s+le\s+(?:tue|vostre)\s+credenziali|(?:an\s+deiner\s+stelle|in\s+deinem\s+namen|mit\s+deinen\s+(?:zugangsdaten|daten|login)))`;
/** What is done so: a course, a test, modules, hours, an attendance, a certification. */
const dutyDone = /(?<![\p{L}])(?:cursos?|forma[cç](?:[aã]o|[oõ]es)|m[oó]dulos?|horas|testes?|exames?|presen[cç]as?|assiduidade|certifica\p{L}*|curso|formaci[oó]n|m[oó]dulos|asistencia|fichaje|fichar|examen(?:es)?|cours|formations?|modules?|tests?|examens?|pr[eé]sences?|certifications?|courses?|training|modules|hours|cpd|attendance|exams?|corso|corsi|formazione|moduli|ore|presenze|esam[ei]|attestat[oi]|kurs(?:e)?|schulung(?:en)?|module|stunden|anwesenheit|pr[uü]fung(?:en)?|zertifi\p{L}*)(?![\p{L}])/iu;
/** The buyer does it: teaching, preparing, the buyer's own test. */
const buyerDoesIt = /(?<![\p{L}])(?:explica[cç][oõ]es|ensino|ajudo-te\s+a\s+estudar|[eé]s\s+tu\s+que|fazes\s+tu|clases|profesor|te\s+preparo|lo\s+haces\s+t[uú]|t[uú]\s+mism[oa]|je\s+vous\s+pr[eé]pare|vous[\s-]m[eê]me|vous\s+le\s+passez|lessons?|tutor\p{L}*|you\s+(?:take|sit|do)\s+(?:it|the\s+test)\s+yourself|yourself|lezion[ei]|lo\s+completi\s+tu|nachhilfe|du\s+selbst)(?![\p{L}])/iu;

// —— Figures made untrue on an official form ——

/** An official form, a declaration or a claim: a tax return, a benefit file, an insurance claim, a grant application. */
const officialForm = /(?<![\p{L}])(?:declara[cç](?:[aã]o|[oõ]es)|irs|modelo\s+3|subs[ií]dios?|candidaturas?|participa[cç][aã]o\s+(?:de\s+)?sinistro|declaraci[oó]n(?:\s+de\s+la\s+renta)?|la\s+renta|ayudas?|subvenci[oó]n|parte\s+(?:del?\s+)?(?:seguro|siniestro)|siniestros?|d[eé]claration(?:s)?|dossiers?|caf|rsa|aides?|allocations?|sinistres?|tax\s+returns?|self[\s-]assessment|benefits?|claims?|grants?|applications?|isee|730|dichiarazion[ei]|domand[ae]|bonus|sinistr[oi]|steuererkl[aä]rung|antr[aä]ge?|schadensmeldung|b[uü]rgergeld|wohngeld|f[oö]rderung)(?![\p{L}])/iu;
/** Figures the buyer never had: "gastos que nunca fizeste", "gastos que no tienes", "plus bas que les vrais", "items you never owned", "più basso di quello vero", "erfundene Ausgaben". */
const untrueFigures = String.raw`(?:(?:maior|mais\s+alto|superior)\s+(?:do\s+)?que\s+(?:o\s+que\s+)?(?:ganhas|recebes|ganham)|(?:m[aá]s\s+(?:alto\s+)?)de\s+lo\s+que\s+(?:ganas|cobras|ganan)|plus\s+(?:[eé]lev[eé]e?s?\s+)?que\s+ce\s+que\s+vous\s+(?:gagnez|touchez)|(?:more|higher)\s+than\s+(?:what\s+)?you\s+(?:earn|make|get\s+paid)|pi[uù]\s+(?:alt[oa]\s+)?di\s+quanto\s+guadagni|(?:mehr|h[oö]her)\s+als\s+(?:du\s+)?(?:verdienst|tats[aä]chlich\s+verdienst)|que\s+n[aã]o\s+(?:tiveste|tens|tiveram|existem|fizeste|pagaste)|que\s+no\s+(?:tienes|tuviste|existen|has\s+tenido|pagaste|son\s+reales)|no\s+reales|inventad[oa]s|fict[ií]ci[oa]s|inflad[oa]s|inflamos|inflar|aumentamos\s+(?:os|las?|los)\s+(?:gastos|despesas)|(?:plus\s+(?:bas|basses?|hauts?|hautes?|[eé]lev[eé]e?s?)|moins\s+(?:[eé]lev[eé]e?s?))\s+que\s+(?:les|la|le)\s+(?:vrais|vraies|r[eé]el(?:le)?s?|vrai)|que\s+vous\s+n['’]\s*avez\s+(?:pas|jamais)|fictifs?|fictives?|gonfl[eé]e?s|(?:you|they)\s+(?:never|didn['’]?t)\s+(?:owned|had|bought|paid|spent|incurred)|(?:you|they)\s+never\s+(?:owned|had|bought|paid)|made[\s-]up|fake\s+(?:expenses|receipts|figures)|inflated|pi[uù]\s+(?:bass[oa]|alt[oa])\s+di\s+quell[oa]\s+ver[oa]|che\s+non\s+hai\s+(?:mai\s+)?(?:avuto|sostenuto)|inventat[ei]|gonfiat[ei]|fittiz[ie]|erfunden(?:e|en)?|frisiert(?:e|en)?|fiktive?n?|(?:niedriger|h[oö]her)\s+als\s+(?:die|der|das)\s+(?:echten?|wirklichen?|tats[aä]chlichen?))`;

// —— A use the law forbids, admitted ——

/** Not approved for the road or not allowed: "sem homologação", "sin homologar", "pas autorisé sur la voie publique", "not road legal", "non omologato", "keine Straßenzulassung". */
const notApproved = String.raw`(?:n[aã]o\s+(?:[eé]\s+|est[aá]\s+)?homologad[oa]|sem\s+homologa[cç][aã]o|n[aã]o\s+[eé]\s+legal|il?legal\s+(?:na|em)\s+(?:estrada|via\s+p[uú]blica)|no\s+(?:est[aá]\s+|es\s+)?homologad[oa]|sin\s+homologa(?:r|ci[oó]n)|no\s+es\s+legal|ilegal\s+en\s+(?:carretera|v[ií]a\s+p[uú]blica)|(?:pas|non)\s+(?:homologu[eé]e?|autoris[eé]e?|l[eé]gale?)|interdite?s?\s+sur\s+(?:la\s+)?(?:route|voie\s+publique)|not\s+(?:road[\s-]legal|legal\s+(?:on\s+(?:the\s+)?(?:road|street)|for\s+(?:road|street)\s+use)|street[\s-]legal|allowed\s+on\s+(?:the\s+)?(?:road|street))|illegal\s+on\s+(?:the\s+)?(?:road|street)|non\s+(?:[eè]\s+)?(?:omologat[oa]|legale|a\s+norma)|vietat[oa]\s+su\s+strada|keine\s+(?:stra[sß]enzulassung|abe|e-?pr[uü]fzeichen|zulassung)|nicht\s+(?:zugelassen|stra[sß]enzugelassen|legal))`;
/** Used anyway or never caught: "uso-o todos os dias", "lo llevo en carretera", "je roule avec", "I've driven with it", "ci giro", "fahre damit", "a polícia nunca", "nunca me han multado", "jamais contrôlé", "never been stopped". */
const usedAnyway = /(?<![\p{L}])(?:uso(?:-o|-a)?\s+(?:\p{L}+\s+){0,2}?(?:todos\s+os\s+dias|na\s+cidade|na\s+estrada|diariamente)|ando\s+com\s+(?:ele|ela)|(?:lo|la)\s+(?:llevo|uso)\s+(?:\p{L}+\s+){0,2}?(?:en\s+carretera|a\s+diario|por\s+la\s+ciudad|todos\s+los\s+d[ií]as)|circulo\s+con|je\s+roule\s+avec|je\s+l['’]\s*utilise\s+(?:tous\s+les\s+jours|en\s+ville|sur\s+la\s+route)|i['’]ve\s+(?:driven|ridden|been\s+(?:driving|riding))\s+(?:with\s+it|on\s+it)|i\s+(?:drive|ride|use)\s+it\s+(?:every\s*day|daily|on\s+the\s+road|in\s+town)|ci\s+(?:giro|vado|circolo)|lo\s+uso\s+(?:tutti\s+i\s+giorni|in\s+citt[aà]|su\s+strada)|(?:ich\s+)?fahre\s+(?:\p{L}+\s+){0,2}?(?:damit|t[aä]glich|in\s+der\s+stadt)|(?:a\s+)?pol[ií]cia\s+nunca|nunca\s+(?:me\s+)?(?:mandaram\s+parar|multaram|apanharam|pararam)|nunca\s+me\s+(?:han\s+)?(?:multado|parado|pillado|multaron|pararon|pillaron)|jamais\s+(?:[eé]t[eé]\s+)?(?:contr[oô]l[eé]e?|arr[eê]t[eé]e?|verbalis[eé]e?)|(?:never|not\s+once)\s+(?:been\s+)?(?:stopped|pulled\s+over|fined|caught|nicked)|mai\s+(?:stat[oa]\s+)?(?:fermat[oa]|multat[oa]|beccat[oa])|nie\s+(?:kontrolliert|angehalten|erwischt)|(?:ningu[eé]m|nadie|personne|nobody|nessuno|niemand)\s+(?:\p{L}+\s+)?(?:controla|verifica|revisa|contr[oô]le|v[eé]rifie|checks|controlla|kontrolliert))(?![\p{L}])/iu;

/** Compliance said in the clause: declared, lawful, certified, done by the book. */
const compliance = /(?<![\p{L}])(?:legalmente|legally|l[eé]galement|legalmente|legal\s+(?:e|y|et|and)|conforme\s+(?:a\s+lei|la\s+ley|[àa]\s+la\s+loi)|by\s+the\s+book|tudo\s+declarado|todo\s+declarado|tout\s+(?:est\s+)?d[eé]clar[eé]|fully\s+declared|tutto\s+dichiarato|ordnungsgem[aä][sß]|valor\s+real|full\s+(?:declared\s+)?value|valeur\s+r[eé]elle|valore\s+reale|(?:n[aã]o|no)\s+(?:[eé]|es)\s+para|it['’]?s\s+not\s+to|ce\s+n['’]\s*est\s+pas\s+pour)(?![\p{L}])/iu;

const noContext = anyOf(aboutOrEmpty, compliance);

// —— A check the law requires, skipped for the buyer ——

/** No need to see the doctor or the optician the law puts before the sale: "não precisas de ir ao médico", "sin pasar por el médico", "pas besoin de voir l'ophtalmo", "no need to see a GP", "senza andare dal medico", "ohne zum Arzt zu gehen". */
const doctorWord = String.raw`(?:m[eé]dic[oa]s?|m[eé]decins?|doctors?|gps?|ophtalmo(?:logiste)?s?|oftalm[oó]log[oa]s?|oftalmologistas?|oculistas?|opticians?|optometrists?|ottic[oi]|arzt|[aä]rztin|augenarzt|optiker)`;
const visitVerb = String.raw`(?:ir|ir\s+ao|ir\s+a\s+um|ir\s+al|ver\s+(?:o|al|un)|consultar|passar\s+pelo|pasar\s+por\s+el|aller\s+chez|voir|consulter|passer\s+par|see|go\s+to|visit|seeing|going\s+to|andare\s+dal|passare\s+dal|vedere|zum)\s+(?:(?:o|a|um|uma|el|un|une|le|l['’]|the|a|an|il|lo|dal|den|einen)\s*)?`;
const doctorSkipped = String.raw`(?:(?:n[aã]o\s+(?:precisas?|[eé]\s+preciso|tens\s+de|tem\s+de)\s+(?:de\s+)?|no\s+(?:necesitas|hace\s+falta|tienes\s+que)\s+|pas\s+besoin\s+(?:de\s+|d['’]\s*)|no\s+need\s+(?:to\s+|for\s+(?:a\s+)?)?|non\s+(?:serve|c['’]\s*[eè]\s+bisogno\s+di)\s+|du\s+musst\s+nicht\s+)(?:${visitVerb})?|(?:sem|sin|sans|without|senza|ohne)\s+(?:(?:precisar\s+de|ter\s+de|necesidad\s+de|tener\s+que|avoir\s+[àa]|having\s+to|bisogno\s+di)\s+)?${visitVerb})${doctorWord}(?:\s+zu\s+gehen)?`;
/** What a doctor's visit comes before: a prescription, pills, drops, lenses, a dose. */
const prescribedThing = /(?<![\p{L}])(?:receitas?|recetas?|ordonnances?|prescriptions?|ricett[ae]|rezept\p{L}*|comprimidos?|pastilhas?|p[ií]ldoras?|pills?|tablets?|c[aá]psulas?|capsules?|gotas|drops|col[ií]rios?|colirios?|collyres?|gouttes|lentes|lentillas|lentilles|lenses|lenti|kontaktlinsen|linsen|tabletten|kapseln|tropfen|compresse|pillole|gocce|ampolas?|ampollas?|ampoules?|fiale|antibi[oó]tic\p{L}*|antibiot\p{L}*|\d+\s*(?:mg|ml))(?![\p{L}])/iu;
/** Age or identity not asked, the seller says: "não peço idade nem documento", "no pido edad ni DNI", "je ne demande pas l'âge", "no age check", "non chiedo l'età", "ohne Alterskontrolle" (the bare German compound, "Versand nur mit Altersprüfung", is the check asked). */
const ageNotAsked = String.raw`(?:(?:n[aã]o\s+pe[cç]o|n[aã]o\s+pedimos|no\s+pido|no\s+pedimos|je\s+ne\s+demande\s+(?:pas|aucune?|jamais)|on\s+ne\s+demande\s+(?:pas|aucune?)|(?:i|we)\s+(?:don['’]?t|never)\s+ask\s+(?:for\s+)?|non\s+chiedo|non\s+chiediamo|ich\s+(?:frage|verlange)\s+(?:nicht\s+nach|kein(?:en|e)?))\s+(?:(?:a|o|la|el|l['’]|le|the|any|un|una|nach\s+dem)\s*)?(?:idade|edad|[aâ]ge|age|et[aà]|alter|dni|nie|cc|b\.?i\.?|documentos?|identifica\p{L}*|pi[eè]ces?\s+d['’]\s*identit[eé]|carte\s+d['’]\s*identit[eé]|ids?|documenti|carta\s+d['’]\s*identit[aà]|ausweis)|(?:sem|sin|sans|no|without|senza|ohne|kein(?:e|en)?)\s+(?:(?:a|o|la|el|le|any|il)\s+)?(?:verifica[cç][aã]o|controlo|control|v[eé]rification|contr[oô]le|checks?|verifica|controllo|kontrolle|nachweis)\s+(?:(?:de|d['’]|of|dell['’]|della|del)\s*)?(?:idade|edad|[aâ]ge|age|et[aà])|(?:ohne|kein(?:e|en)?)\s+(?:\p{L}+\s+)?(?:alterskontrolle|altersnachweis|altersverifikation|alterspr[uü]fung)|(?:alterskontrolle|altersnachweis|altersverifikation|alterspr[uü]fung)\s+(?:(?:ist|wird)\s+)?(?:nicht\s+(?:n[oö]tig|notwendig|erforderlich)|unn[oö]tig|entf[aä]llt)|(?:pas\s+besoin|no\s+need|n[aã]o\s+(?:[eé]\s+)?preciso|no\s+hace\s+falta|no\s+es\s+necesario|non\s+serve|non\s+[eè]\s+necessario|nicht\s+n[oö]tig|muss\s+nicht)\s+(?:d['’]\s*[eê]tre|de\s+ser|to\s+be|ser|essere|zu\s+sein|sein)?\s*(?:majeure?s?|over\s+1[68]|an\s+adult|maior(?:es)?\s+de\s+idade|mayor(?:es)?\s+de\s+edad|maggiorenn[ei]|vollj[aä]hrig|[uü]ber\s+1[68])|(?:pas\s+besoin|no\s+need\s+for|n[aã]o\s+(?:[eé]\s+)?preciso|no\s+hace\s+falta|sem\s+(?:precisar\s+de|necessidade\s+de)|non\s+serve|kein(?:e|en)?\s+(?:\p{L}+\s+)?n[oö]tig)\s+(?:de\s+|d['’]\s*|for\s+|an?\s+|il\s+)?(?:pi[eè]ces?\s+d['’]\s*identit[eé]|carte\s+d['’]\s*identit[eé]|ids?|documentos?\s+de\s+identifica[cç][aã]o|dni|documento\s+d['’]\s*identit[aà]|ausweis)|(?:sem|sin|sans|without|senza|ohne)\s+(?:pedir|pedirte|demander|asking\s+(?:for|to\s+see)|chiedere|zu\s+verlangen|verlangen)\s+(?:(?:os|los|les|de|des|the|any|i|your|tes|tus|teus)\s+)?(?:documentos?|papeles|pap[eé]is|papiers|documents?|papers|ids?|documenti|papiere|ausweis|dni|identifica\p{L}*))`;
/** An inspection passed without the car being fixed or shown: "passo-te a inspeção sem arranjar nada", "te paso la ITV sin tocar nada", "MOT pass, nothing repaired", "TÜV ohne Vorführung". */
const inspectionWithout = String.raw`${inspection}\s+(?:\p{L}+\s+){0,3}?(?:sem|sin|sans|without|senza|ohne)\s+(?:\p{L}+\s+){0,2}?(?:arranjar|reparar|consertar|tocar|levar|mexer|fixing|repairing|taking\s+it|touching|bringing\s+it|r[eé]parer|toucher|amener|riparare|toccare|portarla|portare|reparieren|reparatur|vorf[uü]hrung|vorzuf[uü]hren|hinzufahren|mangelbeseitigung)`;
/** Offered for the buyer's car: "o teu carro", "tu coche", "votre voiture", "your car", "la tua auto", "dein Auto", "passo-te", "te paso", "I'll get". A car's own record ("passes its MOT every year without any work") is none. */
const forYourCar = /(?<![\p{L}])(?:(?:o\s+teu|a\s+tua|tu|your|ta|ton|votre|il\s+tuo|la\s+tua|dein(?:en|e)?|ihr(?:en|e)?)\s+(?:carro|coche|auto|car|motor|voiture|v[eé]hicule|macchina|wagen|moto|motorrad|veh[ií]culo|ve[ií]culo|viatura|furgoneta|carrinha|van|camion(?:eta)?|camionnette|furgone)|passo-te|fa[cç]o-te\s+passar|te\s+(?:la\s+|lo\s+)?paso|(?:je\s+vous|je\s+te)\s+(?:le\s+|la\s+)?fais\s+passer|i['’]ll\s+(?:get|have)|i\s+(?:can\s+)?get|ti\s+(?:la\s+|lo\s+)?faccio\s+passare|ich\s+bringe)(?![\p{L}])/iu;

// —— A check of a person or a thing, beaten ——

/** A check made of a person: a drug or alcohol test, a plagiarism check, an identity verification, a background check. */
const personCheck = String.raw`(?:(?:testes?|tests?|control(?:es)?|controlos?|contr[oô]les?|an[aá]lises?|an[aá]lisis|despistages?|d[eé]pistages?|screenings?|esami|kontrollen?)\s+(?:(?:de|d['’]|of|di|anti)[\s-]*)?(?:drogas?|antidrogas?|antidoping|doping|drugs?|urina|orina|urine|stup[eé]fiants|stupefacenti|[aá]lcool|alcohol|alcool|alkohol)|(?:drug|doping|urine|pee|alcohol|breath|work\s+drug)\s+(?:tests?|screens?|screenings?)|drogentests?|urintests?|turnitin|antipl[aá]gios?|anti[\s-]?plagi(?:o|at)s?|plagiarism\s+(?:checks?|checkers?|software|detectors?)|plagiatspr[uü]fung(?:en)?|kyc|(?:background|dbs|employer|employer['’]s|right[\s-]to[\s-]work|pre-employment|vetting|landlord|landlord['’]s)\s+checks?|baf[oô]metros?|alcootests?|breathalys[eo]rs?|etilometr[oi]|alkoholtests?|verifica[cç](?:[aã]o|[oõ]es)\s+de\s+identidade|verificaci[oó]n(?:es)?\s+de\s+identidad|v[eé]rifications?\s+d['’]\s*identit[eé]|identity\s+(?:verification|checks?)|verifica\s+dell['’]\s*identit[aà]|identit[aä]tspr[uü]fung(?:en)?|ausweiskontrollen?)`;
/** Passed or beaten: "passa no", "engana o", "pasa el", "supera", "passe le", "trompe", "passes", "beats", "fools", "supera il", "inganna", "besteht", "täuscht". */
const beatsCheck = String.raw`(?:passa(?:m)?(?:\s+(?:n[oa]s?|em|a|o|os|as))?|engana(?:m)?(?:\s+(?:o|a|os|as|qualquer))?|pasa(?:n)?(?:\s+(?:el|la|los|las|cualquier))?|supera(?:n)?(?:\s+(?:el|la|los|las|il|lo|i|gli|le|qualsiasi))?|enga[nñ]a(?:n)?(?:\s+(?:al?|el|la|los|las|cualquier))?|burla(?:n)?(?:\s+(?:el|la|los|las))?|passe(?:nt)?(?:\s+(?:le|la|les|tous\s+les))?|trompe(?:nt)?(?:\s+(?:le|la|les|tous\s+les))?|d[eé]jou(?:e|ent)(?:\s+(?:le|la|les))?|(?:passes|beats|fools|cheats|gets\s+(?:past|through)|bypasses)(?:\s+(?:a|any|the|all|most|work|your|every))*|(?:will|can)\s+(?:pass|beat|fool|cheat|get\s+past|bypass)(?:\s+(?:a|any|the|all|most|work|your|every))*|inganna(?:no)?(?:\s+(?:il|lo|la|i|gli|le|qualsiasi))?|besteh(?:t|en)(?:\s+(?:jeden|jede|den|die|das))?|t[aä]usch(?:t|en)(?:\s+(?:jeden|jede|den|die|das))?|umgeh(?:t|en)(?:\s+(?:jeden|jede|den|die|das))?|austrickst)`;
/** A device made to fool a car's or a meter's own check: simulating, emulating, putting out a warning light. */
const foolsSensor = /(?<![\p{L}])(?:simul\p{L}*|emul\p{L}*|engan\p{L}*|enga[nñ]\p{L}*|tromp\p{L}*|fool\p{L}*|trick\p{L}*|cheat\p{L}*|ingann\p{L}*|t[aä]usch\p{L}*|austrick\p{L}*|(?:sem|sin|sans|without|senza|ohne)\s+(?:a\s+|el\s+|le\s+|the\s+|la\s+|die\s+)?(?:luz|testigo|voyant|(?:warning\s+)?light|spia|(?:kontroll)?leuchte)|apaga(?:r)?\s+(?:a\s+)?luz|apagar\s+(?:el\s+)?testigo|[eé]teindre\s+le\s+voyant|turns?\s+off\s+the\s+(?:warning\s+)?light|spegne\p{L}*\s+la\s+spia|leuchte\s+(?:aus|ausschalten))(?![\p{L}])/iu;
/** To pass the inspection: "para a inspeção passar", "para que pase la ITV", "pour que le contrôle passe", "so the MOT goes through", "per passare la revisione", "durch den TÜV". */
const toPassInspection = String.raw`(?:para|pour|to|per|um|so\s+(?:that\s+)?(?:it|you|the\s+car))\s+(?:\p{L}+\s+){0,2}?(?:passar|pasar|passer|pass(?:es)?|passare|superare|bestehen|durch(?:kommen)?|durch\s+den)\s+(?:\p{L}+\s+){0,2}?${inspection}`;

// —— A prohibition the seller admits, and sells past ——

/** Not sold, not allowed, banned or withdrawn here: "cá já não se vende", "ya no se puede vender aquí", "interdit chez nous", "banned now", "non si vende", "nicht zugelassen". */
const admittedBan = String.raw`(?:(?:[eé]|s[aã]o)\s+(?:de|com)\s+receita(?:\s+m[eé]dica)?|(?:es|son)\s+(?:con|de)\s+receta|(?:c['’]\s*est|ils\s+sont|elles\s+sont)\s+sur\s+ordonnance|(?:it['’]?s|they['’]?re|is|are)\s+prescription[\s-]only|(?:[eè]|sono)\s+con\s+(?:la\s+)?ricetta|(?:ist|sind)\s+(?:verschreibungspflichtig|rezeptpflichtig)|n[aã]o\s+(?:se\s+)?(?:vende[m]?|pode[m]?\s+(?:ser\s+)?(?:re)?vend(?:er|idos?|idas?)|(?:[eé]|s[aã]o)\s+(?:permitid[oa]s?|legal|legais)|est[aá]o?\s+(?:autorizad[oa]s?|permitid[oa]s?))|proibid[oa]s?|ilega(?:l|is)|retirad[oa]s?\s+(?:do\s+mercado|da\s+venda|nos|na|em)|no\s+(?:se\s+)?(?:vende[n]?|pueden?\s+(?:ser\s+)?(?:re)?vend(?:er|idos?|idas?)|(?:es|son)\s+legal(?:es)?|est[aá]n?\s+(?:permitid[oa]s?|autorizad[oa]s?))|prohibid[oa]s?|retirad[oa]s?\s+del\s+mercado|interdit(?:e|s|es)?|ill[eé]ga(?:l|le|ux|les)|(?:ne\s+)?(?:se\s+)?vend(?:ent)?\s+plus|(?:pas|plus)\s+autoris[eé]e?s?|retir[eé]e?s?\s+du\s+march[eé]|banned|illegal|not\s+(?:allowed|legal|permitted|sold)\s+(?:here|in|any\s*more|now)|can['’]?t\s+(?:be\s+sold|get\s+(?:them|it|these)\s+here)|withdrawn\s+from\s+sale|recalled|vietat[oaie]|illegal[ei]|non\s+(?:si\s+)?(?:vend(?:e|ono)|possono\s+(?:essere\s+)?vend(?:ere|ut[ie])|(?:[eè]|sono)\s+legal[ei]|sono\s+consentit[ie]|[eè]\s+consentit[oa])|ritirat[oaie]\s+dal\s+mercato|fuori\s+legge|verboten|nicht\s+(?:mehr\s+)?(?:erlaubt|zugelassen|legal|verk[aä]uflich)|vom\s+markt\s+genommen)`;
/** Sold past it anyway: "mas ninguém liga", "por isso é agora", "pero bueno", "donc j'écoule", "but it works", "quindi approfittate", "aber egal". */
const soldPastIt = String.raw`(?:mas|por\s+isso|portanto|ent[aã]o|pero|por\s+eso|as[ií]\s+que|mais|donc|alors|but|so|ma|quindi|perci[oò]|per\s+cui|aber|deshalb|daher|also|doch)\s*,?\s+(?:[\p{L}'’]+\s+){0,3}?(?:vend(?:o|emos)\s+(?:sem|sin|senza)|je\s+(?:les\s+)?vends\s+sans|(?:i\s+)?sell\s+(?:them\s+|it\s+)?without|verkaufe\s+(?:sie\s+|es\s+)?ohne|aproveit\p{L}*|aprovech\p{L}*|profite[rz]?|grab|snap\s+(?:them|it)|get\s+(?:them|yours|it)\s+(?:while|now|before)|approfitt\p{L}*|zugreifen|[eé]coule\p{L}*|liquid[ae]\p{L}*|(?:ningu[eé]m|nadie|personne|nobody|no\s+one|nessuno|niemand)\s+(?:ne\s+)?${unknowingVerb}|ningu[eé]m\s+(?:liga|quer\s+saber|verifica|nota)|nadie\s+(?:mira|controla|se\s+entera|dice\s+nada|lo\s+nota)|personne\s+(?:ne\s+)?(?:v[eé]rifie|contr[oô]le|regarde)|nobody\s+(?:cares|checks|notices)|nessuno\s+(?:controlla|se\s+ne\s+accorge)|niemand\s+(?:kontrolliert|merkt)|bueno|enfim|whatever|who\s+cares|tant\s+pis|pazienza|egal|funciona(?:m)?|it\s+works|(?:they\s+|it\s+)?works?\s+(?:great|fine|perfectly|a\s+treat)|[çc]a\s+marche|marche(?:nt)?\s+(?:tr[eè]s\s+)?bien|funziona(?:no)?|funktionier(?:t|en))(?![\p{L}])`;
/** Said of a sale to minors or of a rule obeyed: "proibida a venda a menores", "banned in flights": a notice, not an admission. */
const banNotice = /(?<![\p{L}])(?:a\s+menores|aos?\s+menores|a\s+los\s+menores|aux\s+mineurs|to\s+(?:minors|under[\s-]?1[68]s?)|ai\s+minori|an\s+minderj[aä]hrige|unter\s+1[68]|fumar|fumer|smoking|rauchen|fumare|estacionar|aparcar|stationner|parking|parken|parcheggi\p{L}*|avi[aã]o|avi[oó]n|avion|flights?|planes?|hand\s+luggage|bagagem\s+de\s+m[aã]o|equipaje\s+de\s+mano|bagage\s+cabine|bagaglio\s+a\s+mano|handgep[aä]ck|flugzeug|animais|animales|animaux|pets|animali|haustiere|condom[ií]nio|comunidad|copropri[eé]t[eé]|flat|apartment|condominio|wohnung)(?![\p{L}])/iu;

// —— A mark or a paper the law requires, said absent ——

/** Without: "sem", "sin", "sans", "without", "no", "senza", "ohne", "não tem", "n'a pas de", "doesn't have". */
const absent = String.raw`(?:sem|sin|sans|without|no|senza|ohne|kein(?:e|en)?|n[aã]o\s+tem|ainda\s+n[aã]o\s+tem|no\s+tiene|n['’]\s*a\s+pas\s+(?:de|d['’]|le|la)|doesn['’]?t\s+(?:have|come\s+with)|non\s+ha|hat\s+kein(?:e|en)?)\s+(?:(?:a|o|os|as|el|la|los|las|le|les|the|any|il|lo|i|gli|den|die|das|de|d['’]|un|una|une)\s*)?`;
/** A safety mark or its testing: "marcação CE", "marcado CE", "marquage CE", "CE mark", "marchio CE", "CE-Kennzeichnung", "safety testing". */
const safetyMark = String.raw`(?:(?:marca[cç][aã]o|marcado|marquage|marchio|marcatura|etichetta|selo|s[eê]lo|sello|logo|log[oó]tipo)\s+(?:ce|ukca)|(?:ce|ukca)(?:\s+(?:or|ou|o|oder|nor|ni|nem|e|y|et|and|und)\s+(?:ce|ukca))?\s+(?:marks?|marking|labels?|stickers?|logos?)|ce[\s-]?(?:kennzeichnung|zeichen|pr[uü]fzeichen)|(?:safety|seguran[cç]a|seguridad|s[eé]curit[eé]|sicurezza)\s+(?:testing|tests?|certification)|(?:testes?|pruebas?|tests?|test|prove)\s+(?:de\s+|di\s+)?(?:seguran[cç]a|seguridad|s[eé]curit[eé]|sicurezza)|sicherheitspr[uü]fung(?:en)?)`;
/** CITES papers: the permit trade in a listed species needs. */
const citesPapers = String.raw`(?:(?:papiers?|pap[eé]is|papeles|papers|paperwork|documentos?|documents?|documenti|dokumente|certificados?|certificats?|certificates?|certificati|bescheinigung(?:en)?|permis|licen[cç]as?|permits?)\s+)?cites`;
/** A deactivated gun's certificate, an arms licence: "certificado de desativação", "permis de détention", "FAC", "porto d'armi", "Waffenbesitzkarte". */
const armsPaper = String.raw`(?:(?:certificado|certificat|certificate|certificato|bescheinigung)\s+(?:de\s+|of\s+|di\s+)?(?:neutraliza[cç][aã]o|desactivaci[oó]n|desativa[cç][aã]o|neutralisation|deactivation|disattivazione|deaktivierung)|deaktivierungsbescheinigung|fac|firearms?\s+certificate|shotgun\s+certificate|licen[cç]a\s+de\s+(?:uso\s+e\s+porte\s+de\s+)?armas?|licencia\s+de\s+armas|gu[ií]a\s+de\s+pertenencia|permis\s+de\s+(?:d[eé]tention|port\s+d['’]\s*arme)|porto\s+d['’]\s*armi|waffen(?:besitzkarte|schein)|wbk)`;
/** A food business's sanitary registration: "registo sanitário", "registro sanitario", "agrément sanitaire", "food hygiene rating", "registrazione sanitaria". */
const foodRegistration = String.raw`(?:(?:n[uú]mero\s+de\s+)?(?:registo|registro)\s+sanit[aá]rio|agr[eé]ment\s+sanitaire|food\s+hygiene\s+(?:rating|certificate|registration)|registrazione\s+sanitaria|hygieneschein|gewerbeanmeldung)`;
/** An equine's passport, required for every horse, pony or donkey in the EU. */
const equinePassport = String.raw`(?:passaportes?|pasaportes?|passeports?|passports?|passaport[oi]|pferdepass|equidenpass|livret\s+(?:signal[eé]tique|d['’]\s*identification))`;
const equineWord = /(?<![\p{L}])(?:cavalos?|[eé]guas?|p[oó]neis?|p[oó]nei|burros?|mulas?|caballos?|yeguas?|ponis?|poni|asnos?|chevaux|cheval|juments?|poneys?|[aâ]nes?|horses?|mares?|ponies|pony|donkeys?|cavall[oei]|cavalla|asin[oi]|pferde?|stuten?|ponys?|esel)(?![\p{L}])/iu;

// —— A paper issued without the visit or the inspection it attests ——

/** A certificate, a report or an attestation: "certificado", "certificat", "certificate", "certificato", "Bescheinigung", "Gutachten". */
const attestingPaper = String.raw`(?:certificados?|certificats?|certificates?|certificat[oi]|certs?|bescheinigung(?:en)?|zertifikat(?:e)?|gutachten|ausweis|relat[oó]rios?|informes?|rapports?|reports?|attestat[oi]|atestados?|attestations?|declara[cç][aã]o|declaraci[oó]n|pass(?:ed)?|aprova[cç][aã]o|aprobad[oa]|homologa[cç][aã]o|visto\s+bueno|mot|itv|inspe[cç][aã]o|t[uü]v(?:-plakette)?|plakette)`;
/** Without the visit or the inspection: "sem ir ver a casa", "sin ver el coche", "sans visite", "without seeing the car", "senza sopralluogo", "ohne Besichtigung". */
const withoutVisit = String.raw`(?:sem|sin|sans|without|senza|ohne)\s+(?:(?:a|o|la|el|le|la|the|il|lo|die|den|eine?n?|uma?|una?|une?|any)\s+)?(?:visitas?|vistorias?|inspe[cç](?:[aã]o|[oõ]es)|inspecci[oó]n|ver\s+(?:o|a|el|la)\s+\p{L}+|visites?|inspections?|(?:taking|bringing)\s+(?:it|the\s+car|the\s+vehicle)\s+in|seeing\s+(?:it|the\s+\p{L}+)|(?:a\s+)?site\s+visit|sopralluogo|vedere\s+(?:l['’]\s*|il\s+|la\s+)\p{L}+|besichtigung|vor[\s-]ort[\s-]?termin|(?:das\s+)?auto\s+zu\s+sehen|vorf[uü]hrung)`;

export const purposeSignalLexicon: TopicLexicon[] = [
  {
    // An aim to escape a duty or a control a law sets ("sem chip para evitar a papelada", "así te ahorras el registro", "pour éviter les inspections", "saves us
    // both the hassle with the council", "per evitare la burocrazia", "um den TÜV zu umgehen"): the offer is made to be outside the law's reach.
    // Taxes and customs are left to the deceit and the misdeclaration entries: "shipped from the EU so you pay no customs" is lawful.
    topic: 'prohibited-services',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [String.raw`${aimToEscape}\s+${gap(3)}(?:${paperwork}|${inspection}|${licence}|${ageOrPrescription}|(?:the\s+)?council|(?:o\s+|el\s+|le\s+|il\s+|the\s+)?(?:microchip|chip|puce))`, germanAimAfter],
    context: noContext,
  },
  {
    // Tax or duty escaped by its own verb ("fugir ao fisco", "evadir impuestos", "frauder le fisc", "dodge import VAT and duty", "evadere le tasse", "am Zoll vorbei"), or
    // not paid because it is not invoiced ("sem fatura para não pagar IVA"): an offer built on evading a tax.
    topic: 'prohibited-services',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [
      String.raw`${evadeVerb}${gap(2)}${taxOrDuty}(?:\s+vorbei)?`,
      String.raw`(?:sem|sin|sans|without|senza|ohne)\s+(?:(?:a|la|une?|an?|una?|eine?)\s+)?(?:faturas?|facturas?|factures?|invoices?|receipts?|fattur[ae]|rechnung(?:en)?)\s+(?:\p{L}+\s+){0,2}?(?:para|pour|to|so|per|damit|um)\s+(?:\p{L}+\s+){0,3}?(?:iva|tva|vat|mwst|impostos?|impuestos?|imp[oô]ts?|tax|tasse|steuer(?:n)?|hacienda|finan[cç]as|fisc)`,
      String.raw`(?:ohne\s+rechnung|schwarz)\s+(?:\p{L}+\s+){0,3}?(?:spar(?:t|st|en)|sparen)\s+(?:\p{L}+\s+){0,2}?(?:mwst|mehrwertsteuer|steuer(?:n)?)`,
    ],
    context: noContext,
  },
  {
    // An authority or a checker kept unknowing ("que Hacienda no se entere", "ninguém nas Finanças confere", "the regulator never checks who did it",
    // "damit der Netzbetreiber nichts merkt", "il fisco non se ne accorge"): the offer is made to deceive whoever enforces the rule.
    topic: 'prohibited-services',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [
      String.raw`(?:(?:as\s+|a\s+|la\s+|le\s+|les\s+|the\s+|il\s+|lo\s+|der\s+|die\s+|das\s+|o\s+|os\s+|el\s+|los\s+)?${institution}\s+${gap(1)}|${asPersonOrBody}${everydayChecker}\s+)${keptUnknowing}${notTheGoodsWear}`,
      String.raw`(?:ningu[eé]m|nadie|personne|nobody|no\s+one|nessuno|niemand)\s+(?:(?:n[ao]s?|en|de|du|at|in|from|the|della|del|bei|vom|von)\s+(?:la\s+|le\s+|the\s+|der\s+|dem\s+)?)?${authority}\s+(?:\p{L}+\s+)?(?:(?:nunca|jamais|never|mai|nie|n[aã]o|no|ne|non|nicht)\s+)?${unknowingVerb}${notTheGoodsWear}`,
      String.raw`(?:(?:que|para\s+que|pour\s+que|so\s+(?:that\s+)?|perch[eé]|damit)\s+${authority}\s+(?:\p{L}+\s+)?(?:no|n[aã]o|ne|non|nicht|never)\s+|(?:sin\s+que|sem\s+que|sans\s+que|senza\s+che|without)\s+${authority}\s+(?:\p{L}+\s+)?)(?:se\s+)?(?:entere|sepa|sepan|saiba|saibam|sache|sachent|descubra|descubran|note|perceba|percebam|remarque|remarquent|finds?\s+out|knows?|notices?|sappia|sappiano|accorga|accorgano|merkt|merken|erf[aä]hrt|erfahren|nichts\s+merkt|enter(?:a|e)n)${notTheGoodsWear}`,
    ],
    context: noContext,
  },
  {
    // A thing made to pass for what it is not ("para a réplica passar por verdadeira", "faire passer pour des pièces d'époque", "so your base model passes as the top
    // version", "damit die Kopie als echt durchgeht"): a likeness sold as, or made to be sold as, the real thing. A repair, a prop and a replica sold as one are clean.
    topic: 'counterfeits',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [String.raw`(?:para|pour|to|so|per|damit|um|que|that)\s+(?:\p{L}+\s+){0,4}?${passFor}\s+${theRealThing}`, String.raw`(?:damit|sodass|so\s+dass|um)\s+(?:\p{L}+\s+){0,4}?als\s+${theRealThing}\s+(?:durchgeht|durchgehen|durchzugehen)`, String.raw`${passFor}\s+${theRealThing}\s+(?:\p{L}+\s+){0,3}?(?:ao\s+revender|al\s+revender(?:lo|la)?|[àa]\s+la\s+revente|en\s+(?:le|la)\s+revendant|when\s+(?:you\s+)?(?:sell|resell)(?:ing)?\s+it|(?:alla|in)\s+rivendita|beim\s+weiterverkauf)`],
    requires: deceivedBuyer,
    context: anyOf(honestLikeness, noContext),
  },
  {
    // Goods declared as something else, to the post or to customs ("declaro como oferta com valor baixo", "déclarés comme cadeaux", "we mark the parcel as a gift
    // with a low value", "als Kosmetik angegeben"), or packed so the carrier takes them unasked ("así no preguntan", "so the courier takes it"): a false declaration.
    topic: 'prohibited-services',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [String.raw`${declaredAs}\s+${declaredThing}`, String.raw`(?:als|wie)\s+${declaredThing}\s+(?:angegeben|deklariert|gekennzeichnet|beschriftet)`, String.raw`${concealed}[^.!?\n]{0,80}?${carrierFooled}`, String.raw`${carrierFooled}[^.!?\n]{0,60}?${concealed}`],
    requires: parcelWords,
    context: noContext,
  },
  {
    // Dangerous goods put in a container not made for them, to be posted ("gasolina numa garrafa de refrigerante", "dentro de un bote de champú", "Benzin in einer
    // Wasserflasche", "fuel in a drinks bottle"): the posts' dangerous-goods rules refuse them, and the buyer opens a drink that is not one.
    topic: 'hazardous-chemicals',
    qualifier: true,
    once: true,
    terms: [String.raw`(?:numa?|em|dentro\s+de|en|dans|in|inside|into|dentro|in\s+einer?)\s+(?:uma?|una?|une?|an?|a|unas?)?\s*(?:garrafas?|garraf[aã]o|garraf[oõ]es|botellas?|botes?|bouteilles?|flacons?|bottles?|cans?|tins?|jars?|bottiglie|bottiglia|flaconi|flacone|lattin[ae]|flaschen?|dosen?)\s+(?:de|d['’]|of|di|da)?\s*(?:[aá]gua|agua|eau|water|acqua|wasser|refrigerante|refresco|soda|coca(?:-cola)?|cola|sumo|zumo|jus|juice|succo|saft|champ[oô]|champ[uú]|shampo(?:o|ing)|leite|leche|lait|milk|latte|milch|cerveja|cerveza|bi[eè]re|beer|birra|bier|vinho|vino|vin|wine|wein|refri|gaseosa|limonade|lemonade|limonata)|(?:(?:wasser|limo|cola|shampoo|getr[aä]nke|plastik|saft|bier)flaschen?|(?:drinks?|water|pop|soda|milk|juice)\s+bottles?)`],
    requires: anyOf(dangerousGoods),
    context: anyOf(/(?<![\p{L}])(?:s[oó]\s+(?:entrega\s+)?em\s+m[aã]o|solo\s+(?:en\s+mano|recogida)|uniquement\s+en\s+main\s+propre|collection\s+only|nur\s+abholung|solo\s+ritiro|(?:n[aã]o|no|ne|not|non|nicht)\s+(?:\p{L}+\s+)?(?:envio|env[ií]o|mando|envoie|post|ship|spedisco|versende))(?![\p{L}])/iu, noContext),
  },
  {
    // A thing made or said untraceable ("para ninguém o localizar", "con el bastidor borrado para que nadie lo localice", "intraçable", "so nobody can trace
    // it back", "Rahmennummer weggeschliffen"): hidden origin, the stolen-goods clauses. A parcel's tracking and a tracker for one's own bike are clean.
    topic: 'stolen-goods',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [untraceable, idNumberRemoved],
    context: anyOf(numberKept, noContext),
  },
  {
    // A course, a test, hours or an attendance done in the buyer's name or with their login ("completo o curso obrigatório no teu nome", "hago el fichaje en tu lugar",
    // "je valide le test à votre place", "I log into your portal and complete the modules", "completo il corso al posto tuo", "mit deinen Zugangsdaten"): a
    // credential obtained by someone else, like the exams the services entries already name.
    topic: 'prohibited-services',
    qualifier: true,
    once: true,
    terms: [inYourName],
    requires: dutyDone,
    context: anyOf(buyerDoesIt, noContext),
  },
  {
    // Figures made untrue on an official form or a claim ("gastos que nunca fizeste", "gastos que no son reales", "des revenus plus bas que les vrais", "items you
    // never owned", "un reddito più basso di quello vero", "erfundene Ausgaben"): a fraud on the authority or the insurer the form goes to.
    topic: 'prohibited-services',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [untrueFigures],
    requires: officialForm,
    context: noContext,
  },
  {
    // A part not approved for the road, used there anyway or never checked ("sem homologação mas ando com ela todos os dias", "sin homologar pero lo llevo en
    // carretera", "pas autorisée sur la voie publique mais je roule avec", "not legal on the road but I've driven with it for a year", "keine Straßenzulassung, fahre
    // täglich damit"). The disclaimer alone ("track use only") is the clause's own wording and clean (see the header).
    topic: 'emissions-defeat',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [notApproved],
    requires: usedAnyway,
    // Not `aboutOrEmpty`: its "film" is a window film here, not a motion picture.
    context: compliance,
  },
  {
    // The doctor or the optician the law puts before a medicine or a lens, skipped ("de receita, mas escusas de ir ao médico", "sin pasar por el oftalmólogo",
    // "pas besoin de voir l'ophtalmo", "no need to see your GP", "senza andare dal medico", "ohne zum Arzt zu gehen"): prescription-only goods sold as if not.
    topic: 'medicines',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [doctorSkipped],
    requires: prescribedThing,
    context: noContext,
  },
  {
    // Age or identity not asked where the law asks it ("no pido edad ni DNI", "je ne demande pas l'âge", "no age check", "ohne Alterskontrolle"): an age-restricted
    // sale made to anyone.
    topic: 'prohibited-services',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [ageNotAsked],
    context: noContext,
  },
  {
    // An inspection passed without the car being fixed or shown ("passo-te a inspeção sem arranjar nada", "MOT certificate, nothing repaired",
    // "TÜV ohne Vorführung"): a vehicle paper obtained by fraud (the services entries' vehicle papers).
    topic: 'prohibited-services',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [inspectionWithout],
    requires: forYourCar,
    context: noContext,
  },
  {
    // A check of a person beaten ("passa no teste de drogas", "engaña el control antidroga", "trompe les dépistages", "beats any drug screen", "passes Turnitin",
    // "supera il test antidroga", "besteht jeden Drogentest"): the thing is sold to deceive whoever tests the buyer.
    topic: 'prohibited-services',
    qualifier: true,
    once: true,
    terms: [String.raw`${beatsCheck}\s+${personCheck}`],
    context: noContext,
  },
  {
    // A device to pass the inspection by fooling the car's own check ("emulador que engana a centralina na inspeção", "emulador para pasar la ITV",
    // "to pass the MOT with the warning light off"): the inspection deceived (the vehicle clauses).
    topic: 'emissions-defeat',
    qualifier: true,
    once: true,
    terms: [toPassInspection],
    requires: foolsSensor,
    context: noContext,
  },
  {
    // A prohibition the seller admits, and sells past ("cá já não se vende, por isso é agora", "ya no se puede vender aquí, pero bueno", "interdites en France donc
    // j'écoule", "banned now but it works", "vietato, ma funziona", "nicht zugelassen, aber egal"): goods the seller knows the law refuses. A notice of a rule kept
    // ("proibida a venda a menores") or of where a thing may not go ("not allowed on flights") is none.
    topic: 'recalled-products',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [String.raw`${admittedBan}(?:\s+(?:[\p{L}\p{N}'’]+\s+){0,4}?[\p{L}\p{N}'’]+)?\s*[,;:.!-]?\s*${soldPastIt}`, String.raw`(?:brecha|vazio|lacuna|faille|scappatoia)\s+(?:legal|jur[ií]dic[oa]|juridique|l[eé]gale|legale|normativa)|loophole|gesetzesl[uü]cke|(?:acima|por\s+encima|au[\s-]del[aà]|au[\s-]dessus|over|above|beyond|oltre|sopra|[uü]ber)\s+(?:d[oa]\s+|del\s+|de\s+la\s+|the\s+|il\s+|dem\s+|das\s+)?(?:limite|l[ií]mite|limit|grenzwert)\s+(?:legal|l[eé]gale?|legale|permitid[oa]|autoris[eé]e?|permesso|gesetzlich\p{L}*|erlaubt\p{L}*)|(?:over|above|beyond|exceed(?:s|ing)?|[uü]ber)\s+(?:the\s+|dem\s+|das\s+|die\s+|den\s+)?(?:legal|gesetzlich\p{L}*|erlaubt\p{L}*)\s+(?:limit|grenzwert|maximum|h[oö]chstwert)`],
    context: anyOf(banNotice, noContext),
  },
  {
    // A safety mark or its testing said absent ("sem marcação CE", "sin marcado CE", "sans marquage CE", "no CE mark on them", "senza marchio CE",
    // "ohne CE-Kennzeichnung"): goods the product-safety rules keep off the market.
    topic: 'recalled-products',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [String.raw`${absent}${safetyMark}`],
    context: noContext,
  },
  {
    // CITES papers said absent ("sem papéis CITES", "sin CITES", "pas de CITES", "no CITES paperwork", "senza CITES", "ohne CITES-Papiere"): a listed species
    // traded without the permit it needs.
    topic: 'protected-wildlife',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [String.raw`${absent}${citesPapers}`],
    context: noContext,
  },
  {
    // A gun's deactivation certificate or an arms licence said absent or not needed ("sem certificado de desativação", "fusil neutralisé, certificat absent", "FAC not
    // required", "senza porto d'armi", "ohne WBK"): a weapon sold outside the licensing it needs.
    topic: 'weapons',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [String.raw`${absent}${armsPaper}`, String.raw`${armsPaper}\s+(?:not\s+)?(?:needed|required|necess[aá]ri[oa]|necesari[oa]|n[eé]cessaire|necessari[oa]|n[oö]tig|erforderlich)`],
    context: noContext,
  },
  {
    // Food from a kitchen said without its sanitary registration ("sem registo sanitário", "sin el registro sanitario", "sans agrément sanitaire", "no food hygiene
    // rating", "senza registrazione sanitaria"): the food-safety clauses.
    topic: 'homemade-food',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [String.raw`${absent}${foodRegistration}`],
    context: noContext,
  },
  {
    // A horse, a pony or a donkey said without its passport ("égua sem passaporte", "yegua sin pasaporte", "poney sans livret", "horse, no passport",
    // "Pferd ohne Equidenpass"): every equine must have one (Regulation (EU) 2015/262).
    topic: 'live-animals',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [String.raw`${absent}${equinePassport}`],
    requires: equineWord,
    context: noContext,
  },
  {
    // A certificate or a pass issued without the visit or the inspection it attests ("certificado passado sem ir ver a casa", "te saco el informe sin
    // ver el coche", "attestation sans visite", "through its MOT without taking it in, certificate issued anyway", "certificato senza sopralluogo", "Gutachten ohne
    // Besichtigung"): a false attestation (the services entries' vehicle and document papers).
    topic: 'prohibited-services',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [String.raw`${attestingPaper}\s+(?:[\p{L}\p{N}'’-]+\s+){0,6}?${withoutVisit}`, String.raw`${withoutVisit}\s*,?\s+(?:[\p{L}\p{N}'’-]+\s+){0,4}?${attestingPaper}(?:\s+(?:issued|emitido|emitida|expedido|d[eé]livr[eé]e?|rilasciat[oa]|ausgestellt))?`],
    context: noContext,
  },
];
