import { generateProtocol } from '@circular/protocol-generator';
import { describe, expect, it } from 'vitest';
import { gradeSubmission } from './grade-submission.ts';

const protocol = await generateProtocol({ language: 'en', agent_specific: { category: 'phones', target_scale: 'internal', purpose: 'buy_back' } });
const answered = (value: boolean | number | string) => ({ skipped: false as const, value });

describe('gradeSubmission', () => {
  it("grades on the answers whose questions the protocol has, leaving the core system's other questions out", () => {
    const graded = gradeSubmission(protocol, {
      powers_on: answered(true),
      screen_condition: answered('light-scratches'),
      accessories: answered('charger'),
      notes: { skipped: true },
    });
    expect(graded.answers).toEqual({ powers_on: true, screen_condition: 'light-scratches' });
    expect(graded.answered).toBe(2);
    expect(graded.graded.grade).toBe('B');
  });

  it('makes the questions nobody asked optional, so they neither fail the grading nor cap the grade', () => {
    const graded = gradeSubmission(protocol, { powers_on: answered(true) });
    expect(graded.protocol.questions.filter((question) => question.required).map((question) => question.id)).toEqual(['powers_on']);
    expect(graded.graded.grade).toBe('A');
  });

  it('leaves out an answer that does not fit its question in the protocol, and lets a cap hold from one that does', () => {
    const graded = gradeSubmission(protocol, { screen_condition: answered('cracked'), battery_health: answered(140) });
    expect(graded.answers).toEqual({ screen_condition: 'cracked' });
    expect(graded.graded.grade).toBe('D');
  });
});
