import { describe, expect, it } from 'vitest';
import type { ChatRequest } from '../chat-request.ts';
import type { StubReply } from '../rule.ts';
import rules from './c2c-descriptor.ts';

const ask = (schema: string, user: string): ChatRequest => ({
  model: 'stub',
  messages: [
    { role: 'system', content: 'system' },
    { role: 'user', content: user },
  ],
  response_format: { type: 'json_schema', json_schema: { name: schema, schema: {} } },
});

const answer = async (request: ChatRequest) => {
  const rule = rules.find((candidate) => candidate.match(request));
  if (!rule) return undefined;
  return (typeof rule.reply === 'function' ? ((await rule.reply(request)) as StubReply) : rule.reply).content;
};

describe('c2c-descriptor demo rules', () => {
  it('write a copy that restates only the facts given, defects word for word', async () => {
    const facts = {
      item: 'Apple iPhone 12',
      condition: { grade: 'B', label: 'Bom estado' },
      attributes: { brand: 'Apple', storage_capacity: '128 GB', colour: 'preto' },
      defects: ['risco no ecrã'],
      seller_notes: 'Com caixa.',
    };
    expect(await answer(ask('listing_copy', `FACTS (JSON):\n${JSON.stringify(facts)}`))).toEqual({
      title: 'Apple iPhone 12 128 GB preto',
      description: 'Apple iPhone 12 — Bom estado. 128 GB, preto. risco no ecrã. Com caixa.',
    });
  });

  it('read no label on photos, and leave other requests to other rules', async () => {
    expect(await answer(ask('label_readings', 'Read the labels'))).toEqual({ readings: [] });
    expect(await answer(ask('listing_copy', 'not facts'))).toBeUndefined();
  });
});
