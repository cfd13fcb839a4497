import { performance } from 'node:perf_hooks';
import type { GradeScale } from '@circular/contract';
import { decide } from '@circular/decision';
import { agrees, labelledDecisions } from '@circular/decision/labelled-set';
import { generateProtocol, readDeviceIdentifier, scaleFits, scaleIds, staticCheck, templates } from '@circular/protocol-generator';
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

  const imei = imeiCorpus(10_000);

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
    { measure: 'synthetic IMEIs accepted', value: `${imei.valid.accepted}/${imei.valid.total}` },
    { measure: 'IMEIs with one digit mistyped, refused', value: `${imei.substituted.refused}/${imei.substituted.total}` },
    { measure: 'IMEIs with two digits swapped, refused', value: `${imei.swapped.refused}/${imei.swapped.total} (${((100 * imei.swapped.refused) / imei.swapped.total).toFixed(1)} %)` },
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
      imei,
      decisionMs: { median: percentile(sorted(decisionTimes), 50), p95: percentile(sorted(decisionTimes), 95), calls: decisionTimes.length },
      protocolMs: { median: percentile(sorted(protocolTimes), 50), p95: percentile(sorted(protocolTimes), 95), calls: protocolTimes.length },
    },
  };
}

/**
 * The device identifier check on a synthetic corpus: random IMEIs with a check digit computed here
 * independently of the library (digits weighted 1, 2 from the left, as GSMA's annex writes it),
 * each with one digit mistyped and with two adjacent different digits swapped.
 */
function imeiCorpus(count: number) {
  let seed = 1_234_567;
  const random = () => ((seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647);
  const checkDigit = (body: string) => {
    const sum = [...body].reduce((total, char, index) => {
      const weighted = Number(char) * (index % 2 === 0 ? 1 : 2);
      return total + Math.floor(weighted / 10) + (weighted % 10);
    }, 0);
    return String((10 - (sum % 10)) % 10);
  };
  const isImei = (text: string) => 'kind' in readDeviceIdentifier(text);
  const result = { valid: { total: 0, accepted: 0 }, substituted: { total: 0, refused: 0 }, swapped: { total: 0, refused: 0 } };
  for (let n = 0; n < count; n++) {
    const body = Array.from({ length: 14 }, () => String(Math.floor(random() * 10))).join('');
    const valid = body + checkDigit(body);
    result.valid.total += 1;
    if (isImei(valid)) result.valid.accepted += 1;
    const at = Math.floor(random() * 15);
    const substituted = valid.slice(0, at) + String((Number(valid[at]) + 1 + Math.floor(random() * 9)) % 10) + valid.slice(at + 1);
    result.substituted.total += 1;
    if (!isImei(substituted)) result.substituted.refused += 1;
    const swapAt = Math.floor(random() * 14);
    if (valid[swapAt] !== valid[swapAt + 1]) {
      const swapped = valid.slice(0, swapAt) + valid[swapAt + 1] + valid[swapAt] + valid.slice(swapAt + 2);
      result.swapped.total += 1;
      if (!isImei(swapped)) result.swapped.refused += 1;
    }
  }
  return result;
}
