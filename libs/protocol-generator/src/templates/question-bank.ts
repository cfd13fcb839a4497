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

/** The IMEI (or the serial number of a device without a SIM), checked against a lost-or-stolen register when one is plugged in. */
export const deviceIdentifier: TemplateQuestion = {
  id: 'device_identifier',
  answerType: 'text',
  maxLength: 40,
  format: 'device_identifier',
  // Not essential: a request capped as tightly as before the IMEI question existed still fits.
  essential: false,
  labels: l(
    'IMEI (ou número de série, se não tiver SIM)',
    'IMEI (or serial number, if it has no SIM)',
    'IMEI (o número de serie, si no tiene SIM)',
    'IMEI (ou numéro de série, sans carte SIM)',
  ),
  help: l(
    'Marque *#06# para o mostrar, ou veja em Definições > Geral > Informações.',
    'Dial *#06# to show it, or look in Settings > General > About.',
    'Marque *#06# para verlo, o búsquelo en Ajustes > General > Información.',
    'Composez *#06# pour l’afficher, ou voyez Réglages > Général > Informations.',
  ),
  knockouts: [
    {
      listed: true,
      gate: 'reported_stolen',
      labels: l('Declarado perdido ou roubado', 'Reported lost or stolen', 'Denunciado como perdido o robado', 'Déclaré perdu ou volé'),
    },
  ],
};

/** One function of the grader's test: asked only when the device powers on; a failure caps `function` at `severity`. */
const functionTest = (id: string, labels: LocalizedLabels, severity: 4 | 5): TemplateQuestion => ({
  id,
  answerType: 'yes_no',
  essential: true,
  labels,
  skipIf: [{ questionId: 'powers_on', equals: false }],
  caps: [{ equals: false, dimension: 'function', severity }],
});

/**
 * The function test of phones and tablets as buy-back graders run it (ids in functional-level.ts):
 * a key function that fails fails the test (5); cameras and biometrics are a defect (4).
 */
export const deviceFunctionTests: TemplateQuestion[] = [
  functionTest(
    'touch_display_works',
    l(
      'O ecrã tátil responde em toda a área, sem píxeis mortos, linhas ou manchas?',
      'Does the touchscreen respond everywhere, with no dead pixels, lines or stains?',
      '¿La pantalla táctil responde en toda su superficie, sin píxeles muertos, líneas ni manchas?',
      "L'écran tactile répond-il partout, sans pixels morts, lignes ni taches ?",
    ),
    5,
  ),
  functionTest(
    'cameras_work',
    l('As câmaras frontal e traseira tiram fotos nítidas?', 'Do the front and rear cameras take sharp photos?', '¿Las cámaras delantera y trasera hacen fotos nítidas?', 'Les caméras avant et arrière prennent-elles des photos nettes ?'),
    4,
  ),
  functionTest(
    'audio_works',
    l(
      'Os altifalantes e o microfone funcionam (numa chamada e numa gravação)?',
      'Do the speakers and microphone work (in a call and a recording)?',
      '¿Funcionan los altavoces y el micrófono (en una llamada y una grabación)?',
      'Les haut-parleurs et le micro fonctionnent-ils (en appel et en enregistrement) ?',
    ),
    5,
  ),
  functionTest(
    'buttons_work',
    l('Todos os botões (ligar, volume, outros) funcionam?', 'Do all buttons (power, volume, others) work?', '¿Funcionan todos los botones (encendido, volumen, otros)?', 'Tous les boutons (marche, volume, autres) fonctionnent-ils ?'),
    5,
  ),
  {
    id: 'biometrics_work',
    answerType: 'choice',
    essential: true,
    labels: l('Desbloqueio por rosto ou impressão digital', 'Face or fingerprint unlock', 'Desbloqueo facial o por huella', 'Déverrouillage par visage ou empreinte'),
    skipIf: [{ questionId: 'powers_on', equals: false }],
    options: [
      { id: 'works', labels: l('Funciona', 'Works', 'Funciona', 'Fonctionne') },
      { id: 'fails', labels: l('Não funciona', 'Does not work', 'No funciona', 'Ne fonctionne pas') },
      { id: 'absent', labels: l('O equipamento não tem', 'The device has none', 'El aparato no tiene', "L'appareil n'en a pas") },
    ],
    caps: [{ equals: 'fails', dimension: 'function', severity: 4 }],
  },
  functionTest(
    'radios_work',
    l(
      'O Wi-Fi, o Bluetooth e a rede móvel (chamadas e dados, se tiver SIM) funcionam?',
      'Do Wi-Fi, Bluetooth and the mobile network (calls and data, if it takes a SIM) work?',
      '¿Funcionan el Wi-Fi, el Bluetooth y la red móvil (llamadas y datos, si admite SIM)?',
      'Le Wi-Fi, le Bluetooth et le réseau mobile (appels et données, avec SIM) fonctionnent-ils ?',
    ),
    5,
  ),
  functionTest(
    'charge_port_works',
    l('Carrega pela porta de carregamento, com o cabo firme?', 'Does it charge through its port, with the cable held firmly?', '¿Carga por su puerto, con el cable bien sujeto?', 'Se charge-t-il par son port, le câble bien tenu ?'),
    5,
  ),
];

/** The liquid damage indicator (in the SIM tray or behind the back cover): a tripped one means water got in. */
export const liquidDamageIndicator: TemplateQuestion = {
  id: 'liquid_indicator',
  answerType: 'choice',
  essential: false,
  labels: l('Indicador de contacto com líquidos', 'Liquid damage indicator', 'Indicador de contacto con líquidos', "Indicateur d'oxydation"),
  help: l(
    'Na ranhura do SIM: branco ou prateado está intacto, vermelho ou rosa foi ativado.',
    'In the SIM slot: white or silver is intact, red or pink has been tripped.',
    'En la ranura de la SIM: blanco o plateado está intacto, rojo o rosa se ha activado.',
    "Dans le tiroir SIM : blanc ou argenté est intact, rouge ou rose s'est déclenché.",
  ),
  options: [
    { id: 'intact', labels: l('Intacto', 'Intact', 'Intacto', 'Intact') },
    { id: 'tripped', labels: l('Ativado (vermelho ou rosa)', 'Tripped (red or pink)', 'Activado (rojo o rosa)', 'Déclenché (rouge ou rose)') },
    { id: 'not-visible', labels: l('Não consigo ver', 'Cannot see it', 'No lo veo', 'Je ne le vois pas') },
  ],
  caps: [{ equals: 'tripped', dimension: 'function', severity: 4 }],
};
