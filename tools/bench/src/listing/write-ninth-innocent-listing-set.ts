import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-innocent-ninth.json: the ninth innocent set for issue 19, written by hand on 2026-11-30
 * at stop 49 by a blind writer who changes no rule, as a fresh unseen measure of false alarms (wrongful rejects must stay
 * at or under 1 %). Its writer read no rule code, lexicon, matcher or brand table, no README rules table and no earlier
 * set's listing records — only the line parser (`areaListingsFromLines`, marked-listing.ts), `balancedSplit`, the scorer
 * (evasion-quality.ts), the eighth innocent writer's header, split and last lines, the set registry's entries for the
 * eighth (bench index, labelled-sets and its test), and the contract's profiles and flag codes. Two slips, reported:
 * the first 40 characters of the eighth writer's first two record lines (area, language, profile, category, price) and
 * a count of the category values over the eighth set's records (counts only, no text) were printed once.
 * 746 listings, ALL CLEAN (no label): PT 143, ES 143, FR 143, EN 143, IT 87, DE 87, over 31 areas of the writer's own
 * naming in rough marketplace proportion (household 30, cookware 30, gardening 30, collecting 30, motoring 27,
 * playthings 27, reading 27, dressing-up 27, wardrobe 26, furnishing 26, cycling 26, fitness 26, nursery 26, gaming 26,
 * mobile 26, petcare 26, workshop 25, grooming 25, appliances 23, handmade 23, footwear 22, camping 22, angling 22,
 * screen 22, care 22, computing 20, desk 20, music 16, sound 16, photo 16, adornment 16); profiles generic 293, ebay 125,
 * wallapop 113, olx-pt 112, vinted 103.
 * Policy: every listing is one a careful moderator of a general European marketplace would publish — common goods in
 * ordinary words, not rarities — and most sit on an innocent sense of a word or shape a checker might fear: numbers that
 * are no phone (sizes, serial, frame and model codes, part numbers, ISBNs and EANs with valid check digits, tyre sizes and
 * DOT dates, dates, postcodes, weights, measurements, prices, invoice numbers), brand and shop names, devices that test,
 * kitchen knives and everyday tools and a few common pocket and utility blades, costumes and toys that are plainly toys,
 * books, films and games about crime, drugs or war, empty bottles, tins and lighters sold as collectibles, empty medicine
 * cabinets, pill boxes and first-aid boxes (kits sealed and without medicines), sealed kitchen and cleaning products,
 * garden products, seeds and plants on general sale, ceramics and pictures shaped like or showing animals and things, old
 * uniforms without insignia as fancy dress, fishing gear, hunting clothing and optics, sports gear and pumps, vehicle
 * parts and whole cars, full perfume bottles sealed, sealed cosmetics, child car seats new in their sealed box, helmets
 * never worn, batteries inside devices, and payment, contact and app words said innocently (the site's own chat, payment
 * and shipping, cash on collection, a payment made when the seller once bought the item, text printed on a product's box,
 * a phone able to run messaging apps, a decor look called famous on a photo app). Written as sellers write: missing
 * accents, abbreviations, caps, short notes, and a handful of long rambling lot descriptions. Left out where a moderator
 * could hesitate: used cosmetics, used helmets and car seats, weapons and replica guns (toy blasters and water pistols
 * only), knives beyond kitchen sets and everyday pocket and utility blades, live animals, medicines, tobacco and alcohol
 * with content, full gas cartridges, off-site contact.
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * greedy balance in file order over language and area (`balancedSplit`, below), which no text or rule output decides.
 * Parts: tune 372 (PT 72, ES 71, FR 72, EN 71, IT 43, DE 43), holdout 374 (PT 71, ES 72, FR 71, EN 72, IT 44, DE 44);
 * all 31 areas in both. Before the split, the first draft (827 lines) was cut to the counts asked for by dropping, per
 * language, the last short line of the area holding most lines until the count was met (no text or rule output decided).
 * Collisions: a scratch script (deleted) compared every title and description here, case- and accent-folded (NFD, marks
 * removed, lower case), exactly and by any shared 40-character window, with every title and description of every earlier
 * `data/listing/validation-*.json`, printing only this set's colliding strings (and the windows within them). First
 * check: 117 titles equal to an earlier string, 37 strings sharing a 40-character window (36 descriptions, 1 title), and
 * 6 titles repeated within the set; second: 3 windows (2 titles, 1 description); all rewritten in other words — third
 * check 0 exact, 0 windows; after six long lot descriptions were added (and one ISBN check digit corrected), a fourth
 * check 0 exact, 0 windows. Titles are unique within the set.
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description` (`listingsFromLines`, no label
 * markers); `area` is kept in the JSON beside the listing.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-ninth-innocent-listing-set.ts`.
 * First run (2026-11-30, rules and learned reader as on 5593ea18, no rule changed, `nice -n 10 timeout 900 node
 * --conditions=@circular/source tools/bench/src/zz-49i.ts`, a scratch script calling `evasionQuality('tune'|'holdout',
 * 'validation-innocent-ninth.json')` and, per language, `scoreEvasionListings` on the same part, printing only summary
 * figures; deleted), twice:
 * - default (the rules plus the learned reader, as the service answers): tune part clean listings flagged 0.016 (6 of
 *   372; 6 findings: restricted_item 3, prohibited_item 2, contact_phone 1), wrongful rejects 0.005 (2 of 372); per
 *   language flagged / wrongful rejects PT 2/0 of 72, ES 2/1 of 71, FR 0/0 of 72, EN 2/1 of 71, IT 0/0 of 43, DE 0/0 of
 *   43. Holdout part clean listings flagged 0.013 (5 of 374; 5 findings: restricted_item 2, prohibited_item 1,
 *   contact_phone 1, social_handle 1), wrongful rejects 0.003 (1 of 374); per language PT 0/0 of 71, ES 0/0 of 72, FR 2/1
 *   of 71, EN 1/0 of 72, IT 1/0 of 44, DE 1/0 of 44.
 * - `LISTING_LEARNED_SCORER=0` (the rules alone): tune part identical (0.016, 6 of 372; wrongful rejects 0.005, 2 of 372;
 *   same per language). Holdout part clean listings flagged 0.011 (4 of 374; 4 findings: prohibited_item 1, restricted_item
 *   1, contact_phone 1, social_handle 1), wrongful rejects 0.003 (1 of 374); per language PT 0/0, ES 0/0, FR 2/1, EN 1/0,
 *   IT 1/0, DE 0/0 — the learned reader adds one restricted_item (a person looks, never a reject) on one holdout listing.
 * No recall: the set has no label.
 */

const marked = `
wardrobe ;; pt ;; vinted ;; clothing ;; 12 ;; Casaco de malha Zara tamanho M ;; Casaco de malha cinzento, usado poucas vezes, sem borboto. Medidas: 52 de peito e 68 de comprido. Mando pela Vinted.
wardrobe ;; pt ;; olx-pt ;; clothing ;; 25 ;; Blusao de ganga Levis tam. L ;; Blusao ganga azul claro, modelo trucker, ref. 72334-0130. Tem um pequeno desgaste no punho esquerdo (ver foto 4). Entrego em Braga ou mando pelos CTT, portes pagos por quem compra.
wardrobe ;; pt ;; olx-pt ;; clothing ;; 40 ;; Fato de homem azul marinho 50 ;; Fato completo (casaco + calca) usado so num casamento em junho de 2025. Tamanho 50, calca com 102 cm de cintura e bainha por fazer. Lavado a seco. Levantamento em Setubal 2900.
wardrobe ;; pt ;; vinted ;; clothing ;; 8 ;; Tshirt oversize preta com estampa de caveira ;; T-shirt preta de algodao com caveira estampada nas costas, estilo rock. Tamanho S mas veste largo. Nunca usada, ainda com etiqueta.
footwear ;; pt ;; vinted ;; shoes ;; 35 ;; Sapatilhas Nike Air Max 90 n 42 ;; Sapatilhas Nike Air Max 90 brancas, numero 42 (EU), 26,5 cm. Usadas mas com sola ainda boa. Caixa original incluida. Envio pela plataforma.
footwear ;; pt ;; olx-pt ;; shoes ;; 20 ;; Botas de biqueira de aco tamanho 44 ;; Botas S3 com biqueira de aco e palmilha antiperfuracao, numero 44. Usadas duas semanas, mudei de emprego. Recolha em Leiria.
footwear ;; pt ;; olx-pt ;; shoes ;; 18 ;; Sandalias de senhora Birkenstock 38 ;; Sandalias Arizona em pele castanha, tamanho 38 estreito. Palmilha com marcas de uso normais. Posso enviar por CTT expresso ou entregar no Porto (Boavista).
footwear ;; pt ;; vinted ;; shoes ;; 25 ;; Galochas de crianca 28 com dinossauros ;; Galochas verdes com dinossauros, tamanho 28. Usadas um inverno. Sem furos. Envio Vinted.
household ;; pt ;; olx-pt ;; home ;; 45 ;; Espelho redondo 80 cm moldura dourada ;; Espelho redondo com moldura metalica dourada, diametro 80 cm, peso aprox. 9 kg. Tem o suporte de parede. Apenas recolha em Coimbra (3030), nao envio por ser fragil.
household ;; pt ;; olx-pt ;; home ;; 15 ;; Candeeiro de mesa em ceramica em forma de ananas ;; Candeeiro de ceramica amarela com forma de ananas, 42 cm de altura com o abajur. Casquilho E27, funciona perfeitamente. Lampada nao incluida.
household ;; pt ;; generic ;; home ;; 10 ;; Vaso de ceramica em forma de cabeca ;; Vaso de ceramica branca em forma de cabeca de mulher, ideal para plantas pequenas ou pinceis. 18 cm de altura. Sem lascados.
household ;; pt ;; olx-pt ;; home ;; 60 ;; Tapete de sala 200x290 cinzento ;; Tapete grande de pelo curto, 200 x 290 cm, cinzento antracite. Foi lavado numa lavandaria em outubro. Vendo porque mudei de casa. Levantar em Almada.
household ;; pt ;; olx-pt ;; home ;; 25 ;; Armario de parede para medicamentos com chave ;; Armario de parede para a casa de banho, em metal branco com cruz verde na porta e fechadura com 2 chaves. 35 x 30 x 12 cm. Vazio, claro. Ideal para quem tem criancas em casa.
household ;; pt ;; olx-pt ;; home ;; 12 ;; Conjunto 4 almofadas decorativas 45x45 ;; Quatro capas de almofada com enchimento, padrao de folhas de palmeira, 45 x 45 cm. Capas com fecho, podem ir a maquina a 30 graus.
cookware ;; pt ;; olx-pt ;; kitchen ;; 35 ;; Cepo Tramontina 6 facas + afiador ;; Cepo de madeira com 6 facas (chef 20 cm, pao, legumes, fiambre, descascar e afiador). Marca Tramontina, pouco uso. Vendo porque recebi outro conjunto no Natal. So entrego em maos, em Aveiro.
cookware ;; pt ;; olx-pt ;; kitchen ;; 70 ;; Bimby TM31 com varinha e livro ;; Bimby TM31 a funcionar, numero de serie 3100-0458-7726 na base. Inclui copo, varoma, borboleta e o livro de receitas base. Pode ver a funcionar antes de comprar. Zona de Viseu.
cookware ;; pt ;; vinted ;; kitchen ;; 9 ;; Frascos de vidro vazios para especiarias x12 ;; Doze frascos de vidro com tampa de bambu, 100 ml cada, vazios e lavados. Otimos para especiarias, cha ou sementes.
cookware ;; pt ;; olx-pt ;; kitchen ;; 40 ;; Panela de pressao Silampos 6 litros ;; Panela de pressao em inox, 6 L, valvula trocada em 2024. Serve em fogao a gas e de inducao. Manual incluido. Levantamento em Guimaraes.
cookware ;; pt ;; generic ;; kitchen ;; 6 ;; Bicarbonato de sodio 1 kg selado ;; Embalagem de bicarbonato de sodio alimentar de 1 kg, fechada, validade 03/2027. Comprei a mais. Serve para cozinhar e para limpezas.
cookware ;; pt ;; olx-pt ;; kitchen ;; 55 ;; Air fryer Philips XL 6,2 L ;; Fritadeira de ar quente Philips serie 3000, modelo HD9270, 6,2 litros. Cesto sem riscos. Vendo porque comprei uma maior. Pode testar na entrega em Matosinhos.
furnishing ;; pt ;; olx-pt ;; furniture ;; 80 ;; Comoda antiga de pinho macico 90 cm ;; Comoda antiga em pinho macico, 90 x 45 x 85 cm. Gavetas deslizam bem. Tem umas marcas de uso no tampo. Preciso do espaco, tem de ser levantada ate dia 15 em Santarem.
furnishing ;; pt ;; olx-pt ;; furniture ;; 120 ;; Sofa 3 lugares com chaise longue ;; Sofa cinzento claro, 3 lugares com chaise do lado direito, 250 cm de comprimento. Capas removiveis e lavaveis. Casa sem animais e sem fumadores. Desmonta-se para transporte. Loures.
furnishing ;; pt ;; olx-pt ;; furniture ;; 30 ;; Secretaria de estudante branca IKEA Micke ;; Secretaria Micke branca, 105 x 50 cm, com gaveta e passagem de cabos. Ja esta desmontada, com parafusos num saquinho. Recolha em Lisboa (Benfica).
furnishing ;; pt ;; generic ;; furniture ;; 15 ;; Banco alto de cozinha em madeira ;; Banco alto em madeira de faia, 75 cm de altura de assento. Tenho dois iguais, 15 euros cada.
furnishing ;; pt ;; olx-pt ;; furniture ;; 200 ;; Roupeiro 3 portas com espelho ;; Roupeiro de 3 portas, uma com espelho, 150 x 58 x 200 cm. Cor carvalho. Vendo porque vou emigrar. Pagamento em dinheiro no levantamento, em Faro.
gardening ;; pt ;; olx-pt ;; garden ;; 8 ;; Oliveira em vaso com 1,20 m ;; Oliveira jovem em vaso de 25 litros, cerca de 1,20 m de altura. Boa para terraco. Tenho mais tres. Recolha em Torres Vedras.
gardening ;; pt ;; olx-pt ;; garden ;; 12 ;; Adubo para relva 5 kg fechado ;; Saco de adubo granulado para relvados, 5 kg, NPK 20-5-8, fechado. Sobrou da primavera. Entrego em Cascais.
gardening ;; pt ;; olx-pt ;; garden ;; 90 ;; Corta-relva a gasolina 46 cm ;; Corta-relva a gasolina com motor 139 cc, largura de corte 46 cm, saco de 55 L. Arranca a primeira. Revisao feita em marco 2026. So levantamento, Pombal.
gardening ;; pt ;; generic ;; garden ;; 4 ;; Sementes caseiras de tomate coracao-de-boi 2025 ;; Saquinho com cerca de 50 sementes de tomate coracao de boi, colhidas no meu quintal em 2025. Envio por carta.
gardening ;; pt ;; olx-pt ;; garden ;; 20 ;; Pulverizador de pressao 5L com lanca ;; Pulverizador de pressao 5 L com lanca e bocal regulavel. Foi usado so com agua e sabao para as roseiras. Bomba sem fugas.
gardening ;; pt ;; olx-pt ;; garden ;; 35 ;; Conjunto de mesa e 4 cadeiras de esplanada ;; Mesa redonda de 90 cm e quatro cadeiras empilhaveis em resina. Alguma descoloracao do sol mas estao solidas. Recolha em Palmela.
workshop ;; pt ;; olx-pt ;; tools ;; 25 ;; Multimetro digital / testador de baterias ;; Multimetro digital com testador de pilhas e baterias de 1,5 V, 9 V e 12 V. Pontas de prova novas. Vem na mala original. Zona de Braga.
workshop ;; pt ;; olx-pt ;; tools ;; 60 ;; Berbequim Bosch com 2 baterias 18V ;; Berbequim aparafusador Bosch GSR 18V-21, com duas baterias de 2 Ah dentro da mala e carregador. Funciona impecavel. Levanto duvidas por mensagem aqui no OLX.
workshop ;; pt ;; olx-pt ;; tools ;; 10 ;; X-acto e laminas suplentes ;; X-acto metalico de precisao com 10 laminas suplentes ainda na embalagem. Ideal para maquetas e modelismo.
workshop ;; pt ;; olx-pt ;; tools ;; 45 ;; Serra circular 1200 W ;; Serra circular 1200 W, disco de 185 mm com 24 dentes (novo), guia paralela. Tenho a fatura de 2023, n.º FT 2023/1187. Oeiras.
workshop ;; pt ;; generic ;; tools ;; 15 ;; Testador de tomadas e detector de tensao ;; Testador de tomadas com luzes que indicam ligacao a terra e fase, mais uma caneta detetora de tensao. Ambos com pilhas dentro, a funcionar.
motoring ;; pt ;; olx-pt ;; car-parts ;; 120 ;; Jogo de pneus Michelin 205/55R16 quase a meio ;; Quatro Michelin Primacy 4 na medida 205/55 R16 91V, com cerca de 5 mm de piso. DOT 2223. Sairam de um Golf. Montagem nao incluida. Recolha em Gaia.
motoring ;; pt ;; olx-pt ;; car-parts ;; 40 ;; Otica frente esquerda Clio 4 de 2016 ;; Farol dianteiro esquerdo de Clio IV de 2016, ref. 260609015R. Sem riscos nem patilhas partidas. Envio com transportadora, portes a combinar.
motoring ;; pt ;; olx-pt ;; car-parts ;; 25 ;; Barras de tejadilho universais ;; Barras de tejadilho em aluminio, 120 cm, com chave. Serviram num Seat Ibiza 5 portas. Levantar em Sintra.
motoring ;; pt ;; olx-pt ;; car-parts ;; 150 ;; Cadeira auto grupo 0+/1 nova na caixa selada ;; Cadeira auto isofix para 0 a 18 kg, nova, ainda na caixa selada de origem. Foi uma oferta em duplicado. Homologacao R129 i-Size. Tenho talao.
motoring ;; pt ;; olx-pt ;; vehicles ;; 4500 ;; Renault Clio 1.5 dCi 2012 ;; Clio 1.5 dCi de 2012, 198 000 km, inspecao valida ate 09/2027. Correia de distribuicao mudada aos 180 000 km. Pneus a meio. Unico dono. Ver em Leiria.
cycling ;; pt ;; olx-pt ;; bikes ;; 180 ;; Bicicleta BTT roda 29 tamanho M ;; BTT roda 29, quadro aluminio tamanho M (serve a quem mede entre 1,70 e 1,80), travoes hidraulicos de disco, 1x12. Numero de quadro WTU123K4567. Revisao em setembro. Trofa.
cycling ;; pt ;; olx-pt ;; bikes ;; 20 ;; Capacete de bicicleta nunca usado tamanho M ;; Capacete de estrada tamanho M (54-58 cm), nunca usado, ainda com os plasticos e etiquetas. Comprei o tamanho errado.
cycling ;; pt ;; olx-pt ;; bikes ;; 15 ;; Bomba de pe para bicicleta ate 11 bar ;; Bomba de pe com manometro ate 11 bar, serve para valvulas Presta e Schrader. Usada, funciona bem.
cycling ;; pt ;; generic ;; bikes ;; 40 ;; Cadeira de crianca para bicicleta ;; Cadeirinha traseira para bicicleta ate 22 kg, com cinto de 3 pontos. Fixa ao quadro. Algum desgaste do sol.
fitness ;; pt ;; olx-pt ;; sports ;; 60 ;; Passadeira de corrida dobravel ;; Passadeira eletrica dobravel, velocidade ate 12 km/h, tapete 120 x 42 cm. Pouco uso (como quase todas...). Levantar em Amadora, 3.o andar sem elevador, ajudo a descer.
fitness ;; pt ;; olx-pt ;; sports ;; 25 ;; Par de halteres ajustaveis 2x10 kg ;; Halteres ajustaveis com discos, 10 kg cada. Molas de fecho incluidas. Recolha em Almada.
fitness ;; pt ;; vinted ;; sports ;; 12 ;; Luvas de boxe vermelhas 12oz quase novas ;; Luvas de boxe vermelhas, 12 oz, usadas num mes de aulas. Cheiram a novo (lavadas). Envio pela Vinted.
fitness ;; pt ;; olx-pt ;; sports ;; 35 ;; Bullpadel Hack 365 g com capa ;; Raquete de padel Bullpadel Hack, 365 g, com capa. Aro com pequenos riscos normais do jogo. Braga.
fitness ;; pt ;; olx-pt ;; sports ;; 18 ;; Bola de futebol oficial tamanho 5 ;; Bola de futebol tamanho 5, jogada poucas vezes, ainda segura bem o ar. Bomba de ar de mao incluida.
camping ;; pt ;; olx-pt ;; outdoor ;; 50 ;; Tenda iglo 4 pessoas ;; Tenda para 4 pessoas, 240 x 210 cm, dupla camada, coluna de agua 3000 mm. Montada duas vezes. Estacas e saco todos completos.
camping ;; pt ;; olx-pt ;; outdoor ;; 8 ;; Isqueiro de cozinha e fogareiro de campismo ;; Fogareiro de campismo para cartucho de gas (cartucho NAO incluido) e isqueiro de cozinha recarregavel vazio. Tudo limpo.
camping ;; pt ;; olx-pt ;; outdoor ;; 20 ;; Canivete suico Victorinox Spartan ;; Canivete Victorinox Spartan vermelho, 12 funcoes, lamina de 6,5 cm. Usado em campismo. Sem folgas.
camping ;; pt ;; generic ;; outdoor ;; 30 ;; Mochila de montanha 45 L ;; Mochila de trekking 45 litros com capa de chuva, costas ajustaveis. Usada no Caminho de Santiago em 2024.
angling ;; pt ;; olx-pt ;; outdoor ;; 45 ;; Cana de pesca de mar 4,20 m com carreto ;; Cana surfcasting 4,20 m de carbono com carreto Shimano 5000 com linha 0,30. Pesca da praia. Recolha na Nazare.
angling ;; pt ;; olx-pt ;; outdoor ;; 15 ;; Caixa de pesca com amostras e anzois ;; Caixa de pesca de 2 andares cheia: amostras, chumbadas, destorcedores e anzois variados. Tudo da minha pesca no Douro.
angling ;; pt ;; olx-pt ;; outdoor ;; 35 ;; Casaco de caca camuflado tamanho XL ;; Casaco de caca impermeavel com padrao camuflado e bolsos largos, tamanho XL. Serve tambem para observacao de aves. Sem rasgos.
angling ;; pt ;; olx-pt ;; outdoor ;; 70 ;; Binoculos 10x42 ;; Binoculos 10x42 com estojo e correia. Otica limpa, sem fungos. Otimos para birdwatching ou caca. Envio registado.
playthings ;; pt ;; olx-pt ;; toys ;; 15 ;; Pistola de agua grande laranja e verde 1,5 L ;; Pistola de agua de plastico, laranja e verde, reservatorio 1,5 L. Usada um verao na piscina. Brinquedo para criancas a partir dos 6 anos.
playthings ;; pt ;; olx-pt ;; toys ;; 25 ;; Lego 60316 esquadra da policia com ladroes ;; Set 60316 da esquadra Lego City, completo com as minifiguras, o carro e o camiao dos ladroes. Com instrucoes, sem caixa.
playthings ;; pt ;; vinted ;; toys ;; 10 ;; Peluche tigre grande 60 cm ;; Tigre de peluche com 60 cm, muito fofo. Lavado a maquina. Sem cheiros.
playthings ;; pt ;; olx-pt ;; toys ;; 30 ;; Nerf Elite 2.0 com 40 dardos ;; Lancador Nerf Elite 2.0 com 40 dardos de espuma. Brinquedo, funciona a mola, sem pilhas. Fica em Felgueiras.
playthings ;; pt ;; olx-pt ;; toys ;; 20 ;; Cozinha de brincar em madeira ;; Cozinha de brincar em madeira com forno, lava-loica e acessorios (tachos, facas e garfos de madeira). 85 cm de altura.
nursery ;; pt ;; olx-pt ;; baby ;; 90 ;; Trio de passeio alcofa + cadeira + ovo ;; Carrinho 3 em 1 com alcofa, cadeira de passeio e ovo. Chassi dobra com uma mao. Alcofa com colchao novo. Odivelas.
nursery ;; pt ;; olx-pt ;; baby ;; 10 ;; Termometro de banho e escova de cabelo bebe ;; Termometro em forma de patinho para o banho e kit de escova e pente. Novos, na embalagem.
nursery ;; pt ;; olx-pt ;; baby ;; 40 ;; Intercomunicador de bebe com camara ;; Baby monitor com camara e ecra de 3,5 polegadas, visao noturna. Bateria do ecra dura uma noite. Tudo a funcionar.
nursery ;; pt ;; olx-pt ;; baby ;; 60 ;; Cama de grades 120x60 com colchao ;; Cama de grades branca com 3 alturas de estrado, 120 x 60 cm, colchao anti-acaros. Grades com marcas de dentinhos. Recolha em Barcelos.
nursery ;; pt ;; vinted ;; baby ;; 14 ;; Mochila porta-bebe ergonomica ;; Porta-bebe ergonomico de 3,5 a 15 kg. Lavado. Com manual. Envio pela Vinted ou entrego no Porto.
gaming ;; pt ;; olx-pt ;; games ;; 25 ;; GTA V para PS4 ;; Grand Theft Auto V para PS4, disco sem riscos, com mapa. Maiores de 18 anos.
gaming ;; pt ;; olx-pt ;; games ;; 180 ;; PS4 Slim 500 GB com 2 comandos ;; PS4 Slim 500 GB, modelo CUH-2216A. Dois comandos (um com drift ligeiro). Cabos todos. Faco reset de fabrica antes de entregar.
gaming ;; pt ;; olx-pt ;; games ;; 20 ;; Call of Duty WWII Xbox One ;; Call of Duty WWII para Xbox One, capa e disco em bom estado. Campanha da Segunda Guerra Mundial.
gaming ;; pt ;; generic ;; games ;; 150 ;; Consola Switch OLED branca com dock e capa ;; Switch OLED com dock, joy-cons e capa. Numero de serie XTW70012345678. Sem contas associadas. Fatura da Worten de 2023.
gaming ;; pt ;; olx-pt ;; games ;; 15 ;; Volante para PC e consola com pedais ;; Volante com pedais para PC/PS3. Funciona por USB. O pedal de travao esta um pouco duro.
reading ;; pt ;; olx-pt ;; books ;; 8 ;; Livro O Crime do Padre Amaro ;; Eca de Queiroz, O Crime do Padre Amaro, edicao Livros do Brasil. ISBN 9789723826647. Capa com marcas mas tudo legivel.
reading ;; pt ;; olx-pt ;; books ;; 6 ;; Livro sobre a Guerra Colonial ;; Livro de historia sobre a Guerra Colonial em Angola, Mocambique e Guine, com fotografias. Paginas amareladas, como novo por dentro.
reading ;; pt ;; vinted ;; books ;; 5 ;; Romance policial de Agatha Christie ;; Morte no Nilo, Agatha Christie, colecao Vampiro de bolso. Otimo estado.
reading ;; pt ;; olx-pt ;; books ;; 20 ;; Lote 10 livros escolares 7.o ano ;; Manuais escolares do 7.o ano (portugues, matematica, ciencias...). Alguns escritos a lapis, apagaveis. Ano letivo 2024/2025.
reading ;; pt ;; olx-pt ;; books ;; 12 ;; Banda desenhada Asterix lote 5 volumes ;; Cinco albuns do Asterix em portugues, capa dura. Asterix Gladiador, Asterix e Cleopatra, etc. Entrego em Lisboa.
screen ;; pt ;; olx-pt ;; films ;; 25 ;; Box DVD Narcos temporadas 1 a 3 ;; Serie Narcos completa em DVD, temporadas 1, 2 e 3, com legendas PT. Nenhum disco riscado.
screen ;; pt ;; olx-pt ;; films ;; 10 ;; Lote 8 DVDs filmes de guerra ;; Oito DVDs de filmes de guerra: O Resgate do Soldado Ryan, Dunkirk, 1917, Pearl Harbor e outros. Todos originais.
screen ;; pt ;; olx-pt ;; films ;; 15 ;; Breaking Bad serie completa Blu-ray ;; Breaking Bad em Blu-ray, as cinco temporadas, edicao portuguesa. A caixa tem um canto amolgado.
music ;; pt ;; olx-pt ;; instruments ;; 90 ;; Guitarra Yamaha C40 com saco e afinador, cordas novas ;; Guitarra classica Yamaha C40 com saco almofadado e afinador. Cordas trocadas em novembro. Otima para iniciantes.
music ;; pt ;; olx-pt ;; instruments ;; 150 ;; Teclado Casio 61 teclas ;; Teclado Casio CT-S300, 61 teclas sensiveis, vem com suporte X e transformador. Pode experimentar em Coimbra.
music ;; pt ;; olx-pt ;; instruments ;; 40 ;; Afinador e metronomo ;; Afinador cromatico de mola e metronomo digital. Pilhas novas la dentro. Pouco usados.
sound ;; pt ;; olx-pt ;; audio ;; 40 ;; Coluna bluetooth JBL Flip 5 ;; Coluna JBL Flip 5 azul, bateria ainda dura bastante. Carregador USB-C incluido. Aceito pagamento pelo OLX com envio.
sound ;; pt ;; olx-pt ;; audio ;; 60 ;; Gira-discos com colunas ;; Gira-discos de correia com pre-amplificador e duas colunas passivas de 20 W. Agulha trocada em 2025. Vila Real.
sound ;; pt ;; vinted ;; audio ;; 35 ;; Headphones Sony 720N sem fios c/ caixa ;; Auscultadores Sony sem fios com cancelamento de ruido. Com cabo e caixa. Almofadas em bom estado.
mobile ;; pt ;; olx-pt ;; phones ;; 220 ;; iPhone 12 128 GB azul ;; iPhone 12 de 128 GB, bateria a 84 %. Desbloqueado para todas as redes, corre WhatsApp, Instagram e tudo o resto sem problema. IMEI disponivel a pedido pela mensagem do OLX. Com capa e pelicula.
mobile ;; pt ;; olx-pt ;; phones ;; 90 ;; Samsung A52 de 128 GB livre de operador ;; Samsung Galaxy A52, 6 GB de RAM, 128 GB. Ecra sem riscos, traseira com um toque. Vem com carregador original. Livre de operador.
mobile ;; pt ;; olx-pt ;; phones ;; 15 ;; Capa e carregador rapido 25W ;; Carregador rapido Samsung 25 W e capa transparente para Galaxy S21. Novos. Envio por CTT.
mobile ;; pt ;; generic ;; phones ;; 30 ;; Telemovel senior com botoes grandes ;; Telemovel de teclas grandes para os avos, botao SOS e base de carga. O numero de emergencia e configurado pelo utilizador. Bateria dentro, carregador incluido.
computing ;; pt ;; olx-pt ;; computers ;; 300 ;; ThinkPad T480 16GB 512GB com Windows 11 ;; T480 com i5 de 8.a geracao, 16 GB, disco SSD de 512, ecra de 14 FHD. Windows 11 ativado. Bateria externa e interna a 80 %. Numero de serie PF1ABCD2.
computing ;; pt ;; olx-pt ;; computers ;; 70 ;; Monitor 24 polegadas Full HD ;; Monitor LG 24MK430H, 24 polegadas, 75 Hz, HDMI e VGA. Sem pixeis mortos. Lisboa, Alvalade.
computing ;; pt ;; olx-pt ;; computers ;; 25 ;; Teclado mecanico com switches vermelhos ;; Teclado mecanico TKL com switches vermelhos e retroiluminacao RGB. Layout PT. Falta uma tecla, a do F12, que ficou colada (ver foto).
computing ;; pt ;; generic ;; computers ;; 40 ;; Router Wi-Fi 6 da TP-Link ;; Router TP-Link Archer AX55, Wi-Fi 6. Sem a caixa. Reposto de fabrica.
photo ;; pt ;; olx-pt ;; cameras ;; 280 ;; Reflex Canon 2000D kit completo com mala ;; Canon EOS 2000D com 18-55 IS II, cerca de 6 000 disparos. Bateria, carregador, cartao de 32 GB e bolsa. Numero de serie 123052012345.
photo ;; pt ;; olx-pt ;; cameras ;; 30 ;; Tripe de aluminio 160 cm ;; Tripe para camara ate 160 cm, cabeca de 3 vias e bolsa. Um pe esta um pouco preso mas funciona.
photo ;; pt ;; vinted ;; cameras ;; 45 ;; Maquina fotografica instantanea Instax 11 cor-de-rosa ;; Instax 11 cor-de-rosa com pilhas dentro e 10 fotos. Usada numa festa.
appliances ;; pt ;; olx-pt ;; appliances ;; 150 ;; Maquina de lavar roupa 8 kg A+++ ;; Maquina de lavar Samsung 8 kg, 1400 rpm, classe A+++. 5 anos de uso, nunca avariou. Tem de ser levantada no Montijo, ajudo a carregar.
appliances ;; pt ;; olx-pt ;; appliances ;; 35 ;; Rowenta Compact Power XXL aspirador a funcionar ;; Aspirador sem saco Rowenta Compact Power XXL, filtro lavado. Funciona bem. Porto, Paranhos.
appliances ;; pt ;; olx-pt ;; appliances ;; 25 ;; Desumidificador 10 litros ;; Desumidificador de 10 L/dia, deposito de 1,5 L. Ideal para casas humidas no inverno. Faz algum barulho, normal.
appliances ;; pt ;; olx-pt ;; appliances ;; 60 ;; Frigorifico pequeno 85 cm ;; Frigorifico de bancada com congelador, 85 cm de altura, 120 litros. Para escritorio ou quarto de estudante. Odivelas.
grooming ;; pt ;; olx-pt ;; beauty ;; 45 ;; Perfume Chanel Coco Mademoiselle 100 ml selado ;; Frasco inteiro de 100 ml, eau de parfum, selado no celofane original. Recebi dois no aniversario. Entrego em Lisboa ou envio registado.
grooming ;; pt ;; vinted ;; beauty ;; 12 ;; Paleta de sombras nova selada ;; Paleta de 12 sombras, ainda selada, nunca aberta. Validade 2028.
grooming ;; pt ;; olx-pt ;; beauty ;; 25 ;; Secador de cabelo Babyliss 2200W ;; Secador Babyliss 2200 W com difusor e bico concentrador. Funciona, sem cheiro a queimado.
grooming ;; pt ;; olx-pt ;; beauty ;; 15 ;; Maquina de cabelo Philips com 6 pentes ;; Maquina de cortar cabelo com 6 pentes (3 a 25 mm). Laminas limpas e oleadas. Bateria dentro, carrega bem.
grooming ;; pt ;; vinted ;; beauty ;; 9 ;; Creme hidratante La Roche-Posay selado ;; Creme Toleriane 40 ml, selado, validade 10/2027. Comprei dois por engano.
care ;; pt ;; olx-pt ;; health ;; 20 ;; Medidor de tensao arterial de braco ;; Medidor de tensao Omron M3 com bracadeira 22-42 cm e pilhas dentro. Memorias limpas. Tudo funciona.
care ;; pt ;; olx-pt ;; health ;; 40 ;; Andarilho do avo, aluminio, com travao e rodinhas ;; Andarilho de aluminio dobravel, rodas dianteiras e travao. Altura regulavel. Foi do meu avo, muito pouco uso.
care ;; pt ;; generic ;; health ;; 10 ;; Estojo de primeiros socorros vazio ;; Mala de primeiros socorros de parede vazia, em plastico vermelho com divisorias. Para oficina ou escola. Sem conteudo.
care ;; pt ;; olx-pt ;; health ;; 8 ;; Caixa organizadora semanal de comprimidos ;; Organizador de 7 dias x 4 tomas, vazio e novo. Para quem tem de tomar a medicacao a horas. Envio em envelope.
petcare ;; pt ;; olx-pt ;; pets ;; 30 ;; Transportadora de cao media ;; Transportadora de plastico para caes ate 15 kg, 68 x 48 x 51 cm. Aprovada para viagens de aviao. Leiria.
petcare ;; pt ;; olx-pt ;; pets ;; 20 ;; Arranhador para gatos 120 cm ;; Arranhador com tres plataformas e casota, 120 cm. Sisal com marcas de uso (obviamente).
petcare ;; pt ;; vinted ;; pets ;; 6 ;; Coleira e trela para cao pequeno ;; Coleira vermelha ajustavel 25-35 cm e trela de 1,2 m. Pouco usadas.
petcare ;; pt ;; olx-pt ;; pets ;; 45 ;; Aquario completo de 60L, sem peixes, Portimao ;; Aquario de 60 litros com filtro interno, aquecedor e luz LED. Sem peixes. Levantar em Portimao.
petcare ;; pt ;; generic ;; pets ;; 15 ;; Quadro com fotografia de cavalo ;; Quadro em tela com fotografia de cavalo a galope, 60 x 40 cm. Decoracao para sala ou quarto.
collecting ;; pt ;; olx-pt ;; collectibles ;; 10 ;; Garrafas de vinho do Porto antigas vazias ;; Tres garrafas vazias de vinho do Porto dos anos 70, rotulos originais. Para decoracao ou colecao. Sem conteudo.
collecting ;; pt ;; olx-pt ;; collectibles ;; 25 ;; Isqueiro Zippo de colecao vazio ;; Isqueiro Zippo de 1998 com gravacao de um farol. Vendido vazio, sem gas nem pedra, como peca de colecao. Caixa original.
collecting ;; pt ;; olx-pt ;; collectibles ;; 15 ;; Cinzeiro de ceramica Bordallo em forma de folha ;; Cinzeiro de ceramica de Caldas em forma de folha de couve, verde. Nunca usado, peca decorativa.
collecting ;; pt ;; olx-pt ;; collectibles ;; 40 ;; Moedas de 2 euros comemorativas lote 12 ;; Doze moedas de 2 euros comemorativas de varios paises (2012 a 2022). Em capsulas.
collecting ;; pt ;; olx-pt ;; collectibles ;; 18 ;; Latas de Coca-Cola antigas vazias x6 ;; Seis latas de Coca-Cola de edicoes especiais, vazias (furadas por baixo). Mundial 2006 e Natal.
collecting ;; pt ;; generic ;; collectibles ;; 30 ;; Miniatura 1:43 Porsche 911 ;; Miniatura metalica 1:43 de um Porsche 911 de 1973, marca Minichamps. Na caixa de acrilico.
dressing-up ;; pt ;; olx-pt ;; party ;; 12 ;; Fantasia de policia para crianca 5-6 anos ;; Fato de policia de carnaval, 5-6 anos, com bone, distintivo de plastico e algemas de brincar. Usado uma vez.
dressing-up ;; pt ;; olx-pt ;; party ;; 15 ;; Fantasia de pirata adulto com espada de plastico ;; Disfarce de pirata L: chapeu, pala no olho e espada de plastico. Otimo para festas de Halloween e carnaval.
dressing-up ;; pt ;; olx-pt ;; party ;; 25 ;; Farda militar antiga para disfarce ;; Farda antiga do exercito (casaco e calca, sem insignias), tamanho M. Ideal para teatro ou festa tematica.
dressing-up ;; pt ;; vinted ;; party ;; 8 ;; Mascara de caveira mexicana e coroa de flores ;; Mascara de caveira do Dia de los Muertos com coroa de flores. Halloween 2025, em bom estado.
dressing-up ;; pt ;; olx-pt ;; party ;; 20 ;; Maquina de fumos para festas 400 W ;; Maquina de fumo 400 W com comando, para festas e discotecas caseiras. Liquido nao incluido.
adornment ;; pt ;; olx-pt ;; jewellery ;; 60 ;; Relogio Casio G-Shock GA-100 ;; G-Shock GA-100 preto, bracelete trocada, pilha nova em 2026. Funciona tudo: alarme, cronometro, luz.
adornment ;; pt ;; vinted ;; jewellery ;; 15 ;; Brincos em prata 925 ;; Brincos de argola em prata 925 com marca do contraste. 2 cm de diametro.
adornment ;; pt ;; olx-pt ;; jewellery ;; 35 ;; Relogio Swatch colecao 2019 ;; Swatch Originals, numero de serie no verso. Precisa de pilha nova. Caixa e papeis.
desk ;; pt ;; olx-pt ;; office ;; 45 ;; Cadeira de secretaria com costas em rede e apoio lombar ;; Cadeira com encosto em rede, apoio lombar e bracos reguláveis. Rodas novas. Levantar em Lisboa (1600).
desk ;; pt ;; olx-pt ;; office ;; 30 ;; Impressora multifuncoes HP ;; HP DeskJet 2720, imprime e digitaliza. Tinteiros 305 a meio. Liga ao Wi-Fi do telemovel pela app da marca.
desk ;; pt ;; olx-pt ;; office ;; 10 ;; Triturador de papel ;; Destruidora de papel para 6 folhas, corte em tiras. Cesto de 12 litros. Funciona.
desk ;; pt ;; generic ;; office ;; 5 ;; Calculadora cientifica Casio fx-82 ;; Calculadora Casio fx-82SPX, aprovada para exames. Pilha incluida.
handmade ;; pt ;; olx-pt ;; crafts ;; 25 ;; Singer Tradition 2250 com pedal e bobines ;; Maquina de costura Singer Tradition 2250, com pedal e bobines. Pouco uso. Faco demonstracao em Braga.
handmade ;; pt ;; olx-pt ;; crafts ;; 12 ;; Vinte novelos de la acrilica com agulhas ;; Vinte novelos de la acrilica de varias cores, 50 g cada. Agulhas de tricot de oferta.
handmade ;; pt ;; vinted ;; crafts ;; 8 ;; Tesoura de costura profissional 25 cm ;; Tesoura de alfaiate 25 cm, bem afiada, com capa. So usada para tecido.
handmade ;; pt ;; olx-pt ;; crafts ;; 18 ;; Pistola de cola quente com 40 recargas ;; Pistola de cola quente 20 W e 40 bastoes de cola. Para trabalhos manuais e decoracao.
mobile ;; pt ;; olx-pt ;; phones ;; 25 ;; Pulseira Mi Band 8 com bracelete extra ;; Mi Band 8 com bracelete extra. Mostra notificacoes de SMS, WhatsApp e chamadas. Carregador incluido. Envio com o servico do OLX.
wardrobe ;; pt ;; olx-pt ;; clothing ;; 50 ;; Lote grande de roupa de homem M/L ;; Vendo tudo junto: 8 camisas (Massimo Dutti, Springfield), 5 camisolas de la, 3 calcas chino 32/32, 2 casacos de inverno e um blazer. Algumas pecas nunca usadas ainda com etiqueta. Comprei grande parte em 2023 e paguei com cartao na loja, tenho algumas faturas. Nao separo. Levantamento em Lisboa, zona do Lumiar, ao fim da tarde durante a semana, ou sabado de manha. Se precisarem de medidas de alguma peca digam aqui na conversa que eu meco.
cycling ;; pt ;; olx-pt ;; bikes ;; 250 ;; Bicicleta eletrica dobravel ;; Bicicleta eletrica dobravel roda 20, bateria de 36 V 10 Ah encaixada no quadro (tira-se com chave), autonomia 40 km. Numero do quadro gravado: EB2023-0871. Carregador incluido. Aveiro.
screen ;; pt ;; olx-pt ;; films ;; 6 ;; DVD Scarface edicao especial ;; Scarface (1983), DVD duplo com extras. Original, caixa impecavel.
household ;; pt ;; olx-pt ;; home ;; 35 ;; Mudanca: lote de cozinha e casa de banho ;; Boa tarde, estou a despachar coisas por causa da mudanca para o Norte. Vai tudo junto: escorredor de loica em inox (48 x 38 cm), conjunto de 3 frigideiras antiaderentes de 20, 24 e 28 cm, tabua de corte grande de bambu, balanca de cozinha digital (pesa ate 5 kg, pilha la dentro), e para a casa de banho um armario de espelho com prateleiras e o toalheiro. Ainda ha um pack de esponjas por abrir com codigo de barras EAN 5607319044210 e duas caixas de saquinhos do lixo de 30 L. Nada esta partido. Aceito pagamento no levantamento em dinheiro, morada perto da estacao de Entrecampos (1700). Disponivel dias 4, 5 e 6 depois das 19h. Perguntas aqui pelo chat do OLX, respondo ao fim do dia.
wardrobe ;; es ;; vinted ;; clothing ;; 10 ;; Jersey de punto Mango talla S ;; Jersey de punto color crema, talla S, apenas puesto. Largo 60 cm. Envio por Vinted.
wardrobe ;; es ;; wallapop ;; clothing ;; 35 ;; Chaqueta de cuero sintetico negra M ;; Chaqueta biker de polipiel, talla M, cremalleras plateadas. Sin roturas. Envio con Wallapop o en mano en Valencia.
wardrobe ;; es ;; wallapop ;; clothing ;; 20 ;; Camiseta oficial Real Madrid 23/24 ;; Camiseta oficial primera equipacion 2023/24, talla L, dorsal 5. Comprada en la tienda del estadio, tengo el ticket.
wardrobe ;; es ;; vinted ;; clothing ;; 6 ;; Sudadera con capucha gris XL ;; Sudadera basica gris, algodon 80 %. Algo de bolitas en las mangas. Perfecta para estar en casa.
footwear ;; es ;; wallapop ;; shoes ;; 40 ;; Zapatillas Adidas Samba 41 1/3 ;; Adidas Samba OG blancas, talla 41 1/3, puestas unas 5 veces. Con caja. Referencia B75806. Envio por Wallapop.
footwear ;; es ;; vinted ;; shoes ;; 22 ;; Botas altas de lluvia negras n 37 ;; Botas de agua altas negras, numero 37. Alguna rozadura. Se envian limpias.
footwear ;; es ;; wallapop ;; shoes ;; 30 ;; Botas trekking impermeables del 43 casi nuevas ;; Botas de trekking impermeables, talla 43. Suela con buen dibujo. Las vendo porque me quedan justas.
footwear ;; es ;; wallapop ;; shoes ;; 12 ;; Zapatos de comunion niño 33 ;; Zapatos de vestir azul marino, numero 33, usados solo el dia de la comunion (mayo 2025).
household ;; es ;; wallapop ;; home ;; 25 ;; Lampara de pie negra con foco orientable 160 cm ;; Lampara de pie de metal negro con foco orientable, altura 160 cm, casquillo E27. Funciona perfecta. Recogida en Sevilla, barrio de Triana.
household ;; es ;; wallapop ;; home ;; 18 ;; Botiquin de pared vacio con espejo ;; Armario botiquin de baño con espejo, 40 x 30 cm, blanco. Vacio. Incluye tacos y tornillos para colgarlo.
household ;; es ;; wallapop ;; home ;; 12 ;; Jarron de ceramica con forma de pez ;; Jarron de ceramica esmaltada azul con forma de pez, 25 cm de alto. Hecho en Talavera. Sin desconchones.
household ;; es ;; wallapop ;; home ;; 30 ;; Cortinas opacas 2 paneles 140x260 ;; Dos cortinas opacas gris oscuro, 140 x 260 cm cada una, con ollaos. Bloquean bien la luz. Lavadas.
household ;; es ;; generic ;; home ;; 8 ;; Lote productos de limpieza precintados ;; Lejia 2 L, amoniaco perfumado, limpiacristales y un pack de 3 estropajos. Todo cerrado. Solo en mano en Zaragoza.
household ;; es ;; wallapop ;; home ;; 15 ;; Reloj de pared con forma de gato ;; Reloj de pared de plastico con forma de gato negro que mueve la cola y los ojos. Necesita una pila AA (no incluida).
cookware ;; es ;; wallapop ;; kitchen ;; 40 ;; Juego de cuchillos Arcos con taco ;; Taco de madera con 5 cuchillos Arcos serie Riviera: cebollero 20 cm, panero, fileteador, verduras y puntilla. Bien afilados. Solo entrega en mano en Albacete.
cookware ;; es ;; wallapop ;; kitchen ;; 60 ;; Thermomix TM5 con libro y chip ;; Thermomix TM5 funcionando, tapa, vaso, mariposa y varoma. Numero de serie en la base 5000-1122-3344. Puedes verla funcionar antes de pagar.
cookware ;; es ;; wallapop ;; kitchen ;; 20 ;; Paellera 46 cm con quemador ;; Paellera de acero esmaltado de 46 cm (12 raciones) con patas. El quemador es de gas butano, la bombona NO va incluida.
cookware ;; es ;; vinted ;; kitchen ;; 9 ;; Botellas de cristal vacias con tapon x6 ;; Seis botellas de cristal de 500 ml vacias con tapon mecanico, para limonada, aceite o salsas. Lavadas.
cookware ;; es ;; wallapop ;; kitchen ;; 30 ;; Cafetera Nespresso Essenza Mini ;; Cafetera de capsulas Nespresso, modelo C30. Descalcificada hace un mes. Regalo 10 capsulas.
cookware ;; es ;; generic ;; kitchen ;; 5 ;; Sal de mesa y vinagre de limpieza sin abrir ;; Paquete de sal fina 1 kg y garrafa de vinagre de limpieza de 2 L, sin abrir. Me mude y me sobraron.
furnishing ;; es ;; wallapop ;; furniture ;; 70 ;; Mesa de comedor extensible 140-180 ;; Mesa de comedor blanca extensible de 140 a 180 cm, 90 cm de ancho. Algun arañazo pequeño. Recogida en Mostoles.
furnishing ;; es ;; wallapop ;; furniture ;; 25 ;; Estanteria Kallax 4x2 ;; Estanteria Kallax blanca 147 x 77 cm. Esta desmontada y con todos los tornillos. Madrid, zona Chamberi.
furnishing ;; es ;; wallapop ;; furniture ;; 150 ;; Sofa cama azul 3 plazas colchon 140 ;; Sofa cama de 3 plazas, sistema italiano, colchon de 140 x 190. Tapiceria azul, sin manchas. Casa sin mascotas. Alcala de Henares.
furnishing ;; es ;; generic ;; furniture ;; 20 ;; Mesita de noche vintage ;; Mesita de noche de madera de los años 60 con un cajon. Restaurada y barnizada.
furnishing ;; es ;; wallapop ;; furniture ;; 40 ;; Zapatero de 3 puertas blanco ;; Zapatero abatible de 3 puertas, 100 x 24 x 120 cm. Caben unos 18 pares. Recoger en Badalona.
gardening ;; es ;; wallapop ;; garden ;; 10 ;; Limonero en maceta ;; Limonero de unos 80 cm en maceta de 20 L. Ya da limones. Recogida en Murcia.
gardening ;; es ;; wallapop ;; garden ;; 15 ;; Abono universal y sustrato ;; Saco de sustrato universal de 50 L y bote de abono liquido 1 L para plantas verdes, sin abrir.
gardening ;; es ;; wallapop ;; garden ;; 80 ;; Cortacesped de cable 38 cm con bolsa ;; Cortacesped electrico 1600 W, corte de 38 cm, bolsa 45 L. Cable de 20 metros incluido. Funciona genial.
gardening ;; es ;; generic ;; garden ;; 6 ;; Esquejes de potos y monstera ;; Esquejes enraizados de potos y de monstera deliciosa en frascos de agua. 3 euros cada uno, 6 los dos.
gardening ;; es ;; wallapop ;; garden ;; 25 ;; Tijeras de podar y serrucho ;; Tijeras de podar Bellota de dos manos y serrucho de poda de 30 cm. Bien afiladas. Con funda.
gardening ;; es ;; wallapop ;; garden ;; 45 ;; Barbacoa de carbon con ruedas ;; Barbacoa de carbon redonda de 57 cm con tapa y termometro en la tapa. Algo de oxido en las patas.
workshop ;; es ;; wallapop ;; tools ;; 20 ;; Tester de baterias de coche ;; Comprobador de baterias de 12 V para coche y moto, pantalla digital, mide el arranque en CCA. Usado muy poco.
workshop ;; es ;; wallapop ;; tools ;; 55 ;; Taladro percutor Makita con maletin ;; Taladro percutor Makita HP1630, 710 W, con maletin y brocas. Funciona perfectamente. Recogida en Leganes.
workshop ;; es ;; wallapop ;; tools ;; 12 ;; Cuter profesional y cinta metrica ;; Cuter de 18 mm con cuchillas de repuesto y cinta metrica Stanley de 8 m. Para obra.
workshop ;; es ;; generic ;; tools ;; 30 ;; Estacion de soldar 60 W con estaño ;; Estacion de soldadura 60 W con temperatura regulable, punta fina y soporte. Incluye estaño de 0,8 mm.
workshop ;; es ;; wallapop ;; tools ;; 35 ;; Escalera de aluminio 5 peldaños ;; Escalera de tijera de aluminio con 5 peldaños, altura de trabajo 3,1 m. Soporta 150 kg.
motoring ;; es ;; wallapop ;; car-parts ;; 100 ;; 4 llantas 15 pulgadas con neumaticos ;; Cuatro llantas de aluminio de 15 pulgadas, 4x100, con neumaticos 185/65 R15 88H al 50 %. Sacadas de un Seat Ibiza 2010.
motoring ;; es ;; wallapop ;; car-parts ;; 35 ;; Retrovisor derecho Peugeot 308 ;; Retrovisor derecho electrico de Peugeot 308 del 2015, color gris. Ref. 1608148680. Funciona el motor y la calefaccion.
motoring ;; es ;; wallapop ;; car-parts ;; 130 ;; Silla de coche grupo 2/3 nueva precintada ;; Silla de coche isofix para niños de 15 a 36 kg, nueva en su caja precintada. Homologada R129. Me la regalaron repetida. Tengo el ticket de compra.
motoring ;; es ;; wallapop ;; car-parts ;; 15 ;; Kit de emergencia coche con triangulos V16 ;; Luz de emergencia V16 homologada con pilas dentro, chaleco reflectante y botiquin de coche con vendas y tiritas, sin medicamentos.
motoring ;; es ;; wallapop ;; vehicles ;; 5200 ;; Seat Leon 1.6 TDI 2013 ;; Seat Leon 1.6 TDI 105 CV del 2013, 175 000 km, ITV pasada en febrero de 2026. Libro de mantenimiento sellado. Solo particulares, se ve en Granada.
motoring ;; es ;; wallapop ;; car-parts ;; 25 ;; Casco de moto jet nuevo talla M ;; Casco jet homologado ECE 22.06, talla M (57-58), sin estrenar, con sus etiquetas y la bolsa. Me quedaba pequeño.
cycling ;; es ;; wallapop ;; bikes ;; 220 ;; Bicicleta de carretera talla 54 ;; Bici de carretera de aluminio, talla 54, grupo Shimano Sora 2x9, ruedas 700x25. Numero de cuadro WSBC602345678K. Revisada en marzo.
cycling ;; es ;; wallapop ;; bikes ;; 15 ;; Bomba de bici de suelo ;; Bomba de pie con manometro hasta 160 psi. Boquilla doble para presta y schrader.
cycling ;; es ;; wallapop ;; bikes ;; 30 ;; Casco de bici infantil sin usar ;; Casco infantil talla S (48-54 cm) con luz trasera, sin usar, con etiquetas. Dibujos de dinosaurios.
cycling ;; es ;; generic ;; bikes ;; 60 ;; Rodillo de entrenamiento ;; Rodillo magnetico para bici con 6 niveles de resistencia. Plegable. Incluye la rueda delantera de apoyo.
fitness ;; es ;; wallapop ;; sports ;; 40 ;; Bici estatica que se pliega, 8 niveles, Alicante ;; Bici estatica plegable con pantalla de pulsaciones y 8 niveles. Aguanta 100 kg. Recoger en Alicante.
fitness ;; es ;; wallapop ;; sports ;; 20 ;; Pala de padel Head y 3 pelotas ;; Pala de padel Head Evo, 360 g, con funda y bote de 3 pelotas nuevo.
fitness ;; es ;; vinted ;; sports ;; 10 ;; Esterilla de yoga 6 mm ;; Esterilla de yoga morada, 183 x 61 cm, 6 mm de grosor. Con correa para llevarla.
fitness ;; es ;; wallapop ;; sports ;; 25 ;; Kettlebell 16 kg ;; Pesa rusa de hierro fundido de 16 kg. Pintura saltada en la base, nada mas.
fitness ;; es ;; wallapop ;; sports ;; 15 ;; Guantes de boxeo y vendas ;; Guantes de boxeo 14 oz y dos vendas de 4,5 m. Los use en un gimnasio de Vallecas tres meses.
camping ;; es ;; wallapop ;; outdoor ;; 45 ;; Tienda de montaje rapido para 3, usada en un festival ;; Tienda de campaña para 3 personas, montaje rapido, 210 x 180 cm. Solo usada en un festival.
camping ;; es ;; wallapop ;; outdoor ;; 20 ;; Navaja multiusos y linterna frontal ;; Navaja multiusos de camping con 8 funciones (hoja de 6 cm, abrelatas, tijeras) y linterna frontal LED con pilas.
camping ;; es ;; wallapop ;; outdoor ;; 15 ;; Hornillo de camping y mechero largo ;; Hornillo de gas plegable para cartucho (sin cartucho) y mechero de cocina largo recargable, vacio.
camping ;; es ;; generic ;; outdoor ;; 25 ;; Saco de dormir momia confort 0 grados ;; Saco de dormir de momia, temperatura de confort 0 y extrema -5, 1,4 kg. Con saco de compresion.
angling ;; es ;; wallapop ;; outdoor ;; 50 ;; Equipo de spinning para lubina: caña 2,70 y carrete Daiwa ;; Caña de spinning de 2,70 m y carrete Daiwa 3000 con trenzado 0,14. Para lubina desde escollera.
angling ;; es ;; wallapop ;; outdoor ;; 18 ;; Caja de pesca con señuelos ;; Caja con unos 30 señuelos, vinilos, plomos y anzuelos. Todo lo que tenia para pescar en el pantano.
angling ;; es ;; wallapop ;; outdoor ;; 40 ;; Chaleco de caza y pantalon ;; Chaleco de caza naranja de alta visibilidad y pantalon de caza reforzado talla 52. Usados una temporada.
angling ;; es ;; wallapop ;; outdoor ;; 60 ;; Prismaticos 8x42 ;; Prismaticos 8x42 impermeables, con funda y correa. Opticas limpias. Para caza, montaña o ver pajaros.
playthings ;; es ;; wallapop ;; toys ;; 12 ;; Pistolas de agua x2 ;; Dos pistolas de agua de plastico de colores, cada una de 800 ml. Para la piscina este verano.
playthings ;; es ;; wallapop ;; toys ;; 30 ;; Playmobil comisaria de policia ;; Playmobil City Action comisaria con calabozo, coche patrulla y 6 muñecos (policias y ladrones). Falta alguna pieza pequeña.
playthings ;; es ;; vinted ;; toys ;; 8 ;; Peluche de leon 40 cm ;; Leon de peluche de 40 cm. Lavado. Muy suave.
playthings ;; es ;; wallapop ;; toys ;; 25 ;; Lanzador Nerf con dardos ;; Lanzador Nerf Fortnite con 20 dardos de espuma. Es un juguete de plastico naranja y azul, a partir de 8 años.
playthings ;; es ;; generic ;; toys ;; 15 ;; Juego Cluedo edicion clasica ;; Cluedo en castellano, completo: tablero, cartas, fichas y las armas en miniatura de plastico.
nursery ;; es ;; wallapop ;; baby ;; 120 ;; Carro de bebe trio ;; Carrito trio con capazo, silla y grupo 0. Chasis plegable. Capazo con colchon. Recogida en Sabadell.
nursery ;; es ;; wallapop ;; baby ;; 35 ;; Vigilabebes con pantalla 2,8 y vision nocturna ;; Vigilabebes con camara y pantalla de 2,8 pulgadas, vision nocturna y nanas. Funciona perfecto.
nursery ;; es ;; wallapop ;; baby ;; 20 ;; Trona plegable ;; Trona que se pliega, bandeja que se quita y arnes de cinco puntos. Se limpia facil.
nursery ;; es ;; vinted ;; baby ;; 10 ;; Termometro digital de baño y sacaleches manual ;; Termometro de baño con forma de ballena y sacaleches manual esterilizado, con su caja.
nursery ;; es ;; wallapop ;; baby ;; 45 ;; Cuna plegable de viaje 120x60 con cambiador ;; Cuna de viaje 120 x 60 con colchon extra y cambiador. Se pliega en una bolsa.
gaming ;; es ;; wallapop ;; games ;; 20 ;; GTA V PS5 ;; Grand Theft Auto V edicion PS5, precintado. PEGI 18.
gaming ;; es ;; wallapop ;; games ;; 250 ;; PS5 edicion digital con mando ;; PS5 digital, modelo CFI-1216B. Un mando DualSense y cables. Restaurada de fabrica. Tengo la factura de 2022.
gaming ;; es ;; wallapop ;; games ;; 15 ;; Battlefield 1 Xbox One ;; Battlefield 1, juego de la Primera Guerra Mundial, Xbox One. Disco perfecto.
gaming ;; es ;; generic ;; games ;; 25 ;; Juego Mario Kart 8 Deluxe cartucho con caja ;; Mario Kart 8 Deluxe, cartucho con caja. Codigo ya usado (logicamente).
gaming ;; es ;; wallapop ;; games ;; 40 ;; Mando Xbox Series inalambrico ;; Mando Xbox Series blanco, funciona con pilas AA (incluidas) o bateria. Sin drift.
reading ;; es ;; wallapop ;; books ;; 6 ;; Fariña edicion de bolsillo, Nacho Carretero ;; Fariña, de Nacho Carretero, el libro sobre el contrabando y el narco gallego. Formato bolsillo. Bien conservado.
reading ;; es ;; wallapop ;; books ;; 10 ;; Historia de la Guerra Civil española ;; Libro de historia ilustrado sobre la Guerra Civil, 400 paginas. ISBN 9788408123811. Tapa dura.
reading ;; es ;; vinted ;; books ;; 5 ;; Novela negra de Dolores Redondo ;; El guardian invisible, Dolores Redondo. Tapa blanda, leido una vez.
reading ;; es ;; wallapop ;; books ;; 25 ;; Libros de texto 2 ESO ;; Libros de 2 de la ESO, curso 2025-2026. Algunos subrayados con lapiz. Colegio de Pozuelo.
reading ;; es ;; wallapop ;; books ;; 15 ;; Coleccion Mortadelo y Filemon 8 tomos ;; Ocho tomos de Mortadelo y Filemon, tapas duras. Algunas paginas algo amarillas.
screen ;; es ;; wallapop ;; films ;; 20 ;; Narcos temporadas 1-3 DVD ;; Pack de Narcos en DVD, temporadas 1 a 3, audio en castellano. Sin rayas.
screen ;; es ;; wallapop ;; films ;; 15 ;; Pack peliculas de guerra Blu-ray ;; Cinco Blu-ray de cine belico: Salvar al soldado Ryan, Hasta el ultimo hombre, Dunkerque, Corazones de acero y 1917.
screen ;; es ;; wallapop ;; films ;; 8 ;; El Padrino trilogia DVD ;; Trilogia de El Padrino en DVD, edicion remasterizada. Caja con una esquina tocada.
music ;; es ;; wallapop ;; instruments ;; 80 ;; Guitarra española Admira ;; Guitarra clasica Admira Alba con funda. Cuerdas nuevas. Ideal para empezar. Logroño.
music ;; es ;; wallapop ;; instruments ;; 200 ;; Bateria electronica Alesis ;; Bateria electronica Alesis Nitro con pedal, banqueta y auriculares. Perfecta para piso.
music ;; es ;; wallapop ;; instruments ;; 15 ;; Afinador de pinza y cejilla ;; Afinador de pinza con pila dentro y cejilla de guitarra. Poco uso.
sound ;; es ;; wallapop ;; audio ;; 35 ;; Altavoz bluetooth Marshall Emberton ;; Altavoz Marshall Emberton negro, bateria de mas de 20 h. Con cable de carga.
sound ;; es ;; wallapop ;; audio ;; 70 ;; Audio Technica LP60X tocadiscos automatico ;; Tocadiscos automatico con previo integrado. Aguja en buen estado. Envio con Wallapop bien embalado.
sound ;; es ;; vinted ;; audio ;; 25 ;; Auriculares in-ear con estuche de carga ;; Auriculares inalambricos con estuche de carga USB-C. Funcionan los dos lados. Almohadillas nuevas.
mobile ;; es ;; wallapop ;; phones ;; 200 ;; iPhone 11 64 GB negro ;; iPhone 11 de 64 GB, bateria al 82 %. Libre. Funciona WhatsApp, Telegram y todo. Pantalla sin rayas. Envio con Wallapop protegido.
mobile ;; es ;; wallapop ;; phones ;; 110 ;; Redmi Note 12 Pro 8/256 azul con factura ;; Redmi Note 12 Pro 8/256, color azul. Con funda y cargador de 67 W. Comprado en junio de 2024 en la tienda oficial, factura incluida.
mobile ;; es ;; wallapop ;; phones ;; 20 ;; Movil para mayores con teclas grandes ;; Movil de teclas grandes con boton SOS y base de carga, ideal para personas mayores. Bateria dentro. Libre.
mobile ;; es ;; generic ;; phones ;; 12 ;; Soporte de movil para coche ;; Soporte magnetico de rejilla para el coche, valido para cualquier movil. Nuevo.
computing ;; es ;; wallapop ;; computers ;; 350 ;; MacBook Air M1 2020 con 180 ciclos ;; MacBook Air M1 2020, 8 GB, 256 GB SSD. 180 ciclos de bateria. Con cargador original. Numero de serie C02DK1ABQ6L4. Sin cuenta iCloud.
computing ;; es ;; wallapop ;; computers ;; 15 ;; Logitech M185 raton sin cable con receptor ;; Raton Logitech M185 con receptor USB, pila dentro. Funciona perfecto.
computing ;; es ;; wallapop ;; computers ;; 60 ;; Monitor Samsung 27 pulgadas curvo ;; Monitor curvo de 27 pulgadas, 1080p, HDMI. Sin golpes. Recogida en Bilbao.
computing ;; es ;; generic ;; computers ;; 30 ;; Disco duro externo 2 TB ;; Disco duro externo WD Elements 2 TB, USB 3.0. Formateado. Sin sectores malos (comprobado con CrystalDiskInfo).
photo ;; es ;; wallapop ;; cameras ;; 320 ;; Nikon D5300 con 18-140 ;; Nikon D5300 con objetivo 18-140 VR, 12 000 disparos. Bateria, cargador, tarjeta SD de 64 GB y mochila.
photo ;; es ;; wallapop ;; cameras ;; 20 ;; Tripode para movil y camara ;; Tripode extensible hasta 150 cm con adaptador para movil y mando bluetooth.
photo ;; es ;; wallapop ;; cameras ;; 90 ;; Camara deportiva GoPro Hero 7 ;; GoPro Hero 7 Black con carcasa sumergible, 2 baterias y varios soportes. Funciona perfecta.
appliances ;; es ;; wallapop ;; appliances ;; 100 ;; Lavavajillas Bosch 60 cm ;; Lavavajillas Bosch Serie 2 de 60 cm, 12 cubiertos, clase E. Funciona. Hay que recogerlo en Torrejon.
appliances ;; es ;; wallapop ;; appliances ;; 30 ;; Microondas con grill 20 L ;; Microondas Cecotec 20 L con grill, 700 W. Plato giratorio y manual.
appliances ;; es ;; wallapop ;; appliances ;; 45 ;; Aspiradora robot Conga ;; Robot aspirador Conga con base de carga y mando. Bateria aguanta 1 hora. Cepillos nuevos.
appliances ;; es ;; generic ;; appliances ;; 25 ;; Ventilador de pie 3 velocidades ;; Ventilador de pie con temporizador y mando a distancia, 45 W. Funciona sin ruidos.
grooming ;; es ;; wallapop ;; beauty ;; 50 ;; Good Girl de Carolina Herrera 80ml sin abrir ;; Good Girl de 80 ml, eau de parfum, precintado con su caja. Era un regalo y no es mi olor.
grooming ;; es ;; vinted ;; beauty ;; 10 ;; Pack cremas sin abrir ;; Crema de dia e contorno de ojos de farmacia, sin abrir, con precinto. Caducan en 2028.
grooming ;; es ;; wallapop ;; beauty ;; 20 ;; Plancha de pelo Remington ;; Plancha de pelo de ceramica con temperatura regulable hasta 230 grados. Funciona perfecta.
grooming ;; es ;; wallapop ;; beauty ;; 15 ;; Maquinilla cortapelos con peines ;; Cortapelos inalambrico con 8 peines. Cuchillas limpias. Bateria dura una hora.
care ;; es ;; wallapop ;; health ;; 18 ;; Tensiometro digital de muñeca ;; Tensiometro de muñeca con pilas dentro y estuche. Memoria de 60 mediciones. Funciona bien.
care ;; es ;; wallapop ;; health ;; 50 ;; Silla de ruedas de acero plegable, asiento 46 ;; Estructura de acero que se pliega, asiento de 46, los reposapies se quitan. La use unos meses despues de operarme de la rodilla.
care ;; es ;; generic ;; health ;; 12 ;; Maletin de primeros auxilios vacio ;; Maletin de primeros auxilios de plastico naranja con asa y compartimentos, vacio. Para montar tu propio botiquin.
care ;; es ;; wallapop ;; health ;; 25 ;; Bascula de baño con grasa corporal ;; Bascula digital de baño que mide peso, grasa y agua. Hasta 180 kg. Pilas incluidas.
petcare ;; es ;; wallapop ;; pets ;; 25 ;; Transportin plastico gato o perro pequeño 50 cm ;; Transportin de plastico para gatos o perros pequeños, 50 x 33 x 30 cm. Puerta metalica. Limpio.
petcare ;; es ;; wallapop ;; pets ;; 30 ;; Rascador de 140 cm con casita y hamaca ;; Rascador de 140 cm con casita y hamaca. Los postes estan algo arañados, normal.
petcare ;; es ;; vinted ;; pets ;; 8 ;; Arnes para perro mediano ;; Arnes acolchado talla M (pecho 55-70 cm) con anilla para la correa. Poco uso.
petcare ;; es ;; wallapop ;; pets ;; 35 ;; Acuario 54 litros completo ;; Acuario de 54 L con tapa, luz, filtro y calentador. Sin peces. Recogida en Valladolid.
petcare ;; es ;; generic ;; pets ;; 20 ;; Cuadro de lobo en lienzo ;; Cuadro en lienzo con un lobo aullando a la luna, 70 x 50 cm. Decoracion para salon.
collecting ;; es ;; wallapop ;; collectibles ;; 12 ;; Botellas de cerveza antiguas vacias ;; Coleccion de 15 botellas de cerveza de los años 80, vacias y limpias, con las etiquetas originales.
collecting ;; es ;; wallapop ;; collectibles ;; 20 ;; Mechero Zippo de coleccion sin gasolina ;; Zippo grabado con un barco, año 2003. Se vende vacio, sin gasolina, como objeto de coleccion. Caja incluida.
collecting ;; es ;; wallapop ;; collectibles ;; 15 ;; Cenicero de ceramica de Sargadelos ;; Cenicero de ceramica de Sargadelos, diseño azul y blanco. Nunca se ha usado, solo decorativo.
collecting ;; es ;; wallapop ;; collectibles ;; 30 ;; Album de cromos Liga 2000 completo ;; Album de cromos de la Liga 99/00 completo, pegado. Tapas algo gastadas.
collecting ;; es ;; wallapop ;; collectibles ;; 25 ;; Coche de coleccion escala 1:18 ;; Maqueta metalica 1:18 de un Seat 600, puertas que se abren. En su caja original.
collecting ;; es ;; generic ;; collectibles ;; 10 ;; Latas de refresco de coleccion vacias ;; Doce latas de refrescos de ediciones limitadas, vacias. Perfectas para coleccionistas.
dressing-up ;; es ;; wallapop ;; party ;; 12 ;; Disfraz de policia niño 7-9 años ;; Disfraz de poli: gorra, placa de plastico y unas esposas de juguete. Talla 7-9 años. Usado un carnaval.
dressing-up ;; es ;; wallapop ;; party ;; 20 ;; Disfraz de vaquero adulto con revolver de juguete ;; Disfraz de vaquero talla L con sombrero, chaleco, pañuelo y un revolver de plastico de juguete. Para Carnaval.
dressing-up ;; es ;; wallapop ;; party ;; 30 ;; Chaqueta y pantalon de uniforme viejo, sin insignias, para teatro ;; Chaqueta y pantalon de un uniforme antiguo, sin insignias, talla M. Para teatro, rodajes o fiestas tematicas.
dressing-up ;; es ;; vinted ;; party ;; 10 ;; Mascara de calavera para Halloween ;; Mascara de calavera de latex con capucha negra. Usada una noche.
dressing-up ;; es ;; wallapop ;; party ;; 25 ;; Maquina de burbujas y luces de fiesta ;; Maquina de pompas con bateria recargable y foco de luces LED con mando. Para cumpleaños.
adornment ;; es ;; wallapop ;; jewellery ;; 50 ;; Casio Edifice EFV-100 cronografo acero ;; Casio Edifice EFV-100, cronografo, correa de acero. Pila cambiada en enero.
adornment ;; es ;; vinted ;; jewellery ;; 12 ;; Aros de plata de ley con contraste ;; Pendientes de aro de plata de ley 925, 1,5 cm. Con marca de contraste.
adornment ;; es ;; wallapop ;; jewellery ;; 30 ;; Pulsera Pandora con 3 charms ;; Pulsera Pandora de plata con tres charms. Talla 19 cm. Con su caja.
desk ;; es ;; wallapop ;; office ;; 50 ;; Silla de oficina con reposacabezas ;; Silla ergonomica de malla con reposacabezas y soporte lumbar. Altura regulable.
desk ;; es ;; wallapop ;; office ;; 35 ;; Impresora laser Brother ;; Impresora laser monocromo Brother HL-L2350DW, Wi-Fi, imprime a doble cara. Toner al 40 %.
desk ;; es ;; wallapop ;; office ;; 8 ;; Plastificadora para A4 con 20 fundas ;; Plastificadora A4 con 20 fundas. Tarda 3 minutos en calentar.
desk ;; es ;; generic ;; office ;; 10 ;; Calculadora Casio fx-991 ;; Calculadora cientifica Casio fx-991SPX II con tapa. Para bachillerato y universidad.
handmade ;; es ;; wallapop ;; crafts ;; 60 ;; Alfa Next 40 maquina de coser con funda ;; Maquina de coser Alfa Next 40, con pedal, canillas y funda. Cose vaqueros sin problema.
handmade ;; es ;; wallapop ;; crafts ;; 10 ;; Ovillos de lana y agujas ;; 15 ovillos de lana de distintos colores y agujas de tejer del numero 4 al 7.
handmade ;; es ;; vinted ;; crafts ;; 15 ;; Cutter circular para patchwork ;; Cortador circular de 45 mm con base de corte A3 y regla. Para patchwork y costura.
handmade ;; es ;; wallapop ;; crafts ;; 12 ;; Kit de pintura acrilica ;; Caja de 24 acrilicos, 10 pinceles y 3 lienzos de 30 x 40. Casi sin usar.
wardrobe ;; es ;; wallapop ;; clothing ;; 40 ;; Lote de ropa de mujer talla 38-40 ;; Vendo lote de 20 prendas: vestidos de Zara y Bershka, vaqueros Levis 28, camisetas y un abrigo. Muchas cosas las compre en rebajas de enero de 2025 y las pague con tarjeta, algunas tienen etiqueta. Prefiero no separar. Si te interesa escribeme por el chat de Wallapop y quedamos en Valencia centro o te lo envio con Wallapop Envios. Medidas de lo que quieras te las paso por aqui.
mobile ;; es ;; wallapop ;; phones ;; 30 ;; Reloj inteligente Amazfit Bip ;; Amazfit Bip con correa extra. Recibe notificaciones de llamadas y de WhatsApp. Bateria de 2 semanas. Cargador incluido.
cycling ;; es ;; wallapop ;; bikes ;; 300 ;; Xiaomi Pro 2 patinete con ruedas nuevas 2300 km ;; Patinete Xiaomi Pro 2, 45 km de autonomia, bateria dentro de la plataforma. 2300 km. Neumaticos nuevos. Numero de serie 23579/00123456.
screen ;; es ;; wallapop ;; films ;; 12 ;; Breaking Bad DVD completa ;; Breaking Bad, las 5 temporadas en DVD. Subtitulos en castellano. Muy bien conservada.
playthings ;; es ;; wallapop ;; toys ;; 45 ;; Lote juguetes niño 3-6 años (mudanza) ;; Hola! Vaciamos el cuarto del peque y vendemos todo junto: garaje de tres plantas con ascensor y 12 cochecitos, tren de madera con 40 piezas de via, caja de Duplo (unas 90 piezas, lavadas a 30 grados), un dinosaurio que ruge (lleva 3 pilas AAA, dentro), puzzle de 48 piezas del cuerpo humano sin falta ninguna y un disfraz de bombero talla 4-6 con casco de plastico. El codigo de barras de la caja del tren es EAN 8419620377157 por si lo quereis buscar. Todo de casa sin mascotas. Se recoge en Zaragoza, barrio Delicias (50017), o envio con Wallapop si cabe en la caja grande, que pesa unos 9 kg. Pago por la app, gracias.
wardrobe ;; fr ;; vinted ;; clothing ;; 12 ;; Pull en laine Jules taille M ;; Pull col rond bleu marine, 50 % laine, taille M. Mis trois ou quatre fois, sans peluches. Envoi via Vinted.
wardrobe ;; fr ;; generic ;; clothing ;; 45 ;; Manteau long femme 38 ;; Manteau long en drap de laine camel, taille 38. Deux hivers de port, rien a signaler. A prendre a Lyon 7e.
wardrobe ;; fr ;; vinted ;; clothing ;; 8 ;; T-shirt tete de mort noir ;; T-shirt noir imprime tete de mort au dos, style rock, taille L. Jamais porte, etiquette encore la.
wardrobe ;; fr ;; ebay ;; clothing ;; 30 ;; Maillot equipe de France 2022 taille L ;; Maillot officiel domicile 2022, taille L, flocage 10. Achete a la boutique officielle. Envoi suivi Colissimo.
footwear ;; fr ;; vinted ;; shoes ;; 40 ;; Baskets New Balance 574 pointure 40 ;; New Balance 574 grises, pointure 40, portees une dizaine de fois. Avec la boite. Envoi via Vinted.
footwear ;; fr ;; generic ;; shoes ;; 25 ;; Chaussures de securite S3 pointure 43 ;; Chaussures de securite montantes, coque et semelle anti-perforation, norme S3, pointure 43. Portees 1 mois sur chantier.
footwear ;; fr ;; vinted ;; shoes ;; 18 ;; Bottes de pluie Aigle enfant 30 ;; Bottes de pluie Aigle vertes, taille 30. Une saison, aucun trou.
footwear ;; fr ;; ebay ;; shoes ;; 55 ;; Chaussures de randonnee Salomon 42 ;; Salomon X Ultra, Gore-Tex, pointure 42. Semelle encore bien crantee. Vendues car trop justes.
household ;; fr ;; generic ;; home ;; 30 ;; Miroir rond 60 cm cadre rotin ;; Miroir rond en rotin naturel, diametre 60 cm. Accroche au dos. A recuperer a Bordeaux (33000), pas d'envoi.
household ;; fr ;; generic ;; home ;; 20 ;; Armoire a pharmacie murale vide ;; Armoire a pharmacie en metal blanc avec croix verte et serrure a cle, 35 x 30 x 12 cm. Vide. Ideal salle de bain avec enfants.
household ;; fr ;; vinted ;; home ;; 15 ;; Vase en ceramique forme de main ;; Vase en ceramique blanche en forme de main, 20 cm de haut. Deco boheme. Pas d'eclat.
household ;; fr ;; generic ;; home ;; 12 ;; Horloge murale en forme de chat ;; Horloge en plastique en forme de chat noir dont la queue bouge. Fonctionne avec une pile AA (non fournie).
household ;; fr ;; generic ;; home ;; 9 ;; Lot produits menagers neufs ;; Vinaigre blanc 1,5 L, bicarbonate 1 kg, pastilles lave-vaisselle (boite de 50) et eau de javel 2 L, tout ferme. Remise en main propre uniquement, Lille.
household ;; fr ;; generic ;; home ;; 60 ;; Tapis de salon 160x230 ;; Tapis a poils ras 160 x 230 cm, gris et blanc motif geometrique. Nettoye en pressing. Paris 15e.
cookware ;; fr ;; generic ;; kitchen ;; 40 ;; Bloc de couteaux de cuisine Sabatier ;; Bloc en bois avec 5 couteaux Sabatier : chef 20 cm, pain, filet, office et eminceur. Bien aiguises. Remise en main propre uniquement a Toulouse.
cookware ;; fr ;; generic ;; kitchen ;; 250 ;; Thermomix TM6 avec accessoires ;; Thermomix TM6 en parfait etat, numero de serie 6000-2211-3344 sous la base. Bol, Varoma, fouet et spatule. Demonstration possible a Grenoble.
cookware ;; fr ;; vinted ;; kitchen ;; 10 ;; Bocaux en verre vides x8 ;; Huit bocaux en verre de 500 ml avec joint et couvercle, vides et propres. Pour conserves ou vrac.
cookware ;; fr ;; generic ;; kitchen ;; 35 ;; Cocotte rouge fonte emaillee 24cm 4,5 kg ;; Cocotte ronde en fonte emaillee rouge, 24 cm. Email interieur en bon etat. Poids 4,5 kg.
cookware ;; fr ;; ebay ;; kitchen ;; 45 ;; Friteuse sans huile Moulinex 4,2 L ;; Airfryer Moulinex Easy Fry, modele EZ4018, 4,2 litres. Panier sans rayure. Notice incluse.
cookware ;; fr ;; generic ;; kitchen ;; 15 ;; Machine a pain 12 programmes avec notice ;; Machine a pain avec 12 programmes. Cuve et pale en bon etat. Quelques recettes dans la notice.
furnishing ;; fr ;; generic ;; furniture ;; 70 ;; Commode 4 tiroirs bois massif ;; Commode ancienne en chene, 90 x 45 x 85 cm. Tiroirs qui coulissent bien. Quelques marques sur le dessus. A venir chercher a Rennes.
furnishing ;; fr ;; generic ;; furniture ;; 180 ;; Canape d'angle convertible ;; Canape d'angle gris clair convertible, 240 x 160 cm, coffre de rangement. Housses lavables. Maison sans animaux ni fumeurs.
furnishing ;; fr ;; generic ;; furniture ;; 25 ;; Bureau enfant blanc ;; Bureau blanc 100 x 50 cm avec un tiroir. Demonte, visserie dans un sachet. A recuperer a Montpellier.
furnishing ;; fr ;; vinted ;; furniture ;; 15 ;; Tabouret de bar en bois ;; Tabouret haut en hetre, assise a 75 cm. J'en ai deux, 15 euros piece.
furnishing ;; fr ;; generic ;; furniture ;; 90 ;; Lit mezzanine 90x190 ;; Lit mezzanine en bois avec bureau dessous, 90 x 190. Sans matelas. Demontage a prevoir, je peux aider. Strasbourg.
gardening ;; fr ;; generic ;; garden ;; 15 ;; Olivier en pot 1 m ;; Olivier en pot de 20 L, environ 1 m. Parfait pour balcon ou terrasse. A recuperer a Nimes.
gardening ;; fr ;; generic ;; garden ;; 12 ;; Engrais gazon 5 kg neuf ;; Sac d'engrais granule pour gazon 5 kg, NPK 20-5-8, jamais ouvert. Reste du printemps.
gardening ;; fr ;; generic ;; garden ;; 110 ;; Tondeuse thermique 46 cm ;; Tondeuse thermique 140 cc, coupe 46 cm, bac 55 L. Demarre au premier coup. Revisee en mars 2026.
gardening ;; fr ;; vinted ;; garden ;; 5 ;; Sachet graines tomate coeur de boeuf recolte 2025 ;; Sachet d'environ 50 graines de tomate coeur de boeuf recoltees dans mon potager en 2025. Envoi par lettre.
gardening ;; fr ;; generic ;; garden ;; 25 ;; Pulverisateur a pression 5 L ;; Pulverisateur 5 L avec lance. Utilise uniquement avec du savon noir pour les rosiers. Pas de fuite.
gardening ;; fr ;; generic ;; garden ;; 40 ;; Salon de jardin resine 4 places ;; Table ronde 90 cm et 4 fauteuils empilables en resine. Un peu decolores par le soleil mais solides.
workshop ;; fr ;; generic ;; tools ;; 20 ;; Testeur de batterie et multimetre ;; Multimetre numerique avec testeur de piles 1,5 V, 9 V et de batterie 12 V. Cordons neufs. Dans sa sacoche.
workshop ;; fr ;; generic ;; tools ;; 70 ;; Perceuse visseuse Makita 18V 2 batteries ;; Perceuse visseuse Makita DDF482 avec deux batteries 3 Ah dans le coffret et chargeur. Fonctionne parfaitement.
workshop ;; fr ;; generic ;; tools ;; 8 ;; Cutter et lames de rechange ;; Cutter metal 18 mm et boite de 10 lames neuves. Pour bricolage et cartonnage.
workshop ;; fr ;; ebay ;; tools ;; 55 ;; Scie circulaire 1400 W ;; Scie circulaire 1400 W, lame 190 mm neuve, guide parallele. Facture de 2023 n° F2023-04412 fournie.
workshop ;; fr ;; generic ;; tools ;; 15 ;; Detecteur de tension et testeur de prise ;; Testeur de prise a voyants et stylo detecteur de tension sans contact. Piles a l'interieur.
motoring ;; fr ;; generic ;; car-parts ;; 140 ;; 4 pneus hiver 195/65 R15 91T ;; Quatre pneus hiver Michelin Alpin 6, 195/65 R15 91T, 6 mm de gomme. DOT 3922. Montes sur une Clio, demontes en avril.
motoring ;; fr ;; ebay ;; car-parts ;; 45 ;; Phare avant gauche Peugeot 208 ;; Phare avant gauche Peugeot 208 de 2017, ref. 9802221980. Pattes intactes. Envoi par transporteur.
motoring ;; fr ;; generic ;; car-parts ;; 35 ;; Coffre de toit 320 L ;; Coffre de toit 320 litres avec cles et fixations. Quelques rayures sur le dessus. A recuperer a Angers.
motoring ;; fr ;; generic ;; car-parts ;; 140 ;; Siege auto isofix neuf sous blister ;; Siege auto i-Size 40-105 cm, neuf, dans son carton scelle. Recu en double a la naissance. Ticket de caisse fourni.
motoring ;; fr ;; generic ;; vehicles ;; 4800 ;; Peugeot 207 1.4 HDi 2010 ;; Peugeot 207 1.4 HDi de 2010, 165 000 km, controle technique OK jusqu'en 08/2027. Distribution faite a 150 000 km. Carte grise a mon nom.
cycling ;; fr ;; generic ;; bikes ;; 200 ;; VTT 27,5 taille L ;; VTT semi-rigide 27,5 pouces, cadre alu taille L, freins a disque hydrauliques. Numero de cadre WBK1234567. Revision faite en septembre.
cycling ;; fr ;; generic ;; bikes ;; 25 ;; Casque velo jamais porte taille M ;; Casque de velo route taille M (54-58 cm), jamais porte, etiquettes encore attachees. Erreur de taille.
cycling ;; fr ;; vinted ;; bikes ;; 15 ;; Pompe a pied avec manometre ;; Pompe a pied avec manometre jusqu'a 11 bars, embout presta et schrader.
cycling ;; fr ;; generic ;; bikes ;; 45 ;; Porte-bebe velo arriere jusqu'a 22 kg ;; Porte-bebe velo arriere jusqu'a 22 kg, harnais 3 points, fixation cadre.
fitness ;; fr ;; generic ;; sports ;; 80 ;; Tapis de course pliable ;; Tapis de course electrique pliable, vitesse max 12 km/h, bande 120 x 42 cm. Peu servi (comme tous !). Enlevement a Reims.
fitness ;; fr ;; vinted ;; sports ;; 12 ;; Gants de boxe 12 oz rouges ;; Gants de boxe 12 oz, utilises un mois en club. Propres.
fitness ;; fr ;; generic ;; sports ;; 30 ;; Halteres reglables 2 x 10 kg ;; Paire d'halteres reglables avec disques en fonte, 10 kg chacune. Stop-disques inclus.
fitness ;; fr ;; generic ;; sports ;; 35 ;; Raquette de padel Babolat ;; Raquette de padel Babolat 360 g avec housse. Cadre avec petites eraflures de jeu.
fitness ;; fr ;; vinted ;; sports ;; 10 ;; Ballon de basket taille 7 ;; Ballon de basket Spalding taille 7, tient bien l'air. Pompe manuelle offerte.
camping ;; fr ;; generic ;; outdoor ;; 50 ;; Quechua 2 Seconds 4 personnes complete ;; Tente 2 Seconds 4 places, double toit. Montee 3 fois. Complete avec sardines et sac.
camping ;; fr ;; generic ;; outdoor ;; 22 ;; Couteau suisse Victorinox Huntsman ;; Couteau suisse Victorinox Huntsman rouge, 15 fonctions dont scie et ciseaux. Utilise en randonnee.
camping ;; fr ;; generic ;; outdoor ;; 10 ;; Rechaud camping et allume-gaz ;; Rechaud pliant pour cartouche (cartouche non fournie) et allume-gaz de cuisine rechargeable, vide.
camping ;; fr ;; vinted ;; outdoor ;; 30 ;; Sac a dos randonnee 40 L ;; Sac a dos 40 litres avec housse de pluie. Dos reglable. A fait le GR20 en 2024.
angling ;; fr ;; generic ;; outdoor ;; 50 ;; Canne a peche surfcasting 4,20 m avec moulinet ;; Canne surfcasting carbone 4,20 m et moulinet Shimano 5000 avec fil 0,30. Peche en bord de mer. Enlevement a La Rochelle.
angling ;; fr ;; generic ;; outdoor ;; 20 ;; Boite de peche avec leurres ;; Boite de peche 2 etages remplie : leurres, plombs, emerillons et hamecons. Tout mon materiel de carnassier.
angling ;; fr ;; generic ;; outdoor ;; 40 ;; Veste camouflage impermeable XL grandes poches ;; Veste de chasse impermeable motif camouflage, taille XL, grandes poches. Parfaite aussi pour l'observation des oiseaux.
angling ;; fr ;; ebay ;; outdoor ;; 75 ;; Jumelles 10x42 etanches ;; Jumelles 10x42 avec etui et sangle. Optique propre, sans champignon. Pour la chasse ou l'ornithologie.
playthings ;; fr ;; generic ;; toys ;; 15 ;; Grand pistolet a eau orange 1,5 L pour l'ete ;; Pistolet a eau en plastique orange et vert, reservoir 1,5 L. Jouet pour enfants des 6 ans.
playthings ;; fr ;; generic ;; toys ;; 30 ;; Lego City commissariat 60316 ;; Lego City 60316 commissariat complet avec figurines, voiture de police et camion des voleurs. Notice incluse, sans boite.
playthings ;; fr ;; vinted ;; toys ;; 10 ;; Peluche ours polaire 50 cm ;; Ours polaire en peluche de 50 cm. Lave en machine. Tres doux.
playthings ;; fr ;; generic ;; toys ;; 25 ;; Blaster Nerf avec 30 flechettes ;; Blaster Nerf Elite avec 30 flechettes en mousse. Jouet a ressort, sans piles, des 8 ans.
playthings ;; fr ;; generic ;; toys ;; 20 ;; Dinette en bois ;; Cuisine en bois pour enfant avec four, evier et accessoires (casseroles, couverts en bois). 85 cm de haut.
nursery ;; fr ;; generic ;; baby ;; 110 ;; Poussette trio ;; Poussette trio avec nacelle, hamac et cosy. Pliage d'une main. Matelas de nacelle neuf. Enlevement a Tours.
nursery ;; fr ;; generic ;; baby ;; 40 ;; Ecoute-bebe avec camera, vision de nuit ;; Babyphone avec camera et ecran 3,5 pouces, vision nocturne. Batterie de l'ecran tient la nuit.
nursery ;; fr ;; vinted ;; baby ;; 12 ;; Thermometre de bain et set de soin bebe ;; Thermometre de bain en forme de canard et trousse de soin (brosse, peigne, coupe-ongles). Neufs.
nursery ;; fr ;; generic ;; baby ;; 55 ;; Lit bebe 120x60 avec matelas ;; Lit bebe blanc a barreaux, 3 hauteurs, matelas anti-acariens. Quelques traces de dents sur les barreaux.
nursery ;; fr ;; vinted ;; baby ;; 20 ;; Porte-bebe ergonomique 3,5 a 15 kg lave ;; Porte-bebe de 3,5 a 15 kg, lave. Avec la notice. Envoi Vinted.
gaming ;; fr ;; generic ;; games ;; 20 ;; GTA 5 sur PS4 avec carte ;; Grand Theft Auto V pour PS4, disque impeccable avec la carte. PEGI 18.
gaming ;; fr ;; generic ;; games ;; 170 ;; PS4 Pro 1 To avec manette ;; PS4 Pro 1 To, modele CUH-7216B, une manette et tous les cables. Reinitialisee. Facture Fnac de 2019.
gaming ;; fr ;; ebay ;; games ;; 15 ;; Call of Duty Vanguard Xbox ;; Call of Duty Vanguard sur Xbox One, campagne de la Seconde Guerre mondiale. Boitier et disque en bon etat.
gaming ;; fr ;; generic ;; games ;; 160 ;; Nintendo Switch avec 3 jeux ;; Switch modele 2019, numero de serie XKW50012345678, dock, joy-con et 3 jeux (Zelda, Mario Kart, Animal Crossing). Pas de compte associe.
gaming ;; fr ;; generic ;; games ;; 25 ;; Volant et pedalier PC ;; Volant avec pedalier pour PC et PS3, USB. La pedale de frein est un peu dure.
reading ;; fr ;; generic ;; books ;; 6 ;; Fred Vargas L'homme a l'envers en poche ;; L'homme a l'envers, Fred Vargas, edition poche. Tres bon etat.
reading ;; fr ;; generic ;; books ;; 12 ;; Livre sur la Premiere Guerre mondiale ;; Livre d'histoire illustre sur la Grande Guerre, 380 pages, ISBN 9782035843456. Couverture rigide.
reading ;; fr ;; vinted ;; books ;; 8 ;; Lot 5 albums Tintin ;; Cinq albums de Tintin, dont Le Lotus bleu et Les Cigares du pharaon. Editions des annees 90.
reading ;; fr ;; generic ;; books ;; 20 ;; Manuels scolaires 4e ;; Manuels de 4e, annee 2025-2026 : maths, francais, SVT. Quelques annotations au crayon.
reading ;; fr ;; generic ;; books ;; 15 ;; Livre de cocktails illustre ;; Livre de cocktails classiques avec l'histoire de chaque recette. Relie, 220 pages. Cadeau jamais utilise.
screen ;; fr ;; generic ;; films ;; 20 ;; Narcos saisons 1 a 3 en DVD ;; Coffret DVD Narcos, saisons 1 a 3, VF et VOST. Disques sans rayures.
screen ;; fr ;; generic ;; films ;; 12 ;; Lot DVD films de guerre ;; Six DVD de films de guerre : Il faut sauver le soldat Ryan, Dunkerque, 1917, Fury... Originaux.
screen ;; fr ;; ebay ;; films ;; 18 ;; Breaking Bad integrale Blu-ray ;; Breaking Bad l'integrale en Blu-ray, 5 saisons. Coffret avec un angle enfonce.
music ;; fr ;; generic ;; instruments ;; 85 ;; Yamaha C40 guitare debutant avec housse et accordeur ;; Guitare classique Yamaha C40 avec housse et accordeur. Cordes changees en novembre. Ideale debutant.
music ;; fr ;; generic ;; instruments ;; 140 ;; Clavier Casio 61 touches ;; Clavier Casio CT-S400, 61 touches dynamiques, avec stand en X et alimentation. Essai possible a Dijon.
music ;; fr ;; vinted ;; instruments ;; 15 ;; Accordeur a pince et metronome ;; Accordeur chromatique a pince et metronome numerique. Piles neuves dedans.
sound ;; fr ;; generic ;; audio ;; 45 ;; Enceinte bluetooth JBL Charge 4 ;; JBL Charge 4 noire, batterie qui tient bien. Cable USB fourni. Paiement et envoi via le site.
sound ;; fr ;; generic ;; audio ;; 70 ;; Platine vinyle avec enceintes ;; Platine a courroie avec preampli et deux enceintes 20 W. Diamant change en 2025.
sound ;; fr ;; vinted ;; audio ;; 40 ;; Casque a reduction de bruit Sony XM3 avec etui ;; Casque Sony a reduction de bruit, avec cable et etui. Coussinets en bon etat.
mobile ;; fr ;; generic ;; phones ;; 210 ;; iPhone 12 128 Go bleu ;; iPhone 12 128 Go, batterie a 85 %. Debloque tout operateur, fait tourner WhatsApp, Instagram et le reste sans souci. Coque et verre trempe offerts.
mobile ;; fr ;; generic ;; phones ;; 95 ;; Samsung Galaxy A53 128 Go ;; Galaxy A53 128 Go, ecran sans rayure, dos legerement marque. Chargeur d'origine. Tout operateur.
mobile ;; fr ;; generic ;; phones ;; 30 ;; Portable senior touches larges avec bouton SOS ;; Telephone pour seniors avec grosses touches, bouton SOS et socle de charge. Batterie a l'interieur. Debloque.
mobile ;; fr ;; vinted ;; phones ;; 10 ;; Coque et chargeur rapide 25W ;; Chargeur rapide 25 W et coque transparente pour Galaxy S22. Neufs.
computing ;; fr ;; generic ;; computers ;; 320 ;; Portable Dell Latitude 5490 ;; Dell Latitude 5490, i5-8350U, 16 Go RAM, SSD 512 Go, ecran 14 pouces Full HD. Windows 11 active. Numero de service 7XK2P33.
computing ;; fr ;; generic ;; computers ;; 75 ;; Ecran 24 pouces Full HD ;; Ecran 24 pouces 75 Hz, HDMI et VGA. Aucun pixel mort. Lyon 3e.
computing ;; fr ;; generic ;; computers ;; 30 ;; Clavier gamer TKL switches rouges en AZERTY ;; Clavier mecanique TKL, switches rouges, retroeclairage RGB, disposition AZERTY. Touches en bon etat.
computing ;; fr ;; ebay ;; computers ;; 40 ;; Box Wi-Fi 6 TP-Link ;; Routeur TP-Link Archer AX55 Wi-Fi 6. Reinitialise. Sans carton.
photo ;; fr ;; generic ;; cameras ;; 300 ;; Canon EOS 250D avec objectif 18-55 ;; Canon EOS 250D et 18-55 IS STM, environ 5 000 declenchements. Batterie, chargeur, carte 32 Go et sac.
photo ;; fr ;; generic ;; cameras ;; 25 ;; Trepied aluminium 160 cm ;; Trepied pour appareil photo jusqu'a 160 cm, rotule 3 axes, housse.
photo ;; fr ;; vinted ;; cameras ;; 50 ;; Instax Mini 12 bleu ;; Appareil instantane Instax Mini 12 bleu, piles a l'interieur, 10 photos offertes.
appliances ;; fr ;; generic ;; appliances ;; 160 ;; Lave-linge 8 kg A+++ ;; Lave-linge hublot 8 kg, 1400 tours, classe A+++. 5 ans, jamais en panne. A venir chercher a Saint-Etienne.
appliances ;; fr ;; generic ;; appliances ;; 40 ;; Aspirateur sans sac Dyson DC33 ;; Dyson DC33 avec accessoires, filtre lave. Aspire tres bien.
appliances ;; fr ;; generic ;; appliances ;; 30 ;; Deshumidificateur 10 L ;; Deshumidificateur 10 L par jour, reservoir 1,5 L. Un peu bruyant, c'est normal.
appliances ;; fr ;; ebay ;; appliances ;; 70 ;; Refrigerateur top 85 cm ;; Frigo table top avec compartiment congelation, 120 L. Ideal studio ou bureau. Marseille.
grooming ;; fr ;; generic ;; beauty ;; 55 ;; J'adore 100 ml flacon plein neuf sous cellophane ;; Eau de parfum 100 ml, flacon plein, cellophane intact. Recu deux fois. Envoi suivi.
grooming ;; fr ;; vinted ;; beauty ;; 12 ;; Palette de fards neuve scellee ;; Palette de 12 fards a paupieres, jamais ouverte, toujours scellee. Date limite 2028.
grooming ;; fr ;; generic ;; beauty ;; 25 ;; Seche-cheveux 2200 W ;; Seche-cheveux 2200 W, diffuseur et embout concentrateur fournis. Aucune odeur de brule.
grooming ;; fr ;; generic ;; beauty ;; 18 ;; Tondeuse cheveux et barbe ;; Tondeuse sans fil avec 6 sabots de 3 a 25 mm. Lames propres et huilees. Batterie integree.
grooming ;; fr ;; vinted ;; beauty ;; 10 ;; Creme hydratante Avene scellee ;; Creme Tolerance 40 ml, scellee, date 11/2027. Achetee en double.
care ;; fr ;; generic ;; health ;; 20 ;; Tensiometre de bras Omron ;; Tensiometre Omron avec brassard 22-42 cm, piles a l'interieur. Memoires effacees.
care ;; fr ;; generic ;; health ;; 45 ;; Deambulateur pliant a roulettes ;; Deambulateur alu pliant avec roues avant et frein. Hauteur reglable. Tres peu servi.
care ;; fr ;; generic ;; health ;; 8 ;; Pilulier 7 jours 4 prises neuf ;; Pilulier 7 jours x 4 prises, neuf et vide. Envoi en lettre suivie.
care ;; fr ;; ebay ;; health ;; 12 ;; Trousse de secours murale vide ;; Coffret de premiers secours mural en plastique rouge avec compartiments, vendu vide. Pour atelier ou club.
petcare ;; fr ;; generic ;; pets ;; 30 ;; Caisse de transport chien ;; Caisse de transport pour chien jusqu'a 15 kg, 68 x 48 x 51 cm. Conforme pour l'avion.
petcare ;; fr ;; generic ;; pets ;; 25 ;; Grand arbre a chats 3 niveaux avec niche ;; Arbre a chat avec 3 plateformes et niche, 120 cm. Sisal use par endroits.
petcare ;; fr ;; vinted ;; pets ;; 6 ;; Collier et laisse petit chien ;; Collier reglable 25-35 cm et laisse 1,2 m. Peu utilises.
petcare ;; fr ;; generic ;; pets ;; 40 ;; Aquarium 60 L equipe ;; Bac de 60 L equipe : filtre, chauffage, rampe LED. Sans poissons.
petcare ;; fr ;; generic ;; pets ;; 18 ;; Toile imprimee cheval au galop ;; Tableau sur toile avec photo d'un cheval au galop, 60 x 40 cm. Deco salon ou chambre.
collecting ;; fr ;; generic ;; collectibles ;; 15 ;; Bouteilles de cognac anciennes vides ;; Trois bouteilles vides de cognac des annees 70 avec etiquettes d'origine. Deco ou collection, sans contenu.
collecting ;; fr ;; ebay ;; collectibles ;; 25 ;; Briquet Zippo de collection vide ;; Zippo 1997 grave d'un phare. Vendu vide, sans essence ni pierre, objet de collection. Boite d'origine.
collecting ;; fr ;; generic ;; collectibles ;; 12 ;; Cendrier en faience de Quimper ;; Cendrier en faience de Quimper decor breton. Jamais utilise, objet de deco.
collecting ;; fr ;; generic ;; collectibles ;; 35 ;; Pieces de 2 euros commemoratives lot 10 ;; Dix pieces de 2 euros commemoratives de plusieurs pays (2013 a 2023), sous capsules.
collecting ;; fr ;; generic ;; collectibles ;; 15 ;; Canettes de collection vides x8 ;; Huit canettes editions limitees, vides (percees dessous). Coupe du monde 1998 et Noel.
collecting ;; fr ;; ebay ;; collectibles ;; 30 ;; Miniature 1:43 Citroen DS ;; Miniature metal 1:43 d'une Citroen DS 19 de 1962, Norev. En vitrine plexi.
dressing-up ;; fr ;; generic ;; party ;; 12 ;; Deguisement policier enfant 5-6 ans ;; Deguisement de policier avec casquette, badge en plastique et menottes jouet. 5-6 ans. Porte une fois.
dressing-up ;; fr ;; generic ;; party ;; 15 ;; Deguisement pirate taille L complet pour carnaval ;; Costume de pirate taille L avec chapeau, bandeau et sabre en plastique. Pour Halloween ou carnaval.
dressing-up ;; fr ;; generic ;; party ;; 25 ;; Uniforme militaire ancien pour deguisement ;; Veste et pantalon d'un ancien uniforme, sans insignes, taille M. Ideal theatre ou soiree a theme.
dressing-up ;; fr ;; vinted ;; party ;; 8 ;; Masque tete de mort mexicaine ;; Masque tete de mort facon Dia de los Muertos avec couronne de fleurs. Halloween 2025.
dressing-up ;; fr ;; generic ;; party ;; 20 ;; Machine a fumee 400 W ;; Machine a fumee 400 W avec telecommande, pour fetes. Liquide non fourni.
adornment ;; fr ;; generic ;; jewellery ;; 60 ;; G-Shock GA2100 noire pile neuve ;; G-Shock GA-2100 noire, pile changee en 2026. Tout fonctionne : alarme, chrono, eclairage.
adornment ;; fr ;; vinted ;; jewellery ;; 15 ;; Creoles argent massif poinconnees 2 cm ;; Creoles en argent 925 poinconne, 2 cm de diametre.
adornment ;; fr ;; generic ;; jewellery ;; 35 ;; Montre Swatch 2018 ;; Swatch Originals avec numero de serie au dos. Pile a changer. Boite et papiers.
desk ;; fr ;; generic ;; office ;; 45 ;; Chaise de bureau ergonomique ;; Chaise dossier en maille, soutien lombaire, accoudoirs reglables. Roulettes neuves. Paris 11e.
desk ;; fr ;; generic ;; office ;; 30 ;; Imprimante multifonction HP ;; HP DeskJet 2720, impression et scan. Cartouches 305 a moitie. Se connecte au Wi-Fi via l'application du fabricant.
desk ;; fr ;; generic ;; office ;; 10 ;; Broyeur papier 6 feuilles coupe en bandes ;; Destructeur de papier 6 feuilles, coupe en bandes, corbeille 12 L. Fonctionne.
desk ;; fr ;; generic ;; office ;; 6 ;; Casio graphique mode examen pour le lycee ;; Casio Graph 35+E II graphique avec le mode examen. Piles fournies.
handmade ;; fr ;; generic ;; crafts ;; 60 ;; Machine a coudre Singer ;; Machine a coudre Singer 2250 avec pedale et canettes. Peu servie. Demonstration possible.
handmade ;; fr ;; vinted ;; crafts ;; 12 ;; Lot pelotes de laine ;; Vingt pelotes de laine acrylique, 50 g chacune, couleurs variees. Aiguilles offertes.
handmade ;; fr ;; generic ;; crafts ;; 10 ;; Ciseaux de couture 25 cm ;; Ciseaux de tailleur 25 cm bien affutes, avec etui. Utilises uniquement pour le tissu.
handmade ;; fr ;; generic ;; crafts ;; 15 ;; Pistolet a colle chaude et 40 batons ;; Pistolet a colle 20 W et 40 batons. Pour loisirs creatifs et deco.
wardrobe ;; fr ;; generic ;; clothing ;; 50 ;; Gros lot vetements homme M/L ;; Je vends tout ensemble : 8 chemises, 5 pulls en laine, 3 chinos 32/32, 2 manteaux d'hiver et un blazer. Certaines pieces jamais portees avec etiquette. J'ai paye la plupart par carte en magasin en 2023, j'ai encore quelques factures. Pas de vente separee. A recuperer a Nantes, quartier Chantenay, en semaine apres 18 h ou le samedi matin. Pour des mesures, demandez par la messagerie du site et je mesure.
cycling ;; fr ;; generic ;; bikes ;; 280 ;; Velo electrique pliant ;; Velo electrique pliant roues 20 pouces, batterie 36 V 10 Ah dans le cadre (amovible avec cle), autonomie 40 km. Numero de cadre grave : EB2023-1174. Chargeur fourni.
mobile ;; fr ;; generic ;; phones ;; 25 ;; Montre connectee Xiaomi ;; Smart Band 8 avec bracelet supplementaire. Affiche les notifications SMS, WhatsApp et appels. Chargeur fourni.
screen ;; fr ;; generic ;; films ;; 6 ;; DVD Scarface edition collector ;; Scarface (1983), double DVD avec bonus. Original, boitier impeccable.
handmade ;; fr ;; generic ;; crafts ;; 40 ;; Grand lot couture et mercerie ;; Je range l'atelier de ma mere et je vends la mercerie en un seul lot : environ 35 bobines de fil (Gutermann surtout), 6 coupons de coton de 1 m x 1,40 m, fermetures eclair de 20 et 60 cm, boutons en vrac dans 3 boites a biscuits, metre ruban, craie tailleur, aiguilles de machine neuves (paquet avec code EAN 3760118203478 toujours ferme), patrons Burda des annees 90 en taille 38 a 44 et un mannequin de couture reglable. Tout est propre, rien n'a pris l'humidite. Le tout pese pres de 12 kg, donc plutot remise en main propre a Clermont-Ferrand (63000), paiement sur place. Je peux envoyer des photos de detail par la messagerie du site.
wardrobe ;; en ;; vinted ;; clothing ;; 10 ;; Next chunky knit jumper size 12 ;; Cream cable knit jumper, size 12, worn a handful of times. Pit to pit 52cm. Posting via Vinted.
wardrobe ;; en ;; ebay ;; clothing ;; 35 ;; Barbour waxed jacket mens M ;; Olive waxed jacket, size M, rewaxed last autumn. Corduroy collar a bit worn. Posted Royal Mail tracked 48.
wardrobe ;; en ;; ebay ;; clothing ;; 25 ;; England home shirt 2024 size L ;; Official England home shirt, size L, bought from the official store, tags still on. Smoke and pet free home.
wardrobe ;; en ;; vinted ;; clothing ;; 7 ;; Skull print band tee black ;; Black cotton tee with skull print on the back, size S but oversized fit. Washed once.
footwear ;; en ;; ebay ;; shoes ;; 45 ;; Nike Air Force 1 UK 9 white ;; Nike Air Force 1 '07 white, UK 9 / EU 44, style code CW2288-111. Worn maybe 10 times, with box. Posted tracked.
footwear ;; en ;; ebay ;; shoes ;; 20 ;; Steel toe cap boots size 10 ;; S3 work boots, steel toe and steel midsole, UK 10. Worn for a fortnight, changed jobs.
footwear ;; en ;; vinted ;; shoes ;; 18 ;; Kids wellies size 11 dinosaurs ;; Green wellies with dinosaurs, infant size 11. One winter's wear, no holes.
footwear ;; en ;; ebay ;; shoes ;; 50 ;; Merrell walking boots UK 8 ;; Merrell Moab Gore-Tex, UK 8. Plenty of grip left on the soles. Selling as too narrow for me.
household ;; en ;; generic ;; home ;; 30 ;; Round mirror 70cm brass frame ;; Round mirror with thin brass effect frame, 70cm diameter, about 8kg. Hanging wire on the back. Collection only from Bristol BS7, too fragile to post.
household ;; en ;; ebay ;; home ;; 20 ;; Wall mounted medicine cabinet lockable empty ;; White metal medicine cabinet with green cross and lock, 2 keys, 35 x 30 x 12 cm. Empty obviously. Handy with little ones about.
household ;; en ;; generic ;; home ;; 15 ;; Ceramic planter shaped like a face ;; White ceramic planter in the shape of a lady's face, 18cm tall. Great for succulents or makeup brushes. No chips.
household ;; en ;; generic ;; home ;; 12 ;; Cat shaped wall clock swinging tail ;; Black plastic cat clock with moving eyes and tail. Takes one AA battery (not included).
household ;; en ;; generic ;; home ;; 8 ;; Sealed cleaning products bundle ;; Bleach 2L, white vinegar 1L, limescale remover and a box of 60 dishwasher tablets, all unopened. Moved house. Collection only, Norwich.
cookware ;; en ;; ebay ;; kitchen ;; 35 ;; Wooden knife block with 5 knives and steel ;; Wooden block with chef's knife 20cm, bread, carving, utility, paring and sharpening steel. Sharp. Collection in person only, Sheffield.
cookware ;; en ;; ebay ;; kitchen ;; 60 ;; Ninja air fryer dual zone AF300UK ;; Ninja Foodi dual zone 7.6L, model AF300UK. Baskets have light marks. Works perfectly, selling as upgraded.
cookware ;; en ;; vinted ;; kitchen ;; 9 ;; Empty glass spice jars x12 ;; Twelve empty glass jars with bamboo lids, 100ml, washed. Ideal for spices or loose tea.
cookware ;; en ;; generic ;; kitchen ;; 30 ;; Cast iron casserole dish 24cm ;; Red enamelled cast iron casserole, 24cm, weighs 4.5kg. Enamel inside in good nick.
cookware ;; en ;; ebay ;; kitchen ;; 25 ;; Breville bean to cup style espresso machine ;; Breville espresso machine with milk frother. Descaled last month. Comes with two baskets and tamper.
cookware ;; en ;; generic ;; kitchen ;; 5 ;; Bicarbonate of soda 1kg unopened ;; 1kg bag of food grade bicarbonate of soda, sealed, best before 03/2027. Bought too many. Good for baking and cleaning.
furnishing ;; en ;; ebay ;; furniture ;; 60 ;; Pine chest of four drawers 90cm wide ;; Pine chest of 4 drawers, 90 x 45 x 85cm. Runners all smooth. Some marks on top. Needs collecting by the 15th, Reading RG1.
furnishing ;; en ;; generic ;; furniture ;; 150 ;; Corner sofa grey fabric ;; Light grey corner sofa, 250cm, chaise on the right. Removable washable covers. No pets, no smokers. Comes apart for transport. Milton Keynes.
furnishing ;; en ;; generic ;; furniture ;; 25 ;; IKEA Micke desk white ;; Micke desk, 105 x 50cm, drawer and cable outlet. Already flat packed with screws in a bag. Collection Manchester M20.
furnishing ;; en ;; vinted ;; furniture ;; 15 ;; Wooden bar stool ;; Beech bar stool, seat height 75cm. Have two, 15 each.
furnishing ;; en ;; generic ;; furniture ;; 80 ;; Oak effect two door wardrobe, mirrored, must go ;; Two door wardrobe with full length mirror, 100 x 55 x 190cm, oak effect. Emigrating so must go. Cash on collection from Cardiff.
gardening ;; en ;; generic ;; garden ;; 10 ;; Bay tree in pot 1m ;; Standard bay tree in 20L pot, roughly 1m tall. Have a pair. Collection from Guildford.
gardening ;; en ;; ebay ;; garden ;; 12 ;; Lawn feed and weed 5kg sealed ;; 5kg bag of lawn feed granules, unopened, left over from spring. Collection or can post at cost.
gardening ;; en ;; ebay ;; garden ;; 90 ;; Petrol lawn mower 46cm self propelled ;; Self propelled petrol mower, 139cc engine, 46cm cut, 55L box. Starts first pull. Serviced March 2026. Collection only, Swindon.
gardening ;; en ;; generic ;; garden ;; 3 ;; Heritage tomato seeds ;; Packet of about 50 beefsteak tomato seeds saved from my greenhouse in 2025. Posted in an envelope.
gardening ;; en ;; ebay ;; garden ;; 20 ;; Garden pressure sprayer 5 litre ;; 5L pump sprayer with lance, only ever used with soapy water on the roses. Holds pressure.
gardening ;; en ;; generic ;; garden ;; 35 ;; Rattan effect bistro set ;; Small table and two chairs in rattan effect resin. A bit faded by the sun but solid. Collection Exeter.
workshop ;; en ;; ebay ;; tools ;; 20 ;; Digital multimeter with battery tester ;; Multimeter with built in tester for 1.5V, 9V and 12V batteries. New test leads. In the original case.
workshop ;; en ;; ebay ;; tools ;; 65 ;; DeWalt DCD778 drill kit, two batteries, case and charger ;; DeWalt DCD778 combi drill, two 2Ah batteries in the case and the charger. Works perfectly. Any questions send me a message on here.
workshop ;; en ;; generic ;; tools ;; 8 ;; Stanley knife and spare blades ;; Stanley retractable utility knife with a pack of 10 spare blades. For carpet, cardboard and general DIY.
workshop ;; en ;; ebay ;; tools ;; 50 ;; Circular saw 1200W ;; Circular saw 1200W, new 185mm 24T blade, parallel guide. Invoice from 2023 (INV-2023-1187) included.
workshop ;; en ;; generic ;; tools ;; 12 ;; Socket tester and voltage pen ;; Plug-in socket tester with wiring lights plus a non-contact voltage tester pen. Batteries in both, working.
motoring ;; en ;; ebay ;; car-parts ;; 110 ;; 4 x tyres 205/55 R16 91V ;; Four Continental tyres 205/55 R16 91V with roughly 5mm tread. DOT 2323. Off a Focus. Fitting not included. Collection Birmingham B30.
motoring ;; en ;; ebay ;; car-parts ;; 40 ;; Ford Fiesta MK7 headlight passenger side ;; Near side headlight from a 2014 Fiesta, part number C1BB-13W030-AE. No broken tabs. Posted by courier.
motoring ;; en ;; generic ;; car-parts ;; 25 ;; Universal roof bars ;; Aluminium roof bars 120cm with keys. Used on a Corsa 5 door. Collection Wigan.
motoring ;; en ;; ebay ;; car-parts ;; 130 ;; Isofix car seat brand new sealed box ;; i-Size isofix car seat 40-105cm, brand new in the sealed box. Duplicate baby shower gift. Receipt available.
motoring ;; en ;; generic ;; vehicles ;; 3200 ;; Vauxhall Corsa 1.2 2013 ;; Corsa 1.2 SXi 2013, 98,000 miles, MOT until September 2026. Cambelt done at 90k. Two owners. Viewing in Stockport.
cycling ;; en ;; ebay ;; bikes ;; 190 ;; Mountain bike 29er medium frame ;; 29er hardtail, aluminium medium frame (5'7" to 5'11"), hydraulic discs, 1x12. Frame number WTU456K7890. Serviced in September.
cycling ;; en ;; ebay ;; bikes ;; 22 ;; Cycle helmet never worn size M ;; Road helmet size M (54-58cm), never worn, still has the stickers and tags. Bought the wrong size.
cycling ;; en ;; generic ;; bikes ;; 12 ;; Bike floor pump up to 160psi ;; Floor pump with gauge up to 160psi, presta and schrader head. Used, works fine.
cycling ;; en ;; generic ;; bikes ;; 35 ;; Rear child bike seat ;; Rear child seat up to 22kg, 3 point harness, frame mounted. Some sun fading.
fitness ;; en ;; ebay ;; sports ;; 70 ;; Folding treadmill ;; Folding electric treadmill, max 12km/h, belt 120 x 42cm. Barely used (as ever). Collection Luton, 3rd floor no lift, will help carry.
fitness ;; en ;; generic ;; sports ;; 25 ;; Pair of spinlock dumbbells, 10kg each side ;; Spinlock dumbbells with cast iron plates, 10kg each. Collars included.
fitness ;; en ;; vinted ;; sports ;; 12 ;; Boxing gloves 12oz ;; Red boxing gloves, 12oz, one month of classes. Cleaned.
fitness ;; en ;; ebay ;; sports ;; 30 ;; Tennis racket Wilson with cover ;; Wilson Clash 100, grip L3, with cover. A few scuffs on the frame from play.
fitness ;; en ;; generic ;; sports ;; 15 ;; Size 5 football with pump ;; Match football size 5, used a few times, holds air. Hand pump included.
camping ;; en ;; ebay ;; outdoor ;; 45 ;; 4 man dome tent ;; Four person tent, 240 x 210cm, hydrostatic head 3000mm. Pitched twice. All pegs and bag present.
camping ;; en ;; generic ;; outdoor ;; 8 ;; Camping stove and kitchen lighter ;; Folding camping stove for gas canisters (no canister included) and a refillable kitchen lighter, empty. Clean.
camping ;; en ;; ebay ;; outdoor ;; 20 ;; Victorinox Swiss army knife Spartan ;; Red Victorinox Spartan, 12 functions, 6.5cm blade. Used for camping. No wobble. Over 18s only, as the site requires.
camping ;; en ;; generic ;; outdoor ;; 30 ;; Hiking rucksack 45L ;; 45 litre trekking pack with rain cover, adjustable back. Did the West Highland Way in 2024.
angling ;; en ;; ebay ;; outdoor ;; 45 ;; Beachcaster 13ft with reel ;; 13ft carbon beachcaster with a Shimano 5000 reel loaded with 15lb line. Beach fishing. Collection Whitby.
angling ;; en ;; generic ;; outdoor ;; 15 ;; Tackle box full of lures and hooks ;; Two tier tackle box full: lures, weights, swivels and assorted hooks. All my pike gear.
angling ;; en ;; ebay ;; outdoor ;; 35 ;; Shooting jacket camo XL ;; Waterproof camouflage field jacket, XL, big pockets. Equally good for birdwatching. No rips.
angling ;; en ;; ebay ;; outdoor ;; 65 ;; Binoculars 10x42 waterproof ;; 10x42 binoculars with case and strap. Clear optics, no fungus. Good for birding or stalking.
playthings ;; en ;; generic ;; toys ;; 12 ;; Big orange and green water blaster, 1.5L ;; Big plastic water gun, orange and green, 1.5L tank. Used one summer in the paddling pool. Age 6+.
playthings ;; en ;; ebay ;; toys ;; 25 ;; LEGO City police station 60316 ;; LEGO City 60316 police station, complete with minifigures, police car and the robbers' truck. Instructions, no box.
playthings ;; en ;; vinted ;; toys ;; 10 ;; Giant tiger soft toy 60cm ;; 60cm plush tiger, very cuddly. Machine washed.
playthings ;; en ;; generic ;; toys ;; 25 ;; Nerf blaster with 40 darts ;; Nerf Elite 2.0 blaster with 40 foam darts. Spring powered toy, no batteries. Collection Derby.
playthings ;; en ;; generic ;; toys ;; 20 ;; Wooden play kitchen ;; Wooden toy kitchen with oven, sink and accessories (pans, wooden knives and forks). 85cm tall.
nursery ;; en ;; ebay ;; baby ;; 95 ;; 3 in 1 travel system pram ;; Travel system with carrycot, pushchair seat and car seat. One hand fold. New carrycot mattress. Collection Sutton.
nursery ;; en ;; generic ;; baby ;; 10 ;; Bath thermometer and baby brush set ;; Duck shaped bath thermometer and a brush and comb set. New in packaging.
nursery ;; en ;; ebay ;; baby ;; 40 ;; Camera baby monitor, 3.5in screen ;; Baby monitor with camera and 3.5 inch screen, night vision. Screen battery lasts a night.
nursery ;; en ;; generic ;; baby ;; 55 ;; Cot bed 140x70 with mattress ;; White cot bed, 3 base heights, converts to toddler bed. Some teeth marks on the rails. Collection Preston.
nursery ;; en ;; vinted ;; baby ;; 15 ;; Ergonomic baby carrier ;; Baby carrier 3.5 to 15kg. Washed. With instructions.
gaming ;; en ;; ebay ;; games ;; 15 ;; GTA 5 PS4 disc with map ;; Grand Theft Auto V for PS4, disc unscratched, with map. Rated 18.
gaming ;; en ;; ebay ;; games ;; 170 ;; PS4 Slim 1TB with 2 controllers ;; PS4 Slim 1TB, model CUH-2216B. Two pads (one has slight drift). All cables. Factory reset before sale.
gaming ;; en ;; ebay ;; games ;; 12 ;; COD WWII for Xbox One ;; Call of Duty WWII on Xbox One. Case and disc in good condition.
gaming ;; en ;; generic ;; games ;; 160 ;; Nintendo Switch OLED white ;; Switch OLED with dock, joy-cons and case. Serial XTW70087654321. No accounts on it. Receipt from Argos 2023.
gaming ;; en ;; generic ;; games ;; 20 ;; Steering wheel and pedals PC ;; USB wheel and pedals for PC/PS3. Brake pedal a bit stiff.
reading ;; en ;; ebay ;; books ;; 6 ;; In Cold Blood Truman Capote paperback ;; In Cold Blood, Truman Capote, Penguin Modern Classics. ISBN 9780141182575. Spine creased, otherwise clean.
reading ;; en ;; ebay ;; books ;; 10 ;; History of the Second World War hardback ;; Illustrated history of WW2, 420 pages, hardback with dust jacket. Pages yellowed at the edges.
reading ;; en ;; vinted ;; books ;; 4 ;; Agatha Christie Murder on the Orient Express ;; Paperback, good condition, read once.
reading ;; en ;; generic ;; books ;; 20 ;; CGP revision books maths English science ;; CGP revision guides for maths, English and science, 2025 spec. Some pencil notes.
reading ;; en ;; ebay ;; books ;; 12 ;; Asterix comics x5 ;; Five Asterix books in English, softback. Asterix the Gladiator, Asterix and Cleopatra etc.
screen ;; en ;; ebay ;; films ;; 15 ;; Narcos seasons 1-3 DVD ;; Narcos series 1 to 3 on DVD. Discs unscratched.
screen ;; en ;; generic ;; films ;; 10 ;; War films DVD bundle x8 ;; Eight war DVDs: Saving Private Ryan, Dunkirk, 1917, Pearl Harbor and more. All originals.
screen ;; en ;; ebay ;; films ;; 15 ;; Breaking Bad complete series Blu-ray ;; Breaking Bad complete on Blu-ray, all five seasons. Box has a dented corner.
music ;; en ;; ebay ;; instruments ;; 80 ;; Yamaha C40 classical guitar ;; C40 nylon string guitar, comes with padded bag and a tuner. Restrung in November. Perfect for a beginner.
music ;; en ;; generic ;; instruments ;; 120 ;; Casio 61 key keyboard with stand ;; Casio CT-S300, 61 touch sensitive keys, X stand and power supply. Can try it in Nottingham.
music ;; en ;; vinted ;; instruments ;; 12 ;; Clip tuner and metronome ;; Chromatic clip tuner and digital metronome. Fresh batteries inside.
sound ;; en ;; ebay ;; audio ;; 40 ;; JBL Flip 5 bluetooth speaker ;; Blue JBL Flip 5, battery still good. USB-C lead included. Pay through eBay and I'll post next day.
sound ;; en ;; generic ;; audio ;; 60 ;; Record player with speakers ;; Belt drive turntable with built in preamp and two passive 20W speakers. New stylus in 2025.
sound ;; en ;; vinted ;; audio ;; 35 ;; Sony WH-CH720N headphones ;; Wireless noise cancelling headphones with cable and box. Ear pads fine.
mobile ;; en ;; ebay ;; phones ;; 210 ;; iPhone 12 128GB blue unlocked ;; iPhone 12 128GB, battery health 84 %. Unlocked to all networks, WhatsApp compatible, runs every app fine. IMEI available on request through eBay messages. Case and screen protector.
mobile ;; en ;; ebay ;; phones ;; 85 ;; Galaxy A52 6/128 unlocked with charger ;; Galaxy A52 6GB/128GB. Screen perfect, small mark on the back. Original charger. Unlocked.
mobile ;; en ;; generic ;; phones ;; 25 ;; Easy to use phone for my nan, large keys, SOS button ;; Mobile with large keys, an SOS key on the back and a desk charger. The emergency contact is set up by the user. Battery inside, charger included.
mobile ;; en ;; vinted ;; phones ;; 10 ;; 25W fast charger and case ;; Samsung 25W fast charger and clear case for Galaxy S21. Both new.
computing ;; en ;; ebay ;; computers ;; 280 ;; Lenovo ThinkPad T480 i5 16GB ;; ThinkPad T480, i5-8350U, 16GB RAM, 512GB SSD, 14" FHD. Windows 11 activated. Both batteries at 80 %. Serial PF1XYZ98.
computing ;; en ;; generic ;; computers ;; 60 ;; 24 inch Full HD monitor ;; LG 24 inch, 75Hz, HDMI and VGA. No dead pixels. Collection from Brighton.
computing ;; en ;; ebay ;; computers ;; 25 ;; Mechanical keyboard red switches UK layout ;; TKL mechanical keyboard with red switches and RGB. UK layout. F12 key slightly sticky.
computing ;; en ;; generic ;; computers ;; 35 ;; TP-Link Wi-Fi 6 router ;; TP-Link Archer AX55. No box. Factory reset.
photo ;; en ;; ebay ;; cameras ;; 260 ;; Canon EOS 2000D with 18-55 lens ;; Canon EOS 2000D with 18-55 IS II, around 6,000 shutter count. Battery, charger, 32GB card and bag. Serial 143052098765.
photo ;; en ;; generic ;; cameras ;; 25 ;; Aluminium tripod 160cm ;; Tripod up to 160cm, 3 way head and carry bag. One leg slightly stiff.
photo ;; en ;; vinted ;; cameras ;; 40 ;; Instax Mini 11 pink ;; Instant camera with batteries inside and 10 shots. Used at a party.
appliances ;; en ;; ebay ;; appliances ;; 140 ;; Samsung 8kg washer 1400 spin, never faulted ;; Samsung 8kg washer, 1400 spin. 5 years old, never had a fault. Collection Romford, will help load.
appliances ;; en ;; generic ;; appliances ;; 40 ;; Shark stick hoover, cordless, filters washed ;; Shark cordless stick vacuum, battery holds 30 minutes. Filters washed.
appliances ;; en ;; ebay ;; appliances ;; 25 ;; Dehumidifier 10L ;; 10 litre a day dehumidifier, 1.5L tank. Great for damp winters. A bit noisy, normal.
appliances ;; en ;; generic ;; appliances ;; 55 ;; Under counter fridge with ice box ;; Under counter fridge, 85cm high, 120L with ice box. Student room or office. Collection Oxford.
grooming ;; en ;; ebay ;; beauty ;; 50 ;; Chanel Coco Mademoiselle 100ml sealed ;; Full 100ml bottle, eau de parfum, still sealed in the cellophane. Got two for my birthday. Posted tracked and signed.
grooming ;; en ;; vinted ;; beauty ;; 12 ;; Eyeshadow palette new sealed ;; 12 pan eyeshadow palette, never opened, still sealed. Expiry 2028.
grooming ;; en ;; generic ;; beauty ;; 20 ;; Babyliss hair dryer 2200W ;; 2200W dryer with diffuser and nozzle. Works, no burning smell.
grooming ;; en ;; ebay ;; beauty ;; 15 ;; Philips hair clippers ;; Clippers with 6 guards (3 to 25mm). Blades clean and oiled. Battery built in, charges fine.
grooming ;; en ;; vinted ;; beauty ;; 9 ;; CeraVe moisturiser sealed ;; CeraVe moisturising cream 340g, sealed, expiry 10/2027. Bought two by mistake.
care ;; en ;; ebay ;; health ;; 20 ;; Upper arm BP monitor Omron, cuff 22-42cm ;; Upper arm monitor with 22-42cm cuff and batteries inside. Memory cleared. All working.
care ;; en ;; generic ;; health ;; 35 ;; Folding walking frame with wheels ;; Folding aluminium walker with front wheels and brake. Height adjustable. Belonged to my grandad, hardly used.
care ;; en ;; generic ;; health ;; 10 ;; Green wall first aid cabinet, no contents ;; Green wall mounted first aid box with compartments, empty. For a workshop, club or school.
care ;; en ;; vinted ;; health ;; 6 ;; Seven day pill box, four slots a day, new ;; 7 day x 4 times a day pill organiser, new and empty. Posted in a large letter.
petcare ;; en ;; ebay ;; pets ;; 30 ;; Dog crate carrier medium ;; Plastic pet carrier for dogs up to 15kg, 68 x 48 x 51cm. Airline approved.
petcare ;; en ;; generic ;; pets ;; 20 ;; Three level cat tree with cubby ;; Cat tree with three platforms and a cubby, 120cm. Sisal well loved (obviously).
petcare ;; en ;; vinted ;; pets ;; 6 ;; Small dog collar and lead ;; Red adjustable collar 25-35cm and 1.2m lead. Barely used.
petcare ;; en ;; ebay ;; pets ;; 45 ;; 60 litre aquarium with filter ;; 60L tank with internal filter, heater and LED light. No fish. Collection Plymouth.
petcare ;; en ;; generic ;; pets ;; 15 ;; Galloping horse canvas print ;; Canvas print of a galloping horse, 60 x 40cm. Living room or bedroom decor.
collecting ;; en ;; ebay ;; collectibles ;; 12 ;; Vintage empty whisky bottles x3 ;; Three empty whisky bottles from the 1970s with original labels. Decor or collection, no contents.
collecting ;; en ;; ebay ;; collectibles ;; 25 ;; Zippo lighter collectible empty ;; 1998 Zippo engraved with a lighthouse. Sold empty, no fluid or flint, as a collector's piece. Original box.
collecting ;; en ;; generic ;; collectibles ;; 15 ;; Portmeirion ceramic ashtray leaf shaped ;; Leaf shaped ceramic ashtray, never used, decorative piece only.
collecting ;; en ;; ebay ;; collectibles ;; 40 ;; Commemorative 50p coins x12 ;; Twelve circulated commemorative 50p coins (2009 to 2022). In capsules.
collecting ;; en ;; generic ;; collectibles ;; 18 ;; Empty limited edition Coke cans x6 ;; Six empty special edition cans (pierced underneath). World Cup 2006 and Christmas.
collecting ;; en ;; ebay ;; collectibles ;; 30 ;; 1:43 diecast Porsche 911 ;; 1:43 diecast of a 1973 Porsche 911 by Minichamps. In the acrylic case.
dressing-up ;; en ;; generic ;; party ;; 12 ;; Kids police costume age 5-6 ;; Police fancy dress, age 5-6, with hat, plastic badge and toy handcuffs. Worn once.
dressing-up ;; en ;; generic ;; party ;; 15 ;; Adult pirate costume with plastic cutlass ;; Pirate costume size L with hat, eye patch and plastic cutlass. Halloween or fancy dress parties.
dressing-up ;; en ;; ebay ;; party ;; 25 ;; Vintage army uniform for fancy dress ;; Old army jacket and trousers, no insignia, size M. Good for a stage play or themed party.
dressing-up ;; en ;; vinted ;; party ;; 8 ;; Sugar skull mask and flower crown ;; Day of the Dead sugar skull mask with flower crown. Halloween 2025, good condition.
dressing-up ;; en ;; generic ;; party ;; 20 ;; Smoke machine 400W ;; 400W smoke machine with remote, for house parties. Fluid not included.
adornment ;; en ;; ebay ;; jewellery ;; 55 ;; Casio G-Shock GA-100 ;; Black G-Shock GA-100, replaced strap, new battery in 2026. Alarm, stopwatch and light all work.
adornment ;; en ;; vinted ;; jewellery ;; 15 ;; Sterling silver hoop earrings ;; 925 sterling silver hoops, hallmarked, 2cm diameter.
adornment ;; en ;; ebay ;; jewellery ;; 30 ;; Swatch watch 2019 ;; Swatch Originals, serial number on the back. Needs a new battery. Box and papers.
desk ;; en ;; generic ;; office ;; 40 ;; Ergonomic office chair ;; Mesh back chair with lumbar support and adjustable arms. New castors. Collection London SE15.
desk ;; en ;; ebay ;; office ;; 25 ;; HP all in one printer ;; HP DeskJet 2720, prints and scans. 305 cartridges half full. Connects to your phone's Wi-Fi through the HP app.
desk ;; en ;; generic ;; office ;; 10 ;; Paper shredder ;; Strip cut shredder, 6 sheets, 12L bin. Works.
desk ;; en ;; generic ;; office ;; 5 ;; Casio fx-83GT scientific calculator ;; Casio fx-83GTX, exam approved. Battery and cover included.
handmade ;; en ;; ebay ;; crafts ;; 60 ;; Singer Tradition 2250 with pedal and bobbins ;; Singer Tradition 2250 with foot pedal and bobbins. Light use. Can demonstrate.
handmade ;; en ;; vinted ;; crafts ;; 12 ;; Yarn bundle 20 balls ;; Twenty 50g balls of acrylic yarn in assorted colours. Knitting needles thrown in.
handmade ;; en ;; generic ;; crafts ;; 10 ;; Dressmaking scissors 25cm ;; 25cm tailor's shears, very sharp, with a sleeve. Only ever used on fabric.
handmade ;; en ;; generic ;; crafts ;; 12 ;; Hot glue gun 20W plus forty sticks ;; 20W hot glue gun and 40 glue sticks. For crafts and decorations.
wardrobe ;; en ;; ebay ;; clothing ;; 45 ;; Huge mens clothes bundle M/L ;; Selling the lot: 8 shirts (Ted Baker, Next), 5 wool jumpers, 3 chinos 32R, 2 winter coats and a blazer. Some never worn, tags on. I paid with PayPal when I bought most of it online back in 2023 and still have a couple of receipts. Not splitting. Collection in Leicester LE2 weekday evenings or Saturday morning, or I can post through eBay for the heavy parcel rate. If you need a measurement ask via eBay messages and I'll measure it.
cycling ;; en ;; ebay ;; bikes ;; 260 ;; Folding electric bike ;; 20 inch folding e-bike, 36V 10Ah battery locked into the frame, about 25 mile range. Frame number EB2023-2291. Charger included. Collection Cambridge CB1.
mobile ;; en ;; generic ;; phones ;; 20 ;; Fitness tracker Xiaomi Band 8 ;; Band 8 with spare strap. Shows texts, WhatsApp and call alerts. Charger included.
screen ;; en ;; generic ;; films ;; 5 ;; Scarface special edition DVD ;; Scarface (1983) two disc edition with extras. Original, case perfect.
appliances ;; en ;; ebay ;; appliances ;; 35 ;; Kettle and toaster set ;; Matching cream kettle and 2 slice toaster. The box says call the free customer helpline for spare parts, I never needed it. Both work.
reading ;; en ;; ebay ;; books ;; 30 ;; Job lot of paperbacks crime and history x25 ;; Clearing the spare room so selling 25 paperbacks as one lot. Mostly crime (Ian Rankin, Val McDermid, a couple of Lee Child), some true crime, and half a dozen military history books about Arnhem, the Falklands and the Battle of Britain. Condition varies from like new to well read, a few have creased spines and one has a coffee ring on the cover, nothing falling apart. Weighs about 7kg so postage is the eBay large parcel rate, or collect from Chester CH2 and I'll knock a bit off. Bought most of them from charity shops so there might be the odd price sticker inside. One still has the shop barcode EAN 5019144603287 stuck on the back. Message me on here if you want a list of titles.
wardrobe ;; it ;; vinted ;; clothing ;; 12 ;; Maglione di lana taglia M ;; Maglione girocollo blu, 50 % lana, taglia M. Indossato poche volte, niente pallini. Spedizione con Vinted.
wardrobe ;; it ;; ebay ;; clothing ;; 40 ;; Piumino uomo taglia L nero ;; Piumino nero con cappuccio staccabile, taglia L. Usato due inverni, zip funzionanti. Spedisco con corriere tracciato.
footwear ;; it ;; ebay ;; shoes ;; 45 ;; Scarpe Adidas Stan Smith 42 ;; Stan Smith bianche e verdi, numero 42, usate una decina di volte. Con scatola. Codice articolo FX5502.
footwear ;; it ;; generic ;; shoes ;; 22 ;; Scarpe antinfortunistiche S3 numero 44 ;; Antinfortunistiche S3 con puntale d'acciaio, numero 44. Usate tre settimane in cantiere.
footwear ;; it ;; vinted ;; shoes ;; 15 ;; Stivali da pioggia bambino 29 ;; Stivali di gomma blu numero 29. Una stagione, nessun buco.
household ;; it ;; generic ;; home ;; 35 ;; Specchio rotondo 70 cm cornice oro ;; Specchio tondo con cornice in metallo dorato, diametro 70 cm. Solo ritiro a Torino (10121), fragile.
household ;; it ;; generic ;; home ;; 20 ;; Armadietto dei medicinali da parete vuoto ;; Armadietto bianco in metallo con croce verde e serratura, 2 chiavi. 35 x 30 x 12 cm. Vuoto. Per il bagno.
household ;; it ;; vinted ;; home ;; 18 ;; Vaso in ceramica a forma di limone ;; Vaso in ceramica di Vietri a forma di limone, 20 cm. Nessuna sbeccatura.
cookware ;; it ;; generic ;; kitchen ;; 40 ;; Set coltelli in ceppo di legno con acciaino ;; Ceppo in legno con 5 coltelli e acciaino: cuoco 20 cm, pane, prosciutto, verdure e spelucchino. Consegna solo a mano a Brescia.
cookware ;; it ;; generic ;; kitchen ;; 280 ;; Bimby TM6 completo ;; Bimby TM6 perfetto, numero di serie 6000-5566-7788 sotto la base. Boccale, Varoma, farfalla. Si puo provare a Verona.
cookware ;; it ;; vinted ;; kitchen ;; 8 ;; Barattoli di vetro vuoti x10 ;; Dieci barattoli in vetro con chiusura ermetica, 500 ml, vuoti e puliti. Per conserve o spezie.
furnishing ;; it ;; generic ;; furniture ;; 70 ;; Cassettiera 4 cassetti in pino ;; Cassettiera in pino massiccio 90 x 45 x 85 cm. Cassetti scorrevoli. Qualche segno sul piano. Ritiro a Padova.
furnishing ;; it ;; generic ;; furniture ;; 150 ;; Divano letto 3 posti ;; Divano letto 3 posti, rete elettrosaldata, materasso 140 x 190. Tessuto blu senza macchie. Niente animali in casa.
furnishing ;; it ;; generic ;; furniture ;; 25 ;; Scrivania bianca per ragazzi ;; Scrivania 100 x 50 cm con cassetto, gia smontata, viti in una bustina. Ritiro a Roma Monteverde.
gardening ;; it ;; generic ;; garden ;; 12 ;; Ulivo in vaso 1 metro ;; Ulivo giovane in vaso da 20 litri, alto circa 1 metro. Per terrazzo. Ritiro a Bari.
gardening ;; it ;; generic ;; garden ;; 10 ;; Concime per prato 5 kg ;; Sacco di concime granulare per prato 5 kg, NPK 20-5-8, mai aperto.
gardening ;; it ;; ebay ;; garden ;; 95 ;; Tosaerba a scoppio 46 cm ;; Tosaerba a benzina 139 cc, taglio 46 cm, sacco 55 L. Parte al primo colpo. Tagliando marzo 2026.
workshop ;; it ;; generic ;; tools ;; 18 ;; Tester batterie e multimetro digitale ;; Multimetro digitale con tester per pile 1,5 V, 9 V e batterie 12 V. Puntali nuovi. Custodia originale.
workshop ;; it ;; ebay ;; tools ;; 70 ;; Trapano avvitatore Bosch 18V con 2 batterie ;; Bosch GSR 18V-21, due batterie da 2 Ah nella valigetta e caricabatterie. Funziona perfettamente. Per domande scrivete nei messaggi di eBay.
motoring ;; it ;; ebay ;; car-parts ;; 120 ;; Treno gomme estive Pirelli 205-55-16 ottimo battistrada ;; Quattro pneumatici Pirelli Cinturato P7 205/55 R16 91V, battistrada 5 mm. DOT 2123. Ritiro a Monza.
motoring ;; it ;; ebay ;; car-parts ;; 40 ;; Faro anteriore sinistro Fiat Panda ;; Faro anteriore sinistro Fiat Panda 2015, codice 51883514. Nessuna staffa rotta. Spedizione con corriere.
motoring ;; it ;; generic ;; car-parts ;; 130 ;; Seggiolino auto isofix nuovo sigillato ;; Seggiolino i-Size 40-105 cm, nuovo nella scatola sigillata. Regalo doppio. Scontrino disponibile.
cycling ;; it ;; ebay ;; bikes ;; 200 ;; Bici da corsa taglia 54 ;; Bici da corsa in alluminio taglia 54, Shimano Sora 2x9, ruote 700x25. Numero telaio WSBC605432198K. Revisionata a marzo.
cycling ;; it ;; generic ;; bikes ;; 20 ;; Casco bici mai usato taglia M ;; Casco da bici taglia M (54-58 cm), mai usato, con le etichette. Taglia sbagliata.
cycling ;; it ;; generic ;; bikes ;; 14 ;; Pompa da terra con manometro ;; Pompa a pedale con manometro fino a 11 bar, testina presta e schrader.
fitness ;; it ;; generic ;; sports ;; 65 ;; Tapis roulant pieghevole ;; Tapis roulant elettrico pieghevole, 12 km/h, nastro 120 x 42. Poco usato. Ritiro a Napoli, terzo piano senza ascensore.
fitness ;; it ;; vinted ;; sports ;; 12 ;; Guantoni da boxe 12 oz ;; Guantoni rossi 12 oz, un mese di palestra. Igienizzati.
fitness ;; it ;; generic ;; sports ;; 30 ;; Racchetta da padel con fodero ;; Racchetta da padel 365 g con fodero. Piccoli graffi sul bordo.
camping ;; it ;; generic ;; outdoor ;; 50 ;; Tenda da campeggio 4 posti ;; Tenda 4 posti 240 x 210 cm, doppio telo, colonna d'acqua 3000 mm. Montata due volte.
camping ;; it ;; generic ;; outdoor ;; 20 ;; Coltellino svizzero Victorinox ;; Victorinox rosso 12 funzioni, lama 6,5 cm. Usato in campeggio. Niente gioco.
camping ;; it ;; generic ;; outdoor ;; 10 ;; Fornellino da campeggio e accendigas ;; Fornellino pieghevole per cartuccia (cartuccia non inclusa) e accendigas da cucina ricaricabile, vuoto.
angling ;; it ;; ebay ;; outdoor ;; 50 ;; Canna da surfcasting 4,20 m con mulinello ;; Canna in carbonio 4,20 m con mulinello Shimano 5000 e filo 0,30. Pesca dalla spiaggia. Ritiro a Rimini.
angling ;; it ;; generic ;; outdoor ;; 18 ;; Cassetta da pesca con esche artificiali ;; Cassetta a due piani piena: artificiali, piombi, girelle e ami assortiti.
angling ;; it ;; ebay ;; outdoor ;; 40 ;; Giaccone impermeabile mimetico tasconi taglia XL ;; Giacca impermeabile mimetica taglia XL con tasconi. Ottima anche per birdwatching.
playthings ;; it ;; generic ;; toys ;; 12 ;; Pistola ad acqua gigante ;; Pistola ad acqua di plastica arancione e verde, serbatoio 1,5 L. Giocattolo per bambini dai 6 anni.
playthings ;; it ;; ebay ;; toys ;; 28 ;; Set Lego 60316 polizia completo di minifigure ;; Lego City 60316 completo di minifigure, auto della polizia e camion dei ladri. Istruzioni, senza scatola.
playthings ;; it ;; vinted ;; toys ;; 10 ;; Peluche tigre 60 cm ;; Tigre di peluche grande 60 cm, lavata in lavatrice. Morbidissima.
nursery ;; it ;; generic ;; baby ;; 100 ;; Trio passeggino navicella ovetto ;; Trio con navicella, seduta e ovetto. Chiusura a una mano. Materassino navicella nuovo. Ritiro a Modena.
nursery ;; it ;; generic ;; baby ;; 35 ;; Videocamera per neonato con schermo, visione notturna ;; Baby monitor video schermo 3,5 pollici, visione notturna. La batteria dello schermo dura una notte.
nursery ;; it ;; vinted ;; baby ;; 10 ;; Termometro da bagno e set spazzola neonato ;; Termometro a forma di paperella e set spazzola e pettine. Nuovi in confezione.
gaming ;; it ;; ebay ;; games ;; 18 ;; GTA V per PS4 ;; Grand Theft Auto V per PS4, disco perfetto con mappa. PEGI 18.
gaming ;; it ;; ebay ;; games ;; 175 ;; PS4 Slim 500 GB con 2 controller ;; PS4 Slim 500 GB, modello CUH-2216A. Due controller, uno con leggero drift. Ripristinata.
gaming ;; it ;; generic ;; games ;; 12 ;; CoD WWII Xbox One Spiel ;; Call of Duty WWII per Xbox One. Custodia e disco in ottimo stato.
reading ;; it ;; generic ;; books ;; 8 ;; Saviano Gomorra tascabile ottime condizioni ;; Gomorra, Roberto Saviano, edizione tascabile. ISBN 9788804668008. Buone condizioni.
reading ;; it ;; generic ;; books ;; 12 ;; Libro sulla Seconda guerra mondiale ;; Storia illustrata della Seconda guerra mondiale, 400 pagine, copertina rigida. Pagine un po' ingiallite.
reading ;; it ;; vinted ;; books ;; 5 ;; Giallo di Andrea Camilleri ;; Il cane di terracotta, Montalbano, Sellerio. Letto una volta.
screen ;; it ;; generic ;; films ;; 20 ;; Narcos stagioni 1-3 DVD ;; Cofanetto Narcos stagioni 1, 2 e 3, audio italiano. Dischi senza graffi.
screen ;; it ;; ebay ;; films ;; 15 ;; Cofanetto Breaking Bad 5 stagioni Blu-ray ;; Breaking Bad tutte e 5 le stagioni in Blu-ray. Cofanetto con un angolo ammaccato.
screen ;; it ;; generic ;; films ;; 10 ;; Il Padrino trilogia DVD ;; I tre film del Padrino in DVD, restaurati. Originali.
music ;; it ;; generic ;; instruments ;; 85 ;; Chitarra classica Yamaha C40 ;; Yamaha C40 con custodia imbottita e accordatore. Corde nuove a novembre.
music ;; it ;; ebay ;; instruments ;; 130 ;; Tastiera Casio 61 tasti ;; Casio CT-S300, 61 tasti dinamici, con supporto a X e alimentatore.
sound ;; it ;; generic ;; audio ;; 40 ;; Speaker portatile JBL Flip5 blu ;; JBL Flip 5 blu, batteria ancora buona. Cavo USB-C incluso. Pagamento e spedizione tramite il sito.
sound ;; it ;; vinted ;; audio ;; 35 ;; Cuffie Sony wireless ;; Cuffie Sony con cancellazione del rumore, cavo e scatola. Cuscinetti in buono stato.
mobile ;; it ;; ebay ;; phones ;; 215 ;; iPhone 12 128 GB blu ;; iPhone 12 128 GB, batteria 84 %. Sbloccato per tutti gli operatori, compatibile con WhatsApp e ogni app. IMEI su richiesta nei messaggi eBay. Cover e pellicola.
mobile ;; it ;; generic ;; phones ;; 25 ;; Telefonino semplice per i nonni con tasto SOS ;; Per anziani: tasti grandi, pulsante SOS, basetta di ricarica. Batteria dentro, caricatore incluso.
computing ;; it ;; ebay ;; computers ;; 290 ;; Notebook Lenovo ThinkPad T480 ;; T480 con i5 ottava generazione, 16 GB, SSD da 512, schermo 14 FHD. Windows 11 attivato. Seriale PF1KLM45.
computing ;; it ;; generic ;; computers ;; 65 ;; Monitor 24 pollici Full HD ;; Monitor 24 pollici 75 Hz, HDMI e VGA. Nessun pixel morto. Ritiro a Milano.
photo ;; it ;; ebay ;; cameras ;; 270 ;; Canon EOS 2000D con 18-55 ;; Canon EOS 2000D con 18-55 IS II, circa 6 000 scatti. Batteria, caricatore, scheda 32 GB e borsa.
photo ;; it ;; vinted ;; cameras ;; 45 ;; Fotocamera istantanea rosa Instax 11 con pile ;; Fotocamera istantanea rosa con pile inserite e 10 foto.
appliances ;; it ;; generic ;; appliances ;; 150 ;; Lavatrice 8 chili 1400 giri mai un guasto ;; Lavatrice 8 kg, 1400 giri. 5 anni, mai un guasto. Ritiro a Parma, aiuto a caricare.
appliances ;; it ;; generic ;; appliances ;; 35 ;; Aspirapolvere senza sacco ;; Aspirapolvere senza sacco, filtro lavato. Aspira bene.
appliances ;; it ;; generic ;; appliances ;; 25 ;; Deumidificatore 10 litri ;; Deumidificatore 10 L al giorno, serbatoio 1,5 L. Un po' rumoroso.
grooming ;; it ;; ebay ;; beauty ;; 50 ;; Profumo Armani Si 100 ml sigillato ;; Flacone pieno da 100 ml, eau de parfum, ancora nel cellophane. Regalo doppio. Spedizione tracciata.
grooming ;; it ;; vinted ;; beauty ;; 10 ;; Palette ombretti nuova sigillata ;; Palette 12 ombretti, mai aperta, sigillata. Scadenza 2028.
grooming ;; it ;; generic ;; beauty ;; 20 ;; Phon 2200 W con diffusore ;; Asciugacapelli 2200 W con diffusore e beccuccio. Funziona, nessun odore di bruciato.
care ;; it ;; generic ;; health ;; 20 ;; Sfigmomanometro digitale da braccio con pile ;; Misuratore di pressione con bracciale 22-42 cm e pile inserite. Memorie azzerate.
care ;; it ;; generic ;; health ;; 40 ;; Deambulatore pieghevole con ruote ;; Deambulatore in alluminio pieghevole con ruote e freno. Altezza regolabile. Pochissimo uso.
care ;; it ;; generic ;; health ;; 10 ;; Cassetta pronto soccorso da parete vuota ;; Cassetta di pronto soccorso in plastica rossa con scomparti, venduta vuota. Per officina o palestra.
petcare ;; it ;; generic ;; pets ;; 30 ;; Trasportino per cani taglia media ;; Trasportino in plastica per cani fino a 15 kg, 68 x 48 x 51 cm. Omologato per l'aereo.
petcare ;; it ;; generic ;; pets ;; 20 ;; Tiragraffi per gatti 120 cm ;; Tiragraffi con tre ripiani e cuccia, 120 cm. Sisal consumato qua e la.
petcare ;; it ;; generic ;; pets ;; 40 ;; Acquario 60 litri con filtro ;; Vasca da 60 litri con filtro interno, riscaldatore e lampada LED. Senza pesci.
collecting ;; it ;; generic ;; collectibles ;; 12 ;; Bottiglie vuote di liquore anni 70 ;; Tre bottiglie vuote di amaro degli anni 70 con etichette originali. Da collezione o arredo, senza contenuto.
collecting ;; it ;; ebay ;; collectibles ;; 25 ;; Accendino Zippo da collezione vuoto ;; Zippo del 1999 inciso con un faro. Venduto vuoto, senza benzina ne pietrina, come pezzo da collezione.
collecting ;; it ;; generic ;; collectibles ;; 15 ;; Posacenere in ceramica di Deruta ;; Posacenere in ceramica dipinta a mano di Deruta. Mai usato, solo decorativo.
dressing-up ;; it ;; generic ;; party ;; 12 ;; Costume da poliziotto bambino 5-6 anni ;; Vestito di carnevale da poliziotto, 5-6 anni, con cappello, distintivo di plastica e manette giocattolo.
dressing-up ;; it ;; generic ;; party ;; 15 ;; Costume da pirata adulto con spada di plastica ;; Costume da pirata taglia L con cappello, benda e spada di plastica. Per carnevale o Halloween.
dressing-up ;; it ;; generic ;; party ;; 25 ;; Divisa militare d'epoca per travestimento ;; Giacca e pantaloni di una vecchia divisa, senza mostrine, taglia M. Per teatro o feste a tema.
adornment ;; it ;; ebay ;; jewellery ;; 55 ;; Orologio Casio G-Shock ;; G-Shock GA-100 nero, pila nuova nel 2026. Funziona tutto.
adornment ;; it ;; vinted ;; jewellery ;; 15 ;; Cerchi in argento 925 punzonati 2 cm ;; Orecchini a cerchio in argento 925 con punzone, 2 cm.
desk ;; it ;; generic ;; office ;; 45 ;; Sedia da ufficio ergonomica ;; Sedia in rete con supporto lombare e braccioli regolabili. Ruote nuove. Ritiro a Roma.
desk ;; it ;; generic ;; office ;; 30 ;; Stampante multifunzione HP ;; HP DeskJet 2720, stampa e scansiona. Cartucce 305 a meta. Si collega al Wi-Fi con l'app del produttore.
handmade ;; it ;; generic ;; crafts ;; 60 ;; Singer Tradition 2250 poco usata con pedale ;; Singer Tradition 2250 con pedale e spolette. Poco usata. Posso mostrarla funzionante.
handmade ;; it ;; vinted ;; crafts ;; 12 ;; Gomitoli di lana lotto 20 ;; Venti gomitoli di lana acrilica da 50 g, colori assortiti. Ferri da maglia in regalo.
handmade ;; it ;; generic ;; crafts ;; 10 ;; Forbici da sarta 25 cm ;; Forbici da sarto 25 cm ben affilate, con custodia. Usate solo per tessuti.
wardrobe ;; it ;; ebay ;; clothing ;; 45 ;; Stock abbigliamento uomo M/L ;; Vendo tutto insieme: 8 camicie, 5 maglioni di lana, 3 chino 48, 2 giubbotti e un blazer. Alcuni capi mai messi con cartellino. Li avevo pagati con carta in negozio nel 2023, ho ancora qualche scontrino. Non divido. Ritiro a Torino zona San Salvario la sera in settimana o il sabato mattina, oppure spedisco con eBay. Per le misure chiedete nei messaggi e misuro.
mobile ;; it ;; generic ;; phones ;; 25 ;; Smartband Xiaomi 8 ;; Smart Band 8 con cinturino extra. Mostra notifiche di SMS, WhatsApp e chiamate. Caricatore incluso.
dressing-up ;; it ;; ebay ;; party ;; 35 ;; Lotto costumi di carnevale bambini 4-8 anni ;; Svuoto l'armadio dei travestimenti: costume da cavaliere con spada e scudo di gommapiuma (taglia 5-6), vestito da principessa azzurro (7-8), tuta da astronauta, mantello da mago con cappello e bacchetta, costume da pompiere con elmetto in plastica e un set di trucchi per il viso ancora sigillato (EAN 8004721568391). Usati per due carnevali e qualche festa di compleanno, lavati. Misure e foto dei singoli pezzi su richiesta nei messaggi eBay. Spedisco con corriere tracciato (pacco 3 kg) oppure ritiro a Vicenza, 36100. Pagamento tramite eBay.
wardrobe ;; de ;; vinted ;; clothing ;; 12 ;; Strickpullover Wolle Gr. M ;; Dunkelblauer Pullover, 50 % Wolle, Groesse M. Nur wenige Male getragen, keine Knoetchen. Versand ueber Vinted.
wardrobe ;; de ;; ebay ;; clothing ;; 45 ;; Winterjacke Herren Gr. L schwarz ;; Schwarze Steppjacke mit abnehmbarer Kapuze, Gr. L. Zwei Winter getragen, Reissverschluesse ok. Versand mit DHL.
footwear ;; de ;; ebay ;; shoes ;; 40 ;; Adidas Gazelle Gr. 42 2/3 ;; Adidas Gazelle blau, Gr. 42 2/3, ca. 10 mal getragen. Mit Karton. Artikelnummer BB5478.
footwear ;; de ;; generic ;; shoes ;; 25 ;; Arbeitsschuhe Stahlkappe S3 Groesse 44 ;; Stahlkappe, Zwischensohle aus Stahl, S3, Groesse 44. Drei Wochen auf der Baustelle getragen.
footwear ;; de ;; vinted ;; shoes ;; 15 ;; Blaue Kindergummistiefel 28 eine Saison getragen ;; Blaue Gummistiefel Gr. 28. Eine Saison, keine Loecher.
household ;; de ;; generic ;; home ;; 35 ;; Runder Spiegel 70 cm goldener Rahmen ;; Runder Wandspiegel mit goldenem Metallrahmen, Durchmesser 70 cm, ca. 8 kg. Nur Abholung in 50667 Koeln, kein Versand (zerbrechlich).
household ;; de ;; generic ;; home ;; 20 ;; Medizinschrank abschliessbar leer ;; Weisser Medizinschrank aus Metall mit gruenem Kreuz und Schloss, 2 Schluessel, 35 x 30 x 12 cm. Leer. Ideal mit kleinen Kindern im Haus.
household ;; de ;; vinted ;; home ;; 15 ;; Keramikvase in Form einer Hand ;; Weisse Keramikvase in Handform, 20 cm hoch. Boho Deko. Keine Abplatzer.
cookware ;; de ;; generic ;; kitchen ;; 40 ;; Messerblock mit 5 Kuechenmessern ;; Holzblock mit 5 Messern und Wetzstahl: Kochmesser 20 cm, Brotmesser, Schinkenmesser, Gemuesemesser, Schaelmesser. Scharf. Nur persoenliche Uebergabe in Solingen.
cookware ;; de ;; ebay ;; kitchen ;; 300 ;; Thermomix TM6 mit Zubehoer ;; TM6 einwandfrei, Seriennummer 6000-9900-1122 unten am Geraet. Topf, Varoma, Rühraufsatz. Vorfuehrung in Stuttgart moeglich.
cookware ;; de ;; vinted ;; kitchen ;; 8 ;; Leere Einmachglaeser 10 Stueck ;; Zehn Einmachglaeser mit Buegelverschluss, 500 ml, leer und sauber.
furnishing ;; de ;; generic ;; furniture ;; 70 ;; Kommode Kiefer massiv 4 Schubladen ;; Kiefernkommode 90 x 45 x 85 cm. Schubladen laufen gut. Kleine Gebrauchsspuren oben. Abholung in Hannover.
furnishing ;; de ;; generic ;; furniture ;; 160 ;; Schlafsofa 3-Sitzer ;; Schlafsofa mit Liegeflaeche 140 x 190, blauer Stoff ohne Flecken. Tierfreier Nichtraucherhaushalt.
furnishing ;; de ;; generic ;; furniture ;; 25 ;; Schreibtisch weiss fuer Kinder ;; Schreibtisch 100 x 50 cm mit Schublade, bereits zerlegt, Schrauben im Beutel. Abholung Muenchen-Pasing.
gardening ;; de ;; generic ;; garden ;; 15 ;; Olivenbaum im Topf 1 m ;; Junger Olivenbaum im 20-Liter-Topf, etwa 1 m hoch. Fuer Balkon oder Terrasse.
gardening ;; de ;; generic ;; garden ;; 12 ;; Rasenduenger 5 kg ungeoeffnet ;; Sack Rasenduenger 5 kg, NPK 20-5-8, nie geoeffnet. Vom Fruehjahr uebrig.
gardening ;; de ;; ebay ;; garden ;; 100 ;; Benzin Rasenmaeher 46 cm ;; Benzinrasenmaeher 139 ccm, Schnittbreite 46 cm, Fangkorb 55 L. Springt sofort an. Wartung Maerz 2026.
workshop ;; de ;; ebay ;; tools ;; 20 ;; Batterietester und Multimeter ;; Digitalmultimeter mit Batterietester fuer 1,5 V, 9 V und 12 V. Neue Messleitungen. In der Originaltasche.
workshop ;; de ;; ebay ;; tools ;; 70 ;; Bosch Akkuschrauber 18V mit 2 Akkus ;; Bosch GSR 18V-21 mit zwei 2-Ah-Akkus im Koffer und Ladegeraet. Funktioniert einwandfrei. Fragen gern ueber die eBay-Nachrichten.
motoring ;; de ;; ebay ;; car-parts ;; 130 ;; Satz Sommerreifen Conti 205 55 16 vom Golf ;; Vier Sommerreifen Continental 205/55 R16 91V, ca. 5 mm Profil. DOT 2223. Vom Golf 7. Abholung in 44135 Dortmund.
motoring ;; de ;; ebay ;; car-parts ;; 45 ;; Scheinwerfer links VW Polo 6R ;; Scheinwerfer vorne links Polo 6R Bj. 2012, Teilenummer 6R1941007F. Halter alle heil. Versand per Spedition.
motoring ;; de ;; generic ;; car-parts ;; 140 ;; Kindersitz Isofix neu originalverpackt ;; i-Size Kindersitz 40-105 cm, neu und originalverpackt (Folie zu). Doppelt geschenkt bekommen. Kassenbon vorhanden.
cycling ;; de ;; ebay ;; bikes ;; 210 ;; Mountainbike 29 Zoll Rahmen M ;; 29er Hardtail, Alurahmen Gr. M (1,70 bis 1,80 m), hydraulische Scheibenbremsen, 1x12. Rahmennummer WTU789K0123. Inspektion im September.
cycling ;; de ;; generic ;; bikes ;; 22 ;; Fahrradhelm neu ungetragen Gr. M ;; Rennradhelm Gr. M (54-58 cm), nie getragen, noch mit Etiketten. Falsche Groesse gekauft.
cycling ;; de ;; generic ;; bikes ;; 14 ;; Fahrrad Standpumpe bis 11 bar Presta/Schrader ;; Standpumpe bis 11 bar, Kopf fuer Presta und Schrader.
fitness ;; de ;; generic ;; sports ;; 70 ;; Laufband klappbar ;; Elektrisches Laufband, bis 12 km/h, Lauffläche 120 x 42 cm. Wenig benutzt. Abholung Nuernberg, 3. OG ohne Aufzug.
fitness ;; de ;; vinted ;; sports ;; 12 ;; Boxhandschuhe 12 oz ;; Rote Boxhandschuhe 12 oz, ein Monat Training. Gereinigt.
fitness ;; de ;; generic ;; sports ;; 30 ;; Kurzhanteln verstellbar 2 x 10 kg ;; Verstellbare Hanteln mit Gusseisenscheiben, je 10 kg. Verschluesse dabei.
camping ;; de ;; generic ;; outdoor ;; 50 ;; Kuppelzelt 4 Personen ;; Zelt fuer 4 Personen, 240 x 210 cm, Wassersaeule 3000 mm. Zweimal aufgebaut. Heringe komplett.
camping ;; de ;; generic ;; outdoor ;; 20 ;; Victorinox Taschenmesser Spartan ;; Rotes Schweizer Taschenmesser, 12 Funktionen, Klinge 6,5 cm. Beim Camping benutzt.
camping ;; de ;; generic ;; outdoor ;; 10 ;; Campingkocher und Stabfeuerzeug ;; Faltbarer Campingkocher fuer Kartuschen (Kartusche nicht dabei) und nachfuellbares Stabfeuerzeug, leer.
angling ;; de ;; ebay ;; outdoor ;; 50 ;; Brandungsrute 4,20 m mit Rolle ;; Karbon Brandungsrute 4,20 m mit Shimano 5000 Rolle und 0,30er Schnur. Abholung an der Ostsee, Kiel.
angling ;; de ;; generic ;; outdoor ;; 18 ;; Angelkoffer mit Kunstkoedern ;; Zweistoeckiger Angelkoffer voll: Wobbler, Blei, Wirbel und Haken. Meine ganze Hechtausruestung.
angling ;; de ;; ebay ;; outdoor ;; 40 ;; Jagdjacke Tarnmuster XL ;; Wasserdichte Jacke im Tarnmuster, Gr. XL, grosse Taschen. Auch gut zur Vogelbeobachtung.
playthings ;; de ;; generic ;; toys ;; 12 ;; Riesige Wasserpistole ;; Wasserpistole aus Plastik, orange-gruen, Tank 1,5 L. Spielzeug fuer Kinder ab 6.
playthings ;; de ;; ebay ;; toys ;; 28 ;; Lego City Polizeistation 60316 ;; Lego City 60316 komplett mit Minifiguren, Polizeiauto und Gangster-LKW. Anleitung, ohne Karton.
playthings ;; de ;; vinted ;; toys ;; 10 ;; Kuscheltier Tiger 60 cm ;; Grosser Pluesch-Tiger 60 cm, in der Maschine gewaschen.
nursery ;; de ;; generic ;; baby ;; 110 ;; Kinderwagen 3 in 1 ;; Kinderwagen-Set: Wanne, Sportaufsatz und Autoschale. Einhandfaltung. Neue Matratze in der Wanne.
nursery ;; de ;; generic ;; baby ;; 35 ;; Video Babyfon mit Nachtsicht und Monitor ;; Video-Babyphone mit 3,5-Zoll-Bildschirm, Nachtsicht. Akku vom Monitor haelt eine Nacht.
nursery ;; de ;; vinted ;; baby ;; 10 ;; Badethermometer und Baby-Pflegeset ;; Badethermometer in Entenform und Buerste mit Kamm. Neu in der Verpackung.
gaming ;; de ;; ebay ;; games ;; 18 ;; GTA Five fuer die PS4 ;; Grand Theft Auto V fuer PS4, Disc kratzerfrei mit Karte. USK 18.
gaming ;; de ;; ebay ;; games ;; 170 ;; PS4 Slim 1 TB mit 2 Controllern ;; PS4 Slim 1 TB, Modell CUH-2216B. Zwei Controller (einer mit leichtem Drift). Alle Kabel. Zurueckgesetzt.
gaming ;; de ;; generic ;; games ;; 12 ;; Call of Duty WWII gioco Xbox One ;; Call of Duty WWII fuer Xbox One. Huelle und Disc gut erhalten.
reading ;; de ;; generic ;; books ;; 8 ;; Krimi von Sebastian Fitzek ;; Der Augensammler, Sebastian Fitzek, Taschenbuch. Einmal gelesen.
reading ;; de ;; generic ;; books ;; 12 ;; Buch ueber den Zweiten Weltkrieg ;; Illustrierte Geschichte des Zweiten Weltkriegs, 400 Seiten, gebunden. ISBN 9783831042463. Seiten leicht vergilbt.
reading ;; de ;; vinted ;; books ;; 6 ;; Wir Kinder vom Bahnhof Zoo ;; Das bekannte Buch ueber Drogen und Jugend im Berlin der 70er, Taschenbuch, gut erhalten.
screen ;; de ;; generic ;; films ;; 20 ;; Narcos Staffel 1-3 DVD ;; Narcos Staffel 1 bis 3 auf DVD, deutsche Tonspur. Discs ohne Kratzer.
screen ;; de ;; ebay ;; films ;; 15 ;; Breaking Bad komplette Serie Blu-ray ;; Breaking Bad alle 5 Staffeln auf Blu-ray. Box mit einer eingedrueckten Ecke.
screen ;; de ;; generic ;; films ;; 10 ;; Pate Teil 1 bis 3 restauriert auf DVD ;; Der Pate 1-3 auf DVD, restaurierte Fassung. Originale.
music ;; de ;; generic ;; instruments ;; 85 ;; Konzertgitarre Yamaha C40 ;; Yamaha C40 mit gepolsterter Tasche und Stimmgeraet. Neue Saiten im November.
music ;; de ;; ebay ;; instruments ;; 130 ;; Keyboard Casio 61 Tasten ;; Casio CT-S300, 61 anschlagdynamische Tasten, mit X-Staender und Netzteil.
sound ;; de ;; generic ;; audio ;; 40 ;; JBL Flip 5 Bluetooth Lautsprecher ;; JBL Flip 5 blau, Akku noch gut. USB-C Kabel dabei. Bezahlung und Versand ueber die Plattform.
sound ;; de ;; vinted ;; audio ;; 35 ;; Sony Kopfhoerer kabellos ;; Sony Kopfhoerer mit Geraeuschunterdrueckung, Kabel und Karton. Polster gut.
mobile ;; de ;; ebay ;; phones ;; 215 ;; iPhone 12 128 GB blau ;; iPhone 12 128 GB, Akkuzustand 84 %. Ohne Simlock, WhatsApp-faehig, laeuft mit allen Apps. IMEI auf Anfrage ueber eBay-Nachrichten. Huelle und Schutzfolie.
mobile ;; de ;; generic ;; phones ;; 25 ;; Seniorenhandy mit grossen Tasten ;; Handy fuer Senioren: grosse Tasten, Notruf-Knopf, Ladeschale. Akku drin, Ladegeraet dabei.
computing ;; de ;; ebay ;; computers ;; 290 ;; Lenovo ThinkPad T480 i5 16 GB ;; T480 mit i5 der 8. Generation, 16 GB, 512er SSD, 14 Zoll FHD. Windows 11 aktiviert. Seriennummer PF1QRS67.
computing ;; de ;; generic ;; computers ;; 65 ;; Monitor 24 Zoll Full HD ;; 24-Zoll-Monitor, 75 Hz, HDMI und VGA. Keine Pixelfehler. Abholung Berlin-Neukoelln.
photo ;; de ;; ebay ;; cameras ;; 270 ;; Canon EOS 2000D mit 18-55 ;; Canon EOS 2000D mit 18-55 IS II, ca. 6 000 Ausloesungen. Akku, Ladegeraet, 32-GB-Karte und Tasche.
photo ;; de ;; vinted ;; cameras ;; 45 ;; Rosa Sofortbildkamera Instax 11 ;; Sofortbildkamera, Batterien drin, 10 Bilder dazu.
appliances ;; de ;; generic ;; appliances ;; 150 ;; Waschmaschine 8 kg ;; Waschmaschine 8 kg, 1400 U/min. 5 Jahre alt, nie defekt. Abholung in Bremen, helfe beim Tragen.
appliances ;; de ;; generic ;; appliances ;; 35 ;; Beutelloser Staubsauger ;; Beutelloser Staubsauger, Filter gewaschen. Saugt gut.
appliances ;; de ;; generic ;; appliances ;; 25 ;; Luftentfeuchter 10 Liter ;; Luftentfeuchter 10 L pro Tag, Tank 1,5 L. Etwas laut.
grooming ;; de ;; ebay ;; beauty ;; 50 ;; Boss Bottled EdT 100 ml, volle Flasche in Folie ;; Volle 100-ml-Flasche Eau de Toilette, noch in Folie. Doppelt geschenkt. Versand versichert.
grooming ;; de ;; vinted ;; beauty ;; 10 ;; Lidschattenpalette neu versiegelt ;; Palette mit 12 Farben, nie geoeffnet, versiegelt. Haltbar bis 2028.
grooming ;; de ;; generic ;; beauty ;; 20 ;; Haartrockner 2200 W ;; Foen 2200 W mit Diffusor und Duese. Funktioniert, kein Brandgeruch.
care ;; de ;; generic ;; health ;; 20 ;; Blutdruckmessgeraet Oberarm ;; Blutdruckmessgeraet mit Manschette 22-42 cm und Batterien. Speicher geloescht.
care ;; de ;; generic ;; health ;; 40 ;; Rollator faltbar ;; Faltbarer Rollator aus Alu mit Bremsen und Korb. Hoehenverstellbar. Kaum benutzt.
care ;; de ;; generic ;; health ;; 10 ;; Erste-Hilfe-Kasten Wand leer ;; Roter Erste-Hilfe-Wandkasten aus Kunststoff mit Faechern, leer verkauft. Fuer Werkstatt oder Verein.
petcare ;; de ;; generic ;; pets ;; 30 ;; Hundetransportbox mittel ;; Transportbox fuer Hunde bis 15 kg, 68 x 48 x 51 cm. Fuer Flugreisen zugelassen.
petcare ;; de ;; generic ;; pets ;; 20 ;; Kratzbaum 120 cm ;; Kratzbaum mit drei Ebenen und Hoehle, 120 cm. Sisal stellenweise abgenutzt.
petcare ;; de ;; generic ;; pets ;; 40 ;; 60er Becken mit Technik, ohne Besatz ;; 60-L-Becken mit Filter, Heizstab und LED. Ohne Fische.
collecting ;; de ;; generic ;; collectibles ;; 12 ;; Alte leere Schnapsflaschen 70er ;; Drei leere Flaschen aus den 70ern mit Originaletiketten. Deko oder Sammlung, ohne Inhalt.
collecting ;; de ;; ebay ;; collectibles ;; 25 ;; Zippo Sammlerstueck leer ;; Zippo von 2000 mit Leuchtturm-Gravur. Leer verkauft, ohne Benzin und Feuerstein, als Sammlerstueck. Originalbox.
collecting ;; de ;; generic ;; collectibles ;; 15 ;; Aschenbecher Keramik Hutschenreuther ;; Porzellanaschenbecher mit Blumenmuster. Nie benutzt, reine Deko.
dressing-up ;; de ;; generic ;; party ;; 12 ;; Polizei Kostuem Kinder 5-6 Jahre ;; Faschingskostuem Polizist, 5-6 Jahre, mit Muetze, Plastikabzeichen und Spielzeug-Handschellen.
dressing-up ;; de ;; generic ;; party ;; 15 ;; Piratenkostuem Erwachsene mit Plastiksaebel ;; Piratenkostuem Gr. L mit Hut, Augenklappe und Plastiksaebel. Fuer Karneval oder Halloween.
dressing-up ;; de ;; generic ;; party ;; 25 ;; Alte Uniform als Kostuem ;; Jacke und Hose einer alten Uniform, ohne Abzeichen, Gr. M. Fuer Theater oder Mottoparty.
adornment ;; de ;; ebay ;; jewellery ;; 55 ;; G-Shock GA-100 black with new battery ;; G-Shock GA-100 schwarz, neue Batterie 2026. Alles funktioniert.
adornment ;; de ;; vinted ;; jewellery ;; 15 ;; Silberne Ohrringe Creolen gestempelt ;; Creolen aus 925er Silber, gestempelt, 2 cm.
desk ;; de ;; generic ;; office ;; 45 ;; Ergonomischer Buerostuhl ;; Buerostuhl mit Netzruecken, Lordosenstuetze und verstellbaren Armlehnen. Neue Rollen.
desk ;; de ;; generic ;; office ;; 30 ;; HP Multifunktionsdrucker ;; HP DeskJet 2720, druckt und scannt. Patronen 305 halb voll. Verbindet sich per App des Herstellers mit dem WLAN.
handmade ;; de ;; generic ;; crafts ;; 60 ;; Naehmaschine Singer ;; Singer Tradition 2250 mit Fusspedal und Spulen. Wenig benutzt. Kann vorgefuehrt werden.
handmade ;; de ;; vinted ;; crafts ;; 12 ;; Wolle Paket 20 Knaeuel ;; Zwanzig Knaeuel Acrylwolle a 50 g, bunt gemischt. Stricknadeln gratis dazu.
handmade ;; de ;; generic ;; crafts ;; 10 ;; Stoffschere 25 cm ;; Schneiderschere 25 cm, sehr scharf, mit Huelle. Nur fuer Stoff benutzt.
wardrobe ;; de ;; ebay ;; clothing ;; 45 ;; Grosses Kleiderpaket Herren M/L ;; Verkaufe alles zusammen: 8 Hemden, 5 Wollpullover, 3 Chinos 32/32, 2 Wintermaentel und ein Sakko. Einiges nie getragen, mit Etikett. Bezahlt hatte ich damals 2023 mit Karte im Laden, ein paar Kassenbons habe ich noch. Keine Einzelverkaeufe. Abholung in Frankfurt-Bornheim abends unter der Woche oder Samstag vormittags, oder Versand ueber eBay. Masse gern auf Nachfrage ueber die Nachrichten.
mobile ;; de ;; generic ;; phones ;; 25 ;; Fitnesstracker Xiaomi Band 8 ;; Smart Band 8 mit Ersatzarmband. Zeigt SMS, WhatsApp und Anrufe an. Ladekabel dabei.
workshop ;; de ;; ebay ;; tools ;; 60 ;; Werkstattaufloesung Handwerkzeug Konvolut ;; Ich loese die Werkstatt meines Vaters auf und verkaufe hier ein erstes Konvolut: Schraubendrehersatz (8-teilig), Wasserpumpenzange, Seitenschneider, zwei Haemmer (300 g und 500 g), Wasserwaage 60 cm, Zollstock, Feilen, Schraubzwingen (4 Stueck, 300 mm), ein Spannungspruefer und ein Kasten mit sortierten Schrauben und Duebeln. Ausserdem ein Paket Schleifpapier Koernung 120, noch eingeschweisst (EAN 4008105772644). Alles gebraucht, aber funktionsfaehig, etwas Rost an den Zwingen. Gewicht ca. 15 kg, daher bevorzugt Abholung in 34117 Kassel, Barzahlung bei Abholung; Versand als Paket nach Absprache moeglich. Fragen bitte ueber eBay-Nachrichten.
`;

const listings = areaListingsFromLines(marked, 'innocent9');
// The split, by greedy balance over language and area (`balancedSplit`): every listing is clean, so nothing else to balance.
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-innocent-ninth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
