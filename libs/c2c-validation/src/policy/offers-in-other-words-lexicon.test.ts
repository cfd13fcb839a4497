import { describe, expect, it } from 'vitest';
import { codes, itemClauses as clauses } from '../test-support/listing-kinds.ts';

describe("offers in other words, first batch (written before the lexicon, PT ES FR EN IT DE)", () => {
  describe("services nobody may sell", () => {
    it.each([
      ["Contrato para legalização", "Faço contrato de trabalho para apresentar na AIMA, sem trabalhar, só para os papéis. Preço combinado.", "generic/prohibited-services"],
      ["Empadronar por papeles", "Te empadrono en mi piso para que saques los papeles, no hace falta vivir aquí, 150€.", "generic/prohibited-services"],
      ["Mariage blanc", "Homme sérieux propose mariage pour obtenir le titre de séjour, tout est fait en mairie, prix à discuter.", "generic/prohibited-services"],
      ["Gas safety certificate", "Landlord gas safety record done today, no need for me to visit the flat, just text the postcode.", "generic/prohibited-services"],
      ["Donatrice ovuli", "Ragazza 24 anni vende ovuli, compenso da concordare, disponibile per la clinica.", "generic/human-remains"],
      ["Arbeitsbescheinigung", "Ich stelle dir eine Arbeitgeberbescheinigung aus, als hättest du bei mir gearbeitet, für Wohnung oder Kredit.", "generic/prohibited-services"],
      ["One kidney available", "Healthy 30 year old male willing to sell one kidney, blood type O, serious buyers only.", "generic/human-remains"],
      ["Vientre de alquiler", "Me ofrezco como vientre de alquiler, 26 años, con un hijo propio, gastos a convenir.", "generic/prohibited-services"],
    ])('%s is found', (title, description, clause) => {
      expect(clauses(title, description)).toContain(clause);
    });
    it.each([
      ["Apoio na legalização", "Advogada com cédula ajuda no processo de autorização de residência, consulta 50€."],
      ["Traje de novia blanco", "Traje de novia blanco talla 38, llevado una vez en la boda civil, con velo."],
      ["Gas safety check", "Registered heating engineer, yearly landlord gas checks done in person, certificate handed over on the day."],
      ["Livre sur la PMA", "Livre « Devenir parents par don d'ovocytes », très bon état."],
      ["Ratgeber Arbeitszeugnis", "Ratgeber Arbeitszeugnis richtig lesen, Buch, neuwertig."],
    ])('%s stays clean', (title, description) => {
      expect(codes(title, description)).toEqual([]);
    });
  });
  describe("tampering offered as a service, official stickers, derestricted vehicles", () => {
    it.each([
      ["Inspeção sem problemas", "Carro chumbou na inspeção? Tenho conhecimentos no centro, passa à primeira sem reparar nada, 100€.", "generic/prohibited-services"],
      ["Etiqueta ECO", "Vendo distintivo ambiental ECO para pegar en el parabrisas, vale para cualquier coche.", "generic/identity-documents"],
      ["Débridage trottinette", "Je débride votre trott' électrique, passe de 25 à 45 km/h, intervention rapide.", "generic/emissions-defeat"],
      ["Dash mileage correction", "Mileage correction service for dashboards, any make, done at your house.", "generic/odometer-tampering"],
      ["Revisione garantita", "Ti faccio passare la revisione anche con le gomme lisce, conosco il centro, 80 euro.", "generic/prohibited-services"],
      ["E-Bike Tuning Chip", "E-Bike Tuning Chip, hebt die 25 km/h Abregelung auf, unauffällig verbaut.", "generic/emissions-defeat"],
      ["Ciclomotor 49", "Ciclomotor 49 trucado, coge 90, con papeles de 50.", "generic/emissions-defeat"],
    ])('%s is found', (title, description, clause) => {
      expect(clauses(title, description)).toContain(clause);
    });
    it.each([
      ["Transporte à inspeção", "Levo o seu carro à inspeção e trago de volta, serviço de transporte 30€, reparações à parte."],
      ["Portadistintivo", "Portadistintivo adhesivo para el parabrisas, para la etiqueta ambiental, transparente."],
      ["Trott' électrique bridée", "Trott' électrique bridée à 25 km/h, conforme, batterie neuve."],
      ["Gomme nuove", "Quattro gomme nuove per la revisione, 195/65 R15, montaggio incluso."],
      ["E-Bike Display", "Original E-Bike Display, zeigt Geschwindigkeit und Akku, unverbastelt."],
    ])('%s stays clean', (title, description) => {
      expect(codes(title, description)).toEqual([]);
    });
  });
  describe("stolen or public goods said by their story", () => {
    it.each([
      ["Material de obra", "Vendo sacos de cimento e vigas que sobraram da obra onde trabalho, o patrão nem sabe.", "generic/stolen-goods"],
      ["Señal de stop", "Señal de stop auténtica, la quitamos de una carretera comarcal, ideal para decorar.", "generic/stolen-goods"],
      ["Chariot de supermarché", "Chariot de supermarché Carrefour, récupéré sur le parking, roule bien.", "generic/stolen-goods"],
      ["Hotel towels", "Stack of towels and bathrobes taken from the hotel I worked at, still with the logo.", "generic/stolen-goods"],
      ["Cartello stradale", "Cartello di divieto di sosta del comune, staccato dal palo, perfetto per la cameretta.", "generic/stolen-goods"],
      ["Kupferkabel", "Kupferkabel ca. 50 kg, von der Bahnstrecke abgebaut, abzugeben gegen Gebot.", "generic/stolen-goods"],
      ["Grades de ferro", "Grades de proteção da câmara municipal que estavam na rua, levei-as para casa, 10 unidades.", "generic/stolen-goods"],
    ])('%s is found', (title, description, clause) => {
      expect(clauses(title, description)).toContain(clause);
    });
    it.each([
      ["Sacos de cimento a mais", "Sobraram 10 sacos de cimento da minha obra em casa, tenho a fatura no meu nome."],
      ["Chariot de courses", "Chariot de courses pliable à roulettes, pour le marché, neuf."],
      ["White towels", "Hotel quality white towels, bought new from a linen supplier, 6 pack."],
      ["Kupferkabel Reste", "Kupferkabel Reste vom eigenen Hausbau, 3x2,5, ca. 20 m."],
    ])('%s stays clean', (title, description) => {
      expect(codes(title, description)).toEqual([]);
    });
  });
  describe("counterfeits said without the usual words", () => {
    it.each([
      ["Ténis estilo Nike", "Ténis iguaizinhos aos da Nike, o símbolo foi cosido à mão por mim, ninguém nota.", "generic/counterfeits"],
      ["Bolso tipo LV estampado", "Bolso con el estampado de Louis Vuitton, hecho en taller, no lleva certificado pero nadie lo distingue.", "generic/counterfeits"],
      ["Montre style Rolex", "Montre qui a exactement le même cadran que la Rolex, fabriquée en Turquie, impossible de voir la différence.", "generic/counterfeits"],
      ["Jersey with badge", "Football shirt, I ironed the club crest and sponsor on myself, looks official.", "generic/counterfeits"],
      ["Profumo da laboratorio", "Profumo Chanel fatto in laboratorio, stessa fragranza dell'originale, boccetta identica.", "generic/counterfeits"],
      ["Sneaker mit Streifen", "Sneaker mit Adidas-Streifen, aus der gleichen Fabrik wie die echten, nur ohne Karton.", "generic/counterfeits"],
    ])('%s is found', (title, description, clause) => {
      expect(clauses(title, description)).toContain(clause);
    });
    it.each([
      ["Ténis Nike originais", "Ténis Nike Air Max comprados na loja, com fatura."],
      ["Bolso de tela floral", "Bolso de tela con estampado de flores, hecho a mano por mí."],
      ["Montre Rolex Datejust 36", "Montre Rolex Datejust 36, boîte et certificat, révisée chez Rolex en 2024."],
      ["Embroidered shirt", "Plain shirt I embroidered with my own initials, size M."],
      ["Adidas Sneaker", "Adidas Sneaker mit drei Streifen, im Adidas-Store gekauft, Beleg liegt bei."],
    ])('%s stays clean', (title, description) => {
      expect(codes(title, description)).toEqual([]);
    });
  });
  describe("piracy and cheats", () => {
    it.each([
      ["PS2 com chip", "PlayStation 2 com chip e 40 jogos gravados em DVD.", "generic/pirated-media"],
      ["Pendrive películas", "Pendrive de 128 GB con 300 películas descargadas en HD, listo para enchufar a la tele.", "generic/pirated-media"],
      ["Boîtier retrogaming", "Boîtier retrogaming avec 20 000 jeux d'arcade et de consoles préinstallés.", "generic/pirated-media"],
      ["Cheat for shooter", "Private wallhack and ESP for PC shooters, undetected, lifetime licence.", "generic/pirated-media"],
      ["Switch modificata", "Nintendo Switch modificata con 100 giochi sulla scheda SD.", "generic/pirated-media"],
      ["Spiele-Stick", "HDMI-Stick mit über 10.000 Retro-Spielen drauf, einfach einstecken.", "generic/pirated-media"],
    ])('%s is found', (title, description, clause) => {
      expect(clauses(title, description)).toContain(clause);
    });
    it.each([
      ["PS2 slim", "PlayStation 2 slim original com 5 jogos originais em caixa."],
      ["Pendrive SanDisk vacío", "Pendrive SanDisk 128 GB vacío, nuevo."],
      ["Borne d'arcade", "Borne d'arcade Pac-Man officielle sous licence Bandai Namco, un seul jeu."],
      ["Tower PC for shooters", "Gaming PC for shooters, RTX 3070, 144 fps, clean Windows install."],
      ["Switch OLED, bianca, con gioco", "Switch OLED bianca con Mario Kart e scheda SD 256GB vuota."],
    ])('%s stays clean', (title, description) => {
      expect(codes(title, description)).toEqual([]);
    });
  });
  describe("live animals and wildlife said in other words", () => {
    it.each([
      ["Codornizes", "Casal de codornizes japonesas adultas, postura diária, 10€ o casal.", "generic/live-animals"],
      ["Cobayas", "Cobayas macho y hembra de 4 meses, con jaula y comedero.", "generic/live-animals"],
      ["Sac en python", "Sac à main en véritable peau de python, années 80.", "generic/protected-wildlife"],
      ["Tortoiseshell comb", "Victorian hair comb in real tortoiseshell, lovely colour.", "generic/protected-wildlife"],
      ["Coniglietti", "Coniglietti nani di 2 mesi, svezzati, 25 euro l'uno.", "generic/live-animals"],
      ["Zebrafell", "Echtes Zebrafell als Teppich, aus Südafrika mitgebracht.", "generic/protected-wildlife"],
      ["Ducklings", "Call duck ducklings, hatched last week, £8 each.", "generic/live-animals"],
    ])('%s is found', (title, description, clause) => {
      expect(clauses(title, description)).toContain(clause);
    });
    it.each([
      ["Gaiola para codornizes", "Gaiola para codornizes com comedouro, sem aves."],
      ["Jaula cobaya", "Jaula grande para cobayas, con bebedero y casita."],
      ["Sac motif python", "Sac à main motif python en simili cuir, neuf."],
      ["Ducklings book", "Children's book about five little ducklings, hardback."],
      ["Zebra Teppich", "Teppich mit Zebramuster, Kunstfaser, 160x230."],
    ])('%s stays clean', (title, description) => {
      expect(codes(title, description)).toEqual([]);
    });
  });
  describe("children's goods the product-safety rules refuse", () => {
    it.each([
      ["Colar de dentição", "Colar de dentição em madeira de aveleira para o bebé usar ao pescoço, alivia os dentes.", "generic/unsafe-childrens-goods"],
      ["Estor para el bebé", "Estor enrollable con cadena de bucle suelta, sin tensor, perfecto para la habitación de los niños.", "generic/unsafe-childrens-goods"],
      ["Sweat enfant", "Sweat à capuche 4 ans avec long cordon de serrage autour du cou.", "generic/unsafe-childrens-goods"],
      ["Konjac jelly cups", "Konjac jelly cups for kids' lunchboxes, box of 30.", "generic/unsafe-childrens-goods"],
      ["Collana ambra neonato", "Collana in ambra baltica per neonati, per la dentizione, nuova.", "generic/unsafe-childrens-goods"],
      ["Bernsteinkette Baby", "Bernsteinkette für Babys zum Zahnen, echter Bernstein.", "generic/unsafe-childrens-goods"],
      ["Vertical blinds", "Vertical blinds with a long continuous chain loop, hangs to the floor, from my son's room.", "generic/unsafe-childrens-goods"],
    ])('%s is found', (title, description, clause) => {
      expect(clauses(title, description)).toContain(clause);
    });
    it.each([
      ["Colar de âmbar", "Colar de âmbar para senhora, prata 925."],
      ["Estor enrollable", "Estor enrollable opaco con cadena y tensor de seguridad, 120 cm."],
      ["Sweat sans cordon", "Sweat à capuche enfant 4 ans, sans cordon, bleu marine."],
      ["Teething ring", "Silicone teething ring for babies, BPA free, new."],
      ["Bernsteinkette Damen", "Bernsteinkette für Damen, cognacfarben, 45 cm."],
    ])('%s stays clean', (title, description) => {
      expect(codes(title, description)).toEqual([]);
    });
  });
  describe("named tickets and flights", () => {
    it.each([
      ["Bilhete avião", "Bilhete de avião em meu nome, voo a 12 de março, faço a alteração do nome para o seu, paguei 120.", "generic/boarding-passes"],
      ["Entradas nominativas", "Dos entradas nominativas para el concierto, las pongo a tu nombre, 180€ cada una, pagué 75.", "generic/ticket-touting"],
      ["Billet d'avion", "Vol Nice-Londres à mon nom, la compagnie ne rembourse pas, je vous le vends et je change le passager.", "generic/boarding-passes"],
      ["Festival wristband", "Festival weekend wristband registered in my name, I'll transfer the account to you, face value 200, selling 350.", "generic/ticket-touting"],
      ["Biglietto volo", "Biglietto aereo intestato a me per Barcellona, il cambio del nominativo lo paghi tu, 90€.", "generic/boarding-passes"],
      ["Konzertkarten personalisiert", "Zwei personalisierte Tickets für das Konzert, Namensänderung mache ich, je 250 statt 89.", "generic/ticket-touting"],
    ])('%s is found', (title, description, clause) => {
      expect(clauses(title, description)).toContain(clause);
    });
    it.each([
      ["Mala de cabine", "Mala de cabine para voo, medidas low-cost, como nova."],
      ["Marco para entradas", "Marco para guardar entradas de conciertos, madera, nuevo."],
      ["Carnet de voyage", "Carnet de voyage vierge pour noter ses vols et billets, neuf."],
      ["Ticket stub frame", "Frame for concert ticket stubs, holds four."],
      ["Reiseführer", "Reiseführer Barcelona mit Flugtipps, 2024."],
    ])('%s stays clean', (title, description) => {
      expect(codes(title, description)).toEqual([]);
    });
  });
  describe("betting schemes and vouchers sold for cash", () => {
    it.each([
      ["Conta de apostas", "Empresto a minha conta Betclic verificada, apostas tu com o teu dinheiro, 15€ por semana.", "generic/lottery-tickets"],
      ["Porra del partido", "Porra del partido del domingo, 5€ el resultado, el que acierte se lleva el bote.", "generic/lottery-tickets"],
      ["Cases pour le match", "Je vends des cases pour le match, 2€ la case, le gagnant prend la cagnotte.", "generic/lottery-tickets"],
      ["Lucky dip envelopes", "Lucky dip envelopes £3 each, one in 10 has a £50 note inside.", "generic/lottery-tickets"],
      ["Pronostici", "Vendo pronostici sicuri per le scommesse del weekend, quote alte, vincita garantita.", "generic/lottery-tickets"],
      ["Tippschein", "Tippschein Bundesliga, 5 Euro pro Tipp, wer richtig liegt, bekommt den Jackpot.", "generic/lottery-tickets"],
      ["Cartão refeição", "Vendo saldo do cartão refeição, 200€ por 160€ em dinheiro.", "generic/gift-cards"],
    ])('%s is found', (title, description, clause) => {
      expect(clauses(title, description)).toContain(clause);
    });
    it.each([
      ["Livro apostas", "Livro sobre a história das apostas desportivas em Portugal, novo."],
      ["Juego de carreras", "Juego de mesa de carreras de caballos con fichas, completo."],
      ["Enveloppes kraft", "Lot de 100 enveloppes kraft format A5, neuves."],
      ["Lucky dip craft bag", "Lucky dip bag of craft supplies, £3, buttons and ribbons."],
      ["Schedina 1982", "Schedina del Totocalcio del 1982 incorniciata, da collezione."],
      ["Tippspiele Buch", "Buch: Tippspiele für die Familie, für den Spieleabend."],
    ])('%s stays clean', (title, description) => {
      expect(codes(title, description)).toEqual([]);
    });
  });
});

describe("offers in other words, second batch (written after the lexicon and reported before any change for it)", () => {
  describe("services nobody may sell", () => {
    it.each([
      ["Casamento com português", "Mulher portuguesa aceita casar para dar a nacionalidade, casamento no conservatório, valor a combinar.", "generic/prohibited-services"],
      ["Contrato di lavoro per permesso", "Offro contratto di lavoro per il permesso di soggiorno, non serve lavorare davvero, 1500 euro.", "generic/prohibited-services"],
      ["Egg donor", "I'm selling my eggs to couples privately, 25, non smoker, compensation discussed by message.", "generic/human-remains"],
      ["Boletín eléctrico", "Boletín eléctrico para dar de alta la luz, sin visita, me mandas fotos del cuadro y en 24h lo tienes.", "generic/prohibited-services"],
      ["Fausse fiche de paie", "Je vous fais une attestation employeur comme si vous aviez travaillé chez nous, utile pour louer un appartement.", "generic/identity-documents"],
      ["Energieausweis online", "Energieausweis zum Vermieten oder Verkaufen, ohne Besichtigung, nur Grundriss schicken, 49 Euro.", "generic/prohibited-services"],
    ])('%s is found', (title, description, clause) => {
      expect(clauses(title, description)).toContain(clause);
    });
    it.each([
      ["Avaliação de eficiência com visita", "Técnico inscrito na agência faz o seu certificado de energia com visita à casa, marcação na semana."],
      ["Anello di fidanzamento", "Anello per il matrimonio in oro bianco, misura 14, con scatola."],
      ["Egg cups", "Set of four ceramic egg cups, blue, never used."],
      ["Arbeitsvertrag Muster", "Buch mit Mustern für Arbeitsvertrag und Kündigung, 2023, neuwertig."],
    ])('%s stays clean', (title, description) => {
      expect(codes(title, description)).toEqual([]);
    });
  });
  describe("tampering offered as a service, official stickers, derestricted vehicles", () => {
    it.each([
      ["Motorizada 50cc", "Motorizada 50cc deslimitada, anda a 80, matrícula em dia.", "generic/emissions-defeat"],
      ["Vignette Crit’Air 2", "Je vends une vignette Crit'Air classe 2 neuve pour mettre sur n'importe quel véhicule.", "generic/identity-documents"],
      ["MOT pass", "Need an MOT pass? I know a tester, no repairs needed, £150 cash.", "generic/prohibited-services"],
      ["Monopattino sbloccato", "Monopattino sbloccato, fa 40 km/h, tenuto bene.", "generic/emissions-defeat"],
      ["Umweltplakette grün", "Grüne Umweltplakette zu verkaufen, einfach auf die Scheibe kleben.", "generic/identity-documents"],
    ])('%s is found', (title, description, clause) => {
      expect(clauses(title, description)).toContain(clause);
    });
    it.each([
      ["Motorizada 50cc original", "Motorizada 50cc de origem, limitada a 45 km/h, matrícula em dia."],
      ["Porte-vignette", "Porte-vignette adhésif pour pare-brise, transparent, lot de 2."],
      ["MOT preparation", "Garage offers MOT preparation and repairs before your test, book online."],
      ["Monopattino con limitatore", "Monopattino a norma, 20 km/h, con luci e frecce."],
    ])('%s stays clean', (title, description) => {
      expect(codes(title, description)).toEqual([]);
    });
  });
  describe("stolen or public goods said by their story", () => {
    it.each([
      ["Bancos de jardim", "Dois bancos de jardim da junta de freguesia, de madeira e ferro, retirados do parque.", "generic/stolen-goods"],
      ["Herramientas de la obra", "Taladro y amoladora que me traje de la obra, el encargado ni se enteró, a buen precio.", "generic/stolen-goods"],
      ["Tampa de esgoto", "Tampa de esgoto em ferro fundido, tirada da rua, muito pesada, fica bem no jardim.", "generic/stolen-goods"],
      ["Council bin", "Council wheelie bin, 240 litres, black, barely used, wheels fine.", "generic/stolen-goods"],
      ["Autoradio senza codice", "Autoradio con i fili tagliati, senza codice, lo vendo per pezzi.", "generic/stolen-goods"],
    ])('%s is found', (title, description, clause) => {
      expect(clauses(title, description)).toContain(clause);
    });
    it.each([
      ["Banco de jardim", "Banco de jardim em madeira e ferro, comprado no IKEA, desmontável."],
      ["Taladro y amoladora Bosch", "Taladro y amoladora Bosch, con factura, poco uso."],
      ["Wheelie bin", "Wheelie bin lid replacement, black, fits 240 litre bins."],
      ["Autoradio Pioneer DEH", "Autoradio Pioneer con cavi ISO e mascherina, funzionante."],
    ])('%s stays clean', (title, description) => {
      expect(codes(title, description)).toEqual([]);
    });
  });
  describe("counterfeits said without the usual words", () => {
    it.each([
      ["Cinto com fivela dourada", "Cinto idêntico ao original, fivela com o logo, vem sem caixa.", "generic/counterfeits"],
      ["Gafas de sol negras", "Gafas de sol con el logo idéntico al de la marca, misma calidad que las de tienda.", "generic/counterfeits"],
      ["Sweat à logo", "Sweat noir, j'ai brodé le logo Moncler moi-même, bien réussi.", "generic/counterfeits"],
      ["White trainers size 9", "Trainers out of the same factory as genuine ones, no box, sizes 7 to 11.", "generic/counterfeits"],
      ["Orologio acciaio", "Orologio con quadrante identico all'originale, nessuno noterà la differenza, 60 euro.", "generic/counterfeits"],
    ])('%s is found', (title, description, clause) => {
      expect(clauses(title, description)).toContain(clause);
    });
    it.each([
      ["Cinto castanho", "Cinto castanho em pele, fivela prateada, sem marca, 95 cm."],
      ["Gafas de sol negras", "Gafas de sol polarizadas con su funda, marca blanca."],
      ["White trainers size 9", "Trainers, white, size 9, worn twice, still boxed."],
      ["Cinturino orologio", "Cinturino compatibile, identico all'originale, per Apple Watch 44 mm."],
    ])('%s stays clean', (title, description) => {
      expect(codes(title, description)).toEqual([]);
    });
  });
  describe("piracy and cheats", () => {
    it.each([
      ["Mini PC juegos", "Mini consola con 30000 juegos de todas las épocas, mandos incluidos.", "generic/pirated-media"],
      ["PSP", "PSP 3004 pirateada con 50 jogos no cartão de memória.", "generic/pirated-media"],
      ["Hack Warzone", "Vends cheat Warzone indétectable, aimbot et ESP, clé à vie.", "generic/pirated-media"],
      ["Xbox 360 RGH", "Xbox 360 RGH with hard drive full of games, two controllers.", "generic/pirated-media"],
      ["Festplatte mit Filmen", "Externe Festplatte 2 TB voller heruntergeladener Filme und Serien.", "generic/pirated-media"],
    ])('%s is found', (title, description, clause) => {
      expect(clauses(title, description)).toContain(clause);
    });
    it.each([
      ["Mini consola de marca", "Mini consola de la marca con 20 juegos preinstalados, con su caja."],
      ["PSP com jogos", "PSP 3004 com 5 jogos UMD originais e carregador."],
      ["Xbox 360", "Xbox 360 slim, 250 GB, two controllers and three discs."],
      ["Externe Festplatte", "Externe Festplatte 2 TB, leer, formatiert."],
    ])('%s stays clean', (title, description) => {
      expect(codes(title, description)).toEqual([]);
    });
  });
  describe("live animals and wildlife said in other words", () => {
    it.each([
      ["Pintainhos", "Pintainhos de raça pedrês com 1 semana, 2€ cada.", "generic/live-animals"],
      ["Bolso de pitón", "Bolso de piel de pitón auténtica, de los 90, sin certificado.", "generic/protected-wildlife"],
      ["Furets", "Deux furets mâles de 4 mois, vaccinés, avec cage.", "generic/live-animals"],
      ["Snakeskin boots", "Cowboy boots in genuine python skin, size 10.", "generic/protected-wildlife"],
      ["Pulcini di quaglia", "Quaglie giapponesi adulte, ottime ovaiole, 4 euro ciascuna.", "generic/live-animals"],
      ["Igel", "Afrikanischer Weißbauchigel, Weibchen, 5 Monate, zahm.", "generic/live-animals"],
    ])('%s is found', (title, description, clause) => {
      expect(clauses(title, description)).toContain(clause);
    });
    it.each([
      ["Bolso efecto pitón", "Bolso estampado efecto pitón, sintético, nuevo."],
      ["Cage furet", "Cage pour furet, deux étages, avec hamac."],
      ["Snake print boots", "Snake print boots, faux leather, size 10."],
      ["Igel Figur", "Igel Figur aus Keramik für den Garten."],
    ])('%s stays clean', (title, description) => {
      expect(codes(title, description)).toEqual([]);
    });
  });
  describe("children's goods the product-safety rules refuse", () => {
    it.each([
      ["Pulseira de âmbar bebé", "Pulseira de âmbar báltico para bebé, ajuda na dentição, tamanho 14 cm.", "generic/unsafe-childrens-goods"],
      ["Cortina infantil", "Cortina de bambú con cordón continuo, sin sujeción a la pared, estaba en la habitación del bebé.", "generic/unsafe-childrens-goods"],
      ["Hoodie kids", "Kids hoodie, age 5, with long drawstrings on the hood.", "generic/unsafe-childrens-goods"],
      ["Bracciale dentizione", "Bracciale per la dentizione in legno di nocciolo per bimbi, nuovo.", "generic/unsafe-childrens-goods"],
      ["Konjak Gelee", "Konjak Gelee Minibecher für Kinder, 20 Stück, aus Asien.", "generic/unsafe-childrens-goods"],
    ])('%s is found', (title, description, clause) => {
      expect(clauses(title, description)).toContain(clause);
    });
    it.each([
      ["Pulseira de âmbar", "Pulseira de âmbar para senhora, fecho em prata."],
      ["Cortina de bambú", "Cortina de bambú enrollable, con sistema de seguridad infantil, 100 cm."],
      ["Kids hoodie", "Kids hoodie, age 5, no drawstrings, grey."],
      ["Konjak Nudeln", "Konjak Nudeln, 10 Packungen, kalorienarm."],
    ])('%s stays clean', (title, description) => {
      expect(codes(title, description)).toEqual([]);
    });
  });
  describe("named tickets and flights", () => {
    it.each([
      ["Voo Lisboa-Madeira", "Voo Lisboa-Funchal reservado em meu nome, não é reembolsável, vendo e mudo o nome do passageiro.", "generic/boarding-passes"],
      ["Vuelo a Tenerife", "Vuelo a mi nombre para el 3 de mayo, cambiamos el nombre del pasajero en la web, 60€.", "generic/boarding-passes"],
      ["Flight to Dublin", "Flight booked in my name to Dublin, I can change the passenger name for you, £70.", "generic/boarding-passes"],
      ["Flug nach Palma", "Flug auf meinen Namen nach Palma, Namensänderung übernehme ich, 120 Euro.", "generic/boarding-passes"],
    ])('%s is found', (title, description, clause) => {
      expect(clauses(title, description)).toContain(clause);
    });
    it.each([
      ["Vuelo libro", "Libro «El vuelo del halcón», tapa dura."],
      ["Flight case", "Flight case for DJ controller, aluminium, with keys."],
      ["Flug Simulator", "Flugsimulator Joystick mit Schubhebel, USB."],
    ])('%s stays clean', (title, description) => {
      expect(codes(title, description)).toEqual([]);
    });
  });
  describe("betting schemes and vouchers sold for cash", () => {
    it.each([
      ["Conta Placard", "Alugo a minha conta Placard verificada, tu apostas, pagas 20€ por mês.", "generic/lottery-tickets"],
      ["Quiniela del clásico", "Quiniela del clásico, 3€ por resultado, el ganador se lleva todo el bote.", "generic/lottery-tickets"],
      ["Pronos VIP", "Pronostics sûrs pour les paris du week-end, groupe VIP, gains garantis.", "generic/lottery-tickets"],
      ["Buste a sorpresa", "Buste a sorpresa a 5 euro, una su 15 contiene 100 euro.", "generic/lottery-tickets"],
      ["Buoni pasto", "Vendo buoni pasto per 300 euro, li cedo a 240 in contanti.", "generic/gift-cards"],
    ])('%s is found', (title, description, clause) => {
      expect(clauses(title, description)).toContain(clause);
    });
    it.each([
      ["Quiniela antigua", "Boleto de quiniela de 1985 enmarcado, de colección."],
      ["Buste da lettera", "Buste da lettera bianche, confezione da 50."],
      ["Livre paris sportifs", "Livre sur les paris sportifs et les probabilités, neuf."],
      ["Porta buoni pasto", "Portafoglio per buoni pasto e tessere, in pelle."],
    ])('%s stays clean', (title, description) => {
      expect(codes(title, description)).toEqual([]);
    });
  });
});

describe('offers in other words: the same words in innocent listings (hard negatives written while checking precision)', () => {
  it.each([
    ["Fresh eggs", "Selling fresh eggs from my own hens, a dozen for £3."],
    ["Foie gras maison", "Je vends du foie gras maison, bocal de 200 g."],
    ["Pump leather seals", "Set of leather seals for an old hand pump, new old stock."],
    ["Onitsuka trainers", "Onitsuka Tiger leather trainers, size 8, worn a few times."],
    ["Classic Mini", "Classic Mini, taken off the road in 2019, stored in a dry garage."],
    ["Mala com mancha", "Mala de pele com uma pequena mancha no fundo, ninguém nota."],
    ["Maths tutoring GPA 3.9", "Maths tutor, GPA 3.9, available on weekends, price 20 per hour."],
    ["Piaggio Ape 50", "Piaggio Ape 50 del 2005, solo mandami un messaggio per le foto."],
    ["Hotel view print", "Print of a photo taken from the hotel balcony in Santorini, framed."],
    ["Hotel chairs", "Ten chairs that came from a hotel refurbishment, solid oak."],
    ["Colar de âmbar", "Colar de âmbar, usado 2 meses, como novo."],
    ["Camiseta eco", "Camiseta de algodón con etiqueta eco, talla M."],
    ["Sêmen bovino", "Botijão de azoto para sêmen bovino, vazio, 20 litros."],
    ["Scooter restricted", "Scooter 50cc, limited to 45 km/h, papers in order."],
    ["Chef whites", "Chef uniform I got from work when I started, never worn, size L."],
    ["Poker set", "Poker set with 300 chips, whoever wins scoops the pot, cards included."],
    ["Vuelo libro", "Libro de fotografía de vuelos en globo, a mi nombre la dedicatoria."],
    ["Vestido de noiva 38", "Vestido de noiva para casamento civil, usado uma vez, tamanho 38."],
    ["Kidney beans", "Vendo feijão encarnado, 1 kg, da minha horta."],
    ["Nintendo Switch SD", "Nintendo Switch with 12 games on the SD card, all bought on the eShop."],
    ["Roller blind 90 cm", "Roller blind with continuous chain and child safety cleat fitted, 90 cm."],
    ["Crocodile polo", "Polo com o crocodilo bordado no peito, original, fatura da loja."],
    ["Leather satchel", "Brown leather satchel, the leather bears a few light marks, strap intact, 35 €."],
    ["Sonic the Hedgehog 2", "Sonic the Hedgehog 2 para Mega Drive, com caixa e manual, 15 €."],
    ["Sonic Igel Spiel", "Sonic der Igel, Modul für Game Boy Advance, 12 €."],
    ["Canetons de bain", "Lot de 4 canetons en plastique pour le bain, 3 €."],
    ["Patinhos de banheira", "Seis patinhos amarelos de borracha para a banheira, 4 €."],
    ["Sinal de trânsito brinquedo", "Conjunto de sinais de trânsito da câmara para pista de brinquedo, plástico."],
  ])('%s stays clean', (title, description) => {
    expect(codes(title, description)).toEqual([]);
  });
});

describe("offers in other words: the examples the lexicon's comments give", () => {
  it.each([
    ["Referências de emprego", "I can pose as your old boss if the agency calls, 40 pounds.", "generic/prohibited-services"],
    ["Berbequim a bateria", "Berbequim a bateria, trouxe este do meu emprego, ninguém deu por nada.", "generic/stolen-goods"],
    ["Berbequim sem uso", "Berbequim a bateria, veio do quartel.", "generic/stolen-goods"],
    ["Cordless drill", "Cordless drill, came from my work, unused.", "generic/stolen-goods"],
    ["Satnav", "Satnav torn out, the wires cut, works fine.", "generic/stolen-goods"],
    ["Satnav no mount", "Satnav, no mount, the wires cut.", "generic/stolen-goods"],
    ["Cuenta verificada", "Presto mi cuenta de apuestas verificada, 20€ al mes.", "generic/lottery-tickets"],
    ["Cup final squares", "Cup final squares, 3 pounds a box, the right one takes the pot.", "generic/lottery-tickets"],
    ["Intégrale en DVD", "L'intégrale gravée sur DVD, pochettes faites maison, 15 €.", "generic/pirated-media"],
    ["Bear skin rug", "Real bear skin rug with the head, from a hunting lodge, 400 €.", "generic/protected-wildlife"],
    ["Sobres sorpresa", "Sobres sorpresa a 5€, en uno de cada 30 sobres hay un billete de 50€.", "generic/lottery-tickets"],
  ])('%s is found', (title, description, clause) => {
    expect(clauses(title, description)).toContain(clause);
  });
});

describe('offers in other words: a price is no sign of a live animal, and an older child’s drawstrings are allowed (review of this stop)', () => {
  it.each([
    ['Gaiola para furão, dois andares', 'Gaiola grande para furão com bebedouro e rede, pouco uso, 35 €.'],
    ['Hérisson en céramique', 'Petit hérisson en céramique pour le jardin, 12 €, quelques éclats.'],
    ['Hoodie with drawstring, age 10', 'Grey hoodie with drawstring hood, age 10 years, washed once, £6.'],
    ['Sudadera con cordones', 'Sudadera con capucha y cordones, talla 152, como nueva.'],
  ])('leaves %s clean', (title, description) => {
    expect(codes(title, description)).toEqual([]);
  });

  it.each([
    ['Ouriço-pigmeu africano', 'Ouriço-pigmeu africano, macho, muito manso, entrego com a gaiola.'],
    ['Pulcini di quaglia', 'Pulcini di quaglia nati la settimana scorsa, cadauno 3 euro.'],
    ['Hoodie for a toddler', 'Hoodie with drawstring hood, age 3 years, soft fleece inside.'],
    ['Kapuzenpulli mit Kordel', 'Kapuzenpulli mit Kordel an der Kapuze, Größe 110, kaum getragen.'],
  ])('still finds %s', (title, description) => {
    expect(codes(title, description).length).toBeGreaterThan(0);
  });
});
