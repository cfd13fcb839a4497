import type { SeedProduct } from '../catalog-types.ts';
import { colour, ram, storage } from '../option-types.ts';
import { product } from '../product.ts';

const laptop = (brand: string, name: string, spec: Parameters<typeof product>[3]): SeedProduct => product('laptops', brand, name, spec);

export const laptops: SeedProduct[] = [
  laptop('Apple', 'MacBook Air 13" (M1, 2020)', {
    aliases: ['macbook air m1', 'A2337'],
    options: [ram('8 GB', '16 GB'), storage('256 GB', '512 GB', '1 TB', '2 TB'), colour('space-grey', 'silver', 'gold')],
  }),
  laptop('Apple', 'MacBook Air 13" (M2, 2022)', {
    aliases: ['macbook air m2', 'A2681'],
    options: [ram('8 GB', '16 GB', '24 GB'), storage('256 GB', '512 GB', '1 TB', '2 TB'), colour('midnight', 'starlight', 'space-grey', 'silver')],
  }),
  laptop('Apple', 'MacBook Air 15" (M2, 2023)', {
    aliases: ['macbook air 15', 'A2941'],
    options: [ram('8 GB', '16 GB', '24 GB'), storage('256 GB', '512 GB', '1 TB', '2 TB'), colour('midnight', 'starlight', 'space-grey', 'silver')],
  }),
  laptop('Apple', 'MacBook Pro 13" (M2, 2022)', {
    aliases: ['macbook pro m2', 'A2338'],
    options: [ram('8 GB', '16 GB', '24 GB'), storage('256 GB', '512 GB', '1 TB', '2 TB'), colour('space-grey', 'silver')],
  }),
  laptop('Apple', 'MacBook Pro 14" (M1 Pro, 2021)', {
    aliases: ['macbook pro 14 m1 pro', 'A2442'],
    options: [ram('16 GB', '32 GB'), storage('512 GB', '1 TB', '2 TB', '4 TB', '8 TB'), colour('space-grey', 'silver')],
  }),
  laptop('Apple', 'MacBook Pro 14" (M3, 2023)', {
    aliases: ['macbook pro 14 m3', 'A2918'],
    options: [ram('8 GB', '16 GB', '24 GB'), storage('512 GB', '1 TB', '2 TB'), colour('space-grey', 'silver')],
  }),
  laptop('Dell', 'XPS 13 9310', {
    aliases: ['xps13', 'xps 13'],
    options: [ram('8 GB', '16 GB', '32 GB'), storage('256 GB', '512 GB', '1 TB'), colour('silver', 'white')],
  }),
  laptop('Dell', 'XPS 15 9520', {
    aliases: ['xps15', 'xps 15'],
    options: [ram('16 GB', '32 GB', '64 GB'), storage('512 GB', '1 TB', '2 TB')],
  }),
  laptop('Dell', 'Latitude 7420', {
    aliases: ['latitude 14 7000'],
    options: [ram('8 GB', '16 GB', '32 GB'), storage('256 GB', '512 GB', '1 TB')],
  }),
  laptop('Lenovo', 'ThinkPad X1 Carbon Gen 9', {
    aliases: ['x1 carbon', 'thinkpad x1', '20XW'],
    options: [ram('8 GB', '16 GB', '32 GB'), storage('256 GB', '512 GB', '1 TB', '2 TB')],
  }),
  laptop('Lenovo', 'ThinkPad T14 Gen 2', {
    aliases: ['t14', 'thinkpad t14', '20W0'],
    options: [ram('8 GB', '16 GB', '32 GB'), storage('256 GB', '512 GB', '1 TB')],
  }),
  laptop('Lenovo', 'IdeaPad 5 14ALC05', {
    aliases: ['ideapad 5', 'ideapad5'],
    options: [ram('8 GB', '16 GB'), storage('256 GB', '512 GB'), colour('grey', 'light-blue')],
  }),
  laptop('Lenovo', 'Yoga Slim 7 14ITL05', {
    aliases: ['yoga slim 7', 'yoga 7'],
    options: [ram('8 GB', '16 GB'), storage('512 GB', '1 TB'), colour('grey', 'light-blue')],
  }),
  laptop('HP', 'Spectre x360 14', {
    aliases: ['spectre x360', 'spectre 14'],
    options: [ram('8 GB', '16 GB', '32 GB'), storage('512 GB', '1 TB', '2 TB'), colour('black', 'blue')],
  }),
  laptop('HP', 'EliteBook 840 G8', {
    aliases: ['elitebook 840', '840 g8'],
    options: [ram('8 GB', '16 GB', '32 GB'), storage('256 GB', '512 GB', '1 TB')],
  }),
  laptop('HP', 'Pavilion 15-eg0', {
    aliases: ['pavilion 15', 'hp pavilion'],
    options: [ram('8 GB', '16 GB'), storage('256 GB', '512 GB'), colour('silver', 'gold')],
  }),
  laptop('ASUS', 'ZenBook 14 UX425EA', {
    aliases: ['zenbook 14', 'zenbook', 'ux425'],
    options: [ram('8 GB', '16 GB'), storage('512 GB', '1 TB'), colour('grey', 'light-blue')],
  }),
  laptop('ASUS', 'ROG Zephyrus G14 (2022)', {
    aliases: ['zephyrus g14', 'rog g14', 'GA402'],
    options: [ram('16 GB', '32 GB'), storage('512 GB', '1 TB'), colour('grey', 'white')],
  }),
  laptop('Acer', 'Swift 3 SF314-43', {
    aliases: ['swift 3', 'acer swift'],
    options: [ram('8 GB', '16 GB'), storage('512 GB', '1 TB'), colour('silver')],
  }),
  laptop('Microsoft', 'Surface Laptop 4 13.5"', {
    aliases: ['surface laptop 4', 'surface laptop'],
    options: [ram('8 GB', '16 GB', '32 GB'), storage('256 GB', '512 GB', '1 TB'), colour('silver', 'black', 'light-blue')],
  }),
];
