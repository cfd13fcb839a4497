import type { DecisionRequest } from '@circular/contract';
import { generateProtocol } from '@circular/protocol-generator';
import { InvalidRequestError } from '@circular/runtime';
import { fakeModel } from '@langchain/core/testing';
import { describe, expect, it } from 'vitest';
import { decide } from './decide.ts';

const july2026 = { today: () => new Date('2026-07-20T10:00:00Z') };

const phone: DecisionRequest = {
  language: 'en',
  agent_specific: {
    item: { category: 'phones', brand: 'Apple', model: 'iPhone 12', age_years: 3, price_new: 700 },
    condition: { scale: 'internal', grade: 'C', activation_lock: false, data_wiped: true },
    economics: { currency: 'EUR', resale_as_is: 180, resale_after_repair: 330, repair_cost: 90, recycling_value: 2, logistics_cost: 10 },
    context: { origin: 'return', company_size: 'large', partners: { donation: ['clothing'], recycling: ['phones'] } },
  },
};

describe('decide', () => {
  it('repairs a phone when repair is under half the price new and nets more than resale as is, and says why line by line', async () => {
    const response = await decide(phone, july2026);
    expect(response.decision).toBe('repair_then_resell');
    expect(response.reasoning).toEqual([
      'Grade C on the internal scale, as given.',
      'No donation partner takes phones.',
      'Price new: €700 (given by the caller).',
      'Resale as is: €180 (given by the caller).',
      'Resale after repair: €330 (given by the caller).',
      'Repair cost: €90 (given by the caller).',
      'Recycling value: €2 (given by the caller).',
      'Logistics cost: €10 (given by the caller).',
      'Repair: €90 < 0.5 × €700 = €350, and €330 − €90 − €10 = €230 > €180 as is: repair pays.',
      'Resale as is: €180 − €10 logistics = €170: resale pays.',
      'Recycling: the material is worth €2.',
      'Decision: repair, then resell.',
    ]);
    expect(response.options.find((o) => o.disposition === 'repair_then_resell')).toEqual({
      disposition: 'repair_then_resell',
      channel: 'repair_shop',
      hierarchy_rank: 2,
      allowed: true,
      blocked_by: [],
      pays: true,
      net_value: 230,
      figures: ['price_new', 'resale_after_repair', 'repair_cost', 'logistics_cost', 'resale_as_is'],
    });
    expect(response.missing_figures).toEqual([]);
    expect(response.decided_on).toBe('2026-07-20');
  });

  it('resells as is when repair costs half the price new or more', async () => {
    const request = structuredClone(phone);
    request.agent_specific.economics!.repair_cost = 350;
    const response = await decide(request, july2026);
    expect(response.decision).toBe('resell_c2c');
    expect(response.reasoning).toContain('Repair: €350 is not below 0.5 × €700 = €350: repair does not pay.');
  });

  it('does not resell or donate a locked phone, and asks for the lock to be removed', async () => {
    const request = structuredClone(phone);
    request.agent_specific.condition = { grade: 'B', activation_lock: true };
    const response = await decide(request, july2026);
    expect(response.decision).toBe('recycle');
    expect(response.required_actions).toEqual(['remove_activation_lock']);
    expect(response.options.find((o) => o.disposition === 'resell_c2c')?.blocked_by).toEqual(['activation_lock']);
  });

  it('grades a protocol with its answers, and its knock-outs become gates', async () => {
    const protocol = await generateProtocol({ agent_specific: { category: 'phones', target_scale: 'ctia', photos: false } });
    const request = structuredClone(phone);
    request.agent_specific.condition = {
      protocol,
      answers: { device_identifier: '490154203237518', powers_on: true, touch_display_works: true, cameras_work: true, audio_works: true, buttons_work: true, biometrics_work: 'works', radios_work: true, charge_port_works: true, liquid_indicator: 'intact', screen_condition: 'flawless', body_condition: 'good', battery_health: 90, battery_swollen: true, account_removed: true, data_wiped: false },
    };
    const response = await decide(request, july2026);
    expect(response.grade).toMatchObject({ scale: 'ctia', grade: 'F', works: true, knockouts: ['battery_swollen_unsafe', 'data_wiped_data_not_wiped'] });
    expect(response.gates).toContain('unsafe');
    expect(response.decision).toBe('repair_then_resell');
    expect(response.required_actions).toEqual(['wipe_data', 'make_safe']);
  });

  it('refuses a phone the caller reports lost or stolen, whatever its grade and figures', async () => {
    const request = structuredClone(phone);
    request.agent_specific.condition = { grade: 'A', reported_stolen: true };
    const response = await decide(request, july2026);
    expect(response.decision).toBe('refuse');
    expect(response.gates).toContain('reported_stolen');
    expect(response.options.filter((option) => option.allowed).map((option) => option.disposition)).toEqual(['refuse']);
  });

  it('decides on what is known without economics or search, naming the missing figures and inventing none', async () => {
    const request: DecisionRequest = { language: 'pt-PT', agent_specific: { item: { category: 'laptops' }, condition: { grade: 'B' } } };
    const response = await decide(request, july2026);
    expect(response.decision).toBe('resell_c2c');
    expect(response.figures).toEqual([]);
    expect(response.missing_figures).toEqual(['price_new', 'resale_as_is', 'resale_after_repair', 'repair_cost', 'recycling_value', 'logistics_cost']);
    expect(response.reasoning.at(-1)).toBe('Decisão: revender no estado atual; funciona, e a reutilização vem primeiro na hierarquia de resíduos (Diretiva 2008/98/CE, art. 4).');
  });

  it('refuses bad money, a grade outside its scale, and answers that do not fit, naming each field', async () => {
    const negative = structuredClone(phone);
    negative.agent_specific.economics!.repair_cost = -5;
    await expect(decide(negative)).rejects.toMatchObject({ status: 422, errors: [{ pointer: '/agent_specific/economics/repair_cost' }] });
    const text = structuredClone(phone) as unknown as { agent_specific: { economics: { resale_as_is: unknown } } };
    text.agent_specific.economics.resale_as_is = '180';
    await expect(decide(text as unknown as DecisionRequest)).rejects.toMatchObject({ errors: [{ pointer: '/agent_specific/economics/resale_as_is' }] });
    const grade = structuredClone(phone);
    grade.agent_specific.item.category = 'Roupa';
    grade.agent_specific.condition = { scale: 'clothing5', grade: 'C' };
    await expect(decide(grade)).rejects.toMatchObject({
      errors: [{ pointer: '/agent_specific/condition/grade', message: 'must be one of new_with_tags, new_without_tags, very_good, good, satisfactory on scale clothing5' }],
    });
    const scale = structuredClone(phone);
    scale.agent_specific.condition = { scale: 'clothing5', grade: 'good' };
    await expect(decide(scale)).rejects.toMatchObject({ errors: [{ pointer: '/agent_specific/condition/scale', message: 'scale clothing5 is not made for phones' }] });
    const protocol = await generateProtocol({ agent_specific: { category: 'clothing', target_scale: 'clothing5', photos: false } });
    const answers = structuredClone(phone);
    answers.agent_specific.condition = { protocol, answers: { condition: 'mint', clean: 'yes' } };
    const error = await decide(answers).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as InvalidRequestError).errors?.map((e) => e.pointer)).toEqual(['/agent_specific/condition/answers/condition', '/agent_specific/condition/answers/defects', '/agent_specific/condition/answers/clean']);
  });

  it('refuses a protocol sent back altered so that it fails the static check', async () => {
    const protocol = await generateProtocol({ agent_specific: { category: 'phones', target_scale: 'internal', photos: false } });
    protocol.grade_rule.caps = protocol.grade_rule.caps.filter((cap) => cap.grade !== 'B');
    const request = structuredClone(phone);
    request.agent_specific.condition = { protocol, answers: {} };
    await expect(decide(request)).rejects.toMatchObject({
      errors: [{ pointer: '/agent_specific/condition/protocol', message: 'fails the protocol static check: grade B is not reachable' }],
    });
  });

  it('keeps a model wording of the summary only when every number in it is one of the reasoning numbers', async () => {
    const faithful = 'Repair it: €90 is below €350 and nets €230, more than €180 as is.';
    const kept = await decide(phone, { ...july2026, model: fakeModel().structuredResponse({ summary: faithful }) });
    expect(kept.summary).toBe(faithful);
    const invented = await decide(phone, { ...july2026, model: fakeModel().structuredResponse({ summary: 'Repair it: it nets €260.' }) });
    expect(invented.summary).toBe(invented.reasoning.join(' '));
    expect(invented.decision).toBe('repair_then_resell');
  });
});

describe('decide, the textile rule', () => {
  const worn: DecisionRequest = {
    language: 'pt-PT',
    agent_specific: {
      item: { category: 'Calçado', price_new: 40 },
      condition: { scale: 'clothing5', grade: 'satisfactory' },
      economics: { resale_as_is: 2, recycling_value: 0.2, logistics_cost: 4 },
      context: { origin: 'return', company_size: 'large', partners: { recycling: ['clothing'] } },
    },
  };

  it('does not recycle worn returned shoes of a large company from 2026-07-19, and says why in the request language', async () => {
    const response = await decide(worn, { today: () => new Date('2026-07-19T00:00:00Z') });
    expect(response.decision).toBe('resell_c2c');
    expect(response.options.find((o) => o.disposition === 'recycle')?.blocked_by).toEqual(['destruction_forbidden']);
    expect(response.reasoning).toContain(
      'Roupa e calçado não vendido ou devolvido de uma grande empresa, a partir de 2026-07-19: não pode ser destruído (Regulamento (UE) 2024/1781, art. 25), pelo que a reciclagem e a recusa ficam excluídas.',
    );
  });

  it('recycles them the day before the rule applies', async () => {
    expect((await decide(worn, { today: () => new Date('2026-07-18T23:59:59Z') })).decision).toBe('recycle');
  });
});

describe('decide, by channel', () => {
  const today = { today: () => new Date('2026-10-01T12:00:00Z') };
  const working = (economics: NonNullable<DecisionRequest['agent_specific']['economics']>, context: NonNullable<DecisionRequest['agent_specific']['context']> = {}): DecisionRequest => ({
    language: 'en',
    agent_specific: { item: { category: 'phones', price_new: 700 }, condition: { grade: 'B' }, economics, context },
  });

  it('sells to the refurbisher when its offer nets more than a listing, and shows both sums', async () => {
    const response = await decide(working({ resale_as_is: 300, trade_in_offer: 310, logistics_cost: 10 }), today);
    expect(response.decision).toBe('resell_refurbisher');
    expect(response.options.find((o) => o.disposition === 'resell_refurbisher')).toMatchObject({ channel: 'refurbisher', pays: true, net_value: 300, figures: ['trade_in_offer', 'logistics_cost'] });
    expect(response.reasoning).toContain('Trade-in to a refurbisher: €310 − €10 logistics = €300: it pays.');
    expect(response.reasoning.at(-1)).toBe('Decision: Trade-in to a refurbisher; of the channels open to it, it nets most.');
  });

  it('returns an item to its vendor only when the caller says the vendor takes it back', async () => {
    const offered = { resale_as_is: 300, vendor_credit: 450, logistics_cost: 10 };
    expect((await decide(working(offered, { vendor_takes_back: true }), today)).decision).toBe('return_to_vendor');
    const refused = await decide(working(offered), today);
    expect(refused.decision).toBe('resell_c2c');
    expect(refused.options.find((o) => o.disposition === 'return_to_vendor')?.blocked_by).toEqual(['no_vendor_take_back']);
  });

  it('dismantles a dead phone whose parts net more than selling it broken, but never a locked one', async () => {
    const dead: DecisionRequest = { language: 'en', agent_specific: { item: { category: 'phones', price_new: 800 }, condition: { grade: 'D' }, economics: { resale_as_is: 60, parts_value: 140, recycling_value: 2, logistics_cost: 10 } } };
    expect((await decide(dead, today)).decision).toBe('harvest_parts');
    const locked = structuredClone(dead);
    locked.agent_specific.condition.activation_lock = true;
    expect((await decide(locked, today)).decision).toBe('recycle');
  });

  it('lists only the six core figures as missing, not a channel the caller did not price', async () => {
    const response = await decide(working({ resale_as_is: 300 }), today);
    expect(response.missing_figures).toEqual(['resale_after_repair', 'repair_cost', 'recycling_value', 'logistics_cost']);
  });
});
