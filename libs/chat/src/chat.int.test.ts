import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCoreSim, type CoreSim } from '@circular/core-sim';
import { createSafeFetcher, InProcessKeyedLock, SqliteCheckpointSaver, UnsafeUrlError, UsageMeter, type SafeFetcher } from '@circular/runtime';
import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import { MemorySaver } from '@langchain/langgraph';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chat } from './chat.ts';
import type { ChatDeps } from './deps.ts';
import { Conversation, tinyPng } from './test-support/conversation.ts';
import { FakeChatModel } from './test-support/fake-chat-model.ts';

let fetcher: SafeFetcher;
let sim: CoreSim;
const dirs: string[] = [];
const sharedSaver = new MemorySaver();

beforeAll(() => {
  fetcher = createSafeFetcher({ allowCidrs: ['127.0.0.0/8'] });
});
afterAll(() => fetcher.close());
beforeEach(async () => {
  sim = await startCoreSim({ seed: 'chat-test' });
});
afterEach(async () => {
  await sim.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const fastCore = { initialRetryDelayMs: 1, maxRetryDelayMs: 5 };
const depsWith = (extra: Partial<ChatDeps> = {}): ChatDeps => ({ fetcher, coreSystem: fastCore, ...extra });
const talk = (deps: ChatDeps, extra: Partial<ConstructorParameters<typeof Conversation>[0]> = {}) =>
  new Conversation({ deps, coreUrl: sim.coreUrl, submissionUrl: sim.submissionUrl, ...extra });

describe('chat without a model, against core-sim', () => {
  it('takes a bike from a sentence to a completed submission in English', async () => {
    const seller = talk(depsWith(), { language: 'en' });
    expect(await seller.say('I want to sell my Trek Marlin 7, size M, black')).toBe(
      'I found these products. Which one is yours?\n\nOptions: Trek Marlin 7 Gen 2 | None of these',
    );
    expect(await seller.say('Trek Marlin 7 Gen 2')).toBe(
      'Great: Trek Marlin 7 Gen 2.\n---\nI will register: Trek Marlin 7 Gen 2 · Frame size: M · Colour: Black. Is that right?\n\nOptions: Confirm | Change Frame size | Change Colour',
    );
    const created = await seller.say('Confirm');
    const itemId = /reference (itm_\w+)/.exec(created)?.[1];
    expect(created).toBe(
      `Item created (reference ${itemId}). Now a few questions about its condition.\n---\nQuestion 1 of 6: Frame condition\n\nOptions: As new | Paint scratches | Dents | Cracks`,
    );
    expect(await seller.say('Paint scratches')).toBe('Question 2 of 6: Do the brakes work properly?\n\nOptions: Yes | No');
    expect(await seller.say('Yes')).toBe('Question 3 of 6: Do the gears shift properly?\n\nOptions: Yes | No');
    expect(await seller.say('no')).toBe('Question 4 of 6: Distance ridden (approximate)');
    expect(await seller.say('about 1,200 km')).toBe('Question 5 of 6: Photo of the whole bike from the side');
    expect(await seller.say('here it is', [tinyPng])).toBe('Question 6 of 6: Replaced parts or anything else to mention\n\nOptions: Skip');
    const done = await seller.say('Skip');
    expect(done).toContain(
      'Question skipped.\n---\nWe will make an offer once the item has been inspected.\n---\nSubmission complete.\n\nTrek Marlin 7 Gen 2\n- Frame size: M\n- Colour: Black\n- Frame condition: Paint scratches\n- Do the brakes work properly? Yes\n- Do the gears shift properly? No\n- Distance ridden (approximate): 1,200 km\n- Photo of the whole bike from the side: Photo sent\n\nContinue here: ',
    );
    expect(sim.db.answers(itemId!).map((answer) => [answer.question_id, answer.value])).toEqual(expect.arrayContaining([
      ['frame_condition', 'scratches'],
      ['brakes_work', true],
      ['gears_work', false],
      ['distance_km', 1200],
      ['photo_side', tinyPng],
    ]));
    expect(sim.db.answers(itemId!)).toHaveLength(5);
  });

  it('refuses an option value that does not exist, lets the seller go back, and starts over', async () => {
    const seller = talk(depsWith());
    await seller.say('iPhone 12, 128GB');
    await seller.say('Apple iPhone 12');
    expect(await seller.say('laranja')).toBe(
      '«laranja» não é uma opção de Cor.\nQual destas opções de Cor corresponde ao seu produto?\n\nOpções: Preto | Branco | Vermelho | Verde | Azul | Roxo',
    );
    expect(await seller.say('Azul')).toBe('Vamos registar: Apple iPhone 12 · Armazenamento: 128 GB · Cor: Azul. Está correto?\n\nOpções: Confirmar | Alterar Armazenamento | Alterar Cor');
    expect(await seller.say('Afinal é o de 256 GB')).toBe(
      'Atualizado: Armazenamento → 256 GB.\nVamos registar: Apple iPhone 12 · Armazenamento: 256 GB · Cor: Azul. Está correto?\n\nOpções: Confirmar | Alterar Armazenamento | Alterar Cor',
    );
    expect(await seller.say('Alterar Cor')).toBe('Qual destas opções de Cor corresponde ao seu produto?\n\nOpções: Preto | Branco | Vermelho | Verde | Azul | Roxo');
    expect(await seller.say('Preto')).toBe('Vamos registar: Apple iPhone 12 · Armazenamento: 256 GB · Cor: Preto. Está correto?\n\nOpções: Confirmar | Alterar Armazenamento | Alterar Cor');
    expect(await seller.say('Recomeçar')).toBe('Vamos recomeçar. Que produto quer submeter?');
    expect(await seller.say('nenhum produto conhecido xpto')).toBe('Não encontrei «nenhum produto conhecido xpto» no catálogo. Pode indicar a marca e o modelo de outra forma?');
    expect(sim.db.itemCount()).toBe(0);
  });

  it('asks a protocol question again with the reason when the answer does not hold', async () => {
    const seller = talk(depsWith());
    await seller.say('PS5 Digital Edition');
    await seller.say('Sony PlayStation 5');
    await seller.say('Confirmar');
    expect(await seller.say('talvez')).toBe('Responda «Sim» ou «Não».\nPergunta 1 de 5: O equipamento liga?\n\nOpções: Sim | Não');
    await seller.say('Sim');
    expect(await seller.say('excelente')).toContain('Escolha uma das opções.\nPergunta 2 de 5: Estado exterior');
    await seller.say('Como novo');
    expect(await seller.say('7')).toBe('O valor tem de estar entre 0 e 4.\nPergunta 3 de 5: Número de comandos incluídos');
    expect(await seller.say('2')).toBe('Pergunta 4 de 5: Inclui os cabos de alimentação e HDMI?\n\nOpções: Sim | Não');
    await seller.say('Sim');
    expect(await seller.say('já envio')).toBe('Envie a fotografia em anexo (no campo «images») com a sua resposta.\nPergunta 5 de 5: Fotografia da consola');
    expect(await seller.say('Alterar Edição')).toBe('Envie a fotografia em anexo (no campo «images») com a sua resposta.\nPergunta 5 de 5: Fotografia da consola');
  });

  it('tells the seller the options are fixed once the item exists', async () => {
    const seller = talk(depsWith());
    await seller.say('PS5 Digital Edition');
    await seller.say('Sony PlayStation 5');
    await seller.say('Confirmar');
    expect(await seller.say('Alterar Edição')).toBe(
      'O artigo já foi criado com estas opções e elas já não podem ser alteradas. Para submeter outro produto, escolha «Recomeçar».\nPergunta 1 de 5: O equipamento liga?\n\nOpções: Sim | Não',
    );
    expect(await seller.say('afinal é a versão com leitor de discos, Standard')).toContain('O artigo já foi criado com estas opções');
  });
});

describe('sessions', () => {
  it.each([
    ['a checkpointer they both name', () => ({ checkpointer: sharedSaver })],
    ['no checkpointer (the process-wide default)', () => ({})],
  ])('continues one conversation across turns made with fresh deps objects and %s', async (_name, extra) => {
    const request = (messages: { role: 'user' | 'assistant'; text: string }[], sessionId?: string) => ({
      service_core_base_url: sim.coreUrl,
      service_submission_base_url: sim.submissionUrl,
      messages,
      ...(sessionId ? { session_id: sessionId } : {}),
    });
    const first = await chat(request([{ role: 'user', text: 'Nespresso Vertuo' }]), depsWith(extra()));
    const second = await chat(request([{ role: 'user', text: 'Nespresso Vertuo Next' }], first.sessionId), depsWith(extra()));
    expect(second.sessionId).toBe(first.sessionId);
    const third = await chat(request([{ role: 'user', text: 'Branco' }], first.sessionId), depsWith(extra()));
    expect(third.messages.map((reply) => reply.text).join('\n')).toBe('Vamos registar: Nespresso Vertuo Next · Cor: Branco. Está correto?\n\nOpções: Confirmar | Alterar Cor');
  });

  it('serialises the turns of one session through the session lock the deps name', async () => {
    const lock = new InProcessKeyedLock();
    const keys: string[] = [];
    const sessionLock = { run: <T>(key: string, work: () => Promise<T>) => (keys.push(key), lock.run(key, work)) };
    const result = await chat({ service_core_base_url: sim.coreUrl, service_submission_base_url: sim.submissionUrl, messages: [{ role: 'user', text: 'Nespresso Vertuo' }] }, depsWith({ sessionLock }));
    expect(keys).toEqual([result.sessionId]);
  });

  it('carries on after a restart from the SQLite file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chat-sessions-'));
    dirs.push(dir);
    const path = join(dir, 'circular.db');
    const before = new SqliteCheckpointSaver({ path });
    const seller = talk(depsWith({ checkpointer: before }));
    await seller.say('Nespresso Vertuo');
    await seller.say('Nespresso Vertuo Next');
    before.close();

    const after = new SqliteCheckpointSaver({ path });
    const resumed = talk(depsWith({ checkpointer: after }), { sessionId: seller.sessionId! });
    expect(await resumed.say('Branco')).toBe('Vamos registar: Nespresso Vertuo Next · Cor: Branco. Está correto?\n\nOpções: Confirmar | Alterar Cor');
    after.close();
  });

  it('answers a repeated request with the same replies without moving the conversation', async () => {
    const deps = depsWith();
    const seller = talk(deps);
    await seller.say('Nespresso Essenza Mini vermelha');
    await seller.say('Nespresso Essenza Mini');
    const confirm = seller.request('Confirmar');
    const first = await chat(confirm, deps);
    const again = await chat(confirm, deps);
    expect(again).toEqual(first);
    expect(sim.db.itemCount()).toBe(1);
    expect(sim.requests().filter((request) => request.operation === 'createItem')).toHaveLength(1);
  });

  it('keeps no session with conversation: false', async () => {
    const result = await chat(
      { conversation: false, messages: [{ role: 'user', text: 'ps5' }], service_core_base_url: sim.coreUrl, service_submission_base_url: sim.submissionUrl },
      depsWith(),
    );
    expect(result.sessionId).toBeUndefined();
    expect(result.messages[0]!.text).toContain('Sony PlayStation 5');
  });
});

describe('failures', () => {
  it('apologises when the core system is down at item creation, then creates the item once on a later turn', async () => {
    const seller = talk(depsWith());
    await seller.say('Nespresso Essenza Mini preta');
    await seller.say('Nespresso Essenza Mini');
    sim.faults.inject({ route: 'createItem', kind: 'down', times: 3 });
    expect(await seller.say('Confirmar')).toBe(
      'Pedimos desculpa: o sistema central não está disponível neste momento e o artigo ainda não foi criado. Tente novamente dentro de instantes.\n\nOpções: Tentar novamente | Recomeçar',
    );
    expect(sim.db.itemCount()).toBe(0);
    sim.faults.inject({ route: 'createItem', kind: 'lost', times: 1 });
    expect(await seller.say('Tentar novamente')).toMatch(/^Artigo criado \(referência itm_\w+\)\./);
    expect(sim.db.itemCount()).toBe(1);
    const keys = new Set(sim.requests().filter((request) => request.operation === 'createItem').map((request) => request.idempotencyKey));
    expect(keys.size).toBe(1);
  });

  it('leaves the session where it was when a turn fails on a refused image', async () => {
    const seller = talk(depsWith());
    await seller.say('Nespresso Essenza Mini preta');
    await seller.say('Nespresso Essenza Mini');
    await seller.say('Confirmar');
    for (const answer of ['Sim', 'Sim', 'Como novo', '3']) await seller.say(answer);
    await expect(seller.turn('aqui está', ['http://10.1.2.3/photo.jpg'])).rejects.toSatisfy(
      (error) => error instanceof UnsafeUrlError && error.errors?.[0]?.pointer === '/images/0',
    );
    const done = await seller.say('aqui está', [tinyPng]);
    expect(done).toContain('Submissão concluída.');
  });
});

describe('chat with a model', () => {
  it('asks the model only for words the rules cannot read, and checks what it says', async () => {
    const model = new FakeChatModel();
    const seller = talk(depsWith({ model }), { language: 'en', serviceCoreContext: 'Refurbished electronics marketplace in Portugal.' });
    await seller.say('Nespresso Essenza Mini');
    await seller.say('Nespresso Essenza Mini');
    expect(model.calls).toHaveLength(0);

    model.interprets({ option_values: [{ option_type_id: 'colour', value_id: 'purple' }] });
    expect(await seller.say('the colour of a fire engine')).toBe(
      '“the colour of a fire engine” is not an option for Colour.\nWhich Colour does your product have?\n\nOptions: Black | White | Red',
    );
    model.interprets({ option_values: [{ option_type_id: 'colour', value_id: 'red' }] });
    expect(await seller.say('like a fire engine')).toBe('I will register: Nespresso Essenza Mini · Colour: Red. Is that right?\n\nOptions: Confirm | Change Colour');
    expect(model.calls).toHaveLength(2);
    expect(model.asked[1]).toMatchObject({ stage: 'selectOptions', text: 'like a fire engine', optionTypes: [{ id: 'colour', values: [{ id: 'black' }, { id: 'white' }, { id: 'red' }] }] });
    expect(model.systemPrompts[1]).toContain('Business context: Refurbished electronics marketplace in Portugal.');

    await seller.say('Confirm');
    model.interprets({ answer: 'yes' });
    expect(await seller.say('it works like a charm')).toBe('Question 2 of 5: Does it have all its original parts and accessories?\n\nOptions: Yes | No');
    expect(model.calls).toHaveLength(3);
  });

  it('shows the photos to the model in the turn\'s one call and searches the catalogue for the product it names', async () => {
    const model = new FakeChatModel();
    const seller = talk(depsWith({ model }), { language: 'en' });
    model.interprets({ intent: 'unclear', product_query: 'Apple iPhone 12' });
    const found = await seller.say('', [tinyPng]);
    expect(found).toBe('I found these products. Which one is yours?\n\nOptions: Apple iPhone 12 | Apple iPhone 12 mini | Apple iPhone 12 Pro | Apple iPhone 11 | None of these');
    expect(model.calls).toHaveLength(1);
    expect(model.photosShown).toEqual([[tinyPng]]);
    expect(model.asked[0]).toMatchObject({ stage: 'identifyProduct', text: '' });
    expect(await seller.say('Apple iPhone 12')).toBe('Great: Apple iPhone 12.\n---\nWhich Storage does your product have?\n\nOptions: 64 GB | 128 GB | 256 GB');
    expect(model.calls).toHaveLength(1);
  });

  it('counts the model calls on callbacks that want only model events, and gives callbacks that want the run its events as before', async () => {
    const model = new FakeChatModel();
    const meter = new UsageMeter();
    const events: string[] = [];
    const listener = BaseCallbackHandler.fromMethods({
      handleChainStart: (_chain, _inputs, _runId, _runType, _tags, _metadata, _runName, name) => void events.push(`chain ${name}`),
      handleChatModelStart: () => void events.push('model'),
    });
    const metered = talk(depsWith({ model }), { language: 'en', options: { callbacks: [meter] } });
    await metered.say('Nespresso Essenza Mini');
    await metered.say('Nespresso Essenza Mini');
    expect(meter.modelCalls).toBe(0);
    model.interprets({ option_values: [{ option_type_id: 'colour', value_id: 'red' }] });
    expect(await metered.say('like a fire engine')).toBe('I will register: Nespresso Essenza Mini · Colour: Red. Is that right?\n\nOptions: Confirm | Change Colour');
    expect(meter.modelCalls).toBe(1);

    const watched = talk(depsWith({ model }), { language: 'en', options: { callbacks: [meter, listener] } });
    await watched.say('Nespresso Essenza Mini');
    await watched.say('Nespresso Essenza Mini');
    model.interprets({ option_values: [{ option_type_id: 'colour', value_id: 'red' }] });
    await watched.say('like a fire engine');
    expect(meter.modelCalls).toBe(2);
    expect(events.filter((event) => event === 'model')).toHaveLength(1);
    expect(events).toEqual(expect.arrayContaining(['chain chat', 'chain selectOptions', 'chain endTurn']));
  });

  it('asks for the product name when the model cannot tell it from the photo', async () => {
    const model = new FakeChatModel();
    const seller = talk(depsWith({ model }), { language: 'en' });
    model.interprets({ intent: 'unclear', product_query: null });
    expect(await seller.say('', [tinyPng])).toBe('I could not tell the product from the photo. Please type its brand and model.');
    expect(model.calls).toHaveLength(1);
  });
});

describe('photos without a model', () => {
  it('asks for the product name when a photo comes without words, and reads only the words otherwise', async () => {
    const seller = talk(depsWith(), { language: 'en' });
    expect(await seller.say('', [tinyPng])).toBe('I could not tell the product from the photo. Please type its brand and model.');
    expect(await seller.say('Nespresso Essenza Mini', [tinyPng])).toBe('I found these products. Which one is yours?\n\nOptions: Nespresso Essenza Mini | None of these');
  });
});
