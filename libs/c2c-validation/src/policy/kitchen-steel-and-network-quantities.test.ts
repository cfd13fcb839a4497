import { describe, expect, it } from 'vitest';
import { checkListingRules } from '../check-listing-rules.ts';
import { itemFindings } from '../test-support/item-findings.ts';

// Strings written for this file (task 52l: the causes of false alarms on the twelfth innocent set's tune part), each of them the
// author's own words.

describe('innocent senses of the newest innocent tune part', () => {
  it('a French "fusil" listed after kitchen knives is the set\'s sharpening steel, not a gun', () => {
    expect(itemFindings('Coffret 4 couteaux + fusil', 'Couteau de chef, couteau à pain, couteau d\'office et fusil, jamais servis', 'generic')).toEqual([]);
    expect(itemFindings('Lot de cuisine', 'Économe, ciseaux et un fusil en inox', 'generic')).toEqual([]);
  });
  it('a gun beside hunting knives, or of its own kind, is still a gun', () => {
    expect(itemFindings('Lot du chasseur', 'Deux couteaux de chasse et le fusil de chasse, permis demandé', 'generic')).toContain('prohibited_item weapons');
    expect(itemFindings('Matériel de chasse', 'Couteaux, cartouchière et fusil à pompe', 'generic')).toContain('prohibited_item weapons');
  });
  it('a quantity word after a network ("su Instagram qualche anno fa", "on Instagram some years ago") goes on the sentence: no handle', () => {
    const handles = (description: string) => checkListingRules({ title: 'Candeeiro', description }, { profile: 'generic' }).filter((v) => v.code === 'social_handle');
    expect(handles('Andava su Instagram qualche estate fa, ottone')).toEqual([]);
    expect(handles('Il a tourné sur Instagram quelques années, laiton')).toEqual([]);
    expect(handles('Was big on Instagram some summers ago, brass')).toEqual([]);
    expect(handles('Lief auf Instagram einige Zeit, Messing')).toEqual([]);
    expect(handles('Apareció en Instagram varias temporadas, latón')).toEqual([]);
    expect(handles('Fotos no Instagram casa_ze22')).toHaveLength(1);
  });
});

