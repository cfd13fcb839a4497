import { describeModel } from '@circular/runtime/light';
import type { Config } from './config.ts';
import type { Dependency, ServedFunction } from './functions.ts';
import type { RateLimitHealth, StoreHealth } from './backends.ts';

export interface HealthReport {
  status: 'ok' | 'degraded' | 'draining';
  version: string;
  uptime_seconds: number;
  functions: Record<string, { ready: boolean; needs: Dependency[]; reason?: string }>;
  dependencies: {
    /** The default model as `provider:model`. */
    model: { configured: boolean; model?: string };
    search: { configured: boolean };
    store: StoreHealth;
    rate_limits: RateLimitHealth;
  };
}

/** What the process knows about its backing services, asked on each probe (no outbound call). */
export interface BackingState {
  store(): StoreHealth;
  rateLimits(): RateLimitHealth;
}

/** Turns readiness off for good once the process starts to stop (SIGTERM). */
export class Lifecycle {
  #draining = false;

  get draining(): boolean {
    return this.#draining;
  }

  drain(): void {
    this.#draining = true;
  }
}

/**
 * The functions still doing their first-call work after start (`WARM_UP`): the replica reports not
 * ready until none is left, so a load balancer sends it traffic only once no request would wait
 * for that work.
 */
export class Warming {
  readonly #pending = new Set<string>();

  get pending(): ReadonlySet<string> {
    return this.#pending;
  }

  begin(names: Iterable<string>): void {
    for (const name of names) this.#pending.add(name);
  }

  end(name: string): void {
    this.#pending.delete(name);
  }
}

const warmingReason = 'warming up: its first-call work (compiling, indexing) is being done before traffic';

const missingSetting: Record<Dependency, string> = {
  model: 'no chat model configured (set OPENAI_API_KEY or OPENAI_BASE_URL, or MODEL_PROVIDER and its variables)',
  search: 'no web search configured (set TAVILY_API_KEY)',
};

/**
 * Why this replica should not receive traffic now; empty when it should. Only what a restart or
 * another replica could change counts: a missing model is a setting, reported by `/health`.
 */
export function notReadyReasons({ backing, lifecycle, warming }: { backing: BackingState; lifecycle: Lifecycle; warming?: Warming | undefined }): string[] {
  const reasons: string[] = [];
  if (lifecycle.draining) reasons.push('draining: the process is stopping (SIGTERM)');
  if (warming && warming.pending.size > 0) reasons.push(`warming up: ${[...warming.pending].join(', ')} (first-call work after start; WARM_UP=false skips it)`);
  const store = backing.store();
  if (!store.ready) reasons.push(`the store (${store.kind}) is not ready: ${store.reason ?? 'unknown'}`);
  return reasons;
}

/**
 * The summary for people and dashboards: readiness per function and the state of every backing
 * service. Cheap (no outbound calls), so it can be polled.
 */
export function healthReport({
  version,
  startedAt,
  now,
  configured,
  hasModel,
  loadFailure,
  config,
  backing,
  lifecycle,
  warming,
  functions,
}: {
  version: string;
  startedAt: number;
  now: number;
  configured: Record<Dependency, boolean>;
  /** Whether this function has a chat model (its own `<FUNCTION>_MODEL`, or the default). */
  hasModel: (name: string) => boolean;
  /** Why this function's library could not be loaded, while its last attempt failed (libraries load on first use). */
  loadFailure: (name: string) => string | undefined;
  config: Config;
  backing: BackingState;
  lifecycle: Lifecycle;
  /** The functions still warming up after start; none when omitted. */
  warming?: Warming | undefined;
  functions: ServedFunction[];
}): HealthReport {
  const report: HealthReport['functions'] = {};
  for (const fn of functions) {
    const missing = fn.needs.filter((need) => !(need === 'model' ? hasModel(fn.name) : configured[need]));
    const failure = loadFailure(fn.name);
    const reasons = [
      ...missing.map((m) => missingSetting[m]),
      ...(failure === undefined ? [] : [`its code could not be loaded (${failure}); the next request tries again`]),
      ...(warming?.pending.has(fn.name) ? [warmingReason] : []),
    ];
    report[fn.name] = { ready: reasons.length === 0, needs: fn.needs, ...(reasons.length ? { reason: reasons.join('; ') } : {}) };
  }
  const store = backing.store();
  const allReady = store.ready && Object.values(report).every((fn) => fn.ready);
  return {
    status: lifecycle.draining ? 'draining' : allReady ? 'ok' : 'degraded',
    version,
    uptime_seconds: Math.round((now - startedAt) / 1000),
    functions: report,
    dependencies: {
      model: { configured: configured.model, ...(configured.model ? { model: describeModel(config.model) } : {}) },
      search: { configured: configured.search },
      store,
      rate_limits: backing.rateLimits(),
    },
  };
}
