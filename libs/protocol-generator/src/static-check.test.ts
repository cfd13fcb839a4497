import type { InspectionProtocol } from '@circular/contract';
import { describe, expect, it } from 'vitest';
import { generateProtocol } from './generate-protocol.ts';
import { staticCheck } from './static-check.ts';

const byId = (protocol: InspectionProtocol, id: string) => protocol.questions.find((question) => question.id === id)!;
const phones = () => generateProtocol({ agent_specific: { category: 'phones', target_scale: 'internal' } });

describe('staticCheck', () => {
  it('finds nothing wrong with a templated protocol', async () => {
    expect(staticCheck(await phones())).toEqual([]);
  });

  it('reports a question that moves no rule', async () => {
    const protocol: InspectionProtocol = await phones();
    protocol.questions.push({ ...protocol.questions[1]!, id: 'notes', order: protocol.questions.length + 1, answer_type: 'text', max_length: 100, skip_if: [], affects: { dimensions: [], gates: [] } });
    expect(staticCheck(protocol)).toEqual(['question notes affects no rule', 'question notes declares no dimension or gate it affects']);
  });

  it('reports a grade no answer reaches', async () => {
    const protocol = await phones();
    protocol.grade_rule.caps = protocol.grade_rule.caps.filter((cap) => cap.grade !== 'C');
    expect(staticCheck(protocol)).toContain('grade C is not reachable');
  });

  it('reports a skip_if naming a later or a missing question', async () => {
    const protocol = await phones();
    byId(protocol, 'powers_on').skip_if = [{ question_id: 'cameras_work', equals: false }];
    byId(protocol, 'screen_condition').skip_if = [{ question_id: 'nowhere', equals: true }];
    expect(staticCheck(protocol)).toEqual([
      'skip_if of powers_on refers to cameras_work, which is not asked before it',
      'skip_if of screen_condition refers to missing question nowhere',
    ]);
  });

  it('reports a choice without options and a number without a range', async () => {
    const protocol = await phones();
    delete byId(protocol, 'screen_condition').options;
    byId(protocol, 'battery_health').min = 101;
    expect(staticCheck(protocol)).toEqual(expect.arrayContaining(['question screen_condition needs at least two options with distinct ids', 'question battery_health needs min ≤ max and integer']));
  });

  it('reports a cap on an option the question does not have', async () => {
    const protocol = await phones();
    protocol.grade_rule.caps.push({ when: { question_id: 'screen_condition', equals: 'shattered' }, dimension: 'cosmetic', grade: 'D' });
    expect(staticCheck(protocol)).toEqual(['a cosmetic cap does not fit the answer type of screen_condition']);
  });

  it('counts the blacklist knock-out as the rule the device identifier moves, and refuses it on another question', async () => {
    const protocol = await phones();
    expect(protocol.knockout_rules).toContainEqual(expect.objectContaining({ when: { question_id: 'device_identifier', listed: true }, gate: 'reported_stolen' }));
    const unchecked = structuredClone(protocol);
    unchecked.knockout_rules = unchecked.knockout_rules.filter((rule) => rule.gate !== 'reported_stolen');
    expect(staticCheck(unchecked)).toEqual(['question device_identifier affects no rule']);
    const misplaced = structuredClone(protocol);
    misplaced.knockout_rules.push({ id: 'screen_listed', when: { question_id: 'screen_condition', listed: true }, gate: 'reported_stolen', labels: misplaced.knockout_rules[0]!.labels });
    expect(staticCheck(misplaced)).toEqual(['knock-out screen_listed does not fit the answer type of screen_condition']);
  });
});
