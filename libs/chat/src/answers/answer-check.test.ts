import { describe, expect, it } from 'vitest';
import type { ChoiceQuestion, NumberQuestion, TextQuestion, YesNoQuestion } from '../core-system/index.ts';
import { checkTypedAnswer } from './answer-check.ts';

const base = { labels: { 'pt-PT': 'Pergunta', en: 'Question' }, help: null, required: true };
const powersOn: YesNoQuestion = { ...base, id: 'powers_on', answer_type: 'yes_no' };
const condition: ChoiceQuestion = {
  ...base,
  id: 'condition',
  answer_type: 'choice',
  options: [
    { id: 'as-new', labels: { 'pt-PT': 'Como novo', en: 'As new' } },
    { id: 'worn', labels: { 'pt-PT': 'Usado com marcas', en: 'Worn' } },
  ],
};
const battery: NumberQuestion = { ...base, id: 'battery_health', answer_type: 'number', min: 0, max: 100, integer: true, unit: '%' };
const notes: TextQuestion = { ...base, id: 'notes', answer_type: 'text', max_length: 10 };

describe('checkTypedAnswer', () => {
  it('takes answers of the right type as the value the submission system expects', () => {
    expect(checkTypedAnswer(powersOn, 'Sim')).toEqual({ ok: true, value: true });
    expect(checkTypedAnswer(condition, 'as new')).toEqual({ ok: true, value: 'as-new' });
    expect(checkTypedAnswer(battery, '87 %')).toEqual({ ok: true, value: 87 });
    expect(checkTypedAnswer(notes, '  riscos  ')).toEqual({ ok: true, value: 'riscos' });
  });

  it('refuses answers that do not hold, saying why', () => {
    expect(checkTypedAnswer(powersOn, 'talvez')).toEqual({ ok: false, problem: { reason: 'yesNo' } });
    expect(checkTypedAnswer(condition, 'excelente')).toEqual({ ok: false, problem: { reason: 'choice' } });
    expect(checkTypedAnswer(battery, 'muita')).toEqual({ ok: false, problem: { reason: 'number', min: 0, max: 100 } });
    expect(checkTypedAnswer(battery, '87,5')).toEqual({ ok: false, problem: { reason: 'integer', min: 0, max: 100 } });
    expect(checkTypedAnswer(battery, '150')).toEqual({ ok: false, problem: { reason: 'range', min: 0, max: 100 } });
    expect(checkTypedAnswer(notes, '   ')).toEqual({ ok: false, problem: { reason: 'textEmpty' } });
    expect(checkTypedAnswer(notes, 'demasiado longo')).toEqual({ ok: false, problem: { reason: 'textLong', max: 10, length: 15 } });
  });
});
