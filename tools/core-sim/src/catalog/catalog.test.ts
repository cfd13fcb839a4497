import { describe, expect, it } from 'vitest';
import type { Labels } from './catalog-types.ts';
import { seedCatalog } from './index.ts';

const { categories, products, protocols } = seedCatalog;
/** The document's `Slug` pattern: every id the systems send must match it. */
const slugPattern = /^[a-z0-9][a-z0-9_-]*$/;
const hasBothLanguages = (labels: Labels) => labels['pt-PT'].trim() !== '' && labels.en.trim() !== '';
const duplicates = (ids: string[]) => ids.filter((id, i) => ids.indexOf(id) !== i);

describe('seed catalogue', () => {
  it('holds at least 100 products, at least 10 in each of the seven categories', () => {
    expect(products.length).toBeGreaterThanOrEqual(100);
    expect(categories.map((c) => c.id)).toEqual(['phones', 'laptops', 'tablets', 'consoles', 'bikes', 'small-appliances', 'clothing']);
    for (const category of categories) expect(products.filter((p) => p.category === category.id).length).toBeGreaterThanOrEqual(10);
  });

  it('gives every product a unique slug id, a known category, a brand and a name', () => {
    expect(duplicates(products.map((p) => p.id))).toEqual([]);
    for (const product of products) {
      expect(product.id).toMatch(slugPattern);
      expect(categories.map((c) => c.id)).toContain(product.category);
      expect(product.brand.trim()).not.toBe('');
      expect(product.name.trim()).not.toBe('');
    }
  });

  it('labels every option type and value in Portuguese and English, with unique slug ids', () => {
    for (const product of products) {
      expect(duplicates(product.option_types.map((t) => t.id)), product.id).toEqual([]);
      for (const type of product.option_types) {
        expect(type.id).toMatch(slugPattern);
        expect(hasBothLanguages(type.labels)).toBe(true);
        expect(type.values.length, `${product.id} ${type.id}`).toBeGreaterThan(0);
        expect(duplicates(type.values.map((v) => v.id)), `${product.id} ${type.id}`).toEqual([]);
        for (const value of type.values) {
          expect(value.id).toMatch(slugPattern);
          expect(hasBothLanguages(value.labels)).toBe(true);
        }
      }
    }
  });

  it('offers the option types each category is chosen by', () => {
    const typesOf = (category: string) => new Set(products.filter((p) => p.category === category).flatMap((p) => p.option_types.map((t) => t.id)));
    expect([...typesOf('phones')].sort()).toEqual(['colour', 'storage']);
    expect(typesOf('laptops')).toContain('ram');
    expect(typesOf('bikes')).toContain('frame_size');
    expect(typesOf('clothing')).toContain('size');
  });

  it('has a protocol for every category with yes/no, choice, number and photo questions among them', () => {
    expect(Object.keys(protocols).sort()).toEqual(categories.map((c) => c.id).sort());
    const kinds = new Set(Object.values(protocols).flatMap((questions) => questions.map((q) => q.answer_type)));
    expect([...kinds].sort()).toEqual(['choice', 'number', 'photo', 'text', 'yes_no']);
    for (const [category, questions] of Object.entries(protocols)) {
      expect(questions.length, category).toBeGreaterThanOrEqual(4);
      expect(questions.some((q) => q.answer_type === 'photo' && q.required), category).toBe(true);
      expect(duplicates(questions.map((q) => q.id)), category).toEqual([]);
    }
  });

  it('asks phones whether they power on, the screen condition, the battery health 0–100 % and a photo of the screen', () => {
    const phones = protocols['phones']!;
    expect(phones.find((q) => q.id === 'powers_on')).toMatchObject({ answer_type: 'yes_no', labels: { en: 'Does it power on?' } });
    expect(phones.find((q) => q.id === 'screen_condition')).toMatchObject({ answer_type: 'choice' });
    expect(phones.find((q) => q.id === 'battery_health')).toMatchObject({ answer_type: 'number', min: 0, max: 100, integer: true, unit: '%' });
    expect(phones.find((q) => q.id === 'photo_screen')).toMatchObject({ answer_type: 'photo', required: true });
  });

  it('keeps every question well-formed: labels in both languages, sensible constraints', () => {
    for (const question of Object.values(protocols).flat()) {
      expect(question.id).toMatch(slugPattern);
      expect(hasBothLanguages(question.labels)).toBe(true);
      if (question.help !== null) expect(hasBothLanguages(question.help)).toBe(true);
      if (question.answer_type === 'number') expect(question.min).toBeLessThan(question.max);
      if (question.answer_type === 'text') expect(question.max_length).toBeGreaterThan(0);
      if (question.answer_type === 'choice') {
        expect(question.options.length).toBeGreaterThanOrEqual(2);
        for (const option of question.options) expect(hasBothLanguages(option.labels)).toBe(true);
      }
    }
  });
});
