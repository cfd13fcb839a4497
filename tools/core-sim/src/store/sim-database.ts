import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { OfferRecord } from '../submission/offer-check.ts';
import { seedCatalog, type SeedCatalog, type SeedCategory, type SeedProduct, type SeedQuestion } from '../catalog/index.ts';

export type AnswerValue = boolean | number | string;

export interface ItemRecord {
  id: string;
  product_id: string;
  options: Record<string, string>;
  status: 'draft' | 'submitted';
  created_at: string;
}

export interface AnswerRecord {
  item_id: string;
  question_id: string;
  value: AnswerValue;
  recorded_at: string;
}

export interface CompletionRecord {
  item_id: string;
  completed_at: string;
  continue_token: string;
  /** The offer the seller accepted with the completion, or null. */
  offer: OfferRecord | null;
}

interface LoadedCatalog {
  categories: SeedCategory[];
  products: Map<string, SeedProduct>;
  protocols: Map<string, SeedQuestion[]>;
}

export interface SimDatabaseOptions {
  /** A file path, or `:memory:` (the default). */
  path?: string;
  /** Makes generated ids reproducible; without it they are random. */
  seed?: string;
  catalog?: SeedCatalog;
  now?: () => Date;
}

/**
 * The simulator's state in SQLite (`node:sqlite`): the catalogue, re-seeded whenever its content
 * changes, and the items, answers and completions, which survive restarts and re-seeding.
 */
export class SimDatabase {
  readonly path: string;
  readonly #db: DatabaseSync;
  readonly #seed: string;
  readonly #now: () => Date;
  readonly #catalog: LoadedCatalog;

  constructor({ path = ':memory:', seed, catalog = seedCatalog, now = () => new Date() }: SimDatabaseOptions = {}) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.path = path;
    this.#db = new DatabaseSync(path);
    this.#seed = seed ?? randomUUID();
    this.#now = now;
    this.#db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA busy_timeout = 5000;
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS categories (id TEXT PRIMARY KEY, position INTEGER NOT NULL, body TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS products (id TEXT PRIMARY KEY, position INTEGER NOT NULL, category TEXT NOT NULL, body TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS protocol_questions (
        category TEXT NOT NULL, position INTEGER NOT NULL, body TEXT NOT NULL, PRIMARY KEY (category, position)
      );
      CREATE TABLE IF NOT EXISTS items (
        id TEXT PRIMARY KEY,
        product_id TEXT NOT NULL,
        options TEXT NOT NULL,
        created_at TEXT NOT NULL,
        idempotency_key TEXT UNIQUE,
        request_hash TEXT
      );
      CREATE TABLE IF NOT EXISTS answers (
        item_id TEXT NOT NULL, question_id TEXT NOT NULL, value TEXT NOT NULL, recorded_at TEXT NOT NULL,
        PRIMARY KEY (item_id, question_id)
      );
      CREATE TABLE IF NOT EXISTS completions (
        item_id TEXT PRIMARY KEY, completed_at TEXT NOT NULL, continue_token TEXT NOT NULL
      );
    `);
    // Databases written before offers were recorded gain the column (items survive restarts).
    const completionColumns = this.#db.prepare('PRAGMA table_info(completions)').all() as { name: string }[];
    if (!completionColumns.some((column) => column.name === 'offer')) this.#db.exec('ALTER TABLE completions ADD COLUMN offer TEXT');
    this.#seedCatalog(catalog);
    this.#catalog = this.#loadCatalog();
  }

  categories(): SeedCategory[] {
    return this.#catalog.categories;
  }

  products(): SeedProduct[] {
    return [...this.#catalog.products.values()];
  }

  product(id: string): SeedProduct | undefined {
    return this.#catalog.products.get(id);
  }

  /** The item's questions, in the order they are asked (its product category's protocol). */
  protocol(item: ItemRecord): SeedQuestion[] {
    const category = this.product(item.product_id)?.category;
    return (category === undefined ? undefined : this.#catalog.protocols.get(category)) ?? [];
  }

  /** The item an idempotency key created, with the hash of the request that created it. */
  itemByIdempotencyKey(key: string): { item: ItemRecord; requestHash: string } | undefined {
    const row = this.#db.prepare('SELECT id, request_hash FROM items WHERE idempotency_key = ?').get(key) as
      | { id: string; request_hash: string }
      | undefined;
    return row === undefined ? undefined : { item: this.item(row.id)!, requestHash: row.request_hash };
  }

  /** Stores a new item; the key, when given, must not be in use (`itemByIdempotencyKey` first). */
  createItem({
    productId,
    options,
    idempotencyKey,
    requestHash,
  }: {
    productId: string;
    options: Record<string, string>;
    idempotencyKey?: string;
    requestHash: string;
  }): ItemRecord {
    const id = this.#newId('itm');
    this.#db
      .prepare('INSERT INTO items (id, product_id, options, created_at, idempotency_key, request_hash) VALUES (?, ?, ?, ?, ?, ?)')
      .run(id, productId, JSON.stringify(options), this.#now().toISOString(), idempotencyKey ?? null, requestHash);
    return this.item(id)!;
  }

  item(id: string): ItemRecord | undefined {
    const row = this.#db
      .prepare(
        'SELECT items.id, product_id, options, created_at, completions.item_id IS NOT NULL AS completed FROM items ' +
          'LEFT JOIN completions ON completions.item_id = items.id WHERE items.id = ?',
      )
      .get(id) as { id: string; product_id: string; options: string; created_at: string; completed: number } | undefined;
    if (row === undefined) return undefined;
    return {
      id: row.id,
      product_id: row.product_id,
      options: JSON.parse(row.options) as Record<string, string>,
      status: row.completed ? 'submitted' : 'draft',
      created_at: row.created_at,
    };
  }

  itemCount(): number {
    return (this.#db.prepare('SELECT count(*) AS n FROM items').get() as { n: number }).n;
  }

  answers(itemId: string): AnswerRecord[] {
    const rows = this.#db.prepare('SELECT item_id, question_id, value, recorded_at FROM answers WHERE item_id = ?').all(itemId) as {
      item_id: string;
      question_id: string;
      value: string;
      recorded_at: string;
    }[];
    return rows.map((row) => ({ ...row, value: JSON.parse(row.value) as AnswerValue }));
  }

  /** Records the answer, replacing an earlier one to the same question. */
  putAnswer({ itemId, questionId, value }: { itemId: string; questionId: string; value: AnswerValue }): AnswerRecord {
    const recordedAt = this.#now().toISOString();
    this.#db
      .prepare(
        'INSERT INTO answers (item_id, question_id, value, recorded_at) VALUES (?, ?, ?, ?) ' +
          'ON CONFLICT (item_id, question_id) DO UPDATE SET value = excluded.value, recorded_at = excluded.recorded_at',
      )
      .run(itemId, questionId, JSON.stringify(value), recordedAt);
    return { item_id: itemId, question_id: questionId, value, recorded_at: recordedAt };
  }

  completion(itemId: string): CompletionRecord | undefined {
    const row = this.#db.prepare('SELECT item_id, completed_at, continue_token, offer FROM completions WHERE item_id = ?').get(itemId) as
      | (Omit<CompletionRecord, 'offer'> & { offer: string | null })
      | undefined;
    return row === undefined ? undefined : { ...row, offer: row.offer === null ? null : (JSON.parse(row.offer) as OfferRecord) };
  }

  /**
   * Completes the submission, recording the offer the seller accepted with it (if any). Completing
   * it again returns the first completion: its offer stands, whatever a later call sends.
   */
  complete(itemId: string, offer: OfferRecord | null = null): CompletionRecord {
    const earlier = this.completion(itemId);
    if (earlier !== undefined) return earlier;
    const record = { item_id: itemId, completed_at: this.#now().toISOString(), continue_token: this.#newId('ct'), offer };
    this.#db
      .prepare('INSERT INTO completions (item_id, completed_at, continue_token, offer) VALUES (?, ?, ?, ?)')
      .run(record.item_id, record.completed_at, record.continue_token, offer === null ? null : JSON.stringify(offer));
    return record;
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }

  /** `prefix_` + 20 hex characters; a persisted counter keeps seeded ids unique across restarts. */
  #newId(prefix: string): string {
    const counter = Number(this.#meta('id_counter') ?? '0') + 1;
    this.#setMeta('id_counter', String(counter));
    return `${prefix}_${createHash('sha256').update(`${this.#seed}:${counter}`).digest('hex').slice(0, 20)}`;
  }

  #meta(key: string): string | undefined {
    return (this.#db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;
  }

  #setMeta(key: string, value: string): void {
    this.#db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
  }

  /** Replaces the catalogue tables when the seed differs from what the file holds; items stay. */
  #seedCatalog(catalog: SeedCatalog): void {
    const hash = createHash('sha256').update(JSON.stringify(catalog)).digest('hex');
    if (this.#meta('catalog_hash') === hash) return;
    this.#db.exec('BEGIN');
    try {
      this.#db.exec('DELETE FROM categories; DELETE FROM products; DELETE FROM protocol_questions;');
      const category = this.#db.prepare('INSERT INTO categories (id, position, body) VALUES (?, ?, ?)');
      catalog.categories.forEach((c, i) => category.run(c.id, i, JSON.stringify(c)));
      const product = this.#db.prepare('INSERT INTO products (id, position, category, body) VALUES (?, ?, ?, ?)');
      catalog.products.forEach((p, i) => product.run(p.id, i, p.category, JSON.stringify(p)));
      const question = this.#db.prepare('INSERT INTO protocol_questions (category, position, body) VALUES (?, ?, ?)');
      for (const [categoryId, questions] of Object.entries(catalog.protocols)) {
        questions.forEach((q, i) => question.run(categoryId, i, JSON.stringify(q)));
      }
      this.#setMeta('catalog_hash', hash);
      this.#db.exec('COMMIT');
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  #loadCatalog(): LoadedCatalog {
    const bodies = <T>(sql: string) => (this.#db.prepare(sql).all() as { body: string }[]).map((row) => JSON.parse(row.body) as T);
    const products = bodies<SeedProduct>('SELECT body FROM products ORDER BY position');
    const protocols = new Map<string, SeedQuestion[]>();
    for (const row of this.#db.prepare('SELECT category, body FROM protocol_questions ORDER BY category, position').all() as { category: string; body: string }[]) {
      protocols.set(row.category, [...(protocols.get(row.category) ?? []), JSON.parse(row.body) as SeedQuestion]);
    }
    return {
      categories: bodies<SeedCategory>('SELECT body FROM categories ORDER BY position'),
      products: new Map(products.map((p) => [p.id, p])),
      protocols,
    };
  }
}
