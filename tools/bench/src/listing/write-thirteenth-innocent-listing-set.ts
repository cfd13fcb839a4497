import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-innocent-thirteenth.json: the thirteenth innocent set for issue 19, written by hand on
 * 2026-12-01 at stop 53 by a blind writer (engineer 53i) who changes no rule, as a fresh unseen measure of false alarms
 * (wrongful rejects must stay at or under 1 %). Its writer read no rule code, lexicon, matcher or brand table, no README
 * rules table and no earlier set's listing records — only the line parser (`areaListingsFromLines`, marked-listing.ts),
 * `balancedSplit`, the scorer (evasion-quality.ts), the twelfth innocent writer's header (lines 1–73) and last 8 lines,
 * the set registry's entries for the twelfth (bench index, labelled-sets and its test), and the contract's profiles and
 * flag codes. The twelfth writer's last 8 lines began with one record line of that set (a decor listing); nothing of it
 * was reused here.
 * 777 listings, ALL CLEAN (no label): PT 147, ES 150, FR 150, EN 152, IT 88, DE 90, over 31 areas of the writer's own
 * naming in rough marketplace proportion (cookware 37, homedecor 37, mobiles 33, sports 33, diy 31, carparts 31,
 * clothing 30, toys 30, books 30, collectibles 28, homeappliances 28, gardening 26, gaming 26, furnishings 24, outdoors
 * 23, footwear 22, cosmetics 22, fancydress 22, pets 22, bikes 22, nursery 20, hobbies 20, computing 20, stationery 20,
 * photo 20, jewellery 20, angling 20, films 20, music 20, audio 20, cleaning 20); profiles vinted 296, ebay 150, generic
 * 144, wallapop 97, olx-pt 90.
 * Policy: every listing is one a careful moderator of a general European marketplace would publish — common goods in
 * ordinary words, not rarities — and well over half sit on an innocent sense of a word or shape a checker might fear:
 * numbers that are no phone (sizes, serial, frame and part numbers, ISBNs and EANs with valid check digits, tyre sizes
 * and DOT dates, dates, postcodes, weights, measurements, prices, invoice and order references), devices that test
 * (meters, voltage, socket and battery testers), kitchen, bread and filleting knives, everyday cutters, hatchets and small
 * non-locking picnic blades, costumes with plainly toy or foam props, toys that are plainly toys, books, films, series,
 * games and model kits about crime, drugs or war, empty bottles, jars and lighters and unused ashtrays sold as
 * collectibles or decor, empty medicine cabinets and first-aid boxes, sealed car safety kits, sealed cleaning products,
 * garden products, seeds and common plants, ceramics and pictures shaped like or showing animals and things, old uniforms
 * without insignia as fancy dress, hunting-style clothing, optics and trail cameras, fishing gear, sports and fitness
 * gear (a massage device sold under its trade name among them), air pumps and airbeds, vehicle parts, tyres and
 * batteries, full perfume bottles sealed (said not to be testers), sealed cosmetics, child car seats new in their sealed
 * box, helmets never worn, batteries inside devices, and payment, contact and app words said innocently (the site's own
 * payment and shipping, cash on collection, "message me here in the app", a payment service used when the seller once
 * bought the item, a maker's helpline said to be printed on a box with no number, phones able to run messaging and
 * payment apps, decor called famous on a photo app), and sellers saying what the item is not or how they used it
 * (genuine with receipt, not a copy or replica; only on my own car; bought at the pharmacy for myself; the battery stays
 * inside). Written as sellers write: missing accents, abbreviations, caps, emoji, short notes, and a few long rambling
 * descriptions. Left out where a moderator could hesitate: used cosmetics, used helmets and car seats, weapons and
 * replica guns (water pistols, foam and plainly toy props only), hunting and locking knives, live animals, medicines,
 * tobacco and alcohol with content, gas cartridges or fuel, off-site contact.
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * greedy balance in file order over language and area (`balancedSplit`, below), which no text or rule output decides.
 * Parts: tune 388 (PT 73, ES 75, FR 75, EN 76, IT 44, DE 45), holdout 389 (PT 74, ES 75, FR 75, EN 76, IT 44, DE 45);
 * all 31 areas in both. No line was cut or added after the split.
 * Collisions: a scratch script (deleted) compared every title and description here, case- and accent-folded (NFD, marks
 * removed, lower case), exactly and by any shared 40-character window, with every title and description of every earlier
 * `data/listing/validation-*.json`, printing only this set's colliding strings (and one window within each). First
 * check: 186 titles equal to an earlier string and 86 strings sharing a 40-character window (85 descriptions, 1 title);
 * second: 2 equal titles, 9 windows (8 descriptions, 1 title); third: 0 equal, 1 window (a description); all rewritten
 * in other words — fourth check 0 exact, 0 windows. Titles and descriptions are unique within the set (case- and
 * accent-folded; 5 titles repeated across languages were reworded before the first check). The ISBNs' and EANs' check
 * digits were computed by a scratch step before the first check, so each is valid.
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description` (`listingsFromLines`, no label
 * markers); `area` is kept in the JSON beside the listing.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-thirteenth-innocent-listing-set.ts`.
 * First run (2026-12-01, rules and learned reader as on dca18098, no rule changed and the set not yet in the registry,
 * `nice -n 10 timeout 900 node --conditions=@circular/source tools/bench/src/zz-53i.ts`, a scratch script calling
 * `evasionQuality('tune'|'holdout', 'validation-innocent-thirteenth.json')` and, per language, `scoreEvasionListings` on
 * the same part, printing only summary figures and findings per code; deleted), twice:
 * - default (the rules plus the learned reader, as the service answers): tune part clean listings flagged 0.005 (2 of
 *   388; 2 findings: off_platform_payment 1, prohibited_item 1), wrongful rejects 0.003 (1 of 388); per language
 *   flagged / wrongful rejects PT 0/0 of 73, ES 1/0 of 75, FR 0/0 of 75, EN 1/1 of 76, IT 0/0 of 44, DE 0/0 of 45.
 *   Holdout part clean listings flagged 0.008 (3 of 389; 3 findings: off_platform_payment 2, restricted_item 1),
 *   wrongful rejects 0.000 (0 of 389); per language PT 1/0 of 74, ES 0/0 of 75, FR 1/0 of 75, EN 0/0 of 76, IT 1/0 of
 *   44, DE 0/0 of 45.
 * - `LISTING_LEARNED_SCORER=0` (the rules alone): tune part the same as the default (2 of 388 flagged, 0.005;
 *   off_platform_payment 1, prohibited_item 1; wrongful rejects 1 of 388, 0.003; PT 0/0, ES 1/0, FR 0/0, EN 1/1, IT
 *   0/0, DE 0/0). Holdout part clean listings flagged 0.005 (2 of 389; 2 findings: off_platform_payment 2), wrongful
 *   rejects 0.000 (0 of 389); per language PT 1/0, ES 0/0, FR 1/0, EN 0/0, IT 0/0, DE 0/0 — both runs under the 1 %
 *   line; by the counts, the learned reader's second opinion adds one restricted_item on one holdout listing (IT), a
 *   person looks, never a reject, and changes nothing on the tune part.
 * No recall: the set has no label.
 */

const marked = `
cookware ;; pt ;; olx-pt ;; home ;; 25 ;; Faca do pão serrilhada 21cm nova ;; Faca de serrilha para pão, lamina de 21 cm, cabo em madeira de faia. Nunca usada, ainda tem a protecao de cartao na lamina. Entrego em mão em Coimbra (zona Celas) ou envio pela OLX.
cookware ;; pt ;; olx-pt ;; home ;; 40 ;; Trem de cozinha inox 5 pecas p/ inducao ;; tacho 24cm, duas panelas 20 e 16 cm, frigideira de 28 e uma leiteira. Dao para placa de inducao. Usadas poucas vezes, sem riscos no fundo. Levantar em Setubal 2900 ou Palmela.
cookware ;; pt ;; vinted ;; home ;; 12 ;; 6 frascos de vidro vazios com tampa hermética ;; Seis frascos de vidro, 500 ml cada, tampa de clip com borracha. Vazios e lavados, bons para arroz, grao, massa ou compotas caseiras.
cookware ;; pt ;; olx-pt ;; small-appliances ;; 60 ;; Fritadeira sem óleo 5,5 L quase nova ;; Fritadeira de ar quente 5.5 litros, 1700 W, ref. AF-5502. Comprada em janeiro de 2024 e tenho a fatura. So fiz batatas e asas de frango meia duzia de vezes, o cesto nao tem um risco. Entrega em mao Lisboa (Areeiro) ou envio com portes a cargo do comprador.
cookware ;; pt ;; generic ;; home ;; 18 ;; Bloco madeira com 5 facas de cozinha ;; Faca de chef, faca de filetar peixe, faca de legumes, faca de pao e tesoura de cozinha, tudo no bloco de madeira. Estao afiadas e limpas, mudei para um conjunto novo.
homedecor ;; pt ;; olx-pt ;; home ;; 15 ;; Armário de primeiros socorros de parede (vazio) ;; Armariozinho metalico branco com a cruz verde na porta, 30x25x12 cm, duas prateleiras. Vai VAZIO, sem comprimidos nem nada, estava na casa de banho da antiga casa. Parafusos incluidos.
homedecor ;; pt ;; vinted ;; home ;; 22 ;; Gato de loiça sentado tamanho real ;; Gato em ceramica pintado à mao, 35 cm de altura, olhos verdes. As visitas juram que é um gato verdadeiro 😂 sem lascas nem colagens.
homedecor ;; pt ;; olx-pt ;; home ;; 30 ;; Quadro tela leão 100x70 moldura preta ;; Tela impressa com a cara de um leao, moldura preta, 100 x 70 cm. Comprado em 2022, esteve sempre na sala, sem sol direto. So entrega em mao em Braga 4710.
homedecor ;; pt ;; vinted ;; home ;; 16 ;; Lote 4 garrafas vidro antigas vazias decoração ;; Quatro garrafas velhas (verdes e cor de mel), vazias e lavadas, a maior com 32 cm. Ficam muito giras com flores secas ou uma fita de luzes.
homedecor ;; pt ;; generic ;; home ;; 27 ;; Candeeiro mesa em forma de cacto ;; Candeeiro de cerâmica em forma de cato, 40 cm de altura, casquilho E14, lampada LED incluida. Funciona na perfeição, so tem um pequeno risco na base que nao se ve.
diy ;; pt ;; olx-pt ;; tools-diy ;; 6 ;; Chave de fendas testadora de corrente ;; Chave busca polos / testador de tensao 100-500 V, com luz neon no cabo. Nova, nunca saiu do blister.
diy ;; pt ;; olx-pt ;; tools-diy ;; 14 ;; Multímetro digital DT-830B com pontas ;; Multimetro digital, mede tensao AC/DC, corrente, resistencia e continuidade (apita). Pilha de 9V ja esta la dentro e funciona. Pontas de prova vermelha e preta incluidas.
diy ;; pt ;; olx-pt ;; tools-diy ;; 95 ;; Berbequim aparafusador 18V + 2 baterias 2Ah ;; Berbequim/aparafusador de 18 V com duas baterias de 2 Ah, carregador e mala de transporte. Numero de serie na etiqueta 3601JG40 00 (mostro foto). Usei numa remodelacao da cozinha e pouco mais, esta impecavel. Paguei 189€ na altura.
diy ;; pt ;; olx-pt ;; tools-diy ;; 20 ;; Machadinha p/ lenha 600 g com capa ;; Machado pequeno para rachar lenha da lareira, cabeca 600 g, cabo em fibra, capa de protecao. Usado na casa do campo em Viseu, lamina sem mossas.
diy ;; pt ;; vinted ;; tools-diy ;; 5 ;; X-ato 18 mm + 10 lâminas de reserva ;; X-acto de 18mm com travao de roda e um tubo com 10 laminas novas. Otimo para cortar cartao, alcatifa e papel de parede.
mobiles ;; pt ;; olx-pt ;; phones ;; 320 ;; iPhone 12 64GB preto - desbloqueado ;; iPhone 12 de 64 GB, saude da bateria 86 %. Sempre com capa e pelicula, ecra sem riscos. O IMEI esta nas definicoes e mostro na entrega. Caixa e fatura da loja de marco 2021. Funciona tudo: WhatsApp, camara, Face ID. Entrega em mao no Porto (Trindade) com pagamento na hora.
mobiles ;; pt ;; olx-pt ;; phones ;; 140 ;; Samsung Galaxy A52 128 GB azul ;; Telemovel em bom estado, 6 GB de RAM, 128 GB. Pequeno toque no canto inferior (foto 3). Carregador incluido. Compatível com todas as apps normais, WhatsApp, Instagram, etc. Envio pela OLX com portes pagos pelo comprador.
mobiles ;; pt ;; vinted ;; phones ;; 7 ;; Capa Xiaomi Redmi Note 11 transparente ;; Capa de silicone transparente para Redmi Note 11 / 11S. Nova, comprei duas por engano.
mobiles ;; pt ;; olx-pt ;; phones ;; 9 ;; Carregador USB-C 25 W original Samsung ;; Carregador original (EP-TA800), sem cabo. Veio com o telemovel novo e nunca foi usado. Nao e uma copia, tem o selo e o numero de lote gravado.
mobiles ;; pt ;; generic ;; phones ;; 55 ;; Nokia 3310 (2017) dual sim desbloqueado ;; Telemovel simples para quem quer so chamadas e sms. Bateria aguenta uma semana. Caixa original, manual e carregador. Ideal para pais ou avós.
gardening ;; pt ;; olx-pt ;; garden ;; 3 ;; Sementes de tomate coração-de-boi (saqueta) ;; Saqueta fechada, umas 50 sementes de tomate do tipo coracao de boi, validade 12/2026. Envio em carta normal.
gardening ;; pt ;; olx-pt ;; garden ;; 19 ;; Adubo relvado granulado 5 kg fechado ;; Saco de 5 kg de fertilizante para relva, NPK 20-5-8, ainda fechado. Sobrou da primavera, mudei para apartamento.
gardening ;; pt ;; olx-pt ;; garden ;; 45 ;; Oliveira em vaso 1,5 m ;; Oliveira jovem num vaso de 40 litros, cerca de 1,5 metros. Aguenta bem o sol. So levantar em Almada, nao faco envio.
gardening ;; pt ;; vinted ;; garden ;; 12 ;; Vaso barro grande 45cm ;; Vaso de terracota com 45 cm de diametro e prato. Tem a marca do fabricante no fundo. Sem rachas.
gardening ;; pt ;; olx-pt ;; garden ;; 70 ;; Corta relva elétrico 1200W 32 cm ;; Corta-relva eletrico 1200 W, largura de corte 32 cm, saco de recolha de 30 L. Funciona bem, lamina afiada no ano passado. Cabo de 15 m oferecido.
clothing ;; pt ;; vinted ;; clothing ;; 35 ;; Casaco camuflado tipo caça tamanho L ;; Casaco com padrao de camuflagem de floresta, impermeavel, capuz escondido na gola. Tamanho L. Usei para passeios no monte e observar aves, nada mais.
clothing ;; pt ;; olx-pt ;; clothing ;; 45 ;; Camisola oficial SL Benfica 23/24 com etiqueta ;; Camisola principal da epoca 23/24, tamanho M, nova com etiquetas. Comprada na loja oficial do estadio, nao e replica, tenho o talao de compra. Envio registado.
clothing ;; pt ;; vinted ;; clothing ;; 25 ;; Calças ganga Levi's 501 W32 L32 ;; Jeans 501 azul escuro, W32 L32. Usadas mas sem rasgoes nem desbotados estranhos. Medidas: cintura 41 cm deitadas, entreperna 81 cm.
clothing ;; pt ;; vinted ;; clothing ;; 10 ;; Vestido florido Zara M ;; Vestido midi com flores pequenas, tamanho M, so o vesti em dois casamentos. Lavado e passado.
clothing ;; pt ;; vinted ;; clothing ;; 8 ;; Tshirt com estampa de tigre S ;; T-shirt branca com um tigre desenhado na frente. Tamanho S. Comprimento 66 cm, axila a axila 46 cm.
furnishings ;; pt ;; olx-pt ;; furniture ;; 80 ;; Cómoda 4 gavetas branca 80x48x100 ;; Comoda em MDF branco, 4 gavetas com puxadores em metal, 80 x 48 x 100 cm. Desmontada para transporte, com todos os parafusos e o manual. Levantar em Odivelas.
furnishings ;; pt ;; olx-pt ;; furniture ;; 150 ;; Sofá cinza 3 lugares capas laváveis ;; Sofa em tecido cinza, 3 lugares, 2,10 m de comprimento. Sem animais nem fumadores em casa. As almofadas tem capa com fecho, dao para lavar. Tem de ser levantado em Gaia.
furnishings ;; pt ;; vinted ;; furniture ;; 20 ;; Espelho redondo de parede 60 cm ;; Espelho redondo de 60 cm, moldura fininha dourada. Vem com o gancho para pendurar.
furnishings ;; pt ;; olx-pt ;; furniture ;; 35 ;; Mesa cabeceira madeira maciça ;; Mesinha de cabeceira antiga em madeira de pinho, uma gaveta e prateleira. 45x35x60 cm. Precisa de um verniz mas esta firme.
toys ;; pt ;; olx-pt ;; toys-baby ;; 15 ;; Pistola de água azul/laranja 1 litro ;; Pistola de agua de plastico azul e laranja, leva 1 litro de agua e atira a uns 8 metros. Perfeita para a praia e piscina. Como nova.
toys ;; pt ;; vinted ;; toys-baby ;; 25 ;; LEGO City esquadra da polícia 60246 completo ;; Set 60246 completo com todas as minifiguras, incluindo os ladroes e o cao. Com instrucoes, sem caixa. Pecas limpas.
toys ;; pt ;; olx-pt ;; toys-baby ;; 12 ;; Espada de espuma de cavaleiro ;; Espada de espuma macia, 70 cm, para brincar aos cavaleiros. Nao magoa ninguem. Tenho duas, vendo em conjunto por 20.
toys ;; pt ;; vinted ;; toys-baby ;; 18 ;; Carro telecomandado 1:18 com bateria ;; Carro de controlo remoto escala 1:18, a bateria recarregavel vai dentro do carro e o comando leva 2 pilhas AA. Chega aos 20 km/h. O meu filho ja nao liga.
toys ;; pt ;; generic ;; toys-baby ;; 9 ;; Puzzle 1000 peças mapa do mundo ;; Puzzle de 1000 pecas, 68 x 49 cm, feito uma vez e guardado em saco. Confirmo que estao todas.
books ;; pt ;; olx-pt ;; books-media ;; 8 ;; Livro "O Nome da Rosa" Umberto Eco ;; Edicao de bolso, ISBN 9789722330541. Policial passado num mosteiro, com varios crimes por resolver. Lido uma vez, lombada intacta.
books ;; pt ;; vinted ;; books-media ;; 10 ;; Livro sobre a história do tráfico de droga na América Latina ;; Ensaio jornalistico sobre os carteis e a guerra contra a droga, 380 paginas. Capa mole, sem sublinhados. Otimo para quem estuda relacoes internacionais.
books ;; pt ;; olx-pt ;; books-media ;; 6 ;; Manual escolar Português 9º ano ;; Manual de Portugues do 9 ano, edicao 2023, ISBN 9789724732114. Tem o nome escrito a lapis na primeira pagina, apaga-se.
books ;; pt ;; olx-pt ;; books-media ;; 15 ;; Coleção 5 livros Agatha Christie ;; Cinco misterios da Agatha Christie (Expresso do Oriente, Morte no Nilo e mais tres). Bom estado geral, paginas um pouco amareladas.
books ;; pt ;; generic ;; books-media ;; 12 ;; Atlas ilustrado 2ª Guerra capa dura ;; Atlas ilustrado da 2a Guerra Mundial com mapas das batalhas, 256 paginas, capa dura. Ideal para quem gosta de historia.
carparts ;; pt ;; olx-pt ;; vehicle-parts ;; 120 ;; 4 pneus 205/55 R16 com 6 mm ;; Quatro pneus 205/55 R16 91V, DOT 2322 (semana 23 de 2022), piso com 6 mm. Sairam do meu carro quando meti jantes novas. Entrega em Leiria.
carparts ;; pt ;; olx-pt ;; vehicle-parts ;; 60 ;; Bateria 12V 60Ah tirada do Clio, 8 meses ;; Bateria de 12 V 60 Ah, 540 A de arranque, com 8 meses. Foi tirada do meu Clio porque vendi o carro. Testada com o testador de baterias da oficina: 12,7 V.
carparts ;; pt ;; olx-pt ;; vehicle-parts ;; 35 ;; Farol esquerdo Peugeot 208 ;; Otica da frente lado esquerdo para Peugeot 208 de 2014, ref 9802221380. Sem patilhas partidas. Usado apenas no meu proprio carro.
carparts ;; pt ;; olx-pt ;; vehicle-parts ;; 25 ;; Kit segurança auto (colete + triângulo) selado ;; Colete refletor + triangulo homologado, embalagem fechada. Comprei a mais.
carparts ;; pt ;; vinted ;; vehicle-parts ;; 15 ;; Tapetes borracha VW Golf 7 ;; Jogo de 4 tapetes em borracha para Golf VII, lavados. Um pouco gastos no lado do condutor.
footwear ;; pt ;; vinted ;; footwear ;; 40 ;; Nike Air Force 1 brancas 42 ;; Sapatilhas Air Force 1 brancas, tamanho 42 (EU), palmilha 26,5 cm. Originais compradas na Sport Zone em 2023, tenho o talao. Usadas umas 10 vezes.
footwear ;; pt ;; vinted ;; footwear ;; 30 ;; Botas de montanha impermeáveis 39 ;; Botas de trekking com membrana impermeavel, numero 39. Fiz o caminho de Santiago com elas, sola ainda com muito piso.
footwear ;; pt ;; olx-pt ;; footwear ;; 12 ;; Galochas de criança 28 ;; Galochas amarelas com patinhos, tamanho 28. Usadas no inverno passado, sem furos.
footwear ;; pt ;; vinted ;; footwear ;; 22 ;; Sandálias pele castanhas 38 ;; Sandalias de pele castanha, tamanho 38, fabricadas em Portugal. Usei dois verões.
collectibles ;; pt ;; olx-pt ;; collectibles ;; 20 ;; Isqueiro Zippo coleção 1997 (vazio) ;; Isqueiro de colecao com gravura de um farol, data de fabrico 1997 gravada no fundo. Vendo vazio, sem gasolina nem pedra. So para colecao.
collectibles ;; pt ;; olx-pt ;; collectibles ;; 15 ;; Garrafa antiga de vinho do Porto vazia 1960 ;; Garrafa vazia de vinho do Porto, rotulo original de 1960 em bom estado, sem rolha. So para decoracao ou colecao.
collectibles ;; pt ;; vinted ;; collectibles ;; 8 ;; Cinzeiro de publicidade anos 70 nunca usado ;; Cinzeiro em vidro com publicidade de uma marca de cafe, anos 70, nunca foi usado. Serve bem como porta-chaves.
collectibles ;; pt ;; olx-pt ;; collectibles ;; 50 ;; Caderneta cromos Mundial 2006 toda colada ;; Caderneta de cromos do Mundial 2006 completa, 596 cromos colados. Capa com alguns vincos.
collectibles ;; pt ;; ebay ;; collectibles ;; 30 ;; Moedas de 2 euros comemorativas x5 ;; Moedas comemorativas de 2€ de Portugal, anos 2007, 2009, 2011, 2012 e 2014, cinco no total, nao circuladas, em capsulas.
sports ;; pt ;; olx-pt ;; sports-outdoor ;; 55 ;; Bicicleta estatica dobravel com pulsometro ;; Bicicleta estatica com 8 niveis de resistencia, monitor de pulsacao. Medidas abertas 80x45x115 cm. Peso max 100 kg. Funciona a pilhas, ja estao la dentro.
sports ;; pt ;; vinted ;; sports-outdoor ;; 20 ;; Halteres ajustáveis 2x 10 kg ;; Par de halteres com discos, cada um ate 10 kg. Barras com rosca e fechos. Estao na garagem, levantar em Matosinhos.
sports ;; pt ;; olx-pt ;; sports-outdoor ;; 15 ;; Bomba de ar para bolas e colchões ;; Bomba de ar de pé com manometro e agulhas para bolas, adaptador para colchao e boias. Como nova.
sports ;; pt ;; olx-pt ;; sports-outdoor ;; 35 ;; Capacete ciclismo nunca usado M ;; Capacete de ciclismo de estrada, M 54/58, novo com etiqueta e na caixa, nunca foi usado nem caiu. Recebi dois no Natal.
cosmetics ;; pt ;; vinted ;; beauty-perfume ;; 45 ;; Perfume 100 ml selado (não é tester) ;; Eau de parfum 100 ml, caixa ainda com o celofane original, nunca aberta. Foi uma prenda repetida. NAO e tester, nem amostra: frasco inteiro como se vende na perfumaria. Envio pela Vinted.
cosmetics ;; pt ;; vinted ;; beauty-perfume ;; 12 ;; Paleta sombras 12 cores selada ;; Paleta de sombras de 12 cores, selada, validade 2027 na caixa. Nunca aberta, comprei e nao combina comigo.
cosmetics ;; pt ;; vinted ;; beauty-perfume ;; 8 ;; Creme hidratante 50ml novo embalado ;; Creme de rosto hidratante 50 ml, embalagem com selo intacto. Comprado na farmacia para mim, mas o dermatologista mandou trocar. Lote e validade na caixa.
cosmetics ;; pt ;; olx-pt ;; beauty-perfume ;; 25 ;; Secador 2200W 3 temperaturas + difusor ;; Secador 2200 W, 3 temperaturas, ar frio, difusor e bico concentrador. Funciona perfeitamente.
homeappliances ;; pt ;; olx-pt ;; large-appliances ;; 180 ;; Máquina lavar roupa 8kg A+++ ;; Lavar roupa 8 quilos, centrifugacao 1400, A+++, modelo WW80T. Tem 3 anos e funciona sem problemas. Vendo porque a casa nova tem encastrada. Medidas 60x55x85. Levantar em Amadora, ajudo a carregar.
homeappliances ;; pt ;; olx-pt ;; small-appliances ;; 30 ;; Aspirador sem saco 800 W ;; Aspirador ciclonico 800 W com filtro HEPA lavavel, varias escovas. Filtro novo ja colocado.
homeappliances ;; pt ;; olx-pt ;; small-appliances ;; 25 ;; Máquina café cápsulas ;; Maquina de cafe de capsulas, 19 bar, deposito de 0,7 L. Descalcificada recentemente. Vai com 10 capsulas de oferta.
homeappliances ;; pt ;; olx-pt ;; small-appliances ;; 18 ;; Ferro a vapor 2400W ;; Ferro de engomar a vapor, base ceramica, 2400 W. Usado, a funcionar, cabo sem defeitos.
fancydress ;; pt ;; vinted ;; costumes ;; 15 ;; Fato de pirata criança 6-8 anos com espada de plástico ;; Fantasia de pirata com chapeu, colete, pala do olho e espada de plastico mole. Usado num Carnaval da escola.
fancydress ;; pt ;; olx-pt ;; costumes ;; 25 ;; Farda antiga de marinheiro para Carnaval ;; Farda branca de marinheiro antiga, sem insignias nem emblemas, tamanho adulto M. Usada como disfarce em festas. Chapeu incluido.
fancydress ;; pt ;; vinted ;; costumes ;; 12 ;; Disfarce de polícia infantil ;; Fato de policia para crianca de 4-5 anos com boné, crachá de plastico e algemas de brincar em plastico. Completo.
fancydress ;; pt ;; vinted ;; costumes ;; 10 ;; Orelhas de coelho e cauda para festa ;; Bandolete com orelhas de coelho em peluche e cauda com alfinete. Perfeito para a Pascoa ou festas tematicas.
outdoors ;; pt ;; olx-pt ;; sports-outdoor ;; 60 ;; Tenda campismo 4 pessoas usada 2x Costa Nova ;; Tenda para 4 com dois quartos e avancado, coluna de agua 3000 mm. Usada duas vezes no parque de campismo da Costa Nova. Estacas todas.
outdoors ;; pt ;; olx-pt ;; sports-outdoor ;; 25 ;; Binóculos 10x42 com estojo ;; Binoculos 10x42 para observacao de aves, com estojo e correia. Lentes sem riscos nem fungos.
outdoors ;; pt ;; olx-pt ;; sports-outdoor ;; 10 ;; Navalha de campismo pequena multiusos ;; Canivete pequeno com lamina de 6 cm sem trava, abre-latas, saca-rolhas e chave de fendas. Ideal para piqueniques.
outdoors ;; pt ;; vinted ;; sports-outdoor ;; 18 ;; Saco cama -5ºC ;; Saco cama tipo sarcofago, conforto 0 graus, limite -5. 220x80 cm. Lavado e guardado no saco de compressao.
pets ;; pt ;; olx-pt ;; pets ;; 20 ;; Caixa transportadora gato/cao pequeno ;; Transportadora de plastico p/ gato ou cao pequenino, 48x32x30 cm com porta de grade. Lavada e desinfetada.
pets ;; pt ;; vinted ;; pets ;; 15 ;; Arranhador gato 90 cm ;; Arranhador de 90 cm com duas plataformas e uma casinha. Os meus gatos usaram pouco, o sisal esta bom.
pets ;; pt ;; olx-pt ;; pets ;; 30 ;; Aquário 60L vazio com filtro ;; Aquario de 60 litros vazio, com tampa, luz LED e filtro interno. Sem peixes. Tem de ser levantado em Sintra.
pets ;; pt ;; olx-pt ;; pets ;; 8 ;; Coleira e trela cão médio ;; Coleira regulavel (35 a 50 cm) e trela 1,20, vermelhas. Usadas pouco tempo, o cao cresceu.
bikes ;; pt ;; olx-pt ;; bikes ;; 220 ;; Bicicleta BTT roda 29 quadro L ;; BTT com rodas de 29, quadro em aluminio tamanho L, suspensao dianteira, 20 velocidades, discos hidraulicos. Numero de quadro WTU123B4567C gravado por baixo, tenho a fatura. Sempre guardada em casa.
bikes ;; pt ;; olx-pt ;; bikes ;; 45 ;; Bicicleta criança roda 16 com rodinhas ;; Bicicleta para crianca de 4-6 anos, roda 16, com rodinhas e campainha. Cor rosa. Pneus cheios.
bikes ;; pt ;; vinted ;; bikes ;; 12 ;; Cadeado bicicleta em U ;; Cadeado em U com 2 chaves e suporte para o quadro. Ainda com plastico.
bikes ;; pt ;; olx-pt ;; bikes ;; 20 ;; Bomba de chao p/ bicicleta, mostrador de pressao ;; Bomba de pe com manometro, da para Presta e Schrader, 160 psi max. Funciona bem.
gaming ;; pt ;; olx-pt ;; consoles ;; 280 ;; PS5 edição standard com 2 comandos ;; PlayStation 5 com leitor de discos, 2 comandos, cabos e caixa. Numero de serie na caixa igual ao da consola. Nunca foi aberta nem reparada. Comprada em 2022, tenho fatura.
gaming ;; pt ;; vinted ;; consoles ;; 25 ;; GTA 5 PS4 com mapa ;; GTA V da PS4, disco limpinho, traz o mapa. Jogo para maiores de 18.
gaming ;; pt ;; olx-pt ;; consoles ;; 20 ;; COD Modern Warfare para PS4 disco impecavel ;; Jogo de guerra em primeira pessoa para PS4, caixa e disco em bom estado.
gaming ;; pt ;; vinted ;; consoles ;; 150 ;; Switch Lite azul turquesa + capa ;; Switch Lite com carregador e capa. Sem drift nos comandos. Pelicula desde o primeiro dia.
nursery ;; pt ;; olx-pt ;; toys-baby ;; 90 ;; Cadeira auto i-Size 40-105 NOVA caixa fechada ;; Cadeira auto i-Size 40-105 cm, NOVA, na caixa selada de fabrica, nunca montada. Ofereceram-nos duas iguais. Normativa ECE R129 na caixa.
nursery ;; pt ;; olx-pt ;; toys-baby ;; 40 ;; Alcofa e colchão para berço ;; Alcofa em vime com colchao e lencois, 80x40 cm. Lavada, sem manchas.
nursery ;; pt ;; vinted ;; toys-baby ;; 15 ;; Intercomunicador bebé audio 300 m ;; Intercomunicador audio para bebe com 2 unidades, pilhas recarregaveis dentro da unidade dos pais. Alcance 300 m.
nursery ;; pt ;; olx-pt ;; toys-baby ;; 25 ;; Banheira de bebe c/ pes dobraveis e termometro ;; Banheira com suporte dobravel e termometro. Usada 6 meses.
hobbies ;; pt ;; vinted ;; hobbies ;; 10 ;; Lote de lãs para tricot ;; 12 novelos de la 100 g, varias cores, e agulhas n 5 e 6. Tudo novo.
hobbies ;; pt ;; olx-pt ;; hobbies ;; 35 ;; Maquina costura pequena 12 pontos c/ pedal ;; Maquina de costura pequena, 12 tipos de ponto, pedal e luz. Boa para quem esta a aprender. Funciona bem, ultima revisao 2023.
hobbies ;; pt ;; vinted ;; hobbies ;; 14 ;; Kit maquete avião da 2ª Guerra 1:72 ;; Maquete por montar de um caca da 2a Guerra Mundial, escala 1:72, fechado com as pecas na arvore. Tintas nao incluidas.
hobbies ;; pt ;; vinted ;; hobbies ;; 6 ;; Caixa 24 tubos tinta acrílica 12ml ;; Conjunto de 24 tubos de tinta acrilica 12 ml, usados apenas 3 tubos.
computing ;; pt ;; olx-pt ;; laptops ;; 350 ;; Portátil Lenovo 15,6" i5 8GB SSD 256 ;; Lenovo IdeaPad 15,6 polegadas, Intel i5 10a geracao, 8 GB RAM, SSD 256 GB, Windows 11. Bateria aguenta 4 horas. Numero de serie PF2ABC12 no fundo. Carregador original incluido.
computing ;; pt ;; olx-pt ;; computers ;; 60 ;; Monitor 24" Full HD HDMI ;; Monitor de 24 polegadas 1920x1080, HDMI + VGA, nenhum pixel morto. Pe ajustavel.
computing ;; pt ;; vinted ;; computers ;; 18 ;; Teclado mecanico layout PT switches vermelhos ;; Teclado mecanico com layout portugues, switches vermelhos, luz RGB. Todas as teclas funcionam.
computing ;; pt ;; olx-pt ;; computers ;; 30 ;; Disco rigido externo 1 TB testado ;; Disco externo 1 TB, formatado e testado com programa de verificacao, 0 setores defeituosos.
stationery ;; pt ;; olx-pt ;; office ;; 45 ;; Cadeira de escritorio c/ apoio lombar (Aveiro) ;; Cadeira de escritorio com apoio lombar e bracos ajustaveis. Rodas para piso de madeira. Levantar em Aveiro 3800.
stationery ;; pt ;; olx-pt ;; office ;; 20 ;; Impressora jato tinta + scanner por wifi ;; Impressora jato de tinta com scanner e copiadora, liga por wifi. Tinteiros a meio. Vendo porque ja quase nao imprimo.
stationery ;; pt ;; vinted ;; office ;; 5 ;; Agenda 2025 nova ;; Agenda diaria 2025 capa dura, nunca usada.
stationery ;; pt ;; olx-pt ;; office ;; 15 ;; Destruidora de papel ;; Destruidora de papel em tiras para 8 folhas, cesto de 14 litros. Funciona. Ideal para papeis com dados pessoais antigos.
photo ;; pt ;; olx-pt ;; cameras ;; 380 ;; Canon 250D + 18-55 IS STM + 2 baterias ;; Camara Canon 250D com objetiva 18-55 IS STM, 2 baterias, carregador e cartao 64 GB. 8 mil disparos. Sem fungos nem riscos.
photo ;; pt ;; vinted ;; cameras ;; 25 ;; Tripe leve aluminio ate 150cm com bolsa ;; Tripe leve de aluminio ate 150 cm, cabeca com bolha de nivel e bolsa.
photo ;; pt ;; olx-pt ;; cameras ;; 45 ;; Câmara de trilho para natureza ;; Camara de caca / foto-armadilha para ver animais no quintal ou no monte, 20 MP, visao noturna, pilhas dentro. Gravei raposas e javalis no terreno.
photo ;; pt ;; vinted ;; cameras ;; 30 ;; Máquina fotográfica rolo anos 80 ;; Camara de rolo 35 mm dos anos 80, a funcionar, com objetiva 50 mm. Sem rolo.
jewellery ;; pt ;; vinted ;; watches-jewellery ;; 60 ;; Relógio Casio G-Shock original ;; G-Shock GA-2100, original com caixa e garantia. Nao e imitacao, comprei na relojoaria em 2023. Bracelete sem desgaste.
jewellery ;; pt ;; vinted ;; watches-jewellery ;; 15 ;; Brincos prata 925 coração ;; Brincos em prata de lei 925 com o contraste, forma de coracao. Pouco usados, limpos.
jewellery ;; pt ;; olx-pt ;; watches-jewellery ;; 25 ;; Relógio Swatch anos 90 ;; Swatch dos anos 90 a funcionar, pilha trocada em 2024. Bracelete nova.
jewellery ;; pt ;; vinted ;; watches-jewellery ;; 10 ;; Colar com pendente de borboleta ;; Colar de aco inoxidavel com borboleta, 45 cm + extensao. Nunca usado, tem o saquinho.
angling ;; pt ;; olx-pt ;; sports-outdoor ;; 40 ;; Cana de pesca surfcasting 4,20 m + carreto ;; Cana de surfcasting 4,20 m e carreto 6000 com fio 0,30. Usada na praia da Vieira. Bom estado.
angling ;; pt ;; olx-pt ;; sports-outdoor ;; 12 ;; Caixa pesca 3 tabuleiros cheia de amostras ;; Caixa com 3 tabuleiros, amostras, chumbadas, anzois de varios tamanhos e alicate. Tudo novo ou quase.
angling ;; pt ;; vinted ;; sports-outdoor ;; 18 ;; Faca filetar lamina flexivel 15cm + bainha ;; Faca de filetar de lamina fixa flexivel 15 cm, bainha de plastico. Para limpar o peixe depois da pesca.
angling ;; pt ;; olx-pt ;; sports-outdoor ;; 25 ;; Botas altas de pesca nº 43 ;; Botas de borracha altas ate a coxa, tamanho 43. Sem furos, testadas na banheira.
films ;; pt ;; olx-pt ;; books-media ;; 15 ;; DVD coleção O Padrinho trilogia ;; Trilogia completa em DVD, 5 discos com extras. Filme de mafia classico. Discos perfeitos.
films ;; pt ;; vinted ;; books-media ;; 10 ;; Breaking Bad série completa DVD ;; Serie completa sobre um professor de quimica que fabrica droga, todas as temporadas. Legendas em portugues.
films ;; pt ;; olx-pt ;; books-media ;; 5 ;; Blu-ray Resgate do Soldado Ryan ;; Filme de guerra em Blu-ray, edicao 2 discos. Como novo.
films ;; pt ;; vinted ;; books-media ;; 8 ;; Lote 6 DVDs infantis Disney ;; Seis DVD de animacao Disney, todos com caixa e capa. Testados.
music ;; pt ;; olx-pt ;; musical-instruments ;; 90 ;; Guitarra classica 4/4 cordas novas + afinador ;; Guitarra classica tamanho 4/4 mais saco acolchoado e um afinador de clip; Cordas trocadas ha um mes.
music ;; pt ;; olx-pt ;; musical-instruments ;; 150 ;; Teclado PSR-E373 61 teclas + suporte X + banco ;; Teclado eletronico 61 teclas sensiveis, suporte em X e banco. Modelo PSR-E373. Transformador incluido.
music ;; pt ;; vinted ;; musical-instruments ;; 15 ;; Afinador digital de clip ;; Afinador de clip para guitarra, baixo, violino e ukulele. Pilha CR2032 incluida dentro.
music ;; pt ;; olx-pt ;; musical-instruments ;; 40 ;; Cajon madeira com esteira regulavel ;; Cajon com esteira regulavel, 48x30x30 cm. Som muito bom, pequeno risco lateral.
audio ;; pt ;; olx-pt ;; audio ;; 80 ;; Coluna JBL Charge 4 original com caixa ;; Coluna portatil JBL Charge 4, bateria dentro aguenta umas 15 horas. Original, caixa e cabo. Nao e replica, tem o numero de serie no autocolante.
audio ;; pt ;; olx-pt ;; audio ;; 120 ;; Gira-discos com pré-amp ;; Gira-discos de correia, velocidades 33 e 45, pre-amplificador incorporado, saida RCA. Agulha nova.
audio ;; pt ;; vinted ;; audio ;; 35 ;; Auscultadores com cancelamento ruído ;; Auscultadores over-ear bluetooth com ANC, 30 h de bateria. Almofadas trocadas por novas.
audio ;; pt ;; olx-pt ;; audio ;; 40 ;; Lote 30 discos vinil anos 70 e 80 ;; Trinta LPs de pop, rock e musica portuguesa dos anos 70 e 80. Capas com uso, discos tocam bem. Lista nas fotos.
cleaning ;; pt ;; olx-pt ;; home ;; 10 ;; Lote produtos limpeza fechados ;; Lixivia 2 L, desengordurante, limpa-vidros e detergente da loica, tudo fechado. Sobrou de uma mudanca, nao quero levar.
cleaning ;; pt ;; olx-pt ;; home ;; 45 ;; Máquina de lavar a pressão 1600W ;; Lavadora de alta pressao 130 bar com lanca e escova rotativa. Usada para lavar o terraco e o carro.
cleaning ;; pt ;; vinted ;; home ;; 6 ;; Vinagre de limpeza 5 L fechado ;; Garrafao de 5 litros de vinagre de limpeza, 8 %, fechado. Otimo para calcario.
cleaning ;; pt ;; olx-pt ;; home ;; 25 ;; Robot aspirador com base ;; Robot aspirador com base de carregamento, bateria dentro ainda aguenta 90 minutos. Escovas novas.
cookware ;; pt ;; olx-pt ;; home ;; 20 ;; Varinha mágica com picadora ;; Varinha 800 W com copo medidor, picadora e batedor de claras. Tudo limpo e a funcionar. Paguei com PayPal quando comprei online, tenho o email de confirmacao da loja.
homedecor ;; pt ;; olx-pt ;; home ;; 35 ;; Lote 3 cortinados linho 140x260 ;; Tres cortinados em linho cru, 140 x 260 cm cada, com ilhoses. Lavados. Vendo porque pintei a sala de outra cor.
mobiles ;; pt ;; vinted ;; phones ;; 25 ;; Smartwatch compatível Android e iPhone ;; Relogio inteligente que mostra notificacoes de chamadas e mensagens, passos e sono. Carregador magnetico. Bateria dura 7 dias.
clothing ;; pt ;; olx-pt ;; clothing ;; 60 ;; Casaco de pele sintética comprido ;; Casaco comprido de pelo sintetico bege, tamanho 40. Nao e pele verdadeira. Muito quente, usado 2 invernos.
toys ;; pt ;; vinted ;; toys-baby ;; 20 ;; Quinta de brinquedo com animais ;; Quinta de madeira com 20 animais de plastico (vacas, porcos, galinhas, cavalo) e trator. Faltam 2 cercas.
sports ;; pt ;; olx-pt ;; sports-outdoor ;; 25 ;; Massajador de percussao "pistola" 6 cabecas ;; Massajador de percussao com 6 cabecas e 30 velocidades, bateria integrada. Na mala original. Nao tem nada a ver com armas, e so o nome que se da a estes aparelhos 😅
books ;; pt ;; olx-pt ;; books-media ;; 20 ;; Livros de receitas x4 ;; Quatro livros de culinaria portuguesa, capa dura. Um tem algumas manchas de molho na pagina do bacalhau, o resto impecavel.
carparts ;; pt ;; olx-pt ;; vehicle-parts ;; 80 ;; Jantes 15" 4x100 com pneus ;; Jogo de 4 jantes de liga leve 15 polegadas 4x100 ET38 com pneus 185/60 R15 a 50 %. Serviam num Clio III. Sem empenos.
gaming ;; pt ;; olx-pt ;; consoles ;; 20 ;; Volante e pedais para PC e consola ;; Volante com pedais e patilhas, compativel com PC e PS4. Algumas marcas de uso no pedal do acelerador.
furnishings ;; pt ;; olx-pt ;; furniture ;; 60 ;; Estante branca 80x30x180 desmontada ;; Estante branca 80x30x180 cm, 5 prateleiras. Desmontada, com ferragens num saco. Leve 2, pague 100.
homedecor ;; pt ;; vinted ;; home ;; 28 ;; Espelho sol dourado famoso no Instagram ;; Aquele espelho em forma de sol, dourado, 70 cm, que aparece em todo o lado no Instagram 😅 Comprei em 2023 e agora mudei a decoracao. Sem riscos no vidro. Envio bem embalado pela Vinted.
homeappliances ;; pt ;; olx-pt ;; small-appliances ;; 150 ;; Robot de cozinha MUITO POUCO USADO, com todos os acessorios ;; Vendo o meu robot de cozinha porque simplesmente nao tenho tempo para cozinhar, foi uma prenda de casamento (fatura n FT 2023/48812 de 12/06/2023, guardo o papel). Tem jarro de 2 litros, cesto de cozedura a vapor, varoma, espatula e o livro de receitas. Potencia 1000 W, temperatura ate 120 graus. Codigo de barras na caixa: 5601234567892. Funciona tudo, limpei bem por dentro e por fora. As medidas sao mais ou menos 32x32x34 cm e pesa uns 7 kg por isso prefiro entrega em mao em Lisboa (Benfica, 1500) com pagamento em dinheiro na entrega, mas tambem posso enviar pela OLX com envio protegido se preferir. Qualquer duvida mande mensagem aqui pela app.
sports ;; pt ;; olx-pt ;; sports-outdoor ;; 180 ;; Passadeira eletrica dobravel pouquissimo usada ;; Passadeira eletrica que dobra, chega aos 12 km/h, inclinacao manual em 3 niveis, tapete 120 x 42 cm, peso maximo 110 kg. Comprada em setembro de 2022 (encomenda n 100-2387761) e usada ate eu me inscrever no ginasio, ou seja pouquissimo. Ja lubrifiquei o tapete. O painel mostra tempo, distancia, calorias e pulsacao. ATENCAO pesa 48 kg, tem de vir com alguem para ajudar a carregar. Levantar em Guimaraes 4810.
cookware ;; es ;; wallapop ;; home ;; 22 ;; Cuchillo jamonero con funda ;; Cuchillo jamonero de hoja flexible de 25 cm, mango de madera, con funda de carton. Lo uso solo en navidades, esta como nuevo. Entrega en mano en Salamanca o envio por wallapop.
cookware ;; es ;; wallapop ;; home ;; 35 ;; Olla rapida 6 L induccion goma nueva ;; Olla a presion rapida de 6 L, apta para induccion. Goma y valvula cambiadas en 2024. Funciona perfecta, la vendo porque me regalaron una mas grande.
cookware ;; es ;; vinted ;; home ;; 10 ;; Tarros de cristal vacios con tapa x8 ;; Ocho tarros de cristal de 370 ml vacios, con tapa de rosca dorada. Limpios, para mermeladas o especias.
cookware ;; es ;; wallapop ;; small-appliances ;; 55 ;; Freidora de aire 4 litros ;; Freidora de aire de 4 litros, 1500W, pantalla tactil. La he usado poco, cesta antiadherente sin rayas. Factura de diciembre de 2023. Recogida en Valencia 46015 con pago en mano.
cookware ;; es ;; generic ;; home ;; 28 ;; Taco con 5 cuchillos y chaira ;; Taco de madera con cuchillo cebollero, de sierra para pan, fileteador, puntilla y chaira. Bien afilados.
cookware ;; es ;; wallapop ;; home ;; 15 ;; Paellera 50 cm acero pulido ;; Paellera de 50 cm para 10-12 raciones. Usada un par de veces en el pueblo, lleva aceite para que no se oxide.
homedecor ;; es ;; wallapop ;; home ;; 18 ;; Mueble botiquin de pared metalico (sin contenido) ;; Botiquin metalico de pared color blanco con cruz roja, 32x22x10 cm. Se vende VACIO, sin medicinas, solo el mueble. Con llave.
homedecor ;; es ;; vinted ;; home ;; 20 ;; Figura perro de cerámica ;; Perro salchicha de ceramica, 40 cm de largo, pintado a mano. Queda genial en la entrada. Sin desconchones.
homedecor ;; es ;; wallapop ;; home ;; 25 ;; Cuadro lienzo elefante 90x60 ;; Lienzo con elefante en blanco y negro, 90 x 60 cm, bastidor de madera. Comprado en tienda de decoracion, perfecto estado.
homedecor ;; es ;; vinted ;; home ;; 12 ;; 3 botellas de cristal azul vintage para decorar ;; Tres botellas vintage vacias de cristal azul, altura 25-30 cm, sin tapon. Para decorar con flores.
homedecor ;; es ;; wallapop ;; home ;; 30 ;; Lámpara de pie trípode madera ;; Lampara de pie con tres patas de madera y pantalla de lino, 155 cm. Bombilla E27 incluida.
diy ;; es ;; wallapop ;; tools-diy ;; 15 ;; Comprobador de baterías de coche ;; Tester digital para baterias de 12V, mide tension y estado de carga. Nuevo en su caja, lo compre y al final no lo use.
diy ;; es ;; wallapop ;; tools-diy ;; 8 ;; Detector de tensión sin contacto ;; Detector de tension tipo boligrafo 12-1000 V, pita y se ilumina. Lleva 2 pilas AAA, ya puestas.
diy ;; es ;; wallapop ;; tools-diy ;; 110 ;; Amoladora + taladro percutor 18 V kit ;; Kit de amoladora angular 115 mm y taladro percutor 18V con dos baterias de 4 Ah y cargador. Numero de serie en la etiqueta de cada maquina, todo con factura de Leroy Merlin. Usado en la reforma del piso.
diy ;; es ;; wallapop ;; tools-diy ;; 18 ;; Hacha pequeña para leña ;; Hacha de mano de 700 g para partir lena de chimenea, mango de fibra antideslizante y funda. Poco uso.
diy ;; es ;; generic ;; tools-diy ;; 12 ;; Cuter 25 mm con 20 cuchillas de recambio ;; Cuter de 25 mm con bloqueo de rueda y 20 cuchillas de recambio. Para carton, moqueta, pladur.
mobiles ;; es ;; wallapop ;; phones ;; 260 ;; iPhone 11 128GB blanco libre ;; iPhone 11 de 128 GB, libre para cualquier compania, bateria al 84 %. Ha llevado siempre funda y protector de cristal. Con caja y factura de MediaMarkt. Funciona WhatsApp, Bizum, todo sin problema. Entrega en mano en Madrid (Nuevos Ministerios) o envio protegido por la app.
mobiles ;; es ;; wallapop ;; phones ;; 95 ;; Xiaomi Redmi Note 10 Pro 128 GB ;; Movil en buen estado, pantalla sin rayas, marco con algun golpe pequeno. Cargador rapido original. Compatible con todas las apps, WhatsApp incluido.
mobiles ;; es ;; vinted ;; phones ;; 6 ;; Funda Samsung Galaxy S21 ;; Funda de silicona negra para S21, nueva sin usar.
mobiles ;; es ;; wallapop ;; phones ;; 15 ;; Cargador inalámbrico 15 W ;; Base de carga inalambrica Qi de 15 W, valida para iPhone y Android. Con cable USB-C.
mobiles ;; es ;; ebay ;; phones ;; 40 ;; Teléfono fijo inalámbrico duo ;; Telefono fijo inalambrico con dos terminales, manos libres y agenda de 50 contactos. Pilas recargables dentro de los terminales. Funciona perfectamente.
gardening ;; es ;; wallapop ;; garden ;; 3 ;; Sobre semillas pimiento Padron cerrado ;; Sobre cerrado de semillas de pimiento de Padron, caducidad 2026. Envio en carta.
gardening ;; es ;; wallapop ;; garden ;; 15 ;; Abono orgánico para huerto 10 kg ;; Saco de 10 kg de humus de lombriz, sin abrir. Me sobro de la temporada.
gardening ;; es ;; wallapop ;; garden ;; 25 ;; Limonero 1 m en maceta de 30 L que ya da limones ;; Limonero de 1 metro en maceta de 30 litros, ya da limones. Solo recogida en Murcia.
gardening ;; es ;; wallapop ;; garden ;; 60 ;; Cortacésped eléctrico 1400 W ;; Cortacesped de cable, recogedor 35 litros, ancho de corte 34 cm, altura regulable. Funciona bien.
gardening ;; es ;; vinted ;; garden ;; 9 ;; Tijeras de podar ;; Tijeras de podar de una mano, corte hasta 20 mm. Afiladas y engrasadas.
clothing ;; es ;; vinted ;; clothing ;; 30 ;; Chaqueta de caza camuflaje talla XL ;; Chaqueta de estilo caza con estampado de camuflaje, impermeable y transpirable. Talla XL. La usaba para fotografiar pajaros, nada mas.
clothing ;; es ;; wallapop ;; clothing ;; 50 ;; Camiseta Real Madrid 24/25 original ;; Camiseta oficial primera equipacion 24/25, talla L, nueva y con etiqueta. La compre en la tienda del estadio Bernabeu, no es replica, tengo el ticket.
clothing ;; es ;; vinted ;; clothing ;; 15 ;; Vaqueros Mango talla 38 ;; Vaqueros rectos azul claro, talla 38. Largo 102 cm. Buen estado.
clothing ;; es ;; vinted ;; clothing ;; 12 ;; Sudadera con capucha gris M ;; Sudadera gris de algodon, talla M. Un poco de bolitas en los punos.
clothing ;; es ;; vinted ;; clothing ;; 20 ;; Traje de gitana lunares rojos niña talla 6 ;; Traje de flamenca talla 6 anos de lunares rojos. Usado una feria.
furnishings ;; es ;; wallapop ;; furniture ;; 70 ;; Comoda 4 cajones blanca 80x40x95 ;; Comoda blanca de 4 cajones, 80x40x95 cm. Algun roce en la esquina. Recoger en Sevilla, barrio de Triana.
furnishings ;; es ;; wallapop ;; furniture ;; 120 ;; Sofa cama 3 plazas gris desenfundable ;; Sofa cama de 3 plazas, abierto 190x140. Sin mascotas y sin fumadores. Desenfundable.
furnishings ;; es ;; wallapop ;; furniture ;; 40 ;; Mesa de centro con tapa elevable roble claro ;; Mesa de centro con tapa elevable y hueco de almacenaje, 100x50 cm. Roble claro.
furnishings ;; es ;; vinted ;; furniture ;; 25 ;; Espejo de pie 150 cm ;; Espejo de pie con marco negro, 150 x 40 cm. Con soporte trasero.
toys ;; es ;; wallapop ;; toys-baby ;; 10 ;; Pistola de agua mochila ;; Pistola de agua con deposito tipo mochila de 2 litros. Perfecta para el verano. Funciona.
toys ;; es ;; vinted ;; toys-baby ;; 30 ;; Playmobil: comisaria, calabozo y coche de policia ;; Comisaria de policia de Playmobil con celda, coche patrulla, policias y un ladron. Casi completa, falta una gorra.
toys ;; es ;; wallapop ;; toys-baby ;; 8 ;; Espada láser de juguete ;; Espada de luz de juguete extensible con sonido, pilas incluidas dentro. Plastico. Funciona.
toys ;; es ;; wallapop ;; toys-baby ;; 25 ;; Coche RC 1:16 todoterreno 25 km/h ;; Coche RC escala 1:16 con bateria recargable, mando a pilas. Llega a 25 km/h.
toys ;; es ;; vinted ;; toys-baby ;; 12 ;; Cluedo completo juego de detectives ;; Juego de mesa de detectives, se trata de averiguar el culpable del asesinato, el arma y la habitacion. Completo.
books ;; es ;; wallapop ;; books-media ;; 8 ;; Libro Crónica de una muerte anunciada ;; Novela de Garcia Marquez, edicion de bolsillo, ISBN 9788497592437. Leido una vez.
books ;; es ;; vinted ;; books-media ;; 12 ;; Libro Fariña Nacho Carretero ;; Libro de periodismo sobre el narcotrafico en Galicia. Buen estado, sin subrayar.
books ;; es ;; wallapop ;; books-media ;; 10 ;; Libro de texto Matemáticas 2º ESO ;; Libro de Matematicas 2 ESO, ISBN 9788469864586. Forrado, sin escribir.
books ;; es ;; wallapop ;; books-media ;; 15 ;; Pack novelas negras x6 ;; Seis novelas policiacas y de crimenes nordicas. Todas en buen estado.
books ;; es ;; generic ;; books-media ;; 14 ;; Atlas historico Guerra Civil tapa dura ;; Atlas historico con mapas de las batalles y frentes de la guerra civil, tapa dura, 200 paginas.
carparts ;; es ;; wallapop ;; vehicle-parts ;; 100 ;; 4 neumáticos 195/65 R15 ;; Cuatro neumaticos 195/65 R15 91H, DOT 1823, dibujo de 5 mm. Quitados de mi coche al cambiar llantas. Recogida en Zaragoza.
carparts ;; es ;; wallapop ;; vehicle-parts ;; 55 ;; Batería 70Ah coche ;; Bateria 12V 70Ah 640A, con 1 ano de uso. Probada con comprobador: 12,6 V. Vendo porque cambie de coche.
carparts ;; es ;; wallapop ;; vehicle-parts ;; 40 ;; Faro delantero derecho Seat Ibiza 6J ;; Faro derecho para Seat Ibiza 6J, ref 6J1941006. Anclajes enteros. Usado solo en mi propio coche.
carparts ;; es ;; wallapop ;; vehicle-parts ;; 12 ;; Triángulos de emergencia homologados ;; Dos triangulos de emergencia en su estuche, nuevos. Ahora llevo la baliza V16.
carparts ;; es ;; vinted ;; vehicle-parts ;; 20 ;; Baca universal para coche ;; Barras de techo de aluminio universales de 120 cm, con llaves. Usadas dos veranos.
footwear ;; es ;; vinted ;; footwear ;; 45 ;; Adidas Stan Smith 41 ;; Zapatillas Stan Smith blancas con talon verde, talla 41 (26 cm). Originales, compradas en la tienda oficial, con ticket. Poco uso.
footwear ;; es ;; vinted ;; footwear ;; 35 ;; Botas de montaña Gore-Tex 40 ;; Botas de trekking impermeables talla 40. Hice el Camino con ellas, suela en buen estado.
footwear ;; es ;; wallapop ;; footwear ;; 10 ;; Katiuskas niño 27 ;; Botas de agua azules con dinosaurios, talla 27. Usadas un invierno.
footwear ;; es ;; vinted ;; footwear ;; 25 ;; Alpargatas de esparto 39 ;; Alpargatas de cuna de esparto, talla 39, hechas en La Rioja. Usadas 3 veces.
collectibles ;; es ;; wallapop ;; collectibles ;; 18 ;; Mechero Zippo grabado moto 2001 vacio ;; Mechero de coleccion con grabado de una moto, ano 2001 en la base. Se vende vacio, sin gasolina ni piedra. Solo para coleccionistas.
collectibles ;; es ;; wallapop ;; collectibles ;; 12 ;; Botella antigua de anís vacía ;; Botella de cristal tallado vacia, antigua, de las que se usaban para tocar en Navidad. Sin contenido.
collectibles ;; es ;; vinted ;; collectibles ;; 6 ;; Cenicero de cerámica publicidad nunca usado ;; Cenicero de ceramica de un hotel de Benidorm de los 80, sin usar. Queda bien de vaciabolsillos.
collectibles ;; es ;; wallapop ;; collectibles ;; 35 ;; Álbum cromos Liga 1998 completo ;; Album de cromos de la Liga 97-98 completo. Algunas esquinas dobladas.
collectibles ;; es ;; ebay ;; collectibles ;; 25 ;; Lote 5 monedas 2 euros conmemorativas SC ;; Cinco monedas de 2 euros conmemorativas espanolas sin circular, en capsula.
sports ;; es ;; wallapop ;; sports-outdoor ;; 60 ;; Bici de interior que se pliega, 8 niveles ;; Bici estatica plegable, 8 niveles, pulsometro. 85x45x110 cm. Pilas dentro del monitor.
sports ;; es ;; wallapop ;; sports-outdoor ;; 30 ;; Mancuernas 2x 8 kg ;; Par de mancuernas hexagonales de 8 kg cada una, recubiertas de goma.
sports ;; es ;; wallapop ;; sports-outdoor ;; 10 ;; Inflador de balones con manómetro ;; Hinchador de pie con manometro, agujas para balones y adaptadores para colchonetas.
sports ;; es ;; vinted ;; sports-outdoor ;; 30 ;; Casco de esquí nuevo sin estrenar ;; Casco de esqui talla M/L, nuevo con etiquetas y en su caja, nunca usado. Me regalaron otro.
sports ;; es ;; wallapop ;; sports-outdoor ;; 20 ;; Raquetas pádel x2 con paletero ;; Dos palas de padel y paletero. Una con algun roce en el marco.
cosmetics ;; es ;; vinted ;; beauty-perfume ;; 50 ;; Perfume 90 ml precintado (no tester) ;; Eau de toilette de 90 ml, caja precintada con el celofan original. Regalo repetido. No es tester ni muestra, es el frasco completo de venta al publico.
cosmetics ;; es ;; vinted ;; beauty-perfume ;; 10 ;; Paleta de coloretes sin abrir ;; Paleta con 6 coloretes, nunca abierta y con su precinto. Caducidad 2027.
cosmetics ;; es ;; vinted ;; beauty-perfume ;; 9 ;; Protector solar facial 50 ml precintado ;; Crema solar facial SPF 50, 50 ml, precintada. La compre en la farmacia para mi pero me quede con otra.
cosmetics ;; es ;; wallapop ;; beauty-perfume ;; 20 ;; Plancha pelo placas ceramicas hasta 230º ;; Plancha con placas de ceramica, regulable hasta los 230º. Funciona bien.
homeappliances ;; es ;; wallapop ;; large-appliances ;; 150 ;; Lavadora 7 kg 1200 rpm ;; Lavadora de 7 kg clase A+++, 1200 rpm. Cuatro anos. La vendo por mudanza, funciona perfecta. Recogida en Getafe, ayudo a bajarla.
homeappliances ;; es ;; wallapop ;; small-appliances ;; 45 ;; Aspiradora escoba sin cable ;; Aspiradora escoba inalambrica, bateria dentro del cuerpo dura 35 minutos. Con accesorios.
homeappliances ;; es ;; wallapop ;; small-appliances ;; 30 ;; Cafetera superautomática pequeña ;; Cafetera de capsulas con espumador de leche. Descalcificada. Con 20 capsulas.
homeappliances ;; es ;; wallapop ;; small-appliances ;; 20 ;; Microondas 20 L ;; Microondas de 20 litros, 700 W, blanco. Limpio por dentro.
fancydress ;; es ;; vinted ;; costumes ;; 15 ;; Disfraz de vaquero niño con pistola de juguete ;; Disfraz de vaquero para nino de 5-6 anos con sombrero, chaleco, pañuelo y revolver de plastico de juguete naranja. Usado un carnaval.
fancydress ;; es ;; wallapop ;; costumes ;; 30 ;; Chaqueta de uniforme vieja sin insignias (disfraz años 40) ;; Chaqueta de uniforme vieja, sin insignias ni parches, talla L. La use de disfraz para una fiesta de los anos 40.
fancydress ;; es ;; vinted ;; costumes ;; 12 ;; Disfraz bruja talla M + escoba de paja Halloween ;; Disfraz de bruja (M) con su sombrero y la escoba de paja. Para Halloween.
fancydress ;; es ;; vinted ;; costumes ;; 10 ;; Disfraz de abeja bebé ;; Disfraz de abeja para bebe de 12-18 meses. Con antenas. Muy gracioso.
outdoors ;; es ;; wallapop ;; sports-outdoor ;; 50 ;; Tienda iglu 3 personas usada 3 veces ;; Tienda iglu para 3 personas, columna de agua 2000 mm. Usada 3 veces, todas las piquetas.
outdoors ;; es ;; wallapop ;; sports-outdoor ;; 30 ;; Prismaticos 8x42 con funda para pajaros ;; Prismaticos 8x42 con funda, para ver aves. Lentes limpias.
outdoors ;; es ;; wallapop ;; sports-outdoor ;; 8 ;; Navaja multiusos pequeña de camping ;; Navaja pequena sin bloqueo, hoja de 5 cm, abrelatas, sacacorchos y tijeras. Para picnic.
outdoors ;; es ;; vinted ;; sports-outdoor ;; 20 ;; Saco de dormir momia ;; Saco de dormir temperatura confort 2 grados, 220x80. Lavado.
outdoors ;; es ;; wallapop ;; sports-outdoor ;; 25 ;; Colchon de aire 190x137 + inflador electrico ;; Colchon de aire doble 190x137 con inflador electrico. Sin pinchazos, probado una noche.
pets ;; es ;; wallapop ;; pets ;; 18 ;; Transportin plastico gato 50x33x31 ;; Transportin de plastico para gato, 50x33x31 cm. Limpio.
pets ;; es ;; vinted ;; pets ;; 20 ;; Rascador para gatos 1 m ;; Rascador de un metro con cuevita y hamaca. Sisal en buen estado.
pets ;; es ;; wallapop ;; pets ;; 35 ;; Acuario 54 litros vacío con filtro ;; Acuario de 54 L vacio con tapa, luz y filtro. Sin peces. Recoger en Alicante.
pets ;; es ;; wallapop ;; pets ;; 12 ;; Cama para perro mediano ;; Cama acolchada para perro mediano, 70x55 cm, funda lavable.
bikes ;; es ;; wallapop ;; bikes ;; 250 ;; Bicicleta de montaña 29" talla M ;; BTT de 29 pulgadas, talla M, cuadro de aluminio, horquilla con bloqueo, 1x12, frenos hidraulicos. Numero de cuadro grabado bajo el pedalier, tengo factura. Guardada en casa.
bikes ;; es ;; wallapop ;; bikes ;; 40 ;; Bici infantil 14 pulgadas ;; Bicicleta para nino de 3-5 anos, 14 pulgadas, con ruedines. Azul.
bikes ;; es ;; vinted ;; bikes ;; 15 ;; Candado U bici con soporte, nuevo ;; Candado en U con dos llaves y soporte. Nuevo.
bikes ;; es ;; wallapop ;; bikes ;; 25 ;; Portabicis de bola 2 bicis ;; Portabicis para bola de remolque, 2 bicicletas, con luces. Usado poco.
gaming ;; es ;; wallapop ;; consoles ;; 300 ;; PS5 digital con mando ;; PlayStation 5 edicion digital con un mando, cables y caja. Numero de serie coincide con la caja. Factura de 2023.
gaming ;; es ;; vinted ;; consoles ;; 20 ;; RDR2 para PS4 dos discos + mapa ;; Juego del oeste de forajidos para PS4, dos discos con mapa. Perfecto estado.
gaming ;; es ;; wallapop ;; consoles ;; 15 ;; Battlefield 1 (Primera Guerra Mundial) Xbox One ;; Juego de la Primera Guerra Mundial para Xbox One. Disco sin rayas.
gaming ;; es ;; wallapop ;; consoles ;; 180 ;; Switch OLED blanca con dock y funda ;; Switch OLED con dock, joy-cons sin drift y funda. Protector de pantalla desde el dia uno.
nursery ;; es ;; wallapop ;; toys-baby ;; 95 ;; Silla coche i-Size 40-105 NUEVA caja sin abrir ;; Silla de coche i-Size 40-105 cm, NUEVA en caja precintada, sin montar. Nos regalaron dos. Homologacion R129 en la caja.
nursery ;; es ;; wallapop ;; toys-baby ;; 35 ;; Minicuna con colchón ;; Minicuna de madera 80x50 con colchon y sabanas. Limpia.
nursery ;; es ;; vinted ;; toys-baby ;; 18 ;; Vigilabebes audio 2 unidades ;; Vigilabebes de audio, dos unidades, la de padres con bateria recargable dentro.
nursery ;; es ;; wallapop ;; toys-baby ;; 20 ;; Bañera bebé con cambiador ;; Banera con cambiador encima, plegable. Usada 8 meses.
hobbies ;; es ;; vinted ;; hobbies ;; 12 ;; Ovillos de lana para tejer x10 ;; Diez ovillos de lana de 100 g y agujas del 5. Todo sin usar.
hobbies ;; es ;; wallapop ;; hobbies ;; 40 ;; Máquina de coser portátil ;; Maquina de coser pequena con pedal, 12 puntadas. Ideal para arreglos. Funciona.
hobbies ;; es ;; vinted ;; hobbies ;; 15 ;; Maqueta tanque Segunda Guerra Mundial 1:35 ;; Kit de modelismo de un carro de combate de la 2GM, escala 1:35, sin montar, piezas en su arbol.
hobbies ;; es ;; vinted ;; hobbies ;; 8 ;; Rotuladores acuarelables 36 ;; 36 rotuladores de acuarela con pincel, usados solo 4.
computing ;; es ;; wallapop ;; laptops ;; 320 ;; Portátil HP 15" i5 16GB SSD 512 ;; HP 15 pulgadas, procesador i5 11a gen, 16 de RAM, SSD de 512, Win 11. Bateria 3-4 horas. Cargador original. Numero de serie en la pegatina inferior.
computing ;; es ;; wallapop ;; computers ;; 70 ;; Monitor 27" 75 Hz ;; Monitor de 27 pulgadas Full HD 75 Hz, HDMI y DisplayPort. Sin pixeles muertos.
computing ;; es ;; vinted ;; computers ;; 20 ;; Raton vertical inalambrico para la muñeca ;; Raton vertical inalambrico, pila AA dentro. Muy comodo para la muneca.
computing ;; es ;; wallapop ;; computers ;; 45 ;; Router wifi 6 ;; Router wifi 6 de doble banda, 4 antenas. Con fuente y cable de red.
stationery ;; es ;; wallapop ;; office ;; 50 ;; Silla oficina soporte lumbar Bilbao ;; Silla con soporte lumbar, reposabrazos regulables y ruedas de goma. Recoger en Bilbao 48012.
stationery ;; es ;; wallapop ;; office ;; 25 ;; Impresora laser monocromo wifi toner a medias ;; Impresora laser monocromo con wifi, toner a la mitad. La vendo porque ya no imprimo.
stationery ;; es ;; vinted ;; office ;; 4 ;; Agenda 2025 semana vista ;; Agenda semanal 2025 tapa dura, sin estrenar.
stationery ;; es ;; wallapop ;; office ;; 18 ;; Trituradora de papel ;; Trituradora de papel de corte en tiras, 8 hojas, papelera de 15 L.
photo ;; es ;; wallapop ;; cameras ;; 350 ;; Nikon D3500 + 18-55 VR ;; Camara Nikon D3500 con objetivo 18-55 VR, bateria, cargador y tarjeta de 32 GB. 5.000 disparos.
photo ;; es ;; vinted ;; cameras ;; 20 ;; Trípode de aluminio 160 cm ;; Tripode ligero de 160 cm con rotula y bolsa.
photo ;; es ;; wallapop ;; cameras ;; 40 ;; Camara trampa fauna 16MP vision nocturna ;; Camara trampa para fauna, 16 MP, vision nocturna, pilas dentro. Grabe zorros y jabalies en la finca.
photo ;; es ;; vinted ;; cameras ;; 35 ;; Cámara analógica réflex años 80 ;; Camara de carrete reflex de los 80 con objetivo 50 mm f1.8. Funciona, sin carrete.
jewellery ;; es ;; vinted ;; watches-jewellery ;; 70 ;; Reloj Casio Edifice original ;; Reloj Casio Edifice cronografo, original con caja y garantia. No es imitacion, comprado en El Corte Ingles en 2022.
jewellery ;; es ;; vinted ;; watches-jewellery ;; 18 ;; Aros de plata de ley 925 poco usados ;; Pendientes de aro de plata de ley con contraste 925. Poco usados.
jewellery ;; es ;; wallapop ;; watches-jewellery ;; 20 ;; Reloj Swatch vintage 1994 ;; Swatch de 1994 funcionando, pila cambiada este ano. Correa de repuesto nueva.
jewellery ;; es ;; vinted ;; watches-jewellery ;; 8 ;; Pulsera de cuero trenzada ;; Pulsera de cuero trenzado con cierre de iman, 20 cm. Sin usar.
angling ;; es ;; wallapop ;; sports-outdoor ;; 45 ;; Caña de surfcasting 4,20 + carrete ;; Cana de surfcasting 4,20 m con carrete 5000 y linea 0,30. Usada en playas de Huelva.
angling ;; es ;; wallapop ;; sports-outdoor ;; 15 ;; Caja pesca 3 bandejas con señuelos y plomos ;; Caja de tres bandejas con senuelos, plomos, anzuelos y alicates. Casi todo nuevo.
angling ;; es ;; vinted ;; sports-outdoor ;; 15 ;; Cuchillo fileteador de pescado con funda ;; Cuchillo para filetear pescado de hoja fija flexible, 16 cm, con funda. Para limpiar las capturas.
angling ;; es ;; wallapop ;; sports-outdoor ;; 30 ;; Vadeador neopreno 42 sin fugas ;; Vadeador de neopreno talla 42. Probado en la banera, sin fugas.
films ;; es ;; wallapop ;; books-media ;; 15 ;; Trilogía El Padrino DVD ;; Las tres peliculas de mafiosos en DVD, edicion coleccionista de 5 discos. Perfecto estado.
films ;; es ;; vinted ;; books-media ;; 12 ;; Narcos T1 a T3 en DVD ;; Serie sobre Pablo Escobar y el narcotrafico en Colombia, temporadas 1 a 3. Como nueva.
films ;; es ;; wallapop ;; books-media ;; 6 ;; Salvar al soldado Ryan Blu-ray ;; Pelicula belica en Blu-ray, edicion especial de dos discos.
films ;; es ;; vinted ;; books-media ;; 10 ;; Pack 5 DVD de Pixar ;; Cinco peliculas de Pixar en DVD con sus cajas, probadas.
music ;; es ;; wallapop ;; musical-instruments ;; 80 ;; Guitarra clasica 4/4 + funda acolchada ;; Guitarra clasica 4/4 con funda acolchada, cuerdas nuevas. Ideal para empezar.
music ;; es ;; wallapop ;; musical-instruments ;; 140 ;; Teclado 61 teclas sensibles con soporte y banqueta ;; Teclado de 61 teclas sensibles con soporte y banqueta. Fuente de alimentacion incluida.
music ;; es ;; vinted ;; musical-instruments ;; 12 ;; Afinador de pinza ;; Afinador cromatico de pinza, pila de boton dentro. Funciona.
music ;; es ;; wallapop ;; musical-instruments ;; 35 ;; Cajon flamenco 48 cm con bordones ;; Cajon flamenco con bordones, 48 cm. Suena de maravilla.
audio ;; es ;; wallapop ;; audio ;; 75 ;; Altavoz bluetooth JBL Flip 5 ;; Altavoz JBL Flip 5 original con numero de serie en la etiqueta, bateria integrada dura 12 horas. Caja y cable.
audio ;; es ;; wallapop ;; audio ;; 110 ;; Tocadiscos con previo ;; Tocadiscos de correa a 33 y 45 rpm con previo integrado, aguja nueva.
audio ;; es ;; vinted ;; audio ;; 40 ;; Auriculares cancelación de ruido ;; Auriculares de diadema bluetooth con ANC, 30 horas de bateria. Almohadillas nuevas.
audio ;; es ;; wallapop ;; audio ;; 50 ;; Lote 40 discos de vinilo ;; Cuarenta LPs de pop espanol y rock de los 80. Portadas con uso, discos bien.
cleaning ;; es ;; wallapop ;; home ;; 12 ;; Productos limpieza sin abrir (lejia, limpiacristales...) ;; Lejia, amoniaco con perfume, limpiacristales, lavavajillas, todo sin abrir. Sobra de una mudanza.
cleaning ;; es ;; wallapop ;; home ;; 50 ;; Hidrolimpiadora 135 bar ;; Hidrolimpiadora de 135 bar con lanza y cepillo. Usada para la terraza y el coche.
cleaning ;; es ;; wallapop ;; home ;; 30 ;; Robot aspirador con base de carga ;; Robot aspirador con base, bateria dentro dura 80 min. Cepillos nuevos.
cleaning ;; es ;; vinted ;; home ;; 8 ;; Vaporeta de mano ;; Limpiador a vapor de mano con accesorios para juntas y cristales. Funciona.
cookware ;; es ;; wallapop ;; small-appliances ;; 25 ;; Batidora de mano con accesorios ;; Batidora de mano 800W con vaso, picadora y varillas. La pague con PayPal cuando la compre por internet, tengo el justificante de la tienda.
mobiles ;; es ;; vinted ;; phones ;; 30 ;; Reloj inteligente compatible iPhone y Android ;; Smartwatch que avisa de llamadas y mensajes, cuenta pasos y sueno. Bateria de 7 dias.
clothing ;; es ;; wallapop ;; clothing ;; 55 ;; Abrigo de pelo sintético largo ;; Abrigo largo de pelo sintetico color camel, talla 40. No es piel natural. Muy calentito.
toys ;; es ;; vinted ;; toys-baby ;; 20 ;; Granja de juguete con animales ;; Granja de madera con 20 animales de plastico y tractor. Faltan dos vallas.
sports ;; es ;; wallapop ;; sports-outdoor ;; 25 ;; Masajeador de percusion tipo pistola con maletin ;; Masajeador de percusion con 6 cabezales y bateria integrada, en su maletin. Es un aparato de masaje, se llama asi.
books ;; es ;; wallapop ;; books-media ;; 18 ;; Libros de cocina x3 ;; Tres libros de recetas de cocina tradicional, tapa dura. Uno con alguna mancha en la pagina de la fabada.
carparts ;; es ;; wallapop ;; vehicle-parts ;; 90 ;; Llantas 16" 5x112 con neumáticos ;; Cuatro llantas de aleacion 16 pulgadas 5x112 ET45 con neumaticos 205/55 R16 al 50%. Sin golpes.
gaming ;; es ;; wallapop ;; consoles ;; 25 ;; Volante con pedales para PC y PS4 ;; Volante con pedales y levas, compatible con PC y PS4. Marcas de uso en el acelerador.
furnishings ;; es ;; wallapop ;; furniture ;; 55 ;; Estantería blanca 5 baldas ;; Estanteria 80x30x180 cm, 5 baldas, desmontada con tornilleria en bolsa.
homedecor ;; es ;; wallapop ;; home ;; 30 ;; Cortinas de lino 140x260 x2 ;; Dos cortinas de lino natural con ollados, 140 x 260 cm. Lavadas.
homedecor ;; es ;; wallapop ;; home ;; 25 ;; Espejo sol dorado famoso en Instagram ;; El tipico espejo de sol dorado de 70 cm que sale en todas las fotos de Instagram 😂 Lo compre en 2023 y he cambiado la decoracion. Cristal sin rayas.
homeappliances ;; es ;; wallapop ;; small-appliances ;; 140 ;; Robot de cocina casi sin usar con TODOS los accesorios ;; Vendo mi robot de cocina porque no tengo tiempo de cocinar, fue un regalo de boda (factura n 2023-A-00917 del 03/07/2023, la guardo). Tiene jarra de 2 litros, cestillo, accesorio de vapor, espatula y el libro de recetas. 1000 W, temperatura hasta 120 grados. Codigo EAN de la caja 8421234567800. Todo funciona, limpio por dentro y por fuera. Mide mas o menos 32x32x34 cm y pesa unos 7 kg, asi que prefiero entrega en mano en Malaga (zona Teatinos 29010) con pago en efectivo, aunque tambien puedo enviarlo por wallapop envios. Cualquier duda escribeme por aqui por el chat.
sports ;; es ;; wallapop ;; sports-outdoor ;; 170 ;; Cinta de correr electrica plegable casi sin uso ;; Cinta de correr electrica plegable, hasta 12 km/h, inclinacion manual de 3 niveles, banda de 120 x 42 cm, peso maximo 110 kg. Comprada en septiembre de 2022 (pedido n 408-7723190) y usada hasta que me apunte al gimnasio, o sea casi nada. Banda lubricada. Pesa 48 KG, hay que venir con alguien para cargarla. Recogida en Valladolid 47014.
cookware ;; fr ;; vinted ;; home ;; 20 ;; Couteau à pain lame crantée 22 cm ;; Couteau a pain lame crantee 22 cm, manche bois. Jamais servi, encore avec son etui carton. Remise en main propre a Lyon 7e ou envoi par la plateforme.
cookware ;; fr ;; generic ;; home ;; 45 ;; Cocotte fonte 24 cm rouge ;; Cocotte en fonte emaillee rouge, 24 cm, 4,2 L. Compatible induction. Email interieur sans eclat, quelques traces de cuisson a l'exterieur.
cookware ;; fr ;; vinted ;; home ;; 9 ;; Bocaux en verre vides x6 ;; Six bocaux en verre vides de 750 ml avec joint caoutchouc et fermeture mecanique. Lavés, prets pour conserves ou pates.
cookware ;; fr ;; generic ;; small-appliances ;; 50 ;; Friteuse sans huile 4,2 L ;; Friteuse a air chaud 4,2 L, 1500 W, ecran tactile. Achetee en fevrier 2024 (facture dispo), utilisee une dizaine de fois. Panier nickel. Retrait a Nantes 44000 avec paiement sur place ou envoi.
cookware ;; fr ;; generic ;; home ;; 30 ;; Bloc bois avec 5 couteaux + fusil ;; Bloc en bois avec couteau de chef, couteau a desosser, couteau a filet de sole, couteau a pain, couteau d'office et fusil a aiguiser. Bien affutes.
cookware ;; fr ;; vinted ;; home ;; 12 ;; Moules à gâteaux en silicone lot de 5 ;; Cinq moules silicone : cake, savarin, muffins x12, tartelettes et rond 26 cm. Tres bon etat.
homedecor ;; fr ;; generic ;; home ;; 15 ;; Petite armoire pharmacie metal blanc (vendue vide) ;; Petite armoire a pharmacie en metal blanc, croix verte sur la porte, 30x25x12 cm. Vendue VIDE, aucun medicament, c'est juste le meuble. Une cle.
homedecor ;; fr ;; vinted ;; home ;; 25 ;; Chien en céramique taille réelle ;; Chien assis en ceramique (style labrador), 45 cm de haut, peint a la main. Aucun eclat. Fait son effet dans l'entree 😄
homedecor ;; fr ;; generic ;; home ;; 35 ;; Tableau toile zèbre 100x70 ;; Toile imprimee zebre noir et blanc, 100 x 70 cm, chassis bois. Achetee dans une boutique deco, parfait etat.
homedecor ;; fr ;; vinted ;; home ;; 14 ;; Bouteilles anciennes en verre vides déco ;; Quatre vieilles bouteilles (verre vert, verre ambre), vides et lavees, de 20 a 34 cm. Jolies avec des fleurs sechees.
homedecor ;; fr ;; vinted ;; home ;; 22 ;; Lampe champignon verre opale 30 cm ;; Lampe a poser en forme de champignon, verre opale, 30 cm. Ampoule E14 fournie. Fonctionne.
diy ;; fr ;; generic ;; tools-diy ;; 7 ;; Tournevis testeur de tension ;; Tournevis testeur 100-500 V avec voyant neon. Neuf sous blister.
diy ;; fr ;; generic ;; tools-diy ;; 16 ;; Multimètre numérique avec cordons ;; Multimetre numerique : tension AC/DC, intensite, resistance, continuite avec bip. Pile 9 V deja dedans. Cordons rouge et noir.
diy ;; fr ;; generic ;; tools-diy ;; 100 ;; Perceuse visseuse 18 V + 2 batteries 2Ah + coffret ;; Perceuse visseuse 18 V, deux batteries 2 Ah, chargeur et coffret. Numero de serie sur l'etiquette, facture Leroy Merlin de 2022. Servie pour monter des meubles.
diy ;; fr ;; generic ;; tools-diy ;; 18 ;; Hachette petit bois cheminee avec etui ;; Petite hache pour faire le petit bois de la cheminee, tete 600 g, manche fibre, etui. Peu servie.
diy ;; fr ;; vinted ;; tools-diy ;; 6 ;; Cutter 18 mm + lames ;; Cutter 18 mm a molette et 10 lames de rechange. Pour carton, moquette, papier peint.
diy ;; fr ;; generic ;; tools-diy ;; 22 ;; Testeur de prises électriques ;; Testeur de prise 230 V qui verifie phase, neutre et terre avec 3 voyants. Utile avant de brancher un appareil. Comme neuf.
mobiles ;; fr ;; generic ;; phones ;; 310 ;; iPhone 12 128 Go bleu débloqué ;; iPhone 12 128 Go, batterie a 85 %, tout operateur. Toujours en coque avec verre trempe, aucune rayure. Boite et facture Fnac de mai 2021. WhatsApp, appareil photo, Face ID : tout marche. Main propre a Paris 11e, ou envoi suivi.
mobiles ;; fr ;; generic ;; phones ;; 120 ;; Samsung Galaxy A53 5G 128 Go ;; Telephone en bon etat, petit choc sur le coin (photo 4). Chargeur fourni. Compatible avec toutes les applis, WhatsApp, Instagram, etc.
mobiles ;; fr ;; vinted ;; phones ;; 5 ;; Coque iPhone 13 transparente ;; Coque iPhone 13 en silicone transparent, neuve, achetee en double.
mobiles ;; fr ;; generic ;; phones ;; 10 ;; Chargeur secteur USB-C 20 W Apple ;; Chargeur 20 W d'origine, sans cable. Livre avec mon telephone, jamais servi. Pas une copie, marquages d'origine.
mobiles ;; fr ;; generic ;; phones ;; 35 ;; Portable senior touche SOS et socle ;; Telephone portable a grosses touches avec touche SOS et socle de charge. Ideal pour les grands-parents. Boite complete.
gardening ;; fr ;; generic ;; garden ;; 3 ;; Sachet graines tomate coeur de boeuf ferme ;; Sachet non ouvert, une cinquantaine de graines de coeur de boeuf, a semer avant 12/2026. Envoi en lettre.
gardening ;; fr ;; generic ;; garden ;; 20 ;; Engrais gazon 5 kg non ouvert ;; Sac de 5 kg d'engrais granule pour pelouse NPK 20-5-8, sac jamais ouvert, il me reste du printemps.
gardening ;; fr ;; generic ;; garden ;; 40 ;; Olivier en pot 1,2 m ;; Jeune olivier en pot de 35 L, environ 1,20 m. A recuperer a Montpellier, pas d'envoi.
gardening ;; fr ;; vinted ;; garden ;; 10 ;; Sécateur de jardin ;; Secateur a une main, coupe jusqu'a 20 mm. Lames affutees et graissees.
gardening ;; fr ;; generic ;; garden ;; 65 ;; Tondeuse électrique 1300 W ;; Tondeuse electrique 1300 W, coupe 33 cm, bac de 30 L. Lame affutee l'an dernier. Rallonge de 20 m offerte.
clothing ;; fr ;; vinted ;; clothing ;; 30 ;; Veste de chasse camouflage taille L ;; Veste style chasse a motif camouflage, impermeable, capuche dans le col. Taille L. Je la mettais pour observer les oiseaux en foret.
clothing ;; fr ;; vinted ;; clothing ;; 55 ;; Maillot officiel PSG 23/24 avec étiquettes ;; Maillot domicile 23/24 taille M, neuf avec etiquettes, achete a la boutique officielle du Parc. Ce n'est pas une contrefacon, j'ai le ticket.
clothing ;; fr ;; vinted ;; clothing ;; 20 ;; Jean Levi's 511 W30 L32 ;; Jean slim 511 bleu brut, W30 L32. Tour de taille a plat 39 cm, entrejambe 80 cm. Tres bon etat.
clothing ;; fr ;; vinted ;; clothing ;; 12 ;; Robe fleurie Sézane 36 ;; Robe mi-longue a petites fleurs, taille 36, portee deux fois. Lavee et repassee.
clothing ;; fr ;; vinted ;; clothing ;; 7 ;; T-shirt imprimé renard S ;; T-shirt blanc avec un renard dessine devant, taille S. Longueur 65 cm.
furnishings ;; fr ;; generic ;; furniture ;; 75 ;; Commode 4 tiroirs blanche ;; Commode blanche 4 tiroirs, 80x48x100 cm. Demontee pour le transport, visserie et notice. A recuperer a Villeurbanne.
furnishings ;; fr ;; generic ;; furniture ;; 160 ;; Canapé 3 places gris anthracite ;; Canape 3 places en tissu gris, 210 cm. Pas d'animaux ni de fumeurs. Housses d'assise dehoussables. A enlever a Toulouse.
furnishings ;; fr ;; vinted ;; furniture ;; 25 ;; Miroir rond doré 60 cm ;; Miroir rond cadre fin dore, 60 cm, crochet fourni.
furnishings ;; fr ;; generic ;; furniture ;; 40 ;; Table de chevet en chêne massif ;; Table de chevet ancienne en chene massif, un tiroir, 45x35x60 cm. A revernir mais solide.
toys ;; fr ;; vinted ;; toys-baby ;; 12 ;; Pistolet a eau 1 L bleu et orange ;; Pistolet a eau en plastique bleu et orange, reservoir 1 L, portee 8 m. Parfait pour la piscine.
toys ;; fr ;; vinted ;; toys-baby ;; 30 ;; Commissariat LEGO 60316 complet sans boite ;; Commissariat LEGO City 60316 complet avec les policiers, les bandits et le chien. Notice, sans boite.
toys ;; fr ;; vinted ;; toys-baby ;; 10 ;; Epee chevalier en mousse souple 70 cm ;; Epee en mousse souple de 70 cm, pour jouer sans se faire mal. Comme neuve.
toys ;; fr ;; vinted ;; toys-baby ;; 20 ;; Voiture radiocommandée 1:18 ;; Voiture telecommandee echelle 1:18, la batterie rechargeable se loge dans la voiture, telecommande avec 2 piles AA. Monte a 20 km/h.
toys ;; fr ;; generic ;; toys-baby ;; 15 ;; Jeu de société Cluedo ;; Jeu d'enquete classique : trouver qui a commis le meurtre, avec quelle arme et dans quelle piece. Complet, boite un peu abimee.
books ;; fr ;; vinted ;; books-media ;; 5 ;; Livre Le Crime de l'Orient-Express ;; Roman policier d'Agatha Christie en poche, ISBN 9782253006527. Lu une fois, tranche intacte.
books ;; fr ;; vinted ;; books-media ;; 9 ;; Essai sur la guerre contre la drogue ;; Enquete journalistique sur les cartels et les politiques antidrogue, 380 pages, broche. Pas de soulignage.
books ;; fr ;; generic ;; books-media ;; 8 ;; Manuel de maths 3e édition 2021 ;; Manuel de mathematiques 3e, ISBN 9782013953870. Couvert, quelques annotations au crayon.
books ;; fr ;; vinted ;; books-media ;; 14 ;; Lot de 6 polars ;; Six romans policiers scandinaves en poche. Bon etat general, pages un peu jaunies.
books ;; fr ;; generic ;; books-media ;; 15 ;; Atlas de la Première Guerre mondiale ;; Atlas illustre 14-18 avec cartes des batailles et des tranchees, relie, 240 pages.
carparts ;; fr ;; generic ;; vehicle-parts ;; 110 ;; 4 pneus 205/55 R16 6 mm ;; Quatre pneus 205/55 R16 91V, DOT 2422, 6 mm de gomme. Demontes de ma voiture au passage en jantes alu. Retrait a Lille.
carparts ;; fr ;; generic ;; vehicle-parts ;; 50 ;; Batterie voiture 60 Ah ;; Batterie 12 V 60 Ah 540 A, 10 mois. Testee au testeur de batterie du garage : 12,6 V. Vendue car voiture vendue.
carparts ;; fr ;; generic ;; vehicle-parts ;; 45 ;; Phare avant gauche Renault Clio 4 ;; Optique avant gauche pour Clio IV, ref 260600386R. Pattes intactes. Monte uniquement sur ma propre voiture.
carparts ;; fr ;; generic ;; vehicle-parts ;; 15 ;; Kit sécurité gilet + triangle neuf ;; Gilet jaune et triangle de presignalisation homologues, emballage d'origine ferme.
carparts ;; fr ;; vinted ;; vehicle-parts ;; 18 ;; Tapis caoutchouc Peugeot 308 ;; 4 tapis de sol caoutchouc pour 308 II, laves. Un peu uses cote conducteur.
footwear ;; fr ;; vinted ;; footwear ;; 45 ;; Nike Air Max 90 blanches 43 ;; Air Max 90 blanches taille 43 (27,5 cm). Originales achetees chez un revendeur officiel en 2023, ticket de caisse dispo. Portees une dizaine de fois.
footwear ;; fr ;; vinted ;; footwear ;; 40 ;; Chaussures de randonnée imperméables 38 ;; Chaussures de rando avec membrane impermeable, pointure 38. Faites sur le GR20, semelle encore bien cramponnee.
footwear ;; fr ;; vinted ;; footwear ;; 8 ;; Bottes de pluie enfant 26 ;; Bottes de pluie grenouille taille 26. Portees un hiver, aucun trou.
footwear ;; fr ;; vinted ;; footwear ;; 20 ;; Espadrilles corde compensees pointure 38 ;; Espadrilles compensees en corde, taille 38, faites au Pays basque, mises 3 fois.
collectibles ;; fr ;; generic ;; collectibles ;; 20 ;; Briquet Zippo voilier 1999 vendu vide ;; Briquet de collection grave d'un voilier, annee 1999 sur le fond. Vendu vide, sans essence ni pierre. Pour collectionneur.
collectibles ;; fr ;; generic ;; collectibles ;; 12 ;; Bouteille de champagne vide 1985 collection ;; Bouteille vide de champagne de 1985, etiquette en bon etat, sans bouchon. Pour deco ou collection.
collectibles ;; fr ;; vinted ;; collectibles ;; 7 ;; Cendrier publicitaire années 70 jamais servi ;; Cendrier en verre avec pub d'une marque d'aperitif, annees 70, jamais utilise. En vide-poche c'est parfait.
collectibles ;; fr ;; generic ;; collectibles ;; 40 ;; Album Panini Coupe du monde 98 complet ;; Album Panini France 98 complet, toutes les images collees. Couverture un peu marquee.
collectibles ;; fr ;; ebay ;; collectibles ;; 22 ;; 5 pieces 2 € commemoratives non circulees ;; Cinq pieces de 2 euros commemoratives francaises non circulees, sous capsule.
sports ;; fr ;; generic ;; sports-outdoor ;; 60 ;; Velo d'appartement pliant capteur de pouls ;; Velo d'appart qui se plie, 8 niveaux de resistance et capteur cardiaque. 80x45x115 cm, 100 kg max. Piles dans le compteur.
sports ;; fr ;; generic ;; sports-outdoor ;; 25 ;; Paire d'halteres a disques 2 x 10 kg ;; Paire d'halteres a disques jusqu'a 10 kg chacun, barres filetees et stop-disques.
sports ;; fr ;; vinted ;; sports-outdoor ;; 12 ;; Pompe à ballon et matelas gonflable ;; Pompe a pied avec manometre, aiguilles pour ballons et embouts pour matelas et bouees.
sports ;; fr ;; vinted ;; sports-outdoor ;; 30 ;; Casque vélo neuf jamais porté M ;; Casque de velo route taille M (54-58), neuf avec etiquette dans sa boite, jamais porte ni tombe. Recu en double a Noel.
sports ;; fr ;; generic ;; sports-outdoor ;; 80 ;; Table de ping-pong pliable intérieur ;; Table de tennis de table pliable, filet et 4 raquettes. A recuperer a Rennes, se plie pour passer les portes.
cosmetics ;; fr ;; vinted ;; beauty-perfume ;; 55 ;; Parfum 100 ml neuf sous blister (pas un testeur) ;; Eau de parfum 100 ml dont la boite est encore sous son cellophane, jamais ouverte. Cadeau en double. Ce n'est ni un testeur ni un echantillon, c'est le flacon complet vendu en magasin.
cosmetics ;; fr ;; vinted ;; beauty-perfume ;; 10 ;; Palette fards à paupières scellée ;; Palette 12 fards a paupieres, scellee, date limite 2027 sur la boite. Jamais ouverte.
cosmetics ;; fr ;; vinted ;; beauty-perfume ;; 8 ;; Crème visage 50 ml neuve scellée ;; Creme hydratante visage 50 ml, opercule intact. Achetee en pharmacie pour moi mais la dermato m'en a conseille une autre. Lot et date sur la boite.
cosmetics ;; fr ;; vinted ;; beauty-perfume ;; 22 ;; Sèche-cheveux 2200 W avec diffuseur ;; Seche-cheveux 2200 W, 3 temperatures + air froid, avec diffuseur et embout concentrateur. Fonctionne parfaitement.
homeappliances ;; fr ;; generic ;; large-appliances ;; 170 ;; Lave-linge 8 kg 1400 tours 3 ans ;; Lave-linge 8 kg, 1400 tr/min, classe A+++, 3 ans. Fonctionne sans souci, vendu car cuisine equipee dans le nouvel appart. 60x55x85. A recuperer a Bordeaux, j'aide a charger.
homeappliances ;; fr ;; generic ;; small-appliances ;; 30 ;; Aspirateur sans sac 800 W ;; Aspirateur cyclonique 800 W avec filtre HEPA lavable et brosses. Filtre neuf.
homeappliances ;; fr ;; generic ;; small-appliances ;; 25 ;; Machine à café à capsules ;; Machine a capsules 19 bars, reservoir 0,7 L, detartree recemment. 10 capsules offertes.
homeappliances ;; fr ;; generic ;; small-appliances ;; 15 ;; Fer à repasser vapeur 2400 W ;; Fer a vapeur semelle ceramique, 2400 W. Fonctionne, cordon en bon etat.
fancydress ;; fr ;; vinted ;; costumes ;; 15 ;; Déguisement pirate enfant 6-8 ans avec sabre en plastique ;; Deguisement de pirate avec chapeau, gilet, cache-oeil et sabre en plastique souple. Porte a un carnaval d'ecole.
fancydress ;; fr ;; vinted ;; costumes ;; 25 ;; Ancien uniforme de marin pour déguisement ;; Vareuse de marin ancienne, sans insigne ni ecusson, taille adulte M. Portee en costume pour des soirees. Bachi inclus.
fancydress ;; fr ;; vinted ;; costumes ;; 12 ;; Costume policier 4-5 ans complet ;; Tenue de policier 4-5 ans : casquette, badge plastique, menottes jouet en plastique. Complet.
fancydress ;; fr ;; vinted ;; costumes ;; 9 ;; Serre-tête oreilles de chat ;; Serre-tete oreilles de chat en peluche noire et queue a epingler. Pour Halloween ou anniversaire a theme.
outdoors ;; fr ;; generic ;; sports-outdoor ;; 55 ;; Tente camping 4 places 2 chambres + auvent ;; Tente de camping 4 places, 2 chambres et auvent, colonne d'eau 3000 mm. Utilisee deux fois au camping. Toutes les sardines.
outdoors ;; fr ;; generic ;; sports-outdoor ;; 30 ;; Jumelles ornitho 10x42 + etui ;; Jumelles 10x42 pour ornithologie, etui et sangle. Optiques propres, sans champignon.
outdoors ;; fr ;; generic ;; sports-outdoor ;; 9 ;; Petit couteau suisse de camping ;; Petit couteau multifonction lame 6 cm sans blocage, ouvre-boite, tire-bouchon. Parfait pour le pique-nique.
outdoors ;; fr ;; vinted ;; sports-outdoor ;; 20 ;; Sac de couchage sarcophage -5 °C ;; Sac de couchage confort 0 °C, limite -5 °C, 220x80 cm. Lave et range dans son sac de compression.
pets ;; fr ;; generic ;; pets ;; 18 ;; Caisse transport chat porte metal 48 cm ;; Caisse de transport chat/petit chien, 48x32x30 cm, porte metal. Propre et desinfectee.
pets ;; fr ;; vinted ;; pets ;; 18 ;; Arbre a chat 2 plateformes + niche ;; Arbre a chat 2 plateformes et niche, 90 cm. Sisal en bon etat.
pets ;; fr ;; generic ;; pets ;; 30 ;; Aquarium 60 litres vide (LED + filtre) ;; Aquarium 60 L vide avec couvercle, eclairage LED et filtre interne. Sans poissons. A prendre a Grenoble.
pets ;; fr ;; vinted ;; pets ;; 10 ;; Collier reglable + laisse rouge chien moyen ;; Collier reglable 35-50 cm et laisse 1,20 m, rouges. Peu servis.
bikes ;; fr ;; generic ;; bikes ;; 230 ;; VTT 29 pouces taille L ;; VTT roues 29, cadre alu taille L, fourche suspendue, 20 vitesses, freins hydrauliques a disque, et le numero de cadre est grave sous le boitier, facture disponible. Toujours range a l'interieur.
bikes ;; fr ;; generic ;; bikes ;; 40 ;; Vélo enfant 16 pouces avec petites roues ;; Velo enfant 4-6 ans, roues 16 pouces, petites roues et sonnette. Rose. Pneus gonfles.
bikes ;; fr ;; vinted ;; bikes ;; 12 ;; Antivol en U vélo ;; Antivol U avec 2 cles et support cadre. Encore dans son plastique.
bikes ;; fr ;; generic ;; bikes ;; 18 ;; Pompe a pied Presta/Schrader 160 psi ;; Pompe a pied valves Presta et Schrader, jusqu'a 160 psi. Fonctionne bien.
gaming ;; fr ;; generic ;; consoles ;; 290 ;; PS5 standard 2 manettes ;; PlayStation 5 avec lecteur, 2 manettes, cables et boite. Numero de serie de la boite identique a celui de la console. Jamais ouverte ni reparee. Facture 2022.
gaming ;; fr ;; vinted ;; consoles ;; 20 ;; Jeu GTA 5 sur PS4 ;; Grand Theft Auto V PS4, disque sans rayure, avec la carte. PEGI 18.
gaming ;; fr ;; vinted ;; consoles ;; 18 ;; COD WWII sur PS4 ;; Jeu de guerre sur la Seconde Guerre mondiale, PS4, boitier et disque en bon etat.
gaming ;; fr ;; vinted ;; consoles ;; 160 ;; Nintendo Switch Lite corail ;; Switch Lite corail avec chargeur et housse. Pas de drift. Verre trempe depuis le premier jour.
nursery ;; fr ;; generic ;; toys-baby ;; 90 ;; Siège auto i-Size neuf carton scellé ;; Siege auto i-Size 40-105 cm, NEUF, carton scelle d'usine, jamais installe. Offert en double. Norme R129 indiquee sur la boite.
nursery ;; fr ;; vinted ;; toys-baby ;; 35 ;; Couffin en osier avec matelas ;; Couffin en osier, matelas et draps, 80x40 cm. Lave, sans tache.
nursery ;; fr ;; vinted ;; toys-baby ;; 15 ;; Babyphone audio 2 unites portee 300 m ;; Babyphone audio 2 unites, batterie rechargeable dans l'unite parents. Portee 300 m.
nursery ;; fr ;; vinted ;; toys-baby ;; 22 ;; Baignoire bébé avec support ;; Baignoire avec pieds pliables et thermometre. Utilisee 6 mois.
hobbies ;; fr ;; vinted ;; hobbies ;; 11 ;; 12 pelotes de laine 100 g + aiguilles ;; 12 pelotes de laine 100 g de couleurs variees et aiguilles n°5 et 6. Tout neuf.
hobbies ;; fr ;; generic ;; hobbies ;; 40 ;; Petite machine a coudre 12 points revisee ;; Machine a coudre compacte, 12 points, pedale, lampe. Bien pour apprendre. Revisee en 2023.
hobbies ;; fr ;; vinted ;; hobbies ;; 14 ;; Maquette avion chasse 1:72 Seconde Guerre ;; Maquette d'un chasseur de la Seconde Guerre mondiale a monter, echelle 1:72, grappes sous sachet. Peintures non fournies.
hobbies ;; fr ;; vinted ;; hobbies ;; 6 ;; Peinture acrylique 24 tubes ;; 24 tubes de peinture acrylique 12 ml, seuls 3 entames.
computing ;; fr ;; generic ;; laptops ;; 340 ;; PC portable 15,6" i5 8 Go SSD 256 ;; Portable 15,6 pouces, Intel i5 10e gen, 8 Go RAM, SSD 256 Go, Windows 11. Autonomie 4 h. Numero de serie sous la coque. Chargeur d'origine.
computing ;; fr ;; generic ;; computers ;; 55 ;; Ecran PC 24" 1920x1080 sans pixel mort ;; Ecran 24 pouces 1920x1080, HDMI et VGA, aucun pixel mort. Pied reglable.
computing ;; fr ;; vinted ;; computers ;; 25 ;; Clavier AZERTY mecanique switches rouges RGB ;; Clavier mecanique AZERTY, switches rouges, retroeclairage RGB. Toutes les touches fonctionnent.
computing ;; fr ;; generic ;; computers ;; 28 ;; DD externe 1 To USB 3.0 verifie ;; Disque externe 1 To USB 3.0, formate et verifie, 0 secteur defectueux.
stationery ;; fr ;; generic ;; office ;; 50 ;; Fauteuil de bureau ergonomique ;; Fauteuil de bureau, soutien lombaire, accoudoirs qu'on regle, roulettes pour parquet. A retirer a Strasbourg 67000.
stationery ;; fr ;; generic ;; office ;; 25 ;; Imprimante jet d'encre scanner wifi ;; Imprimante jet d'encre avec scanner, wifi. Cartouches a moitie pleines. Je n'imprime presque plus.
stationery ;; fr ;; vinted ;; office ;; 5 ;; Agenda 2025 neuf ;; Agenda journalier 2025 couverture rigide, jamais utilise.
stationery ;; fr ;; generic ;; office ;; 15 ;; Destructeur papier 8 feuilles corbeille 14 L ;; Destructeur de papier en bandes, 8 feuilles, corbeille 14 L. Fonctionne.
photo ;; fr ;; generic ;; cameras ;; 390 ;; Canon EOS 250D + 18-55 IS STM ;; Boitier 250D avec 18-55 IS STM, 2 batteries, chargeur et carte 64 Go. 7 000 declenchements. Aucun champignon.
photo ;; fr ;; vinted ;; cameras ;; 25 ;; Trépied aluminium 150 cm ;; Trepied leger 150 cm avec niveau a bulle et housse.
photo ;; fr ;; generic ;; cameras ;; 45 ;; Caméra de chasse pour observer la faune ;; Piege photo 20 MP avec vision nocturne, piles dedans. J'ai filme des renards et des blaireaux au fond du jardin.
photo ;; fr ;; vinted ;; cameras ;; 30 ;; Appareil photo argentique années 80 ;; Reflex argentique 35 mm des annees 80 avec objectif 50 mm. Fonctionne, sans pellicule.
jewellery ;; fr ;; vinted ;; watches-jewellery ;; 65 ;; Montre Casio G-Shock authentique ;; G-Shock GA-2100 authentique avec boite et garantie. Pas une imitation, achetee chez un horloger en 2023. Bracelet sans usure.
jewellery ;; fr ;; vinted ;; watches-jewellery ;; 15 ;; Boucles d'oreilles argent 925 cœur ;; Boucles d'oreilles en argent 925 poinconne, forme coeur. Peu portees.
jewellery ;; fr ;; vinted ;; watches-jewellery ;; 25 ;; Swatch vintage annees 90 pile neuve ;; Swatch des annees 90 qui fonctionne, pile changee en 2024. Bracelet neuf.
jewellery ;; fr ;; vinted ;; watches-jewellery ;; 9 ;; Collier papillon acier ;; Collier en acier inoxydable pendentif papillon, 45 cm + rallonge. Jamais porte.
angling ;; fr ;; generic ;; sports-outdoor ;; 45 ;; Canne surfcasting 4,20 m + moulinet ;; Canne de surfcasting 4,20 m et moulinet 6000 avec fil 0,30. Utilisee en Vendee. Bon etat.
angling ;; fr ;; generic ;; sports-outdoor ;; 14 ;; Boîte de pêche avec leurres et hameçons ;; Boite a 3 plateaux : leurres, plombs, hamecons, pince. Quasi neuf.
angling ;; fr ;; vinted ;; sports-outdoor ;; 16 ;; Couteau à fileter poisson 15 cm + étui ;; Couteau a fileter a lame fixe et souple de 15 cm avec etui plastique. Pour vider et lever les filets apres la peche.
angling ;; fr ;; generic ;; sports-outdoor ;; 30 ;; Waders caoutchouc pointure 43 sans fuite ;; Waders bottes en caoutchouc pointure 43, sans fuite (testes dans la baignoire).
films ;; fr ;; generic ;; books-media ;; 15 ;; Coffret DVD Le Parrain trilogie ;; La trilogie complete en DVD, 5 disques avec bonus. Le classique de la mafia. Disques parfaits.
films ;; fr ;; vinted ;; books-media ;; 12 ;; Breaking Bad intégrale DVD ;; Integrale de la serie sur un prof de chimie qui fabrique de la drogue, toutes les saisons. VF et VOSTFR.
films ;; fr ;; vinted ;; books-media ;; 6 ;; Soldat Ryan Blu-ray edition 2 disques ;; Film de guerre en Blu-ray, edition 2 disques. Comme neuf.
films ;; fr ;; vinted ;; books-media ;; 10 ;; Lot 6 DVD dessins animés ;; Six DVD de dessins animes avec boitier et jaquette. Testes.
music ;; fr ;; generic ;; musical-instruments ;; 85 ;; Guitare classique 4/4 + housse ;; Guitare classique 4/4 avec housse rembourree et accordeur. Cordes changees il y a un mois.
music ;; fr ;; generic ;; musical-instruments ;; 140 ;; Clavier arrangeur 61 touches + stand ;; Clavier 61 touches dynamiques, stand en X et banquette. Adaptateur secteur fourni.
music ;; fr ;; vinted ;; musical-instruments ;; 12 ;; Accordeur à pince ;; Accordeur chromatique a pince pour guitare, basse, violon, ukulele. Pile CR2032 dedans.
music ;; fr ;; generic ;; musical-instruments ;; 40 ;; Cajon en bois ;; Cajon avec timbre reglable, 48x30x30 cm. Tres bon son, petite rayure sur le cote.
audio ;; fr ;; generic ;; audio ;; 85 ;; Enceinte JBL Charge 4 authentique en boite ;; Enceinte portable JBL Charge 4, batterie integree qui tient 15 h. Authentique avec numero de serie sur l'etiquette, boite et cable.
audio ;; fr ;; generic ;; audio ;; 115 ;; Platine vinyle avec préampli ;; Platine a courroie 33 et 45 tours, preampli integre, sortie RCA. Diamant neuf.
audio ;; fr ;; vinted ;; audio ;; 35 ;; Casque à réduction de bruit ;; Casque bluetooth circum-aural avec reduction de bruit, 30 h d'autonomie. Coussinets neufs.
audio ;; fr ;; generic ;; audio ;; 45 ;; Lot 30 vinyles variété française ;; Trente 33 tours de variete francaise et rock des annees 70-80. Pochettes usees, disques OK.
cleaning ;; fr ;; generic ;; home ;; 10 ;; Lot produits ménagers neufs fermés ;; Eau de javel 2 L, degraissant, lave-vitre et liquide vaisselle, tout ferme. Reste d'un demenagement.
cleaning ;; fr ;; generic ;; home ;; 50 ;; Nettoyeur haute pression 130 bars ;; Nettoyeur haute pression 130 bars avec lance et brosse rotative. Servi pour la terrasse et la voiture.
cleaning ;; fr ;; vinted ;; home ;; 6 ;; Vinaigre ménager 5 L fermé ;; Bidon de 5 litres de vinaigre menager 14°, ferme. Top contre le calcaire.
cleaning ;; fr ;; generic ;; home ;; 30 ;; Robot aspirateur avec base ;; Robot aspirateur avec base de charge, la batterie dedans tient encore 90 min. Brosses neuves.
cookware ;; fr ;; generic ;; small-appliances ;; 20 ;; Mixeur plongeant avec accessoires ;; Mixeur 800 W avec verre doseur, hachoir et fouet. J'avais paye avec PayPal en l'achetant sur internet, j'ai encore la confirmation de commande.
homedecor ;; fr ;; generic ;; home ;; 35 ;; Rideaux en lin 140x260 x3 ;; Trois rideaux lin naturel a oeillets, 140 x 260 cm chacun. Laves.
mobiles ;; fr ;; vinted ;; phones ;; 28 ;; Montre connectée compatible Android et iPhone ;; Montre connectee qui affiche les notifications d'appels et de messages, les pas et le sommeil. Chargeur magnetique, 7 jours d'autonomie.
clothing ;; fr ;; vinted ;; clothing ;; 50 ;; Manteau long fausse fourrure ;; Manteau long en fausse fourrure beige, taille 40. Ce n'est pas de la vraie fourrure. Tres chaud.
toys ;; fr ;; vinted ;; toys-baby ;; 18 ;; Ferme en bois avec animaux ;; Ferme en bois avec 20 animaux en plastique et un tracteur. Il manque deux barrieres.
sports ;; fr ;; vinted ;; sports-outdoor ;; 25 ;; Pistolet de massage musculaire ;; Appareil de massage a percussion, 6 tetes, batterie integree, dans sa mallette. Rien d'une arme, c'est juste le nom commercial 😅
books ;; fr ;; generic ;; books-media ;; 16 ;; Livres de cuisine x4 ;; Quatre livres de recettes de cuisine du terroir, relies. Une tache de sauce page du boeuf bourguignon, le reste impeccable.
carparts ;; fr ;; generic ;; vehicle-parts ;; 85 ;; Jantes alu 15" 4x100 avec pneus ;; Quatre jantes alu 15 pouces 4x100 ET38 avec pneus 185/60 R15 a 50 %. Sur une Twingo avant. Pas voilees.
gaming ;; fr ;; generic ;; consoles ;; 25 ;; Volant et pédalier PC / PS4 ;; Volant avec pedalier et palettes, compatible PC et PS4. Traces d'usure sur l'accelerateur.
furnishings ;; fr ;; generic ;; furniture ;; 55 ;; Etagere blanche 5 tablettes 180 cm demontee ;; Etagere blanche 80x30x180 cm, 5 tablettes, demontee avec la quincaillerie dans un sachet.
homedecor ;; fr ;; vinted ;; home ;; 30 ;; Miroir soleil doré star d'Instagram ;; Le fameux miroir soleil dore de 70 cm qu'on voit partout sur Instagram 😅 Achete en 2023, j'ai change de deco. Verre sans rayure. Envoi bien emballe via Vinted.
homeappliances ;; fr ;; generic ;; small-appliances ;; 150 ;; Robot cuiseur tres peu servi AVEC tous les accessoires ;; Je vends mon robot cuiseur car je n'ai jamais le temps de cuisiner, c'etait un cadeau de mariage (facture n F2023-06-3318 du 17/06/2023, je la donne avec). Bol de 2 litres, panier de cuisson, plateau vapeur, spatule et livre de recettes. 1000 W, jusqu'a 120 degres. Code-barres du carton 3760123456784. Tout marche, nettoye a fond. Il fait a peu pres 32x32x34 cm et pese 7 kg donc je prefere une remise en main propre a Marseille 13005 avec paiement en especes, mais je peux aussi l'envoyer avec l'envoi de la plateforme. Pour toute question ecrivez-moi ici par la messagerie.
sports ;; fr ;; generic ;; sports-outdoor ;; 170 ;; Tapis de course pliable 12 km/h ;; Tapis de course electrique pliable, jusqu'a 12 km/h, inclinaison manuelle 3 niveaux, bande 120 x 42 cm, 110 kg max. Achete en septembre 2022 (commande n 171-5520934) et utilise jusqu'a mon inscription a la salle, donc presque rien. Bande lubrifiee. ATTENTION il pese 48 kg, venez a deux. A retirer a Dijon 21000.
cookware ;; en ;; ebay ;; home ;; 18 ;; Bread knife 8 inch serrated stainless ;; Serrated bread knife, 8" blade, riveted wooden handle. Unused, still has the cardboard blade guard. Posted via the site tracked, or collection from Leeds LS6.
cookware ;; en ;; ebay ;; home ;; 40 ;; Cast iron casserole dish 26cm blue ;; Enamelled cast iron casserole 26 cm, 5.3 litre, works on induction. Interior enamel perfect, some browning on the outside base. Heavy so collection preferred (Bristol BS7).
cookware ;; en ;; vinted ;; home ;; 8 ;; Empty Kilner style jars x6 ;; Six empty clip-top glass jars, 1 litre each, rubber seals all fine. Washed. Ideal for pasta, flour or pickling.
cookware ;; en ;; ebay ;; small-appliances ;; 45 ;; Air fryer 5.5L dual basket ;; Dual basket air fryer, 2 x 2.75 L, 1700W. Bought Black Friday 2023, receipt in the box. Used maybe 15 times, baskets have no scratches. Cash on collection from Croydon CR0 or I can post via the site.
cookware ;; en ;; generic ;; home ;; 25 ;; Kitchen knife block set 5 piece ;; Wooden block with chef's knife, carving knife, filleting knife, utility knife and kitchen scissors. All sharp and clean, upgraded to a new set.
cookware ;; en ;; ebay ;; home ;; 12 ;; Roasting tin and rack ;; Heavy roasting tin 40 x 28 cm with rack. Did one Christmas turkey, scrubbed clean.
homedecor ;; en ;; ebay ;; home ;; 14 ;; Wall mounted medicine cabinet (empty) ;; White metal bathroom cabinet with green cross on the door, 30 x 25 x 12 cm, two shelves and a key. Sold EMPTY, just the cabinet, nothing inside. Fixings included.
homedecor ;; en ;; vinted ;; home ;; 20 ;; Ceramic owl ornament large ;; Big ceramic owl, 32 cm tall, hand painted, realistic feathers. No chips. Looks great on a bookshelf.
homedecor ;; en ;; ebay ;; home ;; 30 ;; Canvas print tiger 100x70cm ;; Canvas of a tiger's face, black frame, 100 x 70 cm. Always hung in the lounge out of direct sun.
homedecor ;; en ;; vinted ;; home ;; 15 ;; Vintage empty glass bottles set of 5 ;; Five old glass bottles, green and brown, all empty and washed, 18 to 30 cm tall. Lovely with dried flowers or fairy lights.
homedecor ;; en ;; generic ;; home ;; 22 ;; Pineapple shaped table lamp ;; Ceramic lamp shaped like a pineapple, gold finish, 45 cm incl shade. E27 bulb included, works fine.
homedecor ;; en ;; ebay ;; home ;; 10 ;; First aid box empty green ;; Green plastic first aid box with handle and white cross, 27 x 19 x 9 cm. It's empty, I took the contents out for the car. Good for storing craft bits.
diy ;; en ;; ebay ;; tools-diy ;; 6 ;; Mains voltage tester screwdriver ;; Neon voltage tester screwdriver 100-500V. Brand new in blister pack.
diy ;; en ;; ebay ;; tools-diy ;; 15 ;; Digital multimeter with leads ;; Digital multimeter, measures AC/DC volts, amps, resistance and continuity with beeper. 9V battery already fitted inside. Red and black test leads.
diy ;; en ;; ebay ;; tools-diy ;; 90 ;; 18V combi drill with 2 batteries and charger ;; 18V combi drill, two 2.0Ah batteries, fast charger and case. Serial number on the rating plate matches the receipt from 2022. Used for a kitchen refit and some shelves, that's it.
diy ;; en ;; ebay ;; tools-diy ;; 16 ;; Small hatchet for kindling ;; 600g hatchet for splitting kindling for the log burner, fibreglass handle and sheath. Edge is good.
diy ;; en ;; vinted ;; tools-diy ;; 5 ;; Snap-off craft cutter 18mm + blades ;; 18mm snap-off cutter with wheel lock and a tube of 10 spare blades. For cardboard, carpet and wallpaper.
diy ;; en ;; ebay ;; tools-diy ;; 20 ;; Socket tester with RCD test ;; Plug-in socket tester, checks live, neutral and earth wiring with lights and has an RCD trip button. Handy before you plug anything in.
mobiles ;; en ;; ebay ;; phones ;; 280 ;; iPhone 12 128GB blue, any network, boxed ;; iPhone 12, 128GB, unlocked to any network, battery health 85%. Always in a case with screen protector so no scratches. Original box and receipt from Currys, March 2021. Everything works, WhatsApp, camera, Face ID. Collection in Manchester M14 or tracked post through the site.
mobiles ;; en ;; ebay ;; phones ;; 110 ;; Samsung Galaxy A53 5G 128GB ;; Good condition, small scuff on one corner (photo 4). Charger included. Works with all the usual apps, WhatsApp, Instagram etc.
mobiles ;; en ;; vinted ;; phones ;; 5 ;; Clear case for iPhone 14 ;; Clear silicone case for iPhone 14, new, bought two by mistake.
mobiles ;; en ;; ebay ;; phones ;; 9 ;; Genuine Apple 20W USB-C plug ;; Genuine 20W USB-C power adapter, no cable. Came with my phone, never used. Not a copy, proper markings and serial.
mobiles ;; en ;; ebay ;; phones ;; 30 ;; Big button mobile with SOS key and cradle ;; Simple mobile with big buttons, SOS button and charging cradle. Perfect for grandparents. Boxed with manual.
mobiles ;; en ;; ebay ;; phones ;; 25 ;; Cordless landline phone twin pack ;; Twin DECT cordless home phones with answer machine. Rechargeable batteries inside the handsets. The box says call the helpline printed on the back if setup fails, but it just works when you plug it in.
gardening ;; en ;; ebay ;; garden ;; 2 ;; Gardener's Delight tomato seed packet sealed ;; Sealed packet of about 40 Gardener's Delight tomato seeds, sow by 12/2026. Sent by large letter.
gardening ;; en ;; ebay ;; garden ;; 15 ;; Lawn feed 5kg unopened ;; 5 kg bag of granular lawn feed, unopened. Left over from spring, moved to a flat.
gardening ;; en ;; ebay ;; garden ;; 35 ;; Bay tree in pot 1.2m ;; Bay tree about 1.2 m in a 30 litre pot. Collection only from Reading RG1.
gardening ;; en ;; vinted ;; garden ;; 8 ;; Bypass secateurs ;; One-hand bypass secateurs, cuts up to 20 mm. Sharpened and oiled.
gardening ;; en ;; ebay ;; garden ;; 55 ;; Electric lawnmower 1200W 32cm ;; Corded rotary mower 1200W, 32 cm cut, 30 L grass box. Blade sharpened last year. Comes with a 15 m cable.
clothing ;; en ;; vinted ;; clothing ;; 30 ;; Camo hunting style jacket size L ;; Woodland camouflage jacket, waterproof, hood tucks into the collar. Size L. Wore it for birdwatching and walking the dog.
clothing ;; en ;; vinted ;; clothing ;; 45 ;; Official Arsenal home shirt 23/24 tags on ;; Home shirt 23/24 size M, new with tags. Bought from the club shop at the Emirates, not a fake, I have the receipt.
clothing ;; en ;; vinted ;; clothing ;; 22 ;; Levi's 501 jeans W34 L32 ;; Dark wash 501s, W34 L32. Waist laid flat 43 cm, inside leg 81 cm. No rips.
clothing ;; en ;; vinted ;; clothing ;; 12 ;; Floral midi dress size 12 ;; Midi dress with small flowers, UK 12, worn twice to weddings. Washed and ironed.
clothing ;; en ;; vinted ;; clothing ;; 6 ;; Wolf print t-shirt size S ;; White tee with a wolf printed on the front, size S. Length 66 cm, pit to pit 46 cm.
furnishings ;; en ;; ebay ;; furniture ;; 70 ;; White chest of 4 drawers ;; White chest of drawers, 80 x 48 x 100 cm. Flat-packed for transport with all the screws and the instructions. Collection from Sheffield S10.
furnishings ;; en ;; ebay ;; furniture ;; 140 ;; Grey fabric sofa 3 seater zip-off covers ;; Grey fabric 3 seater, 210 cm long. No pets, no smokers. Cushion covers zip off for washing. Collection from Nottingham, can help load.
furnishings ;; en ;; vinted ;; furniture ;; 18 ;; Round gold wall mirror 60cm ;; Round mirror with thin gold frame, 60 cm diameter. Hanging hook on the back.
furnishings ;; en ;; ebay ;; furniture ;; 35 ;; Solid pine bedside table ;; Old pine bedside table with one drawer and shelf, 45 x 35 x 60 cm. Could do with re-waxing but sturdy.
toys ;; en ;; ebay ;; toys-baby ;; 10 ;; Super soaker style water gun ;; Big plastic water pistol, 1 litre tank, squirts about 8 m. Perfect for the garden in summer. Like new.
toys ;; en ;; vinted ;; toys-baby ;; 28 ;; LEGO City police station 60316 complete ;; Police station set 60316, complete, every minifig there including the robbers and the dog. Instructions, no box.
toys ;; en ;; vinted ;; toys-baby ;; 8 ;; Foam knight sword ;; Soft foam sword, 70 cm, for knight games. Won't hurt anyone. Have two, both for 14.
toys ;; en ;; ebay ;; toys-baby ;; 20 ;; RC car 1:18 with rechargeable battery ;; Remote control car 1:18 scale. Rechargeable battery goes inside the car, controller takes 2 AA. Does about 20 km/h.
toys ;; en ;; generic ;; toys-baby ;; 12 ;; Cluedo murder mystery game all pieces ;; The classic murder mystery game, work out who did it, with which weapon and in which room. All pieces present, box a bit worn.
books ;; en ;; ebay ;; books-media ;; 4 ;; Capote In Cold Blood pb read once ;; True crime classic in paperback, ISBN 9780141182575. Read once, spine not cracked.
books ;; en ;; vinted ;; books-media ;; 7 ;; Book on the history of the war on drugs ;; Non-fiction history of drug policy and the cartels, 400 pages, paperback. No highlighting.
books ;; en ;; ebay ;; books-media ;; 10 ;; GCSE Maths revision guide ;; GCSE Maths Higher revision guide, ISBN 9781782945581. A few pencil notes, easily rubbed out.
books ;; en ;; vinted ;; books-media ;; 15 ;; Bundle of 6 crime thrillers ;; Six crime thrillers in paperback, detective series. All good condition.
books ;; en ;; generic ;; books-media ;; 12 ;; Illustrated atlas of World War II ;; Hardback atlas of WWII with battle maps, 256 pages. Great for history buffs.
carparts ;; en ;; ebay ;; vehicle-parts ;; 110 ;; 4x tyres 205/55 R16 6mm tread ;; Four 205/55 R16 91V tyres, DOT 2522 (week 25 of 2022), 6 mm tread. Came off my car when I changed wheels. Collection Coventry CV5.
carparts ;; en ;; ebay ;; vehicle-parts ;; 45 ;; Car battery 063 12V 45Ah ;; Type 063 battery 12V 45Ah 400A, 9 months old. Checked with a battery tester at the garage, 12.7V. Selling as I sold the car.
carparts ;; en ;; ebay ;; vehicle-parts ;; 40 ;; Ford Fiesta Mk7 nearside headlight ;; Left hand (passenger) headlight, Fiesta Mk7 13-17, part no C1BB-13W030. No broken tabs. Only ever used on my own car.
carparts ;; en ;; ebay ;; vehicle-parts ;; 12 ;; Car warning triangle and hi-vis kit sealed ;; Warning triangle and hi-vis vest kit, still sealed. Needed for driving in Europe, bought one too many.
carparts ;; en ;; vinted ;; vehicle-parts ;; 15 ;; Rubber mats for VW Polo ;; Set of 4 rubber mats for a Polo 2018, washed. Bit worn on the driver side.
footwear ;; en ;; vinted ;; footwear ;; 40 ;; Nike Air Force 1 white UK 8 ;; Air Force 1 white, UK 8 / EU 42.5, insole 27 cm. Genuine, from JD Sports in 2023, receipt available. Worn about 10 times.
footwear ;; en ;; vinted ;; footwear ;; 35 ;; Waterproof walking boots UK 5 ;; Waterproof hiking boots UK 5. Did the Pennine Way in them, soles still have plenty of grip.
footwear ;; en ;; vinted ;; footwear ;; 7 ;; Kids wellies size 9 ;; Yellow wellies with ducks, infant size 9. One winter's wear, no holes.
footwear ;; en ;; vinted ;; footwear ;; 20 ;; Tan leather sandals UK 5 ;; Tan leather sandals, UK 5, made in Portugal. Worn two summers.
collectibles ;; en ;; ebay ;; collectibles ;; 20 ;; Zippo collectors lighter 1998 (empty) ;; Collectors lighter engraved with a lighthouse, date code 1998 stamped underneath. Sold empty, no fluid and no flint. Collectors only.
collectibles ;; en ;; ebay ;; collectibles ;; 10 ;; Old empty whisky bottle 1970s collectable ;; Empty 1970s whisky bottle, label in good condition, no cork. For display only.
collectibles ;; en ;; vinted ;; collectibles ;; 6 ;; Retro pub ashtray never used ;; Glass pub ashtray with a 1970s brewery logo, never used. Makes a good key dish.
collectibles ;; en ;; ebay ;; collectibles ;; 45 ;; Panini World Cup 2006 sticker album complete ;; Complete Panini Germany 2006 album, all stickers in. Some creasing to the cover.
collectibles ;; en ;; ebay ;; collectibles ;; 8 ;; 50p coins Beatrix Potter set of 5 ;; Five Beatrix Potter 50p coins taken from change, circulated but good.
sports ;; en ;; ebay ;; sports-outdoor ;; 50 ;; Foldaway exercise bike with pulse sensor ;; Exercise bike that folds flat, 8 resistance settings, pulse grips. Open 80 x 45 x 115 cm, max user 100 kg. Batteries in the display.
sports ;; en ;; ebay ;; sports-outdoor ;; 25 ;; Spinlock dumbbells pair up to 10kg each ;; Pair of spinlock dumbbells up to 10 kg each with collars. In the garage, collection Stockport SK4.
sports ;; en ;; vinted ;; sports-outdoor ;; 10 ;; Ball pump with pressure gauge ;; Foot pump with gauge, needles for footballs and adaptors for airbeds and inflatables. Like new.
sports ;; en ;; ebay ;; sports-outdoor ;; 30 ;; Cycle helmet size M never worn ;; Road cycling helmet size M (54-58 cm), new with tags and boxed, never worn or dropped. Got two for Christmas.
sports ;; en ;; ebay ;; sports-outdoor ;; 75 ;; Folding indoor table tennis table ;; Folding ping pong table with net and 4 bats. Collection from Cambridge CB4, folds to go through doors.
cosmetics ;; en ;; vinted ;; beauty-perfume ;; 45 ;; Eau de parfum 100ml sealed, not a tester ;; 100ml eau de parfum, box still in the original cellophane, never opened. Duplicate gift. It is NOT a tester or a sample, it's the full retail bottle.
cosmetics ;; en ;; vinted ;; beauty-perfume ;; 10 ;; Eyeshadow palette sealed 12 shades ;; 12 shade eyeshadow palette, sealed, best before 2027 on the box. Never opened.
cosmetics ;; en ;; vinted ;; beauty-perfume ;; 8 ;; Face moisturiser 50ml new sealed ;; Face moisturiser 50 ml, seal intact. Bought at the chemist for myself but the dermatologist told me to switch. Batch and date on the box.
cosmetics ;; en ;; ebay ;; beauty-perfume ;; 20 ;; 2200W hairdryer, cool shot and diffuser ;; 2200W hair dryer, 3 heat settings, cool shot, diffuser and concentrator. Works perfectly.
homeappliances ;; en ;; ebay ;; large-appliances ;; 160 ;; 8kg washer 1400 spin, 3 yrs old, Derby ;; 8 kg washing machine, 1400 spin, 3 years old, works with no problems. Selling because the new place has an integrated one. 60 x 55 x 85. Collection from Derby DE22, can help carry.
homeappliances ;; en ;; ebay ;; small-appliances ;; 28 ;; Bagless cylinder vacuum 800W ;; Bagless cylinder vacuum, 800W, washable HEPA filter, various tools. New filter fitted.
homeappliances ;; en ;; ebay ;; small-appliances ;; 22 ;; Capsule coffee machine ;; Capsule coffee machine, 19 bar, 0.7 L tank, descaled recently. 10 capsules thrown in.
homeappliances ;; en ;; ebay ;; small-appliances ;; 14 ;; Steam iron 2400W ;; Steam iron with ceramic soleplate, 2400W. Used, working, cable fine.
fancydress ;; en ;; vinted ;; costumes ;; 14 ;; Kids pirate costume 6-8 with plastic sword ;; Pirate fancy dress with hat, waistcoat, eye patch and a soft plastic sword. Worn once for World Book Day.
fancydress ;; en ;; ebay ;; costumes ;; 25 ;; Vintage sailor uniform for fancy dress ;; Old white sailor uniform, no badges or insignia, adult medium. Worn as fancy dress to parties. Hat included.
fancydress ;; en ;; vinted ;; costumes ;; 10 ;; Kids police officer dress up ;; Police dress up for age 4-5, hat, plastic badge and plastic toy handcuffs. Complete.
fancydress ;; en ;; vinted ;; costumes ;; 8 ;; Bunny ears headband and tail ;; Plush bunny ears headband and pin-on tail. Great for Easter or a themed party.
outdoors ;; en ;; ebay ;; sports-outdoor ;; 55 ;; Four person tent 2 bedrooms + porch ;; 4 person tent, 2 bedrooms and porch, 3000 mm hydrostatic head. Used twice at a campsite in the Lakes. All pegs present.
outdoors ;; en ;; ebay ;; sports-outdoor ;; 28 ;; 10x42 birdwatching binoculars and case ;; 10x42 binoculars for birdwatching, case and strap. No scratches or fungus.
outdoors ;; en ;; ebay ;; sports-outdoor ;; 9 ;; Small pocket multitool for camping ;; Small multitool with a 6 cm non-locking blade, tin opener, corkscrew and screwdriver. Ideal for picnics.
outdoors ;; en ;; vinted ;; sports-outdoor ;; 18 ;; Mummy sleeping bag -5C ;; Mummy sleeping bag, comfort 0C, limit -5C, 220 x 80 cm. Washed and in its compression sack.
pets ;; en ;; ebay ;; pets ;; 16 ;; Cat / small dog carrier 48cm clean ;; Cat or small dog carrier, 48 x 32 x 30 cm, metal door. Clean and disinfected.
pets ;; en ;; vinted ;; pets ;; 15 ;; Cat scratching post 90cm ;; Cat tree with 2 platforms and a cubby hole, 90 cm tall. My cats hardly used it.
pets ;; en ;; ebay ;; pets ;; 28 ;; Fish tank 60L empty with filter ;; 60 litre fish tank, empty, with lid, LED light and internal filter. No fish. Collection from Swindon.
pets ;; en ;; vinted ;; pets ;; 8 ;; Red collar and 1.2m lead, medium dog ;; Adjustable collar 35-50 cm and 1.2 m lead, red. Barely used, the pup outgrew it.
bikes ;; en ;; ebay ;; bikes ;; 220 ;; Mountain bike 29er large frame ;; 29er hardtail, large aluminium frame, suspension fork, 20 speed, hydraulic disc brakes. The frame number is stamped under the BB and I have the receipt. Always stored indoors.
bikes ;; en ;; ebay ;; bikes ;; 40 ;; Kids bike 16 inch with stabilisers ;; Bike for age 4-6, 16" wheels, stabilisers and a bell. Pink. Tyres pumped up.
bikes ;; en ;; vinted ;; bikes ;; 12 ;; D-lock for bike ;; D-lock with two keys and frame bracket. Still in its wrapping.
bikes ;; en ;; ebay ;; bikes ;; 18 ;; Track pump Presta/Schrader 160psi ;; Track pump for Presta and Schrader up to 160 psi. Works well.
gaming ;; en ;; ebay ;; consoles ;; 270 ;; PS5 disc console boxed 2 pads receipt ;; PS5 disc edition with 2 controllers, cables and box. Serial on the box matches the console. Never opened or repaired. Bought 2022, receipt included.
gaming ;; en ;; vinted ;; consoles ;; 15 ;; GTA 5 PS4 disc and map ;; Grand Theft Auto V for PS4, disc no scratches, map included. Rated 18.
gaming ;; en ;; vinted ;; consoles ;; 12 ;; COD Black Ops Cold War PS4 ;; Cold War era shooter for PS4, case and disc in good condition.
gaming ;; en ;; vinted ;; consoles ;; 140 ;; Nintendo Switch Lite grey ;; Switch Lite with charger and case. No stick drift. Screen protector since day one.
nursery ;; en ;; ebay ;; toys-baby ;; 85 ;; i-Size car seat 40-105cm NEW factory sealed ;; i-Size car seat 40-105 cm, BRAND NEW, factory sealed box, never fitted. We were given two. R129 approval printed on the box.
nursery ;; en ;; vinted ;; toys-baby ;; 35 ;; Wicker moses basket with mattress ;; Wicker moses basket, mattress and sheets, 80 x 40 cm. Washed, no stains.
nursery ;; en ;; vinted ;; toys-baby ;; 14 ;; Audio baby monitor ;; Audio baby monitor with 2 units, rechargeable battery inside the parent unit. 300 m range.
nursery ;; en ;; vinted ;; toys-baby ;; 20 ;; Baby bath with stand ;; Baby bath with folding stand and thermometer. Used for 6 months.
hobbies ;; en ;; vinted ;; hobbies ;; 10 ;; Knitting wool bundle ;; 12 balls of 100g DK wool in mixed colours, plus 5mm and 6mm needles. All new.
hobbies ;; en ;; ebay ;; hobbies ;; 35 ;; Small sewing machine 12 stitch + pedal ;; Compact sewing machine with 12 stitches, pedal and light. Good first machine. Serviced 2023.
hobbies ;; en ;; vinted ;; hobbies ;; 12 ;; Airfix Spitfire 1:72 model kit ;; 1:72 plastic model kit of a WWII fighter plane, sealed, parts still on the sprues. Paints not included.
hobbies ;; en ;; vinted ;; hobbies ;; 6 ;; Acrylic paint set 24 ;; 24 tubes of 12 ml acrylic paint, only 3 opened.
computing ;; en ;; ebay ;; laptops ;; 300 ;; Lenovo 15.6" laptop i5 8GB 256GB SSD ;; Lenovo IdeaPad 15.6", i5 10th gen, 8GB RAM, 256GB SSD, Windows 11. Battery lasts around 4 hours. Serial on the sticker underneath. Original charger.
computing ;; en ;; ebay ;; computers ;; 50 ;; 24" 1080p monitor HDMI/VGA ;; 24" 1920 x 1080 monitor, HDMI and VGA, no dead pixels. Adjustable stand.
computing ;; en ;; vinted ;; computers ;; 22 ;; UK layout mechanical keyboard red switches ;; Mechanical keyboard UK layout, red switches, RGB lighting. Every key works.
computing ;; en ;; ebay ;; computers ;; 25 ;; External HDD 1TB USB3 checked ;; 1TB USB 3.0 external drive, formatted and checked, 0 bad sectors.
stationery ;; en ;; ebay ;; office ;; 40 ;; Office chair lumbar support, Oxford ;; Desk chair, lumbar support, arms adjust up and down, soft wheels for wooden floors. Collection Oxford OX4.
stationery ;; en ;; ebay ;; office ;; 20 ;; Wireless all-in-one printer ;; Inkjet printer with scanner, connects over wifi. Cartridges half full. Hardly print any more.
stationery ;; en ;; vinted ;; office ;; 4 ;; 2025 diary unused ;; Day-a-page 2025 diary, hardback, never used.
stationery ;; en ;; ebay ;; office ;; 14 ;; Strip cut paper shredder 8 sheet ;; Strip cut shredder, 8 sheets, 14 litre bin. Works. Good for old bank statements.
photo ;; en ;; ebay ;; cameras ;; 340 ;; Canon EOS 250D with 18-55 kit lens ;; Canon 250D with 18-55 IS STM, 2 batteries, charger and 64GB card. About 8,000 shots. No fungus or scratches.
photo ;; en ;; vinted ;; cameras ;; 20 ;; Lightweight tripod 150cm + bag ;; Lightweight 150 cm tripod with spirit level and bag.
photo ;; en ;; ebay ;; cameras ;; 40 ;; Wildlife trail camera ;; Trail camera for watching wildlife, 20MP, night vision, batteries inside. Caught foxes and badgers at the bottom of the garden.
photo ;; en ;; vinted ;; cameras ;; 28 ;; 1980s 35mm film camera ;; 35mm film SLR from the 80s with a 50mm lens. Working, no film inside.
jewellery ;; en ;; vinted ;; watches-jewellery ;; 60 ;; Casio G-Shock genuine boxed ;; G-Shock GA-2100, genuine with box and warranty card. Not a copy, bought from a jeweller in 2023. Strap not worn.
jewellery ;; en ;; vinted ;; watches-jewellery ;; 14 ;; Sterling silver heart earrings ;; Sterling silver 925 heart stud earrings, hallmarked. Barely worn.
jewellery ;; en ;; ebay ;; watches-jewellery ;; 22 ;; 90s Swatch watch ;; 90s Swatch, working, battery replaced 2024. New strap.
jewellery ;; en ;; vinted ;; watches-jewellery ;; 8 ;; Butterfly pendant necklace ;; Stainless steel butterfly necklace, 45 cm plus extender. Never worn, comes with the pouch.
angling ;; en ;; ebay ;; sports-outdoor ;; 40 ;; Beachcaster 14ft with reel ;; 14 ft beachcaster and 6000 reel with 0.30 line. Used on the Norfolk coast. Good condition.
angling ;; en ;; ebay ;; sports-outdoor ;; 12 ;; Three tray tackle box full of lures ;; Three tray tackle box with lures, weights, assorted hooks and pliers. Mostly new.
angling ;; en ;; vinted ;; sports-outdoor ;; 15 ;; 6" flexible filleting knife + sheath ;; Flexible fixed blade filleting knife, 6 inch, plastic sheath. For cleaning your catch after a day's fishing.
angling ;; en ;; ebay ;; sports-outdoor ;; 25 ;; Rubber chest waders UK 9 no leaks ;; Rubber chest waders size 9. No leaks, tested in the bath.
films ;; en ;; ebay ;; books-media ;; 14 ;; The Godfather trilogy DVD box set ;; Complete trilogy on DVD, 5 discs with extras. The classic mafia films. Discs perfect.
films ;; en ;; vinted ;; books-media ;; 10 ;; Breaking Bad complete series DVD ;; The full series about a chemistry teacher who turns to making drugs, every season. Subtitles included.
films ;; en ;; vinted ;; books-media ;; 5 ;; Saving Private Ryan Blu-ray ;; War film on Blu-ray, 2 disc edition. As new.
films ;; en ;; vinted ;; books-media ;; 8 ;; 6 Disney DVDs kids bundle ;; Six Disney animated DVDs with cases and covers. All tested.
music ;; en ;; ebay ;; musical-instruments ;; 80 ;; Classical guitar full size with gig bag ;; 4/4 classical guitar, comes with a padded bag and a clip tuner. New strings last month.
music ;; en ;; ebay ;; musical-instruments ;; 130 ;; Touch sensitive 61 key keyboard, X stand, stool ;; 61 touch-sensitive key keyboard, X stand and stool. PSU included.
music ;; en ;; vinted ;; musical-instruments ;; 10 ;; Clip-on tuner ;; Clip-on tuner for guitar, bass, violin and ukulele. CR2032 battery inside.
music ;; en ;; ebay ;; musical-instruments ;; 40 ;; Cajon box drum with snares ;; Cajon with adjustable snares, 48 x 30 x 30 cm. Sounds great, small scratch on the side.
audio ;; en ;; ebay ;; audio ;; 75 ;; JBL Charge 4 bluetooth speaker ;; JBL Charge 4 portable speaker, built-in battery lasts about 15 hours. Genuine, serial on the label, box and cable.
audio ;; en ;; ebay ;; audio ;; 110 ;; Turntable with built-in preamp ;; Belt drive turntable, 33 and 45, built-in phono preamp, RCA out. New stylus.
audio ;; en ;; vinted ;; audio ;; 32 ;; Noise cancelling headphones ;; Over-ear bluetooth headphones with ANC, 30 hour battery. Ear pads replaced with new ones.
audio ;; en ;; ebay ;; audio ;; 40 ;; 30 vinyl LPs 70s and 80s bundle ;; Thirty LPs, pop, rock and soul from the 70s and 80s. Sleeves worn, records play fine. List in photos.
cleaning ;; en ;; ebay ;; home ;; 10 ;; Bundle of unopened cleaning products ;; Bleach 2 L, degreaser, glass cleaner and washing up liquid, all unopened. Left over from a house move.
cleaning ;; en ;; ebay ;; home ;; 45 ;; Pressure washer 130 bar ;; 130 bar pressure washer with lance and patio brush. Used on the patio and the car.
cleaning ;; en ;; vinted ;; home ;; 5 ;; White vinegar 5 litre unopened ;; 5 litre tub of cleaning white vinegar, unopened. Brilliant on limescale.
cleaning ;; en ;; ebay ;; home ;; 28 ;; Robot vacuum with dock ;; Robot vacuum with charging dock, the battery inside still does 90 minutes. New brushes.
cookware ;; en ;; ebay ;; small-appliances ;; 18 ;; Stick blender with attachments ;; 800W hand blender with beaker, chopper and whisk. Paid with PayPal when I bought it online, still have the order confirmation from the shop.
homedecor ;; en ;; ebay ;; home ;; 30 ;; Linen curtains 140x260 x3 ;; Three natural linen eyelet curtains, 140 x 260 cm each. Washed. Repainted the room so they don't go any more.
mobiles ;; en ;; vinted ;; phones ;; 25 ;; Smartwatch works with Android and iPhone ;; Smartwatch showing call and message notifications, steps and sleep. Magnetic charger, 7 day battery.
clothing ;; en ;; vinted ;; clothing ;; 45 ;; Long faux fur coat size 12 ;; Long beige faux fur coat, UK 12. Not real fur. Very warm, worn two winters.
toys ;; en ;; vinted ;; toys-baby ;; 18 ;; Wooden toy farm with animals ;; Wooden farm with 20 plastic animals and a tractor. Two fence pieces missing.
sports ;; en ;; ebay ;; sports-outdoor ;; 22 ;; Massage gun with 6 heads ;; Percussion massager with 6 heads, built-in battery, in its case. It's just what they call these things, nothing to do with guns 😅
books ;; en ;; ebay ;; books-media ;; 15 ;; Cookbooks bundle x4 ;; Four hardback cookbooks, British classics. One has a sauce splash on the shepherd's pie page, otherwise spotless.
carparts ;; en ;; ebay ;; vehicle-parts ;; 80 ;; 15" alloys 4x100 with tyres ;; Set of four 15 inch alloys 4x100 ET38 with 185/60 R15 tyres about half worn. Off a Corsa. No buckles.
gaming ;; en ;; ebay ;; consoles ;; 25 ;; Steering wheel and pedals PC PS4 ;; Racing wheel with pedals and paddles, works with PC and PS4. Some wear on the accelerator.
furnishings ;; en ;; ebay ;; furniture ;; 50 ;; 180cm white bookcase flat packed ;; White bookcase 80 x 30 x 180 cm, 5 shelves, taken apart with fixings in a bag.
homeappliances ;; en ;; ebay ;; small-appliances ;; 60 ;; Bread maker barely used, long story ;; So I bought this bread maker in lockdown like everyone else (receipt from Argos dated 14/05/2020, order ref on it) and made maybe six loaves before going back to the bakery. It's a 2 lb machine, 12 programmes, delay timer up to 13 hours, 600W. Measures about 36 x 25 x 30 cm. Pan non-stick is still perfect, the paddle is there, measuring cup and spoon too. Manual included. I'd rather not post it as it's bulky, so collection from Harrogate HG2 or I can meet in town on a Saturday. Cash on collection or pay through the site, whatever you prefer.
homedecor ;; en ;; vinted ;; home ;; 25 ;; Gold sunburst mirror, the Instagram famous one ;; You know the one, the 70 cm gold sunburst mirror that's in every hallway on Instagram 😂 Bought 2023, redecorated since. Glass has no scratches. Well wrapped for posting through Vinted.
sports ;; en ;; ebay ;; sports-outdoor ;; 160 ;; Folding treadmill 12 km/h HEAVY ;; Electric folding treadmill, up to 12 km/h, 3 level manual incline, belt 120 x 42 cm, max user 110 kg. Bought September 2022 (order no. 203-6617742) and used until I joined a gym, so hardly at all. Belt lubricated. It weighs 48 KG so please bring someone to help lift. Collection only, Milton Keynes MK9.
cookware ;; it ;; vinted ;; home ;; 18 ;; Coltello da pane seghettato 21 cm ;; Coltello da pane con lama seghettata di 21 cm, manico in legno. Mai usato, ha ancora la protezione di cartone. Ritiro a mano a Bologna o spedizione tramite la piattaforma.
cookware ;; it ;; generic ;; home ;; 30 ;; Ceppo in legno con 5 coltelli e forbici ;; Ceppo in legno con coltello da chef, coltello da pane, coltello per sfilettare, spelucchino e forbici. Affilati e puliti.
cookware ;; it ;; vinted ;; home ;; 10 ;; Barattoli di vetro vuoti x6 ;; Sei barattoli di vetro vuoti da 500 ml con chiusura ermetica. Lavati, perfetti per legumi o conserve.
cookware ;; it ;; generic ;; small-appliances ;; 50 ;; Friggitrice ad aria 5 litri ;; Friggitrice ad aria 5 L, 1700 W. Comprata a gennaio 2024, ho lo scontrino. Usata poche volte, cestello senza graffi. Ritiro a Torino 10138 con pagamento alla consegna oppure spedizione.
cookware ;; it ;; generic ;; home ;; 25 ;; Moka 6 tazze in acciaio ;; Caffettiera 6 tazze in acciaio inox, guarnizione nuova. Va anche su induzione.
homedecor ;; it ;; generic ;; home ;; 15 ;; Armadietto pensile per medicinali vuoto ;; Mobiletto in metallo bianco, croce verde sullo sportello, 30x25x12 cm. Venduto VUOTO, senza farmaci, solo il mobiletto. Con chiave.
homedecor ;; it ;; vinted ;; home ;; 22 ;; Gatto in ceramica a grandezza naturale ;; Gatto seduto in ceramica dipinto a mano, 35 cm. Sembra vero, gli ospiti ci cascano sempre 😂 Nessuna sbeccatura.
homedecor ;; it ;; vinted ;; home ;; 14 ;; Bottiglie di vetro antiche vuote per arredo ;; Quattro bottiglie antiche di vetro verde e ambra, vuote e pulite, alte da 20 a 32 cm. Belle con fiori secchi.
homedecor ;; it ;; generic ;; home ;; 28 ;; Quadro su tela cavallo 100x70 ;; Tela stampata con un cavallo in bianco e nero, 100x70 cm, telaio in legno. Ottime condizioni.
diy ;; it ;; generic ;; tools-diy ;; 6 ;; Cacciavite cercafase ;; Cacciavite cercafase 100-500 V con spia al neon. Nuovo in blister.
diy ;; it ;; generic ;; tools-diy ;; 15 ;; Multimetro digitale con puntali ;; Multimetro digitale: tensione, corrente, resistenza e continuita con cicalino. Pila da 9 V gia dentro.
diy ;; it ;; generic ;; tools-diy ;; 95 ;; Trapano avvitatore 18 V + 2 batterie 2Ah + valigetta ;; Trapano avvitatore 18 V, due batterie 2 Ah, caricabatterie e valigetta. Seriale sull'etichetta, fattura 2022. Usato per montare mobili.
diy ;; it ;; generic ;; tools-diy ;; 17 ;; Accetta piccola per legna ;; Accetta 600 g, la usavo per la legna del caminetto, manico in fibra e custodia. Poco usata.
mobiles ;; it ;; generic ;; phones ;; 290 ;; iPhone 12 128GB blu sbloccato ;; iPhone 12 128 GB, batteria all'85%, libero da operatore. Sempre con cover e vetro temperato. Scatola e scontrino di aprile 2021. WhatsApp, fotocamera, Face ID: tutto funziona. Consegna a mano a Milano (zona Loreto) o spedizione tracciata.
mobiles ;; it ;; generic ;; phones ;; 115 ;; Samsung Galaxy A52 128 GB ;; Telefono in buono stato, piccolo segno sull'angolo. Caricatore incluso. Compatibile con tutte le app, WhatsApp compreso.
mobiles ;; it ;; vinted ;; phones ;; 5 ;; Cover silicone trasparente iPhone 13 nuova ;; Cover trasparente in silicone, iPhone 13, nuova, comprata doppia.
mobiles ;; it ;; generic ;; phones ;; 30 ;; Cellulare tasti grandi per anziani ;; Telefonino con tastoni, pulsante SOS e basetta di ricarica. Scatola completa.
gardening ;; it ;; generic ;; garden ;; 3 ;; Semi di pomodoro cuore di bue ;; Bustina chiusa con circa 50 semi di pomodoro cuore di bue (scade a dicembre 2026). Spedisco in busta.
gardening ;; it ;; generic ;; garden ;; 18 ;; Concime prato 5 kg sigillato ;; Sacco da 5 kg di concime granulare per prato, mai aperto. Avanzato dalla primavera.
gardening ;; it ;; generic ;; garden ;; 40 ;; Ulivo in vaso 1,5 m ;; Ulivo giovane in vaso da 40 litri, circa 1,5 m. Solo ritiro a Firenze.
clothing ;; it ;; vinted ;; clothing ;; 30 ;; Giacca mimetica stile caccia taglia L ;; Giacca con fantasia mimetica, impermeabile, cappuccio nel collo. Taglia L. La usavo per il birdwatching.
clothing ;; it ;; vinted ;; clothing ;; 50 ;; Maglia ufficiale Juventus 23/24 con cartellino ;; Maglia home 23/24 taglia M, nuova con cartellino. Acquistata allo store ufficiale, non e una replica, ho lo scontrino.
clothing ;; it ;; vinted ;; clothing ;; 20 ;; Jeans Levi's 501 W31 L32 ;; Jeans 501 blu scuro, W31 L32. Vita in piano 40 cm. Nessuno strappo.
furnishings ;; it ;; generic ;; furniture ;; 70 ;; Cassettiera bianca 4 cassetti ;; Cassettiera bianca 80x48x100 cm, smontata con viti e istruzioni. Ritiro a Padova.
furnishings ;; it ;; generic ;; furniture ;; 150 ;; Divano grigio 3 posti sfoderabile Verona ;; Divano in tessuto grigio 210 cm, niente animali ne fumatori. Fodere sfoderabili. Ritiro a Verona.
toys ;; it ;; vinted ;; toys-baby ;; 10 ;; Pistola ad acqua con serbatoio da 1 litro ;; Pistola ad acqua in plastica con serbatoio da 1 litro, gittata 8 metri. Perfetta per il mare.
toys ;; it ;; vinted ;; toys-baby ;; 28 ;; Stazione polizia LEGO City con ladri e cane ;; Stazione di polizia LEGO City completa con poliziotti, ladri e cane. Istruzioni, senza scatola.
toys ;; it ;; generic ;; toys-baby ;; 12 ;; Cluedo gioco investigativo completo ;; Il classico gioco investigativo: scoprire chi ha commesso il delitto, con quale arma e in quale stanza. Completo.
books ;; it ;; vinted ;; books-media ;; 6 ;; Il nome della rosa Eco tascabile ;; Romanzo di Umberto Eco, tascabile, ISBN 9788845259623. Un giallo in un monastero con una serie di omicidi. Letto una volta.
books ;; it ;; vinted ;; books-media ;; 10 ;; Gomorra Saviano edizione tascabile ;; Libro inchiesta sulla camorra, edizione tascabile. Buone condizioni, nessuna sottolineatura.
books ;; it ;; generic ;; books-media ;; 12 ;; Atlante illustrato della Seconda guerra mondiale ;; Atlante con mappe delle battaglie, copertina rigida, 250 pagine.
carparts ;; it ;; generic ;; vehicle-parts ;; 100 ;; 4 gomme 195/65 R15 ;; Quattro pneumatici 195/65 R15 91H, DOT 2122, 5 mm di battistrada, tolti dalla mia macchina. Ritiro a Brescia.
carparts ;; it ;; generic ;; vehicle-parts ;; 50 ;; Batteria auto 60 Ah ;; Batteria 12 V 60 Ah 540 A, 10 mesi di vita. Provata col tester batterie dell'officina: 12,6 V.
carparts ;; it ;; generic ;; vehicle-parts ;; 35 ;; Faro ant. sx Panda 2012-2020 ;; Faro anteriore sinistro per Panda 2012-2020, codice 51883389. Attacchi integri. Usato solo sulla mia auto.
footwear ;; it ;; vinted ;; footwear ;; 45 ;; Nike Air Max 90 bianche 42 ;; Air Max 90 bianche numero 42. Originali comprate in negozio ufficiale nel 2023, ho lo scontrino. Usate poche volte.
footwear ;; it ;; vinted ;; footwear ;; 35 ;; Scarponcini trekking impermeabili 39 ;; Scarponcini da trekking con membrana impermeabile, numero 39. Suola ancora in ottimo stato.
footwear ;; it ;; vinted ;; footwear ;; 8 ;; Stivali da pioggia bambino 27 ;; Stivali di gomma con dinosauri, numero 27. Usati un inverno.
collectibles ;; it ;; generic ;; collectibles ;; 18 ;; Zippo con Vespa incisa anno 2000 (vuoto) ;; Accendino da collezione inciso con una Vespa, anno 2000 sul fondo. Lo vendo scarico, cioe niente benzina e niente pietrina.
collectibles ;; it ;; generic ;; collectibles ;; 10 ;; Bottiglia vuota di spumante anni 80 ;; Bottiglia vuota anni 80 con etichetta originale, senza tappo. Da collezione o arredo.
collectibles ;; it ;; vinted ;; collectibles ;; 6 ;; Posacenere pubblicitario anni 70 mai usato ;; Posacenere in vetro con pubblicita di un aperitivo, anni 70, mai usato. Ottimo come svuotatasche.
collectibles ;; it ;; generic ;; collectibles ;; 35 ;; Album figurine Calciatori 1990 completo ;; Album figurine Calciatori 1989-90 completo. Copertina un po' rovinata.
sports ;; it ;; generic ;; sports-outdoor ;; 55 ;; Cyclette pieghevole 8 livelli sensore battito ;; Cyclette pieghevole, 8 livelli, sensore battito. 80x45x115 cm. Pile nel display.
sports ;; it ;; generic ;; sports-outdoor ;; 22 ;; Coppia manubri a dischi fino a 10 kg ;; Coppia di manubri con dischi fino a 10 kg ciascuno.
sports ;; it ;; vinted ;; sports-outdoor ;; 28 ;; Casco bici nuovo mai usato taglia M ;; Casco da bici strada taglia M, nuovo con cartellino nella scatola, mai indossato ne caduto. Regalo doppio.
cosmetics ;; it ;; vinted ;; beauty-perfume ;; 50 ;; Profumo 100 ml sigillato (non tester) ;; Eau de parfum 100 ml, scatola ancora con il cellophane originale, mai aperta. Regalo doppio. Non e tester e non e campioncino, e proprio il flacone intero.
cosmetics ;; it ;; vinted ;; beauty-perfume ;; 9 ;; Crema viso 50 ml nuova sigillata ;; Crema idratante viso 50 ml, sigillo intatto. Comprata in farmacia per me, poi il dermatologo me ne ha consigliata un'altra.
cosmetics ;; it ;; vinted ;; beauty-perfume ;; 20 ;; Piastra per capelli in ceramica ;; Piastra con piastre in ceramica fino a 230 gradi. Funziona benissimo.
homeappliances ;; it ;; generic ;; large-appliances ;; 160 ;; Lavatrice 8 kg 1400 giri vendo per trasloco ;; Lavatrice 8 kg 1400 giri, classe A+++, 3 anni. Funziona perfettamente, vendo per trasloco. Ritiro a Bari, aiuto a caricare.
homeappliances ;; it ;; generic ;; small-appliances ;; 25 ;; Macchina caffè a capsule ;; Macchina a capsule 19 bar, decalcificata da poco. 10 capsule in regalo.
homeappliances ;; it ;; generic ;; small-appliances ;; 28 ;; Aspirapolvere ciclonico 800 W filtro nuovo ;; Aspirapolvere ciclonico 800 W con filtro HEPA lavabile e spazzole. Filtro nuovo.
fancydress ;; it ;; vinted ;; costumes ;; 14 ;; Costume da pirata bambino con spada di plastica ;; Vestito da pirata 6-8 anni con cappello, gilet, benda e spada di plastica morbida. Usato a Carnevale.
fancydress ;; it ;; vinted ;; costumes ;; 25 ;; Vecchia divisa da marinaio per travestimento ;; Divisa bianca da marinaio vecchia, senza mostrine ne stemmi, taglia adulto M. Usata come costume alle feste.
fancydress ;; it ;; vinted ;; costumes ;; 10 ;; Costume da poliziotto bambino ;; Vestito da poliziotto per 4-5 anni: cappello, distintivo in plastica, manette finte. Completo.
outdoors ;; it ;; generic ;; sports-outdoor ;; 55 ;; Tenda 4 posti con veranda usata 2 volte ;; Tenda 4 posti con veranda, colonna d'acqua 3000 mm. Usata due volte. Tutti i picchetti.
outdoors ;; it ;; generic ;; sports-outdoor ;; 28 ;; Binocolo 10x42 con custodia ;; Binocolo 10x42 per birdwatching con custodia e cinghia. Lenti pulite.
outdoors ;; it ;; generic ;; sports-outdoor ;; 22 ;; Materassino gonfiabile matrimoniale ;; Materasso ad aria matrimoniale con pompa elettrica. Nessuna foratura.
pets ;; it ;; generic ;; pets ;; 16 ;; Trasportino gatto/cane piccolo 48x32x30 ;; Trasportino per gatto o cane piccolo, 48x32x30 cm, sportello in metallo. Pulito.
pets ;; it ;; vinted ;; pets ;; 16 ;; Tiragraffi 90 cm ;; Tiragraffi con 2 ripiani e cuccia, 90 cm. Sisal in buono stato.
pets ;; it ;; generic ;; pets ;; 30 ;; Acquario vuoto 60 L con luce LED ;; Acquario da 60 L vuoto con coperchio, luce LED e filtro. Senza pesci. Ritiro a Genova.
bikes ;; it ;; generic ;; bikes ;; 230 ;; Mountain bike 29 telaio L ;; MTB ruote 29, telaio alluminio taglia L, forcella ammortizzata, freni a disco idraulici. Numero di telaio inciso sotto il movimento centrale, ho la fattura.
bikes ;; it ;; generic ;; bikes ;; 40 ;; Bici bambino 16 pollici con rotelle ;; Bicicletta per bambini 4-6 anni, ruote 16, rotelle e campanello.
bikes ;; it ;; vinted ;; bikes ;; 12 ;; Lucchetto ad U per bici ;; Lucchetto ad U con 2 chiavi e supporto. Ancora incartato.
gaming ;; it ;; generic ;; consoles ;; 280 ;; PS5 standard con 2 controller ;; PlayStation 5 con lettore, 2 controller, cavi e scatola. Seriale sulla scatola uguale a quello della console. Mai aperta. Fattura 2022.
gaming ;; it ;; vinted ;; consoles ;; 18 ;; GTA 5 PS4 con mappa PEGI 18 ;; Grand Theft Auto V per PS4, disco senza graffi, con mappa. PEGI 18.
gaming ;; it ;; vinted ;; consoles ;; 150 ;; Nintendo Switch Lite gialla ;; Switch Lite con caricatore e custodia. Nessun drift. Pellicola dal primo giorno.
nursery ;; it ;; generic ;; toys-baby ;; 90 ;; Seggiolino auto i-Size nuovo scatola sigillata ;; Seggiolino auto i-Size 40-105 cm, NUOVO, scatola ancora sigillata, mai montato in auto. Ne abbiamo ricevuti due. Omologazione R129 sulla scatola.
nursery ;; it ;; vinted ;; toys-baby ;; 15 ;; Baby monitor audio ;; Baby monitor audio con 2 unita, batteria ricaricabile dentro l'unita genitori.
hobbies ;; it ;; vinted ;; hobbies ;; 14 ;; Modellino aereo da caccia WWII 1:72 ;; Kit di montaggio di un caccia della Seconda guerra mondiale, scala 1:72, pezzi ancora sulle stampate.
hobbies ;; it ;; generic ;; hobbies ;; 40 ;; Macchina per cucire piccola 12 punti ;; Macchina da cucire piccola, 12 punti, pedale e luce. Revisionata nel 2023.
computing ;; it ;; generic ;; laptops ;; 330 ;; Notebook 15,6" i5 8GB SSD 256 ;; Portatile 15,6 pollici, Intel i5 decima generazione, 8 GB RAM, SSD 256 GB, Windows 11. Batteria 4 ore. Numero di serie sotto la scocca.
computing ;; it ;; generic ;; computers ;; 55 ;; Monitor 24" 1920x1080 HDMI VGA ;; Monitor 24" 1920x1080, HDMI e VGA, nessun pixel morto.
stationery ;; it ;; generic ;; office ;; 45 ;; Sedia ufficio con supporto lombare Roma ;; Sedia girevole, supporto lombare, braccioli regolabili. Ritiro a Roma 00162.
stationery ;; it ;; generic ;; office ;; 15 ;; Distruggi documenti ;; Distruggidocumenti a strisce, 8 fogli, cestino 14 L. Funziona.
photo ;; it ;; generic ;; cameras ;; 370 ;; Reflex Canon 250D con obiettivo 18-55 ;; Canon 250D con 18-55 IS STM, 2 batterie, caricatore e scheda 64 GB. Circa 8.000 scatti.
photo ;; it ;; generic ;; cameras ;; 42 ;; Fototrappola per animali ;; Fototrappola 20 MP con visione notturna, pile dentro. Ho ripreso volpi e cinghiali nel terreno.
jewellery ;; it ;; vinted ;; watches-jewellery ;; 60 ;; Orologio Casio G-Shock originale ;; G-Shock GA-2100 originale con scatola e garanzia. Non e un'imitazione, comprato in gioielleria nel 2023.
jewellery ;; it ;; vinted ;; watches-jewellery ;; 15 ;; Orecchini argento 925 a cuore ;; Orecchini in argento 925 con punzone, a forma di cuore. Poco usati.
angling ;; it ;; generic ;; sports-outdoor ;; 40 ;; Canna surfcasting 4,20 m + mulinello ;; Surfcasting da 4,20 m, mulinello 6000 caricato con filo 0,30. Buone condizioni.
angling ;; it ;; vinted ;; sports-outdoor ;; 15 ;; Coltello sfilettare pesce 15 cm con fodero ;; Coltello da sfilettare a lama fissa flessibile di 15 cm con fodero. Per pulire il pescato.
films ;; it ;; generic ;; books-media ;; 14 ;; Cofanetto DVD Il Padrino trilogia ;; La trilogia completa in DVD, 5 dischi con extra. Il classico film sulla mafia. Dischi perfetti.
films ;; it ;; vinted ;; books-media ;; 10 ;; Cofanetto Breaking Bad tutte le stagioni ;; La serie completa sul professore di chimica che produce droga. Tutte le stagioni.
music ;; it ;; generic ;; musical-instruments ;; 80 ;; Chitarra classica 4/4 custodia imbottita e accordatore ;; Classica 4/4 completa: custodia imbottita, accordatore, corde nuove.
music ;; it ;; vinted ;; musical-instruments ;; 10 ;; Accordatore a pinza ;; Accordatore cromatico a clip, pila a bottone dentro. Funziona.
audio ;; it ;; generic ;; audio ;; 75 ;; JBL Flip 5 originale con scatola ;; JBL Flip 5 originale con numero di serie sull'etichetta, batteria integrata da 12 ore. Scatola e cavo.
audio ;; it ;; generic ;; audio ;; 45 ;; Lotto 30 vinili anni 70-80 ;; Trenta LP di musica italiana e rock dei 70-80. Copertine vissute, i dischi suonano.
cleaning ;; it ;; generic ;; home ;; 10 ;; Lotto detersivi chiusi ;; Candeggina 2 L, sgrassatore, vetri e piatti, tutto chiuso. Avanzati da un trasloco.
cleaning ;; it ;; generic ;; home ;; 45 ;; Idropulitrice 130 bar ;; Idropulitrice 130 bar con lancia e spazzola rotante. Usata per terrazzo e auto.
homeappliances ;; it ;; generic ;; small-appliances ;; 140 ;; Robot da cucina quasi nuovo con TUTTI gli accessori ;; Vendo il mio robot da cucina perche non ho mai tempo di cucinare, era un regalo di nozze (fattura n. 2023/FE/4471 del 24/06/2023, la consegno insieme). Boccale da 2 litri, cestello, accessorio vapore, spatola e ricettario. 1000 W, fino a 120 gradi. Codice a barre sulla scatola 8007123456785. Funziona tutto, pulito a fondo. Misura circa 32x32x34 cm e pesa 7 kg, quindi preferisco consegna a mano a Napoli (Vomero, 80129) con pagamento in contanti, ma posso anche spedire con la spedizione della piattaforma. Per domande scrivetemi qui in chat.
cookware ;; de ;; ebay ;; home ;; 18 ;; Brotmesser Wellenschliff 21 cm ;; Brotmesser mit 21 cm Wellenschliff-Klinge, Holzgriff. Unbenutzt, Klingenschutz aus Pappe noch dran. Abholung in Koeln-Ehrenfeld oder Versand ueber die Plattform.
cookware ;; de ;; ebay ;; home ;; 28 ;; Messerblock mit 5 Küchenmessern ;; Holzblock mit Kochmesser, Brotmesser, Filiermesser, Gemuesemesser und Kuechenschere. Alles scharf und sauber.
cookware ;; de ;; vinted ;; home ;; 9 ;; Leere Einmachgläser mit Deckel 6 Stück ;; Sechs leere Einmachglaeser 500 ml mit Buegelverschluss und Gummiring. Gespuelt.
cookware ;; de ;; ebay ;; small-appliances ;; 50 ;; Heißluftfritteuse 5,5 L ;; Heissluftfritteuse 5,5 Liter, 1700 W. Gekauft im Januar 2024, Rechnung vorhanden. Nur ein paar Mal benutzt, Korb ohne Kratzer. Abholung in Muenchen 80337 gegen Barzahlung oder Versand.
cookware ;; de ;; ebay ;; home ;; 35 ;; Gusseisen Bräter 24 cm ;; Emaillierter Braeter aus Gusseisen, 24 cm, 4 Liter, induktionsgeeignet. Innen ohne Abplatzer.
homedecor ;; de ;; ebay ;; home ;; 15 ;; Medizinschrank zum Aufhängen (leer) ;; Weisser Metallschrank mit gruenem Kreuz, 30x25x12 cm, zwei Boeden, mit Schluessel. Wird LEER verkauft, keine Medikamente, nur der Schrank.
homedecor ;; de ;; vinted ;; home ;; 20 ;; Keramik Dackel Figur groß ;; Dackel aus Keramik, 40 cm lang, handbemalt. Keine Macken. Steht super im Flur.
homedecor ;; de ;; vinted ;; home ;; 12 ;; Alte leere Glasflaschen Deko ;; Vier alte Glasflaschen in Gruen und Braun, leer und gereinigt, 20 bis 32 cm. Schoen mit Trockenblumen.
homedecor ;; de ;; ebay ;; home ;; 10 ;; Erste-Hilfe-Kasten leer zum Aufbewahren ;; Gruener Kunststoffkasten mit weissem Kreuz und Griff, 27x19x9 cm. Ist leer, Inhalt habe ich ins Auto gepackt. Gut fuer Bastelkram.
diy ;; de ;; ebay ;; tools-diy ;; 6 ;; Spannungsprüfer Schraubendreher ;; Phasenpruefer 100-500 V mit Glimmlampe. Neu in der Verpackung.
diy ;; de ;; ebay ;; tools-diy ;; 15 ;; Digitalmultimeter mit Messleitungen ;; Multimeter fuer Spannung, Strom, Widerstand und Durchgang mit Piepton. 9-V-Block ist schon drin.
diy ;; de ;; ebay ;; tools-diy ;; 90 ;; Akku-Bohrschrauber 18V, 2x 2Ah, Koffer ;; Akku-Bohrschrauber 18 V, zwei Akkus 2 Ah, Ladegeraet und Koffer. Seriennummer auf dem Typenschild, Rechnung von 2022. Nur fuer Moebelaufbau benutzt.
diy ;; de ;; ebay ;; tools-diy ;; 16 ;; Kleine Axt für Anzündholz ;; Kleines Beil (600 g), fuer Anzuendholz am Kamin, Fiberglasstiel und Schutzhuelle.
diy ;; de ;; ebay ;; tools-diy ;; 18 ;; Steckdosentester mit FI-Test ;; Steckdosenpruefer, zeigt Phase, Neutralleiter und Schutzleiter mit Leuchten an, mit FI-Testknopf.
mobiles ;; de ;; ebay ;; phones ;; 280 ;; iPhone 12 128GB blau ohne Simlock ;; iPhone 12, 128 GB, ohne Simlock, Akkuzustand 85 %. Immer mit Huelle und Panzerglas. OVP und Rechnung vom Maerz 2021. WhatsApp, Kamera, Face ID, alles funktioniert. Abholung in Berlin-Friedrichshain oder versicherter Versand.
mobiles ;; de ;; ebay ;; phones ;; 110 ;; Samsung Galaxy A53 5G 128 GB ;; Guter Zustand, kleine Macke an einer Ecke (Foto 4). Ladegeraet dabei. Laeuft mit allen ueblichen Apps, auch WhatsApp.
mobiles ;; de ;; vinted ;; phones ;; 5 ;; Transparente Hülle iPhone 14 ;; Silikonhuelle transparent fuer iPhone 14, neu, doppelt gekauft.
mobiles ;; de ;; ebay ;; phones ;; 30 ;; Seniorenhandy mit großen Tasten ;; Handy fuer Oma/Opa: grosse Tasten, Notruftaste, Ladeschale. OVP mit Anleitung.
gardening ;; de ;; ebay ;; garden ;; 3 ;; Tomatensamen Ochsenherz ;; Verschlossene Tuete mit ca. 50 Samen Ochsenherz-Tomate, aussaeen bis 12/2026. Versand als Brief.
gardening ;; de ;; ebay ;; garden ;; 16 ;; Rasendünger 5 kg ungeöffnet ;; 5-kg-Sack Rasenduenger Granulat, ungeoeffnet. Vom Fruehjahr uebrig.
gardening ;; de ;; ebay ;; garden ;; 45 ;; Olivenbaum im Kübel 1,4 m ;; Olivenbaum ca. 1,4 m im 35-Liter-Kuebel. Nur Abholung in Stuttgart.
clothing ;; de ;; vinted ;; clothing ;; 30 ;; Jagdjacke Tarnmuster Größe L ;; Jacke im Jagdstil mit Waldtarnmuster, wasserdicht, Kapuze im Kragen. Groesse L. Habe sie zum Voegelbeobachten getragen.
clothing ;; de ;; vinted ;; clothing ;; 50 ;; Original BVB Heimtrikot 23/24 mit Etikett ;; Heimtrikot 23/24 Groesse M, neu mit Etikett. Im offiziellen Fanshop gekauft, kein Fake, Kassenbon vorhanden.
clothing ;; de ;; vinted ;; clothing ;; 20 ;; Levi's 501 Jeans W32 L34 ;; 501 in Dunkelblau, W32 L34. Bundweite flach 41 cm. Keine Loecher.
furnishings ;; de ;; ebay ;; furniture ;; 65 ;; Kommode weiß 4 Schubladen ;; Weisse Kommode 80x48x100 cm, zerlegt mit Schrauben und Anleitung. Abholung in Hannover.
furnishings ;; de ;; ebay ;; furniture ;; 140 ;; Graues Stoffsofa 3-Sitzer Leipzig ;; 3-Sitzer Stoffsofa grau, 210 cm. Tierfreier Nichtraucherhaushalt. Bezuege abziehbar. Abholung in Leipzig.
toys ;; de ;; vinted ;; toys-baby ;; 10 ;; Große Wasserpistole ;; Wasserpistole aus Plastik mit 1-Liter-Tank, spritzt ca. 8 m. Perfekt fuer den Garten.
toys ;; de ;; vinted ;; toys-baby ;; 28 ;; Playmobil Polizeiwache mit Zelle und Gauner ;; Playmobil Polizeistation mit Zelle, Polizeiauto, Polizisten und einem Gauner. Fast vollstaendig.
toys ;; de ;; ebay ;; toys-baby ;; 12 ;; Brettspiel Cluedo komplett ;; Der Krimi-Klassiker: herausfinden, wer den Mord begangen hat, mit welcher Waffe und in welchem Raum. Vollstaendig.
books ;; de ;; vinted ;; books-media ;; 6 ;; Das Parfum Patrick Süskind Taschenbuch ;; Roman ueber einen Moerder in Paris, Taschenbuch, ISBN 9783257230772. Einmal gelesen.
books ;; de ;; vinted ;; books-media ;; 8 ;; Sachbuch über den Drogenkrieg in Mexiko ;; Reportage ueber Kartelle und Drogenpolitik, 350 Seiten, Taschenbuch, keine Markierungen.
books ;; de ;; ebay ;; books-media ;; 12 ;; Bildatlas Zweiter Weltkrieg ;; Gebundener Atlas mit Karten der Schlachten, 250 Seiten.
carparts ;; de ;; ebay ;; vehicle-parts ;; 100 ;; 4 Reifen 205/55 R16 6 mm ;; Vier Sommerreifen 205/55 R16 91V, DOT 2322, 6 mm Profil. Von meinem Auto abmontiert. Abholung in Dortmund.
carparts ;; de ;; ebay ;; vehicle-parts ;; 50 ;; Autobatterie 60 Ah ;; Batterie 12 V 60 Ah 540 A, 10 Monate alt. In der Werkstatt mit dem Batterietester geprueft: 12,6 V.
carparts ;; de ;; ebay ;; vehicle-parts ;; 40 ;; Scheinwerfer links VW Golf 6 ;; Scheinwerfer vorne links fuer Golf VI, Teilenummer 5K1941005. Halter heil. Nur an meinem eigenen Auto verbaut gewesen.
carparts ;; de ;; ebay ;; vehicle-parts ;; 14 ;; Verbandkasten Auto neu eingeschweißt ;; KFZ-Verbandtasche nach DIN 13164, neu und eingeschweisst. Haltbar bis 2029. Doppelt gekauft.
footwear ;; de ;; vinted ;; footwear ;; 40 ;; Adidas Stan Smith 42 ;; Stan Smith weiss/gruen Groesse 42. Original aus dem Adidas Store, Kassenbon vorhanden. Wenig getragen.
footwear ;; de ;; vinted ;; footwear ;; 35 ;; Wanderschuhe wasserdicht 40 ;; Wasserdichte Wanderschuhe Groesse 40. Sohle noch mit viel Profil.
footwear ;; de ;; vinted ;; footwear ;; 8 ;; Gummistiefel Kinder 26 ;; Gummistiefel mit Feuerwehrmotiv, Groesse 26. Ein Winter getragen.
collectibles ;; de ;; ebay ;; collectibles ;; 18 ;; Zippo Sammlerfeuerzeug leer ;; Sammlerfeuerzeug mit Gravur eines Leuchtturms, Datumscode 1997 am Boden. Leer, ohne Benzin und Feuerstein. Nur fuer Sammler.
collectibles ;; de ;; ebay ;; collectibles ;; 9 ;; Alte leere Bierflasche Bügelverschluss ;; Leere Bierflasche mit Porzellan-Buegelverschluss und Praegung einer alten Brauerei. Nur Deko.
collectibles ;; de ;; vinted ;; collectibles ;; 6 ;; Werbe-Aschenbecher 70er unbenutzt ;; Glasaschenbecher mit Brauerei-Werbung aus den 70ern, nie benutzt. Gut als Schluesselablage.
collectibles ;; de ;; ebay ;; collectibles ;; 40 ;; WM 2006 Panini Sammelalbum voll ;; Panini WM 2006 Album, komplett eingeklebt. Cover leicht geknickt.
sports ;; de ;; ebay ;; sports-outdoor ;; 55 ;; Klappbarer Heimtrainer mit Pulssensor ;; Klappbarer Heimtrainer, 8 Stufen, Pulssensor. 80x45x115 cm. Batterien im Display.
sports ;; de ;; ebay ;; sports-outdoor ;; 22 ;; Kurzhanteln 2x 10 kg ;; Paar Kurzhanteln mit Scheiben bis 10 kg je Stueck, mit Sternverschluessen.
sports ;; de ;; vinted ;; sports-outdoor ;; 30 ;; Fahrradhelm neu ungetragen M ;; Rennradhelm Groesse M (54-58 cm), neu mit Etikett im Karton, nie getragen oder gestuerzt. Doppelt geschenkt bekommen.
cosmetics ;; de ;; vinted ;; beauty-perfume ;; 48 ;; Parfum 100 ml versiegelt (kein Tester) ;; Eau de Parfum 100 ml, Schachtel noch eingeschweisst in Originalfolie, nie geoeffnet. War ein doppeltes Geschenk. Es ist KEIN Tester, auch keine Probe: es ist der ganze Flakon aus dem Laden.
cosmetics ;; de ;; vinted ;; beauty-perfume ;; 9 ;; Gesichtscreme 50 ml neu versiegelt ;; Feuchtigkeitscreme 50 ml, Siegel unversehrt. In der Apotheke fuer mich gekauft, dann hat die Hautaerztin eine andere empfohlen.
cosmetics ;; de ;; ebay ;; beauty-perfume ;; 20 ;; Haartrockner 2200 W mit Diffusor ;; Foehn 2200 W, 3 Stufen, Kaltstufe, Diffusor und Duese. Funktioniert einwandfrei.
homeappliances ;; de ;; ebay ;; large-appliances ;; 150 ;; Waschmaschine 8 kg A+++ ;; Waschmaschine 8 kg, 1400 U/min, 3 Jahre alt, laeuft problemlos. Verkauf wegen Umzug. Abholung in Nuernberg, helfe beim Tragen.
homeappliances ;; de ;; ebay ;; small-appliances ;; 25 ;; Kapselmaschine Kaffee ;; Kapselmaschine 19 bar, kuerzlich entkalkt. 10 Kapseln gratis dazu.
homeappliances ;; de ;; ebay ;; small-appliances ;; 28 ;; Staubsauger beutellos 800 W ;; Beutelloser Staubsauger 800 W mit waschbarem HEPA-Filter. Filter neu.
fancydress ;; de ;; vinted ;; costumes ;; 14 ;; Piratenkostüm Kinder mit Plastiksäbel ;; Piratenkostuem 6-8 Jahre mit Hut, Weste, Augenklappe und weichem Plastiksaebel. Einmal zu Fasching getragen.
fancydress ;; de ;; vinted ;; costumes ;; 25 ;; Alte Matrosenuniform als Kostüm ;; Weisse Matrosenuniform, alt, ohne Abzeichen oder Rangabzeichen, Erwachsenengroesse M. Als Karnevalskostuem getragen.
fancydress ;; de ;; vinted ;; costumes ;; 10 ;; Polizei Kostüm Kinder ;; Polizeikostuem fuer 4-5 Jahre: Muetze, Abzeichen aus Plastik, Spielzeug-Handschellen.
outdoors ;; de ;; ebay ;; sports-outdoor ;; 55 ;; 4-Personen-Zelt 2 Kabinen Vorraum ;; 4-Personen-Zelt mit 2 Kabinen und Vorraum, Wassersaeule 3000 mm. Zweimal auf dem Campingplatz benutzt. Alle Heringe dabei.
outdoors ;; de ;; ebay ;; sports-outdoor ;; 30 ;; Fernglas 10x42 mit Tasche ;; Fernglas 10x42 zur Vogelbeobachtung mit Tasche und Riemen. Optik klar.
outdoors ;; de ;; ebay ;; sports-outdoor ;; 9 ;; Kleines Taschenmesser für Picknick ;; Kleines Taschenmesser mit 6 cm Klinge ohne Arretierung, Dosenoeffner und Korkenzieher.
pets ;; de ;; ebay ;; pets ;; 16 ;; Katzentransportbox 48 cm Metalltür ;; Box fuer Katze oder kleinen Hund, 48x32x30 cm, Metalltuer. Sauber.
pets ;; de ;; vinted ;; pets ;; 16 ;; Kratzbaum 90 cm ;; Kratzbaum mit 2 Ebenen und Hoehle, 90 cm. Sisal gut erhalten.
pets ;; de ;; ebay ;; pets ;; 28 ;; Aquarium 60 L leer mit Filter ;; Aquarium 60 Liter, leer, mit Abdeckung, LED und Innenfilter. Keine Fische. Abholung in Bremen.
bikes ;; de ;; ebay ;; bikes ;; 220 ;; Mountainbike 29 Zoll Rahmen L ;; MTB 29 Zoll, Alurahmen Groesse L, Federgabel, Scheibenbremsen hydraulisch. Die Rahmennummer ist unter dem Tretlager eingeschlagen, Rechnung vorhanden.
bikes ;; de ;; ebay ;; bikes ;; 40 ;; Kinderfahrrad 16 Zoll mit Stützrädern ;; Kinderfahrrad fuer 4-6 Jahre, 16 Zoll, Stuetzraeder und Klingel.
bikes ;; de ;; vinted ;; bikes ;; 12 ;; Bügelschloss Fahrrad ;; Buegelschloss mit 2 Schluesseln und Halterung. Noch eingepackt.
gaming ;; de ;; ebay ;; consoles ;; 270 ;; PS5 mit Laufwerk und 2 Controllern ;; PlayStation 5 Disc Edition, 2 Controller, Kabel und OVP. Seriennummer auf dem Karton stimmt mit der Konsole ueberein. Nie geoeffnet. Rechnung 2022.
gaming ;; de ;; vinted ;; consoles ;; 15 ;; GTA 5 für PlayStation 4 ;; Grand Theft Auto V fuer PS4, Disc ohne Kratzer, mit Karte. USK 18.
gaming ;; de ;; vinted ;; consoles ;; 140 ;; Switch Lite türkis mit Tasche ;; Switch Lite mit Ladegeraet und Tasche. Kein Drift. Schutzfolie seit dem ersten Tag.
nursery ;; de ;; ebay ;; toys-baby ;; 85 ;; i-Size Kindersitz NEU, Karton versiegelt ;; i-Size Kindersitz 40-105 cm, NEU, Karton werkseitig versiegelt, nie im Auto gewesen. Wir haben zwei bekommen. Zulassung R129 auf dem Karton.
nursery ;; de ;; vinted ;; toys-baby ;; 14 ;; Babyphone mit zwei Einheiten ;; Babyphone mit 2 Einheiten, Akku in der Elterneinheit verbaut.
hobbies ;; de ;; vinted ;; hobbies ;; 13 ;; Modellbausatz Jagdflugzeug 2. Weltkrieg 1:72 ;; Bausatz eines Jagdflugzeugs aus dem Zweiten Weltkrieg, 1:72, Teile noch am Spritzling. Ohne Farben.
hobbies ;; de ;; ebay ;; hobbies ;; 40 ;; Nähmaschine tragbar ;; Kleine Naehmaschine, 12 Stiche, Pedal und Licht. 2023 gewartet.
computing ;; de ;; ebay ;; laptops ;; 320 ;; Laptop 15,6" i5 8 GB SSD 256 GB ;; Laptop 15,6 Zoll, Intel i5 10. Gen, 8 GB RAM, SSD 256 GB, Windows 11. Akku ca. 4 Stunden. Seriennummer auf dem Aufkleber unten.
computing ;; de ;; ebay ;; computers ;; 50 ;; 24-Zoll-Bildschirm 1080p ohne Pixelfehler ;; 24-Zoll-Monitor 1920x1080, HDMI und VGA, keine Pixelfehler.
stationery ;; de ;; ebay ;; office ;; 45 ;; Ergonomischer Bürostuhl ;; Buerostuhl, Lordosenstuetze, Armlehnen verstellbar. Abholung in Hamburg 22767.
stationery ;; de ;; ebay ;; office ;; 14 ;; Aktenvernichter ;; Aktenvernichter Streifenschnitt, 8 Blatt, 14 L Korb. Funktioniert.
photo ;; de ;; ebay ;; cameras ;; 360 ;; Canon 250D Kit 18-55 IS STM, 2 Akkus ;; Canon 250D mit 18-55 IS STM, 2 Akkus, Ladegeraet und 64-GB-Karte. Ca. 8.000 Ausloesungen.
photo ;; de ;; ebay ;; cameras ;; 40 ;; Wildkamera für Tierbeobachtung ;; Wildkamera 20 MP mit Nachtsicht, Batterien drin. Habe Fuechse und Dachse im Garten gefilmt.
jewellery ;; de ;; vinted ;; watches-jewellery ;; 60 ;; Casio G-Shock original mit Box ;; G-Shock GA-2100 original mit Box und Garantiekarte. Keine Faelschung, beim Juwelier 2023 gekauft.
jewellery ;; de ;; vinted ;; watches-jewellery ;; 14 ;; Ohrringe Silber 925 Herz ;; Ohrstecker aus 925er Silber, gestempelt, Herzform. Kaum getragen.
angling ;; de ;; ebay ;; sports-outdoor ;; 40 ;; Brandungsrute 4,20 + 6000er Rolle Ostsee ;; Brandungsrute 4,20 m mit 6000er Rolle und 0,30er Schnur. An der Ostsee benutzt. Guter Zustand.
angling ;; de ;; vinted ;; sports-outdoor ;; 15 ;; Flexibles Filetiermesser 15 cm + Scheide ;; Flexibles Filetiermesser mit feststehender 15-cm-Klinge und Kunststoffscheide. Zum Ausnehmen und Filetieren nach dem Angeln.
films ;; de ;; ebay ;; books-media ;; 14 ;; Der Pate Trilogie DVD Box ;; Die komplette Trilogie auf DVD, 5 Discs mit Extras. Der Mafia-Klassiker. Discs einwandfrei.
films ;; de ;; vinted ;; books-media ;; 10 ;; Breaking Bad komplette Serie DVD ;; Die ganze Serie ueber einen Chemielehrer, der Drogen herstellt. Alle Staffeln.
music ;; de ;; ebay ;; musical-instruments ;; 80 ;; Konzertgitarre 4/4, Tasche und Stimmgerät ;; Gitarre 4/4 (Konzert) inkl. Polstertasche und Stimmgeraet; neue Saiten.
music ;; de ;; vinted ;; musical-instruments ;; 10 ;; Clip-Stimmgerät ;; Chromatisches Clip-Stimmgeraet, Knopfzelle drin. Funktioniert.
audio ;; de ;; ebay ;; audio ;; 75 ;; JBL Charge 4 original mit OVP ;; JBL Charge 4, Akku eingebaut, haelt ca. 15 Stunden. Original mit Seriennummer auf dem Etikett, OVP und Kabel.
audio ;; de ;; ebay ;; audio ;; 110 ;; Plattenspieler mit Vorverstärker ;; Riemenplattenspieler 33/45, eingebauter Phono-Vorverstaerker, Cinch-Ausgang. Neue Nadel.
cleaning ;; de ;; ebay ;; home ;; 10 ;; Putzmittel Paket ungeöffnet ;; Chlorreiniger 1 L, Fettloeser, Glasreiniger und Spuelmittel, alles ungeoeffnet. Rest vom Umzug.
cleaning ;; de ;; ebay ;; home ;; 45 ;; Hochdruckreiniger 130 bar ;; Hochdruckreiniger 130 bar mit Lanze und Flaechenbuerste. Fuer Terrasse und Auto benutzt.
homeappliances ;; de ;; ebay ;; small-appliances ;; 140 ;; Küchenmaschine mit Kochfunktion kaum benutzt, ALLES Zubehör ;; Ich verkaufe meine Kuechenmaschine, weil ich nie zum Kochen komme, war ein Hochzeitsgeschenk (Rechnung Nr. RE-2023-10582 vom 01.07.2023 gebe ich mit). Mixtopf 2 Liter, Garkorb, Dampfgaraufsatz, Spatel und Rezeptbuch. 1000 W, bis 120 Grad. EAN auf dem Karton 4006123456782. Alles funktioniert, gruendlich gereinigt. Masse ca. 32x32x34 cm, Gewicht 7 kg, daher lieber Abholung in Frankfurt 60316 gegen Barzahlung, Versand ueber die Plattform geht aber auch. Bei Fragen einfach hier in der App schreiben.
`;

const listings = areaListingsFromLines(marked, 'innocent13');
// The split, by greedy balance over language and area (`balancedSplit`): every listing is clean, so nothing else to balance.
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-innocent-thirteenth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
