import { seedCatalog, startCoreSim, type CoreSim, type SeedQuestion } from '@circular/core-sim';
import type { InspectionProtocol } from '@circular/contract';
import { responseSchema, startModelStub } from '@circular/model-stub';
import { generateProtocol, gradeAnswers } from '@circular/protocol-generator';
import { createChatModel, createSafeFetcher, type SafeFetcher } from '@circular/runtime';
import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';

const tinyPng = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The protocol as the core system serves it: its questions, in order, without our grade rule. */
function asCoreQuestions(protocol: InspectionProtocol): SeedQuestion[] {
  return protocol.questions.map((question) => {
    const base = { id: question.id, labels: question.labels, help: question.help, required: question.required };
    switch (question.answer_type) {
      case 'choice':
        return { ...base, answer_type: 'choice', options: question.options! };
      case 'number':
        return { ...base, answer_type: 'number', min: question.min!, max: question.max!, integer: question.integer!, unit: question.unit ?? null };
      case 'text':
        return { ...base, answer_type: 'text', max_length: question.max_length! };
      default:
        return { ...base, answer_type: question.answer_type };
    }
  });
}

let fetcher: SafeFetcher;
const sims: CoreSim[] = [];
beforeAll(() => {
  fetcher = createSafeFetcher({ allowCidrs: ['127.0.0.0/8'] });
});
afterAll(async () => {
  for (const sim of sims) await sim.close();
  await fetcher.close();
});

/** A seller in the chat, in Portuguese, over the given simulator. */
function seller(app: Express, sim: CoreSim) {
  const history: { role: string; text: string }[] = [];
  let sessionId: string | undefined;
  return async (text: string, images: string[] = []) => {
    const res = await request(app)
      .post('/chat')
      .send({
        language: 'PT-PT',
        messages: [...history, { role: 'user', text }],
        ...(images.length > 0 ? { images } : {}),
        ...(sessionId ? { session_id: sessionId } : {}),
        service_core_base_url: sim.coreUrl,
        service_submission_base_url: sim.submissionUrl,
      });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    sessionId = res.headers['x-session-id'] as string;
    const replies = res.body as { role: string; text: string }[];
    history.push({ role: 'user', text }, ...replies.map(({ role, text: replyText }) => ({ role, text: replyText })));
    return replies.map((reply) => reply.text).join('\n---\n');
  };
}

describe('a protocol from the protocol generator, served by the core-system simulator', () => {
  it('is asked, answered and graded through a whole chat conversation, and decided on', async () => {
    const app: Express = createApp(loadConfig({ SSRF_ALLOW_CIDRS: '127.0.0.0/8' }), { logger: pino({ level: 'silent' }), model: undefined, fetcher });
    const generated = await request(app).post('/service_ai_protocol_generator').send({ language: 'PT-PT', agent_specific: { category: 'phones', target_scale: 'internal', purpose: 'buy_back' } });
    expect(generated.status).toBe(200);
    const protocol = generated.body as InspectionProtocol;
    const sim = await startCoreSim({ seed: 'chat-protocol', catalog: { ...seedCatalog, protocols: { ...seedCatalog.protocols, phones: asCoreQuestions(protocol) } } });
    sims.push(sim);
    const say = seller(app, sim);

    await say('Quero vender o meu iPhone 12, 128GB, azul');
    await say('Apple iPhone 12');
    const created = await say('Confirmar');
    expect(created).toMatch(/Pergunta 1 de 18: IMEI \(ou número de série, se não tiver SIM\)/);
    const itemId = /referência (itm_\w+)/.exec(created)![1]!;

    expect(await say('49-015420-323751-8')).toContain('Pergunta 2 de 18: O equipamento liga?');
    expect(await say('Sim')).toContain('Pergunta 3 de 18: O ecrã tátil responde em toda a área');
    for (const answer of ['Sim', 'Sim', 'Sim', 'Sim', 'Funciona', 'Sim', 'Sim']) await say(answer);
    expect(await say('Intacto')).toContain('Pergunta 11 de 18: Estado do ecrã');
    expect(await say('Riscos ligeiros')).toContain('Pergunta 12 de 18: Estado exterior');
    await say('Razoável (riscos ou marcas visíveis)');
    expect(await say('150')).toMatch(/100/);
    await say('85');
    await say('Não');
    await say('Sim');
    expect(await say('Sim')).toContain('Pergunta 17 de 18: Fotografia do ecrã (ligado)');
    await say('aqui está', [tinyPng]);
    expect(await say('e a de fora', [tinyPng])).toMatch(/^Faremos uma proposta depois da inspeção do artigo\.\n---\nSubmissão concluída\./);

    const answers = Object.fromEntries(sim.db.answers(itemId).map((answer) => [answer.question_id, answer.value]));
    expect(answers).toMatchObject({ powers_on: true, touch_display_works: true, biometrics_work: 'works', liquid_indicator: 'intact', screen_condition: 'light-scratches', body_condition: 'fair', battery_health: 85, battery_swollen: false, account_removed: true, data_wiped: true });
    const graded = gradeAnswers(protocol, answers);
    expect(graded).toMatchObject({ grade: 'C', knockouts: [], works: true, functional: { level: { level: 0 } } });
    expect(graded.dimensions).toEqual([
      { id: 'battery', grade: 'A' },
      { id: 'cosmetic', grade: 'C' },
      { id: 'function', grade: 'A' },
    ]);

    const decided = await request(app)
      .post('/service_ai_decision')
      .send({
        language: 'PT-PT',
        agent_specific: {
          item: { category: 'phones', brand: 'Apple', model: 'iPhone 12', price_new: 700 },
          condition: { protocol, answers },
          economics: { resale_as_is: 260, resale_after_repair: 330, repair_cost: 40, logistics_cost: 10 },
        },
      });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({ decision: 'repair_then_resell', grade: { scale: 'internal', grade: 'C' } });
    expect(decided.body.reasoning[0]).toBe(`Grau C na escala internal, pelas respostas ao protocolo ${protocol.id}.`);
  });
});

const labels = (en: string, ptPT: string) => ({ pt_PT: ptPT, en, es: en, fr: en });
const droneDraft = {
  questions: [
    {
      id: 'flies',
      answer_type: 'yes_no',
      labels: labels('Does it fly?', 'O drone voa?'),
      options: [],
      min: null,
      max: null,
      integer: null,
      unit: null,
      required: true,
      essential: true,
      skip_if: null,
      caps: [{ equals: false, below: null, dimension: 'function', severity: 5 }],
      knockouts: [],
      evidence_for: [],
    },
    {
      id: 'shell',
      answer_type: 'choice',
      labels: labels('Shell condition', 'Estado do corpo'),
      options: [
        { id: 'as-new', labels: labels('As new', 'Como novo') },
        { id: 'scuffed', labels: labels('Scuffed', 'Riscado') },
        { id: 'cracked', labels: labels('Cracked', 'Rachado') },
        { id: 'broken', labels: labels('Broken arm', 'Braço partido') },
      ],
      min: null,
      max: null,
      integer: null,
      unit: null,
      required: true,
      essential: true,
      skip_if: null,
      caps: [
        { equals: 'scuffed', below: null, dimension: 'cosmetic', severity: 2 },
        { equals: 'cracked', below: null, dimension: 'cosmetic', severity: 3 },
        { equals: 'broken', below: null, dimension: 'cosmetic', severity: 4 },
      ],
      knockouts: [],
      evidence_for: [],
    },
    {
      id: 'photo_drone',
      answer_type: 'photo',
      labels: labels('Photo of the drone', 'Fotografia do drone'),
      options: [],
      min: null,
      max: null,
      integer: null,
      unit: null,
      required: true,
      essential: false,
      skip_if: null,
      caps: [],
      knockouts: [],
      evidence_for: ['cosmetic'],
    },
  ],
};

describe('a model-written protocol for a category without a template, served by the core-system simulator', () => {
  it('is asked, answered and graded through a whole chat conversation', async () => {
    const stub = await startModelStub({ rules: [{ name: 'draft', match: (req) => responseSchema(req)?.name === 'inspection_protocol_draft', reply: { content: droneDraft } }] });
    let protocol: InspectionProtocol;
    try {
      const model = createChatModel({ model: 'stub', apiKey: 'test', baseUrl: stub.url, maxRetries: 0 });
      protocol = await generateProtocol({ language: 'PT-PT', agent_specific: { category: 'drones', target_scale: 'internal', purpose: 'buy_back' } }, { model });
    } finally {
      await stub.close();
    }
    expect(protocol.generated).toBe(true);

    const catalog = {
      categories: [...seedCatalog.categories, { id: 'drones', labels: { 'pt-PT': 'Drones', en: 'Drones' }, keywords: ['drone', 'drones'] }],
      products: [...seedCatalog.products, { id: 'dji-mini-3', category: 'drones', brand: 'DJI', name: 'Mini 3', aliases: ['mini 3'], option_types: [] }],
      protocols: { ...seedCatalog.protocols, drones: asCoreQuestions(protocol) },
    };
    const sim = await startCoreSim({ seed: 'chat-generated-protocol', catalog });
    sims.push(sim);
    const app: Express = createApp(loadConfig({ SSRF_ALLOW_CIDRS: '127.0.0.0/8' }), { logger: pino({ level: 'silent' }), model: undefined, fetcher });
    const say = seller(app, sim);

    expect(await say('Quero vender o meu drone DJI Mini 3')).toBe('Encontrei estes produtos. Qual é o seu?\n\nOpções: DJI Mini 3 | Nenhum destes');
    expect(await say('DJI Mini 3')).toContain('Está correto?');
    const asked = await say('Confirmar');
    expect(asked).toContain('Pergunta 1 de 3: O drone voa?');
    const itemId = /referência (itm_\w+)/.exec(asked)![1]!;
    expect(await say('Sim')).toContain('Pergunta 2 de 3: Estado do corpo');
    expect(await say('Rachado')).toContain('Pergunta 3 de 3: Fotografia do drone');
    expect(await say('aqui está', [tinyPng])).toMatch(/^Faremos uma proposta depois da inspeção do artigo\.\n---\nSubmissão concluída\./);

    const answers = Object.fromEntries(sim.db.answers(itemId).map((answer) => [answer.question_id, answer.value]));
    expect(answers).toMatchObject({ flies: true, shell: 'cracked' });
    expect(gradeAnswers(protocol, answers)).toMatchObject({ grade: 'C', works: true, knockouts: [] });
  });
});
