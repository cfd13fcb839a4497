import { precursorAtLegalStrength } from './precursor-limits.ts';
import { notColour } from './blank-not-colour.ts';
import type { TopicLexicon } from './item-lexicon.ts';

/**
 * Goods the marketplaces' lists refuse, described by where they came from, what was done to them or what comes loaded on them rather
 * than named (PT, ES, FR, EN, IT, DE):
 * - goods that are not the seller's to sell (the stolen-goods clauses, `stolen-goods`): a computer locked by a BIOS or a company's
 *   management password the seller does not have; a phone, a wallet or a bike the seller found in the street; a frame, engine or
 *   serial number filed off; a real road sign taken from the road; a supermarket's trolley; hotel robes and towels or a building
 *   site's tools and copper taken from work, sold without an invoice;
 * - a TV box or stick loaded with every channel, "pezzotto", Kodi set up with add-ons, and paid courses resold as videos or files
 *   (`pirated-media`: the pirated-content clauses);
 * - documents made blank or without the exam: certificates, diplomas and prescriptions to fill in, a diploma "without the exam",
 *   plates made with any number, a car's registration papers sold without the car (`identity-documents`: official documents);
 * - a suppressor named with its thread ("1/2 x 20 UNF", "M14x1"), a barrel, a slide or a bolt named with its calibre (`weapons`: weapon parts);
 * - isotretinoin and lip fillers named by what they fill (`medicines`: prescription-only);
 * - explosives precursors inside a phrase headed by something else (an ammonium nitrate fertiliser, metal powders for pyrotechnics),
 *   plant-protection actives withdrawn in the EU, and weed killers by their everyday names (`hazardous-chemicals`, `pesticides`);
 * - raw milk to drink and wild mushrooms picked by the seller (`homemade-food`: the food clauses refuse food not made or checked
 *   under the food-safety rules).
 */

// —— Not the seller's ——

const biosLock = String.raw`(?:(?:palavra[\s-]passe|senha|password|passwort|kennwort|contrase[nñ]a|clave|mot\s+de\s+passe|code)\s+(?:(?:de|da|do|du|of|del|della|des|vom)\s+)?(?:la\s+|el\s+|le\s+|the\s+|il\s+)?(?:bios|uefi|firmware|supervisor|administrador|administrateur|administrator|amministratore)|(?:bios|uefi|firmware)[\s-]+(?:(?:com|con|avec|with|mit)\s+)?(?:(?:supervisor|admin(?:istrator)?|setup|boot)\s+)?(?:bloquead[oa]|bloqu[eé]e?|verrouill[eé]e?|locked|bloccat[oa]|gesperrt|password|passwort|contrase[nñ]a|senha|palavra[\s-]passe|mot\s+de\s+passe)|(?:bloquead[oa]|bloqu[eé]e?|verrouill[eé]e?|locked|bloccat[oa]|gesperrt|gerid[oa]|gestionad[oa]|g[eé]r[eé]e?|managed|gestit[oa]|verwaltet)\s+(?:(?:por|pela|pelo|par|by|da|dalla|durch|von)\s+)?(?:(?:la|el|le|the|a|o|uma?|una?|une?|l['’])\s*)?(?:\p{L}+\s+)?(?:mdm|intune|computrace|absolute|empresa|entreprise|company|azienda|firma|organi[sz]a[cç]\p{L}*|organisation|organization|escola|escuela|[eé]cole|school|scuola|schule|universi\p{L}*)|mdm[\s-]+(?:lock(?:ed)?|bloque\p{L}*|bloqueo|verrouill\p{L}*|gesperrt|sperre))`;
const placeFound = String.raw`(?:(?:na|no|numa|num|na\s+minha|no\s+meu|en\s+(?:la|el|un|una|mi)|en|dans\s+(?:la|le|un|une|ma|mon|notre)|dans|sur\s+(?:la|le|ma|mon)|in\s+(?:the|a|my|our)|on\s+(?:the|a|my|our)|at\s+(?:the|a)|nel(?:la)?|nella\s+mia|nel\s+mio|sul(?:la)?|in|auf\s+(?:der|dem|meiner)|im|in\s+der|in\s+meiner)\s+)(?:rua|praia|comboio|autocarro|metro|t[aá]xi|parque|jardim|ch[aã]o|passeio|discoteca|calle|playa|tren|autob[uú]s|parque|suelo|acera|rue|plage|train|bus|m[eé]tro|parc|trottoir|bo[iî]te|street|road|beach|tube|subway|park|pavement|club|strada|spiaggia|treno|autobus|parco|marciapiede|stra[sß]e|strand|zug|u-?bahn|gehweg)`;
const foundBySeller = String.raw`(?:encontr(?:ei|[eé]|ad[oa]s?|amos)|ach(?:ei|ad[oa]s?)|hall(?:[eé]|ad[oa]s?)|trouv[eé]e?s?|found|trovat[oaie]|(?:hab|habe)\s+(?:\p{L}+\s+){0,3}?gefunden|gefunden)`;
const lostByOthers = String.raw`(?:algu[eé]m\s+(?:o\s+|a\s+)?perdeu|alguien\s+(?:lo\s+|la\s+)?perdi[oó]|quelqu['’]\s*un\s+l['’]\s*a\s+perdu|someone\s+(?:lost|left)\s+it|qualcuno\s+l['’]\s*ha\s+pers[oa]|jemand\s+hat\s+(?:es|ihn|sie)\s+verloren|ningu[eé]m\s+(?:o\s+|a\s+)?reclamou|nadie\s+(?:lo\s+|la\s+)?reclam[oó]|personne\s+ne\s+l['’]\s*a\s+r[eé]clam[eé]|nobody\s+claimed\s+it|nessuno\s+l['’]\s*ha\s+reclamat[oa])`;
const foundThing = /(?<![\p{L}])(?:iphones?|ipads?|telem[oó]ve(?:l|is)|telefones?|tel[eé]fonos?|m[oó]vil(?:es)?|smartphones?|t[eé]l[eé]phones?|portables?|phones?|cellulari?|handys?|samsung|galaxy|xiaomi|huawei|port[aá]til|laptops?|ordinateurs?|computer|tablets?|tablettes?|carteiras?|carteras?|portefeuilles?|wallets?|portafogli|geldb[oö]rsen?|bicicletas?|bicis?|v[eé]los?|bikes?|bicicletta|fahrrad|rel[oó]gios?|relojes|montres?|watch(?:es)?|orologi[oa]?|uhren?|an[eé]is|anillos?|bagues?|rings?|anell[io]|airpods|auriculares|[eé]couteurs|earbuds|headphones|auricolari|kopfh[oö]rer|c[aâá]maras?|cam[eé]ras?|kameras?|malas?|bolsos?|sacs?|bags?|borse?|taschen?|chaves|llaves|cl[eé]s|keys|chiavi|schl[uü]ssel)(?![\p{L}])/iu;
const numberWord = String.raw`(?:n[uú]meros?|num[eé]ros?|numbers?|numer[oi]|nummern?|n\.?[ºo°])`;
const numberOf = String.raw`(?:(?:de|do|da|du|of|del|della|di|des)\s+)?(?:(?:la|el|le|the|il|o|a)\s+)?(?:quadros?|cuadros?|bastidor(?:es)?|chassis|ch[aá]ssis|cadres?|frames?|telai[oa]?|rahmen|s[eé]ries?|serial|serie|motor|moteur|engine|imei|identifica[cç][aã]o|identificaci[oó]n|identification|fahrgestell)`;
const filedOff = String.raw`(?:limad[oa]s?|raspad[oa]s?|apagad[oa]s?|removid[oa]s?|rasurad[oa]s?|borrad[oa]s?|eliminad[oa]s?|lim[eé]e?s?|effac[eé]e?s?|gratt[eé]e?s?|meul[eé]e?s?|filed(?:\s+off)?|removed|scratched\s+off|ground\s+off|erased|defaced|limat[oa]|cancellat[oa]|rimoss[oa]|abgefeilt|entfernt|unleserlich|weggeschliffen)`;
const roadSign = String.raw`(?:sina(?:l|is)\s+de\s+tr[aâ]nsito|sina(?:l|is)\s+(?:de\s+)?(?:stop|proibi[cç][aã]o)|se[nñ]al(?:es)?\s+de\s+tr[aá]fico|se[nñ]al(?:es)?\s+(?:de\s+)?(?:stop|prohibido)|panneaux?\s+(?:de\s+signalisation|routiers?|stop)|road\s+signs?|street\s+signs?|traffic\s+signs?|stop\s+signs?|cartell[oi]\s+stradal[ei]|segnal[ei]\s+stradal[ei]|verkehrsschild(?:er)?|stra[sß]enschild(?:er)?|ortsschild(?:er)?|stopp?-?schild(?:er)?)`;
const realSign = String.raw`(?:verdadeir[oa]s?|aut[eé]ntic[oa]s?|reais|real(?:es)?|vrais?|v[eé]ritables?|genuine|ver[oi]|echte[snr]?|original(?:es|e|i)?)`;
const takenOffRoad = String.raw`(?:tirad[oa]|arrancad[oa]|retirad[oa]|quitad[oa]|sacad[oa]|r[eé]cup[eé]r[eé]e?|arrach[eé]e?|d[eé]mont[eé]e?|taken|pulled|nicked|removed|pres[oa]|tolt[oa]|staccat[oa]|abmontiert|mitgenommen)\s+(?:\p{L}+\s+){0,2}?(?:da|de\s+la|de|del|d['’]|de\s+une?|from|off|on|sur|dalla|della|dalla|sulla|von\s+der|vom|an\s+der)\s+(?:(?:uma?|una?|une?|a|the|la|le|o|a|l['’])\s*)?(?:estrada|rua|calle|carretera|route|rue|road|street|motorway|strada|autostrada|stra[sß]e|autobahn|rotunda|rotonda|roundabout|rond-point|kreisverkehr)`;
const takenFromRoad = String.raw`(?:${realSign}|${takenOffRoad})`;
/** German order: "von der Straße abmontiert". */
const takenFromRoadGerman = String.raw`(?:von|vom|an)\s+(?:der\s+|einer\s+)?(?:stra[sß]e|autobahn|kreuzung|landstra[sß]e)\s+(?:abmontiert|abgeschraubt|mitgenommen|geklaut|entfernt)`;
const trolley = String.raw`(?:carrinhos?|carros?|carritos?|caddies?|chariots?|trolleys?|carts?|carrell[oi]|einkaufswagen)\s+(?:(?:de|do|da|del|du|of|di|from|dal|vom|des|della|dello)\s+|(?:dell|dall|d)['’]\s*)?(?:(?:o|a|el|la|le|the|il|un|une|uma?)\s+)?(?:supermercados?|hipermercados?|supermarch[eé]s?|hypermarch[eé]s?|supermarkets?|supermercat[oi]|supermarkt|lidl|aldi|continente|pingo\s+doce|mercadona|carrefour|leclerc|auchan|intermarch[eé]|tesco|sainsbury['’]?s|asda|coop|esselunga|conad|rewe|edeka|kaufland)`;
const hotelLinen = String.raw`(?:roup[oõ]es|roup[aã]o|toalhas?|len[cç][oó]is|albornoz(?:es)?|toallas?|s[aá]banas?|peignoirs?|serviettes?|draps?|bathrobes?|robes?|towels?|sheets|accappatoi|accappatoio|asciugaman[oi]|lenzuol[oa]|badem[aä]ntel|handt[uü]cher|bettw[aä]sche)`;
const hotelName = String.raw`(?:(?:do|del|du|de\s+l['’]|of\s+the|from\s+the|dell['’]|dall['’]|des|aus\s+dem|vom)\s*(?:\p{L}+\s+){0,2}?(?:hotel|h[oô]tel|hostal|resort|pousada|parador|ritz|hilton|marriott|sheraton|pestana|meli[aá]|sofitel|novotel|ibis|four\s+seasons|intercontinental))`;
const takenFromWork = String.raw`(?:trouxe|trazid[oa]s?|levei|levad[oa]s?|tra[ij]e|tra[ií]d[oa]s?|llev[eé]|r[eé]cup[eé]r[eé]e?s?|ramen[eé]e?s?|emport[eé]e?s?|pris(?:es)?|took|taken|brought\s+home|nicked|swiped|pres[oie]|portat[oie]\s+a\s+casa|mitgenommen|(?:do|del|du|from|dal|vom)\s+(?:meu\s+|mi\s+|mon\s+|my\s+|mio\s+|meinem\s+)?(?:trabalho|emprego|trabajo|curro|travail|boulot|job|work|lavoro|arbeit)|(?:pendant|during|durante)\s+(?:\p{L}+\s+){0,2}?(?:job|trabalho|trabajo|travail|work|lavoro|arbeit|stage|estágio|pr[aá]cticas))`;
const siteGoods = String.raw`(?:ferramentas|herramientas|outils|tools|attrezzi|werkzeuge?|materia(?:l|is|les)|mat[eé]riaux|mat[eé]riel|materiali|cobre|copper|cuivre|rame|kupfer|cabos?\s+de\s+cobre|cables?\s+de\s+cobre|c[aâ]bles?\s+(?:en\s+)?cuivre|copper\s+(?:cables?|wire|pipes?)|cavi\s+di\s+rame|kupferkabel)`;
const buildingSite = String.raw`(?:(?:de|da|das|do|dos|del|de\s+la|du|des|from|of|di|della|dal|dalla|von|vom)\s+(?:(?:uma?|una?|une?|a|the|la|le|o|el|il|einer|der|dem|den)\s+)?(?:obras?|estaleiros?|obra|chantiers?|site|building\s+site|construction\s+site|cantier[ei]|baustellen?))`;
const noInvoice = String.raw`(?:sem\s+(?:fatura|factura|faturas|papeis|pap[eé]is|documentos|recibo)|sin\s+(?:factura|facturas|papeles|documentos|recibo|ticket)|sans\s+(?:facture|factures|papiers|justificatif)|(?:no|without)\s+(?:paperwork|invoices?|receipts?|papers)|senza\s+(?:fattura|fatture|documenti|ricevuta|scontrino)|ohne\s+(?:rechnung|rechnungen|papiere|beleg|quittung))`;

// —— Loaded boxes, courses resold ——

const streamingBox = /(?<![\p{L}])(?:box(?:es)?|boxes|caixas?|cajas?|bo[iî]tiers?|sticks?|fire\s?sticks?|firestick|fire\s+tv|android\s+tv|tv\s+box|mi\s+box|decoder|descodificador(?:es)?|d[eé]codeurs?|decodificator[ei]|receiver|receptor(?:es)?|r[eé]cepteur|ricevitor[ei]|kodi|iptv|m3u|listas?|lists?|smart\s?tv|android|abonnement|assinatura|suscripci[oó]n|subscription|abbonamento|abo)(?![\p{L}])/iu;
// A channel count (`10.000 canali`, `12 000+ channels`) is a few characters long: bounded, a long run of numbers is not read from every
// one of its digits to its end (on a wall of numbers, quadratic).
const everyChannel = String.raw`(?:tod[oa]s\s+(?:os\s+|las\s+|los\s+)?(?:canais|canales|cha[iî]nes|jogos|partidos|filmes|pel[ií]culas)|toutes\s+les\s+cha[iî]nes|tous\s+les\s+matchs|all\s+(?:the\s+)?(?:channels|sports?\s+channels|matches|premium\s+channels)|every\s+(?:channel|match)|tutti\s+i\s+(?:canali|film|partite)|tutte\s+le\s+partite|alle\s+(?:sender|kan[aä]le|spiele)|\d[\d.\s]{2,9}\+?\s*(?:canais|canales|cha[iî]nes|channels|canali|kan[aä]le|sender))`;
const paidCourse = String.raw`(?:cursos?|formations?|courses?|corsi|kurse|masterclass(?:es)?|mentorias?|mentorships?|trainings?|videoaulas|videocursos?)\s+(?:\p{L}+\s+){0,2}?(?:pag(?:os|as|o|a)|de\s+pago|payant(?:e|es|s)?|paid|premium|a\s+pagamento|kostenpflichtig\p{L}*|vip|privad[oa]s|priv[eé]e?s?|privat[oi])`;
const asFiles = String.raw`(?:pdf|v[ií]deos?|vid[eé]os?|drive|mega|dropbox|link|lien|enlace|telegram|download|descarga|t[eé]l[eé]chargement|torrent|mp4)`;

/** A lip gloss, a balm, a serum or a cream that plumps: cosmetics, not injectables. */
const lipCosmetic = /(?<![\p{L}])(?:gloss|brilho|brillo|lipgloss|b[aá]lsamo|baume|balm|balsamo|s[eé]rum|serum|siero|cremes?|cr[eè]mes?|creams?|cosm[eé]tic\p{L}*|plump\p{L}*|volumizador\p{L}*|repulpant\p{L}*)(?![\p{L}])/iu;

// —— Documents made blank ——

const documentWord = String.raw`(?:actes?\s+(?:de\s+)?(?:naissance|mariage|d[eé]c[eè]s)|partidas?\s+de\s+(?:nacimiento|matrimonio|defunci[oó]n)|\p{L}*urkunden?|laure[ae]|licenciaturas?|degrees?|bachelor(?:['’]s)?|mestrados?|m[aá]ster(?:es)?|masters?|certid(?:[aã]o|[oõ]es)|certificad[oa]s?|certificats?|certificates?|certificat[oi]|diplomas?|dipl[oô]mes?|diplom[ai]|\p{L}*zeugnis(?:se)?|urkunden?|actas?|atestados?|attestations?|attestat[oi]|declara[cç](?:[aã]o|[oõ]es)|receitas?\s+m[eé]dicas?|recetas?\s+m[eé]dicas?|ordonnances?|prescriptions?|ricett[ae]\s+mediche?|rezepte?|bajas?\s+m[eé]dicas?|baixas?\s+m[eé]dicas?|arr[eê]ts?\s+(?:de\s+)?travail|sick\s+notes?|fit\s+notes?|krankschreibung(?:en)?|libretti|titulos?|t[ií]tulos?)`;
const blankForm = String.raw`(?:${notColour(String.raw`em\s+branco|en\s+blanco|en\s+blanc|in\s+bianco`)}|vierges?|blank|blanko|por\s+preencher|por\s+rellenar|[àa]\s+remplir|to\s+fill\s+in|da\s+compilare|zum\s+ausf[uü]llen)`;
const withoutExam = String.raw`(?:sem|sin|sans|without|senza|ohne)\s+(?:(?:fazer|hacer|passer|passar|taking|sitting|sostenere|ablegen|ter\s+de|tener\s+que|avoir\s+[àa]|having\s+to|dover)\s+)?(?:(?:o|os|el|los|l['’]|les|the|gli|i|die|eine?)\s*)?(?:exames?|ex[aá]menes?|examens?|exams?|esam[ei]|pr[uü]fung(?:en)?|provas?|pruebas?|estudar|estudiar|[eé]tudier|study(?:ing)?|studiare|studieren|frequentar|asistir|aulas|clases|cours|classes|lezioni)`;
const registrationPapers = String.raw`(?:documentos?\s+[uú]nicos?(?:\s+autom[oó]vel)?|dua|livretes?|t[ií]tulos?\s+de\s+registo|permisos?\s+de\s+circulaci[oó]n|fichas?\s+t[eé]cnicas?|cartes?\s+grises?|certificats?\s+d['’]\s*immatriculation|v5c?|log\s?books?|registration\s+(?:documents?|papers)|librett[oi]\s+di\s+circolazione|carta\s+di\s+circolazione|fahrzeugbriefe?|fahrzeugscheine?|zulassungsbescheinigung(?:en)?)`;
const withoutTheCar = String.raw`(?:sem\s+(?:o\s+)?(?:carro|ve[ií]culo|viatura|mota)|sin\s+(?:el\s+)?(?:coche|veh[ií]culo|moto)|sans\s+(?:la\s+|le\s+)?(?:voiture|v[eé]hicule|moto)|without\s+(?:the\s+|a\s+)?(?:car|vehicle|bike)|no\s+car|senza\s+(?:l['’]\s*)?(?:auto|veicolo|moto)|ohne\s+(?:das\s+)?(?:auto|fahrzeug|motorrad)|abatid[oa]|desguazad[oa]|d[eé]truite?|[eé]pave|scrapped|written[\s-]off|rottamat[oa]|verschrottet)`;
const plateWord = String.raw`(?:matr[ií]culas?|chapas?\s+de\s+matr[ií]cula|placas?(?:\s+de\s+matr[ií]cula)?|plaques?(?:\s+d['’]immatriculation)?|(?:number|licen[cs]e|registration|reg)\s+plates?|plates?|targ(?:a|he)|kennzeichen|nummernschild(?:er)?)`;
const anyNumber = String.raw`(?:qualquer|cualquier|n['’]importe\s+quel(?:le)?|any|qualsiasi|jede[mnrs]?|beliebige[mnrs]?|wunsch)\s*(?:n[uú]mero|num[eé]ro|number|numero|nummer|matr[ií]cula|immatriculation|reg(?:istration)?|kennzeichen|targa)`;

export const goodsDescribedLexicon: TopicLexicon[] = [
  {
    // A computer locked by a BIOS, firmware or company-management password the seller does not have: not the seller's to sell.
    topic: 'stolen-goods',
    qualifier: true,
    terms: [biosLock],
    requires: /(?<![\p{L}])(?:port[aá]til|port[aá]teis|laptops?|notebooks?|ordinateurs?|ordenador(?:es)?|computador(?:es)?|computers?|pcs?|macbooks?|thinkpad|latitude|elitebook|probook|dell|lenovo|hp|toshiba|fujitsu|asus|acer|surface|tablets?|ipads?|chromebooks?)(?![\p{L}])/iu,
    // A BIOS said unlocked or the password given with it is a computer the seller controls (the negation reads "sem", "no", "sans").
    innocent: /(?:bios|uefi|firmware)\s+(?:\p{L}+\s+)?(?:desbloquead[oa]|sin\s+contrase[nñ]a|d[eé]verrouill[eé]e?|unlocked|sbloccat[oa]|entsperrt|limp[oa]|clean|reset|reposta|resetead[oa]|r[eé]initialis[eé]e?)|(?:dou|doy|donne|give|do|gebe)\s+(?:\p{L}+\s+){0,2}?(?:palavra[\s-]passe|senha|password|contrase[nñ]a|mot\s+de\s+passe|passwort)/iu,
  },
  {
    // A phone, a wallet, a bike or a watch the seller found somewhere, or that someone lost: lost property, not the finder's to sell.
    topic: 'stolen-goods',
    qualifier: true,
    terms: [
      `${foundBySeller}(?:-(?:o|a|os|as|lo|la|los|las))?\\s+(?:[\\p{L}\\p{N}'’]+\\s+){0,5}?${placeFound}`,
      // German order: "auf der Straße gefunden".
      `${placeFound}\\s+(?:\\p{L}+\\s+){0,2}?gefunden`,
      lostByOthers,
    ],
    // "achada no parque", "sem dono": a Portuguese "no" (in the) or the place's own words negate nothing here.
    negativeIdiom: true,
    requires: foundThing,
    // A thing the seller found at home ("encontrei na gaveta", "found in the loft") or a shop's find is theirs: only public places count.
    // One left out with the bins or the bulky waste and restored by the finder ("encontrada en la calle y restaurada") was thrown away, not lost.
    context: /(?<![\p{L}])(?:caixa\s+original|bo[iî]te\s+d['’]origine|original\s+box|scatola\s+originale|originalverpackung|(?<!(?:sem|sin|sans|aucune?|pas\s+de|no|without|senza|nessuna|ohne|keine?)\s+)(?:fatura|factura|facture|invoice|receipt)|achados\s+e\s+perdidos|objetos\s+perdidos|objets\s+trouv[eé]s|lost\s+and\s+found|lost\s+property|oggetti\s+smarriti|fundb[uü]ro|devolv\p{L}*|restitu\p{L}*|restaur\p{L}*|lixo|basura|poubelles?|encombrants|trash|rubbish|skip|spazzatura|rifiuti|sperrm[uü]ll|(?:to\s+)?return\s+(?:it|them)\s+to|back\s+to\s+(?:its|their)\s+owners?|rendre\s+[àa]\s+(?:son|leur)\s+propri[eé]taire|te\s+l[oa]s?\s+devuelvo|zur[uü]ckgeben|se\s+(?:for|forem|[eé])\s+(?:teu|tua|teus|tuas|seu|sua)s?|si\s+(?:son|es)\s+tuy[oa]s?|if\s+(?:it['’]?s|they['’]?re|this\s+is)\s+yours|si\s+c['’]\s*est\s+(?:[àa]\s+)?(?:vous|toi)|se\s+(?:[eè]|sono)\s+tu(?:o|a|oi|e)|wenn\s+(?:es|sie|er)\s+(?:dir|ihnen|euch)\s+geh[oö]r\p{L}*)(?![\p{L}])/iu,
  },
  {
    // A frame, chassis, engine or serial number filed off or removed, in either order.
    topic: 'stolen-goods',
    qualifier: true,
    terms: [
      `${numberWord}\\s+${numberOf}\\s+(?:(?:est[aá]|foi|fue|est|a\\s+[eé]t[eé]|was|has\\s+been|is|[eè]\\s+stat[oa]|[eè]|ist|wurde)\\s+)?(?:\\p{L}+\\s+)?${filedOff}`,
      `${filedOff}\\s+(?:(?:o|el|le|the|il|la|das|die|den)\\s+)?${numberWord}\\s+${numberOf}`,
      `(?:frame|serial|chassis|vin|engine)\\s+(?:number|no\\.?|#)\\s+(?:\\p{L}+\\s+){0,2}?${filedOff}`,
      '(?:rahmennummer|seriennummer|fahrgestellnummer|motornummer)\\s+(?:\\p{L}+\\s+){0,2}?(?:abgefeilt|entfernt|unleserlich|weggeschliffen)',
    ],
  },
  {
    // A real road sign taken from the road; a supermarket's trolley; hotel robes and towels or a site's tools and copper taken from work.
    topic: 'stolen-goods',
    qualifier: true,
    terms: [
      `${roadSign}(?=[^.!?\\n]{0,60}?(?<![\\p{L}])(?:${takenFromRoad}|${takenFromRoadGerman})(?![\\p{L}]))`,
      // The title names the sign, the description says the one sold was taken from the road, or is real ("panneau récupéré sur la route",
      // "sinal verdadeiro, tirado da estrada").
      `(?<=(?:sina(?:l|is)|se[nñ]al(?:es)?|panneaux?|signs?|cartell[oi]|schild(?:er)?)\\s+(?:\\p{L}+\\s+)?)(?:${takenOffRoad}|${realSign}(?=[^.!?\\n]{0,60}?(?<![\\p{L}])(?:estrada|rua|calle|carretera|route|rue|road|street|strada|stra[sß]e|rotunda|rotonda|roundabout|rond-point|kreisverkehr)(?![\\p{L}])))`,
      // The adjective first: "echtes Stoppschild", "genuine road sign", "vrai panneau de signalisation".
      `(?:echte[snr]?|genuine|real|actual|vrais?|v[eé]ritables?|authentiques?)\\s+${roadSign}`,
      trolley,
      `${hotelLinen}\\s+(?:[\\p{L}'’]+\\s+){0,3}?${hotelName}(?=[^.!?\\n]{0,80}?(?<![\\p{L}])${takenFromWork}(?![\\p{L}]))`,
      `${siteGoods}\\s+(?:[\\p{L}'’]+\\s+){0,3}?${buildingSite}(?=[^.!?\\n]{0,60}?${noInvoice})`,
      `${siteGoods}\\s+(?:[\\p{L}'’]+\\s+){0,3}?${buildingSite}\\s*,?\\s*${noInvoice}`,
    ],
    // A replica or decorative sign, a toy or a designer's piece made from a trolley, a hotel's shop, and a clearance of one's own site are none.
    context: /(?<![\p{L}])(?:r[eé]plicas?|r[eé]pliques?|replicas?|replik\p{L}*|reprodu\p{L}*|decorativ\p{L}*|d[eé]corati\p{L}*|d[eé]co|vintage\s+style|estilo\s+vintage|style\s+r[eé]tro|chapa\s+met[aá]lica|plaque\s+m[eé]tal|metal\s+sign|tin\s+sign|blechschild|targa\s+in\s+latta|brinquedos?|juguetes?|jouets?|toys?|giocattol\p{L}*|spielzeug\p{L}*|infantil|kids|crian[cç]as?|ni[nñ]os|enfants?|bambini|kinder|miniatur\p{L}*|designer|design|poltronas?|sill[oó]n(?:es)?|fauteuils?|armchairs?|upcycl\p{L}*|loja\s+do\s+hotel|tienda\s+del\s+hotel|boutique\s+de\s+l['’]h[oô]tel|hotel\s+shop|gift\s+shop|comprad[oa]s?\s+(?:na|en\s+la)\s+loja|achet[eé]e?s?\s+[àa]\s+la\s+boutique|bought\s+(?:in|at|from)\s+the\s+(?:hotel\s+)?shop)(?![\p{L}])/iu,
  },
  {
    // A TV box or stick sold with every channel on it, "pezzotto", Kodi with its add-ons or lists set up.
    topic: 'pirated-media',
    qualifier: true,
    terms: [
      everyChannel,
      `kodi\\s+(?:\\p{L}+\\s+){0,3}?(?:configurad[oa]|instalad[oa]|configur[eé]|install[eé]|set\\s+up|configurat[oa]|eingerichtet|com\\s+addons?|con\\s+addons?|avec\\s+addons?|with\\s+(?:add-?ons?|builds?)|addons?|add-?ons?|builds?|listas?|lists?)`,
      `(?:(?:fire\\s?stick|firestick|fire\\s+tv\\s+stick|android\\s+box|box\\s+android|tv\\s+box|mi\\s+box)\\s+)(?:\\p{L}+\\s+){0,2}?(?:desbloquead[oa]|jailbroken|jailbreak|d[eé]brid[eé]e?|sbloccat[oa]|entsperrt|loaded|cargad[oa]|carregad[oa]|charg[eé]e?|caricat[oa]|configurad[oa]|configur[eé]e?|configurat[oa])`,
    ],
    requires: streamingBox,
    // Free-to-air channels (TDT, TNT, DVB-T, Freeview), an operator's own box returned or a TV's own tuner are what anyone gets.
    context: /(?<![\p{L}])(?:tdt|tnt|dvb[\s-]?t2?|freeview|freesat|ta\s+gratuit\p{L}*|canais\s+gratuitos|canales\s+gratuitos|cha[iî]nes\s+gratuites|free[\s-]to[\s-]air|free\s+channels|canali\s+gratuiti|digitale\s+terrestre|antena|antenne|antenna|aerial|sat[eé]lite\s+gratuito|sky\s+q|meo|nos\s+box|vodafone\s+tv|movistar\+?|orange\s+tv|livebox|freebox|bbox|tim\s*vision|magenta|netflix\s+oficial)(?![\p{L}])/iu,
  },
  {
    // "Pezzotto": the Italian name of a pirate IPTV box or list, whatever it is sold with.
    topic: 'pirated-media',
    terms: ['pezzott[oi]', 'pezzotat[oi]'],
  },
  {
    // Paid courses and trainings resold as videos, files or a link ("todos os cursos pagos … link do drive", "formations payantes en pdf").
    topic: 'pirated-media',
    qualifier: true,
    terms: [
      `${paidCourse}(?=[^.!?\\n]{0,80}?(?<![\\p{L}])${asFiles}(?![\\p{L}]))`,
      // English and German order: "paid courses", "kostenpflichtige Kurse".
      `(?:paid|premium|vip|private|kostenpflichtige[nr]?|bezahlte[nr]?)\\s+(?:online\\s+)?(?:courses?|kurse|trainings?|masterclass(?:es)?|mentorships?|coaching)(?=[^.!?\\n]{0,80}?(?<![\\p{L}])${asFiles}(?![\\p{L}]))`,
    ],
    // A course's place sold on (a seat, an enrolment) or one the seller teaches is none.
    context: /(?<![\p{L}])(?:inscri[cç][aã]o|inscripci[oó]n|inscription|enrol(?:l)?ment|iscrizione|anmeldung|vaga|plaza|place\s+(?:dans|au)|seat|posto|dou\s+(?:aulas|explica[cç][oõ]es)|doy\s+clases|je\s+donne\s+des\s+cours|i\s+teach|insegno|ich\s+unterrichte|(?:meu|mi|mon|my|mio|mein)\s+(?:pr[oó]prio\s+|propio\s+|own\s+)?(?:curso|cours|course|corso|kurs))(?![\p{L}])/iu,
  },
  {
    // Certificates, diplomas, prescriptions or sick notes blank to fill in, a diploma "without the exam", plates made with any number.
    topic: 'identity-documents',
    qualifier: true,
    terms: [
      `${documentWord}\\s+(?:[\\p{L}'’]+\\s+){0,3}?${blankForm}`,
      `(?:blank|vierges?|blanko)\\s+(?:[\\p{L}'’]+\\s+)?${documentWord}`,
      `${documentWord}\\s+(?:[\\p{L}'’]+\\s+){0,3}?${withoutExam}`,
      `${plateWord}\\s+(?:[\\p{L}'’]+\\s+){0,3}?(?:(?:com|con|avec|with|mit)\\s+)?${anyNumber}`,
      `${anyNumber}\\s+(?:(?:em|en|on|in|su|auf|para|pour|for)\\s+)?(?:(?:a|la|le|the|o|uma?|una?|une?)\\s+)?${plateWord}`,
      // A car's registration papers sold without the car, or those of a scrapped one (used to give a stolen car an identity).
      `${registrationPapers}(?=[^.!?\\n]{0,60}?${withoutTheCar})`,
    ],
    // Award or party certificates for children, frames and paper to print on, and show plates that are not road legal are none.
    negativeIdiom: true,
    context: /(?<![\p{L}])(?:moldura|marco|cadre|frames?|cornice|rahmen|papel|paper|papier|carta\s+per|pergaminho|pergamino|parchemin|parchment|pr[eé]mios?|premios?|awards?|m[eé]rito|merit|festa|fiesta|f[eê]te|party|crian[cç]as?|ni[nñ]os|enfants?|kids|children|bambini|kinder|escolar|school|[eé]cole|scuola|schule|show\s+plates?|not\s+road\s+legal|n[aã]o\s+homologad\p{L}*|no\s+homologad\p{L}*|non\s+homologu\p{L}*|decorativ\p{L}*|d[eé]corati\p{L}*|brinquedos?|juguetes?|jouets?|toys?|miniatur\p{L}*|bicicletas?\s+de\s+crian|american[oa]s?|americaines?|us\s+plates?|usa)(?![\p{L}])/iu,
  },
  {
    // A suppressor named with its muzzle thread ("roscado 1/2 UNF", "1/2 x 20", "5/8-24", "M14x1"): a weapon part.
    topic: 'weapons',
    qualifier: true,
    terms: [
      `(?:silenciador(?:es)?|moderador(?:es)?|silencieux|silenziator[ei]|moderator[ei]|sound\\s+moderators?|moderators?|suppressors?|silencers?|schalld[aä]mpfer)(?=[^.!?\\n]{0,40}?(?:(?<![\\p{N}])\\d/\\d{1,2}\\s?(?:x|-|×)\\s?\\d{2}(?![\\p{N}])|(?<![\\p{N}])\\d/\\d{1,2}\\s?(?:unf|unef|tpi)(?![\\p{L}])|(?<![\\p{L}])m\\d{2}\\s?(?:x|×)\\s?1(?:[.,]\\d+)?(?![\\p{N}])|(?<![\\p{L}])(?:unf|unef)(?![\\p{L}])|(?<![\\p{L}])(?:roscad[oa]|filet[eé]|filettat[oa]|threaded|gewinde)(?![\\p{L}])))`,
      // A barrel, a slide or a bolt named with its calibre ("cano calibre .22", "Ersatzlauf Kaliber .308"): a calibre word or a
      // decimal calibre, never a bare size in mm (a 20 mm pipe, an M8 bolt).
      `(?:canos?|ca[nñ][oó]n(?:es)?|canons?|barrels?|cann[ae]|\\p{L}*l[aä]ufe?|corredi[cç]as?|correderas?|glissi[eè]res?|slides?|carrell[oi]|ferrolhos?|cerrojos?|culasses?|bolts?|otturator[ei]|verschl[uü]sse?)\\s+(?:\\p{L}+\\s+){0,2}?(?:(?:de|en|in|em|di|im|for|para|pour|per|f[uü]r)\\s+)?(?:(?:calibre|caliber|kaliber|calibro|cal\\.?)\\s*(?:\\.?\\d{2,3}|\\d{1,2}(?:[.,]\\d{1,2})?\\s?mm|\\d{1,2})|\\.\\d{2,3}|\\d{1,2}\\s?(?:ga|gauge|bore))(?![\\p{L}\\p{N}])`,
    ],
    // An exhaust's, a compressor's or a generator's silencer is the machine's.
    context: /(?<![\p{L}])(?:escape|escapes|escapamento|tubo\s+de\s+escape|[eé]chappement|exhaust|scarico|marmitta|auspuff|mota|moto|motos|motorbike|motorcycle|motocicleta|scooter|carro|coche|voiture|car|auto|compressor|compresor|compresseur|compressore|kompressor|gerador|generador|g[eé]n[eé]rateur|generator|generatore|aspirador|aspiradora|aspirateur|vacuum|aquarium|aqu[aá]rio|acuario|airsoft|softair|paintball|r[eé]plica|replica)(?![\p{L}])/iu,
  },
  {
    // Isotretinoin by its substance and trade names (prescription-only acne medicine).
    topic: 'medicines',
    terms: ['isotretino[ií]n[ae]?', 'isotr[eé]tino[iï]ne', 'roacutan', 'accutane', 'curacn[eé]', 'procuta', 'aknenormin', 'isotrex'],
  },
  {
    // Lip and face fillers named by what they fill, beside a syringe, a needle or a volume in ml.
    topic: 'medicines',
    qualifier: true,
    terms: [
      '(?:relleno|rellenos|preenchimento|preenchimentos|comblement|filler|fillers|riempitivo|unterspritzung)\\s+(?:(?:de|dos|de\\s+los|des|for|per|der|labial|labiales)\\s+)?(?:l[aá]bios|labios|l[eè]vres|lips?|labbra|lippen|rugas|arrugas|rides|wrinkles|rughe|falten|labial)',
      '(?:inje[cç](?:[aã]o|[oõ]es)|inyecci(?:[oó]n|ones)|injections?|iniezion[ei]|injektion(?:en)?)\\s+(?:(?:de|dos|das|des|of|for|per|in|der|nos|nas|en|dans)\\s+)?(?:(?:los|les|the|le|la|i|die|os|as)\\s+)?(?:l[aá]bios|labios|l[eè]vres|lips?|labbra|lippen)',
      '(?:lip|dermal)\\s+(?:fillers?|injections?)', 'lippenfiller', 'hyaluron(?:s[aä]ure)?[\\s-]?filler',
    ],
    requires: /(?<![\p{L}])(?:seringas?|jeringas?|jeringuillas?|seringues?|syringes?|siringh[ae]|spritzen|\d\s?ml|ml|agulhas?|agujas?|aiguilles?|needles?|aghi|kan[uü]len|canulas?|c[aâ]nulas?|cannulas?|vials?|ampolas?|viales?)(?![\p{L}])/iu,
    // A lip-plumping gloss or a cosmetic serum is no injectable.
    context: lipCosmetic,
  },
  {
    // Explosives precursors named inside a phrase that heads on something else ("ammonium nitrate fertiliser", "nitrato de amonio para
    // abono"): EU Regulation 2019/1148, Annex I (ammonium nitrate of 16 % nitrogen or more, nitromethane) and the metal powders of
    // Annex II; the hazardous-materials clauses.
    topic: 'hazardous-chemicals',
    qualifier: true,
    terms: [
      'nitrato\\s+de\\s+am[oó]ni(?:o|a)', 'nitrate\\s+d[\\x27’]\\s*ammonium', 'ammonium\\s+nitrate', 'nitrato\\s+(?:di\\s+)?ammonico', 'nitrato\\s+di\\s+ammonio', 'ammoniumnitrat\\p{L}*',
      'ammonitrates?', 'nitrometano', 'nitrom[eé]thane', 'nitromethane', 'nitromethan',
    ],
    // Nitromethane at 16 % or less (a model engine's fuel) is sold to the public (`precursor-limits.ts`).
    innocent: precursorAtLegalStrength,
    // A fertiliser said free of it, and a book or a chemistry set's label, are none.
    context: /(?<![\p{L}])(?:livros?|libros?|livres?|books?|b[uü]cher|libri|r[oó]tulos?|etiquetas?|[eé]tiquettes?|labels?|sem\s+nitrato|sin\s+nitrato|sans\s+nitrate|nitrate[\s-]free|senza\s+nitrato|nitratfrei)(?![\p{L}])/iu,
  },
  {
    // Aluminium and magnesium powder sold for pyrotechnics, flash powder or thermite (EU Regulation 2019/1148, Annex II).
    topic: 'hazardous-chemicals',
    qualifier: true,
    terms: ['(?:p[oó]|polvo|poudre|powder|polvere|pulver)\\s+(?:de\\s+|d[\\x27’]\\s*|di\\s+)?(?:alum[ií]nio|aluminio|aluminium|aluminum|alluminio|magn[eé]sio|magnesio|magn[eé]sium|magnesium)', '(?:aluminium|aluminum|magnesium)\\s+powder', '(?:aluminium|magnesium)pulver'],
    requires: /(?<![\p{L}])(?:pirot[eé]cni\p{L}*|pyrotechn\p{L}*|fogos?\s+de\s+artif\p{L}*|fuegos?\s+artificiales|feux\s+d['’]artifice|fireworks?|fuochi\s+d['’]artificio|feuerwerk\p{L}*|thermite|termita|termite|flash\s+powder|p[oó]lvora\s+flash|poudre\s+flash|blitzpulver|explos\p{L}*|petardos?|p[eé]tards?|b[oó]ller)(?![\p{L}])/iu,
    context: /(?<![\p{L}])(?:tintas?|pinturas?|peintures?|paints?|vernic\p{L}*|lack\p{L}*|pigment\p{L}*|cosm[eé]tic\p{L}*|suplement\p{L}*|supplements?|livros?|libros?|livres?|books?|b[uü]cher|libri)(?![\p{L}])/iu,
  },
  {
    // Mercury sold by its container or its weight ("flacon de mercure", "mercury 100 g"): the hazardous-materials clauses (the
    // planet, a god, a hotel chain and a car maker share the name, so the bare word is not read).
    topic: 'hazardous-chemicals',
    qualifier: true,
    terms: [
      '(?:frascos?|flacons?|fioles?|bottles?|vials?|botes?|garrafas?|boccett[ae]|flaschen?|ampolas?|ampoules?|tubos?|tubes?|jars?)\\s+(?:(?:de|of|di|mit|con|com|with)\\s+)?(?:\\d+\\s?(?:g|gr|kg|ml)\\s+(?:de\\s+|of\\s+|di\\s+)?)?(?:merc[uú]rio|mercurio|mercure|mercury|quecksilber)',
      '(?:merc[uú]rio|mercurio|mercure|mercury|quecksilber)\\s+(?:\\p{L}+\\s+)?\\d+(?:[.,]\\d+)?\\s?(?:g|gr|gramas|gramos|grammes|grams|grammi|gramm|kg|ml)(?![\\p{L}])',
    ],
    context: /(?<![\p{L}])(?:thermom[eè]tres?|term[oó]metros?|thermometers?|termometr[oi]|barom[eè]tres?|bar[oó]metros?|barometers?|barometr[oi]|planeta?|planet[ae]?|freddie|queen|motor(?:es)?|moteurs?|engines?|outboard|hors-bord|fuoribordo|au[sß]enborder|marine|barcos?|bateaux?|boats?|h[oô]tel\p{L}*|cars?|carros?|coches?|voitures?|auto|perfume|parfum|profumo|eau\s+de|livros?|libros?|livres?|books?|b[uü]cher|libri|posters?)(?![\p{L}])/iu,
  },
  {
    // Plant-protection actives withdrawn in the EU (paraquat, chlorpyrifos, carbofuran, aldicarb, endosulfan, lindane, DDT, atrazine,
    // dichlorvos, methomyl): they may not be sold at all (hazardous-materials clauses).
    topic: 'hazardous-chemicals',
    qualifier: true,
    terms: ['paraquat', 'gramoxone', 'clorpirif[oó]s', 'chlorpyriph?os', 'clorpirifos', 'carbofurano?', 'carbofuran', 'aldicarbe?', 'endossulf[aã]o', 'endosulf[aá]n', 'endosulfan', 'lindano', 'lindane', '(?<![\\p{L}])ddt', 'atrazin[ae]?', 'diclorv[oó]s', 'dichlorvos', 'metomilo', 'm[eé]thomyl', 'methomyl'],
    // A book, a study, a ban's news, a product "without" it, or a test kit names it as a subject.
    context: /(?<![\p{L}])(?:livros?|libros?|livres?|books?|b[uü]cher|libri|estudos?|estudios?|[eé]tudes?|study|studies|studi|studie|teste|test|kits?\s+de\s+an[aá]lise|analysis|an[aá]lisis|analyse|proibid\p{L}*|prohibid\p{L}*|interdit\p{L}*|banned|vietat\p{L}*|verboten)(?![\p{L}])/iu,
  },
  {
    // Weed killers by the word sellers use for them (restricted: plant-protection products, the marketplaces' pesticides clauses).
    topic: 'pesticides',
    // English "weed killer" is left out: an earlier decision keeps a garden spray of that name clean (general-marketplace-items.test.ts).
    terms: ['d[eé]sherbants?', 'mata-?ervas', 'matamalezas', 'mata\\s?hierbas', 'herbicida\\s+total', 'diserbant[ei]', 'unkraut[\\s-]?(?:ex|vernichter|killer)'],
    // A tool that weeds (a thermal weeder, a hoe) and a home-made vinegar mix are none; a sprayer is named for what it sprays.
    innocent: /d[eé]sherbeurs?|d[eé]sherbants?\s+(?:naturels?|maison|bio|au\s+vinaigre|thermiques?)|(?:natural|organic|vinegar|homemade)\s+weed[\s-]?killers?|weed[\s-]?killers?\s+(?:sprayers?|pumps?)/iu,
    context: /(?<![\p{L}])(?:vinagre|vinaigre|vinegar|aceto|essig|[aá]gua\s+a\s+ferver|eau\s+bouillante|boiling\s+water|thermique|thermal|t[eé]rmic[oa]|queimador|br[uû]leur|burner|bruciatore|abflammger[aä]t|livros?|libros?|livres?|books?|b[uü]cher|libri|vazi[oa]s?|vac[ií][oa]s?|vides?|empty|vuot[oi]|leer(?:e|en)?)(?![\p{L}])/iu,
  },
  {
    // Raw milk to drink, and wild mushrooms the seller picked: food the food-safety rules keep from being sold between people.
    topic: 'homemade-food',
    qualifier: true,
    terms: [
      '(?:leite|leche|lait|milk|latte|milch)\\s+(?:cru|cruda|crudo|raw|non\\s+pastoris[eé]|n[aã]o\\s+pasteurizad[oa]|sin\\s+pasteurizar|sem\\s+pasteuriza[cç][aã]o|unpasteuri[sz]ed|non\\s+pastorizzat[oa]|unpasteurisiert\\p{L}*)', '(?:raw|unpasteuri[sz]ed)\\s+(?:cow[\\x27’]?s\\s+|goat[\\x27’]?s\\s+|sheep[\\x27’]?s\\s+)?milk', 'rohmilch', 'vorzugsmilch',
      `(?:cogumelos|setas|hongos|champignons|mushrooms|funghi|porcini|boletos?|c[eè]pes|girolles|chanterelles|pilze|steinpilze|pfifferlinge)\\s+(?:[\\p{L}'’]+\\s+){0,2}?(?:silvestres|selvagens|do\\s+campo|do\\s+monte|do\\s+pinhal|apanhad[oa]s|colhid[oa]s|recolectad[oa]s|recogid[oa]s|cogid[oa]s|del\\s+monte|sauvages|des\\s+bois|cueillis|ramass[eé]s|wild|foraged|picked|selvatici|raccolti|del\\s+bosco|trovati|wilde|gesammelt|aus\\s+dem\\s+wald)`,
      '(?:wild|foraged)\\s+(?:mushrooms|porcini|chanterelles|ceps)', 'waldpilze',
    ],
    // Cheese, soap or cosmetics made from raw milk, dried and packed mushrooms from a shop, a guide book and a mushroom's picture are none.
    context: /(?<![\p{L}])(?:queijos?|quesos?|fromages?|cheeses?|formagg[io]|k[aä]se\p{L}*|sabonetes?|jab[oó]n(?:es)?|savons?|soaps?|saponi|seifen?|cosm[eé]tic\p{L}*|secos|secas|s[eé]ch[eé]s|dried|secchi|getrocknet\p{L}*|conserva\p{L}*|latas?|frascos?\s+de\s+conserva|guias?|gu[ií]as?|guides?|livros?|libros?|livres?|books?|b[uü]cher|libri|posters?|quadros?|cuadros?|tableaux?|paintings?|prints?|desenhos?|dibujos?|cer[aâ]mic\p{L}*|ceramics?|peluches?|toys?|brinquedos?|juguetes?|jouets?|kits?\s+de\s+cultivo|grow\s+kits?|micélio|mycelium|esporas?)(?![\p{L}])/iu,
  },
];
