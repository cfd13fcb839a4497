import { join } from 'node:path';
import { defaultModelName, type ModelSettings } from '../model/model-settings.ts';
import type { SearchSettings } from '../search/web-search.ts';

/** What a library's LangGraph Studio entry builds its graph from, read once from the environment. */
export interface StudioEnvironment {
  /** OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL (the default model when unset). */
  modelSettings: ModelSettings;
  /** TAVILY_API_KEY, TAVILY_BASE_URL. */
  searchSettings: SearchSettings;
  /** SSRF_ALLOW_CIDRS, comma-separated: private ranges the SSRF filter lets through. */
  allowCidrs: string[];
  /** The server's embedded SQLite file under DATA_DIR (`./data` when unset), shared with Studio. */
  databasePath: string;
}

/**
 * The environment variables the server reads, with the server's defaults, so each library's
 * `studio.ts` builds its graph the way the server does; an empty variable counts as unset. Only
 * Studio entries call it: nothing inside a graph reads the environment.
 */
export function studioEnvironment(env: Readonly<Record<string, string | undefined>> = process.env): StudioEnvironment {
  const value = (name: string) => env[name] || undefined;
  return {
    modelSettings: { apiKey: value('OPENAI_API_KEY'), baseUrl: value('OPENAI_BASE_URL'), model: value('OPENAI_MODEL') ?? defaultModelName },
    searchSettings: { apiKey: value('TAVILY_API_KEY'), baseUrl: value('TAVILY_BASE_URL') },
    allowCidrs: (env['SSRF_ALLOW_CIDRS'] ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    databasePath: join(value('DATA_DIR') ?? './data', 'circular.db'),
  };
}
