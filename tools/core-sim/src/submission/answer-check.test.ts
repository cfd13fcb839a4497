import { describe, expect, it } from 'vitest';
import type { SeedQuestion } from '../catalog/index.ts';
import { checkAnswer, displayAnswer } from './answer-check.ts';

const base = { labels: { 'pt-PT': 'P', en: 'Q' }, help: null, required: true };
const yesNo: SeedQuestion = { ...base, id: 'powers_on', answer_type: 'yes_no' };
const choice: SeedQuestion = {
  ...base,
  id: 'screen',
  answer_type: 'choice',
  options: [
    { id: 'flawless', labels: { 'pt-PT': 'Sem marcas', en: 'Flawless' } },
    { id: 'cracked', labels: { 'pt-PT': 'Partido', en: 'Cracked' } },
  ],
};
const battery: SeedQuestion = { ...base, id: 'battery', answer_type: 'number', min: 0, max: 100, integer: true, unit: '%' };
const text: SeedQuestion = { ...base, id: 'notes', answer_type: 'text', max_length: 5 };
const photo: SeedQuestion = { ...base, id: 'photo', answer_type: 'photo' };

describe('checkAnswer', () => {
  it('takes booleans for yes/no questions and nothing else', () => {
    expect(checkAnswer(yesNo, false)).toEqual({ ok: true, value: false });
    expect(checkAnswer(yesNo, 'yes')).toEqual({ ok: false, message: 'must be true or false' });
  });

  it('takes only the id of one of the options of a choice', () => {
    expect(checkAnswer(choice, 'cracked')).toEqual({ ok: true, value: 'cracked' });
    expect(checkAnswer(choice, 'Partido')).toEqual({ ok: false, message: 'must be one of: flawless, cracked' });
  });

  it('takes numbers within the range, whole when the question says so', () => {
    expect(checkAnswer(battery, 100)).toEqual({ ok: true, value: 100 });
    expect(checkAnswer(battery, 101)).toEqual({ ok: false, message: 'must be between 0 and 100' });
    expect(checkAnswer(battery, 87.5)).toEqual({ ok: false, message: 'must be a whole number' });
    expect(checkAnswer(battery, '87')).toEqual({ ok: false, message: 'must be a number' });
  });

  it('trims text and counts characters, not bytes, against the limit', () => {
    expect(checkAnswer(text, '  ação ')).toEqual({ ok: true, value: 'ação' });
    expect(checkAnswer(text, 'abcdef')).toEqual({ ok: false, message: 'must be at most 5 characters' });
    expect(checkAnswer(text, '   ')).toEqual({ ok: false, message: 'must be a non-empty string' });
  });

  it('takes http(s) URLs and base64 image data URLs as photos', () => {
    expect(checkAnswer(photo, 'https://img.example/p.jpg')).toEqual({ ok: true, value: 'https://img.example/p.jpg' });
    expect(checkAnswer(photo, 'data:image/png;base64,iVBORw0KGgo=')).toEqual({ ok: true, value: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(checkAnswer(photo, 'javascript:alert(1)').ok).toBe(false);
    expect(checkAnswer(photo, 'data:text/html;base64,PGI+')).toEqual({ ok: false, message: 'must be an http(s) URL or a base64 data URL of an image' });
  });
});

describe('displayAnswer', () => {
  it('writes each answer type as a person reads it, per language', () => {
    expect(displayAnswer(yesNo, true)).toEqual({ 'pt-PT': 'Sim', en: 'Yes' });
    expect(displayAnswer(choice, 'cracked')).toEqual({ 'pt-PT': 'Partido', en: 'Cracked' });
    expect(displayAnswer(battery, 87)).toEqual({ 'pt-PT': '87 %', en: '87 %' });
    expect(displayAnswer({ ...battery, integer: false, max: 100000, unit: 'km' }, 2500.5)).toEqual({ 'pt-PT': '2500,5 km', en: '2,500.5 km' });
  });
});
