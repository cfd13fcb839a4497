import { describe, expect, it } from 'vitest';
import { checkListingRules } from '../check-listing-rules.ts';
import { codes } from '../test-support/listing-kinds.ts';
import { findSpelledContacts, readSpelledContacts } from './spelled-contacts.ts';

describe('contacts said in words, rebuilt', () => {
  it('rebuilds an address from its spelt-out or bracketed @ and dots, numbers said as words', () => {
    expect(readSpelledContacts('escreve para carla.m [em] clix [ponto] pt').map((c) => [c.kind, c.value])).toEqual([['email', 'carla.m@clix.pt']]);
    expect(readSpelledContacts('Mail: udo.k Klammeraffe web Punkt de').map((c) => c.value)).toEqual(['udo.k@web.de']);
    expect(readSpelledContacts('mi gmail es nuria guion bajo setenta y dos').map((c) => c.value)).toEqual(['nuria_72@gmail']);
    expect(readSpelledContacts('hotmail: ben dot rowe sixty one').map((c) => c.value)).toEqual(['ben.rowe61@hotmail']);
  });

  it('rebuilds a handle from a spelt-out @, underscore and number words', () => {
    expect(readSpelledContacts('no insta: arroba bia underscore retro trinta e um').map((c) => [c.kind, c.value])).toEqual([['handle', '@bia_retro31']]);
    expect(readSpelledContacts('auf Insta: kim Unterstrich deko acht').map((c) => [c.kind, c.value])).toEqual([['handle', 'kim_deko8']]);
  });

  it('quotes the seller’s own characters where the text was folded (a zero-width space and full-width digits inside)', () => {
    const description = 'no tiktok: arroba lu\u200bna underscore loja ４２';
    const [violation] = checkListingRules({ title: 'Saia', description }, { profile: 'generic' }).filter((v) => v.code === 'social_handle');
    expect(violation?.evidence).toBe('arroba lu\u200bna underscore loja ４２');
    expect(description.slice(violation!.span!.start, violation!.span!.end)).toBe(violation!.evidence);
  });

  it('leaves the same words in prose: a dot, a stitch, a weight, a snail, a key, a provider’s account', () => {
    for (const text of ['Saia às bolinhas, ponto cruz, uma arroba de lã', 'Polka dot top, collected at the market', 'Chiocciola in ceramica, punto croce', 'Tastatur mit Klammeraffe und Unterstrich', 'o meu gmail é antigo', 'my gmail is full, use the chat'])
      expect(findSpelledContacts(text)).toEqual([]);
  });

  it('needs a network in the sentence for a bare "at" or a dot said without an underscore', () => {
    expect(findSpelledContacts('meet at tom dot lane twenty')).toEqual([]);
    expect(findSpelledContacts('snap: at tom dot lane twenty').map((f) => f.code)).toEqual(['social_handle']);
  });
});

/**
 * Policy on the hard negatives in the same words: a network named with no handle (the maker's size guide there, a trend) is no way to
 * reach the seller; a shop's or a brand's name on this site, and a payment app used through the site's own checkout, are the platform's.
 * A page given by its name after a network's pointer is a handle as a whole, so all of its name is redacted.
 */
describe('policy on the same words', () => {
  it.each([
    ['Botas', 'Sigam a marca no Instagram para ver a tabela de medidas.'],
    ['Trainers', 'follow the size guide on Instagram before choosing'],
    ['Vestido', 'Vejam os outros artigos da minha loja aqui na app, Retro da Lina.'],
    ['Bolso', 'Más cosas en mi perfil de esta web, busca Moda Lina Vintage aquí.'],
    ['Altavoz', 'Pago con Apple Pay en el checkout de la app.'],
    ['Objectif', 'Réglez avec Google Pay directement sur le site, envoi suivi.'],
  ])('leaves "%s: %s" clean', (title, description) => {
    expect(codes(title, description)).toEqual([]);
  });

  it('redacts a page’s whole name after a network’s pointer', () => {
    const evidence = (description: string) => checkListingRules({ title: 'Cadeira', description }, { profile: 'generic' }).map((v) => v.evidence);
    expect(evidence('su Facebook: Rigatteria di Nonna Elsa, scrivete')).toEqual(['Facebook: Rigatteria di Nonna Elsa']);
    expect(evidence('Insta: Atelier Mar Alto.')).toEqual(['Insta: Atelier Mar Alto']);
  });
});

/**
 * The first batch, written before the change (on main: 20 of 40 problems found with their code, 1 of 32 innocent listings flagged);
 * after it: 40 of 40, 0 of 32. Kinds: an address with spelt or bracketed separators, an e-mail's user in words after its provider, a
 * handle spelt with its @, underscore and number words, a page given by its name on a network, a payment app to the seller's number.
 */
const firstBatch: [kind: string, code: string, title: string, description: string][] = [
  // K1 e-mail with spelled or bracketed separators
  ['email-spelled', 'contact_email', 'Casaco de lã', 'Dúvidas para tiago.m.reis [em] clix [ponto] pt e falamos.'],
  ['email-spelled', 'contact_email', 'Mesa de centro', 'Escríbeme a lorenzo.vidal arroba ymail punto es, mando vídeo.'],
  ['email-spelled', 'contact_email', 'Borsa in pelle', 'Domande? chiara_bn chiocciola alice punto it'],
  ['email-spelled', 'contact_email', 'Kinderwagen', 'Fragen bitte an jonas.kessler Klammeraffe web Punkt de'],
  ['email-spelled', 'contact_email', 'Road bike', 'Mail me on harvey.pike (at) outlook (dot) com for the receipt'],
  ['email-spelled', 'contact_email', "Canapé d'angle", 'Contact : lucile.garnier (arobase) wanadoo (point) fr'],
  ['email-spelled', 'contact_email', 'Consola retro', 'email: nunomarques77 (at) gmail [ponto] com'],
  ['email-spelled', 'contact_email', 'Gartenstuhl', 'E-Mail: lena.hofer [at] gmx [punkt] net'],
  ['email-spelled', 'contact_email', 'Secretária', 'manda mail a filipa [em] gmail [ponto] com que envio fotos'],
  // K2 provider named, user in words
  ['email-words', 'contact_email', 'Vintage lamp', 'my gmail is maggie underscore forty two, message there'],
  ['email-words', 'contact_email', 'Sofá cama', 'o meu gmail é joana underscore oitenta e sete'],
  ['email-words', 'contact_email', 'Bicicleta niño', 'mi hotmail es carlos guion bajo noventa y uno'],
  ['email-words', 'contact_email', 'Table basse', "mon gmail c'est elodie tiret bas vingt-trois"],
  ['email-words', 'contact_email', 'Passeggino', 'la mia gmail è marta trattino basso sessantotto'],
  ['email-words', 'contact_email', 'Werkbank', 'meine gmx ist sven Unterstrich neunzehn'],
  ['email-words', 'contact_email', 'Camera bag', 'hotmail: daniel dot hughes seventy'],
  // K3 handle spelled
  ['handle-spelled', 'social_handle', 'Zapatillas', 'en insta soy arroba lucia guion bajo moda veintidós'],
  ['handle-spelled', 'social_handle', 'Vestido', 'segue arroba rita underscore vintage noventa e nove no instagram'],
  ['handle-spelled', 'social_handle', 'Jupe plissée', 'sur insta : arobase manon tiret bas friperie trente'],
  ['handle-spelled', 'social_handle', 'Scarpe', 'su tiktok mi trovi come chiocciola giulia trattino basso ventuno'],
  ['handle-spelled', 'social_handle', 'Jacke', 'auf Insta bin ich at lotte Unterstrich vintage zwölf'],
  ['handle-spelled', 'social_handle', 'Denim jacket', 'snap me at jake underscore kicks twenty two'],
  ['handle-spelled', 'social_handle', 'Ténis', 'utilizador no tiktok: arroba bruno ponto sneakers trinta'],
  // K4 page by its name on a network
  ['page-named', 'social_handle', 'Mobili vintage', 'cercate la pagina Bottega del Legno Antico su Facebook per altri pezzi'],
  ['page-named', 'social_handle', 'Handmade earrings', 'search Moonlit Beads Studio on Insta, more designs there'],
  ['page-named', 'social_handle', 'Cerámica', 'buscad Alfarería Los Olivos en Facebook y os hago precio'],
  ['page-named', 'social_handle', 'Bougies', 'tapez Atelier Cire Douce sur TikTok, il y a les autres parfums'],
  ['page-named', 'social_handle', 'Holzspielzeug', "sucht nach Kleine Holzwerkstatt auf Instagram, dort gibt's mehr"],
  ['page-named', 'social_handle', 'Bijuteria', 'procurem Oficina das Contas Azuis no Facebook e mandem mensagem'],
  ['page-named', 'social_handle', 'Quadri', 'la mia pagina Facebook si chiama Colori di Sicilia, scrivetemi lì'],
  ['page-named', 'social_handle', 'Cake toppers', 'my Facebook page is called Sugar Bloom Bakes, order there'],
  // K5 payment app to my number
  ['pay-number', 'off_platform_payment', 'Gaming chair', "Google Pay to my number and I'll post it the same day"],
  ['pay-number', 'off_platform_payment', 'Móvil', 'Pago por Bizum al mío y lo envío mañana'],
  ['pay-number', 'off_platform_payment', 'Poussette', "Paiement Lydia sur mon numéro avant l'envoi"],
  ['pay-number', 'off_platform_payment', 'Trotinete', 'Pago-me por MB WAY para o meu número e sigo já para os CTT'],
  ['pay-number', 'off_platform_payment', 'Cuffie', 'mi paghi con Satispay al mio numero, poi spedisco'],
  ['pay-number', 'off_platform_payment', 'Fahrrad', 'Bezahlung per Apple Pay an meine Nummer, dann Versand'],
  ['pay-number', 'off_platform_payment', 'Headphones', "Revolut to my phone number and it's yours"],
  ['pay-number', 'off_platform_payment', 'Cámara', 'hazme un Google Pay a mi número y te lo mando'],
  ['pay-number', 'off_platform_payment', 'Montre', 'Apple Pay sur mon numéro et je poste vendredi'],
];
const firstInnocent: [kind: string, title: string, description: string][] = [
  ['prose', 'Polka dot dress', "Polka dot dress, had it on once at my cousin's party, size 10."],
  ['prose', 'Desk lamp', 'Collected at the station only, the switch has a small white dot.'],
  ['prose', 'Vestido', 'Vestido às bolinhas, o ponto de costura está perfeito, ponto final.'],
  ['prose', 'Casaco', 'Casaco em ponto de meia, feito à mão, tamanho M.'],
  ['prose', 'Jersey', 'Jersey de punto gordo, casi a punto de estrenar, talla L.'],
  ['prose', 'Kit ricamo', 'Kit punto croce completo, ottimo punto di partenza per principianti.'],
  ['prose', 'Pull', 'Pull en point mousse, tricoté main, point de départ idéal pour l’hiver.'],
  ['prose', 'Abholung', 'Abholung Punkt 10 Uhr möglich, Kleid mit weißen Punkten.'],
  ['prose', 'Batatas', 'Saco de batatas com uma arroba, colhidas na quinta.'],
  ['prose', 'Portachiavi', 'Portachiavi a forma di chiocciola, in ottone, ventuno grammi.'],
  ['prose', 'Kuscheltier', 'Plüsch-Klammeraffe für Kinder, zwölf Zentimeter, sehr weich.'],
  ['prose', 'Poster', 'Minimalist poster where the line underscores the title, forty two by thirty cm.'],
  ['prose', 'Teclado', 'Teclado PT com tecla do arroba e do underscore a funcionar.'],
  ['prose', 'Tablet', 'Tablet reposto de fábrica, conta gmail removida, vinte e dois GB livres.'],
  ['prose', 'Reloj', 'Reloj con esfera de punto, carga en dos horas, veintidós mm.'],
  ['page', 'Sapatilhas', 'Vejam o guia de tamanhos da marca no Instagram antes de comprar.'],
  ['page', 'Sneakers', 'Follow the size guide on Instagram from the brand before you order.'],
  ['page', 'Montaggio', 'Cercate su YouTube il video di montaggio ufficiale del produttore.'],
  ['page', 'Livro', 'Procurem o autor no Google, ganhou prémios, edição de bolso.'],
  ['page', 'Robe', 'Même modèle que sur la page de la marque, taille 38.'],
  ['page', 'Camiseta', 'Mira mis otros artículos en mi perfil, hago lote.'],
  ['page', 'Bag', 'The brand posted this bag on their Facebook page last spring.'],
  ['page', 'Jacke', 'Mehr Artikel findest du in meinem Profil hier, Kombiversand möglich.'],
  ['pay', 'Apple Watch SE', 'Apple Watch SE com Apple Pay operacional; o n.º de série vem na caixa.'],
  ['pay', 'Pixel 7', 'Pixel 7, NFC and Google Pay work, number unlocked for any network.'],
  ['pay', 'Casque', 'Je ne vends que via le site, Apple Pay accepté au moment de régler.'],
  ['pay', 'Rucksack', 'Ich verkaufe ausschließlich hier im Portal, Google Pay dort möglich.'],
  ['pay', 'Zapatos', 'Pago seguro por la app, lo mando enseguida, talla treinta y ocho.'],
  ['pay', 'Montre', 'Le numéro de série est sur la boîte, montre compatible Apple Pay.'],
  ['pay', 'Telemóvel', 'Telemóvel com MB WAY instalado? Não, vai reposto. O meu número de série está na fatura.'],
  ['pay', 'Cuffie', 'Si paga tramite il sito, spedisco con tracking, seriale stampato sulla scatola.'],
  ['pay', 'Phone case', 'Case with a card slot, fits my bank card for Apple Pay taps.'],
];
/**
 * The second batch, written after the change and not tuned on: on main 18 of 30 found, 2 of 22 innocent flagged; measured once after the
 * change, 30 of 30 found, 2 of 22 flagged (two networks followed by an adverb, "auf TikTok sehr", "sur Facebook dans", read as handles
 * before and after; fixed after the measure).
 */
const secondBatch: [kind: string, code: string, title: string, description: string][] = [
  ['email-spelled', 'contact_email', 'Estante de pinho', 'Mais fotos por mail: helder.cardoso (arroba) outlook (ponto) pt'],
  ['email-spelled', 'contact_email', 'Guitarra clásica', 'Cualquier duda: maite_ortiz [arroba] hotmail [punto] es'],
  ['email-spelled', 'contact_email', 'Lampadaire', 'écrivez-moi : paul.remy arobase free point fr'],
  ['email-spelled', 'contact_email', 'Tent 4 person', 'Questions to owen.bell (at) yahoo (dot) co (dot) uk please'],
  ['email-spelled', 'contact_email', 'Macchina da caffè', 'info a sara.conti [chiocciola] tiscali [punto] it'],
  ['email-spelled', 'contact_email', 'Schreibtisch', 'Kontakt: nina.brandt (at) posteo (punkt) de'],
  ['email-words', 'contact_email', 'Aspirador', 'o meu hotmail é marta ponto silva noventa e dois'],
  ['email-words', 'contact_email', 'Silla gamer', 'mi gmail: pablo guion bajo gamer treinta y tres'],
  ['email-words', 'contact_email', 'Sac à dos', 'mon yahoo : julie tiret bas rando quatorze'],
  ['email-words', 'contact_email', 'Drone', 'my hotmail: tom underscore flies eighty one'],
  ['email-words', 'contact_email', 'Bambola', 'il mio gmail è luisa trattino basso bambole trentadue'],
  ['email-words', 'contact_email', 'Nähmaschine', 'meine gmx: petra Unterstrich naht siebzehn'],
  ['handle-spelled', 'social_handle', 'Camisola', 'no instagram procura arroba loja underscore da marta dois'],
  ['handle-spelled', 'social_handle', 'Gorra', 'sígueme en TikTok, arroba gorras guion bajo pepe cuarenta'],
  ['handle-spelled', 'social_handle', 'Baskets', 'mon snap : arobase kevin tiret bas sneakers dix'],
  ['handle-spelled', 'social_handle', 'Hoodie', 'on insta im at lily underscore thrift nineteen'],
  ['handle-spelled', 'social_handle', 'Felpa', 'su instagram chiocciola vintage trattino basso roma novanta'],
  ['handle-spelled', 'social_handle', 'Sneaker', 'Mein TikTok: Klammeraffe max Unterstrich kicks dreiundzwanzig'],
  ['page-named', 'social_handle', 'Candeeiros', 'procurem Luz da Ribeira Velha no Instagram, tenho lá mais modelos'],
  ['page-named', 'social_handle', 'Pendientes', 'buscadnos como Plata Fina Sevilla en Instagram'],
  ['page-named', 'social_handle', 'Savons', 'cherchez Savonnerie du Vieux Port sur Facebook pour commander'],
  ['page-named', 'social_handle', 'Knitwear', 'look up Woolly Fox Knits on Facebook for custom sizes'],
  ['page-named', 'social_handle', 'Ceramiche', 'cercate Ceramiche Sole Alto su Instagram e scrivetemi in privato'],
  ['page-named', 'social_handle', 'Kerzen', 'folgt Kerzenzauber Lüneburg auf Instagram, da verkaufe ich mehr'],
  ['pay-number', 'off_platform_payment', 'Colchão', 'Aceito Google Pay para o meu número, entrego em mão'],
  ['pay-number', 'off_platform_payment', 'Patinete', 'Me pagas con Apple Pay a mi móvil y listo'],
  ['pay-number', 'off_platform_payment', 'Vélo enfant', 'réglez par Lydia à mon portable, envoi le lendemain'],
  ['pay-number', 'off_platform_payment', 'Lego set', 'send it by PayPal to my mobile and I post today'],
  ['pay-number', 'off_platform_payment', 'Tavolo', 'paga con Google Pay al mio cellulare e spedisco'],
  ['pay-number', 'off_platform_payment', 'Spielkonsole', 'Zahlung gerne per Revolut auf meine Handynummer'],
];
const secondInnocent: [kind: string, title: string, description: string][] = [
  ['prose', 'Tapete', 'Tapete com padrão de pontos, ponto cruz feito à mão, lavável.'],
  ['prose', 'Falda', 'Falda de punto, usada dos veces, talla treinta y ocho.'],
  ['prose', 'Pull', 'Pull à pois, point fort : la laine, taille quarante.'],
  ['prose', 'Jacket', 'Jacket bought at a market in Leeds, dot print lining, size twelve.'],
  ['prose', 'Maglia', 'Maglia a punto inglese, perfetta, taglia quarantadue.'],
  ['prose', 'Schal', 'Schal mit Punkten, Abholung um Punkt acht, fast neu.'],
  ['prose', 'Saco', 'Saco de ração de meia arroba, quase cheio.'],
  ['prose', 'Giocattolo', 'Chiocciola di peluche per bambini, venti centimetri.'],
  ['prose', 'Keyboard', 'Keyboard with at sign and underscore keys swapped, UK layout.'],
  ['prose', 'Cuaderno', 'Cuaderno de caligrafía con guion bajo y puntos para practicar.'],
  ['prose', 'Livre', 'Livre de cuisine, tiret bas de page abîmé, point de suture sur la couverture.'],
  ['page', 'Botas', 'O tutorial de limpeza está no YouTube da marca, procurem pelo modelo.'],
  ['page', 'Sneakers', 'Check the size chart on the brand Instagram before buying.'],
  ['page', 'Vestido', 'Este vestido salió en Instagram de la marca la temporada pasada.'],
  ['page', 'Tableau', 'Oeuvre vue sur Facebook dans un groupe de peintres, encadrée.'],
  ['page', 'Kinderbuch', 'Das Buch war auf TikTok sehr bekannt, neuwertig.'],
  ['pay', 'iPhone 12', 'iPhone 12, Apple Pay e Face ID ok, o meu número de série vem na fatura.'],
  ['pay', 'Smartwatch', 'Smartwatch con Google Pay por NFC, mi número de serie está en la factura.'],
  ['pay', 'Enceinte', 'Réglez en ligne sur le site, Apple Pay possible au moment de régler.'],
  ['pay', 'Bike', 'Pay through the app checkout, Google Pay accepted there.'],
  ['pay', 'Portafoglio', 'Portafoglio con spazio per le carte, uso Satispay solo per il caffè.'],
  ['pay', 'Handyhülle', 'Schutzhülle mit Fach für Karten, Apple Pay geht durch die Hülle.'],
];

describe.each([['first batch', firstBatch, firstInnocent], ['second batch', secondBatch, secondInnocent]] as const)('%s', (_, problems, innocents) => {
  it.each(problems)('%s: finds %s in "%s"', (_kind, code, title, description) => {
    expect(codes(title, description)).toContain(code);
  });
  it.each(innocents)('%s: leaves "%s" clean', (_kind, title, description) => {
    expect(codes(title, description)).toEqual([]);
  });
});

describe('a number said after a spelt-out @ in a sentence naming a network', () => {
  it.each([
    ['Blazer', 'Spotted it on Instagram at thirty five pounds, now half that.'],
    ['Sapatos', 'Vi no Instagram a arroba vinte e cinco euros, aqui mais barato.'],
    ['Kamera', 'Bei Instagram at siebzehn Euro gesehen, hier günstiger.'],
  ])('reads a price or a weight, not a handle: "%s" stays clean', (title, description) => {
    expect(codes(title, description)).toEqual([]);
  });
  it('still reads a handle of a word and a number said after it', () => {
    expect(codes('Hoodie', 'on Instagram at maya underscore knits thirty five')).toContain('social_handle');
  });
});

describe('"type" as a noun before a name and a network', () => {
  it('leaves "same type as" and "this type of" alone, and still reads "type" said to the buyer', () => {
    expect(codes('Handbag', 'Same type as Dua Lipa carried on Instagram, tan suede.')).toEqual([]);
    expect(codes('Sunglasses', 'This type of Ray frame on TikTok, a hit last year.')).toEqual([]);
    expect(codes('Candles', 'type Wick And Wax Studio on Instagram for more scents')).toContain('social_handle');
  });
});
