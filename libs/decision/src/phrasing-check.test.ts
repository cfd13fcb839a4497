import { describe, expect, it } from 'vitest';
import { numbersKept } from './phrasing-check.ts';

const lines = ['Repair: 90,50 € < 0,5 × 700 € = 350 €: repair pays.', 'Resale as is: 1 234 € (caller).', 'Regulation (EU) 2024/1781 art. 25.'];

describe('numbersKept', () => {
  it('accepts a wording that reuses the lines’ numbers, in either decimal convention', () => {
    expect(numbersKept('Repairing costs €90.50, under €350 (half of €700); resale brings 1,234 €.', lines)).toBe(true);
    expect(numbersKept('Under Regulation 2024/1781, art. 25.', lines)).toBe(true);
    expect(numbersKept('No numbers at all.', lines)).toBe(true);
  });

  it('refuses a wording with a number the lines do not hold', () => {
    expect(numbersKept('Repair costs €91.', lines)).toBe(false);
    expect(numbersKept('Resale brings 1 500 €.', lines)).toBe(false);
  });
});
