import { describe, expect, it } from 'vitest';
import { findItems } from '../rules/items.ts';

type Profile = 'olx-pt' | 'vinted' | 'wallapop' | 'ebay' | 'generic';
const flags = (text: string, profile: Profile = 'generic') => findItems(text, { profile }).map((f) => [f.code, f.clause, f.evidence]);
const clauses = (text: string, profile: Profile = 'generic') => findItems(text, { profile }).map((f) => f.clause);
/** A description read with its title, as the listing check reads it. */
const describedAs = (title: string, description: string, profile: Profile = 'generic') =>
  findItems(description, { profile, field: 'description', otherField: title }).map((f) => [f.clause, f.evidence]);

describe('counterfeits called by the trade’s own words', () => {
  it('reads OEM and factory copies of a copied maker’s goods as counterfeits, in the six languages', () => {
    expect(describedAs('Ténis Nike Dunk Low 42', 'Versão OEM, caixa incluída')).toEqual([['counterfeits', 'Versão OEM']]);
    expect(describedAs('Bolso Louis Vuitton Speedy', 'Acabados perfectos, es copia de fábrica')).toEqual([['counterfeits', 'copia de fábrica']]);
    expect(describedAs('Montre Rolex Submariner', 'Cadran bleu, copie d’usine')).toEqual([['counterfeits', 'copie d’usine']]);
    expect(describedAs('Gucci Gürtel schwarz', 'Fabrikkopie, kaum getragen')).toEqual([['counterfeits', 'Fabrikkopie']]);
    expect(describedAs('Yeezy Boost 700 Wave Runner 44', 'Best batch on the market, fits true to size')).toEqual([['counterfeits', 'Best batch']]);
    expect(describedAs('Borsa Prada Re-Edition', 'OEM quality, pelle liscia')).toEqual([['counterfeits', 'OEM quality']]);
  });

  it('leaves OEM parts, a factory’s own words and a model train’s replica alone', () => {
    expect(describedAs('Ecrã iPhone 11', 'Ecrã OEM quality, testado antes do envio')).toEqual([]);
    expect(describedAs('Filtro de óleo Bosch', 'OEM version of the part, fits 2015-2019')).toEqual([]);
    expect(describedAs('Modelleisenbahn Lok BR 01', 'Nachbau der Dampflok, Spur H0, OVP')).toEqual([]);
    expect(describedAs('Sapatilhas Adidas Gazelle 38', 'Compradas na loja, fatura de fábrica incluída')).toEqual([]);
  });
});

describe('fragrances sold as another’s likeness', () => {
  it('reads equivalence and dupe perfumes as counterfeits in the six languages', () => {
    expect(clauses('Perfumes de equivalencia 50 ml, varios aromas')).toEqual(['counterfeits']);
    expect(clauses('Parfum d’équivalence 30 ml, flacon neuf')).toEqual(['counterfeits']);
    expect(clauses('Dupe perfume, 100ml, lasts all day')).toEqual(['counterfeits']);
    expect(clauses('Duftzwilling 50ml, wie neu')).toEqual(['counterfeits']);
    expect(clauses('Profumo equivalente 100 ml')).toEqual(['counterfeits']);
    expect(describedAs('Eau de parfum 75 ml', 'Cheira igual ao original, dura o dia todo')).toEqual([['counterfeits', 'Cheira igual ao original']]);
  });

  it('leaves a size table, notes of a scent and an original perfume alone', () => {
    expect(flags('Tabla de equivalencias de tallas incluida, camiseta M')).toEqual([]);
    expect(flags('Perfume 50 ml que huele a vainilla y coco')).toEqual([]);
    expect(flags('Perfume original, no es de equivalencia, 100 ml')).toEqual([]);
  });
});

describe('spirits by names that are also places, flavours or tape', () => {
  it('reads gin, bourbon and eau-de-vie as alcohol beside a bottle, a volume, an age or a seal', () => {
    expect(flags('Ginebra London Dry, dos botellas precintadas')).toEqual([['restricted_item', 'alcohol', 'Ginebra']]);
    expect(clauses('Bourbon 12 years, 70cl, boxed')).toEqual(['alcohol']);
    expect(clauses('Eau-de-vie de poire, bouteille de 50 cl')).toEqual(['alcohol']);
    expect(clauses('Eau-de-vie de poire, bouteille de 50 cl', 'vinted')).toEqual(['alcohol']);
  });

  it('leaves the city, a vanilla, a tape and an empty bottle alone', () => {
    expect(flags('Reloj comprado en Ginebra, con caja y papeles')).toEqual([]);
    expect(flags('Vainilla bourbon en vaina, 3 unidades')).toEqual([]);
    expect(flags('Scotch tape dispenser, heavy base')).toEqual([]);
    expect(flags('Botella de ginebra vacía, para decoración')).toEqual([]);
  });
});

describe('tortoiseshell called the real material', () => {
  it('reads the real shell as protected wildlife in the six languages', () => {
    expect(clauses('Boîte à pilules, écaille de tortue, vers 1880')).toEqual(['protected-wildlife']);
    expect(clauses('Genuine tortoiseshell hand mirror, 1920s')).toEqual(['protected-wildlife']);
    expect(clauses('Polvera de carey genuino, antigua')).toEqual(['protected-wildlife']);
    expect(clauses('Pente antigo em tartaruga verdadeira')).toEqual(['protected-wildlife']);
    expect(clauses('Kamm aus echtem Schildpatt, um 1900')).toEqual(['protected-wildlife']);
  });

  it('leaves the look in acetate, a frame’s colour and a print alone', () => {
    expect(flags('Lunettes de soleil écaille de tortue, monture acétate')).toEqual([]);
    expect(flags('Brille Schildpatt-Optik, Gestell aus Kunststoff')).toEqual([]);
    expect(flags('Haarspange Schildpatt Farbe, Kunststoff')).toEqual([]);
    expect(flags('Pinza de pelo efecto carey')).toEqual([]);
  });
});

describe('herb grinders as drug paraphernalia', () => {
  it('reads a herb grinder and a grinder with a pollen catcher as restricted (prohibited on Vinted)', () => {
    expect(flags('Herb grinder, 4 part, zinc alloy', 'ebay')).toEqual([['restricted_item', 'drug-paraphernalia', 'Herb grinder']]);
    expect(flags('Grinder metálico com coletor de pólen', 'olx-pt')).toEqual([['restricted_item', 'drug-paraphernalia', 'Grinder']]);
    expect(flags('Grinder para hierbas de 4 piezas', 'vinted')).toEqual([['prohibited_item', 'drug-paraphernalia', 'Grinder para hierbas']]);
  });

  it('reads dry-herb vaporisers and one-hitters as the same paraphernalia', () => {
    expect(clauses('Dry herb vaporizer with two batteries', 'ebay')).toEqual(['drug-paraphernalia']);
    expect(clauses('Vaporizador de hierbas secas, poco uso', 'wallapop')).toEqual(['drug-paraphernalia']);
    expect(clauses('Vaporizador facial de ozono')).toEqual([]);
  });

  it('leaves pepper, coffee and angle grinders alone', () => {
    expect(flags('Pepper grinder, 4 parts, ceramic burr')).toEqual([]);
    expect(flags('Coffee grinder with 4 parts to clean')).toEqual([]);
    expect(flags('Angle grinder 125mm with two discs')).toEqual([]);
  });
});

describe('perfume poured out by other names', () => {
  it('reads splits, "abgefüllt" and a refilled atomiser as samples beside a perfume', () => {
    expect(clauses('Fragrance splits, 5ml each, from my own bottles')).toEqual(['testers-samples']);
    expect(clauses('Parfum 3 ml, abgefüllt aus dem Originalflakon')).toEqual(['testers-samples']);
    expect(clauses('Atomizador de viaje rellenado con perfume')).toEqual(['testers-samples']);
  });

  it('leaves bottled oil and honey, and split ends, alone', () => {
    expect(flags('Olivenöl 500 ml, frisch abgefüllt')).toEqual([]);
    expect(flags('Honig, abgefüllt in Gläser zu 250 g')).toEqual([]);
    expect(flags('Serum for split ends, 50 ml')).toEqual([]);
  });
});

describe('German words typed without their umlauts', () => {
  it('reads "ue", "ae" and "oe" as the umlaut in every German term', () => {
    expect(clauses('Parfuemprobe 2ml, Dior')).toEqual(['testers-samples']);
    expect(clauses('Abfuellungen 5ml aus Originalflakon, Parfum')).toEqual(['testers-samples']);
  });
});

describe('gift cards sold the way the marketplaces allow', () => {
  it('leaves a card posted through the platform, a code given in the app and a card paid on the site alone', () => {
    expect(describedAs('Cartão presente FNAC 25 €', 'Envio pelos CTT em carta registada')).toEqual([]);
    expect(describedAs('Buono regalo Feltrinelli 20 euro', 'Il codice lo vedi nella app quando ricevi')).toEqual([]);
    expect(describedAs('Geschenkkarte Thalia 15 €', 'Physische Karte, Versand per Post')).toEqual([]);
  });

  it('still flags one whose code is sent by e-mail or message', () => {
    expect(describedAs('Tarjeta regalo Primor 40', 'Te mando el código por correo electrónico')).toEqual([]);
    expect(clauses('Tarjeta regalo Primor 40, te mando el código por correo electrónico')).toEqual(['gift-cards']);
    expect(clauses('Gift card for a spa, 80, I text you the code once paid')).toEqual(['gift-cards']);
  });
});

describe('a gun a garden hose or a washer is sold with', () => {
  it('reads it as the spray nozzle, not a weapon, in the listing or its title', () => {
    expect(flags('Mangueira 25 m com pistola de rega')).toEqual([]);
    expect(describedAs('Tuyau d’arrosage 15 m', 'Livré avec pistolet 6 jets')).toEqual([]);
    expect(flags('Pistola con 8 funciones para manguera')).toEqual([]);
    expect(flags('Pistola 9mm con cargador')).toEqual([['prohibited_item', 'weapons', 'Pistola']]);
  });
});
