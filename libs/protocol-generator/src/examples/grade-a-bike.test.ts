import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gradeABike } from './grade-a-bike.ts';

describe('the README example', () => {
  it('is the code of src/examples/grade-a-bike.ts, word for word', async () => {
    const readme = await readFile(join(import.meta.dirname, '../../README.md'), 'utf8');
    const block = /<!-- example: src\/examples\/grade-a-bike\.ts -->\n```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    const code = await readFile(join(import.meta.dirname, 'grade-a-bike.ts'), 'utf8');
    expect(block).toBe(code.replace(/^\s*\/\/ eslint-disable-next-line .*\n/m, ''));
  });

  it('asks the bike questions in French and grades failing brakes D (heavy defects)', async () => {
    expect(await gradeABike()).toEqual({
      questions: [
        'État du cadre et de la fourche',
        'Les roues tournent-elles droit et les pneus sont-ils en bon état ?',
        'Les freins freinent-ils correctement ?',
        'Les vitesses et la chaîne fonctionnent-elles bien ?',
        'Est-ce un vélo électrique ?',
        'État de la batterie du vélo',
      ],
      grade: 'D',
      knockouts: [],
    });
  });
});
