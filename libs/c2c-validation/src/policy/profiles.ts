import type { MarketplaceProfile } from '@circular/contract';
import type { ItemTopic } from './item-lexicon.ts';

export type ItemPolicy = 'prohibited' | 'restricted' | 'allowed';

/**
 * Each marketplace's stance on each item topic, from its published lists of prohibited and
 * restricted items (OLX Portugal, Vinted, Wallapop and eBay, November 2026; airbag modules and belt
 * pretensioners are pyrotechnic parts shipped as dangerous goods: restricted to the vehicle-parts
 * categories, and outside Vinted's catalogue). `restricted` items may
 * be sold under conditions a person checks (licences, age, category); `generic` takes the strictest
 * common stance.
 */
export const profileItemPolicy: Record<MarketplaceProfile, Record<ItemTopic, ItemPolicy>> = {
  'olx-pt': {
    counterfeits: 'prohibited', weapons: 'prohibited', 'replica-weapons': 'restricted', knives: 'restricted', drugs: 'prohibited', cbd: 'restricted',
    medicines: 'prohibited', 'tobacco-vapes': 'prohibited', alcohol: 'restricted', 'live-animals': 'restricted', 'identity-documents': 'prohibited', 'digital-accounts': 'prohibited',
    'testers-samples': 'restricted', 'opened-cosmetics': 'restricted', 'car-seats-helmets': 'restricted', 'recalled-products': 'prohibited', 'lithium-batteries': 'restricted', airbags: 'restricted', 'protected-wildlife': 'prohibited',
  },
  vinted: {
    counterfeits: 'prohibited', weapons: 'prohibited', 'replica-weapons': 'prohibited', knives: 'prohibited', drugs: 'prohibited', cbd: 'prohibited',
    medicines: 'prohibited', 'tobacco-vapes': 'prohibited', alcohol: 'prohibited', 'live-animals': 'prohibited', 'identity-documents': 'prohibited', 'digital-accounts': 'prohibited',
    'testers-samples': 'prohibited', 'opened-cosmetics': 'prohibited', 'car-seats-helmets': 'restricted', 'recalled-products': 'prohibited', 'lithium-batteries': 'restricted', airbags: 'prohibited', 'protected-wildlife': 'prohibited',
  },
  wallapop: {
    counterfeits: 'prohibited', weapons: 'prohibited', 'replica-weapons': 'restricted', knives: 'restricted', drugs: 'prohibited', cbd: 'restricted',
    medicines: 'prohibited', 'tobacco-vapes': 'prohibited', alcohol: 'restricted', 'live-animals': 'prohibited', 'identity-documents': 'prohibited', 'digital-accounts': 'prohibited',
    'testers-samples': 'restricted', 'opened-cosmetics': 'restricted', 'car-seats-helmets': 'restricted', 'recalled-products': 'prohibited', 'lithium-batteries': 'restricted', airbags: 'restricted', 'protected-wildlife': 'prohibited',
  },
  ebay: {
    counterfeits: 'prohibited', weapons: 'prohibited', 'replica-weapons': 'restricted', knives: 'restricted', drugs: 'prohibited', cbd: 'restricted',
    medicines: 'prohibited', 'tobacco-vapes': 'prohibited', alcohol: 'restricted', 'live-animals': 'prohibited', 'identity-documents': 'prohibited', 'digital-accounts': 'prohibited',
    'testers-samples': 'restricted', 'opened-cosmetics': 'restricted', 'car-seats-helmets': 'restricted', 'recalled-products': 'prohibited', 'lithium-batteries': 'restricted', airbags: 'restricted', 'protected-wildlife': 'prohibited',
  },
  generic: {
    counterfeits: 'prohibited', weapons: 'prohibited', 'replica-weapons': 'restricted', knives: 'restricted', drugs: 'prohibited', cbd: 'restricted',
    medicines: 'prohibited', 'tobacco-vapes': 'prohibited', alcohol: 'restricted', 'live-animals': 'restricted', 'identity-documents': 'prohibited', 'digital-accounts': 'prohibited',
    'testers-samples': 'restricted', 'opened-cosmetics': 'restricted', 'car-seats-helmets': 'restricted', 'recalled-products': 'prohibited', 'lithium-batteries': 'restricted', airbags: 'restricted', 'protected-wildlife': 'prohibited',
  },
};
