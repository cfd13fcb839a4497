import type { ChatRequest } from './chat-request.ts';
import type { Usage } from './token-estimate.ts';

export type FinishReason = 'stop' | 'length' | 'tool_calls' | 'content_filter';

/**
 * What the stub model answers. `content` as an object is sent as JSON text (JSON-schema mode),
 * or, when the request forces a tool and no `toolCalls` are given, as that tool's arguments, so
 * one rule serves every `withStructuredOutput` method. Missing fields fall back to the
 * schema-driven or plain-text reply; `usage` overrides the estimate field by field.
 */
export interface StubReply {
  content?: string | object;
  toolCalls?: { name: string; arguments: string | object }[];
  finishReason?: FinishReason;
  usage?: Partial<Usage>;
}

/** A scripted reply: the first rule whose `match` accepts the request answers it. */
export interface Rule {
  /** Shown in recorded requests (`rule`) so tests can tell which rule answered. */
  name?: string;
  match: (request: ChatRequest) => boolean;
  reply: StubReply | ((request: ChatRequest) => StubReply | Promise<StubReply>);
  /** Answer this many requests, then stand aside. Unlimited when absent. */
  times?: number;
}

interface Entry {
  rule: Rule;
  remaining: number;
}

/** Rules in order, with use counts; `reset` brings back the initial rules at full count. */
export class RuleBook {
  private readonly initial: readonly Rule[];
  private entries: Entry[] = [];

  constructor(rules: readonly Rule[]) {
    this.initial = rules;
    this.reset();
  }

  add(rule: Rule): void {
    this.entries.push({ rule, remaining: rule.times ?? Infinity });
  }

  /** The first rule that matches and still has uses left; using it counts against `times`. */
  take(request: ChatRequest): { rule: Rule; label: string } | undefined {
    const index = this.entries.findIndex((entry) => entry.remaining > 0 && entry.rule.match(request));
    const entry = this.entries[index];
    if (!entry) return undefined;
    entry.remaining -= 1;
    return { rule: entry.rule, label: entry.rule.name ?? `#${index}` };
  }

  reset(): void {
    this.entries = [];
    for (const rule of this.initial) this.add(rule);
  }
}
