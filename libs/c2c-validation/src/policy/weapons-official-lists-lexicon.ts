import { aboutOrEmpty, costumeWords, toyWords, type TopicLexicon } from './item-lexicon.ts';
import { blankNotColour } from './blank-not-colour.ts';

/**
 * Two public lists taken whole where the other lexicons held only the names met in examples (PT, ES, FR, EN, IT, DE common names);
 * what the other lexicons already read of each list stays there:
 * - weapons the member states' laws prohibit or license for private sale and the Firearms Directive's (EU 2021/555) parts: blowpipes,
 *   telescopic batons, 3D-printed guns and their frames and receivers, alarm and blank-firing pistols converted to fire live rounds or
 *   firing forward (Implementing Directive 2019/69 makes them firearms) (`weapons`: "Weapons, ammunition and self-defence items");
 * - the official items the marketplaces' policy pages name: customs, fire-brigade and gendarmerie uniforms, insignia and service ID cards,
 *   blue emergency lights and sirens for a private car (`police-insignia`: eBay's police-related items policy); registration papers sold
 *   blank or without their vehicle, blank diplomas, certificates and prescription forms, offices' stamps and seals, inspection stickers
 *   sold apart (`identity-documents`: "Personal and official documents", "Government documents, IDs and licences"); fire-brigade, lift and
 *   railway service keys (`lock-picks`, restricted: a person looks); scanners sold to listen to the police (`spy-devices`, restricted).
 * Innocent in the same words: a selfie stick, a toy blowpipe, a 3D-printed holster, an alarm pistol said unmodified, a costume, a toy fire
 * engine, a car sold with its papers, a car alarm's siren, a bicycle's blue light, a postage stamp, a diploma frame, a document scanner.
 */

/** Alarm and blank-firing pistols and revolvers by their names. */
const alarmPistol = String.raw`(?:pistol(?:a|e|et)s?|rev[oó]lver(?:es)?|revolvers?|guns?)\s+(?:de\s+|d['’]\s*|a\s+|à\s+|ad\s+)?(?:alarme?|alarma|fogueo|salva|salve|blank|blanc|gas|gaz|sinaliza[cç][aã]o|signal)|(?:blank(?:[\s-]firing)?|starting|alarm)\s+(?:guns?|pistols?|revolvers?)|schreckschuss(?:pistole|waffe|revolver)n?|gas(?:pistole|revolver|waffe)n?|scacciacani|pistol[ae]\s+scacciacani`;
/** Converted to fire live rounds, or firing forward through an open barrel. */
const convertedOrForward =
  /(?<![\p{L}])(?:modificad\p{L}*|adaptad\p{L}*|transformad\p{L}*|convertid\p{L}*|convert(?:ed|ie|ite|ita|i)|modifi(?:ed|[eé]e?s?|cat[oa])|transform[eé]e?s?|umgebaut\p{L}*|aufgebohrt\p{L}*|muni[cç][aã]o\s+real|munici[oó]n\s+real|balas\s+reales|balles?\s+r[eé]elles?|live\s+(?:rounds?|ammo|ammunition)|scharfe\s+munition|munizioni\s+vere|proiettili\s+veri|lauf\s+(?:offen|ge[oö]ffnet)|offene[rnm]?\s+lauf|frontausst[oö](?:ss|ß)|frontauslass|front[\s-](?:venting|firing)|fires?\s+forward|tir\s+vers\s+l['’]avant|dispara\s+(?:hacia|para)\s+(?:delante|a\s+frente)|ohne\s+ptb)(?![\p{L}])/iu;
/** Said not to be modified: "sin modificar", "not converted", "nicht umgebaut". */
const notConverted =
  /(?<![\p{L}])(?:sem|sin|sans|without|senza|ohne|nicht|not|never|nunca|jamais|mai|non)\s+(?:\p{L}+\s+)?(?:modifi|adapt|transform|convert|umgebaut|ver[aä]nder|alter)\p{L}*/iu;

/** Walking canes, poles for a paint roller, a window or a pool, a camera's, a compressor's air gun, a glass-blower's pipe. */
const notABaton =
  /(?<![\p{L}])(?:selfie|tripod|tripé|trípode|trépied|treppiede|stativ|monopod\p{L}*|monop[eé]\p{L}*|gopro|caminhada|senderismo|randonn[eé]e|hiking|trekking|wander\p{L}*|esqu[ií]|ski|nordic|caminar|walking|ancian\p{L}*|mayores|idos[oa]s|elderly|seniors?|anzian\p{L}*|senioren|ortop[eé]dic\p{L}*|orthop\p{L}*|cegos|ciegos|aveugles|blind|pintura|pintar|rolos?|rodillos?|peinture|paint\p{L}*|limpeza|limpieza|nettoyage|cleaning|piscinas?|compress\p{L}*|kompressor\p{L}*|pneum[aá]tic\p{L}*|pneumati\p{L}*|druckluft\p{L}*|nozzles?|boquilhas?|boquillas?|ugelli|d[uü]sen?|vidr\p{L}*|verre|glassblow\p{L}*|jewel\p{L}*|joyer\p{L}*|bijout\p{L}*)(?![\p{L}])/iu;

/** A magazine by its six languages' words ("carregador" and "chargeur" name a phone's charger too: the rounds or the kind decide). */
const magazine = String.raw`(?:caricator[ei]|carregador(?:es)?|cargador(?:es)?|chargeurs?|magazines?|mags?|magazin)`;
/** A charger's or a power bank's words: what a "carregador", "cargador", "chargeur" or "caricatore" of great capacity is. */
const chargerWords = String.raw`mah|usb(?:[\s-]?c)?|power[\s-]?banks?|bater[ií]as?|batteries|battery|batterie[ns]?|pilas|piles|pile|akkus?|\d+\s?w`;
const rounds = String.raw`(?:colpi|tiros|disparos|balas|cartuchos|coups|cartouches|rounds?|rds|schuss|patronen|muni[cç][oõ]es|proiettili|munici[oó]n(?:es)?)(?![\p{L}])`;
/** A firearm by a general word, for a 3D-printed frame or receiver. */
const gunWord =
  /(?<![\p{L}])(?:pistol\p{L}*|rev[oó]lver\p{L}*|guns?|firearms?|armas?|armes?|waffen?|schusswaff\p{L}*|fucil\p{L}*|fusils?|rifles?|gewehr\p{L}*|glock|ar[\s-]?15|fgc[\s-]?9)(?![\p{L}])/iu;
const printed = String.raw`(?:imprimid[oa]s?|impress[oa]s?|imprim[eé]e?s?|printed|stampat[oaie]|gedruckte?[nrs]?)\s+(?:em\s+|en\s+|in\s+)?3d`;
const gunFrame = String.raw`(?:carcasses?|frames?|receivers?|lowers?|armaz[oó]n(?:es)?|arma[cç](?:[aã]o|[oõ]es)|telai?o?|griffst[uü]ck\p{L}*|correderas?|culasses?|slides?)`;
const gunNamed = String.raw`(?:pistol(?:a|e|et)?s?|pistolets?|rev[oó]lver(?:es)?|revolvers?|guns?|firearms?|armas?(?:\s+de\s+fogo|\s+de\s+fuego)?|armes?(?:\s+[àa]\s+feu)?|waffen?|schusswaffen?|fucil[ei]|fusils?|rifles?|gewehre?)`;
/** A toy, a prop, a holster or stand printed for a gun, a massage or glue gun. */
const printedForGun =
  /(?<![\p{L}])(?:cosplay|props?|adere[cç]os?|r[eé]plicas?|nerf|brinquedos?|juguetes?|jouets?|toys?|giocattol\p{L}*|spielzeug\p{L}*|holsters?|coldres?|fundas?|[eé]tuis?|supports?|suportes?|soportes?|stands?|halterungen?|holders?|mounts?|massag\p{L}*|cola|colle|colla|glue|airsoft|softair|gel[\s-]?blaster)(?![\p{L}])/iu;

/** Services whose uniforms, insignia and ID cards the police-insignia clauses cover beyond the police's own. */
const service = String.raw`(?:alf[aâ]ndegas?|aduanas?|douanes?|customs|dogana|zoll|guarda\s+fiscal|vigil[aâ]ncia\s+aduaneira|vigilancia\s+aduanera|bombeiros?|bomberos?|(?:sapeurs[\s-])?pompiers?|fire\s+(?:brigade|service|department)|vigili\s+del\s+fuoco|feuerwehr|gendarmerie|gendarmer[ií]a|guardia\s+di\s+finanza|pol[ií]cia\s+(?:militar|judici[aá]ria|municipal|local|nacional)|servi[cç]os\s+prisionais|guarda\s+prisional|polizia\s+penitenziaria|polizia\s+locale|justizvollzug|bundespolizei|feldj[aä]ger|military\s+police)`;
const serviceThing = String.raw`(?:fardas?|fardamentos?|uniformes?|uniforms?|tenues?|divisas?|distintivos?|ins[ií]gnias?|insignes?|badges?|placas?|plaques?|chapas?|crach[aá]s?|cart[oõ]es|cart[aã]o|carn[eé]s?|carnets?|cartes?|tesserin[oi]|divis[ae]|ausweise?|dienstausweise?|id\s+cards?|warrant\s+cards?|dienstmarken?|abzeichen|uniformen)`;

/** Blue lights and sirens by their names. */
const emergencyLight = String.raw`(?:rotativos?\s+(?:(?:de\s+)?(?:luz|led)\s+)?(?:azu(?:l|is|les)|de\s+(?:pol[ií]cia|emerg[eê]ncia|emergencia|bombeiros|bomberos|ambul[aâ]ncia))|(?:luz|luces|luzes|farol|faro|sinalizador|baliza)\s+rotativ[oa]s?|pirilampos?|girofl[aá]sh(?:es)?|gyrophares?|lampeggiant[ei]\s+(?:led\s+)?(?:blu|magnetic[oi]|da\s+tetto|per\s+(?:auto|polizia|ambulanz\p{L}*|soccorso))|feux?\s+(?:de\s+)?p[eé]n[eé]tration|(?:emergency|police)\s+lights?|(?:police|emergency|blue|strobe|warning)\s+(?:led\s+)?light[\s-]?bars?|rampes?\s+lumineuses?|blaulicht(?![\s-]?(?:filter|brille|schutz|blocker))\p{L}*|frontblitzer|kennleuchten?|(?:sirenes?|sirenas?|sir[eè]nes?|sirens?|sirene)\s+(?:de\s+|para\s+|pour\s+|for\s+|per\s+|da\s+)?(?:pol[ií]cia|police|polizia|ambul[aâ]ncias?|ambulancias?|ambulances?|bombeir\p{L}*|bomber\p{L}*|pompiers?|emerg[eê]nci\p{L}*|emergenc\p{L}*|urg[eê]nci\p{L}*|urgence)|(?:sirenes?|sirenas?|sir[eè]nes?|sirens?|sirene)\s+(?:bitonal\p{L}*|deux[\s-]tons|two[\s-]tone|a\s+due\s+toni)|martinshorn\p{L}*|(?:police|emergency)\s+sirens?|(?:blue|flashing)\s+lights?\s+and\s+sirens?)`;
/** Blue, a siren, the police or an emergency service. */
const blueOrService =
  /(?<![\p{L}])(?:azu(?:l|is|les)|bleus?|blue|blu|blau\p{L}*|sirenes?|sirenas?|sir[eè]nes?|sirens?|sirene|martinshorn|bitonal\p{L}*|pol[ií]c\p{L}*|police|polizia|polizei|emergenc\p{L}*|emerg[eê]nc\p{L}*|urg[eê]nc\p{L}*|urgence|bombeir\p{L}*|bomber\p{L}*|pompiers?|ambul[aâ]nc\p{L}*|ambulanc\p{L}*|feuerwehr|vigili)(?![\p{L}])/iu;
/** A party, a bicycle, a toy, a home alarm, Christmas or an aquarium: a blue light or a siren that is none of the service's. */
const lightNotForCar =
  /(?<![\p{L}])(?:festas?|fiestas?|f[eê]tes?|party|partys|feste?|disco\p{L}*|dj|bicicletas?|bikes?|v[eé]los?|fahrr[aä]d\p{L}*|bici|natal|navidad|no[eë]l|christmas|weihnacht\p{L}*|aqu[aá]rios?|aquariums?|acquari\p{L}*|gaming|alarmes?\s+(?:de\s+)?(?:casa|hogar|maison)|home\s+alarm)(?![\p{L}])/iu;

/** Registration papers. */
const registrationPapers = String.raw`(?:cartes?\s+grises?|certificats?\s+d['’]immatriculation|permisos?\s+de\s+circulaci[oó]n|fichas?\s+t[eé]cnicas?\s+(?:(?:de|del|do|da)\s+)?(?:veh[ií]culos?|coches?|carros?|motos?|itv|reducidas?|${blankNotColour})|documentos?\s+[uú]nicos?(?:\s+autom[oó]vel)?|livretes?|t[ií]tulos?\s+de\s+registo(?:\s+de\s+propriedade)?|certificados?\s+de\s+matr[ií]cula|libretti?\s+di\s+circolazione|cart[ae]\s+di\s+circolazione|fahrzeugscheine?|fahrzeugbriefe?|zulassungsbescheinigung(?:en)?|v5c|logbooks?|registration\s+(?:documents?|papers?|certificates?))`;
/** Papers sold blank, apart from their vehicle, or for any vehicle. */
const blankOrApart =
  new RegExp(String.raw`(?<![\p{L}])(?:vierges?|${blankNotColour}|blank|blanko|leer(?:e[nrs]?)?|non\s+rempli\p{L}*|por\s+preencher|sin\s+rellenar|unausgef[uü]llt\p{L}*|sans\s+(?:le\s+|la\s+)?(?:v[eé]hicule|voiture|moto)|sin\s+(?:el\s+|la\s+)?(?:coche|veh[ií]culo|moto)|sem\s+(?:o\s+|a\s+)?(?:carro|ve[ií]culo|mota)|without\s+(?:the\s+)?(?:car|vehicle|bike)|senza\s+(?:l['’]\s*|il\s+)?(?:auto|veicolo|moto)|ohne\s+(?:das\s+)?(?:auto|fahrzeug)|(?:para|for|pour|per|f[uü]r)\s+(?:qualquer|cualquier|any|n['’]importe\s+quel(?:le)?|qualsiasi|jede[ns]?)\s+(?:carro|coche|car|vehicle|voiture|v[eé]hicule|auto|veicolo|fahrzeug|moto))(?![\p{L}])`, 'iu');

/** Diplomas, certificates and prescription forms. */
const officialForm = String.raw`(?:diplomas?|dipl[oô]mes?|diplom[ei]?|certificados?|certificats?|certificates?|certificati?|t[ií]tulos?\s+(?:universit[aá]ri\p{L}*|acad[eé]mic\p{L}*)|attestat[oi]|zeugnisse?|urkunden?|receitas?\s+m[eé]dicas?|receitu[aá]rios?(?:\s+m[eé]dicos?)?|recetas?\s+m[eé]dicas?|ordonnances?|ricette\s+mediche|ricettari?\s+medic[oi]|rezeptbl[oö]cke?|rezeptformulare?|prescription\s+(?:pads?|forms?|blanks?))`;
/** Sold blank or with the buyer's name. */
const blankOrAnyName =
  new RegExp(String.raw`(?<![\p{L}])(?:${blankNotColour}|vierges?|blank|blanko|leer(?:e[nrs]?)?|non\s+rempli\p{L}*|por\s+preencher|sin\s+rellenar|unausgef[uü]llt\p{L}*|com\s+(?:o\s+)?nome\s+que\s+quiser|con\s+(?:el\s+)?nombre\s+que\s+quieras|(?:any|your)\s+name|au\s+nom\s+de\s+votre\s+choix|nome\s+a\s+scelta|mit\s+wunschnamen)(?![\p{L}])`, 'iu');
/** Paper, a frame, a template, an award or a school's, a party's: a certificate that is no official document. */
const formNotOfficial =
  /(?<![\p{L}])(?:papel\s+(?:de\s+|para\s+)?(?:diplomas?|certificados?)|papier\s+(?:pour\s+)?(?:dipl[oô]mes?|certificats?)|certificate\s+paper|award\p{L}*|pr[eé]mi\p{L}*|prix|escolar|school|scolaire|scuola|schul\p{L}*|infantil|kids|crian[cç]as|ni[ñn]os|enfants|bambini|kinder|molduras?|marcos?|cadres?|frames?|cornic[ei]|rahmen|modelos?|plantillas?|mod[eè]les?|templates?|vorlagen?|festas?|fiestas?|f[eê]tes?|party|garantia|garant[ií]a|warranty|gift|oferta|regalo|cadeau|geschenk\p{L}*|presente)(?![\p{L}])/iu;

/** The offices whose stamps and seals the clauses name. */
const office = String.raw`(?:c[aâ]mara\s+municipal|junta\s+de\s+freguesia|not[aá]ri[oa]s?|notar[ií]as?|ayuntamientos?|mairies?|pr[eé]fectures?|notaires?|comune|prefettura|questura|notai[o]?|gemeinde|standesamt\p{L}*|beh[oö]rden?|notar(?:s|iat)?|notary|council|minist[eé]rio|ministerio|minist[eè]re|ministero|ministry|embaixada|embajada|ambassade|ambasciata|botschaft|embassy|consulado|consulat|consolato|konsulat|tribunal|tribunale|court|gericht|pol[ií]cia|police|polizia|polizei|alf[aâ]ndega|aduana|douane|dogana|zoll)`;
const officeStamp = String.raw`(?:carimbos?|sellos?|cu[nñ]os?|cachets?|tampons?|timbr[oi]|stempel|siegel|seals?|rubber\s+stamps?|sceaux?|sigill[oi])\s+(?:oficia(?:l|is|les)\s+|officiels?\s+|ufficial[ei]\s+|official\s+|amtlich\p{L}*\s+)?(?:d[aoe]s?\s+|de\s+la\s+|del\s+|de\s+l['’]|della\s+|dello\s+|dell['’]|of\s+(?:the\s+|a\s+)?|der\s+|des\s+|du\s+|from\s+(?:the\s+|a\s+)?)?${office}|(?:carimbos?|sellos?|cachets?|tampons?|timbr[oi]|stempel|seals?|sceaux?)\s+(?:oficia(?:l|is|les)|officiels?|ufficial[ei]|administrati(?:f|fs|vo|vos|vi))|(?:official|amtliche[rns]?)\s+(?:stamps?|seals?|stempel|siegel)|selos?\s+brancos?|sigill[oi]\s+a\s+secco|timbr[oi]\s+a\s+secco|dienstsiegel|dienststempel|amtsstempel|amtssiegel`;
/** Postage stamps, collections, old pieces: a stamp or a seal that is none of an office's now. */
const stampNotOfficial =
  /(?<![\p{L}])(?:filat\p{L}*|philat\p{L}*|correos|postage|postais|postaux|postali|briefmarken\p{L}*|francobolli|colec[cç]\p{L}*|collection\p{L}*|collezion\p{L}*|sammlung|[aá]lbum|album|antig[oa]s?|antigu[oa]s?|anciens?|anciennes?|antique|antic[oh]\p{L}*|vintage|s[eé]culo|siglo|si[eè]cle|century|secolo|jahrhundert\p{L}*|brinquedos?|juguetes?|jouets?|toys?|giocattol\p{L}*|spielzeug\p{L}*|scrapbook\p{L}*|personaliza\p{L}*|personnalis\p{L}*|personali[sz]\p{L}*|professor\p{L}*|profesor\p{L}*|professeurs?|teachers?|insegnant\p{L}*|lehrer\p{L}*)(?![\p{L}])/iu;

/** Inspection stickers. */
const inspectionSticker = String.raw`(?:selos?|vinhetas?|autocolantes?|d[ií]sticos?)\s+(?:d[aeo]\s+)?inspe[cç][aã]o(?:\s+peri[oó]dica)?|(?:pegatinas?|distintivos?|adhesivos?)\s+(?:de\s+(?:la\s+)?)?itv|vignettes?\s+(?:du\s+|de\s+)?contr[oô]le\s+technique|macarons?\s+(?:du\s+)?contr[oô]le\s+technique|bollin[oi]\s+(?:della\s+|di\s+)?revisione|tagliandi?\s+(?:della\s+|di\s+)?revisione|(?:t[uü]v|hu|au)[\s-]?plaketten?|pr[uü]fplaketten?`;
/** Sold apart from a car that passed: blank, for any car, for next year, by the dozen, to stick on, without the inspection. */
const stickerApart =
  new RegExp(String.raw`(?<![\p{L}])(?:vierges?|${blankNotColour}|blank|blanko|(?:para|for|pour|per|f[uü]r)\s+(?:qualquer|cualquier|any|n['’]importe\s+quel(?:le)?|qualsiasi|jede[ns]?)\s+\p{L}+|pr[oó]ximo\s+ano|ano\s+seguinte|a[nñ]o\s+(?:que\s+viene|siguiente|pr[oó]ximo)|ann[eé]e\s+prochaine|next\s+year|anno\s+prossimo|prossimo\s+anno|n[aä]chste[sn]?\s+jahr|para\s+(?:colar|pegar)|[àa]\s+coller|da\s+applicare|zum\s+aufkleben|sem\s+(?:ir\s+[àa]\s+|fazer\s+a\s+)?inspe[cç][aã]o|sin\s+(?:pasar\s+)?(?:la\s+)?itv|sans\s+(?:passer\s+)?(?:le\s+)?contr[oô]le|senza\s+(?:fare\s+(?:la\s+)?)?revisione|ohne\s+(?:t[uü]v|hu|pr[uü]fung)|without\s+(?:an?\s+|the\s+)?(?:inspection|test))(?![\p{L}])`, 'iu');

/** Fire-brigade, lift and railway service keys, and the universal keys to buildings' halls. */
const serviceKey = String.raw`(?:chaves?|llaves?|cl[eé]s?|keys?|chiav[ei]|schl[uü]ssel)\s+(?:universa(?:l|is|les|li|le)\s+|mestras?\s+|maestras?\s+|master\s+)?(?:de\s+|dos\s+|das\s+|de\s+los\s+|des\s+|de\s+l['’]|of\s+(?:the\s+)?|per\s+|dei\s+|der\s+|para\s+|pour\s+|for\s+)?(?:bombeiros?|bomberos?|(?:sapeurs[\s-])?pompiers?|fire(?:men|fighters?|\s+brigade)|vigili\s+del\s+fuoco|feuerwehr|ptt|ascensores?|elevadores?|ascenseurs?|lifts?|elevators?|ascensori|aufz[uü]ge?|comboios?|trenes|trains?|treni|z[uü]ge|ferrovi\p{L}*|railways?|carruagens?|vag[oõ]es|vagones|wagons?|carrozze)|pass(?:e[\s-]partout)?\s+(?:ptt|pompiers?)|(?:cl[eé]s?|badges?|pass)\s+(?:vigik|intratone)\s+universe\p{L}*|feuerwehrschl[uü]ssel\p{L}*|generalschl[uü]ssel\p{L}*|(?:zug|bahn|aufzugs?)[\s-]?(?:vierkant|dreikant)?schl[uü]ssel|(?:railway|carriage|train|lift|elevator|fire[\s-]?brigade)\s+(?:master\s+|universal\s+|drop\s+)?keys?`;

/** Radio scanners by their names. */
const radioScanner = String.raw`(?:scanners?|esc[aá]ner(?:es)?|scanner)(?:\s+(?:de\s+|radio\s+|di\s+|r[aá]dio\s+)?(?:fr[eé]quences?|frecuencias?|frequ[eê]ncias?|frequenz[ae]|radio|r[aá]dio))?|(?:funk|radio)[\s-]?scanner|scanner[\s-]?(?:empf[aä]nger|receivers?)|receptor(?:es)?\s+de\s+frecuencias|r[eé]cepteurs?\s+(?:de\s+)?fr[eé]quences|polizeifunk\p{L}*`;
/** The police, gendarmerie or emergency services listened to. */
const listensToPolice =
  /(?<![\p{L}])(?:pol[ií]c\p{L}*|police|polizia|polizei\p{L}*|gendarm\p{L}*|guardia\s+civil|carabinieri|bombeir\p{L}*|bomberos|pompiers|vigili|feuerwehr|bos|emergenc\p{L}*|emerg[eê]nc\p{L}*|urgences)(?![\p{L}])/iu;

export const weaponsOfficialListsLexicon: TopicLexicon[] = [
  {
    // Blowpipes and telescopic batons (prohibited weapons in Spain's Reglamento de Armas art. 4, restricted elsewhere), by their names:
    // a batons' word only right before "telescopic", "extendable" or "defence" ("bastão de selfie telescópico" is a selfie stick).
    topic: 'weapons',
    qualifier: true,
    madeThing: true,
    terms: [
      'cerbatanas?', 'zarabatanas?', 'sarbacanes?', 'blow[\\s-]?(?:pipes?|guns?)', 'cerbottan[ae]', 'blasrohre?',
      String.raw`(?:bast[aã]o|bast[oõ]es|bast[oó]n(?:es)?|b[aâ]tons?|manganell[oi]|schlagst[oö]cke?|porras?|defensas?)\s+(?:de\s+d[eé]fense\s+|de\s+defesa\s+|de\s+defensa\s+|di\s+difesa\s+)?(?:telesc[oó]pic[oa]s?|t[eé]lescopiques?|telescopic|telescopic[oi]|extens[ií]ve(?:l|is)|extensibles?|expandable|ausziehbar\p{L}*|retr[aá]ctil(?:es)?|retrattil[ei]|policiales?)`,
      String.raw`(?:expandable|telescopic|extendable|friction[\s-]lock|asp)\s+batons?`, String.raw`b[aâ]tons?\s+de\s+d[eé]fense`, String.raw`bast[aã]o\s+de\s+defesa`,
    ],
    // A toy blowpipe, a party one, a sport one's target and darts sold alone are the toy's and the sport's. A telescopic or extendable
    // "bastón" or "bastão" is also a walking cane, a paint roller's or a pool net's pole; a "blow gun" also a compressor's air gun.
    context: new RegExp(`${toyWords.source}|${costumeWords.source}|${aboutOrEmpty.source}|${notABaton.source}`, 'iu'),
  },
  {
    // Magazines named by their capacity or as extended or drum ones (weapon parts under Directive 2021/555, its large-capacity ones
    // category A), and stun guns in the spellings the other lists lack ("Electroshocker"). An airsoft or a toy gun's magazine is the toy's.
    topic: 'weapons',
    qualifier: true,
    terms: [
      `${magazine}\\s+(?:maggiorat[oi]|ampliad[oa]s?|aumentad[oa]s?|extendid[oa]s?|estendid[oa]s?|extended|high[\\s-]capacity|de\\s+gran\\s+capacidad|de\\s+alta\\s+capacidade|(?:de\\s+|[àa]\\s+)?grande\\s+capacit[eé]|ad\\s+alta\\s+capacit[aà]|a\\s+tamburo|de\\s+tambor|camembert|drum)`,
      `${magazine}\\s+(?:de\\s+|da\\s+|a\\s+|à\\s+|mit\\s+|with\\s+|of\\s+)?\\d{1,3}\\s*${rounds}`, '(?:drum|trommel|stangen)[\\s-]?mag(?:azin)?(?:e|es|s)?',
      'electro[\\s-]?shockers?', 'elektro[\\s-]schocker', 'shockers?\\s+[eé]lectriques?',
    ],
    // "Cargador de gran capacidad", "chargeur grande capacité": a battery charger or a power bank named by its capacity.
    context: new RegExp(`${toyWords.source}|${aboutOrEmpty.source}|(?<![\\p{L}])(?:airsoft|softair|nerf|gel[\\s-]?blasters?|bbs?|billes|pallini|aeg|gbb|${chargerWords})(?![\\p{L}])`, 'iu'),
  },
  {
    // A gun, its frame, receiver or slide printed in 3D, and the ghost guns by name (FGC-9): unmarked firearms under Directive 2021/555.
    topic: 'weapons',
    qualifier: true,
    terms: [
      `${gunFrame}\\s+(?:\\p{L}+\\s+){0,3}?${printed}`, `${gunNamed}\\s+(?:\\p{L}+\\s+){0,2}?${printed}`, `3d[\\s-]?(?:printed|gedruckte?[nrs]?|druck)\\s+(?:\\p{L}+\\s+){0,2}?(?:${gunNamed}|${gunFrame})`,
      'fgc[\\s-]?9', 'ghost\\s+guns?', 'armas?\\s+fantasmas?', 'armes?\\s+fant[oô]mes?', 'armi\\s+fantasma', 'geisterwaffen?',
    ],
    requires: gunWord,
    context: new RegExp(`${printedForGun.source}|${aboutOrEmpty.source}`, 'iu'),
  },
  {
    // An alarm or blank-firing pistol converted to fire live rounds or firing forward (a firearm under Implementing Directive 2019/69);
    // one said unmodified stays a replica (`replica-weapons`).
    topic: 'weapons',
    qualifier: true,
    terms: [alarmPistol],
    requires: convertedOrForward,
    // An airsoft gas pistol "modificata" or "modificada" has a new spring or hop-up, not a barrel for live rounds.
    context: new RegExp(`${notConverted.source}|(?<![\\p{L}])(?:airsoft|softair|gbb|co2|bbs?|pallini|billes|hop[\\s-]?up|aeg|gel[\\s-]?blasters?)(?![\\p{L}])`, 'iu'),
  },
  {
    // Customs, fire-brigade, gendarmerie, military-police and prison-service uniforms, insignia and service ID cards: the police-insignia
    // clauses' "security-force" and "emergency-service" uniforms and badges. A costume or a toy is the costume's.
    topic: 'police-insignia',
    madeThing: true,
    qualifier: true,
    terms: [
      `${serviceThing}\\s+(?:completos?\\s+|complet\\s+|oficia(?:l|is|les)\\s+|officiels?\\s+|r[eé]glementaires?\\s+|originale?s?\\s+)?(?:d[aoe]s?\\s+|de\\s+la\\s+|de\\s+l['’]|del\\s+|della\\s+|dei\\s+|des\\s+|du\\s+|der\\s+|vom\\s+|of\\s+(?:the\\s+)?)?${service}`,
      `(?:tenues?|uniformes?|fardas?|uniforms?|divis[ae])\\s+(?:de\\s+|d['’]\\s*|of\\s+(?:a\\s+)?|da\\s+)?(?:douaniers?|aduaneros?|bombeiros?|bomberos?|pompiers?|gendarmes?|firem[ae]n|firefighters?|customs\\s+officers?|doganier[ei]|pompier[ei])`,
      `(?:zoll|feuerwehr|gendarmerie)(?:uniform|ausweis|dienstausweis|marke|abzeichen|m[uü]tze)\\p{L}*`, 'dienstausweis\\p{L}*', `${service}\\s+(?:uniforms?|badges?|id\\s+cards?|warrant\\s+cards?)`,
    ],
    context: new RegExp(`${costumeWords.source}|${toyWords.source}|${aboutOrEmpty.source}`, 'iu'),
  },
  {
    // Blue emergency lights and sirens for a private car (their use is reserved to emergency vehicles in every member state; eBay's
    // police-related items policy): a person checks the buyer. A party's, a bicycle's, a toy's light and a home alarm's siren are none.
    topic: 'police-insignia',
    qualifier: true,
    terms: [emergencyLight],
    requires: blueOrService,
    context: new RegExp(`${lightNotForCar.source}|${toyWords.source}|${aboutOrEmpty.source}`, 'iu'),
  },
  {
    // Registration papers sold blank or apart from their vehicle ("carte grise vierge", "permiso de circulación, sin coche"): official
    // documents. A vehicle sold with its papers says nothing of the kind.
    topic: 'identity-documents',
    qualifier: true,
    terms: [registrationPapers],
    requires: blankOrApart,
    // A "logbook" is also a pilot's, a diver's or a training diary sold with blank pages.
    context: new RegExp(`${aboutOrEmpty.source}|(?<![\\p{L}])(?:notebooks?|journals?|diar(?:y|ies)|pilots?|flight|fishing|div(?:e|ing)|training|workout|gym|pages|a[456])(?![\\p{L}])`, 'iu'),
  },
  {
    // Diplomas, certificates and prescription forms sold blank or with the buyer's name: official forms. Certificate paper, a frame, a
    // school's or a party's award are not.
    topic: 'identity-documents',
    qualifier: true,
    terms: [officialForm],
    requires: blankOrAnyName,
    context: new RegExp(`${formNotOfficial.source}|${aboutOrEmpty.source}`, 'iu'),
  },
  {
    // Offices' stamps and seals (a town hall's, a notary's, an embassy's, a court's) and the dry seal: the means to make an official
    // document. A postage stamp, an old piece in a collection, a teacher's stamp are not.
    topic: 'identity-documents',
    qualifier: true,
    terms: [officeStamp],
    // "Factory sealed with its official seal": a maker's seal on a box of goods.
    context: new RegExp(`${stampNotOfficial.source}|${aboutOrEmpty.source}|(?<![\\p{L}])(?:unopened|factory\\s+sealed|booster\\p{L}*|blister\\p{L}*|precintad[oa]s?|sin\\s+abrir|ovp|originalverpackt)(?![\\p{L}])`, 'iu'),
  },
  {
    // Inspection stickers sold apart from a car that passed (blank, for any car, for next year, to stick on): a false certificate of
    // roadworthiness. A car listing's "selo de inspeção válido" sells the car.
    topic: 'identity-documents',
    qualifier: true,
    terms: [inspectionSticker],
    requires: stickerApart,
    context: aboutOrEmpty,
  },
  {
    // Fire-brigade, lift and railway service keys, and universal keys to buildings' halls (the French "clé PTT"): restricted as the
    // lock-picking clauses restrict master keys (a person checks the buyer). A keyring shaped as one is a keyring.
    topic: 'lock-picks',
    qualifier: true,
    terms: [serviceKey],
    context: new RegExp(`${toyWords.source}|${aboutOrEmpty.source}|(?<![\\p{L}])(?:clockwork|wind[\\s-]?up|tinplate|uhrwerk|blechspielzeug\\p{L}*|modelismo|modellismo|model(?:l)?(?:bahn|eisenbahn)\\p{L}*|gauge|h0|hornby|m[aä]rklin|lionel|jouef|rivarossi|porta[\\s-]?chaves|llaveros?|porte[\\s-]?cl[eé]s|key\\s?rings?|keychains?|portachiavi|schl[uü]sselanh[aä]nger)(?![\\p{L}])`, 'iu'),
  },
  {
    // Radio scanners sold to listen to the police, gendarmerie or emergency services (intercepting their traffic is an offence in Italy,
    // France and Germany, §5 TDDDG): restricted as surveillance equipment. A document scanner names none of them.
    topic: 'spy-devices',
    qualifier: true,
    terms: [radioScanner],
    requires: listensToPolice,
    // A car's diagnostic scanner ("modo de emergência"), a document, barcode or film scanner.
    context: new RegExp(`${aboutOrEmpty.source}|(?<![\\p{L}])(?:obd\\p{L}*|diagn[oó]stic\\p{L}*|diagnos\\p{L}*|documentos?|documents?|documenti|dokument\\p{L}*|barcodes?|c[oó]digos?\\s+de\\s+barras|3d|negativ\\p{L}*|diapositiv\\p{L}*)(?![\\p{L}])`, 'iu'),
  },
];
