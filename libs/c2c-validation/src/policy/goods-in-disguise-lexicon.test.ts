import { describe, expect, it } from 'vitest';
import { itemClauses as clauses } from '../test-support/listing-kinds.ts';

describe('goods in disguise: the families’ own paraphrases and innocents (PT, ES, FR, EN, IT, DE)', () => {
  it('reads a defence spray named by its gas or purpose, whatever form it takes; leaves listings sharing its words alone', () => {
    expect(clauses('Chaveiro com spray de pimenta', 'ideal para andar à noite, nunca usado')).toContain('generic/weapons');
    expect(clauses('Gel de pimenta para defesa', '50 ml, cabe em qualquer bolsa')).toContain('generic/weapons');
    expect(clauses('Llavero defensa', 'llavero con spray de pimienta incluido, recargable')).toContain('generic/weapons');
    expect(clauses('Bombe lacrymogène format rouge à lèvres', 'discrète, se glisse dans le sac')).toContain('generic/weapons');
    expect(clauses('Lipstick pepper spray', 'looks like a lipstick, 15ml OC spray inside')).toContain('generic/weapons');
    expect(clauses('CS gas canister', 'cs gas spray, sealed, two available')).toContain('generic/weapons');
    expect(clauses('Pfefferspray Schlüsselanhänger', 'neu, 20 ml, nur Abholung')).toContain('generic/weapons');
    expect(clauses('Tear gas keychain', 'tear gas in a keychain holder, unopened')).toContain('generic/weapons');
    expect(clauses('Spray de autodéfense', 'bombe au poivre en format stylo')).toContain('generic/weapons');
    expect(clauses('Moinho de pimenta elétrico', 'pimenta preta moída na hora, com luz LED')).toEqual([]);
    expect(clauses('Spray de aceite para cocinar', 'con un toque de pimienta, sin abrir')).toEqual([]);
    expect(clauses('Porta-chaves Porsche', 'chaveiro em pele, nunca usado')).toEqual([]);
    expect(clauses('Funda para spray de pimienta', 'funda de cuero para llevar el spray en el cinturón, vacía')).toEqual([]);
    expect(clauses('Livro de defesa pessoal', 'técnicas de defesa pessoal para mulheres, como novo')).toEqual([]);
    expect(clauses('Pepper grinder set', 'salt and pepper set with a spray bottle for oil')).toEqual([]);
    expect(clauses('Rouge à lèvres Dior', 'teinte 999, neuf sous blister')).toEqual([]);
    expect(clauses('Spray fixador de maquilhagem', '100ml, quase cheio')).toEqual([]);
    expect(clauses('Pfeffermühle aus Holz', 'Gewürzmühle, Keramikmahlwerk')).toEqual([]);
    expect(clauses('Keychain collection', '30 metal keychains from travels, cities of Europe')).toEqual([]);
  });

  it('reads a knuckle-duster as a buckle or keyring, a self-defence keyring, a torch that shocks; leaves listings sharing its words alone', () => {
    expect(clauses('Fivela soqueira', 'fivela de cinto em forma de soqueira, aço, destacável')).toContain('generic/weapons');
    expect(clauses('Hebilla puño americano', 'hebilla de cinturón que es un puño americano, de metal')).toContain('generic/weapons');
    expect(clauses('Knuckle duster buckle', 'brass belt buckle knuckle duster, detachable')).toContain('generic/weapons');
    expect(clauses('Kubotan de alumínio', 'chaveiro kubotan para defesa pessoal')).toContain('generic/weapons');
    expect(clauses('Porte-clés d\'autodéfense', 'en aluminium, avec anneau')).toContain('generic/weapons');
    expect(clauses('Self defence keyring', 'cat ears knuckles keyring, solid steel, sharp points')).toContain('generic/weapons');
    expect(clauses('Lanterna com choque', 'lanterna LED com choque elétrico de defesa, recarregável')).toContain('generic/weapons');
    expect(clauses('Linterna paralizadora', 'linterna con descarga eléctrica, muy potente')).toContain('generic/weapons');
    expect(clauses('Stun torch', 'torch with stun function, rechargeable')).toContain('generic/weapons');
    expect(clauses('Taschenlampe mit Elektroschocker', 'aufladbar, neu')).toContain('generic/weapons');
    expect(clauses('Torcia stordente', 'torcia con elettroshock per difesa personale')).toContain('generic/weapons');
    expect(clauses('Fivela de cinto vintage', 'fivela em latão com águia, anos 70')).toEqual([]);
    expect(clauses('Porte-clés Tour Eiffel', 'lot de 10 porte-clés souvenir')).toEqual([]);
    expect(clauses('Lanterna LED recarregável', '1000 lumens, com gancho e íman')).toEqual([]);
    expect(clauses('Linterna frontal', 'para correr de noche, 3 modos de luz')).toEqual([]);
    expect(clauses('Kit de llaveros', 'llaveros de madera personalizados')).toEqual([]);
    expect(clauses('Belt buckle western', 'large silver-tone buckle, cowboy style')).toEqual([]);
    expect(clauses('Torch for camping', 'flashlight with SOS mode and power bank')).toEqual([]);
  });

  it('reads a camera or microphone hidden in an object, or sold to watch someone without their knowing; leaves listings sharing its words alone', () => {
    expect(clauses('Carregador USB com câmara', 'câmara escondida no carregador, grava em full HD')).toContain('generic/spy-devices');
    expect(clauses('Reloj despertador con cámara', 'cámara oculta dentro del reloj, visión nocturna')).toContain('generic/spy-devices');
    expect(clauses('Détecteur de fumée caméra', 'caméra cachée dans un faux détecteur, wifi')).toContain('generic/spy-devices');
    expect(clauses('Teddy bear nanny cam', 'covert camera inside the bear, streams to your phone')).toContain('generic/spy-devices');
    expect(clauses('Penna con microcamera', 'telecamera nascosta nella penna, registra audio')).toContain('generic/spy-devices');
    expect(clauses('Steckdose mit Kamera', 'versteckte Kamera in der Mehrfachsteckdose')).toContain('generic/spy-devices');
    expect(clauses('Micro espião', 'gravador de voz escondido, para gravar conversas sem que ele perceba')).toContain('generic/spy-devices');
    expect(clauses('Localizador GPS mini', 'para pôr no carro do marido sem que ele saiba')).toContain('generic/spy-devices');
    expect(clauses('Traceur GPS voiture', 'suivez n\'importe qui à son insu, aimanté')).toContain('generic/spy-devices');
    expect(clauses('Audio recorder keychain', 'records conversations without anyone noticing, 30 hours')).toContain('generic/spy-devices');
    expect(clauses('Grabadora de voz', 'mini grabadora para grabar a tu pareja sin que se entere')).toContain('generic/spy-devices');
    expect(clauses('Microfono spia', 'microfono nascosto, ascolto a distanza a sua insaputa')).toContain('generic/spy-devices');
    // The spy-device lexicon reads "without them knowing" as the purpose rule does (`evasion-purpose.ts`'s `unknowing`).
    expect(clauses('Gravador de voz em pen USB', 'grava as reuniões sem ninguém saber, 20 horas')).toContain('generic/spy-devices');
    expect(clauses('Tracker GPS magnético', 'hide it under the car, works without his wife ever noticing')).toContain('generic/spy-devices');
    expect(clauses('Localizador GPS com íman', 'follows any car without the driver knowing')).toContain('generic/spy-devices');
    // "Sem que se note" says a thing does not show (a weight, a wear), not that a person is kept from knowing.
    expect(clauses('Câmara desportiva 4K', 'o suporte cola no capacete sem que se note o peso')).toEqual([]);
    expect(clauses('Câmara de vigilância exterior', 'câmara visível para o portão, com sirene')).toEqual([]);
    expect(clauses('Babyphone com câmara', 'vigiar o bebé no quarto, com visão noturna')).toEqual([]);
    expect(clauses('GPS para cães', 'localizador para a coleira, com app')).toEqual([]);
    expect(clauses('Webcam Logitech C920', 'webcam full HD com microfone, para reuniões')).toEqual([]);
    expect(clauses('Cámara de fotos Canon', 'réflex con objetivo 18-55, poco uso')).toEqual([]);
    expect(clauses('Ring doorbell camera', 'visible doorbell cam, motion alerts, installed by a pro')).toEqual([]);
    expect(clauses('AirTag Apple', 'para as chaves ou a mala, nunca usado')).toEqual([]);
  });

  it('reads a phone locked to an account without its password, or blacklisted; leaves listings sharing its words alone', () => {
    expect(clauses('iPhone 13 bloqueado', 'bloqueado por iCloud, não tenho a palavra-passe, vai para peças')).toContain('generic/stolen-goods');
    expect(clauses('iPhone XS', 'tiene cuenta iCloud y no sé la contraseña, para piezas')).toContain('generic/stolen-goods');
    expect(clauses('iPad Air activation lock', 'activation locked, I don\'t have the password, spares only')).toContain('generic/stolen-goods');
    expect(clauses('iPhone 12 mini', 'blocco di attivazione attivo, non ricordo la password')).toContain('generic/stolen-goods');
    expect(clauses('iPhone 14 gesperrt', 'iCloud gesperrt, ich kenne das Passwort nicht')).toContain('generic/stolen-goods');
    expect(clauses('Telemóvel Xiaomi', 'IMEI bloqueado pela operadora por roubo, só funciona com wifi')).toContain('generic/stolen-goods');
    expect(clauses('Galaxy A52', 'reportado como robado, por eso no coge señal')).toContain('generic/stolen-goods');
    expect(clauses('iPhone 11 Pro', 'blacklisted IMEI, wifi only, cheap')).toContain('generic/stolen-goods');
    expect(clauses('Pixel 7', 'signalé volé par l\'ancien propriétaire, ne capte aucun réseau')).toContain('generic/stolen-goods');
    expect(clauses('Huawei P30', 'in lista nera, non prende nessuna SIM')).toContain('generic/stolen-goods');
    expect(clauses('iPhone SE', 'als gestohlen gemeldet, keine SIM funktioniert')).toContain('generic/stolen-goods');
    expect(clauses('iPhone 12 desbloqueado', 'sem iCloud, IMEI limpo, pode verificar')).toEqual([]);
    expect(clauses('Samsung A34', 'libre de operador, cuenta Google eliminada, reseteado de fábrica')).toEqual([]);
    expect(clauses('Livro Lista Negra', 'romance policial, como novo')).toEqual([]);
    expect(clauses('Capa iPhone 15', 'capa preta com bloqueio magnético')).toEqual([]);
    expect(clauses('Cofre com código', 'cofre pequeno, esqueci o código? não, vem com chave de emergência e código de fábrica')).toEqual([]);
    expect(clauses('iPhone 8 para peças', 'ecrã partido, sem bateria')).toEqual([]);
    expect(clauses('Samsung S10', 'bloqueado a la operadora Movistar, funciona perfecto con su SIM')).toEqual([]);
  });

  it('reads a garment of a wild fur animal’s fur, or fur said real; leaves listings sharing its words alone', () => {
    expect(clauses('Casaco de vison', 'casaco comprido de vison castanho, tamanho 40')).toContain('generic/hunting-trophies');
    expect(clauses('Estola de raposa', 'estola em pele de raposa verdadeira, anos 60')).toContain('generic/hunting-trophies');
    expect(clauses('Abrigo de visón', 'abrigo de visón negro, largo hasta la rodilla')).toContain('generic/hunting-trophies');
    expect(clauses('Manteau en vison', 'manteau vison femelle, taille 38, doublure neuve')).toContain('generic/hunting-trophies');
    expect(clauses('Col en fourrure de renard', 'vraie fourrure, à poser sur un manteau')).toContain('generic/hunting-trophies');
    expect(clauses('Mink jacket', 'vintage mink jacket, genuine fur, size M')).toContain('generic/hunting-trophies');
    expect(clauses('Fox fur stole', 'silver fox fur stole with clips')).toContain('generic/hunting-trophies');
    expect(clauses('Pelliccia di visone', 'pelliccia di visone lunga, taglia 46')).toContain('generic/hunting-trophies');
    expect(clauses('Cappello di volpe', 'cappello in pelliccia di volpe, vera')).toContain('generic/hunting-trophies');
    expect(clauses('Nerzmantel', 'Nerzmantel Größe 40, kaum getragen')).toContain('generic/hunting-trophies');
    expect(clauses('Echtpelz Kragen', 'Fuchspelzkragen, echter Pelz, abnehmbar')).toContain('generic/hunting-trophies');
    expect(clauses('Abrigo de borreguito', 'abrigo de borrego sintético, color camel')).toEqual([]);
    expect(clauses('Faux fur coat', 'faux fur coat in mink colour, size 12')).toEqual([]);
    expect(clauses('Fox Racing jacket', 'motocross jacket, size L')).toEqual([]);
    expect(clauses('Peluche raposa', 'raposa de peluche grande para criança')).toEqual([]);
    expect(clauses('Mala de pele genuína', 'mala em pele natural, castanha')).toEqual([]);
    expect(clauses('Cappotto ecopelliccia', 'ecopelliccia effetto volpe, taglia 44')).toEqual([]);
    expect(clauses('Kunstpelz Jacke', 'Jacke aus Kunstpelz, Farbe Nerz')).toEqual([]);
    expect(clauses('Disfarce de raposa', 'fato de raposa para criança, 6 anos')).toEqual([]);
  });

  it('reads a game’s currency sold for money; leaves listings sharing its words alone', () => {
    expect(clauses('Moedas FIFA 24', 'vendo 500k moedas fut para PS5, entrega rápida')).toContain('generic/digital-accounts');
    expect(clauses('FUT coins', '200k fifa coins xbox, comfort trade, same day')).toContain('generic/digital-accounts');
    expect(clauses('Monedas EA FC 25', 'monedas ea fc para pc, 1 millón, seguro')).toContain('generic/digital-accounts');
    expect(clauses('Crédits FUT', 'pièces fut 100k sur ps4, paiement à la livraison des crédits')).toContain('generic/digital-accounts');
    expect(clauses('Oro WoW', 'oro de wow en servidor Sanguino, 100k')).toContain('generic/digital-accounts');
    expect(clauses('OSRS gold', '50M runescape gold, fast delivery')).toContain('generic/digital-accounts');
    expect(clauses('Pavos Fortnite', '13500 pavos de fortnite por 50€')).toContain('generic/digital-accounts');
    expect(clauses('Diamantes Free Fire', 'recarga de diamantes free fire, 1000 unidades')).toContain('generic/digital-accounts');
    expect(clauses('UC PUBG', '600 uc pubg mobile para a tua conta')).toContain('generic/digital-accounts');
    expect(clauses('Gemmes Clash of Clans', '14000 gemmes clash of clans livrées sur ton compte')).toContain('generic/digital-accounts');
    expect(clauses('Crediti FIFA', 'crediti fut per ps5, consegna comfort trade')).toContain('generic/digital-accounts');
    expect(clauses('GTA Online Geld', '100 Millionen gta online geld, sicher')).toContain('generic/digital-accounts');
    expect(clauses('Moeda comemorativa FIFA 2006', 'moeda de prata do mundial da Alemanha')).toEqual([]);
    expect(clauses('Álbum FIFA 365', 'cromos e cartas do fifa, coleção quase completa')).toEqual([]);
    expect(clauses('FIFA 23 PS5', 'jogo em disco, como novo')).toEqual([]);
    expect(clauses('Pièces de monnaie anciennes', 'lot de pièces françaises, francs')).toEqual([]);
    expect(clauses('Guia oficial WoW', 'livro guia de world of warcraft, capa dura')).toEqual([]);
    expect(clauses('Gold earrings', '18k gold hoops, hallmarked')).toEqual([]);
    expect(clauses('Diamantes de imitación', 'bolsa de diamantes para manualidades')).toEqual([]);
    expect(clauses('Fortnite camisola', 'camisola oficial fortnite, 12 anos')).toEqual([]);
    expect(clauses('Comfort sofa trade-in', 'sofá de 3 lugares, comfort, troca aceite')).toEqual([]);
    expect(clauses('Monete euro', 'monete da collezione, fior di conio')).toEqual([]);
  });

  it('reads a copy graded triple A or said identical to the genuine goods; leaves listings sharing its words alone', () => {
    expect(clauses('Bolso Louis Vuitton', 'calidad AAA+ igualito al de tienda')).toContain('generic/counterfeits');
    expect(clauses('Borsa Prada', 'qualità tripla A, identica all\'originale')).toContain('generic/counterfeits');
    expect(clauses('Moncler Jacke', 'identisch mit dem Original, Größe L')).toContain('generic/counterfeits');
    expect(clauses('Sapatilhas Balenciaga', 'iguaizinhas às originais, tamanho 42')).toContain('generic/counterfeits');
    expect(clauses('Pilhas AAA Duracell', 'pack de 12 pilhas triple A, validade 2030')).toEqual([]);
    expect(clauses('Bateria compatível iPhone', 'igual à original, 3000 mAh')).toEqual([]);
    expect(clauses('Poster Mona Lisa', 'reprodução idêntica ao original, emoldurado')).toEqual([]);
    expect(clauses('Livro Triple A', 'guia de hotéis triple A de Portugal')).toEqual([]);
    expect(clauses('Filtro compatible Brita', 'igual al original, pack de 3')).toEqual([]);
    expect(clauses('Carregador Samsung original', 'original, igual ao que vem na caixa')).toEqual([]);
    expect(clauses('Chaussures Zara', 'comme neuves, taille 39')).toEqual([]);
    expect(clauses('Lego set 42115', 'complete, identical to the box picture')).toEqual([]);
    expect(clauses('Frigorífico classe A+++', '2 anos de uso, silencioso')).toEqual([]);
  });

  it('reads books and courses sent as files; leaves listings sharing its words alone', () => {
    expect(clauses('Livros de medicina', 'envio por email os pdf de todos os livros do curso')).toContain('generic/pirated-media');
    expect(clauses('Apuntes de oposiciones', 'te paso por whatsapp los temarios en pdf')).toContain('generic/pirated-media');
    expect(clauses('Manuels scolaires', 'je vous envoie les livres en pdf par mail')).toContain('generic/pirated-media');
    expect(clauses('Textbooks bundle', 'I\'ll send the textbooks as pdf files after payment')).toContain('generic/pirated-media');
    expect(clauses('Libri universitari', 'ti mando i libri in pdf su telegram')).toContain('generic/pirated-media');
    expect(clauses('Schulbücher', 'ich schicke dir die Bücher als PDF per Mail')).toContain('generic/pirated-media');
    expect(clauses('Partituras piano', 'mando as partituras em pdf, mais de 300')).toContain('generic/pirated-media');
    expect(clauses('Ebooks romances', '200 ebooks em epub, envio no mesmo dia')).toContain('generic/pirated-media');
    expect(clauses('Cours de piano', 'cours en pdf envoyés par mail')).toContain('generic/pirated-media');
    expect(clauses('Impressora HP', 'envio a fatura em pdf por email')).toEqual([]);
    expect(clauses('Kindle Paperwhite', 'com capa, sem livros')).toEqual([]);
    expect(clauses('My notes bundle', 'my own study notes, written by me, sent as pdf')).toEqual([]);
    expect(clauses('Scanner de documentos', 'digitaliza livros para pdf, 600 dpi')).toEqual([]);
    expect(clauses('Apuntes propios', 'mis apuntes de derecho, propios, te los envío en pdf')).toEqual([]);
    expect(clauses('Ebook reader cover', 'fits kobo, sent by post')).toEqual([]);
  });

  it('reads an object found with a detector or taken from an archaeological site; leaves listings sharing its words alone', () => {
    expect(clauses('Moedas romanas', 'encontrei-as com o meu detetor no campo')).toContain('generic/cultural-heritage');
    expect(clauses('Anillo antiguo', 'lo encontré con el detector en la playa')).toContain('generic/cultural-heritage');
    expect(clauses('Fibule ancienne', 'trouvée au détecteur dans un champ labouré')).toContain('generic/cultural-heritage');
    expect(clauses('Roman brooch', 'dug up with my metal detector last spring')).toContain('generic/cultural-heritage');
    expect(clauses('Punta di lancia', 'trovata col cercametalli vicino al fiume')).toContain('generic/cultural-heritage');
    expect(clauses('Alte Münze', 'mit meinem Metalldetektor gefunden')).toContain('generic/cultural-heritage');
    expect(clauses('Ânfora romana', 'achada numa escavação antiga, tenho mais peças')).toContain('generic/cultural-heritage');
    expect(clauses('Pieza arqueológica', 'cerámica ibérica de un yacimiento')).toContain('generic/cultural-heritage');
    expect(clauses('Objet archéologique', 'tesson gallo-romain, trouvé sur un site archéologique')).toContain('generic/cultural-heritage');
    expect(clauses('Archaeological find', 'bronze age axe head, found on a dig site')).toContain('generic/cultural-heritage');
    expect(clauses('Detetor de metais Garrett', 'com bobina e auscultadores, encontrei muitas moedas com ele')).toEqual([]);
    expect(clauses('Metal detector Minelab', 'barely used, with pinpointer')).toEqual([]);
    expect(clauses('Livro de arqueologia', 'história da península ibérica, capa dura')).toEqual([]);
    expect(clauses('Jogo Indiana Jones', 'jogo de tabuleiro, caça ao tesouro')).toEqual([]);
    expect(clauses('Moedas de euro', 'moedas de coleção compradas no banco')).toEqual([]);
    expect(clauses('Anel de prata', 'encontrei a caixa original, vem com ela')).toEqual([]);
    expect(clauses('Poster Roman Empire', 'map print, framed')).toEqual([]);
    expect(clauses('Carteira perdida? Não', 'carteira nova, comprada na loja')).toEqual([]);
    expect(clauses('Vaso de cerâmica', 'feito por mim na oficina de olaria')).toEqual([]);
  });

  it('reads a medicine said prescription-only or sold without one; melatonin beyond a supplement’s dose; leaves listings sharing its words alone', () => {
    expect(clauses('Comprimidos Xanax', 'só se vendem com receita, tenho 3 caixas')).toContain('generic/medicines');
    expect(clauses('Pastillas para dormir', 'sin receta, 30 comprimidos')).toContain('generic/medicines');
    expect(clauses('Médicament anti-douleur', 'normalement sur ordonnance, boîte de 20 comprimés')).toContain('generic/medicines');
    expect(clauses('Sleeping tablets', 'prescription only, 28 tablets left')).toContain('generic/medicines');
    expect(clauses('Compresse per dormire', 'senza ricetta, 20 compresse')).toContain('generic/medicines');
    expect(clauses('Tabletten gegen Angst', 'verschreibungspflichtig, 20 Tabletten')).toContain('generic/medicines');
    expect(clauses('Melatonina 5 mg', '60 comprimidos, importada')).toContain('generic/medicines');
    expect(clauses('Antibióticos', 'de venta con receta, me sobraron 10 cápsulas')).toContain('generic/medicines');
    expect(clauses('Óculos graduados', 'lentes com receita, armação Ray-Ban')).toEqual([]);
    expect(clauses('Prescription sunglasses', 'prescription lenses fitted, Oakley frame')).toEqual([]);
    expect(clauses('Melatonina 1 mg', 'suplemento, 60 comprimidos')).toEqual([]);
    expect(clauses('Livro de receitas', 'receitas de bolos, 200 páginas')).toEqual([]);
    expect(clauses('Occhiali da sole', 'senza ricetta, lenti polarizzate')).toEqual([]);
    expect(clauses('Recetas de cocina', 'libro de recetas sin gluten')).toEqual([]);
    expect(clauses('Vitamina C', '1000 mg, 60 comprimidos efervescentes, sem receita necessária? suplemento normal')).toEqual([]);
  });

  it('reads a festival wristband issued to a person or already activated; leaves listings sharing its words alone', () => {
    expect(clauses('Pulseira festival 3 dias', 'pulseira já ativada, nominal, não vou poder ir')).toContain('generic/ticket-touting');
    expect(clauses('Pulsera Mad Cool abono', 'pulsera activada a mi nombre, 3 días')).toContain('generic/ticket-touting');
    expect(clauses('Festival wristband', 'weekend wristband already registered in my name')).toContain('generic/ticket-touting');
    expect(clauses('Braccialetto festival', 'braccialetto già attivato, 3 giorni')).toContain('generic/ticket-touting');
    expect(clauses('Festivalbändchen', 'Bändchen bereits aktiviert, 3 Tage')).toContain('generic/ticket-touting');
    expect(clauses('Pulseira Rock in Rio', 'pulseira registada com o meu nome para os 2 dias')).toContain('generic/ticket-touting');
    expect(clauses('Pulsera Primavera Sound', 'pulsera nominativa, fin de semana completo')).toContain('generic/ticket-touting');
    expect(clauses('Wristband for the festival', 'activated wristband, 4 days, can\'t go')).toContain('generic/ticket-touting');
    expect(clauses('Bracelet Hellfest', 'bracelet nominatif activé, pass 3 jours')).toContain('generic/ticket-touting');
    expect(clauses('Pulseira de prata personalizada', 'com o meu nome gravado, nunca usada')).toEqual([]);
    expect(clauses('Pulsera de actividad Xiaomi', 'mi band activada, con cargador')).toEqual([]);
    expect(clauses('Bracelet en or', 'gravé à mon nom, 18 carats')).toEqual([]);
    expect(clauses('Festival poster', 'signed poster from the festival, framed')).toEqual([]);
    expect(clauses('Braccialetto con nome', 'personalizzato, argento 925')).toEqual([]);
    expect(clauses('Pulseira de festival usada', 'recordação dos 3 dias, já não dá para entrar, para coleção? ativada não')).toEqual([]);
    expect(clauses('Fitness wristband', 'activated, syncs with the app, 7 days battery')).toEqual([]);
    expect(clauses('Armband Edelstahl', 'graviert mit meinem Namen')).toEqual([]);
    expect(clauses('Pulsera de tela festival', 'pulsera de tela decorativa, sin chip, para regalar')).toEqual([]);
  });

  it('reads a used catalytic converter taken off a car or without its invoice; leaves listings sharing its words alone', () => {
    expect(clauses('Catalizador BMW', 'catalizador quitado de mi coche al cambiarlo, sin factura')).toContain('generic/catalytic-converters');
    expect(clauses('Pot catalytique', 'pot catalytique démonté de ma voiture, sans facture')).toContain('generic/catalytic-converters');
    expect(clauses('Catalytic converter', 'catalytic converter taken off my car, no receipt')).toContain('generic/catalytic-converters');
    expect(clauses('Catalizzatore Fiat', 'catalizzatore smontato dalla mia auto, senza fattura')).toContain('generic/catalytic-converters');
    expect(clauses('Katalysator VW', 'Katalysator ausgebaut aus meinem Auto, ohne Rechnung')).toContain('generic/catalytic-converters');
    expect(clauses('Catalisadores', 'vários catalisadores sem papéis, preço por peça')).toContain('generic/catalytic-converters');
    expect(clauses('Catalizador de furgoneta', 'catalizador sacado de la furgoneta de la empresa')).toContain('generic/catalytic-converters');
    expect(clauses('Kat Golf 4', 'Kat vom Wagen abmontiert, gebraucht')).toContain('generic/catalytic-converters');
    expect(clauses('Cat converter', 'catalytic converter removed from the van, no paperwork')).toContain('generic/catalytic-converters');
    expect(clauses('Catalisador novo', 'novo na caixa, com fatura')).toEqual([]);
    expect(clauses('Catalizador para laboratorio', 'catalizador de química, 100 g')).toEqual([]);
    expect(clauses('Pot catalytique neuf', 'neuf dans sa boîte, facture fournie')).toEqual([]);
    expect(clauses('Catalytic converter cleaner', 'additive, 500ml, brand new')).toEqual([]);
    expect(clauses('Sonda lambda', 'sonda lambda pós catalisador, usada')).toEqual([]);
    expect(clauses('Kat Katzenkratzbaum', 'Kratzbaum für die Katze, 1,5 m')).toEqual([]);
    expect(clauses('Catalizzatore nuovo', 'nuovo in scatola, mai montato')).toEqual([]);
    expect(clauses('Heat shield', 'catalytic converter heat shield, new')).toEqual([]);
    expect(clauses('Livro de química', 'catalisadores e reações, ensino superior')).toEqual([]);
  });

  it('reads an activation said locked beside a missing password; leaves listings sharing its words alone', () => {
    expect(clauses('iPhone 11', 'ativação bloqueada e sem a senha, para peças')).toContain('generic/stolen-goods');
    expect(clauses('Galaxy S20', 'activación bloqueada, no tengo la contraseña')).toContain('generic/stolen-goods');
    expect(clauses('iPhone 12', 'bloqueio de ativação removido, livre')).toEqual([]);
    expect(clauses('iPad', 'ativação feita, conta apagada, reposto')).toEqual([]);
  });

  it('reads identical to the originals after “aux”, where the title names a maker of copied goods; leaves listings sharing its words alone', () => {
    expect(clauses('Sneakers Nike Dunk', 'identiques aux originales, boîte incluse')).toContain('generic/counterfeits');
    expect(clauses('Filtre à eau Brita', 'identique aux originaux, lot de 3')).toEqual([]);
    expect(clauses('Chaussures Zara', 'identiques aux photos')).toEqual([]);
  });

  it('reads a find from the ground by the detector\'s other German name; leaves a detector sold alone', () => {
    expect(clauses('Alte Münzen', 'Römische Münzen, mit dem Metallsuchgerät auf dem Acker gefunden')).toContain('generic/cultural-heritage');
    expect(clauses('Metallsuchgerät', 'Metallsuchgerät mit Kopfhörer, kaum benutzt')).toEqual([]);
  });
});
