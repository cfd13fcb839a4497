import type { AttributeName } from './attribute-names.ts';
import type { CategoryId } from './categories.ts';
import { normaliseText } from './normalise-text.ts';

/** A fact read by rules from the seller's own words, with the words it was read from. */
export interface TextAttribute {
  name: AttributeName;
  value: string;
  /** The seller's words the value was read from, for the claim check's evidence. */
  evidence: string;
}

const capacityPattern = /(?<![\p{L}\p{N}.,])(\d{1,4}(?:[.,]\d)?)\s?(gb|tb|go|to)(?![\p{L}])(\s*(?:de\s+)?(?:ram|memoria ram|memória ram))?/giu;
const ramBeforePattern = /\bram\s*:?\s*(\d{1,3})\s?(gb|go)\b/giu;
const screenPattern = /(?<![\p{L}\p{N}.,])(\d{1,2}(?:[.,]\d{1,2})?)\s?(?:"|''|”|″|polegadas|pulgadas|pouces|inch(?:es)?|in\b)/giu;
const batteryPattern = /(?:bateria|battery|bater[ií]a|batterie|saude da bateria|battery health)[^\d%\n]{0,30}?(\d{2,3})\s?%/giu;
const processorPattern = /\b(?:intel\s+)?(?:core\s+)?(i[3579])(?:[- ](\d{4,5}[a-z]{0,2}))?\b|\b(m[1-4](?:\s(?:pro|max|ultra))?)\b|\b(ryzen\s[3579](?:\s\d{4}[a-z]{0,2})?)\b/giu;
const sizeWordPattern = /(?:tamanho|talla|taille|size|tam\.?|pointure|n\.?º|numero|número)\s*:?\s*(xxxl|xxl|xl|xxs|xs|s|m|l|eu\s?\d{2}(?:[.,]5)?|\d{2}(?:[.,]5)?)(?![\p{L}\p{N}])/giu;
const euSizePattern = /(?<![\p{L}])eu\s?(\d{2}(?:[.,]5)?)(?![\p{N}])/giu;
const framePattern = /(?:quadro|cuadro|cadre|frame)(?:\s+(?:de|em|en|in)\s+\p{L}+)?,?(?:\s+(?:tamanho|talla|taille|size|de))?\s*:?\s*(xxl|xl|xs|s|m|l|\d{2}(?:[.,]\d)?\s?(?:cm)?)(?![\p{L}\p{N}])/giu;
const wheelPattern = /(?:rodas?|ruedas?|roues?|wheels?|aro)\s*(?:de\s*)?(700c|\d{2}(?:[.,]5)?(?!\d))\s*(?:"|''|polegadas|pulgadas|pouces|inch(?:es)?)?|(?<![\p{N}.,])(26|27[.,]5|28|29|700c)(?:er\b|"|''|\s?polegadas|\s?pulgadas|\s?pouces)/giu;

/** Colour words per language → kept as the seller wrote them; the table only says "this is a colour". */
const colourWords = new Set(
  [
    'preto', 'branco', 'cinzento', 'cinza', 'azul', 'vermelho', 'verde', 'amarelo', 'rosa', 'roxo', 'castanho', 'bege', 'dourado', 'prateado', 'laranja',
    'black', 'white', 'grey', 'gray', 'blue', 'red', 'green', 'yellow', 'pink', 'purple', 'brown', 'beige', 'gold', 'silver', 'orange', 'navy',
    'negro', 'blanco', 'gris', 'rojo', 'amarillo', 'morado', 'marron', 'dorado', 'plateado', 'naranja',
    'noir', 'blanc', 'bleu', 'rouge', 'vert', 'jaune', 'violet', 'marron', 'dore', 'argent', 'argente',
    'space gray', 'space grey', 'cinzento sideral', 'gris espacial', 'gris sideral', 'midnight', 'starlight', 'meia-noite',
  ].map((word) => normaliseText(word)),
);
const colourPattern = new RegExp(`(?<![\\p{L}])(${[...colourWords].sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}])`, 'u');

const withScreen: readonly CategoryId[] = ['phones', 'tablets', 'laptops', 'other', 'watches', 'cameras'];
const withCapacity: readonly CategoryId[] = ['phones', 'tablets', 'laptops', 'consoles', 'cameras', 'watches', 'audio', 'other'];
const withClothingSize: readonly CategoryId[] = ['clothing', 'footwear', 'other', 'watches'];

/**
 * Facts stated in the seller's name and text: capacities, RAM, screen, processor, battery health,
 * clothing and shoe sizes, frame and wheel sizes, colour. Read by rules, per category (a "42" is a
 * shoe size only after a size word or "EU"), and only what is written: nothing is completed.
 */
export function extractAttributes(text: string, category: CategoryId): TextAttribute[] {
  const found = new Map<AttributeName, TextAttribute>();
  const add = (name: AttributeName, value: string, evidence: string) => {
    if (!found.has(name)) found.set(name, { name, value, evidence: evidence.trim() });
  };

  if (withCapacity.includes(category)) {
    const storage: { gb: number; value: string; evidence: string }[] = [];
    for (const match of text.matchAll(capacityPattern)) {
      const amount = match[1]!.replace(',', '.');
      const unit = /^(tb|to)$/i.test(match[2]!) ? 'TB' : 'GB';
      const value = `${amount} ${unit}`;
      if (match[3]) add('ram', value, match[0]);
      else storage.push({ gb: Number(amount) * (unit === 'TB' ? 1024 : 1), value, evidence: match[0] });
    }
    for (const match of text.matchAll(ramBeforePattern)) add('ram', `${match[1]} GB`, match[0]);
    // "4GB/128GB": the larger capacity is the storage, a smaller one next to it the memory.
    const largest = storage.sort((a, b) => b.gb - a.gb)[0];
    if (largest && (category !== 'laptops' || largest.gb >= 64 || storage.length === 1)) add('storage_capacity', largest.value, largest.evidence);
    if (category === 'laptops' && !found.has('ram')) {
      const memory = storage.find((entry) => entry.gb <= 64 && entry !== largest);
      if (memory) add('ram', memory.value, memory.evidence);
    }
  }
  if (withScreen.includes(category)) {
    const screen = text.matchAll(screenPattern).next().value;
    if (screen) add('screen_size', `${screen[1]!.replace(',', '.')}"`, screen[0]);
  }
  if (category === 'phones' || category === 'tablets' || category === 'laptops' || category === 'watches') {
    const battery = text.matchAll(batteryPattern).next().value;
    if (battery) add('battery_health', `${battery[1]}%`, battery[0]);
  }
  if (category === 'laptops' || category === 'tablets') {
    const processor = text.matchAll(processorPattern).next().value;
    if (processor) {
      const value = processor[1] ? [processor[1], processor[2]].filter(Boolean).join('-') : (processor[3] ?? processor[4])!;
      add('processor', value.replace(/^m/, 'M').replace(/^i/, 'i').replace(/^ryzen/i, 'Ryzen'), processor[0]);
    }
  }
  if (withClothingSize.includes(category)) {
    const size = text.matchAll(sizeWordPattern).next().value;
    if (size) add('size', size[1]!.toUpperCase().replace(/^EU\s?/, 'EU '), size[0]);
    else if (category === 'footwear') {
      const eu = text.matchAll(euSizePattern).next().value;
      if (eu) add('size', `EU ${eu[1]}`, eu[0]);
    }
  }
  if (category === 'bikes') {
    const frame = text.matchAll(framePattern).next().value;
    if (frame) add('frame_size', frame[1]!.toUpperCase().replace(/\s?CM$/, ' cm'), frame[0]);
    const wheel = text.matchAll(wheelPattern).next().value;
    if (wheel) {
      const size = (wheel[1] ?? wheel[2])!.replace(',', '.').toLowerCase();
      add('wheel_size', size === '700c' ? size : `${size}"`, wheel[0]);
    }
  }
  const colour = colourPattern.exec(normaliseText(text));
  if (colour) add('colour', originalWords(text, colour[1]!), colour[1]!);
  return [...found.values()];
}

/** The seller's own spelling of words found in the normalised text. */
function originalWords(text: string, normalised: string): string {
  const words = text.split(/\s+/);
  for (let start = 0; start < words.length; start += 1) {
    for (let end = start + 1; end <= Math.min(words.length, start + 3); end += 1) {
      const candidate = words.slice(start, end).join(' ').replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
      if (normaliseText(candidate) === normalised) return candidate;
    }
  }
  return normalised;
}
