import { brandMentionMayStartAt, findBrandMentions } from '@circular/brands';
import { RecentlyUsed } from '@circular/runtime';

/**
 * Model names and product codes: a word with a capital after a small letter (`iPhone`,
 * `PlayStation`, `MacBook`) or a letter-led word holding a digit (`S21`, `RTX3080`, `A52s`).
 * A digit-led word (`128GB`, `2nd`, `3kg`) is a quantity that may be written the target's way.
 * Read a word (a run of letters and digits) at a time, its opening tested: a pattern bounded by
 * look-arounds over the whole text would be tried at every character.
 */
const wordPattern = /[\p{L}\p{N}]+/gu;
const modelNameOpening = /^(?:\p{L}*\p{Ll}\p{Lu}|\p{L}+\p{N})/u;

/** The model names and product codes of `text`, in order (see `modelNameOpening`). */
export function modelNames(text: string): string[] {
  const names: string[] = [];
  for (const [word] of text.matchAll(wordPattern)) if (modelNameOpening.test(word)) names.push(word);
  return names;
}

/**
 * Terms of a source text that every translation keeps as written even when the request lists none:
 * brand names of the brands table, written with their capital mid-sentence (at the start of a
 * sentence, or lower-case, `Orange` or `apple` may be a colour or a fruit), and model names. In a
 * Title Case text (`Wool Coat Orange`) a capital says nothing, so only model names are kept there.
 */
export function defaultKeptTerms(text: string): string[] {
  const known = recentTerms.get(text);
  if (known) return known;
  const terms = findKeptTerms(text);
  if (text.length <= recentTextMaxChars) recentTerms.set(text, terms);
  return terms;
}

/**
 * Terms of recent texts: a merged run plans the texts its requests planned a moment before, and a
 * catalogue repeats its texts, while the scan is among the costliest steps of a request. Bounded
 * (at most about 4 MB of text), the text used longest ago leaving first.
 */
const recentTerms = new RecentlyUsed<string, string[]>(2048);
const recentTextMaxChars = 1000;

function findKeptTerms(text: string): string[] {
  const kept = new Set<string>();
  for (const mention of !brandMayOpenMidSentence(text) || titleCase(text) ? [] : findBrandMentions(text)) {
    const written = text.slice(mention.start, mention.end);
    if (written === mention.brand && /^\p{Lu}/u.test(written) && !atSentenceStart(text, mention.start)) kept.add(written);
  }
  for (const name of modelNames(text)) kept.add(name);
  return [...kept];
}

/**
 * At the start of the text, of a sentence or of an HTML element's text (`<b>Only 2 left`), past any
 * opening quotes or brackets: there a capital says nothing about a name.
 */
function atSentenceStart(text: string, index: number): boolean {
  return /(?:^|[.!?:;\n>])[\s("'«“]*$/u.test(text.slice(0, index));
}

/**
 * Whether a word opened by a capital letter somewhere other than at a sentence start, read as
 * `atSentenceStart` reads it, opens a name of the brands table: only such a word can begin a kept
 * brand, so a text without one needs no look-up in the table, the costliest step of planning a
 * text. A capital after a letter or digit (`iPhone`, `MacBook`, `4K`) is inside a word, where no
 * mention the brands table finds begins (its words are runs that a letter or digit continues); a
 * capitalised word that opens no name (a town, a size letter) begins none either.
 */
export function brandMayOpenMidSentence(text: string): boolean {
  for (const { index } of text.matchAll(wordOpeningCapital)) {
    let before = index - 1;
    while (before >= 0 && sentenceOpening.test(text[before]!)) before -= 1;
    if (before >= 0 && !sentenceEnd.test(text[before]!) && brandMentionMayStartAt(text, index)) return true;
  }
  return false;
}

const wordOpeningCapital = /(?<![\p{L}\p{N}])\p{Lu}/gu;

/** What `atSentenceStart` reads, one character at a time. */
const sentenceOpening = /^[\s("'«“]$/u;
const sentenceEnd = /^[.!?:;\n>]$/u;

/** Three or more words, most of them capitalised: a title written in Title Case. */
function titleCase(text: string): boolean {
  const words = text.match(/\p{L}+/gu) ?? [];
  return words.length >= 3 && words.filter((word) => /^\p{Lu}/u.test(word)).length / words.length > 0.6;
}
