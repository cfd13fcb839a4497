import { describe, expect, it, vi } from 'vitest';
import { lookUpDevice, notCheckedBlacklist, type DeviceBlacklist } from './blacklist.ts';
import { generateProtocol } from './generate-protocol.ts';
import { gradeAnswers } from './grade-answers.ts';
import { flawlessPhoneAnswers } from './test-support/phone-answers.ts';

const phone = () => generateProtocol({ agent_specific: { category: 'phones', target_scale: 'ctia', photos: false } });
const answers = flawlessPhoneAnswers;
const register = (status: 'listed' | 'clear'): DeviceBlacklist => ({ lookUp: vi.fn(async () => ({ status, source: 'test-register' })) });

describe('the blacklist lookup', () => {
  it('answers "not checked" by default, making no call, and the grade says so', async () => {
    const protocol = await phone();
    const verdict = await lookUpDevice(protocol, answers);
    expect(verdict).toEqual({ status: 'not_checked', source: null });
    expect(await notCheckedBlacklist.lookUp({ kind: 'imei', value: '490154203237518' }, {})).toEqual(verdict);
    expect(gradeAnswers(protocol, answers).blacklist).toEqual(verdict);
  });

  it('asks the plugged-in register with the IMEI read from the answer, and a listed device closes the reported_stolen gate', async () => {
    const protocol = await phone();
    const listed = register('listed');
    const verdict = await lookUpDevice(protocol, { ...answers, device_identifier: '49 015420 323751 8' }, listed);
    expect(listed.lookUp).toHaveBeenCalledWith({ kind: 'imei', value: '490154203237518' }, { signal: undefined });
    const graded = gradeAnswers(protocol, answers, { blacklist: verdict });
    expect(graded.knockouts).toEqual([{ id: 'device_identifier_reported_stolen', gate: 'reported_stolen' }]);
    expect(gradeAnswers(protocol, answers, { blacklist: await lookUpDevice(protocol, answers, register('clear')) }).knockouts).toEqual([]);
  });

  it('does not look up an identifier that fails its check; grading refuses it with the reason', async () => {
    const protocol = await phone();
    const listed = register('listed');
    const mistyped = { ...answers, device_identifier: '490154203237519' };
    expect(await lookUpDevice(protocol, mistyped, listed)).toEqual({ status: 'not_checked', source: null });
    expect(listed.lookUp).not.toHaveBeenCalled();
    expect(() => gradeAnswers(protocol, mistyped)).toThrow(expect.objectContaining({ errors: [{ pointer: '/answers/device_identifier', message: expect.stringMatching(/^is not a valid IMEI/) }] }));
  });

  it('has nothing to look up on a protocol without a device identifier', async () => {
    const bike = await generateProtocol({ agent_specific: { category: 'bikes', target_scale: 'internal', photos: false } });
    const listed = register('listed');
    expect(await lookUpDevice(bike, { frame_condition: 'as-new' }, listed)).toEqual({ status: 'not_checked', source: null });
    expect(listed.lookUp).not.toHaveBeenCalled();
  });
});
