import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-innocent-third.json: the third innocent set for issue 19, written by hand on
 * 2026-11-29 at stop 43 by a blind writer who changes no rule, as a fresh unseen measure of false alarms now that the
 * first and second innocent sets are open for tuning. Its writer read no rule code, lexicon, matcher or brand table, no
 * README rules table and no earlier set's listing records — only the line parser (`areaListingsFromLines`),
 * `balancedSplit`, the scorer (evasion-quality.ts), the set registry (index.ts), the second innocent writer's header and split,
 * and the contract's profiles.
 * 576 listings, ALL CLEAN (no label): PT 116, ES 111, FR 112, EN 117, IT 60, DE 60, over 33 areas in rough marketplace
 * proportion (fashion 74, home 47, phones 35, toys 32, kids 29, services 27, vehicle 26, health 24, kitchen 23,
 * collectibles 23, pets 22, garden 21, computers 21, shoes 16, outdoor 14, books 14, furniture 13, beauty 13, tools 11,
 * instruments 10, games 10, cameras 10, jewellery 9, appliances 7, watches 6, tickets 6, bikes 6, audio 6, sports 5,
 * science 4, party 4, office 4, crafts 4).
 * Each sits on a word or shape a problem rule must read and a careful moderator passes, chosen apart from the earlier
 * writers' lists: tobacco, alcohol and drug words as cuts, colours and names (cigarette trousers, camel coats, burgundy
 * and champagne, Opium and Poison perfumes, a cigar-box guitar, pipe cleaners, an advertising ashtray, whisky stones,
 * gin glasses, a sangria jug, wine cellars and wine fridges, coffee capsules, empty magnum bottles, beer-brand caps and
 * shirts); weapon-like words that are something else (carabiners in every language, bayonet lamp caps, a knife-sharpening
 * steel, a riding "bombe", tennis "balles", Christmas "Kugeln", waffle irons, "armário"/"armadio", granata as a colour,
 * the Rifle jeans brand, Arsenal and Call of Duty, exhaust silencers, heat, grease, massage, paint and nail guns, toy
 * lightsabers, foam swords and suction-cup bows, Spanish and Neapolitan "espadas"/"spade" card suits, boxing gloves);
 * counterfeit-like words (imitation pearls and marble effect, fake plants, a resin fossil replica stated as such, fan
 * versions of club shirts, "compatible, not original" parts and cartridges, backup copies and copier paper, a false
 * drawer bottom, AAA batteries); medicine and care (oral dosing syringes without needles, nebulisers without drugs,
 * stethoscopes, otoscopes, TENS units, pulse oximeters, glucose meter without strips, walkers, scrubs, pharmacology
 * textbooks, hyaluronic and glycolic acid cosmetics, ammonia- and sulphate-free hair products); money and payment words
 * kept on the site (play money in a toy till, piggy banks, power banks, out-of-circulation escudos, pesetas, francs,
 * lire, pounds and marks, commemorative coins at their face, poker chips and casino party decorations, a tombola,
 * lotería and loto); contact words (Instax, Snapdragon, messenger bags, amiibo Link, bracelet links, a senior flip
 * phone with an emergency button, the site's own chat and shipping named); locked and unlocked (phones either way,
 * cupboard child locks, safes with their override keys, D-locks, filing cabinets, metal lockers); documents and
 * certificates (document wallets, shredders, scanners, a document camera, gold with its assay certificate, CE and ECE
 * marks); lingerie and swimwear in plain sizes; services booked on the site (tutoring, alterations, ironing, furniture
 * assembly, piano tuning, DJ, bike tuning, screen repair, dog walking, cat sitting, removals, photography); pest and
 * garden goods for home use without poison (hornet traps sold empty, copper slug tape, anti-pigeon spikes, mole
 * repellers, sticky traps, fly zappers); tickets at the price paid through the official resale; numbers of every shape
 * (tyre sizes and DOT codes, a ten-digit brake pad reference in groups, ISBNs, shutter counts, cm sizes, bra sizes, set
 * numbers, gold fineness, prices per hour); typos, missing accents, slang, emoji and mixed languages.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * greedy balance in file order over language and area (`balancedSplit`, below), which no text or rule output decides.
 * Parts: tune 288 (PT 58, ES 56, FR 56, EN 58, IT 30, DE 30), holdout 288 (PT 58, ES 55, FR 56, EN 59, IT 30, DE 30);
 * all 33 areas in both.
 *
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description` (`listingsFromLines`, no label
 * markers); `area` is kept in the JSON beside the listing.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-third-innocent-listing-set.ts`.
 * First run (2026-11-29, rules as on 25b992b, no rule changed, `nice -n 10 timeout 900 npm run bench -- listing`): tune
 * part clean listings flagged 0.045 (13 of 288; 19 findings: restricted_item 10, prohibited_item 9), wrongful rejects
 * 0.024 (7 of 288); holdout part clean listings flagged 0.038 (11 of 288; 17 findings), wrongful rejects 0.003 (1 of
 * 288). No recall: the set has no label.
 */

const marked = `
fashion ;; pt ;; vinted ;; fashion ;; 18 ;; Calça cigarrete preta Zara tam 38 ;; calça cigarrete preta, cintura subida, usei 2 ou 3 vezes para o escritorio. sem defeitos. envio pela vinted, nao faço trocas
fashion ;; pt ;; vinted ;; fashion ;; 35 ;; Casaco camel comprido Mango M ;; Casaco cor camel estilo classico, 70% lã. Comprei o ano passado e ficou grande. Medidas: ombro a ombro 44cm, comprimento 105cm. Aceito propostas razoaveis pelo chat da app 🙂
fashion ;; pt ;; vinted ;; fashion ;; 12 ;; Vestido bordô cetim festa ;; vestido cor bordô (bordeaux) em cetim, usado num casamento. tamanho S. tem um fio puxado atras quase nao se nota, ver foto 4
fashion ;; pt ;; vinted ;; fashion ;; 22 ;; Blusão bomber verde tropa Pull&Bear ;; bomber verde tropa tam L homem, forro laranja. Bom estado, punhos um pouco gastos. Portes por conta do comprador
fashion ;; pt ;; vinted ;; fashion ;; 9 ;; top cor champanhe alças finas ;; top acetinado cor champanhe tam XS/S. Nunca usado, ainda com etiqueta. Faço desconto em lote com outras peças do meu armario!!
fashion ;; pt ;; vinted ;; fashion ;; 25 ;; Jeans mom acid wash Levis W27 ;; jeans levis mom fit lavagem acid wash anos 90, W27 L30. sao originais comprados na loja levis do colombo, tenho o talão se quiserem ver. algum desgaste na bainha
fashion ;; pt ;; vinted ;; fashion ;; 15 ;; Camisola de lã feita à mão ;; camisola feita pela minha avó em lã de ovelha portuguesa, cor cru, tamanho M aprox. Peça unica, tem o cheiro do armário de madeira (lavo antes de enviar)
fashion ;; pt ;; vinted ;; fashion ;; 14 ;; Bikini riscas azul e branco 38 ;; bikini de riscas, parte de cima com copa almofadada 38, cueca tanga tambem 38. Usado uma vez em ferias. Lavado. Por questoes de higiene não aceito devoluções da parte de baixo
fashion ;; pt ;; vinted ;; fashion ;; 19 ;; Soutien Triumph 75B nude novo ;; soutien cor nude Triumph tamanho 75B, novo com etiqueta, comprei o tamanho errado e ja passou o prazo de troca. Envio em saco discreto normal
fashion ;; pt ;; vinted ;; fashion ;; 8 ;; Lote 3 bodies bebe 6-9 meses ;; 3 bodies de manga comprida, 6 a 9 meses, marca Zippy. Um deles tem uma mancha pequena na gola. vendo junto
fashion ;; pt ;; vinted ;; fashion ;; 30 ;; Camisola Benfica oficial 23/24 ;; camisola oficial comprada na loja do estadio, tamanho M, nunca foi usada em jogo. Nao e replica de feira, traz etiqueta e holograma da marca. Numero 10 nas costas
fashion ;; pt ;; vinted ;; fashion ;; 40 ;; Kimono japones vintage seda ;; kimono antigo trazido do Japao pelo meu pai nos anos 80, seda pintada com garças. Tem duas manchas pequenas na manga. Ideal para decoração ou para usar como casaco leve
fashion ;; pt ;; vinted ;; fashion ;; 6 ;; lenço padrao paisley ;; lenço de pescoço estampado paisley, poliester, 70x70. Sem marca. oferta dos portes se comprar mais 2 artigos
fashion ;; pt ;; vinted ;; fashion ;; 28 ;; Botas western castanhas 39 ;; botas estilo western / cowboy em pele verdadeira, biqueira fina, numero 39. Sola em bom estado, foram ao sapateiro mudar os saltos em março
shoes ;; pt ;; vinted ;; shoes ;; 45 ;; Sapatilhas New Balance 574 cinza 42 ;; NB 574 cinzentas numero 42 (UK 8, US 8.5). Usadas mas limpinhas, palmilha original. Caixa nao tenho
shoes ;; pt ;; vinted ;; shoes ;; 20 ;; sandalias de tiras nude salto 5cm ;; sandálias nude numero 37, salto bloco 5 cm. Usadas num batizado, nada a apontar
shoes ;; pt ;; olx-pt ;; shoes ;; 15 ;; Botas biqueira de aço nº 44 ;; botas de trabalho com biqueira e palmilha de aço, norma S3, usadas pouco tempo numa obra. Tamanho 44
phones ;; pt ;; olx-pt ;; phones ;; 320 ;; iPhone 12 128GB azul bateria 86% ;; vendo iphone 12 128gb azul, bateria a 86%. Desbloqueado para qualquer rede. Ja saiu da minha conta icloud e foi reposto de fabrica. Tem um risco no canto do vidro de tras. Entrego em mão em Braga ou envio com a entrega da OLX
phones ;; pt ;; olx-pt ;; phones ;; 110 ;; Samsung Galaxy A52 ecra partido no canto ;; ecra tem uma rachadela no canto de cima mas o touch funciona todo. Vendo porque ja comprei outro. Leva carregador Samsung original e capa de silicone
phones ;; pt ;; olx-pt ;; phones ;; 8 ;; Capa telemovel Xiaomi Redmi Note 11 ;; capa transparente com cantos reforçados, compativel com Redmi Note 11 e 11S. Nova na embalagem, sobrou porque mudei de telemovel
phones ;; pt ;; olx-pt ;; phones ;; 25 ;; Power bank 20000mAh Anker ;; power bank anker 20000 mah, 2 saidas USB e uma USB-C. Carrega um telemovel umas 4 vezes. Com cabo
phones ;; pt ;; olx-pt ;; phones ;; 60 ;; Nokia 3310 antigo colecao ;; nokia 3310 original de 2000, liga e tem o jogo da cobra! tampa azul trocada. Carregador antigo incluido. Para colecionadores ou nostalgicos
phones ;; pt ;; olx-pt ;; phones ;; 150 ;; Telemóvel bloqueado à Vodafone - Moto G ;; Motorola Moto G84 bloqueado à rede Vodafone, por isso o preço. Funciona perfeitamente com cartao vodafone. Fatura da loja incluida (com os meus dados apagados)
phones ;; pt ;; olx-pt ;; phones ;; 12 ;; Suporte de telemovel para carro magnetico ;; suporte magnetico para grelha de ventilação, traz 2 placas metalicas autocolantes. Usado 1 mes
home ;; pt ;; olx-pt ;; home ;; 15 ;; Candeeiro de teto casquilho baioneta ;; candeeiro de tecto em vime, casquilho baioneta B22 (atenção que nao e rosca E27). Diametro 40cm. Retirado de casa por mudanca de decoraçao
home ;; pt ;; olx-pt ;; home ;; 20 ;; Detector de fumo + detector de monoxido de carbono ;; dois detetores novos, comprados em duplicado. Pilhas incluidas. Certificado CE na caixa
home ;; pt ;; olx-pt ;; home ;; 10 ;; Cortinados linho cru 140x260 ;; par de cortinados em linho lavado cor cru, 140 de largura x 260 de altura, argolas. Bom estado
home ;; pt ;; olx-pt ;; home ;; 35 ;; Espelho redondo moldura dourada 80cm ;; espelho redondo 80cm moldura metal dourado, só recolha em Almada pq é grande e pesado. Nao envio
home ;; pt ;; olx-pt ;; home ;; 12 ;; Cinzeiro antigo Cinzano em vidro ;; cinzeiro publicitario antigo da Cinzano, vidro grosso, anos 70. Para colecionar, tem um lasquinho no rebordo
home ;; pt ;; olx-pt ;; home ;; 18 ;; Garrafeira de parede em madeira 12 garrafas ;; garrafeira de pendurar em madeira de pinho para 12 garrafas. Vai sem garrafas claro 😅 Tem furações feitas
home ;; pt ;; olx-pt ;; home ;; 5 ;; Lote cápsulas café compatíveis Nespresso ;; 2 caixas de capsulas compativeis nespresso (marca do continente), intensidade 9. Validade 08/2027. Mudei de maquina
home ;; pt ;; olx-pt ;; home ;; 40 ;; Aquecedor a pellets / salamandra pequena ;; salamandra de pellets 6kw, funcionou 2 invernos. Leva o resto do saco de pellets de madeira (uns 5kg). Recolha em Viseu
home ;; pt ;; olx-pt ;; home ;; 22 ;; Porta documentos arquivador em couro ;; pasta porta documentos em pele castanha, fecho de correr, A4. Dá para levar os papeis da casa, contratos, etc. Quase nova
home ;; pt ;; olx-pt ;; home ;; 30 ;; Cofre pequeno com chave e código ;; cofre pequeno para casa 23x17x17, abre com código ou chave de emergencia (entrego as 2 chaves). Fica com o codigo reposto para 0000
kids ;; pt ;; olx-pt ;; kids ;; 60 ;; Cadeira auto Isofix grupo 1 Bebeconfort ;; cadeira auto isofix 9-18kg, nunca teve acidente. Capa lavada. Data de fabrico 2021 etiqueta em baixo
kids ;; pt ;; olx-pt ;; kids ;; 15 ;; Trancas de segurança para armarios (bebé) ;; pack 10 fechos de segurança magnéticos para portas e gavetas, com 2 chaves magneticas. Sobraram da nossa casa
kids ;; pt ;; olx-pt ;; kids ;; 25 ;; Bomba tira leite manual Philips Avent ;; bomba manual, usada pouco. Vendo só a parte da bomba e o copo, sem as peças de silicone que estiveram em contacto (compram se novas na farmacia). Esterilizada
kids ;; pt ;; olx-pt ;; kids ;; 10 ;; Seringa doseadora para xarope bebe ;; 3 seringas orais doseadoras de 5ml, novas em embalagem fechada, sem agulha (são para dar xarope). Vieram a mais num kit
kids ;; pt ;; olx-pt ;; kids ;; 90 ;; Carrinho de bebé Bugaboo Bee 3 ;; bugaboo bee 3 preto, com capota de sol e saco de chuva. Rodas novas trocadas em 2024. Ver fotos
kids ;; pt ;; olx-pt ;; kids ;; 7 ;; Mealheiro porquinho em loiça ;; mealheiro em forma de porquinho, loiça pintada à mão, com tampa de borracha por baixo. Ideal para ensinar os miudos a poupar
toys ;; pt ;; olx-pt ;; toys ;; 12 ;; Caixa registadora de brincar com dinheiro a fingir ;; caixa registadora de brinquedo com scanner que apita, cartão de credito de plastico e notas e moedas a fingir. Faltam 2 moedas. Pilhas AA
toys ;; pt ;; olx-pt ;; toys ;; 20 ;; Sabre de luz Star Wars Darth Vader ;; espada de luz do Darth Vader, acende vermelho e faz som. Extensivel. Funciona com pilhas AAA (3). O meu filho ja nao liga
toys ;; pt ;; olx-pt ;; toys ;; 35 ;; Lego Technic 42115 Lamborghini ;; completo, montado uma vez, com manual e caixa. Faltam 0 peças (contei!). Algumas peças com pó
toys ;; pt ;; olx-pt ;; toys ;; 8 ;; Arco e flechas ventosa brinquedo ;; arco de plastico com 3 flechas de ventosa e alvo. Para crianças 5+. Um clássico
toys ;; pt ;; olx-pt ;; toys ;; 15 ;; Fato de cavaleiro armadura criança 4-6 anos ;; fato de carnaval cavaleiro medieval com armadura em tecido, capacete de espuma e escudo. Usado 1 carnaval
toys ;; pt ;; olx-pt ;; toys ;; 30 ;; Kit microscopio criança 1200x ;; microscopio para crianças com lamelas preparadas (asa de mosca, cebola, etc), luz led. Caixa original. Otimo para curiosos
furniture ;; pt ;; olx-pt ;; furniture ;; 80 ;; Armário roupeiro 2 portas branco ;; armario roupeiro ikea pax 100x58x201 branco, 2 portas. Desmontado, com todas as ferragens num saco. Levantar em Setubal
furniture ;; pt ;; olx-pt ;; furniture ;; 45 ;; Cómoda antiga com fundo falso numa gaveta ;; comoda de castanho antiga, 4 gavetas, a de cima tem fundo falso (curiosidade da peça!). Precisa de restauro no tampo. Recolha no local
furniture ;; pt ;; olx-pt ;; furniture ;; 25 ;; Bancada imitação mármore 120cm ;; tampo de mesa em laminado imitação marmore branco, 120x60. Nunca montado. Tem marcas de transporte num canto
furniture ;; pt ;; olx-pt ;; furniture ;; 30 ;; Cadeiras de esplanada dobraveis x4 ;; 4 cadeiras dobraveis em metal verde, estilo bistro frances. Ferrugem ligeira nas pernas
kitchen ;; pt ;; olx-pt ;; kitchen ;; 40 ;; Faqueiro 24 peças inox em estojo ;; faqueiro completo 24 peças para 6 pessoas (facas de mesa, garfos, colheres e colheres de café), em estojo forrado. Prenda de casamento nunca usada
kitchen ;; pt ;; olx-pt ;; kitchen ;; 25 ;; Copos de gin balão x6 ;; 6 copos de gin tónico tipo balão, cristal fino. Um tem um pequeno risco. Vão bem embrulhados
kitchen ;; pt ;; olx-pt ;; kitchen ;; 20 ;; Máquina de waffles ;; waffle maker, chapas antiaderentes, faz 2 waffles de cada vez. Usada meia duzia de vezes
kitchen ;; pt ;; olx-pt ;; kitchen ;; 15 ;; Seringa de pasteleiro com 8 bicos ;; seringa de confeitaria para decorar bolos em inox, com 8 bicos diferentes. Nova
computers ;; pt ;; olx-pt ;; computers ;; 220 ;; Portatil Lenovo ThinkPad T480 16GB ;; i5 8350U, 16GB RAM, SSD 256GB, ecra 14'' full hd. Windows 11 pro ativado com licença digital (vem da propria maquina). Bateria aguenta 3h
computers ;; pt ;; olx-pt ;; computers ;; 90 ;; Placa grafica GTX 1660 Super 6GB ;; usada para jogos, nunca minerou. Temperaturas ok. Sem caixa, envio bem protegida
computers ;; pt ;; olx-pt ;; computers ;; 30 ;; Scanner de documentos Canon ;; scanner canon de mesa A4, digitaliza documentos e fotos ate 4800dpi. Cabo USB incluido
computers ;; pt ;; olx-pt ;; computers ;; 10 ;; Resma papel de fotocópia A4 (5x500) ;; caixa fechada de 5 resmas de papel de copia A4 80g. Sobrou do escritorio que fechou
garden ;; pt ;; olx-pt ;; garden ;; 15 ;; Armadilha de vespas reutilizavel x2 ;; 2 armadilhas para vespa asiática em plástico, põe-se isco caseiro (cerveja com açucar). Vendo vazias
garden ;; pt ;; olx-pt ;; garden ;; 12 ;; Vasos barro 30cm lote 5 ;; 5 vasos de barro de 30cm com pratos. Tem restos de terra, nao limpei muito 😬
garden ;; pt ;; olx-pt ;; garden ;; 25 ;; Corta relva elétrico Bosch com lâmina nova ;; Bosch Rotak 32, lamina trocada este ano. Saco de recolha rasgado num lado mas funciona
garden ;; pt ;; olx-pt ;; garden ;; 8 ;; Saco de adubo orgânico meio ;; sobra de adubo organico para horta, meio saco (uns 10kg). Bom para tomateiros
vehicle ;; pt ;; olx-pt ;; vehicle ;; 120 ;; Pneus 205/55 R16 91V x4 ;; 4 pneus michelin primacy 4, 205/55 R16 91V, dot 2322, rasto 5mm. Retirados por troca para jantes 17
vehicle ;; pt ;; olx-pt ;; vehicle ;; 60 ;; Silenciador escape Yamaha NMAX ;; silenciador de escape original Yamaha NMAX 125, retirado com 8000 km quando pus um homologado. Sem amolgadelas
vehicle ;; pt ;; olx-pt ;; vehicle ;; 35 ;; Pastilhas travão Bosch ref 0 986 494 123 ;; pastilhas de travao dianteiras Bosch, referencia na caixa, servem Clio IV e Captur (confirmem pela matricula na loja). Compradas a mais
vehicle ;; pt ;; olx-pt ;; vehicle ;; 70 ;; Capacete mota Shark tamanho M ;; capacete integral shark, tamanho M (57-58), viseira fumada extra. Nunca caiu. Homologação ECE 22.05
vehicle ;; pt ;; olx-pt ;; vehicle ;; 50 ;; Dashcam frente e trás 1080p ;; camara de tablier com camara traseira, cartao microSD 32gb incluido. Grava em loop. Ligação ao isqueiro do carro
health ;; pt ;; olx-pt ;; health ;; 30 ;; Oxímetro de dedo + termómetro digital ;; oximetro de dedo e termometro digital sem contacto, comprados na pandemia. Funcionam bem, com pilhas novas
health ;; pt ;; olx-pt ;; health ;; 45 ;; Aparelho TENS eletroestimulação ;; aparelho TENS para dores nas costas, 2 canais, 4 elétrodos novos ainda selados + os usados. Manual em português
health ;; pt ;; olx-pt ;; health ;; 80 ;; Andarilho com rodas e banco ;; andarilho articulado com travões e assento, dobra para o carro. Era da minha mãe. Pouco uso
health ;; pt ;; olx-pt ;; health ;; 20 ;; Estetoscópio Littmann estudante ;; estetoscopio littmann classic III usado no curso de enfermagem. Olivas novas. Gravei iniciais no sino (não sai)
health ;; pt ;; olx-pt ;; health ;; 15 ;; Fardas clínicas médico (túnica + calça) ;; 2 conjuntos de farda hospitalar azul tam S. Lavadas a 60 graus. Boas para enfermagem, fisio, veterinaria
pets ;; pt ;; olx-pt ;; pets ;; 40 ;; Aquário 60L com filtro e aquecedor ;; aquario 60 litros completo com filtro interno, aquecedor 100W e luz led. Sem peixes, vendo so o aquario vazio. Recolha em Coimbra
pets ;; pt ;; olx-pt ;; pets ;; 15 ;; Transportadora gato / cão pequeno ;; caixa de transporte ate 8kg, homologada para avião na cabine de algumas companhias. Porta em metal
pets ;; pt ;; olx-pt ;; pets ;; 20 ;; Arranhador para gatos 1,2m ;; arranhador com 3 plataformas e casinha, o sisal de baixo esta gasto (os gatos adoravam). Desmonta-se
pets ;; pt ;; olx-pt ;; pets ;; 35 ;; Sela de cavalo em couro 17'' ;; sela de equitação em couro castanho 17 polegadas, com loros. Precisa de ser engraxada. Estribos nao incluidos
books ;; pt ;; olx-pt ;; books ;; 10 ;; Livro "Farmacologia para Enfermagem" ;; edição 2019 Lidel, bom estado, alguns sublinhados a lapis. Para quem está no curso
books ;; pt ;; olx-pt ;; books ;; 6 ;; Os Maias - Eça de Queirós edição escolar ;; livro escolar de portugues secundario, com notas nas margens. ISBN 978-972-0-04578-1
books ;; pt ;; olx-pt ;; books ;; 25 ;; Coleção Tintim 10 livros ;; 10 albuns do Tintim em portugues, edições Asa dos anos 2000. Capas com algum desgaste. Inclui Tintim no Tibete e O Ceptro de Ottokar
beauty ;; pt ;; vinted ;; beauty ;; 35 ;; Perfume Black Opium YSL 90ml usado 1/3 ;; perfume original YSL Black Opium eau de parfum, 90ml, já gastei 1/3 (ver foto do nivel). Comprado na Perfumes & Companhia
beauty ;; pt ;; vinted ;; beauty ;; 12 ;; Sérum ácido hialurónico The Ordinary selado ;; serum acido hialuronico 2% + B5, 30ml, selado, validade 2027. Nao se adequou a minha pele na altura entao comprei outro
beauty ;; pt ;; vinted ;; beauty ;; 18 ;; Paleta Naked Urban Decay ;; paleta naked original, usada mas a maioria das cores quase inteiras. Espelho intacto
games ;; pt ;; olx-pt ;; games ;; 15 ;; Call of Duty Black Ops PS4 ;; jogo em disco, caixa e manual. Funciona perfeitamente. 18+ (o jogo) 😄
games ;; pt ;; olx-pt ;; games ;; 25 ;; Amiibo Link Zelda Breath of the Wild ;; amiibo do Link arqueiro, em caixa aberta mas como novo. Funciona na switch
tools ;; pt ;; olx-pt ;; tools ;; 30 ;; Pistola de calor Black+Decker 2000W ;; pistola de ar quente para decapar tinta e moldar tubos. Com 2 bicos. Trabalha bem
tools ;; pt ;; olx-pt ;; tools ;; 55 ;; Pregadora pneumática + compressor pequeno ;; pregadeira pneumatica para pregos de 15 a 50mm, vai com o compressor de 24L. Tudo funciona, mangueira com 10m
outdoor ;; pt ;; olx-pt ;; outdoor ;; 20 ;; Mosquetões de escalada x6 ;; 6 mosquetoes de aluminio com fecho de rosca, usados em escalada indoor. Sem quedas fortes. Marcação CE
outdoor ;; pt ;; olx-pt ;; outdoor ;; 40 ;; Cana de pesca surfcasting 4,2m + carreto ;; cana de surfcasting 4,2m e carreto shimano com fio 0,30. Chumbadas e anzois nao incluidos
instruments ;; pt ;; olx-pt ;; instruments ;; 120 ;; Violino 4/4 com arco e estojo ;; violino de estudo 4/4 com arco, estojo e resina. Cordas novas d'addario. Precisa de ajustar a alma (qualquer luthier faz)
instruments ;; pt ;; olx-pt ;; instruments ;; 200 ;; Piano digital Yamaha P-45 ;; piano digital 88 teclas com pedal de sustain. Sem suporte. Perfeito para estudar com auscultadores de noite
tickets ;; pt ;; olx-pt ;; tickets ;; 55 ;; Bilhete Nos Alive dia 11 julho ;; bilhete diario para o dia 11, vendo ao preço que paguei (55€) porque nao consigo ir. Transferencia do bilhete nominativo feita pelo sistema oficial da bilheteira, depois de pago aqui pela OLX
collectibles ;; pt ;; olx-pt ;; collectibles ;; 20 ;; Moedas 2 euros comemorativas lote 8 ;; 8 moedas de 2€ comemorativas em circulação (Portugal 2007, 2009, 2012...). Vendo ao lote, não separo
collectibles ;; pt ;; olx-pt ;; collectibles ;; 15 ;; Notas antigas de escudos 100$ e 500$ ;; 3 notas antigas de escudos (fora de circulação desde 2002), estado usado. Ideal para colecionadores
collectibles ;; pt ;; olx-pt ;; collectibles ;; 25 ;; Geode ametista grande 1,2kg ;; geode de ametista do Brasil, 1,2kg, cristais roxos intensos. Ótima para decoração
collectibles ;; pt ;; olx-pt ;; collectibles ;; 10 ;; Lata antiga Coca-Cola anos 80 ;; lata de bolachas decorada com publicidade Coca-Cola, anos 80. Tem ferrugem na tampa. Vazia
services ;; pt ;; olx-pt ;; services ;; 15 ;; Explicações de matemática 9º e 12º ano ;; sou professora de matematica, dou explicações presenciais em Aveiro ou online. 15€/hora. Preparação para exames nacionais. Marcação pelo chat da OLX
services ;; pt ;; olx-pt ;; services ;; 25 ;; Montagem de móveis IKEA ao domicílio ;; monto moveis de kit (roupeiros, camas, cozinhas pequenas) na zona de Lisboa. Levo ferramenta. Orçamento gratuito, mandem fotos do que precisam por mensagem aqui
services ;; pt ;; olx-pt ;; services ;; 10 ;; Arranjos de costura - bainhas e fechos ;; faço bainhas de calças (5€), troca de fechos (8€), apertos. Entrega e recolha em Odivelas. Trabalho rapido
services ;; pt ;; olx-pt ;; services ;; 12 ;; Passeio de cães Porto (Paranhos) ;; passeio o seu cão de manhã ou à hora de almoço, 45 minutos. Tenho experiencia com cães grandes. Sem seguro de animais mas com muito cuidado
services ;; pt ;; olx-pt ;; services ;; 300 ;; Fotografo para casamentos e batizados ;; cobertura fotografica de casamentos, batizados e eventos. Entrega de 300 fotos editadas em galeria online privada. Preço base, sujeito a orçamento
services ;; pt ;; olx-pt ;; services ;; 40 ;; Afinação de bicicletas ao domicilio ;; afinacão completa de travões e mudanças, troca de camaras de ar. Vou a casa em Braga e arredores
science ;; pt ;; olx-pt ;; toys ;; 18 ;; Kit circuitos electrónicos criança 8+ ;; kit para montar circuitos com peças de encaixe: campainha, ventoinha, luzes. Mais de 100 projetos no livro. Nao leva químicos nem nada perigoso
office ;; pt ;; olx-pt ;; office ;; 20 ;; Destruidora de papel 8 folhas ;; destruidora de papel corte em tiras, destroi documentos, cartoes e cds. Funciona mas esta um pouco barulhenta
appliances ;; pt ;; olx-pt ;; appliances ;; 150 ;; Arca garrafeira / cava de vinhos 18 garrafas ;; cava de vinhos eletrica 18 garrafas, temperatura 5-18ºC. Classe energetica G. Vendo por falta de espaço
appliances ;; pt ;; olx-pt ;; appliances ;; 60 ;; Bomba de calor para piscina pequena ;; bomba de calor 3kW para piscinas desmontaveis até 15m3, usada 2 verões
bikes ;; pt ;; olx-pt ;; bikes ;; 180 ;; Bicicleta estrada Btwin Triban RC120 tamanho M ;; bicicleta estrada aluminio, grupo microshift 8v, pneus 700x25c novos. Cadeado em U de oferta. Quadro tem o numero de serie gravado e registado
party ;; pt ;; olx-pt ;; party ;; 15 ;; Decoração festa casino / Las Vegas ;; lote de decoração festa tema casino: balões, toalha de mesa verde, fichas de poker de cartao e cartas gigantes. Usada numa festa de 40 anos
jewellery ;; pt ;; vinted ;; jewellery ;; 60 ;; Fio ouro 19,2k com certificado ;; fio em ouro portugues 19,2 quilates (contraste da contrastaria), 45cm, 3,1 gramas. Vai com o certificado da ourivesaria
jewellery ;; pt ;; vinted ;; jewellery ;; 8 ;; Colar pérolas imitação ;; colar de pérolas de imitação (bijuteria), 3 voltas, fecho dourado. Lindo para casamentos
watches ;; pt ;; olx-pt ;; watches ;; 90 ;; Relógio Seiko 5 automático com elos extra ;; seiko 5 automatico, bracelete de aço, vai com 2 elos que tirei. Atrasa uns 10 segundos por dia. Caixa original
cameras ;; pt ;; olx-pt ;; cameras ;; 380 ;; Canon EOS 80D corpo 21 mil disparos ;; canon 80D so corpo, contagem de disparos 21.400 (print nas fotos). Sensor limpo. Bateria extra e carregador. Ideal para sessoes fotograficas e video
cameras ;; pt ;; olx-pt ;; cameras ;; 55 ;; Instax Mini 11 com 2 recargas ;; camara instantanea fujifilm instax mini 11 lilás, com 2 caixas de fotos (20 fotos). Perfeita para festas
audio ;; pt ;; olx-pt ;; audio ;; 35 ;; Gira-discos vintage Pioneer anos 80 ;; gira discos pioneer PL-12, agulha nova. Liga-se a qualquer amplificador. Leva uns vinis de oferta (fado e rock portugues)
sports ;; pt ;; olx-pt ;; sports ;; 25 ;; Luvas de boxe 12oz + ligaduras ;; luvas de boxe 12 oz vermelhas e ligaduras de mão. Usadas 2 meses no ginasio. Cheiro ja tratado 😂
sports ;; pt ;; olx-pt ;; sports ;; 20 ;; Halteres ajustaveis 2x10kg ;; par de halteres ajustaveis com discos, ate 10kg cada. Fechos de rosca
crafts ;; pt ;; olx-pt ;; crafts ;; 15 ;; Limpa-cachimbos e pompons para trabalhos manuais ;; lote de material de artes: 100 limpa cachimbos coloridos, pompons, olhos moveis e cola. Otimo para atividades com crianças
fashion ;; es ;; vinted ;; fashion ;; 15 ;; Pantalon cigarette negro talla 40 ;; pantalón cigarette negro de Mango, tiro alto, puesto un par de veces. Sin taras. Envío por vinted
fashion ;; es ;; vinted ;; fashion ;; 30 ;; Abrigo color camel Zara M ;; abrigo largo camel, mezcla de lana. Muy abrigadito, se ha quedado pequeño. Medidas en las fotos. Acepto ofertas razonables
fashion ;; es ;; vinted ;; fashion ;; 10 ;; Vestido color burdeos invitada ;; vestido midi burdeos con vuelo, talla S, llevado en una boda. Perfecto estado, lavado en tinte
fashion ;; es ;; vinted ;; fashion ;; 20 ;; Cazadora bomber negra hombre L ;; bomber negra tipo aviador, forro naranja, talla L. Buen estado general, el puño izquierdo un poco dado de si
fashion ;; es ;; vinted ;; fashion ;; 12 ;; Camiseta Real Madrid version aficionado ;; camiseta oficial del Madrid temporada 22/23 version fan (no la de jugador), comprada en la tienda del Bernabeu, talla M. Con etiqueta
fashion ;; es ;; vinted ;; fashion ;; 8 ;; Top lenceria encaje negro talla M ;; top tipo bralette de encaje negro, talla M, nuevo con etiqueta de Oysho. Se envía bien doblado en sobre
fashion ;; es ;; vinted ;; fashion ;; 16 ;; Bañador entero rojo 42 ;; bañador de una pieza rojo con escote en la espalda, talla 42. Usado un verano, el elastico perfecto
fashion ;; es ;; vinted ;; fashion ;; 25 ;; Chaqueta cuero sintetico estilo motero ;; cazadora de polipiel (no es piel de verdad, lo pongo claro) estilo motero, talla 38, cremalleras plateadas. Como nueva
fashion ;; es ;; vinted ;; fashion ;; 9 ;; Vestido flamenca niña 6 años ;; traje de flamenca para niña de 6 años, lunares rojos, con flor y pendientes de bisuteria a juego. Usado una feria de abril
fashion ;; es ;; vinted ;; fashion ;; 18 ;; Jersey inspirado nordico con renos ;; jersey de punto con motivo nordico (estilo escandinavo) de renos, talla L unisex. Para navidad es lo mas 🦌
fashion ;; es ;; vinted ;; fashion ;; 14 ;; Falda vaquera acid wash años 90 ;; falda vaquera lavado acido de los 90, talla 36. Vintage de verdad, era de mi madre
fashion ;; es ;; vinted ;; fashion ;; 22 ;; Sujetador deportivo + mallas Nike pack ;; conjunto de sujetador deportivo talla S y mallas talla S Nike dri fit, usados para pilates. Sin bolitas
fashion ;; es ;; vinted ;; fashion ;; 6 ;; Gorra Heineken promocional ;; gorra verde promocional de Heineken que nos dieron en un festival. Nueva, nunca usada. Ajustable
fashion ;; es ;; vinted ;; fashion ;; 35 ;; Vestido de comunion con cancan ;; vestido de primera comunion talla 9, con cancan y diadema. Tintoreria hecha, ticket de la tintoreria incluido
shoes ;; es ;; vinted ;; shoes ;; 40 ;; Botas Dr Martens 1460 cherry 39 ;; dr martens 1460 color cherry red talla 39 UK 6. Originales, compradas en su web. Suela con uso, piel perfecta
shoes ;; es ;; wallapop ;; shoes ;; 12 ;; Zapatillas niño luces talla 28 ;; zapatillas con luces en la suela, talla 28, se encienden al pisar. Una luz ya no va del todo
shoes ;; es ;; wallapop ;; shoes ;; 20 ;; Botas de montaña Quechua 43 ;; botas impermeables quechua talla 43, usadas en 3 rutas. Cordones nuevos
phones ;; es ;; wallapop ;; phones ;; 280 ;; iPhone 13 128GB medianoche libre ;; iPhone 13 libre de fabrica para cualquier compañia, bateria al 88%. Cuenta de iCloud cerrada y restablecido. Siempre con funda y cristal. Envio con Wallapop Envios
phones ;; es ;; wallapop ;; phones ;; 90 ;; Xiaomi Redmi Note 12 pantalla con golpe ;; la pantalla tiene un golpe en la esquina pero se ve y se toca todo bien. Con cargador original. Precio fijo
phones ;; es ;; wallapop ;; phones ;; 120 ;; Movil bloqueado a Movistar Samsung A34 ;; samsung a34 bloqueado a movistar (por eso el precio), funciona perfecto con tarjeta de movistar. No se liberarlo, lo digo para que nadie se lleve sorpresas
phones ;; es ;; wallapop ;; phones ;; 15 ;; Cargador inalambrico 15W compatible ;; cargador inalambrico compatible con iPhone y Samsung, no es original de ninguna marca, es generico y va de lujo. Con cable usb-c
phones ;; es ;; wallapop ;; phones ;; 8 ;; Funda Samsung S23 tipo cartera ;; funda libro con tarjetero para 3 tarjetas, color azul marino. Nueva en su bolsa
phones ;; es ;; wallapop ;; phones ;; 45 ;; Telefono fijo inalambrico Gigaset duo ;; 2 teléfonos inalambricos gigaset para casa, con bases de carga. Agenda, identificacion de llamada. Funcionan con linea fija normal
phones ;; es ;; wallapop ;; phones ;; 10 ;; Tarjeta SD 64GB Sandisk ;; tarjeta microSD 64gb con adaptador, formateada. Clase 10
home ;; es ;; wallapop ;; home ;; 25 ;; Botellero de pie metal 20 botellas ;; botellero de forja para 20 botellas, color negro. Se entrega vacio obviamente. Recogida en Getafe
home ;; es ;; wallapop ;; home ;; 12 ;; Piedras de whisky de granito + vasos ;; 9 piedras de granito para enfriar whisky sin aguarlo, con 2 vasos y bolsita. Regalo que no uso, sin estrenar
home ;; es ;; wallapop ;; home ;; 15 ;; Jarra de sangria de barro con vasos ;; jarra de barro para sangria y 6 vasos a juego, hecha en Talavera. Ideal para terraza
home ;; es ;; wallapop ;; home ;; 30 ;; Lampara con bombillas casquillo bayoneta ;; lampara de techo de 3 brazos, casquillo bayoneta B22, hay que comprar bombillas de ese tipo. Sin bombillas
home ;; es ;; wallapop ;; home ;; 20 ;; Alfombra yute 160x230 ;; alfombra de yute natural 160 x 230, tiene una mancha pequeña de cafe que casi no se ve
home ;; es ;; wallapop ;; home ;; 5 ;; Bolsas de vacio para ropa x8 ;; 8 bolsas al vacio de diferentes tamaños, se usan con aspiradora. Una tiene la valvula floja
home ;; es ;; wallapop ;; home ;; 18 ;; Plantas artificiales (falsas) en maceta lote 3 ;; 3 plantas falsas de 60cm, monstera, olivo y ficus, parecen de verdad. No hay que regarlas jaja
home ;; es ;; wallapop ;; home ;; 40 ;; Caja fuerte pequeña de empotrar ;; caja fuerte electronica para empotrar en pared o armario, con 2 llaves de emergencia. La desmonté de casa al reformar
kids ;; es ;; wallapop ;; kids ;; 50 ;; Silla de coche isofix grupo 0+/1 ;; silla de coche isofix de 0 a 18kg, homologada R44/04. Nunca ha tenido accidentes. Fundas lavadas
kids ;; es ;; wallapop ;; kids ;; 20 ;; Sacaleches electrico Medela con piezas nuevas ;; sacaleches electrico Medela, el motor usado y todas las piezas que tocan la leche NUEVAS sin abrir (embudo, valvulas y biberon). Con cargador
kids ;; es ;; wallapop ;; kids ;; 15 ;; Cierres de seguridad para cajones bebe ;; pack de cierres adhesivos para cajones, armarios y nevera, 12 unidades. Nuevo
kids ;; es ;; wallapop ;; kids ;; 35 ;; Trona evolutiva de madera ;; trona de madera que se convierte en silla, con bandeja. Pegatinas del niño en la pata 😅
kids ;; es ;; wallapop ;; kids ;; 8 ;; Termometro de baño pato ;; termometro flotante en forma de pato para la bañera del bebe. Funciona sin pilas
kids ;; es ;; wallapop ;; kids ;; 60 ;; Cuna de colecho con colchon ;; minicuna de colecho regulable en altura, colchon nuevo aun con plastico. Se pliega
toys ;; es ;; wallapop ;; toys ;; 10 ;; Baraja española y juego de cartas ;; 3 barajas españolas (oros, copas, espadas y bastos) en caja metalica y un libro de juegos de cartas para la familia
toys ;; es ;; wallapop ;; toys ;; 15 ;; Loteria mexicana juego de mesa ;; juego de la loteria mexicana con 10 tablas y cartas, ideal para fiestas familiares. Completo
toys ;; es ;; wallapop ;; toys ;; 25 ;; Set de fichas de poker en maletin ;; maletin de aluminio con 300 fichas, 2 barajas y dados. Para jugar en casa con amigos
toys ;; es ;; wallapop ;; toys ;; 12 ;; Disfraz de pirata con espada de goma ;; disfraz de pirata de niño 7-8 años con pañuelo, parche y espada de goma blanda. Usado un carnaval
toys ;; es ;; wallapop ;; toys ;; 30 ;; Playmobil comisaria de policia 6919 ;; playmobil comisaria con figuras, calabozo y coche. Faltan algunas piezas pequeñas, el resto completo
toys ;; es ;; wallapop ;; toys ;; 20 ;; Telescopio infantil 70mm ;; telescopio para niños con tripode, ve la luna con detalle. Incluye lente de 20mm y 4mm
furniture ;; es ;; wallapop ;; furniture ;; 60 ;; Armario ropero 2 puertas con espejo ;; armario de 2 puertas con espejo, 100x55x200. Hay que desmontarlo para llevarselo, lo puedo ayudar a desmontar
furniture ;; es ;; wallapop ;; furniture ;; 35 ;; Mesa de centro efecto marmol ;; mesa de centro redonda con tapa imitacion marmol y patas doradas. Pequeño arañazo
furniture ;; es ;; wallapop ;; furniture ;; 80 ;; Sofa cama 3 plazas gris ;; sofa cama de 3 plazas, mecanismo clic clac. Funda desenfundable lavada. Sin mascotas ni fumadores en casa
kitchen ;; es ;; wallapop ;; kitchen ;; 15 ;; Gofrera electrica ;; gofrera para hacer gofres belgas, antiadherente. Solo la he usado 3 veces
kitchen ;; es ;; wallapop ;; kitchen ;; 20 ;; Copas de balon para gin tonic x6 ;; 6 copas de cristal tipo balon para gin tonic o vino. Sin desportillar
kitchen ;; es ;; wallapop ;; kitchen ;; 30 ;; Batidora de vaso tipo bullet 900W ;; batidora de vaso individual con 2 vasos para llevar. Cuchillas en buen estado. Va genial para batidos
kitchen ;; es ;; wallapop ;; kitchen ;; 12 ;; Manga pastelera con boquillas ;; manga pastelera reutilizable con 12 boquillas de acero, adaptador y limpiador. En su caja
computers ;; es ;; wallapop ;; computers ;; 250 ;; Portatil HP 15,6'' i5 8GB SSD ;; hp 15s, i5 de 11 generacion, 8gb ram, ssd 512. Windows 11 con licencia original. Teclado español con ñ
computers ;; es ;; wallapop ;; computers ;; 35 ;; Webcam full HD con microfono ;; webcam 1080p para teletrabajo, con tapa de privacidad. Logitech C920
computers ;; es ;; wallapop ;; computers ;; 20 ;; Cartuchos de tinta HP 304 pack ;; no me sirven porque cambie de impresora. Negro y color, precintados, caducan 2027
computers ;; es ;; wallapop ;; computers ;; 45 ;; Disco duro externo 2TB para copias de seguridad ;; disco duro externo 2tb, lo usaba para copias de seguridad del ordenador. Formateado
garden ;; es ;; wallapop ;; garden ;; 10 ;; Cinta de cobre antibabosas ;; rollo de cinta de cobre adhesiva para macetas y bancales, las babosas no pasan. Sin venenos. Sobró la mitad
garden ;; es ;; wallapop ;; garden ;; 15 ;; Ahuyentador de topos solar ;; estacas solares ultrasonicas para topos, pack de 4. Dejamos el huerto, se venden
garden ;; es ;; wallapop ;; garden ;; 25 ;; Semillero con tapa y bandejas ;; invernadero de mesa para semilleros, 3 bandejas de 24 alveolos. Para tomates, pimientos, lo que sea
garden ;; es ;; wallapop ;; garden ;; 40 ;; Desbrozadora de gasolina con cuchilla ;; desbrozadora con hilo y cuchilla de 3 puntas. Arranca a la segunda. Mezcla al 2%
vehicle ;; es ;; wallapop ;; vehicle ;; 80 ;; Neumaticos 225/45 R17 94W x2 ;; 2 neumaticos continental premium contact 6, 225/45 ZR17 94W, dot 4122, 5mm de dibujo. Se pueden montar en taller
vehicle ;; es ;; wallapop ;; vehicle ;; 25 ;; Faro delantero Ford Escort mk5 ;; faro delantero izquierdo para Ford Escort de los 90, original. Cristal sin rajas. Para clasico
vehicle ;; es ;; wallapop ;; vehicle ;; 90 ;; Silenciador de escape Honda PCX original ;; silencioso de escape original de la pcx 125, quitado con pocos km. Perfecto para volver a dejarla de serie
vehicle ;; es ;; wallapop ;; vehicle ;; 60 ;; Cofre de techo 320L ;; cofre de techo con llave, 320 litros, incluye anclajes universales. Tiene rozaduras
vehicle ;; es ;; wallapop ;; vehicle ;; 35 ;; Chaqueta moto con protecciones talla L ;; chaqueta de moto textil con protecciones en hombros y codos homologadas CE nivel 1. Forro termico desmontable
health ;; es ;; wallapop ;; health ;; 25 ;; Tensiometro de muñeca Omron ;; tensiometro de muñeca omron, funciona con 2 pilas AAA incluidas. Memoria de 60 tomas. Validado clinicamente segun la caja
health ;; es ;; wallapop ;; health ;; 40 ;; Pistola de masaje muscular ;; pistola de masaje con 6 cabezales, 20 velocidades. Carga por usb-c. Buenisima despues del gimnasio
health ;; es ;; wallapop ;; health ;; 50 ;; Nebulizador de compresor para niños ;; nebulizador de compresor, con mascarilla infantil y de adulto NUEVAS sin abrir. Lo usamos un invierno. Sin medicamentos, solo el aparato
health ;; es ;; wallapop ;; health ;; 12 ;; Pastillero semanal XL ;; organizador de pastillas de 7 dias y 4 tomas, colores. Nuevo
health ;; es ;; wallapop ;; health ;; 100 ;; Silla de ruedas plegable ;; silla de ruedas de acero, plegable, con frenos y reposapies abatibles. Era de mi abuelo, uso 6 meses
pets ;; es ;; wallapop ;; pets ;; 20 ;; Jaula de pajaros grande con accesorios ;; jaula para periquitos o canarios 60x40x70, comederos, bebederos y columpio. Vendo solo la jaula, sin pajaros
pets ;; es ;; wallapop ;; pets ;; 15 ;; Collar y correa para perro grande ;; collar de cuero y correa de 2m para perro grande, cuello 50-60cm. Nuestra perra ya no esta con nosotros 🐾
pets ;; es ;; wallapop ;; pets ;; 45 ;; Terrario de cristal 60x45x45 ;; terrario de cristal con puertas frontales y rejilla arriba, para reptiles o plantas. Sin animales. Recogida en Valencia
pets ;; es ;; wallapop ;; pets ;; 30 ;; Transportin de perro para coche ;; transportin rigido tamaño M, puertas metalicas. Homologado para avion segun la etiqueta
books ;; es ;; wallapop ;; books ;; 12 ;; Vademecum de medicina interna ;; libro de medicina interna para estudiantes, edicion 2018. Con subrayados con fluorescente
books ;; es ;; wallapop ;; books ;; 5 ;; Cien años de soledad edicion bolsillo ;; edicion de bolsillo, lomo un poco marcado. Se envia en sobre acolchado
books ;; es ;; wallapop ;; books ;; 20 ;; Lote comics Mortadelo y Filemon x15 ;; 15 comics de mortadelo de la coleccion ole, anos 80 y 90. Algunos con tapas despegadas
beauty ;; es ;; vinted ;; beauty ;; 40 ;; Perfume Poison de Dior 50ml ;; Poison de Dior eau de toilette 50ml, usado un 20%. Original, en su caja. Por normativa de envio va por la opcion de envio de la app
beauty ;; es ;; vinted ;; beauty ;; 10 ;; Tinte sin amoniaco castaño ;; 2 cajas de tinte sin amoniaco tono 5.0, sin abrir, caducidad 2026. Me pasé a la henna
beauty ;; es ;; vinted ;; beauty ;; 8 ;; Tonico acido glicolico 7% ;; tonico exfoliante de acido glicolico al 7%, 240ml, usado un poco. Lo vendo porque me irrita
games ;; es ;; wallapop ;; games ;; 18 ;; Call of Duty Modern Warfare II PS5 ;; juego fisico de PS5, disco sin rayas. Pegatina PEGI 18 en la caja
games ;; es ;; wallapop ;; games ;; 200 ;; Nintendo Switch OLED con juegos ;; switch oled blanca con Zelda y Mario Kart en cartucho. La cuenta de Nintendo ya esta desvinculada
tools ;; es ;; wallapop ;; tools ;; 18 ;; Pistola de aire caliente 2000W ;; decapador / pistola de calor para quitar pintura y pegatinas, con boquillas. Funciona perfecta
tools ;; es ;; wallapop ;; tools ;; 25 ;; Engrasadora manual de palanca ;; pistola engrasadora de 400g con manguera flexible. Para coche, tractor, maquinaria. Con media carga de grasa
outdoor ;; es ;; wallapop ;; outdoor ;; 15 ;; Mosquetones de escalada HMS x4 ;; 4 mosquetones de seguridad con rosca, marca Petzl, usados en rocodromo. Sin caidas importantes
outdoor ;; es ;; wallapop ;; outdoor ;; 30 ;; Caña de pescar spinning + señuelos ;; caña spinning 2,40m con carrete y caja de señuelos (vinilos y cucharillas). Sin licencia de pesca obviamente, eso cada uno
outdoor ;; es ;; wallapop ;; outdoor ;; 25 ;; Tienda de campaña 3 personas ;; tienda iglu para 3, montaje facil. Una varilla reparada con cinta, aguanta
instruments ;; es ;; wallapop ;; instruments ;; 90 ;; Guitarra española Alhambra 1C ;; guitarra clasica alhambra 1c, cuerdas nuevas, funda acolchada. Rozaduras normales
instruments ;; es ;; wallapop ;; instruments ;; 40 ;; Cajon flamenco con funda ;; cajon flamenco con bordones, sonido muy bueno. Funda incluida
tickets ;; es ;; wallapop ;; tickets ;; 60 ;; Entradas teatro El Rey Leon x2 precio de coste ;; 2 entradas para El Rey Leon Madrid, sabado 14 a las 18h, fila 12. Las vendo a lo que me costaron (60 la unidad, tengo la factura). Se envian por la via de la ticketera oficial a tu nombre tras la compra aqui
collectibles ;; es ;; wallapop ;; collectibles ;; 15 ;; Billetes antiguos de pesetas x5 ;; 5 billetes de 100 y 1000 pesetas antiguos, usados. Para coleccion, ya no valen como dinero claro
collectibles ;; es ;; wallapop ;; collectibles ;; 12 ;; Pirita cubica mineral Navajun ;; cubo de pirita natural de Navajun (La Rioja), 2,5cm. El oro de los tontos, pero preciosa
collectibles ;; es ;; wallapop ;; collectibles ;; 30 ;; Replica fosil de trilobites en resina ;; replica de un fosil de trilobites hecha en resina para museo escolar, 10cm. No es fosil real, se indica claramente. Decorativo
collectibles ;; es ;; wallapop ;; collectibles ;; 40 ;; Album Panini Mundial 82 completo ;; album de cromos del mundial de españa 82 completo, algunas esquinas dobladas. Una joya
collectibles ;; es ;; wallapop ;; collectibles ;; 8 ;; Sellos de España años 60 lote ;; sobre con unos 50 sellos usados de España, epoca franquista y Juan Carlos. Sin clasificar
services ;; es ;; wallapop ;; services ;; 15 ;; Clases de ingles particulares ;; profesora nativa da clases de ingles a niños y adultos en Zaragoza, 15€/h. Preparacion B2 y C1. Escribeme por el chat de wallapop y concretamos
services ;; es ;; wallapop ;; services ;; 50 ;; Mudanzas pequeñas con furgoneta ;; hago portes y mudanzas pequeñas en Sevilla y provincia con furgoneta, subo muebles. Precio segun distancia y pisos
services ;; es ;; wallapop ;; services ;; 20 ;; Cuidado de gatos a domicilio vacaciones ;; voy a tu casa a dar de comer a tu gato, limpiar arenero y jugar un rato mientras estas de vacaciones. Zona Gracia / Eixample
services ;; es ;; wallapop ;; services ;; 30 ;; Reparacion de pantallas de movil ;; cambio pantallas y baterias de moviles, iPhone y Samsung. Piezas compatibles o originales segun presupuesto, te lo digo antes. Garantia 3 meses
services ;; es ;; wallapop ;; services ;; 60 ;; DJ para cumpleaños y fiestas ;; pincho en fiestas privadas, cumples, comuniones. Llevo equipo de sonido y luces. 3 horas
science ;; es ;; wallapop ;; toys ;; 15 ;; Kit robot solar 12 en 1 ;; kit para montar robots con placa solar, 12 modelos distintos. Sin pilas, funciona al sol. Edad 8+
office ;; es ;; wallapop ;; office ;; 25 ;; Archivador metalico 3 cajones ;; archivador de oficina de 3 cajones con llave para documentos A4 colgantes. Una llave solo
appliances ;; es ;; wallapop ;; appliances ;; 120 ;; Vinoteca 12 botellas ;; vinoteca termoelectrica para 12 botellas, silenciosa, puerta de cristal. Funciona perfecta
bikes ;; es ;; wallapop ;; bikes ;; 150 ;; Bicicleta montaña 29 talla M ;; mtb 29 pulgadas rockrider, frenos de disco hidraulicos. Incluyo candado de cadena con llave
party ;; es ;; wallapop ;; party ;; 10 ;; Pistola de burbujas para fiestas ;; pistola que hace pompas de jabon, con 2 botes de liquido. Funciona a pilas. Ideal cumples
jewellery ;; es ;; vinted ;; jewellery ;; 70 ;; Anillo oro 18k con certificado de garantia ;; anillo de oro amarillo 18 kilates, talla 14, 2,4g. Con certificado de garantia de la joyeria y su estuche
watches ;; es ;; vinted ;; watches ;; 45 ;; Reloj Casio vintage A168 dorado ;; casio dorado retro, pila nueva. Le quite 3 eslabones y los incluyo
cameras ;; es ;; wallapop ;; cameras ;; 300 ;; Nikon D7200 cuerpo 15.000 disparos ;; nikon d7200 solo cuerpo, 15.000 disparos, sensor limpio. Correa y 2 baterias. La vendo porque me pasé a mirrorless
cameras ;; es ;; wallapop ;; cameras ;; 40 ;; Camara Instax Wide con funda ;; instax wide con funda y un pack de carretes. Funciona perfecta
audio ;; es ;; wallapop ;; audio ;; 30 ;; Vinilo Revolver de los Beatles ;; disco de vinilo Revolver, reedicion, funda con desgaste, suena bien
sports ;; es ;; wallapop ;; sports ;; 20 ;; Guantes de boxeo 14oz ;; guantes de boxeo de 14 onzas, usados en clases de kick boxing. Con vendas
crafts ;; es ;; wallapop ;; crafts ;; 60 ;; Maquina de coser Singer ;; maquina de coser singer con pedal, hace zig zag y ojales. Le falta la tapa de la canilla
fashion ;; fr ;; vinted ;; fashion ;; 14 ;; Pantalon cigarette noir taille 38 ;; pantalon cigarette noir Promod, taille haute, porté 2 fois. Aucun défaut. Envoi mondial relay
fashion ;; fr ;; vinted ;; fashion ;; 45 ;; Manteau camel long laine ;; manteau couleur camel 60% laine, taille 40, coupe droite. Très chaud, boutons d'origine. Je regroupe les envois
fashion ;; fr ;; vinted ;; fashion ;; 12 ;; Robe bordeaux patineuse T36 ;; robe bordeaux manches longues, taille 36, portée une soirée. Comme neuve
fashion ;; fr ;; vinted ;; fashion ;; 30 ;; Blouson bombers kaki Schott ;; bombers kaki Schott taille M homme, doublure orange. Petites traces d'usure au col. Authentique, acheté en boutique aux Halles
fashion ;; fr ;; vinted ;; fashion ;; 10 ;; String dentelle noir neuf étiquette ;; string en dentelle noire Etam taille 38, neuf avec étiquette, jamais porté (erreur de taille). Envoi sous pli discret classique
fashion ;; fr ;; vinted ;; fashion ;; 25 ;; Maillot de bain une pièce vichy ;; maillot une pièce motif vichy rouge, taille 40, porté 2 fois à la plage. Lavé à la main
fashion ;; fr ;; vinted ;; fashion ;; 20 ;; Maillot OM domicile version supporter ;; maillot de l'OM saison 23/24 version supporter (pas la version joueur), acheté à l'Orange Vélodrome, taille L. Flocage 10
fashion ;; fr ;; vinted ;; fashion ;; 18 ;; Veste imitation cuir noire ;; veste en simili cuir, style perfecto, taille S. Ce n'est pas du cuir véritable, c'est précisé. Fermeture éclair nickel
fashion ;; fr ;; vinted ;; fashion ;; 8 ;; Body bébé lot de 4 - 3 mois ;; lot de 4 bodies manches courtes 3 mois Petit Bateau, lavés avec lessive hypoallergénique. Un a une petite tache
fashion ;; fr ;; vinted ;; fashion ;; 15 ;; Pull inspiré années 70 col roulé ;; pull col roulé côtelé inspiré des années 70, couleur moutarde, taille M. Marque Pimkie
fashion ;; fr ;; vinted ;; fashion ;; 22 ;; Soutien gorge emboîtant 85C neuf ;; soutien-gorge armatures 85C couleur chair, neuf avec étiquette, jamais porté. Marque Dim
fashion ;; fr ;; vinted ;; fashion ;; 6 ;; Tee shirt Ricard vintage ;; tee shirt publicitaire Ricard jaune et bleu des années 90, taille L. Un peu délavé, c'est le charme
fashion ;; fr ;; vinted ;; fashion ;; 35 ;; Robe de cocktail champagne à sequins ;; robe courte à sequins couleur champagne, taille 38, idéale pour le nouvel an. Il manque 2 ou 3 sequins dans le dos
fashion ;; fr ;; vinted ;; fashion ;; 12 ;; Chemise à carreaux flanelle homme ;; chemise à carreaux rouge et noir, flanelle, taille XL. Bien chaude pour l'hiver
shoes ;; fr ;; vinted ;; shoes ;; 35 ;; Santiags cuir marron pointure 40 ;; bottes western / santiags en cuir, pointure 40, talon 4cm. Ressemelées l'an dernier
shoes ;; fr ;; vinted ;; shoes ;; 30 ;; Baskets Veja blanches 39 ;; veja v10 blanches pointure 39, un peu sales mais je les nettoie avant envoi. Boîte d'origine
shoes ;; fr ;; generic ;; shoes ;; 25 ;; Chaussures de sécurité S3 pointure 42 ;; chaussures de sécurité montantes S3 avec coque acier, portées 3 semaines. Trop étroites pour moi
phones ;; fr ;; generic ;; phones ;; 300 ;; iPhone 13 mini 128Go débloqué tout opérateur ;; iPhone 13 mini 128 go, débloqué tout opérateur, batterie 84%. Déconnecté de mon compte iCloud et réinitialisé. Coque et verre trempé offerts. Remise en main propre possible à Lyon 3e
phones ;; fr ;; generic ;; phones ;; 70 ;; Samsung Galaxy A32 vitre fissurée ;; la vitre est fissurée en bas à droite, l'écran tactile marche partout. Vendu avec chargeur. Prix ferme
phones ;; fr ;; generic ;; phones ;; 12 ;; Chargeur voiture USB-C 30W ;; chargeur allume cigare double port USB-C et USB-A, charge rapide. Compatible tous téléphones. Jamais servi
phones ;; fr ;; generic ;; phones ;; 130 ;; Téléphone verrouillé opérateur SFR - Pixel 6a ;; Google Pixel 6a verrouillé SFR, c'est pour ça le prix. Parfait état. Facture fournie avec mes coordonnées masquées
phones ;; fr ;; generic ;; phones ;; 9 ;; Coque iPhone 14 avec porte-carte ;; coque silicone avec porte-carte au dos (2 cartes), couleur sauge. Neuve
phones ;; fr ;; generic ;; phones ;; 35 ;; Batterie externe 10000mAh magnétique ;; power bank magnétique 10000 mah pour iPhone 12 à 15, se colle au dos. Avec câble
phones ;; fr ;; generic ;; phones ;; 50 ;; Téléphone à clapet senior grosses touches ;; téléphone portable à clapet pour personne âgée, grosses touches, bouton d'urgence au dos. Fonctionne avec toutes les cartes sim. Comme neuf
home ;; fr ;; generic ;; home ;; 20 ;; Casier à bouteilles en bois 24 bouteilles ;; casier à vin en bois empilable, 24 bouteilles. Vendu sans les bouteilles bien sûr. A récupérer à Nantes
home ;; fr ;; generic ;; home ;; 15 ;; Carafe à décanter + bouchon ;; carafe à décanter en verre soufflé, 1,5L. Lavée, aucune ébréchure
home ;; fr ;; generic ;; home ;; 10 ;; Lot bouteilles vides de champagne magnum déco ;; 3 bouteilles vides de champagne format magnum, étiquettes intactes, pour déco ou lampe DIY. Vides et rincées
home ;; fr ;; generic ;; home ;; 12 ;; Ampoules LED culot baïonnette B22 x6 ;; 6 ampoules led B22 baïonnette, blanc chaud 2700K, équivalent 60W. Neuves dans la boîte
home ;; fr ;; generic ;; home ;; 25 ;; Détecteur de fumée connecté Nest ;; détecteur de fumée et monoxyde Nest Protect, fonctionne sur piles. Réinitialisé
home ;; fr ;; generic ;; home ;; 30 ;; Plaid fausse fourrure gris 130x170 ;; plaid fausse fourrure très doux, gris perle. Lavé en machine, aucun bouloche
home ;; fr ;; generic ;; home ;; 40 ;; Coffre-fort à clé et code 16L ;; coffre-fort électronique 16 litres, avec ses 2 clés de secours. Je remets le code d'usine avant de le donner
home ;; fr ;; generic ;; home ;; 8 ;; Lot boîtes de rangement pour papiers et documents ;; 4 boîtes d'archives en carton renforcé, avec étiquettes. Pour ranger papiers, factures, documents importants. Neuves
kids ;; fr ;; generic ;; kids ;; 70 ;; Siège auto isofix groupe 1/2/3 ;; siège auto isofix de 9 à 36 kg, norme R44/04. Jamais accidenté. Housses lavées en machine
kids ;; fr ;; generic ;; kids ;; 45 ;; Tire-lait électrique double avec pièces neuves ;; tire-lait électrique double, le moteur a servi 4 mois, je fournis TOUTES les pièces au contact du lait neuves sous blister (téterelles, valves, biberons)
kids ;; fr ;; generic ;; kids ;; 15 ;; Veilleuse projecteur étoiles ;; veilleuse qui projette des étoiles au plafond avec berceuses. Fonctionne sur piles ou usb
kids ;; fr ;; generic ;; kids ;; 20 ;; Barrière de sécurité escalier ;; barrière de sécurité pour escalier ou porte, à pression, 75 à 85 cm. Avec extension 7cm
kids ;; fr ;; generic ;; kids ;; 10 ;; Mouche-bébé électrique ;; mouche bébé électrique, embouts lavables. Servi pour un seul enfant, bien désinfecté
toys ;; fr ;; generic ;; toys ;; 15 ;; Balles de tennis lot de 12 ;; 12 balles de tennis Head, utilisées mais encore du rebond. Parfait pour le chien ou l'entraînement
toys ;; fr ;; generic ;; toys ;; 20 ;; Sabre laser Star Wars Luke ;; sabre laser bleu de Luke Skywalker avec sons, lame télescopique. Piles AA non fournies
toys ;; fr ;; generic ;; toys ;; 25 ;; Jeu de roulette et tapis de casino (jouet) ;; petit coffret roulette de casino en bois, tapis, jetons. Pour jouer en famille pour des allumettes. Complet
toys ;; fr ;; generic ;; toys ;; 12 ;; Déguisement de chevalier avec épée en mousse ;; déguisement chevalier 5-7 ans, tunique, casque et épée en mousse. Porté à un anniversaire
toys ;; fr ;; generic ;; toys ;; 40 ;; Playmobil bateau pirates 70411 ;; bateau pirate playmobil avec canons qui tirent des boulets en mousse, figurines et coffre au trésor. Manque une voile
toys ;; fr ;; generic ;; toys ;; 18 ;; Loto et jeu des petits chevaux ;; coffret jeux de société : loto avec cartons et jetons, petits chevaux, dames. Tout est là
furniture ;; fr ;; generic ;; furniture ;; 50 ;; Armoire penderie pin massif ;; armoire 2 portes en pin massif, démontable. 90x55x180. A venir chercher à Rennes
furniture ;; fr ;; generic ;; furniture ;; 25 ;; Table basse effet marbre ;; table basse ronde plateau effet marbre blanc, pieds noirs métal. Petite rayure sur le côté
furniture ;; fr ;; generic ;; furniture ;; 60 ;; Arbre à chat XXL 1m80 ;; arbre à chat 1m80 avec 2 niches et hamac, griffoirs en sisal un peu usés. Démonté pour le transport
kitchen ;; fr ;; generic ;; kitchen ;; 10 ;; Fusil à aiguiser 25cm ;; fusil à aiguiser en acier pour affûter les couteaux de cuisine. Manche bois. Très bon état
kitchen ;; fr ;; generic ;; kitchen ;; 15 ;; Bombe à chantilly siphon 0,5L ;; siphon à chantilly inox 0,5 litre avec 3 douilles. Cartouches non fournies. Nettoyé
kitchen ;; fr ;; generic ;; kitchen ;; 25 ;; Gaufrier électrique ;; gaufrier pour gaufres de Bruxelles, plaques amovibles qui passent au lave-vaisselle
kitchen ;; fr ;; generic ;; kitchen ;; 30 ;; Service à thé porcelaine 6 personnes ;; service à thé en porcelaine de Limoges, théière, sucrier, pot à lait et 6 tasses. Une sous-tasse ébréchée
computers ;; fr ;; generic ;; computers ;; 350 ;; MacBook Air M1 8Go 256Go ;; macbook air m1 2020, 8 go, 256 go, 112 cycles de batterie. Déconnecté de l'identifiant Apple, réinstallé. Chargeur d'origine
computers ;; fr ;; generic ;; computers ;; 20 ;; Clé USB 128Go + disque de sauvegarde ;; clé usb 128 go et un petit disque 500go pour faire des copies de sauvegarde. Formatés
computers ;; fr ;; generic ;; computers ;; 60 ;; Imprimante laser Brother noir et blanc ;; imprimante laser brother, imprime vite et propre, toner à moitié plein. Wifi
computers ;; fr ;; generic ;; computers ;; 40 ;; Tablette graphique Wacom ;; tablette graphique Wacom Intuos S avec stylet. Pilotes à télécharger sur le site du fabricant
garden ;; fr ;; generic ;; garden ;; 12 ;; Piège à frelons asiatiques x3 ;; 3 pièges à frelons à accrocher dans les arbres, vendus vides (on met de la bière et du sirop dedans). Très efficaces au printemps
garden ;; fr ;; generic ;; garden ;; 20 ;; Pics anti-pigeons 5 mètres ;; bandes de pics anti-pigeons en polycarbonate, 5m, à coller ou visser sur les rebords. Sans danger pour les oiseaux, ça les empêche juste de se poser
garden ;; fr ;; generic ;; garden ;; 8 ;; Bougies à la citronnelle lot 4 ;; 4 seaux de bougies citronnelle pour la terrasse. Neufs
garden ;; fr ;; generic ;; garden ;; 35 ;; Composteur 400L ;; composteur en plastique recyclé 400 litres avec trappe. Donné par la mairie, je déménage en appartement
vehicle ;; fr ;; generic ;; vehicle ;; 140 ;; Pneus hiver 195/65 R15 91T x4 ;; 4 pneus neige Michelin Alpin 6, 195/65 R15 91T, DOT 3921, 6mm. Sur jantes tôle 5x108 (Peugeot)
vehicle ;; fr ;; generic ;; vehicle ;; 80 ;; Silencieux d'échappement Peugeot 208 ;; silencieux arrière d'origine 208 1.2 PureTech, démonté à 40 000 km. Pas percé
vehicle ;; fr ;; generic ;; vehicle ;; 50 ;; Casque moto jet taille L ;; casque jet avec visière et pare-soleil intégré, taille L. Homologué. Jamais tombé
vehicle ;; fr ;; generic ;; vehicle ;; 15 ;; Manuel d'utilisation Renault Clio 4 ;; carnet de bord et manuel d'utilisation d'une Clio IV, avec pochette. Le carnet d'entretien n'est pas rempli
vehicle ;; fr ;; generic ;; vehicle ;; 20 ;; Balais essuie-glace Bosch Aerotwin ;; paire de balais essuie glace bosch 600/450mm, neufs dans la boîte, ref sur la photo
health ;; fr ;; generic ;; health ;; 30 ;; Tensiomètre bras automatique ;; tensiomètre au bras avec brassard, mémoire 2 utilisateurs. Fonctionne avec 4 piles AA
health ;; fr ;; generic ;; health ;; 60 ;; Déambulateur 4 roues avec siège ;; rollator pliable avec freins, panier et siège. Très peu servi
health ;; fr ;; generic ;; health ;; 15 ;; Chaussettes de contention classe 2 neuves ;; 2 paires de chaussettes de contention classe 2, taille 2, neuves sous emballage. Achetées en double à la pharmacie
health ;; fr ;; generic ;; health ;; 25 ;; Otoscope étudiant ;; otoscope de poche avec 10 spéculums jetables neufs, lumière LED. Servi pendant mes études de médecine, j'en ai un neuf maintenant
health ;; fr ;; generic ;; health ;; 35 ;; Humidificateur d'air bébé ;; humidificateur à ultrasons 3L, silencieux. Pas de diffuseur d'huiles, seulement de l'eau
pets ;; fr ;; generic ;; pets ;; 35 ;; Aquarium 80L équipé ;; aquarium de 80 litres avec filtre, chauffage et éclairage LED. Vendu vide, sans poissons ni plantes. A récupérer sur place
pets ;; fr ;; generic ;; pets ;; 20 ;; Griffoir et arbre à chat petit ;; petit arbre à chat 70cm avec griffoir, mon chat l'a boudé 🙄
pets ;; fr ;; generic ;; pets ;; 40 ;; Bombe d'équitation taille 56 ;; bombe d'équitation (casque) taille 56, norme VG1. Jamais chuté avec. Ma fille a arrêté l'équitation
pets ;; fr ;; generic ;; pets ;; 25 ;; Cage lapin / cochon d'inde 100cm ;; cage pour rongeurs 100x50, avec râtelier à foin, biberon et maisonnette. Sans animal
pets ;; fr ;; generic ;; pets ;; 12 ;; Collier anti-traction chien ;; harnais anti traction taille M, réglable, réfléchissant. Lavé
books ;; fr ;; generic ;; books ;; 8 ;; Guide des médicaments (livre) édition 2020 ;; livre de référence sur les médicaments courants, pour étudiants infirmiers. Bon état, quelques pages cornées
books ;; fr ;; generic ;; books ;; 15 ;; Lot BD Astérix 8 albums ;; 8 albums d'Astérix, éditions Hachette, dont Astérix légionnaire et La Serpe d'or. Bon état général
books ;; fr ;; generic ;; books ;; 5 ;; L'Étranger Camus Folio ;; livre de poche folio, annoté au crayon pour le bac. ISBN 978-2-07-036002-4
beauty ;; fr ;; vinted ;; beauty ;; 30 ;; Parfum Opium YSL 50ml ;; eau de parfum Opium, 50 ml, utilisée à moitié. Authentique, achetée chez Sephora. Envoi via les options de la plateforme
beauty ;; fr ;; vinted ;; beauty ;; 10 ;; Shampooing sans sulfate lot de 3 ;; 3 shampoings sans sulfates ni silicones, 250ml, neufs
beauty ;; fr ;; vinted ;; beauty ;; 12 ;; Faux-cils magnétiques + eyeliner ;; kit de faux cils magnétiques, 5 paires, avec eyeliner aimanté. Ouvert mais jamais utilisé
games ;; fr ;; generic ;; games ;; 15 ;; Call of Duty Vanguard Xbox Series ;; jeu call of duty sur disque pour xbox, complet. PEGI 18
games ;; fr ;; generic ;; games ;; 25 ;; Manette PS5 gâchettes qui accrochent ;; manette dualsense, les gâchettes adaptatives accrochent un peu à gauche, le reste fonctionne. Vendue en l'état
tools ;; fr ;; generic ;; tools ;; 20 ;; Pistolet à peinture électrique ;; pistolet à peinture électrique 650W pour murs et boiseries. Nettoyé après usage, quelques traces sur la poignée
tools ;; fr ;; generic ;; tools ;; 70 ;; Cloueur pneumatique + compresseur ;; cloueur agrafeur pneumatique avec compresseur 24L et tuyau 10m. Fonctionne très bien
outdoor ;; fr ;; generic ;; outdoor ;; 18 ;; Mousquetons de sécurité x5 ;; 5 mousquetons à vis Black Diamond, utilisés en salle d'escalade. Aucune chute
outdoor ;; fr ;; generic ;; outdoor ;; 30 ;; Canne à pêche carpe + moulinet ;; canne carpe 3,60m 3lbs avec moulinet débrayable et nylon neuf. Sans appâts
instruments ;; fr ;; generic ;; instruments ;; 150 ;; Violon 4/4 avec archet et étui ;; violon d'étude 4/4, archet en pernambouc, étui rigide. Chevalet changé en 2023
instruments ;; fr ;; generic ;; instruments ;; 100 ;; Ukulélé concert + housse ;; ukulélé concert en acajou, cordes Aquila neuves, housse et accordeur
tickets ;; fr ;; generic ;; tickets ;; 75 ;; Billet concert Indochine Stade de France au prix coûtant ;; 1 billet fosse pour Indochine le 15 juin, revendu au prix payé (75€, ticket d'origine montré en photo). Transfert nominatif par la plateforme officielle de revente du billettiste après la vente ici
collectibles ;; fr ;; generic ;; collectibles ;; 25 ;; Pièces de 2 euros commémoratives ;; 10 pièces de 2€ commémoratives françaises et étrangères, en circulation. Vendu en lot uniquement
collectibles ;; fr ;; generic ;; collectibles ;; 20 ;; Améthyste brute et quartz fumé ;; lot de minéraux : une pointe d'améthyste, un quartz fumé et une pyrite. Collection d'enfance
collectibles ;; fr ;; generic ;; collectibles ;; 12 ;; Anciens billets de francs ;; 3 billets de 50 et 100 francs, usagés, hors cours depuis 2002. Pour collectionneurs
collectibles ;; fr ;; generic ;; collectibles ;; 15 ;; Boîte en fer vintage biscuits LU ;; boîte métallique de biscuits LU décorée, années 70. Un peu de rouille sur le fond. Vide
collectibles ;; fr ;; generic ;; collectibles ;; 10 ;; Cartes téléphoniques anciennes lot 30 ;; 30 télécartes France Télécom des années 90, utilisées. Pour collection
services ;; fr ;; generic ;; services ;; 20 ;; Cours de guitare débutant Toulouse ;; je donne des cours de guitare acoustique et électrique pour débutants, chez moi ou chez vous. 20€/h. Contactez-moi via la messagerie du site
services ;; fr ;; generic ;; services ;; 15 ;; Garde de chat à domicile ;; je passe nourrir votre chat, changer la litière et lui faire des câlins pendant vos vacances. Quartier Croix-Rousse
services ;; fr ;; generic ;; services ;; 35 ;; Montage de meubles en kit ;; je monte vos meubles en kit (armoires, lits, bureaux), outillage fourni. Devis gratuit sur photo envoyée par la messagerie
services ;; fr ;; generic ;; services ;; 25 ;; Repassage à domicile ;; service de repassage, je récupère et je ramène le linge. 25€ le panier. Secteur Bordeaux rive droite
services ;; fr ;; generic ;; services ;; 50 ;; Accordage de piano ;; accordeur diplômé, accordage de piano droit ou à queue, petits réglages. Déplacement inclus dans un rayon de 20km
services ;; fr ;; generic ;; services ;; 150 ;; Photographe shooting famille et grossesse ;; séance photo en extérieur d'1h, 30 photos retouchées livrées en galerie privée. Idéal grossesse, famille, animaux
science ;; fr ;; generic ;; toys ;; 20 ;; Kit système solaire à construire ;; maquette du système solaire à monter et à peindre, phosphorescente. Pour enfants 8+. Sans produits chimiques, juste peinture fournie
office ;; fr ;; generic ;; office ;; 15 ;; Destructeur de documents coupe croisée ;; destructeur de papier coupe croisée, 6 feuilles, corbeille 12L. Fonctionne
appliances ;; fr ;; generic ;; appliances ;; 130 ;; Cave à vin 33 bouteilles ;; cave de vieillissement 33 bouteilles, température réglable. Classe énergétique C. Pas de bruit
bikes ;; fr ;; generic ;; bikes ;; 200 ;; Vélo de ville Peugeot vintage ;; vélo de ville Peugeot des années 80, révisé, pneus 650B neufs. Antivol à clé fourni avec 2 clés. Vélo marqué Bicycode
party ;; fr ;; generic ;; party ;; 12 ;; Kit déco soirée casino ;; déco pour soirée casino : nappes vertes, ballons as de pique, cartes géantes et jetons en carton. Servi une fois
jewellery ;; fr ;; vinted ;; jewellery ;; 80 ;; Bague or 18 carats avec certificat ;; bague en or jaune 750/1000, taille 54, 2,8 g. Certificat d'authenticité de la bijouterie fourni
jewellery ;; fr ;; vinted ;; jewellery ;; 10 ;; Collier perles fantaisie ;; collier de perles fantaisie (imitation) doubles rangs, fermoir doré. Bijou fantaisie, pas de perles de culture
watches ;; fr ;; vinted ;; watches ;; 60 ;; Montre Tissot quartz avec maillons ;; montre tissot quartz acier, pile changée. J'ai gardé les 2 maillons retirés, je les envoie avec
cameras ;; fr ;; generic ;; cameras ;; 420 ;; Appareil photo Sony A6000 + objectif ;; sony alpha 6000 avec objectif 16-50, 9800 déclenchements. Deux batteries, chargeur. Parfait pour débuter
cameras ;; fr ;; generic ;; cameras ;; 60 ;; Polaroid Now + pellicules ;; appareil polaroid now blanc, avec 2 packs de films couleur. Fonctionne
audio ;; fr ;; generic ;; audio ;; 80 ;; Platine vinyle Technics + vinyles ;; platine technics avec cellule neuve, plus 20 vinyles variété française. A récupérer à Lille
sports ;; fr ;; generic ;; sports ;; 25 ;; Gants de boxe 12oz ;; gants de boxe 12 oz, utilisés une saison en club, avec bandes
crafts ;; fr ;; generic ;; crafts ;; 15 ;; Cure-pipes et pompons loisirs créatifs ;; lot de cure-pipes colorés, pompons et yeux mobiles pour bricolages d'enfants. Neuf
fashion ;; en ;; vinted ;; fashion ;; 14 ;; Black cigarette trousers size 10 ;; M&S cigarette trousers, black, high waist, size 10 regular. Worn twice for interviews lol. No marks
fashion ;; en ;; vinted ;; fashion ;; 40 ;; Camel wool coat Whistles size 12 ;; gorgeous camel coat, 80% wool, size 12. A couple of bobbles under the arms, otherwise great. Happy to bundle
fashion ;; en ;; vinted ;; fashion ;; 25 ;; Alpha Industries MA-1 bomber jacket olive M ;; classic MA1 bomber, olive with orange lining, size M. Bought from a proper stockist, tags cut out but the inside label is there. Some fading on the cuffs
fashion ;; en ;; vinted ;; fashion ;; 12 ;; Burgundy velvet midi dress 8 ;; burgundy velvet wrap dress, size 8, worn to one christmas party. Slight crease from storage
fashion ;; en ;; vinted ;; fashion ;; 20 ;; Arsenal home shirt 2023/24 fan version ;; Arsenal home shirt from the club shop, fan version not the authentic player one, size L. Saka 7 printed on the back. Washed inside out
fashion ;; en ;; vinted ;; fashion ;; 18 ;; Bralette and knicker set lace M&S 34B ;; lace bralette 34B and matching knickers size 10, brand new with tags, never worn. Sent in a plain mailer
fashion ;; en ;; vinted ;; fashion ;; 15 ;; Red swimsuit high leg 12 ;; red high leg swimsuit, size 12, worn on one holiday. Hygiene liner still in place
fashion ;; en ;; vinted ;; fashion ;; 10 ;; Tank top bundle x4 size S ;; 4 ribbed tank tops from Primark and H&M, white black grey and sage, size S. All good condition
fashion ;; en ;; vinted ;; fashion ;; 30 ;; Faux leather trench coat black ;; faux leather trench, size 14, belted. It's PU not real leather, just so you know. Looks expensive tho
fashion ;; en ;; vinted ;; fashion ;; 8 ;; Guinness rugby shirt vintage ;; old promo Guinness rugby shirt, size XL, 90s. Some fading on the logo which I think adds to it
fashion ;; en ;; vinted ;; fashion ;; 22 ;; Scandi inspired knit jumper ;; chunky knit jumper with a fair isle yoke, very scandi inspired, size M. No brand label, bought at a craft fair in Shetland
fashion ;; en ;; vinted ;; fashion ;; 35 ;; Champagne satin slip dress bridesmaid ;; champagne coloured satin slip dress, size 10, worn once as a bridesmaid. Has been dry cleaned
fashion ;; en ;; vinted ;; fashion ;; 6 ;; Baby bodysuits 0-3 months bundle ;; 5 short sleeve bodysuits 0-3m, Next and George. Washed in non bio
fashion ;; en ;; vinted ;; fashion ;; 45 ;; Barbour waxed jacket green 38 ;; barbour bedale, size 38, rewaxed last autumn. Tartan lining has a small tear near the pocket, see pics. Genuine, has the warrant crests
shoes ;; en ;; vinted ;; shoes ;; 45 ;; Western cowboy boots tan UK 6 ;; tan leather western boots, UK 6 / EU 39, pointed toe. Worn a handful of times to festivals
shoes ;; en ;; vinted ;; shoes ;; 50 ;; Nike Air Force 1 white UK 9 ;; AF1s white, UK 9, bought from Nike app (receipt screenshot in photos). Creasing on toe box, soles clean
shoes ;; en ;; ebay ;; shoes ;; 20 ;; Steel toe cap work boots size 10 S1P ;; safety boots with steel toe cap and midsole, S1P rated. Used for a couple of months on site
phones ;; en ;; ebay ;; phones ;; 340 ;; iPhone 14 128GB Midnight unlocked ;; iPhone 14 unlocked to all networks, battery health 91%. Signed out of iCloud and factory reset, Find My turned off. Always in a case. Comes boxed with cable
phones ;; en ;; ebay ;; phones ;; 85 ;; Samsung Galaxy S20 cracked back glass ;; back glass is cracked (see photos) but the screen is perfect and everything works. Selling as is
phones ;; en ;; ebay ;; phones ;; 100 ;; Locked to EE - Samsung A54 hence price ;; Galaxy A54 locked to EE. Works perfectly on an EE sim. I haven't tried to unlock it so priced accordingly
phones ;; en ;; ebay ;; phones ;; 15 ;; Wireless charger stand compatible, not Apple ;; 15W wireless charging stand, compatible with iPhone and Samsung. Not an Apple or Samsung product, generic brand, works fine
phones ;; en ;; ebay ;; phones ;; 12 ;; Snapdragon gaming phone cooler fan ;; clip on phone cooling fan with RGB, works with most phones, I used it on a snapdragon 8 gen 2 phone for gaming. USB-C powered
phones ;; en ;; ebay ;; phones ;; 8 ;; Phone case with card slot iPhone 15 ;; wallet style phone case with a slot for 2 cards, tan faux leather. Brand new
home ;; en ;; ebay ;; home ;; 18 ;; Wine rack 16 bottle wooden ;; wooden wine rack, holds 16 bottles, flat pack and easy to put together. No wine included haha
home ;; en ;; ebay ;; home ;; 10 ;; Whisky stones gift set ;; set of 9 soapstone whisky stones with 2 tumblers, unused gift. Keeps your drink cold without watering it down
home ;; en ;; ebay ;; home ;; 12 ;; Bayonet cap bulbs B22 60W x10 ;; 10 old style bayonet B22 light bulbs, warm white. New in box, found in the loft
home ;; en ;; ebay ;; home ;; 20 ;; Smoke alarm and carbon monoxide alarm pack ;; 2 smoke alarms and 1 CO alarm, 10 year sealed batteries. Spares after we had mains ones fitted
home ;; en ;; ebay ;; home ;; 25 ;; Artificial olive tree 120cm fake plant ;; fake olive tree in a pot, 120cm, looks real from across the room. Bit dusty, will wipe before collection
home ;; en ;; ebay ;; home ;; 35 ;; Money safe small with key and digital code ;; small home safe, 25x20x20, opens with a 4 digit code or the override key (both keys included). Code reset to default
home ;; en ;; ebay ;; home ;; 8 ;; Hot water bottle with knitted cover ;; 2L hot water bottle, new rubber, hand knitted cover by my mum. Cosy
home ;; en ;; ebay ;; home ;; 15 ;; Document wallet expanding file A4 ;; 13 pocket expanding file for documents, bills, certificates. Labelled tabs. Unused
home ;; en ;; ebay ;; home ;; 14 ;; Vintage Smith's crisps tin ;; old crisps tin, probably 1960s, lid fits. Rust spots but lovely graphics. Empty
kids ;; en ;; ebay ;; kids ;; 55 ;; Maxi-Cosi Pearl isofix car seat ;; Maxi-Cosi Pearl group 1 isofix car seat, never been in an accident. Covers washed. Manufactured 2020 (label on base)
kids ;; en ;; ebay ;; kids ;; 10 ;; Child safety locks for cupboards x10 ;; magnetic cupboard locks, 10 locks and 2 keys. Still in the box, we never got round to fitting them
kids ;; en ;; ebay ;; kids ;; 40 ;; Electric breast pump motor with new kit ;; pump motor used for 3 months, comes with a brand new sealed set of flanges, valves and bottle. Everything that touches milk is new
kids ;; en ;; ebay ;; kids ;; 15 ;; Baby monitor audio only ;; simple audio baby monitor, parent unit rechargeable. Range is great, works through 2 floors
kids ;; en ;; ebay ;; kids ;; 25 ;; Cot bed mattress 140x70 ;; cot bed mattress, used for one child, always with a waterproof protector. Clean, no stains
kids ;; en ;; ebay ;; kids ;; 6 ;; Calpol style oral syringes 5ml x4 ;; 4 oral dosing syringes 5ml for baby medicine, new and sealed, no needles. Came spare with a pack
toys ;; en ;; ebay ;; toys ;; 12 ;; Toy till with play money ;; toy cash register with scanner, play card and pretend notes and coins. Lots of beeps. Takes 3 x AA
toys ;; en ;; ebay ;; toys ;; 25 ;; Lightsaber Obi-Wan Kenobi toy ;; blue lightsaber toy with sounds and lights, extends. Needs new AAA batteries
toys ;; en ;; ebay ;; toys ;; 30 ;; Poker chip set 500 in aluminium case ;; 500 chips, 2 decks and a dealer button in a case. For home games, all chips present
toys ;; en ;; ebay ;; toys ;; 15 ;; Knight costume with foam sword age 5-6 ;; knight dress up with tabard, foam helmet and soft sword and shield. Worn once for world book day
toys ;; en ;; ebay ;; toys ;; 20 ;; Hot Wheels bundle 40 cars ;; 40 hot wheels and matchbox cars, played with, some chipped paint. Includes a carry case
toys ;; en ;; ebay ;; toys ;; 18 ;; Water balloon launcher slingshot 3 person ;; giant water balloon launcher, 3 person elastic band type for the garden or beach. Comes with 100 balloons
furniture ;; en ;; ebay ;; furniture ;; 70 ;; Double wardrobe with mirror ;; white double wardrobe with mirror door, 100x55x190. Will need dismantling to get out, collection only Leeds
furniture ;; en ;; ebay ;; furniture ;; 30 ;; Marble effect side table ;; side table with marble effect top and gold legs. It's not real marble, it's MDF with a wrap
furniture ;; en ;; ebay ;; furniture ;; 20 ;; Locker style metal cabinet ;; small metal locker cabinet in green, 2 doors, key lock (1 key). Great for a kids room or garage
kitchen ;; en ;; ebay ;; kitchen ;; 20 ;; Cutlery set 24 piece stainless ;; 24 piece cutlery set for 6, knives forks and spoons, wedding present we never opened
kitchen ;; en ;; ebay ;; kitchen ;; 12 ;; Gin balloon glasses set of 4 ;; 4 copa gin glasses, one has a tiny chip on the base. Hand wash only
kitchen ;; en ;; ebay ;; kitchen ;; 35 ;; NutriBullet 900 with cups ;; nutribullet 900W with 2 tall cups and 1 short. Blade seals fine. Makes a great smoothie
kitchen ;; en ;; ebay ;; kitchen ;; 15 ;; Waffle maker Belgian style ;; non stick waffle maker, makes 2 thick waffles. Used maybe 5 times
kitchen ;; en ;; ebay ;; kitchen ;; 8 ;; Shot glasses set of 6 ;; 6 heavy base shot glasses, souvenir from Dublin. Clean
computers ;; en ;; ebay ;; computers ;; 230 ;; Dell Latitude 7490 i7 16GB ;; i7 8650U, 16GB, 512GB SSD, 14in FHD. Windows 11 Pro activated with its digital licence. BIOS not locked
computers ;; en ;; ebay ;; computers ;; 40 ;; Document camera visualiser for teaching ;; USB document camera, great for online teaching or showing worksheets. Works on Windows and Mac
computers ;; en ;; ebay ;; computers ;; 15 ;; A4 copier paper 5 reams ;; box of 5 reams A4 80gsm copier paper, unopened. Collection preferred, heavy
computers ;; en ;; ebay ;; computers ;; 25 ;; Messenger laptop bag 15.6 ;; canvas messenger bag for laptops up to 15.6 inch, padded sleeve. Strap a bit worn
computers ;; en ;; ebay ;; computers ;; 30 ;; Webcam 1080p with privacy cover ;; full HD webcam with built in mic and a slide privacy shutter. Plug and play
garden ;; en ;; ebay ;; garden ;; 10 ;; Weed puller tool stand up ;; stand up weed puller, pulls dandelions out root and all without bending. No chemicals needed
garden ;; en ;; ebay ;; garden ;; 15 ;; Electric fly zapper ;; indoor UV fly killer, plug in, 20W. Tray comes out for cleaning
garden ;; en ;; ebay ;; garden ;; 25 ;; Pot plant stand 3 tier ;; 3 tier metal plant pot stand, holds 9 pots. Slight rust on the feet
garden ;; en ;; ebay ;; garden ;; 12 ;; Yellow sticky traps greenhouse x30 ;; 30 yellow sticky traps for whitefly and fungus gnats, non toxic. Opened pack
garden ;; en ;; ebay ;; garden ;; 60 ;; Artificial grass roll 2m x 4m ;; leftover artificial grass, 30mm pile, 2x4m. Never laid. Collection only
vehicle ;; en ;; ebay ;; vehicle ;; 55 ;; Ford Escort Mk3 rear lights pair ;; pair of rear lights for a Mk3 Escort, original Ford. Lenses uncracked, one bulb holder a bit corroded
vehicle ;; en ;; ebay ;; vehicle ;; 90 ;; Tyres 225/40 R18 92Y x2 ;; 2 x Pirelli P Zero 225/40 ZR18 92Y, 5mm tread, DOT 1823. Removed for winter tyres
vehicle ;; en ;; ebay ;; vehicle ;; 70 ;; Exhaust back box silencer Fiesta Mk7 ;; genuine rear silencer off a 2015 Fiesta 1.25, no holes. Part no on the label in the pics
vehicle ;; en ;; ebay ;; vehicle ;; 40 ;; Motorcycle helmet Shoei size S ;; full face helmet size S, never dropped, dark visor included. ECE 22.05
vehicle ;; en ;; ebay ;; vehicle ;; 25 ;; Turbo boost gauge 52mm ;; aftermarket boost gauge 52mm with pod. Took it out when I sold the car
health ;; en ;; ebay ;; health ;; 30 ;; Blood glucose meter unused ;; glucose meter kit, brand new and sealed, bought as a spare and never needed. No strips or lancets, just the meter
health ;; en ;; ebay ;; health ;; 45 ;; Massage gun percussion ;; percussion massage gun with 6 heads, 30 speeds. Great after the gym. Carry case
health ;; en ;; ebay ;; health ;; 120 ;; Folding wheelchair lightweight ;; aluminium self propel wheelchair, folds into a car boot. Used for 2 months after my op
health ;; en ;; ebay ;; health ;; 20 ;; Pulse oximeter and thermometer ;; fingertip pulse oximeter and an ear thermometer. Both work, new batteries
health ;; en ;; ebay ;; health ;; 15 ;; Prescription glasses frames only Ray-Ban ;; Ray-Ban frames, my old prescription lenses taken out so you can get your own put in at an optician. Case included
pets ;; en ;; ebay ;; pets ;; 30 ;; Fish tank 54 litre with filter ;; 54L tank with filter and heater, empty and cleaned, no fish. Collection only, Bristol
pets ;; en ;; ebay ;; pets ;; 20 ;; Dog crate medium 30 inch ;; metal dog crate 30 inch with tray and divider. Folds flat
pets ;; en ;; ebay ;; pets ;; 12 ;; Catnip toys and cat wand bundle ;; bundle of cat toys: 3 catnip mice, a wand with feathers and a tunnel. My cat prefers boxes
pets ;; en ;; ebay ;; pets ;; 50 ;; Horse rug 6'3 turnout ;; medium weight turnout rug 6'3, waterproof, a couple of rubs repaired
pets ;; en ;; ebay ;; pets ;; 15 ;; Hamster cage with wheel ;; hamster cage with wheel, water bottle and hide. No hamster lol
books ;; en ;; ebay ;; books ;; 12 ;; British National Formulary BNF 84 ;; BNF 84, the medicines reference book, for nursing or pharmacy students. Some highlighting
books ;; en ;; ebay ;; books ;; 18 ;; Harry Potter paperback box set ;; all 7 paperbacks in the slipcase, read once by my son. Slipcase slightly squashed on one corner
books ;; en ;; ebay ;; books ;; 4 ;; Bullet journal A5 dotted ;; A5 dotted bullet journal, hard cover, 2 pages used and torn out. Otherwise new
beauty ;; en ;; vinted ;; beauty ;; 20 ;; Urban Decay Naked Heat palette ;; naked heat palette, swatched and used a few times. Mirror fine
beauty ;; en ;; vinted ;; beauty ;; 10 ;; Acid toner and peel bundle ;; glycolic acid toner 7% and a lactic acid serum, both about half left. Not for me
beauty ;; en ;; vinted ;; beauty ;; 35 ;; Dior Poison Girl 50ml ;; Poison Girl eau de parfum 50ml, about 70% left, in box. Bought from Boots
games ;; en ;; ebay ;; games ;; 20 ;; Call of Duty Black Ops Cold War PS4 ;; disc in case with the cover. Works fine, PEGI 18
games ;; en ;; ebay ;; games ;; 15 ;; Zelda Link amiibo Twilight Princess ;; wolf link amiibo, loose no box. Tested and works
tools ;; en ;; ebay ;; tools ;; 15 ;; Grease gun lever type ;; lever grease gun with flexi hose, half a cartridge still in. Good working order
tools ;; en ;; ebay ;; tools ;; 60 ;; Nail gun cordless second fix ;; cordless brad nailer, 18 gauge, with 2 batteries and charger. Used on one kitchen fit
tools ;; en ;; ebay ;; tools ;; 25 ;; Hole saw kit in case ;; hole saw kit 19 to 127mm with arbors, some teeth a bit blunt on the small ones
outdoor ;; en ;; ebay ;; outdoor ;; 20 ;; Climbing karabiners screwgate x5 ;; 5 DMM screwgate karabiners, used indoors only, no big falls. CE marked
outdoor ;; en ;; ebay ;; outdoor ;; 35 ;; Sea fishing rod and reel beachcaster ;; 12ft beachcaster with a fixed spool reel loaded with 15lb line. Weights not included
outdoor ;; en ;; ebay ;; outdoor ;; 15 ;; Camping stove windshield ;; foldable aluminium windshield for camping stoves. Gas not included
instruments ;; en ;; ebay ;; instruments ;; 80 ;; Cigar box guitar 3 string ;; hand made cigar box guitar, 3 strings, open G tuning. Made from an empty cigar box, sounds bluesy. Pickup fitted
instruments ;; en ;; ebay ;; instruments ;; 140 ;; Yamaha clarinet with case ;; student clarinet, new pads in 2022, comes with reeds and a cleaning kit
tickets ;; en ;; ebay ;; tickets ;; 85 ;; Coldplay ticket Wembley at face value ;; 1 standing ticket for Coldplay, selling at face value 85 quid as I can't go. It's in the official ticketing app, transferred to you through the official transfer once bought here
collectibles ;; en ;; ebay ;; collectibles ;; 30 ;; Royal Mint 50p coins bundle ;; 12 commemorative 50p coins from circulation, Peter Rabbit and Olympics ones (no Kew Gardens sorry). Circulated condition
collectibles ;; en ;; ebay ;; collectibles ;; 20 ;; Fossil ammonite polished pair ;; polished ammonite fossil cut in half, 8cm, from Madagascar. Bought in a rock shop in Whitby
collectibles ;; en ;; ebay ;; collectibles ;; 12 ;; Old pound notes £1 Bank of England ;; 2 old £1 notes, no longer legal tender, circulated. For collectors only
collectibles ;; en ;; ebay ;; collectibles ;; 40 ;; Pokemon Charizard card graded PSA 8 ;; Charizard from Evolutions, graded PSA 8, slab has light scratches. Cert number visible in pics
collectibles ;; en ;; ebay ;; collectibles ;; 25 ;; Beatles Revolver vinyl LP ;; Revolver on vinyl, 1980s repress, sleeve with ring wear, vinyl plays well with some crackle
services ;; en ;; ebay ;; services ;; 30 ;; GCSE maths tutoring online or in person ;; qualified teacher offering GCSE and A level maths tuition, £30/hr. Online or in person in Croydon. Message through here to book
services ;; en ;; ebay ;; services ;; 40 ;; Man with a van - small removals ;; small removals and single item collections across Manchester. 2 men available for heavy stuff. Price depends on distance
services ;; en ;; ebay ;; services ;; 15 ;; Dog walking Clapham ;; hour long dog walks, solo or small groups (max 3). DBS checked. Happy to do a meet and greet first
services ;; en ;; ebay ;; services ;; 25 ;; Laptop repair and virus removal ;; I fix laptops and PCs, screen replacements, SSD upgrades, slow computers. Free quote. Genuine or compatible parts, your choice
services ;; en ;; ebay ;; services ;; 20 ;; Clothes alterations and repairs ;; hems, zips, taking in. From £8. Drop off in Hove
science ;; en ;; ebay ;; toys ;; 25 ;; Snap circuits electronics kit ;; snap together circuit kit, 100 projects, all pieces present. No chemicals, just parts and a battery box
office ;; en ;; ebay ;; office ;; 20 ;; Filing cabinet 2 drawer with key ;; 2 drawer filing cabinet, grey, lockable (1 key). Some scuffs
appliances ;; en ;; ebay ;; appliances ;; 90 ;; Wine fridge 18 bottles ;; under counter wine cooler, 18 bottles, dual zone. Works perfectly, moving house
bikes ;; en ;; ebay ;; bikes ;; 220 ;; Carrera hybrid bike medium ;; Carrera hybrid, 700x35c tyres, 21 speed. D lock and 2 keys included. Frame security marked
party ;; en ;; ebay ;; party ;; 10 ;; Casino night party decorations ;; casino party pack: giant cards, dice balloons, green table covers. Used once for a 50th
jewellery ;; en ;; vinted ;; jewellery ;; 95 ;; 9ct gold chain hallmarked 20 inch ;; 9ct yellow gold curb chain, hallmarked, 20 inches, 4.2g. Comes with the original receipt and box
jewellery ;; en ;; vinted ;; jewellery ;; 12 ;; Costume jewellery bundle vintage ;; bundle of vintage costume jewellery, brooches and clip on earrings. Imitation pearls and paste stones. Nan's
watches ;; en ;; ebay ;; watches ;; 70 ;; Citizen Eco-Drive with extra links ;; Citizen eco drive, solar powered, keeps good time. Comes with 3 removed bracelet links
cameras ;; en ;; ebay ;; cameras ;; 350 ;; Canon 6D full frame body 32k shutter count ;; Canon 6D body only, shutter count about 32,000. Small scuff on the top plate. Ideal for weddings or portrait shoots
cameras ;; en ;; ebay ;; cameras ;; 45 ;; Instax mini 12 with film ;; pink instax mini 12 and 1 pack of film. Barely used
audio ;; en ;; ebay ;; audio ;; 60 ;; Record player Audio-Technica LP60 ;; automatic turntable with built in preamp, needle replaced this year
sports ;; en ;; ebay ;; sports ;; 20 ;; Boxing gloves 16oz and hand wraps ;; Lonsdale 16oz gloves and wraps, used for a few months of boxercise
crafts ;; en ;; ebay ;; crafts ;; 12 ;; Iron-on transfer paper A4 x10 ;; 10 sheets of iron on transfer paper for t-shirts, for inkjet printers. Opened pack
fashion ;; it ;; vinted ;; fashion ;; 15 ;; Pantalone sigaretta nero tg 42 ;; pantalone a sigaretta nero, vita alta, indossato 2 volte. Nessun difetto. Spedizione con vinted
fashion ;; it ;; vinted ;; fashion ;; 40 ;; Cappotto cammello lana tg M ;; cappotto color cammello, 70% lana, taglia M. Caldissimo, qualche pallino sotto le braccia
fashion ;; it ;; vinted ;; fashion ;; 12 ;; Vestito bordeaux velluto ;; vestito in velluto bordeaux taglia S, messo a una cena di natale. Come nuovo
fashion ;; it ;; vinted ;; fashion ;; 18 ;; Maglia Torino granata ufficiale ;; maglia del Torino granata acquistata allo store ufficiale, versione tifoso, taglia L. Con cartellino
fashion ;; it ;; vinted ;; fashion ;; 25 ;; Bomber nero uomo Rifle ;; giubbotto bomber nero marca Rifle (il marchio di jeans fiorentino), taglia L. Usato ma tenuto bene
fashion ;; it ;; vinted ;; fashion ;; 14 ;; Costume intero blu tg 44 ;; costume intero blu con scollatura sulla schiena, taglia 44. Indossato in vacanza, lavato a mano
fashion ;; it ;; vinted ;; fashion ;; 20 ;; Reggiseno Intimissimi 3B nuovo ;; reggiseno in pizzo Intimissimi taglia 3B color cipria, nuovo con cartellino. Spedito in busta anonima normale
fashion ;; it ;; vinted ;; fashion ;; 22 ;; Giacca similpelle stile biker ;; giacca in ecopelle (non è pelle vera), stile biker, taglia 40. Zip argentate perfette
fashion ;; it ;; vinted ;; fashion ;; 9 ;; Body neonato 3-6 mesi lotto 4 ;; 4 body manica lunga Chicco 3-6 mesi, lavati con detersivo delicato
shoes ;; it ;; vinted ;; shoes ;; 35 ;; Stivali texani pelle 38 ;; stivali western texani in vera pelle, numero 38. Suola rifatta dal calzolaio
shoes ;; it ;; ebay ;; shoes ;; 18 ;; Scarpe antinfortunistiche S3 n 43 ;; scarpe da lavoro con puntale in acciaio, S3, usate poco. Numero 43
phones ;; it ;; ebay ;; phones ;; 290 ;; iPhone 12 Pro 128GB sbloccato ;; iPhone 12 pro 128gb, libero da ogni operatore, batteria 83%. Disconnesso da iCloud e ripristinato. Vetro posteriore con un graffio
phones ;; it ;; ebay ;; phones ;; 110 ;; Samsung A53 bloccato TIM ;; Samsung Galaxy A53 bloccato su rete TIM, per questo il prezzo basso. Funziona perfettamente con sim TIM
phones ;; it ;; ebay ;; phones ;; 10 ;; Cover iPhone 13 con portacarte ;; cover in silicone con tasca portacarte sul retro. Nuova
phones ;; it ;; ebay ;; phones ;; 20 ;; Power bank 20000 mAh ;; power bank 20000mah con 2 porte usb e una usb-c, ricarica rapida. Con cavo
home ;; it ;; ebay ;; home ;; 60 ;; Armadio 2 ante bianco ;; armadio a 2 ante bianco 100x55x200, smontato con tutta la ferramenta. Ritiro a Monza
home ;; it ;; ebay ;; home ;; 20 ;; Portabottiglie da parete 12 bottiglie ;; portabottiglie in legno da appendere, 12 posti. Senza bottiglie ovviamente
home ;; it ;; ebay ;; home ;; 15 ;; Caraffa decanter in vetro ;; decanter per vino in vetro soffiato, 1,5 litri. Nessuna scheggiatura
home ;; it ;; ebay ;; home ;; 8 ;; Capsule compatibili Nespresso 100 pz ;; 100 capsule compatibili nespresso, gusto intenso, scadenza 2027. Ho cambiato macchina del caffè
home ;; it ;; ebay ;; home ;; 12 ;; Lampadine attacco baionetta B22 ;; 4 lampadine led attacco a baionetta B22, luce calda. Nuove
home ;; it ;; ebay ;; home ;; 25 ;; Cassaforte piccola con chiave ;; cassaforte elettronica piccola con 2 chiavi d'emergenza. Resetto il codice prima di consegnarla
kids ;; it ;; ebay ;; kids ;; 50 ;; Seggiolino auto isofix gruppo 1 ;; seggiolino isofix 9-18 kg, mai incidentato, fodere lavate. Anno di produzione 2021
kids ;; it ;; ebay ;; kids ;; 30 ;; Tiralatte elettrico con kit nuovo ;; tiralatte elettrico, motore usato pochi mesi, tutte le parti a contatto col latte nuove e sigillate
kids ;; it ;; ebay ;; kids ;; 12 ;; Blocca ante sicurezza bambini ;; 8 blocchi magnetici per ante e cassetti con 2 chiavi magnetiche. Mai montati
toys ;; it ;; ebay ;; toys ;; 10 ;; Carte napoletane e carte da scopa ;; 3 mazzi di carte napoletane (denari, coppe, spade e bastoni) per scopa e briscola. Uno è un po' usurato
toys ;; it ;; ebay ;; toys ;; 15 ;; Spada laser Star Wars ;; spada laser rossa con suoni e luci, si allunga. Pile AAA non incluse
toys ;; it ;; ebay ;; toys ;; 25 ;; Tombola natalizia con 48 cartelle ;; tombola classica con tabellone, 48 cartelle e sacchetto dei numeri. Completa, per le feste in famiglia
toys ;; it ;; ebay ;; toys ;; 30 ;; Lego City stazione di polizia 60316 ;; lego city stazione di polizia completa con minifigure e istruzioni. Senza scatola
kitchen ;; it ;; ebay ;; kitchen ;; 20 ;; Piastra per waffel ;; macchina per waffel antiaderente, fa 2 waffel alla volta. Usata poco
kitchen ;; it ;; ebay ;; kitchen ;; 25 ;; Set posate 24 pezzi acciaio ;; servizio di posate per 6 persone, coltelli da tavola, forchette, cucchiai e cucchiaini. Regalo di nozze mai usato
kitchen ;; it ;; ebay ;; kitchen ;; 15 ;; Bicchieri da gin tonic 4 pz ;; 4 calici balloon per gin tonic, vetro sottile. Lavati
computers ;; it ;; ebay ;; computers ;; 200 ;; Notebook Lenovo 14 pollici i5 ;; lenovo ideapad i5, 8gb ram, ssd 256. Windows 11 con licenza digitale originale del pc. Batteria ok
computers ;; it ;; ebay ;; computers ;; 18 ;; Cartucce stampante Epson compatibili ;; cartucce compatibili (non originali Epson, lo scrivo chiaro) per XP-2100, nero e colori. Sigillate
garden ;; it ;; ebay ;; garden ;; 12 ;; Trappola per calabroni asiatici ;; 2 trappole per vespe e calabroni, vuote (si riempiono con birra e zucchero). Da appendere
garden ;; it ;; ebay ;; garden ;; 30 ;; Tagliaerba elettrico 1400W ;; tosaerba elettrico con lama affilata di recente e sacco di raccolta. Funziona
vehicle ;; it ;; ebay ;; vehicle ;; 100 ;; Gomme 205/55 R16 91H x4 ;; 4 pneumatici Bridgestone 205/55 R16 91H, DOT 2222, battistrada 5 mm. Smontate per cambio cerchi
vehicle ;; it ;; ebay ;; vehicle ;; 70 ;; Silenziatore scarico originale Vespa GTS ;; silenziatore originale Piaggio per Vespa GTS 300, smontato a 5000 km. Perfetto
vehicle ;; it ;; ebay ;; vehicle ;; 45 ;; Casco moto jet taglia M ;; casco jet omologato ECE 22.06 taglia M, visiera fumé. Mai caduto
health ;; it ;; ebay ;; health ;; 25 ;; Misuratore di pressione da polso ;; misuratore pressione da polso, memoria 90 misurazioni, pile incluse
health ;; it ;; ebay ;; health ;; 35 ;; Aerosol per bambini ;; apparecchio aerosol a pistone con mascherine nuove, senza farmaci. Usato un inverno
pets ;; it ;; ebay ;; pets ;; 40 ;; Acquario 60 litri completo ;; acquario 60 litri con filtro, riscaldatore e luce. Vuoto, senza pesci. Ritiro a mano a Bologna
pets ;; it ;; ebay ;; pets ;; 18 ;; Trasportino gatto ;; trasportino rigido per gatti fino a 8 kg, sportello in metallo
books ;; it ;; ebay ;; books ;; 15 ;; Farmacologia - manuale universitario ;; manuale di farmacologia per infermieristica, ed. 2020. Qualche sottolineatura a matita
beauty ;; it ;; vinted ;; beauty ;; 30 ;; Profumo Opium 50 ml ;; eau de parfum Opium YSL 50 ml, usato al 30%. Originale con scatola
games ;; it ;; ebay ;; games ;; 15 ;; Call of Duty WWII PS4 ;; gioco in disco con custodia, PEGI 18. Funzionante
outdoor ;; it ;; ebay ;; outdoor ;; 18 ;; Moschettoni arrampicata x4 ;; 4 moschettoni a ghiera Petzl, usati in palestra di arrampicata. Nessuna caduta
outdoor ;; it ;; ebay ;; outdoor ;; 35 ;; Canna da pesca spinning con mulinello ;; canna spinning 2,70 m con mulinello e filo nuovo. Esche non incluse
instruments ;; it ;; ebay ;; instruments ;; 130 ;; Violino 4/4 con archetto e custodia ;; violino da studio 4/4, archetto, custodia e colofonia. Corde nuove
tickets ;; it ;; ebay ;; tickets ;; 70 ;; Biglietto concerto Vasco San Siro prezzo nominale ;; 1 biglietto prato per Vasco a San Siro, vendo al prezzo pagato (70€). Cambio nominativo dal circuito ufficiale dopo l'acquisto qui
collectibles ;; it ;; ebay ;; collectibles ;; 20 ;; Vecchie lire banconote lotto ;; 5 banconote da 1000 e 2000 lire fuori corso, usate. Per collezionisti
collectibles ;; it ;; ebay ;; collectibles ;; 15 ;; Latta vintage caffè anni 60 ;; latta di caffè decorata anni 60, vuota, un po' di ruggine sul fondo
services ;; it ;; ebay ;; services ;; 20 ;; Ripetizioni di latino e greco ;; laureata in lettere classiche offre ripetizioni di latino e greco per il liceo, 20€/ora. A Padova o online
services ;; it ;; ebay ;; services ;; 15 ;; Pet sitter per gatti a domicilio ;; vengo a casa tua a nutrire il gatto e pulire la lettiera quando sei in ferie. Zona Milano Città Studi
services ;; it ;; ebay ;; services ;; 45 ;; Piccoli traslochi con furgone ;; piccoli traslochi e trasporto mobili a Roma e provincia, anche smontaggio. Preventivo via messaggio qui
appliances ;; it ;; ebay ;; appliances ;; 120 ;; Cantinetta vino 12 bottiglie ;; cantinetta frigo per 12 bottiglie, silenziosa, temperatura regolabile. Funziona perfettamente
bikes ;; it ;; ebay ;; bikes ;; 160 ;; Bici da corsa alluminio taglia 54 ;; bici da corsa in alluminio, Shimano Claris 16v, copertoni 700x25c nuovi. Lucchetto ad arco regalato
jewellery ;; it ;; vinted ;; jewellery ;; 75 ;; Anello oro 18 kt con certificato ;; anello in oro giallo 750, misura 14, 2,5 g. Con certificato di garanzia della gioielleria
watches ;; it ;; ebay ;; watches ;; 50 ;; Orologio Swatch con maglie extra ;; swatch irony in acciaio, pila nuova. Includo le 2 maglie tolte dal cinturino
cameras ;; it ;; ebay ;; cameras ;; 250 ;; Fotocamera Canon 750D corpo ;; canon 750D solo corpo, circa 12.000 scatti, sensore pulito. Batteria e caricatore
audio ;; it ;; ebay ;; audio ;; 70 ;; Giradischi vintage con vinili ;; giradischi anni 80 funzionante, puntina nuova, con 15 vinili di cantautori italiani
fashion ;; de ;; vinted ;; fashion ;; 15 ;; Zigarettenhose schwarz Gr. 38 ;; schwarze Zigarettenhose von Esprit, hoher Bund, 2x getragen. Keine Mängel. Versand über Vinted
fashion ;; de ;; vinted ;; fashion ;; 45 ;; Mantel camel Wolle Gr. 40 ;; langer Wollmantel in Camel, 70% Wolle, Größe 40. Leichte Knötchen unter den Armen
fashion ;; de ;; vinted ;; fashion ;; 12 ;; Kleid bordeaux Samt S ;; Samtkleid in bordeaux, Gr. S, einmal auf einer Weihnachtsfeier getragen. Wie neu
fashion ;; de ;; vinted ;; fashion ;; 25 ;; Bomberjacke oliv Herren L ;; klassische Bomberjacke oliv mit orangem Futter, Größe L. Bündchen leicht ausgeleiert
fashion ;; de ;; vinted ;; fashion ;; 20 ;; BVB Trikot Fan Version 23/24 ;; BVB Heimtrikot aus dem offiziellen Fanshop, Fanversion (nicht Authentic), Gr. M, mit Etikett
fashion ;; de ;; vinted ;; fashion ;; 18 ;; BH Triumph 75B neu ;; BH von Triumph in 75B, hautfarben, neu mit Etikett. Falsche Größe bestellt, Rückgabefrist verpasst
fashion ;; de ;; vinted ;; fashion ;; 14 ;; Badeanzug schwarz Gr. 36 ;; schwarzer Badeanzug mit Rückenausschnitt, Gr. 36, einmal im Urlaub getragen
fashion ;; de ;; vinted ;; fashion ;; 22 ;; Kunstlederjacke Biker Stil ;; Jacke aus Kunstleder (kein Echtleder), Bikerstil, Gr. M. Reißverschlüsse top
fashion ;; de ;; vinted ;; fashion ;; 30 ;; Dirndl mit Schürze Gr. 36 ;; Dirndl in Dunkelgrün mit Schürze und Bluse, Gr. 36, zweimal auf der Wiesn getragen. Gereinigt
shoes ;; de ;; vinted ;; shoes ;; 30 ;; Westernstiefel braun Gr. 39 ;; Westernstiefel aus Echtleder, Gr. 39, spitze Form. Absätze neu beim Schuster
shoes ;; de ;; ebay ;; shoes ;; 20 ;; Sicherheitsschuhe S3 Gr. 44 ;; Arbeitsschuhe mit Stahlkappe, S3, ein paar Wochen auf der Baustelle getragen
phones ;; de ;; ebay ;; phones ;; 310 ;; iPhone 13 128GB ohne Simlock ;; iPhone 13, ohne Simlock für alle Netze, Akku 87%. Aus iCloud abgemeldet und zurückgesetzt. Immer mit Hülle
phones ;; de ;; ebay ;; phones ;; 80 ;; Samsung Galaxy A52 Display Sprung ;; Display hat einen Sprung oben rechts, Touch funktioniert überall. Mit Ladegerät. Festpreis
phones ;; de ;; ebay ;; phones ;; 12 ;; Handyhülle mit Kartenfach Pixel 7 ;; Hülle mit Kartenfach für 2 Karten, Kunstleder braun. Neu
phones ;; de ;; ebay ;; phones ;; 25 ;; Powerbank 20000 mAh ;; Powerbank mit 20000mAh, USB-C und 2x USB-A. Lädt ein Handy ca. 4 mal
home ;; de ;; ebay ;; home ;; 20 ;; Weinregal Holz für 20 Flaschen ;; Weinregal aus Kiefernholz, 20 Flaschen, stapelbar. Ohne Flaschen natürlich
home ;; de ;; ebay ;; home ;; 10 ;; Weihnachtskugeln Glas 24 Stück ;; 24 Christbaumkugeln aus Glas, rot und gold, in Originalkarton. Zwei haben kleine Kratzer
home ;; de ;; ebay ;; home ;; 15 ;; Rauchmelder 3er Set ;; 3 Rauchmelder mit 10-Jahres-Batterie, neu und originalverpackt. VdS geprüft
home ;; de ;; ebay ;; home ;; 12 ;; Glühbirnen Bajonett B22 ;; 6 LED Lampen mit Bajonettsockel B22, warmweiß. Neu, falsche Fassung gekauft
home ;; de ;; ebay ;; home ;; 35 ;; Tresor klein mit Schlüssel ;; kleiner Möbeltresor mit Zahlenschloss und 2 Notschlüsseln. Code wird vor Abgabe zurückgesetzt
home ;; de ;; ebay ;; home ;; 18 ;; Dokumentenmappe Leder A4 ;; Dokumentenmappe aus braunem Leder mit Reißverschluss, für Zeugnisse, Urkunden und Verträge. Kaum benutzt
kids ;; de ;; ebay ;; kids ;; 55 ;; Kindersitz Isofix Gruppe 1 ;; Isofix Kindersitz 9-18 kg, unfallfrei, Bezüge gewaschen. Herstellungsjahr 2021
kids ;; de ;; ebay ;; kids ;; 35 ;; Milchpumpe elektrisch mit neuem Zubehör ;; elektrische Milchpumpe, Motor gebraucht, alle Teile mit Milchkontakt neu und originalverpackt
kids ;; de ;; ebay ;; kids ;; 10 ;; Kindersicherung Schubladen 10 Stück ;; magnetische Schranksicherungen, 10 Stück mit 2 Schlüsseln. Nie montiert
toys ;; de ;; ebay ;; toys ;; 12 ;; Kaufladen Kasse mit Spielgeld ;; Spielkasse mit Scanner, Spielgeld (Scheine und Münzen) und Karte. Batterien AA
toys ;; de ;; ebay ;; toys ;; 20 ;; Lichtschwert Star Wars rot ;; Lichtschwert mit Licht und Sound, ausziehbar. Braucht AAA Batterien
toys ;; de ;; ebay ;; toys ;; 15 ;; Ritterkostüm mit Schaumstoffschwert ;; Ritterkostüm für 4-6 Jahre mit Helm und weichem Schwert aus Schaumstoff. Einmal an Fasching getragen
toys ;; de ;; ebay ;; toys ;; 25 ;; Playmobil Polizeistation 6919 ;; Polizeistation mit Figuren, Zelle und Auto. Ein paar Kleinteile fehlen
kitchen ;; de ;; ebay ;; kitchen ;; 20 ;; Waffeleisen Belgische Waffeln ;; Waffeleisen für dicke Waffeln, antihaftbeschichtet, nur ein paar Mal benutzt
kitchen ;; de ;; ebay ;; kitchen ;; 25 ;; Besteckset 24 teilig Edelstahl ;; Besteck für 6 Personen, Messer, Gabeln, Löffel, Kaffeelöffel. Hochzeitsgeschenk, nie benutzt
kitchen ;; de ;; ebay ;; kitchen ;; 12 ;; Gin Gläser 4er Set ;; 4 Ballongläser für Gin Tonic, dünnes Glas, keine Macken
computers ;; de ;; ebay ;; computers ;; 240 ;; ThinkPad T14 Ryzen 5 16GB ;; Lenovo ThinkPad T14, Ryzen 5 Pro, 16GB RAM, 512GB SSD. Windows 11 Pro mit digitaler Lizenz des Geräts. BIOS ohne Passwort
computers ;; de ;; ebay ;; computers ;; 30 ;; Dokumentenscanner Canon ;; Flachbettscanner A4 für Dokumente und Fotos, USB. Funktioniert einwandfrei
garden ;; de ;; ebay ;; garden ;; 12 ;; Wespenfalle 2 Stück ;; 2 Wespenfallen zum Aufhängen, leer (man füllt Saft oder Bier mit Zucker ein). Ohne Gift
garden ;; de ;; ebay ;; garden ;; 35 ;; Rasenmäher elektrisch 1400W ;; Elektro Rasenmäher, Messer frisch geschliffen, Fangkorb dabei. Läuft gut
vehicle ;; de ;; ebay ;; vehicle ;; 120 ;; Winterreifen 205/55 R16 91H ;; 4 Winterreifen Continental 205/55 R16 91H, DOT 3821, 6mm Profil. Ohne Felgen
vehicle ;; de ;; ebay ;; vehicle ;; 60 ;; Endschalldämpfer Golf 7 original ;; originaler Endschalldämpfer VW Golf 7 1.4 TSI, bei 50.000 km ausgebaut. Nicht durchgerostet
vehicle ;; de ;; ebay ;; vehicle ;; 40 ;; Motorradhelm Gr. M ;; Integralhelm Größe M, ECE 22.06, getönte Zusatzscheibe. Nie gestürzt
health ;; de ;; ebay ;; health ;; 25 ;; Blutdruckmessgerät Handgelenk ;; Blutdruckmessgerät fürs Handgelenk, Speicher für 2 Personen, Batterien dabei
health ;; de ;; ebay ;; health ;; 80 ;; Rollator faltbar mit Sitz ;; faltbarer Rollator mit Bremsen, Korb und Sitz. Von meiner Oma, wenig benutzt
pets ;; de ;; ebay ;; pets ;; 40 ;; Aquarium 60 Liter komplett ;; Aquarium 60L mit Filter, Heizstab und LED. Leer, ohne Fische. Nur Abholung in Köln
pets ;; de ;; ebay ;; pets ;; 25 ;; Kratzbaum 1,2 m ;; Kratzbaum mit Höhle und 3 Ebenen, Sisal unten abgenutzt. Zerlegbar
books ;; de ;; ebay ;; books ;; 15 ;; Pharmakologie Lehrbuch Pflege ;; Lehrbuch Pharmakologie für Pflegeberufe, Ausgabe 2019, einige Markierungen
games ;; de ;; ebay ;; games ;; 15 ;; Call of Duty Modern Warfare PS4 ;; Spiel auf Disc mit Hülle, USK 18. Funktioniert
tools ;; de ;; ebay ;; tools ;; 20 ;; Heißluftpistole 2000W ;; Heißluftfön zum Lack entfernen und Folie anbringen, mit Düsen. Funktioniert
tools ;; de ;; ebay ;; tools ;; 15 ;; Fettpresse Hebel ;; Hebelfettpresse mit Schlauch, halbe Kartusche noch drin
outdoor ;; de ;; ebay ;; outdoor ;; 18 ;; Karabiner Kletterkarabiner 5 Stück ;; 5 Schraubkarabiner für Klettern, nur in der Halle benutzt, keine Stürze. CE
outdoor ;; de ;; ebay ;; outdoor ;; 30 ;; Angelrute Spinnrute mit Rolle ;; Spinnrute 2,40 m mit Rolle und neuer Schnur. Köder nicht dabei
instruments ;; de ;; ebay ;; instruments ;; 120 ;; Geige 4/4 mit Bogen und Koffer ;; Schülergeige 4/4 mit Bogen, Koffer und Kolophonium. Neue Saiten
tickets ;; de ;; ebay ;; tickets ;; 80 ;; Konzertticket Helene Fischer zum Originalpreis ;; 1 Stehplatzticket, Verkauf zum Originalpreis (80 €), da ich nicht kann. Umschreibung über die offizielle Ticketbörse des Veranstalters nach dem Kauf hier
collectibles ;; de ;; ebay ;; collectibles ;; 20 ;; Alte DM Scheine Sammlung ;; 3 alte DM Scheine (5, 10 und 20 Mark), gebraucht, kein gültiges Zahlungsmittel mehr. Für Sammler
collectibles ;; de ;; ebay ;; collectibles ;; 18 ;; Mineralien Sammlung Rauchquarz Pyrit ;; kleine Mineraliensammlung: Rauchquarz, Pyrit, Amethyst, Bergkristall. Aus meiner Kindheit
services ;; de ;; ebay ;; services ;; 25 ;; Nachhilfe Mathe und Physik ;; Student gibt Nachhilfe in Mathe und Physik bis zum Abitur, 25 € pro Stunde. In Hamburg-Altona oder online. Anfrage über die Nachrichten hier
services ;; de ;; ebay ;; services ;; 40 ;; Möbelmontage und kleine Umzüge ;; ich baue Möbel auf und helfe bei kleinen Umzügen mit Transporter im Raum München. Preis nach Aufwand
appliances ;; de ;; ebay ;; appliances ;; 110 ;; Weinkühlschrank 18 Flaschen ;; Weinkühlschrank für 18 Flaschen, zwei Zonen, leise. Umzugsbedingt abzugeben
bikes ;; de ;; ebay ;; bikes ;; 190 ;; Trekkingrad 28 Zoll RH 52 ;; Trekkingrad 28 Zoll, Shimano Deore, Nabendynamo. Bügelschloss mit 2 Schlüsseln dabei. Rahmennummer eingraviert, Kaufbeleg vorhanden
jewellery ;; de ;; vinted ;; jewellery ;; 85 ;; Goldkette 585 mit Zertifikat ;; Goldkette 585er Gelbgold, 45 cm, 3,5 g. Mit Zertifikat vom Juwelier
watches ;; de ;; ebay ;; watches ;; 60 ;; Junghans Funkuhr mit Ersatzgliedern ;; Junghans Funkuhr aus Edelstahl, neue Batterie. Die 3 entfernten Glieder liegen bei
cameras ;; de ;; ebay ;; cameras ;; 280 ;; Nikon D7100 Body 18.000 Auslösungen ;; Nikon D7100 Gehäuse, ca. 18.000 Auslösungen, Sensor sauber. Akku und Ladegerät dabei
audio ;; de ;; ebay ;; audio ;; 75 ;; Plattenspieler Dual CS 505 ;; Dual Plattenspieler, neue Nadel, läuft einwandfrei. Haube mit Kratzern
`;

const listings = areaListingsFromLines(marked, 'innocent3');
// The split, by greedy balance over language and area (`balancedSplit`): every listing is clean, so nothing else to balance.
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-innocent-third.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
