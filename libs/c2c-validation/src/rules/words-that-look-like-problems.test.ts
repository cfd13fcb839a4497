import { staysClean, stillFound } from '../test-support/listing-kinds.ts';

// Clean listings whose words look like problems (stop 54, task 54n), each kind in PT, ES, FR, EN, IT and DE, and problems on the
// same words that must stay found.

staysClean('a negation reaching the last thing of a list joined by or/nor', [
  ['Perfume 50 ml selado', 'Frasco inteiro, não é tester nem amostra, ainda no celofane.'],
  ['Colonia 75 ml', 'Botella entera, no es un probador ni una muestra.'],
  ['Eau de toilette 100 ml', "Flacon complet, ce n'est pas un testeur ni un échantillon."],
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
  ['Quadro para sala', 'Réplica decorativa de uma pintura de Monet, 50x70.'],
]);
stillFound("a maker's goods said a replica or a copy beside the same words", [
  ['Rolex Submariner', 'Réplica 1:1 do Submariner, caixa e papéis, igual ao original.'],
  ['Bolso Louis Vuitton', 'Copia de Louis Vuitton de muy buena calidad, con etiquetas.'],
  ['Nike Air Jordan 1', 'Replica Jordans, UA quality, comes with box.'],
]);

staysClean('a wallet named for how the seller once bought the item, in the past tense', [
  ['Casaco de inverno', 'Comprado na loja online, paguei com PayPal na altura, tenho a fatura.'],
  ['Sudadera con capucha', 'Comprada en la tienda online, la pagué con PayPal, tengo el justificante.'],
  ['Veste en jean', 'Achetée sur le site de la marque, payée avec PayPal, facture disponible.'],
  ['Winter coat', "Bought on the brand's website, paid with PayPal at the time, receipt kept."],
  ['Giacca invernale', 'Acquistata sul sito, pagata con PayPal, ho lo scontrino.'],
  ['Winterjacke', 'Im Onlineshop gekauft und damals mit PayPal bezahlt, Rechnung vorhanden.'],
]);
stillFound('a wallet offered as the way to pay the seller', [
  ['Casaco de inverno', 'Comprado na loja, pagamento com PayPal amigos antes do envio.'],
  ['Winter coat', 'Bought in the shop, pay me with PayPal friends and family first.'],
  ['Veste en jean', 'Achetée en boutique, paiement par PayPal entre amis avant envoi.'],
]);
