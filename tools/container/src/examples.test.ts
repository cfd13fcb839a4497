import { describe, expect, it } from 'vitest';
import { functionExamples, functionName } from './examples.ts';

const coreUrls = { service_core_base_url: 'http://127.0.0.1:1/core', service_submission_base_url: 'http://127.0.0.1:1/submission' };

describe('functionExamples', () => {
  it('names functions as GET /health does', () => {
    expect(functionName('/chat')).toBe('chat');
    expect(functionName('/service_ai_id_validator')).toBe('id_validator');
  });

  it('gives one example per function of the contract, the chat pointed at the given core system', () => {
    const examples = functionExamples(coreUrls);
    expect(examples.map((e) => e.name)).toEqual(expect.arrayContaining(['chat', 'id_validator', 'protocol_generator', 'decision', 'brands', 'c2c_validation', 'c2c_descriptor']));
    expect(new Set(examples.map((e) => e.name)).size).toBe(examples.length);
    expect(examples.find((e) => e.name === 'chat')?.body).toMatchObject(coreUrls);
    expect(examples.find((e) => e.name === 'brands')?.body).not.toHaveProperty('service_core_base_url');
  });
});
