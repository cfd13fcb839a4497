import type { LocalizedLabels } from '@circular/contract';
import type { TemplateQuestion } from './template-types.ts';

/** Text in PT-PT, EN, ES and FR, in that order. */
export const l = (ptPT: string, en: string, es: string, fr: string): LocalizedLabels => ({ 'pt-PT': ptPT, en, es, fr });

/** Questions shared by several templates: one wording, one rule, everywhere. */
export const powersOn: TemplateQuestion = {
  id: 'powers_on',
  answerType: 'yes_no',
  essential: true,
  labels: l('O equipamento liga?', 'Does it power on?', '¿El aparato se enciende?', "L'appareil s'allume-t-il ?"),
  caps: [{ equals: false, dimension: 'function', severity: 5 }],
};

export const allFunctionsWork = (labels: LocalizedLabels): TemplateQuestion => ({
  id: 'functions_work',
  answerType: 'yes_no',
  essential: true,
  labels,
  skipIf: [{ questionId: 'powers_on', equals: false }],
  caps: [{ equals: false, dimension: 'function', severity: 5 }],
});

export const screenCondition: TemplateQuestion = {
  id: 'screen_condition',
  answerType: 'choice',
  essential: true,
  labels: l('Estado do ecrã', 'Screen condition', 'Estado de la pantalla', "État de l'écran"),
  options: [
    { id: 'flawless', labels: l('Sem marcas', 'Flawless', 'Sin marcas', 'Sans marque') },
    { id: 'light-scratches', labels: l('Riscos ligeiros', 'Light scratches', 'Arañazos leves', 'Rayures légères') },
    { id: 'deep-scratches', labels: l('Riscos profundos', 'Deep scratches', 'Arañazos profundos', 'Rayures profondes') },
    { id: 'cracked', labels: l('Partido ou rachado', 'Cracked', 'Rota o agrietada', 'Fissuré ou cassé') },
  ],
  caps: [
    { equals: 'light-scratches', dimension: 'cosmetic', severity: 2 },
    { equals: 'deep-scratches', dimension: 'cosmetic', severity: 3 },
    { equals: 'cracked', dimension: 'cosmetic', severity: 4 },
  ],
};

export const bodyCondition: TemplateQuestion = {
  id: 'body_condition',
  answerType: 'choice',
  essential: true,
  labels: l('Estado exterior', 'Condition of the body', 'Estado exterior', 'État extérieur'),
  options: [
    { id: 'as-new', labels: l('Como novo', 'As new', 'Como nuevo', 'Comme neuf') },
    { id: 'good', labels: l('Bom (sinais ligeiros de uso)', 'Good (light signs of use)', 'Bueno (ligeras señales de uso)', "Bon (légères traces d'usage)") },
    { id: 'fair', labels: l('Razoável (riscos ou marcas visíveis)', 'Fair (visible scratches or marks)', 'Aceptable (arañazos o marcas visibles)', 'Correct (rayures ou marques visibles)') },
    { id: 'damaged', labels: l('Danificado (mossas, peças partidas)', 'Damaged (dents, broken parts)', 'Dañado (golpes, piezas rotas)', 'Abîmé (bosses, pièces cassées)') },
  ],
  caps: [
    { equals: 'good', dimension: 'cosmetic', severity: 2 },
    { equals: 'fair', dimension: 'cosmetic', severity: 3 },
    { equals: 'damaged', dimension: 'cosmetic', severity: 4 },
  ],
};

export const batteryHealth: TemplateQuestion = {
  id: 'battery_health',
  answerType: 'number',
  min: 0,
  max: 100,
  integer: true,
  unit: '%',
  essential: true,
  labels: l('Saúde da bateria (%)', 'Battery health (%)', 'Estado de la batería (%)', 'État de la batterie (%)'),
  help: l('Em Definições > Bateria.', 'In Settings > Battery.', 'En Ajustes > Batería.', 'Dans Réglages > Batterie.'),
  skipIf: [{ questionId: 'powers_on', equals: false }],
  caps: [
    { below: 80, dimension: 'battery', severity: 2 },
    { below: 80, dimension: 'battery', severity: 4, scales: ['backmarket'] },
    { below: 60, dimension: 'battery', severity: 3 },
  ],
};

export const batterySwollen: TemplateQuestion = {
  id: 'battery_swollen',
  answerType: 'yes_no',
  essential: true,
  labels: l('A bateria está inchada ou deformada?', 'Is the battery swollen or bulging?', '¿La batería está hinchada o deformada?', 'La batterie est-elle gonflée ou déformée ?'),
  help: l('Uma bateria inchada pode incendiar-se: não a carregue.', 'A swollen battery can catch fire: do not charge it.', 'Una batería hinchada puede incendiarse: no la cargue.', "Une batterie gonflée peut prendre feu : ne la chargez pas."),
  caps: [{ equals: true, dimension: 'battery', severity: 5 }],
  knockouts: [
    {
      equals: true,
      gate: 'unsafe',
      labels: l('Bateria inchada: risco de incêndio', 'Swollen battery: fire risk', 'Batería hinchada: riesgo de incendio', "Batterie gonflée : risque d'incendie"),
    },
  ],
};

export const accountRemoved: TemplateQuestion = {
  id: 'account_removed',
  answerType: 'yes_no',
  essential: true,
  labels: l(
    'A conta (iCloud, Google, Samsung) foi removida?',
    'Has the account (iCloud, Google, Samsung) been removed?',
    '¿Se ha eliminado la cuenta (iCloud, Google, Samsung)?',
    'Le compte (iCloud, Google, Samsung) a-t-il été supprimé ?',
  ),
  help: l(
    'Sem remover a conta o equipamento fica bloqueado e não pode ser reutilizado.',
    'Without removing the account the device stays locked and cannot be reused.',
    'Sin eliminar la cuenta el aparato queda bloqueado y no puede reutilizarse.',
    "Sans suppression du compte, l'appareil reste verrouillé et ne peut pas être réutilisé.",
  ),
  knockouts: [
    {
      equals: false,
      gate: 'activation_lock',
      labels: l('Bloqueio de ativação ligado', 'Activation lock on', 'Bloqueo de activación activado', "Verrouillage d'activation actif"),
    },
  ],
};

export const dataWiped: TemplateQuestion = {
  id: 'data_wiped',
  answerType: 'yes_no',
  essential: true,
  labels: l(
    'Os dados pessoais foram apagados (reposição de fábrica)?',
    'Has personal data been erased (factory reset)?',
    '¿Se han borrado los datos personales (restablecimiento de fábrica)?',
    'Les données personnelles ont-elles été effacées (réinitialisation) ?',
  ),
  knockouts: [
    {
      equals: false,
      gate: 'data_not_wiped',
      labels: l('Dados pessoais por apagar', 'Personal data not erased', 'Datos personales sin borrar', 'Données personnelles non effacées'),
    },
  ],
};

export const photo = (id: string, labels: LocalizedLabels, evidenceFor: string[], required = true): TemplateQuestion => ({
  id,
  answerType: 'photo',
  labels,
  evidenceFor,
  required,
});
