import type { BaseLanguageModelInput } from '@langchain/core/language_models/base';
import { AIMessage, type BaseMessage } from '@langchain/core/messages';
import { RunnableLambda, type Runnable } from '@langchain/core/runnables';
import { FakeBuiltModel } from '@langchain/core/testing';
import type { Interpretation, InterpretationRequest } from '../model/interpret-turn.ts';

/**
 * `fakeModel()` whose structured output goes through `invoke`, so every call of the chat is
 * recorded (`asked`) and answered by the next queued reply, parsed as JSON as ChatOpenAI's
 * JSON-schema mode does. The stock fake returns one fixed value without recording the call.
 */
export class FakeChatModel extends FakeBuiltModel {
  override withStructuredOutput(): Runnable<BaseLanguageModelInput, never> {
    return RunnableLambda.from(async (input: BaseLanguageModelInput, config) => {
      const raw = await this.invoke(input, config);
      return JSON.parse(raw.text) as never;
    });
  }

  /** Queues an interpretation; fields left out are empty. */
  interprets(answer: Partial<Interpretation>): this {
    return this.respond(new AIMessage(JSON.stringify({ intent: 'answer', product_query: null, option_values: [], answer: null, ...answer })));
  }

  /** What the chat showed the model in each call. */
  get asked(): Omit<InterpretationRequest, 'serviceCoreContext'>[] {
    return this.calls.map(({ messages }) => JSON.parse((messages.at(-1) as BaseMessage).text) as Omit<InterpretationRequest, 'serviceCoreContext'>);
  }

  /** The image URLs (data URLs) the human message of each call carried as `image_url` parts. */
  get photosShown(): string[][] {
    return this.calls.map(({ messages }) => {
      const content = (messages.at(-1) as BaseMessage).content;
      if (typeof content === 'string') return [];
      return content.flatMap((part) => ('image_url' in part ? [(part.image_url as { url: string }).url] : []));
    });
  }

  /** The system prompt of each call. */
  get systemPrompts(): string[] {
    return this.calls.map(({ messages }) => (messages[0] as BaseMessage).text);
  }
}
