/**
 * The chat-model vendors this project installs and tests, each against a stub speaking its own
 * protocol (tools/model-stub): OpenAI and any OpenAI-compatible server (vLLM, LM Studio), Azure
 * OpenAI, Anthropic, and Ollama's native API.
 */
export const modelProviders = ['openai', 'azure-openai', 'anthropic', 'ollama'] as const;
export type ModelProvider = (typeof modelProviders)[number];

/** How to reach one chat model. */
export interface ModelSettings {
  /** `openai` when absent. */
  provider?: ModelProvider | undefined;
  apiKey?: string | undefined;
  /**
   * Where the provider's API is: an OpenAI-compatible `/v1` URL (`http://localhost:11434/v1`), the
   * Azure resource endpoint (`https://name.openai.azure.com`), Anthropic's API root, or Ollama's
   * server (`http://127.0.0.1:11434`).
   */
  baseUrl?: string | undefined;
  /** The model name; on Azure OpenAI, the deployment name. */
  model: string;
  /** Azure OpenAI's `api-version`. */
  apiVersion?: string | undefined;
  /**
   * Deadline of one model call, its retries included (`defaultModelTimeoutMs` when absent); the
   * request's own deadline also applies through its AbortSignal.
   */
  timeoutMs?: number | undefined;
  /** Retries after 429/5xx/network failures, with backoff that honours Retry-After. */
  maxRetries?: number | undefined;
}

export const defaultModelName = 'gpt-5-mini';
/** The model each provider uses when its `<PROVIDER>_MODEL` variable is unset. */
export const defaultModelNames: Record<ModelProvider, string> = {
  openai: defaultModelName,
  'azure-openai': defaultModelName,
  anthropic: 'claude-haiku-4-5',
  ollama: 'llama3.1',
};
/**
 * 60 s: a reasoning model writing a few thousand tokens of structured output (a translation batch)
 * takes tens of seconds, so less would cut honest answers; a hung upstream still leaves most of an
 * operation's 120–300 s budget for the rules to answer instead.
 */
export const defaultModelTimeoutMs = 60_000;

export const openAiBaseUrl = 'https://api.openai.com/v1';
export const ollamaBaseUrl = 'http://127.0.0.1:11434';
export const defaultAzureApiVersion = '2024-10-21';

/**
 * Whether `settings` name a model that can be called. A key is needed for OpenAI itself; a
 * self-hosted OpenAI-compatible server usually needs none, so a base URL alone also counts. Azure
 * needs its endpoint and key, Anthropic its key; Ollama, chosen by name, runs without either.
 */
export function isModelConfigured(settings: ModelSettings | undefined): settings is ModelSettings {
  if (!settings) return false;
  switch (settings.provider ?? 'openai') {
    case 'openai':
      return Boolean(settings.apiKey || (settings.baseUrl && settings.baseUrl !== openAiBaseUrl));
    case 'azure-openai':
      return Boolean(settings.apiKey && settings.baseUrl);
    case 'anthropic':
      return Boolean(settings.apiKey);
    case 'ollama':
      return true;
  }
}

/** `provider:model` as health and logs show it (no keys, no URLs). */
export function describeModel(settings: ModelSettings): string {
  return `${settings.provider ?? 'openai'}:${settings.model}`;
}
