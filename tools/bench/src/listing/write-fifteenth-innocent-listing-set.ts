import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-innocent-fifteenth.json: the fifteenth innocent set for issue 19, written by hand on
 * 2026-12-01 at stop 55 by a blind writer (engineer 55i) who changes no rule, as a fresh unseen measure of false alarms
 * (wrongful rejects must stay at or under 1 %). Its writer read no rule code, lexicon, matcher or brand table, no README
 * rules table and no earlier set's listing records — only the line parser (`areaListingsFromLines`, marked-listing.ts),
 * `balancedSplit`, the scorer (evasion-quality.ts), the fourteenth innocent writer's header (lines 1–79) and last 8
 * lines, the set registry's entries for the fourteenth (bench index, labelled-sets and its test), and the contract's
 * profiles, listing schema and flag codes. The fourteenth writer's last 8 lines began with one record line of that set (a
 * kitchen appliance listing); nothing of it was reused here.
 * 738 listings, ALL CLEAN (no label): PT 142, ES 141, FR 142, EN 142, IT 85, DE 86, over 30 areas of the writer's own
 * naming in rough marketplace proportion (diy 42, cookware 39, gardening 36, carparts 33, mobiles 32, gaming 32,
 * reading 32, clothing 30, household 30, collecting 29, cosmetics 28, bikes 26, homedecor 24, laptops 22, nursery 22,
 * playthings 21, film 20, audio 20, photo 20, gym 20, outdoors 20, furnishing 20, pets 20, hobbies 20, stationery 20,
 * music 16, footwear 16, jewellery 16, angling 16, fancydress 16); profiles ebay 244, generic 145, vinted 127,
 * wallapop 114, olx-pt 108.
 * Policy: every listing is one a careful moderator of a general European marketplace would publish — common goods in
 * ordinary words, not rarities — and well over half sit on an innocent sense of a word or shape a checker might fear:
 * numbers that are no phone (sizes, model, part, reference and frame numbers, ISBNs, tyre sizes and DOT dates, dates,
 * postcodes, weights, measurements, prices, invoice and order references), devices that test (voltage, socket and
 * battery testers, meters), kitchen, bread, ham, oyster and filleting knives, everyday cutters, hatchets and small
 * non-locking pocket tools, costumes with plainly toy props, toys that are plainly toys, books, films, series, games and
 * model kits about crime, drugs or war, empty jars, bottles and lighters and unused ashtrays sold as collectibles or
 * decor, empty medicine cabinets, sealed car safety and first-aid kits, sealed household cleaning products, garden
 * products on general sale, seeds, cuttings and common plants, ceramics and pictures shaped like or showing animals and
 * things, old uniforms without insignia as fancy dress, fashion in camouflage print, wildlife cameras and optics, fishing
 * gear, sports and fitness gear, air pumps, airbeds and air fryers, vehicle parts, tyres and batteries, full perfume
 * bottles sealed (said not to be testers), sealed cosmetics, child car seats new in their sealed box, helmets never worn,
 * batteries inside devices, and payment, contact and app words said innocently (the site's own payment and shipping,
 * cash or hand delivery on collection, a payment or banking app named as something a phone ran, a payment service the
 * seller once bought the item with, a maker's freephone line said to be printed on a box (its prefix only), notifications
 * of a messaging app on a watch, decor called famous on a photo app), and sellers saying what the item is not or how
 * they used it (genuine with receipt, not a copy; off my own car; bought at the pharmacy for myself; the battery stays
 * inside). Written as sellers write: missing accents, abbreviations, caps, emoji and smileys, short notes and some long
 * rambling descriptions. Left out where a moderator could hesitate: used cosmetics, used helmets and car seats, weapons
 * and replica guns (water pistols, foam and plainly toy props only), hunting and locking knives, live animals, medicines,
 * tobacco and alcohol with content, gas cartridges or fuel, off-site contact.
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * greedy balance in file order over language and area (`balancedSplit`, below), which no text or rule output decides.
 * Parts: tune 369 (PT 71, ES 71, FR 71, EN 71, IT 42, DE 43), holdout 369 (PT 71, ES 70, FR 71, EN 71, IT 43,
 * DE 43); all 30 areas in both. No line was cut or added after the split.
 * Collisions: a scratch script (deleted) compared every title and description here, case- and accent-folded (NFD, marks
 * removed, lower case), exactly and by any shared 40-character window, with every title and description of every earlier
 * `data/listing/validation-*.json`, printing only this set's colliding strings (and one window within each). First
 * check: 216 titles equal to an earlier string and 128 strings sharing a 40-character window (of them 120 not already
 * equal: 118 descriptions, 2 titles), 0 repeats within the set; second: 4 equal titles, 15 windows (13 descriptions,
 * 2 titles); third: 0 equal, 2 windows (descriptions); all rewritten in other words — fourth check 0 exact, 0 windows,
 * 0 repeats. Then, after the JSON's first write (the split reads only language and area, so it did not move) and before
 * any run of the rules, emoji and two sentences were added to 15 descriptions; the fifth check found 1 window (a
 * description), rewritten; the sixth: 0 exact, 0 windows, 0 repeats. Titles and descriptions are unique within the set
 * (case- and accent-folded).
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description` (`listingsFromLines`, no label
 * markers); `area` is kept in the JSON beside the listing.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-fifteenth-innocent-listing-set.ts`.
 * First run (2026-12-01, rules and learned reader as on ba9db99f, no rule changed and the set not yet in the registry,
 * `nice -n 10 timeout 900 node --conditions=@circular/source tools/bench/src/zz-55i.ts`, a scratch script calling
 * `evasionQuality('tune'|'holdout', 'validation-innocent-fifteenth.json')` and, per language, `scoreEvasionListings` on
 * the same part, printing only summary figures and findings per code; deleted), twice:
 * - default (the rules plus the learned reader, as the service answers): tune part clean listings flagged 0.022 (8 of
 *   369; findings: contact_phone 1, social_handle 1, off_platform_payment 2, restricted_item 5), wrongful rejects 0.000
 *   (0 of 369); per language flagged / wrongful rejects PT 3/0 of 71, ES 2/0 of 71, FR 2/0 of 71, EN 1/0 of 71, IT 0/0
 *   of 42, DE 0/0 of 43. Holdout part clean listings flagged 0.027 (10 of 369; findings: off_platform_payment 2,
 *   prohibited_item 3, restricted_item 9), wrongful rejects 0.000 (0 of 369); per language PT 3/0 of 71, ES 1/0 of 70,
 *   FR 2/0 of 71, EN 3/0 of 71, IT 1/0 of 43, DE 0/0 of 43.
 * - `LISTING_LEARNED_SCORER=0` (the rules alone): tune part the same as the default (8 of 369 flagged, 0.022; the same
 *   findings per code; wrongful rejects 0 of 369; PT 3/0, ES 2/0, FR 2/0, EN 1/0, IT 0/0, DE 0/0). Holdout part clean
 *   listings flagged 0.022 (8 of 369; findings: off_platform_payment 2, prohibited_item 3, restricted_item 7), wrongful
 *   rejects 0.005 (2 of 369); per language PT 2/0, ES 1/1, FR 1/0, EN 3/1, IT 1/0, DE 0/0 — wrongful rejects under the
 *   1 % line in both runs and both parts; by the counts, on the holdout part the learned reader's second opinion adds two
 *   restricted_item findings on two listings (PT 1, FR 1; a person looks, never a reject) and turns the rules' two
 *   wrongful rejects (ES 1, EN 1) into no reject; it changes nothing on the tune part.
 * No recall: the set has no label.
 */

// area ;; language ;; profile ;; category ;; price ;; title ;; description — every listing clean, no label markers.
const marked = `
cookware ;; pt ;; olx-pt ;; kitchen ;; 25 ;; Conjunto facas de cozinha 5 pecas com cepo madeira ;; Conjunto de 5 facas (pao, chef 20cm, fiambre, legumes e descascar) com cepo em madeira de faia. Usei pouco, ofereceram-me outro igual no natal. Laminas sem ferrugem. Entrega em mao em Braga ou envio pela OLX.
cookware ;; pt ;; olx-pt ;; kitchen ;; 12 ;; Frigideira antiaderente 28 cm nova ;; Frigideira 28cm, serve em inducao, nunca usada ainda com o cartao. Comprei duas por engano 🙈 Ref. FR-2817. Levanto-me cedo, posso entregar em Gaia de manha.
cookware ;; pt ;; olx-pt ;; kitchen ;; 8 ;; Frascos de vidro vazios para compotas (12 unid) ;; 12 frascos de vidro vazios de 370 ml com tampa de rosca, lavados e sem rotulos. Ideais para compotas, especiarias ou conservas caseiras. So entrega em mao, Coimbra zona Solum.
cookware ;; pt ;; generic ;; kitchen ;; 35 ;; Panela pressao inox 6L valvula nova ;; Panela pressao 6 L inox, valvula nova trocada em 2025 (tenho a fatura FT 2025/1183). Borracha tambem nova. Esta impecavel, so a vendo porque agora uso a panela eletrica. Pagamento pela plataforma.
cookware ;; pt ;; olx-pt ;; kitchen ;; 15 ;; Faca de cortar presunto + suporte ;; Faca comprida para presunto com suporte de madeira (o suporte tem 40x16 cm). Ficou de um cabaz de natal, nunca foi usada. Ideal para quem tem presunto em casa nas festas.
cookware ;; pt ;; olx-pt ;; kitchen ;; 6 ;; Garrafas de vidro vazias antigas de licor decoracao ;; 4 garrafas vazias de licor, de vidro trabalhado, dos anos 80, sem conteudo e sem tampa de origem. Com flores secas ou luzinhas la dentro ficam lindas. Viseu centro.
gardening ;; pt ;; olx-pt ;; garden ;; 18 ;; Adubo para relva 10 kg selado ;; Adubo em granulos para relvado, saco de 10 kg, fechado, validade 06/2027. Comprei a mais para o jardim. Levantar em Leiria, Marrazes.
gardening ;; pt ;; olx-pt ;; garden ;; 5 ;; Vasos com cato e suculentas ;; Vendo vasos pequenos de 10 cm com cato e suculentas diferentes, feitos de estaca por mim. 5 euros cada, 3 por 12. Fotos reais. Estou em Setubal, junto ao mercado do Livramento.
gardening ;; pt ;; generic ;; garden ;; 40 ;; Tesoura de poda + serrote de jardim Bellota ;; Tesoura de podar de bypass mais um serrote curvo de 30 cm, marca Bellota, em bom estado, lamina afiada. Vendo porque mudei para apartamento e ja nao tenho quintal.
gardening ;; pt ;; olx-pt ;; garden ;; 22 ;; Mangueira 25m com enrolador e pistola ;; Mangueira de 25 metros 1/2 polegada com enrolador de parede e pistola de 7 jatos. Tem uns 2 anos, sem fugas. Entrega em mao em Almada.
gardening ;; pt ;; olx-pt ;; garden ;; 9 ;; Sementes da horta: tomate coracao de boi, pimento padron ;; Saquetas de sementes da minha horta de 2026, tomate coracao de boi, pimento padron e manjericao. Envio em carta registada via OLX. Nada de plantas exoticas, so horta.
gardening ;; pt ;; olx-pt ;; garden ;; 14 ;; Insecticida para formigas em gel selado (2 unid) ;; Dois tubos de gel isco para formigas, selados, marca de supermercado, comprei 3 e so precisei de um. Uso domestico, validade 2028. Levantamento em Aveiro.
diy ;; pt ;; olx-pt ;; tools-diy ;; 20 ;; Testador de tensao e chave de fendas isolada ;; Testador de tensao sem contacto (caneta) e jogo de chaves isoladas 1000V. O testador apita quando ha corrente, pilhas AAA incluidas. Ideal para eletricistas ou para trocar tomadas em casa.
diy ;; pt ;; olx-pt ;; tools-diy ;; 45 ;; Bosch PSB 500RE berbequim percussao + brocas ;; Berbequim com percussao Bosch PSB 500 RE, 500W, com mala e brocas para parede e madeira. Numero de serie na etiqueta 603127... (foto). Funciona bem, barulho normal.
diy ;; pt ;; olx-pt ;; tools-diy ;; 10 ;; X-ato 18mm novo + 10 laminas recarga ;; Cortador x-ato 18mm com 10 laminas de recarga, novo no blister. Bom para cartao, alcatifas e papel de parede. 10 euros pela plataforma.
diy ;; pt ;; generic ;; tools-diy ;; 28 ;; Machado pequeno para lenha cabo de fibra ;; Machado de 600 g para rachar lenha pequena na lareira, cabo de fibra 35 cm, com capa de protecao na lamina. Usado duas vezes no inverno passado.
diy ;; pt ;; olx-pt ;; tools-diy ;; 60 ;; Escadote aluminio 6 degraus ;; Escadote de aluminio com 6 degraus, altura maxima de trabalho 3,20 m, carga 150 kg. Uns riscos de tinta da pintura da casa. So levantamento em Loures (nao cabe em envio).
diy ;; pt ;; olx-pt ;; tools-diy ;; 15 ;; Multimetro digital mede tensao e testa pilhas ;; Multimetro digital para medir tensao, corrente, resistencia e continuidade. Testa pilhas e baterias de carro tambem. Manual em portugues. Pilha 9V dentro.
diy ;; pt ;; olx-pt ;; tools-diy ;; 7 ;; Lixivia e desengordurante embalagens fechadas ;; Sobras de limpeza da mudanca: 2 garrafas de lixivia 2 L e 1 desengordurante spray de cozinha, tudo ainda fechado. Apenas entrega em mao em Odivelas, nao envio liquidos.
mobiles ;; pt ;; olx-pt ;; phones ;; 180 ;; Samsung Galaxy A54 128GB preto como novo ;; Samsung A54 5G 128GB, IMEI na caixa e nas definicoes (mostro na entrega). Tem WhatsApp, MB WAY e a app do banco a funcionar sem problemas, e o motivo da venda e que passei para iPhone. Fatura da Worten de 14/02/2024. Capa e pelicula incluidas 📱✅
mobiles ;; pt ;; olx-pt ;; phones ;; 95 ;; iPhone 11 64GB bateria 81% ;; iPhone 11 64 GB branco, bateria 81% de saude, ecra sem riscos. Desbloqueado para todas as redes. Reposto de fabrica e desligado do iCloud. Envio pela OLX com portes pagos por mim.
mobiles ;; pt ;; olx-pt ;; phones ;; 12 ;; Capa Xiaomi Redmi Note 13 nova ;; Capa de silicone para Redmi Note 13 (nao serve no 13 Pro), cor azul, nova na embalagem. Comprei errado e ja passou o prazo de devolucao.
mobiles ;; pt ;; generic ;; phones ;; 60 ;; Telemovel da avo teclas grandes e SOS ;; Telemovel com teclas grandes, tem botao SOS atras e base de carregamento. Era da minha avo, que agora tem um smartphone. Tudo em portugues, bateria dentro e carregador original.
mobiles ;; pt ;; olx-pt ;; phones ;; 25 ;; Carregador rapido 65W USB-C original ;; Carregador 65W com 2 portas USB-C e 1 USB-A, original, com caixa. Carrega portatil e telemovel ao mesmo tempo. Vendo porque o portatil novo trouxe outro.
laptops ;; pt ;; olx-pt ;; computers ;; 320 ;; Portatil Lenovo ThinkPad T480 i5 16GB 256SSD ;; ThinkPad T480, processador i5 8350U, 16 GB de memoria, disco SSD de 256 GB e ecra de 14 polegadas FHD. Windows 11 ativado. Bateria interna e externa, aguentam 5h. Teclado PT. Pago com o cartao na altura, tenho fatura.
laptops ;; pt ;; olx-pt ;; computers ;; 35 ;; Teclado mecanico switches vermelhos PT ;; Teclado mecanico PT com switches vermelhos, luz RGB. Ha 1 tecla (F7) que pisca mais fraco, nada de grave. Cabo USB-C destacavel.
laptops ;; pt ;; olx-pt ;; computers ;; 55 ;; Monitor 24 polegadas Full HD HDMI ;; Monitor 24 FHD 75Hz com HDMI e VGA, sem pixeis mortos. Modelo 24MK430H. Inclui cabo HDMI 1,5 m e base. Levantamento em Matosinhos.
laptops ;; pt ;; generic ;; computers ;; 18 ;; Disco externo 1TB USB 3.0 formatado ;; Disco externo de 1 TB ja formatado e verificado com CrystalDisk (saude 100%). Sem dados. Serve para backups de fotos ou PS4.
gaming ;; pt ;; olx-pt ;; videogames ;; 20 ;; GTA V PS4 com mapa de papel (18+) ;; Grand Theft Auto V para PS4, com o mapa de papel original. O disco nao tem riscos nenhuns. E para +18, como diz na capa. Junto Red Dead Redemption 2 por mais 10.
gaming ;; pt ;; olx-pt ;; videogames ;; 200 ;; Switch OLED branca + Mario Kart 8 + Zelda ;; Switch OLED branca, 2 anos, sempre com pelicula. Jogos: Mario Kart 8 e Zelda Tears of the Kingdom. Dock, comandos e carregador originais. Entrego em Lisboa (Alvalade) ou envio via OLX.
gaming ;; pt ;; olx-pt ;; videogames ;; 15 ;; Black Ops Cold War PS5 caixa impecavel ;; Jogo Black Ops Cold War para PS5, edicao normal, caixa impecavel. Guerra fria, campanha muito boa. Nao trocas, so venda.
gaming ;; pt ;; olx-pt ;; videogames ;; 30 ;; Comando PS5 DualSense com drift ligeiro ;; Comando DualSense branco, o analogico esquerdo tem drift ligeiro, por isso o preco. Para quem o quiser reparar ou usar em jogos de corrida. Bateria dentro aguenta bem.
gaming ;; pt ;; generic ;; videogames ;; 12 ;; Cluedo em portugues completo com armas de plastico ;; Cluedo em portugues, completo (contei as cartas e as armas em miniatura: corda, castical, punhal, chave, cano e revolver de plastico). Caixa com cantos gastos.
reading ;; pt ;; olx-pt ;; books-media ;; 8 ;; Livro O Padrinho Mario Puzo ;; Edicao de bolso do Padrinho (Mario Puzo), ISBN 978-972-23-4412-1. Lido uma vez, sublinhados a lapis em 3 paginas. A historia da mafia que deu o filme.
reading ;; pt ;; olx-pt ;; books-media ;; 10 ;; Narcos livro sobre Pablo Escobar ;; Livro sobre a vida de Pablo Escobar e o cartel de Medellin, em portugues. Historia verdadeira, leitura para adultos. Capa mole, como novo.
reading ;; pt ;; olx-pt ;; books-media ;; 5 ;; Livros escolares 7 ano Matematica e Historia ;; Manuais do 7 ano, Matematica (ISBN 978-989-767-221-0) e Historia, anos letivos 2025/26, sem nada escrito a caneta. Envio por correio, portes a cargo do comprador pela OLX.
reading ;; pt ;; generic ;; books-media ;; 12 ;; Colecao Asterix 6 volumes ;; Asterix em portugues, 6 albuns de capa dura: Asterix Gladiador, O Escudo Arverno, Asterix Legionario e mais 3. Bom estado, lombadas direitas.
reading ;; pt ;; olx-pt ;; books-media ;; 7 ;; A Segunda Guerra Mundial Antony Beevor ;; Livro de historia sobre a 2a guerra mundial, 900 paginas, Antony Beevor. Tem dedicatoria na primeira pagina (era prenda). Pesa 1,4 kg, conta no envio.
film ;; pt ;; olx-pt ;; books-media ;; 15 ;; DVD Breaking Bad serie completa ;; Breaking Bad, as 5 temporadas em DVD com legendas em portugues. Caixa com todos os discos, sem riscos. O professor de quimica que vira... ja sabem.
film ;; pt ;; olx-pt ;; books-media ;; 4 ;; DVD Cidade de Deus ;; Filme Cidade de Deus em DVD, edicao portuguesa, legendas PT. Otimo estado. Tambem tenho Tropa de Elite se quiserem os dois.
film ;; pt ;; generic ;; books-media ;; 20 ;; Blu-ray trilogia O Senhor dos Aneis ;; Trilogia em blu-ray, versao cinema, 6 discos. Caixa com luva de cartao. Pagamento pelo sistema do site, envio no dia seguinte.
music ;; pt ;; olx-pt ;; musical-instruments ;; 90 ;; Guitarra classica Admira com saco ;; Guitarra classica Admira Juanita, cordas trocadas em outubro. Saco almofadado e afinador de clip. Medidas 98 x 36 cm. Ideal para iniciar.
music ;; pt ;; olx-pt ;; musical-instruments ;; 35 ;; Flauta de bisel escolar + cavaquinho brinquedo ;; Flauta de bisel escolar Hohner e um cavaquinho pequeno de brincar (nao afina bem, e para criancas). Levantar em Guimaraes.
music ;; pt ;; olx-pt ;; musical-instruments ;; 150 ;; Yamaha PSR E373 teclado + suporte ;; Yamaha PSR-E373, 61 teclas sensiveis, com suporte em X e fonte. Numero de serie no fundo. Usado por um ano pelo meu filho nas aulas.
audio ;; pt ;; olx-pt ;; audio ;; 70 ;; Colunas de som Edifier R1280T ;; Par de colunas Edifier R1280T, madeira, com comando. 42W RMS. Funcionam muito bem, so mudei para barra de som.
audio ;; pt ;; olx-pt ;; audio ;; 45 ;; Gira-discos com colunas Bluetooth ;; Gira-discos em mala estilo vintage com colunas e Bluetooth, toca 33, 45 e 78 rpm. Agulha trocada. Ofereco 3 vinis de fado.
audio ;; pt ;; generic ;; audio ;; 25 ;; JBL Tune 510BT auscultadores pretos ;; JBL Tune 510BT pretos, bateria aguenta cerca de 35 horas como diz na caixa. Almofadas ainda boas. Com cabo de carregar.
photo ;; pt ;; olx-pt ;; cameras ;; 250 ;; Canon EOS 2000D com 18-55 ;; Canon 2000D com objetiva 18-55, so 9000 disparos. Leva bateria, carregador, a mala e um cartao de 32 GB. Tudo testado. Troca so por objetiva 50 mm.
photo ;; pt ;; olx-pt ;; cameras ;; 30 ;; Tripe aluminio ate 160cm com saco ;; Tripe de aluminio que estica ate 160 cm, cabeca de 3 vias, com saco. Pesa 1,2 kg. Usado para fotos de familia.
photo ;; pt ;; olx-pt ;; cameras ;; 60 ;; Camara de caca trail camera 20MP visao noturna ;; Camara de trilho para ver animais no quintal ou no campo, 20 MP, infravermelhos. Apanhei raposas e um ouricacheiro com ela. Pilhas AA dentro, cartao de 16 GB.
clothing ;; pt ;; vinted ;; clothing ;; 15 ;; Casaco de ganga Zara tamanho M ;; Casaco de ganga Zara, tamanho M, azul claro, pouco usado. Medidas: ombros 44 cm, de comprido 62 cm. Mando pela Vinted.
clothing ;; pt ;; vinted ;; clothing ;; 8 ;; Camisola de la tam. S ;; Camisola de malha cor creme tamanho S, 50% la. Sem borbotos. Lavagem a mao. Comprimento 58 cm.
clothing ;; pt ;; olx-pt ;; clothing ;; 25 ;; Casaco camuflado estilo militar tamanho L ;; Casaco de estilo militar camuflado de loja de roupa (Pull and Bear), tamanho L. Nao e farda, e moda. Muitos bolsos. Como novo.
clothing ;; pt ;; vinted ;; clothing ;; 6 ;; T-shirt banda Metallica tam XL ;; T-shirt preta Metallica Master of Puppets, tam XL, estampa ainda boa. Largura de axila a axila 58 cm.
clothing ;; pt ;; vinted ;; clothing ;; 30 ;; Vestido de festa azul 38 ;; Vestido comprido azul noite, tamanho 38, usado num casamento. Limpeza a seco feita. Tem fecho atras.
footwear ;; pt ;; vinted ;; footwear ;; 35 ;; Sapatilhas Nike Air Force 1 tamanho 42 ;; AF1 brancas da Nike, numero 42 europeu, 26,5 cm. Originais, compradas na loja da Nike em Lisboa, tenho o talao. Sola ainda boa, lavadas.
footwear ;; pt ;; vinted ;; footwear ;; 20 ;; Botas de chuva crianca 28 ;; Galochas tamanho 28 com desenho de dinossauros. Usadas um inverno, sem furos.
footwear ;; pt ;; olx-pt ;; footwear ;; 40 ;; Botas de seguranca biqueira de aco 43 ;; Botas de seguranca S3, com biqueira em aco e palmilha contra perfuracao, tamanho 43. Usei umas semanas na obra e fiquei com outras da empresa.
cosmetics ;; pt ;; vinted ;; beauty-perfume ;; 55 ;; Coco Mademoiselle EDP 100 ml selado (nao e tester) ;; Perfume Coco Mademoiselle EDP 100 ml, selado com celofane, nunca aberto. Foi prenda e nao e o meu cheiro. Nao e tester, tem a caixa normal de venda. Tenho o talao da Perfumes e Companhia.
cosmetics ;; pt ;; vinted ;; beauty-perfume ;; 12 ;; Paleta 18 sombras selada nunca aberta ;; Paleta com 18 tons de sombra, ainda ainda com o selo. Tons nude e castanho. Envio pela Vinted.
cosmetics ;; pt ;; olx-pt ;; beauty-perfume ;; 20 ;; Rowenta secador 2100W com difusor ;; Secador Rowenta 2100W com difusor e bocal. Funciona bem, o cabo esta perfeito. Vendo porque comprei um Dyson.
cosmetics ;; pt ;; vinted ;; beauty-perfume ;; 10 ;; Creme hidratante e protetor solar selados ;; Creme de rosto hidratante 50 ml e protetor solar SPF50 200 ml, ambos selados, comprados na farmacia para mim mas recebi iguais de prenda. Validade 2028.
jewellery ;; pt ;; olx-pt ;; watches-jewellery ;; 80 ;; G-Shock GA-2100 preto Casio, caixa e manual ;; Casio G-Shock GA-2100 preto, original com caixa e manual. Bracelete com alguns riscos. Pilha trocada em 2026.
jewellery ;; pt ;; vinted ;; watches-jewellery ;; 15 ;; Brincos de prata 925 com zirconia ;; Brincos em prata 925 (tem a marca gravada), com pedra zirconia. Nunca usados, na caixinha. Peso 2 g.
jewellery ;; pt ;; olx-pt ;; watches-jewellery ;; 120 ;; Relogio Tissot PRX quartzo com papeis ;; Tissot PRX 40 mm quartzo, com caixa, cartao de garantia e fatura. Original, nao e copia. Comprado numa relojoaria em 2023; a bracelete esta cortada para pulso de 18 cm mas os elos que sobraram vao junto.
bikes ;; pt ;; olx-pt ;; bikes ;; 150 ;; Bicicleta BTT roda 29 Rockrider ST 100 tamanho M ;; BTT Rockrider ST 100 roda 29, quadro M (para 1,70 a 1,80 m), travoes de disco mecanicos. Pneus trocados. O numero de quadro esta gravado debaixo do pedaleiro e mostro quando vier ver.
bikes ;; pt ;; olx-pt ;; bikes ;; 25 ;; Capacete de bicicleta novo com etiqueta ;; Capacete de bicicleta de estrada tam. M (54 a 58 cm), novo com etiqueta e autocolante, nunca foi usado nem levou pancada. Enganei-me no tamanho.
bikes ;; pt ;; olx-pt ;; bikes ;; 15 ;; Bomba de pe bicicleta manometro presta schrader ;; Bomba de chao para bicla, com manometro; da para valvulas presta e schrader. Serve ainda para bolas de futebol e colchao insuflavel. Tenho duas, esta sobra.
bikes ;; pt ;; generic ;; bikes ;; 10 ;; Cadeado de bicicleta em U com chaves ;; Cadeado em U, duas chaves e o suporte de quadro. Uso 1 ano. Nao tenho fotos da fatura mas e Decathlon.
gym ;; pt ;; olx-pt ;; sports-outdoor ;; 40 ;; Halteres de disco ate 10 kg cada (par) ;; Dois halteres de discos que vao ate 10 kg cada um, discos de ferro e barras com rosca. Levantar em Alverca, pesa bastante para enviar.
gym ;; pt ;; olx-pt ;; sports-outdoor ;; 80 ;; Tapete de corrida dobravel, vai ate 12 km/h ;; Tapete de corrida eletrico que dobra, velocidade ate 12 km/h, tapete 40x120 cm. Funciona bem. So levantamento, ja esta desmontada na garagem.
gym ;; pt ;; olx-pt ;; sports-outdoor ;; 15 ;; Luvas boxe vermelhas 12oz + ligaduras ;; Luvas de boxe 12 oz vermelhas com ligaduras. Usadas poucas vezes no ginasio. Higienizadas.
gym ;; pt ;; generic ;; sports-outdoor ;; 35 ;; Arco e flechas de tiro recreativo para crianca ;; Arco de brincar para criancas com 3 flechas de ponta de ventosa e alvo. Idade 6+. Completo na caixa.
outdoors ;; pt ;; olx-pt ;; sports-outdoor ;; 45 ;; Tenda de campismo 4 pessoas Quechua ;; Tenda 4 pessoas Quechua, 2 quartos, montagem facil. Usada em 3 campismos, sem furos. Estacas e saco completos.
outdoors ;; pt ;; olx-pt ;; sports-outdoor ;; 20 ;; Colchao insuflavel casal com bomba eletrica ;; Colchao insuflavel de casal (203x152 cm) com bomba eletrica incorporada. Usado nas visitas da familia. Sem furos.
outdoors ;; pt ;; olx-pt ;; sports-outdoor ;; 12 ;; Victorinox Spartan canivete para campismo ;; Canivete Victorinox Spartan, lamina pequena de 6 cm que nao bloqueia, saca-rolhas, abre-latas. Para campismo. Original com a cruz no cabo.
outdoors ;; pt ;; olx-pt ;; sports-outdoor ;; 18 ;; Fogao de campismo + lanterna frontal ;; Fogareiro de campismo dobravel (vendo sem cartuchos de gas) e lanterna frontal LED com pilhas dentro. Bom para caminhadas.
angling ;; pt ;; olx-pt ;; sports-outdoor ;; 35 ;; Cana de pesca 3,6 m com carreto ;; Cana telescopica 3,60 m com carreto frontal e linha 0,30. Pescava no rio Mondego. Junto caixa com anzois, chumbadas e boias.
angling ;; pt ;; olx-pt ;; sports-outdoor ;; 25 ;; Caixa de pesca com amostras e faca de filetar ;; Caixa de pesca com 3 andares, amostras, anzois e uma faca de filetar com capa. Tudo usado mas em bom estado.
angling ;; pt ;; generic ;; sports-outdoor ;; 15 ;; Botas de pesca galochas altas 42 ;; Botas altas de pesca em PVC tamanho 42, impermeaveis. Usadas na praia de Mira.
carparts ;; pt ;; olx-pt ;; vehicle-parts ;; 120 ;; 4 pneus 205/55 R16 91V Michelin 6mm ;; Quatro pneus Michelin Primacy 4 medida 205/55 R16 91V, DOT 2224, ainda com 6 mm. Tirei do meu carro porque pus jantes novas. Em Santarem.
carparts ;; pt ;; olx-pt ;; vehicle-parts ;; 50 ;; Bateria de carro 60Ah Varta ;; Bateria Varta 60Ah 540A, tem 1 ano e meio, troquei por uma maior. Testada com testador de baterias: 12,6V. Entrega em mao.
carparts ;; pt ;; olx-pt ;; vehicle-parts ;; 30 ;; Otica frente esquerda Clio 4 (2013-16) ;; Farol dianteiro esquerdo Clio IV 2013-2016, referencia 260607029R. Funciona, uma patilha partida (foto). Usado so no meu carro.
carparts ;; pt ;; olx-pt ;; vehicle-parts ;; 15 ;; Kit de seguranca automovel colete e triangulo ;; Kit de seguranca selado: colete refletor, triangulo e kit de primeiros socorros. Nunca aberto, veio com o carro novo e ja tinha um.
carparts ;; pt ;; generic ;; vehicle-parts ;; 60 ;; Capacete de mota novo na caixa tamanho L ;; Capacete integral tamanho L (59-60 cm), novo na caixa, nunca usado, homologacao ECE 22.06 na etiqueta. Oferta que veio do tamanho errado.
carparts ;; pt ;; olx-pt ;; vehicle-parts ;; 10 ;; Tapetes de borracha Seat Ibiza ;; Tapetes de borracha do Seat Ibiza 6J, os 4. Lavados. Usados no meu carro ate vender.
nursery ;; pt ;; olx-pt ;; toys-baby ;; 140 ;; Cadeira auto isofix 0-18 kg nova caixa selada ;; Cadeira auto isofix 0 a 18 kg, nova, na caixa selada, nunca montada. Comprei para o segundo filho e acabamos por receber uma igual. Fatura de 09/2026.
nursery ;; pt ;; olx-pt ;; toys-baby ;; 60 ;; Chicco carrinho alcofa + passeio (sem ovo) ;; Carro de bebe Chicco, tem alcofa e cadeira de passeio, muito estimado. O ovo nao vai incluido. Fecha com uma mao. Em Faro.
nursery ;; pt ;; olx-pt ;; toys-baby ;; 20 ;; Esterilizador eletrico 6 biberoes ;; Esterilizador eletrico para 6 biberoes, limpo e desincrustado. Tambem levo biberoes novos ainda na caixa.
nursery ;; pt ;; generic ;; toys-baby ;; 15 ;; Bercinho de viagem com colchao ;; Berco de viagem 120x60 com colchao e saco. Usado em ferias. Fechado mede 80x20 cm.
playthings ;; pt ;; olx-pt ;; toys-baby ;; 10 ;; Super Soaker grande de agua para o verao ;; Super Soaker de agua grande, plastico colorido, para o verao. Funciona bem sem fugas. Brinquedo 8+.
playthings ;; pt ;; olx-pt ;; toys-baby ;; 25 ;; Lego Policia esquadra 60316 ;; Esquadra da policia da Lego City (60316) completa, com minifiguras de policias e ladroes e a carrinha da prisao. Sem caixa, com instrucoes.
playthings ;; pt ;; olx-pt ;; toys-baby ;; 8 ;; Espada de espuma e escudo de cavaleiro ;; Espada de espuma e escudo para criancas, para os miudos brincarem aos cavaleiros, sao fofos e nao magoam. Como novos.
playthings ;; pt ;; generic ;; toys-baby ;; 12 ;; Puzzle mapa-mundo antigo 1000 pecas completo ;; Puzzle de 1000 pecas com mapa-mundo antigo, 68x48 cm. Feito uma vez, estao todas (contei). Caixa selada com fita.
fancydress ;; pt ;; olx-pt ;; clothing ;; 15 ;; Fato de carnaval pirata crianca 8 anos ;; Fato de pirata com chapeu, pala de olho e uma espada de plastico, tamanho 7-8 anos. Usado num carnaval da escola.
fancydress ;; pt ;; olx-pt ;; clothing ;; 20 ;; Farda antiga estilo militar para teatro ;; Casaco de farda antigo sem insignias nem emblemas, comprado numa feira de velharias, usei numa peca de teatro da escola. Tamanho M. So como traje de fantasia.
fancydress ;; pt ;; vinted ;; clothing ;; 12 ;; Mascara de Halloween caveira + capa ;; Mascara em latex tipo caveira mais uma capa preta ate aos pes. Usada numa festa de Halloween. Tamanho adulto unico.
homedecor ;; pt ;; olx-pt ;; home ;; 15 ;; Jarra de ceramica em forma de galinha ;; Jarra em ceramica pintada a mao em forma de galinha, 22 cm de altura. Caldas da Rainha. Sem rachas.
homedecor ;; pt ;; olx-pt ;; home ;; 25 ;; Quadro com pintura de lobo ;; Quadro com pintura de um lobo na neve, 60x40 cm, moldura de madeira. Tinha na sala.
homedecor ;; pt ;; olx-pt ;; home ;; 10 ;; Candeeiro de mesa com abajur ;; Candeeiro de mesa base em ceramica, abajur de tecido creme. Altura 45 cm. Lampada E27 incluida.
homedecor ;; pt ;; generic ;; home ;; 30 ;; Andorinhas Bordallo Pinheiro 3 tamanhos ;; Conjunto de 3 andorinhas de ceramica Bordallo Pinheiro, originais com a marca por baixo. Para a parede. Tenho as caixas.
homedecor ;; pt ;; olx-pt ;; home ;; 20 ;; Armario de medicamentos de parede vazio ;; Armario pequeno de parede para casa de banho, tipo farmacia com cruz na porta, vazio. Mede 35x30x12 cm. Tirei na obra.
furnishing ;; pt ;; olx-pt ;; furniture ;; 70 ;; Comoda 4 gavetas branca desmontavel ;; Comoda branca com 4 gavetas, 80x48x100 cm. Desmontavel. Tem um risco de lado. Levantar em Amadora, 3 andar sem elevador.
furnishing ;; pt ;; olx-pt ;; furniture ;; 40 ;; Secretaria de estudante com gaveta ;; Secretaria 120x60 com gaveta e estante. Usada pelo meu filho no secundario. Parafusos todos guardados num saco.
furnishing ;; pt ;; olx-pt ;; furniture ;; 150 ;; Sofa cinza claro de 3 lugares 2 metros ;; Sofa de 3 lugares cinza claro, 200 cm de largura. Capas lavaveis. Sem animais em casa. Levantamento em Porto (Paranhos).
furnishing ;; pt ;; generic ;; furniture ;; 25 ;; Cadeiras de cozinha 4 unid ;; 4 cadeiras de madeira de cozinha, estofo novo. Vendo a conjunto, 25 euros as 4.
household ;; pt ;; olx-pt ;; small-appliances ;; 45 ;; Fritadeira de ar 5,5 L ;; Air fryer 5,5 litros, 1700W, cesto antiaderente em otimo estado. Usei cerca de 1 ano. Com livro de receitas.
household ;; pt ;; olx-pt ;; small-appliances ;; 30 ;; Aspirador sem fio com bateria ;; Aspirador vertical sem fio, bateria de litio dentro (aguenta 30 min). Carregador original. Escova nova.
household ;; pt ;; olx-pt ;; small-appliances ;; 80 ;; Delonghi Magnifica S automatica com moinho ;; Maquina de cafe automatica Delonghi Magnifica S, moinho integrado. Descalcificada mes passado. Fatura de 2022.
household ;; pt ;; olx-pt ;; large-appliances ;; 120 ;; Maquina de lavar roupa 7 kg Indesit ;; Maquina de lavar 7 kg classe A+++, 1200 rpm, 6 anos. Funciona perfeitamente, troco por ter comprado uma de secar combinada. Levantar em Barcelos.
household ;; pt ;; generic ;; small-appliances ;; 15 ;; Balanca digital cozinha 5 kg pilhas incluidas ;; Balanca de cozinha digital, pesa ate 5 kg de grama a grama, pilhas dentro. Funciona na perfeicao.
pets ;; pt ;; olx-pt ;; pets ;; 20 ;; Transportadora de gato ;; Caixa transportadora em plastico, serve gato ou caozito, 48x32x30 cm, porta metalica. Lavada e desinfetada.
pets ;; pt ;; olx-pt ;; pets ;; 15 ;; Arranhador 3 andares com cama 90cm ;; Arranhador com 3 andares e cama, 90 cm de altura. Os gatos usaram pouco. Tenho fotos dos gatos mas os gatos nao estao a venda 😹
pets ;; pt ;; olx-pt ;; pets ;; 8 ;; Aquario vazio 25 litros ;; Aquario vazio de 25 L com tampa e luz, sem peixes. Sem fugas, testado com agua. Bom para tartarugas ou plantas.
pets ;; pt ;; generic ;; pets ;; 10 ;; Coleira e trela para cao grande ;; Coleira de couro tamanho L e trela de 1,5 m, o meu cao cresceu e ja nao serve. Pouco usada.
hobbies ;; pt ;; olx-pt ;; crafts ;; 20 ;; Maquina de costura para criancas ;; Maquina de costura pequena de brincar mas que cose a serio, a pilhas. Com linhas e agulhas de reserva.
hobbies ;; pt ;; olx-pt ;; crafts ;; 15 ;; Kit de tricot com 10 novelos ;; 10 novelos de la varias cores, agulhas 4 e 5 mm e livro de pontos. Novos.
hobbies ;; pt ;; olx-pt ;; crafts ;; 30 ;; Maqueta tanque Tiger 1/35 Tamiya ;; Kit de modelismo Tamiya tanque Tiger I escala 1/35, por montar, pecas na arvore. Caixa com a segunda guerra na ilustracao. Completo.
hobbies ;; pt ;; generic ;; crafts ;; 12 ;; Pistola de cola quente com 30 barras ;; Pistola de cola quente 60W com 30 recargas de cola. Para artesanato e enfeites. Funciona bem.
collecting ;; pt ;; olx-pt ;; collectables ;; 25 ;; Isqueiros Zippo de colecao vazios ;; Colecao de 3 isqueiros Zippo antigos, vazios e sem gas nem pedra. So para colecao, marca gravada na base (1998 e 2003).
collecting ;; pt ;; olx-pt ;; collectables ;; 10 ;; Cinzeiro antigo publicidade cervejeira ;; Cinzeiro em vidro com publicidade antiga de cerveja, anos 70, nunca usado. Para colecionadores ou para pousar chaves.
collecting ;; pt ;; olx-pt ;; collectables ;; 15 ;; Garrafas de vinho do Porto vazias antigas ;; Garrafas vazias de vinho do Porto de 1985 e 1991, so as garrafas com rotulo, sem conteudo. Para decoracao de garrafeira.
collecting ;; pt ;; olx-pt ;; collectables ;; 20 ;; 5 moedas 2 euros comemorativas Portugal ;; 5 moedas de 2 euros comemorativas de Portugal, circuladas. Envio por correio registado via OLX.
collecting ;; pt ;; generic ;; collectables ;; 35 ;; Cadernetas de cromos Panini Mundial 2006 ;; Caderneta Panini do Mundial 2006 completa (faltam 3 cromos). Capa com desgaste ligeiro.
stationery ;; pt ;; olx-pt ;; office ;; 40 ;; HP DeskJet 2720e com tinteiros selados ;; Impressora HP DeskJet 2720e, imprime e digitaliza. Com tinteiros novos (ainda selados). Liga por Wi-Fi a app da HP.
stationery ;; pt ;; olx-pt ;; office ;; 10 ;; Calculadora grafica Casio fx-CG50 ;; Calculadora Casio fx-CG50, permitida nos exames nacionais. Com tampa e cabo USB. Pilhas dentro.
stationery ;; pt ;; olx-pt ;; office ;; 6 ;; Agrafador, furador e tesoura de escritorio ;; Lote de escritorio: agrafador metalico, furador de 2 furos e tesoura de 21 cm. Usados mas funcionais.
stationery ;; pt ;; generic ;; office ;; 50 ;; Cadeira escritorio apoio lombar (rasgao pequeno) ;; Cadeira de secretaria com apoio para as costas, braços regulaveis. Aguenta ate 120 kg. Pequeno rasgao no braço esquerdo.
cookware ;; pt ;; olx-pt ;; kitchen ;; 18 ;; Bimby acessorios cesto e varoma ;; Varoma e cestinho originais da Bimby TM5, usados com cuidado. A Bimby nao vai incluida.
mobiles ;; pt ;; olx-pt ;; phones ;; 40 ;; Smartwatch Amazfit Bip 5 ;; Amazfit Bip 5 preto, mostra notificacoes do WhatsApp e do Instagram no pulso, mede passos e sono. Bateria aguenta 10 dias. Com carregador.
gaming ;; pt ;; olx-pt ;; videogames ;; 45 ;; Volante Logitech G29 com pedais ;; Volante G29 para PS4, PS5 e PC com pedaleira. Tudo a funcionar, sem folgas. Levantar em Sintra.
audio ;; pt ;; olx-pt ;; audio ;; 18 ;; Radio portatil a pilhas e corrente ;; Radio portatil FM/AM, funciona a pilhas (4 x C) ou a corrente. Bom para a cozinha ou para o campo.
reading ;; pt ;; olx-pt ;; books-media ;; 6 ;; Livro de receitas de cocktails sem alcool ;; Livro com 80 receitas de cocktails sem alcool e sumos, capa dura. Como novo.
cosmetics ;; pt ;; olx-pt ;; beauty-perfume ;; 35 ;; Philips maquina cabelo 8 pentes bateria ;; Maquina de cortar cabelo Philips com 8 pentes de 1 a 24 mm, bateria incorporada. Limpa e oleada.
household ;; pt ;; olx-pt ;; small-appliances ;; 55 ;; Robot aspirador com base, pouco uso ;; Vendo robot aspirador que comprei em janeiro de 2025 na Fnac (fatura n. FNAC-PT 00418/2025, mostro na entrega). Funciona com a app no telemovel e tambem sem ela, so pelo botao. A bateria esta dentro e dura cerca de 90 minutos, o que da para um T2 de 70 m2 a vontade. Incluo a base de carregamento, 2 escovas laterais novas, um filtro de reserva e o comando. Vendo porque nos mudamos para uma casa com muitos tapetes altos e ele encalha. Entrego em Oeiras ou Carcavelos ao fim do dia, ou envio pela OLX bem embalado na caixa original.
bikes ;; pt ;; olx-pt ;; bikes ;; 220 ;; Bicicleta de estrada aluminio tamanho 54 Shimano Sora ;; Bicicleta de estrada quadro de aluminio tamanho 54 (sirvo eu com 1,76 m), grupo Shimano Sora 2x9, rodas 700x25c. Fiz cerca de 3000 km com ela, sempre guardada dentro de casa. Revisao feita em setembro na loja do bairro: corrente nova, cabos e pastilhas. Tem uns riscos no tubo de cima de a encostar na parede. Vai com 2 porta-bidons e pedais normais. Numero de quadro por baixo do movimento pedaleiro e fatura original da compra em 2021. Posso mostrar a funcionar em Coimbra, junto a Baixa.
gardening ;; pt ;; olx-pt ;; garden ;; 35 ;; Corta-relva eletrico 1400W com saco ;; Corta-relva eletrico 1400W, largura de corte 37 cm, saco de 40 L. A lamina foi afiada este ano. Cabo de 20 m incluido. Tenho um jardim pequeno e passei a ter relva artificial.
diy ;; pt ;; olx-pt ;; tools-diy ;; 25 ;; Caixa de ferramentas completa 82 pecas ;; Mala de ferramentas com 82 pecas: chaves de caixa 1/4, alicates, martelo, fita metrica 5 m, x-ato, chaves allen e torx. Falta 1 chave de caixa de 10 mm. Levantar em Vila Franca de Xira.
clothing ;; pt ;; vinted ;; clothing ;; 18 ;; Blusao de cabedal sintetico preto S ;; Blusao de pele sintetica preto tamanho S, estilo motard mas e so moda, nao e de protecao. Usado poucas vezes. Medidas no ultimo quadro das fotos.
collecting ;; pt ;; olx-pt ;; collectables ;; 12 ;; Caixas de fosforos antigas colecao (sem fosforos) ;; Colecao de 40 caixas de fosforos antigas de hoteis e restaurantes, vazias. Anos 60 a 90. Num album.
film ;; pt ;; olx-pt ;; books-media ;; 10 ;; DVD Peaky Blinders temporadas 1 a 3 ;; Peaky Blinders em DVD, temporadas 1, 2 e 3, legendas em portugues. Gangsters de Birmingham, excelente serie. Caixas ok.
photo ;; pt ;; olx-pt ;; cameras ;; 20 ;; Binoculos 10x42 aves com estojo e correia ;; Binoculos 10x42 que usava para ver passaros, com estojo e correia. Otica limpa sem fungos. Usava no Tejo para ver flamingos.
cookware ;; es ;; wallapop ;; kitchen ;; 30 ;; Cuchillos de cocina con taco de madera 6 piezas ;; Juego de 6 cuchillos con taco de madera, cuchillo cebollero de 20 cm, pan, jamonero, verduras y tijeras. Los uso poco porque me regalaron otros. Bien afilados. Entrega en mano en Valencia centro o envio por Wallapop.
cookware ;; es ;; wallapop ;; kitchen ;; 25 ;; Olla express Fagor 6 litros ;; Olla rapida Fagor de 6 L, acero inox, valvula y goma cambiadas hace poco. Funciona perfecta. La vendo porque tengo Thermomix.
cookware ;; es ;; wallapop ;; kitchen ;; 5 ;; Botes de cristal vacios tipo tarro 10 uds ;; 10 tarros de cristal vacios de 500 ml, con tapa, limpios sin etiqueta. Para legumbres, especias o mermelada. Recogida en Zaragoza, Delicias.
cookware ;; es ;; wallapop ;; kitchen ;; 15 ;; Paellera de 40 cm + quemador (sin bombona) ;; Paellera esmaltada de 40 cm, para 8 raciones. Vendo tambien el quemador de 3 fuegos pero SIN bombona de gas. Usadas en verano en el pueblo.
cookware ;; es ;; generic ;; kitchen ;; 12 ;; Jamonero de madera con cuchillo ;; Soporte jamonero de madera de pino mas cuchillo de jamon de 25 cm y su chaira. Regalo de empresa, sin estrenar.
cookware ;; es ;; wallapop ;; kitchen ;; 20 ;; Mortero de marmol y molinillos ;; Mortero de marmol blanco de 12 cm y 2 molinillos de sal y pimienta. Pesa casi 2 kg el mortero, mejor recogida en Sevilla (Triana).
gardening ;; es ;; wallapop ;; garden ;; 8 ;; Esquejes enraizados potus y monstera ;; Esquejes enraizados de potus y de monstera deliciosa en vaso de agua. 8 euros cada uno, 3 por 20. Son de mis plantas de casa.
gardening ;; es ;; wallapop ;; garden ;; 12 ;; Abono universal y tierra para macetas ;; Saco de sustrato universal 50 L sin abrir y abono liquido para plantas verdes 1 L precintado. Me mude a un piso sin terraza.
gardening ;; es ;; wallapop ;; garden ;; 45 ;; Desbrozadora de gasolina (sin gasolina) ;; Desbrozadora de 43 cc, arranca al primer tiron. Va con el deposito vaciado, con disco y cabezal de hilo. Recogida en Toledo.
gardening ;; es ;; wallapop ;; garden ;; 6 ;; Semillas de calabacin, lechuga y tomate ;; Sobres de semillas de mi huerto, cosecha 2026: calabacin, lechuga romana y tomate cherry. Envio en sobre por Wallapop 🌱🍅
gardening ;; es ;; generic ;; garden ;; 20 ;; Hacha pequena y serrucho de poda ;; Hacha de mano de 800 g para lena y serrucho de poda plegable. Usados en la casa del campo. Funda incluida.
gardening ;; es ;; wallapop ;; garden ;; 15 ;; Antimosquitos enchufe con recambios precintados ;; Aparato antimosquitos de enchufe con 4 recambios liquidos precintados. Uso domestico, caducidad 2028.
diy ;; es ;; wallapop ;; tools-diy ;; 18 ;; Comprobador de tension y buscapolos ;; Detector de tension sin contacto y buscapolos, pila dentro. Sirve para comprobar enchufes y cables antes de tocar. Como nuevo.
diy ;; es ;; wallapop ;; tools-diy ;; 55 ;; Makita HP1640 taladro percutor con maletin ;; Taladro percutor Makita HP1640 con maletin y juego de brocas. 680W. Numero de serie en la placa, lo enseño en la entrega. Funciona perfecto.
diy ;; es ;; wallapop ;; tools-diy ;; 20 ;; Cutter y navaja multiusos de bricolaje ;; Cutter de 18 mm con 20 cuchillas de recambio y una herramienta multiusos con alicates, destornilladores y hoja pequena que no bloquea. Para bricolaje en casa.
diy ;; es ;; wallapop ;; tools-diy ;; 30 ;; Escalera tijera aluminio 5 peldanos 1,80 ;; Escalera de tijera de aluminio de 5 peldanos, altura 1,80 m. Con marcas de pintura. Recoger en Getafe.
diy ;; es ;; wallapop ;; tools-diy ;; 12 ;; Medidor laser 40 metros ;; Medidor de distancias laser hasta 40 m, pilas AAA dentro. Mide area y volumen. En su funda.
diy ;; es ;; generic ;; tools-diy ;; 9 ;; Lejia, amoniaco y limpiador multiusos cerrados ;; Me sobraron de la mudanza: 2 botellas de lejia 2 L, 1 de amoniaco perfumado y 1 limpiador multiusos. Todo precintado. Solo entrega en mano en Alcala de Henares.
mobiles ;; es ;; wallapop ;; phones ;; 210 ;; iPhone 12 128GB azul bateria 85% ;; iPhone 12 de 128 GB azul, salud de bateria 85%. Libre, sin bloqueo de iCloud. Tiene WhatsApp, Bizum y la app del banco funcionando hasta hoy, lo vendo porque me he pasado a Android. Factura de El Corte Ingles.
mobiles ;; es ;; wallapop ;; phones ;; 130 ;; Redmi Note 12 Pro 8/256 con caja ;; Redmi Note 12 Pro 8/256, con caja y cargador original. Pantalla sin rayas, con cristal templado desde el primer dia. Envio por Wallapop.
mobiles ;; es ;; wallapop ;; phones ;; 10 ;; Funda Samsung S23 nueva ;; Funda de silicona del Galaxy S23 normal (ojo, no sirve en el Plus ni en el Ultra). Nueva en su caja.
mobiles ;; es ;; generic ;; phones ;; 35 ;; Telefono teclas grandes boton SOS (de mi padre) ;; Telefono movil con teclas grandes y boton SOS, con base de carga. Era de mi padre. Bateria dentro, funciona bien.
mobiles ;; es ;; wallapop ;; phones ;; 20 ;; Bateria externa 20000 mAh USB-C ;; Bateria externa de 20000 mAh con USB-C, carga rapida. La llevo de viaje, nunca ha fallado. Caja original.
laptops ;; es ;; wallapop ;; computers ;; 280 ;; Portatil HP ProBook 450 G7 i5 8GB 256SSD ;; HP ProBook 450 G7, i5 decima generacion, 8 GB RAM, SSD 256 GB, pantalla 15,6. Teclado espanol con n. Bateria bien. Windows 11 Pro.
laptops ;; es ;; wallapop ;; computers ;; 25 ;; Raton gaming Logitech G203 ;; Raton Logitech G203 con luz RGB, poco uso. Caja incluida.
laptops ;; es ;; wallapop ;; computers ;; 60 ;; Monitor QHD 27 pulgadas 75 Hz ;; Monitor 27 pulgadas QHD 2560x1440 a 75 Hz, entradas HDMI y DP. Ningun pixel muerto. Recoger en Bilbao (Deusto).
laptops ;; es ;; generic ;; computers ;; 15 ;; Pendrive 128GB y disco SSD 240GB ;; Pendrive USB 3.0 de 128 GB y SSD SATA de 240 GB, ambos formateados y probados. Sin datos.
gaming ;; es ;; wallapop ;; videogames ;; 18 ;; GTA V PS5 como nuevo (+18) ;; GTA V para PS5, edicion normal, como nuevo. Para mayores de 18. Envio por Wallapop en el dia.
gaming ;; es ;; wallapop ;; videogames ;; 220 ;; PS5 digital + 1 mando + cables ;; PlayStation 5 digital con un mando y todos los cables. Funciona perfecta, sin ruidos. La vendo porque juego poco.
gaming ;; es ;; wallapop ;; videogames ;; 20 ;; Pack Battlefield 1 + Battlefield V (PS4) ;; Los dos Battlefield de la primera y segunda guerra mundial para PS4. Discos perfectos.
gaming ;; es ;; wallapop ;; videogames ;; 12 ;; Juego de mesa Cluedo y Scotland Yard ;; Dos juegos de mesa de detectives: Cluedo y Scotland Yard. Completos, cajas algo gastadas.
gaming ;; es ;; generic ;; videogames ;; 25 ;; Pistola Wii Zapper para juegos de disparos ;; Accesorio Wii Zapper de plastico blanco para meter el mando de la Wii, de juegos tipo Link's Crossbow Training. Es un accesorio de consola, no dispara nada.
reading ;; es ;; wallapop ;; books-media ;; 8 ;; Fariña - Nacho Carretero, leido una vez ;; Fariña, el libro sobre el narcotrafico en Galicia. Leido una vez, buen estado. ISBN 978-84-16001-41-0.
reading ;; es ;; wallapop ;; books-media ;; 10 ;; Saga Millennium 3 libros ;; Los tres primeros de Millennium (Stieg Larsson) en tapa blanda. Novela negra, crimen e investigacion. Buen estado.
reading ;; es ;; wallapop ;; books-media ;; 5 ;; Libros de texto 3 ESO Santillana ;; Libros de 3 de la ESO, Lengua y Geografia e Historia, de Santillana. Forrados, sin escribir.
reading ;; es ;; generic ;; books-media ;; 15 ;; Atlas ilustrado Guerra Civil tapa dura ;; Atlas ilustrado de la Guerra Civil, tapa dura, 300 paginas con mapas de las batallas. Pesa 1,5 kg.
reading ;; es ;; wallapop ;; books-media ;; 6 ;; Comics Mortadelo y Filemon lote 5 ;; Lote de 5 comics de Mortadelo y Filemon, el Super Humor. Algo usados pero completos.
film ;; es ;; wallapop ;; books-media ;; 12 ;; DVD Narcos temporadas 1 y 2 ;; Narcos de Netflix en DVD, temporadas 1 y 2, en castellano. Historia de Pablo Escobar. Perfecto estado.
film ;; es ;; wallapop ;; books-media ;; 4 ;; Trilogia El Padrino 3 DVD ;; La trilogia de El Padrino en DVD, 3 discos. Cajas en buen estado.
film ;; es ;; generic ;; books-media ;; 8 ;; Blu-ray Salvar al soldado Ryan ;; Salvar al soldado Ryan en Blu-ray, edicion con extras. Pelicula belica de Spielberg. Como nuevo.
music ;; es ;; wallapop ;; musical-instruments ;; 80 ;; Alhambra 1C guitarra clasica con funda ;; Alhambra 1C clasica con las cuerdas recien cambiadas, funda acolchada. Algun golpecito en el aro. Ideal para conservatorio.
music ;; es ;; wallapop ;; musical-instruments ;; 40 ;; Cajon flamenco con bordones, funda y cojin ;; Cajon flamenco con bordones, funda y cojin. Suena muy bien. Medidas 48x30x30 cm.
music ;; es ;; wallapop ;; musical-instruments ;; 120 ;; Teclado Casio CT-S300 ;; Teclado Casio CT-S300 de 61 teclas, sensible, con atril y transformador. Muy poco uso.
audio ;; es ;; wallapop ;; audio ;; 60 ;; Altavoz Bluetooth JBL Charge 5 ;; JBL Charge 5 azul, suena genial, bateria aguanta todo el dia. Con cable de carga. Original de MediaMarkt.
audio ;; es ;; wallapop ;; audio ;; 30 ;; Tocadiscos con altavoces ;; Tocadiscos de maleta con altavoces y Bluetooth, aguja nueva. Regalo 2 discos de vinilo.
audio ;; es ;; generic ;; audio ;; 20 ;; Auriculares Sony WH-CH520 ;; Auriculares inalambricos Sony WH-CH520 negros. Almohadillas perfectas. Con caja.
photo ;; es ;; wallapop ;; cameras ;; 280 ;; D3500 Nikon + 18-55 VR, 12000 disparos ;; Nikon D3500 con 18-55 VR, 12000 disparos. Bateria, cargador y bolsa. Tarjeta de 64 GB de regalo.
photo ;; es ;; wallapop ;; cameras ;; 15 ;; Tripode extensible 1,50 m con mando bluetooth ;; Tripode extensible hasta 1,50 m con pinza para el movil y disparador Bluetooth. Poco uso.
photo ;; es ;; wallapop ;; cameras ;; 25 ;; Prismaticos 8x40 ;; Prismaticos 8x40 con funda, para montana y pajaros. Lentes limpias.
clothing ;; es ;; wallapop ;; clothing ;; 12 ;; Cazadora vaquera negra Bershka S ;; Chaqueta vaquera Bershka talla S, color negro lavado. Pocas puestas. Largo 55 cm.
clothing ;; es ;; wallapop ;; clothing ;; 20 ;; Chaqueton de camuflaje estilo militar ;; Chaqueton con estampado de camuflaje, de tienda de ropa (Springfield), talla L. Es moda, no es uniforme. Muy calentito.
clothing ;; es ;; vinted ;; clothing ;; 7 ;; Camiseta Nirvana talla M ;; Camiseta de Nirvana negra talla M, serigrafia en buen estado. Axila a axila 51 cm.
clothing ;; es ;; wallapop ;; clothing ;; 35 ;; Vestido de flamenca nina 8 anos ;; Traje de flamenca para nina talla 8, rojo con lunares blancos. Puesto en la Feria de Abril una vez.
clothing ;; es ;; vinted ;; clothing ;; 15 ;; Sudadera con capucha Adidas talla M ;; Sudadera Adidas gris con capucha, talla M. Original, la compre en la tienda de Adidas. Sin bolitas.
footwear ;; es ;; wallapop ;; footwear ;; 40 ;; Zapatillas Adidas Samba talla 41 ;; Adidas Samba OG blancas, talla 41 (26 cm). Originales con ticket de Foot Locker. Puestas 3 veces.
footwear ;; es ;; wallapop ;; footwear ;; 25 ;; Botas de montana Quechua 44 ;; Botas de montana impermeables talla 44. Usadas en 2 rutas por el Pirineo. Suela casi nueva.
footwear ;; es ;; wallapop ;; footwear ;; 30 ;; Botas de seguridad con puntera 42 ;; Botas de trabajo S3 talla 42 con puntera de acero y plantilla que no se perfora. Me las dieron en la empresa y tengo otras.
cosmetics ;; es ;; wallapop ;; beauty-perfume ;; 60 ;; Perfume Dior Sauvage 100 ml precintado ;; Dior Sauvage EDT 100 ml, precintado en su celofan, sin abrir. No es tester, es la caja normal de tienda. Me lo regalaron y no uso esta colonia. Tengo el ticket regalo de Sephora.
cosmetics ;; es ;; wallapop ;; beauty-perfume ;; 10 ;; Paleta de maquillaje precintada ;; Paleta de sombras de ojos de 12 tonos, precintada, sin abrir. Tonos tierra.
cosmetics ;; es ;; wallapop ;; beauty-perfume ;; 25 ;; Plancha pelo Remington ceramica 230 grados ;; Plancha Remington con placas de ceramica que llega a 230 grados. Funciona perfecta. Cable giratorio.
cosmetics ;; es ;; generic ;; beauty-perfume ;; 12 ;; Crema solar y serum precintados ;; Crema solar SPF50 y serum de vitamina C, ambos precintados. Los compre en la farmacia para mi pero me dieron reaccion otros de la marca y ya no los uso. Caducidad 2028.
jewellery ;; es ;; wallapop ;; watches-jewellery ;; 70 ;; Edifice de Casio con crono, caja y garantia ;; Casio Edifice EFV-100 con cronografo, acero. Con caja y garantia. Pila nueva.
jewellery ;; es ;; wallapop ;; watches-jewellery ;; 20 ;; Pulsera de plata 925 ;; Pulsera de plata de ley 925 marcada, 19 cm. Sin usar.
jewellery ;; es ;; wallapop ;; watches-jewellery ;; 150 ;; Seiko 5 Sports automatico esfera azul con papeles ;; Seiko 5 Sports automatico, esfera azul. Original, no replica, con caja, papeles y factura de la joyeria de 2022. Adelanta unos 10 segundos al dia.
bikes ;; es ;; wallapop ;; bikes ;; 180 ;; Bicicleta de montana 29 talla L ;; Bicicleta MTB rueda 29, talla L, frenos hidraulicos Shimano, 1x10. Numero de bastidor grabado bajo el pedalier. Buen estado.
bikes ;; es ;; wallapop ;; bikes ;; 30 ;; Casco de ciclismo nuevo con etiquetas ;; Casco de carretera talla M, nuevo con etiquetas y pegatinas, sin estrenar ni golpes. Lo compre en la talla equivocada.
bikes ;; es ;; wallapop ;; bikes ;; 12 ;; Inflador de pie con manometro ;; Bomba de pie con manometro, valvulas presta y schrader. Infla bicis, balones y colchones.
bikes ;; es ;; generic ;; bikes ;; 15 ;; Candado de cadena 120 cm ;; Candado de cadena de 120 cm con 2 llaves. Funciona bien.
gym ;; es ;; wallapop ;; sports-outdoor ;; 35 ;; Mancuernas de disco 2 x 10 kg ;; Par de mancuernas de disco hasta 10 kg cada una. Recogida en mano en Murcia, pesan mucho.
gym ;; es ;; wallapop ;; sports-outdoor ;; 20 ;; Guantes de boxeo 14 oz ;; Guantes de boxeo 14 oz con vendas. Poco uso, limpios.
gym ;; es ;; wallapop ;; sports-outdoor ;; 90 ;; Bici estatica que se pliega, pantalla de pulso ;; Bicicleta estatica que se pliega, con pantallita de pulso y calorias. 8 niveles. Recoger en Malaga.
gym ;; es ;; generic ;; sports-outdoor ;; 25 ;; Raqueta de padel Bullpadel ;; Pala de padel Bullpadel, con funda. Algo de desgaste en el marco.
outdoors ;; es ;; wallapop ;; sports-outdoor ;; 50 ;; Tienda iglu 3 plazas con avance ;; Tienda iglu de 3 plazas con avance. Montada 4 veces. Completa con piquetas.
outdoors ;; es ;; wallapop ;; sports-outdoor ;; 15 ;; Colchon hinchable con inflador ;; Colchon hinchable de 90 cm con inflador de pie. Sin pinchazos. Ideal para invitados.
outdoors ;; es ;; wallapop ;; sports-outdoor ;; 10 ;; Navaja multiusos de camping pequena ;; Navaja tipo suiza con hoja de 5 cm que no se bloquea, abrebotellas y sacacorchos. Para camping y picnic.
outdoors ;; es ;; generic ;; sports-outdoor ;; 18 ;; Linterna frontal y cantimplora ;; Linterna frontal LED recargable y cantimplora de aluminio de 1 L. Para senderismo.
angling ;; es ;; wallapop ;; sports-outdoor ;; 40 ;; Cana surfcasting 4,20 con carrete ;; Cana de surfcasting de 4,20 m con carrete y linea. Usada en playas de Huelva. Regalo plomos y anzuelos.
angling ;; es ;; wallapop ;; sports-outdoor ;; 15 ;; Caja pesca 2 bandejas senuelos y cuchillo filetear ;; Caja de pesca de 2 bandejas con senuelos, anzuelos y cuchillo de fileteado con funda.
angling ;; es ;; generic ;; sports-outdoor ;; 20 ;; Vadeador de pesca talla 43 ;; Vadeador de PVC con botas incorporadas, talla 43. Sin fugas.
carparts ;; es ;; wallapop ;; vehicle-parts ;; 100 ;; 4 neumaticos 195/65 R15 Continental ;; 4 neumaticos Continental 195/65 R15 91H, DOT 3523, dibujo de 5 mm. Los quite al cambiar de llantas. En Cordoba.
carparts ;; es ;; wallapop ;; vehicle-parts ;; 45 ;; Bateria de 70 Ah 640 A comprobada ;; Bateria de 70 Ah 640 A, dos anos de uso. Comprobada con comprobador de baterias, 12,5 V. Recogida en mano.
carparts ;; es ;; wallapop ;; vehicle-parts ;; 25 ;; Espejo retrovisor dcho Leon III blanco electrico ;; Retrovisor derecho electrico de Seat Leon III, color blanco. Referencia en la foto. Desmontado de mi coche.
carparts ;; es ;; wallapop ;; vehicle-parts ;; 12 ;; Triangulos de emergencia y chaleco ;; Dos triangulos homologados y chaleco reflectante, sin usar. Vienen en su estuche.
carparts ;; es ;; wallapop ;; vehicle-parts ;; 70 ;; Casco de moto integral nuevo talla M ;; Casco integral talla M (57-58), nuevo en caja, sin estrenar. Homologado ECE 22.06. Me lo regalaron pero uso jet.
carparts ;; es ;; generic ;; vehicle-parts ;; 18 ;; Cargador de bateria de coche ;; Cargador y mantenedor de baterias de 12 V, con pinzas. Poco uso.
nursery ;; es ;; wallapop ;; toys-baby ;; 130 ;; Silla de coche isofix nueva precintada ;; Silla de coche grupo 1/2/3 isofix, nueva y precintada en su caja. No la hemos usado, nos regalaron otra. Ticket de compra de 10/2026.
nursery ;; es ;; wallapop ;; toys-baby ;; 90 ;; Carrito de bebe Bugaboo Bee ;; Bugaboo Bee con capota y saco. Muy cuidado. No incluye capazo. Recogida en Madrid, Chamberi.
nursery ;; es ;; wallapop ;; toys-baby ;; 25 ;; Trona plegable con bandeja regulable ;; Trona plegable con bandeja extraible, regulable en altura. Limpia.
nursery ;; es ;; generic ;; toys-baby ;; 15 ;; Cuna viaje con colchon y bolsa 120x60 ;; Cuna de viaje con colchon y bolsa, 120x60. Usada en vacaciones.
playthings ;; es ;; wallapop ;; toys-baby ;; 12 ;; Pistola agua de colores para la piscina ;; Pistola de agua de plastico de colores, depositos grandes. Para la piscina. Juguete.
playthings ;; es ;; wallapop ;; toys-baby ;; 30 ;; Playmobil comisaria con calabozo y ladron ;; Playmobil comisaria de policia con calabozo, policias y un ladron. Casi completo (falta un casco).
playthings ;; es ;; wallapop ;; toys-baby ;; 8 ;; Espada laser juguete con luz y sonido ;; Espada laser de juguete con luz y sonido, pilas dentro. Para ninos de 4 anos en adelante.
playthings ;; es ;; generic ;; toys-baby ;; 10 ;; Puzzle 1500 piezas ;; Puzzle de 1500 piezas con paisaje de montana. Completo, hecho una sola vez.
fancydress ;; es ;; wallapop ;; clothing ;; 15 ;; Disfraz policia 5-6 anos con gorra y placa ;; Disfraz de policia para nino de 5-6 anos con gorra y placa de plastico. Puesto en carnaval 👮‍♂️🎉
fancydress ;; es ;; wallapop ;; clothing ;; 18 ;; Disfraz de vaquero con pistolas de juguete ;; Disfraz de vaquero adulto con sombrero, chaleco y dos pistolas de plastico naranja de juguete. Talla M-L.
fancydress ;; es ;; wallapop ;; clothing ;; 25 ;; Uniforme antiguo para disfraz o teatro ;; Guerrera antigua sin galones ni insignias, comprada en el Rastro, la use para una obra de teatro. Talla 50. Solo para disfraz.
homedecor ;; es ;; wallapop ;; home ;; 20 ;; Jarron pez ceramica pintado a mano 30 cm ;; Jarron de ceramica en forma de pez, 30 cm, pintado a mano. Sin desconchones.
homedecor ;; es ;; wallapop ;; home ;; 15 ;; Cuadro lamina de caballos ;; Lamina enmarcada de caballos corriendo, 50x70. Marco dorado.
homedecor ;; es ;; wallapop ;; home ;; 30 ;; Armarito botiquin de bano vacio (metal) ;; Botiquin metalico de pared con cruz, vacio, 30x25x10 cm. Lo quitamos al reformar el bano.
homedecor ;; es ;; generic ;; home ;; 12 ;; Lampara de mesita ;; Lampara de mesita de noche con pantalla de lino. 40 cm. Bombilla incluida.
homedecor ;; es ;; wallapop ;; home ;; 10 ;; Cactus de ceramica decorativo ;; Figura de ceramica con forma de cactus, 25 cm. Queda muy bonita en la estanteria.
furnishing ;; es ;; wallapop ;; furniture ;; 60 ;; Comoda de 3 cajones blanca ;; Comoda blanca de 3 cajones, 80x40x75. Un poco de desgaste arriba. Recogida en Valladolid.
furnishing ;; es ;; wallapop ;; furniture ;; 35 ;; Escritorio juvenil ;; Escritorio de 100x50 con cajonera. Desmontado y con tornillos.
furnishing ;; es ;; wallapop ;; furniture ;; 120 ;; Sofa cama gris 3 plazas colchon 140 ;; Sofa cama de 3 plazas gris, colchon de 140x190. Sin manchas. Recogida en Alicante.
furnishing ;; es ;; generic ;; furniture ;; 40 ;; Estanteria de madera 5 baldas ;; Estanteria de pino de 5 baldas, 180x80x30. Desmontable.
household ;; es ;; wallapop ;; small-appliances ;; 40 ;; Freidora aire 4 L 1500 W ;; Freidora de aire de 4 L, 1500 W. Cubeta sin rayas. La vendo porque compre una mas grande.
household ;; es ;; wallapop ;; small-appliances ;; 60 ;; Nespresso Vertuo con espumador de leche ;; Cafetera Nespresso Vertuo con espumador. Descalcificada. Regalo 10 capsulas.
household ;; es ;; wallapop ;; small-appliances ;; 35 ;; Aspiradora sin cable bateria litio 40 min ;; Aspiradora sin cable, bateria de litio dentro, 40 minutos. Con cargador y accesorios.
household ;; es ;; wallapop ;; large-appliances ;; 100 ;; Frigorifico combi 1,85 m ;; Frigorifico combi Balay de 185 cm, no frost. Funciona perfecto. Recogida en Granada.
household ;; es ;; generic ;; small-appliances ;; 20 ;; Batidora de mano 800 W con picadora ;; Batidora de mano 800 W con picadora y varillas. Poco uso.
pets ;; es ;; wallapop ;; pets ;; 15 ;; Transportin gato plastico limpio ;; Transportin para gatos de plastico duro, medidas 50x33x30. Limpio y desinfectado.
pets ;; es ;; wallapop ;; pets ;; 20 ;; Rascador 120 cm con casita y hamaca ;; Rascador de 120 cm con casita y hamaca. Algo arañado por los gatos, como es logico.
pets ;; es ;; wallapop ;; pets ;; 10 ;; Pecera vacia 20 litros ;; Pecera vacia de 20 L con tapa y filtro. Sin peces. No pierde agua.
pets ;; es ;; generic ;; pets ;; 12 ;; Cama perro 70x55 funda lavable ;; Cama de perro de 70x55, funda lavable. Mi perra prefiere el sofa.
hobbies ;; es ;; wallapop ;; crafts ;; 25 ;; Maqueta avion Spitfire 1/48 ;; Maqueta de avion Spitfire de la segunda guerra mundial, escala 1/48, sin montar. Piezas en las matrices.
hobbies ;; es ;; wallapop ;; crafts ;; 15 ;; Lote de lanas y agujas de ganchillo ;; 12 ovillos de lana y 5 agujas de ganchillo de varios tamanos. Nuevos.
hobbies ;; es ;; wallapop ;; crafts ;; 60 ;; Singer maquina de coser con pedal 23 puntadas ;; Maquina de coser Singer con pedal, 23 puntadas. Revisada. Con funda.
hobbies ;; es ;; generic ;; crafts ;; 10 ;; Pistola de silicona caliente ;; Pistola de silicona caliente con 25 barras. Para manualidades.
collecting ;; es ;; wallapop ;; collectables ;; 20 ;; Mecheros Zippo antiguos vacios ;; 2 mecheros Zippo de coleccion, vacios, no llevan gasolina ni piedra. Son para coleccion.
collecting ;; es ;; wallapop ;; collectables ;; 8 ;; Cenicero de cristal publicidad antigua ;; Cenicero de cristal tallado con publicidad de una marca de anis, anos 70, sin usar. Decoracion.
collecting ;; es ;; wallapop ;; collectables ;; 12 ;; Botellas de vino vacias antiguas ;; Botellas vacias de vino de Rioja de 1982 y 1994, solo el cristal con etiqueta. Para decorar una bodega.
collecting ;; es ;; wallapop ;; collectables ;; 30 ;; Album de cromos Liga 96-97 ;; Album de cromos de la Liga 96-97, casi completo, faltan 6. Buen estado.
collecting ;; es ;; generic ;; collectables ;; 15 ;; 6 monedas 2 euros conmemorativas Espana ;; 6 monedas de 2 euros conmemorativas de Espana, circuladas. Envio certificado.
stationery ;; es ;; wallapop ;; office ;; 35 ;; Impresora Canon Pixma multifuncion ;; Impresora Canon Pixma TS5350 con cartuchos nuevos. Imprime, escanea y copia. Wifi.
stationery ;; es ;; wallapop ;; office ;; 12 ;; Calculadora cientifica Casio fx-570SP ;; Calculadora Casio fx-570SP X II, permitida en la EBAU. Con tapa. Pila dentro.
stationery ;; es ;; wallapop ;; office ;; 45 ;; Silla oficina malla con lumbar y brazos ;; Silla de despacho, respaldo de rejilla, soporte lumbar y reposabrazos. Ruedas bien.
stationery ;; es ;; generic ;; office ;; 8 ;; Grapadora, perforadora y tijeras de oficina ;; Lote de oficina: grapadora, perforadora de 2 agujeros y tijeras de 21 cm. Funcionan.
cookware ;; es ;; wallapop ;; kitchen ;; 40 ;; Robot de cocina tipo Thermomix (Lidl Monsieur Cuisine) ;; Monsieur Cuisine Connect del Lidl, funciona perfecto, con libro de recetas y accesorios. La vendo porque me regalaron la Thermomix.
mobiles ;; es ;; wallapop ;; phones ;; 45 ;; Smartwatch Huawei Watch Fit 2 ;; Huawei Watch Fit 2, recibe notificaciones de WhatsApp y del correo, mide pasos y sueno. Bateria de 7 dias. Cargador incluido.
gaming ;; es ;; wallapop ;; videogames ;; 35 ;; Mando Xbox Series blanco con pilas ;; Mando de Xbox Series blanco, funciona en PC tambien. Pilas dentro.
audio ;; es ;; wallapop ;; audio ;; 15 ;; Radio despertador con proyector ;; Radio despertador FM con proyector de hora en el techo. Funciona con corriente.
reading ;; es ;; wallapop ;; books-media ;; 7 ;; Libro de cocteles sin alcohol ;; Recetario de cocteles sin alcohol y batidos. Tapa dura, nuevo.
cosmetics ;; es ;; wallapop ;; beauty-perfume ;; 30 ;; Cortapelos Philips con bateria ;; Cortapelos Philips con 10 peines y bateria incorporada. Limpio y engrasado.
household ;; es ;; wallapop ;; small-appliances ;; 50 ;; Robot aspirador Conga con base de carga ;; Vendo el robot aspirador Conga que compre en marzo de 2025 (numero de pedido de la tienda 40-2291-558, lo puedo ensenar con la factura). Funciona con la app y tambien sin ella con el boton de arriba. La bateria esta dentro, dura unos 100 minutos y limpia el piso entero de 80 metros. Lleva base de carga, cepillos laterales nuevos, un filtro de repuesto y la mopa para fregar. Lo vendo porque nos hemos mudado a una casa con alfombras gruesas y se atasca. Entrego en Castellon o lo envio por Wallapop bien embalado en su caja.
bikes ;; es ;; wallapop ;; bikes ;; 250 ;; Bicicleta de carretera aluminio talla 54 ;; Bici de carretera con cuadro de aluminio talla 54, cambio Shimano Claris 2x8, ruedas 700x25. La he usado unos 2500 km, siempre guardada en casa. En octubre le hicieron revision en la tienda: cadena nueva, cables y zapatas. Tiene algun roce en el tubo horizontal. Regalo 2 portabidones. El numero de bastidor esta bajo el pedalier y tengo la factura original de 2022. Se puede probar en Pamplona, zona Iturrama.
gardening ;; es ;; wallapop ;; garden ;; 40 ;; Cortacesped electrico 1300W ;; Cortacesped electrico de 1300 W con recogedor de 35 L, ancho de corte 33 cm. Cuchilla afilada este ano. Cable de 15 m incluido.
diy ;; es ;; wallapop ;; tools-diy ;; 30 ;; Maletin de herramientas 100 piezas ;; Maletin con 100 piezas: llaves de vaso, alicates, martillo, metro de 5 m, cutter, llaves Allen y Torx. Falta la llave de 13. En Leganes.
clothing ;; es ;; vinted ;; clothing ;; 20 ;; Cazadora de polipiel negra talla S ;; Cazadora de polipiel negra talla S, estilo motero pero es de moda, no de proteccion. Muy pocas puestas.
film ;; es ;; wallapop ;; books-media ;; 12 ;; DVD La casa de papel temporadas 1 y 2 ;; La casa de papel en DVD, temporadas 1 y 2. El atraco a la Fabrica de Moneda y Timbre. En castellano.
photo ;; es ;; wallapop ;; cameras ;; 55 ;; Camara de fototrampeo para animales ;; Camara de fototrampeo 20 MP con vision nocturna para ver jabalies y zorros en la finca. Pilas AA dentro y tarjeta de 32 GB.
cookware ;; es ;; wallapop ;; kitchen ;; 10 ;; Botellas de cristal vacias para aceite ;; 6 botellas de cristal vacias de 750 ml con tapon, para aceite o vinagre casero. Limpias.
cookware ;; fr ;; vinted ;; kitchen ;; 30 ;; Bloc couteaux en bois 6 pieces + ciseaux ;; Bloc en bois avec 6 couteaux : un chef de 20 cm, un couteau a pain, a jambon, office, filet de sole et ciseaux. Peu servi, on m'en a offert un autre. A recuperer a Lyon 7e, sinon je l'envoie par le site.
cookware ;; fr ;; vinted ;; kitchen ;; 25 ;; Autocuiseur SEB inox 6 litres joint neuf ;; Autocuiseur SEB 6 litres inox, joint et soupape changes en 2025. Marche parfaitement, vendu car je suis passee au multicuiseur.
cookware ;; fr ;; vinted ;; kitchen ;; 6 ;; Bocaux en verre vides x12 ;; 12 bocaux en verre vides 500 ml avec couvercle, laves, sans etiquette. Parfait pour confitures, epices ou conserves. A recuperer a Nantes.
cookware ;; fr ;; generic ;; kitchen ;; 15 ;; Raclette 6 personnes Tefal ;; Appareil a raclette 6 poelons Tefal avec plaque grill. Nettoye, marche tres bien. Ideal pour l'hiver.
cookware ;; fr ;; vinted ;; kitchen ;; 10 ;; Couteau a huitres + gant ;; Couteau a huitres avec garde et gant anti-coupure taille 9. Pour les fetes. Jamais servi.
cookware ;; fr ;; vinted ;; kitchen ;; 8 ;; Bouteilles en verre vides anciennes ;; Lot de 5 bouteilles vides anciennes en verre colore, sans bouchon, sans contenu. Deco de cuisine ou vase. Vers Rennes.
gardening ;; fr ;; vinted ;; garden ;; 15 ;; Engrais gazon 10 kg neuf ;; Sac d'engrais gazon 10 kg, ferme, date de fabrication 2026. Achete en trop 🌿 A venir chercher a Angers.
gardening ;; fr ;; vinted ;; garden ;; 5 ;; Boutures de pothos et plantes grasses ;; Boutures de pothos enracinees et petites plantes grasses en pot de 8 cm. 5 euros le pot, 4 pour 15. Issues de mes plantes.
gardening ;; fr ;; generic ;; garden ;; 35 ;; Secateur et scie d'elagage ;; Secateur a lame franche et scie d'elagage pliante 25 cm. Bon etat, lames affutees. Je demenage en appartement.
gardening ;; fr ;; vinted ;; garden ;; 20 ;; Tuyau d'arrosage 20 m avec devidoir ;; Tuyau 20 m avec devidoir mural et pistolet 8 jets. Pas de fuite. A Toulouse Purpan.
gardening ;; fr ;; vinted ;; garden ;; 4 ;; Graines tomates coeur de boeuf et noire de Crimee ;; Sachets de graines de tomates anciennes (coeur de boeuf, noire de Crimee) recoltees dans mon potager en 2026. Envoi en lettre suivie via le site.
gardening ;; fr ;; generic ;; garden ;; 10 ;; Anti-limaces et anti-fourmis boites fermees ;; 2 boites de granules anti-limaces et un appat anti-fourmis, fermes. Usage jardin amateur, autorises en vente libre. Peremption 2028.
diy ;; fr ;; vinted ;; tools-diy ;; 15 ;; Testeur de tension et tournevis isoles ;; Testeur de tension sans contact (stylo) et jeu de tournevis isoles 1000 V. Le testeur bipe en presence de courant. Piles incluses.
diy ;; fr ;; generic ;; tools-diy ;; 50 ;; Perceuse a percussion Bosch avec coffret ;; Perceuse a percussion Bosch PSB 650 RE, 650 W, coffret et forets beton et bois. Numero de serie sur l'etiquette. Fonctionne tres bien.
diy ;; fr ;; vinted ;; tools-diy ;; 8 ;; Cutter 18mm neuf + 10 lames de rechange ;; Cutter 18 mm et 10 lames de rechange, neuf sous blister. Pour moquette, carton, papier peint.
diy ;; fr ;; vinted ;; tools-diy ;; 25 ;; Hachette a bois manche fibre ;; Hachette 600 g pour faire du petit bois pour la cheminee, manche fibre 35 cm, etui de lame. Servie un hiver.
diy ;; fr ;; vinted ;; tools-diy ;; 40 ;; Escabeau alu 5 marches ;; Escabeau aluminium 5 marches, hauteur de travail 3 m. Quelques taches de peinture. A recuperer a Lille, ne s'envoie pas.
diy ;; fr ;; generic ;; tools-diy ;; 12 ;; Multimetre numerique ;; Multimetre numerique : volts, amperes, ohms et test de continuite. Teste aussi les piles et batteries de voiture. Pile 9 V dedans.
diy ;; fr ;; generic ;; tools-diy ;; 8 ;; Produits menagers neufs (javel, degraissant) ;; Restes du demenagement : 2 bidons d'eau de javel 2 L et un degraissant cuisine, tout est encore ferme. Uniquement en main propre a Grenoble.
mobiles ;; fr ;; vinted ;; phones ;; 190 ;; Samsung Galaxy S21 128 Go ;; Galaxy S21 128 Go gris, tres bon etat. WhatsApp, Lydia et l'appli de ma banque marchaient tres bien dessus, je le vends car je suis passe a un Pixel. Facture Boulanger du 12/03/2023. Coque offerte.
mobiles ;; fr ;; vinted ;; phones ;; 100 ;; iPhone XR 64 Go batterie 83 % ;; iPhone XR 64 Go noir, batterie 83 %, debloque tout operateur, reinitialise et sorti du compte iCloud. Envoi via la plateforme.
mobiles ;; fr ;; vinted ;; phones ;; 8 ;; Coque iPhone 14 neuve ;; Coque silicone iPhone 14 (pas Pro), bleu marine, neuve dans sa boite. Erreur de commande.
mobiles ;; fr ;; generic ;; phones ;; 40 ;; Portable senior grosses touches + socle ;; Telephone portable senior a grosses touches, avec bouton SOS et sa base de charge. C'etait celui de ma mere. Batterie dedans.
mobiles ;; fr ;; vinted ;; phones ;; 18 ;; Chargeur rapide USB-C 45 W ;; Chargeur 45 W USB-C d'origine Samsung, avec cable. Tres peu servi.
laptops ;; fr ;; generic ;; computers ;; 300 ;; PC portable Dell Latitude 5490 i5 16 Go ;; Dell Latitude 5490, i5 8e gen, 16 Go RAM, SSD 256 Go, ecran 14 pouces. Clavier AZERTY. Windows 11. Batterie tient 4 h.
laptops ;; fr ;; vinted ;; computers ;; 30 ;; Clavier mecanique AZERTY RGB ;; Clavier mecanique AZERTY switchs bleus, eclairage RGB. Une touche un peu dure (la touche Maj), rien de grave.
laptops ;; fr ;; vinted ;; computers ;; 50 ;; Moniteur 24 pouces 1080p HDMI sans pixel mort ;; Ecran 24 pouces 1920x1080 HDMI, pas de pixel mort. Reference 24MP400. Cable et pied fournis. A Bordeaux.
laptops ;; fr ;; generic ;; computers ;; 20 ;; Disque dur externe 2 To ;; DD externe 2 To en USB 3.0, remis a zero et verifie, etat de sante 100 %. Aucune donnee.
gaming ;; fr ;; vinted ;; videogames ;; 20 ;; GTA 5 PS4 avec carte ;; Grand Theft Auto V sur PS4 avec la carte papier. Disque impeccable. PEGI 18 comme indique sur la boite.
gaming ;; fr ;; vinted ;; videogames ;; 190 ;; Nintendo Switch V2 avec 3 jeux ;; Switch V2 grise avec dock, Joy-Con et chargeur d'origine. Jeux : Mario Kart 8, Animal Crossing et Smash Bros. Tres bon etat.
gaming ;; fr ;; vinted ;; videogames ;; 15 ;; CoD WWII PS4 boite parfaite ;; Call of Duty WWII sur PS4, theme seconde guerre mondiale. Boite et disque parfaits.
gaming ;; fr ;; vinted ;; videogames ;; 25 ;; Manette PS4 avec leger drift ;; Manette DualShock 4 noire, leger drift du joystick gauche d'ou le prix. Batterie interne OK.
gaming ;; fr ;; generic ;; videogames ;; 12 ;; Jeu de societe Cluedo version francaise ;; Cluedo en francais complet : cartes, pions et armes miniatures en plastique (corde, chandelier, poignard, cle anglaise, tuyau, revolver). Boite un peu abimee.
reading ;; fr ;; vinted ;; books-media ;; 6 ;; Le Parrain Mario Puzo poche ;; Le Parrain de Mario Puzo en livre de poche, ISBN 978-2-266-12445-7. Lu une fois. La mafia new-yorkaise.
reading ;; fr ;; vinted ;; books-media ;; 8 ;; Livre sur Pablo Escobar et les cartels ;; Livre enquete sur Pablo Escobar et les cartels colombiens. Histoire vraie, lecture adulte. Tres bon etat.
reading ;; fr ;; vinted ;; books-media ;; 5 ;; Manuels scolaires 4e maths et histoire ;; Manuels de 4e maths et histoire-geo, annee 2025/26, rien d'ecrit au stylo. Envoi colis via Vinted.
reading ;; fr ;; generic ;; books-media ;; 20 ;; Collection Tintin 8 albums ;; 8 albums de Tintin cartonnes : Objectif Lune, Tintin au Tibet, Le Lotus bleu et d'autres. Bon etat general.
reading ;; fr ;; generic ;; books-media ;; 10 ;; Histoire de la Premiere Guerre mondiale ;; Gros livre illustre sur la Grande Guerre, 500 pages, photos des tranchees. Pese 1,8 kg.
film ;; fr ;; vinted ;; books-media ;; 15 ;; Coffret DVD Breaking Bad integrale ;; Breaking Bad integrale en DVD, VF et VOST. Tous les disques, aucune rayure.
film ;; fr ;; vinted ;; books-media ;; 5 ;; DVD Scarface ;; Scarface avec Al Pacino en DVD, edition collector 2 disques. Tres bon etat.
film ;; fr ;; generic ;; books-media ;; 18 ;; Blu-ray Dunkerque ;; Dunkerque de Christopher Nolan en Blu-ray. Film de guerre. Comme neuf.
music ;; fr ;; vinted ;; musical-instruments ;; 80 ;; Yamaha C40 guitare classique + housse + accordeur ;; Guitare classique Yamaha C40, cordes neuves, housse et accordeur a pince. Dimensions 99 x 37 cm.
music ;; fr ;; vinted ;; musical-instruments ;; 45 ;; Djembe 60 cm ;; Djembe en bois de 60 cm de haut, peau de chevre un peu marquee. Beau son.
music ;; fr ;; generic ;; musical-instruments ;; 140 ;; Casio CDP S110 piano 88 touches + pedale ;; Piano numerique 88 touches Casio CDP-S110 avec pupitre et pedale. Tres peu utilise.
audio ;; fr ;; vinted ;; audio ;; 80 ;; Enceintes Bluetooth Edifier R1700BT ;; Paire d'enceintes Edifier R1700BT, bois, avec telecommande. Son excellent. Vendu car passe a une barre de son.
audio ;; fr ;; vinted ;; audio ;; 40 ;; Platine vinyle valise avec enceintes ;; Platine vinyle en valise vintage, enceintes integrees et Bluetooth. Diamant change. 3 vinyles offerts.
audio ;; fr ;; generic ;; audio ;; 30 ;; Sony WH1000XM3 casque reduction de bruit noir ;; Sony WH-1000XM3 noir, reduction de bruit top. Coussinets en bon etat. Avec housse.
photo ;; fr ;; vinted ;; cameras ;; 260 ;; 250D Canon + 18-55 STM, sac et carte 64 Go ;; Canon 250D avec 18-55 IS STM, 8000 declenchements seulement. Avec batterie, chargeur, sac et carte SD 64 Go.
photo ;; fr ;; vinted ;; cameras ;; 25 ;; Trepied photo 150 cm ;; Trepied en alu qui monte a 150 cm, rotule 3 directions, housse. 1,1 kg.
photo ;; fr ;; generic ;; cameras ;; 50 ;; Camera de chasse piege photo 16 Mpx ;; Piege photo pour observer les animaux au jardin, 16 Mpx, vision nocturne infrarouge. J'ai filme des renards et un herisson. Piles dedans.
clothing ;; fr ;; vinted ;; clothing ;; 15 ;; Veste jean Levi's M bleu clair peu portee ;; Veste en jean Levi's taille M, bleu clair. Peu portee. Epaules 45 cm, longueur 63 cm.
clothing ;; fr ;; vinted ;; clothing ;; 10 ;; Pull en laine taille S ;; Pull creme taille S, 60 % laine. Pas de bouloches. Lavage main.
clothing ;; fr ;; vinted ;; clothing ;; 25 ;; Parka camouflage style militaire L ;; Parka a motif camouflage de chez Celio, taille L. C'est de la mode, pas une tenue militaire. Beaucoup de poches.
clothing ;; fr ;; vinted ;; clothing ;; 8 ;; T-shirt AC/DC taille XL ;; T-shirt noir AC/DC Highway to Hell, taille XL. Aisselle a aisselle 57 cm.
clothing ;; fr ;; vinted ;; clothing ;; 35 ;; Robe de soiree bleue 38 ;; Robe longue bleu nuit taille 38, portee a un mariage. Pressing fait. Fermeture au dos.
footwear ;; fr ;; vinted ;; footwear ;; 45 ;; New Balance 574 grises 42 avec ticket ;; New Balance 574 grises pointure 42. Authentiques, achetees chez Courir, j'ai le ticket. Semelle encore bonne.
footwear ;; fr ;; vinted ;; footwear ;; 12 ;; Bottes pluie dinosaures pointure 27 ;; Bottes de pluie pointure 27 avec des dinosaures. Portees un hiver.
footwear ;; fr ;; vinted ;; footwear ;; 30 ;; Chaussures de securite coquees 43 ;; Chaussures de securite S3 pointure 43, coque acier et semelle anti-perforation. Portees quelques semaines.
cosmetics ;; fr ;; vinted ;; beauty-perfume ;; 60 ;; YSL Libre EDP 90 ml neuf sous blister (pas testeur) ;; Libre de Yves Saint Laurent EDP 90 ml, neuf sous blister, jamais ouvert. Ce n'est pas un testeur, c'est la boite normale du commerce. Cadeau qui ne me correspond pas. J'ai le ticket Marionnaud.
cosmetics ;; fr ;; vinted ;; beauty-perfume ;; 10 ;; Palette de fards a paupieres neuve scellee ;; Palette de 16 fards neuve, scellee, jamais ouverte. Teintes nude et bronze.
cosmetics ;; fr ;; vinted ;; beauty-perfume ;; 20 ;; Seche-cheveux Babyliss 2200 W ;; Seche cheveux Babyliss 2200 W + diffuseur. Marche tres bien. Vendu car achete un autre.
cosmetics ;; fr ;; vinted ;; beauty-perfume ;; 12 ;; Creme et ecran solaire neufs scelles ;; Creme hydratante 50 ml et ecran solaire SPF50 200 ml, scelles. Achetes en pharmacie pour moi, puis on m'en a offert. Peremption 2028.
jewellery ;; fr ;; vinted ;; watches-jewellery ;; 75 ;; Montre Casio G-Shock DW-5600 ;; Casio G-Shock DW-5600 noire, authentique avec boite et notice. Pile changee en 2026.
jewellery ;; fr ;; vinted ;; watches-jewellery ;; 18 ;; Boucles oreilles argent 925 zirconium neuves ;; Paire de boucles en argent 925 avec poincon avec oxyde de zirconium. Jamais portees, dans leur ecrin.
jewellery ;; fr ;; vinted ;; watches-jewellery ;; 130 ;; Montre Tissot quartz avec papiers ;; Montre Tissot Everytime quartz 40 mm, boite, carte de garantie et facture. Authentique, pas une copie. Achetee en bijouterie en 2022.
bikes ;; fr ;; vinted ;; bikes ;; 160 ;; VTT 29 pouces Rockrider taille M ;; VTT Rockrider 29 pouces, cadre M, freins a disque. Pneus neufs. Numero de cadre grave sous le pedalier, je le montre sur place.
bikes ;; fr ;; vinted ;; bikes ;; 25 ;; Casque velo M neuf etiquete mauvaise taille ;; Casque velo taille M 55-59 cm, neuf, etiquette encore dessus, jamais mis sur la tete ni tombe. Mauvaise taille.
bikes ;; fr ;; generic ;; bikes ;; 15 ;; Pompe velo a pied manometre presta/schrader ;; Pompe de sol avec manometre, marche en presta comme en schrader. Gonfle aussi ballons et matelas.
bikes ;; fr ;; generic ;; bikes ;; 12 ;; Antivol U avec 2 cles ;; Antivol en U avec 2 cles et support cadre. Un an d'usage.
gym ;; fr ;; vinted ;; sports-outdoor ;; 40 ;; Paire d'halteres jusqu'a 10 kg fonte ;; Paire d'halteres reglables jusqu'a 10 kg chacun, disques en fonte. A recuperer a Metz, trop lourd a envoyer.
gym ;; fr ;; vinted ;; sports-outdoor ;; 90 ;; Tapis de course electrique pliant 12 km/h ;; Tapis de course electrique pliable, 12 km/h max, surface 40x120 cm. A recuperer, deja demonte.
gym ;; fr ;; vinted ;; sports-outdoor ;; 15 ;; Gants boxe rouges 12 oz + bandes ;; Gants de boxe 12 oz rouges avec bandes. Peu utilises, nettoyes.
gym ;; fr ;; generic ;; sports-outdoor ;; 30 ;; Arc jouet avec fleches a ventouse ;; Arc pour enfant avec 3 fleches a ventouse et cible. 6 ans et plus. Complet dans la boite.
outdoors ;; fr ;; generic ;; sports-outdoor ;; 50 ;; Tente 4 places Quechua 2 chambres ;; Tente Quechua 4 places, 2 chambres, montage facile. Utilisee 3 fois, aucun trou.
outdoors ;; fr ;; vinted ;; sports-outdoor ;; 20 ;; Matelas gonflable 140 pompe integree ;; Matelas 2 places gonflable 190x140, sa pompe electrique est integree. Aucune fuite.
outdoors ;; fr ;; vinted ;; sports-outdoor ;; 15 ;; Victorinox couteau suisse petite lame ;; Couteau suisse Victorinox, petite lame de 6 cm non bloquante, tire-bouchon, ouvre-boite. Pour le camping.
outdoors ;; fr ;; vinted ;; sports-outdoor ;; 18 ;; Rechaud de camping et lampe frontale ;; Rechaud de camping pliable (vendu sans cartouche de gaz) et lampe frontale LED avec piles. Pour la rando.
angling ;; fr ;; generic ;; sports-outdoor ;; 35 ;; Canne a peche 3,6 m avec moulinet ;; Canne telescopique 3,60 m, moulinet et fil 0,30. Peche en riviere. Boite avec hamecons, plombs et flotteurs en plus.
angling ;; fr ;; vinted ;; sports-outdoor ;; 25 ;; Boite de peche avec leurres et couteau a fileter ;; Boite a peche a 3 plateaux, avec leurres, hamecons et couteau a fileter dans son etui.
angling ;; fr ;; generic ;; sports-outdoor ;; 20 ;; Waders pointure 43 ;; Waders PVC bottes integrees pointure 43. Pas de fuite. Pour la peche a la mouche.
carparts ;; fr ;; vinted ;; vehicle-parts ;; 110 ;; 4 pneus 205/55 R16 Michelin ;; 4 pneus Michelin 205/55 R16 91V, DOT 1924, il reste 6 mm. Enleves de ma propre voiture pour passer en jantes hiver. A Dijon.
carparts ;; fr ;; generic ;; vehicle-parts ;; 50 ;; Batterie 60Ah 540A testee 12,6 V ;; Batterie 60 Ah 540 A, un an et demi, remplacee par une plus grosse. Testee au testeur de batterie : 12,6 V.
carparts ;; fr ;; vinted ;; vehicle-parts ;; 35 ;; Optique avant gauche 208 (2012-2019) ;; Phare avant gauche Peugeot 208 2012-2019, reference en photo. Fonctionne, une patte cassee. Demonte de ma voiture.
carparts ;; fr ;; vinted ;; vehicle-parts ;; 12 ;; Kit securite voiture gilet et triangle ;; Gilet jaune et triangle de signalisation homologues, jamais sortis de leur housse.
carparts ;; fr ;; generic ;; vehicle-parts ;; 65 ;; Casque moto integral neuf taille L ;; Casque integral taille L (59-60), neuf dans sa boite, jamais porte, norme ECE 22.06 sur l'etiquette. Cadeau mal taille.
carparts ;; fr ;; generic ;; vehicle-parts ;; 10 ;; Tapis de sol caoutchouc Clio 4 ;; Les 4 tapis caoutchouc de Clio 4. Laves. Utilises sur ma voiture jusqu'a sa vente.
nursery ;; fr ;; vinted ;; toys-baby ;; 150 ;; Siege auto isofix neuf sous emballage ;; Siege auto isofix groupe 0+/1, neuf dans son carton scelle, jamais installe. On nous en a offert un identique. Facture 10/2026.
nursery ;; fr ;; vinted ;; toys-baby ;; 80 ;; Poussette Yoyo avec pack couleur ;; Poussette Yoyo avec pack couleur bleu, tres bon etat. Sans nacelle. Se plie d'une main. A Marseille.
nursery ;; fr ;; vinted ;; toys-baby ;; 20 ;; Sterilisateur electrique 6 biberons detartre ;; Sterilisateur electrique 6 biberons, detartre et propre. Biberons neufs offerts.
nursery ;; fr ;; generic ;; toys-baby ;; 15 ;; Lit parapluie 120x60 + matelas et sac ;; Lit parapluie 120x60 avec matelas et sac. Utilise en vacances.
playthings ;; fr ;; vinted ;; toys-baby ;; 10 ;; Gros pistolet a eau colore pour l ete ;; Gros pistolet a eau en plastique colore pour l'ete. Pas de fuite. Jouet 8 ans et plus 💦☀️
playthings ;; fr ;; vinted ;; toys-baby ;; 25 ;; Commissariat Lego 60316 complet avec notice ;; Lego City commissariat 60316 complet avec policiers, voleurs et fourgon. Sans boite, avec notice.
playthings ;; fr ;; vinted ;; toys-baby ;; 8 ;; Epee en mousse et bouclier ;; Epee en mousse et bouclier de chevalier pour enfant. Ne fait pas mal. Comme neufs.
playthings ;; fr ;; generic ;; toys-baby ;; 12 ;; Puzzle 1000 pieces carte du monde ;; Puzzle 1000 pieces carte du monde ancienne, 68x48 cm. Fait une fois, complet.
fancydress ;; fr ;; vinted ;; clothing ;; 15 ;; Costume pirate 7-8 ans avec sabre plastique ;; Deguisement de pirate : chapeau, bandeau sur l'oeil et sabre plastique, 7-8 ans. Porte au carnaval de l'ecole.
fancydress ;; fr ;; vinted ;; clothing ;; 25 ;; Vieille veste d'uniforme pour theatre ;; Veste d'uniforme ancienne sans insigne ni grade, chinee en brocante, portee pour une piece de theatre. Taille M. Pour deguisement seulement.
fancydress ;; fr ;; vinted ;; clothing ;; 12 ;; Masque tete de mort et cape Halloween ;; Masque en latex tete de mort et longue cape noire. Porte une soiree. Taille adulte.
homedecor ;; fr ;; generic ;; home ;; 18 ;; Vase en ceramique forme de poule ;; Vase en ceramique peint main en forme de poule, 22 cm. Pas de fele.
homedecor ;; fr ;; vinted ;; home ;; 25 ;; Tableau peinture de renard ;; Tableau d'un renard dans la foret, 60x40 cm, cadre en bois. Etait dans le salon.
homedecor ;; fr ;; vinted ;; home ;; 12 ;; Lampe de chevet pied ceramique ;; Lampe de chevet pied en ceramique, abat-jour en lin. 45 cm. Ampoule E27 fournie.
homedecor ;; fr ;; vinted ;; home ;; 20 ;; Petite armoire a pharmacie vide croix sur la porte ;; Petite armoire a pharmacie murale avec croix sur la porte, vide. 35x30x12 cm. Deposee pendant les travaux.
homedecor ;; fr ;; generic ;; home ;; 15 ;; Statuette chat en ceramique ;; Chat en ceramique noire assis, 30 cm. Deco entree. Aucun eclat.
furnishing ;; fr ;; generic ;; furniture ;; 70 ;; Commode blanche 4 tiroirs ;; Commode laquee blanche a 4 tiroirs, dimensions 80x48x100. Demontable. Une rayure sur le cote. A Strasbourg, 3e sans ascenseur.
furnishing ;; fr ;; vinted ;; furniture ;; 40 ;; Bureau enfant avec tiroir ;; Bureau 120x60 avec tiroir et etagere. Vis gardees dans un sachet.
furnishing ;; fr ;; vinted ;; furniture ;; 150 ;; Canape gris clair 3 places housses lavables ;; Canape 3 places gris clair, 200 cm. Housses lavables. Pas d'animaux. A recuperer a Nice.
furnishing ;; fr ;; generic ;; furniture ;; 25 ;; Chaises de cuisine x4 ;; 4 chaises de cuisine en bois, assises refaites. 25 euros les 4.
household ;; fr ;; generic ;; small-appliances ;; 45 ;; Air fryer 5,5 L 1700 W + livre recettes ;; Air fryer 5,5 L, 1700 W, panier anti-adhesif en bon etat. Livre de recettes offert.
household ;; fr ;; vinted ;; small-appliances ;; 35 ;; Aspirateur balai batterie lithium 30 min ;; Aspirateur balai sans fil, batterie lithium dedans (30 min). Chargeur et brosses.
household ;; fr ;; vinted ;; small-appliances ;; 90 ;; Machine a cafe Delonghi broyeur ;; Delonghi Magnifica S avec broyeur integre. Detartree le mois dernier. Facture 2022.
household ;; fr ;; generic ;; large-appliances ;; 130 ;; Lave-linge 7 kg Whirlpool ;; Lave-linge Whirlpool 7 kg, 1200 tr/min, 6 ans. Marche tres bien. A venir chercher a Reims.
household ;; fr ;; generic ;; small-appliances ;; 12 ;; Balance cuisine 5 kg precision 1 g ;; Balance de cuisine jusqu'a 5 kg, precision 1 g, piles dedans.
pets ;; fr ;; vinted ;; pets ;; 18 ;; Caisse de transport animaux (chat) lavee ;; Boite de transport qui convient a un chat ou petit chien, dimensions 48 sur 32 sur 30, porte grillagee en metal, nettoyee a fond.
pets ;; fr ;; vinted ;; pets ;; 20 ;; Arbre a chat 100 cm ;; Arbre a chat 3 niveaux avec niche, 100 cm. Les chats ne sont pas a vendre, juste l'arbre :)
pets ;; fr ;; vinted ;; pets ;; 10 ;; Aquarium vide 30 litres ;; Aquarium vide 30 L avec couvercle et eclairage, sans poissons. Teste en eau.
pets ;; fr ;; generic ;; pets ;; 10 ;; Collier et laisse grand chien ;; Collier en cuir taille L et laisse 1,5 m. Mon chien a grandi.
hobbies ;; fr ;; vinted ;; crafts ;; 20 ;; Machine a coudre enfant ;; Petite machine a coudre pour enfant, qui coud vraiment, a piles. Fils et aiguilles en plus.
hobbies ;; fr ;; vinted ;; crafts ;; 15 ;; Lot de laine et aiguilles a tricoter ;; 10 pelotes de laine et aiguilles 4 et 5 mm, avec un livret de points. Neuf.
hobbies ;; fr ;; generic ;; crafts ;; 30 ;; Maquette char Sherman 1/35 ;; Maquette Tamiya char Sherman 1/35, non montee, pieces sur grappes. Illustration seconde guerre mondiale sur la boite.
hobbies ;; fr ;; generic ;; crafts ;; 10 ;; Pistolet colle chaude 60W + 30 batons ;; Pistolet a colle 60 W et 30 batons. Pour les bricolages et les loisirs creatifs.
collecting ;; fr ;; vinted ;; collectables ;; 25 ;; Briquets Zippo de collection vides ;; 3 briquets Zippo anciens, vides, ni essence ni pierre dedans. Pour collectionneur uniquement.
collecting ;; fr ;; vinted ;; collectables ;; 8 ;; Cendrier publicitaire Ricard ;; Cendrier en verre publicitaire Ricard, annees 70, jamais servi. Vide-poche ou collection.
collecting ;; fr ;; generic ;; collectables ;; 15 ;; Bouteilles de vin vides anciennes ;; Bouteilles vides de Bordeaux 1982 et 1990, avec etiquettes, sans contenu. Deco de cave.
collecting ;; fr ;; vinted ;; collectables ;; 20 ;; 2 euros commemoratives francaises x5 ;; Cinq pieces commemoratives francaises de 2 euros, ayant circule. Envoi suivi via la plateforme.
collecting ;; fr ;; generic ;; collectables ;; 35 ;; Album Panini Coupe du monde 1998 ;; Album Panini France 98, complet sauf 4 images. Couverture un peu usee.
stationery ;; fr ;; vinted ;; office ;; 40 ;; Imprimante multifonction Epson ;; Imprimante Epson XP-2200 avec cartouches neuves scellees. Imprime, scanne. Wi-Fi.
stationery ;; fr ;; vinted ;; office ;; 30 ;; Calculatrice graphique TI-83 Premium CE ;; TI-83 Premium CE, mode examen, avec cable. Autorisee au bac.
stationery ;; fr ;; vinted ;; office ;; 6 ;; Agrafeuse, perforatrice et ciseaux ;; Lot bureau : agrafeuse metal, perforatrice 2 trous, ciseaux 21 cm. Fonctionnent.
stationery ;; fr ;; generic ;; office ;; 50 ;; Fauteuil bureau soutien lombaire (petit accroc) ;; Fauteuil de bureau avec support lombaire, accoudoirs qui se reglent. Petit accroc sur l'accoudoir gauche.
cookware ;; fr ;; generic ;; kitchen ;; 60 ;; Robot cuiseur Monsieur Cuisine ;; Monsieur Cuisine Connect de Lidl, marche parfaitement, livre de recettes et accessoires. Vendu car on m'a offert un Thermomix.
mobiles ;; fr ;; vinted ;; phones ;; 35 ;; Montre connectee Xiaomi Smart Band 8 ;; Smart Band 8, affiche les notifications WhatsApp et Instagram au poignet, compte les pas et le sommeil. Chargeur inclus.
gaming ;; fr ;; vinted ;; videogames ;; 50 ;; Volant Thrustmaster T80 ;; Volant Thrustmaster T80 avec pedalier pour PS4/PS5. Tout fonctionne.
audio ;; fr ;; vinted ;; audio ;; 15 ;; Radio portable piles et secteur ;; Radio FM portable, fonctionne sur piles ou secteur. Pour la cuisine ou l'atelier.
reading ;; fr ;; vinted ;; books-media ;; 7 ;; Livre de cocktails sans alcool ;; 80 recettes de mocktails et jus, couverture rigide. Comme neuf.
cosmetics ;; fr ;; vinted ;; beauty-perfume ;; 30 ;; Tondeuse cheveux Philips ;; Tondeuse Philips 8 sabots 1 a 24 mm, batterie integree. Propre et huilee.
household ;; fr ;; vinted ;; small-appliances ;; 60 ;; Robot aspirateur avec base de charge ;; Je vends mon robot aspirateur achete en fevrier 2025 chez Darty (facture n. 2025-DA-77310, je la montre a la remise). Il marche avec l'appli sur le telephone et aussi sans, avec le bouton. La batterie est dedans et tient environ 90 minutes, ca suffit pour un T3 de 65 m2. Je donne la base, 2 brosses neuves, un filtre de rechange et la telecommande. On a demenage dans une maison avec des tapis epais et il se coince. A recuperer a Tours ou envoi via le site, bien emballe dans le carton d'origine.
bikes ;; fr ;; generic ;; bikes ;; 240 ;; Velo de route alu taille 54 Shimano Sora ;; Velo de route cadre alu taille 54 (je fais 1,76 m), groupe Shimano Sora 2x9, roues 700x25. Environ 3000 km, toujours range a l'interieur. Revision en septembre chez le velociste : chaine, cables, patins. Quelques rayures sur le tube horizontal. Porte-bidons fournis. Numero de cadre sous le boitier de pedalier et facture d'achat de 2021. Essai possible a Clermont-Ferrand.
gardening ;; fr ;; vinted ;; garden ;; 35 ;; Tondeuse electrique 1400 W avec bac ;; Tondeuse a gazon electrique 1400 W, largeur de coupe 37 cm, bac 40 L. Lame aiguisee cette annee. Rallonge 20 m fournie.
diy ;; fr ;; vinted ;; tools-diy ;; 25 ;; Caisse a outils 82 pieces ;; Malette 82 pieces : douilles 1/4, pinces, marteau, metre 5 m, cutter, cles Allen et Torx. Manque la douille de 10. A Orleans.
clothing ;; fr ;; vinted ;; clothing ;; 20 ;; Blouson simili cuir noir S ;; Blouson simili cuir noir taille S, style motard mais c'est de la mode, pas un equipement de protection. Peu porte.
film ;; fr ;; vinted ;; books-media ;; 10 ;; DVD Peaky Blinders saisons 1 a 3 ;; Peaky Blinders saisons 1, 2 et 3 en DVD, VF. Les gangsters de Birmingham. Boitiers OK.
photo ;; fr ;; vinted ;; cameras ;; 20 ;; Jumelles 10x42 observation oiseaux + etui ;; Jumelles 10x42 pour l'observation des oiseaux, etui et courroie. Optique propre, pas de champignons.
collecting ;; fr ;; vinted ;; collectables ;; 12 ;; Boites d'allumettes anciennes vides ;; Collection de 40 boites d'allumettes anciennes d'hotels et restaurants, vides, dans un album.
cookware ;; en ;; ebay ;; kitchen ;; 35 ;; Sabatier knife block 7 piece stainless ;; Knife block with 7 pieces - chef's knife 8", bread knife, carving knife, santoku, utility, paring and scissors. Used for about a year, still sharp, no rust spots. Moving in with partner who has her own set. Pick up in Leeds LS6, or I post it tracked through eBay.
cookware ;; en ;; ebay ;; kitchen ;; 20 ;; Le Creuset style cast iron casserole 24cm orange ;; Cast iron casserole dish 24cm, 4.2L, orange enamel. Not Le Creuset, it's a supermarket one but the same weight and works just as well. Small chip on the lid rim (pic 3). Heavy, around 5kg boxed.
cookware ;; en ;; generic ;; kitchen ;; 6 ;; 12 empty Kilner style jars 500ml ;; Twelve empty glass jars with clip lids, 500ml, washed and labels off. Great for pasta, rice, homemade chutney. Collection only, Bristol BS5.
cookware ;; en ;; ebay ;; kitchen ;; 12 ;; Mandoline slicer with hand guard ;; Mandoline vegetable slicer with 5 blades and the hand guard (please use it, the blades are properly sharp!). Used a handful of times. Boxed.
cookware ;; en ;; ebay ;; kitchen ;; 15 ;; Vintage empty gin bottles x3 for upcycling ;; 3 empty vintage gin bottles, green and blue glass, no contents, no caps. I was going to make lamps out of them, never did. Collection Norwich.
cookware ;; en ;; ebay ;; kitchen ;; 45 ;; Kenwood Chef mixer KM336 with bowl and hooks ;; Kenwood Chef KM336, 800W, stainless bowl, K beater, whisk and dough hook. Serial on the base plate. Works perfectly, a few marks on the paint. Bought at John Lewis in 2016 - it went on PayPal back then through the John Lewis site, and the printed order confirmation is still in the box.
gardening ;; en ;; ebay ;; garden ;; 15 ;; Lawn feed weed and moss 10kg unopened ;; Unopened 10kg bag of lawn feed, weed and moss killer, bought from B&Q this spring and never got round to it. Garden use, on general sale. Collection from Reading RG1.
gardening ;; en ;; generic ;; garden ;; 4 ;; Spider plant babies and aloe vera pups ;; Spider plant babies and small aloe vera plants in 9cm pots, from my own plants. 4 quid each or 3 for a tenner. Sheffield S11.
gardening ;; en ;; ebay ;; garden ;; 30 ;; Spear & Jackson loppers and pruning saw ;; Spear & Jackson bypass loppers and a folding pruning saw 250mm. Good nick, blades sharpened. Downsized to a flat with a balcony.
gardening ;; en ;; ebay ;; garden ;; 60 ;; Petrol strimmer 26cc - sold with empty tank ;; 26cc petrol strimmer, starts second pull. Sold with the tank drained and no fuel can. Spare line and harness included. Collection only from near Swindon.
gardening ;; en ;; ebay ;; garden ;; 5 ;; Heritage tomato seeds, saved 2026 ;; Packets of seeds saved from my allotment this year: Gardener's Delight, Black Krim and sweet basil. Posted in a padded envelope through eBay 🍅🌿
gardening ;; en ;; generic ;; garden ;; 10 ;; Slug pellets and ant bait, sealed ;; Two sealed tubs of slug pellets (the wildlife-friendly ferric phosphate kind) and an ant bait station pack. Bought too many, use by 2028.
diy ;; en ;; ebay ;; tools-diy ;; 18 ;; Socket tester with RCD test + voltage tester pen ;; Plug-in socket tester that checks wiring and does the RCD trip test, and a non-contact voltage pen that beeps near live wires. Used to check a rental before moving in. Batteries in.
diy ;; en ;; ebay ;; tools-diy ;; 60 ;; Makita 18v combi DHP482 + 2x 3Ah + charger ;; Makita 18V combi drill DHP482, two 3Ah batteries and the charger, in the Makpac case. Model and serial on the foot. Chuck runs true. Selling because I got a brushless set.
diy ;; en ;; ebay ;; tools-diy ;; 12 ;; Stanley retractable knife and blades ;; Stanley 99E retractable trimming knife with 2 packs of blades. Ideal for carpet and plasterboard. Couple of years old.
diy ;; en ;; ebay ;; tools-diy ;; 22 ;; Fiskars splitting axe X11 ;; Fiskars X11 splitting axe, 44cm, with the blade cover. Used for our log burner for two winters. Bought at Homebase.
diy ;; en ;; generic ;; tools-diy ;; 35 ;; Aluminium step ladder 6 tread ;; 6 tread aluminium step ladder, max platform 1.4m, rated 150kg. Paint splashes but solid. Collection only, Croydon CR0.
diy ;; en ;; ebay ;; tools-diy ;; 14 ;; Auto ranging multimeter + leads, 9V inside ;; Auto ranging digital multimeter: volts, amps, ohms, continuity, diode test. Also handy as a battery tester. 9V battery inside.
diy ;; en ;; generic ;; tools-diy ;; 8 ;; Unopened cleaning bundle - bleach, oven cleaner, descaler ;; Leftover from moving: 2x thick bleach 750ml, 1 oven cleaner and 1 kettle descaler. All sealed. Collection only (won't post liquids), Luton.
mobiles ;; en ;; ebay ;; phones ;; 230 ;; Google Pixel 7 128GB unlocked, obsidian ;; Pixel 7 128GB, unlocked to all networks. Runs WhatsApp, banking apps and Google Wallet with no issues - only selling as work gave me an iPhone. Receipt from Currys dated 03/11/2023 included. Case and screen protector fitted from day one.
mobiles ;; en ;; ebay ;; phones ;; 120 ;; iPhone SE 2022 64GB midnight, battery 88% ;; iPhone SE 3rd gen 64GB, battery health 88%. Unlocked, reset and removed from my Apple ID. Small scuff on the bottom edge. Posted tracked via eBay.
mobiles ;; en ;; ebay ;; phones ;; 9 ;; Spigen case for Galaxy S24 - new ;; Spigen Tough Armor case for the Galaxy S24 (the standard one, not Plus or Ultra). Brand new, wrong model ordered and too late to return.
mobiles ;; en ;; generic ;; phones ;; 30 ;; Big button mobile phone for elderly with SOS ;; Big button mobile with SOS key on the back and a charging cradle. Was my nan's, she's on a smartphone now. Battery in, original charger.
mobiles ;; en ;; ebay ;; phones ;; 15 ;; Anker 20W USB-C plug + cable ;; Anker 20W USB-C charger and 1m USB-C to Lightning cable. Works fine, just have too many chargers.
laptops ;; en ;; ebay ;; computers ;; 290 ;; Lenovo ThinkPad T14 Gen 1 i5 16GB 512GB ;; ThinkPad T14 Gen 1, i5-10310U, 16GB RAM, 512GB NVMe, 14" FHD. Win 11 Pro, activated, UK keys. Battery about 5 hours. Ex-work laptop bought from the company when they upgraded, paid by card, invoice included.
laptops ;; en ;; ebay ;; computers ;; 40 ;; Keychron K2 mechanical keyboard brown switches ;; Keychron K2 wireless mechanical keyboard, brown switches, UK layout, white backlight. Works on Mac and Windows. Boxed with keycap puller.
laptops ;; en ;; ebay ;; computers ;; 65 ;; Dell 24" monitor P2419H ;; Dell P2419H 24 inch IPS, 1080p, HDMI/DP/VGA. No dead pixels, stand goes up and down and rotates. Collection Milton Keynes.
laptops ;; en ;; generic ;; computers ;; 25 ;; Samsung T7 500GB portable SSD ;; Samsung T7 portable SSD 500GB, wiped and formatted, health 100%. USB-C and A cables.
gaming ;; en ;; ebay ;; videogames ;; 15 ;; Grand Theft Auto Five PS4 + paper map ;; Grand Theft Auto Five on PS4, disc mint, paper map still in the case. Rated 18.
gaming ;; en ;; ebay ;; videogames ;; 240 ;; Xbox Series X 1TB with controller ;; Xbox Series X, 1TB, one controller, HDMI and power cable. No disc drive issues, quiet fan. Original box. Manual and the maker's support leaflet are in there too (the box says to call their freephone 0800 line for setup help, never needed it).
gaming ;; en ;; ebay ;; videogames ;; 18 ;; Medal of Honor and Sniper Elite bundle PS4 ;; PS4 bundle: Sniper Elite 4 and Medal of Honor Warfighter. Both WW2/modern war shooters, 18 rated, discs clean.
gaming ;; en ;; ebay ;; videogames ;; 20 ;; Joy-Con pair with slight drift ;; Pair of Joy-Cons (neon red and blue), left one has slight drift hence the price. Fine for party games.
gaming ;; en ;; generic ;; videogames ;; 10 ;; Classic Cluedo, all weapons and cards there ;; Cluedo classic edition, complete - all 6 weapons (rope, dagger, lead piping, spanner, candlestick, revolver), all cards and the notepad half used.
reading ;; en ;; ebay ;; books-media ;; 5 ;; The Godfather by Mario Puzo paperback ;; The Godfather, Mario Puzo, Arrow paperback, ISBN 9780099528128. Read once, spine creased. The mafia classic.
reading ;; en ;; ebay ;; books-media ;; 6 ;; Killing Pablo by Mark Bowden ;; Killing Pablo, the hunt for the world's greatest outlaw (Pablo Escobar). True crime, good condition paperback.
reading ;; en ;; ebay ;; books-media ;; 12 ;; GCSE revision guides bundle CGP ;; CGP GCSE revision guides: Maths Higher, Combined Science and English Lit. A bit of highlighter in the maths one. Posted via eBay.
reading ;; en ;; generic ;; books-media ;; 25 ;; Harry Potter box set paperback ;; All seven Harry Potter books in the Bloomsbury paperback box. Read by one careful reader. Box a bit worn at the corners.
reading ;; en ;; ebay ;; books-media ;; 8 ;; Stalingrad by Antony Beevor ;; Stalingrad, Antony Beevor, Penguin paperback. History of the battle, WW2. Name written inside the cover.
film ;; en ;; ebay ;; books-media ;; 15 ;; The Wire complete series DVD ;; The Wire, seasons 1 to 5 on DVD. Baltimore drugs trade and the police, best TV ever made. All discs present and clean.
film ;; en ;; ebay ;; books-media ;; 4 ;; Goodfellas DVD ;; Goodfellas on DVD, Scorsese. Region 2. Good condition.
film ;; en ;; generic ;; books-media ;; 10 ;; Band of Brothers Blu-ray box ;; Band of Brothers Blu-ray box set, 6 discs. WW2 miniseries. Tin slightly dented.
music ;; en ;; ebay ;; musical-instruments ;; 120 ;; Yamaha F310 acoustic guitar with gig bag ;; Yamaha F310 acoustic, new strings last month, padded gig bag, capo and clip-on tuner. Perfect first guitar. Collection from Cardiff.
music ;; en ;; ebay ;; musical-instruments ;; 30 ;; Ukulele soprano with bag ;; Soprano ukulele, mahogany, with bag and spare strings. Bought for lockdown, barely played.
music ;; en ;; ebay ;; musical-instruments ;; 180 ;; Roland TD1K e-drums with sticks & headphones ;; Roland TD-1K e-drum kit with sticks and headphones. Kick pedal included. Collection only, Stoke.
audio ;; en ;; ebay ;; audio ;; 90 ;; Audioengine A2+ speakers ;; Audioengine A2+ powered speakers, white. USB and RCA in. Lovely sound for a desk. Boxed.
audio ;; en ;; ebay ;; audio ;; 50 ;; Audio Technica LP60X record player, new stylus ;; AT-LP60X automatic turntable, belt drive, built-in preamp. Stylus replaced in June. Dust cover has light marks.
audio ;; en ;; generic ;; audio ;; 25 ;; JBL Tune 510BT headphones black ;; JBL Tune 510BT wireless on-ear headphones. About 40 hours battery. With USB-C cable.
photo ;; en ;; ebay ;; cameras ;; 270 ;; Sony Alpha a6000 + 16-50 kit, 2 batteries ;; Sony Alpha a6000, 16-50 kit lens, 2 batteries, charger and strap. Shutter count around 11k. Sensor clean.
photo ;; en ;; ebay ;; cameras ;; 20 ;; Manfrotto style tripod 160cm ;; Aluminium tripod extends to 160cm, 3-way head with quick release plate, carry bag. 1.3kg.
photo ;; en ;; ebay ;; cameras ;; 45 ;; Browning trail camera 16MP ;; Trail camera for wildlife - we used it to see what was digging up the lawn (badgers). 16MP, night vision. Takes 8 AA batteries, installed. SD card included.
clothing ;; en ;; ebay ;; clothing ;; 20 ;; Levi's trucker jacket size M ;; Levi's denim trucker jacket, medium, mid wash. Pit to pit 56cm, length 64cm. Worn a handful of times.
clothing ;; en ;; ebay ;; clothing ;; 10 ;; M&S lambswool jumper size S ;; Marks and Spencer pure lambswool jumper, navy, size S. No bobbling. Hand wash only.
clothing ;; en ;; ebay ;; clothing ;; 30 ;; Camo print parka jacket L ;; Camouflage pattern parka from Superdry, size L. It's a fashion coat, not army issue. Loads of pockets, warm lining.
clothing ;; en ;; ebay ;; clothing ;; 12 ;; Iron Maiden t-shirt XL ;; Iron Maiden The Trooper band t-shirt, black, XL. Print still good. 60cm pit to pit.
clothing ;; en ;; ebay ;; clothing ;; 40 ;; Ted Baker dress size 10 ;; Ted Baker midi dress, size 2 (UK 10), worn to one wedding and dry cleaned since.
footwear ;; en ;; ebay ;; footwear ;; 50 ;; Air Max 90 white/grey UK9 with receipt ;; Nike Air Max 90 white and grey, UK 9 / EU 44. Genuine, bought from JD Sports, receipt included. Light creasing.
footwear ;; en ;; ebay ;; footwear ;; 10 ;; Kids wellies size 10 dinosaurs ;; Children's wellies, infant size 10, green with dinosaurs. One winter's wear, no holes.
footwear ;; en ;; ebay ;; footwear ;; 28 ;; Dewalt steel toe cap boots size 9 ;; DeWalt safety boots, steel toe cap and midsole, S3, UK 9. Worn for a few weeks on site then the firm issued different ones.
cosmetics ;; en ;; ebay ;; beauty-perfume ;; 55 ;; Jo Malone Wood Sage & Sea Salt 100ml sealed ;; Jo Malone Wood Sage & Sea Salt cologne 100ml, still cellophane sealed, never opened. Not a tester - full retail box. It was a present and not my scent. I have the gift receipt from Boots.
cosmetics ;; en ;; ebay ;; beauty-perfume ;; 9 ;; Eyeshadow palette brand new sealed ;; 18 pan eyeshadow palette, brand new and sealed, never opened. Warm browns and golds.
cosmetics ;; en ;; ebay ;; beauty-perfume ;; 22 ;; Ceramic straighteners 230C swivel cord ;; Ceramic plate straighteners, heat up to 230C, cord swivels. Work perfectly, selling as I got an Airwrap.
cosmetics ;; en ;; generic ;; beauty-perfume ;; 12 ;; La Roche-Posay SPF50 and moisturiser sealed ;; Anthelios SPF50 sun cream and a Toleriane moisturiser, both sealed. Bought from the pharmacy for myself and then got the same in a gift set. Expiry 2028.
jewellery ;; en ;; ebay ;; watches-jewellery ;; 85 ;; Casio G-Shock GA-2100 black ;; Casio G-Shock GA-2100 'CasiOak', black, genuine with box and manual. A few marks on the strap. New battery 2026.
jewellery ;; en ;; ebay ;; watches-jewellery ;; 15 ;; Sterling silver 925 hoop earrings ;; Sterling silver hoops, hallmarked 925, 20mm. Never worn, in the gift box.
jewellery ;; en ;; ebay ;; watches-jewellery ;; 140 ;; Seiko 5 Sports automatic SRPD ;; Seiko 5 Sports SRPD51, blue dial. Genuine, not a copy, box, papers and the jeweller's receipt from 2021. Runs about +8s a day.
bikes ;; en ;; ebay ;; bikes ;; 200 ;; Carrera Vengeance mountain bike medium ;; Carrera Vengeance 27.5" hardtail, medium frame, hydraulic discs. New tyres. Frame no. is under the BB, you can check it when you view. Collection from Halfords-land aka Redditch.
bikes ;; en ;; ebay ;; bikes ;; 25 ;; Cycle helmet new with tags size M ;; Road helmet, M (54 to 58cm), new, tags and stickers still on it, never worn or dropped. Bought the wrong size.
bikes ;; en ;; ebay ;; bikes ;; 15 ;; Bike floor pump with gauge presta/schrader ;; Floor pump with gauge, presta and schrader. Also does footballs and airbeds. Have two.
bikes ;; en ;; generic ;; bikes ;; 20 ;; Kryptonite U lock, 2 keys + bracket ;; Kryptonite D lock, 2 keys, frame bracket. Used one year.
gym ;; en ;; ebay ;; sports-outdoor ;; 45 ;; Spinlock dumbbell set, 2 x 10kg max, collection only ;; Two spinlock bars with cast iron plates, goes up to 10kg per hand. Collection only Wolverhampton, too heavy to post.
gym ;; en ;; ebay ;; sports-outdoor ;; 100 ;; Folding treadmill JLL S300 ;; JLL S300 folding treadmill, 16km/h, cushioned deck. Works fine. Collection only, already folded in garage.
gym ;; en ;; ebay ;; sports-outdoor ;; 18 ;; 14 oz boxing gloves + hand wraps, cleaned ;; 14oz boxing gloves plus wraps. Only been to the gym with them a few times, wiped down after.
gym ;; en ;; generic ;; sports-outdoor ;; 20 ;; Kids toy bow with suction arrows ;; Kids archery set, plastic bow, 3 suction cup arrows and target. Age 6+. Complete in box.
outdoors ;; en ;; ebay ;; sports-outdoor ;; 60 ;; Vango 4 person tent ;; Vango 4 person tent, 2 bedrooms, used 3 times, no holes or mould. Pegs and bag complete.
outdoors ;; en ;; ebay ;; sports-outdoor ;; 18 ;; Double airbed with built-in pump ;; Double airbed 203x152cm with built-in electric pump. Used for visitors. No punctures.
outdoors ;; en ;; ebay ;; sports-outdoor ;; 14 ;; Swiss army knife Victorinox Spartan (non locking) ;; Victorinox Spartan, small non-locking blade under 3 inches, corkscrew and can opener. Legal to carry in the UK. For camping.
outdoors ;; en ;; generic ;; sports-outdoor ;; 15 ;; Camping stove and head torch ;; Folding camping stove (sold without gas) and LED head torch with batteries. For hiking.
angling ;; en ;; ebay ;; sports-outdoor ;; 40 ;; Shakespeare float rod 12ft with reel ;; 12ft float rod and fixed spool reel loaded with 6lb line. Box of hooks, shot and floats included. Used on the canal.
angling ;; en ;; ebay ;; sports-outdoor ;; 25 ;; Sea fishing tackle box and filleting knife ;; Tackle box with 3 trays, lures, hooks and a filleting knife in its sheath. All used but good.
angling ;; en ;; generic ;; sports-outdoor ;; 20 ;; PVC chest waders, boot size 9, no leaks ;; PVC chest waders, boots built in, size 9, don't leak.
carparts ;; en ;; ebay ;; vehicle-parts ;; 110 ;; 4x Michelin 205/55 R16 91V 6mm ;; Four Michelin Primacy 4 205/55R16 91V, DOT 2324, 6mm tread. Came off my car when I went to winter wheels. Collection Coventry.
carparts ;; en ;; ebay ;; vehicle-parts ;; 45 ;; Car battery 075 60Ah ;; 075 size car battery, 60Ah 540CCA, 18 months old. Tested on a battery tester - 12.6V. Collection only.
carparts ;; en ;; ebay ;; vehicle-parts ;; 35 ;; Ford Fiesta Mk7 headlight left ;; Passenger side headlight Ford Fiesta Mk7 2013-2017, part number in photo. Works, one tab broken. Off my own car.
carparts ;; en ;; ebay ;; vehicle-parts ;; 12 ;; Warning triangle and hi-vis vest sealed ;; Warning triangle and hi-vis vest, still sealed. Came free with the car.
carparts ;; en ;; ebay ;; vehicle-parts ;; 70 ;; Motorcycle helmet new in box size L ;; Full face helmet size L (59-60cm), brand new in the box, never worn, ECE 22.06 label. Unwanted gift in the wrong size.
carparts ;; en ;; generic ;; vehicle-parts ;; 25 ;; CTEK battery charger MXS 5.0 ;; CTEK MXS 5.0 battery charger and conditioner, 12V. Used on my classic over winter.
nursery ;; en ;; ebay ;; toys-baby ;; 140 ;; Maxi-Cosi isofix car seat new sealed ;; Maxi-Cosi car seat, i-Size, brand new in sealed box, never fitted. We were gifted an identical one. Receipt dated 10/2026.
nursery ;; en ;; ebay ;; toys-baby ;; 90 ;; iCandy Peach with hood + footmuff ;; iCandy Peach pushchair with hood and footmuff. Well looked after. No carrycot. Collection from Guildford.
nursery ;; en ;; ebay ;; toys-baby ;; 20 ;; Tommee Tippee electric steriliser ;; Electric steam steriliser holds 6 bottles. Descaled and clean. Some new bottles included.
nursery ;; en ;; generic ;; toys-baby ;; 18 ;; Travel cot 120x60, mattress and bag ;; Travel cot 120x60 with mattress and carry bag. Used on holidays.
playthings ;; en ;; ebay ;; toys-baby ;; 12 ;; Nerf Super Soaker water blaster ;; Big Super Soaker, bright plastic water blaster for summer. No leaks. Toy, 8+.
playthings ;; en ;; ebay ;; toys-baby ;; 30 ;; Lego 60316 police station with van, no box ;; Lego City 60316, the police station set, complete with police minifigs, crooks and the prison van. No box, with instructions.
playthings ;; en ;; ebay ;; toys-baby ;; 8 ;; Kids foam knight sword + shield ;; Soft foam sword and a knight shield for little ones. Soft, won't hurt. Like new.
playthings ;; en ;; generic ;; toys-baby ;; 14 ;; Ravensburger 1000 piece jigsaw ;; Ravensburger 1000 pieces, world map. Done once, all pieces there (counted). Box taped.
fancydress ;; en ;; ebay ;; clothing ;; 15 ;; Pirate outfit age 7-8, hat, patch, plastic cutlass ;; Pirate costume - hat, eye patch and a plastic cutlass, age 7-8. Worn for World Book Day.
fancydress ;; en ;; ebay ;; clothing ;; 25 ;; Old military style tunic for fancy dress ;; Vintage tunic with no badges or insignia, from a car boot, used for a school play. Size M. Fancy dress only.
fancydress ;; en ;; ebay ;; clothing ;; 18 ;; Ghostface Halloween costume adult ;; Ghostface mask and black robe, adult one size. Worn to one Halloween party. Plastic toy knife not included 🎃👻
homedecor ;; en ;; ebay ;; home ;; 16 ;; Ceramic hare vase ;; Hand painted ceramic vase in the shape of a hare, 25cm tall. No cracks.
homedecor ;; en ;; ebay ;; home ;; 20 ;; Framed print of a stag ;; Framed print of a stag in the Highlands, 60x40cm, oak effect frame. Was in our hallway.
homedecor ;; en ;; ebay ;; home ;; 10 ;; Bedside lamp ceramic base ;; Bedside lamp with ceramic base and linen shade, 45cm. E27 bulb included.
homedecor ;; en ;; ebay ;; home ;; 25 ;; Bathroom medicine cabinet mirrored - empty ;; Mirrored bathroom cabinet, 2 shelves, 50x40x12cm, empty. Came down during the bathroom refit. Fixings included.
homedecor ;; en ;; generic ;; home ;; 12 ;; Pineapple shaped ceramic lamp ;; Ceramic table lamp in the shape of a pineapple with a gold glaze. Instagram-famous a few years ago, still looks great 🍍✨
furnishing ;; en ;; ebay ;; furniture ;; 60 ;; IKEA Hemnes 3 drawer chest white ;; IKEA Hemnes chest of 3 drawers, white, 108x96x50cm. Couple of scuffs. Collection from Nottingham, 2nd floor flat.
furnishing ;; en ;; ebay ;; furniture ;; 35 ;; Kids desk with drawer ;; White desk 100x50 with drawer. Disassembled, screws in a bag.
furnishing ;; en ;; ebay ;; furniture ;; 140 ;; Light grey 3 seater, removable covers ;; 3 seater sofa, light grey, 200cm wide, removable covers. Pet-free and smoke-free home. Collection Brighton.
furnishing ;; en ;; generic ;; furniture ;; 25 ;; 4 pine kitchen chairs ;; Four pine kitchen chairs, sturdy. 25 for the lot.
household ;; en ;; ebay ;; small-appliances ;; 50 ;; Ninja AF100UK 3.8 litre air fryer ;; Ninja AF100UK air fryer, 3.8L. Basket coating perfect. Upgraded to the dual drawer.
household ;; en ;; ebay ;; small-appliances ;; 70 ;; Shark stick vac, cordless, new filter ;; Shark cordless stick vacuum, lithium battery built in (about 40 min), charger and tools. New filter fitted.
household ;; en ;; ebay ;; small-appliances ;; 40 ;; Nespresso Vertuo Next ;; Nespresso Vertuo Next, descaled, with milk frother. Some capsules thrown in.
household ;; en ;; ebay ;; large-appliances ;; 110 ;; Bosch Serie 4 washer 8kg 1400 spin ;; Bosch Serie 4 washing machine, 8kg, 1400 spin. 5 years old. Collection only from Exeter EX2.
household ;; en ;; generic ;; small-appliances ;; 10 ;; Salter digital kitchen scales ;; Salter digital scales, up to 5kg in 1g steps. Battery in.
pets ;; en ;; ebay ;; pets ;; 15 ;; Plastic pet carrier 48x32x30 metal door ;; Plastic pet carrier, fits a cat or a small dog, 48 x 32 x 30 cm with a metal door. Cleaned.
pets ;; en ;; ebay ;; pets ;; 25 ;; 3 level cat tree with hideaway 120cm ;; Cat tree with 3 levels and a hideaway, 120cm. Some scratching on the posts as you'd expect. The cat is not included :)
pets ;; en ;; ebay ;; pets ;; 12 ;; Empty fish tank 25L ;; Empty 25 litre fish tank with lid and light. No fish. Leak tested.
pets ;; en ;; generic ;; pets ;; 10 ;; Dog collar and lead large ;; Leather dog collar size L and 1.5m lead. Hardly used, our puppy outgrew it.
hobbies ;; en ;; ebay ;; crafts ;; 80 ;; Brother sewing machine ;; Brother sewing machine with foot pedal, 27 stitches. Serviced. With cover.
hobbies ;; en ;; ebay ;; crafts ;; 15 ;; Yarn bundle and knitting needles ;; 10 balls of DK yarn and needles 4mm and 5mm, plus a stitch book. New.
hobbies ;; en ;; ebay ;; crafts ;; 25 ;; Airfix Lancaster bomber 1/72 kit ;; Airfix Avro Lancaster 1/72 model kit, unbuilt, parts still on sprues. WW2 box art. Complete.
hobbies ;; en ;; generic ;; crafts ;; 8 ;; Glue gun with glue sticks ;; Hot glue gun 60W with 30 sticks. Great for crafts.
collecting ;; en ;; ebay ;; collectables ;; 30 ;; Zippo lighters collection empty ;; Three vintage Zippo lighters, empty - no fuel, no flint. Collectors only. Dated on the base 1996 and 2001.
collecting ;; en ;; ebay ;; collectables ;; 10 ;; Guinness glass ashtray 1970s unused ;; Glass Guinness advertising ashtray, 1970s, never used. Good for keys or the collection.
collecting ;; en ;; ebay ;; collectables ;; 15 ;; Empty whisky bottles for decor ;; Empty whisky bottles (Glenfiddich and Jameson), just the glass and labels, no contents. Bar decor or lamps.
collecting ;; en ;; ebay ;; collectables ;; 20 ;; Beatrix Potter 50p coins circulated ;; Set of circulated Beatrix Potter 50p coins, Peter Rabbit and friends. Posted recorded via eBay.
collecting ;; en ;; generic ;; collectables ;; 35 ;; Panini World Cup 2006 sticker album ;; Panini Germany 2006 album, missing 3 stickers. Cover worn.
stationery ;; en ;; ebay ;; office ;; 40 ;; HP DeskJet 2720e printer with new inks ;; HP DeskJet 2720e all-in-one with sealed ink cartridges. Prints and scans. Wi-Fi.
stationery ;; en ;; ebay ;; office ;; 12 ;; Casio fx-991EX calculator ;; Casio fx-991EX ClassWiz scientific calculator, allowed in GCSE and A level exams. Case included.
stationery ;; en ;; ebay ;; office ;; 6 ;; Stapler, hole punch and scissors ;; Office bundle: metal stapler, 2 hole punch and 21cm scissors. All working.
stationery ;; en ;; generic ;; office ;; 55 ;; Office chair lumbar support, small tear on arm ;; Office chair - has lumbar support and the arms move up and down. Holds up to 120kg. Small tear on the left arm.
cookware ;; en ;; ebay ;; kitchen ;; 18 ;; Thermomix TM5 Varoma and basket ;; Varoma and simmering basket for Thermomix TM5, genuine, used carefully. Machine not included.
mobiles ;; en ;; ebay ;; phones ;; 40 ;; Fitbit Inspire 3 ;; Fitbit Inspire 3, shows WhatsApp and text notifications on the wrist, steps and sleep. About 10 days battery.
gaming ;; en ;; ebay ;; videogames ;; 60 ;; Logitech G29 wheel and pedals ;; Logitech G29 steering wheel and pedals for PS4/PS5/PC. Everything works, no play in the wheel.
audio ;; en ;; ebay ;; audio ;; 15 ;; Roberts portable radio ;; Roberts portable FM radio, runs on batteries or mains. Great for the kitchen or garden shed.
reading ;; en ;; ebay ;; books-media ;; 6 ;; Alcohol-free cocktail recipe book ;; Book of 80 alcohol-free cocktails and mocktails, hardback. Like new.
cosmetics ;; en ;; ebay ;; beauty-perfume ;; 30 ;; Wahl hair clippers cordless ;; Wahl cordless clippers with 8 guards, built-in battery. Cleaned and oiled.
household ;; en ;; ebay ;; small-appliances ;; 120 ;; Roborock robot vacuum with dock, light use ;; Selling our Roborock robot hoover, bought January 2025 from Argos (order no. 6051-2271-88, happy to show the email receipt when you collect). Works through the app or on its own with the button on top. Battery is built in and lasts around 2 hours, easily does our 3 bed semi downstairs. Comes with the dock, two new side brushes, a spare filter and the mop attachment. Only selling because we've put down thick rugs and it keeps getting stuck. Collection from Stockport SK4 or I can post via eBay in the original box.
bikes ;; en ;; ebay ;; bikes ;; 260 ;; Boardman SLR road bike 54cm ;; Boardman road bike, 54cm aluminium frame (I'm 5'9"), Shimano Sora 2x9, 700x25c tyres. About 2000 miles, always stored indoors. Full service in September at the local shop: new chain, cables and brake pads. A few scratches on the top tube from leaning on the wall. Frame number under the bottom bracket and original receipt from 2021. Test ride welcome in Chester.
gardening ;; en ;; ebay ;; garden ;; 40 ;; Flymo electric lawnmower with box ;; Flymo electric rotary mower, 1400W, 37cm cut, 40L box. Blade sharpened this year. 20m cable.
diy ;; en ;; ebay ;; tools-diy ;; 30 ;; 82 piece tool kit in case ;; Tool kit in a case: 1/4" sockets, pliers, hammer, 5m tape, utility knife, hex and torx keys. The 10mm socket is missing (of course). Collection Slough.
clothing ;; en ;; ebay ;; clothing ;; 25 ;; Faux leather biker style jacket size 8 ;; Black faux leather biker style jacket, UK 8. Fashion jacket, not motorcycle protective gear. Hardly worn.
film ;; en ;; ebay ;; books-media ;; 12 ;; Line of Duty series 1-6 DVD ;; Line of Duty DVD box set series 1 to 6. Police anti-corruption drama. Complete and clean.
photo ;; en ;; ebay ;; cameras ;; 25 ;; Bushnell binoculars 10x42 ;; 10x42 Bushnell bins, used for watching birds with case and strap. Optics clean, no fungus.
collecting ;; en ;; ebay ;; collectables ;; 10 ;; Vintage matchbox collection (empty boxes) ;; 40 old matchboxes from hotels and pubs, empty, mounted in an album. 1960s to 90s.
cookware ;; it ;; ebay ;; kitchen ;; 30 ;; Ceppo in faggio con 6 coltelli e forbici ;; Ceppo in legno con 6 coltelli: trinciante 20 cm, pane, prosciutto, verdure, spelucchino e un paio di forbici. Li ho usati pochissimo, ce ne hanno regalati altri. Si ritira a Bologna, altrimenti spedisco con il servizio del sito.
cookware ;; it ;; ebay ;; kitchen ;; 20 ;; Moka Bialetti 6 tazze + macinacaffe manuale ;; Moka Express Bialetti da 6 tazze con guarnizione appena cambiata, e macinacaffe manuale in legno. Perfetti.
cookware ;; it ;; generic ;; kitchen ;; 6 ;; Barattoli di vetro vuoti 12 pz ;; 12 vasetti vuoti in vetro da mezzo litro col tappo, lavati senza etichetta. Per conserve e marmellate. Ritiro Padova.
cookware ;; it ;; ebay ;; kitchen ;; 25 ;; Affettatrice manuale per salumi ;; Affettatrice a volano piccola, lama 19 cm con protezione. Pulita e affilata. Pesa 6 kg.
cookware ;; it ;; ebay ;; kitchen ;; 10 ;; Bottiglie vuote di liquore vintage ;; 4 bottiglie vuote di liquore anni 70, vetro lavorato, senza contenuto. Per arredare la cucina.
gardening ;; it ;; ebay ;; garden ;; 15 ;; Concime per prato 10 kg sigillato ;; Sacco di concime granulare per prato 10 kg, chiuso. Uso hobbistico, in libera vendita. Ritiro a Brescia.
gardening ;; it ;; generic ;; garden ;; 5 ;; Talee di pothos e piantine grasse ;; Talee radicate di pothos e piantine grasse in vaso da 8 cm, dalle mie piante. 5 euro l'una.
gardening ;; it ;; ebay ;; garden ;; 30 ;; Forbice potatura + seghetto pieghevole 25 cm ;; Forbice da potatura e seghetto pieghevole 25 cm. Lame affilate. Trasloco in appartamento.
gardening ;; it ;; ebay ;; garden ;; 4 ;; Semi dell orto: cuore di bue, San Marzano, basilico ;; Bustine di semi dal mio orto 2026: pomodoro cuore di bue, San Marzano e basilico genovese. Spedisco in busta.
diy ;; it ;; ebay ;; tools-diy ;; 15 ;; Tester di tensione e cacciaviti isolati ;; Cercafase senza contatto e set di cacciaviti isolati 1000 V. Il tester suona se c'e corrente. Pile incluse.
diy ;; it ;; ebay ;; tools-diy ;; 55 ;; Trapano a percussione Bosch con valigetta ;; Trapano Bosch PSB 500 RE con valigetta e punte per muro e legno. Matricola sull'etichetta. Funziona benissimo.
diy ;; it ;; ebay ;; tools-diy ;; 8 ;; Taglierino 18 mm con lame ;; Taglierino 18 mm con 10 lame di ricambio, nuovo in blister. Per cartongesso, moquette e carta da parati.
diy ;; it ;; ebay ;; tools-diy ;; 35 ;; Scala in alluminio 5 gradini ;; Scala a libro in alluminio 5 gradini, portata 150 kg. Qualche macchia di vernice. Solo ritiro a Monza.
diy ;; it ;; generic ;; tools-diy ;; 8 ;; Candeggina e sgrassatore confezioni chiuse ;; Avanzi del trasloco: 2 flaconi di candeggina e uno sgrassatore per cucina, tutto sigillato. Solo consegna a mano a Verona.
mobiles ;; it ;; ebay ;; phones ;; 200 ;; Galaxy S22 128 GB nero con scontrino ;; Galaxy S22 128 GB nero, ottime condizioni. WhatsApp, Satispay e l'app della banca funzionavano senza problemi, lo vendo solo perche sono passato a iPhone. Scontrino MediaWorld del 05/2023. Cover in regalo.
mobiles ;; it ;; ebay ;; phones ;; 110 ;; iPhone 11 64GB batteria 84% ;; iPhone 11 64 GB bianco, salute batteria 84%, sbloccato per ogni operatore, resettato e scollegato da iCloud. Spedizione tramite eBay.
mobiles ;; it ;; ebay ;; phones ;; 8 ;; Cover Redmi Note 13 nuova ;; Cover in silicone per Redmi Note 13 (non va sul Pro), azzurra, nuova in confezione.
mobiles ;; it ;; generic ;; phones ;; 35 ;; Telefono tasti grandi con SOS per nonni ;; Telefono con tasti grandi e tasto SOS, base di ricarica. Era di mia nonna. Batteria dentro.
laptops ;; it ;; ebay ;; computers ;; 280 ;; Notebook Lenovo ThinkPad T480 i5 16GB ;; ThinkPad T480 con i5 di ottava gen, 16 GB di RAM e SSD da 256 GB, 14 FHD. Tastiera layout IT, Win 11 installato, la batteria regge 4-5 ore.
laptops ;; it ;; ebay ;; computers ;; 55 ;; Monitor 24 FHD 75Hz HDMI nessun pixel bruciato ;; Monitor 24 FHD 75 Hz HDMI, nessun pixel bruciato. Cavo e base inclusi. Ritiro a Torino.
laptops ;; it ;; generic ;; computers ;; 20 ;; Hard disk esterno 1TB ;; Hard disk esterno 1 TB USB 3.0 formattato e testato. Nessun dato.
gaming ;; it ;; ebay ;; videogames ;; 18 ;; GTA 5 PS4 disco perfetto + mappa ;; GTA Five per PS4, il disco e perfetto, mappa cartacea inclusa. PEGI 18.
gaming ;; it ;; ebay ;; videogames ;; 200 ;; Switch OLED bianca + Mario Kart e Zelda ;; Switch OLED bianca, due anni, sempre con pellicola. Mario Kart 8 e Zelda. Dock e caricatore originali.
gaming ;; it ;; ebay ;; videogames ;; 15 ;; CoD Vanguard per PS5 (WW2) ;; Call of Duty Vanguard per PS5, seconda guerra mondiale. Custodia e disco perfetti.
gaming ;; it ;; generic ;; videogames ;; 12 ;; Cluedo in italiano completo con armi di plastica ;; Cluedo in italiano completo, carte e armi in miniatura di plastica (corda, candeliere, pugnale, chiave inglese, tubo, rivoltella). Scatola un po' rovinata.
reading ;; it ;; ebay ;; books-media ;; 8 ;; Gomorra Saviano Mondadori letto una volta ;; Gomorra di Roberto Saviano, Mondadori, ISBN 978-88-04-57716-9. Letto solo una volta, e l'inchiesta di Saviano sulla camorra napoletana.
reading ;; it ;; ebay ;; books-media ;; 6 ;; Romanzo criminale De Cataldo ;; Romanzo criminale di Giancarlo De Cataldo, edizione tascabile. La banda della Magliana. Buono stato.
reading ;; it ;; ebay ;; books-media ;; 5 ;; Libri scolastici terza media ;; Libri di terza media, matematica e storia, anno 2025/26, niente scritto a penna. Spedizione a carico dell'acquirente.
reading ;; it ;; generic ;; books-media ;; 15 ;; Librone illustrato sul conflitto 1939-45 ;; Librone con foto e cartine sul conflitto 1939-45, circa 600 pagine. Pesa 2 kg.
film ;; it ;; ebay ;; books-media ;; 15 ;; Gomorra la serie DVD stagioni 1-2 ;; Gomorra la serie in DVD, stagioni 1 e 2. Dischi perfetti.
film ;; it ;; ebay ;; books-media ;; 5 ;; DVD Il Padrino ;; Il Padrino in DVD, edizione restaurata. Ottime condizioni.
music ;; it ;; ebay ;; musical-instruments ;; 85 ;; Yamaha C40 chitarra classica + custodia e accordatore ;; Chitarra classica Yamaha C40, corde cambiate da poco, borsa morbida imbottita e accordatore a pinza. Ideale per iniziare.
music ;; it ;; ebay ;; musical-instruments ;; 130 ;; Tastiera Yamaha PSR-E373 ;; Yamaha PSR-E373 61 tasti dinamici, supporto a X e alimentatore. Usata un anno.
audio ;; it ;; ebay ;; audio ;; 55 ;; JBL Flip 6 nera con cavo ;; JBL Flip 6 nera, suono ottimo, batteria dura tutto il giorno. Con cavo.
audio ;; it ;; ebay ;; audio ;; 45 ;; Giradischi valigetta con casse ;; Giradischi a valigetta vintage con casse e Bluetooth, puntina nuova. Regalo 3 vinili 🎶
photo ;; it ;; ebay ;; cameras ;; 260 ;; Canon 2000D + 18-55, 9000 scatti, borsa ;; Canon 2000D con 18-55, circa 9000 scatti, con batteria, caricatore, SD da 32 GB e borsa.
photo ;; it ;; ebay ;; cameras ;; 55 ;; Fototrappola 20 MP visione notturna ;; Fototrappola per osservare animali in giardino, 20 MP, infrarossi. Ho ripreso volpi e un istrice. Pile AA dentro.
clothing ;; it ;; vinted ;; clothing ;; 15 ;; Giacca jeans azzurra M poco usata ;; Giacca di jeans taglia M, azzurra, poco usata. Spalle 44 cm, lunghezza 62 cm.
clothing ;; it ;; vinted ;; clothing ;; 25 ;; Parka mimetico stile militare L ;; Parka con stampa mimetica di un negozio di abbigliamento, taglia L. E moda, non una divisa. Tante tasche.
clothing ;; it ;; vinted ;; clothing ;; 8 ;; Maglietta Queen taglia L ;; Maglietta nera dei Queen, taglia L, stampa ancora bella. Ascella-ascella 54 cm.
footwear ;; it ;; vinted ;; footwear ;; 40 ;; Scarpe Nike Air Force 1 numero 42 ;; Nike Air Force 1 bianche numero 42. Originali, comprate da Foot Locker, ho lo scontrino. Suola buona.
footwear ;; it ;; ebay ;; footwear ;; 30 ;; Scarpe antinfortunistiche punta in acciaio 43 ;; Scarpe antinfortunistiche S3 numero 43, puntale in acciaio e lamina antiforo. Usate poche settimane.
cosmetics ;; it ;; vinted ;; beauty-perfume ;; 55 ;; Armani Si EDP 100 ml sigillato, non tester ;; Armani Si EDP 100 ml, sigillato nel cellophane, mai aperto. Non e un tester, e la confezione normale da negozio. Regalo non gradito, ho lo scontrino di Douglas.
cosmetics ;; it ;; vinted ;; beauty-perfume ;; 10 ;; Palette 12 ombretti sigillata mai aperta ;; Palette da 12 ombretti, ancora col sigillo, mai aperta. Toni nude.
cosmetics ;; it ;; ebay ;; beauty-perfume ;; 20 ;; Piastra per capelli Remington ;; Piastra in ceramica Remington fino a 230 gradi. Funziona perfettamente.
cosmetics ;; it ;; generic ;; beauty-perfume ;; 12 ;; Crema viso e solare sigillate ;; Crema viso 50 ml e solare SPF50, sigillate. Comprate in farmacia per me, poi me le hanno regalate uguali. Scadenza 2028.
jewellery ;; it ;; ebay ;; watches-jewellery ;; 80 ;; G-Shock GA-2100 nero originale con scatola ;; Casio G-Shock GA-2100 nero, originale con scatola e libretto. Pila cambiata nel 2026.
jewellery ;; it ;; ebay ;; watches-jewellery ;; 140 ;; Orologio Seiko 5 automatico con garanzia ;; Seiko 5 Sports automatico quadrante verde. Originale, non una replica, con scatola, garanzia e fattura della gioielleria del 2022.
bikes ;; it ;; ebay ;; bikes ;; 170 ;; MTB 29 pollici telaio M freni idraulici ;; MTB ruota 29 telaio M, freni a disco idraulici. Copertoni nuovi. Numero di telaio sotto il movimento centrale.
bikes ;; it ;; ebay ;; bikes ;; 25 ;; Casco bici nuovo con etichetta ;; Casco da bici taglia M, nuovo con etichetta, mai indossato ne caduto. Taglia sbagliata.
bikes ;; it ;; generic ;; bikes ;; 12 ;; Pompa da terra con manometro per bici ;; Pompa da terra con manometro, valvola presta e schrader. Gonfia anche palloni e materassini.
gym ;; it ;; ebay ;; sports-outdoor ;; 40 ;; Coppia manubri regolabili fino a 10 kg ;; Coppia di manubri regolabili fino a 10 kg, dischi in ghisa. Ritiro a Bergamo.
gym ;; it ;; ebay ;; sports-outdoor ;; 15 ;; Guantoni 12 oz con bende igienizzati ;; Guantoni da boxe 12 oz con bende. Usati poco, igienizzati.
outdoors ;; it ;; ebay ;; sports-outdoor ;; 45 ;; Tenda 4 posti due camere usata 3 volte ;; Tenda 4 posti con 2 camere, montaggio facile. Usata 3 volte, nessun buco.
outdoors ;; it ;; ebay ;; sports-outdoor ;; 14 ;; Victorinox coltellino lama piccola per picnic ;; Coltellino Victorinox con lama piccola non bloccabile, cavatappi e apriscatole. Per campeggio e picnic.
angling ;; it ;; ebay ;; sports-outdoor ;; 35 ;; Canna da pesca 4 m con mulinello ;; Canna telescopica 4 m con mulinello e filo 0,25. Pesca al lago. In regalo ami, piombini e galleggianti.
angling ;; it ;; generic ;; sports-outdoor ;; 25 ;; Cassetta da pesca con esche e coltello per sfilettare ;; Cassetta a 3 piani con esche artificiali, ami e coltello per sfilettare con fodero.
carparts ;; it ;; ebay ;; vehicle-parts ;; 120 ;; 4 pneumatici 205/55 R16 Pirelli ;; 4 gomme Pirelli Cinturato P7 205/55 R16 91V, DOT 2124, 6 mm. Smontate dalla mia auto per passare ai cerchi invernali. A Vicenza.
carparts ;; it ;; ebay ;; vehicle-parts ;; 50 ;; Batteria auto 60Ah ;; Batteria 60 Ah 540 A, un anno e mezzo. Provata col tester batteria: 12,6 V. Solo ritiro.
carparts ;; it ;; ebay ;; vehicle-parts ;; 30 ;; Faro ant. sx Panda 2012-2020 funzionante ;; Proiettore lato guida per Panda dal 2012 al 2020, codice in foto. Funzionante, una linguetta rotta. Dalla mia auto.
carparts ;; it ;; ebay ;; vehicle-parts ;; 70 ;; Casco moto integrale nuovo taglia L ;; Casco integrale taglia L, nuovo in scatola, mai usato, omologazione ECE 22.06. Regalo della taglia sbagliata.
nursery ;; it ;; ebay ;; toys-baby ;; 140 ;; Seggiolino isofix 0+/1 nuovo mai montato ;; Seggiolino auto isofix gruppo 0+/1, nuovo nella scatola sigillata, mai montato. Ce ne hanno regalato uno uguale. Scontrino 10/2026.
nursery ;; it ;; ebay ;; toys-baby ;; 80 ;; Passeggino Cybex leggero ;; Passeggino Cybex leggero con parapioggia, chiusura compatta. Tenuto benissimo. Ritiro a Firenze.
nursery ;; it ;; generic ;; toys-baby ;; 20 ;; Sterilizzatore biberon elettrico ;; Sterilizzatore elettrico a vapore per 6 biberon, pulito e decalcificato.
playthings ;; it ;; ebay ;; toys-baby ;; 10 ;; Pistola acqua grande colorata per l estate ;; Pistola ad acqua grande di plastica colorata per l'estate. Nessuna perdita. Giocattolo 8+.
playthings ;; it ;; ebay ;; toys-baby ;; 25 ;; Lego City commissariato completo con furgone ;; Caserma della polizia Lego City al completo, con i poliziotti, ladri e furgone. Senza scatola, con istruzioni.
playthings ;; it ;; generic ;; toys-baby ;; 8 ;; Spada di gommapiuma e scudo ;; Spada di gommapiuma e scudo da cavaliere per bambini. Non fa male. Come nuovi.
fancydress ;; it ;; ebay ;; clothing ;; 15 ;; Costume da pirata bambino 8 anni ;; Costume da pirata con cappello, benda e sciabola di plastica, 7-8 anni. Usato a carnevale.
fancydress ;; it ;; ebay ;; clothing ;; 25 ;; Vecchia giubba militare per teatro ;; Giubba antica senza mostrine ne gradi, presa al mercatino, usata per una recita. Taglia 48. Solo come costume.
homedecor ;; it ;; ebay ;; home ;; 18 ;; Vaso in ceramica a forma di gallo ;; Vaso in ceramica dipinto a mano a forma di gallo, 25 cm. Nessuna crepa. Ceramica di Deruta.
homedecor ;; it ;; ebay ;; home ;; 20 ;; Armadietto dei medicinali vuoto ;; Armadietto pensile da bagno con croce sullo sportello, vuoto, 35x30x12 cm. Tolto durante i lavori.
furnishing ;; it ;; ebay ;; furniture ;; 65 ;; Cassettiera 4 cassetti bianca smontabile ;; Cassettiera bianca 4 cassetti, 80x48x100 cm. Smontabile. Un graffio sul lato. Ritiro a Genova.
furnishing ;; it ;; generic ;; furniture ;; 140 ;; Divano grigio chiaro 3 posti fodere lavabili ;; Divano 3 posti grigio chiaro, 200 cm, fodere lavabili. Niente animali. Ritiro a Roma EUR.
household ;; it ;; ebay ;; small-appliances ;; 45 ;; Friggitrice aria 5,5 litri 1700W ;; Friggitrice ad aria 5,5 litri, 1700 W, cestello perfetto. Usata circa un anno.
household ;; it ;; ebay ;; small-appliances ;; 35 ;; Scopa senza fili batteria al litio 30 min ;; Scopa elettrica senza fili, batteria al litio dentro (30 min). Caricatore e accessori.
household ;; it ;; generic ;; large-appliances ;; 120 ;; Lavatrice 7 kg Candy ;; Lavatrice Candy 7 kg, 1200 giri, 6 anni. Funziona perfettamente. Ritiro a Napoli Vomero.
pets ;; it ;; ebay ;; pets ;; 15 ;; Trasportino gatto/cane piccolo porta metallo ;; Trasportino di plastica, va bene per gatti o cani piccoli, 48x32x30, porta in metallo. Lavato.
pets ;; it ;; ebay ;; pets ;; 10 ;; Acquario vuoto 25 litri ;; Acquario vuoto 25 L con coperchio e luce, senza pesci. Testato con acqua.
hobbies ;; it ;; ebay ;; crafts ;; 30 ;; Modellino carro armato 1/35 da montare ;; Kit Tamiya carro armato Panther 1/35, da montare, pezzi sulle stampate. Scatola con illustrazione della seconda guerra mondiale.
hobbies ;; it ;; generic ;; crafts ;; 60 ;; Singer macchina per cucire con pedale revisionata ;; Macchina da cucire Singer con pedale, 23 punti. Revisionata, con copertura.
collecting ;; it ;; ebay ;; collectables ;; 25 ;; Accendini Zippo da collezione vuoti ;; 3 accendini Zippo vintage, vuoti, senza benzina ne pietrina. Solo per collezionisti.
collecting ;; it ;; ebay ;; collectables ;; 8 ;; Posacenere pubblicitario Campari ;; Posacenere in vetro pubblicita Campari anni 70, mai usato. Svuotatasche o collezione.
collecting ;; it ;; generic ;; collectables ;; 30 ;; Album figurine Panini Calciatori 1990 ;; Album Panini Calciatori 1989-90, mancano 5 figurine. Copertina un po' usurata.
stationery ;; it ;; ebay ;; office ;; 35 ;; Stampante multifunzione Canon ;; Stampante Canon Pixma con cartucce nuove sigillate. Stampa e scansiona. Wi-Fi.
stationery ;; it ;; ebay ;; office ;; 15 ;; Casio fx 991EX ammessa alla maturita ;; Casio fx-991EX, ammessa alla maturita. Con custodia.
cookware ;; de ;; ebay ;; kitchen ;; 35 ;; Messerblock mit 6 Kuechenmessern ;; Messerblock aus Buche mit 6 Messern: Kochmesser (20 cm), Brot-, Schinken-, Gemuesemesser, Schaelmesser und Schere. Wenig benutzt, haben ein anderes Set geschenkt bekommen. Abholen in Koeln-Ehrenfeld, sonst schicke ich es mit dem Versand der Seite.
cookware ;; de ;; ebay ;; kitchen ;; 25 ;; WMF Schnellkochtopf 4,5 L ;; WMF Perfect Schnellkochtopf 4,5 Liter, Dichtungsring 2025 neu. Funktioniert einwandfrei.
cookware ;; de ;; generic ;; kitchen ;; 6 ;; 12 leere Einmachglaeser 500 ml ;; 12 leere Schraubglaeser 500 ml mit Deckel, sauber und Etiketten ab. Ideal fuer Marmelade oder Gewuerze. Abholung Hannover-Linden.
cookware ;; de ;; ebay ;; kitchen ;; 20 ;; Raclette fuer 8 Personen ;; Raclette mit 8 Pfaennchen und Grillplatte, gereinigt, funktioniert. Perfekt fuer Silvester.
cookware ;; de ;; ebay ;; kitchen ;; 10 ;; Alte leere Schnapsflaschen als Deko ;; 4 leere alte Flaschen aus buntem Glas, ohne Inhalt und ohne Korken. Schoen als Vase oder Lichterdeko.
gardening ;; de ;; ebay ;; garden ;; 15 ;; Rasenduenger 10 kg ungeoeffnet ;; Sack Rasenduenger 10 kg, ungeoeffnet, aus dem Baumarkt. Fuer den Hausgarten, frei verkaeuflich. Abholung in Muenster.
gardening ;; de ;; ebay ;; garden ;; 5 ;; Ableger Gruenlilie und Aloe Vera ;; Ableger von Gruenlilie und kleine Aloe Vera im 9 cm Topf, aus meinen eigenen Pflanzen. 5 Euro pro Topf.
gardening ;; de ;; ebay ;; garden ;; 30 ;; Gartenschere und Astsaege Gardena ;; Gardena Gartenschere und klappbare Astsaege 25 cm. Klingen scharf. Wegen Umzug in eine Wohnung abzugeben.
gardening ;; de ;; generic ;; garden ;; 4 ;; Tomatensamen aus eigenem Anbau ;; Samentuetchen aus meinem Garten 2026: Ochsenherz, Cherrytomate und Basilikum. Versand im Brief.
diy ;; de ;; ebay ;; tools-diy ;; 15 ;; Spannungspruefer und isolierte Schraubendreher ;; Beruehrungsloser Spannungspruefer und VDE Schraubendreher Set 1000 V. Der Pruefer piept bei Strom. Batterien drin.
diy ;; de ;; ebay ;; tools-diy ;; 55 ;; Bosch Schlagbohrmaschine PSB 650 im Koffer ;; Bosch PSB 650 RE Schlagbohrmaschine mit Koffer und Bohrern fuer Beton und Holz. Seriennummer auf dem Typenschild. Laeuft einwandfrei.
diy ;; de ;; ebay ;; tools-diy ;; 8 ;; Cuttermesser 18 mm mit Klingen ;; Cuttermesser 18 mm und 10 Ersatzklingen, neu in der Verpackung. Fuer Teppich, Karton und Tapete.
diy ;; de ;; ebay ;; tools-diy ;; 25 ;; Fiskars Spaltaxt X11 ;; Fiskars X11 Spaltaxt mit Klingenschutz. Zwei Winter fuer den Kaminofen benutzt.
diy ;; de ;; ebay ;; tools-diy ;; 40 ;; Alu Stehleiter 6 Stufen ;; Alu Stehleiter 6 Stufen, Arbeitshoehe ca. 3,20 m, belastbar bis 150 kg. Farbspritzer, aber stabil. Nur Abholung in Essen.
diy ;; de ;; generic ;; tools-diy ;; 9 ;; Putzmittel ungeoeffnet (Entkalker, Backofenreiniger) ;; Reste vom Umzug: Entkalker, Backofenreiniger und Allzweckreiniger, alles originalverschlossen. Nur Abholung in Kassel, kein Versand von Fluessigkeiten.
mobiles ;; de ;; ebay ;; phones ;; 190 ;; Samsung Galaxy S21 128 GB ;; Galaxy S21 128 GB grau, sehr guter Zustand. WhatsApp, PayPal und die Banking App liefen problemlos, verkaufe nur weil ich jetzt ein Pixel habe. Rechnung von MediaMarkt vom 08.04.2023 liegt bei.
mobiles ;; de ;; ebay ;; phones ;; 100 ;; iPhone XR 64 GB Akku 84 % ;; iPhone XR 64 GB schwarz, Akkukapazitaet 84 %, ohne Simlock, zurueckgesetzt und aus iCloud abgemeldet. Versand ueber eBay.
mobiles ;; de ;; ebay ;; phones ;; 9 ;; Huelle Galaxy S24 neu ;; Silikonhuelle fuer Galaxy S24 (nicht Plus/Ultra), neu in OVP. Falsch bestellt.
mobiles ;; de ;; generic ;; phones ;; 35 ;; Oma-Handy grosse Tasten mit Notruftaste ;; Handy fuer Senioren: grosse Tasten, SOS-Knopf hinten, Ladeschale. War von meiner Oma. Akku drin.
laptops ;; de ;; ebay ;; computers ;; 300 ;; Lenovo ThinkPad T480 i5 16 GB 256 GB ;; ThinkPad T480, i5-8350U, 16 GB RAM, 256 GB SSD, 14 Zoll FHD. Deutsche Tastatur. Windows 11 Pro. Akku haelt ca. 5 Std.
laptops ;; de ;; ebay ;; computers ;; 60 ;; 27 Zoll WQHD Monitor 75 Hz ;; 27 Zoll Monitor 2560x1440, 75 Hz, HDMI und DisplayPort. Keine Pixelfehler. Abholung in Leipzig.
laptops ;; de ;; generic ;; computers ;; 20 ;; 1 TB USB Festplatte formatiert ;; Festplatte extern, 1 TB, USB 3.0, frisch formatiert und getestet, keine Daten.
gaming ;; de ;; ebay ;; videogames ;; 15 ;; GTA 5 PS4 mit Karte ;; GTA Five fuer die PS4, Disc kratzerfrei, Karte liegt bei. USK 18.
gaming ;; de ;; ebay ;; videogames ;; 210 ;; PlayStation 5 Digital Edition ;; PS5 Digital mit einem Controller und allen Kabeln. Leise, keine Probleme. OVP vorhanden.
gaming ;; de ;; ebay ;; videogames ;; 15 ;; Battlefield 1 PS4 Erster Weltkrieg ;; Battlefield 1 fuer PS4, Erster Weltkrieg. Disc und Huelle top.
gaming ;; de ;; generic ;; videogames ;; 12 ;; Cluedo Brettspiel vollstaendig ;; Cluedo auf Deutsch, vollstaendig mit allen Karten und Tatwaffen aus Plastik (Seil, Leuchter, Dolch, Rohrzange, Heizungsrohr, Revolver). Schachtel etwas abgenutzt.
reading ;; de ;; ebay ;; books-media ;; 6 ;; Der Pate Mario Puzo Taschenbuch ;; Der Pate von Mario Puzo, Taschenbuch, ISBN 978-3-453-43524-9. Einmal gelesen. Mafia-Klassiker.
reading ;; de ;; ebay ;; books-media ;; 8 ;; Kinder vom Bahnhof Zoo Buch ;; Das bekannte Buch ueber Christiane F. als Taschenbuch. Biografie ueber Drogensucht im Berlin der 70er. Schullektuere, guter Zustand.
reading ;; de ;; ebay ;; books-media ;; 5 ;; Schulbuecher Klasse 8 Mathe und Geschichte ;; Schulbuecher Klasse 8, Mathe und Geschichte, Schuljahr 2025/26, nichts mit Kuli reingeschrieben.
reading ;; de ;; generic ;; books-media ;; 15 ;; Grosser Bildband Zweiter Weltkrieg 500 Seiten ;; Dicker Bildband ueber 1939-1945 mit Fotos und Karten, rund 500 Seiten. Wiegt 2 kg.
film ;; de ;; ebay ;; books-media ;; 15 ;; Breaking Bad alle 5 Staffeln DVD ;; Breaking Bad, alle 5 Staffeln auf DVD, deutsch und englisch. Alle Discs da, keine Kratzer.
film ;; de ;; ebay ;; books-media ;; 5 ;; DVD Das Boot Director's Cut ;; Das Boot, Director's Cut auf DVD. Kriegsfilm-Klassiker. Sehr guter Zustand.
music ;; de ;; ebay ;; musical-instruments ;; 80 ;; Konzertgitarre Yamaha C40 mit Tasche ;; Yamaha C40 Konzertgitarre, neue Saiten, dazu Gigbag gepolstert und ein Stimmgeraet zum Anklemmen. Ideal fuer Anfaenger.
music ;; de ;; ebay ;; musical-instruments ;; 45 ;; Cajon mit Tasche ;; Cajon mit Snare-Teppich, Tasche und Sitzkissen. Klingt super. 48x30x30 cm.
audio ;; de ;; ebay ;; audio ;; 70 ;; Teufel Boomster Go Bluetooth Box ;; Teufel Boomster Go, kraeftiger Sound, Akku haelt lange. Mit Ladekabel. Rechnung vorhanden.
audio ;; de ;; ebay ;; audio ;; 40 ;; Plattenspieler im Koffer mit Lautsprechern ;; Plattenspieler im Vintage Koffer mit Lautsprechern und Bluetooth, Nadel neu. 3 Schallplatten gratis dazu.
photo ;; de ;; ebay ;; cameras ;; 270 ;; Nikon D3500 mit 18-55 VR ;; Nikon D3500 mit 18-55 VR, ca. 10.000 Ausloesungen. Akku, Ladegeraet, Tasche, 64 GB Karte.
photo ;; de ;; ebay ;; cameras ;; 50 ;; Wildkamera 20 MP mit Nachtsicht ;; Wildkamera zum Beobachten von Tieren im Garten, 20 MP, Infrarot. Wir haben Fuechse und einen Igel gefilmt 🦊🦔 AA Batterien drin.
clothing ;; de ;; vinted ;; clothing ;; 15 ;; Jeansjacke Groesse M ;; Jeansjacke Groesse M, hellblau, kaum getragen. Schulter 44 cm, Laenge 62 cm.
clothing ;; de ;; vinted ;; clothing ;; 25 ;; Parka in Tarnmuster L ;; Parka mit Camouflage Muster von einer Modekette, Groesse L. Modisch, keine Uniform. Viele Taschen.
clothing ;; de ;; vinted ;; clothing ;; 8 ;; Rammstein T-Shirt XL ;; Schwarzes Rammstein Bandshirt XL, Druck noch gut. Achsel zu Achsel 58 cm.
footwear ;; de ;; vinted ;; footwear ;; 45 ;; Gazelle Adidas blau Gr 42 mit Kassenbon ;; Adidas Gazelle blau, Groesse 42. Original, bei Snipes gekauft, Kassenbon liegt bei. Sohle gut.
footwear ;; de ;; ebay ;; footwear ;; 30 ;; S3 Arbeitsschuhe Stahlkappe Groesse 43 ;; Sicherheitsschuhe S3 Groesse 43 Stahlkappe, Sohle durchtrittsicher. Nur wenige Wochen auf dem Bau angehabt.
cosmetics ;; de ;; vinted ;; beauty-perfume ;; 55 ;; Boss Bottled EDT 100ml in Folie, kein Tester ;; Boss Bottled EDT 100 ml, noch in Folie verschweisst, nie geoeffnet. Kein Tester, normale Verkaufsverpackung. War ein Geschenk, Kassenbon von Douglas vorhanden.
cosmetics ;; de ;; vinted ;; beauty-perfume ;; 10 ;; Lidschatten Palette 12 Farben versiegelt ;; Palette mit 12 Lidschatten, noch versiegelt. Nude und Braun Toene.
cosmetics ;; de ;; ebay ;; beauty-perfume ;; 20 ;; Haartrockner Braun 2000 W ;; Braun Haartrockner 2000 W mit Diffusor. Funktioniert einwandfrei.
cosmetics ;; de ;; generic ;; beauty-perfume ;; 12 ;; Gesichtscreme und Sonnencreme versiegelt ;; Gesichtscreme 50 ml und Sonnencreme LSF 50, beide versiegelt. In der Apotheke fuer mich selbst gekauft, dann das gleiche geschenkt bekommen. Haltbar bis 2028.
jewellery ;; de ;; ebay ;; watches-jewellery ;; 80 ;; G-Shock DW5600 schwarz Original ;; Casio G-Shock DW-5600 schwarz, original mit Box und Anleitung. Batterie 2026 gewechselt.
jewellery ;; de ;; ebay ;; watches-jewellery ;; 130 ;; Seiko 5 Automatik mit Papieren ;; Seiko 5 Sports Automatik, blaues Zifferblatt. Original, keine Kopie, mit Box, Papieren und Rechnung vom Juwelier 2022.
bikes ;; de ;; ebay ;; bikes ;; 180 ;; 29er MTB Rahmen M hydraulische Scheibenbremsen ;; MTB 29 Zoll, Rahmengroesse M, hydraulische Scheibenbremsen. Neue Reifen. Rahmennummer unter dem Tretlager, zeige ich bei Abholung.
bikes ;; de ;; ebay ;; bikes ;; 25 ;; Neuer Fahrradhelm Gr. M mit Etikett ;; Rennradhelm in M, 54 bis 58 cm, neu, Etikett haengt noch dran, nie getragen oder runtergefallen. Falsche Groesse.
bikes ;; de ;; generic ;; bikes ;; 15 ;; Fahrrad Standpumpe mit Manometer Presta/Schrader ;; Standpumpe mit Manometer, Presta und Schrader Ventil. Pumpt auch Baelle und Luftmatratzen auf.
gym ;; de ;; ebay ;; sports-outdoor ;; 40 ;; Kurzhanteln 2 x 10 kg ;; Paar Kurzhanteln verstellbar bis je 10 kg mit Scheiben aus Guss. Nur Selbstabholung in Dortmund.
gym ;; de ;; ebay ;; sports-outdoor ;; 15 ;; Boxhandschuhe 12oz + Bandagen gereinigt ;; Boxhandschuhe 12 oz mit Bandagen. Wenig benutzt, gereinigt.
outdoors ;; de ;; ebay ;; sports-outdoor ;; 50 ;; Zelt 4 Personen 2 Kabinen ;; 4 Personen Zelt mit 2 Schlafkabinen, einfacher Aufbau. 3 mal benutzt, keine Loecher.
outdoors ;; de ;; ebay ;; sports-outdoor ;; 15 ;; Schweizer Taschenmesser Victorinox ;; Victorinox Taschenmesser, kleine Klinge ohne Arretierung, Korkenzieher und Dosenoeffner. Fuers Camping.
angling ;; de ;; ebay ;; sports-outdoor ;; 35 ;; Angelrute 3,6 m mit Rolle ;; Teleskoprute 3,60 m mit Stationaerrolle und Schnur 0,30. Am Baggersee benutzt. Haken, Blei und Posen dazu.
angling ;; de ;; generic ;; sports-outdoor ;; 25 ;; Angelkoffer mit Kunstkoedern und Filetiermesser ;; Angelkoffer mit 3 Etagen, Kunstkoedern, Haken und einem Filetiermesser mit Scheide.
carparts ;; de ;; ebay ;; vehicle-parts ;; 120 ;; 4 Sommerreifen 205/55 R16 Continental ;; 4 Continental Sommerreifen 205/55 R16 91V, DOT 2224, 6 mm Profil. Vom eigenen Auto, jetzt mit Winterraedern unterwegs. Abholung Augsburg.
carparts ;; de ;; ebay ;; vehicle-parts ;; 50 ;; Autobatterie 60 Ah Varta ;; Varta 60 Ah 540 A, 1,5 Jahre alt. Am Batterietester gemessen 12,6 Volt. Nur Abholung.
carparts ;; de ;; ebay ;; vehicle-parts ;; 35 ;; VW Polo 6R Scheinwerfer links (Lasche ab) ;; Scheinwerfer links VW Polo 6R, Teilenummer im Foto. Funktioniert, eine Lasche abgebrochen. Aus meinem eigenen Auto.
carparts ;; de ;; ebay ;; vehicle-parts ;; 15 ;; Verbandkasten Auto DIN 13164 versiegelt ;; KFZ Verbandkasten nach DIN 13164, versiegelt, haltbar bis 2030. Lag beim Neuwagen dabei, hatte schon einen.
carparts ;; de ;; ebay ;; vehicle-parts ;; 75 ;; Motorradhelm Integralhelm neu OVP Gr. L ;; Integralhelm Groesse L (59-60 cm), neu in OVP, nie getragen, ECE 22.06 Etikett. Geschenk in falscher Groesse.
nursery ;; de ;; ebay ;; toys-baby ;; 140 ;; i-Size Isofix Kindersitz neu OVP versiegelt ;; Kindersitz Isofix i-Size, neu in versiegelter OVP, nie eingebaut. Wir haben einen gleichen geschenkt bekommen. Rechnung 10/2026.
nursery ;; de ;; ebay ;; toys-baby ;; 90 ;; Kinderwagen Joolz mit Sportsitz ;; Joolz Kinderwagen mit Sportsitz und Regenschutz, sehr gepflegt. Ohne Babywanne. Abholung in Frankfurt.
nursery ;; de ;; generic ;; toys-baby ;; 18 ;; Reisebett mit Matratze ;; Reisebett 120x60 mit Matratze und Tasche. Im Urlaub benutzt.
playthings ;; de ;; ebay ;; toys-baby ;; 10 ;; Bunte Wasserpistole gross, dicht ;; Grosse bunte Wasserpistole aus Plastik fuer den Sommer. Dicht. Spielzeug ab 8.
playthings ;; de ;; ebay ;; toys-baby ;; 30 ;; Playmobil Polizei mit Gefaengniszelle ;; Playmobil Wache mit Zelle, drei Polizisten und einem Bankraeuber. Fast vollstaendig.
fancydress ;; de ;; ebay ;; clothing ;; 15 ;; Piratenkostuem Kinder 116 ;; Piratenkostuem mit Hut, Augenklappe und Plastiksaebel, Groesse 116. Zu Fasching getragen.
fancydress ;; de ;; ebay ;; clothing ;; 20 ;; Cowboy Kostuem mit Spielzeugpistolen ;; Cowboy Kostuem fuer Erwachsene mit Hut, Weste und zwei orangefarbenen Plastik-Spielzeugpistolen. Groesse M/L. Fuer Karneval.
homedecor ;; de ;; ebay ;; home ;; 18 ;; Keramikvase in Hasenform ;; Handbemalte Keramikvase in Form eines Hasen, 25 cm hoch. Keine Risse.
homedecor ;; de ;; ebay ;; home ;; 20 ;; Medizinschrank Wand leer ;; Kleiner Wand-Medizinschrank mit Kreuz auf der Tuer, leer, 35x30x12 cm. Beim Badumbau abgebaut.
furnishing ;; de ;; ebay ;; furniture ;; 60 ;; Kommode weiss 4 Schubladen ;; Weisse Kommode mit 4 Schubladen, 80x48x100 cm, zerlegbar. Kleiner Kratzer an der Seite. Abholung Stuttgart.
furnishing ;; de ;; generic ;; furniture ;; 150 ;; Graues 3er Sofa 200 cm waschbare Bezuege ;; 3-Sitzer Sofa hellgrau, 200 cm, Bezuege abnehmbar und waschbar. Keine Haustiere bei uns. Abholung in Hamburg-Altona.
household ;; de ;; ebay ;; small-appliances ;; 45 ;; Airfryer 5,5 Liter 1700 W mit Rezeptbuch ;; Heissluftfritteuse 5,5 Liter, 1700 W, Korb ohne Kratzer. Rezeptbuch dabei.
household ;; de ;; ebay ;; small-appliances ;; 90 ;; Kaffeevollautomat DeLonghi Magnifica ;; DeLonghi Magnifica S mit Mahlwerk. Letzten Monat entkalkt. Rechnung von 2022.
household ;; de ;; generic ;; large-appliances ;; 130 ;; Waschmaschine Bosch 7 kg ;; Bosch Waschmaschine 7 kg, 1400 U/min, 6 Jahre alt. Laeuft einwandfrei 👍 Abholung Nuernberg.
pets ;; de ;; ebay ;; pets ;; 20 ;; Kratzbaum mit Hoehle und Haengematte 120cm ;; Kratzbaum 120 cm mit Hoehle und Haengematte. Die Katzen sind natuerlich nicht dabei :)
pets ;; de ;; ebay ;; pets ;; 12 ;; Aquarium leer 25 Liter ;; Leeres Aquarium 25 L mit Abdeckung und Licht, ohne Fische. Dicht getestet.
hobbies ;; de ;; ebay ;; crafts ;; 30 ;; Revell Modellbausatz Panzer 1:35 ;; Revell Bausatz Panzer 1:35, ungebaut, Teile noch am Spritzling. Zweiter Weltkrieg auf dem Karton. Vollstaendig.
hobbies ;; de ;; generic ;; crafts ;; 70 ;; Singer Naehmaschine mit Fusspedal und Haube ;; Singer Naehmaschine mit Fusspedal, 23 Stiche. Gewartet, mit Haube.
collecting ;; de ;; ebay ;; collectables ;; 25 ;; Zippo Feuerzeuge Sammlung leer ;; 3 alte Zippo Feuerzeuge, ganz leer, kein Benzin, kein Stein drin. Sammlerstuecke.
collecting ;; de ;; ebay ;; collectables ;; 8 ;; Aschenbecher Werbung Brauerei ;; Glas-Aschenbecher mit Brauerei-Werbung, 70er Jahre, nie benutzt. Als Schluesselablage oder Sammlerstueck.
collecting ;; de ;; generic ;; collectables ;; 30 ;; Panini Album WM 2014 ;; Panini Sammelalbum WM 2014, es fehlen 4 Bilder. Umschlag leicht abgenutzt.
stationery ;; de ;; ebay ;; office ;; 40 ;; Drucker HP Multifunktion ;; HP DeskJet Multifunktionsdrucker mit neuen versiegelten Patronen. Druckt und scannt. WLAN.
stationery ;; de ;; ebay ;; office ;; 25 ;; Casio ClassWiz fx991DE X Abitur Rechner ;; Casio fx-991DE X ClassWiz, fuers Abitur zugelassen. Mit Schutzhuelle.
`;

const listings = areaListingsFromLines(marked, 'innocent15');
// The split, by greedy balance over language and area (`balancedSplit`): every listing is clean, so nothing else to balance.
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-innocent-fifteenth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
