import { staysClean, stillFound } from '../test-support/listing-kinds.ts';

// Kinds of false alarm found on the fourth innocent set's tune part, the earlier innocent sets and the labelled sets' clean halves
// (stop 44), each fixed as a kind in PT, ES, FR, EN, IT and DE: innocent listings of our own for the kind, and problem listings on the
// exemption's own words that must stay found.

staysClean('a tobacco word naming a colour of clothes, shoes, bags or make-up', [
  ['Botins camurça 38', 'Botins de camurça em tom tabaco, salto baixo, usados duas vezes.'],
  ['Veste en daim tabac', 'Veste en daim coloris tabac, taille M, portée une saison.'],
  ['Lederjacke in Tabak', 'Kurze Lederjacke in Tabak, Größe 40, kaum getragen.'],
  ['Mocassini tabacco', 'Mocassini in pelle scamosciata tabacco, numero 41.'],
  ['Suede loafers tobacco', 'Suede loafers in tobacco, size 8, worn maybe five times.'],
  ['Camisola de lã S', 'Camisola de lã às riscas em castanho e tabaco, tamanho S.'],
  ['Sombras tonos tabaco', 'Estuche de sombras de ojos en tonos beige y tabaco, precintado.'],
]);
stillFound('tobacco sold beside a colour, a fabric or a garment', [
  ['Bolsa de pele e tabaco', 'Bolsa de pele com tabaco de enrolar, 50 g.'],
  ['Suede jacket and tobacco', 'Suede jacket, black, plus tobacco 50g, sealed.'],
  ['Veste daim + tabac', 'Veste en daim tabac à rouler offert avec.'],
  ['Stiefel und Tabak', 'Stiefel Gr. 42, dazu zwei Päckchen Tabak zum Drehen.'],
  ['Tabaco de liar', 'Vendo tabaco de liar, 5 bolsas, tonos suaves.'],
  ['Tobacco 50g', 'Pipe tobacco, brown and black cavendish, 50g tin.'],
  ['Mala preta e tabaco', 'Mala preta e tabaco, três maços fechados.'],
]);

staysClean('a drink said free of alcohol', [
  ['Cerveja sem álcool pack 24', 'Pack de 24 latas de cerveja sem álcool 0,0%, dentro da validade. Sobrou da festa.'],
  ['Cerveza sin alcohol 0,0', 'Caja de 24 botellines de cerveza sin alcohol 0,0, caducidad 2027.'],
  ['Bière sans alcool lot de 12', '12 bouteilles de bière sans alcool 0,0 %, date limite en 2027.'],
  ['Alcohol-free beer 12 pack', '12 cans of alcohol-free lager 0.0%, best before next year, unopened.'],
  ['Birra analcolica 24 lattine', 'Confezione da 24 lattine di birra analcolica 0,0%, scadenza 2027.'],
  ['Alkoholfreies Bier 20 Flaschen', 'Kasten alkoholfreies Bier 0,0 %, MHD 2027, ungeöffnet.'],
]);
stillFound('a drink with alcohol sold beside one without', [
  ['Cervejas artesanais IPA', 'Vendo 12 cervejas artesanais IPA e ainda 6 cervejas sem álcool.'],
  ['Cervezas con y sin alcohol', '12 cervezas sin alcohol y 12 botellas de vino tinto Rioja.'],
  ['Bier alkoholfrei und Wein', 'Alkoholfreies Bier 6 Flaschen, dazu 3 Flaschen Rotwein 13 %.'],
]);

staysClean("a drink named as a trap's bait", [
  ['Armadilha para moscas', 'Armadilha para moscas, usa-se com vinho ou vinagre como isco. Vendo duas.'],
  ['Trampa avispas', 'Trampa para avispas, se rellena con cerveza o zumo como cebo. Sin usar.'],
  ['Slug trap set', 'Two slug traps, fill with beer as bait and bury in the soil.'],
  ['Piège à guêpes', 'Piège à guêpes en verre, à remplir de bière ou de sirop comme appât.'],
  ['Wespenfalle Glas', 'Wespenfalle aus Glas, mit Bier oder Saft als Köder befüllen.'],
  ['Trappola vespe', 'Trappola per vespe riutilizzabile, si riempie con birra come esca.'],
]);
stillFound('a drink sold beside a trap that uses it as bait', [
  ['Armadilha + cervejas', 'Armadilha para vespas (cerveja como isco). Vendo também grade de 24 cervejas Sagres.'],
  ['Slug traps and beer', 'Slug traps (beer as bait) plus a crate of 24 craft beers, unopened.'],
  ['Wespenfalle und Kasten Bier', 'Wespenfalle mit Bier als Köder; dazu ein Kasten Bier, 20 Flaschen.'],
]);

staysClean('what is made for a drink, named after it', [
  ['Whisky-Steine', 'Whisky-Steine aus Speckstein, 9 Stück im Beutel.'],
  ['Whisky stones gift box', 'Whisky stones gift box, soapstone, with two tumblers.'],
  ['Gin crystal glasses x6', 'Gin crystal glasses, six, no chips.'],
  ['Champagner-Gläser 6 Stück', 'Sechs Sekt-Gläser aus Kristall, ohne Macken.'],
  ['Beer tasting glasses', 'Set of four beer tasting glasses, 150 ml each.'],
]);
stillFound('a drink sold with what is made for it', [
  ['Gin and glasses gift set', 'Gin and glasses gift set, 70cl bottle of London dry gin with two glasses.'],
  ['Whisky 12 year with stones', 'Single malt whisky 12 year old 70cl, comes with whisky stones.'],
  ['Vodka with two glasses', 'Vodka 70cl bottle with two shot glasses, sealed.'],
]);

staysClean('a pepper spray made for plants and their pests', [
  ['Spray pimenta contra pulgões', 'Spray de pimenta contra as pragas da varanda, 750 ml.'],
  ['Spray de pimienta anti pulgones', 'Repelente casero de guindilla y ajo, botella de 1 litro.'],
  ['Pepper spray for plants', 'Homemade chilli pepper spray for aphids on garden plants, 500 ml bottle.'],
  ['Spray au piment pour plantes', 'Répulsif bio: spray au piment contre les pucerons, 1 litre.'],
  ['Chilispray gegen Blattläuse', 'Selbstgemachtes Chilispray gegen Blattläuse, 500 ml.'],
  ['Spray al peperoncino contro gli afidi', 'Preparato in casa con aglio, flacone da 750 ml.'],
]);
stillFound('a defence spray sold beside a garden one', [
  ['Spray de pimenta defesa', 'Spray de pimenta de defesa pessoal, 40 ml, novo.'],
  ['Spray de pimienta x2', 'Spray de pimienta anti pulgones. También un spray de pimienta antiagresión de bolsillo.'],
  ['Pocket pepper spray', 'Pepper spray to carry for personal protection, also keeps dogs away.'],
]);

staysClean('hemp oil named as a cosmetic or a food', [
  ['Huile de chanvre capillaire', 'Huile de chanvre capillaire bio, flacon de 100 ml, neuve.'],
  ['Aceite de cáñamo cosmético', 'Aceite de cáñamo cosmético para masajes, 250 ml, sin abrir.'],
  ['Hemp oil body lotion', 'Hemp oil body lotion, 250 ml, unopened.'],
  ['Óleo de cânhamo alimentar', 'Óleo de cânhamo alimentar prensado a frio, 500 ml.'],
  ['Olio di canapa per capelli', 'Olio di canapa per capelli e pelle, 100 ml.'],
]);
stillFound('a CBD oil sold in a cosmetic’s words', [
  ['Huile de chanvre capillaire', 'Huile de chanvre capillaire, 10% CBD.'],
  ['Hemp oil for skin, full spectrum', 'Hemp oil for skin, full spectrum 1000mg, 10 ml dropper.'],
  ['Aceite de cáñamo', 'Aceite de cáñamo cosmético, gotas sublinguales para dormir.'],
]);

staysClean("an animal's skin imitated, in its own language's words", [
  ['Borsa finto coccodrillo', 'Borsa in ecopelle finto coccodrillo, nuova.'],
  ['Bolso falso cocodrilo', 'Bolso negro falso cocodrilo, sin usar.'],
  ['Sac simili croco', 'Sac à main simili croco bordeaux, neuf.'],
  ['Faux python clutch', 'Faux python clutch bag, silver chain.'],
  ['Tasche Kroko-Optik', 'Handtasche in Kroko-Optik, schwarz.'],
]);
stillFound("a maker's bag copied, its skin named", [
  ['Borsa finta Gucci', "Borsa finta Gucci in coccodrillo, identica all'originale."],
  ['Bolso falso Louis Vuitton', 'Bolso falso Louis Vuitton cocodrilo, réplica.'],
  ['Fake Hermès croc bag', 'Fake Hermès bag, croc print, looks identical.'],
]);

staysClean("an animal's word in a saddler's or an incubator's sense", [
  ['Sela de cavalo com loros', 'Sela inglesa em couro 17, loros e estribos incluídos, precisa de limpeza.'],
  ['Loros em pele', 'Par de loros em pele, para sela de obstáculos, pouco uso.'],
  ['Estribos e loros', 'Estribos em inox com os loros, para adulto.'],
  ['Chocadeira 12 ovos', 'Chocadeira automática, já fez três ninhadas de codornizes, funciona bem.'],
  ['Incubadora de huevos', 'Incubadora automática 24 huevos, usada en dos nidadas, va perfecta.'],
]);
stillFound('animals sold beside saddlery or an incubator', [
  ['Loros y estribos', 'Dos loros yacos de 2 años, muy mansos, con jaula. También silla de montar con estribos.'],
  ['Cachorros da ninhada de março', 'A cadela já fez duas ninhadas; vendo a ninhada atual, com sete semanas e já vacinados.'],
  ['Chocadeira e pintainhos', 'Chocadeira com três ninhadas feitas. Vendo também os pintainhos da última, com 1 semana.'],
]);

staysClean("a young animal's word in a game's name", [
  ['Jeu de cartes Chatons Farceurs', 'Jeu de cartes Chatons Farceurs, complet.'],
  ['Kitten Chaos card game', 'Kitten Chaos card game, complete, box worn.'],
  ['Jogo de cartas Gatinhos Loucos', 'Jogo de cartas Gatinhos Loucos, completo.'],
  ['Kartenspiel Wilde Welpen', 'Kartenspiel Wilde Welpen, vollständig.'],
  ['Juego de cartas Perritos Locos', 'Juego de cartas Perritos Locos, completo.'],
]);
stillFound('young animals sold beside a game', [
  ['Kittens for sale', 'Two kittens, 9 weeks old, wormed, plus a card game for the kids.'],
  ['Gatinhas meigas', 'Gatinhas com nove semanas, já desparasitadas. Ofereço jogo de tabuleiro.'],
  ['Chatons tigrés', 'Chatons tigrés de 9 semaines, vermifugés; jeu de cartes offert.'],
]);

staysClean('a practice butterfly knife without an edge', [
  ['Trainer butterfly knife', 'Practice balisong trainer, blunt, no edge, aluminium.'],
  ['Coltello farfalla da allenamento', 'Coltello farfalla da allenamento, smussato, per chi comincia.'],
  ['Navaja mariposa de entrenamiento', 'Navaja mariposa de entrenamiento, sin filo, aluminio.'],
  ['Übungs-Butterflymesser', 'Übungs-Butterflymesser ohne Schneide, stumpf.'],
  ["Couteau papillon d'entraînement", "Couteau papillon d'entraînement, lame émoussée."],
]);
stillFound('a sharp butterfly knife said beside a trainer', [
  ['Flipper 440C steel', 'Practice balisong, sharpened edge, 440C steel.'],
  ['Navaja mariposa afilada', 'Navaja mariposa de entrenamiento con hoja afilada de acero.'],
  ['Balisong vero', 'Balisong affilato in acciaio, e un coltello farfalla da allenamento in omaggio.'],
]);

staysClean('a replica of a vehicle made as a model', [
  ['Ship model replica', 'Replica ship model of a tall ship, 60 cm, wooden.'],
  ['Replica tank model', 'Replica tank model, WW2, resin, 25 cm.'],
  ['Replik Schiffsmodell', 'Replik Schiffsmodell eines Dreimasters, Holz, 70 cm.'],
  ['Réplica modelo de barco', 'Réplica em modelo de barco à vela, madeira, 50 cm.'],
  ['Réplica maqueta barco', 'Réplica maqueta de barco velero, 60 cm.'],
]);
stillFound("a maker's goods copied, a model given with them", [
  ['Replica Rolex, boxed', 'Replica Rolex watch, ship model box included.'],
  ['Replik Uhr', 'Replik Rolex Uhr und ein Schiffsmodell gratis.'],
  ['Réplica de mala', 'Réplica de mala Louis Vuitton, com modelo de barco de oferta.'],
]);
