import { describeModel, type KeyValueStore } from '@circular/runtime';
import type { Config } from './config.ts';
import type { Dependency, ServedFunction } from './functions.ts';

export interface HealthReport {
  status: 'ok' | 'degraded';
  version: string;
  uptime_seconds: number;
  functions: Record<string, { ready: boolean; needs: Dependency[]; reason?: string }>;
  dependencies: {
    /** The default model as `provider:model`. */
    model: { configured: boolean; model?: string };
    search: { configured: boolean };
    store: { kind: KeyValueStore['kind']; ready: boolean };
  };
}

const missingSetting: Record<Dependency, string> = {
  model: 'no chat model configured (set OPENAI_API_KEY or OPENAI_BASE_URL, or MODEL_PROVIDER and its variables)',
  search: 'no web search configured (set TAVILY_API_KEY)',
};

/**
 * Liveness plus readiness per function: cheap (no outbound calls), so load balancers can poll it.
 * "degraded" means the process is fine but some function lacks a service it needs.
 */
export function healthReport({
  version,
  startedAt,
  now,
  configured,
  hasModel,
  config,
  store,
  functions,
}: {
  version: string;
  startedAt: number;
  now: number;
  configured: Record<Dependency, boolean>;
  /** Whether this function has a chat model (its own `<FUNCTION>_MODEL`, or the default). */
  hasModel: (name: string) => boolean;
  config: Config;
  store: KeyValueStore;
  functions: ServedFunction[];
}): HealthReport {
  const report: HealthReport['functions'] = {};
  for (const fn of functions) {
    const missing = fn.needs.filter((need) => !(need === 'model' ? hasModel(fn.name) : configured[need]));
    report[fn.name] = { ready: missing.length === 0, needs: fn.needs, ...(missing.length ? { reason: missing.map((m) => missingSetting[m]).join('; ') } : {}) };
  }
  return {
    status: Object.values(report).every((fn) => fn.ready) ? 'ok' : 'degraded',
    version,
    uptime_seconds: Math.round((now - startedAt) / 1000),
    functions: report,
    dependencies: {
      model: { configured: configured.model, ...(configured.model ? { model: describeModel(config.model) } : {}) },
      search: { configured: configured.search },
      store: { kind: store.kind, ready: true },
    },
  };
}
