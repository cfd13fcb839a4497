/** How to reach the chat model: OpenAI itself or any OpenAI-compatible server (Ollama, vLLM, LM Studio). */
export interface ModelSettings {
  apiKey?: string | undefined;
  /** Base URL of an OpenAI-compatible API, e.g. `http://localhost:11434/v1` for Ollama. */
  baseUrl?: string | undefined;
  model: string;
  /**
   * Deadline of one model call, its retries included (`defaultModelTimeoutMs` when absent); the
   * request's own deadline also applies through its AbortSignal.
   */
  timeoutMs?: number | undefined;
  /** Retries after 429/5xx/network failures, with backoff that honours Retry-After. */
  maxRetries?: number | undefined;
}

export const defaultModelName = 'gpt-5-mini';
/**
 * 60 s: a reasoning model writing a few thousand tokens of structured output (a translation batch)
 * takes tens of seconds, so less would cut honest answers; a hung upstream still leaves most of an
 * operation's 120–300 s budget for the rules to answer instead.
 */
export const defaultModelTimeoutMs = 60_000;

export const openAiBaseUrl = 'https://api.openai.com/v1';

/**
 * A key is needed for OpenAI itself; a self-hosted OpenAI-compatible server usually needs none,
 * so a base URL alone also counts as configured.
 */
export function isModelConfigured(settings: ModelSettings | undefined): settings is ModelSettings {
  return Boolean(settings && (settings.apiKey || (settings.baseUrl && settings.baseUrl !== openAiBaseUrl)));
}
