import { responseSchema, startModelStub, type ModelStub } from '@circular/model-stub';
import { createChatModel, MemoryStore } from '@circular/runtime';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';

let stub: ModelStub;
beforeAll(async () => {
  stub = await startModelStub({ rules: [] });
});
afterAll(() => stub.close());
beforeEach(() => stub.reset());

const silent = pino({ level: 'silent' });
const appWithoutModel = () => createApp(loadConfig({}), { logger: silent, store: new MemoryStore(), model: undefined });
const appWithModel = () => {
  const config = loadConfig({ OPENAI_BASE_URL: stub.url, OPENAI_API_KEY: 'test', OPENAI_MODEL: 'stub-model' });
  return createApp(config, { logger: silent, store: new MemoryStore(), model: createChatModel({ ...config.model, maxRetries: 0 }) });
};

const labels = (en: string) => ({ pt_PT: `pt ${en}`, en, es: `es ${en}`, fr: `fr ${en}` });
const draftQuestion = (id: string, answerType: string, extra: object) => ({
  id,
  answer_type: answerType,
  labels: labels(id),
  options: [],
  min: null,
  max: null,
  integer: null,
  unit: null,
  required: true,
  essential: true,
  skip_if: null,
  caps: [],
  knockouts: [],
  evidence_for: [],
  ...extra,
});
const droneDraft = (levels: number[]) => ({
  questions: [
    draftQuestion('flies', 'yes_no', { caps: [{ equals: false, below: null, dimension: 'function', severity: 5 }] }),
    draftQuestion('shell', 'choice', {
      options: ['as-new', 'scuffed', 'cracked', 'broken'].map((id) => ({ id, labels: labels(id) })),
      caps: levels.map((severity, i) => ({ equals: ['scuffed', 'cracked', 'broken'][i], below: null, dimension: 'cosmetic', severity })),
    }),
  ],
});
const answerDraft = (draft: object) => stub.addRule({ name: 'draft', match: (req) => responseSchema(req)?.name === 'inspection_protocol_draft', reply: { content: draft } });

describe('both functions in the app', () => {
  it('are ready in /health without a model or search, and listed on the index page', async () => {
    const health = await request(appWithoutModel()).get('/health');
    expect(health.body.functions).toMatchObject({ protocol_generator: { ready: true, needs: [] }, decision: { ready: true, needs: [] } });
    const page = await request(appWithoutModel()).get('/');
    expect(page.text).toContain('/service_ai_protocol_generator');
    expect(page.text).toContain('/service_ai_decision');
  });
});

describe('POST /service_ai_protocol_generator through the app', () => {
  it('serves a templated protocol without a model, the same one for the same request', async () => {
    const body = { language: 'es-ES', agent_specific: { category: 'Bikes', target_scale: 'internal' } };
    const [a, b] = [await request(appWithoutModel()).post('/service_ai_protocol_generator').send(body), await request(appWithoutModel()).post('/service_ai_protocol_generator').send(body)];
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(a.body.questions.map((q: { id: string }) => q.id)).toEqual(['frame_condition', 'wheels_true', 'brakes_work', 'gears_work', 'is_ebike', 'ebike_battery', 'photo_side']);
    expect(a.body.questions[0].text).toBe('Estado del cuadro y la horquilla');
    expect(a.body.knockout_rules.map((k: { gate: string }) => k.gate)).toEqual(['unsafe', 'unsafe']);
  });

  it('answers 422 naming the field for an unknown category without a model, and for an unknown scale', async () => {
    const unknown = await request(appWithoutModel()).post('/service_ai_protocol_generator').send({ agent_specific: { category: 'drones', target_scale: 'internal' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([{ pointer: '/agent_specific/category', message: expect.stringContaining('no template for "drones"') }]);
    const scale = await request(appWithoutModel()).post('/service_ai_protocol_generator').send({ agent_specific: { category: 'phones', target_scale: 'vinted' } });
    expect(scale.status).toBe(422);
    expect(scale.body.errors).toEqual([{ pointer: '/agent_specific/target_scale', message: 'must be one of: internal, ctia, backmarket, clothing5' }]);
  });

  it('serves a model-written protocol for a category without a template through ChatOpenAI and the stub', async () => {
    answerDraft(droneDraft([2, 3, 4]));
    const res = await request(appWithModel()).post('/service_ai_protocol_generator').send({ agent_specific: { category: 'drones', target_scale: 'internal' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ generated: true, category: 'drones' });
    expect(res.body.grade_rule.caps.map((cap: { grade: string }) => cap.grade)).toEqual(['D', 'B', 'C', 'D']);
  });

  it('answers a 500 saying why when the model-written protocol fails the static check', async () => {
    answerDraft(droneDraft([2, 2, 4]));
    const res = await request(appWithModel()).post('/service_ai_protocol_generator').send({ agent_specific: { category: 'drones', target_scale: 'internal' } });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ type: '/problems/protocol-generation-failed', problems: ['grade C is not reachable'] });
  });
});

const decision = {
  language: 'fr',
  agent_specific: {
    item: { category: 'large-appliances', brand: 'Bosch', model: 'Serie 4', age_years: 14, price_new: 600 },
    condition: { grade: 'D' },
    economics: { resale_as_is: 20, resale_after_repair: 180, repair_cost: 320, recycling_value: 15, logistics_cost: 25 },
    context: { origin: 'collection', partners: { recycling: ['large-appliances'] } },
  },
};

describe('POST /service_ai_decision through the app', () => {
  it('recycles a broken washing machine whose repair costs more than half its price new, without a model', async () => {
    const res = await request(appWithoutModel()).post('/service_ai_decision').send(decision);
    expect(res.status).toBe(200);
    expect(res.body.decision).toBe('recycle');
    const plain = (res.body.reasoning as string[]).map((line) => line.replace(/[\u00a0\u202f]/g, ' '));
    expect(plain).toContain('Réparation : 320 € n’est pas inférieur à 0,5 × 600 € = 300 € : la réparation n’est pas rentable.');
    expect(res.body.summary).toBe(res.body.reasoning.join(' '));
  });

  it('grades a protocol from the generator with its answers', async () => {
    const protocol = (await request(appWithoutModel()).post('/service_ai_protocol_generator').send({ agent_specific: { category: 'phones', target_scale: 'backmarket', photos: false } })).body;
    const res = await request(appWithoutModel())
      .post('/service_ai_decision')
      .send({
        agent_specific: {
          item: { category: 'phones' },
          condition: { protocol, answers: { device_identifier: '490154203237518', powers_on: true, touch_display_works: true, cameras_work: true, audio_works: true, buttons_work: true, biometrics_work: 'works', radios_work: true, charge_port_works: true, liquid_indicator: 'intact', screen_condition: 'light-scratches', body_condition: 'as-new', battery_health: 88, battery_swollen: false, account_removed: false, data_wiped: true } },
          economics: { resale_as_is: 250, logistics_cost: 8 },
        },
      });
    expect(res.status).toBe(200);
    expect(res.body.grade).toMatchObject({ scale: 'backmarket', grade: 'very_good', knockouts: ['account_removed_activation_lock'] });
    expect(res.body.decision).toBe('recycle');
    expect(res.body.required_actions).toEqual(['remove_activation_lock']);

    const mistyped = { protocol, answers: { device_identifier: '490154203237519', powers_on: true, touch_display_works: true, cameras_work: true, audio_works: true, buttons_work: true, biometrics_work: 'works', radios_work: true, charge_port_works: true, liquid_indicator: 'intact', screen_condition: 'light-scratches', body_condition: 'as-new', battery_health: 88, battery_swollen: false, account_removed: true, data_wiped: true } };
    const refused = await request(appWithoutModel()).post('/service_ai_decision').send({ agent_specific: { item: { category: 'phones' }, condition: mistyped } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ pointer: '/agent_specific/condition/answers/device_identifier', message: expect.stringMatching(/^is not a valid IMEI/) }]);
  });

  it('answers 422 naming negative money and a grade outside the scale', async () => {
    const bad = structuredClone(decision) as { agent_specific: Record<string, Record<string, unknown>> };
    bad.agent_specific['economics']!['repair_cost'] = -1;
    bad.agent_specific['condition'] = { scale: 'ctia', grade: 'Z' };
    const res = await request(appWithoutModel()).post('/service_ai_decision').send(bad);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ pointer: '/agent_specific/economics/repair_cost', message: 'must be at least 0' }]);
    const grade = await request(appWithoutModel()).post('/service_ai_decision').send({ ...decision, agent_specific: { ...decision.agent_specific, condition: { scale: 'internal', grade: 'Z' } } });
    expect(grade.status).toBe(422);
    expect(grade.body.errors).toEqual([{ pointer: '/agent_specific/condition/grade', message: 'must be one of A, B, C, D on scale internal' }]);
    const scale = await request(appWithoutModel()).post('/service_ai_decision').send({ ...decision, agent_specific: { ...decision.agent_specific, condition: { scale: 'ctia', grade: 'A' } } });
    expect(scale.body.errors).toEqual([{ pointer: '/agent_specific/condition/scale', message: 'scale ctia is not made for large-appliances' }]);
  });

  it('keeps the model summary through the stub only when its numbers are the reasoning numbers', async () => {
    stub.addRule({ name: 'summary', match: (req) => responseSchema(req)?.name === 'decision_summary', reply: { content: { summary: 'Recycler : la réparation (320 €) dépasse 300 €.' } }, times: 1 });
    stub.addRule({ name: 'summary-invented', match: (req) => responseSchema(req)?.name === 'decision_summary', reply: { content: { summary: 'Recycler : vaut 999 €.' } }, times: 1 });
    const kept = await request(appWithModel()).post('/service_ai_decision').send(decision);
    expect(kept.body.summary).toBe('Recycler : la réparation (320 €) dépasse 300 €.');
    const refused = await request(appWithModel()).post('/service_ai_decision').send(decision);
    expect(refused.body.summary).toBe(refused.body.reasoning.join(' '));
    expect(refused.body.decision).toBe('recycle');
  });
});
