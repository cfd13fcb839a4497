import type { BrandCategory } from '@circular/contract';
import { brandTableText } from './brand-table.data.ts';

/** One brand of the table. */
export interface BrandEntry {
  /** The canonical name, as the brand writes it. */
  name: string;
  categories: BrandCategory[];
  /** Other names and common misspellings, lower case. */
  aliases: string[];
  wikidataId?: string | undefined;
  /** The name is also a common word (Mango, Poco): free text must write it with the brand's capitals. */
  commonWord: boolean;
  /** The brand family: the parent brand of a product line (PlayStation → Sony), else the name itself. */
  family: string;
  /** Position in the table: the order `discover` ranks by. */
  rank: number;
  source: 'table' | 'catalogue';
}

const categoryCodes: Record<string, BrandCategory> = {
  ph: 'phones',
  ta: 'tablets',
  la: 'laptops',
  co: 'consoles',
  bi: 'bikes',
  cl: 'clothing',
  fo: 'footwear',
  sa: 'small-appliances',
  lg: 'large-appliances',
};

/** Every category of the table, in the contract's order. */
export const brandCategories: readonly BrandCategory[] = Object.values(categoryCodes);

/** Reads the table's text form; a malformed line is a programming error, thrown at import. */
export function parseBrandTable(text: string): BrandEntry[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line, rank) => {
      const [rawName = '', codes = '', aliases = '', wikidata = '', parent = ''] = line.split('|').map((part) => part.trim());
      const commonWord = rawName.startsWith('~');
      const name = commonWord ? rawName.slice(1) : rawName;
      const categories = codes.split(/\s+/).map((code) => {
        const category = categoryCodes[code];
        if (!category) throw new Error(`brand table: unknown category code "${code}" for ${name}`);
        return category;
      });
      if (wikidata && !/^Q[1-9]\d*$/.test(wikidata)) throw new Error(`brand table: bad Wikidata id for ${name}`);
      return {
        name,
        categories,
        aliases: aliases.split(',').map((alias) => alias.trim()).filter((alias) => alias.length > 0),
        wikidataId: wikidata || undefined,
        commonWord,
        family: parent || name,
        rank,
        source: 'table' as const,
      };
    });
}

/** The curated table shipped with the library. */
export const brandTable: readonly BrandEntry[] = parseBrandTable(brandTableText);
