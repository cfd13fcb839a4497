import { ServiceError } from './service-error.ts';

const marker = Symbol.for('circular.model-not-configured-error');

/** 500: the function needs a chat model and none is configured on this deployment. */
export class ModelNotConfiguredError extends ServiceError {
  readonly [marker] = true;

  constructor() {
    super('model-not-configured', 500, 'No language model is configured', {
      detail:
        'This function needs a chat model. Set OPENAI_API_KEY (and OPENAI_MODEL), or OPENAI_BASE_URL for an OpenAI-compatible server such as Ollama or vLLM.',
    });
  }

  /** Works across duplicated copies of this package, unlike `instanceof`. */
  static override isInstance(error: unknown): error is ModelNotConfiguredError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
