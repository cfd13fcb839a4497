import { ChatAnthropic, type ChatAnthropicCallOptions } from '@langchain/anthropic';
import type { Callbacks } from '@langchain/core/callbacks/manager';
import type { BaseChatModel, BaseChatModelCallOptions } from '@langchain/core/language_models/chat_models';
import type { BaseMessageLike } from '@langchain/core/messages';
import type { LLMResult } from '@langchain/core/outputs';
import { ChatOllama, type ChatOllamaCallOptions } from '@langchain/ollama';
import { AzureChatOpenAI, ChatOpenAI, type ChatOpenAICallOptions } from '@langchain/openai';
import { runWithDeadline } from '../abort/index.ts';
import { ModelNotConfiguredError, OperationTimeoutError, UpstreamError } from '../errors/index.ts';
import { keepAliveFetch } from './keep-alive-fetch.ts';
import { defaultAzureApiVersion, defaultModelTimeoutMs, isModelConfigured, ollamaBaseUrl, openAiBaseUrl, type ModelSettings } from './model-settings.ts';

type CallOptions = Partial<Pick<BaseChatModelCallOptions, 'signal' | 'stop'>>;

/**
 * One model call under its own deadline, retries included: the deadline joins the caller's
 * AbortSignal, so a model that hangs costs one deadline, never the operation's whole budget, and
 * retries of fast failures (429, 5xx) happen inside it instead of multiplying it. The call is raced
 * as well as given the signal: a client that ignores it until the answer's headers arrive
 * (Ollama's) is still cut at the deadline; its socket is closed when the upstream gives up. A call
 * cut by its deadline (not by the caller) fails as `UpstreamError('model')`: transient, with
 * Retry-After, and a failure the functions whose model is optional answer with their rules.
 */
async function generateWithin<O extends CallOptions>(
  timeoutMs: number,
  generate: (messages: BaseMessageLike[][], options: O, callbacks?: Callbacks) => Promise<LLMResult>,
  messages: BaseMessageLike[][],
  options: string[] | O | undefined,
  callbacks: Callbacks | undefined,
): Promise<LLMResult> {
  const parsed = (Array.isArray(options) ? { stop: options } : (options ?? {})) as O;
  try {
    return await runWithDeadline({ timeoutMs, signal: parsed.signal, run: (signal) => generate(messages, { ...parsed, signal }, callbacks) });
  } catch (error) {
    if (!(error instanceof OperationTimeoutError) || parsed.signal?.aborted) throw error;
    throw new UpstreamError('model', { detail: `The model did not answer within ${timeoutMs / 1000} s.`, cause: error });
  }
}

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

  override generate(messages: BaseMessageLike[][], options?: string[] | Partial<ChatOpenAICallOptions>, callbacks?: Callbacks): Promise<LLMResult> {
    return generateWithin(this.callTimeoutMs, (m, o, c) => super.generate(m, o, c), messages, options, callbacks);
  }
}

class DeadlineAzureChatOpenAI extends AzureChatOpenAI {
  readonly callTimeoutMs: number;

  constructor(fields: NonNullable<ConstructorParameters<typeof AzureChatOpenAI>[0]> & { callTimeoutMs: number }) {
    super(fields);
    this.callTimeoutMs = fields.callTimeoutMs;
  }

  /** As for OpenAI, and more so: the inherited withConfig would build a plain ChatOpenAI. */
  override withConfig(config: Partial<ChatOpenAICallOptions>): DeadlineAzureChatOpenAI {
    const model = new DeadlineAzureChatOpenAI({ ...this.fields, callTimeoutMs: this.callTimeoutMs });
    model.defaultOptions = { ...this.defaultOptions, ...config };
    return model;
  }

  override generate(messages: BaseMessageLike[][], options?: string[] | Partial<ChatOpenAICallOptions>, callbacks?: Callbacks): Promise<LLMResult> {
    return generateWithin(this.callTimeoutMs, (m, o, c) => super.generate(m, o, c), messages, options, callbacks);
  }
}

// Anthropic's and Ollama's withConfig bind options around the same instance, so the deadline stays.
class DeadlineChatAnthropic extends ChatAnthropic {
  readonly callTimeoutMs: number;

  constructor(fields: NonNullable<ConstructorParameters<typeof ChatAnthropic>[0]> & { callTimeoutMs: number }) {
    super(fields);
    this.callTimeoutMs = fields.callTimeoutMs;
  }

  override generate(messages: BaseMessageLike[][], options?: string[] | Partial<ChatAnthropicCallOptions>, callbacks?: Callbacks): Promise<LLMResult> {
    return generateWithin(this.callTimeoutMs, (m, o, c) => super.generate(m, o, c), messages, options, callbacks);
  }
}

class DeadlineChatOllama extends ChatOllama {
  readonly callTimeoutMs: number;

  constructor(fields: NonNullable<ConstructorParameters<typeof ChatOllama>[0]> & { callTimeoutMs: number }) {
    super(fields);
    this.callTimeoutMs = fields.callTimeoutMs;
  }

  override generate(messages: BaseMessageLike[][], options?: string[] | Partial<ChatOllamaCallOptions>, callbacks?: Callbacks): Promise<LLMResult> {
    return generateWithin(this.callTimeoutMs, (m, o, c) => super.generate(m, o, c), messages, options, callbacks);
  }
}

/** The chat model when `settings` configure one, else undefined: the functions then work without a model. */
export function configuredChatModel(settings: ModelSettings | undefined): BaseChatModel | undefined {
  return isModelConfigured(settings) ? createChatModel(settings) : undefined;
}

/**
 * The one place a chat model is built from configuration. Every location and key is passed
 * explicitly: the vendors' clients would otherwise read OPENAI_BASE_URL, AZURE_OPENAI_*,
 * ANTHROPIC_BASE_URL or OLLAMA_BASE_URL from the environment behind our back. OpenAI's and
 * Azure's clients call through `keepAliveFetch`, which writes a call at once on a kept-alive
 * connection where the platform's fetch would wait for the event loop.
 */
export function createChatModel(settings: ModelSettings | undefined): BaseChatModel {
  if (!isModelConfigured(settings)) throw new ModelNotConfiguredError();
  const callTimeoutMs = settings.timeoutMs ?? defaultModelTimeoutMs;
  const maxRetries = settings.maxRetries ?? 2;
  switch (settings.provider ?? 'openai') {
    case 'openai':
      return new DeadlineChatOpenAI({
        model: settings.model,
        apiKey: settings.apiKey || 'not-needed',
        configuration: { baseURL: settings.baseUrl ?? openAiBaseUrl, fetch: keepAliveFetch },
        maxRetries,
        callTimeoutMs,
      });
    case 'azure-openai':
      return new DeadlineAzureChatOpenAI({
        model: settings.model,
        azureOpenAIApiDeploymentName: settings.model,
        azureOpenAIApiKey: settings.apiKey,
        azureOpenAIEndpoint: settings.baseUrl,
        azureOpenAIApiVersion: settings.apiVersion ?? defaultAzureApiVersion,
        configuration: { fetch: keepAliveFetch },
        maxRetries,
        callTimeoutMs,
      });
    case 'anthropic':
      return new DeadlineChatAnthropic({
        model: settings.model,
        apiKey: settings.apiKey,
        anthropicApiUrl: settings.baseUrl ?? 'https://api.anthropic.com',
        maxRetries,
        callTimeoutMs,
      });
    case 'ollama':
      return new DeadlineChatOllama({ model: settings.model, baseUrl: settings.baseUrl ?? ollamaBaseUrl, maxRetries, callTimeoutMs });
  }
}
