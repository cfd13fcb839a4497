import { fakeModel } from '@langchain/core/testing';
import { invokeGraph, runsDirectly } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import type { C2cDescriptorRequest } from '@circular/contract';
import { describeListing } from './describe-listing.ts';
import { createC2cDescriptorGraph } from './graph.ts';

const request: C2cDescriptorRequest = {
  language: 'es',
  agent_specific: {
    marketplace: 'wallapop',
    item: { name: 'Zapatillas Adidas Stan Smith', brand: 'adidas', category: 'Calzado', condition: 'B', size: '40', defects: ['plantilla un poco gastada'] },
    wish_price: 30,
  },
};

describe('createC2cDescriptorGraph', () => {
  it('answers without a model exactly as describeListing does in line', async () => {
    const { response } = await createC2cDescriptorGraph({}).invoke({ request });
    expect(response).toEqual(await describeListing(request));
    expect(response?.title).toBe('Zapatillas Adidas Stan Smith 40');
  });

  it('runs directly when nothing observes it, answering as LangGraph’s loop does', async () => {
    const graph = createC2cDescriptorGraph({});
    expect(runsDirectly(graph)).toBe(true);
    expect(await invokeGraph(graph, { request })).toEqual(await graph.invoke({ request }));
  });

  it('runs the copy step when a model is configured and keeps its checked text', async () => {
    const model = fakeModel().structuredResponse({ title: 'Adidas Stan Smith talla 40', description: 'Zapatillas Stan Smith, talla 40. Plantilla un poco gastada.' });
    const { response } = await createC2cDescriptorGraph({ model }).invoke({ request });
    expect(response?.title).toBe('Adidas Stan Smith talla 40');
    expect(response?.description).toBe('Zapatillas Stan Smith, talla 40. Plantilla un poco gastada.');
  });
});
