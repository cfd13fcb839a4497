import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { DeviceBlacklist } from './blacklist.ts';

/** What the protocol generator is built from; nothing is read from the environment. */
export interface ProtocolGeneratorDeps {
  /** Optional: only categories without a template need it. */
  model?: BaseChatModel | undefined;
  /** A lost-or-stolen register for `lookUpDevice`; none by default (`notCheckedBlacklist`, no network call). */
  blacklist?: DeviceBlacklist | undefined;
}
