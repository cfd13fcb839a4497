import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-innocent-fourteenth.json: the fourteenth innocent set for issue 19, written by hand on
 * 2026-12-01 at stop 54 by a blind writer (engineer 54i) who changes no rule, as a fresh unseen measure of false alarms
 * (wrongful rejects must stay at or under 1 %). Its writer read no rule code, lexicon, matcher or brand table, no README
 * rules table and no earlier set's listing records — only the line parser (`areaListingsFromLines`, marked-listing.ts),
 * `balancedSplit`, the scorer (evasion-quality.ts), the thirteenth innocent writer's header (lines 1–74) and last 8
 * lines, the set registry's entries for the thirteenth (bench index, labelled-sets and its test), and the contract's
 * profiles and flag codes. The thirteenth writer's last 8 lines began with one record line of that set (a kitchen
 * appliance listing); nothing of it was reused here (two numbers that happened to match one of its numbers or its
 * invoice style were changed before the last collision check).
 * 777 listings, ALL CLEAN (no label): PT 150, ES 150, FR 147, EN 150, IT 90, DE 90, over 30 areas of the writer's own
 * naming in rough marketplace proportion (kitchen 42, tools 37, toys 33, decor 32, motoring 31, phones 30, fitness 30,
 * collectables 29, books 29, beauty 29, fashion 28, costumes 28, camping 28, garden 27, videogames 26, appliances 26,
 * dvds 23, instruments 22, hifi 22, fishing 22, watches 21, cycling 21, crafts 21, shoes 20, petsupplies 20, office 20,
 * furniture 20, computers 20, cameras 20, babygear 20); profiles ebay 252, vinted 148, wallapop 130, olx-pt 125,
 * generic 122.
 * Policy: every listing is one a careful moderator of a general European marketplace would publish — common goods in
 * ordinary words, not rarities — and well over half sit on an innocent sense of a word or shape a checker might fear:
 * numbers that are no phone (sizes, set, model, part and frame numbers, ISBNs and EANs with valid check digits, tyre
 * sizes and DOT dates, dates, postcodes, weights, measurements, prices, invoice and order references), devices that
 * test (socket, voltage and battery testers, meters), kitchen, bread and filleting knives, everyday cutters, hatchets and
 * small non-locking pocket tools, costumes with foam or plainly toy props, toys that are plainly toys, books, films,
 * series, games and model kits about crime, drugs or war, empty bottles, jars and lighters and unused ashtrays sold as
 * collectibles or decor, empty medicine cabinets, sealed car safety kits, sealed cleaning products, garden products,
 * seeds, cuttings and common plants, ceramics and pictures shaped like or showing animals and things, old uniforms
 * without insignia as fancy dress, hunting-style clothing, optics and wildlife cameras, fishing gear, sports and
 * fitness gear, air pumps, airbeds and air fryers, vehicle parts, tyres and batteries, full perfume bottles sealed (said
 * not to be testers), sealed cosmetics, child car seats new in their sealed box, helmets never worn, batteries inside
 * devices, and payment, contact and app words said innocently (the site's own payment and shipping, cash on collection,
 * "ask here" in the app, a payment service used when the seller once bought the item, a maker's helpline said to be
 * printed on a box with no number, phones able to run messaging, banking and payment apps, decor called famous on a
 * photo app), and sellers saying what the item is not or how they used it (genuine with receipt, not a copy; only on my
 * own car; bought at the pharmacy for myself; the battery stays inside). Written as sellers write: missing accents,
 * abbreviations, caps, emoji, short notes, and a few long rambling descriptions. Left out where a moderator could
 * hesitate: used cosmetics, used helmets and car seats, weapons and replica guns (water pistols, foam and plainly toy
 * props only), hunting and locking knives, live animals, medicines, tobacco and alcohol with content, gas cartridges or
 * fuel, off-site contact.
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * greedy balance in file order over language and area (`balancedSplit`, below), which no text or rule output decides.
 * Parts: tune 388 (PT 75, ES 75, FR 73, EN 75, IT 45, DE 45), holdout 389 (PT 75, ES 75, FR 74, EN 75, IT 45, DE 45);
 * all 30 areas in both. No line was cut or added after the split (68 lines were cut before it, before any check or run,
 * to bring the languages near their intended shares).
 * Collisions: a scratch script (deleted) compared every title and description here, case- and accent-folded (NFD, marks
 * removed, lower case), exactly and by any shared 40-character window, with every title and description of every earlier
 * `data/listing/validation-*.json`, printing only this set's colliding strings (and one window within each). First
 * check: 126 titles equal to an earlier string, 124 strings sharing a 40-character window (121 descriptions, 3 titles)
 * and 3 titles repeated within the set; second: 4 equal titles (2 of them repeats the first check's count had hidden),
 * 11 windows (9 descriptions, 2 titles); all rewritten in other words — third check 0 exact, 0 windows, 0 repeats, and
 * the same after the two number changes above. Titles and descriptions are unique within the set (case- and
 * accent-folded). The ISBNs' and EANs' check digits were computed by a scratch step before the first check.
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description` (`listingsFromLines`, no label
 * markers); `area` is kept in the JSON beside the listing.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-fourteenth-innocent-listing-set.ts`.
 * First run (2026-12-01, rules and learned reader as on 1595a121, no rule changed and the set not yet in the registry,
 * `nice -n 10 timeout 900 node --conditions=@circular/source tools/bench/src/zz-54i.ts`, a scratch script calling
 * `evasionQuality('tune'|'holdout', 'validation-innocent-fourteenth.json')` and, per language, `scoreEvasionListings` on
 * the same part, printing only summary figures and findings per code; deleted), twice (the same figures again after the
 * two number changes):
 * - default (the rules plus the learned reader, as the service answers): tune part clean listings flagged 0.023 (9 of
 *   388; findings: contact_phone 1, social_handle 2, off_platform_payment 3, prohibited_item 1, restricted_item 2),
 *   wrongful rejects 0.003 (1 of 388); per language flagged / wrongful rejects PT 3/1 of 75, ES 1/0 of 75, FR 1/0 of 73,
 *   EN 2/0 of 75, IT 0/0 of 45, DE 2/0 of 45. Holdout part clean listings flagged 0.015 (6 of 389; findings:
 *   social_handle 1, off_platform_payment 2, restricted_item 3), wrongful rejects 0.000 (0 of 389); per language PT 2/0
 *   of 75, ES 3/0 of 75, FR 1/0 of 74, EN 0/0 of 75, IT 0/0 of 45, DE 0/0 of 45.
 * - `LISTING_LEARNED_SCORER=0` (the rules alone): tune part the same as the default (9 of 388 flagged, 0.023; the same
 *   findings per code; wrongful rejects 1 of 388, 0.003; PT 3/1, ES 1/0, FR 1/0, EN 2/0, IT 0/0, DE 2/0). Holdout part
 *   clean listings flagged 0.010 (4 of 389; findings: social_handle 1, off_platform_payment 2, restricted_item 1),
 *   wrongful rejects 0.000 (0 of 389); per language PT 2/0, ES 2/0, FR 0/0, EN 0/0, IT 0/0, DE 0/0 — wrongful rejects
 *   under the 1 % line in both runs and both parts; by the counts, the learned reader's second opinion adds two
 *   restricted_item findings on two holdout listings (ES 1, FR 1), a person looks, never a reject, and changes nothing
 *   on the tune part.
 * No recall: the set has no label.
 */

// area ;; language ;; profile ;; category ;; price ;; title ;; description — every listing clean, no label markers.
const marked = `
kitchen ;; pt ;; olx-pt ;; kitchen ;; 35 ;; Conjunto facas de cozinha 6 peças c/ cepo madeira ;; Cepo de faia com facas: chef de 20 cm, faca do pao, faca de trinchar, duas pequenas para legumes e uma tesoura. Pouco uso e sempre lavadas a mao. Deram-me outro cepo no Natal, por isso este sai. Em mao em Braga ou envio pela OLX.
kitchen ;; pt ;; olx-pt ;; small-appliances ;; 45 ;; Air fryer 5,5L digital como nova ;; Fritadeira sem oleo (air fryer) 5,5 litros, 1700W, painel tactil com 8 programas. Cesto antiaderente sem riscos. Comprada em março de 2025 na Worten, fatura n FT 2025/48811 incluida, ainda tem garantia. So vendo porque a cozinha é pequena. Caixa original.
kitchen ;; pt ;; olx-pt ;; kitchen ;; 18 ;; Panela de pressao 6 L inox 18/10 inducao ;; Panela de pressao em inox 18/10, 6 L, diametro 22 cm, funciona em inducao. Valvula e borracha novas (troquei em setembro). Tampa fecha bem, sem fugas. Recolha em Setubal 2900 ou envio pago pelo comprador.
kitchen ;; pt ;; vinted ;; kitchen ;; 12 ;; 12 frascos vidro 370ml vazios c/ tampa ;; 12 frascos de vidro vazios com tampa de rosca, 370 ml cada, lavados e sem rótulos. Otimos para compotas, especiarias ou arrumação da despensa. Vão bem embrulhados em jornal.
kitchen ;; pt ;; olx-pt ;; kitchen ;; 25 ;; Robot de cozinha picadora 500w ;; Picadora eletrica, lamina em S de inox e copo de 1,5 L. Pica cebola, carne e frutos secos num instante. Modelo MQ 3000, numero de serie por baixo. Funciona bem, so tem um risco na tampa. Pode pagar pela plataforma ou em mao no Porto.
kitchen ;; pt ;; olx-pt ;; kitchen ;; 8 ;; Descalcificante maquina cafe selado 2 unid ;; Dois frascos de descalcificante liquido para maquinas de café, 250 ml cada, selados e dentro da validade (03/2027). Comprei a mais quando mudei de máquina. Vendo os dois juntos.
decor ;; pt ;; vinted ;; home ;; 22 ;; Candeeiro de mesa ceramica forma de ananas ;; Candeeiro de mesa em ceramica dourada feito ananas, com o abajur mede uns 42 cm, leva lampada E27. Foi moda no Instagram ha uns anos 😅 Nao tem lascas e acende bem. Vai sem lampada.
decor ;; pt ;; olx-pt ;; home ;; 30 ;; Quadro tela leão 80x60 ;; Tela impressa com cara de leão em tons de preto e dourado, 80x60 cm, grade de madeira, pronta a pendurar. Esteve na sala 2 anos, sem marcas. Só recolha em Coimbra (3000) pq não cabe em caixa.
decor ;; pt ;; olx-pt ;; home ;; 15 ;; Jarra vintage em forma de peixe barro vidrado ;; Jarra antiga de barro vidrado azul em forma de peixe, feita nas Caldas, 28 cm. Tem a marca do oleiro por baixo. Pequeno desgaste no vidrado da boca, ver fotos. Boa para flores secas.
decor ;; pt ;; vinted ;; home ;; 9 ;; 4 garrafas antigas vidro verde e ambar vazias ;; Quatro garrafas antigas de vidro, verdes e cor de ambar, ja vazias e lavadas, de 18 a 30 cm. Estavam na arrecadação da minha avó. Com uma vela ou flores ficam um mimo no parapeito.
decor ;; pt ;; olx-pt ;; home ;; 40 ;; Espelho redondo moldura corda 60cm ;; Espelho redondo com moldura em corda de juta, diametro 60 cm, fica pendurado pela propria corda. Estilo nautico. Vendo por mudança de casa, disponivel a partir de 15/12.
phones ;; pt ;; olx-pt ;; phones ;; 180 ;; Telemovel Samsung Galaxy A54 128GB desbloqueado ;; Galaxy A54 5G, 128 GB, 8 GB RAM, cor lima. Desbloqueado para qualquer operadora. Da para WhatsApp, MB WAY, apps do banco e tudo o resto sem problemas, bateria a 91%. Sempre com capa e película. Acompanha caixa e fatura de compra (agosto 2023). IMEI visivel nas definicoes para quem quiser confirmar. Envio pela OLX.
phones ;; pt ;; olx-pt ;; phones ;; 320 ;; iPhone 13 128GB azul bateria 86% ;; iPhone 13 de 128 GB azul, livre de operador, nunca foi aberto nem reparado. Bateria com 86% de saude. Tem uns riscos minimos na moldura. Original com fatura da loja, nao é recondicionado nem copia. Entrega em mao em Lisboa zona Saldanha ou envio seguro pela plataforma.
phones ;; pt ;; olx-pt ;; phones ;; 10 ;; Capa livro para Xiaomi Redmi Note 12 ;; Capa tipo livro em pele sintetica preta para Redmi Note 12 4G (nao serve no 5G nem no Pro). Tem espaço para 2 cartoes. Nova, comprei o modelo errado.
phones ;; pt ;; vinted ;; phones ;; 14 ;; Carregador rapido 25W USB-C original ;; Carregador 25 W com cabo USB-C para USB-C de 1 m. Original da marca, veio com o telemovel novo e nunca usei porque ja tinha um. Ref EP-TA800 escrita no carregador.
phones ;; pt ;; olx-pt ;; phones ;; 60 ;; Smartwatch com chamadas e notificações ;; Relogio inteligente com ecra AMOLED 1,43", mede passos, sono e batimento. Mostra notificaçoes do WhatsApp, SMS e Instagram quando emparelhado com o telemovel por bluetooth. Bracelete de silicone nova. Caixa e carregador magnetico.
fitness ;; pt ;; olx-pt ;; sports-outdoor ;; 70 ;; Halteres ajustaveis 2x20kg ;; Par de halteres ajustáveis com discos de ferro fundido, 20 kg cada, barra roscada com porcas estrela. Otimos para treinar em casa. Peso total 40 kg por isso so em mao, Vila Nova de Gaia 4400.
fitness ;; pt ;; olx-pt ;; sports-outdoor ;; 150 ;; Bicicleta estatica magnetica ;; Bicicleta estatica com resistencia magnetica de 8 niveis e volante de 6 kg. No ecra ve o tempo, os km, as calorias gastas e o pulso. Aguenta 110 kg. 85x50x120. Tiro o guiador para caber no carro.
fitness ;; pt ;; vinted ;; sports-outdoor ;; 15 ;; Bomba de ar de pé para bolas e colchões ;; Bomba de ar de pé com manómetro, 3 adaptadores (agulha para bolas, bico para colchões e boias, valvula de bicicleta Schrader). Usada meia duzia de vezes.
fitness ;; pt ;; olx-pt ;; sports-outdoor ;; 25 ;; Tapete yoga 6mm + blocos ;; Tapete de yoga em TPE 183x61 cm, 6 mm, antiderrapante, com alça. Mais 2 blocos de cortiça e uma cinta. Lavado e desinfetado. Portes 4,50 pela plataforma.
fitness ;; pt ;; olx-pt ;; sports-outdoor ;; 35 ;; Luvas boxe 12oz e ligaduras ;; Luvas de boxe 12 oz pretas com fecho de velcro, usadas numas aulas de kickboxing. Oferta de 2 pares de ligaduras de 4,5 m. Estão limpas, sem cheiro.
tools ;; pt ;; olx-pt ;; tools-diy ;; 12 ;; Testador de tensao / detetor de corrente ;; Chave testadora de tensão sem contacto, deteta corrente de 12 a 1000 V AC com luz e apito. Pilhas incluidas (ficam dentro). Util para quem faz pequenos arranjos em casa. Nova na embalagem.
tools ;; pt ;; olx-pt ;; tools-diy ;; 55 ;; Berbequim aparafusadora 18V com 2 baterias ;; Berbequim aparafusadora 18 V sem fios, 2 baterias de 2 Ah e carregador, mala com 30 brocas e pontas. Usado apenas para montar moveis la em casa. Tudo a funcionar. Levantamento em Aveiro 3810 ou envio.
tools ;; pt ;; olx-pt ;; tools-diy ;; 20 ;; Machado pequeno para lenha cabo fibra ;; Machadinha de 600 g com cabo em fibra de vidro, 36 cm, com proteção da lamina. Para partir lenha miuda para a lareira. Vendo porque passei para pellets.
tools ;; pt ;; olx-pt ;; tools-diy ;; 8 ;; X-ato profissional com 10 laminas ;; Cortador tipo x-ato de 18 mm com trava, corpo metalico, mais 10 laminas de substituição ainda na caixa. Para cortar cartão, alcatifa, papel de parede.
tools ;; pt ;; olx-pt ;; tools-diy ;; 90 ;; Escadote aluminio 7 degraus ;; Escadote de aluminio de 7 degraus, altura de trabalho ca. 3,5 m, carga maxima 150 kg, norma EN 131. Pouco uso, pintei a casa uma vez. So recolha em Leiria.
tools ;; pt ;; olx-pt ;; tools-diy ;; 30 ;; Multimetro digital com pontas de prova ;; Multimetro digital com escala automatica: tensao AC e DC, corrente, resistencia, continuidade e temperatura. Traz pontas de prova, sonda termopar e manual em portugues. Pilha 9V montada.
motoring ;; pt ;; olx-pt ;; vehicle-parts ;; 160 ;; 4 pneus 205/55 R16 91V com 6mm ;; Quatro pneus de verão 205/55 R16 91V, DOT 2423 (semana 24 de 2023), com cerca de 6 mm de piso. Tirei-os do meu carro quando mudei para jantes de 17. Nunca furados. Recolha em Viseu 3500.
motoring ;; pt ;; olx-pt ;; vehicle-parts ;; 45 ;; Farolim traseiro esquerdo Renault Clio IV ;; Farolim traseiro lado esquerdo (condutor) para Clio IV 2012-2016, ref 265553VA0A. Sem rachas, todas as patilhas inteiras. Tirado do meu proprio carro depois de um toque no outro lado.
motoring ;; pt ;; olx-pt ;; vehicle-parts ;; 15 ;; Kit segurança auto colete + triangulo selado ;; Kit de segurança para carro: colete refletor, triangulo de sinalização e mini estojo de primeiros socorros, tudo selado. Comprei dois e so precisava de um.
motoring ;; pt ;; olx-pt ;; vehicle-parts ;; 70 ;; Bateria 12V 60Ah 540A com 8 meses ;; Bateria de 12 V, 60 Ah e 540 A (EN), 242x175x190 mm, positivo à direita. Tem 8 meses; o mecanico passou-lhe o testador de baterias e deu 100%. Mudei de carro e nao encaixa no novo.
motoring ;; pt ;; olx-pt ;; vehicle-parts ;; 25 ;; Tapetes borracha Peugeot 208 ;; Jogo de 4 tapetes de borracha a medida para Peugeot 208 (2019 em diante). Lavados. Usados so no meu carro, que vendi.
fashion ;; pt ;; vinted ;; clothing ;; 20 ;; Blusão ganga oversize tamanho M ;; Blusao de ganga clarinho, oversize, tamanho M que da para L. Usei pouco, sem nodoas nem rasgoes. Axila a axila 60 cm, de comprimento 68.
fashion ;; pt ;; vinted ;; clothing ;; 35 ;; Casaco de caça verde tam 52 para passeio ;; Casaco estilo caça/campo verde azeitona com bolsos grandes e capuz amovivel, impermeavel, tam 52. Uso-o para passear o cao no monte mas ja nao me serve. Limpo.
fashion ;; pt ;; vinted ;; clothing ;; 12 ;; Vestido floral midi 38 ;; Vestido midi florido, tamanho 38, alças finas e abertura lateral. Vestido so num casamento. Tecido leve, ideal para verão.
fashion ;; pt ;; vinted ;; clothing ;; 45 ;; Sweat original com recibo tam S ;; Sweat cinzenta tamanho S da colecao de 2024, original comprada na loja oficial, tenho o recibo. Nao é copia. Usada 3 ou 4 vezes, sem borboto.
fashion ;; pt ;; vinted ;; clothing ;; 8 ;; Camisola de futebol infantil 10 anos ;; Camisola de futebol para criança 10-11 anos, com o numero 7 nas costas. Lavada, cores vivas. Envio pelo Vinted.
toys ;; pt ;; olx-pt ;; toys-baby ;; 15 ;; Pistola de agua grande Super Soaker ;; Pistola de água de brincar com depósito de 1 litro, alcance 9 metros. Plastico colorido laranja e verde, claramente um brinquedo. Usada num verão na piscina.
toys ;; pt ;; olx-pt ;; toys-baby ;; 40 ;; Lego City 60246 esquadra policia com minifiguras ;; Lego City esquadra da policia, set 60246, completo com as 5 minifiguras, carro e mota. Montado uma vez e guardado na caixa com instruções. Numero do set é o 60246, nao é codigo postal 😄
toys ;; pt ;; olx-pt ;; toys-baby ;; 12 ;; Conjunto médico de brincar com estetoscopio ;; Maleta de doutor a fingir: estetoscopio, seringa sem agulha, termometro e martelinho, tudo em plastico colorido. A partir dos 3 anos. Os pensos de papel ja foram gastos.
toys ;; pt ;; olx-pt ;; toys-baby ;; 25 ;; Nerf blaster com 20 dardos espuma ;; Lançador Nerf de espuma motorizado (4 pilhas AA que ficam dentro) com 20 dardos de espuma. Brinquedo em bom estado, o meu filho cresceu. Recolha em Almada.
toys ;; pt ;; olx-pt ;; toys-baby ;; 30 ;; Comboio de madeira com 40 pecas ;; Pista de comboio em madeira com pontes, 3 locomotivas magneticas e 40 pecas de carris. Compatível com as marcas mais conhecidas. Falta uma arvore pequena.
books ;; pt ;; olx-pt ;; books-media ;; 6 ;; Livro sobre o cartel de Medellin e o Escobar ;; Livro de nao ficção sobre o cartel de Medellin e a caça ao Pablo Escobar, em portugues, ISBN 9789720000019. Lido uma vez, como novo.
books ;; pt ;; olx-pt ;; books-media ;; 5 ;; Os Maias Eça de Queiroz edição escolar ;; Os Maias, edição escolar com notas, ISBN 9789720012340. Tem sublinhados a lápis em alguns capitulos. Bom para o 11º ano.
books ;; pt ;; olx-pt ;; books-media ;; 10 ;; Lote 5 policiais Agatha Christie ;; Cinco romances policiais da Agatha Christie em portugues: assassinatos, venenos e o Poirot a resolver tudo. Capas com algum uso. Vendo em lote, portes 3 euros.
books ;; pt ;; olx-pt ;; books-media ;; 14 ;; Atlas da Segunda Guerra Mundial capa dura ;; Atlas da Segunda Guerra Mundial cheio de mapas das campanhas, capa dura, 320 paginas, ISBN 9789891234565. Muito bem estimado.
books ;; pt ;; olx-pt ;; books-media ;; 4 ;; Manual primeiros socorros 2019 ilustrado ;; Livro/manual de primeiros socorros, edição de 2019, com ilustrações de como fazer compressões e posição lateral de segurança. Ótimo para pais.
collectables ;; pt ;; olx-pt ;; collectibles ;; 25 ;; Isqueiro Zippo vintage 1985 vazio colecao ;; Isqueiro Zippo de 1985 (codigo de data na base), cromado escovado, sem gás nem pavio novo, vendido vazio só para coleção. Mecanismo da tampa faz o clique certo.
collectables ;; pt ;; olx-pt ;; collectibles ;; 18 ;; Cinzeiro ceramica antigo publicidade ;; Cinzeiro antigo em ceramica com publicidade de uma marca de cafe dos anos 70. Nunca usado, peça de colecção. 14 cm de diametro.
collectables ;; pt ;; olx-pt ;; collectibles ;; 30 ;; Colecao garrafas miniatura vazias 20 un ;; Coleção de 20 garrafinhas miniatura de vidro, todas vazias, de licores e aguardentes portugueses dos anos 80 e 90. Rótulos em bom estado. Vendo todas juntas com prateleira.
collectables ;; pt ;; olx-pt ;; collectibles ;; 12 ;; Moedas de 2 euros comemorativas x6 ;; Seis moedas de 2€ comemorativas (Portugal 2007, 2009, 2011, Espanha 2005, Italia 2004, Grecia 2004) em capsulas. Circuladas. Valor pedido inclui as capsulas.
collectables ;; pt ;; olx-pt ;; collectibles ;; 40 ;; Caderneta cromos Mundial 2006 completa ;; Caderneta do Mundial da Alemanha 2006 totalmente completa, cromos todos colados. A capa mostra uso. Para colecionadores de futebol.
appliances ;; pt ;; olx-pt ;; large-appliances ;; 180 ;; Maquina de lavar 8 kg 1400 rpm A+++ 4 anos ;; A nossa maquina da roupa (modelo WAN28282PT, 8 kg, centrifuga ate 1400) nunca deu problemas em 4 anos. Sai porque agora temos uma que tambem seca. 85x60x59. Quem levar vem a Odivelas, eu dou uma mao a descer.
appliances ;; pt ;; olx-pt ;; small-appliances ;; 25 ;; Aspirador vertical sem fio ;; Aspirador vertical 2 em 1 com bateria de litio (fica dentro, nao sai), autonomia 35 min. Filtro lavavel. Carregador incluido. Ideal para apartamento.
appliances ;; pt ;; olx-pt ;; small-appliances ;; 15 ;; Ferro de engomar a vapor 2400W ;; Ferro a vapor 2400 W com base ceramica, deposito de 300 ml, função anti-calcario. Funciona perfeitamente. Envio bem embalado.
appliances ;; pt ;; olx-pt ;; small-appliances ;; 60 ;; Desumidificador 12 litros dia ;; Desumidificador de 12 L/dia com deposito de 2 L e saida para mangueira. Otimo para casas humidas no inverno. Comprado em 2024 e usado 2 invernos. Fatura em nome do vendedor.
garden ;; pt ;; olx-pt ;; home-garden ;; 5 ;; Estacas de potus e jiboia enraizadas ;; Estacas de potus (jiboia) ja com raiz em agua, prontas a plantar. 3 estacas por 5 euros. Planta muito facil, aguenta pouca luz. Entrego em Matosinhos.
garden ;; pt ;; olx-pt ;; home-garden ;; 8 ;; Sementes de tomate coração de boi caseiras ;; Sementes de tomate coração de boi guardadas da minha horta, colheita de 2025. Saqueta com umas 50 sementes. Envio em envelope.
garden ;; pt ;; olx-pt ;; home-garden ;; 22 ;; Adubo organico para horta 20kg selado ;; Adubo organico em grao feito de estrume de galinha compostado, saco de 20 kg ainda fechado. Serve para a horta e arvores de fruto. Comprei a mais na primavera.
garden ;; pt ;; olx-pt ;; home-garden ;; 65 ;; Corta relva eletrico 1600W ;; Corta relva eletrico de 1600 W, largura de corte 38 cm, saco de recolha 45 L. Laminas afiadas no ano passado. Cabo de 20 m oferta. Recolha em Sintra.
garden ;; pt ;; olx-pt ;; home-garden ;; 12 ;; Aloe vera grande em vaso ;; Aloe vera com cerca de 50 cm, varios rebentos, em vaso de barro de 25 cm. Planta saudavel, esteve na varanda ao sol.
videogames ;; pt ;; olx-pt ;; consoles ;; 25 ;; GTA V PS4 em portugues ;; Grand Theft Auto V para PS4 com mapa, legendas em portugues. Jogo para maiores de 18. Disco sem riscos.
videogames ;; pt ;; olx-pt ;; consoles ;; 230 ;; PS5 edição digital 825GB com 1 comando ;; PlayStation 5 digital, 825 GB, com um comando DualSense e cabos. Sempre funcionou impecavel. Comprei com PayPal na loja online em 2022 e tenho o email da fatura. Entrega em mao em Faro ou envio pela OLX.
videogames ;; pt ;; olx-pt ;; consoles ;; 20 ;; Jogo COD WWII para Xbox One com caixa ;; Call of Duty WWII para Xbox One, campanha na segunda guerra. Completo com caixa. Entrego em maos em Santarem.
videogames ;; pt ;; olx-pt ;; consoles ;; 35 ;; Comando Switch Pro ;; Comando Pro para Nintendo Switch, original, bateria interna aguenta bem. Sem drift. Cabo USB-C incluido.
furniture ;; pt ;; olx-pt ;; furniture ;; 35 ;; Armario casa de banho com espelho ;; Armario de casa de banho com porta espelhada e 2 prateleiras, 60x45x15 cm, branco. Da para guardar medicamentos e cosmeticos, vai vazio claro. Desmontado para transporte.
furniture ;; pt ;; olx-pt ;; furniture ;; 120 ;; Sofa 3 lugares cinza tecido ;; Sofa de 3 lugares cinzento, 210x90, capas das almofadas tiram-se e vao a maquina. Casa sem bichos e sem fumo. Tem 3 anos. E preciso vir busca-lo ao Seixal, 2º andar e nao ha elevador.
furniture ;; pt ;; olx-pt ;; furniture ;; 45 ;; Comoda 4 gavetas pinho ;; Cómoda antiga de pinho maciço, quatro gavetas que deslizam bem, 80 de largura por 90 de altura. Este ano lixei-a toda e dei-lhe verniz novo, os puxadores sao de ferro forjado.
furniture ;; pt ;; olx-pt ;; furniture ;; 20 ;; Cadeira escritorio rodas ;; Cadeira de secretaria com rodas, sobe e desce, encosto em rede. O assento ja mostra algum uso. Serve perfeitamente para estudar.
camping ;; pt ;; olx-pt ;; sports-outdoor ;; 40 ;; Tenda 4 pessoas iglu ;; Tenda iglu de 4 pessoas com dois quartos e avançado, 3000 mm de coluna de agua. Foi a 3 parques de campismo e nao tem furos. Vao todas as estacas. Pesa 6,2 kg.
camping ;; pt ;; olx-pt ;; sports-outdoor ;; 18 ;; Colchão de ar duplo com bomba ;; Colchão de ar insuflavel casal 191x137 cm com bomba eletrica a pilhas. Não perde ar, testei ontem durante a noite toda.
camping ;; pt ;; olx-pt ;; sports-outdoor ;; 14 ;; Canivete multiusos 9 funções ;; Canivete pequeno de bolso: lamina de 6 cm que nao trava, abre-latas, saca-rolhas, tesourinha e chave de fendas. Bom para levar nos piqueniques. Na caixa.
camping ;; pt ;; olx-pt ;; sports-outdoor ;; 22 ;; Binoculos 10x42 com bolsa ;; Binoculos 10x42 para observação de aves e natureza, com bolsa e alça. Lentes limpas, sem fungos.
camping ;; pt ;; olx-pt ;; sports-outdoor ;; 30 ;; Mochila 45L trekking ;; Mochila de montanha 45 litros com capa de chuva e costas ventiladas. Tem bolsa para agua. Bom estado.
shoes ;; pt ;; vinted ;; footwear ;; 40 ;; Sapatilhas corrida 43 com 200km ;; Sapatilhas de corrida tamanho 43 (EU), com uns 200 km feitos. Sola ainda com bom amortecimento. Originais, compradas na loja de desporto, nao sao imitação.
shoes ;; pt ;; vinted ;; footwear ;; 25 ;; Botas caminhada 38 impermeaveis cano medio ;; Botas de caminhada impermeaveis, tamanho 38, cano medio. Usadas em poucas caminhadas. Limpas.
shoes ;; pt ;; vinted ;; footwear ;; 15 ;; Galochas crianca 28 ;; Galochas de borracha para criança, tam 28, com desenho de sapos. Boas para a chuva e a lama.
shoes ;; pt ;; vinted ;; footwear ;; 30 ;; Sandalias pele castanhas 39 ;; Sandalias de pele castanha, tamanho 39, sola de borracha. Feitas em Portugal. Usadas duas vezes.
beauty ;; pt ;; vinted ;; beauty-perfume ;; 55 ;; Perfume 100ml selado nao é tester ;; Perfume de senhora, eau de parfum 100 ml, ainda com o celofane. Ofereceram-me dois iguais. Nao é tester nem amostra: é o frasco de loja com a caixa. EAN na caixa 5601234500011.
beauty ;; pt ;; vinted ;; beauty-perfume ;; 12 ;; Protetor solar 50+ selado comprado na farmacia ;; Dois protetores solares FPS 50+ de 50 ml, selados, validade 2027. Comprei na farmacia para mim antes das ferias e acabei por nao ir.
beauty ;; pt ;; vinted ;; beauty-perfume ;; 18 ;; Paleta sombras nova na caixa ;; Paleta de sombras com 18 cores, nova e selada, nunca aberta. Cores nude e castanhos.
beauty ;; pt ;; olx-pt ;; beauty-perfume ;; 20 ;; Secador cabelo 2200W ionico ;; Secador de cabelo 2200 W com função ionica e difusor. Usado poucas vezes. Cabo de 2,5 m.
beauty ;; pt ;; vinted ;; beauty-perfume ;; 8 ;; Creme hidratante 50ml por abrir ;; Creme hidratante de rosto 50 ml, embalagem por abrir com selo. Comprado na farmacia, não se adaptou ao meu tipo de pele pela amostra, por isso nem abri o frasco.
costumes ;; pt ;; olx-pt ;; toys-baby ;; 15 ;; Fato pirata 6-8 anos (espada de espuma mole) ;; Fato de pirata com chapeu, pala e espada de espuma mole. Tamanho 6-8 anos. Usado num Carnaval.
costumes ;; pt ;; vinted ;; clothing ;; 25 ;; Farda militar antiga sem insignias para Carnaval ;; Casaco de farda antiga verde, sem insignias nem emblemas, que uso como fantasia de Carnaval e em festas tematicas. Tamanho L. Tem botões dourados.
costumes ;; pt ;; olx-pt ;; toys-baby ;; 10 ;; Fantasia policia menino com algemas de plastico ;; Fantasia de policia para menino 4-6 anos: camisa, bone e algemas de plastico de brinquedo. Lavada.
costumes ;; pt ;; vinted ;; clothing ;; 20 ;; Fato de bruxa Halloween M com chapeu ;; Fato de bruxa adulto tamanho M, vestido preto, chapeu e vassoura de brincar. Usado so uma noite.
costumes ;; pt ;; olx-pt ;; toys-baby ;; 12 ;; Espada de cavaleiro de brinquedo e escudo ;; Espada e escudo de cavaleiro medieval em plastico e espuma, para criancas. Nada corta, é um brinquedo leve.
petsupplies ;; pt ;; olx-pt ;; pets ;; 25 ;; Transportadora gato/cao pequeno ;; Caixa de transporte em plastico rigido, serve gato ou cao ate uns 8 kg, porta em metal, 48x32x30. Foi ao veterinario umas vezes de carro. Esta lavada.
petsupplies ;; pt ;; olx-pt ;; pets ;; 40 ;; Arranhador gato 120cm ;; Arranhador para gatos com 120 cm, 3 plataformas e casota. Os postes de sisal estao um pouco gastos (normal). Recolha em Loures.
petsupplies ;; pt ;; olx-pt ;; pets ;; 18 ;; Racao cao adulto 12kg saco fechado ;; Saco de ração para cao adulto 12 kg, fechado, validade 05/2027. O meu cao passou para dieta veterinaria e sobrou este.
petsupplies ;; pt ;; olx-pt ;; pets ;; 10 ;; Aquario 30 litros vazio com tampa ;; Aquario de 30 litros vazio com tampa e luz LED, sem filtro. Vidro sem riscos. Bom para começar.
cycling ;; pt ;; olx-pt ;; bikes ;; 220 ;; Bicicleta BTT roda 29 quadro M ;; BTT de roda 29, quadro em aluminio M, 12 mudanças e travoes hidraulicos. O numero do quadro esta gravado na caixa do pedaleiro e tenho a fatura. Fez revisão em outubro.
cycling ;; pt ;; olx-pt ;; bikes ;; 30 ;; Capacete bicicleta novo nunca usado 54-58 ;; Capacete de ciclismo tamanho M (54-58 cm), novo com etiquetas, nunca usado nem caiu. Comprei o tamanho errado.
cycling ;; pt ;; olx-pt ;; bikes ;; 20 ;; Cadeirinha bicicleta criança traseira ;; Cadeira de bicicleta para criança ate 22 kg, fixação ao quadro. Cintos em bom estado. Vendo porque o miudo ja anda sozinho.
cycling ;; pt ;; olx-pt ;; bikes ;; 12 ;; Bomba de ar bicicleta com manometro ;; Bomba de pe para a bicicleta, o manometro vai ate 11 bar e a cabeça serve Presta e Schrader.
babygear ;; pt ;; olx-pt ;; toys-baby ;; 130 ;; Cadeira auto bebé i-Size nova selada ;; Cadeira auto i-Size 40-105 cm, nova na caixa selada, nunca montada. Recebemos duas de presente. Norma R129 na etiqueta da caixa.
babygear ;; pt ;; olx-pt ;; toys-baby ;; 60 ;; Carrinho 3 em 1 com alcofa (sem ovo) ;; Carrinho de bebe 3 em 1: vai a alcofa e a cadeira de passeio, o ovo fica ca. Rodas sem desgaste, leva tambem o saco e a capa da chuva.
babygear ;; pt ;; olx-pt ;; toys-baby ;; 25 ;; Intercomunicador bebé com camara e ecra 3,2 ;; Intercomunicador com camara e ecra 3,2", visao noturna, canções de embalar. Funciona sem internet. Usado 1 ano.
babygear ;; pt ;; olx-pt ;; toys-baby ;; 15 ;; Banheira de bebé c/ suporte e termómetro ;; Banheira para o bebe com o redutor para os primeiros meses e um termometro embutido no fundo. Esta lavada e desinfetada, pronta para o proximo.
crafts ;; pt ;; olx-pt ;; hobbies ;; 90 ;; Maquina de costura com pedal ;; Maquina de costura eletrica com 23 pontos, pedal, bobinas e agulhas. Revisão feita em 2025. Manual incluido.
crafts ;; pt ;; olx-pt ;; hobbies ;; 10 ;; Lote novelos la 12 unidades ;; 12 novelos de lã 100 g cada, tons de azul e cinza, ainda com etiquetas. Sobras de um projeto de camisola.
crafts ;; pt ;; olx-pt ;; hobbies ;; 25 ;; Kit maqueta aviao Spitfire 1/48 ;; Kit de montagem em plastico de um aviao Spitfire da 2ª guerra, escala 1:48, por abrir (plastico da caixa ainda tem o selo). Tintas e cola nao incluidas.
crafts ;; pt ;; olx-pt ;; hobbies ;; 15 ;; X-ato bisturi para modelismo com laminas ;; Faca de modelismo tipo bisturi com cabo de aluminio e 5 laminas diferentes. Para recortar cartao e plastico nas maquetas.
computers ;; pt ;; olx-pt ;; laptops ;; 380 ;; Portatil 15,6" i5 12a geração 16GB/512GB ;; Portatil de 15,6" com Intel i5 de 12ª geração, 16 GB RAM, SSD de 512 GB, Windows 11 ativado. Teclado PT com ç. Bateria aguenta 5 h. Carregador original. Numero de serie na etiqueta de baixo.
computers ;; pt ;; olx-pt ;; laptops ;; 20 ;; Rato sem fios + teclado PT ;; Conjunto teclado e rato sem fios, layout portugues, pilhas incluidas. Recetor USB nano. Quase sem uso.
computers ;; pt ;; olx-pt ;; laptops ;; 75 ;; Monitor 24 full HD IPS ;; Monitor de 24" Full HD IPS 75 Hz com HDMI e DisplayPort. Sem pixeis mortos. Pé regulavel em altura. Cabo HDMI oferta.
computers ;; pt ;; olx-pt ;; laptops ;; 35 ;; Disco externo 2TB USB 3.0 ;; Disco externo de 2 TB formatado e testado, saude 100% no CrystalDisk. Cabo USB 3.0.
office ;; pt ;; olx-pt ;; books-media ;; 10 ;; Casio fx-570SPX II calculadora para exames ;; Calculadora cientifica Casio fx-570SPX II, autorizada nos exames nacionais. Tampa incluida. Pilha e solar.
office ;; pt ;; olx-pt ;; books-media ;; 8 ;; Lote material escolar novo ;; Lote de material escolar por usar: 5 cadernos A4 quadriculados, estojo, 12 lapis de cor, regua de 30 cm, afia e borracha.
office ;; pt ;; olx-pt ;; furniture ;; 40 ;; Secretaria branca 120x60 ;; Secretaria branca 120x60 cm com 2 gavetas. Pequena marca na esquina. Desmontada.
office ;; pt ;; olx-pt ;; books-media ;; 15 ;; Triturador de papel 6 folhas ;; Destruidora de papel corte em tiras, 6 folhas de cada vez, cesto 12 L. Boa para faturas e papeis velhos.
cameras ;; pt ;; olx-pt ;; cameras ;; 280 ;; Camara reflex Canon EOS 2000D com 18-55 ;; Canon EOS 2000D com objetiva 18-55 mm, 2 baterias (uma na camara), carregador, cartao de 32 GB e bolsa. Contador com cerca de 4500 disparos.
cameras ;; pt ;; olx-pt ;; cameras ;; 45 ;; Tripé aluminio 160cm ;; Tripe de aluminio de 160 cm com cabeça de 3 vias e saco. Suporta 5 kg.
cameras ;; pt ;; olx-pt ;; cameras ;; 60 ;; Camara de vigilancia da natureza trail camera ;; Camara de trilho para observar animais no quintal ou no campo, sensor de movimento, fotos 20 MP e video. Vem com 8 pilhas. Apanhei raposas e ouriços 🦔
cameras ;; pt ;; olx-pt ;; cameras ;; 20 ;; Camara analogica 35mm antiga ;; Camara fotografica analogica de 35 mm dos anos 80 com objetiva 50 mm f/1.8. Obturador funciona, fotometro nao testado. Peça de decoração ou para quem quer experimentar filme.
watches ;; pt ;; vinted ;; watches-jewellery ;; 35 ;; Relogio de pulso automatico com caixa ;; Relogio automatico de homem, caixa de 40 mm em aço, vidro mineral, bracelete de pele. Referencia gravada na tampa de tras. Atrasa uns 10 s por dia. Caixa e papeis.
watches ;; pt ;; vinted ;; watches-jewellery ;; 15 ;; Brincos prata 925 em forma de gato ;; Brincos em prata 925 com forma de gato, marcados no fecho. Nunca usados, estão na caixinha.
watches ;; pt ;; vinted ;; watches-jewellery ;; 20 ;; Colar com pendente ancora dourado ;; Colar com pendente em forma de ancora, banhado a ouro, corrente de 45 cm. Sem escurecer.
watches ;; pt ;; vinted ;; watches-jewellery ;; 10 ;; Pulseira de contas pedras naturais ;; Pulseira elastica de contas de pedras naturais de 8 mm, feita por mim. Varios tamanhos, pergunte por aqui na app.
fishing ;; pt ;; olx-pt ;; sports-outdoor ;; 45 ;; Cana surfcasting carbono 4,20 m com carreto 6000 ;; Cana de surfcasting de 4,20 m em carbono e carreto 6000 com linha 0,30. Usada na praia da Costa algumas vezes. Lavada com agua doce.
fishing ;; pt ;; olx-pt ;; sports-outdoor ;; 15 ;; Caixa de pesca 2 tabuleiros amostras chumbadas ;; Caixa de pesca com 2 tabuleiros: amostras, chumbadas, anzois varios tamanhos, destorcedores e boias. Tudo novo ou quase.
fishing ;; pt ;; olx-pt ;; sports-outdoor ;; 12 ;; Faca de filetar peixe 18cm com bainha ;; Faca de filetar com lamina flexivel de 18 cm e capa de plastico, usava-a para amanhar o peixe quando vinha da pesca. Pouco uso.
fishing ;; pt ;; olx-pt ;; sports-outdoor ;; 25 ;; Botas altas de pesca impermeaveis 42 ;; Botas altas de borracha ate a anca para pesca no rio, tamanho 42. Sem furos, testadas na banheira.
dvds ;; pt ;; olx-pt ;; books-media ;; 20 ;; Breaking Bad as 5 temporadas em DVD ;; Breaking Bad, a serie completa em DVD, 5 temporadas, legendas em portugues. Caixa com pequeno risco. Historia do professor que vira fabricante de droga, grande serie.
dvds ;; pt ;; olx-pt ;; books-media ;; 6 ;; Filme O Padrinho trilogia blu-ray ;; Trilogia O Padrinho em Blu-ray, edição remasterizada. Discos impecaveis.
dvds ;; pt ;; olx-pt ;; books-media ;; 8 ;; Lote 10 DVDs filmes de guerra ;; Dez DVDs de filmes de guerra: Resgate do Soldado Ryan, Dunkirk, Platoon, Black Hawk Down e outros. Todos originais.
dvds ;; pt ;; olx-pt ;; books-media ;; 12 ;; Vinil fado Amalia LP ;; Disco de vinil da Amalia, prensagem dos anos 70. A capa tem os cantos gastos mas o disco toca bem, quase sem ruido.
instruments ;; pt ;; olx-pt ;; musical-instruments ;; 90 ;; Guitarra classica 4/4 tampo abeto c/ saco ;; Guitarra classica 4/4 com tampo em abeto, cordas novas e saco acolchoado. Otima para aprender.
instruments ;; pt ;; olx-pt ;; musical-instruments ;; 150 ;; Teclado 61 teclas sensíveis ;; Teclado de 61 teclas sensiveis ao toque, 400 sons, entrada para auscultadores, suporte em X. Transformador incluido.
instruments ;; pt ;; olx-pt ;; musical-instruments ;; 25 ;; Afinador cromatico e metronomo ;; Afinador cromatico de pinça com metronomo, pilha dentro. Serve para guitarra, baixo, ukulele e violino.
instruments ;; pt ;; olx-pt ;; musical-instruments ;; 40 ;; Cavaquinho portugues de Braga ;; Cavaquinho de fabrico tradicional de Braga, bom som. Tem uma marca de uso no tampo. Com estojo mole.
hifi ;; pt ;; olx-pt ;; audio ;; 70 ;; Coluna bluetooth portatil JBL Charge ;; Coluna portatil bluetooth a prova de agua, bateria dura 15 horas e fica dentro. Original comprada na FNAC com fatura, nao é copia. Cabo de carregamento.
hifi ;; pt ;; olx-pt ;; audio ;; 120 ;; Amplificador estereo + colunas ;; Amplificador estereo 2x50 W com entradas phono e CD, mais um par de colunas de estante. Tudo testado. So recolha, Guimaraes 4800.
hifi ;; pt ;; olx-pt ;; audio ;; 35 ;; Auscultadores com cancelamento de ruido ;; Auscultadores bluetooth sobre a orelha com cancelamento de ruido, 30 h de bateria. Almofadas novas. Estojo.
hifi ;; pt ;; olx-pt ;; audio ;; 50 ;; Gira-discos com colunas integradas ;; Gira-discos em mala vintage com colunas integradas, bluetooth e USB para gravar. Agulha nova.
kitchen ;; pt ;; olx-pt ;; kitchen ;; 30 ;; Maquina de cafe capsulas + suporte ;; Maquina de cafe de capsulas de 19 bar com deposito de 0,8 L e um carrossel que leva 40 capsulas. Tirei-lhe o calcario no mes passado.
decor ;; pt ;; olx-pt ;; home ;; 18 ;; Estatueta ceramica mocho ;; Mocho em ceramica branca mate, 25 cm de altura. Ficava na estante ao lado dos livros. Sem defeitos.
phones ;; pt ;; olx-pt ;; phones ;; 90 ;; Telemovel para idosos teclas grandes ;; Telemovel simples de teclas grandes, com botao SOS, base de carregamento e som bem alto. Era da minha mae, que agora usa smartphone. Desbloqueado. Vai com carregador e manual.
fitness ;; pt ;; olx-pt ;; sports-outdoor ;; 45 ;; Prancha de surf espuma 7 pes ;; Prancha de surf em espuma (softboard) de 7'0", ideal para iniciação, com leash e quilhas. Tem algumas mossas normais.
tools ;; pt ;; olx-pt ;; tools-diy ;; 35 ;; Rebarbadora 115mm 750W ;; Rebarbadora de 115 mm, 750 W, com punho lateral e proteção. Discos de corte oferta. Funciona bem.
toys ;; pt ;; olx-pt ;; toys-baby ;; 20 ;; Jogo tabuleiro Cluedo completo ;; Cluedo classico completo: as cartas de suspeitos, armas (o castiçal, a corda e companhia em miniatura de plastico) e divisões. Para 8+ anos.
videogames ;; pt ;; olx-pt ;; consoles ;; 15 ;; Jogo Mafia trilogia PS4 ;; Mafia Trilogy para PS4, historia de gangsters nos anos 30. Disco impecavel, com caixa.
camping ;; pt ;; olx-pt ;; sports-outdoor ;; 25 ;; Fogareiro campismo em mala (sem gas) ;; Fogareiro de campismo portatil em mala, vende-se sem cartucho de gas (nao envio gas). Usado duas vezes.
beauty ;; pt ;; vinted ;; beauty-perfume ;; 25 ;; Kit manicure verniz gel com lampada ;; Kit de manicure com lampada UV/LED, 6 vernizes gel selados, base e top coat por abrir. A lampada foi testada uma vez.
costumes ;; pt ;; olx-pt ;; toys-baby ;; 18 ;; Fato cowboy crianca com pistola de brinquedo laranja ;; Fato de cowboy com colete, chapeu, estrela de xerife e pistola de brinquedo em plastico laranja (ponta laranja bem visivel). Tamanho 5-6 anos.
office ;; pt ;; olx-pt ;; books-media ;; 25 ;; Impressora jato de tinta multifunções c/ wifi ;; Impressora multifunções jato de tinta com wifi, imprime, copia e digitaliza. Tinteiros a meio. Liga ao telemovel pela aplicação da marca.
dvds ;; pt ;; olx-pt ;; books-media ;; 10 ;; CD banda sonora Pulp Fiction ;; CD da banda sonora do filme Pulp Fiction, edição original. Livreto completo.
kitchen ;; pt ;; olx-pt ;; kitchen ;; 40 ;; LOTE GRANDE cozinha por mudança frigideiras tachos ;; Ora bem, vou emigrar dia 19/12 e nao posso levar nada, por isso vendo tudo junto: 3 frigideiras (20, 24 e 28 cm, a grande ja pega um bocadinho), 4 tachos inox com tampa, um escorredor, uma faca pequena e um descascador, tabua de corte em bambu, vara de arames, 2 espatulas, um tabuleiro de forno e a balança de cozinha digital (pilha la dentro). Funciona tudo e esta tudo limpo. Prefiro que venham buscar a Amadora (2700) porque pesa, pagamento em mao na recolha ou pela OLX, como preferir. Qualquer duvida pergunte aqui 🙂
appliances ;; pt ;; olx-pt ;; small-appliances ;; 35 ;; Maquina de pão com 12 programas manual e receitas ;; Maquina de fazer pão, 12 programas, forma de 1 kg, temporizador. Comprei em 2023 (fatura FR 2023/11870), usei umas 10 vezes, depois a vida aconteceu... Vai com o manual, a pá amassadora extra e um caderno com as receitas que resultaram melhor (pão de forma, broa, massa de pizza). O tabuleiro nao tem riscos. Medidas 36x25x30 cm. Envio pela OLX com portes a cargo do comprador ou entrega em mão em Queluz ao fim de semana.
kitchen ;; es ;; wallapop ;; kitchen ;; 40 ;; Juego cuchillos cocina acero japones 5 piezas ;; Juego de 5 cuchillos de cocina de acero, cuchillo cebollero de 20 cm, santoku, panero, verduras y pelador. Afilados hace un mes. Los vendo porque me regalaron otros. Envio por wallapop bien protegidos.
kitchen ;; es ;; wallapop ;; small-appliances ;; 50 ;; Freidora de aire 6 litros con ventana ;; Freidora de aire de 6 L con ventana para ver la comida, 1800 W, 10 programas. La compre en enero 2025, tengo el ticket. Cesta sin rayas. Recogida en Valencia 46005.
kitchen ;; es ;; wallapop ;; kitchen ;; 20 ;; Olla express 6L induccion ;; Olla a presion rapida de 6 litros, apta para induccion. Gomas y valvula cambiadas este año, cierra perfecta.
kitchen ;; es ;; wallapop ;; kitchen ;; 10 ;; Tarros de cristal vacios con tapa hermetica x8 ;; 8 tarros de cristal vacios con cierre hermetico de goma, 1 litro. Perfectos para legumbres, pasta o cafe. Limpios.
kitchen ;; es ;; wallapop ;; kitchen ;; 15 ;; Bicarbonato y vinagre limpieza pack sin abrir ;; Pack de limpieza ecologica: 2 botes de bicarbonato sodico 1 kg y 2 botellas de vinagre de limpieza 1 L, sin abrir. Me mude y me sobraron.
kitchen ;; es ;; wallapop ;; small-appliances ;; 70 ;; Batidora de vaso 1200W ;; Batidora de vaso de 1200 W con jarra de cristal de 1,75 L, tritura hielo. Modelo BL-1200, numero de serie en la base. Funciona perfectamente.
decor ;; es ;; wallapop ;; home ;; 25 ;; Lampara de mesa ceramica forma de gato ;; Lampara de sobremesa de ceramica blanca con forma de gato sentado, 35 cm, bombilla E14 incluida. Muy mona para un dormitorio infantil.
decor ;; es ;; wallapop ;; home ;; 35 ;; Cuadro lienzo elefante 100x70 ;; Lienzo grande con un elefante en acuarela, 100x70 cm, bastidor de madera. Sin golpes. Solo recogida en Sevilla.
decor ;; es ;; wallapop ;; home ;; 12 ;; Botellas vacias de cristal vintage decoracion ;; Tres botellas antiguas de cristal azul cobalto, vacias y limpias, de 20, 25 y 30 cm. Ideales como jarron o con luces dentro.
decor ;; es ;; wallapop ;; home ;; 18 ;; Macetero ceramica con forma de cactus ;; Macetero de ceramica en forma de cactus verde, 15 cm de diametro, con agujero de drenaje. Nuevo.
decor ;; es ;; wallapop ;; home ;; 45 ;; Espejo de pie 160x40 madera ;; Espejo de pie con marco de madera natural, 160x40 cm. Pequeña marca en la esquina de abajo. Solo entrega en mano, Zaragoza.
phones ;; es ;; wallapop ;; phones ;; 190 ;; Xiaomi Redmi Note 13 Pro 256GB libre ;; Redmi Note 13 Pro negro, 256 GB y 8 GB de RAM, libre. Me funcionaban WhatsApp, Bizum y la app del banco sin ningun problema. Bateria perfecta. Con caja, cargador y factura de MediaMarkt (abril 2024).
phones ;; es ;; wallapop ;; phones ;; 350 ;; iPhone 14 128GB medianoche ;; iPhone 14 de 128 GB color medianoche, libre. Salud de bateria 88%. Siempre con funda y protector. Original con factura, no es reacondicionado ni replica. Envio por wallapop con proteccion.
phones ;; es ;; wallapop ;; phones ;; 8 ;; Funda silicona Samsung S23 ;; Funda de silicona azul para Galaxy S23 (no vale para S23+ ni Ultra). Nueva, me equivoque de modelo.
phones ;; es ;; wallapop ;; phones ;; 25 ;; Powerbank 20000mAh carga rapida ;; Bateria externa de 20000 mAh con carga rapida 22,5 W, 2 USB-A y 1 USB-C. Pantalla con el porcentaje. Usada en un viaje.
phones ;; es ;; wallapop ;; phones ;; 45 ;; Pulsera de actividad con pantalla AMOLED ;; Pulsera de actividad, cuenta pasos, sueño y pulso, te avisa de llamadas y mensajes de WhatsApp. Correa nueva de repuesto. Con caja.
fitness ;; es ;; wallapop ;; sports-outdoor ;; 60 ;; Banco de pesas plegable ;; Banco de musculacion plegable e inclinable, soporta 250 kg. Tapiceria sin roturas. Medidas plegado 130x30x40 cm.
fitness ;; es ;; wallapop ;; sports-outdoor ;; 180 ;; Cinta correr plegable hasta 12km/h 45kg ;; Cinta de correr plegable, velocidad 1-12 km/h, inclinacion manual 3 niveles, superficie 120x42 cm. Motor 2 CV. Recogida en Getafe 28901, pesa 45 kg.
fitness ;; es ;; wallapop ;; sports-outdoor ;; 12 ;; Hinchador de balones con agujas ;; Hinchador manual doble accion para balones, con 5 agujas y manguera. Pequeño, cabe en la mochila del futbol.
fitness ;; es ;; wallapop ;; sports-outdoor ;; 20 ;; Comba de velocidad y gomas elasticas ;; Comba de velocidad con rodamientos y set de 5 gomas elasticas de resistencia con asas. Casi sin uso.
fitness ;; es ;; wallapop ;; sports-outdoor ;; 30 ;; Raqueta padel carbono ;; Pala de padel de carbono, forma redonda, 360 g. Tiene un desconchon en el marco que no afecta. Con funda.
tools ;; es ;; wallapop ;; tools-diy ;; 15 ;; Comprobador de enchufes y detector de tension ;; Comprobador de enchufes con luces que indica si la toma tiene tierra y esta bien cableada, mas un detector de tension sin contacto. Los dos con pilas dentro.
tools ;; es ;; wallapop ;; tools-diy ;; 65 ;; Taladro percutor 18V 2 baterias ;; Taladro percutor inalambrico 18 V con dos baterias de 2 Ah, cargador y maletin. Poco uso, solo para colgar cuadros y montar muebles.
tools ;; es ;; wallapop ;; tools-diy ;; 10 ;; Cutter profesional y cuchillas de repuesto ;; Cutter de 18 mm metalico con bloqueo de cuchilla y 20 cuchillas de repuesto. Para cortar cajas, moqueta y pladur.
tools ;; es ;; wallapop ;; tools-diy ;; 25 ;; Hacha para leña 1kg ;; Hacha de 1 kg con mango de madera de 70 cm para partir leña de la chimenea. Funda de la hoja incluida.
tools ;; es ;; wallapop ;; tools-diy ;; 35 ;; Nivel laser de lineas cruzadas ;; Nivel laser autonivelante de lineas cruzadas, alcance 15 m, con soporte y pilas. Perfecto para colgar estanterias rectas.
tools ;; es ;; wallapop ;; tools-diy ;; 18 ;; Tester de baterias de coche 12V ;; Tester digital de baterias de coche 12 V, mide CCA, tension y estado del alternador. Pinzas en buen estado. Manual en español.
motoring ;; es ;; wallapop ;; vehicle-parts ;; 140 ;; 4 neumaticos 195/65 R15 91H ;; Cuatro neumaticos 195/65 R15 91H con 5 mm de dibujo, DOT 1824. Los quite de mi coche al pasar a llantas de invierno. Sin pinchazos. Recogida en Burgos 09001.
motoring ;; es ;; wallapop ;; vehicle-parts ;; 60 ;; Faro delantero dcho Ibiza 6J 2008-2012 ;; Faro delantero derecho para Seat Ibiza 6J 2008-2012, referencia en la carcasa 6J1941006. Sin fisuras, patillas enteras. De mi propio coche.
motoring ;; es ;; wallapop ;; vehicle-parts ;; 20 ;; Botiquin de coche precintado + triangulos ;; Botiquin de primeros auxilios para coche precintado, con dos triangulos de emergencia y chaleco. Sin estrenar.
motoring ;; es ;; wallapop ;; vehicle-parts ;; 35 ;; Barras de techo alu con llave (para railes) ;; Un par de barras de techo de aluminio que cierran con llave, 120 cm, para coches que llevan railes en el techo. Las tuvimos en el Scenic. Van las dos llavecitas.
motoring ;; es ;; wallapop ;; vehicle-parts ;; 15 ;; Cargador de mechero doble USB nuevo ;; Cargador con dos puertos USB para la toma de 12 V del coche, carga rapida. Ni lo he sacado del blister.
fashion ;; es ;; vinted ;; clothing ;; 25 ;; Chaqueta vaquera talla L ;; Chaqueta vaquera azul talla L, poco uso. Axila a axila 58 cm, largo 66 cm. Sin manchas.
fashion ;; es ;; vinted ;; clothing ;; 40 ;; Chaqueton de caza impermeable talla 54 para el campo ;; Chaqueton estilo caza verde oliva, impermeable y transpirable, con muchos bolsillos, talla 54. Lo usaba para andar por el campo con el perro. Limpio.
fashion ;; es ;; vinted ;; clothing ;; 15 ;; Vestido flores talla M ;; Vestido corto de flores talla M, tirantes, forro interior. Solo puesto una vez en una comunion.
fashion ;; es ;; vinted ;; clothing ;; 55 ;; Sudadera original con ticket talla M ;; Sudadera negra talla M comprada en la tienda oficial, conservo el ticket. Es original, no es copia. Usada pocas veces.
fashion ;; es ;; vinted ;; clothing ;; 10 ;; Camiseta futbol niño 12 años ;; Camiseta de futbol para niño de 12 años con el 10 a la espalda. Lavada, sin bolitas.
toys ;; es ;; wallapop ;; toys-baby ;; 12 ;; Pistola de agua grande de juguete ;; Pistola de agua de plastico de colores con deposito de 1,2 litros y alcance de 10 metros. Es un juguete para la piscina, nada mas.
toys ;; es ;; wallapop ;; toys-baby ;; 45 ;; Lego Technic coche de rally 42077 ;; Lego Technic 42077 coche de rally completo con instrucciones. Montado y desmontado una vez. El 42077 es el numero del set.
toys ;; es ;; wallapop ;; toys-baby ;; 10 ;; Maletin veterinaria de juguete y perrito de peluche ;; Maletin de veterinaria de juguete con peluche de perrito, jeringuilla de plastico sin aguja, termometro y vendas de tela. Para 3 años en adelante.
toys ;; es ;; wallapop ;; toys-baby ;; 30 ;; Lanzador Nerf Elite con 30 dardos ;; Lanzador Nerf Elite con 30 dardos de espuma y cargador. Juguete de plastico naranja y azul. Funciona con pilas que van dentro.
toys ;; es ;; wallapop ;; toys-baby ;; 20 ;; Cocinita de madera con accesorios ;; Cocinita de juguete de madera con horno, fregadero, sarten, cazo y cuchillo de madera de juguete. 90 cm de alto. Desmontada.
books ;; es ;; wallapop ;; books-media ;; 8 ;; Libro Fariña historia del narcotrafico gallego ;; Fariña de Nacho Carretero, la investigacion sobre el contrabando y el narcotrafico en las rias gallegas, ISBN 9788417222000. Leido una vez.
books ;; es ;; wallapop ;; books-media ;; 5 ;; Don Quijote edicion escolar adaptada ;; Don Quijote de la Mancha adaptado para ESO, ISBN 9788466734004. Con algunos subrayados a lapiz.
books ;; es ;; wallapop ;; books-media ;; 12 ;; Lote 6 novelas negras ;; Seis novelas negras y policiacas en castellano: asesinatos, inspectores y mafias. Tapas blandas con algo de uso. Envio por wallapop.
books ;; es ;; wallapop ;; books-media ;; 18 ;; Enciclopedia ilustrada Guerra Civil española ;; Enciclopedia ilustrada de la Guerra Civil en 2 tomos, tapa dura, con mapas y fotos de la epoca. Muy buen estado.
books ;; es ;; wallapop ;; books-media ;; 6 ;; Guia de plantas medicinales del huerto ;; Libro sobre plantas aromaticas y medicinales para cultivar en casa: romero, tomillo, manzanilla, menta. Ilustrado.
collectables ;; es ;; wallapop ;; collectibles ;; 20 ;; Mechero gasolina vintage coleccion vacio ;; Mechero de gasolina de latón de los años 80, vacio, sin combustible ni mecha nueva. Se vende solo como pieza de coleccion. La tapa cierra con su clic.
collectables ;; es ;; wallapop ;; collectibles ;; 15 ;; Cenicero de cristal tallado antiguo ;; Cenicero antiguo de cristal tallado pesado, 15 cm, sin usar, como adorno. Sin desconchones.
collectables ;; es ;; wallapop ;; collectibles ;; 35 ;; Coleccion botellines vacios cerveza del mundo ;; Treinta botellines de cerveza de paises distintos, todos vacios y con su chapa. Limpios. Quedan muy bien en una balda de bar casero.
collectables ;; es ;; wallapop ;; collectibles ;; 25 ;; Album cromos Liga 98-99 ;; Album de cromos de la Liga 98-99 con 280 cromos pegados de 350. Buen estado.
collectables ;; es ;; wallapop ;; collectibles ;; 10 ;; Billetes de pesetas antiguos lote ;; Lote de 6 billetes antiguos de pesetas (100, 200, 500, 1000), circulados. Para coleccionistas.
appliances ;; es ;; wallapop ;; large-appliances ;; 200 ;; Lavavajillas 60cm 12 servicios ;; Lavavajillas de 60 cm para poner libre, 12 cubiertos, clase E, 5 programas. Tiene 3 años y va perfecto. Hay que recogerlo en Alcala de Henares, ayudo a bajarlo.
appliances ;; es ;; wallapop ;; small-appliances ;; 30 ;; Robot aspirador con mapa ;; Robot aspirador con navegacion laser y mapa en la app, bateria interna que no se quita. Base de carga incluida. Cepillos nuevos.
appliances ;; es ;; wallapop ;; small-appliances ;; 15 ;; Plancha de vapor 2600W ;; Plancha de vapor 2600 W, suela ceramica, golpe de vapor. Funciona perfectamente. Cable largo.
appliances ;; es ;; wallapop ;; small-appliances ;; 40 ;; Calefactor ceramico bajo consumo ;; Calefactor ceramico de 1500 W con termostato y mando. Oscilante. Perfecto para el baño o despacho.
garden ;; es ;; wallapop ;; home-garden ;; 6 ;; Esquejes de suculentas variadas ;; Esquejes de suculentas variadas, 10 por 6 euros. Las mando en caja con papel. Faciles de enraizar.
garden ;; es ;; wallapop ;; home-garden ;; 5 ;; Semillas de pimiento de padron caseras ;; Semillas de pimiento de Padron de mi huerto, temporada 2025. Sobre con unas 40 semillas.
garden ;; es ;; wallapop ;; home-garden ;; 25 ;; Saco de sustrato universal 50L x2 ;; Me sobraron de montar las jardineras de la terraza: dos sacos de 50 L de sustrato para todo tipo de plantas, sin abrir.
garden ;; es ;; wallapop ;; home-garden ;; 80 ;; Cortacesped de gasolina 46cm sin combustible ;; Cortacesped de gasolina con traccion, corte 46 cm, recogedor. Lo entrego con el deposito vacio. Arranca a la primera.
garden ;; es ;; wallapop ;; home-garden ;; 15 ;; Monstera deliciosa en maceta ;; Monstera de unos 60 cm con 7 hojas grandes, en maceta de 20 cm. Planta sana.
videogames ;; es ;; wallapop ;; consoles ;; 20 ;; RDR2 para PS4 con mapa, dos discos ;; El Red Dead 2 de PS4 con sus dos discos y el mapa de papel. Juego de vaqueros y bandidos, para mayores de 18.
videogames ;; es ;; wallapop ;; consoles ;; 240 ;; Xbox Series X 1TB con mando ;; Xbox Series X de 1 TB con un mando y cables. La compre con PayPal en la web de una tienda en 2023, tengo la factura. Funciona perfecta. Envio por wallapop o mano en Malaga.
videogames ;; es ;; wallapop ;; consoles ;; 15 ;; Battlefield 1 para PS4 primera guerra mundial ;; Battlefield 1, la primera guerra mundial, para PS4. Disco perfecto.
videogames ;; es ;; wallapop ;; consoles ;; 150 ;; Nintendo Switch modelo OLED blanca, pantalla sin rayas ;; Nintendo Switch OLED blanca con dock, joycons y funda. Pantalla sin rayas. Con ticket.
furniture ;; es ;; wallapop ;; furniture ;; 30 ;; Botiquin de pared vacio con llave ;; Armario botiquin de pared metalico blanco con cruz, cerradura y dos llaves, 35x30x12 cm. Se vende vacio. Ideal para casa o taller.
furniture ;; es ;; wallapop ;; furniture ;; 150 ;; Sofa cama gris 3 plazas clic clac ;; Sofa cama de 3 plazas gris, sistema clic clac, 190 cm. Sin manchas, casa sin mascotas. Recogida en Murcia.
furniture ;; es ;; wallapop ;; furniture ;; 35 ;; Mesita de noche 2 cajones ;; Mesita de noche blanca con 2 cajones, 40x35x50 cm. Buen estado.
furniture ;; es ;; wallapop ;; furniture ;; 25 ;; Silla escritorio giratoria ;; Silla de escritorio giratoria con ruedas, regulable. El asiento tiene algo de desgaste.
camping ;; es ;; wallapop ;; sports-outdoor ;; 45 ;; Tienda de campaña montaje rapido para 3 ;; Tienda para tres que se monta en un momento, 2000 mm de columna de agua. Nos duro dos veranos de camping y no tiene ni un agujero.
camping ;; es ;; wallapop ;; sports-outdoor ;; 20 ;; Colchon hinchable individual con hinchador ;; Colchon hinchable individual 185x76 cm con hinchador de pie. No pierde aire.
camping ;; es ;; wallapop ;; sports-outdoor ;; 12 ;; Navaja multiusos de bolsillo 11 funciones ;; Navaja multiusos de bolsillo con hoja pequeña de 6 cm sin bloqueo, tijeras, sacacorchos, abrelatas y destornilladores. Para excursiones. En su caja.
camping ;; es ;; wallapop ;; sports-outdoor ;; 28 ;; Prismaticos 8x42 impermeables ;; Prismaticos 8x42 impermeables, para pajaros y montaña. Con funda y correa.
shoes ;; es ;; vinted ;; footwear ;; 35 ;; Zapatillas running 42 ;; Zapatillas de running talla 42, unos 150 km. Buen estado de suela. Originales, compradas en tienda oficial.
shoes ;; es ;; vinted ;; footwear ;; 30 ;; Botas de montaña 40 goretex ;; Botas de montaña impermeables talla 40. Pocas salidas, limpias y con cordones nuevos.
shoes ;; es ;; vinted ;; footwear ;; 12 ;; Katiuskas niño 30 ;; Botas de agua para niño talla 30 con dibujo de dinosaurios. Apenas usadas.
shoes ;; es ;; vinted ;; footwear ;; 20 ;; Alpargatas esparto 38 ;; Alpargatas con cuña de esparto, talla 38, de fabricacion riojana. Solo me las puse dos veces.
beauty ;; es ;; vinted ;; beauty-perfume ;; 60 ;; Perfume 100ml precintado no es tester ;; Colonia masculina eau de toilette 100 ml, precintada con su celofan. Regalo repetido. No es tester, es el frasco de venta con caja. Codigo de barras 8430123456019.
beauty ;; es ;; vinted ;; beauty-perfume ;; 10 ;; Crema solar 50 precintada de farmacia ;; Crema solar SPF 50 de 200 ml, precintada, caducidad 2027. La compre en la farmacia para mi y me sobro.
beauty ;; es ;; vinted ;; beauty-perfume ;; 15 ;; Paleta de maquillaje nueva ;; Paleta de maquillaje con sombras, colorete e iluminador, nueva y precintada.
beauty ;; es ;; wallapop ;; beauty-perfume ;; 25 ;; Plancha de pelo placas ceramica 230 grados ;; Plancha para el pelo con placas de ceramica, se puede subir hasta 230 grados. La he usado poquisimo.
beauty ;; es ;; vinted ;; beauty-perfume ;; 9 ;; Serum facial vitamina C sin abrir ;; Serum de vitamina C de 30 ml, sin abrir, con precinto. Comprado en farmacia.
costumes ;; es ;; wallapop ;; toys-baby ;; 15 ;; Disfraz de pirata niño con sable de espuma ;; Disfraz de pirata para niño de 5-7 años con sombrero, parche y sable de goma espuma. Usado en carnaval.
costumes ;; es ;; vinted ;; clothing ;; 30 ;; Chaqueta militar antigua sin insignias disfraz ;; Chaqueta militar antigua de color caqui, sin insignias ni parches, la use de disfraz en una fiesta de los años 40. Talla L.
costumes ;; es ;; wallapop ;; toys-baby ;; 12 ;; Disfraz de policia niña con esposas de juguete ;; Disfraz de policia para niña de 4-6 años con gorra, placa y esposas de plastico de juguete.
costumes ;; es ;; vinted ;; clothing ;; 18 ;; Disfraz de vampiro adulto con capa ;; Disfraz de vampiro talla unica con capa, chaleco y colmillos de plastico. Halloween.
costumes ;; es ;; wallapop ;; toys-baby ;; 10 ;; Arquito de plastico con 3 flechas ventosa y su diana ;; Arco infantil de plastico con 3 flechas con ventosa y diana. Para niños de 6 años.
petsupplies ;; es ;; wallapop ;; pets ;; 20 ;; Transportin gato homologado ;; Transportin de plastico para gato o perro pequeño hasta 7 kg, con puerta metalica. Limpio.
petsupplies ;; es ;; wallapop ;; pets ;; 35 ;; Rascador gato grande ;; Rascador para gatos de 140 cm con hamaca, cueva y varias plataformas. El sisal tiene uso.
petsupplies ;; es ;; wallapop ;; pets ;; 15 ;; Pienso gato esterilizado 7kg cerrado ;; Saco de pienso para gato esterilizado 7 kg cerrado, caduca en 2027. Mi gata no lo quiere.
petsupplies ;; es ;; wallapop ;; pets ;; 25 ;; Cama perro grande lavable ;; Cama para perro grande 100x70 cm con funda lavable. Lavada.
cycling ;; es ;; wallapop ;; bikes ;; 250 ;; Bici de carretera aluminio talla 54 2x9 ;; Bicicleta de carretera de aluminio talla 54, grupo de 2x9 velocidades, ruedas 700x25. Numero de cuadro grabado. Revision hecha.
cycling ;; es ;; wallapop ;; bikes ;; 25 ;; Casco bici nuevo sin usar talla L ;; Casco de bici talla L 58-61 cm, nuevo con etiqueta, nunca usado ni golpeado. Me quedaba grande.
cycling ;; es ;; wallapop ;; bikes ;; 40 ;; Remolque bici para niños ;; Remolque de bicicleta para 2 niños con capota de lluvia. Plegable. Ruedas hinchadas.
cycling ;; es ;; wallapop ;; bikes ;; 18 ;; Candado en U bicicleta con 2 llaves ;; Candado en U de acero con soporte para el cuadro y dos llaves. Sin oxido.
babygear ;; es ;; wallapop ;; toys-baby ;; 140 ;; Silla coche i-Size 76-150 nueva sin abrir ;; Silla de coche i-Size 76-150 cm nueva, en su caja precintada sin abrir. Nos regalaron dos iguales. Homologacion R129.
babygear ;; es ;; wallapop ;; toys-baby ;; 70 ;; Carrito de bebe ligero plegable ;; Silla de paseo ligera, plegado con una mano, 6,5 kg. Capota y burbuja de lluvia. Buen estado.
babygear ;; es ;; wallapop ;; toys-baby ;; 20 ;; Vigilabebes de audio con luz nocturna 300 m ;; Vigilabebes de audio con luz nocturna y alcance de 300 m. Funciona perfecto.
babygear ;; es ;; wallapop ;; toys-baby ;; 25 ;; Trona de madera evolutiva ;; Trona de madera evolutiva con bandeja, se convierte en silla. Algun roce.
crafts ;; es ;; wallapop ;; hobbies ;; 80 ;; Maquina de coser con 30 puntadas ;; Maquina de coser con 30 puntadas, ojal automatico y pedal. Poco uso, con funda.
crafts ;; es ;; wallapop ;; hobbies ;; 30 ;; Maqueta tanque Tiger 1/35 sin montar ;; Maqueta de un carro de combate de la segunda guerra, escala 1:35, sin empezar: todas las piezas siguen en sus bolsitas. Para quien le guste el modelismo.
crafts ;; es ;; wallapop ;; hobbies ;; 12 ;; Set cuchillas modelismo con mango ;; Set de cuchillas de precision para modelismo con dos mangos de aluminio y 13 cuchillas. Estuche.
crafts ;; es ;; wallapop ;; hobbies ;; 15 ;; Puzzle 2000 piezas completo ;; Puzzle de 2000 piezas de un mapa antiguo, completo y revisado. Caja algo gastada.
computers ;; es ;; wallapop ;; laptops ;; 400 ;; Portatil 14 Ryzen 7 16GB ;; Portatil de 14" con Ryzen 7, 16 GB de RAM y SSD de 1 TB. Teclado español con ñ. Bateria dura 8 horas. Factura de 2023.
computers ;; es ;; wallapop ;; laptops ;; 60 ;; Monitor 27 pulgadas 2K ;; Monitor de 27" 2560x1440, 75 Hz, HDMI y DP. Sin pixeles muertos. Recogida en Bilbao 48001.
computers ;; es ;; wallapop ;; laptops ;; 25 ;; Teclado mecanico switches rojos ;; Teclado mecanico con switches rojos y retroiluminacion RGB. Layout español. Perfecto estado.
computers ;; es ;; wallapop ;; tablets ;; 120 ;; Tablet 11 pulgadas con lapiz ;; Tablet de 11" de 128 GB con lapiz y funda teclado. Restablecida de fabrica.
office ;; es ;; wallapop ;; books-media ;; 12 ;; Calculadora grafica para bachillerato ;; Calculadora grafica permitida en bachillerato, con tapa y pilas. Funciona bien.
office ;; es ;; wallapop ;; furniture ;; 45 ;; Escritorio madera 100x50 ;; Escritorio de madera 100x50 cm con cajon. Sencillo y resistente.
office ;; es ;; wallapop ;; books-media ;; 20 ;; Plastificadora A4 + fundas ;; Plastificadora A4 con 50 fundas sin usar. Calienta en 3 minutos.
office ;; es ;; wallapop ;; books-media ;; 30 ;; Impresora laser monocromo wifi, toner a la mitad ;; Impresora laser monocromo con wifi, el toner esta a la mitad. Imprime rapido y limpio.
cameras ;; es ;; wallapop ;; cameras ;; 300 ;; Nikon D3500 + 18-55 VR, pocos disparos ;; Nikon D3500 con el 18-55 VR, bateria puesta y otra de repuesto, cargador y tarjeta de 64 GB. Lleva unas 6000 fotos.
cameras ;; es ;; wallapop ;; cameras ;; 55 ;; Camara de fototrampeo para fauna ;; Camara de fototrampeo para ver que animales pasan por la finca: jabalies, zorros, gatos. Sensor de movimiento y vision nocturna. Con pilas.
cameras ;; es ;; wallapop ;; cameras ;; 25 ;; Tripode 150cm con adaptador de movil y mando ;; Tripode de 150 cm, trae pinza para el movil y un mando bluetooth para disparar. Con su bolsa.
cameras ;; es ;; wallapop ;; cameras ;; 80 ;; Objetivo 50mm f1.8 montura Canon ;; Objetivo 50 mm f/1.8 para Canon EF, sin hongos ni rayas. Tapas delantera y trasera.
watches ;; es ;; vinted ;; watches-jewellery ;; 40 ;; Reloj automatico acero 40mm ;; Reloj automatico de acero, esfera azul, 40 mm, cristal de zafiro. Con caja y tarjeta de garantia.
watches ;; es ;; vinted ;; watches-jewellery ;; 18 ;; Pendientes plata forma de luna ;; Pendientes de plata de ley 925 con forma de luna. Sin estrenar, en su bolsita.
watches ;; es ;; vinted ;; watches-jewellery ;; 12 ;; Collar colgante corazon dorado ;; Collar con colgante de corazon dorado, cadena de 42 cm. Bañado en oro.
watches ;; es ;; vinted ;; watches-jewellery ;; 25 ;; Reloj inteligente niños con GPS ;; Reloj para niños con GPS y llamadas a los contactos que pones los padres desde la app. Con cargador.
fishing ;; es ;; wallapop ;; sports-outdoor ;; 50 ;; Caña de pescar spinning + carrete ;; Caña de spinning de 2,70 m y carrete 3000 con trenzado. Usada en el embalse unas cuantas veces.
fishing ;; es ;; wallapop ;; sports-outdoor ;; 20 ;; Caja pesca 2 bandejas con vinilos y señuelos ;; Caja con señuelos, vinilos, anzuelos, plomos y emerillones. Casi todo nuevo.
fishing ;; es ;; wallapop ;; sports-outdoor ;; 15 ;; Cuchillo para filetear pescado 15cm ;; Cuchillo de cocina para filetear pescado, hoja flexible de 15 cm con funda. Lo usaba para limpiar las doradas.
fishing ;; es ;; wallapop ;; sports-outdoor ;; 30 ;; Vadeador de neopreno talla 43 ;; Vadeador de neopreno con botas, talla 43. Sin fugas, lo probe en la piscina.
dvds ;; es ;; wallapop ;; books-media ;; 25 ;; Narcos serie completa DVD ;; Narcos, las tres temporadas en DVD, sobre Pablo Escobar y el cartel de Cali. Audio en castellano.
dvds ;; es ;; wallapop ;; books-media ;; 8 ;; Scarface bluray edicion especial ;; Scarface en Blu-ray, edicion especial con extras. Perfecto estado.
dvds ;; es ;; wallapop ;; books-media ;; 10 ;; Pack 8 peliculas belicas DVD ;; Ocho pelis belicas en DVD, todas originales, entre ellas la del desembarco de Normandia con Tom Hanks, 1917 y la de Mel Gibson en Okinawa.
dvds ;; es ;; wallapop ;; books-media ;; 15 ;; Vinilo flamenco Camaron LP ;; LP de vinilo de Camaron de la Isla, edicion de los 80. Disco en buen estado, funda con desgaste.
instruments ;; es ;; wallapop ;; musical-instruments ;; 85 ;; Guitarra española 4/4 con funda ;; Guitarra española 4/4 de tapa de cedro, cuerdas nuevas. Funda acolchada incluida.
instruments ;; es ;; wallapop ;; musical-instruments ;; 130 ;; Piano digital 88 teclas contrapesadas + pedal ;; Piano digital de 88 teclas contrapesadas con pedal. Incluye soporte. Recogida en Valladolid.
instruments ;; es ;; wallapop ;; musical-instruments ;; 20 ;; Afinador cromatico de pinza + cejilla guitarra ;; Afinador de pinza cromatico mas cejilla para guitarra. Pila dentro.
instruments ;; es ;; wallapop ;; musical-instruments ;; 45 ;; Cajon flamenco con bordones, buen sonido ;; Cajon flamenco con bordones, buen sonido. Algun golpe en la tapa.
hifi ;; es ;; wallapop ;; audio ;; 60 ;; Altavoz bluetooth resistente al agua ;; Altavoz bluetooth portatil resistente al agua, 12 horas de bateria (integrada). Original con factura, no es imitacion.
hifi ;; es ;; wallapop ;; audio ;; 110 ;; Barra de sonido con subwoofer ;; Barra de sonido 2.1 con subwoofer inalambrico, HDMI ARC y bluetooth. Mando incluido.
hifi ;; es ;; wallapop ;; audio ;; 30 ;; Auriculares inalambricos deportivos ;; Auriculares inalambricos deportivos con estuche de carga. Almohadillas nuevas.
hifi ;; es ;; wallapop ;; audio ;; 40 ;; Tocadiscos maleta vintage ;; Tocadiscos tipo maleta con altavoces integrados y bluetooth. Aguja cambiada.
kitchen ;; es ;; wallapop ;; kitchen ;; 30 ;; Cafetera italiana 12 tazas acero ;; Cafetera italiana de acero inoxidable para 12 tazas, apta para induccion. Junta nueva.
decor ;; es ;; wallapop ;; home ;; 20 ;; Figura ceramica buho grande ;; Buho de ceramica gris para decorar, 30 cm de alto. Esta perfecto, sin ningun golpe.
phones ;; es ;; wallapop ;; phones ;; 80 ;; Movil teclas grandes boton SOS para abuelos ;; Telefono sencillo de teclas gordas con boton SOS, base para cargar y sonido alto. Libre. Era de mi abuelo, que ya se ha pasado al smartphone.
fitness ;; es ;; wallapop ;; sports-outdoor ;; 200 ;; Tabla de paddle surf hinchable completa ;; Tabla de paddle surf hinchable de 3,20 m con remo, inflador, leash y mochila. Usada un verano.
tools ;; es ;; wallapop ;; tools-diy ;; 40 ;; Sierra de calar 650W ;; Sierra de calar de 650 W con velocidad variable y 5 hojas. Funciona bien.
motoring ;; es ;; wallapop ;; vehicle-parts ;; 90 ;; Llantas 16 5x112 ;; Cuatro llantas de aleacion de 16 pulgadas 5x112 ET 45. Una con roce de bordillo.
toys ;; es ;; wallapop ;; toys-baby ;; 15 ;; Cluedo completo con armas en miniatura ;; Cluedo completo con sus armas en miniatura de plastico, la llave inglesa, el candelabro... Para 8+.
videogames ;; es ;; wallapop ;; consoles ;; 18 ;; The Last of Us Parte II PS4 ;; The Last of Us Parte II para PS4, en castellano. Juego +18 de supervivencia. Disco sin marcas.
camping ;; es ;; wallapop ;; sports-outdoor ;; 22 ;; Hornillo camping sin cartucho ;; Hornillo de camping en maletin. Se vende sin cartucho de gas, no lo envio. Usado un par de veces.
beauty ;; es ;; vinted ;; beauty-perfume ;; 20 ;; Kit de uñas semipermanente con lampara ;; Kit de uñas semipermanente con lampara LED y 6 esmaltes precintados. La lampara se probo una vez.
costumes ;; es ;; wallapop ;; toys-baby ;; 14 ;; Disfraz vaquero 5-6 años con pistola naranja de plastico ;; Disfraz de sheriff para niño de 5 a 6 años: chaleco, sombrero, estrella y una pistola de juguete de plastico naranja chillon.
dvds ;; es ;; wallapop ;; books-media ;; 8 ;; CD banda sonora Trainspotting ;; CD con la banda sonora original de Trainspotting. Libreto completo.
instruments ;; es ;; wallapop ;; musical-instruments ;; 55 ;; Ukelele concierto con funda ;; Ukelele concierto de caoba con funda y afinador. Cuerdas Aquila.
kitchen ;; es ;; wallapop ;; kitchen ;; 40 ;; LOTE GRANDE de cocina por mudanza sartenes ollas ;; Pues nada, me mudo fuera el 17/12 y no me puedo llevar nada, asi que lo vendo todo junto: 3 sartenes (20, 24 y 28 cm, la grande ya se pega un poco), 4 cazos de acero con tapa, un escurridor, un cuchillo pequeño y un pelador, tabla de cortar de bambu, varillas, 2 espatulas, una bandeja de horno y la bascula digital de cocina (pila dentro). Todo funciona y esta limpio. Prefiero que lo recojan en Alcorcon (28921) porque pesa, pago en efectivo al recoger o por wallapop, como prefieras. Cualquier duda pregunta por aqui 🙂
appliances ;; es ;; wallapop ;; small-appliances ;; 30 ;; Panificadora 12 programas con manual y recetas ;; Panificadora de 12 programas, molde de 1 kg, temporizador. La compre en 2023 (factura F-2023-05512), la use unas 10 veces y luego ya sabeis... Va con el manual, la pala extra de amasar y una libreta con las recetas que mejor me salieron (pan de molde, pan de centeno, masa de pizza). La cubeta sin rayas. Medidas 36x25x30 cm. Envio por wallapop o mano en Cordoba el fin de semana.
kitchen ;; fr ;; vinted ;; kitchen ;; 28 ;; Couteau de chef 20cm + couteau a pain ;; Couteau de chef lame 20 cm et couteau a pain dentelé 22 cm, acier inox, manches bois. Achetés chez un coutelier de Thiers en 2022, affutés. Je m'en sépare car j'ai reçu un bloc complet.
kitchen ;; fr ;; generic ;; small-appliances ;; 55 ;; Friteuse sans huile 5L air fryer ;; Friteuse a air chaud 5 litres, 1500 W, minuteur 60 min. Achetée chez Darty en février 2024 (facture n° DA-2024-337190 fournie, encore sous garantie). Panier nickel. Remise en main propre Lyon 7e (69007) ou envoi.
kitchen ;; fr ;; generic ;; kitchen ;; 35 ;; Cocotte fonte 24cm rouge ;; Cocotte en fonte émaillée rouge 24 cm, 4,2 L, tous feux dont induction. Quelques traces sur le fond interieur, rien de grave. Lourde (5 kg), frais de port en conséquence.
kitchen ;; fr ;; vinted ;; kitchen ;; 10 ;; Bocaux en verre vides type Le Parfait x6 ;; 6 bocaux en verre vides 1 L avec joints caoutchouc neufs. Lavés. Parfaits pour conserves ou rangement du placard.
kitchen ;; fr ;; generic ;; kitchen ;; 12 ;; Produits vaisselle et detartrant neufs lot ;; Lot de produits ménagers neufs et fermés : 2 tablettes lave-vaisselle (boîtes de 40), 1 détartrant bouilloire, 1 vinaigre ménager. Déménagement, je vide les placards.
kitchen ;; fr ;; generic ;; small-appliances ;; 90 ;; Robot patissier 1000W bol inox 5L ;; Robot pâtissier 1000 W avec bol inox 5 L, fouet, crochet et batteur plat. Numéro de série sous la base. Fonctionne parfaitement, je fais moins de gâteaux. À récupérer à Nantes.
decor ;; fr ;; vinted ;; home ;; 30 ;; Lampe céramique forme ananas doré ;; Lampe à poser en céramique dorée en forme d'ananas, 45 cm avec abat-jour. La fameuse lampe vue partout sur Instagram il y a quelques années. Parfait état.
decor ;; fr ;; vinted ;; home ;; 25 ;; Toile imprimée tigre 90x60 ;; Toile imprimée représentant un tigre dans la jungle, 90x60 cm, châssis bois. Prête à accrocher.
decor ;; fr ;; vinted ;; home ;; 15 ;; Vase en forme de main céramique blanche ;; Vase en céramique blanche qui a la forme d'une main ouverte, 22 cm. Très joli avec quelques fleurs séchées.
decor ;; fr ;; vinted ;; home ;; 18 ;; Carafes et bouteilles vides anciennes déco ;; Lot de 3 bouteilles anciennes en verre soufflé vides, teintes vertes. Idéal déco de cuisine ou avec des fleurs séchées.
decor ;; fr ;; generic ;; home ;; 40 ;; Miroir soleil rotin 70cm ;; Miroir soleil en rotin naturel, diamètre 70 cm. Léger, facile à accrocher.
phones ;; fr ;; generic ;; phones ;; 200 ;; Samsung Galaxy S21 128Go débloqué ;; Mon S21 (5G, 128 Go, gris) fonctionne avec tous les opérateurs. WhatsApp, l'appli de ma banque, tout tourne. La batterie fait la journée. J'ai la facture de chez Boulanger (2022). J'envoie en suivi par le site.
phones ;; fr ;; generic ;; phones ;; 380 ;; iPhone 14 Pro 128Go violet ;; iPhone 14 Pro 128 Go violet intense, batterie 85 %, jamais ouvert ni réparé. Authentique avec facture Apple, ce n'est pas un reconditionné ni une copie. Coque et verre trempé offerts.
phones ;; fr ;; vinted ;; phones ;; 9 ;; Coque portefeuille Pixel 7 ;; Coque portefeuille noire pour Google Pixel 7 (pas le 7 Pro). Neuve, erreur de modèle.
phones ;; fr ;; vinted ;; phones ;; 12 ;; Chargeur secteur 20W USB-C ;; Chargeur secteur 20 W USB-C, neuf, jamais servi car j'en avais déjà un. Câble non fourni.
phones ;; fr ;; generic ;; phones ;; 50 ;; Montre connectée avec appels bluetooth ;; Montre connectée écran AMOLED, appels bluetooth, notifications WhatsApp et SMS, suivi du sommeil. Bracelet de rechange neuf.
fitness ;; fr ;; generic ;; sports-outdoor ;; 80 ;; Kettlebells 8 12 16 kg ;; Lot de 3 kettlebells en fonte 8, 12 et 16 kg. Quelques éclats de peinture. À récupérer sur place à Lille (59000), trop lourd pour l'envoi.
fitness ;; fr ;; generic ;; sports-outdoor ;; 120 ;; Vélo appartement pliable 8 niveaux écran ;; Vélo d'appartement qui se replie, 8 niveaux de résistance, petit écran (temps, distance, calories). Jusqu'à 100 kg. Il a très peu roulé.
fitness ;; fr ;; vinted ;; sports-outdoor ;; 14 ;; Pompe à ballon avec aiguilles ;; Pompe à main double action pour ballons de foot, basket, volley, avec 4 aiguilles. Neuve.
fitness ;; fr ;; vinted ;; sports-outdoor ;; 20 ;; Tapis de yoga liège ;; Tapis de yoga en liège naturel 183x61 cm, 4 mm, antidérapant. Lavé.
fitness ;; fr ;; generic ;; sports-outdoor ;; 40 ;; Raquette de tennis adulte cordée ;; Raquette de tennis adulte, tamis 100, 300 g, cordage refait en septembre. Grip neuf.
tools ;; fr ;; generic ;; tools-diy ;; 15 ;; Testeur de prise et détecteur de tension ;; Un testeur qu'on branche dans la prise et qui dit par des voyants si la terre, la phase et le neutre sont bons, et un petit stylo qui bipe près d'un fil sous tension. Les piles sont dedans. Pratique pour bricoler.
tools ;; fr ;; generic ;; tools-diy ;; 60 ;; Perceuse visseuse sans fil 18 V + 2 batteries 2 Ah ;; Perceuse visseuse sans fil 18 V avec 2 batteries 2 Ah, chargeur et coffret. Servi pour monter des meubles, c'est tout.
tools ;; fr ;; generic ;; tools-diy ;; 9 ;; Cutter pro lame 18mm + recharges ;; Cutter métal lame 18 mm avec blocage, plus 20 lames de rechange. Pour moquette, carton, placo.
tools ;; fr ;; generic ;; tools-diy ;; 22 ;; Hachette pour bois de chauffage ;; Hachette 600 g manche fibre, 35 cm, avec étui de lame. Pour fendre le petit bois du poêle.
tools ;; fr ;; generic ;; tools-diy ;; 80 ;; Échelle alu 3 plans ;; Échelle aluminium transformable 3 plans, hauteur max 5,5 m, norme EN 131. Peu servie.
tools ;; fr ;; generic ;; tools-diy ;; 25 ;; Multimètre numérique avec sondes ;; Multimètre numérique, mesure tension, courant, résistance, continuité. Cordons et pile 9V fournis.
motoring ;; fr ;; generic ;; vehicle-parts ;; 150 ;; 4 pneus 225/45 R17 94W Michelin 5mm ;; 4 pneus été 225/45 R17 94W, DOT 3022, environ 5 mm de gomme. Démontés de ma propre voiture. Jamais crevés. À retirer à Rennes 35000.
motoring ;; fr ;; generic ;; vehicle-parts ;; 40 ;; Feu arrière gauche Peugeot 308 ;; Feu arrière gauche pour Peugeot 308 II phase 1, référence sur le boîtier 9677817580. Pas de fissure. Démonté de mon véhicule.
motoring ;; fr ;; generic ;; vehicle-parts ;; 12 ;; Kit sécurité voiture gilet triangle neuf ;; Kit de sécurité auto encore sous blister, avec le gilet jaune, le triangle et une petite trousse de secours. Je l'avais acheté en double.
motoring ;; fr ;; generic ;; vehicle-parts ;; 65 ;; Batterie voiture 70Ah 640A ;; Batterie 12 V 70 Ah 640 A, 278x175x190 mm, borne + à droite. 10 mois, testée au testeur de batterie : bon état. Changement de voiture.
motoring ;; fr ;; generic ;; vehicle-parts ;; 20 ;; Tapis caoutchouc Renault Captur ;; Tapis sur mesure en caoutchouc pour Renault Captur II. Utilisés uniquement dans ma voiture. Lavés.
fashion ;; fr ;; vinted ;; clothing ;; 22 ;; Veste en jean taille 38 ;; Veste en jean bleu délavé taille 38, coupe classique. Portée quelques fois, aucun défaut.
fashion ;; fr ;; vinted ;; clothing ;; 45 ;; Veste de chasse kaki pour randonnée taille XL ;; Veste style chasse kaki, imperméable, nombreuses poches, capuche amovible, taille XL. Je la mettais pour les balades en forêt avec le chien. Propre.
fashion ;; fr ;; vinted ;; clothing ;; 14 ;; Robe fleurie longue 36 ;; Robe longue fleurie taille 36, bretelles fines. Portée une fois pour un mariage.
fashion ;; fr ;; vinted ;; clothing ;; 50 ;; Sweat authentique avec ticket taille L ;; Sweat à capuche taille L acheté en boutique officielle, j'ai gardé le ticket. Authentique, pas une contrefaçon. Porté 3 fois.
fashion ;; fr ;; vinted ;; clothing ;; 8 ;; Maillot de foot enfant 8 ans ;; Maillot de foot enfant 8 ans, numéro 9 dans le dos. Lavé, couleurs intactes.
toys ;; fr ;; vinted ;; toys-baby ;; 10 ;; Pistolet à eau géant jouet ;; Pistolet à eau en plastique coloré, réservoir 1 L, portée 8 m. Jouet de piscine, servi un été.
toys ;; fr ;; generic ;; toys-baby ;; 55 ;; Lego Star Wars Faucon Millenium 75257 ;; Lego Star Wars 75257 complet avec toutes les minifigurines et la notice. Monté une fois, rangé en boîte. 75257 = numéro du set.
toys ;; fr ;; vinted ;; toys-baby ;; 12 ;; Mallette docteur jouet avec stéthoscope ;; Petite mallette de docteur pour jouer : un stéthoscope, une seringue en plastique (sans aiguille bien sûr), un thermomètre et des pansements en tissu. À partir de 3 ans.
toys ;; fr ;; vinted ;; toys-baby ;; 25 ;; Blaster Nerf avec 24 fléchettes mousse ;; Blaster Nerf à pompe avec 24 fléchettes en mousse. Jouet en plastique bleu et orange. Bon état.
toys ;; fr ;; generic ;; toys-baby ;; 35 ;; Garage en bois avec voitures ;; Garage en bois 3 étages avec ascenseur, rampe et 4 petites voitures. Quelques traces d'usage.
books ;; fr ;; vinted ;; books-media ;; 7 ;; Livre La French Connection histoire vraie ;; Livre documentaire sur la French Connection et le trafic d'héroïne à Marseille dans les années 70, ISBN 9782221101018. Lu une fois.
books ;; fr ;; vinted ;; books-media ;; 4 ;; Les Misérables Livre de Poche tome 1 ;; Les Misérables, tome 1, Livre de Poche, ISBN 9782253001096. Couverture un peu cornée.
books ;; fr ;; vinted ;; books-media ;; 15 ;; Lot 8 polars Simenon Maigret ;; Huit Maigret de Simenon en poche : meurtres, enquêtes et pipes du commissaire. Bon état général.
books ;; fr ;; vinted ;; books-media ;; 20 ;; Beau livre Débarquement Normandie 1944 ;; Beau livre illustré sur le Débarquement de juin 1944, photos d'archives et cartes. Relié, 250 pages.
books ;; fr ;; vinted ;; books-media ;; 5 ;; Guide des premiers secours illustré ;; Petit guide des gestes de premiers secours, illustré, édition 2021. Comme neuf.
collectables ;; fr ;; generic ;; collectibles ;; 30 ;; Briquet Zippo 1992 vide pour collection ;; Zippo de 1992 (code date sous le briquet), vendu vide sans essence, uniquement pour collection. Couvercle qui claque bien.
collectables ;; fr ;; generic ;; collectibles ;; 12 ;; Cendrier pub céramique jaune années 80 ;; Cendrier publicitaire en céramique jaune des années 80, jamais utilisé. Objet de collection bistrot.
collectables ;; fr ;; generic ;; collectibles ;; 25 ;; Collection mignonnettes vides 25 pièces ;; 25 mignonnettes en verre toutes vides, de liqueurs et digestifs, étiquettes intactes. Avec petite étagère.
collectables ;; fr ;; generic ;; collectibles ;; 18 ;; Pièces 2 euros commémoratives lot de 8 ;; 8 pièces de 2 € commémoratives (France 2008, 2012, 2015, Allemagne 2006, Belgique 2005...) sous capsules.
collectables ;; fr ;; generic ;; collectibles ;; 45 ;; Album Panini France 98 toutes vignettes collées ;; Album Panini de France 98 rempli, il ne manque aucune vignette. La couverture est un peu usée.
appliances ;; fr ;; generic ;; large-appliances ;; 170 ;; Lave-linge hublot 9kg ;; Lave-linge hublot 9 kg, 1400 tr/min, classe A. 5 ans, aucun souci. À enlever à Toulouse 31200, rez-de-chaussée.
appliances ;; fr ;; generic ;; small-appliances ;; 35 ;; Aspirateur balai sans fil ;; Aspirateur balai sans fil, batterie intégrée (ne s'enlève pas), 40 min d'autonomie. Brosse motorisée. Chargeur.
appliances ;; fr ;; generic ;; small-appliances ;; 20 ;; Fer à repasser vapeur 2400W ;; Fer vapeur 2400 W, semelle céramique, anti-calcaire. Marche impec.
appliances ;; fr ;; generic ;; small-appliances ;; 45 ;; Déshumidificateur 10L ;; Déshumidificateur qui retire 10 L par jour, bac de 1,8 L, se coupe tout seul quand il est plein. Top pour une cave humide.
garden ;; fr ;; vinted ;; home-garden ;; 6 ;; Boutures de pothos racinées ;; Boutures de pothos déjà racinées dans l'eau, lot de 4. Plante increvable. Envoi soigné en boîte.
garden ;; fr ;; vinted ;; home-garden ;; 4 ;; Graines de courgette du jardin ;; Graines de courgette récoltées au potager en 2025, sachet d'environ 30 graines.
garden ;; fr ;; generic ;; home-garden ;; 20 ;; Terreau potager 40L x2 fermé ;; 2 sacs de terreau potager 40 L, fermés. Reste de la saison.
garden ;; fr ;; generic ;; home-garden ;; 70 ;; Tondeuse électrique 1800W 42cm ;; Tondeuse électrique 1800 W, coupe 42 cm, bac 45 L. Lame affûtée. Rallonge 25 m offerte. Sur place à Angers.
garden ;; fr ;; vinted ;; home-garden ;; 15 ;; Olivier en pot 80cm ;; Petit olivier en pot d'environ 80 cm, en bonne santé. À récupérer sur place.
videogames ;; fr ;; generic ;; consoles ;; 20 ;; Grand Theft Auto 5 PS5 VF ;; Grand Theft Auto V pour PS5, version française, PEGI 18. Disque sans rayure.
videogames ;; fr ;; generic ;; consoles ;; 250 ;; PS5 standard avec lecteur + 2 manettes ;; PS5 standard avec lecteur, 2 manettes et câbles. Payée par PayPal sur un site marchand à l'époque, j'ai gardé la facture. Envoi via la plateforme ou remise main propre Bordeaux.
videogames ;; fr ;; generic ;; consoles ;; 15 ;; Call of Duty Vanguard PS4 ;; Call of Duty Vanguard sur PS4, campagne pendant la seconde guerre. Très bon état.
videogames ;; fr ;; generic ;; consoles ;; 160 ;; Switch Lite turquoise avec housse et ticket ;; Switch Lite turquoise avec chargeur et housse. Écran sans rayures. Ticket de caisse.
furniture ;; fr ;; generic ;; furniture ;; 25 ;; Armoire pharmacie murale métal blanc (vide) ;; Armoire à pharmacie murale en métal blanc avec croix verte, 2 étagères, serrure et clé. Vendue vide. 40x30x14 cm.
furniture ;; fr ;; generic ;; furniture ;; 180 ;; Canapé angle convertible gris 240 cm coffre ;; Canapé d'angle convertible gris, 240x160 cm, coffre de rangement. Aucun animal, non fumeur. À démonter sur place à Grenoble.
furniture ;; fr ;; generic ;; furniture ;; 40 ;; Commode 3 tiroirs blanche ;; Commode blanche 3 tiroirs 80x40x80 cm. Petites traces sur le dessus.
furniture ;; fr ;; generic ;; furniture ;; 30 ;; Chaise bureau dossier maille accoudoirs réglables ;; Chaise de bureau avec dossier maille et accoudoirs réglables. Quelques marques d'usage.
camping ;; fr ;; generic ;; sports-outdoor ;; 50 ;; Tente 4 places 2 chambres ;; Tente pour 4 avec deux chambres et un auvent, 3000 mm de colonne d'eau. Montée seulement 3 fois, aucun trou.
camping ;; fr ;; generic ;; sports-outdoor ;; 15 ;; Matelas gonflable 2 personnes ;; Matelas gonflable 2 places 190x137 cm, avec pompe à pied. Ne fuit pas.
camping ;; fr ;; generic ;; sports-outdoor ;; 18 ;; Couteau suisse 12 fonctions ;; Couteau suisse 12 fonctions, petite lame non verrouillable de 6 cm, ciseaux, tire-bouchon, ouvre-boîte. En boîte.
camping ;; fr ;; generic ;; sports-outdoor ;; 30 ;; Jumelles 10x50 ;; Jumelles 10x50 avec leur étui, idéales pour regarder les oiseaux. Les optiques sont propres.
shoes ;; fr ;; vinted ;; footwear ;; 40 ;; Baskets running 44 ;; Chaussures de running pointure 44, environ 250 km. Authentiques, achetées en magasin de sport, pas des copies.
shoes ;; fr ;; vinted ;; footwear ;; 30 ;; Chaussures de randonnée 39 ;; Chaussures de randonnée imperméables pointure 39, tige mi-haute. Très peu portées.
shoes ;; fr ;; vinted ;; footwear ;; 10 ;; Bottes de pluie enfant 27 ;; Bottes de pluie enfant pointure 27, motif coccinelles. Comme neuves.
shoes ;; fr ;; vinted ;; footwear ;; 25 ;; Espadrilles compensées 40 ;; Espadrilles compensées pointure 40, toile beige. Portées deux fois.
beauty ;; fr ;; vinted ;; beauty-perfume ;; 65 ;; Parfum 100ml neuf sous blister pas un testeur ;; Eau de parfum 100 ml neuve sous blister, cadeau en double. Ce n'est pas un testeur : flacon de vente avec sa boîte. Code-barres 3012345670012.
beauty ;; fr ;; vinted ;; beauty-perfume ;; 10 ;; Crème solaire SPF50 achetée en pharmacie ;; Crème solaire SPF 50+, 50 ml, scellée, achetée en pharmacie pour moi. Date 2027.
beauty ;; fr ;; vinted ;; beauty-perfume ;; 16 ;; Palette fards à paupières neuve ;; Palette de 12 fards à paupières, neuve et scellée. Tons chauds.
beauty ;; fr ;; vinted ;; beauty-perfume ;; 22 ;; Lisseur cheveux céramique ;; Lisseur à plaques céramique, température réglable jusqu'à 230 °C. Peu servi.
beauty ;; fr ;; vinted ;; beauty-perfume ;; 12 ;; Sérum visage neuf scellé ;; Sérum visage acide hyaluronique 30 ml neuf, opercule intact. Acheté en pharmacie.
costumes ;; fr ;; vinted ;; toys-baby ;; 14 ;; Déguisement pirate enfant avec sabre en mousse ;; Costume de pirate 6-8 ans avec chapeau, bandeau sur l'œil et sabre en mousse. Il a servi au carnaval de l'école.
costumes ;; fr ;; vinted ;; clothing ;; 28 ;; Veste militaire vintage sans insignes pour déguisement ;; Veste militaire vintage vert kaki, sans insignes ni écussons, que j'ai portée en déguisement à une soirée années 40. Taille M.
costumes ;; fr ;; vinted ;; toys-baby ;; 11 ;; Déguisement policier enfant menottes plastique ;; Déguisement de policier 4-6 ans avec casquette, badge et menottes en plastique jouet.
costumes ;; fr ;; vinted ;; clothing ;; 20 ;; Déguisement sorcière femme M ;; Déguisement de sorcière taille M avec robe, chapeau et balai en plastique. Halloween.
costumes ;; fr ;; vinted ;; toys-baby ;; 15 ;; Épée et bouclier chevalier en mousse ;; Épée et bouclier façon chevalier, tout en mousse, pour jouer sans se faire mal. Parfait pour les anniversaires.
petsupplies ;; fr ;; generic ;; pets ;; 22 ;; Caisse transport chat / petit chien 8 kg ;; Caisse pour transporter un chat ou un petit chien (8 kg maxi), porte en métal. Elle a été lavée.
petsupplies ;; fr ;; generic ;; pets ;; 45 ;; Arbre à chat 150cm ;; Grand arbre à chat 150 cm : niche, hamac, poteaux en sisal griffés comme il faut. Mon chat l'a bien utilisé.
petsupplies ;; fr ;; generic ;; pets ;; 20 ;; Croquettes chien 10kg sac fermé ;; Sac de croquettes pour chien adulte 10 kg, fermé, DLUO 2027. Mon chien est passé à une alimentation vétérinaire.
petsupplies ;; fr ;; generic ;; pets ;; 12 ;; Aquarium 25L vide ;; Aquarium 25 L vide avec couvercle et éclairage LED. Sans filtre. Vitres sans rayures.
cycling ;; fr ;; generic ;; bikes ;; 300 ;; Vélo de route taille 56 ;; Vélo de route aluminium taille 56, 2x10 vitesses, roues 700x25. Numéro de cadre gravé, facture disponible. Révisé en octobre.
cycling ;; fr ;; generic ;; bikes ;; 28 ;; Casque vélo M 54-58 neuf étiqueté ;; Casque de vélo taille M 54-58 cm, neuf avec étiquette, jamais porté ni tombé. Mauvaise taille.
cycling ;; fr ;; generic ;; bikes ;; 22 ;; Siège enfant pour porte-bagages vélo, 22 kg max ;; Siège vélo enfant arrière jusqu'à 22 kg, fixation cadre. Sangles en bon état.
cycling ;; fr ;; generic ;; bikes ;; 15 ;; Pompe vélo à pied manomètre 11 bar ;; Pompe à pied avec manomètre 11 bar, embout double Presta/Schrader.
babygear ;; fr ;; generic ;; toys-baby ;; 150 ;; Siège auto i-Size neuf dans carton scellé ;; Siège auto i-Size 40-105 cm jamais sorti du carton, toujours scellé. On en a eu deux pour la naissance de notre fille. Homologué R129.
babygear ;; fr ;; generic ;; toys-baby ;; 90 ;; Poussette trio nacelle + hamac sans coque ;; Poussette trio avec nacelle et hamac (pas de coque). Roues en bon état, habillage pluie.
babygear ;; fr ;; generic ;; toys-baby ;; 30 ;; Babyphone vidéo écran 3,5 vision nocturne ;; Babyphone vidéo écran 3,5", vision nocturne, berceuses. Fonctionne sans wifi.
babygear ;; fr ;; generic ;; toys-baby ;; 18 ;; Baignoire bébé transat intégré + thermomètre ;; Baignoire bébé avec transat intégré et thermomètre. Propre.
crafts ;; fr ;; generic ;; hobbies ;; 85 ;; Machine à coudre électronique ;; Machine à coudre électronique 25 points, boutonnière automatique, pédale. Révisée en 2025.
crafts ;; fr ;; vinted ;; hobbies ;; 12 ;; 12 pelotes laine pastel avec étiquettes ;; 12 pelotes de laine 50 g, coloris pastel, avec étiquettes. Restes d'un plaid.
crafts ;; fr ;; generic ;; hobbies ;; 28 ;; Maquette avion Mustang P-51 1/48 ;; Maquette plastique d'avion de chasse de la seconde guerre 1/48, boîte encore sous film. Peintures non fournies.
crafts ;; fr ;; generic ;; hobbies ;; 10 ;; Scalpel de modélisme avec lames ;; Scalpel de modélisme manche alu avec 6 lames. Pour découper carton et plastique.
computers ;; fr ;; generic ;; laptops ;; 420 ;; PC portable 15 pouces i7 16Go ;; PC portable 15,6" Intel i7, 16 Go RAM, SSD 512 Go, Windows 11. Clavier AZERTY. Batterie 6 h. Chargeur d'origine. Numéro de série sous l'appareil.
computers ;; fr ;; generic ;; laptops ;; 18 ;; Clavier souris sans fil AZERTY ;; Ensemble clavier souris sans fil AZERTY, piles fournies, récepteur USB. Quasi neuf.
computers ;; fr ;; generic ;; laptops ;; 80 ;; Écran 24 pouces IPS ;; Écran 24" Full HD IPS, HDMI et DisplayPort. Aucun pixel mort. Pied réglable.
computers ;; fr ;; generic ;; laptops ;; 40 ;; Disque dur externe 2To ;; Disque dur externe 2 To USB 3.0 formaté et testé. Câble fourni.
office ;; fr ;; generic ;; books-media ;; 12 ;; Calculatrice Casio Graph 35+E mode examen ;; Calculatrice Casio Graph 35+E II avec mode examen, couvercle. Autorisée au bac.
office ;; fr ;; vinted ;; books-media ;; 9 ;; Lot fournitures scolaires neuves ;; Fournitures scolaires neuves : 5 cahiers grands carreaux, trousse, crayons de couleur, règle 30 cm, gomme.
office ;; fr ;; generic ;; furniture ;; 45 ;; Bureau blanc 120x60 ;; Bureau blanc 120x60 cm avec 2 tiroirs. Petite marque sur un angle. Démonté.
office ;; fr ;; generic ;; books-media ;; 18 ;; Destructeur papier 6 feuilles corbeille 12 L ;; Destructeur de papier coupe droite 6 feuilles, corbeille 12 L.
cameras ;; fr ;; generic ;; cameras ;; 290 ;; Appareil photo Canon EOS 250D + 18-55 ;; Canon EOS 250D avec objectif 18-55 IS, batterie (dans l'appareil) et chargeur, carte 32 Go, sacoche. Environ 5000 déclenchements.
cameras ;; fr ;; generic ;; cameras ;; 50 ;; Piège photo jardin pour hérissons et renards ;; Piège photo / caméra de chasse pour observer la faune au jardin : hérissons, renards, chats. Détection de mouvement, vision de nuit, piles incluses.
cameras ;; fr ;; generic ;; cameras ;; 35 ;; Trépied photo alu 165cm ;; Trépied aluminium 165 cm avec rotule 3 directions et housse.
cameras ;; fr ;; generic ;; cameras ;; 25 ;; Appareil argentique 35mm années 80 ;; Appareil photo argentique reflex des années 80 avec objectif 50 mm. Obturateur OK, cellule non testée.
watches ;; fr ;; vinted ;; watches-jewellery ;; 45 ;; Montre automatique acier cadran noir ;; Montre automatique homme, boîtier acier 41 mm, cadran noir, bracelet cuir. Avec boîte et papiers.
watches ;; fr ;; vinted ;; watches-jewellery ;; 14 ;; Boucles d'oreilles argent forme de chat ;; Boucles d'oreilles en argent 925 en forme de chat, poinçonnées. Jamais portées.
watches ;; fr ;; vinted ;; watches-jewellery ;; 18 ;; Collier pendentif ancre doré ;; Collier avec pendentif ancre plaqué or, chaîne 45 cm. Pas noirci.
watches ;; fr ;; vinted ;; watches-jewellery ;; 9 ;; Bracelet perles pierres naturelles ;; Bracelet élastique en perles de pierres naturelles 8 mm, fait main. Plusieurs tailles, demandez-moi ici par message.
fishing ;; fr ;; generic ;; sports-outdoor ;; 55 ;; Canne surfcasting 4,20m + moulinet ;; Canne de surfcasting 4,20 m carbone et moulinet 6000 avec fil 0,30. Rincée à l'eau douce après chaque sortie.
fishing ;; fr ;; generic ;; sports-outdoor ;; 20 ;; Boîte pêche 2 plateaux leurres plombs ;; Boîte de pêche à deux plateaux : leurres, plombs, hameçons, émerillons, flotteurs. La plupart jamais servis.
fishing ;; fr ;; generic ;; sports-outdoor ;; 14 ;; Couteau à fileter 18cm avec étui ;; Couteau à fileter le poisson, lame souple 18 cm, étui plastique. Pour vider le poisson après la pêche.
fishing ;; fr ;; generic ;; sports-outdoor ;; 35 ;; Waders néoprène pointure 42 ;; Waders en néoprène bottes intégrées pointure 42. Aucune fuite, testés.
dvds ;; fr ;; generic ;; books-media ;; 22 ;; Intégrale Breaking Bad DVD ;; Breaking Bad intégrale en DVD, 5 saisons, VF et VOST. Le prof de chimie qui devient fabricant de drogue, série culte.
dvds ;; fr ;; generic ;; books-media ;; 8 ;; Le Parrain trilogie Blu-ray ;; Trilogie Le Parrain en Blu-ray, version restaurée. Disques parfaits.
dvds ;; fr ;; generic ;; books-media ;; 10 ;; 9 DVD films de guerre originaux ;; Neuf DVD de films de guerre originaux, dont celui sur le débarquement avec Tom Hanks, celui de Nolan sur l'évacuation de 1940 et le Kubrick sur le Vietnam.
dvds ;; fr ;; generic ;; books-media ;; 12 ;; Vinyle Édith Piaf 33 tours ;; 33 tours d'Édith Piaf, pressage des années 60. Pochette usée, disque bon état.
instruments ;; fr ;; generic ;; musical-instruments ;; 95 ;; Guitare classique 4/4 avec housse ;; Guitare classique 4/4 table épicéa, cordes neuves, housse rembourrée. Idéale débutant.
instruments ;; fr ;; generic ;; musical-instruments ;; 140 ;; Clavier arrangeur 61 touches ;; Clavier 61 touches dynamiques, 500 sons, prise casque, stand en X. Alimentation incluse.
instruments ;; fr ;; generic ;; musical-instruments ;; 20 ;; Accordeur à pince + métronome, pile incluse ;; Accordeur chromatique à pince avec métronome, pile dedans.
instruments ;; fr ;; generic ;; musical-instruments ;; 60 ;; Djembé 50cm peau de chèvre ;; Djembé de 50 cm, peau de chèvre, cordage retendu. Beau son.
hifi ;; fr ;; generic ;; audio ;; 65 ;; Enceinte bluetooth étanche 15 h avec facture ;; Enceinte bluetooth étanche, batterie intégrée 15 h. Authentique avec facture Fnac, pas une copie.
hifi ;; fr ;; generic ;; audio ;; 130 ;; Ampli hifi + enceintes bibliothèque ;; Amplificateur 2x60 W avec entrée phono + paire d'enceintes bibliothèque. À retirer à Metz 57000.
hifi ;; fr ;; generic ;; audio ;; 40 ;; Casque bluetooth réduction de bruit active 30 h ;; Casque bluetooth à réduction de bruit active, 30 h d'autonomie. Coussinets neufs.
hifi ;; fr ;; generic ;; audio ;; 55 ;; Platine vinyle façon valise haut-parleurs bluetooth ;; Platine vinyle style valise avec haut-parleurs intégrés et bluetooth. Diamant neuf.
kitchen ;; fr ;; vinted ;; kitchen ;; 45 ;; GROS LOT cuisine déménagement poêles casseroles ;; Bon alors je pars vivre à l'étranger le 20/12 et rien ne rentre dans mes valises, donc tout part ensemble : 3 poêles (20, 24 et 28 cm) dont une qui commence à accrocher, 4 casseroles inox et leurs couvercles, une passoire, un couteau d'office et un économe, une planche en bambou, un fouet, 2 spatules, et ma balance électronique (avec sa pile). Tout fonctionne, tout est lavé. Je préfère que vous passiez à Villeurbanne (69100) parce que c'est lourd, vous payez sur place ou via l'appli. Des questions ? Écrivez-moi ici dans la messagerie 🙂
decor ;; fr ;; vinted ;; home ;; 12 ;; Tirelire céramique cochon rose ;; Tirelire en céramique en forme de cochon, rose pastel, 18 cm, avec bouchon en dessous. Parfaite pour une chambre d'enfant.
phones ;; fr ;; generic ;; phones ;; 140 ;; Smartphone reconditionné grade A avec facture ;; Smartphone acheté reconditionné grade A en mars 2025 (facture n° RC-88120-25 fournie, garantie 12 mois restante jusqu'en mars 2026... enfin elle est finie maintenant). 128 Go, double SIM, compatible WhatsApp et toutes les applis. Je l'ai eu en secours, je n'en ai plus besoin.
fitness ;; fr ;; generic ;; sports-outdoor ;; 35 ;; Planche de bodyboard + leash ;; Bodyboard 42 pouces avec leash, quelques rayures sur le dessous. Servi deux étés en Bretagne.
tools ;; fr ;; generic ;; tools-diy ;; 45 ;; Scie sauteuse 700W ;; Scie sauteuse 700 W, vitesse variable, mouvement pendulaire, 6 lames. Fonctionne très bien.
motoring ;; fr ;; generic ;; vehicle-parts ;; 35 ;; Barres de toit alu avec clés ;; Barres de toit aluminium universelles pour rails, 120 cm, avec 2 clés. Montées sur ma voiture seulement.
fashion ;; fr ;; vinted ;; clothing ;; 25 ;; Manteau laine camel 40 ;; Manteau long en laine mélangée camel taille 40. Porté un hiver, nettoyé au pressing (ticket du pressing du 02/11).
toys ;; fr ;; vinted ;; toys-baby ;; 18 ;; Jeu Cluedo complet ;; Cluedo complet avec les 6 armes miniatures (chandelier, clé anglaise, corde, poignard en plastique...) et toutes les cartes. Dès 8 ans.
books ;; fr ;; vinted ;; books-media ;; 6 ;; Livre de recettes Marmiton ;; Livre de recettes faciles, 300 recettes du quotidien, broché. Quelques taches de cuisine.
garden ;; fr ;; generic ;; home-garden ;; 25 ;; Tuyau d'arrosage 25m + dévidoir ;; Tuyau d'arrosage 25 m sur dévidoir mural et pistolet 7 jets. Bon état.
videogames ;; fr ;; generic ;; consoles ;; 12 ;; Mafia Definitive Edition PS4 ;; Mafia Definitive Edition sur PS4, histoire de gangsters dans les années 30. Complet.
camping ;; fr ;; generic ;; sports-outdoor ;; 20 ;; Réchaud de camping en mallette, sans gaz ;; Réchaud de camping en mallette, vendu sans cartouche de gaz. Servi deux fois.
kitchen ;; en ;; ebay ;; kitchen ;; 30 ;; Knife block set 6 pcs stainless chef bread carving ;; Knife block with 6 pieces: 8" chef's, bread, carving, utility and paring knives plus kitchen scissors. About a year of use, only ever hand washed, sharpened last month. Collect in Leeds LS6 or I'll send tracked through eBay.
kitchen ;; en ;; ebay ;; small-appliances ;; 40 ;; Air fryer 5.5L dual basket - great condition ;; Dual basket air fryer, 5.5 litre total, 1700W. Bought from Argos in Jan 2025, receipt included (order 47-5512-0093). Baskets non-stick still perfect. Only selling as we got a bigger one for Christmas.
kitchen ;; en ;; generic ;; kitchen ;; 15 ;; Pressure cooker 6L stainless induction ;; Stovetop pressure cooker, 6 litres, 22cm base, fine on induction. I put a new sealing ring in this autumn. Collect from Bristol BS3 or I'll post at cost.
kitchen ;; en ;; ebay ;; kitchen ;; 8 ;; 12 empty glass jam jars with lids ;; Twelve empty glass jars with screw lids, 340ml, washed with labels off. Perfect for jam, chutney or spices. Well wrapped for posting.
kitchen ;; en ;; generic ;; kitchen ;; 10 ;; Oven cleaner & descaler bundle unopened ;; Bundle of unopened cleaning products: oven cleaner gel 500ml, kettle descaler x2, dishwasher cleaner x2. Moving house so clearing the cupboard under the sink.
kitchen ;; en ;; ebay ;; small-appliances ;; 60 ;; Stand mixer 1000W 5L bowl ;; Stand mixer, 1000W, 5L stainless bowl, whisk, dough hook, beater and splash guard. Serial number on the base. Works perfectly, just don't bake enough.
decor ;; en ;; ebay ;; home ;; 20 ;; Ceramic pineapple lamp gold ;; Gold ceramic pineapple table lamp, 43cm with shade, E27 fitting. Went viral on Instagram a few years back, still looks great. No chips. Bulb not included.
decor ;; en ;; generic ;; home ;; 30 ;; Canvas print stag 80x60 ;; Canvas print of a stag in the Highlands, 80x60cm, wooden frame, ready to hang. Collection only from Stockport SK4.
decor ;; en ;; ebay ;; home ;; 12 ;; Vintage glass bottles empty x5 decor ;; Five old glass bottles, empty and cleaned, dug up from the garden of our Victorian house. Heights 10-22cm. Lovely on a windowsill.
decor ;; en ;; generic ;; home ;; 25 ;; Ceramic dog head wall vase ;; Ceramic wall vase shaped like a dog's head, white matte, 20cm. Hang it and fill it with dried flowers or a small plant.
decor ;; en ;; generic ;; home ;; 35 ;; Rattan round mirror 60cm, moving flat sale ;; Round rattan mirror, 60cm diameter. Hardly a mark on it. Moving flat on 12/12 so needs to go.
phones ;; en ;; ebay ;; phones ;; 190 ;; Samsung Galaxy A55 128GB unlocked navy ;; Galaxy A55 5G in navy, 128GB, works on any network. WhatsApp, banking apps, Google Pay, all fine. Battery still excellent. It's lived in a case with a screen protector since day one. Box and Currys receipt from August 2024. Tracked postage through eBay.
phones ;; en ;; ebay ;; phones ;; 330 ;; iPhone 13 Pro 128GB sierra blue battery 87% ;; iPhone 13 Pro 128GB, unlocked, never opened or repaired, battery health 87%. Genuine, bought from Apple with receipt, not a refurb and not a copy. Light scuffs on the frame.
phones ;; en ;; ebay ;; phones ;; 7 ;; Wallet case Pixel 8 black ;; Black faux leather wallet case for Pixel 8 (won't fit the Pro). New, ordered the wrong one.
phones ;; en ;; generic ;; phones ;; 12 ;; 25W USB-C plug genuine ;; Genuine 25W USB-C wall plug, came with a phone and never used as I already had one. UK 3-pin.
phones ;; en ;; ebay ;; phones ;; 40 ;; Smart watch calls & notifications ;; Smart watch with AMOLED screen, takes bluetooth calls, shows WhatsApp and text notifications, tracks sleep and steps. Spare strap.
fitness ;; en ;; ebay ;; sports-outdoor ;; 65 ;; Adjustable dumbbells 2 x 20kg ;; Two adjustable dumbbells with cast iron plates, 20kg each, spin-lock collars. 40kg altogether so please collect from Reading RG1.
fitness ;; en ;; generic ;; sports-outdoor ;; 140 ;; Rowing machine magnetic folding ;; Magnetic rowing machine, 8 resistance levels, folds upright for storage, LCD monitor. Max user 120kg. Size 190x50cm. Used maybe 20 times honestly.
fitness ;; en ;; ebay ;; sports-outdoor ;; 10 ;; Ball pump with needles ;; Dual action ball pump with 5 needles and hose, for footballs, netballs and rugby balls. Fits in a kit bag.
fitness ;; en ;; generic ;; sports-outdoor ;; 20 ;; Yoga mat 6mm with strap + blocks ;; TPE yoga mat 183x61cm, 6mm, with carry strap, plus 2 foam blocks. Cleaned.
fitness ;; en ;; ebay ;; sports-outdoor ;; 30 ;; Boxing gloves 14oz + hand wraps ;; 14oz boxing gloves, velcro, used for a few boxfit classes. Two pairs of 4.5m wraps included. Clean, no smell.
tools ;; en ;; ebay ;; tools-diy ;; 12 ;; Socket tester & non contact voltage tester ;; Two bits of kit: a plug-in socket checker that shows whether earth, live and neutral are wired right, and a pen that beeps near voltage without touching anything. Batteries fitted in both.
tools ;; en ;; ebay ;; tools-diy ;; 55 ;; 18V combi drill 2 batteries case ;; 18V cordless combi drill with two 2Ah batteries, charger, case and bit set. Used to put up shelves, that's all.
tools ;; en ;; generic ;; tools-diy ;; 7 ;; Stanley knife + spare blades ;; Retractable utility knife with 10 spare blades. For carpet, cardboard, plasterboard.
tools ;; en ;; ebay ;; tools-diy ;; 20 ;; Hatchet for kindling with sheath ;; Compact hatchet with a 600g head and 36cm fibreglass handle, blade cover included. I used it to make kindling for our log burner.
tools ;; en ;; generic ;; tools-diy ;; 85 ;; Aluminium ladder 3 section ;; 3 section aluminium combination ladder, max working height approx 5m, EN131. Light use.
tools ;; en ;; ebay ;; tools-diy ;; 25 ;; Digital multimeter with probes ;; Autoranging multimeter, AC/DC voltage, current, resistance, continuity, temperature. Leads and thermocouple included. 9V battery fitted.
motoring ;; en ;; ebay ;; vehicle-parts ;; 120 ;; 4 x 205/55 R16 91V tyres 6mm ;; Four summer tyres 205/55 R16 91V, DOT 2223, approx 6mm tread. Off my own car after switching to 17s. No repairs. Collection from Derby DE22.
motoring ;; en ;; ebay ;; vehicle-parts ;; 40 ;; Rear light passenger side Ford Fiesta Mk7 ;; Rear lamp passenger side for Fiesta Mk7 2008-2012, part number on the housing 8A61-13405-A. No cracks, all clips intact. From my own car.
motoring ;; en ;; ebay ;; vehicle-parts ;; 12 ;; Car first aid kit + warning triangle sealed ;; Roadside kit still in its wrapping: warning triangle, hi-vis vest and a small first aid kit. Ended up with a spare.
motoring ;; en ;; ebay ;; vehicle-parts ;; 60 ;; Car battery 063 45Ah ;; Type 063 car battery, 12V 45Ah 400CCA, 9 months old. Checked on a battery tester at the garage, good health. Changed car.
motoring ;; en ;; ebay ;; vehicle-parts ;; 18 ;; Rubber mats VW Golf Mk8 ;; Set of 4 tailored rubber mats for Golf Mk8. Washed. Only ever in my own car.
fashion ;; en ;; ebay ;; clothing ;; 18 ;; Denim jacket size M oversized ;; Light wash oversized denim jacket, size M (fits L). Pit to pit 60cm, length 68cm. No marks or rips.
fashion ;; en ;; ebay ;; clothing ;; 40 ;; Hunting style tweed jacket size 42 for country walks ;; Tweed shooting-style jacket in green check, size 42 chest, lots of pockets. I wore it for country walks and the odd wedding. Dry cleaned.
fashion ;; en ;; ebay ;; clothing ;; 12 ;; Size 12 floral midi dress worn once ;; Floral midi dress, size 12, thin straps and side split. Worn once to a wedding.
fashion ;; en ;; ebay ;; clothing ;; 45 ;; Hoodie genuine with receipt size M ;; Grey hoodie size M, bought in the brand's own shop, receipt kept. Genuine, not a fake. Worn a handful of times, no bobbling.
fashion ;; en ;; ebay ;; clothing ;; 6 ;; Kids football shirt age 9-10 ;; Kids football shirt, age 9-10, number 4 on the back. Washed, colours still bright.
toys ;; en ;; ebay ;; toys-baby ;; 10 ;; Giant water pistol toy 1L tank ;; Big plastic water pistol in bright green and orange, 1 litre tank, shoots about 9m. Clearly a paddling pool toy, used one summer.
toys ;; en ;; ebay ;; toys-baby ;; 50 ;; Lego Creator fire station 31154 complete ;; Lego set 31154, built once, complete with minifigures and instructions, stored in its box. 31154 is the set number.
toys ;; en ;; generic ;; toys-baby ;; 12 ;; Toy doctor's kit with stethoscope ;; Pretend doctor's case: stethoscope, a plastic syringe without any needle, thermometer, reflex hammer and fabric bandages. 3 years and up.
toys ;; en ;; ebay ;; toys-baby ;; 20 ;; Nerf blaster + 20 foam darts ;; Motorised Nerf blaster with 20 foam darts, takes 4 AA batteries which stay in it. Orange and blue plastic toy. My son's outgrown it.
toys ;; en ;; generic ;; toys-baby ;; 25 ;; Wooden train set 50 pieces ;; Wooden railway with bridges, tunnel, 3 magnetic engines and about 50 pieces of track. Compatible with the usual brands.
books ;; en ;; ebay ;; books-media ;; 6 ;; Book: history of the Medellin cartel paperback ;; Non-fiction paperback about the Medellin cartel and the hunt for Pablo Escobar, ISBN 9780553001235. Read once.
books ;; en ;; ebay ;; books-media ;; 4 ;; Of Mice and Men GCSE edition ;; Of Mice and Men, school edition, ISBN 9780141185101. Some pencil notes in the margins. Ideal for GCSE.
books ;; en ;; ebay ;; books-media ;; 10 ;; Bundle 6 crime thrillers paperbacks ;; Six crime thriller paperbacks: serial killers, detectives, gangsters, the usual. Good reading condition. Posted in one parcel.
books ;; en ;; ebay ;; books-media ;; 15 ;; WW2 illustrated history hardback 380 pages ;; Illustrated history of the Second World War, hardback, 380 pages with maps and photos, ISBN 9780752554327. Very good condition.
books ;; en ;; ebay ;; books-media ;; 5 ;; First aid manual 2021 edition like new ;; First aid manual, 2021 edition, with illustrations of CPR and the recovery position. Like new.
collectables ;; en ;; ebay ;; collectibles ;; 28 ;; Zippo lighter 1996 empty collectors ;; Zippo from 1996 (date code on the bottom), brushed chrome, sold empty with no fuel, for collection only. Lid clicks nicely.
collectables ;; en ;; ebay ;; collectibles ;; 14 ;; Vintage pub ashtray Guinness ceramic ;; Vintage ceramic pub ashtray with brewery advertising, 1970s, never used, collectors piece. 15cm.
collectables ;; en ;; ebay ;; collectibles ;; 30 ;; Collection 20 empty miniature whisky bottles ;; Twenty empty miniature whisky bottles, glass, labels intact, all different distilleries. Sold together with a small display shelf.
collectables ;; en ;; ebay ;; collectibles ;; 20 ;; 50p coins Beatrix Potter set of 6 ;; Six 50p coins from the Beatrix Potter series, circulated, in a coin folder.
collectables ;; en ;; ebay ;; collectibles ;; 35 ;; Panini sticker album Euro 96 complete ;; Euro 96 Panini album, complete, all stickers in. Cover a little worn.
appliances ;; en ;; ebay ;; large-appliances ;; 150 ;; 8kg washer 1400 spin, 4 yrs old, collection CM1 ;; 8kg washing machine, 1400 spin, energy class B. 4 years old, never a problem. Collection from Chelmsford CM1, I'll help carry.
appliances ;; en ;; ebay ;; small-appliances ;; 35 ;; Cordless stick vacuum ;; Cordless stick vacuum, built-in battery (doesn't come out), 35 min runtime, washable filter. Charger included.
appliances ;; en ;; ebay ;; small-appliances ;; 15 ;; 2400W steam iron ceramic plate ;; 2400W steam iron, ceramic soleplate, anti-calc. Works fine.
appliances ;; en ;; generic ;; small-appliances ;; 55 ;; 12 litre dehumidifier, two winters old ;; 12L/day dehumidifier with continuous drain option. Great for damp flats in winter. Two winters old.
garden ;; en ;; generic ;; home-garden ;; 5 ;; Rooted pothos cuttings x3 ;; Three pothos cuttings rooted in water, ready to pot. Very easy plant, copes with low light. Posted in a box.
garden ;; en ;; ebay ;; home-garden ;; 3 ;; Tomato seeds saved from my allotment ;; Gardener's Delight tomato seeds saved from my allotment, 2025. About 50 seeds in a paper packet.
garden ;; en ;; ebay ;; home-garden ;; 18 ;; Multi-purpose compost 50L x2 sealed ;; Pair of 50 litre sacks of peat-free compost, never opened, the leftovers from planting up the borders in April.
garden ;; en ;; generic ;; home-garden ;; 60 ;; Electric lawnmower 1600W 37cm ;; 1600W electric mower, 37cm cutting width, 40L box. Had the blade sharpened last spring. Collect from Swindon SN2 only.
garden ;; en ;; generic ;; home-garden ;; 10 ;; Large aloe vera plant in pot ;; Aloe vera about 45cm with pups, in a 22cm terracotta pot. Healthy.
videogames ;; en ;; ebay ;; consoles ;; 15 ;; Grand Theft Auto 5 PS4 + map, near mint disc ;; Grand Theft Auto V for PS4 with the map. Age 18 game. Disc near mint.
videogames ;; en ;; ebay ;; consoles ;; 220 ;; PS5 digital edition + controller ;; My PS5 digital plus one DualSense pad and all the leads, runs perfectly. Bought it from an online shop in 2022 and paid by PayPal at the time, the invoice is still in my inbox. Posted through eBay or pick it up in Nottingham NG7.
videogames ;; en ;; ebay ;; consoles ;; 12 ;; COD WWII for Xbox One, complete in case ;; Call of Duty WWII, Xbox One, complete in case.
videogames ;; en ;; ebay ;; consoles ;; 30 ;; Switch Pro controller genuine ;; Genuine Nintendo Switch Pro controller, battery holds charge well, no drift. USB-C cable.
furniture ;; en ;; generic ;; furniture ;; 30 ;; Mirrored bathroom cabinet 60x45, white, empty ;; Mirrored bathroom medicine cabinet, 60x45x15cm, white, 2 shelves. Empty of course. Dismantled for transport.
furniture ;; en ;; generic ;; furniture ;; 100 ;; Grey fabric three seater sofa 210cm ;; Grey fabric 3 seater sofa, 210cm, removable cushion covers. No pets, no smokers. Collection Cardiff CF14.
furniture ;; en ;; generic ;; furniture ;; 40 ;; Pine chest of drawers 4 drawer ;; Solid pine chest of 4 drawers, 80x40x90cm. Sanded and waxed this year.
furniture ;; en ;; generic ;; furniture ;; 20 ;; Mesh office chair ;; Mesh back office chair, height adjustable, on wheels. Seat fabric a bit worn.
camping ;; en ;; ebay ;; sports-outdoor ;; 45 ;; 4 man dome tent 2 bedrooms ;; 4 man dome tent with 2 bedrooms and porch, 3000mm hydrostatic head. Used 3 times, no holes, all pegs.
camping ;; en ;; ebay ;; sports-outdoor ;; 15 ;; Double airbed with pump ;; Double airbed 191x137cm with battery pump. Holds air, tested overnight.
camping ;; en ;; ebay ;; sports-outdoor ;; 12 ;; Swiss style pocket multi tool 9 functions ;; Little pocket multi tool: 6cm blade that doesn't lock, can opener, corkscrew, scissors and a screwdriver. Still boxed. Handy for picnics.
camping ;; en ;; ebay ;; sports-outdoor ;; 25 ;; Binoculars 10x42 birdwatching ;; Birdwatching binoculars, 10x42, with case and neck strap. Lenses clean, no fungus or haze.
camping ;; en ;; ebay ;; sports-outdoor ;; 30 ;; 45L hiking rucksack ;; 45 litre hiking rucksack with rain cover and ventilated back, hydration sleeve. Good condition.
shoes ;; en ;; ebay ;; footwear ;; 35 ;; Running shoes UK 9 ;; Running shoes UK 9, about 200 miles on them, plenty of cushioning left. Genuine from a sports shop, not fakes.
shoes ;; en ;; ebay ;; footwear ;; 25 ;; Walking boots UK 5 waterproof ;; Waterproof walking boots UK 5, mid cut. A few walks only. Cleaned.
shoes ;; en ;; ebay ;; footwear ;; 8 ;; Kids wellies size 10 ;; Kids wellies size 10 with frog print. Great for puddles.
shoes ;; en ;; ebay ;; footwear ;; 20 ;; Leather sandals brown size 6 ;; Brown leather sandals, size 6, rubber sole. Worn twice.
beauty ;; en ;; ebay ;; beauty-perfume ;; 50 ;; Perfume 100ml sealed - not a tester ;; Eau de parfum 100ml, still sealed in cellophane. Duplicate present. Not a tester or sample, it's the retail bottle in its box. Barcode 5012345600017.
beauty ;; en ;; ebay ;; beauty-perfume ;; 10 ;; Sun cream SPF50 sealed from Boots ;; Two SPF50 sun creams, 200ml, sealed, expiry 2027. Bought at the pharmacy for myself before a holiday that got cancelled.
beauty ;; en ;; ebay ;; beauty-perfume ;; 14 ;; 18 shade eyeshadow palette - still sealed ;; Eyeshadow palette with 18 shades, brand new and still sealed. Warm nude tones.
beauty ;; en ;; ebay ;; beauty-perfume ;; 18 ;; Hair dryer 2200W ionic ;; Ionic hair dryer, 2200W, diffuser and nozzle both included. Used a handful of times.
beauty ;; en ;; ebay ;; beauty-perfume ;; 8 ;; Moisturiser 50ml unopened ;; Face moisturiser 50ml, unopened with seal. Tried a sample and it didn't suit my skin, so never opened the pot.
costumes ;; en ;; ebay ;; toys-baby ;; 12 ;; Pirate costume age 5-7 with foam cutlass ;; Pirate outfit for ages 5-7 with hat, eye patch and a soft foam cutlass. Only worn for World Book Day.
costumes ;; en ;; ebay ;; clothing ;; 25 ;; Khaki army jacket (no badges) - 1940s party costume ;; Old khaki army jacket with no badges or insignia, which I wore as fancy dress for a 1940s themed party. Size L. Brass buttons.
costumes ;; en ;; ebay ;; toys-baby ;; 10 ;; Police officer dressing up set with toy handcuffs ;; Police dressing up outfit age 4-6 with hat, badge and plastic toy handcuffs.
costumes ;; en ;; ebay ;; clothing ;; 15 ;; Witch costume ladies M Halloween ;; Witch costume size M with dress, hat and a plastic broomstick. Worn one night.
costumes ;; en ;; ebay ;; toys-baby ;; 12 ;; Knight sword and shield foam toy ;; Foam knight's sword and shield for kids. Soft, it's a toy for role play.
petsupplies ;; en ;; ebay ;; pets ;; 20 ;; Cat carrier plastic ;; Plastic cat/small dog carrier up to 8kg, metal door, car safe. Cleaned.
petsupplies ;; en ;; ebay ;; pets ;; 35 ;; Cat tree 130cm ;; Cat tree 130cm with cubby and 3 platforms. Sisal posts scratched (as they should be). Collection Luton LU2.
petsupplies ;; en ;; ebay ;; pets ;; 22 ;; Dog food 12kg unopened ;; 12kg bag of adult dog food, unopened, best before 05/2027. Our dog moved on to a vet diet.
petsupplies ;; en ;; ebay ;; pets ;; 15 ;; Fish tank 30L empty with lid ;; 30 litre fish tank, empty, with lid and LED light, no filter. No scratches on the glass.
cycling ;; en ;; ebay ;; bikes ;; 240 ;; 29er MTB medium alloy frame 1x12 hydraulic discs ;; 29er mountain bike, medium aluminium frame, 1x12 gears, hydraulic disc brakes. Frame number stamped underneath, I have the receipt. Serviced in October.
cycling ;; en ;; ebay ;; bikes ;; 25 ;; Cycle helmet brand new never worn 54-58 ;; Cycle helmet size M 54-58cm, brand new with tags, never worn or dropped. Wrong size.
cycling ;; en ;; ebay ;; bikes ;; 20 ;; Child bike seat rear ;; Rear child bike seat up to 22kg, frame mount. Straps fine. Our little one rides on her own now.
cycling ;; en ;; ebay ;; bikes ;; 12 ;; Bike track pump 160psi Presta/Schrader ;; Track pump for the bike, gauge reads to 160psi, head does both Presta and Schrader.
babygear ;; en ;; ebay ;; toys-baby ;; 120 ;; i-Size car seat new in sealed box ;; i-Size car seat for 40-105cm, still sealed in its box and never fitted. Someone gave us a second one. R129 printed on the label.
babygear ;; en ;; ebay ;; toys-baby ;; 70 ;; Travel system pram pushchair ;; Pram with carrycot and seat unit (no car seat). Wheels fine, rain cover and bag.
babygear ;; en ;; ebay ;; toys-baby ;; 25 ;; Baby monitor with camera, night vision, no wifi needed ;; Video baby monitor, 3.2" screen, night vision, lullabies. Works without wifi.
babygear ;; en ;; ebay ;; toys-baby ;; 15 ;; Baby bath with seat & built-in thermometer ;; Baby bath with built-in thermometer and support seat. Cleaned.
crafts ;; en ;; ebay ;; hobbies ;; 80 ;; Sewing machine with foot pedal ;; Electric sewing machine, 23 stitches, foot pedal, bobbins and needles. Serviced in 2025. Manual included.
crafts ;; en ;; ebay ;; hobbies ;; 10 ;; Wool yarn bundle 12 balls ;; 12 balls of 100g yarn, blues and greys, still labelled. Leftover from a jumper.
crafts ;; en ;; ebay ;; hobbies ;; 22 ;; Spitfire model kit 1/48 unopened ;; 1:48 plastic model kit of a WW2 Spitfire, still shrink wrapped. Paint and glue not included.
crafts ;; en ;; ebay ;; hobbies ;; 9 ;; Craft scalpel with blades ;; Craft scalpel with aluminium handle and 5 blades for cutting card and plastic in model making.
computers ;; en ;; ebay ;; laptops ;; 350 ;; 15.6" laptop i5 12th gen 16GB RAM 512GB ;; 15.6" laptop, Intel i5 12th gen, 16GB RAM, 512GB SSD, Windows 11 activated. UK keyboard. Battery about 5 hours. Original charger. Serial number on the sticker underneath.
computers ;; en ;; ebay ;; laptops ;; 15 ;; Wireless keyboard and mouse UK ;; Wireless keyboard and mouse, UK layout, batteries included, nano USB receiver. Barely used.
computers ;; en ;; ebay ;; laptops ;; 70 ;; 24 inch monitor IPS full HD ;; 24" Full HD IPS monitor, HDMI and DisplayPort, no dead pixels, height adjustable stand.
computers ;; en ;; ebay ;; laptops ;; 35 ;; External hard drive 2TB ;; 2TB external USB 3.0 hard drive, wiped and tested. Cable included.
office ;; en ;; ebay ;; books-media ;; 10 ;; Casio fx-991 scientific calculator ;; Casio fx-991EX scientific calculator with cover. Allowed in GCSE and A level exams. Solar plus battery.
office ;; en ;; ebay ;; books-media ;; 8 ;; New stationery bundle school ;; Unused stationery: 5 A4 exercise books, pencil case, 12 colouring pencils, 30cm ruler, sharpener, rubber.
office ;; en ;; ebay ;; furniture ;; 35 ;; White desk 120x60 ;; White desk 120x60cm with 2 drawers. Small mark on one corner. Flat packed.
office ;; en ;; ebay ;; books-media ;; 15 ;; 6 sheet strip cut paper shredder 12L bin ;; Strip cut paper shredder, 6 sheets at a time, 12L bin. Good for old bank statements.
cameras ;; en ;; ebay ;; cameras ;; 260 ;; Canon 2000D + 18-55mm, 2 batteries, bag, 32GB ;; Canon EOS 2000D with 18-55mm lens, 2 batteries (one in the camera), charger, 32GB card and bag. Shutter count about 4,500.
cameras ;; en ;; ebay ;; cameras ;; 40 ;; Tripod aluminium 160cm ;; 160cm aluminium tripod with 3-way head and bag. Holds 5kg.
cameras ;; en ;; ebay ;; cameras ;; 55 ;; Trail camera wildlife garden ;; Trail camera for watching wildlife in the garden: foxes, badgers, hedgehogs. Motion sensor, night vision, 20MP photos and video. 8 AA batteries in it.
cameras ;; en ;; ebay ;; cameras ;; 30 ;; 35mm film SLR 1980s with 50mm lens ;; 35mm film SLR from the 80s with 50mm f/1.8 lens. Shutter fires, light meter untested. Display piece or for trying film.
watches ;; en ;; ebay ;; watches-jewellery ;; 40 ;; Automatic watch 40mm steel with box ;; Men's automatic watch, 40mm steel case, mineral glass, leather strap. Reference engraved on the caseback. Runs about 10s a day slow. Box and papers.
watches ;; en ;; ebay ;; watches-jewellery ;; 14 ;; Sterling silver cat earrings ;; Sterling silver 925 cat stud earrings, hallmarked. Never worn, in gift box.
watches ;; en ;; ebay ;; watches-jewellery ;; 16 ;; Anchor pendant necklace gold plated ;; Gold plated anchor pendant on 45cm chain. Not tarnished.
watches ;; en ;; generic ;; watches-jewellery ;; 8 ;; Gemstone bead bracelet handmade ;; Handmade stretch bracelet in 8mm natural stone beads. Different sizes available, just message me here on the app.
fishing ;; en ;; ebay ;; sports-outdoor ;; 45 ;; Beachcaster 13ft rod and reel ;; 13ft beachcaster and 6000 size reel loaded with 30lb line. Used off Chesil a few times, always rinsed.
fishing ;; en ;; ebay ;; sports-outdoor ;; 15 ;; Two tray tackle box, lures hooks floats ;; Two tray tackle box with lures, weights, hooks in various sizes, swivels and floats. Mostly new.
fishing ;; en ;; ebay ;; sports-outdoor ;; 12 ;; Fish filleting knife 7 inch with sheath ;; Filleting knife with 7" flexible blade and plastic sheath. For gutting the catch. Lightly used.
fishing ;; en ;; ebay ;; sports-outdoor ;; 25 ;; Chest waders with boots UK 9 no leaks ;; Chest waders, boots built in, size 9. Filled the bath to check and they're dry inside.
dvds ;; en ;; ebay ;; books-media ;; 18 ;; Breaking Bad complete series DVD box set ;; All five seasons of Breaking Bad on DVD. The chemistry teacher who ends up cooking drugs, one of the best shows ever made. Tiny scuff on the case.
dvds ;; en ;; ebay ;; books-media ;; 8 ;; The Godfather trilogy Blu-ray ;; The Godfather trilogy on Blu-ray, remastered. Discs perfect.
dvds ;; en ;; ebay ;; books-media ;; 10 ;; War films DVD bundle x10 ;; Ten war film DVDs: Saving Private Ryan, Dunkirk, Platoon, Black Hawk Down and more. All originals.
dvds ;; en ;; ebay ;; books-media ;; 12 ;; Vinyl LP Beatles Abbey Road reissue ;; Abbey Road vinyl LP, later reissue. Sleeve some ring wear, vinyl plays well.
instruments ;; en ;; ebay ;; musical-instruments ;; 80 ;; Full size classical guitar spruce top + bag ;; Full size classical guitar, spruce top, new strings, padded gig bag. Great for a beginner.
instruments ;; en ;; ebay ;; musical-instruments ;; 130 ;; Keyboard 61 touch sensitive keys + stand ;; 61 key touch sensitive keyboard, 400 voices, headphone socket, X stand. Power adapter included.
instruments ;; en ;; ebay ;; musical-instruments ;; 15 ;; Clip-on tuner and metronome ;; Clip-on chromatic tuner with metronome, battery inside. Guitar, bass, ukulele, violin.
instruments ;; en ;; ebay ;; musical-instruments ;; 50 ;; Ukulele concert with case ;; Concert ukulele, mahogany, with padded case and spare strings.
hifi ;; en ;; ebay ;; audio ;; 60 ;; Portable bluetooth speaker waterproof ;; Waterproof portable bluetooth speaker, 15 hours battery, battery stays inside. Genuine from John Lewis with receipt, not a copy.
hifi ;; en ;; ebay ;; audio ;; 100 ;; Stereo amplifier + bookshelf speakers ;; Stereo amp 2x50W with phono and CD inputs plus a pair of bookshelf speakers. All tested. Collection only Norwich NR2.
hifi ;; en ;; ebay ;; audio ;; 30 ;; Over-ear noise cancelling headphones 30h ;; Over-ear bluetooth noise cancelling headphones, 30h battery, new ear pads, case.
hifi ;; en ;; ebay ;; audio ;; 45 ;; Suitcase record player ;; Suitcase record player with built-in speakers, bluetooth and USB recording. New stylus.
kitchen ;; en ;; generic ;; kitchen ;; 35 ;; HUGE kitchen bundle - moving abroad - everything must go ;; Right so I'm off to Spain on the 18th and none of this fits in the van, so it's going as one big lot: 3 frying pans (20, 24, 28cm, the biggest has seen better days), 4 stainless pans with lids, a colander, paring knife and peeler, a bamboo chopping board, whisk, two spatulas, a roasting tin, and my digital scales (battery's in). All working and all washed. Ideally collected from Sheffield S11 because it's heavy; pay cash when you collect or through the site, up to you. Questions? Ask away here 🙂
decor ;; en ;; generic ;; home ;; 10 ;; Ceramic piggy bank pink ;; Ceramic piggy bank, pastel pink, 18cm, rubber stopper underneath. Cute for a nursery.
phones ;; en ;; generic ;; phones ;; 70 ;; Big button mobile for elderly with SOS ;; Big button mobile with SOS button, charging cradle and loud volume. Mum has moved to a smartphone. Unlocked. Charger and manual. The box has the maker's helpline printed on the back if you need setup help.
fitness ;; en ;; ebay ;; sports-outdoor ;; 40 ;; Foam surfboard 7ft beginner ;; 7'0" foam surfboard, perfect for learning, with leash and fins. Usual dings.
motoring ;; en ;; ebay ;; vehicle-parts ;; 75 ;; Alloy wheels 15 inch 4x100 ;; Set of 4 15" alloys, 4x100 PCD, ET38, with part worn tyres (just good enough to move the car). One has a kerb scuff.
fashion ;; en ;; ebay ;; clothing ;; 15 ;; Slim jeans W32 L32 ;; Slim fit jeans W32 L32, dark wash, as new.
toys ;; en ;; ebay ;; toys-baby ;; 15 ;; Cluedo classic edition, all pieces there ;; Classic Cluedo, complete with all the little plastic weapons (candlestick, rope, lead pipe...) and cards. Age 8+.
collectables ;; en ;; ebay ;; collectibles ;; 12 ;; Album of used GB stamps 1970s ;; Small album of around 200 used GB stamps from the 1970s, machins and commemoratives. Sold as one.
appliances ;; en ;; generic ;; large-appliances ;; 80 ;; Fridge freezer 170cm frost free ;; 170cm frost free fridge freezer, works fine, selling due to a kitchen refit. Small dent on the side that sits against the wall.
garden ;; en ;; generic ;; home-garden ;; 20 ;; Garden hose 25m with wall reel ;; 25m hose on wall mounted reel with 7 pattern spray gun.
videogames ;; en ;; ebay ;; consoles ;; 12 ;; Mafia trilogy PS4 ;; Mafia Trilogy for PS4, 1930s gangster story. Disc mint, with case.
camping ;; en ;; ebay ;; sports-outdoor ;; 18 ;; Camping stove in case - no gas ;; Portable camping stove in carry case, sold without a gas canister (can't post gas). Used twice.
beauty ;; en ;; ebay ;; beauty-perfume ;; 20 ;; Gel nail kit with lamp ;; Gel nail kit with UV/LED lamp and 6 sealed gel polishes, base and top coat unopened. Lamp tested once.
office ;; en ;; ebay ;; books-media ;; 30 ;; Wifi all-in-one printer ;; Wifi inkjet all-in-one: print, copy, scan. Both cartridges about half full. You can print from your phone using the manufacturer's app.
kitchen ;; it ;; vinted ;; kitchen ;; 30 ;; Set coltelli da cucina con ceppo 5 pezzi ;; Ceppo di legno con coltelli da cucina: chef da 20 cm, coltello per il pane, per l'arrosto, spelucchino e forbici. Usati poco e sempre lavati a mano. Li spedisco con Vinted.
kitchen ;; it ;; ebay ;; small-appliances ;; 45 ;; Friggitrice ad aria 5 L con scontrino e garanzia ;; Friggitrice ad aria 5 L, 1500 W, timer 60 min. Comprata a marzo 2025 da MediaWorld, scontrino n. 0412-0087 incluso, ancora in garanzia. Cestello perfetto. Ritiro a Bologna 40127 o spedizione.
kitchen ;; it ;; vinted ;; kitchen ;; 15 ;; Moka 6 tazze acciaio induzione ;; Caffettiera moka 6 tazze in acciaio, va anche su induzione. Guarnizione nuova. Fa un ottimo caffe.
kitchen ;; it ;; vinted ;; kitchen ;; 8 ;; Barattoli di vetro vuoti per conserve x10 ;; 10 barattoli di vetro vuoti con coperchio, 500 ml, lavati e senza etichette. Per marmellate e sughi.
kitchen ;; it ;; ebay ;; kitchen ;; 12 ;; Anticalcare e sgrassatore nuovi lotto ;; Lotto prodotti pulizia nuovi e sigillati: 2 anticalcare per bagno, 1 sgrassatore cucina, 1 decalcificante macchina caffe. Trasloco.
decor ;; it ;; vinted ;; home ;; 25 ;; Lampada ceramica a forma di ananas ;; Lampada da tavolo di ceramica dorata fatta ad ananas, 40 cm. Era quella che stava in tutte le foto di Instagram. Senza sbeccature.
decor ;; it ;; vinted ;; home ;; 20 ;; Quadro tela gufo 70x50 ;; Quadro su tela con gufo, 70x50 cm, telaio in legno. Pronto da appendere.
decor ;; it ;; vinted ;; home ;; 10 ;; Bottiglie di vetro vuote vintage decorazione ;; 3 bottiglie vecchie di vetro verde, vuote e pulite, altezze 20-30 cm. Belle con fiori secchi.
phones ;; it ;; ebay ;; phones ;; 170 ;; Samsung Galaxy A54 128GB sbloccato ;; Il mio A54 (5G, 128 GB) libero da vincoli: ci giravano WhatsApp e l'app della banca senza intoppi. Batteria ancora molto buona. Ho tenuto scatola e scontrino (agosto 2023). Lo spedisco col servizio del sito.
phones ;; it ;; ebay ;; phones ;; 340 ;; iPhone 13 128GB batteria 88% ;; iPhone 13 128 GB blu, mai aperto ne riparato, batteria 88%. Originale con fattura, non ricondizionato e non una copia. Cover in regalo.
phones ;; it ;; ebay ;; phones ;; 45 ;; Smartwatch chiamate e notifiche ;; Smartwatch con schermo AMOLED, chiamate bluetooth, notifiche WhatsApp e SMS. Cinturino di ricambio.
fitness ;; it ;; ebay ;; sports-outdoor ;; 60 ;; Manubri regolabili 2x15 kg ;; Coppia di manubri regolabili in ghisa, 15 kg ciascuno. Solo ritiro a Torino 10138, pesano troppo per la spedizione.
fitness ;; it ;; ebay ;; sports-outdoor ;; 130 ;; Cyclette magnetica pieghevole ;; Cyclette magnetica pieghevole, 8 livelli, display con tempo, calorie e pulsazioni. Usata pochissimo.
fitness ;; it ;; vinted ;; sports-outdoor ;; 12 ;; Pompa per palloni con aghi ;; Pompa a mano doppia azione per palloni, con 5 aghi. Nuova.
tools ;; it ;; ebay ;; tools-diy ;; 14 ;; Tester prese e cercafase senza contatto ;; Tester per prese elettriche con spie (terra, fase, neutro) e cercafase senza contatto. Pile dentro. Utile per il fai da te.
tools ;; it ;; ebay ;; tools-diy ;; 55 ;; Trapano avvitatore 18V 2 batterie ;; Trapano avvitatore a batteria 18 V con 2 batterie da 2 Ah, caricatore e valigetta. Usato per montare mobili.
tools ;; it ;; ebay ;; tools-diy ;; 8 ;; Taglierino professionale con lame ;; Taglierino in metallo da 18 mm con blocco lama e 10 lame di ricambio. Per cartone e moquette.
tools ;; it ;; ebay ;; tools-diy ;; 20 ;; Accetta per legna con custodia ;; Piccola accetta da 600 g con manico in fibra e custodia della lama. Per spaccare la legna del camino.
tools ;; it ;; ebay ;; tools-diy ;; 22 ;; Multimetro digitale ;; Tester multimetro digitale a scala automatica con i suoi puntali: misura volt, ampere, ohm e fa il test di continuita. Ha gia la pila da 9V.
motoring ;; it ;; ebay ;; vehicle-parts ;; 130 ;; 4 gomme 195/65 R15 91H 5mm ;; Treno di 4 gomme 195/65 R15 91H, DOT 2123, ancora 5 mm di battistrada. Tolte dalla mia macchina, mai bucate. Da ritirare a Padova 35100.
motoring ;; it ;; ebay ;; vehicle-parts ;; 45 ;; Fanale posteriore sinistro Fiat Panda ;; Fanale posteriore sinistro per Fiat Panda 2012 in poi, codice sul corpo 51883481. Nessuna crepa. Smontato dalla mia macchina.
motoring ;; it ;; ebay ;; vehicle-parts ;; 14 ;; Kit sicurezza auto triangolo gilet sigillato ;; Kit auto con triangolo, gilet riflettente e cassetta di pronto soccorso, tutto sigillato. Ne avevo due.
motoring ;; it ;; ebay ;; vehicle-parts ;; 60 ;; Batteria auto 60Ah 540A ;; Batteria 12 V 60 Ah 540 A, 8 mesi, provata col tester batterie del meccanico: in ottimo stato. Cambio auto.
fashion ;; it ;; vinted ;; clothing ;; 20 ;; Giacca jeans chiara oversize tg M ;; Giacca di jeans chiara oversize, taglia M. Ascella-ascella 58 cm. Nessuna macchia.
fashion ;; it ;; vinted ;; clothing ;; 40 ;; Giacca stile caccia verde per passeggiate taglia 52 ;; Giacca stile caccia, verde oliva, impermeabile, piena di tasche, taglia 52. Me la mettevo per camminare in campagna con il cane. Lavata.
fashion ;; it ;; vinted ;; clothing ;; 45 ;; Felpa originale con scontrino taglia S ;; Felpa grigia taglia S comprata nel negozio ufficiale, ho lo scontrino. Originale, non e una copia. Indossata poche volte.
toys ;; it ;; vinted ;; toys-baby ;; 10 ;; Pistola ad acqua gigante giocattolo ;; Pistolone ad acqua tutto colorato con serbatoio da un litro, roba da piscina per bambini. Ha fatto solo un'estate.
toys ;; it ;; ebay ;; toys-baby ;; 40 ;; Lego City stazione polizia 60246 ;; Lego City stazione di polizia 60246 completa con minifigure e istruzioni. Montata una volta. 60246 e il numero del set.
toys ;; it ;; vinted ;; toys-baby ;; 12 ;; Valigetta dottore per bimbi con stetoscopio ;; Valigetta per giocare al dottore: stetoscopio, siringa finta in plastica senza ago, termometro. Adatta dai 3 anni in su.
toys ;; it ;; vinted ;; toys-baby ;; 22 ;; Blaster Nerf con 20 dardi in spugna ;; Blaster Nerf con 20 dardi di spugna. Giocattolo in plastica arancione e blu. Funziona benissimo.
books ;; it ;; vinted ;; books-media ;; 8 ;; Gomorra Roberto Saviano libro ;; Gomorra di Saviano, il libro-inchiesta sulla camorra, in tascabile, ISBN 9788804589129. L'ho letto una volta.
books ;; it ;; vinted ;; books-media ;; 5 ;; Promessi Sposi scolastico commentato ;; I Promessi Sposi per la scuola, con note e commento, ISBN 9788841632109. Qualche parola sottolineata a matita qua e la.
books ;; it ;; vinted ;; books-media ;; 12 ;; Lotto 6 gialli Montalbano ;; Sei gialli di Camilleri con il commissario Montalbano: omicidi, indagini e arancini. Buono stato.
books ;; it ;; vinted ;; books-media ;; 16 ;; Atlante storico Seconda Guerra Mondiale ;; Atlante storico della Seconda Guerra Mondiale, copertina rigida, con mappe delle battaglie. Ottime condizioni.
collectables ;; it ;; ebay ;; collectibles ;; 25 ;; Accendino Zippo 1990 vuoto da collezione ;; Zippo del 1990 (codice data sul fondo), venduto vuoto senza benzina, solo da collezione. Il coperchio scatta bene.
collectables ;; it ;; ebay ;; collectibles ;; 15 ;; Posacenere vintage ceramica pubblicitario ;; Posacenere in ceramica vintage con la pubblicita di un aperitivo, anni 70, pulito e mai usato. Da collezione.
collectables ;; it ;; ebay ;; collectibles ;; 30 ;; Collezione mignon bottigliette vuote 25 pezzi ;; 25 bottigliette mignon di vetro tutte vuote, liquori italiani anni 80-90, etichette integre.
collectables ;; it ;; ebay ;; collectibles ;; 40 ;; Album figurine Calciatori 1990 ;; Album figurine Calciatori 1989-90 quasi completo (mancano 12 figurine). Copertina un po' consumata.
appliances ;; it ;; ebay ;; large-appliances ;; 160 ;; Lavatrice 8 kg classe A, 4 anni, ritiro Brescia ;; Lavatrice 8 kg, 1200 giri, classe A. 4 anni, mai un problema. Ritiro a Brescia 25100, aiuto a caricare.
appliances ;; it ;; ebay ;; small-appliances ;; 30 ;; Scopa elettrica senza fili ;; Scopa elettrica senza fili, batteria integrata (non si toglie), 35 minuti di autonomia. Caricatore incluso.
appliances ;; it ;; ebay ;; small-appliances ;; 50 ;; Deumidificatore 12 litri ;; Deumidificatore 12 litri al giorno con serbatoio da 2 L. Ottimo per cantine e bagni.
garden ;; it ;; vinted ;; home-garden ;; 5 ;; Talee di pothos radicate ;; Talee di pothos gia radicate in acqua, 3 per 5 euro. Pianta facilissima.
garden ;; it ;; vinted ;; home-garden ;; 4 ;; Semi di pomodoro San Marzano del mio orto ;; Semi di pomodoro San Marzano dal mio orto, raccolta 2025. Bustina con circa 40 semi.
videogames ;; it ;; ebay ;; consoles ;; 18 ;; GTA V PS4 italiano ;; Grand Theft Auto V per PS4 in italiano, con mappa. Gioco PEGI 18. Disco perfetto.
videogames ;; it ;; ebay ;; consoles ;; 230 ;; PS5 digital con controller ;; PS5 digital edition con un controller e cavi. L'ho pagata con PayPal su un sito di elettronica nel 2022, ho la fattura. Spedizione tramite eBay.
videogames ;; it ;; ebay ;; consoles ;; 14 ;; COD WWII Xbox One seconda guerra mondiale ;; Call of Duty WWII per Xbox One, completo di custodia. Ambientato nella seconda guerra mondiale.
furniture ;; it ;; ebay ;; furniture ;; 28 ;; Armadietto medicinali pensile con chiave (vuoto) ;; Armadietto pensile per medicinali in metallo bianco con croce, serratura e chiave, 35x30x12 cm. Venduto vuoto.
furniture ;; it ;; ebay ;; furniture ;; 120 ;; Divano tre posti tessuto grigio sfoderabile ;; Divano a tre posti grigio, 210 cm, si tolgono le fodere per lavarle. Casa senza animali e senza fumo. Da ritirare a Verona.
camping ;; it ;; ebay ;; sports-outdoor ;; 45 ;; Tenda igloo 4 posti 2 camere + veranda ;; Tenda a igloo da 4 con due camere e veranda, 3000 mm di colonna d'acqua. L'abbiamo montata 3 volte in tutto.
camping ;; it ;; ebay ;; sports-outdoor ;; 14 ;; Coltellino multiuso tascabile 9 funzioni ;; Coltellino multiuso da tasca con lama piccola da 6 cm non bloccabile, apriscatole, cavatappi, forbicine. In scatola. Per pic-nic.
camping ;; it ;; ebay ;; sports-outdoor ;; 28 ;; Binocolo 10x42 birdwatching, custodia e tracolla ;; Binocolo 10x42 per birdwatching, con custodia e tracolla. Lenti pulite.
shoes ;; it ;; vinted ;; footwear ;; 35 ;; Scarpe running 43 ;; Scarpe da corsa taglia 43, circa 200 km. Originali, comprate in negozio di sport, non imitazioni.
shoes ;; it ;; vinted ;; footwear ;; 28 ;; Scarponcini trekking 39 impermeabili ;; Scarponcini da trekking impermeabili, taglia 39. Usati poche volte.
beauty ;; it ;; vinted ;; beauty-perfume ;; 55 ;; Profumo 100ml sigillato non tester ;; Profumo eau de parfum da 100 ml ancora avvolto nella pellicola, mi e arrivato due volte per il compleanno. Non e un tester: e la boccetta da negozio con la sua scatola. Barcode 8001234560010.
beauty ;; it ;; vinted ;; beauty-perfume ;; 10 ;; Crema solare SPF50 comprata in farmacia ;; Crema solare SPF 50+, 50 ml, sigillata, comprata in farmacia per me. Scadenza 2027.
beauty ;; it ;; vinted ;; beauty-perfume ;; 15 ;; Palette ombretti nuova ;; Palette con 18 ombretti, nuova e sigillata. Toni caldi.
costumes ;; it ;; vinted ;; toys-baby ;; 12 ;; Costume da pirata bambino con spada di gommapiuma ;; Vestito da pirata per bimbi di 5-7 anni: cappello, benda sull'occhio e spada morbida di gommapiuma. Messo una volta a Carnevale.
costumes ;; it ;; vinted ;; clothing ;; 25 ;; Giacca militare vintage senza mostrine per costume ;; Giacca militare vintage color kaki, senza mostrine ne stemmi, usata come costume per una festa anni 40. Taglia L.
costumes ;; it ;; vinted ;; toys-baby ;; 10 ;; Costume da poliziotto bambino con manette di plastica ;; Costume da poliziotto per bambino 4-6 anni con cappello, distintivo e manette giocattolo di plastica.
petsupplies ;; it ;; ebay ;; pets ;; 20 ;; Trasportino gatti/cani piccoli fino a 8 kg ;; Trasportino di plastica per gatti o cani piccoli fino a 8 kg, porta in metallo. Pulito.
petsupplies ;; it ;; ebay ;; pets ;; 18 ;; Crocchette cane 12 kg sacco chiuso ;; Sacco di crocchette per cane adulto 12 kg, chiuso, scadenza 2027.
cycling ;; it ;; ebay ;; bikes ;; 230 ;; Mountain bike 29 taglia M ;; MTB da 29 pollici, telaio alluminio M, 12 rapporti, freni idraulici a disco. Il numero di telaio e inciso e ho la fattura di acquisto.
cycling ;; it ;; ebay ;; bikes ;; 25 ;; Casco bici nuovo mai usato M ;; Casco da bici taglia M 54-58 cm, nuovo con cartellino, mai indossato ne caduto.
babygear ;; it ;; ebay ;; toys-baby ;; 130 ;; Seggiolino auto i-Size 40-105 nuovo, scatola sigillata ;; Seggiolino auto i-Size 40-105 cm mai montato, la scatola e ancora sigillata. Ce ne hanno regalati due uguali. Omologato R129.
babygear ;; it ;; ebay ;; toys-baby ;; 25 ;; Baby monitor video ;; Baby monitor con videocamera e schermo 3,2", visione notturna. Funziona senza wifi.
crafts ;; it ;; ebay ;; hobbies ;; 24 ;; Modellino aereo Spitfire 1:48 da montare ;; Kit di montaggio in plastica di un aereo Spitfire della seconda guerra, scala 1:48, ancora incellofanato.
crafts ;; it ;; ebay ;; hobbies ;; 10 ;; Bisturi da modellismo con lame ;; Bisturi da modellismo con manico in alluminio e 5 lame. Per tagliare cartoncino e plastica.
computers ;; it ;; ebay ;; laptops ;; 360 ;; Portatile 15,6" i5 16 GB, SSD 512, tastiera IT ;; Portatile da 15,6" con i5, 16 giga di RAM e SSD da 512, Windows 11 attivato. Tastiera con le lettere accentate italiane. Batteria circa 5 ore. Alimentatore originale, seriale sull'etichetta sotto.
computers ;; it ;; ebay ;; laptops ;; 70 ;; Monitor 24 pollici IPS ;; Monitor 24" Full HD IPS, HDMI e DisplayPort. Nessun pixel morto.
office ;; it ;; ebay ;; books-media ;; 12 ;; Calcolatrice scientifica Casio fx-991 ;; Calcolatrice scientifica Casio fx-991EX con coperchio. Ammessa all'esame di maturita.
cameras ;; it ;; ebay ;; cameras ;; 280 ;; Canon 2000D + 18-55, due batterie e borsa ;; Canon EOS 2000D con 18-55, due batterie (una nella fotocamera), caricatore, scheda 32 GB e borsa. Circa 4000 scatti.
cameras ;; it ;; ebay ;; cameras ;; 50 ;; Fototrappola per animali selvatici ;; Fototrappola per osservare gli animali in giardino o in campagna: volpi, ricci, cinghiali. Sensore di movimento e visione notturna. Pile incluse.
watches ;; it ;; vinted ;; watches-jewellery ;; 40 ;; Orologio automatico acciaio 40mm ;; Orologio automatico da uomo, cassa in acciaio 40 mm, cinturino in pelle. Scatola e garanzia.
watches ;; it ;; vinted ;; watches-jewellery ;; 15 ;; Orecchini argento a forma di gatto ;; Orecchini in argento 925 a forma di gatto, punzonati. Mai indossati.
watches ;; it ;; vinted ;; watches-jewellery ;; 10 ;; Bracciale pietre naturali fatto a mano ;; Bracciale elastico con perline di pietre naturali, fatto a mano. Varie misure, scrivetemi qui nella chat della app.
fishing ;; it ;; ebay ;; sports-outdoor ;; 50 ;; Canna surfcasting 4,20 + mulinello ;; Canna da surfcasting 4,20 m in carbonio con mulinello 6000 e filo 0,30. Sciacquata sempre con acqua dolce.
fishing ;; it ;; ebay ;; sports-outdoor ;; 18 ;; Cassetta pesca con esche artificiali ;; Cassetta da pesca a 2 ripiani con esche artificiali, piombi, ami e girelle. Quasi tutto nuovo.
fishing ;; it ;; ebay ;; sports-outdoor ;; 12 ;; Coltello da sfilettare pesce 18 cm ;; Coltello per sfilettare il pesce, lama da 18 cm che si flette, con fodero in plastica. Lo usavo per pulire le orate.
dvds ;; it ;; ebay ;; books-media ;; 20 ;; Breaking Bad cofanetto DVD tutte e 5 le stagioni ;; Breaking Bad serie completa in DVD, 5 stagioni, audio italiano. La storia del professore di chimica che diventa produttore di droga.
dvds ;; it ;; ebay ;; books-media ;; 8 ;; Il Padrino trilogia Blu-ray ;; Trilogia de Il Padrino in Blu-ray, versione restaurata. Dischi perfetti.
dvds ;; it ;; ebay ;; books-media ;; 12 ;; Vinile Lucio Battisti LP ;; LP di Lucio Battisti, stampa anni 70. Copertina con segni, disco in buono stato.
instruments ;; it ;; ebay ;; musical-instruments ;; 90 ;; Chitarra classica 4/4 abete + custodia imbottita ;; Chitarra classica 4/4 con tavola in abete, corde nuove e custodia imbottita.
instruments ;; it ;; ebay ;; musical-instruments ;; 18 ;; Accordatore a pinza cromatico ;; Accordatore cromatico a pinza con metronomo, pila dentro.
instruments ;; it ;; ebay ;; musical-instruments ;; 140 ;; Tastiera 61 tasti dinamici ;; Tastiera 61 tasti dinamici, 400 suoni, uscita cuffie, supporto a X. Alimentatore incluso.
hifi ;; it ;; ebay ;; audio ;; 60 ;; Cassa bluetooth impermeabile ;; Cassa bluetooth portatile impermeabile, batteria integrata 15 ore. Originale con scontrino, non una copia.
hifi ;; it ;; ebay ;; audio ;; 110 ;; Amplificatore stereo + casse ;; Amplificatore stereo 2x50 W con ingresso phono e un paio di casse da scaffale. Ritiro a Firenze 50100.
hifi ;; it ;; ebay ;; audio ;; 35 ;; Cuffie con cancellazione rumore ;; Cuffie bluetooth con cancellazione attiva del rumore, 30 ore di batteria, cuscinetti nuovi.
kitchen ;; it ;; ebay ;; kitchen ;; 40 ;; GRANDE lotto cucina per trasloco padelle pentole ;; Allora, mi trasferisco all'estero il 15/12 e non posso portarmi niente, quindi vendo tutto in blocco: 3 padelle (20, 24 e 28 cm, la grande ormai attacca un po'), 4 pentole di acciaio coi coperchi, scolapasta, coltellino e pelapatate, tagliere di bambu, frusta, due mestoli e la bilancia digitale da cucina (con la pila). Funziona tutto e ho lavato tutto. Meglio se passate a prenderlo a Milano Lambrate (20134) perche pesa; pagate in contanti quando ritirate oppure sul sito. Domande? Chiedete pure qui in chat 🙂
decor ;; it ;; vinted ;; home ;; 12 ;; Salvadanaio ceramica a forma di maialino ;; Salvadanaio in ceramica a forma di maialino rosa, 18 cm, tappo sotto. Per la cameretta.
toys ;; it ;; vinted ;; toys-baby ;; 15 ;; Cluedo gioco da tavolo completo ;; Cluedo completo con tutte le armi in miniatura di plastica (candeliere, corda, chiave inglese...) e le carte. Dagli 8 anni.
kitchen ;; de ;; ebay ;; kitchen ;; 35 ;; Messerblock 6 teilig Kochmesser Brotmesser ;; Messerblock aus Buche mit 6 Teilen: Kochmesser 20 cm, Brotmesser, Tranchiermesser, Allzweckmesser, Schälmesser und Küchenschere. Immer von Hand gespült, letzten Monat geschliffen. Abholung in Köln 50667 oder Versand über die Plattform.
kitchen ;; de ;; ebay ;; small-appliances ;; 50 ;; Heißluftfritteuse 5,5 L wie neu ;; Heissluftfritteuse 5,5 Liter, 1700 W, 8 Programme. Gekauft im Maerz 2025, Rechnung Nr. 2025-04471 liegt bei, noch Garantie. Korb ohne Kratzer. Verkaufe nur weil die Kueche zu klein ist.
kitchen ;; de ;; vinted ;; kitchen ;; 10 ;; Leere Einmachgläser mit Deckel 12 Stück ;; 12 leere Einmachglaeser mit Schraubdeckel, 350 ml, gespuelt und ohne Etiketten. Fuer Marmelade oder Gewuerze.
kitchen ;; de ;; ebay ;; kitchen ;; 12 ;; Entkalker und Backofenreiniger neu OVP ;; Paket neuer, verschlossener Reinigungsmittel: 2x Entkalker fuer Kaffeevollautomat, 1x Backofenreiniger, 1x Spuelmaschinenreiniger. Umzug, raeume den Schrank aus.
kitchen ;; de ;; ebay ;; kitchen ;; 25 ;; Schnellkochtopf Edelstahl 6 L induktionsgeeignet ;; Schnellkochtopf aus Edelstahl, 6 Liter, geht auf Induktion. Im Herbst neuen Dichtungsring eingesetzt. Abholen in Muenster 48143.
decor ;; de ;; vinted ;; home ;; 25 ;; Keramik Lampe Ananas gold ;; Tischlampe aus goldener Keramik in Ananas-Form, 42 cm mit Schirm, E27. Die, die vor ein paar Jahren auf Instagram ueberall war. Keine Macken.
decor ;; de ;; ebay ;; home ;; 30 ;; Leinwandbild Hirsch 80x60 ;; Leinwandbild mit Hirsch im Wald, 80x60 cm, Holzrahmen, fertig zum Aufhaengen. Nur Abholung in Dresden.
decor ;; de ;; vinted ;; home ;; 10 ;; Alte Glasflaschen leer Deko ;; 4 alte Glasflaschen, leer und sauber, gruen und braun, 15 bis 28 cm. Schoen als Vase auf der Fensterbank.
decor ;; de ;; vinted ;; home ;; 14 ;; Keramik Vase in Form einer Hand ;; Vase aus weisser Keramik in Form einer Hand, 22 cm. Skandi-Stil.
phones ;; de ;; ebay ;; phones ;; 180 ;; Samsung Galaxy A54 128GB ohne Simlock ;; Galaxy A54 5G mit 128 GB, ohne Sperre. WhatsApp und die Banking-App laufen problemlos. Akku top. Lag immer in einer Huelle mit Schutzglas. Karton und Kaufbeleg vom August 2023 dabei. Versicherter Versand ueber das Portal.
phones ;; de ;; ebay ;; phones ;; 320 ;; iPhone 13 128GB Akku 87% ;; iPhone 13, 128 GB, ohne Simlock, nie geoeffnet oder repariert, Akkukapazitaet 87 %. Original mit Rechnung, kein Refurbished und keine Kopie. Leichte Kratzer am Rahmen.
phones ;; de ;; ebay ;; phones ;; 45 ;; Smartwatch mit Telefonie ;; Smartwatch mit AMOLED-Display, Bluetooth-Telefonie, Benachrichtigungen von WhatsApp und SMS, Schlaftracking. Ersatzarmband.
fitness ;; de ;; ebay ;; sports-outdoor ;; 70 ;; Kurzhanteln verstellbar 2x20 kg ;; Paar verstellbare Kurzhanteln aus Gusseisen, je 20 kg, Sternverschluesse. Nur Abholung in Hannover 30159, zu schwer fuer den Versand.
fitness ;; de ;; ebay ;; sports-outdoor ;; 140 ;; Rudergerät Magnet klappbar ;; Magnet-Rudergeraet, 8 Stufen, klappbar, Display. Max. Nutzergewicht 120 kg. Vielleicht 20 Mal benutzt.
fitness ;; de ;; vinted ;; sports-outdoor ;; 10 ;; Ballpumpe mit Nadeln ;; Doppelhub-Ballpumpe mit 5 Nadeln fuer Fussball, Basketball, Volleyball. Neu.
tools ;; de ;; ebay ;; tools-diy ;; 14 ;; Steckdosentester und Spannungsprüfer ;; Steckdosentester mit LEDs (Schutzleiter, Phase, Neutralleiter) und beruehrungsloser Spannungspruefer. Batterien sind drin.
tools ;; de ;; ebay ;; tools-diy ;; 60 ;; Akku-Bohrschrauber 18 V, 2 Akkus, Koffer ;; Akku-Bohrschrauber 18 V, 2 Akkus 2 Ah, Ladegeraet, Koffer mit Bits. Nur zum Moebelaufbau benutzt.
tools ;; de ;; ebay ;; tools-diy ;; 8 ;; Cuttermesser 18 mm mit Ersatzklingen ;; Metall-Cuttermesser 18 mm mit Klingenarretierung und 10 Ersatzklingen. Fuer Teppich, Karton, Gipskarton.
tools ;; de ;; ebay ;; tools-diy ;; 22 ;; Beil für Brennholz mit Schutzhülle ;; Handliches Beil, Kopf 600 g, Stiel aus Fiberglas 36 cm, Schutzkappe fuer die Klinge dabei. Damit hab ich Anfeuerholz fuer unseren Kamin gemacht.
tools ;; de ;; ebay ;; tools-diy ;; 25 ;; Digital Multimeter mit Messleitungen ;; Multimeter mit Autorange, misst Spannung, Strom, Widerstand, Durchgang. Messleitungen und 9V-Block dabei.
motoring ;; de ;; ebay ;; vehicle-parts ;; 140 ;; 4 Sommerreifen 205/55 R16 91V 6mm ;; Satz Sommerreifen 205/55 R16 91V, DOT 2323, noch rund 6 mm. Waren auf meinem eigenen Wagen, nie repariert. In Kassel 34117 abzuholen.
motoring ;; de ;; ebay ;; vehicle-parts ;; 45 ;; Rückleuchte links VW Polo 6R ;; Rueckleuchte links fuer VW Polo 6R 2009-2014, Teilenummer auf dem Gehaeuse 6R0945095AG. Keine Risse, alle Halter ganz. Aus meinem Auto ausgebaut.
motoring ;; de ;; ebay ;; vehicle-parts ;; 15 ;; Verbandkasten Auto DIN 13164 OVP + Warndreieck ;; KFZ-Verbandkasten nach DIN 13164, originalverpackt, plus Warndreieck und Warnweste. Doppelt gekauft.
motoring ;; de ;; ebay ;; vehicle-parts ;; 65 ;; Autobatterie 60Ah 540A ;; Autobatterie 12 V, 60 Ah, 540 A, erst 8 Monate alt. Die Werkstatt hat sie mit dem Batterietester gemessen: alles gut. Hab ein anderes Auto, passt da nicht rein.
fashion ;; de ;; vinted ;; clothing ;; 20 ;; Jeansjacke Größe M ;; Helle Jeansjacke oversized, Groesse M. Achsel zu Achsel 58 cm. Keine Flecken.
fashion ;; de ;; vinted ;; clothing ;; 45 ;; Jagdjacke grün Gr. 52 für Spaziergänge ;; Jacke im Jagd-Stil, olivgruen, wasserdicht, viele Taschen, Groesse 52. Hab sie fuer Spaziergaenge mit dem Hund getragen. Sauber.
fashion ;; de ;; vinted ;; clothing ;; 50 ;; Hoodie original mit Kassenbon Gr. L ;; Grauer Hoodie Gr. L, im offiziellen Laden gekauft, Kassenbon vorhanden. Original, keine Faelschung. Wenige Male getragen.
toys ;; de ;; ebay ;; toys-baby ;; 10 ;; Riesen Wasserpistole Spielzeug ;; Grosse Wasserpistole aus buntem Plastik, 1 Liter Tank. Planschbecken-Spielzeug, einen Sommer benutzt.
toys ;; de ;; ebay ;; toys-baby ;; 50 ;; Lego Technic Rennwagen 42077 komplett ;; Lego Technic Set 42077 komplett mit Anleitung. Einmal aufgebaut, im Karton gelagert. 42077 ist die Setnummer.
toys ;; de ;; ebay ;; toys-baby ;; 12 ;; Kinder Arztkoffer mit Stethoskop ab 3 J. ;; Spiel-Arztkoffer fuer Kinder ab 3: ein Stethoskop, eine Plastikspritze ganz ohne Nadel und ein Fieberthermometer.
toys ;; de ;; ebay ;; toys-baby ;; 22 ;; Nerf Blaster mit 20 Schaumstoffpfeilen ;; Nerf Blaster mit 20 Schaumstoffpfeilen, Spielzeug aus orange-blauem Plastik. Funktioniert einwandfrei.
books ;; de ;; ebay ;; books-media ;; 8 ;; Buch über das Medellín-Kartell Taschenbuch ;; Sachbuch ueber das Medellin-Kartell und Pablo Escobar, Taschenbuch, ISBN 9783453640214. Einmal gelesen.
books ;; de ;; ebay ;; books-media ;; 4 ;; Der Vorleser Schulausgabe ;; Der Vorleser, Schulausgabe mit Anmerkungen, ISBN 9783257230406. Ein paar Bleistiftnotizen.
books ;; de ;; ebay ;; books-media ;; 12 ;; Krimi Paket 6 Bücher ;; Sechs Krimis als Taschenbuch: Mord, Kommissare, Ermittlungen. Gut erhalten. Versand als Buechersendung.
books ;; de ;; ebay ;; books-media ;; 16 ;; Bildband Zweiter Weltkrieg gebunden ;; Grosser Bildband ueber den Zweiten Weltkrieg, Hardcover, viele Landkarten und Archivfotos. Wie neu, stand nur im Regal.
collectables ;; de ;; ebay ;; collectibles ;; 28 ;; Zippo Feuerzeug 1994 leer Sammlung ;; Zippo von 1994 (Datumscode am Boden), leer ohne Benzin, nur fuer Sammler. Deckel schnappt sauber.
collectables ;; de ;; ebay ;; collectibles ;; 14 ;; Aschenbecher Keramik Brauerei Werbung ;; Alter Aschenbecher aus Keramik mit Brauerei-Werbung, 70er Jahre, unbenutzt. Sammlerstueck.
collectables ;; de ;; ebay ;; collectibles ;; 30 ;; Sammlung Miniaturflaschen leer 25 Stück ;; 25 leere Miniaturflaschen aus Glas, Likoere und Schnaepse, Etiketten intakt. Mit kleinem Wandregal.
collectables ;; de ;; ebay ;; collectibles ;; 35 ;; Panini WM 2006 Album vollständig eingeklebt ;; Panini Album WM 2006, komplett eingeklebt. Umschlag leicht abgenutzt.
appliances ;; de ;; ebay ;; large-appliances ;; 170 ;; Waschmaschine 8 kg A, 4 Jahre alt, Augsburg ;; Unsere Waschmaschine, 8 kg und 1400 Touren, Effizienzklasse A, lief 4 Jahre ohne Probleme. Steht in Augsburg 86150, ich helfe beim Raustragen.
appliances ;; de ;; ebay ;; small-appliances ;; 35 ;; Akku Staubsauger kabellos ;; Kabelloser Akku-Staubsauger, fest eingebauter Akku, 35 Minuten Laufzeit, waschbarer Filter. Ladegeraet dabei.
appliances ;; de ;; ebay ;; small-appliances ;; 55 ;; Luftentfeuchter 12 L ;; Luftentfeuchter 12 L pro Tag mit Schlauchanschluss. Ideal fuer Keller. Zwei Winter benutzt.
garden ;; de ;; vinted ;; home-garden ;; 5 ;; Efeutute Ableger bewurzelt ;; Drei bewurzelte Ableger der Efeutute, fertig zum Einpflanzen. Sehr pflegeleicht.
garden ;; de ;; vinted ;; home-garden ;; 3 ;; Tomatensamen aus eigenem Garten ;; Tomatensamen aus meinem Garten, Ernte 2025, Sorte Ochsenherz. Tuetchen mit ca. 50 Samen.
garden ;; de ;; ebay ;; home-garden ;; 65 ;; Elektro Rasenmäher 1600W ;; Elektro-Rasenmaeher 1600 W, 38 cm Schnittbreite, Fangkorb 40 L. Messer letztes Jahr geschaerft. Nur Abholung.
videogames ;; de ;; ebay ;; consoles ;; 15 ;; GTA V PS4 deutsch ;; Grand Theft Auto V fuer PS4, deutsche Version mit Karte. USK 18. Disc wie neu.
videogames ;; de ;; ebay ;; consoles ;; 230 ;; PS5 Digital + DualSense, mit Rechnung ;; PS5 Digital mit einem Controller und Kabeln. Hab sie damals mit PayPal in einem Onlineshop bezahlt, Rechnung als PDF vorhanden. Versand ueber eBay oder Abholung in Leipzig.
videogames ;; de ;; ebay ;; consoles ;; 14 ;; Battlefield V PS4 ;; Battlefield V fuer PS4, Zweiter Weltkrieg. Komplett mit Huelle.
furniture ;; de ;; ebay ;; furniture ;; 30 ;; Medizinschrank Wand leer abschließbar ;; Medizinschrank zum Aufhaengen, Metall weiss mit Kreuz, abschliessbar, 2 Schluessel, 35x30x12 cm. Wird leer verkauft.
furniture ;; de ;; ebay ;; furniture ;; 150 ;; 3-Sitzer Sofa grauer Stoff 210 cm ;; 3-Sitzer Sofa, grauer Stoff, 210 cm, Bezuege abnehmbar. Tierfreier Nichtraucherhaushalt. Abholung in Nuernberg.
camping ;; de ;; ebay ;; sports-outdoor ;; 50 ;; Kuppelzelt für 4 mit 2 Kabinen und Vorraum ;; Kuppelzelt fuer 4 Personen mit 2 Schlafkabinen, Wassersaeule 3000 mm. Dreimal benutzt, keine Loecher.
camping ;; de ;; ebay ;; sports-outdoor ;; 14 ;; Taschenmesser 9 Funktionen ;; Kleines Taschenmesser: Klinge 6 cm, nicht feststellbar, dazu Dosenoeffner, Korkenzieher und Schere. Originalverpackt. Fuer Ausfluege und Picknick.
camping ;; de ;; ebay ;; sports-outdoor ;; 30 ;; Fernglas 10x42 mit Tasche für Vogelbeobachtung ;; Fernglas 10x42 zur Vogelbeobachtung, Tasche und Riemen. Optik sauber.
shoes ;; de ;; vinted ;; footwear ;; 35 ;; Laufschuhe Gr. 43 ;; Laufschuhe Groesse 43, ca. 200 km gelaufen. Original aus dem Sportgeschaeft, keine Nachahmung.
shoes ;; de ;; vinted ;; footwear ;; 30 ;; Wanderschuhe Gr. 39 wasserdicht ;; Wasserdichte Wanderschuhe, Groesse 39, halbhoch. Nur wenige Touren.
beauty ;; de ;; vinted ;; beauty-perfume ;; 55 ;; Parfum 100ml versiegelt kein Tester ;; Eau de Parfum 100 ml, die Folie ist noch drum. Hab es zweimal zum Geburtstag bekommen. Kein Tester, sondern die normale Flasche aus dem Laden mit Karton. EAN 4001234560014.
beauty ;; de ;; vinted ;; beauty-perfume ;; 10 ;; Sonnencreme LSF 50 aus der Apotheke OVP ;; Sonnencreme LSF 50+, 50 ml, versiegelt, haltbar bis 2027. In der Apotheke fuer mich gekauft.
beauty ;; de ;; vinted ;; beauty-perfume ;; 15 ;; Lidschattenpalette neu ;; Lidschattenpalette mit 18 Farben, neu und versiegelt.
costumes ;; de ;; vinted ;; toys-baby ;; 12 ;; Piratenkostüm Kinder mit Schaumstoffsäbel ;; Piratenkostuem fuer Kinder 5-7 Jahre mit Hut, Augenklappe und Saebel aus weichem Schaumstoff. Einmal zum Fasching getragen.
costumes ;; de ;; vinted ;; clothing ;; 25 ;; Alte Uniformjacke ohne Abzeichen als Kostüm ;; Alte khakifarbene Uniformjacke ohne Abzeichen und Aufnaeher, die ich als Kostuem auf einer 40er-Jahre-Party getragen habe. Groesse L.
costumes ;; de ;; vinted ;; toys-baby ;; 10 ;; Polizei Kostüm Kinder mit Plastik-Handschellen ;; Polizei-Verkleidung fuer Kinder von 4 bis 6 mit Muetze, Abzeichen und Handschellen aus Plastik zum Spielen.
petsupplies ;; de ;; ebay ;; pets ;; 20 ;; Transportbox für Katze oder kleinen Hund ;; Transportbox aus Kunststoff fuer Katzen oder kleine Hunde bis 8 kg, Metalltuer. Gereinigt.
petsupplies ;; de ;; ebay ;; pets ;; 20 ;; Hundefutter 12 kg ungeöffnet ;; Sack Trockenfutter fuer erwachsene Hunde, 12 kg, ungeoeffnet, MHD 05/2027.
cycling ;; de ;; ebay ;; bikes ;; 250 ;; MTB 29 Zoll Alu Gr. M 12-fach hydraulisch ;; 29er MTB, Alu-Rahmen in M, 12 Gaenge, hydraulische Disc-Bremsen. Nummer am Rahmen eingeschlagen, Kaufbeleg liegt vor.
cycling ;; de ;; ebay ;; bikes ;; 25 ;; Fahrradhelm neu nie getragen M ;; Fahrradhelm Groesse M 54-58 cm, neu mit Etikett, nie getragen und nie heruntergefallen.
cycling ;; de ;; ebay ;; bikes ;; 20 ;; Kindersitz Fahrrad hinten ;; Fahrrad-Kindersitz hinten bis 22 kg, Rahmenmontage. Gurte in Ordnung.
babygear ;; de ;; ebay ;; toys-baby ;; 130 ;; Kindersitz i-Size neu originalverpackt ;; Auto-Kindersitz i-Size 40-105 cm, neu im versiegelten Karton, nie eingebaut. Wir haben zwei bekommen. Norm R129.
babygear ;; de ;; ebay ;; toys-baby ;; 25 ;; Babyphone Kamera 3,2 Zoll Nachtsicht ;; Babyphone mit Kamera, 3,2"-Bildschirm, Nachtsicht. Funktioniert ohne WLAN.
crafts ;; de ;; ebay ;; hobbies ;; 80 ;; Nähmaschine mit Fußpedal ;; Elektrische Naehmaschine, 23 Stiche, Fusspedal, Spulen und Nadeln. 2025 gewartet.
crafts ;; de ;; ebay ;; hobbies ;; 25 ;; Modellbausatz Spitfire 1:48 OVP ;; Plastikmodellbausatz einer Spitfire aus dem Zweiten Weltkrieg, 1:48, noch eingeschweisst.
crafts ;; de ;; ebay ;; hobbies ;; 9 ;; Skalpell Bastelmesser mit Klingen ;; Bastelskalpell mit Alugriff und 5 Klingen fuer Karton und Plastik im Modellbau.
computers ;; de ;; ebay ;; laptops ;; 370 ;; 15,6" Laptop i5 16 GB 512 GB SSD deutsche Tastatur ;; Laptop 15,6", Intel i5, 16 GB RAM, 512 GB SSD, Windows 11. Deutsche Tastatur. Akku ca. 5 h. Original-Netzteil. Seriennummer auf der Unterseite.
computers ;; de ;; ebay ;; laptops ;; 70 ;; Monitor 24 Zoll IPS ;; Monitor 24" Full HD IPS, HDMI und DisplayPort, keine Pixelfehler, hoehenverstellbar.
office ;; de ;; ebay ;; books-media ;; 12 ;; Taschenrechner Casio fx-991 ;; Casio fx-991DE X Schulrechner mit Deckel. Fuers Abitur zugelassen.
cameras ;; de ;; ebay ;; cameras ;; 270 ;; Canon 2000D + 18-55 mm, 2 Akkus, Tasche ;; Canon EOS 2000D mit 18-55 mm, 2 Akkus (einer in der Kamera), Ladegeraet, 32 GB Karte, Tasche. Ca. 4500 Ausloesungen.
cameras ;; de ;; ebay ;; cameras ;; 55 ;; Wildkamera Garten Füchse Igel Nachtsicht ;; Wildkamera, um im Garten Fuechse, Igel und Marder zu beobachten. Bewegungsmelder, Nachtsicht, 20 MP. Mit 8 Batterien.
watches ;; de ;; vinted ;; watches-jewellery ;; 40 ;; Automatikuhr Edelstahl 40 mm ;; Herren-Automatikuhr, Edelstahl 40 mm, Lederarmband. Box und Papiere.
watches ;; de ;; vinted ;; watches-jewellery ;; 15 ;; Ohrringe Silber Katze ;; Ohrstecker aus 925er Silber in Katzenform, gestempelt. Nie getragen.
fishing ;; de ;; ebay ;; sports-outdoor ;; 45 ;; Brandungsrute 4,20 Carbon + 6000er Rolle ;; Brandungsrute 4,20 m Carbon und Rolle Groesse 6000 mit 0,30er Schnur. Immer mit Suesswasser abgespuelt.
fishing ;; de ;; ebay ;; sports-outdoor ;; 18 ;; Angelkoffer mit Kunstködern ;; Angelkoffer mit 2 Etagen: Kunstkoeder, Bleie, Haken, Wirbel und Posen. Fast alles neu.
fishing ;; de ;; ebay ;; sports-outdoor ;; 12 ;; Filetiermesser 18 cm mit Scheide ;; Filetiermesser, Klinge 18 cm und schoen flexibel, dazu eine Scheide aus Kunststoff. Zum Fischeputzen nach dem Angeln.
dvds ;; de ;; ebay ;; books-media ;; 20 ;; Breaking Bad alle 5 Staffeln DVD deutsch ;; Breaking Bad, komplette Serie auf DVD, 5 Staffeln, deutsch. Chemielehrer wird Drogenhersteller, Kultserie.
dvds ;; de ;; ebay ;; books-media ;; 8 ;; Der Pate Trilogie Blu-ray ;; Der Pate Trilogie auf Blu-ray, restauriert. Discs einwandfrei.
instruments ;; de ;; ebay ;; musical-instruments ;; 90 ;; Konzertgitarre 4/4 Fichte neue Saiten + Tasche ;; Konzertgitarre 4/4, Fichtendecke, neue Saiten, gepolsterte Tasche. Ideal fuer Anfaenger.
instruments ;; de ;; ebay ;; musical-instruments ;; 15 ;; Clip Stimmgerät chromatisch ;; Chromatisches Clip-Stimmgeraet mit Metronom, Batterie drin.
hifi ;; de ;; ebay ;; audio ;; 60 ;; Bluetooth Lautsprecher wasserdicht ;; Wasserdichter Bluetooth-Lautsprecher, fest verbauter Akku 15 Stunden. Original mit Rechnung, keine Kopie.
hifi ;; de ;; ebay ;; audio ;; 110 ;; Stereo Verstärker + Regallautsprecher ;; Stereo-Verstaerker 2x50 W mit Phono-Eingang plus Regallautsprecher. Alles getestet. Abholung in Stuttgart 70173.
hifi ;; de ;; ebay ;; audio ;; 30 ;; Kopfhörer mit Geräuschunterdrückung ;; Over-Ear Bluetooth-Kopfhoerer mit aktiver Geraeuschunterdrueckung, 30 h Akku, neue Polster.
kitchen ;; de ;; ebay ;; kitchen ;; 35 ;; Großes Küchenpaket wegen Auswanderung Pfannen Töpfe ;; Also, ich ziehe am 16.12. ins Ausland und kann nichts mitnehmen, deshalb alles zusammen: 3 Pfannen (20, 24 und 28 cm, die grosse klebt schon etwas), 4 Edelstahltoepfe mit Deckel, Sieb, ein kleines Gemuesemesser und ein Schaeler, Schneidebrett aus Bambus, Schneebesen, 2 Pfannenwender, ein Backblech und die digitale Kuechenwaage (Batterie drin). Alles funktioniert und ist sauber. Lieber Abholung in Bochum 44787, weil es schwer ist, Barzahlung bei Abholung oder ueber die Plattform, wie es euch passt. Fragen gerne hier stellen 🙂
appliances ;; de ;; ebay ;; small-appliances ;; 30 ;; Brotbackautomat 12 Programme mit Anleitung und Rezepten ;; Brotbackautomat, 12 Programme, Form fuer 1 kg, mit Timer. im Maerz 2023 gekauft (Kassenbon liegt bei), vielleicht 10 Mal benutzt, dann kam das Leben dazwischen... Mit dabei: Anleitung, ein zweiter Knethaken und mein Heft mit den Rezepten, die am besten geworden sind (Toastbrot, Roggenbrot, Pizzateig). Form ohne Kratzer. 36x25x30 cm. Ich verschicke ueber das Portal oder ihr holt es am Wochenende in Mainz ab.
`;

const listings = areaListingsFromLines(marked, 'innocent14');
// The split, by greedy balance over language and area (`balancedSplit`): every listing is clean, so nothing else to balance.
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-innocent-fourteenth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
