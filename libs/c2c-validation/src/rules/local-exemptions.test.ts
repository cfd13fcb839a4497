import { staysClean, stillFound } from '../test-support/listing-kinds.ts';

// An innocent context (a model kit, a toy, a costume, an airsoft or scale-model word) clears the occurrence it stands beside —
// its sentence, or the same word in the other field's sentence — never a second thing the listing sells elsewhere (s42-19x).

stillFound('a model kit or a scale named in the title, a real gun sold in the description', [
  ['Kit de modelismo avião 1:48', 'Caixa completa com tintas. Vendo também carabina de caça calibre .308 com mira, com licença.'],
  ['Maqueta barco escala 1:200', 'Pintada a mano. Aparte tengo una escopeta de caza del 12 de dos cañones, funciona perfectamente.'],
  ['Maquette char Tigre au 1/35', 'Montée et peinte. Je vends aussi ma carabine de chasse 7x64 avec lunette.'],
  ['Diecast truck 1:50 boxed', 'Mint in box. I also have a hunting rifle .270 with scope for sale, collection only.'],
  ['Modellbau Flugzeug 1:72 Bausatz', 'Unbenutzt. Außerdem verkaufe ich mein Jagdgewehr Kaliber .30-06 mit Zielfernrohr.'],
]);

stillFound('"toy" in a dog breed\'s name is the dog, not a toy', [
  ['Caniche toy cachorros', 'Cachorros de caniche toy con 9 semanas, vacunados y desparasitados.'],
]);

staysClean('a model kit, a toy, a costume or airsoft said of the thing itself', [
  ['Kit de modelismo tanque 1:35', 'Tanque com metralhadora e canhão em plástico, escala 1:35, por montar.'],
  ['Réplica tanque 1:35 em resina', 'Tanque com metralhadora pintada, decoração de estante.'],
  ['Espada de brinquedo', 'Espada de plástico para crianças, com bainha.'],
  ['Disfraz de vaquero con revólver de juguete', 'Disfraz talla 6, incluye sombrero y revólver de juguete.'],
  ['Fusil en bois pour enfants', 'Jouet en bois, fusil de pirate, très bon état.'],
  ['Toy rifle for kids', 'Plastic toy rifle with cork bullets, age 3+.'],
  ['Peluche caniche toy', 'Peluche de caniche, 30 cm, nueva.'],
]);

staysClean('a toy, a costume or a kit whose own weapon is named in a later sentence (s42-19y)', [
  ['Bonecos de ação vintage', 'Figuras articuladas dos anos 90. O soldado traz a sua pistola de plástico original.'],
  ['Juguete de vaqueros', 'Caballo y muñecos de plástico. Incluye el revólver de juguete del sheriff.'],
  ['Maquette de char 1/35', 'Montée et peinte à la main. Le canon et la mitrailleuse sont en plastique.'],
  ['Toy soldiers set of forty', 'Painted lead-free figures. Each soldier holds a tiny rifle, no small loose parts.'],
  ['Costume da cowboy per bambino', 'Taglia 6 anni, completo di cappello. Con pistola giocattolo e cinturone.'],
  ['Spielzeug Ritterburg', 'Burg aus Holz mit sechs Figuren. Die Ritter tragen Schwerter aus Kunststoff.'],
]);

stillFound('a toy in the title and one sentence, a real gun sold in the next (s42-19y)', [
  ['Brinquedos usados para menina', 'Bonecas de trapos, pouco usadas. Tenho ainda uma pistola Glock de 9 mm, só entregas em mão.'],
  ['Lote de juguetes variados', 'Coches de juguete y puzles completos. La carabina del calibre 22 de mi tío también la vendo.'],
  ['Jouets de garçon en lot', 'Petites voitures et circuit complet. En plus je cède un revolver 357 Magnum en état de marche.'],
  ['Toy cars job lot', 'Forty die-cast cars, some boxed. Also selling a shotgun, 12 bore over and under, certificate needed.'],
  ['Giocattoli di legno per bambini', 'Trenino e cubi in legno naturale. Vendo anche un fucile da caccia calibro 20 di mio nonno.'],
  ['Spielzeug Paket für Jungs', 'Holzautos und eine Ritterburg. Dazu verkaufe ich eine Pistole Walther Kaliber 9 mm, voll funktionsfähig.'],
]);

stillFound('an innocent word (a toy, a game, an empty box) in one sentence or field, a real problem sold in another (s43-19l)', [
  ['Lote de bonecos de ação', 'Doze bonecos completos com acessórios. Vendo ainda a caçadeira calibre 12 do meu pai, com licença.'],
  ['Juegos de mesa variados', 'Parchís, oca y ajedrez completos. Además vendo una escopeta de caza del calibre 12 de dos cañones.'],
  ['Figurines Star Wars lot de 12', 'Toutes complètes, sans boîte. Je me sépare aussi de mon fusil de chasse calibre 12, permis exigé.'],
  ['Garage clear-out bundle', 'Kids toys, a bike and some tools. Also my grandad\'s shotgun, 12 gauge side by side, needs a licence.'],
  ['Giocattoli in legno fatti a mano', 'Trattore e animali della fattoria. Cedo inoltre una pistola Beretta 92 calibro 9, perfettamente funzionante.'],
  ['Brettspiele Sammlung', 'Sechs Spiele, alle vollständig. Außerdem habe ich einen Revolver Kaliber .38 abzugeben, voll funktionsfähig.'],
  ['Caixas vazias de arrumação', 'Três caixas de plástico com tampa. Tenho também Xanax 2 mg, 30 comprimidos.'],
  ['Mudanza: vendo de todo', 'Juguetes de mis hijos y una cuna. También un revólver Smith & Wesson del 38 con su caja.'],
]);

staysClean('a context said in another sentence of the same item: its word named again, a work told of, a title\'s item described (s43-19l)', [
  ['Libro sobre la historia de la caza', 'Tapa dura, 300 páginas. Habla de escopetas, rifles y perros de muestra.'],
  ['Empty whisky bottles x6', 'Collected over the years, labels intact. The whisky bottles are cleaned and dry.'],
  ['Buch über Jagdwaffen', 'Gebunden, 200 Seiten, guter Zustand. Es beschreibt Gewehre, Flinten und Munition.'],
  ['Cartão presente Worten 25€', 'Recebi de oferta e não preciso. Envio pelos CTT em carta registada.'],
  ['Conjunto de cowboy para criança', 'Revólver de brinquedo com coldre e chapéu. O revólver dispara fulminantes.'],
  ['Set de vaquero para niños', 'Rifle de juguete con cinturón y estrella de sheriff. El rifle mide 60 cm.'],
  ['Pirate dress-up set', 'Toy pistol, hat and eye patch. The pistol clicks when you pull the trigger.'],
  ['Set da pirata per bambini', 'Spada giocattolo, benda e cappello. La spada è lunga 50 cm.'],
  ['Ensemble shérif enfant', 'Carabine jouet avec étoile et chapeau. La carabine fait du bruit.'],
  ['Ritter-Set für Kinder', 'Schwert und Schild aus Spielzeug-Holz. Das Schwert ist 50 cm lang.'],
]);
