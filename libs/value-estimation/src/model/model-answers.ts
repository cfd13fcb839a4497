import { z } from 'zod';
import type { ExtractedListing } from '../extraction/extracted-listing-check.ts';

/**
 * The extraction's structured answer. Every field required and none open-ended: OpenAI's strict
 * JSON-schema mode rejects optional fields and open records.
 */
export const listingPricesSchema = z
  .object({
    listings: z
      .array(
        z.object({
          url: z.string().describe("The result's url, exactly as given"),
          price: z.number().describe('The asking price as a plain number'),
          currency: z.string().describe('ISO 4217 code of the price, e.g. EUR'),
        }),
      )
      .describe('One entry per result that offers one item at one price'),
  })
  .describe('Asking prices read from the search results');

export const itemDescriptionSchema = z
  .object({ description: z.string().describe('The item in its current condition, one to three sentences') })
  .describe('Description of a second-hand item');

/** The model's price claims, or undefined when the answer is not of the requested shape. */
export function readListingPrices(parsed: unknown): ExtractedListing[] | undefined {
  const answer = listingPricesSchema.safeParse(parsed);
  return answer.success ? answer.data.listings : undefined;
}

/** A description longer than this is not a description of one item. */
export const maxDescriptionChars = 600;

/**
 * The model's description, kept only if it is one, and says nothing the facts do not: not blank,
 * not too long, no link, no currency sign, and every number in it written in the item's own
 * fields (so "64GB" may be repeated, but no price or invented spec slips in). Undefined otherwise,
 * and the template is used instead.
 */
export function checkDescription({ parsed, itemText }: { parsed: unknown; itemText: string }): string | undefined {
  const answer = itemDescriptionSchema.safeParse(parsed);
  if (!answer.success) return undefined;
  const text = answer.data.description.trim().replace(/\s+/g, ' ');
  if (text === '' || text.length > maxDescriptionChars) return undefined;
  if (/https?:\/\/|www\.|[€£$¥]/i.test(text)) return undefined;
  const allowed = new Set(itemText.match(/\d+(?:[.,]\d+)?/g) ?? []);
  const numbers = text.match(/\d+(?:[.,]\d+)?/g) ?? [];
  return numbers.every((number) => allowed.has(number)) ? text : undefined;
}
