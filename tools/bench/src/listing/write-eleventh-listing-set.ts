import { writeFileSync } from 'node:fs';
import { listingsFromLines } from './marked-listing.ts';

/*
 * Writes data/listing/validation-eleventh.json: an eleventh labelled set for issue 19, written by hand
 * in the eleventh round before any rule code was read in that round (the writer had seen only the
 * library README's input/output shape and the earlier writers' line format), as a sample of what a
 * general second-hand marketplace sees. About 53 % clean listings as ordinary sellers write them in
 * every category, with many hard negatives: numbers that are no phone (IMEI, serials, sizes,
 * dimensions, years, prices, part numbers, postcodes), '@' and 'www' in product names, payment that
 * stays on the platform, and allowed items that share words with prohibited ones (kitchen knives,
 * toy and water pistols, wine glasses, medicine cabinets, collectors' lighters sold empty, licensed
 * shirts, ivory as a colour, scale replicas, axes and saws, sealed cosmetics). The rest are real
 * problems: each contact evasion, off-platform payment per country, prohibited and restricted items
 * of the categories. PT, ES, FR, EN about 55 each, IT and DE 20 each.
 * Each listing's part (`tune` or `holdout`) is the hash of its id (`partOf` in `marked-listing.ts`),
 * fixed here before any run: the holdout part is read only as summary figures.
 * Same line format as the fourth to tenth sets (see `listingsFromLines`).
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-eleventh-listing-set.ts`.
 */
const marked = `
pt ;; olx-pt ;; telemóveis ;; 260 ;; Samsung Galaxy S22 128GB preto ;; Vendo Galaxy S22 em bom estado, ecrã sem riscos, bateria aguenta o dia todo. IMEI 351234567890123 visível na caixa para confirmarem. Inclui carregador de 25W. Envio com OLX Entregas.
pt ;; vinted ;; moda mulher ;; 14 ;; Blusa branca marfim Massimo Dutti M ;; Blusa de seda cor marfim, usada duas vezes num casamento. Comprimento 64 cm, peito 50 cm. Sem nódoas. Envio pela Vinted.
pt ;; olx-pt ;; casa e jardim ;; 25 ;; Conjunto de 6 copos de vinho Schott Zwiesel ;; Copos de cristal para vinho tinto, 500 ml cada, nenhum lascado. Vêm na caixa original. Entrego em mão em Faro.
pt ;; olx-pt ;; cozinha ;; 30 ;; Faqueiro Zwilling com 5 facas de cozinha ;; Bloco de madeira com faca de chef de 20 cm, faca de pão, faca de legumes, tesoura e afiador. Todas afiadas há pouco tempo. Só levantamento em Viseu.
pt ;; olx-pt ;; brinquedos ;; 8 ;; Pistola de água Nerf Super Soaker ;; Brinquedo para o verão, leva 1 litro de água, funciona bem. Os miúdos cresceram. Envio pela OLX.
pt ;; olx-pt ;; casa ;; 40 ;; Armário de farmácia para casa de banho com espelho ;; Armário de medicamentos em branco lacado, 60 x 45 x 15 cm, com duas prateleiras de vidro. Vai sem parafusos. Levantamento em Almada.
pt ;; vinted ;; beleza ;; 9 ;; Batom MAC Ruby Woo novo ;; Nunca aberto, ainda com o selo de plástico. Comprei dois por engano. Validade 2028.
pt ;; olx-pt ;; colecionismo ;; 20 ;; Isqueiro Zippo antigo de 1978 ;; Isqueiro de coleção em latão, sem gás nem pedra, só para colecionador. Tem o ano gravado na base. Envio registado pela OLX.
pt ;; olx-pt ;; informática ;; 480 ;; Portátil Lenovo ThinkPad T14 Gen 2 i5 16GB ;; Número de série PF3ABC12, garantia até 05/2026. Teclado PT, bateria com 92 % de saúde. Pagamento pela OLX, com MB WAY dentro da plataforma no checkout.
pt ;; olx-pt ;; desporto ;; 35 ;; Raquete de padel Bullpadel Vertex 03 ;; Usada uma temporada, sem fissuras. Peso 365 g. Aceito propostas através do chat. Código postal 4050-123, entrego na zona.
pt ;; vinted ;; homem ;; 22 ;; Camisola oficial Benfica 2023/24 tamanho L ;; Camisola licenciada comprada na loja oficial do estádio, com etiqueta. Não é réplica nem cópia. Envio pela Vinted.
pt ;; olx-pt ;; bebé ;; 45 ;; Cadeira de refeição Chicco Polly ;; Cadeira da papa regulável em altura, tabuleiro lavável. Marcas de uso ligeiras. Entrego em mão em Braga.
pt ;; olx-pt ;; animais ;; 15 ;; Brinquedos para cão (lote de 6) ;; Bola Kong, corda, osso de borracha e 3 peluches com apito. O meu cão não ligou a nenhum 😅. Envio pela OLX Entregas.
pt ;; olx-pt ;; ferramentas ;; 60 ;; Serra tico-tico Makita 4329 ;; Com lâminas para madeira e metal. Potência 450 W. Funciona na perfeição. Tenho a fatura da Leroy Merlin.
pt ;; vinted ;; acessórios ;; 12 ;; Mala @Parfois cor camel ;; Mala da coleção @home da Parfois, nunca usada. Dimensões 30 x 22 x 10 cm. Envio por Vinted.
pt ;; olx-pt ;; livros ;; 6 ;; Livro "www.morte.com" - policial ;; Romance policial de bolso, lido uma vez. Bom estado. Envio com portes a cargo do comprador pela OLX.
pt ;; olx-pt ;; peças auto ;; 70 ;; Retrovisor direito Peugeot 208 2019 ;; Referência 98130102XT, elétrico, com pisca. Sem riscos no vidro. Envio pela OLX bem embalado.
pt ;; olx-pt ;; instrumentos musicais ;; 90 ;; Teclado Casio CT-S300 61 teclas ;; Com suporte de partituras e transformador. Ótimo para aprender. Só levanto em Matosinhos.
pt ;; vinted ;; beleza ;; 18 ;; Perfume Zara Vibrant Leather 100 ml ;; Frasco cheio, usei duas borrifadelas, não é o meu cheiro. Tenho a caixa. Envio pela Vinted.
pt ;; olx-pt ;; casa ;; 110 ;; Sofá de 3 lugares cinzento IKEA Kivik ;; Capas laváveis, 228 x 95 x 83 cm. Sem animais nem fumadores. Levantamento no 3.º andar em Lisboa.
pt ;; olx-pt ;; consolas ;; 230 ;; Nintendo Switch OLED + 3 jogos ;; Consola branca, com capa e película. Jogos: Mario Kart 8, Zelda e Animal Crossing. Pagamento pela plataforma só.
pt ;; olx-pt ;; desporto ;; 55 ;; Carabina de pressão de brincar para crianças ;; Espingarda de brinquedo em plástico com sons, sem projéteis, para miúdos dos 3 aos 6 anos. Pilhas incluídas.
pt ;; olx-pt ;; fotografia ;; 320 ;; Canon EOS 250D + 18-55 ;; 8 mil disparos, sempre com filtro UV. Vai com 2 baterias e cartão de 64 GB. Entrego em mão no Porto.
pt ;; vinted ;; moda mulher ;; 7 ;; Top cor tabaco Bershka S ;; Top canelado, ficou pequeno. Envio normal pela Vinted, aceito propostas.
pt ;; olx-pt ;; jardim ;; 120 ;; Motosserra Stihl MS 170 com espada de 35 cm ;; Pouco usada, corrente afiada. Para cortar lenha. Levantamento em Tomar.
pt ;; olx-pt ;; relógios ;; 95 ;; Relógio Casio G-Shock GA-2100 ;; Original, com caixa e manual. Bracelete nova. Envio registado pela OLX.
pt ;; olx-pt ;; bebé ;; 60 ;; Banheira com suporte e termómetro ;; Tudo lavado, para bebé dos 0 aos 12 meses. Ofereço toalhas com capuz. Zona de Coimbra.
pt ;; vinted ;; homem ;; 30 ;; Casaco corta-vento The North Face XL ;; Cor verde-tropa, impermeável. Pequeno rasgão no forro (ver foto 4). Aceito trocas pela Vinted.
pt ;; olx-pt ;; telemóveis ;; 150 ;; iPhone 11 64GB vermelho ;; Bateria 81 %, modelo A2221. Desbloqueado para todas as redes. Pagamento no checkout da OLX.
pt ;; olx-pt ;; colecionismo ;; 25 ;; Moedas de 2 euros comemorativas (10) ;; Lote de 10 moedas de 2 € de vários países, anos 2007 a 2015. Em cápsulas. Envio registado.
pt ;; olx-pt ;; telemóveis ;; 180 ;; Xiaomi 13T 256GB ;; Como novo, sempre com capa. Para mais info liga {{contact_phone|nove um dois, três quatro cinco, seis sete oito}} ou manda msg.
pt ;; olx-pt ;; informática ;; 200 ;; iPad 9.ª geração 64GB ;; Impecável. Fala comigo no {{contact_phone|9l2 345 67B}} ... desculpem, {{contact_phone|912 345 678}}, que respondo mais depressa do que aqui.
pt ;; vinted ;; moda mulher ;; 20 ;; Vestido Sfera comprido ;; Adoro este vestido mas não serve. Mais fotos no meu insta {{social_handle|@ana.closet_pt}} 💕
pt ;; olx-pt ;; casa ;; 80 ;; Cómoda antiga restaurada ;; Restaurada por mim. Tenho mais móveis no meu site {{external_link|moveisdaana ponto pt}}, vejam lá.
pt ;; olx-pt ;; desporto ;; 90 ;; Bicicleta de estrada B'Twin Triban ;; Quadro M, 2x8. Pagamento só por {{off_platform_payment|MB WAY}} antes de enviar, não uso a OLX Entregas.
pt ;; vinted ;; beleza ;; 25 ;; Dior Sauvage 100 ml {{prohibited_item|tester}} ;; Frasco de tester sem caixa, cheio. Original.
pt ;; olx-pt ;; desporto ;; 150 ;; {{prohibited_item|Faca de caça}} com bainha de couro ;; Lâmina de 22 cm em aço inox, cabo de madeira. Nunca usada.
pt ;; olx-pt ;; brinquedos ;; 80 ;; {{prohibited_item|Pistola airsoft}} Glock 17 com bolas ;; Funciona a gás, 2 carregadores e 2000 bolas de 6 mm.
pt ;; olx-pt ;; saúde ;; 15 ;; {{prohibited_item|Xanax}} 0,5 mg caixa fechada ;; Sobrou do tratamento, validade 2027.
pt ;; vinted ;; acessórios ;; 45 ;; Mala Chanel {{prohibited_item|réplica}} espelho ;; Qualidade premium, ninguém nota. Vem com cartão de autenticidade.
pt ;; olx-pt ;; bebé ;; 30 ;; {{prohibited_item|Cadeira auto}} Bébé Confort grupo 0+ usada ;; Usada com o meu filho até aos 12 meses, sem acidentes.
pt ;; olx-pt ;; informática ;; 30 ;; {{prohibited_item|Conta Netflix}} premium 1 ano ;; Partilha de conta 4K, entrego os dados logo.
pt ;; vinted ;; beleza ;; 8 ;; Base Estée Lauder Double Wear {{prohibited_item|usada}} ;; Usei umas 3 vezes, tom 2W1, ainda tem 80 %.
pt ;; olx-pt ;; telemóveis ;; 120 ;; iPhone XR 64GB ;; Funciona bem. Interessados escrevam para {{contact_email|ruben.vende arroba gmail ponto com}}.
pt ;; olx-pt ;; consolas ;; 250 ;; PS5 digital ;; Com 2 comandos. Pago com {{off_platform_payment|transferência bancária}} e envio por CTT, é mais barato.
pt ;; olx-pt ;; casa ;; 40 ;; Candeeiro de pé vintage ;; Anos 70, funciona. Chamada ou SMS para o {{contact_phone|+351 93 456 78 90}}.
pt ;; vinted ;; homem ;; 15 ;; Calças Levi's 501 W32 ;; Envio rápido. Contacta-me no {{social_handle|WhatsApp}} pelo número do perfil.
pt ;; olx-pt ;; ferramentas ;; 40 ;; Baterias {{prohibited_item|18650 soltas}} (20 unidades) ;; Células de lítio retiradas de packs de portátil, testadas a 2500 mAh.
pt ;; olx-pt ;; peças auto ;; 90 ;; {{prohibited_item|Airbag}} do volante BMW Série 1 ;; Módulo de airbag do condutor, retirado de carro acidentado, sem disparo.
pt ;; olx-pt ;; colecionismo ;; 300 ;; Estatueta em {{prohibited_item|marfim}} africano esculpido ;; Peça antiga herdada do meu avô, 15 cm de altura.
pt ;; olx-pt ;; animais ;; 250 ;; {{restricted_item|Cachorros}} de Golden Retriever ;; Com 8 semanas, vacinados e desparasitados. Pais no local.
pt ;; vinted ;; homem ;; 35 ;; Ténis Jordan 1 {{prohibited_item|fake}} ;; Tamanho 42, qualidade boa, cópia 1:1.
pt ;; olx-pt ;; telemóveis ;; 90 ;; Samsung A52 ;; Funciona bem. Zap: {{contact_phone|nove seis um - dois dois dois - três três três}}.
pt ;; olx-pt ;; casa ;; 60 ;; Micro-ondas Samsung ;; Pago por {{off_platform_payment|Revolut}} ou em numerário na entrega.
pt ;; vinted ;; beleza ;; 10 ;; {{prohibited_item|Amostras de perfume}} decants 10 ml ;; Faço decants de Creed e Tom Ford, 10 ml cada.
es ;; wallapop ;; móviles ;; 210 ;; iPhone 12 64GB blanco ;; Batería al 84 %, siempre con funda. IMEI 356789012345678, lo puedes comprobar. Envío con Wallapop Envíos, pago protegido por la app.
es ;; wallapop ;; hogar ;; 18 ;; Juego de 6 copas de vino Bohemia ;; Copas de cristal de Bohemia para vino tinto, sin desconchones. Entrega en mano en Valencia centro.
es ;; wallapop ;; cocina ;; 45 ;; Cuchillo de cocina japonés Santoku 18 cm ;; Cuchillo santoku de acero damasco, ideal para verduras y pescado. Con caja. Solo envío por Wallapop.
es ;; wallapop ;; juguetes ;; 12 ;; Pistola Nerf Elite 2.0 con dardos ;; Juguete Nerf con 20 dardos de espuma. Para niños a partir de 8 años. Funciona perfecta.
es ;; vinted ;; mujer ;; 15 ;; Jersey color marfil Zara talla S ;; Jersey de punto, color marfil, muy calentito. Lo he usado poco. Envío por Vinted.
es ;; wallapop ;; hogar ;; 35 ;; Botiquín de pared metálico vintage ;; Armario botiquín de los años 60, con cruz roja pintada, 40 x 30 x 12 cm. Ideal para decoración.
es ;; wallapop ;; coleccionismo ;; 30 ;; Mechero Dupont antiguo ;; Mechero de colección chapado, no tiene gas. Para coleccionistas, envío certificado por Wallapop.
es ;; vinted ;; hombre ;; 40 ;; Camiseta oficial Real Madrid 22/23 ;; Camiseta original Adidas con etiquetas, comprada en la tienda del Bernabéu. No es réplica. Talla M.
es ;; wallapop ;; informática ;; 390 ;; MacBook Air M1 8GB 256GB ;; Número de serie C02XXXXXXQ6L en la factura de El Corte Inglés. Ciclos de batería: 210. Pago con tarjeta dentro de la app, nada de pagos por fuera.
es ;; wallapop ;; deporte ;; 80 ;; Tienda de campaña Quechua 2 Seconds ;; Para 3 personas, se monta en 2 segundos. Usada 2 veranos. Código postal 28013, entrego en Madrid.
es ;; wallapop ;; bebé ;; 25 ;; Trona Stokke Tripp Trapp ;; Silla de madera evolutiva para comer, color natural. Con cojín. Recogida en Sevilla.
es ;; wallapop ;; mascotas ;; 10 ;; Juguetes para perro, pack de 5 ;; Pelotas, cuerda y un hueso de goma. Mi perro no les hizo caso. Envío por Wallapop.
es ;; wallapop ;; bricolaje ;; 70 ;; Taladro percutor DeWalt 18V ;; Con dos baterías de 2 Ah y cargador. Maletín incluido. Funciona perfecto.
es ;; vinted ;; belleza ;; 12 ;; Crema hidratante La Roche-Posay sin abrir ;; Precintada, 50 ml, caducidad 2027. Me regalaron dos. Envío por Vinted.
es ;; wallapop ;; libros ;; 8 ;; Libro "Cocaína" de Pino Aprile ;; Ensayo de bolsillo, bien conservado. Envío con Wallapop.
es ;; wallapop ;; motor ;; 65 ;; Faro delantero izquierdo Seat Ibiza 6J ;; Referencia 6J1941005, sin golpes. Envío bien embalado por la app.
es ;; wallapop ;; instrumentos ;; 150 ;; Guitarra eléctrica Fender Squier Stratocaster ;; Color sunburst, con funda y cable. Cuerdas nuevas. Recogida en Zaragoza.
es ;; vinted ;; mujer ;; 20 ;; Bolso Mango de imitación piel ;; Bolso de piel sintética, imitación cuero, color negro. Perfecto estado.
es ;; wallapop ;; hogar ;; 95 ;; Mesa de comedor extensible 140-180 cm ;; Mesa de roble, se alarga a 180 cm. Marcas de uso. Solo recogida en Bilbao.
es ;; wallapop ;; consolas ;; 300 ;; Xbox Series X 1TB ;; Con un mando y caja. Cuenta de Xbox no incluida. Pago y envío por Wallapop.
es ;; wallapop ;; deporte ;; 60 ;; Escopeta de juguete de madera para niños ;; Juguete artesanal de madera, no dispara nada, para disfraz de vaquero. 50 cm de largo.
es ;; wallapop ;; fotografía ;; 450 ;; Sony Alpha a6000 + objetivo 16-50 ;; 12.000 disparos. Con 2 baterías, cargador y correa. Entrego en mano en Málaga.
es ;; wallapop ;; relojes ;; 150 ;; Reloj Seiko 5 automático SNK809 ;; Calibre 7S26, correa de lona nueva. Funciona perfecto. Pago por la app.
es ;; vinted ;; hombre ;; 18 ;; Sudadera @Pull&Bear talla L ;; Sudadera gris con capucha, poco uso. Envío por Vinted, paga con la tarjeta en la app.
es ;; wallapop ;; jardín ;; 40 ;; Tijeras de podar y hacha pequeña Fiskars ;; Hacha X7 para leña y tijeras de podar. Afiladas. Recogida en Girona.
es ;; wallapop ;; móviles ;; 95 ;; Funda y cargador para iPhone 13 ;; Funda MagSafe y cargador de 20 W, todo original. Envío por Wallapop.
es ;; wallapop ;; bebé ;; 120 ;; Cochecito Bugaboo Fox 2 ;; Completo con capazo y silla. Lavado. Entrega en Alicante.
es ;; vinted ;; mujer ;; 9 ;; Pantalón cigarrillo negro Stradivarius 38 ;; Corte cigarrillo, tiro alto. Usado pocas veces.
es ;; wallapop ;; coleccionismo ;; 200 ;; Réplica a escala 1:18 Ferrari F40 ;; Maqueta de metal Bburago, en su caja, sin abrir.
es ;; wallapop ;; móviles ;; 170 ;; Samsung Galaxy S21 ;; Como nuevo. Llámame al {{contact_phone|seis cero cero, uno dos tres, cuatro cinco seis}} y quedamos.
es ;; wallapop ;; hogar ;; 50 ;; Lámpara de techo ;; Pago por {{off_platform_payment|Bizum}} y te la envío por Correos, fuera de la app me sale más barato.
es ;; vinted ;; mujer ;; 25 ;; Vestido de fiesta ;; Más modelos en mi {{social_handle|IG: moda.lucia_}}, sígueme.
es ;; wallapop ;; informática ;; 100 ;; Monitor Dell 24 ;; Escríbeme a {{contact_email|j u a n 8 8 @ h o t m a i l . e s}} para quedar.
es ;; wallapop ;; deporte ;; 75 ;; {{prohibited_item|Navaja automática}} de muelle ;; Hoja de 9 cm, apertura rápida, con clip.
es ;; wallapop ;; salud ;; 40 ;; {{prohibited_item|Ozempic}} 1 mg pluma nueva ;; Me sobró, está en nevera.
es ;; vinted ;; belleza ;; 30 ;; {{prohibited_item|Tester}} perfume Carolina Herrera Good Girl ;; Probador de tienda, 80 ml, sin caja.
es ;; wallapop ;; juguetes ;; 60 ;; {{prohibited_item|Pistola de balines}} CO2 ;; Con bombonas y 500 balines de acero.
es ;; wallapop ;; hogar ;; 20 ;; {{prohibited_item|Aceite de CBD}} 10 % ;; Frasco de 10 ml, para dormir mejor.
es ;; vinted ;; hombre ;; 35 ;; Gafas Ray-Ban {{prohibited_item|réplica}} AAA ;; Igual que las originales, con funda.
es ;; wallapop ;; bebé ;; 35 ;; {{prohibited_item|Silla de coche}} Maxi-Cosi de segunda mano ;; La usamos con nuestra hija hasta los 4 años.
es ;; wallapop ;; deporte ;; 40 ;; {{prohibited_item|Casco de moto}} usado Shark ;; Talla M, algún rasguño por una caída leve.
es ;; wallapop ;; motor ;; 25 ;; Ruedas de moto ;; Para más info {{contact_phone|+34 612 34 56 78}} (solo WhatsApp).
es ;; wallapop ;; móviles ;; 80 ;; Xiaomi Redmi 10 ;; Si te interesa, {{external_link|wa.me/34655443322}}.
es ;; vinted ;; hombre ;; 22 ;; Chaqueta vaquera ;; Te hago descuento si me pagas por {{off_platform_payment|PayPal amigos}}.
es ;; wallapop ;; coleccionismo ;; 150 ;; {{prohibited_item|Colmillo de marfil}} tallado ;; Pieza antigua de colección, 20 cm.
es ;; wallapop ;; mascotas ;; 300 ;; {{restricted_item|Gatitos}} persas de 2 meses ;; Con pedigrí, vacunados.
es ;; wallapop ;; informática ;; 12 ;; {{prohibited_item|Cuenta de Spotify}} premium ;; Un año de suscripción a tu nombre.
es ;; vinted ;; mujer ;; 15 ;; Falda midi ;; Escríbeme por {{social_handle|Telegram}} que allí contesto antes.
es ;; wallapop ;; hogar ;; 60 ;; Aspiradora Rowenta ;; Tengo más cosas en {{external_link|milanuncios . com / usuario / pedro_89}}.
es ;; wallapop ;; deporte ;; 120 ;; {{prohibited_item|Ballesta}} de caza 150 lbs ;; Con mira y 6 virotes.
es ;; wallapop ;; motor ;; 20 ;; {{prohibited_item|Pretensor}} cinturón Golf VI ;; Sin disparar, desmontado de coche de desguace.
es ;; wallapop ;; salud ;; 10 ;; {{prohibited_item|Ibuprofeno}} 600 mg, 3 cajas ;; Sin abrir, caducidad 2026.
es ;; wallapop ;; hogar ;; 70 ;; Cafetera ;; Puedes hacerme un {{off_platform_payment|ingreso en mi cuenta}} y te la mando.
es ;; vinted ;; mujer ;; 12 ;; Top ;; Mi número: {{contact_phone|６１１ ２２３ ３４４}}
fr ;; vinted ;; femme ;; 16 ;; Pull ivoire Sézane taille 36 ;; Pull en laine couleur ivoire, porté trois fois, aucune bouloche. Envoi via Vinted avec Mondial Relay.
fr ;; generic ;; maison ;; 22 ;; Lot de 6 verres à vin Luminarc ;; Verres à pied pour vin rouge, 35 cl, aucun ébréché. Remise en main propre à Lyon 7e.
fr ;; generic ;; cuisine ;; 60 ;; Couteau de chef Sabatier 20 cm ;; Couteau de cuisine forgé, lame inox, très bien aiguisé. Avec étui de protection. Paiement sécurisé sur la plateforme.
fr ;; generic ;; jouets ;; 10 ;; Pistolet à eau géant ;; Jouet d'été, réservoir de 1,5 L, fonctionne très bien. Pour enfants dès 5 ans.
fr ;; generic ;; maison ;; 30 ;; Armoire à pharmacie murale blanche ;; Petite armoire à pharmacie pour salle de bain, 50 x 35 x 14 cm, avec miroir. Vis fournies.
fr ;; vinted ;; beauté ;; 14 ;; Palette Urban Decay Naked neuve sous blister ;; Jamais ouverte, encore sous cellophane. Cadeau en double. Envoi via Vinted.
fr ;; generic ;; collection ;; 45 ;; Briquet Dupont vintage années 80 ;; Briquet de collection plaqué or, vendu vide sans gaz. Pour collectionneur. Envoi suivi.
fr ;; vinted ;; homme ;; 45 ;; Maillot officiel PSG 2023-24 taille L ;; Maillot Nike sous licence officielle acheté au Parc des Princes, étiquettes encore attachées.
fr ;; generic ;; informatique ;; 520 ;; MacBook Pro 13 M2 ;; Numéro de série visible sur la facture Fnac du 12/03/2023. 96 cycles de batterie. Paiement par carte sur le site, je n'accepte rien en dehors.
fr ;; generic ;; sport ;; 90 ;; Vélo enfant Btwin 20 pouces ;; Roues de 20", 6 vitesses, pour enfants de 6 à 9 ans. Code postal 69003, je livre autour.
fr ;; generic ;; bébé ;; 50 ;; Chaise haute IKEA Antilop ;; Avec plateau et coussin. Quelques traces d'usage. Retrait à Nantes.
fr ;; generic ;; animaux ;; 12 ;; Jouets pour chiot, lot de 4 ;; Os à mâcher, corde et deux peluches qui couinent. Mon chien a préféré les chaussettes 😅.
fr ;; generic ;; bricolage ;; 85 ;; Scie circulaire Bosch PKS 55 ;; Avec lame bois 160 mm et guide parallèle. Très peu servi.
fr ;; vinted ;; beauté ;; 20 ;; Parfum Lancôme La Vie est Belle 50 ml ;; Flacon entamé à 80 %, boîte d'origine. Je l'ai reçu en cadeau.
fr ;; generic ;; livres ;; 9 ;; BD "Le Pistolet de Valentin" ;; Bande dessinée cartonnée, bon état, première édition 1998.
fr ;; generic ;; auto ;; 40 ;; Rétroviseur gauche Renault Clio 5 ;; Référence 963026108R, électrique. Aucun choc. Envoi soigné.
fr ;; generic ;; musique ;; 250 ;; Piano numérique Yamaha P-45 ;; 88 touches lestées, avec pupitre et pédale. Retrait uniquement à Toulouse.
fr ;; vinted ;; femme ;; 30 ;; Veste simili cuir Promod 38 ;; Veste effet cuir, imitation cuir très douce. Parfait état.
fr ;; generic ;; maison ;; 140 ;; Canapé convertible 3 places ;; Tissu gris, 200 x 90 x 85 cm. Non-fumeur, pas d'animaux. À récupérer au 2e étage.
fr ;; generic ;; consoles ;; 180 ;; Nintendo Switch + Mario Kart ;; Compte Nintendo non inclus bien sûr. Paiement et livraison par la plateforme.
fr ;; generic ;; jouets ;; 25 ;; Épée de chevalier en mousse et bouclier ;; Déguisement enfant, épée en mousse souple. Idéal pour carnaval.
fr ;; generic ;; photo ;; 380 ;; Nikon D5300 + 18-140 ;; 15 000 déclenchements, deux batteries. Sacoche offerte.
fr ;; generic ;; montres ;; 250 ;; Montre Tissot PRX Powermatic 80 ;; Calibre automatique, boîte et papiers 2022. Envoi sécurisé.
fr ;; vinted ;; homme ;; 12 ;; T-shirt "www" Carhartt WIP ;; T-shirt imprimé de la collection WWW, taille M. Comme neuf.
fr ;; generic ;; jardin ;; 35 ;; Hache Fiskars X17 ;; Hache à fendre le bois, parfaite pour les bûches. Manche en composite.
fr ;; generic ;; téléphonie ;; 20 ;; Coque et chargeur pour Samsung S23 ;; Coque silicone et chargeur 25 W, neufs. Envoi par la plateforme.
fr ;; vinted ;; bébé ;; 8 ;; Lot bodies 6 mois Petit Bateau ;; 5 bodies, lavés. Pratique pour les crèches. Envoi Vinted.
fr ;; generic ;; cuisine ;; 15 ;; Seau à champagne inox ;; Seau à champagne avec poignées, jamais utilisé.
fr ;; generic ;; collection ;; 60 ;; Réplique 1:43 Peugeot 205 GTI ;; Miniature Norev en boîte vitrine.
fr ;; generic ;; téléphonie ;; 160 ;; iPhone 11 ;; Très bon état. Appelez-moi au {{contact_phone|zéro six, douze, trente-quatre, cinquante-six, soixante-dix-huit}}.
fr ;; vinted ;; femme ;; 18 ;; Robe Kiabi ;; Je fais -20 % si vous payez par {{off_platform_payment|Lydia}}.
fr ;; generic ;; maison ;; 40 ;; Table basse ;; Écrivez-moi : {{contact_email|marie.dupont(at)orange[point]fr}}.
fr ;; vinted ;; homme ;; 25 ;; Jean Levi's ;; Retrouvez-moi sur {{social_handle|snap : lucas_vend}}.
fr ;; generic ;; informatique ;; 90 ;; Imprimante ;; Plus d'articles sur {{external_link|leboncoin point fr slash mesannonces}}.
fr ;; generic ;; sport ;; 70 ;; {{prohibited_item|Couteau de combat}} tactique ;; Lame 18 cm, étui Molle.
fr ;; generic ;; sport ;; 45 ;; {{prohibited_item|Matraque télescopique}} ;; Acier trempé, 53 cm déplié.
fr ;; vinted ;; beauté ;; 25 ;; {{prohibited_item|Testeur}} parfum Chanel N°5 ;; Flacon testeur de parfumerie, 100 ml.
fr ;; generic ;; santé ;; 30 ;; {{prohibited_item|Viagra}} 100 mg ;; 8 comprimés, boîte scellée.
fr ;; vinted ;; femme ;; 40 ;; Sac Dior {{prohibited_item|copie}} haute qualité ;; Identique à l'original.
fr ;; generic ;; bébé ;; 40 ;; {{prohibited_item|Siège auto}} d'occasion Cybex ;; Utilisé 2 ans, pas d'accident.
fr ;; generic ;; informatique ;; 15 ;; {{prohibited_item|Compte Disney+}} à vie ;; Accès immédiat, je vous envoie les identifiants.
fr ;; generic ;; auto ;; 20 ;; Jantes ;; Contact : {{contact_phone|+33 6 12 34 56 78}}.
fr ;; generic ;; maison ;; 50 ;; Aspirateur Dyson ;; Règlement par {{off_platform_payment|virement}} avant envoi uniquement.
fr ;; vinted ;; femme ;; 10 ;; Chemise ;; Mon {{social_handle|Insta}} pour plus de photos : je réponds là-bas.
fr ;; generic ;; sport ;; 150 ;; {{prohibited_item|Carabine à plomb}} 4,5 mm ;; 19,9 joules, avec lunette.
fr ;; generic ;; animaux ;; 400 ;; {{restricted_item|Chiots}} bouledogue français ;; 9 semaines, vaccinés, pucés.
fr ;; vinted ;; beauté ;; 10 ;; Rouge à lèvres {{prohibited_item|entamé}} YSL ;; Utilisé deux fois, teinte 12.
fr ;; generic ;; auto ;; 15 ;; {{prohibited_item|Batteries lithium}} 21700 en vrac (10 pièces) ;; Récupérées d'une trottinette.
fr ;; generic ;; collection ;; 200 ;; Statuette en {{prohibited_item|ivoire}} sculpté ;; Art africain ancien, 12 cm.
fr ;; generic ;; téléphonie ;; 100 ;; Samsung S10 ;; Tél : {{contact_phone|O6 l2 34 S6 78}}.
fr ;; generic ;; informatique ;; 80 ;; Écran ;; Paiement {{off_platform_payment|Paylib}} ou {{off_platform_payment|Wero}}, merci.
fr ;; vinted ;; homme ;; 60 ;; Montre {{prohibited_item|réplique}} Rolex ;; Mouvement automatique, copie très fidèle.
fr ;; generic ;; santé ;; 25 ;; {{prohibited_item|Somnifères}} Stilnox ;; Une boîte entière, je n'en ai plus besoin.
fr ;; generic ;; maison ;; 35 ;; Lampe ;; Scannez le {{external_link|QR code sur la dernière photo}} pour me contacter directement.
fr ;; generic ;; collection ;; 90 ;; {{prohibited_item|Poing américain}} en laiton ;; Objet de collection, lourd.
en ;; ebay ;; phones ;; 240 ;; Google Pixel 7 128GB Obsidian ;; Unlocked, minor scuff on the frame. IMEI 359876543210987 shown in photo 3 so you can check it isn't blacklisted. Boxed with cable. Posted Royal Mail tracked.
en ;; ebay ;; home ;; 20 ;; Set of 4 Dartington wine glasses ;; Crystal wine glasses, 450 ml, no chips. Boxed. Collection from Leeds LS6 or I can post.
en ;; ebay ;; kitchen ;; 55 ;; Victorinox chef's knife and bread knife ;; Two kitchen knives, Fibrox handles, recently sharpened. Sold to over 18s only as eBay requires, posted in a sealed box.
en ;; vinted ;; toys ;; 15 ;; Toy cap gun cowboy set ;; Kids' plastic cowboy pistol with holster and hat, fancy dress. No caps included.
en ;; ebay ;; home ;; 35 ;; Mirrored medicine cabinet ;; Wall-mounted bathroom cabinet, 55 x 40 x 13 cm, two glass shelves. Screws included.
en ;; vinted ;; beauty ;; 12 ;; Charlotte Tilbury lipstick, new and sealed ;; Never opened, still in cellophane. Shade Pillow Talk. Bought a spare by mistake.
en ;; ebay ;; collectables ;; 40 ;; Vintage Ronson lighter 1960s ;; Collector's petrol lighter, sold empty with no fuel or flint. Some wear to the chrome.
en ;; vinted ;; men ;; 35 ;; Official England home shirt 2024 size M ;; Licensed Nike shirt from the FA store, tags still on. Genuine, not a copy.
en ;; ebay ;; computing ;; 450 ;; Dell XPS 13 9310 i7 16GB ;; Service tag on the underside, warranty till 08/2026. Battery health 90 %. Paid through eBay checkout only.
en ;; ebay ;; sports ;; 120 ;; Carrera Vengeance e-bike 2021 ;; Frame size M, battery holds about 30 miles. Collection only from BS7 8PU area.
en ;; ebay ;; baby ;; 60 ;; Tripp Trapp high chair with baby set ;; Oak, with the baby rail and cushion. Light marks. Collection from Bristol.
en ;; vinted ;; pets ;; 8 ;; Bundle of cat toys ;; Feather wand, 3 mice and a crinkle tunnel. Our cat ignored all of them.
en ;; ebay ;; tools ;; 95 ;; Makita DHP482 combi drill with 2 batteries ;; 18V LXT, two 3Ah batteries and charger, Makpac case. Works perfectly.
en ;; vinted ;; beauty ;; 30 ;; Jo Malone Wood Sage & Sea Salt 100 ml ;; About 70 % left, with box. Just not for me.
en ;; ebay ;; books ;; 6 ;; Trainspotting by Irvine Welsh paperback ;; Good condition, some creases on the spine. Posted 2nd class.
en ;; ebay ;; car parts ;; 45 ;; VW Golf Mk7 rear light cluster ;; Part number 5G0945207, no cracks. Fits 2013-2017. Well packed.
en ;; ebay ;; instruments ;; 280 ;; Roland TD-1K electronic drum kit ;; With sticks and headphones. Mesh snare upgrade. Collection only, Manchester M20.
en ;; vinted ;; women ;; 25 ;; Faux leather biker jacket size 10 ;; Vegan leather, really soft. Worn a handful of times.
en ;; ebay ;; furniture ;; 90 ;; Solid pine chest of drawers ;; 80 x 45 x 95 cm, five drawers. Some scratches on top. Collection only.
en ;; ebay ;; consoles ;; 320 ;; PS5 disc edition + 2 controllers ;; Account not included, factory reset done. Payment through eBay, posted insured.
en ;; vinted ;; toys ;; 18 ;; Airsoft-style toy blaster, foam darts only ;; Kids' foam dart blaster, shoots soft darts, no pellets. Age 8+.
en ;; ebay ;; cameras ;; 520 ;; Fujifilm X-T30 body ;; 6,000 shutter count, two batteries, grip. Boxed. Paid via eBay only.
en ;; ebay ;; watches ;; 180 ;; Seiko Presage SRPB41 Cocktail Time ;; Automatic calibre 4R35, box and papers. Serviced 2023.
en ;; vinted ;; women ;; 10 ;; Ivory lace blouse size 12 ;; Ivory coloured lace top from Next, lined. Perfect for a wedding guest.
en ;; ebay ;; garden ;; 30 ;; Spear & Jackson pruning saw and loppers ;; Sharp and in good order. Collection from Norwich NR2.
en ;; ebay ;; phones ;; 15 ;; Case and screen protector for iPhone 14 ;; Spigen case and two glass protectors, unused.
en ;; ebay ;; home ;; 25 ;; Home brew beer kit ;; Fermenting bucket, hydrometer and bottling wand. No ingredients. Collection only.
en ;; vinted ;; men ;; 20 ;; Hoodie size L, brand @ the front ;; Grey hoodie with the @ logo on the front, barely worn.
en ;; ebay ;; collectables ;; 150 ;; 1:18 scale replica Aston Martin DB5 ;; Diecast model, boxed, never displayed.
en ;; ebay ;; phones ;; 160 ;; iPhone 12 ;; Great condition. Ring me on {{contact_phone|oh seven seven double oh, nine hundred, one two three}}.
en ;; vinted ;; women ;; 20 ;; Dress ;; Message me on {{social_handle|WhatsApp}} and I'll knock a fiver off.
en ;; ebay ;; home ;; 30 ;; Kettle ;; Happy to do {{off_platform_payment|bank transfer}} to save the fees.
en ;; ebay ;; computing ;; 75 ;; Keyboard ;; Drop me a line at {{contact_email|tom dot sells at outlook dot com}}.
en ;; vinted ;; men ;; 15 ;; Jeans ;; More on my depop {{external_link|depop.com/tomsvintage}}.
en ;; ebay ;; sports ;; 60 ;; {{prohibited_item|Butterfly knife}} ;; Balisong, 10 cm blade, sharp.
en ;; ebay ;; sports ;; 120 ;; {{prohibited_item|Air rifle}} .22 with scope ;; Under 12 ft-lb, good condition.
en ;; vinted ;; beauty ;; 35 ;; Tom Ford Oud Wood {{prohibited_item|tester}} ;; Tester bottle from a department store, 100 ml, no cap.
en ;; ebay ;; health ;; 20 ;; {{prohibited_item|Diazepam}} 10 mg ;; Two strips, unopened.
en ;; vinted ;; women ;; 50 ;; Louis Vuitton Neverfull {{prohibited_item|replica}} ;; Top quality, identical to the real one.
en ;; ebay ;; baby ;; 30 ;; {{prohibited_item|Car seat}} Joie i-Spin used ;; Used for 18 months, washed.
en ;; ebay ;; home ;; 25 ;; {{prohibited_item|CBD gummies}} 1000 mg ;; Sealed jar, helps with sleep.
en ;; ebay ;; phones ;; 100 ;; Galaxy S20 ;; Call or text {{contact_phone|+44 7700 900123}}.
en ;; ebay ;; phones ;; 90 ;; Pixel 5 ;; Text {{contact_phone|𝟎𝟕𝟕𝟎𝟎 𝟗𝟎𝟎𝟒𝟓𝟔}} for a quicker reply.
en ;; vinted ;; women ;; 12 ;; Skirt ;; Pay me on {{off_platform_payment|PayPal gift}} and I'll send it today.
en ;; ebay ;; computing ;; 60 ;; Router ;; Details on {{external_link|www . gadgetsbytom . co . uk}}.
en ;; vinted ;; men ;; 25 ;; Trainers ;; Find me on {{social_handle|insta @kicks_by_jay}} for more pairs.
en ;; ebay ;; collectables ;; 250 ;; Carved {{prohibited_item|ivory}} netsuke ;; Genuine ivory, Meiji period.
en ;; vinted ;; beauty ;; 12 ;; Fenty foundation {{prohibited_item|used}} once ;; Shade 240, tried once, 95 % left.
en ;; ebay ;; car parts ;; 80 ;; {{prohibited_item|Passenger airbag}} Ford Focus ;; Removed from a write-off, not deployed.
en ;; ebay ;; tools ;; 30 ;; {{prohibited_item|Loose 18650 cells}} x 30 ;; Harvested from laptop packs, tested.
en ;; ebay ;; pets ;; 500 ;; {{restricted_item|Cockapoo puppies}} ;; Ready at 8 weeks, vet checked.
en ;; ebay ;; sports ;; 35 ;; {{prohibited_item|Pepper spray}} ;; Self-defence canister, 50 ml.
en ;; ebay ;; computing ;; 20 ;; {{prohibited_item|Steam account}} with 200 games ;; Email changed on sale.
en ;; vinted ;; women ;; 15 ;; Top ;; Send a {{off_platform_payment|Monzo}} payment and I'll post it.
en ;; ebay ;; home ;; 40 ;; {{prohibited_item|Recalled}} baby sleeper ;; Recalled by the maker but works fine.
it ;; vinted ;; donna ;; 15 ;; Maglione color avorio Zara M ;; Maglione in lana color avorio, usato poche volte. Spedizione con Vinted.
it ;; generic ;; casa ;; 20 ;; Set 6 bicchieri da vino Bormioli ;; Calici in vetro per vino rosso, nessuno scheggiato. Ritiro a Milano.
it ;; generic ;; cucina ;; 40 ;; Coltello da cucina Zwilling 20 cm ;; Coltello da chef in acciaio, affilato. Pagamento sulla piattaforma.
it ;; generic ;; giocattoli ;; 10 ;; Pistola ad acqua per bambini ;; Giocattolo estivo, funziona benissimo.
it ;; generic ;; casa ;; 30 ;; Armadietto dei medicinali da bagno ;; Armadietto bianco con specchio, 50 x 35 cm.
it ;; generic ;; telefonia ;; 220 ;; iPhone 12 Pro 128GB ;; IMEI 354321098765432, batteria 85 %. Spedizione tracciata tramite la piattaforma.
it ;; generic ;; sport ;; 70 ;; Bici da corsa Bianchi Via Nirone ;; Taglia 55, gruppo Shimano Sora. CAP 20135, consegna a mano a Milano.
it ;; vinted ;; uomo ;; 40 ;; Maglia ufficiale Juventus 2023 ;; Maglia Adidas originale con etichette, licenza ufficiale.
it ;; generic ;; collezionismo ;; 35 ;; Accendino Zippo vintage 1982 ;; Da collezione, venduto vuoto senza benzina.
it ;; vinted ;; bellezza ;; 15 ;; Rossetto Kiko nuovo sigillato ;; Mai aperto, ancora con il sigillo.
it ;; generic ;; telefonia ;; 150 ;; Samsung A54 ;; Chiamami al {{contact_phone|tre quattro sette, uno due tre, quattro cinque sei sette}}.
it ;; generic ;; casa ;; 60 ;; Lampada ;; Pagamento con {{off_platform_payment|Satispay}} o {{off_platform_payment|PostePay}} prima della spedizione.
it ;; vinted ;; donna ;; 20 ;; Borsa ;; Seguimi su {{social_handle|IG @borse.giulia}} per altri modelli.
it ;; generic ;; sport ;; 60 ;; {{prohibited_item|Coltello a farfalla}} ;; Lama 11 cm, nuovo.
it ;; generic ;; giocattoli ;; 90 ;; {{prohibited_item|Fucile softair}} elettrico ;; Con batteria e pallini.
it ;; vinted ;; bellezza ;; 30 ;; {{prohibited_item|Tester}} profumo Armani Sì ;; Tester da profumeria, 100 ml.
it ;; generic ;; informatica ;; 10 ;; {{prohibited_item|Account Netflix}} condiviso ;; Ti mando le credenziali subito.
it ;; generic ;; casa ;; 40 ;; Tostapane ;; Scrivimi a {{contact_email|luca punto rossi chiocciola libero punto it}}.
it ;; vinted ;; uomo ;; 50 ;; Scarpe Gucci {{prohibited_item|replica}} ;; Qualità AAA, identiche alle originali.
it ;; generic ;; salute ;; 20 ;; {{prohibited_item|Farmaci}} per dormire ;; Scatola chiusa.
de ;; generic ;; damen ;; 18 ;; Pullover elfenbein Esprit Größe M ;; Wollpullover in Elfenbein, kaum getragen. Versand über die Plattform.
de ;; generic ;; haushalt ;; 25 ;; 6 Weingläser Riedel ;; Weingläser für Rotwein, keines angeschlagen. Abholung in Köln.
de ;; generic ;; küche ;; 35 ;; Brotmesser und Kochmesser WMF ;; Zwei Küchenmesser, frisch geschliffen. Bezahlung über die Plattform.
de ;; generic ;; spielzeug ;; 12 ;; Wasserpistole für Kinder ;; Sommerspielzeug, funktioniert einwandfrei.
de ;; generic ;; haushalt ;; 35 ;; Medikamentenschrank fürs Bad ;; Weißer Hängeschrank mit Spiegel, 50 x 40 x 14 cm.
de ;; generic ;; handy ;; 300 ;; iPhone 13 128GB ;; IMEI 357654321098765, Akku 88 %. Versand versichert, Zahlung über die Plattform.
de ;; generic ;; sport ;; 450 ;; Cube Aim Mountainbike 29 Zoll ;; Rahmenhöhe L, Shimano Deore. PLZ 80331, Abholung in München.
de ;; generic ;; herren ;; 45 ;; Trikot FC Bayern 2023/24 offiziell ;; Original Adidas Trikot, lizenziert, mit Etikett.
de ;; generic ;; sammeln ;; 30 ;; Feuerzeug Zippo 1975 ;; Sammlerstück, ohne Benzin verkauft.
de ;; generic ;; werkzeug ;; 80 ;; Bosch Akkuschrauber GSR 18V ;; Mit zwei Akkus und Ladegerät. Funktioniert tadellos.
de ;; generic ;; handy ;; 140 ;; Samsung S21 ;; Ruf mich an unter {{contact_phone|null eins sieben sechs, eins zwei drei vier fünf sechs sieben}}.
de ;; generic ;; haushalt ;; 50 ;; Staubsauger ;; Zahlung per {{off_platform_payment|PayPal Freunde}} oder {{off_platform_payment|Überweisung}}.
de ;; generic ;; damen ;; 20 ;; Handtasche ;; Mehr auf {{social_handle|Insta: taschen_lena}}.
de ;; generic ;; sport ;; 60 ;; {{prohibited_item|Springmesser}} ;; Klinge 9 cm, neu.
de ;; generic ;; spielzeug ;; 80 ;; {{prohibited_item|Softair Pistole}} mit Gas ;; Mit Magazin und Kugeln.
de ;; generic ;; beauty ;; 35 ;; {{prohibited_item|Tester}} Parfum Hugo Boss ;; Tester aus der Parfümerie, 100 ml.
de ;; generic ;; computer ;; 10 ;; {{prohibited_item|Netflix Konto}} ;; Zugangsdaten sofort.
de ;; generic ;; haushalt ;; 30 ;; Toaster ;; Schreib mir an {{contact_email|jan punkt meier at web punkt de}}.
de ;; generic ;; herren ;; 60 ;; Rolex {{prohibited_item|Fälschung}} ;; Sieht echt aus.
de ;; generic ;; sport ;; 80 ;; {{prohibited_item|Schlagring}} und {{prohibited_item|Teleskopschlagstock}} ;; Zur Selbstverteidigung.
`;

const out = listingsFromLines(marked, 'eleventh');
const clean = out.filter((l) => l.labels.length === 0).length;
writeFileSync(new URL('../../data/listing/validation-eleventh.json', import.meta.url), `${JSON.stringify(out, null, 1)}\n`);
console.log(`${out.length} listings (${clean} clean), ${out.filter((l) => l.part === 'tune').length} tune, ${out.filter((l) => l.part === 'holdout').length} holdout, ${out.reduce((n, l) => n + l.labels.length, 0)} labels`);
