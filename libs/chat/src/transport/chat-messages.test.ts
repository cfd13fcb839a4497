import { describe, expect, it } from 'vitest';
import { turnText } from './chat-messages.ts';

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
