import { performance } from 'node:perf_hooks';
import type { GradeScale } from '@circular/contract';
import { decide } from '@circular/decision';
import { agrees, labelledDecisions } from '@circular/decision/labelled-set';
import { generateProtocol, scaleFits, scaleIds, staticCheck, templates } from '@circular/protocol-generator';
import { percentile, type Row } from './report.ts';

const languages = ['pt-PT', 'en', 'es', 'fr'];
const purposes = ['c2c_listing', 'buy_back', 'decision'] as const;

/**
 * Decision and protocol generator without a model, in this process: agreement of the rules with
 * the operators' labels (each item decided on its own date), the static check of every template
 * on every scale made for it (every purpose, language, with and without photos), questions per
 * protocol with the defaults (photos on, at most 12), and milliseconds per call of each function.
 */
export async function decisionBenchmark({ timingRounds = 4 } = {}) {
  const labelled = labelledDecisions();
  const decisionTimes: number[] = [];
  const disagreements: { id: string; expected: string; decided: string; why: string }[] = [];
  const perCategory = new Map<string, { total: number; agreed: number }>();
  const perSet = new Map<string, { total: number; agreed: number }>();
  const perExpected = new Map<string, { total: number; agreed: number }>();
  for (let round = 0; round < timingRounds; round += 1) {
    for (const item of labelled) {
      const deps = { today: () => new Date(`${item.date}T12:00:00Z`) };
      const start = performance.now();
      const response = await decide(item.request, deps);
      // The first round warms up (graph compilation, JIT); it is measured for agreement only.
      if (round > 0) {
        decisionTimes.push(performance.now() - start);
        continue;
      }
      const agreed = agrees(item.expected, response.decision);
      for (const [tallies, key] of [[perCategory, item.request.agent_specific.item.category], [perSet, item.set], [perExpected, item.expected]] as const) {
        const tally = tallies.get(key) ?? { total: 0, agreed: 0 };
        tally.total += 1;
        if (agreed) tally.agreed += 1;
        tallies.set(key, tally);
      }
      if (!agreed) disagreements.push({ id: item.id, expected: item.expected, decided: response.decision, why: item.why });
    }
  }

  const protocolTimes: number[] = [];
  await generateProtocol({ agent_specific: { category: 'phones', target_scale: 'internal' } });
  let checked = 0;
  const failures: string[] = [];
  const questionCounts: number[] = [];
  for (const template of templates) {
    for (const scale of scaleIds.filter((id) => scaleFits(id, template.category)) as GradeScale[]) {
      for (const language of languages) {
        for (const purpose of purposes) {
          for (const photos of [true, false]) {
            const start = performance.now();
            const protocol = await generateProtocol({ language, agent_specific: { category: template.category, target_scale: scale, purpose, photos } });
            protocolTimes.push(performance.now() - start);
            checked += 1;
            const problems = staticCheck(protocol);
            if (problems.length > 0) failures.push(`${template.category}/${scale}/${language}/${purpose}/${photos}: ${problems.join('; ')}`);
            if (photos && language === 'en' && purpose === 'decision') questionCounts.push(protocol.questions.length);
          }
        }
      }
    }
  }

  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const agreed = labelled.length - disagreements.length;
  const rows: Row[] = [
    ...[...perCategory].map(([category, { total, agreed: ok }]) => ({ measure: `agreement ${category}`, value: `${ok}/${total}` })),
    ...[...perExpected].map(([expected, { total, agreed: ok }]) => ({ measure: `agreement, labelled ${expected}`, value: `${ok}/${total}` })),
    ...[...perSet].map(([set, { total, agreed: ok }]) => ({ measure: `agreement, ${set} set`, value: `${ok}/${total} (${((100 * ok) / total).toFixed(1)} %)` })),
    { measure: 'agreement with labels', value: `${agreed}/${labelled.length} (${((100 * agreed) / labelled.length).toFixed(1)} %)` },
    { measure: 'protocols passing the static check', value: `${checked - failures.length}/${checked} (${((100 * (checked - failures.length)) / checked).toFixed(1)} %)` },
    { measure: 'median questions per protocol (defaults)', value: percentile(sorted(questionCounts), 50) },
    { measure: 'max questions per protocol (defaults)', value: Math.max(...questionCounts) },
    { measure: 'decision ms per call, median', value: percentile(sorted(decisionTimes), 50) },
    { measure: 'decision ms per call, p95', value: percentile(sorted(decisionTimes), 95) },
    { measure: 'protocol ms per call, median', value: percentile(sorted(protocolTimes), 50) },
    { measure: 'protocol ms per call, p95', value: percentile(sorted(protocolTimes), 95) },
  ];
  return {
    rows,
    summary: {
      labelled: labelled.length,
      agreed,
      agreement: agreed / labelled.length,
      perSet: Object.fromEntries(perSet),
      disagreements,
      protocolsChecked: checked,
      staticCheckFailures: failures,
      medianQuestions: percentile(sorted(questionCounts), 50),
      decisionMs: { median: percentile(sorted(decisionTimes), 50), p95: percentile(sorted(decisionTimes), 95), calls: decisionTimes.length },
      protocolMs: { median: percentile(sorted(protocolTimes), 50), p95: percentile(sorted(protocolTimes), 95), calls: protocolTimes.length },
    },
  };
}
