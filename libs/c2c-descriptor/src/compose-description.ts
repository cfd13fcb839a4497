import type { AttributeName } from './attribute-names.ts';
import { itemName } from './compose-title.ts';
import { cutOnWord } from './fit-text.ts';
import type { ListingFacts } from './listing-facts.ts';
import { t, type MessageKey } from './messages.ts';
import { normaliseText } from './normalise-text.ts';

export interface ComposedText {
  text: string;
  /** True when the seller's text had to be cut to fit the profile's limit. */
  shortened: boolean;
}

/**
 * The template description in the request's language and the profile's layout: what the item is,
 * its condition on the marketplace's scale, its facts, every declared defect word for word, and
 * the seller's own notes. When it is too long the seller's notes give way first, then the facts;
 * the defects never do.
 */
export function composeDescription(facts: ListingFacts): ComposedText {
  const { language, profile, condition } = facts;
  const headline = t(language, 'headline', { item: itemName(facts) });
  const conditionLine = t(language, 'conditionLine', { label: condition.label, meaning: t(language, `grade${condition.grade}`) });
  const features = facts.attributes
    .filter((attribute) => attribute.name !== 'brand' || !normaliseText(headline).includes(normaliseText(attribute.value)))
    .map((attribute) => `${attributeLabel(language, attribute.name)}: ${attribute.value}`);
  const notes = facts.notes ? t(language, 'notes', { notes: facts.notes }) : '';
  const compact = profile.descriptionStyle === 'compact';
  const featureBlock = features.length === 0 ? '' : compact ? `${features.join(' · ')}.` : [t(language, 'featuresHeading'), ...features.map((line) => `- ${line}`)].join('\n');
  const defectBlock = defectSection(facts.defects, language, compact);
  const join = (blocks: string[]) => blocks.filter(Boolean).join(compact ? ' ' : '\n\n');

  const max = profile.descriptionMax;
  const full = join([headline, conditionLine, featureBlock, defectBlock, notes]);
  if (full.length <= max) return { text: full, shortened: false };
  const withoutNotes = join([headline, conditionLine, featureBlock, defectBlock]);
  const separator = compact ? 1 : 2;
  if (withoutNotes.length + separator + 20 <= max) {
    return { text: `${withoutNotes}${compact ? ' ' : '\n\n'}${cutOnWord(notes, max - withoutNotes.length - separator - 1)}…`, shortened: true };
  }
  const essential = join([headline, conditionLine, defectBlock]);
  if (essential.length <= max) return { text: essential, shortened: true };
  return { text: cutOnWord(essential, max), shortened: true };
}

export function attributeLabel(language: string, name: AttributeName): string {
  return t(language, `attr:${name}` as MessageKey);
}

function defectSection(defects: readonly string[], language: string, compact: boolean): string {
  if (defects.length === 0) return '';
  if (compact) {
    const inline = t(language, 'defectsInline', { defects: defects.map((defect) => defect.trim()).join(' · ') });
    return /[.!?]$/.test(inline) ? inline : `${inline}.`;
  }
  return [t(language, 'defectsHeading'), ...defects.map((defect) => `- ${defect.trim()}`)].join('\n');
}

/** Whether a text states a defect word for word: letter case, spacing and a final full stop aside, accents kept. */
export function disclosesDefect(text: string, defect: string): boolean {
  const plain = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();
  return plain(text).includes(plain(defect).replace(/[.;!]+$/, ''));
}

/**
 * A description that states every declared defect: those a text (a model's, say) leaves out are
 * appended word for word under the defects heading, so disclosure never rests on the writer.
 */
export function discloseDefects(text: string, defects: readonly string[], language: string, compact: boolean): string {
  const missing = defects.filter((defect) => !disclosesDefect(text, defect));
  if (missing.length === 0) return text;
  return `${text.trimEnd()}${compact ? ' ' : '\n\n'}${defectSection(missing, language, compact)}`;
}
