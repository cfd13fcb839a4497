import { writeFileSync } from 'node:fs';

/*
 * Writes data/listing/brand-strings.json: 500 messy brand strings as sellers and feeds write them
 * (case, legal suffixes, separators, accents, trademark signs, typos, product words), each with the
 * canonical brand it means, and an adversarial subset that must NOT be read as a table brand (other
 * companies one typo away, knock-off labels, brands outside the table, words inside longer words).
 * Seeded: `node --conditions=@circular/source tools/bench/src/listing/generate-brand-set.ts`.
 */

export interface BrandCase {
  raw: string;
  category?: string;
  /** The canonical brand, or null when no table brand may be read into the string. */
  expected: string | null;
  adversarial: boolean;
}

let seed = 42;
const random = () => {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return seed / 4294967296;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Canonical brands, with a category they are listed in. */
const brands: [string, string][] = [
  ['Apple', 'phones'], ['Samsung', 'phones'], ['Xiaomi', 'phones'], ['Huawei', 'phones'], ['Oppo', 'phones'], ['Realme', 'phones'], ['OnePlus', 'phones'], ['Motorola', 'phones'],
  ['Nokia', 'phones'], ['Google', 'phones'], ['Sony', 'consoles'], ['Honor', 'phones'], ['Alcatel', 'phones'], ['Asus', 'laptops'], ['Lenovo', 'laptops'], ['Fairphone', 'phones'],
  ['BlackBerry', 'phones'], ['Microsoft', 'consoles'], ['Amazon', 'tablets'], ['Wacom', 'tablets'], ['Dell', 'laptops'], ['HP', 'laptops'], ['Acer', 'laptops'], ['MSI', 'laptops'],
  ['Toshiba', 'laptops'], ['Panasonic', 'large-appliances'], ['LG', 'large-appliances'], ['Nintendo', 'consoles'], ['Sega', 'consoles'], ['Logitech', 'consoles'], ['Razer', 'laptops'],
  ['Trek', 'bikes'], ['Specialized', 'bikes'], ['Giant', 'bikes'], ['Cannondale', 'bikes'], ['Scott', 'bikes'], ['Cube', 'bikes'], ['Orbea', 'bikes'], ['Merida', 'bikes'],
  ['Canyon', 'bikes'], ['Bianchi', 'bikes'], ['Pinarello', 'bikes'], ['Cervélo', 'bikes'], ['Santa Cruz', 'bikes'], ['Brompton', 'bikes'], ['B\'Twin', 'bikes'], ['Gazelle', 'bikes'],
  ['Riese & Müller', 'bikes'], ['Shimano', 'bikes'], ['Lapierre', 'bikes'], ['Nike', 'footwear'], ['Adidas', 'footwear'], ['Puma', 'footwear'], ['Zara', 'clothing'], ['H&M', 'clothing'],
  ['Mango', 'clothing'], ['Pull&Bear', 'clothing'], ['Bershka', 'clothing'], ['Stradivarius', 'clothing'], ['Massimo Dutti', 'clothing'], ['Primark', 'clothing'], ['Uniqlo', 'clothing'],
  ['Levi\'s', 'clothing'], ['Lacoste', 'clothing'], ['Ralph Lauren', 'clothing'], ['Tommy Hilfiger', 'clothing'], ['Calvin Klein', 'clothing'], ['Desigual', 'clothing'],
  ['Benetton', 'clothing'], ['Sézane', 'clothing'], ['Petit Bateau', 'clothing'], ['Okaïdi', 'clothing'], ['Abercrombie & Fitch', 'clothing'], ['Superdry', 'clothing'],
  ['The North Face', 'clothing'], ['Patagonia', 'clothing'], ['Columbia', 'clothing'], ['Timberland', 'footwear'], ['Carhartt', 'clothing'], ['Stüssy', 'clothing'],
  ['Napapijri', 'clothing'], ['Helly Hansen', 'clothing'], ['Under Armour', 'clothing'], ['Reebok', 'footwear'], ['Asics', 'footwear'], ['New Balance', 'footwear'],
  ['Converse', 'footwear'], ['Vans', 'footwear'], ['Skechers', 'footwear'], ['Dr. Martens', 'footwear'], ['Birkenstock', 'footwear'], ['Clarks', 'footwear'], ['Geox', 'footwear'],
  ['Camper', 'footwear'], ['UGG', 'footwear'], ['Crocs', 'footwear'], ['Salomon', 'footwear'], ['Hoka', 'footwear'], ['Veja', 'footwear'], ['Louis Vuitton', 'clothing'],
  ['Gucci', 'clothing'], ['Balenciaga', 'clothing'], ['Hermès', 'clothing'], ['Michael Kors', 'clothing'], ['Bosch', 'large-appliances'], ['Siemens', 'large-appliances'],
  ['Philips', 'small-appliances'], ['Moulinex', 'small-appliances'], ['Tefal', 'small-appliances'], ['Rowenta', 'small-appliances'], ['Krups', 'small-appliances'],
  ['De\'Longhi', 'small-appliances'], ['Kenwood', 'small-appliances'], ['KitchenAid', 'small-appliances'], ['Dyson', 'small-appliances'], ['Cecotec', 'small-appliances'],
  ['Russell Hobbs', 'small-appliances'], ['Thermomix', 'small-appliances'], ['Kärcher', 'small-appliances'], ['iRobot', 'small-appliances'], ['Roborock', 'small-appliances'],
  ['BaByliss', 'small-appliances'], ['Oral-B', 'small-appliances'], ['Zanussi', 'large-appliances'], ['Electrolux', 'large-appliances'], ['AEG', 'large-appliances'],
  ['Whirlpool', 'large-appliances'], ['Indesit', 'large-appliances'], ['Beko', 'large-appliances'], ['Balay', 'large-appliances'], ['Teka', 'large-appliances'],
  ['Haier', 'large-appliances'], ['Hisense', 'large-appliances'], ['Miele', 'large-appliances'], ['Liebherr', 'large-appliances'], ['Smeg', 'large-appliances'], ['Candy', 'large-appliances'],
];

const suffixes = [' Inc.', ' Inc', ', Inc.', ' S.A.', ' SA', ' GmbH', ' Ltd', ' Ltd.', ' Co., Ltd.', ' Corporation', ' Corp.', ' AG', ' S.p.A.', ' Group', ' Official Store', '®', '™', ' (official)', ' Portugal', ' España', ' France', ' Europe'];
const neighbours: Record<string, string> = { a: 's', s: 'a', e: 'r', r: 'e', i: 'o', o: 'i', n: 'm', m: 'n', t: 'y', l: 'k', u: 'i', c: 'v', d: 'f', b: 'v', h: 'j', k: 'l', p: 'o', g: 'h' };

function typo(name: string): string {
  const letters = [...name];
  const positions = letters.map((ch, i) => (/[a-z]/i.test(ch) && i > 0 && i < letters.length - 1 ? i : -1)).filter((i) => i > 0);
  if (positions.length === 0) return name;
  const i = pick(positions);
  const kind = Math.floor(random() * 4);
  if (kind === 0 && neighbours[letters[i]!.toLowerCase()]) letters[i] = neighbours[letters[i]!.toLowerCase()]!;
  else if (kind === 1 && i + 1 < letters.length && /[a-z]/i.test(letters[i + 1]!)) [letters[i], letters[i + 1]] = [letters[i + 1]!, letters[i]!];
  else if (kind === 2) letters.splice(i, 1);
  else letters.splice(i, 0, letters[i]!);
  return letters.join('');
}

function stripAccents(name: string) {
  return name.normalize('NFD').replace(/\p{M}/gu, '');
}

function messy(name: string): string {
  const transforms = [
    (s: string) => s.toUpperCase(),
    (s: string) => s.toLowerCase(),
    (s: string) => s + pick(suffixes),
    (s: string) => s.toUpperCase() + pick(suffixes),
    (s: string) => stripAccents(s).toLowerCase(),
    (s: string) => s.replace(/\s+/g, pick(['-', '_', '.', '  '])),
    (s: string) => ` ${s} `,
    (s: string) => (s.replace(/[^\p{L}]/gu, '').length >= 7 ? typo(s) : s.toLowerCase()),
    (s: string) => (s.replace(/[^\p{L}]/gu, '').length >= 7 ? typo(s).toLowerCase() : s + pick(suffixes)),
    (s: string) => s.replace(/[&'.-]/g, pick([' ', '', ' and '])).replace(/\s+/g, ' ').trim(),
  ];
  let out = pick(transforms)(name);
  if (random() < 0.25) out = pick(transforms.slice(0, 7))(out);
  return out;
}

/** Strings that must not be read as a table brand: expected null. */
const adversarial: [string, string | undefined][] = [
  ['Canon', undefined], ['Nikon', undefined], ['Sonos', undefined], ['Samsonite', undefined], ['Nokian Tyres', undefined], ['Nokian', 'phones'], ['Mielle Organics', undefined],
  ['Abibas', 'footwear'], ['Adibas', 'footwear'], ['Hyundai', undefined], ['Fiat', undefined], ['Kia', undefined], ['Ikea', undefined], ['Tupperware', 'small-appliances'],
  ['Le Creuset', 'small-appliances'], ['Victorinox', undefined], ['Zwilling', 'small-appliances'], ['Rolex', 'clothing'], ['Casio', undefined], ['Seiko', undefined],
  ['Fossil', undefined], ['Ray-Ban', 'clothing'], ['Oakley', 'clothing'], ['Tissot', undefined], ['Swatch', undefined], ['Pyrex', 'small-appliances'], ['Staedtler', undefined],
  ['Faber-Castell', undefined], ['Meridian', 'bikes'], ['Orbit', 'bikes'], ['Cuba', 'bikes'], ['Zarina', 'clothing'], ['Mangold', undefined], ['trekking', 'footwear'],
  ['Trekking boots', 'footwear'], ['Applebee\'s', undefined], ['Sonyc', undefined], ['Huawai Tyres', undefined], ['Samsara', undefined], ['Pumpkin', 'clothing'], ['Nikel', undefined],
  ['Dellonte', undefined], ['Acerbis', 'bikes'], ['Asus Rog', 'footwear'], ['Levissima', undefined], ['Geoxi', undefined], ['Puma Energy', undefined], ['Oppidum', undefined],
  ['Honda', 'bikes'], ['Yamaha', 'bikes'], ['Suzuki', undefined], ['Kawasaki', undefined], ['Ducati', 'bikes'], ['Vespa', undefined], ['Piaggio', undefined], ['Gazprom', undefined],
  ['Boschetto', undefined], ['Siemensstadt', undefined], ['Philipp Plein', 'clothing'], ['Miu Miu', 'clothing'], ['Zadig & Voltaire', 'clothing'], ['Bimba', undefined],
  ['Cubot', 'phones'], ['Umidigi', 'phones'], ['Oukitel', 'phones'], ['Lenox', undefined], ['Scotty Cameron', undefined], ['Giantex', undefined], ['Orbeez', undefined],
  ['Canyon Ranch', undefined], ['Trekstor', 'tablets'], ['Nothing Hill', undefined], ['Maje-stic', undefined], ['Vansan', undefined], ['Candy Crush', undefined],
];

const cases: BrandCase[] = [];
while (cases.length < 500 - adversarial.length) {
  const [name, category] = brands[cases.length % brands.length]!;
  cases.push({ raw: messy(name), ...(random() < 0.5 ? { category } : {}), expected: name, adversarial: false });
}
for (const [raw, category] of adversarial) cases.push({ raw, ...(category ? { category } : {}), expected: null, adversarial: true });
const file = new URL('../../data/listing/brand-strings.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(cases, null, 1)}\n`);
console.log(`wrote ${cases.length} brand strings (${adversarial.length} adversarial) to ${file.pathname}`);
