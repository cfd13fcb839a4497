import { writeFileSync } from 'node:fs';
import { listingsFromLines } from './marked-listing.ts';

/*
 * Writes data/listing/validation-ninth.json: a ninth labelled set for issue 19, written by hand in
 * the ninth round before any rule was read or changed in that round, as a sample of what a general
 * second-hand marketplace sees, not aimed at any rule. It is a TUNE set whole (`part: "tune"`):
 * about two thirds clean listings written the way ordinary sellers write (rambling descriptions,
 * emoji, shop talk, shipping and payment that stay on the platform, social words in ordinary
 * senses, measurements, serials, years, sizes, phone models, prices) across fashion, electronics,
 * home, sports, baby, books, tools, vehicle parts, beauty, collectibles, instruments, garden and
 * pet accessories; the rest real problems of every kind. PT, ES, FR, EN, some IT and DE.
 * Same line format as the fourth to eighth sets (see `listingsFromLines`).
 * Run: `node --conditions=@circular/source tools/bench/src/listing/write-ninth-listing-set.ts`.
 */
const marked = `
pt ;; vinted ;; moda mulher ;; 18 ;; Casaco de ganga Zara tamanho M 💙 ;; Olá! Vendo este casaco de ganga da Zara que já não me serve 😅 usei poucas vezes, está como novo, sem manchas nem buracos. Medidas: ombro a ombro 42 cm, comprimento 60 cm. Envio por Vinted com o envio normal, pago pela plataforma e fica tudo protegido. Faço desconto se levarem mais peças do meu roupeiro!
pt ;; olx-pt ;; telemóveis ;; 320 ;; iPhone 12 Pro 128GB azul pacífico ;; Vendo iPhone 12 Pro 128 GB, bateria a 86 %, sempre com capa e película. Tem um risquinho quase invisível no canto. Vai com caixa original e cabo. IMEI disponível para verificar a pedido através do chat da OLX. Entrego em mão em Braga ou envio com OLX Entregas.
pt ;; olx-pt ;; casa e jardim ;; 60 ;; Mesa de centro em carvalho maciço ;; Mesa de centro feita por um carpinteiro nos anos 90, 110 x 60 x 45 cm. Tem marcas de uso normais, nada de grave. Só levantamento em Setúbal, não faço envios porque é muito pesada 🙏
pt ;; vinted ;; bebé ;; 12 ;; Lote 8 bodies bebé 0-3 meses ;; Lote de bodies de algodão (Zippy, Primark e H&M), alguns nunca usados ainda com etiqueta. Lavados com detergente para bebé. Aceito propostas pelo chat da Vinted 😊
pt ;; olx-pt ;; livros ;; 7 ;; Os Maias - Eça de Queirós, edição Livros do Brasil ;; Edição de 1985, páginas amareladas mas completo. Ótimo para o secundário. Pagamento pela plataforma ou em mão no Porto (Boavista).
pt ;; olx-pt ;; ferramentas ;; 85 ;; Berbequim Bosch GSB 18V com 2 baterias ;; Berbequim com percussão, 2 baterias de 2.0Ah e carregador, mala original. Funciona na perfeição, vendo porque recebi um novo no Natal. Número de série na foto.
pt ;; olx-pt ;; peças auto ;; 40 ;; Farol esquerdo Renault Clio IV 2016 ;; Farol original, referência 260600178R, sem riscos nem fissuras, suportes todos inteiros. Serve Clio IV de 2012 a 2016. Envio com OLX Entregas, bem embalado.
pt ;; vinted ;; beleza ;; 15 ;; Creme Nivea + sérum The Ordinary por abrir ;; Os dois selados, comprei a mais. Sérum niacinamida 30 ml e creme de 50 ml, validade 2027. Desconto de 10 % em lotes. Envio por Vinted.
pt ;; olx-pt ;; desporto ;; 250 ;; Bicicleta BTT Btwin Rockrider ST 540 tamanho L ;; Roda 29, travões de disco hidráulicos, grupo Shimano Deore 10v. Revisão feita em março de 2024. Vendo porque passei para estrada. Pode experimentar antes de comprar, zona de Leiria.
pt ;; olx-pt ;; instrumentos musicais ;; 180 ;; Guitarra acústica Yamaha F310 + capa ;; Guitarra em ótimo estado, cordas novas (D'Addario), capa acolchoada e afinador. Ideal para quem está a começar. Contacto apenas pelo chat da OLX, respondo rápido.
pt ;; olx-pt ;; colecionismo ;; 30 ;; Caderneta Panini Mundial 2006 completa ;; Caderneta completa, todos os cromos colados, capa com algum desgaste. Para colecionadores. Aceito trocas por cromos do Euro 2004.
pt ;; vinted ;; homem ;; 25 ;; Sapatilhas Nike Air Force 1 tamanho 43 ;; Originais, compradas na Sport Zone (tenho talão). Usadas umas 5 vezes, sola impecável. Envio por Vinted 📦
pt ;; olx-pt ;; animais ;; 20 ;; Transportadora para gato tamanho M ;; Transportadora de plástico com porta metálica, 48 x 32 x 30 cm. O meu gato odiava 😹 por isso está quase nova.
pt ;; olx-pt ;; jardim ;; 45 ;; Corta-relva elétrico Einhell 1400W ;; Largura de corte 36 cm, saco de recolha de 38 L. Funciona bem, só tem o saco um bocado gasto. Entrego na zona de Aveiro.
pt ;; olx-pt ;; informática ;; 95 ;; Monitor LG 27" IPS Full HD ;; Monitor LG 27MP59G, 75Hz, sem pixeis mortos. Vai com cabo HDMI. Tenho a fatura de 2021 da Worten. Pagamento pela plataforma, envio OLX Entregas.
pt ;; vinted ;; mulher ;; 10 ;; Vestido floral Mango XS ;; Vestido de verão com estampa de flores, forro, fecho atrás. Para quem me segue: faço sempre pacotes com desconto! Vejam o meu perfil 😍
pt ;; olx-pt ;; consolas ;; 210 ;; PlayStation 4 Pro 1TB + 2 comandos + FIFA 23 ;; Consola a funcionar a 100 %, limpa por dentro há 2 meses (pasta térmica nova). Inclui 2 comandos originais e o jogo. Conta PSN não incluída, claro.
pt ;; olx-pt ;; bebé ;; 70 ;; Carrinho de bebé Bébé Confort trio ;; Alcofa, cadeira de passeio e saco. Tudo lavado e a funcionar. Levantamento em Lisboa (Alvalade).
pt ;; olx-pt ;; música ;; 12 ;; CD Amália Rodrigues - Coleção ;; 3 CDs em caixa, estado impecável. Envio com portes pagos pelo comprador através da OLX.
pt ;; vinted ;; acessórios ;; 8 ;; Capa para Samsung Galaxy S21 ;; Capa em silicone rosa, nunca usada. Também tenho para iPhone 13 no meu perfil.
pt ;; olx-pt ;; casa ;; 35 ;; Máquina de café Delta Q Qool ;; Funciona muito bem, descalcificada. Ofereço 20 cápsulas. Entrego em mão em Coimbra ou envio pela OLX.
pt ;; olx-pt ;; peças auto ;; 150 ;; Jantes 17" BBS com pneus ;; 4 jantes 5x112, pneus Michelin com 5 mm de piso. Servem VW Golf, Audi A3, Seat Leon. Só levantamento.
pt ;; olx-pt ;; telemóveis ;; 140 ;; Xiaomi Redmi Note 12 Pro 256GB ;; Comprado em 2023, com garantia até 2026. Sem riscos. Vai com carregador rápido de 67W. Se tiver dúvidas mande mensagem aqui pela OLX.
pt ;; vinted ;; livros ;; 5 ;; Livro "Como fazer amigos e influenciar pessoas" ;; Dale Carnegie, edição de bolso, sublinhado a lápis nalgumas páginas.
pt ;; olx-pt ;; desporto ;; 15 ;; Halteres 2 x 5 kg ;; Halteres de neopreno, pouco usados. Zona de Faro, entrego em mão.
pt ;; olx-pt ;; telemóveis ;; 380 ;; Samsung Galaxy S23 como novo ;; Interessados liguem para {{contact_phone|nove um dois, três quatro cinco, seis sete oito}} que aqui não respondo.
pt ;; vinted ;; mulher ;; 20 ;; Mala Michael Kors ;; Para mais fotos manda mensagem para {{contact_email|rita.vendas arroba gmail ponto com}}
pt ;; olx-pt ;; informática ;; 300 ;; MacBook Air M1 ;; Prefiro pagamento por {{off_platform_payment|MB WAY}} e entrego em mão, poupamos as taxas.
pt ;; vinted ;; homem ;; 30 ;; Camisola Ralph Lauren ;; Tenho mais coisas na minha loja, sigam {{social_handle|@armario_do_tiago}} no insta 😉
pt ;; olx-pt ;; moda ;; 60 ;; Ténis Balenciaga Triple S ;; Modelo {{prohibited_item|réplica 1:1}}, qualidade top, ninguém nota a diferença.
pt ;; olx-pt ;; desporto ;; 90 ;; {{restricted_item|Pistola de ar comprimido}} 4,5 mm ;; Com mira e chumbos. Potência 7,5 J.
pt ;; olx-pt ;; saúde ;; 25 ;; {{prohibited_item|Ozempic}} 1 mg caneta ;; Caneta nova, sobrou do meu tratamento, guardada no frigorífico.
pt ;; olx-pt ;; casa ;; 100 ;; Frigorífico Bosch ;; Pagamento adiantado por transferência para o {{iban|PT50 0002 0123 1234 5678 9015 4}} e depois envio.
pt ;; olx-pt ;; consolas ;; 150 ;; Nintendo Switch ;; Vê mais fotos em {{external_link|bit.ly/switch-venda}}
pt ;; vinted ;; beleza ;; 30 ;; Perfume Dior Sauvage {{prohibited_item|tester}} 100 ml ;; Frasco sem tampa, usado só para experimentar.
pt ;; olx-pt ;; telemóveis ;; 90 ;; Apple Watch SE ;; Manda mensagem para o {{contact_phone|+351 934 567 812}}
pt ;; vinted ;; mulher ;; 15 ;; Blusa Shein ;; Não compres aqui, faço mais barato no {{external_link|wa.me/351912345678}}
pt ;; olx-pt ;; ferramentas ;; 40 ;; Motosserra Stihl ;; Pagamento por {{off_platform_payment|transferência bancária}} antes do envio.
pt ;; olx-pt ;; outros ;; 25 ;; {{prohibited_item|Vape descartável}} 10000 puffs ;; Vários sabores, novos.
pt ;; vinted ;; homem ;; 15 ;; Boné New Era ;; fala cmg no {{contact_phone|nove três 4 cinco 6 sete oito 9 0}}
es ;; wallapop ;; moda ;; 15 ;; Chaqueta vaquera Levi's talla M ;; Hola!! Vendo chaqueta vaquera de Levi's, la he usado poco porque me queda grande 😅 Está en perfecto estado, sin manchas. Acepto ofertas por chat de Wallapop y hago envíos con Wallapop Envíos, pago protegido.
es ;; wallapop ;; móviles ;; 290 ;; iPhone 13 128 GB Medianoche ;; Batería al 89 %, siempre con funda y protector. Libre de fábrica. Factura de MediaMarkt de 2022. Envío por Wallapop o entrega en mano en Valencia centro.
es ;; wallapop ;; hogar ;; 120 ;; Sofá cama IKEA Friheten gris ;; Medidas 230 x 151 x 66 cm, con arcón. Tiene algún rasguño del gato en el lateral (foto 4). Hay que desmontarlo y recogerlo en Getafe, tercer piso sin ascensor 💪
es ;; wallapop ;; bebé ;; 80 ;; Trona Stokke Tripp Trapp natural ;; Con baby set y bandeja. Madera en buen estado, algo de uso. Se puede ver en Zaragoza.
es ;; wallapop ;; libros ;; 6 ;; Cien años de soledad - García Márquez ;; Edición de bolsillo de Debolsillo, como nueva. Si compras 3 libros de mi perfil te hago precio.
es ;; wallapop ;; bricolaje ;; 60 ;; Sierra de calar Makita 4329 ;; 450 W, con 5 hojas y maletín. Funciona perfecta. Solo la usé para montar una cocina.
es ;; wallapop ;; motor ;; 35 ;; Retrovisor derecho Seat Ibiza 6J ;; Eléctrico, color blanco, referencia 6J1857508. Envío por Wallapop, lo embalo bien.
es ;; wallapop ;; belleza ;; 25 ;; Secador Remington + plancha ;; Secador 2200 W y plancha de cerámica, funcionan los dos. Vendo porque me he comprado un Dyson.
es ;; wallapop ;; deporte ;; 180 ;; Bicicleta de carretera Orbea Avant talla 53 ;; Grupo Shimano Tiagra, ruedas Mavic Aksium. Revisada en taller hace un mes. Se puede probar en Vitoria.
es ;; wallapop ;; instrumentos ;; 350 ;; Teclado Roland FP-30X con soporte ;; Piano digital de 88 teclas, incluye pedal y soporte original. Perfecto para estudiar, muy poco uso.
es ;; wallapop ;; coleccionismo ;; 45 ;; Lote de 20 monedas de 2 euros conmemorativas ;; Monedas de varios países (Alemania, Italia, Portugal...), sin circular. Las mando en cápsulas.
es ;; wallapop ;; moda ;; 30 ;; Zapatillas Adidas Samba talla 40 ;; Originales, compradas en la web de Adidas. Usadas 3 veces, las vendo porque me quedan pequeñas. Mando por Wallapop 📦
es ;; wallapop ;; mascotas ;; 15 ;; Rascador para gatos 120 cm ;; Tres alturas, con casita y hamaca. Mis gatos ya no le hacen caso 🙄 Recogida en Sevilla.
es ;; wallapop ;; jardín ;; 40 ;; Cortasetos eléctrico Black+Decker ;; Cuchilla de 50 cm, 500 W. Funciona bien. Precio negociable.
es ;; wallapop ;; informática ;; 450 ;; Portátil ASUS TUF Gaming F15 ;; i7-11800H, RTX 3050, 16 GB RAM, SSD 512 GB. Número de serie en la pegatina de abajo. Tiene garantía hasta 2025.
es ;; wallapop ;; consolas ;; 25 ;; Juego Zelda Breath of the Wild Switch ;; Como nuevo. También tengo Mario Kart 8 en mi perfil, si coges los dos te los dejo en 45 €.
es ;; generic ;; hogar ;; 20 ;; Lámpara de pie estilo nórdico ;; Altura 150 cm, bombilla E27 incluida. La vendo porque me mudo. Pago en mano al recoger.
es ;; wallapop ;; moda ;; 12 ;; Camiseta "Follow the sun" de Pull&Bear ;; Talla S, blanca con letras. Nunca puesta.
es ;; wallapop ;; bebé ;; 10 ;; Libros de tela para bebé ;; 4 libros blanditos, lavables. Perfectos para los primeros meses.
es ;; wallapop ;; móviles ;; 12 ;; Cargador Samsung 25 W original ;; Con cable USB-C a USB-C. Compatible con Galaxy S20, S21, S22.
es ;; wallapop ;; coleccionismo ;; 60 ;; Figura Funko Pop Star Wars Boba Fett 08 ;; Primera edición, caja con pequeño golpe en la esquina. Para coleccionistas.
es ;; wallapop ;; motor ;; 90 ;; Baúl moto Givi 45 litros ;; Con placa de anclaje universal y llaves. Algún arañazo.
es ;; wallapop ;; deporte ;; 70 ;; Tabla de surf 6'2 ;; Tabla de epoxi 6'2" x 20" x 2 1/2", 32 litros. Con quillas FCS y funda. En Zarautz.
es ;; wallapop ;; hogar ;; 45 ;; Robot de cocina Lidl Monsieur Cuisine ;; El de Lidl, funciona perfecto, con todos los accesorios. Recogida en Málaga o envío con Wallapop.
es ;; wallapop ;; belleza ;; 18 ;; Paleta Huda Beauty sin abrir ;; Regalo que no uso, precintada. Pago por la app, nada de Bizum por favor, que luego hay líos.
es ;; wallapop ;; móviles ;; 200 ;; Samsung Galaxy S22 ;; Hazme un {{off_platform_payment|Bizum}} y te lo mando hoy mismo.
es ;; wallapop ;; moda ;; 40 ;; Bolso Louis Vuitton Neverfull ;; {{prohibited_item|Réplica}} de calidad AAA, con dust bag.
es ;; wallapop ;; consolas ;; 250 ;; PS5 digital ;; Escríbeme al {{contact_phone|seis uno dos 34 56 78}} por whatsapp que aquí no miro.
es ;; wallapop ;; informática ;; 100 ;; Tablet Lenovo ;; Más info en {{contact_email|javi.ventas(at)hotmail(dot)es}}
es ;; wallapop ;; moda ;; 10 ;; Vestido Zara ;; Tengo muchas más cosas en mi tienda de insta {{social_handle|@ropa_de_lucia}} 💕
es ;; wallapop ;; deporte ;; 60 ;; {{prohibited_item|Navaja automática}} de resorte ;; Hoja de 11 cm, nueva.
es ;; generic ;; hogar ;; 300 ;; Lavadora Balay ;; Transferencia al {{iban|ES91 2100 0418 4502 0005 1332}} y la llevo.
es ;; wallapop ;; motor ;; 80 ;; Centralita motor ;; Mira mi catálogo completo en {{external_link|www.desguacesmiguel.es}}
es ;; wallapop ;; salud ;; 20 ;; {{prohibited_item|Viagra}} genérico 100 mg ;; Caja de 10 pastillas.
es ;; wallapop ;; móviles ;; 150 ;; iPhone 11 ;; Llámame al {{contact_phone|+34 612 98 76 54}}
es ;; wallapop ;; moda ;; 20 ;; Sudadera ;; Pago por {{off_platform_payment|PayPal amigos}} y te ahorras la comisión.
es ;; wallapop ;; coleccionismo ;; 50 ;; {{prohibited_item|Marfil}} tallado antiguo ;; Figura de elefante de 10 cm.
es ;; wallapop ;; electrónica ;; 30 ;; Altavoz JBL ;; Añádeme en telegram {{social_handle|@jbl_outlet_es}} y te paso precio.
fr ;; vinted ;; femme ;; 14 ;; Pull en laine Sézane taille 38 ;; Coucou ! Je vends ce pull tout doux de chez Sézane, porté quelques fois seulement, aucune bouloche. Envoi via Vinted avec Mondial Relay 📦 Je fais des lots, n'hésitez pas à regarder mon dressing 😊
fr ;; generic ;; téléphonie ;; 260 ;; iPhone 12 64 Go blanc ;; Batterie 88 %, débloqué tout opérateur, toujours avec coque. Facture Fnac de 2021. Remise en main propre sur Lyon 7e ou envoi sécurisé par la plateforme.
fr ;; generic ;; maison ;; 80 ;; Commode 3 tiroirs en pin ;; Dimensions 80 x 45 x 90 cm. Quelques traces d'usage. À récupérer à Nantes, je peux aider à charger.
fr ;; vinted ;; enfant ;; 20 ;; Lot vêtements bébé 6 mois garçon ;; 15 pièces (Petit Bateau, Kiabi, Okaïdi), bon état général. Envoi Vinted.
fr ;; generic ;; livres ;; 25 ;; Intégrale Astérix 10 albums ;; Albums cartonnés des années 80, couvertures un peu abîmées. Paiement sécurisé via le site.
fr ;; generic ;; bricolage ;; 70 ;; Perceuse visseuse DeWalt 18V ;; Avec 2 batteries et chargeur, coffret TSTAK. Très peu servi.
fr ;; generic ;; auto-moto ;; 120 ;; Pneus hiver Michelin Alpin 205/55 R16 ;; Lot de 4, 6 mm de gomme, DOT 2021. À venir chercher à Grenoble.
fr ;; vinted ;; beauté ;; 30 ;; Coffret Yves Rocher neuf ;; Coffret cadeau jamais ouvert, sous blister. Idée cadeau 🎁
fr ;; generic ;; sport ;; 150 ;; Vélo de ville Décathlon Elops 520 ;; Taille M, 6 vitesses, panier et antivol inclus. Révisé chez Décathlon en 2024.
fr ;; generic ;; instruments ;; 200 ;; Guitare électrique Fender Squier Stratocaster ;; Avec ampli 15 W et câble. Quelques pains sur le corps, joue très bien.
fr ;; generic ;; collection ;; 15 ;; Lot de 50 timbres France 1960-1970 ;; Timbres oblitérés, classés dans un petit album.
fr ;; vinted ;; homme ;; 35 ;; Baskets New Balance 574 pointure 42 ;; Originales, achetées sur le site officiel. Portées une saison. Je réponds vite aux messages sur Vinted !
fr ;; generic ;; animaux ;; 25 ;; Aquarium 60 litres avec filtre ;; Vendu vide (sans poissons), avec chauffage et éclairage LED. 61 x 31 x 36 cm.
fr ;; generic ;; jardin ;; 50 ;; Salon de jardin 4 chaises ;; Table en résine 120 cm + 4 chaises. Un peu décoloré par le soleil.
fr ;; generic ;; informatique ;; 90 ;; Disque dur externe WD 4 To ;; Formaté, aucun secteur défectueux. Câble USB 3.0 fourni. Numéro de série WX12A3456789.
fr ;; vinted ;; femme ;; 9 ;; T-shirt "Like & Share" ;; T-shirt humoristique taille M, imprimé réseaux sociaux. Comme neuf.
fr ;; generic ;; consoles ;; 180 ;; Nintendo Switch OLED blanche ;; Achetée en 2022, avec dock et Joy-Con. Pas de jeux. Paiement sécurisé sur le site uniquement 👍
fr ;; generic ;; maison ;; 12 ;; Service à café 6 tasses Villeroy & Boch ;; Porcelaine, aucun éclat. Un souvenir de ma grand-mère.
fr ;; generic ;; bébé ;; 90 ;; Poussette Yoyo Babyzen ;; Pliage compact, habillage noir. Roues un peu usées. Remise en main propre Paris 15.
fr ;; generic ;; auto-moto ;; 25 ;; Autoradio Pioneer Bluetooth ;; Modèle MVH-S120UB, avec façade. Fonctionne très bien.
fr ;; vinted ;; accessoires ;; 40 ;; Montre Casio G-Shock GA-2100 ;; Boîte et papiers, bracelet résine noir. Pile changée en janvier.
fr ;; generic ;; livres ;; 8 ;; Guide du routard Japon 2023 ;; Quelques annotations au crayon. Pratique pour préparer un voyage.
fr ;; generic ;; téléphonie ;; 300 ;; Samsung S23 ;; Contactez-moi au {{contact_phone|zéro six douze 34 56 78}}
fr ;; vinted ;; femme ;; 25 ;; Robe Maje ;; Paiement {{off_platform_payment|Lydia}} possible pour éviter les frais.
fr ;; generic ;; informatique ;; 400 ;; PC gamer ;; Écrivez-moi sur {{contact_email|kevin.pc@gmail.com}}
fr ;; vinted ;; homme ;; 50 ;; Survêtement Nike Tech ;; Qualité {{prohibited_item|copie}} premium, taille L.
fr ;; generic ;; sport ;; 150 ;; {{restricted_item|Arbalète}} 150 lbs ;; Avec 6 carreaux et viseur.
fr ;; generic ;; maison ;; 30 ;; Pot de fleurs ;; Plus d'infos sur {{external_link|mon-brocante point fr}}
fr ;; vinted ;; beauté ;; 15 ;; Parfum Dior ;; {{prohibited_item|Échantillons}} Dior 10 x 1 ml.
fr ;; generic ;; électronique ;; 60 ;; Enceinte Marshall ;; Suivez-moi sur snap {{social_handle|marshall.deals75}}
fr ;; generic ;; collection ;; 20 ;; {{prohibited_item|Poing américain}} ;; En acier, neuf.
fr ;; generic ;; auto-moto ;; 40 ;; Pièces Peugeot 208 ;; Virement sur {{iban|FR76 3000 6000 0112 3456 7890 189}} avant envoi.
fr ;; generic ;; consoles ;; 120 ;; Switch ;; WhatsApp : {{contact_phone|+33 6 12 34 56 78}}
fr ;; vinted ;; femme ;; 12 ;; Top ;; Paiement par {{off_platform_payment|virement Revolut}} svp.
en ;; ebay ;; clothing ;; 22 ;; Barbour waxed jacket size 40 ;; Classic Bedale, re-waxed last winter, a bit of wear on the cuffs (see pics). Lovely jacket, just doesn't fit me anymore. Posting with eBay tracked delivery, payment through eBay only please.
en ;; ebay ;; phones ;; 180 ;; Google Pixel 7 128GB Obsidian unlocked ;; Battery health good, screen protector fitted since day one. Comes with original box, no charger. IMEI can be checked via the message button.
en ;; generic ;; furniture ;; 40 ;; IKEA Kallax 4x4 shelf unit white ;; 147 x 147 cm. Already dismantled, all screws in a bag. Collection only from Leeds LS6.
en ;; ebay ;; baby ;; 25 ;; Sophie la girafe + Lamaze toys bundle ;; All washed, smoke and pet free home. Great for teething babies.
en ;; ebay ;; books ;; 15 ;; Harry Potter box set paperbacks ;; All 7 books, spines creased from reading but complete. Bloomsbury 2014 edition.
en ;; ebay ;; tools ;; 95 ;; Milwaukee M18 impact driver body only ;; M18 FID2, works perfectly, a few scuffs. No battery. Serial number visible in photos.
en ;; ebay ;; car parts ;; 55 ;; BMW E90 3 series front brake discs and pads ;; Brembo, OE ref 34116854996, brand new in box, wrong size for my car.
en ;; generic ;; beauty ;; 12 ;; Charlotte Tilbury lipstick Pillow Talk new ;; Unused, still sealed, unwanted gift. Happy to combine postage.
en ;; ebay ;; sports ;; 60 ;; Wilson tennis racket Pro Staff 97 ;; Grip size 2, restrung in May. Comes with cover. Cheers for looking 👍
en ;; generic ;; instruments ;; 120 ;; Yamaha YAS-280 alto saxophone ;; Student sax, recently serviced, with case, strap and reeds. Pick up from Bristol or courier via the site.
en ;; ebay ;; collectibles ;; 30 ;; Pokémon cards bundle 100+ with holos ;; Mixed sets from 2020-2023, a few reverse holos. Kids grew out of them.
en ;; ebay ;; clothing ;; 35 ;; Dr Martens 1460 boots UK 6 ;; Cherry red, broken in, lots of life left.
en ;; generic ;; pets ;; 18 ;; Large dog crate 42" ;; Two doors, folds flat, tray included. Our lab has outgrown it! Collection from Reading.
en ;; generic ;; garden ;; 70 ;; Flymo lawnmower 38 cm ;; Electric, grass box included, blades sharpened. Works fine.
en ;; ebay ;; computing ;; 240 ;; Dell XPS 13 9310 i7 16GB 512GB ;; Factory reset, Windows 11 activated. Small dent on lid. Charger included. Payment via eBay checkout.
en ;; ebay ;; clothing ;; 10 ;; "Follow me" slogan tee ;; Size M, black, printed arrow design. Worn once.
en ;; generic ;; video games ;; 30 ;; Xbox controller Series X ;; Carbon black, no stick drift. Batteries not included.
en ;; ebay ;; collectibles ;; 45 ;; Vintage Star Wars Kenner figure 1983 ;; Return of the Jedi, loose, complete with blaster. Check my other listings for more.
en ;; generic ;; home ;; 25 ;; Le Creuset casserole dish 24 cm ;; Volcanic orange, some staining inside but still cooks great.
en ;; ebay ;; car parts ;; 20 ;; Ford Fiesta Mk7 wing mirror cover ;; Passenger side, Panther black. Part number 1768357.
en ;; generic ;; baby ;; 50 ;; Chicco Next2Me bedside crib ;; Mattress included (new). Adjustable height. Message me here with any questions.
en ;; ebay ;; phones ;; 15 ;; Case for iPhone 15 Pro Max ;; Clear MagSafe case, brand new.
en ;; ebay ;; phones ;; 400 ;; iPhone 14 Pro ;; Text me on {{contact_phone|07700 900 123}} for a quicker reply.
en ;; generic ;; clothing ;; 20 ;; Stone Island jumper ;; Pay by {{off_platform_payment|bank transfer}} and I'll knock a tenner off.
en ;; ebay ;; computing ;; 500 ;; Gaming PC ;; Email {{contact_email|dan dot pcbuilds at outlook dot com}}
en ;; generic ;; sports ;; 80 ;; {{restricted_item|Hunting knife}} 8 inch blade ;; Full tang, leather sheath.
en ;; ebay ;; clothing ;; 30 ;; Nike Dunk Low ;; These are {{prohibited_item|mirror quality replica}}, can't tell the difference.
en ;; generic ;; electronics ;; 45 ;; Bose speaker ;; Check my depop {{social_handle|@techbits_uk}} for more.
en ;; generic ;; home ;; 15 ;; Scented candles ;; Full range on {{external_link|https://candlecorner.co.uk}}
en ;; ebay ;; health ;; 30 ;; {{prohibited_item|Diazepam}} 10mg x 28 ;; Unopened pack.
en ;; generic ;; collectibles ;; 100 ;; {{prohibited_item|Taser}} 5 million volts ;; Rechargeable, with holster.
en ;; generic ;; furniture ;; 60 ;; Chest of drawers ;; {{off_platform_payment|PayPal F&F}} only, no notes.
en ;; ebay ;; phones ;; 300 ;; Galaxy S24 ;; WhatsApp {{contact_phone|+44 7911 123456}}
en ;; generic ;; tools ;; 200 ;; Makita tool set ;; Payment to {{iban|GB29 NWBK 6016 1331 9268 19}} before collection.
it ;; generic ;; abbigliamento ;; 20 ;; Giacca di pelle taglia 46 ;; Giacca in vera pelle, usata poco, nessun difetto. Spedizione tramite la piattaforma con pagamento protetto 😊
it ;; generic ;; elettronica ;; 70 ;; Cuffie Sony WH-1000XM3 ;; Funzionano perfettamente, cuscinetti un po' consumati. Con custodia e cavo.
it ;; generic ;; casa ;; 30 ;; Moka Bialetti 6 tazze + macinacaffè ;; Tutto in buone condizioni. Ritiro a Bologna.
it ;; generic ;; sport ;; 40 ;; Scarponi da sci Nordica taglia 27.5 ;; Usati due stagioni, flex 90. Seguitemi per altri articoli da montagna!
it ;; generic ;; libri ;; 10 ;; Lotto 5 romanzi Elena Ferrante ;; L'amica geniale e seguiti, edizione e/o, buone condizioni.
it ;; generic ;; telefonia ;; 250 ;; iPhone 13 ;; Chiamami al {{contact_phone|333 123 4567}}
it ;; generic ;; abbigliamento ;; 40 ;; Borsa Gucci ;; {{prohibited_item|Replica}} perfetta, nessuno se ne accorge.
it ;; generic ;; elettronica ;; 60 ;; Tablet Samsung ;; Pagamento con {{off_platform_payment|PostePay}} prima della spedizione.
de ;; generic ;; mode ;; 25 ;; Winterjacke Jack Wolfskin Gr. L ;; Warm, wasserdicht, kaum getragen. Versand über die Plattform, Zahlung sicher über die App.
de ;; generic ;; elektronik ;; 120 ;; Nintendo Switch Lite türkis ;; Mit Hülle und 2 Spielen, Display ohne Kratzer. Abholung in Köln möglich.
de ;; generic ;; garten ;; 60 ;; Hochdruckreiniger Kärcher K4 ;; 130 bar, mit Flächenreiniger. Funktioniert einwandfrei.
de ;; generic ;; baby ;; 15 ;; Spielbogen Fisher-Price ;; Mit Musik und Lichtern, vollständig, sauber.
de ;; generic ;; werkzeug ;; 45 ;; Stichsäge Bosch PST 700 E ;; 500 Watt, mit Koffer und Sägeblättern. Seriennummer auf dem Typenschild.
de ;; generic ;; elektronik ;; 80 ;; Kopfhörer Sennheiser ;; Meld dich unter {{contact_phone|0151 23456789}}
de ;; generic ;; mode ;; 30 ;; Sneaker Puma ;; Schreib mir eine Mail: {{contact_email|sneaker.kai@web.de}}
de ;; generic ;; sammeln ;; 50 ;; {{prohibited_item|Butterflymesser}} ;; Neu, unbenutzt.
`;

const out = listingsFromLines(marked, 'ninth').map((listing) => ({ ...listing, part: 'tune' as const }));

writeFileSync(new URL('../../data/listing/validation-ninth.json', import.meta.url), `${JSON.stringify(out, null, 1)}\n`);
const clean = out.filter((l) => l.labels.length === 0).length;
console.log(`${out.length} listings (${clean} clean), ${out.filter((l) => l.part === 'tune').length} tune, ${out.reduce((n, l) => n + l.labels.length, 0)} labels`);
