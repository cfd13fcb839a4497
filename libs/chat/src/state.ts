import type { ChatReply, ChatResponse } from '@circular/contract';
import { contractSchema, latest } from '@circular/runtime';
import type { Callbacks } from '@langchain/core/callbacks/manager';
import { Annotation, StateSchema, UntrackedValue } from '@langchain/langgraph';
import { z } from 'zod';
import type { AnswerValue, Item, Offer, OptionSelection, Product, ProductSummary, ProtocolQuestion } from './core-system/index.ts';

/** Where the conversation stands; each stage has the node of the same name that handles the user's next words. */
export const stages = [
  'identifyProduct',
  'confirmProduct',
  'selectOptions',
  'confirmItem',
  'createItem',
  'askProtocol',
  'reviewOffer',
  'completeSubmission',
  'finished',
] as const;
export type Stage = (typeof stages)[number];

/**
 * One user turn as the graph sees it: the words, and the request's settings that may change
 * between turns. Images stay out of it, and so out of the checkpoint (see `TurnContext`).
 */
const turnSchema = z.object({
  /** What the user said after the last assistant message. */
  text: z.string(),
  /** `turnKey` of the request, to answer a repeated request with the same replies. */
  key: z.string(),
  language: z.string(),
  serviceCoreContext: z.string().nullable(),
  serviceCoreBaseUrl: z.string(),
  serviceSubmissionBaseUrl: z.string(),
});
export type Turn = z.infer<typeof turnSchema>;

/** A recorded answer: the value the submission system took, or a skipped optional question. */
export type RecordedAnswer = { skipped: false; value: AnswerValue } | { skipped: true };

/** A turn answered, kept to recognise the same request again. */
export interface RecentTurn {
  key: string;
  first: boolean;
  replies: ChatReply[];
}

/** How many turns are kept to recognise a repeated request. */
export const REMEMBERED_TURNS = 10;

/**
 * The conversation's state, declared once and kept by the checkpointer between turns. Images and
 * the core-system client are not in it: they belong to one request (`TurnContext`). An
 * `Annotation`, as in every library: the values are built by this library's code; what a caller
 * sends is checked by `ChatInput` and `parseChatRequest`.
 */
export const ChatState = Annotation.Root({
  sessionId: Annotation<string>,
  /** Bumped when the user starts over after an item was created, so the next item gets a new idempotency key. */
  generation: latest(() => 0),
  turn: Annotation<Turn>,
  /** Whether a node has already acted on this turn's words; later nodes of the same turn only ask. */
  consumed: latest(() => false),
  /** Model calls made in this turn: at most one. */
  modelCalls: latest(() => 0),
  stage: latest<Stage>(() => 'identifyProduct'),
  /** The words the product was identified from; the options they mention are filled once it is chosen. */
  description: latest<string | null>(() => null),
  candidates: latest<ProductSummary[]>(() => []),
  product: latest<Product | null>(() => null),
  options: latest<OptionSelection>(() => ({})),
  /** The option type last asked for, whose allowed values the next words must name. */
  pendingOption: latest<string | null>(() => null),
  item: latest<Item | null>(() => null),
  /** The item's protocol, loaded once the item exists. */
  questions: latest<ProtocolQuestion[] | null>(() => null),
  answers: latest<Record<string, RecordedAnswer>>(() => ({})),
  /** The offer made after the protocol (null when none was, or none could be), then the one the submission system recorded. */
  offer: latest<Offer | null>(() => null),
  /** Whether the seller accepted `offer`: it is then sent with the completion. */
  offerAccepted: latest(() => false),
  continueUrl: latest<string | null>(() => null),
  /** This turn's replies so far. */
  replies: latest<ChatReply[]>(() => []),
  /** Turns answered so far. */
  turnCount: latest(() => 0),
  /** The last turns' keys and replies, newest last. */
  recentTurns: latest<RecentTurn[]>(() => []),
});

/**
 * What a run takes. The library sends the session and the turn it built from a request. A parent
 * graph (Studio's, see studio-graph.ts) sends `request` instead: a chat request, or after the first
 * turn just the user's words, which `readRequest` checks and turns into the turn. It is untracked,
 * so what was sent (images included) never reaches a checkpoint.
 */
export const ChatInput = new StateSchema({
  request: new UntrackedValue(z.unknown()),
  sessionId: z.string(),
  turn: turnSchema,
});

/** What a run gives back: the turn's replies, the API's response body; the conversation stays in the state. */
export const ChatOutput = new StateSchema({ replies: contractSchema<ChatResponse>('chat', 'response') });

export type ChatStateValue = typeof ChatState.State;
export type ChatStateUpdate = typeof ChatState.Update;

/** What one request gives the graph besides its state (LangGraph's run context): never checkpointed. */
export type TurnContext = {
  /** The request's images (URLs or data URLs); the first answers a photo question. */
  images: readonly string[];
  /**
   * The caller's callbacks when none wants the run's own events (a UsageMeter, LangSmith off,
   * `runUnobserved`): given to the model calls alone rather than to the run, where LangChain would
   * open and close a run for every node, edge and channel write of the turn for them.
   */
  modelCallbacks?: Callbacks | undefined;
};
