import { Command, type LangGraphRunnableConfig } from '@langchain/langgraph';
import { saidButton } from '../commands.ts';
import { coreClientFor, isTransientCoreFailure } from '../core-client-for-turn.ts';
import type { ProductMatch } from '../core-system/index.ts';
import { conversation, productLabel } from '../conversation.ts';
import type { ChatDeps } from '../deps.ts';
import { interpretTurn } from '../model/interpret-turn.ts';
import type { ChatStateValue } from '../state.ts';

/** At most this many candidates are offered. */
const MAX_CANDIDATES = 4;
/** A candidate scoring below this share of the best is not worth a button. */
const MIN_RELATIVE_SCORE = 0.5;

/**
 * Stage 1: finds the product the user's words name in the catalogue (keyword search; the model
 * only when the words find nothing) and offers the best candidates as buttons, with "none of
 * these". The words are kept: the options they mention are filled once the product is confirmed.
 */
export function createIdentifyProduct(deps: ChatDeps) {
  return async function identifyProduct(state: ChatStateValue, config: LangGraphRunnableConfig) {
    const { say, reply } = conversation(state);
    // "Try again" after a failed search repeats the words that failed.
    const text = saidButton(state.turn.text, 'buttonRetry') && state.description !== null ? state.description : state.turn.text.trim();
    const done = (update: Partial<ChatStateValue>) =>
      new Command({ goto: 'endTurn', update: { consumed: true, stage: 'identifyProduct', candidates: [], ...update } });
    if (text === '') return done({ replies: [...state.replies, reply([say('askProduct')])] });

    const core = coreClientFor(state.turn, deps);
    let modelCalls = state.modelCalls;
    let matches: ProductMatch[];
    try {
      matches = (await core.searchProducts({ q: text, limit: 10 }, { signal: config.signal })).results;
      if (matches.length === 0 && deps.model && modelCalls === 0) {
        modelCalls += 1;
        const meaning = await interpretTurn(
          deps.model,
          { stage: 'identifyProduct', language: state.turn.language, serviceCoreContext: state.turn.serviceCoreContext, asked: say('askProduct'), choices: [], optionTypes: [], text },
          config,
        );
        const query = meaning?.product_query?.trim();
        if (query) matches = (await core.searchProducts({ q: query, limit: 10 }, { signal: config.signal })).results;
      }
    } catch (error) {
      if (!isTransientCoreFailure(error)) throw error;
      return done({ modelCalls, description: text, replies: [...state.replies, reply([say('catalogueFailed')], [say('buttonRetry')])] });
    }

    if (matches.length === 0) return done({ modelCalls, replies: [...state.replies, reply([say('productNotFound', { query: text })])] });
    const best = matches[0]!.score;
    const candidates = matches.filter((match) => match.score >= best * MIN_RELATIVE_SCORE).slice(0, MAX_CANDIDATES);
    return new Command({
      goto: 'endTurn',
      update: {
        consumed: true,
        modelCalls,
        stage: 'confirmProduct',
        description: text,
        candidates: candidates.map(({ score: _score, ...summary }) => summary),
        replies: [...state.replies, reply([say('candidates')], [...candidates.map(productLabel), say('buttonNone')])],
      },
    });
  };
}
