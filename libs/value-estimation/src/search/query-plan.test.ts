import { describe, expect, it } from 'vitest';
import { marketForLocale, wideningSteps } from './marketplaces.ts';
import { keySpec, maxQueryLength, planRecyclingQuery, planRepairQuery, planResaleQueries, planSearches, queryVocabulary } from './query-plan.ts';
import type { ServiceItem } from '../item/service-item.ts';

const pt = marketForLocale('pt-PT');
const [national, wider, unrestricted] = wideningSteps(pt);
const iphone: ServiceItem = {
  name: 'iPhone 12',
  brand: 'Apple',
  condition: 'B',
  description: 'iPhone 12 64GB preto, bateria 86%',
  category: 'Telemóveis',
};

describe('keySpec', () => {
  it('takes the storage from the name, else the description, as the largest size named', () => {
    expect(keySpec(iphone)).toBe('64GB');
    expect(keySpec({ name: 'MacBook Air M1 8GB 256 GB' })).toBe('256GB');
    expect(keySpec({ name: 'Galaxy S21', description: 'version 128 Go, 8 Go de RAM' })).toBe('128GB');
    expect(keySpec({ name: 'ThinkPad X1', description: 'SSD 1TB' })).toBe('1TB');
  });

  it('takes an appliance load or a laptop chip when no storage is named', () => {
    expect(keySpec({ name: 'Lavadora Bosch Serie 6', description: 'Carga de 8 kg' })).toBe('8 kg');
    expect(keySpec({ name: 'Dell XPS 13', description: 'Intel i7-1165G7, 16 GB RAM' })).toBe('16GB');
    expect(keySpec({ name: 'Dell XPS 13', description: 'Intel i7-1165G7' })).toBe('i7-1165G7');
    expect(keySpec({ name: 'Casaco Nuptse 1996' })).toBeUndefined();
  });
});

describe('planResaleQueries', () => {
  it('builds brand + model + key spec in the market language, aimed at the national marketplaces', () => {
    expect(planResaleQueries({ item: iphone, market: pt, step: national! })).toEqual([
      {
        purpose: 'resale',
        query: 'Apple iPhone 12 64GB usado',
        includeDomains: ['olx.pt', 'custojusto.pt', 'vinted.pt', 'wallapop.com'],
        country: 'portugal',
        step: 'national',
      },
      {
        purpose: 'resale',
        query: 'Apple iPhone 12 Telemóveis usado',
        includeDomains: ['olx.pt', 'custojusto.pt', 'vinted.pt', 'wallapop.com'],
        country: 'portugal',
        step: 'national',
      },
      {
        purpose: 'resale',
        query: 'Apple iPhone 12 usado',
        includeDomains: ['olx.pt', 'custojusto.pt', 'vinted.pt', 'wallapop.com'],
        country: 'portugal',
        step: 'national',
      },
    ]);
  });

  it('words each widening step differently and drops the domain restriction at the end', () => {
    const first = (step: typeof national) => planResaleQueries({ item: iphone, market: pt, step: step!, maxQueries: 1 })[0];
    expect(first(wider)).toMatchObject({
      query: 'Apple iPhone 12 64GB recondicionado',
      includeDomains: ['backmarket.pt', 'swappie.com', 'cashconverters.pt'],
    });
    expect(first(unrestricted)?.query).toBe('Apple iPhone 12 64GB segunda mão preço');
    expect(first(unrestricted)).not.toHaveProperty('includeDomains');
  });

  it('searches in the marketplace language even when the prose is in another', () => {
    const market = marketForLocale('en-ES');
    const [step] = wideningSteps(market);
    expect(planResaleQueries({ item: iphone, market, step: step!, maxQueries: 1 })[0]?.query).toBe('Apple iPhone 12 64GB segunda mano');
  });

  it('does not repeat the brand or the spec the name already has, and removes the spec for the broad query', () => {
    const item: ServiceItem = { name: 'Samsung Galaxy S21 128 GB', brand: 'samsung', condition: 'C' };
    expect(planResaleQueries({ item, market: pt, step: national! }).map((q) => q.query)).toEqual([
      'Samsung Galaxy S21 128 GB usado',
      'Samsung Galaxy S21 usado',
    ]);
  });

  it('keeps every query within Tavily’s 400 characters, cutting the item words, never the step words', () => {
    const item: ServiceItem = {
      name: `<b>iPhone</b> 12 ${'muito '.repeat(20)}`,
      brand: 'Apple',
      condition: 'B',
      category: `Telemóveis ${'x'.repeat(500)}`,
    };
    const queries = planResaleQueries({ item, market: pt, step: national! });
    expect(queries.map((q) => q.query)).toEqual([
      'Apple iPhone 12 muito muito muito muito muito muito muito muito muito muito usado',
      'Apple iPhone 12 muito muito muito muito muito muito muito muito muito muito Telemóveis usado',
    ]);
    const long = planResaleQueries({ item: { name: 'y'.repeat(600), condition: 'B' }, market: pt, step: national! });
    expect(long[0]?.query).toBe(`${'y'.repeat(maxQueryLength - ' usado'.length)} usado`);
    expect(long[0]?.query.length).toBe(maxQueryLength);
  });

  it('is deterministic', () => {
    expect(planResaleQueries({ item: iphone, market: pt, step: national! })).toEqual(
      planResaleQueries({ item: { ...iphone }, market: marketForLocale('pt-PT'), step: wideningSteps(pt)[0]! }),
    );
  });
});

describe('planRecyclingQuery and planRepairQuery', () => {
  it('searches scrap prices of the category material', () => {
    expect(planRecyclingQuery({ item: iphone, market: pt })).toEqual({
      purpose: 'recycling',
      query: 'sucata telemóveis preço kg',
      country: 'portugal',
    });
    expect(planRecyclingQuery({ item: { name: 'Quadro', condition: 'B' }, market: pt })).toBeUndefined();
  });

  it('searches repair prices of the two most likely faults, by model or by category as shops publish them', () => {
    expect(planRepairQuery({ item: { ...iphone, condition: 'C', name: 'iPhone 12 64GB' }, market: pt })?.query).toBe(
      'Apple iPhone 12 bateria ecrã reparação preço',
    );
    const bike: ServiceItem = { name: 'Rockrider ST 540', brand: 'Decathlon', condition: 'C', category: 'Vélo VTT' };
    expect(planRepairQuery({ item: bike, market: marketForLocale('fr-FR') })?.query).toBe('vélo révision freins réparation prix');
  });

  it('plans no repair search for grade A', () => {
    expect(planRepairQuery({ item: { ...iphone, condition: 'A' }, market: pt })).toBeUndefined();
  });
});

describe('planSearches', () => {
  it('fits resale, recycling and repair into three searches on the common path', () => {
    expect(planSearches({ item: iphone, market: pt }).map((q) => [q.purpose, q.query])).toEqual([
      ['resale', 'Apple iPhone 12 64GB usado'],
      ['recycling', 'sucata telemóveis preço kg'],
      ['repair', 'Apple iPhone 12 bateria reparação preço'],
    ]);
  });

  it('gives the repair search budget to resale when no repair is likely', () => {
    expect(planSearches({ item: { ...iphone, condition: 'A' }, market: pt }).map((q) => q.purpose)).toEqual([
      'resale',
      'resale',
      'recycling',
    ]);
  });

  it('always plans at least one resale query', () => {
    expect(planSearches({ item: iphone, market: pt, maxSearches: 1 }).map((q) => q.purpose)).toEqual(['resale', 'recycling', 'repair']);
  });
});

describe('queryVocabulary', () => {
  it('never lets one step’s wording contain another’s, so each step is visible in its query', () => {
    for (const words of Object.values(queryVocabulary)) {
      const steps = [words.national, words.wider, words.unrestricted].map((w) => w.toLowerCase());
      for (const a of steps) for (const b of steps) if (a !== b) expect(a.includes(b)).toBe(false);
    }
  });
});
