import { describe, expect, it } from 'vitest';
import { parseModelChoice, readModelEnvironment } from './model-environment.ts';

describe('parseModelChoice', () => {
  it('reads a provider prefix only when it names a known provider', () => {
    expect(parseModelChoice('anthropic:claude-haiku-4-5', 'openai')).toEqual({ provider: 'anthropic', model: 'claude-haiku-4-5' });
    expect(parseModelChoice('ollama:llama3.1:8b', 'openai')).toEqual({ provider: 'ollama', model: 'llama3.1:8b' });
    expect(parseModelChoice('llama3.1:8b', 'ollama')).toEqual({ provider: 'ollama', model: 'llama3.1:8b' });
    expect(parseModelChoice('gpt-5-nano', 'openai')).toEqual({ provider: 'openai', model: 'gpt-5-nano' });
  });
});

describe('readModelEnvironment', () => {
  it('defaults to OpenAI for every function but keeps identity documents local', () => {
    const { environment, problems } = readModelEnvironment({ OPENAI_API_KEY: 'sk-1', OPENAI_MODEL: 'gpt-5-mini' });
    expect(problems).toEqual([]);
    expect(environment.settings).toMatchObject({ provider: 'openai', apiKey: 'sk-1', model: 'gpt-5-mini' });
    expect(environment.forFunction.translator).toBe(environment.settings);
    expect(environment.forFunction.id_validator).toBeUndefined();
    expect(environment.idDocumentsLocalOnly).toBe(true);
  });

  it('gives the ID validator the model only when ID_DOCUMENTS_LOCAL_ONLY is false', () => {
    const { environment } = readModelEnvironment({ OPENAI_API_KEY: 'sk-1', ID_DOCUMENTS_LOCAL_ONLY: 'false' });
    expect(environment.forFunction.id_validator).toMatchObject({ provider: 'openai', apiKey: 'sk-1' });
  });

  it('lets one function use another provider and model with its own credentials', () => {
    const { environment, problems } = readModelEnvironment({
      MODEL_PROVIDER: 'ollama',
      OLLAMA_BASE_URL: 'http://gpu-box:11434',
      ANTHROPIC_API_KEY: 'ak-1',
      TRANSLATOR_MODEL: 'anthropic:claude-haiku-4-5',
      CHAT_MODEL: 'qwen3:14b',
    });
    expect(problems).toEqual([]);
    expect(environment.settings).toMatchObject({ provider: 'ollama', baseUrl: 'http://gpu-box:11434', model: 'llama3.1' });
    expect(environment.forFunction.translator).toMatchObject({ provider: 'anthropic', apiKey: 'ak-1', model: 'claude-haiku-4-5' });
    expect(environment.forFunction.chat).toMatchObject({ provider: 'ollama', baseUrl: 'http://gpu-box:11434', model: 'qwen3:14b' });
    expect(environment.forFunction.decision).toMatchObject({ provider: 'ollama', model: 'llama3.1' });
  });

  it('names each variable that cannot work', () => {
    const { problems } = readModelEnvironment({
      MODEL_PROVIDER: 'bedrock',
      TRANSLATOR_MODEL: 'anthropic:claude-haiku-4-5',
      ID_VALIDATOR_MODEL: 'gpt-5',
      ID_DOCUMENTS_LOCAL_ONLY: 'maybe',
      OLLAMA_BASE_URL: 'ftp://x',
    });
    expect(problems).toEqual([
      'OLLAMA_BASE_URL must be an http(s) URL (got "ftp://x")',
      'MODEL_PROVIDER must be one of openai, azure-openai, anthropic, ollama (got "bedrock")',
      'ID_DOCUMENTS_LOCAL_ONLY must be true or false (got "maybe")',
      'ID_VALIDATOR_MODEL is set, but ID_DOCUMENTS_LOCAL_ONLY is true (the default): identity documents are never sent to a model until it is set to false',
      'TRANSLATOR_MODEL names anthropic, which needs ANTHROPIC_API_KEY',
    ]);
  });

  it('refuses a chosen provider that lacks its credentials', () => {
    expect(readModelEnvironment({ MODEL_PROVIDER: 'azure-openai', AZURE_OPENAI_API_KEY: 'k' }).problems).toEqual([
      'MODEL_PROVIDER is azure-openai, which needs AZURE_OPENAI_API_KEY and AZURE_OPENAI_ENDPOINT',
    ]);
  });
});
