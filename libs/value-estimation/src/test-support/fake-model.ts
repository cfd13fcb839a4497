import type { BaseLanguageModelInput } from '@langchain/core/language_models/base';
import { AIMessage, type BaseMessage } from '@langchain/core/messages';
import { RunnableLambda, type Runnable } from '@langchain/core/runnables';
import { FakeBuiltModel } from '@langchain/core/testing';
import type { ExtractedListing } from '../extraction/extracted-listing-check.ts';

/** What the extraction asks: the item line and the results, as its user message holds them. */
export interface AskedPrices {
  item: string;
  results: { url: string; title: string; content: string }[];
}

/** What the description asks: the item's facts. */
export interface AskedDescription {
  name: string;
  brand: string | null;
  category: string | null;
  grade: string;
  seller_notes: string | null;
}

export type Task = 'prices' | 'description';

/** Which of the two questions a call asks, from its system prompt. */
export function taskOf(messages: BaseMessage[]): Task {
  return messages[0]!.text.startsWith('You read web search results') ? 'prices' : 'description';
}

/**
 * `fakeModel()` whose `withStructuredOutput` goes through `invoke`, so calls are recorded and
 * answered per call; the text is parsed as JSON as ChatOpenAI's JSON-schema mode does (`parsed:
 * null` when it does not parse). The two questions of an estimate run side by side, so replies
 * answer by task rather than by order.
 */
export class FakeValueModel extends FakeBuiltModel {
  override withStructuredOutput(_schema: unknown, config?: { includeRaw?: boolean }): Runnable<BaseLanguageModelInput, never> {
    return RunnableLambda.from(async (input: BaseLanguageModelInput, runConfig) => {
      const raw = await this.invoke(input, runConfig);
      const parsed = parseJson(raw.text);
      return (config?.includeRaw ? { raw, parsed } : parsed) as never;
    });
  }

  /** Answers the next `times` calls, whichever task each asks. */
  answerTimes(times: number, answers: { prices?: (asked: AskedPrices) => string | Error; description?: (asked: AskedDescription) => string | Error }): this {
    for (let i = 0; i < times; i += 1) {
      this.respond((messages) => {
        const asked = JSON.parse(messages.at(-1)!.text) as never;
        const answer = taskOf(messages) === 'prices' ? answers.prices?.(asked) : answers.description?.(asked);
        if (answer === undefined) return new Error(`no ${taskOf(messages)} answer scripted`);
        return answer instanceof Error ? answer : new AIMessage(answer);
      });
    }
    return this;
  }

  /** The tasks of the calls made, in call order. */
  get tasks(): Task[] {
    return this.calls.map(({ messages }) => taskOf(messages));
  }
}

export function fakeValueModel(): FakeValueModel {
  return new FakeValueModel();
}

/** A `listing_prices` answer. */
export function pricesAnswer(listings: ExtractedListing[]): string {
  return JSON.stringify({ listings });
}

/** An `item_description` answer. */
export function descriptionAnswer(description: string): string {
  return JSON.stringify({ description });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
