import { describe, expect, it } from 'vitest';
import { checkListingRules } from '../check-listing-rules.ts';
import { decideVerdict } from '../verdict.ts';
import { asModelViolation, confirmationScores, decodeListingScorer, encodeListingScorer, learnedReading, listingFeatures, scoreFeatures, scoreText, shippedListingScorer, type ListingScorerModel } from './listing-scorer.ts';
import { featureBits, unitFeatures } from './sentence-features.ts';

/** A one-head model whose every feature of `phrase` weighs 100: a text scores high as it shares many of them. */
function modelFor(phrase: string, threshold = 0.9, confirm?: number): ListingScorerModel {
  const weights = new Int8Array(1 << featureBits);
  for (const f of unitFeatures(phrase)) weights[f] = 100;
  return { featureBits, heads: [{ code: 'restricted_item', bias: -6, scale: 0.02, threshold, ...(confirm === undefined ? {} : { confirm }) }], weights };
}

const learnedFindings = (...args: Parameters<typeof learnedReading>) => learnedReading(...args).findings;

describe('learnedReading with a hand-made model', () => {
  const model = modelFor('frasco de veneno para ratos sem rótulo');
  const title = 'Frasco de veneno para ratos';
  const text = 'Arrumei a garagem. Frasco de veneno para ratos sem rótulo, meio cheio! Entrego em Setúbal.';
  const sentence = 'Frasco de veneno para ratos sem rótulo, meio cheio!';

  it('flags a listing scored at or above the threshold, quoting the sentence scored highest, with its span', () => {
    const found = learnedFindings([['title', 'Arrumação'], ['description', text]], [], model);
    expect(found).toEqual([{ field: 'description', finding: { code: 'restricted_item', clause: 'learned-scorer', start: text.indexOf(sentence), end: text.indexOf(sentence) + sentence.length, evidence: sentence } }]);
  });

  it('reads title and description together: each alone may score lower than the listing', () => {
    const [listing] = scoreFeatures(model, listingFeatures([title, text]));
    const [alone] = scoreText(model, 'Arrumei a garagem.');
    expect(listing!).toBeGreaterThan(alone!);
  });

  it('adds nothing where a rule found an item already, and never quotes a sentence that holds a violation', () => {
    expect(learnedFindings([['description', text]], [{ code: 'prohibited_item', field: 'title', span: { start: 0, end: 3 }, severity: 'critical' }], model)).toEqual([]);
    const start = text.indexOf(sentence);
    const [found] = learnedFindings([['description', text]], [{ code: 'contact_phone', field: 'description', span: { start, end: start + 5 }, severity: 'major' }], model);
    expect(found?.finding.evidence).not.toBe(sentence);
  });

  it('adds nothing below the threshold, and reads nothing outside the title and description', () => {
    expect(learnedFindings([['description', text]], [], modelFor('frasco de veneno para ratos sem rótulo', 0.999999))).toEqual([]);
    expect(learnedFindings([['attributes/0/value', text]], [], model)).toEqual([]);
  });

  it("leaves a rule's critical item finding unconfirmed only where neither the listing nor a sentence of it scores at the head's confirmation", () => {
    const at = text.indexOf(sentence);
    const found = [{ code: 'prohibited_item', field: 'description', span: { start: at, end: at + 6 }, severity: 'critical' }] as const;
    const [best] = confirmationScores(model, [text], [{ text: 0, start: at, end: at + 6 }]);
    const [whole] = scoreFeatures(model, listingFeatures([text]));
    // The sentence holding the finding counts where it scores higher than the listing read whole; another sentence does not.
    expect(best!).toBeGreaterThan(whole!);
    expect(confirmationScores(model, [text], [{ text: 0, start: 0, end: 6 }])).toEqual([whole]);
    const confirming = (confirm: number) => modelFor('frasco de veneno para ratos sem rótulo', 0.9, confirm);
    expect(learnedReading([['description', text]], found, confirming(best! + 0.01)).unconfirmed).toEqual([0]);
    expect(learnedReading([['description', text]], found, confirming(best!)).unconfirmed).toEqual([]);
    // No confirmation in the model, a finding that is not critical, or one in a field the scorer does not read: nothing to confirm.
    expect(learnedReading([['description', text]], found, model).unconfirmed).toEqual([]);
    expect(learnedReading([['description', text]], [{ ...found[0], severity: 'major' }], confirming(1)).unconfirmed).toEqual([]);
    expect(learnedReading([['description', text]], [{ ...found[0], field: 'attributes/0/value' }], confirming(1)).unconfirmed).toEqual([]);
  });

  it('round-trips through its file form', () => {
    const confirming = modelFor('frasco de veneno para ratos sem rótulo', 0.9, 0.2);
    expect(decodeListingScorer(encodeListingScorer(confirming)).heads).toEqual(confirming.heads);
    const decoded = decodeListingScorer(encodeListingScorer(model));
    expect(decoded.heads).toEqual(model.heads);
    expect(scoreText(decoded, sentence)).toEqual(scoreText(model, sentence));
  });

  it('refuses a file of another version or feature size', () => {
    const file = JSON.parse(encodeListingScorer(model).toString()) as Record<string, unknown>;
    expect(() => decodeListingScorer(JSON.stringify({ ...file, version: 2 }))).toThrow(/version 2/);
    expect(() => decodeListingScorer(JSON.stringify({ ...file, featureBits: 16 }))).toThrow(/16 feature bits/);
  });
});

describe('the shipped model', () => {
  const model = shippedListingScorer();
  const score = (title: string, description: string) => scoreFeatures(model, listingFeatures([title, description]))[0]!;

  it('has one item head, on at a threshold chosen by cross-validation (below 1)', () => {
    expect(model.heads.map((h) => h.code)).toEqual(['restricted_item']);
    expect(model.heads[0]!.threshold).toBeGreaterThan(0);
    expect(model.heads[0]!.threshold).toBeLessThan(1);
  });

  it('scores a listing of something a marketplace refuses far above an honest one, in sentences of our own', () => {
    const honest = score('Estante de pinho com quatro prateleiras', 'Estante em bom estado, 180 x 80 cm, desmontada para transporte. Levantar em Aveiro.');
    for (const [title, description] of [
      ['Comprimidos para dormir', 'Tenho duas caixas de comprimidos fortes para dormir que me receitaram, vendo sem receita a quem precisar.'],
      ['Espingarda de caça', 'Espingarda calibre 12 do meu avô, sem licença nem papéis, entrego em mão.'],
      ['Ténis de marca réplica', 'Réplica perfeita de ténis de marca, ninguém nota a diferença, tenho todos os tamanhos.'],
    ] as const) {
      expect(score(title, description), title).toBeGreaterThan(model.heads[0]!.threshold);
      expect(score(title, description) - honest, title).toBeGreaterThan(0.3);
    }
  });

  it('leaves honest listings alone', () => {
    for (const [title, description] of [
      ['Secretária de pinho', 'Secretária de pinho com duas gavetas, altura regulável. Respondo às mensagens aqui na aplicação.'],
      ['Oak sideboard', 'Oak sideboard with three drawers, 120 x 45 x 80 cm. Collection from Bath, pay through the site checkout.'],
      ['Faqueiro completo', 'Faqueiro de 24 peças em inox com faca de pão, na caixa original. Envio pelos correios.'],
      ['Vélo enfant 16 pouces', 'Vélo pour enfant de 5 à 7 ans, roues stabilisatrices incluses, quelques rayures.'],
    ] as const) {
      expect(score(title, description), title).toBeLessThan(model.heads[0]!.threshold);
    }
  });
});

describe('checkListingRules with the learned scorer', () => {
  // A game account resold with its e-mail changed over: no rule of ours names it, the model reads it.
  const account = { title: 'Contas de jogo', description: 'Vendo conta com muitos níveis e skins raras, mudo o email para o teu.' };
  const pills = { title: 'Comprimidos para dormir', description: 'Tenho duas caixas de comprimidos fortes para dormir que me receitaram, vendo sem receita a quem precisar.' };

  it('adds the model finding only when asked, as the model’s, and never rejects for it', () => {
    expect(checkListingRules(account, { profile: 'generic' })).toEqual([]);
    const violations = checkListingRules(account, { profile: 'generic', strictness: 'strict', learnedScorer: true });
    expect(violations.map((v) => [v.code, v.clause, v.source, v.evidence])).toEqual([['restricted_item', 'generic/learned-scorer', 'model', account.description]]);
    expect(decideVerdict(violations, 'strict')).not.toBe('reject');
  });

  it('adds nothing where the rules found an item themselves', () => {
    const rules = checkListingRules(pills, { profile: 'generic' });
    expect(rules.some((v) => v.code === 'prohibited_item')).toBe(true);
    expect(checkListingRules(pills, { profile: 'generic', learnedScorer: true })).toEqual(rules);
  });

  it("keeps the rules' rejects it recognises, and sends one it does not to a person, the finding kept as major", () => {
    for (const listing of [pills, { title: 'Réplica de relógio de marca', description: 'Réplica perfeita, ninguém nota a diferença. Envio rápido.' }]) {
      expect(decideVerdict(checkListingRules(listing, { profile: 'generic', learnedScorer: true }), 'standard'), listing.title).toBe('reject');
    }
    // A reject padded with ordinary sentences is still confirmed by its own sentence.
    const padding = ' Tenho também uma estante de pinho, uma bicicleta de criança e livros escolares. Entrego em mão em Aveiro ou envio pelos correios.'.repeat(5);
    const padded = { title: pills.title, description: pills.description + padding };
    expect(decideVerdict(checkListingRules(padded, { profile: 'generic', learnedScorer: true }), 'standard')).toBe('reject');
    // A decorative water pipe, never used: the rules read a smoking device; the scorer reads nothing like the listings it learned a rejection from.
    const decorative = { title: 'Narguilé décoratif', description: 'Narguilé en verre pour décoration, jamais utilisé.' };
    const rules = checkListingRules(decorative, { profile: 'generic' });
    expect(decideVerdict(rules, 'standard')).toBe('reject');
    const read = checkListingRules(decorative, { profile: 'generic', learnedScorer: true });
    expect(read.map((v) => [v.code, v.severity, v.source])).toEqual(rules.map((v) => [v.code, 'major', 'rule']));
    expect(decideVerdict(read, 'standard')).toBe('manual_review');
  });

  it('caps a finding at major, so that a model finding under strict never rejects', () => {
    const critical = { code: 'off_platform_payment', field: 'description', span: { start: 0, end: 12 }, evidence: 'paga-me fora', severity: 'critical', clause: 'generic/learned-scorer', source: 'rule', message: 'x' } as const;
    expect(asModelViolation(critical)).toEqual({ ...critical, severity: 'major', source: 'model' });
    expect(asModelViolation({ ...critical, severity: 'minor' })).toEqual({ ...critical, severity: 'minor', source: 'model' });
  });
});
