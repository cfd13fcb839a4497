import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-innocent.json: the innocent set for issue 19, written by hand on 2026-11-29 at stop 41
 * by a blind writer who changes no rule, to measure false alarms on what an ordinary general European marketplace
 * carries. Its writer read no rule code, lexicon, matcher or brand table, no README rules table and no earlier set's
 * listing records — only the line parser (`listingsFromLines`), `balancedSplit`'s signature, the scorer
 * (evasion-quality.ts), the set registry (index.ts), the twentieth writer's header and split, and the contract's profiles.
 * 624 listings, ALL CLEAN (no label): PT 122, ES 123, FR 125, EN 122, IT 66, DE 66, over 30 areas (audio, baby,
 * beauty, bikes, books, cameras, collectibles, computers, crafts, fashion, furniture, games, garden, health, home,
 * instruments, jewellery, kitchen, music, outdoor, pets, phones, services, shoes, sports, tickets, tools, toys, vehicle,
 * watches).
 * Each sits on a word or shape a problem rule must read and a careful moderator passes: numbers of every kind (model
 * and part numbers, sizes, dimensions with units, years, dates and times, serials partly covered, capacities, prices,
 * face values, ISBNs, shutter counts, tyre and wheel sizes, postcodes); shipping, hand-over and payment kept on the
 * site ("pagamento pela app", "envío con wallapop", "remise en main propre, paiement via l'appli", "paid through eBay
 * only"); networks and apps as product features or history (a ring light for Instagram and TikTok, a TikTok-famous
 * plush, a tablet with YouTube Kids, a phone wiped of WhatsApp and its banking and payment apps, a Spotify-ready
 * speaker, lessons over Zoom booked through the site's chat); words that name prohibited things innocently (kitchen knife
 * blocks, short folding fishing knives, fan replica shirts and collectors' replicas, bath bombs, smoked-glass shot
 * glasses, popper toys, Nerf blasters and water pistols, play money, plumbing pipes and traps, vegetable seeds, baking
 * powder and mica powder, ceramic skulls, faux fur and real leather, coral-coloured beads, ivory-coloured buttons,
 * bordeaux phone cases and shoes, empty vintage pharmacy cabinets, cat laser toys, sub-250 g drones registered by
 * their owner, hunting clothing only, sealed full-size perfume, empty pill boxes and contact-lens cases, breast pumps,
 * motorbike helmets and car seats never in an accident, tickets at face value through official resale, The Strand
 * Magazine, chain mail costumes, an ID-card holder); long rambling texts and two languages mixed.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * greedy balance in file order over language and area (`balancedSplit`, below), which no text or rule output decides.
 * Parts: tune 312 (PT 61, ES 62, FR 62, EN 61, IT 33, DE 33), holdout 312 (PT 61, ES 61, FR 63, EN 61, IT 33, DE 33);
 * all 30 areas in both.
 *
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description` (`listingsFromLines`, no label
 * markers); `area` is kept in the JSON beside the listing.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-innocent-listing-set.ts`.
 * First run (2026-11-29, rules as on 66ac722, no rule changed, `nice -n 10 timeout 900 npm run bench -- listing`): tune
 * part clean listings flagged 0.051 (16 of 312; 22 findings: restricted_item 12 in 7 listings, prohibited_item 6 in 6,
 * social_handle 2, contact_phone 1, off_platform_payment 1), wrongful rejects 0.019 (6 of 312); holdout part clean
 * listings flagged 0.083 (26 of 312), wrongful rejects 0.016 (5 of 312). No recall: the set has no label.
 */

const marked = `
fashion ;; pt ;; vinted ;; women ;; 18 ;; Casaco pelo sintetico bege tam M ;; Casaco efeito pelo (fur-effect, 100% poliester, nada de pelo verdadeiro). Usado 3 ou 4 vezes, sem marcas. Medidas: ombro a ombro 44 cm, comprimento 68 cm. Envio pela Vinted, pagamento na app 👍
fashion ;; pt ;; vinted ;; women ;; 12 ;; Vestido coral Zara XS ;; vestido cor coral , tecido leve , ideal p verao. usei 1x num casamento em 2023. nao tem defeitos. envio so pela vinted
fashion ;; pt ;; vinted ;; men ;; 25 ;; Blusão pele genuína anos 90 ;; Blusão de pele (couro verdadeiro) dos anos 90, tamanho 50. Forro com um pequeno rasgo de 2cm na manga esquerda, ver foto 4. Pagamento e envio pela plataforma, nao faço trocas
fashion ;; pt ;; vinted ;; men ;; 9 ;; T-shirt Benfica replica oficial 2019/20 ;; Camisola réplica do equipamento (versão adepto, loja oficial, etiqueta ainda la dentro). Tamanho L, nº 10 nas costas. Envio pela app com codigo de envio da vinted.
fashion ;; pt ;; vinted ;; women ;; 15 ;; Mala tiracolo verde garrafa ;; Mala verde garrafa, pele sintetica, 24x18x7cm. Logotipo verde à frente um pouco gasto. 💚 Vendo porque ja nao uso. Compra protegida pela app
fashion ;; pt ;; vinted ;; kids ;; 6 ;; Pijama caveiras fluorescente 8 anos ;; pijama com caveiras que brilham no escuro 💀 (o meu filho adorava no halloween). 8 anos, 128cm. lavado e pronto a enviar
shoes ;; pt ;; vinted ;; shoes ;; 35 ;; Nike Air Max 90 tam 42,5 ;; Air Max 90 cor branco/cinza, tamanho EU 42.5 / UK 8 / US 9. Ref CN8490-100. Usadas uma temporada, sola em bom estado. Caixa original nao tenho. Envio pela Vinted!!
shoes ;; pt ;; olx-pt ;; shoes ;; 20 ;; botas de montanha 38 impermeaveis ;; botas de caminhada numero 38, goretex, usadas em 2 trilhos na serra da estrela. Entrega em mao em Coimbra ou envio pelo OLX (pagamento pela app). preço fixo
shoes ;; pt ;; vinted ;; shoes ;; 40 ;; Sapatos verniz bordeaux salto 7cm ;; Sapatos de verniz cor bordeaux (vinho), salto de 7 cm, numero 37. Usei só no meu casamento 14/09/2024 das 16h às 23h 😅 Como novos. Envio pela vinted
shoes ;; pt ;; vinted ;; shoes ;; 15 ;; Sapatilhas Adidas Stan Smith 39 1/3 ;; stan smith brancas c/ calcanhar verde. tam 39 1/3. tem uns riscos na biqueira. envio pela app, nao respondo a propostas ridiculas pf
phones ;; pt ;; olx-pt ;; phones ;; 320 ;; iPhone 13 128GB meia-noite ;; iPhone 13 128GB, bateria a 86%. Desbloqueado p/ todas as redes. Sempre com capa e pelicula. WhatsApp, Instagram etc já desinstalados, reposto de fábrica. Entrega em mão em Lisboa (Saldanha) ou envio pelo OLX com pagamento na plataforma
phones ;; pt ;; olx-pt ;; phones ;; 95 ;; Samsung Galaxy A52 4/128 ;; Samsung A52 modelo SM-A525F, 4GB RAM 128GB, versao Android 14. Ecra sem riscos. Vai com carregador 25W. IMEI visivel na caixa (tapei na foto). Envio com OLX Entregas
phones ;; pt ;; olx-pt ;; phones ;; 8 ;; Capa iPhone 12 Pro bordeaux ;; capa de silicone cor bordeaux para iphone 12 pro. nova, ainda no saco. portes pela plataforma.
phones ;; pt ;; olx-pt ;; phones ;; 45 ;; Xiaomi Redmi Note 9 para peças ;; Redmi Note 9 com ecra partido, liga e da som de notificacao (tem o WhatsApp instalado ainda, vou fazer reset antes de enviar). Para peças. 64GB. Vendido no estado em que está
phones ;; pt ;; olx-pt ;; phones ;; 5 ;; Porta-cartões de telemovel com ID ;; porta cartoes autocolante para traseira do telemovel, cabe o cartao de cidadao (ID) + 2 cartoes. preto. novo. 5€ + portes pela app
computers ;; pt ;; olx-pt ;; computers ;; 480 ;; MacBook Air M1 2020 8GB 256GB ;; MacBook Air M1 (A2337), 8/256, 312 ciclos de bateria. Teclado PT. Pequena mossa no canto (foto). Formatado com macOS Sonoma 14.5. Pagamento via OLX ou em mão no Porto
computers ;; pt ;; olx-pt ;; computers ;; 60 ;; Monitor LG 24" 1920x1080 75Hz ;; Monitor LG 24MK430H, 24 polegadas, full HD 1920x1080, 75 Hz, HDMI + VGA. Sem pixeis mortos. Recolha em Braga ou envio pelo OLX
computers ;; pt ;; olx-pt ;; computers ;; 35 ;; Disco SSD 1TB Samsung 870 EVO ;; SSD Samsung 870 EVO 1TB SATA 2.5", saude 98% no CrystalDiskInfo, 14.320 horas ligado. Apagado com ferramenta segura. Portes pela plataforma
computers ;; pt ;; olx-pt ;; computers ;; 25 ;; Teclado mecânico RGB switch red ;; teclado mecanico 60% com switches red, retroiluminado RGB, cabo USB-C 1,8m. funciona 100%. falta a tecla ESC (uso uma de substituicao transparente)
cameras ;; pt ;; olx-pt ;; cameras ;; 390 ;; Canon EOS 80D + 18-135mm ;; Canon EOS 80D com objetiva EF-S 18-135mm f/3.5-5.6 IS USM. Contagem de disparos 23.450. Inclui 2 baterias LP-E6 e cartao 64GB. Envio pelo OLX com seguro
cameras ;; pt ;; olx-pt ;; cameras ;; 55 ;; Filtro ND variavel 67mm fumado ;; filtro ND variavel ND2-ND400 67mm, vidro fumado, perfeito p video ao sol. com estojo. envio pela app
cameras ;; pt ;; olx-pt ;; cameras ;; 220 ;; Drone DJI Mini 2 com 3 baterias ;; DJI Mini 2 (249 g, categoria aberta A1). 3 baterias, 2 conjuntos de helices, mala. 11 voos feitos. Registado em meu nome na ANAC, faço a transferência. Entrega em Setubal
cameras ;; pt ;; olx-pt ;; cameras ;; 18 ;; Ring light 10" para Instagram e TikTok ;; Ring light de 10 polegadas com tripé 160cm e suporte de telemovel. 3 cores de luz, 10 niveis. Comprei para fazer videos para o Instagram mas desisti lol. Portes pelo OLX
audio ;; pt ;; olx-pt ;; audio ;; 120 ;; Colunas Bose SoundLink Revolve+ II ;; Bose SoundLink Revolve+ II, cinzenta, bateria dura ~14h. Bluetooth 4.1, emparelha com o Spotify do telemovel sem problema. Caixa e carregador. Pagamento pela app
audio ;; pt ;; olx-pt ;; audio ;; 60 ;; Gira-discos Audio-Technica AT-LP60X ;; Gira discos AT-LP60X-BK, 33 1/3 e 45 rpm, com pre-amplificador. Agulha trocada em 03/2024. Vai na caixa original. Levantamento em Aveiro 18h-20h dias uteis
audio ;; pt ;; olx-pt ;; audio ;; 30 ;; Auscultadores JBL Tune 510BT ;; JBL tune 510bt azuis, 40h de bateria. as almofadas estao um pouco gastas. envio por OLX Entregas
watches ;; pt ;; olx-pt ;; watches ;; 150 ;; Relógio Seiko 5 SNK809 automático ;; Seiko 5 SNK809K2, automatico, caixa 37mm, bracelete nato preta. Atrasa uns 10 s/dia. Nº de série 3N0xxx (tapado). Com fatura da relojoaria de 2019. Envio registado pelo OLX
watches ;; pt ;; olx-pt ;; watches ;; 70 ;; Garmin Forerunner 55 ;; Garmin Forerunner 55, GPS, mede frequencia cardiaca. Bateria ate 2 semanas. Pulseira nova. Sincroniza com a app Garmin Connect (apago a minha conta antes de enviar)
watches ;; pt ;; vinted ;; watches ;; 22 ;; Relogio Casio vintage dourado A168 ;; Casio A168WG dourado, pilha nova colocada em outubro. Bracelete ajustavel. Hora e cronometro funcionam. Envio pela vinted
jewellery ;; pt ;; vinted ;; jewellery ;; 14 ;; Brincos argola banhados a ouro ;; argolas 3cm banhadas a ouro 18k, nunca usados (tenho alergia). Com caixinha. Envio pela app 💛
jewellery ;; pt ;; vinted ;; jewellery ;; 10 ;; Colar coral cor salmão bijuteria ;; colar de contas cor de coral (resina, NAO é coral verdadeiro). 45cm. Bijuteria, ficava lindo com branco
jewellery ;; pt ;; olx-pt ;; jewellery ;; 180 ;; Anel prata 925 com zirconia ;; Anel em prata de lei 925 contrastada, zirconia 6mm, tamanho 14. Com certificado da ourivesaria. Entrega em mão no Funchal ou envio seguro pelo OLX
furniture ;; pt ;; olx-pt ;; furniture ;; 80 ;; Cómoda IKEA Malm 6 gavetas branca ;; Comoda Malm branca 160x78x48 cm. Desmontada para transporte. Falta 1 puxador (não tem puxadores, é pega embutida afinal lol). Recolha em Matosinhos
furniture ;; pt ;; olx-pt ;; furniture ;; 120 ;; Armário de farmácia antigo em madeira ;; Antigo armario de farmacia/botica em madeira de pinho, anos 40, com portas de vidro e 12 gavetinhas com etiquetas em latim. Vazio, serve para decoracao ou livros. 190x90x35. Levantamento em Évora
furniture ;; pt ;; olx-pt ;; furniture ;; 45 ;; Cadeira escritório ergonomica ;; cadeira de escritorio com apoio lombar, altura regulavel 44-54cm. algum desgaste no braço direito. Entrega combinada pela app do OLX
furniture ;; pt ;; olx-pt ;; furniture ;; 30 ;; Mesa de cabeceira cor marfim ;; mesa de cabeceira lacada cor marfim com 2 gavetas, 40x35x55. Pequenos riscos no tampo. Apenas recolha (Almada)
home ;; pt ;; olx-pt ;; home ;; 12 ;; Copos de shot vidro fumado x6 ;; conjunto de 6 copos de shot em vidro fumado cinzento, 4cl cada. Nunca usados, na caixa. Envio com embalagem reforçada pelo OLX
home ;; pt ;; olx-pt ;; home ;; 20 ;; Cortinados linho 140x260 ;; Par de cortinados de linho cor areia, 140x260cm cada, com ilhoses. Lavados. Envio pela plataforma
home ;; pt ;; olx-pt ;; home ;; 8 ;; Caveira decorativa ceramica ;; Caveira em ceramica para decoracao (tipo dia de los muertos), 15cm, pintada a mao. Perfeita para estante 💀🌸
home ;; pt ;; olx-pt ;; home ;; 15 ;; Bombas de banho x12 caixa presente ;; Caixa com 12 bath bombs (bombas de banho efervescentes) de lavanda, rosa e eucalipto. Selada. Prenda que nao vou usar. Portes pela app
kitchen ;; pt ;; olx-pt ;; kitchen ;; 40 ;; Conjunto facas cozinha 6 peças com cepo ;; Conjunto de facas de cozinha em inox com cepo de madeira: faca chef 20cm, pão 20cm, trinchar 18cm, utilitaria 12cm, descascar 9cm e tesoura. Novo na caixa. Envio pelo OLX
kitchen ;; pt ;; olx-pt ;; kitchen ;; 70 ;; Bimby TM5 com livro ;; Bimby TM5 a funcionar perfeitamente, comprada 2017. Vai com 1 livro de receitas e a vareta. Levantamento em Leiria ou envio pela plataforma
kitchen ;; pt ;; olx-pt ;; kitchen ;; 6 ;; Fermento em pó e formas de queques ;; 12 formas de silicone para queques + 2 pacotes de fermento em po para bolos (validade 08/2027, fechados). Levo tudo junto
kitchen ;; pt ;; olx-pt ;; kitchen ;; 25 ;; Maquina cafe Nespresso Essenza Mini ;; Nespresso Essenza Mini C30, vermelha, 19 bar. Descalcificada. Oferta de 10 capsulas. Entrega em mão em Faro
garden ;; pt ;; olx-pt ;; garden ;; 4 ;; Sementes de alface e tomate biologicas ;; Saquetas de sementes de alface (romana e frisada) e tomate coração de boi, biologicas, validade 2027. 4 saquetas. Envio em carta pela plataforma
garden ;; pt ;; olx-pt ;; garden ;; 90 ;; Corta-relva eletrico Bosch 1200W ;; Corta relva Bosch Rotak 32, 1200 W, largura 32cm, cesto 31 L. Funciona bem. So recolha em Viseu
garden ;; pt ;; olx-pt ;; garden ;; 15 ;; Mangueira 25m com pistola e enrolador ;; Mangueira de jardim 25 m com pistola de rega e enrolador. Usada 1 verão. Recolha em Sintra
garden ;; pt ;; olx-pt ;; garden ;; 12 ;; Vasos terracota com suculentas de viveiro ;; 3 vasos de barro 14cm com suculentas compradas no viveiro (echeveria e aloe). Entrega em mão em Oeiras
toys ;; pt ;; olx-pt ;; toys ;; 15 ;; Pop it fidget TikTok arco-iris x5 ;; 5 pop its da moda do TikTok, arco iris, nunca usados. Otimos p festas de anos
toys ;; pt ;; olx-pt ;; toys ;; 20 ;; Nerf Elite 2.0 com 24 dardos ;; Lancador Nerf Elite 2.0 Commander, 24 dardos de espuma. Funciona a 100%. Brinquedo a partir dos 8 anos. Envio pela app
toys ;; pt ;; olx-pt ;; toys ;; 10 ;; Dinheiro a brincar + caixa registadora ;; caixa registadora de brincar com notas e moedas a fingir (dinheiro de brincar), calculadora funciona. Pilhas AA incluidas
toys ;; pt ;; olx-pt ;; toys ;; 35 ;; LEGO Technic 42115 completo ;; LEGO 42115 Lamborghini Sian, 3696 peças, montado 1 vez e desmontado. Conferi as peças todas, com manual. Envio pelo OLX bem embalado
toys ;; pt ;; olx-pt ;; toys ;; 6 ;; Poppers brinquedo de mola x10 ;; 10 poppers de borracha (aqueles saltitões que se viram ao contrario e saltam), cores sortidas. brinquedo para criancas, anos 90 vibes
baby ;; pt ;; olx-pt ;; baby ;; 120 ;; Carrinho de bebé Bebecar 3 em 1 ;; Carrinho Bebecar trio (alcofa, cadeira e ovo), cor cinzento, 2022. Ovo com data de fabrico 03/2022, nunca teve acidente. Levantamento em Guimaraes
baby ;; pt ;; olx-pt ;; baby ;; 25 ;; Bomba tira-leite manual Medela ;; Bomba extração de leite manual Medela Harmony, esterilizada, peças de silicone novas ainda seladas. Envio pela plataforma
baby ;; pt ;; olx-pt ;; baby ;; 8 ;; Body bebé 0-3 meses lote 7 peças ;; lote 7 bodies 0-3M (56-62cm) algodao, alguns com manchinhas leves. Portes pela app OLX
books ;; pt ;; olx-pt ;; books ;; 7 ;; Ensaio sobre a Cegueira - Saramago ;; Livro Ensaio sobre a Cegueira, Jose Saramago, Caminho, ISBN 978-972-21-1065-6. Capa com vincos. Envio em carta registada pela app
books ;; pt ;; olx-pt ;; books ;; 12 ;; Manuais escolares 9º ano 2023/24 ;; Manuais 9º ano matematica e portugues (ISBN 9789720348725 e 9789724733015), pouco escritos a lapis. Entrega em mão em Loures
books ;; pt ;; olx-pt ;; books ;; 15 ;; Revistas National Geographic 1998-2002 ;; 40 revistas National Geographic portuguesas entre 1998 e 2002, bom estado. Só recolha, pesam muito 😅
books ;; pt ;; olx-pt ;; books ;; 4 ;; Livro de receitas sem gluten ;; livro receitas sem gluten, 160 paginas, tem bolos, pao e pizzas. como novo
music ;; pt ;; olx-pt ;; music ;; 20 ;; Vinil Amália Rodrigues - Com que voz (1970) ;; LP Amalia Com que Voz, Columbia 8E 062-40181, prensagem portuguesa 1970. Capa com desgaste nos cantos, disco VG+. Envio em caixa propria pelo OLX
music ;; pt ;; olx-pt ;; music ;; 10 ;; Lote 15 CDs rock anos 90 ;; 15 cds (Nirvana, Pearl Jam, Xutos, Radiohead...). Caixas com alguns riscos, discos bons. 10€ tudo
music ;; pt ;; olx-pt ;; music ;; 6 ;; Cassete Madonna Like a Prayer 1989 ;; cassete original 1989, com o folheto. toca bem
games ;; pt ;; olx-pt ;; games ;; 230 ;; PS5 disco 825GB + 2 comandos ;; PlayStation 5 versao com leitor de disco, modelo CFI-1216A, 825GB. 2 comandos DualSense. Conta PSN ja removida da consola. Entrega em mão no Barreiro ou envio pela plataforma
games ;; pt ;; olx-pt ;; games ;; 25 ;; FIFA 23 + GTA V PS4 ;; jogos fisicos FIFA 23 e GTA V para PS4, discos sem riscos. envio por OLX
games ;; pt ;; olx-pt ;; games ;; 40 ;; Nintendo Switch Lite amarela só consola ;; Switch Lite amarela, numero de serie XKW10..., com carregador. Joystick esquerdo com ligeiro drift. Preço tem isso em conta
games ;; pt ;; olx-pt ;; games ;; 15 ;; Cartas Pokémon lote 100 ;; 100 cartas pokemon comuns e incomuns, varias geracoes. sem raras. ideal pra quem esta a começar
sports ;; pt ;; olx-pt ;; sports ;; 25 ;; Halteres ajustaveis 2x10kg ;; Par de halteres ajustaveis ate 10 kg cada, discos de 0,5/1,25/2,5kg. Levantamento em Odivelas
sports ;; pt ;; olx-pt ;; sports ;; 60 ;; Prancha de surf 6'2" ;; Prancha de surf 6'2 x 19 1/4 x 2 7/16, 30L. Tem 1 reparacao na rail. Com quilhas FCS II. Entrega na Ericeira
sports ;; pt ;; olx-pt ;; sports ;; 18 ;; Raquete padel Bullpadel ;; raquete padel Bullpadel Vertex 03 2021, 370g. uso recreativo. envio pela app
sports ;; pt ;; olx-pt ;; sports ;; 10 ;; Bola futebol oficial Liga Portugal 24/25 ;; bola oficial (replica de treino da liga), tamanho 5. nova
bikes ;; pt ;; olx-pt ;; bikes ;; 380 ;; BTT Specialized Rockhopper 29 tam L ;; Specialized Rockhopper Comp 29", quadro L, 2x10 Shimano Deore, travoes hidraulicos. Nº quadro WSBC604... registado no Bikeregister, faço a transferencia. Entrega em Braga
bikes ;; pt ;; olx-pt ;; bikes ;; 20 ;; Cadeado em U Kryptonite ;; cadeado U Kryptonite Evolution com 2 chaves e suporte. nível de seguranca 9/10. envio pelo OLX
bikes ;; pt ;; olx-pt ;; bikes ;; 35 ;; Capacete bicicleta Giro tam M novo ;; Capacete Giro Register MIPS, tam M 54-61cm, NOVO com etiquetas (oferta que nao serviu). Nunca sofreu impacto, nunca usado
bikes ;; pt ;; olx-pt ;; bikes ;; 12 ;; Bomba de ar de pé com manometro ;; bomba de pé para bicicleta, valvulas presta e schrader, até 160 psi / 11 bar. Levantamento em Amadora
outdoor ;; pt ;; olx-pt ;; outdoor ;; 30 ;; Casaco caça camuflado tam XL ;; Casaco de caça camuflado, impermeavel, tamanho XL, muitos bolsos. Só roupa, sem mais nada. Usado 2 épocas. Envio pela plataforma
outdoor ;; pt ;; olx-pt ;; outdoor ;; 45 ;; Cana de pesca carbono 3,60m + carreto ;; Cana surfcasting 3,60m 100-200g com carreto Shimano 4000. Linha nova 0,30mm. Oferta de caixa com anzois e chumbadas. Entrega em Peniche
outdoor ;; pt ;; olx-pt ;; outdoor ;; 9 ;; Navalha de pesca pequena lâmina 7cm ;; Canivete de pesca com lâmina de 7 cm e desescamador, cabo cortiça. Para limpar peixe na pesca. Novo
outdoor ;; pt ;; olx-pt ;; outdoor ;; 50 ;; Tenda 4 pessoas Quechua ;; tenda Quechua 2 seconds 4 pessoas, montagem rapida, sem furos. usada 3 campismos (2022, 2023). recolha em Torres Vedras
tools ;; pt ;; olx-pt ;; tools ;; 65 ;; Berbequim Makita 18V com 2 baterias ;; Berbequim aparafusador Makita DDF482, 18V, 2 baterias 3.0Ah e carregador, mala. Só entrega em mao (Lisboa) por causa das baterias
tools ;; pt ;; olx-pt ;; tools ;; 10 ;; Tubos PVC 32mm e cachimbo de canalização ;; Sobras de obra: 6 tubos PVC 32mm x 1m, 4 curvas, 2 uniões e 1 cachimbo (curva de esgoto). Recolha em Gondomar
tools ;; pt ;; olx-pt ;; tools ;; 15 ;; Nível laser linhas cruzadas ;; nivel laser de linhas cruzadas autonivelante, alcance 15m. pilhas incluidas. funciona bem
tools ;; pt ;; olx-pt ;; tools ;; 22 ;; Caixa ferramentas 108 peças ;; caixa com 108 peças: chaves de caixa 1/4 e 1/2, bits, alicate, x-acto. Faltam 2 chaves (10 e 13mm)
vehicle ;; pt ;; olx-pt ;; car-parts ;; 160 ;; 4 jantes 16" 5x112 VW ;; 4 jantes de liga leve 16", furação 5x112, ET45, centro 57.1. Servem Golf VI/VII, Audi A3. Sem pneus. Recolha em Loures
vehicle ;; pt ;; olx-pt ;; car-parts ;; 45 ;; Capacete mota Shark tam M ;; Capacete Shark Skwal 2, tamanho M (57-58). Homologado ECE 22.05. Nunca caiu, viseira sem riscos. Fabricado 2021. Envio pelo OLX
vehicle ;; pt ;; olx-pt ;; car-parts ;; 25 ;; Farol dianteiro esquerdo Renault Clio IV ;; farol frente esquerdo clio 4 2013-2016, ref 260604098R. suporte partido (1 patilha). Portes pela app
vehicle ;; pt ;; olx-pt ;; car-parts ;; 30 ;; Cadeira auto Isofix grupo 2/3 ;; Cadeira auto grupo 2/3 (15-36kg) com isofix, fabricada 2021, nunca teve acidente, capas lavadas. Recolha em Almada
beauty ;; pt ;; vinted ;; beauty ;; 55 ;; Perfume Dior Sauvage EDT 100ml selado ;; Dior Sauvage eau de toilette 100 ml, embalagem selada com celofane (presente repetido). Lote n° visivel na caixa. Envio pela Vinted
beauty ;; pt ;; vinted ;; beauty ;; 12 ;; Paleta sombras Huda Beauty nova ;; paleta nova, nunca aberta, ainda com pelicula. 18 cores. Envio c codigo da vinted
beauty ;; pt ;; vinted ;; beauty ;; 20 ;; Secador de cabelo Rowenta 2100W ;; Secador Rowenta Infini Pro 2100 W com difusor e bocal. Funciona bem. Cheirinho a novo ja nao tem lol
beauty ;; pt ;; vinted ;; beauty ;; 8 ;; Pó compacto MAC selado ;; Pó compacto MAC Studio Fix NC25 15g, selado. Não gostei do tom online. Validade 12/2027
health ;; pt ;; olx-pt ;; health ;; 20 ;; Medidor de tensão Omron M3 ;; Medidor de tensao arterial de braço Omron M3, bracadeira 22-42cm, memoria 60 leituras. Pilhas novas. Envio pela plataforma
health ;; pt ;; olx-pt ;; health ;; 8 ;; Caixa comprimidos semanal vazia ;; caixa organizadora de comprimidos 7 dias x 4 tomas, vazia claro. Nova
health ;; pt ;; olx-pt ;; health ;; 15 ;; Estojo lentes de contacto + espelho kit viagem ;; Kit de viagem com estojo para lentes de contacto, pinça e espelho. Sem lentes, só o kit. Novo
health ;; pt ;; olx-pt ;; health ;; 25 ;; Balança digital de casa de banho 180kg ;; balanca wc digital ate 180kg, mede gordura corporal. app bluetooth opcional. pilhas incluidas
instruments ;; pt ;; olx-pt ;; instruments ;; 150 ;; Guitarra Fender Squier Stratocaster ;; Squier Strat Affinity 2019, numero serie ICS19xxxxx. Cordas novas 10-46. Pequena lasca no corpo. Com saco. Entrega em mão em Lisboa ou envio pelo OLX
instruments ;; pt ;; olx-pt ;; instruments ;; 90 ;; Teclado Yamaha PSR-E373 61 teclas ;; Yamaha PSR-E373, 61 teclas sensiveis, 622 sons, com suporte em X e fonte. Como novo
instruments ;; pt ;; olx-pt ;; instruments ;; 35 ;; Cavaquinho minhoto ;; cavaquinho artesanal de Braga, tampo de pinho, 4 cordas, com estojo mole. Soa lindamente
collectibles ;; pt ;; olx-pt ;; collectibles ;; 25 ;; Moedas 2€ comemorativas Portugal ;; 5 moedas 2€ comemorativas portuguesas (2007, 2009, 2012, 2014, 2021) em capsulas. Valor facial 10€, vendo por 25
collectibles ;; pt ;; olx-pt ;; collectibles ;; 15 ;; Notas do Monopoly (dinheiro do jogo) ;; Notas do Monopoly clássico (jogo de tabuleiro), completas por valor, e 2 dados. Só o dinheiro do jogo. Para quem perdeu as do seu
collectibles ;; pt ;; olx-pt ;; collectibles ;; 40 ;; Caderneta Panini Mundial 2006 completa ;; caderneta completa do mundial 2006 com todos os cromos colados. capa um pouco gasta
collectibles ;; pt ;; olx-pt ;; collectibles ;; 18 ;; Selos Portugal 1980-1990 album ;; album com cerca de 300 selos portugueses 1980-1990, novos e usados. Envio em carta registada pela plataforma
crafts ;; pt ;; olx-pt ;; crafts ;; 12 ;; Novelos de lã merino x10 ;; 10 novelos la merino 50g cada, cor mostarda, lote 2311. Para croché/tricot agulha 4mm
crafts ;; pt ;; olx-pt ;; crafts ;; 30 ;; Maquina costura Singer ;; Singer Tradition 2263, 23 pontos, pedal eletrico. Revista em 2023. Levantamento em Cascais
crafts ;; pt ;; olx-pt ;; crafts ;; 5 ;; Pó de glitter e resina epoxi kit ;; kit resina epoxi 300ml + 12 potes de po de mica/glitter colorido para moldes. Aberto, usei 1/3
pets ;; pt ;; olx-pt ;; pets ;; 10 ;; Ponteiro laser para gatos + varinha ;; brinquedo ponteiro laser para gato (luz vermelha, classe 1, baixa potencia) e varinha com penas. O meu gato ja se farta
pets ;; pt ;; olx-pt ;; pets ;; 25 ;; Transportadora cão pequeno ate 8kg ;; transportadora rigida 48x32x31 cm, aprovada para cabine de algumas companhias. Porta metal. Recolha em Aveiro
pets ;; pt ;; olx-pt ;; pets ;; 15 ;; Coleira GPS Tractive (sem subscrição) ;; Tractive GPS para cao, cinzento. Subscriçao cancelada, tem de fazer a sua na app. Bateria ok
pets ;; pt ;; olx-pt ;; pets ;; 8 ;; Aquario 20L com filtro ;; aquario 20 litros 40x20x25 com filtro e luz LED. Sem peixes. Recolha em Setubal
tickets ;; pt ;; olx-pt ;; tickets ;; 45 ;; Bilhete NOS Alive sexta 11/07 ao preço de custo ;; 1 bilhete diario sexta 11 de julho, pago 45€ e vendo a 45€ (preço de face). Abertura de portas 16h00. Transferência nominal feita pela bilheteira oficial depois da compra na plataforma
tickets ;; pt ;; olx-pt ;; tickets ;; 30 ;; 2 bilhetes teatro 15/03 21h30 preço facial ;; 2 bilhetes plateia fila H para sabado 15/03 as 21h30, custaram 15€ cada, vendo ao mesmo preço. Não posso ir. Envio do PDF apos pagamento pela plataforma
tickets ;; pt ;; olx-pt ;; tickets ;; 60 ;; Bilhete futebol Porto x Braga (troca oficial) ;; 1 lugar anual cedido pelo sistema de transferencia oficial do clube, preco de face 60€. Jogo 23/11 20h15
services ;; pt ;; olx-pt ;; services ;; 15 ;; Explicações de matemática 5º-9º ano ;; Dou explicações de matematica, 15€/hora, em Coimbra zona Celas. Mais de 8 anos de experiencia. Contacte pelo chat do OLX para marcar
services ;; pt ;; olx-pt ;; services ;; 40 ;; Montagem de móveis IKEA ;; Monto moveis IKEA e similares, zona de Lisboa. Comoda de 6 gavetas ~40€, roupeiro PAX desde 90€. Orçamento pelo chat da plataforma
services ;; pt ;; olx-pt ;; services ;; 25 ;; Aulas de guitarra online ou presenciais ;; aulas guitarra acustica/eletrica, 25€ a hora, iniciantes bem vindos. Tenho zoom/skype para aulas online, marcaçao pelas mensagens do olx
services ;; pt ;; olx-pt ;; services ;; 10 ;; Passeio de cães Porto ;; passeio o seu cão 45 min por 10€, Boavista e Foz. Tenho seguro de responsabilidade civil. Fale comigo pelo chat aqui
fashion ;; pt ;; vinted ;; women ;; 9 ;; Top verde WhatsApp? ;; Top cor verde "whatsapp green" como as minhas amigas lhe chamam 😂 tam S, Bershka. envio pela app
phones ;; pt ;; olx-pt ;; phones ;; 140 ;; Tablet Samsung Tab A8 com YouTube Kids ;; Tab A8 10,5" 32GB wifi. Tem o YouTube Kids e controlo parental configurado (removo a conta). Capa com pega para criancas. Envio pelo OLX
home ;; pt ;; olx-pt ;; home ;; 35 ;; Candeeiro de pé 1,60m estilo industrial ;; candeeiro pe 160 cm, metal preto, lampada E27 max 60W. Recolha em Benfica (Lisboa) das 9:30 as 12:00 ao sabado
fashion ;; pt ;; vinted ;; men ;; 14 ;; Botões cor marfim para casaco (x8) ;; 8 botoes cor marfim (plastico, 2,5cm) e 2 pequenos. Sobraram de uma costura. Envio em carta
home ;; pt ;; olx-pt ;; home ;; 150 ;; Vendo tudo da casa da minha avó - loiça, faqueiro, copos ;; Boa tarde, estou a esvaziar a casa da minha avo em Viseu e vendo varias coisas juntas ou em separado: faqueiro de 72 peças em inox (facas de mesa, nada de especial), serviço de loiça Vista Alegre 1985 quase completo (falta 1 pires), 12 copos de vinho e 6 copinhos de licor, um armario de cozinha antigo com portas de vidro fumado, um relogio de parede que da horas as 12h00 e as 18h00 (funciona!), e revistas Maria dos anos 80 (umas 60). Prefiro quem leve tudo, preço 150€ o lote. Se for só uma coisa falamos aqui pelo chat do OLX. Entrega so em mao no local, as coisas pesam, de segunda a sabado das 10h as 13h. Obrigada e desculpem o texto enorme 🙏
phones ;; pt ;; olx-pt ;; phones ;; 210 ;; Samsung S22 128GB + smartwatch Galaxy Watch 4 (pack) ;; Vendo pack Samsung S22 (SM-S901B, 8GB/128GB, cor phantom black, comprado na Worten 12/03/2022 com fatura) + Galaxy Watch 4 40mm. Telemovel impecavel, bateria aguenta o dia todo com Instagram, TikTok e Google Maps ligado kkk. O relogio tem um risquinho no vidro. Ambos com reposição de fabrica, conta Samsung removida. Vai com capa, 2 peliculas novas e carregador 25W. Only serious buyers pls, no trocas. Envio pelo OLX com pagamento na plataforma ou entrega em mão em Lisboa (Oriente)
fashion ;; es ;; wallapop ;; women ;; 20 ;; Abrigo pelo sintetico negro talla M ;; Abrigo de pelo sintético (efecto piel, 100% acrilico). Lo he usado un invierno, esta perfecto. Largo 85 cm. Envío con Wallapop, pago por la app 🙂
fashion ;; es ;; wallapop ;; men ;; 30 ;; Cazadora cuero marron vintage ;; cazadora de cuero autentico años 80, talla 52. tiene el desgaste tipico del cuero viejo que le da el rollo. envio por wallapop envios
fashion ;; es ;; wallapop ;; men ;; 25 ;; Camiseta Real Madrid réplica 2022/23 talla L ;; Camiseta réplica oficial de aficionado (no es la de jugador) comprada en la tienda del estadio, con etiqueta. Dorsal 9. Envío con la plataforma
fashion ;; es ;; wallapop ;; women ;; 12 ;; Falda color coral Mango ;; falda midi color coral, talla 38, tejido fluido. perfecta para bodas. puesta 2 veces
fashion ;; es ;; wallapop ;; women ;; 8 ;; Bufanda verde con logo bordado ;; bufanda verde con un logo verde bordado pequeño en la esquina (de una marca local de punto). 180x30cm
fashion ;; es ;; wallapop ;; kids ;; 7 ;; Sudadera calaveras niño 10 años ;; sudadera negra con calaveras y rayos, talla 10 años (140cm). Lavada, sin bolitas
shoes ;; es ;; wallapop ;; shoes ;; 45 ;; Zapatillas New Balance 574 talla 43 ;; NB 574 gris, EU 43 / US 9.5, ref ML574EVG. Usadas 3 meses. Suela con desgaste normal. Envio por wallapop, no hago cambios
shoes ;; es ;; wallapop ;; shoes ;; 25 ;; Botas de agua Hunter talla 39 ;; botas agua Hunter originales verde oscuro, talla 39. Un pequeño corte arriba que no afecta (foto 3). Pago con la app, entrega en mano en Sevilla tb
shoes ;; es ;; wallapop ;; shoes ;; 18 ;; Sandalias burdeos tacon 5 cm ;; sandalias color burdeos (vino) con tacon de 5 cm, num 38. Las estrené en la feria 😅 como nuevas
shoes ;; es ;; wallapop ;; shoes ;; 60 ;; Botas de montaña Salomon Quest 4 GTX 44 ;; Salomon Quest 4 GTX talla 44 2/3, gore-tex. Hechas unas 200 km por el Pirineo. Suela Contagrip con vida. Envío protegido por Wallapop
phones ;; es ;; wallapop ;; phones ;; 350 ;; iPhone 14 128GB azul bateria 91% ;; iPhone 14 de 128GB, salud de bateria 91%. Libre de operador. Siempre con funda y cristal templado. Tiene instalado WhatsApp y Telegram pero lo restauro de fabrica antes del envio. Pago por wallapop o en mano en Valencia
phones ;; es ;; wallapop ;; phones ;; 120 ;; Google Pixel 7a 8/128 ;; Pixel 7a 8GB/128GB color carbon, Android 15, con caja y cable. Pantalla perfecta. Envio wallapop
phones ;; es ;; wallapop ;; phones ;; 6 ;; Funda iPhone 13 con tarjetero ;; funda tipo cartera para iphone 13 con tarjetero para DNI y 2 tarjetas. color negro. nueva
phones ;; es ;; wallapop ;; phones ;; 70 ;; Xiaomi Redmi Note 11 4/64 ;; Redmi Note 11 4GB/64GB, un golpe en la esquina que no afecta. Bateria bien, dura todo el dia con YouTube y Spotify. Con cargador 33W
phones ;; es ;; wallapop ;; phones ;; 15 ;; Cargador inalambrico 15W ;; cargador qi 15W para iPhone/Samsung, con cable USB-C 1m. Como nuevo
computers ;; es ;; wallapop ;; computers ;; 550 ;; Portatil Lenovo Legion 5 RTX 3060 ;; Lenovo Legion 5 15ACH6H, Ryzen 7 5800H, RTX 3060 6GB, 16GB RAM, 512GB SSD, 165Hz. Formateado con Windows 11 Home. Algunos arañazos en la tapa. Envío con Wallapop o en mano en Madrid (Atocha)
computers ;; es ;; wallapop ;; computers ;; 40 ;; Router TP-Link Archer AX55 WiFi 6 ;; Router TP-Link Archer AX55 AX3000, reseteado. Caja y fuente de alimentación 12V 1.5A. Pago por la app
computers ;; es ;; wallapop ;; computers ;; 15 ;; Raton Logitech MX Anywhere 3 ;; raton logitech mx anywhere 3 gris, bateria usb-c, con receptor. funciona perfecto
computers ;; es ;; wallapop ;; computers ;; 90 ;; iPad 9 generacion 64GB ;; iPad 9ª gen 10,2", 64GB wifi, modelo A2602. Tiene YouTube Kids y control parental, lo dejo limpio. Con funda teclado
cameras ;; es ;; wallapop ;; cameras ;; 420 ;; Sony A6400 + 16-50 ;; Sony Alpha 6400 con objetivo 16-50mm f/3.5-5.6 OSS. 8.700 disparos. Dos baterias NP-FW50. Ideal para vlogs de YouTube con la pantalla abatible. Envio con seguro por Wallapop
cameras ;; es ;; wallapop ;; cameras ;; 150 ;; GoPro Hero 9 Black ;; GoPro Hero9 Black con 2 baterias, carcasa sumergible hasta 60 m y palo selfie. Tarjeta 64GB. Grabada en 4K 60fps
cameras ;; es ;; wallapop ;; cameras ;; 180 ;; Dron DJI Mini SE 249g ;; DJI Mini SE, 249 gramos, categoria abierta. 2 baterias, helices de repuesto, mando. Un par de vuelos. Entrega en mano en Zaragoza o envío por la app
cameras ;; es ;; wallapop ;; cameras ;; 20 ;; Aro de luz 26cm para TikTok ;; aro de luz led de 26 cm con tripode 2m y soporte de movil, mando bluetooth. lo usaba para directos de tiktok. funciona todo
audio ;; es ;; wallapop ;; audio ;; 180 ;; AirPods Pro 2 USB-C ;; AirPods Pro 2ª generación con estuche USB-C, numero de serie en la caja (lo tapo en la foto). Comprados en 2024 con factura. Pago y envío por Wallapop
audio ;; es ;; wallapop ;; audio ;; 35 ;; Altavoz Marshall Emberton ;; altavoz Marshall Emberton negro, bluetooth 5.0, 20+ horas. Lo vendo porque me regalaron otro. Pago en la app
audio ;; es ;; wallapop ;; audio ;; 80 ;; Amplificador Yamaha A-S301 ;; Amplificador integrado Yamaha A-S301 2x60W a 4 ohm, con mando. Perfecto funcionamiento. Solo entrega en mano en Bilbao (pesa 7 kg)
watches ;; es ;; wallapop ;; watches ;; 130 ;; Apple Watch Series 7 45mm ;; Apple Watch S7 45mm GPS, bateria 87%. Desvinculado de mi cuenta. Correa deportiva M/L. Envio por Wallapop
watches ;; es ;; wallapop ;; watches ;; 90 ;; Reloj Tissot PRX cuarzo 40mm ;; Tissot PRX T137.410.11.041.00, cuarzo, 40mm, con caja y papeles de 2022. Algun micro rayado en el brazalete
watches ;; es ;; wallapop ;; watches ;; 25 ;; Casio G-Shock DW-5600 ;; G-Shock DW-5600E negro clasico, pila cambiada en 2025. Funciona todo: alarma, crono, luz
jewellery ;; es ;; wallapop ;; jewellery ;; 35 ;; Pendientes de plata 925 con circonitas ;; pendientes plata de ley 925 con circonitas, 1,5cm, en su cajita. Regalo que no uso
jewellery ;; es ;; wallapop ;; jewellery ;; 12 ;; Pulsera cuentas color coral y dorado ;; pulsera elastica de cuentas de cristal color coral con detalles dorados. bisuteria, no coral natural
jewellery ;; es ;; wallapop ;; jewellery ;; 15 ;; Collar calavera acero ;; collar acero inoxidable con colgante de calavera mexicana, cadena 50cm. estilo rockero
furniture ;; es ;; wallapop ;; furniture ;; 60 ;; Sofa 2 plazas gris 150cm ;; Sofa de 2 plazas gris, 150x85x80. Desenfundable. Sin manchas, sin mascotas, no fumadores. Recogida en Getafe
furniture ;; es ;; wallapop ;; furniture ;; 90 ;; Botiquin antiguo de madera y cristal ;; Botiquin de pared antiguo (vitrina de farmacia pequeña) de los años 50, madera y cristal, 60x40x15. Vacio, restaurado. Queda genial en el baño
furniture ;; es ;; wallapop ;; furniture ;; 40 ;; Estanteria Kallax 4x2 blanca ;; Kallax 77x147, blanca, 8 huecos. Desmontada. Entrega en mano en Alcobendas
furniture ;; es ;; wallapop ;; furniture ;; 25 ;; Sillas color marfil estilo nordico x2 ;; dos sillas nordicas color marfil con patas de haya. Una tiene una marquita en el respaldo. Pago por wallapop
home ;; es ;; wallapop ;; home ;; 14 ;; Vasos de chupito cristal ahumado 6 uds ;; 6 vasos de chupito de cristal ahumado, 5cl. A estrenar en su caja. Envio bien protegido por la app
home ;; es ;; wallapop ;; home ;; 10 ;; Bombas de baño pack regalo ;; pack de 6 bombas de baño efervescentes con aceites esenciales (coco, lavanda...). Precintado. Caducidad 2027
home ;; es ;; wallapop ;; home ;; 18 ;; Calavera decorativa resina plateada ;; calavera de resina plateada para decorar, 20cm, muy chula para una estanteria o halloween
home ;; es ;; wallapop ;; home ;; 20 ;; Alfombra yute 160x230 ;; alfombra de yute natural 160 x 230 cm. algo de pelusa normal. recogida en Malaga centro de 18:00 a 20:30
kitchen ;; es ;; wallapop ;; kitchen ;; 45 ;; Juego cuchillos cocina con taco 7 piezas ;; Juego de cuchillos de acero inoxidable con taco: cebollero 20cm, pan 20cm, fileteador 16cm, santoku 17cm, verduras 9cm, tijeras y chaira. Nuevo. Envio por wallapop
kitchen ;; es ;; wallapop ;; kitchen ;; 50 ;; Thermomix TM31 funcionando ;; Thermomix TM31 con varilla, cestillo y Varoma. Cuchillas cambiadas 2023. Solo recogida en Murcia
kitchen ;; es ;; wallapop ;; kitchen ;; 5 ;; Levadura en polvo Royal y moldes magdalenas ;; 3 sobres de levadura quimica en polvo (Royal) y 24 moldes de papel. Sin abrir
kitchen ;; es ;; wallapop ;; kitchen ;; 30 ;; Freidora de aire Cosori 5,5L ;; freidora sin aceite Cosori 5.5 L, 1700W. Cesta sin arañazos. Tiene la app VeSync pero funciona sin ella
garden ;; es ;; wallapop ;; garden ;; 5 ;; Semillas de lechuga y pimiento ;; sobres de semillas de lechuga maravilla, pimiento del padron y tomate rosa de barbastro, cosecha 2025. 5 sobres
garden ;; es ;; wallapop ;; garden ;; 120 ;; Cortacesped gasolina 46cm ;; cortacesped de gasolina 139cc, corte 46 cm, autopropulsado. Arranca a la primera. Solo recogida en Toledo
garden ;; es ;; wallapop ;; garden ;; 25 ;; Tijeras de podar Felco 2 ;; tijeras de podar Felco nº 2 originales, afiladas. Con funda de cuero
garden ;; es ;; wallapop ;; garden ;; 8 ;; Esquejes de potus y cactus ;; esquejes de potus enraizados y 3 cactus pequeños en maceta de 8cm. Entrega en mano en Granada
toys ;; es ;; wallapop ;; toys ;; 12 ;; Peluche Stitch viral TikTok 30cm ;; peluche Stitch de 30 cm, el que se hizo viral en tiktok. original Disney con etiqueta. nuevo
toys ;; es ;; wallapop ;; toys ;; 18 ;; Pistola de agua Nerf Super Soaker ;; pistola de agua Super Soaker de Nerf, deposito 1L. Para el verano, tiene algo de uso
toys ;; es ;; wallapop ;; toys ;; 9 ;; Billetes de juguete y caja registradora ;; caja registradora de juguete con billetes y monedas de juguete (no reales claro), escaner con sonido
toys ;; es ;; wallapop ;; toys ;; 60 ;; LEGO Star Wars 75313 AT-AT ;; LEGO Star Wars 75313 AT-AT UCS, 6785 piezas, montado y expuesto en vitrina. Con caja e instrucciones. Envio por wallapop asegurado
toys ;; es ;; wallapop ;; toys ;; 15 ;; Coche teledirigido 1:16 ;; coche rc escala 1:16, bateria 7,4V recargable incluida, alcance 80m. lo doy con las ruedas de repuesto
baby ;; es ;; wallapop ;; baby ;; 20 ;; Sacaleches manual Lansinoh ;; sacaleches manual, esterilizado. Piezas de silicona nuevas. Envio por wallapop
baby ;; es ;; wallapop ;; baby ;; 150 ;; Silla de paseo Bugaboo Bee 6 ;; Bugaboo Bee 6 negra, 2021, con capota, burbuja de lluvia y saco. Entrega en mano en Barcelona (Gracia)
baby ;; es ;; wallapop ;; baby ;; 30 ;; Vigilabebes con camara ;; vigilabebes camara 720p, vision nocturna, pantalla 3,2". Funciona sin wifi ni app
books ;; es ;; wallapop ;; books ;; 8 ;; Cien años de soledad - Garcia Marquez ;; edicion de bolsillo Debolsillo, ISBN 978-84-9759-246-5. Subrayados a lapiz en pocas paginas
books ;; es ;; wallapop ;; books ;; 20 ;; Lote 30 revistas Hola 2010-2012 ;; 30 revistas Hola de 2010 a 2012 en buen estado. Solo recogida en Valladolid
books ;; es ;; wallapop ;; books ;; 10 ;; Libros texto 2º ESO Anaya ;; libros 2 ESO: matematicas (ISBN 9788469877142) y lengua. Forrados, sin escribir
music ;; es ;; wallapop ;; music ;; 25 ;; Vinilo Heroes del Silencio Senderos de traicion ;; LP original 1990, EMI, matriz en galleta. Disco VG+, funda con desgaste. Envio en caja de vinilo
music ;; es ;; wallapop ;; music ;; 10 ;; Cassettes flamenco lote 12 ;; 12 cintas de flamenco (Camaron, Paco de Lucia...). Sin probar todas. 10€ el lote
games ;; es ;; wallapop ;; games ;; 180 ;; Nintendo Switch OLED blanca ;; Switch OLED blanca, 64GB, con dock, joy-cons sin drift. Cuenta Nintendo desvinculada. Pago por wallapop
games ;; es ;; wallapop ;; games ;; 20 ;; Zelda Tears of the Kingdom Switch ;; juego fisico, cartucho y caja perfectos. envio con la app
games ;; es ;; wallapop ;; games ;; 30 ;; Mando Xbox Series X azul ;; mando Xbox inalambrico azul, con cable USB-C 3m. El boton LB a veces hace click doble
games ;; es ;; wallapop ;; games ;; 45 ;; Cartas Magic lote 500 ;; 500 cartas magic comunes e infrecuentes, en castellano e ingles. alguna foil
sports ;; es ;; wallapop ;; sports ;; 80 ;; Bicicleta estatica plegable ;; bici estatica plegable, 8 niveles, pantalla con pulso. Max 100kg. Recogida en Alicante
sports ;; es ;; wallapop ;; sports ;; 15 ;; Guantes boxeo 12oz ;; guantes de boxeo 12 oz, cuero sintetico, usados pocas veces. bolsa incluida
sports ;; es ;; wallapop ;; sports ;; 25 ;; Pala padel Adidas Metalbone ;; pala padel adidas metalbone 2022, 360g, tiene un pequeño rozon en el marco. pago en la app
sports ;; es ;; wallapop ;; sports ;; 35 ;; Neopreno surf 4/3 talla M ;; traje de neopreno 4/3mm cremallera al pecho, talla M. sin rotos. para el cantabrico en invierno va bien
bikes ;; es ;; wallapop ;; bikes ;; 450 ;; Bicicleta carretera Orbea Avant talla 53 ;; Orbea Avant H40, talla 53, Shimano Tiagra 2x10. Numero de bastidor grabado, se entrega con factura. Entrega en mano en Vitoria
bikes ;; es ;; wallapop ;; bikes ;; 15 ;; Candado de cadena 120cm ;; candado de cadena 120 cm con funda, 2 llaves. pesa bastante. envío por la app
bikes ;; es ;; wallapop ;; bikes ;; 20 ;; Casco bici niño 52-56 ;; casco infantil 52-56cm, nuevo sin estrenar con etiquetas. nunca ha recibido golpes
bikes ;; es ;; wallapop ;; bikes ;; 40 ;; Ruedas 700c cubiertas Continental ;; par de ruedas 700c con cubiertas Continental GP5000 25mm, casette 11-28. Envio por wallapop
outdoor ;; es ;; wallapop ;; outdoor ;; 35 ;; Chaqueta de caza Seeland talla L ;; chaqueta caza impermeable color verde oliva, talla L, muchos bolsillos. solo la prenda. poco uso
outdoor ;; es ;; wallapop ;; outdoor ;; 12 ;; Navaja de pesca hoja 8cm ;; navaja para pesca con hoja de 8 cm y desescamador, mango flotante naranja. Para limpiar el pescado. nueva en blister
outdoor ;; es ;; wallapop ;; outdoor ;; 40 ;; Caña spinning 2,40m con carrete ;; caña spinning 2.40m 10-40g + carrete Daiwa 2500. Linea trenzada 0,12. Entrega en Cadiz
outdoor ;; es ;; wallapop ;; outdoor ;; 25 ;; Saco de dormir -5 grados ;; saco de dormir momia confort 0º limite -5º, 1,4kg. lavado. envio por la plataforma
tools ;; es ;; wallapop ;; tools ;; 55 ;; Taladro percutor Bosch 18V ;; taladro percutor Bosch GSB 18V-21, 2 baterias 2,0Ah, maletin. Solo entrega en mano por las baterias (Madrid)
tools ;; es ;; wallapop ;; tools ;; 8 ;; Tubos de PVC y codos fontaneria ;; restos de obra: 5 tubos PVC 40 mm de 1 m, 6 codos, pegamento. Recogida en Leganes
tools ;; es ;; wallapop ;; tools ;; 20 ;; Nivel laser cruz autonivelante ;; nivel laser verde en cruz, autonivelante, alcance 20 m, con soporte magnetico
vehicle ;; es ;; wallapop ;; car-parts ;; 120 ;; Llantas 17" 5x100 Seat ;; 4 llantas 17" 5x100 ET46 originales Seat Leon, con neumaticos 225/45R17 al 50%. Recogida en Tarragona
vehicle ;; es ;; wallapop ;; car-parts ;; 60 ;; Casco moto integral talla L ;; casco integral LS2 talla L (59-60), homologado ECE 22.06, fabricacion 2023. Sin golpes, con bolsa. Envio por wallapop
vehicle ;; es ;; wallapop ;; car-parts ;; 35 ;; Retrovisor derecho Peugeot 208 ;; espejo retrovisor derecho electrico Peugeot 208 2012-2019, referencia 98009843XT. carcasa blanca con un rayon
vehicle ;; es ;; wallapop ;; car-parts ;; 15 ;; Cargador bateria coche 12V ;; cargador inteligente 12V 6A para bateria de coche/moto. Con pinzas. Funciona
beauty ;; es ;; wallapop ;; beauty ;; 60 ;; Perfume Chanel Chance EDT 100 ml precintado ;; Chanel Chance eau de toilette 100 ml, nuevo y precintado con su celofan. Regalo duplicado. Envio por wallapop
beauty ;; es ;; wallapop ;; beauty ;; 10 ;; Polvos sueltos Laura Mercier sin abrir ;; polvos matificantes translucidos 29g, sin abrir, precinto intacto. Caducidad 2028
beauty ;; es ;; wallapop ;; beauty ;; 25 ;; Plancha pelo GHD ;; plancha GHD gold, funciona perfecto, placas sin rayas. Sin caja
beauty ;; es ;; wallapop ;; beauty ;; 8 ;; Esmaltes uñas OPI x4 nuevos ;; 4 esmaltes OPI 15ml nuevos: coral, rojo, nude y burdeos. Sin abrir
health ;; es ;; wallapop ;; health ;; 18 ;; Tensiometro muñeca Omron ;; tensiometro de muñeca Omron RS2, con estuche y pilhas... pilas. Funciona perfecto
health ;; es ;; wallapop ;; health ;; 12 ;; Estuche lentillas con espejo ;; estuche para lentillas de viaje con espejo y pinza. Sin lentillas, solo estuche. Nuevo
health ;; es ;; wallapop ;; health ;; 6 ;; Pastillero semanal vacio ;; pastillero 7 dias mañana y noche, vacio, de plastico. nuevo
health ;; es ;; wallapop ;; health ;; 22 ;; Pulsioximetro y termometro infrarrojos ;; pulsioximetro de dedo + termometro sin contacto. Los dos funcionan. Pilas nuevas
instruments ;; es ;; wallapop ;; instruments ;; 120 ;; Guitarra española Alhambra 1C ;; Alhambra 1C clasica, 2018, cuerdas nuevas. Un golpecito en el aro (foto). Con funda acolchada. Entrega en mano Granada o envio
instruments ;; es ;; wallapop ;; instruments ;; 70 ;; Ukelele tenor + afinador ;; ukelele tenor caoba, con afinador de pinza y funda. suena muy bien
instruments ;; es ;; wallapop ;; instruments ;; 200 ;; Bateria electronica Alesis Nitro Mesh ;; bateria electronica Alesis Nitro Mesh, 8 piezas, con banqueta y baquetas. Solo recogida en Castellon
collectibles ;; es ;; wallapop ;; collectibles ;; 30 ;; Monedas 2 euros conmemorativas España ;; 6 monedas de 2€ conmemorativas españolas 2005-2020 en carterita. valor facial 12€
collectibles ;; es ;; wallapop ;; collectibles ;; 18 ;; Album cromos Liga 96/97 ;; album de cromos de la liga 96/97, le faltan 12 cromos. cubiertas algo gastadas
collectibles ;; es ;; wallapop ;; collectibles ;; 25 ;; Figura Funko Pop Harry Potter 01 ;; Funko Pop Harry Potter n01, caja con algo de desgaste. Envio con plataforma
collectibles ;; es ;; wallapop ;; collectibles ;; 40 ;; Replica Halcon Milenario Hot Wheels Elite ;; replica a escala del Halcon Milenario (Star Wars), edicion coleccionista 2016, con caja y certificado numerado 04521/10000. Vitrina sin abrir
crafts ;; es ;; wallapop ;; crafts ;; 15 ;; Ovillos de lana 10x100g ;; 10 ovillos de lana 100g color mostaza y crudo. Para ganchillo 5mm
crafts ;; es ;; wallapop ;; crafts ;; 20 ;; Maquina de coser Alfa ;; maquina de coser Alfa Next 40, 25 puntadas. Poco uso. Recogida Bilbao
crafts ;; es ;; wallapop ;; crafts ;; 8 ;; Polvo de mica para jabones ;; 15 botecitos de polvo de mica para jabon y resina, 5g cada uno. Colores variados
pets ;; es ;; wallapop ;; pets ;; 8 ;; Puntero laser para gatos ;; juguete puntero laser para gato con 5 formas (raton, mariposa...), baja potencia, recargable usb
pets ;; es ;; wallapop ;; pets ;; 20 ;; Rascador gato 90cm ;; rascador arbol gato 90 cm, 2 plataformas y cueva. Algo de desgaste de uñas claro
pets ;; es ;; wallapop ;; pets ;; 25 ;; Transportin perro mediano ;; transportin 60x40x40 para perros hasta 12 kg. Sin roturas. Recogida en Palma
pets ;; es ;; wallapop ;; pets ;; 10 ;; Collar perro cuero talla M ;; collar de cuero marron para perro, 40-48cm. como nuevo
tickets ;; es ;; wallapop ;; tickets ;; 55 ;; Entrada Mad Cool sabado a precio de coste ;; 1 entrada de dia para el sabado 12/07, me costo 55€ y la vendo a 55€. Cambio de titular por la web oficial del festival, pago con wallapop
tickets ;; es ;; wallapop ;; tickets ;; 40 ;; 2 entradas teatro 22/02 20:30 precio original ;; 2 entradas patio de butacas fila 7 para el 22/02 a las 20:30. 20€ cada una, mismo precio que pague
tickets ;; es ;; wallapop ;; tickets ;; 35 ;; Entrada concierto 5 octubre sin sobreprecio ;; entrada pista general concierto del 5/10, precio de la entrada 35€ + gastos que asumo yo. Reventa oficial de la ticketera
services ;; es ;; wallapop ;; services ;; 15 ;; Clases particulares de ingles ;; clases de ingles todos los niveles, 15€/h. Nativa bilingue. Zona Chamberi. Escribeme por el chat de wallapop
services ;; es ;; wallapop ;; services ;; 30 ;; Montaje de muebles ;; monto muebles tipo ikea en Sevilla capital, desde 30€. Presupuesto por el chat de la app
services ;; es ;; wallapop ;; services ;; 12 ;; Paseador de perros ;; paseo perros en Valencia (Ruzafa) 12€ 1h. Con seguro. Hablamos por aqui
fashion ;; es ;; wallapop ;; women ;; 15 ;; Bolso verde menta ;; bolso color verde menta, asa corta, 28x20cm. tiene un logo verde metalico. muy mono
fashion ;; es ;; wallapop ;; men ;; 9 ;; Botones color marfil abrigo ;; 10 botones marfil (color, son de resina) de 2cm. Sobrantes de una chaqueta
home ;; es ;; wallapop ;; home ;; 16 ;; Lampara de sal del Himalaya ;; lampara de sal 3-5kg con base de madera y cable con interruptor. bombilla E14 15W
phones ;; es ;; wallapop ;; phones ;; 5 ;; Anillo soporte movil ;; anillo soporte para el movil, giratorio 360º, para ver videos de tiktok o youtube en la mesa. nuevo
computers ;; es ;; wallapop ;; computers ;; 12 ;; Pendrive 128GB Kingston ;; pendrive usb 3.2 128GB Kingston DataTraveler. formateado. envio en sobre por la app
fashion ;; es ;; wallapop ;; women ;; 10 ;; Gorra "The Strand" de ciclismo ;; gorra de ciclismo vintage de una carrera "The Strand" 1998, talla unica. Algun descoloramiento
games ;; es ;; wallapop ;; games ;; 12 ;; Revista Hobby Consolas lote 1995 ;; 10 revistas Hobby Consolas de 1995 con posters. Recogida o envio por wallapop
kitchen ;; es ;; wallapop ;; kitchen ;; 20 ;; Cafetera italiana Bialetti 6 tazas ;; cafetera moka Bialetti 6 tazas, junta cambiada. sin golpes. para vitro y gas
sports ;; es ;; wallapop ;; sports ;; 10 ;; Balon baloncesto talla 7 ;; balon Molten talla 7 para exterior. Un poco gastado
home ;; es ;; wallapop ;; home ;; 90 ;; Liquido todo por mudanza (lote cocina + salon) ;; Hola!! Me mudo a Irlanda el 15 de enero y tengo que vaciar el piso, asi que vendo: cafetera Dolce Gusto (con 20 capsulas de regalo), juego de cuchillos con taco (el de cocina, 5 piezas), 6 copas de vino, lampara de pie 1,50 m, espejo 60x90, alfombra 120x170 y una estanteria de 5 baldas. Todo junto 90€, por separado preguntad por el chat de wallapop. Recogida en Lavapies por las tardes de 17:00 a 21:00, o envio con wallapop lo que quepa en una caja. No reservo sin pago en la app, sorry pero me ha pasado de todo jaja
phones ;; es ;; wallapop ;; phones ;; 260 ;; iPhone 13 mini 256 Gb + Apple Watch SE ;; Vendo iPhone 13 mini 256GB (A2628) y Apple Watch SE 40mm. El iPhone tiene la bateria al 84% y una marca minima en el lateral. Lo usaba para todo: WhatsApp, Instagram, Bizum del banco... ahora esta todo borrado y restaurado, sin cuenta de iCloud. El reloj va perfecto. I can also write in English if you prefer, no problem. Envio con Wallapop o en mano en Madrid (Nuevos Ministerios)
fashion ;; fr ;; vinted ;; women ;; 22 ;; Manteau fausse fourrure camel T38 ;; Manteau effet fourrure (fausse fourrure, 100% polyester), taille 38. Porté un hiver, aucun défaut. Envoi via Vinted uniquement, paiement dans l'appli 😊
fashion ;; fr ;; vinted ;; men ;; 45 ;; Blouson cuir vintage Schott taille L ;; blouson en cuir veritable annees 90, taille L. patine d'usage, doublure ok. envoi mondial relay via vinted
fashion ;; fr ;; vinted ;; men ;; 20 ;; Maillot PSG réplica supporter 2023/24 ;; Maillot version supporter (réplique officielle boutique du club), taille M, étiquettes encore présentes. Flocage n°7. Envoi via l'appli
fashion ;; fr ;; vinted ;; women ;; 14 ;; Robe corail Naf Naf T36 ;; robe couleur corail Naf Naf, taille 36, portée 2 fois pour un mariage le 08/06. parfait état
fashion ;; fr ;; vinted ;; women ;; 9 ;; Pull vert sapin col roulé ;; pull col roulé vert sapin, petit logo vert brodé sur la poitrine. Taille S. Quelques bouloches
fashion ;; fr ;; vinted ;; kids ;; 5 ;; T-shirt tête de mort garçon 6 ans ;; t-shirt noir tete de mort rigolote, 6 ans (116cm), Kiabi. lavé repassé lol
shoes ;; fr ;; vinted ;; shoes ;; 50 ;; Converse Chuck 70 hautes 41,5 ;; Converse Chuck 70 noires hautes, pointure 41.5 (UK 8). Portées quelques mois, semelle correcte. Envoi via Vinted
shoes ;; fr ;; vinted ;; shoes ;; 30 ;; Bottines bordeaux talon 6 cm P39 ;; bottines en daim bordeaux (couleur vin), talon 6cm, pointure 39. Portées 3 fois. Remise en main propre possible à Lyon 3e, paiement via l'appli
shoes ;; fr ;; vinted ;; shoes ;; 25 ;; Chaussures de randonnée Quechua 42 ;; chaussures rando Quechua MH500 imperméables, pointure 42. Utilisées sur le GR20 en 2023 (ça a survécu !). Semelles ok
shoes ;; fr ;; vinted ;; shoes ;; 15 ;; Ballerines Repetto dorées 37 ;; ballerines Cendrillon dorées, 37, portées quelques fois, petite éraflure au talon droit
phones ;; fr ;; generic ;; phones ;; 380 ;; iPhone 14 Pro 256 Go violet ;; iPhone 14 Pro 256Go, batterie 88%, débloqué tout opérateur. Vendu réinitialisé (WhatsApp et Snapchat étaient installés, tout est effacé). Facture Fnac de 2022. Remise en main propre à Paris 11e ou envoi par la plateforme
phones ;; fr ;; generic ;; phones ;; 110 ;; Samsung Galaxy S21 FE 128 Go ;; Galaxy S21 FE 5G, SM-G990B, 6/128. Petit éclat sur le coin de la coque arrière. IMEI disponible sur demande par la messagerie du site. Chargeur non fourni
phones ;; fr ;; generic ;; phones ;; 7 ;; Coque iPhone 15 bordeaux MagSafe ;; coque silicone bordeaux compatible MagSafe pour iPhone 15. neuve sous blister
phones ;; fr ;; generic ;; phones ;; 60 ;; Fairphone 3 pour pièces ;; Fairphone 3, écran fissuré, démarre. Module caméra OK. Vendu pour pièces en l'état
phones ;; fr ;; generic ;; phones ;; 8 ;; Porte-carte d'identité magnétique pour téléphone ;; porte-carte magnétique à coller au dos du téléphone, tient la carte d'identité + CB. neuf
computers ;; fr ;; generic ;; computers ;; 600 ;; MacBook Pro 14" M1 Pro 16/512 ;; MacBook Pro 14 pouces 2021, M1 Pro, 16 Go, 512 Go, 189 cycles. Clavier AZERTY. Quelques micro-rayures. Remis à zéro, compte iCloud retiré. Paiement via la plateforme
computers ;; fr ;; generic ;; computers ;; 80 ;; Écran Dell 27" QHD ;; Dell S2721DGF 27 pouces 2560x1440 165Hz. Pas de pixel mort. Boîte d'origine. Retrait à Nantes
computers ;; fr ;; generic ;; computers ;; 20 ;; Clavier Logitech K380 AZERTY ;; clavier bluetooth K380 gris, AZERTY, 3 appareils. piles neuves
computers ;; fr ;; generic ;; computers ;; 150 ;; Carte graphique GTX 1080 8 Go ;; GTX 1080 Founders Edition 8 Go, jamais minée (utilisation jeu uniquement). Pâte thermique refaite en 2024. Envoi suivi
cameras ;; fr ;; generic ;; cameras ;; 450 ;; Fujifilm X-T3 boîtier nu ;; Fujifilm X-T3 boîtier nu, 15 200 déclenchements. 2 batteries NP-W126S. Firmware 4.02. Très bon état. Envoi assuré via la plateforme
cameras ;; fr ;; generic ;; cameras ;; 40 ;; Filtre polarisant 77mm ;; filtre polarisant circulaire 77mm, verre teinté fumé léger, boîte incluse. aucune rayure
cameras ;; fr ;; generic ;; cameras ;; 300 ;; Drone DJI Mini 3 Fly More ;; DJI Mini 3 pack Fly More, 3 batteries, sacoche. Moins de 250 g, catégorie ouverte. Enregistré sur AlphaTango, je fais le transfert. Remise en main propre Toulouse
cameras ;; fr ;; generic ;; cameras ;; 15 ;; Anneau lumineux pour Instagram et TikTok ;; ring light 10 pouces avec trépied 1m60 et support smartphone. Parfait pour filmer des reels Instagram ou des tiktoks. Fonctionne nickel
audio ;; fr ;; generic ;; audio ;; 190 ;; Casque Sony WH-1000XM4 ;; Sony WH-1000XM4 noir, réduction de bruit top, 30h d'autonomie. Coussinets changés. Étui + câble. Envoi via la plateforme
audio ;; fr ;; generic ;; audio ;; 70 ;; Platine vinyle Sony PS-LX310BT ;; platine Sony PS-LX310BT bluetooth, automatique, 33/45 tours. fonctionne bien. retrait Lille
audio ;; fr ;; generic ;; audio ;; 40 ;; Enceinte JBL Flip 5 ;; JBL Flip 5 bleue, étanche IPX7, 12 h de batterie. Un petit choc sur le côté. Envoi ok
watches ;; fr ;; generic ;; watches ;; 350 ;; Montre Tissot Le Locle automatique ;; Tissot Le Locle Powermatic 80, réf T006.407.11.033.00, boîte et papiers 2020, révisée en 2025. Envoi assuré ou remise en main propre à Bordeaux
watches ;; fr ;; generic ;; watches ;; 120 ;; Garmin Fenix 6 ;; Garmin Fenix 6 Pro, GPS, cardio poignet, batterie tient une semaine. Dissociée de mon compte Garmin Connect
watches ;; fr ;; generic ;; watches ;; 30 ;; Montre Swatch années 90 ;; Swatch originale de 1994, pile neuve posée le 02/10. bracelet d'origine un peu marqué
jewellery ;; fr ;; vinted ;; jewellery ;; 25 ;; Boucles d'oreilles argent 925 ;; créoles en argent 925 poinçonné, 2 cm. Jamais portées. Envoi via vinted dans un petit écrin
jewellery ;; fr ;; vinted ;; jewellery ;; 8 ;; Bracelet perles couleur corail ;; bracelet élastique perles de verre couleur corail, fantaisie (pas de vrai corail). fait main
jewellery ;; fr ;; vinted ;; jewellery ;; 12 ;; Boutons de manchette ivoire (couleur) ;; boutons de manchette émaillés couleur ivoire, métal argenté. Dans leur boîte
furniture ;; fr ;; generic ;; furniture ;; 150 ;; Armoire à pharmacie ancienne en métal ;; ancienne armoire à pharmacie murale en métal laqué blanc, années 50, avec croix rouge sur la porte et tablettes en verre. Vide, à poser dans une salle de bain. 60x40x18
furniture ;; fr ;; generic ;; furniture ;; 70 ;; Bureau bois massif 120x60 ;; bureau en chêne massif 120 x 60 x 75 cm avec 2 tiroirs. Quelques traces d'usage. À récupérer à Rennes
furniture ;; fr ;; generic ;; furniture ;; 35 ;; Chaise vintage couleur ivoire ;; chaise bistrot peinte couleur ivoire, assise en paille. Solide. Retrait sur place ou livraison via la plateforme
furniture ;; fr ;; generic ;; furniture ;; 200 ;; Canapé convertible 3 places ;; canapé convertible gris anthracite, 200x90, couchage 140x190. Pas d'animaux, non fumeur. Retrait Montpellier
home ;; fr ;; generic ;; home ;; 12 ;; Verres à shot verre fumé lot de 6 ;; 6 verres à shooter en verre fumé gris, 4 cl. neufs dans la boîte. Envoi emballage renforcé
home ;; fr ;; generic ;; home ;; 10 ;; Bombes de bain coffret 8 ;; coffret de 8 bombes de bain effervescentes parfumées, scellé. cadeau en double
home ;; fr ;; generic ;; home ;; 18 ;; Crâne décoratif en céramique ;; crâne en céramique blanche pour déco, 14 cm. Style cabinet de curiosités. Parfait état
home ;; fr ;; generic ;; home ;; 25 ;; Miroir rond rotin 60cm ;; miroir rond en rotin diamètre 60cm. accroche incluse. à récupérer Marseille 8e entre 18h et 19h30
kitchen ;; fr ;; generic ;; kitchen ;; 55 ;; Bloc couteaux de cuisine 6 pièces ;; bloc de couteaux de cuisine inox : chef 20 cm, pain 20 cm, tranchant 18 cm, office 10 cm, éplucheur 8 cm + ciseaux. Neuf. Envoi via la plateforme
kitchen ;; fr ;; generic ;; kitchen ;; 150 ;; Robot KitchenAid Artisan rouge ;; KitchenAid Artisan 5KSM175, 4,8 L, rouge empire, avec fouet, crochet, batteur plat. Retrait uniquement (lourd) à Dijon
kitchen ;; fr ;; generic ;; kitchen ;; 4 ;; Levure chimique et sucre vanillé ;; 6 sachets de levure chimique + 4 sucre vanillé, non ouverts, DLUO 03/2027. Lot pour pâtisserie
kitchen ;; fr ;; generic ;; kitchen ;; 30 ;; Cocotte en fonte 24 cm ;; cocotte fonte 24cm couleur bleu, poignées ok, émail sans éclat. 4,2 L
garden ;; fr ;; generic ;; garden ;; 4 ;; Graines de laitue et radis bio ;; sachets de graines de laitue batavia, radis de 18 jours et basilic, bio, semis avant 12/2027
garden ;; fr ;; generic ;; garden ;; 80 ;; Tondeuse électrique 1400W ;; tondeuse électrique 1400 W, coupe 37 cm, bac 40 L. Retrait Angers
garden ;; fr ;; generic ;; garden ;; 20 ;; Taille-haie sans fil ;; taille haie sans fil 18V, lame 50 cm, batterie 2Ah incluse. Marche bien
garden ;; fr ;; generic ;; garden ;; 10 ;; Boutures de plantes grasses ;; lot de boutures de succulentes et un petit aloe vera en pot de 10 cm. Remise en main propre à Nice
toys ;; fr ;; generic ;; toys ;; 10 ;; Squishmallow vu sur TikTok 30cm ;; peluche Squishmallow 30 cm (la vache), celle qui est partout sur TikTok. neuve étiquette
toys ;; fr ;; generic ;; toys ;; 15 ;; Pistolet Nerf Elite + fléchettes ;; Nerf Elite Disruptor, barillet 6 fléchettes, 20 fléchettes en mousse. Jouet 8 ans et +
toys ;; fr ;; generic ;; toys ;; 8 ;; Billets de jeu Marchande ;; caisse enregistreuse jouet avec faux billets et pièces de jeu en plastique. Pour jouer à la marchande
toys ;; fr ;; generic ;; toys ;; 40 ;; LEGO Harry Potter 76405 ;; LEGO 76405 Poudlard Express édition collector, complet, notice. Monté une fois. Envoi via la plateforme
toys ;; fr ;; generic ;; toys ;; 12 ;; Voiture télécommandée 1/18 ;; voiture RC 1:18 4x4, batterie rechargeable USB, 2,4 GHz. marche très bien
baby ;; fr ;; generic ;; baby ;; 30 ;; Tire-lait manuel Philips Avent ;; tire-lait manuel Philips Avent, stérilisé, pièces silicone neuves. Envoi via la plateforme
baby ;; fr ;; generic ;; baby ;; 180 ;; Poussette Yoyo 2 complète ;; Babyzen Yoyo2 0+/6+, cadre noir, tissu gris. 2022. Pas de choc. Remise en main propre Paris 15
baby ;; fr ;; generic ;; baby ;; 10 ;; Lot bodies naissance 7 pièces ;; 7 bodies naissance / 1 mois (50-54cm) en coton bio. bon état
books ;; fr ;; generic ;; books ;; 6 ;; L'Étranger - Camus Folio ;; L'Étranger, Albert Camus, Folio n°2, ISBN 978-2-07-036002-4. Bon état, pages jaunies
books ;; fr ;; generic ;; books ;; 25 ;; Lot magazines Première 1990-1995 ;; 45 magazines Première de 1990 à 1995. à récupérer sur place, Grenoble
books ;; fr ;; generic ;; books ;; 15 ;; Manuels BTS compta 2024 ;; livres BTS CG 1ère année, ISBN 9782216165432 et 9782091672568, peu annotés
books ;; fr ;; generic ;; books ;; 9 ;; BD Astérix lot de 3 ;; Astérix le Gaulois, La Serpe d'or, Astérix et Cléopâtre, éditions 1990s. Couvertures un peu frottées
music ;; fr ;; generic ;; music ;; 30 ;; Vinyle Daft Punk Discovery 2LP ;; Discovery, Virgin 2001, 2 LP, pressage original. Vinyle VG+, pochette ouvrante avec un coin corné
music ;; fr ;; generic ;; music ;; 8 ;; Lot 20 CD chanson française ;; 20 CD: Brel, Brassens, Goldman, Cabrel... boîtiers fêlés pour certains
games ;; fr ;; generic ;; games ;; 260 ;; PS5 Slim digital + manette ;; PS5 Slim édition digitale, 1 To, 1 manette DualSense. Compte PSN supprimé. Facture 2024. Remise en main propre Lyon ou envoi via la plateforme
games ;; fr ;; generic ;; games ;; 25 ;; Mario Kart 8 Deluxe Switch ;; jeu Switch en boîte, cartouche ok. envoi suivi
games ;; fr ;; generic ;; games ;; 20 ;; Game Boy Color violette ;; Game Boy Color transparente violette, écran sans rayure, piles AA. Couvercle pile d'origine
games ;; fr ;; generic ;; games ;; 35 ;; Cartes Pokémon lot 200 ;; 200 cartes pokemon communes/peu communes FR, quelques holos. Pour débutants
sports ;; fr ;; generic ;; sports ;; 30 ;; Haltères 2x5 kg néoprène ;; 2 haltères 5 kg revêtement néoprène. Retrait Villeurbanne
sports ;; fr ;; generic ;; sports ;; 70 ;; Planche de surf 7'0 mousse ;; planche en mousse 7'0 pour débutant, leash inclus. Quelques traces. Hossegor
sports ;; fr ;; generic ;; sports ;; 15 ;; Raquette de tennis Babolat Pure Drive ;; raquette Babolat Pure Drive 2018, grip 2, cordage à refaire. 300 g
sports ;; fr ;; generic ;; sports ;; 12 ;; Ballon de foot Coupe du monde réplique ;; ballon réplique officielle (modèle supporter) coupe du monde 2022, taille 5. neuf
bikes ;; fr ;; generic ;; bikes ;; 350 ;; VTT Rockrider ST 540 taille M ;; Rockrider ST 540 27,5", taille M, 2023. Freins hydrauliques. Numéro de cadre gravé, marquage Bicycode, facture Decathlon fournie. Remise en main propre Lille
bikes ;; fr ;; generic ;; bikes ;; 30 ;; Antivol U Abus + câble ;; antivol en U Abus Granit 460 + câble 120 cm, 2 clés. Niveau 9. Envoi via la plateforme
bikes ;; fr ;; generic ;; bikes ;; 25 ;; Casque vélo adulte neuf ;; casque vélo route taille L 58-62, neuf jamais porté, jamais chuté, étiquette
bikes ;; fr ;; generic ;; bikes ;; 20 ;; Sacoches vélo porte-bagage ;; paire de sacoches étanches 2x20L, fixation rapide. Bon état
outdoor ;; fr ;; generic ;; outdoor ;; 40 ;; Veste de chasse camouflage XL ;; veste chasse camo imperméable XL, poches cartouchières vides, c'est juste le vêtement. Portée 2 saisons
outdoor ;; fr ;; generic ;; outdoor ;; 10 ;; Couteau de pêche lame 8 cm ;; couteau pliant de pêche, lame inox 8 cm, manche flottant, écailleur. Pour vider le poisson. Neuf
outdoor ;; fr ;; generic ;; outdoor ;; 35 ;; Canne à pêche carpe 3,60m ;; canne carpe 3,60 m 3 lbs avec moulinet et fil. Remise en main propre à Orléans
outdoor ;; fr ;; generic ;; outdoor ;; 45 ;; Tente 3 places Decathlon ;; tente MT500 3 places, montée 4 fois, sardines complètes. Envoi via la plateforme
tools ;; fr ;; generic ;; tools ;; 70 ;; Perceuse visseuse DeWalt 18V ;; perceuse DeWalt DCD777 18V, 2 batteries 1,5 Ah, chargeur, coffret. Remise en main propre uniquement à Nancy (batteries)
tools ;; fr ;; generic ;; tools ;; 6 ;; Tuyaux PVC et coudes plomberie ;; restes de chantier : 4 tuyaux PVC 32 mm x 2 m, 6 coudes, colle. À récupérer sur place
tools ;; fr ;; generic ;; tools ;; 25 ;; Niveau laser croix ;; niveau laser à lignes croisées, portée 10 m, trépied inclus
tools ;; fr ;; generic ;; tools ;; 18 ;; Coffret douilles 1/4 et 1/2 ;; coffret 94 pièces douilles et embouts, cliquet réversible. il manque la douille de 10 (évidemment)
vehicle ;; fr ;; generic ;; car-parts ;; 180 ;; Jantes alu 16" 4x108 Peugeot ;; 4 jantes alu 16 pouces 4x108 ET25, alésage 65,1, avec pneus 205/55R16 à 4 mm. Retrait Metz
vehicle ;; fr ;; generic ;; car-parts ;; 80 ;; Casque moto Bell taille M ;; casque intégral taille M (57-58), homologué ECE 22.06, fabrication 2023, jamais tombé. Avec housse
vehicle ;; fr ;; generic ;; car-parts ;; 30 ;; Phare avant droit Renault Clio 5 ;; phare avant droit Clio V 2019+, réf 260109648R, patte cassée. Envoi via la plateforme
vehicle ;; fr ;; generic ;; car-parts ;; 25 ;; Siège auto rehausseur groupe 2/3 ;; rehausseur avec dossier 15-36 kg, fabriqué 2022, jamais accidenté, housse lavée. Remise en main propre
beauty ;; fr ;; vinted ;; beauty ;; 70 ;; Parfum YSL Libre EDP 90 ml scellé ;; Yves Saint Laurent Libre eau de parfum 90 ml, neuf, blister d'origine scellé. Doublon de cadeau. Envoi via Vinted
beauty ;; fr ;; vinted ;; beauty ;; 15 ;; Poudre libre Make Up For Ever neuve ;; poudre libre HD 8,5g, jamais ouverte, opercule intact. date 09/2027
beauty ;; fr ;; vinted ;; beauty ;; 30 ;; Lisseur Babyliss ;; lisseur Babyliss 230°C plaques céramique, marche parfaitement
beauty ;; fr ;; vinted ;; beauty ;; 6 ;; Vernis à ongles corail + bordeaux ;; 2 vernis neufs 12 ml couleur corail et bordeaux. Jamais ouverts
health ;; fr ;; generic ;; health ;; 20 ;; Tensiomètre bras Omron ;; tensiomètre Omron M2 bras, brassard 22-32 cm. Fonctionne, piles fournies. Envoi via la plateforme
health ;; fr ;; generic ;; health ;; 5 ;; Pilulier semaine vide ;; pilulier 7 jours 4 prises, vide, neuf sous emballage
health ;; fr ;; generic ;; health ;; 8 ;; Étui lentilles de contact voyage ;; étui pour lentilles de contact avec miroir et pince. Juste l'étui, sans lentilles
health ;; fr ;; generic ;; health ;; 15 ;; Thermomètre sans contact ;; thermomètre infrarouge frontal, mémoire 32 mesures. Piles neuves
instruments ;; fr ;; generic ;; instruments ;; 220 ;; Guitare Yamaha FG800 ;; Yamaha FG800 folk, table épicéa massif, cordes neuves 12-53. Avec housse. Remise en main propre Paris 18 ou envoi via la plateforme
instruments ;; fr ;; generic ;; instruments ;; 300 ;; Piano numérique Roland FP-10 ;; Roland FP-10 88 touches toucher lourd, pédale, stand. Retrait Bordeaux
instruments ;; fr ;; generic ;; instruments ;; 25 ;; Harmonica Hohner Special 20 en Do ;; harmonica Hohner Special 20 en C, étui. Peu joué, désinfecté
collectibles ;; fr ;; generic ;; collectibles ;; 30 ;; Pièces 2 euros commémoratives France ;; 8 pièces de 2€ commémoratives françaises 2008-2022 sous capsules. Valeur faciale 16 €
collectibles ;; fr ;; generic ;; collectibles ;; 20 ;; Magazine The Strand vintage 1925 ;; numéro du magazine littéraire anglais The Strand de 1925 (nouvelles de Conan Doyle). Couverture fragile. Envoi sous carton rigide
collectibles ;; fr ;; generic ;; collectibles ;; 15 ;; Figurine Funko Pop Naruto ;; Funko Pop Naruto n°71, boîte un peu écrasée. Envoi suivi
collectibles ;; fr ;; generic ;; collectibles ;; 35 ;; Album Panini Coupe du monde 1998 complet ;; album Panini France 98 complet, toutes vignettes collées. Bon état
crafts ;; fr ;; generic ;; crafts ;; 12 ;; Pelotes de laine mérinos x10 ;; 10 pelotes laine mérinos 50 g couleur moutarde, même bain. Aiguilles 4 mm
crafts ;; fr ;; generic ;; crafts ;; 90 ;; Machine à coudre Brother ;; Brother CS10, 40 points, pédale, housse. Révisée en 2024. Retrait Tours
crafts ;; fr ;; generic ;; crafts ;; 8 ;; Poudre de mica pour bougies ;; 12 pots de poudre de mica pour bougies et résine. Ouverts, utilisés à moitié
pets ;; fr ;; generic ;; pets ;; 7 ;; Pointeur laser jouet pour chat ;; jouet laser pour chat, rechargeable USB, faible puissance. Mon chat l'adore, moi moins
pets ;; fr ;; generic ;; pets ;; 25 ;; Arbre à chat 120 cm ;; arbre à chat 120 cm, 3 niveaux, griffoir sisal abîmé (normal). Retrait Reims
pets ;; fr ;; generic ;; pets ;; 20 ;; Caisse de transport chien 10 kg ;; caisse de transport rigide 58x38x36 pour chiens jusqu'à 10 kg. propre
pets ;; fr ;; generic ;; pets ;; 10 ;; Collier cuir chien ;; collier cuir marron 35-45 cm, boucle laiton. Comme neuf
tickets ;; fr ;; generic ;; tickets ;; 70 ;; Billet Solidays samedi prix coûtant ;; 1 pass samedi 28/06, payé 70 € et revendu 70 €. Changement de nom via la bourse de revente officielle du festival, paiement par la plateforme
tickets ;; fr ;; generic ;; tickets ;; 60 ;; 2 places théâtre 14/03 20h prix d'achat ;; 2 places orchestre rang F, vendredi 14/03 à 20h00, 30 € l'une, même prix que payé
tickets ;; fr ;; generic ;; tickets ;; 45 ;; Billet match Stade de France prix facial ;; 1 place catégorie 3 pour le match du 11/10 21h, prix imprimé 45 €. Transfert par la billetterie officielle
services ;; fr ;; generic ;; services ;; 20 ;; Cours de maths collège/lycée ;; cours particuliers de maths, 20 €/h, Lyon 7e. Prof certifiée. Me contacter via la messagerie du site
services ;; fr ;; generic ;; services ;; 35 ;; Montage meubles en kit ;; je monte vos meubles en kit (IKEA, Conforama...) sur Toulouse, à partir de 35 €. Devis par messagerie
services ;; fr ;; generic ;; services ;; 12 ;; Garde de chat à domicile ;; je passe nourrir votre chat 12€/visite, Nantes centre. Assurée. Réservation par la messagerie de l'appli
fashion ;; fr ;; vinted ;; women ;; 16 ;; Sac vert pomme logo vert ;; sac cabas vert pomme avec logo vert en relief. 35x30cm. Bon état, envoi via l'appli
fashion ;; fr ;; vinted ;; men ;; 10 ;; Chemise lin blanc cassé / ivoire ;; chemise en lin couleur ivoire, taille M, boutons nacrés. Portée 1 été
home ;; fr ;; generic ;; home ;; 20 ;; Horloge murale 30 cm silencieuse ;; horloge murale 30cm mécanisme silencieux, pile AA. L'heure sur la photo (10h10) c'est la pose habituelle lol
phones ;; fr ;; generic ;; phones ;; 120 ;; Tablette Lenovo Tab M10 YouTube Kids ;; Lenovo Tab M10 HD 2e gen 32 Go, installée avec YouTube Kids et Google Family Link (je supprime le compte). Coque enfant incluse
computers ;; fr ;; generic ;; computers ;; 10 ;; Clé USB 64 Go SanDisk x2 ;; 2 clés USB 3.0 64 Go SanDisk, formatées. Envoi en lettre suivie
fashion ;; fr ;; vinted ;; women ;; 18 ;; Cotte de mailles déguisement (Halloween) ;; costume chevalier adulte avec cotte de mailles en plastique argenté (chain mail de cosplay), taille M/L. Porté à une fête
kitchen ;; fr ;; generic ;; kitchen ;; 15 ;; Moulin à poivre Peugeot 22cm ;; moulin à poivre Peugeot bois 22 cm, mécanisme garanti à vie. Bon état
sports ;; fr ;; generic ;; sports ;; 8 ;; Chronomètre sport 1/100 ;; chronomètre de sport précision 1/100e, 10 temps intermédiaires, pile neuve
music ;; fr ;; generic ;; music ;; 12 ;; Cassettes audio vierges TDK lot 10 ;; 10 cassettes vierges TDK D90 sous blister, années 90
home ;; fr ;; generic ;; home ;; 120 ;; Vide maison : vaisselle, ménagère, verres, lampe ;; Bonjour, je vide la maison de mes parents à Angers, je vends en lot ou au détail : ménagère 48 pièces (couteaux de table, fourchettes, cuillères, rien de tranchant spécial), service Arcopal années 70 complet, 12 verres à pied + 6 petits verres à digestif, une lampe de chevet en laiton, une armoire à pharmacie ancienne vide (joli meuble en bois), et une pile de magazines Paris Match des années 80. 120 € le tout, sinon on discute par la messagerie du site. À récupérer sur place, samedi de 10h00 à 12h30 de préférence. Merci !!
phones ;; fr ;; generic ;; phones ;; 230 ;; Pack Pixel 8 128 Go + écouteurs Pixel Buds ;; Google Pixel 8, 128 Go, couleur obsidienne, acheté le 18/10/2023 (facture). Écran nickel, batterie bonne. Il avait WhatsApp, Insta, Lydia, Doctolib etc, tout est réinitialisé et le compte Google retiré. Les Pixel Buds A-Series vont avec. Shipping to Belgium possible through the platform too. Paiement via la plateforme ou remise en main propre Paris 13e
fashion ;; en ;; vinted ;; women ;; 25 ;; Faux fur coat cream size 10 ;; Faux fur teddy coat (fur-effect, 100% polyester, no real fur), UK 10. Worn a handful of times, no marks. Postage through Vinted only, buyer protection applies x
fashion ;; en ;; vinted ;; men ;; 40 ;; Vintage leather biker jacket 42R ;; genuine leather biker jacket, 80s, chest 42". lovely patina, one small scuff on the cuff (pic 5). posted via vinted tracked
fashion ;; en ;; vinted ;; men ;; 20 ;; Arsenal replica home shirt 2021/22 L ;; official replica home shirt (the fan version, not player issue) from the club shop, tags still on. Saka 7 on the back. Ships through the app
fashion ;; en ;; vinted ;; women ;; 12 ;; Coral midi dress Topshop 8 ;; coral coloured midi dress size 8, worn once to a wedding on 21/06. perfect condition, smoke free pet free home
fashion ;; en ;; vinted ;; women ;; 10 ;; Green logo hoodie M ;; forest green hoodie with a small green embroidered logo on the chest, size M. bit of bobbling under the arms
fashion ;; en ;; vinted ;; kids ;; 6 ;; Skull pyjamas age 9-10 ;; glow in the dark skull pjs 9-10 yrs, my son wore them to death lol. still good. washed
shoes ;; en ;; vinted ;; shoes ;; 55 ;; Nike Dunk Low Panda UK 9 ;; Dunk Low Retro white/black, UK 9 / EU 44, style DD1391-100. Worn maybe 10 times, creasing on the toe box. Original box. Sent via Vinted with tracking
shoes ;; en ;; ebay ;; shoes ;; 30 ;; Dr Martens 1460 oxblood size 6 ;; Docs 1460 in oxblood (burgundy/wine colour) UK 6. Broken in, no cracks. Collection from Leeds LS6 or posted via eBay
shoes ;; en ;; ebay ;; shoes ;; 45 ;; Merrell walking boots size 10 ;; Merrell Moab 3 Mid GTX, UK 10. Used on the West Highland Way in May 2024, soles still grippy. Cleaned
shoes ;; en ;; vinted ;; shoes ;; 18 ;; Burgundy court shoes 3 inch heel size 5 ;; burgundy patent courts, 3" heel, uk 5. worn for a christmas do from 7pm till 2am and my feet still hurt 😂
phones ;; en ;; ebay ;; phones ;; 340 ;; iPhone 13 Pro 128GB Sierra Blue ;; iPhone 13 Pro 128GB, battery health 85%, unlocked to all networks. Always in a case. Had WhatsApp, Instagram and banking apps on it, fully wiped and factory reset, iCloud removed. Paid through eBay only, collection in person from Bristol BS3 possible
phones ;; en ;; ebay ;; phones ;; 90 ;; Samsung Galaxy S20 FE 128GB ;; S20 FE SM-G780F, 6/128, cloud navy. Small crack in back glass (pic). Screen perfect. IMEI clean, can show checker result in eBay messages
phones ;; en ;; ebay ;; phones ;; 6 ;; iPhone 14 case burgundy with card slot ;; burgundy leather effect case for iphone 14 with ID card slot on the back. new in packet
phones ;; en ;; ebay ;; phones ;; 25 ;; Nokia 3310 (2017) unlocked ;; nokia 3310 2017 version, dual sim, unlocked. snake works lol. charger included
phones ;; en ;; ebay ;; phones ;; 12 ;; Pop socket phone grip x3 ;; 3 phone grips, for scrolling tiktok one handed in bed. new
computers ;; en ;; ebay ;; computers ;; 450 ;; Dell XPS 13 9310 i7 16GB ;; Dell XPS 13 9310, i7-1165G7, 16GB, 512GB NVMe, 13.4" FHD+. Battery 92%. Wiped with fresh Windows 11 install. Service tag in the listing photos blurred. Posted via eBay tracked
computers ;; en ;; ebay ;; computers ;; 70 ;; 27" Samsung monitor 1440p ;; Samsung LS27A600 27 inch 2560x1440 75Hz, HDMI/DP, no dead pixels. Collection only from Reading RG1 weekdays after 6.30pm
computers ;; en ;; ebay ;; computers ;; 30 ;; Raspberry Pi 4 4GB kit ;; Raspberry Pi 4 Model B 4GB, case with fan, 32GB card, official PSU 5.1V 3A. Running Pi-hole for 2 years, reflashed
computers ;; en ;; ebay ;; computers ;; 20 ;; Mechanical keyboard 60% brown switches ;; 60% mech keyboard, brown switches, usb-c, rgb. missing one keycap (right shift). all keys register
cameras ;; en ;; ebay ;; cameras ;; 520 ;; Nikon Z6 body ;; Nikon Z6 body only, shutter count 18,540. Two EN-EL15b batteries, original box, firmware 3.60. Posted insured via eBay
cameras ;; en ;; ebay ;; cameras ;; 35 ;; Smoke grey ND filter 58mm ;; variable ND filter 58mm, smoke grey glass, ND2-400. Great for video in daylight. Case included
cameras ;; en ;; ebay ;; cameras ;; 250 ;; DJI Mini 3 drone with 2 batteries ;; DJI Mini 3 under 250g, 2 batteries, charging hub, spare props. Flyer ID and operator ID are mine and will be removed, you register your own with the CAA. Collection Norwich or posted via eBay
cameras ;; en ;; ebay ;; cameras ;; 22 ;; Ring light for Instagram / YouTube 12" ;; 12 inch ring light with 2m tripod and phone holder, bluetooth remote. bought it to start a youtube channel, channel lasted 3 videos haha
audio ;; en ;; ebay ;; audio ;; 150 ;; Sonos One SL white ;; Sonos One SL, removed from my Sonos account, factory reset. Works with Spotify Connect and AirPlay 2. Collection Manchester M20
audio ;; en ;; ebay ;; audio ;; 65 ;; Audio-Technica turntable AT-LP60X ;; AT-LP60X-BK, belt drive, 33/45rpm, built in preamp. Stylus replaced 01/2025. Boxed
audio ;; en ;; ebay ;; audio ;; 45 ;; Bose QC35 II headphones ;; Bose QuietComfort 35 II black, ear pads replaced, battery still good for ~18h. Case + cable
watches ;; en ;; ebay ;; watches ;; 180 ;; Seiko Presage SRPB43 Cocktail Time ;; Seiko Presage SRPB43J1, 40.5mm, automatic 4R35, box and papers dated 2019. Runs +8s/day. Serial on case back shown (partly covered). Posted special delivery through eBay
watches ;; en ;; ebay ;; watches ;; 90 ;; Fitbit Sense 2 ;; Fitbit Sense 2 graphite, removed from my account, new strap. Battery 5-6 days
watches ;; en ;; ebay ;; watches ;; 25 ;; Casio F-91W 3 pack ;; 3 casio f91w, new batteries fitted 10/2025, all keep time. one has a scratch on the lcd
jewellery ;; en ;; vinted ;; jewellery ;; 30 ;; Sterling silver hoops 925 ;; sterling silver hoop earrings hallmarked 925, 25mm. never worn, boxed
jewellery ;; en ;; vinted ;; jewellery ;; 9 ;; Coral colour bead necklace ;; necklace of coral coloured glass beads, costume jewellery (not real coral). 45cm
jewellery ;; en ;; vinted ;; jewellery ;; 15 ;; Ivory coloured pearl effect buttons x12 ;; 12 ivory coloured faux pearl buttons 15mm, for bridal dresses/cardigans. plastic
furniture ;; en ;; ebay ;; furniture ;; 95 ;; Vintage medicine cabinet enamel ;; vintage 1950s enamel bathroom medicine cabinet with mirror door and glass shelves, 55x38x14cm. Empty, cleaned, some chips. Collection Bath BA2
furniture ;; en ;; ebay ;; furniture ;; 60 ;; IKEA Hemnes chest of drawers ;; Hemnes 3 drawer chest white stain 108x96cm. Good condition. Collection from Croydon CR0 only, you'll need a van
furniture ;; en ;; ebay ;; furniture ;; 120 ;; Chesterfield style sofa faux leather ;; 3 seater chesterfield style sofa in brown faux leather, 200x90cm. some scuffs on the arms. pet free. collection only Derby
furniture ;; en ;; ebay ;; furniture ;; 40 ;; Ivory bedside tables pair ;; pair of ivory painted bedside tables, 1 drawer each, 40x35x55. shabby chic look
home ;; en ;; ebay ;; home ;; 12 ;; Smoked glass shot glasses set of 6 ;; 6 shot glasses in smoked grey glass, 40ml. Boxed, never used, unwanted gift. Well packed for posting
home ;; en ;; ebay ;; home ;; 14 ;; Bath bombs gift box 12 ;; box of 12 bath bombs, lavender and rose, sealed. best before 2027. unwanted secret santa
home ;; en ;; ebay ;; home ;; 16 ;; Decorative skull resin gold ;; gold resin skull ornament 18cm, looks great on a bookshelf. Halloween or all year round
home ;; en ;; ebay ;; home ;; 35 ;; Dyson V8 spare battery and tools ;; genuine Dyson V8 battery (holds about 25 mins), crevice tool and mini motorhead. Posted via eBay
kitchen ;; en ;; ebay ;; kitchen ;; 50 ;; Kitchen knife block set 6 piece ;; stainless kitchen knife block: 8" chef, 8" bread, 8" carving, 5" utility, 3.5" paring + scissors. Brand new boxed. Sold to over 18s, sent through eBay's standard postage
kitchen ;; en ;; ebay ;; kitchen ;; 120 ;; KitchenAid stand mixer 4.8L ;; KitchenAid Artisan 5KSM175 candy apple red, bowl, whisk, dough hook, beater. Collection only Cardiff CF10
kitchen ;; en ;; ebay ;; kitchen ;; 5 ;; Baking powder and cupcake cases ;; 4 tubs baking powder (sealed, BB 06/2027) and 100 cupcake cases. Clearing the cupboard
kitchen ;; en ;; ebay ;; kitchen ;; 40 ;; Ninja air fryer AF100UK 3.8L ;; Ninja AF100UK, 3.8L, basket non-stick still good. works perfect. collection Sheffield S10
garden ;; en ;; ebay ;; garden ;; 4 ;; Lettuce and tomato seeds organic ;; seed packets: lettuce little gem, tomato moneymaker, courgette. organic, sow by 2027. 5 packets, sent by large letter via eBay
garden ;; en ;; ebay ;; garden ;; 75 ;; Flymo lawnmower 1300W ;; Flymo Easi Glide 300, 1300W, 30cm cut. Works fine. Collection Swindon SN2
garden ;; en ;; ebay ;; garden ;; 20 ;; Hose pipe 30m with reel ;; 30m garden hose with reel and spray gun, used one summer
garden ;; en ;; ebay ;; garden ;; 10 ;; Succulent cuttings and aloe ;; nursery grown succulents and an aloe in 9cm pots, collection Brighton BN1
toys ;; en ;; ebay ;; toys ;; 14 ;; TikTok viral Squishmallow 16" ;; 16 inch Squishmallow (the one that went viral on tiktok), tags on. Smoke free home
toys ;; en ;; ebay ;; toys ;; 15 ;; Nerf Elite 2.0 blaster + 30 darts ;; Nerf Elite 2.0 Echo blaster, 30 foam darts. Toy for age 8+. Works great
toys ;; en ;; ebay ;; toys ;; 8 ;; Play money and toy till ;; toy cash register with play money notes and coins, scanner beeps. batteries AA included
toys ;; en ;; ebay ;; toys ;; 70 ;; LEGO 10295 Porsche 911 complete ;; LEGO Creator Expert 10295 Porsche 911, 1458 pieces, built once, complete with instructions and box. Posted via eBay tracked
toys ;; en ;; ebay ;; toys ;; 5 ;; Poppers fidget toys bundle ;; bundle of 8 popper toys (the rubber dome ones that flip and jump) and 2 pop its. kids party bag fillers
baby ;; en ;; ebay ;; baby ;; 60 ;; Medela Swing single breast pump ;; Medela Swing single electric breast pump, sterilised, new tubing and valves still sealed
baby ;; en ;; ebay ;; baby ;; 150 ;; iCandy Peach pushchair ;; iCandy Peach 2021, carrycot and seat, phantom colour. Some wear on handlebar foam. Collection Guildford GU1
baby ;; en ;; ebay ;; baby ;; 25 ;; Baby monitor with camera ;; video baby monitor 3.5" screen, night vision, no wifi or app needed. works well
books ;; en ;; ebay ;; books ;; 6 ;; Harry Potter and the Philosopher's Stone paperback ;; Bloomsbury paperback, ISBN 978-0-7475-3274-3, 1997 printing (later impression). Spine creased. Posted 2nd class via eBay
books ;; en ;; ebay ;; books ;; 25 ;; The Strand Magazine bound volume 1903 ;; bound volume of The Strand Magazine, Jan-June 1903, includes Sherlock Holmes stories. Spine worn, pages foxed
books ;; en ;; ebay ;; books ;; 15 ;; GCSE revision guides bundle ;; CGP GCSE maths, English, biology (ISBN 9781789080186 etc), some highlighting
books ;; en ;; ebay ;; books ;; 12 ;; Top Gear magazine 20 issues 2008-2010 ;; 20 issues of Top Gear magazine 2008-2010. Collection Milton Keynes MK9 or posted via eBay
music ;; en ;; ebay ;; music ;; 28 ;; Oasis Definitely Maybe vinyl 2LP ;; Creation Records reissue, 2 LP, vinyl VG+, sleeve with slight ring wear. Posted in a proper LP mailer
music ;; en ;; ebay ;; music ;; 8 ;; 20 CDs 90s Britpop ;; 20 cds: Blur, Pulp, Suede, Verve... some cases cracked. £8 the lot
games ;; en ;; ebay ;; games ;; 270 ;; PS5 disc edition + 2 pads ;; PlayStation 5 disc, CFI-1116A, 825GB, two DualSense. PSN account removed. Collection Birmingham B15 or posted via eBay
games ;; en ;; ebay ;; games ;; 20 ;; GTA V PS4 + Red Dead 2 ;; physical copies, discs mint. posted tracked
games ;; en ;; ebay ;; games ;; 45 ;; Game Boy Advance SP ;; GBA SP AGS-001, silver, front light. Charger included. Hinge is tight
games ;; en ;; ebay ;; games ;; 30 ;; Pokemon cards bulk 300 ;; 300 pokemon commons/uncommons english, some reverse holos. no rares pulled out... ok I pulled the rares out
sports ;; en ;; ebay ;; sports ;; 35 ;; Adjustable dumbbells 2x12.5kg ;; 2 spinlock dumbbells up to 12.5kg each, plates 1.25/2.5kg. Collection Nottingham NG7
sports ;; en ;; ebay ;; sports ;; 80 ;; Surfboard 7'2 mini mal ;; 7'2 mini mal, 52 litres, one ding repaired. FCS fins. Collection Newquay TR7
sports ;; en ;; ebay ;; sports ;; 20 ;; Cricket bat Gray-Nicolls SH ;; short handle cricket bat, 2lb 9oz, knocked in, some seam marks
sports ;; en ;; ebay ;; sports ;; 15 ;; Boxing gloves 14oz ;; 14oz boxing gloves, used for boxercise twice. bag included
bikes ;; en ;; ebay ;; bikes ;; 400 ;; Trek Marlin 7 2021 size L ;; Trek Marlin 7 29er, frame L, 1x10 Deore, hydraulic brakes. Frame number recorded on BikeRegister, I'll transfer it to you, receipt from the shop. Collection Oxford OX4
bikes ;; en ;; ebay ;; bikes ;; 25 ;; D-lock Kryptonite with cable ;; Kryptonite D lock + 120cm cable, 2 keys, Sold Secure gold. Posted via eBay
bikes ;; en ;; ebay ;; bikes ;; 28 ;; Kids bike helmet 50-56cm new ;; childs bike helmet 50-56cm, brand new with tags, never worn, never dropped
bikes ;; en ;; ebay ;; bikes ;; 15 ;; Track pump with gauge ;; floor pump presta and schrader, up to 160psi. works
outdoor ;; en ;; ebay ;; outdoor ;; 45 ;; Hunting jacket camo XL ;; waterproof camo hunting jacket XL, lots of pockets. Clothing only. Worn 2 seasons, washed
outdoor ;; en ;; ebay ;; outdoor ;; 12 ;; Fishing knife folding 3" blade ;; folding fishing knife, 3 inch (7.5cm) stainless blade, non-locking, with scale scraper. Sold to over 18s, for cleaning fish
outdoor ;; en ;; ebay ;; outdoor ;; 40 ;; Carp rod 12ft 3lb + reel ;; 12ft 3lb test curve carp rod with baitrunner reel, 15lb line. Collection Lincoln LN1
outdoor ;; en ;; ebay ;; outdoor ;; 35 ;; 3 man tent Vango ;; Vango Soul 300, pitched 5 times, all pegs. dry and clean. posted via eBay
tools ;; en ;; ebay ;; tools ;; 75 ;; Makita 18V combi drill 2 batteries ;; Makita DHP482 combi drill, 2x 3.0Ah batteries, charger, case. Collection only Leicester LE2 (batteries)
tools ;; en ;; ebay ;; tools ;; 7 ;; Copper pipe 15mm and plumbing fittings ;; leftover plumbing: 4 lengths 15mm copper pipe 1m, elbows, tees, 2 waste pipe traps. Collection Hull HU5
tools ;; en ;; ebay ;; tools ;; 22 ;; Cross line laser level ;; self levelling cross line laser, green beam, 20m range. tripod incl
tools ;; en ;; ebay ;; tools ;; 20 ;; Socket set 1/4 & 1/2 drive ;; 94 piece socket set, reversible ratchets. the 10mm is missing, obviously
vehicle ;; en ;; ebay ;; car-parts ;; 140 ;; Alloy wheels 17" 5x108 Ford ;; 4 x Ford 17" alloys 5x108 ET50 with 215/50R17 tyres at 5mm. Fit Focus Mk3. Collection Coventry CV3
vehicle ;; en ;; ebay ;; car-parts ;; 70 ;; Motorbike helmet HJC size M ;; HJC C10 full face, size M (57-58), ECE 22.06, made 2023, never dropped. Posted via eBay
vehicle ;; en ;; ebay ;; car-parts ;; 30 ;; Ford Fiesta Mk7 headlight N/S ;; passenger side headlight Fiesta 2013-2017, part C1BB-13W030. one tab broken
vehicle ;; en ;; ebay ;; car-parts ;; 20 ;; Car battery charger 12V ;; smart 12v charger for car/motorbike batteries, 4A, with clamps. tested
beauty ;; en ;; vinted ;; beauty ;; 60 ;; Tom Ford Ombre Leather EDP 50ml sealed ;; Tom Ford Ombré Leather eau de parfum 50ml, brand new, cellophane sealed. Double gift. Posted via Vinted tracked
beauty ;; en ;; vinted ;; beauty ;; 12 ;; Charlotte Tilbury setting powder unopened ;; Airbrush Flawless Finish powder 8g, shade 2 medium, unopened, seal on
beauty ;; en ;; vinted ;; beauty ;; 40 ;; GHD straighteners Gold ;; GHD Gold styler, works perfectly, plates no scratches. cable fine
beauty ;; en ;; vinted ;; beauty ;; 10 ;; Nail polish set coral, burgundy ;; 3 new nail polishes 15ml: coral, burgundy and nude. never opened
health ;; en ;; ebay ;; health ;; 18 ;; Omron blood pressure monitor ;; Omron M2 upper arm blood pressure monitor, cuff 22-32cm. works, batteries in. Posted via eBay
health ;; en ;; ebay ;; health ;; 6 ;; Weekly pill organiser empty ;; 7 day am/pm pill organiser, empty, new in packet
health ;; en ;; ebay ;; health ;; 7 ;; Contact lens case travel kit ;; contact lens case kit with mirror, tweezers and bottle. no lenses or solution, just the kit. new
health ;; en ;; ebay ;; health ;; 25 ;; TENS machine for back pain ;; TENS unit with 4 pads (new pads), 2 channels. Works. Posted via eBay
instruments ;; en ;; ebay ;; instruments ;; 160 ;; Squier Classic Vibe 50s Strat ;; Squier Classic Vibe 50s Stratocaster, serial ISS21xxxxxx (partly shown). New 10-46 strings. Gig bag. Collection London SE15 or posted via eBay
instruments ;; en ;; ebay ;; instruments ;; 80 ;; Yamaha keyboard PSR-E363 ;; Yamaha PSR-E363, 61 touch sensitive keys, stand and PSU. works
instruments ;; en ;; ebay ;; instruments ;; 30 ;; Ukulele concert + tuner ;; concert ukulele mahogany, clip tuner, gig bag. lovely tone
collectibles ;; en ;; ebay ;; collectibles ;; 20 ;; 50p coins Beatrix Potter set ;; 6 Beatrix Potter 50p coins from circulation, 2016-2018. Face value £3, selling as a set
collectibles ;; en ;; ebay ;; collectibles ;; 18 ;; Harry Potter wand replica Noble Collection ;; official Noble Collection replica of Hermione's wand, boxed with the certificate. Resin, 35cm
collectibles ;; en ;; ebay ;; collectibles ;; 25 ;; Panini Euro 96 sticker album complete ;; Euro 96 sticker album, complete, all stickers stuck in. Cover creased
collectibles ;; en ;; ebay ;; collectibles ;; 15 ;; Star Wars figures 1990s x6 ;; 6 Power of the Force figures 1995-1997, loose, with some accessories
crafts ;; en ;; ebay ;; crafts ;; 12 ;; Merino wool yarn 10 balls ;; 10 x 50g merino DK yarn, mustard, same dye lot 4412. 4mm needles
crafts ;; en ;; ebay ;; crafts ;; 70 ;; Singer sewing machine ;; Singer Heavy Duty 4423, 23 stitches, foot pedal, cover. Serviced 2024. Collection Exeter EX4
crafts ;; en ;; ebay ;; crafts ;; 9 ;; Mica powder set for resin ;; 24 colours of mica powder for epoxy resin and soap, 5g each, half used
pets ;; en ;; ebay ;; pets ;; 6 ;; Cat laser pointer toy ;; cat laser toy, usb rechargeable, low power, 5 patterns. my cat has lost interest
pets ;; en ;; ebay ;; pets ;; 25 ;; Cat tree 120cm ;; cat tree 120cm, 3 levels, sisal posts scratched (that's what they're for). Collection Stockport SK4
pets ;; en ;; ebay ;; pets ;; 18 ;; Dog crate medium 30" ;; folding metal dog crate 30 inch with tray. Collection Leeds LS8
pets ;; en ;; ebay ;; pets ;; 12 ;; Leather dog collar with ID tag holder ;; brown leather dog collar 35-45cm with a ring for the ID tag. tag not included
tickets ;; en ;; ebay ;; tickets ;; 80 ;; 2 theatre tickets 14 Feb 7.30pm face value ;; 2 stalls tickets row J for Saturday 14 February at 7.30pm, £40 each which is what I paid. Transferred through the theatre's own ticket transfer
tickets ;; en ;; ebay ;; tickets ;; 65 ;; Concert ticket 8th June at face value ;; one standing ticket for 08/06, face value £65 which is what I am asking. Transfer via the official resale platform, no mark up
tickets ;; en ;; ebay ;; tickets ;; 30 ;; Football ticket at face value via club exchange ;; 1 seat for the 26/12 15:00 kick off, £30 face value, transferred by the club's official ticket exchange
services ;; en ;; ebay ;; services ;; 25 ;; Maths tutoring GCSE / A level ;; maths tutoring £25/hour, qualified teacher, Bristol. Booking through the site's messages
services ;; en ;; ebay ;; services ;; 40 ;; Flat pack furniture assembly ;; I assemble flat pack furniture in south Manchester, from £40. Quote via messages here
services ;; en ;; ebay ;; services ;; 12 ;; Dog walking 1 hour ;; dog walking £12/hr in Clifton and Redland, insured and DBS checked. Message me on here
fashion ;; en ;; vinted ;; women ;; 15 ;; Chain mail top festival ;; silver chain mail style halter top (metal mesh), size S/M. Worn once to a festival
fashion ;; en ;; vinted ;; men ;; 8 ;; ID card holder lanyard ;; leather ID card holder with lanyard, tan. new
phones ;; en ;; ebay ;; phones ;; 110 ;; Amazon Fire HD 10 Kids with YouTube Kids ;; Fire HD 10 Kids Edition, 32GB, YouTube Kids installed, parental controls on (I'll deregister it). Blue bumper case
home ;; en ;; ebay ;; home ;; 25 ;; Floor lamp 160cm ;; black metal floor lamp 160cm, E27 max 60W. Collection Putney SW15, Saturdays 9:30-12:00
computers ;; en ;; ebay ;; computers ;; 10 ;; USB stick 64GB x2 ;; 2 SanDisk 64GB usb 3.0 sticks, formatted
music ;; en ;; ebay ;; music ;; 15 ;; Cassette Walkman Sony WM-EX194 ;; Sony Walkman cassette player WM-EX194, plays fine, auto reverse works. Takes 1 AA. With a Now 35 tape from 1996
home ;; en ;; ebay ;; home ;; 100 ;; House clearance bundle - kitchen, lamps, glasses ;; Clearing my late nan's house in Swansea, so selling as one lot: cutlery canteen 44 pieces (table knives and forks, nothing sharp), Denby dinner set from about 1988 (one side plate chipped), 8 wine glasses and 6 little sherry glasses, brass table lamp, a vintage wooden medicine cabinet (empty, just the cabinet), and a stack of Radio Times from the 80s. £100 for the lot or message me here on eBay for single items. Collection only from SA1, Saturdays 10am till 1pm, bring a big car! Sorry for the essay x
phones ;; en ;; ebay ;; phones ;; 240 ;; iPhone 12 Pro 256GB + AirPods 2 bundle ;; iPhone 12 Pro 256GB graphite (A2407) bought 20/11/2020 from Apple, receipt included, plus AirPods 2nd gen. Phone has a tiny scratch on the frame, battery 81%. Had WhatsApp, Snapchat, Monzo etc on it — all wiped, iCloud off, Find My off. Tambien hablo español si hace falta. Paid via eBay only, posted special delivery or collection in person from Camden NW1
fashion ;; it ;; vinted ;; women ;; 20 ;; Cappotto pelliccia ecologica nero tg 42 ;; cappotto in pelliccia ecologica (finta, 100% poliestere), taglia 42. Indossato poco. Spedizione con Vinted, pagamento in app
fashion ;; it ;; vinted ;; men ;; 35 ;; Giacca in pelle vera anni 80 tg 50 ;; giubbotto di pelle vera, vintage anni 80, tg 50. Qualche segno d'uso. Spedisco tramite l'app
fashion ;; it ;; vinted ;; men ;; 25 ;; Maglia Juventus replica 2023/24 M ;; maglia replica ufficiale (versione tifoso) presa allo store, con cartellino. Numero 10. Spedizione tramite Vinted
fashion ;; it ;; vinted ;; women ;; 12 ;; Vestito color corallo tg S ;; vestito color corallo, tg S, usato una volta ad un matrimonio il 15/06. Perfetto
shoes ;; it ;; vinted ;; shoes ;; 40 ;; Scarpe Superga 2750 n. 39 ;; Superga 2750 bianche numero 39, usate una stagione. Suola ok. Spedizione tramite app
shoes ;; it ;; vinted ;; shoes ;; 30 ;; Stivaletti bordeaux tacco 6 cm n. 38 ;; stivaletti in camoscio color bordeaux (vino), tacco 6 cm, n. 38. Come nuovi
shoes ;; it ;; generic ;; shoes ;; 45 ;; Scarponi trekking Scarpa 43 ;; scarponi Scarpa ZG Trek GTX numero 43, usati sulle Dolomiti l'estate 2024. Suola Vibram buona
phones ;; it ;; generic ;; phones ;; 300 ;; iPhone 13 128GB bianco ;; iPhone 13 128 GB, batteria 87%, sbloccato. Aveva WhatsApp e Instagram, tutto cancellato e ripristinato. Consegna a mano a Milano (zona Isola) o spedizione tramite la piattaforma
phones ;; it ;; generic ;; phones ;; 80 ;; Samsung Galaxy A53 6/128 ;; Galaxy A53 5G SM-A536B, 6/128, schermo perfetto. IMEI visibile sulla scatola (coperto in foto). Pagamento tramite il sito
phones ;; it ;; generic ;; phones ;; 6 ;; Cover iPhone 14 bordeaux con porta carta d'identità ;; cover a portafoglio color bordeaux per iPhone 14 con tasca per carta d'identità. Nuova
computers ;; it ;; generic ;; computers ;; 500 ;; MacBook Air M2 8/256 ;; MacBook Air M2 2022, 8 GB, 256 GB, 98 cicli. Tastiera italiana. Ripristinato, iCloud rimosso. Spedizione assicurata tramite piattaforma
computers ;; it ;; generic ;; computers ;; 60 ;; Monitor 24" Full HD ;; monitor 24 pollici 1920x1080 75 Hz HDMI. Nessun pixel morto. Ritiro a Torino
cameras ;; it ;; generic ;; cameras ;; 380 ;; Canon EOS RP corpo ;; Canon EOS RP solo corpo, 9.800 scatti, 2 batterie LP-E17. Scatola originale. Spedizione tramite il sito
cameras ;; it ;; generic ;; cameras ;; 20 ;; Luce ad anello per TikTok e Instagram ;; ring light 10" con treppiede 1,60 m e supporto smartphone, per video su TikTok e Instagram. Funziona
cameras ;; it ;; generic ;; cameras ;; 230 ;; Drone DJI Mini 2 SE ;; DJI Mini 2 SE, sotto i 250 g, 2 batterie. Registrato su D-Flight a mio nome, lo cancello. Consegna a mano Bologna
audio ;; it ;; generic ;; audio ;; 50 ;; Cassa JBL Charge 4 ;; JBL Charge 4 nera, batteria ok, bluetooth. Qualche graffio. Pagamento tramite app
audio ;; it ;; generic ;; audio ;; 120 ;; Giradischi Pro-Ject Primary E ;; Pro-Ject Primary E, 33/45 giri, testina Ortofon OM5e. Ritiro a Firenze dalle 18:00 alle 20:00
watches ;; it ;; generic ;; watches ;; 150 ;; Orologio Seiko 5 Sports automatico ;; Seiko 5 Sports SRPD55K1, 42,5 mm, automatico, con scatola e garanzia del 2021. Anticipa 5 sec/giorno
watches ;; it ;; generic ;; watches ;; 60 ;; Garmin Venu Sq ;; Garmin Venu Sq, GPS, batteria 6 giorni. Scollegato dal mio account
jewellery ;; it ;; vinted ;; jewellery ;; 20 ;; Orecchini argento 925 ;; orecchini a cerchio in argento 925, 2 cm. Mai indossati. Spedizione con Vinted
jewellery ;; it ;; vinted ;; jewellery ;; 8 ;; Collana perline color corallo ;; collana di perline di vetro color corallo, bigiotteria (non è corallo vero). 45 cm
furniture ;; it ;; generic ;; furniture ;; 110 ;; Armadietto da farmacia antico ;; armadietto da farmacia/speziale antico in legno, anni 40, con vetrina e cassettini etichettati. Vuoto, solo arredo. 80x40x25. Ritiro a Padova
furniture ;; it ;; generic ;; furniture ;; 45 ;; Libreria Billy bianca 80x202 ;; libreria Billy 80x28x202, bianca, smontata. Ritiro Roma (Monteverde)
home ;; it ;; generic ;; home ;; 12 ;; Bicchierini da shot vetro fumé 6 pz ;; 6 bicchierini da shot in vetro fumé, 4 cl, nuovi in scatola. Spedizione imballata bene
home ;; it ;; generic ;; home ;; 10 ;; Bombe da bagno confezione regalo ;; confezione di 6 bombe da bagno effervescenti profumate, sigillata. Regalo doppio
home ;; it ;; generic ;; home ;; 15 ;; Teschio decorativo in ceramica ;; teschio in ceramica dipinto a mano per decorazione, 15 cm, stile messicano
kitchen ;; it ;; generic ;; kitchen ;; 45 ;; Ceppo coltelli da cucina 6 pezzi ;; ceppo con coltelli da cucina inox: trinciante 20 cm, pane 20 cm, affettare 18 cm, multiuso 12 cm, spelucchino 9 cm e forbici. Nuovo. Spedizione tramite piattaforma
kitchen ;; it ;; generic ;; kitchen ;; 4 ;; Lievito in polvere per dolci e pirottini ;; 6 bustine di lievito per dolci in polvere (scadenza 04/2027) e 50 pirottini. Tutto insieme
kitchen ;; it ;; generic ;; kitchen ;; 20 ;; Moka Bialetti 6 tazze ;; moka Bialetti Express 6 tazze, guarnizione nuova. Nessuna ammaccatura
garden ;; it ;; generic ;; garden ;; 4 ;; Semi di lattuga e pomodoro ;; bustine di semi di lattuga, pomodoro cuore di bue e basilico genovese, scadenza 2027. 4 bustine
garden ;; it ;; generic ;; garden ;; 90 ;; Tosaerba elettrico 1600W ;; tosaerba elettrico 1600 W, taglio 38 cm, cesto 45 L. Ritiro a Verona
toys ;; it ;; generic ;; toys ;; 12 ;; Peluche virale TikTok 25cm ;; peluche di 25 cm quello famoso su TikTok, con etichetta. Nuovo
toys ;; it ;; generic ;; toys ;; 15 ;; Nerf Elite con 20 dardi ;; blaster Nerf Elite, 20 dardi in spugna, giocattolo dagli 8 anni. Funziona perfettamente
toys ;; it ;; generic ;; toys ;; 8 ;; Soldi finti per giocare e registratore di cassa ;; registratore di cassa giocattolo con banconote e monete finte di plastica. Pile AA incluse
baby ;; it ;; generic ;; baby ;; 25 ;; Tiralatte manuale Chicco ;; tiralatte manuale sterilizzato, parti in silicone nuove sigillate. Spedizione tramite il sito
baby ;; it ;; generic ;; baby ;; 130 ;; Passeggino Cybex Balios S ;; Cybex Balios S Lux 2021, con capottina e parapioggia. Ritiro Bergamo
books ;; it ;; generic ;; books ;; 7 ;; Il nome della rosa - Eco ;; Bompiani tascabili, ISBN 978-88-452-9259-2. Buone condizioni, qualche orecchia
books ;; it ;; generic ;; books ;; 15 ;; Riviste Quattroruote 1995-1999 lotto ;; 30 numeri di Quattroruote 1995-1999. Solo ritiro a Modena
music ;; it ;; generic ;; music ;; 22 ;; Vinile Lucio Battisti Emozioni ;; LP Emozioni, Dischi Ricordi 1970, ristampa anni 80. Disco VG, copertina con usura
games ;; it ;; generic ;; games ;; 180 ;; Nintendo Switch OLED ;; Switch OLED bianca, dock, joy-con senza drift, account scollegato. Pagamento tramite piattaforma
games ;; it ;; generic ;; games ;; 25 ;; FIFA 24 PS5 ;; gioco fisico FIFA 24 PS5, disco perfetto
sports ;; it ;; generic ;; sports ;; 30 ;; Manubri regolabili 2x10 kg ;; coppia manubri regolabili fino a 10 kg ciascuno. Ritiro Genova
sports ;; it ;; generic ;; sports ;; 20 ;; Racchetta padel Head ;; racchetta padel Head Delta 2022, 365 g, piccolo segno sul bordo
bikes ;; it ;; generic ;; bikes ;; 420 ;; Bici da corsa Bianchi Via Nirone 55 ;; Bianchi Via Nirone 7, taglia 55, Shimano Sora 2x9. Numero di telaio inciso, fattura del negozio. Consegna a mano a Brescia
bikes ;; it ;; generic ;; bikes ;; 20 ;; Lucchetto a U con cavo ;; lucchetto a U + cavo 120 cm, 2 chiavi. Spedizione tramite il sito
outdoor ;; it ;; generic ;; outdoor ;; 35 ;; Giacca da caccia mimetica XL ;; giacca da caccia mimetica impermeabile XL, tante tasche. Solo abbigliamento. Usata 2 stagioni
outdoor ;; it ;; generic ;; outdoor ;; 10 ;; Coltello da pesca lama 7 cm ;; coltellino pieghevole da pesca, lama inox 7 cm, con squamatore. Per pulire il pesce. Nuovo
outdoor ;; it ;; generic ;; outdoor ;; 40 ;; Canna da pesca surfcasting 4,20m ;; canna surfcasting 4,20 m 100-200 g con mulinello 5000. Consegna a mano a Pescara
tools ;; it ;; generic ;; tools ;; 60 ;; Trapano avvitatore Bosch 18V ;; trapano avvitatore Bosch 18V, 2 batterie 2 Ah, valigetta. Solo consegna a mano a Milano (batterie)
tools ;; it ;; generic ;; tools ;; 6 ;; Tubi PVC e raccordi idraulica ;; avanzi di cantiere: 5 tubi PVC 40 mm da 1 m, curve e sifone. Ritiro a Monza
vehicle ;; it ;; generic ;; car-parts ;; 150 ;; Cerchi in lega 16" 4x100 Fiat ;; 4 cerchi lega 16" 4x100 ET40 foro 56,6, con gomme 195/55R16 al 60%. Ritiro a Napoli
vehicle ;; it ;; generic ;; car-parts ;; 60 ;; Casco moto integrale taglia M ;; casco integrale M (57-58), omologato ECE 22.06, prodotto 2023, mai caduto
beauty ;; it ;; vinted ;; beauty ;; 55 ;; Profumo Acqua di Giò EDT 100 ml sigillato ;; Giorgio Armani Acqua di Giò eau de toilette 100 ml, nuovo con cellophane. Regalo doppio. Spedizione con Vinted
beauty ;; it ;; vinted ;; beauty ;; 10 ;; Cipria in polvere Kiko nuova ;; cipria in polvere Kiko, mai aperta, sigillo intatto. Scadenza 2027
health ;; it ;; generic ;; health ;; 20 ;; Misuratore di pressione da braccio ;; misuratore pressione Omron M3, bracciale 22-42 cm, memoria 60 misure. Funziona. Spedizione tramite sito
health ;; it ;; generic ;; health ;; 5 ;; Portapillole settimanale vuoto ;; portapillole 7 giorni mattina/sera, vuoto, nuovo
instruments ;; it ;; generic ;; instruments ;; 140 ;; Chitarra acustica Yamaha F310 ;; Yamaha F310, corde nuove, custodia morbida. Consegna a mano a Roma o spedizione tramite piattaforma
instruments ;; it ;; generic ;; instruments ;; 250 ;; Pianoforte digitale Casio CDP-S110 ;; Casio CDP-S110, 88 tasti pesati, con pedale e supporto. Ritiro Cagliari
collectibles ;; it ;; generic ;; collectibles ;; 25 ;; Monete 2 euro commemorative Italia ;; 6 monete da 2€ commemorative italiane 2004-2019 in capsule, valore nominale 12 €
collectibles ;; it ;; generic ;; collectibles ;; 30 ;; Album Panini Calciatori 1990-91 ;; album Calciatori Panini 1990-91 completo. Copertina un po' rovinata
crafts ;; it ;; generic ;; crafts ;; 12 ;; Gomitoli lana merino x10 ;; 10 gomitoli lana merino da 50 g color senape, stesso bagno di colore. Ferri 4 mm
pets ;; it ;; generic ;; pets ;; 6 ;; Puntatore laser gioco per gatti ;; giocattolo laser per gatti, ricaricabile USB, bassa potenza. Il mio gatto si è stufato
pets ;; it ;; generic ;; pets ;; 20 ;; Trasportino cane piccolo ;; trasportino rigido 50x33x30 per cani fino a 8 kg. Ritiro Trieste
tickets ;; it ;; generic ;; tickets ;; 60 ;; Biglietto concerto 20/06 al prezzo pagato ;; 1 biglietto prato per il concerto del 20/06 ore 21:00, pagato 60 € e lo cedo a 60 €. Cambio nominativo tramite il circuito ufficiale
services ;; it ;; generic ;; services ;; 20 ;; Ripetizioni di matematica ;; ripetizioni di matematica medie e superiori, 20 €/ora, Bologna zona universitaria. Contattatemi tramite i messaggi del sito
services ;; it ;; generic ;; services ;; 35 ;; Montaggio mobili ;; monto mobili in kit a Torino e provincia, da 35 €. Preventivo tramite la chat della piattaforma
fashion ;; de ;; vinted ;; women ;; 25 ;; Kunstpelz Mantel beige Gr. 38 ;; Mantel aus Kunstpelz (Fell-Optik, 100% Polyester, kein echtes Fell), Gr. 38. Nur eine Saison getragen. Versand über Vinted, Bezahlung in der App
fashion ;; de ;; vinted ;; men ;; 40 ;; Echtleder Bikerjacke Vintage Gr. 52 ;; Bikerjacke aus echtem Leder, 90er, Gr. 52. Schöne Patina, Futter ok. Versand über die App
fashion ;; de ;; vinted ;; men ;; 25 ;; BVB Trikot Replica 2022/23 Gr. L ;; offizielles Fan-Trikot (Replica-Version aus dem Fanshop), Gr. L, Etikett noch dran. Versand über Vinted
fashion ;; de ;; vinted ;; women ;; 12 ;; Kleid korallenrot Gr. 36 ;; korallenfarbenes Sommerkleid, Gr. 36, einmal auf einer Hochzeit am 17.08. getragen. Top Zustand
shoes ;; de ;; vinted ;; shoes ;; 45 ;; Adidas Samba Gr. 42 2/3 ;; Samba OG weiß/schwarz, Gr. 42 2/3 (UK 8,5), Art.-Nr. B75806. Wenig getragen. Versand über die App
shoes ;; de ;; vinted ;; shoes ;; 30 ;; Stiefeletten bordeaux 6 cm Absatz ;; Wildleder-Stiefeletten in Bordeaux (weinrot), 6 cm Absatz, Gr. 39. Wie neu
shoes ;; de ;; ebay ;; shoes ;; 50 ;; Wanderschuhe Meindl Gr. 44 ;; Meindl Vakuum GTX Gr. 44, auf dem Jakobsweg 2023 eingelaufen, Sohle noch gut. Abholung in Freiburg oder Versand über eBay
phones ;; de ;; ebay ;; phones ;; 320 ;; iPhone 13 128GB Mitternacht ;; iPhone 13 128 GB, Akku 86 %, ohne SIM-Lock. WhatsApp und Banking-Apps waren drauf, alles gelöscht und auf Werkseinstellungen zurückgesetzt. Zahlung über eBay, Abholung in Köln-Ehrenfeld möglich
phones ;; de ;; ebay ;; phones ;; 90 ;; Samsung Galaxy S21 128GB ;; Galaxy S21 SM-G991B, 8/128, kleiner Kratzer am Rahmen. IMEI auf dem Karton (auf dem Foto abgedeckt). Versand über eBay
phones ;; de ;; ebay ;; phones ;; 7 ;; Handyhülle iPhone 15 bordeaux mit Ausweisfach ;; Hülle für iPhone 15 in Bordeaux mit Kartenfach für Personalausweis. Neu und OVP
computers ;; de ;; ebay ;; computers ;; 520 ;; ThinkPad X1 Carbon Gen 9 ;; Lenovo ThinkPad X1 Carbon Gen 9, i5-1135G7, 16 GB, 512 GB SSD, 14" FHD+. Akku 89 %. Windows 11 Pro neu installiert. Versand versichert über eBay
computers ;; de ;; ebay ;; computers ;; 65 ;; Monitor 27 Zoll WQHD ;; 27" Monitor 2560x1440, 144 Hz, DisplayPort. Keine Pixelfehler. Nur Abholung in Leipzig
cameras ;; de ;; ebay ;; cameras ;; 480 ;; Sony Alpha 7 II Gehäuse ;; Sony A7 II Body, 21.300 Auslösungen, 2 Akkus NP-FW50. OVP. Versand versichert über eBay
cameras ;; de ;; ebay ;; cameras ;; 25 ;; Ringlicht für Instagram und TikTok ;; Ringlicht 10 Zoll mit Stativ 1,60 m und Handyhalter. Für Instagram Reels und TikTok gekauft, kaum benutzt
cameras ;; de ;; ebay ;; cameras ;; 240 ;; DJI Mini 3 Drohne ;; DJI Mini 3, unter 250 g, offene Kategorie, 2 Akkus. Meine e-ID beim LBA wird entfernt, du brauchst deine eigene. Abholung München
audio ;; de ;; ebay ;; audio ;; 160 ;; Teufel Boomster ;; Teufel Boomster Bluetooth-Lautsprecher mit Radio, Akku hält ca. 12 h. Kleine Macke am Griff. Versand über eBay
audio ;; de ;; ebay ;; audio ;; 90 ;; Plattenspieler Dual CS 455 ;; Dual CS 455-1, 33/45 U/min, neue Nadel 02/2025. Abholung Hamburg-Altona Mo-Fr ab 18:30
watches ;; de ;; ebay ;; watches ;; 200 ;; Junghans Max Bill Quarz ;; Junghans max bill Quarz 38 mm, Ref. 041/4461.00, mit Box und Papieren von 2018. Batterie neu
watches ;; de ;; ebay ;; watches ;; 70 ;; Garmin Forerunner 245 ;; Garmin Forerunner 245, GPS, Pulsmessung. Vom Garmin-Connect-Konto entfernt
jewellery ;; de ;; vinted ;; jewellery ;; 20 ;; Creolen Silber 925 ;; Creolen aus 925er Silber, 2,5 cm, nie getragen, im Etui. Versand über Vinted
jewellery ;; de ;; vinted ;; jewellery ;; 8 ;; Kette korallenfarbene Perlen ;; Halskette aus korallenfarbenen Glasperlen, Modeschmuck (keine echte Koralle), 45 cm
furniture ;; de ;; ebay ;; furniture ;; 120 ;; Alter Apothekerschrank Holz ;; antiker Apothekerschrank aus Eiche, ca. 1930, mit 24 Schubladen und Porzellanschildern. Leer, nur Möbel. 110x45x120 cm. Nur Abholung in Bamberg
furniture ;; de ;; ebay ;; furniture ;; 50 ;; Kallax Regal 4x4 weiß ;; IKEA Kallax 147x147 weiß, zerlegt. Abholung Berlin-Neukölln
home ;; de ;; ebay ;; home ;; 12 ;; Schnapsgläser Rauchglas 6 Stück ;; 6 Schnapsgläser (Shotgläser) aus grauem Rauchglas, 4 cl. Neu im Karton. Versand gut verpackt über eBay
home ;; de ;; ebay ;; home ;; 10 ;; Badebomben Geschenkset 8 Stück ;; Geschenkbox mit 8 sprudelnden Badebomben (Lavendel, Rose...), versiegelt. Doppelt geschenkt bekommen
home ;; de ;; ebay ;; home ;; 15 ;; Deko-Totenkopf Keramik ;; Totenkopf aus Keramik zur Deko, 14 cm, handbemalt. Passt super ins Bücherregal
kitchen ;; de ;; ebay ;; kitchen ;; 50 ;; Messerblock 6-teilig ;; Messerblock mit Küchenmessern aus Edelstahl: Kochmesser 20 cm, Brotmesser 20 cm, Fleischmesser 18 cm, Allzweck 12 cm, Schälmesser 9 cm und Schere. Neu, OVP. Versand über eBay
kitchen ;; de ;; ebay ;; kitchen ;; 4 ;; Backpulver und Muffinförmchen ;; 10 Päckchen Backpulver (MHD 05/2027) und 48 Papierförmchen. Alles zusammen
kitchen ;; de ;; ebay ;; kitchen ;; 250 ;; Thermomix TM5 ;; Thermomix TM5 mit Varoma und Kochbuch, Messer 2024 getauscht. Nur Abholung in Stuttgart
garden ;; de ;; ebay ;; garden ;; 4 ;; Salatsamen und Tomatensamen Bio ;; Saatgut-Tütchen: Kopfsalat, Tomate Ochsenherz, Basilikum, Bio, Aussaat bis 2027. Versand als Brief über eBay
garden ;; de ;; ebay ;; garden ;; 85 ;; Akku-Rasenmäher 36V ;; Akku-Rasenmäher 36 V, 37 cm Schnittbreite, 2 Akkus. Abholung Hannover
toys ;; de ;; ebay ;; toys ;; 12 ;; TikTok-Trend Plüschtier 30 cm ;; das Plüschtier, das auf TikTok überall ist, 30 cm, mit Etikett. Neu
toys ;; de ;; ebay ;; toys ;; 14 ;; Nerf Elite Blaster mit 24 Darts ;; Nerf Elite 2.0 Blaster mit 24 Schaumstoffpfeilen, Spielzeug ab 8 Jahren. Funktioniert einwandfrei
toys ;; de ;; ebay ;; toys ;; 8 ;; Spielgeld und Kinderkasse ;; Kaufladenkasse mit Spielgeld (Scheine und Münzen aus Plastik) und Scanner. Batterien dabei
baby ;; de ;; ebay ;; baby ;; 30 ;; Milchpumpe manuell Medela ;; Handmilchpumpe Medela, sterilisiert, neue Silikonteile noch verschweißt. Versand über eBay
baby ;; de ;; ebay ;; baby ;; 160 ;; Kinderwagen Joolz Day+ ;; Joolz Day+ mit Babywanne und Sitz, 2021, Farbe grau. Abholung Düsseldorf
books ;; de ;; ebay ;; books ;; 8 ;; Der Vorleser - Schlink ;; Diogenes Taschenbuch, ISBN 978-3-257-22953-7. Guter Zustand, Lesespuren
books ;; de ;; ebay ;; books ;; 20 ;; Zeitschriften GEO 2000-2005 ;; 50 Hefte GEO 2000-2005. Nur Abholung in Kassel
music ;; de ;; ebay ;; music ;; 20 ;; Vinyl Kraftwerk Die Mensch-Maschine ;; LP, Kling Klang/EMI 1978, Erstpressung? wahrscheinlich Nachpressung 80er. Platte VG+
games ;; de ;; ebay ;; games ;; 250 ;; PS5 Disc Edition mit 2 Controllern ;; PlayStation 5 Disc, CFI-1216A, 2 DualSense. PSN-Konto entfernt. Abholung Frankfurt oder Versand über eBay
games ;; de ;; ebay ;; games ;; 35 ;; Pokémon Karten Sammlung 300 Stück ;; 300 Pokémon-Karten, deutsch, Common/Uncommon, ein paar Holos
sports ;; de ;; ebay ;; sports ;; 30 ;; Kurzhanteln 2x10 kg ;; verstellbare Kurzhanteln bis je 10 kg. Abholung Dortmund
sports ;; de ;; ebay ;; sports ;; 60 ;; Skischuhe Größe 27,5 ;; Skischuhe Mondo 27.5, Flex 100, eine Saison gefahren. Abholung Garmisch
bikes ;; de ;; ebay ;; bikes ;; 450 ;; Cube Aim Race 29 Zoll Rahmen L ;; Cube Aim Race 29", Rahmen L, Shimano Deore 1x11, hydraulische Bremsen. Rahmennummer eingraviert, Kaufbeleg vom Händler liegt bei. Abholung in Nürnberg
bikes ;; de ;; ebay ;; bikes ;; 25 ;; Bügelschloss Abus mit Kabel ;; Abus Bügelschloss Granit + Kabel 120 cm, 2 Schlüssel, Sicherheitslevel 9. Versand über eBay
outdoor ;; de ;; ebay ;; outdoor ;; 40 ;; Jagdjacke Tarnmuster Gr. XL ;; wasserdichte Jagdjacke im Tarnmuster, Gr. XL, viele Taschen. Nur Kleidung. 2 Saisons getragen
outdoor ;; de ;; ebay ;; outdoor ;; 10 ;; Anglermesser Klinge 7 cm ;; Klappmesser zum Angeln, Klinge 7 cm, keine Einhandbedienung, mit Schuppenlöser. Zum Fische ausnehmen. Neu
outdoor ;; de ;; ebay ;; outdoor ;; 45 ;; Karpfenrute 3,60 m mit Rolle ;; Karpfenrute 3,60 m 3 lbs mit Freilaufrolle, Schnur neu. Abholung am Bodensee
tools ;; de ;; ebay ;; tools ;; 70 ;; Akkuschrauber Makita 18V ;; Makita DDF484 18 V, 2 Akkus 3,0 Ah, Ladegerät, Koffer. Nur Abholung (Akkus) in Essen
tools ;; de ;; ebay ;; tools ;; 6 ;; KG-Rohre und Bögen Sanitär ;; Reste vom Bau: 5 HT-Rohre DN 40 je 1 m, Bögen, Siphon. Abholung in Mainz
vehicle ;; de ;; ebay ;; car-parts ;; 180 ;; Alufelgen 17 Zoll 5x112 VW ;; 4 Alufelgen 17" 5x112 ET47 für Golf 7, mit Sommerreifen 225/45 R17 6 mm. Abholung Wolfsburg
vehicle ;; de ;; ebay ;; car-parts ;; 80 ;; Motorradhelm Schuberth Gr. M ;; Schuberth C4 Gr. M (57), ECE 22.05, Baujahr 2021, nie gestürzt. Versand über eBay
beauty ;; de ;; vinted ;; beauty ;; 55 ;; Parfum Hugo Boss Bottled EDT 100 ml versiegelt ;; Boss Bottled Eau de Toilette 100 ml, neu und originalverschweißt. Doppelt geschenkt. Versand über Vinted
beauty ;; de ;; vinted ;; beauty ;; 9 ;; Puder Catrice neu ;; loser Puder, ungeöffnet, Siegel intakt. Haltbar bis 2027
health ;; de ;; ebay ;; health ;; 20 ;; Blutdruckmessgerät Oberarm ;; Blutdruckmessgerät Omron M3, Manschette 22-42 cm, 60 Speicherplätze. Funktioniert. Versand über eBay
health ;; de ;; ebay ;; health ;; 7 ;; Kontaktlinsenbehälter Reiseset ;; Reiseset mit Kontaktlinsenbehälter, Spiegel und Pinzette. Nur das Set, keine Linsen
instruments ;; de ;; ebay ;; instruments ;; 180 ;; E-Gitarre Ibanez RG ;; Ibanez RG421, Seriennummer teilweise abgedeckt im Foto, neue Saiten 10-46, Gigbag. Abholung Köln oder Versand über eBay
instruments ;; de ;; ebay ;; instruments ;; 280 ;; E-Piano Yamaha P-45 ;; Yamaha P-45, 88 gewichtete Tasten, Pedal und Ständer. Abholung Augsburg
collectibles ;; de ;; ebay ;; collectibles ;; 25 ;; 2-Euro-Gedenkmünzen Deutschland ;; 8 deutsche 2-Euro-Gedenkmünzen 2006-2020 in Kapseln, Nennwert 16 €
collectibles ;; de ;; ebay ;; collectibles ;; 30 ;; Panini Album WM 2006 komplett ;; Panini-Album WM 2006 Deutschland, komplett eingeklebt. Guter Zustand
crafts ;; de ;; ebay ;; crafts ;; 12 ;; Merinowolle 10 Knäuel ;; 10 Knäuel Merinowolle à 50 g, senfgelb, gleiche Partie. Nadelstärke 4
pets ;; de ;; ebay ;; pets ;; 6 ;; Laserpointer Katzenspielzeug ;; Laser-Spielzeug für Katzen, per USB aufladbar, geringe Leistung. Meine Katze hat keine Lust mehr
pets ;; de ;; ebay ;; pets ;; 20 ;; Hundebox klein bis 8 kg ;; Transportbox 50x33x30 cm für Hunde bis 8 kg. Abholung Bremen
tickets ;; de ;; ebay ;; tickets ;; 60 ;; Konzertticket 14.06. zum Originalpreis ;; 1 Stehplatz-Ticket für den 14.06., Einlass 18:00 Uhr, Originalpreis 60 €, verkaufe zum selben Preis. Umschreibung über die offizielle Ticketbörse
services ;; de ;; ebay ;; services ;; 20 ;; Nachhilfe Mathe bis 10. Klasse ;; Mathe-Nachhilfe 20 €/Std. in Heidelberg, Lehramtsstudentin. Termine über die Nachrichten hier auf der Seite
services ;; de ;; ebay ;; services ;; 35 ;; Möbelmontage IKEA ;; ich baue Ihre Möbel auf, Raum Hamburg, ab 35 €. Angebot über die Nachrichtenfunktion der Plattform
`;

const listings = areaListingsFromLines(marked, 'innocent');
// The split, by greedy balance over language and area (`balancedSplit`): every listing is clean, so nothing else to balance.
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-innocent.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
