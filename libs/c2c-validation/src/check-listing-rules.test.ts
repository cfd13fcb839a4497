import { describe, expect, it } from 'vitest';
import { checkListingRules } from './check-listing-rules.ts';
import { decideVerdict, redactListing } from './verdict.ts';

describe('checkListingRules', () => {
  it('refuses a profile the contract does not name with a 422 naming the option, as the route does', () => {
    const call = () => checkListingRules({ title: 'Mesa de jantar', description: 'Ligue 912 345 678' }, { profile: 'some-other-site' as never });
    expect(call).toThrow(expect.objectContaining({ status: 422, errors: [expect.objectContaining({ pointer: '/profile', message: expect.stringContaining('olx-pt') })] }));
  });

  it('returns localized violations with field, span, clause and severity', () => {
    const listing = { title: 'iPhone 12', description: 'Ligue 912 345 678' };
    expect(checkListingRules(listing, { profile: 'olx-pt', language: 'en' })).toEqual([
      {
        code: 'contact_phone',
        field: 'description',
        span: { start: 6, end: 17 },
        evidence: '912 345 678',
        severity: 'major',
        clause: 'olx-pt/contact-details',
        source: 'rule',
        message: 'Remove the phone number; buyers contact you through the platform’s messages.',
      },
    ]);
  });

  it('reads an invisible character between words as their break, and one inside a word as no break, quoting the seller\'s text', () => {
    const found = (description: string) =>
      checkListingRules({ title: 'Relógio de pulso', description }, { profile: 'olx-pt' }).map((v) => [v.code, v.evidence, v.span?.start, v.span?.end]);
    expect(found('Relógio\u200bréplica\u200bRolex, novo')).toEqual([['prohibited_item', 'réplica', 8, 15]]);
    expect(found('Ligue\u200b912345678 depois das 18h')).toEqual([['contact_phone', '912345678', 6, 15]]);
    expect(found('Relógio ré\u200bplica, novo')).toEqual([['prohibited_item', 'ré\u200bplica', 8, 16]]);
    expect(found('Relógio\u200bde\u200bpulso\u200bcom\u200bcaixa')).toEqual([]);
  });

  it('flags the seller\'s phone number said to be in a photo, not a serial or frame number there', () => {
    const found = (description: string) => checkListingRules({ title: 'Mesa de cabeceira', description }, { profile: 'olx-pt' }).map((v) => [v.code, v.evidence]);
    expect(found('Dúvidas? O meu telemóvel está na foto 4.')).toEqual([['contact_phone', 'meu telemóvel está na foto']]);
    expect(found('Número de série visível na terceira foto.')).toEqual([]);
    expect(found('My number plate is blurred in the photos.')).toEqual([]);
  });

  it('reports a network profile\'s address as both a link and a handle, over the same words', () => {
    const found = checkListingRules({ title: 'Casaco', description: 'Mais fotos: insta dot com slash atelier.rosa' }, { profile: 'generic' }).map((v) => [v.code, v.evidence]);
    expect(found).toEqual(expect.arrayContaining([['external_link', 'insta dot com slash atelier.rosa'], ['social_handle', 'insta dot com slash atelier.rosa']]));
    expect(found).toHaveLength(2);
  });

  it('flags extra brands but not collaborations or compatibility', () => {
    const codes = (title: string) => checkListingRules({ title }, { profile: 'vinted' }).map((v) => [v.code, v.evidence]);
    expect(codes('Sapatilhas Nike Adidas Puma')).toEqual([['multiple_brands', 'Adidas'], ['multiple_brands', 'Puma']]);
    expect(codes('Nike x Off-White Air Presto')).toEqual([]);
    expect(codes('Capa Samsung para iPhone 12')).toEqual([]);
    expect(codes('Apple Watch Series 6 Nike')).toEqual([]);
    expect(codes('PlayStation 5 Sony com comando')).toEqual([]);
  });

  it('flags a price far outside the value estimation, and absurd prices', () => {
    const check = (price: number) => checkListingRules({ title: 'Bicicleta', price, category: 'bikes' }, { profile: 'olx-pt', valueEstimation: { min: 100, max: 200 } }).map((v) => v.code);
    expect(check(150)).toEqual([]);
    expect(check(900)).toEqual(['price_implausible']);
    expect(check(0.5)).toEqual(['price_implausible']);
  });
});

describe('decideVerdict and redactListing', () => {
  it('rejects a prohibited item, reviews a model flag without evidence, masks contact details', () => {
    const listing = { title: 'Réplica Rolex', description: 'Liga 912 345 678' };
    const violations = checkListingRules(listing, { profile: 'vinted' });
    expect(decideVerdict(violations, 'standard')).toBe('reject');
    expect(redactListing(listing, violations)).toEqual({ title: 'Réplica Rolex', description: 'Liga ███████████' });
    const modelFlag = { ...violations[0]!, code: 'prohibited_item' as const, severity: 'critical' as const, source: 'model' as const, span: null };
    expect(decideVerdict([modelFlag], 'standard')).toBe('manual_review');
    // A prohibited item the learned scorer did not confirm is major: a person decides, it neither rejects nor asks a fix.
    expect(decideVerdict([{ ...violations[0]!, code: 'prohibited_item' as const, severity: 'major' as const }], 'standard')).toBe('manual_review');
    const withAttributes = { title: 'Casaco', attributes: [{ name: 'contacto', value: 'tlm 912345678' }] };
    expect(redactListing(withAttributes, checkListingRules(withAttributes, { profile: 'olx-pt' })).attributes).toEqual([{ name: 'contacto', value: 'tlm █████████' }]);
  });
});
