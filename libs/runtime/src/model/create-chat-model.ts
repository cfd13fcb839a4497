import type { BaseMessageLike } from '@langchain/core/messages';
import type { Callbacks } from '@langchain/core/callbacks/manager';
import type { LLMResult } from '@langchain/core/outputs';
import { ChatOpenAI, type ChatOpenAICallOptions } from '@langchain/openai';
import { ModelNotConfiguredError, UpstreamError } from '../errors/index.ts';
import { defaultModelTimeoutMs, isModelConfigured, openAiBaseUrl, type ModelSettings } from './model-settings.ts';

/**
 * A ChatOpenAI whose every call has its own deadline, retries included: the deadline joins the
 * caller's AbortSignal, so a model that hangs costs one deadline, never the operation's whole
 * budget, and retries of fast failures (429, 5xx) happen inside it instead of multiplying it. A call
 * cut by its deadline (not by the caller) fails as `UpstreamError('model')`: transient, with
 * Retry-After, and a failure the functions whose model is optional answer with their rules.
 */
class DeadlineChatOpenAI extends ChatOpenAI {
  readonly callTimeoutMs: number;

  constructor(fields: ConstructorParameters<typeof ChatOpenAI>[0] & { callTimeoutMs: number }) {
    super(fields);
    this.callTimeoutMs = fields.callTimeoutMs;
  }

  /** ChatOpenAI's withConfig (behind withStructuredOutput and bindTools) builds a plain ChatOpenAI; keep the deadline. */
  override withConfig(config: Partial<ChatOpenAICallOptions>): DeadlineChatOpenAI {
    const model = new DeadlineChatOpenAI({ ...this.fields, callTimeoutMs: this.callTimeoutMs });
    model.defaultOptions = { ...this.defaultOptions, ...config };
    return model;
  }

  override async generate(messages: BaseMessageLike[][], options?: string[] | Partial<ChatOpenAICallOptions>, callbacks?: Callbacks): Promise<LLMResult> {
    const parsed: Partial<ChatOpenAICallOptions> = Array.isArray(options) ? { stop: options } : (options ?? {});
    const deadline = AbortSignal.timeout(this.callTimeoutMs);
    const signal = parsed.signal ? AbortSignal.any([parsed.signal, deadline]) : deadline;
    try {
      return await super.generate(messages, { ...parsed, signal }, callbacks);
    } catch (error) {
      if (!deadline.aborted || parsed.signal?.aborted) throw error;
      throw new UpstreamError('model', { detail: `The model did not answer within ${this.callTimeoutMs / 1000} s.`, cause: error });
    }
  }
}

/** The chat model when `settings` configure one (an API key), else undefined: the functions then work without a model. */
export function configuredChatModel(settings: ModelSettings | undefined): ChatOpenAI | undefined {
  return isModelConfigured(settings) ? createChatModel(settings) : undefined;
}

/**
 * The one place a chat model is built from configuration. The base URL is always passed
 * explicitly: ChatOpenAI would otherwise read OPENAI_BASE_URL from the environment behind our back.
 */
export function createChatModel(settings: ModelSettings | undefined): ChatOpenAI {
  if (!isModelConfigured(settings)) throw new ModelNotConfiguredError();
  const callTimeoutMs = settings.timeoutMs ?? defaultModelTimeoutMs;
  return new DeadlineChatOpenAI({
    model: settings.model,
    // Self-hosted servers ignore the key, but the OpenAI client refuses to start without one.
    apiKey: settings.apiKey || 'not-needed',
    configuration: { baseURL: settings.baseUrl ?? openAiBaseUrl },
    maxRetries: settings.maxRetries ?? 2,
    callTimeoutMs,
  });
}
