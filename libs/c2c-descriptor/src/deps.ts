import type { SafeFetcher } from '@circular/runtime';
import type { ValueEstimationDeps } from '@circular/value-estimation';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';

/** What the descriptor is built from; nothing is read from the environment. */
export interface C2cDescriptorDeps {
  /**
   * The chat model for the copy (one structured call per listing). Optional: without one the
   * listing is written by templates, which is also what any failed check falls back to.
   */
  model?: BaseChatModel | undefined;
  /** The model that reads labels on photos; `model` by default. */
  visionModel?: BaseChatModel | undefined;
  /** The SSRF-safe fetcher for image URLs; a default one (no private addresses) when absent. */
  fetcher?: SafeFetcher | undefined;
  /**
   * The value estimation function's deps: with `search` set, a request without figures or a wish
   * price gets a price estimated from marketplace listings (`estimate_price`, default true).
   */
  valueEstimation?: ValueEstimationDeps | undefined;
  /** Cap on each decoded photo. Default 10 MB. */
  maxImageBytes?: number | undefined;
}

export const c2cDescriptorDefaults = { maxImageBytes: 10 * 1024 * 1024 } as const;
