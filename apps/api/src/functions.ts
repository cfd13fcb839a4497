import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { brands, type BrandsDeps, type BrandsRequest } from '@circular/brands';
import { describeListing, type C2cDescriptorDeps, type C2cDescriptorRequest } from '@circular/c2c-descriptor';
import { validateListing, type C2cValidationRequest, type ValidationDeps } from '@circular/c2c-validation';
import { chat, type ChatDeps, type ChatRequest } from '@circular/chat';
import { validateId, type DocumentOcr, type IdValidatorDeps, type IdValidatorRequest } from '@circular/id-validator';
import type { AddressPolicy, KeyValueStore, SafeFetcher, WebSearch } from '@circular/runtime';
import { translate, type TranslatorRequest } from '@circular/translator';
import { estimateValue, type ValueEstimationRequest } from '@circular/value-estimation';
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
}

export interface ServedFunction {
  name: string;
  operationId: string;
  /** Services without which the function cannot do its work (reported by /health). */
  needs: Dependency[];
  handler: (deps: FunctionDeps) => OperationHandler;
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
    handler: ({ model, fetcher, addressPolicy, checkpointer }) => {
      // One deps object per app: the chat caches its compiled graph and session locks per deps.
      const deps: ChatDeps = { model, fetcher, checkpointer };
      return async ({ body, signal, callbacks }) => {
        const { sessionId, messages } = await chat(body as ChatRequest, deps, { signal, callbacks, addressPolicy });
        return withHeaders(messages, sessionId === undefined ? {} : { 'X-Session-Id': sessionId });
      };
    },
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
  },
];
