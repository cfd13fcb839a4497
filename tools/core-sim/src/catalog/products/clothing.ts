import type { SeedProduct } from '../catalog-types.ts';
import { clothingSize, colour, legLength, shoeSize, waist } from '../option-types.ts';
import { product } from '../product.ts';

const garment = (brand: string, name: string, spec: Parameters<typeof product>[3]): SeedProduct => product('clothing', brand, name, spec);

const letterSizes = clothingSize('XS', 'S', 'M', 'L', 'XL', 'XXL');

export const clothing: SeedProduct[] = [
  garment("Levi's", '501 Original Fit Jeans', {
    aliases: ['levis 501', 'calças de ganga levis', '501'],
    options: [waist(28, 29, 30, 31, 32, 33, 34, 36, 38), legLength(30, 32, 34), colour('dark-blue', 'light-blue', 'black')],
  }),
  garment("Levi's", 'Trucker Jacket', {
    aliases: ['casaco de ganga levis', 'levis denim jacket'],
    options: [letterSizes, colour('light-blue', 'dark-blue', 'black')],
  }),
  garment('Nike', "Air Force 1 '07", {
    aliases: ['af1', 'air force one', 'CW2288'],
    options: [shoeSize(36, 47), colour('white', 'black')],
  }),
  garment('Nike', 'Air Max 90', {
    aliases: ['airmax 90', 'am90'],
    options: [shoeSize(38, 47), colour('white', 'black', 'grey')],
  }),
  garment('Adidas', 'Stan Smith', {
    aliases: ['stansmith', 'FX5502'],
    options: [shoeSize(36, 47), colour('white-green', 'white', 'black')],
  }),
  garment('Adidas', 'Ultraboost 22', {
    aliases: ['ultra boost 22', 'ultraboost'],
    options: [shoeSize(38, 47), colour('black', 'white', 'grey')],
  }),
  garment('Converse', 'Chuck Taylor All Star Hi', {
    aliases: ['all star', 'converse all star', 'chucks'],
    options: [shoeSize(35, 46), colour('black', 'white', 'red', 'navy')],
  }),
  garment('New Balance', '574', {
    aliases: ['nb 574', 'ML574'],
    options: [shoeSize(37, 47), colour('grey', 'navy', 'green')],
  }),
  garment('Dr. Martens', '1460 Smooth Leather Boots', {
    aliases: ['dr martens 1460', 'doc martens', 'botas dr martens'],
    options: [shoeSize(36, 47), colour('black', 'cherry-red')],
  }),
  garment('The North Face', '1996 Retro Nuptse Jacket', {
    aliases: ['nuptse', 'north face nuptse', 'kispo north face'],
    options: [letterSizes, colour('black', 'navy', 'yellow')],
  }),
  garment('Patagonia', 'Better Sweater Fleece Jacket', {
    aliases: ['better sweater', 'polar patagonia'],
    options: [letterSizes, colour('grey', 'navy', 'olive')],
  }),
  garment('Barbour', 'Beaufort Wax Jacket', {
    aliases: ['beaufort', 'barbour encerado'],
    options: [clothingSize('S', 'M', 'L', 'XL', 'XXL'), colour('olive', 'navy')],
  }),
  garment('Ralph Lauren', 'Custom Slim Fit Mesh Polo', {
    aliases: ['polo ralph lauren', 'ralph lauren polo'],
    options: [letterSizes, colour('navy', 'white', 'red', 'black')],
  }),
  garment('Lacoste', 'L.12.12 Polo', {
    aliases: ['polo lacoste', 'L1212'],
    options: [clothingSize('2 (XS)', '3 (S)', '4 (M)', '5 (L)', '6 (XL)', '7 (XXL)'), colour('white', 'navy', 'green', 'black')],
  }),
  garment('Uniqlo', 'Ultra Light Down Jacket', {
    aliases: ['ultra light down', 'casaco de penas uniqlo'],
    options: [letterSizes, colour('black', 'navy', 'olive', 'beige')],
  }),
  garment('Mango', 'Wool-blend Tailored Coat', {
    aliases: ['casaco de lã mango', 'mango coat'],
    options: [clothingSize('XS', 'S', 'M', 'L', 'XL'), colour('grey', 'black', 'brown')],
  }),
];
