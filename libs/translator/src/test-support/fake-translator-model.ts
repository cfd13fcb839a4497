import type { BaseLanguageModelInput } from '@langchain/core/language_models/base';
import { AIMessage, type BaseMessage } from '@langchain/core/messages';
import { RunnableLambda, type Runnable } from '@langchain/core/runnables';
import { FakeBuiltModel } from '@langchain/core/testing';

/** A translation request as the translator puts it in its user message. */
export interface AskedTranslation {
  targetLocale: string;
  texts: { id: string; text: string; note?: string }[];
  system: string;
}

/**
 * `fakeModel()` whose `withStructuredOutput` goes through `invoke`: the stock fake returns one
 * fixed value without recording a call, which can neither count calls nor answer per batch. Here
 * every structured call is recorded (`calls`, `callCount`), consumes the next queued reply, sees
 * the run's signal and callbacks, and has its text parsed as JSON, as ChatOpenAI's JSON-schema mode
 * does (`parsed: null` when it does not parse).
 */
export class FakeTranslatorModel extends FakeBuiltModel {
  override withStructuredOutput(_schema: unknown, config?: { includeRaw?: boolean }): Runnable<BaseLanguageModelInput, never> {
    return RunnableLambda.from(async (input: BaseLanguageModelInput, runConfig) => {
      const raw = await this.invoke(input, runConfig);
      const parsed = parseJson(raw.text);
      return (config?.includeRaw ? { raw, parsed } : parsed) as never;
    });
  }

  /** Queues the same reply for the next `times` calls. */
  respondTimes(times: number, reply: (messages: BaseMessage[]) => BaseMessage | Error): this {
    for (let i = 0; i < times; i += 1) this.respond(reply);
    return this;
  }

  /** What the translator asked in each call, in call order. */
  get asked(): AskedTranslation[] {
    return this.calls.map(({ messages }) => readAsked(messages));
  }
}

export function fakeTranslatorModel(): FakeTranslatorModel {
  return new FakeTranslatorModel();
}

/** Reads the translator's request out of the messages of one call. */
export function readAsked(messages: BaseMessage[]): AskedTranslation {
  const { target_locale, texts } = JSON.parse(messages.at(-1)!.text) as { target_locale: string; texts: AskedTranslation['texts'] };
  return { targetLocale: target_locale, texts, system: messages[0]!.text };
}

/** A model answer with these entries. */
export function answer(translations: { id: string; text: string }[]): AIMessage {
  return new AIMessage(JSON.stringify({ translations }));
}

/**
 * A faithful "translation" of every text asked: the target locale in brackets before the text,
 * which keeps every placeholder, tag and number.
 */
export function translateAll(messages: BaseMessage[]): AIMessage {
  const { targetLocale, texts } = readAsked(messages);
  return answer(texts.map(({ id, text }) => ({ id, text: `[${targetLocale}] ${text}` })));
}

/** Like `translateAll`, then lets `spoil` rewrite the answer's entries. */
export function translateAllThen(spoil: (entries: { id: string; text: string }[]) => { id: string; text: string }[]) {
  return (messages: BaseMessage[]): AIMessage => {
    const { targetLocale, texts } = readAsked(messages);
    return answer(spoil(texts.map(({ id, text }) => ({ id, text: `[${targetLocale}] ${text}` }))));
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
