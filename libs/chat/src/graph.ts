import { END, Send, START, StateGraph, type BaseCheckpointSaver } from '@langchain/langgraph';
import { isStartOver } from './commands.ts';
import type { ChatDeps } from './deps.ts';
import { createAskProtocol } from './nodes/ask-protocol.ts';
import { createCompleteSubmission } from './nodes/complete-submission.ts';
import { createConfirmItem } from './nodes/confirm-item.ts';
import { createConfirmProduct } from './nodes/confirm-product.ts';
import { createCreateItem } from './nodes/create-item.ts';
import { createIdentifyProduct } from './nodes/identify-product.ts';
import { createMakeOffer } from './nodes/make-offer.ts';
import { reviewOffer } from './nodes/review-offer.ts';
import { createSelectOptions } from './nodes/select-options.ts';
import { finished } from './nodes/finished.ts';
import { readRequest, type RequestInput } from './nodes/read-request.ts';
import { startOver } from './nodes/start-over.ts';
import { endTurn, waitForUser } from './nodes/wait-for-user.ts';
import { ChatInput, ChatOutput, ChatState, stages, type ChatStateValue } from './state.ts';

/** The user's words go to the node of the stage the conversation is in, or start it over. */
function routeTurn(state: ChatStateValue) {
  return isStartOver(state.turn.text) ? 'startOver' : state.stage;
}

/**
 * A run sent a chat request (Studio) is read first, the request handed over in the `Send` since
 * it is not part of the conversation's state; the library's runs carry their turn already.
 */
function routeInput(state: Partial<ChatStateValue> & { request?: unknown }) {
  const { request, sessionId, turn } = state;
  // Without a request the run carries its turn (the library's input), so the state is whole.
  return request === undefined ? routeTurn(state as ChatStateValue) : new Send('readRequest', { request, sessionId, turn } satisfies RequestInput);
}

export interface ChatGraphOptions {
  /** Where sessions live; `true` keeps them in a parent graph's checkpointer, one per thread. */
  checkpointer?: BaseCheckpointSaver | boolean | undefined;
  /**
   * `'interrupt'` (the default): a turn ends waiting for the next one (waitForUser), which resumes
   * it. `'end'`: the graph ends after each turn and the next run starts from the session's state —
   * for a parent graph that waits for the user itself (Studio's chat, whose output is each turn's replies).
   */
  turnEnd?: 'interrupt' | 'end' | undefined;
}

/**
 * The chat as a LangGraph graph, one node per stage (after readRequest when a run sends a request):
 * identifyProduct → confirmProduct → selectOptions ⇄ confirmItem → createItem → askProtocol →
 * makeOffer → reviewOffer → completeSubmission → finished, with startOver from anywhere. A turn runs from the stage's node
 * through the nodes it hands on to (`Command` gotos), then endTurn → waitForUser, which interrupts
 * until the next turn resumes it (with `turnEnd: 'end'`, endTurn → END instead). Interrupts need
 * the checkpointer, which keeps each session under its `thread_id` (the session id).
 */
export function createChatGraph(deps: ChatDeps, { checkpointer, turnEnd = 'interrupt' }: ChatGraphOptions = {}) {
  const routes = [...stages, 'startOver'] as const;
  const graph = new StateGraph({ state: ChatState, input: ChatInput, output: ChatOutput })
    .addNode('readRequest', readRequest)
    .addNode('identifyProduct', createIdentifyProduct(deps), { ends: ['endTurn'] })
    .addNode('confirmProduct', createConfirmProduct(deps), { ends: ['identifyProduct', 'selectOptions', 'endTurn'] })
    .addNode('selectOptions', createSelectOptions(deps), { ends: ['confirmItem', 'endTurn'] })
    .addNode('confirmItem', createConfirmItem(deps), { ends: ['createItem', 'selectOptions', 'endTurn'] })
    .addNode('createItem', createCreateItem(deps), { ends: ['askProtocol', 'endTurn'] })
    .addNode('askProtocol', createAskProtocol(deps), { ends: ['makeOffer', 'endTurn'] })
    .addNode('makeOffer', createMakeOffer(deps), { ends: ['completeSubmission', 'endTurn'] })
    .addNode('reviewOffer', reviewOffer, { ends: ['completeSubmission', 'endTurn'] })
    .addNode('completeSubmission', createCompleteSubmission(deps), { ends: ['endTurn'] })
    .addNode('finished', finished, { ends: ['endTurn'] })
    .addNode('startOver', startOver, { ends: ['endTurn'] })
    .addNode('endTurn', endTurn)
    .addConditionalEdges(START, routeInput, [...routes, 'readRequest'])
    .addConditionalEdges('readRequest', routeTurn, [...routes]);
  const wired =
    turnEnd === 'end'
      ? graph.addEdge('endTurn', END)
      : graph.addNode('waitForUser', waitForUser).addEdge('endTurn', 'waitForUser').addConditionalEdges('waitForUser', routeTurn, [...routes]);
  return wired
    .compile({ name: 'chat', ...(checkpointer === undefined ? {} : { checkpointer }) })
    .withConfig({ recursionLimit: 25 });
}

export type ChatGraph = ReturnType<typeof createChatGraph>;
