import { startCoreSim, type CoreSim } from '@circular/core-sim';
import { createSafeFetcher, UnreachableUrlError, UnsafeUrlError, type SafeFetcher } from '@circular/runtime';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCoreSystemClient, type CoreSystemClientOptions } from './core-system-client.ts';
import { CoreConflictError, CoreNotFoundError, CoreUnavailableError, CoreValidationError } from './errors/index.ts';

let fetcher: SafeFetcher;
let sim: CoreSim;

beforeAll(() => {
  fetcher = createSafeFetcher({ allowCidrs: ['127.0.0.0/8'] });
});
afterAll(() => fetcher.close());
beforeEach(async () => {
  sim = await startCoreSim({ seed: 'client-test' });
});
afterEach(() => sim.close());

function client(options: Partial<CoreSystemClientOptions> = {}) {
  return createCoreSystemClient({
    serviceCoreBaseUrl: sim.coreUrl,
    serviceSubmissionBaseUrl: sim.submissionUrl,
    fetcher,
    initialRetryDelayMs: 1,
    maxRetryDelayMs: 5,
    ...options,
  });
}

const iphone = { product_id: 'apple-iphone-12', options: { storage: '128gb', colour: 'blue' } };
const operationsCalled = () => sim.requests().map((r) => `${r.operation} ${r.status ?? r.fault}`);

describe('core system client against core-sim', () => {
  it('searches the catalogue and reads a product with its option types', async () => {
    const core = client();
    const found = await core.searchProducts({ q: 'iPhone 12', category: 'phones', limit: 3 });
    expect(found.results.map((r) => r.id)).toEqual(['apple-iphone-12', 'apple-iphone-12-mini', 'apple-iphone-12-pro']);
    expect(found.results[0]).toEqual({
      id: 'apple-iphone-12',
      name: 'iPhone 12',
      brand: 'Apple',
      category: 'phones',
      image_url: `${sim.coreUrl}/images/apple-iphone-12.svg`,
      score: 1,
    });
    const product = await core.getProduct('apple-iphone-12');
    expect(product.option_types.find((t) => t.id === 'storage')?.values.map((v) => v.id)).toEqual(['64gb', '128gb', '256gb']);
    expect((await core.listCategories()).map((c) => c.id)).toContain('small-appliances');
  });

  it('creates one item for two calls with the same idempotency key', async () => {
    const core = client();
    const first = await core.createItem(iphone, { idempotencyKey: 'session-1:create' });
    const second = await core.createItem(iphone, { idempotencyKey: 'session-1:create' });
    expect(first.replayed).toBe(false);
    expect(second).toEqual({ item: first.item, replayed: true });
    expect(first.item).toMatchObject({ product_id: 'apple-iphone-12', options: { storage: '128gb', colour: 'blue' }, status: 'draft' });
    expect(sim.db.itemCount()).toBe(1);
  });

  it('throws CoreConflictError when the key is reused with a different body', async () => {
    const core = client();
    await core.createItem(iphone, { idempotencyKey: 'k-1' });
    const reuse = core.createItem({ ...iphone, options: { storage: '256gb', colour: 'blue' } }, { idempotencyKey: 'k-1' });
    await expect(reuse).rejects.toBeInstanceOf(CoreConflictError);
    await expect(reuse).rejects.toMatchObject({ upstreamStatus: 409, system: 'core', operation: 'createItem', problem: { type: '/problems/idempotency-key-reused' } });
    expect(sim.db.itemCount()).toBe(1);
  });

  it('throws CoreValidationError with the fields the system named, without retrying', async () => {
    const failure = client().createItem({ product_id: 'apple-iphone-12', options: { storage: '128gb', colour: 'orange' } }, { idempotencyKey: 'k-2' });
    await expect(failure).rejects.toBeInstanceOf(CoreValidationError);
    await expect(failure).rejects.toMatchObject({
      problem: { errors: [{ pointer: '/options/colour', message: 'no value "orange" for option colour; one of: black, white, red, green, blue, purple' }] },
    });
    expect(operationsCalled()).toEqual(['createItem 422']);
  });

  it('throws CoreNotFoundError for an unknown product', async () => {
    await expect(client().getProduct('apple-iphone-99')).rejects.toBeInstanceOf(CoreNotFoundError);
  });

  it('reads the protocol, records answers and completes the submission', async () => {
    const core = client();
    const { item } = await core.createItem({ product_id: 'nintendo-switch-lite', options: { colour: 'coral' } }, { idempotencyKey: 'k-3' });
    const protocol = await core.getProtocol(item.id);
    expect(protocol.questions.map((q) => [q.id, q.answer_type])).toEqual([
      ['powers_on', 'yes_no'],
      ['body_condition', 'choice'],
      ['controllers', 'number'],
      ['cables_included', 'yes_no'],
      ['photo_front', 'photo'],
    ]);
    const values = { powers_on: true, body_condition: 'good', controllers: 0, cables_included: false, photo_front: 'https://img.example/switch.jpg' };
    for (const [questionId, value] of Object.entries(values)) await core.recordAnswer({ itemId: item.id, questionId, value });

    await expect(core.recordAnswer({ itemId: item.id, questionId: 'controllers', value: 7 })).rejects.toMatchObject({
      problem: { errors: [{ pointer: '/value', message: 'must be between 0 and 4' }] },
    });
    expect((await core.getSubmission(item.id)).missing_question_ids).toEqual([]);

    const completion = await core.completeSubmission(item.id, { idempotencyKey: 'k-3:complete' });
    expect(completion.continue_url).toMatch(new RegExp(`^${sim.submissionUrl}/continue/${item.id}\\?token=ct_[0-9a-f]{20}$`));
    expect(completion.summary.options).toEqual([
      { option_type_id: 'colour', labels: { 'pt-PT': 'Cor', en: 'Colour' }, value_id: 'coral', value_labels: { 'pt-PT': 'Coral', en: 'Coral' } },
    ]);
    expect(completion.summary.answers.map((a) => a.display['pt-PT'])).toEqual(['Sim', 'Bom (sinais ligeiros de uso)', '0', 'Não', 'Fotografia enviada']);
    await expect(core.recordAnswer({ itemId: item.id, questionId: 'powers_on', value: false })).rejects.toBeInstanceOf(CoreConflictError);
  });

  it('retries a GET after 500s and succeeds', async () => {
    sim.faults.inject({ route: 'getProduct', kind: '500', times: 2 });
    expect((await client().getProduct('sony-playstation-5')).name).toBe('PlayStation 5');
    expect(operationsCalled()).toEqual(['getProduct 500', 'getProduct 500', 'getProduct 200']);
  });

  it('does not retry a POST without an idempotency key', async () => {
    sim.faults.inject({ route: 'createItem', kind: '500' });
    await expect(client().createItem(iphone)).rejects.toMatchObject({ name: 'CoreUnavailableError', upstreamStatus: 500, type: 'core-system-unavailable' });
    expect(operationsCalled()).toEqual(['createItem 500']);
    expect(sim.db.itemCount()).toBe(0);
  });

  it('retries a POST with an idempotency key, and a lost answer replays the item made', async () => {
    sim.faults.inject([
      { route: 'createItem', kind: '500' },
      { route: 'createItem', kind: 'lost' },
    ]);
    const created = await client().createItem(iphone, { idempotencyKey: 'k-4' });
    expect(created.replayed).toBe(true);
    expect(operationsCalled()).toEqual(['createItem 500', 'createItem lost', 'createItem 200']);
    expect(sim.db.itemCount()).toBe(1);
  });

  it('throws CoreUnavailableError when the connection is dropped on every attempt', async () => {
    sim.faults.inject({ route: 'getProtocol', kind: 'down', times: 3 });
    const failure = client({ maxRetries: 2 }).getProtocol('itm_any');
    await expect(failure).rejects.toBeInstanceOf(CoreUnavailableError);
    await expect(failure).rejects.toMatchObject({ upstreamStatus: undefined, retryAfterSeconds: 30 });
    expect(operationsCalled()).toEqual(['getProtocol down', 'getProtocol down', 'getProtocol down']);
  });

  it('throws CoreUnavailableError, caused by the network error, when the system is not listening', async () => {
    const core = client({ maxRetries: 1 });
    await sim.close();
    const error = await core.listCategories().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoreUnavailableError);
    expect((error as CoreUnavailableError).cause).toBeInstanceOf(UnreachableUrlError);
    expect((error as CoreUnavailableError).detail).toBe('The core system could not be reached for listCategories: could not be fetched: ECONNREFUSED.');
  });

  it('gives up an attempt at the time limit', async () => {
    sim.faults.inject({ route: 'searchProducts', kind: 'slow', delayMs: 5_000 });
    const failure = client({ timeoutMs: 100, maxRetries: 0 }).searchProducts({ q: 'ps5' });
    await expect(failure).rejects.toMatchObject({
      name: 'CoreUnavailableError',
      detail: 'The core system could not be reached for searchProducts: no complete answer within 100 ms.',
    });
  });

  it('refuses a base URL to a private address unless allow-listed, naming the request field', async () => {
    const strict = createSafeFetcher();
    try {
      const core = client({ fetcher: strict });
      const refusal = await core.getProduct('apple-iphone-12').catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(UnsafeUrlError);
      expect((refusal as UnsafeUrlError).errors).toEqual([{ pointer: '/service_core_base_url', message: 'URL refused: address 127.0.0.1 is loopback' }]);
      const submission = await core.getSubmission('itm_x').catch((e: unknown) => e);
      expect((submission as UnsafeUrlError).errors?.[0]?.pointer).toBe('/service_submission_base_url');
      const internal = await client({ fetcher: strict, serviceCoreBaseUrl: 'http://10.1.2.3:8080/core' }).listCategories().catch((e: unknown) => e);
      expect((internal as UnsafeUrlError).reason).toBe('address 10.1.2.3 is private');
      expect(sim.requests()).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it('refuses a base URL that is not an absolute http(s) URL when the client is made', () => {
    expect(() => client({ serviceSubmissionBaseUrl: 'file:///etc/passwd' })).toThrow(UnsafeUrlError);
  });

  it("rejects with the caller's abort reason and does not retry after it", async () => {
    sim.faults.inject({ route: 'searchProducts', kind: 'slow', delayMs: 10_000 });
    const controller = new AbortController();
    const search = client().searchProducts({ q: 'bimby' }, { signal: controller.signal });
    await expect.poll(() => sim.requests().length).toBe(1);
    const reason = new Error('turn cancelled');
    controller.abort(reason);
    await expect(search).rejects.toBe(reason);
    expect(sim.requests()).toHaveLength(1);
  });

  it("rejects with the caller's abort reason while waiting to retry", async () => {
    sim.faults.inject({ route: 'getProduct', kind: '500' });
    const controller = new AbortController();
    const read = client({ initialRetryDelayMs: 60_000, maxRetryDelayMs: 60_000 }).getProduct('apple-iphone-12', { signal: controller.signal });
    await expect.poll(() => sim.requests()[0]?.status).toBe(500);
    const reason = new Error('turn cancelled');
    controller.abort(reason);
    await expect(read).rejects.toBe(reason);
    expect(sim.requests()).toHaveLength(1);
  });
});
