import { describe, expect, it } from 'vitest';
import { forcedTool, lastUserText, responseSchema, systemText, userImages, type ChatRequest } from './chat-request.ts';

const conversation: ChatRequest = {
  model: 'stub-model',
  messages: [
    { role: 'system', content: 'You translate listings.' },
    { role: 'developer', content: [{ type: 'text', text: 'Answer in JSON.' }] },
    { role: 'user', content: 'first question' },
    { role: 'assistant', content: 'first answer' },
    {
      role: 'user',
      content: [
        { type: 'text', text: 'Translate this:' },
        { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } },
        { type: 'text', text: 'Cadeira de madeira' },
      ],
    },
  ],
};

describe('request helpers', () => {
  it('reads the last user message, joining its text parts', () => {
    expect(lastUserText(conversation)).toBe('Translate this:\nCadeira de madeira');
  });

  it('joins system and developer instructions', () => {
    expect(systemText(conversation)).toBe('You translate listings.\nAnswer in JSON.');
  });

  it('lists the images sent by the user', () => {
    expect(userImages(conversation)).toEqual(['data:image/png;base64,AAAA']);
  });

  it('finds the schema of JSON-schema mode', () => {
    const request: ChatRequest = { ...conversation, response_format: { type: 'json_schema', json_schema: { name: 'translation', schema: { type: 'object' }, strict: true } } };
    expect(responseSchema(request)).toEqual({ name: 'translation', schema: { type: 'object' }, via: 'json_schema' });
  });

  it('finds the schema of a forced tool, named or the only one under "required"', () => {
    const tools = [
      { type: 'function' as const, function: { name: 'extract', parameters: { type: 'object' } } },
      { type: 'function' as const, function: { name: 'other' } },
    ];
    const named: ChatRequest = { ...conversation, tools, tool_choice: { type: 'function', function: { name: 'extract' } } };
    expect(forcedTool(named)?.function.name).toBe('extract');
    expect(responseSchema(named)).toEqual({ name: 'extract', schema: { type: 'object' }, via: 'tool' });
    expect(forcedTool({ ...conversation, tools: [tools[1]!], tool_choice: 'required' })?.function.name).toBe('other');
    expect(forcedTool({ ...conversation, tools, tool_choice: 'auto' })).toBeUndefined();
    expect(responseSchema(conversation)).toBeUndefined();
  });
});
