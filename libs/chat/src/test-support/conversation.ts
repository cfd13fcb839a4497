import type { ChatMessage, ChatReply } from '@circular/contract';
import { chat, type ChatOptions } from '../chat.ts';
import type { ChatDeps } from '../deps.ts';

/**
 * A seller talking to `chat()`: keeps the session id and the history, and sends the whole history
 * each turn as Deep Chat does (or only the new message, like a curl user, with `sendHistory: false`).
 */
export class Conversation {
  sessionId: string | undefined;
  readonly history: ChatMessage[] = [];
  readonly #deps: ChatDeps;
  readonly #request: { language: string; service_core_base_url: string; service_submission_base_url: string; service_core_context?: string };
  readonly #sendHistory: boolean;
  readonly #options: ChatOptions;

  constructor({
    deps,
    coreUrl,
    submissionUrl,
    language = 'PT-PT',
    sendHistory = true,
    sessionId,
    serviceCoreContext,
    options = {},
  }: {
    deps: ChatDeps;
    coreUrl: string;
    submissionUrl: string;
    language?: string;
    sendHistory?: boolean;
    sessionId?: string;
    serviceCoreContext?: string;
    options?: ChatOptions;
  }) {
    this.#deps = deps;
    this.#request = {
      language,
      service_core_base_url: coreUrl,
      service_submission_base_url: submissionUrl,
      ...(serviceCoreContext ? { service_core_context: serviceCoreContext } : {}),
    };
    this.#sendHistory = sendHistory;
    this.sessionId = sessionId;
    this.#options = options;
  }

  /** The request this turn would send. */
  request(text: string, images: string[] = []) {
    const message: ChatMessage = { role: 'user', text };
    return {
      ...this.#request,
      messages: this.#sendHistory ? [...this.history, message] : [message],
      ...(images.length > 0 ? { images } : {}),
      ...(this.sessionId ? { session_id: this.sessionId } : {}),
    };
  }

  /** Says `text` and returns the replies' texts joined, the way a reader sees them. */
  async say(text: string, images: string[] = []): Promise<string> {
    return (await this.turn(text, images)).map((reply) => reply.text).join('\n---\n');
  }

  async turn(text: string, images: string[] = []): Promise<ChatReply[]> {
    const result = await chat(this.request(text, images), this.#deps, this.#options);
    this.sessionId = result.sessionId;
    this.history.push({ role: 'user', text }, ...result.messages.map((reply) => ({ role: reply.role, text: reply.text })));
    return result.messages;
  }
}

/** A 1×1 PNG as a data URL: a photo answer. */
export const tinyPng = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
