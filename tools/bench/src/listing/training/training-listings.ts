import { seededRandom } from '@circular/id-corpus';
import { createWriteStream } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { itemLexicon, profileItemPolicy, slangItemLexicon } from '@circular/c2c-validation/internals';
import { composeListings } from '../compose-listing-set.ts';
import type { Label } from '../generate-validation-set.ts';
import { sampleTerm } from './lexicon-terms.ts';
import { apps, catalogue, cleanSentences, compositions, indirect, itemFrames, networks, type Lang, type ProblemCode } from './paraphrase-families.ts';

/**
 * Training listings for the learned scorer, from a program only (never from a labelled set): the composer's training
 * mode (`composeListings({ seed })`: phones, addresses, links, handles and payment apps through every disguise, restricted
 * items, hard negatives), items named with the rules' own lexicon terms, the generator's own paraphrase families, and
 * clean listings of every area with honest sentences that look like problems. Each problem carries its span label.
 *
 * `node --conditions=@circular/source tools/bench/src/listing/training/training-listings.ts --seed 1 --count 300000 --out FILE`
 * writes them as JSON lines.
 */
export interface TrainingListing {
  source: 'composer' | 'lexicon' | 'family' | 'clean';
  language: Lang;
  profile: Profile;
  listing: { title: string; description: string };
  labels: Label[];
}

type Profile = 'olx-pt' | 'vinted' | 'wallapop' | 'ebay' | 'generic';
const langs: Lang[] = ['pt', 'es', 'fr', 'en', 'it', 'de'];
const profiles: Profile[] = ['olx-pt', 'vinted', 'wallapop', 'ebay', 'generic'];

/** The generator's own stream (id-corpus's seeded mulberry32), apart from the composer's. */
const randomStream = (seed: number): (() => number) => seededRandom(seed).next;

/** Lexicon phrases per topic: each term written out a few times, the ones that need context the generator cannot give left out. */
function lexiconPhrases(random: () => number): { topic: string; phrase: string; innocent: RegExp | undefined; context: RegExp | undefined }[] {
  const phrases: { topic: string; phrase: string; innocent: RegExp | undefined; context: RegExp | undefined }[] = [];
  for (const entry of [...itemLexicon, ...slangItemLexicon]) {
    if (entry.requires || entry.claimBesideMaker || entry.claimOfTitleMakersGoods || entry.subject || entry.requiresBrandCategory || entry.looseSubject) continue;
    for (const term of entry.terms) {
      for (let i = 0; i < 3; i++) {
        const phrase = sampleTerm(term, random);
        if (phrase && /\p{L}{3}/u.test(phrase)) phrases.push({ topic: entry.topic, phrase, innocent: entry.innocent, context: entry.context });
      }
    }
  }
  return phrases;
}

const fill = (template: string, random: () => number, lang: Lang) => {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
  const syllables = ['ma', 'ri', 'to', 'lu', 'ka', 'ne', 'sa', 'jo', 'be', 'vi', 'ro', 'da', 'fe', 'li', 'pa'];
  const user = () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(syllables)).join('') + pick(['', '_', '.', '']) + pick(['', digits(2), 'shop', 'vende', '']);
  return template
    .replaceAll('{user}', user())
    .replaceAll('{name}', `${pick(['Ana', 'Luis', 'Marie', 'Tom', 'Giulia', 'Jonas', 'Rita', 'Pablo'])} ${pick(['Costa', 'García', 'Martin', 'Smith', 'Rossi', 'Weber', 'Silva', 'Moreau'])}`)
    .replaceAll('{net}', pick(networks))
    .replaceAll('{app}', pick(apps[lang]))
    .replaceAll('{a}', digits(3))
    .replaceAll('{b}', digits(3))
    .replaceAll('{c}', digits(3))
    .replaceAll('{y}', String(2010 + Math.floor(random() * 16)))
    .replaceAll('{m}', `${pick(['XR', 'KD', 'A', 'SM', 'HT'])}-${digits(4)}`)
    .replaceAll('{s}', pick(['S', 'M', 'L', '38', '42', '10']))
    .replaceAll('{p}', String(5 + Math.floor(random() * 400)));
};

/** Streams `count` training listings from `seed`: about a third composed, a third problems of the lexicons and families (whole sentences or composed of parts), a third clean. */
export function* trainingListings({ seed, count }: { seed: number; count: number }): Generator<TrainingListing> {
  const random = randomStream(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const phrases = lexiconPhrases(random);
  let composed: TrainingListing[] = [];
  let batch = 0;
  const clean = (lang: Lang) => {
    const sentences = Array.from({ length: 1 + Math.floor(random() * 3) }, () => fill(pick(cleanSentences[lang]), random, lang));
    return sentences.join(' ');
  };
  for (let n = 0; n < count; n++) {
    const lang = pick(langs);
    const profile = pick(profiles);
    const [title] = pick(catalogue[lang]);
    const draw = random();
    if (draw < 0.35) {
      if (composed.length === 0) {
        composed = composeListings({ seed: String(seed * 100_000 + batch++) }).map((l) => ({ source: 'composer', language: l.language, profile: l.profile, listing: { title: l.listing.title, description: l.listing.description }, labels: l.labels }));
        for (let i = composed.length - 1; i > 0; i--) {
          const j = Math.floor(random() * (i + 1));
          [composed[i], composed[j]] = [composed[j]!, composed[i]!];
        }
      }
      yield composed.pop()!;
      continue;
    }
    const before = random() < 0.6 ? `${clean(lang)} ` : '';
    const after = random() < 0.5 ? ` ${clean(lang)}` : '';
    if (draw < 0.5) {
      const { topic, phrase, innocent, context } = pick(phrases);
      const frame = pick(itemFrames[lang]);
      const sentence = frame.replace('{t}', phrase).replace('{T}', phrase.charAt(0).toUpperCase() + phrase.slice(1));
      const description = before + sentence + after;
      // A marketplace that allows the topic sells it: the listing goes to one that does not.
      const policyProfile = profiles.filter((p) => profileItemPolicy[p][topic as keyof (typeof profileItemPolicy)['generic']] !== 'allowed');
      if (policyProfile.length === 0) continue;
      const innocentHere = innocent?.test(description) || context?.test(`${title} ${description}`);
      const labels: Label[] = innocentHere ? [] : [{ code: 'restricted_item', field: 'description', start: before.length, end: before.length + sentence.length }];
      yield { source: 'lexicon', language: lang, profile: pick(policyProfile), listing: { title, description }, labels };
    } else if (draw < 0.68) {
      let code: ProblemCode;
      let said: string;
      if (random() < 0.5) {
        code = pick(Object.keys(indirect) as ProblemCode[]);
        said = pick(indirect[code][lang]);
      } else {
        const composition = pick(compositions);
        code = composition.code;
        said = composition.parts[lang].map((part) => pick(part)).join(pick([' ', ' ', ', ']));
      }
      const sentence = `${fill(said, random, lang)}${pick(['.', '!', '', ' :)'])}`;
      const description = before + sentence + after;
      yield { source: 'family', language: lang, profile, listing: { title, description }, labels: [{ code, field: 'description', start: before.length, end: before.length + sentence.length }] };
    } else {
      yield { source: 'clean', language: lang, profile, listing: { title, description: `${clean(lang)} ${clean(lang)}` }, labels: [] };
    }
  }
}

const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? undefined : process.argv[at + 1];
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const out = argument('out');
  if (!out) throw new Error('--out FILE is required');
  const stream = createWriteStream(out);
  let written = 0;
  for (const listing of trainingListings({ seed: Number(argument('seed') ?? 1), count: Number(argument('count') ?? 300_000) })) {
    if (!stream.write(`${JSON.stringify(listing)}\n`)) await new Promise<void>((resolve) => stream.once('drain', () => resolve()));
    written++;
  }
  stream.end();
  console.log(`${written} training listings → ${out}`);
}
