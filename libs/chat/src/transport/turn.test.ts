import { describe, expect, it } from 'vitest';
import { turnKey, turnText } from './turn.ts';

describe('turnText', () => {
  it("is what the user said after the last assistant message, Deep Chat's 'ai' included", () => {
    expect(
      turnText([
        { role: 'user', text: 'iPhone 12' },
        { role: 'ai', text: 'Qual destes?' },
        { role: 'user', text: 'O primeiro' },
        { role: 'user', text: ' 128 GB ' },
      ]),
    ).toBe('O primeiro\n128 GB');
    expect(turnText([{ role: 'user', text: 'Olá' }])).toBe('Olá');
  });
});

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
