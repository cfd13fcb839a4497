import { describe, expect, it } from 'vitest';
import { generateProtocol } from './generate-protocol.ts';
import { functionTests } from './functional-level.ts';
import { gradeAnswers } from './grade-answers.ts';
import { findTemplate } from './templates/templates.ts';

const tablet = () => generateProtocol({ agent_specific: { category: 'tablets', target_scale: 'ctia', photos: false } });
const working = {
  device_identifier: 'DMPXK2ABCD12',
  powers_on: true,
  touch_display_works: true,
  cameras_work: true,
  audio_works: true,
  buttons_work: true,
  biometrics_work: 'absent',
  radios_work: true,
  charge_port_works: true,
  liquid_indicator: 'intact',
  screen_condition: 'light-scratches',
  body_condition: 'good',
  battery_health: 85,
  battery_swollen: false,
  account_removed: true,
  data_wiped: true,
};

describe('the CTIA functional level', () => {
  it('is 0, fully functional, when every function present passes; a device without biometrics is not failed for it', async () => {
    const graded = gradeAnswers(await tablet(), working);
    expect(graded.functional?.level).toEqual({ level: 0, name: 'Fully functional' });
    expect(graded.functional?.tests.map((test) => test.function)).not.toContain('biometrics');
    expect(graded.grade).toBe('B');
  });

  it('is 2, key functions working, when only a camera or biometrics fail, and the cosmetic grade is kept apart from it', async () => {
    const graded = gradeAnswers(await tablet(), { ...working, cameras_work: false });
    expect(graded.functional?.level).toEqual({ level: 2, name: 'Key functions working' });
    expect(graded.functional?.tests.find((test) => test.function === 'cameras')?.result).toBe('fail');
    expect(graded.dimensions).toContainEqual({ id: 'cosmetic', grade: 'B' });
    expect(gradeAnswers(await tablet(), { ...working, biometrics_work: 'fails' }).functional?.level?.level).toBe(2);
  });

  it.each(['touch_display_works', 'audio_works', 'buttons_work', 'radios_work', 'charge_port_works'])('is 3 when the key function of %s fails, and the device does not work', async (questionId) => {
    const graded = gradeAnswers(await tablet(), { ...working, [questionId]: false });
    expect(graded.functional?.level).toEqual({ level: 3, name: 'Key function not working' });
    expect(graded.works).toBe(false);
    expect(graded.grade).toBe('F');
  });

  it('caps the function grade for a tripped liquid damage indicator without calling a function failed', async () => {
    const graded = gradeAnswers(await tablet(), { ...working, liquid_indicator: 'tripped' });
    expect(graded.dimensions).toContainEqual({ id: 'function', grade: 'D' });
    expect(graded.functional?.level?.level).toBe(0);
    expect(gradeAnswers(await tablet(), { ...working, liquid_indicator: 'not-visible' }).grade).toBe('B');
  });

  it('is absent for categories without the split function test', async () => {
    const laptop = await generateProtocol({ agent_specific: { category: 'laptops', target_scale: 'internal', photos: false } });
    const graded = gradeAnswers(laptop, { powers_on: true, keyboard_works: true, screen_condition: 'flawless', body_condition: 'as-new', battery_health: 90, battery_swollen: false, account_removed: true, data_wiped: true });
    expect(graded.functional).toBeNull();
    expect(graded.blacklist).toBeNull();
  });

  it('names only questions the phone and tablet templates ask, each failing its function on the answer that fails it', () => {
    for (const category of ['phones', 'tablets']) {
      const questions = findTemplate(category)!.questions;
      for (const test of functionTests) {
        const question = questions.find((candidate) => candidate.id === test.questionId);
        expect(question, `${category}/${test.questionId}`).toBeDefined();
        expect(question!.caps?.some((cap) => cap.dimension === 'function'), `${category}/${test.questionId}`).toBe(true);
      }
    }
  });
});
