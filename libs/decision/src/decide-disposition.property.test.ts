import type { DecisionRequest, GradeScale } from '@circular/contract';
import { scaleFits, scales } from '@circular/protocol-generator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide } from './decide.ts';
import { decideDisposition, type DecisionFacts } from './decide-disposition.ts';
import { figureNames, type Figures } from './figures.ts';
import { defaultDecisionRules } from './rules/decision-rules.ts';

const categories = ['phones', 'laptops', 'clothing', 'bikes', 'small-appliances', 'large-appliances'];
const money = fc.option(fc.integer({ min: 0, max: 200_000 }).map((c) => c / 100), { nil: undefined });
const tri = fc.constantFrom(true, false, null);

const figuresArb = fc.record(Object.fromEntries(figureNames.map((name) => [name, money])) as Record<(typeof figureNames)[number], typeof money>).map((raw) => {
  const figures: Figures = {};
  for (const name of figureNames) if (raw[name] !== undefined) figures[name] = { value: raw[name], source: 'caller' };
  return figures;
});

const factsArb: fc.Arbitrary<DecisionFacts> = fc.record({
  category: fc.constantFrom(...categories),
  works: tri,
  activationLock: tri,
  dataWiped: tri,
  unsafe: tri,
  counterfeit: fc.constantFrom(false, null, true),
  reportedStolen: fc.constantFrom(false, null, true),
  origin: fc.constantFrom('return', 'unsold_stock', 'collection'),
  companySize: fc.constantFrom('micro', 'small', 'medium', 'large', null),
  donationPartners: fc.subarray(categories),
  recyclingPartners: fc.subarray(categories),
  dataWipeAvailable: fc.boolean(),
  vendorTakesBack: fc.boolean(),
  figures: figuresArb,
  date: fc.constantFrom('2026-01-15', '2026-07-18', '2026-07-19', '2027-03-01'),
});

const rankOf = (decision: string) => defaultDecisionRules.hierarchyRank[decision as keyof typeof defaultDecisionRules.hierarchyRank];

describe('decision rules, for any facts', () => {
  it('are deterministic', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        expect(decideDisposition(structuredClone(facts), defaultDecisionRules)).toEqual(decideDisposition(facts, defaultDecisionRules));
      }),
    );
  });

  it('never choose a disposition a gate blocks', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const outcome = decideDisposition(facts, defaultDecisionRules);
        const chosen = outcome.options.find((option) => option.disposition === outcome.decision)!;
        expect(chosen.blocked_by).toEqual([]);
        expect(chosen.allowed).toBe(true);
      }),
    );
  });

  it('refuse only for safety or law', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        if (decideDisposition(facts, defaultDecisionRules).decision === 'refuse') expect(facts.unsafe === true || facts.counterfeit === true || facts.reportedStolen === true).toBe(true);
      }),
    );
  });

  it('never recycle or refuse returned or unsold clothes of a large company from 2026-07-19 unless unsafe, and apply no such rule before', () => {
    fc.assert(
      fc.property(factsArb, (drawn) => {
        const facts: DecisionFacts = { ...drawn, category: 'clothing', companySize: 'large', origin: drawn.origin === 'collection' ? 'return' : drawn.origin, unsafe: drawn.unsafe === true ? null : drawn.unsafe, counterfeit: null };
        const outcome = decideDisposition(facts, defaultDecisionRules);
        if (facts.date >= '2026-07-19') {
          expect(outcome.gates).toContain('destruction_forbidden');
          expect(['recycle', 'refuse']).not.toContain(outcome.decision);
        } else {
          expect(outcome.gates).not.toContain('destruction_forbidden');
        }
      }),
    );
  });
});

describe('channels, for any facts', () => {
  it('return an item to its vendor only when the caller says the vendor takes it back', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        if (decideDisposition(facts, defaultDecisionRules).decision === 'return_to_vendor') expect(facts.vendorTakesBack).toBe(true);
      }),
    );
  });

  it('refuse every data-bearing device reported lost or stolen, whatever else holds', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const { decision, gates } = decideDisposition(facts, defaultDecisionRules);
        if (facts.reportedStolen === true && defaultDecisionRules.dataBearingCategories.includes(facts.category)) {
          expect(gates).toContain('reported_stolen');
          expect(gates).not.toContain('refusal_not_justified');
          expect(decision).toBe('refuse');
        } else expect(gates).not.toContain('reported_stolen');
      }),
    );
  });

  it('never part out, sell or give on a locked, counterfeit or unwipeable data-bearing item', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const { decision, gates } = decideDisposition(facts, defaultDecisionRules);
        if (gates.includes('activation_lock') || gates.includes('data_not_wiped') || gates.includes('counterfeit')) {
          expect(['resell_c2c', 'resell_refurbisher', 'b2b_lot', 'donate', 'repair_then_resell', 'harvest_parts']).not.toContain(decision);
        }
      }),
    );
  });

  it('choose, when a channel pays and repair does not, the allowed paying channel that nets most', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const outcome = decideDisposition(facts, defaultDecisionRules);
        if (outcome.ground !== 'resale_pays' && outcome.ground !== 'parts_pay') return;
        const chosen = outcome.options.find((option) => option.disposition === outcome.decision)!;
        expect(chosen.pays).toBe(true);
        for (const option of outcome.options) {
          if (!option.allowed || option.pays !== true || option.disposition === 'repair_then_resell') continue;
          if (option.disposition === 'harvest_parts' && facts.works === true) continue;
          if (['donate', 'recycle', 'refuse'].includes(option.disposition)) continue;
          expect(chosen.net_value!).toBeGreaterThanOrEqual(option.net_value!);
        }
      }),
    );
  });

  it('give each priced channel a net that its named figures recompute: price − logistics', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        for (const option of decideDisposition(facts, defaultDecisionRules).options) {
          const priceName = option.figures.find((name) => name !== 'logistics_cost' && name !== 'recycling_value');
          if (!['resell_c2c', 'resell_refurbisher', 'return_to_vendor', 'b2b_lot', 'harvest_parts'].includes(option.disposition) || priceName === undefined) continue;
          const logistics = option.figures.includes('logistics_cost') ? facts.figures.logistics_cost!.value : 0;
          expect(option.net_value).toBeCloseTo(facts.figures[priceName]!.value - logistics, 2);
        }
      }),
    );
  });
});

const gradedScales: GradeScale[] = ['internal', 'ctia', 'backmarket', 'clothing5'];

describe('decide, for any grades on one scale with everything else equal', () => {
  it('never lets a better grade lead to a lower-ranked disposition', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...gradedScales),
        fc.nat(),
        fc.nat(),
        factsArb,
        async (scale, i, j, facts) => {
          const grades = scales[scale].grades;
          const [first, second] = [Math.min(i, j) % grades.length, Math.max(i, j) % grades.length];
          const better = grades[Math.min(first, second)]!;
          const worse = grades[Math.max(first, second)]!;
          const request = (grade: string): DecisionRequest => ({
            agent_specific: {
              item: { category: scaleFits(scale, facts.category) ? facts.category : scales[scale].categories![0]!, price_new: facts.figures.price_new?.value ?? null },
              condition: { scale, grade, activation_lock: facts.activationLock, data_wiped: facts.dataWiped, unsafe: facts.unsafe, counterfeit: facts.counterfeit },
              economics: Object.fromEntries(figureNames.filter((n) => n !== 'price_new' && facts.figures[n]).map((n) => [n, facts.figures[n]!.value])),
              context: { origin: facts.origin, company_size: facts.companySize as 'large' | null, partners: { donation: facts.donationPartners, recycling: facts.recyclingPartners }, vendor_takes_back: facts.vendorTakesBack },
            },
          });
          const deps = { today: () => new Date(`${facts.date}T12:00:00Z`) };
          const [a, b] = [await decide(request(better), deps), await decide(request(worse), deps)];
          expect(rankOf(a.decision)).toBeLessThanOrEqual(rankOf(b.decision));
        },
      ),
      { numRuns: 80 },
    );
  }, 60_000);
});
