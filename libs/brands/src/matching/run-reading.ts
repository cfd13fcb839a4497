import type { BrandCategory } from '@circular/contract';
import type { BrandEntry } from '../table/brand-table.ts';
import type { BrandMatch } from './brand-index.ts';
import { isMeasure, withWords } from './reading-words.ts';

/** How a brand string is written, beyond its tokens: what the reading of its runs and `opensAsMaker` weigh. */
export interface Written {
  /** It opens with a capital. */
  capitalised: boolean;
  /** The letters of later words that join letters to a number ("DW-5600"): a model code's. */
  codeTokens: ReadonlySet<string>;
  /** Tokens of coined words, a capital inside them ("DualSense"): a model's name. */
  coinedTokens: ReadonlySet<string>;
  /** A later word is a coined model name ("PowerShot", "PRX"). */
  coinedName: boolean;
  lowerCase: boolean;
  accentedOpening: boolean;
  accentedTokens: ReadonlySet<string>;
  capitalisedTokens: ReadonlySet<string>;
  /** A later word carries a model code: a letter, then digits ("CT-S300", "A168"). */
  modelCode: boolean;
  /** A later word is a zoom lens's focal range ("17-70", "150-600mm"). */
  lensRange: boolean;
  /** After the maker's first `n` words, a word written as a name and a model number, code or coined name after it ("Trek Marlin 7"). */
  namedModel: (makerWords: number) => boolean;
  /** How many words carry an opening text. */
  wordsIn: (text: string) => number;
  /** The categories the string's product nouns name, where the caller names none (empty where it names one). */
  inferredCategories: () => ReadonlySet<BrandCategory>;
  /** The opening words carrying the first `n` tokens, as written; undefined where a word runs past them. */
  openingText: (tokens: number) => string | undefined;
}

/** The brand a string opens with, and how many tokens carry it. */
export interface Leading {
  match: BrandMatch;
  tokens: number;
}

/**
 * One brand string's reading, run by run (`BrandIndex.byTokenRuns`): the string as written, and what each step has read so
 * far — the brands and where each is first written, the tokens read as brands or as a product line's name, the brand it
 * opens with.
 */
export class RunReading {
  /** Where a "with" word starts what comes with the item ("Nikon D7500 com 18-140"), or -1. */
  readonly withAt: number;
  /** The tokens before the "with" word: the item's own words. */
  readonly head: number;
  /** A model number (no measure: "300 lumens", "1000mg") or a coined model name among the item's own words. */
  readonly modelNumber: boolean;
  /** The brands read, by canonical name. */
  readonly matches = new Map<string, BrandMatch>();
  /**
   * A product word that is also a maker's alias ("iPhone", "Galaxy"): it names the maker only where no other brand is
   * written and the string is not an accessory's ("Capa iPhone 12").
   */
  readonly productLines = new Map<string, BrandMatch>();
  /** Where each product line read stands (its first token). */
  readonly productLineAt = new Map<string, number>();
  /** A run two brands share ("boss"), read only where another run names one of them's family ("Roland Boss"). */
  readonly shared: { run: string; candidates: BrandEntry[]; at: number }[] = [];
  /** The brand the string opens with: the maker before a model name the table cannot know, where `opensAsMaker` says so. */
  leading: Leading | undefined;
  /** The tokens read as brands: the others are model numbers or words. */
  readonly named = new Set<number>();
  /** The maker is written as a name: with a sub-brand or a product line of its own family, or where the string says whose it is. */
  familyWritten = false;
  /** The tokens of a product line read after its brand ("Pillow Talk"): the line's name, no product noun of the item. */
  readonly lineTokens = new Set<number>();
  /** Brands a toy maker written after them makes an edition of ("Star Wars Lego", "Porsche 911 Lego"): no second maker. */
  readonly subjects = new Set<string>();
    /** A product line opening the string before its maker (`BrandIndex.lineBeforeMaker`), once looked for; false where none. */
  lineFirst: { start: number; makerAt: number; maker: string } | false | undefined;
    /** Where each brand read is first written (the token index). */
  readonly at = new Map<string, number>();

  readonly tokens: string[];
  readonly category: BrandCategory | undefined;
  readonly written: Written;

  constructor(tokens: string[], category: BrandCategory | undefined, written: Written) {
    this.tokens = tokens;
    this.category = category;
    this.written = written;
    // "Nikon D7500 com 18-140", "bicicleta Trek com grupo Shimano": the words after a "with" word say what comes with the item;
    // they name brands (parts, what it includes) but never make the maker's name another name, nor are its model numbers.
    this.withAt = tokens.findIndex((token, k) => k > 0 && withWords.has(token));
    this.head = this.withAt === -1 ? tokens.length : this.withAt;
    this.modelNumber = written.coinedName || tokens.slice(1, this.head).some((token, k) => /\d/.test(token) && !isMeasure(token, tokens[k + 2]));
  }

  /** Records a brand read on `count` tokens from `from`. */
  read(match: BrandMatch, from: number, count: number): void {
    this.matches.set(match.brand, match);
    if (!this.at.has(match.brand)) this.at.set(match.brand, from);
    for (let k = from; k < from + count; k++) this.named.add(k);
  }
}
