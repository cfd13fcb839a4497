import { ChatAnthropic } from '@langchain/anthropic';
import { ChatOllama } from '@langchain/ollama';
import { AzureChatOpenAI, ChatOpenAI } from '@langchain/openai';
import { describe, expect, it } from 'vitest';
import { ModelNotConfiguredError } from '../errors/index.ts';
import { configuredChatModel, createChatModel } from './create-chat-model.ts';
import { isModelConfigured } from './model-settings.ts';

describe('isModelConfigured', () => {
  it('counts an API key or a self-hosted base URL as configured', () => {
    expect(isModelConfigured({ model: 'm', apiKey: 'sk-1' })).toBe(true);
    expect(isModelConfigured({ model: 'm', baseUrl: 'http://127.0.0.1:11434/v1' })).toBe(true);
  });

  it('does not count OpenAI itself without a key', () => {
    expect(isModelConfigured({ model: 'm', baseUrl: 'https://api.openai.com/v1' })).toBe(false);
    expect(isModelConfigured({ model: 'm' })).toBe(false);
    expect(isModelConfigured(undefined)).toBe(false);
  });
});

describe('createChatModel', () => {
  it('refuses with model-not-configured when nothing is set', () => {
    expect(() => createChatModel({ model: 'm' })).toThrow(ModelNotConfiguredError);
  });

  it('points the client at the configured base URL, model and retry budget', () => {
    const model = createChatModel({ model: 'llama3.1', baseUrl: 'http://127.0.0.1:11434/v1', maxRetries: 0 });
    if (!(model instanceof ChatOpenAI)) throw new Error('expected ChatOpenAI');
    expect(model.model).toBe('llama3.1');
    expect(model.clientConfig.baseURL).toBe('http://127.0.0.1:11434/v1');
    expect(model.caller).toMatchObject({ maxRetries: 0 });
  });
});

describe('configuredChatModel', () => {
  it('builds the model when configured and gives none otherwise', () => {
    expect(configuredChatModel({ model: 'llama3.1', baseUrl: 'http://127.0.0.1:11434/v1' })).toMatchObject({ model: 'llama3.1' });
    expect(configuredChatModel({ model: 'm' })).toBeUndefined();
    expect(configuredChatModel(undefined)).toBeUndefined();
  });
});

describe('createChatModel by provider', () => {
  it('builds each vendor\'s own client, never reading its location from the environment', () => {
    const azure = createChatModel({ provider: 'azure-openai', model: 'catalogue', apiKey: 'k', baseUrl: 'https://shop.openai.azure.com' });
    expect(azure).toBeInstanceOf(AzureChatOpenAI);
    expect(azure).toMatchObject({ azureOpenAIEndpoint: 'https://shop.openai.azure.com', azureOpenAIApiDeploymentName: 'catalogue', azureOpenAIApiVersion: '2024-10-21' });
    const anthropic = createChatModel({ provider: 'anthropic', model: 'claude-haiku-4-5', apiKey: 'k' });
    expect(anthropic).toBeInstanceOf(ChatAnthropic);
    expect(anthropic).toMatchObject({ model: 'claude-haiku-4-5', apiUrl: 'https://api.anthropic.com' });
    const ollama = createChatModel({ provider: 'ollama', model: 'llama3.1:8b' });
    expect(ollama).toBeInstanceOf(ChatOllama);
    expect(ollama).toMatchObject({ model: 'llama3.1:8b', baseUrl: 'http://127.0.0.1:11434' });
  });

  it('refuses a provider without the credentials it needs', () => {
    expect(() => createChatModel({ provider: 'anthropic', model: 'claude-haiku-4-5' })).toThrow(ModelNotConfiguredError);
    expect(() => createChatModel({ provider: 'azure-openai', model: 'm', apiKey: 'k' })).toThrow(ModelNotConfiguredError);
  });
});
