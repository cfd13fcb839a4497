import { describe, expect, it } from 'vitest';
import { checkListingRules } from '../check-listing-rules.ts';
import { staysClean } from '../test-support/listing-kinds.ts';
import { namedIdentifier } from './identifier-numbers.ts';

// Stop 47: the mends left last stop, each a kind of false alarm in PT, ES, FR, EN, IT and DE, with problem listings on the same words that
// must stay found.

/** A clause without its profile ("generic/alcohol" → "alcohol"). */
const bare = (clause: string | undefined) => clause?.split('/').at(-1) ?? '';
/** The scored codes and clauses the rules find in a listing on the generic profile. */
const found = (title: string, description: string) =>
  checkListingRules({ title, description }, { profile: 'generic' })
    .filter((v) => ['contact_phone', 'contact_email', 'external_link', 'social_handle', 'off_platform_payment', 'prohibited_item', 'restricted_item'].includes(v.code))
    .map((v) => `${v.code}:${bare(v.clause)}`);
/** Listings of one kind on the exemption's own words: each still gets the finding expected. */
const foundAs = (kind: string, expected: string, listings: [string, string][]) =>
  describe(kind, () => {
    it.each(listings)('%s', (title, description) => {
      expect(found(title, description)).toContain(expected);
    });
  });
/** Listings of one kind that must not get the finding named (other findings, a payment app's name, may stand). */
const notFoundAs = (kind: string, absent: string, listings: [string, string][]) =>
  describe(kind, () => {
    it.each(listings)('%s', (title, description) => {
      expect(found(title, description)).not.toContain(absent);
    });
  });

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
foundAs('a checker kept unknowing, on the same nouns', 'prohibited_item:prohibited-services', [
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
foundAs('goods hidden or sent as something else so the carrier takes them', 'prohibited_item:prohibited-services', [
  ['Baterias soltas', 'Embalo como brinquedo para que os correios o aceitem.'],
  ['Bidón de gasolina', 'Va escondido dentro de una caja de juguetes, para que correos lo acepte.'],
  ['Pot fumigène de signalisation', 'Emballé comme un jouet, pour que la poste le prenne sans poser de question.'],
  ['Petrol can', 'Wrapped and labelled as toys so the courier takes it.'],
  ['Bombola di gas', 'La spedisco nascosta in una scatola di scarpe, così il corriere lo prende.'],
  ['Benzinkanister', 'Als Spielzeug verpackt, damit DHL es mitnimmt.'],
]);

// c. A number named as a tax number (its check digit right) or as a customer's number is no phone, whatever way of paying stands beside it.
describe('identifiers named as such', () => {
  it.each([
    ['número de contribuinte ', '245123458'],
    ['NIF: ', '507123980'],
    ['SIREN ', '732829320'],
    ['SIRET ', '73282932000074'],
    ['P.IVA ', '01234567897'],
    ['Steuer-IdNr. ', '30123456783'],
    ['Kundennummer ', '01701234567'],
    ['número de cliente ', '913572468'],
    ['customer number ', '07700900123'],
  ])('%s%s', (lead, digits) => {
    expect(namedIdentifier(lead, digits)).toBe(true);
  });
  it.each([
    ['NIF ', '913572468'],
    ['SIREN ', '0612345678'],
    ['P.IVA ', '3331234567'],
    ['Steuer-IdNr. ', '01701234567'],
    ['telefone-me para o ', '245123458'],
  ])('%s%s is no identifier', (lead, digits) => {
    expect(namedIdentifier(lead, digits)).toBe(false);
  });
});
notFoundAs('a tax or a customer number beside a payment app', 'contact_phone:contact-details', [
  ['Cadeira giratória de escritório', 'Aceito MB WAY e emito fatura com o número de contribuinte 245 123 458.'],
  ['Armario de roble', 'Pago por Bizum; emito factura con SIREN 732 829 320.'],
  ['Lampe de bureau', 'Paiement Lydia à la remise. Facture avec SIRET 732 829 320 00074.'],
  ['Office desk', 'Invoice on request, customer number 07700900123 on it.'],
  ['Sedia da ufficio', 'Si accetta Satispay, fattura con P.IVA 01234567897.'],
  ['Bürostuhl', 'Zahlung per PayPal, Rechnung mit Kundennummer 01701234567.'],
]);
foundAs('a phone after a tax word, failing the tax number’s check, or after it', 'contact_phone:contact-details', [
  ['Telemóvel usado', 'MB WAY para o NIF 913 572 468 e envio logo.'],
  ['Móvil', 'Bizum: NIF 612 345 678.'],
  ['Vieux téléphone à clapet', 'Lydia au SIREN 06 12 34 56 78.'],
  ['Cadeira', 'NIF 245123458 para a fatura. Dúvidas liga 913 572 468.'],
]);

// e. The second reading (invisible breaks read as spaces) adds only what the breaks hid, never a piece of a longer word.
staysClean('invisible breaks inside words', [
  ['Cha\u200bmarras de lã', 'Cobertor gros\u200bso, com bo\u200blsa, Vin\u200bted ou entre\u200bga em mão.'],
  ['Juego de copas talladas', 'Media docena de copas talladas en cri\u200bstal, buenas para un tinto, sin estrenar.'],
  ['Objectif mon\u200bture Canon', 'Aucune rayure, fac\u200bture, mes\u200bsagerie Vin\u200bted.'],
  ['Wine gla\u200bsses, cut cry\u200bstal', 'Six wine gla\u200bsses in cut cry\u200bstal, never used.'],
  ['Calici in cri\u200bstallo per vino rosso', 'Sei calici in cri\u200bstallo per vino rosso, mai usati.'],
  ['Weingläser Kri\u200bstall', 'Sechs Weingläser aus Kri\u200bstall, unbenutzt, Vin\u200bted Versand.'],
]);
foundAs('an invisible break as the only space between words', 'contact_phone:contact-details', [
  ['Telemóvel antigo', 'Ligue\u200b913572468'],
  ['Móvil', 'Llama\u200b612345678'],
  ['Portable reconditionné', 'Appelez\u200b0612345678'],
]);
foundAs('an invisible break right after a whole word', 'prohibited_item:counterfeits', [
  ['Relógio', 'réplica\u200bRolex perfeita'],
  ['Reloj', 'réplica\u200bRolex perfecta'],
  ['Watch', 'replica\u200bRolex perfect'],
]);

// f. Kinds of false alarm still flagged on the open innocent sets and clean halves.
// A capitalised weapon's word inside a band's or a maker's name, a garment or a band's word beside it.
staysClean('a weapon’s word in the name a garment bears', [
  ['Camisola Sex Pistols tam. L', 'Camisola com estampa da banda Sex Pistols em algodão grosso.'],
  ['Vaqueros Rifle talla 40', 'Vaqueros Rifle de los 80, marca italiana, talla 40.'],
  ['Sweat du groupe Sex Pistols', 'Sweat du groupe Sex Pistols, taille S, bon état.'],
  ['Sex Pistols tour tee', 'Sex Pistols band tee, size L, print faded.'],
  ['Felpa Sex Pistols', 'Felpa della band Sex Pistols, taglia M.'],
  ['Pulli Sex Pistols Gr. M', 'Hoodie der Band Sex Pistols, Größe M, kaum getragen.'],
]);
foundAs('a weapon beside a garment, named as one', 'prohibited_item:weapons', [
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
foundAs('counterfeit money on the same words', 'prohibited_item:counterfeit-currency', [
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
foundAs('the substance itself, something else said free', 'prohibited_item:hazardous-chemicals', [
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
foundAs('a sword on the same words', 'restricted_item:knives', [
  ['Schwert Deko', 'Schwert 90 cm, scharfe Klinge, mit Scheide.'],
  ['Espada medieval', 'Espada medieval de acero, 100 cm, afilada.'],
  ['Sabre de cavalaria', 'Sabre antigo de cavalaria, lâmina de 80 cm.'],
]);
