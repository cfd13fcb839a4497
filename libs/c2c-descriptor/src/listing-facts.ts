import type { SupportedLanguage } from '@circular/runtime';
import type { AttributeName } from './attribute-names.ts';
import type { CategoryGuess } from './categories.ts';
import type { MappedCondition } from './condition.ts';
import type { ListingProfile } from './profiles.ts';

export type AttributeSource = 'user' | 'catalogue' | 'vision' | 'inferred';

export interface ListingAttribute {
  name: AttributeName;
  value: string;
  source: AttributeSource;
  confidence: number;
}

/** A label a vision model read on a photo: the value and the text it says it saw. */
export interface VisionReading {
  name: AttributeName;
  value: string;
  seen: string;
}

/**
 * Everything the listing may state, each fact once with its source, and the texts it came from:
 * the only ground a title, description or JSON-LD stands on.
 */
export interface ListingFacts {
  profile: ListingProfile;
  language: SupportedLanguage;
  name: string;
  brand: string | undefined;
  category: CategoryGuess;
  condition: MappedCondition;
  attributes: ListingAttribute[];
  defects: string[];
  notes: string | undefined;
  /** http(s) image URLs, for the JSON-LD. */
  imageUrls: string[];
  /** The seller's texts, catalogue names and vision readings: what a claim must be found in. */
  evidence: string[];
}

export function attributeValue(facts: Pick<ListingFacts, 'attributes'>, name: AttributeName): string | undefined {
  return facts.attributes.find((attribute) => attribute.name === name)?.value;
}
