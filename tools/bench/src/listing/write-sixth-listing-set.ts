import { writeFileSync } from 'node:fs';
import { listingsFromLines } from './marked-listing.ts';

/*
 * Writes data/listing/validation-sixth.json: a sixth labelled set, written by hand for issue 19's
 * sixth round before any rule was read or changed in that round, with new listings (not templates
 * of the earlier sets): PT, ES, FR, EN and some IT and DE, over cameras, audio, watches, furniture,
 * toys and baby, books, sports, tools, beauty, instruments, phones and vehicle parts.
 * Close to half are clean hard negatives: sizes, references, IMEIs, ISBNs, serial and part numbers,
 * postcodes, hours, tyre codes; "ponto"/"punto"/"point"/"dot" as knitting stitches and titles;
 * kitchen knives, toy weapons, scale replicas, testers that are tools, sealed perfume, new car seats
 * and helmets, batteries inside a device; payment apps named as a phone's features.
 * The rest carry the issue's evasions: digits spoken in words (tens, hundreds, "double two"),
 * mixed with digits; spaced, dotted and dashed digits; circled, negative-circled, full-width,
 * double-struck and keycap digits; Latin look-alikes (O for 0, l for 1) and Cyrillic letters;
 * zero-width spaces, soft hyphens and combining underlines; (arroba)/arobase/[at]/chiocciola/
 * [punkt]/(dot); national and international phones (PT, ES, FR, CH, UK, IT, DE), landlines and
 * fictitious ranges; links spelt out, wa.me, t.me, QR codes; payment apps per country; testers and
 * samples, knives by blade, flick and butterfly knives, batons, tasers, blank-firing and replica
 * guns, opened cosmetics, used car seats and helmets, recalled products, loose lithium cells,
 * prescription medicines.
 *
 * Format and parts as the fifth set (`listingsFromLines`). Invisible characters are written as
 * marks, replaced before parsing: ‹zw› a zero-width space, ‹shy› a soft hyphen, ‹wj› a word joiner,
 * and ⟪…⟫ puts a combining low line under every character inside.
 * Frozen: `node tools/bench/src/listing/write-sixth-listing-set.ts`.
 */

const marked = String.raw`
pt ;; olx-pt ;; fotografia ;; 480 ;; Nikon Z50 com 16-50 ;; Corpo e objetiva impecáveis, 5 mil disparos. Liga-me: {{contact_phone|nove seis, quatrocentos e doze, oitenta e sete, zero três}}
pt ;; olx-pt ;; áudio ;; 220 ;; Gira-discos Pro-Ject Debut Carbon ;; Com célula Ortofon 2M Red. Contacto {{contact_phone|9.1.8.3.3.0.7.1.6}}
pt ;; olx-pt ;; relógios ;; 140 ;; Relógio Orient Bambino ;; Automático, vidro abaulado. Envia e-mail para {{contact_email|andre.sousa82 (arroba) sapo (ponto) pt}}
pt ;; olx-pt ;; móveis ;; 110 ;; Cómoda de 4 gavetas em pinho ;; Pintada a giz. WhatsApp {{contact_phone|+351 ９２６ ４０４ １８３}}
pt ;; olx-pt ;; brinquedos ;; 25 ;; Pista Hot Wheels com looping ;; Completa, com 3 carros. Liga {{contact_phone|⑨⑥③ ①⑤⑦ ⑧②⓪}}
pt ;; olx-pt ;; livros ;; 18 ;; Coleção Os Cinco ;; 10 volumes em bom estado. Mais livros no meu {{social_handle|insta livros_da_avo.rosa}}
pt ;; vinted ;; beleza ;; 35 ;; Perfume Hugo Boss Bottled 100 ml ;; {{restricted_item|Frasco de tester}}, cheio, com o autocolante de demonstração.
pt ;; olx-pt ;; caça e pesca ;; 60 ;; Navalha de caça Nieto ;; {{restricted_item|Lâmina de 12 cm}} com trava, cabo de madeira.
pt ;; olx-pt ;; colecionismo ;; 150 ;; {{restricted_item|Réplica de pistola Walther}} ;; Em metal, dispara bolas de 6 mm a CO2.
pt ;; olx-pt ;; bebé ;; 25 ;; Ovo Maxi-Cosi CabrioFix ;; {{restricted_item|Ovo usado}} durante um ano, sem acidentes, com base isofix.
pt ;; olx-pt ;; motos ;; 60 ;; Capacete integral AGV K3 ;; {{restricted_item|Capacete usado}} em duas épocas, tamanho M, viseira fumada.
pt ;; olx-pt ;; eletrónica ;; 15 ;; Células de lítio 21700 ;; {{restricted_item|Oito células soltas}} de uma bateria de bicicleta, sem caixa, envio por CTT.
pt ;; olx-pt ;; bebé ;; 35 ;; Cama de grades dobrável ;; {{restricted_item|Produto retirado do mercado}} pela marca em 2022, mas em bom estado.
pt ;; olx-pt ;; beleza ;; 20 ;; Base Dior Forever ;; {{restricted_item|Aberta}}, usei três vezes, tom 2N.
pt ;; olx-pt ;; desporto ;; 90 ;; Bicicleta de montanha Rockrider ;; Aceito pagamento por {{off_platform_payment|MBWay}} e entrego em mão.
pt ;; olx-pt ;; ferramentas ;; 45 ;; Rebarbadora Bosch GWS 7 ;; Pagamento por {{off_platform_payment|transferência Revolut}} antes do envio.
pt ;; olx-pt ;; instrumentos ;; 120 ;; Violino 4/4 com arco ;; Vê o vídeo em {{external_link|youtube ponto com barra watch?v=Lq7pA0zR2cY}}
pt ;; olx-pt ;; casa ;; 30 ;; Candeeiro de pé ;; Mais artigos em {{external_link|wa.me/351912804336}}
pt ;; olx-pt ;; brinquedos ;; 40 ;; Casa de bonecas em madeira ;; Todos os meus anúncios estão no {{external_link|código QR}} da última fotografia.
pt ;; olx-pt ;; telemóveis ;; 280 ;; Samsung Galaxy S21 ;; Contacto: {{contact_phone|nove um três oito oito dois quatro sete cinco}}
pt ;; olx-pt ;; peças auto ;; 50 ;; Farol esquerdo Renault Clio 4 ;; Mais peças, liga {{contact_phone|2 5 3 - 6 1 0 - 4 8 2}} (fixo, Braga).
pt ;; olx-pt ;; eletrónica ;; 60 ;; Coluna JBL Charge 4 ;; E-mail {{contact_email|mi‹zw›guel‹zw›.‹zw›santos‹zw›@‹zw›hotmail‹zw›.‹zw›com}}
pt ;; olx-pt ;; roupa ;; 30 ;; Casaco The North Face ;; Tamanho L. Vejam o meu {{social_handle|tiktok: @armario.do.rui}}
pt ;; olx-pt ;; relógios ;; 70 ;; Relógio Lotus de homem ;; Envio após pagamento por {{off_platform_payment|PayPal (amigos)}}.
pt ;; olx-pt ;; saúde ;; 30 ;; {{prohibited_item|Caixa de Xanax}} 0,5 mg ;; Sobrou, está quase cheia.
pt ;; olx-pt ;; desporto ;; 40 ;; {{prohibited_item|Bastão extensível}} de defesa ;; Em aço, 53 cm aberto.
pt ;; olx-pt ;; colecionismo ;; 80 ;; Espada katana decorativa ;; {{restricted_item|Lâmina afiada de 70 cm}} em aço carbono.
pt ;; olx-pt ;; móveis ;; 60 ;; Secretária branca ;; Para mais fotos manda mensagem para o {{contact_phone|nove seis 7 dois 2 um 5 zero 8}}
pt ;; olx-pt ;; informática ;; 350 ;; Portátil Lenovo ThinkPad T480 ;; Contacte-me: {{contact_email|nuno_ferreira(at)sapo(dot)pt}}
pt ;; olx-pt ;; beleza ;; 12 ;; {{restricted_item|Amostras de perfume}} Paco Rabanne ;; Dez amostras de 1,5 ml, oferta da perfumaria.
pt ;; olx-pt ;; telemóveis ;; 15 ;; Capa para iPhone 13 ;; Silicone azul. Contacto {{contact_phone|9️⃣1️⃣2️⃣ 4️⃣4️⃣8️⃣ 0️⃣3️⃣6️⃣}}
pt ;; olx-pt ;; consolas ;; 200 ;; Nintendo Switch OLED ;; Com 3 jogos. Liga para {{contact_phone|𝟡𝟛𝟞 𝟚𝟘𝟠 𝟙𝟙𝟜}}
pt ;; olx-pt ;; fotografia ;; 35 ;; Filtro ND Hoya 67 mm ;; Densidade variável ND2-ND400, como novo.
pt ;; olx-pt ;; áudio ;; 45 ;; Microfone Rode NT-USB ;; Com tripé e filtro anti-pop. Resposta de 20 Hz a 20 kHz.
pt ;; olx-pt ;; relógios ;; 180 ;; Relógio Seiko Presage ;; Referência SRPB43J1, calibre 4R35, caixa de 41 mm.
pt ;; olx-pt ;; ferramentas ;; 25 ;; Jogo de chaves de boca Stanley ;; Doze chaves de 8 a 19 mm, em estojo.
pt ;; olx-pt ;; beleza ;; 45 ;; Perfume Carolina Herrera Good Girl 80 ml ;; Selado em celofane, prenda repetida, com talão.
pt ;; olx-pt ;; bebé ;; 140 ;; Cadeira auto Cybex Solution nova ;; Na caixa, nunca instalada, comprada em setembro.
pt ;; olx-pt ;; motos ;; 120 ;; Capacete Nolan N87 novo ;; Com etiquetas e saco, tamanho L, nunca usado.
pt ;; olx-pt ;; cozinha ;; 55 ;; Faca de chef Zwilling ;; Lâmina de 20 cm, para cozinha, afiada na loja.
pt ;; olx-pt ;; brinquedos ;; 20 ;; Arco e flechas de brincar ;; Com ventosas, para crianças a partir dos 6 anos.
pt ;; olx-pt ;; colecionismo ;; 30 ;; Miniatura do Porsche 911 ;; Réplica à escala 1:18 da Maisto, com caixa.
pt ;; olx-pt ;; eletrónica ;; 70 ;; Aspirador robot Roborock ;; Bateria de lítio integrada, 5200 mAh, base de carga incluída.
pt ;; olx-pt ;; telemóveis ;; 190 ;; iPhone SE 2022 ;; IMEI 356 112 094 887 215, bateria a 89 %, desbloqueado para todas as redes.
pt ;; olx-pt ;; peças auto ;; 40 ;; Disco de embraiagem Sachs ;; Referência 1878 634 051, para VW Golf V 1.9 TDI.
pt ;; olx-pt ;; livros ;; 10 ;; Livro Ponto de Fuga ;; Thriller, edição de bolso, ISBN 978-989-665-312-4.
pt ;; olx-pt ;; casa ;; 15 ;; Toalhas em ponto de arroz ;; Conjunto de 4 toalhas de algodão, ponto de arroz, cor cinza.
pt ;; olx-pt ;; ferramentas ;; 30 ;; Manómetro e tester de pneus ;; Mede a pressão até 10 bar, com tester de profundidade do piso.
pt ;; olx-pt ;; telemóveis ;; 120 ;; Motorola Edge 30 ;; Funciona com MB WAY, Revolut e Multibanco, NFC testado.
pt ;; olx-pt ;; móveis ;; 220 ;; Roupeiro de 3 portas ;; 150 x 58 x 200 cm. Entrego em Coimbra entre as 18h e as 21h, pagamento pelo OLX.
pt ;; olx-pt ;; desporto ;; 25 ;; Kit de dardos e alvo ;; Alvo de sisal com 6 dardos de aço de 22 g.
pt ;; olx-pt ;; instrumentos ;; 75 ;; Ukulele soprano Kala ;; Com afinador de clip e saco. Cordas Aquila novas.
pt ;; olx-pt ;; informática ;; 20 ;; Rato Logitech MX Anywhere ;; Liga por Bluetooth ou recetor USB a 3 dispositivos.
pt ;; olx-pt ;; colecionismo ;; 40 ;; Notas antigas de 1000 escudos ;; Série de 1996, número 4BX 118903, bom estado.
pt ;; olx-pt ;; brinquedos ;; 12 ;; Telefone de brincar Fisher-Price ;; Com sons e luzes, números grandes para os mais pequenos.
pt ;; olx-pt ;; eletrónica ;; 35 ;; Leitor de QR code e código de barras ;; Sem fios, para loja ou armazém.
pt ;; olx-pt ;; bebé ;; 15 ;; Termómetro de banho ;; Em forma de pato, marca a temperatura da água.
pt ;; olx-pt ;; casa ;; 10 ;; Calendário de parede 2026 ;; Com os feriados de Portugal e as fases da lua.
pt ;; olx-pt ;; desporto ;; 30 ;; Canivete suíço Victorinox ;; Modelo Climber, 14 funções, lâmina de 6 cm.
pt ;; olx-pt ;; roupa ;; 20 ;; Camisola de malha em ponto inglês ;; Tamanho M, lã merino, feita à mão.
pt ;; olx-pt ;; peças auto ;; 25 ;; Bateria de mota Yuasa ;; 12 V 7 Ah, chumbo-ácido, carregada.
pt ;; olx-pt ;; beleza ;; 8 ;; Pincéis de maquilhagem ;; Conjunto de 10 pincéis novos, ainda na bolsa de origem.
pt ;; olx-pt ;; eletrónica ;; 45 ;; Telefone fixo Panasonic ;; Identificador de chamadas, agenda de 100 números, alta-voz.
pt ;; olx-pt ;; fotografia ;; 60 ;; Álbum de fotografias antigo ;; Com 120 fotos de Lisboa dos anos 60, formato 9 x 13 cm.
es ;; wallapop ;; fotografía ;; 260 ;; Cámara Olympus OM-D E-M10 III ;; Con dos objetivos. Llámame: {{contact_phone|seiscientos cuarenta y dos, treinta y uno, setenta, ochenta y ocho}}
es ;; wallapop ;; audio ;; 130 ;; Barra de sonido Sonos Beam ;; Perfecta. Whatsapp al {{contact_phone|6-9-4 3-2-1 8-0-7}}
es ;; wallapop ;; relojes ;; 90 ;; Reloj Casio Edifice ;; Cronógrafo de acero. Correo: {{contact_email|jorge.relojes arroba yahoo punto es}}
es ;; wallapop ;; muebles ;; 75 ;; Cabecero de cama tapizado ;; 150 cm, gris. Mi teléfono {{contact_phone|0034 622 18 90 47}}
es ;; wallapop ;; juguetes ;; 50 ;; Scalextric con dos coches ;; Circuito completo. Llama al {{contact_phone|➏➊➎ ➋➋➐ ➍➌➒}}
es ;; wallapop ;; libros ;; 25 ;; Colección de Astérix en castellano ;; 12 tomos. Te hago precio si me haces un {{off_platform_payment|bizum}}.
es ;; wallapop ;; deporte ;; 80 ;; Raqueta Head Speed ;; Más raquetas en {{external_link|milanuncios punto com barra raquetas-tenis}}
es ;; wallapop ;; herramientas ;; 120 ;; Ingletadora Bosch PCM 8 ;; Te paso fotos por {{external_link|wa.me/34611502937}}
es ;; wallapop ;; belleza ;; 18 ;; Perfume Carolina Herrera 212 ;; {{restricted_item|Probador}} de 100 ml sin caja, a la mitad.
es ;; wallapop ;; caza ;; 70 ;; Navaja de monte Muela ;; {{restricted_item|Hoja de 16 cm}} con bloqueo, cachas de madera.
es ;; wallapop ;; coleccionismo ;; 120 ;; {{restricted_item|Réplica de revólver Colt}} ;; Metálica, muy realista, con funda de cuero.
es ;; wallapop ;; bebé ;; 30 ;; Silla de coche Römer King ;; {{restricted_item|Silla de segunda mano}}, usada cuatro años, con todas las piezas.
es ;; wallapop ;; motor ;; 55 ;; Casco integral LS2 ;; {{restricted_item|Ha tenido un golpe}} leve pero protege bien, talla M.
es ;; wallapop ;; electrónica ;; 12 ;; Baterías de portátil desmontadas ;; {{restricted_item|20 celdas de litio sueltas}}, envío en sobre acolchado.
es ;; wallapop ;; bebé ;; 40 ;; Cuna colecho ;; {{restricted_item|Modelo llamado a revisión}} por el fabricante por el cierre lateral, nunca nos falló.
es ;; wallapop ;; belleza ;; 15 ;; Paleta de sombras Huda Beauty ;; {{restricted_item|Usada}}, le faltan dos colores a la mitad.
es ;; wallapop ;; móviles ;; 220 ;; iPhone 12 mini ;; Pago por {{off_platform_payment|Revolut}} y lo mando por Seur.
es ;; wallapop ;; ropa ;; 20 ;; Sudadera Nike vintage ;; Más ropa vintage en mi {{social_handle|IG: segundamano.lucia}}
es ;; wallapop ;; informática ;; 500 ;; Portátil ASUS ROG ;; Escríbeme a {{contact_email|dani_gamer[at]gmail[.]com}}
es ;; wallapop ;; consolas ;; 180 ;; PS5 con lector ;; Para negociar llama al {{contact_phone|6 siete 1, 2 cero 3, 4 ocho 9}}
es ;; wallapop ;; muebles ;; 40 ;; Sillas de comedor x4 ;; Mi número: {{contact_phone|６８０ ４１２ ２９３}}
es ;; wallapop ;; salud ;; 25 ;; {{prohibited_item|Tramadol}} 50 mg ;; Dos cajas sin abrir de la farmacia.
es ;; wallapop ;; defensa ;; 30 ;; {{prohibited_item|Táser}} de defensa personal ;; Con linterna, recargable por USB.
es ;; wallapop ;; instrumentos ;; 300 ;; Guitarra Gibson Les Paul Studio ;; Puedes ver más en mi canal, busca {{social_handle|guitarras_de_pablo en YouTube}}
es ;; wallapop ;; electrónica ;; 40 ;; Smartwatch Amazfit ;; Si te interesa, llama al fijo {{contact_phone|91 553 28 47}} por las tardes.
es ;; wallapop ;; fotografía ;; 45 ;; Flash Yongnuo YN560 ;; Número guía 58, funciona con pilas AA.
es ;; wallapop ;; audio ;; 150 ;; Altavoces Edifier R1280DB ;; 42 W RMS, Bluetooth y entrada óptica.
es ;; wallapop ;; relojes ;; 400 ;; Reloj Omega Seamaster vintage ;; Calibre 565, año 1968, revisado en 2024.
es ;; wallapop ;; belleza ;; 60 ;; Perfume Paco Rabanne Invictus 200 ml ;; Nuevo, precintado, con su caja.
es ;; wallapop ;; bebé ;; 180 ;; Silla de coche Britax nueva ;; A estrenar, comprada por error, con factura.
es ;; wallapop ;; deporte ;; 70 ;; Casco de esquí Salomon nuevo ;; Con etiqueta, talla M, sin estrenar.
es ;; wallapop ;; cocina ;; 20 ;; Cuchillo de sierra para pan ;; Hoja de 22 cm, acero alemán, como nuevo.
es ;; wallapop ;; juguetes ;; 15 ;; Pistola de burbujas ;; Con líquido, funciona a pilas.
es ;; wallapop ;; coleccionismo ;; 40 ;; Réplica del Titanic a escala ;; Maqueta 1:700 montada, con peana.
es ;; wallapop ;; móviles ;; 150 ;; Xiaomi 12 Lite ;; IMEI 861 234 057 442 198, libre, con caja y cargador.
es ;; wallapop ;; herramientas ;; 35 ;; Polímetro digital con tester de continuidad ;; Incluye puntas y pinza amperimétrica.
es ;; wallapop ;; motor ;; 60 ;; Amortiguadores Monroe ;; Referencia G7386, para Seat León de 2008.
es ;; wallapop ;; libros ;; 12 ;; Libro El punto de partida ;; ISBN 978-84-08-25573-2, tapa dura.
es ;; wallapop ;; hogar ;; 25 ;; Cojines de punto ;; Cuatro cojines de punto grueso, 45 x 45 cm.
es ;; wallapop ;; muebles ;; 90 ;; Mesa extensible ;; Recogida en Sevilla 41010, de lunes a viernes de 18:00 a 21:00. Pago por la app.
es ;; wallapop ;; móviles ;; 8 ;; Funda para Samsung A52 ;; Transparente, con protector de pantalla de regalo.
es ;; wallapop ;; electrónica ;; 30 ;; Teléfono fijo inalámbrico ;; Doble terminal, agenda de 50 contactos, manos libres.
es ;; wallapop ;; deporte ;; 45 ;; Diana electrónica ;; Con 6 dardos de punta blanda, 27 juegos.
es ;; wallapop ;; bricolaje ;; 25 ;; Pistola de calor Black+Decker ;; 2000 W, dos temperaturas, con boquillas.
es ;; wallapop ;; móviles ;; 250 ;; Samsung Galaxy S22 ;; Probado con Bizum, PayPal y Google Pay, NFC perfecto.
es ;; wallapop ;; instrumentos ;; 60 ;; Cajón flamenco ;; Con bolsa, madera de abedul, 48 cm de alto.
es ;; wallapop ;; electrónica ;; 20 ;; Cargador de pilas AA ;; Con 4 pilas recargables de NiMH incluidas.
es ;; wallapop ;; ropa ;; 15 ;; Camiseta con una arroba estampada ;; Talla S, la @ en grande, algodón.
es ;; wallapop ;; bebé ;; 20 ;; Vigilabebés Motorola ;; Alcance de 300 m, con sensor de temperatura.
es ;; wallapop ;; juguetes ;; 25 ;; Sable de luz de juguete ;; Con sonidos y luz, 80 cm.
fr ;; generic ;; photo ;; 300 ;; Objectif Sigma 30 mm f/1.4 ;; Monture Sony E. Contactez-moi au {{contact_phone|zéro six, vingt-trois, quatre-vingt-onze, quarante, soixante-cinq}}
fr ;; generic ;; audio ;; 110 ;; Casque Sony WH-1000XM4 ;; Appelez-moi au {{contact_phone|07.52.18.66.30}}
fr ;; vinted ;; montres ;; 65 ;; Montre Fossil Grant ;; Écrivez à {{contact_email|camille.b arobase laposte point net}}
fr ;; generic ;; meubles ;; 140 ;; Commode vintage en teck ;; Pour visiter, {{contact_phone|+33 (0)6 71 24 88 15}}
fr ;; generic ;; jouets ;; 35 ;; Maison Playmobil ;; Mon portable : {{contact_phone|⟪06 44 81 27 93⟫}}
fr ;; generic ;; livres ;; 30 ;; Mangas Naruto tomes 1 à 30 ;; Paiement par {{off_platform_payment|virement Lydia}} avant l'envoi.
fr ;; generic ;; sport ;; 60 ;; Skis Rossignol 170 cm ;; Plus de photos sur {{external_link|leboncoin point fr slash ad slash 2841}}
fr ;; generic ;; bricolage ;; 90 ;; Perforateur Hilti ;; Photos sur mon site : {{external_link|outils-de-paul . fr}}
fr ;; vinted ;; beauté ;; 25 ;; Parfum Yves Saint Laurent Black Opium ;; {{restricted_item|Flacon testeur}} 90 ml, rempli aux trois quarts.
fr ;; generic ;; chasse ;; 55 ;; Dague de chasse ;; {{restricted_item|Lame double tranchant de 20 cm}}, avec fourreau.
fr ;; generic ;; loisirs ;; 150 ;; {{restricted_item|Pistolet d'alarme}} 9 mm PAK ;; Avec boîte, jamais tiré.
fr ;; generic ;; puériculture ;; 35 ;; Siège auto Cybex Pallas ;; {{restricted_item|Déjà utilisé}} par nos deux enfants, housse lavée.
fr ;; generic ;; moto ;; 40 ;; Casque jet Bell ;; {{restricted_item|Casque d'occasion}}, quelques rayures, taille M.
fr ;; generic ;; électronique ;; 20 ;; Lot de batteries 18650 ;; {{restricted_item|Accus lithium sans boîtier}}, récupérés d'une trottinette, envoi en lettre suivie.
fr ;; generic ;; puériculture ;; 25 ;; Transat bébé ;; {{restricted_item|Rappelé par le fabricant}} en 2023, mais le nôtre n'a aucun souci.
fr ;; vinted ;; beauté ;; 10 ;; Mascara Lancôme ;; {{restricted_item|Ouvert}}, utilisé deux fois seulement.
fr ;; generic ;; téléphonie ;; 320 ;; iPhone 13 ;; Paiement {{off_platform_payment|PayPal entre proches}} uniquement.
fr ;; generic ;; informatique ;; 90 ;; Imprimante HP ;; Mon adresse : {{contact_email|jerome75‹shy›@‹shy›gmail‹shy›.‹shy›com}}
fr ;; vinted ;; vêtements ;; 25 ;; Jean Levi's 501 ;; Mon dressing complet sur {{social_handle|instagram / chez_margaux_vintage}}
fr ;; generic ;; musique ;; 250 ;; Guitare Yamaha Pacifica ;; Appelez le {{contact_phone|zéro 6, 30, quarante-deux, 17, quatre-vingt-huit}}
fr ;; generic ;; pièces auto ;; 80 ;; Alternateur Peugeot 208 ;; Je suis à Genève : {{contact_phone|+41 79 512 33 08}}
fr ;; generic ;; santé ;; 40 ;; {{prohibited_item|Boîtes de Zolpidem}} ;; Il m'en reste trois boîtes, pas besoin d'ordonnance.
fr ;; generic ;; loisirs ;; 30 ;; {{prohibited_item|Matraque télescopique}} ;; 65 cm, acier trempé.
fr ;; generic ;; jouets ;; 15 ;; Peluche lapin ;; Scannez le {{external_link|QR code}} de la dernière photo pour voir mes autres annonces.
fr ;; generic ;; photo ;; 25 ;; Trépied Benro ;; Hauteur 160 cm, rotule boule, charge 5 kg.
fr ;; generic ;; audio ;; 90 ;; Platine vinyle Technics ;; Cellule neuve, 33 et 45 tours, point d'équilibre réglé.
fr ;; generic ;; montres ;; 150 ;; Montre Tissot Le Locle ;; Réf. T006.407.11.053.00, automatique, 39 mm.
fr ;; vinted ;; beauté ;; 40 ;; Eau de parfum Chloé 75 ml ;; Neuve sous cellophane, cadeau en double.
fr ;; generic ;; puériculture ;; 120 ;; Siège auto Maxi-Cosi neuf ;; Jamais sorti du carton, ticket de caisse fourni.
fr ;; generic ;; cuisine ;; 45 ;; Couteaux de cuisine Sabatier ;; Lot de 5 couteaux, le plus grand avec une lame de 25 cm.
fr ;; generic ;; jouets ;; 20 ;; Épée de chevalier en mousse ;; Pour enfants de 4 à 10 ans.
fr ;; generic ;; collection ;; 35 ;; Maquette Renault 4L ;; Réplique au 1/24 montée et peinte.
fr ;; generic ;; informatique ;; 60 ;; Disque dur Seagate 2 To ;; Numéro de série ZA12 9934 0871, santé 100 %.
fr ;; generic ;; téléphonie ;; 200 ;; Google Pixel 6 ;; Fonctionne avec Lydia, Wero et Google Pay, NFC OK.
fr ;; generic ;; bricolage ;; 15 ;; Testeur de tension ;; Détecteur sans contact, de 12 à 1000 V.
fr ;; generic ;; auto ;; 70 ;; Pneus Continental ;; 225/45 R17 94W, DOT 1823, 6 mm.
fr ;; generic ;; livres ;; 8 ;; Roman À la ligne ;; Joseph Ponthus, ISBN 978-2-7103-8994-5, poche.
fr ;; generic ;; maison ;; 12 ;; Plaid au point mousse ;; Tricoté main, 130 x 170 cm.
fr ;; generic ;; meubles ;; 200 ;; Canapé convertible ;; À récupérer à Nantes 44000 entre 17 h et 19 h, paiement par la plateforme.
fr ;; generic ;; téléphonie ;; 10 ;; Coque pour Galaxy S23 ;; Silicone noir, neuve.
fr ;; generic ;; électronique ;; 35 ;; Babyphone vidéo ;; Écran 3,5 pouces, vision nocturne.
fr ;; generic ;; sport ;; 80 ;; Arc classique de tir à l'arc ;; 68 pouces, puissance 24 livres, pour club.
fr ;; generic ;; jardin ;; 25 ;; Sécateur Fiskars ;; Lame en acier, coupe jusqu'à 24 mm.
fr ;; generic ;; musique ;; 40 ;; Métronome Wittner ;; Mécanique, de 40 à 208 battements par minute.
fr ;; generic ;; vêtements ;; 45 ;; Veste de costume ;; Taille 50, bleu nuit, point sellier sur les revers.
fr ;; generic ;; bricolage ;; 50 ;; Scie sabre Ryobi ;; Vendue avec sa batterie 18 V dans la mallette et le chargeur.
en ;; ebay ;; cameras ;; 350 ;; Sony RX100 VI ;; Any questions ring {{contact_phone|zero seven four one two, nine eight three, five zero six}}
en ;; generic ;; audio ;; 75 ;; Audio-Technica AT-LP60X ;; Text {{contact_phone|0 7 9 2 2 - 1 4 8 - 7 3 6}}
en ;; generic ;; watches ;; 250 ;; Hamilton Khaki Field ;; Drop me a line at {{contact_email|oliver.p at gmail dot com}}
en ;; ebay ;; furniture ;; 95 ;; Ercol coffee table ;; Ring {{contact_phone|(0161) 496 0732}}
en ;; generic ;; toys ;; 30 ;; Sylvanian Families house ;; WhatsApp {{contact_phone|+44 (0) 7456 218 903}}
en ;; generic ;; books ;; 40 ;; Folio Society set ;; Payment via {{off_platform_payment|bank transfer on Revolut}} first.
en ;; generic ;; books ;; 10 ;; Jamie Oliver cookbooks ;; Send it as a {{off_platform_payment|PayPal gift}} please.
en ;; generic ;; sports ;; 180 ;; Trek Marlin 5 ;; More photos on {{external_link|www [dot] bikebarn [dot] co [dot] uk}}
en ;; generic ;; tools ;; 65 ;; Makita jigsaw ;; Message me on {{external_link|wa.me/447712345908}}
en ;; vinted ;; beauty ;; 30 ;; Dior Sauvage ;; {{restricted_item|Tester bottle}}, 100 ml, no cap.
en ;; generic ;; outdoor ;; 45 ;; Survival knife ;; {{restricted_item|Fixed blade 18 cm}}, full tang, with sheath.
en ;; generic ;; collectables ;; 40 ;; {{prohibited_item|Flick knife}} ;; Spring loaded, chrome handle.
en ;; ebay ;; baby ;; 25 ;; Britax car seat ;; {{restricted_item|Used car seat}}, from a smoke free home.
en ;; generic ;; motors ;; 50 ;; Arai helmet ;; {{restricted_item|Second-hand helmet}}, a few scuffs.
en ;; generic ;; electronics ;; 15 ;; Vape batteries ;; {{restricted_item|Loose 18650 batteries}}, no wrap, sent in an envelope.
en ;; vinted ;; beauty ;; 15 ;; Charlotte Tilbury lipstick ;; {{restricted_item|Swatched once}}, shade Pillow Talk.
en ;; generic ;; electronics ;; 120 ;; Xbox Series S ;; Call {{contact_phone|⓪⑦⑧⑧④ ⑥②① ③⑤⑨}}
en ;; generic ;; clothing ;; 15 ;; Zara coat ;; Follow my page {{social_handle|@wardrobe.by.amy}} on insta
en ;; generic ;; phones ;; 300 ;; Pixel 8 ;; Mobile {{contact_phone|O7８9l 33O 2l4}}
en ;; generic ;; health ;; 20 ;; {{prohibited_item|Diazepam tablets}} ;; 2 strips, 5 mg.
en ;; generic ;; toys ;; 60 ;; Lego Millennium Falcon ;; Or email {{contact_email|mikе.brоwn@yahоо.co.uk}}
en ;; generic ;; home ;; 25 ;; Air fryer ;; Phone me on {{contact_phone|oh seven nine six six, four double two, one three eight}}
en ;; generic ;; cameras ;; 40 ;; Manfrotto tripod ;; 160 cm max height, 3-way head.
en ;; generic ;; audio ;; 60 ;; Yamaha soundbar ;; Model SR-C20A, HDMI ARC, 100 W.
en ;; generic ;; watches ;; 90 ;; Seiko 5 Sports ;; Ref SRPD55K1, 4R36 movement, serviced in 2023.
en ;; generic ;; beauty ;; 50 ;; Chanel No 5 100 ml ;; Sealed, still in cellophane, unwanted present.
en ;; ebay ;; baby ;; 140 ;; Maxi-Cosi car seat, new ;; Never fitted, in original box with receipt.
en ;; generic ;; motors ;; 150 ;; HJC helmet ;; Brand new with tags, never worn, size M.
en ;; generic ;; home ;; 30 ;; Bread knife and carving set ;; Stainless, 20 cm blades, kitchen use.
en ;; generic ;; toys ;; 15 ;; Nerf blaster ;; With 12 foam darts, ages 8 plus.
en ;; generic ;; collectables ;; 80 ;; Replica Ferrari F40 model ;; 1:18 diecast, boxed.
en ;; generic ;; phones ;; 180 ;; iPhone 11 ;; IMEI 353 981 107 654 220, unlocked, battery 86%.
en ;; generic ;; car parts ;; 30 ;; Brake discs ;; Part no. 09.A968.11, fits Ford Focus mk3.
en ;; generic ;; books ;; 7 ;; Dot journal ;; A5 dotted notebook, 180 pages, unused.
en ;; generic ;; phones ;; 250 ;; Samsung S23 ;; Works with Google Pay, PayPal and Revolut apps, NFC tested.
en ;; generic ;; furniture ;; 100 ;; Bookcase ;; 180 x 80 cm. Collection from Bristol BS3, weekdays after 5pm.
en ;; generic ;; tools ;; 20 ;; Socket set ;; 40 pieces, 1/4 inch drive, 4 to 14 mm.
en ;; generic ;; electronics ;; 40 ;; Cordless landline phones ;; Twin pack, call blocking, 100 number phonebook.
en ;; generic ;; sports ;; 25 ;; Dartboard and darts ;; Winmau board, 3 sets of 24 g steel tips.
en ;; generic ;; beauty ;; 10 ;; Perfume atomiser ;; Empty refillable travel spray, 5 ml, new.
en ;; generic ;; electronics ;; 220 ;; E-bike conversion kit ;; Battery in its frame case, 36V 13Ah, with charger.
en ;; generic ;; clothing ;; 20 ;; Barbour quilted jacket ;; Size M, contact me through the app with any questions.
it ;; generic ;; fotografia ;; 250 ;; Fotocamera Canon EOS M50 ;; Chiamami: {{contact_phone|tre tre nove, quattro uno due, sette otto zero cinque}}
it ;; generic ;; audio ;; 40 ;; Cuffie JBL ;; Scrivimi su {{external_link|t.me/cuffie_usate}}
it ;; generic ;; bellezza ;; 20 ;; {{restricted_item|Campioncini di profumo}} ;; 15 campioncini omaggio, non vendibili.
it ;; generic ;; sport ;; 60 ;; {{prohibited_item|Coltello a farfalla}} ;; Lama 9 cm, acciaio.
it ;; generic ;; elettronica ;; 100 ;; Tablet Lenovo ;; Pagamento con {{off_platform_payment|PostePay}} prima della spedizione.
it ;; generic ;; mobili ;; 70 ;; Poltrona ;; Email {{contact_email|giulia.r(at)tiscali.it}}
it ;; generic ;; cucina ;; 25 ;; Coltelli da cucina ;; Set di 6, la lama più lunga è di 20 cm.
it ;; generic ;; bambini ;; 90 ;; Seggiolino auto Chicco nuovo ;; Mai montato, nella scatola.
it ;; generic ;; telefonia ;; 150 ;; Samsung A53 ;; Funziona con Satispay e Google Pay, NFC ok.
it ;; generic ;; ricambi ;; 45 ;; Filtro olio Mann ;; Codice HU 816 x, per Fiat Punto.
de ;; generic ;; kamera ;; 300 ;; Sony Alpha 6000 ;; Melde dich unter {{contact_phone|null eins sieben sechs, drei eins, vier vier, neun null, zwei acht}}
de ;; generic ;; audio ;; 70 ;; Bose Lautsprecher ;; Mail an {{contact_email|tim.k [at] web [punkt] de}}
de ;; generic ;; werkzeug ;; 80 ;; Stichsäge Festool ;; Zahlung per {{off_platform_payment|PayPal Familie und Freunde}}.
de ;; generic ;; sport ;; 40 ;; {{restricted_item|Jagdmesser mit 15 cm Klinge}} ;; Feststehend, mit Lederscheide.
de ;; generic ;; kinder ;; 30 ;; Kindersitz Römer ;; {{restricted_item|Gebraucht}}, drei Jahre genutzt, Bezug gewaschen.
de ;; generic ;; elektronik ;; 120 ;; Nintendo Switch ;; Handy: {{contact_phone|+49 171 4 62 93 05}}
de ;; generic ;; möbel ;; 60 ;; Kommode weiß ;; Maße 80 x 40 x 100 cm, Abholung in 80331 München.
de ;; generic ;; werkzeug ;; 20 ;; Spannungsprüfer ;; Prüft bis 1000 V, kaum benutzt.
de ;; generic ;; beauty ;; 45 ;; Parfüm Hugo Boss 100 ml ;; Original verschweißt, nie geöffnet.
de ;; generic ;; telefon ;; 30 ;; Schnurloses Telefon Gigaset ;; Mit Anrufbeantworter, 150 Kontakte im Telefonbuch.
`;

const invisible = (text: string) =>
  text
    .replaceAll('‹zw›', '\u200B')
    .replaceAll('‹shy›', '\u00AD')
    .replaceAll('‹wj›', '\u2060')
    .replace(/⟪(.*?)⟫/g, (_, inner: string) => [...inner].map((ch) => (ch === ' ' ? ch : `${ch}\u0332`)).join(''));

const out = listingsFromLines(invisible(marked), 'sixth');

writeFileSync(new URL('../../data/listing/validation-sixth.json', import.meta.url), `${JSON.stringify(out, null, 1)}\n`);
const clean = out.filter((l) => l.labels.length === 0).length;
console.log(`${out.length} listings (${clean} clean), ${out.filter((l) => l.part === 'holdout').length} held out, ${out.reduce((n, l) => n + l.labels.length, 0)} labels`);
