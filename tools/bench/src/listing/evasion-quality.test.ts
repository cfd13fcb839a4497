import { describe, expect, it } from 'vitest';
import { scoreEvasionListings } from './evasion-quality.ts';
import { listingsFromLines } from './marked-listing.ts';

// A set with no labels at all: its figures are the clean listings flagged and the wrongful rejects.
const allClean = (lines: string[]) => listingsFromLines(lines.join('\n'), 'zz-test').map((item) => ({ ...item, part: 'tune' as const }));

describe('scoreEvasionListings on an all-clean set', () => {
  it('reports clean-flagged and wrongful-reject rates, and no recall, when nothing is flagged', () => {
    const set = allClean(['pt ;; olx-pt ;; home ;; 12 ;; Candeeiro de mesa azul ;; Candeeiro de mesa azul claro, funciona bem, abajur de tecido.', 'en ;; ebay ;; home ;; 9 ;; Blue table lamp ;; Small blue table lamp, fabric shade, works fine.']);
    const { summary, rows } = scoreEvasionListings(set, 'zz-test', 'tune', true);
    expect(summary).toMatchObject({ listings: 2, labels: 0, clean_listings: 2, clean_flagged_rate: 0, wrongful_reject_rate: 0 });
    expect(summary['recall']).toBeNaN();
    expect(rows.find((row) => row['code'] === 'all')).toMatchObject({ labels: 0, clean_flagged_rate: 0, wrongful_reject_rate: 0 });
  });

  it('counts an unlabelled listing the rules flag as a clean listing flagged, listing it among the misses', () => {
    const set = allClean(['pt ;; olx-pt ;; home ;; 12 ;; Candeeiro de mesa azul ;; Candeeiro de mesa azul claro, funciona bem, abajur de tecido.', 'pt ;; olx-pt ;; home ;; 12 ;; Candeeiro de mesa verde ;; Candeeiro verde, para mais fotos escreva para rita.lampadas.velhas@exemplo.pt']);
    const { summary, misses } = scoreEvasionListings(set, 'zz-test', 'tune', true);
    expect(summary).toMatchObject({ listings: 2, labels: 0, clean_listings: 2, clean_flagged_rate: 0.5 });
    expect(Number.isFinite(summary['wrongful_reject_rate'])).toBe(true);
    expect(misses).toContainEqual(expect.objectContaining({ id: 'zz-test-pt-02', kind: 'false-positive', code: 'contact_email' }));
  });
});
