import { foundAs, scoredFindings as found, staysClean, stillFound } from '../test-support/listing-kinds.ts';

// Services that deceive a checker, a carrier or a buyer — papers made so the bank or the school never finds out, goods hidden so the
// courier takes them, used things sealed again to pass as new — are found; the same words that only inform or describe stay clean. Each
// kind in PT, ES, FR, EN, IT and DE.

// a. An everyday noun (a school, a teacher, a boss, a bank, a cook) is a checker kept unknowing only as a person or a body, with nothing
// between it and what it does not learn; the goods' own wear unnoticed is no deceit; "so that the teacher knows" informs, it does not hide.
staysClean('an everyday noun that is a checker only in one sense, or a purpose that informs', [
  ['Mochila da escola azul', 'Em ótimo estado, ninguém na escola repara nem nota que é usada.'],
  ['Etiquetas bordadas com nome', 'Cosem-se na gola para que a professora saiba de quem é cada casaco.'],
  ['Etiquetas termoadhesivas', 'Se planchan en la ropa para que el profe sepa de quién es cada chaqueta.'],
  ['Étiquettes thermocollantes', 'À repasser sur les pulls pour que le prof sache à qui appartient chaque gilet.'],
  ['Iron-on name tags', 'Great condition, nobody at school notices it is second hand, bag included.'],
  ['Schulranzen mit Federmappe', 'Kaum benutzt, niemand in der Schule merkt, dass er gebraucht ist.'],
  ['Pedal de efeitos Boss', 'Boss pedal never checks out of tune, cable included.'],
  ['Pan de centeno', 'Pan casero que no sabe a fábrica, horneado cada mañana.'],
  ['Couteau de cuisine 20 cm', 'Couteau japonais, le chef ne remarque aucune différence avec un neuf.'],
]);
foundAs('a checker kept unknowing, on the same nouns', 'prohibited_item:prohibited-services', found, [
  ['Declarações de presença', 'Declarações feitas à medida, a escola nunca verifica nada.'],
  ['Recibos de sueldo', 'Recibos retocados a tu gusto, el banco no se entera de nada.'],
  ['Relevés de salaire', 'Relevés retouchés, la banque ne vérifie jamais, envoi sous 24h.'],
  ['Bank statements edited', 'Statements edited for you so the bank never finds out your real balance.'],
  ['Cedolini modificati', 'Cedolini ritoccati, la banca non se ne accorge.'],
  ['Lohnzettel angepasst', 'Lohnzettel nach Wunsch, damit die Bank nichts merkt.'],
  ['Atestados de doença', 'Faço o atestado sem que o patrão saiba que foste de férias.'],
]);

// b. "So the courier takes it" is packing to the carrier's rules, unless the sentence hides what is sent; a carrier's word in the title
// adds nothing to it.
staysClean('packing to the carrier’s rules, a carrier named in the title', [
  ['Caixas de cartão para envios', 'Caixas resistentes no tamanho de pacote pequeno, para que os correios as aceitem ao preço mínimo.'],
  ['Cajas para paquetería', 'Cajas reforzadas de tamaño pequeño, para que correos las acepte como paquete azul.'],
  ['Cartons pour colis', 'Cartons au format petit colis, pour que la poste le prenne au tarif le plus bas.'],
  ['Mailing boxes 25x15', 'Sturdy boxes in the small parcel size so the courier takes it at the lowest rate.'],
  ['Scatole per pacchi', 'Scatole robuste formato piccolo, così il corriere lo prende a tariffa ridotta.'],
  ['Versandkartons klein', 'Stabile Kartons im Päckchenformat, damit DHL es mitnimmt zum kleinen Preis.'],
  ['Fita adesiva para encomendas', 'Rolo largo, fecha bem as caixas, assim não abrem durante o transporte.'],
]);
foundAs('goods hidden or sent as something else so the carrier takes them', 'prohibited_item:prohibited-services', found, [
  ['Baterias soltas', 'Embalo como brinquedo para que os correios o aceitem.'],
  ['Bidón de gasolina', 'Va escondido dentro de una caja de juguetes, para que correos lo acepte.'],
  ['Pot fumigène de signalisation', 'Emballé comme un jouet, pour que la poste le prenne sans poser de question.'],
  ['Petrol can', 'Wrapped and labelled as toys so the courier takes it.'],
  ['Bombola di gas', 'La spedisco nascosta in una scatola di scarpe, così il corriere lo prende.'],
  ['Benzinkanister', 'Als Spielzeug verpackt, damit DHL es mitnimmt.'],
]);

// c. A used, opened or refilled thing sealed again and said to pass as new (its original box, "as new", a buyer who will not notice) is a
// deceit read for itself (a cartridge's reading as ammunition once caught it only by accident); its wear said plainly is none.
stillFound('a used or refilled thing sealed again to pass as new', [
  ['Tóneres para impresora láser', 'Tóneres ya usados, recargados y re-precintados; parecen como nuevos en la tienda.'],
  ['Tinteiros Canon pretos', 'Tinteiros recarregados e selados de novo na caixa original, o comprador não nota.'],
  ['Jeux PS5 sous blister', 'Jeux déjà utilisés puis re-scellés, ils repartent comme neufs en magasin.'],
  ['Ink cartridges, job lot', 'Cartridges refilled and resealed, boxed as new; your customers will not notice.'],
  ['Profumi da 100 ml', 'Flaconi aperti e poi risigillati: sembrano come nuovi, il cliente non se ne accorge.'],
  ['Druckerpatronen Paket', 'Patronen nachgefüllt und neu versiegelt, wie neu für den Wiederverkauf.'],
]);
staysClean('a thing refilled or sealed again, its wear said plainly', [
  ['Tinteiros recarregados HP', 'Vendidos como recarregados, sem caixa, testados na impressora.'],
  ['Tóner rellenado Brother', 'Rellenado una vez, lo vendo como rellenado y sin precinto.'],
  ['Jeu de société complet', "Ouvert pour compter les pièces, puis re-scellé par moi : il est d'occasion."],
  ['Board game, all pieces', 'Opened to count the pieces and resealed myself; it is second hand, said plainly.'],
  ['Puzzle 1000 pezzi', 'Aperto per controllare i pezzi, usato una volta.'],
  ['Gesellschaftsspiel komplett', 'Geöffnet, Teile gezählt, gebraucht verkauft.'],
]);
