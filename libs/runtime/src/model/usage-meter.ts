import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import type { LLMResult } from '@langchain/core/outputs';

export interface Usage {
  modelCalls: number;
  promptTokens: number;
  completionTokens: number;
}

/**
 * Counts model calls and tokens for one request. Passed as a callback to a graph or model
 * invocation; LangChain propagates it to every model call inside. Handlers are awaited so the
 * figures are complete when the invocation returns.
 */
export class UsageMeter extends BaseCallbackHandler implements Usage {
  name = 'usage-meter';
  override awaitHandlers = true;
  // Only model events matter here; skipping the rest spares every graph node a callback round.
  override ignoreChain = true;
  override ignoreAgent = true;
  override ignoreRetriever = true;
  override ignoreCustomEvent = true;
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
