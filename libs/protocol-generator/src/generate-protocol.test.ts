import { InvalidRequestError } from '@circular/runtime';
import { fakeModel } from '@langchain/core/testing';
import { describe, expect, it } from 'vitest';
import { ProtocolGenerationFailedError } from './errors/protocol-generation-failed-error.ts';
import { generateProtocol } from './generate-protocol.ts';
import type { ProtocolDraft } from './protocol-draft.ts';

const l = (en: string) => ({ pt_PT: `pt ${en}`, en, es: `es ${en}`, fr: `fr ${en}` });
const question = (overrides: Partial<ProtocolDraft['questions'][number]>): ProtocolDraft['questions'][number] => ({
  id: 'q',
  answer_type: 'yes_no',
  labels: l('Question'),
  options: [],
  min: null,
  max: null,
  integer: null,
  unit: null,
  required: true,
  essential: true,
  skip_if: null,
  caps: [],
  knockouts: [],
  evidence_for: [],
  ...overrides,
});
const droneDraft: ProtocolDraft = {
  questions: [
    question({ id: 'flies', labels: l('Does it fly?'), caps: [{ equals: false, below: null, dimension: 'function', severity: 5 }] }),
    question({
      id: 'shell',
      answer_type: 'choice',
      labels: l('Shell condition'),
      options: [
        { id: 'as-new', labels: l('As new') },
        { id: 'scuffed', labels: l('Scuffed') },
        { id: 'cracked', labels: l('Cracked') },
        { id: 'broken', labels: l('Broken') },
      ],
      caps: [
        { equals: 'scuffed', below: null, dimension: 'cosmetic', severity: 2 },
        { equals: 'cracked', below: null, dimension: 'cosmetic', severity: 3 },
        { equals: 'broken', below: null, dimension: 'cosmetic', severity: 4 },
      ],
    }),
    question({ id: 'photo_drone', answer_type: 'photo', labels: l('Photo'), essential: false, evidence_for: ['cosmetic'] }),
  ],
};

const drones = { agent_specific: { category: 'Drones', target_scale: 'internal' as const } };

describe('generateProtocol', () => {
  it('gives the same protocol, id and version for the same request', async () => {
    const request = { language: 'fr', agent_specific: { category: 'laptops', target_scale: 'backmarket' as const, brand: 'Apple' } };
    const [a, b] = [await generateProtocol(request), await generateProtocol(structuredClone(request))];
    expect(a).toEqual(b);
    expect(a.id).toMatch(/^ptc_[0-9a-f]{16}$/);
    expect(a.questions[0]!.text).toBe("L'appareil s'allume-t-il ?");
    const other = await generateProtocol({ ...request, agent_specific: { ...request.agent_specific, brand: 'Dell' } });
    expect(other.id).not.toBe(a.id);
  });

  it('refuses an unknown category without a model, naming the field', async () => {
    await expect(generateProtocol(drones)).rejects.toMatchObject({ status: 422, errors: [{ pointer: '/agent_specific/category' }] });
  });

  it('refuses a category of mashed keys before any model is asked, naming the field', async () => {
    const model = fakeModel().structuredResponse(droneDraft);
    const error = await generateProtocol({ agent_specific: { category: 'asdkjhqwe', target_scale: 'internal' } }, { model }).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ status: 422, errors: [{ pointer: '/agent_specific/category', message: '"asdkjhqwe" does not read as a product category: none of its words reads as a word of the languages served' }] });
    expect(model.callCount).toBe(0);
  });

  it('refuses a scale not made for the category, and an unknown scale', async () => {
    await expect(generateProtocol({ agent_specific: { category: 'clothing', target_scale: 'ctia' } })).rejects.toMatchObject({
      errors: [{ pointer: '/agent_specific/target_scale', message: 'scale ctia is not made for clothing' }],
    });
    await expect(generateProtocol({ agent_specific: { category: 'phones', target_scale: 'vinted' as never } })).rejects.toBeInstanceOf(InvalidRequestError);
  });

  it('refuses fewer questions than the essential ones, and drops photos first when trimming', async () => {
    await expect(generateProtocol({ agent_specific: { category: 'phones', target_scale: 'internal', max_questions: 5 } })).rejects.toMatchObject({
      errors: [{ pointer: '/agent_specific/max_questions', message: 'phones needs at least 8 questions' }],
    });
    const trimmed = await generateProtocol({ agent_specific: { category: 'phones', target_scale: 'internal', max_questions: 17 } });
    expect(trimmed.questions.at(-1)!.id).toBe('photo_screen');
    expect(trimmed.questions).toHaveLength(17);
    const laptops = await generateProtocol({ agent_specific: { category: 'laptops', target_scale: 'internal' } });
    expect(laptops.questions.length).toBeLessThanOrEqual(12);
  });

  it('asks the split function test as one question when max_questions cannot hold it, so a request that fitted before still fits', async () => {
    const tight = await generateProtocol({ agent_specific: { category: 'phones', target_scale: 'internal', max_questions: 8 } });
    expect(tight.questions.map((question) => question.id)).toEqual([
      'powers_on',
      'functions_work',
      'screen_condition',
      'body_condition',
      'battery_health',
      'battery_swollen',
      'account_removed',
      'data_wiped',
    ]);
    const twelve = await generateProtocol({ agent_specific: { category: 'tablets', target_scale: 'internal', max_questions: 12 } });
    expect(twelve.questions.map((question) => question.id)).toContain('functions_work');
    expect(twelve.questions.map((question) => question.id)).not.toContain('touch_display_works');
    expect(twelve.questions).toHaveLength(11);
    const roomy = await generateProtocol({ agent_specific: { category: 'phones', target_scale: 'internal' } });
    expect(roomy.questions.map((question) => question.id)).toEqual(expect.arrayContaining(['device_identifier', 'touch_display_works', 'liquid_indicator']));
    expect(roomy.questions.map((question) => question.id)).not.toContain('functions_work');
  });

  it('accepts a model-written protocol for a category without a template when it passes the static check', async () => {
    const model = fakeModel().structuredResponse(droneDraft);
    const protocol = await generateProtocol(drones, { model });
    expect(protocol.generated).toBe(true);
    expect(protocol.category).toBe('drones');
    expect(protocol.grade_rule.caps.map((cap) => cap.grade)).toEqual(['D', 'B', 'C', 'D']);
  });

  it('refuses a model-written protocol that fails the static check with a 500 that says why', async () => {
    const broken = { questions: droneDraft.questions.map((q) => (q.id === 'shell' ? { ...q, caps: q.caps.slice(0, 1) } : q)) };
    const error = await generateProtocol(drones, { model: fakeModel().structuredResponse(broken) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProtocolGenerationFailedError);
    expect((error as ProtocolGenerationFailedError).problems).toEqual(['grade C is not reachable']);
  });

  it.each(['<script>alert(1)</script>', '<b>phones</b>', '{{7*7}}', '$$$ ### !!!', '12345', '; DROP TABLE x'])(
    'refuses the category %j with a 422 naming the field before any model call',
    async (category) => {
      const model = fakeModel().structuredResponse(droneDraft);
      const error = await generateProtocol({ agent_specific: { category, target_scale: 'internal' } }, { model }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InvalidRequestError);
      expect((error as InvalidRequestError).errors?.map((e) => e.pointer)).toContain('/agent_specific/category');
      expect(model.calls).toHaveLength(0);
    },
  );

  it.each(['drones', 'Máquinas de café', 'e-scooters', 'Kids & baby', 'Électroménager (petit)', 'Tecnologia / Telemóveis', '3D printers'])(
    'lets the category %j through to a model-written protocol',
    async (category) => {
      const protocol = await generateProtocol({ agent_specific: { category, target_scale: 'internal' } }, { model: fakeModel().structuredResponse(droneDraft) });
      expect(protocol.generated).toBe(true);
    },
  );
});
