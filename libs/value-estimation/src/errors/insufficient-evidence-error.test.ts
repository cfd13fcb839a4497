import { ServiceError } from '@circular/runtime';
import { describe, expect, it, vi } from 'vitest';
import { InsufficientEvidenceError } from './insufficient-evidence-error.ts';

describe('InsufficientEvidenceError', () => {
  it('is a 500 service error of type insufficient-evidence that says what was found and what is missing', () => {
    const error = new InsufficientEvidenceError({ referencesFound: 1, missingFigures: ['recycling_value', 'repair_cost'] });
    expect(ServiceError.isInstance(error)).toBe(true);
    expect(error).toBeInstanceOf(ServiceError);
    expect({
      name: error.name,
      type: error.type,
      status: error.status,
      title: error.title,
      detail: error.detail,
      retryAfterSeconds: error.retryAfterSeconds,
      extensions: error.extensions,
    }).toEqual({
      name: 'InsufficientEvidenceError',
      type: 'insufficient-evidence',
      status: 500,
      title: 'Not enough evidence for an estimate',
      detail: 'Search found 1 usable reference; an estimate needs at least 2. No price was found for recycling_value, repair_cost.',
      retryAfterSeconds: undefined,
      extensions: { references_found: 1, missing_figures: ['recycling_value', 'repair_cost'] },
    });
  });

  it('names only the missing figure when there are references enough', () => {
    const error = new InsufficientEvidenceError({ referencesFound: 6, missingFigures: ['repair_cost'] });
    expect(error.detail).toBe('No price was found for repair_cost. No figure is given without evidence.');
    expect(error.extensions).toEqual({ references_found: 6, missing_figures: ['repair_cost'] });
  });

  it('words the detail for no references and no missing figure', () => {
    expect(new InsufficientEvidenceError({ referencesFound: 0 }).detail).toBe(
      'Search found 0 usable references; an estimate needs at least 2.',
    );
  });
});

describe('InsufficientEvidenceError.isInstance', () => {
  it('recognises one built by another copy of the package, where instanceof does not', async () => {
    vi.resetModules();
    const copy = await import('./insufficient-evidence-error.ts');
    const foreign = new copy.InsufficientEvidenceError({ referencesFound: 1 });
    expect(foreign instanceof InsufficientEvidenceError).toBe(false);
    expect(InsufficientEvidenceError.isInstance(foreign)).toBe(true);
  });

  it('refuses other service errors', () => {
    expect(InsufficientEvidenceError.isInstance(new ServiceError('example', 500, 'Example'))).toBe(false);
    expect(ServiceError.isInstance(new InsufficientEvidenceError({ referencesFound: 1 }))).toBe(true);
  });
});
