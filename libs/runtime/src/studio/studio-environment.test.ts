import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultModelName } from '../model/model-settings.ts';
import { studioEnvironment } from './studio-environment.ts';

describe('studioEnvironment', () => {
  it('reads the model, search, SSRF and data settings the server reads', () => {
    const env = studioEnvironment({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:1/v1',
      OPENAI_MODEL: 'small-model',
      TAVILY_API_KEY: 'tvly-test',
      TAVILY_BASE_URL: 'http://127.0.0.1:2',
      SSRF_ALLOW_CIDRS: ' 10.0.0.0/8, ,192.168.0.0/16 ',
      DATA_DIR: '/var/lib/circular',
    });
    const model = { provider: 'openai', apiKey: 'sk-test', baseUrl: 'http://127.0.0.1:1/v1', model: 'small-model', timeoutMs: undefined };
    expect(env).toEqual({
      models: {
        chat: model,
        id_validator: undefined,
        value_estimation: model,
        translator: model,
        decision: model,
        c2c_descriptor: model,
        c2c_validation: model,
        brands: model,
        protocol_generator: model,
      },
      searchSettings: { apiKey: 'tvly-test', baseUrl: 'http://127.0.0.1:2' },
      allowCidrs: ['10.0.0.0/8', '192.168.0.0/16'],
      databasePath: join('/var/lib/circular', 'circular.db'),
    });
  });

  it('takes empty variables for unset and falls back to the server defaults', () => {
    const env = studioEnvironment({ OPENAI_API_KEY: '', OPENAI_MODEL: '', DATA_DIR: '' });
    expect(env.models.translator).toEqual({ provider: 'openai', apiKey: undefined, baseUrl: undefined, model: defaultModelName, timeoutMs: undefined });
    expect(env.searchSettings).toEqual({ apiKey: undefined, baseUrl: undefined });
    expect(env.allowCidrs).toEqual([]);
    expect(env.databasePath).toBe(join('./data', 'circular.db'));
  });

  it('chooses per-function models as the server does, and refuses a configuration the server would refuse', () => {
    const env = studioEnvironment({ MODEL_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'ak', TRANSLATOR_MODEL: 'claude-sonnet-4-5', ID_DOCUMENTS_LOCAL_ONLY: 'false' });
    expect(env.models.translator).toMatchObject({ provider: 'anthropic', model: 'claude-sonnet-4-5' });
    expect(env.models.id_validator).toMatchObject({ provider: 'anthropic', model: 'claude-haiku-4-5' });
    expect(() => studioEnvironment({ MODEL_PROVIDER: 'anthropic' })).toThrow('MODEL_PROVIDER is anthropic, which needs ANTHROPIC_API_KEY');
  });
});
