import { anyOf, type TopicLexicon } from './item-lexicon.ts';

/**
 * Two of the anabolic steroid trade's short names joined as a stack: at least one of them not an everyday word too ("test", "eq" and
 * "mast" are: a test, an equaliser, a mast).
 */
const steroidStrongName = String.raw`(?:tren|sust|deca|dbol|d-bol|winny|npp)`;
const steroidStack = String.raw`(?:(?:test|mast|eq|tren|sust|deca|dbol|d-bol|winny|npp)\s*(?:and|e|y|et|und|\+|&|,|\/)\s*${steroidStrongName}|${steroidStrongName}\s*(?:and|e|y|et|und|\+|&|,|\/)\s*(?:test|mast|eq))`;
/** Vials, needles, a strength or a cycle: how the steroid trade's stack is used ("10 ml vials", "pins included", "para ciclo"). */
const steroidUseWord = /(?<![\p{L}])(?:vials?|ampolas?|ampollas?|ampoules?|fiale|ampullen|cycles?|ciclos?|kur|pins?|needles?|seringas?|jeringas?|seringues?|siringhe|spritzen|agulhas|agujas|aiguilles|viales|mg\/ml|ml|mg)(?![\p{L}])/iu;
/**
 * A work about steroids, not the substance: a book (its edition, binding, ISBN, author, publisher or pages), a guide, a manual, an article,
 * a documentary, a warning of their risks.
 */
const aboutSteroids = /(?<![\p{L}])(?:livros?|libros?|livres?|books?|libri|b[uü]cher|buch|sachbuch|fachbuch|ouvrages?|guias?|gu[ií]as?|guides?|guida|ratgeber|manuais|manuales|manuels?|manuals?|artigos?|art[ií]culos?|articles?|articoli|artikel|documentários?|documentales?|documentaires?|documentar(?:y|ies)|edi[cç][aã]o|edi[cç][oõ]es|edici[oó]n|ediciones|[eé]ditions?|edizion[ei]|auflage|ausgabe|paperback|hardcover|hardback|capa\s+(?:mole|dura)|tapa\s+(?:blanda|dura)|broch[eé]|reli[eé]|brossura|copertina|taschenbuch|gebunden|isbn|autor(?:a|es)?|authors?|auteurs?|autore|editora|editorial|[eé]diteur|editore|verlag|publisher|p[aá]ginas|pages|pagine|seiten|riscos|riesgos|risques|risks|rischi|risiken|perigos|peligros|dangers?|pericoli|gefahren)(?![\p{L}])/iu;

/**
 * Items a marketplace's own clauses name, sold in words no general lexicon holds (PT, ES, FR, EN, IT, DE):
 * - devices and services that wind a vehicle's odometer back ("aparelho para baixar os quilómetros", "herramienta para corregir el kilometraje",
 *   "mileage correction tool", "Tachojustierung"): tampering with the mileage is an offence in each of our countries (clause `odometer-tampering`);
 * - used catalytic converters taken off a car (their theft is common: restricted, a person checks the paperwork, clause `catalytic-converters`);
 * - coins and objects dug up with a metal detector ("moedas antigas encontradas com o detector", "coins dug up with my metal detector"):
 *   archaeological heritage (`cultural-heritage`);
 * - seeds and plants of invasive species by their common names (Japanese knotweed, Himalayan balsam, pampas grass, giant hogweed, the
 *   ice plant, tree of heaven, kudzu): the EU list of invasive alien species and the national lists (`invasive-species`);
 * - anabolic steroids by their substances and esters ("testosterone enanthate", "trembolona", "nandrolone", "Anavar") (`medicines`).
 */

/** Kilometres or miles, the odometer or the dashboard's reading. */
const mileage = String.raw`(?:quil[oó]metros|quilometragem|kil[oó]metros|kilom[eé]trage|kilometraje|kilom[eè]tres|chilometr(?:i|aggio)|kilometer(?:stand)?|km|kms|millas|miles|mileage|conta-?quil[oó]metros|cuentakil[oó]metros|compteur|contachilometri|tacho(?:stand)?|od[oó]metros?|odom[eè]tres?|odometers?|kilometerz[aä]hler)`;
/** Setting it back: correcting, lowering, adjusting, stopping, rolling back. */
const windingBack = String.raw`(?:acert(?:ar|o|a)|baix(?:ar|o|a)|corrig(?:ir|e)|correg(?:ir)?|corrij(?:a|o)|correc(?:ci[oó]n|[cç][aã]o)|corre[cç][aã]o|ajust(?:ar|e)|baj(?:ar|a|o)|rebaj(?:ar|a)|quitar|parar|bloquear|stop|correct(?:ion|ing|or)?|roll(?:ing)?\s+back|rollback|wind(?:ing)?\s+back|clock(?:ing)?|adjust(?:ment|ing|er)?|r[eé]duire|baisser|modifi(?:er|cation)|recul(?:er)?|correggere|correzione|scalare|abbassare|justierung|korrektur|verstellen|zur[uü]ckdrehen|manipulation)`;
/**
 * The seller's own verb of winding back, first person, with the article of what it winds back: "baixo os", "bajo el", "je recule le", "I roll back
 * the", "scalo i". The article keeps "baixo km" and "bajo kilometraje" (low mileage, an adjective) out.
 */
const sellerWindsBack = String.raw`(?:(?:baixo|acerto|corrijo|bajo|rebajo|scalo|abbasso|correggo|riduco)\s+(?:(?:os|as|o|a|el|la|los|las|i|gli|il|tus|tu|teus|teu|tua)\s+|l['’]\s*)|(?:je|on)\s+(?:baisse|recule|corrige|ajuste)\s+(?:(?:le|la|les|votre|vos|ton|ta|tes)\s+|l['’]\s*)|(?:i|we)\s+(?:(?:roll|wind|turn|clock|take|put)\s+back|lower|correct|adjust|reduce)\s+(?:(?:the|your|its)\s+)?)`;
/** A tool or device: the machine, the apparatus, a programmer, a blocker, an emulator, a "km stop". */
const device = String.raw`(?:m[aá]quinas?|aparelhos?|aparatos?|dispositivos?|ferramentas?|herramientas?|outils?|appareils?|bo[iî]tiers?|tools?|devices?|gadgets?|strument[oi]|dispositiv[oi]|ger[aä]te?|werkzeuge?|programador(?:es)?|programmateurs?|programmers?|programmatore|emulador(?:es)?|[eé]mulateurs?|emulators?|emulatore|bloqueador(?:es)?|blockers?|bloqueurs?|stopper|filtr(?:o|e)s?)`;

/** Coins and small objects a detector finds: arrowheads, brooches, rings, artefacts. */
const finds = String.raw`(?:moedas?|monedas?|pi[eè]ces?|monnaies?|coins?|monet[ae]|m[uü]nzen?|pontas?\s+de\s+seta|puntas?\s+de\s+flecha|pointes?\s+de\s+fl[eè]che|arrowheads?|fibulas?|fibules?|fibule|fibeln?|an[eé]is|anillos?|bagues?|rings?|anell[io]|objetos?|objets?|objects?|oggetti|artefactos?|artefacts?|artifacts?|reperti)`;
/** Said found, dug up or unearthed. */
const dugUp = String.raw`(?:encontrad[oa]s?|achad[oa]s?|hallad[oa]s?|desenterrad[oa]s?|sacad[oa]s?|sa[ií]d[oa]s?\s+(?:de\s+la\s+tierra|da\s+terra)|trouv[eé]e?s?|sortie?s?\s+de\s+terre|d[eé]terr[eé]e?s?|found|dug\s+up|unearthed|trovat[ei]|dissotterrat[ei]|gefunden|ausgegraben)`;
/** "With the (my) detector", "au détecteur", "col metal detector". */
const withThe = String.raw`(?:com|con|avec|with|mit|au|ao|al|par|col|dem|beim)\s+(?:(?:o|el|le|the|a|my|il|dem|mon|mi|meu|mio|meinem)\s+)?`;
/** The detector in the six languages, its PT spelling "detetor" and the hobby's verb ("found metal detecting"). */
const detector = String.raw`(?:detec?tor(?:es)?|d[eé]tecteurs?|detektor(?:en)?|metal[\s-]?detector|metalldetektor(?:en)?|metal[\s-]detecting|detecting|detectorist\p{L}*|rilevator[ei]|cercametalli)`;

export const vehicleHeritageLexicon: TopicLexicon[] = [
  {
    // The device or service that winds the odometer back, the verb and the reading in one phrase, or the trade's own names ("km stop",
    // "mileage blocker", "Tachojustierung"). Reading the odometer (a diagnostic reader, a speedometer repair) is no winding back.
    topic: 'odometer-tampering',
    qualifier: true,
    terms: [
      `${device}\\s+(?:\\p{L}+\\s+){0,2}?(?:para|de|pour|to|for|per|zum|zur|um)\\s+(?:(?:o|a|os|el|la|los|le|les|the|il|i|den|die)\\s+)?${windingBack}\\s+(?:(?:os|as|o|a|el|la|los|las|le|les|the|il|i|gli|den|die|der|des|du|de|del|d[ao]s?)\\s+)?${mileage}`,
      `${windingBack}\\s+(?:(?:os|as|o|a|el|la|los|las|le|les|the|il|i|gli|den|die|der|des|du|de|del|d[ao]s?)\\s+)?${mileage}\\s+(?:\\p{L}+\\s+){0,3}?(?:sem\\s+que|sin\\s+que|sans\\s+que|without|senza|ohne|ningu[eé]m|nadie|personne|nobody|nessuno|niemand|n[aã]o\\s+se\\s+nota|no\\s+se\\s+nota|invisible|undetect\\p{L}*)`,
      `(?:${device}\\s+)?(?:zum|zur|um)\\s+(?:(?:den|die)\\s+)?${mileage}\\s+(?:zu\\s+)?(?:zur[uü]ckdrehen|zur[uü]ckzudrehen|verstellen|zu\\s+verstellen|korrigieren|manipulieren)`,
      `(?:acertos?|ajustes?|rebaixa|bajada|reprograma[cç][aã]o|reprogramaci[oó]n|ajustement|correzione|regolazione)\\s+(?:de|da|do|du|del|della|dei|des)\\s+(?:(?:la|le|il|o|a|os|los|i)\\s+)?${mileage}`,
      '(?:km|kms|mileage|miles)[\\s-]?(?:stop|blockers?|filters?|stoppers?)', '(?:odometer|mileage|km)\\s+(?:correction|adjustment|rollback|roll[\\s-]back)(?:\\s+(?:tools?|devices?|kits?|services?))?',
      'tacho(?:justierung|korrektur|manipulation)', 'kilometer(?:stand)?(?:korrektur|manipulation|verstellung)', 'corre[cç][aã]o\\s+de\\s+quil[oó]metros', 'correcci[oó]n\\s+de\\s+kil[oó]metros', 'correction\\s+(?:de\\s+)?kilom[eé]trage', 'scala\\s*(?:km|chilometri)',
    ],
  },
  {
    // The seller offering to wind the reading back, in the first person or to the buyer's car ("baixo os quilómetros", "je recule le compteur",
    // "scalo i chilometri", "ich stelle den Tacho zurück", "I roll back the mileage"): the odometer-tampering clause (clause
    // `odometer-tampering`). A reading told ("baixou a quilometragem" of a price) is no such offer; a bike computer's reset said the same way
    // ("setze den Tacho zurück") is not told apart from one.
    topic: 'odometer-tampering',
    qualifier: true,
    terms: [
      `${sellerWindsBack}${mileage}`,
      String.raw`(?:stelle|stellen|drehe|drehen|setze|setzen)\s+(?:(?:den|die|ihren|deinen|euren)\s+)?(?:${mileage})\s+zur[uü]ck`,
    ],
  },
  {
    // A used catalytic converter taken off a car, or offered in numbers: restricted (a person checks where it came from).
    topic: 'catalytic-converters',
    terms: [
      `(?:catalisador(?:es)?|catalizador(?:es)?|pots?\\s+catalytiques?|catalyseurs?|catalytic\\s+converters?|cats?\\s+converters?|catalizzator[ei]|katalysator(?:en)?)(?=[^.!?\\n]{0,60}?(?<![\\p{L}])(?:usad[oa]s?|d['’]occasion|occasion|used|usat[oi]|gebraucht\\p{L}*|desmontad[oa]s?|d[eé]mont[eé]e?s?|removed|smontat[oi]|ausgebaut|tirad[oa]s?|quitad[oa]s?|retir[eé]e?s?|sem\\s+(?:fatura|papeis|papéis|documentos)|sin\\s+(?:factura|papeles)|sans\\s+(?:facture|papiers)|no\\s+(?:paperwork|invoice|receipt)|senza\\s+(?:fattura|documenti)|ohne\\s+(?:rechnung|papiere)|(?:more|mais|m[aá]s|d['’]autres|altri|mehr)\\s+(?:\\p{L}+\\s+){0,2}?(?:available|dispon[ií]veis|disponibles|si\\s+besoin|if\\s+needed)|can\\s+get\\s+more|consigo\\s+mais|consigo\\s+m[aá]s|puedo\\s+conseguir)(?![\\p{L}]))`,
      `(?:used|second[\\s-]hand)\\s+(?:catalytic\\s+converters?|cats?)`,
    ],
    // A converter's heat shield, its gasket or a new one in its box is no used part taken off a car.
    innocent: /(?:sondas?|sondes?|sensors?|sensores?|lambda)\s+(?:\p{L}+\s+){0,2}?(?:p[oó]s|pr[eé]|post|pre|apr[eè]s|avant|nach|vor|after|before|downstream|upstream)[\s-]?(?:catalisador|catalizador|catalyseur|catalytic|cat|katalysator)|(?:catalisador(?:es)?|catalizador(?:es)?|catalyseurs?|catalytic\s+converters?|katalysator(?:en)?)\s+(?:\p{L}+\s+)?(?:novos?|nuevos?|neufs?|new|nuov[oi]|neu|heat\s+shields?|gaskets?|juntas?|joints?|sensors?|sondas?|sondes?)/iu,
    context: /(?<![\p{L}])(?:novos?\s+na\s+caixa|nuevos?\s+en\s+(?:su\s+)?caja|neufs?\s+(?:en|dans\s+sa)\s+bo[iî]te|brand\s+new|new\s+in\s+box|nuov[oi]\s+in\s+scatola|neu\s+(?:in|im)\s+(?:ovp|karton)|reciclag\p{L}*|reciclaj\p{L}*|recyclage|recycling|riciclaggio|compro|compramos|achat|we\s+buy|buying|ankauf|acquisto|reacondicionamiento|qu[ií]mica|chemistry|catalysts?\s+for|lab)(?![\p{L}])/iu,
  },
  {
    // Coins and objects said dug up or found with a metal detector: archaeological finds (PT Lei 107/2001, ES Ley 16/1985, FR Code du
    // patrimoine, IT Codice dei beni culturali, the German Länder's Schatzregal). The detector itself, or a coin bought from a dealer, is none.
    topic: 'cultural-heritage',
    // A phrase with its verb, read wherever it stands (a noun after it heads nothing: "… with my detector last year").
    qualifier: true,
    terms: [
      `${finds}(?:\\s+[\\p{L}'’]+){0,3}?\\s+${dugUp}(?:\\s+[\\p{L}'’]+){0,4}?\\s+(?:${withThe})?${detector}`,
      // The detector before the participle ("mit dem Metalldetektor gefunden", "com o detetor encontradas").
      `${finds}(?:\\s+[\\p{L}'’]+){0,3}?\\s+${withThe}${detector}(?:\\s+[\\p{L}'’]+){0,3}?\\s+${dugUp}`,
      `(?:moedas?|monedas?|pi[eè]ces?|monnaies?|coins?|monet[ae]|m[uü]nzen?|objetos?|objets?|objects?|oggetti)(?=(?:[\\s,]+[\\p{L}'’]+){0,6}?[\\s,]+(?:n[aã]o\\s+declarad[oa]s?|no\\s+declarad[oa]s?|non\\s+d[eé]clar[eé]e?s?|undeclared|not\\s+declared|non\\s+denunciat[ei]|nicht\\s+gemeldet))`,
    ],
    context: /(?<![\p{L}])(?:r[eé]plicas?|r[eé]pliques?|replicas?|replik\p{L}*|reproduc\p{L}*|reprodu[cç][aã]o|leil[aã]o|catalogad\p{L}*|certificad[oa]\s+de\s+autenticidade|numism[aá]tic\p{L}*\s+(?:loja|tienda|shop)|comprad[oa]s?\s+(?:em|en|a|numa|en\s+una)\s+(?:loja|tienda|leil[aã]o|subasta))(?![\p{L}])/iu,
  },
  {
    // Invasive alien plants by their common and Latin names, sold as seeds, rhizomes, cuttings or plants: the EU Union list (Regulation
    // 1143/2014) and the national lists (PT Decreto-Lei 92/2019, ES Real Decreto 630/2013, the UK's Schedule 9).
    topic: 'invasive-species',
    // The species' own names, read wherever they stand in the phrase ("pés de erva-das-pampas em vaso").
    qualifier: true,
    terms: [
      'renou[eé]es?\\s+du\\s+japon', 'japanese\\s+knotweed', 'knotweed', 'fallopia\\s+japonica', 'reynoutria(?:\\s+japonica)?', 'poligono\\s+del\\s+giappone', 'japanischer?\\s+staudenkn[oö]terich', 'staudenkn[oö]terich', 'sanguin[aá]ria[\\s-]do[\\s-]jap[aã]o', 'hierba\\s+nudosa\\s+japonesa',
      'himalayan\\s+balsam', 'impatiens\\s+glandulifera', 'balsamine\\s+de\\s+l[\\x27’]himalaya', 'balsamina\\s+(?:del\\s+)?(?:himalaya|ghiandolosa)', 'dr[uü]siges\\s+springkraut', 'indisches\\s+springkraut',
      '(?:ervas?|hierbas?|herbes?|erba)[\\s-]+(?:(?:das|da|de[\\s-]+las|de[\\s-]+la|della|des)[\\s-]+)?pampas?', 'plumeiro(?:s)?\\s+(?:das\\s+)?pampas', 'pampas\\s+grass', 'herbe\\s+de\\s+la\\s+pampa', 'erba\\s+della\\s+pampa', 'pampasgras', 'cortaderia(?:\\s+selloana)?', 'plumero(?:s)?\\s+de\\s+(?:la\\s+)?pampa',
      'giant\\s+hogweed', 'heracleum\\s+mantegazzianum', 'berce\\s+du\\s+caucase', 'riesen[\\s-]?b[aä]renklau', 'panace\\s+di\\s+mantegazza',
      'chor(?:[aã]o|[oõ]es)[\\s-]d[ae]s?[\\s-]praias?', 'carpobrotus(?:\\s+edulis)?', 'u[ñn]a\\s+de\\s+gato\\s+(?:\\(carpobrotus\\)|invasora)', 'griffes?\\s+de\\s+sorci[eè]re', 'hottentot\\s+fig',
      'ailanthus(?:\\s+altissima)?', '[aá]rvore[\\s-]do[\\s-]c[eé]u', '[aá]rbol\\s+del\\s+cielo', 'ailant[eo]', 'albero\\s+del\\s+paradiso', 'tree\\s+of\\s+heaven', 'g[oö]tterbaum',
      'kudzu', 'pueraria(?:\\s+(?:montana|lobata))?', 'acacia\\s+saligna', 'ludwigia(?:\\s+peploides)?', 'asclepias\\s+syriaca',
    ],
    // A book, a photo or a removal service names the plant as something to fight; an artificial or dried stem of pampas grass is decoration.
    innocent: /(?:remo[cç][aã]o|eliminaci[oó]n|[eé]limination|removal|eradication|erradica\p{L}*|control[eo]?|controllo|bek[aä]mpfung|entfernung|tratamento|tratamiento|traitement|treatment|limpeza|desbaste|arranque)\s+(?:\p{L}+[\s-]+){0,3}?(?:de\s+|of\s+|du\s+|della\s+|des\s+|von\s+)?(?:la\s+|le\s+|the\s+|a\s+|o\s+)?(?:renou|japanese|knotweed|jap|himalay|balsam|pampa|hogweed|berce|staudenkn|springkraut|ailant|kudzu)\p{L}*/iu,
    context: /(?<![\p{L}])(?:secas?|secos?|sech[eé]e?s?|dried|essiccat\p{L}*|getrocknet\p{L}*|artificia\p{L}*|artificiel\p{L}*|k[uü]nstlich\p{L}*|arranjos?|arreglos?|bouquets?|ramos?|buqu[eê]s?|decora\p{L}*|d[eé]co\p{L}*|livros?|libros?|livres?|books?|buch|fotograf\p{L}*|photo\p{L}*|posters?)(?![\p{L}])/iu,
  },
  {
    // Anabolic steroids by their substances, esters and the trade's short names beside them (the marketplaces' medicines and drugs clauses).
    topic: 'medicines',
    terms: [
      'testosterona\\s+(?:enantato|cipionato|propionato|undecanoato)', 'testost[eé]rone\\s+(?:[eé]nanthate|cypionate|propionate|und[eé]canoate)', 'testosterone\\s+(?:enanthate|cypionate|propionate|undecanoate)', 'testosterone\\s+(?:enantato|cipionato|propionato)', 'testosteron(?:e)?[\\s-]?(?:enanthat|cypionat|propionat)',
      'trenbolon[ae]?', 'trembolona', 'nandrolon[ae]?', 'deca[\\s-]?durabolin', 'oxandrolon[ae]?', 'anavar', 'stanozolol[oe]?', 'winstrol', 'dianabol', 'metandienon[ae]?', 'methandienone', 'methandrostenolone', 'boldenon[ae]?', 'masteron', 'drostanolon[ae]?', 'primobolan', 'sustanon(?:\\s+250)?',
      '(?:test\\s+(?:e|c|p|enan|cyp|prop)|tren(?:\\s+(?:a|e|ace|enan))?)(?=[^.!?\\n]{0,60}?(?<![\\p{L}])(?:vials?|ampolas?|ampollas?|ampoules?|fiale|ampullen|cycles?|ciclos?|pins?|agulhas|agujas|aiguilles|mg\\/ml|ml)(?![\\p{L}]))',
    ],
  },
  {
    // Two of the trade's short names joined as a stack ("test and deca", "tren + mast", "dbol e winny"), vials, needles, a dose or a cycle
    // said beside them or in the other field ("Tren + mast" / "Viales de 10 ml, para ciclo"): the medicines clauses. A book or a guide about
    // them, or an article warning of them, is none.
    topic: 'medicines',
    qualifier: true,
    terms: [steroidStack],
    requires: steroidUseWord,
    context: aboutSteroids,
  },
  {
    // "Dbol" (methandienone's short name, no everyday word in our languages) beside vials, needles, a dose or a cycle, in its field or the other.
    topic: 'medicines',
    qualifier: true,
    terms: ['(?:dbol|d-bol)'],
    requires: steroidUseWord,
    context: aboutSteroids,
  },
  {
    // A short name that is an everyday word or name too ("deca": French for the sports chain and for decaf, Italian decaf, a Brazilian
    // maker of taps; "winny": a file-sharing program, a first name; "npp": a nuclear power plant) names the drug only with genuine steroid
    // talk: an injecting word (vials, pins, needles, syringes, a mg/ml strength) AND a second cue of the trade (a bulking or cutting cycle,
    // PCT, "gear", steroids named as such, an ester). A bare "ml" or "cycle" is a bottle's or a bike's ("achetée chez Déca, 750 ml",
    // "Deca cycle shorts"), so neither makes it one; coffee words or a shop beside it make it the decaf or the chain.
    topic: 'medicines',
    qualifier: true,
    terms: ['(?:deca|winny|npp)'],
    requires: /^(?=[\s\S]*?(?<![\p{L}])(?:vials?|ampolas?|ampollas?|ampoules?|fiale|ampullen|pins?|needles?|seringas?|jeringas?|seringues?|siringhe|spritzen|agulhas|agujas|aiguilles|inje\p{L}*|iny[eé]c\p{L}*|mg\/ml)(?![\p{L}]))(?=[\s\S]*?(?<![\p{L}])(?:bulking|cutting|pct|gear|stack|roids|ster[oó]ids?|esteroides?|st[eé]ro[iï]des?|steroidi|anab[oó]li\p{L}*|anabolisants?|anabolika|(?:ciclos?|cycles?|kur)\s+(?:de\s+|of\s+|di\s+)?(?:volumen|volume|definici[oó]n|defini[cç][aã]o|massa|masa|masse|definizione|bulk|cut|prise\s+de\s+masse|s[eè]che)|prise\s+de\s+masse|masseaufbau|(?:test|tren|mast|sust|eq)\s+(?:e|c|p|enan|cyp|prop|ace)|trenbolon\p{L}*|testosteron\p{L}*|nandrolon\p{L}*|boldenon\p{L}*)(?![\p{L}]))/iu,
    // Coffee words or a shop ("chez Déca") beside it.
    context: anyOf(aboutSteroids, /(?<![\p{L}])(?:caf[eé]s?|caff[eè]|coffee|kaffee|espresso|capsules?|c[aá]psulas?|capsule|kapseln|dosettes?|decaf\p{L}*|d[eé]caf[eé]in\p{L}*|decaffeinat\p{L}*|descafeinad\p{L}*|entkoffeiniert|ch[aá]s?|th[eé]s?|teas?|tee|tisanas?|tisanes?|tazz\p{L}*|tasses?|mugs?|chez|magasin)(?![\p{L}])/iu),
  },
  {
    // An anabolic steroid or a steroid cycle named as such ("steroid cycle", "ciclo de esteroides", "Steroidkur", "Anabolika"): a book about
    // them (its edition, binding, ISBN or author said), a guide or an article warning of them is none.
    topic: 'medicines',
    qualifier: true,
    terms: [
      '(?:ster[oó]ids?|esteroides?|st[eé]ro[iï]des?|steroid[ie]?)\\s+(?:anab[oó]li(?:c|cos?|cas?|ques?|ci|che|ka)|cycles?|ciclos?|kur(?:en)?)', '(?:anabolic|anabolizantes?|anabolisants?|anabolizzanti)\\s+(?:ster[oó]ids?|esteroides?|st[eé]ro[iï]des?|steroidi)', '(?:ciclos?|cycles?)\\s+(?:de\\s+|d[\'’]\\s*|of\\s+|di\\s+)?(?:ster[oó]ids?|esteroides?|st[eé]ro[iï]des?|steroidi)', 'steroidkur(?:en)?', 'anabolika',
    ],
    context: aboutSteroids,
  },
];
