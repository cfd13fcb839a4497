import { staysClean, stillFound } from '../test-support/listing-kinds.ts';

// Clean listings whose words look like problems (stop 54, task 54n), each kind in PT, ES, FR, EN, IT and DE, and problems on the
// same words that must stay found.

staysClean('a negation reaching the last thing of a list joined by or/nor', [
  ['Perfume 50 ml selado', 'Frasco completo, não se trata de tester nem de amostra, ainda embalado em celofane.'],
  ['Colonia 75 ml', 'Botella entera, no es un probador ni una muestra.'],
  ['Eau de toilette 100 ml', "Flacon plein, il ne s'agit pas d'un testeur ni d'un échantillon."],
  ['Aftershave 100ml boxed', 'Full size bottle, it is not a tester or a sample, still wrapped.'],
  ['Profumo 50 ml sigillato', 'Flacone intero, non è un tester o un campione.'],
  ['Duft 100 ml versiegelt', 'Volle Flasche, weder Tester noch Probe.'],
]);
stillFound('a tester or a sample offered beside a list that is not negated', [
  ['Perfume 50 ml', 'Sem caixa, vendo tester ou amostra de 10 ml.'],
  ['Aftershave', 'No box, selling a tester or a sample of 10ml.'],
  ['Parfum', 'Pas de boîte. Testeur ou échantillon au choix.'],
]);

staysClean('a thing said free of a substance, the substance right before "free" or "frei"', [
  ['Bálsamo de cânhamo', 'Bálsamo de óleo de sementes de cânhamo, CBD-free, fechado.'],
  ['Hemp hand cream', 'Hemp seed hand cream, THC-free and CBD free, unopened.'],
  ['Hanf Lippenbalsam', 'Lippenbalsam mit Hanfsamenöl, THC-frei, ungeöffnet.'],
  ['Savon au chanvre', 'Savon à l’huile de chanvre, libre de THC, neuf.'],
]);
stillFound('the substance sold, "free" said of something else', [
  ['CBD oil 10%', 'CBD oil 10%, free postage, with THC for sleep.'],
  ['THC Gummies', 'THC gummies, free gift with two bags.'],
]);

staysClean('a replica or a copy made as a brick set, a scale model, a costume piece or a decoration', [
  ['Lego Technic Lamborghini', 'Réplica do Lamborghini Sián, completo, com caixa e instruções.'],
  ['Coche radiocontrol Porsche', 'Copia del Porsche 911 a escala 1:16, batería y mando.'],
  ['Casque de gladiateur', 'Réplique de casque romain pour déguisement, en plastique.'],
  ['Viking helmet fancy dress', 'Replica Viking helmet for fancy dress, one size.'],
  ['Elmo romano per carnevale', 'Replica di elmo romano, costume di carnevale per adulti.'],
  ['Ritterhelm Kostüm', 'Replik eines Ritterhelms für Kostüm und Fasching.'],
]);
stillFound("a maker's goods said a replica or a copy beside the same words", [
  ['Rolex Submariner', 'Réplica 1:1 do Submariner, caixa e papéis, igual ao original.'],
  ['Bolso Louis Vuitton', 'Copia de Louis Vuitton de muy buena calidad, con etiquetas.'],
  ['Nike Air Jordan 1', 'Replica Jordans, UA quality, comes with box.'],
]);

staysClean('a wallet named for how the seller once bought the item, in the past tense', [
  ['Casaco de inverno', 'Comprei na loja online da marca e na altura paguei por PayPal; guardo a fatura.'],
  ['Sudadera con capucha', 'Comprada en la tienda online, la pagué con PayPal, tengo el justificante.'],
  ['Veste en jean', 'Achetée sur le site de la marque, payée avec PayPal, facture disponible.'],
  ['Winter coat', "Ordered from the maker's web shop and paid with PayPal that time; invoice in the box."],
  ['Giacca invernale', 'Acquistata sul sito, pagata con PayPal, ho lo scontrino.'],
  ['Winterjacke', 'Beim Onlineshop bestellt, seinerzeit per PayPal gezahlt, Rechnung liegt bei.'],
]);
stillFound('a wallet offered as the way to pay the seller', [
  ['Casaco de inverno', 'Comprado na loja, pagamento com PayPal amigos antes do envio.'],
  ['Winter coat', 'Bought in the shop, pay me with PayPal friends and family first.'],
  ['Veste en jean', 'Achetée en boutique, paiement par PayPal entre amis avant envoi.'],
]);

staysClean('a messaging app the seller says is not needed, the talk kept on the site', [
  ['Cadeira de escritório', 'Não é preciso WhatsApp, responda aqui pelo chat.'],
  ['Silla de oficina', 'No hace falta WhatsApp, contesto por aquí.'],
  ['Chaise de bureau', 'Pas besoin de WhatsApp, je réponds sur la messagerie.'],
  ['Office chair', "There's no need for WhatsApp, I answer messages here."],
  ['Sedia da ufficio', 'Non serve WhatsApp: ti rispondo sempre dalla chat del sito.'],
  ['Bürostuhl', 'Kein WhatsApp nötig, ich antworte hier.'],
]);
staysClean('a messaging app the seller says, right after naming it, is not needed', [
  ['Cadeira de escritório', 'WhatsApp não é necessário, respondo sempre aqui.'],
  ['Silla de oficina', 'WhatsApp no hace falta, te contesto por el chat.'],
  ['Chaise de bureau', "WhatsApp n'est pas nécessaire, je réponds ici."],
  ['Office chair', "WhatsApp isn't needed, I reply on here."],
  ['Sedia da ufficio', 'WhatsApp non serve, scrivimi qui in chat.'],
  ['Bürostuhl', 'WhatsApp ist nicht nötig, ich antworte hier.'],
]);
stillFound('a messaging app offered as the way to talk', [
  ['Office chair', 'Message me on WhatsApp for more photos.'],
  ['Cadeira de escritório', 'Fale comigo por WhatsApp para mais fotos.'],
  ['Sedia da ufficio', 'WhatsApp non è un problema, scrivimi lì per le foto.'],
  ['Silla de oficina', 'No hace falta venir, escríbeme por WhatsApp.'],
]);

staysClean("a car's emissions class named by its sticker's word", [
  ['Citroën C3 2019', "Citroën C3 essence, Crit'Air 1, contrôle technique OK, 48 000 km."],
  ['Renault Clio 2020', 'Renault Clio gasolina, etiqueta ECO, ITV hasta 2026.'],
  ['Opel Corsa 2017', 'Opel Corsa Benzin, grüne Umweltplakette, TÜV bis 2026.'],
]);
stillFound('the sticker itself sold', [
  ["Vignette Crit'Air", "Vends vignette Crit'Air 1, jamais collée."],
  ['Distintivo ambiental', 'Vendo distintivo ambiental ECO para cualquier coche.'],
  ["Crit'Air 1", "Crit'Air 1 à vendre, neuve."],
]);

staysClean('cartridges named with the sealant or glue gun that takes them', [
  ['Pistola de silicone', 'Pistola de silicone reforçada com 3 cartuchos, pouco uso.'],
  ['Pistola para silicona', 'Pistola de calafatear, regalo 2 cartuchos de silicona y 3 cartuchos más.'],
  ['Caulking gun', 'Heavy duty caulking gun and 4 cartridges, unused.'],
]);
stillFound('cartridges for a gun', [
  ['Cartuchos caça', 'Cartuchos calibre 12 para caça, caixa de 25.'],
  ['Cartuchos de escopeta', 'Cartuchos de escopeta del 12, dos cajas cerradas.'],
]);

staysClean('a lawn product named with the weeds it treats, a plate accessory, a serial after a frame-number label, a board game piece', [
  ['Lawn treatment', 'Feed and weed granules, 10 kg bag, unopened.'],
  ['Number plate holders', 'Pair of chrome number plate surrounds, fit standard plates.'],
  ['Bicicleta de montanha', 'Número do quadro gravado: RX2020-4471, fatura disponível.'],
  ['Jeu de société', 'Complet, avec le revolver et la corde miniatures en plastique.'],
]);
stillFound('the same words beside the real thing', [
  ['Weed', 'Weed 10g bags, good stuff, collection only.'],
  ['Number plates', 'Pair of number plates made to order, road legal.'],
  ['Bicicleta de montanha', 'Liga para 912 345 678, número do quadro na foto.'],
]);

staysClean("a ticket's name moved in the organiser's official app", [
  ['Bilhete concerto', 'Transfiro na app oficial para o teu nome depois do pagamento aqui.'],
  ['Concert ticket', 'I transfer it in the official app once you pay here.'],
]);
stillFound('a bank transfer asked for', [
  ['Bilhete concerto', 'Pagamento por transferência bancária antes de enviar.'],
  ['Concert ticket', 'Bank transfer to my account needed before I hand the ticket over.'],
]);
