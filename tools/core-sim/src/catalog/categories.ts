import type { SeedCategory } from './catalog-types.ts';

export const categories: SeedCategory[] = [
  {
    id: 'phones',
    labels: { 'pt-PT': 'Telemóveis', en: 'Phones' },
    keywords: ['telemóvel', 'telemovel', 'telefone', 'smartphone', 'phone', 'mobile', 'celular'],
  },
  {
    id: 'laptops',
    labels: { 'pt-PT': 'Computadores portáteis', en: 'Laptops' },
    keywords: ['portátil', 'computador', 'laptop', 'notebook', 'computer'],
  },
  {
    id: 'tablets',
    labels: { 'pt-PT': 'Tablets e e-readers', en: 'Tablets and e-readers' },
    keywords: ['tablet', 'tablete', 'e-reader', 'leitor', 'ebook'],
  },
  {
    id: 'consoles',
    labels: { 'pt-PT': 'Consolas', en: 'Game consoles' },
    keywords: ['consola', 'console', 'videojogos', 'gaming'],
  },
  {
    id: 'bikes',
    labels: { 'pt-PT': 'Bicicletas', en: 'Bikes' },
    keywords: ['bicicleta', 'bike', 'bicycle', 'btt', 'e-bike', 'elétrica'],
  },
  {
    id: 'small-appliances',
    labels: { 'pt-PT': 'Pequenos eletrodomésticos', en: 'Small appliances' },
    keywords: ['eletrodoméstico', 'eletrodomestico', 'appliance', 'cozinha', 'kitchen', 'máquina', 'aspirador'],
  },
  {
    id: 'clothing',
    labels: { 'pt-PT': 'Roupa e calçado', en: 'Clothing and shoes' },
    keywords: ['roupa', 'vestuário', 'calçado', 'sapatilhas', 'ténis', 'casaco', 'clothing', 'clothes', 'shoes', 'sneakers', 'jacket'],
  },
];
