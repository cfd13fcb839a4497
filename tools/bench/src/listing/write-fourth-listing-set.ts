/* eslint-disable no-irregular-whitespace -- the set's evasions are written with the zero-width characters sellers put inside numbers */
import { writeFileSync } from 'node:fs';
import { listingsFromLines } from './marked-listing.ts';

/*
 * Writes data/listing/validation-fourth.json: a fourth labelled set, written for issue 19's fourth
 * round before the rules were changed in that round. Each listing is written whole (title and
 * description together), not composed from sentence templates: PT, ES, FR, EN and some IT and DE.
 * About 40 % are clean and written as hard negatives (measures, model and part numbers, EANs,
 * ISBNs, tyre sizes, prices, dates, postcodes, opening hours, apps named as features of a phone,
 * kitchen knives, new helmets, sealed batteries, scale-model replicas, "ponto"/"at"/"dot" used as
 * words). The rest carry the problems the issue lists: contact details spaced, dotted, written in
 * words (tens and hundreds), mixed with digits, in look-alike, full-width, circled, emoji and
 * zero-width characters; phones in national and international forms, real or fictitious; links
 * spelt out, short links, wa.me, Telegram, QR codes; payment apps per country; testers and
 * samples, knives by blade length and kind, replica weapons, opened cosmetics, second-hand car
 * seats and helmets, recalled products, loose lithium cells.
 *
 * One listing per line: `language ;; profile ;; category ;; price ;; title ;; description`; a label is
 * written inline as `{{code|text}}`. The part is drawn from the listing id's hash (first byte odd:
 * held out), so neither half was picked by hand. Frozen:
 * `node tools/bench/src/listing/write-fourth-listing-set.ts`.
 */

const lines = String.raw`
pt ;; olx-pt ;; eletrónica ;; 180 ;; Xiaomi 12T 256GB azul ;; Bateria a 91 %, sem riscos. Para combinar a entrega manda mensagem para o {{contact_phone|nove seis sete, quatrocentos e doze, trezentos e trinta}}.
pt ;; olx-pt ;; móveis ;; 60 ;; Estante de pinho 180 x 80 cm ;; Desmontada, parafusos todos. Qualquer dúvida {{contact_phone|9️⃣1️⃣2️⃣ 4️⃣4️⃣7️⃣ 0️⃣0️⃣3️⃣}} (whats).
pt ;; olx-pt ;; bebé ;; 35 ;; Espreguiçadeira Chicco Balloon ;; Como nova. Fotos extra no meu {{contact_email|e-mail: s.o.f.i.a.r.m arroba g.m.a.i.l ponto c.o.m}}
pt ;; olx-pt ;; desporto ;; 140 ;; Bicicleta de estrada tamanho 54 ;; Grupo Shimano Sora, 9,8 kg. Ligue {{contact_phone|＋３５１ ９３６ ２２１ ８０４}} ao fim de semana.
pt ;; olx-pt ;; livros ;; 25 ;; Enciclopédia Verbo completa ;; 22 volumes, lombadas impecáveis. Contacto: {{contact_phone|⑨⑥⑤ ③①⓪ ⑦⑦②}}
pt ;; olx-pt ;; áudio ;; 95 ;; Gira-discos Pioneer PL-12D ;; Revisto em 2024, agulha nova. Tm {{contact_phone|9​1​8​ ​0​0​2​ ​6​6​1}}
pt ;; olx-pt ;; relógios ;; 70 ;; Relógio Casio Vintage dourado ;; Original, com caixa. Pagamento por {{off_platform_payment|MBway}} para o número que te der e envio CTT.
pt ;; olx-pt ;; ferramentas ;; 55 ;; Rebarbadora Bosch GWS 7-115 ;; Usada em duas obras. Vê o vídeo a funcionar em {{external_link|youtube ponto com barra @obrasdozeca}}
pt ;; olx-pt ;; brinquedos ;; 30 ;; Garagem de madeira com elevador ;; Para crianças a partir dos 3 anos. Para ver mais brinquedos {{external_link|digitaliza o QR}} que está na segunda foto.
pt ;; olx-pt ;; beleza ;; 45 ;; Perfume Hugo Boss Bottled 200 ml ;; {{restricted_item|Frasco de testador}}, sem tampa, cheio até cima.
pt ;; olx-pt ;; desporto ;; 90 ;; Faca de mato Cudeman ;; {{restricted_item|Lâmina fixa de 26 centímetros}}, bainha de cordura.
pt ;; olx-pt ;; bebé ;; 60 ;; Ovo Cybex Aton M com base ;; {{restricted_item|Cadeira auto em segunda mão}}, usada pelo meu filho até aos 12 meses.
pt ;; olx-pt ;; beleza ;; 12 ;; Paleta de sombras Urban Decay Naked ;; {{restricted_item|Aberta e usada}} duas ou três vezes, falta pouquíssimo.
pt ;; generic ;; eletrónica ;; 25 ;; Baterias 18650 Samsung 35E ;; {{restricted_item|Oito células de lítio soltas}}, sem caixa, envio em envelope almofadado.
pt ;; olx-pt ;; desporto ;; 150 ;; {{restricted_item|Réplica de espingarda}} airsoft AK74 ;; Com bateria e carregador, dispara bem.
pt ;; olx-pt ;; casa ;; 10 ;; Aquecedor a óleo 7 elementos ;; Modelo {{prohibited_item|retirado do mercado pela marca}} por risco de incêndio, funciona.
pt ;; olx-pt ;; roupa ;; 20 ;; Casaco Zara tamanho M ;; Usado uma estação. Aceito {{off_platform_payment|transferência imediata}} ou {{off_platform_payment|Revolut}}.
pt ;; olx-pt ;; jogos ;; 35 ;; Jogo FIFA 23 PS5 ;; Com capa. Sigo no tiktok {{social_handle|@gamer_do_barreiro}} onde tenho mais jogos.
pt ;; olx-pt ;; eletrónica ;; 300 ;; MacBook Air M1 8/256 ;; 112 ciclos de bateria. Envia mail para {{contact_email|pedro.almeida1984 (at) sapo (ponto) pt}} que respondo já.
pt ;; olx-pt ;; móveis ;; 120 ;; Sofá-cama 3 lugares cinzento ;; Entrega só em Braga. Telefone {{contact_phone|253 0 vinte e quatro 51 oitenta e oito}}.
pt ;; olx-pt ;; instrumentos ;; 220 ;; Violino 4/4 Stentor Conservatoire ;; Com arco e estojo. {{contact_phone|Novecentos e dezanove, oitocentos e um, quarenta e três, vinte}} é o meu contacto.
pt ;; olx-pt ;; peças auto ;; 75 ;; Farolim traseiro Renault Clio IV ;; Lado esquerdo, sem fissuras. Mais peças no {{external_link|standvirtual . com / vendedor / pecasdorui}}
pt ;; vinted ;; roupa ;; 18 ;; Blusa de linho Massimo Dutti ;; Tamanho S. Falamos no {{social_handle|insta: rita.closet.lx}} que é mais fácil.
pt ;; olx-pt ;; eletrónica ;; 85 ;; Nintendo Switch Lite turquesa ;; Com carregador. Contacto {{contact_phone|+351 912-O44-7l8}}
pt ;; olx-pt ;; eletrónica ;; 240 ;; Samsung Galaxy S21 128GB ;; Modelo SM-G991B/DS, IMEI verificado, desbloqueado. Funciona com WhatsApp, Instagram e MB WAY instalados, tudo testado. Custou 849 € em 2021.
pt ;; olx-pt ;; móveis ;; 45 ;; Mesa de cabeceira branca ;; Medidas 45 x 40 x 55 cm. Entrega em mão junto ao Metro Saldanha, das 9h às 18h.
pt ;; olx-pt ;; peças auto ;; 40 ;; Bomba de água VW Golf 1.6 TDI ;; Referência 04L 121 011 L, código de peça confirmado no catálogo. Com junta.
pt ;; olx-pt ;; livros ;; 8 ;; O Memorial do Convento, Saramago ;; ISBN 978-972-0-04567-3, edição de 2018, capa com pequeno vinco.
pt ;; olx-pt ;; cozinha ;; 35 ;; Faca de chef Zwilling 20 cm ;; Faca de cozinha em aço inox, afiada, com protetor de lâmina.
pt ;; olx-pt ;; desporto ;; 40 ;; Capacete de ciclismo Abus novo ;; Nunca usado, ainda com etiqueta e caixa. Tamanho M 52-58 cm.
pt ;; olx-pt ;; bebé ;; 25 ;; Banheira de bebé com suporte ;; Pouco uso, lavada. Recolha em 4450-123 Matosinhos ou envio pela plataforma.
pt ;; olx-pt ;; decoração ;; 55 ;; Réplica em miniatura do navio Santa Maria ;; Maqueta de madeira à escala 1:65, montada à mão, 48 cm de comprimento.
pt ;; olx-pt ;; casa ;; 15 ;; Pilhas AA Duracell pack 24 ;; Embalagem selada, validade 2032. Ponto de recolha: loja do bairro.
pt ;; olx-pt ;; beleza ;; 30 ;; Perfume Acqua di Gio 50 ml selado ;; Novo, com celofane, oferta repetida. Ponto final: não troco.
pt ;; olx-pt ;; eletrónica ;; 60 ;; Router TP-Link Archer AX55 ;; Wi-Fi 6, 3000 Mbps. O endereço de gestão é 192.168.0.1 como vem no manual.
pt ;; olx-pt ;; ferramentas ;; 22 ;; Metro laser Leica Disto D1 ;; Mede até 40 m com precisão de ±2 mm. Duas pilhas AAA incluídas.
pt ;; olx-pt ;; relógios ;; 110 ;; Relógio Tissot T-Race ;; Referência T048.417.27.057.00, caixa 45 mm, bracelete de borracha.
es ;; wallapop ;; electrónica ;; 150 ;; iPad 9ª generación 64GB ;; Siempre con funda. Si te interesa escríbeme al {{contact_phone|seis cuatro nueve, ciento doce, trescientos cuarenta}}.
es ;; wallapop ;; muebles ;; 80 ;; Cómoda vintage de roble ;; Restaurada. Mi móvil es {{contact_phone|6 · 5 · 4 · 8 · 9 · 0 · 2 · 1 · 3}}.
es ;; wallapop ;; deporte ;; 60 ;; Patines Rollerblade talla 42 ;; Ruedas nuevas. Más info por {{contact_email|javi.patina ARROBA hotmail PUNTO es}}
es ;; wallapop ;; libros ;; 20 ;; Saga Canción de hielo y fuego ;; Cinco tomos tapa blanda. Llama al {{contact_phone|0034 622 18 44 09}} por las tardes.
es ;; wallapop ;; audio ;; 45 ;; Altavoz JBL Charge 4 ;; Suena perfecto. Te paso por {{off_platform_payment|Bizum}} el envío si lo prefieres.
es ;; wallapop ;; juguetes ;; 25 ;; Cocinita de madera Kidkraft ;; Con accesorios. Más fotos en {{external_link|wa.me/34644920113}}
es ;; wallapop ;; ropa ;; 30 ;; Vestido de fiesta Mango ;; Talla 38. Sígueme en {{social_handle|ig @armario_de_lau}} para ver más ropa.
es ;; wallapop ;; belleza ;; 10 ;; Muestras de perfume Carolina Herrera ;; {{restricted_item|Lote de 10 muestras}} de 2 ml, regalo de perfumería, no se venden.
es ;; wallapop ;; deporte ;; 70 ;; Machete de monte Muela ;; {{restricted_item|Hoja de 30 cm}} con funda de cuero, muy afilado.
es ;; wallapop ;; deporte ;; 20 ;; {{prohibited_item|Navaja automática}} de bolsillo ;; Apertura con botón, muelle fuerte.
es ;; wallapop ;; bebé ;; 50 ;; Silla de coche Britax Römer Kidfix ;; {{restricted_item|Silla de auto usada}} durante dos años, sin golpes.
es ;; wallapop ;; motor ;; 60 ;; Casco integral LS2 talla M ;; {{restricted_item|Casco de moto usado}}, una caída leve.
es ;; wallapop ;; belleza ;; 8 ;; Pintalabios Rimmel ;; {{restricted_item|Usado un par de veces}}, color rosa.
es ;; wallapop ;; bricolaje ;; 12 ;; Pilas de litio 21700 ;; {{restricted_item|Celdas de litio sueltas}}, envío en sobre por Correos.
es ;; wallapop ;; deporte ;; 95 ;; {{restricted_item|Pistola de airsoft réplica}} Beretta M92 ;; De gas, con dos cargadores.
es ;; wallapop ;; electrónica ;; 200 ;; Portátil Lenovo IdeaPad ;; 16 GB de RAM. Contacta conmigo en {{contact_email|l u c i a . v 9 0 @ y a h o o . e s}}
es ;; wallapop ;; electrónica ;; 120 ;; Consola Xbox Series S ;; Con mando. Telegram: {{external_link|t.me/ventas_edu}}
es ;; wallapop ;; moda ;; 40 ;; Bolso Michael Kors ;; Original con ticket. Pago por {{off_platform_payment|PayPal amigos y familiares}}.
es ;; wallapop ;; muebles ;; 100 ;; Mesa extensible blanca ;; Llámame {{contact_phone|9 uno 3 cuatro 5 seis 7 ocho 9}} para verla.
es ;; wallapop ;; deporte ;; 180 ;; Bicicleta MTB Orbea Onna ;; Talla M, frenos hidráulicos. Ver más en {{external_link|milanuncios . com / anuncios / orbea}}
es ;; wallapop ;; electrónica ;; 90 ;; Auriculares Sony WH-CH720N ;; Cancelación de ruido. Número: {{contact_phone|6𝟐𝟑 𝟒𝟓𝟔 𝟕𝟖𝟗}}
es ;; wallapop ;; electrónica ;; 210 ;; Google Pixel 7 128GB ;; Modelo GVU6C, libre de operador. Tiene instalados Bizum, WhatsApp y PayPal pero se entrega restaurado de fábrica.
es ;; wallapop ;; muebles ;; 150 ;; Colchón viscoelástico 150 x 190 ;; Altura 25 cm, comprado el 14/02/2023 por 420 €. Entrega en mano en Valencia, zona Ruzafa.
es ;; wallapop ;; motor ;; 220 ;; Neumáticos Michelin Primacy 4 ;; Juego de cuatro, 205/55 R16 91V, dibujo de 6 mm. Fabricados semana 12 de 2022.
es ;; wallapop ;; hogar ;; 25 ;; Juego de cuchillos de cocina Arcos ;; Cinco piezas con taco de madera, el mayor de 20 cm. Muy poco uso.
es ;; wallapop ;; libros ;; 12 ;; Cien años de soledad ;; ISBN 978-84-376-0494-7. Edición de bolsillo, subrayado a lápiz.
es ;; wallapop ;; deporte ;; 35 ;; Casco de esquí Uvex nuevo ;; Sin estrenar, con etiquetas. Talla 55-59.
es ;; wallapop ;; electrónica ;; 60 ;; Disco duro WD 2TB ;; Referencia WDBU6Y0020BBK-WESN, 2 TB, USB 3.0. Salud al 100 % en CrystalDiskInfo.
es ;; wallapop ;; juguetes ;; 30 ;; Puzzle 3000 piezas Ravensburger ;; Completo, contado dos veces. Medidas del puzzle 121 x 80 cm.
es ;; wallapop ;; hogar ;; 18 ;; Reloj de pared estilo industrial ;; Diámetro 60 cm, funciona con una pila AA. Envío a toda España por la app.
es ;; wallapop ;; colección ;; 45 ;; Réplica a escala del Seat 600 ;; Coche de metal escala 1:18, de colección, en su vitrina.
fr ;; vinted ;; vêtements ;; 25 ;; Pull en laine Sézane ;; Taille S. Contactez-moi au {{contact_phone|zéro six quatre-vingt-dix-sept quarante-deux treize cinquante-huit}}.
fr ;; ebay ;; audio ;; 70 ;; Casque Bose QC35 ;; Bon état. Mon tel {{contact_phone|0 6 / 1 1 / 4 9 / 7 3 / 2 0}}
fr ;; vinted ;; chaussures ;; 40 ;; Baskets Veja Campo 39 ;; Portées 5 fois. Écrivez à {{contact_email|manon point d at laposte point net}}
fr ;; ebay ;; photo ;; 180 ;; Objectif Fujinon 35mm f/1.4 ;; Impeccable. Numéro {{contact_phone|+33 7 82 00 41 96}} pour les questions.
fr ;; vinted ;; maison ;; 35 ;; Lampe de chevet en laiton ;; Vintage. Paiement {{off_platform_payment|Lydia}} ou {{off_platform_payment|Wero}} possible.
fr ;; vinted ;; livres ;; 15 ;; Lot de romans policiers ;; 8 livres. D'autres lots sur {{external_link|leboncoin.fr/boutique/lecture_et_cie}}
fr ;; vinted ;; enfants ;; 20 ;; Doudou lapin Jellycat ;; Très propre. Retrouvez-moi sur {{social_handle|Insta → @petits.tresors.bzh}}
fr ;; vinted ;; beauté ;; 30 ;; Parfum YSL Libre 90 ml ;; {{prohibited_item|Testeur}} sans boîte, rempli à 95 %.
fr ;; ebay ;; sport ;; 65 ;; Couteau de chasse Laguiole ;; {{restricted_item|Lame de 23 cm}} fixe, étui cuir.
fr ;; ebay ;; sport ;; 30 ;; {{prohibited_item|Couteau papillon}} balisong ;; Entraînement, bon état.
fr ;; vinted ;; puériculture ;; 70 ;; Siège auto Maxi-Cosi Pearl ;; {{restricted_item|Siège auto déjà utilisé}} par deux enfants, housse lavée.
fr ;; ebay ;; auto-moto ;; 90 ;; Casque moto Bell ;; {{restricted_item|Casque d'occasion}} porté une saison, taille M.
fr ;; vinted ;; beauté ;; 15 ;; Fond de teint Fenty Beauty ;; {{prohibited_item|Ouvert}}, utilisé 3 fois, teinte 220.
fr ;; ebay ;; bricolage ;; 18 ;; Accus Li-ion 18650 ;; {{restricted_item|Piles lithium en vrac}}, 12 pièces, envoi en lettre suivie.
fr ;; ebay ;; loisirs ;; 110 ;; {{restricted_item|Réplique de revolver}} Colt Python à blanc ;; Collection, sans permis.
fr ;; ebay ;; puériculture ;; 15 ;; Lit parapluie pliant ;; {{prohibited_item|Modèle rappelé}} par le fabricant en 2023, vendu en l'état.
fr ;; ebay ;; informatique ;; 250 ;; PC portable Asus Zenbook ;; SSD 512 Go. Appelez le {{contact_phone|zéro-six-trente-et-un-soixante-quinze-quatre-vingts-douze}}.
fr ;; vinted ;; vêtements ;; 45 ;; Manteau Comptoir des Cotonniers ;; Taille 38. Mail : {{contact_email|chloé.dupont＠gmаil．com}}
fr ;; ebay ;; jeux ;; 50 ;; Lot Pokémon cartes ;; 200 cartes. Plus de lots sur {{external_link|vinted point fr slash member slash 4432}}
fr ;; vinted ;; maison ;; 20 ;; Vase en céramique ;; Fait main. Je préfère un virement {{off_platform_payment|PayPal entre amis}}.
fr ;; vinted ;; vêtements ;; 22 ;; Jean Levi's 501 W30 L32 ;; Longueur intérieure 81 cm, tour de taille 76 cm. Lavé à 30°.
fr ;; ebay ;; informatique ;; 130 ;; Écran Dell 27 pouces ;; Modèle P2719H, 1920 x 1080, 60 Hz. Dalle IPS sans pixel mort. Câble DisplayPort fourni.
fr ;; ebay ;; cuisine ;; 40 ;; Couteau d'office Opinel et couteau de chef ;; Couteaux de cuisine, lame du plus grand 20 cm, bien affûtés.
fr ;; vinted ;; enfants ;; 25 ;; Casque vélo enfant neuf ;; Jamais porté, étiquette encore attachée. Taille 48-52 cm.
fr ;; ebay ;; maison ;; 12 ;; Piles bouton CR2032 ;; Lot de 10 sous blister d'origine, date limite 2031.
fr ;; vinted ;; loisirs ;; 28 ;; Kit broderie point de croix ;; Toile, fils et aiguille inclus. Motif 30 x 40 cm. Point arrière expliqué dans la notice.
fr ;; ebay ;; auto-moto ;; 85 ;; Disques de frein avant Peugeot 308 ;; Référence 4249.J5, diamètre 283 mm. Envoi par Colissimo suivi.
fr ;; vinted ;; livres ;; 9 ;; Le Petit Prince édition illustrée ;; ISBN 978-2-07-061275-8, imprimé le 03/09/2019, très bon état.
en ;; ebay ;; electronics ;; 260 ;; iPhone 13 128GB midnight ;; Battery health 88 %. Give me a call on {{contact_phone|oh seven seven double eight, nine four six, one two three}}.
en ;; ebay ;; furniture ;; 90 ;; Oak dining table 6 seater ;; Collection only. Ring {{contact_phone|+44 (0) 7911 123 456}} to arrange.
en ;; ebay ;; audio ;; 55 ;; Vinyl records bundle 30 LPs ;; Mostly 70s rock. Email {{contact_email|dave underscore vinyl at btinternet dot com}}
en ;; ebay ;; cameras ;; 300 ;; Canon EOS 80D body ;; 21k shutter count. Text {{contact_phone|seventy nine hundred, eleven, two three four, five six}}
en ;; ebay ;; toys ;; 35 ;; Hornby train set OO gauge ;; Complete. Pay me on {{off_platform_payment|Monzo}} and I'll post it today.
en ;; ebay ;; tools ;; 65 ;; Makita drill and impact driver ;; Two batteries. More tools at {{external_link|bit . ly / toolclearance}}
en ;; ebay ;; sports ;; 120 ;; Carbon road bike wheels ;; Tubeless ready. Details: {{external_link|scan the QR code on photo 5}}
en ;; ebay ;; clothing ;; 25 ;; North Face fleece size L ;; Barely worn. Follow {{social_handle|@kit_swap_manchester}} on Insta for more.
en ;; ebay ;; beauty ;; 15 ;; Fragrance samples bundle ;; {{restricted_item|Twelve perfume samples}}, 1.5 ml vials, marked not for resale.
en ;; ebay ;; sports ;; 80 ;; Survival knife with fire starter ;; {{restricted_item|11 inch blade}}, full tang, includes sheath.
en ;; ebay ;; sports ;; 25 ;; {{prohibited_item|Gravity knife}} vintage ;; Blade drops out when you flick it.
en ;; ebay ;; baby ;; 45 ;; Maxi-Cosi Rodifix car seat ;; {{restricted_item|Pre-owned car seat}}, no known accidents.
en ;; ebay ;; vehicle parts ;; 100 ;; HJC motorcycle helmet ;; {{restricted_item|Used helmet}}, worn for one season, size L.
en ;; ebay ;; beauty ;; 10 ;; Nars concealer ;; {{restricted_item|Swatched and used}} twice, shade Custard.
en ;; ebay ;; tools ;; 20 ;; Lithium cells for torch ;; {{restricted_item|Six loose 18650 batteries}}, will post in a padded envelope.
en ;; ebay ;; sports ;; 150 ;; {{restricted_item|Replica rifle}} airsoft M16 ;; Electric, with battery.
en ;; ebay ;; baby ;; 20 ;; Baby sleeper rocker ;; The {{prohibited_item|recalled model}} from the 2019 safety notice, works fine.
en ;; ebay ;; electronics ;; 150 ;; Samsung Galaxy Watch 5 ;; Like new. Call {{contact_phone|0 7 4 0 0 · 1 2 3 · 4 5 6}}
en ;; ebay ;; electronics ;; 90 ;; Kindle Paperwhite 11th gen ;; Message {{contact_email|ｋａｔｅ．ｒｅａｄｓ＠ｏｕｔｌｏｏｋ．ｃｏｍ}}
en ;; ebay ;; clothing ;; 45 ;; Barbour wax jacket ;; Re-waxed. Pay by {{off_platform_payment|PayPal gift}} to save fees.
en ;; ebay ;; electronics ;; 320 ;; Sony 55 inch TV ;; Model KD-55X85J, 4K HDR, 120 Hz panel. Collection from Leeds LS6 2AB, or courier through the site.
en ;; ebay ;; electronics ;; 140 ;; Pixel 6a unlocked ;; IMEI checked clean. Comes with Revolut, Monzo and WhatsApp pre-installed? No, it's factory reset for you.
en ;; ebay ;; kitchen ;; 60 ;; Global knife set ;; Kitchen knives, 20 cm chef's knife and a paring knife, stored in a block.
en ;; ebay ;; vehicle parts ;; 200 ;; Winter tyres 225/45 R17 94V ;; Set of four, 7 mm tread, DOT 2321. Fitted to a 2018 Golf.
en ;; ebay ;; books ;; 6 ;; Atomic Habits paperback ;; ISBN 978-1-84794-183-1. A few pencil notes at page 42.
en ;; ebay ;; sports ;; 45 ;; Kask road helmet brand new ;; Unused, boxed, with receipt dated 04/06/2024. Size M 52-58 cm.
en ;; ebay ;; home ;; 8 ;; Energizer AA batteries 16 pack ;; Sealed retail pack, expiry 2033.
en ;; ebay ;; collectibles ;; 70 ;; Replica of HMS Victory model ship ;; Scale 1:98 wooden kit, built, 85 cm long. A display piece.
en ;; ebay ;; furniture ;; 35 ;; Bookcase 180 x 80 x 30 cm ;; Flat packed. At the weekend I can help load it into your car.
en ;; ebay ;; electronics ;; 15 ;; Dot matrix printer ribbon ;; For Epson LX-350, part number C13S015637. Two in the box.
en ;; ebay ;; music ;; 180 ;; Yamaha acoustic guitar FG800 ;; Serial HPX230145, action set low, bought 2022 for £249.
en ;; ebay ;; sports ;; 25 ;; Yoga mat and blocks ;; 183 x 61 cm, 6 mm thick. Postcode for collection is SW11 on the app.
it ;; generic ;; elettronica ;; 160 ;; Samsung Galaxy A54 ;; Come nuovo. Chiamami al {{contact_phone|tre tre nove, quattrocentoventi, sessantasette, diciotto}}.
it ;; generic ;; casa ;; 40 ;; Macchina caffè Bialetti ;; Usata poco. Pagamento con {{off_platform_payment|Satispay}} o contanti.
it ;; generic ;; sport ;; 50 ;; Coltello da caccia ;; {{restricted_item|Lama da 25 cm}}, con fodero in pelle.
it ;; generic ;; bambini ;; 35 ;; Seggiolino auto Chicco ;; {{restricted_item|Seggiolino auto usato}}, gruppo 1.
it ;; generic ;; elettronica ;; 70 ;; Cuffie Beats Solo 3 ;; Scrivimi a {{contact_email|marco.r chiocciola libero punto it}}
it ;; generic ;; libri ;; 10 ;; Il nome della rosa ;; ISBN 978-88-452-9261-9, edizione tascabile, 2017. Spedizione con Poste tramite l'app.
it ;; generic ;; casa ;; 90 ;; Tavolo allungabile 140 x 80 cm ;; Allungabile fino a 200 cm, altezza 76 cm. Ritiro a Milano, zona Città Studi.
de ;; generic ;; elektronik ;; 180 ;; Apple Watch Series 7 45mm ;; Top Zustand. Ruf an unter {{contact_phone|null eins fünf eins, zwei drei vier, fünf sechs sieben acht}}.
de ;; generic ;; sport ;; 40 ;; Fahrradhelm Uvex gebraucht ;; {{restricted_item|Gebrauchter Helm}}, zwei Saisons getragen.
de ;; generic ;; elektronik ;; 25 ;; Akkus 18650 ;; {{restricted_item|Lose Lithium-Akkus}}, 10 Stück, Versand im Briefumschlag.
de ;; generic ;; kleidung ;; 30 ;; Jacke Jack Wolfskin ;; Bezahlung per {{off_platform_payment|PayPal Freunde}} bitte.
de ;; generic ;; möbel ;; 60 ;; Schreibtisch Eiche 120 x 60 cm ;; Höhe 74 cm, Artikelnummer 403.542.18. Abholung in Berlin-Neukölln, Versand per DHL über die Plattform.
de ;; generic ;; werkzeug ;; 75 ;; Bosch Akkuschrauber GSR 12V ;; Zwei Akkus 2,0 Ah im Originalkoffer, Ladegerät dabei. Gekauft am 03.05.2022.
pt ;; olx-pt ;; eletrónica ;; 50 ;; Tablet Lenovo Tab M10 ;; Ecrã 10,1 polegadas. Para visitar liga {{contact_phone|9̲1̲5̲ 2̲2̲0̲ 4̲8̲1̲}} depois do trabalho.
es ;; wallapop ;; hogar ;; 30 ;; Cafetera italiana Bialetti 6 tazas ;; Sin usar. Llama o escribe al {{contact_phone|+34 699 99 99 99}}.
en ;; ebay ;; music ;; 95 ;; Boss RC-30 loop station ;; Works perfectly. US buyers reach me at {{contact_phone|+1 (646) 555-0199}}.
fr ;; ebay ;; maison ;; 60 ;; Robot pâtissier Kenwood ;; Complet avec fouets. Numéro belge : {{contact_phone|+32 470 55 21 09}}.
de ;; generic ;; elektronik ;; 45 ;; JBL Flip 6 Lautsprecher ;; Wie neu. Meine Nummer {{contact_phone|+49 (0)170 55 23 981}}.
pt ;; olx-pt ;; casa ;; 150 ;; Serviço de jantar Vista Alegre 12 pessoas ;; 48 peças, comprado em 2015 por 320 €. Sem lascas, guardado em caixa.
pt ;; olx-pt ;; peças auto ;; 120 ;; Pneus Continental 195/65 R15 91H ;; Quatro pneus com 5 mm de piso, DOT 1822. Montados num Seat Ibiza de 2017.
pt ;; olx-pt ;; escritório ;; 40 ;; Cadeira de escritório ergonómica ;; Altura ajustável de 42 a 52 cm, suporta até 120 kg. Rodas novas.
pt ;; olx-pt ;; eletrónica ;; 25 ;; Nokia 3310 clássico ;; Teclado a funcionar, ideal para quem só quer chamadas e SMS. Vendo porque passei para um modelo 5G; fatura de 12/10/2022.
es ;; wallapop ;; electrodomésticos ;; 140 ;; Horno Balay 3HB4331X0 ;; Medidas 60 x 60 cm, clase A, limpieza por agua. Funciona perfectamente.
es ;; wallapop ;; hogar ;; 20 ;; Lámpara de pie de 1,65 m ;; Bombilla E27 de 9 W incluida, interruptor de pie.
es ;; wallapop ;; electrónica ;; 15 ;; Teléfono fijo inalámbrico Panasonic KX-TGC310 ;; Agenda para 50 números, identificador de llamadas, manos libres.
fr ;; ebay ;; électronique ;; 20 ;; Téléphone fixe Gigaset A270 ;; Répertoire de 100 contacts, écran rétroéclairé, base et combiné.
fr ;; vinted ;; maison ;; 55 ;; Table basse plateau verre ;; 110 x 60 x 40 cm, verre trempé de 8 mm, pieds chromés.
fr ;; ebay ;; vélo ;; 130 ;; Vélo de ville 28 pouces ;; Cadre 54 cm, 21 vitesses, éclairage dynamo. Révisé en mars 2024.
en ;; ebay ;; stationery ;; 5 ;; Address book and 2025 diary A5 ;; Unused, leather-look cover, with pages for phone numbers and emails.
en ;; ebay ;; home ;; 12 ;; Quartz wall clock 30 cm ;; Silent sweep movement, takes one AA battery. Black frame.
en ;; ebay ;; electronics ;; 8 ;; Clear case for iPhone 14 Pro ;; Fits the 6.1 inch model, raised edges around the camera.
it ;; generic ;; bici ;; 650 ;; Bicicletta da corsa Bianchi Via Nirone ;; Telaio 55 cm, 2x11 velocità, peso 8,9 kg. Tagliando fatto ad aprile.
de ;; generic ;; baby ;; 300 ;; Kinderwagen Joolz Day+ ;; Baujahr 2021, Liegewanne bis 9 kg, Sportsitz bis 22 kg. Regenschutz dabei.
`;

const out = listingsFromLines(lines, 'fourth');

writeFileSync(new URL('../../data/listing/validation-fourth.json', import.meta.url), `${JSON.stringify(out, null, 1)}\n`);
const clean = out.filter((l) => l.labels.length === 0).length;
console.log(`${out.length} listings (${clean} clean), ${out.filter((l) => l.part === 'holdout').length} held out, ${out.reduce((n, l) => n + l.labels.length, 0)} labels`);
