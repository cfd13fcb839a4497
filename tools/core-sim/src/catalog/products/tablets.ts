import type { SeedProduct } from '../catalog-types.ts';
import { colour, connectivity, ram, storage } from '../option-types.ts';
import { product } from '../product.ts';

const tablet = (brand: string, name: string, spec: Parameters<typeof product>[3]): SeedProduct => product('tablets', brand, name, spec);

export const tablets: SeedProduct[] = [
  tablet('Apple', 'iPad (9th generation)', {
    aliases: ['ipad 9', 'ipad 2021', 'A2602'],
    options: [storage('64 GB', '256 GB'), connectivity(), colour('space-grey', 'silver')],
  }),
  tablet('Apple', 'iPad (10th generation)', {
    aliases: ['ipad 10', 'ipad 2022', 'A2696'],
    options: [storage('64 GB', '256 GB'), connectivity(), colour('blue', 'pink', 'yellow', 'silver')],
  }),
  tablet('Apple', 'iPad Air (5th generation)', {
    aliases: ['ipad air 5', 'ipad air m1', 'A2588'],
    options: [storage('64 GB', '256 GB'), connectivity(), colour('space-grey', 'starlight', 'pink', 'purple', 'blue')],
  }),
  tablet('Apple', 'iPad Pro 11" (4th generation)', {
    aliases: ['ipad pro 11 m2', 'ipad pro 2022', 'A2759'],
    options: [storage('128 GB', '256 GB', '512 GB', '1 TB', '2 TB'), connectivity(), colour('space-grey', 'silver')],
  }),
  tablet('Apple', 'iPad Pro 12.9" (5th generation)', {
    aliases: ['ipad pro 12.9 m1', 'ipad pro 2021', 'A2378'],
    options: [storage('128 GB', '256 GB', '512 GB', '1 TB', '2 TB'), connectivity(), colour('space-grey', 'silver')],
  }),
  tablet('Apple', 'iPad mini (6th generation)', {
    aliases: ['ipad mini 6', 'A2567'],
    options: [storage('64 GB', '256 GB'), connectivity(), colour('space-grey', 'pink', 'purple', 'starlight')],
  }),
  tablet('Samsung', 'Galaxy Tab S8', {
    aliases: ['tab s8', 'SM-X700'],
    options: [storage('128 GB', '256 GB'), connectivity(), colour('graphite', 'silver', 'rose-gold')],
  }),
  tablet('Samsung', 'Galaxy Tab S9', {
    aliases: ['tab s9', 'SM-X710'],
    options: [storage('128 GB', '256 GB'), connectivity(), colour('graphite', 'beige')],
  }),
  tablet('Samsung', 'Galaxy Tab A8', {
    aliases: ['tab a8', 'SM-X200'],
    options: [storage('32 GB', '64 GB', '128 GB'), connectivity(), colour('grey', 'silver', 'rose-gold')],
  }),
  tablet('Microsoft', 'Surface Pro 8', {
    aliases: ['surface pro', 'surface pro8'],
    options: [ram('8 GB', '16 GB', '32 GB'), storage('128 GB', '256 GB', '512 GB', '1 TB'), colour('silver', 'graphite')],
  }),
  tablet('Lenovo', 'Tab P11 (2nd Gen)', {
    aliases: ['tab p11', 'TB350FU'],
    options: [storage('128 GB'), colour('grey')],
  }),
  tablet('Amazon', 'Kindle Paperwhite (11th generation)', {
    aliases: ['kindle', 'paperwhite', 'kindle paperwhite 5'],
    options: [storage('8 GB', '16 GB'), colour('black', 'green', 'dark-blue')],
  }),
  tablet('Xiaomi', 'Pad 6', {
    aliases: ['xiaomi pad6', 'mi pad 6'],
    options: [ram('6 GB', '8 GB'), storage('128 GB', '256 GB'), colour('graphite', 'light-blue', 'gold')],
  }),
];
