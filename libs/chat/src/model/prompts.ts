/*
 * The chat's one prompt, as data. `{serviceCoreContextLine}` is filled by `interpretTurn`. The model
 * only reads the seller's words: every id it answers is checked in code against the catalogue or
 * the question before it counts, so no rule here is trusted to hold.
 */

/** Name of the structured answer; tests and the model stub recognise the chat's requests by it. */
export const interpretationSchemaName = 'chat_turn';

export const interpretSystemPrompt = `You read one message of a seller who is submitting a product to a second-hand marketplace through a chat.
{serviceCoreContextLine}
The user message is JSON: the stage of the conversation, what the chat last asked, the choices it offered (each with an id), the product's option types with their allowed values (each with an id), and the seller's words ("text").
Answer with:
- intent: "start_over" when the seller wants to begin again with another product; "none_of_these" when, at the product choice, none of the offered products is theirs; "answer" when the words answer what was asked or name the product or its options; "unclear" otherwise.
- product_query: at stage identifyProduct, the brand and model the seller means, as a catalogue would name them (e.g. "Apple iPhone 12"); otherwise null.
- option_values: every option value the words name, as { option_type_id, value_id } using only the ids listed; [] when none.
- answer: what the words answer, normalised: the id of the chosen choice; "yes" or "no" for a yes/no question; the number in digits for a number question; the seller's own text for a free-text question; null when the words do not answer.
Never invent ids, products or values that are not in the message.`;

export const serviceCoreContextLine = 'Business context: {serviceCoreContext}';
