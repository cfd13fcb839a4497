import type { GradeScale } from '@circular/contract';
import { supportedLanguages } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { generateProtocol } from '../generate-protocol.ts';
import { scaleFits, scaleIds } from '../scales.ts';
import { staticCheck } from '../static-check.ts';
import { findTemplate, templates } from './templates.ts';

const combinations = templates.flatMap((template) => scaleIds.filter((scale) => scaleFits(scale, template.category)).map((scale) => ({ category: template.category, scale })));

describe('templates', () => {
  it.each(combinations)('$category on $scale passes the static check, with and without photos, for every purpose', async ({ category, scale }) => {
    const all = findTemplate(category)!.questions.length;
    for (const photos of [true, false]) {
      for (const purpose of ['c2c_listing', 'buy_back', 'decision'] as const) {
        const protocol = await generateProtocol({ agent_specific: { category, target_scale: scale as GradeScale, photos, purpose } });
        expect(staticCheck(protocol)).toEqual([]);
        expect(protocol.questions.length).toBeLessThanOrEqual(Math.max(12, all));
      }
    }
  });

  it('write every question, option, help and knock-out in PT-PT, EN, ES and FR, each different from English where the languages differ', () => {
    for (const template of templates) {
      for (const question of template.questions) {
        const texts = [question.labels, question.help, ...(question.answerType === 'choice' ? question.options.map((o) => o.labels) : []), ...(question.knockouts ?? []).map((k) => k.labels)];
        for (const labels of texts) {
          if (labels === undefined) continue;
          for (const language of supportedLanguages) expect(labels[language].trim(), `${template.category}/${question.id}/${language}`).not.toBe('');
          expect(labels['pt-PT']).not.toBe(labels.en);
        }
      }
    }
  });

  it('find a template by alias, case, accents and spaces', () => {
    expect(findTemplate('Footwear')?.category).toBe('clothing');
    expect(findTemplate('Small Appliances')?.category).toBe('small-appliances');
    expect(findTemplate('Telemóveis')?.category).toBe('phones');
    expect(findTemplate('drones')).toBeUndefined();
  });
});
