import { join } from 'node:path';
import { readModelEnvironment, type ModelFunction } from '../model/model-environment.ts';
import type { ModelSettings } from '../model/model-settings.ts';
import type { SearchSettings } from '../search/web-search.ts';

/** What a library's LangGraph Studio entry builds its graph from, read once from the environment. */
export interface StudioEnvironment {
  /**
   * The model each function calls, as the server chooses it: MODEL_PROVIDER and the provider's
   * variables, `<FUNCTION>_MODEL` overrides, none for the ID validator while ID_DOCUMENTS_LOCAL_ONLY.
   */
  models: Record<ModelFunction, ModelSettings | undefined>;
  /** TAVILY_API_KEY, TAVILY_BASE_URL. */
  searchSettings: SearchSettings;
  /** SSRF_ALLOW_CIDRS, comma-separated: private ranges the SSRF filter lets through. */
  allowCidrs: string[];
  /** The server's embedded SQLite file under DATA_DIR (`./data` when unset), shared with Studio. */
  databasePath: string;
}

/**
 * The environment variables the server reads, with the server's defaults, so each library's
 * `studio.ts` builds its graph the way the server does; an empty variable counts as unset, and a
 * model configuration the server would refuse throws naming the variables. Only
 * Studio entries call it: nothing inside a graph reads the environment.
 */
export function studioEnvironment(env: Readonly<Record<string, string | undefined>> = process.env): StudioEnvironment {
  const value = (name: string) => env[name] || undefined;
  const { environment, problems } = readModelEnvironment(env);
  // A graph that would silently run without the model its operator chose is worse than none.
  if (problems.length > 0) throw new Error(`Invalid model configuration: ${problems.join('; ')}`);
  return {
    models: environment.forFunction,
    searchSettings: { apiKey: value('TAVILY_API_KEY'), baseUrl: value('TAVILY_BASE_URL') },
    allowCidrs: (env['SSRF_ALLOW_CIDRS'] ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    databasePath: join(value('DATA_DIR') ?? './data', 'circular.db'),
  };
}
