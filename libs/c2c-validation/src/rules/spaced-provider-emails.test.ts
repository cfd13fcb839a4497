import { describe, expect, it } from 'vitest';
import { findSpacedProviderEmails } from './spaced-provider-emails.ts';

const found = (text: string) => findSpacedProviderEmails(text).map((f) => `${f.code} ${f.evidence}`);

describe('an e-mail spelt out with its provider in two words', () => {
  it('reads the address in the six languages', () => {
    expect(found('contacto: rui ponto faria arroba hot mail ponto com')).toEqual(['contact_email rui ponto faria arroba hot mail ponto com']);
    expect(found('écrivez à lea point m chez g mail point com')).toEqual(['contact_email lea point m chez g mail point com']);
    expect(found('reach me: tomh at proton mail dot ch')).toEqual(['contact_email tomh at proton mail dot ch']);
    expect(found('schreib an jonas bei gmx mail punkt de')).toEqual(['contact_email jonas bei gmx mail punkt de']);
  });

  it('leaves mail talk without an address alone', () => {
    expect(found('I read my e mail daily, questions via the site please')).toEqual([]);
    expect(found('envio por correio, hot mail não uso')).toEqual([]);
  });
});
