import type { KeyValueStore, WebSearch } from '@circular/runtime';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { DecisionRules } from './rules/decision-rules.ts';

/** What decision is built from; nothing is read from the environment. */
export interface DecisionDeps {
  /** Optional: only rewords the summary, checked to keep every number. */
  model?: BaseChatModel | undefined;
  /** Optional: when economics are absent, value estimation searches for them. */
  search?: WebSearch | undefined;
  /** Value estimation's search cache. */
  cache?: KeyValueStore | undefined;
  /** The clock: the textile rule depends on the date. Defaults to the system clock. */
  today?: (() => Date) | undefined;
  /** Thresholds and tables overriding the documented defaults. */
  rules?: Partial<DecisionRules> | undefined;
}

export type { DecisionRules };
