import { describe, expect, it } from 'vitest';
import { estimatePromptTokens, estimateTokens } from './token-estimate.ts';

describe('token estimates', () => {
  it('counts about four characters per token, rounding up', () => {
    expect([estimateTokens(''), estimateTokens('abc'), estimateTokens('abcd'), estimateTokens('abcde')]).toEqual([0, 1, 1, 2]);
  });

  it('counts message text, the response schema and 85 tokens per image', () => {
    const tokens = estimatePromptTokens({
      model: 'stub-model',
      messages: [
        { role: 'system', content: 'abcdefgh' },
        { role: 'user', content: [{ type: 'text', text: 'abcd' }, { type: 'image_url', image_url: { url: `data:image/png;base64,${'A'.repeat(4000)}` } }] },
      ],
      response_format: { type: 'json_schema', json_schema: { name: 'x' } },
    });
    // 12 characters of text + 12 of '{"name":"x"}' = 6 tokens, plus one image.
    expect(tokens).toBe(6 + 85);
  });
});
