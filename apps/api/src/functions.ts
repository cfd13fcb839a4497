import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { KeyValueStore } from '@circular/runtime';
import { translate, type TranslatorRequest } from '@circular/translator';
import type { OperationHandler } from './operation.ts';

export type Dependency = 'model' | 'search';

/** What the functions are given; built once per app from configuration. */
export interface FunctionDeps {
  model: BaseChatModel | undefined;
  store: KeyValueStore;
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
    name: 'translator',
    operationId: 'translate',
    needs: ['model'],
    handler: ({ model, store }) => {
      // One deps object per app: the translator caches its compiled graph per deps.
      const deps = { model, memory: store };
      return ({ body, signal, callbacks }) => translate(body as TranslatorRequest, deps, { signal, callbacks });
    },
  },
];
