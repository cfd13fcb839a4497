import { Command } from '@langchain/langgraph';
import { conversation } from '../conversation.ts';
import type { ChatStateValue } from '../state.ts';

/**
 * Back to the start, from any stage. An item already created stays in the core system; the next
 * one is a new intent, so the generation in its idempotency key moves on.
 */
export function startOver(state: ChatStateValue) {
  const { say, reply } = conversation(state);
  return new Command({
    goto: 'endTurn',
    update: {
      consumed: true,
      stage: 'identifyProduct',
      generation: state.item !== null || state.stage === 'createItem' ? state.generation + 1 : state.generation,
      description: null,
      candidates: [],
      product: null,
      options: {},
      pendingOption: null,
      item: null,
      questions: null,
      answers: {},
      offer: null,
      offerAccepted: false,
      continueUrl: null,
      replies: [...state.replies, reply([say('startedOver')])],
    },
  });
}
