import { writeFileSync } from 'node:fs';
import { listingsFromLines } from './marked-listing.ts';

/*
 * Writes data/listing/validation-eighth.json: an eighth labelled set for issue 19, written by hand
 * in the eighth round before any rule was read or changed in that round. It is a TUNE set whole
 * (`part: "tune"`): every earlier set's tune part already scored 100 %, so this set is the round's
 * only tune signal, aimed at false alarms.
 * About 60 % are clean hard negatives: innocent items that share words with prohibited or restricted
 * ones (kitchen knives, toy and costume weapons, tools with blades, hunting- and fishing-styled
 * clothing, empty perfume bottles and sealed perfume, books and films about drugs, weapons and crime,
 * car parts, baby items, scale replicas and collectibles, empty wine and spirit bottles and racks);
 * handles, @ and payment words used innocently (shop and brand names, "paid through the platform",
 * payment apps refused); numbers that are not phones (part numbers, IMEIs, ISBNs, postcodes,
 * measurements, serials, dates).
 * The rest are real problems of the same families: knives by kind and blade, knuckle dusters,
 * sprays, tasers, replicas and copies, testers and samples, medicines, drugs, animals, used car
 * seats, opened cosmetics, alcohol, phones and e-mails (spelt out too), handles, payment apps, links.
 * PT, ES, FR and EN, some IT and DE. Format as the fifth set (`listingsFromLines`).
 * Frozen: `node tools/bench/src/listing/write-eighth-listing-set.ts`.
 */

const marked = String.raw`
pt ;; olx-pt ;; cozinha ;; 35 ;; Conjunto de facas de cozinha Tramontina ;; Seis facas com cepo de madeira, a faca do chef tem lâmina de 20 cm. Pouco uso, bem afiadas.
pt ;; vinted ;; brinquedos ;; 12 ;; Pistola de água Super Soaker ;; Para a piscina, leva um litro de água. Cores verde e laranja.
pt ;; vinted ;; disfarces ;; 15 ;; Fato de pirata para criança com espada de plástico ;; Tamanho 6-7 anos, usado uma vez no Carnaval.
pt ;; olx-pt ;; livros ;; 8 ;; Livro sobre Pablo Escobar ;; Edição de bolso, bom estado. Conta a história do cartel de Medellín e do tráfico de cocaína nos anos 80.
pt ;; vinted ;; homem ;; 20 ;; Colete de caça camuflado ;; Tamanho L, muitos bolsos, serve para pesca ou caminhadas.
pt ;; vinted ;; beleza ;; 6 ;; Frasco vazio de perfume para coleção ;; Frasco de vidro de 50 ml, vazio, sem caixa. Só decorativo.
pt ;; olx-pt ;; auto ;; 45 ;; Farolins traseiros Renault Clio III ;; Par de farolins originais sem riscos. Referência 8200459960.
pt ;; olx-pt ;; bebé ;; 60 ;; Cadeira de papa Chicco Polly ;; Reclinável, com tabuleiro amovível. Sem defeitos.
pt ;; olx-pt ;; bricolage ;; 70 ;; Berbequim Bosch com bateria ;; Bateria de 18V montada no aparelho, carregador e mala. Funciona na perfeição.
pt ;; vinted ;; mulher ;; 18 ;; Vestido Zara preto ;; Igual ao da campanha que passou no Instagram da marca. Tamanho M, usado duas vezes.
pt ;; olx-pt ;; telemóveis ;; 150 ;; iPhone 11 64GB ;; Bateria a 86%. Pagamento e envio pela OLX, não aceito MB WAY nem transferências.
pt ;; olx-pt ;; colecionismo ;; 40 ;; Maqueta do Titanic ;; Réplica à escala 1:400, montada e pintada à mão. Com base de madeira.
pt ;; vinted ;; criança ;; 10 ;; Disfarce de polícia com algemas de brincar ;; Algemas e crachá de plástico, tamanho 4 anos.
pt ;; olx-pt ;; desporto ;; 30 ;; Cana de pesca Shimano 2,70 m ;; Com carreto. Ofereço anzóis e amostras de pesca.
pt ;; olx-pt ;; música ;; 25 ;; Vinil Xutos & Pontapés ;; Disco de 1987, capa com pequeno desgaste. Dúvidas pelo chat da OLX.
pt ;; olx-pt ;; casa ;; 15 ;; Garrafeira de parede em madeira ;; Leva 12 garrafas de vinho. Vendo sem garrafas.
pt ;; vinted ;; beleza ;; 14 ;; Paleta de sombras nova ;; Selada, nunca aberta. 18 cores.
pt ;; olx-pt ;; ferramentas ;; 25 ;; Machado de rachar lenha Fiskars ;; Cabo em fibra, 60 cm. Para a lareira.
pt ;; olx-pt ;; informática ;; 200 ;; Portátil Lenovo ThinkPad T480 ;; i5, 16 GB, SSD 256 GB. Número de série PF1K7Q2W. Entrego na zona 4050-123.
pt ;; olx-pt ;; casa ;; 90 ;; Sofá de 3 lugares ;; Medidas 210 x 95 x 85 cm. Comprado em 2019 por 690 euros.
pt ;; vinted ;; homem ;; 12 ;; T-shirt com estampa @home ;; Algodão, tamanho S. Estampa da coleção "stay @home" de 2020.
pt ;; olx-pt ;; filmes ;; 10 ;; DVD "Cidade de Deus" ;; Filme sobre o crime e o tráfico nas favelas do Rio. Edição especial com extras.
pt ;; vinted ;; criança ;; 9 ;; Arco e flechas de ventosa ;; Brinquedo para crianças a partir dos 5 anos.
pt ;; olx-pt ;; jardim ;; 35 ;; Tesoura de poda e serrote ;; Para árvores de fruto, lâminas afiadas.
pt ;; olx-pt ;; bebé ;; 120 ;; Carrinho de bebé Bugaboo Fox ;; Com alcofa e cadeira de passeio. Entrego em Braga.
pt ;; olx-pt ;; auto ;; 80 ;; Pneus 205/55 R16 91V ;; Quatro pneus Michelin com 5 mm de piso, DOT 2321.
pt ;; vinted ;; beleza ;; 38 ;; Perfume Jo Malone 100 ml selado ;; Oferta repetida, caixa com celofane.
pt ;; olx-pt ;; colecionismo ;; 20 ;; Garrafa vazia de vinho do Porto de 1960 ;; Garrafa antiga sem conteúdo, com rótulo original. Para decoração.
pt ;; olx-pt ;; telemóveis ;; 60 ;; Telemóvel Samsung Galaxy A12 ;; IMEI 352 841 113 962 047. Desbloqueado.
pt ;; olx-pt ;; livros ;; 12 ;; Livro ISBN 978-972-20-4561-3 ;; Romance policial sobre um assassino em série. Capa mole.
pt ;; olx-pt ;; desporto ;; 50 ;; Marcador de paintball Tippmann ;; Marcador de ar com máscara, para campo de paintball.
pt ;; olx-pt ;; desporto ;; 60 ;; {{restricted_item|Faca de caça}} com lâmina de 22 cm ;; Bainha em couro, aço inoxidável, cabo de madeira.
pt ;; vinted ;; beleza ;; 30 ;; {{prohibited_item|Tester}} Dior Sauvage 100 ml ;; Sem caixa, frasco quase cheio.
pt ;; olx-pt ;; telemóveis ;; 90 ;; Samsung Galaxy A52 ;; Como novo, com capa. Contacto direto {{contact_phone|917 32 45 68}}
pt ;; vinted ;; mulher ;; 25 ;; Mala Michael Kors ;; Se pagares por {{off_platform_payment|MB WAY}} faço desconto.
pt ;; olx-pt ;; brinquedos ;; 20 ;; Lego Star Wars Millennium Falcon ;; Mais fotos no meu insta {{social_handle|@lego.colecao.porto}}
pt ;; vinted ;; homem ;; 40 ;; Ténis Nike Air Force ;; {{prohibited_item|Réplica}} de boa qualidade, ninguém nota a diferença.
pt ;; olx-pt ;; saúde ;; 25 ;; Caixa de {{prohibited_item|Xanax}} 0,5 mg ;; Sobrou do tratamento, caixa fechada.
pt ;; olx-pt ;; colecionismo ;; 35 ;; Caixa de {{prohibited_item|munições}} 9 mm ;; 50 unidades, para colecionador.
pt ;; olx-pt ;; auto ;; 200 ;; Jantes 17 BMW ;; Envia mensagem para {{contact_email|rui.jantes (at) gmail (ponto) com}}
pt ;; vinted ;; bebé ;; 40 ;; {{restricted_item|Cadeira auto}} Bébé Confort usada ;; Grupo 0+, usada com os dois filhos.
pt ;; olx-pt ;; animais ;; 150 ;; {{restricted_item|Gatinhos}} persas ;; Com 10 semanas, desparasitados.
pt ;; vinted ;; beleza ;; 15 ;; Base Estée Lauder Double Wear ;; {{prohibited_item|Aberta e usada}} três vezes, tom errado.
pt ;; olx-pt ;; informática ;; 300 ;; MacBook Air M1 ;; Pagamento por {{off_platform_payment|transferência bancária}} antes do envio.
pt ;; olx-pt ;; bricolage ;; 40 ;; Rebarbadora Makita ;; Liga para {{contact_phone|nove um dois, três quatro cinco, seis sete oito}}
pt ;; vinted ;; mulher ;; 10 ;; Saia plissada ;; Segue-me no tiktok {{social_handle|anita_modas}} para mais peças.
pt ;; olx-pt ;; outros ;; 50 ;; {{prohibited_item|Canábis}} para uso medicinal ;; 10 g, entrego em mão.
es ;; wallapop ;; cocina ;; 40 ;; Juego de cuchillos de cocina Arcos ;; Cuchillo cebollero de 20 cm, de pan y puntilla. Con taco de madera.
es ;; wallapop ;; juguetes ;; 15 ;; Espada láser de Star Wars ;; Con luz y sonido, pilas incluidas.
es ;; wallapop ;; disfraces ;; 12 ;; Disfraz de vaquero con pistola de juguete ;; Talla 8 años. La pistola es de plástico naranja.
es ;; wallapop ;; libros ;; 9 ;; Libro sobre el narcotráfico en Galicia ;; Ensayo periodístico sobre el contrabando y la cocaína en las rías. Buen estado.
es ;; wallapop ;; moda ;; 25 ;; Chaleco de pesca con bolsillos ;; Talla XL, verde caqui. Muy práctico para caza y pesca.
es ;; wallapop ;; móviles ;; 180 ;; Xiaomi Redmi Note 12 ;; Bizum no, solo pago por Wallapop con envío.
es ;; wallapop ;; coleccionismo ;; 30 ;; Botella vacía de whisky para decoración ;; Botella de cristal tallado, sin contenido, con tapón.
es ;; wallapop ;; motor ;; 60 ;; Retrovisor derecho Seat León ;; Referencia 5F0857508. Eléctrico, con intermitente.
es ;; wallapop ;; bebé ;; 80 ;; Silla de paseo Bugaboo Bee ;; Con capota y saco. Entrega en mano en Madrid 28045.
es ;; wallapop ;; bricolaje ;; 45 ;; Motosierra eléctrica Einhell ;; Espada de 35 cm y cadena nueva.
es ;; wallapop ;; ropa ;; 10 ;; Camiseta Pull&Bear ;; La vi en su Instagram y al final no me la pongo. Talla S.
es ;; wallapop ;; electrónica ;; 50 ;; Altavoz JBL Flip 5 ;; Solo acepto el pago de Wallapop, no hago tratos por PayPal.
es ;; generic ;; coleccionismo ;; 25 ;; Réplica a escala del Seat 600 ;; Miniatura de metal 1:18 en su caja original.
es ;; wallapop ;; deporte ;; 35 ;; Arco recurvo para niños ;; Con tres flechas de ventosa y diana.
es ;; wallapop ;; películas ;; 10 ;; DVD Scarface y Blow ;; Películas de narcos, edición especial con extras.
es ;; wallapop ;; cocina ;; 30 ;; Olla exprés WMF 6 litros ;; Con cesta de vapor. Junta cambiada en 2023.
es ;; wallapop ;; telefonía ;; 15 ;; Teléfono fijo inalámbrico Panasonic ;; Con contestador. Modelo KX-TG1611, dos terminales.
es ;; wallapop ;; belleza ;; 45 ;; Perfume Carolina Herrera Good Girl 80 ml ;; Precintado, con ticket de compra.
es ;; wallapop ;; hogar ;; 20 ;; Cuadro "Llámame" de neón ;; Letrero de luz LED para decorar, 40 x 20 cm.
es ;; wallapop ;; coleccionismo ;; 18 ;; Navaja suiza Victorinox pequeña ;; Con tijeras, lima y hoja de 4 cm. Llavero.
es ;; wallapop ;; bebé ;; 25 ;; Trona plegable Ikea ;; Sin arañazos, fácil de limpiar.
es ;; wallapop ;; motor ;; 40 ;; Kit de pastillas de freno Brembo ;; Para Golf VII, referencia P85137. Nuevas en su caja.
es ;; wallapop ;; libros ;; 14 ;; Manual de caza mayor ;; Libro sobre rececho y batidas, con ilustraciones de rifles y calibres.
es ;; wallapop ;; moda ;; 15 ;; Sudadera de la tienda Snipes ;; Comprada en la tienda de Valencia, talla M.
es ;; wallapop ;; electrónica ;; 70 ;; Nintendo Switch Lite ;; Número de serie XKJ70012345678. Con funda.
es ;; wallapop ;; deporte ;; 20 ;; Espinilleras y guantes de boxeo ;; Guantes de 12 oz, poco uso.
es ;; wallapop ;; hogar ;; 12 ;; Set de copas de vino ;; Seis copas de cristal, una con una pequeña marca.
es ;; wallapop ;; coleccionismo ;; 50 ;; {{prohibited_item|Navaja mariposa}} de acero ;; Hoja muy afilada, con funda.
es ;; wallapop ;; belleza ;; 10 ;; Lote de 10 {{prohibited_item|muestras}} de perfume ;; Viales de 2 ml que regalan en las perfumerías.
es ;; wallapop ;; móviles ;; 120 ;; iPhone XR ;; Llámame al {{contact_phone|seis uno dos, treinta y cuatro, cincuenta y seis, setenta y ocho}}
es ;; wallapop ;; ropa ;; 20 ;; Abrigo Mango ;; Escríbeme a {{contact_email|marta.ventas arroba hotmail punto es}}
es ;; wallapop ;; hogar ;; 45 ;; Lámpara de pie ;; Si pagas por {{off_platform_payment|Bizum}} te la dejo en 40.
es ;; wallapop ;; calzado ;; 60 ;; Zapatillas Adidas Samba ;; Más fotos en IG {{social_handle|@zapas_de_marta}}
es ;; wallapop ;; jardín ;; 15 ;; Semillas de {{prohibited_item|marihuana}} feminizadas ;; Sobre de 5 semillas, variedad autofloreciente.
es ;; wallapop ;; seguridad ;; 35 ;; {{prohibited_item|Táser}} de defensa personal ;; Recargable, con linterna.
es ;; wallapop ;; relojes ;; 150 ;; Rolex Daytona {{prohibited_item|réplica}} ;; Calidad alta, caja y papeles.
es ;; generic ;; bebidas ;; 45 ;; Botella de {{restricted_item|ron}} Zacapa 23 ;; Precintada, regalo de empresa.
es ;; wallapop ;; móviles ;; 100 ;; Samsung A34 ;; Escríbeme por aquí {{external_link|wa.me/34611223344}}
es ;; wallapop ;; salud ;; 15 ;; {{prohibited_item|Tramadol}} 50 mg ;; Caja sin abrir.
es ;; wallapop ;; deporte ;; 30 ;; Bicicleta infantil ;; Para más info mándame un whatsapp al {{contact_phone|6 1 4 - 2 2 - 8 9 - 0 1}}
es ;; wallapop ;; animales ;; 200 ;; {{prohibited_item|Cachorros}} de yorkshire ;; Con 2 meses, vacunados y con chip.
es ;; wallapop ;; belleza ;; 12 ;; Crema La Mer ;; {{prohibited_item|Abierta}}, le queda la mitad.
fr ;; vinted ;; cuisine ;; 30 ;; Couteau de chef ;; Lame de 20 cm, manche en hêtre. Couteau de cuisine, très bon état.
fr ;; vinted ;; jouets ;; 10 ;; Pistolet à bulles ;; Fait des bulles de savon, piles fournies.
fr ;; vinted ;; déguisements ;; 15 ;; Déguisement de ninja avec sabre en mousse ;; Taille 10 ans, porté une fois.
fr ;; vinted ;; livres ;; 7 ;; Roman Le Parrain ;; Livre de poche, l'histoire de la mafia new-yorkaise, des armes et de la drogue.
fr ;; vinted ;; homme ;; 22 ;; Veste de chasse kaki ;; Taille 52, imperméable, style campagne.
fr ;; vinted ;; beauté ;; 8 ;; Flacon vide Guerlain ;; Pour collection, sans parfum, avec son bouchon.
fr ;; generic ;; auto ;; 35 ;; Plaquettes de frein pour Peugeot 308 ;; Neuves dans la boîte, réf. P61076.
fr ;; vinted ;; bébé ;; 25 ;; Transat bébé BabyBjörn ;; Housse lavable en machine, très bon état.
fr ;; generic ;; bricolage ;; 40 ;; Scie sauteuse Makita ;; Avec cinq lames, batterie 18V et chargeur.
fr ;; vinted ;; femme ;; 30 ;; Robe Sézane ;; Achetée sur leur site, je suis leur compte Instagram depuis des années.
fr ;; vinted ;; électronique ;; 60 ;; Casque Sony WH-1000XM3 ;; Paiement uniquement via Vinted, pas de Lydia ni de virement.
fr ;; generic ;; collection ;; 45 ;; Figurine Rambo ;; Figurine de 30 cm avec son couteau et son arc d'origine, en plastique.
fr ;; vinted ;; maison ;; 18 ;; Carafe à whisky en cristal ;; Avec quatre verres, vide.
fr ;; vinted ;; enfant ;; 12 ;; Arc et flèches à ventouse ;; Jouet dès 4 ans.
fr ;; generic ;; téléphonie ;; 90 ;; Google Pixel 6 ;; IMEI sur la boîte : 352911074483026. Débloqué tout opérateur.
fr ;; vinted ;; livres ;; 6 ;; L'Art de la guerre ;; Édition poche, annotée.
fr ;; vinted ;; beauté ;; 60 ;; Coffret parfum YSL Libre ;; Neuf sous blister, 90 ml.
fr ;; vinted ;; sport ;; 25 ;; Canne à pêche télescopique ;; 3,60 m, avec moulinet et leurres.
fr ;; vinted ;; films ;; 9 ;; Coffret DVD Narcos ;; Les trois saisons, en français.
fr ;; generic ;; maison ;; 40 ;; Table basse ;; Dimensions 110 x 60 x 45 cm, chêne massif.
fr ;; vinted ;; femme ;; 15 ;; Sac de la boutique Sandro ;; Acheté en boutique à Lyon 69002.
fr ;; generic ;; jardin ;; 55 ;; Débroussailleuse thermique ;; Lame et fil fournis, démarre au quart de tour.
fr ;; vinted ;; enfant ;; 8 ;; Épée de chevalier en bois ;; Avec bouclier, pour jouer.
fr ;; generic ;; auto ;; 120 ;; Jantes alu 16 pouces ;; Entraxe 4x108, pour Citroën C4.
fr ;; vinted ;; beauté ;; 20 ;; Rouge à lèvres Dior neuf ;; Jamais ouvert, encore dans son emballage.
fr ;; vinted ;; homme ;; 30 ;; Polo Lacoste ;; Paiement sécurisé par Vinted, pas d'échange.
fr ;; generic ;; collection ;; 30 ;; Bouteille vide de champagne Dom Pérignon 1990 ;; Pour décoration, sans contenu.
fr ;; generic ;; sécurité ;; 25 ;; {{prohibited_item|Poing américain}} en acier ;; Neuf, finition noire.
fr ;; generic ;; chasse ;; 55 ;; {{restricted_item|Couteau de chasse}} lame 18 cm ;; Avec étui en cuir.
fr ;; vinted ;; beauté ;; 40 ;; {{prohibited_item|Testeur}} Lancôme La Vie est Belle ;; Flacon testeur sans bouchon, 75 ml.
fr ;; vinted ;; femme ;; 35 ;; Manteau Zara ;; Appelle-moi au {{contact_phone|zéro six, douze, trente-quatre, cinquante-six, soixante-dix-huit}}
fr ;; vinted ;; homme ;; 20 ;; Jean Levi's 501 ;; Écris-moi : {{contact_email|julie.b arobase orange point fr}}
fr ;; vinted ;; électronique ;; 80 ;; AirPods Pro ;; Payez par {{off_platform_payment|Lydia}} et je l'envoie demain.
fr ;; vinted ;; femme ;; 12 ;; Top H&M ;; Ajoute-moi sur snap {{social_handle|clara_vtd}} pour d'autres photos.
fr ;; generic ;; sécurité ;; 15 ;; {{prohibited_item|Bombe lacrymogène}} ;; Pour se défendre, 50 ml.
fr ;; vinted ;; femme ;; 70 ;; Sac style Chanel ;; {{prohibited_item|Copie}} parfaite du modèle Timeless.
fr ;; vinted ;; maison ;; 25 ;; Lampe vintage ;; Tout mon stock ici : {{external_link|bit.ly/vente-julie}}
fr ;; generic ;; téléphonie ;; 150 ;; iPhone 12 ;; Contactez-moi au {{contact_phone|+33 6 45 12 78 90}}
fr ;; vinted ;; beauté ;; 20 ;; Fond de teint Fenty ;; {{prohibited_item|Entamé}}, utilisé deux fois.
fr ;; generic ;; santé ;; 30 ;; {{prohibited_item|Viagra}} générique ;; Boîte de 8 comprimés, sans ordonnance.
en ;; ebay ;; kitchen ;; 45 ;; Victorinox chef's knife 20cm ;; Kitchen knife with Fibrox handle, barely used.
en ;; ebay ;; toys ;; 18 ;; Nerf Elite blaster ;; With 20 foam darts, battery free.
en ;; vinted ;; costumes ;; 14 ;; Zombie hunter Halloween costume ;; Comes with a plastic toy rifle, kids size 9-10.
en ;; ebay ;; books ;; 6 ;; Dopesick by Beth Macy ;; Paperback about the opioid crisis. Good condition.
en ;; ebay ;; dvd ;; 25 ;; Breaking Bad complete box set ;; All five seasons on Blu-ray, the meth cooking classic.
en ;; vinted ;; men ;; 35 ;; Wax hunting jacket ;; Size L, classic country style, olive.
en ;; ebay ;; collectibles ;; 20 ;; Empty Tom Ford perfume bottle ;; Decorative only, 50ml, no liquid left.
en ;; ebay ;; car parts ;; 80 ;; Ford Focus Mk3 alternator ;; Part number AV6N-10300-GC, tested working.
en ;; ebay ;; baby ;; 30 ;; Tommee Tippee steriliser ;; Electric, with four bottles.
en ;; ebay ;; tools ;; 55 ;; Hand saw and hatchet set ;; For camping and garden work, sharp.
en ;; vinted ;; women ;; 20 ;; Bershka top ;; Saw it on their TikTok and bought it, size S.
en ;; ebay ;; electronics ;; 120 ;; iPad 9th gen ;; PayPal accepted through eBay checkout only.
en ;; ebay ;; collectibles ;; 40 ;; Die-cast replica Flying Scotsman ;; Hornby, 1:76 scale, boxed.
en ;; generic ;; home ;; 25 ;; Wine rack for 24 bottles ;; Oak, wall mounted.
en ;; ebay ;; sports ;; 25 ;; Fishing tackle box ;; Hooks, weights, spinners and lures included.
en ;; vinted ;; beauty ;; 15 ;; Charlotte Tilbury lipstick ;; Sealed, brand new in box.
en ;; ebay ;; music ;; 15 ;; Guns N' Roses vinyl ;; Appetite for Destruction, original 1987 pressing.
en ;; ebay ;; garden ;; 30 ;; Pruning saw and shears ;; Sharp blades, wooden handles.
en ;; ebay ;; phones ;; 150 ;; Samsung Galaxy S21 ;; Model SM-G991B, IMEI 354987112345671. Call quality perfect.
en ;; ebay ;; books ;; 12 ;; The Anarchist's Tool Chest ;; Woodworking book, ISBN 978-0-9850577-0-7.
en ;; ebay ;; home ;; 60 ;; Bedside table pair ;; 45 x 40 x 60 cm each. Collection from SW1A 1AA.
en ;; vinted ;; kids ;; 10 ;; Pirate costume with cutlass ;; Foam sword, hat and eye patch, age 5-6.
en ;; ebay ;; collectibles ;; 35 ;; Star Wars blaster prop ;; Plastic role-play toy with lights and sounds.
en ;; ebay ;; car parts ;; 45 ;; Child booster cushion, new ;; Unopened, still in the box.
en ;; ebay ;; beauty ;; 50 ;; Chanel No 5 eau de parfum 100ml ;; Sealed in cellophane, unwanted gift.
en ;; vinted ;; men ;; 18 ;; Carhartt hoodie ;; Paid through Vinted only please, no swaps.
en ;; ebay ;; electronics ;; 25 ;; Bluetooth speaker ;; Product code 0123-4567-89, works fine.
en ;; ebay ;; films ;; 8 ;; Scarface DVD ;; Al Pacino gangster classic, 1983.
en ;; ebay ;; sports ;; 90 ;; Archery target boss ;; Foam target for recurve bows, 80cm.
en ;; ebay ;; security ;; 30 ;; {{prohibited_item|Flick knife}} with 4 inch blade ;; Spring assisted, black handle.
en ;; ebay ;; tools ;; 25 ;; {{restricted_item|Machete}} 18 inch ;; Heavy duty, with sheath.
en ;; vinted ;; beauty ;; 20 ;; Perfume {{prohibited_item|samples}} bundle ;; Ten 2ml vials from department stores.
en ;; ebay ;; phones ;; 200 ;; iPhone 13 ;; Text me on {{contact_phone|07700 900 123}} for a quicker deal.
en ;; vinted ;; women ;; 25 ;; Reformation dress ;; Email me: {{contact_email|dave dot sells at yahoo dot co dot uk}}
en ;; ebay ;; electronics ;; 150 ;; PS5 controller bundle ;; Pay by {{off_platform_payment|PayPal friends and family}} to save fees.
en ;; vinted ;; men ;; 60 ;; Jordan 4 trainers ;; More pairs on my insta {{social_handle|@daves_trainers}}
en ;; ebay ;; jewellery ;; 80 ;; Cartier Love bracelet {{prohibited_item|replica}} ;; Gold tone, looks real.
en ;; ebay ;; health ;; 100 ;; {{prohibited_item|Anabolic steroids}} cycle ;; Ten vials, unopened.
en ;; ebay ;; security ;; 15 ;; {{prohibited_item|Pepper spray}} for self defence ;; 40ml canister.
en ;; ebay ;; phones ;; 90 ;; Pixel 7 ;; Message me here {{external_link|https://wa.me/447700900456}}
en ;; vinted ;; beauty ;; 30 ;; Tom Ford foundation ;; {{prohibited_item|Used}} about five times, wrong shade.
en ;; ebay ;; baby ;; 35 ;; {{restricted_item|Used car seat}} Maxi-Cosi ;; Group 1, some marks on the straps.
en ;; ebay ;; tools ;; 70 ;; Dewalt drill ;; Call {{contact_phone|oh seven seven double oh, nine hundred, four five six}}
en ;; generic ;; drink ;; 30 ;; Bottle of {{restricted_item|whisky}} Laphroaig 10 ;; Unopened, 70cl.
it ;; generic ;; cucina ;; 40 ;; Coltello da cucina Zwilling ;; Lama 20 cm da chef, mai usato.
it ;; vinted ;; giochi ;; 8 ;; Pistola ad acqua ;; Per il mare, capienza mezzo litro.
it ;; generic ;; libri ;; 10 ;; Libro Gomorra ;; Sulla camorra e il traffico di droga a Napoli.
it ;; vinted ;; donna ;; 25 ;; Borsa Furla ;; Pagamento solo tramite Vinted, niente PayPal.
it ;; generic ;; telefonia ;; 120 ;; Samsung A54 ;; Chiamami al {{contact_phone|tre tre tre, uno due tre, quattro cinque sei sette}}
it ;; generic ;; collezionismo ;; 40 ;; {{prohibited_item|Coltello a scatto}} ;; Lama 9 cm, apertura automatica.
it ;; vinted ;; bellezza ;; 25 ;; {{prohibited_item|Tester}} profumo Armani Sì ;; 100 ml senza scatola.
de ;; generic ;; küche ;; 50 ;; Küchenmesser-Set WMF ;; Fünf Messer im Block, Kochmesser 20 cm Klinge.
de ;; generic ;; spielzeug ;; 10 ;; Wasserpistole ;; Für den Sommer, fast neu.
de ;; generic ;; bücher ;; 8 ;; Buch über die Drogenszene in Berlin ;; Taschenbuch über Heroin und Drogen in den Siebzigern.
de ;; generic ;; werkzeug ;; 35 ;; Handbeil und Säge ;; Für Garten und Brennholz, scharf.
de ;; generic ;; sicherheit ;; 20 ;; {{prohibited_item|Schlagring}} aus Stahl ;; Neu, schwarz.
de ;; generic ;; elektronik ;; 80 ;; Kopfhörer Bose QC35 ;; Bezahlung per {{off_platform_payment|PayPal Freunde}} bitte.
de ;; generic ;; mode ;; 15 ;; Pullover ;; Schreib mir auf Insta {{social_handle|@lena.kleiderkiste}}
`;

const out = listingsFromLines(marked, 'eighth').map((listing) => ({ ...listing, part: 'tune' as const }));

writeFileSync(new URL('../../data/listing/validation-eighth.json', import.meta.url), `${JSON.stringify(out, null, 1)}\n`);
const clean = out.filter((l) => l.labels.length === 0).length;
console.log(`${out.length} listings (${clean} clean), ${out.filter((l) => l.part === 'tune').length} tune, ${out.reduce((n, l) => n + l.labels.length, 0)} labels`);
