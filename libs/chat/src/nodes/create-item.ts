import { Command, type LangGraphRunnableConfig } from '@langchain/langgraph';
import { coreClientFor, isTransientCoreFailure } from '../core-client-for-turn.ts';
import { conversation } from '../conversation.ts';
import type { ChatDeps } from '../deps.ts';
import { itemCreationKey } from '../idempotency-keys.ts';
import type { ChatStateValue } from '../state.ts';

/**
 * Stage 3: creates the item in the core system with the confirmed options. The only side effect
 * that must not happen twice, so it runs in its own node after the user's confirmation (never in
 * the node that waits for it, which LangGraph re-runs on resume) and carries an idempotency key
 * derived from the session. When the core system is down the session stays here with an apology,
 * and whatever the user says next retries with the same key.
 */
export function createCreateItem(deps: ChatDeps) {
  return async function createItem(state: ChatStateValue, config: LangGraphRunnableConfig) {
    const { say, reply } = conversation(state);
    try {
      const { item } = await coreClientFor(state.turn, deps).createItem(
        { product_id: state.product!.id, options: state.options },
        { idempotencyKey: itemCreationKey(state), signal: config.signal },
      );
      return new Command({
        goto: 'askProtocol',
        update: { consumed: true, item, questions: null, answers: {}, stage: 'askProtocol', replies: [...state.replies, reply([say('itemCreated', { itemId: item.id })])] },
      });
    } catch (error) {
      if (!isTransientCoreFailure(error)) throw error;
      return new Command({
        goto: 'endTurn',
        update: { consumed: true, stage: 'createItem', replies: [...state.replies, reply([say('creatingFailed')], [say('buttonRetry'), say('buttonStartOver')])] },
      });
    }
  };
}
