import { describe, expect, it } from 'vitest';
import { itemTopics } from '../test-support/item-findings.ts';
import { foundAs, scoredFindings as found, staysClean, stillFound } from '../test-support/listing-kinds.ts';

// A word of a prohibited or restricted item read in another, innocent sense — an innocent phrase's reach, a title's innocence carried to
// the description, words of a name read without their capital, a denial's subject, a garment's or a toy's or a tool's word — stays clean;
// the item itself sold beside the same words is still found. Each kind in PT, ES, FR, EN, IT and DE, innocent listings of our own and
// problem listings on the exemption's own words.

/** The item findings' topics of a listing on the generic profile ("alcohol"). */
const itemClauses = (title: string, description: string) => itemTopics(title, description, 'generic');

// a. An innocent phrase is read in the term's sentence: further on in it than a few words, and never from another sentence or line.
staysClean('a holder named well before the last document of its list, in one sentence', [
  ['Funda para viaje', 'Funda de plástico transparente para tarjeta del seguro, bono y pasaporte.'],
  ['Capa para viagem', 'Capa de tecido escuro para cartão do ginásio, passe e passaporte.'],
  ['Pochette de voyage', 'Pochette en toile bleue pour carte vitale, ticket et passeport.'],
  ['Zipped travel wallet', 'Zipped wallet in green canvas for boarding cards, tickets and passport.'],
  ['Custodia da viaggio', 'Custodia in tela scura per tessera sanitaria, biglietti e passaporto.'],
  ['Reisehülle Stoff', 'Hülle aus dunklem Stoff für Gesundheitskarte, Bahntickets und Reisepass.'],
]);
foundAs('an innocent phrase reaching into the next line or sentence clears nothing there', 'alcohol', itemClauses, [
  ['Lote de cocina', 'Seis copas\nvino tinto de Rioja 2015, seis botellas cerradas'],
  ['Kitchen lot', 'Two glasses\nwine from Bordeaux 2010, sealed bottle'],
  ['Lote de cozinha', 'Dois copos\nvinho Madeira seco, garrafa por abrir'],
  ['Lot cuisine', 'Deux verres\nvin de Bordeaux 2009, bouteille fermée'],
]);

// b. A title's innocent phrase clears the description's same word only where that word refers back to the title's item.
staysClean("the description's word referring back to the title's innocent phrase", [
  ['Casaco de camurça cor tabaco', 'O tabaco fica bem com ganga, tamanho M.'],
  ['Cazadora de ante en color tabaco', 'El tabaco combina con vaqueros, talla M.'],
  ['Blouson daim de couleur tabac', 'Le tabac se marie avec le denim, taille M.'],
  ['Suede jacket in tobacco colour', 'The tobacco goes well with denim, size M.'],
  ['Giacca scamosciata color tabacco', 'Il tabacco sta bene con il denim, taglia M.'],
  ['Wildlederjacke Farbe Tabak', 'Der Tabak passt gut zu Jeans, Größe M.'],
]);
describe("the description's word named on its own, whatever the title's phrase", () => {
  it.each([
    ['Casaco de camurça cor tabaco', 'Tabaco de enrolar, bolsas fechadas.', 'tobacco-vapes'],
    ['Suede jacket in tobacco colour', 'Rolling tobacco, sealed pouches, cheap.', 'tobacco-vapes'],
    ['Cazadora de ante en color tabaco', 'Tabaco de liar, bolsas sin abrir.', 'tobacco-vapes'],
    ['Hausschuhe Modell Welpen', 'Welpen 10 Wochen alt und entwurmt, abzugeben.', 'live-animals'],
  ])('%s', (title, description, clause) => {
    expect(itemClauses(title, description)).toContain(clause);
  });
});

// c. Words of a name read without their capital (under the `i` flag a capital cannot be told).
staysClean("a young animal's word in a game's name after the game's kind, the name opening on an article", [
  ['Jogo de tabuleiro Os Gatinhos', 'Jogo de tabuleiro Os Gatinhos Travessos, completo, para 2 a 4 jogadores.'],
  ['Juego de mesa Los Gatitos', 'Juego de mesa Los Gatitos Traviesos, completo, de 2 a 4 jugadores.'],
  ['Jeu de société Les Chatons', 'Jeu de société Les Chatons Farceurs, complet, de 2 à 4 joueurs.'],
  ['Board game The Kittens', 'Board game The Sleepy Kittens, complete, for 2 to 4 players.'],
  ['Brettspiel Die Kätzchen', 'Brettspiel Die wilden Kätzchen, vollständig, für 2 bis 4 Personen.'],
]);
foundAs('young animals sold beside a game, joined by a joining word', 'live-animals', itemClauses, [
  ['Board game plus kittens', 'Board game plus kittens for sale, 8 weeks old.'],
  ['Jogo de tabuleiro e gatinhos', 'Jogo de tabuleiro e gatinhos, 8 semanas, a dar.'],
  ['Brettspiel und Kätzchen', 'Brettspiel und Kätzchen abzugeben, 9 Wochen alt.'],
]);
staysClean('a wine box made of a material, named after the wine it held', [
  ['Caixa de vinho de pinho', 'Caixa de vinho de pinho com pega de corda, boa para arrumar revistas.'],
  ['Caja de vino de madera', 'Caja de vino de madera con asa de cuerda, sirve para guardar revistas.'],
]);
foundAs('a wine box named with its wine’s origin holds the wine', 'alcohol', itemClauses, [
  ['Caixa de vinho do Douro', 'Caixa de vinho do Douro, seis garrafas de 2018.'],
  ['Caja de vino de Rioja', 'Caja de vino de Rioja, seis botellas de 2016.'],
  ['Caixa de vinho de Colares', 'Caixa de vinho de Colares, seis garrafas, colheita de 2011.'],
]);

// d. A claim's subject: the noun after a place's preposition is where the goods were bought, not what the claim is said of.
foundAs('a denial after a place the goods were bought at is said of the goods', 'counterfeits', itemClauses, [
  ['Ténis Nike Air Max', 'Ténis comprados na feira não são originais mas são iguaizinhos.'],
  ['Deportivas para correr Nike Pegasus', 'Zapatillas compradas en el mercadillo no son originales pero son idénticas.'],
  ['Baskets de course Nike Pegasus', 'Baskets achetées au marché ne sont pas originales mais identiques.'],
  ['Nike Air Max trainers', 'Trainers bought at the market are not genuine but look identical.'],
  ['Scarpe Nike Air Max', 'Scarpe comprate al mercato non sono originali ma sono identiche.'],
]);
staysClean("a denial said of a part the clause names, a place in the same clause", [
  ['Borsa Prada Galleria', 'Comprata in negozio. La tracolla è identica all’originale ma non è della borsa.'],
  ['Mala Prada Galleria', 'Comprada na loja, alças de couro não originais, substituídas.'],
  ['Bolso Prada Galleria', 'Lo compré en tienda física, el asa no es original, cambiada.'],
  ['Prada Galleria bag', 'Bought in the shop, the strap is not original, replaced.'],
  ['Sac Prada Galleria', 'Acheté en boutique, la bandoulière n’est pas d’origine, remplacée.'],
]);

// e. Kinds still flagged on the open sets.
staysClean('a passport of a plant or an animal', [
  ['Oliveira em vaso', 'Oliveira em vaso de 1 m, com etiqueta e passaporte fitossanitário do viveiro.'],
  ['Olivo en maceta', 'Olivo en maceta de 1 m con su pasaporte fitosanitario del vivero.'],
  ['Citronnier en pot', 'Citronnier en pot de 80 cm avec son passeport phytosanitaire de la pépinière.'],
  ['Potted bay tree', 'Potted bay tree, 90 cm, comes with its plant passport from the nursery.'],
  ['Limone in vaso', 'Limone in vaso da 80 cm, con il passaporto delle piante del vivaio.'],
  ['Porta-documentos do cão', 'Bolsa para guardar o passaporte do cão e a caderneta de vacinação.'],
]);
stillFound("a person's passport beside a plant's", [
  ['Oliveira e documentos', 'Oliveira em vaso. Passaporte português verdadeiro, em nome do comprador.'],
  ['Plant and papers', 'Bay tree with plant passport; also a genuine UK passport in any name.'],
  ['Olivo y pasaporte', 'Olivo en maceta y pasaporte español auténtico a tu nombre.'],
]);
staysClean("study material for a driving licence's test", [
  ['Livro de código da carta de condução', 'Livro de código para a carta de condução, edição de 2023, sem riscos.'],
  ['Libro de preguntas tipo test', 'Libro de test para carnet de conducir moto, edición 2022, sin subrayar.'],
  ['Manuel pour le permis moto', 'Manuel: code de la route pour le permis moto, édition 2022, propre.'],
  ['Driving licence theory book', 'Driving licence theory book and hazard perception DVD, 2023 edition.'],
  ['Manuale quiz patente AM', 'Libro di quiz della patente AM, edizione 2022, come nuovo.'],
  ['Führerschein Lernbuch Klasse B', 'Führerschein Lernbuch Klasse A2, Auflage 2022, ohne Notizen.'],
]);
stillFound('a licence for sale beside its study words', [
  ['Führerschein zu verkaufen', 'Führerschein echt, ohne Prüfung, Lernbuch gratis dazu.'],
  ['Carta de condução sem exame', 'Carta de condução verdadeira, sem exame, livro de código de oferta.'],
  ['Driving licence any name', 'Driving licence for sale in any name, theory book included.'],
]);
staysClean('a wine colour after a garment or an accessory, its material between', [
  ['Gravata fina de seda', 'Gravata seda vinho com riscas finas, nova.'],
  ['Corbata de seda', 'Corbata seda vino con rayas finas, nueva.'],
  ['Cravate en soie', 'Cravate soie vin à fines rayures, neuve.'],
  ['Silk tie', 'Silk tie wine with thin stripes, new.'],
  ['Cravatta di seta', 'Cravatta seta vino a righe sottili, nuova.'],
  ['Seidenkrawatte', 'Krawatte Seide Wein mit feinen Streifen, neu.'],
]);
foundAs('wine sold beside a garment', 'alcohol', itemClauses, [
  ['Gravata e vinho', 'Gravata de seda e vinho do Porto, garrafa de 75 cl.'],
  ['Tie and wine', 'Silk tie and a bottle of red wine, 75 cl, sealed.'],
  ['Corbata y vino', 'Corbata de seda y vino de Rioja, botella de 75 cl.'],
]);
staysClean("seat covers and accessories said to fit the car's airbags", [
  ['Capa de banco cinzenta', 'Capa de banco cinzenta, compativel com o airbag lateral do carro.'],
  ['Fundas de asientos', 'Fundas de asientos universales, grises, compatibles con airbag lateral.'],
  ['Housses de sièges', 'Housses de sièges universelles, grises, compatibles avec airbag latéral.'],
  ['Seat covers for a saloon', 'Universal seat covers, grey, with openings for side airbags.'],
  ['Coprisedili', 'Coprisedili universali, grigi, compatibili con airbag laterali.'],
  ['Sitzbezüge', 'Universal Sitzbezüge, grau, seitenairbag-geeignet.'],
]);
foundAs('an airbag sold beside the same words', 'airbags', itemClauses, [
  ['Airbag lateral condutor usado', 'Airbag lateral do condutor, compatível com Golf 5.'],
  ['Side airbag', 'Side airbag module from a Golf, compatible with most seat covers.'],
  ['Airbag latéral', 'Airbag latéral conducteur, housses compatibles vendues à part.'],
]);

staysClean('shooting gear named for the air gun it serves', [
  ['Alvo de tiro metálico', 'Alvo metálico basculante para carabina de ar comprimido, quatro placas.'],
  ['Diana de tiro metálica', 'Diana metálica abatible para carabina de aire comprimido, cuatro placas.'],
  ['Cible de tir métallique', 'Cible métallique à bascule pour carabine à plombs, quatre plaques.'],
  ['Steel pellet trap', 'Steel pellet trap for an air rifle, with paper targets.'],
  ['Bersaglio da tiro in acciaio', 'Bersaglio in acciaio per fucile ad aria compressa, quattro piastre.'],
  ['Kugelfang aus Stahl', 'Kugelfang aus Stahl für Luftgewehr, mit Zielscheiben.'],
]);
foundAs('an air gun sold beside its gear', 'replica-weapons', itemClauses, [
  ['Air rifle and targets', 'Air rifle, 4.5 mm, with a box of targets.'],
  ['Luftgewehr mit Kugelfang', 'Luftgewehr 4,5 mm mit Kugelfang und Scheiben.'],
  ['Carabine et cibles', 'Carabine à plombs 4,5 mm avec cibles et lunette.'],
]);
staysClean('identity photos and the documents they are taken for', [
  ['Fotos tipo passe no estúdio', 'Tiro fotos tipo passe no meu estúdio, servem para passaporte e carta de condução.'],
  ['Fotos de carnet al momento', 'Hago fotos de carnet en mi estudio, valen para DNI y pasaporte.'],
  ["Photos d'identité en studio", "Je fais des photos d'identité en studio, conformes pour passeport et permis de conduire."],
  ['Passport photos at home studio', 'I take passport photos in my home studio, accepted for passport and driving licence renewals.'],
  ['Fototessere in studio', "Faccio fototessere in studio, valide per passaporto e carta d'identità."],
  ['Passbilder im Studio', 'Ich mache Passbilder im Studio, biometrisch, für Reisepass und Personalausweis.'],
]);
foundAs('a document sold beside identity photos', 'identity-documents', itemClauses, [
  ['Fotos e documento', 'Fotos tipo passe e passaporte português verdadeiro à venda.'],
  ['Passport photos plus more', 'Passport photos done. Also selling a real UK passport.'],
  ['Photos et papiers', "Photos d'identité et faux passeport à vendre."],
]);
staysClean("a tobacconist's sign kept as décor", [
  ['Placa esmaltada antiga', 'Placa esmaltada de tabaco antiga, tirada de uma tasca de aldeia, decoração.'],
  ['Cartel de chapa antiguo', 'Cartel de chapa de tabaco de los años 60, para decorar un bar.'],
  ['Enseigne de buraliste', 'Enseigne de bureau de tabac en tôle, années 60, pour décorer.'],
  ['Vintage enamel sign', 'Vintage enamel tobacco sign from a village shop, wall decor.'],
  ['Insegna smaltata vintage', 'Insegna smaltata dei tabacchi anni 60, da appendere.'],
  ['Emailleschild alt', 'Altes Emailleschild für Tabak aus einem Dorfladen, Deko.'],
]);
foundAs('tobacco sold beside a sign', 'tobacco-vapes', itemClauses, [
  ['Placa e tabaco', 'Placa de madeira e tabaco de enrolar 50 g, selado.'],
  ['Tobacco sign and pouch', 'Enamel tobacco sign, plus a sealed pouch of rolling tobacco, 50 g.'],
  ['Enseigne et tabac', 'Enseigne de tabac en tôle et tabac à rouler, deux paquets.'],
]);
staysClean('protective gear for airsoft, its material or its strap named between', [
  ['Óculos de proteção', 'Óculos de proteção com grelha metálica para airsoft, ajustáveis.'],
  ['Gafas de protección', 'Gafas de protección con rejilla metálica para airsoft, ajustables.'],
  ['Lunettes grillagées', 'Lunettes grillagées protectrices pour airsoft, réglables.'],
  ['Mesh goggles', 'Mesh goggles with a strap for airsoft and paintball, adjustable.'],
  ['Occhiali protettivi', 'Occhiali protettivi con rete metallica per softair, regolabili.'],
  ['Schutzbrille Gitter', 'Schutzbrille mit Metallgitter für Airsoft, verstellbar.'],
]);
foundAs('an airsoft gun sold beside protective gear', 'replica-weapons', itemClauses, [
  ['Máscara e pistola', 'Máscara de rede e pistola de airsoft, dois carregadores.'],
  ['Goggles and marker', 'Goggles with mesh, plus a paintball marker with hopper.'],
  ['Gafas y réplica', 'Gafas de protección y réplica de airsoft eléctrica.'],
]);

// f. More kinds once flagged on the open innocent sets and clean halves.
// A capitalised weapon's word inside a band's or a maker's name, a garment or a band's word beside it.
staysClean('a weapon’s word in the name a garment bears', [
  ['Camisola Sex Pistols tam. L', 'Camisola com estampa da banda Sex Pistols em algodão grosso.'],
  ['Vaqueros Rifle talla 40', 'Vaqueros Rifle de los 80, marca italiana, talla 40.'],
  ['Sweat du groupe Sex Pistols', 'Sweat du groupe Sex Pistols, taille S, bon état.'],
  ['Sex Pistols tour tee', 'Sex Pistols band tee, size L, print faded.'],
  ['Felpa Sex Pistols', 'Felpa della band Sex Pistols, taglia M.'],
  ['Pulli Sex Pistols Gr. M', 'Hoodie der Band Sex Pistols, Größe M, kaum getragen.'],
]);
foundAs('a weapon beside a garment, named as one', 'prohibited_item:weapons', found, [
  ['Tour shirt and more', 'Old tour shirt. Pistol 9mm working, with magazine.'],
  ['Pack roupa', 'T-shirt tamanho M. Pistola Beretta 92 funcional, sem licença.'],
  ['Rifle de caza', 'Rifle de caza calibre 30-06 con mira, se regala camiseta.'],
]);

// Play money of a toy: named among a toy's parts in its sentence, or said to be of plastic right after it.
staysClean('play money of a toy till', [
  ['Mercearia de brincar', 'Mercearia de brincar com balança, cesto e dinheiro falso de plástico.'],
  ['Tiendita infantil', 'Tiendita de juguete con balanza, cestita y billetes falsos de plástico.'],
  ['Marchande en bois', 'Épicerie jouet avec micro, panier, fausse monnaie en plastique.'],
  ['Negozietto per bambini', 'Negozietto giocattolo con bilancia, cestino e soldi falsi in plastica.'],
  ['Kaufmannsladen Holz', 'Spielzeug Laden mit Waage, Korb und Falschgeld aus Kunststoff.'],
]);
foundAs('counterfeit money on the same words', 'prohibited_item:counterfeit-currency', found, [
  ['Billets à vendre', 'Fausse monnaie, coupures de 50 € sur papier coton, introuvables.'],
  ['Dinero falso', 'Jugueterías cerradas. Dinero falso de 20 €, pasa por bueno en tiendas.'],
  ['Dinheiro falso', 'Brinquedos vendidos. Dinheiro falso de 20 €, papel igual ao verdadeiro.'],
]);

// A title's word the description says the item is free of.
staysClean('a title’s substance the description says its item is free of', [
  ['Termómetro de mercúrio', 'Medidor de febre de ouvido sem mercúrio e estojo rígido.'],
  ['Termómetro mercurio', 'Termómetro digital, libre de mercurio, con funda, nuevo.'],
  ['Thermomètre mercure', 'Thermomètre digital sans mercure, avec étui, neuf.'],
  ['Mercury thermometer', 'Digital fever thermometer, mercury-free, with case, new.'],
  ['Termometro mercurio', 'Misuratore di febbre a infrarossi, senza mercurio, con custodia.'],
  ['Thermometer Quecksilber', 'Fiebermesser fürs Ohr quecksilberfrei samt Etui.'],
]);
foundAs('the substance itself, something else said free', 'prohibited_item:hazardous-chemicals', found, [
  ['Quecksilber 100 g', 'Reines Quecksilber in Glasflasche, bleifrei verpackt.'],
  ['Mercure liquide 50 g', 'Mercure pur en flacon, sans étiquette.'],
  ['Frasco de mercúrio', 'Mercúrio puro em frasco, embalagem sem plástico.'],
]);

// Innocent phrases and context words typed without German umlauts, as the terms are read ("Kettensaege", "Motorsaege").
staysClean('a chainsaw’s guide bar, the saw’s word with or without its umlaut', [
  ['Motosserra de jardim', 'Motosserra com motor a dois tempos, sabre de 40 cm, corrente afiada.'],
  ['Motosierra para leña', 'Motosierra de dos tiempos con espada de 45 cm, cadena afilada.'],
  ['Tronçonneuse pour bois', 'Tronçonneuse à moteur deux temps, guide de 40 cm et chaîne bien affûtée.'],
  ['Motosega da giardino', 'Motosega a due tempi, barra da 40 cm, catena affilata.'],
  ['Motorsaege fuer Brennholz', 'Zweitakt Kettensaege mit 45 cm Schwert, Kette frisch geschaerft.'],
  ['Schwert fuer Motorsaege', 'Ersatz-Schwert 40 cm fuer Motorsaege, passt auf Stihl.'],
  ['Schwert für Motorsäge', 'Ersatz-Schwert 40 cm für Motorsäge, passt auf Stihl.'],
]);
foundAs('a sword on the same words', 'restricted_item:knives', found, [
  ['Schwert Deko', 'Schwert 90 cm, scharfe Klinge, mit Scheide.'],
  ['Espada medieval', 'Espada medieval de acero, 100 cm, afilada.'],
  ['Sabre de cavalaria', 'Sabre antigo de cavalaria, lâmina de 80 cm.'],
]);
