import { InvalidRequestError } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { generateProtocol } from './generate-protocol.ts';
import { gradeAnswers } from './grade-answers.ts';
import { flawlessPhoneAnswers } from './test-support/phone-answers.ts';

const phone = (scale: 'internal' | 'ctia' | 'backmarket' = 'internal') => generateProtocol({ agent_specific: { category: 'phones', target_scale: scale, purpose: 'decision' } });

// The IMEI written with separators, as sellers type it.
const flawless = { ...flawlessPhoneAnswers, device_identifier: '49-015420-323751-8' };

describe('gradeAnswers', () => {
  it('grades a flawless phone A with every dimension at A and no knock-out', async () => {
    const graded = gradeAnswers(await phone(), flawless);
    expect(graded).toEqual({
      scale: 'internal',
      grade: 'A',
      dimensions: [
        { id: 'battery', grade: 'A' },
        { id: 'cosmetic', grade: 'A' },
        { id: 'function', grade: 'A' },
      ],
      knockouts: [],
      skipped: [],
      works: true,
      functional: { level: { level: 0, name: 'Fully functional' }, tests: expect.any(Array) },
      blacklist: { status: 'not_checked', source: null },
    });
  });

  it('takes the worst cap: deep scratches and an 75 % battery give C', async () => {
    const graded = gradeAnswers(await phone(), { ...flawless, screen_condition: 'deep-scratches', battery_health: 75 });
    expect(graded.grade).toBe('C');
    expect(graded.dimensions).toContainEqual({ id: 'battery', grade: 'B' });
  });

  it('puts a phone with a 79 % battery out of Back Market, while CTIA grades its looks', async () => {
    expect(gradeAnswers(await phone('backmarket'), { ...flawless, battery_health: 79 }).grade).toBe('not_eligible');
    expect(gradeAnswers(await phone('ctia'), { ...flawless, battery_health: 79 }).grade).toBe('B');
  });

  it('grades a phone that does not power on F on CTIA, skipping the questions that need it on', async () => {
    const { device_identifier, screen_condition, body_condition, battery_swollen, account_removed, data_wiped, liquid_indicator } = flawless;
    const graded = gradeAnswers(await phone('ctia'), { device_identifier, screen_condition, body_condition, battery_swollen, account_removed, data_wiped, liquid_indicator, powers_on: false });
    expect(graded.grade).toBe('F');
    expect(graded.works).toBe(false);
    expect(graded.skipped).toEqual(['touch_display_works', 'cameras_work', 'audio_works', 'buttons_work', 'biometrics_work', 'radios_work', 'charge_port_works', 'battery_health']);
    expect(graded.functional?.level).toEqual({ level: 3, name: 'Key function not working' });
  });

  it('reports the knock-outs of a locked phone and a swollen battery', async () => {
    const graded = gradeAnswers(await phone(), { ...flawless, account_removed: false, battery_swollen: true });
    expect(graded.knockouts).toEqual([
      { id: 'battery_swollen_unsafe', gate: 'unsafe' },
      { id: 'account_removed_activation_lock', gate: 'activation_lock' },
    ]);
  });

  it('names every answer that does not fit, and every required one missing, under the given pointer', async () => {
    const { data_wiped: _wiped, ...rest } = flawless;
    let thrown: unknown;
    try {
      gradeAnswers(await phone(), { ...rest, powers_on: 'yes', battery_health: 101, screen_condition: 'shattered', colour: 'blue' }, { pointer: '/agent_specific/condition/answers' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidRequestError);
    expect((thrown as InvalidRequestError).errors).toEqual([
      { pointer: '/agent_specific/condition/answers/colour', message: 'is not a question of this protocol' },
      { pointer: '/agent_specific/condition/answers/powers_on', message: 'must be true or false' },
      { pointer: '/agent_specific/condition/answers/screen_condition', message: 'must be one of: flawless, light-scratches, deep-scratches, cracked' },
      { pointer: '/agent_specific/condition/answers/battery_health', message: 'must be <= 100' },
      { pointer: '/agent_specific/condition/answers/data_wiped', message: 'is required' },
    ]);
  });

  it('grades clothes on the five clothing levels', async () => {
    const protocol = await generateProtocol({ agent_specific: { category: 'clothing', target_scale: 'clothing5', photos: false } });
    expect(gradeAnswers(protocol, { condition: 'new-with-tags', clean: true }).grade).toBe('new_with_tags');
    expect(gradeAnswers(protocol, { condition: 'very-good', defects: 'small', clean: true }).grade).toBe('good');
    expect(gradeAnswers(protocol, { condition: 'good', defects: 'major', clean: true }).grade).toBe('satisfactory');
  });
});
