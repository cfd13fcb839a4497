import type { KeyValueStore } from '@circular/runtime';
import { Overwrite } from '@langchain/langgraph';
import { checkControls } from '../controls/unit-controls.ts';
import { checkFidelity, describeProblems } from '../fidelity.ts';
import { withOuterWhitespace } from '../outer-whitespace.ts';
import type { TranslatorStateUpdate, TranslatorStateValue } from '../state.ts';
import { rememberTranslations } from '../translation-memory.ts';
import type { TranslationUnit } from '../translation-unit.ts';
import { byUnitKey, together } from '../translations.ts';

/**
 * Checks every candidate of this round in code: placeholders, markup, URLs, e-mails, numbers, line
 * breaks and ICU MessageFormat structure must survive, and the unit's controls (glossary, kept
 * terms, formality, length) must hold. Faithful ones are verified and kept in the translation
 * memory at once, so a request that later fails (attempts run out, model down, cancelled) still
 * pays, when retried, only for the texts it lacks. The others stay pending with a note saying what
 * was wrong, so only they are asked again: a fidelity break until the attempts run out, a broken
 * control once (the rule: one re-ask, then `translation-incomplete` naming the rule).
 */
export function createVerifyFidelity({ memory }: { memory?: KeyValueStore | undefined }) {
  return async function verifyFidelity({ pending, failed, answers, verified, round }: TranslatorStateValue): Promise<TranslatorStateUpdate> {
    const answerByKey = new Map(answers.map((answer) => [answer.key, answer]));
    const nowVerified = byUnitKey();
    const stillPending: TranslationUnit[] = [];
    const givenUp: TranslationUnit[] = [];
    for (const unit of pending) {
      const answer = answerByKey.get(unit.key);
      if (answer?.text === undefined) {
        stillPending.push({ ...unit, rule: 'answer', note: answer?.problem ?? 'the text was not answered' });
        continue;
      }
      const problems = checkFidelity(unit.text, answer.text, { targetLocale: unit.targetLocale });
      if (problems.length > 0) {
        stillPending.push({ ...unit, rule: problems[0]!.kind, note: describeProblems(problems) });
        continue;
      }
      const translation = withOuterWhitespace(unit.text, answer.text);
      const broken = unit.controls ? checkControls(unit.controls, translation, { targetLocale: unit.targetLocale }) : [];
      if (broken.length === 0) {
        nowVerified[unit.key] = translation;
        continue;
      }
      const misses = (unit.controlMisses ?? 0) + 1;
      const missed = { ...unit, rule: broken[0]!.rule, note: broken.map(({ rule, detail }) => `${rule}: ${detail}`).join('; '), controlMisses: misses };
      (misses > 1 ? givenUp : stillPending).push(missed);
    }
    await rememberTranslations(memory, nowVerified);
    return { verified: together(verified, nowVerified), pending: stillPending, failed: givenUp.length > 0 ? [...failed, ...givenUp] : failed, round: round + 1, answers: new Overwrite([]) };
  };
}
