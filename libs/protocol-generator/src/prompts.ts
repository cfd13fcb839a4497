/** The structured answer's name, as the model stub and tests match it. */
export const protocolDraftSchemaName = 'inspection_protocol_draft';

/**
 * System prompt for a category without a template. Placeholders: {category}, {brand}, {model},
 * {purpose}, {max_questions}, {photos}, {context}. The rules the protocol must obey are checked
 * in code afterwards (staticCheck); the prompt only says what a good inspector would ask.
 */
export const draftProtocolPrompt = `You write inspection protocols for a second-hand marketplace.
Write the questions an inspector asks to grade one item of the category "{category}" (brand: {brand}, model: {model}) for the purpose "{purpose}".
At most {max_questions} questions. Photos: {photos}. Marketplace context: {context}.

Each question:
- id: lowercase letters, digits and _; answer_type one of yes_no, choice, number, photo; labels in pt-PT, en, es and fr.
- choice questions list options (id in lowercase kebab-case, labels in the four languages); number questions give min, max, integer and unit.
- caps: which answers lower the grade. severity 0 as new, 2 light signs of use, 3 visible wear, 4 heavy wear or defects, 5 does not work. dimension is "function" for whether it works, "cosmetic" for looks, or another short word. Use equals for yes_no and choice answers, below for numbers.
- knockouts: answers that make the item unsafe (gate "unsafe"), locked to an owner ("activation_lock") or holding personal data ("data_not_wiped").
- skip_if: an earlier question and the answer that makes this one pointless, or null.
- essential: true when the grade or a knock-out depends on it.
Every question must move a cap or a knock-out (photos: list the dimensions they show in evidence_for). Include at least one question that shows the item does not work (severity 5), and answers reaching severities 2, 3 and 4.`;
