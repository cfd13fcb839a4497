import { aboutOrEmpty, anyOf, costumeWords, knifeWords, toyWords, type TopicLexicon } from './item-lexicon.ts';

/**
 * The common kinds of problem a general marketplace meets, said in the seller's ordinary words rather than by the regulated noun
 * (PT, ES, FR, EN, IT, DE):
 * - intimate photos and videos sold or made to order ("fotos íntimas", "photos intimes", "video intimi su richiesta", "intime Bilder",
 *   "vídeos caseros para adultos") — the sexual-content clauses (`sexual-services`);
 * - academic work written for a buyer to hand in as theirs ("entregas como se fossem teus", "you submit it as yours") and an exam sat
 *   with the student's own login ("entro con tu usuario del campus") — the academic-fraud services clauses (`prohibited-services`);
 * - goods whose seller tells the buyer not to ask where they came from ("no preguntéis de dónde sale", "don't ask where it's from"), and
 *   "no questions asked" said of goods rather than of a return (`stolen-goods`);
 * - a small weight sold "discreetly shipped" ("10 g, envío discreto", "5g, Versand diskret"): the drug sellers' offer, for a person
 *   (`drugs`, review only);
 * - a police force's uniform garments said genuine or in service ("echte Polizei Uniformjacke", "chaleco de la Guardia Civil, de servicio",
 *   "genuine issue police jacket") — the police uniforms and badges clauses (`police-insignia`);
 * - a knife said to open by a spring or a button ("navalha de mola", "abre com mola", "coltello a molla", "opens with a button") — the
 *   switchblade clauses (`knives`);
 * - shotgun cartridges by their bore ("12 bore cartridges", "cartouches calibre 12") — ammunition, the weapons clauses (`weapons`).
 * Innocent in the same words: a photographer's boudoir session, a book or a DVD titled with those words; tutoring and proof-reading; a
 * returns policy "no questions asked"; gold, spices, tea, supplements or cosmetics by weight, shipped discreetly; costumes and toys of a
 * police uniform, a brand named Police; an umbrella or a box that opens with a button, a knife-shaped comb or keyring; printer and game
 * cartridges.
 */

/** Pictures and films. */
const pictureWord = String.raw`(?:fotos?|fotografias?|fotograf[ií]as?|photos?|photographies|pics|pictures|imagens|im[aá]genes|images|immagini|bilder|v[ií]deos?|clips|filmes|filmini)`;
/** Intimate, erotic, naked: what the pictures are. */
const intimateWord = String.raw`(?:[ií]ntim[oa]s|[ií]ntim[oa]|intimes?|intimi|intime|intimate|er[oó]tic[oa]s?|[eé]rotiques?|erotic|erotich[ei]|erotisch(?:e|en)?|coquines?|os[eé]es|picantes|pornogr[aá]fic[oa]s|pornographiques|pornographic|pornografic[ei]|porno|nudes|nus|nues|desnud[oa]s|nud[ei]|nackt(?:e|en)?)`;
/** An adverb before the adjective ("fotos muy íntimas", "bem picantes"). */
const degree = String.raw`(?:(?:muy|muito|bem|tr[eè]s|very|molto|sehr|super|bastante|assez|really)\s+)?`;
/** Homemade, private, personalised: how the films are made. */
const homemade = String.raw`(?:caseir[oa]s|caseros|caseras|amateurs?|maison|homemade|fatt[ei]\s+in\s+casa|privad[oa]s|priv[eé]e?s|privat[ei]|private|personaliz\p{L}*|personnalis\p{L}*|personali[sz]ed|selbstgedreht\p{L}*)`;
/** For adults only. */
const forAdults = String.raw`(?:para\s+adultos|pour\s+adultes|for\s+adults|per\s+adulti|f[uü]r\s+erwachsene|\+\s?18|18\s?\+)`;
/** A photographer's session, a book, a film on disc: pictures made or sold as a work, not as sexual content. */
const pictureWork = /(?<![\p{L}])(?:boudoir|sess[aã]o\s+(?:de\s+)?fot\p{L}*|sesi[oó]n\s+(?:de\s+)?fot\p{L}*|s[eé]ance\s+(?:de\s+)?photo\p{L}*|photo\s?shoots?|shootings?|servizio\s+fotografico|fotoshooting\p{L}*|fot[oó]graf[oa]s?\s+profissional|exposi[cç][aã]o|exposici[oó]n|exposition|exhibition|mostra|ausstellung)(?![\p{L}])/iu;

/** A piece of coursework, a thesis, a report, an exam. */
const academicWork = /(?<![\p{L}])(?:(?:trabalhos?|trabajos?|travaux|travail|lavor[oi]|arbeiten)\s+(?:\p{L}+\s+)?(?:universit\p{L}*|acad[eé]mic\p{L}*|escolar(?:es)?|scolaires?|scolastic\p{L}*|de\s+grupo|de\s+casa|de\s+curso|de\s+fin\s+de\s+grado|finais|finales|da\s+faculdade|de\s+la\s+facultad|di\s+gruppo)|teses?|tesis|tesinas?|tesi|tesin[ae]|th[eè]ses?|disserta[cç](?:[aã]o|[oõ]es)|dissertations?|disertaci[oó]n|monografias?|essays?|coursework|assignments?|m[eé]moires?|devoirs?|expos[eé]s|compiti|elaborat[oi]|hausarbeit(?:en)?|bachelorarbeit(?:en)?|masterarbeit(?:en)?|seminararbeit(?:en)?|abschlussarbeit(?:en)?|tfg|tfm|ex[aá]m(?:en|enes|s)?|exames?|esam[ei]|pr[uü]fung(?:en)?|universi\p{L}*|facul\p{L}*|uni|fac)(?![\p{L}])/iu;
/** Handed in as the buyer's own work: "como se fossem teus", "como si fuera tuyo", "comme si c'était le vôtre", "as yours", "come se fosse tuo", "als deine eigene". */
const asTheBuyersOwn = String.raw`(?:como\s+se\s+(?:fosse|fossem)\s+(?:teus?|tuas?|seus?|suas?|vossos?|vossas?)|como\s+si\s+(?:fuera|fueran|fuese|fuesen)\s+(?:tuy[oa]s?|suy[oa]s?|vuestr[oa]s?)|comme\s+si\s+c['’]\s*[eé]tai(?:t|ent)\s+(?:le\s+|la\s+|les\s+)?(?:v[oô]tres?|tien(?:ne)?s?)|(?:submit|hand|turn)\s+(?:it|them)\s+(?:in\s+)?as\s+(?:yours|your\s+own)|as\s+if\s+you\s+(?:wrote|had\s+written)\s+(?:it|them)|come\s+se\s+(?:fosse|fossero)\s+(?:tu[oaie]|vostr[oaie])|als\s+(?:ob\s+du\s+(?:sie|es)\s+(?:selbst\s+)?geschrieben|deine\s+eigene))`;
/** The student's own login: "con tu usuario", "com o teu login", "avec tes identifiants", "with your login", "con le tue credenziali", "mit deinem Login". */
const studentsLogin = String.raw`(?:con|com|avec|with|mit)\s+(?:tu|tus|teu|teus|o\s+teu|a\s+tua|as\s+tuas|os\s+teus|tes|ton|ta|your|il\s+tuo|le\s+tue|la\s+tua|deine[mn]?|deiner)\s+(?:usuario|usu[aá]rio|user(?:name)?|login|identifiants?|credenziali|credentials|password|contrase[nñ]a|palavra[\s-]passe|mot\s+de\s+passe|zugangsdaten|benutzer(?:name|konto)?|cuenta|conta|compte|account|konto)`;
/** The student sits it: "a prova fazes tu", "lo haces tú", "tu le passes toi-même", "you sit it yourself", "la fai tu", "machst du selbst"; or lessons. */
const studentDoesItOrTutoring = /(?<![\p{L}])(?:fazes\s+tu|fa[cç]as\s+tu|haces\s+t[uú]|hagas\s+t[uú]|t[uú]\s+mism[oa]|toi[\s-]m[eê]me|vous[\s-]m[eê]mes?|yourself|la\s+fai\s+tu|fai\s+tu|da\s+sol[oa]|selbst|explica[cç](?:[aã]o|[oõ]es)|explico|explicaciones|clases|aulas|cours\s+particuliers|lessons?|tutor\p{L}*|nachhilfe|ripetizioni)(?![\p{L}])/iu;
/** An exam, a campus platform, a course taken online. */
const examOrCampus = /(?<![\p{L}])(?:ex[aá]m(?:en|enes|s)?|exames?|esam[ei]|pr[uü]fung(?:en)?|tests?|testes?|provas?|quiz(?:zes)?|campus|moodle|blackboard|aula\s+virtual|plataforma\s+(?:da|de\s+la)\s+(?:uni\p{L}*|facul\p{L}*)|universi\p{L}*|facul\p{L}*|uni|fac)(?![\p{L}])/iu;

/** "Don't ask where it comes from": "não perguntes de onde vem", "no preguntéis de dónde sale", "ne demandez pas d'où ça vient", "non chiedete da dove viene", "frag nicht woher". */
const dontAskWhereFrom = String.raw`(?:(?:n[aã]o|no)\s+(?:me\s+)?(?:pergunt\p{L}*|pregunt\p{L}*)\s+(?:(?:a\s+)?(?:mim\s+)?)?(?:de\s+onde|de\s+d[oó]nde|d[oó]nde)|ne\s+(?:me\s+)?demande[zs]?\s+pas\s+d['’]\s*o[uù]|(?:don['’]?t|do\s+not|dont)\s+ask\s+(?:me\s+)?where|non\s+(?:mi\s+)?chiede(?:te|re)\s+da\s+dove|non\s+chiedermi\s+da\s+dove|frag(?:t|en\s+sie)?\s+(?:mich\s+)?nicht\s+woher)`;

/** Sent "discreetly": "envío discreto", "envoi discret", "discreet postage", "spedizione discreta", "Versand diskret". */
const shippedDiscreetly = String.raw`(?:envio|env[ií]o|envoi|exp[eé]dition|livraison|shipping|postage|delivery|packaging|embalagem|embalaje|emballage|spedizione|consegna|imballo|versand|verpackung|lieferung)\s+(?:(?:muito|muy|tr[eè]s|very|molto|sehr|100\s?%|totalmente|totally)\s+)?(?:discret[oa]|discr[eè]te?|discreet|diskret)|(?:discreet|discrete|discret[oa]|diskrete[rn]?)\s+(?:shipping|post(?:age)?|delivery|packaging|versand|verpackung|lieferung|envio|env[ií]o|envoi|spedizione)|(?:diskret|discreetly)\s+(?:verschickt|versendet|verpackt|shipped|posted|packed|sent)`;
/** A weight in grams: "10 g", "5g", "3,5 gr", "10 gramos", "2 grammes". */
const gramsWeight = /(?<![\p{L}\p{N}])\d{1,3}(?:[.,]\d{1,2})?\s?(?:g|gr|grs|gramas?|gramos?|grammes?|grams?|grammi|gramm)(?![\p{L}])/iu;
/** Things sold by the gram and shipped discreetly in the ordinary way: gold, silver, jewels, spices, tea, coffee, supplements, cosmetics, adult toys. */
const soldByWeightInnocently = /(?<![\p{L}])(?:ouro|oro|or|gold|prata|plata|argent|silver|argento|silber|an[eé]is|anel|anillos?|bagues?|rings?|anell[oi]|colares?|collares?|colliers?|necklaces?|collan[ae]|ketten?|pulseiras?|pulseras?|bracelets?|bracciali|armb[aä]nder|a[cç]afr[aã]o|azafr[aá]n|safran|saffron|zafferano|especiarias?|especias|[eé]pices|spices|spezie|gew[uü]rze?|ch[aá]s?|t[eé]s?|th[eé]s?|tea|tisana|tee|caf[eé]s?|coffee|caff[eè]|kaffee|creatin\p{L}*|prote[ií]n\p{L}*|whey|suplementos?|suppl[eé]ments?|supplements?|integratori|cremes?|cremas?|cr[eè]mes?|creams?|perfumes?|parfums?|profum[oi]|lingerie|vibrador\p{L}*|vibromasseurs?|vibrators?|vibratori|sex\s?toys?|juguetes?\s+er[oó]ticos|brinquedos?\s+er[oó]ticos|sementes|semillas|graines|seeds|semi|samen)(?![\p{L}])/iu;

/** A police or security force named after its garment ("… de la Guardia Civil", "… da PSP"). */
const policeForce = String.raw`(?:pol[ií]cia(?:\s+(?:nacional|municipal|local|judici[aá]ria|militar))?|psp|gnr|guardia\s+civil|mossos(?:\s+d['’]\s*esquadra)?|ertzaintza|gendarmerie(?:\s+nationale)?|police(?:\s+(?:nationale|municipale))?|polizia(?:\s+(?:di\s+stato|locale|municipale))?|carabinieri|guardia\s+di\s+finanza|polizei|bundespolizei)`;
/** Uniform garments: jacket, vest, cap, shirt, trousers, boots. */
const garmentPtEsFrIt = String.raw`(?:chalecos?|gorras?|chaquetas?|cazadoras?|camisas?|pantal[oó]n(?:es)?|botas|coletes?|bon[eé]s|casacos?|blus[aã]o|blus[oõ]es|camisolas?|cal[cç]as|gilets?|casquettes?|vestes?|blousons?|chemises?|pantalons?|bottes|berretti?|giacc(?:a|he)|giubbott[oi]|camici[ae]|pantaloni|stivali|uniformes?|fardas?|tenues?|divis[ae])`;
const garmentEnDe = String.raw`(?:uniform\p{L}*|jacke[n]?|jackets?|weste[n]?|vests?|coats?|m[uü]tze[n]?|hats?|caps?|shirts?|hemd(?:en)?|hosen?|trousers|stiefel|boots|helme?|helmets?)`;
/** Genuine or in service: the real force's kit, with its badge or card. */
const genuineService = /(?<![\p{L}])(?:echt\p{L}*|original\p{L}*|genuine|authentic|aut[eé]ntic[oa]s?|authentiques?|autentic[oaie]|verdadeir[oa]s?|verdader[oa]s?|vrai(?:e|s)?|ver[oaie]|real|issued?|in\s+service|de\s+servi[cç]o|de\s+servicio|en\s+service|di\s+servizio|d['’]\s*ordinanza|im\s+dienst|dienst\p{L}*|r[eé]glementaires?|reglamentari[oa]s?|regulamentar(?:es)?|warrant\s+cards?|ausweis\p{L}*|abzeichen|badges?|placas?|crach[aá]s?|distintiv[oi]s?|ins[ií]gnias?|insignes?|dienstmarke\p{L}*|tesserin[oi]|plaques?)(?![\p{L}])/iu;

/** A knife's sharpener, block, holder or case: "automatic knife sharpener". */
const notAKnifesThing = String.raw`(?!\s+(?:sharpeners?|blocks?|holders?|stands?|racks?|magnets?|bags?|rolls?|cases?|sets?))`;
/** A knife's spring or button opening, said of the knife. */
const springOrButtonKnife = [
  String.raw`(?:navalhas?|canivetes?|facas?)\s+(?:\p{L}+\s+)?(?:de|com)\s+(?:mola|bot[aã]o|ponta\s+e\s+mola)`,
  String.raw`(?:navajas?|cuchillos?)\s+(?:\p{L}+\s+)?(?:de|con)\s+(?:muelle|resorte|bot[oó]n)`,
  String.raw`(?:couteaux?|canifs?)\s+(?:\p{L}+\s+)?(?:[àa]|avec)\s+(?:ressort|bouton)`,
  String.raw`coltell[oi]\s+(?:\p{L}+\s+)?(?:a|con)\s+(?:molla|pulsante)`,
  String.raw`(?:spring[\s-]assisted|push[\s-]button|otf|out[\s-]the[\s-]front|automatic|auto)\s+(?:(?:pocket|folding|flick)\s+)?kni(?:fe|ves)${notAKnifesThing}`,
  String.raw`(?:flick|gravity)\s+kni(?:fe|ves)${notAKnifesThing}`,
];
/** It opens by a spring or a button, or by itself: "abre com mola", "se abre con el botón", "s'ouvre avec un bouton", "opens with a button", "si apre a molla", "öffnet per Knopfdruck". */
const opensBySpring = String.raw`(?:abre|abrem|se\s+abren?|s['’]\s*ouvren?t?|opens?|si\s+apr(?:e|ono)|[oö]ffne[tn])\s+(?:(?:com|con|avec|with|by|mit|per|a|au|auf)\s+(?:(?:um|uma|o|a|un|una|el|la|le|une|the|a|il|einen?|dem|der)\s+)?(?:mola|muelle|resorte|ressort|spring|molla|feder(?:druck)?|bot[aã]o|bot[oó]n|bouton|button|pulsante|knopf(?:druck)?)|autom[aá]ticamente|automatiquement|automatically|automaticamente|automatisch|per\s+knopfdruck)`;
/** Umbrellas, boxes, bins, lids, cases and other things that open with a button. */
const opensButNoKnife = /(?<![\p{L}])(?:guarda[\s-]?chuvas?|chap[eé]us?\s+de\s+chuva|paraguas|parapluies?|umbrellas?|ombrell[oi]|regenschirme?|schirme?|caixas?|cajas?|bo[iî]tes?|box(?:es)?|scatol[ae]|tampas?|tapas?|couvercles?|lids?|coperchi?o?|deckel|caixotes?|cubos?|poubelles?|bins?|pattumier[ae]|m[uü]lleimer|estojos?|estuches?|[eé]tuis?|cases?|astucci|etuis?|portas?|puertas?|portes?|doors?|t[uü]ren?|gavetas?|cajones?|tiroirs?|drawers?|cassett[oi]|schubladen?|pentes?|peines?|peignes?|combs?|pettin[ei]|k[aä]mme?|chaveiros?|porta[\s-]?chaves|llaveros?|porte[\s-]?cl[eé]s|keyrings?|keychains?|portachiavi|schl[uü]sselanh[aä]nger)(?![\p{L}])/iu;

/** Shotgun cartridges by their bore: "12 bore cartridges", "cartuchos calibre 12", "cartouches de calibre 12", "cartucce calibro 12", "Schrotpatronen Kaliber 12". */
const boreCartridges = [
  String.raw`\d{1,2}\s?(?:bore|gauge|ga)\s+(?:shotgun\s+)?(?:cartridges|shells|carts)`,
  String.raw`(?:cartuchos|cartouches|cartucce|patronen|schrotpatronen|shotgun\s+(?:cartridges|shells))\s+(?:(?:de|du|di|del)\s+)?(?:calibre|calibro|kaliber|cal\.?)\s*\d{1,2}(?!\d)`,
];
/** Printers' and games' cartridges, spent shells made into crafts. */
const cartridgeNotAmmunition = /(?<![\p{L}])(?:impressora|impresora|imprimante|printer|stampante|drucker|tinta|tinteiros?|encre|ink|inchiostro|tinte|toner|jogos?|juegos?|jeux|games?|giochi|spiele|nintendo|sega|atari|vazios?|vac[ií]os?|vides?|empty|vuot[ei]|leer(?:e|en)?|deflagrad\p{L}*|percutid\p{L}*|spent|usate|artesanato|craft\p{L}*|bastel\p{L}*)(?![\p{L}])/iu;


/** Blue pills, or pills for a man's performance: "pastillas azules", "comprimidos azuis", "little blue pills", "pilules bleues", "pillole blu", "blaue Pillen". */
const bluePills = String.raw`(?:pastillas?|comprimidos?|p[ií]ldoras?|pills?|tablets?|pilules?|cachets?|comprim[eé]s?|pillol[ae]|compress[ae]|pasticch[ei]|pillen|tabletten)\s+(?:\p{L}+\s+)?(?:azul(?:es)?|azuis|blue|bleues?|blu|blaue?n?)`;
/** For his performance: "para el rendimiento", "para ellos", "for him", "pour lui", "per lui", "für ihn", potency, erection. */
const forHisPerformance = /(?<![\p{L}])(?:rendimiento|desempenho|performance|potencia|pot[eê]ncia|puissance|potenza|potenz|erec[cç]i[oó]n|ere[cç][aã]o|[eé]rection|erezione|erektion|para\s+ellos?|para\s+eles?|para\s+hombres?|para\s+homens?|for\s+(?:him|men)|pour\s+(?:lui|hommes?)|per\s+(?:lui|uomini)|f[uü]r\s+(?:ihn|m[aä]nner)|sexual\p{L}*|sexuel\p{L}*|sessual\p{L}*|discret[oa]?|discreet|diskret)(?![\p{L}])/iu;
/** Pads, tablets and sweets that are blue: brake pads, pool chlorine, dishwasher or toilet tablets, mints. */
const blueTabletsOfOtherUse = /(?<![\p{L}])(?:freno|frenos|trav[aã]o|trav[oõ]es|frein|freins|brake|brakes|freni|bremse\p{L}*|cloro|chlore|chlorine|piscinas?|piscines?|pools?|lavavajillas|lava[\s-]?loi[cç]as?|lave[\s-]?vaisselle|dishwasher|lavastoviglie|sp[uü]lmaschine|wc|sanitas?|toilets?|caramelos?|rebu[cç]ados?|bonbons?|sweets|mentas?|mints?|caramelle|chicles?|pastilhas\s+el[aá]sticas)(?![\p{L}])/iu;

/** "Professional use" or "no licence": pesticides sold to whoever asks ("de uso profesional, sin carnet", "produit pro", "for professional use only"). */
const proUseOrNoLicence = String.raw`(?:(?:de\s+)?uso\s+profesional|(?:de\s+)?uso\s+profissional|usage\s+professionnel|professional\s+use|uso\s+professionale|f[uü]r\s+den\s+(?:beruflichen|professionellen)\s+gebrauch|sin\s+carn[eé]t?|sem\s+(?:cart[aã]o|licen[cç]a|habilita[cç][aã]o)|sans\s+(?:certiphyto|agr[eé]ment)|without\s+(?:a\s+)?licen[cs]e|senza\s+patentino|ohne\s+sachkundenachweis|(?:j[aá]|ya|d[eé]j[aà]|already|gi[aà]|schon|bereits)\s+(?:proibid[oa]s?|prohibid[oa]s?|interdite?s?|banned|vietat[oa]|verboten))`;
/** Poisons and plant-protection products: rat bait, poison, insecticide, weed killer. */
const pesticideWord = /(?<![\p{L}])(?:cebos?|iscas?|iscos?|weed[\s-]?killers?|d[eé]sherbants?|diserbant\p{L}*|mata[\s-]?ervas|mata[\s-]?hierbas|app[aâ]ts?|baits?|esche|k[oö]der|raticid\p{L}*|rodenticid\p{L}*|ratic\p{L}*|matarratas|mata[\s-]?ratos|mort[\s-]aux[\s-]rats|venenos?|poisons?|veleno|gift|insecticid\p{L}*|insetic\p{L}*|insektizid\p{L}*|herbicid\p{L}*|herbizid\p{L}*|glifosat\p{L}*|glyphosat\p{L}*|fungicid\p{L}*|fungizid\p{L}*|pesticid\p{L}*|pestizid\p{L}*|fitosanit\p{L}*|fitofarmac\p{L}*|phytosanit\p{L}*|pflanzenschutz\p{L}*|unkrautvernichter|produtos?\s+agr[ií]colas?|productos?\s+agr[ií]colas?|mata[\s-]?tudo|mata\s?todo)(?![\p{L}])/iu;

/** A streaming, gaming or social network's account named as the thing sold: "Disney Plus Konto", "cuenta de Netflix", "compte Spotify". */
const serviceName = String.raw`(?:netflix|disney\s?(?:\+|plus)|hbo(?:\s+max)?|spotify|prime\s+video|amazon\s+prime|dazn|crunchyroll|youtube\s+premium|apple\s+(?:tv|music)|steam|fortnite|valorant|psn|playstation|xbox(?:\s+live)?|epic\s+games|instagram|tiktok|onlyfans|twitch|roblox|minecraft|canva\s+pro|chatgpt\s+plus)`;
const serviceAccount = String.raw`${serviceName}[\s-]?(?:konto|account|zugang)|(?:konto|account|conta|cuenta|compte|profilo|zugang)\s+(?:(?:de|da|do|di|du|von|on|bei)\s+)?${serviceName}`;
/** The account's keys or term: a login and password, months or a year of it. */
const accountCredentials = /(?<![\p{L}])(?:login|logins|passwor[dt]|passw[oö]rter|contrase[nñ]as?|palavras?[\s-]passe|mots?\s+de\s+passe|zugangsdaten|credenziali|credentials|usu[aá]rio|usuario|user(?:name)?|e-?mail\s+(?:e|y|and|und|et)\s+pass\p{L}*|\d{1,2}\s+(?:jahre?|years?|anos?|a[nñ]os?|ans?|anni|anno|monate?|months?|meses|mois|mesi|mese))(?![\p{L}])/iu;
/** What a device or a game needs and does not come with: "requires a Netflix account", "Konto nicht inklusive". */
const accountNeededNotSold = new RegExp(
  String.raw`(?:needs?|requires?|requiring|necessita|necesita|n[eé]cessite|ben[oö]tigt|richiede|precisa|(?:sign|log)\s+in\s+with)\s+(?:(?:a|an|your|own|uma|una|une|un|sua|tu|ta|ton|votre|ein|deine[mn]?)\s+)?(?:${serviceAccount})|(?:${serviceAccount})\s+(?:\p{L}+\s+)?(?:required|needed|not\s+included|nicht\s+(?:inklusive|enthalten)|n[aã]o\s+inclu\p{L}*|no\s+inclu\p{L}*|non\s+inclu\p{L}*|necess[aá]ri[oa]|necesari[oa]|n[eé]cessaire|richiest[oa]|erforderlich)`,
  'iu',
);

/** Not meant for sale, said of a perfume or a cosmetic: "non destiné à la vente", "not intended for resale", "não destinado à venda". */
const notMeantForSale = String.raw`(?:non|pas)\s+destin[eé]e?s?\s+[àa]\s+la\s+(?:re)?vente|not\s+intended\s+for\s+(?:re)?sale|n[aã]o\s+destinad[oa]s?\s+[àa]\s+venda|no\s+destinad[oa]s?\s+a\s+la\s+venta|non\s+destinat[oa]\s+alla\s+vendita|nicht\s+(?:zum|f[uü]r\s+den)\s+(?:weiter)?verkauf\s+bestimmt`;
const perfumeOrCosmetic = /(?<![\p{L}])(?:perfumes?|parfums?|profum[oi]|parf[uü]ms?|fragr[aâ]ncias?|fragrances?|col[oó]nias?|colognes?|eau\s+de|edp|edt|flacons?|frascos?|bottles?|flaconi?|flakons?|cosm[eé]tic\p{L}*|kosmetik\p{L}*|cremes?|cremas?|cr[eè]mes?|creams?|s[eé]rums?|\d+\s?ml)(?![\p{L}])/iu;

/** A lithium battery swollen: "bateria inchada", "batería hinchada", "batterie gonflée", "swollen battery", "batteria gonfia", "aufgeblähter Akku". */
const swollenBattery = String.raw`(?:baterias?|bater[ií]as?|batteries?|batterie|batteria|akkus?|cells?|c[eé]lulas?|cellules?)\s+(?:(?:de\s+|di\s+|al\s+|au\s+|du\s+|del\s+)?(?:l[ií]tio|litio|lithium|li-?ion|lipo)\s+)?(?:inchad[oa]s?|hinchad[oa]s?|gonfl[eé]e?s?|swollen|puffed|bloated|gonfi[ae]|aufgebl[aä]ht\p{L}*)|(?:swollen|puffed|bloated|aufgebl[aä]hte[rn]?)\s+(?:(?:lithium|li-?ion|lipo)\s+)?(?:batter(?:y|ies)|akkus?|cells?)`;
/** A battery already replaced: what is sold is the device with a new one. */
const batteryReplaced = /(?<![\p{L}])(?:substitu\p{L}*|trocad[oa]s?|cambiad[oa]s?|sustituid[oa]s?|remplac\p{L}*|chang[eé]e?s?|replaced|sostituit[oa]|cambiat[oa]|ersetzt|getauscht|gewechselt|reciclage[mn]|recicla\p{L}*|recycl\p{L}*|riciclo|ecoponto|punto\s+limpio|d[eé]chetterie)(?![\p{L}])/iu;

/** A crash or an accident: "teve um acidente", "una caída", "a minor crash", "ha preso una botta", "Unfall". */
const crashWord = String.raw`(?:acidentes?|accidentes?|accidents?|crash(?:ed)?|collisions?|colis[aã]o|colisi[oó]n|choques?|unf[aä]lle?|unfallauto|unfallwagen|incidenti|incidente|sinistr[oi])(?![\s-]*(?:free|frei|libre|livre))`;
const seatOrHelmet = /(?<![\p{L}])(?:cadeiras?\s+(?:de\s+)?(?:auto|carro)|cadeirinhas?|sillas?\s+(?:de\s+)?(?:auto|coche)|sillitas?|si[eè]ges?\s+auto|car\s+seats?|booster\s+seats?|seggiolin[oi]|kindersitz\p{L}*|autositz\p{L}*|babyschale|capacetes?|cascos?|casques?|helmets?|caschi|casco|helme?|\p{L}*helm)(?![\p{L}])/iu;

export const commonKindsLexicon: TopicLexicon[] = [
  {
    // Intimate photos and videos sold or made on request ("fotos íntimas por encomenda", "je vends mes photos intimes", "intimate pics",
    // "video intimi su richiesta", "intime Bilder", "Nacktfotos"): the sexual-content clauses. A photographer's boudoir session, a book,
    // an exhibition or a film on disc named with those words is none.
    topic: 'sexual-services',
    qualifier: true,
    terms: [
      `${pictureWord}\\s+${degree}${intimateWord}`,
      `(?:intimate|erotic|explicit|nude|naked|intime|intimen|erotische|erotischen|nackt)\\s+${pictureWord}`,
      String.raw`nackt(?:bilder|fotos|videos)`,
      String.raw`(?:packs?|lotes?|lots?)\s+(?:de\s+|of\s+|di\s+)?nudes`,
      // "For adults" alone names colouring books, puzzles and quizzes ("images pour adultes"): only homemade or private films for adults are.
      `${pictureWord}\\s+${homemade}\\s+${forAdults}`,
    ],
    context: anyOf(pictureWork, aboutOrEmpty),
  },
  {
    // Coursework written for a buyer to hand in as theirs ("trabalhos … entregas como se fossem teus", "I write it and you submit it as
    // yours", "comme si c'était le vôtre"): the academic-fraud services clauses. Tutoring, proof-reading, a pet looked after "como se fosse
    // seu" (no academic work named) is none.
    topic: 'prohibited-services',
    qualifier: true,
    terms: [asTheBuyersOwn],
    requires: academicWork,
  },
  {
    // An exam sat with the student's own login ("entro con tu usuario del campus y te hago el examen", "I log in with your details and do
    // the quiz"): the same clauses, read indirectly — for a person to check.
    topic: 'prohibited-services',
    qualifier: true,
    review: true,
    terms: [studentsLogin],
    requires: examOrCampus,
    context: studentDoesItOrTutoring,
  },
  {
    // The seller telling the buyer not to ask where the goods came from ("sin papeles, no preguntéis de dónde sale", "don't ask where
    // it's from"): the stolen-goods clauses. The denial is the claim (`negativeIdiom`).
    topic: 'stolen-goods',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [dontAskWhereFrom],
  },
  {
    // A few grams shipped discreetly ("10 g, buena calidad, envío discreto", "Gras 5g, Versand diskret"): the drug sellers' offer named
    // by its means, for a person (the drugs clauses, review only). Gold, jewels, spices, tea, coffee, supplements, cosmetics, seeds and
    // adult toys by the gram are sent so too.
    topic: 'drugs',
    qualifier: true,
    review: true,
    once: true,
    terms: [shippedDiscreetly],
    requires: gramsWeight,
    context: soldByWeightInnocently,
  },
  {
    // A police force's garments said genuine or in service, with its badge or card ("Echte Polizei Uniformjacke mit Abzeichen",
    // "chaleco y gorra de la Guardia Civil, uniforme de servicio", "genuine issue police jacket with warrant card"): the police
    // uniforms and badges clauses. A costume, a toy or a book of them is none; "Police" the maker's sunglasses and watches are no garments.
    topic: 'police-insignia',
    madeThing: true,
    terms: [
      `${garmentPtEsFrIt}\\s+(?:\\p{L}+\\s+){0,3}?(?:da|das|do|dos|de\\s+la|del|de\\s+l['’]|de|della|dei|des|du)\\s+${policeForce}`,
      `${policeForce}[\\s-]?${garmentEnDe}`,
    ],
    requires: genuineService,
    context: anyOf(costumeWords, toyWords, aboutOrEmpty),
  },
  {
    // A knife said to open by a spring or a button ("navalha de mola", "navaja de muelle", "couteau à ressort", "coltello a molla",
    // "push-button knife", "flick knife"): a switchblade, the knives clauses.
    topic: 'knives',
    madeThing: true,
    once: true,
    terms: springOrButtonKnife,
  },
  {
    // A knife's listing that says it opens by a spring, a button or by itself ("Navalha preta / abre com um botão", "s'ouvre avec un
    // bouton"): the same, the knife named in the listing. An umbrella, a box, a bin, a case, a comb or a keyring that opens so is none.
    topic: 'knives',
    qualifier: true,
    once: true,
    terms: [opensBySpring],
    requires: knifeWords,
    context: opensButNoKnife,
  },
  {
    // Shotgun cartridges by their bore ("box of 25 12 bore cartridges", "cartouches calibre 12"): ammunition, the weapons clauses. A
    // printer's or a game's cartridges, spent shells for crafts, are none.
    topic: 'weapons',
    qualifier: true,
    terms: boreCartridges,
    context: cartridgeNotAmmunition,
  },
  {
    // Blue pills, or pills sold for a man's performance ("pastillas azules para el rendimiento", "little blue pills, discreet"): a
    // prescription drug named by its look and purpose, the medicines clauses — for a person (no drug named). Brake pads, pool chlorine,
    // dishwasher tablets and mints that are blue are none.
    topic: 'medicines',
    qualifier: true,
    review: true,
    once: true,
    terms: [bluePills],
    requires: forHisPerformance,
    context: blueTabletsOfOtherUse,
  },
  {
    // A poison or a plant-protection product "for professional use", "with no licence" or "already banned" ("cebo para ratas de uso
    // profesional, sin carnet", "produto agrícola já proibido"): restricted to licensed users, the pesticides clauses.
    topic: 'pesticides',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [proUseOrNoLicence],
    requires: pesticideWord,
  },
  {
    // A streaming, gaming or social network's account sold with its login or its term ("Disney Plus Konto, Login und Passwort", "cuenta de
    // Spotify 12 meses"): the digital-accounts clauses. A device or a game that needs such an account, or one said not included, is none.
    topic: 'digital-accounts',
    qualifier: true,
    once: true,
    terms: [serviceAccount],
    requires: accountCredentials,
    innocent: accountNeededNotSold,
  },
  {
    // A perfume or a cosmetic "not intended for sale" ("flacon sans bouchon, non destiné à la vente"): a tester, the testers-and-samples clauses.
    topic: 'testers-samples',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [notMeantForSale],
    requires: perfumeOrCosmetic,
  },
  {
    // A swollen lithium battery ("batterie lithium gonflée", "swollen battery", "Akku aufgebläht"): a damaged cell, the lithium-batteries
    // clauses (carriers refuse them). A device whose swollen battery was replaced, or one taken to recycling, is none.
    topic: 'lithium-batteries',
    qualifier: true,
    once: true,
    terms: [swollenBattery],
    context: batteryReplaced,
  },
  {
    // A used car seat or helmet said to have been in a crash or an accident ("was in the car during a minor crash", "ha preso una botta" is
    // read elsewhere): the car-seats-and-helmets clauses (the maker's rule: replace after any crash). "Never in an accident" is negated.
    topic: 'car-seats-helmets',
    qualifier: true,
    once: true,
    terms: [crashWord],
    requires: seatOrHelmet,
    context: anyOf(costumeWords, toyWords, aboutOrEmpty),
  },
];
