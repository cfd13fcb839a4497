import { ServiceError } from './service-error.ts';

/** 500: the function needs a chat model and none is configured on this deployment. */
export class ModelNotConfiguredError extends ServiceError {
  constructor() {
    super('model-not-configured', 500, 'No language model is configured', {
      detail:
        'This function needs a chat model. Set OPENAI_API_KEY (and OPENAI_MODEL), or OPENAI_BASE_URL for an OpenAI-compatible server such as Ollama or vLLM.',
    });
  }
}
