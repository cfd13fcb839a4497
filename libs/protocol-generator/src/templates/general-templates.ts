import { allFunctionsWork, bodyCondition, l, photo, powersOn } from './question-bank.ts';
import type { ProtocolTemplate, TemplateQuestion } from './template-types.ts';

/*
 * Inspection templates for the categories a general second-hand marketplace has beyond
 * electronics, bikes, clothing and appliances: what an inspector checks that decides the grade,
 * and the safety knock-outs (a cracked helmet, a recalled toy, an opened cosmetic).
 */

const yesNo = (id: string, labels: ReturnType<typeof l>, extra: Partial<TemplateQuestion> = {}): TemplateQuestion => ({ id, answerType: 'yes_no', labels, ...extra }) as TemplateQuestion;

const complete = yesNo('all_parts', l('Estão todas as peças e acessórios?', 'Are all parts and accessories there?', '¿Están todas las piezas y accesorios?', 'Toutes les pièces et accessoires sont-ils présents ?'), {
  essential: true,
  caps: [{ equals: false, dimension: 'completeness', severity: 3 }],
});

const lensCondition: TemplateQuestion = {
  id: 'lens_condition',
  answerType: 'choice',
  essential: true,
  labels: l('Estado das lentes e do sensor', 'Condition of the glass and sensor', 'Estado de las lentes y el sensor', 'État des lentilles et du capteur'),
  options: [
    { id: 'clean', labels: l('Limpos', 'Clean', 'Limpios', 'Propres') },
    { id: 'dust', labels: l('Algum pó', 'Some dust', 'Algo de polvo', 'Un peu de poussière') },
    { id: 'scratches', labels: l('Riscos', 'Scratches', 'Arañazos', 'Rayures') },
    { id: 'fungus', labels: l('Fungos ou névoa', 'Fungus or haze', 'Hongos o niebla', 'Champignons ou voile') },
  ],
  caps: [
    { equals: 'dust', dimension: 'cosmetic', severity: 1 },
    { equals: 'scratches', dimension: 'function', severity: 3 },
    { equals: 'fungus', dimension: 'function', severity: 4 },
  ],
};

const watchRuns = yesNo('watch_runs', l('O relógio funciona e acerta a hora?', 'Does the watch run and keep time?', '¿El reloj funciona y da bien la hora?', 'La montre fonctionne-t-elle et garde-t-elle l’heure ?'), {
  essential: true,
  caps: [{ equals: false, dimension: 'function', severity: 5 }],
});
const boxAndPapers = yesNo('box_and_papers', l('Tem caixa e documentos (garantia, fatura)?', 'Does it come with box and papers (warranty, receipt)?', '¿Tiene caja y documentos (garantía, factura)?', 'A-t-elle sa boîte et ses papiers (garantie, facture) ?'), {
  required: false,
  caps: [{ equals: false, dimension: 'completeness', severity: 2 }],
});
const authentic = yesNo('authentic', l('A autenticidade foi verificada (número de série, punções)?', 'Was authenticity checked (serial number, hallmarks)?', '¿Se ha comprobado la autenticidad (número de serie, contrastes)?', 'L’authenticité a-t-elle été vérifiée (numéro de série, poinçons) ?'), {
  essential: true,
  knockouts: [{ equals: false, gate: 'counterfeit', labels: l('Autenticidade por confirmar', 'Authenticity not confirmed', 'Autenticidad sin confirmar', 'Authenticité non confirmée') }],
});

const stable = yesNo('structurally_sound', l('A estrutura está firme, sem peças partidas ou soltas?', 'Is the structure sound, with no broken or loose parts?', '¿La estructura está firme, sin piezas rotas o sueltas?', 'La structure est-elle solide, sans pièce cassée ou desserrée ?'), {
  essential: true,
  knockouts: [{ equals: false, gate: 'unsafe', labels: l('Estrutura partida ou instável', 'Broken or unstable structure', 'Estructura rota o inestable', 'Structure cassée ou instable') }],
});

const notRecalled = yesNo('not_recalled', l('O modelo não foi alvo de recolha (recall) de segurança?', 'Is the model free of any safety recall?', '¿El modelo no está afectado por ninguna retirada de seguridad?', 'Le modèle n’est-il concerné par aucun rappel de sécurité ?'), {
  essential: true,
  knockouts: [{ equals: false, gate: 'unsafe', labels: l('Produto retirado do mercado', 'Recalled product', 'Producto retirado del mercado', 'Produit rappelé') }],
});
const noCrashHistory = yesNo('no_crash_history', l('Nunca sofreu acidente, queda ou impacto?', 'Has it never been in a crash, fall or impact?', '¿Nunca ha sufrido un accidente, caída o golpe?', 'N’a-t-il jamais subi d’accident, de chute ou de choc ?'), {
  essential: true,
  knockouts: [{ equals: false, gate: 'unsafe', labels: l('Equipamento de segurança com impacto', 'Safety gear after an impact', 'Equipo de seguridad tras un impacto', 'Équipement de sécurité après un choc') }],
});

const pagesComplete: TemplateQuestion = {
  id: 'media_condition',
  answerType: 'choice',
  essential: true,
  labels: l('Estado das páginas ou do disco', 'Condition of pages or disc', 'Estado de las páginas o del disco', 'État des pages ou du disque'),
  options: [
    { id: 'as-new', labels: l('Como novo', 'As new', 'Como nuevo', 'Comme neuf') },
    { id: 'worn', labels: l('Marcas de uso, completo', 'Signs of use, complete', 'Marcas de uso, completo', 'Traces d’usage, complet') },
    { id: 'damaged', labels: l('Páginas em falta ou disco riscado', 'Missing pages or scratched disc', 'Faltan páginas o disco rayado', 'Pages manquantes ou disque rayé') },
  ],
  caps: [
    { equals: 'worn', dimension: 'cosmetic', severity: 2 },
    { equals: 'damaged', dimension: 'function', severity: 4 },
  ],
};

const sealed = yesNo('sealed', l('A embalagem está selada, nunca aberta?', 'Is it sealed, never opened?', '¿Está precintado, nunca abierto?', 'Est-il scellé, jamais ouvert ?'), {
  essential: true,
  knockouts: [{ equals: false, gate: 'unsafe', labels: l('Cosmético aberto ou usado', 'Opened or used cosmetic', 'Cosmético abierto o usado', 'Cosmétique ouvert ou utilisé') }],
});
const notTester = yesNo('not_tester', l('Não é um tester nem uma amostra?', 'Is it neither a tester nor a sample?', '¿No es un probador ni una muestra?', 'N’est-ce ni un testeur ni un échantillon ?'), {
  essential: true,
  knockouts: [{ equals: false, gate: 'counterfeit', labels: l('Tester ou amostra, não destinado a venda', 'Tester or sample, not for resale', 'Probador o muestra, no destinado a la venta', 'Testeur ou échantillon, non destiné à la vente') }],
});

const playable = yesNo('playable', l('Todas as notas, cordas ou teclas soam bem?', 'Do all notes, strings or keys sound right?', '¿Suenan bien todas las notas, cuerdas o teclas?', 'Toutes les notes, cordes ou touches sonnent-elles juste ?'), {
  essential: true,
  caps: [{ equals: false, dimension: 'function', severity: 4 }],
});
const noCracks = yesNo('no_cracks', l('O corpo e o braço não têm fissuras?', 'Are body and neck free of cracks?', '¿El cuerpo y el mástil no tienen grietas?', 'Le corps et le manche sont-ils sans fissure ?'), {
  essential: true,
  caps: [{ equals: false, dimension: 'function', severity: 4 }],
});

const partNumber = yesNo('part_number_readable', l('A referência da peça está legível (gravada ou na etiqueta)?', 'Is the part number readable (stamped or on the label)?', '¿La referencia de la pieza es legible (grabada o en la etiqueta)?', 'La référence de la pièce est-elle lisible (gravée ou sur l’étiquette) ?'), {
  essential: true,
  caps: [{ equals: false, dimension: 'completeness', severity: 2 }],
});
const noDamage = yesNo('no_damage', l('A peça não tem fissuras, empenos nem corrosão?', 'Is the part free of cracks, warping and corrosion?', '¿La pieza no tiene grietas, deformaciones ni corrosión?', 'La pièce est-elle sans fissure, déformation ni corrosion ?'), {
  essential: true,
  caps: [{ equals: false, dimension: 'function', severity: 4 }],
});

const overall = photo('photo_front', l('Fotografia do artigo inteiro', 'Photo of the whole item', 'Foto del artículo entero', 'Photo de l’article entier'), ['cosmetic']);

export const generalTemplates: readonly ProtocolTemplate[] = [
  {
    category: 'cameras',
    aliases: ['camera', 'cameras-and-optics', 'fotografia', 'fotografía', 'photo', 'lenses', 'objetivas', 'objetivos', 'objectifs'],
    questions: [powersOn, allFunctionsWork(l('O obturador, a focagem e todos os modos funcionam?', 'Do the shutter, autofocus and all modes work?', '¿Funcionan el obturador, el enfoque y todos los modos?', 'L’obturateur, l’autofocus et tous les modes fonctionnent-ils ?')), lensCondition, bodyCondition, complete, overall],
  },
  {
    category: 'audio',
    aliases: ['audio-and-hifi', 'hifi', 'headphones', 'speakers', 'auscultadores', 'auriculares', 'altavoces', 'casques'],
    questions: [powersOn, allFunctionsWork(l('Os dois canais soam limpos, sem ruídos?', 'Do both channels sound clean, with no crackle?', '¿Los dos canales suenan limpios, sin ruidos?', 'Les deux canaux sonnent-ils proprement, sans grésillement ?')), bodyCondition, complete, overall],
  },
  {
    category: 'watches-jewellery',
    aliases: ['watches', 'jewellery', 'jewelry', 'relogios', 'relojes', 'montres', 'joias', 'joyas', 'bijoux'],
    questions: [watchRuns, authentic, bodyCondition, boxAndPapers, photo('photo_dial', l('Fotografia do mostrador ou da peça', 'Photo of the dial or piece', 'Foto de la esfera o de la pieza', 'Photo du cadran ou de la pièce'), ['cosmetic'])],
  },
  {
    category: 'furniture',
    aliases: ['moveis', 'muebles', 'meubles', 'home-furniture'],
    questions: [stable, bodyCondition, complete, overall],
  },
  {
    category: 'toys-baby',
    aliases: ['toys', 'baby', 'brinquedos', 'juguetes', 'jouets', 'bebe', 'puericultura', 'puericulture', 'childcare'],
    questions: [notRecalled, complete, stable, bodyCondition, overall],
  },
  {
    category: 'books-media',
    aliases: ['books', 'media', 'livros', 'libros', 'livres', 'music', 'films', 'dvd', 'vinyl'],
    questions: [pagesComplete, bodyCondition, overall],
  },
  {
    category: 'sports-outdoor',
    aliases: ['sports', 'outdoor', 'desporto', 'deporte', 'sport', 'helmets', 'camping'],
    questions: [noCrashHistory, stable, bodyCondition, complete, overall],
  },
  {
    category: 'tools-diy',
    aliases: ['tools', 'diy', 'bricolage', 'bricolaje', 'ferramentas', 'herramientas', 'outils'],
    questions: [powersOn, allFunctionsWork(l('O motor, o mandril e a bateria funcionam em carga?', 'Do the motor, chuck and battery work under load?', '¿Funcionan el motor, el portabrocas y la batería con carga?', 'Le moteur, le mandrin et la batterie fonctionnent-ils en charge ?')), bodyCondition, complete, overall],
  },
  {
    category: 'beauty-perfume',
    aliases: ['beauty', 'perfume', 'perfumes', 'cosmetics', 'beleza', 'belleza', 'beaute', 'parfums'],
    questions: [sealed, notTester, bodyCondition, photo('photo_batch', l('Fotografia do código de lote na embalagem', 'Photo of the batch code on the packaging', 'Foto del código de lote en el envase', 'Photo du code de lot sur l’emballage'), ['cosmetic'])],
  },
  {
    category: 'musical-instruments',
    aliases: ['instruments', 'instrumentos', 'instrumentos-musicais', 'instruments-de-musique', 'music-instruments'],
    questions: [playable, noCracks, bodyCondition, complete, overall],
  },
  {
    category: 'vehicle-parts',
    aliases: ['car-parts', 'auto-parts', 'pecas-auto', 'recambios', 'pieces-auto', 'motorbike-parts'],
    questions: [partNumber, noDamage, bodyCondition, photo('photo_label', l('Fotografia da referência ou etiqueta', 'Photo of the part number or label', 'Foto de la referencia o etiqueta', 'Photo de la référence ou de l’étiquette'), ['function'])],
  },
];
