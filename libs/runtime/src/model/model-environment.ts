import {
  defaultAzureApiVersion,
  defaultModelNames,
  isModelConfigured,
  modelProviders,
  ollamaBaseUrl,
  type ModelProvider,
  type ModelSettings,
} from './model-settings.ts';

/** The functions whose model can be chosen apart (`TRANSLATOR_MODEL`, `ID_VALIDATOR_MODEL`…). */
export const modelFunctions = [
  'chat',
  'id_validator',
  'value_estimation',
  'translator',
  'decision',
  'c2c_descriptor',
  'c2c_validation',
  'brands',
  'protocol_generator',
] as const;
export type ModelFunction = (typeof modelFunctions)[number];

/** The chat models configured for the service: a default, and each function's own. */
export interface ModelEnvironment {
  /** The default model: `MODEL_PROVIDER` (`openai` when unset) and that provider's variables. */
  settings: ModelSettings;
  /**
   * The model each function calls: its `<FUNCTION>_MODEL` override, else the default. Undefined
   * where no model may be called: the ID validator while `ID_DOCUMENTS_LOCAL_ONLY` is true.
   */
  forFunction: Record<ModelFunction, ModelSettings | undefined>;
  /** `ID_DOCUMENTS_LOCAL_ONLY` (default true): identity-document images never leave the process. */
  idDocumentsLocalOnly: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

/** What each provider reads from the environment: key, location and model name. */
function providerSettings(provider: ModelProvider, env: Env, timeoutMs: number | undefined): ModelSettings {
  const value = (name: string) => env[name]?.trim() || undefined;
  const common = { provider, timeoutMs };
  // A location that is not an http(s) URL is reported by readModelEnvironment and left unset here.
  const location = (name: string) => {
    const raw = value(name);
    return raw !== undefined && isHttpUrl(raw) ? raw.replace(/\/+$/, '') : undefined;
  };
  switch (provider) {
    case 'openai':
      return { ...common, apiKey: value('OPENAI_API_KEY'), baseUrl: location('OPENAI_BASE_URL'), model: value('OPENAI_MODEL') ?? defaultModelNames.openai };
    case 'azure-openai':
      return {
        ...common,
        apiKey: value('AZURE_OPENAI_API_KEY'),
        baseUrl: location('AZURE_OPENAI_ENDPOINT'),
        model: value('AZURE_OPENAI_DEPLOYMENT') ?? defaultModelNames['azure-openai'],
        apiVersion: value('AZURE_OPENAI_API_VERSION') ?? defaultAzureApiVersion,
      };
    case 'anthropic':
      return { ...common, apiKey: value('ANTHROPIC_API_KEY'), baseUrl: location('ANTHROPIC_BASE_URL'), model: value('ANTHROPIC_MODEL') ?? defaultModelNames.anthropic };
    case 'ollama':
      return { ...common, baseUrl: location('OLLAMA_BASE_URL') ?? ollamaBaseUrl, model: value('OLLAMA_MODEL') ?? defaultModelNames.ollama };
  }
}

/** The variables a provider needs before it can be called, for messages naming them. */
const providerNeeds: Record<ModelProvider, string> = {
  openai: 'OPENAI_API_KEY (or OPENAI_BASE_URL for a self-hosted server)',
  'azure-openai': 'AZURE_OPENAI_API_KEY and AZURE_OPENAI_ENDPOINT',
  anthropic: 'ANTHROPIC_API_KEY',
  ollama: 'nothing',
};

const urlVariables = ['OPENAI_BASE_URL', 'AZURE_OPENAI_ENDPOINT', 'ANTHROPIC_BASE_URL', 'OLLAMA_BASE_URL'];

function isHttpUrl(raw: string): boolean {
  try {
    const { protocol } = new URL(raw);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function isProvider(value: string): value is ModelProvider {
  return (modelProviders as readonly string[]).includes(value);
}

/**
 * `<FUNCTION>_MODEL` is `provider:model` or a model name for the default provider. Model names may
 * hold colons themselves (Ollama's `llama3.1:8b`), so only a known provider counts as a prefix.
 */
export function parseModelChoice(value: string, defaultProvider: ModelProvider): { provider: ModelProvider; model: string } {
  const colon = value.indexOf(':');
  const prefix = colon > 0 ? value.slice(0, colon) : '';
  if (isProvider(prefix) && colon < value.length - 1) return { provider: prefix, model: value.slice(colon + 1) };
  return { provider: defaultProvider, model: value };
}

/**
 * Reads the chat-model configuration from environment variables (an empty one counts as unset):
 * `MODEL_PROVIDER`, each provider's variables, `<FUNCTION>_MODEL` overrides and
 * `ID_DOCUMENTS_LOCAL_ONLY`. Returns the problems instead of throwing, so the server can report
 * them with its others, each naming its variable.
 */
export function readModelEnvironment(env: Env, { timeoutMs }: { timeoutMs?: number | undefined } = {}): { environment: ModelEnvironment; problems: string[] } {
  const problems: string[] = [];
  const value = (name: string) => env[name]?.trim() || undefined;

  for (const name of urlVariables) {
    const raw = value(name);
    if (raw !== undefined && !isHttpUrl(raw)) problems.push(`${name} must be an http(s) URL (got "${raw}")`);
  }

  const providerName = value('MODEL_PROVIDER')?.toLowerCase() ?? 'openai';
  const defaultProvider: ModelProvider = isProvider(providerName) ? providerName : 'openai';
  if (!isProvider(providerName)) problems.push(`MODEL_PROVIDER must be one of ${modelProviders.join(', ')} (got "${providerName}")`);
  const settings = providerSettings(defaultProvider, env, timeoutMs);
  if (value('MODEL_PROVIDER') !== undefined && isProvider(providerName) && !isModelConfigured(settings)) {
    problems.push(`MODEL_PROVIDER is ${defaultProvider}, which needs ${providerNeeds[defaultProvider]}`);
  }

  const localOnly = value('ID_DOCUMENTS_LOCAL_ONLY')?.toLowerCase() ?? 'true';
  if (!['true', 'false', '1', '0'].includes(localOnly)) problems.push(`ID_DOCUMENTS_LOCAL_ONLY must be true or false (got "${localOnly}")`);
  const idDocumentsLocalOnly = localOnly !== 'false' && localOnly !== '0';

  const forFunction = {} as Record<ModelFunction, ModelSettings | undefined>;
  for (const fn of modelFunctions) {
    const variable = `${fn.toUpperCase()}_MODEL`;
    const choice = value(variable);
    if (fn === 'id_validator' && idDocumentsLocalOnly) {
      if (choice !== undefined) problems.push(`${variable} is set, but ID_DOCUMENTS_LOCAL_ONLY is true (the default): identity documents are never sent to a model until it is set to false`);
      forFunction[fn] = undefined;
      continue;
    }
    let chosen: ModelSettings = settings;
    if (choice !== undefined) {
      const { provider, model } = parseModelChoice(choice, defaultProvider);
      chosen = { ...providerSettings(provider, env, timeoutMs), model };
      if (!isModelConfigured(chosen)) problems.push(`${variable} names ${provider}, which needs ${providerNeeds[provider]}`);
    }
    forFunction[fn] = chosen;
  }
  return { environment: { settings, forFunction, idDocumentsLocalOnly }, problems };
}
