import { writeFileSync } from 'node:fs';
import { listingsFromLines } from './marked-listing.ts';

/*
 * Writes data/listing/validation-twelfth.json: a twelfth labelled set for issue 19, written by hand
 * in the twelfth round, blind to the code: its writer read no rule code, lexicon or brand table and
 * no set's data file, wrote every listing from how sellers on Vinted, OLX, Wallapop, Leboncoin, eBay,
 * Kleinanzeigen and Subito write, and froze it before the rules changed in that round. (It did see
 * the library README, its rules table included, and the eleventh writer's first lines while reading
 * its line format; nothing was copied from either.)
 * About 55 % clean listings over every category a general marketplace has, with hard negatives
 * (numbers that are no phone — IMEI, serials, sizes, dimensions, years, model and part numbers,
 * postcodes, ISBNs —, '@' and '.com' in product names and prints, payment kept on the platform or
 * turned down, allowed items sharing words with prohibited ones: kitchen and pocket knives, toy and
 * water guns, empty perfume bottles, sealed cosmetics, wine glasses, empty lighters, airsoft
 * protection, medicine cabinets, licensed shirts, ivory as a colour, pet toys, seeds, a pipe as
 * décor). The rest are real problems: contact evasions (spaced and dotted characters, numbers as
 * words with tens and hundreds, full-width, circled and keycap digits, zero-width characters,
 * arroba/(arroba)/[at]/chiocciola/ät, national and international phones, handles, written-out
 * links, wa.me, QR codes), off-platform payment per country and prohibited or restricted items.
 * PT, ES, FR, EN about 50 each, IT and DE 20 each.
 * Every listing is held out (`part: 'holdout'`, like the seventh set): the set is read only as
 * summary figures and never tuned on.
 * Same line format as the fourth to eleventh sets (see `listingsFromLines`).
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-twelfth-listing-set.ts`.
 * First run (2026-11-28, rules before any change of the twelfth round, `npm run bench -- listing`):
 * recall 0.94 (116 of 124 scored labels), clean listings flagged 0.02 (3 of 135), wrongful rejects 0.
 */
const marked = `
pt ;; olx-pt ;; telemóveis ;; 340 ;; iPhone 13 128 GB azul meia-noite ;; Vendo porque passei para Android. Bateria a 86%, sempre com película e capa. IMEI 353912110456782 (podem confirmar que não está bloqueado). Vai com caixa e cabo. Envio pela OLX Entregas ou entrego em mão em Setúbal.
pt ;; olx-pt ;; telemóveis ;; 95 ;; Samsung Galaxy A32 4G preto ;; modelo SM-A325F/DS, dual sim, 4GB ram 128 GB. tem um risco pequeno no canto de cima mas nao afeta nada. carregador nao incluido
pt ;; vinted ;; moda mulher ;; 12 ;; Casaco de malha Zara tam. M cor marfim ;; Usado poucas vezes, sem borbotos. Medidas: ombro a ombro 42 cm, comprimento 68 cm. Faço desconto em lotes 🙂
pt ;; vinted ;; calçado ;; 28 ;; Sapatilhas Adidas Stan Smith 39 1/3 ;; Solas em bom estado, lavadas. Numeração 39 1/3 (24,5 cm). Envio pela Vinted no dia seguinte ao pagamento.
pt ;; olx-pt ;; informática ;; 520 ;; MacBook Air M1 2020 8/256 ;; Nº de série C02FK3XXQ6L4. Ciclos de bateria: 213. Teclado PT. Tem uma pequena mossa na tampa (ver foto). Pagamento pela OLX com envio, ou em mão em Lisboa (Alvalade).
pt ;; olx-pt ;; fotografia ;; 180 ;; Objetiva Sigma 30mm f1.4 DC DN para Sony E ;; Lentes sem fungos nem riscos, tampas incluídas. Testada numa a6000. Só envio com o serviço da OLX.
pt ;; olx-pt ;; som ;; 60 ;; Colunas Edifier R1280T ;; Par de colunas de estante, 42W, com comando. Funcionam na perfeição, vendo por falta de espaço. Dimensões 14,6 x 23,4 x 19,6 cm cada.
pt ;; olx-pt ;; relógios ;; 140 ;; Relógio Seiko 5 SNK809 automático ;; Calibre 7S26, a trabalhar bem, adianta uns 10 s por dia. Bracelete de tecido nova. Ano 2015.
pt ;; olx-pt ;; móveis ;; 75 ;; Mesa de centro em carvalho 110x60 ;; Mesa de sala em madeira maciça, tem umas marcas de copos. Altura 45 cm. Levantamento em Odivelas, ajudo a carregar.
pt ;; olx-pt ;; bebé ;; 120 ;; Carrinho de bebé Bebecar 3 em 1 ;; Com alcofa, cadeira de passeio e saco. Só falta a cadeira auto que não vendo. Bom estado geral, lavado.
pt ;; olx-pt ;; livros ;; 8 ;; "Os Maias" Eça de Queirós - edição Porto Editora ;; ISBN 978-972-0-04611-4. Algumas anotações a lápis para o exame nacional. Envio por CTT com registo pela OLX.
pt ;; olx-pt ;; desporto ;; 22 ;; Pesos de 2x5 kg com barra ;; Halteres de ferro com discos, barra de 35 cm. Zona de Gaia.
pt ;; olx-pt ;; bicicletas ;; 260 ;; Bicicleta BTT Rockrider ST 520 tamanho M ;; Roda 27.5, travões de disco hidráulicos, comprada em 2021. Tem uns riscos no quadro. Nº de quadro WSB12345678 gravado por baixo.
pt ;; olx-pt ;; ferramentas ;; 45 ;; Rebarbadora Bosch GWS 7-115 ;; 720W, disco de 115 mm. Pouco uso. Vai com a chave e punho lateral.
pt ;; vinted ;; beleza ;; 15 ;; Paleta Huda Beauty Nude Obsessions nova selada ;; Nunca aberta, ainda com o plástico original. Recebi de presente e não uso estes tons.
pt ;; olx-pt ;; instrumentos musicais ;; 150 ;; Guitarra clássica Admira Malaga ;; Cordas trocadas há um mês, com saco acolchoado. Ideal para quem está a começar.
pt ;; olx-pt ;; peças auto ;; 35 ;; Farol traseiro esquerdo Renault Clio IV ;; Ref. 265550446R, sem fissuras. Retirado de carro em abate, funciona. Envio pela OLX.
pt ;; olx-pt ;; cozinha ;; 25 ;; Faca de chef Tramontina 8" + tábua ;; Faca de cozinha de 20 cm, pouco usada, afiada. Tábua de bambu 40x30. Só em mão em Leiria.
pt ;; olx-pt ;; jardim ;; 10 ;; Sementes de tomate coração de boi e pimento ;; Sementes da minha horta, secas e em saquinhos de papel, umas 50 por saco. 2 € cada saco, 10 € o lote.
pt ;; olx-pt ;; animais ;; 18 ;; Arranhador para gatos 90 cm ;; Com casota e bolinha pendurada. O gato prefere o sofá 🙄. Lavado.
pt ;; olx-pt ;; colecionismo ;; 30 ;; Cinzeiro vintage Sagres anos 80 ;; Cinzeiro de vidro de café, peça de coleção, sem lascas. Diâmetro 14 cm.
pt ;; vinted ;; beleza ;; 6 ;; Frasco vazio Chanel Nº5 para coleção ;; Frasco de perfume vazio, 50 ml, serve para decoração. Sem caixa.
pt ;; olx-pt ;; brinquedos ;; 12 ;; Pistola de água Nerf e espadas de espuma ;; Lote de brinquedos para a praia. As espadas são de esponja, para crianças dos 4 aos 8.
pt ;; olx-pt ;; casa ;; 30 ;; Máquina de café Delonghi Dedica EC685 ;; Faz bom café, descalcificada. Pagamento: aceito pagamento pela OLX (MB WAY dentro da app no checkout) ou numerário na entrega.
pt ;; olx-pt ;; consolas ;; 35 ;; Comando PS4 DualShock original ;; Modelo CUH-ZCT2E, analógicos sem drift. Código postal para envio 2795-012, posso entregar na zona de Queijas.
pt ;; vinted ;; moda homem ;; 25 ;; Camisola oficial FC Porto 2022 Nike tam. L ;; Camisola licenciada comprada na loja do Dragão. Nº 11 nas costas. Lavada a frio.
pt ;; olx-pt ;; desporto ;; 20 ;; Canivete Victorinox Spartan ;; Canivete suíço clássico, lâmina de 6,5 cm, abre-latas e saca-rolhas. Usado em campismo.
pt ;; olx-pt ;; telemóveis ;; 150 ;; Xiaomi Redmi Note 12 Pro ;; Como novo. Interessados liguem {{contact_phone|nove um sete, quatrocentos e cinquenta e dois, trezentos e trinta e um}} depois das 19h.
pt ;; olx-pt ;; móveis ;; 50 ;; Cadeira de escritório ergonómica ;; Regulável. Para fotos mais detalhadas {{contact_phone|9 6 3 . 2 4 8 . 7 1 5}} ({{social_handle|whatsapp}} ou sms)
pt ;; vinted ;; moda mulher ;; 18 ;; Vestido de cerimónia Mango 38 ;; Só usado num batizado. Se tiverem dúvidas mandem email {{contact_email|s o f i a . r 9 2 @ g m a i l . c o m}}
pt ;; olx-pt ;; informática ;; 90 ;; Monitor LG 24" Full HD ;; Sem píxeis mortos. Contacto: {{contact_email|tiago.fer (arroba) sapo ponto pt}}
pt ;; olx-pt ;; som ;; 40 ;; Auscultadores JBL Tune 760NC ;; Bateria dura imenso. Respondo mais rápido no {{contact_phone|+351 936 014 228}}, aqui quase não venho.
pt ;; olx-pt ;; relógios ;; 55 ;; Relógio Casio vintage dourado ;; Funciona. Tenho mais relógios à venda no instagram {{social_handle|@relogios_do_ze}}, espreitem!
pt ;; olx-pt ;; casa ;; 35 ;; Aspirador sem saco Rowenta ;; Funciona bem. Para combinar fala comigo no {{contact_phone|９６２ ７７１ ０３４}}
pt ;; olx-pt ;; bebé ;; 20 ;; Roupa de bebé 0-3 meses (lote 25 peças) ;; Tudo lavado. Vejam o resto da roupa em {{external_link|www.roupinhasdaines.pt}}
pt ;; olx-pt ;; bicicletas ;; 180 ;; Bicicleta de criança 20" ;; Pagamento por {{off_platform_payment|MB WAY}} e envio por transportadora, ou levantam em Braga.
pt ;; olx-pt ;; ferramentas ;; 70 ;; Berbequim Makita com 2 baterias ;; Prefiro {{off_platform_payment|transferência}} para o {{iban|PT50 0035 0123 0001 2345 6789 5}}, envio no próprio dia.
pt ;; vinted ;; beleza ;; 30 ;; Perfume YSL Libre 90ml {{prohibited_item|tester}} ;; É um tester de loja, sem tampa, caixa branca. 100% original.
pt ;; vinted ;; beleza ;; 5 ;; {{prohibited_item|Amostras}} Lancôme e Dior (lote) ;; 8 amostras de perfume de 1,2 ml, "não para venda" mas nunca usei.
pt ;; olx-pt ;; desporto ;; 65 ;; {{prohibited_item|Faca de mato}} Cold Steel ;; Lâmina fixa de 18 cm, com bainha. Ótima para caça e campismo.
pt ;; olx-pt ;; bebé ;; 40 ;; {{prohibited_item|Cadeirinha auto}} Chicco isofix grupo 1 ;; Usada durante 2 anos com o meu filho. Tem umas manchas no tecido mas funciona bem.
pt ;; olx-pt ;; saúde ;; 60 ;; {{prohibited_item|Ozempic}} 1 mg caneta ;; Tenho 2 canetas que sobraram, fechadas, sempre no frigorífico.
pt ;; vinted ;; acessórios ;; 40 ;; Mala Louis Vuitton Neverfull ;; Não é original, é {{prohibited_item|cópia}} de boa qualidade, ninguém nota a diferença.
pt ;; olx-pt ;; animais ;; 150 ;; {{restricted_item|Gatinhos}} persas ;; Nascidos a 3 de março, já comem sozinhos. Entrega com 2 meses, desparasitados.
pt ;; olx-pt ;; peças auto ;; 25 ;; Capacete de mota Shark tam. M ;; {{prohibited_item|Capacete usado}}, teve uma queda pequena mas está inteiro. Viseira fumada.
pt ;; olx-pt ;; ferramentas ;; 30 ;; {{prohibited_item|Pilhas 18650 soltas}} (10x) ;; Baterias de lítio recuperadas de uma trotinete, 3,7V, testadas.
pt ;; olx-pt ;; telemóveis ;; 260 ;; Samsung S21 5G ;; Tudo a funcionar. Lê o {{external_link|QR code na última foto}} para falares comigo diretamente.
pt ;; vinted ;; moda mulher ;; 15 ;; Saia plissada verde ;; Envio só para quem pagar por {{off_platform_payment|M B W A Y}}, a vinted fica com muita comissão.
pt ;; olx-pt ;; brinquedos ;; 90 ;; {{restricted_item|Pistola de airsoft}} Cyma AK ;; Elétrica, com bateria e 2 carregadores. Só a maiores de 18.
pt ;; olx-pt ;; informática ;; 25 ;; {{prohibited_item|Conta Spotify Premium}} vitalícia ;; Envio o email e a palavra-passe logo após o pagamento.
pt ;; olx-pt ;; colecionismo ;; 80 ;; Garrafa de {{restricted_item|vinho do Porto}} Vintage 1994 fechada ;; Garrafa de 75 cl, rolha em bom estado, guardada deitada numa adega.
pt ;; olx-pt ;; livros ;; 9 ;; Livro "Como criar a tua loja .com em 30 dias" ;; Livro de gestão e marketing digital, 2.ª edição de 2019, 240 páginas. Algumas frases sublinhadas. Envio pela OLX.
es ;; wallapop ;; móviles ;; 230 ;; Google Pixel 7 128GB obsidiana ;; Libre de fábrica, batería al 89%. IMEI 358240051234876 en la caja. Con funda y cristal templado. Envío con Wallapop, pago protegido.
es ;; wallapop ;; móviles ;; 60 ;; Motorola moto g22 azul ;; Funciona bien, pantalla sin rayas. Modelo XT2231-2. Lo vendo porque me regalaron otro. Entrega en mano en Sevilla (Nervión).
es ;; wallapop ;; moda y accesorios ;; 15 ;; Abrigo Pull&Bear talla S color marfil ;; Abrigo de paño, lo he usado un invierno. Largo 90 cm. Sin manchas ni roturas.
es ;; wallapop ;; moda y accesorios ;; 35 ;; Zapatillas New Balance 574 talla 42,5 ;; 27 cm de plantilla. Las he lavado, suela con algo de desgaste. Envío por Wallapop o en mano en Getafe.
es ;; wallapop ;; informática ;; 380 ;; Portátil Asus Vivobook 15 i7 16GB 512GB ;; Nº serie N3NRCX03J123456. Comprado en 2022 en MediaMarkt, tengo la factura. Batería aguanta 5 horas.
es ;; wallapop ;; tv audio y foto ;; 420 ;; Cámara Fujifilm X-T30 cuerpo ;; 5.300 disparos, siempre con protector de pantalla. Incluye 2 baterías NP-W126S y cargador. Envío asegurado por Wallapop.
es ;; wallapop ;; tv audio y foto ;; 75 ;; Tocadiscos Audio-Technica AT-LP60X ;; Funciona perfecto, con cápsula original. Incluyo 5 vinilos de regalo. Solo recogida en Zaragoza 50008.
es ;; wallapop ;; relojes ;; 90 ;; Reloj Garmin Forerunner 55 ;; Con cargador. Correa nueva de silicona. Alguna rayita en el cristal que no se ve con la pantalla encendida.
es ;; wallapop ;; hogar ;; 60 ;; Estantería Kallax 4x2 blanca ;; Medidas 147x77x39 cm. Desmontada y con los tornillos en una bolsa. Recoger en Alcobendas.
es ;; wallapop ;; niños y bebés ;; 50 ;; Trona Stokke Tripp Trapp natural ;; Con el cojín y el baby set. Algún arañazo en las patas. Tiene el número de serie en la base.
es ;; wallapop ;; libros ;; 5 ;; "La sombra del viento" Carlos Ruiz Zafón ;; Edición de bolsillo, ISBN 9788408163435. Leído una vez, páginas algo amarillentas.
es ;; wallapop ;; deporte y ocio ;; 25 ;; Pala de pádel Adidas Metalbone 2021 ;; Tiene un pequeño desconchón en el marco, nada grave. Peso 360 g.
es ;; wallapop ;; bicicletas ;; 550 ;; Bicicleta de carretera Orbea Avant H40 talla 53 ;; Grupo Shimano Tiagra, ruedas nuevas. Año 2019. Número de cuadro grabado (lo enseño en persona).
es ;; wallapop ;; bricolaje ;; 85 ;; Taladro percutor DeWalt 18V ;; Con 2 baterías de 2Ah y maletín. Cargador incluido. Poco uso, para colgar cuadros.
es ;; wallapop ;; belleza ;; 20 ;; Pack Rituals The Ritual of Sakura sin abrir ;; Regalo de Navidad, sigue con el celofán. Gel, crema y perfume de ambiente.
es ;; wallapop ;; instrumentos ;; 220 ;; Teclado Yamaha PSR-E373 ;; 61 teclas, con soporte en X y adaptador. Lo usaba mi hija para aprender.
es ;; wallapop ;; motor ;; 40 ;; Retrovisor derecho Seat Ibiza 6J ;; Referencia OEM 6J1857508. Eléctrico, con intermitente. Carcasa sin pintar.
es ;; wallapop ;; hogar ;; 40 ;; Jamonero + cuchillo jamonero Arcos ;; Soporte de madera giratorio y cuchillo de 25 cm para cortar jamón. Como nuevo.
es ;; wallapop ;; jardín ;; 30 ;; Cortacésped manual Gardena ;; De los de empujar, sin motor. Cuchillas afiladas. Ideal para jardines pequeños.
es ;; wallapop ;; mascotas ;; 12 ;; Transportín para gato talla M ;; 48x32x31 cm, con puerta metálica. Apto para cabina en algunas aerolíneas.
es ;; wallapop ;; coleccionismo ;; 25 ;; Mechero Zippo de colección 1985 ;; Sin gasolina ni piedra, para vitrina. Tiene el grabado de un águila.
es ;; wallapop ;; juguetes ;; 18 ;; Pistola de agua y rifle de burbujas ;; Juguetes de verano, casi sin usar. Para niños de 3 años en adelante.
es ;; wallapop ;; hogar ;; 15 ;; Copas de vino Riedel (6 uds) ;; Copas de cristal para vino tinto, ninguna desportillada. En su caja.
es ;; wallapop ;; deporte y ocio ;; 30 ;; Camiseta Real Madrid 2023/24 oficial talla M ;; Camiseta original comprada en la tienda oficial del Bernabéu, con etiqueta. Pago solo por Wallapop, nada de Bizum.
es ;; wallapop ;; consolas ;; 180 ;; Nintendo Switch V2 con 2 mandos ;; Número de serie XKW70012345678. Incluye juego Mario Kart. Envío con Wallapop Envíos.
es ;; wallapop ;; hogar ;; 20 ;; Botiquín de pared metálico ;; Armario para medicinas, blanco, con cerradura. 30x40 cm. Vacío, por supuesto.
es ;; wallapop ;; deporte y ocio ;; 40 ;; Máscara y gafas de airsoft ;; Protección facial de malla y gafas balísticas, usadas en dos partidas. Solo protección, no incluye réplica.
es ;; wallapop ;; móviles ;; 200 ;; iPhone 12 mini ;; Perfecto estado. Llámame al {{contact_phone|seis cero nueve, ochenta y siete, sesenta y cinco, cuarenta y tres}} y quedamos.
es ;; wallapop ;; informática ;; 120 ;; iPad 6ª generación ;; Más info por {{social_handle|whatsapp}}: {{contact_phone|6️⃣5️⃣4️⃣ 3️⃣2️⃣1️⃣ 0️⃣9️⃣8️⃣}}
es ;; wallapop ;; moda y accesorios ;; 25 ;; Bolso Bimba y Lola ;; Escríbeme a {{contact_email|lauramg arroba hotmail punto es}} que aquí no miro los mensajes.
es ;; wallapop ;; hogar ;; 70 ;; Sofá cama 2 plazas ;; Para ver más fotos: {{contact_phone|+34 655 12 34 87}}. Lo tengo en un trastero.
es ;; wallapop ;; tv audio y foto ;; 300 ;; Objetivo Canon 70-200 f4 L ;; Impecable. Contacto directo {{contact_phone|6 5 1 - 4 4 2 - 9 0 8}}, pregunta por Javi.
es ;; wallapop ;; moda y accesorios ;; 10 ;; Camisetas básicas lote ;; Tengo más ropa en mi tienda {{external_link|vinted punto es barra member barra ropamaria}}
es ;; wallapop ;; deporte y ocio ;; 45 ;; Bici estática plegable ;; Te la llevo a casa si pagas por {{off_platform_payment|Bizum}} antes, estoy en Móstoles.
es ;; wallapop ;; relojes ;; 80 ;; Reloj Fossil hombre ;; Pago por {{off_platform_payment|B1zum}} o {{off_platform_payment|PayPal amigos}} y lo envío por Correos.
es ;; wallapop ;; consolas ;; 250 ;; PS5 con lector ;; Solo {{off_platform_payment|transferencia bancaria}}, te paso el número de cuenta por privado.
es ;; wallapop ;; moda y accesorios ;; 12 ;; Sudadera Nike talla L ;; Sígueme en {{social_handle|insta: moda.lucia_22}} que subo cosas nuevas todas las semanas.
es ;; wallapop ;; móviles ;; 90 ;; Xiaomi Mi 11 Lite ;; Escríbeme al {{social_handle|telegram @xiaomi_sevilla}} y te mando vídeo.
es ;; wallapop ;; belleza ;; 25 ;; Colonia Paco Rabanne 1 Million {{prohibited_item|tester}} 100 ml ;; Tester sin tapón, caja blanca de probador. Original de perfumería.
es ;; wallapop ;; belleza ;; 8 ;; Base de maquillaje Estée Lauder {{prohibited_item|usada}} ;; La he usado unas cuantas veces, tono 1W1, queda más de la mitad.
es ;; wallapop ;; deporte y ocio ;; 90 ;; {{prohibited_item|Navaja}} de caza con {{prohibited_item|hoja de 14 cm}} ;; Navaja de monte con bloqueo, mango de asta. Con funda de cuero.
es ;; wallapop ;; deporte y ocio ;; 120 ;; {{restricted_item|Réplica airsoft}} M4 eléctrica ;; Con batería LiPo, cargador y 3 cargadores. Dispara a 330 fps.
es ;; wallapop ;; niños y bebés ;; 35 ;; {{prohibited_item|Silla de coche}} Maxi-Cosi grupo 0 de segunda mano ;; La usamos con nuestra hija un año. Sin golpes que sepamos.
es ;; wallapop ;; moda y accesorios ;; 60 ;; Gorra y cinturón Gucci ;; Son {{prohibited_item|réplicas}} calidad AAA, vienen con bolsa y caja.
es ;; wallapop ;; salud ;; 10 ;; {{prohibited_item|Ibuprofeno 600}} caja 40 comprimidos ;; Me sobró, caduca en 2026. También tengo {{prohibited_item|Orfidal}}.
es ;; wallapop ;; mascotas ;; 100 ;; {{restricted_item|Cachorros de chihuahua}} ;; Tienen 7 semanas, con primera vacuna y chip. Se entregan a los 2 meses.
es ;; wallapop ;; consolas ;; 50 ;; {{prohibited_item|Cuenta de Fortnite}} con 80 skins ;; Te paso correo y contraseña, cuenta de 2018 con skins raras.
es ;; wallapop ;; entradas ;; 140 ;; {{restricted_item|2 entradas}} concierto Bad Bunny Madrid ;; Pista, me han cambiado las fechas del trabajo y no puedo ir. Precio de coste.
es ;; wallapop ;; hogar ;; 60 ;; {{restricted_item|Botellas de whisky}} Macallan 12 años ;; Dos botellas cerradas, regalo de empresa. No bebo.
es ;; wallapop ;; niños y bebés ;; 25 ;; Hamaca balancín Fisher-Price ;; Es el modelo que fue {{prohibited_item|retirado del mercado}} por el fabricante, pero a nosotros nunca nos dio problemas.
es ;; vinted ;; moda y accesorios ;; 8 ;; Camiseta Bershka con estampado "@weekend mood" talla S ;; Camiseta blanca con la frase estampada en negro. Lavada pero como nueva. Envío por Vinted.
fr ;; generic ;; téléphones ;; 310 ;; Samsung Galaxy S23 128 Go noir ;; Très bon état, toujours en coque. IMEI 350987654321098, débloqué tout opérateur. Vendu avec facture Fnac du 14/03/2023. Remise en main propre Lyon 7e ou envoi via leboncoin.
fr ;; generic ;; téléphones ;; 85 ;; iPhone 8 64 Go gris sidéral ;; Batterie 79 %, écran d'origine. Modèle A1905. Quelques micro-rayures au dos. Chargeur non fourni.
fr ;; vinted ;; vêtements ;; 18 ;; Robe longue Sézane taille 38 ;; Portée deux fois, couleur ivoire à petites fleurs. Longueur 120 cm. Envoi Mondial Relay via Vinted.
fr ;; vinted ;; chaussures ;; 40 ;; Bottines Dr. Martens 1460 pointure 40 ;; Cuir lisse noir, semelle encore bonne. Elles ont été cirées. Envoi rapide.
fr ;; generic ;; informatique ;; 450 ;; PC portable Lenovo ThinkPad X1 Carbon Gen 7 ;; i5-8365U, 16 Go RAM, SSD 512 Go. N° de série PF1XXXXX. Clavier AZERTY. Garantie jusqu'en 09/2025.
fr ;; generic ;; photo ;; 250 ;; Nikon D7200 + 18-140 mm ;; 18 000 déclenchements, capteur nettoyé. Avec sac, 2 batteries EN-EL15 et carte SD 32 Go. Paiement sécurisé leboncoin uniquement.
fr ;; generic ;; son ;; 120 ;; Casque Sony WH-1000XM4 ;; Réduction de bruit top, quelques traces sur l'arceau. Boîte et câble fournis. Envoi en colissimo via la plateforme.
fr ;; generic ;; montres ;; 180 ;; Montre Tissot PRX quartz 40 mm ;; Achetée en 2022, bracelet acier, boîte et papiers. Petite rayure sur la lunette.
fr ;; generic ;; meubles ;; 90 ;; Buffet en chêne style scandinave ;; L 160 x P 45 x H 80 cm. Quelques traces d'usage. À récupérer à Nantes 44000, 2e étage sans ascenseur.
fr ;; generic ;; puériculture ;; 70 ;; Poussette Yoyo Babyzen cadre noir ;; Avec pack 6+, habillage pluie. Roues un peu usées. N° de série sous le châssis.
fr ;; generic ;; livres ;; 4 ;; "L'Étranger" Albert Camus Folio ;; ISBN 978-2-07-036002-4. Bon état, quelques pages cornées.
fr ;; generic ;; sport ;; 60 ;; Tente Quechua 2 Seconds 3 places ;; Montée 4 fois, aucune déchirure. Les sardines sont toutes là. Retrait Montpellier.
fr ;; generic ;; vélos ;; 320 ;; VTT Btwin Rockrider 540 taille L ;; Freins à disque hydrauliques, fourche suspendue. Révision faite en 2023 chez Décathlon. Marquage Bicycode sur le cadre.
fr ;; generic ;; bricolage ;; 55 ;; Scie sauteuse Black+Decker 520 W ;; Avec 5 lames bois et métal. Fonctionne parfaitement. Réf. KS701PEK.
fr ;; vinted ;; beauté ;; 12 ;; Coffret Clarins neuf sous blister ;; Jamais ouvert, reçu en cadeau. Crème de jour 50 ml + sérum 10 ml.
fr ;; generic ;; instruments ;; 300 ;; Guitare électrique Fender Squier Stratocaster ;; Avec ampli 15W et housse. Les cordes ont 2 mois. Micro-rayures sur le vernis.
fr ;; generic ;; pièces auto ;; 50 ;; Jantes tôle 15 pouces Peugeot 308 (x4) ;; 6,5Jx15 ET 38, entraxe 4x108. Sans pneus. À venir chercher à Lille.
fr ;; generic ;; maison ;; 35 ;; Couteau de chef Opinel + Opinel n°8 ;; Couteau de cuisine lame 20 cm et couteau pliant n°8 (lame 8,5 cm) pour les pique-niques. Très peu servi.
fr ;; generic ;; jardin ;; 20 ;; Graines de courges et de haricots ;; Graines de mon potager, séchées et triées. Variétés anciennes. 2 € le sachet.
fr ;; generic ;; animaux ;; 25 ;; Lot de jouets pour chien Kong ;; Kong classique taille L, corde à nœuds et balle qui couine. Nettoyés au lave-vaisselle.
fr ;; generic ;; collection ;; 40 ;; Pipe en bruyère ancienne pour décoration ;; Pipe de collection avec son râtelier en bois. Jamais fumée par moi, vendue comme objet déco.
fr ;; vinted ;; beauté ;; 8 ;; Flacon vide Guerlain Shalimar ;; Flacon de parfum vide pour collectionneur, 50 ml, avec bouchon. Pas de jus dedans.
fr ;; generic ;; jouets ;; 15 ;; Pistolet à eau Super Soaker + pistolet Nerf ;; Jouets d'été en bon état, fléchettes en mousse incluses. Dès 8 ans.
fr ;; generic ;; maison ;; 28 ;; Service de 12 verres à vin Luminarc ;; Verres à pied pour vin rouge et blanc, aucun ébréché. Cause déménagement.
fr ;; vinted ;; vêtements ;; 30 ;; Maillot PSG 2023 officiel Nike taille M ;; Maillot officiel acheté au Parc des Princes, flocage Mbappé. Pas une copie. Paiement via Vinted uniquement.
fr ;; generic ;; consoles ;; 200 ;; Xbox Series S 512 Go ;; N° de série 012345 678912. Vendue avec 1 manette. Je ne fais pas de virement ni Lydia, seulement paiement sécurisé leboncoin.
fr ;; generic ;; maison ;; 25 ;; Armoire à pharmacie murale avec miroir ;; Meuble de salle de bain blanc, 2 étagères. 50 x 60 x 15 cm.
fr ;; generic ;; téléphones ;; 180 ;; Pixel 6a ;; Bon état. Appelez-moi au {{contact_phone|zéro six, douze, trente-quatre, cinquante-six, soixante-dix-huit}} après 18h.
fr ;; generic ;; informatique ;; 70 ;; Écran Dell 24 pouces ;; Dispo ce week-end, sms au {{contact_phone|0 7. 8 1. 4 4. 2 3. 9 0}} svp.
fr ;; vinted ;; vêtements ;; 20 ;; Jean Levi's 501 W30 ;; Pour plus de photos contactez moi sur {{contact_email|camille.dlr [at] orange [point] fr}}
fr ;; generic ;; maison ;; 45 ;; Micro-ondes Samsung grill ;; Mon numéro : {{contact_phone|+33 6 45 12 78 90}}, laissez un message.
fr ;; generic ;; son ;; 35 ;; Enceinte Bluetooth Marshall Emberton ;; Contact : {{contact_phone|⓪⑥ ⑦⑧ ⑤④ ③② ①⓪}} ou mp.
fr ;; generic ;; vélos ;; 150 ;; Vélo enfant 24 pouces ;; Voir mon site {{external_link|velos-occasion-lucas . fr}} pour d'autres vélos révisés.
fr ;; generic ;; meubles ;; 100 ;; Table à manger extensible ;; Règlement par {{off_platform_payment|Lydia}} avant le retrait, sinon je ne réserve pas.
fr ;; vinted ;; chaussures ;; 45 ;; Baskets Nike Air Max 90 ;; Je préfère {{off_platform_payment|PayPal entre proches}}, ça évite les frais Vinted.
fr ;; generic ;; consoles ;; 280 ;; PS5 édition standard ;; {{off_platform_payment|Virement}} uniquement. RIB : {{iban|FR76 3000 6000 0112 3456 7890 189}}
fr ;; generic ;; téléphones ;; 130 ;; iPhone XS 256 Go ;; Écrivez-moi sur {{social_handle|snap : lea_vends}} je réponds direct.
fr ;; vinted ;; vêtements ;; 10 ;; Pull H&M col roulé ;; Ma boutique {{external_link|instagram.com/friperie_de_jade}} 💛
fr ;; vinted ;; beauté ;; 20 ;; {{prohibited_item|Échantillons}} de parfum lot de 15 ;; Miniatures et échantillons Dior, Chanel, Guerlain, reçus en parfumerie.
fr ;; vinted ;; beauté ;; 7 ;; Mascara et rouge à lèvres NARS ;; {{prohibited_item|Entamés}}, utilisés 2-3 fois seulement.
fr ;; generic ;; sport ;; 80 ;; {{prohibited_item|Couteau de chasse}} lame 20 cm ;; Couteau à lame fixe avec étui cuir. Parfait pour la chasse au sanglier.
fr ;; generic ;; sport ;; 40 ;; {{prohibited_item|Poing américain}} et {{prohibited_item|matraque télescopique}} ;; Pour défense personnelle, neufs.
fr ;; generic ;; puériculture ;; 50 ;; {{prohibited_item|Siège auto}} Cybex groupe 1/2/3 occasion ;; Utilisé 3 ans. Pas d'accident à ma connaissance, housse lavée.
fr ;; vinted ;; accessoires ;; 70 ;; Sac Hermès Birkin ;; Ce n'est pas un vrai, {{prohibited_item|copie}} haut de gamme avec dustbag.
fr ;; generic ;; santé ;; 15 ;; {{prohibited_item|Doliprane}} et {{prohibited_item|amoxicilline}} ;; Médicaments non utilisés, boîtes fermées.
fr ;; generic ;; animaux ;; 300 ;; {{restricted_item|Chiots}} Berger Australien LOF ;; Nés le 2 avril, vaccinés, pucés. Disponibles à 8 semaines.
fr ;; generic ;; bricolage ;; 20 ;; {{prohibited_item|Accus lithium 21700}} en vrac (x12) ;; Cellules récupérées sur une batterie de vélo électrique. Je les envoie en enveloppe.
fr ;; generic ;; pièces auto ;; 120 ;; {{prohibited_item|Airbag passager}} Renault Mégane 3 ;; Module airbag non déclenché, démonté d'une épave.
fr ;; generic ;; tabac ;; 25 ;; {{prohibited_item|Puff}} 9000 bouffées (lot de 5) ;; Cigarettes électroniques jetables goût fraise, neuves.
fr ;; generic ;; collection ;; 450 ;; {{prohibited_item|Défense en ivoire}} sculptée ;; Ancienne défense d'éléphant sculptée, rapportée d'Afrique par mon grand-père. 35 cm.
fr ;; generic ;; maison ;; 6 ;; Mug "Home sweet @home" céramique ;; Mug 35 cl, passe au lave-vaisselle. Jamais utilisé, doublon de cadeau. Retrait Rennes 35000 ou envoi via leboncoin.
en ;; ebay ;; mobile phones ;; 280 ;; Apple iPhone 13 Pro 128GB Graphite - Unlocked ;; Good condition, battery health 84%. IMEI 356712345678901, not blacklisted, checked on CheckMEND. Comes with box and cable. Posted Royal Mail Special Delivery.
en ;; ebay ;; mobile phones ;; 70 ;; Nokia G21 Dusk 64GB ;; Works fine, small chip on the bottom corner of the screen protector only. Model TA-1418. Collection from Leeds LS6 or post.
en ;; vinted ;; womenswear ;; 20 ;; Whistles wrap dress size 10 ivory ;; Worn once to a wedding, ivory with navy spots. Pit to pit 46 cm. From a smoke-free home.
en ;; vinted ;; shoes ;; 35 ;; Converse Chuck Taylor All Star Hi UK 7 ;; Black canvas, soles have plenty of wear left. Can post next day via Vinted.
en ;; ebay ;; computers ;; 400 ;; Dell XPS 13 9310 i7 16GB 512GB ;; Service tag 7XYZ123. Battery cycle count 140. UK keyboard. Small mark on the lid, see photo 5. Payment through eBay only please.
en ;; ebay ;; cameras ;; 350 ;; Olympus OM-D E-M10 Mark III + 14-42mm EZ ;; Shutter count around 6,200. Includes 2 batteries, charger and strap. Lens is clean, no haze or fungus.
en ;; ebay ;; cameras ;; 60 ;; Canon EF 50mm f/1.8 STM ;; Nifty fifty, works perfectly on my 80D. Front and rear caps included. Serial no. 4512003456 on the mount.
en ;; ebay ;; audio ;; 150 ;; Bose QuietComfort 45 headphones ;; Noise cancelling works great, earpads replaced last month. Case included. Collection from Bristol BS3.
en ;; ebay ;; watches ;; 220 ;; Citizen Eco-Drive BM8180 field watch ;; Running perfectly, year 2019. Original box, no papers. Canvas strap is worn.
en ;; ebay ;; jewellery ;; 45 ;; Pandora silver charm bracelet 19cm ;; With 6 charms, hallmarked S925 ALE. Comes in a Pandora box.
en ;; generic ;; furniture ;; 120 ;; Ercol style oak dining chairs x4 ;; Solid and sturdy, some scuffs to the legs. Seat height 45cm. Buyer collects from Norwich NR2.
en ;; generic ;; baby ;; 80 ;; Silver Cross Pop pushchair ;; Lightweight stroller with raincover. Wheels a bit worn but folds easily. No car seat included.
en ;; ebay ;; books ;; 6 ;; Harry Potter and the Philosopher's Stone paperback ;; Bloomsbury, ISBN 9781408855652. Spine creased, otherwise good. Posted 2nd class.
en ;; ebay ;; sports ;; 45 ;; Wilson Pro Staff tennis racket grip 3 ;; Restrung in June. A few scuffs on the frame. Head cover included.
en ;; ebay ;; bikes ;; 390 ;; Specialized Rockhopper 2020 medium ;; 29er, hydraulic discs, new chain and cassette. Frame number on the bottom bracket, happy to show on collection.
en ;; ebay ;; tools ;; 70 ;; Makita DHP482 combi drill 18V ;; Body only plus one 3Ah battery. No charger. Works as it should.
en ;; generic ;; beauty ;; 18 ;; Charlotte Tilbury Pillow Talk lipstick - sealed ;; Brand new, still in cellophane. Unwanted gift.
en ;; ebay ;; musical instruments ;; 180 ;; Yamaha F310 acoustic guitar ;; Natural finish, with gig bag and tuner. New strings. Small ding on the back.
en ;; ebay ;; car parts ;; 45 ;; Ford Focus Mk3 front wiper motor ;; Part number BM51-17504-AH. Removed from a 2013 car with 60k miles. Tested and working.
en ;; generic ;; kitchen ;; 40 ;; Global 20cm chef's knife + Victorinox paring knife ;; Kitchen knives, sharp, in a magnetic sleeve. Moving house so clearing out.
en ;; generic ;; garden ;; 15 ;; Heritage vegetable seeds (12 packets) ;; Tomatoes, courgettes, runner beans, saved from my allotment. Posted in an envelope.
en ;; generic ;; pets ;; 20 ;; Dog crate large 91cm ;; Foldable metal crate with tray. 91 x 58 x 64 cm. Our lab outgrew it.
en ;; ebay ;; collectibles ;; 35 ;; Vintage Ronson lighter 1960s ;; Collectors item, sold empty with no fuel or flint. Some tarnish on the chrome.
en ;; generic ;; toys ;; 20 ;; Nerf Elite blasters bundle + water pistols ;; 3 Nerf guns with about 40 foam darts and two water pistols. Ages 8+.
en ;; generic ;; home ;; 12 ;; Set of 4 Dartington wine glasses ;; Crystal, boxed, never used. Wedding present duplicate.
en ;; ebay ;; sportswear ;; 30 ;; Official Liverpool FC home shirt 2022/23 Nike L ;; Genuine, bought from the club shop, tags still on. Paid with PayPal through eBay checkout, fine.
en ;; generic ;; home ;; 25 ;; Bathroom medicine cabinet with mirror ;; White wall cabinet, 2 shelves, 50x60cm. Screws included.
en ;; generic ;; mobile phones ;; 160 ;; Samsung A54 ;; Text me on {{contact_phone|oh seven nine one one, two three four, five six seven}} and I'll send more pics.
en ;; generic ;; computers ;; 300 ;; Gaming PC RTX 3060 ;; Can deliver locally. Ring {{contact_phone|+44 7700 900 457}} anytime.
en ;; vinted ;; womenswear ;; 15 ;; Zara blazer ;; For measurements email {{contact_email|jess dot morgan at outlook dot com}}
en ;; generic ;; furniture ;; 60 ;; Oak bookshelf ;; Message {{contact_phone|07\u200b7\u200b0\u200b0 9\u200b0\u200b0\u200b3\u200b2\u200b1}} for a viewing.
en ;; generic ;; audio ;; 80 ;; Sonos One speaker ;; call or {{social_handle|whatsapp}} {{contact_phone|seven seven double oh, nine hundred, four five six}}
en ;; ebay ;; watches ;; 100 ;; Casio G-Shock bundle ;; Selling a few more on my site {{external_link|www dot gshockdeals dot co dot uk}}
en ;; generic ;; bikes ;; 150 ;; Kids mountain bike 24" ;; {{social_handle|WhatsApp}} me {{external_link|wa.me/447700900812}} for quick reply.
en ;; vinted ;; menswear ;; 25 ;; Carhartt jacket ;; Follow me on {{social_handle|IG @vintage_threads_uk}} for drops before they hit Vinted.
en ;; generic ;; mobile phones ;; 120 ;; iPhone 11 ;; Payment via {{off_platform_payment|PayPal friends and family}} only, no eBay fees that way.
en ;; generic ;; consoles ;; 220 ;; Xbox Series X ;; Cash or {{off_platform_payment|bank transfer}} - sort code and account number given once agreed.
en ;; generic ;; tools ;; 90 ;; DeWalt impact driver ;; {{off_platform_payment|Revolut}} me and I'll send it tomorrow by DPD.
en ;; generic ;; cameras ;; 200 ;; Sony a6000 ;; Scan the {{external_link|QR code in photo 3}} to chat to me directly, quicker than here.
en ;; ebay ;; beauty ;; 40 ;; Tom Ford Oud Wood 100ml {{prohibited_item|tester}} ;; Comes in plain tester box without cap. Authentic.
en ;; generic ;; beauty ;; 10 ;; {{prohibited_item|Perfume decants}} 5ml ;; I decant from my own bottles: Creed Aventus, Baccarat Rouge. 5ml atomisers.
en ;; generic ;; sports ;; 70 ;; {{prohibited_item|Bowie knife}} 9 inch blade ;; Full tang hunting knife with leather sheath. Never used.
en ;; generic ;; collectibles ;; 60 ;; {{prohibited_item|Samurai sword}} katana ;; Sharp carbon steel blade, 70cm. Display stand included.
en ;; generic ;; baby ;; 30 ;; {{prohibited_item|Used car seat}} Joie i-Spin ;; Rear facing, used for 18 months. Good condition.
en ;; generic ;; motorbike parts ;; 50 ;; AGV motorbike helmet size M ;; {{prohibited_item|Used helmet}}, dropped once from the seat but no cracks I can see.
en ;; ebay ;; watches ;; 90 ;; Rolex Submariner ;; {{prohibited_item|Replica}} - super clone, automatic movement, looks real.
en ;; generic ;; health ;; 20 ;; {{prohibited_item|Diazepam}} 5mg ;; Left over from a prescription, 28 tablets.
en ;; generic ;; pets ;; 40 ;; {{restricted_item|Baby corn snakes}} ;; Hatched in July, feeding on pinkies. Can include a starter vivarium.
en ;; generic ;; tickets ;; 180 ;; {{restricted_item|Glastonbury ticket}} ;; Can't go anymore, will change the name over on the account.
en ;; generic ;; electronics ;; 15 ;; {{prohibited_item|Loose 18650 cells}} x20 ;; Pulled from laptop packs, all tested above 2000mAh. Posted in a jiffy bag.
en ;; generic ;; baby ;; 60 ;; Baby sleeper ;; Fisher-Price Rock 'n Play, the one that got {{prohibited_item|recalled}}, never had any issues though.
en ;; ebay ;; books ;; 7 ;; Amazon.com: Get Big Fast - Robert Spector hardback ;; The story of the early years of the company. First edition 2000, dust jacket a bit torn. Posted via eBay.
it ;; generic ;; telefonia ;; 250 ;; iPhone 12 64GB nero ;; Batteria all'85%, sempre con cover. IMEI 352001234567890. Spedizione tramite Subito con pagamento protetto.
it ;; vinted ;; abbigliamento ;; 20 ;; Cappotto Max Mara Weekend taglia 42 color avorio ;; Usato una stagione, nessuna macchia. Lunghezza 100 cm.
it ;; generic ;; informatica ;; 350 ;; Notebook HP EliteBook 840 G6 ;; i5, 16GB, SSD 256GB. Numero di serie 5CG9XXXXXX. Tastiera italiana. Ritiro a Bologna 40121.
it ;; generic ;; fotografia ;; 150 ;; Obiettivo Nikon AF-S 35mm f/1.8G DX ;; Lenti pulite, tappi inclusi. Funziona benissimo.
it ;; generic ;; arredamento ;; 80 ;; Libreria Billy bianca 80x202 ;; Smontata, con tutte le viti. Da ritirare a Torino.
it ;; generic ;; sport ;; 30 ;; Maglia ufficiale Juventus 2023/24 Adidas M ;; Originale acquistata allo Juventus Store, con cartellino. Pagamento solo tramite Subito.
it ;; generic ;; cucina ;; 25 ;; Coltello da pane e coltello da cucina Zwilling ;; Lama 20 cm, poco usati. Con custodia.
it ;; generic ;; giocattoli ;; 10 ;; Pistola ad acqua e fucile Nerf ;; Giochi per bambini, freccette in gommapiuma comprese.
it ;; generic ;; strumenti musicali ;; 200 ;; Chitarra acustica Ibanez ;; Con custodia rigida. Corde nuove. Qualche graffio sul retro.
it ;; generic ;; ricambi auto ;; 60 ;; Faro anteriore Fiat Panda 2015 ;; Codice 51883365, nessuna crepa. Spedisco imballato bene.
it ;; generic ;; casa ;; 20 ;; Bicchieri da vino Bormioli (set da 6) ;; Calici in vetro, mai usati. In scatola.
it ;; generic ;; telefonia ;; 120 ;; Samsung A53 ;; Chiamami al {{contact_phone|tre quattro sette, uno due tre, quattro cinque sei sette}} per info.
it ;; generic ;; casa ;; 60 ;; Macchina del caffè Lavazza ;; Pagamento con {{off_platform_payment|ricarica Postepay}} e spedisco subito.
it ;; generic ;; informatica ;; 40 ;; Mouse Logitech MX Master ;; Scrivimi a {{contact_email|marco.rossi chiocciola libero punto it}} grazie.
it ;; generic ;; elettronica ;; 200 ;; Apple Watch Series 7 ;; Preferisco {{off_platform_payment|Satispay}} o {{off_platform_payment|bonifico}}.
it ;; vinted ;; bellezza ;; 35 ;; Profumo Acqua di Giò 100ml {{prohibited_item|tester}} ;; Tester originale senza tappo.
it ;; generic ;; sport ;; 50 ;; {{prohibited_item|Coltello a farfalla}} ;; Lama 10 cm, acciaio inox, nuovo.
it ;; generic ;; bambini ;; 30 ;; {{prohibited_item|Seggiolino auto}} usato Chicco ;; Usato due anni, in buone condizioni.
it ;; generic ;; telefonia ;; 90 ;; Xiaomi Redmi 12 ;; Contattami su {{contact_phone|+39 333 987 6543}} o su {{social_handle|Telegram}}.
it ;; generic ;; abbigliamento ;; 40 ;; Felpa Stone Island ;; Non originale, {{prohibited_item|replica}} fatta bene.
de ;; generic ;; handy ;; 260 ;; Samsung Galaxy S22 128 GB ;; Guter Zustand, Akku 88 %. IMEI 354321098765432. Versand über Kleinanzeigen mit "Sicher bezahlen".
de ;; generic ;; damenmode ;; 25 ;; Mantel von Esprit Größe 38 elfenbein ;; Zweimal getragen, keine Flecken. Länge 95 cm. Tierfreier Nichtraucherhaushalt.
de ;; generic ;; computer ;; 420 ;; Lenovo Legion 5 RTX 3060 ;; Seriennummer PF2ABCDE, gekauft 2022 bei Saturn, Rechnung vorhanden. Abholung in 10115 Berlin.
de ;; generic ;; foto ;; 300 ;; Sony Alpha 6100 mit Kit-Objektiv ;; Ca. 4.000 Auslösungen, mit Tasche und Ersatzakku.
de ;; generic ;; möbel ;; 70 ;; Schreibtisch Eiche 140x70 ;; Massivholz, höhenverstellbar. Nur Abholung in Köln.
de ;; generic ;; werkzeug ;; 60 ;; Bosch Stichsäge PST 700 E ;; Mit Sägeblättern, funktioniert einwandfrei.
de ;; generic ;; küche ;; 40 ;; WMF Messerset mit Block ;; Kochmesser, Brotmesser, Schälmesser. Kaum benutzt.
de ;; generic ;; sport ;; 35 ;; Trikot Borussia Dortmund 2023 offiziell ;; Originaltrikot aus dem Fanshop, mit Etikett. Kein Fake.
de ;; generic ;; fahrräder ;; 500 ;; Cube Kathmandu Trekkingrad 28 Zoll ;; Rahmennummer vorhanden, Fahrradpass liegt bei. Shimano Deore XT.
de ;; generic ;; spielzeug ;; 15 ;; Wasserpistolen und Nerf Blaster ;; Für den Sommer, Schaumstoffpfeile dabei.
de ;; generic ;; sammeln ;; 20 ;; Altes Feuerzeug Ronson ;; Sammlerstück, leer, ohne Gas.
de ;; generic ;; handy ;; 150 ;; iPhone 11 ;; Ruf an: {{contact_phone|null eins fünf eins, zwei drei vier fünf, sechs sieben acht neun}}
de ;; generic ;; haushalt ;; 80 ;; Thermomix TM5 Zubehör ;; Bezahlung nur per {{off_platform_payment|PayPal Freunde}}, kein Käuferschutz.
de ;; generic ;; computer ;; 30 ;; Tastatur Logitech ;; Schreib mir: {{contact_email|felix punkt huber ät gmx punkt de}}
de ;; generic ;; handy ;; 200 ;; Pixel 8 ;; {{social_handle|WhatsApp}} {{contact_phone|+49 171 2345678}}
de ;; generic ;; beauty ;; 30 ;; {{prohibited_item|Parfümproben}} Set ;; 20 Proben von Dior und Chanel, aus der Parfümerie.
de ;; generic ;; sport ;; 50 ;; {{prohibited_item|Butterflymesser}} ;; Neu, Klinge 9 cm.
de ;; generic ;; sport ;; 120 ;; {{restricted_item|Luftgewehr}} Diana 4,5 mm ;; Mit Zielfernrohr, F-Zeichen, gut erhalten.
de ;; generic ;; gesundheit ;; 20 ;; {{prohibited_item|Ibuprofen 800}} ;; Übrig geblieben, 50 Tabletten.
de ;; generic ;; tiere ;; 400 ;; {{restricted_item|Hundewelpen}} Labrador ;; 9 Wochen alt, geimpft und gechippt.
de ;; generic ;; haushalt ;; 45 ;; Kaffeemaschine Melitta Caffeo Solo ;; Entkalkt und gereinigt. Bezahlung nur über "Sicher bezahlen" bei Kleinanzeigen, kein PayPal Freunde und keine Überweisung.
`;

const out = listingsFromLines(marked, 'twelfth').map((listing) => ({ ...listing, part: 'holdout' as const }));
const clean = out.filter((l) => l.labels.length === 0).length;
writeFileSync(new URL('../../data/listing/validation-twelfth.json', import.meta.url), `${JSON.stringify(out, null, 1)}\n`);
console.log(`${out.length} listings (${clean} clean), all held out, ${out.reduce((n, l) => n + l.labels.length, 0)} labels`);
