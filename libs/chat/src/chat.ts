import { randomUUID } from 'node:crypto';
import type { ChatReply, ChatRequest } from '@circular/contract';
import { firstTypedError, InProcessKeyedLock, memoPerDeps, runUnobserved, type AddressPolicy, type KeyedLock } from '@circular/runtime';
import type { Callbacks } from '@langchain/core/callbacks/manager';
import { Command, MemorySaver } from '@langchain/langgraph';
import type { ChatDeps } from './deps.ts';
import { createChatGraph, type ChatGraph } from './graph.ts';
import type { ChatStateValue, TurnContext } from './state.ts';
import { parseChatRequest, type ChatTurnRequest } from './transport/parse-chat-request.ts';
import { isAssistant } from './transport/chat-messages.ts';
import { requestTurn, turnKey } from './transport/turn.ts';

export interface ChatOptions {
  /** Cancels the turn, in-flight calls included (e.g. the server's request deadline). */
  signal?: AbortSignal | undefined;
  /** LangChain callbacks for every model call inside, e.g. a UsageMeter. */
  callbacks?: Callbacks | undefined;
  /** The deployment's SSRF policy: base URLs whose host is a refused IP address are a 422 at once. */
  addressPolicy?: AddressPolicy | undefined;
  /**
   * Streaming: called once the request is valid and its session known (undefined with
   * `conversation: false`), before the turn waits for its session's lock, so a transport can answer
   * at once; a bad request throws before it.
   */
  onTurnStart?: ((sessionId: string | undefined) => void) | undefined;
  /**
   * Streaming: called with each reply as soon as the node that writes it has run (a replayed turn's
   * replies at once), in the order of the returned messages. Must not throw.
   */
  onReply?: ((reply: ChatReply) => void) | undefined;
}

export interface ChatTurnResult {
  /** The session the turn belongs to (new when the request named none); undefined with `conversation: false`. */
  sessionId: string | undefined;
  /** The assistant's messages, the response body. */
  messages: ChatReply[];
}

interface ChatRuntime {
  graph: ChatGraph;
  /** For `conversation: false`: sessions that live for one turn. */
  oneTurnGraph: ChatGraph;
  oneTurnSaver: MemorySaver;
}

/**
 * Where sessions live and how their turns are serialised when deps name neither: one of each per
 * process, never per deps object, so a caller that builds fresh deps for every turn still
 * continues its conversations (state lives only in what deps name, or in these defaults).
 */
const processCheckpointer = new MemorySaver();
const processSessionLock: KeyedLock = new InProcessKeyedLock();

/** Compiled graphs per deps object: a cache only, since every session's state is in the checkpointer. */
const runtimeFor = memoPerDeps((deps: ChatDeps): ChatRuntime => {
  const oneTurnSaver = new MemorySaver();
  return {
    graph: createChatGraph(deps, { checkpointer: deps.checkpointer ?? processCheckpointer }),
    oneTurnGraph: createChatGraph(deps, { checkpointer: oneTurnSaver }),
    oneTurnSaver,
  };
});

/**
 * One turn of the product submission chat, the way the server and other Node services call it:
 * the request in, the assistant's messages and the session id out. The session's state lives in
 * the deps' checkpointer between turns (a process-wide in-memory one when deps name none), and its
 * turns run one at a time under `deps.sessionLock` (a process-wide in-process lock by default), so
 * two deps objects naming the same checkpointer continue the same conversations; a request already answered (same session and history) gets
 * the same answer again without moving the conversation. A turn that fails (a refused URL, the
 * deadline) leaves the session as it was before it.
 * Throws InvalidRequestError or UnsafeUrlError (422) for a bad request, CoreSystemError (500) when
 * a system answers in a way retrying will not fix.
 */
export async function chat(input: ChatRequest, deps: ChatDeps, { signal, callbacks, addressPolicy, onTurnStart, onReply }: ChatOptions = {}): Promise<ChatTurnResult> {
  signal?.throwIfAborted();
  const request = parseChatRequest(input, { addressPolicy });
  const runtime = runtimeFor(deps);
  const sessionId = request.sessionId ?? deps.newSessionId?.() ?? randomUUID();
  onTurnStart?.(request.conversation ? sessionId : undefined);
  if (!request.conversation) {
    try {
      return { sessionId: undefined, messages: await runTurn(runtime.oneTurnGraph, sessionId, request, { signal, callbacks, onReply }) };
    } finally {
      await runtime.oneTurnSaver.deleteThread(sessionId);
    }
  }
  const sessionLock = deps.sessionLock ?? processSessionLock;
  return sessionLock.run(sessionId, async () => ({ sessionId, messages: await runTurn(runtime.graph, sessionId, request, { signal, callbacks, onReply }) }));
}

async function runTurn(
  graph: ChatGraph,
  sessionId: string,
  request: ChatTurnRequest,
  { signal, callbacks, onReply }: Pick<ChatOptions, 'signal' | 'callbacks' | 'onReply'>,
): Promise<ChatReply[]> {
  // Callbacks that want only model events go to the model calls alone (see `TurnContext.modelCallbacks`).
  const modelOnly = callbacks !== undefined && runUnobserved(callbacks);
  const context: TurnContext = { images: request.images, ...(modelOnly ? { modelCallbacks: callbacks } : {}) };
  // Checkpoints at the turn's end only (where it waits for the user), not after every node: a turn
  // is short, its side effects carry idempotency keys, and a failed turn is replayed whole.
  const config = { configurable: { thread_id: sessionId }, context, signal, callbacks: modelOnly ? undefined : callbacks, durability: 'exit' as const };
  const snapshot = await graph.getState(config);
  const state = snapshot.values as Partial<ChatStateValue>;
  const key = turnKey(request);
  const answered = state.recentTurns?.find((turn) => turn.key === key && (turn.first || request.messages.some(isAssistant)));
  if (answered !== undefined) {
    answered.replies.forEach((reply) => onReply?.(reply));
    return answered.replies;
  }

  const turn = requestTurn(request);
  const runner = graph as unknown as TurnRunner;
  const run = (input: unknown, runConfig: object) => (onReply ? streamTurn(runner, input, runConfig, onReply) : runner.invoke(input, runConfig).then((output) => output.replies));
  try {
    if (state.sessionId === undefined) return await run({ sessionId, turn }, config);
    if (snapshot.tasks.some((task) => task.interrupts.length > 0)) return await run(new Command({ resume: turn }), config);
    // The last turn failed part-way: answer this one from where that turn started.
    const waiting = await lastWaitingCheckpoint(graph, config);
    if (waiting === undefined) return await run({ sessionId, turn }, config);
    return await run(new Command({ resume: turn }), { ...config, configurable: { thread_id: sessionId, checkpoint_id: waiting } });
  } catch (error) {
    throw firstTypedError(error);
  }
}

/** The graph's runs as a turn uses them: the input is a new session's first turn or a resume Command. */
interface TurnRunner {
  invoke(input: unknown, config: object): Promise<{ replies: ChatReply[] }>;
  stream(input: unknown, config: object): Promise<AsyncIterable<[string, Record<string, unknown>]>>;
}

/**
 * The same run as invokeTurn, streamed: each node's update carries the turn's replies so far (the
 * nodes only append; waitForUser starts a resumed turn from none), so what is new in it is handed
 * on as it comes. The run's last value is the turn's answer, as invoke would return it.
 */
async function streamTurn(runner: TurnRunner, input: unknown, config: object, onReply: (reply: ChatReply) => void): Promise<ChatReply[]> {
  let sent = 0;
  let replies: ChatReply[] = [];
  for await (const [mode, chunk] of await runner.stream(input, { ...config, streamMode: ['updates', 'values'] })) {
    if (mode === 'values') {
      if (Array.isArray(chunk['replies'])) replies = chunk['replies'] as ChatReply[];
      continue;
    }
    for (const update of Object.values(chunk)) {
      const soFar = (update as { replies?: unknown } | null)?.replies;
      if (!Array.isArray(soFar)) continue;
      if (soFar.length < sent) sent = 0;
      for (const reply of soFar.slice(sent) as ChatReply[]) onReply(reply);
      sent = soFar.length;
    }
  }
  return replies;
}

/** The newest checkpoint of the session that waits for the user. */
async function lastWaitingCheckpoint(graph: ChatGraph, config: { configurable: { thread_id: string } }): Promise<string | undefined> {
  for await (const snapshot of graph.getStateHistory(config)) {
    if (snapshot.tasks.some((task) => task.interrupts.length > 0)) return snapshot.config.configurable?.['checkpoint_id'] as string | undefined;
  }
  return undefined;
}
