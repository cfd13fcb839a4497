import { writeFileSync } from 'node:fs';
import { listingsFromLines } from './marked-listing.ts';

/*
 * Writes data/listing/validation-tenth.json: a tenth labelled set for issue 19, written by hand in the
 * tenth round BEFORE any rule code was read in that round (the writer had seen only the libraries'
 * READMEs, the earlier writers' types and two records of the ninth set for the shape), as a sample of
 * what a general second-hand marketplace sees, not aimed at any rule.
 * About 52 % clean listings in ordinary sellers' wording over every category, with hard negatives:
 * numbers that are not phones (IMEIs, serials, frame and part numbers, ISBNs, sizes, dimensions,
 * years, prices, model codes, postcodes), '@' and 'www' in product names, payment talk that stays on
 * the platform, contact words before numbers that are measurements, knives, tools, toys and cosmetics
 * that are allowed; the rest real problems of every kind issue 19 names: each contact evasion
 * (spelt, dotted, words, look-alike and styled digits, international forms), links, handles,
 * off-platform payment per country, and prohibited or restricted items of every category (counterfeits,
 * weapons, replicas, bladed weapons, drugs, CBD, medicines, tobacco and vapes, alcohol, live animals,
 * identity documents, digital accounts, testers and decants, opened make-up, second-hand car seats
 * and helmets, recalled products, loose lithium cells, airbag modules, ivory). PT, ES, FR, EN ≈ 55
 * each, IT and DE ≈ 20.
 * Each listing's part (`tune` or `holdout`, about half each) is the hash of its id (`partOf` in
 * `marked-listing.ts`), fixed here before any run: the holdout part is read only as summary figures.
 * Same line format as the fourth to ninth sets (see `listingsFromLines`).
 * Run: `node --conditions=@circular/source tools/bench/src/listing/write-tenth-listing-set.ts`.
 */
const marked = `
pt ;; olx-pt ;; telemóveis ;; 280 ;; Samsung Galaxy S21 5G 128GB ;; Vendo Samsung S21 (SM-G991B/DS) em bom estado, ecrã sem riscos, a bateria aguenta o dia todo. IMEI 352 781 114 902 336, confirmado na caixa. Entrego em mão no Porto (4000-322) ou envio pela OLX.
pt ;; vinted ;; moda mulher ;; 12 ;; Vestido midi floral Mango tamanho 38 ;; Usado duas vezes num casamento. Comprimento 115 cm, largura 46 cm de axila a axila. Envio pela Vinted, o pagamento é sempre pela app.
pt ;; olx-pt ;; casa e jardim ;; 150 ;; Mesa de jantar extensível em carvalho ;; Mesa 160x90x76 cm, abre até 210 cm. Comprada no IKEA em 2019 por 399 €. Tem algumas marcas de uso no tampo. Levantamento em Coimbra, 3030.
pt ;; olx-pt ;; ferramentas ;; 45 ;; Pistola de calor Bosch PHG 600-3 ;; Pistola de ar quente 1800 W, funciona perfeitamente, vai com 4 bicos. Ideal para decapar tinta e retrair mangas. Envio por CTT com portes a cargo do comprador.
pt ;; olx-pt ;; cozinha ;; 60 ;; Conjunto de facas de cozinha Zwilling com cepo ;; 6 facas (chef de 20 cm, pão, legumes, filetar) e afiador. Pouco uso, sempre lavadas à mão. Só entrego em mão em Lisboa.
pt ;; vinted ;; beleza ;; 25 ;; Perfume Lancôme La Vie Est Belle 50 ml selado ;; Recebi de presente e não é o meu estilo. Caixa selada com celofane, nunca aberto. Comprado na Sephora em dezembro, tenho a fatura.
pt ;; olx-pt ;; bebé ;; 80 ;; Carrinho de bebé Bebecar com alcofa ;; Carrinho com alcofa e cadeira de passeio, capota e saco para as pernas. Rodas com algum desgaste, tudo o resto impecável. Zona de Aveiro.
pt ;; olx-pt ;; livros ;; 8 ;; Ensaio sobre a Cegueira, José Saramago ;; Edição Caminho de 1995, ISBN 972-21-1021-6. Capa com desgaste nos cantos, miolo impecável. Envio em correio normal com pagamento pela OLX.
pt ;; olx-pt ;; desporto ;; 220 ;; Bicicleta BTT Órbita 29" quadro L ;; Quadro de alumínio, grupo Shimano Deore 1x11, travões hidráulicos. Número de quadro WTU 0427 318 gravado por baixo do movimento pedaleiro. Pode experimentar em Braga.
pt ;; vinted ;; moda homem ;; 15 ;; Sweat @home oversize cinzenta ;; Sweat com o bordado "@home" no peito, tamanho L, 100 % algodão. Lavada com cuidado, sem borbotos.
pt ;; olx-pt ;; informática ;; 350 ;; MacBook Air M1 2020 8GB/256GB ;; Modelo A2337, 212 ciclos de bateria, capacidade máxima 91 %. Formatado e sem conta iCloud associada, pronto a usar. Com carregador original.
pt ;; olx-pt ;; peças auto ;; 35 ;; Farol esquerdo Renault Clio IV ;; Farol original, referência 260609482R, suportes intactos. Serve no Clio IV de 2012 a 2016. Envio pela OLX Entregas.
pt ;; olx-pt ;; música ;; 180 ;; Guitarra clássica Yamaha C40 com estojo ;; Guitarra em ótimo estado, cordas novas D'Addario. Escala de 650 mm. Ideal para quem está a começar.
pt ;; vinted ;; criança ;; 10 ;; Lote de 5 livros Anita ;; Livros da coleção Anita em bom estado, um deles com o nome escrito na primeira página. Não envio em separado.
pt ;; olx-pt ;; jardim ;; 90 ;; Motosserra Stihl MS 170 com espada de 35 cm ;; Motosserra a gasolina, arranca à primeira, corrente afiada há pouco. Vai com óleo de corrente.
pt ;; olx-pt ;; animais ;; 30 ;; Gaiola para periquitos com acessórios ;; Gaiola 60x40x70 cm com comedouros e poleiros. O pássaro não vai incluído, é só a gaiola!
pt ;; vinted ;; calçado ;; 22 ;; Sapatilhas Nike Air Force 1 tamanho 39 ;; Originais, compradas na loja da Nike, tenho o talão. Solas ainda boas. Envio pela Vinted.
pt ;; olx-pt ;; telemóveis ;; 12 ;; Capa para iPhone 13 em silicone ;; Capa nova, cor azul, nunca usada. Paguem pela OLX e envio no dia seguinte.
pt ;; olx-pt ;; bebé ;; 25 ;; Banheira de bebé com termómetro ;; Banheira com suporte, usada durante 6 meses. Vai com um termómetro de banho em forma de pato.
pt ;; olx-pt ;; eletrodomésticos ;; 120 ;; Máquina de lavar loiça Bosch SMS25AW00E ;; 12 conjuntos, 3 anos de uso. Mudei de casa e a nova já tem uma. Medidas 60 x 60 x 84,5 cm.
pt ;; vinted ;; acessórios ;; 18 ;; Relógio Casio vintage A168 dourado ;; Relógio em aço banhado, bracelete ajustável, pilha trocada em março. Pequenos riscos no vidro.
pt ;; olx-pt ;; jogos ;; 25 ;; FIFA 23 para PS5 ;; Disco em perfeito estado, sem riscos. O código do Ultimate Team já foi usado.
pt ;; olx-pt ;; desporto ;; 40 ;; Capacete de ciclismo Specialized tamanho M ;; Novo com etiqueta, nunca usado (foi uma prenda repetida).
pt ;; olx-pt ;; coleções ;; 15 ;; Moedas de 2 euros comemorativas ;; 5 moedas de 2 € de 2007, 2012 e 2015. Valor facial 10 €.
pt ;; vinted ;; beleza ;; 9 ;; Verniz OPI vermelho novo ;; Nunca aberto, 15 ml. Posso juntar com outros vernizes do meu perfil para poupar nos portes.
pt ;; olx-pt ;; móveis ;; 70 ;; Cómoda branca de 4 gavetas ;; Cómoda com 80 cm de largura, 45 de fundo e 100 de altura. Puxadores em latão. Zona de Setúbal, 2900. Qualquer dúvida perguntem pelo chat.
pt ;; olx-pt ;; ferramentas ;; 55 ;; Pistola de pregos pneumática ;; Pistola de pregos para compressor, pregos de 15 a 50 mm. Funciona bem, vai com a mala.
pt ;; olx-pt ;; telemóveis ;; 25 ;; Xiaomi Mi Band 7 ;; Liga ao telemóvel por Bluetooth, conta passos e sono. As notificações do WhatsApp aparecem no pulso. Com carregador.
pt ;; olx-pt ;; jardim ;; 20 ;; Machado de rachar lenha Fiskars X17 ;; Machado com cabo em fibra, 60 cm. Afiado e pronto para a lareira.
pt ;; olx-pt ;; decoração ;; 20 ;; Garrafas antigas de vinho do Porto, vazias ;; 5 garrafas vazias dos anos 70 com rótulos originais, boas para decoração. Não têm conteúdo.
pt ;; olx-pt ;; móveis ;; 45 ;; Estante de parede ;; Perguntem o que quiserem. Medidas: 120 x 30 x 180 cm, 5 prateleiras. Desmontada para transporte.
pt ;; olx-pt ;; mobilidade ;; 260 ;; Trotinete elétrica Xiaomi Pro 2 ;; Bateria integrada de 474 Wh, autonomia de 45 km, pneus novos. Vai com carregador.
pt ;; olx-pt ;; papelaria ;; 8 ;; Papel de transferência para t-shirts ;; 20 folhas A4 para transferência térmica, para impressora de jato de tinta.
pt ;; olx-pt ;; telemóveis ;; 150 ;; iPhone X 64GB ;; Bateria nova, ecrã original. Para mais informações liguem {{contact_phone|nove um seis quatro quatro dois três oito um}}.
pt ;; olx-pt ;; informática ;; 90 ;; Monitor Samsung 24 polegadas ;; Full HD, sem píxeis mortos. Contacto: {{contact_phone|+351 93 218 45 07}}
pt ;; olx-pt ;; casa ;; 40 ;; Candeeiro de pé ;; Altura 160 cm, lâmpada E27. Quem tiver interesse manda mensagem para {{contact_phone|96O.128.845}}
pt ;; olx-pt ;; bicicletas ;; 130 ;; Bicicleta de criança roda 20 ;; Para 6 a 9 anos, mudanças Shimano. Liguem para o {{contact_phone|nove um dois, trinta e quatro, cinquenta e seis, setenta e oito}} ao fim do dia.
pt ;; olx-pt ;; eletrodomésticos ;; 30 ;; Micro-ondas Samsung ;; Funciona bem, limpo. Tlm {{contact_phone|918 223 061}}
pt ;; vinted ;; moda mulher ;; 20 ;; Casaco de malha Zara ;; Dúvidas por email: {{contact_email|j o a n a . r 8 7 @ g m a i l . c o m}}
pt ;; olx-pt ;; bicicletas ;; 60 ;; Rodas de BTT 27,5 ;; Tenho mais peças, peçam a lista para {{contact_email|ruisilva_bikes arroba sapo ponto pt}}
pt ;; olx-pt ;; moda ;; 25 ;; Malas de pele artesanais ;; Vejam mais modelos em {{external_link|loja-do-ze ponto pt}}, tenho muito mais do que aqui.
pt ;; vinted ;; moda mulher ;; 10 ;; Blusa de seda ;; Tenho o resto da coleção no meu canal {{external_link|t.me/vintagept_store}}
pt ;; olx-pt ;; decoração ;; 35 ;; Quadros de azulejo pintados à mão ;; {{external_link|Digitalizem o QR code da última foto}} para ver o catálogo todo e falarem comigo.
pt ;; vinted ;; moda mulher ;; 14 ;; Saia plissada ;; Mais peças e promoções: sigam-me no {{social_handle|insta @rita.closet.pt}}
pt ;; olx-pt ;; telemóveis ;; 200 ;; iPhone 11 128GB ;; Falem comigo por {{social_handle|WhatsApp}} que respondo mais rápido, aqui quase não venho.
pt ;; olx-pt ;; consolas ;; 300 ;; PS5 com dois comandos ;; Como nova, com caixa. Pagamento por {{off_platform_payment|MB WAY}} e envio logo no próprio dia.
pt ;; olx-pt ;; móveis ;; 110 ;; Sofá de 3 lugares ;; Sofá em bom estado. Aceito {{off_platform_payment|transferência bancária}} para reservar.
pt ;; olx-pt ;; moda ;; 120 ;; {{prohibited_item|Mala Louis Vuitton réplica 1:1}} ;; Vem com dustbag e caixa. Qualidade top, ninguém nota a diferença.
pt ;; vinted ;; beleza ;; 45 ;; {{restricted_item|Tester Dior Sauvage 100ml}} ;; Sem tampa, como todos os testers, 90 % cheio.
pt ;; vinted ;; beleza ;; 15 ;; {{restricted_item|Base Fenty Beauty tom 220, usada 3 vezes}} ;; Não é o meu tom, está quase cheia.
pt ;; olx-pt ;; bebé ;; 50 ;; {{restricted_item|Cadeira auto Bébé Confort grupo 0+/1}} ;; Usada com o meu filho durante 2 anos, nunca teve acidentes.
pt ;; olx-pt ;; caça e pesca ;; 40 ;; {{prohibited_item|Faca de caça com lâmina de 18 cm}} ;; Cabo em madeira, vem com bainha em couro.
pt ;; olx-pt ;; desporto ;; 120 ;; {{prohibited_item|Carabina de pressão de ar Gamo 4,5 mm}} ;; Com mira telescópica e chumbos.
pt ;; olx-pt ;; saúde ;; 90 ;; {{prohibited_item|Ozempic 1 mg caneta nova}} ;; Sobrou do meu tratamento, sempre guardada no frigorífico.
pt ;; olx-pt ;; diversos ;; 50 ;; {{prohibited_item|Vape descartável Elf Bar 600 puffs}} ;; Caixa de 10, vários sabores.
pt ;; olx-pt ;; animais ;; 400 ;; {{prohibited_item|Cachorros Labrador com 8 semanas}} ;; Vacinados e desparasitados, pais no local.
pt ;; olx-pt ;; jogos ;; 80 ;; {{prohibited_item|Conta Fortnite com 80 skins}} ;; Dou o email e a password, podem mudar tudo.
pt ;; olx-pt ;; eletrónica ;; 30 ;; {{restricted_item|Pilhas 18650 Samsung 3000mAh, lote de 20 soltas}} ;; Retiradas de uma bateria de trotinete, testadas uma a uma.
pt ;; olx-pt ;; bebidas ;; 70 ;; {{restricted_item|Whisky Macallan 12 anos}} ;; Garrafa fechada, oferta de Natal.
pt ;; olx-pt ;; saúde ;; 25 ;; {{prohibited_item|Óleo de CBD 10% 10 ml}} ;; Selado, de marca certificada.
es ;; wallapop ;; móviles ;; 240 ;; iPhone 11 64GB negro ;; Batería al 84 %, sin golpes. IMEI: 356789104512338. Lo entrego en mano en Madrid (28013) o lo envío con Wallapop Envíos.
es ;; wallapop ;; moda ;; 15 ;; Chaqueta vaquera Pull&Bear talla S ;; Poco uso, sin manchas. Medidas: pecho 48 cm, largo 62 cm.
es ;; wallapop ;; hogar ;; 95 ;; Sofá cama 2 plazas gris ;; Medidas 140 x 85 x 80 cm. Funda lavable. Recogida en Valencia, código postal 46022.
es ;; wallapop ;; cocina ;; 40 ;; Jamonero con cuchillo jamonero ;; Soporte de madera giratorio y cuchillo de 25 cm. Perfecto para Navidad.
es ;; wallapop ;; bricolaje ;; 60 ;; Taladro percutor Makita HP1640 ;; 680 W, con maletín y juego de brocas. Funciona perfectamente.
es ;; wallapop ;; belleza ;; 20 ;; Paleta de sombras Huda Beauty precintada ;; Nunca abierta, con su celofán. Regalo repetido.
es ;; wallapop ;; juguetes ;; 12 ;; Pistola Nerf Elite 2.0 con 20 dardos ;; Juguete para niños a partir de 8 años. Funciona con pilas.
es ;; wallapop ;; juguetes ;; 35 ;; LEGO Star Wars 75301 X-Wing de Luke ;; Completo con instrucciones y minifiguras. La caja está un poco aplastada.
es ;; wallapop ;; libros ;; 6 ;; Cien años de soledad ;; Edición de bolsillo, ISBN 978-84-9759-245-5. Subrayado a lápiz en algunas páginas.
es ;; wallapop ;; deporte ;; 300 ;; Bicicleta de carretera Orbea Avant talla 53 ;; Cuadro de aluminio, grupo Shimano 105, del 2018. Ruedas Mavic Aksium. El número de bastidor lo enseño en persona.
es ;; wallapop ;; electrónica ;; 70 ;; Auriculares Sony WH-1000XM3 ;; La cancelación de ruido funciona perfecta. Almohadillas cambiadas hace un mes. Pago y envío por Wallapop, nada fuera de la app.
es ;; wallapop ;; consolas ;; 200 ;; Nintendo Switch OLED blanca ;; Número de serie XTW70012345678. Con base y Joy-Con. La cuenta de Nintendo ya está desvinculada.
es ;; wallapop ;; moda ;; 12 ;; Camiseta retro WWW 1991 ;; Camiseta con el estampado "WWW 1991", el año en que nació la web. Talla M, algodón.
es ;; wallapop ;; motor ;; 80 ;; Llantas 15" Seat Ibiza ;; 4 llantas originales 6Jx15 ET38, 4x100. Neumáticos Michelin 185/60 R15 al 60 %.
es ;; wallapop ;; bebé ;; 60 ;; Cuna de madera con colchón ;; Cuna de 120x60 cm, regulable en altura. El colchón está limpio, siempre con funda.
es ;; wallapop ;; instrumentos ;; 250 ;; Teclado Yamaha PSR-E463 ;; 61 teclas, con soporte y adaptador. Ideal para aprender.
es ;; wallapop ;; moda ;; 30 ;; Bolso Tous original ;; Comprado en tienda Tous, conservo el ticket. Pequeño roce en una esquina.
es ;; wallapop ;; hogar ;; 15 ;; Copas de vino de cristal de Bohemia, 6 unidades ;; Sin desconchones, solo se usaron en Navidad.
es ;; wallapop ;; deporte ;; 20 ;; Casco de esquí Salomon talla M ;; Nuevo con etiqueta, nunca usado, me equivoqué de talla.
es ;; wallapop ;; camping ;; 30 ;; Navaja multiusos Victorinox ;; Navaja suiza con 15 funciones, tijeras y sacacorchos. Muy buen estado.
es ;; wallapop ;; móviles ;; 5 ;; Funda para Samsung Galaxy A52 ;; Funda transparente nueva.
es ;; wallapop ;; electrodomésticos ;; 45 ;; Microondas Teka 20 litros ;; 700 W, con grill. Funciona perfecto. Entrega en Sevilla, 41010.
es ;; wallapop ;; coleccionismo ;; 10 ;; Cromos Panini Mundial 2014 ;; Tengo repetidos los números 12, 45, 118, 230 y 301. Pregúntame por otros.
es ;; wallapop ;; informática ;; 150 ;; Monitor LG 27" 27GL850 ;; 2560x1440, 144 Hz, con cable DisplayPort. Sin píxeles muertos.
es ;; wallapop ;; calzado ;; 40 ;; Botas Dr. Martens 1460 talla 40 ;; Originales, piel negra. Suela con el desgaste normal. Pregúntame lo que quieras por el chat, plantilla de 26,5 cm.
es ;; wallapop ;; mascotas ;; 25 ;; Transportín para gato ;; Transportín rígido de 50x33x30 cm, homologado para avión.
es ;; wallapop ;; belleza ;; 15 ;; Plancha de pelo GHD ;; Funciona perfecta, calienta en 30 segundos.
es ;; wallapop ;; hogar ;; 8 ;; Botiquín de pared vacío ;; Armario botiquín metálico blanco, sin medicamentos dentro.
es ;; wallapop ;; electrónica ;; 35 ;; Altavoz JBL Flip 5 ;; La batería dura unas 10 horas. Se conecta por Bluetooth al móvil.
es ;; wallapop ;; motor ;; 25 ;; Cargador de batería de coche 12V ;; Para baterías de plomo de 4 a 120 Ah. Con pinzas.
es ;; wallapop ;; electrónica ;; 55 ;; Kindle Paperwhite ;; Pago solo por la app de Wallapop, no acepto Bizum ni transferencias. Pantalla sin marcas.
es ;; wallapop ;; móviles ;; 180 ;; Patinete eléctrico Xiaomi ;; Funciona bien, autonomía de 20 km. Llámame al {{contact_phone|seis seis cinco dos tres cuatro ocho nueve uno}} y quedamos.
es ;; wallapop ;; informática ;; 300 ;; Portátil HP Pavilion ;; i7, 16 GB. Mi móvil {{contact_phone|+34 611 20 45 87}}, pregunta lo que quieras.
es ;; wallapop ;; moda ;; 20 ;; Abrigo Massimo Dutti ;; Talla M, lana. Escríbeme al {{contact_phone|𝟔𝟐𝟒 𝟏𝟏𝟖 𝟑𝟎𝟗}}
es ;; wallapop ;; deporte ;; 40 ;; Patines en línea talla 38 - {{contact_phone|699 482 113}} ;; Casi sin uso.
es ;; wallapop ;; moda ;; 18 ;; Vestido de fiesta ;; Si te interesa escríbeme a {{contact_email|marta.lopez91 (arroba) hotmail . com}}
es ;; wallapop ;; coleccionismo ;; 25 ;; Discos de vinilo de los 80 ;; Tengo más de 300, pedidos a {{contact_email|contacto[at]tiendaretro[dot]es}}
es ;; wallapop ;; moda ;; 15 ;; Camisas de lino ;; Todo el catálogo en {{external_link|www . ropaverde . es}}
es ;; wallapop ;; hogar ;; 30 ;; Lámparas de ratán ;; Más fotos en {{external_link|bit.ly/3xYzRop}}
es ;; wallapop ;; moda ;; 12 ;; Top de crochet ;; Hago más colores por encargo, sígueme en {{social_handle|tiktok » modavintage_bcn}}
es ;; wallapop ;; calzado ;; 60 ;; Zapatillas Adidas Samba ;; Contacto por Telegram: {{social_handle|@zapasmadrid}}
es ;; wallapop ;; consolas ;; 250 ;; Xbox Series X ;; Pago por {{off_platform_payment|Bizum}} y te la mando mañana.
es ;; wallapop ;; electrónica ;; 90 ;; Cámara GoPro Hero 8 ;; {{off_platform_payment|PayPal amigos}}, así no hay comisiones.
es ;; wallapop ;; hogar ;; 150 ;; Mesa de comedor de roble ;; {{off_platform_payment|Ingreso en cuenta}} antes del envío, luego mando los datos de la agencia.
es ;; wallapop ;; calzado ;; 45 ;; {{prohibited_item|Zapatillas Nike Air Max réplica calidad AAA}} ;; Tallas de la 40 a la 45.
es ;; wallapop ;; seguridad ;; 10 ;; {{prohibited_item|Spray de pimienta para defensa personal}} ;; Nuevo, sin abrir.
es ;; wallapop ;; coleccionismo ;; 20 ;; {{prohibited_item|Navaja mariposa}} de acero ;; Balisong con filo, muy buen estado.
es ;; wallapop ;; salud ;; 30 ;; {{prohibited_item|Cogollos de CBD}} 5 g ;; Cultivo interior, muy aromáticos.
es ;; wallapop ;; salud ;; 5 ;; {{prohibited_item|Ibuprofeno 600 mg}}, caja de 40 ;; Sin abrir, caduca en 2027.
es ;; wallapop ;; varios ;; 45 ;; {{prohibited_item|Cartón de tabaco Marlboro}} ;; 10 cajetillas, traído de Andorra.
es ;; wallapop ;; mascotas ;; 0 ;; {{prohibited_item|Regalo gatitos de 2 meses}} ;; Comen solos y usan el arenero.
es ;; wallapop ;; servicios ;; 30 ;; {{prohibited_item|Cuenta de Netflix premium}} 4 pantallas ;; Un año entero, te paso usuario y contraseña.
es ;; wallapop ;; motor ;; 90 ;; {{restricted_item|Casco de moto Shoei usado}}, talla M ;; Tiene un par de rayajos, interior lavado.
es ;; wallapop ;; bebé ;; 60 ;; {{restricted_item|Silla de coche Cybex grupo 1 usada}} ;; Isofix, funda lavable.
es ;; wallapop ;; hogar ;; 15 ;; Calefactor cerámico ;; {{restricted_item|Afectado por la retirada del fabricante}} por el enchufe, pero a mí nunca me ha dado problemas.
es ;; wallapop ;; bodega ;; 60 ;; {{restricted_item|Lote de 6 botellas de vino Rioja Reserva 2015}} ;; Guardadas en bodega, perfectas.
es ;; wallapop ;; motor ;; 70 ;; {{restricted_item|Airbag de volante Seat León 2014}} ;; Sacado de un coche de desguace, sin disparar.
es ;; wallapop ;; deporte ;; 110 ;; {{prohibited_item|Pistola de airsoft Glock 17}} gas blowback ;; Con dos cargadores y funda.
fr ;; generic ;; téléphonie ;; 190 ;; Google Pixel 6 128 Go ;; Écran impeccable, batterie à 87 %. IMEI 355 123 110 987 654. Remise en main propre à Lyon 69003 ou envoi suivi.
fr ;; vinted ;; vêtements femme ;; 20 ;; Robe Sézane taille 36 ;; Portée une fois. Longueur 98 cm. Envoi via Vinted uniquement.
fr ;; generic ;; maison ;; 120 ;; Bibliothèque en chêne massif ;; Dimensions 180 x 90 x 30 cm, 5 étagères. À venir chercher à Nantes (44000).
fr ;; generic ;; cuisine ;; 35 ;; Couteau de chef Global G-2 20 cm ;; Couteau japonais en acier, très bien affûté. Rangé dans sa boîte d'origine.
fr ;; generic ;; bricolage ;; 25 ;; Pistolet à colle chaude et 30 bâtons ;; Peu servi, fonctionne parfaitement.
fr ;; generic ;; jouets ;; 8 ;; Épée en mousse pour enfant ;; Épée de chevalier en mousse de 60 cm, sans danger.
fr ;; vinted ;; beauté ;; 18 ;; Rouge à lèvres Dior Addict neuf sous blister ;; Jamais ouvert, teinte 744. Cadeau en double.
fr ;; generic ;; livres ;; 5 ;; Harry Potter à l'école des sorciers ;; Folio Junior, ISBN 978-2-07-058462-8. Bon état.
fr ;; generic ;; vélos ;; 180 ;; VTT Rockrider ST 540 taille M ;; Acheté chez Decathlon en 2021. Fourche suspendue, freins à disque. Quelques rayures.
fr ;; vinted ;; vêtements homme ;; 25 ;; Sweat @Paris brodé taille L ;; Sweat à capuche avec l'inscription @Paris brodée sur la poitrine. Très bon état.
fr ;; generic ;; informatique ;; 400 ;; Lenovo ThinkPad T14 ;; Ryzen 5 PRO, 16 Go de RAM, SSD 512 Go, numéro de série PF2XJ4K8. Windows 11 installé, licence incluse.
fr ;; generic ;; auto ;; 160 ;; Jeu de 4 pneus hiver 205/55 R16 ;; Michelin Alpin 6, 6 mm de gomme, DOT 3219.
fr ;; generic ;; instruments ;; 320 ;; Guitare électrique Squier Stratocaster ;; Avec ampli 15 W et câble. Quelques marques sur la caisse.
fr ;; generic ;; électroménager ;; 80 ;; Lave-linge Whirlpool 8 kg ;; 1400 tr/min, fonctionne parfaitement, cause déménagement.
fr ;; generic ;; puériculture ;; 90 ;; Poussette Babyzen YOYO ;; Cadre noir, pliage compact. Bon état général.
fr ;; generic ;; jardin ;; 45 ;; Hache et serpe de jardin ;; Outils bien entretenus, manches en frêne.
fr ;; vinted ;; accessoires ;; 30 ;; Montre Swatch Skin ;; Pile changée récemment, bracelet d'origine.
fr ;; generic ;; jeux vidéo ;; 20 ;; Zelda Breath of the Wild Switch ;; Cartouche seule, sans boîte.
fr ;; generic ;; électronique ;; 50 ;; Enceinte Marshall Emberton ;; Paiement sécurisé par la plateforme, envoi en point relais. Pas d'échange.
fr ;; generic ;; maison ;; 25 ;; Carafe à whisky en cristal ;; Carafe vide avec son bouchon et 4 verres assortis.
fr ;; generic ;; sport ;; 40 ;; Fleuret électrique d'escrime ;; Pour jeune escrimeur, lame de 75 cm, avec fil de corps.
fr ;; generic ;; auto ;; 12 ;; Câbles de démarrage 400 A ;; Jamais servi, 3 mètres.
fr ;; vinted ;; beauté ;; 15 ;; Coffret Nuxe neuf ;; Crème et Huile Prodigieuse, scellées.
fr ;; generic ;; maison ;; 30 ;; Lampe de chevet années 70 ;; Hauteur 45 cm, ampoule E27. Contactez-moi via la messagerie pour plus de photos.
fr ;; generic ;; téléphonie ;; 10 ;; Coque pour iPhone 14 Pro ;; Coque MagSafe neuve.
fr ;; generic ;; animaux ;; 40 ;; Aquarium 60 litres avec filtre ;; Sans poissons. Filtre et chauffage inclus, 60 x 30 x 35 cm.
fr ;; generic ;; montres ;; 500 ;; Montre Tissot PRX automatique ;; Calibre Powermatic 80, boîte et papiers de 2022. Portée avec soin.
fr ;; generic ;; livres ;; 12 ;; Histoire du tabac en France ;; Livre illustré sur les manufactures et les affiches publicitaires.
fr ;; vinted ;; vêtements femme ;; 12 ;; Jean Levi's 501 W28 L32 ;; Coupe droite, bleu délavé.
fr ;; generic ;; chaussures ;; 35 ;; Bottines en cuir pointure 41 ;; Appelez-les comme vous voulez, ce sont des boots ! Semelle de 26,5 cm, talon de 4 cm.
fr ;; generic ;; meubles ;; 60 ;; Table basse ;; Pour me joindre passez par la messagerie. Dimensions 110 x 60 x 45 cm.
fr ;; generic ;; déguisements ;; 10 ;; Déguisement de pirate avec sabre en plastique ;; Taille 8 ans, chapeau inclus.
fr ;; generic ;; téléphonie ;; 130 ;; iPhone XR 64 Go ;; Appelez-moi au {{contact_phone|zéro six, douze, trente-quatre, cinquante-six, soixante-dix-huit}} après 18 h.
fr ;; generic ;; meubles ;; 80 ;; Buffet scandinave ;; Tél : {{contact_phone|+33 7 81 22 45 90}}
fr ;; generic ;; vélos ;; 90 ;; Vélo de ville femme ;; Pour plus d'infos : {{contact_phone|O6 45 21 78 O3}}
fr ;; vinted ;; vêtements femme ;; 15 ;; Pull en laine ;; Mon num c'est le {{contact_phone|⓪⑦ ②③ ④⑤ ⑥⑦ ⑧⑨}}
fr ;; generic ;; maison ;; 20 ;; Miroir doré ;; Écrivez-moi : {{contact_email|julie.m (at) orange (point) fr}}
fr ;; vinted ;; vêtements femme ;; 10 ;; Chemisier fleuri ;; Je vends tout mon dressing, écrivez à {{contact_email|sophie_vintage chez gmail point com}}
fr ;; generic ;; bijoux ;; 30 ;; Bagues en argent faites main ;; Plus de modèles sur {{external_link|monvide-dressing . fr}}
fr ;; vinted ;; accessoires ;; 20 ;; Sacs en macramé ;; Toute ma boutique est ici : {{external_link|linktr.ee/atelier_lea}}
fr ;; vinted ;; vêtements femme ;; 15 ;; Veste en jean ;; {{social_handle|Snap : lea_dressing}}
fr ;; vinted ;; accessoires ;; 12 ;; Bandeaux en velours ;; Ajoutez-moi sur Insta pour voir le reste : {{social_handle|@atelier.lea}}
fr ;; generic ;; électronique ;; 60 ;; Casque Bose QC 25 ;; Paiement {{off_platform_payment|Lydia}} ou espèces à la remise.
fr ;; generic ;; meubles ;; 200 ;; Canapé d'angle ;; {{off_platform_payment|Virement bancaire}} uniquement, pas de chèque.
fr ;; generic ;; jeux vidéo ;; 220 ;; PS5 digitale ;; {{off_platform_payment|PayPal entre proches}} s'il vous plaît.
fr ;; generic ;; vélos ;; 250 ;; VTT électrique enfant ;; {{off_platform_payment|Paylib}} accepté.
fr ;; vinted ;; sacs ;; 60 ;; {{prohibited_item|Sac Chanel copie haute qualité}} ;; Cuir synthétique, logo doré.
fr ;; generic ;; divers ;; 15 ;; {{prohibited_item|Poing américain en acier}} ;; Neuf, noir mat.
fr ;; generic ;; collection ;; 25 ;; {{prohibited_item|Couteau papillon}} ;; Lame affûtée, manche en aluminium.
fr ;; generic ;; chasse ;; 60 ;; {{prohibited_item|Dague de chasse lame 20 cm}} ;; Avec étui en cuir.
fr ;; generic ;; loisirs ;; 80 ;; {{prohibited_item|Réplique de pistolet Beretta à billes}} ;; Airsoft, gaz, avec chargeur.
fr ;; generic ;; bien-être ;; 20 ;; {{prohibited_item|Résine de CBD 20 %}} ;; Sachets de 2 g.
fr ;; generic ;; santé ;; 3 ;; {{prohibited_item|Boîte de Doliprane 1000 mg}} ;; Jamais ouverte.
fr ;; generic ;; divers ;; 8 ;; {{prohibited_item|Puff jetable 600 bouffées}} saveur fraise ;; Lot de 3.
fr ;; generic ;; animaux ;; 800 ;; {{prohibited_item|Chatons Maine Coon à réserver}} ;; 10 semaines, vaccinés, pucés.
fr ;; vinted ;; beauté ;; 25 ;; {{restricted_item|Décant 10 ml parfum Baccarat Rouge 540}} ;; Transvasé dans un atomiseur neuf.
fr ;; generic ;; vins ;; 150 ;; {{restricted_item|Bouteille de champagne Dom Pérignon 2012}} ;; Conservée en cave.
fr ;; generic ;; sport ;; 120 ;; Trottinette électrique ;; {{restricted_item|Rappelée par le fabricant}} mais je n'ai jamais eu de souci.
fr ;; generic ;; électronique ;; 25 ;; {{restricted_item|Lot de 10 batteries lithium 21700 en vrac}} ;; Capacité 4000 mAh.
fr ;; generic ;; services ;; 300 ;; {{prohibited_item|Compte Instagram 15k abonnés}} à vendre ;; Niche mode, je donne les identifiants.
en ;; ebay ;; mobile phones ;; 210 ;; iPhone 12 mini 128GB unlocked ;; Battery health 85 %. IMEI 353 012 114 562 879. Collection from Leeds LS6 2AB or posted with eBay tracked delivery.
en ;; vinted ;; women's clothing ;; 14 ;; Topshop Jamie jeans W28 L30 ;; Worn a handful of times. Waist 70 cm, inside leg 76 cm.
en ;; ebay ;; furniture ;; 85 ;; IKEA Hemnes chest of drawers ;; 108 x 96 x 50 cm. Some scuffs on top, drawers run smoothly. Buyer collects, Bristol BS3.
en ;; ebay ;; kitchen ;; 50 ;; Victorinox carving set ;; Carving knife with a 25 cm blade and fork, boxed, used twice at Christmas.
en ;; ebay ;; tools ;; 95 ;; DeWalt 18V combi drill with 2 batteries ;; DCD796 with two 2.0Ah batteries and charger, in a TSTAK case. Serial 2019 32 14 0987.
en ;; ebay ;; toys ;; 15 ;; Super Soaker water blaster ;; Holds a litre, great fun in the garden.
en ;; ebay ;; toys ;; 25 ;; Playmobil pirate ship 5135 ;; Complete with figures and cannon.
en ;; ebay ;; books ;; 6 ;; The Hitchhiker's Guide to the Galaxy, Pan paperback ;; ISBN 0-330-25864-8. Spine creased, pages clean.
en ;; ebay ;; bikes ;; 450 ;; Trek FX 3 Disc hybrid 2020, size L ;; Frame number WTU 123 C4567 B under the bottom bracket. Serviced in May.
en ;; vinted ;; men's clothing ;; 18 ;; Carhartt WIP hoodie size M ;; Faded a bit from washing, no holes.
en ;; ebay ;; computing ;; 250 ;; Dell XPS 13 9360 ;; i5, 8GB, 256GB SSD. Reset to factory settings, no accounts left on it.
en ;; ebay ;; car parts ;; 20 ;; Bosch Aerotwin wiper blades A979S ;; Brand new, part number 3 397 118 979.
en ;; ebay ;; musical instruments ;; 380 ;; Roland TD-1K electronic drum kit ;; Comes with sticks and stool. Collection from Manchester M14.
en ;; ebay ;; appliances ;; 60 ;; Dyson V8 cordless vacuum ;; Battery still holds about 25 minutes. With 3 tools.
en ;; ebay ;; baby ;; 30 ;; BabyBjörn Balance Soft bouncer ;; Washable fabric, folds flat. From a smoke-free home.
en ;; ebay ;; garden ;; 120 ;; Stihl FS 55 petrol strimmer ;; Starts first pull, new line fitted.
en ;; ebay ;; watches ;; 150 ;; Seiko 5 SNK809 automatic ;; Runs about +10 s a day. Canvas strap.
en ;; ebay ;; video games ;; 30 ;; Call of Duty Modern Warfare II PS5 ;; Disc is mint, case has a small crack.
en ;; ebay ;; sports ;; 35 ;; Archery target boss 60 cm ;; Straw target for recurve practice. No bow or arrows included.
en ;; ebay ;; collectibles ;; 20 ;; Vintage Johnnie Walker pub mirror ;; Advertising mirror, 40 x 30 cm, a little foxing in one corner.
en ;; ebay ;; beauty ;; 22 ;; Charlotte Tilbury Pillow Talk lipstick, brand new in box ;; Sealed, unwanted gift.
en ;; ebay ;; electronics ;; 45 ;; Bose SoundLink Color II ;; Pay through eBay checkout only please, I post within 24 hours.
en ;; ebay ;; cameras ;; 70 ;; Rode VideoMic shotgun mic ;; Works with most cameras, comes with the furry windshield.
en ;; vinted ;; accessories ;; 10 ;; Tote bag with "@ the beach" print ;; Canvas tote, never used.
en ;; ebay ;; pets ;; 20 ;; Large dog crate 91 cm ;; Folding crate with tray, 91 x 58 x 64 cm. Our dog has outgrown it.
en ;; ebay ;; health ;; 4 ;; 7 day pill organiser ;; Empty weekly pill box, AM and PM compartments.
en ;; ebay ;; car parts ;; 90 ;; Thule WingBar Edge roof bars for VW Golf 7 ;; Keys included, fitting kit 186051.
en ;; ebay ;; musical instruments ;; 110 ;; Line 6 Spider V 30 guitar amp ;; Connects to the Line 6 app over USB. 30 W, headphone out.
en ;; ebay ;; tools ;; 60 ;; Snap-on combination spanner set ;; 8 to 19 mm, the 10 mm is missing (of course).
en ;; ebay ;; sports ;; 25 ;; Manchester United 2008 home shirt Ronaldo 7 ;; Size L, message me through eBay with any questions. Chest 56 cm.
en ;; ebay ;; sports ;; 20 ;; England 2022 replica home shirt ;; Official Nike fan version, size M, worn once.
en ;; ebay ;; collectibles ;; 15 ;; Empty Chanel No 5 bottle 100 ml ;; For display only, no perfume left in it.
en ;; ebay ;; mobile phones ;; 160 ;; Samsung Galaxy S10 ;; Good condition. Text me on {{contact_phone|+44 7823 614 590}}
en ;; ebay ;; furniture ;; 40 ;; Oak bedside table ;; Text me on {{contact_phone|oh seven nine double four, three one two, six eight eight}} if you want it.
en ;; ebay ;; tools ;; 70 ;; Makita circular saw ;; Call me on {{contact_phone|O7752 981 44O}} evenings.
en ;; vinted ;; women's clothing ;; 12 ;; Floral summer dress ;; My number {{contact_phone|０７９８３ ２２１ ６５４}}
en ;; ebay ;; collectibles ;; 30 ;; Pokémon cards bundle ;; Drop me an email: {{contact_email|dan . hughes 77 at yahoo dot co dot uk}}
en ;; ebay ;; computing ;; 60 ;; Mechanical keyboard ;; Questions to {{contact_email|samwells[at]outlook[dot]com}}
en ;; ebay ;; car parts ;; 15 ;; RC car spare parts ;; Full specs on my site {{external_link|rcparts-direct dot co dot uk}}
en ;; ebay ;; home ;; 25 ;; Handmade candles ;; {{external_link|Scan the QR code in photo 4}} to message me directly and see all scents.
en ;; ebay ;; music ;; 20 ;; Vinyl records, 70s rock ;; More stock, DM me on Insta: {{social_handle|vinyl.vault.uk}}
en ;; vinted ;; men's clothing ;; 30 ;; Stone Island jumper ;; Add me on Snapchat, {{social_handle|user is jaybuys}}
en ;; ebay ;; mobile phones ;; 90 ;; iPhone 8 ;; {{social_handle|WhatsApp me}} for a quicker reply.
en ;; ebay ;; cameras ;; 300 ;; Canon EOS 80D body ;; {{off_platform_payment|PayPal friends and family}} only please.
en ;; ebay ;; bikes ;; 500 ;; Carrera road bike ;; {{off_platform_payment|Bank transfer}} preferred, saves fees for both of us.
en ;; vinted ;; shoes ;; 50 ;; Jordan 4 size 9 ;; Can do {{off_platform_payment|Revolut}} or {{off_platform_payment|Monzo}}.
en ;; ebay ;; watches ;; 200 ;; {{prohibited_item|Rolex Submariner replica}} ;; Swiss movement, AAA grade, boxed.
en ;; ebay ;; security ;; 30 ;; {{prohibited_item|Taser stun gun 50,000 volts}} ;; Rechargeable, with holster.
en ;; ebay ;; outdoors ;; 40 ;; {{prohibited_item|Bowie knife 9 inch blade}} ;; Comes with leather sheath.
en ;; ebay ;; collectibles ;; 120 ;; {{prohibited_item|Samurai katana, sharp}} ;; Folded steel, wall stand included.
en ;; ebay ;; sports ;; 90 ;; {{prohibited_item|M4 airsoft rifle}} BB gun ;; Electric, two mags, battery.
en ;; ebay ;; garden ;; 10 ;; {{prohibited_item|Cannabis seeds}}, feminised ;; 10 seeds, keep cool and dark.
en ;; ebay ;; health ;; 20 ;; {{prohibited_item|Diazepam tablets}} ;; Spare from my prescription.
en ;; ebay ;; misc ;; 40 ;; {{prohibited_item|Lost Mary vapes}}, box of 10 ;; Mixed flavours, sealed.
en ;; ebay ;; pets ;; 900 ;; {{prohibited_item|French bulldog puppies}} for sale ;; KC registered, ready in 2 weeks.
en ;; ebay ;; misc ;; 25 ;; {{prohibited_item|Novelty ID card}} ;; Any name and date of birth, looks just like the real thing.
en ;; ebay ;; video games ;; 100 ;; {{prohibited_item|Steam account with 150 games}} ;; Email changed over to you after payment.
en ;; ebay ;; beauty ;; 60 ;; {{restricted_item|Tom Ford Oud Wood tester 100ml}} ;; Plain white box, no cap.
en ;; vinted ;; beauty ;; 12 ;; {{restricted_item|MAC foundation, used a few times}} ;; Wrong shade for me, NC20.
en ;; ebay ;; motorbike ;; 80 ;; {{restricted_item|Motorbike helmet, used}} ;; One small drop, visor scratched.
en ;; ebay ;; antiques ;; 250 ;; {{prohibited_item|Antique carved ivory elephant}} ;; 12 cm tall, from my grandfather's collection.
en ;; ebay ;; electronics ;; 20 ;; {{restricted_item|Loose 18650 cells x30}} ;; Pulled from laptop batteries, all above 3.7 V.
en ;; ebay ;; car parts ;; 80 ;; {{restricted_item|Steering wheel airbag module Ford Focus}} ;; Removed from a 2016 car, not deployed.
it ;; ebay ;; telefonia ;; 180 ;; Samsung Galaxy S20 FE 128GB ;; Batteria buona, IMEI 354 998 102 334 110. Spedizione con eBay.
it ;; vinted ;; abbigliamento ;; 15 ;; Maglione Benetton taglia M ;; Lana merino, lavato a mano.
it ;; ebay ;; casa ;; 60 ;; Tavolino da caffè 100x50 cm ;; Legno di noce, ritiro a Milano 20135.
it ;; ebay ;; cucina ;; 25 ;; Coltello da pane Zwilling ;; Lama di 20 cm, come nuovo.
it ;; ebay ;; giocattoli ;; 20 ;; Spada laser Star Wars giocattolo ;; Con luci e suoni, pile incluse.
it ;; ebay ;; bici ;; 350 ;; Bici da corsa Bianchi Via Nirone 7 ;; Taglia 55, Shimano Claris. Numero di telaio visibile in foto.
it ;; ebay ;; libri ;; 8 ;; Il nome della rosa, Umberto Eco ;; Bompiani, ISBN 978-88-452-4625-0.
it ;; ebay ;; bellezza ;; 50 ;; Profumo Acqua di Parma 100 ml sigillato ;; Mai aperto, con cellophane.
it ;; ebay ;; strumenti ;; 150 ;; Chitarra acustica Eko ;; Con custodia. Pagamento tramite eBay.
it ;; ebay ;; auto ;; 45 ;; Tappetini Fiat 500 originali ;; Codice 71807486, quasi nuovi.
it ;; ebay ;; elettronica ;; 15 ;; Telecomando universale ;; Funziona con quasi tutte le TV, pile non incluse.
it ;; ebay ;; orologi ;; 40 ;; Orologio Swatch ;; Pagamento solo tramite eBay, niente bonifico. Cinturino nuovo.
it ;; ebay ;; telefonia ;; 100 ;; iPhone 8 64GB ;; Chiamami al {{contact_phone|tre tre otto, uno due tre, quattro cinque sei sette}}
it ;; ebay ;; arredamento ;; 90 ;; Libreria bianca ;; Cell. {{contact_phone|+39 347 221 9087}}
it ;; ebay ;; abbigliamento ;; 30 ;; Giacca di pelle ;; Scrivimi: {{contact_email|giulia.rossi chiocciola libero punto it}}
it ;; ebay ;; elettronica ;; 70 ;; Cuffie Sony ;; Pagamento con {{off_platform_payment|Satispay}} o {{off_platform_payment|ricarica PostePay}}.
it ;; ebay ;; bici ;; 200 ;; Mountain bike ;; {{off_platform_payment|Bonifico anticipato}}, poi spedisco.
it ;; vinted ;; abbigliamento ;; 12 ;; Gonna vintage ;; Seguimi su Instagram {{social_handle|@vintage_milano}}
it ;; ebay ;; varie ;; 15 ;; {{prohibited_item|Tirapugni in ottone}} ;; Nuovo.
it ;; ebay ;; varie ;; 30 ;; {{prohibited_item|Sigarette elettroniche usa e getta}} ;; Confezione da 10.
it ;; ebay ;; animali ;; 600 ;; {{prohibited_item|Cuccioli di Golden Retriever}} ;; Disponibili da gennaio, vaccinati.
it ;; ebay ;; borse ;; 80 ;; {{prohibited_item|Borsa Gucci replica}} ;; Ottima qualità, con dustbag.
de ;; ebay ;; handys ;; 220 ;; iPhone 13 128 GB Mitternacht ;; Akku 88 %, IMEI 356 112 098 765 432. Versand mit DHL, Bezahlung über eBay.
de ;; ebay ;; kleidung ;; 20 ;; Jack Wolfskin Jacke Gr. L ;; Wasserdicht, kaum getragen.
de ;; ebay ;; möbel ;; 90 ;; Schreibtisch 140 x 70 cm höhenverstellbar ;; Abholung in 10115 Berlin.
de ;; ebay ;; küche ;; 30 ;; WMF Messerblock 5-teilig ;; Kochmesser 20 cm, Brotmesser, Schälmesser. Alle scharf.
de ;; ebay ;; werkzeug ;; 70 ;; Bosch Akku-Schrauber GSR 12V ;; Mit Akku und Ladegerät, im Koffer.
de ;; ebay ;; spielzeug ;; 25 ;; Playmobil Ritterburg ;; Fast vollständig, mit Rittern und Schwertern.
de ;; ebay ;; fahrräder ;; 400 ;; Cube Aim Race 29 Zoll, Rahmen L ;; Rahmennummer im Foto. Shimano Deore, Scheibenbremsen.
de ;; ebay ;; bücher ;; 5 ;; Der Vorleser, Bernhard Schlink ;; ISBN 978-3-257-22953-1, gut erhalten.
de ;; ebay ;; beauty ;; 15 ;; Nivea Pflegeset ;; Neu und originalverpackt.
de ;; ebay ;; autoteile ;; 55 ;; Bremsscheiben Golf 7 vorne ;; ATE 24.0125-0154.1, neu im Karton.
de ;; ebay ;; sport ;; 25 ;; Kinder Fahrradhelm Uvex ;; Neu und originalverpackt, Größe 51-55 cm.
de ;; ebay ;; outdoor ;; 25 ;; Schweizer Taschenmesser Victorinox Climber ;; Klinge 6 cm, mit Schere und Säge.
de ;; ebay ;; handys ;; 100 ;; Samsung Galaxy A52 ;; Ruf mich an: {{contact_phone|null eins sieben sechs, zwei drei vier, fünf sechs sieben acht}}
de ;; ebay ;; möbel ;; 60 ;; Sessel ;; Tel. {{contact_phone|+49 151 2345 6789}}
de ;; ebay ;; kleidung ;; 15 ;; Winterjacke ;; Mail an {{contact_email|max.mueller ät web Punkt de}}
de ;; ebay ;; elektronik ;; 80 ;; Kopfhörer Sennheiser ;; Bezahlung per {{off_platform_payment|PayPal (Freunde & Familie)}}
de ;; ebay ;; möbel ;; 150 ;; Eckbank ;; {{off_platform_payment|Überweisung vorab}}, dann Abholung.
de ;; ebay ;; deko ;; 20 ;; Vintage Lampen ;; Mehr Fotos auf meiner Seite {{external_link|shop-retro . de}}
de ;; ebay ;; sammeln ;; 60 ;; {{prohibited_item|Schreckschusspistole}} 9 mm ;; Mit Platzpatronen.
de ;; ebay ;; sammeln ;; 30 ;; {{prohibited_item|Springmesser}} ;; Klinge rastet ein, neu.
de ;; ebay ;; baby ;; 40 ;; {{restricted_item|Kindersitz gebraucht}}, Gruppe 1 ;; Isofix, unfallfrei.
`;

const out = listingsFromLines(marked, 'tenth');

writeFileSync(new URL('../../data/listing/validation-tenth.json', import.meta.url), `${JSON.stringify(out, null, 1)}\n`);
const clean = out.filter((l) => l.labels.length === 0).length;
const byLanguage = Object.entries(Object.groupBy(out, (l) => l.language)).map(([language, ls]) => `${language} ${ls!.length}`);
console.log(
  `${out.length} listings (${clean} clean; ${byLanguage.join(', ')}), ${out.filter((l) => l.part === 'tune').length} tune, ${out.filter((l) => l.part === 'holdout').length} holdout, ${out.reduce((n, l) => n + l.labels.length, 0)} labels`,
);
