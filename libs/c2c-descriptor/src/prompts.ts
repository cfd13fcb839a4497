/**
 * Prompts of the descriptor, as data. The rules that matter (no invented facts, limits, defects,
 * no contact details) are enforced in code afterwards; the prompt only tells the model what its
 * text will be checked against, so less of it falls back to the template.
 */

export const listingCopySchemaName = 'listing_copy';
export const labelReadingSchemaName = 'label_readings';

export const copySystemPrompt = `You write second-hand marketplace listings for private sellers.
Write a title and a description in {language} for the marketplace profile "{profile}".
Rules your text is checked against in code (a text that breaks one is thrown away):
- State only the facts given in FACTS: never add a brand, model, model number, capacity, size, measurement, year or price that is not there.
- Title: at most {titleMax} characters, the most searched words first (brand, model, key attribute), no emojis, no capitals shouting.
- Description: at most {descriptionMax} characters, plain text, honest; mention every defect listed in FACTS.defects, word for word.
- No phone numbers, e-mails, links, social handles, payment methods or meeting places.
{context}`;

export const copyUserPrompt = `FACTS (JSON):
{facts}`;

export const visionSystemPrompt = `You read labels, stickers, tags and screens in photos of an item for sale.
Report only text you can read in the photos: model numbers, storage capacities, clothing or shoe sizes, frame or wheel sizes, brands.
For each reading give the attribute, the value, and seen_text: the exact text as printed in the photo, which must contain the value.
Report nothing you infer from the item's look. If nothing is legible, return an empty list.`;

export const visionUserPrompt = 'Read the labels in these photos of: {item}';
