import type { Labels, SeedOptionType, SeedOptionValue } from './catalog-types.ts';
import { colours } from './colours.ts';
import { slug } from './slug.ts';

/** A value whose label reads the same in every language (`128 GB` → id `128gb`, `M`, `42`). */
function plain(label: string): SeedOptionValue {
  return { id: slug(label.replace(/(\d)\s+(?=[A-Za-z])/g, '$1')), labels: { 'pt-PT': label, en: label } };
}

function optionType(id: string, labels: Labels, values: SeedOptionValue[]): SeedOptionType {
  return { id, labels, values };
}

export function storage(...sizes: string[]): SeedOptionType {
  return optionType('storage', { 'pt-PT': 'Armazenamento', en: 'Storage' }, sizes.map(plain));
}

export function ram(...sizes: string[]): SeedOptionType {
  return optionType('ram', { 'pt-PT': 'Memória RAM', en: 'RAM' }, sizes.map(plain));
}

export function colour(...ids: string[]): SeedOptionType {
  return optionType(
    'colour',
    { 'pt-PT': 'Cor', en: 'Colour' },
    ids.map((id) => {
      const labels = colours[id];
      if (labels === undefined) throw new Error(`unknown colour "${id}"`);
      return { id, labels };
    }),
  );
}

export function connectivity(): SeedOptionType {
  return optionType('connectivity', { 'pt-PT': 'Conectividade', en: 'Connectivity' }, [
    { id: 'wifi', labels: { 'pt-PT': 'Wi-Fi', en: 'Wi-Fi' } },
    { id: 'wifi-cellular', labels: { 'pt-PT': 'Wi-Fi + rede móvel', en: 'Wi-Fi + Cellular' } },
  ]);
}

/** Variants sold under one name (disc or digital console, vacuum kits). */
export function edition(...values: [id: string, ptPT: string, en: string][]): SeedOptionType {
  return optionType(
    'edition',
    { 'pt-PT': 'Edição', en: 'Edition' },
    values.map(([id, ptPT, en]) => ({ id, labels: { 'pt-PT': ptPT, en } })),
  );
}

export function frameSize(...sizes: string[]): SeedOptionType {
  return optionType('frame_size', { 'pt-PT': 'Tamanho do quadro', en: 'Frame size' }, sizes.map(plain));
}

export function wheelSize(...sizes: string[]): SeedOptionType {
  return optionType('wheel_size', { 'pt-PT': 'Tamanho das rodas', en: 'Wheel size' }, sizes.map(plain));
}

export function gears(...counts: number[]): SeedOptionType {
  return optionType(
    'gears',
    { 'pt-PT': 'Mudanças', en: 'Gears' },
    counts.map((n) => ({ id: `${n}-speed`, labels: { 'pt-PT': `${n} velocidades`, en: `${n}-speed` } })),
  );
}

export function battery(...capacities: string[]): SeedOptionType {
  return optionType('battery', { 'pt-PT': 'Bateria', en: 'Battery' }, capacities.map(plain));
}

export function capacity(...capacities: string[]): SeedOptionType {
  return optionType('capacity', { 'pt-PT': 'Capacidade', en: 'Capacity' }, capacities.map(plain));
}

export function clothingSize(...sizes: string[]): SeedOptionType {
  return optionType('size', { 'pt-PT': 'Tamanho', en: 'Size' }, sizes.map(plain));
}

/** EU shoe sizes, whole numbers from `from` to `to`. */
export function shoeSize(from: number, to: number): SeedOptionType {
  const sizes = Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
  return optionType('size', { 'pt-PT': 'Tamanho (EU)', en: 'Size (EU)' }, sizes.map(plain));
}

export function waist(...sizes: number[]): SeedOptionType {
  return optionType('waist', { 'pt-PT': 'Cintura', en: 'Waist' }, sizes.map((n) => plain(`W${n}`)));
}

export function legLength(...sizes: number[]): SeedOptionType {
  return optionType('length', { 'pt-PT': 'Comprimento', en: 'Length' }, sizes.map((n) => plain(`L${n}`)));
}
