import { describe, expect, it } from 'vitest';
import { findItems, lettersForLookalikes, nounStartsIn, workNounStarts } from './items.ts';

const codes = (text: string, profile: 'olx-pt' | 'vinted' = 'vinted') => findItems(text, { profile }).map((f) => [f.code, f.evidence]);

describe('findItems', () => {
  it('flags prohibited items in four languages', () => {
    expect(codes('Ténis réplica 1:1')).toEqual([['prohibited_item', 'réplica 1:1']]);
    expect(codes('Vendo vape com e-liquid')).toEqual([['prohibited_item', 'vape'], ['prohibited_item', 'e-liquid']]);
    expect(codes('Chiots à vendre')).toEqual([['prohibited_item', 'Chiots']]);
  });

  it('ignores negated and innocent mentions', () => {
    expect(codes('Original, não é réplica. Not fake.')).toEqual([]);
    expect(codes('Pistola de cola quente, casaco cor tabaco, camisola réplica oficial')).toEqual([]);
    expect(codes('Vestido cor champanhe, fake nails kit, champagne gold heels')).toEqual([]);
  });

  it('reads no negation inside a word ending on an accented letter and "ne" ("crâne", "chaîne")', () => {
    expect(codes('Un crâne humain authentique')).toEqual([['prohibited_item', 'crâne humain']]);
    expect(codes('Ce n\'est pas un crâne humain, résine')).toEqual([]);
  });

  it('reads a copy sold as premium or AAA as a counterfeit, not a copy of a document', () => {
    expect(codes('Sweat à capuche, copie premium, taille M')).toEqual([['prohibited_item', 'copie premium']]);
    expect(codes('Gafas de sol, copia AAA con estuche')).toEqual([['prohibited_item', 'copia AAA']]);
    expect(codes('Copie de la facture fournie. Imprimante laser, copies haute résolution, 20 pages par minute.')).toEqual([]);
  });

  it('skips an item the listing says is not included in the sale, and still flags one it includes', () => {
    expect(codes('Portátil gaming formatado, conta Steam não incluída.')).toEqual([]);
    expect(codes('Gaming laptop, Fortnite account not included, sorry.')).toEqual([]);
    expect(codes('Consola con mandos, cuenta de Fortnite no incluida')).toEqual([]);
    expect(codes('Conta Steam com 40 jogos, comandos não incluídos')).toEqual([['prohibited_item', 'Conta Steam']]);
  });

  it('reads an advertising sign naming a drink or tobacco as the sign, in German compounds too', () => {
    expect(codes('Rum Blechschild, 20 x 30 cm')).toEqual([]);
    expect(codes('Whisky Werbeschild aus Emaille')).toEqual([]);
    expect(codes('Letreiro publicitário de cerveja, anos 70')).toEqual([]);
    expect(codes('Whisky, Werbegeschenk, ungeöffnet')).toEqual([['prohibited_item', 'Whisky']]);
  });

  it('follows the profile: alcohol is restricted on OLX and prohibited on Vinted', () => {
    expect(codes('garrafa de vinho do Porto', 'olx-pt')).toEqual([['restricted_item', 'vinho']]);
    expect(codes('garrafa de vinho do Porto', 'vinted')).toEqual([['prohibited_item', 'vinho']]);
  });

  it('reads a weapon name in an airsoft listing as a replica weapon, restricted rather than prohibited', () => {
    expect(codes('Glock 17 airsoft gas, réplica de 6 mm', 'olx-pt')).toEqual([['restricted_item', 'airsoft']]);
  });

  it('reads digits and symbols typed for letters inside a word as those letters, and leaves model codes as written', () => {
    expect(codes('Ténis r3plica 1:1')).toEqual([['prohibited_item', 'r3plica 1:1']]);
    expect(codes('Vendo v4pe com líquidos')).toEqual([['prohibited_item', 'v4pe']]);
    expect(codes('Bolsa rep1ica Gucci')).toEqual([['prohibited_item', 'rep1ica']]);
    expect(codes('Bolsa répIica Gucci')).toEqual([['prohibited_item', 'répIica']]);
    expect(codes('Samsung S10e, Canon G7X, PS4 com 2 comandos')).toEqual([]);
    expect(lettersForLookalikes('p1stola')).toEqual(['pistola', 'plstola']);
    expect(lettersForLookalikes('iPhone 12 128GB')).toEqual([]);
  });

  it('reads goods said not to be genuine that look the same as the genuine ones as counterfeits, not a part said not to be original', () => {
    expect(codes('Bolsa Prada, não é original Prada mas é idêntica')).toEqual([['prohibited_item', 'não é original']]);
    expect(codes('Montre, ce n\'est pas une vraie Cartier mais personne ne verra la différence')).toEqual([['prohibited_item', 'n\'est pas une vraie']]);
    expect(codes('Trainers, not genuine Adidas but you can\'t tell them apart')).toEqual([['prohibited_item', 'not genuine']]);
    expect(codes('Zapatillas, no son Converse auténticas pero nadie lo nota')).toEqual([['prohibited_item', 'no son Converse auténticas']]);
    expect(codes('Ecrã não original mas funciona igual, a caixa não é original mas é idêntica')).toEqual([]);
    expect(codes('Tasche, kein echtes Leder, sieht aber genauso aus')).toEqual([]);
    expect(codes('Not genuine, as stated, but a lovely bag all the same')).toEqual([]);
  });

  it('reads a camera or a bulb fitting\'s bayonet by its mount\'s name as the fitting, a bayonet alone still as a blade', () => {
    expect(findItems('Baioneta Nikon F, anel adaptador incluído', { profile: 'olx-pt', otherField: 'Anel adaptador' })).toEqual([]);
    expect(codes('Baioneta militar de 1916 com bainha', 'olx-pt')).toEqual([['restricted_item', 'Baioneta']]);
  });

  it('reads a title opening with a work\'s word and its name as the work, its name\'s animals its subject', () => {
    expect(findItems('Livro: Os Gatinhos da Avó', { profile: 'vinted', field: 'title' })).toEqual([]);
    expect(findItems('Livro infantil sobre gatinhos, 24 páginas', { profile: 'vinted', field: 'description', otherField: 'Livro: Os Gatinhos da Avó' })).toEqual([]);
    expect(findItems('Buch „Meine Welpen“', { profile: 'vinted', field: 'title' })).toEqual([]);
    expect(findItems('Gatinhos persas de 8 semanas', { profile: 'vinted', field: 'title' }).map((f) => f.code)).toEqual(['prohibited_item']);
  });

  it('reads an English drink word before a Title Case compound as its modifier', () => {
    expect(findItems('Whisky Barrel Planter With Liner', { profile: 'generic', field: 'title' })).toEqual([]);
    expect(findItems('Whisky Bottle 70cl Sealed', { profile: 'generic', field: 'title' }).map((f) => f.code)).toContain('restricted_item');
  });

  it('reads a replica of a landmark or a work of art, a copy of a document and a fake material as none of counterfeits', () => {
    expect(codes('Réplica da Torre de Belém em metal, 20 cm')).toEqual([]);
    expect(codes('Replica of a Greek statue, plaster, 40 cm')).toEqual([]);
    expect(codes('Copia compulsada del libro de revisiones incluida')).toEqual([]);
    expect(codes('Fake-Pelz Mantel, sehr warm')).toEqual([]);
    expect(codes('Réplica de Cartier, calidad AAA').map(([code]) => code)).toContain('prohibited_item');
  });

  it('reads a device locked to its owner\'s account that the seller found as not the seller\'s, a locked one for parts alone as no such claim', () => {
    expect(codes('Tablet achado no comboio, bloqueio de ativação, vende-se', 'olx-pt')).toEqual([['prohibited_item', 'achado']]);
    expect(codes('iPad for parts, iCloud locked, cracked screen', 'olx-pt')).toEqual([]);
  });

  it('reads poppers sold by the bottle as drugs, party poppers as none', () => {
    expect(codes('Poppers, 2 frascos de 10 ml')).toEqual([['prohibited_item', 'Poppers']]);
    expect(codes('Party poppers, 12 bottles of confetti')).toEqual([]);
  });

  it('reads a streaming account with its plan between as one, in Italian the English word before it', () => {
    expect(codes('Spotify family account, 6 months')).toEqual([['prohibited_item', 'Spotify family account']]);
    expect(codes('Vendo posto in account Netflix per un anno')).toEqual([['prohibited_item', 'account Netflix']]);
  });

  it('reads a dog or a cat by its plain word as alive beside its care or a home sought, not beside an age alone or as a supply\'s', () => {
    expect(findItems('Perra mestiza, esterilizada y con chip, busca hogar', { profile: 'wallapop' }).map((f) => f.clause)).toEqual(['live-animals']);
    expect(findItems('Camiseta con perros, talla 4 años', { profile: 'wallapop' })).toEqual([]);
    expect(findItems('Mi perro, vacunado y sano, apenas la usó', { profile: 'wallapop', field: 'description', otherField: 'Cama para perros grandes' })).toEqual([]);
  });

  it('reads a copy word opening the description of a maker\'s watch or bag the title names as a counterfeit claim, a copy of a game or a receipt as none', () => {
    expect(findItems('Copia automática, correa de acero', { profile: 'vinted', field: 'description', otherField: 'Reloj Omega Speedmaster' }).map((f) => f.evidence)).toEqual(['Copia']);
    expect(findItems('Copy in its box, like new', { profile: 'vinted', field: 'description', otherField: 'Mario Kart 8 Nintendo Switch' })).toEqual([]);
    expect(findItems('Copia de la factura incluida', { profile: 'vinted', field: 'description', otherField: 'Reloj Omega Speedmaster' })).toEqual([]);
  });

  it('reads a sword of sponge or foam as a toy\'s', () => {
    expect(codes('Disfraz de pirata con espada de esponja')).toEqual([]);
    expect(codes('Espada de aço forjado, 90 cm', 'vinted')).toEqual([['prohibited_item', 'Espada']]);
  });

  it('reads "not original, but a copy" as a counterfeit claim, and "I used it twice" of the make-up a title names as opened', () => {
    expect(codes('Não é original, é uma cópia bem feita').map(([code]) => code)).toContain('prohibited_item');
    expect(findItems('Usé la paleta dos veces', { profile: 'vinted', field: 'description', otherField: 'Paleta de sombras Urban Decay' }).map((f) => f.clause)).toEqual(['opened-cosmetics']);
    expect(findItems('Easy to use, sealed', { profile: 'vinted', field: 'description', otherField: 'Eyeshadow palette Urban Decay' })).toEqual([]);
  });

  it('reads a console opened to run copies and an IPTV service with a subscription or its channel count as pirated, a router\'s firmware and a bare TV box as none', () => {
    expect(codes('Hacked PS Vita, loads of games on the card').map(([code]) => code)).toEqual(['prohibited_item']);
    expect(codes('Wii modificada com 30 jogos').map(([code]) => code)).toEqual(['prohibited_item']);
    expect(codes('Box IPTV, 8 000 canais, um ano').map(([code]) => code)).toEqual(['prohibited_item']);
    expect(codes('Router with custom firmware, fast wifi')).toEqual([]);
    expect(codes('Box Android TV com Netflix e YouTube')).toEqual([]);
  });

  it('reads aquarium fish sold with their tank or as live ones as live animals, a tank without them, their food and neon lights as none', () => {
    expect(findItems('Acuario de 100 litros con los peces y las plantas', { profile: 'wallapop' }).map((f) => f.clause)).toEqual(['live-animals']);
    expect(findItems('Aquarium 60 L, sans poissons, avec filtre', { profile: 'vinted' })).toEqual([]);
    expect(findItems('Mangime per pesci tropicali con vitamine', { profile: 'vinted' })).toEqual([]);
  });

  it('reads the seller\'s own dog or cat, named with its care, as no sale unless a new home is sought or the seller sells it', () => {
    expect(findItems('Unsere Katze ist geimpft und liebt die Höhle', { profile: 'vinted', field: 'description', otherField: 'Katzenhöhle Filz' })).toEqual([]);
    expect(findItems('Il nostro gatto, vaccinato, cerca una nuova famiglia', { profile: 'vinted' }).map((f) => f.clause)).toEqual(['live-animals']);
  });

  it('reads a slogan quoted after a garment, a mug or the word for a phrase as the print, a single quoted claim word as the claim', () => {
    expect(codes('Sweat com a frase "Vodka and Chill", tamanho S')).toEqual([]);
    expect(codes("Mug 'Gin o'clock somewhere', new")).toEqual([]);
    expect(codes('Camisola Adidas "réplica", boa qualidade')).toEqual([['prohibited_item', 'réplica']]);
  });

  it('reads a tablet\'s dose in grams beside a word of tablets as a medicine, dishwasher tablets and vitamins as none', () => {
    expect(findItems('Analgésico 0,5 g', { profile: 'olx-pt', field: 'title', otherField: 'Embalagem com 20 comprimidos' }).map((f) => f.clause)).toEqual(['medicines']);
    expect(findItems('Pastilhas para a máquina 1g', { profile: 'olx-pt', field: 'title', otherField: 'Caixa de 40 pastilhas' })).toEqual([]);
    expect(findItems('Vitamina C 1g', { profile: 'olx-pt', field: 'title', otherField: 'Tubo de 20 comprimidos efervescentes de vitamina' })).toEqual([]);
  });
});


describe('findItems: copies graded, authenticity denied, make-up swatched', () => {
  const inDescription = (title: string, description: string, profile: 'olx-pt' | 'vinted' | 'generic' = 'vinted') =>
    findItems(description, { profile, field: 'description', otherField: title }).map((f) => [f.code, f.evidence]);

  it('reads a clone named with a counterfeiter grade, in either order and every language, as a counterfeit', () => {
    const grades = ['super', 'top', 'AAA', '1:1', 'top-grade', 'mirror', 'premium'];
    for (const grade of grades) {
      expect(codes(`Relógio automático, ${grade} clone, vidro safira`).map(([code]) => code)).toEqual(['prohibited_item']);
      expect(codes(`Montre automatique, clone ${grade}, verre saphir`).map(([code]) => code)).toEqual(['prohibited_item']);
    }
    expect(codes('Orologio, clone di alta qualità, vetro zaffiro')).toEqual([['prohibited_item', 'clone di alta qualità']]);
    expect(codes('Uhr mit Klon in Top-Qualität, Saphirglas')).toEqual([['prohibited_item', 'Klon in Top-Qualität']]);
    expect(codes('Zapatillas calidad top clon con caja')).toEqual([['prohibited_item', 'calidad top clon']]);
    expect(codes('Mala versão AAA, pele sintética')).toEqual([['prohibited_item', 'versão AAA']]);
    expect(inDescription('Bolso Prada Galleria', 'Versión UA con tarjeta')).toEqual([['prohibited_item', 'Versión UA']]);
    expect(inDescription('Samsung Galaxy S23 128GB', 'Versión UA, libre, con cargador')).toEqual([]);
  });

  it('leaves clones that are no copied goods alone: troopers, the Clone Wars, a disk cloned', () => {
    expect(codes('Lego Star Wars The Clone Wars, clone troopers e nave')).toEqual([]);
    expect(codes('SSD 1 TB, clone do disco antigo feito, Windows ativado')).toEqual([]);
  });

  it('reads a seller denying a copied maker’s goods are genuine as a counterfeit, whatever the language', () => {
    const denials: [string, string][] = [
      ['Sapatilhas Prada America’s Cup', 'Não são originais, mas estão impecáveis.'],
      ['Bolso Prada Re-Nylon', 'No es auténtico, aviso desde ya.'],
      ['Sac Prada Galleria', 'Ce n’est pas un vrai, finitions soignées.'],
      ['Prada Cleo bag', 'Not genuine, lovely stitching though.'],
      ['Borsa Prada Cleo', 'Non è originale, cuciture perfette.'],
      ['Prada Tasche Cleo', 'Nicht echt, aber schön verarbeitet.'],
      ['Prada Cleo bag', 'It’s not the real deal, priced to match.'],
      ['Bolso Prada Cleo', 'No es de la marca, es parecido.'],
      ['Prada Cleo bag', 'Isn’t genuine, lovely stitching though.'],
    ];
    for (const [title, description] of denials) expect(inDescription(title, description).map(([code]) => code)).toEqual(['prohibited_item']);
  });

  it('does not read a denial of a part, the packaging or a compatible accessory as a counterfeit', () => {
    expect(inDescription('Relógio Rolex Oyster', 'Autêntico, mas a bracelete não é a original.')).toEqual([]);
    expect(inDescription('Rolex Datejust 36', 'Genuine, but not the original box.')).toEqual([]);
    expect(inDescription('Cabo USB-C para Samsung Galaxy', 'Não é original, mas é certificado.')).toEqual([]);
    expect(inDescription('Coque pour iPhone 15', 'Ce n’est pas un vrai Apple, mais solide.')).toEqual([]);
    expect(inDescription('Sapatilhas Prada America’s Cup', 'Originais, com fatura. Não são as palmilhas originais.')).toEqual([]);
  });

  it('reads make-up swatched as opened, in every language’s form of the word, and not colour swatches', () => {
    for (const said of ['Swatched twice', 'Swatché une fois', 'Swatcheado una vez', 'Swatchado só uma vez', 'Swatchato una volta', 'Einmal geswatcht']) {
      expect(codes(`Lipgloss rosa. ${said}, quase cheio.`).map(([code]) => code)).toEqual(['prohibited_item']);
    }
    expect(codes('Livro de tintas com swatches de todas as cores')).toEqual([]);
  });

  it('reads a make-up title’s description of it tested as opened', () => {
    expect(inDescription('Batom Rouge Dior 999', 'Testei uma vez na mão.').map(([code]) => code)).toEqual(['prohibited_item']);
    expect(inDescription('Fond de teint Dior Forever', 'Testé deux fois, teinte trop foncée.').map(([code]) => code)).toEqual(['prohibited_item']);
  });
});

describe('findItems: what the seller no longer has, a maker’s model name, a fan shirt', () => {
  const items = (text: string, profile: 'olx-pt' | 'vinted' | 'generic' = 'generic') => findItems(text, { profile }).map((f) => f.evidence);

  it('does not read a seat or a helmet the seller says was already sold as part of the sale', () => {
    expect(items('Pushchair with rain cover. We have already sold the car seat.')).toEqual([]);
    expect(items('Carrinho com capa de chuva. Já vendi a cadeira auto.')).toEqual([]);
    expect(items('Kinderwagen mit Regenschutz. Die Babyschale haben wir nicht mehr.')).toEqual([]);
    expect(items('Poussette avec habillage pluie, siège auto vendu séparément.')).toEqual([]);
    expect(items('Pushchair with rain cover and the car seat.')).toEqual(['car seat']);
  });

  it('reads a blade’s word right after a maker of other goods as its model name, and a knife maker’s as a blade', () => {
    expect(items('Amplificador Boss Katana 50 MkII com pedal')).toEqual([]);
    expect(items('Katana japonesa com bainha, lâmina de 70 cm').length).toBeGreaterThan(0);
  });

  it('reads a football shirt with its replica word a few words after it as the fan version', () => {
    expect(items('Scotland away shirt 2022 replica by Adidas, size L')).toEqual([]);
    expect(items('Camiseta Sevilla 2023 réplica, talla M')).toEqual([]);
  });
});

describe('findItems: reps', () => {
  it('reads a rep named with the goods it copies, and a description opening with a rep under a copied maker’s title, as a counterfeit', () => {
    expect(codes('Rep sneakers, box included').map(([code]) => code)).toEqual(['prohibited_item']);
    expect(findItems('Rep, great stitching, dust bag included.', { profile: 'vinted', field: 'description', otherField: 'Prada Galleria' }).map((f) => f.evidence)).toEqual(['Rep']);
    expect(codes('Rep. Joana Silva, vendo sapatilhas')).toEqual([]);
  });
});

describe('findItems: a thing called real, sold unused, or a replica of a work', () => {
  const items = (text: string, profile: 'olx-pt' | 'vinted' | 'ebay' | 'wallapop' = 'olx-pt') => findItems(text, { profile }).map((f) => f.evidence);

  it('reads a made thing the seller calls real as the thing, though the listing names a teaching use', () => {
    expect(items('Crânio humano verdadeiro, para estudo de anatomia')).toEqual(['Crânio humano']);
    expect(items('Genuine human bones for anatomy class', 'ebay')).toEqual(['human bones']);
    expect(items('Crânio humano em resina, modelo de anatomia')).toEqual([]);
    expect(items('Human skull that looks real, anatomy model in resin', 'ebay')).toEqual([]);
  });

  it('reads a helmet or a car seat said unused in any language as sold new', () => {
    for (const said of ['sin usar', 'sem uso', 'jamais servi', 'never worn', 'new in box', 'ungetragen']) expect(items(`Casco de moto talla M, ${said}`, 'wallapop')).toEqual([]);
    expect(items('Casco de moto talla M, usado una temporada', 'wallapop')).toEqual(['Casco de moto']);
  });

  it('reads a work, a landmark or a skull named before its replica word as a souvenir, not a counterfeit', () => {
    expect(items('Human skull replica for Halloween', 'ebay')).toEqual([]);
    expect(items('Eiffel Tower replica, 60 cm, metal', 'ebay')).toEqual([]);
    expect(items('Watch replica, automatic, sapphire', 'ebay')).toEqual(['replica']);
  });
});

describe('findItems: BB guns in each language, laser-tag toys, a holder’s head noun', () => {
  const items = (text: string, profile: 'olx-pt' | 'ebay' | 'generic' = 'generic') => findItems(text, { profile }).map((f) => f.code);

  it('reads a gun that fires balls or pellets as a replica weapon, in French, Italian and Spanish', () => {
    for (const gun of ['Pistolet à billes 4,5 mm', 'Fusil à billes CO2', 'Pistola a pallini', 'Carabina a pallini', 'Pistola de bolas de gel']) expect(items(gun)).toEqual(['restricted_item']);
  });

  it('reads a laser-tag or laser-game gun as a toy', () => {
    expect(items('Pistolets laser game pour enfants, lot de 2')).toEqual([]);
    expect(items('Laser tag guns set of four')).toEqual([]);
  });

  it('reads the description’s word for the head noun of the title’s innocent phrase as that object', () => {
    const describe_ = (title: string, description: string) => findItems(description, { profile: 'ebay', field: 'description', otherField: title }).map((f) => f.evidence);
    expect(describe_('Bike helmet holder, wall mounted', 'Holds two helmets, screws included.')).toEqual([]);
    expect(describe_('Bike helmets, size M', 'Two helmets, worn two seasons, no crashes.')).toEqual(['helmets']);
  });
});

describe('findItems: denials of a part, of luxury, clones that look the same', () => {
  const inDescription = (title: string, description: string) => findItems(description, { profile: 'vinted', field: 'description', otherField: title }).map((f) => f.evidence);

  it('reads a denial said of a thing the clause names first as said of that thing, and one of the goods as a claim', () => {
    expect(inDescription('Borsa Prada Galleria', 'Originale, con scontrino. La tracolla non è originale.')).toEqual([]);
    expect(inDescription('Prada Cloudbust sneakers', 'Genuine pair. The laces are not genuine, replaced.')).toEqual([]);
    expect(inDescription('Borsa Prada Galleria', 'La borsa non è originale, ma è bella.')).toEqual(['non è originale']);
  });

  it('reads "not a brand" as no brand, and "not the brand’s" as a denial', () => {
    expect(inDescription('Mala Prada Re-Edition', 'Não é de marca de luxo, mas está impecável.')).toEqual([]);
    expect(inDescription('Mala Prada Re-Edition', 'Não é da marca, é parecida.')).toEqual(['Não é da marca']);
  });

  it('reads a clone in a sentence saying nobody notices as a counterfeit, and a disk’s clone with a backup copy as none', () => {
    expect(codes('Zapatillas, son clones buenos, nadie lo nota')).toEqual([['prohibited_item', 'clones']]);
    expect(codes('SSD con clon del sistema y copia de seguridad idéntica')).toEqual([]);
    expect(inDescription('Moncler Maya Jacke', 'Keine Originalware, aber top Qualität.')).toEqual(['Keine Originalware']);
  });
});

describe('findItems: a denial right after a noun', () => {
  const inDescription = (title: string, description: string) => findItems(description, { profile: 'vinted', field: 'description', otherField: title }).map((f) => f.evidence);
  it('reads a denial right after a noun other than the goods as said of that noun, and one after a pronoun or the goods as a claim', () => {
    expect(inDescription('Mala Prada Galleria', 'Verdadeira. Alças não originais, foram trocadas.')).toEqual([]);
    expect(inDescription('Bolso Prada Galleria', 'Auténtico. Asas no originales, cambiadas.')).toEqual([]);
    expect(inDescription('Mala Prada Galleria', 'Mala não original, mas bonita.')).toEqual(['não original']);
    expect(inDescription('Sac Prada Galleria', 'Ils ne sont pas vrais, mais jolis.')).toEqual(['ne sont pas vrais']);
  });
});

describe('findItems: German knife compounds', () => {
  it('reads a one-hand or folding knife compound as a knife, its blade length counted, and a meter’s compound as none', () => {
    expect(findItems('Einhandmesser, Klinge 9 cm', { profile: 'ebay' }).map((f) => f.code)).toEqual(['restricted_item']);
    expect(findItems('Klappmesser mit 11 cm Klinge', { profile: 'ebay' }).map((f) => f.code)).toEqual(['restricted_item']);
    expect(findItems('Entfernungsmesser für Golf, Reichweite 11 cm bis 800 m, Klinge', { profile: 'ebay' })).toEqual([]);
  });
});

describe('findItems: a vehicle maker’s own seats and helmets', () => {
  it('reads a helmet or a car seat right after a vehicle maker as that maker’s helmet or seat', () => {
    expect(findItems('BMW helmet System 7, used two seasons', { profile: 'ebay' }).map((f) => f.evidence)).toEqual(['helmet']);
    expect(findItems('Audi car seat, used for two years', { profile: 'ebay' }).map((f) => f.evidence)).toEqual(['car seat']);
  });
});

describe('findItems: a denial said of the noun the title names', () => {
  it('reads a denial of the thing the title names, whatever its noun, as a claim', () => {
    const inDescription = (title: string, description: string) => findItems(description, { profile: 'vinted', field: 'description', otherField: title }).map((f) => f.evidence);
    expect(inDescription('Chaqueta Prada Re-Nylon', 'Esta chaqueta no es original, pero abriga.')).toEqual(['no es original']);
    expect(inDescription('Felpa Prada nera', 'La felpa non è autentica.')).toEqual(['non è autentica']);
    expect(inDescription('Felpa Prada nera', 'Il cordino non è originale.')).toEqual([]);
  });
});

describe('findItems: a part named before a verb of being, a German fan shirt', () => {
  it('reads a denial after a noun and a verb of being as said of that noun, and one after a pronoun as a claim', () => {
    const inDescription = (title: string, description: string) => findItems(description, { profile: 'ebay', field: 'description', otherField: title }).map((f) => f.evidence);
    expect(inDescription('Prada Re-Nylon jacket', 'Genuine, from the Prada store. The zip is not the original, replaced.')).toEqual([]);
    expect(inDescription('Prada Re-Nylon jacket', 'It is not genuine.')).toEqual(['not genuine']);
  });
  it('reads a German fan shirt with "Replika" after it as the fan version', () => {
    expect(findItems('Trikot Borussia Dortmund Replika, Größe L', { profile: 'generic' })).toEqual([]);
  });
});

describe('findItems: imitation materials and replicas of named works', () => {
  const listing = (title: string, description: string) =>
    [...findItems(title, { profile: 'generic', field: 'title', otherField: description }), ...findItems(description, { profile: 'generic', field: 'description', otherField: title })].map((f) => f.clause);

  it.each([
    ['Colar de pérolas de imitação', 'Fecho prateado.'],
    ['Pendientes de perlas de imitación', 'Cierre de presión.'],
    ['Collier', "Perles d'imitation, fermoir doré."],
    ['Necklace', 'Imitation pearls on a chain.'],
    ['Sofá', 'Forrado a imitação de pele, 3 lugares.'],
    ['Chaqueta', 'De imitación piel, talla M.'],
  ])('reads a material said to be imitated as the material: %s / %s', (title, description) => {
    expect(listing(title, description)).toEqual([]);
  });

  it('keeps an imitation of a maker’s goods a counterfeit', () => {
    expect(listing('Colar imitação Chanel', 'Pérolas, parece verdadeiro.')).toContain('counterfeits');
    expect(listing('Imitation Rolex', 'Looks just like the real one.')).toContain('counterfeits');
  });

  const works: [string, string][] = [
    ['Réplica del Acueducto de Segovia', 'Recuerdo comprado en Segovia, 15 cm.'],
    ['Réplica da Pietà de Miguel Ângelo', 'Em resina, comprada no museu do Vaticano.'],
    ['Réplique de la Joconde', 'Reproduction encadrée, 40 x 60 cm.'],
    ['Replica of the Mona Lisa', 'Framed print, 50 x 70 cm.'],
    ['Replica della Venere di Botticelli', 'Riproduzione su tela con cornice, incorniciata.'],
    ['Replik der Himmelsscheibe von Nebra', 'Aus dem Museumsshop in Halle, Bronzeguss.'],
  ];
  it.each(works)('reads a replica of a work named by its name, in a listing of a museum piece, a reproduction or a souvenir, as the work’s: %s', (title, description) => {
    expect(listing(title, description)).toEqual([]);
  });

  it('keeps a replica a claim where the listing names a maker of copied goods or says nothing of a work', () => {
    expect(listing('Réplica del Rolex Daytona', 'Recuerdo de un viaje, máquina automática.')).toContain('counterfeits');
    expect(listing('Replica of the Louis Vuitton Speedy', 'Framed dust bag included.')).toContain('counterfeits');
    expect(listing('Réplica Submariner', 'Automático, esfera negra.')).toContain('counterfeits');
  });
});

describe('findItems: a container sold empty, a nail gun’s compound, seats and helmets sold sealed or with tags', () => {
  const listing = (title: string, description: string, profile: 'olx-pt' | 'generic' | 'ebay' = 'generic') =>
    [...findItems(title, { profile, field: 'title', otherField: description }), ...findItems(description, { profile, field: 'description', otherField: title })].map((f) => f.clause);

  it.each([
    ['Caixa de munições militar', 'Vazia, uso-a para ferramentas.'],
    ['Caja de munición metálica', 'Está vacía, ideal para guardar herramientas.'],
    ['Boîte à munitions kaki', 'Vide, pour ranger des outils.'],
    ['Ammo box, steel', 'Empty, makes a good toolbox.'],
    ['Cassetta per munizioni', 'Vuota, per attrezzi.'],
  ])('reads a container named by what it holds, the listing saying it is empty, as the container: %s', (title, description) => {
    expect(listing(title, description)).toEqual([]);
  });

  it('keeps a container of ammunition sold with its contents', () => {
    expect(listing('Caixa de munições calibre 12', '25 cartuchos, caixa fechada.')).toContain('weapons');
    expect(listing('Box of ammunition, .22', 'Fifty rounds.')).toContain('weapons');
  });

  it('reads Italian tool compounds after "pistola" as the tool (sparachiodi, sparapunti), not a pneumatic pistol', () => {
    expect(listing('Pistola sparachiodi pneumatica', 'Chiodi da 15 a 50 mm.')).toEqual([]);
    expect(listing('Pistola sparapunti', 'Con 1000 punti.')).toEqual([]);
    expect(listing('Pistola pneumatica 4,5 mm', 'Con piombini.')).toContain('weapons');
  });

  it.each([
    ['Siège auto neuf', 'Encore emballé, jamais ouvert.'],
    ['Batting helmet, junior', 'New, with tags.'],
    ['Kindersitz', 'Nie geöffnet, Karton versiegelt.'],
    ['Silla de coche grupo 1', 'Nunca abierta, en su caja.'],
    ['Car seat', 'Still in the sealed box.'],
  ])('reads a seat or helmet never opened, in its packaging or with its tags as sold new: %s', (title, description) => {
    expect(listing(title, description)).toEqual([]);
  });
});

describe('findItems: a brand’s or a print’s subject, a thing to consume said empty', () => {
  const inDescription = (description: string, title = 'Sweat vintage', profile: 'generic' | 'wallapop' = 'generic') =>
    findItems(description, { profile, field: 'description', otherField: title }).map((f) => f.clause);

  it.each([
    "Avec l'imprimé d'une marque de tabac.",
    'Com o logótipo de uma marca de tabaco.',
    'Con el logo de una marca de tabaco.',
    "Con il logo di un marchio di tabacco.",
    'With the logo of a brand of tobacco.',
    'Mit dem Logo einer Marke von Tabak.',
  ])('reads what follows a brand’s, a logo’s or a print’s "de" as what the brand sells: %s', (description) => {
    expect(inDescription(description)).toEqual([]);
  });

  it('reads quoted words right after a brand noun, a comma between at most, as the brand’s name', () => {
    expect(inDescription('Imprimé d’une ancienne marque, « Tabac & Cigares ».')).toEqual([]);
    expect(inDescription('Vendo tabaco de enrolar, 5 pacotes.', 'Tabaco', 'generic')).toContain('tobacco-vapes');
  });

  it.each([
    ['Neceser con muestras de perfume vacías', 'wallapop'],
    ['Empty perfume samples for refilling', 'generic'],
    ['Campioni di profumo vuoti', 'generic'],
  ] as const)('reads a sample said empty in its phrase as its container: %s', (title, profile) => {
    expect(findItems(title, { profile, field: 'title', otherField: 'Para rellenar.' }).map((f) => f.clause)).toEqual([]);
  });
  it('keeps samples sold with their contents', () => {
    expect(findItems('Muestras de perfume Dior, 2 ml', { profile: 'wallapop', field: 'title', otherField: 'Llenas.' }).map((f) => f.clause)).toContain('testers-samples');
  });
});

describe('everyday senses of replica and weapon words', () => {
  const clauses = (title: string, description: string) => [
    ...findItems(title, { profile: 'generic', field: 'title', otherField: description }),
    ...findItems(description, { profile: 'generic', field: 'description', otherField: title }),
  ].map((f) => f.clause);

  it.each([
    ['Réplica do Queen Mary em madeira', 'Réplica do navio de passageiros em madeira, 60 cm, feita à mão. Decoração.'],
    ['Réplica de un galeón en madera', 'Réplica de un galeón español, hecha a mano, 70 cm. Decoración.'],
    ['Replica of a sailing ship, wooden', 'Handmade replica of a sailing ship, 50 cm, for a shelf.'],
  ])('reads a replica of a ship, a plane or a train, named or kept as a decoration, as a model: %s', (title, description) => {
    expect(clauses(title, description)).toEqual([]);
  });

  it.each([
    ['Maglia campione del mondo ciclismo', 'Maglia iridata da campione del mondo, replica ufficiale, taglia M.'],
    ['Maglia replica ufficiale Italia', 'Maglia della nazionale, replica ufficiale, taglia L.'],
    ['Camisola réplica oficial', 'Camisola de adepto, réplica oficial.'],
  ])('reads an official replica as a fan shirt in Italian too: %s', (title, description) => {
    expect(clauses(title, description)).toEqual([]);
  });

  it.each([
    ['Jeans Rifle anni 80', 'Jeans Rifle vintage, taglia 46.'],
    ['Jean Rifle vintage', 'Jeans Rifle des années 80, taille 40.'],
    ['Sex Pistols t-shirt', 'Band t-shirt, Never Mind the Bollocks print, size L.'],
    ['Camiseta Sex Pistols talla M', 'Camiseta de grupo, talla M, algodón.'],
  ])('reads a weapon word naming a garment\'s maker or band as that name: %s', (title, description) => {
    expect(clauses(title, description)).toEqual([]);
  });

  it('still reads a car seat before a hyphenated maker\'s name in capitals', () => {
    expect(clauses('SECOND HAND CAR SEAT BRITAX-ROMER', 'ISOFIX, SOME WEAR ON THE COVER.')).toContain('car-seats-helmets');
  });

  it('still reads replicas of a maker\'s goods and weapons sold', () => {
    expect(clauses('Relógio réplica Rolex', 'Réplica Rolex Submariner, igual ao original.')).toContain('counterfeits');
    expect(clauses('Rifle de caça com mira', 'Rifle calibre 22 com mira.')).toContain('weapons');
    expect(clauses('Replica Louis Vuitton bag', 'Replica bag, looks like the real one.')).toContain('counterfeits');
    expect(clauses('Réplica Rolex em madeira', 'Réplica Rolex Submariner, caixa de madeira, igual ao original.')).toContain('counterfeits');
  });
});

describe('everyday senses the innocent set showed, read in general', () => {
  const clauses = (title: string, description: string, profile: 'olx-pt' | 'vinted' | 'wallapop' | 'generic' = 'generic') => [
    ...findItems(title, { profile, field: 'title', otherField: description }),
    ...findItems(description, { profile, field: 'description', otherField: title }),
  ].map((f) => f.clause);

  it.each([
    ['Saia midi grená', 'Saia cor grená (vinho), tamanho 38, usada duas vezes.'],
    ['Bolso de mano', 'Bolso color burdeos/vino, asa corta.'],
    ['Scarpe décolleté', 'Scarpe bordeaux (vino), numero 39.'],
  ])('reads a wine word after a colour name as the colour: %s', (title, description) => {
    expect(clauses(title, description, 'vinted')).toEqual([]);
  });
  it('still reads wine sold', () => {
    expect(clauses('Porto tawny para oferta', 'Vendo duas garrafas de vinho do Porto tawny.', 'vinted')).toContain('alcohol');
  });

  it.each([
    ['Capa de telemóvel com bolso', 'Capa com bolso atrás, cabe o cartão de cidadão e mais um cartão.'],
    ['Funda con tarjetero', 'Funda de móvil con tarjetero, caben el DNI y dos tarjetas.'],
    ['Wallet phone case', 'Wallet case, holds your ID card and two bank cards.'],
  ])('reads a document a holder fits as what it is for: %s', (title, description) => {
    expect(clauses(title, description, 'olx-pt')).toEqual([]);
  });

  it.each([
    ['Bola réplica do Mundial', 'Bola réplica, tamanho 5, nunca usada.'],
    ['Balón réplica oficial de la Champions', 'Balón de fútbol, talla 5.'],
    ['Ballon de basket', 'Ballon de basket NBA réplique, taille 7.'],
  ])('reads a ball sold as a replica as the fan version: %s', (title, description) => {
    expect(clauses(title, description)).toEqual([]);
  });

  it.each([
    ['Réplica do autocarro de Londres', 'Réplica à escala, em metal, para coleção.'],
    ['Replica Batmobile', 'Die-cast replica built to scale, boxed.'],
    ['Réplica tranvía de Lisboa', 'Réplica a escala, hecha en resina pintada.'],
  ])('reads a replica said to be at scale as a model: %s', (title, description) => {
    expect(clauses(title, description)).toEqual([]);
  });

  it('still reads replicas of a maker\'s goods', () => {
    expect(clauses('Réplica Louis Vuitton', 'Réplica perfeita, ninguém nota.')).toContain('counterfeits');
  });

  it.each([
    ['Capacete integral usado', 'Capacete usado, nunca sofreu acidentes, homologação ECE 22.06.'],
    ['Child car seat group 1', 'Child car seat, made in 2020, never in an accident, R129 approved.'],
    ['Casco de moto jet', 'Casco de moto, sin golpes ni caídas, fabricado en 2021.'],
  ])('keeps a used seat or helmet for review though the seller says it never crashed (a claim, not evidence): %s', (title, description) => {
    expect(clauses(title, description, 'olx-pt')).toContain('car-seats-helmets');
  });
  it('still reads a used helmet with no such disclosure', () => {
    expect(clauses('Capacete de estrada em segunda mão', 'Capacete de mota usado, tem algumas marcas.', 'olx-pt')).toContain('car-seats-helmets');
  });

  it.each([
    ['Telemóvel Redmi Note azul', 'A bateria dura o dia todo kkk, como novo.'],
    ['Parka de inverno acolchoada', 'É mesmo quentinho kkk. Tamanho L.'],
    ['Sapatilhas brancas', 'Só usei uma vez kkk, estão limpas.'],
  ])('reads lower-case "kkk" closing a clause as laughter: %s', (title, description) => {
    expect(clauses(title, description, 'olx-pt')).toEqual([]);
  });
  it('still reads the Klan\'s letters beside its gear', () => {
    expect(clauses('Capuz KKK', 'Capuz KKK original.', 'olx-pt')).toContain('hate-memorabilia');
  });
});

describe('a work the description opens with', () => {
  const description = (text: string, title = 'Lote variado') => findItems(text, { profile: 'vinted', field: 'description', otherField: title }).map((f) => [f.code, f.evidence]);

  it('clears a weapon named just after an opening that names a work, and only there', () => {
    expect(description('Livro antigo. Uma pistola na capa.')).toEqual([]);
    expect(description('Caixa antiga. Uma pistola na capa.')).toEqual([['prohibited_item', 'pistola']]);
    // The work's noun more than a context's reach before the weapon is not read with it.
    expect(description('Livro antigo com muitas páginas amarelas e dobras nos cantos, encadernação gasta mas inteira. Uma pistola na capa.')).toEqual([['prohibited_item', 'pistola']]);
    // A work's letters inside another word ("ebooks") are no work's noun: the opening is read, and names none.
    expect(description('Ebooks antigos. Uma pistola na capa.')).toEqual([['prohibited_item', 'pistola']]);
  });

  it('clears every one of a wall of the term where the title names the work, and none where it does not', () => {
    const wall = 'Caixa antiga. ' + 'Uma pistola na capa. '.repeat(30);
    expect(description(wall, 'Livro de guerra')).toEqual([]);
    expect(description(wall).length).toBeGreaterThan(0);
  });

  it('finds where a work\'s noun may start, whatever the letters around it, and asks for one between two offsets', () => {
    const text = 'Ebooks e um LIVRO; caixa vazia';
    const starts = workNounStarts(text);
    expect(starts).toEqual([text.indexOf('books'), text.indexOf('LIVRO')]);
    expect(workNounStarts('Caixa de ferramentas, pistola de cola')).toEqual([]);
    expect(nounStartsIn(starts, 0, text.length)).toBe(true);
    expect(nounStartsIn(starts, text.indexOf('LIVRO'), text.indexOf('LIVRO') + 1)).toBe(true);
    expect(nounStartsIn(starts, text.indexOf('books') + 1, text.indexOf('LIVRO'))).toBe(false);
    expect(nounStartsIn(starts, text.indexOf('LIVRO') + 1, text.length)).toBe(false);
    expect(nounStartsIn([], 0, 10)).toBe(false);
  });
});
