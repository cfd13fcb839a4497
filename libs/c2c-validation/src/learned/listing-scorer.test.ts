import { describe, expect, it } from 'vitest';
import { checkListingRules } from '../check-listing-rules.ts';
import { decideVerdict } from '../verdict.ts';
import { asModelViolation, decodeListingScorer, encodeListingScorer, headCandidates, learnedFindings, scoreText, shippedListingScorer, type ListingScorerModel } from './listing-scorer.ts';
import { featureBits, unitFeatures } from './sentence-features.ts';

/** A one-head model that scores high exactly the sentences sharing many n-grams with `phrase`. */
function modelFor(phrase: string, threshold = 0.9): ListingScorerModel {
  const weights = new Int8Array(1 << featureBits);
  for (const f of unitFeatures(phrase)) weights[f] = 100;
  return { featureBits, heads: [{ code: 'social_handle', bias: -6, scale: 0.01, threshold }], weights };
}

describe('learnedFindings with a hand-made model', () => {
  const model = modelFor('vamos conversar longe desta aplicação');
  const text = 'Cómoda antiga restaurada. Vamos conversar longe desta aplicação! Entrego em Setúbal.';
  const sentence = 'Vamos conversar longe desta aplicação!';

  it('quotes the sentence scored above the threshold, with its span', () => {
    const found = learnedFindings([['title', 'Cómoda antiga'], ['description', text]], [], model);
    expect(found).toEqual([{ field: 'description', finding: { code: 'social_handle', clause: 'learned-scorer', start: text.indexOf(sentence), end: text.indexOf(sentence) + sentence.length, evidence: sentence } }]);
  });

  it('adds nothing where a rule found the same kind, or where the sentence already holds a violation', () => {
    expect(learnedFindings([['description', text]], [{ code: 'social_handle', field: 'title', span: { start: 0, end: 3 } }], model)).toEqual([]);
    const start = text.indexOf('conversar');
    expect(learnedFindings([['description', text]], [{ code: 'contact_phone', field: 'description', span: { start, end: start + 5 } }], model)).toEqual([]);
  });

  it('adds nothing below the threshold or outside the title and description', () => {
    expect(learnedFindings([['description', text]], [], modelFor('vamos conversar longe desta aplicação', 0.99999))).toEqual([]);
    expect(learnedFindings([['attributes/0/value', text]], [], model)).toEqual([]);
  });

  it("gives each head's best sentence with its probability, under the threshold too, and none for a kind a rule found", () => {
    const [best] = headCandidates([['description', text]], [], modelFor('vamos conversar longe desta aplicação', 0.99999));
    expect(best).toMatchObject({ field: 'description', start: text.indexOf(sentence), end: text.indexOf(sentence) + sentence.length });
    expect(best!.p).toBeGreaterThan(0.9);
    expect(best!.p).toBeLessThan(0.99999);
    expect(headCandidates([['description', text]], [{ code: 'social_handle', field: 'title', span: null }], model)).toEqual([undefined]);
  });

  it('round-trips through its file form', () => {
    const decoded = decodeListingScorer(encodeListingScorer(model));
    expect(decoded.heads).toEqual(model.heads);
    expect(scoreText(decoded, sentence)).toEqual(scoreText(model, sentence));
  });
});

describe('the shipped model', () => {
  const model = shippedListingScorer();
  const top = (text: string) => Math.max(...scoreText(model, text));
  const lamp = 'Candeeiro de latão antigo, funciona bem. Fotos completas na minha página pessoal, procura pelo nome da loja seguido de ponto com.';

  it('has its six heads, each on at a threshold or off (1)', () => {
    expect(model.heads.map((h) => h.code)).toEqual(['contact_phone', 'contact_email', 'external_link', 'social_handle', 'off_platform_payment', 'restricted_item']);
    for (const head of model.heads) expect(head.threshold > 0 && head.threshold <= 1, head.code).toBe(true);
  });

  it('finds a site asked for in words no rule reads, in a sentence of our own', () => {
    const found = learnedFindings([['title', 'Candeeiro de latão'], ['description', lamp]], [], model);
    expect(found.map((f) => [f.finding.code, f.finding.evidence])).toEqual([['external_link', 'Fotos completas na minha página pessoal, procura pelo nome da loja seguido de ponto com.']]);
  });

  it('scores a request for a phone number far above an honest sentence, even where its head is off', () => {
    const phone = model.heads.findIndex((h) => h.code === 'contact_phone');
    expect(scoreText(model, 'Send me your mobile number and I will give you a ring tonight.')[phone]).toBeGreaterThan(0.5);
    expect(scoreText(model, 'Oak sideboard with three drawers, collect from Bath.')[phone]).toBeLessThan(0.1);
  });

  it('leaves honest sentences alone', () => {
    for (const sentence of [
      'Secretária de pinho com duas gavetas, altura regulável.',
      'Respondo às mensagens aqui na aplicação, envio pelos correios.',
      'Faca de pão com serrilha, incluída no faqueiro.',
      'Dimensions 120 x 45 x 80 cm, référence 4471-220.',
      'Pay through the site checkout, I post the next day.',
      'Ring light para fotos de Instagram, tripé de 160 cm incluído.',
    ]) {
      const scores = scoreText(model, sentence);
      expect(model.heads.filter((head, h) => scores[h]! >= head.threshold).map((h) => h.code), sentence).toEqual([]);
    }
    expect(top('Secretária de pinho com duas gavetas.')).toBeLessThan(0.5);
  });
});

describe('checkListingRules with the learned scorer', () => {
  const listing = { title: 'Candeeiro de latão', description: 'Candeeiro de latão antigo, funciona bem. Fotos completas na minha página pessoal, procura pelo nome da loja seguido de ponto com.' };

  it('adds the model finding only when asked, as the model’s, and never rejects for it', () => {
    expect(checkListingRules(listing, { profile: 'generic' }).filter((v) => v.source === 'model')).toEqual([]);
    const violations = checkListingRules(listing, { profile: 'generic', strictness: 'strict', learnedScorer: true });
    const model = violations.filter((v) => v.source === 'model');
    expect(model.map((v) => [v.code, v.clause, v.field])).toEqual([['external_link', 'generic/learned-scorer', 'description']]);
    expect(decideVerdict(violations, 'strict')).not.toBe('reject');
  });

  it('caps a finding at major, so that a model payment finding under strict never rejects', () => {
    const critical = { code: 'off_platform_payment', field: 'description', span: { start: 0, end: 12 }, evidence: 'paga-me fora', severity: 'critical', clause: 'generic/learned-scorer', source: 'rule', message: 'x' } as const;
    expect(asModelViolation(critical)).toEqual({ ...critical, severity: 'major', source: 'model' });
    expect(asModelViolation({ ...critical, severity: 'minor' })).toEqual({ ...critical, severity: 'minor', source: 'model' });
  });
});
