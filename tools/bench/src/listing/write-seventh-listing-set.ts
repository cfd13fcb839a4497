import { writeFileSync } from 'node:fs';
import { listingsFromLines } from './marked-listing.ts';

/*
 * Writes data/listing/validation-seventh.json: a seventh labelled set for issue 19, written blind —
 * by someone who had not read the listing rules nor the earlier sets' listings — to measure the rules
 * on text they were not written against. Every listing is held out (`part: "holdout"`): this set is
 * never tuned on, only its figures are read.
 * PT, ES, FR, EN and some IT and DE, as sellers write on OLX, Vinted, Wallapop, Leboncoin and eBay
 * (typos, emoji, capitals, short and long). Close to half are clean, many of them hard negatives:
 * "ponto"/"punto"/"point" as knitting stitches, "arroba" as a weight, the @ sign on a garment,
 * references, EANs, IMEIs, ISBNs, postcodes, tyre codes; kitchen knives and a folding Opinel, toy and
 * water guns, scale models and replica football shirts; new car seats and helmets, sealed perfume,
 * testers that are tools, a sampler; batteries inside a device; payment apps named as a phone's
 * feature or refused in favour of the platform's payment.
 * The rest carry the issue's problems: phones in words with tens and hundreds, mixed with digits,
 * spaced, dashed, with letter and Cyrillic look-alikes, full-width, circled, keycap and
 * double-struck digits, zero-width and combining characters, international and fictitious numbers;
 * e-mails with arroba/arobase/at/chiocciola/(a)/[dot]/ponto/punkt, spaced and full-width; handles
 * (Instagram, TikTok, Snapchat, Telegram, Discord); links spelt out, wa.me, QR codes; payment by MB WAY,
 * Bizum, Lydia, Paylib, PayPal friends, Revolut, Postepay, bank transfer; testers and samples, knives by
 * blade and kind (switchblade, butterfly, zombie), batons, tasers, pepper spray, knuckle-dusters,
 * airsoft replicas and blank-firing guns, opened cosmetics, used car seats and crashed helmets,
 * recalled products, loose lithium cells, prescription medicines, counterfeits.
 *
 * Format as the fifth and sixth sets (`listingsFromLines`); invisible characters are written as marks:
 * ‹zw› a zero-width space, ‹shy› a soft hyphen, ‹zwj› a zero-width joiner, and ⟪…⟫ puts a combining
 * low line under every character inside.
 * Frozen: `node tools/bench/src/listing/write-seventh-listing-set.ts`.
 */

const marked = String.raw`
pt ;; olx-pt ;; telemóveis ;; 140 ;; Xiaomi Redmi Note 11 128GB ;; Bom estado, sempre com capa. Interessados liguem para o {{contact_phone|nove um seis, trezentos e vinte e dois, cento e quarenta e oito}} depois das 19h
pt ;; olx-pt ;; móveis ;; 75 ;; Mesa de cabeceira vintage ;; Restaurada por mim, madeira maciça. Mais info {{contact_phone|00351 932874410}}
pt ;; olx-pt ;; eletrodomésticos ;; 90 ;; Máquina de café Delonghi Magnifica ;; funciona perfeitamente, descalcificada o mês passado. tlm {{contact_phone|9l2 O48 7З5}}
pt ;; vinted ;; roupa ;; 12 ;; Vestido Zara às flores tam S ;; Usado 2x. Se quiserem mais fotos mandem mail {{contact_email|ritinha.m92 (a) gmail ponto com}} 😊
pt ;; olx-pt ;; informática ;; 230 ;; Monitor LG UltraGear 27 ;; 144Hz, sem pixeis mortos. Contacto: {{contact_email|j o a o . p e r e s @ g m a i l . c o m}}
pt ;; vinted ;; roupa ;; 8 ;; Top cropped Bershka ;; Tamanho XS. Tenho mais coisas giras, segue-me no {{social_handle|IG @vintage.da.ines}} 💕
pt ;; olx-pt ;; casa ;; 20 ;; Conjunto de pratos Vista Alegre ;; 12 pratos sem lascas. O resto da loiça está em {{external_link|www.velharias-do-ze.pt}}
pt ;; olx-pt ;; desporto ;; 150 ;; PASSADEIRA DE CORRIDA DOMYOS ;; VENDO POR FALTA DE ESPAÇO!!! SÓ {{off_platform_payment|MB WAY}}, NADA DE ENVIOS PELA OLX. LEVANTAR EM SETÚBAL
pt ;; olx-pt ;; informática ;; 480 ;; MacBook Air M1 ;; Bateria 91%, caixa original. Pagamento por {{off_platform_payment|transferência bancária}} e envio no próprio dia.
pt ;; vinted ;; beleza ;; 55 ;; Perfume Chanel Bleu 100ml ;; Perfume {{restricted_item|tester}}, sem tampa, cheio. Original!!
pt ;; olx-pt ;; caça e pesca ;; 45 ;; Faca de mato com bainha ;; Faca de mato com {{restricted_item|lâmina de 18 cm}}, bainha de couro, nunca usada
pt ;; olx-pt ;; colecionismo ;; 30 ;; {{prohibited_item|Soqueira}} em metal ;; Peça antiga, pesada, boa para colecionadores
pt ;; olx-pt ;; desporto ;; 160 ;; {{restricted_item|Réplica AK-47 airsoft}} elétrica ;; Com 2 carregadores e bateria, dispara bem a 90 m/s
pt ;; vinted ;; beleza ;; 10 ;; Batom MAC Ruby Woo ;; {{restricted_item|Usado 2 vezes}}, não é a minha cor
pt ;; olx-pt ;; bebé ;; 40 ;; Cadeira auto Bebé Confort grupo 1 ;; {{restricted_item|Cadeira auto usada}} pelo meu filho dos 9 meses aos 4 anos, tem uns riscos mas está ok
pt ;; olx-pt ;; motos ;; 70 ;; Capacete Shark Spartan ;; Tamanho L, {{restricted_item|teve uma queda}} mas a viseira está impecável
pt ;; olx-pt ;; bebé ;; 90 ;; Carrinho de bebé Inglesina ;; {{restricted_item|Modelo abrangido pela recolha}} da marca mas nunca nos deu problema nenhum
pt ;; olx-pt ;; eletrónica ;; 12 ;; {{restricted_item|Baterias 18650 soltas}} ;; 10 unidades tiradas de um portátil, envio por correio em envelope almofadado
pt ;; olx-pt ;; saúde ;; 80 ;; Caneta {{prohibited_item|Ozempic}} 1 mg ;; Sobrou do tratamento, tem 3 doses, guardada no frigorífico
pt ;; olx-pt ;; malas ;; 120 ;; Mala Louis Vuitton Neverfull ;; {{prohibited_item|Réplica 1:1}}, qualidade top, igual à original
pt ;; olx-pt ;; telemóveis ;; 60 ;; iPhone 8 64GB ;; Ecrã novo. whats {{contact_phone|9️⃣6️⃣ cinco 4 sete 7 zero 2 1}}
pt ;; olx-pt ;; artesanato ;; 15 ;; Bonecas de trapos feitas à mão ;; Faço por encomenda, vejam o meu trabalho no {{social_handle|insta: lurdes_artesanato}}
pt ;; olx-pt ;; jardim ;; 35 ;; Corta-relva elétrico Einhell ;; Pouco uso. Liga {{contact_phone|9‹zw›3‹zw›5 2‹zw›2‹zw›8 6‹zw›0‹zw›4}}
pt ;; olx-pt ;; livros ;; 5 ;; Livros escolares 7º ano ;; Tenho os de todas as disciplinas, lê o {{external_link|QR code}} na última foto para veres a lista e os preços
pt ;; olx-pt ;; agricultura ;; 6 ;; Batata de semente Agria ;; Vendo à arroba (15 kg), entrega em Viseu ao sábado de manhã
pt ;; vinted ;; roupa ;; 25 ;; Camisola de lã em ponto de arroz ;; Feita à mão em ponto de arroz, lã merino, tamanho M. Nunca usada.
pt ;; olx-pt ;; cozinha ;; 40 ;; Conjunto de facas Tramontina ;; 6 peças com cepo, lâminas de 10 a 20 cm, inox
pt ;; olx-pt ;; brinquedos ;; 18 ;; Pistola Nerf Elite 2.0 ;; Com 20 dardos, o meu filho já não brinca com ela
pt ;; olx-pt ;; decoração ;; 65 ;; Réplica do Titanic em madeira ;; Maqueta montada à mão, 80 cm de comprimento, com vitrine
pt ;; olx-pt ;; bebé ;; 190 ;; Cadeira auto Chicco Seat3Fit i-Size ;; NOVA, selada na caixa, oferta repetida. Fatura de novembro.
pt ;; olx-pt ;; auto ;; 20 ;; Tester digital de baterias 12V ;; Mede o estado da bateria do carro e do alternador, com pinças
pt ;; vinted ;; beleza ;; 45 ;; Lancôme La Vie est Belle 50 ml ;; Eau de parfum selado, foi prenda e não uso este cheiro
pt ;; olx-pt ;; ferramentas ;; 110 ;; Berbequim Makita 18V ;; Com 2 baterias de 3Ah e carregador, mala original
pt ;; olx-pt ;; telemóveis ;; 160 ;; Redmi Note 12 Pro ;; IMEI 864213057789123, livre de operador, carregador de 67 W incluído
pt ;; olx-pt ;; móveis ;; 50 ;; Sofá de 2 lugares ;; Entrega em mão em Lisboa (1700-093), dias úteis entre as 18h e as 20h
pt ;; olx-pt ;; consolas ;; 250 ;; PS5 com 2 comandos ;; Não aceito MB WAY nem transferências, só compra pela OLX com envio protegido. Obrigado
pt ;; olx-pt ;; livros ;; 15 ;; Dicionário de Língua Portuguesa ;; Porto Editora, ISBN 978-972-0-01520-8, como novo
pt ;; olx-pt ;; relógios ;; 320 ;; Relógio Tissot PRX ;; Ref. T137.410.11.041.00, caixa 40 mm, com caixa e papéis de 2023
pt ;; olx-pt ;; peças auto ;; 180 ;; 4 pneus Michelin Primacy 4 ;; 205/55 R16 91V, 5 mm de piso, DOT 2522
pt ;; olx-pt ;; instrumentos ;; 90 ;; Guitarra clássica Yamaha C40 ;; Cordas novas, com saco acolchoado. Ideal para começar
pt ;; olx-pt ;; brinquedos ;; 200 ;; Lego Technic 42115 Lamborghini ;; completo, com manual e caixa, 3696 peças, montado uma vez
pt ;; olx-pt ;; telemóveis ;; 210 ;; Samsung Galaxy A54 5G ;; Tem NFC para pagar com o telemóvel e leitor de QR na câmara. Sem riscos.
pt ;; olx-pt ;; desporto ;; 25 ;; Capacete de bicicleta Abus novo ;; Com etiqueta, tamanho M (52-58 cm), comprei o tamanho errado
pt ;; olx-pt ;; peças auto ;; 120 ;; Jantes 17 VW originais ;; 5x112 ET45, referência 5G0 601 025, sem empenos
es ;; wallapop ;; móviles ;; 180 ;; iPhone 11 negro 64gb ;; Perfecto estado, bateria 84%. Llamame al {{contact_phone|seis cuatro cuatro, noventa y uno, treinta y tres, cero ocho}}
es ;; wallapop ;; hogar ;; 30 ;; Lámpara de pie nórdica ;; Whatsapp al {{contact_phone|+34 6I2 55 8O 41}} y quedamos
es ;; wallapop ;; consolas ;; 220 ;; Nintendo Switch OLED blanca ;; Con funda y 2 juegos. llámame {{contact_phone|６７１ ２０３ ９９４}}
es ;; wallapop ;; moda ;; 15 ;; Bolso Parfois camel ;; Nuevo sin etiqueta. Para mas fotos escribe a {{contact_email|lucia_vmr arroba hotmail punto es}}
es ;; wallapop ;; informática ;; 90 ;; Teclado mecánico Logitech G Pro ;; Switches GX Blue. Correo: {{contact_email|pedro.g[at]outlook[dot]com}}
es ;; vinted ;; moda ;; 10 ;; Falda plisada Stradivarius ;; Talla 36. Más ropa en mi {{social_handle|insta @armariodelucia_}} ✨✨
es ;; wallapop ;; electrónica ;; 25 ;; Auriculares Xiaomi Buds ;; Tengo más chollos en mi canal, búscame en {{social_handle|telegram: @chollos_bcn}}
es ;; wallapop ;; moda ;; 20 ;; Chaqueta vaquera Levi's ;; Talla M. Tengo más cosas en {{external_link|vinted . es / member / 44107}}
es ;; wallapop ;; deporte ;; 300 ;; Bici de carretera BH ;; Talla 54, grupo Tiagra. Pago por {{off_platform_payment|Bizum}} y te la envío por Correos
es ;; wallapop ;; bebés ;; 60 ;; Trona Stokke Tripp Trapp ;; En Madrid. Acepto {{off_platform_payment|Bizum}} o efectivo en mano
es ;; wallapop ;; videojuegos ;; 35 ;; Mando Xbox Series ;; Envío solo con {{off_platform_payment|PayPal amigos}}, sin comisiones
es ;; wallapop ;; belleza ;; 50 ;; Dior Sauvage EDT 100 ml ;; {{restricted_item|Tester}} sin caja, original 100%
es ;; vinted ;; belleza ;; 12 ;; Lote perfumes ;; Lote de 15 {{restricted_item|muestras de perfume}} de 2 ml cada una: Carolina Herrera, Paco Rabanne, Loewe
es ;; wallapop ;; coleccionismo ;; 40 ;; {{prohibited_item|Navaja automática}} ;; Hoja de 11 cm, mango de asta, abre con botón
es ;; wallapop ;; coleccionismo ;; 110 ;; {{restricted_item|Pistola de fogueo}} Ekol ;; Sin estrenar, con caja y 2 cargadores
es ;; wallapop ;; belleza ;; 15 ;; Crema La Roche-Posay Effaclar ;; {{restricted_item|Abierta}}, la usé una semana y no me fue bien
es ;; wallapop ;; bebés ;; 45 ;; Silla de coche Römer King ;; {{restricted_item|Silla de coche usada}} durante tres años, grupo 1, funda lavada
es ;; wallapop ;; electrónica ;; 10 ;; Pilas 18650 ;; {{restricted_item|Pilas de litio 18650 sueltas}}, sacadas de un portátil, las envío por correo
es ;; wallapop ;; bebés ;; 20 ;; Hamaca Fisher-Price ;; {{restricted_item|Retirada del mercado}} por la marca pero la vendo igual, funciona todo
es ;; wallapop ;; deporte ;; 15 ;; {{prohibited_item|Spray de pimienta}} ;; Defensa personal, sin usar, caducidad 2027
es ;; wallapop ;; coleccionismo ;; 35 ;; {{prohibited_item|Táser}} 5000 kV ;; Con linterna LED, recargable
es ;; wallapop ;; móviles ;; 120 ;; Samsung A52 ;; Libre. Wasap {{contact_phone|⑥⑨⑨ ⑤① ②② ⑧⑦}}
es ;; wallapop ;; motor ;; 150 ;; Escape Akrapovic Yamaha MT-07 ;; Homologado. Llamadme al {{contact_phone|6-3-8 4-4-1 2-0-9}} que no miro mucho la app
es ;; wallapop ;; hogar ;; 40 ;; Microondas Cecotec ;; Se recoge en Sevilla. Dudas al {{contact_phone|𝟲𝟮𝟰 𝟭𝟬 𝟯𝟯 𝟱𝟴}}
es ;; wallapop ;; moda ;; 18 ;; Sudadera con @ bordada ;; Talla M, sudadera gris con el símbolo @ bordado en el pecho, estilo años 90
es ;; vinted ;; moda ;; 22 ;; Jersey de punto grueso Massimo Dutti ;; Talla S, punto trenzado, color crudo
es ;; wallapop ;; cocina ;; 35 ;; Cuchillo jamonero Arcos ;; Hoja de 25 cm, con soporte jamonero de regalo
es ;; wallapop ;; juguetes ;; 25 ;; Espada láser Star Wars ;; De juguete, con luz y sonido, pilas incluidas
es ;; wallapop ;; coleccionismo ;; 80 ;; Maqueta Santísima Trinidad ;; Réplica a escala 1:90, montada, con peana
es ;; wallapop ;; bebés ;; 230 ;; Silla de coche Cybex Sirona ;; Nueva a estrenar, con precinto, me regalaron dos
es ;; wallapop ;; herramientas ;; 15 ;; Polímetro digital ;; Comprobador de tensión y continuidad, con puntas
es ;; wallapop ;; belleza ;; 55 ;; Colonia Loewe 7 100 ml ;; Precintada, regalo repetido
es ;; wallapop ;; móviles ;; 260 ;; iPhone 12 azul ;; 64 GB, Apple Pay funcionando, batería al 86 %. Face ID funciona
es ;; wallapop ;; muebles ;; 60 ;; Escritorio blanco Ikea ;; Recogida en Madrid CP 28045, de 9 a 14 h
es ;; wallapop ;; deporte ;; 1100 ;; Bicicleta Orbea Alma M30 ;; Talla L, ruedas 29, horquilla Fox 32 SC
es ;; wallapop ;; libros ;; 8 ;; Cien años de soledad ;; Edición de bolsillo, ISBN 978-84-376-0494-7
es ;; wallapop ;; motor ;; 190 ;; Casco Shoei NXR2 ;; Sin estrenar, con etiquetas, talla M. Me quedaba pequeño
es ;; wallapop ;; movilidad ;; 250 ;; Patinete Xiaomi Mi 3 ;; Batería integrada de 7650 mAh, autonomía 30 km
es ;; wallapop ;; electrónica ;; 45 ;; Altavoz Marshall Emberton ;; Pago a través de Wallapop con envío, no hago Bizum. Gracias!
es ;; wallapop ;; juegos ;; 25 ;; AJEDREZ DE MADERA ;; 32 PIEZAS, TABLERO PLEGABLE, COMPLETO
fr ;; generic ;; téléphonie ;; 220 ;; Google Pixel 7 ;; Très bon état, vendu avec coque. Appelez-moi au {{contact_phone|zéro six, quatre-vingt-onze, vingt-deux, soixante-dix-sept, quatorze}}
fr ;; generic ;; ameublement ;; 80 ;; Buffet bas en chêne ;; A venir chercher à Nantes. {{contact_phone|+33 (0)7 81 40 26 95}}
fr ;; generic ;; électroménager ;; 60 ;; Robot Moulinex Companion ;; Complet avec accessoires. Tel : {{contact_phone|0⑦ 5⑤ 2⓪ 8① 4③}}
fr ;; vinted ;; vêtements ;; 14 ;; Robe Sézane ;; Taille 38, portée une fois. Écrivez-moi : {{contact_email|claire.dumont arobase orange point fr}}
fr ;; generic ;; informatique ;; 150 ;; Imprimante HP LaserJet ;; Toner neuf. Mail {{contact_email|maxime75 @ free . fr}}
fr ;; vinted ;; vêtements ;; 9 ;; Jean Levi's 501 ;; W30 L32. Mon {{social_handle|snap : lea.vtd}} pour négocier
fr ;; generic ;; brocante ;; 12 ;; Lot de vaisselle ancienne ;; D'autres annonces sur mon site {{external_link|www . brocante-jules . fr}}
fr ;; generic ;; vélos ;; 180 ;; VTT Rockrider ST 540 ;; Paiement {{off_platform_payment|Lydia}} ou espèces en main propre
fr ;; generic ;; photo ;; 380 ;; Fujifilm X-T20 ;; Avec 18-55. {{off_platform_payment|Virement Paylib}} avant envoi svp
fr ;; vinted ;; beauté ;; 40 ;; Shalimar Guerlain 90 ml ;; Parfum {{restricted_item|testeur}}, flacon sans bouchon, rempli à 95 %
fr ;; generic ;; collection ;; 25 ;; {{prohibited_item|Couteau papillon}} ;; Lame 10 cm, acier, jamais servi
fr ;; generic ;; sport ;; 130 ;; {{restricted_item|Réplique airsoft M4}} électrique ;; Avec batterie LiPo et 3 chargeurs
fr ;; generic ;; puériculture ;; 50 ;; Siège auto Maxi-Cosi Pearl ;; {{restricted_item|Siège auto d'occasion}}, avec base FamilyFix, un peu usé
fr ;; vinted ;; beauté ;; 15 ;; Fond de teint Estée Lauder Double Wear ;; {{restricted_item|Entamé}}, teinte 1W2, il en reste les 3/4
fr ;; generic ;; puériculture ;; 100 ;; Poussette canne ;; {{restricted_item|Concernée par le rappel}} du fabricant mais fonctionne très bien, jamais eu de souci
fr ;; generic ;; bricolage ;; 15 ;; {{restricted_item|Lot de 6 accus 18650 en vrac}} ;; Récupérés d'une batterie de trottinette, envoi en lettre suivie
fr ;; generic ;; collection ;; 35 ;; {{prohibited_item|Matraque télescopique}} ;; 21 pouces, acier trempé, avec étui
fr ;; generic ;; téléphonie ;; 90 ;; iPhone XR rouge ;; TEL {{contact_phone|06‹zw›45‹zw›82‹zw›19‹zw›33}} merci
fr ;; vinted ;; vêtements ;; 30 ;; Pull point mousse fait main ;; Tricoté au point mousse, laine d'alpaga, taille unique
fr ;; generic ;; cuisine ;; 12 ;; Couteau Opinel n°8 ;; Lame 8,5 cm, manche hêtre, pour les pique-niques
fr ;; generic ;; déco ;; 20 ;; Réplique Tour Eiffel ;; En métal, 30 cm, souvenir de Paris
fr ;; generic ;; puériculture ;; 150 ;; Siège auto Joie i-Traver neuf ;; Jamais utilisé, encore dans son emballage d'origine
fr ;; generic ;; auto ;; 25 ;; Testeur de batterie voiture 12 V ;; Affichage LCD, pinces crocodile
fr ;; vinted ;; beauté ;; 45 ;; Azzaro Chrome 100 ml ;; Eau de toilette neuve sous blister, cadeau en double
fr ;; generic ;; livres ;; 4 ;; Le Petit Prince ;; Édition Folio, ISBN 978-2-07-040850-4, bon état
fr ;; generic ;; montres ;; 70 ;; Casio G-Shock GA-2100 ;; Réf. GA-2100-1AER, bracelet neuf
fr ;; generic ;; ameublement ;; 40 ;; Table basse ;; Remise en main propre à Lyon 69003, après 18 h en semaine
fr ;; generic ;; audio ;; 120 ;; Enceinte Sonos One ;; Paiement via Leboncoin uniquement, pas de Lydia ni de virement, merci de ne pas insister
fr ;; generic ;; sport ;; 20 ;; Casque vélo Decathlon ;; Neuf avec étiquette, taille M
fr ;; generic ;; mobilité ;; 280 ;; Trottinette électrique Ninebot ;; Batterie intégrée, 25 km d'autonomie, chargeur fourni
fr ;; generic ;; musique ;; 35 ;; Vinyle Daft Punk Discovery ;; Double LP, pochette un peu usée
fr ;; generic ;; jouets ;; 8 ;; Pistolet à eau ;; Pour enfants, grande capacité, parfait pour l'été ☀️
en ;; ebay ;; phones ;; 150 ;; Samsung Galaxy S20 FE ;; Unlocked, small crack on the back. text me on {{contact_phone|oh seven seven double four, nine one two, three eight six}}
en ;; ebay ;; furniture ;; 60 ;; Oak bookcase ;; Collection from Leeds, ring {{contact_phone|+44 7700 900 461}}
en ;; ebay ;; garden ;; 45 ;; Flymo lawnmower ;; Works fine. {{contact_phone|0 7 9 1 2 - 4 4 3 - 8 0 5}}
en ;; ebay ;; computing ;; 300 ;; Dell XPS 13 ;; i7, 16GB. Call {{contact_phone|zero seven nine eight three, one hundred and twelve, four five six}}
en ;; ebay ;; cameras ;; 250 ;; Canon EOS 250D ;; Shutter count 4k. Email {{contact_email|danny.h at yahoo dot co dot uk}}
en ;; ebay ;; fashion ;; 30 ;; Barbour wax jacket ;; Size M, rewaxed. Questions? {{contact_email|ｓａｒａｈ．ｋ＠ｇｍａｉｌ．ｃｏｍ}}
en ;; vinted ;; fashion ;; 12 ;; Y2K baby tee ;; Size 8. more pieces on my {{social_handle|IG: thriftwithmeg}}
en ;; ebay ;; video games ;; 40 ;; Pokemon cards bundle ;; 200 cards. For trades add me on {{social_handle|discord tomb0la#2231}}
en ;; vinted ;; fashion ;; 18 ;; Vintage Levi's 501 ;; W28. Cheaper on {{external_link|depop dot com slash megsthrift}}
en ;; ebay ;; books ;; 20 ;; Harry Potter box set ;; Scan the {{external_link|QR code}} in the last pic for my full shop
en ;; ebay ;; audio ;; 180 ;; Bose QC45 headphones ;; {{off_platform_payment|PayPal F&F}} only, posted next day
en ;; ebay ;; cycling ;; 420 ;; Carrera Vengeance e-bike ;; {{off_platform_payment|Bank transfer}} preferred as it saves the fees
en ;; ebay ;; beauty ;; 60 ;; Tom Ford Oud Wood 100ml ;; {{restricted_item|Tester bottle}}, no box, approx 90% full
en ;; ebay ;; outdoors ;; 55 ;; Bowie knife ;; {{restricted_item|9 inch blade}}, full tang, leather sheath
en ;; ebay ;; collectables ;; 40 ;; {{prohibited_item|Zombie knife}} ;; Serrated edge, green handle, never used
en ;; ebay ;; sports ;; 140 ;; {{restricted_item|Replica Glock 17}} gas blowback ;; Airsoft, full metal slide, 2 mags
en ;; ebay ;; motorbike ;; 90 ;; Arai motorcycle helmet ;; Size M, {{restricted_item|dropped once}} from the seat, small scuff only
en ;; ebay ;; electronics ;; 20 ;; {{restricted_item|Loose 21700 cells}} x8 ;; Pulled from an e-bike pack, 4000mAh each, will post
en ;; ebay ;; health ;; 15 ;; {{prohibited_item|Diazepam 10mg}} ;; Half a strip left, no longer needed
en ;; ebay ;; baby ;; 30 ;; Graco car seat ;; {{restricted_item|Used car seat}}, group 0+, was in an accident but looks fine
en ;; ebay ;; baby ;; 25 ;; SNUGGLE NEST ;; {{restricted_item|RECALLED MODEL}} BUT NEVER HAD AN ISSUE, COLLECTION ONLY
en ;; ebay ;; fashion ;; 35 ;; Football shirt ;; England 1966 replica home shirt, official licensed product, size L
en ;; ebay ;; kitchen ;; 70 ;; Global G-2 chef's knife ;; 20cm blade, kitchen use only, sharpened professionally
en ;; ebay ;; toys ;; 15 ;; Nerf Ultra One ;; With 10 darts, batteries not included
en ;; ebay ;; baby ;; 250 ;; Joie i-Spin 360 car seat ;; Brand new, sealed in the box, unwanted gift
en ;; ebay ;; music ;; 450 ;; Akai MPC One sampler ;; Boxed, with the sample pack it came with, perfect condition
en ;; ebay ;; music ;; 25 ;; Behringer CT100 cable tester ;; Tests XLR, jack and MIDI cables, works fine
en ;; ebay ;; beauty ;; 70 ;; YSL Libre 90ml ;; Still sealed in cellophane, bought in duty free
en ;; ebay ;; phones ;; 320 ;; iPhone 13 ;; IMEI 353 927 114 205 881, Apple Pay works, battery 88%
en ;; ebay ;; furniture ;; 200 ;; Chesterfield sofa ;; Collection only, postcode SW11 4NJ, weekends after 10am
en ;; ebay ;; books ;; 6 ;; The Midnight Library ;; Paperback, ISBN 978-1-78689-273-5
en ;; ebay ;; car parts ;; 160 ;; 4x Continental tyres ;; 225/45 R17 94W, 6mm tread, DOT 1823
en ;; ebay ;; jewellery ;; 120 ;; 9ct gold signet ring ;; Hallmarked 375, size N, engraving removed
en ;; ebay ;; toys ;; 10 ;; Super Soaker water gun ;; Big one, holds 1.5 litres, for the garden 💦
en ;; ebay ;; audio ;; 80 ;; Sony WH-1000XM3 ;; Pay through eBay please, I don't do PayPal gift or bank transfer
it ;; generic ;; telefonia ;; 200 ;; iPhone 11 Pro ;; Batteria 80%. Chiamami al {{contact_phone|tre quattro sette, ventidue, ottantuno, cinquantanove, zero}}
it ;; generic ;; abbigliamento ;; 30 ;; Giacca Moncler ;; Taglia 2. Scrivimi a {{contact_email|giulia.r chiocciola libero punto it}}
it ;; generic ;; elettronica ;; 60 ;; Cuffie JBL Tune 760 ;; Pagamento con {{off_platform_payment|ricarica Postepay}} e spedisco subito
it ;; generic ;; collezionismo ;; 30 ;; {{prohibited_item|Coltello a scatto}} ;; Lama 9 cm, apertura automatica
it ;; generic ;; bellezza ;; 40 ;; Armani Code 75 ml ;; Profumo {{restricted_item|tester}}, senza scatola
it ;; generic ;; abbigliamento ;; 25 ;; Maglione a punto inglese ;; Fatto a mano, lana, taglia M
it ;; generic ;; cucina ;; 50 ;; Coltello da cucina Zwilling ;; Lama 20 cm, per la cucina, come nuovo
it ;; generic ;; infanzia ;; 180 ;; Seggiolino auto Chicco nuovo ;; Mai montato, ancora nella scatola
it ;; generic ;; libri ;; 7 ;; Il nome della rosa ;; Edizione Bompiani, ISBN 978-88-452-9267-2
de ;; ebay ;; handy ;; 250 ;; Samsung Galaxy S21 ;; Guter Zustand. Ruf mich an: {{contact_phone|null eins sieben sechs, zweiundvierzig, achtundachtzig, dreizehn, null fünf}}
de ;; ebay ;; kamera ;; 300 ;; Sony Alpha 6000 ;; Mit Kit-Objektiv. Mail an {{contact_email|jonas.k (at) web (punkt) de}}
de ;; ebay ;; fahrrad ;; 350 ;; Cube Aim Mountainbike ;; Zahlung nur per {{off_platform_payment|PayPal Freunde}}, Versand möglich
de ;; ebay ;; sammeln ;; 20 ;; {{prohibited_item|Butterflymesser}} ;; Klinge 9 cm, Edelstahl
de ;; ebay ;; sammeln ;; 90 ;; {{restricted_item|Schreckschussrevolver}} Röhm RG 88 ;; Mit Koffer, kaum benutzt
de ;; ebay ;; mode ;; 35 ;; Strickjacke mit Zopfmuster ;; Handgestrickt, Größe L
de ;; ebay ;; küche ;; 60 ;; Küchenmesser Wüsthof Classic ;; 20 cm Klinge, für die Küche, frisch geschliffen
de ;; ebay ;; baby ;; 170 ;; Kindersitz Cybex neu ;; Originalverpackt, nie benutzt
de ;; ebay ;; modellbau ;; 45 ;; Modellauto Porsche 911 1:18 ;; Replika von Norev, mit Vitrine
pt ;; olx-pt ;; eletrónica ;; 25 ;; Coluna bluetooth ;; Funciona bem. Contacto {{contact_phone|⟪912 887 340⟫}}
en ;; ebay ;; fashion ;; 25 ;; Nike Air Max 90 ;; UK 9. Email me {{contact_email|tom‹shy›.‹shy›wilkes‹shy›@‹shy›gmail‹shy›.‹shy›com}}
es ;; wallapop ;; moda ;; 30 ;; Zapatillas Adidas Samba ;; Talla 42. Vendo por {{off_platform_payment|Revolut}} y las envío
fr ;; generic ;; téléphonie ;; 20 ;; Coque iPhone 14 ;; Contactez-moi sur {{external_link|wa.me/33781402695}}
pt ;; olx-pt ;; consolas ;; 20 ;; Jogo FIFA 23 PS4 ;; Pagamento só pela OLX. Envio por CTT ou entrega no metro do Marquês entre as 9h e as 10h
pt ;; olx-pt ;; eletrodomésticos ;; 250 ;; Máquina de lavar Bosch Serie 6 ;; Modelo WAU28T40ES, 9 kg, 1400 rpm, 4 anos de uso
pt ;; olx-pt ;; ferramentas ;; 30 ;; Caixa de ferramentas Stanley ;; Com x-ato de lâmina retrátil, fita métrica de 5 m, martelo e chaves
es ;; wallapop ;; informática ;; 20 ;; Router TP-Link Archer C6 ;; IP por defecto 192.168.0.1, usuario y contraseña en la etiqueta de abajo
es ;; wallapop ;; hogar ;; 12 ;; Reloj de pared ;; Números romanos, 30 cm de diámetro, funciona con una pila AA
fr ;; generic ;; téléphonie ;; 400 ;; Samsung Galaxy Z Flip 4 ;; Samsung Pay, NFC et Wallet fonctionnent, écran intérieur parfait
fr ;; vinted ;; sacs ;; 60 ;; Sac Longchamp Le Pliage ;; Authentique, acheté aux Galeries Lafayette, ticket disponible
en ;; ebay ;; collectables ;; 15 ;; Katana display stand ;; Stand only, no sword included, holds 3, black lacquer
en ;; ebay ;; fashion ;; 90 ;; Supreme box logo tee ;; 100% authentic, receipt from the London store, size M
`;

/** The marks of invisible characters replaced by the characters themselves. */
const invisible = (text: string) =>
  text
    .replaceAll('‹zw›', '\u200b')
    .replaceAll('‹shy›', '\u00ad')
    .replaceAll('‹zwj›', '\u200d')
    .replace(/⟪(.*?)⟫/g, (_, inner: string) => [...inner].map((ch) => (ch === ' ' ? ch : `${ch}\u0332`)).join(''));

// The whole set is held out: never tuned on, only its figures are read.
const out = listingsFromLines(invisible(marked), 'seventh').map((listing) => ({ ...listing, part: 'holdout' as const }));

writeFileSync(new URL('../../data/listing/validation-seventh.json', import.meta.url), `${JSON.stringify(out, null, 1)}\n`);
const clean = out.filter((l) => l.labels.length === 0).length;
console.log(`${out.length} listings (${clean} clean), ${out.filter((l) => l.part === 'holdout').length} held out, ${out.reduce((n, l) => n + l.labels.length, 0)} labels`);
