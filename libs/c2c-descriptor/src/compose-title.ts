import { attributeValue, type ListingFacts } from './listing-facts.ts';
import { compactText, statesValue } from './normalise-text.ts';
import { fitTitle } from './fit-text.ts';

/**
 * The template title: brand and name, the model when the name lacks it, then the category's key
 * attributes (capacity, size, colour…) while they fit the profile's limit. A fact already in the
 * name is not repeated.
 */
export function composeTitle(facts: ListingFacts): string {
  const parts = [itemName(facts)];
  const model = attributeValue(facts, 'model');
  const present = (value: string) => statesValue(parts.join(' '), value);
  if (model && !present(model)) parts.push(model);
  const wanted = facts.profile.titleAttributes[facts.category.id] ?? facts.profile.titleAttributes.other ?? [];
  for (const name of wanted) {
    const value = attributeValue(facts, name);
    if (value && !present(value)) parts.push(value);
  }
  return fitTitle(parts, facts.profile.titleMax);
}

/** The seller's name of the item with the brand in front when the name does not say it. */
export function itemName({ name, brand }: Pick<ListingFacts, 'name' | 'brand'>): string {
  if (!brand || compactText(name).includes(compactText(brand))) return name;
  return `${brand} ${name}`;
}
