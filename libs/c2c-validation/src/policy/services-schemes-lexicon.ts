import { aboutOrEmpty, anyOf, type TopicLexicon } from './item-lexicon.ts';

/**
 * Services and schemes a general marketplace refuses whatever goods they come with (PT, ES, FR, EN, IT, DE):
 * - work done in someone else's name: exam answers before the exam or the exam sat in the buyer's place, fake reviews, a driver's
 *   penalty points or fines taken on, medical certificates and sick notes without a consultation, vehicle papers issued without their
 *   inspection (`prohibited-services`: the marketplaces' clauses on illegal, fraudulent or deceptive services);
 * - academic work written for the buyer to hand in, and gas or electrical work offered by someone who says they are not registered for it
 *   (`restricted-services`: unlawful in some member states, an editor's or a handyman's honest offer in others: a person looks);
 * - official papers made to order with the buyer's name: diplomas, payslips, bank statements, bills (`identity-documents`);
 * - raffles and draws the seller runs, tickets sold for a prize (`lottery-tickets`: gambling);
 * - pyramid and multi-level schemes, money or crypto "doubled", guaranteed returns, loans offered by private people (`financial-schemes`).
 * Each needs a sign that the thing is offered to the buyer (their name, their place, a price per ticket, a return): the same words in a
 * tutor's, a binder's or a bookshop's listing are innocent.
 */

/** The buyer as beneficiary or stand-in: "for you", "in your place", "por encomenda", "you just hand it in". */
const forTheBuyer = String.raw`(?:por\s+encomenda|a\s+pedido|por\s+encargo|bajo\s+pedido|sur\s+demande|on\s+request|su\s+richiesta|auf\s+(?:anfrage|bestellung)|a\s+medida|sur\s+mesure|custom(?:[\s-]written)?|made\s+to\s+measure|a\s+tu\s+nombre|em\s+teu\s+nome|no\s+teu\s+nome|[àa]\s+ton\s+nom|a\s+tuo\s+nome|por\s+(?:ti|voc[eê]|usted)|para\s+(?:ti|voc[eê])\s+entregar\p{L}*|no\s+teu\s+lugar|no\s+seu\s+lugar|en\s+tu\s+lugar|en\s+su\s+lugar|[àa]\s+(?:votre|ta)\s+place|pour\s+(?:vous|toi)|sur\s+commande|for\s+you|on\s+your\s+behalf|in\s+your\s+(?:place|name)|to\s+order|per\s+(?:conto\s+)?(?:tuo|te|vostro)|al\s+posto\s+tuo|su\s+commissione|f[uü]r\s+(?:dich|sie|euch)|an\s+deiner\s+stelle|in\s+deinem\s+namen|schreiben\s+lassen|(?:para|for|pour|per|f[uü]r)\s+(?:estudantes|alunos|estudiantes|alumnos|[eé]tudiants|[eé]l[eè]ves|students|pupils|studenti|studenten|sch[uü]ler)|(?:qualquer|cualquier|any|toute|qualsiasi|jede[sn]?)\s+(?:[aá]rea|disciplina|cadeira|asignatura|materia|subject|mati[eè]re|fach|thema)|toutes\s+mati[eè]res|ghost\s*-?\s*writ\p{L}*|t[uú]\s+s[oó]lo\s+(?:lo\s+|la\s+)?entregas|s[oó]\s+tens\s+de\s+(?:o\s+|a\s+)?entregar|you\s+(?:just|only)\s+(?:hand|submit)|tu\s+n['’]as\s+qu['’][àa]\s+(?:le\s+|la\s+)?rendre|sem\s+pl[aá]gio|sin\s+plagio|sans\s+plagiat|plagiarism[\s-]free|no\s+plagiarism|senza\s+plagio|plagiatsfrei|anti-?pl[aá]gio|anti-?plagio|anti-?plagiat|nota\s+garantida|nota\s+asegurada|note\s+garantie|grade\s+guaranteed|\d:\d\s+guaranteed|voto\s+garantito|bestehen\s+garantiert|aprova[cç][aã]o\s+garantida|aprobado\s+garantizado|r[eé]ussite\s+garantie|pass\s+guaranteed|promozione\s+garantita)`;
/** Second-person owners before the work ("a tua tese", "te redacto el TFM", "votre mémoire", "your essay", "la tua tesi", "deine Arbeit"). */
const yourWork = String.raw`(?:(?:a|o)\s+tua|(?:a|o)\s+teu|(?:a|o)\s+sua|tua|teu|te\s+(?:hago|escribo|redacto|hacemos|escribimos)|tu|tus|su|ta|ton|tes|votre|vos|your|(?:la|il)\s+tua|(?:il|la)\s+tuo|tuo|deine?[nrs]?|ihre?[nrs]?)`;
const academicWork = String.raw`(?:teses?|tesis|th[eè]ses?|thesis|tesi(?:\s+di\s+laurea)?|tesin[ae]|disserta[cç](?:[aã]o|[oõ]es)|disertaci[oó]n|dissertations?|monografias?|monograf[ií]as?|m[eé]moires?|tfgs?|tfms?|pfe|trabalhos?\s+(?:acad[eé]mic[oa]s?|escolares|de\s+(?:faculdade|universidade|grupo|fim\s+de\s+curso|licenciatura|mestrado|casa))|trabajos?\s+(?:de\s+fin\s+de\s+(?:grado|m[aá]ster|carrera)|acad[eé]micos?|universitarios?|de\s+clase)|devoirs|dossiers?\s+(?:universitaires?|de\s+fin\s+d['’][eé]tudes)|rapports?\s+de\s+stage|relat[oó]rios?\s+de\s+est[aá]gio|essays?|coursework|assignments?|term\s+papers?|dissertation|elaborat[oi]|compiti|relazion[ei]\s+di\s+tirocinio|hausarbeit(?:en)?|bachelorarbeit(?:en)?|masterarbeit(?:en)?|seminararbeit(?:en)?|abschlussarbeit(?:en)?|doktorarbeit(?:en)?|facharbeit(?:en)?)`;
const writeVerb = String.raw`(?:escrev|redij|redig|r[eé]dig|redact|elabor|fa[cç]o|fazemos|hago|hacemos|escrib|writ|wrote|scriv|schreib|verfass|realiz|r[eé]alis|faccio|facciamo|fais|faisons)\p{L}*`;
const examWord = String.raw`(?:exames?|ex[aá]men(?:es)?|examens?|exams?|esami|esame|pr[uü]fung(?:en)?|provas?|pruebas?|testes?|tests?|bac|selectividad|ebau|evau|finals|te[oó]rico|theory\s+test|code\s+de\s+la\s+route|permis|carnet|patente|f[uü]hrerschein(?:pr[uü]fung)?|theorie(?:pr[uü]fung)?)`;
const reviewWord = String.raw`(?:avalia[cç](?:[aã]o|[oõ]es)|coment[aá]rios|rese[nñ]as|opiniones|valoraciones|avis|reviews?|recensioni|bewertungen|rezensionen)`;
const reviewPlace = String.raw`(?:google(?:\s+maps)?|trustpilot|tripadvisor|amazon|yelp|booking|airbnb|facebook|play\s+store|app\s+store|fiverr|etsy)`;
const fiveStars = String.raw`(?:5|cinco|five|cinq|cinque|f[uü]nf)\s*(?:estrelas|estrellas|[eé]toiles|stars?|stelle|sterne)`;
const pointsWord = String.raw`(?:pontos|puntos|points|punti|punkte)`;
const trafficWord = /(?<![\p{L}])(?:multe|eccesso|(?:me|se|m['’])\s*d[eé]sign\p{L}*|designo-?me|me\s+designo|get\s+named|be\s+named|named\s+as|carta|carn[eé]|carnet|permis|licen[cs]e|patente|flensburg|multas?|amendes?|fines?|speeding|bu[sß]geld\p{L}*|radar\p{L}*|conductor|condutor|conducteur|driver|fahrer|conducente|pv|infra[cç]\p{L}*|infracci[oó]n|infraction|dgt|ansr|ants|dvla|tickets?|contraven[cç]\p{L}*|verkehr\p{L}*|geschwindigkeit\p{L}*|velocidade|velocidad|vitesse|autovelox)(?![\p{L}])/iu;
const sickNote = String.raw`(?:atestados?\s+m[eé]dicos?|baixas?\s+m[eé]dicas?|justificativos?\s+m[eé]dicos?|justificantes?\s+m[eé]dicos?|bajas?\s+(?:m[eé]dicas?|laboral(?:es)?)|certificados?\s+m[eé]dicos?|certificats?\s+m[eé]dicaux|certificats?\s+m[eé]dicals?|arr[eê]ts?\s+(?:de\s+travail|maladie)|sick\s+notes?|doctor['’]?s?\s+notes?|fit\s+notes?|medical\s+certificates?|certificat[oi]\s+medic[oi]|certificat[oi]\s+di\s+malattia|krankschreibung(?:en)?|krankmeldung(?:en)?|au-?bescheinigung(?:en)?|arbeitsunf[aä]higkeitsbescheinigung(?:en)?|[aä]rztliche[snr]?\s+attest(?:e)?)`;
/** Signs that a certificate is supplied, not held: no consultation, signed and stamped, any date, delivered, priced. */
const suppliedPaper =
  /(?<![\p{L}])(?:sem\s+(?:consulta|ir\s+ao\s+m[eé]dico)|sin\s+(?:consulta|ir\s+al\s+m[eé]dico)|sans\s+(?:consultation|voir\s+(?:un|le)\s+m[eé]decin|rdv)|without\s+(?:a\s+)?(?:consultation|seeing|visit|appointment)|no\s+(?:(?:doctor|gp)['’]?s?\s+)?(?:visit|appointment|consultation|exam)s?\s+(?:needed|required)|no\s+need\s+to\s+see\s+(?:a|the)\s+(?:doctor|gp)|sin\s+(?:visita|cita)|sem\s+(?:visita|marca[cç][aã]o)|sans\s+(?:visite|rendez-vous)|senza\s+(?:andare\s+dal\s+medico|appuntamento)|same\s+day|no\s+mesmo\s+dia|el\s+mismo\s+d[ií]a|le\s+jour\s+m[eê]me|in\s+giornata|am\s+selben\s+tag|pdf|senza\s+visit\p{L}*|ohne\s+(?:arzt\p{L}*|untersuchung|termin)|assinad\p{L}*|firmad\p{L}*|sign[eé]e?s?|signed|firmat\p{L}*|unterschrieb\p{L}*|carimbad\p{L}*|sellad\p{L}*|tamponn[eé]e?s?|stamped|timbrat\p{L}*|gestempelt|vinheta|qualquer\s+(?:data|dia|motivo)|cualquier\s+(?:fecha|d[ií]a|motivo)|n['’]importe\s+quel(?:le)?\s+(?:date|jour|motif)|any\s+(?:number\s+of\s+days|date|reason|days)|qualsiasi\s+(?:data|motivo)|beliebig\p{L}*|para\s+justificar|pour\s+justifier|to\s+(?:justify|cover)|per\s+giustificar\p{L}*|(?:passo|consigo|fa[cç]o|hago|fournis|fournit|supply|provide|offro|fornisco|besorge|biete)|entrega\p{L}*|livr[eé]e?s?|delivered|emailed|enviad\p{L}*|envoy[eé]e?s?|inviat\p{L}*|sofort|r[aá]pid\p{L}*|rapide|24\s?h|48\s?h|per\s+post|por\s+correo|por\s+email)(?![\p{L}])/iu;
const officialPaper = String.raw`(?:diplomas?|t[ií]tulos?\s+universit[aá]ri[oa]s?|certificados?\s+de\s+(?:habilita[cç][oõ]es|estudos|estudios|notas|curso)|degree\s+certificates?|university\s+degrees?|(?:fake|novelty|replica)\s+(?:degrees?|diplomas?|certificates?)|dipl[oô]mes?|diplomi|zeugnisse?|abschlusszeugnis(?:se)?|recibos?\s+de\s+vencimento|n[oó]minas?|fiches?\s+de\s+paie|bulletins?\s+de\s+(?:salaire|paie)|payslips?|pay\s+stubs?|buste\s+paga|gehaltsabrechnung(?:en)?|lohnabrechnung(?:en)?|extra[ct]tos?\s+banc[aá]rios?|relev[eé]s?\s+(?:de\s+compte|bancaires?)|bank\s+statements?|estratt[oi]\s+conto|kontoausz[uü]ge?|utility\s+bills?|(?:faturas?|facturas?)\s+de\s+(?:luz|[aá]gua|agua|g[aá]s|gas|eletricidade|electricidad)|factures?\s+d['’](?:[eé]lectricit[eé]|eau))`;
/** Signs that a paper is made up: the buyer's name on it, "like the real one", fake, to order, any school. */
const madeUpPaper =
  /(?<![\p{L}])(?:(?:com|con|avec|with|mit)\s+(?:o\s+)?(?:teu|seu|tu|su|ton|votre|your|il\s+tuo|tuo|dein\p{L}*|ihrem)\s+(?:nome|nombre|nom|name|namen|dados|datos|donn[eé]es|details|dati|daten)|(?:iguais|igual|id[eé]ntic\p{L}*|just\s+like|comme|come|wie)\s+(?:\p{L}+\s+){0,2}?(?:verdadeir\p{L}*|verdader\p{L}*|real|original\p{L}*|vrais?|vraies?|echt\p{L}*|ver[oia])|looks?\s+(?:\p{L}+\s+)?real|indistingu\p{L}*|novelty|r[eé]plicas?|fake|falsos?|falsas?|falsi|false|faux|fausses?|gef[aä]lscht\p{L}*|f[aä]lschung\p{L}*|por\s+encomenda|sur\s+commande|made\s+to\s+order|a\s+medida|su\s+misura|nach\s+ma[sß]|any\s+(?:name|university|school|grade|bank|company)|qualquer\s+(?:nome|universidade|banco|empresa)|cualquier\s+(?:nombre|universidad|banco|empresa)|n['’]importe\s+quel(?:le)?\s+(?:nom|universit[eé]|banque|entreprise)|qualsiasi\s+(?:nome|universit[aà]|banca)|beliebige[rn]?\s+(?:name|universit[aä]t|bank)|(?:para|for|pour|per)\s+(?:arrendamento|alquiler|location|rental|rent|affitto)|mietbewerbung)(?![\p{L}])/iu;
const drawWord = String.raw`(?:prize\s+draws?|competition\s+(?:tickets?|entries|entry)|rifas?|sorteios?|sorteos?|papeletas?|tombolas?|raffles?|sweepstakes?|riffa|riffe|lotteria\s+(?:di\s+beneficenza|privata)|verlosung(?:en)?|tirages?\s+au\s+sort|estrazion[ei]|si\s+estra(?:e|rr[aà])|(?:verr[aà]|sar[aà])\s+estratt[oa]|estraiamo|se\s+sortea(?:r[aá])?|sorteamos|vou\s+sortear|ser[aá]\s+sorteado|sorteia-?se|on\s+tire\s+au\s+sort|sera\s+tir[eé]\s+au\s+sort|wird\s+verlost|verlosen\s+wir|will\s+be\s+drawn)`;
/** A draw the seller runs: tickets sold at a price, a winner, a draw on a date or live. */
const drawRun =
  /(?:(?<![\p{L}])(?:bilhetes?|n[uú]meros?|papeletas?|participa[cç](?:[aã]o|[oõ]es)|participaci[oó]n(?:es)?|participations?|partecipazion[ei]|teilnahme|tickets?|billets?|biglietti|biglietto|lose?|numeri|entries|entry|chances?|cupons?)\s+(?:\p{L}+\s+){0,3}?(?:(?:a|por|[àa]|at|for|per|f[uü]r|zu|de|da|com|con)\s*)?(?:\d|£|\$|€)|\d+(?:[.,]\d+)?\s?(?:€|eur|euros?|£|\$|pounds?|quid|libras?|livres?|sterline|pfund|dollars?)\s*(?:(?:o|la|le|el|the|il|das|an?|per|por|par)\s+)?(?:entry|entries|entrada|inscri[cç][aã]o|inscripci[oó]n|inscription|iscrizione|einsatz|cada|each|chacun|l['’]un|l['’]unit[eé]|ciascuno|pro\s+(?:los|st[uü]ck)|por\s+(?:bilhete|n[uú]mero|papeleta|participaci[oó]n)|ticket|papeleta|bilhete|n[uú]mero|per\s+(?:biglietto|numero)|a\s+(?:ticket|entry))|(?<![\p{L}])(?:vencedor(?:a|es)?|ganhador(?:a|es)?|ganador(?:a|es)?|gagnant(?:e|s)?|winners?|vincitor[ei]|gewinner(?:in)?|premiad[oa]s?|pr[eé]mios?\s+(?:de|em|a|do)|prix\s+[àa]\s+gagner|prize|premio\s+(?:in\s+palio|finale)|hauptgewinn|preise?\s+zu\s+gewinnen|si\s+vince|se\s+gana|on\s+gagne|you\s+(?:could\s+)?win|se\s+ganha|gewinnt\s+man|em\s+direto|en\s+directo|en\s+direct|en\s+vivo|live|ziehung|drawn|(?:to|para|pour|per|um\s+zu|e)\s+(?:win|ganhar|ganar|gagner|vincere|gewinnen|vinci|gana|ganha)|draw\s+(?:on|date)|sorteio\s+(?:dia|no\s+dia|a|[àa]s)|sorteo\s+(?:el\s+d[ií]a|ante\s+notario|con\s+la\s+loter[ií]a)|estrazione\s+(?:il|a\s+fine)|loter[ií]a\s+nacional|lotaria\s+nacional|euromilh[oõ]es))(?![\p{L}])/iu;
const moneyWord = String.raw`(?:dinheiro|dinero|argent|money|cash|soldi|denaro|geld|investimento|inversi[oó]n|investissement|investment|capital|bitcoins?|btc|eth|ethereum|usdt|crypto\p{L}*|cripto\p{L}*|krypto\p{L}*)`;
const currencyAmount = String.raw`(?:\d[\d.,\s]*\s?(?:k\s?)?(?:€|eur|euros?|£|\$|dollars?|usd|btc|eth|usdt)|\d[\d.,]*e(?![\p{L}\p{N}]))`;
const perPeriod = String.raw`(?:\/|por|per|a|par|pro|al|la|the|each|every|cada|ogni|jede[nr]?|in)\s*(?:semana|week|semaine|settimana|woche|m[eê]s|mes|mois|month|mese|monat|dia|d[ií]a|jour|day|giorno|tag)`;
/** What makes an earnings claim a scheme: money put in, people recruited, crypto, "from home", "business opportunity". */
const schemeSigns =
  /(?<![\p{L}])(?:invest\p{L}*|inviert\p{L}*|inverti\p{L}*|investiss\p{L}*|investi|investe|entra\s+com|entrada\s+de|aporta\p{L}*|recrut\p{L}*|recluta\p{L}*|recruit\p{L}*|reclut\p{L}*|rekrutier\p{L}*|traz(?:es)?\s+(?:\d+|mais|amigos|pessoas)|trae\s+(?:\d+|amigos|personas)|parrain\p{L}*|referr\p{L}*|refer\s+(?:\d+|friends|people)|sponsor\p{L}*|patrocin\p{L}*|downline|upline|cripto\p{L}*|crypto\p{L}*|bitcoin\p{L}*|btc|forex|trading|passiv[aeo]s?|passifs?|passive[ns]?|sem\s+sair\s+de\s+casa|desde\s+casa|from\s+home|depuis\s+chez\s+(?:vous|toi)|da\s+casa|von\s+zu\s+hause|oportunidade\s+de\s+neg[oó]cio|oportunidad\s+de\s+negocio|business\s+opportunity|opportunit[eé]\s+d['’]affaires?|opportunit[aà]\s+di\s+business|gesch[aä]ftsm[oö]glichkeit|sem\s+experi[eê]ncia\s+e\s+sem\s+esfor[cç]o|plazas\s+limitadas|vagas\s+limitadas|places\s+limit[eé]es|limited\s+spots|garantid\p{L}*|guarantee\p{L}*|garantiz\p{L}*|garanti[es]?|garantit\p{L}*|garantiert)(?![\p{L}])/iu;
/**
 * A book, a guide, a course or a film about the work ("livro: como escrever a tese", "guide de rédaction"): `aboutOrEmpty`'s words but French
 * "livre" only as a book's (a seller's "livré en 3 semaines" reads "livre" without its accent).
 */
const aboutTheWork =
  /(?<![\p{L}])(?:livros?|libros?|livres?(?=\s*(?:[:«"“]|de\s|sur\s|d['’]|pour\s|neuf|occasion))|books?|b[uü]cher|buch|libri|libro|revistas?|magazines?|dvds?|guias?|guides?|guida|ratgeber|manuais?|manuales?|manuels?|manuals?|manuale|handbuch|cursos?\s+(?:de|sobre)|posters?|filmes?|films?|document[aá]rio|documental|documentaire|documentary)(?![\p{L}])/iu;

/** The seller sitting in the buyer's place: "no teu lugar", "me presento yo por ti", "à ta place", "instead of you", "al posto tuo", "an deiner Stelle", an earpiece. */
const standIn = String.raw`(?:no\s+teu\s+lugar|em\s+teu\s+lugar|no\s+seu\s+lugar|en\s+tu\s+lugar|en\s+su\s+lugar|[àa]\s+ta\s+place|[àa]\s+votre\s+place|in\s+your\s+place|instead\s+of\s+you|on\s+your\s+behalf|as\s+if\s+i\s+were\s+you|al\s+posto\s+tuo|al\s+tuo\s+posto|an\s+deiner\s+stelle|statt\s+dir|me\s+presento\s+yo\s+por\s+ti|voy\s+yo\s+por\s+ti|vou\s+eu\s+por\s+ti|fa[cç]o-?o\s+(?:eu\s+)?por\s+ti|lo\s+hago\s+(?:yo\s+)?por\s+ti|con\s+pinganillo|com\s+auricular|with\s+an?\s+earpiece|avec\s+(?:une\s+)?oreillette|con\s+(?:l['’])?auricolare|mit\s+knopf\s+im\s+ohr)`;

/** Papers that attest a vehicle's registration or its roadworthiness. */
const vehiclePaper = String.raw`(?:cartes?\s+grises?|certificats?\s+d['’]immatriculation|contr[oô]les?\s+techniques?|pv\s+de\s+contr[oô]le|inspe[cç](?:[aã]o|[oõ]es)(?:\s+(?:peri[oó]dicas?|autom[oó]vel))?|dua|livretes?|documentos?\s+[uú]nicos?|itvs?|inspecci[oó]n\s+t[eé]cnica|fichas?\s+t[eé]cnicas?|permisos?\s+de\s+circulaci[oó]n|mot(?:\s+certificates?|s)?|v5c?s?|logbooks?|libretti|libretto\s+di\s+circolazione|revision[ei]|carte\s+di\s+circolazione|t[uü]v(?:[\s-]?plakett\p{L}*|[\s-]?berichte?)?|hu[\s-]?plakett\p{L}*|zulassungsbescheinigung\p{L}*|fahrzeugbrief\p{L}*|fahrzeugschein\p{L}*)`;
/** Work a licence or a registration is required for: gas, boilers, electrical installations. */
const tradeWork = String.raw`g[aá]s|gaz|boilers?|caldeiras?|calderas?|chaudi[eè]res?|caldai[ae]|heizung\p{L}*|gasherd\p{L}*|gasleitung\p{L}*|esquentadores?|calentadores?|chauffe-?eau|scaldabagn\p{L}*|therme|instala[cç](?:[aã]o|[oõ]es)\s+(?:de\s+g[aá]s|el[eé]tric\p{L}*)|instalaci[oó]n(?:es)?\s+(?:de\s+gas|el[eé]ctric\p{L}*)|installations?\s+(?:de\s+gaz|[eé]lectriques?|gas|electrical)|impiant[oi]\s+(?:a\s+gas|elettric[oi]|del\s+gas)|elektroinstallation\p{L}*|quadros?\s+el[eé]tricos?|cuadros?\s+el[eé]ctricos?|tableaux?\s+[eé]lectriques?|fuse\s*boards?|consumer\s+units?|rewir\p{L}*|sicherungskasten|quadr[oi]\s+elettric[oi]`;

/** Teaching, proofreading, binding and printing, books and guides about the work: the service or the thing beside the refused one. */
const besideTheService =
  /(?<![\p{L}])(?:explica[cç](?:[aã]o|[oõ]es)|aulas?|clases?\s+(?:particulares|de\s+apoyo)|cours\s+particuliers|soutien\s+scolaire|tutoring|tutor(?:ing)?|lezioni\s+private|ripetizioni|nachhilfe|revis[aã]o\s+(?:de\s+)?texto|correc[cç][aã]o\s+ortogr[aá]fica|proofread\p{L}*|relecture|korrektur\p{L}*|encaderna\p{L}*|encuadern\p{L}*|reliure|binding|rilegatur\p{L}*|bindung|impress[aã]o|impresi[oó]n|impression|printing|stampa|druck|molduras?|marcos?|cadres?|frames?|cornic[ei]|bilderrahmen|porta-?diplomas?|tubos?|tubes?|holders?|capas?|fundas?|pastas?|carpetas?)(?![\p{L}])/iu;

/** Paying, or a fee to pay: "pagas", "pagar", "abona", "payer", "à régler", "pay", "send", "versare", "überweisen", "Gebühr". */
const payOrFee = String.raw`(?:pag(?:as|ar|a|ue|ues|am|ando|o)|abon(?:as|ar|a|e)|transfer(?:es|ir|e)|payer|payez|pay(?:s|ing)?|paid|send|r[eé]gl(?:er|ez)|vers(?:er|ez)|pagh(?:i|are|erai)|versare|versa|bezahl(?:en|st|t)|zahl(?:en|st|t)|[uü]berweis(?:en|t)|(?:taxa|tasa|cuota|quota|frais|fees?|charge|geb[uü]hr)\s+(?:de\s+|d['’]\s*|di\s+)?(?:inscri[cç][aã]o|inscripci[oó]n|matr[ií]cula|inscription|dossier|iscrizione|registration|sign[\s-]?up|joining|starter|adesione)|(?:registration|sign[\s-]?up|joining|starter|application)\s+fees?|(?:anmelde|registrierungs|bearbeitungs|start|einschreibe)geb[uü]hr(?:en)?)`;
/** Before the work begins (not before goods are received: a seller asking to be paid before sending is no job): "antes de começar", "antes de empezar", "avant de commencer", "before you start", "prima di iniziare", "vorab", "upfront". */
const beforeTheWork = String.raw`(?:antes\s+de\s+(?:come[cç]ar|iniciar|empezar|comenzar)|por\s+adelantado|avant\s+de\s+commencer|d['’]avance|[àa]\s+l['’]avance|before\s+(?:you\s+)?(?:start|begin)\p{L}*|upfront|up\s+front|in\s+advance|prima\s+di\s+(?:iniziare|cominciare)|in\s+anticipo|vorab|im\s+voraus|vor\s+(?:dem\s+)?(?:start|beginn))`;
/** A job or work offered: "trabalho", "emprego", "empleo", "trabajo", "travail", "emploi", "job", "work", "lavoro", "Heimarbeit", "mystery shopper". */
const jobOffered = /(?<![\p{L}])(?:trabalho|emprego|empleos?|trabajo|travail|emplois?|jobs?|work|lavoro|impiego|heimarbeit|nebenjob|minijob|mystery\s+shoppers?|cliente\s+mist[eé]rio|cliente\s+misterioso|client\s+myst[eè]re|confezionamento|mise\s+sous\s+pli|envelope\s+stuffing)(?![\p{L}])/iu;
/** Training or a course one pays to enrol on, a deposit on a rented thing, a shop's order paid in advance: no job fee. */
const paidForACourse = /(?<![\p{L}])(?:curso|cursos|course|courses|cours|corso|kurs\p{L}*|formaci[oó]n|forma[cç][aã]o|formation|formazione|workshop|aulas?|clases?|lezion\p{L}*|cau[cç][aã]o|fianza|caution|deposit|kaution|encomenda|pedido|commande|order|ordine|bestellung|reserva|r[eé]servation|booking|prenotazione)(?![\p{L}])/iu;

export const servicesSchemesLexicon: TopicLexicon[] = [
  {
    // Work offered for which the worker pays first: a fee, a kit or a registration paid before the work begins ("pagas 50€ pelo kit antes de
    // começar", "frais d'inscription à régler avant", "pay a starter fee before you begin", "vorab 50 Euro Anmeldegebühr überweisen"): an
    // advance-fee job, the fraudulent-services clauses (`prohibited-services`). Work paid to the worker, or a course's fee, is none.
    topic: 'prohibited-services',
    qualifier: true,
    once: true,
    terms: [
      String.raw`${payOrFee}(?:[\s,;:]+[\p{L}\p{N}€£$'’]+){0,8}?[\s,;:]+${beforeTheWork}`,
      String.raw`${beforeTheWork}(?:[\s,;:]+[\p{L}\p{N}€£$'’]+){0,6}?[\s,;:]+${payOrFee}`,
      String.raw`(?:registration|sign[\s-]?up|joining|starter)\s+fees?|(?:taxa|tasa|cuota|quota|frais)\s+(?:de\s+|d['’]\s*|di\s+)?(?:inscri[cç][aã]o|inscripci[oó]n|inscription|iscrizione)|(?:anmelde|registrierungs|einschreibe)geb[uü]hr(?:en)?`,
    ],
    requires: jobOffered,
    context: anyOf(paidForACourse, aboutOrEmpty),
  },
  {
    // Academic work written for the buyer to hand in as theirs ("escrevo a tua tese por encomenda", "te redacto el TFM", "je rédige votre mémoire
    // à votre place", "I will write your essay for you", "scrivo tesi per conto tuo", "Bachelorarbeit schreiben lassen"): a tutor, a proofreader,
    // a binder or a guide to writing one is not.
    topic: 'restricted-services',
    qualifier: true,
    terms: [
      `${writeVerb}(?:\\s+[\\p{L}'’-]+){0,4}?\\s+${academicWork}`,
      `(?:reda[cç][aã]o|redac(?:c)?i[oó]n|elabora[cç][aã]o|elaboraci[oó]n|r[eé]daction|writing|stesura|scrittura|erstellung)\\s+(?:de\\s+|of\\s+|di\\s+|d['’]\\s*|von\\s+)?(?:(?:o|a|os|as|el|la|los|las|le|les|the|il|lo|dei|delle)\\s+)?(?:\\p{L}+\\s+)?${academicWork}`,
      `${academicWork}\\s+(?:\\p{L}+\\s+){0,2}?${forTheBuyer}`, `${yourWork}\\s+(?:\\p{L}+\\s+)?${academicWork}(?=[^.!?\\n]{0,80}?${forTheBuyer})`,
      'ghost\\s*-?\\s*writ(?:er|ers|ing)', 'ghostwriter(?:in)?', '(?:essay|assignment|dissertation|thesis|coursework)\\s+(?:writing|help)\\s+services?', 'schreiben\\s+lassen',
    ],
    requires: new RegExp(`${forTheBuyer}|(?<![\\p{L}])${yourWork}\\s+(?:\\p{L}+\\s+)?${academicWork}|ghost|services?|servi[cç]o|servicio|service|servizio`, 'iu'),
    context: new RegExp(`${aboutTheWork.source}|${besideTheService.source}`, 'iu'),
  },
  {
    // Exam answers sold before the exam, and the exam sat in the buyer's place ("respostas do exame antes da prova", "hago el examen por ti con
    // pinganillo", "je passe le code à votre place"): a book of practice tests with its answers is not.
    topic: 'prohibited-services',
    qualifier: true,
    terms: [
      `(?:respostas|respuestas|r[eé]ponses|answers|risposte|l[oö]sungen|soluciones|solu[cç][oõ]es|soluzioni|corrig[eé]s?)\\s+(?:(?:d[oa]s?|del?|des|du|to|of|for|dell['’]|della|degli|f[uü]r|zu[mr]?|der)\\s+)?(?:(?:the|o|a|el|la|le|l['’]|il|lo|die|den)\\s*)?(?:\\p{L}+\\s+){0,2}?${examWord}`,
      // The exam named, then the seller standing in ("ajudo a passar no exame, vou no teu lugar", "el teórico, me presento yo por ti").
      // Read from the verb to the stand-in, so that Portuguese "no" ("no exame": in the exam) before the exam's word is no negation of it.
      `${examWord}(?=[^.!?\\n]{0,60}?${standIn})`, `${standIn}(?=[^.!?\\n]{0,60}?${examWord})`,
      `(?:passar|pasar|passer|pass|aprovar|aprobar|superar|fazer|hacer|faire|take|sit|fare|sostenere|superare|bestehen|machen|ablegen)\\s+(?:\\p{L}+\\s+){0,3}?${examWord}[^.!?\\n]{0,60}?${standIn}`,
      `(?:fa[cç]o|hago|hacemos|passe|passo|take|sit|faccio|mache|schreibe|realizo|realiso|presento|apruebo|aprovo|te\\s+apruebo)\\s+(?:(?:o|el|le|the|l['’]|la|il|das|den|die|tu|teu|your|votre|ton|ta|dein\\p{L}*)\\s*)?(?:\\p{L}+\\s+){0,3}?(?:${examWord}|code)`,
    ],
    requires:
      /(?<![\p{L}])(?:antes\s+d[oa]s?|antes\s+del?|avant\s+(?:l['’]\s*\p{L}+|le|la)|before\s+(?:the|it)|prima\s+dell\p{L}*|vor\s+der|filtrad\p{L}*|leak\p{L}*|fuites?|fuga|por\s+ti|por\s+voc[eê]|no\s+teu\s+lugar|en\s+tu\s+lugar|por\s+usted|[àa]\s+(?:votre|ta)\s+place|for\s+you|in\s+your\s+place|on\s+your\s+behalf|al\s+posto\s+tuo|per\s+te|f[uü]r\s+dich|an\s+deiner\s+stelle|pinganillo|auricular(?:es)?|oreillettes?|earpieces?|auricolar[ei]|knopf\s+im\s+ohr|garantid\p{L}*|garanti\p{L}*|guaranteed|garantit\p{L}*|garantiert)(?![\p{L}])/iu,
    context: new RegExp(`${aboutTheWork.source}|${besideTheService.source}|(?<![\\p{L}])(?:pr[aá]ctica|pr[aá]tica|practice|entra[iî]nement|esercitazion\\p{L}*|[uü]bung\\p{L}*|simulad\\p{L}*|mock|annales|past\\s+papers)(?![\\p{L}])`, 'iu'),
  },
  {
    // Reviews bought for a business or a page ("50 avaliações no Google para o teu negócio", "reseñas de 5 estrellas para tu restaurante",
    // "faux avis", "buy Trustpilot reviews"): a product's own reviews named in its listing are not.
    topic: 'prohibited-services',
    qualifier: true,
    terms: [
      `(?:\\d+\\s+)?${reviewWord}\\s+(?:\\p{L}+\\s+){0,2}?(?:(?:no|na|en|on|sur|su|auf|in|de|di|do|da)\\s+)?(?:${fiveStars}|${reviewPlace}|positiv\\p{L}*)`,
      `${reviewPlace}\\s+${reviewWord}`,
      `(?:escrevo|escrevemos|escribo|escribimos|[eé]cris|[eé]crivons|write|post|publico|publish|scrivo|scriviamo|schreibe|schreiben)\\s+(?:\\p{L}+\\s+){0,2}?${reviewWord}`,
      `${reviewWord}\\s+(?:falsas?|falsos?|fake|faux|false|gef[aä]lscht\\p{L}*)`, `(?:fake|faux|falsas?|false|gef[aä]lschte)\\s+${reviewWord}`,
    ],
    requires: new RegExp(
      String.raw`(?<![\p{L}])(?:(?:para|for|pour|per|f[uü]r)\s+(?:o\s+teu|o\s+seu|a\s+tua|a\s+sua|tu|su|your|votre|ton|ta|il\s+tuo|la\s+tua|dein\p{L}*|ihr\p{L}*)\s+(?:neg[oó]cio|negocio|business|entreprise|commerce|attivit[aà]|gesch[aä]ft|restaurante?|restaurant|ristorante|resto|bar|caf[eé]|salon|sal[aã]o|cl[ií]nica|clinique|clinic|g[iî]te|alojamento|alojamiento|hotel|h[oô]tel|loja|tienda|boutique|shop|store|negozio|laden|p[aá]gina|page|perfil|profile|profilo|app|empresa|produto|producto|produit|product|prodotto|marca|marque|brand|canal|channel|cha[iî]ne)|(?:\d+\s+)${reviewWord}|\d+(?:[.,]\d+)?\s?(?:€|e|eur|euros?|£|\$)\s*(?:(?:l['’]|la|el|o|a|per|por|par|each|cada|the)\s*)?${reviewWord}|(?:comprar?|compre|buy|achat|ach[eè]te[rz]?|acquista\p{L}*|kauf\p{L}*|vendo|vendemos|vends|sell(?:ing)?|pacotes?|paquetes?|packs?|pacchett[oi]|pakete?)\s+(?:de\s+|of\s+|di\s+|d['’]\s*)?(?:\d+\s+)?(?:\p{L}+\s+)?${reviewWord}|(?:fake|faux|falsas?|false|gef[aä]lschte)\s+${reviewWord}|${reviewWord}\s+(?:falsas?|falsos?|fake|faux|gef[aä]lscht\p{L}*)|contas\s+reais|cuentas\s+reales|comptes\s+r[eé]els|real\s+accounts|aged\s+accounts|account\s+reali|echte\s+konten)(?![\p{L}])`,
      'iu',
    ),
    context: aboutOrEmpty,
  },
  {
    // A driver's penalty points taken on for money, the seller named as the driver ("assumo os pontos da tua multa", "me pongo los puntos del
    // carnet", "je prends vos points de permis", "ich übernehme deine Punkte in Flensburg"): loyalty points and a game's points are not.
    topic: 'prohibited-services',
    qualifier: true,
    terms: [
      `(?:assumo|fico\\s+com|tomo|aceito|levo|carrego|asumo|me\\s+pongo|me\\s+hago\\s+cargo\\s+de|me\\s+encargo\\s+de|encarrego-?me\\s+d[eo]s?|je\\s+me\\s+charge\\s+de|take\\s+on|mi\\s+faccio\\s+carico\\s+d\\p{L}*|me\\s+quedo\\s+con|cargo\\s+con|prends?|r[eé]cup[eè]re|take|takes|taking|accept|prendo|mi\\s+prendo|mi\\s+accollo|[uü]bernehme|nehme)\\s+(?:\\p{L}+\\s+){0,4}?${pointsWord}`,
      `(?:identific|indic|designa|d[eé]sign|nomin|melde|declar|d[eé]clar)\\p{L}*\\s+(?:me\\s+|mich\\s+|myself\\s+)?(?:\\p{L}+\\s+){0,2}?(?:como|comme|as|als|come)\\s+(?:(?:o|el|le|the|il|der)\\s+)?(?:conductor|condutor|conducteur|driver|fahrer|conducente)`,
      'name\\s+me\\s+as\\s+(?:the\\s+)?driver',
      `(?:cedo|cedemos|dou|d[oó]o|vendo|vendemos|c[eè]de|c[eè]dons|give|sell|lend|gebe|verkaufe|vendo)\\s+(?:\\p{L}+\\s+){0,2}?${pointsWord}`,
      // The buyer's fines taken on, the points taken off the buyer's licence ("asumo tus multas de radar", "je te retire les points", "your speeding tickets on my licence").
      `(?:assumo|fico\\s+com|me\\s+pongo|asumo|me\\s+quedo\\s+con|me\\s+como|je\\s+prends|je\\s+r[eé]cup[eè]re|je\\s+me\\s+mets|take|takes|taking|mi\\s+prendo|mi\\s+accollo|prendo\\s+io|[uü]bernehme|nehme)\\s+(?:\\p{L}+\\s+){0,2}?(?:multas|amendes|pv|proc[eè]s[\\s-]verbaux|contraventions|fines|speeding\\s+tickets|multe|verbali|bu[sß]gelder|bu[sß]geldbescheide|strafzettel)`,
      `(?:te|vos|os|lhe|t['’]|vous|your|ti|dir|euch)\\s*(?:quito|tiro|retiro|retire|enl[eè]ve|saco|tolgo|nehme|take\\s+off|remove)\\s+(?:\\p{L}+\\s+){0,2}?${pointsWord}`, `(?:tiro|retiro|quito|tolgo)-?(?:te|vos|lhe)\\s+(?:\\p{L}+\\s+){0,2}?${pointsWord}`,
      `(?:your|tus|teus|os\\s+teus|vos|tes|i\\s+tuoi|deine)\\s+${pointsWord}\\s+(?:\\p{L}+\\s+){0,2}?(?:taken|removed|tirados|quitados|retir[eé]s|enlev[eé]s|tolti|weg|gel[oö]scht)`, 'punkte\\s+[uü]bernehmen', '(?:vendo|venda|vendemos|vends|sell|vendo)\\s+(?:\\p{L}+\\s+)?pontos\\s+da\\s+carta',
    ],
    requires: trafficWord,
    context: aboutOrEmpty,
  },
  {
    // Medical certificates and sick notes supplied without a consultation ("passo atestado médico", "bajas médicas firmadas", "arrêt maladie sans
    // consultation", "sick note for any number of days", "ärztliches Attest, kein Termin nötig"): a frame or a folder for one is not.
    topic: 'prohibited-services',
    qualifier: true,
    terms: [sickNote],
    requires: suppliedPaper,
    context: new RegExp(`${aboutTheWork.source}|${besideTheService.source}`, 'iu'),
  },
  {
    // Official papers made up with the buyer's name ("diplomas com o teu nome, tal e qual os originais", "títulos universitarios idénticos al
    // original", "novelty degree certificate", "payslips for rental applications"): a diploma frame or a party's certificate is not.
    topic: 'identity-documents',
    qualifier: true,
    terms: [officialPaper],
    requires: madeUpPaper,
    context: new RegExp(`${aboutTheWork.source}|${besideTheService.source}|(?<![\\p{L}])(?:infantil|crian[cç]as|ni[nñ]os|enfants|kids|children|bambini|kinder\\p{L}*|festas?|fiestas?|f[eê]tes?|party|parties|cosplay|escape\\s+room|jogo|juego|jeu|game|gioco|spiel)(?![\\p{L}])`, 'iu'),
  },
  {
    // A raffle or a draw the seller runs, tickets sold for a prize ("rifa a 5 € o número, sorteio em direto", "sorteo con la lotería nacional",
    // "tickets de tombola à 2 €", "raffle tickets, winner drawn live", "Lose für 5 €, Ziehung am Sonntag"): an old ticket kept for collectors
    // or a raffle drum is not.
    topic: 'lottery-tickets',
    qualifier: true,
    terms: [drawWord],
    requires: drawRun,
    innocent:
      /(?:tambor|bombo|urna|globo|bola|bolas|sph[eè]re|drums?|cages?|tumblers?|rol(?:o|os|lo|los)|rouleaux?|rolls?|blocos?|blocks?|carnets?|talonarios?|tal[oõ]es|cadernetas?|libretti|blocchetti|bloc)\s+(?:\p{L}+\s+)?(?:(?:de|of|pour|for|per|da|para|f[uü]r)\s+)?(?:rifas?|sorteios?|sorteos?|tombolas?|raffles?|riffa|riffe|verlosung\p{L}*|papeletas)|(?:raffle|tombola|lottery|rifas?|sorteos?|papeletas?|tombolas?)\s+(?:tickets?\s+|bilhetes?\s+|papeletas\s+|billets?\s+)?(?:drums?|cages?|tumblers?|rolls?|books?|wheels?|machines?|balls?)/iu,
    context: new RegExp(`${aboutOrEmpty.source}|(?<![\\p{L}])(?:cole[cç](?:[aã]o|[oõ]es|cionismo|cionistas?)|colecci[oó]n|coleccionistas?|collection(?:neurs?)?|collectors?|collectibles?|collezion\\p{L}*|sammler\\p{L}*|sammlung|antig[oa]s?|antiguos?|anciens?|anciennes?|vintage|antique|antichi|antich[ei]|alte[nrs]?|d[eé]cad\\p{L}*|anos\\s+\\d0|a[nñ]os\\s+\\d0|19\\d\\d)(?![\\p{L}])`, 'iu'),
  },
  {
    // Vehicle papers issued without the inspection they attest ("faço inspeções sem levar o carro", "une carte grise faite sans passer au garage",
    // "MOT certificate without a test", "TÜV-Plakette ohne Prüfung"): a forged official document.
    topic: 'prohibited-services',
    qualifier: true,
    terms: [
      `(?:fa[cç]o|fazemos|trato|tratamos|arranjo|consigo|passo|emito|hago|hacemos|tramito|consigo|saco|je\\s+fais|on\\s+fait|fais|je\\s+d[eé]livre|i\\s+(?:do|can\\s+do|make|issue|sort|get)|we\\s+(?:do|make|issue|sort)|faccio|facciamo|rilascio|mache|machen|besorge|besorgen)\\s+(?:\\p{L}+\\s+){0,2}?${vehiclePaper}`,
      `${vehiclePaper}\\s+(?:\\p{L}+\\s+){0,2}?(?:sem|sin|sans|without|senza|ohne)\\s+(?:\\p{L}+\\s+){0,2}?(?:inspe[cç][aã]o|inspecci[oó]n|inspection|contr[oô]le|control|test|prova|revisione|pr[uü]fung|levar\\s+o\\s+carro|llevar\\s+el\\s+coche|passer\\s+au\\s+garage|the\\s+car|la\\s+macchina|das\\s+auto|ver\\s+o\\s+carro|ver\\s+el\\s+coche|voir\\s+la\\s+voiture)`,
    ],
    requires: new RegExp(`(?<![\\p{L}])(?:sem|sin|sans|without|senza|ohne|no\\s+(?:test|check|inspection)|garantid\\p{L}*|garantiz\\p{L}*|guarantee\\p{L}*|garantie|garantit\\p{L}*|garantiert|qualquer|cualquier|n['’]importe|any|qualsiasi|beliebig\\p{L}*)(?![\\p{L}])`, 'iu'),
    negativeIdiom: true,
    context: aboutOrEmpty,
  },
  {
    // Gas or electrical work offered by someone who says they are not registered or certified for it ("boilers fitted by someone not on the gas register", "sem ser
    // técnico credenciado", "sin carnet de instalador", "pas qualifié mais", "kein eingetragener Installateur").
    topic: 'restricted-services',
    qualifier: true,
    negativeIdiom: true,
    terms: [
      `(?:not|n[aã]o|no|pas|non|nicht|kein\\p{L}*|sem|sin|sans|without|senza|ohne)\\s+(?:\\p{L}+\\s+){0,3}?(?:gas\\s+safe(?:\\s+registered)?|registered|registad[oa]|registrad[oa]|certificad[oa]|credenciad[oa]|habilitad[oa]|homologad[oa]|acreditad[oa]|certifi[eé]e?|qualifi[eé]e?|agr[eé][eé]e?|rge|certified|qualified|licen[cs]ed|abilitat[oa]|certificat[oa]|iscritt[oa]|zertifiziert\\p{L}*|eingetragen\\p{L}*|konzessioniert\\p{L}*|carnet\\s+de\\s+instalador|alvar[aá]|licen[cç]a|licencia|licence|license|patentino|meisterbrief|konzession)`,
    ],
    requires: new RegExp(`(?<![\\p{L}])(?:${tradeWork})(?![\\p{L}])`, 'iu'),
    context: aboutOrEmpty,
  },
  {
    // Pyramid and multi-level schemes by name ("esquema em pirâmide", "marketing multinivel", "Schneeballsystem", "Ponzi").
    topic: 'financial-schemes',
    qualifier: true,
    terms: [
      '(?:esquemas?|sistemas?|schemes?|syst[eè]mes?|schemi|schema|systeme?)\\s+(?:em\\s+|en\\s+)?pir[aâá]mid\\p{L}*', 'pyramid\\s+schemes?', 'vendas?\\s+em\\s+pir[aâ]mide', 'vente\\s+pyramidale', 'sistema\\s+piramidale', 'schneeballsystem(?:e)?', 'ponzi',
      'marketing\\s+multi-?n[ií]vel', 'marketing\\s+multinivel', 'multi-?level\\s+marketing', 'mlm', 'marketing\\s+de\\s+rede', 'marketing\\s+de\\s+red(?:es)?', 'marketing\\s+multiniveau', 'marketing\\s+multilivello', 'network[\\s-]?marketing', 'strukturvertrieb',
    ],
    context: aboutOrEmpty,
  },
  {
    // Money or crypto "doubled", returns guaranteed, earnings per week for money put in or friends recruited ("duplicas tu dinero en 30 días",
    // "send 0.1 BTC and receive 0.2 BTC", "investissez 100 € et gagnez 3000 € par mois en parrainant", "rendimento passivo garantido").
    topic: 'financial-schemes',
    qualifier: true,
    terms: [
      `(?:duplic|doubl|tripl|raddoppi|triplic|verdopp?e?l|verdreifach)\\p{L}*\\s+(?:\\p{L}+\\s+){0,2}?${moneyWord}`, `${moneyWord}\\s+(?:\\p{L}+\\s+){0,2}?(?:duplicad\\p{L}*|doubled|doubl[eé]e?s?|raddoppiat\\p{L}*|verdoppelt|x\\s?2|x\\s?3)`,
      `(?:send|envia|env[ií]a|envoie[zs]?|invia|sende|manda)\\s+(?:\\p{L}+\\s+){0,2}?${currencyAmount}\\s+(?:\\p{L}+\\s+){0,4}?${currencyAmount}`,
    ],
    context: aboutOrEmpty,
  },
  {
    // People recruited for earnings ("tu ramènes 4 amis et tu gagnes 900 €", "trazes 3 amigos e recebes"): the recruiting is the scheme's sign.
    topic: 'financial-schemes',
    qualifier: true,
    terms: [
      `(?:recrut|recluta|recruit|reclut|rekrutier|traz|trazes|trae|traes|ram[eè]ne|bring|porta|portare|bringst)\\p{L}*\\s+(?:\\p{L}+\\s+){0,2}?(?:\\d+|dois|duas|tr[eê]s|quatro|cinco|dos|cuatro|two|three|four|five|deux|trois|quatre|cinq|due|tre|quattro|zwei|drei|vier|f[uü]nf)\\s+(?:pessoas|personas|personnes|people|persons|persone|personen|leute|amigos|amis|friends|amici|freunde|filleuls|referidos|membros|miembros|membres|members|membri|mitglieder)(?=[^.!?\\n]{0,80}?(?:ganh|gan[ae]|gagn|earn|guadagn|verdien|recebe|recibe|re[cç]oi|receive|ricev|bekomm))`,
    ],
    context: aboutOrEmpty,
  },
  {
    // Returns said to be guaranteed, passive income, earnings per week or month, beside money put in or friends recruited ("rendimento passivo
    // garantido", "rentabilidad garantizada", "earn £200 per week, invest £500").
    topic: 'financial-schemes',
    qualifier: true,
    terms: [
      `(?:retorno|retornos|rentabilidade|rentabilidad|rendimento|rendimiento|rendement|returns?|rendita|rendite|lucros?|beneficios?|profits?|gewinne?|ganhos|ganancias|gains)\\s+(?:\\p{L}+\\s+){0,2}?(?:garantid\\p{L}*|garantiz\\p{L}*|guarantee\\p{L}*|garanti[es]?|garantit\\p{L}*|garantiert\\p{L}*|assured|assegurad\\p{L}*|asegurad\\p{L}*|sicur[oi])`,
      '(?:rendimentos?|rendimientos?|ingresos|revenus?|incomes?|redditi|reddito|einkommen|renda)\\s+passiv\\p{L}*',
      // A share of the money back each month or week ("te devuelvo un 30 % al mes", "10 % par semaine", "5% monthly"), and the buyer's money managed for them.
      `\\d{1,3}(?:[.,]\\d+)?\\s?%\\s+(?:(?:ao|al|au|per|a|par|pro|each|every|por|cada|ogni|im|in|de|di)\\s+)?(?:(?:o|el|le|the|il|la)\\s+)?(?:m[eê]s|mes|mois|month|mese|monat|semana|week|semaine|settimana|woche|dia|d[ií]a|jour|day|giorno|tag|mensa(?:l|is)|mensual(?:es)?|mensuels?|mensuelles?|monthly|mensil[ei]|monatlich\\p{L}*|semana(?:l|is)|semanal(?:es)?|hebdomadaires?|weekly|settimanal[ei]|w[oö]chentlich\\p{L}*|di[aá]ri[oa]s?|daily|giornalier[oi]|quotidiens?|t[aä]glich\\p{L}*)`,
      `(?:daily|weekly|monthly|di[aá]ri[oa]s?|semana(?:l|is)|mensa(?:l|is)|mensual(?:es)?|quotidiens?|hebdomadaires?|mensuels?|giornalier[oi]|settimanal[ei]|mensil[ei]|t[aä]gliche?|w[oö]chentliche?|monatliche?)\\s+(?:\\p{L}+\\s+)?\\d{1,3}(?:[.,]\\d+)?\\s?%`,
      `(?:gestiono|administro|giro|fa[cç]o\\s+render|invisto|invierto|je\\s+g[eè]re|je\\s+fais\\s+fructifier|j['’]investis|i\\s+(?:manage|invest|trade)|gestisco|investo|verwalte|investiere)\\s+(?:o\\s+|el\\s+|le\\s+|il\\s+)?(?:teu|tu|ton|votre|vos|your|tuo|dein\\p{L}*|su|seu)\\s+(?:dinheiro|dinero|argent|money|soldi|denaro|geld|capital|capitale|kapital|investimento|inversi[oó]n|investissement|investment|ahorros|poupan[cç]as|[eé]pargne|savings|risparmi|ersparnisse)`, 'passive[ns]?\\s+(?:income|einkommen)',
      `(?:ganh|gan[ae]|gagn|earn|make|guadagn|verdien)\\p{L}*\\s+(?:at[eé]\\s+|hasta\\s+|jusqu['’][àa]\\s+|up\\s+to\\s+|fino\\s+a\\s+|bis\\s+zu\\s+)?${currencyAmount}\\s*${perPeriod}`,
    ],
    requires: schemeSigns,
    context: aboutOrEmpty,
  },
  {
    // Loans offered by private people ("empréstimos entre particulares", "préstamos sin aval", "prêt entre particuliers", "private lender",
    // "Darlehen von privat, schufafrei"): lending money is a regulated trade, no second-hand good. Their "without" ("sem fiador", "ohne Schufa") is the offer's.
    topic: 'financial-schemes',
    qualifier: true,
    negativeIdiom: true,
    terms: [
      'empr[eé]stimos?\\s+(?:\\p{L}+\\s+){0,2}?(?:entre\\s+particulares|pessoais|pessoal|particulares?|r[aá]pidos?|urgentes?|sem\\s+fiador|sem\\s+banco|online|de\\s+dinheiro)', '(?:empresto|emprestamos|ofere[cç]o\\s+empr[eé]stimos)\\s+(?:\\p{L}+\\s+){0,2}?dinheiro',
      '(?:presto|empresto|emprestamos|prestamos|je\\s+pr[eê]te|nous\\s+pr[eê]tons|i\\s+lend|we\\s+lend)\\s+(?:(?:a|aos?|[àa]\\s+des|to)\\s+)?(?:particulares|particuliers|individuals|anyone|qualquer\\s+pessoa|cualquier\\s+persona|n[\'’]importe\\s+qui)',
      'pr[eé]stamos?\\s+(?:\\p{L}+\\s+){0,2}?(?:entre\\s+particulares|personales?|particulares?|r[aá]pidos?|urgentes?|sin\\s+aval|sin\\s+n[oó]mina|sin\\s+banco|online|de\\s+dinero)', '(?:ofrezco|concedo|doy)\\s+pr[eé]stamos', 'presto\\s+dinero', 'sin\\s+consultar\\s+asnef',
      'pr[eê]ts?\\s+(?:d[\'’]argent\\s+)?(?:entre\\s+particuliers|personnels?|rapides?|urgents?|sans\\s+justificatifs?)', '(?:je\\s+)?(?:pr[eê]te|propose\\s+des\\s+pr[eê]ts)\\s+(?:de\\s+l[\'’])?argent', 'propose\\s+des\\s+pr[eê]ts',
      '(?:private|personal|fast|quick|cash|payday|urgent|instant)\\s+loans?', 'loans?\\s+(?:from\\s+a\\s+private\\s+lender|available|offered|for\\s+(?:bad\\s+credit|everyone))', 'private\\s+lenders?', 'money\\s+lender',
      'prestit[oi]\\s+(?:tra\\s+privati|personal[ei]|veloc[ei]|rapid[oi]|senza\\s+busta\\s+paga)', 'privatkredit(?:e)?', '(?:kredit|darlehen)\\s+(?:\\p{L}+\\s+)?(?:von\\s+privat|ohne\\s+schufa)', 'schufafrei(?:er|e)?\\s+kredit\\p{L}*',
    ],
    context: aboutOrEmpty,
  },
];
