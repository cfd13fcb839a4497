import type { C2cListing, C2cValidationParameters, ListingViolation, MarketplaceProfile } from '@circular/contract';
import { InvalidRequestError, normalizeLocale } from '@circular/runtime';
import { t } from './messages.ts';
import { findCategoryMismatch } from './rules/category-mismatch.ts';
import { categoryOf } from './rules/category-of.ts';
import { findEmails } from './rules/emails.ts';
import type { Finding, RuleContext, ViolationCode } from './rules/finding.ts';
import { findIbans } from './rules/ibans.ts';
import { findItems, withoutAccents } from './rules/items.ts';
import { findLinks } from './rules/links.ts';
import { findMultipleBrands } from './rules/multiple-brands.ts';
import { findOffPlatformPayments } from './rules/payments.ts';
import { findPhoneNumbers } from './rules/phone-numbers.ts';
import { priceProblem } from './rules/price.ts';
import { profileItemPolicy } from './policy/profiles.ts';
import { findContactsInPhotos, findQrCodeContacts } from './rules/qr-codes.ts';
import { findSocialHandles } from './rules/social-handles.ts';
import { findPaymentModes } from './rules/payment-modes.ts';
import { findPaymentEvasions } from './rules/payment-evasions.ts';
import { findProviderNamedEmails } from './rules/provider-named-emails.ts';
import { findUnwrittenContacts } from './rules/unwritten-contacts.ts';
import { findNetworkNicknames } from './rules/network-nicknames.ts';
import { findDescribedEmails } from './rules/described-emails.ts';
import { findPhoneInPieces } from './rules/phone-in-pieces.ts';
import { findNetworkPaths } from './rules/network-paths.ts';
import { findNumbersPointedAt } from './rules/number-pointed-at.ts';
import { findHandlesAsBrand } from './rules/handle-as-brand.ts';
import { findSpacedProviderEmails } from './rules/spaced-provider-emails.ts';
import { findSpelledContacts } from './rules/spelled-contacts.ts';
import { findMessagesSentElsewhere } from './rules/messages-sent-elsewhere.ts';
import { findCashOnReceipt } from './rules/cash-on-receipt.ts';
import { findDescribedContacts } from './rules/contacts-described.ts';
import { findContactAskedFor } from './rules/contact-asked-for.ts';
import { findSpam } from './rules/spam.ts';
import { findEvasionPurposes, purposeClauses } from './rules/evasion-purpose.ts';
import { foldText, toOriginal, type FoldedText } from './text/fold-text.ts';
import { matchesOf } from './text/matches.ts';
import { KeptSpans } from './text/kept-spans.ts';
import { asModelViolation, learnedReading } from './learned/listing-scorer.ts';

export type Strictness = 'lenient' | 'standard' | 'strict';

export interface RuleOptions {
  profile: MarketplaceProfile;
  /** The language of the fix messages (any locale form; default pt-PT). */
  language?: string | undefined;
  strictness?: Strictness | undefined;
  /** A value range for the item; a price far outside it is flagged. */
  valueEstimation?: C2cValidationParameters['value_estimation'];
  /**
   * Adds the learned scorer's findings (`learned/listing-scorer.ts`; off by default here, on in the validation function):
   * for a kind no rule found in a listing the model, trained on the labelled sets people wrote, scores at or above its
   * threshold, the sentence it scores highest, quoted as evidence (`source: model`, clause `…/learned-scorer`). It never
   * rejects: its item findings are restricted items, for a person to check. It also confirms the rules' prohibited items in
   * the title and description: one it does not confirm is `major`, for a person to check instead of a rejection.
   */
  learnedScorer?: boolean | undefined;
}

/** Codes whose evidence is masked in `redacted_listing`: the seller's contact and payment details. */
export const redactedCodes: ReadonlySet<ViolationCode> = new Set(['contact_phone', 'contact_email', 'external_link', 'social_handle', 'off_platform_payment', 'iban']);

/** Violations of one code reported per field at most. */
const maxPerCodeAndField = 20;

/** When two findings overlap, the more specific one stands: an IBAN's digits are not a phone number. */
const precedence: ViolationCode[] = ['iban', 'contact_email', 'external_link', 'contact_phone', 'social_handle', 'off_platform_payment', 'prohibited_item', 'restricted_item', 'multiple_brands', 'category_mismatch', 'spam'];

/**
 * Every rule that needs no model, over the listing's texts: the same `violations[]` objects the
 * response carries, in field order then text order. Synchronous and deterministic, for callers
 * (the C2C descriptor) that check generated text before returning it.
 */
export function checkListingRules(listing: C2cListing, { profile, language = 'pt-PT', strictness = 'standard', valueEstimation, learnedScorer = false }: RuleOptions): ListingViolation[] {
  // Callers in plain JavaScript get the contract's refusal, not a TypeError from deep inside a rule.
  if (!Object.hasOwn(profileItemPolicy, profile)) throw new InvalidRequestError([{ pointer: '/profile', message: `must be one of ${Object.keys(profileItemPolicy).join(', ')}` }]);
  const locale = normalizeLocale(language) ?? 'pt-PT';
  const category = categoryOf(listing.category);
  const context: RuleContext = { profile, category, brand: listing.brand ?? undefined };
  const violations: ListingViolation[] = [];
  const texts: [string, string][] = [['title', listing.title], ['description', listing.description ?? '']];
  (listing.attributes ?? []).forEach((attribute, i) => texts.push([`attributes/${i}/value`, attribute.value]));
  // The rules read the folded text (look-alikes, invisible and spelt-out characters undone); spans come back to the seller's text.
  const foldedTitle = foldText(listing.title);
  const foldedDescription = foldText(listing.description ?? '');
  // Each main field is read as the text and again as the other's context: its accent-free form is worked out once for this listing.
  const bareTexts = new Map<string, string>();
  const bareOf = (text: string) => {
    let bare = bareTexts.get(text);
    if (bare === undefined) bareTexts.set(text, (bare = withoutAccents(text)));
    return bare;
  };
  for (const [field, original] of texts) {
    if (!original) continue;
    const folded = field === 'title' ? foldedTitle : field === 'description' ? foldedDescription : foldText(original);
    const itemContext: RuleContext =
      field === 'title' ? { ...context, field: 'title', otherField: foldedDescription.folded, bareOf }
      : field === 'description' ? { ...context, field: 'description', otherField: foldedTitle.folded, bareOf }
      : { ...context, field: 'other', bareOf };
    const findingsOf = (text: string) => [
      ...findIbans(text),
      ...findEmails(text),
      ...findLinks(text, itemContext),
      ...findQrCodeContacts(text),
      ...findContactsInPhotos(text),
      ...findPhoneNumbers(text),
      ...findSocialHandles(text, itemContext),
      ...findOffPlatformPayments(text, context),
      // Contacts and payments named without their address, handle or wallet (an e-mail by its provider, a handle by "the same name as here", PayPal by its mode).
      ...findProviderNamedEmails(text),
      ...findUnwrittenContacts(text),
      // Networks named by their icons or nicknames, and the seller looked for there by name (`network-nicknames.ts`).
      ...findNetworkNicknames(text),
      // An address described in words before its provider; a number given by its start, middle and end.
      ...findDescribedEmails(text),
      ...findPhoneInPieces(text),
      // A network's page written as its name, a slash and the page's name, the domain left out ("yt slash name").
      ...findNetworkPaths(text),
      // A phone number pointed at (on the box, in a photo) or written in groups with bracketed words between them.
      ...findNumbersPointedAt(text),
      // A handle given as the item's brand or label, then the network it is on ("brand: x_y on the gram").
      ...findHandlesAsBrand(text),
      // An e-mail spelt out whose provider is written in two words ("… at hot mail dot fr").
      ...findSpacedProviderEmails(text),
      // An address or a handle said in words, rebuilt from its spelt-out symbols and numbers ("ana underscore forty two", "[em] sapo [ponto] pt").
      ...findSpelledContacts(text),
      ...findPaymentModes(text),
      // Crypto-assets, money orders and paying apart from the platform for a discount (`payment-evasions.ts`).
      ...findPaymentEvasions(text),
      // A message asked for on a network or "there" after one, and cash paid when the item is received (the item comes to the buyer).
      ...findMessagesSentElsewhere(text),
      ...findCashOnReceipt(text, context),
      // A number given in pieces, a messaging app named by its look, "add me, same name".
      ...findDescribedContacts(text),
      // The buyer asked to ask for the number, sent to the profile picture, or to the same name on an app named by its colour.
      ...findContactAskedFor(text),
      ...findItems(text, itemContext),
      // A rule-breaking purpose said whatever the item: a check got past, a person watched unknowing, a lock opened without its key (`evasion-purpose.ts`).
      ...findEvasionPurposes(text),
      ...(field.startsWith('attributes') ? [] : findMultipleBrands(text, field === 'title' ? context : { ...context, brand: undefined })),
      ...(field === 'title' || field === 'description' ? findSpam(text) : []),
      ...(field === 'title' ? findCategoryMismatch(text, listing.category) : []),
    ];
    // An invisible character between two letters (or a letter and a digit) is a break inside a word ("ré\u200bplica") or the only break between two words
    // ("Ligue\u200b912…", "réplica\u200bRolex"): the folded text reads it joined, a second reading reads it as a space.
    const spaced = spacedReading(original);
    // Of items and brands, the second reading adds only what the breaks hid: a finding over a break, or one a break bounds ("Vin\u200bted" is one
    // word, not "vin"). Contacts and payments keep every finding of it: a break before a number may be the only space after its cue ("Ligue\u200bpara 9…").
    const findings = [...findingsOf(folded.folded).map((f) => inOriginal(f, folded)), ...(spaced ? findingsOf(spaced.folded).map((f) => inOriginal(f, spaced)).filter((f) => redactedCodes.has(f.code) || hiddenByBreaks(original, f)) : [])];
    const perCode = new Map<ViolationCode, number>();
    for (const f of withoutOverlaps(withoutCardsPaidWith(findings))) {
      // A wall of handles or hashtags needs a few examples, not hundreds of violations.
      const count = (perCode.get(f.code) ?? 0) + 1;
      perCode.set(f.code, count);
      if (count <= maxPerCodeAndField) violations.push(toViolation(f, field, { profile, locale, strictness }));
    }
  }
  if (learnedScorer) {
    // The title and description as the rules folded them: the scorer reads the same folded text, not folded again.
    const reading = learnedReading(texts.map(([field, text]) => [field, text, field === 'title' ? foldedTitle.folded : field === 'description' ? foldedDescription.folded : undefined] as const), violations);
    // A rule's critical finding the listing's score does not confirm asks for a person instead of rejecting (`decideVerdict`).
    for (const i of reading.unconfirmed) violations[i] = { ...violations[i]!, severity: 'major' };
    // The scorer never rejects: its findings are at most major, whatever the strictness (an off-platform payment is critical under `strict`).
    for (const { field, finding } of reading.findings) violations.push(asModelViolation(toViolation(finding, field, { profile, locale, strictness })));
  }
  const problem = priceProblem(listing, category, valueEstimation);
  if (problem) {
    const evidence = `${listing.price} ${listing.currency ?? 'EUR'}`;
    violations.push({
      code: 'price_implausible',
      field: 'price',
      span: null,
      evidence,
      severity: problem === 'absurd' ? 'major' : 'minor',
      clause: `${profile}/pricing`,
      source: 'rule',
      message: t(locale, 'price_implausible', { evidence }),
    });
  }
  return violations;
}

/** Zero-width spaces, joiners and the word joiner or BOM between two letters, or a letter and a digit: what may stand for a space. */
const invisibleBetweenLetters = /(?<=\p{L}\p{M}*)[\u200b-\u200d\u2060\ufeff]+(?=[\p{L}\p{N}])|(?<=\p{N})[\u200b-\u200d\u2060\ufeff]+(?=\p{L})/gu;
const anyInvisibleBetweenLetters = new RegExp(invisibleBetweenLetters.source, 'u');

/**
 * The text folded with each run of invisible characters between two letters read as spaces (one space per character, so the
 * offsets stay the seller's), or none where the text has no such run. Its `original` is the seller's own text, so evidence
 * quotes it.
 */
function spacedReading(original: string): FoldedText | undefined {
  if (!anyInvisibleBetweenLetters.test(original)) return undefined;
  const reading = foldText(original.replace(invisibleBetweenLetters, (run) => ' '.repeat(run.length)));
  return { ...reading, original };
}

/**
 * Whether a finding of the second reading (invisible breaks read as spaces) is one the breaks hid: a break inside it ("réplica\u200bRolex",
 * "Ligue\u200b912…"), or one right at its end with a word on its side of it ("vodka\u200bbarata"). A finding away from every break is one the
 * folded reading judged already (clean there by its context, which the second reading cut: "Cry\u200bstal wine gla\u200bsses"); one ending on a
 * break with under four letters on its side is a piece of a longer word ("Vin\u200bted" is no "vin"), unless the break parts a lower-case
 * letter from a capital or a letter from a digit, as words run together are written.
 */
function hiddenByBreaks(original: string, f: Finding): boolean {
  for (const run of matchesOf(original, invisibleBetweenLetters)) {
    const from = run.index;
    const to = run.index + run[0].length;
    if (from > f.start && to < f.end) return true;
    if (from === f.end || to === f.start) {
      const side = from === f.end ? /[\p{L}\p{N}]*$/u.exec(original.slice(f.start, f.end))![0] : /^[\p{L}\p{N}]*/u.exec(original.slice(f.start, f.end))![0];
      const before = original.slice(0, from).at(-1) ?? '';
      const after = original[to] ?? '';
      if (side.length >= 4 || /\p{N}/u.test(before + after) || (/\p{Ll}/u.test(before) && /\p{Lu}/u.test(after))) return true;
    }
  }
  return false;
}

function inOriginal(f: Finding, folded: FoldedText): Finding {
  if (folded.folded === folded.original) return f;
  const { start, end } = toOriginal(folded, f.start, f.end);
  return { ...f, start, end, evidence: folded.original.slice(start, end) };
}

/**
 * A link and a handle over the same words stand together: a network profile's address ("insta dot com slash ana.costa") is both, and
 * so is a page on another marketplace with the handle there ("encontram-me no custojusto como alfarrabista_do_rui").
 */
const linkAndHandle = (a: Finding, b: Finding) => {
  const link = a.code === 'external_link' ? a : b.code === 'external_link' ? b : undefined;
  const handle = a.code === 'social_handle' ? a : b.code === 'social_handle' ? b : undefined;
  return link !== undefined && handle !== undefined && ((a.start === b.start && a.end === b.end) || link.clause === 'marketplace-pages');
};

/** A gift card or voucher named as the way to pay ("paiement en carte cadeau"), inside that payment's finding, is not an item for sale. */
function withoutCardsPaidWith(findings: Finding[]): Finding[] {
  const payments = findings.filter((f) => f.code === 'off_platform_payment');
  if (payments.length === 0) return findings;
  return findings.filter((f) => f.clause !== 'gift-cards' || !payments.some((p) => p.start <= f.start && f.end <= p.end));
}

/** A purpose said whatever the item (`evasion-purpose.ts`): over the same words, a finding that names the item's kind stands instead. */
const isPurpose = (f: Finding) => (purposeClauses.has(f.clause) ? 1 : 0);

function withoutOverlaps(findings: Finding[]): Finding[] {
  const ranked = [...findings].sort((a, b) => precedence.indexOf(a.code) - precedence.indexOf(b.code) || isPurpose(a) - isPurpose(b) || b.end - b.start - (a.end - a.start));
  const kept: Finding[] = [];
  // A finding clashes only with one kept of its own kind: any redacted code with any other (a link and a handle over the same words
  // excepted), any other code with the same code. Each kind's kept findings are looked up by where they start, so a wall of
  // thousands of findings is not compared pair by pair.
  const byKind = new Map<string, KeptSpans<Finding>>();
  for (const f of ranked) {
    const redacted = redactedCodes.has(f.code);
    const kind = redacted ? '' : f.code;
    let spans = byKind.get(kind);
    if (spans === undefined) byKind.set(kind, (spans = new KeptSpans<Finding>()));
    if (spans.some(f.start, f.end, redacted ? (k) => !linkAndHandle(k, f) : () => true)) continue;
    spans.add(f);
    kept.push(f);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** The severity of a code under a strictness: what decides the verdict. */
export function severityOf(code: ViolationCode, strictness: Strictness): ListingViolation['severity'] {
  switch (code) {
    case 'prohibited_item':
      return 'critical';
    case 'off_platform_payment':
    case 'iban':
      return strictness === 'strict' ? 'critical' : 'major';
    case 'spam':
    case 'category_mismatch':
    case 'photo_low_quality':
    case 'photo_duplicate':
      return strictness === 'strict' ? 'major' : 'minor';
    default:
      return 'major';
  }
}

function toViolation(f: Finding, field: string, { profile, locale, strictness }: { profile: MarketplaceProfile; locale: string; strictness: Strictness }): ListingViolation {
  return {
    code: f.code,
    field,
    span: { start: f.start, end: f.end },
    evidence: f.evidence,
    severity: severityOf(f.code, strictness),
    clause: `${profile}/${f.clause}`,
    source: 'rule',
    message: t(locale, f.code, { evidence: f.evidence.length > 60 ? `${f.evidence.slice(0, 57)}…` : f.evidence }),
  };
}
