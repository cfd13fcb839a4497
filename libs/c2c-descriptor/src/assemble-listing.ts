import type { C2cDescriptorResponse, C2cDescriptorWarning } from '@circular/contract';
import { findUnsupportedClaims, type UnsupportedClaim } from './claim-check.ts';
import { attributeLabel, composeDescription, discloseDefects } from './compose-description.ts';
import { composeTitle } from './compose-title.ts';
import { cutOnWord } from './fit-text.ts';
import { compactText } from './normalise-text.ts';
import { buildJsonLd } from './json-ld.ts';
import type { ListingFacts } from './listing-facts.ts';
import { brandsNamedIn, checkPolicy, type ListingViolation } from './listing-policy.ts';
import { t } from './messages.ts';
import type { ModelCopy } from './model-copy.ts';
import type { SuggestedPrice } from './suggest-price.ts';

type Field = 'title' | 'description';
type Origin = 'model' | 'template';

/** Violation codes whose evidence is the seller's contact or payment details: removed, not just flagged. */
const redactedCodes = new Set(['contact_phone', 'contact_email', 'external_link', 'social_handle', 'off_platform_payment', 'iban']);

export interface AssembleInput {
  facts: ListingFacts;
  copy: ModelCopy | undefined;
  price: SuggestedPrice | null;
  /** Warnings earlier steps raised (price, vision, brand, model failures). */
  warnings: C2cDescriptorWarning[];
}

/**
 * The listing as returned: the template's title and description, or the model's where every
 * claim in it is backed by the facts, it fits the profile and the marketplace rules find nothing
 * in it; the rules then run on the result, removing contact and payment details the seller wrote
 * and flagging the rest. Every declared defect is in the description; the title fits the limit.
 */
export function assembleListing({ facts, copy, price, warnings: earlier }: AssembleInput): C2cDescriptorResponse {
  const { profile, language } = facts;
  const warnings = [...earlier];
  const warn = (code: string, params: Record<string, string | number> = {}, field?: string) =>
    warnings.push({ code, message: t(language, `warn:${code}` as Parameters<typeof t>[1], params), ...(field && { field }) });
  const compact = profile.descriptionStyle === 'compact';

  const templateTitle = composeTitle(facts);
  const templateDescription = composeDescription(facts);
  const texts: Record<Field, { text: string; origin: Origin }> = {
    title: { text: templateTitle, origin: 'template' },
    description: { text: templateDescription.text, origin: 'template' },
  };
  if (copy) {
    const title = copy.title.replace(/\s+/g, ' ').trim();
    const description = discloseDefects(copy.description.trim(), facts.defects, language, compact);
    const candidates: [Field, string, number][] = [
      ['title', title, profile.titleMax],
      ['description', description, profile.descriptionMax],
    ];
    for (const [field, text, max] of candidates) {
      const claims = unsupported(text, facts);
      if (claims.length > 0) warn('model_claim_rejected', { field, claims: claims.map((claim) => claim.text).join(', ') }, field);
      else if (text.length === 0 || text.length > max) warn('text_shortened', { field, max }, field);
      else texts[field] = { text, origin: 'model' };
    }
  }
  if (texts.description.origin === 'template' && templateDescription.shortened) warn('text_shortened', { field: 'description', max: profile.descriptionMax }, 'description');

  const policyInput = () => ({
    title: texts.title.text,
    description: texts.description.text,
    brand: facts.brand,
    category: facts.category.id,
    condition: facts.condition.label,
    price: price?.amount ?? null,
    currency: price?.currency ?? profile.currency,
  });
  let violations = checkPolicy(policyInput(), { profile: profile.id, language });
  // A rule broken by words the model added sends its text back to the template; words the model
  // repeated from the seller (their phone number, a component brand) are handled as the seller's, below.
  const sellerWords = compactText(facts.evidence.join(' '));
  const addedByModel = (violation: ListingViolation) =>
    isField(violation.field) &&
    texts[violation.field].origin === 'model' &&
    !violation.evidence.split(/\s+/).every((word) => sellerWords.includes(compactText(word)));
  const revert = new Set(violations.filter(addedByModel).map((violation) => violation.field as Field));
  if (revert.size > 0) {
    for (const field of revert) {
      texts[field] = { text: field === 'title' ? templateTitle : templateDescription.text, origin: 'template' };
      warn('model_claim_rejected', { field, claims: violations.filter((violation) => violation.field === field).map((violation) => violation.code).join(', ') }, field);
    }
    violations = checkPolicy(policyInput(), { profile: profile.id, language });
  }
  for (const field of ['title', 'description'] as const) {
    const own = violations.filter((violation) => violation.field === field);
    const removable = own.filter((violation) => redactedCodes.has(violation.code) && violation.span);
    if (removable.length > 0) {
      texts[field].text = redact(texts[field].text, removable) || templateTitle;
      warn('text_redacted', { field, detail: [...new Set(removable.map((violation) => violation.code))].join(', ') }, field);
    }
  }
  for (const violation of violations.filter((violation) => !redactedCodes.has(violation.code))) {
    warn('listing_rule', { detail: violation.message }, isField(violation.field) ? violation.field : undefined);
  }

  const title = cutOnWord(texts.title.text, profile.titleMax);
  const description = texts.description.text;
  const present = new Set(facts.attributes.map((attribute) => attribute.name));
  const missing = (profile.requiredAttributes[facts.category.id] ?? []).filter((name) => !present.has(name));
  const missingAttributes = missing.map((name) => ({ name, label: attributeLabel(language, name) }));
  if (missing.length > 0) warn('missing_attributes', { names: missingAttributes.map((attribute) => attribute.label).join(', ') }, 'missing_attributes');

  return {
    marketplace: profile.id,
    language,
    title,
    description,
    category: { id: facts.category.id, path: [...profile.categoryPaths[facts.category.id]], confidence: facts.category.confidence },
    attributes: facts.attributes.map((attribute) => ({ ...attribute })),
    missing_attributes: missingAttributes,
    condition: { grade: facts.condition.grade, label: facts.condition.label, schema_org: `https://schema.org/${facts.condition.schemaOrg}` },
    suggested_price: price,
    json_ld: buildJsonLd({ facts, title, description, price }) as C2cDescriptorResponse['json_ld'],
    warnings,
  };
}

/** The claims of a generated text that nothing the listing rests on backs. */
export function unsupported(text: string, facts: ListingFacts): UnsupportedClaim[] {
  const texts = [...facts.evidence, ...facts.attributes.map((attribute) => attribute.value), facts.condition.label, ...facts.profile.categoryPaths[facts.category.id]];
  return findUnsupportedClaims(text, { texts, brands: facts.brand ? [facts.brand] : [] }, (text) => brandsNamedIn(text, facts.category.id));
}

function isField(field: string): field is Field {
  return field === 'title' || field === 'description';
}

/** Words that only announce the contact detail after them ("ligue", "e-mail:", "IBAN"): removed with it. */
const contactCue =
  /(?:\b(?:e-?mail|mail|correo|courriel|tel|tlm|telf|telefone|telemóvel|teléfono|téléphone|phone|mobile|whats?app|iban|nib|rib|contacto|contact|contacte|contactez|ligue|liga|llama|llámame|appelez|appelle|call|text|sms|mb ?way|bizum|paypal|lydia)\b\.?\s*(?:me|-me|moi|para|pour|on|at|au|al|no|ao)?\s*[:=]?\s*)$/iu;

/** The text without the violations' spans and the cue words before them, with the whitespace and separators they leave tidied. */
function redact(text: string, violations: readonly ListingViolation[]): string {
  const spans = violations.flatMap((violation) => (violation.span ? [violation.span] : [])).sort((a, b) => b.start - a.start);
  let result = text;
  for (const { start, end } of spans) result = `${result.slice(0, start).replace(contactCue, '')}${result.slice(end)}`;
  return result
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.;:!?])/g, '$1')
    .replace(/([,;:])(?=[.,;:!?])/g, '')
    .replace(/(?<!\.)([.!?]) ?\.(?!\.)/g, '$1')
    .replace(/[ \t]+\n/g, '\n')
    .trim()
    .replace(/[,;]+$/, '');
}
