import type { Labels, SeedOptionValue, SeedQuestion } from './catalog-types.ts';

type QuestionSpec = SeedQuestion extends infer Q ? (Q extends SeedQuestion ? Omit<Q, 'help' | 'required'> & { help?: Labels; required?: boolean } : never) : never;

/** Required unless stated: a question asked by the protocol is there because the inspection needs it. */
function question(spec: QuestionSpec): SeedQuestion {
  return { help: null, required: true, ...spec };
}

const yes = (id: string, ptPT: string, en: string, help?: Labels): SeedQuestion =>
  question({ id, labels: { 'pt-PT': ptPT, en }, answer_type: 'yes_no', ...(help ? { help } : {}) });

const photo = (id: string, ptPT: string, en: string, required = true): SeedQuestion =>
  question({ id, labels: { 'pt-PT': ptPT, en }, answer_type: 'photo', required });

const notes = (ptPT: string, en: string): SeedQuestion =>
  question({ id: 'notes', labels: { 'pt-PT': ptPT, en }, answer_type: 'text', max_length: 500, required: false });

const conditionOptions = [
  { id: 'as-new', labels: { 'pt-PT': 'Como novo', en: 'As new' } },
  { id: 'good', labels: { 'pt-PT': 'Bom (sinais ligeiros de uso)', en: 'Good (light signs of use)' } },
  { id: 'fair', labels: { 'pt-PT': 'Razoável (riscos ou marcas visíveis)', en: 'Fair (visible scratches or marks)' } },
  { id: 'damaged', labels: { 'pt-PT': 'Danificado', en: 'Damaged' } },
];

const screenOptions = [
  { id: 'flawless', labels: { 'pt-PT': 'Sem marcas', en: 'Flawless' } },
  { id: 'light-scratches', labels: { 'pt-PT': 'Riscos ligeiros', en: 'Light scratches' } },
  { id: 'deep-scratches', labels: { 'pt-PT': 'Riscos profundos', en: 'Deep scratches' } },
  { id: 'cracked', labels: { 'pt-PT': 'Partido ou rachado', en: 'Cracked' } },
];

const choice = (id: string, ptPT: string, en: string, options: SeedOptionValue[]): SeedQuestion =>
  question({ id, labels: { 'pt-PT': ptPT, en }, answer_type: 'choice', options });

const powersOn = yes('powers_on', 'O equipamento liga?', 'Does it power on?');
const bodyCondition = choice('body_condition', 'Estado exterior', 'Condition of the body', conditionOptions);
const screenCondition = choice('screen_condition', 'Estado do ecrã', 'Screen condition', screenOptions);
const accountFree = yes('account_removed', 'A conta (iCloud, Google, Samsung) foi removida?', 'Has the account (iCloud, Google, Samsung) been removed?', {
  'pt-PT': 'Sem remover a conta o equipamento não pode ser reutilizado.',
  en: 'Without removing the account the device cannot be reused.',
});
const batteryHealth = question({
  id: 'battery_health',
  labels: { 'pt-PT': 'Saúde da bateria (%)', en: 'Battery health (%)' },
  help: { 'pt-PT': 'Em Definições > Bateria.', en: 'In Settings > Battery.' },
  answer_type: 'number',
  min: 0,
  max: 100,
  integer: true,
  unit: '%',
});

/** What an inspector needs to know before accepting an item, per category. */
export const protocols: Record<string, SeedQuestion[]> = {
  phones: [
    powersOn,
    screenCondition,
    bodyCondition,
    batteryHealth,
    accountFree,
    question({
      id: 'accessories',
      labels: { 'pt-PT': 'Acessórios incluídos', en: 'Accessories included' },
      answer_type: 'text',
      max_length: 300,
      required: false,
    }),
    photo('photo_screen', 'Fotografia do ecrã (ligado)', 'Photo of the screen (switched on)'),
    photo('photo_back', 'Fotografia da parte de trás', 'Photo of the back'),
  ],
  laptops: [
    powersOn,
    screenCondition,
    yes('keyboard_works', 'Todas as teclas e o trackpad funcionam?', 'Do all keys and the trackpad work?'),
    question({
      id: 'battery_cycles',
      labels: { 'pt-PT': 'Ciclos de carga da bateria', en: 'Battery cycle count' },
      help: { 'pt-PT': 'Se não souber, indique 0.', en: 'If you do not know, enter 0.' },
      answer_type: 'number',
      min: 0,
      max: 3000,
      integer: true,
      unit: null,
    }),
    yes('charger_included', 'Inclui o carregador original?', 'Is the original charger included?'),
    accountFree,
    photo('photo_open', 'Fotografia do portátil aberto e ligado', 'Photo of the laptop open and switched on'),
    notes('Outras observações', 'Anything else to mention'),
  ],
  tablets: [
    powersOn,
    screenCondition,
    bodyCondition,
    batteryHealth,
    accountFree,
    photo('photo_screen', 'Fotografia do ecrã (ligado)', 'Photo of the screen (switched on)'),
  ],
  consoles: [
    powersOn,
    bodyCondition,
    question({
      id: 'controllers',
      labels: { 'pt-PT': 'Número de comandos incluídos', en: 'Number of controllers included' },
      answer_type: 'number',
      min: 0,
      max: 4,
      integer: true,
      unit: null,
    }),
    yes('cables_included', 'Inclui os cabos de alimentação e HDMI?', 'Are the power and HDMI cables included?'),
    photo('photo_front', 'Fotografia da consola', 'Photo of the console'),
  ],
  bikes: [
    choice('frame_condition', 'Estado do quadro', 'Frame condition', [
      { id: 'as-new', labels: { 'pt-PT': 'Como novo', en: 'As new' } },
      { id: 'scratches', labels: { 'pt-PT': 'Riscos na pintura', en: 'Paint scratches' } },
      { id: 'dents', labels: { 'pt-PT': 'Mossas', en: 'Dents' } },
      { id: 'cracks', labels: { 'pt-PT': 'Fissuras', en: 'Cracks' } },
    ]),
    yes('brakes_work', 'Os travões funcionam bem?', 'Do the brakes work properly?'),
    yes('gears_work', 'As mudanças funcionam bem?', 'Do the gears shift properly?'),
    question({
      id: 'distance_km',
      labels: { 'pt-PT': 'Quilómetros percorridos (aproximado)', en: 'Distance ridden (approximate)' },
      answer_type: 'number',
      min: 0,
      max: 100000,
      integer: true,
      unit: 'km',
    }),
    photo('photo_side', 'Fotografia de lado da bicicleta inteira', 'Photo of the whole bike from the side'),
    notes('Peças substituídas ou outras observações', 'Replaced parts or anything else to mention'),
  ],
  'small-appliances': [
    powersOn,
    yes('all_parts', 'Tem todas as peças e acessórios originais?', 'Does it have all its original parts and accessories?'),
    bodyCondition,
    question({
      id: 'age_years',
      labels: { 'pt-PT': 'Idade aproximada (anos)', en: 'Approximate age (years)' },
      answer_type: 'number',
      min: 0,
      max: 30,
      integer: true,
      unit: null,
    }),
    photo('photo_front', 'Fotografia do equipamento', 'Photo of the appliance'),
  ],
  clothing: [
    choice('condition', 'Estado', 'Condition', [
      { id: 'new-with-tags', labels: { 'pt-PT': 'Novo com etiqueta', en: 'New with tags' } },
      { id: 'as-new', labels: { 'pt-PT': 'Como novo', en: 'As new' } },
      { id: 'good', labels: { 'pt-PT': 'Bom', en: 'Good' } },
      { id: 'worn', labels: { 'pt-PT': 'Usado com marcas', en: 'Worn' } },
    ]),
    yes('has_defects', 'Tem defeitos (manchas, rasgões, fechos partidos)?', 'Does it have defects (stains, tears, broken zips)?'),
    question({
      id: 'defects',
      labels: { 'pt-PT': 'Descreva os defeitos, se existirem', en: 'Describe the defects, if any' },
      answer_type: 'text',
      max_length: 300,
      required: false,
    }),
    photo('photo_front', 'Fotografia da frente', 'Photo of the front'),
    photo('photo_label', 'Fotografia da etiqueta (marca e tamanho)', 'Photo of the label (brand and size)'),
  ],
};
