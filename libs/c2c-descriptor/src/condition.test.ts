import { describe, expect, it } from 'vitest';
import { conditionChoices, mapCondition } from './condition.ts';
import { marketplaceProfiles } from './profiles.ts';

describe('mapCondition', () => {
  it('maps a grade onto each profile scale as a used item, D as damaged', () => {
    expect(mapCondition('b', marketplaceProfiles['olx-pt'])).toEqual({ grade: 'B', label: 'Bom estado', schemaOrg: 'UsedCondition' });
    expect(mapCondition('A', marketplaceProfiles.ebay)).toEqual({ grade: 'A', label: 'Used – Excellent', schemaOrg: 'UsedCondition' });
    expect(mapCondition('D', marketplaceProfiles.wallapop)).toEqual({ grade: 'D', label: 'Lo ha dado todo', schemaOrg: 'DamagedCondition' });
  });

  it("reads the marketplace's own labels in any of the four languages, accents and case aside", () => {
    expect(mapCondition('Très bon état', marketplaceProfiles.vinted)).toEqual({ grade: 'A', label: 'Very good', schemaOrg: 'UsedCondition' });
    expect(mapCondition('novo com etiquetas', marketplaceProfiles.vinted)).toEqual({ grade: 'A', label: 'New with tags', schemaOrg: 'NewCondition' });
    expect(mapCondition('PARA PEÇAS', marketplaceProfiles['olx-pt'])).toEqual({ grade: 'D', label: 'Para peças', schemaOrg: 'DamagedCondition' });
    expect(mapCondition('Seller refurbished', marketplaceProfiles.ebay)).toEqual({ grade: 'B', label: 'Seller refurbished', schemaOrg: 'RefurbishedCondition' });
    expect(mapCondition('Used - Fair', marketplaceProfiles.ebay)).toEqual({ grade: 'C', label: 'Used – Fair', schemaOrg: 'UsedCondition' });
  });

  it("gives the label as the marketplace's site shows it in the listing's language", () => {
    expect(mapCondition('Très bon état', marketplaceProfiles.vinted, 'fr')).toEqual({ grade: 'A', label: 'Très bon état', schemaOrg: 'UsedCondition' });
    expect(mapCondition('B', marketplaceProfiles.vinted, 'es')).toEqual({ grade: 'B', label: 'Bueno', schemaOrg: 'UsedCondition' });
    expect(mapCondition('B', marketplaceProfiles.ebay, 'fr')?.label).toBe('Used – Good');
  });

  it("refuses a label that is not on the profile's scale", () => {
    expect(mapCondition('Lo ha dado todo', marketplaceProfiles.vinted)).toBeUndefined();
    expect(mapCondition('E', marketplaceProfiles.generic)).toBeUndefined();
  });

  it('lists the grades and the scale for the error message', () => {
    expect(conditionChoices(marketplaceProfiles['olx-pt'])).toBe('A, B, C, D, Novo, Como novo, Bom estado, Aceitável, Para peças');
  });
});
