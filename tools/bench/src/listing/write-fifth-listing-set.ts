/* eslint-disable no-irregular-whitespace -- the set's evasions are written with the zero-width characters sellers put inside contact details */
import { writeFileSync } from 'node:fs';
import { listingsFromLines } from './marked-listing.ts';

/*
 * Writes data/listing/validation-fifth.json: a fifth labelled set, written by hand for issue 19's
 * fifth round before any rule was read or changed in that round, not from earlier sets' templates.
 * Each listing is written whole: PT, ES, FR, EN and some IT and DE, over cameras, audio, watches,
 * furniture, toys and baby, books, sports, tools, beauty, instruments and vehicle parts.
 * More than 40 % are clean hard negatives: tools called testers and guns, kitchen and toy knives,
 * sealed perfume, new car seats and helmets, batteries built into a device, scale replicas, part
 * numbers, serial numbers, IMEIs, ISBNs, tyre DOT codes, postcodes, hours, "ponto"/"punto"/"point"/
 * "dot"/"at"/"arroba" used as words, payment apps named as a phone's features or refused.
 * The rest carry the evasions: contact details spaced or dotted, written in words (tens and
 * hundreds, EN/PT/ES/FR/IT/DE), mixed with digits, in look-alike letters, full-width, circled,
 * emoji and mathematical digits, zero-width and combining characters; at/arroba/chiocciola/[dot];
 * phones in national and international forms (PT, ES, FR, BE, UK, IT, DE); links spelt out,
 * short links, wa.me, t.me, QR codes; payment apps per country; testers, samples and decants,
 * knives by blade and kind, knuckle-dusters, stun guns, pepper spray, replica and blank guns,
 * opened cosmetics, second-hand car seats and helmets, recalled products, airbag modules, loose
 * lithium cells, prescription medicines.
 *
 * Format and parts as the fourth set (`listingsFromLines` in marked-listing.ts): one listing per line,
 * `language ;; profile ;; category ;; price ;; title ;; description`, labels inline as `{{code|text}}`,
 * the part from the listing id's hash. Frozen: `node tools/bench/src/listing/write-fifth-listing-set.ts`.
 */

const lines = String.raw`
pt ;; olx-pt ;; fotografia ;; 320 ;; Câmara Fujifilm X-T20 com objetiva 18-55 ;; 12 mil disparos, sensor limpo. Ligue para o {{contact_phone|nove um seis, dois zero oito, cinco cinco três}} depois das 19h.
pt ;; olx-pt ;; áudio ;; 140 ;; Colunas Bowers & Wilkins 607 ;; Par em bom estado, grelhas sem rasgos. Mensagem para {{contact_phone|9 3 7 - 4 4 1 - 0 2 8}}.
pt ;; olx-pt ;; relógios ;; 95 ;; Relógio Seiko 5 automático ;; Funciona na perfeição, bracelete original. Mais fotos por e-mail: {{contact_email|joana.reis.77 arroba outlook ponto pt}}
pt ;; olx-pt ;; móveis ;; 70 ;; Cadeira de escritório em rede ;; Regulável em altura e braços. Ligue {{contact_phone|00351 965 118 402}} ou deixe mensagem.
pt ;; olx-pt ;; brinquedos ;; 40 ;; Lego Technic 42115 ;; Completo com manual e caixa. Whats: {{contact_phone|noventa e dois, seiscentos e trinta, setenta e um, quinze}}
pt ;; olx-pt ;; livros ;; 15 ;; Coleção Harry Potter 7 livros ;; Edição Presença, capa mole. Contacto {{contact_phone|9１4 ２２0 ５6７}}
pt ;; vinted ;; beleza ;; 25 ;; Perfume Chanel Chance 100 ml ;; É um {{restricted_item|tester de perfumaria}}, vem sem caixa e sem tampa.
pt ;; olx-pt ;; desporto ;; 45 ;; {{prohibited_item|Canivete borboleta}} em aço ;; Abre com uma mão, mola rija, nunca usado.
pt ;; olx-pt ;; peças auto ;; 120 ;; Airbag do volante Peugeot 208 ;; {{restricted_item|Módulo de airbag}} tirado de um carro acidentado, nunca disparou.
pt ;; olx-pt ;; bebé ;; 30 ;; Cadeira auto grupo 1 Bébé Confort ;; {{restricted_item|Usada por dois irmãos}}, cintos em bom estado, capa lavada.
pt ;; olx-pt ;; ferramentas ;; 18 ;; Baterias de lítio 18650 ;; {{restricted_item|Vendo 6 baterias de lítio avulso}}, tiradas de uma trotinete, seguem por correio normal.
pt ;; olx-pt ;; ferramentas ;; 60 ;; Aparafusadora Makita 18V ;; Com 2 baterias, carregador e mala. Aceito {{off_platform_payment|MB Way}} na hora.
pt ;; olx-pt ;; instrumentos ;; 180 ;; Guitarra clássica Alhambra 3C ;; Cordas novas. Vê o vídeo a tocar em {{external_link|youtu ponto be barra xK2m9QpL0aA}}
pt ;; olx-pt ;; eletrónica ;; 75 ;; Kindle Paperwhite 11ª geração ;; Com capa de pele. Tenho mais coisas no meu perfil da {{external_link|custojusto ponto pt}}.
pt ;; olx-pt ;; móveis ;; 200 ;; Móvel de TV em carvalho ;; 180 cm de largura. {{external_link|Lê o código QR}} da terceira foto para veres as medidas todas.
pt ;; vinted ;; roupa ;; 22 ;; Blazer Sacoor Brothers ;; Tamanho 50, azul marinho. Sigam-me no {{social_handle|instagram: vintage.da.ines}}
pt ;; olx-pt ;; telemóveis ;; 210 ;; iPhone 11 64GB branco ;; Só chamadas para o {{contact_phone|+ 3 5 1 9 1 0 7 7 3 2 0 4}}.
pt ;; olx-pt ;; bebé ;; 80 ;; Carrinho Bugaboo Bee 5 ;; Com capota e saco de inverno. Contacto: {{contact_phone|nove 3 ⓪ 5 ④ 1 dois 8 8}}
pt ;; olx-pt ;; desporto ;; 25 ;; Capacete de mota ;; {{restricted_item|Capacete de mota em segunda mão}}, teve uma queda pequena, viseira riscada.
pt ;; olx-pt ;; beleza ;; 15 ;; Creme La Roche-Posay Effaclar ;; {{restricted_item|Usei duas vezes}}, não me deu bem com a pele, quase cheio.
pt ;; olx-pt ;; bebé ;; 45 ;; Berço de viagem dobrável ;; {{restricted_item|Modelo recolhido pela marca}} por causa das grades, mas nunca tivemos problemas.
pt ;; olx-pt ;; consolas ;; 120 ;; PlayStation 4 Slim 500GB ;; Com 2 comandos. Liga-me: {{contact_phone|9l2 O58 3l7}}.
pt ;; generic ;; áudio ;; 40 ;; Auscultadores Sony WH-CH520 ;; Como novos. Pagamento por {{off_platform_payment|PayPal amigos e família}}, envio a seguir.
pt ;; olx-pt ;; móveis ;; 35 ;; Estante Kallax 2x4 ;; Tenho outras peças de casa, manda {{social_handle|DM no insta @casa.da.marta_}}
pt ;; olx-pt ;; instrumentos ;; 90 ;; Teclado Yamaha PSR-E373 ;; Com suporte e pedal. Contacto: {{contact_email|r‌u‌i‌.‌m‌u‌s‌i‌c‌a‌@‌g‌m‌a‌i‌l‌.‌c‌o‌m}}
pt ;; olx-pt ;; desporto ;; 35 ;; Faca de mergulho ;; {{restricted_item|Lâmina de 14 cm}} serrilhada, com bainha para a perna.
pt ;; olx-pt ;; colecionismo ;; 20 ;; {{prohibited_item|Soqueira}} em alumínio ;; Peça de coleção, muito pesada.
pt ;; olx-pt ;; relógios ;; 85 ;; Relógio Tommy Hilfiger ;; Bracelete de pele. Ligue {{contact_phone|9̶6̶3̶ 7̶1̶0̶ 2̶4̶8̶}} a qualquer hora.
pt ;; olx-pt ;; bebé ;; 20 ;; Roupa de bebé 0-3 meses ;; Lote de 25 peças. Vejam os outros anúncios em {{external_link|olx ponto pt barra perfil barra tiagom}}
pt ;; olx-pt ;; saúde ;; 40 ;; {{prohibited_item|Canetas de Ozempic}} ;; Sobraram do tratamento, guardadas no frigorífico.
pt ;; olx-pt ;; beleza ;; 30 ;; Kit de maquilhagem ;; {{restricted_item|Paletas abertas}} e um batom usado, tudo da Sephora.
pt ;; olx-pt ;; peças auto ;; 200 ;; Motor de arranque Toyota Yaris ;; Mais peças: {{contact_phone|vinte e dois, quatrocentos e oitenta, noventa e nove, cinquenta}} (fixo, Porto).
pt ;; olx-pt ;; ferramentas ;; 35 ;; Multímetro tester digital Fluke ;; Tester de tensão e continuidade, pontas de prova novas.
pt ;; olx-pt ;; ferramentas ;; 10 ;; Pistola de cola quente ;; 40 W, com 20 recargas de cola transparente.
pt ;; olx-pt ;; peças auto ;; 30 ;; Pastilhas de travão Bosch ;; Referência 0 986 494 567, para Seat Ibiza de 2010. Novas na caixa.
pt ;; olx-pt ;; livros ;; 12 ;; Livro de ponto cruz ;; 120 motivos para bordar em ponto cruz e ponto pé-de-flor, com esquemas a cores.
pt ;; olx-pt ;; decoração ;; 25 ;; Peso antigo de uma arroba ;; Peso de ferro de 15 kg, uma arroba como se dizia na feira. Decoração rústica.
pt ;; olx-pt ;; eletrónica ;; 45 ;; Telefone fixo sem fios Gigaset ;; Com base de carga. Número de série 4A 1120 889 31, ecrã a cores.
pt ;; olx-pt ;; eletrónica ;; 90 ;; Tablet Samsung Galaxy Tab A8 ;; Ideal para ver o e-mail, o Facebook e o YouTube. IMEI 352 918 110 447 263.
pt ;; olx-pt ;; brinquedos ;; 15 ;; Pistola de água Nerf Super Soaker ;; Nunca usada, para a piscina dos miúdos.
pt ;; olx-pt ;; cozinha ;; 40 ;; Conjunto de facas de cozinha Arcos ;; 6 facas em bloco de madeira, a maior com 20 cm de lâmina.
pt ;; olx-pt ;; bebé ;; 90 ;; Cadeira auto Maxi-Cosi nova ;; Ainda na caixa selada, oferta em duplicado, fatura de maio de 2025.
pt ;; olx-pt ;; costura ;; 18 ;; Amostras de tecido para estofos ;; 40 amostras de veludo e linho de um mostruário de loja.
pt ;; olx-pt ;; móveis ;; 150 ;; Sofá de canto cinzento ;; Entrega grátis até 30 km de Leiria, das 10h às 19h. Pagamento pela plataforma.
pt ;; olx-pt ;; fotografia ;; 55 ;; Flash Godox TT600 ;; Funciona com Canon, Nikon e Sony. Pilhas AA recarregáveis incluídas.
pt ;; olx-pt ;; desporto ;; 300 ;; Bicicleta elétrica de cidade ;; Bateria integrada no quadro, 36 V 10,4 Ah, autonomia de 60 km, com carregador.
pt ;; olx-pt ;; livros ;; 9 ;; Livro O Ponto de Viragem ;; Malcolm Gladwell, ISBN 9789722040918, sublinhados a lápis.
pt ;; olx-pt ;; relógios ;; 60 ;; Casio G-Shock GA-2100 ;; Módulo 5611, pilha trocada em 2025, resistente a 200 m.
pt ;; olx-pt ;; brinquedos ;; 20 ;; Espada de madeira de brincar ;; Para crianças dos 4 aos 8 anos, pintada à mão, 55 cm.
pt ;; olx-pt ;; peças auto ;; 65 ;; Jantes de 15 polegadas ;; Furação 4x100, ET 38, com pneus 195/65 R15 91H.
pt ;; olx-pt ;; eletrónica ;; 12 ;; Powerbank Anker selado ;; 10000 mAh, caixa fechada, nunca aberta.
pt ;; olx-pt ;; casa ;; 20 ;; Caneca com o símbolo @ gravado ;; Cerâmica, 350 ml, brinde de empresa.
pt ;; olx-pt ;; telemóveis ;; 150 ;; Xiaomi Redmi Note 12 ;; Dual SIM, 128 GB. Testado com chamadas, WhatsApp e MB WAY, tudo funciona.
pt ;; olx-pt ;; desporto ;; 40 ;; Capacete de ciclismo Met novo ;; Nunca usado, com etiquetas. Tamanho M, 54 a 58 cm.
pt ;; olx-pt ;; colecionismo ;; 35 ;; Réplica do Padrão dos Descobrimentos ;; Miniatura em resina, 25 cm, comprada no museu.
es ;; wallapop ;; fotografía ;; 380 ;; Objetivo Sigma 18-35 f1.8 para Canon ;; Sin hongos ni rayas. Llámame al {{contact_phone|seis uno siete, cuarenta y ocho, noventa y dos, treinta y uno}}
es ;; wallapop ;; audio ;; 60 ;; Auriculares Sony WF-1000XM3 ;; Estuche de carga incluido. {{contact_phone|+34 699 07 15 42}}
es ;; wallapop ;; relojes ;; 250 ;; Reloj Tissot PRX cuarzo ;; Con caja y papeles. Escríbeme a {{contact_email|marcos_relojes [arroba] gmail [punto] com}}
es ;; wallapop ;; muebles ;; 45 ;; Mesa de centro elevable ;; Madera y blanco. WhatsApp {{contact_phone|6️⃣3️⃣1️⃣ 2️⃣0️⃣ 7️⃣7️⃣ 5️⃣4️⃣}}
es ;; wallapop ;; juguetes ;; 35 ;; Playmobil barco pirata ;; Completo, con caja. Mi número: {{contact_phone|6 3 8 . 1 1 . 4 0 . 9 2}}
es ;; wallapop ;; libros ;; 30 ;; Manga One Piece tomos 1-20 ;; Como nuevos. Pago por {{off_platform_payment|Bizum}} y envío por Correos.
es ;; wallapop ;; deporte ;; 50 ;; Pala de pádel Bullpadel ;; Poco uso. Más material en {{external_link|www . padelusado . es}}
es ;; wallapop ;; herramientas ;; 40 ;; Taladro percutor Black+Decker ;; Funciona bien. Te mando vídeo por {{external_link|t.me/herramientas_jose}}
es ;; wallapop ;; belleza ;; 15 ;; {{restricted_item|Decants de perfume}} de 10 ml ;; Trasvasados de mis frascos, Dior Sauvage y Bleu de Chanel.
es ;; wallapop ;; deporte ;; 40 ;; Cuchillo de caza ;; {{restricted_item|Hoja fija de 22 cm}}, mango de asta de ciervo.
es ;; wallapop ;; coleccionismo ;; 60 ;; {{restricted_item|Pistola de fogueo}} Ekol ;; Detonadora, sin munición, con maletín.
es ;; wallapop ;; bebé ;; 40 ;; Hamaca Fisher-Price ;; {{restricted_item|Retirada del mercado por el fabricante}} en 2019, pero la usamos sin problema.
es ;; wallapop ;; salud ;; 50 ;; {{prohibited_item|Pluma de Ozempic 1 mg}} ;; Me sobró del tratamiento, sin abrir.
es ;; wallapop ;; consolas ;; 120 ;; Xbox Series S ;; Funciona perfecta. Para más fotos {{contact_phone|setecientos doce, cuarenta y cinco, sesenta y ocho, cero nueve}}
es ;; wallapop ;; muebles ;; 100 ;; Sofá de dos plazas ;; Recogida en Valencia. Mi móvil {{contact_phone|6​5​5 2​1​4 9​0​8}}
es ;; wallapop ;; ropa ;; 25 ;; Chaqueta vaquera Levi's ;; Talla M. Más ropa en {{social_handle|tiktok @ropita.de.clara}}
es ;; wallapop ;; audio ;; 70 ;; Tocadiscos Audio-Technica ;; Pago con {{off_platform_payment|PayPal amigos}} y lo envío yo.
es ;; wallapop ;; juguetes ;; 20 ;; Lote de peluches ;; Escanea el {{external_link|código QR}} de la foto 4 y verás todo lo que vendo.
es ;; wallapop ;; instrumentos ;; 150 ;; Bajo eléctrico Squier ;; Con funda. Llama al {{contact_phone|＋３４ ６２５ ３３８ １７２}}
es ;; wallapop ;; motor ;; 80 ;; Faros LED para moto ;; Escríbeme a {{contact_email|motos.pepe＠gmail．com}}
es ;; wallapop ;; belleza ;; 20 ;; Base de maquillaje Estée Lauder ;; Más info en {{contact_email|lаura.mаkeup@gmаil.com}}
es ;; wallapop ;; deporte ;; 25 ;; {{prohibited_item|Puño americano}} ;; De acero, para colección.
es ;; wallapop ;; motor ;; 45 ;; Casco de moto Shark ;; {{restricted_item|Casco usado}} dos temporadas, talla S.
es ;; wallapop ;; bricolaje ;; 15 ;; Baterías de litio sueltas ;; {{restricted_item|Doce celdas 18650 sueltas}}, sin protección, envío por Correos.
es ;; wallapop ;; electrónica ;; 90 ;; Altavoz Bose SoundLink ;; Pago por {{off_platform_payment|transferencia por Revolut}} antes de enviar.
es ;; wallapop ;; bebé ;; 35 ;; Trona Chicco ;; Más cosas de bebé en mi Instagram {{social_handle|@mama.de.tres.bcn}}
es ;; wallapop ;; herramientas ;; 15 ;; Pistola de silicona ;; Para cartuchos de 300 ml, metálica, muy robusta.
es ;; wallapop ;; cocina ;; 30 ;; Cuchillo jamonero con soporte ;; Hoja flexible de 25 cm, soporte de madera de haya.
es ;; wallapop ;; belleza ;; 40 ;; Perfume Lancôme La Vie Est Belle 100 ml ;; Precintado, regalo repetido.
es ;; wallapop ;; bebé ;; 120 ;; Silla de coche Cybex nueva ;; Sin estrenar, con el plástico y el ticket de compra.
es ;; wallapop ;; deporte ;; 35 ;; Casco de bici Giro nuevo ;; Con etiquetas, talla L 59-63 cm.
es ;; wallapop ;; muebles ;; 60 ;; Estantería metálica ;; Medidas 180 x 90 x 40 cm, 5 baldas, aguanta 175 kg por balda.
es ;; wallapop ;; libros ;; 8 ;; Novela El punto ciego ;; Javier Cercas, ISBN 978-84-339-6178-1, tapa blanda.
es ;; wallapop ;; electrónica ;; 25 ;; Lector de códigos QR y de barras ;; Honeywell Voyager USB, para comercio.
es ;; wallapop ;; ropa ;; 12 ;; Vestido de lunares ;; Talla 40. Recogida en Madrid 28045 o envío por Wallapop.
es ;; wallapop ;; motor ;; 90 ;; Neumáticos Michelin Primacy ;; 205/55 R16 91V, 5 mm de dibujo, DOT 2322.
es ;; wallapop ;; móviles ;; 300 ;; Google Pixel 7 ;; Libre, funciona con Bizum, WhatsApp y la app del banco sin problema.
es ;; wallapop ;; juguetes ;; 18 ;; Pistola Nerf Elite 2.0 ;; Con 20 dardos. Juguete para niños a partir de 8 años.
es ;; wallapop ;; herramientas ;; 25 ;; Comprobador de baterías ;; Tester para pilas y baterías de coche de 12 V.
es ;; wallapop ;; hogar ;; 10 ;; Reloj de pared ;; Horario de recogida de 17:30 a 20:00, calle Mayor 12.
es ;; wallapop ;; coleccionismo ;; 45 ;; Maqueta de avión Spitfire ;; Réplica a escala 1:48 en plástico, montada y pintada.
es ;; wallapop ;; fotografía ;; 20 ;; Trípode Manfrotto ;; Altura máxima 155 cm, carga 4 kg.
es ;; wallapop ;; audio ;; 85 ;; Amplificador Marantz PM6006 ;; 2 x 45 W a 8 ohmios. No acepto Bizum ni transferencias, solo envío por la app.
es ;; wallapop ;; bebé ;; 10 ;; Chupetes Suavinex ;; Pack de 3, a estrenar, de 6 a 18 meses.
es ;; wallapop ;; deporte ;; 15 ;; Cuerda de escalada ;; 60 m, 9,8 mm, punto medio marcado.
es ;; wallapop ;; electrónica ;; 30 ;; Teléfono retro de disco ;; Decorativo, color rojo, con cable en espiral.
fr ;; generic ;; photo ;; 450 ;; Appareil Sony A6400 ;; Boîtier seul, 8 000 déclenchements. Appelez le {{contact_phone|zéro six, quarante-sept, quatre-vingt-douze, dix-huit, soixante-trois}}.
fr ;; generic ;; audio ;; 80 ;; Enceinte Marshall Emberton ;; Très bon son. Mon numéro : {{contact_phone|+33 7 81 44 20 96}}
fr ;; vinted ;; montres ;; 120 ;; Montre Daniel Wellington ;; Jamais portée. Contact {{contact_email|claire point dupont at free point fr}}
fr ;; generic ;; meubles ;; 90 ;; Buffet scandinave ;; En chêne massif. Texto au {{contact_phone|O6 l2 58 O3 44}}
fr ;; generic ;; jouets ;; 25 ;; Circuit Brio ;; Complet avec les trains. Numéro {{contact_phone|⓪⑥ ③⑧ ②① ⑤⑤ ⑦⓪}}
fr ;; generic ;; livres ;; 40 ;; Lot de BD Astérix ;; 15 albums. Paiement par {{off_platform_payment|Lydia}} uniquement.
fr ;; generic ;; sport ;; 150 ;; Vélo de route Triban ;; Taille 56. Toutes mes annonces sur {{external_link|lbc point fr/u/jerome75}}
fr ;; generic ;; bricolage ;; 70 ;; Scie circulaire Makita ;; Vidéo sur {{external_link|wa.me/33612093811}}
fr ;; vinted ;; beauté ;; 20 ;; Rouge à lèvres Dior ;; {{restricted_item|Entamé}}, utilisé 3 fois, teinte 999.
fr ;; vinted ;; beauté ;; 30 ;; Parfum Guerlain Shalimar ;; {{restricted_item|Testeur}} 75 ml sans bouchon.
fr ;; generic ;; sport ;; 35 ;; Couteau de chasse ;; {{restricted_item|Lame de 18 cm}} à cran fixe, avec étui en cuir.
fr ;; generic ;; collection ;; 40 ;; {{prohibited_item|Poing américain}} ;; En laiton, décoratif.
fr ;; generic ;; loisirs ;; 200 ;; {{restricted_item|Réplique airsoft}} M4 ;; Électrique, avec 3 chargeurs.
fr ;; vinted ;; puériculture ;; 40 ;; Siège auto Römer ;; {{restricted_item|Siège auto d'occasion}}, utilisé pendant 3 ans.
fr ;; generic ;; bricolage ;; 15 ;; Accus 18650 ;; {{restricted_item|Piles lithium en vrac}}, récupérées d'une batterie de vélo.
fr ;; generic ;; informatique ;; 400 ;; MacBook Pro 13 pouces ;; Envoie-moi un mail : {{contact_email|t h o m a s . g @ o r a n g e . f r}}
fr ;; generic ;; téléphonie ;; 180 ;; Samsung Galaxy A54 ;; Paiement {{off_platform_payment|Wero}} ou {{off_platform_payment|Paylib}} avant envoi.
fr ;; vinted ;; vêtements ;; 15 ;; Pull Sézane ;; Retrouvez-moi sur {{social_handle|insta @dressing_de_lea}}
fr ;; generic ;; musique ;; 600 ;; Piano numérique Roland ;; Appeler le {{contact_phone|zéro sept, soixante-dix-huit, quatre-vingts, onze, vingt-neuf}}
fr ;; generic ;; pièces auto ;; 60 ;; Rétroviseur Clio 4 ;; Appelez le {{contact_phone|0033 6 45 18 90 27}}
fr ;; generic ;; loisirs ;; 60 ;; {{prohibited_item|Shocker électrique}} de défense ;; 5 millions de volts, rechargeable.
fr ;; generic ;; photo ;; 90 ;; Objectif Canon 50 mm ;; Numéro belge {{contact_phone|0476 12 34 90}}, appelez après 18 h.
fr ;; vinted ;; vêtements ;; 18 ;; Robe à pois ;; Taille 38, tissu léger, fermeture éclair au dos.
fr ;; generic ;; cuisine ;; 25 ;; Couteau d'office ;; Lame inox de 10 cm, pour la cuisine, manche en hêtre.
fr ;; generic ;; bricolage ;; 20 ;; Pistolet à peinture Wagner ;; 450 W, buse réglable.
fr ;; generic ;; auto ;; 50 ;; Plaquettes de frein TRW ;; Réf. GDB1550, pour Peugeot 308.
fr ;; generic ;; livres ;; 10 ;; Magazine Le Point ;; 52 numéros de 2023 en bon état.
fr ;; generic ;; jardin ;; 120 ;; Table de jardin ;; 160 x 90 cm, livraison possible dans le 69 et le 01.
fr ;; generic ;; montres ;; 300 ;; Montre Seiko Prospex ;; Calibre 6R35, étanche 200 m, réf. SPB143J1.
fr ;; vinted ;; beauté ;; 35 ;; Parfum Libre 50 ml ;; Neuf sous blister, jamais ouvert.
fr ;; generic ;; puériculture ;; 150 ;; Siège auto neuf Joie ;; Jamais installé, dans son carton d'origine.
fr ;; generic ;; jouets ;; 30 ;; Pistolet à eau ;; Grand modèle, réservoir 1,5 L.
fr ;; generic ;; informatique ;; 15 ;; Clé USB 128 Go ;; Compatible Windows et macOS, USB 3.0.
fr ;; generic ;; meubles ;; 80 ;; Lit 140 x 190 ;; Remise en main propre à Lyon 7e, de 18 h à 20 h. Paiement via le site.
fr ;; generic ;; téléphonie ;; 45 ;; Téléphone vintage à cadran ;; Socotel S63 gris, années 70, fonctionne sur ligne analogique.
fr ;; generic ;; sport ;; 40 ;; Casque de vélo neuf ;; Jamais utilisé, étiquette encore attachée.
fr ;; generic ;; informatique ;; 250 ;; Écran Dell 27 pouces ;; Résolution 2560 x 1440, point de pixel 0,23 mm, pied réglable.
fr ;; generic ;; maison ;; 15 ;; Lot de 4 verres à vin ;; Cristal d'Arques, 25 cl, au point de collecte du quartier.
en ;; ebay ;; cameras ;; 220 ;; Nikon D5300 body ;; Low shutter count. Ring me on {{contact_phone|oh seven nine eight one, two two four, six five three}}
en ;; ebay ;; audio ;; 90 ;; Bose QuietComfort 35 II ;; Call or text {{contact_phone|+44 7700 918 342}}
en ;; generic ;; watches ;; 60 ;; Citizen Eco-Drive ;; Email me: {{contact_email|dave dot watches at hotmail dot co dot uk}}
en ;; ebay ;; furniture ;; 120 ;; Oak dining table ;; Collection only. Phone {{contact_phone|O77OO 9l4 5O2}}
en ;; generic ;; toys ;; 45 ;; Hornby train set ;; Complete. My number is {{contact_phone|oh seven seven ninety four, one hundred and twelve, eight eight oh}}
en ;; generic ;; books ;; 20 ;; Discworld paperbacks x12 ;; Pay by {{off_platform_payment|PayPal F&F}} please.
en ;; generic ;; books ;; 15 ;; Cookbooks bundle ;; Just {{off_platform_payment|Monzo}} me and I'll post them.
en ;; generic ;; sports ;; 300 ;; Carbon road bike ;; More pics at {{external_link|gumtree dot com slash u slash bikesbymike}}.
en ;; generic ;; tools ;; 45 ;; DeWalt combi drill ;; Scan the {{external_link|QR code}} in the last photo for my other tools.
en ;; vinted ;; beauty ;; 12 ;; Fenty foundation ;; {{restricted_item|Used a handful of times}}, shade 240.
en ;; ebay ;; beauty ;; 25 ;; Tom Ford perfume ;; {{restricted_item|Perfume samples}} x8, 1.5 ml each, not for resale.
en ;; generic ;; outdoor ;; 50 ;; Bowie knife ;; {{restricted_item|8 inch fixed blade}}, leather sheath.
en ;; generic ;; collectables ;; 90 ;; {{restricted_item|Replica Glock 17}} ;; Gas blowback, full metal.
en ;; ebay ;; baby ;; 30 ;; Graco car seat ;; {{restricted_item|Second hand car seat}}, no accidents that I know of.
en ;; ebay ;; motors ;; 70 ;; Shoei motorcycle helmet ;; {{restricted_item|Pre-owned helmet}}, size L, dropped once.
en ;; generic ;; electronics ;; 10 ;; 18650 cells ;; {{restricted_item|Loose lithium cells}} harvested from laptop packs, posted in a jiffy bag.
en ;; generic ;; baby ;; 35 ;; Baby sleeper ;; {{restricted_item|This model was recalled}} but ours was fine.
en ;; generic ;; electronics ;; 150 ;; iPad Air 4 ;; Text me {{contact_phone|0 7 9 5 6 - 3 3 2 - 1 0 4}}
en ;; vinted ;; clothing ;; 20 ;; Barbour jacket ;; Find me on {{social_handle|snap: jess_preloved}}
en ;; generic ;; instruments ;; 250 ;; Squier Stratocaster ;; Call {{contact_phone|0​7​8​4​1 2​2​0 9​1​5}}
en ;; ebay ;; car parts ;; 40 ;; Golf mk7 wing mirror ;; Ring {{contact_phone|00 44 7911 402 118}}
en ;; generic ;; cameras ;; 300 ;; Canon R50 ;; Whatsapp me at {{contact_phone|𝟎𝟕𝟗𝟎𝟎 𝟓𝟏𝟐 𝟔𝟔𝟖}}
en ;; generic ;; jewellery ;; 70 ;; Silver necklace ;; Email {{contact_email|sam.k(a)gmail(.)com}} for more photos.
en ;; generic ;; outdoor ;; 30 ;; {{prohibited_item|Pepper spray}} ;; Two canisters, police strength.
en ;; generic ;; electronics ;; 200 ;; Galaxy Watch ;; Visit {{external_link|bit dot ly slash watchdeals}} for the spec sheet.
en ;; vinted ;; clothing ;; 15 ;; Polka dot dress ;; Size 10, navy with white dots.
en ;; generic ;; home ;; 25 ;; Kitchen knife block ;; Five knives, the chef's knife has a 20 cm blade.
en ;; generic ;; tools ;; 60 ;; Glue gun and nail gun bundle ;; Both working, the 18V nail gun takes brads up to 50 mm.
en ;; ebay ;; car parts ;; 55 ;; Alloy wheel ;; Part number 5G0 601 025 AC, 17 inch, one kerbed spot.
en ;; generic ;; films ;; 6 ;; Total Recall DVD ;; Arnold Schwarzenegger, region 2, case scratched.
en ;; generic ;; home ;; 30 ;; Desk lamp ;; Collection at the weekend, or we can meet at Leeds station after 6pm.
en ;; ebay ;; phones ;; 200 ;; iPhone 12 64GB ;; Tested with WhatsApp, Snapchat and Instagram, all fine.
en ;; generic ;; beauty ;; 40 ;; Jo Malone cologne 100 ml ;; Brand new and sealed in cellophane, unwanted gift.
en ;; generic ;; baby ;; 90 ;; Joie car seat, brand new ;; Still boxed, bought the wrong size.
en ;; generic ;; toys ;; 20 ;; Toy sword and shield ;; Foam, for ages 3 and up.
en ;; generic ;; collectables ;; 60 ;; Model of HMS Victory ;; Wooden replica ship, 1:98 scale, 70 cm long.
en ;; generic ;; furniture ;; 75 ;; Chest of drawers ;; Postcode LS6 2AB, collection only. 80 x 45 x 100 cm.
en ;; generic ;; electronics ;; 15 ;; Phone tripod ;; Includes Bluetooth remote, works with any camera app.
en ;; ebay ;; tools ;; 25 ;; Multimeter ;; Battery tester included, probes like new.
en ;; generic ;; sports ;; 120 ;; Electric scooter ;; Built-in 36V battery, 25 km range, charger included.
en ;; generic ;; books ;; 8 ;; Dot-to-dot puzzle books ;; Set of 4, unused, ages 5 to 9.
en ;; generic ;; home ;; 20 ;; Landline phone ;; BT Everyday, caller ID, number memory for 50 contacts.
it ;; generic ;; fotografia ;; 200 ;; Obiettivo Tamron 28-75 ;; Chiamami al {{contact_phone|tre quattro sette, due uno otto, cinquantacinque, novanta}}
it ;; generic ;; audio ;; 50 ;; Cuffie Beats Studio ;; Pagamento con {{off_platform_payment|Satispay}}.
it ;; generic ;; orologi ;; 80 ;; Orologio Swatch ;; Scrivimi a {{contact_email|luca.b chiocciola libero punto it}}
it ;; generic ;; sport ;; 40 ;; Coltello da caccia ;; {{restricted_item|Lama fissa di 20 cm}}, fodero in cuoio.
it ;; generic ;; elettronica ;; 150 ;; iPhone XR ;; Contatto {{contact_phone|+39 3４7 1２0 ８8 45}}
it ;; generic ;; mobili ;; 60 ;; Libreria bianca ;; Misure 80 x 30 x 200 cm, ritiro a Milano zona Lambrate.
it ;; generic ;; bambini ;; 100 ;; Seggiolino auto nuovo ;; Mai usato, ancora imballato.
it ;; generic ;; bellezza ;; 30 ;; Profumo Acqua di Parma ;; Sigillato, 100 ml.
it ;; generic ;; libri ;; 12 ;; Libro di ricette ;; Punto croce e ricamo, 200 pagine, come nuovo.
de ;; generic ;; kamera ;; 250 ;; Canon EOS 80D ;; Ruf mich an: {{contact_phone|null eins fünf eins, zweiundvierzig, achtundsechzig, dreiunddreißig, neunzehn}}
de ;; generic ;; audio ;; 40 ;; Teufel Lautsprecher ;; Bezahlung per {{off_platform_payment|PayPal Freunde}}.
de ;; generic ;; werkzeug ;; 60 ;; Akkuschrauber Bosch ;; Mehr Werkzeug bei {{external_link|kleinanzeigen punkt de}} unter meinem Namen.
de ;; generic ;; sport ;; 30 ;; {{prohibited_item|Butterflymesser}} ;; Klinge 10 cm, sehr scharf.
de ;; generic ;; möbel ;; 40 ;; Schreibtisch weiß ;; Maße 120 x 60 cm, Abholung in 10115 Berlin.
de ;; generic ;; werkzeug ;; 15 ;; Heißklebepistole ;; Mit 30 Klebesticks, kaum benutzt.
de ;; generic ;; kinder ;; 80 ;; Kindersitz neu ;; Noch in Folie, Rechnung vorhanden.
de ;; generic ;; elektronik ;; 25 ;; Handyhalterung fürs Auto ;; Passt für alle Smartphones bis 6,7 Zoll.
de ;; generic ;; elektronik ;; 60 ;; Kopfhörer Sennheiser ;; Meine Nummer {{contact_phone|+49 152 2890 4417}}, gerne auch SMS.
`;

const out = listingsFromLines(lines, 'fifth');

writeFileSync(new URL('../../data/listing/validation-fifth.json', import.meta.url), `${JSON.stringify(out, null, 1)}\n`);
const clean = out.filter((l) => l.labels.length === 0).length;
console.log(`${out.length} listings (${clean} clean), ${out.filter((l) => l.part === 'holdout').length} held out, ${out.reduce((n, l) => n + l.labels.length, 0)} labels`);
