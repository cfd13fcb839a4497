import { InvalidRequestError } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { resumeTurn, turnKey } from './turn.ts';

describe('turnKey', () => {
  const history = [
    { role: 'user' as const, text: 'iPhone 12' },
    { role: 'assistant' as const, text: 'Qual destes?', html: '<button>…</button>' },
    { role: 'user' as const, text: 'Sim' },
  ];

  it('is the same for the same history and images, whatever html came with it', () => {
    const again = history.map(({ role, text }) => ({ role, text }));
    expect(turnKey({ messages: again, images: [] })).toBe(turnKey({ messages: history, images: [] }));
  });

  it('differs when the history moved on or the images differ', () => {
    const key = turnKey({ messages: history, images: [] });
    expect(turnKey({ messages: [...history, { role: 'assistant', text: 'Qual a cor?' }, { role: 'user', text: 'Sim' }], images: [] })).not.toBe(key);
    expect(turnKey({ messages: history, images: ['https://img.example/1.jpg'] })).not.toBe(key);
  });
});

describe('resumeTurn', () => {
  const previous = {
    text: 'ps5 slim',
    key: 'k1',
    language: 'en',
    serviceCoreContext: null,
    serviceCoreBaseUrl: 'http://core.example/',
    serviceSubmissionBaseUrl: 'http://submit.example/',
  };

  it('keeps the last turn settings for words typed in Studio, with a key that follows from the last one', () => {
    const turn = resumeTurn('  Sim ', previous);
    expect(turn).toEqual({ ...previous, text: 'Sim', key: expect.any(String) as unknown });
    expect(turn.key).not.toBe(previous.key);
    expect(resumeTurn('Sim', { ...previous, key: 'k2' }).key).not.toBe(turn.key);
  });

  it('takes the library turn as it is', () => {
    const next = { ...previous, text: 'Sim', key: 'k2' };
    expect(resumeTurn(next, previous)).toBe(next);
  });

  it('reads a whole chat request as the API does', () => {
    const turn = resumeTurn(
      { language: 'PT-PT', messages: [{ role: 'user', text: 'Não' }], service_core_base_url: 'http://a.example/', service_submission_base_url: 'http://b.example/' },
      previous,
    );
    expect(turn).toMatchObject({ text: 'Não', language: 'pt-PT', serviceCoreBaseUrl: 'http://a.example/', serviceSubmissionBaseUrl: 'http://b.example/' });
  });

  it('refuses empty words, a bad request and anything else with a 422', () => {
    expect(() => resumeTurn('  ', previous)).toThrow(InvalidRequestError);
    expect(() => resumeTurn({ messages: [] }, previous)).toThrow(InvalidRequestError);
    expect(() => resumeTurn(42, previous)).toThrow('resume with the user’s next words (a string) or a chat request');
  });
});
