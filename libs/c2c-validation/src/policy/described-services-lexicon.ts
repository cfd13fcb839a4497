import { aboutOrEmpty, type TopicLexicon } from './item-lexicon.ts';

/**
 * Services and schemes said by what they do rather than named (PT, ES, FR, EN, IT, DE), read the way a moderator reads them: an
 * official act or paper, an offer, and the way around the rule the offer takes. Each part is a small pattern of its own; an entry joins
 * two or three of them.
 * - papers and licences obtained "without the exam" or "without the course", or got for the buyer through someone inside
 *   (`prohibited-services`: the marketplaces' clauses on illegal and fraudulent services — OLX "Illegal and fraudulent services", Vinted
 *   "Services", Wallapop "Services that break the law or deceive", eBay "Services policy");
 * - fraud done for the buyer: a tax return with expenses they never had, a registration at an address they do not live at, an interview
 *   sat in their place, a government appointment resold, someone's account broken into (`prohibited-services`);
 * - identity, work and bank accounts rented out or lent (a tax number, a right-to-work code, a bank account to pass payments through,
 *   a card in another person's name: the money-mule offers every marketplace's fraud clause names) (`prohibited-services`);
 * - sexual services said indirectly: a massage "with a happy ending", company "for generous gentlemen" (`sexual-services`: the adult
 *   services every one of the four refuses);
 * - schemes said by their mechanics: pay in one amount and get a larger one out when new members join (gifting circles), fees paid by
 *   the people one signs up (`financial-schemes`); a paid mystery box one of whose boxes holds a prize (`lottery-tickets`: a game of chance).
 * The same words in a driving school's, an accountant's, a masseur's, a landlord's or a toy shop's listing stay innocent: they lack the
 * way around the rule.
 */

/** Licences, permits, certificates and diplomas a person earns by an exam or a course. */
const licencePaper = String.raw`(?:cartas?\s+de\s+(?:condu[cç][aã]o|marinheiro|patr[aã]o|ca[cç]ador|ca[cç]a)|licen[cç]as?(?:\s+de\s+\p{L}+)?|carn[eé]s?(?:\s+de\s+\p{L}+)?|carnets?(?:\s+de\s+\p{L}+)?|permisos?\s+de\s+(?:conducir|conduccion|conducción|armas|caza|pesca)|t[ií]tulos?(?:\s+de\s+(?:patr[oó]n|capit[aá]n|eso|bachiller\p{L}*|grado|\p{L}+))?|certificad[oa]s?|certificats?|certificates?|certificat[oi]|certificazion[ei]|attestat[oi]|diplomas?|dipl[oô]mes?|diplomi|permis(?:\s+(?:de\s+conduire|bateau|c[oô]tier|hauturier|cariste|moto|poids\s+lourd|de\s+chasse|[a-d]))?|caces|brevets?|licen[cs]es?|cscs(?:\s+cards?)?|(?:id|identity|driving|trade|skills?|safety)\s+cards?|patente(?:\s+(?:nautica|[a-d]))?|patentino|porto\s+d['’]armi|f[uü]hrerschein\p{L}*|bootsf[uü]hrerschein\p{L}*|staplerschein\p{L}*|sportbootf[uü]hrerschein\p{L}*|jagdschein\p{L}*|waffenschein\p{L}*|angelschein\p{L}*|sprachzertifikat\p{L}*|zertifikat\p{L}*|zeugnis(?:se)?|nachweis\p{L}*)`;
/** The step the paper stands for, skipped: "sem fazer exame", "sin hacer el curso", "sans passer l'examen", "without sitting the test", "no test needed". */
const withoutTheExam = String.raw`(?:sem|sin|sans|without|senza|ohne|no)\s+(?:\p{L}+[\s']+){0,2}?(?:exames?|ex[aá]men(?:es)?|examens?|exams?|esam[ei]|pr[uü]fung\p{L}*|tests?|testes?|provas?|pruebas?|cursos?|cours|courses?|corsi|corso|kurs\p{L}*|formations?|forma[cç][aã]o|formaci[oó]n|training|ausbildung|aulas|clases|le[cç]ons|lessons|lezioni|fahrstunden|schulung\p{L}*|pr[aá]ticas?|practicas|pratique)(?![\p{L}])`;
/** Signs that the paper is issued to the buyer, not a book about one: their name, official, registered, valid, a delivery time, an insider. */
const paperIssued =
  /(?<![\p{L}])(?:(?:a|em|no|ao|au|in|on|a|auf|al)\s+(?:teu|tu|seu|su|ton|votre|your|tuo|deinen?|ihren?)\s+(?:nome|nombre|nom|name|namen)|oficia(?:l|is|les)|officiel(?:le)?s?|official|ufficial[ei]|offiziell\p{L}*|registad\p{L}*|registrad\p{L}*|registrat\p{L}*|enregistr\p{L}*|eingetragen\p{L}*|on\s+the\s+system|registriert\p{L}*|homologad\p{L}*|v[aá]lid\p{L}*|valable\p{L}*|gültig\p{L}*|gueltig\p{L}*|\d+\s+(?:dias|d[ií]as|jours|days|giorni|tage|semanas|semaines|weeks|settimane|wochen)|conhe[cç]o\s+\p{L}+|conozco\s+\p{L}+|je\s+connais|i\s+know\s+someone|conosco\s+\p{L}+|ich\s+kenne|garantid\p{L}*|garantiz\p{L}*|guarantee\p{L}*|garanti[es]?|garantit\p{L}*|garantiert|emitid\p{L}*|expedid\p{L}*|[eé]mise?s?|issued|rilasciat\p{L}*|intestat\p{L}*|ausgestellt\p{L}*)(?![\p{L}])/iu;
/** A vehicle one drives without a licence ("voiture sans permis", "coche sin carnet", "licence-free car"): its listing names no licence sold. */
const licenceFreeVehicle =
  /(?<![\p{L}])(?:(?:voitures?|voiturettes?|v[eé]hicules?|autos?|coches?|carros?|cars?|quads?|scooters?|motos?|mopeds?|cyclomoteurs?|ciclomotor\p{L}*|minicar\p{L}*|microcar\p{L}*)\s+(?:\p{L}+\s+)?(?:sans|sin|sem|without|senza|ohne)\s+(?:permis|carnet|carta|licen[cs]e|patente|f[uü]hrerschein)|licen[cs]e[\s-]free|f[uü]hrerscheinfrei\p{L}*)(?![\p{L}])/iu;
/** Getting the paper for the buyer ("ti faccio avere la patente", "te consigo el carnet", "I can get you a licence", "ich besorge dir den Führerschein"). */
const getForYou = String.raw`(?:ti\s+faccio\s+avere|ve\s+lo\s+faccio\s+avere|te\s+(?:consigo|saco|tramito|arreglo)|consigo-?te|arranjo-?te|tiro-?te|je\s+(?:te|vous)\s+(?:fais\s+avoir|obtiens|procure)|i\s+(?:can|will|'ll)\s+get\s+you|i\s+get\s+you|we\s+get\s+you|ich\s+(?:besorge|verschaffe)\s+(?:dir|ihnen))`;
/** Someone inside the office that issues it: "conheço alguém no IMT", "conozco a uno en tráfico", "conosco uno in motorizzazione". */
const insider = String.raw`(?:conhe[cç]o|conozco|je\s+connais|i\s+know|conosco|ich\s+kenne|tenho|tengo|j['’]ai|i\s+have|ho|habe)\s+(?:\p{L}+\s+){0,3}?(?:no|na|nos|nas|en|dans|[àa]\s+la|au|at|in|inside|dentro|bei|beim|im|alla|nella)\s+(?:\p{L}+\s+){0,1}?(?:imt|dgt|tr[aá]fico|motoriz+azione|pr[eé]fecture|dvla|dvsa|f[uü]hrerscheinstelle|stra[sß]enverkehrsamt|c[aâ]mara|ayuntamiento|mairie|council|comune|rathaus|b[uü]rgeramt|finan[cç]as|hacienda|imp[oô]ts|agenzia|finanzamt|escola|escuela|auto-?escuela|auto-?[eé]cole|autoscuola|fahrschule|sef|aima|extranjer[ií]a|questura|ausl[aä]nderbeh[oö]rde|ministerio|minist[eè]re|ministero|ministry|universidade|universidad|universit[eé]|university|universit[aà]|uni)(?![\p{L}])`;

/** A tax return ("IRS", "declaração de rendimentos", "la renta", "déclaration d'impôts", "tax return", "730", "Steuererklärung"). */
const taxReturn = String.raw`(?:irs|declara[cç](?:[aã]o|[oõ]es)\s+(?:de\s+)?(?:irs|impostos|rendimentos)|(?:declaraci[oó]n\s+de\s+(?:la\s+)?)?renta|hacienda|d[eé]clarations?\s+(?:d['’]imp[oô]ts?|de\s+revenus)|imp[oô]ts?|tax\s+returns?|self[\s-]assessment|hmrc|tax\s+refunds?|dichiarazion[ei]\s+dei\s+redditi|730|modello\s+unico|steuererkl[aä]rung\p{L}*|finanzamt)`;
/** Expenses, deductions and receipts the filer never had: invented, fictitious, "que não tiveste". */
const expenseWord = String.raw`(?:despesas|gastos|d[eé]penses|frais|expenses|deductions|spese|detrazioni|ausgaben|werbungskosten|faturas|facturas|factures|invoices|receipts|recibos|ricevute|fatture|belege|quittungen|rechnungen|rendas?|alquiler(?:es)?|loyers?|rent|affitt[oi]|mieten?)`;
const neverHad = String.raw`(?:inventad\p{L}*|invent[oa]|inventamos|fict[ií]ci\p{L}*|fictives?|fictifs?|fittizi\p{L}*|fiktiv\p{L}*|made[\s-]up|fake|falsas?|falsos?|fausses?|faux|false|fals[ei]|gef[aä]lscht\p{L}*|erfunden\p{L}*|que\s+n[aã]o\s+(?:tiveste|teve|tiveram|tens|fizeste)|que\s+no\s+(?:tuviste|has\s+tenido|tienes|hiciste)|que\s+tu\s+n['’]as\s+(?:pas\s+)?(?:eu|eues|fait|faites)|(?:you|u)\s+(?:never|didn['’]t|did\s+not)\s+(?:have|had|pay|paid|make|made)|che\s+non\s+hai\s+(?:avuto|fatto|sostenuto)|die\s+du\s+(?:nie|nicht)\s+hattest|que\s+n[aã]o\s+pagas|que\s+no\s+pagas|que\s+tu\s+ne\s+pa(?:ies|yes)\s+pas|(?:you|u)\s+(?:don['’]t|do\s+not)\s+(?:really\s+)?pay|che\s+non\s+paghi|die\s+du\s+nicht\s+(?:zahlst|bezahlst))`;
const invent = String.raw`(?:invento|inventamos|invent(?:e|o)\s+(?:as|os|las|los|les|the)|j['’]invente|i\s+(?:invent|make\s+up|fake)|invento|erfinde)`;

/** Papers an employer or a landlord issues, made up for a permit, a visa or a loan: a contract, an offer letter, a certificate of employment. */
const workPaper = String.raw`(?:contratos?\s+de\s+(?:trabalho|trabajo|arrendamento|alquiler)|contrats?\s+de\s+(?:travail|location|bail)|(?:employment|work|job|tenancy)\s+(?:contracts?|letters?|offers?)|job\s+offer\s+letters?|contratt[oi]\s+di\s+(?:lavoro|affitto)|arbeitsvertr[aä]ge?|arbeitsvertrag|mietvertr[aä]ge?|mietvertrag|declara[cç](?:[aã]o|[oõ]es)\s+de\s+(?:entidade\s+patronal|emprego)|certificados?\s+de\s+empresa|attestations?\s+(?:de\s+travail|d['’]emploi|employeur)|arbeitgeberbescheinigung\p{L}*)`;
/** What the made-up paper is for: a residence or work permit, a visa, a nationality file, a loan or a rental. */
const forAnOffice = String.raw`(?:autoriza[cç][aã]o\s+de\s+resid[eê]ncia|t[ií]tulo\s+de\s+resid[eê]ncia|permisos?\s+de\s+(?:residencia|trabajo)|arraigo|titre\s+de\s+s[eé]jour|r[eé]gularisation|naturali[sz]a\p{L}*|visas?|vistos?|permesso\s+di\s+soggiorno|aufenthalt\p{L}*|work\s+permits?|residence\s+permits?|nacionalidad|nacionalidade|nationalit[eé]|citizenship|cittadinanza|einb[uü]rgerung|empr[eé]stimos?|pr[eé]stamos?|pr[eê]ts?|loans?|mortgage|hipoteca|prestit[oi]|mutuo|kredit\p{L}*|renovar|renewal|renouvel\p{L}*|rinnov\p{L}*|verl[aä]nger\p{L}*)`;

/** A registration of residence ("empadronamiento", "atestado de residência", "domiciliation", "proof of address", "residenza", "Anmeldung"). */
const registration = String.raw`(?:empresto\s+(?:a\s+)?(?:minha\s+)?morada|(?:te\s+)?presto\s+mi\s+(?:direcci[oó]n|domicilio)|(?:je\s+)?pr[eê]te\s+mon\s+adresse|lend(?:ing)?\s+(?:you\s+)?my\s+address|(?:i['’]ll\s+|i\s+can\s+|i\s+will\s+)?register\s+(?:you|u)\s+at\s+my\s+(?:address|flat|house|place|home)|(?:ti\s+)?presto\s+il\s+mio\s+indirizzo|(?:ich\s+)?leihe\s+(?:dir\s+)?meine\s+adresse|empadrona\p{L}*|empadronar\p{L}*|padr[oó]n|atestados?\s+de\s+(?:resid[eê]ncia|morada)|morada\s+fiscal|domic[ií]lio\s+fiscal|resid[eê]ncia\s+fiscal|certificados?\s+de\s+(?:empadronamiento|residencia)|domiciliation|justificatifs?\s+de\s+domicile|attestations?\s+d['’]h[eé]bergement|proof\s+of\s+address|registered\s+address|council\s+tax|electoral\s+roll|residenza|intest\p{L}*\s+(?:la\s+)?residenza|certificat[oi]\s+di\s+residenza|anmeld\p{L}*|meldebescheinigung\p{L}*|meldeadresse\p{L}*|wohnsitz\p{L}*|wohnungsgeberbest[aä]tigung\p{L}*|inscri[cç](?:[aã]o|[oõ]es)\s+(?:no|na|nas)\s+(?:centro\s+de\s+sa[uú]de|junta|finan[cç]as|seguran[cç]a\s+social|escola)|inscripci[oó]n\s+en\s+(?:el\s+)?(?:centro\s+de\s+salud|padr[oó]n|colegio)|(?:gp|doctor['’]?s?|school)\s+registration|iscrizione\s+(?:al|alla)\s+(?:asl|medico|scuola))`;
/**
 * A registration said fake ("fausse domiciliation", "morada fiscal falsa", "Scheinanmeldung"), or an address said fake after a verb that offers it
 * ("forneço morada falsa", "ofrezco dirección ficticia", "I provide a fake address", "biete falsche Adresse"). A bare "fake address" is the
 * seller's warning against scams ("não envio para moradas falsas", "beware of scammers asking to ship to a fake address"), not an offer.
 */
const fakeRegistration = String.raw`(?:fausses?|faux|falsas?|falsos?|fake|bogus|finta|falsche[nr]?)\s+(?:domicilia\p{L}*|moradas?\s+fisca(?:l|is)|empadronamientos?|attestations?\s+d['’]\s*h[eé]bergement|meldeadressen?|anmeldung(?:en)?)|(?:domiciliation|morada\s+fiscal|empadronamiento|attestation\s+d['’]\s*h[eé]bergement)\s+(?:fictive|fict[ií]ci[ao]|falsa|falso|fausse|fake|finta|fittizi[ao])|schein(?:anmeldung|wohnsitz)\p{L}*`;
const offerVerb = String.raw`(?:forne[cç]o|ofere[cç]o|arranjo|vendo|facilito|proporciono|ofrezco|consigo|(?:je\s+)?(?:fournis|propose|vends)|(?:i\s+(?:can\s+)?)?(?:provide|offer|sell|supply)|selling|providing|offering|fornisco|offro|procuro|(?:ich\s+)?(?:biete|verkaufe|besorge))`;
const fakePlainAddress = String.raw`(?:fausses?|faux|falsas?|falsos?|fake|bogus|finta|falsche[nr]?)\s+(?:moradas?|direcci[oó]n(?:es)?|domiciles?|adresses?|address(?:es)?|residenza|indirizz[oi]|adressen?)|(?:moradas?|direcci[oó]n|adresse|address|residenza|indirizzo)\s+(?:fictive|fict[ií]ci[ao]|falsa|falso|fausse|fake|finta|fittizi[ao])`;
const fakeAddress = String.raw`${fakeRegistration}|${offerVerb}\s+(?:[\p{L}'’]+\s+){0,3}?(?:${fakePlainAddress})`;
/** The buyer does not live there: "onde não vives", "donde no vives", "où tu n'habites pas", "you never have to live", "non ci abiti", "nicht wohnst". */
const notLivingThere = String.raw`(?:sem\s+(?:teres|ter|precisares)\s+de\s+(?:l[aá]\s+|c[aá]\s+)?(?:viver|morar)|sin\s+(?:tener\s+que|necesidad\s+de)\s+vivir|sans\s+(?:devoir|avoir\s+[àa])\s+(?:y\s+)?(?:habiter|vivre)|without\s+having\s+to\s+(?:live|move\s+in)|senza\s+dover(?:ci)?\s+(?:abitar(?:e|ci)|viver(?:e|ci))|ohne\s+(?:dort\s+|hier\s+)?wohnen\s+zu\s+m[uü]ssen|n[aã]o\s+(?:precisas?|[eé]\s+preciso|tens\s+de|tem\s+de)\s+(?:de\s+)?(?:viver|morar)|no\s+(?:hace\s+falta|necesitas|tienes\s+que)\s+vivir|pas\s+besoin\s+d['’]\s*(?:y\s+)?(?:habiter|vivre)|(?:no|without\s+(?:any\s+)?)\s*need\s+to\s+(?:live|move\s+in)|without\s+moving\s+in|senza\s+(?:trasferirti|traslocare)|non\s+(?:serve|devi)\s+(?:abitarci|viverci|abitare|vivere)|m[uü]sst\s+nicht\s+(?:\p{L}+\s+)?wohnen|ohne\s+(?:\p{L}+\s+)?einzuziehen|sem\s+(?:te\s+)?mudar(?:es)?|sin\s+mudarte|sans\s+(?:y\s+)?emm[eé]nager|(?:onde|em\s+que|que)\s+n[aã]o\s+(?:vives|moras|vive|mora)|sem\s+(?:l[aá]\s+)?(?:viver|morar)|donde\s+no\s+(?:vives|vive)|en\s+(?:el|la)\s+que\s+no\s+(?:vives|vive)|sin\s+vivir|o[uù]\s+(?:tu\s+n['’]habites|vous\s+n['’]habitez)\s+pas|sans\s+y\s+(?:habiter|vivre)|(?:you|u)\s+(?:don['’]t|do\s+not|never)\s+(?:\p{L}+\s+){0,2}?live|without\s+(?:actually\s+)?living|non\s+ci\s+(?:abiti|vivi)|dove\s+non\s+(?:abiti|vivi)|senza\s+(?:abitarci|viverci)|nicht\s+(?:\p{L}+\s+){0,2}?wohnst|ohne\s+(?:dort\s+|hier\s+)?zu\s+wohnen|morada\s+emprestada|direcci[oó]n\s+prestada|adresse\s+(?:pr[eê]t[eé]e|d['’]emprunt)|borrowed\s+address|indirizzo\s+prestato|geliehene\s+adresse|(?:mesmo\s+que|ainda\s+que|aunque|m[eê]me\s+si|even\s+if|anche\s+se|auch\s+wenn|obwohl)\s+(?:\p{L}+\s+)?(?:viv\p{L}*|mor[ae]s|habit\p{L}*|live|abiti|wohnst)\s+(?:\p{L}+\s+)?(?:noutr\p{L}*|n?outro|en\s+otr\p{L}*|ailleurs|elsewhere|altrove|woanders|anderswo))`;

/** A job interview or a test of the buyer's own: the thing a stand-in sits. */
const interviewWord = String.raw`(?:entrevistas?(?:\s+de\s+(?:trabalho|emprego|trabajo))?|entretiens?(?:\s+d['’]embauche)?|(?:job\s+)?interviews?|colloqui(?:o)?(?:\s+di\s+lavoro)?|vorstellungsgespr[aä]ch\p{L}*|bewerbungsgespr[aä]ch\p{L}*|assessment(?:\s+cent(?:er|re))?|online\s+assessments?|testes?\s+psicot[eé]cnicos?|psicot[eé]cnicos?|tests?\s+psychotechniques?|aptitude\s+tests?|einstellungstests?)`;
/** Standing in for the buyer: "por ti", "à ta place", "in your place", "pretending to be you", "al posto tuo", "für dich", "as you". */
const inYourPlace = String.raw`(?:por\s+ti|em\s+teu\s+lugar|no\s+teu\s+lugar|no\s+seu\s+lugar|en\s+tu\s+lugar|en\s+su\s+lugar|[àa]\s+(?:ta|votre)\s+place|pour\s+(?:toi|vous)\s+en\s+visio|in\s+your\s+place|instead\s+of\s+you|on\s+your\s+behalf|pretending\s+to\s+be\s+you|posing\s+as\s+you|as\s+if\s+i\s+were\s+you|al\s+posto\s+tuo|al\s+tuo\s+posto|fingendo(?:mi)?\s+(?:di\s+essere\s+)?te|an\s+deiner\s+stelle|statt\s+deiner|statt\s+dir|als\s+du|fazendo-?me\s+passar\s+por\s+ti|haci[eé]ndome\s+pasar\s+por\s+ti|en\s+me\s+faisant\s+passer\s+pour\s+(?:toi|vous)|con\s+tus\s+datos|com\s+os\s+teus\s+dados|avec\s+tes\s+identifiants|with\s+your\s+(?:login|details|credentials)|con\s+le\s+tue\s+credenziali|mit\s+deinen\s+zugangsdaten|as\s+you\s+(?:on|in|over)\s+(?:video|camera|zoom|teams|the\s+call)|como\s+se\s+fosse\s+tu|como\s+si\s+fuera\s+t[uú]|comme\s+si\s+j['’][eé]tais\s+toi|come\s+se\s+fossi\s+te)`;
/** A first-person doing of the buyer's own test: "hago tu examen", "I'll do your … interview", "ich übernehme deinen Test". */
const iDoYour = String.raw`(?:fa[cç]o|fazemos|hago|hacemos|je\s+(?:fais|passe)|on\s+(?:fait|passe)|i(?:['’]ll|\s+will|\s+can)?\s+(?:do|sit|take)|we\s+(?:do|sit|take)|faccio|sostengo|facciamo|ich\s+(?:mache|[uü]bernehme|schreibe)|mache|[uü]bernehme)\s+(?:o\s+|a\s+)?(?:teu|tua|tu|ton|ta|your|il\s+tuo|la\s+tua|tuo|deine[nm]?)\s+(?:[\p{L}\p{N}'’]+\s+){0,4}?`;
const sitThing = String.raw`(?:${interviewWord}|exames?|ex[aá]men(?:es)?|examens?|exams?|esam[ei]|pr[uü]fung\p{L}*|tests?|quiz(?:zes)?|provas?|pruebas?)`;

/** A government appointment ("cita previa", "marcação", "rendez-vous en préfecture", "appointment", "appuntamento", "Termin"). */
const appointment = String.raw`(?:citas?(?:\s+previas?)?|marca[cç](?:[aã]o|[oõ]es)|agendamentos?|rendez-vous|rdv|appointments?|appuntament[oi]|termin(?:e)?)`;
const officeOfPapers = String.raw`(?:extranjer[ií]a|huellas|dni|pasaporte|passaporte|passeport|passport|sef|aima|pr[eé]fecture|titre\s+de\s+s[eé]jour|home\s+office|biometrics?|visa|visto|questura|permesso\s+di\s+soggiorno|ausl[aä]nderbeh[oö]rde|b[uü]rgeramt|aufenthaltstitel|carta\s+de\s+resid[eê]ncia|cart[aã]o\s+de\s+cidad[aã]o|tr[aá]fico|dgt|imt|dvla|registo\s+civil|registro\s+civil|seguran[cç]a\s+social|seguridad\s+social)`;
/** The appointment sold or got for the buyer: a price, "vendo", "te consigo", "te la cojo". */
const appointmentSold =
  /(?<![\p{L}])(?:vend[oe]|vendemos|vends|sell\p{L}*|vendesi|verkaufe|te\s+(?:la|lo)\s+(?:cojo|consigo|saco)|te\s+consigo|consigo-?te|arranjo|je\s+(?:te|vous)\s+(?:trouve|obtiens|prends)|i\s+(?:can\s+)?(?:get|book|grab)\s+you|ti\s+(?:trovo|prendo)|ich\s+(?:besorge|buche)\s+dir|\d+\s?(?:€|euros?|eur|e|£|quid|pounds?)|(?:€|£)\s?\d+)(?![\p{L}])/iu;

/** Breaking into someone's account: "pirateio", "hackeo", "je pirate", "I hack", "entro nel profilo", "hacke". */
const breakInVerb = String.raw`(?:pirate(?:io|amos|o)|hacke(?:io|o|amos|ar|o)|invado|je\s+pirate|on\s+pirate|pirater|i\s+(?:can\s+)?hack|we\s+hack|hacking|hackero|ti\s+hackero|entro\s+nel|hacke|knacke)`;
const someoneElsesAccount = String.raw`(?:contas?|cuentas?|comptes?|accounts?|profil(?:e|i|o|s)?|perfil(?:es)?|whatsapp|instagram|insta|facebook|snap(?:chat)?|tiktok|e-?mail|gmail|icloud|telem[oó]veis|telem[oó]vel|m[oó]vil(?:es)?|t[eé]l[eé]phones?|phones?|handys?)`;
/** Whose account: anyone's, a partner's, with their messages recovered. */
const whoeverYouWant =
  /(?<![\p{L}])(?:de\s+quem\s+(?:quiseres|quiser)|de\s+quien\s+(?:quieras|quiera)|de\s+qui\s+(?:vous\s+voulez|tu\s+veux)|anyone['’]?s?|anybody['’]?s?|whoever|di\s+chi\s+(?:vuoi|volete)|von\s+wem\s+(?:du\s+willst|ihr\s+wollt)|ex|conjoint\p{L}*|partner\p{L}*|pareja|namorad[oa]|novi[oa]|copain|copine|husband|wife|boyfriend|girlfriend|marido|mujer|femme|mari|fidanzat[oa]|freund(?:in)?|mensagens|mensajes|messages|messaggi|nachrichten|conversas|conversaciones|conversations|chats?)(?![\p{L}])/iu;

/** Renting or lending out something only its holder may use. */
const lendVerb = String.raw`(?:empresto|emprest[ae]|empreste[ms]?|alugo|arrendo|presto|prestas?|alquilo|je\s+(?:loue|pr[eê]te)|loue|pr[eê]te|renting(?:\s+out)?|rent(?:\s+out)?|lend(?:ing)?|let\s+you\s+use|i\s+rent|affitto|noleggio|vermiete|verleihe|leihe)`;
/** A tax, social-security or right-to-work number, a courier's or driver's work account, a bank account: the holder's own. */
const holdersOwn = String.raw`(?:nif|niss|nie|dni|n[uú]mero\s+de\s+(?:contribuinte|seguran[cç]a\s+social|seguridad\s+social)|seguran[cç]a\s+social|seguridad\s+social|num[eé]ro\s+de\s+s[eé]cu(?:rit[eé]\s+sociale)?|siret|statut\s+(?:d['’])?auto-?entrepreneur|ni\s+number|national\s+insurance(?:\s+number)?|share\s+code|right\s+to\s+work(?:\s+share\s+code)?|codice\s+fiscale|partita\s+iva|steuer-?id|sozialversicherungsnummer|contas?\s+(?:banc[aá]rias?|de\s+estafeta|de\s+entregas?|de\s+rider)|cuentas?\s+(?:bancarias?|de\s+(?:rider|repartidor|glovo|uber))|comptes?\s+(?:bancaires?|de\s+livreur|livreur)|bank\s+accounts?|(?:rider|courier|driver)\s+accounts?|cont[oi]\s+(?:corrent[ei]|bancari[oi])|bankkont\p{L}*)`;
/** Payments passed through the buyer's own account for a cut: a money mule. */
const throughYourAccount = String.raw`(?:receber|recibir|recevoir|receive|ricevere|empfangen|pass(?:ing)?|passar|pasar|faire\s+passer|transitare|move|moving)\s+(?:\p{L}+\s+){0,3}?(?:transfer[eê]ncias|transferencias|virements|transfers|payments|pagamentos|pagos|paiements|bonifici|pagamenti|[uü]berweisungen|zahlungen|dinheiro|dinero|argent|money|soldi|geld)\s+(?:\p{L}+\s+){0,3}?(?:tua|teu|tu|ta|ton|votre|your|tuo|dein\p{L}*|ihr\p{L}*)\s+(?:\p{L}+\s+)?(?:conta|cuenta|compte|account|conto|konto)`;
/** Cards, SIMs and accounts in another person's name, or with no ID asked. */
const inAnotherName = String.raw`(?:ao\s+nome\s+de\s+outr\p{L}*|em\s+nome\s+de\s+outr\p{L}*|n[aã]o\s+ficam?\s+(?:no|em)\s+teu\s+nome|a\s+nombre\s+de\s+otr\p{L}*|au\s+nom\s+d['’\s]\s*(?:une?\s+)?autre(?:\s+personne)?|in\s+(?:someone\s+else['’]s|another\s+person['’]s|a\s+different)\s+name|not\s+in\s+your\s+name|a\s+nome\s+di\s+(?:un['’]?\s*)?altr\p{L}*|auf\s+(?:einen\s+)?(?:anderen|fremden)\s+namen)`;
const cardOrAccount = String.raw`(?:cart[aã]o|cart[oõ]es|tarjetas?|cartes?(?:\s+bancaires?)?|cards?|carta|carte|karten?|sims?|contas?|cuentas?|comptes?|accounts?|cont[oi]|konten|konto)`;

/** Massage, company, meetings, "moments": what an indirect ad for a sexual service offers. */
const intimateService = String.raw`(?:massagem|massagens|masajes?|massages?|massaggi(?:o)?|massagen?|companhia|compa[nñ][ií]a|compagnie|company|compagnia|begleitung|encontros?|encuentros?|rencontres?|incontri|treffen|momentos?|moments?|momenti|dates|citas|appuntamenti|tempo\s+juntos|(?:full[\s-]body\s+)?rubs?|soir[eé]es|noites|noches|nights|serate|abende|(?:horas|hours|heures|ore|stunden)\s+(?:\p{L}+\s+)?(?:a\s+dois|a\s+dos|[àa]\s+deux|together|zu\s+zweit|insieme|juntos|inesquec\p{L}*|inolvidables?|inoubliables?|unforgettable|indimenticabili|unvergesslich\p{L}*))`;
/** What makes it sexual: a finish, erotic or tantric, body to body, for gentlemen only, the girlfriend experience, incall and outcall. */
const sexualSign =
  /(?<![\p{L}])(?:final\s+feliz|happy\s*end(?:ing)?|finale\s+felice|lieto\s+fine|rub\s+(?:and|&|n)\s+tug|coquin(?:e|es|s)?|naughty|kinky|picantes?|picant(?:e|es)?|travies[oa]s?|safad[oa]s?|maliziose?|naturist\p{L}*|nudist\p{L}*|desnud[oa]s?|con\s+finale|finition(?:\s+(?:comprise|incluse))?|with\s+(?:a\s+)?finish|com\s+final|con\s+final|er[oó]tic[oa]s?|[eé]rotiques?|erotic|erotisch\p{L}*|erotic[oi]|t[aâ]ntric\p{L}*|tantri(?:c|que|sch)\p{L}*|sensua(?:l|is|les|li|le)|sensuel(?:le)?s?|sinnlich\p{L}*|nuru|body[\s-]to[\s-]body|corpo\s+a\s+corpo|cuerpo\s+a\s+cuerpo|corps\s+[àa]\s+corps|k[oö]rper\s+an\s+k[oö]rper|girlfriend\s+experience|gfe|trato\s+de\s+(?:novi[oa]|pareja)|experi[eê]ncia\s+de\s+namorad[oa]|exp[eé]rience\s+petite\s+amie|in-?calls?|out-?calls?|extras?\s+(?:negoci\p{L}*|[àa]\s+combinar|a\s+convenir|negotiable|n[eé]gociables?|da\s+concordare|nach\s+absprache)|(?:s[oó]|solo|apenas|only|uniquement|nur)\s+(?:(?:para|per|pour|for|f[uü]r)\s+)?(?:\p{L}+\s+)?(?:homens|hombres|caballeros|hommes|messieurs|men|gent(?:s|lemen)|uomini|signori|m[aä]nner|herren)|(?:homens|hombres|caballeros|hommes|messieurs|men|gent(?:s|lemen)|uomini|signori|m[aä]nner|herren)\s+(?:s[oó]|solo|uniquement|only|nur)|(?:cavalheiros|caballeros|messieurs|gentlemen|gents|signori|herren)\s+(?:generos\p{L}*|g[eé]n[eé]reux|gro[sß]z[uü]gig\p{L}*)|generos[oa]s?\s+(?:cavalheiros|caballeros|gentlemen|gents|signori)|messieurs\s+g[eé]n[eé]reux|gro[sß]z[uü]gige\s+(?:herren|m[aä]nner)|sem\s+tabus|sin\s+tab[uú]es|sans\s+tabous?|no\s+taboos|senza\s+tab[uù]|ohne\s+tabus)(?![\p{L}])/iu;
/** Goods for a massage, not the service: its oil, candle, table, chair, gun or book ("óleo de massagem sensual", "sensual massage oil"). */
const massageGoods = String.raw`(?:[oó]leos?|aceites?|huiles?|oils?|oli[oi]|velas?|candles?|bougies?|candel[ae]|mesas?|tables?|lettin[oi]|cadeiras?|sillas?|sill[oó]n|fauteuils?|chairs?|poltron[ae]|pistolas?|guns?|pistolets?|rol(?:o|os|lo|los)|rollers?|rouleaux?|pedras?|piedras?|stones?|pierres?|bolas?|balls?|balles?|almofadas?|coj[ií]n(?:es)?|coussins?|cushions?|cuscin[oi]|aparelhos?|aparatos?|appareils?|devices?|apparecchi[oi]?|livros?|libros?|livres?|books?|jogos?|juegos?|jeux?|games?|gioc(?:o|hi)|kits?|sets?|g[eé]is|geles|gels?|cremes?|cremas?|creams?|cr[eè]mes?|lotions?|lo[cç][oõ]es|loci[oó]n(?:es)?)`;
const massageWord = String.raw`(?:massagem|massagens|masajes?|massages?|massaggi(?:o)?|massagen?)`;
const goodsForMassage = new RegExp(`(?<![\\p{L}])(?:${massageGoods}\\s+(?:\\p{L}+\\s+){0,2}?(?:(?:de|para|pour|for|per|da|di|f[uü]r|à|a)\\s+)?(?:(?:la|le|les|the|o|a|os|as|el|los|il|i)\\s+)?${massageWord}|${massageWord}\\s+(?:\\p{L}+\\s+)?${massageGoods})(?![\\p{L}])`, 'iu');
/** Care and company for the old, the sick or children: a carer's offer, not an escort's. */
const careWords =
  /(?<![\p{L}])(?:idos[oa]s?|mayores|ancian[oa]s?|personnes\s+[aâ]g[eé]es|seniors?|elderly|old\s+people|anzian[ie]|senioren|crian[cç]as|ni[nñ]os|enfants|children|kids|bambini|kinder|doentes|enfermos|malades|patients?|pazienti|kranke\p{L}*|lar(?:es)?|residencias?|ehpad|care\s+homes?|cuidad\p{L}*|soins|carers?|caregiv\p{L}*|badant\p{L}*|pflege\p{L}*|babysit\p{L}*|baby-?sitter|canguru|ni[nñ]era|nounou|tata)(?![\p{L}])/iu;
/** Gentlemen as the audience: with discretion, a hotel or the client's place it is an escort's offer ("a cavalheiros, ambiente discreto", "gents, discreet"). */
const gentlemen = String.raw`(?:cavalheiros|caballeros|messieurs|gentlemen|gents|signori|herren)`;
/** A young woman offering her company or a massage ("jovem oferece", "chica cariñosa ofrece", "jeune femme propose", "ragazza disponibile"). */
const womanOffers = String.raw`(?:jovem|menina|mo[cç]a|rapariga|mi[uú]da|chica|joven|muchacha|se[nñ]orita|jeune\s+(?:femme|fille)|jolie\s+(?:femme|fille)|jf|young\s+(?:woman|lady)|girl|ragazza|junge\s+frau|m[aä]dchen)\s+(?:\p{L}+\s+){0,2}?(?:oferece|ofere[cç]o|ofrece|propose|offre|offers|disponibile|disponible|dispon[ií]vel|available|bietet|faz|hace|fait|does|gives|fa|macht)\s+(?:\p{L}+\s+){0,3}?${intimateService}`;
/** Discretion, a hotel or the client's place, photos on request, endearments: what makes a young woman's offer an escort's. */
const escortSign =
  /(?<![\p{L}])(?:discri[cç][aã]o|discre[ct]\p{L}*|discreci[oó]n|discr[eè]t\p{L}*|discrétion|discretion|riservat\p{L}*|diskret\p{L}*|hot[eé]is|hotel\p{L}*|h[oô]tel\p{L}*|albergo|domic[ií]lio|domicile|outcall|hausbesuch\p{L}*|fotos?\s+(?:por|en|a|sur|on)\s+\p{L}+|photos?\s+(?:sur|on)\s+(?:demande|request)|carinhosa|cari[nñ]osa|c[aâ]line|affectionate|affettuosa|z[aä]rtlich\p{L}*|sexy|massima\s+riservatezza)(?![\p{L}])/iu;

/** An amount of money: "100", "100e", "50 €", "£25", "1.000 euros". */
const amount = String.raw`(?:[€£$]\s?\d[\d.,]*|\d[\d.,]*\s?(?:k\s?)?(?:€|e|eur|euros?|£|\$|quid|pounds?|libras?|sterline|dollars?)?)(?![\p{L}\p{N}])`;
/** A sum of two digits or more, a currency sign or word after it or not ("100", "800e", "£50"): what a circle's members put in and take out. */
const sumOfMoney = String.raw`(?:[€£$]\s?\d{2,}[\d.,]*|\d{2,}[\d.,]*\s?(?:k\s?)?(?:€|e|eur|euros?|£|\$|quid|pounds?|libras?|sterline|dollars?)?)(?![\p{L}\p{N}])`;
/** Putting money in: "entras com", "aportas", "tu mets", "you pay", "versi", "du zahlst … ein". */
const payIn = String.raw`(?:entra[rs]?|entras|d[aá]s|das|donnes|give|dai|gibst|ofereces|ofreces|offres|pagas|paga[rs]?|pagues|aportas?|aportar|pones|metes|mets|mettez|verses|versez|paies|payez|pay|put\s+in|chip\s+in|versi|versate|metti|paghi|zahlst|zahlt|zahlen|einzahlen|investes|inviertes|investis|invest)`;
/** Getting a larger amount out: "recebes", "sais com", "recibes", "tu reçois", "you get", "ricevi", "bekommst". */
const payOut = String.raw`(?:[eé]s\s+tu\s+a\s+receber|te\s+toca\s+(?:a\s+ti\s+)?recibir|c['’]est\s+(?:[àa]\s+)?toi\s+de\s+recevoir|it['’]?s\s+your\s+turn\s+to\s+(?:receive|collect)|tocca\s+a\s+te\s+ricevere|bist\s+du\s+dran|receber|recibir|recevoir|receive|ricevere|bekommen|erhalten|recebes|receber[aá]s|recebe[ms]?|sais\s+com|sai\s+com|recibes|recibir[aá]s|sales\s+con|re[cç]ois|recevras|recevez|touches|toucheras|repars\s+avec|(?:you(?:['’]ll)?|u)\s+(?:get|receive|walk\s+away\s+with|leave\s+with)|get\s+back|ricevi|riceverai|esci\s+con|incassi|bekommst|erh[aä]ltst|gehst\s+mit)`;
/** What moves the money in such a circle: the centre or top reached, new members coming in, levels, a network, a flower or a loom. */
const circleMechanic =
  /(?<![\p{L}])(?:centro|centre|center|mitte|topo|cima|sommet|vertice|spitze|(?:novas?|novos|nuevas?|nuevos|nouvelles?|nouveaux|new|nuov[ie]|neue[nr]?)\s+(?:membros|miembros|membres|members|membri|mitglieder|pessoas|personas|personnes|people|persone|leute|participantes|participants|partecipanti|teilnehmer)|(?:que|who|qui|che|die)\s+(?:entram|entran|entrent|join|entrano|einsteigen|nachkommen)|flor|flower|fleur|fiore|blume|telar|loom|m[eé]tier\s+[àa]\s+tisser|telaio|webstuhl|c[ií]rculos?|cercles?|circles?|cerchi[oi]?|kreis\p{L}*|schenkkreis\p{L}*|r[eé]seau|network|netzwerk|downline|matri[xz]|mandala|avi[aã]o|avi[oó]n|avion|airplane|aeroplano|flugzeug|plan\s+de\s+l['’]avion)(?![\p{L}])/iu;
/** The people one signs up, each paying in: "cada uma paga", "cada una paga 50", "chacun paie", "every person you sign up pays you". */
const eachRecruitPays = String.raw`(?:cada\s+(?:uma?|qual|pessoa|persona)|cada\s+una?|chacune?|each(?:\s+(?:one|person|member))?|every\s+(?:person|one|member|recruit)|ognuno|ognuna|ciascuno|jede[rs]?)\s+(?:\p{L}+\s+){0,3}?(?:paga|pagar[aá]|paie|paiera|pays?|zahlt|zahlen)\s+(?:\p{L}+\s+){0,3}?${amount}`;
/** Collecting from one's whole network: "cobras de toda tu red", "ganhas de toda a tua rede", "you earn from your downline". */
const fromYourNetwork = String.raw`(?:cobras|cobrar[aá]s|ganhas|ganhar[aá]s|recebes|ganas|ganar[aá]s|gagnes|gagneras|touches|earn|collect|get\s+paid|incassi|guadagni|kassierst|verdienst)\s+(?:(?:\p{L}+|${amount})\s+){0,3}?(?:de|from|sur|da|von|an|por|per|pour|for|f[uü]r)\s+(?:toda\s+(?:a\s+)?(?:tua\s+)?(?:rede|red)|tu\s+red|tout\s+ton\s+r[eé]seau|(?:your|the)\s+(?:whole\s+|entire\s+)?(?:network|downline|team)|tutta\s+la\s+(?:tua\s+)?rete|deinem\s+(?:ganzen\s+)?netzwerk|(?:cada|each|every|chaque|ogni|jede[rmn]?)\s+(?:pessoa|persona|person|personne|persona|member|membre|membro|miembro|mitglied|recruit|amig[oa]|amie?|friend|amic[oa]|freund(?:in)?|filleul(?:e)?|referral|referido))`;
/** Recruits and networks: what makes each payer's fee a scheme rather than a shared bill. */
const recruitMechanic =
  /(?<![\p{L}])(?:invit\p{L}*|convid\p{L}*|recrut\p{L}*|recluta\p{L}*|recruit\p{L}*|reclut\p{L}*|parrain\p{L}*|anwerb\p{L}*|wirbst|r[eé]seau|network|netzwerk|downline|upline|tu\s+red|tua\s+rede|la\s+tua\s+rete|above\s+you|acima\s+de\s+ti|que\s+(?:metas|traigas|tragas|trazes|tragas|convides|recrutes|invites|apuntes)|qu['’]?\s*(?:tu\s+)?(?:am[eè]nes|parraines|recrutes)|(?:you|u)\s+(?:bring|sign\s+up|recruit|refer)|che\s+(?:porti|inviti|iscrivi)|die\s+du\s+(?:wirbst|bringst)|cuota\s+de\s+(?:entrada|inscripci[oó]n|alta)|joining\s+fee|sign[\s-]up\s+fee|frais\s+d['’](?:entr[eé]e|inscription|adh[eé]sion)|quota\s+(?:di\s+)?(?:iscrizione|ingresso)|taxa\s+de\s+(?:entrada|inscri[cç][aã]o|ades[aã]o)|aufnahmegeb[uü]hr|startgeb[uü]hr|einstiegsgeb[uü]hr|encima\s+de\s+ti|au-dessus\s+de\s+toi|sopra\s+di\s+te|[uü]ber\s+dir)(?![\p{L}])/iu;

/** A box or bag sold unseen: "caixa mistério", "caja sorpresa", "caisse mystère", "mystery box", "lucky dip", "scatola misteriosa", "Überraschungsbox". */
const mysteryBox = String.raw`(?:(?:caixas?|cajas?|caisses?|bo[iî]tes?|box(?:es)?|bags?|sacos?|bolsas?|sachets?|scatol[ae]|pacchi|pacco|t[uü]ten|envelopes?|enveloppes?|sobres|buste|umschl[aä]ge?|parcels?|pacotes?|paquetes?|colis|pakete?|packs?)\s+(?:\p{L}+\s+)?(?:mist[eé]rio|misteriosas?|misterio|surpresa|sorpresa|myst[eè]re|mystery|surprise|misterios[ae]|[uü]berraschung\p{L}*)|mystery[\s-]?(?:box(?:es)?|bags?|packs?|boxen|envelopes?|parcels?|pakete?|paket|packages?)|lucky\s+(?:dips?|bags?|boxes?)|[uü]berraschungs(?:box|boxen|t[uü]te|paket)\p{L}*|wundert[uü]ten?|blind\s+box(?:es)?)`;
/** A chance of a prize in it: one in ten, a golden ticket, a prize to win, the chance of finding a console. */
const prizeChance =
  // "could be a pair worth 300 or socks", "pode calhar uma consola no valor de 400": a prize worth more than the box, by chance.
  /(?<![\p{L}])(?:(?:could\s+be|might\s+be|(?:you\s+)?(?:could|might)\s+get|pode\s+(?:ser|calhar|sair|vir)|puede\s+(?:ser|tocar|salir|venir)|peut\s+(?:[eê]tre|tomber|contenir)|potrebbe\s+(?:essere|uscire|capitare)|(?:k[oö]nnte|kann)\s+(?:\p{L}+\s+){0,3}?(?:sein|drin\s+sein))\s+(?:[\p{L}\p{N}'’£€$.,]+\s+){0,6}?(?:worth|valued\s+at|no\s+valor\s+de|que\s+vale[nm]?|valorad[oa]s?\s+en|valant|d['’]\s*une\s+valeur\s+de|del\s+valore\s+di|che\s+vale|im\s+wert\s+von)(?![\p{L}])|(?:\d+|uma?|una?|one|une?|eine?)\s+(?:\p{L}+\s+)?(?:em|in|sur|su|von|de|out\s+of)\s+(?:cada\s+)?(?:\d{2,}|dez|vinte|trinta|cinquenta|cem|mil|diez|veinte|treinta|cincuenta|cien|dix|vingt|trente|cinquante|cent|mille|ten|twenty|thirty|fifty|hundred|thousand|dieci|venti|trenta|cinquanta|cento|zehn|zwanzig|drei[sß]ig|f[uü]nfzig|hundert|tausend)|(?:com|con|avec|with|mit)\s+(?:(?:um\s+)?pouco\s+de\s+|un\s+poco\s+de\s+|un\s+peu\s+de\s+|a\s+(?:bit|little)\s+of\s+|un\s+po['’]\s+di\s+|etwas\s+|(?:de\s+la\s+)?)?(?:sorte|suerte|chance|luck|fortuna|gl[uü]ck)|if\s+you['’]?re\s+lucky|se\s+tiveres\s+sorte|si\s+tienes\s+suerte|si\s+tu\s+as\s+de\s+la\s+chance|se\s+sei\s+fortunat[oa]|wenn\s+du\s+gl[uü]ck\s+hast|(?:some|algumas?|algunas?|certaines?|alcune|einige)\s+(?:\p{L}+\s+)?(?:contain|cont[eê]m|contienen|contiennent|contengono|enthalten|have|hide|t[eê]m|tienen|cachent|hanno|haben)|golden\s+tickets?|bilhetes?\s+dourados?|tickets?\s+dorados?|tickets?\s+d['’]or|bigliett[oi]\s+d['’]oro|goldene[sn]?\s+(?:ticket|los)|pr[eé]mios?|premios?|prix|lots?\s+[àa]\s+gagner|prizes?|premi|gewinn\p{L}*|jackpot|ganhar|ganar|gagner|win(?:s|ner|ners)?|vinc(?:e|i|ere|ita|ono)|(?:possibilidade|posibilidad|possibilit[eé]|possibilit[aà]|chances?|probabilidad)\s+(?:de|di|of|to|auf)\s+(?:encontrar|sair|ganhar|tocar|trovare|vincere|find(?:ing)?|get(?:ting)?|win(?:ning)?|trouver|gagner|tomber|finden|gewinnen)|hauptpreis)(?![\p{L}])/iu;

export const describedServicesLexicon: TopicLexicon[] = [
  {
    // A licence, a certificate or a diploma had without the exam or the course it stands for ("carta de condução sem fazer exame",
    // "carnet de carretillero sin hacer el curso", "permis bateau sans passer l'examen", "CSCS card without sitting the test",
    // "patentino senza esame", "Staplerschein ohne Prüfung"), issued to the buyer (their name, official, registered, valid, a delivery time).
    topic: 'prohibited-services',
    qualifier: true,
    negativeIdiom: true,
    terms: [`${licencePaper}\\s+(?:[\\p{L}\\p{N}'’]+[\\s,;:()–-]+){0,8}?${withoutTheExam}`, `${withoutTheExam}\\s+(?:[\\p{L}\\p{N}'’]+[\\s,;:()–-]+){0,4}?${licencePaper}`],
    requires: paperIssued,
    context: new RegExp(`${aboutOrEmpty.source}|${licenceFreeVehicle.source}`, 'iu'),
  },
  {
    // The paper got for the buyer through an insider or by the seller ("ti faccio avere la patente, conosco uno in motorizzazione", "te consigo
    // el carnet sin examen", "I can get you a forklift licence, no test").
    topic: 'prohibited-services',
    qualifier: true,
    negativeIdiom: true,
    terms: [`${getForYou}\\s+(?:\\p{L}+\\s+){0,2}?${licencePaper}`],
    requires: new RegExp(`${withoutTheExam}|${insider}|(?<![\\p{L}])(?:garantid\\p{L}*|garantiz\\p{L}*|guarantee\\p{L}*|garantit\\p{L}*|garantiert|anticipo|adelantado|[àa]\\s+l['’]avance|upfront|vorkasse)(?![\\p{L}])`, 'iu'),
    context: aboutOrEmpty,
  },
  {
    // A tax return with expenses or receipts the filer never had ("meto despesas que não tiveste", "gastos deducibles ficticios", "frais
    // fictifs", "made-up expenses", "spese fittizie", "erfundene Werbungskosten"), or receipts the seller invents for it.
    topic: 'prohibited-services',
    qualifier: true,
    negativeIdiom: true,
    terms: [`${expenseWord}\\s+(?:\\p{L}+\\s+){0,3}?${neverHad}`, `${neverHad}\\s+(?:\\p{L}+\\s+){0,2}?${expenseWord}`, `${invent}\\s+(?:\\p{L}+\\s+){0,2}?${expenseWord}`],
    requires: new RegExp(`(?<![\\p{L}\\p{N}])${taxReturn}(?![\\p{L}\\p{N}])|(?<![\\p{L}])(?:reembolso|devoluci[oó]n|remboursement|refund|rimborso|erstattung|caf|apl|rsa|allocations?|prestations?|subs[ií]dios?|abonos?|ayudas?|benefits?|universal\\s+credit|sussidi[oi]|b[uü]rgergeld|wohngeld|kindergeld|dedu[cç]\\p{L}*|deducib\\p{L}*|d[eé]ductib\\p{L}*|deductib\\p{L}*|detraibil\\p{L}*|absetz\\p{L}*)(?![\\p{L}])`, 'iu'),
    context: aboutOrEmpty,
  },
  {
    // A work contract or an employer's letter made up for a permit, a visa or a loan ("contrato de trabajo falso para renovar el permiso",
    // "fake employment letter for your visa", "Arbeitsvertrag, gefälscht, für die Aufenthaltserlaubnis").
    topic: 'prohibited-services',
    qualifier: true,
    negativeIdiom: true,
    terms: [`${workPaper}\\s+(?:\\p{L}+\\s+){0,3}?${neverHad}`, `${neverHad}\\s+(?:\\p{L}+\\s+){0,2}?${workPaper}`],
    requires: new RegExp(`(?<![\\p{L}])${forAnOffice}(?![\\p{L}])`, 'iu'),
    context: aboutOrEmpty,
  },
  {
    // A registration of residence at an address the buyer does not live at ("te arreglo el empadronamiento en un piso donde no vives",
    // "attestation d'hébergement sans y habiter", "proof of address… you never have to live here", "ti intesto la residenza anche se non ci abiti",
    // "ich melde dich an, obwohl du nicht hier wohnst").
    topic: 'prohibited-services',
    qualifier: true,
    negativeIdiom: true,
    terms: [`${registration}(?:[\\s,;:()–-]+[\\p{L}\\p{N}'’]+){0,12}?[\\s,;:()–-]+${notLivingThere}`, `${notLivingThere}(?:[\\s,;:()–-]+[\\p{L}\\p{N}'’]+){0,8}?[\\s,;:()–-]+${registration}`, fakeAddress],
    context: aboutOrEmpty,
  },
  {
    // A job interview or an aptitude test sat in the buyer's place ("passo a tua entrevista por ti", "je passe ton entretien à ta place",
    // "I'll do your interview pretending to be you", "faccio il colloquio al posto tuo", "Vorstellungsgespräch an deiner Stelle").
    topic: 'prohibited-services',
    qualifier: true,
    terms: [`${sitThing}(?:[\\s,;:()–-]+[\\p{L}\\p{N}'’]+){0,8}?[\\s,;:()–-]+${inYourPlace}`, `${inYourPlace}(?:[\\s,;:()–-]+[\\p{L}\\p{N}'’]+){0,6}?[\\s,;:()–-]+${interviewWord}`, `${iDoYour}(?:${sitThing}|\\p{L}+tests?)(?![\\p{L}])`],
    context: aboutOrEmpty,
  },
  {
    // A government appointment resold or got for the buyer ("vendo cita previa para huellas", "te consigo cita de extranjería", "rendez-vous en
    // préfecture pour titre de séjour, 80 €", "Termin beim Bürgeramt, ich besorge dir einen").
    topic: 'prohibited-services',
    qualifier: true,
    terms: [`${appointment}\\s+(?:[\\p{L}\\p{N}'’]+\\s+){0,4}?${officeOfPapers}(?![\\p{L}])`],
    requires: appointmentSold,
    context: aboutOrEmpty,
  },
  {
    // Someone's account broken into for the buyer ("je pirate le compte Instagram de qui vous voulez", "hackeo el WhatsApp de tu pareja",
    // "I hack any account, recover their messages").
    topic: 'prohibited-services',
    qualifier: true,
    terms: [`${breakInVerb}\\s+(?:\\p{L}+\\s+){0,3}?${someoneElsesAccount}(?![\\p{L}])`],
    requires: whoeverYouWant,
    context: aboutOrEmpty,
  },
  {
    // A tax, social-security or right-to-work number, a courier's work account or a bank account rented out or lent ("empresto o meu NIF",
    // "renting out my right to work share code", "alquilo mi cuenta de repartidor", "pago a quem me empreste a conta bancária"), payments passed
    // through the buyer's account for a cut, cards and accounts in another person's name: the money-mule and identity-lending offers.
    topic: 'prohibited-services',
    qualifier: true,
    negativeIdiom: true,
    terms: [
      `${lendVerb}\\s+(?:\\p{L}+\\s+){0,3}?${holdersOwn}(?![\\p{L}])`,
      `${throughYourAccount}(?![\\p{L}])`,
      `${cardOrAccount}\\s+(?:[\\p{L}\\p{N}'’]+[\\s,;:()–-]+){0,6}?${inAnotherName}`,
    ],
    context: aboutOrEmpty,
  },
  {
    // Sexual services said indirectly: a massage or company with a finish, erotic or tantric, body to body, for (generous) gentlemen only,
    // the girlfriend experience (also its initials, GFE), incalls and outcalls ("massagem com final feliz", "compañía para caballeros generosos", "massage, finition comprise",
    // "massaggio tantrico", "erotische Massage").
    topic: 'sexual-services',
    qualifier: true,
    negativeIdiom: true,
    terms: [intimateService, 'rub\\s+(?:and|&|n)\\s+tug', 'girlfriend\\s+experience', 'trato\\s+de\\s+novi[oa]', 'experi[eê]ncia\\s+de\\s+namorad[oa]', 'body[\\s-]to[\\s-]body', 'nuru', 'in-?calls?\\s+(?:(?:and|or|&|\\/|e|ou|y|o|et|und|oder)\\s+)?out-?calls?', '(?<![\\p{L}])gfe(?![\\p{L}])'],
    innocent: goodsForMassage,
    requires: new RegExp(`${sexualSign.source}|^(?=[\\s\\S]*?(?<![\\p{L}])${gentlemen}(?![\\p{L}]))(?=[\\s\\S]*?${escortSign.source})`, 'iu'),
    context: new RegExp(`${aboutOrEmpty.source}|${careWords.source}`, 'iu'),
  },
  {
    // A young woman offering her company or a massage with discretion, at a hotel or at home, photos on request ("jeune femme propose massage
    // à l'hôtel, discrétion assurée", "ragazza disponibile per massaggi, massima riservatezza").
    topic: 'sexual-services',
    qualifier: true,
    terms: [womanOffers],
    requires: escortSign,
    context: new RegExp(`${aboutOrEmpty.source}|${careWords.source}`, 'iu'),
  },
  {
    // A gifting circle said by its mechanics: pay one amount in, get a larger one out when the centre is reached or new members join
    // ("entras com 50 e quando chegares ao centro recebes 400", "aportas 1000 y sales con 8000", "du zahlst 500 ein und bekommst 4000").
    topic: 'financial-schemes',
    qualifier: true,
    terms: [`${payIn}\\s+(?:\\p{L}+\\s+){0,3}?${sumOfMoney}(?:[\\s,;:()–-]+[\\p{L}\\p{N}'’€£$]+){0,14}?[\\s,;:()–-]+${payOut}\\s+(?:\\p{L}+\\s+){0,3}?${sumOfMoney}`],
    requires: circleMechanic,
    context: aboutOrEmpty,
  },
  {
    // Fees paid up a network: each person one signs up pays in, and one collects from the whole network ("invitas a 3 personas y cada una
    // paga 50 de inscripción", "every person you sign up pays you 10", "cobras de toda tu red").
    topic: 'financial-schemes',
    qualifier: true,
    terms: [eachRecruitPays, fromYourNetwork],
    requires: recruitMechanic,
    context: aboutOrEmpty,
  },
  {
    // A paid mystery box one of whose boxes holds a prize ("caja sorpresa a 10, una de cada 20 lleva una consola", "mystery box, one in 20
    // has a console", "lucky dip bags, one golden ticket wins", "scatola misteriosa con possibilità di trovare…"): a game of chance sold.
    topic: 'lottery-tickets',
    qualifier: true,
    terms: [mysteryBox],
    requires: prizeChance,
    context: aboutOrEmpty,
  },
];
