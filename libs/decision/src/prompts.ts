/** The structured answer's name, as the model stub and tests match it. */
export const decisionSummarySchemaName = 'decision_summary';

/**
 * Placeholders: {language}, {lines}. The model only rewords; code checks afterwards that every
 * number it wrote is one of the lines' numbers, and keeps the rule-written summary otherwise.
 */
export const summaryPrompt = `You reword a decision about a second-hand item for the operator who acts on it.
Write one short paragraph in {language} that says the same as these lines, in the same order of importance.
Use only numbers that appear in the lines, written the same way. Add no fact, figure or advice.

Lines:
{lines}`;
