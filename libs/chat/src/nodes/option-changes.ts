import type { OptionSelection, OptionType } from '../core-system/index.ts';
import type { OptionValueMatch } from '../matching/option-matching.ts';

/**
 * Applies the option values the user named to the selection: a new value fills a missing option,
 * another value replaces the one chosen before (going back). Returns the new selection and the
 * options that changed from an earlier value, to acknowledge them.
 */
export function applyOptionValues(
  selection: OptionSelection,
  matches: readonly OptionValueMatch[],
  optionTypes: readonly OptionType[],
): { options: OptionSelection; changed: { type: OptionType; valueId: string }[] } {
  const options = { ...selection };
  const changed: { type: OptionType; valueId: string }[] = [];
  for (const { optionTypeId, valueId } of matches) {
    const type = optionTypes.find((candidate) => candidate.id === optionTypeId);
    if (type === undefined || options[optionTypeId] === valueId) continue;
    if (options[optionTypeId] !== undefined) changed.push({ type, valueId });
    options[optionTypeId] = valueId;
  }
  return { options, changed };
}
