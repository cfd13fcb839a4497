import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { BrandsDeps, BrandsRequest } from '@circular/brands';
import type { C2cDescriptorDeps, C2cDescriptorRequest } from '@circular/c2c-descriptor';
import type { C2cValidationRequest, ValidationDeps } from '@circular/c2c-validation';
import type { ChatDeps, ChatRequest } from '@circular/chat';
import type { DecisionDeps, DecisionRequest } from '@circular/decision';
import type { DocumentOcr, IdValidatorDeps, IdValidatorRequest } from '@circular/id-validator';
import type { AddressPolicy, KeyedLock, KeyValueStore, SafeFetcher, WebSearch } from '@circular/runtime/light';
import type { ProtocolGeneratorRequest } from '@circular/protocol-generator';
import type { TranslatorRequest } from '@circular/translator';
import type { ValueEstimationRequest } from '@circular/value-estimation';
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
  /**
   * The ID validator's OCR pools, owned by the caller; when absent the ID validator makes its own
   * once its library is loaded, and `close` of its handlers ends them.
   */
  ocr: DocumentOcr | undefined;
  /** Pages the ID validator's own OCR (made when `ocr` is absent) reads at once; its default when absent. */
  idPagesAtOnce?: number | undefined;
  /** The app's clock (epoch ms): the ID validator judges expiry by its date. */
  now: () => number;
  /** Holds a chat session's turns one at a time across replicas (DATABASE_URL); absent on one process. */
  sessionLock?: KeyedLock | undefined;
}

/** What a function serves, built from its library for one app. */
export interface FunctionHandlers {
  handler: OperationHandler;
  /** How the function runs as an asynchronous job (`callback_url`): its library's checks before the 202. */
  jobHooks?: JobHooks;
  /** The chat's answer as Server-Sent Events (`Accept: text/event-stream`), reply by reply. */
  streamHandler?: ChatStreamHandler;
  /** Ends what the handlers started themselves (the ID validator's own OCR workers). */
  close?: () => Promise<void>;
}

export interface ServedFunction {
  name: string;
  operationId: string;
  /** Services without which the function cannot do its work (reported by /health). */
  needs: Dependency[];
  /** Whether the route also answers `Accept: text/event-stream` (its handlers then have `streamHandler`). */
  streams?: boolean;
  /**
   * Whether the handler refuses a bad body itself, before any work, with the contract's validator
   * (the library's `parse<Name>Request`, through `assertValidRequest`): the same InvalidRequestError,
   * pointers and messages the route's own check gives. The route then leaves the check to it, so a
   * body is validated once per request; a function without it is checked by the route first.
   */
  checksRequest?: boolean;
  /**
   * Imports the function's library and returns how to build its handlers from the app's deps.
   * Called on the route's first request, not at start-up: a process imports only the libraries
   * (LangGraph, model clients, OCR, tables) of the functions it is asked for.
   */
  load: () => Promise<(deps: FunctionDeps) => FunctionHandlers>;
  /**
   * The first-call work of the function that no request needs to pay (compiling its patterns,
   * indexing its tables), done after start when `WARM_UP` is on, once its library is loaded, in
   * steps that let the event loop turn. Only functions that need no model have it: their first
   * request would otherwise wait for it, as would every request queued behind it.
   */
  warm?: () => Promise<void>;
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
 * here; a function's rules belong in its library. Each library's compiled graph is cached per deps
 * object, so the handlers build one deps object per app.
 */
export const servedFunctions: ServedFunction[] = [
  {
    name: 'chat',
    operationId: 'chat',
    // The model is optional: without one the chat runs on keywords and buttons.
    checksRequest: true,
    needs: [],
    streams: true,
    load: async () => {
      const { chat, parseChatRequest, withJobSession } = await import('@circular/chat');
      return (functionDeps) => {
        // The same sessions, lock and offer pricing for the JSON and streamed answers: one conversation.
        const deps = chatDeps(functionDeps);
        const { addressPolicy } = functionDeps;
        return {
          handler: async ({ body, signal, callbacks }) => {
            const { sessionId, messages } = await chat(body as ChatRequest, deps, { signal, callbacks, addressPolicy });
            return withHeaders(messages, sessionId === undefined ? {} : { 'X-Session-Id': sessionId });
          },
          streamHandler: async ({ body, signal, callbacks, onTurnStart, onReply }) =>
            (await chat(body as ChatRequest, deps, { signal, callbacks, addressPolicy, onTurnStart, onReply })).messages,
          jobHooks: {
            precheck: (body) => void parseChatRequest(body, { addressPolicy }),
            asJob: (body, jobId) => withJobSession(body, jobId),
          },
        };
      };
    },
  },
  {
    name: 'translator',
    operationId: 'translate',
    checksRequest: true,
    needs: ['model'],
    load: async () => {
      const { parseTranslatorRequest, translate } = await import('@circular/translator');
      return ({ model, store }) => {
        const deps = { model, memory: store };
        return {
          handler: ({ body, signal, callbacks }) => translate(body as TranslatorRequest, deps, { signal, callbacks }),
          jobHooks: { precheck: (body) => void parseTranslatorRequest(body) },
        };
      };
    },
  },
  {
    name: 'id_validator',
    operationId: 'validateId',
    // Reads documents offline; a model, when configured, is only a second reader.
    checksRequest: true,
    needs: [],
    load: async () => {
      const { createDocumentOcr, parseIdValidatorRequest, validateId } = await import('@circular/id-validator');
      return ({ model, fetcher, ocr, idPagesAtOnce, now }) => {
        // Workers start on first use, so making the pools here costs nothing until a document comes.
        const documentOcr = ocr ?? createDocumentOcr(idPagesAtOnce === undefined ? {} : { pagesAtOnce: idPagesAtOnce });
        const deps: IdValidatorDeps = { model, fetcher, ocr: documentOcr, today: () => new Date(now()) };
        return {
          handler: ({ body, signal, callbacks }) => validateId(body as IdValidatorRequest, deps, { signal, callbacks, handsOverRequest: true }),
          jobHooks: { precheck: (body) => void parseIdValidatorRequest(body) },
          ...(ocr ? {} : { close: () => documentOcr.terminate() }),
        };
      };
    },
  },
  {
    name: 'value_estimation',
    operationId: 'estimateValue',
    // The model is optional: without one, rules read the prices and write the description.
    checksRequest: true,
    needs: ['search'],
    load: async () => {
      const { estimateValue, parseValueEstimationRequest } = await import('@circular/value-estimation');
      return ({ model, store, search }) => {
        const deps = { model, search, cache: store };
        return {
          handler: ({ body, signal, callbacks }) => estimateValue(body as ValueEstimationRequest, deps, { signal, callbacks, handsOverRequest: true }),
          jobHooks: { precheck: (body) => void parseValueEstimationRequest(body) },
        };
      };
    },
  },
  {
    name: 'protocol_generator',
    operationId: 'generateProtocol',
    // Templates need no model; only categories without one do.
    checksRequest: true,
    needs: [],
    load: async () => {
      const { generateProtocol, parseProtocolRequest } = await import('@circular/protocol-generator');
      return ({ model }) => {
        const deps = { model };
        return {
          // The server only sends the protocol on: a templated one comes shared, and its kept JSON is written as it is.
          handler: ({ body, signal, callbacks }) => generateProtocol(body as ProtocolGeneratorRequest, deps, { signal, callbacks, sharedAnswer: true, handsOverRequest: true }),
          // Whether a category without a template is accepted depends on a model, as in the synchronous call.
          jobHooks: { precheck: (body) => void parseProtocolRequest(body, { modelAvailable: model !== undefined }) },
        };
      };
    },
    // A templated category without a model: the template read and the graph run, no outbound call.
    warm: async () => void (await (await import('@circular/protocol-generator')).generateProtocol({ agent_specific: { category: 'tablets', target_scale: 'internal', photos: false } })),
  },
  {
    name: 'decision',
    operationId: 'decide',
    // Rules decide; search only fills in absent economics, a model only rewords the summary.
    checksRequest: true,
    needs: [],
    load: async () => {
      const { decide, parseDecisionRequest } = await import('@circular/decision');
      return ({ model, search, store, now }) => {
        const deps: DecisionDeps = { model, search, cache: store, today: () => new Date(now()) };
        return {
          handler: ({ body, signal, callbacks }) => decide(body as DecisionRequest, deps, { signal, callbacks, handsOverRequest: true }),
          jobHooks: { precheck: (body) => void parseDecisionRequest(body) },
        };
      };
    },
    // Rules alone (no model, no search): the graph and the rules run once.
    warm: async () => void (await (await import('@circular/decision')).decide({ language: 'en', agent_specific: { item: { category: 'laptops' }, condition: { grade: 'B' } } })),
  },
  {
    name: 'brands',
    operationId: 'brands',
    // The table answers without a model or search; they only add proposals to review.
    checksRequest: true,
    needs: [],
    load: async () => {
      const { brands, parseBrandsRequest } = await import('@circular/brands');
      return ({ model, search, fetcher }) => {
        const deps: BrandsDeps = { model, search, fetcher };
        return {
          handler: ({ body, signal, callbacks }) => brands(body as BrandsRequest, deps, { signal, callbacks, handsOverRequest: true }),
          jobHooks: { precheck: (body) => void parseBrandsRequest(body) },
        };
      };
    },
    // The table read and indexed (its first match), with no model or search.
    warm: async () => void (await (await import('@circular/brands')).brands({ language: 'en', agent_specific: { operation: 'normalise', brand: 'Acme Tools Ltd' } })),
  },
  {
    name: 'c2c_validation',
    operationId: 'validateListing',
    // Rules decide without a model; a model, when configured, reads what rules cannot.
    checksRequest: true,
    needs: [],
    load: async () => {
      const { parseC2cValidationRequest, validateListing } = await import('@circular/c2c-validation');
      return ({ model, fetcher }) => {
        const deps: ValidationDeps = { model, fetcher };
        return {
          handler: ({ body, signal, callbacks }) => validateListing(body as C2cValidationRequest, deps, { signal, callbacks, handsOverRequest: true }),
          jobHooks: { precheck: (body) => void parseC2cValidationRequest(body) },
        };
      };
    },
    // About a second of compiling in a fresh process, in steps (`warmListingRules`).
    warm: async () => (await import('@circular/c2c-validation/warm')).warmListingRules(),
  },
  {
    name: 'c2c_descriptor',
    operationId: 'describeListing',
    // Templates write the listing without a model; search only adds a price when none is sent.
    checksRequest: true,
    needs: [],
    load: async () => {
      const { describeListing, parseC2cDescriptorRequest } = await import('@circular/c2c-descriptor');
      return ({ model, search, store, fetcher }) => {
        const deps: C2cDescriptorDeps = { model, fetcher, valueEstimation: { model, search, cache: store } };
        return {
          handler: ({ body, signal, callbacks }) => describeListing(body as C2cDescriptorRequest, deps, { signal, callbacks, handsOverRequest: true }),
          // parseC2cDescriptorRequest runs the contract's validator first, so the body is a C2cDescriptorRequest or it throws.
          jobHooks: { precheck: (body) => void parseC2cDescriptorRequest(body as C2cDescriptorRequest) },
        };
      };
    },
  },
];
