import { staysClean, stillFound } from '../test-support/listing-kinds.ts';

// A word of a prohibited or restricted item read in another sense with other words between it and the words that give that sense — a thing
// said not included, a car's lighter socket, a printer's cartridge, identity photos — stays clean; the item sold on the same words is still
// found. Each kind in PT, ES, FR, EN, IT and DE.

// a. A thing left out of the sale with a verb of going or being before the negation ("no va incluida", "n'est pas incluse", "ist nicht
// dabei"), or with its complement between ("o ovo de carro já foi vendido"): what the listing leaves out is not sold.
staysClean('a thing said not included, with its verb or its complement between', [
  ['Fato de mosqueteiro criança', 'Capa, chapéu e botas de 10 anos. A espada não vem incluída.'],
  ['Disfraz de caballero medieval', 'Casco y túnica para 9 años; el sable no va incluido.'],
  ['Tenue de chevalier pour 8 ans', "Tunique et cape brodée, l'épée n'est pas incluse."],
  ['Pram with carrycot and raincover', 'Pram and carrycot in good order. The car seat is not included.'],
  ['Costume da moschettiere bimbo', 'Cappello e mantello rosso, la spada non è inclusa.'],
  ['Ritterkostüm Kinder Größe 122', 'Umhang und Helm aus Stoff, das Schwert ist nicht dabei.'],
  ['Carrinho de bebé e alcofa', 'O ovo de bebé já está vendido; fica só o carrinho com a alcofa.'],
]);
stillFound('a thing said included, or charged apart, on the same words', [
  ['Disfraz de caballero con espada', 'Casco, túnica y la espada de acero va incluida.'],
  ['Knight outfit, adult size', 'The steel sword is not included in the price: 40 € extra for it.'],
  ['Espada medieval afiada', 'Espada de aço forjado; a bainha de couro não vem incluída.'],
  ['Schwert und Ritterkostüm', 'Das Schwert aus Stahl ist dabei, scharf geschliffen.'],
]);

// b. A car's cigarette-lighter socket and what plugs into it, with a few words between ("cargador doble USB-C para el encendedor…",
// "cigarette lighter dual USB adapter") or named as the car's ("car cigarette lighter"): a 12 V socket, no tobacco.
staysClean('a car lighter socket named with words between', [
  ['USB car charger twin port', 'Twin USB charger: plugs into a van cigarette lighter, 12V.'],
  ['Cigarette lighter dual USB adapter', 'Fast charging with a blue LED ring.'],
  ['Cargador de coche 36W', 'Cargador doble USB-C para el encendedor de cigarrillos, carga rápida.'],
  ['Carregador de carro duplo', 'Carregador rápido USB para o acendedor de cigarros, 12 V e 24 V.'],
  ['Chargeur voiture double USB', "Se branche sur l'allume-cigare, 3,1 A."],
  ['Caricabatterie auto doppio', "Doppia USB, si collega all'accendisigari, 12 V."],
  ['Kfz-Ladegerät USB-C', 'Passt in alle Zigarettenanzünder, 30 W.'],
]);
stillFound('cigarettes sold beside a car charger', [
  ['Cigarettes and car charger', 'Two cartons of cigarettes, plus a 12V cigarette lighter plug.'],
  ['Cigarrillos y cargador', 'Vendo cartón de cigarrillos; también cargador USB para el encendedor de cigarrillos.'],
  ['Zigaretten Stange', 'Eine Stange Zigaretten, dazu ein USB-Zigarettenanzünderadapter.'],
]);

// c. A hunting gun's word that also names a printer's or a microphone's part, with the device's words a few words away or in brackets
// ("tinteiros … (cartuchos)", "cartuchos … para impresora Brother", "Mikrofon (Shotgun)"): ink or a microphone, no ammunition or gun.
staysClean("a printer's cartridge or a shotgun microphone named with words between or in brackets", [
  ['Tinteiros Epson (cartuchos) compatíveis', 'Conjunto de quatro cores, ainda selados.'],
  ['Cartuchos para Brother, sin abrir', 'Tres cartuchos sin estrenar para impresora Brother.'],
  ['Cartuchos de reposición HP', 'Cartuchos negro y color, compatibles con la impresora DeskJet.'],
  ['Compact on-camera mic', 'Condenser (shotgun) mic with foam cover and cold-shoe mount.'],
  ['Microphone pour reflex', 'Microphone canon (shotgun) avec bonnette et perche courte.'],
  ['Microfono direzionale', 'Microfono direzionale shotgun per videocamera, con antivento.'],
  ['Richtmikrofon für Kamera', 'Mikrofon (Shotgun) mit Windschutz und Halterung.'],
]);
stillFound('cartridges or a shotgun of a hunt on the same words', [
  ['Cartuchos calibre 12', 'Caixa de 25 cartuchos calibre 12 e tinteiros HP de oferta.'],
  ['Escopeta y cartuchos', 'Cartuchos de caza del 12 y una impresora vieja de regalo.'],
  ['Pump-action shotgun', 'Pump-action shotgun, 12 gauge, with a microphone stand apart.'],
]);

// d. Identity photos with the documents named first ("passport and driving licence photos") or the photo's name written apart ("foto
// tessera per la patente"): a photographer's service, no document. Not where the documents are called real or fake or offered for sale.
staysClean('identity photos, the documents named first or the photo named apart', [
  ['Photo studio, same day prints', 'Driving licence and passport photos taken while you wait, digital copy included.'],
  ['Studio fotografico in centro', 'Foto tessera per la patente e per il passaporto, pronte in dieci minuti.'],
  ['Estúdio de fotografia no centro', 'Fotos tipo passe para passaporte ou cartão de cidadão, feitas na hora.'],
  ['Fotos de carnet al momento', 'Fotos de carnet para pasaporte y DNI, en papel y en digital.'],
  ["Photos d'identité minute", "Photos d'identité pour passeport et permis de conduire, tirage immédiat."],
  ['Fotostudio am Markt', 'Passbilder für Reisepass und Personalausweis, sofort zum Mitnehmen.'],
]);
stillFound('documents called real or fake or sold, on the same words', [
  ['Driving licence, passport', 'Real driving licence and passport, photos on request, any name.'],
  ['Passport and licence photos', 'Fake driving licence and passport photos, any name you want.'],
  ["Patente e carta d'identità", "Carta d'identità e patente vere, foto a scelta, in vendita."],
  ['Documents, any name', 'Driving licence and passport photos, and the documents themselves for sale.'],
]);
