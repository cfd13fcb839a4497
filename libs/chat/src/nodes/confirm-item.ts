import { Command, type LangGraphRunnableConfig } from '@langchain/langgraph';
import { parseYesNo } from '../answers/yes-no.ts';
import { saidButton } from '../commands.ts';
import { conversation, changeButtonLabels, productLabel, productWords } from '../conversation.ts';
import type { ChatDeps } from '../deps.ts';
import type { OptionSelection } from '../core-system/index.ts';
import { normalizeText } from '../matching/normalize-text.ts';
import { isAllowedValue, matchOptionValues, type OptionValueMatch } from '../matching/option-matching.ts';
import { interpretTurn } from '../model/interpret-turn.ts';
import type { ChatStateValue } from '../state.ts';
import { applyOptionValues } from './option-changes.ts';

/**
 * Between stages 2 and 3: the item is summarised and created only once the user confirms, so
 * going back stays possible until then — a "Change <option>" button asks that option again, and
 * naming another value ("actually it's the 256 GB one") replaces it on the spot.
 */
export function createConfirmItem(deps: ChatDeps) {
  return async function confirmItem(state: ChatStateValue, config: LangGraphRunnableConfig) {
    const { say, reply, label, language } = conversation(state);
    const product = state.product!;
    const types = product.option_types;
    const summarise = (options: OptionSelection) =>
      [productLabel(product), ...types.map((type) => `${label(type.labels)}: ${label(type.values.find((value) => value.id === options[type.id])!.labels)}`)].join(' · ');
    const summary = summarise(state.options);
    const buttons = [say('buttonConfirm'), ...types.map((type) => say('buttonChange', { option: label(type.labels) }))];
    const ask = (lines: string[], update: Partial<ChatStateValue> = {}) =>
      new Command({ goto: 'endTurn', update: { consumed: true, stage: 'confirmItem', ...update, replies: [...state.replies, reply(lines, buttons)] } });
    if (state.consumed) return ask([say('confirmItem', { summary })]);

    const text = state.turn.text;
    let modelCalls = state.modelCalls;
    // Named values that differ from the chosen ones come first: "sim, mas é o de 256 GB" changes, not confirms.
    let matches: OptionValueMatch[] = matchOptionValues({ text, optionTypes: types, productWords: productWords(product) }).filter(
      (match) => state.options[match.optionTypeId] !== match.valueId,
    );
    let change = types.find((type) => changeButtonLabels(type).some((button) => normalizeText(button) === normalizeText(text)))?.id;
    const undecided = () => matches.length === 0 && change === undefined;
    let confirmed = undecided() && (saidButton(text, 'buttonConfirm') || parseYesNo(text) === true);
    const declined = undecided() && !confirmed && parseYesNo(text) === false;

    if (undecided() && !confirmed && !declined && deps.model && modelCalls === 0) {
      modelCalls += 1;
      const meaning = await interpretTurn(
        deps.model,
        {
          stage: 'confirmItem',
          language,
          serviceCoreContext: state.turn.serviceCoreContext,
          asked: say('confirmItem', { summary }),
          choices: [{ id: 'confirm', label: say('buttonConfirm') }, ...types.map((type) => ({ id: `change:${type.id}`, label: say('buttonChange', { option: label(type.labels) }) }))],
          optionTypes: types.map((type) => ({ id: type.id, label: label(type.labels), values: type.values.map((value) => ({ id: value.id, label: label(value.labels) })) })),
          text,
        },
        config,
      );
      matches = (meaning?.option_values ?? [])
        .map((value) => ({ optionTypeId: value.option_type_id, valueId: value.value_id }))
        .filter((match) => isAllowedValue(types, match) && state.options[match.optionTypeId] !== match.valueId);
      change = types.find((type) => meaning?.answer === `change:${type.id}`)?.id;
      confirmed = undecided() && (meaning?.answer === 'confirm' || meaning?.answer === 'yes');
    }

    if (confirmed) return new Command({ goto: 'createItem', update: { consumed: true, modelCalls, stage: 'createItem' } });
    if (change !== undefined) {
      const { [change]: _dropped, ...options } = state.options;
      return new Command({ goto: 'selectOptions', update: { consumed: true, modelCalls, options, stage: 'selectOptions' } });
    }
    if (matches.length > 0) {
      const { options, changed } = applyOptionValues(state.options, matches, types);
      const lines = changed.map(({ type, valueId }) => say('optionChanged', { option: label(type.labels), value: label(type.values.find((value) => value.id === valueId)!.labels) }));
      return ask([...lines, say('confirmItem', { summary: summarise(options) })], { modelCalls, options });
    }
    if (declined) return ask([say('whatToChange')], { modelCalls });
    return ask([say('notUnderstood'), say('confirmItem', { summary })], { modelCalls });
  };
}
