import { describe, expect, it } from 'vitest';
import { digitCount, findPhoneNumbers } from './phone-numbers.ts';
import { digitTokens } from './number-words.ts';

const evidence = (text: string) => findPhoneNumbers(text).map((f) => f.evidence);

describe('findPhoneNumbers', () => {
  it('finds PT, ES, FR and international numbers however they are separated', () => {
    expect(evidence('liga 912 345 678 ou 912.345.678')).toEqual(['912 345 678', '912.345.678']);
    expect(evidence('llámame al 612-34-56-78')).toEqual(['612-34-56-78']);
    expect(evidence('appelez le 06 12 34 56 78')).toEqual(['06 12 34 56 78']);
    expect(evidence('whats +351 912345678 ok')).toEqual(['+351 912345678']);
  });

  it('takes a question word before a number, or the messaging app after it, as a contact cue', () => {
    expect(evidence('Qualquer dúvida: 93 12 4 56 78 9')).toEqual(['93 12 4 56 78 9']);
    expect(evidence('Fala comigo, 66 12 3 45 67 por whatsapp')).toEqual(['66 12 3 45 67']);
    expect(evidence('Tamanho 36 12 3 45 67 cm')).toEqual([]);
  });

  it('reads digits a hyphen glues to a letter as pieces of a code', () => {
    expect(evidence('Livro antigo, ISBN da edição 989-41-0712-X, bom estado')).toEqual([]);
    expect(evidence('Peça ref AB-912-345-678')).toEqual([]);
    expect(evidence('Liga 912-345-678 à tarde')).toEqual(['912-345-678']);
  });

  it('reads digits a unit follows as a measure, not the end of a number, even after a year and a comma', () => {
    expect(evidence('Mota de 2020, 23 000 km, revisões feitas')).toEqual([]);
    expect(evidence('Voiture de 2016, 24 000 km')).toEqual([]);
    expect(evidence('Ford Focus, 2016, 61,000 miles, full history')).toEqual([]);
    expect(evidence('Trator de 2012, 3 400 horas de trabalho')).toEqual([]);
    // A number that goes on past the measure's digits, or none at all, is still read.
    expect(evidence('Mota de 2020, 23 000 km, liga 912 345 678')).toEqual(['912 345 678']);
  });

  it('reads a unit only as a word of its own: a number before "whatsapp" ends no measure', () => {
    expect(evidence('Lote de 10. +351 910 452 308 whatsapp ou sms')).toEqual(['+351 910 452 308']);
    expect(evidence('06 12 34 56 78 whatsapp')).toEqual(['06 12 34 56 78']);
    expect(evidence('Aspirador 2000 W, 4500 mAh, 38 000 rpm')).toEqual([]);
    expect(evidence('Powerbank 20000mAh 65W')).toEqual([]);
    // A unit's plural, a unit of another spelling and a unit before a multiplier are still units.
    expect(evidence('Coche del 2016, 85 000 kms')).toEqual([]);
    expect(evidence('Seat Ibiza 2014 87 000 Kms.')).toEqual([]);
    expect(evidence('Carrinha 2018 - 95 000 kms, revista')).toEqual([]);
    expect(evidence('Contactar: 2 000 500 watts')).toEqual([]);
    expect(evidence('Disco 500 000 000 mbs')).toEqual([]);
  });

  it('reads ranges of values joined by a dash as spans, not pieces of a number; a number written with rising dashed groups stays one', () => {
    expect(evidence('Para idades 7-11, 120-145 cm')).toEqual([]);
    expect(evidence('Edad 6-12, 116-152 cm')).toEqual([]);
    expect(evidence('Âge 9-14, 130-165 cm')).toEqual([]);
    expect(evidence('ring 612-345-678 after six')).toEqual(['612-345-678']);
  });

  it('reads digits spelled out or mixed with words', () => {
    expect(evidence('Ligue nove um dois 345 678, obrigado')).toEqual(['nove um dois 345 678']);
    expect(evidence('call 9one2 three4five six7eight')).toEqual(['9one2 three4five six7eight']);
  });

  it('joins pieces split by middle dots, bullets and bars', () => {
    expect(evidence('Para info nove um nove · 876 · 543.')).toEqual(['nove um nove · 876 · 543']);
    expect(evidence('Número 6 4 4 • 5 5 1 | 2 0 9, gracias')).toEqual(['6 4 4 • 5 5 1 | 2 0 9']);
  });

  it('reads letters typed for digits inside a number: O for 0, l for 1, S for 5', () => {
    expect(evidence('Telm. 93O 1l2 345 (só sms)')).toEqual(['93O 1l2 345']);
    expect(evidence('Joignable au O6 l2 34 S6 78.')).toEqual(['O6 l2 34 S6 78']);
    // Words of letters alone stay words, and a model code is no phone number.
    expect(evidence('Sol Isabel, tamanho S, iPhone 5s, Core i5 8GB, modelo SB 12')).toEqual([]);
  });

  it('leaves prices, dates, IMEIs and model numbers alone', () => {
    expect(evidence('Preço 912 €, comprado a 12/05/2023, IMEI 356938035643809, modelo SM-G991B, 128 GB')).toEqual([]);
    expect(evidence('Réf 978-2-07-036822-8, ISBN 0-306-40615-2')).toEqual([]);
  });
});

describe('findPhoneNumbers on a number split by words', () => {
  it('joins groups of digits across a few short words after a contact word', () => {
    expect(evidence("Appelez-moi, mon 06 c'est le 12 34 56 78")).toEqual(["06 c'est le 12 34 56 78"]);
    expect(evidence('Contacto: o meu é 912 e depois 345 678, obrigado')).toEqual(['912 e depois 345 678']);
    expect(evidence('llámame al 612 34 y luego 56 78')).toEqual(['612 34 y luego 56 78']);
  });

  it('needs a contact word before the groups', () => {
    expect(evidence("Lot de 06 c'est le 12 34 56 78")).toEqual([]);
  });

  it('leaves dimensions, prices, dates and sizes between words alone', () => {
    expect(evidence('Liga-me: caixa de 912 x 345 x 678 milímetros')).toEqual([]);
    expect(evidence('Ligue-me, custou 912 € e agora 345 678')).toEqual([]);
    expect(evidence('Contacto depois de 21 de 06 de 2024 e 18 30')).toEqual([]);
    expect(evidence('Mensagem: tamanhos 36 e 38 e 40 e 42, 44 ou 46')).toEqual([]);
    expect(evidence('Contacto por mensagem. Mesa 180 por 90 e altura 75 cm, preço 120 euros')).toEqual([]);
  });
});

describe('findPhoneNumbers on hostile input', () => {
  it('reports at most 20 numbers of a wall of digits', () => {
    const wall = Array.from({ length: 200 }, () => '912 345 678').join(' / x / ');
    expect(findPhoneNumbers(wall)).toHaveLength(20);
  });
});

describe('findPhoneNumbers on evasions', () => {
  it('reads numbers dictated in spoken groups', () => {
    expect(evidence('Liga para o novecentos e doze, trezentos e quarenta e cinco, seiscentos e setenta e oito.')).toEqual([
      'novecentos e doze, trezentos e quarenta e cinco, seiscentos e setenta e oito',
    ]);
    expect(evidence('au zéro six, douze, trente-quatre, cinquante-six, soixante-dix-huit')).toEqual(['zéro six, douze, trente-quatre, cinquante-six, soixante-dix-huit']);
  });

  it('finds Italian and German mobiles and any possible international number after +', () => {
    expect(evidence('chiamami al 347 123 4567')).toEqual(['347 123 4567']);
    expect(evidence('Handy 0151 2345 6789')).toEqual(['0151 2345 6789']);
    expect(evidence('call +44 7700 900123')).toEqual(['+44 7700 900123']);
  });

  it('takes a number of a small country\'s length (6–8 digits) right after a contact word, not a measure or a year', () => {
    expect(evidence('Contacto direto 9.9.1.1.2.7.7.')).toEqual(['9.9.1.1.2.7.7']);
    expect(evidence('Llámame al 3-1-1-7-7-5!')).toEqual(['3-1-1-7-7-5']);
    expect(evidence('Telefone Samsung Galaxy S21 128 GB, bateria 4000 mAh, comprado em 2021')).toEqual([]);
    expect(evidence('Entrego no Porto 4700-345, número de série 0023 9911')).toEqual([]);
  });

  it('reads numbers a size word introduces as sizes, after a contact word too', () => {
    expect(evidence('Mensagem: tamanhos 36 37 38')).toEqual([]);
    expect(evidence('Escreva-me, tallas 40 42 44')).toEqual([]);
    expect(evidence('Mensagem: 21 37 38 (fixo)')).toEqual(['21 37 38']);
  });

  it('knows the contact words by their stems in six languages', () => {
    expect(evidence('Me contacter directement au 06 51 23 44 87')).toEqual(['06 51 23 44 87']);
    expect(evidence('Telefonisch erreichbar unter 030 12345678')).toEqual(['030 12345678']);
    expect(evidence('Handynummer siebzehn sechs zwölf vierunddreißig sechsundfünfzig')).toEqual(['siebzehn sechs zwölf vierunddreißig sechsundfünfzig']);
  });

  it('takes a number after an ask word, and leaves order, invoice and frame numbers alone', () => {
    expect(evidence('Pregunta sin compromiso al 314/706.')).toEqual(['314/706']);
    expect(evidence('Número de encomenda 123456789, numéro de commande 987654321, frame number 55123876')).toEqual([]);
    expect(evidence('Número de série 4C21 9087 3345 na caixa.')).toEqual([]);
    expect(evidence('Model number A2338, bought 21/06/2022, contact 2022-06-21')).toEqual([]);
    expect(evidence('Calls only: 2016801310. Só chamadas: 9•9•1•1•0•5•1')).toEqual(['2016801310', '9•9•1•1•0•5•1']);
    expect(evidence('My number is 2016801310, manda mensagem para o 119 duzentos e dezasseis 327 noventa e três')).toEqual([
      '2016801310',
      '119 duzentos e dezasseis 327 noventa e três',
    ]);
  });

  it('takes a number of a phone\'s length that the next words call a contact or a number', () => {
    expect(evidence('Novecentos e dezanove, oitocentos e um, trinta e dois, vinte é o meu contacto.')).toEqual(['Novecentos e dezanove, oitocentos e um, trinta e dois, vinte']);
    expect(evidence('Cinco cinco cinco, uno dos tres, cuatro cinco seis siete es mi móvil')).toEqual(['Cinco cinco cinco, uno dos tres, cuatro cinco seis siete']);
    expect(evidence('2 x 1,5 m, 180 x 200 x 30 cm is the size of the bed, 120 kg is my weight')).toEqual([]);
  });

  it('leaves a list of sizes or a count going up by one step alone, in digits or words', () => {
    expect(evidence('Tamanhos 36 37 38 39 40 41 disponíveis')).toEqual([]);
    expect(evidence('Tallas treinta y seis, treinta y ocho, cuarenta, cuarenta y dos')).toEqual([]);
    expect(evidence('Liga 36 37 38 49 40')).toEqual(['36 37 38 49 40']);
  });

  it('reads a doubled digit as part of the number it stands in', () => {
    expect(evidence('Give me a ring on oh seven eight double one, two three four, five six seven')).toEqual(['oh seven eight double one, two three four, five six seven']);
  });

  it('reads E for 3 among the look-alike letters of a number', () => {
    expect(evidence('Ligue 912 E23 7S4')).toEqual(['912 E23 7S4']);
  });

  it('reads a range of years as a span of time, not the start of a phone number', () => {
    // A contact word ("liga", "número") before them would otherwise make a short number of the years' last digits.
    expect(evidence('Caderneta da liga 2011-2012, 455 cromos colados')).toEqual([]);
    expect(evidence('Revistas número 1995/1999, 318 exemplares')).toEqual([]);
    expect(evidence('liga 912 345 678')).toEqual(['912 345 678']);
  });

  it('reads a year opening numbers, three numbers in a row or an article number after a contact word as a date, a list or a reference', () => {
    expect(evidence('Camisola número 7, época 2018 19')).toEqual([]);
    expect(evidence('Revista número 51 52 53, lote')).toEqual([]);
    expect(evidence('Ficha número 61 62 63 64 65')).toEqual([]);
    expect(evidence('Artikel Nr. 40221187, neu')).toEqual([]);
    expect(evidence('Filtro aria, codice 0 986 626 795')).toEqual([]);
    expect(evidence('Wing mirror, OEM 6 123 456 789')).toEqual([]);
    // A reference word is a word of its own: "Joe" or "shoe" before a number is no "OE" part number.
    expect(evidence('Call Joe 07700 900 461')).toEqual(['07700 900 461']);
    expect(evidence('Telefone 2345 678, a qualquer hora')).toEqual(['2345 678']);
  });

  it('reads digits right after a maker\'s name as its part or model number, unless a contact word or a "+" comes first', () => {
    expect(evidence('Motor de arranque Valeo 455 912 304, revisto')).toEqual([]);
    expect(evidence('Liga para Valeo 455 912 304')).toEqual(['455 912 304']);
    expect(evidence('Bosch +351 912 345 678')).toEqual(['+351 912 345 678']);
  });

  it('reads a rising list of numbers with commas, and a number after an order, a catalogue, a product code or a frame word, as no phone number', () => {
    expect(evidence('Tenho os cromos 14, 38, 52, 77, 120 e 131')).toEqual([]);
    expect(evidence('Encomenda 912 883 114 feita na loja')).toEqual([]);
    expect(evidence('Catalogue number 07781 22410 3')).toEqual([]);
    expect(evidence('Código de producto 612 408 337')).toEqual([]);
    expect(evidence('Número de cuadro GX 654 221 907')).toEqual([]);
    expect(evidence('Para encomendas ligue 912 883 114')).toEqual(['912 883 114']);
    expect(evidence('Contacto 91, 288, 31, 14')).toEqual(['91, 288, 31, 14']);
  });

  it('reads a date with its year followed by a time of day as a date and a time, not a phone number', () => {
    expect(evidence('Viagem Faro – Lisboa a 03/11/2025, 18:45, lugar 22')).toEqual([]);
    expect(evidence('Concert le 21/06/2025 à 20h30, porte B')).toEqual([]);
    expect(evidence('liga 912 345 678 das 9h30 às 18h')).toEqual(['912 345 678']);
  });
});

describe('findPhoneNumbers on a phone\'s identity number and a reference code', () => {
  it('reads fifteen digits an IMEI names earlier in the sentence as the IMEI, a number after "00" still as a phone', () => {
    expect(evidence('Livre de operador, IMEI enviado a pedido (86 412 305 998 721 4), capa incluída.')).toEqual([]);
    expect(evidence('IMEI limpo. Liga-me para o 912 345 678')).toEqual(['912 345 678']);
    expect(evidence('IMEI ok, ligue 00 351 912 345 6789')).toEqual(['00 351 912 345 6789']);
  });

  it('reads digits a dot glues to a code after a reference word as the code\'s', () => {
    expect(evidence('Ref. K29.312.07.051.00, com caixa')).toEqual([]);
  });

  it('reads digits after a maker and words naming a part as the part\'s number, with a contact word there still as a phone', () => {
    expect(evidence('Bosch brake pads 0 986 494 123')).toEqual([]);
    expect(evidence('Kit Valeo embraiagem, liga 912 345 678')).toEqual(['912 345 678']);
  });

  it('reads digits dictated as words in dashed groups as a number, not as ranges', () => {
    expect(evidence('Liga: nove, três, um - dois, quatro, seis - cinco, oito, sete')).toEqual(['nove, três, um - dois, quatro, seis - cinco, oito, sete']);
    expect(evidence('Tallas 7-10, 115-135 cm, pregunta')).toEqual([]);
  });
});


describe('findPhoneNumbers: lists and codes', () => {
  const phones = (text: string) => findPhoneNumbers(text).map((f) => f.evidence);

  it('reads a rising list of numbers after a number word as a list, whatever follows it', () => {
    expect(phones('Numbers 11, 27, 45, 80, 121, 306. 6 cards.')).toEqual([]);
    expect(phones('Números 15, 32, 48, 90, 133, 207, 354; faltam estes.')).toEqual([]);
    expect(phones('Números 15, 32, 48, 90 e o meu contacto 912 345 678')).toEqual(['912 345 678']);
  });

  it('reads digits a hyphen glues to more digits on either side as a piece of a longer code', () => {
    expect(phones('Libro con ISBN 979-12-613-4455-7, buen estado')).toEqual([]);
    expect(phones('Pieza 978-91-234-5678-1 original')).toEqual([]);
    expect(phones('Llámame al 612-345-678')).toEqual(['612-345-678']);
  });
});

describe('barcodes', () => {
  it.each(['barcode', 'Barcode:', 'código de barras', 'code-barres', 'code à barres', 'codice a barre', 'Strichcode', 'GTIN-13', 'EAN-Code'])(
    'reads digits after "%s" as the product’s barcode, not a phone',
    (word) => {
      for (const digits of ['5 702 017 153 421', '3 558 380 012 345', '8 001 234 567 890', '4 001 504 123 456']) expect(findPhoneNumbers(`Sealed, ${word} ${digits} on the box.`)).toEqual([]);
    },
  );
  it('still reads a number a contact word introduces', () => {
    expect(findPhoneNumbers('Sealed box. Call me on 06 12 34 56 78.').length).toBe(1);
  });
});

describe('German "zwo" for two', () => {
  it('reads "zwo" as a digit of a dictated number, groups and commas between', () => {
    expect(findPhoneNumbers('Erreichbar unter null eins fünf zwo, eins zwo drei, vier fünf sechs sieben.').length).toBe(1);
  });
});

describe('a code’s value after its capitals, where the listing names the code as a number', () => {
  it.each([
    ['FD-Nummer auf dem Typenschild (FD 9507 01234).'],
    ['PNC number on the plate: PNC 911 536 412.'],
    ['Número SN en la etiqueta, SN 612 345 678.'],
    ['Numéro PN sur la plaque : PN 612 345 678.'],
    ['Codice MT sul retro, MT 347 123 4567.'],
    ['Número de série na etiqueta; o número SN é SN 912 345 678.'],
  ])('reads the digits as the code’s: %s', (text) => {
    expect(findPhoneNumbers(text)).toEqual([]);
  });
  it('still reads a valid number after capitals the listing does not name as a code', () => {
    expect(findPhoneNumbers('Estado impecável. Contacto: AB 912 345 678.').length).toBe(1);
  });
});
describe('a phone’s own letters before its digits', () => {
  it('reads "TEL" or "WA" before digits as a phone, whatever number word the listing has', () => {
    expect(findPhoneNumbers('TEL number below. TEL 612 345 678.').length).toBe(1);
    expect(findPhoneNumbers('Número WA: WA 912 345 678.').length).toBe(1);
  });
});

describe('a camera\'s settings beside a number', () => {
  it('reads a shutter speed in seconds or a resolution in MP ending a run of numbers as a measure, a number after a contact word still as one', () => {
    expect(findPhoneNumbers('Sensor 33 MP, ISO até 51200, obturador 1/3200 s.')).toEqual([]);
    expect(findPhoneNumbers('ISO 100-51200, 1/4000 s, 4K 30 fps')).toEqual([]);
    expect(findPhoneNumbers('Contacto 913 572 468 s.f.f.').map((f) => f.evidence)).toEqual(['913 572 468']);
  });
});

describe('a Portuguese number dictated with "meia" for six', () => {
  it('reads the whole number, "meia" among its digits', () => {
    expect(findPhoneNumbers('Contacto: nove três meia um dois quatro cinco oito sete').map((f) => f.evidence)).toEqual(['nove três meia um dois quatro cinco oito sete']);
  });

  it('leaves "meia" as half or a sock alone', () => {
    expect(findPhoneNumbers('Três pares de meias e meia dúzia de camisolas')).toEqual([]);
  });
});

describe('lists of measures, sizes and part references are no phone numbers', () => {
  it.each([
    'Chaves de caixa de 4, 5, 6, 7, 8, 9, 10, 11, 12, 13 e 14 mm, com roquete.',
    'Jeu de clés plates 6, 8, 10, 12, 13, 14, 17, 19 et 22 mm.',
    'HSS drill bits 1, 2, 3, 4, 5, 6, 8, 10 and 12 mm.',
  ])('reads a rising list closed by a unit as measures: %s', (text) => {
    expect(evidence(text)).toEqual([]);
  });

  it.each(['Sizes 6 8 10 12 14 16', 'Ropa en tallas 4 6 8 10 12 14 años.', 'Robes 6 8 10 12 14'])('reads a constant-step run reaching two digits as a list: %s', (text) => {
    expect(evidence(text)).toEqual([]);
  });

  it.each([
    'Pièce d’origine pour lave-linge, référence constructeur 0612 345 678.',
    'Ersatzteilnummer 0151 2345 678',
    'Ersatzteil, Teilnummer 0171 2345 678, neu.',
  ])('reads a number a reference word (and its maker) names as that reference: %s', (text) => {
    expect(evidence(text)).toEqual([]);
  });

  it('reads numbers "models" names as model numbers', () => {
    expect(evidence('Four old phones, models 3310, 3410, 6310i and 8210, untested.')).toEqual([]);
    expect(evidence('Trois téléphones, modèles 3310, 3410 et 8210.')).toEqual([]);
  });

  it('still finds numbers dictated in groups, with commas or spaces', () => {
    expect(evidence('Appelez le 06 12 34 56 78.')).toEqual(['06 12 34 56 78']);
    expect(evidence('Ligue 912 345 678 para mais info.')).toEqual(['912 345 678']);
    expect(evidence('Liga: 9 1 2 3 4 5 6 7 8')).not.toEqual([]);
  });
});

describe('an edition number a numbering word names', () => {
  it.each(['Edição limitada, certificado numerado 06734/15000.', 'Print, numbered 07215/10000, framed.', 'Lithographie numérotée 06123/10000.'])('%s', (text) => {
    expect(evidence(text)).toEqual([]);
  });
});

describe('a cued run of numbers going up one by one', () => {
  const counting = (from: number, count: number) => Array.from({ length: count }, (_, k) => String(from + k)).join(' ');

  it('is a list however long it runs, read from any of its numbers', () => {
    expect(evidence(`Contacto: ${counting(40, 4)}`)).toEqual([]);
    expect(evidence(`Contacto: ${counting(40, 60)}`)).toEqual([]);
  });

  it('is a number where the steps differ', () => {
    expect(evidence('Contacto: 40 41 43 46')).toEqual(['40 41 43 46']);
  });
});

describe('runs too short to hold a number', () => {
  it('counts the digits of a run of tokens, numbers written in words as their digits', () => {
    const tokens = digitTokens('liga 3 1 8 ou noventa e um 45');
    expect(digitCount(tokens, 0, tokens.length - 1)).toBe(tokens.map((t) => t.digits).join('').length);
    expect(digitCount(tokens, 0, 0)).toBe(1);
    expect(digitCount(tokens, 1, 0)).toBe(0);
  });

  it('finds the numbers of a text however many short runs of digits come between them', () => {
    const text = `${'contacto 3 1 8 '.repeat(300)}liga 912 345 678 ${'tamanho 38 '.repeat(100)}`;
    expect(findPhoneNumbers(text).map((f) => f.evidence)).toEqual(['912 345 678']);
  });
});
