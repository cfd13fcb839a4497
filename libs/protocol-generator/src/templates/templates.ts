import {
  accountRemoved,
  allFunctionsWork,
  batteryHealth,
  batterySwollen,
  bodyCondition,
  dataWiped,
  deviceFunctionTests,
  deviceIdentifier,
  l,
  liquidDamageIndicator,
  photo,
  powersOn,
  screenCondition,
} from './question-bank.ts';
import { generalTemplates } from './general-templates.ts';
import type { ProtocolTemplate, TemplateQuestion } from './template-types.ts';

const screenPhoto = photo(
  'photo_screen',
  l('Fotografia do ecrã (ligado)', 'Photo of the screen (switched on)', 'Foto de la pantalla (encendida)', "Photo de l'écran (allumé)"),
  ['cosmetic'],
);
const bodyPhoto = photo('photo_body', l('Fotografia do exterior', 'Photo of the outside', 'Foto del exterior', "Photo de l'extérieur"), ['cosmetic']);

const keyboardWorks: TemplateQuestion = {
  id: 'keyboard_works',
  answerType: 'yes_no',
  essential: true,
  labels: l('Todas as teclas e o trackpad funcionam?', 'Do all keys and the trackpad work?', '¿Funcionan todas las teclas y el trackpad?', 'Toutes les touches et le pavé tactile fonctionnent-ils ?'),
  skipIf: [{ questionId: 'powers_on', equals: false }],
  caps: [{ equals: false, dimension: 'function', severity: 5 }],
};

const chargerIncluded: TemplateQuestion = {
  id: 'charger_included',
  answerType: 'yes_no',
  required: false,
  labels: l('Inclui o carregador original?', 'Is the original charger included?', '¿Incluye el cargador original?', 'Le chargeur d’origine est-il inclus ?'),
  caps: [{ equals: false, dimension: 'completeness', severity: 2 }],
};

const controllersWork: TemplateQuestion = {
  id: 'controllers_work',
  answerType: 'choice',
  essential: true,
  labels: l('Comandos incluídos', 'Controllers included', 'Mandos incluidos', 'Manettes incluses'),
  skipIf: [{ questionId: 'powers_on', equals: false }],
  options: [
    { id: 'all-working', labels: l('Todos a funcionar', 'All working', 'Todos funcionan', 'Toutes fonctionnent') },
    { id: 'drift', labels: l('Com desvio (drift) ou botões falhados', 'Stick drift or failing buttons', 'Con drift o botones que fallan', 'Dérive des sticks ou boutons défaillants') },
    { id: 'none', labels: l('Nenhum comando', 'No controller', 'Ningún mando', 'Aucune manette') },
  ],
  caps: [
    { equals: 'drift', dimension: 'function', severity: 3 },
    { equals: 'none', dimension: 'completeness', severity: 2 },
  ],
};

const discDrive: TemplateQuestion = {
  id: 'reads_games',
  answerType: 'yes_no',
  essential: true,
  labels: l('Lê jogos (disco ou descarregados) e liga à internet?', 'Does it read games (disc or downloaded) and connect online?', '¿Lee juegos (disco o descargados) y se conecta a internet?', 'Lit-elle les jeux (disque ou téléchargés) et se connecte-t-elle en ligne ?'),
  skipIf: [{ questionId: 'powers_on', equals: false }],
  caps: [{ equals: false, dimension: 'function', severity: 5 }],
};

const consoleAccount: TemplateQuestion = {
  id: 'account_removed',
  answerType: 'yes_no',
  essential: true,
  labels: l(
    'A conta (PlayStation, Xbox, Nintendo) foi removida e a consola reposta?',
    'Has the account (PlayStation, Xbox, Nintendo) been removed and the console reset?',
    '¿Se ha eliminado la cuenta (PlayStation, Xbox, Nintendo) y restablecido la consola?',
    'Le compte (PlayStation, Xbox, Nintendo) a-t-il été supprimé et la console réinitialisée ?',
  ),
  knockouts: [
    { equals: false, gate: 'data_not_wiped', labels: l('Conta e dados por remover', 'Account and data not removed', 'Cuenta y datos sin eliminar', 'Compte et données non supprimés') },
  ],
};

const frameCondition: TemplateQuestion = {
  id: 'frame_condition',
  answerType: 'choice',
  essential: true,
  labels: l('Estado do quadro e do garfo', 'Condition of frame and fork', 'Estado del cuadro y la horquilla', 'État du cadre et de la fourche'),
  options: [
    { id: 'as-new', labels: l('Como novo', 'As new', 'Como nuevo', 'Comme neuf') },
    { id: 'scratches', labels: l('Riscos na pintura', 'Paint scratches', 'Arañazos en la pintura', 'Rayures sur la peinture') },
    { id: 'dents', labels: l('Mossas ou ferrugem', 'Dents or rust', 'Abolladuras u óxido', 'Bosses ou rouille') },
    { id: 'cracks', labels: l('Fissuras ou dobrado', 'Cracked or bent', 'Grietas o doblado', 'Fissuré ou tordu') },
  ],
  caps: [
    { equals: 'scratches', dimension: 'cosmetic', severity: 2 },
    { equals: 'dents', dimension: 'cosmetic', severity: 3 },
    { equals: 'cracks', dimension: 'function', severity: 5 },
  ],
  knockouts: [{ equals: 'cracks', gate: 'unsafe', labels: l('Quadro ou garfo fissurado', 'Cracked frame or fork', 'Cuadro u horquilla agrietados', 'Cadre ou fourche fissurés') }],
};

/** The M-check order: front wheel and fork, headset, brakes, drivetrain, rear wheel. */
const bikeChecks: TemplateQuestion[] = [
  {
    id: 'wheels_true',
    answerType: 'yes_no',
    essential: true,
    labels: l('As rodas giram direitas e os pneus estão bons?', 'Do the wheels spin true and are the tyres sound?', '¿Las ruedas giran rectas y los neumáticos están bien?', 'Les roues tournent-elles droit et les pneus sont-ils en bon état ?'),
    caps: [{ equals: false, dimension: 'function', severity: 3 }],
  },
  {
    id: 'brakes_work',
    answerType: 'yes_no',
    essential: true,
    labels: l('Os travões travam bem?', 'Do the brakes stop the bike properly?', '¿Los frenos frenan bien?', 'Les freins freinent-ils correctement ?'),
    caps: [{ equals: false, dimension: 'function', severity: 4 }],
  },
  {
    id: 'gears_work',
    answerType: 'yes_no',
    essential: true,
    labels: l('As mudanças e a corrente funcionam bem?', 'Do the gears and chain work properly?', '¿Los cambios y la cadena funcionan bien?', 'Les vitesses et la chaîne fonctionnent-elles bien ?'),
    caps: [{ equals: false, dimension: 'function', severity: 3 }],
  },
];

const isEbike: TemplateQuestion = {
  id: 'is_ebike',
  answerType: 'yes_no',
  essential: true,
  labels: l('É uma bicicleta elétrica?', 'Is it an electric bike?', '¿Es una bicicleta eléctrica?', 'Est-ce un vélo électrique ?'),
};

const ebikeBattery: TemplateQuestion = {
  id: 'ebike_battery',
  answerType: 'choice',
  essential: true,
  labels: l('Estado da bateria da bicicleta', 'Condition of the bike battery', 'Estado de la batería de la bicicleta', 'État de la batterie du vélo'),
  skipIf: [{ questionId: 'is_ebike', equals: false }],
  options: [
    { id: 'holds-charge', labels: l('Carrega e dura bem', 'Charges and lasts well', 'Carga y dura bien', 'Charge et tient bien') },
    { id: 'weak', labels: l('Dura pouco', 'Does not last long', 'Dura poco', 'Tient peu') },
    { id: 'damaged', labels: l('Danificada, inchada ou não carrega', 'Damaged, swollen or does not charge', 'Dañada, hinchada o no carga', 'Abîmée, gonflée ou ne charge pas') },
  ],
  caps: [
    { equals: 'weak', dimension: 'battery', severity: 3 },
    { equals: 'damaged', dimension: 'battery', severity: 5 },
  ],
  knockouts: [{ equals: 'damaged', gate: 'unsafe', labels: l('Bateria de lítio danificada', 'Damaged lithium battery', 'Batería de litio dañada', 'Batterie lithium endommagée') }],
};

const clothingCondition: TemplateQuestion = {
  id: 'condition',
  answerType: 'choice',
  essential: true,
  labels: l('Estado da peça', 'Condition of the item', 'Estado de la prenda', "État de l'article"),
  options: [
    { id: 'new-with-tags', labels: l('Novo com etiqueta', 'New with tags', 'Nuevo con etiquetas', 'Neuf avec étiquette') },
    { id: 'new-without-tags', labels: l('Novo sem etiqueta', 'New without tags', 'Nuevo sin etiquetas', 'Neuf sans étiquette') },
    { id: 'very-good', labels: l('Muito bom (pouco usado)', 'Very good (lightly worn)', 'Muy bueno (poco usado)', 'Très bon état (peu porté)') },
    { id: 'good', labels: l('Bom (usado, com sinais de uso)', 'Good (worn, with signs of wear)', 'Bueno (usado, con señales de uso)', "Bon état (porté, traces d'usure)") },
    { id: 'satisfactory', labels: l('Satisfatório (muito usado)', 'Satisfactory (well worn)', 'Satisfactorio (muy usado)', 'Satisfaisant (très porté)') },
  ],
  caps: [
    { equals: 'new-without-tags', dimension: 'cosmetic', severity: 1 },
    { equals: 'very-good', dimension: 'cosmetic', severity: 2 },
    { equals: 'good', dimension: 'cosmetic', severity: 3 },
    { equals: 'satisfactory', dimension: 'cosmetic', severity: 4 },
  ],
};

const clothingDefects: TemplateQuestion = {
  id: 'defects',
  answerType: 'choice',
  essential: true,
  labels: l('Defeitos', 'Defects', 'Defectos', 'Défauts'),
  skipIf: [{ questionId: 'condition', equals: 'new-with-tags' }],
  options: [
    { id: 'none', labels: l('Nenhum', 'None', 'Ninguno', 'Aucun') },
    { id: 'small', labels: l('Pequenos (borboto, fio puxado)', 'Small (pilling, a pulled thread)', 'Pequeños (bolitas, un hilo suelto)', 'Petits (bouloches, fil tiré)') },
    { id: 'major', labels: l('Manchas, rasgões ou fecho partido', 'Stains, tears or a broken zip', 'Manchas, rotos o cremallera rota', 'Taches, déchirures ou fermeture cassée') },
  ],
  caps: [
    { equals: 'small', dimension: 'cosmetic', severity: 3 },
    { equals: 'major', dimension: 'cosmetic', severity: 4 },
  ],
};

const clothingHygiene: TemplateQuestion = {
  id: 'clean',
  answerType: 'yes_no',
  essential: true,
  labels: l('Está lavada e sem cheiros?', 'Is it washed and odour-free?', '¿Está lavada y sin olores?', 'Est-il lavé et sans odeur ?'),
  caps: [{ equals: false, dimension: 'hygiene', severity: 3 }],
};

const appliancePowerSafety: TemplateQuestion = {
  id: 'cable_intact',
  answerType: 'yes_no',
  essential: true,
  labels: l('O cabo e a ficha estão intactos, sem cheiro a queimado?', 'Are the cable and plug intact, with no burning smell?', '¿El cable y el enchufe están intactos, sin olor a quemado?', 'Le câble et la prise sont-ils intacts, sans odeur de brûlé ?'),
  caps: [{ equals: false, dimension: 'function', severity: 5 }],
  knockouts: [{ equals: false, gate: 'unsafe', labels: l('Risco elétrico', 'Electrical hazard', 'Riesgo eléctrico', 'Risque électrique') }],
};

const allParts: TemplateQuestion = {
  id: 'all_parts',
  answerType: 'yes_no',
  essential: true,
  labels: l('Tem todas as peças e acessórios originais?', 'Does it have all its original parts and accessories?', '¿Tiene todas las piezas y accesorios originales?', 'A-t-il toutes ses pièces et accessoires d’origine ?'),
  caps: [{ equals: false, dimension: 'completeness', severity: 3 }],
};

const leaks: TemplateQuestion = {
  id: 'leaks',
  answerType: 'choice',
  essential: true,
  labels: l('Tem fugas?', 'Does it leak?', '¿Tiene fugas?', 'Y a-t-il des fuites ?'),
  options: [
    { id: 'none', labels: l('Não', 'No', 'No', 'Non') },
    { id: 'water', labels: l('Fuga de água', 'Water leak', 'Fuga de agua', "Fuite d'eau") },
    { id: 'gas-or-refrigerant', labels: l('Fuga de gás ou de refrigerante', 'Gas or refrigerant leak', 'Fuga de gas o de refrigerante', 'Fuite de gaz ou de fluide frigorigène') },
  ],
  caps: [
    { equals: 'water', dimension: 'function', severity: 4 },
    { equals: 'gas-or-refrigerant', dimension: 'function', severity: 5 },
  ],
  knockouts: [
    { equals: 'gas-or-refrigerant', gate: 'unsafe', labels: l('Fuga de gás ou de refrigerante', 'Gas or refrigerant leak', 'Fuga de gas o de refrigerante', 'Fuite de gaz ou de fluide frigorigène') },
  ],
};

const applianceFunctions = allFunctionsWork(
  l('Todos os programas e funções funcionam?', 'Do all programmes and functions work?', '¿Funcionan todos los programas y funciones?', 'Tous les programmes et fonctions marchent-ils ?'),
);


/** The graders' split function test asked as one question, when `max_questions` cannot hold it (the wording asked before the split). */
const deviceFunctionsAsOne = allFunctionsWork(
  l(
    'O ecrã tátil, as câmaras, os botões, o som e o carregamento funcionam?',
    'Do the touchscreen, cameras, buttons, sound and charging work?',
    '¿Funcionan la pantalla táctil, las cámaras, los botones, el sonido y la carga?',
    "L'écran tactile, les caméras, les boutons, le son et la charge fonctionnent-ils ?",
  ),
);
const deviceCompactions = [{ ids: deviceFunctionTests.map((question) => question.id), as: deviceFunctionsAsOne }];

/** What an inspector asks per category, in the order asked. */
export const templates: readonly ProtocolTemplate[] = [
  {
    category: 'phones',
    aliases: ['phone', 'smartphone', 'smartphones', 'mobile', 'mobiles', 'telemoveis', 'telemovel', 'moviles', 'movil', 'telephones'],
    questions: [deviceIdentifier, powersOn, ...deviceFunctionTests, liquidDamageIndicator, screenCondition, bodyCondition, batteryHealth, batterySwollen, accountRemoved, dataWiped, screenPhoto, bodyPhoto],
    compactions: deviceCompactions,
  },
  {
    category: 'tablets',
    aliases: ['tablet', 'ipad', 'e-readers', 'e-reader'],
    questions: [deviceIdentifier, powersOn, ...deviceFunctionTests, liquidDamageIndicator, screenCondition, bodyCondition, batteryHealth, batterySwollen, accountRemoved, dataWiped, screenPhoto],
    compactions: deviceCompactions,
  },
  {
    category: 'laptops',
    aliases: ['laptop', 'notebook', 'notebooks', 'portateis', 'portatiles', 'portatil', 'ordinateurs-portables'],
    questions: [powersOn, keyboardWorks, screenCondition, bodyCondition, batteryHealth, batterySwollen, chargerIncluded, accountRemoved, dataWiped, screenPhoto],
  },
  {
    category: 'consoles',
    aliases: ['console', 'game-consoles', 'consolas'],
    questions: [powersOn, discDrive, controllersWork, bodyCondition, consoleAccount, bodyPhoto],
  },
  {
    category: 'bikes',
    aliases: ['bike', 'bicycle', 'bicycles', 'bicicletas', 'velos', 'e-bikes'],
    questions: [frameCondition, ...bikeChecks, isEbike, ebikeBattery, photo('photo_side', l('Fotografia de lado da bicicleta inteira', 'Photo of the whole bike from the side', 'Foto de lado de la bicicleta entera', 'Photo du vélo entier de profil'), ['cosmetic'])],
  },
  {
    category: 'clothing',
    aliases: ['clothes', 'clothing-and-footwear', 'footwear', 'shoes', 'roupa', 'calcado', 'ropa', 'calzado', 'vetements', 'chaussures'],
    questions: [
      clothingCondition,
      clothingDefects,
      clothingHygiene,
      photo('photo_front', l('Fotografia da frente', 'Photo of the front', 'Foto de la parte delantera', "Photo de l'avant"), ['cosmetic']),
      photo('photo_label', l('Fotografia da etiqueta (marca e tamanho)', 'Photo of the label (brand and size)', 'Foto de la etiqueta (marca y talla)', "Photo de l'étiquette (marque et taille)"), ['cosmetic'], false),
    ],
  },
  {
    category: 'small-appliances',
    aliases: ['small-appliance', 'pequenos-eletrodomesticos', 'pequenos-electrodomesticos', 'pequenos-electrodomésticos', 'petit-electromenager'],
    questions: [appliancePowerSafety, powersOn, applianceFunctions, allParts, bodyCondition, photo('photo_front', l('Fotografia do equipamento', 'Photo of the appliance', 'Foto del aparato', "Photo de l'appareil"), ['cosmetic'])],
  },
  {
    category: 'large-appliances',
    aliases: ['large-appliance', 'grandes-eletrodomesticos', 'grandes-electrodomesticos', 'gros-electromenager', 'white-goods'],
    questions: [
      appliancePowerSafety,
      powersOn,
      applianceFunctions,
      leaks,
      bodyCondition,
      photo('photo_front', l('Fotografia da frente', 'Photo of the front', 'Foto de la parte delantera', "Photo de l'avant"), ['cosmetic']),
      photo('photo_plate', l('Fotografia da chapa de características', 'Photo of the rating plate', 'Foto de la placa de características', 'Photo de la plaque signalétique'), ['function'], false),
    ],
  },
  ...generalTemplates,
];

/** The template for a category id or one of its aliases (case, accents and spaces ignored). */
export function findTemplate(category: string): ProtocolTemplate | undefined {
  const key = categoryKey(category);
  return templates.find((template) => template.category === key || template.aliases.includes(key));
}

/** `Small Appliances`, `small_appliances`, `Pequenos eletrodomésticos` → kebab-case without accents. */
export function categoryKey(category: string): string {
  return category
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}
