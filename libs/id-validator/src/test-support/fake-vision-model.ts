import type { BaseLanguageModelInput } from '@langchain/core/language_models/base';
import { AIMessage } from '@langchain/core/messages';
import { RunnableLambda, type Runnable } from '@langchain/core/runnables';
import { FakeBuiltModel } from '@langchain/core/testing';
import type { DocumentReadingAnswer } from '../vision/vision-reading.ts';

/**
 * `FakeBuiltModel` whose `withStructuredOutput` goes through `invoke`, so calls are recorded and
 * answered in order, and whose answer text is parsed as JSON as ChatOpenAI's JSON-schema mode does.
 */
export class FakeVisionModel extends FakeBuiltModel {
  override withStructuredOutput(_schema: unknown, config?: { includeRaw?: boolean }): Runnable<BaseLanguageModelInput, never> {
    return RunnableLambda.from(async (input: BaseLanguageModelInput, runConfig) => {
      const raw = await this.invoke(input, runConfig);
      const parsed: unknown = JSON.parse(raw.text);
      return (config?.includeRaw ? { raw, parsed } : parsed) as never;
    });
  }

  /** Answers the next call with this reading. */
  reads(answer: DocumentReadingAnswer): this {
    return this.respond(new AIMessage(JSON.stringify(answer)));
  }
}
