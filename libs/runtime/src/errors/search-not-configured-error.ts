import { ServiceError } from './service-error.ts';

/** 500: the function needs web search and none is configured on this deployment. */
export class SearchNotConfiguredError extends ServiceError {
  constructor() {
    super('search-not-configured', 500, 'No web search is configured', {
      detail: 'This function needs web search. Set TAVILY_API_KEY (and TAVILY_BASE_URL for a Tavily-compatible server).',
    });
  }
}
