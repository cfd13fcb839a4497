import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { chat, parseChatRequest, type ChatDeps, type ChatRequest } from '@circular/chat';
import { parseIdValidatorRequest, validateId, type DocumentOcr, type IdValidatorDeps, type IdValidatorRequest } from '@circular/id-validator';
import type { AddressPolicy, KeyedLock, KeyValueStore, SafeFetcher, WebSearch } from '@circular/runtime';
import { parseTranslatorRequest, translate, type TranslatorRequest } from '@circular/translator';
import { estimateValue, parseValueEstimationRequest, type ValueEstimationRequest } from '@circular/value-estimation';
import type { JobHooks } from './jobs/job-service.ts';
import { withHeaders, type OperationContext, type OperationHandler } from './operation.ts';

export type Dependency = 'model' | 'search';

/** What the functions are given; built once per app from configuration. */
export interface FunctionDeps {
  model: BaseChatModel | undefined;
  store: KeyValueStore;
  /** Web search; absent when TAVILY_API_KEY is not set. */
  search: WebSearch | undefined;
  /** The SSRF-safe fetcher for URLs from requests (SSRF_ALLOW_CIDRS), and its address policy. */
  fetcher: SafeFetcher;
  addressPolicy: AddressPolicy;
  /** Where chat sessions are kept between turns. */
  checkpointer: NonNullable<ChatDeps['checkpointer']>;
  /** The ID validator's OCR pools, one per app. */
  ocr: DocumentOcr;
  /** The app's clock (epoch ms): the ID validator judges expiry by its date. */
  now: () => number;
  /** Holds a chat session's turns one at a time across replicas (DATABASE_URL); absent on one process. */
  sessionLock?: KeyedLock | undefined;
}

export interface ServedFunction {
  name: string;
  operationId: string;
  /** Services without which the function cannot do its work (reported by /health). */
  needs: Dependency[];
  handler: (deps: FunctionDeps) => OperationHandler;
  /** How the function runs as an asynchronous job (`callback_url`): its library's checks before the 202. */
  jobHooks?: (deps: FunctionDeps) => JobHooks;
}

/**
 * The route table: each contract operation mapped to its library function. No domain logic lives
 * here; a function's rules belong in its library.
 */
export const servedFunctions: ServedFunction[] = [
  {
    name: 'chat',
    operationId: 'chat',
    // The model is optional: without one the chat runs on keywords and buttons.
    needs: [],
    handler: ({ model, fetcher, addressPolicy, checkpointer, sessionLock }) => {
      // One deps object per app: the chat caches its compiled graph and session locks per deps.
      const deps: ChatDeps = { model, fetcher, checkpointer };
      const turn = async (request: ChatRequest, signal: AbortSignal, callbacks: OperationContext['callbacks']) => {
        const { sessionId, messages } = await chat(request, deps, { signal, callbacks, addressPolicy });
        return withHeaders(messages, sessionId === undefined ? {} : { 'X-Session-Id': sessionId });
      };
      return ({ body, signal, callbacks }) => {
        const request = body as ChatRequest;
        // Across replicas the chat's in-process session lock is not enough: turns of a session that
        // land on different replicas wait for each other here. A first turn has no state to guard.
        // (Until ChatDeps takes a sessionLock itself, the lock is held around the whole turn.)
        return sessionLock && request.session_id !== undefined
          ? sessionLock.run(`chat:${request.session_id}`, () => turn(request, signal, callbacks))
          : turn(request, signal, callbacks);
      };
    },
    jobHooks: ({ addressPolicy }) => ({
      precheck: (body) => void parseChatRequest(body, { addressPolicy }),
      // A first turn gets its session id now, so a run repeated after a crash continues the same
      // session (and its idempotency keys) instead of opening another.
      asJob: (body, jobId) => (body['session_id'] === undefined && body['conversation'] !== false ? { ...body, session_id: jobId } : body),
    }),
  },
  {
    name: 'translator',
    operationId: 'translate',
    needs: ['model'],
    handler: ({ model, store }) => {
      // One deps object per app: the translator caches its compiled graph per deps.
      const deps = { model, memory: store };
      return ({ body, signal, callbacks }) => translate(body as TranslatorRequest, deps, { signal, callbacks });
    },
    jobHooks: () => ({ precheck: (body) => void parseTranslatorRequest(body) }),
  },
  {
    name: 'id_validator',
    operationId: 'validateId',
    // Reads documents offline; a model, when configured, is only a second reader.
    needs: [],
    handler: ({ model, fetcher, ocr, now }) => {
      // One deps object per app: the ID validator caches its compiled graph per deps.
      const deps: IdValidatorDeps = { model, fetcher, ocr, today: () => new Date(now()) };
      return ({ body, signal, callbacks }) => validateId(body as IdValidatorRequest, deps, { signal, callbacks });
    },
    jobHooks: () => ({ precheck: (body) => void parseIdValidatorRequest(body) }),
  },
  {
    name: 'value_estimation',
    operationId: 'estimateValue',
    // The model is optional: without one, rules read the prices and write the description.
    needs: ['search'],
    handler: ({ model, store, search }) => {
      // One deps object per app: value estimation caches its compiled graph per deps.
      const deps = { model, search, cache: store };
      return ({ body, signal, callbacks }) => estimateValue(body as ValueEstimationRequest, deps, { signal, callbacks });
    },
    jobHooks: () => ({ precheck: (body) => void parseValueEstimationRequest(body) }),
  },
];
