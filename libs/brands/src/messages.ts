import { createCatalog } from '@circular/runtime';

/** The brands function's human text, once per supported language. */
export const t = createCatalog({
  'pt-PT': {
    recognised: 'Marca reconhecida: {brand}.',
    unknown: 'Marca não reconhecida: «{input}».',
    proposed: 'Marca não reconhecida: «{input}». Proposta a confirmar: {brand}.',
    valid: '{brand} é uma marca conhecida em {category}.',
    wrongCategory: '{brand} é uma marca conhecida, mas não em {category}.',
    discovered: '{count} marcas encontradas para {category}.',
    discoveredWithProposals: '{count} marcas encontradas para {category}, {proposals} delas a confirmar.',
  },
  en: {
    recognised: 'Recognised brand: {brand}.',
    unknown: 'Unknown brand: "{input}".',
    proposed: 'Unknown brand: "{input}". Proposal to review: {brand}.',
    valid: '{brand} is a known brand in {category}.',
    wrongCategory: '{brand} is a known brand, but not in {category}.',
    discovered: '{count} brands found for {category}.',
    discoveredWithProposals: '{count} brands found for {category}, {proposals} of them to review.',
  },
  es: {
    recognised: 'Marca reconocida: {brand}.',
    unknown: 'Marca no reconocida: «{input}».',
    proposed: 'Marca no reconocida: «{input}». Propuesta por revisar: {brand}.',
    valid: '{brand} es una marca conocida en {category}.',
    wrongCategory: '{brand} es una marca conocida, pero no en {category}.',
    discovered: '{count} marcas encontradas para {category}.',
    discoveredWithProposals: '{count} marcas encontradas para {category}, {proposals} de ellas por revisar.',
  },
  fr: {
    recognised: 'Marque reconnue : {brand}.',
    unknown: 'Marque inconnue : « {input} ».',
    proposed: 'Marque inconnue : « {input} ». Proposition à vérifier : {brand}.',
    valid: '{brand} est une marque connue dans {category}.',
    wrongCategory: '{brand} est une marque connue, mais pas dans {category}.',
    discovered: '{count} marques trouvées pour {category}.',
    discoveredWithProposals: '{count} marques trouvées pour {category}, dont {proposals} à vérifier.',
  },
});
