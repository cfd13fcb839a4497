import { staysClean, stillFound } from '../test-support/listing-kinds.ts';

// Kinds of false alarm found on the fifth innocent set's tune part, the earlier innocent sets, the labelled sets' clean halves and the
// false alarms written down last stop (stop 45), each fixed as a kind in PT, ES, FR, EN, IT and DE: innocent listings of our own for the
// kind, and problem listings on the exemption's own words that must stay found.

staysClean("a brown's word right before a tobacco word: a shade of brown", [
  ['Botas altas de couro', 'Botas altas de couro, castanho tabaco, número 39, pouco uso.'],
  ['Chaqueta corta de ante', 'Chaqueta de ante marrón tabaco, talla S, forro interior de raso.'],
  ['Sac seau cuir grainé', 'Sac seau en cuir grainé brun tabac, bandoulière réglable.'],
  ['Corduroy blazer two buttons', 'Corduroy blazer in brown tobacco, two buttons, size 40R.'],
  ['Borsetta pelle marrone', 'Borsetta in pelle marrone tabacco, chiusura magnetica.'],
  ['Cordhose Weite 32', 'Cordhose in Braun Tabak, Weite 32, Länge 32, wie neu.'],
]);
stillFound('tobacco sold after a brown word', [
  ['Saco e bolsas fechadas', 'Saco castanho tabaco de enrolar, 3 bolsas de 30 g fechadas.'],
  ['Leather pouch with contents', 'Leather pouch, brown tobacco 40 g inside, sealed.'],
  ['Zwei Päckchen Braun', 'Braun Tabak 50g, zwei Päckchen, ungeöffnet.'],
]);

staysClean("an English 'original' before a copy's, an edition's or a pressing's noun: a facsimile, a reprint, a reissue", [
  ['Facsimile atlas plate 1985', 'Facsimile of an 18th century atlas plate, printed in 1985, not a genuine first edition, a faithful copy.'],
  ['Reissued LP seventies', 'Reissued LP from the 70s, not an original pressing, sleeve as shown, plays clean.'],
  ['Golden-age comic reprint', 'Reprint of a golden-age comic, not an original printing, colours slightly different.'],
  ['Livro de horas fac-símile', 'Edição fac-símile de um livro de horas, não é original, reprodução numerada com certificado.'],
  ['Mapa de 1620 facsímil', 'Edición facsímil de un mapa de 1620, no es original, reproducción en papel verjurado.'],
  ['Affiche 1900 fac-similé', "Fac-similé d'une affiche de 1900, ce n'est pas un original, tirage moderne sur papier mat."],
  ['Ricettario 1890 ristampa', 'Ristampa anastatica di un ricettario del 1890, non è originale ma una riproduzione fedele.'],
  ['Handschrift Faksimile', 'Faksimile einer Handschrift aus dem 15. Jahrhundert, kein Original, Reproduktion mit Zertifikat.'],
]);
stillFound("goods said not original beside the same words", [
  ['Submariner steel', 'Rolex Submariner, not an original, copy of top quality, same as a genuine one.'],
  ['Dunk low trainers', 'Nike Dunk, not original, you cannot see it is a copy.'],
  ['Bolsa de ombro Gucci', 'Bolsa Gucci, não é original, cópia perfeita, igual à loja.'],
]);

staysClean("a young animal's word in a shoe's name", [
  ['Sunny Puppies loafers', 'Sunny Puppies loafers in navy suede, size 9, worn twice.'],
  ['Mocasines Happy Kittens', 'Mocasines Happy Kittens de piel, número 41, suela nueva.'],
  ['Chaussures Petits Chatons', 'Chaussures Petits Chatons en toile, pointure 37, lavées.'],
  ['Sapatos Gatinhos Alegres', 'Sapatos Gatinhos Alegres de menina, número 28, como novos.'],
  ['Scarpe Cuccioli', 'Scarpe Cuccioli Felici in pelle, numero 40, usate poco.'],
  ['Welpen Halbschuhe', 'Welpen Halbschuhe aus Leder, Größe 43, kaum getragen.'],
]);
stillFound("young animals sold beside shoes", [
  ['Verkauf ab sofort', 'Welpen 9 Wochen alt, Schuhe gratis dazu.'],
  ['Portée de bouledogues', 'Chaussures Chiots offerts: chiots bouledogue âgés de 9 semaines, pucés.'],
  ['Schuhe und mehr', 'Schuhe und Welpen zu verkaufen, Welpen 10 Wochen, gechipt und geimpft.'],
]);

staysClean("a capitalised 'Dot' ending a product's or a pattern's name", [
  ['Vestido de verano lunares', 'Vestido Polka Dot de algodón, talla M, muy fresco.'],
  ['Altavoz pequeño usado', 'Altavoz Mini Dot de segunda mano, batería en buen estado.'],
  ['Candeeiro de mesa branco', 'Candeeiro Cosmic Dot de mesa, luz quente, sem riscos.'],
  ['Lampe de chevet douce', 'Lampe Moon Dot de chevet, lumière douce, avec ampoule.'],
  ['Tazza ceramica blu', 'Tazza Blue Dot di ceramica, lavabile in lavastoviglie.'],
]);
stillFound('a site spelt with its dot written out', [
  ['Ropa vintage variada', 'Más ropa en miropavintage dot es, pide allí.'],
  ['Peças de roupa variadas', 'Mais peças em lojadarosa ponto pt com desconto.'],
  ['Vintage hut clearance', 'Everything is cheaper on myvintagehut dot com, order there.'],
]);

staysClean('a replica road sign kept as decoration', [
  ['Sinal de trânsito em chapa', 'Réplica de sinal de trânsito em chapa, para decorar a garagem.'],
  ['Señal de tráfico réplica decorativa', 'Réplica de señal de tráfico de curva peligrosa, metal esmaltado, decoración.'],
  ['Panneau routier tôle déco', 'Réplique de panneau routier vintage en tôle, déco de bar.'],
  ['Enamel bend warning sign', 'Enamel replica road sign, a bend warning, for a workshop wall.'],
  ['Cartello stradale in latta', 'Replica di cartello stradale di divieto, latta, per arredare.'],
  ['Verkehrsschild Deko Blech', 'Verkehrsschild Replik aus Blech, Deko für den Hobbyraum.'],
]);
stillFound('a replica sold beside a sign', [
  ['Lot déco et montre', 'Réplique de panneau routier et montre Rolex réplique 1:1.'],
  ['Lote decoração e mala', 'Réplica de sinal de trânsito, e mala Prada réplica perfeita.'],
  ['Bar sign and a watch', 'Replica road sign for the bar, plus a replica Omega watch, AAA quality.'],
]);

staysClean("a car's roadworthiness test passed every year: its record, not a service", [
  ['Fiesta 1.25 petrol', 'Fiesta 1.25, passes its MOT every year without any work, cambelt done.'],
  ['Ibiza gasolina 2012', 'Ibiza de 2012, pasa la ITV todos los años sin tocar nada, siempre en garaje.'],
  ['Mégane dCi 110', 'Mégane dCi, passe le contrôle technique chaque année sans réparer, entretien suivi.'],
  ['Punto Evo benzina', 'Punto Evo, passa la revisione ogni anno senza riparare niente, gomme nuove.'],
  ['Polo 6R Benziner', 'Polo 6R, besteht jedes Jahr den TÜV ohne Reparatur, Zahnriemen neu.'],
  ['Astra 1.4 gasolina', 'Astra de 2010, passa a inspeção todos os anos sem reparar, revisões em dia.'],
]);
stillFound('a test promised passed whatever the car', [
  ['MOT help for your car', 'Your car passes its MOT every year without repairs: I know the tester at the centre.'],
  ['ITV sin complicaciones', 'ITV pasada garantizada aunque tenga defectos, 90 euros.'],
  ['Contrôle technique facile', 'Contrôle technique garanti même avec des défauts, 100 euros.'],
]);

staysClean("a contact verb's word as a name's word, an idiom, or after Spanish 'mi' (my)", [
  ['Mando con vibración', 'Call of Duty en la plataforma roja, mando con vibración.'],
  ['Livro capa dura verde', 'Call of the Wild em capa dura, o verde da capa está gasto.'],
  ['Vestido largo de fiesta', 'Me llama la atención que nadie lo quiera, también lo tengo en la app azul.'],
  ['Mala de mão amarela', 'Chama a atenção na rua, vi-a na app verde de uma loja.'],
  ['Equipación antigua de pádel', 'El escudo de mi liga en Instagram es otro, esta equipación es la antigua.'],
]);
stillFound('a verb that does send buyers away', [
  ['Controller for the console', 'Call me on the red app for the controller.'],
  ['Bicicleta estática plegable', 'Llámame en la app verde y te lo dejo más barato.'],
  ['Mesa redonda de pinho', 'Liga-me no WhatsApp 912 345 678.'],
]);

staysClean("a tyre's size after its model's name and number: a size, not a phone number", [
  ['Dois pneus desportivos', 'Dois pneus Sport Contact 5, 235/40 R19 96Y, 5 mm de piso.'],
  ['Neumáticos de verano', 'Neumáticos Eco Contact 6, 205/60 R16 92V, fabricación reciente.'],
  ['Pneus hiver 17 pouces', 'Pneus hiver Winter Contact 8, 215/60 R17 100V, 7 mm.'],
  ['Pair of all-season tyres', 'Pair of tyres, All Season Contact 2, 225/50 ZR17 98W, plenty of tread.'],
  ['Pneumatici estivi 18', 'Pneumatici Premium Contact 7, 245/40 R18 97Y, quasi nuovi.'],
  ['Vier Sommerreifen 19 Zoll', 'Vier Sommerreifen Sport Contact 7, 255/35 R19 96Y, 6 mm Profil.'],
]);
stillFound('a phone number beside a tyre size', [
  ['Pneus a bom preço', 'Pneus 205/55 R16 a bom preço, contacto 912 345 678.'],
  ['Tyres cheap this week', 'Tyres 225/45 R17, call me on 07700 900123.'],
  ['Reifen günstig abzugeben', 'Reifen 205/55 R16, ruf an: 0151 23456789.'],
]);

staysClean('a holder for several documents, listed', [
  ['Funda de piel para documentos', 'Funda para pasaporte, DNI o carnet de conducir, piel, nueva.'],
  ['Capa para documentos de viagem', 'Capa para passaporte, cartão de cidadão e carta de condução.'],
  ['Étui papiers de voyage', 'Étui pour passeport, carte d’identité et permis, cuir.'],
  ['Custodia documenti nera', 'Custodia per patente e carta d’identità, nera, nuova.'],
  ['Hülle für Dokumente', 'Hülle für Karten, Reisepass und Führerschein, schwarz.'],
  ['Support vignette pare-brise', 'Étui plastique pour la vignette Crit’Air, se colle au pare-brise.'],
]);
stillFound('a document offered beside a holder', [
  ['Funda de móvil y más', 'Funda para el móvil, carnet de conducir a tu nombre en 48 horas.'],
  ['Porta-documentos de carro', 'Porta-documentos para o carro, carta de condução verdadeira sem exame.'],
  ['Étui et papiers', "Étui pour passeport, carte d'identité vraie à votre nom."],
]);

staysClean('an app the seller says they do not use', [
  ['BTT de alumínio 29er', 'Bicicleta BTT, falamos por aqui, não uso WhatsApp nem Telegram.'],
  ['Sofá de tres plazas gris', 'Solo mensajes por la app, no uso WhatsApp ni Telegram.'],
  ['Canapé d’angle en tissu', "Contactez-moi ici, je n'utilise pas WhatsApp."],
  ['Standing desk oak top', "Messages here only please, I don't use WhatsApp or Telegram."],
  ['Divano letto due posti', 'Scrivetemi qui, non uso WhatsApp né Telegram.'],
  ['Eckschreibtisch weiß', 'Bitte hier schreiben, ich nutze kein WhatsApp oder Telegram.'],
]);
stillFound('an app offered after another refused', [
  ['Quadro de carbono 54', 'Não uso Telegram, só WhatsApp: fala comigo lá.'],
  ['Office desk walnut', "I don't use Telegram, text me on WhatsApp instead."],
  ['Sofá cama azul', 'No uso Telegram, escríbeme por WhatsApp.'],
]);

staysClean("a young animal's word in a game's name after the game's word", [
  ['Jogo Crazy Kittens', 'Jogo Crazy Kittens em português, cartas completas.'],
  ['Juego Wild Puppies', 'Juego Wild Puppies para 2 a 5 jugadores, caja algo gastada.'],
  ['Jeu Rocket Chatons', 'Jeu Rocket Chatons, complet, règles en français.'],
  ['Game Sneaky Kittens', 'Game Sneaky Kittens, all cards present, box a bit worn.'],
  ['Spiel Flinke Welpen', 'Spiel Flinke Welpen, vollständig, ab 7 Jahren.'],
]);
stillFound('young animals sold beside a game', [
  ['Jogo e gatinhos', 'Jogo de tabuleiro à venda e 3 gatinhos persas com 9 semanas.'],
  ['Board game and more', 'Board game sold separately. Also 3 kittens, 8 weeks old, vaccinated.'],
  ['Spiel und Tiere', 'Spiel und Welpen abzugeben, Welpen 10 Wochen, geimpft.'],
]);

staysClean("'1:1' as one-to-one: lessons, sessions or care for one person, or data carried over unchanged", [
  ['Explicações de física', 'Explicações de física 1:1 online, secundário e universidade.'],
  ['Clases de violín', 'Clases de violín 1:1 en tu casa, la prueba no se cobra.'],
  ['Cours de yoga', 'Cours de yoga en 1:1, débutants bienvenus.'],
  ['Chess coaching', '1:1 coaching for beginners, one hour on video call.'],
  ['Ripetizioni greco antico', 'Ripetizioni 1:1 di greco antico per il liceo.'],
  ['Steuergerät Reparatur', 'Reparatur Ihres Steuergeräts, alle Werte werden 1:1 übertragen, mit Garantie.'],
]);
stillFound("a one-to-one copy beside one-to-one lessons", [
  ['Costura e malas', 'Clases 1:1 de costura y bolsos réplica 1:1 de Gucci.'],
  ['Sessions and bags', 'Sessions 1:1 available, also selling 1:1 copies of designer bags.'],
  ['Explicações e relógios', 'Explicações 1:1 e relógios Rolex 1:1 a bom preço.'],
]);
