import type { BaseChatModel } from '@langchain/core/language_models/chat_models';

/** What the protocol generator is built from; nothing is read from the environment. */
export interface ProtocolGeneratorDeps {
  /** Optional: only categories without a template need it. */
  model?: BaseChatModel | undefined;
}
