import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { Command, type LangGraphRunnableConfig } from '@langchain/langgraph';
import { loadPhotos } from '../answers/photo-answer.ts';
import { saidButton } from '../commands.ts';
import { coreClientFor, isTransientCoreFailure } from '../core-client-for-turn.ts';
import type { ProductMatch } from '../core-system/index.ts';
import { conversation, productLabel } from '../conversation.ts';
import type { ChatDeps } from '../deps.ts';
import { interpretTurn } from '../model/interpret-turn.ts';
import type { ChatStateValue, TurnContext } from '../state.ts';

/** At most this many candidates are offered. */
const MAX_CANDIDATES = 4;
/** A candidate scoring below this share of the best is not worth a button. */
const MIN_RELATIVE_SCORE = 0.5;

/** At most this many of the turn's photos are shown to the model. */
const MAX_MODEL_PHOTOS = 3;

/**
 * Stage 1: finds the product the user's words name in the catalogue (keyword search; the model
 * only when the words find nothing) and offers the best candidates as buttons, with "none of
 * these". With photos and a model, the turn's one model call sees them (with the words) and names
 * the product it sees, which is searched like words; without a model photos cannot be read here,
 * so photos without words are answered with a request to type the product. The words are kept:
 * the options they mention are filled once the product is confirmed.
 */
export function createIdentifyProduct(deps: ChatDeps) {
  return async function identifyProduct(state: ChatStateValue, config: LangGraphRunnableConfig) {
    const { say, reply } = conversation(state);
    // "Try again" after a failed search repeats the words that failed.
    const text = saidButton(state.turn.text, 'buttonRetry') && state.description !== null ? state.description : state.turn.text.trim();
    const images = (config.context as TurnContext | undefined)?.images ?? [];
    const model = state.modelCalls === 0 ? deps.model : undefined;
    const done = (update: Partial<ChatStateValue>) =>
      new Command({ goto: 'endTurn', update: { consumed: true, stage: 'identifyProduct', candidates: [], ...update } });
    if (text === '' && (images.length === 0 || model === undefined)) {
      return done({ replies: [...state.replies, reply([say(images.length === 0 ? 'askProduct' : 'photoNotRecognised')])] });
    }

    const core = coreClientFor(state.turn, deps);
    const search = async (q: string) => (await core.searchProducts({ q, limit: 10 }, { signal: config.signal })).results;
    const interpret = async (chatModel: BaseChatModel, photos: readonly string[]) => {
      const request = { stage: 'identifyProduct' as const, language: state.turn.language, serviceCoreContext: state.turn.serviceCoreContext, asked: say('askProduct') };
      const meaning = await interpretTurn(chatModel, { ...request, choices: [], optionTypes: [], text, images: photos }, config);
      return meaning?.product_query?.trim() || undefined;
    };
    let modelCalls = state.modelCalls;
    /** What the model named, when it was asked. */
    let seen: string | undefined;
    let matches: ProductMatch[] = [];
    try {
      if (images.length > 0 && model !== undefined) {
        const photos = await loadPhotos({ images, limit: MAX_MODEL_PHOTOS, fetcher: deps.fetcher, signal: config.signal });
        modelCalls += 1;
        seen = await interpret(model, photos);
        if (seen !== undefined) matches = await search(seen);
        if (matches.length === 0 && text !== '') matches = await search(text);
      } else {
        matches = await search(text);
        if (matches.length === 0 && model !== undefined) {
          modelCalls += 1;
          seen = await interpret(model, []);
          if (seen !== undefined) matches = await search(seen);
        }
      }
    } catch (error) {
      if (!isTransientCoreFailure(error)) throw error;
      return done({ modelCalls, description: text || seen || null, replies: [...state.replies, reply([say('catalogueFailed')], [say('buttonRetry')])] });
    }

    if (matches.length === 0) {
      const query = text || seen;
      return done({ modelCalls, replies: [...state.replies, reply([query ? say('productNotFound', { query }) : say('photoNotRecognised')])] });
    }
    const best = matches[0]!.score;
    const candidates = matches.filter((match) => match.score >= best * MIN_RELATIVE_SCORE).slice(0, MAX_CANDIDATES);
    return new Command({
      goto: 'endTurn',
      update: {
        consumed: true,
        modelCalls,
        stage: 'confirmProduct',
        description: text || seen || null,
        candidates: candidates.map(({ score: _score, ...summary }) => summary),
        replies: [...state.replies, reply([say('candidates')], [...candidates.map(productLabel), say('buttonNone')])],
      },
    });
  };
}
