import type { SafeFetcher, WebSearch } from '@circular/runtime';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';

/** What the brands function is built from; nothing is read from the environment. */
export interface BrandsDeps {
  /** Proposes a brand for strings the table does not know (`needs_review`). Optional. */
  model?: BaseChatModel | undefined;
  /** Lets `discover` propose brands found on the web (`needs_review`). Optional. */
  search?: WebSearch | undefined;
  /** The SSRF-safe fetcher through which the core system's catalogue is read (`service_core_base_url`). */
  fetcher?: Pick<SafeFetcher, 'safeFetch'> | undefined;
}
