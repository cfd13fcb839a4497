import type { C2cDescriptorRequest } from '@circular/contract';
import { assertValidRequest, refuseCallbackUrl, closestLanguage, InvalidRequestError, normalizeLocale } from '@circular/runtime';
import { guessCategory } from './categories.ts';
import { conditionChoices, mapCondition } from './condition.ts';
import { extractAttributes } from './extract-attributes.ts';
import type { ListingAttribute, ListingFacts, VisionReading } from './listing-facts.ts';
import { brandsNamedIn, canonicalBrand } from './listing-policy.ts';
import { compactText } from './normalise-text.ts';
import { marketplaceProfiles } from './profiles.ts';

/** Confidence of a fact read by rules from the seller's text, and of a label read on a photo. */
export const inferredConfidence = 0.8;
export const visionConfidence = 0.7;

export interface PreparedListing {
  facts: ListingFacts;
  /** The brand the seller wrote that the table does not know, for a warning. */
  unknownBrand: string | undefined;
}

/**
 * Checks a request (the contract's validator, then the condition against the profile's scale) and
 * gathers the listing's facts, each with its source: the seller's fields (`user`), the brand table
 * (`catalogue`), the seller's words read by rules (`inferred`). Throws InvalidRequestError naming
 * the field.
 */
export function parseC2cDescriptorRequest(request: C2cDescriptorRequest): PreparedListing {
  assertValidRequest('describeListing', request);
  refuseCallbackUrl(request);
  const { marketplace, item } = request.agent_specific;
  const profile = marketplaceProfiles[marketplace];
  const language = closestLanguage(normalizeLocale(request.language ?? 'PT-PT') ?? 'pt-PT');
  const condition = mapCondition(item.condition, profile, language);
  if (!condition) {
    const message = `unknown condition "${item.condition}" for ${marketplace}: use ${conditionChoices(profile).replace(/, (?=[^,]*$)/, ' or one of ')}`;
    throw new InvalidRequestError([{ pointer: '/agent_specific/item/condition', message }]);
  }
  const name = item.name.replace(/\s+/g, ' ').trim();
  const category = guessCategory({ category: item.category, name, model: item.model });
  const defects = (item.defects ?? []).map((defect) => defect.replace(/\s+/g, ' ').trim());
  const notes = item.description?.trim() || undefined;

  const attributes: ListingAttribute[] = [];
  const add = (attribute: ListingAttribute) => {
    if (!attributes.some((known) => known.name === attribute.name)) attributes.push(attribute);
  };
  let brand: string | undefined;
  let unknownBrand: string | undefined;
  const givenBrand = item.brand?.trim();
  if (givenBrand) {
    const match = canonicalBrand(givenBrand, category.id);
    brand = match?.brand ?? givenBrand;
    if (!match) unknownBrand = givenBrand;
    add({ name: 'brand', value: brand, source: 'user', confidence: match ? Math.min(1, match.score) : 1 });
  } else {
    // The brand table's exact and alias matches in the seller's name (`Bicicleta BTT Scott Aspect` → Scott).
    const [named] = brandsNamedIn([name, item.model].filter(Boolean).join(' '), category.id);
    if (named) {
      brand = named;
      add({ name: 'brand', value: brand, source: 'catalogue', confidence: 0.9 });
    }
  }
  const model = item.model?.trim();
  if (model) add({ name: 'model', value: model, source: 'user', confidence: 1 });
  const size = item.size?.trim();
  if (size) add({ name: category.id === 'bikes' ? 'frame_size' : 'size', value: size, source: 'user', confidence: 1 });
  const colour = item.colour?.trim();
  if (colour) add({ name: 'colour', value: colour, source: 'user', confidence: 1 });
  const sellerText = [name, model, notes].filter(Boolean).join('\n');
  for (const found of extractAttributes(sellerText, category.id)) add({ name: found.name, value: found.value, source: 'inferred', confidence: inferredConfidence });

  const images = request.images ?? [];
  const imageUrls = images.map((image) => image.trim()).filter((image) => /^https?:\/\//i.test(image));
  const evidence = [name, givenBrand, brand, model, item.category, size, colour, notes, ...defects].filter((text): text is string => Boolean(text));
  return {
    facts: { profile, language, name, brand, category, condition, attributes, defects, notes, imageUrls, evidence },
    unknownBrand,
  };
}

/**
 * The facts with the labels a vision model read: each becomes evidence and, when the seller did
 * not give that attribute, an attribute with source `vision`. A reading that contradicts what the
 * seller gave is dropped: the seller's word stands, and a contradicting label is no evidence.
 */
export function withVisionReadings(facts: ListingFacts, readings: readonly VisionReading[]): ListingFacts {
  const attributes = [...facts.attributes];
  const evidence = [...facts.evidence];
  for (const reading of readings) {
    const known = attributes.find((attribute) => attribute.name === reading.name);
    if (known && compactText(known.value) !== compactText(reading.value)) continue;
    evidence.push(reading.seen);
    if (!known) attributes.push({ name: reading.name, value: reading.value, source: 'vision', confidence: visionConfidence });
  }
  const brand = facts.brand ?? attributes.find((attribute) => attribute.name === 'brand')?.value;
  return { ...facts, brand, attributes, evidence };
}

/** @deprecated The same check under its old name: use `parseC2cDescriptorRequest`. */
export const buildFacts = parseC2cDescriptorRequest;
