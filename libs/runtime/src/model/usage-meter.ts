import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import type { LLMResult } from '@langchain/core/outputs';

export interface Usage {
  modelCalls: number;
  promptTokens: number;
  completionTokens: number;
}

/**
 * A handler of model events only, awaited: skipping the rest spares every graph node a callback
 * round, and the figures are complete when the invocation returns.
 */
abstract class ModelEventHandler extends BaseCallbackHandler {
  override awaitHandlers = true;
  override ignoreChain = true;
  override ignoreAgent = true;
  override ignoreRetriever = true;
  override ignoreCustomEvent = true;
}

/**
 * Counts model calls and tokens for one request. Passed as a callback to a graph or model
 * invocation; LangChain propagates it to every model call inside. Handlers are awaited so the
 * figures are complete when the invocation returns.
 */
export class UsageMeter extends ModelEventHandler implements Usage {
  name = 'usage-meter';
  modelCalls = 0;
  promptTokens = 0;
  completionTokens = 0;

  /** A failed call (malformed answer, upstream error) was still made and may still be billed. */
  override handleLLMError(): void {
    this.modelCalls += 1;
  }

  override handleLLMEnd(output: LLMResult): void {
    this.modelCalls += 1;
    const fromProvider = output.llmOutput?.['tokenUsage'] as { promptTokens?: number; completionTokens?: number } | undefined;
    const message = output.generations[0]?.[0] as { message?: { usage_metadata?: { input_tokens: number; output_tokens: number } } } | undefined;
    const fromMessage = message?.message?.usage_metadata;
    this.promptTokens += fromProvider?.promptTokens ?? fromMessage?.input_tokens ?? 0;
    this.completionTokens += fromProvider?.completionTokens ?? fromMessage?.output_tokens ?? 0;
  }

  snapshot(): Usage {
    return { modelCalls: this.modelCalls, promptTokens: this.promptTokens, completionTokens: this.completionTokens };
  }
}

/**
 * Several callers' meters as one callback handler, for one run made on behalf of them all (a
 * coalesced translator run): every meter counts each call of the run, as when each is handed to the
 * run, while LangChain sees one handler. It copies a run's handler list for every model call,
 * looking each handler up in the list as it goes, and calls every handler once per event with a
 * promise of its own: a run shared by a few hundred requests spent more on its meters than on its
 * model calls' own bookkeeping. Ignores what a meter ignores (both are `ModelEventHandler`s), so a run
 * unobserved with the meters stays unobserved with this.
 */
export class JointUsageMeter extends ModelEventHandler {
  name = 'joint-usage-meter';

  readonly meters: readonly UsageMeter[];

  constructor(meters: readonly UsageMeter[]) {
    super();
    this.meters = meters;
  }

  override handleLLMError(): void {
    for (const meter of this.meters) meter.handleLLMError();
  }

  override handleLLMEnd(output: LLMResult): void {
    for (const meter of this.meters) meter.handleLLMEnd(output);
  }
}

/**
 * A run's handlers with its meters joined (`JointUsageMeter`), in the place of the first, when
 * there are two or more; the other handlers as they are. Only meters of this very class are
 * joined: a subclass may listen to more than a meter does.
 */
export function joinUsageMeters<Handler>(handlers: readonly Handler[]): (Handler | JointUsageMeter)[] {
  const meters = handlers.filter((handler): handler is Handler & UsageMeter => handler instanceof UsageMeter && handler.constructor === UsageMeter);
  if (meters.length < 2) return [...handlers];
  const joint = new JointUsageMeter(meters);
  const joined = new Set<unknown>(meters);
  return handlers.flatMap((handler): (Handler | JointUsageMeter)[] => (handler === meters[0] ? [joint] : joined.has(handler) ? [] : [handler]));
}
