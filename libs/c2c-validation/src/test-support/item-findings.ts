import type { ListingViolation, MarketplaceProfile } from '@circular/contract';
import { checkListingRules } from '../check-listing-rules.ts';

/** The item violations (prohibited or restricted) the rules give a listing on a marketplace's profile. */
export const itemViolations = (title: string, description: string, profile: MarketplaceProfile): ListingViolation[] =>
  checkListingRules({ title, description }, { profile }).filter((v) => v.code === 'prohibited_item' || v.code === 'restricted_item');

/** The topic of an item clause (`<profile>/<topic>`). */
const topicOf = (clause: string) => clause.slice(clause.indexOf('/') + 1);

/** A listing's item violations as "<code> <topic>" ("prohibited_item weapons"): what the lexicon tests compare. */
export const itemFindings = (title: string, description: string, profile: MarketplaceProfile) =>
  itemViolations(title, description, profile).map((v) => `${v.code} ${topicOf(v.clause)}`);

/** The topics of a listing's item violations, without their codes. */
export const itemTopics = (title: string, description: string, profile: MarketplaceProfile) =>
  itemViolations(title, description, profile).map((v) => topicOf(v.clause));
