import { setImmediate as nextTurn } from 'node:timers/promises';
import type { C2cListing } from '@circular/contract';
import type { Finding, RuleContext } from './rules/finding.ts';

/**
 * Ordinary listings, one per language the rules read most, written for warming: nothing in them breaks a rule. Two hold
 * characters beyond Latin-1 (a typographic apostrophe, the euro sign), so the patterns are also compiled for two-byte strings.
 */
const samples: C2cListing[] = [
  { title: 'Cadeira de escritório em bom estado', description: 'Pouco uso, regulável em altura. Entrega em mão ou envio pela plataforma.', category: 'furniture', price: 40 },
  { title: 'Chaqueta de invierno talla M', description: 'Usada una temporada, sin manchas ni roturas. Envío por la plataforma.', category: 'clothing', price: 25 },
  { title: 'Lampe de bureau « vintage »', description: 'Fonctionne très bien, ampoule fournie. Remise en main propre possible.', category: 'home', price: 18 },
  { title: 'Kids’ bike, 16 inch wheels', description: 'Good condition, stabilisers included — €60 or close offer. Shipping through the site.', category: 'bikes', price: 60 },
];
const context: RuleContext = { profile: 'generic' };
const beyondLatin1 = (text: string) => [...text].some((ch) => ch.codePointAt(0)! > 0xff);

/**
 * The modules of the rules, the largest first and one at a time: importing a module evaluates it and what it imports that is not
 * yet evaluated, in one go, so the lexicons are imported before the rules that read them. A module left out is imported with
 * the one that needs it; the order only bounds each step.
 */
const modules: (() => Promise<unknown>)[] = [
  () => import('libphonenumber-js'),
  () => import('./policy/profiles.ts'),
  () => import('./policy/item-lexicon.ts'),
  () => import('./policy/regulated-lists-lexicon.ts'),
  () => import('./policy/weapons-official-lists-lexicon.ts'),
  () => import('./policy/slang-item-lexicon.ts'),
  () => import('./policy/described-item-lexicon.ts'),
  () => import('./policy/euphemism-item-lexicon.ts'),
  () => import('./policy/wild-taken-lexicon.ts'),
  () => import('./policy/vehicle-heritage-lexicon.ts'),
  () => import('./policy/clause-goods-lexicon.ts'),
  () => import('./policy/published-list-lexicon.ts'),
  () => import('./policy/whole-list-lexicon.ts'),
  () => import('./policy/goods-in-disguise-lexicon.ts'),
  () => import('./policy/goods-described-lexicon.ts'),
  () => import('./policy/services-schemes-lexicon.ts'),
  () => import('./policy/described-services-lexicon.ts'),
  () => import('./policy/substances-wildlife-contraband-lexicon.ts'),
  () => import('./policy/goods-named-plainly-lexicon.ts'),
  () => import('./policy/offers-in-other-words-lexicon.ts'),
  () => import('./policy/purpose-and-condition-lexicon.ts'),
  () => import('./policy/precursors-nicotine-lexicon.ts'),
  () => import('./policy/means-origin-schemes-lexicon.ts'),
  () => import('./text/term-index.ts'),
  () => import('./rules/items.ts'),
  () => import('./rules/links.ts'),
  () => import('./rules/payments.ts'),
  () => import('./rules/social-handles.ts'),
  () => import('./rules/phone-numbers.ts'),
  () => import('./rules/multiple-brands.ts'),
  () => import('./rules/category-mismatch.ts'),
  () => import('./rules/category-of.ts'),
  () => import('./rules/emails.ts'),
  () => import('./rules/ibans.ts'),
  () => import('./rules/price.ts'),
  () => import('./rules/qr-codes.ts'),
  () => import('./rules/payment-modes.ts'),
  () => import('./rules/payment-evasions.ts'),
  () => import('./rules/provider-named-emails.ts'),
  () => import('./rules/unwritten-contacts.ts'),
  () => import('./rules/network-nicknames.ts'),
  () => import('./rules/described-emails.ts'),
  () => import('./rules/phone-in-pieces.ts'),
  () => import('./rules/network-paths.ts'),
  () => import('./rules/number-pointed-at.ts'),
  () => import('./rules/handle-as-brand.ts'),
  () => import('./rules/spaced-provider-emails.ts'),
  () => import('./rules/spelled-contacts.ts'),
  () => import('./rules/messages-sent-elsewhere.ts'),
  () => import('./rules/cash-on-receipt.ts'),
  () => import('./rules/contacts-described.ts'),
  () => import('./rules/contact-asked-for.ts'),
  () => import('./rules/spam.ts'),
  () => import('./rules/evasion-purpose.ts'),
  () => import('./text/fold-text.ts'),
  () => import('./text/matches.ts'),
  () => import('./text/kept-spans.ts'),
  () => import('./learned/listing-scorer.ts'),
  () => import('./check-listing-rules.ts'),
];

/**
 * The work the first listing would do in a fresh process, in steps of one piece each: the rules' modules imported, the item
 * lexicon's tables built (`itemTablesInSteps`), the learned reader's model read, the brand table indexed, each rule run alone on
 * two one-byte and two two-byte texts (V8 compiles a pattern at its first run, for each kind of string, and natively at a later
 * run), then the whole rules on each sample. Each step is what a request would have done anyway, kept where a request keeps it
 * (nothing is built twice). Steps that import return a promise. The longest step is the largest single pattern's compilation.
 */
export async function* listingRuleWarmSteps(): AsyncGenerator<void> {
  for (const load of modules) {
    await load();
    yield;
  }
  const [items, rules, scorer, brands, payments, handles, links, cash, ...others] = await Promise.all([
    import('./rules/items.ts'),
    import('./check-listing-rules.ts'),
    import('./learned/listing-scorer.ts'),
    import('./rules/multiple-brands.ts'),
    import('./rules/payments.ts'),
    import('./rules/social-handles.ts'),
    import('./rules/links.ts'),
    import('./rules/cash-on-receipt.ts'),
    import('./rules/ibans.ts'),
    import('./rules/emails.ts'),
    import('./rules/qr-codes.ts'),
    import('./rules/phone-numbers.ts'),
    import('./rules/provider-named-emails.ts'),
    import('./rules/unwritten-contacts.ts'),
    import('./rules/network-nicknames.ts'),
    import('./rules/described-emails.ts'),
    import('./rules/phone-in-pieces.ts'),
    import('./rules/network-paths.ts'),
    import('./rules/number-pointed-at.ts'),
    import('./rules/handle-as-brand.ts'),
    import('./rules/spaced-provider-emails.ts'),
    import('./rules/spelled-contacts.ts'),
    import('./rules/payment-modes.ts'),
    import('./rules/payment-evasions.ts'),
    import('./rules/messages-sent-elsewhere.ts'),
    import('./rules/contacts-described.ts'),
    import('./rules/contact-asked-for.ts'),
    import('./rules/evasion-purpose.ts'),
    import('./rules/spam.ts'),
  ]);
  yield* items.itemTablesInSteps();
  scorer.shippedListingScorer();
  yield;
  // The rules `checkListingRules` runs on each text (every function of these modules that reads a text alone), each warmed alone
  // so that no step compiles them all; one left out here is still warmed by the whole-listing steps that follow.
  const textRules: ((text: string) => Finding[])[] = [
    ...others.flatMap((module) => Object.entries(module).filter(([name, value]) => name.startsWith('find') && typeof value === 'function' && value.length === 1).map(([, value]) => value as (text: string) => Finding[])),
    (text) => payments.findOffPlatformPayments(text, context),
    (text) => handles.findSocialHandles(text),
    (text) => links.findLinks(text, context),
    (text) => cash.findCashOnReceipt(text, context),
    (text) => items.findItems(text, { ...context, field: 'description' }),
  ];
  const texts = samples.flatMap((listing) => [listing.title, listing.description ?? '']);
  // Two texts of each kind: V8 runs a pattern's first matches in its interpreter and compiles it natively at a later run.
  const oneByte = texts.filter((text) => !beyondLatin1(text)).slice(0, 2);
  const twoByte = texts.filter(beyondLatin1).slice(0, 2);
  brands.findMultipleBrands(oneByte[0]!, context);
  yield;
  for (const text of [...oneByte, ...twoByte]) {
    for (const rule of textRules) {
      rule(text);
      yield;
    }
  }
  for (const listing of samples) {
    rules.checkListingRules(listing, { ...context, language: 'en', learnedScorer: true });
    yield;
  }
}

/** How long warming works before it lets the event loop turn, in milliseconds (a step that takes longer is not cut). */
const sliceMs = 10;

/**
 * Does the listing rules' first-call work now (about three seconds of CPU in a fresh process, most of it importing, indexing and
 * compiling), in slices of about {@link sliceMs} with the event loop turning between them, so that no request pays it: for a
 * server, after it listens and before it reports ready. Importing the library does none of it (the rules stay lazy until a text
 * or this asks). Stops between slices when `signal` aborts.
 */
export async function warmListingRules({ signal }: { signal?: AbortSignal } = {}): Promise<void> {
  let sliceStart = performance.now();
  for await (const _ of listingRuleWarmSteps()) {
    if (performance.now() - sliceStart < sliceMs) continue;
    await nextTurn();
    signal?.throwIfAborted();
    sliceStart = performance.now();
  }
}
