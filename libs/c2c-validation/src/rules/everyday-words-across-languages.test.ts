import { staysClean, stillFound } from '../test-support/listing-kinds.ts';

// Words the rules hold for one language that are everyday words in another (s42-19w), and toys and props that imitate a
// restricted thing: innocent listings of our own where the word is the everyday one, and problem listings on the same words
// (an exemption must not hide the real thing).

staysClean('"Zelle" in a German text is a cell, not the US wallet', [
  ['Solarzelle 100 W mit Laderegler', 'Kaum benutzt, Zelle ohne Kratzer, Abholung in Köln-Ehrenfeld.'],
  ['Playmobil Polizeistation mit Zelle', 'Komplett mit Zelle, Figuren und Streifenwagen. Rauchfreier Haushalt.'],
  ['Wägezelle 5 kg für Küchenwaage', 'Ersatzteil, neue Zelle, passt für viele Waagen.'],
  ['Brennstoffzelle Experimentierkasten', 'Für Schüler, die Zelle funktioniert, Anleitung dabei.'],
  ['Lego Gefängnis mit Zelle', 'Die Zelle hat eine Tür zum Öffnen, vollständig.'],
]);
stillFound('Zelle as a way to pay', [
  ['iPhone 12 mini 64 GB lila', 'Payment through Zelle only, no returns.'],
  ['PS5 console with two pads', 'Zelle accepted, text me for details.'],
  ['Gaming chair, red and black', 'Send the money via Zelle and I ship.'],
  ['Fahrrad 28 Zoll Damen', 'Zahlung nur über Zelle, kein Versand.'],
  ['Konsole PS5 Digital', 'Bezahlung per Zelle bitte, danke.'],
]);

staysClean('French "tester" after a preposition or a pronoun is the verb, not a perfume tester', [
  ['Coffret parfum 100 ml neuf', "Possibilité de tester l'odeur avant achat, flacon scellé."],
  ['Eau de toilette 50 ml', "Achetée hier, je n'ai pas eu le temps de la tester, neuve sous blister."],
  ['Parfum Guerlain 75 ml', 'Vous pouvez venir tester le parfum chez moi, flacon plein dans sa boîte.'],
  ['Brume parfumée 100 ml', 'Cadeau reçu, je préfère la vendre que la laisser sans la tester.'],
  ['Eau de parfum florale 30 ml', 'Il faut tester sur la peau pour sentir la vanille, flacon neuf.'],
]);
stillFound('a perfume tester in French', [
  ['Tester parfum Sauvage 100 ml', 'Possibilité de tester avant achat.'],
  ['Parfum tester 100 ml', 'Sans boîte, flacon plein.'],
  ["C'est un tester", 'Parfum Lancôme 75 ml, jamais utilisé.'],
  ['Flacon tester sans boîte', 'Chanel 100 ml, je peux le tester devant vous.'],
  ['Lot de 3 testers parfum', 'Eau de parfum 100 ml chacun.'],
]);

staysClean('play money of a toy till or a board game, called factices or finte', [
  ['Caisse enregistreuse en bois', 'Avec billets factices pour jouer à la marchande et un scanner.'],
  ['Jeu de la marchande', 'Billets factices pour jouer, pièces en plastique, balance.'],
  ['Registratore di cassa per bambini', 'Banconote finte per giocare al negozio, monete di plastica.'],
  ['Kaufladen Zubehör', 'Spielgeld, Scheine und Münzen, für die Spielkasse.'],
  ['Caja registradora infantil', 'Billetes ficticios para jugar a las tiendas, con calculadora.'],
]);
stillFound('prop banknotes still counterfeit money', [
  ['Billets factices de 50 €', 'Qualité impression, passent pour des vrais.'],
  ['Liasse de billets factices réalistes', 'Cent billets de 20 euros.'],
  ['Billets factices pour tournage', 'Lot de 200, très réalistes.'],
  ['Billetes de atrezzo 50 euros', 'Muy realistas, pasan por buenos.'],
  ['Banconote di scena da 50', 'Sembrano vere, mazzetta da cento.'],
]);

staysClean('sweets shaped as smokes', [
  ['Cigarros de chocolate vintage', 'Caixa antiga de cigarros de chocolate, para colecionadores, vazia.'],
  ['Cigarrillos de chocolate', 'Caja de cigarrillos de chocolate, dulces de los noventa.'],
  ['Cigarettes en chocolat', 'Boîte de cigarettes en chocolat, bonbons rétro.'],
  ['Candy cigarettes retro box', 'Sugar sticks for party favours.'],
  ['Sigarette di cioccolato', 'Scatola di sigarette di cioccolato, caramelle anni 80.'],
  ['Schokoladenzigaretten', 'Süßigkeiten aus Schokolade, Retro.'],
  ['Kaugummi Zigaretten', 'Retro Süßigkeiten, Packung mit zehn.'],
  ['Bubble gum cigars', 'Party pack of bubble gum cigars for a baby shower.'],
]);
stillFound('tobacco beside or flavoured like sweets', [
  ['Cigarrillos sabor chocolate', 'Cartón de 10 paquetes.'],
  ['Chocolate flavoured cigars', 'Box of 20.'],
  ['Zigaretten mit Schokoladengeschmack', 'Stange, 10 Packungen.'],
  ['Cigarettes arôme chocolat', 'Dix paquets, neufs.'],
  ['Cigarros de chocolate e tabaco de enrolar', 'Tabaco de enrolar 50 g.'],
  ['Candy cigarettes plus real cigarettes', 'Two cartons of real cigarettes too.'],
  ['Cigarettes en chocolat ? Non', 'Ce sont des cigarettes électroniques, lot de cinq.'],
]);

staysClean('scale models and model kits of weapons and tanks', [
  ['1/6 scale model rifle kit', 'Plastic model kit of a WWII rifle, display only, non-firing.'],
  ['Modellbausatz Gewehr aus Holz', 'Holzbausatz für Kinder, Dekoration.'],
  ['Modellbausatz Panzer Leopard 1/35', 'Revell, unbenutzt.'],
  ['Maquette char Leclerc 1/35', 'Kit Heller complet, boîte scellée.'],
  ['Maqueta de fusil de madera', 'Kit de montaje de madera, decorativo.'],
  ['Modellino fucile da montare', 'Kit in legno, decorativo.'],
]);
stillFound('real weapons beside a model kit', [
  ['Scale model kit and a real rifle', 'Also selling my hunting rifle with scope.'],
  ['Modellbausatz und Jagdgewehr', 'Dazu mein echtes Gewehr Kaliber .308.'],
  ['Model rifle kit', 'Actual working air rifle, 4.5 mm, 20 joules.'],
  ['Scale model Panzer', 'Plus a shotgun, 12 gauge, with cartridges.'],
  ['Modellbau Sammlung', 'Außerdem eine Pistole Walther P99 mit Munition.'],
]);

staysClean('pretend medicine of a toy doctor kit', [
  ['Toy doctor kit', 'Stethoscope, toy syringe, pretend medicine bottle and bandages.'],
  ['Play vet set', 'Plush puppy, toy syringe and play medicine.'],
  ['Doctor role play case', 'Pretend medicines, thermometer and a plastic syringe.'],
  ['Mallette de docteur', 'Médicaments jouets en plastique, seringue et stéthoscope.'],
  ['Arztkoffer für Kinder', 'Medikamente zum Spielen, Spritze aus Plastik, Pflaster.'],
]);
stillFound('real medicine beside a toy doctor kit', [
  ['Toy doctor kit', 'Also a box of antibiotics left over.'],
  ['Kit de médico de brincar', 'E uma caixa de antibióticos que sobrou.'],
  ['Play medicine set', 'Plus leftover Xanax tablets.'],
  ['Mallette docteur jouet', 'Avec aussi des médicaments sur ordonnance.'],
  ['Arztkoffer Spielzeug', 'Dazu echte Medikamente, Antibiotika.'],
]);

staysClean('a given name that is a wallet, with its surname', [
  ['Lydia Bennet tote bag', 'Pride and Prejudice print, cotton.'],
  ['Affiche Lydia Deetz', 'Poster du film, 50 x 70, encadré.'],
  ['Vinyle Lydia Lunch', 'Album original, pochette un peu usée.'],
]);
stillFound('Lydia as the way to pay', [
  ['Veste en jean brut', 'Paiement par Lydia Dupont, envoi rapide.'],
  ["Robe d'été", 'Lydia uniquement, pas de paiement sur le site.'],
  ['Sac à main', 'Lydia Pro accepté, remise en main propre.'],
  ['Baskets 40', 'Remise en main propre ou Lydia.'],
  ['Jupe plissée longue', 'Réglez par Lydia Merci.'],
]);

staysClean('streams on a streaming channel are broadcasts, not bought plays', [
  ['Twitch streaming mic', 'USB microphone, great for Twitch streams.'],
  ['Capture card 4K', 'Used for my YouTube streams, works perfectly.'],
  ['Ring light with stand', 'Bought for TikTok streams, barely used.'],
]);
stillFound('bought followers, views and plays', [
  ['Spotify streams 10k package', 'Real listeners, fast delivery.'],
  ['Twitch followers 1000', 'Delivered in 24 hours.'],
  ['YouTube views 5000', 'Boost your channel.'],
  ['Twitch subscribers pack', 'Delivered at once.'],
  ['TikTok likes bundle', 'A thousand likes.'],
]);

staysClean('Italian "copia della garanzia" is a copy of the warranty card', [
  ['Orologio Swatch Skin', 'Copia della garanzia inclusa, cinturino nuovo.'],
  ['Borsa Furla Metropolis', 'Originale, allego la copia della garanzia.'],
  ['Occhiali Ray-Ban Wayfarer', 'Copia del certificato di garanzia e astuccio.'],
  ['Scarpe Hogan Interactive', 'Copia garanzia del negozio, numero 41.'],
  ['Profumo Armani Sì 50 ml', 'Copia della garanzia e scatola originale.'],
]);
stillFound('a copy of the maker goods, in Italian', [
  ['Orologio Swatch copia', 'Ottima copia, nessuno nota la differenza.'],
  ['Borsa Furla Candy', 'Copia perfetta, garanzia del venditore di un mese.'],
  ['Occhiali Ray-Ban Clubmaster copia', 'Con garanzia di qualità di un mese.'],
  ['Copia di orologio Rolex', 'Con garanzia di sei mesi.'],
  ['Scarpe Hogan copia', 'Copia identica, garanzia soddisfatti o rimborsati.'],
]);
