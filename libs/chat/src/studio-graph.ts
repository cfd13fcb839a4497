import type { ChatReply, ChatRequest } from '@circular/contract';
import { contractSchema } from '@circular/runtime';
import { Annotation, interrupt, START, StateGraph, StateSchema, type BaseCheckpointSaver } from '@langchain/langgraph';
// The package's main entry declares this channel but does not export it at run time.
import { EphemeralValue } from '@langchain/langgraph/channels';
import type { ChatDeps } from './deps.ts';
import { createChatGraph } from './graph.ts';
import { ChatOutput } from './state.ts';

/** What Studio's form offers: a chat request as the API takes it. */
const StudioInput = new StateSchema({ request: contractSchema<ChatRequest>('chat', 'request') });

/**
 * The chat as LangGraph Studio should show it. LangGraph's dev server answers a run with every
 * channel of the graph's state, so the conversation runs as a subgraph (its state its own, one per
 * thread) that ends after each turn, and this graph's only channels are what the user sends
 * (ephemeral: read by the turn, then gone) and the turn's replies. After each turn it waits for
 * the user (an interrupt whose value is the replies); resuming with the next words, or a whole
 * chat request, runs the next turn: `/runs/wait` answers `{ replies }` with the interrupt beside it.
 */
export function createChatStudioGraph(deps: ChatDeps, { checkpointer }: { checkpointer?: BaseCheckpointSaver | undefined } = {}) {
  const StudioState = Annotation.Root({
    request: () => new EphemeralValue<unknown>(),
    replies: Annotation<ChatReply[]>,
  });
  return new StateGraph({ state: StudioState, input: StudioInput, output: ChatOutput })
    .addNode('chat', createChatGraph(deps, { checkpointer: true, turnEnd: 'end' }))
    .addNode('waitForUser', ({ replies }) => ({ request: interrupt<ChatReply[], unknown>(replies) }))
    .addEdge(START, 'chat')
    .addEdge('chat', 'waitForUser')
    .addEdge('waitForUser', 'chat')
    .compile({ name: 'chat', ...(checkpointer ? { checkpointer } : {}) });
}
