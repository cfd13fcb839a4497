import type { SeedProduct } from '../catalog-types.ts';
import { colour, storage } from '../option-types.ts';
import { product } from '../product.ts';

const phone = (brand: string, name: string, spec: Parameters<typeof product>[3]): SeedProduct => product('phones', brand, name, spec);

export const phones: SeedProduct[] = [
  phone('Apple', 'iPhone 11', {
    aliases: ['iphone11', 'A2221'],
    options: [storage('64 GB', '128 GB', '256 GB'), colour('black', 'white', 'red', 'yellow', 'purple', 'green')],
  }),
  phone('Apple', 'iPhone 12', {
    aliases: ['iphone12', 'A2403'],
    options: [storage('64 GB', '128 GB', '256 GB'), colour('black', 'white', 'red', 'green', 'blue', 'purple')],
  }),
  phone('Apple', 'iPhone 12 mini', {
    aliases: ['iphone12 mini', 'A2399'],
    options: [storage('64 GB', '128 GB', '256 GB'), colour('black', 'white', 'red', 'green', 'blue', 'purple')],
  }),
  phone('Apple', 'iPhone 12 Pro', {
    aliases: ['iphone12 pro', 'A2407'],
    options: [storage('128 GB', '256 GB', '512 GB'), colour('graphite', 'silver', 'gold', 'pacific-blue')],
  }),
  phone('Apple', 'iPhone 13', {
    aliases: ['iphone13', 'A2633'],
    options: [storage('128 GB', '256 GB', '512 GB'), colour('midnight', 'starlight', 'blue', 'pink', 'red', 'green')],
  }),
  phone('Apple', 'iPhone 13 Pro', {
    aliases: ['iphone13 pro', 'A2638'],
    options: [storage('128 GB', '256 GB', '512 GB', '1 TB'), colour('graphite', 'gold', 'silver', 'sierra-blue', 'alpine-green')],
  }),
  phone('Apple', 'iPhone 14', {
    aliases: ['iphone14', 'A2882'],
    options: [storage('128 GB', '256 GB', '512 GB'), colour('midnight', 'starlight', 'blue', 'purple', 'red', 'yellow')],
  }),
  phone('Apple', 'iPhone 14 Pro', {
    aliases: ['iphone14 pro', 'A2890'],
    options: [storage('128 GB', '256 GB', '512 GB', '1 TB'), colour('space-black', 'silver', 'gold', 'deep-purple')],
  }),
  phone('Apple', 'iPhone 15', {
    aliases: ['iphone15', 'A3090'],
    options: [storage('128 GB', '256 GB', '512 GB'), colour('black', 'blue', 'green', 'yellow', 'pink')],
  }),
  phone('Apple', 'iPhone 15 Pro', {
    aliases: ['iphone15 pro', 'A3102'],
    options: [
      storage('128 GB', '256 GB', '512 GB', '1 TB'),
      colour('natural-titanium', 'blue-titanium', 'white-titanium', 'black-titanium'),
    ],
  }),
  phone('Apple', 'iPhone SE (2022)', {
    aliases: ['iphone se 3', 'iphone se 3rd generation', 'A2783'],
    options: [storage('64 GB', '128 GB', '256 GB'), colour('midnight', 'starlight', 'red')],
  }),
  phone('Samsung', 'Galaxy S21 5G', {
    aliases: ['s21', 'SM-G991B'],
    options: [storage('128 GB', '256 GB'), colour('phantom-grey', 'phantom-white', 'phantom-violet', 'pink')],
  }),
  phone('Samsung', 'Galaxy S22', {
    aliases: ['s22', 'SM-S901B'],
    options: [storage('128 GB', '256 GB'), colour('phantom-black', 'phantom-white', 'green', 'rose-gold')],
  }),
  phone('Samsung', 'Galaxy S23', {
    aliases: ['s23', 'SM-S911B'],
    options: [storage('128 GB', '256 GB', '512 GB'), colour('phantom-black', 'cream', 'green', 'lavender')],
  }),
  phone('Samsung', 'Galaxy S23 Ultra', {
    aliases: ['s23 ultra', 'SM-S918B'],
    options: [storage('256 GB', '512 GB', '1 TB'), colour('phantom-black', 'cream', 'green', 'lavender')],
  }),
  phone('Samsung', 'Galaxy S24', {
    aliases: ['s24', 'SM-S921B'],
    options: [storage('128 GB', '256 GB', '512 GB'), colour('black', 'grey', 'purple', 'yellow')],
  }),
  phone('Samsung', 'Galaxy A54 5G', {
    aliases: ['a54', 'SM-A546B'],
    options: [storage('128 GB', '256 GB'), colour('graphite', 'white', 'lavender', 'green')],
  }),
  phone('Samsung', 'Galaxy Z Flip5', {
    aliases: ['z flip 5', 'flip5', 'SM-F731B'],
    options: [storage('256 GB', '512 GB'), colour('graphite', 'cream', 'lavender', 'mint')],
  }),
  phone('Google', 'Pixel 7', {
    aliases: ['pixel7', 'GVU6C'],
    options: [storage('128 GB', '256 GB'), colour('black', 'white', 'green')],
  }),
  phone('Google', 'Pixel 8', {
    aliases: ['pixel8', 'GKWS6'],
    options: [storage('128 GB', '256 GB'), colour('black', 'beige', 'pink')],
  }),
  phone('Google', 'Pixel 8 Pro', {
    aliases: ['pixel8 pro', 'GC3VE'],
    options: [storage('128 GB', '256 GB', '512 GB', '1 TB'), colour('black', 'white', 'light-blue')],
  }),
  phone('Xiaomi', 'Redmi Note 12', {
    aliases: ['redmi note12', 'note 12'],
    options: [storage('64 GB', '128 GB', '256 GB'), colour('grey', 'blue', 'green')],
  }),
  phone('Xiaomi', '13T', {
    aliases: ['xiaomi13t', 'mi 13t'],
    options: [storage('256 GB', '512 GB'), colour('black', 'light-blue', 'green')],
  }),
  phone('OnePlus', '11 5G', {
    aliases: ['oneplus11', 'one plus 11', 'PHB110'],
    options: [storage('128 GB', '256 GB'), colour('black', 'green')],
  }),
  phone('Motorola', 'moto g84 5G', {
    aliases: ['moto g84', 'g84'],
    options: [storage('256 GB'), colour('dark-blue', 'pink', 'light-blue')],
  }),
  phone('Nothing', 'Phone (2)', {
    aliases: ['nothing phone 2', 'A065'],
    options: [storage('128 GB', '256 GB', '512 GB'), colour('white', 'grey')],
  }),
  phone('Huawei', 'P30 Pro', {
    aliases: ['p30pro', 'VOG-L29'],
    options: [storage('128 GB', '256 GB'), colour('black', 'blue', 'orange')],
  }),
  phone('Fairphone', 'Fairphone 5', {
    aliases: ['fp5'],
    options: [storage('256 GB'), colour('black', 'light-blue', 'transparent')],
  }),
];
