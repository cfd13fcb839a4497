import type { KeyValueStore } from '@circular/runtime';
import { Overwrite } from '@langchain/langgraph';
import { checkFidelity, describeProblems } from '../fidelity.ts';
import { withOuterWhitespace } from '../outer-whitespace.ts';
import type { TranslatorStateUpdate, TranslatorStateValue } from '../state.ts';
import { rememberTranslations } from '../translation-memory.ts';
import type { TranslationUnit } from '../translation-unit.ts';

/**
 * Checks every candidate of this round in code: placeholders, markup, URLs, e-mails, numbers, line
 * breaks and ICU MessageFormat structure must survive. Faithful ones are verified and kept in the translation memory at once, so a
 * request that later fails (attempts run out, model down, cancelled) still pays, when retried,
 * only for the texts it lacks. The others stay pending with a note saying what was wrong, so only
 * they are asked again.
 */
export function createVerifyFidelity({ memory }: { memory?: KeyValueStore | undefined }) {
  return async function verifyFidelity({ pending, answers, verified, round }: TranslatorStateValue): Promise<TranslatorStateUpdate> {
    const answerByKey = new Map(answers.map((answer) => [answer.key, answer]));
    const nowVerified: Record<string, string> = {};
    const stillPending: TranslationUnit[] = [];
    for (const unit of pending) {
      const answer = answerByKey.get(unit.key);
      if (answer?.text === undefined) {
        stillPending.push({ ...unit, note: answer?.problem ?? 'the text was not answered' });
        continue;
      }
      const problems = checkFidelity(unit.text, answer.text, { targetLocale: unit.targetLocale });
      if (problems.length === 0) nowVerified[unit.key] = withOuterWhitespace(unit.text, answer.text);
      else stillPending.push({ ...unit, note: describeProblems(problems) });
    }
    await rememberTranslations(memory, nowVerified);
    return { verified: { ...verified, ...nowVerified }, pending: stillPending, round: round + 1, answers: new Overwrite([]) };
  };
}
