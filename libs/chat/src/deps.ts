import type { KeyedLock, KeyValueStore, SafeFetcher, WebSearch } from '@circular/runtime';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { BaseCheckpointSaver } from '@langchain/langgraph';
import type { CoreSystemClientOptions } from './core-system/index.ts';

/** What the chat is built from; nothing is read from the environment. */
export interface ChatDeps {
  /**
   * The chat model. Optional: without one the chat works from keywords and buttons; with one it
   * also understands free text, at most one structured call per turn.
   */
  model?: BaseChatModel | undefined;
  /** The SSRF-safe fetcher every call to the core and submission systems and every image goes through. */
  fetcher: SafeFetcher;
  /**
   * Where sessions are kept between turns (the embedded `SqliteCheckpointSaver` in the server).
   * When absent, one in-memory checkpointer shared by the whole process: sessions then end with it.
   */
  checkpointer?: BaseCheckpointSaver | undefined;
  /**
   * Runs one turn per session at a time, so a repeated request never advances a session twice.
   * When absent, one in-process lock shared by the whole process; replicas sharing a checkpointer
   * need a lock they share too (e.g. PostgreSQL advisory locks).
   */
  sessionLock?: KeyedLock | undefined;
  /**
   * Web search, for the offer made after the protocol questions (value estimation's comparables).
   * Optional: without it the seller is told an offer will follow inspection.
   */
  search?: WebSearch | undefined;
  /** Where the offer's searches are cached (value estimation's cache), so a repeated item costs no search. */
  cache?: KeyValueStore | undefined;
  /** Timeouts and retries of the core-system client. */
  coreSystem?: Pick<CoreSystemClientOptions, 'timeoutMs' | 'maxRetries' | 'initialRetryDelayMs' | 'maxRetryDelayMs'> | undefined;
  /** Ids for new sessions; random UUIDs by default. */
  newSessionId?: (() => string) | undefined;
}
