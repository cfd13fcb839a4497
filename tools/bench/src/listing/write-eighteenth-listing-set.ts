import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-eighteenth.json: an eighteenth labelled set for issue 19, written by hand on 2026-11-29
 * by a writer who changes no rule, as the session's final unseen measure (its holdout part). Its writer read no rule
 * code, lexicon or brand table, no README rules table and no earlier set's records — only the seventeenth writer's
 * header and split (printed up to the line before its first record), the line parser (`listingsFromLines`),
 * `balancedSplit`'s signature, the scorer (evasion-quality.ts) and the contract's flag codes and profiles.
 * 257 listings: PT 54, ES 53, FR 54, EN 55, IT 20, DE 21; 139 clean (54 %) over 23 areas (clothing, footwear, phones,
 * computers, consoles, cameras, audio, watches & jewellery, furniture, toys & baby, books & media, sports & outdoor,
 * bikes, tools & DIY, beauty & perfume, instruments, vehicle parts, home & kitchen, garden, pets, collectibles,
 * tickets & vouchers, services), with hard negatives written as sellers write them (IMEIs, serial, frame and part
 * numbers, service tags, sizes, dimensions, years, shutter counts, postcodes, ISBNs, opening hours, km, an IP address,
 * "@" as "each" before a price, a .com in a product name, payment and delivery kept on the platform, a maker with
 * another's components, cases and chargers for another maker, kitchen knives, a knife block, pocket and folding knives
 * within limits, Nerf and water pistols, glue, heat and paint guns, an aquarium pump ("bomba"), wine glasses, empty
 * perfume bottles and candle jars, sealed cosmetics, a vintage lighter sold empty, a medicine cabinet, licensed
 * football shirts, ivory as a colour, pet toys, an empty aquarium, seeds, a bullet journal, action-film DVDs,
 * "killer", "tuerie", "bomb"/"bomba"/"Bombe" as praise, a smoking jacket, face-value tickets through official resale;
 * long descriptions with the problem buried at the end or in the middle; listings that mix two languages). The rest are
 * real problems (first label's kind: item 44, phone 23, payment 17, social 14, email 11, link 9): phones as words with
 * tens and hundreds in all six languages (incl. "double oh", "zwo", "quatre-vingt-onze"), mixed words and digits
 * ("9one"), spaced and hyphenated digits, full-width, circled and mathematical bold digits, zero-width spaces, PT, ES,
 * FR, BE, UK, NL, IT, DE numbers in national and international forms; e-mails spaced out, with arroba/(arroba)/at/[at]/
 * chez/(at)/chiocciola, ponto/(punto)/point/[.]/dot/(punkt), a full-width at sign and ideographic full stop; handles on
 * Instagram, Telegram, Snapchat, Discord, TikTok, Messenger and Depop, asked politely ("write me where you usually
 * message"); links written out (vinted ponto pt barra…, leboncoin point fr slash…, w w w . … . es, depop dot com forward
 * slash, www punto … punto it, (punkt) de), wa.me, a QR code, "look at my profile on the other site"; MB WAY, Bizum,
 * Lydia, Paylib, Revolut, PostePay, PayPal friends/F&F/Freunde, bank transfers with an IBAN or a sort code, bonifico,
 * Überweisung, cash on delivery off the platform, "combinamos por fora"; items: replicas and fakes ("1:1", "rep", "copia
 * exacta", "réplique"), combat, hunting, Bowie, butterfly and one-hand knives, a machete, a bayonet, an airsoft replica,
 * testers, samples and decants, opened cosmetics, used car seats and helmets, a recalled baby sleeper, loose lithium
 * cells, an airbag module, medicines, a weight-loss pen, tobacco, disposable vapes, whisky, live animals (kittens,
 * puppies, a bearded dragon, budgies), tickets resold above face value.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * seventeenth set's greedy balance in file order over language, area, clean/problem and kind (`balancedSplit`, below),
 * which no label text or rule output decides. Parts: tune 129 (70 clean, 59 problems: item 22, phone 12, payment 8,
 * social 8, email 5, link 4), holdout 128 (69 clean, 59 problems: item 22, phone 11, payment 9, social 6, email 6,
 * link 5); every language and area in both.
 *
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description`, labels inline as
 * `{{code|text}}` (`listingsFromLines`); `area` is kept in the JSON beside the listing. `\u200b` in a line is a
 * zero-width space in the text.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-eighteenth-listing-set.ts`.
 * First run (2026-11-29, rules as on 32aab41, no rule changed, `npm run bench -- listing`): tune part recall 0.94 (61 of 65
 * labels), clean listings flagged 0.03 (2 of 70), wrongful rejects 0; holdout part recall 0.94 (58 of 62 labels), clean
 * listings flagged 0.01 (1 of 69), wrongful rejects 0.
 */

const marked = `
clothing ;; pt ;; vinted ;; clothing ;; 12 ;; Casaco de ganga Zara tam M ;; Usado poucas vezes, sem defeitos. Ombro a ombro 44 cm, comprimento 62 cm. Envio pela Vinted, portes pagos pelo comprador 😊
phones ;; pt ;; olx-pt ;; phones ;; 310 ;; iPhone 12 64GB preto ;; Bateria a 86%. IMEI 356728 114562 093, pode confirmar que não está bloqueado. Vai com capa e película. Não faço trocas.
phones ;; pt ;; olx-pt ;; phones ;; 180 ;; Samsung A52 como novo ;; Tudo a funcionar, 128gb, sem riscos no ecrã. Para mais info liga {{contact_phone|nove seis um, duzentos e trinta e quatro, quinhentos e sessenta e sete}} a partir das 19h
furniture ;; pt ;; olx-pt ;; furniture ;; 45 ;; Cómoda Hemnes 3 gavetas branca ;; Medidas 108x96x50 cm. Está desmontada, falta um puxador. Levantamento em Odivelas, código postal 2675-301, ao sábado das 10h às 13h.
audio ;; pt ;; olx-pt ;; audio ;; 70 ;; coluna jbl charge 4 ;; som top, bateria aguenta bem. o resto combinamos no whats {{contact_phone|9 1 7 - 4 4 2 - 0 8 1}} 👍
cameras ;; pt ;; olx-pt ;; cameras ;; 230 ;; Canon 600D + objetiva 18-55 ;; Contador de disparos: 12 430. Nº de série 0730123456. A objetiva tem um pouco de pó mas não se nota nas fotos. Inclui carregador LP-E8 e cartão 32GB.
beauty-perfume ;; pt ;; vinted ;; beauty-perfume ;; 45 ;; Sauvage EDT 100ml {{restricted_item|tester}} ;; Perfume de loja, vem sem tampa e em caixa branca, cheio a 95%.
beauty-perfume ;; pt ;; vinted ;; beauty-perfume ;; 8 ;; Frasco vazio Chanel nº5 ;; Frasco vazio, só para coleção ou decoração. Sem líquido nenhum. 50 ml.
toys-baby ;; pt ;; olx-pt ;; toys-baby ;; 40 ;; {{restricted_item|Cadeira auto grupo 0+}} Bébé Confort ;; Usada pelos meus dois filhos, teve um pequeno toque no carro mas está impecável. Com redutor.
bikes ;; pt ;; olx-pt ;; bikes ;; 520 ;; Trek Marlin 5 2021 tam L ;; Grupo Shimano Deore 1x10, travões hidráulicos Tektro, pneus Bontrager quase novos. Nº quadro WTU123C4567K. Revisão feita em setembro.
home-kitchen ;; pt ;; olx-pt ;; home ;; 25 ;; Máquina de café Dolce Gusto ;; Funciona perfeitamente, só não uso. Pagamento por {{off_platform_payment|MB WAY}} antes do envio e depois mando pelos CTT com registo.
computers ;; pt ;; olx-pt ;; computers ;; 390 ;; MacBook Air 2017 13" ;; i5, 8GB, SSD 128. Ciclos de bateria 412. Se preferir {{off_platform_payment|combinamos por fora}} e faço-lhe 20€ de desconto, é só dizer.
tools-diy ;; pt ;; olx-pt ;; tools-diy ;; 85 ;; Berbequim Makita 18V com 2 baterias ;; Modelo DHP482, baterias BL1830 a carregar bem. Com mala. Só entrego em mão em Braga ou envio pela plataforma.
books-media ;; pt ;; vinted ;; books-media ;; 6 ;; Ensaio sobre a Cegueira - Saramago ;; Edição Caminho, ISBN 978-972-21-1047-4. Páginas um pouco amareladas, sem sublinhados.
clothing ;; pt ;; vinted ;; clothing ;; 15 ;; Vestido floral Mango ;; Tamanho S, usado 1 vez num casamento. Tenho mais coisas no {{social_handle|insta @armario.da.rita}} com preços melhores 💕
phones ;; pt ;; olx-pt ;; phones ;; 95 ;; Xiaomi Redmi Note 10 ;; Ecrã sem riscos, 4/64. Dúvidas mande email para {{contact_email|ruben.lopes93 arroba gmail ponto com}}
home-kitchen ;; pt ;; olx-pt ;; home ;; 30 ;; Conjunto facas de cozinha com cepo ;; 6 facas em inox (a maior com lâmina de 20 cm) e cepo em madeira. Nunca usadas, presente repetido.
garden ;; pt ;; olx-pt ;; garden ;; 120 ;; Corta-relva a gasolina Honda ;; Motor GCV160, arranca à primeira. Saco de recolha incluído. Largura de corte 46 cm.
pets ;; pt ;; olx-pt ;; pets ;; 0 ;; {{prohibited_item|Gatinhos para dar}} ;; 3 gatinhos com 2 meses, já comem sozinhos. Só para pessoas responsáveis.
clothing ;; pt ;; olx-pt ;; clothing ;; 20 ;; Lote roupa menina 4-5 anos ;; 15 peças. Tenho o lote completo com fotos em {{external_link|vinted ponto pt barra member barra 4455}} se quiserem ver melhor
sports-outdoor ;; pt ;; olx-pt ;; sports-outdoor ;; 150 ;; Prancha de surf 6'2 ;; Shape local, 6'2 x 19 1/2 x 2 7/16, 31 litros. Alguns dings reparados. Quilhas FCS II incluídas.
watches-jewellery ;; pt ;; vinted ;; watches-jewellery ;; 60 ;; Relógio Casio G-Shock GA-2100 ;; O "CasiOak" preto, com caixa e manual. Bracelete com marcas de uso. Ref. 5611.
vehicle-parts ;; pt ;; olx-pt ;; vehicle-parts ;; 60 ;; Farol esquerdo Renault Clio IV ;; Ref. 260609843R, sem patilhas partidas. Contacto {{contact_phone|+351 ９６５ ４３２ １０８}}
musical-instruments ;; pt ;; olx-pt ;; musical-instruments ;; 140 ;; Guitarra clássica Alhambra 1C ;; Tampo em cedro, com saco. Cordas novas. Ideal para quem está a começar no conservatório.
collectibles ;; pt ;; olx-pt ;; collectibles ;; 35 ;; Isqueiro Zippo 1978 vintage ;; Zippo antigo de 1978, vendido vazio, sem gás nem pedra. Para coleção. Tem marcas do tempo.
sports-outdoor ;; pt ;; olx-pt ;; sports-outdoor ;; 55 ;; {{prohibited_item|Faca de mato}} com bainha ;; Lâmina de 25 cm, aço carbono, cabo em osso. Ótima para caça.
home-kitchen ;; pt ;; olx-pt ;; home ;; 15 ;; {{prohibited_item|Ben-u-ron e Brufen}} caixas fechadas ;; Sobraram da farmácia, validade 2027. Vendo tudo junto.
tickets-vouchers ;; pt ;; olx-pt ;; tickets ;; 90 ;; 2 bilhetes NOS Alive sexta ;; Bilhetes nominativos, faço a transferência de nome pela bilheteira oficial ao preço que paguei (45€ cada). Pagamento pela plataforma.
services ;; pt ;; olx-pt ;; services ;; 15 ;; Explicações de Matemática 9º ano ;; Professora com experiência, 15€/hora, em Coimbra. Horário: seg a sex das 17h às 20h. Marcações por mensagem aqui no OLX.
phones ;; pt ;; olx-pt ;; phones ;; 130 ;; Huawei P30 ;; Vendo porque mudei de telemóvel. Tem um risquinho atrás. Qualquer coisa {{contact_phone|9one 3 2 oito 8 sete 6 5 quatro}}
clothing ;; pt ;; vinted ;; clothing ;; 25 ;; Camisola Benfica 23/24 oficial ;; Camisola oficial Adidas, tamanho M, com etiqueta. Nome e número do Di María.
footwear ;; pt ;; vinted ;; footwear ;; 35 ;; Ténis Nike Air Force 1 42 ;; Usados, sola ainda boa, limpos. Não são réplica, comprados na Sport Zone. Envio pela vinted.
footwear ;; pt ;; vinted ;; footwear ;; 40 ;; Jordan 1 Chicago {{prohibited_item|1:1}} ;; Qualidade top, {{prohibited_item|réplica}} perfeita, ninguém nota a diferença. Tamanhos 40 a 45.
computers ;; pt ;; olx-pt ;; computers ;; 650 ;; Portátil gaming Asus TUF ;; RTX 3060, Ryzen 7, 16GB. S/N: M7NRKD012345678. Fatura em nome da loja Worten. Trocas não.
consoles ;; pt ;; olx-pt ;; consoles ;; 250 ;; PS5 digital ;; Com 2 comandos. Respondo mais rápido no {{social_handle|telegram: tiago_ps_pt}}
home-kitchen ;; pt ;; olx-pt ;; home ;; 10 ;; Armário de medicamentos em madeira ;; Armário de parede para casa de banho, com espelho, 40x50 cm. Está vazio claro 😅
beauty-perfume ;; pt ;; vinted ;; beauty-perfume ;; 18 ;; {{restricted_item|Base Fenty usada 2 vezes}} ;; Tom 220, não era o meu tom, tem 90% do produto. Aberta mas higienizada.
toys-baby ;; pt ;; olx-pt ;; toys-baby ;; 60 ;; Carrinho de bebé Chicco Trio ;; Com alcofa e ovo. O ovo tem data de fabrico 2022 e nunca teve acidentes, posso mostrar a etiqueta. Capota com pequena mancha.
home-kitchen ;; pt ;; olx-pt ;; home ;; 180 ;; Bimby TM5 ;; Funciona na perfeição, com livro e cartão de receitas. Preço ligeiramente negociável. Entrega em mão em Setúbal ou envio seguro.
furniture ;; pt ;; olx-pt ;; furniture ;; 220 ;; Sofá 3 lugares cinza ;; Sofá de 3 lugares com chaise longue, 240 x 160 cm, tecido lavável. Está em bom estado, só tem um ligeiro desgaste no braço direito porque o gato gostava de lá dormir. Desmonta-se em 2 partes e cabe numa carrinha normal. Não tenho como entregar, tem de vir buscar a Almada. Como não venho cá muitas vezes, escreva-me para {{contact_email|s o f i a . m a r q u e s @ s a p o . p t}}
audio ;; pt ;; olx-pt ;; audio ;; 90 ;; AirPods Pro 1ª geração ;; Nº de série GX7CD0XYZABC. Caixa de carregamento com marcas, auriculares impecáveis. Bateria a 100% segundo o iPhone.
clothing ;; pt ;; olx-pt ;; clothing ;; 30 ;; Blusão de cabedal ;; Tamanho L, pele verdadeira. Envio à cobrança pelos CTT, {{off_platform_payment|pagamento à cobrança fora do OLX}}.
vehicle-parts ;; pt ;; olx-pt ;; vehicle-parts ;; 70 ;; Pneus Michelin 205/55 R16 ;; Dois pneus com 5 mm de piso, DOT 2321. Saíram de um Golf com 40 000 km.
tools-diy ;; pt ;; olx-pt ;; tools-diy ;; 25 ;; {{restricted_item|Baterias 18650 soltas}} x10 ;; Tiradas de packs de portáteis, testadas a 2500 mAh. Envio por correio num envelope.
clothing ;; pt ;; vinted ;; clothing ;; 10 ;; Calças Levi's 501 W30 L32 ;; Clássicas, azul escuro, com bainha feita. A cintura mede 39 cm esticada. Não tenho mais fotos mas se quiser mais alguma pergunte. Se a Vinted não me notificar: {{contact_phone|nove três zero, um dois três, quatro cinco seis}}
garden ;; pt ;; olx-pt ;; garden ;; 3 ;; Sementes de tomate coração de boi ;; Saquetas de sementes biológicas guardadas da minha horta, colheita 2026. Também tenho de pimento.
pets ;; pt ;; olx-pt ;; pets ;; 12 ;; Brinquedos para cão ;; Lote de 6 brinquedos (corda, bola que apita, osso de borracha) para cão de porte médio. Lavados.
beauty-perfume ;; pt ;; vinted ;; beauty-perfume ;; 12 ;; Paleta Huda Beauty selada ;; Selada, nunca aberta, oferta. Sold also on my {{social_handle|depop: catarinaclosetpt}} , check it out
collectibles ;; pt ;; olx-pt ;; collectibles ;; 30 ;; {{prohibited_item|Tabaco de enrolar}} e mortalhas ;; Trouxe de Espanha 10 pacotes a mais. Vendo ao preço de custo.
sports-outdoor ;; pt ;; olx-pt ;; sports-outdoor ;; 20 ;; Pistola de água Nerf Super Soaker ;; Para a piscina, as crianças adoram! Alcance de 10 metros. Como nova.
phones ;; pt ;; olx-pt ;; phones ;; 350 ;; iPhone 13 128GB azul ;; Bateria 91%. {{external_link|Tenho o código QR do meu whatsapp nas fotos}}, é mais rápido falar por lá.
computers ;; pt ;; olx-pt ;; computers ;; 25 ;; Router TP-Link Archer C6 ;; Acesso em 192.168.0.1, utilizador e password de origem na etiqueta por baixo. Repus as definições de fábrica. Caixa original.
home-kitchen ;; pt ;; olx-pt ;; home ;; 8 ;; Garrafas térmicas 500ml ;; Inox, mantêm quente 12h. Preço 8€ cada ou 3 @ 20€. Cores: preto, verde e rosa.
pets ;; pt ;; olx-pt ;; pets ;; 15 ;; Bomba de água para aquário ;; Bomba submersível 600 L/h, silenciosa. Serve para aquários até 120 litros. Com ventosas.
clothing ;; es ;; vinted ;; clothing ;; 18 ;; Chaqueta vaquera Pull&Bear talla S ;; Muy poco uso, sin manchas ni roturas. Axila a axila 50 cm. Envío por Vinted, lo pagas tú 🙏
phones ;; es ;; wallapop ;; phones ;; 260 ;; iPhone 11 128gb blanco ;; Batería al 83%, nunca abierto. IMEI 353990 10 214567 8 por si lo quieres comprobar. Con caja y cable.
phones ;; es ;; wallapop ;; phones ;; 140 ;; Galaxy S20 FE ;; Funciona todo, pantalla sin rayas. Si te interesa llámame al {{contact_phone|seis cuatro cinco, treinta y dos, dieciocho, noventa y siete}} y quedamos
furniture ;; es ;; wallapop ;; furniture ;; 60 ;; Estantería Kallax 4x4 ;; Color blanco, 147x147 cm. Desmontada y con todos los tornillos. Recogida en Getafe (28901), tardes de 18 a 21h.
audio ;; es ;; wallapop ;; audio ;; 120 ;; Sony WH-1000XM4 negros ;; Cancelación de ruido brutal, la bomba vamos. Almohadillas cambiadas hace un mes. Con estuche.
cameras ;; es ;; wallapop ;; cameras ;; 380 ;; Fujifilm X-T20 + 15-45 ;; 8.200 disparos. La vendo porque me he pasado a full frame. Número de serie 61A12345. Envío con Wallapop envíos.
beauty-perfume ;; es ;; vinted ;; beauty-perfume ;; 15 ;; {{restricted_item|Muestras de perfume}} Carolina Herrera ;; Lote de 8 {{restricted_item|muestras}} de 1,5ml, Good Girl y 212. También hago {{restricted_item|decants}} de 5ml a petición.
beauty-perfume ;; es ;; vinted ;; beauty-perfume ;; 22 ;; Crema La Roche-Posay precintada ;; Cicaplast Baume B5 100ml, precintada, caducidad 09/2027. La compré doble por error.
toys-baby ;; es ;; wallapop ;; toys-baby ;; 25 ;; {{restricted_item|Casco de moto}} niño Shiro ;; Talla XS, usado una temporada. Tuvo una caída pequeña pero está bien.
bikes ;; es ;; wallapop ;; bikes ;; 850 ;; Orbea Alma H30 talla M ;; Cambio Shimano Deore 12v, horquilla RockShox Judy. Ruedas con tubeless. Número de bastidor en las fotos. Se puede probar en Pamplona.
consoles ;; es ;; wallapop ;; consoles ;; 200 ;; Nintendo Switch OLED ;; Con la funda y 2 juegos. Solo {{off_platform_payment|Bizum}}, lo siento pero he tenido malas experiencias con los envíos.
computers ;; es ;; wallapop ;; computers ;; 480 ;; iPad Air 4 64gb ;; Como nuevo, con Pencil 2. Te paso los datos para {{off_platform_payment|transferencia}}: {{iban|ES91 2100 0418 4502 0005 1332}} y lo envío en cuanto me llegue.
tools-diy ;; es ;; wallapop ;; tools-diy ;; 95 ;; Sierra circular Bosch PKS 55 ;; Disco de 160 mm nuevo, muy poco uso. Con guía paralela. Horario de recogida: 9:00-14:00.
books-media ;; es ;; vinted ;; books-media ;; 9 ;; Cien años de soledad ;; Edición de bolsillo Debolsillo, ISBN 978-84-9759-245-5. Algo subrayado a lápiz en las primeras páginas.
clothing ;; es ;; vinted ;; clothing ;; 12 ;; Top Bershka negro ;; Talla M, nuevo con etiqueta. Más ropa y mejores precios en mi {{social_handle|ig lauravintage_bcn}} 🖤
phones ;; es ;; wallapop ;; phones ;; 110 ;; Xiaomi Redmi Note 11 ;; Le falta el cargador. Para fotos escribe a {{contact_email|pablo.garcia.83 (arroba) hotmail (punto) es}}
home-kitchen ;; es ;; wallapop ;; home ;; 8 ;; Navaja suiza Victorinox ;; Navaja pequeña de bolsillo, modelo Classic SD, hoja de 4 cm con tijeras y lima. Ideal para llavero.
garden ;; es ;; wallapop ;; garden ;; 45 ;; Cortasetos eléctrico Black+Decker ;; 500W, cuchilla de 50 cm. Funciona perfecto, solo tiene polvo del trastero.
pets ;; es ;; wallapop ;; pets ;; 150 ;; {{prohibited_item|Cachorros de bulldog francés}} ;; Nacidos el 1 de septiembre, padres a la vista. Se entregan con 2 meses.
clothing ;; es ;; wallapop ;; clothing ;; 30 ;; Lote bolsos ;; Tengo muchos más en mi tienda {{external_link|w w w . bolsosmari . es}} échale un ojo
sports-outdoor ;; es ;; wallapop ;; sports-outdoor ;; 70 ;; Tabla de paddle surf hinchable ;; 10'6, con remo, inflador y mochila. Peso máximo 120 kg. Algún arañazo.
watches-jewellery ;; es ;; wallapop ;; watches-jewellery ;; 200 ;; Seiko 5 Sports SRPD55 ;; Automático, bisel negro, correa de acero. Retrasa unos 10 s al día. Con caja. Referencia 4R36.
vehicle-parts ;; es ;; wallapop ;; vehicle-parts ;; 35 ;; Retrovisor derecho Seat Ibiza 6J ;; Eléctrico, color negro. Referencia 6J1857508. Mejor por whatsapp {{contact_phone|+34 6 1 2 3 4 5 6 7 8}}
musical-instruments ;; es ;; wallapop ;; musical-instruments ;; 300 ;; Yamaha P-45 piano digital ;; 88 teclas contrapesadas, con pedal y soporte en X. Perfecto para estudiar solfeo.
collectibles ;; es ;; wallapop ;; collectibles ;; 40 ;; Álbum cromos Liga 1998 ;; Casi completo, faltan 12 cromos. Algunos de Raúl y Figo. Ideal coleccionistas.
sports-outdoor ;; es ;; wallapop ;; sports-outdoor ;; 90 ;; {{prohibited_item|Machete}} Cold Steel ;; Hoja de 45 cm, muy afilado, nunca usado. Para desbrozar o lo que quieras jeje
toys-baby ;; es ;; wallapop ;; toys-baby ;; 120 ;; {{prohibited_item|Réplica AK-47 airsoft}} ;; Eléctrica, con 2 cargadores y batería. Dispara a 350 fps, sin punta naranja.
tickets-vouchers ;; es ;; wallapop ;; tickets ;; 60 ;; Entrada Mad Cool viernes ;; Vendo al mismo precio que pagué, la cambio de nombre por la web oficial. Pago por la app.
services ;; es ;; wallapop ;; services ;; 20 ;; Clases de guitarra en Sevilla ;; 20€ la hora, horario de lunes a jueves de 16 a 21h. Primera clase de prueba gratis. Escríbeme por el chat.
consoles ;; es ;; wallapop ;; consoles ;; 30 ;; Mando PS4 original ;; Va perfecto, no tiene drift. Mi número es el {{contact_phone|6 siete 8 - dos 3 - cuatro 5 - 6 siete}}
clothing ;; es ;; vinted ;; clothing ;; 40 ;; Camiseta Real Madrid 24/25 ;; Oficial de la tienda del club, talla L, con la etiqueta. Dorsal Bellingham.
footwear ;; es ;; vinted ;; footwear ;; 55 ;; Zapatillas New Balance 550 ;; Talla 41, usadas unos meses. Las lavo antes de enviar. No son réplica, tengo el ticket.
clothing ;; es ;; vinted ;; clothing ;; 25 ;; Bolso tipo Louis Vuitton ;; Calidad AAA, {{prohibited_item|copia exacta}} del Neverfull con sus letras. Precio por unidad.
computers ;; es ;; wallapop ;; computers ;; 420 ;; Lenovo ThinkPad T14 ;; Ryzen 5 Pro, 16GB, SSD 512. Teclado en español. Número de serie PF2ABCDE. Funciona en Windows 11.
toys-baby ;; es ;; wallapop ;; toys-baby ;; 35 ;; Lote Lego Friends ;; 5 sets completos con instrucciones. Si quieres más fotos {{social_handle|agregame al snap: mery_lp02}}
home-kitchen ;; es ;; wallapop ;; home ;; 12 ;; Copas de vino Schott Zwiesel ;; 6 copas de vino tinto, cristal fino, sin desportilladuras. En caja.
beauty-perfume ;; es ;; vinted ;; beauty-perfume ;; 10 ;; {{restricted_item|Rímel abierto}} Maybelline ;; Lo he usado un par de veces, tiene casi todo. Lash Sensational negro.
toys-baby ;; es ;; wallapop ;; toys-baby ;; 80 ;; Trona Stokke Tripp Trapp ;; Color natural, con baby set. Número de serie en la base. Alguna marca de uso.
furniture ;; es ;; wallapop ;; furniture ;; 150 ;; Mesa de comedor extensible ;; Mesa de madera maciza de roble, 160 cm cerrada y 220 abierta, con seis sillas a juego (las sillas se venden aparte si alguien quiere). Tiene algunas marcas del uso diario, nada grave. Pesa bastante, hay que venir con furgoneta y dos personas a Valencia, Benimaclet. Por aquí contesto poco, si te cuadra escribe a {{contact_email|jordi_vlc@gmail.com}}
audio ;; es ;; wallapop ;; audio ;; 180 ;; Tocadiscos Audio-Technica LP120 ;; Con cápsula AT-VM95E nueva. Velocidades 33/45/78. Impecable, te puedo enviar vídeo.
clothing ;; es ;; vinted ;; clothing ;; 20 ;; Sudadera Carhartt ;; Talla M, gris. Si me pagas por {{off_platform_payment|PayPal amigos}} te la dejo en 17.
vehicle-parts ;; es ;; wallapop ;; vehicle-parts ;; 90 ;; Llantas 16" Volkswagen ;; 4 llantas 5x112 ET45, originales del Golf VII. Referencia 5G0601025. Con algún roce.
collectibles ;; es ;; wallapop ;; collectibles ;; 80 ;; {{prohibited_item|Botellas de whisky}} Macallan 12 ;; 2 botellas sin abrir, regalo de empresa. Las vendo juntas.
clothing ;; es ;; vinted ;; clothing ;; 14 ;; Vestido Zara lino ;; Talla S, color crema. Muy fresquito para el verano, solo lo usé una boda. Tiene un hilo suelto en el bajo pero no se nota nada. Si tienes dudas y no te respondo aquí, mándame un mensajito al {{contact_phone|seiscientos ochenta y uno, veintidós, treinta y tres, cuarenta y cuatro}}
garden ;; es ;; wallapop ;; garden ;; 5 ;; Semillas de pimiento de Padrón ;; Sobres de semillas de cosecha propia, unas 50 por sobre. Siembra en primavera.
pets ;; es ;; wallapop ;; pets ;; 40 ;; Acuario 60 litros vacío ;; Con filtro y tapa con luz LED, sin peces. Medidas 60x30x35.
beauty-perfume ;; es ;; wallapop ;; beauty-perfume ;; 25 ;; Plancha pelo GHD ;; Funciona perfecta. Subo vídeos de lo que vendo en {{social_handle|tiktok @ventasdeana}}
home-kitchen ;; es ;; wallapop ;; home ;; 60 ;; {{prohibited_item|Ozempic}} 1mg ;; Me sobró un {{prohibited_item|bolígrafo}} sin usar, lo guardo en la nevera. Mejor recogida en mano.
sports-outdoor ;; es ;; wallapop ;; sports-outdoor ;; 15 ;; Pistola Nerf Elite ;; De juguete, con 20 dardos de espuma. Mi hijo ya no la usa.
phones ;; es ;; wallapop ;; phones ;; 75 ;; Funda y cargador iPhone 14 ;; Funda Spigen y cargador 20W compatible con iPhone 14. Háblame directo {{external_link|wa.me/34611223344}}
clothing ;; es ;; vinted ;; clothing ;; 15 ;; Camiseta vintage Terra.com 1999 ;; Camiseta promocional del portal Terra.com de finales de los 90, talla L. Pieza de coleccionista, algo desteñida.
tools-diy ;; es ;; wallapop ;; tools-diy ;; 12 ;; Pistola de silicona y pistola de calor ;; Las dos funcionan, la de calor es de 2000W. Con 10 barras de silicona. Recogida en Zaragoza 50008.
services ;; es ;; wallapop ;; services ;; 40 ;; Pequeñas mudanzas con furgoneta ;; Hago portes y pequeñas mudanzas por Madrid, 40€ la hora con ayudante. Presupuesto por el chat de Wallapop, pago por la app.
clothing ;; fr ;; vinted ;; clothing ;; 22 ;; Pull Sézane laine mérinos T38 ;; Porté quelques fois, pas de bouloches. Couleur écru, coloris ivoire sur l'étiquette. Envoi Mondial Relay via Vinted.
phones ;; fr ;; generic ;; phones ;; 290 ;; iPhone 12 mini 128 Go ;; Batterie 88 %, débloqué tout opérateur. IMEI : 35 301611 234567 9. Vendu avec facture Fnac. Remise en main propre possible à Lyon 7e.
phones ;; fr ;; generic ;; phones ;; 150 ;; Google Pixel 6a ;; Très bon état, coque offerte. Appelez-moi au {{contact_phone|zéro six, douze, trente-quatre, cinquante-six, soixante-dix-huit}} après 18h
furniture ;; fr ;; generic ;; furniture ;; 80 ;; Buffet scandinave vintage ;; Années 60, teck, 160 x 45 x 75 cm. Quelques rayures d'usage. À récupérer à Nantes 44000, pas de livraison.
audio ;; fr ;; generic ;; audio ;; 60 ;; Enceinte Marshall Emberton ;; Son de malade, une vraie tuerie pour sa taille. Petite trace sur la grille. Boîte d'origine.
cameras ;; fr ;; generic ;; cameras ;; 450 ;; Nikon Z50 boîtier nu ;; 3 500 déclenchements, n° de série 2012345. Batterie EN-EL25 + chargeur. Envoi colissimo suivi via le site.
beauty-perfume ;; fr ;; vinted ;; beauty-perfume ;; 35 ;; Libre YSL 90 ml {{restricted_item|testeur}} ;; Flacon {{restricted_item|testeur}} sans bouchon, plein à 100 %. Authentique, provient d'une parfumerie.
beauty-perfume ;; fr ;; vinted ;; beauty-perfume ;; 14 ;; Sérum Caudalie neuf sous blister ;; Vinoperfect 30 ml, jamais ouvert, sous cellophane. Date de péremption 2027.
toys-baby ;; fr ;; generic ;; toys-baby ;; 45 ;; {{restricted_item|Siège auto}} Maxi-Cosi Pearl ;; Utilisé pour nos deux enfants, la base isofix est fournie. Date de fabrication 2015.
bikes ;; fr ;; generic ;; bikes ;; 390 ;; Vélo route Triban RC 520 ;; Taille M, groupe Shimano 105, freins à disque mécaniques. Cadre numéro 7A12345. Quelques éclats de peinture.
clothing ;; fr ;; vinted ;; clothing ;; 30 ;; Doudoune The North Face ;; Taille S, noire. Je préfère un paiement {{off_platform_payment|Lydia}} et envoi en lettre suivie, c'est plus simple pour moi.
computers ;; fr ;; generic ;; computers ;; 700 ;; MacBook Pro M1 14" ;; 16 Go, 512 Go. Cycle batterie 98. Paiement par {{off_platform_payment|virement}} uniquement : {{iban|FR14 2004 1010 0505 0001 3M02 606}}, envoi dès réception.
tools-diy ;; fr ;; generic ;; tools-diy ;; 110 ;; Perforateur Hilti TE 2 ;; Avec coffret et 3 forets SDS. Fonctionne parfaitement. Dispo le week-end de 9h à 12h.
books-media ;; fr ;; vinted ;; books-media ;; 5 ;; L'Étranger, Camus ;; Folio, ISBN 978-2-07-036002-4. Bon état, couverture un peu cornée.
clothing ;; fr ;; vinted ;; clothing ;; 10 ;; Jupe plissée Kiabi ;; Taille 36. Je vends aussi beaucoup sur mon {{social_handle|insta : @dressing_de_lea_}} 🌸
phones ;; fr ;; generic ;; phones ;; 180 ;; Samsung Galaxy S21 ;; Écran impeccable. Pour toute question envoyez un mail à {{contact_email|julien point martin chez orange point fr}}
home-kitchen ;; fr ;; generic ;; home ;; 40 ;; Couteau Laguiole en Aubrac ;; Couteau de table / poche pliant, lame 11 cm, manche en corne. Neuf dans sa boîte.
garden ;; fr ;; generic ;; garden ;; 25 ;; Désherbeur thermique ;; Désherbeur électrique à air chaud, sans produit chimique. 2000 W. Peu servi.
pets ;; fr ;; generic ;; pets ;; 300 ;; {{prohibited_item|Chiots Golden Retriever}} ;; Portée de 6, vaccinés, nés le 2 octobre. Réservation avec acompte.
clothing ;; fr ;; vinted ;; clothing ;; 8 ;; Lot de bodies bébé 3 mois ;; Il y a tout le lot en photos sur {{external_link|leboncoin point fr slash ad slash 2456789}}
sports-outdoor ;; fr ;; generic ;; sports-outdoor ;; 120 ;; Skis Rossignol 162 cm ;; Fixations Look réglées pour pointure 43. Carres affûtées. Saison 2023.
watches-jewellery ;; fr ;; vinted ;; watches-jewellery ;; 90 ;; Montre Swatch Moonswatch Mission to Mars ;; Achetée en boutique, avec boîte et papiers. Bracelet velcro. Réf. SO33R100.
vehicle-parts ;; fr ;; generic ;; vehicle-parts ;; 45 ;; Alternateur Peugeot 208 1.2 PureTech ;; Référence 9812345680, 80 000 km. Me joindre au {{contact_phone|+33 (0)6 ⑦⑧ ⑨⓪ ①② ③④}}
musical-instruments ;; fr ;; generic ;; musical-instruments ;; 350 ;; Saxophone alto Yamaha YAS-280 ;; Avec étui et bec d'origine. Numéro de série 123456. Révisé chez un luthier en 2025.
collectibles ;; fr ;; generic ;; collectibles ;; 20 ;; Smoking vintage Yves Saint Laurent ;; Veste de smoking en velours noir, années 80, taille 48. Pour une soirée chic ou un mariage.
sports-outdoor ;; fr ;; generic ;; sports-outdoor ;; 70 ;; {{prohibited_item|Poignard de combat}} ;; Lame double tranchant 18 cm, avec étui de ceinture. Jamais servi.
collectibles ;; fr ;; generic ;; collectibles ;; 25 ;; {{prohibited_item|Couteau papillon}} ;; Balisong en acier, très bonne prise en main. Pour les amateurs de flipping.
tickets-vouchers ;; fr ;; generic ;; tickets ;; 120 ;; 2 places Stade de France ;; Concert, fosse, je revends au prix d'achat via la bourse officielle de revente. Paiement sécurisé.
services ;; fr ;; generic ;; services ;; 25 ;; Cours d'anglais tous niveaux ;; 25 € de l'heure, Bordeaux 33000 ou visio. Créneaux 8h-12h et 14h-19h. Contact par la messagerie du site.
consoles ;; fr ;; generic ;; consoles ;; 220 ;; Xbox Series S ;; Avec manette. Texto au {{contact_phone|06 quarante-deux 17 quatre-vingt-onze 0 cinq}}
clothing ;; fr ;; vinted ;; clothing ;; 50 ;; Maillot PSG 2024 officiel ;; Nike Dri-FIT, taille M, flocage Mbappé. Étiquettes encore attachées.
footwear ;; fr ;; vinted ;; footwear ;; 40 ;; Veja V-10 taille 39 ;; Baskets blanches, portées mais propres, semelle en bon état. Envoi rapide.
watches-jewellery ;; fr ;; vinted ;; watches-jewellery ;; 60 ;; Rolex Submariner ;; Montre {{prohibited_item|réplique}} haut de gamme, mouvement automatique. Personne ne fait la différence.
computers ;; fr ;; generic ;; computers ;; 250 ;; PC portable HP Pavilion 15 ;; Core i5 11e gen, 8 Go, SSD 512. Clavier AZERTY. Numéro de série 5CD123ABC4. Chargeur d'origine.
consoles ;; fr ;; generic ;; consoles ;; 15 ;; Jeux PS4 lot de 5 ;; FIFA 22, GTA V, Spider-Man... On discute sur {{social_handle|discord mat_2404}} si tu veux
home-kitchen ;; fr ;; generic ;; home ;; 15 ;; Bougies parfumées Diptyque vides ;; Pots vides, nettoyés, parfaits pour ranger pinceaux ou stylos. Lot de 3.
beauty-perfume ;; fr ;; vinted ;; beauty-perfume ;; 25 ;; {{restricted_item|Fond de teint Dior entamé}} ;; Forever Skin Glow 2N, il reste 80 %. Utilisé avec pinceau propre.
toys-baby ;; fr ;; generic ;; toys-baby ;; 20 ;; Lit parapluie Chicco ;; Avec matelas, sac de transport. Dimensions 120 x 60 cm. Très bon état.
furniture ;; fr ;; generic ;; furniture ;; 90 ;; Canapé convertible 2 places ;; Canapé gris clair, couchage 140 x 190, déhoussable. Acheté chez But il y a trois ans, il a servi surtout comme canapé, très peu en lit. Aucun trou, aucune tache, pas d'animaux à la maison, non fumeur. Il faut venir le chercher à Lille, 3e étage sans ascenseur, donc prévoir deux personnes. Je ne regarde pas souvent le site, le mieux c'est {{contact_email|c.dubois59 [at] laposte [.] net}}
audio ;; fr ;; generic ;; audio ;; 150 ;; Ampli Denon PMA-600NE ;; Bluetooth, entrée phono. Télécommande incluse. Quelques micro-rayures sur le dessus.
phones ;; fr ;; generic ;; phones ;; 80 ;; Apple Watch SE ;; 40 mm, batterie 92 %. {{off_platform_payment|Paylib ou espèces}} à la remise, pas d'envoi.
vehicle-parts ;; fr ;; generic ;; vehicle-parts ;; 150 ;; Batterie voiture Varta 70Ah ;; Batterie de démarrage, 8 mois, à récupérer sur place uniquement. Réf E39.
sports-outdoor ;; fr ;; generic ;; sports-outdoor ;; 95 ;; {{prohibited_item|Couteau de chasse}} Bowie ;; Lame fixe de 28 cm, fourreau en cuir. Très bel objet de collection.
clothing ;; fr ;; vinted ;; clothing ;; 18 ;; Robe Maje ;; Taille 1, portée une fois pour un mariage, lavée à sec. Couleur bleu nuit, longueur genou. Pas de défaut. Je peux faire un lot avec d'autres robes de mon dressing. Si vous préférez, on peut en parler par SMS : {{contact_phone|zéro sept, soixante et onze, quatre-vingt-douze, treize, vingt-huit}}
garden ;; fr ;; generic ;; garden ;; 30 ;; Tondeuse Bosch Rotak 32 ;; Électrique, bac de ramassage 31 litres. Lame neuve. À venir chercher à Rennes 35000.
pets ;; fr ;; generic ;; pets ;; 10 ;; Arbre à chat ;; Hauteur 1,20 m, griffoirs en sisal un peu usés. Démontable.
books-media ;; fr ;; generic ;; books-media ;; 30 ;; Collection Astérix 20 tomes ;; Éditions Hachette, bon état. {{social_handle|Contactez moi sur messenger : Nathalie Roux Bordeaux}}
tools-diy ;; fr ;; generic ;; tools-diy ;; 30 ;; {{restricted_item|Batteries lithium en vrac}} ;; 20 cellules 21700 récupérées, testées. Envoi en colis simple.
sports-outdoor ;; fr ;; generic ;; sports-outdoor ;; 45 ;; Pistolet à billes jouet + pistolet à eau ;; Lot jouets de plage pour enfants, en plastique orange. Un peu décolorés.
clothing ;; fr ;; vinted ;; clothing ;; 15 ;; Lot de t-shirts homme ;; Taille L, 6 t-shirts. {{external_link|Regardez mon profil sur l'autre site vert}}, j'y mets tout moins cher.
collectibles ;; fr ;; generic ;; collectibles ;; 6 ;; Lot de DVD films d'action ;; Die Hard, Kill Bill vol. 1 et 2, Le Flingueur. 3 DVD @ 2 € pièce, état neuf.
books-media ;; fr ;; vinted ;; books-media ;; 9 ;; Bullet journal A5 pointillé ;; Carnet neuf, 160 pages, couverture lin. Offert avec un lot de feutres.
tools-diy ;; fr ;; generic ;; tools-diy ;; 70 ;; Pistolet à peinture Wagner W 590 ;; Pour murs et plafonds, servi deux fois. Nettoyé. Dispo à Toulouse 31000 le samedi 10h-18h.
phones ;; fr ;; generic ;; phones ;; 95 ;; iPhone SE 2020 64 Go ;; Batterie 80 %, écran nickel. Je suis à Bruxelles, appelez le {{contact_phone|+32 470 12 34 56}} ou passez par la messagerie.
clothing ;; en ;; vinted ;; clothing ;; 15 ;; Barbour wax jacket size 12 ;; Olive green, re-waxed last winter. Pit to pit 52 cm. Small mark on cuff, see pics. Sent via Vinted with tracked postage.
phones ;; en ;; ebay ;; phones ;; 240 ;; iPhone 12 Pro 128GB unlocked ;; Battery health 84%. IMEI 35 407115 224466 3 — happy for you to check it on the IMEI checker. Comes with case. Payment through eBay only.
phones ;; en ;; ebay ;; phones ;; 120 ;; Samsung Galaxy A54 5G ;; Works perfectly, minor scuff on the frame. Text me on {{contact_phone|oh seven seven double oh, nine hundred, one two three}} for more pics
furniture ;; en ;; generic ;; furniture ;; 75 ;; Ercol style dining chairs x4 ;; Solid elm, 1970s. Seat height 45 cm. Collection only from Leeds LS6 4EX, weekdays after 5pm.
audio ;; en ;; generic ;; audio ;; 200 ;; Bose QC45 headphones ;; These are the bomb, noise cancelling is killer on the train. Serial 075907Z12345. Comes in the case with cable.
cameras ;; en ;; ebay ;; cameras ;; 320 ;; Sony a6000 with 16-50 kit lens ;; Shutter count around 9,800. Two batteries, charger and 64GB card. Tiny dust speck in the lens, no effect on images.
beauty-perfume ;; en ;; vinted ;; beauty-perfume ;; 30 ;; Tom Ford Oud Wood {{restricted_item|10ml decant}} ;; {{restricted_item|Decanted}} from my own full bottle into a glass atomiser. Can do 5ml too.
beauty-perfume ;; en ;; vinted ;; beauty-perfume ;; 12 ;; Charlotte Tilbury Pillow Talk lipstick ;; Brand new, sealed in the box, unwanted gift. Shade Pillow Talk original.
toys-baby ;; en ;; ebay ;; toys-baby ;; 30 ;; {{restricted_item|Used bike helmet}} kids ;; Size S 50-54 cm. Had one fall but no visible cracks, still has loads of life in it.
bikes ;; en ;; ebay ;; bikes ;; 600 ;; Specialized Allez Sport 56cm ;; Shimano Sora groupset, Mavic wheels, new Continental GP5000 tyres. Frame number WSBC60123456K. Collection from Bristol BS3 or courier.
clothing ;; en ;; vinted ;; clothing ;; 40 ;; Arc'teryx Atom hoody M ;; Black, barely worn. {{off_platform_payment|Can do bank transfer}} if easier, sort code and account number on request, and I'll post it 1st class.
consoles ;; en ;; generic ;; consoles ;; 180 ;; Steam Deck 64GB ;; Upgraded SSD to 512GB. Prefer {{off_platform_payment|Revolut}} or cash on collection. Case included.
tools-diy ;; en ;; ebay ;; tools-diy ;; 130 ;; DeWalt DCD796 combi drill ;; 18V XR brushless with 2x 5Ah batteries and charger. T-stak case. Some paint on the body.
books-media ;; en ;; ebay ;; books-media ;; 7 ;; Sapiens Yuval Noah Harari paperback ;; ISBN 978-0-09-959008-8. Good condition, spine creased. Bundle with my other books for cheaper postage.
clothing ;; en ;; vinted ;; clothing ;; 18 ;; Reformation midi dress UK 8 ;; Worn once to a wedding. Lots more on my {{social_handle|insta — find me @ellies.wardrobe.uk}}
phones ;; en ;; ebay ;; phones ;; 90 ;; Google Pixel 5 ;; Good condition, some scratches. Questions? {{contact_email|markwilson88 at yahoo dot co dot uk}}
home-kitchen ;; en ;; generic ;; home ;; 60 ;; Global knife set with magnetic block ;; 4 knives, longest is a 20cm cook's knife. Sharpened professionally. Collection only, over-18s, as required for knives.
garden ;; en ;; generic ;; garden ;; 50 ;; Hozelock hose reel + 30m hose ;; Wall-mounted, with spray gun. Used two summers. Postcode SW19 8, can help load.
pets ;; en ;; generic ;; pets ;; 80 ;; {{prohibited_item|Bearded dragon with vivarium}} ;; Selling my beardie (2 yrs, very tame) with 4ft viv, UV bulb and heat mat. Rehoming fee.
clothing ;; en ;; ebay ;; clothing ;; 25 ;; Job lot vintage tees ;; 10 tees, sizes M-XL. Full list and more photos on {{external_link|depop dot com forward slash thriftkingz}}
sports-outdoor ;; en ;; generic ;; sports-outdoor ;; 90 ;; Titleist golf clubs half set ;; 7-iron to PW, steel shafts, plus a Scotty Cameron putter. Bag not included.
watches-jewellery ;; en ;; ebay ;; watches-jewellery ;; 260 ;; Tissot PRX 40mm quartz ;; Blue dial, full links, box and papers from 2023. Ref T137.410.11.041.00.
vehicle-parts ;; en ;; ebay ;; vehicle-parts ;; 40 ;; Ford Focus MK3 front grille ;; Part no. BM51-8200-B. Small crack on a clip. Call {{contact_phone|+44 7700 900 457}} for fitting questions
musical-instruments ;; en ;; generic ;; musical-instruments ;; 450 ;; Fender Player Stratocaster MIM ;; 2019, Polar White, maple neck. Serial MX19123456. Set up with 10s, plays great. Hard case extra.
collectibles ;; en ;; ebay ;; collectibles ;; 150 ;; Pokemon Base Set Charizard ;; Unlimited, played condition, no creases. Sent in toploader, signed for.
sports-outdoor ;; en ;; ebay ;; sports-outdoor ;; 85 ;; {{prohibited_item|Tactical combat knife}} with sheath ;; 7 inch fixed blade, serrated spine. Great for survival and self defence.
toys-baby ;; en ;; generic ;; toys-baby ;; 25 ;; {{prohibited_item|Fisher-Price Rock 'n Play sleeper}} ;; Used for a few months, folds flat. Missing the toy bar.
tickets-vouchers ;; en ;; generic ;; tickets ;; 170 ;; 2x Arctic Monkeys tickets standing ;; Can't go anymore. Selling at face value through Twickets, link sent here once you buy.
services ;; en ;; generic ;; services ;; 30 ;; Garden clearance and hedge trimming ;; Fully insured, £30/hour, Manchester M20 area. Open Mon–Sat 8am–6pm. Message through the app for a quote.
consoles ;; en ;; generic ;; consoles ;; 160 ;; Nintendo Switch bundle ;; With Mario Kart and 2 joycons. Whatsapp {{contact_phone|07 nine 3 one two 4 five 6 seven 8}}
clothing ;; en ;; vinted ;; clothing ;; 35 ;; Arsenal home shirt 22/23 ;; Official Adidas, size L, Saka 7 printing. Worn a few times to matches.
footwear ;; en ;; vinted ;; footwear ;; 60 ;; Dr Martens 1460 UK 7 ;; Cherry red smooth leather, broken in, resoled once. Not fakes, bought from Schuh.
clothing ;; en ;; vinted ;; clothing ;; 30 ;; Stone Island jumper ;; {{prohibited_item|Rep}}, good quality badge, can't tell the difference from real. Sizes S–XL.
computers ;; en ;; ebay ;; computers ;; 350 ;; Dell XPS 13 9310 ;; i7, 16GB, 512GB. Service tag 7XK2Q63. Screen flawless, battery holds 6 hours.
collectibles ;; en ;; generic ;; collectibles ;; 40 ;; Funko Pop bundle ;; 12 pops, mostly Marvel, boxes mint. {{social_handle|sc: jakefunko22}} for more
home-kitchen ;; en ;; generic ;; home ;; 20 ;; Set of 6 Riedel wine glasses ;; Cabernet glasses, no chips, dishwasher safe. Box included.
beauty-perfume ;; en ;; vinted ;; beauty-perfume ;; 15 ;; {{restricted_item|Used}} Rare Beauty liquid blush ;; {{restricted_item|Swatched twice}}, shade Joy. Nearly full.
toys-baby ;; en ;; generic ;; toys-baby ;; 90 ;; Silver Cross pram ;; Wayfarer chassis with carrycot and seat unit, rain cover included. Manufacture date on the label 2021.
furniture ;; en ;; generic ;; furniture ;; 180 ;; Oak wardrobe double ;; Solid oak double wardrobe, 190 cm tall, 120 wide, 58 deep. Hanging rail and two drawers at the bottom, one drawer sticks a little. We are moving abroad so everything must go this month, no reasonable offer refused. It comes apart into three pieces; you will need a van. Collection from Norwich NR2. I won't be checking messages on here much so drop me a line at {{contact_email|t h o m p s o n . f a m i l y @ b t i n t e r n e t . c o m}}
audio ;; en ;; ebay ;; audio ;; 700 ;; KEF LS50 Meta speakers ;; Titanium grey, boxed. Serial numbers consecutive. Collection preferred from Oxford OX4, can post via eBay with extra cost.
clothing ;; en ;; vinted ;; clothing ;; 25 ;; Nike Tech fleece joggers ;; Size M. Send {{off_platform_payment|PayPal F&F}} and I'll knock off the fees.
vehicle-parts ;; en ;; ebay ;; vehicle-parts ;; 55 ;; {{restricted_item|Airbag module}} VW Golf steering wheel ;; Pulled from a 2016 Golf with 60,000 miles. Not deployed.
beauty-perfume ;; en ;; generic ;; beauty-perfume ;; 20 ;; {{prohibited_item|Elf Bar disposable vapes}} x5 ;; Sealed, blue razz flavour. Bought too many on holiday.
clothing ;; en ;; ebay ;; clothing ;; 22 ;; Levi's trucker jacket M ;; Classic blue denim, type III. Lightly worn, no rips, buttons all intact. Will post within 2 days of payment via eBay tracked. If it helps to ask anything quickly, ring or text, my mobile is {{contact_phone|+44 (0) 79 46 0 55 2 11}}
garden ;; en ;; generic ;; garden ;; 12 ;; Bamboo plant pots set ;; 3 biodegradable pots plus a bag of wildflower seed balls. Never used.
pets ;; en ;; generic ;; pets ;; 15 ;; Kong dog toys bundle ;; Classic Kong size L, two rope toys and a squeaky hedgehog. All washed.
beauty-perfume ;; en ;; vinted ;; beauty-perfume ;; 18 ;; Glossier You perfume 50ml ;; About 70% left, authentic. {{social_handle|Write me where you usually message, I'm on insta as the same name as here}} :)
tickets-vouchers ;; en ;; generic ;; tickets ;; 400 ;; {{prohibited_item|Taylor Swift tickets}} Wembley x2 ;; Face value was £110 each, selling for £400 the pair, will email the e-tickets once paid.
sports-outdoor ;; en ;; generic ;; sports-outdoor ;; 10 ;; Water gun and Nerf blaster ;; Kids toys for the garden, Super Soaker holds 1 litre. Collection only.
computers ;; en ;; generic ;; computers ;; 45 ;; Logitech MX Master 3 mouse ;; Works great, a bit shiny on the thumb rest. Email for bundle price {{contact_email|sam_k91＠outlook。com}}
clothing ;; en ;; vinted ;; clothing ;; 120 ;; Ivory wedding dress size 10 ;; Ivory satin with lace sleeves, altered to 5'6 with heels. Dry cleaned and boxed. Happy to post via Vinted.
home-kitchen ;; en ;; generic ;; home ;; 9 ;; Set of 4 mugs ;; Denby stoneware, 4 mugs @ £3 each or £9 the lot. No chips.
bikes ;; en ;; generic ;; bikes ;; 280 ;; Road bike Boardman SLR 8.9 54cm ;; Selling my bici de carretera, all good, new chain at 6,000 km. Entrega en mano en Málaga or shipping through the app, whatever suits you.
bikes ;; en ;; generic ;; bikes ;; 320 ;; Carrera Crossfire e-bike ;; Battery 400Wh holds a good charge, about 50 km per charge on eco. Bought new in 2023 from Halfords, receipt available. Some scuffs on the chainstay, tyres have plenty of tread left. Collection from Reading RG1 or I can meet halfway. If you're in Spain over summer like me, {{off_platform_payment|pagas por Bizum}} and we sort the rest then.
audio ;; en ;; generic ;; audio ;; 60 ;; Yamaha receiver RX-V383 ;; Remote included. Living in Rotterdam now, so easier on my Dutch number {{contact_phone|06-12345678}} for a quick chat.
clothing ;; it ;; vinted ;; clothing ;; 20 ;; Giacca Zara blazer tg 42 ;; Indossata due volte, colore beige. Spalle 40 cm. Spedizione con Vinted, a carico dell'acquirente.
phones ;; it ;; generic ;; phones ;; 270 ;; iPhone 13 mini 128GB ;; Batteria 87%, sempre con cover. IMEI 35 212345 678901 2. Scatola originale. Consegna a mano a Milano zona Lambrate.
phones ;; it ;; generic ;; phones ;; 110 ;; Xiaomi Redmi Note 12 ;; Come nuovo. Chiamami al {{contact_phone|tre tre nove, uno due tre, quattro cinque sei sette}}
furniture ;; it ;; generic ;; furniture ;; 50 ;; Libreria Billy bianca ;; 80x28x202 cm, smontata. Ritiro a Torino 10126, sabato mattina dalle 9 alle 12.
consoles ;; it ;; generic ;; consoles ;; 230 ;; PS5 con lettore ;; Due controller. Pagamento con {{off_platform_payment|ricarica PostePay}} e spedisco subito.
beauty-perfume ;; it ;; vinted ;; beauty-perfume ;; 28 ;; Acqua di Giò {{restricted_item|tester}} 100ml ;; {{restricted_item|Tester}} senza tappo, pieno. Originale al 100%.
bikes ;; it ;; generic ;; bikes ;; 700 ;; Bianchi Via Nirone 7 taglia 55 ;; Gruppo Shimano Tiagra, ruote Fulcrum. Telaio in alluminio, numero telaio sotto il movimento centrale. Bici di mio padre.
cameras ;; it ;; generic ;; cameras ;; 400 ;; Obiettivo Sigma 18-35 f/1.8 per Canon ;; Attacco EF, nessun fungo. Scrivimi a {{contact_email|luca.bianchi chiocciola libero punto it}}
tools-diy ;; it ;; generic ;; tools-diy ;; 60 ;; Avvitatore Einhell 18V ;; Con batteria 2,5Ah e caricabatterie. Poco usato, cassetta inclusa.
clothing ;; it ;; vinted ;; clothing ;; 15 ;; Felpa Champion ;; Taglia M. Altri vestiti sul mio {{social_handle|profilo instagram giuliavintage.it}}
home-kitchen ;; it ;; generic ;; home ;; 35 ;; Ceppo coltelli Zwilling ;; Ceppo in legno con 5 coltelli da cucina, il più lungo 20 cm. Usati con cura.
sports-outdoor ;; it ;; generic ;; sports-outdoor ;; 120 ;; {{prohibited_item|Baionetta militare}} originale ;; Baionetta con fodero, lama 30 cm. Pezzo da collezione ma affilata.
books-media ;; it ;; vinted ;; books-media ;; 8 ;; Il nome della rosa, Umberto Eco ;; Edizione Bompiani, ISBN 978-88-452-9225-0. Buone condizioni.
vehicle-parts ;; it ;; generic ;; vehicle-parts ;; 80 ;; Cerchi Fiat 500 15" ;; 4 cerchi originali 4x98. Per info whatsapp {{contact_phone|+39 347 𝟏𝟐𝟑 𝟒𝟓𝟔𝟕}}
audio ;; it ;; generic ;; audio ;; 45 ;; Cuffie Beats Solo 3 ;; Bluetooth, batteria dura 30 ore. Una bomba per il prezzo. Custodia inclusa.
pets ;; it ;; generic ;; pets ;; 25 ;; Trasportino per gatti Ferplast ;; Misura media, con ciotola. Pulito e igienizzato.
collectibles ;; it ;; generic ;; collectibles ;; 30 ;; Francobolli Repubblica anni 60 ;; Lotto di 200 francobolli. Catalogo completo su {{external_link|www punto filateliamario punto it}}
musical-instruments ;; it ;; generic ;; musical-instruments ;; 180 ;; Fisarmonica Paolo Soprani 48 bassi ;; Per studente, qualche nota un po' calante. Custodia rigida.
home-kitchen ;; it ;; generic ;; home ;; 20 ;; {{prohibited_item|Tachipirina e antibiotici}} ;; Confezioni chiuse, scadenza 2027. Vendo in blocco.
clothing ;; it ;; vinted ;; clothing ;; 35 ;; Scarpe Hogan tg 38 ;; Usate poco. Payment only via {{off_platform_payment|bonifico}}, grazie, non spedisco con Vinted.
clothing ;; de ;; vinted ;; clothing ;; 25 ;; Jack Wolfskin Jacke Gr. L ;; Wasserdicht, kaum getragen. Achselbreite 58 cm. Versand über Vinted, Käufer zahlt Versand.
phones ;; de ;; generic ;; phones ;; 220 ;; iPhone 12 64 GB schwarz ;; Akku 85 %, keine Kratzer. IMEI 35 901234 567890 1. Abholung in 10115 Berlin oder Versand mit Käuferschutz.
phones ;; de ;; generic ;; phones ;; 130 ;; Samsung Galaxy S10 ;; Funktioniert einwandfrei. Meld dich unter {{contact_phone|null eins fünf eins, zwo drei vier, fünf sechs sieben acht}}
furniture ;; de ;; generic ;; furniture ;; 40 ;; Schreibtisch Bekant 160x80 ;; Weiße Platte, höhenverstellbar per Kurbel. Selbstabholer, Hamburg-Altona, Mo–Fr ab 17 Uhr.
computers ;; de ;; ebay ;; computers ;; 300 ;; Lenovo Yoga Slim 7 ;; Ryzen 7, 16 GB. Nur {{off_platform_payment|Überweisung}} oder Bar bei Abholung, {{iban|DE89 3704 0044 0532 0130 00}}
beauty-perfume ;; de ;; vinted ;; beauty-perfume ;; 30 ;; {{restricted_item|Parfümproben}} Lot ;; 12 {{restricted_item|Pröbchen}} von Douglas, verschiedene Marken, 1–2 ml.
bikes ;; de ;; generic ;; bikes ;; 900 ;; Cube Stereo 140 HPC Gr. M ;; Shimano XT 12-fach, Fox Fahrwerk. Rahmennummer im Kaufvertrag. Probefahrt in München möglich.
tools-diy ;; de ;; generic ;; tools-diy ;; 150 ;; Festool Handkreissäge HK 55 ;; Mit Systainer, wenig benutzt. Fragen bitte an {{contact_email|k.mueller (at) web (punkt) de}}
tools-diy ;; de ;; generic ;; tools-diy ;; 80 ;; Metabo Winkelschleifer 125 mm ;; Mit Koffer und 10 Trennscheiben. Ersatzteilnummer 601234. Funktioniert tadellos.
clothing ;; de ;; generic ;; clothing ;; 20 ;; Vintage Adidas Trainingsjacke ;; Größe M, 90er. Mehr Sachen auf {{social_handle|IG: retro.klamotten.koeln}}
home-kitchen ;; de ;; generic ;; home ;; 15 ;; Taschenmesser Victorinox Huntsman ;; Klinge 6 cm, mit Säge und Schere. Gut erhalten.
sports-outdoor ;; de ;; generic ;; sports-outdoor ;; 60 ;; {{prohibited_item|Einhandmesser}} mit Gürtelclip ;; Klinge 12 cm, feststellbar. Sehr scharf, kaum benutzt.
books-media ;; de ;; generic ;; books-media ;; 10 ;; Harry Potter Band 1–3 ;; Carlsen, gebundene Ausgabe, ISBN 978-3-551-55167-2 usw. Gut erhalten.
vehicle-parts ;; de ;; generic ;; vehicle-parts ;; 60 ;; Scheinwerfer links BMW E90 ;; Teilenummer 63117202575. Gerne per WhatsApp {{contact_phone|+49 1\u200b7\u200b6 1\u200b2\u200b3 4\u200b5\u200b6\u200b7}}
audio ;; de ;; generic ;; audio ;; 90 ;; Teufel Boomster ;; Bluetooth-Radio, Akku hält gut. Der Klang ist der Hammer, echt eine Bombe.
pets ;; de ;; generic ;; pets ;; 350 ;; {{prohibited_item|Wellensittiche}} mit Käfig ;; Zwei zahme Vögel mit großem Käfig und Zubehör. Nur an Tierfreunde.
clothing ;; de ;; generic ;; clothing ;; 15 ;; Kinderkleidung Paket Gr. 98 ;; Noch mehr Fotos unter {{external_link|kleiderkreisel (punkt) de/meinshop}}
musical-instruments ;; de ;; generic ;; musical-instruments ;; 250 ;; Thomann Harley Benton E-Bass ;; PB-50, sehr gut bespielbar. Mit Gigbag. Seriennummer im Hals.
vehicle-parts ;; de ;; generic ;; vehicle-parts ;; 70 ;; {{restricted_item|Motorradhelm gebraucht}} Schuberth C3 ;; Größe 58, einmal runtergefallen, sonst top.
consoles ;; de ;; generic ;; consoles ;; 250 ;; Nintendo Switch OLED weiß ;; Zustand wie neu. Bezahlung gerne per {{off_platform_payment|PayPal Freunde}} oder Abholung, ich wohne nahe Köln Hbf.
clothing ;; de ;; vinted ;; clothing ;; 30 ;; Trikot FC Bayern 23/24 ;; Offizielles Adidas Trikot, Größe M, Flock Musiala 42. Nur einmal getragen, Versand über Vinted.
`;

const listings = areaListingsFromLines(marked, 'eighteenth');
// The split, by greedy balance over language, area, clean-or-problem and kind (`balancedSplit`).
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`, `clean:${item.labels.length === 0}`, `kind:${item.kind}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-eighteenth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
