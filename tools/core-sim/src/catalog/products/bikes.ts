import type { SeedProduct } from '../catalog-types.ts';
import { battery, colour, frameSize, gears, wheelSize } from '../option-types.ts';
import { product } from '../product.ts';

const bike = (brand: string, name: string, spec: Parameters<typeof product>[3]): SeedProduct => product('bikes', brand, name, spec);

export const bikes: SeedProduct[] = [
  bike('Specialized', 'Rockhopper Sport 29', {
    aliases: ['rockhopper'],
    options: [frameSize('S', 'M', 'L', 'XL'), wheelSize('27.5"', '29"'), colour('black', 'green')],
  }),
  bike('Specialized', 'Allez', {
    aliases: ['allez e5'],
    options: [frameSize('49 cm', '52 cm', '54 cm', '56 cm', '58 cm', '61 cm'), colour('black', 'red')],
  }),
  bike('Trek', 'Marlin 7 Gen 2', {
    aliases: ['marlin 7', 'marlin'],
    options: [frameSize('XS', 'S', 'M', 'ML', 'L', 'XL'), colour('black', 'blue', 'olive')],
  }),
  bike('Trek', 'FX 3 Disc', {
    aliases: ['fx3', 'fx 3'],
    options: [frameSize('S', 'M', 'L', 'XL'), colour('black', 'grey')],
  }),
  bike('Trek', 'Domane AL 2 Gen 3', {
    aliases: ['domane al2', 'domane'],
    options: [frameSize('50 cm', '52 cm', '54 cm', '56 cm', '58 cm', '61 cm'), colour('black', 'blue')],
  }),
  bike('Cannondale', 'Trail 5', {
    aliases: ['trail5'],
    options: [frameSize('XS', 'S', 'M', 'L', 'XL'), wheelSize('27.5"', '29"'), colour('grey', 'green')],
  }),
  bike('Cannondale', 'Topstone 2', {
    aliases: ['topstone'],
    options: [frameSize('XS', 'S', 'M', 'L', 'XL'), colour('grey', 'olive')],
  }),
  bike('Giant', 'Talon 2', {
    aliases: ['talon'],
    options: [frameSize('S', 'M', 'L', 'XL'), wheelSize('27.5"', '29"'), colour('black', 'blue')],
  }),
  bike('Giant', 'Escape 3', {
    aliases: ['escape'],
    options: [frameSize('S', 'M', 'L'), colour('black', 'grey')],
  }),
  bike('Orbea', 'Orca M30', {
    aliases: ['orca'],
    options: [frameSize('47 cm', '49 cm', '51 cm', '53 cm', '55 cm', '57 cm'), colour('black', 'red', 'white')],
  }),
  bike('Canyon', 'Grizl 7', {
    aliases: ['grizl'],
    options: [frameSize('2XS', 'XS', 'S', 'M', 'L', 'XL', '2XL'), colour('olive', 'grey')],
  }),
  bike('Brompton', 'C Line Explore', {
    aliases: ['brompton c line', 'brompton dobrável', 'brompton folding'],
    options: [gears(2, 6), colour('black', 'red', 'turquoise')],
  }),
  bike('Decathlon', 'Rockrider ST 540', {
    aliases: ['rockrider st540', 'btwin rockrider', 'st 540'],
    options: [frameSize('S', 'M', 'L', 'XL'), colour('black', 'blue')],
  }),
  bike('Decathlon', 'Triban RC 520', {
    aliases: ['triban rc520', 'van rysel rc 520'],
    options: [frameSize('XS', 'S', 'M', 'L', 'XL'), colour('grey', 'navy')],
  }),
  bike('Cube', 'Kathmandu Hybrid Pro 625', {
    aliases: ['kathmandu hybrid', 'cube e-bike'],
    options: [frameSize('46 cm', '50 cm', '54 cm', '58 cm'), battery('625 Wh', '750 Wh'), colour('grey', 'black')],
  }),
  bike('VanMoof', 'S3', {
    aliases: ['vanmoof s3', 'vanmoof'],
    options: [colour('black', 'grey')],
  }),
];
