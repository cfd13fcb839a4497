import { describe, expect, it } from 'vitest';
import type { ChatRequest } from './chat-request.ts';
import { RuleBook } from './rule.ts';

const request: ChatRequest = { model: 'stub-model', messages: [{ role: 'user', content: 'hi' }] };

describe('RuleBook', () => {
  it('answers with the first matching rule, labelling unnamed rules by position', () => {
    const book = new RuleBook([
      { name: 'never', match: () => false, reply: {} },
      { match: () => true, reply: {} },
      { name: 'later', match: () => true, reply: {} },
    ]);
    expect(book.take(request)?.label).toBe('#1');
  });

  it('stands a rule aside once its times are used, and restores it on reset', () => {
    const book = new RuleBook([
      { name: 'twice', match: () => true, reply: {}, times: 2 },
      { name: 'fallback', match: () => true, reply: {} },
    ]);
    expect([book.take(request), book.take(request), book.take(request)].map((found) => found?.label)).toEqual(['twice', 'twice', 'fallback']);
    book.reset();
    expect(book.take(request)?.label).toBe('twice');
  });

  it('tries added rules after the initial ones and forgets them on reset', () => {
    const book = new RuleBook([{ name: 'only-hello', match: (r) => r.messages[0]?.content === 'hello', reply: {} }]);
    book.add({ name: 'added', match: () => true, reply: {} });
    expect(book.take(request)?.label).toBe('added');
    book.reset();
    expect(book.take(request)).toBeUndefined();
  });
});
