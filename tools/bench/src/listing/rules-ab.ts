import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkListingRules, type C2cListing, type MarketplaceProfile, type RuleOptions } from '@circular/c2c-validation';
import { percentile, type Row } from '../report.ts';
import { adversarialTexts } from './evasion-quality.ts';

type CheckListingRules = typeof checkListingRules;

/** A labelled listing as every set under data/listing/ writes it (the labels are not read here). */
interface SetListing {
  id: string;
  language?: string;
  profile: MarketplaceProfile;
  listing: C2cListing;
  value_estimation?: RuleOptions['valueEstimation'];
}

interface Input {
  set: string;
  id: string;
  variant: string;
  listing: C2cListing;
  options: RuleOptions;
}

const profiles: MarketplaceProfile[] = ['olx-pt', 'vinted', 'wallapop', 'ebay', 'generic'];
const strictnesses = ['lenient', 'standard', 'strict'] as const;
/** Every labelled set of listings this checkout holds. */
const setFiles = () => readdirSync(new URL('../../data/listing/', import.meta.url)).filter((name) => /^validation-.*\.json$/u.test(name)).sort();

/** The same text written other ways sellers write: what the rules fold, undo or read apart must come out the same in both engines. */
const rewrites: Record<string, (text: string) => string> = {
  'upper case': (text) => text.toUpperCase(),
  'without accents': (text) => text.normalize('NFD').replace(/\p{M}+/gu, ''),
  // An invisible space inside each longer word, and look-alike Cyrillic letters: the folding's and the second reading's paths.
  'invisible breaks': (text) => text.replace(/(?<=\p{L}{3})(?=\p{L}{3})/gu, '\u200b'),
  'look-alike letters': (text) => text.replace(/[aeo]/gu, (c) => ({ a: 'а', e: 'е', o: 'о' })[c]!),
};

function inputsOf(file: string): Input[] {
  const set = file.replace(/^validation-|\.json$/gu, '');
  const records = JSON.parse(readFileSync(new URL(`../../data/listing/${file}`, import.meta.url), 'utf8')) as SetListing[];
  return records.flatMap((record, i) => {
    const options = { profile: record.profile, ...(record.language ? { language: record.language } : {}), ...(record.value_estimation ? { valueEstimation: record.value_estimation } : {}) };
    const { listing } = record;
    const rewritten = (rewrite: (text: string) => string): C2cListing => ({
      ...listing,
      title: rewrite(listing.title),
      ...(listing.description ? { description: rewrite(listing.description) } : {}),
      ...(listing.attributes ? { attributes: listing.attributes.map((a) => ({ ...a, value: rewrite(a.value) })) } : {}),
    });
    return [
      { set, id: record.id, variant: 'as labelled', listing, options },
      // Another marketplace and strictness (their policies differ: cash, PayPal, what an item is), turn by turn over the set.
      { set, id: record.id, variant: 'another profile', listing, options: { ...options, profile: profiles[i % profiles.length]!, strictness: strictnesses[i % strictnesses.length]!, language: 'en' } },
      // Title and description swapped: each rule reads each field's other field.
      { set, id: record.id, variant: 'fields swapped', listing: { ...listing, title: listing.description ?? '', description: listing.title }, options },
      ...Object.entries(rewrites).map(([variant, rewrite]) => ({ set, id: record.id, variant, listing: rewritten(rewrite), options })),
    ];
  });
}

/**
 * `npm run bench -- rules-ab --base DIR`: the listing rules of this checkout against another checkout's (DIR, as `route-ab` takes
 * it), on the same inputs: every listing of every labelled set under data/listing/ as labelled, under another profile and
 * strictness, its fields swapped, and rewritten four ways (upper case, accents off, invisible breaks, look-alike letters), and the
 * 10,000-character adversarial texts. Every output must be the same, whole (codes, fields, spans, evidence, clauses, severities,
 * messages): the first differences are listed by set, id and variant, and the process exits 1. Beside it, CPU time per listing of
 * each (as labelled, the two run in turn, the order flipped each listing): p50 and p95 per engine, and the adversarial texts' p95.
 */
export async function rulesAb({ base }: { base: string }): Promise<{ rows: Row[]; summary: Record<string, unknown> }> {
  const baseModule = pathToFileURL(resolve(base, 'libs/c2c-validation/src/check-listing-rules.ts')).href;
  const baseRules = ((await import(baseModule)) as { checkListingRules: CheckListingRules }).checkListingRules;
  const inputs = setFiles().flatMap(inputsOf);
  inputs.push(...adversarialTexts().map((description, i) => ({ set: 'adversarial', id: String(i), variant: '10,000 characters', listing: { title: 'Casaco de inverno', description }, options: { profile: 'generic' as const } })));
  const differences: { set: string; id: string; variant: string; base: number; thisCheckout: number }[] = [];
  let violations = 0;
  const cpu = { base: [] as number[], this: [] as number[], baseAdversarial: [] as number[], thisAdversarial: [] as number[] };
  const timed = (rules: CheckListingRules, { listing, options }: Input) => {
    const start = process.cpuUsage();
    const out = rules(listing, options);
    const { user, system } = process.cpuUsage(start);
    return { out, ms: (user + system) / 1000 };
  };
  // Warm-up: both engines' patterns compiled and optimised before anything is timed.
  for (const input of inputs.slice(0, 200)) {
    baseRules(input.listing, input.options);
    checkListingRules(input.listing, input.options);
  }
  inputs.forEach((input, i) => {
    const timedRun = input.variant === 'as labelled' || input.set === 'adversarial';
    const thisFirst = i % 2 === 1 ? timed(checkListingRules, input) : undefined;
    const a = timed(baseRules, input);
    const b = thisFirst ?? timed(checkListingRules, input);
    if (timedRun) {
      (input.set === 'adversarial' ? cpu.baseAdversarial : cpu.base).push(a.ms);
      (input.set === 'adversarial' ? cpu.thisAdversarial : cpu.this).push(b.ms);
    }
    violations += b.out.length;
    if (JSON.stringify(a.out) !== JSON.stringify(b.out)) differences.push({ set: input.set, id: input.id, variant: input.variant, base: a.out.length, thisCheckout: b.out.length });
  });
  const p = (values: number[], q: number) => percentile([...values].sort((x, y) => x - y), q);
  const summary = {
    inputs: inputs.length,
    sets: setFiles().length,
    violations_compared: violations,
    differences: differences.length,
    first_differences: differences.slice(0, 20),
    base_cpu_ms_p50: p(cpu.base, 50),
    this_cpu_ms_p50: p(cpu.this, 50),
    base_cpu_ms_p95: p(cpu.base, 95),
    this_cpu_ms_p95: p(cpu.this, 95),
    base_cpu_ms_total: cpu.base.reduce((s, x) => s + x, 0),
    this_cpu_ms_total: cpu.this.reduce((s, x) => s + x, 0),
    base_adversarial_cpu_ms_p95: p(cpu.baseAdversarial, 95),
    this_adversarial_cpu_ms_p95: p(cpu.thisAdversarial, 95),
  };
  if (differences.length > 0) process.exitCode = 1;
  const row = (engine: string, all: number[], adversarial: number[]): Row => ({
    engine,
    listings: all.length,
    'cpu ms p50': p(all, 50),
    'cpu ms p95': p(all, 95),
    'cpu ms total': all.reduce((s, x) => s + x, 0),
    'adversarial cpu ms p95': p(adversarial, 95),
    differences: engine === 'base' ? '' : differences.length,
  });
  return { rows: [row('base', cpu.base, cpu.baseAdversarial), row('this checkout', cpu.this, cpu.thisAdversarial)], summary };
}
