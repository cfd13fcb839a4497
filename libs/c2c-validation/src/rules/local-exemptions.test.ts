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
