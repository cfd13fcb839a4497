import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { seedCatalog } from '../catalog/index.ts';
import { SimDatabase } from './sim-database.ts';

const dirs: string[] = [];
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'core-sim-db-'));
  dirs.push(dir);
  return join(dir, 'sim.sqlite');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const clock = () => new Date('2026-11-21T10:00:00.000Z');
const iphone = { productId: 'apple-iphone-12', options: { storage: '128gb', colour: 'blue' }, requestHash: 'h1' };

describe('SimDatabase', () => {
  it('seeds the catalogue into a new database', () => {
    const db = new SimDatabase({ now: clock });
    expect(db.products()).toHaveLength(seedCatalog.products.length);
    expect(db.product('apple-iphone-12')?.option_types.map((t) => t.id)).toEqual(['storage', 'colour']);
    db.close();
  });

  it('keeps items, answers and completions across a restart on the same file', () => {
    const path = tempFile();
    const first = new SimDatabase({ path, now: clock });
    const item = first.createItem({ ...iphone, idempotencyKey: 'k-1' });
    first.putAnswer({ itemId: item.id, questionId: 'powers_on', value: true });
    const completion = first.complete(item.id);
    first.close();

    const second = new SimDatabase({ path, now: clock });
    expect(second.item(item.id)).toEqual({ ...item, status: 'submitted' });
    expect(second.itemByIdempotencyKey('k-1')).toEqual({ item: { ...item, status: 'submitted' }, requestHash: 'h1' });
    expect(second.answers(item.id)).toEqual([{ item_id: item.id, question_id: 'powers_on', value: true, recorded_at: '2026-11-21T10:00:00.000Z' }]);
    expect(second.complete(item.id)).toEqual(completion);
    second.close();
  });

  it('opens a file written before offers were recorded: its completions read as having no offer', () => {
    const path = tempFile();
    const old = new DatabaseSync(path);
    old.exec('CREATE TABLE completions (item_id TEXT PRIMARY KEY, completed_at TEXT NOT NULL, continue_token TEXT NOT NULL)');
    old.prepare('INSERT INTO completions VALUES (?, ?, ?)').run('itm_old', '2026-11-20T10:00:00.000Z', 'ct_old');
    old.close();
    const db = new SimDatabase({ path, now: clock });
    expect(db.completion('itm_old')).toEqual({ item_id: 'itm_old', completed_at: '2026-11-20T10:00:00.000Z', continue_token: 'ct_old', offer: null });
    db.close();
  });

  it('re-seeds a changed catalogue without losing items', () => {
    const path = tempFile();
    const first = new SimDatabase({ path });
    const item = first.createItem(iphone);
    first.close();

    const smaller = { ...seedCatalog, products: seedCatalog.products.filter((p) => p.category === 'phones') };
    const second = new SimDatabase({ path, catalog: smaller });
    expect(second.products()).toHaveLength(smaller.products.length);
    expect(second.item(item.id)?.product_id).toBe('apple-iphone-12');
    second.close();
  });

  it('generates the same ids for the same seed, and new ones after a restart', () => {
    const a = new SimDatabase({ seed: 'demo' });
    const b = new SimDatabase({ seed: 'demo' });
    expect(a.createItem(iphone).id).toBe(b.createItem(iphone).id);
    a.close();
    b.close();

    const path = tempFile();
    const first = new SimDatabase({ path, seed: 'demo' });
    const before = first.createItem(iphone).id;
    first.close();
    const second = new SimDatabase({ path, seed: 'demo' });
    expect(second.createItem(iphone).id).not.toBe(before);
    expect(second.itemCount()).toBe(2);
    second.close();
  });

  it('replaces an earlier answer to the same question', () => {
    const db = new SimDatabase();
    const item = db.createItem(iphone);
    db.putAnswer({ itemId: item.id, questionId: 'battery_health', value: 80 });
    db.putAnswer({ itemId: item.id, questionId: 'battery_health', value: 87 });
    expect(db.answers(item.id).map((a) => a.value)).toEqual([87]);
    db.close();
  });
});
