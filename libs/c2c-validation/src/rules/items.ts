import { findBrandMentions } from '@circular/brands';
import { aboutWeapons as workWords, copiedGoodsWord, itemLexicon, knifeWords, toolKnifeWords, workNounsSource } from '../policy/item-lexicon.ts';
import { profileItemPolicy } from '../policy/profiles.ts';
import { slangItemLexicon } from '../policy/slang-item-lexicon.ts';
import { fishingKnifeWords } from '../policy/fishing-knife-words.ts';
import { describedItemLexicon } from '../policy/described-item-lexicon.ts';
import { euphemismItemLexicon } from '../policy/euphemism-item-lexicon.ts';
import { wildTakenLexicon } from '../policy/wild-taken-lexicon.ts';
import { vehicleHeritageLexicon } from '../policy/vehicle-heritage-lexicon.ts';
import { clauseGoodsLexicon } from '../policy/clause-goods-lexicon.ts';
import { publishedListLexicon } from '../policy/published-list-lexicon.ts';
import { wholeListLexicon } from '../policy/whole-list-lexicon.ts';
import { goodsInDisguiseLexicon } from '../policy/goods-in-disguise-lexicon.ts';
import { goodsDescribedLexicon } from '../policy/goods-described-lexicon.ts';
import { servicesSchemesLexicon } from '../policy/services-schemes-lexicon.ts';
import { describedServicesLexicon } from '../policy/described-services-lexicon.ts';
import { substancesWildlifeContrabandLexicon } from '../policy/substances-wildlife-contraband-lexicon.ts';
import { goodsNamedPlainlyLexicon } from '../policy/goods-named-plainly-lexicon.ts';
import { offersInOtherWordsLexicon } from '../policy/offers-in-other-words-lexicon.ts';
import { purposeAndConditionLexicon } from '../policy/purpose-and-condition-lexicon.ts';
import { regulatedListsLexicon } from '../policy/regulated-lists-lexicon.ts';
import { weaponsOfficialListsLexicon } from '../policy/weapons-official-lists-lexicon.ts';
import { precursorsNicotineLexicon } from '../policy/precursors-nicotine-lexicon.ts';
import { meansOriginSchemesLexicon } from '../policy/means-origin-schemes-lexicon.ts';
import { commonKindsLexicon } from '../policy/common-kinds-lexicon.ts';
import { harmTamperingSchemesLexicon } from '../policy/harm-tampering-schemes-lexicon.ts';
import { findBladeLengths } from './blade-length.ts';
import { offersPersonalTicketsWorkedAround, offersTicketsAboveFaceValue, ticketWordsIn } from './ticket-touting.ts';
import { finding, type Finding, type RuleContext } from './finding.ts';
import { saysTicketsSoldAboveCost } from './ticket-markup-said.ts';
import { opensWithNegation, isExcludedAfter, isExcludedBefore, isNegated, isRefusedAfter } from './negation.ts';
import { itemRole, looksEnglish, type ItemRoleOptions } from '../text/item-role.ts';
import { germanSpelled, withGermanSpellings } from '../text/german-spellings.ts';
import { termIndexSteps, type TermIndex } from '../text/term-index.ts';
import { matchesOf } from '../text/matches.ts';
import { functionWords } from './function-words.ts';
import { articles, complementWords } from '../text/word-classes.ts';
import { firstSentenceEnd, sentenceAfter, sentenceAround, sentenceBefore, sentenceSpans } from '../text/sentence.ts';

/**
 * The lexicon's entries, those of its slang (`slang-item-lexicon.ts`) and of its euphemisms (`euphemism-item-lexicon.ts`), each German term also in its spelling without umlauts
 * ("Abfuellung", "Ueberweisung"): read as one lexicon.
 */
const lexiconEntries = () => [
  // Read first: where one of its terms and an earlier lexicon's cover the same words, the regulated list's more exact reading (an
  // Annex A parrot rather than a pet, a weed killer said banned rather than a weed killer) is the one kept (`add` keeps the first).
  ...regulatedListsLexicon,
  ...weaponsOfficialListsLexicon,
  ...itemLexicon,
  ...slangItemLexicon,
  ...describedItemLexicon,
  ...euphemismItemLexicon,
  ...wildTakenLexicon,
  ...vehicleHeritageLexicon,
  ...clauseGoodsLexicon,
  ...publishedListLexicon,
  ...wholeListLexicon,
  ...goodsInDisguiseLexicon,
  ...goodsDescribedLexicon,
  ...servicesSchemesLexicon,
  ...describedServicesLexicon,
  ...substancesWildlifeContrabandLexicon,
  ...goodsNamedPlainlyLexicon,
  ...offersInOtherWordsLexicon,
  ...purposeAndConditionLexicon,
  ...precursorsNicotineLexicon,
  ...meansOriginSchemesLexicon,
  ...commonKindsLexicon,
  ...harmTamperingSchemesLexicon,
];
const spelled = (entry: ReturnType<typeof lexiconEntries>[number]) => ({
  ...entry,
  terms: entry.terms.map(withGermanSpellings),
  // Innocent phrases, context and required words typed without their umlauts too ("Motorsaege", "Kettensaege", "fuer"), as the terms are.
  innocent: entry.innocent && germanSpelled(entry.innocent),
  context: entry.context && germanSpelled(entry.context),
  requires: entry.requires && germanSpelled(entry.requires),
});
const compileEntry = ({ topic, terms, innocent, context, requires, requiresBrandCategory, subject, followUp, looseSubject, subjectBrandCategory, once, qualifier, madeThing, parts, afterMakerIsProduct, claimBesideMaker, claimOfTitleMakersGoods, negativeIdiom, review }: ReturnType<typeof spelled>) => {
  const term = String.raw`(?<![\p{L}\p{N}])(?:${terms.join('|')})(?![\p{L}\p{N}])`;
  return {
    topic,
    requiresBrandCategory,
    once,
    qualifier,
    madeThing,
    parts,
    afterMakerIsProduct,
    claimBesideMaker,
    claimOfTitleMakersGoods,
    negativeIdiom,
    review,
    looseSubject,
    subjectBrandCategory,
    pattern: new RegExp(term, 'giu'),
    termAnywhere: new RegExp(term, 'iu'),
    // Global: each innocent phrase around a term is looked at (`isInnocent`).
    innocent: innocent && new RegExp(innocent.source, 'giu'),
    innocentAnywhere: innocent && new RegExp(innocent.source, 'iu'),
    context,
    requires,
    subject,
    followUp: followUp && new RegExp(followUp.source, 'giu'),
  };
};

interface ItemTables {
  /** Each lexicon entry with its patterns. */
  compiled: ReturnType<typeof compileEntry>[];
  /** The entries a description's follow-up words may flag without a term of their own (`followUp`). */
  entriesWithFollowUp: number[];
  /**
   * Every topic's terms in one index (`term-index.ts`): it reads a text once and tells which lexicon entries have a term in it,
   * exactly as each entry's own pattern would find one, so a text that names none of an entry's terms (most texts, most entries)
   * skips that entry's scan; its cost grows with the text, not with the lexicon.
   */
  termIndex: TermIndex;
  knifeKinds: RegExp;
}

/** How many lexicon entries are spelt or compiled between two pauses of {@link itemTableSteps}. */
const entriesPerStep = 5;

/**
 * The tables `findItems` reads (about two seconds of work in a fresh process: the German spellings, the patterns and the term
 * index), built in steps that pause (yield) every few milliseconds of work: the first text runs them all at once, a process that
 * warms (`warm.ts`) runs them a step at a time. Built once, whichever starts them.
 */
function* itemTableSteps(): Generator<void, ItemTables> {
  const lexicon: ReturnType<typeof spelled>[] = [];
  for (const entry of lexiconEntries()) {
    lexicon.push(spelled(entry));
    if (lexicon.length % entriesPerStep === 0) yield;
  }
  const compiled: ReturnType<typeof compileEntry>[] = [];
  for (const entry of lexicon) {
    compiled.push(compileEntry(entry));
    if (compiled.length % entriesPerStep === 0) yield;
  }
  const termIndex = yield* termIndexSteps(lexicon.flatMap(({ terms }, group) => terms.map((term) => ({ term, group }))));
  return {
    compiled,
    entriesWithFollowUp: compiled.flatMap((entry, k) => (entry.followUp ? [k] : [])),
    termIndex,
    knifeKinds: compiled.find((c) => c.topic === 'knives')!.termAnywhere,
  };
}

let tables: ItemTables | undefined;
let building: Generator<void, ItemTables> | undefined;
/** The item tables, finishing their build now if it has not (or has only partly) been done. */
function itemTables(): ItemTables {
  if (tables) return tables;
  building ??= itemTableSteps();
  try {
    for (;;) {
      const step = building.next();
      if (step.done) return (tables = step.value);
    }
  } catch (error) {
    // A build that failed is started again by the next caller, not left finished without its tables.
    building = undefined;
    throw error;
  }
}

/**
 * Builds the item tables a step at a time (see {@link itemTableSteps}): the same build the first text would otherwise run, so a
 * text read meanwhile finishes it and this stops.
 */
export function* itemTablesInSteps(): Generator<void> {
  while (!tables) {
    building ??= itemTableSteps();
    let step: IteratorResult<void, ItemTables>;
    try {
      step = building.next();
    } catch (error) {
      building = undefined;
      throw error;
    }
    if (step.done) tables = step.value;
    else yield;
  }
}

/** Whether any topic's term occurs in the text. */
const namesATerm = (text: string) => itemTables().termIndex.any(text);
/** The first half of a PT/ES/FR compound naming a holder or a tool ("porta-", "porte-", "abre-", "saca-", "guarda-"). */
const holderCompound = /(?<![\p{L}])(?:porta|porte|abre|saca|guarda|cubre|tira|quita|lava|pisa|tire|ouvre|protege|protège)-$/iu;
const maxMatchesPerTopic = 40;
/** How far (characters each side) a context word may be from the term. */
const contextReach = 80;
/** How much of the listing's other field is read as context: a title whole, a description's start. */
const otherFieldReach = 2_000;
/**
 * A blade this long or longer makes a knife a bladed weapon under most of our countries' rules
 * (10 cm, 4 inches), whatever its kind; kitchen and work knives excepted.
 */
export const longBladeCentimetres = 10;
/** Whether a word is itself one of any topic's terms (in either spelling): a term heading a phrase is the item. */
const isTerm = (word: string) => {
  const bareWord = withoutAccents(word);
  return namesATerm(word) || namesATerm(bareWord);
};

/**
 * Items the profile prohibits (`prohibited_item`) or restricts (`restricted_item`), from its
 * lexicons, skipping negated mentions ("não é réplica", "not fake") and innocent contexts
 * ("pistola de cola", "cor tabaco").
 */
export function findItems(text: string, { profile, otherField = '', field, bareOf = withoutAccents }: RuleContext): Finding[] {
  const found: Finding[] = [];
  const other = otherField.slice(0, otherFieldReach);
  // The text with its accents taken off, letter for letter (same length, same offsets): "Táser" and "canábis" are the lexicon's terms.
  const bare = bareOf(text);
  const bareOther = bareOf(other);
  // The accent-free text with digits and symbols typed for letters inside a word read as those letters ("r3plica", "v4pe", "rep1ica").
  const spellings = [bare, ...lettersForLookalikes(bare)].filter((variant, k, all) => variant !== text && all.indexOf(variant) === k);
  // A noun names the item only where it heads its phrase (`itemRole`): English compounds are read only in English text.
  // Read only once a term or a long blade is found: most texts name neither.
  let roleOptions: RoleOptions | undefined;
  const role = () => (roleOptions ??= { english: looksEnglish(`${text.slice(0, 300)}\n${other.slice(0, 300)}`), isTerm, complements: field !== 'description' });
  const add = (policy: 'prohibited' | 'restricted', topic: string, start: number, end: number) => {
    if (!found.some((f) => f.start < end && start < f.end)) found.push(finding(policy === 'prohibited' ? 'prohibited_item' : 'restricted_item', topic, text, start, end));
  };
  // The lexicon entries with a term in the text or one of its spellings: only their patterns are read.
  const { compiled, entriesWithFollowUp, termIndex } = itemTables();
  const entriesNamed = termIndex.groups(text);
  for (const spelling of spellings) termIndex.groups(spelling, entriesNamed);
  // Whether the title names the item's maker among those whose goods are copied: read once, at the first claim that needs it.
  let titleMaker: { names: boolean } | undefined;
  // What a context check reads of the whole field or the other field, whatever the term: read at the first check that needs it, once.
  const reading = fieldReading(text, bare, other, bareOther);
  // "Livro: O Meu Cachorrinho", 'Livre « Mon petit chaton »': a title naming a work and then its name names the work; what its name
  // holds is the work's subject (in the description too, for things a work depicts: animals, weapons).
  const workTitle = field === 'title' ? workNamedFirst(text) : field === 'description' ? workNamedFirst(other) : undefined;
  // An entry none of whose terms the text names finds nothing but a description's follow-up (below): only the others are read, in
  // the lexicon's order (most texts name no term).
  const entriesRead = field === 'description' ? [...new Set([...entriesNamed, ...entriesWithFollowUp])] : [...entriesNamed];
  for (const entry of entriesRead.sort((a, b) => a - b)) {
    const { topic, pattern, innocent, innocentAnywhere, termAnywhere, context, requires, requiresBrandCategory, subject, followUp, looseSubject, subjectBrandCategory, once, qualifier, madeThing, parts, afterMakerIsProduct, claimBesideMaker, claimOfTitleMakersGoods, negativeIdiom, review } = compiled[entry]!;
    const policy = profileItemPolicy[profile][topic];
    if (policy === 'allowed' || (once && found.some((f) => f.clause === topic))) continue;
    // The title names the item: where it names this topic's term only inside an innocent phrase ("Pistola de calor"), the same
    // word again in the description ("Pistola de aire caliente, 2000 W") is that item, not another.
    // The same holds where the title names the word only as what its item is for, about or a part of ("Piedras de X", "X slug traps").
    // Read at the topic's first match only: most topics find none.
    let innocentInTitle: { words: Set<string> | undefined } | undefined;
    const titleWords = () => (innocentInTitle ??= { words: field === 'description' && (innocent || !qualifier) ? titleInnocentWords(other, bareOther, pattern, innocent, qualifier ? undefined : { ...role(), complements: true, likeness: madeThing, parts }) : undefined }).words;
    let seen = 0;
    for (const match of entriesNamed.has(entry) ? termMatches(text, spellings, pattern) : []) {
      // A wall of one term needs a few findings, not thousands of context checks.
      if (++seen > maxMatchesPerTopic) break;
      if (workTitle !== undefined && (field === 'title' ? match.index >= workTitle : madeThing)) continue;
      // "não é réplica", and "paleta nunca aberta": the claim's first or last word negated.
      // A claim that carries its own negation ("pas authentique") is read whole: its last word is not negated by it.
      const lastWord = /[\p{L}\p{N}]+$/u.exec(match[0]);
      if (!negativeIdiom && (isNegated(text, match.index) || (lastWord && lastWord.index > 0 && !opensWithNegation(match[0]) && isNegated(text, match.index + lastWord.index)))) continue;
      // "Chanel Boy copie": a copy or a rep is a maker's goods imitated only beside the maker's name.
      // "Montre Omega Seamaster" / "Copie automatique, bracelet acier": a copy word opening the description of goods counterfeits are made of,
      // their maker named in the title, is said of that maker's goods.
      if (claimBesideMaker && !besideMaker(text, match.index, match.index + match[0].length) && !(field === 'description' && opensDescriptionOfMakersGoods(text, match.index, other))) continue;
      // "Ténis Balenciaga" / "Não são originais": a claim of the item only where the title names the maker of copied goods it is.
      if (claimOfTitleMakersGoods && !(titleMaker ??= { names: titleNamesCopiedMaker(field === 'title' ? text : field === 'description' ? other : '') }).names) continue;
      // "La tracolla non è originale", "the laces are not genuine": a denial said of a noun the clause names first is said of that thing.
      if (claimOfTitleMakersGoods && namesAnotherSubject(text, match.index, match[0], field === 'description' ? other : '')) continue;
      // 'T-shirt "Cocaine & Caviar"', "caneca com a frase 'Vodka o'clock'": words quoted after a garment, a print or an object are its text.
      if (quotedAfterPrintedThing(text, match.index, match.index + match[0].length)) continue;
      // "Réplica del Guernica", "Replica of Van Gogh's Starry Night", "Replik der Nofretete": a replica of a thing named by its name, in a
      // listing about a museum piece, a reproduction, a souvenir or a framed work and naming no maker of copied goods, is that work's.
      if (topic === 'counterfeits' && replicaOfNamedWork(text, match.index, match.index + match[0].length, other)) continue;
      // "porta-vinhos", "porte-bouteilles", "abre-latas": a term after a holder's or a tool's hyphen is part of that object's name.
      if (holderCompound.test(text.slice(Math.max(0, match.index - 8), match.index))) continue;
      // "@vapes_do_rui", "vapes.shop", "loja_vinhos": a term glued by an @, an underscore or a dot to other letters is part of a handle's,
      // an address's or a site's name, not the thing sold.
      if (inName(text, match.index, match.index + match[0].length)) continue;
      // "BlackBerry Passport": a term right after a maker's name (a word between at most) is that maker's product line.
      if (afterMakerIsProduct && afterMaker(text, match.index)) continue;
      // "conta Steam não incluída": what the listing leaves out of the sale is not sold.
      if (isExcludedAfter(text, match.index + match[0].length) || (madeThing && isExcludedBefore(text, match.index))) continue;
      // "Quecksilber Thermometer" / "Fieberthermometer, quecksilberfrei": a substance the title names and the description says the item is free of.
      if (field === 'title' && (topic === 'hazardous-chemicals' || topic === 'pesticides') && saidFreeOf(other, match[0])) continue;
      // "Caixa de munições" / "Vazia, uso-a para ferramentas": a container named by what it holds, said empty in the listing, is sold empty.
      if (containerSoldEmpty(text, match.index, other)) continue;
      // "muestras de perfume vacías", "empty perfume samples": a thing to consume said empty in its phrase is its container, sold empty.
      if (!madeThing && saidEmpty(text, match.index, match.index + match[0].length)) continue;
      // "Boss Katana 50", "Suzuki Katana": a weapon's or a blade's word right after a maker of no such goods (an amplifier's, a motorcycle's) is its model.
      // Seats and helmets are left out: vehicle makers sell their own ("BMW helmet", "Audi child seat").
      if ((topic === 'knives' || topic === 'weapons' || topic === 'replica-weapons') && afterMakerOfOtherGoods(text, match.index)) continue;
      // "Jeans Rifle", "camiseta Sex Pistols": a weapon's word right after a garment's names the garment's maker or band, not a weapon.
      // "T-shirt de banda Sex Pistols", "Sex Pistols band tee", "Vaqueros Rifle, marca italiana": a capitalised weapon's word in a name a garment, a band or a
      // maker's word stands beside is that name.
      if ((topic === 'weapons' || topic === 'replica-weapons') && (garmentRightBefore.test(text.slice(Math.max(0, match.index - 60), match.index)) || namesGarmentOrBand(text, match.index, match.index + match[0].length))) continue;
      // "não original, réplica não", "copy? no.": a word refused right after it ("não", "no", "non", "nein" before a stop) is denied, not claimed.
      if (isRefusedAfter(text, match.index + match[0].length)) continue;
      // "prateleira de vinhos", "présentoir pour cigares", "oak wine shelf": a noun naming what the item holds, serves or is about is not the item.
      if (!qualifier && itemRole(text, match.index, match.index + match[0].length, { ...role(), likeness: madeThing, parts }) !== 'item') continue;
      // Innocent phrases and context words count in either spelling, with the seller's accents or without them.
      const end = match.index + match[0].length;
      // A description that calls its made thing real ("Vrai fusil…", "Pistola verdadeira…") sells it, whatever the title's phrase was.
      // Only where the description's word refers back to it: one the description qualifies or measures ("Rolling tobacco 50g") is judged alone.
      if (titleWords()?.has(wordKey(match[0])) && !(madeThing && saidToBeReal(text, match.index, end)) && refersBack(text, match.index, end, other)) continue;
      if (innocent && (isInnocent(text, match.index, end, innocent) || (bare !== text && isInnocent(bare, match.index, end, innocent)))) continue;
      // The words around the term, and the listing's other field: "Perfume Dior" in the title makes the description's "tester" a perfume tester.
      const around = `${text.slice(Math.max(0, match.index - contextReach), end + contextReach)}\n${other}`;
      const bareAround = bare === text && bareOther === other ? around : `${bare.slice(Math.max(0, match.index - contextReach), end + contextReach)}\n${bareOther}`;
      // "Crânio humano verdadeiro, para estudo de anatomia": a made thing the seller calls real is no model or toy, whatever the context says.
      if (context && !(madeThing && saidToBeReal(text, match.index, end)) && inContext(context, text, bare, match.index, end, field, reading)) continue;
      if (requires && !requires.test(around) && !requires.test(bareAround) && !(requiresBrandCategory && findBrandMentions(around.slice(0, 600), { category: requiresBrandCategory }).length > 0)) continue;
      // An indirect reading (`review`) asks for a person where the profile would reject.
      add(review ? 'restricted' : policy, topic, match.index, end);
      // A topic found once per listing ("once") needs no more of its matches read.
      if (once) break;
    }
    // What a description says of the item its title names: "Batom Dior" / "Usado duas vezes".
    const named = (subject?.test(other) ?? false) || (looseSubject?.test(other) === true && subjectBrandCategory !== undefined && findBrandMentions(other.slice(0, 200), { category: subjectBrandCategory }).length > 0);
    // A title whose words are innocent for the topic ("Coleira para cachorrinhos") names no such item; one whose words are the
    // topic's term already has the finding there ("Chiots à vendre" / "Vaccinés"): the description adds none.
    if (field === 'description' && followUp && named && !context?.test(other) && !innocentAnywhere?.test(other) && !termAnywhere.test(bareOther)) {
      let follows = 0;
      for (const match of matchesOf(text, followUp)) {
        if (++follows > maxMatchesPerTopic) break;
        if (isNegated(text, match.index)) continue;
        add(policy, topic, match.index, match.index + match[0].length);
      }
    }
  }
  // One finding per knife: a blade length stands alone only where the knife itself was not already flagged here.
  if (!found.some((f) => f.clause === 'knives')) findLongBlades(text, other, profile, add, role);
  // Tickets offered above what was paid for them: the field's first ticket word carries the finding.
  const touting = profileItemPolicy[profile]['ticket-touting'];
  if (touting !== 'allowed') {
    const title = field === 'title' ? text : field === 'description' ? other : '';
    const ticket = ticketWordsIn(text, other, title)[0];
    if (ticket && (offersTicketsAboveFaceValue(text, other, title) || offersPersonalTicketsWorkedAround(text, other) || saysTicketsSoldAboveCost(text, other))) add(touting, 'ticket-touting', ticket.start, ticket.end);
  }
  return mergeAdjacent(text, found.sort((a, b) => a.start - b.start));
}

/**
 * A title that opens with a word naming a work (a book, a film, a record, a poster, a puzzle…) and then its name, after a colon, a
 * dash or an opening quotation mark ("Livro: O Meu Cachorrinho", 'Livre « Mon petit chaton »', "DVD - …"): where the name starts.
 */
const workThenName =
  /^\s*(?:livros?|libros?|livres?|libr[oi]|books?|buch|b[uü]cher|romance|romans?|romanzo|novela|novel|dvds?|blu-?rays?|filmes?|films?|pel[ií]culas?|posters?|cartaz|puzzles?|quebra-cabe[cç]as|rompecabezas|cds?|vinil|vinilo|vinyle|vinyl|lps?|discos?|[aá]lbum|albums?|bd|comics?|c[oó]mics?|mangas?|revistas?|magazines?|jogo|juego|jeu|spiel|gioco|game)\s*(?:[:–—-]\s*|["“«„]\s*)/iu;
function workNamedFirst(title: string): number | undefined {
  const match = workThenName.exec(title);
  return match ? match[0].length : undefined;
}

/** A blade of 10 cm or more in a listing that names a knife (in either field) and is not about kitchen or work knives. */
function findLongBlades(
  text: string,
  other: string,
  profile: RuleContext['profile'],
  add: (policy: 'prohibited' | 'restricted', topic: string, start: number, end: number) => void,
  role: () => RoleOptions,
) {
  const policy = profileItemPolicy[profile].knives;
  if (policy === 'allowed') return;
  const blades = findBladeLengths(text).filter((b) => b.centimetres >= longBladeCentimetres);
  if (blades.length === 0) return;
  // The knife must be the item: a sheath "for a knife" or a sharpener "of knives" states the blades it takes, not one for sale.
  // The other field is the title exactly when this one is the description.
  const roleOptions = role();
  const otherOptions = { ...roleOptions, complements: !roleOptions.complements };
  if (!namesKnife(text, roleOptions) && !namesKnife(other, otherOptions)) return;
  // A title that already names a flagged kind of knife ("Navaja automática") has its finding there: the length adds none.
  if (itemTables().knifeKinds.test(other)) return;
  if (toolKnifeWords.test(text) || toolKnifeWords.test(other)) return;
  // A fishing knife's blade is an angler's tool: the blade in the fishing knife's own sentence, or any blade of a field that names no knife
  // but the fishing one while the other field names it ("Faca de pesca" / "Lâmina de 20 cm"). A dagger beside a fishing knife stays read.
  const onlyFishingKnife = fishingKnifeWords.test(other) && namesOnlyFishingKnives(text);
  for (const blade of blades) {
    if (onlyFishingKnife || fishingKnifeWords.test(`${sentenceBefore(text, blade.start, 120)}${text.slice(blade.start, blade.end)}${sentenceAfter(text, blade.end, 120)}`)) continue;
    add(policy, 'knives', blade.start, blade.end);
  }
}

const knifeWordsEverywhere = new RegExp(knifeWords.source, 'giu');
const fishingKnivesEverywhere = new RegExp(fishingKnifeWords.source, 'giu');
/** Whether every knife a text names is inside a fishing knife's words (or it names none). */
function namesOnlyFishingKnives(text: string): boolean {
  const fishing = [...matchesOf(text, fishingKnivesEverywhere)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  return [...matchesOf(text, knifeWordsEverywhere)].every((m) => fishing.some((f) => f.start <= m.index && m.index + m[0].length <= f.end));
}
type RoleOptions = Omit<ItemRoleOptions, 'likeness'>;
/** Whether a text names a knife as the item (not what a sheath, a block or a sharpener is for, nor a toy's). */
function namesKnife(text: string, roleOptions: RoleOptions): boolean {
  let seen = 0;
  for (const match of matchesOf(text, knifeWordsEverywhere)) {
    if (++seen > maxMatchesPerTopic) return false;
    if (itemRole(text, match.index, match.index + match[0].length, { ...roleOptions, likeness: true }) === 'item') return true;
  }
  return false;
}

/** "réplica 1:1", "fake AAA quality": words of one claim side by side are one finding. */
function mergeAdjacent(text: string, found: Finding[]): Finding[] {
  const merged: Finding[] = [];
  for (const f of found) {
    const last = merged.at(-1);
    if (last && last.code === f.code && last.clause === f.clause && /^[\s,;/+-]{0,3}$/u.test(text.slice(last.end, f.start))) {
      merged[merged.length - 1] = { ...last, end: f.end, evidence: text.slice(last.start, f.end) };
    } else merged.push(f);
  }
  return merged;
}

/** A term's spelling to compare a title's with a description's: lower case, no accents, no plural ending. */
const wordKey = (term: string) => withoutAccents(term.toLowerCase()).replace(/\s+/gu, ' ').replace(/(?:e?s)$/u, '');

/**
 * Words that may open a phrase naming a thing already named: articles, demonstratives, possessives, numbers, prepositions and joining
 * words (PT, ES, FR, EN, IT, DE). A content word before the term ("Rolling tobacco") qualifies it instead.
 */
const phraseOpeners = new Set(
  'o a os as um uma uns umas este esta estes estas esse essa esses essas meu minha meus minhas seu sua seus suas de do da dos das no na nos nas em com para por e ou el la lo los las un una unos unas estos esos esas mi mis tu tus su sus del al en con y le les une ce cet cette ces mon ma mes ton ta tes son sa ses du des au aux à avec pour et the an this that these those my its their his her of in on with for and or il gli i uno questo questa questi queste quel quella mio mia suo sua di della dello dei delle nel nella per ed der die das den dem des ein eine einen einem dieser diese dieses mein meine sein seine ihr ihre von vom mit für und oder dois duas dos deux due two both ambos ambas beide zwei três tres trois tre three drei'.split(' '),
);
/** A complement right after a word ("Tabaco de enrolar", "cuccioli di labrador", "Welpen vom Züchter"): it names its own kind of the thing. */
const complementAfter = new RegExp(String.raw`^\s+(?:${[...complementWords].filter((word) => word !== 'd').join('|')}|d['’])\s*[\p{L}]`, 'iu');
/** An amount, a strength or an age right after a word ("50g", "20 mg", "9 Wochen alt", "8 weeks"): particulars of a thing of its own. */
const measuredAfter =
  /^[\s,:–-]*\d+(?:[.,]\d+)?\s*(?:g|gr|grs|gramas|gramos|grammes?|grams?|gramm|grammi|kg|mg|ml|cl|l|oz|%|semanas?|weeks?|wochen|semaines?|settimane|meses|months?|monate|mois|mesi|dias|d[ií]as|days|tage|jours|giorni|anos|a[nñ]os|years|jahre|ans|anni)(?![\p{L}])/iu;
/**
 * Whether a description's term refers back to the item the title names (where the title's innocent phrase or role carries to it): in a
 * sentence naming another of the title's words again ("Oak wall rack for bike helmets" / "oak rack, holds two bike helmets"), or
 * as a bare word, first in its clause or after a word opening a phrase (an article, a demonstrative, a possessive, a number, a preposition:
 * "La pistola se calienta", "Holds two helmets", "pistola que lanza confeti"). A word the description qualifies itself, in a sentence naming
 * nothing else of the title's, names a thing of its own, judged in its own context: measured right after ("Welpen 9 Wochen alt"), with a
 * complement after it ("Tabaco de enrolar, bolsas fechadas") or a word of its own before it ("Rolling tobacco, sealed pouches").
 */
function refersBack(text: string, start: number, end: number, title: string): boolean {
  if (measuredAfter.test(text.slice(end, end + 24))) return false;
  const { from, to } = termSentence(text, start, end, innocentReach);
  const own = new Set(Array.from(matchesOf(text.slice(start, end), termWords), (word) => wordKey(word[0])));
  // The title as read (invisible format characters inside its words left out, as the field's folding leaves them out).
  const titleKeys = new Set(Array.from(matchesOf(title.replace(/\p{Cf}/gu, ''), termWords), (word) => wordKey(word[0])).filter((key) => !own.has(key) && !phraseOpeners.has(key) && !functionWords.has(key)));
  if (Array.from(matchesOf(`${text.slice(from, start)} ${text.slice(end, to)}`, termWords)).some((word) => titleKeys.has(wordKey(word[0])))) return true;
  if (complementAfter.test(text.slice(end, end + 16))) return false;
  // Nothing before it in its clause, or a word opening a phrase.
  const before = /([\p{L}\p{N}]+)['’]?[^\p{L}\p{N},;:.!?()\n]*$/u.exec(text.slice(Math.max(0, start - 40), start));
  if (!before || /[,;:.!?()\n]\s*$/u.test(text.slice(Math.max(0, start - 40), start))) return true;
  const word = before[1]!.toLowerCase();
  return phraseOpeners.has(word) || word === 'l' || word === 'd' || /^\d+$/u.test(word);
}

/**
 * The words a title names a topic's term with only inside innocent phrases ("Pistola de calor", "Heat gun") or in a role other
 * than the item's (what the item is for, about or made of: "Piedras de X", "X slug traps"): none where the title also names the
 * term as the item (then the title may name the thing itself).
 */
function titleInnocentWords(title: string, bareTitle: string, pattern: RegExp, innocent: RegExp | undefined, roleOptions: ItemRoleOptions | undefined): Set<string> | undefined {
  if (!title) return undefined;
  const words = new Set<string>();
  let seen = 0;
  for (const match of matchesOf(title, pattern)) {
    if (++seen > maxMatchesPerTopic) return undefined;
    const end = match.index + match[0].length;
    const innocentThere = innocent !== undefined && (isInnocent(title, match.index, end, innocent) || (bareTitle !== title && isInnocent(bareTitle, match.index, end, innocent)));
    // A qualifier's term is read without its role (`roleOptions` undefined): only an innocent phrase clears it.
    if (!innocentThere && (!roleOptions || itemRole(title, match.index, end, roleOptions) === 'item')) return undefined;
    words.add(wordKey(match[0]));
    // "Bike helmet holder" / "Holds two helmets": the description's word for the head noun of the title's phrase is that one too.
    const head = /[\p{L}\p{N}]+$/u.exec(match[0]);
    if (head && head.index > 0) words.add(wordKey(head[0]));
  }
  return words.size > 0 ? words : undefined;
}

/** Things that carry a printed text or a title, and the words naming such a text (PT, ES, FR, EN, IT, DE). */
const printedThing =
  /(?<![\p{L}])(?:camisolas?|camisetas?|t-?shirts?|tees?|sweat\p{L}*|hoodies?|sudaderas?|pulls?|jerseys?|magli(?:a|e|etta|ette)|felp[ae]|pullover|canecas?|tazas?|mugs?|tassen?|tazz[ae]|posters?|cartaz(?:es)?|placas?|signs?|letreiros?|carteles?|autocolantes?|stickers?|pegatinas?|aufkleber|adesivi|bon[eé]s?|gorras?|caps?|casquettes?|berretti|m[uü]tzen?|tote\s+bags?|frases?|phrases?|slogans?|spr[uü]che?|spruch|scritta|texto|text|texte|testo|palavras?|palabras?|mots?|words?|w[oö]rter|wort|parol[ae]|print|estampa|aufdruck|stampa|imprim[eé]s?|marcas?|marques?|brands?|marchio|marken?|logos?)(?![\p{L}])/iu;
/** The thing or the text's word at most three words before the opening quotation mark (a comma or a colon before it at most). */
const printedThingJustBefore = new RegExp(String.raw`${printedThing.source}(?:\s+[\p{L}'’-]+){0,3}[,:]?\s*$`, 'iu');
const quoteMarks = /["“”«»„'‘’]/gu;
/**
 * Whether the span lies inside quotation marks that open a few words after a thing carrying a printed text or a word naming such a text
 * ('T-shirt "Cocaine & Caviar"', "com a frase 'Wine not?'"), on one line: the item's text, not the item.
 */
function quotedAfterPrintedThing(text: string, start: number, end: number): boolean {
  const lineStart = Math.max(text.lastIndexOf('\n', start - 1) + 1, start - 120);
  const before = text.slice(lineStart, start);
  const marks = [...matchesOf(before, quoteMarks)].filter((m) => !/\p{L}/u.test(before[m.index - 1] ?? '') || !/\p{L}/u.test(before[m.index + 1] ?? ''));
  const open = marks.at(-1);
  if (!open || marks.length % 2 === 0) return false;
  const after = text.slice(end, end + 80).split('\n')[0]!;
  const close = after.search(/["“”«»„'‘’](?![\p{L}])/u);
  if (close === -1) return false;
  // A slogan of two words or more: a single quoted word ('Camisola Nike "réplica"') is a word stressed, not a print.
  if (`${before.slice(open.index + 1)}${text.slice(start, end)}${after.slice(0, close)}`.trim().split(/\s+/u).length < 2) return false;
  return printedThingJustBefore.test(before.slice(Math.max(0, open.index - 40), open.index));
}

/** A container's noun and its preposition right before a term: "caixa de", "box of", "boîte à", "cassetta per", "Kiste für". */
const containerBefore =
  /(?<![\p{L}])(?:caixas?|cajas?|bo[iî]tes?|caisses?|box(?:es)?|cans?|tins?|latas?|cassett[ae]|kisten?|crates?|chests?|ba[uú]s?|cofres?|scatol[ae]|estojos?|[eé]tuis?)\s+(?:(?:de|do|da|dos|das|del|of|à|a|per|para|porta|for|di|f[uü]r)\s+|d['’]\s*)?(?:(?:o|a|os|as|la|las|el|los|the|le|les)\s+)?$/iu;
/** The listing saying the thing is empty: "vazia", "vacía", "vide", "empty", "vuota", "leer". */
const emptyWord = /(?<![\p{L}])(?:vazi[oa]s?|vac[ií][oa]s?|vides?|empty|vuot[oaie]|leer(?:e|en|er|es)?)(?![\p{L}])/iu;
/** An emptiness word in the term's phrase: after it, a few words on and before any stop ("muestras de perfume vacías"), or right before it ("empty perfume samples"). */
const emptyAfter = /^\s+(?:[\p{L}'’-]+\s+){0,3}?(?:vazi[oa]s?|vac[ií][oa]s?|vides?|empty|vuot[oaie]|leer(?:e|en|er|es)?)(?![\p{L}])/iu;
const emptyBefore = /(?<![\p{L}])(?:empty|leer(?:e|en|er|es)?|vuot[oaie])\s+(?:[\p{L}'’-]+\s+)?$/iu;
function saidEmpty(text: string, start: number, end: number): boolean {
  return emptyAfter.test(text.slice(end, end + 60)) || emptyBefore.test(text.slice(Math.max(0, start - 30), start));
}
function containerSoldEmpty(text: string, start: number, other: string): boolean {
  return containerBefore.test(text.slice(Math.max(0, start - 24), start)) && (emptyWord.test(text) || emptyWord.test(other));
}

const replicaWord = /^(?:r[eé]pli(?:c|qu)[ae]s?|replik(?:a|en?)?)$/iu;
/** A name right after a replica word, its preposition and article between at most: "del Guernica", "of Van Gogh's", "der Nofretete". */
const namedAfterReplica = /^\s+(?:(?:de|do|da|dos|das|del|della|dello|du|des|d['’]|of|di|von|der)\s*)?(?:(?:la|el|le|les|l['’]|o|a|os|as|the|il|lo|die|das|dem)\s*)?\p{Lu}/u;
/**
 * Words of a work, a museum piece or a souvenir: a museum, a reproduction, a souvenir, a frame, a statue, a painting; a ship's, a plane's or a
 * train's model kept as a decoration ("Réplica do Titanic em madeira" / "navio … Decoração").
 */
const workContext = new RegExp(
  String.raw`(?<![\p{L}])(?:muse[uo]s?|mus[eé]es?|museum\p{L}*|reprodu[cçz]\p{L}*|riprodu\p{L}*|souvenirs?|recuerdos?|lembran[cç]as?|ricord[oi]|andenken|enmarcad\p{L}*|emoldurad\p{L}*|encadr[eé]\p{L}*|framed|incorniciat\p{L}*|gerahmt\p{L}*|gem[aä]lde\p{L}*|dipint[oi]|${workNounsSource}|(?:navio|barco|buque|bateau|navire|ship|boat|nave|schiff|caravela|carabela|gale[aã]o|gale[oó]n|galleon|veleiro|velero|voilier|avi[aã]o|avi[oó]n|avion|aircraft|aereo|flugzeug|locomotiv[ae]|locomotora|comboio|tren|train|treno|zug)s?(?=[^.!?\n]{0,200}?(?:decora\p{L}*|d[eé]co\p{L}*|deko\p{L}*|maquet\p{L}*|modell?\p{L}*|miniatur\p{L}*|feit[oa]\s+[àa]\s+m[aã]o|hech[oa]\s+a\s+mano|fait\s+main|handmade|hand-?made|fatt[oa]\s+a\s+mano|handgemacht)))(?![\p{L}])`,
  'iu',
);
/** Whether a replica word names a work or a landmark by its name, in a listing about such things that names no maker of copied goods. */
function replicaOfNamedWork(text: string, start: number, end: number, other: string): boolean {
  if (!replicaWord.test(text.slice(start, end)) || !namedAfterReplica.test(text.slice(end, end + 30))) return false;
  return workContext.test(`${text}\n${other}`) && !titleNamesCopiedMaker(text) && !titleNamesCopiedMaker(other);
}

/** Whether the span is glued to a name's other letters by an @, an underscore or a dot ("@vapes_do_rui", "vapes.shop"). */
function inName(text: string, start: number, end: number): boolean {
  // A dot glues a name only before a lower-case letter or a digit: "Novo.Réplica" and "réplica.Aceito" are sentences run together.
  return /[@_]$/u.test(text.slice(Math.max(0, start - 1), start)) || (/[\p{L}\p{N}]\.$/u.test(text.slice(Math.max(0, start - 2), start)) && /^[\p{Ll}\p{N}]/u.test(text.slice(start, start + 1))) || /^(?:_|\.[\p{Ll}\p{N}])/u.test(text.slice(end, end + 2));
}

/** A determiner, then the noun it opens: the subject of a clause ("la tracolla", "the laces", "die Sohle"). */
const determinerThenNoun = /(?<![\p{L}])(?:la|el|lo|los|las|o|a|os|as|the|le|les|l['’]|il|gli|i|die|der|das|den|dem|this|these|its|my|meu|minha|mi|mon|ma|sa|son|su|mein\p{L}*|sein\p{L}*|ihr\p{L}*|este|esta|ce|cette|questo|questa)\s+(\p{L}+)/giu;
/**
 * Whether the clause before `start` names, with a determiner, a thing other than the goods (a part, a strap, the laces): the denial
 * after it is said of that thing. A clause opening on the denial ("Não são originais"), or naming the goods or a maker, is the item's.
 * Only a claim predicated of something before it is read so: a denial ("… não é original"), or a claim after a verb of being ("La
 * tracolla è identica all'originale"). A claim said of the goods it follows ("Jordan 4 top batch", "… Qualität, Fabrikkopie") has no
 * other subject; nor does a place or a time named by its preposition ("comprados na feira não são originais", "en el mercado"): the
 * noun after "em", "en", "in", "vom"… is where, not what.
 */
function namesAnotherSubject(text: string, start: number, claim: string, title = ''): boolean {
  const clause = text.slice(Math.max(0, start - 60), start).split(/[.!?;:,\n]/u).at(-1) ?? '';
  const words = clause.trim().split(/\s+/u).filter(Boolean);
  const afterBeing = words.length > 1 && copula.test(words.at(-1)!);
  if (!opensWithNegation(claim) && !afterBeing) return false;
  // The goods: a word of goods counterfeits are made of, a maker, or the noun the title names the item with ("Chaqueta Moncler" / "Esta chaqueta no es original").
  const titleWords = new Set((withoutAccents(title.toLowerCase()).match(/\p{L}+/gu) ?? []).map((w) => w.replace(/e?s$/u, '')));
  const isTheGoods = (noun: string) => goodsWord.test(noun) || findBrandMentions(noun).length > 0 || titleWords.has(withoutAccents(noun.toLowerCase()).replace(/e?s$/u, ''));
  for (const match of matchesOf(clause, determinerThenNoun)) {
    // "en el mercado", "na loja": a place's noun, not a subject.
    if (placePreposition.test(clause.slice(0, match.index))) continue;
    return !isTheGoods(match[1]!);
  }
  // "Alças não originais", "Cordón no original", "Badge is not the original": a noun right before the denial (a verb of being between
  // at most) is what it is said of.
  if (afterBeing) words.pop();
  const bare = (word: string | undefined) => word?.replace(/^[^\p{L}]+|[^\p{L}'’]+$/gu, '').toLowerCase() ?? '';
  // "Alças de couro não originais": the noun a complement ("de", "of") hangs on is the subject; the noun after a place's or a time's
  // preposition is none.
  let last = words.length - 1;
  for (let k = last - 1; k >= 0 && k >= last - 2; k -= 1) {
    const word = bare(words[k]);
    if (placeWords.has(word)) return false;
    if (complementWords.has(word)) {
      last = k - 1;
      break;
    }
    if (!articles.has(word)) break;
  }
  const subject = words[last]?.replace(/^[^\p{L}]+|[^\p{L}'’]+$/gu, '');
  return subject !== undefined && subject !== '' && !notASubject.test(subject) && !isTheGoods(subject);
}
/** Prepositions of a place, a source or a time (PT, ES, FR, EN, IT, DE): the noun after them is where the goods were, not a subject. */
const placeWords = new Set('em no na nos nas num numa en dans in at on from im am beim bei auf aus vom von nel nella nei nelle sul sulla dal dalla desde durante during pendant während'.split(' '));
const placePreposition = new RegExp(String.raw`(?<![\p{L}])(?:${[...placeWords].join('|')})\s+$`, 'iu');
const copula = /^(?:[eé]|es|est|is|ist|sind|are|s[aã]o|son|sont|sono|[eè]|era|was|were|foi|fue|[eé]tait)$/iu;
/** Words before a denial that are no subject of it: verbs of being, pronouns, conjunctions and sentence adverbs (PT, ES, FR, EN, IT, DE). */
const notASubject =
  /^(?:[eé]|es|est|is|ist|sind|are|s[aã]o|son|sont|sono|[eè]|era|was|were|it|its|it['’]s|this|that|they|these|those|isto|isso|esto|eso|ce|c['’]est|ceci|cela|[cç]a|ils|elles|eles|elas|ellos|ellas|sie|loro|they['’]re|he|she|ele|ela|[eé]l|il|elle|er|lei|lui|questo|quello|das|dies|es|que|qui|that|dass|che|mas|but|pero|mais|aber|ma|e|and|y|et|und|o|or|ou|oder|tamb[eé]m|also|too|aussi|auch|anche|sadly|honestly|infelizmente|sinceramente|desgraciadamente|malheureusement|leider|purtroppo|obviously|claro|aviso|warning|nota|note|vendo|selling|vends|verkaufe|avverto)$/iu;

/** The brand table's categories of the goods counterfeiters copy: clothes and bags, shoes, watches and jewellery, beauty and perfume. */
const copiedCategories = ['clothing', 'footwear', 'watches-jewellery', 'beauty-perfume'] as const;
/** A word saying what an item is for or like, just before a maker's name ("capa para iPhone", "style Chanel"): not the item's maker. */
const forOrLikeBefore = /(?<![\p{L}])(?:para|for|pour|per|f[uü]r|compat[ií]\p{L}*|tipo|like|style|estilo|stile|wie|come|comme|como|inspir\p{L}*|dupe)\s+(?:\p{L}+\s+)?$/iu;
/** Whether a title names, as the item's own maker, a maker of goods counterfeiters copy ("Ténis Balenciaga Triple S", "Golden Goose Sneaker"). */
function titleNamesCopiedMaker(title: string): boolean {
  const head = title.slice(0, 200);
  if (!head) return false;
  const makers = copiedCategories.flatMap((category) => findBrandMentions(head, { category })).filter((m) => !forOrLikeBefore.test(head.slice(Math.max(0, m.start - 30), m.start)));
  if (makers.length === 0) return false;
  // A maker of electronics too (a phone maker's watch, "Samsung") is no maker of copied goods alone: its "não original" is of a charger or a cable.
  const electronics = new Set(electronicsCategories.flatMap((category) => findBrandMentions(head, { category })).map((m) => m.start));
  return makers.some((m) => !electronics.has(m.start));
}
const electronicsCategories = ['phones', 'tablets', 'laptops', 'consoles', 'cameras', 'audio', 'small-appliances', 'large-appliances'] as const;

const goodsWord = copiedGoodsWord();
/** Whether `start` is the description's first word and the title names a maker and goods counterfeits are made of ("Montre Omega …"). */
function opensDescriptionOfMakersGoods(text: string, start: number, title: string): boolean {
  return text.slice(0, start).trim() === '' && ((goodsWord.test(title) && findBrandMentions(title.slice(0, 200)).length > 0) || titleNamesCopiedMaker(title));
}

/** Words saying a thing is real ("verdadeiro", "real", "genuine", "auténtico", "vrai", "echt", "vero"), not that it looks real. */
const realWord = String.raw`(?:verdadeir[oa]s?|verdader[oa]s?|reais|real(?:es)?|genuine|genu[ií]n[oa]s?|aut[eéê]ntic[oa]s?|authentic|authentiques?|autentic[oaie]|vrai(?:e|s|es)?|ver[oaie]|echte?[nrs]?)`;
const realJustBefore = new RegExp(String.raw`(?<![\p{L}])(?<!(?:looks?|parece[mn]?|semblent?|sembra(?:no)?|wie|like|tipo)\s+)${realWord}\s+$`, 'iu');
const realJustAfter = new RegExp(String.raw`^\s*,?\s+(?:e\s+|y\s+|et\s+|and\s+|und\s+)?${realWord}(?![\p{L}])`, 'iu');
/** Whether the thing between `start` and `end` is called real right before or after it ("real human skull", "crânio humano verdadeiro"). */
function saidToBeReal(text: string, start: number, end: number): boolean {
  return realJustBefore.test(text.slice(Math.max(0, start - 24), start)) || realJustAfter.test(text.slice(end, end + 24));
}

/** The brand table's categories whose makers may sell blades, weapons, seats or helmets (outdoor and sports gear, tools, toys, baby goods). */
const madeThingCategories = ['sports-outdoor', 'tools-diy', 'toys-baby'] as const;
/** Categories of makers of other goods: instruments, audio, vehicles and their parts, electronics. */
const otherGoodsCategories = ['musical-instruments', 'audio', 'vehicle-parts', 'phones', 'tablets', 'laptops', 'consoles', 'cameras', 'small-appliances', 'large-appliances'] as const;
/** A word saying the item is free of what follows it, or (glued or hyphenated) of what precedes it (PT, ES, FR, EN, IT, DE). */
const freeOfBefore = String.raw`(?:sem|isent[oa]s?\s+de|livres?\s+de|sin|libres?\s+de|sans|exempts?\s+de|without|free\s+(?:of|from)|senza|priv[oia]\s+di|ohne|frei\s+von)`;
const absenceWord = /(?<![\p{L}])(?:sem|sin|sans|without|senza|ohne|no|non|kein\p{L}*|free|frei|libre)(?![\p{L}])/iu;
const freeAfter = String.raw`[\s-]?(?:frei|free|libre)`;
/**
 * Whether a description says its item is free of the title's word ("quecksilberfrei", "sans mercure", "mercury-free", "sin mercurio"), and not
 * that it is not ("not mercury-free", "nicht quecksilberfrei"): the title named the thing by what it is not.
 */
function saidFreeOf(description: string, term: string): boolean {
  // A term that says an absence itself ("Patente senza esame", "Carte grise sans contrôle", "ohne Papiere") is repeated, not denied, by the description's.
  if (!description || absenceWord.test(term)) return false;
  const bare = withoutAccents(description);
  return Array.from(matchesOf(withoutAccents(term), /\p{L}{4,}/gu), (word) => word[0]).some((word) => {
    const free = new RegExp(String.raw`(?<![\p{L}])(?<!(?:not|nicht|nao|no|pas|non|kein)\s)(?:${freeOfBefore}\s+(?:[\p{L}'’]+\s+)?${word}|${word}${freeAfter})(?![\p{L}])`, 'iu');
    return free.test(bare);
  });
}

/** Garments and merchandise a band's or a maker's name is printed on or sold under (PT, ES, FR, EN, IT, DE), either case of their first letter. */
const garmentWords = String.raw`(?:[Jj]eans?|[Vv]aqueros|[Tt]-?[Ss]hirts?|[Tt]ees?|[Ss]hirts?|[Pp]olos?|[Cc]amisol[ae]s?|[Cc]amisetas?|[Cc]amisolas?|[Mm]agliett[ae]|[Mm]aglia|[Ff]elp[ae]|[Ss]weat(?:shirt)?s?|[Ss]udaderas?|[Mm]oletons?|[Hh]oodies?|[Pp]ullis?|[Pp]ullovers?|[Cc]asacos?|[Cc]haquetas?|[Gg]iacc[ae]|[Jj]acken?|[Jj]ackets?|[Vv]estes?|[Bb]lusas?|[Pp]antal[oó]n(?:es)?|[Pp]antaloni|[Cc]al[cç]as|[Hh]osen?|[Bb]on[eé]s?|[Gg]orras?|[Cc]asquettes?|[Cc]appellini?|[Cc]aps?|[Pp]osters?|[Mm]erch|JEANS|T-?SHIRTS?|TEES?)`;
/** A band's or a maker's word before a name: "de banda", "du groupe", "of the band", "della band", "der Band", "marca", "brand". */
const bandOrMakerWord = String.raw`(?:(?:de|da|do|du|of|della|der|dei)\s+(?:(?:la|le|the)\s+)?)?(?:[Bb]anda|[Bb]and|[Gg]roupe|[Gg]rupo|[Gg]ruppo|[Mm]arca|[Mm]arque|[Bb]rand|[Mm]arke)`;
/** A garment's word right before a name (at most two capitalised words, a band's or a maker's word before them): "camiseta Sex Pistols", "T-shirt de banda Sex …". */
const garmentRightBefore = new RegExp(String.raw`(?<![\p{L}])${garmentWords}\s+(?:${bandOrMakerWord}\s+)?(?:\p{Lu}[\p{L}'’]*\s+){0,2}$`, 'u');
/** After a name: its words (capitalised, or the small words of a title), then a band's or a tour's word and a garment's ("Sex Pistols band t-shirt", "… God Save the Queen tee"). */
const garmentOrBandAfter = new RegExp(String.raw`^(?:\s+(?:\p{Lu}[\p{L}'’]*|the|of|de|la|le|el|di|der|die|das)){0,4}\s+(?:(?:[Bb]and|[Bb]anda|[Gg]roupe|[Tt]our|[Ww]orld\s+[Tt]our|[Ll]ive|[Cc]oncert|[Oo]fficial|[Vv]intage)\s+)?${garmentWords}(?![\p{L}])`, 'u');
/** Right after a name, in its sentence: it is said to be a maker ("Rifle vintage, marca italiana", "…, a brand from the 90s"). */
const makerSaidAfter = /^[^.!?\n]{0,40}?(?<![\p{L}])(?:marca|marque|brand|marke|label|maker|fabricante)(?![\p{L}])/iu;
const anyGarment = new RegExp(String.raw`(?<![\p{L}])${garmentWords}(?![\p{L}])`, 'u');
/** Whether a capitalised weapon's word is part of a name a garment, a band or a maker's word stands beside (only in a listing naming a garment). */
function namesGarmentOrBand(text: string, start: number, end: number): boolean {
  if (!/^\p{Lu}/u.test(text.slice(start, end))) return false;
  const after = text.slice(end, end + 60);
  return garmentOrBandAfter.test(after) || (makerSaidAfter.test(after) && anyGarment.test(text));
}

/** Whether `start` follows right after (no word between) a maker of other goods that sells no made things ("Boss Katana", "Suzuki Katana"). */
function afterMakerOfOtherGoods(text: string, start: number): boolean {
  const lead = text.slice(Math.max(0, start - 40), start);
  const last = findBrandMentions(lead).at(-1);
  if (!last || !/^\s+$/u.test(lead.slice(last.end))) return false;
  const of = (categories: readonly string[]) => categories.some((category) => findBrandMentions(lead, { category }).some((m) => m.start === last.start));
  return of(otherGoodsCategories) && !of(madeThingCategories);
}

/** Whether a maker's name the brand table knows ends a word or two before `start` ("BlackBerry …", "Honda …"). */
function afterMaker(text: string, start: number): boolean {
  const lead = text.slice(Math.max(0, start - 40), start);
  const last = findBrandMentions(lead).at(-1);
  return last !== undefined && /^\s+(?:[\p{L}\p{N}]+\s+)?$/u.test(lead.slice(last.end));
}

/**
 * Whether a maker's name the brand table knows ends at most three words before `start` ("Moncler Maya rep"), or, for a term
 * ending on "of"/"de" ("copia de"), begins at most two words after `end` ("copia de un Rolex"), in the same clause.
 */
function besideMaker(text: string, start: number, end: number): boolean {
  const lead = text.slice(Math.max(0, start - 60), start);
  const before = findBrandMentions(lead).at(-1);
  if (before && /^\s+(?:[\p{L}\p{N}'’-]+\s+){0,3}$/u.test(lead.slice(before.end))) return true;
  if (!/(?<![\p{L}])(?:de|do|da|du|di|of|von)$/iu.test(text.slice(start, end))) return false;
  const tail = text.slice(end, end + 60);
  const after = findBrandMentions(tail)[0];
  return after !== undefined && /^\s+(?:[\p{L}\p{N}]+\s+){0,2}$/u.test(tail.slice(0, after.start));
}

/**
 * Whether a topic's context words belong to this occurrence of its term: a context word clears the occurrence it is said of, not
 * every term the listing names. Read, as ever, within `contextReach` characters of the term in its own field and in the whole other
 * field, it counts in the term's own sentence; in any sentence that names one of the term's words again (the same thing spoken of
 * again: "Revólver de brinquedo com coldre. O revólver dispara fulminantes"); for a description's first sentence, in the title it
 * goes on from; for a title's term, in the whole description, which describes the title's item; and where the listing sells a work
 * (a book, a film), in its whole description. "Lote de brinquedos" / "Carrinhos e bonecos. A espingarda é do meu avô" sells a second
 * thing in the second sentence, which the title's toy does not clear.
 */
function inContext(context: RegExp, text: string, bare: string, start: number, end: number, field: RuleContext['field'], reading: FieldReading): boolean {
  const said = (t: string, b: string) => context.test(t) || (b !== t && context.test(b));
  const own = (t: string) => sentenceAround(t, start, end, contextReach).text;
  if (said(own(text), own(bare))) return true;
  const from = Math.max(0, start - contextReach);
  if (field === 'title' && reading.saidInOther(context)) return true;
  if (field === 'description') {
    const opening = reading.opening();
    if (start < opening && reading.saidInOther(context)) return true;
    // A work the listing sells (a book, a film, a record), its context word in the title (or within reach in the description's opening
    // sentence): the description tells what the work holds, every sentence of it ("Livro sobre a guerra" / "Capa dura. Fala das armas").
    // The opening's part is read only where a work's noun stands in it: the first context word there can name a work nowhere else.
    const opensWithWork = (t: string, nouns: readonly number[]) => from < opening && nounStartsIn(nouns, from, opening) && firstWordNamesWork(context, t.slice(from, opening));
    if (reading.otherNamesWork(context) || opensWithWork(text, reading.workNouns()) || opensWithWork(bare, reading.bareWorkNouns())) return true;
  }
  // The term's words of three letters or more ("pistola", "beretta" of "pistola Beretta 92"), named again in another sentence: one of
  // this field's within reach, or one of the other field's, read whole (each once for each context: a wall of one term asks the same
  // sentence again and again).
  const keys = Array.from(matchesOf(bare.slice(start, end), termWords), (word) => wordKey(word[0]));
  if (keys.length === 0) return false;
  const namesAgain = (s: ListingSentence) => keys.some((key) => s.words.has(key));
  if (sentencesOf(text.slice(from, end + contextReach), bare.slice(from, end + contextReach)).some((s) => namesAgain(s) && said(s.text, s.bare))) return true;
  return reading.otherSentences().some((s) => namesAgain(s) && (s.read.get(context) ?? s.read.set(context, said(s.text, s.bare)).get(context)!));
}

/** Whether a part's first context word names a work (a book, a film, a record): what `inContext` asks of the title and the description's opening. */
const firstWordNamesWork = (context: RegExp, part: string) => workWords.test(context.exec(part)?.[0] ?? '');

/**
 * What `inContext` reads of a field and of the other field whatever the term found, each at its first use and once (a wall of one
 * term asks each context check again at every term): where the field's opening sentence ends, where a work's noun starts in it (in the
 * seller's spelling and without accents), whether each context is said in the other field and whether its first word there names a
 * work, and the other field's sentences.
 */
interface FieldReading {
  opening: () => number;
  workNouns: () => readonly number[];
  bareWorkNouns: () => readonly number[];
  saidInOther: (context: RegExp) => boolean;
  otherNamesWork: (context: RegExp) => boolean;
  otherSentences: () => ListingSentence[];
}

function fieldReading(text: string, bare: string, other: string, bareOther: string): FieldReading {
  let opening: number | undefined;
  let nouns: number[] | undefined;
  let bareNouns: number[] | undefined;
  let sentences: ListingSentence[] | undefined;
  const said = new Map<RegExp, boolean>();
  const namesWork = new Map<RegExp, boolean>();
  return {
    opening: () => (opening ??= firstSentenceEnd(text)),
    workNouns: () => (nouns ??= workNounStarts(text)),
    bareWorkNouns: () => (bareNouns ??= bare === text ? (nouns ??= workNounStarts(text)) : workNounStarts(bare)),
    saidInOther: (context) => said.get(context) ?? said.set(context, context.test(other) || (bareOther !== other && context.test(bareOther))).get(context)!,
    otherNamesWork: (context) => namesWork.get(context) ?? namesWork.set(context, firstWordNamesWork(context, other) || firstWordNamesWork(context, bareOther)).get(context)!,
    otherSentences: () => (sentences ??= sentencesOf(other, bareOther)),
  };
}

/**
 * The nouns of works (`aboutWeapons`) without the word bounds around them, at every offset where one may start: a context word that
 * names a work holds one of them, so a part of the text where none starts has no such word. The bounds are all it may lose: a pattern
 * left with a lookaround, an anchor or a word bound would miss the nouns a part's own edges would bound, and is refused at load.
 */
const workNounAnywhere = (() => {
  const core = workWords.source.replace(/^\(\?<!\[\\p\{L\}\]\)/u, '').replace(/\(\?!\[\\p\{L\}\]\)$/u, '');
  if (/\(\?<?[=!]|\\[bB]|\^|\$/u.test(core)) throw new Error(`the nouns of works must read without bounds: /${core}/`);
  return new RegExp(`(?=${core})`, 'giu');
})();

/** Every offset where a work's noun starts (`workNounAnywhere`), in order. */
export function workNounStarts(text: string): number[] {
  return Array.from(matchesOf(text, workNounAnywhere), (match) => match.index);
}

/** Whether one of the sorted offsets lies in `from`…`to` (`to` left out). */
export function nounStartsIn(starts: readonly number[], from: number, to: number): boolean {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (starts[middle]! < from) low = middle + 1;
    else high = middle;
  }
  return low < starts.length && starts[low]! < to;
}

/** A sentence of a field, its accent-free spelling and the keys of its words (`wordKey`). */
interface ListingSentence {
  text: string;
  bare: string;
  words: Set<string>;
  /** Whether a context's words stand in the sentence, by context, as read so far. */
  read: Map<RegExp, boolean>;
}

const wordsOf = /[\p{L}\p{N}]+/gu;
const termWords = /\p{L}{3,}/gu;
/** A field's sentences (split at full stops, marks and line breaks), each with the keys of its words. */
function sentencesOf(text: string, bare: string): ListingSentence[] {
  const sentences: ListingSentence[] = [];
  for (const { start, end } of sentenceSpans(text)) {
    const sentence = bare.slice(start, end);
    sentences.push({ text: text.slice(start, end), bare: sentence, words: new Set(Array.from(matchesOf(sentence, wordsOf), (word) => wordKey(word[0]))), read: new Map() });
  }
  return sentences;
}

/** How far (characters each side) an innocent phrase is read around its term, inside the term's sentence. */
const innocentReach = 160;
/**
 * Whether an innocent phrase covers the term, the phrase inside the term's own sentence (`termSentence`): an innocent sense said a few
 * words further on in the sentence ("Funda de tela para tarjeta del seguro, bono y pasaporte") counts, and a phrase reaching into another
 * sentence or line never clears the term ("Seis copas" / "vino tinto, seis botellas"). A pattern's lookbehind sees no further back than the
 * sentence; its lookahead may read a few words past it, where a phrase says what it refuses ("Cigarrillos de chocolate? No: …").
 */
function isInnocent(text: string, start: number, end: number, innocent: RegExp): boolean {
  const { from: windowStart, to } = termSentence(text, start, end, innocentReach);
  const around = text.slice(windowStart, Math.min(text.length, to + lookaheadPastSentence));
  for (const match of matchesOf(around, innocent)) {
    const from = windowStart + match.index;
    if (from > start) break;
    if (end <= from + match[0].length && from + match[0].length <= to) return true;
  }
  return false;
}
/** How far past the term's sentence an innocent pattern's lookahead reads. */
const lookaheadPastSentence = 40;

/** A full stop, a mark or an ellipsis that ends a sentence where a space, a line break or the text's end follows it ("0.0", "1.5 L" and "vapes.shop" go on). */
const isStop = (char: string | undefined) => char === '.' || char === '!' || char === '?' || char === '…';
const isSpace = (char: string | undefined) => char === undefined || /\s/u.test(char);
/** The sentence (or line) holding `start`…`end`, at most `reach` characters each side of it. */
export function termSentence(text: string, start: number, end: number, reach: number): { from: number; to: number } {
  const lowest = Math.max(0, start - reach);
  let from = start;
  while (from > lowest && text[from - 1] !== '\n' && !(isSpace(text[from - 1]) && isStop(text[from - 2]))) from -= 1;
  const highest = Math.min(text.length, end + reach);
  let to = end;
  while (to < highest && text[to] !== '\n' && !(isStop(text[to]) && isSpace(text[to + 1]))) to += 1;
  return { from, to };
}

/** Each letter without its accent where that keeps it one character ("á" → "a", "ç" → "c"); any other character as it is. */
export function withoutAccents(text: string): string {
  if (!/[\u00C0-\u024F\u1E00-\u1EFF]/u.test(text)) return text;
  // Runs of characters that stay as they are are copied whole; a character (a code point) that loses its accent is replaced.
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; ) {
    const code = text.charCodeAt(i);
    if (code < 0x80) {
      i += 1;
      continue;
    }
    const width = code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
    const ch = text.slice(i, i + width);
    const bare = bareChar(ch);
    if (bare !== ch) {
      out += text.slice(from, i) + bare;
      from = i + width;
    }
    i += width;
  }
  out += text.slice(from);
  return out;
}
/** Each non-ASCII character's bare form, worked out once (NFD is the costly part); ASCII characters have no accent to take off. */
const bareChars = new Map<string, string>();
function bareChar(ch: string): string {
  let bare = bareChars.get(ch);
  if (bare === undefined) {
    const base = ch.normalize('NFD').replace(/\p{M}+/gu, '');
    bare = base.length === ch.length ? base : ch;
    // Bounded: a text of thousands of distinct characters is not kept whole.
    if (bareChars.size < 4096) bareChars.set(ch, bare);
  }
  return bare;
}

/**
 * A topic's terms in the text as written, and in its other spellings of the same length (accent-free, look-alikes read as
 * letters) where the lexicon spells a term without the accent the seller typed ("Táser", "canábis") or the seller typed a
 * digit for a letter ("r3plica"); a place already found is not found twice.
 */
function* termMatches(text: string, spellings: string[], pattern: RegExp): Generator<{ index: number; 0: string }> {
  const spans: [number, number][] = [];
  for (const match of matchesOf(text, pattern)) {
    spans.push([match.index, match.index + match[0].length]);
    yield { index: match.index, 0: match[0] };
  }
  for (const spelling of spellings) {
    for (const match of matchesOf(spelling, pattern)) {
      const end = match.index + match[0].length;
      if (spans.some(([s, e]) => s < end && match.index < e)) continue;
      spans.push([match.index, end]);
      yield { index: match.index, 0: text.slice(match.index, end) };
    }
  }
}

/** Digits and symbols sellers type for letters, and the letters they stand for ("1" for an "i" or an "l"). */
const lookalikeLetters: Record<string, string[]> = { '0': ['o'], '1': ['i', 'l'], '3': ['e'], '4': ['a'], '5': ['s'], '7': ['t'], '@': ['a'], $: ['s'], '|': ['l'], I: ['l'] };
/** A look-alike between two letters of one word (a capital I only between lower-case letters: "répIica"). */
const lookalikeInWord = /(?<=\p{L})[013457@$|](?=\p{L})|(?<=\p{Ll})I(?=\p{Ll})/gu;
const anyLookalikeInWord = new RegExp(lookalikeInWord.source, 'u');

/**
 * The text with each digit or symbol typed for a letter inside a word read as that letter ("r3plica", "v4pe", "Pist0la",
 * "rep1ica", "répIica"), one character for one (same offsets): one spelling per reading of "1" (an "i", an "l"); none
 * where no word holds one. Model codes keep their digits at a word's edge ("S10", "A54"), so they are read as written.
 */
export function lettersForLookalikes(text: string): string[] {
  if (!anyLookalikeInWord.test(text)) return [];
  return [0, 1].map((reading) => text.replace(lookalikeInWord, (ch) => lookalikeLetters[ch]![Math.min(reading, lookalikeLetters[ch]!.length - 1)]!));
}
