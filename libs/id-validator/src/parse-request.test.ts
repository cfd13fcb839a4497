import { InvalidRequestError } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { parseIdValidatorRequest } from './parse-request.ts';

const image = 'https://uploads.example.com/front.jpg';

function fieldErrors(input: unknown) {
  try {
    parseIdValidatorRequest(input);
  } catch (error) {
    if (error instanceof InvalidRequestError) return error.errors;
    throw error;
  }
  throw new Error('no error thrown');
}

describe('parseIdValidatorRequest', () => {
  it('normalises the language and reads the accepted types and expectations', () => {
    expect(parseIdValidatorRequest({ language: 'PT-pt', images: [image], agent_specific: { doc_type: ' id-pt , passport', name: 'Ana', validity: true } })).toEqual({
      locale: 'pt-PT',
      docTypes: [
        { kind: 'id', country: 'PT' },
        { kind: 'passport', country: '*' },
      ],
      expectations: { name: 'Ana', number: null, validity: true, minAge: null },
      images: [image],
    });
  });

  it('answers in Portuguese and checks no validity unless asked', () => {
    expect(parseIdValidatorRequest({ images: [image], agent_specific: { doc_type: 'passport' } })).toMatchObject({ locale: 'pt-PT', expectations: { validity: false } });
  });

  it('names each bad field: missing doc_type, too many images, a string that is no image URL', () => {
    expect(fieldErrors({ images: [image], agent_specific: {} })).toEqual([{ pointer: '/agent_specific/doc_type', message: 'is required' }]);
    expect(fieldErrors({ images: Array.from({ length: 11 }, () => image), agent_specific: { doc_type: 'passport' } })).toEqual([
      { pointer: '/images', message: 'must have at most 10 items' },
    ]);
    expect(fieldErrors({ images: ['ftp://example.com/a.jpg'], agent_specific: { doc_type: 'passport' } })).toEqual([
      { pointer: '/images/0', message: 'must be an http(s) URL or a base64 data URL of an image' },
    ]);
  });

  it('reads min_age and refuses one that is not a whole number of years', () => {
    expect(parseIdValidatorRequest({ images: [image], agent_specific: { doc_type: 'passport', min_age: 18 } })).toMatchObject({ expectations: { minAge: 18 } });
    expect(fieldErrors({ images: [image], agent_specific: { doc_type: 'passport', min_age: 17.5 } })).toEqual([{ pointer: '/agent_specific/min_age', message: 'must be an integer or null' }]);
    expect(fieldErrors({ images: [image], agent_specific: { doc_type: 'passport', min_age: -1 } })).toEqual([{ pointer: '/agent_specific/min_age', message: 'must be at least 0' }]);
  });

  it('names an unknown document type in doc_type', () => {
    expect(fieldErrors({ images: [image], agent_specific: { doc_type: 'passport,cc-PT' } })).toEqual([
      {
        pointer: '/agent_specific/doc_type',
        message: 'unknown document type "cc-PT": use passport, or <kind>-<country> with kind id, rp or dl and an ISO 3166 alpha-2 country or * (e.g. id-PT, id-*)',
      },
    ]);
  });
});
