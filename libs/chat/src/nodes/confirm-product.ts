import { Command, type LangGraphRunnableConfig } from '@langchain/langgraph';
import { isNoneOfThese } from '../commands.ts';
import { coreClientFor, isTransientCoreFailure } from '../core-client-for-turn.ts';
import { CoreNotFoundError, type Product } from '../core-system/index.ts';
import { conversation, productLabel, productWords } from '../conversation.ts';
import type { ChatDeps } from '../deps.ts';
import { matchChoice } from '../matching/choice-matching.ts';
import { matchOptionValues } from '../matching/option-matching.ts';
import { interpretTurn } from '../model/interpret-turn.ts';
import type { ChatStateValue } from '../state.ts';

/**
 * Stage 1, confirmed: the user picks one of the offered products (button, its name, its number),
 * says none is theirs, or describes the product anew (handed back to `identifyProduct`). The
 * chosen product's options that the first description already named are filled at once.
 */
export function createConfirmProduct(deps: ChatDeps) {
  return async function confirmProduct(state: ChatStateValue, config: LangGraphRunnableConfig) {
    const { say, reply, language } = conversation(state);
    const text = state.turn.text;
    const choices = state.candidates.map((candidate) => ({ id: candidate.id, labels: [productLabel(candidate), candidate.name] }));
    const offered = [...state.candidates.map(productLabel), say('buttonNone')];
    let modelCalls = state.modelCalls;
    let chosen = matchChoice(text, choices);
    let noneOfThese = isNoneOfThese(text);

    if (chosen === undefined && !noneOfThese && deps.model && modelCalls === 0) {
      modelCalls += 1;
      const meaning = await interpretTurn(
        deps.model,
        {
          stage: 'confirmProduct',
          language,
          serviceCoreContext: state.turn.serviceCoreContext,
          asked: say('candidates'),
          choices: state.candidates.map((candidate) => ({ id: candidate.id, label: productLabel(candidate) })),
          optionTypes: [],
          text,
        },
        config,
      );
      noneOfThese = meaning?.intent === 'none_of_these';
      chosen = state.candidates.find((candidate) => candidate.id === meaning?.answer)?.id;
    }

    if (noneOfThese) {
      return new Command({
        goto: 'endTurn',
        update: { consumed: true, modelCalls, stage: 'identifyProduct', candidates: [], replies: [...state.replies, reply([say('describeAgain')])] },
      });
    }
    // Neither a candidate nor a refusal: new words describing the product.
    if (chosen === undefined) return new Command({ goto: 'identifyProduct', update: { modelCalls, stage: 'identifyProduct' } });

    let product: Product;
    try {
      product = await coreClientFor(state.turn, deps).getProduct(chosen, { signal: config.signal });
    } catch (error) {
      if (error instanceof CoreNotFoundError) {
        const candidates = state.candidates.filter((candidate) => candidate.id !== chosen);
        const next = candidates.length > 0 ? reply([say('productGone')], [...candidates.map(productLabel), say('buttonNone')]) : reply([say('productGone'), say('askProduct')]);
        return new Command({
          goto: 'endTurn',
          update: { consumed: true, modelCalls, candidates, stage: candidates.length > 0 ? 'confirmProduct' : 'identifyProduct', replies: [...state.replies, next] },
        });
      }
      if (!isTransientCoreFailure(error)) throw error;
      return new Command({ goto: 'endTurn', update: { consumed: true, modelCalls, replies: [...state.replies, reply([say('catalogueFailed')], offered)] } });
    }

    const mentioned = matchOptionValues({ text: `${state.description ?? ''}\n${text}`, optionTypes: product.option_types, productWords: productWords(product) });
    return new Command({
      goto: 'selectOptions',
      update: {
        consumed: true,
        modelCalls,
        stage: 'selectOptions',
        product,
        candidates: [],
        options: Object.fromEntries(mentioned.map((match) => [match.optionTypeId, match.valueId])),
        pendingOption: null,
        replies: [...state.replies, reply([say('productChosen', { product: productLabel(product) })])],
      },
    });
  };
}
