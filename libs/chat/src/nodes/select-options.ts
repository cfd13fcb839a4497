import { Command, type LangGraphRunnableConfig } from '@langchain/langgraph';
import type { OptionType, Product } from '../core-system/index.ts';
import { conversation, productWords } from '../conversation.ts';
import type { ChatDeps } from '../deps.ts';
import { isAllowedValue, matchOptionValues, missingOptionTypes, type OptionValueMatch } from '../matching/option-matching.ts';
import { interpretTurn } from '../model/interpret-turn.ts';
import type { ChatStateValue } from '../state.ts';
import { applyOptionValues } from './option-changes.ts';

/**
 * Stage 2: fills the product's options from the user's words (every value named, including one
 * that replaces an earlier choice), refuses words that name no allowed value of the option asked,
 * and asks for the next missing option with its values as buttons. With every option chosen, the
 * item is summarised for confirmation.
 */
export function createSelectOptions(deps: ChatDeps) {
  return async function selectOptions(state: ChatStateValue, config: LangGraphRunnableConfig) {
    const { say, reply, label, language } = conversation(state);
    const product = state.product!;
    const types = product.option_types;
    let options = state.options;
    let modelCalls = state.modelCalls;
    const lines: string[] = [];

    if (!state.consumed) {
      let matches: OptionValueMatch[] = matchOptionValues({ text: state.turn.text, optionTypes: types, productWords: productWords(product) });
      const pending = types.find((type) => type.id === state.pendingOption);
      const answered = (found: readonly OptionValueMatch[]) => pending === undefined || found.some((match) => match.optionTypeId === pending.id);
      if (!answered(matches) && deps.model && modelCalls === 0) {
        modelCalls += 1;
        const meaning = await interpretTurn(deps.model, interpretationRequest(state, product, pending, say('askOption', { option: pending ? label(pending.labels) : '' })), config);
        const understood = (meaning?.option_values ?? [])
          .map((value) => ({ optionTypeId: value.option_type_id, valueId: value.value_id }))
          .filter((match) => isAllowedValue(types, match));
        matches = [...matches, ...understood.filter((match) => !matches.some((known) => known.optionTypeId === match.optionTypeId))];
      }
      const applied = applyOptionValues(options, matches, types);
      options = applied.options;
      for (const { type, valueId } of applied.changed) lines.push(say('optionChanged', { option: label(type.labels), value: valueLabel(type, valueId, label) }));
      // Words that named no value at all were meant for the option asked, and do not fit it.
      if (pending !== undefined && matches.length === 0) lines.push(say('invalidOption', { value: state.turn.text.trim(), option: label(pending.labels) }));
    }

    const next = missingOptionTypes(types, options)[0];
    if (next === undefined) {
      const replies = lines.length > 0 ? [...state.replies, reply(lines)] : state.replies;
      return new Command({ goto: 'confirmItem', update: { consumed: true, modelCalls, options, pendingOption: null, stage: 'confirmItem', replies } });
    }
    lines.push(say('askOption', { option: label(next.labels) }));
    return new Command({
      goto: 'endTurn',
      update: {
        consumed: true,
        modelCalls,
        options,
        pendingOption: next.id,
        stage: 'selectOptions',
        replies: [...state.replies, reply(lines, next.values.map((value) => label(value.labels)))],
      },
    });

    function interpretationRequest(current: ChatStateValue, item: Product, pending: OptionType | undefined, asked: string) {
      return {
        stage: 'selectOptions' as const,
        language,
        serviceCoreContext: current.turn.serviceCoreContext,
        asked: pending ? asked : null,
        choices: [],
        optionTypes: item.option_types.map((type) => ({
          id: type.id,
          label: label(type.labels),
          values: type.values.map((value) => ({ id: value.id, label: label(value.labels) })),
        })),
        text: current.turn.text,
      };
    }
  };
}

function valueLabel(type: OptionType, valueId: string, label: (text: OptionType['labels']) => string): string {
  const value = type.values.find((candidate) => candidate.id === valueId);
  return value === undefined ? valueId : label(value.labels);
}
