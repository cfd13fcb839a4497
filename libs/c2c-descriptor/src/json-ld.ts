import type { ListingFacts } from './listing-facts.ts';
import type { SuggestedPrice } from './suggest-price.ts';

/**
 * The listing as a schema.org `Product`, with an `Offer` only when there is a price. Only facts of
 * the listing go in; each attribute not mapped to a Product property becomes a `PropertyValue`.
 */
export function buildJsonLd({ facts, title, description, price }: { facts: ListingFacts; title: string; description: string; price: SuggestedPrice | null }): Record<string, unknown> {
  const value = (name: string) => facts.attributes.find((attribute) => attribute.name === name)?.value;
  const itemCondition = `https://schema.org/${facts.condition.schemaOrg}`;
  const brand = facts.brand ?? value('brand');
  const additional = facts.attributes
    .filter((attribute) => !['brand', 'model', 'colour', 'size'].includes(attribute.name))
    .map((attribute) => ({ '@type': 'PropertyValue', name: attribute.name, value: attribute.value }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: title,
    description,
    ...(brand && { brand: { '@type': 'Brand', name: brand } }),
    ...(value('model') && { model: value('model') }),
    ...(value('colour') && { color: value('colour') }),
    ...(value('size') && { size: value('size') }),
    category: [...facts.profile.categoryPaths[facts.category.id]].join(' > '),
    itemCondition,
    ...(facts.imageUrls.length > 0 && { image: facts.imageUrls }),
    ...(additional.length > 0 && { additionalProperty: additional }),
    ...(price && {
      offers: {
        '@type': 'Offer',
        price: price.amount,
        priceCurrency: price.currency,
        itemCondition,
        availability: 'https://schema.org/InStock',
      },
    }),
  };
}
