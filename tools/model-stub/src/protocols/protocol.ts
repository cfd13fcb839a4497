import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { Answer } from '../answer.ts';
import type { ChatRequest } from '../chat-request.ts';
import type { CompletionMeta } from '../completion.ts';

/** The failures every protocol reports in its own error shape. */
export type ProtocolError = 'bad-request' | 'unauthorized' | 'rate-limited' | 'server-error';

/**
 * One vendor's chat API as the stub speaks it: requests are read into the OpenAI-shaped
 * `ChatRequest` the rules match on, and answers written back in the vendor's own shape, so the
 * vendor's real client (ChatAnthropic, ChatOllama…) runs against the same rules and faults.
 */
export interface ChatProtocol {
  name: string;
  /** The request as a ChatRequest, or a message saying why it is not one. */
  read(body: unknown, path: string): ChatRequest | string;
  /** The credential in the `Bearer <key>` form the stub's controls check; null for an API without keys. */
  credential(headers: IncomingHttpHeaders): string | undefined | null;
  answer(response: ServerResponse, answer: Answer, meta: CompletionMeta, request: ChatRequest): void;
  fail(response: ServerResponse, error: ProtocolError, message: string, headers?: Record<string, string>): void;
}
