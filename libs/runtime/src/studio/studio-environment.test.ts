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
    expect(env).toEqual({
      modelSettings: { apiKey: 'sk-test', baseUrl: 'http://127.0.0.1:1/v1', model: 'small-model' },
      searchSettings: { apiKey: 'tvly-test', baseUrl: 'http://127.0.0.1:2' },
      allowCidrs: ['10.0.0.0/8', '192.168.0.0/16'],
      databasePath: join('/var/lib/circular', 'circular.db'),
    });
  });

  it('takes empty variables for unset and falls back to the server defaults', () => {
    const env = studioEnvironment({ OPENAI_API_KEY: '', OPENAI_MODEL: '', DATA_DIR: '' });
    expect(env.modelSettings).toEqual({ apiKey: undefined, baseUrl: undefined, model: defaultModelName });
    expect(env.searchSettings).toEqual({ apiKey: undefined, baseUrl: undefined });
    expect(env.allowCidrs).toEqual([]);
    expect(env.databasePath).toBe(join('./data', 'circular.db'));
  });
});
