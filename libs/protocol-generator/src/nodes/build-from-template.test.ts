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

  it('gives each caller a protocol of its own: changing one answer leaves the next as built', async () => {
    const request = { language: 'en', agent_specific: { category: 'laptops', target_scale: 'internal' as const } };
    const first = await generateProtocol(request);
    const untouched = structuredClone(first);
    first.questions[0]!.text = 'changed by the caller';
    first.questions.pop();
    const second = await generateProtocol(request);
    expect(second).not.toBe(first);
    expect(second).toEqual(untouched);
    expect(await generateProtocol(request, {}, { sharedAnswer: true })).toEqual(untouched);
  });

  it('serves a caller that sends it on (sharedAnswer) the kept protocol, frozen, with its JSON written once', async () => {
    const request = { language: 'en', agent_specific: { category: 'bikes', target_scale: 'internal' as const } };
    const shared = await generateProtocol(request, {}, { sharedAnswer: true });
    const asBuilt = structuredClone(shared);
    expect(() => {
      shared.questions[0]!.text = 'changed by the caller';
    }).toThrow(TypeError);
    expect(() => shared.questions.pop()).toThrow(TypeError);
    expect(await generateProtocol(request, {}, { sharedAnswer: true })).toBe(shared);
    expect(sharedAnswerJson(shared)).toBe(JSON.stringify(asBuilt));
    const own = await generateProtocol(request);
    expect(own).not.toBe(shared);
    expect(sharedAnswerJson(own)).toBeUndefined();
    own.questions[0]!.text = 'changed by the caller';
    expect(await generateProtocol(request)).toEqual(asBuilt);
    expect(shared).toEqual(asBuilt);
  });
});
