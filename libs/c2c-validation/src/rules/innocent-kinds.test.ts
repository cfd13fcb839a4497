import { describe, expect, it } from 'vitest';
import { codes, staysClean, stillFound } from '../test-support/listing-kinds.ts';

// Kinds of mistake the innocent sets showed (s42-19p), each with innocent listings of our own in the six languages, and
// problem listings that use the same words (an exemption must not hide the real thing).

staysClean('apps a phone or tablet held before its reset are its history, not a way to reach or pay', [
    ['Samsung A52 para reparar', 'Ecrã rachado mas liga; ainda tem o Instagram e o Telegram instalados, faço reposição de fábrica antes do envio.'],
    ['Xiaomi Redmi 10 usado', 'Trae instalados WhatsApp y Bizum de fábrica del antiguo dueño, lo formateo antes de enviarlo.'],
    ['Tablet Lenovo M10', 'La tablette avait Snapchat, Paylib et Netflix, tout a été effacé, remise à zéro faite.'],
    ['Old Galaxy S9 spares', 'Still had Telegram, Revolut and Spotify on it when it died, will be wiped before posting.'],
    ['Huawei P30 lite azul rachado', 'Aveva installato Telegram e Satispay, ripristinato alle impostazioni di fabbrica.'],
    ['iPhone 11 lila Akku 88%', 'Hatte WhatsApp und PayPal drauf; inzwischen komplett gelöscht, auf Werkseinstellungen zurückgesetzt.'],
]);

staysClean('a transfer of a registration, a vehicle\'s owner or a ticket\'s name is no payment', [
    ['Mota Honda CBR 125', 'Inspeção em dia; trato eu da transferência de propriedade no IMT. Pago através do OLX.'],
    ['Bicicleta eléctrica registada', 'Bicicleta com registo, a transferência do registo é paga pelo novo dono.'],
    ['Entrada concierto 12/05', 'Precio de coste 40€. La transferencia de titularidad se hace desde la app oficial de la promotora.'],
    ['Billet concert Lyon', 'Au prix coûtant, le transfert de nom passe par le site officiel du festival.'],
    ['Scooter 50cc', 'Transfer of ownership (V5C) done online when you collect; you pay on the site.'],
    ['Biglietto teatro', 'Il trasferimento del nominativo si fa sul sito ufficiale del teatro, ceduto al prezzo pagato.'],
    ['Motorroller Vespa', 'Ummeldung beim Straßenverkehrsamt übernehme ich, Überschreibung des Fahrzeugbriefs inklusive.'],
]);

staysClean('a network\'s name before a measure is where the item was seen, not a handle', [
    ['Boneco viral do TikTok 25cm', 'Boneco de pelúcia que ficou famoso no TikTok, 25 cm, ainda embalado.'],
    ['Lámpara de Instagram 40 cm', 'La lámpara luna que salió en Instagram 40 cm, carga por USB-C.'],
    ['Peluche tendance TikTok 20cm', 'Peluche vue partout sur TikTok, 20 cm, jamais servie.'],
    ['Viral TikTok blanket 150x200', 'The blanket from TikTok 150x200 cm, washed once.'],
    ['Tazza famosa su TikTok 350ml', 'Tazza termica vista su TikTok 350 ml, nuova.'],
    ['TikTok Lampe 30 cm', 'Sonnenuntergangslampe aus TikTok 30 cm, wie neu.'],
]);

staysClean('an account said removed from the device sold is its state, no account for sale', [
    ['PS4 Slim 1TB', 'Conta PSN já desvinculada da consola, reposta de fábrica.'],
    ['Xbox One S blanca 500GB', 'Cuenta de Xbox ya eliminada, restaurada a valores de fábrica.'],
    ['Consola OLED branca e 3 jogos', 'Compte Nintendo déjà supprimé de la console, réinitialisée.'],
    ['PS5 digital slim boxed', 'PSN account already removed from the console, factory reset.'],
    ['Xbox Series S 512 nera', 'Account Microsoft già rimosso dalla console, ripristinata.'],
    ['Switch Lite türkis mit Hülle', 'Nintendo-Konto bereits von der Konsole entfernt, zurückgesetzt.'],
]);

staysClean('play money, a video game\'s cartridge and a cat\'s low-power laser toy are toys', [
    ['Caixinha de supermercado de brincar', 'Com notas a fingir e moedas de plástico para brincar às lojas.'],
    ['Dinero de juguete', 'Billetes falsos de juguete para jugar a las tiendas, 100 billetes de papel.'],
    ['Play money set', 'Pretend banknotes and plastic coins for a toy till, kids\' shop game.'],
    ['Kit negozietto con soldi finti', 'Banconote finte giocattolo per la cassa dei bambini.'],
    ['Spielgeld Kaufladen', 'Falsche Geldscheine aus Papier zum Spielen für die Kinderkasse.'],
    ['Cartuchos Game Boy', 'Lote de 5 cartuchos de jogos da Game Boy, todos funcionam.'],
    ['Cartuchos Super Nintendo', 'Cartucho de Mario Kart para SNES, original, se enciende sin problema.'],
    ['Cartouches Nintendo 64', 'Lot de 3 cartouches N64 : Zelda, Mario 64, GoldenEye.'],
    ['Mega Drive cartridges', 'Sonic 2 cartridge, boxed, tested on my console.'],
    ['Cartucce Game Boy Advance', 'Tre cartucce originali per GBA, Pokémon Rubino compreso.'],
    ['Game Boy Module', 'Modul Pokémon Gelb, Spielmodul funktioniert, Speicher hält.'],
    ['Brinquedo gato ponteiro com rato', 'Brinquedo laser para gatos, recarregável, baixa potência.'],
    ['Puntero láser para gatos', 'Juguete láser para el gato, pilas incluidas.'],
    ['Pointeur laser chat', 'Petit laser de jeu destiné au chat, faible puissance, avec une souris.'],
    ['Two laser toys for cats', 'Laser toy for cats, low power, USB rechargeable.'],
    ['Laserpointer als Katzen-Spielzeug rot', 'Für die Katze, Laser mit nur geringer Leistung.'],
]);

staysClean('a young animal\'s word in a pet accessory\'s listing is what it is for', [
    ['Coleira refletora para cachorro', 'Coleira ajustável para cachorro pequeno, nunca usada.'],
    ['Cama para cachorro', 'Cama de cachorro tamaño S, lavable, como nueva.'],
    ['Harnais pour chiot', 'Harnais réglable pour chiot, taille XS.'],
    ['Puppy crate 24 inch', 'Crate for a puppy, folding, with tray.'],
    ['Cuccia per cucciolo', 'Cuccia morbida per cucciolo, lavabile.'],
    ['Welpengeschirr Gr. S', 'Geschirr für Welpen, verstellbar, kaum benutzt.'],
    ['Arranhador para gatinhos', 'Arranhador pequeno para gatinho, com bola.'],
    ['Kitten toys bundle', 'Toys for a kitten: balls, mouse, feather wand.'],
]);

staysClean('a case, stand or glass named for a thing, with or without its joining word, is the accessory', [
    ['Estojo de viagem lentes de contacto', 'Estojo de viagem com espelho, sem lentes.'],
    ['Estuche lentillas viaje', 'Estuche con espejo, no incluye lentillas.'],
    ['Étui lentilles bleu ciel', 'Étui de voyage avec pince, sans lentilles.'],
    ['Contact lens case, lilac', 'Travel contact lens case with mirror, no lenses.'],
    ['Custodia lenti a contatto', 'Custodia da viaggio con specchietto, senza lenti.'],
    ['Grüner Kontaktlinsen-Behälter', 'Reisebehälter mit Spiegel, ohne Linsen.'],
    ['Copos de licor antigos', 'Meia dúzia de copinhos de licor em cristal lapidado.'],
    ['Copas de vino talladas', 'Seis copas para vino, cristal tallado, sin marcas.'],
    ['Verres à liqueur', 'Six verres à liqueur en cristal, anciens.'],
    ['Whisky glasses', 'Set of 4 whisky tumblers, crystal.'],
    ['Bicchieri da vino soffiati', 'Sei bicchieri da vino in vetro soffiato.'],
    ['Weingläser 6 Stück', 'Sechs Weingläser aus Kristall, spülmaschinenfest.'],
    ['Suporte de capacete', 'Suporte de expositor para capacetes de moto ou bicicleta, sem capacete.'],
    ['Oak stand for one helmet', 'Oak display stand for bike or ski helmets, the helmet itself is not part of the sale.'],
    ['Soporte casco pared', 'Soporte de pared para cascos de moto, sin casco.'],
]);

staysClean('an article\'s reference number is no phone number', [
    ['Sapatilhas Air Max 90 número 42', 'Ref. do artigo DH4012, usadas duas vezes, mando pelos correios da app.'],
    ['Zapatillas Adidas 43', 'Art. nº GX78231, talla 43, envío por la app.'],
    ['Baskets Puma 40', 'Réf. article 387124, taille 40, peu portées.'],
    ['Vans Old Skool UK 8', 'Style no. VN0A38G1, worn twice.'],
    ['Scarpe Asics 41', 'Cod. art. 1011B548, usate poco.'],
    ['Adidas Gazelle Gr. 41', 'Art.-Nr. IG0392, kaum getragen, verschicke mit Sendungsnummer.'],
]);

staysClean('a ticket sold at the price paid, in Italian, is no touting', [
    ['Biglietto concerto 12/06', 'Biglietto parterre, pagato 55 € e lo vendo a 55 €, il cambio nome si fa online.'],
    ['Biglietti partita', 'Due biglietti curva, ceduti al prezzo di acquisto, 30 € l\'uno.'],
    ['Biglietto festival', 'Lo cedo allo stesso prezzo che ho pagato, 70 €, nominativo modificabile.'],
    ['Biglietto teatro', 'Al prezzo pagato, 25 €, posto platea.'],
    ['Biglietto musical', 'Vendo al prezzo di costo, 48 €.'],
    ['Kit marchande enfant', 'Kit épicerie pour enfants : faux billets et fausses pièces pour jouer, dans une boîte.'],
    ['Jouet épicerie avec caisse', 'Jouet électronique avec ses faux billets, scanner et tapis.'],
    ['Brinquedo mercearia', 'Brinquedo de loja com notas falsas e moedas de plástico para brincar.'],
    ['Laser gioco gatti ricaricabile', 'Puntatore laser per far giocare il micio, bassa potenza.'],
    ['Vendo tudo da cozinha', 'Despacho a cozinha: 8 copos de vinho e 4 copinhos de licor; panelas e tachos.'],
    ['Cristaleria completa', 'Copas de agua, copas de vino y 6 copitas de licor, todo junto.'],
    ['Biglietto concerto rock', 'Biglietto posto unico, pagato 40 € e lo cedo a 40 €, cambio nome gratuito.'],
    ['Biglietto partita 3/5', 'Pagato 35 €, lo cedo allo stesso prezzo.'],
    ['Porta-capacetes de parede', 'Suporte de parede para capacetes de bicicleta ou de esqui, não inclui capacete.'],
    ['Helmhalter Wand', 'Wandhalterung für Motorrad- oder Skihelme, ohne Helm.'],
    ['Passport leather cover', 'Passport leather cover, brown, with card slot.'],
    ['Supporto casco', 'Supporto da parete per caschi da moto, casco non incluso.'],
    ['Support casque mural', 'Support mural pour casques de moto ou de vélo, sans casque.'],
    ['Drone Mavic Air 2', 'Drone registado na ANAC; depois da venda trato da transferência para o novo dono.'],
    ['Moto Yamaha 125', 'Matriculada a mi nombre, hago la transferencia en la gestoría.'],
    ['Bilhete jogo Benfica', 'Lugar anual passado via sistema de transferência oficial do clube, preço de face.'],
    ['Entrada concierto pop', 'Transferencia nominal desde la web de la promotora, mismo precio.'],
    ['Quad 250cc', 'Carte grise à mon nom, le transfert se fait en préfecture.'],
]);

staysClean('a holder, cover or wallet of an official document or card is the holder', [
    ['Porta-cartões em pele', 'Porta-cartões com espaço para cartão de cidadão e carta de condução, castanho.'],
    ['Capa cartão de cidadão', 'Capa transparente para o cartão de cidadão, pack de 3.'],
    ['Funda DNI', 'Funda para el DNI y la tarjeta sanitaria, de silicona.'],
    ['Funda carnet de conducir', 'Funda de piel para carnet de conducir, con ventana.'],
    ['Porte-carte grise', 'Pochette pour carte grise et permis de conduire, en cuir.'],
    ['Étui carte d\'identité', 'Étui de protection pour carte d\'identité, lot de 2.'],
    ['Driving licence wallet', 'Slim wallet for your driving licence and bank cards.'],
    ['ID card sleeve', 'ID card sleeves, pack of 10, RFID blocking.'],
    ['Custodia tessera sanitaria', 'Custodia per tessera sanitaria e patente, blu.'],
    ['Ausweishülle', 'Schutzhülle für Personalausweis oder Führerschein, drei Stück.'],
    ['Führerscheinhülle Leder', 'Führerscheinhülle aus Leder, neu.'],
    ['Lanyard porta badge', 'Porta badge con cordino, adatto a carta d\'identità o tesserino.'],
    ['Capa para passaporte', 'Capa de passaporte em pele, com bolso para cartão de embarque.'],
    ['Passport holder travel', 'RFID passport holder with pen slot, navy.'],
]);

staysClean('more of the same kinds: lens cases named in titles, a date before "prezzo pagato", references', [
    ['Petit étui lentilles de contact rose pâle', 'Étui rose avec miroir, lentilles non fournies.'],
    ['Estojo azul lentes de contacto', 'Estojo azul com pinça, sem lentes.'],
    ['Teal contact lens case kit', 'Kit with mirror and tweezers, no lenses included.'],
    ['Custodia lenti a contatto rosa', 'Custodia con pinzetta e specchio.'],
    ['Estuche lentillas de contacto', 'Estuche de bolsillo, sin lentillas.'],
    ['Biglietto concerto 14/07 al prezzo pagato', 'Biglietto tribuna, pagato 45 € e lo cedo a 45 €.'],
    ['Biglietto spettacolo 03/03', 'Pagato 30 € e lo cedo a 30 €, nominativo da cambiare.'],
    ['Biglietti calcio 2 posti', 'Pagati 25 € l\'uno, li cedo a 25 € l\'uno.'],
    ['Adidas Superstar Gr. 40', 'Art.-Nr. K48213, weiß, selten getragen.'],
    ['Nike Dunk Low 38', 'Artikelnummer D81234, kaum getragen.'],
    ['Puma Suede 44', 'Art. Nr. P36512, neu mit Karton.'],
    ['Zapatillas Nike 42', 'Ref. H23671, usadas dos veces.'],
    ['Sapatilhas 39', 'Referência A19876, como novas.'],
]);

staysClean('a reference word\'s code that opens with a letter like a digit (B, S) is the reference', [
    ['Adidas Gazelle Gr. 40', 'Art.-Nr. B64213, selten getragen, Karton dabei.'],
    ['Sneaker Gr. 41', 'Art.-Nr. S71924, neu.'],
    ['Zapatillas 42', 'Ref. B19283, nuevas.'],
    ['Trainers UK 7', 'Style code B47210, worn once.'],
    ['Baskets 38', 'Réf. B55821, portées deux fois.'],
    ['Scarpe 40', 'Codice articolo B38197, usate poco.'],
]);

describe("pet gear named for a young animal is the gear, not the animal", () => {
  it.each([
    ['Biberão para gatinhos órfãos', 'Kit com 2 biberões e tetinas de substituição.'],
    ['Leite de substituição para cachorros', 'Lata de 400 g, fechada, validade 2027.'],
    ['Casota para cachorro', 'Casota de madeira tamanho S, ideal para um cachorro ou cão pequeno.'],
    ['Transportín cachorro', 'Transportín para cachorro o gato pequeño, poco uso.'],
    ['Pienso para cachorros 3 kg', 'Saco de pienso cachorro raza mediana, sin abrir.'],
    ['Parc pour chiots', 'Parc pliable 8 panneaux pour chiots ou lapins.'],
    ['Tapis éducateurs chiot', 'Lot de 50 tapis absorbants pour chiot.'],
    ['Puppy pads 100 pack', 'Training pads for your puppy, unopened.'],
    ['Kitten collar with bell', 'Breakaway collar for a kitten, pink.'],
    ['Trasportino cucciolo cane', 'Trasportino morbido per cucciolo, taglia piccola.'],
    ['Welpen-Laufstall', 'Laufstall für Welpen, 8 Elemente.'],
    ['Welpenfutter 2 kg', 'Trockenfutter für Welpen, ungeöffnet.'],
    ['Cama gatinho', 'Caminha para gatinho bebé, lavável.'],
    ['Ropa cachorro chihuahua', 'Jersey para cachorro de chihuahua, talla XS.'],
    ['Pâtée chaton', 'Lot de 12 sachets pour chaton.'],
  ])('%s', (title, description) => {
    expect(codes(title, description)).toEqual([]);
  });
  it.each([
    ['Camada de cachorros beagle', 'Entrego cachorros beagle con 7 semanas y vacunas.'],
    ['Gatinhos para venda', 'Gatinhos persas com 2 meses, 150 euros cada.'],
    ['Litter ready to go', 'Three cockapoo puppies, 8 weeks old, first jabs done.'],
    ['Portée disponible', 'Chiots spitz nains de 10 semaines, vaccinés.'],
    ['Wurf abzugeben', 'Pudel Welpen mit 10 Wochen, entwurmt.'],
  ])('still finds young animals sold: %s', (title, description) => {
    expect(codes(title, description)).toEqual(expect.arrayContaining(['restricted_item']));
  });
});

describe('the same words around a real problem still find it', () => {
  stillFound('holders that are really the document / accessory words next to the real thing', [
    ['Capa de passaporte com passaporte', 'Vendo capa de pele e o passaporte português lá dentro, ainda válido.'],
    ['Carteira e cartão de cidadão', 'Carteira castanha e cartão de cidadão verdadeiro, vendo junto.'],
    ['Funda con DNI', 'Funda de cuero y DNI español auténtico en vigor.'],
    ['Passport wallet plus passport', 'Leather wallet and a genuine British passport, valid until 2030.'],
    ['Étui et passeport', 'Étui en cuir avec un vrai passeport français valide.'],
    ['Hülle mit Reisepass', 'Lederhülle und echter deutscher Reisepass, noch gültig.'],
    ['Custodia e passaporto', 'Custodia in pelle e passaporto italiano valido, li vendo insieme.'],
  ]);
  stillFound('weapon with case words', [
    ['Funda y pistola', 'Funda de cuero y pistola Glock 19 con cargador, todo en venta.'],
    ['Mala com espingarda', 'Mala rígida com espingarda calibre 12 dentro.'],
    ['Rifle with case', 'Rifle .308 with hard case and scope, bolt action.'],
    ['Étui et fusil', 'Étui et fusil de chasse calibre 12, vendus ensemble.'],
    ['Gewehr mit Tasche', 'Tasche und Gewehr Kaliber .22, zusammen.'],
  ]);
  stillFound('helmets / car seats with stand words', [
    ['Suporte e capacete usado', 'Vendo suporte de parede e o meu capacete já usado de mota, tamanho M.'],
    ['Casco moto con soporte', 'Casco de moto de segunda mano talla L y soporte de pared.'],
    ['Used helmet and stand', 'Second-hand motorbike helmet, size M, with a display stand.'],
  ]);
  stillFound('cartridges that are ammunition', [
    ['Cartuchos calibre 12', 'Caixa de 25 cartuchos calibre 12 para caça.'],
    ['Cartuchos de caza', 'Cartuchos del 12 para escopeta, caja cerrada, para la temporada de juego de caza.'],
    ['Cartuchos para jogo de tiro', 'Cartuchos de caça calibre 20, 2 caixas.'],
  ]);
  stillFound('play money that is counterfeit', [
    ['Notas falsas de 50 euros', 'Notas falsas de 50 euros, parecem verdadeiras, não é brinquedo.'],
    ['Billetes falsos 20€', 'Billetes falsos de 20 euros, pasan por buenos, no son de juguete.'],
    ['Faux billets de 50', 'Faux billets de 50 euros, qualité parfaite, passent partout.'],
    ['Fake money pack', 'Fake money that passes the pen test, not toy money.'],
    ['Falschgeld 50er', 'Falschgeld 50 Euro Scheine, täuschend echt.'],
  ]);
  stillFound('apps "installed" that are really payment/contact', [
    ['iPhone 12 formatado', 'Telemóvel formatado. Aceito MB WAY ou Revolut.'],
    ['Samsung S21 gris formateado', 'Formateado y listo; paga por Bizum y te lo envío.'],
    ['Pixel 7 réinitialisé', 'Réinitialisé, paiement Lydia uniquement.'],
    ['iPhone 13 wiped', 'Wiped and reset, I accept Revolut or PayPal friends.'],
    ['Galaxy S10 prism blau', 'Zurückgesetzt; bitte per PayPal Freunde zahlen, bevorzugt.'],
    ['Xiaomi liga bem', 'Liga-me para o 912 345 678 para mais info.'],
  ]);
  stillFound('account removed / accounts for sale', [
    ['Conta PSN com 50 jogos', 'Vendo conta PSN com 50 jogos, removida da minha consola.'],
    ['Fortnite: cuenta llena de skins', 'Cedo la cuenta Fortnite con 200 skins, eliminada de mi consola, te paso el correo.'],
    ['PSN account for sale', 'Selling my PSN account, 80 games on it, already removed from my console.'],
    ['Compte Steam à vendre', 'Compte Steam à vendre avec 120 jeux, supprimé de mon PC.'],
    ['Netflix-Konto', 'Verkaufe Netflix-Konto, Profil entfernt, Zugangsdaten per Mail.'],
  ]);
  stillFound('network + measure that is a handle', [
    ['Segue-me no TikTok para novidades', 'Segue-me no TikTok @loja30cm para mais peças.'],
    ['Más ropa en mi perfil', 'Búscame en Instagram: moda_150x200'],
  ]);
  stillFound('tickets at cost (Italian) that are touting', [
    ['Biglietto concerto metal', 'Pagato 50 €, lo vendo a 120 €.'],
    ['Biglietti finale', 'Pagati 80 € l\'uno, li cedo a 200 € l\'uno, prezzo trattabile.'],
  ]);
  stillFound('glasses with real alcohol', [
    ['Licor caseiro', 'Vendo licor de ginja caseiro, 6 garrafas.'],
    ['Whisky e copos', 'Garrafa de whisky 12 anos e 2 copos de whisky de oferta.'],
  ]);
  stillFound('laser pointer powerful', [
    ['Ponteiro laser verde 303', 'Laser verde potente 1000mW, queima papel.'],
    ['Puntatore laser verde', 'Puntatore laser verde alta potenza 500 mW, per gatti e astronomia.'],
    ['Mota 125 registada', 'Registada em meu nome; pagamento apenas por transferência bancária.'],
    ['Moto Honda', 'Matriculada a mi nombre; el pago mediante transferencia a mi cuenta.'],
    ['Drone DJI Mini 3 cinza', 'Drone com registo na ANAC. Aceito apenas transferência.'],
    ['Bilhete festival verão', 'Transferência para a conta minha antes de eu enviar o bilhete.'],
    ['Coche familiar', 'Único titular; acepto una transferencia o Bizum.'],
  ]);
  stillFound('a knuckle duster called a paperweight (the trade\'s cover name): still the weapon', [
    ['Pisa-papéis soqueira', 'Pisa-papéis em latão em forma de soqueira, maciço.'],
  ]);
});

describe('the words of last stop\'s exemptions around a real problem still find it', () => {
  stillFound('a costume or prop word beside a real gun', [
    ['Pistola para cosplay real', 'Pistola Glock 17 verdadeira, calibre 9 mm, serve para cosplay ou defesa.'],
    ['Revólver de atrezzo funcional', 'Revólver del calibre 38 que usamos de atrezzo, dispara, con balas.'],
    ['Fusil pour déguisement', 'Vrai fusil de chasse calibre 12 utilisé pour un déguisement, fonctionne.'],
    ['Prop rifle (real)', 'Real bolt-action rifle .308 we used as a stage prop, fully working, with ammo.'],
    ['Pistola di scena vera', 'Pistola vera calibro 9 usata come attrezzo di scena, con caricatore.'],
  ]);
  stillFound('replica at scale that is a counterfeit', [
    ['Réplica Rolex Submariner escala 1:1', 'Réplica 1:1 do Rolex Submariner, igual ao original, caixa e papéis.'],
    ['Bolso Chanel réplica', 'Réplica exacta a escala real del bolso Chanel 2.55, calidad AAA.'],
    ['Montre Cartier réplique', 'Réplique Cartier à l\'échelle 1:1, mouvement automatique, indiscernable.'],
    ['Omega replica watch', '1:1 replica Omega Speedmaster, to scale, same weight as the real one.'],
    ['Borsa Birkin replica', 'Replica in scala 1:1 della borsa Hermès Birkin, identica.'],
  ]);
  stillFound('a network named as a trend, then a handle', [
    ['Roupa TikTok trend', 'Segue-me no TikTok: trend.loja.22 para descontos.'],
    ['Tendencia Instagram', 'Búscame en Instagram @tendencia_moda22 y te hago precio.'],
    ['Tendance TikTok', 'Ajoutez-moi sur Snap : tendance.sara99'],
    ['Trendy Insta shop', 'Follow my insta trendy_closet_uk for more.'],
    ['Moda virale', 'Scrivimi su Instagram: virale.shop_it'],
  ]);
  stillFound('holding verbs beside a document sold', [
    ['Passaporte à venda', 'Vendo passaporte válido, cabe em qualquer capa.'],
    ['DNI en venta', 'Vendo DNI auténtico, cabe en cualquier cartera.'],
    ['Passeport à vendre', 'Passeport français valide à vendre, tient dans la poche.'],
    ['Passport for sale', 'Genuine passport for sale, fits any holder.'],
    ['Reisepass zu verkaufen', 'Echter Reisepass zu verkaufen, passt in jede Hülle.'],
  ]);
  stillFound('a garment beside a real weapon', [
    ['Casaco e pistola', 'Vendo casaco de caça e pistola 9mm com carregador.'],
    ['Chaqueta y escopeta', 'Chaqueta de caza y escopeta calibre 12, juntas.'],
    ['Veste et fusil', 'Veste de chasse et fusil calibre 12 vendus ensemble.'],
    ['Hunting jacket and rifle', 'Hunting jacket plus a .22 rifle with scope.'],
    ['Giacca e fucile', 'Giacca da caccia e fucile calibro 12.'],
  ]);
});

staysClean('an account the seller says they removed is the device\'s state', [
    ['Consola PS4 Pro preta', 'Com 2 comandos. Conta PSN retirada da consola, está pronta a usar.'],
    ['Xbox One X 1TB', 'Eliminé mi cuenta Microsoft antes de venderla, todo de fábrica.'],
    ['Nintendo Switch V2 grise', 'J\'ai supprimé le compte Nintendo, console réinitialisée.'],
    ['Steam Deck OLED com capa', 'I removed my Steam account and reset it, comes with case.'],
    ['PS5 slim con due controller', 'Ho rimosso il mio account PSN, console pronta.'],
]);

staysClean('a processor\'s name after a model number is no phone number', [
    ['Portátil ThinkPad T480 com i5', 'i5 8.ª geração, 8 GB RAM, SSD 256 GB, bateria nova.'],
    ['Portátil HP EliteBook 840 i7', 'i7 de 8.ª generación, 16 GB, SSD 512.'],
    ['Laptop Dell XPS 9370 i7', 'i7 with 16 GB of RAM and a 512 GB SSD, FHD screen, light wear.'],
    ['Portatile Asus 1505 i3', 'i3 di decima generazione, 8 GB, SSD 256.'],
    ['Notebook Acer 3750 i9', 'i9, 32 GB RAM, RTX Grafik, kaum benutzt.'],
]);

staysClean('a book\'s copy named beside its ISBN or binding is an exemplar, not a counterfeit', [
    ['O Primo Basílio, Livros do Brasil', 'Cópia em bom estado, ISBN 978-972-0-00000-2, capa mole.'],
    ['Novela de García Márquez, bolsillo', 'Copia de bolsillo, tapa blanda, ISBN 978-84-000-0000-1, subrayada a lápiz.'],
    ['Le Petit Prince Folio', 'Copie brochée, ISBN 978-2-07-000000-3, deux pages cornées.'],
    ['Great Expectations Wordsworth', 'Wordsworth paperback copy, ISBN 978-1-85326-000-4, a few notes in margins.'],
    ['Romanzo di Eco, edizione economica', 'Copia tascabile, ISBN 978-88-000-0000-5, buone condizioni.'],
]);

staysClean('a replica of a sign kept as decoration is a reproduction, not a counterfeit', [
    ['Placa retro réplica Coca-Cola', 'Réplica de placa em metal, estilo anos 50, 20 x 30 cm, para decoração.'],
    ['Cartel réplica de chapa', 'Réplica de cartel antiguo de gasolinera, chapa, decoración de garaje.'],
    ['Plaque émaillée réplique', 'Réplique de plaque de rue parisienne, métal, pour décorer.'],
    ['Vintage tin sign replica', 'Replica tin sign, Route 50 style, wall decor, 40 x 30 cm.'],
    ['Blechschild Replik', 'Replik eines alten Tankstellen-Schilds, Deko für die Garage.'],
]);

describe('the words of these kinds around a real problem still find it', () => {
  stillFound('an account sold, the removing verb near it', [
    ['Conta PSN à venda', 'Vendo conta PSN com 60 jogos; tirei a conta da consola, passo-te o email e a senha.'],
    ['Cuenta Fortnite en venta', 'Eliminé mi cuenta de la Switch, te la vendo con 150 skins, te paso el correo y la contraseña.'],
    ['PSN account for sale', 'I removed my PSN account from the console; selling it, I\'ll send the login details.'],
  ]);
  stillFound('a counterfeit called a copy beside a book word', [
    ['Mala Louis Vuitton cópia', 'Cópia perfeita de mala Louis Vuitton, igual à original.'],
    ['Rolex copy', 'Rolex Submariner copy, looks exactly like the original.'],
  ]);
  stillFound('a counterfeit called a replica beside a sign word', [
    ['Réplica Rolex com placa', 'Réplica de Rolex Datejust, relógio igual ao original.'],
    ['Replica handbag', 'Replica Chanel handbag with the logo plaque, AAA quality.'],
  ]);
  stillFound('a phone after a processor name', [
    ['Portátil i5 à venda', 'Portátil i5 bom estado, liga 912 345 678.'],
  ]);
});
