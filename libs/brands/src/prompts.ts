/** Prompts of the brands function, as data. Placeholders: `{input}`, `{category}`, `{brands}`. */

export const proposeBrandSystem = `You identify the brand (manufacturer or label) a seller meant by a short string from a second-hand listing.
Answer with the brand's usual written name, or null when the string names no brand you know or is ambiguous.
Never invent a brand. Do not explain.`;

export const proposeBrandUser = `String: {input}
Category: {category}`;

export const searchBrandsQuery = 'best known {category} brands second-hand';

export const extractBrandsSystem = `You list brand names that the given web search results name as brands of {category}.
Only names written in the results; at most 10; no explanations.`;

export const extractBrandsUser = `Search results:
{results}`;
