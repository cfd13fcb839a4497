import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCoreSim, type CoreSim } from '@circular/core-sim';
import { lastUserText, responseSchema, startModelStub, type ModelStub, type Rule } from '@circular/model-stub';
import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChatModel, createSafeFetcher, SqliteCheckpointSaver, type SafeFetcher } from '@circular/runtime';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';

// The real ChatOpenAI against tools/model-stub; an OPENAI_BASE_URL leaking in from the environment
// would be used by a client built without one.
beforeEach(() => {
  vi.stubEnv('OPENAI_BASE_URL', 'http://127.0.0.1:9/v1');
});

let sim: CoreSim;
let fetcher: SafeFetcher;
const dirs: string[] = [];
beforeAll(() => {
  fetcher = createSafeFetcher({ allowCidrs: ['127.0.0.0/8'] });
});
afterAll(() => fetcher.close());
beforeEach(async () => {
  sim = await startCoreSim({ seed: 'api-chat' });
});
afterEach(async () => {
  await sim.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const config = loadConfig({ SSRF_ALLOW_CIDRS: '127.0.0.0/8' });
const silent = pino({ level: 'silent' });
const tinyPng = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function appWith({ model, checkpointer }: { model?: ReturnType<typeof createChatModel>; checkpointer?: SqliteCheckpointSaver } = {}): Express {
  return createApp(config, { logger: silent, model, fetcher, ...(checkpointer ? { checkpointer: async () => checkpointer } : {}) });
}

interface Reply {
  role: string;
  text: string;
  html?: string;
}

/** A browser's chat component: sends the whole history and the session id, reads X-Session-Id. */
class Seller {
  sessionId: string | undefined;
  readonly history: { role: string; text: string }[] = [];
  app: Express;
  readonly language: string;

  constructor(app: Express, language = 'PT-PT') {
    this.app = app;
    this.language = language;
  }

  body(text: string, images: string[] = []) {
    return {
      language: this.language,
      messages: [...this.history, { role: 'user', text }],
      ...(images.length > 0 ? { images } : {}),
      ...(this.sessionId ? { session_id: this.sessionId } : {}),
      service_core_base_url: sim.coreUrl,
      service_submission_base_url: sim.submissionUrl,
    };
  }

  async turn(text: string, images: string[] = []): Promise<Reply[]> {
    const res = await request(this.app).post('/chat').send(this.body(text, images));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    this.sessionId = res.headers['x-session-id'] as string;
    const replies = res.body as Reply[];
    this.history.push({ role: 'user', text }, ...replies.map((reply) => ({ role: reply.role, text: reply.text })));
    return replies;
  }

  async say(text: string, images: string[] = []): Promise<string> {
    return (await this.turn(text, images)).map((reply) => reply.text).join('\n---\n');
  }
}

describe('POST /chat without a model', () => {
  it('submits a phone in PT-PT with buttons, from the first message to the continue link', async () => {
    const seller = new Seller(appWith());
    const first = await request(seller.app).post('/chat').send(seller.body('Quero vender o meu iPhone 12, 128GB, azul'));
    expect(first.status).toBe(200);
    expect(first.headers['x-session-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.body).toEqual([
      {
        role: 'assistant',
        text: 'Encontrei estes produtos. Qual é o seu?\n\nOpções: Apple iPhone 12 | Apple iPhone 12 mini | Apple iPhone 12 Pro | Xiaomi Redmi Note 12 | Nenhum destes',
        html:
          '<div class="deep-chat-temporary-message">' +
          ['Apple iPhone 12', 'Apple iPhone 12 mini', 'Apple iPhone 12 Pro', 'Xiaomi Redmi Note 12', 'Nenhum destes']
            .map((label) => `<button class="deep-chat-button deep-chat-suggestion-button">${label}</button>`)
            .join(' ') +
          '</div>',
      },
    ]);
    seller.sessionId = first.headers['x-session-id'] as string;
    seller.history.push({ role: 'user', text: 'Quero vender o meu iPhone 12, 128GB, azul' }, { role: 'assistant', text: first.body[0].text });

    expect(await seller.say('Apple iPhone 12')).toBe(
      'Ótimo: Apple iPhone 12.\n---\nVamos registar: Apple iPhone 12 · Armazenamento: 128 GB · Cor: Azul. Está correto?\n\nOpções: Confirmar | Alterar Armazenamento | Alterar Cor',
    );
    expect(await seller.say('Confirmar')).toMatch(/^Artigo criado \(referência itm_\w+\)\. .*\n---\nPergunta 1 de 8: O equipamento liga\?/);
    for (const answer of ['Sim', 'Riscos ligeiros', 'Como novo', '91', 'Sim', 'Carregador e capa']) await seller.say(answer);
    expect(await seller.say('aqui está', [tinyPng])).toBe('Pergunta 8 de 8: Fotografia da parte de trás');
    // Without search configured no figure is offered: the submission completes, the offer follows inspection.
    const [later, done] = await seller.turn('e esta', [tinyPng]);
    expect(later!.text).toBe('Faremos uma proposta depois da inspeção do artigo.');
    expect(done!.text).toMatch(/^Submissão concluída\.\n\nApple iPhone 12\n- Armazenamento: 128 GB\n- Cor: Azul\n/);
    expect(done!.html).toMatch(/^<p><a href="http:\/\/127\.0\.0\.1:\d+\/submission\/continue\/itm_\w+\?token=\w+" target="_blank" rel="noopener">Continuar no sistema de submissões<\/a><\/p>$/);
    expect(sim.db.itemCount()).toBe(1);
  });

  it('keeps a session across a server restart over the same SQLite file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chat-api-'));
    dirs.push(dir);
    const path = join(dir, 'circular.db');
    const first = new SqliteCheckpointSaver({ path });
    const seller = new Seller(appWith({ checkpointer: first }), 'en');
    await seller.say("Levi's 501 jeans");
    expect(await seller.say("Levi's 501 Original Fit Jeans")).toContain('Which Waist does your product have?');
    first.close();

    const second = new SqliteCheckpointSaver({ path });
    seller.app = appWith({ checkpointer: second });
    expect(await seller.say('W32')).toBe('Which Length does your product have?\n\nOptions: L30 | L32 | L34');
    second.close();
  });

  it('answers the same request twice with one answer and one item', async () => {
    const app = appWith();
    const seller = new Seller(app);
    await seller.say('Trek FX 3 Disc preta tamanho L');
    await seller.say('Trek FX 3 Disc');
    const confirm = seller.body('Confirmar');
    const [once, twice] = [await request(app).post('/chat').send(confirm), await request(app).post('/chat').send(confirm)];
    expect(twice.status).toBe(200);
    expect(twice.body).toEqual(once.body);
    expect(twice.headers['x-session-id']).toBe(once.headers['x-session-id']);
    expect(sim.db.itemCount()).toBe(1);
  });

  it('keeps two interleaved sessions apart', async () => {
    const app = appWith();
    const ana = new Seller(app);
    const ben = new Seller(app, 'en');
    await ana.say('PS5');
    await ben.say('Nespresso Vertuo Next');
    expect(await ana.say('Sony PlayStation 5')).toContain('Qual destas opções de Edição corresponde ao seu produto?');
    expect(await ben.say('Nespresso Vertuo Next')).toContain('Which Colour does your product have?');
    expect(await ana.say('Digital Edition')).toContain('Vamos registar: Sony PlayStation 5 · Edição: Digital Edition.');
    expect(await ben.say('Grey')).toContain('I will register: Nespresso Vertuo Next · Colour: Grey.');
    expect(ana.sessionId).not.toBe(ben.sessionId);
  });

  it('apologises in the conversation while the core system is down, then carries on', async () => {
    const seller = new Seller(appWith(), 'en');
    await seller.say('Nespresso Essenza Mini white');
    await seller.say('Nespresso Essenza Mini');
    sim.faults.inject({ route: 'createItem', kind: '500', times: 10 });
    expect(await seller.say('Confirm')).toBe(
      'Sorry: the core system is unavailable right now and the item has not been created yet. Please try again in a moment.\n\nOptions: Try again | Start over',
    );
    sim.faults.clear();
    expect(await seller.say('Try again')).toMatch(/^Item created \(reference itm_\w+\)\./);
    expect(sim.db.itemCount()).toBe(1);
  });

  it('lets a client choose its session id', async () => {
    const res = await request(appWith())
      .post('/chat')
      .send({ session_id: 'deep-chat-7f3a', messages: [{ role: 'user', text: 'ps5' }], service_core_base_url: sim.coreUrl, service_submission_base_url: sim.submissionUrl });
    expect(res.status).toBe(200);
    expect(res.headers['x-session-id']).toBe('deep-chat-7f3a');
  });
});

describe('POST /chat with the model stub', () => {
  let stub: ModelStub;
  /** What the scripted model reads in the seller's words, by the words. */
  const understood: Record<string, object> = {
    'the one with more memory': { option_values: [{ option_type_id: 'ram', value_id: '16gb' }] },
    'half a terabyte': { option_values: [{ option_type_id: 'storage', value_id: '512gb' }, { option_type_id: 'storage', value_id: '9tb' }] },
    'it boots up fine': { answer: 'yes' },
    'some hairline marks': { answer: 'light-scratches' },
    'pretty much all of them': { answer: 'maybe' },
  };
  const chatRule: Rule = {
    name: 'chat',
    match: (req) => responseSchema(req)?.name === 'chat_turn',
    reply: (req) => {
      const { text } = JSON.parse(lastUserText(req)) as { text: string };
      return { content: { intent: 'answer', product_query: null, option_values: [], answer: null, ...understood[text] } };
    },
  };
  beforeAll(async () => {
    stub = await startModelStub({ rules: [chatRule] });
  });
  afterAll(() => stub.close());
  beforeEach(() => stub.reset());

  it('understands free text in English with at most one model call per turn, checking every answer in code', async () => {
    const model = createChatModel({ model: 'stub', apiKey: 'test', baseUrl: stub.url, maxRetries: 0 });
    const seller = new Seller(appWith({ model }), 'en');
    let turns = 0;
    const say = async (text: string, images: string[] = []) => {
      turns += 1;
      return seller.say(text, images);
    };
    expect(await say('MacBook Air M1')).toContain('Apple MacBook Air 13" (M1, 2020)');
    expect(await say('Apple MacBook Air 13" (M1, 2020)')).toContain('Which RAM does your product have?');
    expect(await say('the one with more memory')).toBe('Which Storage does your product have?\n\nOptions: 256 GB | 512 GB | 1 TB | 2 TB');
    expect(await say('half a terabyte')).toBe('Which Colour does your product have?\n\nOptions: Space grey | Silver | Gold');
    expect(await say('Silver')).toContain('I will register: Apple MacBook Air 13" (M1, 2020) · RAM: 16 GB · Storage: 512 GB · Colour: Silver. Is that right?');
    expect(await say('yes')).toContain('Question 1 of 8: Does it power on?');
    expect(await say('it boots up fine')).toBe('Question 2 of 8: Screen condition\n\nOptions: Flawless | Light scratches | Deep scratches | Cracked');
    expect(await say('some hairline marks')).toBe('Question 3 of 8: Do all keys and the trackpad work?\n\nOptions: Yes | No');
    expect(await say('pretty much all of them')).toBe('Please answer “Yes” or “No”.\nQuestion 3 of 8: Do all keys and the trackpad work?\n\nOptions: Yes | No');
    const modelCalls = stub.requests.length;
    expect(modelCalls).toBe(5);
    expect(modelCalls).toBeLessThanOrEqual(turns);
  });
});

describe('POST /chat bad input', () => {
  const urls = () => ({ service_core_base_url: sim.coreUrl, service_submission_base_url: sim.submissionUrl });
  const pointers = (res: { body: { errors: { pointer: string }[] } }) => res.body.errors.map((error) => error.pointer);

  it('answers empty messages and a last message not from the user with a 422 naming the field', async () => {
    const app = appWith();
    const empty = await request(app).post('/chat').send({ ...urls(), messages: [] });
    expect(empty.status).toBe(422);
    expect(pointers(empty)).toEqual(['/messages']);
    const lastAssistant = await request(app).post('/chat').send({ ...urls(), messages: [{ role: 'user', text: 'ps5' }, { role: 'assistant', text: 'Qual?' }] });
    expect(lastAssistant.status).toBe(422);
    expect(lastAssistant.body.errors).toEqual([{ pointer: '/messages/1/role', message: 'the last message must be from the user' }]);
  });

  it('answers missing and non-URL base URLs with a 422 naming each', async () => {
    const app = appWith();
    const missing = await request(app).post('/chat').send({ messages: [{ role: 'user', text: 'ps5' }] });
    expect(missing.status).toBe(422);
    expect(pointers(missing)).toEqual(expect.arrayContaining(['/service_core_base_url', '/service_submission_base_url']));
    const notUrls = await request(app).post('/chat').send({ messages: [{ role: 'user', text: 'ps5' }], service_core_base_url: 'core', service_submission_base_url: 'javascript:alert(1)' });
    expect(notUrls.status).toBe(422);
    expect(pointers(notUrls).sort()).toEqual(['/service_core_base_url', '/service_submission_base_url']);
  });

  it('answers a base URL to a private address with a 422 naming the field', async () => {
    const res = await request(appWith())
      .post('/chat')
      .send({ messages: [{ role: 'user', text: 'ps5' }], service_core_base_url: 'http://10.20.30.40/core', service_submission_base_url: sim.submissionUrl });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ pointer: '/service_core_base_url', message: 'URL refused: address 10.20.30.40 is private' }]);
  });

  it('answers an image over 10 MB with a 422 naming it', async () => {
    const big = `data:image/png;base64,${'A'.repeat(14_000_000)}`;
    const res = await request(appWith()).post('/chat').send({ ...urls(), messages: [{ role: 'user', text: 'ps5' }], images: [big] });
    expect(res.status).toBe(422);
    expect(pointers(res)).toEqual(['/images/0']);
  });
});
