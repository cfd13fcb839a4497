import { ServiceError } from '@circular/runtime';

const marker = Symbol.for('circular.protocol-generation-failed-error');

/** 500: the model's protocol for a category without a template did not pass the static check. */
export class ProtocolGenerationFailedError extends ServiceError {
  readonly [marker] = true;
  readonly problems: string[];

  constructor(category: string, problems: string[]) {
    super('protocol-generation-failed', 500, 'The generated protocol failed the static check', {
      detail: `The model's protocol for "${category}" was refused: ${problems.join('; ')}.`,
      extensions: { problems },
    });
    this.problems = problems;
  }

  /** Works across duplicated copies of this package, unlike `instanceof`. */
  static override isInstance(error: unknown): error is ProtocolGenerationFailedError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
