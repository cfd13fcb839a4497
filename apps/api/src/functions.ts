import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { parseBrandsRequest, brands, type BrandsDeps, type BrandsRequest } from '@circular/brands';
import { parseC2cDescriptorRequest, describeListing, type C2cDescriptorDeps, type C2cDescriptorRequest } from '@circular/c2c-descriptor';
import { parseC2cValidationRequest, validateListing, type C2cValidationRequest, type ValidationDeps } from '@circular/c2c-validation';
import { chat, parseChatRequest, withJobSession, type ChatDeps, type ChatRequest } from '@circular/chat';
import { decide, parseDecisionRequest, type DecisionDeps, type DecisionRequest } from '@circular/decision';
import { parseIdValidatorRequest, validateId, type DocumentOcr, type IdValidatorDeps, type IdValidatorRequest } from '@circular/id-validator';
import type { AddressPolicy, KeyedLock, KeyValueStore, SafeFetcher, WebSearch } from '@circular/runtime';
import { generateProtocol, parseProtocolRequest, type ProtocolGeneratorRequest } from '@circular/protocol-generator';
import { parseTranslatorRequest, translate, type TranslatorRequest } from '@circular/translator';
import { estimateValue, parseValueEstimationRequest, type ValueEstimationRequest } from '@circular/value-estimation';
import type { ChatStreamHandler } from './chat-stream.ts';
import type { JobHooks } from './jobs/job-service.ts';
import { withHeaders, type OperationHandler } from './operation.ts';

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
  /** The chat's answer as Server-Sent Events (`Accept: text/event-stream`), reply by reply. */
  streamHandler?: (deps: FunctionDeps) => ChatStreamHandler;
}

/**
 * The chat's deps, the same for its JSON and streamed answers. Sessions live in the checkpointer and
 * turns of a session wait for each other in the session lock (across replicas with DATABASE_URL):
 * state lives only in what deps name. Search (and value estimation's cache) price the offer;
 * without search the offer follows inspection.
 */
function chatDeps({ model, fetcher, checkpointer, sessionLock, search, store }: FunctionDeps): ChatDeps {
  return { model, fetcher, checkpointer, sessionLock, search, cache: store };
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
    handler: (functionDeps) => {
      const deps = chatDeps(functionDeps);
      const { addressPolicy } = functionDeps;
      return async ({ body, signal, callbacks }) => {
        const { sessionId, messages } = await chat(body as ChatRequest, deps, { signal, callbacks, addressPolicy });
        return withHeaders(messages, sessionId === undefined ? {} : { 'X-Session-Id': sessionId });
      };
    },
    streamHandler: (functionDeps) => {
      // The same sessions, lock and offer pricing as the JSON answer: a streamed turn and a JSON one are one conversation.
      const deps = chatDeps(functionDeps);
      const { addressPolicy } = functionDeps;
      return async ({ body, signal, callbacks, onTurnStart, onReply }) =>
        (await chat(body as ChatRequest, deps, { signal, callbacks, addressPolicy, onTurnStart, onReply })).messages;
    },
    jobHooks: ({ addressPolicy }) => ({
      precheck: (body) => void parseChatRequest(body, { addressPolicy }),
      asJob: (body, jobId) => withJobSession(body, jobId),
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
  {
    name: 'protocol_generator',
    operationId: 'generateProtocol',
    // Templates need no model; only categories without one do.
    needs: [],
    handler: ({ model }) => {
      // One deps object per app: the protocol generator caches its compiled graph per deps.
      const deps = { model };
      return ({ body, signal, callbacks }) => generateProtocol(body as ProtocolGeneratorRequest, deps, { signal, callbacks });
    },
    // Whether a category without a template is accepted depends on a model, as in the synchronous call.
    jobHooks: ({ model }) => ({ precheck: (body) => void parseProtocolRequest(body, { modelAvailable: model !== undefined }) }),
  },
  {
    name: 'decision',
    operationId: 'decide',
    // Rules decide; search only fills in absent economics, a model only rewords the summary.
    needs: [],
    handler: ({ model, search, store, now }) => {
      // One deps object per app: decision caches its compiled graph per deps.
      const deps: DecisionDeps = { model, search, cache: store, today: () => new Date(now()) };
      return ({ body, signal, callbacks }) => decide(body as DecisionRequest, deps, { signal, callbacks });
    },
    jobHooks: () => ({ precheck: (body) => void parseDecisionRequest(body) }),
  },
  {
    name: 'brands',
    operationId: 'brands',
    // The table answers without a model or search; they only add proposals to review.
    needs: [],
    handler: ({ model, search, fetcher }) => {
      // One deps object per app: the brands function caches its compiled graph per deps.
      const deps: BrandsDeps = { model, search, fetcher };
      return ({ body, signal, callbacks }) => brands(body as BrandsRequest, deps, { signal, callbacks });
    },
    jobHooks: () => ({ precheck: (body) => void parseBrandsRequest(body) }),
  },
  {
    name: 'c2c_validation',
    operationId: 'validateListing',
    // Rules decide without a model; a model, when configured, reads what rules cannot.
    needs: [],
    handler: ({ model, fetcher }) => {
      // One deps object per app: the validation caches its compiled graph per deps.
      const deps: ValidationDeps = { model, fetcher };
      return ({ body, signal, callbacks }) => validateListing(body as C2cValidationRequest, deps, { signal, callbacks });
    },
    jobHooks: () => ({ precheck: (body) => void parseC2cValidationRequest(body) }),
  },
  {
    name: 'c2c_descriptor',
    operationId: 'describeListing',
    // Templates write the listing without a model; search only adds a price when none is sent.
    needs: [],
    handler: ({ model, search, store, fetcher }) => {
      // One deps object per app: the descriptor caches its compiled graph per deps.
      const deps: C2cDescriptorDeps = { model, fetcher, valueEstimation: { model, search, cache: store } };
      return ({ body, signal, callbacks }) => describeListing(body as C2cDescriptorRequest, deps, { signal, callbacks });
    },
    // parseC2cDescriptorRequest runs the contract's validator first, so the body is a C2cDescriptorRequest or it throws.
    jobHooks: () => ({ precheck: (body) => void parseC2cDescriptorRequest(body as C2cDescriptorRequest) }),
  },
];
