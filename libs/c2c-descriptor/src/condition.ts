import type { SupportedLanguage } from '@circular/runtime';
import { normaliseText } from './normalise-text.ts';
import type { Grade, ListingProfile, SchemaOrgCondition } from './profiles.ts';

export interface MappedCondition {
  grade: Grade;
  /** The label on the profile's scale. */
  label: string;
  schemaOrg: SchemaOrgCondition;
}

const grades: readonly Grade[] = ['A', 'B', 'C', 'D'];

/**
 * Reads the seller's condition — a grade A–D or a label of the profile's scale in PT, EN, ES or FR
 * — onto the profile's scale and schema.org. A grade says "used" (A as new but used, D for parts):
 * only a label that says new or refurbished maps to NewCondition or RefurbishedCondition.
 * The label is given as the marketplace's site shows it in `language` (Vinted's "Très bon état").
 * `undefined` when the label is not on the profile's scale.
 */
export function mapCondition(raw: string, profile: ListingProfile, language: SupportedLanguage = 'en'): MappedCondition | undefined {
  const grade = raw.trim().toUpperCase();
  if ((grades as readonly string[]).includes(grade)) {
    const known = grade as Grade;
    return { grade: known, label: labelIn(profile, profile.gradeLabels[known], language), schemaOrg: known === 'D' ? 'DamagedCondition' : 'UsedCondition' };
  }
  const wanted = normaliseText(raw).replace(/[–—-]/g, ' ').replace(/\s+/g, ' ');
  const plain = (text: string) => normaliseText(text).replace(/[–—-]/g, ' ').replace(/\s+/g, ' ');
  const step = profile.conditions.find((candidate) => plain(candidate.label) === wanted || candidate.aliases.some((alias) => plain(alias) === wanted));
  return step && { grade: step.grade, label: step.translations?.[language] ?? step.label, schemaOrg: step.schemaOrg };
}

/** A label of the scale as the marketplace's site shows it in the listing's language. */
function labelIn(profile: ListingProfile, label: string, language: SupportedLanguage): string {
  return profile.conditions.find((step) => step.label === label)?.translations?.[language] ?? label;
}

/** The labels a seller may use on a profile, for the 422 message. */
export function conditionChoices(profile: ListingProfile): string {
  return [...grades, ...new Set(profile.conditions.map((step) => step.label))].join(', ');
}
