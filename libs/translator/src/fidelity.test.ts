import { describe, expect, it } from 'vitest';
import { checkFidelity, describeProblems, protectedTokens } from './fidelity.ts';

describe('protectedTokens', () => {
  it('finds each placeholder style once', () => {
    expect(protectedTokens('%{count} items for {{ name }}, {user.name} and {0}: %s, %d, %1$s, %2$d, %.2f, %@').placeholder).toEqual([
      '%{count}',
      '{{ name }}',
      '{user.name}',
      '{0}',
      '%s',
      '%d',
      '%1$s',
      '%2$d',
      '%.2f',
      '%@',
    ]);
  });

  it('does not read percentages in prose as printf placeholders', () => {
    expect(protectedTokens('100% cotton, 100%cotton, 50% de desconto, %day').placeholder).toEqual([]);
    expect(protectedTokens('100% cotton').number).toEqual(['100']);
  });

  it('reads HTML tag names and non-text attributes, but not the text attributes people read', () => {
    expect(protectedTokens('<p class="lead">See <a href="https://x.pt/a?b=1" title="Shop">the <b>shop</b></a><br/><img src=/i.png alt="Photo"></p>')['html-tag']).toEqual([
      '<p>',
      '<p class="lead">',
      '<a>',
      '<a href="https://x.pt/a?b=1">',
      '<a title>',
      '<b>',
      '</b>',
      '</a>',
      '<br>',
      '<img>',
      '<img src="/i.png">',
      '<img alt>',
      '</p>',
    ]);
  });

  it('keeps the digits inside tags, entities, URLs and e-mails out of the numbers', () => {
    expect(
      protectedTokens('<h2 data-id="7">Call 800 200 300</h2> &#39;&nbsp;&amp; see https://shop.pt/item/42?ref=9. or www.x.pt, mail ana.silva+3@loja-1.pt'),
    ).toEqual({
      'html-tag': ['<h2>', '<h2 data-id="7">', '</h2>'],
      'html-entity': ['&#39;', '&nbsp;', '&amp;'],
      url: ['https://shop.pt/item/42?ref=9', 'www.x.pt'],
      email: ['ana.silva+3@loja-1.pt'],
      placeholder: [],
      number: ['800', '200', '300'],
    });
  });

  it('reads numbers with their separators and inside product names', () => {
    expect(protectedTokens('iPhone 12 Pro 128GB, 1.234,56 €, 6.1", A4').number).toEqual(['12', '128', '1.234,56', '6.1', '4']);
  });

  it('keeps placeholders inside URLs as part of the URL', () => {
    expect(protectedTokens('https://x.pt/p/{id}')).toMatchObject({ url: ['https://x.pt/p/{id}'], placeholder: [] });
  });
});

describe('checkFidelity', () => {
  it('accepts a translation that reorders but keeps every protected token', () => {
    expect(checkFidelity('%{count} items in <b>{{shop}}</b> from 12 € — info@loja.pt', 'Da <b>{{shop}}</b>: %{count} artigos desde 12 € — info@loja.pt')).toEqual([]);
  });

  it('reports a renamed placeholder as missing and unexpected', () => {
    expect(checkFidelity('Hello %{name}', 'Olá %{nome}')).toEqual([{ kind: 'placeholder', missing: ['%{name}'], unexpected: ['%{nome}'] }]);
  });

  it('counts tokens: a dropped repeat is missing', () => {
    expect(checkFidelity('{x} and {x}', '{x} e')).toEqual([{ kind: 'placeholder', missing: ['{x}'], unexpected: [] }]);
  });

  it('reports a changed URL, a lost entity, a translated e-mail and a changed number', () => {
    expect(checkFidelity('See https://x.pt/en &amp; write help@x.pt by 2024', 'Ver https://x.pt/pt & escrever ajuda@x.pt até 2025')).toEqual([
      { kind: 'html-entity', missing: ['&amp;'], unexpected: [] },
      { kind: 'url', missing: ['https://x.pt/en'], unexpected: ['https://x.pt/pt'] },
      { kind: 'email', missing: ['help@x.pt'], unexpected: ['ajuda@x.pt'] },
      { kind: 'number', missing: ['2024'], unexpected: ['2025'] },
    ]);
  });

  it('reports a dropped closing tag and a changed link target', () => {
    expect(checkFidelity('<a href="/en/help">Help</a>', '<a href="/pt/ajuda">Ajuda')).toEqual([
      { kind: 'html-tag', missing: ['<a href="/en/help">', '</a>'], unexpected: ['<a href="/pt/ajuda">'] },
    ]);
  });

  it('lets text attributes be translated', () => {
    expect(checkFidelity('<img src="/a.png" alt="Red shoe">', '<img alt="Sapato vermelho" src="/a.png">')).toEqual([]);
  });

  it('refuses an empty answer for a non-empty source', () => {
    expect(checkFidelity('Blue', '  ')).toEqual([{ kind: 'empty', missing: [], unexpected: [] }]);
  });

  it('reports a number spelt out or reformatted', () => {
    expect(checkFidelity('2 cables, 1.5 m', 'dois cabos, 1,5 m')).toEqual([{ kind: 'number', missing: ['2', '1.5'], unexpected: ['1,5'] }]);
  });

  it('reports placeholders added by the model', () => {
    expect(checkFidelity('Free shipping', 'Envio grátis %s')).toEqual([{ kind: 'placeholder', missing: [], unexpected: ['%s'] }]);
  });
});

describe('describeProblems', () => {
  it('says what is missing and what is unexpected', () => {
    expect(describeProblems(checkFidelity('Hello %{name}, 3 items', 'Olá %{nome}, 3 artigos'))).toBe('missing placeholder %{name}; unexpected placeholder %{nome}');
    expect(describeProblems([{ kind: 'empty', missing: [], unexpected: [] }])).toBe('the translation is empty');
  });
});

describe('checkFidelity: the rules the prompt states, checked in code', () => {
  it('lets alt and title be translated, and no other attribute', () => {
    const source = '<img src="/p/7.jpg" alt="Red bike" title="Bike"><input placeholder="Search" aria-label="Search box">';
    expect(checkFidelity(source, '<img src="/p/7.jpg" alt="Bicicleta vermelha" title="Bicicleta"><input placeholder="Search" aria-label="Search box">')).toEqual([]);
    expect(checkFidelity(source, '<img src="/p/7.jpg" alt="Bicicleta vermelha" title="Bicicleta"><input placeholder="Pesquisar" aria-label="Caixa de pesquisa">')).toEqual([
      {
        kind: 'html-tag',
        missing: ['<input placeholder="Search">', '<input aria-label="Search box">'],
        unexpected: ['<input placeholder="Pesquisar">', '<input aria-label="Caixa de pesquisa">'],
      },
    ]);
  });

  it('refuses lines joined or split, and ignores line breaks at the ends', () => {
    const source = 'Includes:\n- charger\n- original box';
    expect(checkFidelity(source, '\nInclui:\n- carregador\n- caixa original\n')).toEqual([]);
    expect(checkFidelity(source, 'Inclui: carregador, caixa original')).toEqual([{ kind: 'line-break', missing: ['line break', 'line break'], unexpected: [] }]);
    expect(checkFidelity('Grade A', 'Grau\nA')).toEqual([{ kind: 'line-break', missing: [], unexpected: ['line break'] }]);
  });

  it('counts a Windows line break as one, as a lone carriage return or line feed is', () => {
    expect(checkFidelity('Lote:\r\n2 pares', 'Lot:\n2 pairs')).toEqual([]);
    expect(checkFidelity('Lote:\r2 pares', 'Lot:\r\n2 pairs')).toEqual([]);
    expect(checkFidelity('Lote:\r\n2 pares', 'Lot:\r\n\r\n2 pairs')).toEqual([{ kind: 'line-break', missing: [], unexpected: ['line break'] }]);
  });

  it('checks an ICU message by its structure, for the target language’s plural categories', () => {
    const source = '{count, plural, one {# photo of {name}} other {# photos of {name}}}';
    expect(checkFidelity(source, '{count, plural, one {# zdjęcie {name}} few {# zdjęcia {name}} many {# zdjęć {name}} other {# zdjęcia {name}}}', { targetLocale: 'pl' })).toEqual([]);
    const [problem] = checkFidelity(source, '{count, plural, um {# foto de {name}} other {# fotos de {name}}}', { targetLocale: 'pt-PT' });
    expect(problem).toMatchObject({ kind: 'icu', details: ['{count, plural}: unexpected selector um'] });
    expect(describeProblems([problem!])).toContain('unexpected selector um');
  });

  it('still compares ICU arguments as placeholders when the message is not ICU', () => {
    expect(checkFidelity('Hello {name}', 'Olá {nome}')).toEqual([{ kind: 'placeholder', missing: ['{name}'], unexpected: ['{nome}'] }]);
  });
});
