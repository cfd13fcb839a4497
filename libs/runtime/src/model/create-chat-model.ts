import { ChatOpenAI } from '@langchain/openai';
import { ModelNotConfiguredError } from '../errors/index.ts';
import { isModelConfigured, openAiBaseUrl, type ModelSettings } from './model-settings.ts';

/**
 * The one place a chat model is built from configuration. The base URL is always passed
 * explicitly: ChatOpenAI would otherwise read OPENAI_BASE_URL from the environment behind our back.
 */
export function createChatModel(settings: ModelSettings | undefined): ChatOpenAI {
  if (!isModelConfigured(settings)) throw new ModelNotConfiguredError();
  return new ChatOpenAI({
    model: settings.model,
    // Self-hosted servers ignore the key, but the OpenAI client refuses to start without one.
    apiKey: settings.apiKey || 'not-needed',
    configuration: { baseURL: settings.baseUrl ?? openAiBaseUrl },
    maxRetries: settings.maxRetries ?? 2,
    ...(settings.timeoutMs ? { timeout: settings.timeoutMs } : {}),
  });
}
