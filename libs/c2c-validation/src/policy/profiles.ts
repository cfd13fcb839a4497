import type { MarketplaceProfile } from '@circular/contract';
import type { ItemTopic } from './item-lexicon.ts';

export type ItemPolicy = 'prohibited' | 'restricted' | 'allowed';

/**
 * Each marketplace's stance on each item topic, from its published lists of prohibited and
 * restricted items (OLX Portugal, Vinted, Wallapop and eBay, November 2026; airbag modules and belt
 * pretensioners are pyrotechnic parts shipped as dangerous goods: restricted to the vehicle-parts
 * categories, and outside Vinted's catalogue). `restricted` items may
 * be sold under conditions a person checks (licences, age, category); `generic` takes the stance
 * most of the four share, the milder one on a tie — except live animals, restricted there as on OLX (a
 * general marketplace's pets section sells them under conditions), where the other three prohibit them.
 */
export const profileItemPolicy: Record<MarketplaceProfile, Record<ItemTopic, ItemPolicy>> = {
  'olx-pt': {
    counterfeits: 'prohibited', weapons: 'prohibited', 'replica-weapons': 'restricted', knives: 'restricted', drugs: 'prohibited', cbd: 'restricted',
    medicines: 'prohibited', 'tobacco-vapes': 'prohibited', alcohol: 'restricted', 'live-animals': 'restricted', 'identity-documents': 'prohibited', 'digital-accounts': 'prohibited',
    'testers-samples': 'restricted', 'opened-cosmetics': 'restricted', 'car-seats-helmets': 'restricted', 'recalled-products': 'prohibited', 'lithium-batteries': 'restricted', airbags: 'restricted', 'protected-wildlife': 'prohibited',
    'explosives-fireworks': 'prohibited', 'signal-jammers': 'prohibited', 'radar-detectors': 'prohibited', 'spy-devices': 'restricted', 'lock-picks': 'restricted', 'card-skimmers': 'prohibited', 'hazardous-chemicals': 'prohibited', 'pesticides': 'restricted', 'gas-cylinders': 'restricted', 'hate-memorabilia': 'prohibited', 'police-insignia': 'restricted', 'human-remains': 'prohibited', 'breast-milk': 'prohibited', 'used-underwear': 'prohibited', 'infant-formula': 'restricted', 'contact-lenses': 'restricted', 'lottery-tickets': 'prohibited', 'gift-cards': 'restricted', 'counterfeit-currency': 'prohibited', 'stolen-goods': 'prohibited', 'pirated-media': 'prohibited', 'homemade-food': 'restricted', 'adult-items': 'restricted', 'emissions-defeat': 'prohibited', 'cultural-heritage': 'restricted', 'laser-pointers': 'restricted', 'invasive-species': 'prohibited', 'ticket-touting': 'restricted', 'medical-devices': 'restricted',
    // Drug paraphernalia sold apart from drugs (a herb grinder offered with the cannabis trade's cues): a person checks it; Vinted's catalogue has none.
    'drug-paraphernalia': 'restricted',
    // Human hair (wigs, extensions, hair sold by weight) and hunting trophies: a person checks hygiene and origin, the species and its papers; Vinted refuses both.
    'human-hair': 'restricted', 'hunting-trophies': 'restricted',
    // Odometer winding-back devices (an offence in each country); used catalytic converters taken off a car (a person checks the paperwork).
    'odometer-tampering': 'prohibited', 'catalytic-converters': 'restricted',
    // Boarding passes (personal, non-transferable); war medals named to a soldier (a person checks them, as the militaria clauses ask).
    'boarding-passes': 'prohibited', 'named-medals': 'restricted',
    // Services done in the buyer's name (exams, reviews, penalty points and fines, sick notes, vehicle papers) and financial schemes (pyramids, returns promised, private loans).
    'prohibited-services': 'prohibited', 'financial-schemes': 'prohibited', 'sexual-services': 'prohibited',
    // Academic work written for the buyer, gas or electrical work by someone unregistered: lawful in some member states, a person looks.
    'restricted-services': 'restricted',
    // Road vehicles without papers, inspection or free of a seizure (a person checks them); children's goods the product-safety rules refuse.
    'vehicles-without-papers': 'restricted', 'unsafe-childrens-goods': 'restricted',
    // Leg-hold traps, snares, bird lime, mist nets and electric fishing gear: banned means of taking animals (Regulation 3254/91, Birds Directive Annex IV, Habitats Directive Annex VI).
    'animal-traps': 'prohibited',
    // Electric shock and prong collars: banned in some member states (Germany, Austria) and in England and Wales, lawful elsewhere; a person looks.
    'animal-harm-devices': 'restricted',
  },
  vinted: {
    counterfeits: 'prohibited', weapons: 'prohibited', 'replica-weapons': 'prohibited', knives: 'prohibited', drugs: 'prohibited', cbd: 'prohibited',
    medicines: 'prohibited', 'tobacco-vapes': 'prohibited', alcohol: 'prohibited', 'live-animals': 'prohibited', 'identity-documents': 'prohibited', 'digital-accounts': 'prohibited',
    'testers-samples': 'prohibited', 'opened-cosmetics': 'prohibited', 'car-seats-helmets': 'restricted', 'recalled-products': 'prohibited', 'lithium-batteries': 'restricted', airbags: 'prohibited', 'protected-wildlife': 'prohibited',
    'explosives-fireworks': 'prohibited', 'signal-jammers': 'prohibited', 'radar-detectors': 'prohibited', 'spy-devices': 'prohibited', 'lock-picks': 'prohibited', 'card-skimmers': 'prohibited', 'hazardous-chemicals': 'prohibited', 'pesticides': 'prohibited', 'gas-cylinders': 'prohibited', 'hate-memorabilia': 'prohibited', 'police-insignia': 'prohibited', 'human-remains': 'prohibited', 'breast-milk': 'prohibited', 'used-underwear': 'prohibited', 'infant-formula': 'prohibited', 'contact-lenses': 'prohibited', 'lottery-tickets': 'prohibited', 'gift-cards': 'prohibited', 'counterfeit-currency': 'prohibited', 'stolen-goods': 'prohibited', 'pirated-media': 'prohibited', 'homemade-food': 'prohibited', 'adult-items': 'prohibited', 'emissions-defeat': 'prohibited', 'cultural-heritage': 'prohibited', 'laser-pointers': 'prohibited', 'invasive-species': 'prohibited', 'ticket-touting': 'prohibited', 'medical-devices': 'prohibited',
    'drug-paraphernalia': 'prohibited',
    'human-hair': 'prohibited', 'hunting-trophies': 'prohibited',
    'odometer-tampering': 'prohibited', 'catalytic-converters': 'prohibited', 'boarding-passes': 'prohibited', 'named-medals': 'prohibited',
    'prohibited-services': 'prohibited', 'financial-schemes': 'prohibited', 'sexual-services': 'prohibited', 'restricted-services': 'prohibited',
    // Road vehicles without papers, inspection or free of a seizure (a person checks them); children's goods the product-safety rules refuse.
    'vehicles-without-papers': 'prohibited', 'unsafe-childrens-goods': 'prohibited',
    // Leg-hold traps, snares, bird lime, mist nets and electric fishing gear: banned means of taking animals (Regulation 3254/91, Birds Directive Annex IV, Habitats Directive Annex VI).
    'animal-traps': 'prohibited',
    // Electric shock and prong collars: banned in some member states (Germany, Austria) and in England and Wales, lawful elsewhere; a person looks.
    'animal-harm-devices': 'restricted',
  },
  wallapop: {
    counterfeits: 'prohibited', weapons: 'prohibited', 'replica-weapons': 'restricted', knives: 'restricted', drugs: 'prohibited', cbd: 'restricted',
    medicines: 'prohibited', 'tobacco-vapes': 'prohibited', alcohol: 'restricted', 'live-animals': 'prohibited', 'identity-documents': 'prohibited', 'digital-accounts': 'prohibited',
    'testers-samples': 'restricted', 'opened-cosmetics': 'restricted', 'car-seats-helmets': 'restricted', 'recalled-products': 'prohibited', 'lithium-batteries': 'restricted', airbags: 'restricted', 'protected-wildlife': 'prohibited',
    'explosives-fireworks': 'prohibited', 'signal-jammers': 'prohibited', 'radar-detectors': 'prohibited', 'spy-devices': 'restricted', 'lock-picks': 'restricted', 'card-skimmers': 'prohibited', 'hazardous-chemicals': 'prohibited', 'pesticides': 'restricted', 'gas-cylinders': 'restricted', 'hate-memorabilia': 'prohibited', 'police-insignia': 'restricted', 'human-remains': 'prohibited', 'breast-milk': 'prohibited', 'used-underwear': 'prohibited', 'infant-formula': 'restricted', 'contact-lenses': 'restricted', 'lottery-tickets': 'prohibited', 'gift-cards': 'restricted', 'counterfeit-currency': 'prohibited', 'stolen-goods': 'prohibited', 'pirated-media': 'prohibited', 'homemade-food': 'restricted', 'adult-items': 'prohibited', 'emissions-defeat': 'prohibited', 'cultural-heritage': 'restricted', 'laser-pointers': 'restricted', 'invasive-species': 'prohibited', 'ticket-touting': 'prohibited', 'medical-devices': 'restricted',
    'drug-paraphernalia': 'restricted',
    'human-hair': 'restricted', 'hunting-trophies': 'restricted',
    // Odometer winding-back devices (an offence in each country); used catalytic converters taken off a car (a person checks the paperwork).
    'odometer-tampering': 'prohibited', 'catalytic-converters': 'restricted',
    // Boarding passes (personal, non-transferable); war medals named to a soldier (a person checks them, as the militaria clauses ask).
    'boarding-passes': 'prohibited', 'named-medals': 'restricted',
    // Services done in the buyer's name (exams, reviews, penalty points and fines, sick notes, vehicle papers) and financial schemes (pyramids, returns promised, private loans).
    'prohibited-services': 'prohibited', 'financial-schemes': 'prohibited', 'sexual-services': 'prohibited',
    // Academic work written for the buyer, gas or electrical work by someone unregistered: lawful in some member states, a person looks.
    'restricted-services': 'restricted',
    // Road vehicles without papers, inspection or free of a seizure (a person checks them); children's goods the product-safety rules refuse.
    'vehicles-without-papers': 'restricted', 'unsafe-childrens-goods': 'restricted',
    // Leg-hold traps, snares, bird lime, mist nets and electric fishing gear: banned means of taking animals (Regulation 3254/91, Birds Directive Annex IV, Habitats Directive Annex VI).
    'animal-traps': 'prohibited',
    // Electric shock and prong collars: banned in some member states (Germany, Austria) and in England and Wales, lawful elsewhere; a person looks.
    'animal-harm-devices': 'restricted',
  },
  ebay: {
    counterfeits: 'prohibited', weapons: 'prohibited', 'replica-weapons': 'restricted', knives: 'restricted', drugs: 'prohibited', cbd: 'restricted',
    medicines: 'prohibited', 'tobacco-vapes': 'prohibited', alcohol: 'restricted', 'live-animals': 'prohibited', 'identity-documents': 'prohibited', 'digital-accounts': 'prohibited',
    'testers-samples': 'restricted', 'opened-cosmetics': 'restricted', 'car-seats-helmets': 'restricted', 'recalled-products': 'prohibited', 'lithium-batteries': 'restricted', airbags: 'restricted', 'protected-wildlife': 'prohibited',
    'explosives-fireworks': 'prohibited', 'signal-jammers': 'prohibited', 'radar-detectors': 'restricted', 'spy-devices': 'restricted', 'lock-picks': 'restricted', 'card-skimmers': 'prohibited', 'hazardous-chemicals': 'restricted', 'pesticides': 'restricted', 'gas-cylinders': 'restricted', 'hate-memorabilia': 'restricted', 'police-insignia': 'restricted', 'human-remains': 'prohibited', 'breast-milk': 'prohibited', 'used-underwear': 'prohibited', 'infant-formula': 'restricted', 'contact-lenses': 'prohibited', 'lottery-tickets': 'prohibited', 'gift-cards': 'restricted', 'counterfeit-currency': 'prohibited', 'stolen-goods': 'prohibited', 'pirated-media': 'prohibited', 'homemade-food': 'restricted', 'adult-items': 'restricted', 'emissions-defeat': 'prohibited', 'cultural-heritage': 'restricted', 'laser-pointers': 'prohibited', 'invasive-species': 'prohibited', 'ticket-touting': 'restricted', 'medical-devices': 'restricted',
    'drug-paraphernalia': 'restricted',
    'human-hair': 'restricted', 'hunting-trophies': 'restricted',
    // Odometer winding-back devices (an offence in each country); used catalytic converters taken off a car (a person checks the paperwork).
    'odometer-tampering': 'prohibited', 'catalytic-converters': 'restricted',
    // Boarding passes (personal, non-transferable); war medals named to a soldier (a person checks them, as the militaria clauses ask).
    'boarding-passes': 'prohibited', 'named-medals': 'restricted',
    // Services done in the buyer's name (exams, reviews, penalty points and fines, sick notes, vehicle papers) and financial schemes (pyramids, returns promised, private loans).
    'prohibited-services': 'prohibited', 'financial-schemes': 'prohibited', 'sexual-services': 'prohibited',
    // Academic work written for the buyer, gas or electrical work by someone unregistered: lawful in some member states, a person looks.
    'restricted-services': 'restricted',
    // Road vehicles without papers, inspection or free of a seizure (a person checks them); children's goods the product-safety rules refuse.
    'vehicles-without-papers': 'restricted', 'unsafe-childrens-goods': 'restricted',
    // Leg-hold traps, snares, bird lime, mist nets and electric fishing gear: banned means of taking animals (Regulation 3254/91, Birds Directive Annex IV, Habitats Directive Annex VI).
    'animal-traps': 'prohibited',
    // Electric shock and prong collars: banned in some member states (Germany, Austria) and in England and Wales, lawful elsewhere; a person looks.
    'animal-harm-devices': 'restricted',
  },
  generic: {
    counterfeits: 'prohibited', weapons: 'prohibited', 'replica-weapons': 'restricted', knives: 'restricted', drugs: 'prohibited', cbd: 'restricted',
    medicines: 'prohibited', 'tobacco-vapes': 'prohibited', alcohol: 'restricted', 'live-animals': 'restricted', 'identity-documents': 'prohibited', 'digital-accounts': 'prohibited',
    'testers-samples': 'restricted', 'opened-cosmetics': 'restricted', 'car-seats-helmets': 'restricted', 'recalled-products': 'prohibited', 'lithium-batteries': 'restricted', airbags: 'restricted', 'protected-wildlife': 'prohibited',
    'explosives-fireworks': 'prohibited', 'signal-jammers': 'prohibited', 'radar-detectors': 'prohibited', 'spy-devices': 'restricted', 'lock-picks': 'restricted', 'card-skimmers': 'prohibited', 'hazardous-chemicals': 'prohibited', 'pesticides': 'restricted', 'gas-cylinders': 'restricted', 'hate-memorabilia': 'prohibited', 'police-insignia': 'restricted', 'human-remains': 'prohibited', 'breast-milk': 'prohibited', 'used-underwear': 'prohibited', 'infant-formula': 'restricted', 'contact-lenses': 'restricted', 'lottery-tickets': 'prohibited', 'gift-cards': 'restricted', 'counterfeit-currency': 'prohibited', 'stolen-goods': 'prohibited', 'pirated-media': 'prohibited', 'homemade-food': 'restricted', 'adult-items': 'restricted', 'emissions-defeat': 'prohibited', 'cultural-heritage': 'restricted', 'laser-pointers': 'restricted', 'invasive-species': 'prohibited', 'ticket-touting': 'restricted', 'medical-devices': 'restricted',
    'drug-paraphernalia': 'restricted',
    'human-hair': 'restricted', 'hunting-trophies': 'restricted',
    // Odometer winding-back devices (an offence in each country); used catalytic converters taken off a car (a person checks the paperwork).
    'odometer-tampering': 'prohibited', 'catalytic-converters': 'restricted',
    // Boarding passes (personal, non-transferable); war medals named to a soldier (a person checks them, as the militaria clauses ask).
    'boarding-passes': 'prohibited', 'named-medals': 'restricted',
    // Services done in the buyer's name (exams, reviews, penalty points and fines, sick notes, vehicle papers) and financial schemes (pyramids, returns promised, private loans).
    'prohibited-services': 'prohibited', 'financial-schemes': 'prohibited', 'sexual-services': 'prohibited',
    // Academic work written for the buyer, gas or electrical work by someone unregistered: lawful in some member states, a person looks.
    'restricted-services': 'restricted',
    // Road vehicles without papers, inspection or free of a seizure (a person checks them); children's goods the product-safety rules refuse.
    'vehicles-without-papers': 'restricted', 'unsafe-childrens-goods': 'restricted',
    // Leg-hold traps, snares, bird lime, mist nets and electric fishing gear: banned means of taking animals (Regulation 3254/91, Birds Directive Annex IV, Habitats Directive Annex VI).
    'animal-traps': 'prohibited',
    // Electric shock and prong collars: banned in some member states (Germany, Austria) and in England and Wales, lawful elsewhere; a person looks.
    'animal-harm-devices': 'restricted',
  },
};

type Marketplace = Exclude<MarketplaceProfile, 'generic'>;
const clauseRow = (olx: string, vinted: string, wallapop: string, ebay: string): Record<Marketplace, string> => ({ 'olx-pt': olx, vinted, wallapop, ebay });

/**
 * Whether a marketplace lets buyer and seller settle in cash at a hand-over in person. Vinted takes every payment through its
 * checkout and has no hand-over in person, so paying in cash there is paying outside it; OLX, Wallapop, eBay (collection in
 * person) and a general marketplace allow cash at collection, which is outside the platform only where the seller refuses its
 * payment (`findOffPlatformPayments`).
 */
export const cashAtHandOverAllowed: Record<MarketplaceProfile, boolean> = { 'olx-pt': true, vinted: false, wallapop: true, ebay: true, generic: true };

/**
 * The clause of each marketplace's published prohibited or restricted items list that a topic comes from (section names as
 * the lists word them, in English; November 2026). A finding's clause stays `<profile>/<topic>`: this table says which
 * published clause that topic stands for.
 */
export const itemClauses: Record<ItemTopic, Record<Marketplace, string>> = {
  counterfeits: clauseRow('Counterfeit and replica products', 'Counterfeit items', 'Counterfeits and imitations', 'Counterfeit item policy'),
  weapons: clauseRow('Weapons, ammunition and self-defence items', 'Weapons and weapon parts', 'Weapons and ammunition', 'Weapons and accessories policy'),
  'replica-weapons': clauseRow('Replica weapons, airsoft and air guns (restricted)', 'Replica and imitation weapons', 'Airsoft, air guns and replicas (restricted)', 'Weapons policy: airsoft, BB and replica guns'),
  knives: clauseRow('Bladed weapons (restricted)', 'Knives and bladed weapons', 'Bladed weapons (restricted)', 'Knives and bladed items policy'),
  drugs: clauseRow('Drugs and narcotics', 'Drugs and drug paraphernalia', 'Drugs', 'Drugs and drug paraphernalia policy'),
  cbd: clauseRow('CBD and hemp products (restricted)', 'CBD and hemp products', 'CBD products (restricted)', 'CBD products policy'),
  medicines: clauseRow('Medicines and prescription products', 'Medicines and medical devices', 'Medicines', 'Drugs and drug paraphernalia policy: prescription medicines'),
  'tobacco-vapes': clauseRow('Tobacco and electronic cigarettes', 'Tobacco and e-cigarettes', 'Tobacco and vapes', 'Tobacco and e-cigarettes policy'),
  alcohol: clauseRow('Alcoholic drinks (restricted)', 'Alcohol', 'Alcoholic drinks (restricted)', 'Alcohol policy'),
  'live-animals': clauseRow('Live animals (restricted)', 'Live animals', 'Live animals', 'Animals and wildlife products policy'),
  'identity-documents': clauseRow('Identity documents', 'Personal and official documents', 'Official documents', 'Government documents, IDs and licences policy'),
  'digital-accounts': clauseRow('Accounts and digital access', 'Digital accounts and subscriptions', 'Accounts and subscriptions', 'Digitally delivered goods policy: accounts'),
  'testers-samples': clauseRow('Samples and testers not for resale (restricted)', 'Samples and testers', 'Samples and testers (restricted)', 'Health and beauty products policy: testers and samples'),
  'opened-cosmetics': clauseRow('Used or opened cosmetics (restricted)', 'Used cosmetics', 'Used cosmetics (restricted)', 'Health and beauty products policy: used cosmetics'),
  'car-seats-helmets': clauseRow('Second-hand child car seats and helmets (restricted)', 'Second-hand car seats and helmets (restricted)', 'Second-hand car seats and helmets (restricted)', 'Product safety policy: car seats and helmets'),
  'recalled-products': clauseRow('Recalled products', 'Recalled and unsafe products', 'Recalled products', 'Product safety policy: recalled items'),
  'lithium-batteries': clauseRow('Hazardous goods: loose lithium batteries (restricted)', 'Loose lithium batteries (restricted)', 'Hazardous goods: batteries (restricted)', 'Hazardous materials policy: lithium batteries'),
  airbags: clauseRow('Vehicle parts: airbags and pretensioners (restricted)', 'Vehicle parts', 'Airbags and pyrotechnic parts (restricted)', 'Motor vehicle parts policy: airbags'),
  'protected-wildlife': clauseRow('Protected species and their parts (ivory)', 'Animal products from protected species', 'Protected species', 'Animal products policy: ivory'),
  'explosives-fireworks': clauseRow('Explosives, fireworks and pyrotechnics', 'Explosives and fireworks', 'Explosives and pyrotechnics', 'Fireworks and explosives policy'),
  'signal-jammers': clauseRow('Signal jammers', 'Illegal electronic devices', 'Frequency jammers', 'Electronics equipment policy: jammers'),
  'radar-detectors': clauseRow('Radar detectors', 'Illegal electronic devices', 'Radar detectors', 'Electronics equipment policy: radar detectors (restricted)'),
  'spy-devices': clauseRow('Surveillance and spy equipment (restricted)', 'Surveillance devices', 'Spy and surveillance devices (restricted)', 'Surveillance equipment policy'),
  'lock-picks': clauseRow('Lock-picking tools (restricted)', 'Lock-picking tools', 'Lock-picking tools (restricted)', 'Lock-picking devices policy'),
  'card-skimmers': clauseRow('Fraud devices: card skimmers and cloners', 'Items used for fraud', 'Devices for fraud', 'Credit card and fraud devices policy'),
  'hazardous-chemicals': clauseRow('Hazardous and toxic substances', 'Hazardous materials', 'Dangerous chemicals', 'Hazardous materials policy (restricted)'),
  pesticides: clauseRow('Plant-protection products (restricted)', 'Hazardous materials', 'Phytosanitary products (restricted)', 'Plants and seeds policy: pesticides'),
  'gas-cylinders': clauseRow('Pressurised gas cylinders (restricted)', 'Hazardous materials', 'Gas cylinders (restricted)', 'Hazardous materials policy: compressed gas'),
  'hate-memorabilia': clauseRow('Items promoting hatred or extremism', 'Items promoting hate', 'Items that incite hatred', 'Offensive material policy (Nazi memorabilia restricted)'),
  'police-insignia': clauseRow('Police and security-force uniforms and badges (restricted)', 'Police and emergency-service uniforms and badges', 'Uniforms and badges of security forces (restricted)', 'Police-related items policy'),
  'human-remains': clauseRow('Human remains and organs', 'Human body parts', 'Human organs and remains', 'Human remains and body parts policy'),
  'breast-milk': clauseRow('Human body products', 'Human body parts and fluids', 'Human body products', 'Human remains and body parts policy: breast milk'),
  'used-underwear': clauseRow('Used underwear', 'Used underwear', 'Used underwear', 'Used clothing policy: underwear'),
  'infant-formula': clauseRow('Food: infant formula (restricted)', 'Food and drink', 'Food: baby food (restricted)', 'Food policy: baby food and formula'),
  'contact-lenses': clauseRow('Medical devices: contact lenses (restricted)', 'Medical devices', 'Medical devices (restricted)', 'Medical devices policy: contact lenses'),
  'lottery-tickets': clauseRow('Lottery tickets and gambling', 'Lottery tickets', 'Lottery tickets', 'Lottery tickets policy'),
  'gift-cards': clauseRow('Vouchers and gift cards (restricted)', 'Vouchers and gift cards', 'Gift cards and vouchers (restricted)', 'Gift cards policy'),
  'counterfeit-currency': clauseRow('Counterfeit money and stamps', 'Counterfeit currency', 'Counterfeit money', 'Currency and stamps policy: replicas and counterfeits'),
  'stolen-goods': clauseRow('Stolen goods', 'Stolen items', 'Stolen goods', 'Stolen property policy'),
  'pirated-media': clauseRow('Pirated content and circumvention devices', 'Pirated content', 'Pirated copies', 'Unauthorised copies and software policy'),
  'adult-items': clauseRow('Erotic items (adult categories only)', 'Adult items and sex toys', 'Sexual and erotic items', 'Adult items policy'),
  'emissions-defeat': clauseRow('Illegal vehicle modifications', 'Vehicle parts', 'Illegal vehicle modifications', 'Motor vehicle emissions policy'),
  'cultural-heritage': clauseRow('Cultural heritage and archaeological objects (restricted)', 'Antiques of protected heritage', 'Archaeological objects (restricted)', 'Artifacts and cultural heritage policy'),
  'laser-pointers': clauseRow('Dangerous products: high-powered lasers (restricted)', 'Hazardous items', 'Laser pointers (restricted)', 'Laser pointers policy'),
  'medical-devices': clauseRow('Medical devices (restricted)', 'Medical devices', 'Medical devices (restricted)', 'Medical devices policy (restricted)'),
  'invasive-species': clauseRow('Protected and invasive species', 'Live animals and plants', 'Invasive species', 'Plants and seeds policy: invasive species'),
  'ticket-touting': clauseRow('Event tickets resold above face value (restricted)', 'Tickets and vouchers', 'Resale of tickets above their price', 'Event tickets policy (restricted)'),
  'homemade-food': clauseRow('Food: homemade food (restricted)', 'Food and drink', 'Homemade food (restricted)', 'Food policy: homemade food'),
  'drug-paraphernalia': clauseRow('Drugs and narcotics: paraphernalia (restricted)', 'Drugs and drug paraphernalia', 'Drugs: paraphernalia (restricted)', 'Drugs and drug paraphernalia policy: pipes and grinders'),
  // eBay allows items of human scalp hair (wigs, lockets) and no other body part: a person checks that the hair is that.
  'human-hair': clauseRow('Human body products: hair (restricted)', 'Human body parts and fluids', 'Human body products: hair (restricted)', 'Human remains and body parts policy: items of human scalp hair'),
  'hunting-trophies': clauseRow('Animals and animal parts: hunting trophies (restricted)', 'Animal products', 'Animal parts and trophies (restricted)', 'Animal products policy: hunting trophies and taxidermy'),
  'odometer-tampering': clauseRow('Illegal vehicle modifications: odometer tampering', 'Vehicle parts', 'Illegal vehicle modifications', 'Motor vehicle parts policy: odometer and mileage devices'),
  'catalytic-converters': clauseRow('Vehicle parts: used catalytic converters (restricted)', 'Vehicle parts', 'Vehicle parts: catalytic converters (restricted)', 'Motor vehicle parts policy: catalytic converters'),
  'boarding-passes': clauseRow('Tickets: personal and non-transferable travel documents', 'Tickets and vouchers', 'Non-transferable tickets', 'Event tickets policy: airline tickets and boarding passes'),
  'named-medals': clauseRow('Militaria: medals named to a soldier (restricted)', 'Militaria', 'Military decorations (restricted)', 'Military items policy: medals'),
  'prohibited-services': clauseRow('Illegal and fraudulent services', 'Services', 'Services that break the law or deceive', 'Services policy: academic, review and document fraud'),
  'restricted-services': clauseRow('Services requiring a licence or open to fraud (restricted)', 'Services', 'Services (restricted)', 'Services policy: academic writing and licensed trades (restricted)'),
  'vehicles-without-papers': clauseRow('Vehicles: without registration papers or inspection, or under a seizure (restricted)', 'Vehicles', 'Vehicles without papers or ITV (restricted)', 'Motor vehicles policy: title, registration and inspection'),
  'unsafe-childrens-goods': clauseRow('Unsafe products: children\'s goods banned for safety (restricted)', 'Recalled and unsafe products', 'Unsafe products for children (restricted)', 'Product safety policy: banned infant sleep products and magnet sets'),
  'animal-traps': clauseRow('Hunting and fishing gear banned by law: leg-hold traps, snares, bird lime, electric fishing', 'Weapons and hunting equipment', 'Illegal hunting and fishing gear', 'Animals and wildlife products policy: traps and devices that harm animals'),
  'animal-harm-devices': clauseRow('Animals: devices that hurt animals (restricted)', 'Pet supplies', 'Animal welfare: shock and prong collars (restricted)', 'Animals and wildlife products policy: traps and devices that harm animals'),
  'financial-schemes': clauseRow('Financial services, investments and loans', 'Financial products and services', 'Pyramid schemes and financial services', 'Multi-level marketing, pyramid and matrix programs policy; Financial services policy'),
  'sexual-services': clauseRow('Adult services and sexual content', 'Sexual services and adult content', 'Sexual services', 'Adult only category policy: sexual services'),
};
