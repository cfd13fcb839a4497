/**
 * The routes that answer without a model, each with requests of the kind its clients send, varied
 * so that no answer is the same twice in a row.
 */
const brands = ['SAMSUNG Electronics Co., Ltd.', 'apple inc', 'Levis', 'bosch', 'trek bikes', 'Nike'];
const descriptions = ['Como novo, sem riscos.', 'Ligue 912 345 678.', 'Bateria a 87%, com caixa e carregador.', 'Entrega em mão em Lisboa.'];
const categories = ['phones', 'laptops', 'bikes'];
let sent = 0;

export const noModelRoutes: { name: string; path: string; body: () => unknown }[] = [
  {
    name: 'brands (normalise)',
    path: '/service_ai_brands',
    body: () => ({ language: 'en', agent_specific: { operation: 'normalise', brand: brands[sent++ % brands.length] } }),
  },
  {
    name: 'c2c validation (rules)',
    path: '/service_ai_c2c_validation',
    body: () => ({
      language: 'pt-PT',
      agent_specific: { profile: 'olx-pt', listing: { title: `iPhone 12 128GB #${sent}`, description: descriptions[sent++ % descriptions.length], price: 420, currency: 'EUR', category: 'phones' } },
    }),
  },
  {
    name: 'decision (rules)',
    path: '/service_ai_decision',
    body: () => ({
      language: 'fr',
      agent_specific: {
        item: { category: 'large-appliances', brand: 'Bosch', model: 'Serie 4', age_years: 4 + (sent % 12), price_new: 600 },
        condition: { grade: 'CD'[sent++ % 2] },
        economics: { resale_as_is: 20, resale_after_repair: 180, repair_cost: 320, recycling_value: 15, logistics_cost: 25 },
        context: { origin: 'collection', partners: { recycling: ['large-appliances'] } },
      },
    }),
  },
  {
    name: 'protocols (template)',
    path: '/service_ai_protocol_generator',
    body: () => ({ language: 'es-ES', agent_specific: { category: categories[sent++ % categories.length], target_scale: 'internal' } }),
  },
];
