import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { itemLexicon } from '../policy/item-lexicon.ts';
import { lettersForLookalikes, withoutAccents } from '../rules/items.ts';
import { buildTermIndex, termIndexSteps, foldCodePoint, isWhiteSpace, keptCharacters, maxKeptCharacters, parseTerm, requiredLiterals, requiredLiteralsPattern, termKeys, type TermNode } from './term-index.ts';

const lexiconTerms = itemLexicon.flatMap(({ terms }, group) => terms.map((term) => ({ term, group })));
const index = buildTermIndex(lexiconTerms);

/** The plain patterns the index stands for: each entry's terms, bounded, with the `iu` flags (as the item rule read them before). */
const entryPatterns = itemLexicon.map(({ terms }) => new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${terms.join('|')})(?![\p{L}\p{N}])`, 'iu'));
const plainGroups = (text: string) => new Set(entryPatterns.flatMap((pattern, group) => (pattern.test(text) ? [group] : [])));
const plainAny = (text: string) => entryPatterns.some((pattern) => pattern.test(text));

/** Strings a term's pattern describes: each alternative, optional parts left out and taken once, a sample of each wide class. */
function examples(node: TermNode, cap = 12): string[] {
  const limit = (list: string[]) => [...new Set(list)].slice(0, cap);
  switch (node.kind) {
    case 'empty':
      return [''];
    case 'any':
      return [node.sample];
    case 'chars': {
      const picks = [node.chars[0]!, node.chars.at(-1)!].map((c) => String.fromCodePoint(c));
      return limit([...picks, ...picks.map((c) => c.toUpperCase())]);
    }
    case 'alt':
      return limit(node.options.flatMap((option) => examples(option, cap)));
    case 'repeat': {
      const one = examples(node.node, cap);
      const times = (n: number) => one.map((e) => e.repeat(n));
      return limit([...(node.min === 0 ? [''] : []), ...times(Math.max(1, node.min)), ...(node.max > Math.max(1, node.min) ? times(Math.max(1, node.min) + 1) : [])]);
    }
    case 'seq': {
      let out = [''];
      for (const item of node.items) {
        const tails = examples(item, cap);
        out = limit(out.flatMap((head) => tails.map((tail) => head + tail)));
      }
      return out;
    }
  }
}

/** Every listing text of the bench sets in the repository (titles, descriptions, attributes), and their accent-free and look-alike spellings. */
function benchTexts(): { id: string; text: string }[] {
  const dir = new URL('../../../../tools/bench/data/listing/', import.meta.url);
  const texts: { id: string; text: string }[] = [];
  for (const file of readdirSync(dir).filter((f) => f.startsWith('validation-') && f.endsWith('.json'))) {
    const listings = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as { id: string; listing: { title: string; description?: string | null; attributes?: { value: string }[] } }[];
    for (const { id, listing } of listings) {
      for (const text of [listing.title, listing.description ?? '', ...(listing.attributes ?? []).map((a) => a.value)]) {
        const bare = withoutAccents(text);
        for (const variant of new Set([text, bare, ...lettersForLookalikes(bare)])) texts.push({ id, text: variant });
      }
    }
  }
  return texts;
}

/**
 * The two comparisons against the plain patterns run every lexicon term's examples and every bench listing through
 * ≈ 10 large alternations: seconds alone, several times that beside other suites on two cores — a bound, not a timing.
 */
const heavyComparison = 180_000;

describe('the term index', () => {
  it('keys nearly every lexicon term by its leading literals (only terms that may start with any letter stay residual)', () => {
    expect(index.residualTerms).toBeLessThanOrEqual(lexiconTerms.length / 100);
    expect(termKeys('r[eé]plicas?')).toEqual(['REPLIC', 'RÉPLIC']);
    expect(termKeys(String.raw`(?<!hot\s)air\s+guns?`)).toEqual(['AIR GU']);
    expect(termKeys(String.raw`\p{L}{2,12}pidem`)).toBeUndefined();
  });

  it('reads a run of white space as one space and a run of digits as one digit, in keys and texts alike', () => {
    // A phrase is keyed across the space between its words, a number by what follows it: not by its first word or digit alone.
    expect(termKeys(String.raw`sem\s+fatura`)).toEqual(['SEM FA']);
    expect(termKeys(String.raw`\d{2,4}\s?pcs`)).toEqual(['0PCS', '0 PCS']);
    expect(termKeys(String.raw`x[\s-]y`)).toEqual(['X Y', 'X-Y']);
    const terms = [String.raw`sem\s+fatura`, String.raw`a\s?b\s\s+c`, String.raw`\d{2,4}\s?pcs`, String.raw`\d\.\d\s+lt`, 'n 12'].map((term, group) => ({ term, group }));
    const own = buildTermIndex(terms);
    const plain = terms.map(({ term }) => new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${term})(?![\p{L}\p{N}])`, 'iu'));
    const texts = ['sem fatura', 'SEM\u00a0\tFATURA', 'sem\u2003 \nfatura', 'semfatura', 'sem faturas', 'x sem  fatura.', 'ab  c', 'a b\u3000c', 'a  b c', 'abc', '12 pcs', '1234pcs', '7 pcs', '12345 pcs', 'x12 pcs', '2.5 lt', '2.5lt', '22.55  lt', 'n 12', 'N  12', 'n 123', 'n 1'];
    for (const text of texts) expect([text, [...own.groups(text)].sort()]).toEqual([text, plain.flatMap((pattern, group) => (pattern.test(text) ? [group] : []))]);
  });

  it('folds every character as a regular expression with the iu flags does: each to a character of its case class', () => {
    const offClass: number[] = [];
    for (let code = 0; code <= 0x1ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const folded = foldCodePoint(code);
      if (folded === code) continue;
      const pattern = new RegExp(`^${String.fromCodePoint(folded).replace(/[\\^$.*+?()[\]{}|/-]/gu, '\\$&')}$`, 'iu');
      if (!pattern.test(String.fromCodePoint(code)) || foldCodePoint(folded) !== folded) offClass.push(code);
    }
    expect(offClass).toEqual([]);
    // Members of one class reached from any of them: K, k and the Kelvin sign; S, s and the long s; ß and ẞ; σ, ς and Σ.
    for (const group of ['Kk\u212a', 'Ss\u017f', 'ß\u1e9e', 'σςΣ', 'θΘϑϴ']) expect(new Set([...group].map((c) => foldCodePoint(c.codePointAt(0)!))).size).toBe(1);
  });

  it('finds what the plain patterns find on every lexicon term’s own examples, alone, in a sentence, in capitals and glued to letters', () => {
    const disagreements: string[] = [];
    let termsExemplified = 0;
    for (const { term, group } of lexiconTerms) {
      const own = examples(parseTerm(term));
      // The examples are the term's own: nearly every term has one its pattern matches.
      const bounded = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${term})(?![\p{L}\p{N}])`, 'iu');
      if (own.some((e) => bounded.test(e) || bounded.test(`Vendo ${e} barato`))) termsExemplified += 1;
      for (const example of own) {
        for (const text of [example, `Vendo ${example} barato`, example.toUpperCase(), `x${example}`, `${example}x`, `(${example}).`]) {
          const fromIndex = index.groups(text);
          const plain = plainGroups(text);
          if (fromIndex.size !== plain.size || [...plain].some((g) => !fromIndex.has(g)) || index.any(text) !== plainAny(text)) disagreements.push(`${group}: ${JSON.stringify(text)}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
    expect(termsExemplified).toBeGreaterThan(lexiconTerms.length * 0.95);
   }, heavyComparison);

  it('finds what the plain patterns find on every bench listing of the repository, in each of its spellings', () => {
    const disagreements: string[] = [];
    for (const { id, text } of benchTexts()) {
      const fromIndex = index.groups(text);
      const plain = plainGroups(text);
      // Only the listing's id is reported: the held-out sets' texts are not printed.
      if (fromIndex.size !== plain.size || [...plain].some((g) => !fromIndex.has(g)) || index.any(text) !== plainAny(text)) disagreements.push(id);
    }
    expect(disagreements).toEqual([]);
   }, heavyComparison);

  it('reads the same look-alike case forms the iu flags do (long s, Kelvin sign, sharp s), and nothing glued to a letter', () => {
    for (const text of ['Vendo ſnus', 'KATANA antiga', 'Réplica', 'RÉPLICA', 'xréplica', 'répliqueX', 'Ǆ', '\ud800réplica', '😀réplica']) {
      expect([index.any(text), [...index.groups(text)].sort()]).toEqual([plainAny(text), [...plainGroups(text)].sort()]);
    }
  });
});

describe('white space as keys read it', () => {
  it('is exactly what \\s matches under the u flag, at every code point', () => {
    const pattern = /^\s$/u;
    const differing: number[] = [];
    for (let code = 0; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      if (isWhiteSpace(code) !== pattern.test(String.fromCodePoint(code))) differing.push(code);
    }
    expect(differing).toEqual([]);
  });
});

describe('the answers the index keeps per character', () => {
  it('stay within their bound whatever a text holds, and a character seen past it is read alike', () => {
    // Three times the bound of distinct ideographs, each a word of its own: every one folded and tested as a letter.
    const ideographs = Array.from({ length: 3 * maxKeptCharacters }, (_, i) => String.fromCodePoint(0x4e00 + i)).join(' ');
    expect(buildTermIndex([{ term: 'tandem', group: 0 }]).groups(ideographs)).toEqual(new Set());
    expect(keptCharacters()).toBeLessThanOrEqual(2 * maxKeptCharacters);
    // Built and read once the tables are full: the title-case digraph folds with its capital and small forms.
    const digraphs = buildTermIndex([{ term: 'ǆem', group: 3 }]);
    expect(digraphs.groups(`${ideographs.slice(0, 40)} ǅem`)).toEqual(new Set([3]));
    expect(digraphs.groups('ǄEM ok')).toEqual(new Set([3]));
    expect(digraphs.groups('ǅemx')).toEqual(new Set());
  });
});

describe('the literals a term requires', () => {
  it('are the longest run of literal characters every match passes through, one per option of an alternation', () => {
    expect(requiredLiterals(String.raw`\p{L}{2,12}pidem`)).toEqual(['pidem']);
    expect(requiredLiterals(String.raw`\p{L}{2,20}(?:profen[oe]?|azepam)`)).toEqual(['profen', 'azepam']);
    // An assertion reads no character: the letters on its two sides are one run.
    expect(requiredLiterals(String.raw`ab(?=c)cd`)).toEqual(['abcd']);
    expect(requiredLiterals(String.raw`\p{L}*urkunden?`)).toEqual(['urkunde']);
    // A run broken by a class of several characters: the longer side is kept.
    expect(requiredLiterals(String.raw`m[aá]ster`)).toEqual(['ster']);
    // One instance of a repeated character is certain, and parts the run.
    expect(requiredLiterals(String.raw`\p{L}+cil+in`)).toEqual(['ci']);
  });

  it('are none where white space, digits, wide classes or an optional part are all a match may hold', () => {
    expect(requiredLiterals(String.raw`\p{L}{2,12}`)).toBeUndefined();
    expect(requiredLiterals(String.raw`\s+\d+`)).toBeUndefined();
    expect(requiredLiterals('a b')).toEqual(['a']);
    expect(requiredLiterals(String.raw`(?:abc)?\p{L}+`)).toBeUndefined();
    expect(requiredLiterals(String.raw`(?:abc|\p{L}+)`)).toBeUndefined();
  });

  it('are none, and the term has no keys, where it holds syntax the parser does not read (never read as the letters written)', () => {
    for (const term of [String.raw`(?<x>a)\k<x>bc`, String.raw`ab\cJcd`, String.raw`(?i:abc)d`]) {
      expect(requiredLiterals(term), term).toBeUndefined();
      expect(termKeys(term), term).toBeUndefined();
    }
  });

  it('make a pre-check that passes every text a term matches, compared as the iu flags compare (the Kelvin sign is a k)', () => {
    const terms = [String.raw`\p{L}{2,12}pidem`, String.raw`\p{L}*kauf(?:e|en)?`, String.raw`(?:x\.y|a\|b)\p{L}*`];
    const check = requiredLiteralsPattern(terms)!;
    const plain = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${terms.join('|')})(?![\p{L}\p{N}])`, 'iu');
    for (const text of ['zolPIDEM', 'Ver\u212aAUFEN', 'verkauf', 'X.Ya', 'a|bc', 'pidem', 'xky', 'plain words', '😀😀'])
      expect([text, check.test(text) || !plain.test(text)]).toEqual([text, true]);
    expect(check.test('plain words')).toBe(false);
    expect(check.test('Ver\u212aAUFEN')).toBe(true);
    expect(requiredLiteralsPattern([String.raw`\p{L}{2,12}pidem`, String.raw`\p{L}+`])).toBeUndefined();
  });
});

describe('the term index built in steps', () => {
  it('pauses while it reads the terms, and answers as the index built at once', () => {
    const steps = termIndexSteps(lexiconTerms);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses += 1;
    expect(pauses).toBeGreaterThan(lexiconTerms.length / 20);
    const stepped = step.value;
    expect(stepped.residualTerms).toBe(index.residualTerms);
    // Texts of the lexicon's own kind (its first terms' keys), and ones that name none.
    const texts = ['Vendo réplica de relógio', 'Ténis novos, nunca usados', 'Chiots à vendre', 'Airsoft gun with spare magazine', 'Mesa de jantar em madeira'];
    for (const text of texts) expect([...stepped.groups(text)].sort()).toEqual([...index.groups(text)].sort());
  });
});
