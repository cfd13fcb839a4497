import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import { CallbackManager } from '@langchain/core/callbacks/manager';
import type { BaseMessage } from '@langchain/core/messages';
import type { LLMResult } from '@langchain/core/outputs';
import type { Serialized } from '@langchain/core/load/serializable';
import { AsyncLocalStorageProviderSingleton } from '@langchain/core/singletons';
import { context, SpanKind, SpanStatusCode, trace, type Context, type Span, type Tracer } from '@opentelemetry/api';
import { redactContent } from './redact-content.ts';

interface Run {
  span: Span | undefined;
  context: Context;
}

/**
 * OpenTelemetry spans for what LangChain reports of one operation: the graph, each of its nodes
 * (subgraphs' nodes nested in theirs) and each model call with its model, provider and tokens.
 * LangChain's callbacks are the seam: the libraries know nothing of tracing. The runnables a node
 * is made of (sequences, parsers, channel writes) get no span of their own; what they contain
 * hangs from the nearest node. Prompts and answers are attributes only with `captureContent`
 * (OTEL_CAPTURE_CONTENT=true), images redacted even then.
 */
export class GraphSpans extends BaseCallbackHandler {
  name = 'otel-graph-spans';
  // Awaited, so a span starts and ends when the node or call does, not when a queue gets to it.
  override awaitHandlers = true;
  override ignoreAgent = true;
  override ignoreRetriever = true;
  override ignoreCustomEvent = true;
  readonly #runs = new Map<string, Run>();
  readonly #root: Context;
  readonly #captureContent: boolean;
  readonly #tracer: Tracer;

  /** `root` is the span the graph's span hangs from: the HTTP request's, or the job's. */
  constructor({
    root = context.active(),
    captureContent = false,
    tracer = trace.getTracer('circular-ai-services'),
  }: { root?: Context; captureContent?: boolean; tracer?: Tracer } = {}) {
    super();
    this.#root = root;
    this.#captureContent = captureContent;
    this.#tracer = tracer;
  }

  /** The context of a run (its span's, or its nearest spanned ancestor's), while it runs. */
  contextOf(runId: string | undefined): Context | undefined {
    return runId === undefined ? undefined : this.#runs.get(runId)?.context;
  }

  #parent(parentRunId: string | undefined): Context {
    return (parentRunId && this.#runs.get(parentRunId)?.context) || this.#root;
  }

  // The arguments in the order CallbackManager passes them (its declaration names 4th and 7th–8th
  // otherwise: runType, runName, parentRunId).
  override handleChainStart(
    chain: Serialized,
    inputs: Record<string, unknown>,
    runId: string,
    parentRunId?: string,
    tags?: string[],
    metadata?: Record<string, unknown>,
    _runType?: string,
    runName?: string,
  ): void {
    const parent = this.#parent(parentRunId);
    const isGraph = parentRunId === undefined || !this.#runs.has(parentRunId);
    const isNode = !isGraph && metadata?.['langgraph_node'] === runName && !tags?.includes('langsmith:hidden');
    if (!isGraph && !isNode) {
      this.#runs.set(runId, { span: undefined, context: parent });
      return;
    }
    const name = runName ?? chain.name ?? chain.id.at(-1) ?? 'graph';
    const span = this.#tracer.startSpan(
      isGraph ? `graph ${name}` : `node ${name}`,
      {
        kind: SpanKind.INTERNAL,
        attributes: isGraph ? { 'langgraph.graph': name } : { 'langgraph.node': name, 'langgraph.step': Number(metadata?.['langgraph_step'] ?? 0) },
      },
      parent,
    );
    if (isGraph && this.#captureContent) span.setAttribute('langgraph.input', JSON.stringify(redactContent(inputs)));
    this.#runs.set(runId, { span, context: trace.setSpan(parent, span) });
  }

  override handleChainEnd(_outputs: Record<string, unknown>, runId: string): void {
    this.#end(runId);
  }

  override handleChainError(error: Error, runId: string): void {
    this.#end(runId, error);
  }

  override handleChatModelStart(
    llm: Serialized,
    messages: BaseMessage[][],
    runId: string,
    parentRunId?: string,
    extraParams?: Record<string, unknown>,
    _tags?: string[],
    metadata?: Record<string, unknown>,
  ): void {
    const parent = this.#parent(parentRunId);
    const invocation = (extraParams?.['invocation_params'] ?? {}) as Record<string, unknown>;
    const model = String(metadata?.['ls_model_name'] ?? invocation['model'] ?? invocation['model_name'] ?? llm.id.at(-1) ?? 'unknown');
    const provider = String(metadata?.['ls_provider'] ?? llm.id.at(-1) ?? 'unknown');
    const span = this.#tracer.startSpan(
      `chat ${model}`,
      { kind: SpanKind.CLIENT, attributes: { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': provider, 'gen_ai.request.model': model } },
      parent,
    );
    if (this.#captureContent) span.setAttribute('gen_ai.input.messages', JSON.stringify(redactContent(messages)));
    this.#runs.set(runId, { span, context: trace.setSpan(parent, span) });
  }

  override handleLLMEnd(output: LLMResult, runId: string): void {
    const span = this.#runs.get(runId)?.span;
    if (span) {
      const generation = output.generations[0]?.[0] as { text?: string; message?: { usage_metadata?: { input_tokens: number; output_tokens: number }; response_metadata?: Record<string, unknown> } } | undefined;
      const fromProvider = output.llmOutput?.['tokenUsage'] as { promptTokens?: number; completionTokens?: number } | undefined;
      const usage = generation?.message?.usage_metadata;
      const input = fromProvider?.promptTokens ?? usage?.input_tokens;
      const outputTokens = fromProvider?.completionTokens ?? usage?.output_tokens;
      if (input !== undefined) span.setAttribute('gen_ai.usage.input_tokens', input);
      if (outputTokens !== undefined) span.setAttribute('gen_ai.usage.output_tokens', outputTokens);
      const responseModel = generation?.message?.response_metadata?.['model_name'] ?? generation?.message?.response_metadata?.['model'];
      if (typeof responseModel === 'string') span.setAttribute('gen_ai.response.model', responseModel);
      if (this.#captureContent && generation?.text !== undefined) span.setAttribute('gen_ai.output.messages', JSON.stringify(redactContent(generation.text)));
    }
    this.#end(runId);
  }

  override handleLLMError(error: Error, runId: string): void {
    this.#end(runId, error);
  }

  #end(runId: string, error?: Error): void {
    const run = this.#runs.get(runId);
    this.#runs.delete(runId);
    if (!run?.span) return;
    // An interrupt (the chat waiting for the user) ends a graph run without failing it.
    if (error && error.name !== 'GraphInterrupt') {
      run.span.setStatus({ code: SpanStatusCode.ERROR, message: error.name });
      run.span.setAttribute('error.type', (error as { code?: unknown }).code === undefined ? error.name : String((error as { code?: unknown }).code));
    }
    run.span.end();
  }
}

/**
 * The span of the graph node running now, for work a node does outside LangChain (a web search):
 * LangChain keeps the running runnable's config in its own async-local storage, and the callback
 * manager there names the run. Undefined outside a traced graph.
 */
export function activeNodeContext(): Context | undefined {
  const config = AsyncLocalStorageProviderSingleton.getRunnableConfig() as { callbacks?: unknown } | undefined;
  const manager = config?.callbacks;
  if (!(manager instanceof CallbackManager)) return undefined;
  const spans = manager.handlers.find((handler): handler is GraphSpans => handler instanceof GraphSpans);
  return spans?.contextOf(manager.getParentRunId());
}
