import { writeFileSync } from 'node:fs';
import { isValidIBAN } from 'ibantools';

/*
 * Writes data/listing/validation-listings.json: realistic second-hand listings in PT, ES, FR and EN
 * with span-level labels, including hard negatives (prices, model numbers, dates, IMEIs, negated
 * counterfeit words, brand collaborations, accessories "for" a brand, innocent lookalike words).
 * Seeded, so the file is reproducible: `node --conditions=@circular/source tools/bench/src/listing/generate-validation-set.ts`.
 * The labels say what a careful moderator would flag, not what the rules happen to find.
 */

type Lang = 'pt' | 'es' | 'fr' | 'en';
type Code = 'contact_phone' | 'contact_email' | 'external_link' | 'social_handle' | 'off_platform_payment' | 'iban' | 'prohibited_item' | 'restricted_item' | 'multiple_brands' | 'category_mismatch' | 'spam' | 'price_implausible';
type Profile = 'olx-pt' | 'vinted' | 'wallapop' | 'ebay' | 'generic';

export interface Label {
  code: Code;
  field: string;
  start: number | null;
  end: number | null;
}

export interface LabelledListing {
  id: string;
  language: Lang;
  profile: Profile;
  listing: { title: string; description: string; price?: number; currency?: string; category?: string; brand?: string };
  value_estimation?: { min: number; max: number; currency: string };
  labels: Label[];
  note?: string;
}

let seed = 20261123;
const random = () => {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return seed / 4294967296;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const digits = (n: number) => Array.from({ length: n }, () => String(Math.floor(random() * 10))).join('');

/** A text under construction: fragments appended in order, labelled ones remembered with their spans. */
class Text {
  value = '';
  labels: { code: Code; start: number; end: number }[] = [];
  add(part: string, code?: Code) {
    if (code) this.labels.push({ code, start: this.value.length, end: this.value.length + part.length });
    this.value += part;
    return this;
  }
}

const profiles: Record<Lang, Profile[]> = { pt: ['olx-pt', 'vinted', 'generic'], es: ['wallapop', 'vinted', 'generic'], fr: ['vinted', 'generic', 'ebay'], en: ['ebay', 'generic', 'vinted'] };

interface Item { title: string; description: string; category: string; brand?: string; price: number }

const items: Record<Lang, Item[]> = {
  pt: [
    { title: 'iPhone 12 128GB preto', description: 'Bateria a 86%, ecrã sem riscos, sempre com capa.', category: 'phones', brand: 'Apple', price: 380 },
    { title: 'Samsung Galaxy S21 5G 128GB', description: 'Pequeno risco na traseira, funciona na perfeição. Modelo SM-G991B.', category: 'phones', brand: 'Samsung', price: 290 },
    { title: 'Bicicleta de montanha Trek Marlin 5 tamanho M', description: 'Travões revistos em março, pneus novos. Quadro de alumínio.', category: 'bikes', brand: 'Trek', price: 420 },
    { title: 'Casaco de inverno Zara tamanho S', description: 'Usado uma estação, sem manchas. Cor camel.', category: 'clothing', brand: 'Zara', price: 25 },
    { title: 'Máquina de lavar roupa Bosch 8kg', description: 'Classe A+++, 4 anos de uso, a funcionar. Medidas 60x60x85 cm.', category: 'large-appliances', brand: 'Bosch', price: 180 },
    { title: 'PlayStation 5 com dois comandos', description: 'Edição com leitor, comprada em 12/05/2022, com fatura.', category: 'consoles', brand: 'Sony', price: 390 },
    { title: 'Bimby TM6 como nova', description: 'Todos os acessórios, pouco uso. Garantia até 2025.', category: 'small-appliances', brand: 'Vorwerk', price: 950 },
    { title: 'Sapatilhas Nike Air Force 1 nº 41', description: 'Usadas poucas vezes, sola impecável.', category: 'footwear', brand: 'Nike', price: 45 },
    { title: 'Portátil Lenovo ThinkPad T480 i5 16GB', description: 'SSD 512GB, teclado PT, bateria nova. Número de série PF1ABCD2.', category: 'laptops', brand: 'Lenovo', price: 310 },
    { title: 'Frigorífico combinado LG', description: 'No Frost, 1,86 m de altura, pequeno amolgado na lateral.', category: 'large-appliances', brand: 'LG', price: 220 },
    { title: 'Vestido Mango midi', description: 'Tamanho M, usado duas vezes num casamento.', category: 'clothing', brand: 'Mango', price: 18 },
    { title: 'iPad Air 4 64GB Wi-Fi', description: 'Inclui capa e carregador. Ecrã com película desde o primeiro dia.', category: 'tablets', brand: 'Apple', price: 330 },
  ],
  es: [
    { title: 'iPhone 13 128GB azul', description: 'Batería al 91%, sin golpes, con caja original.', category: 'phones', brand: 'Apple', price: 480 },
    { title: 'Xiaomi Redmi Note 11 64GB', description: 'Funciona perfecto, pequeño arañazo en la pantalla.', category: 'phones', brand: 'Xiaomi', price: 110 },
    { title: 'Bicicleta de carretera Orbea Orca talla 54', description: 'Grupo Shimano 105, revisada el mes pasado.', category: 'bikes', brand: 'Orbea', price: 1100 },
    { title: 'Chaqueta vaquera Levi\'s talla M', description: 'Poco uso, como nueva.', category: 'clothing', brand: "Levi's", price: 30 },
    { title: 'Robot aspirador Roborock S7', description: 'Con base y cepillos de recambio. Funciona con la app.', category: 'small-appliances', brand: 'Roborock', price: 210 },
    { title: 'Nintendo Switch OLED con juegos', description: 'Incluye Zelda y Mario Kart, todo en perfecto estado.', category: 'consoles', brand: 'Nintendo', price: 280 },
    { title: 'Zapatillas Adidas Stan Smith 42', description: 'Usadas, limpias, suela en buen estado.', category: 'footwear', brand: 'Adidas', price: 35 },
    { title: 'Lavavajillas Balay 60 cm', description: 'Tiene 3 años, funciona bien, se vende por mudanza.', category: 'large-appliances', brand: 'Balay', price: 150 },
    { title: 'MacBook Air M1 8GB 256GB', description: 'Ciclos de batería: 120. Modelo A2337, comprado en 2021.', category: 'laptops', brand: 'Apple', price: 620 },
    { title: 'Cafetera De\'Longhi Magnifica S', description: 'Descalcificada, muele perfecto.', category: 'small-appliances', brand: "De'Longhi", price: 140 },
    { title: 'Vestido Desigual estampado', description: 'Talla 38, sin uso, con etiqueta.', category: 'clothing', brand: 'Desigual', price: 28 },
    { title: 'Samsung Galaxy Tab S6 Lite', description: 'Con S Pen y funda. Pantalla perfecta.', category: 'tablets', brand: 'Samsung', price: 170 },
  ],
  fr: [
    { title: 'iPhone 11 64 Go noir', description: 'Batterie 84 %, écran sans rayure, vendu avec coque.', category: 'phones', brand: 'Apple', price: 250 },
    { title: 'Vélo de ville Gazelle cadre 53', description: 'Révisé en avril, pneus récents, porte-bagages.', category: 'bikes', brand: 'Gazelle', price: 340 },
    { title: 'Manteau Sandro taille 38', description: 'Porté une saison, très bon état.', category: 'clothing', brand: 'Sandro', price: 90 },
    { title: 'Baskets Veja V-10 pointure 39', description: 'Portées quelques fois, semelle propre.', category: 'footwear', brand: 'Veja', price: 55 },
    { title: 'Thermomix TM5 avec accessoires', description: 'Fonctionne parfaitement, acheté le 03/02/2019.', category: 'small-appliances', brand: 'Vorwerk', price: 520 },
    { title: 'Xbox Series X 1 To', description: 'Avec manette, très peu servi, boîte d’origine.', category: 'consoles', brand: 'Microsoft', price: 350 },
    { title: 'Lave-linge Whirlpool 9 kg', description: 'Classe énergétique B, 5 ans, bon état général.', category: 'large-appliances', brand: 'Whirlpool', price: 160 },
    { title: 'Ordinateur portable HP Pavilion 15', description: 'Ryzen 5, 16 Go, SSD 512 Go. Numéro de série 5CD1234XYZ.', category: 'laptops', brand: 'HP', price: 380 },
    { title: 'Robe Maje en soie', description: 'Taille 36, portée une fois.', category: 'clothing', brand: 'Maje', price: 75 },
    { title: 'Samsung Galaxy A52 128 Go', description: 'Modèle SM-A525F, écran impeccable.', category: 'phones', brand: 'Samsung', price: 160 },
    { title: 'Aspirateur Dyson V11', description: 'Deux batteries, tous les embouts.', category: 'small-appliances', brand: 'Dyson', price: 260 },
    { title: 'iPad 9e génération 64 Go', description: 'Très bon état, chargeur inclus.', category: 'tablets', brand: 'Apple', price: 240 },
  ],
  en: [
    { title: 'iPhone 14 Pro 256GB Space Black', description: 'Battery health 92%, no scratches, boxed.', category: 'phones', brand: 'Apple', price: 720 },
    { title: 'Google Pixel 7 128GB', description: 'Unlocked, minor wear on the frame.', category: 'phones', brand: 'Google', price: 260 },
    { title: 'Specialized Rockhopper mountain bike, large frame', description: 'New chain and cassette, serviced last month.', category: 'bikes', brand: 'Specialized', price: 450 },
    { title: 'North Face puffer jacket, size L', description: 'Worn one winter, no tears.', category: 'clothing', brand: 'The North Face', price: 85 },
    { title: 'Dr. Martens 1460 boots UK 7', description: 'Broken in, plenty of life left.', category: 'footwear', brand: 'Dr. Martens', price: 60 },
    { title: 'Nintendo Switch Lite turquoise', description: 'Comes with charger and case. Model HDH-001.', category: 'consoles', brand: 'Nintendo', price: 120 },
    { title: 'Dell XPS 13 9310 i7 16GB', description: 'Bought on 14/09/2021, keyboard like new.', category: 'laptops', brand: 'Dell', price: 650 },
    { title: 'Samsung fridge freezer RB34', description: 'Works perfectly, 178 cm tall, collection only.', category: 'large-appliances', brand: 'Samsung', price: 200 },
    { title: 'Ninja air fryer dual zone', description: 'Used a handful of times, baskets spotless.', category: 'small-appliances', brand: 'Ninja', price: 90 },
    { title: 'Levi\'s 501 jeans W32 L32', description: 'Classic fit, light wash.', category: 'clothing', brand: "Levi's", price: 30 },
    { title: 'Kindle Paperwhite 11th gen', description: 'With cover, screen perfect.', category: 'tablets', brand: 'Amazon', price: 80 },
    { title: 'Nike Air Max 90 size 9', description: 'Worn twice, original box.', category: 'footwear', brand: 'Nike', price: 70 },
  ],
};

const spelled: Record<Lang, string[]> = {
  pt: ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove'],
  es: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'],
  fr: ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf'],
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
};

function nationalNumber(lang: Lang): { national: string; cc: string } {
  if (lang === 'pt') return { national: pick(['91', '92', '93', '96']) + digits(7), cc: '351' };
  if (lang === 'es') return { national: pick(['6', '7']) + pick(['1', '2', '3', '5', '6', '9']) + digits(7), cc: '34' };
  if (lang === 'fr') return { national: pick(['06', '07']) + digits(8), cc: '33' };
  return { national: '07' + pick(['4', '5', '7', '8', '9']) + digits(8), cc: '44' };
}

function groups(value: string, sizes: number[], sep: string): string {
  const out: string[] = [];
  let i = 0;
  for (const size of sizes) {
    out.push(value.slice(i, i + size));
    i += size;
  }
  if (i < value.length) out.push(value.slice(i));
  return out.filter(Boolean).join(sep);
}

/** A phone number written as sellers write them, in the listing's language. */
function phone(lang: Lang): string {
  const { national, cc } = nationalNumber(lang);
  const words = spelled[lang];
  const style = Math.floor(random() * 9);
  const nine = lang === 'fr' || lang === 'en' ? national : national;
  switch (style) {
    case 0: return groups(nine, lang === 'fr' ? [2, 2, 2, 2, 2] : [3, 3, 3], ' ');
    case 1: return groups(nine, lang === 'fr' ? [2, 2, 2, 2, 2] : [3, 3, 3], '.');
    case 2: return nine;
    case 3: return `+${cc} ${groups(nine.replace(/^0/, ''), [3, 3, 3, 3], ' ')}`;
    case 4: return `00${cc}${nine.replace(/^0/, '')}`;
    case 5: return [...nine].map((d) => words[Number(d)]).join(' ');
    case 6: return [...nine.slice(0, 3)].map((d) => words[Number(d)]).join(' ') + ' ' + groups(nine.slice(3), [3, 3, 3], ' ');
    case 7: return [...nine].map((d, i) => (i % 2 === 1 ? words[Number(d)] : d)).join('');
    default: return groups(nine, [3, 2, 2, 2], '-');
  }
}

const mailProviders = ['gmail.com', 'hotmail.com', 'outlook.com', 'sapo.pt', 'yahoo.es', 'hotmail.fr', 'orange.fr', 'icloud.com'];
const names = ['ana.silva', 'joaopereira88', 'marta_r', 'lucia.gomez', 'pablo.m', 'claire.dubois', 'j.martin75', 'tom.baker', 'rita1990', 'vendas.sofia'];

function email(lang: Lang): string {
  const name = pick(names);
  const [domain, tld] = pick(mailProviders).split('.') as [string, string];
  const at = { pt: ['@', ' arroba ', '(arroba)', ' [at] '], es: ['@', ' arroba ', '(arroba)', ' @ '], fr: ['@', ' at ', ' arobase ', '[at]'], en: ['@', ' at ', ' (at) ', ' [at] '] }[lang];
  const dot = { pt: ['.', ' ponto '], es: ['.', ' punto '], fr: ['.', ' point '], en: ['.', ' dot '] }[lang];
  const a = pick(at);
  const d = a === '@' ? '.' : pick(dot);
  return `${name}${a}${domain}${d}${tld}`;
}

function validIban(country: 'PT' | 'ES' | 'FR'): string {
  const length = { PT: 21, ES: 20, FR: 23 }[country];
  for (;;) {
    const bban = digits(length);
    const numeric = `${bban}${country.charCodeAt(0) - 55}${country.charCodeAt(1) - 55}00`;
    let remainder = 0;
    for (const ch of numeric) remainder = (remainder * 10 + Number(ch)) % 97;
    const check = String(98 - remainder).padStart(2, '0');
    const iban = `${country}${check}${bban}`;
    if (isValidIBAN(iban)) return random() < 0.6 ? groups(iban, [4, 4, 4, 4, 4, 4, 4, 4], ' ') : iban;
  }
}

const contactLead: Record<Lang, string[]> = {
  pt: ['Contacto: ', 'Liga para ', 'Qualquer dúvida ligue ', 'tlm ', 'Mais info pelo '],
  es: ['Llámame al ', 'Contacto: ', 'Tel. ', 'Escríbeme al ', 'Más info en el '],
  fr: ['Appelez-moi au ', 'Contact : ', 'Tél ', 'Joignable au ', 'Infos au '],
  en: ['Call me on ', 'Contact: ', 'Text ', 'Ring ', 'Phone '],
};
const mailLead: Record<Lang, string[]> = { pt: ['Email: ', 'Envia mail para ', 'Fotos por email '], es: ['Correo: ', 'Escríbeme a ', 'Más fotos en '], fr: ['Mail : ', 'Écrivez-moi à ', 'Photos sur demande : '], en: ['Email me at ', 'Mail: ', 'More photos: '] };
const links = ['www.minhaloja.pt', 'https://bit.ly/3xYz9Q', 'vendas-ana.com', 'https://www.instagram.com/vintage.closet', 'www.tienda-segunda.es', 'boutique-claire.fr', 'linktr.ee/tomsells', 'https://wa.me/351912345678'];
const linkLead: Record<Lang, string[]> = { pt: ['Mais artigos em ', 'Vê a loja: ', 'Catálogo em '], es: ['Más cosas en ', 'Mira mi tienda: ', 'Catálogo: '], fr: ['Plus d’articles sur ', 'Ma boutique : ', 'Voir '], en: ['More items at ', 'Shop: ', 'See '] };
const handles = ['@vintage.closet', '@ana_vende', '@tomsells', '@claire.dressing', '@pablo_bikes'];
const socialLead: Record<Lang, string[]> = { pt: ['Segue-me ', 'Insta ', 'Mais fotos no '], es: ['Sígueme ', 'Insta ', 'Más fotos en '], fr: ['Suivez-moi ', 'Insta ', 'Photos sur '], en: ['Follow ', 'Insta ', 'More pics on '] };
const apps: Record<Lang, string[]> = { pt: ['Fala comigo por WhatsApp.', 'Respondo mais rápido no WhatsApp.', 'Contacto por Telegram.'], es: ['Háblame por WhatsApp.', 'Mejor por Telegram.', 'Te paso fotos por WhatsApp.'], fr: ['Contactez-moi sur WhatsApp.', 'Plus rapide sur Telegram.', 'Je réponds sur WhatsApp.'], en: ['Message me on WhatsApp.', 'Quicker on Telegram.', 'WhatsApp me for photos.'] };
const appWord = /WhatsApp|Telegram/;
const payments: Record<Lang, [string, string, string][]> = {
  pt: [['Pagamento por ', 'MB WAY', ' antes do envio.'], ['Aceito ', 'mbway', '.'], ['Só ', 'transferência bancária', '.'], ['Pago por ', 'MBWay', ' e envio por CTT.'], ['', 'PayPal amigos', ' ou entrega em mão.']],
  es: [['Pago por ', 'Bizum', ' antes del envío.'], ['Acepto ', 'bizum', ' o efectivo en mano.'], ['Solo ', 'transferencia bancaria', '.'], ['', 'PayPal amigos y familiares', ' o Bizum no.'], ['Pago por ', 'Western Union', '.']],
  fr: [['Paiement par ', 'Lydia', ' avant envoi.'], ['', 'Virement bancaire', ' uniquement.'], ['Paiement ', 'PayPal entre amis', ' svp.'], ['J’accepte ', 'Lydia', ' ou espèces.'], ['Règlement par ', 'virement', ' sous 24h.']],
  en: [['Payment by ', 'bank transfer', ' only.'], ['', 'PayPal friends and family', ' please.'], ['Pay via ', 'Revolut', ' before posting.'], ['', 'PayPal F&F', ' only, no fees.'], ['Can do ', 'wire transfer', '.']],
};
const negatedPayments: Record<Lang, string[]> = { pt: ['Não aceito MB WAY, só pagamento pela plataforma.'], es: ['No acepto Bizum, solo pago por la app.'], fr: ['Pas de Lydia, uniquement paiement via la plateforme.'], en: ['No bank transfer, platform payment only.'] };
const ibanLead: Record<Lang, string[]> = { pt: ['IBAN: ', 'Transferir para ', 'NIB/IBAN '], es: ['IBAN: ', 'Ingreso en ', 'Cuenta '], fr: ['IBAN : ', 'RIB : ', 'Virement sur '], en: ['IBAN: ', 'Account ', 'Send to '] };

/** Hard negatives: text that looks like a violation and is not. */
const hardNegatives: Record<Lang, string[]> = {
  pt: ['Preço 912 € negociável.', 'Comprado a 12/05/2023 na Worten.', 'IMEI 356938035643809 livre de operadora.', 'Original, não é réplica.', 'Não é imitação, tem fatura.', 'Código postal 1000-123 Lisboa.', 'Referência A2403.', 'Vai com capa para iPhone e película.', 'Pistola de cola quente de oferta.', 'Cor tabaco, muito elegante.', 'Dimensões 120x60x75 cm.', 'Bateria de 4500 mAh.', 'Entrega em mão em Lisboa ou envio pela plataforma.', 'Camisola réplica oficial do Benfica, época 2019.', 'Inclui coleira para cachorro.', 'Kit 3 em 1.', 'Copos de vinho de oferta.', 'Porta-passaporte em pele.'],
  es: ['Precio 612 € no negociable.', 'Comprado el 03/11/2022.', 'IMEI 358240051111110.', 'No es réplica, es original con ticket.', 'No es falso, tiene factura.', 'Código postal 28013 Madrid.', 'Modelo SM-A536B.', 'Incluye funda para Samsung.', 'Pistola de silicona incluida.', 'Color tabaco.', 'Medidas 180x90 cm.', 'Envío por Wallapop Envíos.', 'Camiseta réplica oficial del Betis.', 'Collar para perritos de regalo.', 'Imitación piel, muy suave.', 'Copas de vino incluidas.'],
  fr: ['Prix 612 € ferme.', 'Acheté le 15/06/2021 à la Fnac.', 'IMEI 353918058362018.', 'Ce n’est pas une réplique, facture disponible.', 'Pas une contrefaçon.', 'Code postal 75011 Paris.', 'Référence MGN63FN/A.', 'Coque pour iPhone offerte.', 'Pistolet à colle fourni.', 'Couleur tabac.', 'Dimensions 60 x 55 x 85 cm.', 'Envoi via la plateforme uniquement.', 'Maillot réplique officielle du PSG.', 'Simili cuir, imitation cuir très douce.', 'Verres à vin offerts.', 'Pantalon cigarette assorti.'],
  en: ['Price 912 £ or nearest offer.', 'Bought 14/02/2022 from Currys.', 'IMEI 356789104563217.', 'Genuine, not a replica.', 'Not fake, receipt included.', 'Postcode SW1A 1AA.', 'Model A2633.', 'Comes with a case for iPhone 13.', 'Glue gun included.', 'Tobacco colour leather.', 'Dimensions 120 x 60 x 75 cm.', 'Collection or platform shipping only.', 'Official replica jersey, 2022 season.', 'Dog collar for puppies included.', 'Faux leather, vegan.', 'Set of wine glasses included.'],
};

interface ProhibitedCase { title: [string, string, string] | [string, string, string, string, string]; description: string; category: string; code: Code | ((profile: Profile) => Code | undefined); price: number }

const prohibitedCases: Record<Lang, ProhibitedCase[]> = {
  pt: [
    { title: ['Relógio Rolex Submariner ', 'réplica', ' AAA'], description: 'Igual ao original, caixa incluída.', category: 'clothing', code: 'prohibited_item', price: 120 },
    { title: ['', 'Vape', ' Elf Bar 600 sabor manga'], description: 'Selado, 10 unidades.', category: 'small-appliances', code: 'prohibited_item', price: 50 },
    { title: ['', 'Cachorrinhos', ' Labrador com 2 meses'], description: 'Desparasitados, pais no local.', category: 'clothing', code: (p) => (p === 'olx-pt' || p === 'generic' ? 'restricted_item' : 'prohibited_item'), price: 300 },
    { title: ['', 'Ozempic', ' 1mg caneta nova'], description: 'Sobrou do tratamento.', category: 'small-appliances', code: 'prohibited_item', price: 90 },
    { title: ['Mala Louis Vuitton ', 'imitação', ' perfeita'], description: 'Ninguém nota a diferença.', category: 'clothing', code: 'prohibited_item', price: 60 },
    { title: ['', 'Pistola', ' de alarme com ', 'munições', ''], description: 'Para colecionador.', category: 'clothing', code: 'prohibited_item', price: 150 },
    { title: ['Garrafa de ', 'vinho', ' do Porto 1977'], description: 'Guardada na adega, rótulo intacto.', category: 'clothing', code: (p) => (p === 'vinted' ? 'prohibited_item' : 'restricted_item'), price: 80 },
    { title: ['Ténis Nike ', 'fake', ' 1:1'], description: 'Qualidade top.', category: 'footwear', code: 'prohibited_item', price: 40 },
  ],
  es: [
    { title: ['Bolso Gucci ', 'réplica', ' calidad AAA'], description: 'Igual que el original.', category: 'clothing', code: 'prohibited_item', price: 70 },
    { title: ['', 'Cachorros', ' de raza bulldog francés'], description: 'Con chip y vacunas.', category: 'clothing', code: (p) => (p === 'olx-pt' || p === 'generic' ? 'restricted_item' : 'prohibited_item'), price: 900 },
    { title: ['', 'Vapeador', ' con líquidos'], description: 'Poco uso.', category: 'small-appliances', code: 'prohibited_item', price: 25 },
    { title: ['Caja de ', 'Viagra', ' sin abrir'], description: 'Discreción total.', category: 'small-appliances', code: 'prohibited_item', price: 40 },
    { title: ['', 'Navaja automática', ' de colección'], description: 'Hoja de 10 cm.', category: 'clothing', code: (p) => (p === 'vinted' ? 'prohibited_item' : 'restricted_item'), price: 35 },
    { title: ['Zapatillas Jordan ', 'falsificadas', ' talla 43'], description: 'Buena calidad.', category: 'footwear', code: 'prohibited_item', price: 45 },
    { title: ['', 'Aceite de CBD', ' 10%'], description: 'Frasco sin abrir.', category: 'small-appliances', code: (p) => (p === 'vinted' ? 'prohibited_item' : 'restricted_item'), price: 20 },
  ],
  fr: [
    { title: ['Sac Chanel ', 'réplique', ' qualité miroir'], description: 'Identique à l’original.', category: 'clothing', code: 'prohibited_item', price: 90 },
    { title: ['', 'Chiots', ' berger australien'], description: 'Pucés et vaccinés.', category: 'clothing', code: (p) => (p === 'olx-pt' || p === 'generic' ? 'restricted_item' : 'prohibited_item'), price: 800 },
    { title: ['', 'Cigarette électronique', ' avec ', 'e-liquide', ''], description: 'Très peu servi.', category: 'small-appliances', code: 'prohibited_item', price: 30 },
    { title: ['', 'Médicaments', ' antidouleur'], description: 'Boîtes non entamées.', category: 'small-appliances', code: 'prohibited_item', price: 15 },
    { title: ['Montre Cartier ', 'contrefaçon', ' très réussie'], description: 'Mouvement automatique.', category: 'clothing', code: 'prohibited_item', price: 80 },
    { title: ['', 'Carabine', ' 22 LR avec lunette'], description: 'Bon état.', category: 'clothing', code: 'prohibited_item', price: 300 },
    { title: ['Bouteille de ', 'whisky', ' 18 ans'], description: 'Jamais ouverte.', category: 'clothing', code: (p) => (p === 'vinted' ? 'prohibited_item' : 'restricted_item'), price: 60 },
  ],
  en: [
    { title: ['Rolex Daytona ', 'replica', ' 1:1 swiss movement'], description: 'Looks identical.', category: 'clothing', code: 'prohibited_item', price: 200 },
    { title: ['', 'Kittens', ' ready for new homes'], description: 'Litter trained.', category: 'clothing', code: (p) => (p === 'olx-pt' || p === 'generic' ? 'restricted_item' : 'prohibited_item'), price: 150 },
    { title: ['', 'Vape', ' kit with ', 'e-liquids', ''], description: 'Barely used.', category: 'small-appliances', code: 'prohibited_item', price: 20 },
    { title: ['Leftover ', 'antibiotics', ' amoxicillin'], description: 'Full pack.', category: 'small-appliances', code: 'prohibited_item', price: 10 },
    { title: ['', 'Counterfeit', ' Yeezy 350 size 10'], description: 'Great quality.', category: 'footwear', code: 'prohibited_item', price: 60 },
    { title: ['', 'Pepper spray', ' for self defence'], description: 'Two cans.', category: 'clothing', code: 'prohibited_item', price: 15 },
    { title: ['', 'Netflix account', ' 12 months'], description: 'Instant delivery.', category: 'consoles', code: 'prohibited_item', price: 30 },
  ],
};

const stuffing: Record<Lang, [string, string][]> = {
  pt: [['Casaco ', 'tipo Zara'], ['Sapatilhas Nike ', 'Adidas'], ['Vestido Mango ', 'Bershka']],
  es: [['Chaqueta Zara ', 'Mango'], ['Zapatillas Adidas ', 'Nike'], ['Camiseta estilo ', 'Lacoste']],
  fr: [['Robe Zara ', 'Sandro'], ['Baskets Nike ', 'Puma'], ['Pull façon ', 'Ralph Lauren']],
  en: [['Trainers Nike ', 'Adidas'], ['Jacket like ', 'North Face'], ['Hoodie Supreme ', 'Stussy']],
};
const collabs: Record<Lang, string[]> = { pt: ['Ténis Nike x Off-White Air Presto', 'Capa Spigen para iPhone 13'], es: ['Zapatillas Adidas x Gucci', 'Funda para Samsung Galaxy S22'], fr: ['Veste H&M x Balmain', 'Coque pour iPhone 12 Apple'], en: ['Nike x Off-White Air Presto', 'Case for Samsung Galaxy S23'] };
const shouting: Record<Lang, string[]> = { pt: ['SUPER BARATO VENDO JA OPORTUNIDADE UNICA', 'Bicicleta baratíssimaaaaaa!!!!!'], es: ['OFERTA INCREIBLE SOLO HOY PRECIO MINIMO', 'Chollazooooo!!!!!'], fr: ['AFFAIRE A SAISIR PRIX CASSE URGENT VITE', 'Super promoooooo !!!!!'], en: ['MUST GO TODAY BEST PRICE EVER CHEAP', 'Bargainnnnnn!!!!!'] };

function listingFor(lang: Lang, index: number): LabelledListing {
  const item = pick(items[lang]);
  const profile = pick(profiles[lang]);
  const title = new Text();
  const description = new Text();
  const kind = index % 16;
  let price = Math.round(item.price * (0.8 + random() * 0.4));
  let valueEstimation: LabelledListing['value_estimation'];
  const labels: Label[] = [];
  let category = item.category;
  let brand: string | undefined = item.brand;
  title.add(item.title);
  description.add(item.description);
  const sentence = () => description.add(' ');
  switch (kind) {
    case 0:
    case 1:
      sentence();
      description.add(pick(contactLead[lang])).add(phone(lang), 'contact_phone').add('.');
      break;
    case 2:
      sentence();
      description.add(pick(mailLead[lang])).add(email(lang), 'contact_email');
      break;
    case 3:
      sentence();
      description.add(pick(linkLead[lang])).add(pick(links), 'external_link');
      break;
    case 4: {
      sentence();
      if (random() < 0.5) description.add(pick(socialLead[lang])).add(pick(handles), 'social_handle');
      else {
        const line = pick(apps[lang]);
        const m = appWord.exec(line)!;
        description.add(line.slice(0, m.index)).add(m[0], 'social_handle').add(line.slice(m.index + m[0].length));
      }
      break;
    }
    case 5: {
      sentence();
      const [before, word, after] = pick(payments[lang]);
      description.add(before).add(word, 'off_platform_payment').add(after);
      if (/paypal/i.test(word) && profile === 'ebay' && !/amigo|friend|ami|f&f/i.test(word)) description.labels.pop();
      break;
    }
    case 6:
      sentence();
      {
        // A payment verb before the IBAN ("Virement sur", "Transferir para") is itself an off-platform payment ask.
        const lead = pick(ibanLead[lang]);
        const verb = /^(Transferir para|Ingreso en|Virement)/.exec(lead)?.[0];
        if (verb) description.add(verb, 'off_platform_payment').add(lead.slice(verb.length));
        else description.add(lead);
        description.add(validIban(lang === 'es' ? 'ES' : lang === 'fr' ? 'FR' : 'PT'), 'iban');
      }
      break;
    case 7:
    case 8: {
      const c = pick(prohibitedCases[lang]);
      const code = typeof c.code === 'function' ? c.code(profile) : c.code;
      title.value = '';
      title.labels = [];
      title.add(c.title[0]).add(c.title[1], code).add(c.title[2]);
      if (c.title.length === 5) title.add(c.title[3], code).add(c.title[4]);
      description.value = '';
      description.add(c.description);
      category = c.category;
      brand = undefined;
      price = c.price;
      break;
    }
    case 9: {
      const [lead, other] = pick(stuffing[lang]);
      title.value = '';
      title.add(lead).add(other, 'multiple_brands').add(' ' + pick(['tamanho M', 'talla 40', 'taille 38', 'size 9']));
      const leadBrand = /Zara|Nike|Mango|Adidas|Supreme/.exec(lead)?.[0];
      brand = leadBrand;
      category = /Sapatilhas|Zapatillas|Baskets|Trainers/.test(lead) ? 'footwear' : 'clothing';
      break;
    }
    case 10:
      title.value = pick(collabs[lang]);
      brand = undefined;
      category = /Capa|Funda|Coque|Case/.test(title.value) ? 'phones' : 'footwear';
      break;
    case 11: {
      const line = pick(shouting[lang]);
      if (line === line.toUpperCase()) {
        title.value = '';
        title.add(line, 'spam');
      } else {
        const m = /(\p{L})\1{4,}|!{4,}/u.exec(line)!;
        description.add(' ');
        const startRepeat = line.search(/(\p{L})\1{4,}/u);
        const bang = line.search(/!{4,}/);
        description.add(line.slice(0, startRepeat));
        const rep = /(\p{L})\1{4,}/u.exec(line)!;
        description.add(rep[0], 'spam');
        description.add(line.slice(startRepeat + rep[0].length, bang));
        description.add(line.slice(bang).trimEnd(), 'spam');
        void m;
      }
      break;
    }
    case 12:
      valueEstimation = { min: Math.round(item.price * 0.7), max: Math.round(item.price * 1.2), currency: 'EUR' };
      price = random() < 0.5 ? Math.round(item.price * 6) : Math.max(1, Math.round(item.price / 8));
      labels.push({ code: 'price_implausible', field: 'price', start: null, end: null });
      break;
    case 13:
      valueEstimation = { min: Math.round(item.price * 0.7), max: Math.round(item.price * 1.2), currency: 'EUR' };
      sentence();
      description.add(pick(negatedPayments[lang]));
      break;
    default:
      sentence();
      description.add(pick(hardNegatives[lang]));
      if (random() < 0.5) {
        sentence();
        description.add(pick(hardNegatives[lang]));
      }
  }
  for (const l of title.labels) labels.push({ code: l.code, field: 'title', start: l.start, end: l.end });
  for (const l of description.labels) labels.push({ code: l.code, field: 'description', start: l.start, end: l.end });
  return {
    id: `${lang}-${String(index).padStart(3, '0')}`,
    language: lang,
    profile,
    listing: { title: title.value, description: description.value, price, currency: 'EUR', category, ...(brand ? { brand } : {}) },
    ...(valueEstimation ? { value_estimation: valueEstimation } : {}),
    labels,
  };
}

const listings: LabelledListing[] = [];
for (const lang of ['pt', 'es', 'fr', 'en'] as const) for (let i = 0; i < 90; i++) listings.push(listingFor(lang, i));
const file = new URL('../../data/listing/validation-listings.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(listings, null, 1)}\n`);
console.log(`wrote ${listings.length} listings to ${file.pathname}`);
