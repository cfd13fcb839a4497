import type { BaseChatModel } from '@langchain/core/language_models/chat_models';

/** What the C2C validation is built from; nothing is read from the environment. */
export interface ValidationDeps {
  /** Reads what rules cannot; optional: without it the rules alone decide. */
  model?: BaseChatModel | undefined;
}
