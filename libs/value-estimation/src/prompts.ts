/**
 * The value estimation prompts, as data. `{name}` slots are filled by the nodes. The model only
 * reads and words: every price it reports is checked against the result's own text in code
 * (`extracted-listing-check.ts`), and every figure in the response is computed in code.
 */

/** Name of the structured answer of the extraction; model-stub's value-estimation rule recognises requests by it. */
export const listingPricesSchemaName = 'listing_prices';

/** Name of the structured answer of the description; model-stub's value-estimation rule recognises requests by it. */
export const itemDescriptionSchemaName = 'item_description';

export const extractionSystemPrompt = `You read web search results from second-hand marketplaces in {country} and report the asking price of each result that offers one item for sale.
Rules:
- Report a result only when it offers one item at one price. Leave out search or category pages that list several offers, wanted ads, and results that show no price.
- url: the result's url, copied exactly. price: the asking price as a plain number, reading the local number format ({numberFormatExample}). currency: its ISO 4217 code (€ is EUR, £ is GBP).
- Report only prices written in the result itself: never estimate, round or convert one.
- The user message is JSON: the item being valued and the results, each with url, title and content.`;

export const descriptionSystemPrompt = `You write the description of a second-hand item for a marketplace, in {language}.
Describe the item in its current condition in one to three sentences, using only the facts given: its name, brand, category, grade and the seller's notes.
Grades: A as new; B good, with light signs of use; C visible wear but working; D faulty or for parts.
Never mention prices or values, and write no number that is not in the facts given.
{serviceCoreContextLine}
The user message is JSON with the facts.`;

/** How a price of one thousand two hundred and ninety-nine is written, per decimal separator. */
export const numberFormatExamples = {
  ',': '"1.299 €" is 1299, "320,00 €" is 320',
  '.': '"£1,299" is 1299, "£320.00" is 320',
} as const;
