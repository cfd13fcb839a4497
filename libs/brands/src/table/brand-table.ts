import type { BrandCategory } from '@circular/contract';
import { brandTableText } from './brand-table.data.ts';
import { beautyMusicBrands } from './brands-beauty-music.data.ts';
import { camerasAudioBrands } from './brands-cameras-audio.data.ts';
import { fashionBrands } from './brands-fashion.data.ts';
import { sportsToolsBrands } from './brands-sports-tools.data.ts';
import { toysBooksBrands } from './brands-toys-books.data.ts';
import { vehiclesBrands } from './brands-vehicles.data.ts';
import { watchesFurnitureBrands } from './brands-watches-furniture.data.ts';

/** One brand of the table. */
export interface BrandEntry {
  /**
   * The canonical name, as the brand writes it; unique in the table. A name two brands bear is written with what tells them apart
   * in brackets ("Orange (amps)", "Lotus (watches)"): `shown` is the name without it, what callers read.
   */
  name: string;
  /** The name callers read where `name` carries a bracketed qualifier ("Orange" for "Orange (amps)"); else absent. */
  shown?: string | undefined;
  categories: BrandCategory[];
  /** Other names and common misspellings, lower case. */
  aliases: string[];
  /** Aliases another brand shares on purpose ("boss"): they match only where a category tells the brands apart. */
  sharedAliases?: string[] | undefined;
  wikidataId?: string | undefined;
  /** The name is also a common word (Mango, Poco): free text must write it with the brand's capitals. */
  commonWord: boolean;
  /** The brand this one belongs to (Redmi → Xiaomi), when it has one. */
  parent?: string | undefined;
  /**
   * The brand family: the top of the parent chain (Cupra → Seat → Volkswagen), else the name itself — below a holding: a
   * group that sells under its brands' names (Inditex, LVMH) owns brands that stay families of their own to a buyer (Zara, Bershka).
   */
  family: string;
  /** A group that sells under its brands' names, not its own (`@` in the table): the parent its brands answer, no family over them. */
  holding?: boolean;
  /**
   * A shop whose shelves carry other makers' goods under those makers' names (`$` in the table: Leroy Merlin, Sephora): named
   * as where the item was bought ("comprado na Conforama"), it is not the item's maker. A shop selling its own label has no mark.
   */
  retailer?: boolean;
  /** Categories where the brand is also a component or licence on other makers' items (Shimano in bikes). */
  componentIn?: BrandCategory[] | undefined;
  /** Position in the table: the order `discover` ranks by. */
  rank: number;
  source: 'table' | 'catalogue';
}

/** The one- or two-letter codes the table data writes categories with. */
export const categoryCodes: Readonly<Record<string, BrandCategory>> = {
  ph: 'phones',
  ta: 'tablets',
  la: 'laptops',
  co: 'consoles',
  bi: 'bikes',
  cl: 'clothing',
  fo: 'footwear',
  sa: 'small-appliances',
  lg: 'large-appliances',
  cm: 'cameras',
  au: 'audio',
  wj: 'watches-jewellery',
  fu: 'furniture',
  tb: 'toys-baby',
  bm: 'books-media',
  so: 'sports-outdoor',
  td: 'tools-diy',
  be: 'beauty-perfume',
  mi: 'musical-instruments',
  vp: 'vehicle-parts',
};

/** Every category of the table, in the contract's order. */
export const brandCategories: readonly BrandCategory[] = Object.values(categoryCodes);

const knownCategories: ReadonlySet<string> = new Set(brandCategories);

/** Whether a string is a category of the table (a marketplace's own label is not). */
export function isBrandCategory(category: string | undefined): category is BrandCategory {
  return category !== undefined && knownCategories.has(category);
}

/**
 * Reads the table's text form; a malformed line, an unknown category code or a parent missing from
 * the table is a programming error, thrown on first use (the integrity test runs it in CI).
 */
export function parseBrandTable(text: string): BrandEntry[] {
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line, rank) => {
      const [rawName = '', codes = '', aliases = '', wikidata = '', parent = ''] = line.split('|').map((part) => part.trim());
      const marks = /^[~^@$]*/.exec(rawName)![0];
      const name = rawName.slice(marks.length);
      const categories: BrandCategory[] = [];
      const componentIn: BrandCategory[] = [];
      for (const code of codes.split(/\s+/)) {
        const category = categoryCodes[code.replace(/\^$/, '')];
        if (!category) throw new Error(`brand table: unknown category code "${code}" for ${name}`);
        categories.push(category);
        if (code.endsWith('^') || marks.includes('^')) componentIn.push(category);
      }
      if (wikidata && !/^Q[1-9]\d*$/.test(wikidata)) throw new Error(`brand table: bad Wikidata id for ${name}`);
      const allAliases = aliases.split(',').map((alias) => alias.trim()).filter((alias) => alias.length > 0);
      // "Orange (amps)": a name another brand bears too, told apart by the bracket; the name itself is an alias both share.
      const shown = /^(.*\S)\s*\([^()]+\)$/u.exec(name)?.[1];
      const shared = [...allAliases.filter((alias) => alias.startsWith('?')).map((alias) => alias.slice(1)), ...(shown ? [shown.toLowerCase()] : [])];
      return {
        name,
        ...(shown ? { shown } : {}),
        categories,
        aliases: allAliases.filter((alias) => !alias.startsWith('?')),
        ...(shared.length > 0 ? { sharedAliases: shared } : {}),
        wikidataId: wikidata || undefined,
        commonWord: marks.includes('~'),
        ...(marks.includes('@') ? { holding: true } : {}),
        ...(marks.includes('$') ? { retailer: true } : {}),
        ...(parent ? { parent } : {}),
        family: name,
        ...(componentIn.length > 0 ? { componentIn } : {}),
        rank,
        source: 'table' as const,
      };
    });
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  for (const entry of entries) entry.family = familyOf(entry, byName);
  return entries;
}

/** The top of an entry's parent chain below any holding; a missing parent or a cycle is a defect of the table. */
function familyOf(entry: BrandEntry, byName: ReadonlyMap<string, BrandEntry>): string {
  const seen = new Set<string>();
  let current = entry;
  let family: string | undefined;
  while (current.parent !== undefined) {
    if (seen.has(current.name)) throw new Error(`brand table: parent cycle through ${current.name}`);
    seen.add(current.name);
    const parent = byName.get(current.parent);
    if (!parent) throw new Error(`brand table: ${current.name} names the parent "${current.parent}", which the table lacks`);
    if (parent.holding) family ??= current.name;
    current = parent;
  }
  return family ?? current.name;
}

/** The name callers read: a table name without the bracket that tells two brands of one name apart ("Orange (amps)" → "Orange"). */
export function shownName(name: string): string;
export function shownName(name: string | undefined): string | undefined;
export function shownName(name: string | undefined): string | undefined {
  return name?.replace(/\s*\([^()]+\)$/u, '');
}

/** The table's text, in ranking order: the first file's brands, then each group's. */
export const brandTableTexts: readonly string[] = [brandTableText, fashionBrands, camerasAudioBrands, watchesFurnitureBrands, toysBooksBrands, sportsToolsBrands, beautyMusicBrands, vehiclesBrands];

let table: readonly BrandEntry[] | undefined;

/**
 * The curated table shipped with the library, parsed on first use: a process that never matches a
 * brand (most of the server's requests) never pays for its 4,000 lines.
 */
export function readBrandTable(): readonly BrandEntry[] {
  table ??= parseBrandTable(brandTableTexts.join('\n'));
  return table;
}

let shownTable: readonly BrandEntry[] | undefined;

/**
 * The shipped table as callers read it: each brand by the name it is sold under, so two brands of one name ("Orange" of amps and
 * of bikes, "Lotus" of watches and of cars) are two entries of that name, told apart by their categories and owners.
 */
export function loadBrandTable(): readonly BrandEntry[] {
  shownTable ??= readBrandTable().map((entry) =>
    entry.shown === undefined && !/\)$/u.test(entry.parent ?? '') && !/\)$/u.test(entry.family)
      ? entry
      : { ...entry, name: shownName(entry.name), parent: shownName(entry.parent), family: shownName(entry.family) },
  );
  return shownTable;
}
