import { describe, expect, it } from 'vitest';
import { itemClauses as clauses } from '../test-support/listing-kinds.ts';

describe('goods named plainly, first batch (written before the lexicon): each kind and listings in its words (PT, ES, FR, EN, IT, DE)', () => {
  it('live insects and eggs to hatch, and insects mounted as specimens', () => {
    expect(clauses('Ovos galados Brahma', 'Doze ovos galados Brahma, das minhas galinhas, para pôr na chocadeira, postos esta semana.')).toContain('generic/live-animals');
    expect(clauses('Huevos fértiles de codorniz', 'Docena de huevos fértiles de codorniz japonesa para incubar, recogidos hoy.')).toContain('generic/live-animals');
    expect(clauses('Colonie de fourmis Messor', 'Colonie de Messor barbarus avec sa reine et une centaine d\'ouvrières, en tube à essai.')).toContain('generic/live-animals');
    expect(clauses('Stick insect nymphs', 'Five Indian stick insect nymphs, eat bramble, sent in a ventilated tub.')).toContain('generic/live-animals');
    expect(clauses('Scarabeo Golia in teca', 'Scarabeo Goliath naturalizzato montato su spillo in teca di legno, esemplare maschio.')).toContain('generic/hunting-trophies');
    expect(clauses('Präparierter Hirschkäfer', 'Präparierter Hirschkäfer im Schaukasten mit Glasdeckel, aus einer alten Insektensammlung.')).toContain('generic/hunting-trophies');
    expect(clauses('Queen bee, mated', 'Mated Buckfast queen bee in a cage with attendants, ready to introduce to your hive.')).toContain('generic/live-animals');
    expect(clauses('Chocadeira automática 48 ovos', 'Chocadeira automática para 48 ovos com viragem, usada duas vezes.')).toEqual([]);
    expect(clauses('Hôtel à insectes en bois', 'Hôtel à insectes pour le jardin, bois de pin, jamais installé.')).toEqual([]);
    expect(clauses('Huevos de Pascua de chocolate', 'Caja con seis huevos de chocolate con leche, sin abrir.')).toEqual([]);
    expect(clauses('Empty acrylic ant farm', 'Acrylic formicarium with feeding area, cleaned and with nothing living in it.')).toEqual([]);
    expect(clauses('Schmetterling Poster gerahmt', 'Gerahmter Kunstdruck mit Schmetterlingen, 50 x 70 cm.')).toEqual([]);
  });
  it('radioactive objects', () => {
    expect(clauses('Despertador antigo militar', 'Despertador antigo com ponteiros pintados a rádio, ainda brilham no escuro.')).toContain('generic/hazardous-chemicals');
    expect(clauses('Pitchblende specimen', 'Uranium ore specimen, pitchblende, reads high on a Geiger counter, kept in a lead box.')).toContain('generic/hazardous-chemicals');
    expect(clauses('Mineral autunita', 'Autunita, mineral de uranio radiactivo para colección, 4 cm.')).toContain('generic/hazardous-chemicals');
    expect(clauses('Bussola militare', 'Bussola militare con quadrante al radio, ancora luminosa dopo ottant\'anni.')).toContain('generic/hazardous-chemicals');
    expect(clauses('Uranerz Stufe', 'Uranerz Stufe aus dem Erzgebirge, stark strahlend, für Sammler.')).toContain('generic/hazardous-chemicals');
    expect(clauses('Pot de peinture au radium', 'Ancien pot de peinture luminescente au radium d\'un atelier d\'horlogerie.')).toContain('generic/hazardous-chemicals');
    expect(clauses('Rádio antigo a válvulas', 'Rádio Grundig antigo a válvulas, funciona, caixa de madeira.')).toEqual([]);
    expect(clauses('Geiger counter', 'Geiger counter for checking radiation, new in box.')).toEqual([]);
    expect(clauses('Radio-réveil Philips', 'Radio-réveil Philips, cadran lumineux, fonctionne.')).toEqual([]);
    expect(clauses('Orologio Superluminova', 'Orologio subacqueo con lancette Superluminova, luminose al buio.')).toEqual([]);
  });
  it('alcohol inside a calendar, a hamper or a gift box', () => {
    expect(clauses('Calendário do advento gin', 'Calendário do advento com 24 miniaturas de gin diferentes, ainda selado.')).toContain('generic/alcohol');
    expect(clauses('Cesta de Navidad', 'Cesta de Navidad con turrones, embutido y una botella de cava, sin abrir.')).toContain('generic/alcohol');
    expect(clauses('Calendrier de l\'Avent bières', 'Calendrier de l\'Avent avec 24 bières artisanales, jamais ouvert.')).toContain('generic/alcohol');
    expect(clauses('Gift hamper', 'Luxury gift hamper with a bottle of prosecco, chocolates and crackers, sealed.')).toContain('generic/alcohol');
    expect(clauses('Confezione regalo natalizia', 'Confezione regalo con panettone e bottiglia di spumante, mai aperta.')).toContain('generic/alcohol');
    expect(clauses('Adventskalender Bier', 'Adventskalender mit 24 Dosen Craft-Bier, originalverpackt.')).toContain('generic/alcohol');
    expect(clauses('Calendário do advento chocolate', 'Calendário do advento de chocolate, 24 janelas, por abrir.')).toEqual([]);
    expect(clauses('Cesta de Navidad sin alcohol', 'Cesta de Navidad con turrones, jamón y mermeladas, sin bebidas.')).toEqual([]);
    expect(clauses('Empty gift hamper basket', 'Wicker hamper basket, empty, with lid, good for picnics.')).toEqual([]);
    expect(clauses('Adventskalender Lego', 'Lego Adventskalender, ungeöffnet, 24 Türchen.')).toEqual([]);
  });
  it('road vehicles without papers or inspection', () => {
    expect(clauses('Mota Honda sem documentos', 'Honda CBR 600 sem documentos, trabalha bem, para terreno.')).toContain('generic/vehicles-without-papers');
    expect(clauses('Opel Corsa', 'Opel Corsa de 2006 sem inspeção desde 2022, pega à primeira.')).toContain('generic/vehicles-without-papers');
    expect(clauses('Moto Yamaha sin papeles', 'Yamaha DT sin papeles, arranca, ideal para el campo.')).toContain('generic/vehicles-without-papers');
    expect(clauses('Scooter 125', 'Scooter 125 sans carte grise, roule bien, vendu en l\'état.')).toContain('generic/vehicles-without-papers');
    expect(clauses('Ford Focus 1.6', 'Ford Focus 1.6, no MOT and no V5 logbook, drives fine.')).toContain('generic/vehicles-without-papers');
    expect(clauses('Vespa 125', 'Vespa 125 senza libretto e senza revisione, parte subito.')).toContain('generic/vehicles-without-papers');
    expect(clauses('Golf 4', 'Golf 4 ohne TÜV und ohne Papiere, fährt noch.')).toContain('generic/vehicles-without-papers');
    expect(clauses('Renault Clio 1.2 de 2011', 'Renault Clio com inspeção válida até 2027, documentos em dia.')).toEqual([]);
    expect(clauses('Porta documentos coche', 'Funda porta documentos para coche, piel, para papeles del seguro.')).toEqual([]);
    expect(clauses('Vauxhall Astra', 'Vauxhall Astra with a full year\'s MOT, V5 in my name.')).toEqual([]);
    expect(clauses('Opel Astra', 'Opel Astra mit neuem TÜV, Papiere vollständig.')).toEqual([]);
  });
  it('children\'s goods the product-safety rules refuse', () => {
    expect(clauses('Inclined baby sleeper', 'Inclined sleeper for newborns, rocks and vibrates, used for two months.')).toContain('generic/unsafe-childrens-goods');
    expect(clauses('Berço de grade rebatível', 'Berço de madeira com grade lateral que desce, dos anos 2000.')).toContain('generic/unsafe-childrens-goods');
    expect(clauses('Cuna barandilla abatible', 'Cuna de madera con barandilla lateral abatible, muy práctica.')).toContain('generic/unsafe-childrens-goods');
    expect(clauses('Babybett', 'Babybett mit absenkbarem Seitenteil, Buche massiv.')).toContain('generic/unsafe-childrens-goods');
    expect(clauses('Berço desmontável para viagens', 'Berço de viagem que se fecha em saco, colchão incluído, bom estado.')).toEqual([]);
    expect(clauses('Cuna de colecho madera natural', 'Cuna colecho cuyo lateral se abre para acoplarla a la cama, homologada.')).toEqual([]);
    expect(clauses('Wooden cot bed, white', 'Cot bed whose sides are fixed, later becomes a small bed for a toddler, comes with its mattress.')).toEqual([]);
    expect(clauses('Lit bébé', 'Lit bébé à barreaux, trois hauteurs de sommier, bon état.')).toEqual([]);
  });
  it('a place on a subscription shared for money', () => {
    expect(clauses('Netflix perfil', 'Perfil Netflix partilhado, 3 euros por mês, entrego os dados de acesso.')).toContain('generic/digital-accounts');
    expect(clauses('YouTube Premium', 'Plaza en cuenta familiar de YouTube Premium, 12 meses, te invito a mi grupo.')).toContain('generic/digital-accounts');
    expect(clauses('Disney+ 1 an', 'Accès partagé Disney+ pendant un an, identifiants envoyés par message.')).toContain('generic/digital-accounts');
    expect(clauses('Netflix 4K screen', 'One screen on a shared Netflix premium account, 12 months.')).toContain('generic/digital-accounts');
    expect(clauses('Prime Video', 'Account condiviso Amazon Prime Video, posto libero, pagamento annuale.')).toContain('generic/digital-accounts');
    expect(clauses('Spotify Familie', 'Platz im Spotify Familienabo, Zugangsdaten geteilt, ein Jahr.')).toContain('generic/digital-accounts');
    expect(clauses('Altavoz Spotify', 'Altavoz con Spotify Connect, conecta con la cuenta familiar de tu casa.')).toEqual([]);
    expect(clauses('Chromecast de terceira geração', 'Chromecast, factory reset, log in with your own account.')).toEqual([]);
    expect(clauses('Jeu de société partagé', 'Jeu de société coopératif, accès facile pour toute la famille.')).toEqual([]);
  });
  it('a recall said without its word', () => {
    expect(clauses('Cadeira alta para a papa, dobrável', 'Cadeira de refeição, a marca pediu para devolver mas nunca devolvi, está impecável.')).toContain('generic/recalled-products');
    expect(clauses('Poussette canne légère pliable', 'Poussette canne, celle de l\'avis de rappel, je n\'ai pas fait le retour.')).toContain('generic/recalled-products');
    expect(clauses('Baby rocker', 'Baby rocker, the model they pulled from the shops, never sent mine back.')).toContain('generic/recalled-products');
    expect(clauses('Seggiolino per la macchina, da 9 a 18 kg', 'Seggiolino auto, quello dell\'avviso di richiamo, non l\'ho mai reso.')).toContain('generic/recalled-products');
    expect(clauses('Heizlüfter', 'Heizlüfter aus der Warnung des Herstellers, nie zurückgeschickt, geht noch.')).toContain('generic/recalled-products');
    expect(clauses('Cordless kettle, stainless', 'Kettle listed in the safety notice, still boils fine, no refund claimed.')).toContain('generic/recalled-products');
    expect(clauses('Cadeira alta para a papa, dobrável', 'Cadeira de refeição, aceito devolução em 14 dias, recolha em Braga.')).toEqual([]);
    expect(clauses('Patinete eléctrico urbano', 'Patinete eléctrico, retirada en mano por Valencia centro, lo sacaron en una revista de motor.')).toEqual([]);
    expect(clauses('Poussette trois roues tout-terrain', 'Poussette avec notice, retour possible si elle ne convient pas.')).toEqual([]);
    expect(clauses('Cordless kettle, stainless', 'Kettle with its safety notice leaflet, returns accepted within 30 days.')).toEqual([]);
  });
  it('goods not the seller’s to sell, said by their story', () => {
    expect(clauses('iPad para peças', 'iPad bloqueado na conta de outra pessoa, apareceu cá em casa, não sei de quem é.')).toContain('generic/stolen-goods');
    expect(clauses('Portátil de 15 pulgadas marca HP', 'Portátil HP con contraseña que no sé, me lo encontré en el metro.')).toContain('generic/stolen-goods');
    expect(clauses('Vélo électrique de ville 28 pouces', 'Vélo électrique avec l\'antivol encore dessus, récupéré dans la rue, pas de clé.')).toContain('generic/stolen-goods');
    expect(clauses('Apple Watch, boîtier alu 45 mm', 'Apple Watch, activation locked, picked up at a festival, nobody claimed it.')).toContain('generic/stolen-goods');
    expect(clauses('Samsung per ricambi', 'Samsung bloccato con codice, ritrovato al parco, non so di chi fosse.')).toContain('generic/stolen-goods');
    expect(clauses('Herrenfahrrad 28 Zoll, grün', 'Fahrrad mit Schloss dran, stand wochenlang am Bahnhof, Schlüssel fehlt.')).toContain('generic/stolen-goods');
    expect(clauses('iPhone desbloqueado', 'iPhone livre, serve em qualquer rede móvel, vendo com a fatura.')).toEqual([]);
    expect(clauses('Cazadora vaquera para hombre', 'Chaqueta que me encontré en el trastero, sin estrenar y con su etiqueta.')).toEqual([]);
    expect(clauses('Antivol vélo', 'Antivol en U avec deux clés, jamais utilisé.')).toEqual([]);
    expect(clauses('Laptop 14 inch, silver', 'Laptop, BIOS password removed, fresh install, receipt included.')).toEqual([]);
    expect(clauses('Vaso antico', 'Vaso antico trovato in un mercatino, perfetto.')).toEqual([]);
  });
});

describe('goods named plainly, second batch (written after the lexicon, measured once before any change: 31 of 42 caught, 2 of 25 flagged)', () => {
  it('live insects and eggs to hatch, and insects mounted as specimens', () => {
    expect(clauses('Enxame apanhado ontem', 'Apanhei um enxame no telhado do vizinho, vendo com a caixa de transporte, abelhas calmas.')).toContain('generic/live-animals');
    expect(clauses('Grillos para reptiles', 'Bolsa de 200 grillos vivos de tamaño mediano para alimentar geckos y camaleones.')).toContain('generic/live-animals');
    expect(clauses('Œufs de cane à couver', 'Six œufs de cane de Barbarie à couver, fécondés, ramassés ce matin.')).toContain('generic/live-animals');
    expect(clauses('Framed real butterfly collection', 'Set of twelve real butterflies, pinned and labelled, in a glazed entomology case.')).toContain('generic/hunting-trophies');
    expect(clauses('Mantide religiosa', 'Cucciolo di mantide orchidea, terza muta, con teca e mosche per nutrirla.')).toContain('generic/live-animals');
    expect(clauses('Bienenableger zu verkaufen', 'Carnica Bienenvolk auf 5 Waben, friedlich, ab Mai abzuholen.')).toContain('generic/live-animals');
    expect(clauses('Fato de apicultor', 'Fato de apicultor com máscara e luvas, tamanho L, usado uma época.')).toEqual([]);
    expect(clauses('Comedero para pájaros', 'Comedero de madera para pájaros, con tejadillo, incluye bolsa de semillas.')).toEqual([]);
    expect(clauses('Broche papillon', 'Broche papillon en émail et strass, fermoir à épingle.')).toEqual([]);
    expect(clauses('Bee hive frames', 'Ten new wooden brood frames with wax foundation, never used.')).toEqual([]);
  });
  it('radioactive objects', () => {
    expect(clauses('Amostra de minério', 'Amostra de uraninite da mina da Urgeiriça, radioativa, para quem coleciona minerais.')).toContain('generic/hazardous-chemicals');
    expect(clauses('Reloj de bolsillo militar', 'Reloj de bolsillo de la guerra con números pintados con radio, brillan todavía.')).toContain('generic/hazardous-chemicals');
    expect(clauses('Source d\'américium', 'Source d\'américium 241 récupérée d\'un détecteur de fumée, pour expériences.')).toContain('generic/hazardous-chemicals');
    expect(clauses('Vintage aircraft gauge', 'Cockpit altimeter from the 1940s, radium luminous numerals, collector piece.')).toContain('generic/hazardous-chemicals');
    expect(clauses('Torbernit Stufe', 'Grüne Torbernit Kristalle auf Matrix, Fundort Sachsen.')).toContain('generic/hazardous-chemicals');
    expect(clauses('Rádio portátil Sony', 'Rádio portátil Sony AM/FM a pilhas, som limpo.')).toEqual([]);
    expect(clauses('Copa de vidrio de uranio', 'Copa de vidrio de uranio verde, brilla con luz ultravioleta.')).toEqual([]);
    expect(clauses('Radium Leuchtstoffröhre', 'Radium Leuchtstoffröhre 58 W, neu, 10 Stück.')).toEqual([]);
  });
  it('alcohol inside a calendar, a hamper or a gift box', () => {
    expect(clauses('Cabaz de Natal tradicional', 'Cabaz de Natal com bacalhau, azeite, queijo e uma garrafa de tinto do Douro.')).toContain('generic/alcohol');
    expect(clauses('Calendario adviento', 'Calendario de adviento de ginebra premium, 24 botellitas de 5 cl, precintado.')).toContain('generic/alcohol');
    expect(clauses('Coffret dégustation', 'Coffret dégustation de trois rhums arrangés, jamais ouvert, idée cadeau.')).toContain('generic/alcohol');
    expect(clauses('Beer advent calendar', 'Craft beer advent calendar, 24 cans, unopened, collection only.')).toContain('generic/alcohol');
    expect(clauses('Cesto natalizio', 'Cesto natalizio con pandoro, salame e due bottiglie di Chianti.')).toContain('generic/alcohol');
    expect(clauses('Cabaz de Natal tradicional', 'Cabaz de Natal com chocolates, bolachas e compotas, sem bebidas.')).toEqual([]);
    expect(clauses('Coffret verres à vin', 'Six verres à vin, cristal taillé, neufs dans leur coffret.')).toEqual([]);
    expect(clauses('Tea advent calendar', 'Tea advent calendar holding 24 herbal blends, sealed.')).toEqual([]);
  });
  it('road vehicles without papers or inspection', () => {
    expect(clauses('Carrinha Citroën Berlingo', 'Berlingo de 2003 com IPO caducada, motor forte, precisa de pneus.')).toContain('generic/vehicles-without-papers');
    expect(clauses('Quad 250', 'Quad 250 cc sin documentación, enciende sin problema, para finca.')).toContain('generic/vehicles-without-papers');
    expect(clauses('Peugeot 206', 'Peugeot 206 essence, contrôle technique refusé, roule tous les jours.')).toContain('generic/vehicles-without-papers');
    expect(clauses('Yamaha R125', 'Yamaha R125, MOT ran out in March, no logbook, starts and rides.')).toContain('generic/vehicles-without-papers');
    expect(clauses('Fiat Punto 1.2 benzina 2005', 'Fiat Punto con fermo amministrativo, motore ok, solo contanti.')).toContain('generic/vehicles-without-papers');
    expect(clauses('Simson S51', 'Simson S51, keine Papiere vorhanden, läuft, Tank rostfrei.')).toContain('generic/vehicles-without-papers');
    expect(clauses('Scooter Honda PCX', 'Honda PCX 125 com inspeção feita em janeiro e documentos todos.')).toEqual([]);
    expect(clauses('Montre Seiko 5 automatique', 'Montre Seiko 5 sans papiers ni boîte, fonctionne bien.')).toEqual([]);
    expect(clauses('Kids electric car', 'Kids electric ride-on car, 12 V, no papers needed, charger included.')).toEqual([]);
  });
  it('children\'s goods the product-safety rules refuse', () => {
    expect(clauses('Pine crib, early 2000s', 'Wooden crib with one drop-down side rail, 2008, easy to lift baby out.')).toContain('generic/unsafe-childrens-goods');
    expect(clauses('Bolas magnéticas', 'Conjunto de 216 bolas magnéticas de neodímio, brinquedo de construção para crianças.')).toContain('generic/unsafe-childrens-goods');
    expect(clauses('Hamaca para dormir bebé', 'Hamaca inclinada para dormir al bebé toda la noche, vibra y mece.')).toContain('generic/unsafe-childrens-goods');
    expect(clauses('Lit parapluie ancien', 'Lit bébé à côté coulissant qui descend, modèle des années 90.')).toContain('generic/unsafe-childrens-goods');
    expect(clauses('Magnetkugeln Set', 'Neodym Magnetkugeln 5 mm, 512 Stück, tolles Geschenk für Kinder.')).toContain('generic/unsafe-childrens-goods');
    expect(clauses('Berço de madeira', 'Berço de madeira com grades fixas e colchão novo.')).toEqual([]);
    expect(clauses('Imanes de nevera', 'Set de imanes de nevera con forma de frutas, 12 unidades.')).toEqual([]);
    expect(clauses('Magnetic tiles', 'Magnetic building tiles, 60 pieces, CE marked, suitable from age three.')).toEqual([]);
  });
  it('a place on a subscription shared for money', () => {
    expect(clauses('HBO Max 1 ano', 'Lugar no meu plano familiar HBO Max, pagas 20 euros e ficas com um perfil o ano todo.')).toContain('generic/digital-accounts');
    expect(clauses('ChatGPT Plus compartido', 'Acceso compartido a ChatGPT Plus, 6 euros cada mes, mando por privado usuario y clave.')).toContain('generic/digital-accounts');
    expect(clauses('Place Deezer Family', 'Une place dans mon abonnement Deezer Family, 2 euros par mois.')).toContain('generic/digital-accounts');
    expect(clauses('Disney+ profile', 'Your own profile on my Disney+ account, 12 months, login sent same day.')).toContain('generic/digital-accounts');
    expect(clauses('Posto DAZN', 'Posto libero sul mio abbonamento DAZN condiviso, 10 euro al mese.')).toContain('generic/digital-accounts');
    expect(clauses('Coluna Bluetooth portátil à prova de água', 'Coluna portátil com Spotify Connect, liga à sua conta Spotify.')).toEqual([]);
    expect(clauses('Mando Netflix', 'Mando a distancia con botón de Netflix para Smart TV, nuevo.')).toEqual([]);
    expect(clauses('Family board game', 'Family board game for up to six players, one year old, complete.')).toEqual([]);
  });
  it('a recall said without its word', () => {
    expect(clauses('Trotinete elétrica dobrável 25 km/h', 'Trotinete do lote que a marca mandou devolver por causa da bateria, não a devolvi.')).toContain('generic/recalled-products');
    expect(clauses('Silla de paseo compacta reclinable', 'Silla de paseo, el fabricante pidió a los dueños devolverla por el cierre, nunca la devolví.')).toContain('generic/recalled-products');
    expect(clauses('Chargeur rapide', 'Chargeur retiré des rayons l\'an dernier, le mien charge sans souci.')).toContain('generic/recalled-products');
    expect(clauses('Air fryer 5.5 litre digital', 'Air fryer, the model from the recall letter, I kept it, works perfectly.')).toContain('generic/recalled-products');
    expect(clauses('Casco bici da strada taglia M', 'Casco bici ritirato dai negozi per un difetto del cinturino, usato poco.')).toContain('generic/recalled-products');
    expect(clauses('Trotinete elétrica dobrável 25 km/h', 'Trotinete elétrica, aceito devolução se não gostar, recolha em Faro.')).toEqual([]);
    expect(clauses('Silla de paseo compacta reclinable', 'Silla de paseo, no está afectada por ninguna retirada, con factura.')).toEqual([]);
    expect(clauses('Air fryer 5.5 litre digital', 'Air fryer, returned to the shop once for a scratch and exchanged, works perfectly.')).toEqual([]);
  });
  it('goods not the seller’s to sell, said by their story', () => {
    expect(clauses('Quatro jantes 16 com pneus', 'Quatro jantes com pneus, não sei de que carro são, vendo rápido e barato.')).toContain('generic/stolen-goods');
    expect(clauses('Bici de montaña', 'Bici de montaña con el candado todavía puesto, no tengo la llave, te la llevas tal cual.')).toContain('generic/stolen-goods');
    expect(clauses('Galaxy S22 de Samsung, pour pièces', 'Samsung Galaxy S22 verrouillé sur le compte de quelqu\'un d\'autre, pour pièces.')).toContain('generic/stolen-goods');
    expect(clauses('MacBook Air 13 pouces 2020', 'MacBook Air, locked to the previous owner\'s Apple ID, I don\'t know who they are.')).toContain('generic/stolen-goods');
    expect(clauses('E-Scooter', 'E-Scooter im Park gefunden, gesperrt mit PIN, weiß nicht wem er gehört.')).toContain('generic/stolen-goods');
    expect(clauses('Quadro antigo', 'Quadro a óleo antigo, não sei de quem é a assinatura, moldura dourada.')).toEqual([]);
    expect(clauses('Candado de bici en U reforzado', 'Candado de bici en U con dos llaves, casi nuevo.')).toEqual([]);
    expect(clauses('iPhone thirteen mini, blue, reset', 'iPhone 13, Apple ID removed and fully reset, receipt in my name.')).toEqual([]);
  });
});
describe('goods named plainly: words the kinds share with ordinary listings', () => {
  it('reads a hive with its brood frames as a colony, a flower or a city in a gift box as no drink', () => {
    expect(clauses('Colmeia Reversível', 'Colmeia reversível com enxame e 10 quadros com cria, bem povoada.')).toContain('generic/live-animals');
    expect(clauses('Badesalz Geschenkbox', 'Geschenkbox mit Badesalz (Rose, Vanille), versiegelt.')).toEqual([]);
    expect(clauses('Cabaz de queijos', 'Cabaz de Natal com queijos e enchidos, envio do Porto.')).toEqual([]);
  });
  it('reads papers missing only of a road vehicle, a recall list only where the item is said to be on it', () => {
    expect(clauses('Cachorro de podenco', 'Cachorro de podenco sin papeles, a 5 km de Toledo, desparasitado.')).not.toContain('generic/vehicles-without-papers');
    expect(clauses('Carteira para documentos do carro', 'Carteira em pele para os documentos do carro, nova, sem documentos incluídos.')).toEqual([]);
    expect(clauses('Handy Samsung A52', 'Handy ohne Papiere und ohne Karton, läuft tadellos und schnell.')).toEqual([]);
    expect(clauses('Bouilloire inox', "Bouilloire inox, vérifiée sur Safety Gate, n'apparaît pas dans les rappels.")).toEqual([]);
    expect(clauses('Radiador de aceite', 'Radiador de aceite, aparece en Safety Gate por el termostato, funciona.')).toContain('generic/recalled-products');
  });
});
