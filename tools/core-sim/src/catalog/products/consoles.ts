import type { SeedProduct } from '../catalog-types.ts';
import { colour, edition, storage } from '../option-types.ts';
import { product } from '../product.ts';

const gamingConsole = (brand: string, name: string, spec: Parameters<typeof product>[3]): SeedProduct => product('consoles', brand, name, spec);

const discOrDigital = edition(['standard', 'Standard (com leitor de discos)', 'Standard (with disc drive)'], ['digital', 'Digital Edition', 'Digital Edition']);

export const consoles: SeedProduct[] = [
  gamingConsole('Sony', 'PlayStation 5', {
    aliases: ['ps5', 'playstation5', 'CFI-1216A'],
    options: [discOrDigital],
  }),
  gamingConsole('Sony', 'PlayStation 5 Slim', {
    aliases: ['ps5 slim', 'CFI-2016'],
    options: [discOrDigital],
  }),
  gamingConsole('Sony', 'PlayStation 4 Pro', {
    aliases: ['ps4 pro', 'CUH-7216B'],
    options: [storage('1 TB'), colour('black', 'white')],
  }),
  gamingConsole('Sony', 'PlayStation 4 Slim', {
    aliases: ['ps4 slim', 'ps4', 'CUH-2216A'],
    options: [storage('500 GB', '1 TB'), colour('black', 'white')],
  }),
  gamingConsole('Microsoft', 'Xbox Series X', {
    aliases: ['series x', 'xsx', 'RRT-00009'],
    options: [
      edition(
        ['standard', '1 TB (preto)', '1 TB (black)'],
        ['digital', 'Digital Edition 1 TB (branco)', 'Digital Edition 1 TB (white)'],
        ['galaxy', 'Galaxy Black Special Edition 2 TB', 'Galaxy Black Special Edition 2 TB'],
      ),
    ],
  }),
  gamingConsole('Microsoft', 'Xbox Series S', {
    aliases: ['series s', 'xss', 'RRS-00009'],
    options: [storage('512 GB', '1 TB'), colour('white', 'black')],
  }),
  gamingConsole('Microsoft', 'Xbox One S', {
    aliases: ['xbox one', 'xbone s', '234-00011'],
    options: [storage('500 GB', '1 TB'), colour('white')],
  }),
  gamingConsole('Nintendo', 'Switch (OLED model)', {
    aliases: ['switch oled', 'HEG-001'],
    options: [colour('white', 'neon')],
  }),
  gamingConsole('Nintendo', 'Switch', {
    aliases: ['nintendo switch v2', 'HAC-001(-01)'],
    options: [colour('neon', 'grey')],
  }),
  gamingConsole('Nintendo', 'Switch Lite', {
    aliases: ['switch lite', 'HDH-001'],
    options: [colour('turquoise', 'yellow', 'grey', 'coral', 'blue')],
  }),
  gamingConsole('Valve', 'Steam Deck OLED', {
    aliases: ['steamdeck oled', 'steam deck'],
    options: [storage('512 GB', '1 TB')],
  }),
  gamingConsole('Valve', 'Steam Deck (LCD)', {
    aliases: ['steamdeck', 'steam deck lcd'],
    options: [storage('64 GB', '256 GB', '512 GB')],
  }),
  gamingConsole('Sony', 'PlayStation Portal', {
    aliases: ['ps portal', 'CFI-Y1016'],
    options: [],
  }),
];
