import type { SafeFetcher } from '@circular/runtime';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';

/** What the C2C validation is built from; nothing is read from the environment. */
export interface ValidationDeps {
  /** Reads what rules cannot; optional: without it the rules alone decide. */
  model?: BaseChatModel | undefined;
  /**
   * The SSRF-safe fetcher through which the listing's image URLs are read, for the photo checks
   * and the model. Without it only data URLs are measured and shown.
   */
  fetcher?: SafeFetcher | undefined;
  /** Most photos shown to the model per listing. Default 4. */
  maxImages?: number | undefined;
}
