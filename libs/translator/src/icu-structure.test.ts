import { describe, expect, it } from 'vitest';
import { checkIcuStructure, icuElements } from './icu-structure.ts';

function problems(source: string, translation: string, targetLocale?: string) {
  const elements = icuElements(source);
  expect(elements).toBeDefined();
  return checkIcuStructure({ source: elements!, translation, targetLocale }).map(({ path, message }) => (path ? `${path}: ${message}` : message));
}

const cartCount = 'You have {count, plural, =0 {no items} one {# item} other {# items}} in your basket';
const sellerNotice = '{sellerGender, select, female {{seller} shipped your order} male {{seller} shipped your order} other {{seller} shipped your order}} on {shippedAt, date, medium}';
const ranking = 'Your listing is {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in {category}';
const nested = '{itemCount, plural, one {{sellerCount, plural, one {# item from # seller} other {# item from # sellers}}} other {{sellerCount, plural, one {# items from # seller} other {# items from # sellers}}}}';

describe('icuElements', () => {
  it('takes messages with plural, select, selectordinal or typed arguments as ICU', () => {
    for (const text of [cartCount, sellerNotice, ranking, nested, 'Price: {price, number, ::currency/EUR}']) expect(icuElements(text)).toBeDefined();
  });

  it('leaves other placeholder styles and plain arguments to the token checks', () => {
    for (const text of ['%{count} left', '{{count}} left', 'Hello {name}', '<b>Only</b> 3 left', 'Price {']) expect(icuElements(text)).toBeUndefined();
  });

  it('reads a typed argument however tightly written, and a comma before any brace as prose', () => {
    expect(icuElements('{count,plural,one{# item}other{# items}}')).toBeDefined();
    expect(icuElements('Sold, {n, number} left')).toBeDefined();
    expect(icuElements('Sold, shipped, {name} pays')).toBeUndefined();
  });
});

describe('checkIcuStructure', () => {
  it('accepts translated text inside the branches', () => {
    expect(problems(cartCount, 'Tem {count, plural, =0 {nenhum artigo} one {# artigo} other {# artigos}} no seu cesto', 'pt-PT')).toEqual([]);
    expect(problems(sellerNotice, '{sellerGender, select, female {{seller} a envoyé votre commande} male {{seller} a envoyé votre commande} other {{seller} a envoyé votre commande}} le {shippedAt, date, medium}', 'fr')).toEqual([]);
    expect(problems(nested, '{itemCount, plural, one {{sellerCount, plural, one {# artículo de # vendedor} other {# artículo de # vendedores}}} other {{sellerCount, plural, one {# artículos de # vendedor} other {# artículos de # vendedores}}}}', 'es')).toEqual([]);
  });

  it('accepts the plural categories of the target language, added or dropped', () => {
    expect(problems(cartCount, 'Masz {count, plural, =0 {żadnych produktów} one {# produkt} few {# produkty} many {# produktów} other {# produktu}} w koszyku', 'pl')).toEqual([]);
    expect(problems(cartCount, 'カートに{count, plural, =0 {商品はありません} other {#点の商品があります}}', 'ja')).toEqual([]);
    expect(problems(ranking, 'Votre annonce est {rank, selectordinal, one {#re} other {#e}} dans {category}', 'fr')).toEqual([]);
  });

  it('refuses a translated keyword, a translated selector and a renamed argument', () => {
    expect(problems(cartCount, 'Tem {count, plural, =0 {nenhum artigo} um {# artigo} outro {# artigos}} no seu cesto', 'pt-PT')).toEqual([
      'the translation is not a valid ICU message (MISSING_OTHER_CLAUSE)',
    ]);
    expect(problems(cartCount, 'Tem {count, plural, =0 {nenhum artigo} um {# artigo} other {# artigos}} no seu cesto', 'pt-PT')).toEqual([
      '{count, plural}: unexpected selector um',
    ]);
    expect(problems(cartCount, 'Tem {count, plural, =0 {nenhum} one {# artigo} other {# artigos}} no seu cesto'.replace('plural', 'plurale'), 'it')).toEqual([
      expect.stringContaining('not a valid ICU message'),
    ]);
    expect(problems(cartCount, 'Tem {contagem, plural, =0 {nenhum artigo} one {# artigo} other {# artigos}} no seu cesto', 'pt-PT')).toEqual([
      'missing {count, plural}',
      'unexpected {contagem, plural}',
    ]);
  });

  it('refuses a select that lost or gained a key, and an exact =N key dropped', () => {
    expect(problems(sellerNotice, '{sellerGender, select, feminino {{seller} enviou} other {{seller} enviou}} em {shippedAt, date, medium}', 'pt-PT')).toEqual([
      '{sellerGender, select}: missing selector female',
      '{sellerGender, select}: missing selector male',
      '{sellerGender, select}: unexpected selector feminino',
    ]);
    expect(problems(cartCount, 'Tem {count, plural, one {# artigo} other {# artigos}} no seu cesto', 'pt-PT')).toEqual(['{count, plural}: missing selector =0']);
  });

  it('refuses a changed argument type or style, and an argument lost inside a nested branch', () => {
    expect(problems(sellerNotice, '{sellerGender, select, female {{seller} enviou} male {{seller} enviou} other {{seller} enviou}} em {shippedAt, date, short}', 'pt-PT')).toEqual([
      'missing {shippedAt, date, medium}',
      'unexpected {shippedAt, date, short}',
    ]);
    expect(problems(sellerNotice, '{sellerGender, select, female {A vendedora enviou} male {{seller} enviou} other {{seller} enviou}} em {shippedAt, date, medium}', 'pt-PT')).toEqual([
      '{sellerGender, select} > female: missing {seller}',
    ]);
    expect(problems(ranking, 'Votre annonce est {rank, plural, one {#re} other {#e}} dans {category}', 'fr')).toEqual([
      'missing {rank, selectordinal}',
      'unexpected {rank, plural}',
    ]);
  });
});
