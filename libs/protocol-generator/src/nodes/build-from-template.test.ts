import { sharedAnswerJson } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { generateProtocol } from '../generate-protocol.ts';
import { parseProtocolRequest } from '../parse-request.ts';
import { checkedProtocol, keptProtocols } from './build-from-template.ts';

const job = (maxQuestions: number, brand = 'Apple') =>
  parseProtocolRequest({ language: 'en', agent_specific: { category: 'phones', brand, target_scale: 'internal', max_questions: maxQuestions } }, { modelAvailable: false });

describe('buildFromTemplate', () => {
  it('builds and checks a protocol once while it is among the last asked for', () => {
    const first = checkedProtocol(job(12), job(12).template!);
    expect(checkedProtocol(job(12), job(12).template!)).toBe(first);
    expect(checkedProtocol(job(11), job(11).template!)).not.toBe(first);
  });

  it('builds again from a template that is not the one the kept protocol came from', () => {
    const kept = checkedProtocol(job(10), job(10).template!);
    const edited = structuredClone(job(10).template!);
    const rebuilt = checkedProtocol(job(10), edited);
    expect(rebuilt).not.toBe(kept);
    expect(rebuilt).toEqual(kept);
  });

  it('keeps only the last protocols asked for', () => {
    const oldest = checkedProtocol(job(12, 'Brand 0'), job(12).template!);
    for (let i = 1; i <= keptProtocols; i++) checkedProtocol(job(12, `Brand ${i}`), job(12).template!);
    expect(checkedProtocol(job(12, 'Brand 0'), job(12).template!)).not.toBe(oldest);
  });

  it('serves every caller the kept protocol frozen, with its JSON written once: a change throws and the next caller gets it as built', async () => {
    const request = { language: 'en', agent_specific: { category: 'laptops', target_scale: 'internal' as const } };
    const first = await generateProtocol(request);
    const asBuilt = structuredClone(first);
    expect(() => {
      first.questions[0]!.text = 'changed by the caller';
    }).toThrow(TypeError);
    expect(() => first.questions.pop()).toThrow(TypeError);
    const second = await generateProtocol(request);
    expect(second).toBe(first);
    expect(second).toEqual(asBuilt);
    expect(sharedAnswerJson(second)).toBe(JSON.stringify(asBuilt));
  });
});
