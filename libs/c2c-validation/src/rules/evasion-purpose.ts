import { matchesOf } from '../text/matches.ts';
import { finding, type Finding } from './finding.ts';
import { isNegated } from './negation.ts';
import { unknowing } from '../policy/unknowing.ts';

/**
 * A rule-breaking purpose said in the text, whatever the item is: the lexicons name things, and a thing no lexicon names is still
 * offered "to pass any drug test", "to follow your husband without him knowing", "to start any car without the key" or "to stop the
 * water meter". Small parts are put together inside one sentence:
 * - a check got past: a verb of fooling and a check ("engaña al alcoholímetro"), passing any check of the body or the road ("passes any
 *   drug test"), a checker who does not notice ("the tester won't notice", "o revisor nunca confirma"), a device taken off before an
 *   inspection and put back after it (`circumvention`; an exam or a fare checker is `fraud`);
 * - a person watched, read, followed or recorded without knowing it ("lee sus mensajes sin que se entere") (`privacy`);
 * - something opened, started or read without its key, code or owner, of anyone's ("startet jedes Auto ohne Schlüssel") (`circumvention`);
 * - a utility meter stopped or slowed ("hält den Zähler an") (`fraud`).
 * Each is a restricted item: a person looks. A listing that offers proof of ownership (a locksmith's), a gift kept secret or a
 * negated purpose ("não serve para enganar o controlo") is none.
 */

const b = (source: string) => String.raw`(?<![\p{L}\p{N}])(?:${source})(?![\p{L}\p{N}])`;
const words = (max: number) => String.raw`(?:[\p{L}\p{N}'’-]+\s+){0,${max}}?`;

/** A checker who does not notice or does not check: "ninguém nota", "o revisor nunca confirma", "nobody checks", "merkt keiner". */
const unnoticed = b(
  [
    String.raw`ningu[eé]m\s+(?:vai\s+|v[aã]o\s+|te\s+|se\s+)?(?:nota|notar[aá]?|percebe|perceber[aá]?|desconfia|d[aá]\s+conta|repara|confirma|verifica)`,
    String.raw`(?:n[aã]o|nunca)\s+(?:nota|notam|repara|reparam|percebe|percebem)\s+nada`,
    String.raw`(?:n[aã]o|nunca)\s+(?:confirma|confirmam|verifica|verificam|d[aá]o?\s+por\s+nada|d[aá]o?\s+conta)`,
    String.raw`nadie\s+(?:se\s+)?(?:lo\s+)?(?:nota|notar[aá]|entera|enterar[aá]|da\s+cuenta|dar[aá]\s+cuenta|sospecha|comprueba|revisa)`,
    String.raw`no\s+se\s+(?:dan|da|dar[aá]n?)\s+cuenta`,
    String.raw`nunca\s+(?:lo\s+)?(?:comprueba|comprueban|revisa|revisan)`,
    String.raw`personne\s+ne\s+(?:le\s+|s['’]\s*en\s+)?(?:remarque|remarquera|voit|verra|aper[cç]oit|doute|v[eé]rifie)`,
    String.raw`n['’]\s*y\s+voit\s+(?:que\s+du\s+feu|rien)|ne\s+(?:voit|verra|remarque|remarquera)\s+rien|ni\s+vu\s+ni\s+connu`,
    String.raw`(?:nobody|no\s+one|no-one)\s+(?:will\s+|would\s+|ever\s+)?(?:notices?|knows?|checks?|suspects?|finds?\s+out)`,
    String.raw`(?:they|he|she|it|anyone|the\s+(?:\p{L}+\s+)?\p{L}+|your\s+\p{L}+)\s+(?:will\s+never|never|doesn['’]?t|don['’]?t|won['’]?t|will\s+not|does\s+not|do\s+not)\s+(?:ever\s+)?(?:notices?|checks?|suspects?|spots?)`,
    String.raw`sans\s+(?:[eê]tre|etre)\s+(?:flash[eé]|vu|contr[oô]l[eé]|d[eé]tect[eé])e?s?|sem\s+ser\s+(?:apanhad|detetad|detectad|multad|vist)[oa]s?|sin\s+(?:ser\s+(?:detectad|multad|vist|pillad)[oa]s?|que\s+te\s+pillen)|without\s+(?:being|getting)\s+(?:caught|detected|flashed|fined|seen)|senza\s+(?:essere\s+)?(?:beccat|multat|rilevat|vist)[oaie]|ohne\s+(?:geblitzt|erwischt|entdeckt)\s+zu\s+werden`,
    String.raw`undetected|unnoticed`,
    String.raw`nessuno\s+(?:se\s+ne\s+)?(?:accorge|accorger[aà]|nota|noter[aà]|controlla|sospetta)`,
    String.raw`non\s+se\s+ne\s+accorg\p{L}*`,
    String.raw`(?:merkt|merken|bemerkt|pr[uü]ft|kontrolliert)\s+(?:keiner|niemand|nichts|nie)`,
    String.raw`(?:keiner|niemand)\s+(?:merkt|bemerkt|pr[uü]ft|kontrolliert)`,
    String.raw`(?:wirst|wird|werden)\s+nicht\s+(?:erwischt|geblitzt|entdeckt)`,
  ].join('|'),
);

/** Someone who checks, or the check itself, where a listing's purpose is to get past it. */
const checkerFraud = String.raw`exames?|examen(?:es)?|exams?|examinations?|ex[aá]menes|testes?\s+(?:de\s+)?(?:condu[cç][aã]o|c[oó]digo)|esames?|esami|maturit[aà]|pr[uü]fung(?:en)?|klausur(?:en)?|professor(?:a|es)?|profesor(?:a|es)?|professeurs?|profs?|teachers?|examinador(?:es)?|examinateurs?|examiners?|instrutor(?:es)?|instructor(?:es)?|moniteurs?|revisor(?:es)?|revisores|controladores?|contr[oô]leurs?|controllori|schaffner|ticket\s+inspectors?|releveurs?|ableser|meter\s+readers?|front\s+desk|rece[cç][aã]o|recepci[oó]n|r[eé]ception|reception|portaria|porteiro|portero|bouncers?|chefes?|jefes?|(?:le|ton|votre|mon|notre)\s+chef|patr[aã]o|patrons?|bosses|boss|capo|capi|vorgesetzte[rn]?|supervisor(?:es)?|superviseurs?|gerentes?|managers?|encarregad[oa]s?|pointeuses?|rel[oó]gios?\s+de\s+ponto|relojes?\s+de\s+fichaje|time\s+clocks?|stempeluhr(?:en)?|marcatempo`;
const checkerRoad = String.raw`inspe[cç][aã]o|inspe[cç][oõ]es|inspe[cç]ões|inspecci[oó]n|itv|inspections?|(?:the|an?|its|your|my)\s+mot|mot\s+(?:test|station|tester|centre|center)|(?:contr[oô]les?|controlos?|controles?|controll[oi])(?![\s-]+(?:parent\p{L}*|remot\p{L}*|de\s+volume|qualit\p{L}*|de\s+qualidade|de\s+calidad))(?:\s+technique)?|revisione|t[uü]v|hauptuntersuchung|kontrollen?|inspetor(?:es)?|inspector(?:es)?|inspecteurs?|ispettor[ei]|pr[uü]fer|pol[ií]cias?|polic[eí]as?|police|polizia|polizei|guardia\s+civil|gnr|psp|gendarmes?|gendarmerie|carabinieri|alf[aâ]ndega|aduana|douane|customs|dogana|zoll|security\s+guards?|vigilantes?|radar(?:es|s)?|speed\s+cameras?|c[aâá]maras?\s+de\s+(?:velocidade|velocidad|tr[aá]fico|tr[aâ]nsito)|blitzer|blitzger[aä]te?|autovelox|portage(?:m|ns)|peajes?|p[eé]ages?|pedaggi?o|maut\p{L}*|tolls?|polizeikontrollen?|verkehrskontrollen?|alcool[ií]metros?|alcohol[ií]metros?|baf[oô]metros?|alcootests?|ethylotests?|breathaly[sz]ers?|etilometr[oi]|alkoholtests?|detetor(?:es)?|detector(?:es)?|d[eé]tecteurs?|detectors?|rilevator[ei]|scanners?|esc[aá]ner(?:es)?|portiques?|p[oó]rticos?|antidoping|anti-?doping|drug\s+tests?|doping|dopingtests?|drogentests?|urine\s+tests?|urinal?ysis|test\s+(?:de\s+)?(?:d[eé]pistage|drogues?|urine)|teste\s+(?:de\s+)?(?:drogas?|urina|despistagem)|test\s+(?:de\s+)?(?:drogas?|orina)|test\s+antidroga|drogenschnelltests?`;
const checker = b(`${checkerFraud}|${checkerRoad}`);
const fraudChecker = new RegExp(b(checkerFraud), 'iu');

/** Fooling or getting past a check: "engana", "burla", "trompe", "fools", "beat", "bypass", "inganna", "täuscht", "umgeht". */
const fooling = b(
  String.raw`engan(?:a|ar|am|ando)|engañ(?:a|ar|an|ando)|burl(?:a|ar|am|an|ando)|contorn(?:a|ar|am|ando)|fint(?:a|ar)|trompe(?:r|nt)?|d[eé]jou(?:e|er|ent)|contourn(?:e|er|ent)|fool(?:s|ing)?|trick(?:s|ing)?|beat(?:s|ing)?|cheat(?:s|ing)?\s+(?:on|in|at)|bypass(?:es|ing)?|get(?:s|ting)?\s+(?:past|around|round)|dodg(?:e|es|ing)|evad(?:e|es|ing)|ingann(?:a|are|ano)|aggir(?:a|are|ano)|elud(?:e|ere|ono)|sfugg(?:e|ire|ono)|t[aä]usch(?:t|en)|austrickst|austricksen|umgeh(?:t|en)|[uü]berlist(?:et|en)`,
);
/** Passing, or testing negative at, any check of the body or of the road: "passa em qualquer teste de drogas", "pass any drug test". */
const passVerb = b(String.raw`pass(?:a|am|ar|e|es|ent|er|ing|a\s+em|am\s+em|ar\s+em)?|supera(?:r|s)?|aprueba(?:s|r)?|d[aá]s?\s+negativo|das\s+negativo|dar\s+negativo|test(?:s|ing)?\s+negative|besteh(?:t|en|st)|supera(?:re)?|risult(?:a|i)\s+negativo`);
const anyWord = String.raw`qualquer|quaisquer|cualquier(?:a)?|n['’]\s*importe\s+(?:quel(?:le)?s?|qui)|tou[st]\s+les|toute?s?|any|anyone['’]?s?|every|all|qualsiasi|ogni|jede[nrms]?|alle|todos?\s+os|todas?\s+as|todos?\s+los|todas?\s+las`;
const bodyOrRoadCheck = b(
  String.raw`drug\s+tests?|urine\s+tests?|doping\s+tests?|alcohol\s+tests?|breath\s+tests?|breathaly[sz]ers?|controlos?\s+(?:policia(?:l|is)|de\s+(?:estrada|alcoolemia|drogas?))|teste\s+(?:de\s+)?(?:drogas?|urina|despistagem|alcoolemia)|test\s+(?:de\s+)?(?:drogas?|orina|alcoholemia|antidroga)|controles?\s+(?:policiales?|de\s+(?:alcoholemia|drogas?))|alcohol[ií]metros?|alcool[ií]metros?|baf[oô]metros?|test\s+(?:de\s+)?(?:d[eé]pistage|drogues?|urine)|contr[oô]les?\s+(?:de\s+police|routiers?|d['’]\s*alcool[eé]mie)|alcootests?|ethylotests?|test\s+antidroga|controll[oi]\s+(?:antidroga|della\s+polizia)|etilometr[oi]|drogentests?|alkoholtests?|urintests?|polizeikontrollen?|dopingkontrollen?|antidoping|anti-?doping|radar(?:es|s)?|metal\s+detectors?|detector(?:es)?\s+de\s+metales|d[eé]tecteurs?\s+de\s+m[eé]taux|metalldetektoren?`,
);

/** Watching, reading, following, hearing or recording someone, or getting into what is theirs. */
const covertAct = b(
  String.raw`see\s+(?:every|all|his|her|their)|ver\s+(?:todas?|tudo)|voir\s+(?:tous|toutes|ses)|sehen\s+(?:alle|seine|ihre)|vedere\s+(?:tutti|tutte|i\s+suoi|le\s+sue)|seguir|segue|localiz(?:a|ar|as)|rastre(?:a|ar|ia|iar)|ler|l[eê]|l[eê]s|ver\s+(?:as|os|sus|las|los)|ouvir|ouve|escut(?:a|ar)|grav(?:a|ar|as)|film(?:a|ar|as|er|e|ez|s|ing)?|espi(?:a|ar|as|onner|onne|one|are)|vigi(?:a|ar|ar)|vigil(?:a|ar)|control(?:a|ar)|sigue|leer|lee|escuch(?:a|ar)|grab(?:a|ar)|suivre|suit|suivez|localiser|enregistr(?:e|er|ez)|[eé]cout(?:e|er|ez)|lire|lis|lisez|surveill(?:e|er|ez)|track(?:s|ing)?|follow(?:s|ing)?|locate|record(?:s|ing)?|listen(?:s|ing)?|spy(?:ing)?|spies|read(?:s|ing)?|monitor(?:s|ing)?|seguire|segui|localizzare|registr(?:a|are|i)|ascolt(?:a|are|i)|spiare|spia|legg(?:e|ere|i)|sapere\s+dove|orten|ortet|verfolg(?:en|t)|aufnehmen|nimmt\s+auf|abh[oö]ren|h[oö]rt\s+ab|mitlesen|liest|lesen|[uü]berwach(?:en|t)|ausspionieren|spionier(?:en|t)|(?:wi-?fi|wlan|internet|rede|red|r[eé]seau|rete)\s+(?:(?:d[oa]s?|del?|des?|du|of|dei|vom)\s+)?(?:\p{L}+\s+)?(?:vizinh|vecin|voisin|neighbou?r|vicin|nachbar)\p{L}*|(?:vizinh|vecin|voisin|neighbou?r|vicin|nachbar)\p{L}*['’]?s?\s+(?:wi-?fi|wlan|internet|network)`,
);
/** Other people, kept from the innocent cases by a surprise or a gift in the same sentence. */
const surprise = /(?<![\p{L}])(?:surpre\p{L}*|sorpre\p{L}*|surprise\p{L}*|[uü]berrasch\p{L}*|presentes?|regalos?|cadeaux?|gifts?|regal[oi]|geschenk\p{L}*|anivers[aá]rio|cumplea[nñ]os|anniversaire|birthday|compleanno|geburtstag|festa|fiesta|f[eê]te|party)(?![\p{L}])/iu;

/** Opening, starting, unlocking, entering or reading a thing. */
const openVerb = b(
  String.raw`abr(?:e|ir|o|es|imos)|arranc(?:a|ar|o|as)|lig(?:a|ar)|p[oõ]e\s+a\s+trabalhar|desbloque(?:a|ia|ar|o|as)|entr(?:a|ar|o|as|amos)|aced(?:e|er|o)|acced(?:e|er|o)|clon(?:a|ar|o|e|er|es)|copi(?:a|ar|o)|ouvr(?:e|ir|ez)|d[eé]marr(?:e|er|ez)|d[eé]verrouill(?:e|er|ez)|entr(?:e|er|ez)|open(?:s|ing)?|start(?:s|ing)?|unlock(?:s|ing)?|get(?:s|ting)?\s+into|access(?:es|ing)?|clon(?:e|es|ing)|ap(?:re|rire|ro)|avvi(?:a|are|o)|sblocc(?:a|are|o)|[oö]ffne(?:t|n)?|startet|starten|entsperr(?:t|en)|auslesen|liest\s+aus|klon(?:t|en)|l[eê]|ler|lee|leer|lit|lire|reads?|legge|leggere|liest`,
);
/** Without its key, code, password or owner: "sem a chave", "sin la contraseña", "sans la clé", "without the owner", "ohne Schlüssel". */
const withoutKey = b(
  String.raw`(?:sem|sin|sans|without|senza|ohne)\s+(?:(?:a|o|la|el|le|les|the|il|lo|den|das|die|its|seu|sua|su|sa|son)\s+)?(?:chaves?|llaves?|cl[eé]s?|keys?|chiav[ei]|schl[uü]ssel|c[oó]digos?|codes?|codice|passwords?|senhas?|contrase[nñ]as?|mots?\s+de\s+passe|passw[oö]rter|passwort|pins?|comandos?|telecomand[oi]|t[eé]l[eé]commandes?|mandos?|remotes?|fobs?|badges?|tags?|cart[oõ]es|cart[aã]o|tarjetas?|cartes?|cards?|karten?|fernbedienung(?:en)?|donos?|due[nñ]os?|propri[eé]taires?|owners?|proprietari[oa]?|besitzer|titular(?:es)?|autoriza[cç][aã]o|autorizaci[oó]n|permiss(?:ion|[aã]o)|permiso|consentimento|consentimiento|consent(?:ement)?|zustimmung|erlaubnis)`,
);
const anyoneAny = new RegExp(b(`${anyWord}|de\\s+quem\\s+quiser(?:es)?|de\\s+quien\\s+quieras|de\\s+qui\\s+vous\\s+voulez|whoever|someone\\s+else['’]?s?|other\\s+people['’]?s|dos\\s+outros|de\\s+otros|des\\s+autres|altrui|fremde[nrs]?`), 'iu');
/** A locksmith or a key maker who asks for proof the thing is yours. */
const ownershipShown =
  /(?<![\p{L}])(?:(?:documento|comprovativo|prova|proof|justificatif|prueba|nachweis|papiers?)\s+(?:\p{L}+\s+){0,3}?(?:propriedade|propriet[aá]rio|ownership|owner|propri[eé]t[eé]|propriedad|propietario|eigentum|eigent[uü]mer|identifica\p{L}*|identity|identit[eé]|identidad)|identifica[cç][aã]o\s+do\s+propriet[aá]rio|mediante\s+(?:documento|identifica\p{L}*)|with\s+proof\s+of|sur\s+pr[eé]sentation|previa\s+identificaci[oó]n|gegen\s+nachweis|eigentumsnachweis)(?![\p{L}])/iu;

/** A utility meter stopped, slowed or turned back, either way round: "faz parar o contador da luz", "the meter stops", "hält den Zähler an". */
const meter = b(
  String.raw`contador(?:es)?\s+(?:da|de|do|del)\s+(?:luz|[aá]gua|agua|g[aá]s|electricidade|eletricidade|electricidad)|contador(?:es)?\s+(?:el[eé]tric|el[eé]ctric)[oa]s?|compteurs?\s+(?:[eé]lectriques?|d['’]\s*eau|de\s+gaz|d['’]\s*[eé]lectricit[eé]|edf|linky|gazpar)|contator[ei]\s+(?:della\s+luce|dell['’]\s*acqua|del\s+gas|elettric[oi]|enel)|(?:strom|wasser|gas)z[aä]hler|(?:electric(?:ity)?|water|gas|utility|smart|power)\s+meters?|tac[oó]grafos?|tachographs?|chronotachygraphes?|cronotachigraf[oi]|fahrtenschreiber|tachographen`,
);
const meterOther = b(String.raw`z[aä]hler|compteurs?|contador(?:es)?|contatore`);
const meterStop = b(
  String.raw`parar|param|p[áà]ra|faz\s+parar|trav(?:a|ar)|abrand(?:a|ar)|atras(?:a|ar)|congel(?:a|ar)|det(?:iene|ener)|fren(?:a|ar)|ralentiz(?:a|ar)|stops?|stopping|slows?|slowing|freezes?|freezing|roll(?:s)?\s+back|turns?\s+back|ralent(?:it|ir|issent)|arr[eê]t(?:e|er|ent)|bloqu(?:e|er|ent)|ferm(?:a|are)|rallent(?:a|are)|blocc(?:a|are)|h[aä]lt|anhalten|bremst|bremsen|verlangsamt|zur[uü]ckdreh(?:t|en)`,
);
const meterStopRe = new RegExp(meterStop, 'iu');

/** A device taken off before an inspection and put back after it. */
const beforeInspection = b(
  String.raw`(?:antes\s+(?:da|de\s+la|del|de)|before\s+(?:the|an?|your)?|avant\s+(?:le|la|l['’])|prima\s+(?:della|del|dell['’])|vor\s+(?:der|dem))\s*(?:inspe[cç][aã]o|inspecci[oó]n|itv|mot|inspection|contr[oô]le(?:\s+technique)?|controlo|revisione|t[uü]v|hu|hauptuntersuchung|abgasuntersuchung|au)`,
);
/** Taken off or put back ("tira-se", "remove it", "volta a pôr", "put it back", "wieder einbauen"), and afterwards. */
const takenOffOrRefitted = new RegExp(
  b(
    String.raw`volta(?:s)?\s+a\s+p[oô]r|voltar\s+a\s+(?:p[oô]r|montar)|vuelve(?:s)?\s+a\s+poner|remet(?:s|tre|tez)?|put\s+(?:it\s+)?back|refit|reinstall|rimont\p{L}*|wieder\s+ein(?:bauen|gebaut)|tira(?:s|r)?|retira(?:s|r)?|quita(?:s|r)?|enl[eè]ve(?:r|z)?|retire(?:r|z)?|remove(?:s|d)?|take\s+(?:it\s+)?off|togli(?:ere)?|ausbauen|entfernen`,
  ),
  'iu',
);
const afterwards = new RegExp(b(String.raw`depois|despu[eé]s|apr[eè]s|after|afterwards|dopo|danach|nachher`), 'iu');

const unknowingRe = new RegExp(b(unknowing), 'giu');
const unnoticedRe = new RegExp(unnoticed, 'giu');
const checkerRe = new RegExp(checker, 'iu');
const foolingCheckRe = new RegExp(`${fooling}\\s+${words(3)}${checker}`, 'giu');
const passAnyRe = new RegExp(`${passVerb}\\s+${words(2)}(?:${anyWord})\\s+${words(2)}${bodyOrRoadCheck}`, 'giu');
const covertRe = new RegExp(covertAct, 'iu');
/**
 * Whom or whose things the act is done to, said after its verb: a person ("o teu marido", "people", "deiner Freundin"), their messages,
 * calls, whereabouts, phone or account, or a possessive before them ("ses trajets"). A reading lamp "to read in bed without your partner
 * noticing" reads no one's.
 */
const personalObject =
  /(?<![\p{L}])(?:marid[oa]s?|mulher|esposa|espos[oa]s?|namorad[oa]s?|companheir[oa]|parceir[oa]|pareja|novi[oa]|ex|partner(?:in)?|husband|wife|boyfriend|girlfriend|spouse|conjoint|mari|copine?|fidanzat[oa]|marito|moglie|freundin|freund|ehemann|ehefrau|colegas?|coll[eè]gues?|colleagues?|collegh?[ia]|kolleg(?:e|in|en)|chefe|jefe|boss|capo|patron|pessoas?|gente|people|personnes?|persone|leute|vizinh\p{L}*|vecin\p{L}*|voisin\p{L}*|neighbou?r\p{L}*|vicin\p{L}*|nachbar\p{L}*|mensagens|mensajes|messages?|messaggi|nachrichten|texts?|conversas|conversaciones|conversations?|conversazioni|gespr[aä]che|chamadas|llamadas|calls|appels|chiamate|anrufe|localiza[cç][aã]o|ubicaci[oó]n|location|localisation|posizione|standort|trajets?|trajetos?|movimentos?|movements?|whatsapp|telem[oó]vel|m[oó]vil|phone|portable|cellulare|handy|ses|sus|seus|suas|his|her|their|them|him|deiner|deines|seine[nmr]?|ihre[nmr]?|tua|tuo|teu|tu|ton|ta|votre)(?![\p{L}])/iu;
const openWithoutRe = new RegExp(`${openVerb}(?:-\\p{L}{1,3})?\\s+${words(7)}${withoutKey}(?:\\s+(?:do|da|del|de\\s+la|du|de\\s+l['’]|of\\s+the|dell['’]|del|des)\\s*(?:dono|dona|due[nñ]o|propri[eé]taire|owner|proprietario|gestore|besitzers?))?`, 'giu');
const meterStoppedRe = new RegExp(`${meter}\\s+${words(4)}${meterStop}|${meterStop}\\s+${words(3)}(?:${meter}|${meterOther})`, 'giu');
const beforeInspectionRe = new RegExp(beforeInspection, 'giu');

/** Sentences read at most, and the longest sentence read: a wall of text gets its first stretch read. */
const maxSentences = 80;
const maxSentenceLength = 600;
const maxMatchesPerSentence = 6;

/** The clauses this rule's findings carry: a purpose said whatever the item, no kind of item. */
export const purposeClauses: ReadonlySet<string> = new Set(['circumvention', 'privacy', 'fraud'] satisfies PurposeClause[]);
type PurposeClause = 'circumvention' | 'privacy' | 'fraud';

/** The rule-breaking purposes the text says, each a restricted item (`circumvention`, `privacy` or `fraud`). */
export function findEvasionPurposes(text: string): Finding[] {
  const found: Finding[] = [];
  const owned = ownershipShown.test(text);
  let sentences = 0;
  for (const sentence of matchesOf(text, /[^.!?;\n]+/gu)) {
    if (++sentences > maxSentences) break;
    const s = sentence[0].slice(0, maxSentenceLength);
    const at = sentence.index;
    const add = (clause: PurposeClause, start: number, end: number, negatedAt = start) => {
      if (negatedJustBefore(text, at + negatedAt)) return;
      found.push(finding('restricted_item', clause, text, at + start, at + end));
    };
    const before = found.length;
    // A check fooled, or any check of the body or the road passed.
    for (const re of [foolingCheckRe, passAnyRe]) {
      let seen = 0;
      for (const m of matchesOf(s, re)) {
        if (++seen > maxMatchesPerSentence) break;
        add(fraudChecker.test(m[0]) ? 'fraud' : 'circumvention', m.index, m.index + m[0].length);
      }
    }
    // Someone unaware: of a check (a checker in the sentence), or of being watched (an act on them in the sentence).
    if (!surprise.test(s)) {
      const checkerFound = checkerRe.exec(s);
      const act = covertRe.exec(s);
      let seen = 0;
      for (const re of [unknowingRe, unnoticedRe]) {
        for (const m of matchesOf(s, re)) {
          if (++seen > maxMatchesPerSentence) break;
          // The act's object is looked for between its verb and the unknowing words (or after the verb when those come first).
          const objectEnd = act && act.index < m.index ? m.index : (act?.index ?? 0) + 60;
          const actOnSomeone = act && personalObject.test(s.slice(act.index, objectEnd)) ? act : null;
          const other = checkerFound ?? (re === unknowingRe ? actOnSomeone : null);
          if (!other) continue;
          const clause = checkerFound ? (fraudChecker.test(checkerFound[0]) ? 'fraud' : 'circumvention') : 'privacy';
          add(clause, Math.min(m.index, other.index), Math.max(m.index + m[0].length, other.index + other[0].length));
        }
      }
    }
    // Opened, started or read without its key, code or owner: anyone's, or the owner's consent left out.
    if (!owned) {
      let seen = 0;
      for (const m of matchesOf(s, openWithoutRe)) {
        if (++seen > maxMatchesPerSentence) break;
        if (anyoneAny.test(s) || /(?:donos?|due[nñ]os?|propri[eé]taires?|owners?|proprietari[oa]?|besitzer|titular(?:es)?|autoriza|permis|consent|zustimmung|erlaubnis)\p{L}*$/iu.test(m[0])) add('circumvention', m.index, m.index + m[0].length);
      }
    }
    // A utility meter or a tachograph stopped or slowed.
    let seen = 0;
    for (const m of matchesOf(s, meterStoppedRe)) {
      if (++seen > maxMatchesPerSentence) break;
      // "no contador da luz faz parar…": the Portuguese "no" before the meter is "in the"; a negation is read before the verb.
      const verb = meterStopRe.exec(m[0]);
      if (verb) add('fraud', m.index, m.index + m[0].length, m.index + verb.index);
    }
    // Taken off before the inspection, put back after it.
    for (const m of matchesOf(s, beforeInspectionRe)) {
      const rest = `${s.slice(0, m.index)} ${s.slice(m.index + m[0].length)}`;
      if (takenOffOrRefitted.test(rest) && afterwards.test(rest)) add('circumvention', m.index, m.index + m[0].length);
      break;
    }
    if (found.length > before + maxMatchesPerSentence) found.length = before + maxMatchesPerSentence;
  }
  return withoutRepeats(found);
}

/**
 * Whether the three words before `start` negate it ("não serve para enganar", "ne trompe pas", "doesn't fool"): nearer than the
 * lexicons' reach, since a Portuguese "no" ("in the") often stands a few words before a purpose's verb ("no contador da água faz parar").
 */
function negatedJustBefore(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start).split(/\s+/u).filter(Boolean).slice(-3).join(' ');
  return isNegated(`${before} `, before.length + 1);
}

/** One finding per span: two patterns over the same words are one purpose. */
function withoutRepeats(found: Finding[]): Finding[] {
  const kept: Finding[] = [];
  for (const f of found.sort((a, b) => a.start - b.start || b.end - a.end)) {
    const last = kept.at(-1);
    if (last && f.start < last.end) {
      if (f.end > last.end) kept[kept.length - 1] = { ...last, end: f.end, evidence: last.evidence + f.evidence.slice(last.end - f.start) };
      continue;
    }
    kept.push(f);
  }
  return kept;
}
