import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { JsonSchema } from './json-schema.ts';
import { schemaInstance } from './schema-instance.ts';

describe('schemaInstance', () => {
  it('fills every property of an object with the simplest valid value of its type', () => {
    const schema = {
      type: 'object',
      properties: {
        title: { type: 'string' },
        price: { type: 'number' },
        count: { type: 'integer' },
        available: { type: 'boolean' },
        removed: { type: 'null' },
        condition: { enum: ['good', 'fair'] },
        kind: { const: 'listing' },
      },
      required: ['title'],
    };
    expect(schemaInstance(schema)).toEqual({ title: 'stub', price: 0, count: 0, available: true, removed: null, condition: 'good', kind: 'listing' });
  });

  it('answers the non-null branch of a nullable field', () => {
    expect(schemaInstance({ anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] })).toBe('2026-01-01');
    expect(schemaInstance({ type: ['null', 'integer'], minimum: 3 })).toBe(3);
    expect(schemaInstance({ type: 'string', nullable: true })).toBe('stub');
  });

  it('follows $ref into $defs and definitions', () => {
    const schema = {
      type: 'object',
      properties: { money: { $ref: '#/$defs/Money' }, legacy: { $ref: '#/definitions/Code' } },
      $defs: { Money: { type: 'object', properties: { amount: { type: 'number', minimum: 5 }, currency: { const: 'EUR' } } } },
      definitions: { Code: { type: 'string', pattern: '^[A-Z]{2}\\d$' } },
    };
    expect(schemaInstance(schema)).toEqual({ money: { amount: 5, currency: 'EUR' }, legacy: 'AA0' });
  });

  it('stops a recursive schema by choosing null and empty arrays once it is deep', () => {
    const schema = {
      $ref: '#/$defs/Node',
      $defs: {
        Node: {
          type: 'object',
          properties: { name: { type: 'string' }, parent: { anyOf: [{ $ref: '#/$defs/Node' }, { type: 'null' }] }, children: { type: 'array', items: { $ref: '#/$defs/Node' } } },
          required: ['name', 'parent', 'children'],
        },
      },
    };
    const tree = schemaInstance(schema);
    const depth = (node: unknown): number => (node === null ? 0 : 1 + depth((node as { parent: unknown }).parent));
    expect(depth(tree)).toBeGreaterThan(1);
    expect(JSON.stringify(tree)).toContain('"parent":null,"children":[]');
  });

  it.each([
    [{ type: 'number', minimum: 10 }, 10],
    [{ type: 'number', maximum: -5 }, -5],
    [{ type: 'integer', exclusiveMinimum: 0 }, 1],
    [{ type: 'number', exclusiveMinimum: 0 }, 1],
    [{ type: 'number', exclusiveMinimum: 0, maximum: 1 }, 0.5],
    [{ type: 'integer', minimum: 2, exclusiveMinimum: true }, 3],
    [{ type: 'number', minimum: 0.3, multipleOf: 0.25 }, 0.5],
    [{ type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 }, 0],
  ])('keeps numbers inside %j', (schema, expected) => {
    expect(schemaInstance(schema)).toBe(expected);
  });

  it('makes array items differ so uniqueItems and enums are honoured', () => {
    expect(schemaInstance({ type: 'array', items: { enum: ['s', 'm', 'l'] }, minItems: 3, uniqueItems: true })).toEqual(['s', 'm', 'l']);
    expect(schemaInstance({ type: 'array', items: { type: 'string' }, minItems: 2 })).toEqual(['stub', 'stub 2']);
  });

  it('gives one item by default, none when maxItems is 0, and fills tuples', () => {
    expect(schemaInstance({ type: 'array', items: { type: 'object', properties: { key: { type: 'string' } } } })).toEqual([{ key: 'stub' }]);
    expect(schemaInstance({ type: 'array', items: { type: 'string' }, maxItems: 0 })).toEqual([]);
    expect(schemaInstance({ type: 'array', prefixItems: [{ type: 'integer' }, { type: 'boolean' }], items: false })).toEqual([0, false]);
  });

  it('respects string lengths and known formats', () => {
    expect(schemaInstance({ type: 'string', minLength: 8 })).toBe('stubxxxx');
    expect(schemaInstance({ type: 'string', maxLength: 2 })).toBe('st');
    expect(schemaInstance({ type: 'string', format: 'email' })).toBe('stub@example.com');
    expect(schemaInstance({ type: 'string', format: 'uri' })).toBe('https://example.com/stub');
  });

  it('merges allOf members', () => {
    const schema: JsonSchema = { allOf: [{ type: 'object', properties: { a: { type: 'integer' } } }, { properties: { b: { const: true } }, required: ['b'] }] };
    expect(schemaInstance(schema)).toEqual({ a: 0, b: true });
  });

  it.each([
    ['a listing', z.object({ title: z.string().min(3).max(80), price: z.number().positive().nullable(), currency: z.string().regex(/^[A-Z]{3}$/), quantity: z.number().int().min(1) })],
    ['formats', z.object({ when: z.iso.datetime(), day: z.iso.date(), mail: z.email(), id: z.uuid(), link: z.url() })],
    ['nested arrays', z.object({ comparables: z.array(z.object({ url: z.url(), price: z.number().min(0), source: z.enum(['olx', 'vinted', 'ebay']) })).min(3) })],
    ['nullable nested object', z.object({ document: z.object({ number: z.string(), expires: z.iso.date() }).nullable(), confidence: z.number().min(0).max(1) })],
    ['key-value pairs', z.object({ attributes: z.array(z.object({ key: z.string(), value: z.union([z.string(), z.number()]) })) })],
    ['literals and booleans', z.object({ valid: z.boolean(), version: z.literal(2), reasons: z.array(z.string()).max(5) })],
  ])('produces a value zod accepts for %s', (_name, schema) => {
    expect(() => schema.parse(schemaInstance(z.toJSONSchema(schema) as JsonSchema))).not.toThrow();
  });
});
