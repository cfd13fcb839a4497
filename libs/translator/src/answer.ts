import { toJsonSchema } from '@langchain/core/utils/json_schema';
import { z } from 'zod';

/**
 * The structured answer the model must give. An array of `{ id, text }` rather than an object
 * keyed by id: OpenAI's strict JSON-schema mode rejects open records and optional fields.
 */
export const translationsAnswerSchema = z
  .object({
    translations: z
      .array(z.object({ id: z.string().describe('The id of the text, as given'), text: z.string().describe('The translation') }))
      .describe('One entry per text given'),
  })
  .describe('Translations of the texts given, one per id');

/** The same schema as JSON Schema, converted once: what the model is sent with every request. */
export const translationsAnswerJsonSchema = toJsonSchema(translationsAnswerSchema);

export interface BatchAnswer {
  /** Translations of the ids answered exactly once. */
  texts: Map<string, string>;
  /** Why each other asked id has no usable answer. */
  problems: Map<string, string>;
}

/**
 * Reads a model answer for the ids asked. Each id must come back exactly once with a string:
 * a missing or duplicated id is a problem for that id only; ids never asked are ignored; an answer
 * that does not have the schema's shape is a problem for every id.
 */
export function readAnswer(parsed: unknown, askedIds: readonly string[]): BatchAnswer {
  const answer = translationsAnswerSchema.safeParse(parsed);
  if (!answer.success) {
    return { texts: new Map(), problems: new Map(askedIds.map((id) => [id, 'the answer was not valid JSON of the requested shape'])) };
  }
  const given = Map.groupBy(answer.data.translations, (entry) => entry.id);
  const texts = new Map<string, string>();
  const problems = new Map<string, string>();
  for (const id of askedIds) {
    const entries = given.get(id) ?? [];
    if (entries.length === 1) texts.set(id, entries[0]!.text);
    else problems.set(id, entries.length === 0 ? 'the answer had no translation for this id' : 'the answer had several translations for this id');
  }
  return { texts, problems };
}
