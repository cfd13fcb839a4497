import { ServiceError } from './service-error.ts';

const marker = Symbol.for('circular.search-not-configured-error');

/** 500: the function needs web search and none is configured on this deployment. */
export class SearchNotConfiguredError extends ServiceError {
  readonly [marker] = true;

  constructor() {
    super('search-not-configured', 500, 'No web search is configured', {
      detail: 'This function needs web search. Set TAVILY_API_KEY (and TAVILY_BASE_URL for a Tavily-compatible server).',
    });
  }

  /** Works across duplicated copies of this package, unlike `instanceof`. */
  static override isInstance(error: unknown): error is SearchNotConfiguredError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
