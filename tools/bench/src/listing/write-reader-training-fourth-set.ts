import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';

/*
 * Writes data/listing/validation-reader-training-fourth.json: the fourth TRAINING set for the learned listing reader (issue
 * 19), written by hand on 2026-11-30 by a writer who changes no rule (stop 52, task 52t). It is training data, not a measure:
 * every record is in the `tune` part (nothing is held out), no bench reads it, and the trainer reads it with every other
 * `validation-*.json` (`training/labelled-sets.ts`). Its writer read no rule code, lexicon, brand table or README rules table
 * and no earlier set's records — only the thirty-first writer's header (its first 105 lines) and last 8 lines, the first,
 * second and third training sets' headers (up to their first record), the line parser (`marked-listing.ts`), the trainer's
 * set reader (`training/labelled-sets.ts`), the scorer (evasion-quality.ts), the contract's flag codes and profiles, and
 * issue 19.
 * Aim: the kinds the reader still gets wrong, in the lead's general reading of its errors. (1) Problems said with no
 * regulated word: schemes and services described only by what they do (an address lent for a registration, a vehicle's
 * checks or limits got round, a night's "company", an exam or coursework done for another, bought reviews and followers, a
 * membership card passed on); copies described by the original's marks, look, serial or factory, or as an "homage";
 * pirated media named by file format, storage or a whole collection on a drive; goods found, left behind in a taxi or on a
 * train, taken from a work site, a hotel or an employer; medicines by dose, leftovers and effect, or by a brand name alone;
 * weapons by calibre, action or use, weapon parts by their part names, a gun found in a drawer in the middle of a clearance
 * list; tickets and vouchers above or below face value; accounts, licence keys and memberships passed on. (2) Hard
 * negatives: about half of the clean listings (by a rough word-cue count, 243 of 431) deny or distance themselves from the
 * problem (original with receipt and not a copy, sealed, empty, blunt, no nicotine, the battery stays in the device, signed
 * out of the owner's account), speak of the seller's own use (a tracker or dashcam on one's own vehicle, an emptied medicine
 * cabinet, a kitchen knife, a pill organiser), are books, series, films and games about crime and drugs, trade tools that
 * sound dangerous (chainsaws, nail guns, a kitchen torch), or use contact and payment words innocently (an old telephone
 * with its serial number, the site's own chat, payment and shipping, cash at collection). (3) Where the label sits: 149
 * problems carry their label in the title only, 143 in the description only, and 117 in both (the title names the object,
 * the description the condition; one label in each field, the same code). (4) Lengths and voices: very short listings (218
 * descriptions of 30 characters or fewer) and long ones (21 of 250 or more: a garage, loft or cellar clearance with the
 * problem in the middle of a price list, a pram or a room described at length with the payment or contact move near the
 * end); a teenager with slang and emoji, an older or retired seller, a parent, a collector, a trade clearing stock, a shop,
 * all capitals, no accents, typos, each country's shorthand. (5) Contact and payment moved off the site: 58 problems (a
 * seventh), most inside long text — numbers in words with tens, spaced, dotted and dashed digit groups, landlines, e-mails
 * with the local words for "at" and "dot", shop addresses with the word for "dot" and "slash", a link-list page, handles on
 * photo and video networks and a named social-network page, instant-payment apps, friends-and-family transfers, prepaid
 * top-ups, neobanks and bank transfers or deposits before shipping.
 * 840 listings: PT 168, ES 166, FR 164, EN 166, IT 88, DE 88. 409 with a problem, 431 clean (every problem has a clean
 * twin in similar words and the same language — the same object for an innocent use, sold whole, new, sealed or with proof
 * of purchase, or its allowed sibling — next to it; 22 hard negatives stand alone). By language (problems / clean): PT
 * 83/85, ES 81/85, FR 80/84, EN 81/85, IT 42/46, DE 42/46. Kinds (first label): prohibited item 271, restricted item 80
 * (items 351), phone 20, off-site payment 20, social handle 10, e-mail 4, link 4; 526 labels in all. Profiles: olx-pt and
 * vinted (PT), wallapop and vinted (ES), generic and vinted (FR), ebay (EN, DE), generic (IT).
 * Areas (38, in listings; problems in brackets): contact 76 (38), counterfeit 54 (27), weapons 54 (27), services 50 (25),
 * stolen 50 (25), payment 40 (20), accounts 38 (19), health 34 (17), cars 32 (16), kids 32 (16), documents 24 (12), media
 * 20 (10), beauty 20 (10), perfume 20 (10), wildlife 20 (10), drugs 20 (10), adult 20 (10), vaping 20 (10), party 18 (9),
 * money 18 (9), data 16 (8), batteries 14 (7), drinks 14 (7), tickets 12 (6), uniforms 12 (6), tobacco 12 (6), pets 12
 * (6), helmets 12 (6), clearance 12 (6), chemicals 10 (5), recalls 8 (4), hunting 8 (4), vouchers 8 (4), supplements 8
 * (4), books 6, tools 6, games 5, electronics 5 (the last four hard negatives only); a problem and its twin share their area.
 * Label policy: the thirty-first's (a careful moderator of a general European marketplace), with the kinds it does not
 * name placed as the earlier training sets placed them. Prohibited: counterfeits, switchblades, butterfly and gravity
 * knives, knuckle-dusters, firearms and their parts without papers, prescription medicines, drugs and their seeds and
 * cuttings, animals without the identification the law asks or taken from the wild, protected animal parts, tobacco brought
 * from abroad, banned pesticides and poisons, unmarked or professional fireworks and stadium flares, recalled goods,
 * odometer, emission and speed cheats, sexual services and worn underwear, personal data and identity scans, accounts with
 * credentials and memberships passed on, pirated media and resold licence keys, goods found or of unexplained origin,
 * official documents and plates without papers, current uniforms, imitation banknotes, testers and not-for-resale samples,
 * tickets resold above face value and deceiving services (an address lent for registration, work or an exam done for
 * another, bought reviews and followers). Restricted: fixed-blade hunting knives, air rifles above the free limit,
 * blank-firing and alarm pistols, nicotine vapes, home-distilled spirits and full bottles sold by the lot, unlabelled
 * hazardous chemicals, supplements sold with healing claims, opened cosmetics and coloured lenses without prescription,
 * second-hand child seats and helmets after a knock or a fall, loose lithium cells, gift cards at a discount and foreign
 * cash (the scorer meets either item code). Contact, links and payment moved off the site are labelled where they are
 * asked for; the site's chat, payment and shipping, cash at a hand-over and the seller's other listings are clean. The
 * labels mark the words that carry the problem.
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description`, labels inline as `{{code|text}}`
 * (`areaListingsFromLines`); `area` is kept in the JSON beside the listing. No two fields of the set are equal.
 * Collisions: a scratch check (deleted) loaded every other `data/listing/validation-*.json` (47 files, the three earlier
 * training sets included, 38,644 titles and descriptions) and compared each of this set's titles and descriptions, case-
 * and accent-folded with white space collapsed, exactly and by any shared 40-character window, printing only this set's
 * strings. First run (1,604 fields, 802 listings): 119 collided — 108 exactly (106 short titles, 2 short descriptions) and
 * 11 by a window (10 descriptions, two of them phone numbers in words sharing a run of number words; 1 title) — and 2 groups
 * of its own fields were equal (6 fields); every one was rewritten in this writer's words (titles given the seller's own
 * detail, descriptions rephrased, the numbers changed). Second run: 3 (2 titles, 1 description), rewritten again; third run
 * 0. Thirty-eight listings were then added (licence keys, plates, exams sat for another, memberships passed on, 1,680
 * fields in all): 1 short title collided exactly, was rewritten, and the last run found 0 colliding and 0 equal fields.
 * Written: `node --conditions=@circular/source tools/bench/src/listing/write-reader-training-fourth-set.ts`.
 */

// Lines come in pairs, a problem and then its clean twin (a few hard negatives stand alone).
const marked = `
services ;; pt ;; olx-pt ;; services ;; 80 ;; {{prohibited_item|Morada para registo, sem complicacoes}} ;; Tens de meter morada em Portugal para as financas ou para a carta? {{prohibited_item|empresto a minha morada para registares o teu nome}}, nao precisas de viver ca. Pagamento por mes, tudo discreto
services ;; pt ;; olx-pt ;; services ;; 80 ;; Ajuda com mudanca de morada nas financas ;; Mudou de casa e nao sabe alterar a morada no portal? Vou consigo ao balcao e explico tudo passo a passo, com os seus proprios documentos. Reformado, paciente
cars ;; pt ;; olx-pt ;; car-parts ;; 150 ;; {{prohibited_item|Modulo para passar na inspecao}} ;; Liga na ficha e desliga a luz do motor durante a inspecao, depois tira-se. Ja passei 3 carros com isto
cars ;; pt ;; olx-pt ;; car-parts ;; 150 ;; Modulo OBD para ler avarias no telemovel ;; Ligo na ficha do carro e vejo os codigos de avaria no meu proprio telemovel, uso para saber o que dizer ao mecanico antes da inspecao. Funciona em diesel e gasolina
counterfeit ;; pt ;; vinted ;; bags ;; 45 ;; {{prohibited_item|Mala castanha monograma LV}} ;; Igualzinha a original, {{prohibited_item|mesma fabrica, costuras e numero de serie como a verdadeira}}. Sem caixa. 45e ultimo preco
counterfeit ;; pt ;; vinted ;; bags ;; 690 ;; Mala castanha monograma LV com fatura ;; Comprada na loja da Avenida, tenho fatura e o saco de pano. Original, nao e copia, codigo de data dentro do bolso. Aceito verificacao na Vinted
health ;; pt ;; olx-pt ;; health ;; 25 ;; Comprimidos para dormir a noite toda ;; Sobraram do tratamento da minha mae, {{prohibited_item|caixa de 30 comprimidos de 10 mg, a pessoa apaga em meia hora}}. Envio por CTT
health ;; pt ;; olx-pt ;; health ;; 25 ;; Armario de medicamentos branco, espelho ;; Esvaziei o armario dos medicamentos da casa de banho da minha mae, vai sem nada dentro, so o movel com espelho e duas prateleiras. Tem 3 pequenos riscos
weapons ;; pt ;; olx-pt ;; hunting ;; 300 ;; {{prohibited_item|Calibre 12 semi-automatica}} ;; Era do meu falecido pai, {{prohibited_item|sem livrete, vendo sem papeis}}, funciona perfeitamente. Entrego em maos zona de Viseu
weapons ;; pt ;; olx-pt ;; hunting ;; 35 ;; Bolsa para cartuchos calibre 12, couro ;; Bolsa de cinto para cartuchos vazia, couro velho, era do meu falecido pai que caçava. Nao tem municao nenhuma, e so a bolsa. Viseu
media ;; pt ;; olx-pt ;; games ;; 40 ;; {{prohibited_item|Disco 2TB com toda a colecao}} ;; {{prohibited_item|Disco externo com 400 jogos PS2 e filmes em mkv, colecao completa}}, e so ligar a consola desbloqueada
media ;; pt ;; olx-pt ;; games ;; 40 ;; Disco externo 2TB vazio, formatado ;; Disco externo de 2 TB, formatado e sem nada la dentro, usei para backups das fotos. Cabo USB incluido
stolen ;; pt ;; olx-pt ;; tools ;; 120 ;; Berbequim e rebarbadora Hilti ;; {{prohibited_item|Sobras da obra, vieram do estaleiro da empresa}}, ninguem deu pela falta. Sem fatura claro
stolen ;; pt ;; olx-pt ;; tools ;; 120 ;; Berbequim e rebarbadora Hilti, fim de obra ;; Acabei a minha empresa de remodelacoes e vendo as ferramentas que eram minhas, tenho as faturas em nome da empresa. Funcionam bem
tickets ;; pt ;; olx-pt ;; tickets ;; 220 ;; {{prohibited_item|2 bilhetes Rock in Rio sabado}} ;; {{prohibited_item|Paguei 79 cada, vendo a 220 os dois porque esta esgotado}}. Transfiro para o teu email depois do pagamento
tickets ;; pt ;; olx-pt ;; tickets ;; 158 ;; 2 bilhetes Rock in Rio sabado, preco de custo ;; Afinal nao vou. Peco o mesmo que me custaram, 79 cada, e a troca faz-se na revenda oficial do festival
accounts ;; pt ;; olx-pt ;; games ;; 60 ;; {{prohibited_item|Conta Fortnite com 90 skins, dou mail e pass}} ;; Nivel alto, skins raras. Depois de pagar mudas tu os dados
accounts ;; pt ;; olx-pt ;; games ;; 60 ;; Cartao oferta Fortnite 5000 V-Bucks selado ;; Recebi duas vezes no aniversario, este ainda esta fechado com a raspadinha intacta. Nao e conta, e o cartao
beauty ;; pt ;; vinted ;; beauty ;; 12 ;; {{restricted_item|Base Dior usada 3 vezes}} ;; Tom 2N, nao era o meu tom. Sobra mais de metade
beauty ;; pt ;; vinted ;; beauty ;; 32 ;; Base Dior tom 2N nunca aberta ;; Ainda com o selo de plastico, nunca aberta, recebi no Natal mas nao e o meu tom
perfume ;; pt ;; vinted ;; beauty ;; 30 ;; Perfume Chanel 100ml caixa branca ;; {{prohibited_item|E tester, caixa branca lisa sem celofane}}, cheio. Cheira igual
perfume ;; pt ;; vinted ;; beauty ;; 8 ;; Frasco vazio Chanel n5 para decoracao ;; Frasco vazio, acabou o perfume, fica giro na comoda. So o vidro e a tampa
kids ;; pt ;; olx-pt ;; kids ;; 40 ;; {{restricted_item|Cadeira auto grupo 1 isofix Bebe Confort}} ;; Boa cadeira, {{restricted_item|teve um toque num acidente ligeiro mas esta impecavel}}, sem marcas
kids ;; pt ;; olx-pt ;; kids ;; 40 ;; Cadeira de refeicao Bebe Confort ;; Cadeira da papa, regulavel em altura, tabuleiro lava na maquina. Nunca caiu nem partiu nada
batteries ;; pt ;; olx-pt ;; bikes ;; 90 ;; {{restricted_item|Pack de celulas 18650 soltas, 40 unidades}} ;; Tirei de baterias de portatil, testadas uma a uma
batteries ;; pt ;; olx-pt ;; bikes ;; 90 ;; Bicicleta eletrica com bateria ;; A bateria fica dentro do quadro, vai com a bicicleta e o carregador original. Envio nao, so recolha
contact ;; pt ;; olx-pt ;; furniture ;; 70 ;; Comoda antiga de pinho ;; Comoda de pinho com 4 gavetas, era da minha avo, precisa de uma lixadela mas esta firme. Tenho tambem mesinhas de cabeceira a condizer se quiser o conjunto faco melhor preco. Nao respondo a perguntas sobre o ultimo preco por aqui porque a app as vezes nao me avisa, {{contact_phone|liga para o nove um seis, dois dois sete, quatro quatro zero}} e combinamos. Recolha em Braga
contact ;; pt ;; olx-pt ;; furniture ;; 70 ;; Comoda antiga de pinho com espelho ;; Comoda de pinho com 4 gavetas e espelho, era da minha avo, firme. Tenho tambem mesinhas a condizer. Perguntas por mensagem aqui no OLX que eu respondo a noite. Recolha em Braga, ajudo a carregar
payment ;; pt ;; olx-pt ;; phones ;; 320 ;; iPhone 13 azul 128, bateria 88 ;; Bateria a 88 por cento, sempre com capa e pelicula, caixa e cabo. Troquei pelo 15 por isso vendo. Ja tive problemas com compradores que desistem por isso so envio {{off_platform_payment|depois de transferencia por MB WAY para o meu numero}}, nao faco entregas em maos
payment ;; pt ;; olx-pt ;; phones ;; 320 ;; iPhone 13 128GB azul com caixa ;; Bateria a 88 por cento, sempre com capa. Troquei pelo 15. Envio pela compra segura do OLX ou entrega em maos em Coimbra com pagamento na hora. Numero de serie visivel na caixa
wildlife ;; pt ;; olx-pt ;; pets ;; 60 ;; {{prohibited_item|Pintassilgos machos cantam bem}} ;; {{prohibited_item|Apanhados ca na serra este verao}}, ja comem alpista. Sem anilha
wildlife ;; pt ;; olx-pt ;; pets ;; 60 ;; Canarios machos cantam bem ;; Nascidos no meu aviario, anilha oficial de criador e declaracao. Ja comem sozinhos
drugs ;; pt ;; olx-pt ;; garden ;; 15 ;; {{prohibited_item|Sementes da boa para relaxar}} ;; Feminizadas, florescem em 8 semanas. Discricao total
drugs ;; pt ;; olx-pt ;; garden ;; 15 ;; Tomate coracao de boi, sementes secas em envelope ;; Da minha horta, secas e em envelopes de 50. Boa para quem quer relaxar na horta ao fim de semana
adult ;; pt ;; olx-pt ;; services ;; 50 ;; Massagem ao domicilio, so homens ;; {{prohibited_item|Finalizacao incluida, momento a dois sem pressas}}, disponivel a noite
adult ;; pt ;; olx-pt ;; services ;; 35 ;; Massagem desportiva em casa, fisioterapeuta ;; Fisioterapeuta com cedula, massagem para atletas e dores nas costas, marcacao com recibo
documents ;; pt ;; olx-pt ;; services ;; 400 ;; {{prohibited_item|Carta de conducao rapido}} ;; {{prohibited_item|Carta B sem ir a exame, entrega em 2 semanas}}, tudo registado
documents ;; pt ;; olx-pt ;; books ;; 10 ;; Livro codigo da estrada 2026 ;; Manual para o exame de codigo da carta B, com testes no fim. Passei a primeira
uniforms ;; pt ;; olx-pt ;; collectibles ;; 90 ;; {{prohibited_item|Farda PSP completa atual com crachas}} ;; Serve para tudo, tamanho M
uniforms ;; pt ;; olx-pt ;; collectibles ;; 25 ;; Fato de policia carnaval, crianca 8 anos ;; Para o carnaval, com boné e algemas de brincar, vestido uma so vez na festa da escola
stolen ;; pt ;; olx-pt ;; phones ;; 100 ;; Samsung S22 encontrado ;; {{prohibited_item|Encontrei no comboio, esta bloqueado a conta de alguem}}, vende-se para pecas ou quem saiba desbloquear
stolen ;; pt ;; olx-pt ;; phones ;; 100 ;; Samsung S22 para pecas, ecra partido ;; Era meu, caiu e partiu o ecra. Fiz reset e sai da conta Google, vai desbloqueado. Fatura em meu nome
data ;; pt ;; olx-pt ;; services ;; 200 ;; {{prohibited_item|Base de dados clientes ginasio}} ;; {{prohibited_item|5000 contactos com nome, telefone e morada dos socios}}, otimo para vendas
data ;; pt ;; olx-pt ;; services ;; 20 ;; Modelo de ficha de cliente em Excel ;; Folha de calculo em branco para registar clientes de um ginasio, sem dados de ninguem, so o modelo
tobacco ;; pt ;; olx-pt ;; food ;; 35 ;; {{prohibited_item|Volume de tabaco trazido de Andorra}} ;; Marlboro e Camel, 10 macos, mais barato que no cafe
tobacco ;; pt ;; olx-pt ;; collectibles ;; 35 ;; Macos de tabaco vazios colecao anos 80 ;; Colecao de macos vazios dos anos 80, Andorra, Espanha, Franca, sem tabaco dentro, para colecionador
vaping ;; pt ;; olx-pt ;; other ;; 15 ;; Vapes descartaveis 10000 puffs ;; {{restricted_item|Sabores todos, entrego a porta da escola}}
vaping ;; pt ;; olx-pt ;; other ;; 15 ;; Difusor de aromas USB 10 cores ;; Faz vapor de agua com oleos, para o quarto ou escritorio. Sem nicotina nem nada, e para a casa
drinks ;; pt ;; olx-pt ;; food ;; 12 ;; {{restricted_item|Aguardente da terra 1 litro}} ;; {{restricted_item|Feita no alambique do meu tio, sem rotulo}}, 50 graus
drinks ;; pt ;; olx-pt ;; food ;; 12 ;; Garrafao antigo de vidro 5 litros, vazio ;; Garrafao de aguardente vazio com empalhamento, decorativo, da casa do meu tio
chemicals ;; pt ;; olx-pt ;; garden ;; 30 ;; {{prohibited_item|Herbicida forte das antigas}} ;; {{prohibited_item|Ja nao se vende, mata tudo ate a raiz, garrafa sem rotulo}}
chemicals ;; pt ;; olx-pt ;; garden ;; 30 ;; Pulverizador de jardim 5L ;; Pulverizador de pressao para regar e tratar plantas, lavado, vazio, nunca levou produtos fortes
party ;; pt ;; olx-pt ;; party ;; 80 ;; {{prohibited_item|Caixa de foguetes e bombas de festa}} ;; Sobras das festas da aldeia, dao um estouro valente
party ;; pt ;; olx-pt ;; party ;; 8 ;; Livro As Festas e os Foguetes da Aldeia ;; Livro de historia local sobre as festas e fogueteiros do Minho, capa dura, como novo
recalls ;; pt ;; olx-pt ;; kids ;; 35 ;; Baloico de bebe Fisher Price ;; {{prohibited_item|E daquele modelo que retiraram do mercado}} mas o meu nunca deu problemas
recalls ;; pt ;; olx-pt ;; kids ;; 35 ;; Baloico de bebe Fisher Price novo modelo ;; Modelo atual, comprado este ano, verifiquei no site da marca que nao tem recolha. Com manual
counterfeit ;; pt ;; vinted ;; shoes ;; 40 ;; {{prohibited_item|Jordan 1 Chicago versao LJR}} ;; Qualidade top, igual as originais, 42
counterfeit ;; pt ;; vinted ;; shoes ;; 140 ;; Jordan 1 Chicago originais 42 ;; Compradas na Snipes, tenho o talao, a caixa e as etiquetas. Aceito autenticacao
weapons ;; pt ;; olx-pt ;; knives ;; 25 ;; {{prohibited_item|Canivete que abre com um botao}} ;; {{prohibited_item|Lamina salta sozinha}}, ideal para defesa
weapons ;; pt ;; olx-pt ;; kitchen ;; 25 ;; Faca de cozinha de chef 20 cm ;; Para a minha cozinha comprei um conjunto novo, esta fica. Corta bem, cabo de madeira
hunting ;; pt ;; olx-pt ;; hunting ;; 60 ;; {{restricted_item|Faca de mato}} ;; {{restricted_item|Lamina fixa de 22 cm}} com bainha de couro, afiadissima
hunting ;; pt ;; olx-pt ;; hunting ;; 60 ;; Machado de lenha Fiskars ;; Para rachar lenha na lareira, cabo de fibra, pouco uso
money ;; pt ;; olx-pt ;; collectibles ;; 50 ;; Notas de 50 de cinema, pacote ;; {{prohibited_item|Parecem verdadeiras ao toque, passam bem}}, pacote de 100
money ;; pt ;; olx-pt ;; collectibles ;; 50 ;; Notas de escudo antigas para colecao ;; Notas de 100 e 500 escudos fora de circulacao, sem valor legal, para colecionador
vouchers ;; pt ;; olx-pt ;; vouchers ;; 70 ;; {{restricted_item|Cartao Continente 100e, vendo por 70}} ;; Ganhei num sorteio, preciso de dinheiro vivo
vouchers ;; pt ;; olx-pt ;; vouchers ;; 15 ;; Porta-cartoes de pele para cartoes de oferta ;; Carteira fina para cartoes de loja e de oferta, nova, pele castanha
services ;; pt ;; olx-pt ;; services ;; 150 ;; {{prohibited_item|Faco o teu trabalho de fim de curso}} ;; {{prohibited_item|Entregas como se fosse teu, sem plagio}}, qualquer curso
services ;; pt ;; olx-pt ;; services ;; 15 ;; Explicacoes de matematica 12 ano ;; Professora reformada, ajudo a preparar o exame nacional, tu fazes os exercicios, eu explico
services ;; pt ;; olx-pt ;; services ;; 30 ;; {{prohibited_item|Pacote de 50 avaliacoes Google}} ;; 50 comentarios de contas reais
services ;; pt ;; olx-pt ;; books ;; 30 ;; Livro marketing digital para pequenos negocios ;; Ensina a pedir avaliacoes aos clientes verdadeiros e a responder a criticas. Como novo
cars ;; pt ;; olx-pt ;; car-parts ;; 90 ;; {{prohibited_item|Chip para a trotinete eletrica}} ;; {{prohibited_item|Tira o limite dos 25, chega aos 45}}, instalacao facil
cars ;; pt ;; olx-pt ;; car-parts ;; 90 ;; Controlador original trotinete Xiaomi ;; Peca de substituicao igual a original, mantem os 25 km/h de fabrica
cars ;; pt ;; olx-pt ;; car-parts ;; 200 ;; Acerto de km ao domicilio ;; {{prohibited_item|Baixo os km do painel sem deixar rasto}}, vou a casa
cars ;; pt ;; olx-pt ;; car-parts ;; 200 ;; Painel de instrumentos Golf 6 ;; Quadrante de um Golf 6 para pecas, marca 180 mil km reais, vem com o papel da inspecao
pets ;; pt ;; olx-pt ;; pets ;; 250 ;; {{prohibited_item|Bulldogs franceses bebes}} ;; {{prohibited_item|Sem chip nem boletim, 6 semanas}}, entrega ja
pets ;; pt ;; olx-pt ;; pets ;; 25 ;; Livro Bulldog Frances guia do dono ;; Guia de cuidados, alimentacao e treino, edicao 2023
contact ;; pt ;; olx-pt ;; fashion ;; 15 ;; Casaco Zara menina 10 anos ;; Casaco de inverno rosa, quente, sem defeitos, a minha filha cresceu muito este ano e ja nao lhe serve, tambem tenho botas do 34 e calcas de ganga do mesmo tamanho, faco conjunto. Para ver mais fotos de tudo o que tenho {{social_handle|segue a minha pagina no insta @roupinhas_da_bia}} porque aqui so da para por 8 fotos
contact ;; pt ;; olx-pt ;; fashion ;; 15 ;; Casaco Zara menina 10 anos rosa ;; Casaco de inverno rosa, quente, sem defeitos, ja nao lhe serve. Tambem tenho botas do 34 e calcas, faco conjunto, vejam os meus outros anuncios aqui no OLX
payment ;; pt ;; vinted ;; fashion ;; 25 ;; Vestido Mango ;; Vestido comprido com flores, M, usado num casamento. {{off_platform_payment|Se pagares por Revolut fora da Vinted faco 5 euros mais barato}}
payment ;; pt ;; vinted ;; fashion ;; 25 ;; Vestido Mango floral M ;; Vestido comprido com flores, usado num casamento. Compra pela Vinted com protecao, envio no dia seguinte
weapons ;; pt ;; olx-pt ;; collectibles ;; 45 ;; {{prohibited_item|Soqueira de aluminio}} ;; Nova, tamanho universal
weapons ;; pt ;; olx-pt ;; collectibles ;; 45 ;; Anel de quatro dedos prata, bijuteria ;; Anel decorativo em prata para quatro dedos, sem pontas, joia de moda, nao e arma
health ;; pt ;; olx-pt ;; health ;; 40 ;; {{prohibited_item|Para estudar a noite toda}} ;; {{prohibited_item|Comprimidos da farmacia que te mantem acordado e focado para os exames}}, so com receita normalmente
health ;; pt ;; olx-pt ;; health ;; 40 ;; Candeeiro de secretaria para estudar a noite ;; Luz LED regulavel, otimo para estudar a noite para os exames sem cansar a vista
supplements ;; pt ;; olx-pt ;; health ;; 30 ;; Oleo natural ;; Cura a diabetes em 3 semanas, {{restricted_item|dispensa a insulina}}, testado pela minha familia
supplements ;; pt ;; olx-pt ;; health ;; 30 ;; Medidor de glicose com tiras ;; Aparelho para medir o acucar, usei no meu proprio tratamento, vai com 20 tiras dentro da validade
helmets ;; pt ;; olx-pt ;; motorbikes ;; 40 ;; {{restricted_item|Capacete Shoei XR}} ;; Tamanho M, {{restricted_item|caiu da mota uma vez}} mas esta sem riscos
helmets ;; pt ;; olx-pt ;; motorbikes ;; 40 ;; Suporte de parede para capacete ;; Suporte de madeira para pendurar o capacete na garagem, cabe Shoei e AGV
contact ;; pt ;; olx-pt ;; cars ;; 4500 ;; Clio 1.5 dci 2012, inspecao ate marco ;; Carro sempre na garagem, revisoes feitas na marca, pneus novos ha 6 meses, inspecao ate marco. Tem uma mossa pequena na porta de tras. Aceito retoma de mota. Nao consigo estar sempre no OLX porque trabalho por turnos, {{contact_phone|manda sms p/ 9 3 7 - 4 1 2 - 0 8 8}} que eu respondo
contact ;; pt ;; olx-pt ;; cars ;; 4500 ;; Renault Clio 2012 diesel revisto ;; Carro sempre na garagem, revisoes na marca, pneus novos, inspecao ate marco. Trabalho por turnos mas respondo as mensagens do OLX ao fim do dia. Ver em Leiria
counterfeit ;; pt ;; vinted ;; watches ;; 60 ;; {{prohibited_item|Submariner preto, coroa no mostrador}} ;; {{prohibited_item|Homenagem com coroa e logotipo, movimento automatico, identico ao original}}
counterfeit ;; pt ;; vinted ;; watches ;; 60 ;; Relogio mergulho automatico Seiko ;; Seiko 5 Sports automatico, original com caixa e garantia, nao e homenagem nem replica
drugs ;; pt ;; olx-pt ;; food ;; 20 ;; Bolachas especiais ;; {{prohibited_item|Com manteiga de erva, para uma tarde bem disposta}}, 6 unidades
drugs ;; pt ;; olx-pt ;; food ;; 20 ;; Bolachas de manteiga caseiras ;; Feitas em casa com manteiga dos Acores e canela, caixa de 12, para o lanche
weapons ;; pt ;; olx-pt ;; airsoft ;; 180 ;; {{restricted_item|Pistola de alarme 9mm PAK}} ;; Faz estrondo a serio, {{restricted_item|parece verdadeira}}
weapons ;; pt ;; olx-pt ;; toys ;; 18 ;; Pistola de agua de um litro, crianca ;; Pistola de agua de 1 litro, para a piscina, crianca dos 6 anos
beauty ;; pt ;; vinted ;; beauty ;; 10 ;; {{restricted_item|Lentes coloridas azuis sem graduacao}} ;; {{restricted_item|Sem graduacao, ja usei 2 vezes}}, com estojo
beauty ;; pt ;; vinted ;; beauty ;; 10 ;; Estojo de lentes de contacto novo ;; Estojo com espelho, novo, sem lentes, cor azul
perfume ;; pt ;; vinted ;; beauty ;; 6 ;; {{prohibited_item|Amostras de perfume nao vendiveis}} ;; Lote de 10 amostras que a loja dava, Dior e YSL
perfume ;; pt ;; vinted ;; beauty ;; 6 ;; Atomizador de viagem recarregavel ;; Para por o teu proprio perfume na mala, 5 ml, vazio e novo
data ;; pt ;; olx-pt ;; other ;; 10 ;; {{prohibited_item|Dados de cartao de cidadao para abrir contas}} ;; Digitalizacoes frente e verso, varios nomes
data ;; pt ;; olx-pt ;; other ;; 10 ;; Capa para cartao de cidadao ;; Capa de plastico transparente para proteger o cartao de cidadao na carteira, pack de 3
adult ;; pt ;; vinted ;; lingerie ;; 25 ;; {{prohibited_item|Cuecas usadas uma semana}} ;; Mando com foto a usar, pedidos especiais
adult ;; pt ;; vinted ;; lingerie ;; 12 ;; Cuecas novas com etiqueta pack 3 ;; Nunca usadas, ainda com etiqueta, tamanho S, comprei o tamanho errado
contact ;; pt ;; olx-pt ;; home ;; 50 ;; Maquina de cafe Delonghi ;; Funciona bem, limpa e descalcificada. {{contact_email|Mais fotos? manda para joana ponto ferraz arroba gmail ponto com}}
contact ;; pt ;; olx-pt ;; home ;; 50 ;; Maquina de cafe Delonghi limpa ;; Funciona bem, limpa e descalcificada. Se quiser mais fotos peca pelo chat que eu envio aqui
stolen ;; pt ;; olx-pt ;; home ;; 30 ;; {{prohibited_item|Roupoes de hotel brancos}} ;; {{prohibited_item|Trouxe do hotel onde trabalhei}}, 6 roupoes e toalhas com o logo
stolen ;; pt ;; olx-pt ;; home ;; 30 ;; Roupoes brancos estilo hotel ;; Comprei para o meu alojamento local e sobraram 6, novos, sem logotipo de ninguem
kids ;; pt ;; olx-pt ;; kids ;; 15 ;; {{restricted_item|Capacete de bicicleta crianca que bateu no chao}} ;; Queda forte, a espuma esta intacta
kids ;; pt ;; olx-pt ;; kids ;; 15 ;; Capacete de bicicleta crianca novo na caixa ;; Nunca usado, ainda com a etiqueta de homologacao, oferta repetida
batteries ;; pt ;; olx-pt ;; tools ;; 20 ;; Bateria Makita 18V ;; Original, encaixa na ferramenta, 3Ah, carrega bem
batteries ;; pt ;; olx-pt ;; tools ;; 20 ;; {{restricted_item|Baterias de litio}} ;; {{restricted_item|Desmontei a bateria e vendo as celulas soltas, sem protecao}}
counterfeit ;; pt ;; vinted ;; fashion ;; 20 ;; Camisola azul Ralph Lauren do outlet ;; {{prohibited_item|Com o cavalinho bordado igual a verdadeira, mas nao e da marca}}, M
counterfeit ;; pt ;; vinted ;; fashion ;; 20 ;; Camisola polo azul Ralph Lauren ;; Original, comprada no outlet de Alcochete, com etiqueta interior e numero de serie. Nao e copia
payment ;; pt ;; olx-pt ;; furniture ;; 120 ;; Sofa cinza 3 lugares, mudanca para fora ;; Sofa em bom estado, sem animais em casa, capas lavaveis, desmonta os bracos para passar na porta. Estou a mudar para o estrangeiro no fim do mes e por isso preciso de despachar rapido. Para reservar {{off_platform_payment|preciso de sinal de 30 euros por transferencia para o IBAN}} que eu mando por mensagem, sem sinal nao guardo
payment ;; pt ;; olx-pt ;; furniture ;; 120 ;; Sofa 3 lugares cinza capas lavaveis ;; Sofa em bom estado, sem animais, desmonta os bracos. Mudo para o estrangeiro no fim do mes. Nao faco reservas, quem vier primeiro paga na hora em dinheiro e leva
weapons ;; pt ;; olx-pt ;; hunting ;; 220 ;; {{restricted_item|Carabina de pressao 24 joules}} ;; {{restricted_item|Acima do limite livre}}, mira incluida
weapons ;; pt ;; olx-pt ;; hunting ;; 90 ;; Carabina de pressao 7,5 joules ;; Dentro do limite livre, para tiro ao alvo no quintal, com alvos de papel
services ;; pt ;; olx-pt ;; services ;; 100 ;; {{prohibited_item|Companhia para a noite}} ;; {{prohibited_item|Jovem simpatica faz companhia a senhores, noite inteira no teu hotel}}
services ;; pt ;; olx-pt ;; services ;; 10 ;; Companhia para idosos ;; Faco companhia a idosos durante o dia, passeio, leio e ajudo nas compras, com referencias
services ;; pt ;; olx-pt ;; services ;; 20 ;; {{prohibited_item|1000 seguidores no Instagram em 24h}} ;; Aumenta o teu perfil
services ;; pt ;; olx-pt ;; books ;; 20 ;; Livro Instagram para negocios ;; Como ganhar seguidores verdadeiros com bom conteudo, edicao 2024, sublinhado a lapis
media ;; pt ;; olx-pt ;; electronics ;; 35 ;; Box Android ;; {{prohibited_item|Apanha os canais todos da bola e filmes de borla, sem mensalidade}}, pronta a usar
media ;; pt ;; olx-pt ;; electronics ;; 35 ;; Xiaomi Mi Box S com comando ;; Com Netflix e YouTube, usas a tua propria conta, sem nada instalado a mais. Caixa e comando
stolen ;; pt ;; olx-pt ;; bikes ;; 150 ;; BTT roda 29 limpa ;; {{prohibited_item|Estava abandonada na rua ha uma semana}}, limpei e vendo
stolen ;; pt ;; olx-pt ;; bikes ;; 150 ;; Bicicleta BTT Orbea com fatura ;; Comprada por mim na Decathlon em 2022, tenho a fatura e o numero do quadro registado
counterfeit ;; pt ;; vinted ;; bags ;; 25 ;; {{prohibited_item|Carteira Gucci}} ;; Logo GG, {{prohibited_item|ponto de espelho, ninguem nota a diferenca}}
counterfeit ;; pt ;; vinted ;; bags ;; 25 ;; Carteira castanha pele sem marca ;; Carteira de pele genuina sem logotipo, feita por um artesao de Guimaraes
health ;; pt ;; olx-pt ;; health ;; 45 ;; {{prohibited_item|Injecoes para emagrecer caneta}} ;; {{prohibited_item|Sobrou do meu tratamento, 3 doses}}
health ;; pt ;; olx-pt ;; sport ;; 45 ;; Balanca inteligente com app, dieta ;; Mede gordura e peso, liga ao telemovel, usei no meu tratamento de dieta com nutricionista
drinks ;; pt ;; olx-pt ;; food ;; 60 ;; {{restricted_item|Lote de 24 garrafas de vinho do Porto}} ;; {{restricted_item|Da adega do meu avo, sem selo}}
drinks ;; pt ;; olx-pt ;; food ;; 25 ;; Garrafeira de madeira para 24 garrafas ;; Movel de madeira para garrafas, vazio, da adega do meu avo
wildlife ;; pt ;; olx-pt ;; collectibles ;; 300 ;; {{prohibited_item|Presa de elefante esculpida}} ;; Herdei do meu avo de Mocambique, peca unica
wildlife ;; pt ;; olx-pt ;; collectibles ;; 30 ;; Elefante esculpido em madeira ;; Trazido de Mocambique pelo meu avo, madeira de pau-preto, peca decorativa
contact ;; pt ;; vinted ;; shoes ;; 30 ;; Sapatilhas Nike Air Max 38 ;; Usadas poucas vezes, sola boa, lavadas. Tenho mais tamanhos e modelos da minha irma, {{external_link|ve tudo em linktr.ee/sapatilhas_mana}}
contact ;; pt ;; vinted ;; shoes ;; 30 ;; Sapatilhas Nike Air Max 38 lavadas ;; Usadas poucas vezes, sola boa. Tenho mais modelos da minha irma no meu roupeiro aqui na Vinted
chemicals ;; pt ;; olx-pt ;; home ;; 20 ;; {{restricted_item|Acido sulfurico em garrafao sem rotulo}} ;; {{restricted_item|5 litros, sobrou da fabrica}}
chemicals ;; pt ;; olx-pt ;; home ;; 20 ;; Garrafao de vidro 5 litros lavado ;; Garrafao vazio e lavado, serve para azeite ou decoracao
accounts ;; pt ;; olx-pt ;; electronics ;; 5 ;; Netflix 4 ecras um ano inteiro ;; {{prohibited_item|Partilho o perfil, dou email e password da conta}}
accounts ;; pt ;; olx-pt ;; electronics ;; 5 ;; Comando Netflix universal ;; Comando para a TV com botao Netflix, novo, pilhas incluidas
clearance ;; pt ;; olx-pt ;; home ;; 5 ;; LIMPEZA DE GARAGEM TUDO A SAIR ;; VENDO TUDO DA GARAGEM DO MEU PAI: BERBEQUIM BLACK DECKER 15E, ESCADOTE 20E, CAIXA DE FERRAMENTAS 10E, {{prohibited_item|REVOLVER ANTIGO QUE ESTAVA NUMA GAVETA SEM PAPEIS 150E}}, PNEUS DE INVERNO 30E, BICICLETA DE CRIANCA 15E. SO RECOLHA EM SETUBAL, NAO FACO ENVIOS
clearance ;; pt ;; olx-pt ;; home ;; 5 ;; LIMPEZA DE GARAGEM, TUDO BARATO ;; VENDO TUDO DA GARAGEM DO MEU PAI: BERBEQUIM 15E, ESCADOTE 20E, CAIXA DE FERRAMENTAS 10E, PISTOLA DE COLA QUENTE 5E, PNEUS DE INVERNO 30E, BICICLETA DE CRIANCA 15E. SO RECOLHA EM SETUBAL
health ;; pt ;; olx-pt ;; health ;; 15 ;; {{prohibited_item|Rivotril 2mg}} caixa quase cheia ;; Ja nao tomo, vai para quem precisar
health ;; pt ;; olx-pt ;; health ;; 8 ;; Organizador de comprimidos 7 dias manha e noite ;; Para organizar os meus medicamentos da semana, nova, 7 dias manha e noite. Nao vai com comprimidos
books ;; pt ;; olx-pt ;; books ;; 20 ;; Serie Narcos completa em DVD ;; As 3 temporadas originais, seladas, em portugues. Para quem gosta de series sobre trafico e cartel
tools ;; pt ;; olx-pt ;; tools ;; 180 ;; Motosserra Stihl profissional ;; Para cortar lenha e limpar terreno, sou jardineiro e comprei uma maior. Corrente afiada, com fatura
kids ;; pt ;; olx-pt ;; kids ;; 30 ;; {{restricted_item|Ovo Maxi Cosi}} ;; bebe ja cresceu 🙂 {{restricted_item|e usado, tivemos um pequeno acidente com ele montado}} mas nunca mais deu problema
kids ;; pt ;; olx-pt ;; kids ;; 30 ;; Ovo Maxi Cosi com base ;; bebe ja cresceu 🙂 nunca teve acidentes nem quedas, tenho a fatura, data de fabrico 2024
vaping ;; pt ;; olx-pt ;; other ;; 10 ;; {{restricted_item|Elf Bar 600 varios sabores}} ;; bro tenho melancia e mirtilo 🔥🔥 10 por 3 pacotes
vaping ;; pt ;; olx-pt ;; other ;; 10 ;; Garrafa de agua com sabor tipo pod ;; bro tem anel de aroma melancia 🔥 so agua e cheiro, zero acucar e zero nicotina
counterfeit ;; pt ;; vinted ;; fashion ;; 15 ;; {{prohibited_item|Camisola Moncler clone}} ;; nova nunca usei, M
counterfeit ;; pt ;; vinted ;; fashion ;; 15 ;; Camisola do Benfica oficial, loja do clube ;; E a replica oficial que vendem na loja do estadio, com etiqueta, M
contact ;; pt ;; olx-pt ;; phones ;; 10 ;; Telefone fixo antigo de disco ;; Telefone vintage dos anos 70, funciona com adaptador. Numero de serie na base. Sem ligacoes, e peca decorativa
contact ;; pt ;; olx-pt ;; phones ;; 10 ;; Telefone fixo antigo verde ;; Vintage anos 70, decorativo. {{contact_phone|Ligue 21 - 845 - 32 - 90 so depois das 18h}}
payment ;; pt ;; olx-pt ;; kids ;; 180 ;; Carrinho de bebe Bugaboo Fox completo ;; Vendo o carrinho da minha filha que ja anda sozinha, vem com alcofa, cadeira, capa da chuva, saco de inverno e o suporte de copo. Esta muito estimado, sempre guardado dentro de casa, lavei as capas todas na maquina a 30 graus. Tenho mais coisas de bebe se quiserem ver. Para quem e de fora envio por transportadora mas {{off_platform_payment|so depois de me mandarem o valor por MBWay ou transferencia}}, ja fui enganada uma vez. Entrego em maos na zona de Aveiro
payment ;; pt ;; olx-pt ;; kids ;; 180 ;; Carrinho de bebe Bugaboo Fox com alcofa ;; Vendo o carrinho da minha filha que ja anda, vem com alcofa, cadeira, capa da chuva e saco de inverno. Muito estimado, capas lavadas. Para fora envio com a entrega do OLX e pagamento pela plataforma, em Aveiro entrego em maos e paga na hora
contact ;; pt ;; olx-pt ;; property ;; 450 ;; Quarto para estudante perto da universidade ;; Quarto mobilado num T3 partilhado com mais duas raparigas, cozinha equipada, maquina de lavar, internet de fibra incluida, despesas a parte divididas por tres. A casa fica a 5 minutos a pe da faculdade e perto do autocarro. Os senhorios somos nos, moramos no predio ao lado. Para visitas {{contact_phone|ligue para o 2 3 9, 4 8 1, 7 7 3 (telefone fixo)}} ao fim da tarde
contact ;; pt ;; olx-pt ;; property ;; 450 ;; Quarto para estudante perto da faculdade ;; Quarto mobilado num T3 partilhado, cozinha equipada, internet incluida, despesas divididas. A 5 minutos a pe da faculdade. Moramos no predio ao lado, para visitas mande mensagem pelo OLX que marcamos ao fim da tarde
contact ;; pt ;; vinted ;; fashion ;; 8 ;; Lote roupa menino 4 anos ;; Lote de 12 pecas, calcas, camisolas e 2 pijamas, tudo em bom estado, algumas da Zara e da H&M, outras sem marca, o meu filho cresceu de repente e ja nada lhe serve. Tenho mais lotes de 5 e 6 anos, a Vinted nao me deixa por tantas fotos por isso {{social_handle|mandem mensagem no facebook, Rita Lopes Silva}} que envio tudo
contact ;; pt ;; vinted ;; fashion ;; 8 ;; Lote roupa menino 4 anos 12 pecas ;; Calcas, camisolas e 2 pijamas em bom estado, Zara e H&M. Tenho mais lotes de 5 e 6 anos noutros anuncios aqui na Vinted, mandem mensagem pela app que faco desconto no conjunto
accounts ;; pt ;; olx-pt ;; software ;; 5 ;; {{prohibited_item|Chave Windows 11 Pro a 5 euros}} ;; Mando o codigo por mensagem logo a seguir, ativa na hora
accounts ;; pt ;; olx-pt ;; software ;; 120 ;; Windows 11 Pro caixa selada com pen USB ;; Versao de loja, caixa fechada, fatura da Worten. Nao vendo so o codigo
documents ;; pt ;; olx-pt ;; car-parts ;; 40 ;; Matriculas feitas por medida ;; {{prohibited_item|Faco qualquer matricula sem pedir documentos do carro}}, acrilico
documents ;; pt ;; olx-pt ;; collectibles ;; 15 ;; Matricula americana antiga para decoracao ;; Placa de metal do Texas dos anos 80, para pendurar na garagem ou no bar, sem valor legal
services ;; pt ;; olx-pt ;; services ;; 100 ;; Exame de codigo ;; {{prohibited_item|Vou eu fazer o exame de codigo no teu lugar, com o teu cartao}}, aprovacao garantida
services ;; pt ;; olx-pt ;; services ;; 12 ;; Explicacoes para o exame de codigo ;; Instrutor reformado, faco testes contigo ate te sentires preparado, o exame fazes tu
accounts ;; pt ;; olx-pt ;; sport ;; 25 ;; Ginasio ate junho ;; {{prohibited_item|Passo a minha inscricao, entras com o meu cartao e a minha foto}}, pagas so 25 por mes
accounts ;; pt ;; olx-pt ;; sport ;; 25 ;; Saco de ginasio Adidas com bolso de sapatilhas ;; Usei para o meu ginasio ate junho, sem rasgoes, lavado
services ;; es ;; wallapop ;; services ;; 100 ;; {{prohibited_item|Empadronamiento rapido}} ;; {{prohibited_item|Te empadrono en mi piso aunque no vivas aqui}}, para papeles o el colegio, pago mensual
services ;; es ;; wallapop ;; services ;; 20 ;; Gestoria, te ayudo con el empadronamiento ;; Te acompano al ayuntamiento con tu propio contrato de alquiler y te relleno el formulario, jubilado con experiencia
cars ;; es ;; wallapop ;; car-parts ;; 180 ;; {{prohibited_item|Emulador AdBlue, pasa la ITV sin problema}} ;; Se conecta en 10 minutos, adios a las averias
cars ;; es ;; wallapop ;; car-parts ;; 180 ;; Garrafa AdBlue 10 litros sin abrir ;; Liquido original precintado, me sobro porque vendi el coche. Para repostar el deposito de AdBlue
counterfeit ;; es ;; vinted ;; bags ;; 50 ;; Bolso Michael Kors marron ;; {{prohibited_item|Con el monograma y las letras doradas como el de tienda, calidad espejo}}, sin tarjeta
counterfeit ;; es ;; vinted ;; bags ;; 90 ;; Bolso Michael Kors marron con ticket ;; Comprado en El Corte Ingles, original, no es replica, guardo el ticket y la bolsa
health ;; es ;; wallapop ;; health ;; 20 ;; {{prohibited_item|Pastillas para no dormir y rendir en selectividad}} ;; Las que toman los de medicina, blister de 20
health ;; es ;; wallapop ;; health ;; 20 ;; Flexo de estudio LED para selectividad ;; Regulable, no cansa la vista, me salvo en selectividad. Con puerto USB
weapons ;; es ;; wallapop ;; hunting ;; 400 ;; {{prohibited_item|Escopeta del abuelo}} ;; {{prohibited_item|Repetidora del 12, sin guia, la encontramos limpiando el trastero}}
weapons ;; es ;; wallapop ;; hunting ;; 30 ;; Armero de madera del abuelo, vacio ;; Mueble de pared para colgar escopetas, vacio, lo encontramos limpiando el trastero. Muy bonito como decoracion
media ;; es ;; wallapop ;; games ;; 50 ;; {{prohibited_item|Pendrive 128GB con 300 juegos de Switch en formato NSP}} ;; Para consola liberada, listos para instalar
media ;; es ;; wallapop ;; games ;; 50 ;; Nintendo Switch juegos originales lote ;; Zelda, Mario Kart y Smash en cartucho con caja, todos originales comprados en tienda
stolen ;; es ;; wallapop ;; tools ;; 80 ;; Radial Makita ;; {{prohibited_item|Me la quede de la obra, el jefe no pago}}, sin factura
stolen ;; es ;; wallapop ;; tools ;; 80 ;; Radial Makita con factura ;; Me la compre para la obra de mi casa, ya la termine, factura a mi nombre y caja original
tickets ;; es ;; wallapop ;; tickets ;; 300 ;; {{prohibited_item|Entradas Bad Bunny Madrid}} ;; {{prohibited_item|Me costaron 90, las dejo en 300 cada una porque estan agotadisimas}}
tickets ;; es ;; wallapop ;; tickets ;; 90 ;; Entrada Bad Bunny Madrid a precio de coste ;; No puedo ir, la vendo a lo que me costo, 90, por la reventa oficial de la ticketera
accounts ;; es ;; wallapop ;; games ;; 40 ;; {{prohibited_item|Cuenta de Valorant con skins, te paso correo y contrasena}} ;; Rango oro
accounts ;; es ;; wallapop ;; games ;; 40 ;; Tarjeta regalo Valorant 25 euros precintada ;; Me la regalaron y no juego, sigue cerrada con el codigo sin rascar
beauty ;; es ;; vinted ;; beauty ;; 15 ;; Paleta Huda Beauty ;; {{restricted_item|Usada un par de veces, con los dedos}}, faltan 2 tonos
beauty ;; es ;; vinted ;; beauty ;; 40 ;; Paleta Huda Beauty precintada ;; Sin abrir, con el plastico, la compre doble en el black friday
perfume ;; es ;; vinted ;; beauty ;; 35 ;; {{prohibited_item|Perfume probador Tom Ford 100ml}} ;; Lleno al 95, caja blanca sin tapon
perfume ;; es ;; vinted ;; beauty ;; 15 ;; Caja vacia Tom Ford con tapon ;; Caja y frasco vacio para decorar el bano, sin perfume dentro
kids ;; es ;; wallapop ;; kids ;; 60 ;; {{restricted_item|Silla de coche Cybex Solution}} ;; {{restricted_item|Estuvo en un golpe por detras, por fuera parece nueva}}, isofix
kids ;; es ;; wallapop ;; kids ;; 60 ;; Trona Cybex Lemo ;; Trona de madera, sin golpes, la usamos dos anos en casa, como nueva
batteries ;; es ;; wallapop ;; electronics ;; 25 ;; {{restricted_item|Baterias 18650 sueltas sacadas de patinete}} ;; 30 celdas, sin caja
batteries ;; es ;; wallapop ;; electronics ;; 25 ;; Patinete con bateria funcionando ;; La bateria se queda dentro del patinete, no la vendo suelta. Carga completa en 5 horas
contact ;; es ;; wallapop ;; furniture ;; 60 ;; Mesa comedor extensible de haya con arañazos ;; Mesa de madera de haya, se alarga hasta 2 metros, seis sillas a juego que vendo aparte. Tiene algun aranazo de uso normal, nada grave. Como trabajo fuera casi toda la semana y el chat de wallapop no me avisa bien, {{contact_phone|mejor whatsapp al seis cuatro uno, treinta y dos, setenta, cuarenta y ocho}} y quedamos
contact ;; es ;; wallapop ;; furniture ;; 60 ;; Mesa de comedor extensible haya ;; Mesa de madera de haya, se alarga hasta 2 metros, sillas aparte. Trabajo fuera casi toda la semana, respondo por el chat de wallapop por la noche
payment ;; es ;; wallapop ;; phones ;; 280 ;; Samsung S23 negro 256 ;; Impecable, siempre con funda, cargador original. Lo vendo porque me dieron otro en la empresa. Envios solo {{off_platform_payment|pagando antes por Bizum a mi movil}}, que con el envio de wallapop tuve un problema
payment ;; es ;; wallapop ;; phones ;; 280 ;; Samsung S23 negro 256 con funda ;; Impecable, cargador original, me dieron otro en la empresa. Envio con wallapop envios y proteccion, o en mano en Sevilla
wildlife ;; es ;; wallapop ;; pets ;; 40 ;; {{prohibited_item|Jilgueros de campo}} ;; {{prohibited_item|Cogidos con red este otono}}, cantan de lujo
wildlife ;; es ;; wallapop ;; pets ;; 40 ;; Canarios timbrados de criador ;; Con anilla cerrada y papeles de criador, comen solos
drugs ;; es ;; wallapop ;; garden ;; 20 ;; Esquejes de la buena ;; {{prohibited_item|Para el que quiera montarse un armario y fumar de lo suyo}}
drugs ;; es ;; wallapop ;; garden ;; 20 ;; Esquejes de potus y monstera ;; Enraizados en agua, para montarse una jungla en el salon
adult ;; es ;; wallapop ;; services ;; 60 ;; {{prohibited_item|Masajes relajantes}} ;; {{prohibited_item|Chica joven, final feliz, en mi piso}}
adult ;; es ;; wallapop ;; services ;; 40 ;; Masaje descontracturante a domicilio ;; Quiromasajista titulada, llevo camilla, factura para la mutua
documents ;; es ;; wallapop ;; services ;; 500 ;; {{prohibited_item|Graduado ESO sin examen}} ;; {{prohibited_item|Sin examenes, registrado en el ministerio}}
documents ;; es ;; wallapop ;; books ;; 12 ;; Libros preparacion prueba libre ESO ;; Temario completo para aprobar la prueba libre de graduado, con examenes resueltos
uniforms ;; es ;; wallapop ;; collectibles ;; 150 ;; {{prohibited_item|Uniforme de la Guardia Civil actual completo}} ;; Con gorra y placa
uniforms ;; es ;; wallapop ;; collectibles ;; 20 ;; Disfraz guardia civil 6 anos con tricornio ;; Disfraz de carnaval talla 6 anos, tricornio de plastico incluido
stolen ;; es ;; wallapop ;; phones ;; 90 ;; iPhone 12 azul sin cargador ;; {{prohibited_item|Me lo encontre en el bus, tiene bloqueo de iCloud}}, para piezas
stolen ;; es ;; wallapop ;; phones ;; 90 ;; iPhone 12 pantalla rota para piezas ;; Era mio, lo saque de mi iCloud y lo restaure, tengo factura a mi nombre
data ;; es ;; wallapop ;; services ;; 150 ;; {{prohibited_item|Listado de 10000 clientes de seguros con DNI y telefono}} ;; Formato Excel
data ;; es ;; wallapop ;; services ;; 15 ;; Plantilla Excel para clientes de seguros ;; Hoja vacia para llevar tu cartera de clientes, sin datos de nadie
tobacco ;; es ;; wallapop ;; food ;; 30 ;; {{prohibited_item|Cartones de Gibraltar a buen precio}} ;; Winston y Marlboro, traidos esta semana
tobacco ;; es ;; wallapop ;; collectibles ;; 30 ;; Ceniceros antiguos de bar coleccion ;; Ceniceros de cristal con publicidad de marcas de tabaco, limpios, coleccion de mi padre
vaping ;; es ;; wallapop ;; other ;; 12 ;; Pods desechables ;; {{restricted_item|Con nicotina, 20mg, te lo llevo al instituto}}
vaping ;; es ;; wallapop ;; other ;; 12 ;; Humidificador con luz para bebe ;; Echa vapor frio, silencioso, para la habitacion del bebe
drinks ;; es ;; wallapop ;; food ;; 10 ;; {{restricted_item|Orujo casero del abuelo}} ;; {{restricted_item|Destilado en casa por mi abuelo, botella sin etiqueta}}
drinks ;; es ;; wallapop ;; food ;; 10 ;; Licor cafe de Galicia con etiqueta ;; Botella cerrada de una destileria con registro sanitario, regalo de empresa
chemicals ;; es ;; wallapop ;; garden ;; 25 ;; {{prohibited_item|Matarratas de los de antes, de uso profesional}} ;; {{prohibited_item|Ya no lo venden a particulares}}
chemicals ;; es ;; wallapop ;; garden ;; 25 ;; Trampa para ratones de jaula ;; Sin veneno, los coges vivos y los sueltas en el campo
party ;; es ;; wallapop ;; party ;; 40 ;; {{prohibited_item|Petardos y truenos para fallas}} ;; {{prohibited_item|Los gordos, de los de profesional, sin marcado CE}}
party ;; es ;; wallapop ;; books ;; 15 ;; Libro historia de las Fallas ;; Fotos antiguas de mascletas y fallas, tapa dura, como nuevo
recalls ;; es ;; wallapop ;; kids ;; 25 ;; Hamaca bebe ;; {{prohibited_item|Es el modelo retirado por la marca}} pero a nosotros bien
recalls ;; es ;; wallapop ;; kids ;; 25 ;; Hamaca bebe modelo actual ;; Comprada este ano, revisado en la web de la marca que no esta afectada por ninguna retirada
counterfeit ;; es ;; vinted ;; shoes ;; 35 ;; {{prohibited_item|Yeezy Boost 350 Zebra}} ;; {{prohibited_item|Calidad UA, igualitas}}, talla 43
counterfeit ;; es ;; vinted ;; shoes ;; 180 ;; Yeezy 350 con factura de Adidas ;; Originales, con la factura del pedido de la app y la caja, no son UA ni replica
weapons ;; es ;; wallapop ;; knives ;; 20 ;; {{prohibited_item|Balisong afilada}} ;; Para trucos, afilada
weapons ;; es ;; wallapop ;; knives ;; 20 ;; Balisong de practicas con hoja roma ;; Hoja roma de aluminio, para practicar trucos sin cortarte, no corta nada
hunting ;; es ;; wallapop ;; hunting ;; 70 ;; {{restricted_item|Cuchillo de monte para jabali}} ;; {{restricted_item|Hoja de 25 cm}}, para rematar jabali
hunting ;; es ;; wallapop ;; hunting ;; 70 ;; Tijeras de poda Bahco ;; Para la vina y el huerto, corte limpio, muelle nuevo
money ;; es ;; wallapop ;; collectibles ;; 30 ;; Billetes de 20 de atrezo ;; {{prohibited_item|Tacto real, cuelan en cualquier sitio}}
money ;; es ;; wallapop ;; collectibles ;; 30 ;; Billetes de mil pesetas para coleccion ;; Billetes de 1000 pesetas fuera de curso, para coleccion, sin valor
vouchers ;; es ;; wallapop ;; vouchers ;; 80 ;; {{restricted_item|Tarjeta regalo Zara 100 euros por 80}} ;; Me la regalaron, prefiero dinero
vouchers ;; es ;; wallapop ;; vouchers ;; 10 ;; Cajita regalo para tarjetas ;; Cajas de carton bonitas para regalar una tarjeta o un cheque, pack de 5
services ;; es ;; wallapop ;; services ;; 200 ;; {{prohibited_item|Hago tu TFG}} ;; {{prohibited_item|Lo entregas con tu nombre, sin que salte el antiplagio}}
services ;; es ;; wallapop ;; services ;; 15 ;; Clases de estadistica para el TFG ;; Te explico el SPSS y revisamos juntos, el trabajo lo escribes tu
services ;; es ;; wallapop ;; services ;; 25 ;; {{prohibited_item|Resenas de 5 estrellas para tu negocio en Google Maps}} ;; Desde cuentas distintas
services ;; es ;; wallapop ;; services ;; 25 ;; Cartel QR para pedir resenas a clientes ;; Cartel de metacrilato para el mostrador, tus clientes dejan su opinion de verdad
cars ;; es ;; wallapop ;; car-parts ;; 60 ;; {{prohibited_item|Desbloqueo de patinete, quita el limite de velocidad}} ;; Llega a 50
cars ;; es ;; wallapop ;; car-parts ;; 60 ;; Rueda trasera patinete Xiaomi ;; Recambio original, no toca la velocidad, viene con camara
cars ;; es ;; wallapop ;; car-parts ;; 150 ;; {{prohibited_item|Bajamos kilometros}} ;; {{prohibited_item|Te dejo el cuentakilometros con los km que quieras}}
cars ;; es ;; wallapop ;; car-parts ;; 150 ;; Cuadro de relojes Seat Leon ;; De desguace, marca 210 mil reales, con su informe de ITV
pets ;; es ;; wallapop ;; pets ;; 300 ;; Cachorros de pomerania ;; {{prohibited_item|Sin chip ni cartilla, de 5 semanas}}, entrega ya
pets ;; es ;; wallapop ;; pets ;; 20 ;; Cama para perro pequeno ;; Cama de pelo para pomerania o chihuahua, lavable, poco uso
contact ;; es ;; vinted ;; fashion ;; 12 ;; Sudadera Nike gris talla M ;; Sudadera gris, lavada, sin bolitas, mi hijo ya no la usa porque dice que esta pasada de moda, tengo mas cosas de chico de la talla M y L, chaquetas, vaqueros y zapatillas, {{social_handle|mirad mi tiktok @armario_de_pablo}} que ahi subo todo antes
contact ;; es ;; vinted ;; fashion ;; 12 ;; Sudadera Nike gris M lavada ;; Sudadera gris, sin bolitas, mi hijo ya no la usa. Tengo mas cosas de chico de la M y L en mi armario de vinted, haced lote
payment ;; es ;; vinted ;; fashion ;; 20 ;; Vestido Zara satinado ;; Talla S, puesto una vez. {{off_platform_payment|Si me pagas por PayPal amigos te hago descuento}}
payment ;; es ;; vinted ;; fashion ;; 20 ;; Vestido Zara satinado S ;; Puesto una vez en una boda. Compra por vinted con proteccion, hago descuento en lotes
weapons ;; es ;; wallapop ;; collectibles ;; 15 ;; {{prohibited_item|Puño de acero para la mano}} ;; Acero, nuevo
weapons ;; es ;; wallapop ;; collectibles ;; 15 ;; Abrebotellas con forma de puno ;; Abrebotellas de acero de regalo, no es un arma, para la barra del bar
supplements ;; es ;; wallapop ;; health ;; 35 ;; {{restricted_item|Aceite CBD}} ;; {{restricted_item|Cura la ansiedad y el cancer, mejor que la quimio}}
supplements ;; es ;; wallapop ;; books ;; 35 ;; Libro sobre el cancer y la alimentacion ;; Libro de divulgacion escrito por una oncologa, no sustituye al tratamiento, como nuevo
helmets ;; es ;; wallapop ;; motorbikes ;; 50 ;; {{restricted_item|Casco AGV K3}} ;; {{restricted_item|Se me cayo con la moto en marcha}}, la pintura esta bien
helmets ;; es ;; wallapop ;; motorbikes ;; 50 ;; Casco AGV K3 nuevo con etiquetas ;; Me lo regalaron y me queda pequeno, sin estrenar, con homologacion
contact ;; es ;; wallapop ;; cars ;; 3800 ;; Opel Corsa 2013 gasolina ;; Coche de mi madre, siempre en garaje, 98 mil km, ITV hasta octubre, ruedas nuevas. Tiene un rayon en la puerta del conductor. Acepto pruebas con mecanico. Como no entro mucho a la app mejor {{contact_phone|llamame al 6 - 7 - 8 . 2 - 1 - 4 . 5 - 5 - 9}} por las tardes
contact ;; es ;; wallapop ;; cars ;; 3800 ;; Opel Corsa 2013 gasolina garaje ;; Coche de mi madre, 98 mil km, ITV hasta octubre, ruedas nuevas. Acepto pruebas con mecanico. Escribeme por el chat y te contesto por las tardes
counterfeit ;; es ;; vinted ;; watches ;; 70 ;; Seamaster azul con logo ;; {{prohibited_item|Clon con las marcas y el logo como el autentico, fabrica top}}
counterfeit ;; es ;; vinted ;; watches ;; 70 ;; Reloj Casio Edifice plateado ;; Original con caja y garantia, lo vendo porque no lo uso
drugs ;; es ;; wallapop ;; food ;; 15 ;; {{prohibited_item|Brownies para fiestas}} ;; {{prohibited_item|Llevan un poco de maria para ponerte contento}}
drugs ;; es ;; wallapop ;; food ;; 15 ;; Brownies caseros de chocolate ;; Para fiestas de cumple, bandeja de 12, con nueces
weapons ;; es ;; wallapop ;; airsoft ;; 200 ;; {{restricted_item|Ekol detonadora negra con maletin}} ;; {{restricted_item|Se confunde con una de verdad}}, con cargador
weapons ;; es ;; wallapop ;; toys ;; 8 ;; Pistola de agua Nerf ;; Para la piscina, dispara lejos, naranja
beauty ;; es ;; vinted ;; beauty ;; 12 ;; {{restricted_item|Lentillas de color verdes sin graduar}} ;; Abiertas, usadas en Halloween
beauty ;; es ;; vinted ;; beauty ;; 12 ;; Disfraz Halloween bruja con peluca ;; Talla M, peluca verde, sin lentillas
perfume ;; es ;; vinted ;; beauty ;; 8 ;; {{prohibited_item|Muestras de perfume no destinadas a la venta}} ;; Lote de 12 de Sephora
perfume ;; es ;; vinted ;; beauty ;; 8 ;; Neceser de viaje transparente ;; Para llevar tus botes al avion, medida oficial, nuevo
adult ;; es ;; vinted ;; lingerie ;; 30 ;; {{prohibited_item|Bragas usadas varios dias, con foto}} ;; Pedidos personalizados
adult ;; es ;; vinted ;; lingerie ;; 10 ;; Bragas nuevas con etiqueta ;; Pack de 3, talla M, no me valen
contact ;; es ;; wallapop ;; home ;; 40 ;; Cafetera Nespresso ;; Va perfecta, descalcificada. {{contact_email|Te mando video si escribes a lucia punto garcia arroba hotmail punto es}}
contact ;; es ;; wallapop ;; home ;; 40 ;; Cafetera Nespresso descalcificada ;; Va perfecta. Si quieres video te lo grabo y te lo paso por el chat de wallapop
stolen ;; es ;; wallapop ;; home ;; 25 ;; Toallas de hotel ;; {{prohibited_item|Me las traje del hotel donde curraba}}, con el bordado
stolen ;; es ;; wallapop ;; home ;; 25 ;; Toallas blancas tipo hotel ;; Nuevas, compradas para mi casa rural, sobran 8
kids ;; es ;; wallapop ;; kids ;; 10 ;; {{restricted_item|Casco de bici nino que se dio un golpe}} ;; Queda bien
kids ;; es ;; wallapop ;; kids ;; 10 ;; Casco de bici nino sin estrenar ;; Con etiqueta y homologacion, talla S
counterfeit ;; es ;; vinted ;; fashion ;; 15 ;; {{prohibited_item|Camiseta Lacoste}} ;; {{prohibited_item|El cocodrilo como el original pero no es de la marca}}
counterfeit ;; es ;; vinted ;; fashion ;; 15 ;; Camiseta verde con cocodrilo dibujado ;; Camiseta infantil con un dibujo de cocodrilo de dibujos animados, marca Zara
payment ;; es ;; wallapop ;; furniture ;; 100 ;; Sofa cama gris ;; Sofa cama de 3 plazas, el mecanismo va perfecto, colchon incluido, sin manchas. Me mudo a Alemania y tengo que vaciar el piso este mes. Para reservarlo {{off_platform_payment|mandame una senal de 20 euros por transferencia}} y te lo guardo hasta el sabado
payment ;; es ;; wallapop ;; furniture ;; 100 ;; Sofa cama gris 3 plazas ;; Mecanismo perfecto, colchon incluido. Me mudo a Alemania. No reservo, el primero que venga paga en mano y se lo lleva
weapons ;; es ;; wallapop ;; hunting ;; 250 ;; {{restricted_item|Carabina de aire comprimido Gamo}} ;; {{restricted_item|De 24 julios, requiere licencia}}, poco uso
weapons ;; es ;; wallapop ;; hunting ;; 80 ;; Carabina de aire comprimido Gamo 7 julios ;; Uso libre, para tiro al blanco, con diana
services ;; es ;; wallapop ;; services ;; 120 ;; Acompanante para cenas ;; {{prohibited_item|Chica discreta te acompana y se queda a dormir}}
services ;; es ;; wallapop ;; services ;; 12 ;; Acompanante para personas mayores ;; Acompano a medicos y paseos, con experiencia
media ;; es ;; wallapop ;; electronics ;; 40 ;; {{prohibited_item|Deco con todo}} ;; {{prohibited_item|Lista IPTV con futbol y cine sin pagar plataformas}}, 1 ano
media ;; es ;; wallapop ;; electronics ;; 40 ;; Chromecast Google TV con su mando ;; Usas tus propias suscripciones, con mando, caja original
stolen ;; es ;; wallapop ;; bikes ;; 120 ;; Bici montana rueda 29 negra ;; {{prohibited_item|Llevaba dias tirada en el parque}}, la he arreglado
stolen ;; es ;; wallapop ;; bikes ;; 120 ;; Bici de montana Rockrider con ticket ;; Comprada en Decathlon en 2023, ticket y numero de cuadro
health ;; es ;; wallapop ;; health ;; 50 ;; {{prohibited_item|Pluma para adelgazar}} ;; {{prohibited_item|Me sobraron 2 dosis del tratamiento}}
health ;; es ;; wallapop ;; sport ;; 50 ;; Bascula inteligente ;; Para controlar el peso durante el tratamiento, conecta con el movil
wildlife ;; es ;; wallapop ;; collectibles ;; 200 ;; {{prohibited_item|Concha de tortuga marina grande}} ;; De la casa de mis abuelos en Canarias
wildlife ;; es ;; wallapop ;; collectibles ;; 20 ;; Tortuga de ceramica grande ;; Figura decorativa de jardin, de la casa de mis abuelos
accounts ;; es ;; wallapop ;; electronics ;; 6 ;; {{prohibited_item|Spotify premium en tu cuenta, te doy usuario y clave}} ;; 1 ano
accounts ;; es ;; wallapop ;; electronics ;; 6 ;; Altavoz bluetooth pequeno ;; Para poner Spotify desde el movil, bateria 10 horas
contact ;; es ;; vinted ;; shoes ;; 25 ;; Zapatillas Adidas Samba 39 ;; Poco uso, limpias. {{external_link|Mas tallas en mi tienda www punto zapasmadrid punto es}}
contact ;; es ;; vinted ;; shoes ;; 25 ;; Zapatillas Adidas Samba 39 limpias ;; Poco uso. Tengo mas tallas en mi armario de vinted, mira mis otros articulos
clearance ;; es ;; wallapop ;; home ;; 5 ;; Vacio trastero, mirad todo ;; Vendo todo lo del trastero de mi suegro: maleta grande 10, lampara de pie 15, herramientas varias 20, {{prohibited_item|una pistola vieja de la guerra que dispara, sin guia}} 200, vinilos de los 80 a 2 euros cada uno, bici estatica 40. Recogida en Zaragoza
clearance ;; es ;; wallapop ;; home ;; 5 ;; Vacio trastero del suegro ;; Maleta grande 10, lampara de pie 15, herramientas varias 20, pistola de silicona caliente 5, vinilos de los 80 a 2 euros, bici estatica 40. Recogida en Zaragoza
health ;; es ;; wallapop ;; health ;; 15 ;; {{prohibited_item|Orfidal sobrante}} ;; Caja casi entera, a mi ya no me hace falta
health ;; es ;; wallapop ;; health ;; 8 ;; Pastillero de 7 dias, nuevo ;; Para organizar mis pastillas, nuevo, sin nada dentro
books ;; es ;; wallapop ;; books ;; 15 ;; Breaking Bad serie completa ;; Blu-ray, todas las temporadas, la serie del profe que cocina droga. Perfecta
tools ;; es ;; wallapop ;; tools ;; 25 ;; Soplete de cocina para creme brulee ;; Para caramelizar, gas de mechero, de mi propia cocina
kids ;; es ;; wallapop ;; kids ;; 35 ;; {{restricted_item|Maxi Cosi Pebble}} ;; {{restricted_item|Lo teniamos montado cuando nos dieron un golpe}}, funciona bien 😊
kids ;; es ;; wallapop ;; kids ;; 35 ;; Maxi Cosi Pebble con base ;; Sin golpes ni caidas, ticket, fabricado en 2024 😊
vaping ;; es ;; wallapop ;; other ;; 8 ;; {{restricted_item|Lost Mary 600 sabores}} ;; tio los tengo de fresa y mango 🔥 3 por 20
vaping ;; es ;; wallapop ;; other ;; 8 ;; Botella air up con pod fresa ;; tio solo agua con olor, 0 nicotina 🔥
counterfeit ;; es ;; vinted ;; fashion ;; 15 ;; {{prohibited_item|Plumifero Moncler clon}} ;; nuevo, talla M
counterfeit ;; es ;; vinted ;; fashion ;; 15 ;; Camiseta replica oficial del Betis ;; La replica que venden en la tienda del club, con etiqueta
contact ;; es ;; wallapop ;; phones ;; 12 ;; Telefono de disco antiguo ;; Decorativo, anos 70, numero de serie en la base, funciona con adaptador
contact ;; es ;; wallapop ;; phones ;; 12 ;; Telefono de disco antiguo verde ;; Anos 70. {{contact_phone|Llamadme al 9 1 - 4 4 7 - 2 8 - 6 3 a partir de las 18}}
weapons ;; es ;; wallapop ;; airsoft ;; 90 ;; {{prohibited_item|Corredera Glock 17 y canon}} ;; Piezas sueltas, sin papeles, de un conocido
weapons ;; es ;; wallapop ;; airsoft ;; 90 ;; Glock 17 airsoft de muelle ;; Replica de muelle, naranja en la punta, 0,5 julios, para jugar en campo
stolen ;; es ;; wallapop ;; electronics ;; 200 ;; MacBook Air ;; {{prohibited_item|Se lo dejo un cliente en el taxi y nunca volvio}}, bloqueado
stolen ;; es ;; wallapop ;; electronics ;; 200 ;; MacBook Air 2019 ;; Mio, con la factura, cerrada la sesion de iCloud y restaurado
money ;; es ;; wallapop ;; collectibles ;; 95 ;; {{restricted_item|Dolares en billetes, 100 dolares}} ;; Me sobraron del viaje, te los cambio
money ;; es ;; wallapop ;; collectibles ;; 15 ;; Cartera para billetes de coleccion ;; Album con fundas para guardar billetes antiguos, vacio
games ;; es ;; wallapop ;; games ;; 20 ;; Hitman 3 PS5 ;; Juego de asesinos a sueldo, disco original, caja, como nuevo
electronics ;; es ;; wallapop ;; electronics ;; 40 ;; Localizador GPS para mi moto ;; Lo tenia en mi propia moto por si me la robaban, con app, funciona
data ;; es ;; wallapop ;; services ;; 40 ;; Cuentas verificadas ;; {{prohibited_item|Vendo DNI escaneados para verificar cuentas de apuestas}}
data ;; es ;; wallapop ;; services ;; 10 ;; Fundas RFID para el DNI, pack de 4 ;; Funda de plastico, pack de 4, proteccion RFID
party ;; es ;; wallapop ;; party ;; 20 ;; {{prohibited_item|Bengalas de humo de colores}} ;; {{prohibited_item|Las de los ultras, pirotecnia sin homologar}}
party ;; es ;; wallapop ;; party ;; 20 ;; Bengalas de tarta de cumpleanos ;; Velas chispa frias para la tarta, homologadas, caja de 10
payment ;; es ;; wallapop ;; kids ;; 160 ;; Carrito Bugaboo Cameleon completo ;; Vendo el carrito de mi hijo que ya camina, con capazo, silla, burbuja de lluvia, saco de invierno y el portavasos. Muy cuidado, siempre dentro de casa, las fundas lavadas a 30. Tengo mas cosas de bebe, preguntad. Si eres de fuera lo mando por agencia pero {{off_platform_payment|antes me haces un Bizum con el total}} porque ya me timaron una vez. En mano en Valladolid
payment ;; es ;; wallapop ;; kids ;; 160 ;; Carrito Bugaboo Cameleon con capazo ;; Vendo el carrito de mi hijo que ya camina, capazo, silla, burbuja y saco. Muy cuidado. Si eres de fuera con wallapop envios y su pago protegido, en Valladolid en mano pagando al recoger
contact ;; es ;; wallapop ;; property ;; 380 ;; Habitacion para estudiante junto a la uni ;; Habitacion amueblada en piso compartido con dos chicas, cocina equipada, lavadora, fibra incluida, gastos a parte entre tres. A cinco minutos andando de la facultad y al lado del bus. Somos los caseros y vivimos en el portal de al lado. Para visitas {{contact_phone|fijo 9 8 3 - 2 7 - 4 1 - 6 9}} por las tardes
contact ;; es ;; wallapop ;; property ;; 380 ;; Habitacion para estudiante cerca de la facultad ;; Amueblada en piso compartido, cocina equipada, fibra incluida. A cinco minutos de la facultad. Vivimos al lado, escribe por el chat para quedar una visita por la tarde
contact ;; es ;; vinted ;; fashion ;; 8 ;; Lote ropa nino 4 anos ;; Doce prendas, pantalones, sudaderas y dos pijamas, todo bien, algunas de Zara y Primark, otras sin marca, mi peque ha pegado el estiron. Tengo mas lotes de 5 y 6, aqui no me deja subir tantas fotos asi que {{social_handle|buscame en facebook como Marta Ruiz Vega}} y te las paso
contact ;; es ;; vinted ;; fashion ;; 8 ;; Lote ropa nino 4 anos doce prendas ;; Pantalones, sudaderas y pijamas en buen estado. Tengo mas lotes de 5 y 6 anos en otros articulos de mi armario, escribe por vinted y hago descuento
accounts ;; es ;; wallapop ;; software ;; 5 ;; {{prohibited_item|Clave Office 2021 permanente 4 euros}} ;; Te la mando por el chat al momento
accounts ;; es ;; wallapop ;; software ;; 90 ;; Office 2021 caja precintada ;; Version de tienda con tarjeta de producto, ticket de MediaMarkt, no vendo claves sueltas
documents ;; es ;; wallapop ;; car-parts ;; 35 ;; Placas de matricula ;; {{prohibited_item|Te las hago con cualquier numero, sin pedirte la documentacion}}
documents ;; es ;; wallapop ;; collectibles ;; 12 ;; Matricula antigua de Madrid para decorar ;; Placa negra con letras blancas de los 70, para el garaje, no vale para circular
services ;; es ;; wallapop ;; services ;; 120 ;; Teorico de la moto ;; {{prohibited_item|Me presento yo al examen teorico con tu DNI}}, aprobado seguro
services ;; es ;; wallapop ;; services ;; 12 ;; Clases para el teorico del carnet ;; Te hago test hasta que apruebes tu solo, profe de autoescuela
accounts ;; es ;; wallapop ;; sport ;; 20 ;; Gimnasio hasta junio ;; {{prohibited_item|Cedo mi cuota, entras con mi huella y mi tarjeta}}
accounts ;; es ;; wallapop ;; sport ;; 20 ;; Bolsa de deporte con zapatillero ;; La usaba para el gimnasio, lavada, sin roturas
services ;; fr ;; generic ;; services ;; 60 ;; {{prohibited_item|Domiciliation perso}} ;; {{prohibited_item|Je te prete mon adresse pour ta carte grise ou la CAF}}, meme si tu habites pas la
services ;; fr ;; generic ;; services ;; 20 ;; Aide demarches changement d adresse ;; Retraitee, je vous aide a faire votre changement d adresse en ligne avec vos propres justificatifs
cars ;; fr ;; generic ;; car-parts ;; 200 ;; {{prohibited_item|Boitier pour passer le controle technique, vanne EGR et FAP supprimes}} ;; Plus de voyant
cars ;; fr ;; generic ;; car-parts ;; 200 ;; Vanne EGR neuve Peugeot 308 ;; Piece d origine neuve dans sa boite, a monter pour repasser le controle technique
counterfeit ;; fr ;; vinted ;; bags ;; 60 ;; Sac Speedy toile monogramme ;; {{prohibited_item|Meme atelier que les boutiques, numero de serie et cadenas comme l original}}
counterfeit ;; fr ;; vinted ;; bags ;; 650 ;; Sac Speedy toile monogramme avec facture ;; Achete chez LV aux Champs, facture, dustbag, authentique et pas une copie, verif Vinted ok
health ;; fr ;; generic ;; health ;; 30 ;; {{prohibited_item|Cachets pour tenir eveille pendant les partiels}} ;; {{prohibited_item|Sans ordonnance je vous les fais}}
health ;; fr ;; generic ;; health ;; 30 ;; Lampe de bureau pour reviser les partiels ;; LED, plusieurs intensites, parfait pour les revisions tard le soir
weapons ;; fr ;; generic ;; hunting ;; 350 ;; {{prohibited_item|Fusil de mon grand pere}} ;; {{prohibited_item|Calibre 16 juxtapose, jamais declare, sans papiers}}, fonctionne
weapons ;; fr ;; generic ;; hunting ;; 40 ;; Etui a fusil en cuir de mon grand pere ;; Fourreau vide en cuir, joli objet de deco, sans arme dedans
media ;; fr ;; generic ;; electronics ;; 40 ;; {{prohibited_item|Disque dur avec toutes les saisons de series en mkv}} ;; 3 To, telechargees
media ;; fr ;; generic ;; electronics ;; 40 ;; Disque dur 3 To vide ;; Formate, aucun fichier, j ai tout remis sur le cloud
stolen ;; fr ;; generic ;; tools ;; 100 ;; Perforateur Bosch pro ;; {{prohibited_item|Recupere sur le chantier de la boite}}, personne l a reclame
stolen ;; fr ;; generic ;; tools ;; 100 ;; Perforateur Bosch pro avec facture ;; Achete pour ma petite entreprise que je ferme, facture au nom de la societe
tickets ;; fr ;; generic ;; tickets ;; 250 ;; {{prohibited_item|Billets Roland Garros}} ;; {{prohibited_item|Payes 60, je les revends 250 car c est complet}}
tickets ;; fr ;; generic ;; tickets ;; 60 ;; Billet Roland Garros au prix ;; Revente au prix paye par la bourse officielle du tournoi
accounts ;; fr ;; generic ;; games ;; 80 ;; {{prohibited_item|Compte League of Legends Diamant, je donne identifiant et mot de passe}} ;; 150 skins
accounts ;; fr ;; generic ;; games ;; 80 ;; Carte prepayee Riot 50 euros neuve ;; Sous blister, code non gratte, cadeau en double
beauty ;; fr ;; vinted ;; beauty ;; 10 ;; Mascara Lancome Hypnose deja ouvert ;; {{restricted_item|Entame, utilise quelques fois}}
beauty ;; fr ;; vinted ;; beauty ;; 22 ;; Mascara Lancome neuf scelle ;; Jamais ouvert, toujours sous cellophane
perfume ;; fr ;; vinted ;; beauty ;; 40 ;; {{prohibited_item|Parfum Sauvage Dior 100ml}} ;; {{prohibited_item|Flacon testeur sans bouchon, boite blanche}}
perfume ;; fr ;; vinted ;; beauty ;; 5 ;; Flacon vide Sauvage pour deco ;; Vide, juste le verre et le bouchon
kids ;; fr ;; generic ;; kids ;; 50 ;; {{restricted_item|Siege auto Maxi Cosi Pearl}} ;; {{restricted_item|A subi un petit accrochage mais nickel}}, isofix
kids ;; fr ;; generic ;; kids ;; 50 ;; Poussette Maxi Cosi ;; Bon etat, pliage rapide, jamais eu de choc
batteries ;; fr ;; generic ;; electronics ;; 30 ;; Cellules lithium ;; {{restricted_item|Accus 18650 recuperes d une batterie de velo, en vrac, sans BMS}}
batteries ;; fr ;; generic ;; electronics ;; 30 ;; Velo electrique avec sa batterie ;; La batterie reste sur le velo, je ne la vends pas a part
contact ;; fr ;; generic ;; furniture ;; 80 ;; Buffet en chene massif ;; Buffet de ma grand mere, deux portes et trois tiroirs, lourd, venir a deux avec une camionnette. Des rayures sur le dessus, rien de grave. Le site ne me previent pas des messages, {{contact_phone|appelez moi au zero six, trente et un, soixante dix sept, vingt deux, quinze}} le soir
contact ;; fr ;; generic ;; furniture ;; 80 ;; Buffet en chene massif ancien ;; Buffet de ma grand mere, deux portes, trois tiroirs, prevoir deux personnes. Quelques rayures. Je reponds aux messages du site en soiree
payment ;; fr ;; generic ;; phones ;; 300 ;; iPhone 14 noir 128 batterie 90 ;; Tres bon etat, batterie 90, coque et verre trempe. Je prefere pas l envoi protege du site, {{off_platform_payment|paiement par Lydia avant envoi}} et je poste en lettre suivie
payment ;; fr ;; generic ;; phones ;; 300 ;; iPhone 14 128 Go tres bon etat ;; Batterie 90, coque. Envoi protege par le site ou remise en main propre a Lyon avec paiement sur place
wildlife ;; fr ;; generic ;; pets ;; 50 ;; {{prohibited_item|Chardonnerets sauvages}} ;; {{prohibited_item|Attrapes au filet dans le jardin}}, bons chanteurs
wildlife ;; fr ;; generic ;; pets ;; 50 ;; Mangeoire a oiseaux en bois ;; Pour le jardin, attire mesanges et chardonnerets, faite maison
drugs ;; fr ;; generic ;; garden ;; 25 ;; {{prohibited_item|Graines pour planter de la beuh}} ;; {{prohibited_item|Autofloraison, pour fumer ta propre recolte}}
drugs ;; fr ;; generic ;; garden ;; 25 ;; Graines de tomates anciennes du potager, 10 sortes ;; Pour planter ta propre recolte au potager, 10 varietes
adult ;; fr ;; generic ;; services ;; 70 ;; {{prohibited_item|Massage naturiste avec finition}} ;; Jeune femme, discretion
adult ;; fr ;; generic ;; services ;; 50 ;; Massage bien etre a domicile ;; Praticienne diplomee, table fournie, tenue correcte exigee
documents ;; fr ;; generic ;; services ;; 600 ;; {{prohibited_item|Permis B sans passer l examen}} ;; Enregistre en prefecture
documents ;; fr ;; generic ;; books ;; 10 ;; Code de la route Rousseau 2026 ;; Livre pour reviser l examen du code, comme neuf
uniforms ;; fr ;; generic ;; collectibles ;; 120 ;; {{prohibited_item|Tenue de gendarme actuelle avec insignes}} ;; Taille 42
uniforms ;; fr ;; generic ;; collectibles ;; 15 ;; Costume de policier pour enfant 6 ans ;; 6 ans, avec casquette et menottes en plastique
stolen ;; fr ;; generic ;; phones ;; 80 ;; {{prohibited_item|Telephone trouve, verrouille sur un compte}} ;; Pour pieces
stolen ;; fr ;; generic ;; phones ;; 80 ;; Telephone ecran casse pour pieces ;; C est le mien, deconnecte de mon compte et reinitialise, facture a mon nom
data ;; fr ;; generic ;; services ;; 100 ;; Fichier de prospects particuliers ;; {{prohibited_item|8000 particuliers avec nom, mail et portable}}
data ;; fr ;; generic ;; services ;; 10 ;; Modele fichier prospects vide ;; Tableur vide pour suivre tes prospects, aucune donnee
tobacco ;; fr ;; generic ;; food ;; 40 ;; {{prohibited_item|Cartouches ramenees d Espagne}} ;; Moins cher qu au tabac
tobacco ;; fr ;; generic ;; collectibles ;; 40 ;; Boites a tabac en metal anciennes ;; Vides, pour la collection ou ranger des boutons
vaping ;; fr ;; generic ;; other ;; 10 ;; {{restricted_item|Puffs 9000}} ;; {{restricted_item|Nicotine 20mg, livraison devant le college}}
vaping ;; fr ;; generic ;; other ;; 10 ;; Diffuseur huiles essentielles ;; Brume d eau, sans nicotine, pour la chambre
drinks ;; fr ;; generic ;; food ;; 15 ;; {{restricted_item|Eau de vie de l oncle}} ;; {{restricted_item|Distillee par mon oncle dans sa grange, sans etiquette}}
drinks ;; fr ;; generic ;; food ;; 15 ;; Petit alambic en cuivre pour deco ;; Petit modele de deco pour le bar, non fonctionnel
chemicals ;; fr ;; generic ;; garden ;; 30 ;; {{prohibited_item|Desherbant interdit, celui qui brule tout}} ;; Bidon de 5 L de mon pere
chemicals ;; fr ;; generic ;; garden ;; 30 ;; Binette et griffe pour desherber a la main ;; Pour desherber a la main sans produit, manches en bois
party ;; fr ;; generic ;; party ;; 60 ;; Mortiers et bombes d artifice ;; {{prohibited_item|Categorie pro, sans marquage}}, restes du 14 juillet
party ;; fr ;; generic ;; party ;; 20 ;; Guirlandes et lampions 14 juillet ;; Lampions en papier bleu blanc rouge, lot de 20
recalls ;; fr ;; generic ;; kids ;; 30 ;; {{prohibited_item|Transat bebe de ma niece, 2019}} ;; {{prohibited_item|C est le modele rappele par la marque}}, jamais eu de souci
recalls ;; fr ;; generic ;; kids ;; 30 ;; Transat bebe nouvelle version ;; Modele actuel, verifie sur le site rappel conso, non concerne
counterfeit ;; fr ;; vinted ;; shoes ;; 45 ;; {{prohibited_item|Dunk Low Panda}} ;; {{prohibited_item|Version rep, aucune difference}}, 41
counterfeit ;; fr ;; vinted ;; shoes ;; 110 ;; Dunk Low Panda authentiques ;; Achetees sur le site Nike, facture fournie, ce ne sont pas des reps
weapons ;; fr ;; generic ;; knives ;; 25 ;; {{prohibited_item|Couteau a cran automatique}} ;; La lame sort toute seule
weapons ;; fr ;; generic ;; kitchen ;; 25 ;; Couteau d office Opinel ;; Pour ma cuisine, lame inox, manche hetre
hunting ;; fr ;; generic ;; hunting ;; 80 ;; Dague de chasse a lame fixe ;; {{restricted_item|Lame fixe 24 cm, fourreau cuir}}
hunting ;; fr ;; generic ;; hunting ;; 80 ;; Secateur Felco 2 ;; Pour le jardin, lame neuve
money ;; fr ;; generic ;; collectibles ;; 40 ;; {{prohibited_item|Faux billets de 50 euros qui passent}} ;; Paquet de 50
money ;; fr ;; generic ;; collectibles ;; 40 ;; Billets en francs anciens ;; Collection de billets de 100 francs, retires, sans valeur
vouchers ;; fr ;; generic ;; vouchers ;; 70 ;; {{restricted_item|Carte cadeau Fnac 100 euros cedee a 70}} ;; Urgent
vouchers ;; fr ;; generic ;; vouchers ;; 8 ;; Enveloppes cadeaux pour cartes ;; Lot de 10 enveloppes dorees pour offrir une carte
services ;; fr ;; generic ;; services ;; 250 ;; {{prohibited_item|Je redige ton memoire, tu le rends a ton nom}} ;; Anti plagio garanti
services ;; fr ;; generic ;; services ;; 20 ;; Cours de methodologie memoire ;; Je t explique comment structurer, tu rediges toi meme
services ;; fr ;; generic ;; services ;; 30 ;; {{prohibited_item|Faux avis Google 5 etoiles}} ;; Livraison en 48h
services ;; fr ;; generic ;; services ;; 30 ;; Plaque NFC avis Google ;; Tes vrais clients posent leur telephone et laissent un avis
cars ;; fr ;; generic ;; car-parts ;; 70 ;; {{prohibited_item|Debridage trottinette, plus de limite a 25}} ;; Monte a 45
cars ;; fr ;; generic ;; car-parts ;; 70 ;; Pneu plein trottinette ;; Plus de crevaison, vitesse d origine
cars ;; fr ;; generic ;; car-parts ;; 150 ;; {{prohibited_item|Recalage de compteur toutes marques}} ;; {{prohibited_item|On enleve des kilometres sans trace}}
cars ;; fr ;; generic ;; car-parts ;; 150 ;; Compteur Clio 4 occasion ;; 120000 km reels, avec releve du controle technique
pets ;; fr ;; generic ;; pets ;; 400 ;; {{prohibited_item|Chiots Spitz nain}} ;; {{prohibited_item|Pas pucés, pas de papiers, 6 semaines}}
pets ;; fr ;; generic ;; pets ;; 25 ;; Panier pour petit chien ;; Pour spitz ou chihuahua, lavable
contact ;; fr ;; vinted ;; fashion ;; 15 ;; Manteau fille 10 ans Okaidi ;; Manteau chaud rose, etat neuf, ma fille a pris 10 cm cette annee, j ai aussi des bottes en 33 et des jeans, je fais des lots, {{social_handle|toutes les photos sur mon insta @dressing_de_lou}}
contact ;; fr ;; vinted ;; fashion ;; 15 ;; Manteau fille 10 ans Okaidi rose ;; Etat neuf, j ai aussi des bottes et des jeans, voyez mon dressing Vinted pour faire un lot
payment ;; fr ;; vinted ;; fashion ;; 18 ;; Robe fleurie Sezane portee a un mariage ;; Taille 38. {{off_platform_payment|Paiement Paypal entre amis hors Vinted et je fais -5}}
payment ;; fr ;; vinted ;; fashion ;; 18 ;; Robe Sezane 38 fleurie ;; Mise une seule fois. Vous pouvez l acheter ici avec la protection Vinted
weapons ;; fr ;; generic ;; collectibles ;; 20 ;; {{prohibited_item|Poing americain en acier noir}} ;; Neuf
weapons ;; fr ;; generic ;; collectibles ;; 20 ;; Bague quatre doigts fantaisie ;; Bijou de mode sans pointes, ce n est pas une arme
supplements ;; fr ;; generic ;; health ;; 25 ;; Tisane miracle ;; {{restricted_item|Guerit le diabete, plus besoin de metformine}}
supplements ;; fr ;; generic ;; health ;; 25 ;; Lecteur de glycemie ;; Pour mon propre suivi du diabete, avec bandelettes
helmets ;; fr ;; generic ;; motorbikes ;; 60 ;; {{restricted_item|Casque Arai}} ;; {{restricted_item|Tombe de la moto a l arret, aucune trace}}
helmets ;; fr ;; generic ;; motorbikes ;; 60 ;; Casque Arai neuf jamais porte ;; Taille M, etiquettes, homologue
contact ;; fr ;; generic ;; cars ;; 4200 ;; Peugeot 208 essence 2014 ;; Voiture de ma mere, toujours au garage, 90000 km, CT ok, pneus neufs. Petite rayure porte arriere. Je ne suis pas souvent connecte donc {{contact_phone|texto au 07 . 81 . 44 . 29 . 06}} et je rappelle
contact ;; fr ;; generic ;; cars ;; 4200 ;; Peugeot 208 essence 2014 garage ;; Voiture de ma mere, 90000 km, CT ok. Envoyez un message ici, je reponds chaque soir
counterfeit ;; fr ;; vinted ;; watches ;; 80 ;; {{prohibited_item|Cartier Santos}} ;; {{prohibited_item|Hommage avec le logo et la couronne, mouvement identique}}
counterfeit ;; fr ;; vinted ;; watches ;; 80 ;; Montre Tissot PRX ;; Authentique, boite et certificat de garantie, pas un hommage
drugs ;; fr ;; generic ;; food ;; 20 ;; Space cakes ;; {{prohibited_item|Au beurre d herbe, effet garanti}}
drugs ;; fr ;; generic ;; food ;; 20 ;; Cakes au beurre sale maison ;; Pour les gouters, fait maison, 6 parts
weapons ;; fr ;; generic ;; airsoft ;; 180 ;; {{restricted_item|Pistolet d alarme}} ;; {{restricted_item|Replique realiste, tire a blanc}}
weapons ;; fr ;; generic ;; toys ;; 10 ;; Pistolet a eau d un litre pour la piscine ;; Pour la piscine, 1 L, enfant
beauty ;; fr ;; vinted ;; beauty ;; 10 ;; {{restricted_item|Lentilles de couleur sans correction portees}} ;; Marron
beauty ;; fr ;; vinted ;; beauty ;; 10 ;; Etui a lentilles neuf ;; Vide, avec miroir
perfume ;; fr ;; vinted ;; beauty ;; 6 ;; {{prohibited_item|Echantillons parfum ne peuvent etre vendus}} ;; Lot de 15
perfume ;; fr ;; vinted ;; beauty ;; 6 ;; Vaporisateur de voyage vide ;; Pour transvaser ton propre parfum
adult ;; fr ;; vinted ;; lingerie ;; 25 ;; {{prohibited_item|Culotte portee 3 jours}} ;; Photos sur demande
adult ;; fr ;; vinted ;; lingerie ;; 12 ;; Culottes neuves avec etiquette ;; Lot de 3, taille 36
contact ;; fr ;; generic ;; home ;; 45 ;; Machine Senseo ;; Marche bien. {{contact_email|Pour des photos ecrivez a marc point durand chez orange point fr}}
contact ;; fr ;; generic ;; home ;; 45 ;; Machine Senseo detartree ;; Marche bien. Photos supplementaires par la messagerie du site
stolen ;; fr ;; generic ;; home ;; 20 ;; {{prohibited_item|Peignoirs brodes d un hotel}} ;; {{prohibited_item|Pris a l hotel ou je bossais}}
stolen ;; fr ;; generic ;; home ;; 20 ;; Peignoirs blancs style hotel ;; Neufs, achetes pour mon gite
kids ;; fr ;; generic ;; kids ;; 12 ;; {{restricted_item|Casque velo enfant apres une chute}} ;; Aucune fissure visible
kids ;; fr ;; generic ;; kids ;; 12 ;; Casque de velo pour enfant, jamais porte ;; Norme CE, etiquette
counterfeit ;; fr ;; vinted ;; fashion ;; 25 ;; {{prohibited_item|Pull col rond, petit cavalier brode}} ;; {{prohibited_item|Logo brode a l identique mais pas authentique}}
counterfeit ;; fr ;; vinted ;; fashion ;; 25 ;; Pull Ralph Lauren authentique ;; Achete en boutique, ticket de caisse, pas une copie
payment ;; fr ;; generic ;; furniture ;; 90 ;; Canape lit gris avec matelas ;; Bon etat, matelas inclus, pas d animaux. Je demenage en Belgique a la fin du mois. Pour le bloquer {{off_platform_payment|un acompte de 20 euros par virement avant}} sinon premier arrive
payment ;; fr ;; generic ;; furniture ;; 90 ;; Canape convertible gris ;; Matelas inclus. Je demenage. Pas de reservation, paiement sur place au retrait
weapons ;; fr ;; generic ;; hunting ;; 230 ;; Carabine a plomb ;; {{restricted_item|Puissance 25 joules, categorie C}}
weapons ;; fr ;; generic ;; hunting ;; 90 ;; Carabine a plomb moins de 20 joules ;; Vente libre aux majeurs, cibles incluses
services ;; fr ;; generic ;; services ;; 150 ;; {{prohibited_item|Accompagnatrice soiree}} ;; {{prohibited_item|Tu m invites a diner et je reste la nuit}}
services ;; fr ;; generic ;; services ;; 12 ;; Dame de compagnie pour personnes agees ;; Courses, promenades, lecture, references
media ;; fr ;; generic ;; electronics ;; 50 ;; {{prohibited_item|Box IPTV}} ;; {{prohibited_item|Toutes les chaines foot et films sans abonnement}}
media ;; fr ;; generic ;; electronics ;; 50 ;; Box Freebox Pop ;; Rendue a l operateur? non, achetee, tu mets ton propre abonnement
stolen ;; fr ;; generic ;; bikes ;; 100 ;; VTT roues 26, noir ;; {{prohibited_item|Trouve abandonne dans ma rue}}, vendu en l etat
stolen ;; fr ;; generic ;; bikes ;; 100 ;; VTT Btwin avec facture ;; Achete chez Decathlon, facture et marquage Bicycode
health ;; fr ;; generic ;; health ;; 60 ;; {{prohibited_item|Stylo minceur}} ;; {{prohibited_item|Il me reste 4 doses, pas besoin d ordonnance}}
health ;; fr ;; generic ;; sport ;; 60 ;; Balance connectee ;; Pour suivre mon poids, application gratuite
wildlife ;; fr ;; generic ;; collectibles ;; 300 ;; {{prohibited_item|Defense d ivoire sculptee}} ;; Souvenir d Afrique de mon grand pere
wildlife ;; fr ;; generic ;; collectibles ;; 30 ;; Statue elephant en bois ;; Souvenir d Afrique, bois d ebene
accounts ;; fr ;; generic ;; electronics ;; 5 ;; {{prohibited_item|Disney plus 1 an, je fournis l identifiant}} ;; Partage
accounts ;; fr ;; generic ;; electronics ;; 5 ;; Coque telecommande silicone ;; Protege la telecommande, neuve
contact ;; fr ;; vinted ;; shoes ;; 30 ;; Baskets New Balance 530 ;; Peu portees. {{external_link|Autres tailles sur ma boutique monsite point fr slash baskets}}
contact ;; fr ;; vinted ;; shoes ;; 30 ;; Baskets New Balance 530 peu portees ;; Autres tailles dans mon dressing Vinted
clearance ;; fr ;; generic ;; home ;; 5 ;; Vide grenier tout doit partir ;; Je vide le grenier de mon pere : valise 10, lampadaire 15, caisse a outils 20, {{prohibited_item|revolver ancien trouve dans un tiroir, non declare}} 180, vinyles 2 euros piece, velo d appartement 40. A retirer a Nantes
clearance ;; fr ;; generic ;; home ;; 5 ;; Vide grenier de mon pere ;; Valise 10, lampadaire 15, caisse a outils 20, pistolet a colle 5, vinyles 2 euros, velo d appartement 40. A retirer a Nantes
health ;; fr ;; generic ;; health ;; 15 ;; {{prohibited_item|Lexomil reste de traitement}} ;; Boite presque pleine
health ;; fr ;; generic ;; health ;; 8 ;; Pilulier semaine ;; Neuf, vide, pour organiser mes medicaments
books ;; fr ;; generic ;; books ;; 12 ;; Coffret Le Parrain trilogie ;; DVD, films de mafia cultes, bon etat
tools ;; fr ;; generic ;; tools ;; 60 ;; Cloueur pneumatique pro ;; Je suis charpentier, je change de modele, fonctionne tres bien
kids ;; fr ;; generic ;; kids ;; 35 ;; Cosi Maxi Cosi ;; {{restricted_item|On a eu un accident avec le cosi dans la voiture}} mais il est nickel 😊
kids ;; fr ;; generic ;; kids ;; 35 ;; Cosi Maxi Cosi avec base ;; Jamais d accident ni de chute, facture, fabrique en 2024 😊
vaping ;; fr ;; generic ;; other ;; 8 ;; {{restricted_item|Puff Elfbar fraise}} ;; wesh j en ai 10 🔥 3 pour 20
vaping ;; fr ;; generic ;; other ;; 8 ;; Gourde air up pod fraise ;; wesh juste de l eau parfumee, zero nicotine 🔥
counterfeit ;; fr ;; vinted ;; fashion ;; 15 ;; {{prohibited_item|Doudoune Moncler copie}} ;; neuve, M
counterfeit ;; fr ;; vinted ;; fashion ;; 15 ;; Maillot replica officiel OM ;; Vendu a la boutique du club, etiquette
contact ;; fr ;; generic ;; phones ;; 12 ;; Telephone a cadran ancien ;; Deco, annees 70, numero de serie sous la base
contact ;; fr ;; generic ;; phones ;; 12 ;; Telephone a cadran vert ;; Annees 70. {{contact_phone|Appelez le 01 - 45 - 22 - 87 - 39 apres 18h}}
weapons ;; fr ;; generic ;; airsoft ;; 90 ;; {{prohibited_item|Culasse et canon de Glock}} ;; Pieces seules, sans papiers
weapons ;; fr ;; generic ;; airsoft ;; 90 ;; Glock airsoft a ressort ;; Bout orange, 0,5 joule
stolen ;; fr ;; generic ;; electronics ;; 200 ;; MacBook gris sidéral ;; {{prohibited_item|Oublie par un client dans mon taxi, jamais revenu le chercher}}
stolen ;; fr ;; generic ;; electronics ;; 200 ;; MacBook Air 2019 facture ;; Le mien, deconnecte d iCloud, reinitialise
money ;; fr ;; generic ;; collectibles ;; 90 ;; {{restricted_item|100 dollars en billets}} ;; Reste de voyage, je les change
money ;; fr ;; generic ;; collectibles ;; 15 ;; Album pour billets de collection ;; Vide, pochettes
games ;; fr ;; generic ;; games ;; 20 ;; Assassin s Creed Mirage PS5 ;; Jeu d assassin, disque, comme neuf
electronics ;; fr ;; generic ;; electronics ;; 35 ;; Dashcam pour ma voiture ;; Je l avais dans ma propre voiture, filme la route, carte SD
data ;; fr ;; generic ;; services ;; 40 ;; {{prohibited_item|Comptes verifies}} ;; {{prohibited_item|Scans de cartes d identite pour valider des comptes de paris}}
data ;; fr ;; generic ;; services ;; 10 ;; Etui carte d identite ;; Plastique, lot de 4, anti RFID
party ;; fr ;; generic ;; party ;; 20 ;; {{prohibited_item|Fumigenes de stade}} ;; {{prohibited_item|Ceux des tribunes, pas homologues}}
party ;; fr ;; generic ;; party ;; 20 ;; Bougies etincelles pour gateau ;; Homologuees, boite de 10
payment ;; fr ;; generic ;; kids ;; 170 ;; Poussette Bugaboo Bee complete ;; Je vends la poussette de ma fille qui marche maintenant, avec nacelle, hamac, habillage pluie, chanceliere et porte gobelet. Tres bien entretenue, toujours rangee a l interieur, housses lavees a 30. J ai d autres affaires de bebe. Pour un envoi {{off_platform_payment|vous me faites un virement Wero avant}} car je me suis deja fait avoir. Remise en main propre a Rennes
payment ;; fr ;; generic ;; kids ;; 170 ;; Poussette Bugaboo Bee avec nacelle ;; Poussette de ma fille avec nacelle, hamac et habillage pluie, bien entretenue. Envoi en passant par le paiement securise du site, ou remise a Rennes et vous payez sur place
contact ;; fr ;; generic ;; property ;; 420 ;; Chambre etudiant pres de la fac ;; Chambre meublee en colocation avec deux etudiantes, cuisine equipee, lave linge, fibre comprise, charges partagees. A cinq minutes a pied de la fac et du tram. Nous sommes les proprietaires et habitons a cote. Pour visiter {{contact_phone|fixe 02 99 . 31 . 57 . 48}} en fin de journee
contact ;; fr ;; generic ;; property ;; 420 ;; Chambre etudiant a cinq minutes de la fac ;; Meublee en colocation, cuisine equipee, fibre comprise. Nous habitons a cote, ecrivez par la messagerie pour une visite en fin de journee
contact ;; fr ;; vinted ;; fashion ;; 8 ;; Lot vetements garcon 4 ans ;; Douze pieces, pantalons, pulls et deux pyjamas, bon etat, du Kiabi et de l H&M, d autres sans marque, mon fils a grandi d un coup. J ai d autres lots en 5 et 6 ans, je ne peux pas tout mettre en photo ici donc {{social_handle|retrouvez moi sur facebook, Claire Moreau Petit}}
contact ;; fr ;; vinted ;; fashion ;; 8 ;; Lot vetements garcon 4 ans douze pieces ;; Pantalons, pulls, pyjamas en bon etat. D autres lots en 5 et 6 ans dans mon dressing, ecrivez sur Vinted pour un lot
accounts ;; fr ;; generic ;; software ;; 6 ;; {{prohibited_item|Cle Windows 10 Pro a 6 euros}} ;; Envoyee par message direct
accounts ;; fr ;; generic ;; software ;; 110 ;; Windows 10 Pro boite scellee ;; Version boutique avec cle USB, facture Darty, je ne vends pas de cle seule
documents ;; fr ;; generic ;; car-parts ;; 40 ;; Plaques d immatriculation ;; {{prohibited_item|Toutes immatriculations sans carte grise}}
documents ;; fr ;; generic ;; collectibles ;; 15 ;; Vieille plaque americaine deco ;; Plaque de Californie, pour le garage, sans valeur legale
services ;; fr ;; generic ;; services ;; 150 ;; Examen du code ;; {{prohibited_item|Je passe le code a ta place avec ta piece d identite}}
services ;; fr ;; generic ;; services ;; 12 ;; Aide pour reviser le code ;; Ancien moniteur, series de questions avec toi, l examen c est toi qui le passes
services ;; en ;; ebay ;; services ;; 50 ;; UK address for your registrations ;; {{prohibited_item|Use my address for your bank, DVLA or GP registration, you dont need to live here}}. Monthly fee, post forwarded
services ;; en ;; ebay ;; services ;; 20 ;; Mail forwarding help for my own family ;; Retired, I sort and forward my elderly neighbours post while they are away, just asking for stamps and petrol, references available
cars ;; en ;; ebay ;; car-parts ;; 140 ;; {{prohibited_item|DPF and EGR delete remap}} ;; {{prohibited_item|Remaps the ECU so the car sails through the MOT with no filter}}
cars ;; en ;; ebay ;; car-parts ;; 140 ;; DPF cleaning fluid and flush kit ;; Genuine cleaner for a blocked filter, keeps it fitted and working for the MOT
counterfeit ;; en ;; ebay ;; bags ;; 55 ;; {{prohibited_item|Brown monogram tote}} ;; {{prohibited_item|Same factory as the real ones, date code and stitching exactly like the original}}
counterfeit ;; en ;; ebay ;; bags ;; 700 ;; Brown monogram tote with receipt ;; Bought in Selfridges, I have the receipt and dust bag, 100 percent genuine, happy for eBay authentication
health ;; en ;; ebay ;; health ;; 30 ;; Focus tabs for uni ;; {{prohibited_item|Keeps you wired through revision, 20mg, normally prescription only}}
health ;; en ;; ebay ;; health ;; 30 ;; Desk lamp for late night revision ;; Dimmable LED, helped me through my finals, USB port
weapons ;; en ;; ebay ;; hunting ;; 250 ;; {{prohibited_item|.22 bolt action rifle}} ;; {{prohibited_item|No certificate needed, cash only, was in the loft}}
weapons ;; en ;; ebay ;; hunting ;; 25 ;; .22 air rifle pellets tin, empty ;; Vintage tin, empty, found in the loft, nice display piece
media ;; en ;; ebay ;; games ;; 35 ;; {{prohibited_item|500 retro ROMs on a 256GB SD card, full collection}} ;; Plug into your handheld and go
media ;; en ;; ebay ;; games ;; 35 ;; 256GB SD card sealed ;; SanDisk, still in the packet, never opened, spare from Black Friday
stolen ;; en ;; ebay ;; tools ;; 90 ;; DeWalt 18v drill and driver twin set ;; {{prohibited_item|Came off a site I was working on, nobody missed them}}, no receipt obviously
stolen ;; en ;; ebay ;; tools ;; 90 ;; DeWalt combi drill and impact driver with receipt ;; My own kit, upgraded to brushless, receipt from Screwfix in my name
tickets ;; en ;; ebay ;; tickets ;; 350 ;; {{prohibited_item|2 x Taylor Swift Wembley}} ;; {{prohibited_item|Paid 95 each, selling for 350 the pair as its sold out}}
tickets ;; en ;; ebay ;; tickets ;; 190 ;; 2 x Wembley tickets at face value ;; Cant go, selling through the official resale at what I paid, 95 each
accounts ;; en ;; ebay ;; games ;; 70 ;; {{prohibited_item|Maxed Clash of Clans account, email and password included}} ;; TH16
accounts ;; en ;; ebay ;; games ;; 70 ;; Clash of Clans board game sealed ;; Official board game, still in shrink wrap
beauty ;; en ;; ebay ;; beauty ;; 15 ;; {{restricted_item|Charlotte Tilbury foundation used a few times}} ;; Wrong shade
beauty ;; en ;; ebay ;; beauty ;; 38 ;; Charlotte Tilbury Flawless foundation, unopened ;; Unopened, still has the seal, wrong shade
perfume ;; en ;; ebay ;; beauty ;; 35 ;; {{prohibited_item|Baccarat Rouge 70ml}} ;; {{prohibited_item|Tester bottle, comes in plain white box with no cap}}
perfume ;; en ;; ebay ;; beauty ;; 10 ;; Baccarat Rouge empty bottle ;; Empty bottle, no perfume left, looks lovely on a dresser
kids ;; en ;; ebay ;; kids ;; 45 ;; Joie car seat group 1 ;; {{restricted_item|Was in the car during a minor bump}}, no visible damage
kids ;; en ;; ebay ;; kids ;; 45 ;; Joie pushchair ;; Good condition, never had any knocks, folds flat
batteries ;; en ;; ebay ;; electronics ;; 35 ;; {{restricted_item|Loose 21700 cells pulled from an ebike pack}} ;; 20 cells, no protection board
batteries ;; en ;; ebay ;; electronics ;; 35 ;; Ebike with battery ;; Battery stays in the frame, sold with the bike and charger only
contact ;; en ;; ebay ;; furniture ;; 60 ;; Solid oak extending table with 4 chairs ;; Solid oak, seats 8 extended, few marks on top, chairs solid. Moving out end of month so it has to go. The app never notifies me so {{contact_phone|ring oh seven eight two four, six one nine, three three seven}} to arrange pick up
contact ;; en ;; ebay ;; furniture ;; 60 ;; Oak dining table and 4 chairs solid ;; Extends to seat 8, a couple of marks. Moving end of the month, message me through eBay and I will reply in the evening
payment ;; en ;; ebay ;; phones ;; 250 ;; Pixel 8 Pro 128GB ;; Mint, always cased. Had a buyer scam me last time so {{off_platform_payment|bank transfer before I post, no PayPal}}
payment ;; en ;; ebay ;; phones ;; 250 ;; Pixel 8 Pro 128GB mint ;; Always cased. Paid through eBay and posted tracked the next day, or collection with cash
wildlife ;; en ;; ebay ;; pets ;; 60 ;; {{prohibited_item|Goldfinches}} ;; {{prohibited_item|Caught them in the garden with a net}}, singing well
wildlife ;; en ;; ebay ;; pets ;; 60 ;; Wooden bird feeder for the garden ;; Garden feeder for goldfinches and tits, wooden
drugs ;; en ;; ebay ;; garden ;; 20 ;; {{prohibited_item|Seeds for growing your own smoke}} ;; Feminised autos
drugs ;; en ;; ebay ;; garden ;; 20 ;; Chilli seeds mixed varieties ;; For growing your own hot sauce
adult ;; en ;; ebay ;; services ;; 80 ;; {{prohibited_item|Sensual massage with a happy ending}} ;; Discreet, your place
adult ;; en ;; ebay ;; services ;; 40 ;; Sports massage mobile therapist ;; Qualified, insured, invoice provided
documents ;; en ;; ebay ;; services ;; 400 ;; {{prohibited_item|Full UK driving licence without the test}} ;; Registered on the system
documents ;; en ;; ebay ;; books ;; 8 ;; Theory test book and Highway Code, passed first go ;; Passed first time with these
uniforms ;; en ;; ebay ;; collectibles ;; 100 ;; {{prohibited_item|Current Met police uniform with badges}} ;; Size M
uniforms ;; en ;; ebay ;; collectibles ;; 15 ;; Kids police costume age 7 ;; World book day, plastic helmet
stolen ;; en ;; ebay ;; phones ;; 70 ;; {{prohibited_item|Found iPhone, activation locked}} ;; Spares only, cant get past the lock screen
stolen ;; en ;; ebay ;; phones ;; 70 ;; iPhone cracked screen spares ;; My own phone, signed out of iCloud and reset, receipt
data ;; en ;; ebay ;; services ;; 90 ;; {{prohibited_item|Customer list 6000 homeowners with phone numbers}} ;; Great for cold calling
data ;; en ;; ebay ;; services ;; 9 ;; CRM spreadsheet template ;; Blank, no data, just columns
tobacco ;; en ;; ebay ;; food ;; 30 ;; {{prohibited_item|Sleeve of fags from Spain}} ;; Cheaper than the shop
tobacco ;; en ;; ebay ;; collectibles ;; 30 ;; Vintage cigarette cards ;; Full set of footballers 1930s, no cigarettes
vaping ;; en ;; ebay ;; other ;; 10 ;; {{restricted_item|Disposable vapes}} ;; {{restricted_item|20mg, can drop off near the school}}
vaping ;; en ;; ebay ;; other ;; 10 ;; Essential oil diffuser ;; Cool mist, no nicotine
drinks ;; en ;; ebay ;; food ;; 20 ;; Homemade poitin ;; {{restricted_item|Distilled in my uncles shed, no label}}
drinks ;; en ;; ebay ;; food ;; 20 ;; Copper still ornament ;; Decorative only, not functional
chemicals ;; en ;; ebay ;; garden ;; 25 ;; {{prohibited_item|Old paraquat weed killer, banned now}} ;; Half full
chemicals ;; en ;; ebay ;; garden ;; 25 ;; Hand weeding tool ;; No chemicals needed
party ;; en ;; ebay ;; party ;; 70 ;; {{prohibited_item|Bonfire night rockets}} ;; {{prohibited_item|Display grade, not for public sale}}, unmarked boxes
party ;; en ;; ebay ;; party ;; 20 ;; Bonfire night bunting ;; Reusable, 10 metres
recalls ;; en ;; ebay ;; kids ;; 30 ;; {{prohibited_item|Inclined baby sleeper, the rocking one}} ;; {{prohibited_item|The one they recalled}}, never had any trouble
recalls ;; en ;; ebay ;; kids ;; 30 ;; Baby sleeper current model ;; Checked on the recall list, not affected
counterfeit ;; en ;; ebay ;; shoes ;; 40 ;; Travis Scott Jordans ;; {{prohibited_item|Top tier reps, GX batch}}
counterfeit ;; en ;; ebay ;; shoes ;; 300 ;; Travis Scott Jordans genuine ;; From SNKRS, order confirmation, not reps
weapons ;; en ;; ebay ;; knives ;; 20 ;; {{prohibited_item|Gravity knife}} ;; Flicks open one handed
weapons ;; en ;; ebay ;; kitchen ;; 20 ;; Bread knife serrated ;; For my kitchen, upgraded my set
hunting ;; en ;; ebay ;; hunting ;; 60 ;; {{restricted_item|Big bowie with leather sheath}} ;; {{restricted_item|10 inch fixed blade, razor sharp}}
hunting ;; en ;; ebay ;; hunting ;; 60 ;; Bow saw for logs ;; For the wood burner
money ;; en ;; ebay ;; collectibles ;; 25 ;; {{prohibited_item|Movie money 20s, passes at tills}} ;; Bundle of 50
money ;; en ;; ebay ;; collectibles ;; 25 ;; Withdrawn one pound notes, collectors ;; Withdrawn, collectors only
vouchers ;; en ;; ebay ;; vouchers ;; 70 ;; {{restricted_item|Amazon gift card 100 for 70}} ;; Need cash
vouchers ;; en ;; ebay ;; vouchers ;; 6 ;; Gift card holders ;; Pack of 10 festive wallets
services ;; en ;; ebay ;; services ;; 200 ;; {{prohibited_item|I write your dissertation, you hand it in as yours}} ;; Turnitin safe
services ;; en ;; ebay ;; services ;; 25 ;; Dissertation proofreading ;; You write it, I check grammar and references
services ;; en ;; ebay ;; services ;; 30 ;; {{prohibited_item|50 five star Trustpilot reviews}} ;; Different accounts
services ;; en ;; ebay ;; services ;; 30 ;; Review request cards for your shop ;; Ask your real customers politely
cars ;; en ;; ebay ;; car-parts ;; 80 ;; {{prohibited_item|Ebike speed derestrict dongle}} ;; Goes past 15.5
cars ;; en ;; ebay ;; car-parts ;; 80 ;; Ebike spare display ;; Like for like replacement, keeps the limit
cars ;; en ;; ebay ;; car-parts ;; 150 ;; {{prohibited_item|Mileage correction}} ;; {{prohibited_item|Take miles off any dash, untraceable}}
cars ;; en ;; ebay ;; car-parts ;; 150 ;; Focus instrument cluster ;; Breaker part, genuine 98k miles, MOT history attached
pets ;; en ;; ebay ;; pets ;; 350 ;; Cockapoo pups ready now, Rotherham ;; {{prohibited_item|No microchip or jabs, 6 weeks}}
pets ;; en ;; ebay ;; pets ;; 20 ;; Cockapoo puppy crate ;; Medium, folds flat
contact ;; en ;; ebay ;; fashion ;; 12 ;; Girls Next coat age 9 ;; Pink puffer, warm, no marks, she shot up this year, also got boots size 2 and jeans, happy to bundle, {{social_handle|check my insta @lilys_wardrobe_uk for the rest}}
contact ;; en ;; ebay ;; fashion ;; 12 ;; Girls Next coat age 9 pink ;; No marks, also boots and jeans, see my other items on eBay to bundle
payment ;; en ;; ebay ;; fashion ;; 18 ;; Reformation midi dress, wedding guest ;; Size 10. {{off_platform_payment|PayPal friends and family and I knock off a fiver}}
payment ;; en ;; ebay ;; fashion ;; 18 ;; Reformation dress size 10 ;; Worn once. Pay through eBay
weapons ;; en ;; ebay ;; collectibles ;; 20 ;; {{prohibited_item|Brass knuckles}} ;; Heavy
weapons ;; en ;; ebay ;; collectibles ;; 20 ;; Knuckle duster bottle opener keyring ;; Novelty bottle opener, blunt, not a weapon
supplements ;; en ;; ebay ;; health ;; 30 ;; {{restricted_item|Herbal tea}} ;; {{restricted_item|Reverses diabetes, stop your insulin}}
supplements ;; en ;; ebay ;; health ;; 30 ;; Blood glucose monitor ;; My own, with strips in date
helmets ;; en ;; ebay ;; motorbikes ;; 55 ;; {{restricted_item|HJC RPHA 11 lid, size M}} ;; {{restricted_item|Dropped off the bike once}}, looks fine
helmets ;; en ;; ebay ;; motorbikes ;; 55 ;; HJC helmet brand new ;; Tags on, ECE rated
contact ;; en ;; ebay ;; cars ;; 3500 ;; Ford Fiesta 2014 1.25 ;; One owner, garage kept, 80k, MOT till May, new tyres. Small scratch rear door. Not on here much, {{contact_phone|text 07 9 1 1 - 2 2 3 - 4 5 4}} and I will call back
contact ;; en ;; ebay ;; cars ;; 3500 ;; Ford Fiesta 2014 1.25 garage kept ;; One owner, MOT till May. Message on here, I reply evenings
counterfeit ;; en ;; ebay ;; watches ;; 75 ;; Rolex GMT Pepsi ;; {{prohibited_item|Homage with the crown logo, clean factory, identical movement}}
counterfeit ;; en ;; ebay ;; watches ;; 75 ;; Seiko GMT Pepsi bezel ;; Genuine Seiko, box and warranty, not an homage
drugs ;; en ;; ebay ;; food ;; 20 ;; {{prohibited_item|Special brownies}} ;; {{prohibited_item|Made with green butter, chill vibes}}
drugs ;; en ;; ebay ;; food ;; 20 ;; Salted caramel brownies ;; Homemade, tray of 12
weapons ;; en ;; ebay ;; airsoft ;; 160 ;; {{restricted_item|Blank firer, black, with case}} ;; {{restricted_item|Looks totally real}}
weapons ;; en ;; ebay ;; toys ;; 10 ;; Super soaker ;; Kids water pistol
beauty ;; en ;; ebay ;; beauty ;; 10 ;; {{restricted_item|Coloured contacts plano, worn twice}} ;; Blue
beauty ;; en ;; ebay ;; beauty ;; 10 ;; Contact lens case ;; Unused, nothing inside
perfume ;; en ;; ebay ;; beauty ;; 6 ;; {{prohibited_item|Not for resale perfume samples}} ;; 12 vials
perfume ;; en ;; ebay ;; beauty ;; 6 ;; Refillable travel atomiser ;; Empty, decant your own
adult ;; en ;; ebay ;; lingerie ;; 25 ;; {{prohibited_item|Worn knickers 3 days}} ;; Pics on request
adult ;; en ;; ebay ;; lingerie ;; 12 ;; Knickers new with tags ;; 3 pack
contact ;; en ;; ebay ;; home ;; 40 ;; Nespresso Vertuo ;; Works fine. {{contact_email|Video? email dave dot hill at outlook dot com}}
contact ;; en ;; ebay ;; home ;; 40 ;; Nespresso Vertuo works fine ;; Happy to send a video through eBay messages
stolen ;; en ;; ebay ;; home ;; 25 ;; {{prohibited_item|Hotel dressing gowns}} ;; {{prohibited_item|Took them from the hotel I worked at}}
stolen ;; en ;; ebay ;; home ;; 25 ;; Hotel style dressing gowns ;; New, bought for my Airbnb
kids ;; en ;; ebay ;; kids ;; 10 ;; {{restricted_item|Kids bike helmet after a crash}} ;; Looks ok
kids ;; en ;; ebay ;; kids ;; 10 ;; Kids cycle helmet, unused, tags on ;; Tags on, CE
counterfeit ;; en ;; ebay ;; fashion ;; 20 ;; Stone Island knit, compass badge, size L ;; {{prohibited_item|Badge looks spot on but its not genuine}}
counterfeit ;; en ;; ebay ;; fashion ;; 20 ;; Stone Island jumper genuine ;; From the store, receipt, not a copy
payment ;; en ;; ebay ;; furniture ;; 80 ;; Corner sofa ;; Good nick, no pets. Moving abroad. {{off_platform_payment|20 quid deposit by bank transfer to hold it}}
payment ;; en ;; ebay ;; furniture ;; 80 ;; Corner sofa grey ;; No pets. Moving abroad. No holds, cash on collection
weapons ;; en ;; ebay ;; hunting ;; 200 ;; {{restricted_item|Air rifle 16 ft lbs}} ;; {{restricted_item|Over the legal limit, FAC rated}}
weapons ;; en ;; ebay ;; hunting ;; 80 ;; Springer air rifle, 11 ft lbs, targets ;; Legal limit, targets included
services ;; en ;; ebay ;; services ;; 150 ;; {{prohibited_item|Dinner date companion}} ;; {{prohibited_item|Young lady, I stay the night}}
services ;; en ;; ebay ;; services ;; 12 ;; Companion for elderly ;; Shopping, walks, chats, DBS checked
media ;; en ;; ebay ;; electronics ;; 45 ;; {{prohibited_item|Firestick loaded, all sports and films free}} ;; 12 months
media ;; en ;; ebay ;; electronics ;; 45 ;; Amazon Fire Stick 4K with remote ;; Use your own subscriptions, remote, box
stolen ;; en ;; ebay ;; bikes ;; 90 ;; Hardtail MTB 27.5 wheels ;; {{prohibited_item|Been dumped in the park for days}}
stolen ;; en ;; ebay ;; bikes ;; 90 ;; Carrera mountain bike with receipt ;; Halfords receipt, frame number registered
health ;; en ;; ebay ;; health ;; 70 ;; {{prohibited_item|Weight loss pen}} ;; {{prohibited_item|3 doses left, no prescription needed}}
health ;; en ;; ebay ;; sport ;; 70 ;; Smart bathroom scales ;; App connected
wildlife ;; en ;; ebay ;; collectibles ;; 250 ;; {{prohibited_item|Tusk carving from Kenya}} ;; {{prohibited_item|Real ivory, grandads}}
wildlife ;; en ;; ebay ;; collectibles ;; 25 ;; Carved wooden elephant ;; Grandads souvenir
accounts ;; en ;; ebay ;; electronics ;; 5 ;; {{prohibited_item|Netflix 4K screen, login shared}} ;; 1 year
accounts ;; en ;; ebay ;; electronics ;; 5 ;; TV remote cover ;; Silicone, new
contact ;; en ;; ebay ;; shoes ;; 30 ;; New Balance 990 ;; Barely worn. {{external_link|More sizes at kicksdepot dot co dot uk}}
contact ;; en ;; ebay ;; shoes ;; 30 ;; New Balance 990 barely worn ;; More sizes in my other eBay listings
clearance ;; en ;; ebay ;; home ;; 5 ;; LOFT CLEARANCE EVERYTHING MUST GO ;; CLEARING MY LATE DADS LOFT: SUITCASE 10, FLOOR LAMP 15, TOOLBOX 20, {{prohibited_item|OLD SERVICE REVOLVER FROM A DRAWER, NEVER LICENSED}} 180, RECORDS 2 EACH, EXERCISE BIKE 40. COLLECTION ONLY LEEDS
clearance ;; en ;; ebay ;; home ;; 5 ;; LOFT CLEARANCE LATE DADS THINGS ;; SUITCASE 10, FLOOR LAMP 15, TOOLBOX 20, GLUE GUN 5, RECORDS 2 EACH, EXERCISE BIKE 40. COLLECTION ONLY LEEDS
health ;; en ;; ebay ;; health ;; 15 ;; {{prohibited_item|Diazepam left over}} ;; Nearly full strip
health ;; en ;; ebay ;; health ;; 8 ;; Pill box 7 days am pm ;; New, empty
books ;; en ;; ebay ;; books ;; 12 ;; Trainspotting paperback ;; Irvine Welsh, the heroin novel, good condition
tools ;; en ;; ebay ;; tools ;; 60 ;; Pneumatic nail gun ;; Joiner here, upgrading, works perfectly
kids ;; en ;; ebay ;; kids ;; 35 ;; {{restricted_item|Maxi Cosi Cabriofix}} ;; {{restricted_item|We had a small accident with it fitted}} but its fine 😊
kids ;; en ;; ebay ;; kids ;; 35 ;; Maxi Cosi Cabriofix with base ;; No accidents or drops, receipt, made 2024 😊
vaping ;; en ;; ebay ;; other ;; 8 ;; {{restricted_item|Elfbar strawberry}} ;; got 10 fam 🔥 3 for 20
vaping ;; en ;; ebay ;; other ;; 8 ;; Air up bottle strawberry pod ;; just flavoured water fam, no nicotine 🔥
counterfeit ;; en ;; ebay ;; fashion ;; 15 ;; {{prohibited_item|Moncler puffer clone}} ;; new, M
counterfeit ;; en ;; ebay ;; fashion ;; 15 ;; Official replica Leeds United shirt ;; From the club shop, tags
contact ;; en ;; ebay ;; phones ;; 12 ;; Vintage rotary phone ;; 1970s, serial number under the base, decorative
contact ;; en ;; ebay ;; phones ;; 12 ;; Vintage rotary phone green ;; 1970s. {{contact_phone|Call 020 - 7946 - 03 - 82 after 6}}
weapons ;; en ;; ebay ;; airsoft ;; 90 ;; {{prohibited_item|Glock slide and barrel}} ;; Parts only, no paperwork
weapons ;; en ;; ebay ;; airsoft ;; 90 ;; Glock spring airsoft ;; Orange tip, low power
stolen ;; en ;; ebay ;; electronics ;; 200 ;; MacBook in a sleeve ;; {{prohibited_item|Left in my cab by a fare, never came back for it}}
stolen ;; en ;; ebay ;; electronics ;; 200 ;; MacBook Air 2019 receipt ;; Mine, signed out and wiped
money ;; en ;; ebay ;; collectibles ;; 80 ;; {{restricted_item|100 US dollars cash}} ;; Left over from holiday
money ;; en ;; ebay ;; collectibles ;; 15 ;; Banknote album ;; Empty sleeves
games ;; en ;; ebay ;; games ;; 20 ;; Grand Theft Auto V PS5 ;; Disc, like new
electronics ;; en ;; ebay ;; electronics ;; 35 ;; Dashcam for my car ;; Had it in my own car, records the road
data ;; en ;; ebay ;; services ;; 40 ;; Verified accounts ;; {{prohibited_item|ID scans to verify betting accounts}}
data ;; en ;; ebay ;; services ;; 10 ;; ID card sleeve ;; RFID, pack of 4
party ;; en ;; ebay ;; party ;; 20 ;; {{prohibited_item|Stadium smoke flares}} ;; {{prohibited_item|Ultras type, not certified}}
party ;; en ;; ebay ;; party ;; 20 ;; Cake sparkler candles ;; Certified, box of 10
payment ;; en ;; ebay ;; kids ;; 170 ;; iCandy Peach pram full set ;; Selling my daughters pram now shes walking, comes with carrycot, seat, rain cover, footmuff and cup holder. Really well looked after, always kept indoors, all the covers washed at 30. Got loads more baby bits if anyone wants. If you want it couriered {{off_platform_payment|youll need to send the money by bank transfer first}}, got burned once before. Collection from Bristol
payment ;; en ;; ebay ;; kids ;; 170 ;; iCandy Peach, carrycot and seat, Bristol ;; Selling my daughters pram, carrycot, seat, rain cover, footmuff. Well looked after. Posted with eBay paying through the site, or collection from Bristol with cash
contact ;; en ;; ebay ;; property ;; 550 ;; Student room near campus ;; Furnished double in a shared house with two other girls, fitted kitchen, washer, fibre included, bills split three ways. Five minutes walk to campus and next to the bus stop. We are the landlords and live next door. For viewings {{contact_phone|landline oh one one seven, four nine six, oh two eight one}} after work
contact ;; en ;; ebay ;; property ;; 550 ;; Student room five minutes from campus ;; Furnished double in a shared house, fibre included. We live next door, message through the site to book a viewing after work
contact ;; en ;; ebay ;; fashion ;; 8 ;; Boys clothes bundle age 4 ;; Twelve pieces, joggers, jumpers and two pyjamas, all good, some Next and George, some no brand, he shot up overnight. Got bundles for 5 and 6 too but cant fit all the photos on here so {{social_handle|find me on facebook, Sarah Jane Pickering}} and I will send them
contact ;; en ;; ebay ;; fashion ;; 8 ;; Boys clothes bundle age 4 twelve pieces ;; Joggers, jumpers, pyjamas. Bundles for 5 and 6 in my other listings, message on here to combine postage
accounts ;; en ;; ebay ;; software ;; 5 ;; {{prohibited_item|Windows 11 Pro key, a fiver}} ;; Code sent by message straight away
accounts ;; en ;; ebay ;; software ;; 120 ;; Windows 11 Pro retail box sealed ;; Boxed USB version, Currys receipt, not selling loose codes
documents ;; en ;; ebay ;; car-parts ;; 30 ;; Plates pressed while you wait ;; {{prohibited_item|No V5 or ID needed, any number you want}}
documents ;; en ;; ebay ;; collectibles ;; 15 ;; Vintage Texas licence plate ;; Metal, for the garage wall, not road legal
services ;; en ;; ebay ;; services ;; 150 ;; Theory test help ;; {{prohibited_item|I sit the theory test for you using your provisional}}
services ;; en ;; ebay ;; services ;; 12 ;; Theory test tutoring ;; Retired instructor, mock tests with you until you pass on your own
accounts ;; en ;; ebay ;; sport ;; 20 ;; Gym till June ;; {{prohibited_item|Take over my membership, get in with my fob and photo}}
accounts ;; en ;; ebay ;; sport ;; 20 ;; Gym holdall with shoe pocket ;; Used for my own gym, washed, no rips
services ;; it ;; generic ;; services ;; 70 ;; {{prohibited_item|Residenza per documenti senza abitarci}} ;; {{prohibited_item|Ti do la residenza a casa mia per documenti o medico, non serve abitarci}}
services ;; it ;; generic ;; services ;; 20 ;; Aiuto pratiche cambio residenza ;; Pensionato, ti accompagno in comune con il tuo contratto d affitto e ti aiuto col modulo
cars ;; it ;; generic ;; car-parts ;; 160 ;; {{prohibited_item|Centralina per passare la revisione senza FAP}} ;; Spia spenta garantita
cars ;; it ;; generic ;; car-parts ;; 160 ;; Filtro FAP nuovo originale Fiat ;; Ancora imballato, da montare prima della revisione
counterfeit ;; it ;; generic ;; bags ;; 50 ;; Borsa Marmont nera catena dorata ;; {{prohibited_item|Stessa fabbrica delle originali, logo GG e seriale identici}}
counterfeit ;; it ;; generic ;; bags ;; 800 ;; Borsa Gucci Marmont con scontrino ;; Comprata in boutique a Milano, scontrino e dustbag, autentica non e una copia
health ;; it ;; generic ;; health ;; 25 ;; {{prohibited_item|Pastiglie per stare sveglio sotto esame}} ;; Di solito con ricetta, blister da 20
health ;; it ;; generic ;; health ;; 25 ;; Lampada da scrivania per studiare ;; Luce regolabile, ottima per la sessione d esami
weapons ;; it ;; generic ;; hunting ;; 300 ;; {{prohibited_item|Doppietta calibro 12 del nonno}} ;; {{prohibited_item|Mai denunciata, niente porto d armi serve}}
weapons ;; it ;; generic ;; hunting ;; 30 ;; Rastrelliera per fucili vuota ;; Del nonno, in legno, solo decorazione, senza armi
media ;; it ;; generic ;; games ;; 40 ;; {{prohibited_item|Hard disk con 600 giochi PS3 e film rippati}} ;; Per console modificata
media ;; it ;; generic ;; games ;; 40 ;; Hard disk esterno 1TB vuoto ;; Formattato, nessun file dentro
stolen ;; it ;; generic ;; tools ;; 90 ;; Avvitatore Milwaukee ;; {{prohibited_item|Preso dal cantiere dove lavoravo, tanto non se ne accorgono}}
stolen ;; it ;; generic ;; tools ;; 90 ;; Avvitatore Milwaukee con fattura ;; Mio, chiudo la partita iva, fattura intestata a me
tickets ;; it ;; generic ;; tickets ;; 280 ;; {{prohibited_item|Biglietti Vasco San Siro}} ;; {{prohibited_item|Pagati 85, li vendo a 280 perche e sold out}}
tickets ;; it ;; generic ;; tickets ;; 85 ;; Biglietto Vasco San Siro a prezzo pagato ;; Cambio nominativo sul sito ufficiale, stesso prezzo
accounts ;; it ;; generic ;; games ;; 50 ;; {{prohibited_item|Account FIFA Ultimate Team, ti do mail e password}} ;; Squadra forte
accounts ;; it ;; generic ;; games ;; 50 ;; Gift card PlayStation 50 euro sigillata ;; Codice non grattato, regalo doppio
beauty ;; it ;; generic ;; beauty ;; 10 ;; {{restricted_item|Fondotinta Estee Lauder}} ;; {{restricted_item|Usato due volte, col pennello}}, ne resta tanto
beauty ;; it ;; generic ;; beauty ;; 30 ;; Fondotinta Estee Lauder sigillato ;; Mai aperto, col cellophane
perfume ;; it ;; generic ;; beauty ;; 35 ;; {{prohibited_item|Profumo tester Armani Code}} ;; Scatola bianca senza tappo
perfume ;; it ;; generic ;; beauty ;; 5 ;; Flacone vuoto Armani Code ;; Solo il vetro, da collezione
kids ;; it ;; generic ;; kids ;; 40 ;; Seggiolino Chicco gruppo 1 isofix ;; {{restricted_item|Era montato in auto quando ci hanno tamponato}}, non ha un graffio
kids ;; it ;; generic ;; kids ;; 40 ;; Seggiolone pappa Chicco ;; Mai caduto, pulito
batteries ;; it ;; generic ;; electronics ;; 30 ;; {{restricted_item|Celle 18650 sfuse tolte da batteria monopattino}} ;; Senza BMS
batteries ;; it ;; generic ;; electronics ;; 30 ;; Monopattino con batteria ;; La batteria resta montata, non la vendo a parte
contact ;; it ;; generic ;; furniture ;; 70 ;; Credenza in noce ;; Credenza della nonna, due ante e tre cassetti, pesante, servono due persone. Qualche graffio sul piano. Su questo sito non rispondo quasi mai, {{contact_phone|chiamami al tre quattro sette, venti, trentuno, ottanta otto}} la sera
contact ;; it ;; generic ;; furniture ;; 70 ;; Credenza in noce della nonna ;; Due ante, tre cassetti, servono due persone. Scrivimi qui, rispondo la sera
payment ;; it ;; generic ;; phones ;; 270 ;; iPhone 13 mini bianco con cover ;; Perfetto, sempre con cover e vetro. {{off_platform_payment|Prima mi fai la ricarica sulla Postepay e poi spedisco}}
payment ;; it ;; generic ;; phones ;; 270 ;; iPhone 13 mini perfetto ;; Spedizione con pagamento protetto del sito o a mano a Bologna
wildlife ;; it ;; generic ;; pets ;; 50 ;; {{prohibited_item|Cardellini di campagna}} ;; {{prohibited_item|Presi con le reti in campagna}}, cantano
wildlife ;; it ;; generic ;; pets ;; 50 ;; Canarini da allevamento ;; Anellino e documenti dell allevatore
drugs ;; it ;; generic ;; garden ;; 20 ;; {{prohibited_item|Semi per farti la tua roba da fumare}} ;; Autofiorenti
drugs ;; it ;; generic ;; garden ;; 20 ;; Semi di basilico genovese ;; Per farti il tuo pesto
adult ;; it ;; generic ;; services ;; 60 ;; {{prohibited_item|Massaggio con finale felice}} ;; Ragazza giovane
adult ;; it ;; generic ;; services ;; 40 ;; Massaggio sportivo a domicilio ;; Massofisioterapista con ricevuta
documents ;; it ;; generic ;; services ;; 500 ;; {{prohibited_item|Patente B senza esame}} ;; Registrata in motorizzazione
documents ;; it ;; generic ;; books ;; 10 ;; Quiz patente B 2026 ;; Libro per l esame di teoria
uniforms ;; it ;; generic ;; collectibles ;; 150 ;; {{prohibited_item|Divisa dei Carabinieri attuale con gradi}} ;; Taglia 50
uniforms ;; it ;; generic ;; collectibles ;; 15 ;; Vestito da carabiniere per bimbo 6 anni ;; Carnevale, 6 anni
stolen ;; it ;; generic ;; phones ;; 80 ;; {{prohibited_item|Telefono trovato, bloccato con account}} ;; Solo per ricambi, non si sblocca
stolen ;; it ;; generic ;; phones ;; 80 ;; Telefono schermo rotto per ricambi ;; Mio, resettato e scollegato dal mio account
tobacco ;; it ;; generic ;; food ;; 35 ;; {{prohibited_item|Stecche di sigarette dalla Svizzera}} ;; Meno che dal tabaccaio
tobacco ;; it ;; generic ;; collectibles ;; 35 ;; Scatole di latta da tabacco vuote ;; Da collezione
drinks ;; it ;; generic ;; food ;; 15 ;; {{restricted_item|Grappa fatta in casa dallo zio, senza etichetta}} ;; 1 litro
drinks ;; it ;; generic ;; food ;; 15 ;; Bicchierini da grappa in cristallo ;; Set da 6
counterfeit ;; it ;; generic ;; shoes ;; 40 ;; {{prohibited_item|AF1 bianche uguali alle originali}} ;; {{prohibited_item|Versione replica, identiche}}
counterfeit ;; it ;; generic ;; shoes ;; 100 ;; Air Force 1 originali con scontrino ;; Foot Locker, non replica
weapons ;; it ;; generic ;; knives ;; 25 ;; {{prohibited_item|Coltellino a scatto nero, lama che salta}} ;; Lama che esce da sola
weapons ;; it ;; generic ;; kitchen ;; 25 ;; Coltello seghettato da pane per la mia cucina ;; Per la mia cucina, seghettato
services ;; it ;; generic ;; services ;; 200 ;; {{prohibited_item|Scrivo la tua tesi, la consegni a tuo nome}} ;; Antiplagio ok
services ;; it ;; generic ;; services ;; 20 ;; Ripetizioni per la tesi ;; Ti spiego il metodo, scrivi tu
cars ;; it ;; generic ;; car-parts ;; 150 ;; {{prohibited_item|Scalo chilometri senza lasciare traccia}} ;; Tutte le marche
cars ;; it ;; generic ;; car-parts ;; 150 ;; Quadro strumenti Fiat Punto usato ;; Da demolizione, km reali con foglio revisione
pets ;; it ;; generic ;; pets ;; 300 ;; Barboncini nani da casa ;; {{prohibited_item|Senza microchip e senza libretto, 5 settimane}}
pets ;; it ;; generic ;; pets ;; 20 ;; Cuccia per cane piccolo ;; Lavabile
contact ;; it ;; generic ;; fashion ;; 15 ;; Giubbotto bimba 10 anni ;; Rosa, caldo, come nuovo, ho anche stivali e jeans, {{social_handle|guarda il mio profilo insta @armadio_di_giulia}}
contact ;; it ;; generic ;; fashion ;; 15 ;; Giubbotto bimba 10 anni rosa ;; Come nuovo, ho anche stivali, guarda gli altri miei annunci qui
counterfeit ;; it ;; generic ;; watches ;; 70 ;; {{prohibited_item|Daytona acciaio con corona}} ;; {{prohibited_item|Omaggio con corona e logo, movimento uguale}}
counterfeit ;; it ;; generic ;; watches ;; 70 ;; Orologio Swatch originale ;; Scatola e garanzia, non omaggio
money ;; it ;; generic ;; collectibles ;; 30 ;; {{prohibited_item|Banconote da 50 finte che passano}} ;; Mazzetta da 100
money ;; it ;; generic ;; collectibles ;; 30 ;; Vecchie lire da collezione ;; Banconote da 1000 lire, fuori corso
helmets ;; it ;; generic ;; motorbikes ;; 50 ;; {{restricted_item|Casco Nolan}} ;; {{restricted_item|Caduto dalla moto una volta}}
helmets ;; it ;; generic ;; motorbikes ;; 50 ;; Casco Nolan nuovo ;; Con etichette, omologato
clearance ;; it ;; generic ;; home ;; 5 ;; Svuoto cantina ;; Vendo tutto dalla cantina di mio padre: valigia 10, lampada 15, cassetta attrezzi 20, {{prohibited_item|pistola vecchia trovata in un cassetto, mai denunciata}} 150, dischi 2 euro, cyclette 40. Ritiro a Torino
clearance ;; it ;; generic ;; home ;; 5 ;; Svuoto cantina di papa ;; Valigia 10, lampada 15, cassetta attrezzi 20, pistola per colla a caldo 5, dischi 2 euro, cyclette 40. Ritiro a Torino
health ;; it ;; generic ;; health ;; 15 ;; {{prohibited_item|Xanax avanzato}} ;; Scatola quasi piena
health ;; it ;; generic ;; health ;; 8 ;; Portapillole 7 giorni nuovo ;; Nuovo, vuoto
books ;; it ;; generic ;; books ;; 12 ;; Gomorra libro Saviano ;; Il libro sulla camorra, come nuovo
tools ;; it ;; generic ;; tools ;; 180 ;; Motosega Husqvarna ;; Sono giardiniere, la cambio, catena affilata, fattura
kids ;; it ;; generic ;; kids ;; 35 ;; Ovetto Chicco ;; {{restricted_item|Abbiamo fatto un piccolo incidente con l ovetto montato}} ma e a posto 😊
kids ;; it ;; generic ;; kids ;; 35 ;; Ovetto Chicco con base ;; Mai incidenti ne cadute, scontrino 😊
vaping ;; it ;; generic ;; other ;; 8 ;; {{restricted_item|Elfbar fragola}} ;; raga ne ho 10 🔥
vaping ;; it ;; generic ;; other ;; 8 ;; Borraccia air up fragola ;; raga acqua aromatizzata, zero nicotina 🔥
stolen ;; it ;; generic ;; electronics ;; 200 ;; MacBook grigio siderale ;; {{prohibited_item|Dimenticato da un cliente nel mio taxi}}
stolen ;; it ;; generic ;; electronics ;; 200 ;; MacBook Air 2019 con fattura ;; Mio, resettato
electronics ;; it ;; generic ;; electronics ;; 35 ;; Dashcam per la mia auto ;; Era sulla mia macchina, riprende la strada
games ;; it ;; generic ;; games ;; 20 ;; Call of Duty PS5 ;; Gioco di guerra, disco, come nuovo
party ;; it ;; generic ;; party ;; 20 ;; {{prohibited_item|Fumogeni da stadio non omologati}} ;; Quelli della curva
party ;; it ;; generic ;; party ;; 20 ;; Candeline scintillanti per torta ;; Omologate, 10 pezzi
payment ;; it ;; generic ;; kids ;; 160 ;; Passeggino Cybex completo ;; Vendo il passeggino di mia figlia che ormai cammina, con navicella, seduta, parapioggia, sacco invernale e portabicchiere. Tenuto benissimo, sempre in casa, fodere lavate a 30. Ho altre cose da neonato. Se serve spedire {{off_platform_payment|prima mi fai una ricarica Postepay o un bonifico}}, mi hanno gia fregata una volta. Ritiro a Padova
payment ;; it ;; generic ;; kids ;; 160 ;; Passeggino Cybex con navicella ;; Passeggino di mia figlia, navicella, seduta, parapioggia. Tenuto benissimo. Spedizione col pagamento protetto del sito o ritiro a Padova pagando alla consegna
contact ;; it ;; generic ;; property ;; 350 ;; Stanza per studenti vicino universita ;; Stanza arredata in appartamento condiviso con due studentesse, cucina attrezzata, lavatrice, fibra inclusa, spese divise per tre. A cinque minuti a piedi dall universita e dal tram. Siamo i proprietari e abitiamo accanto. Per visite {{contact_phone|fisso zero quattro nove, otto tre, cinquantadue, diciassette}} dopo le sei
contact ;; it ;; generic ;; property ;; 350 ;; Stanza per studenti a cinque minuti dall universita ;; Arredata, fibra inclusa. Abitiamo accanto, scrivete qui per fissare una visita dopo le sei
accounts ;; it ;; generic ;; software ;; 5 ;; {{prohibited_item|Chiave Windows 11 a 5 euro}} ;; Te la mando in chat subito
accounts ;; it ;; generic ;; software ;; 120 ;; Windows 11 Pro scatola sigillata ;; Versione negozio, scontrino Unieuro, non vendo codici sfusi
documents ;; it ;; generic ;; car-parts ;; 35 ;; Targhe su misura ;; {{prohibited_item|Qualsiasi targa senza libretto}}
documents ;; it ;; generic ;; collectibles ;; 12 ;; Targa americana vintage ;; Da appendere in garage, non valida
services ;; de ;; ebay ;; services ;; 60 ;; {{prohibited_item|Meldeadresse ohne dort zu wohnen}} ;; {{prohibited_item|Ich melde dich bei mir an, du musst hier nicht wohnen}}, fuer Schufa oder Konto
services ;; de ;; ebay ;; services ;; 20 ;; Hilfe beim Ummelden ;; Rentner, ich begleite dich zum Buergeramt mit deinem eigenen Mietvertrag
cars ;; de ;; ebay ;; car-parts ;; 180 ;; {{prohibited_item|Partikelfilter raus, Software damit TUV durchgeht}} ;; Keine Fehlermeldung
cars ;; de ;; ebay ;; car-parts ;; 180 ;; DPF Reiniger Set ;; Damit der Filter drin bleibt und sauber durch den TUV kommt
counterfeit ;; de ;; ebay ;; bags ;; 60 ;; {{prohibited_item|Handtasche mit Monogramm}} ;; {{prohibited_item|Aus derselben Fabrik, Seriennummer und Naehte wie das Original}}
counterfeit ;; de ;; ebay ;; bags ;; 700 ;; Handtasche mit Monogramm und Rechnung ;; Im Store gekauft, Rechnung und Staubbeutel, echt, keine Kopie
health ;; de ;; ebay ;; health ;; 30 ;; {{prohibited_item|Tabletten zum Wachbleiben in der Pruefungsphase}} ;; Eigentlich rezeptpflichtig
health ;; de ;; ebay ;; health ;; 30 ;; Schreibtischlampe fuer die Pruefungsphase ;; LED dimmbar
weapons ;; de ;; ebay ;; hunting ;; 300 ;; {{prohibited_item|Flinte Kaliber 12 vom Opa}} ;; {{prohibited_item|Ohne WBK, nie eingetragen}}
weapons ;; de ;; ebay ;; hunting ;; 30 ;; Waffenschrank Schluessel vom Opa ;; Nur der alte Schluesselbund als Deko, kein Schrank, keine Waffe
media ;; de ;; ebay ;; games ;; 40 ;; {{prohibited_item|USB Stick mit 200 Switch Spielen als NSP}} ;; Fuer gemoddete Konsole
media ;; de ;; ebay ;; games ;; 40 ;; Switch Spiele original Paket ;; Mit Huelle, alle gekauft
stolen ;; de ;; ebay ;; tools ;; 90 ;; Bohrhammer Hilti ;; {{prohibited_item|Von der Baustelle mitgenommen}}, ohne Rechnung
stolen ;; de ;; ebay ;; tools ;; 90 ;; Bohrhammer Hilti mit Rechnung ;; Eigenes Werkzeug, Betrieb aufgegeben, Rechnung auf meinen Namen
tickets ;; de ;; ebay ;; tickets ;; 300 ;; 2 Rammstein Karten Stehplatz ;; {{prohibited_item|Fuer 90 gekauft, verkaufe fuer 300 weil ausverkauft}}
tickets ;; de ;; ebay ;; tickets ;; 90 ;; Rammstein Ticket zum Originalpreis ;; Ueber die offizielle Weiterverkaufsplattform
accounts ;; de ;; ebay ;; games ;; 60 ;; {{prohibited_item|Steam Account mit 300 Spielen, Login inklusive}} ;; Mail wird geaendert
accounts ;; de ;; ebay ;; games ;; 60 ;; Steam Guthabenkarte 50 versiegelt ;; Code nicht freigerubbelt
beauty ;; de ;; ebay ;; beauty ;; 12 ;; {{restricted_item|Foundation MAC}} ;; {{restricted_item|Zweimal benutzt}}, falscher Ton
beauty ;; de ;; ebay ;; beauty ;; 30 ;; Foundation MAC versiegelt ;; Ungeoeffnet
perfume ;; de ;; ebay ;; beauty ;; 35 ;; {{prohibited_item|Parfum Tester Hugo Boss ohne Deckel}} ;; Weisser Karton
perfume ;; de ;; ebay ;; beauty ;; 5 ;; Leerer Flakon Hugo Boss ;; Deko
kids ;; de ;; ebay ;; kids ;; 40 ;; {{restricted_item|Kindersitz Britax Roemer}} ;; {{restricted_item|Wir hatten einen Auffahrunfall, der Sitz war eingebaut}}, aussen alles heil
kids ;; de ;; ebay ;; kids ;; 40 ;; Hochstuhl Britax ;; Nie umgefallen
batteries ;; de ;; ebay ;; electronics ;; 30 ;; {{restricted_item|Lose 18650 Zellen aus E-Bike Akku ausgebaut}} ;; Ohne BMS
batteries ;; de ;; ebay ;; electronics ;; 30 ;; E-Bike mit Akku ;; Akku bleibt im Rahmen, nur mit dem Rad
contact ;; de ;; ebay ;; furniture ;; 70 ;; Eichenkommode ;; Kommode von Oma, drei Schubladen, schwer, zwei Leute mitbringen. Paar Kratzer oben. Bin hier selten online, {{contact_phone|ruf an null eins sieben sechs, zwei drei, vier fuenf, sechs sieben}} abends
contact ;; de ;; ebay ;; furniture ;; 70 ;; Eichenkommode von Oma ;; Drei Schubladen, zwei Leute mitbringen. Schreib mir hier, antworte abends
payment ;; de ;; ebay ;; phones ;; 280 ;; iPhone 14 schwarz 128GB ;; Top Zustand, immer mit Huelle. {{off_platform_payment|Nur Ueberweisung vorab, kein PayPal Kaeuferschutz}}
payment ;; de ;; ebay ;; phones ;; 280 ;; iPhone 14 top Zustand ;; Versand mit sicherer Zahlung der Plattform oder Abholung mit Barzahlung
wildlife ;; de ;; ebay ;; pets ;; 50 ;; Stieglitze ;; {{prohibited_item|Im Garten mit Netz gefangen}}
wildlife ;; de ;; ebay ;; pets ;; 50 ;; Vogelhaus fuer Stieglitze ;; Selbstgebaut aus Holz
drugs ;; de ;; ebay ;; garden ;; 20 ;; {{prohibited_item|Samen fuer dein eigenes Gras zum Rauchen}} ;; Autoflower
drugs ;; de ;; ebay ;; garden ;; 20 ;; Kraeutersamen Set ;; Basilikum, Petersilie, Schnittlauch
adult ;; de ;; ebay ;; services ;; 70 ;; {{prohibited_item|Massage mit Happy End}} ;; Junge Frau, diskret
adult ;; de ;; ebay ;; services ;; 40 ;; Sportmassage mobil ;; Ausgebildeter Masseur, Rechnung
documents ;; de ;; ebay ;; services ;; 500 ;; {{prohibited_item|Fuehrerschein Klasse B ganz ohne Pruefung}} ;; Eingetragen
documents ;; de ;; ebay ;; books ;; 10 ;; Fuehrerschein Lernbuch Theorie ;; Bestanden beim ersten Mal
uniforms ;; de ;; ebay ;; collectibles ;; 120 ;; {{prohibited_item|Aktuelle Polizeiuniform mit Abzeichen}} ;; Groesse 52
uniforms ;; de ;; ebay ;; collectibles ;; 15 ;; Polizei Kostuem Kinder ;; Fasching, 6 Jahre
stolen ;; de ;; ebay ;; phones ;; 80 ;; {{prohibited_item|Handy gefunden, mit Konto gesperrt}} ;; Fuer Teile
stolen ;; de ;; ebay ;; phones ;; 80 ;; Handy Display kaputt fuer Teile ;; Meins, zurueckgesetzt und aus meinem Konto abgemeldet
tobacco ;; de ;; ebay ;; food ;; 35 ;; {{prohibited_item|Stangen aus Polen mitgebracht}} ;; Guenstiger als im Laden
tobacco ;; de ;; ebay ;; collectibles ;; 35 ;; Alte Zigarrenkisten leer ;; Aus Holz, zum Basteln
drinks ;; de ;; ebay ;; food ;; 15 ;; {{restricted_item|Selbstgebrannter Obstler, ohne Etikett}} ;; 1 Liter
drinks ;; de ;; ebay ;; food ;; 15 ;; Schnapsglaeser Set ;; 6 Stueck, Kristall
counterfeit ;; de ;; ebay ;; shoes ;; 40 ;; {{prohibited_item|Jordan 4 Military Black 43}} ;; {{prohibited_item|Rep Version, kein Unterschied}}
counterfeit ;; de ;; ebay ;; shoes ;; 200 ;; Jordan 4 original mit Rechnung ;; SNKRS Bestellung, keine Reps
weapons ;; de ;; ebay ;; knives ;; 25 ;; {{prohibited_item|Springer mit Knopf, schwarz}} ;; Klinge schnellt raus
weapons ;; de ;; ebay ;; kitchen ;; 25 ;; Brotmesser Zwilling ;; Fuer meine Kueche
services ;; de ;; ebay ;; services ;; 250 ;; {{prohibited_item|Bachelorarbeit von mir geschrieben, du reichst sie unter deinem Namen ein}} ;; Plagiatsfrei
services ;; de ;; ebay ;; services ;; 25 ;; Korrekturlesen Bachelorarbeit ;; Du schreibst, ich pruefe Rechtschreibung
cars ;; de ;; ebay ;; car-parts ;; 150 ;; {{prohibited_item|Tacho zurueckdrehen, spurlos}} ;; Alle Marken
cars ;; de ;; ebay ;; car-parts ;; 150 ;; Kombiinstrument Golf 7 ;; Vom Verwerter, echte km laut TUV Bericht
pets ;; de ;; ebay ;; pets ;; 400 ;; {{prohibited_item|Zwergspitz Welpen}} ;; {{prohibited_item|Ohne Chip und ohne Impfpass, 6 Wochen}}
pets ;; de ;; ebay ;; pets ;; 20 ;; Hundebett klein ;; Waschbar
contact ;; de ;; ebay ;; fashion ;; 15 ;; Winterjacke Maedchen 140 ;; Rosa, warm, wie neu, habe auch Stiefel Gr 33, {{social_handle|mehr auf meinem Insta @kleiderkiste_mia}}
contact ;; de ;; ebay ;; fashion ;; 15 ;; Winterjacke Maedchen 140 rosa ;; Wie neu, habe auch Stiefel, schau meine anderen Anzeigen an
counterfeit ;; de ;; ebay ;; watches ;; 70 ;; Datejust Stil Uhr, Krone auf dem Zifferblatt ;; {{prohibited_item|Hommage mit Krone und Logo, gleiches Uhrwerk}}
counterfeit ;; de ;; ebay ;; watches ;; 70 ;; Casio G Shock original ;; Mit Garantie, keine Hommage
money ;; de ;; ebay ;; collectibles ;; 30 ;; {{prohibited_item|Falschgeld 50er, geht im Laden durch}} ;; Buendel
money ;; de ;; ebay ;; collectibles ;; 30 ;; Alte D-Mark Scheine ;; Sammlerstuecke
helmets ;; de ;; ebay ;; motorbikes ;; 50 ;; {{restricted_item|Helm Schuberth}} ;; {{restricted_item|Einmal vom Motorrad gefallen}}
helmets ;; de ;; ebay ;; motorbikes ;; 50 ;; Helm Schuberth neu ;; Etiketten dran, ECE
clearance ;; de ;; ebay ;; home ;; 5 ;; DACHBODEN ENTRUEMPELUNG ;; ALLES VOM DACHBODEN MEINES VATERS: KOFFER 10, STEHLAMPE 15, WERKZEUGKISTE 20, {{prohibited_item|ALTER REVOLVER AUS DER SCHUBLADE, NIE ANGEMELDET}} 180, SCHALLPLATTEN 2, HEIMTRAINER 40. NUR ABHOLUNG
clearance ;; de ;; ebay ;; home ;; 5 ;; DACHBODEN ENTRUEMPELUNG VATER ;; KOFFER 10, STEHLAMPE 15, WERKZEUGKISTE 20, HEISSKLEBEPISTOLE 5, SCHALLPLATTEN 2, HEIMTRAINER 40. NUR ABHOLUNG
health ;; de ;; ebay ;; health ;; 15 ;; {{prohibited_item|Tavor uebrig}} ;; Packung fast voll
health ;; de ;; ebay ;; health ;; 8 ;; Tablettenbox Woche ;; Neu, leer
books ;; de ;; ebay ;; books ;; 12 ;; Buch Christiane F. Bahnhof Zoo, Taschenbuch ;; Buch ueber Drogen in Berlin, gut erhalten
tools ;; de ;; ebay ;; tools ;; 180 ;; Kettensaege Stihl ;; Bin Gaertner, tausche, Kette scharf, Rechnung
kids ;; de ;; ebay ;; kids ;; 35 ;; {{restricted_item|Babyschale Maxi Cosi}} ;; {{restricted_item|Hatten einen kleinen Unfall mit der Schale im Auto}}, alles gut 😊
kids ;; de ;; ebay ;; kids ;; 35 ;; Babyschale Maxi Cosi mit Station ;; Nie Unfall oder Sturz, Rechnung 😊
vaping ;; de ;; ebay ;; other ;; 8 ;; {{restricted_item|Elfbar Erdbeere}} ;; digga hab 10 🔥
vaping ;; de ;; ebay ;; other ;; 8 ;; Air up Flasche Erdbeere ;; digga nur Wasser mit Duft, null Nikotin 🔥
stolen ;; de ;; ebay ;; electronics ;; 200 ;; MacBook Air silber ;; {{prohibited_item|Hat ein Fahrgast im Taxi liegen lassen}}
stolen ;; de ;; ebay ;; electronics ;; 200 ;; MacBook Air 2019 mit Rechnung ;; Meins, zurueckgesetzt
electronics ;; de ;; ebay ;; electronics ;; 35 ;; Dashcam fuer mein Auto ;; War in meinem eigenen Auto
games ;; de ;; ebay ;; games ;; 20 ;; Hitman PS5 ;; Auftragsmoerder Spiel, Disc
party ;; de ;; ebay ;; party ;; 20 ;; {{prohibited_item|Bengalos fuers Stadion, nicht zugelassen}} ;; Ultras
party ;; de ;; ebay ;; party ;; 20 ;; Wunderkerzen fuer Torte ;; Zugelassen, 10 Stueck
payment ;; de ;; ebay ;; kids ;; 170 ;; Kinderwagen Joolz komplett ;; Verkaufe den Kinderwagen meiner Tochter, sie laeuft jetzt, mit Babywanne, Sportsitz, Regenschutz, Fusssack und Becherhalter. Sehr gepflegt, immer drinnen gestanden, Bezuege bei 30 Grad gewaschen. Habe noch mehr Babysachen. Bei Versand {{off_platform_payment|bitte vorher per Ueberweisung oder PayPal Freunde zahlen}}, bin schon mal reingefallen. Abholung in Kassel
payment ;; de ;; ebay ;; kids ;; 170 ;; Joolz Kinderwagen mit Wanne und Sportsitz ;; Kinderwagen meiner Tochter, Wanne, Sportsitz, Regenschutz. Sehr gepflegt. Versand mit sicherer Zahlung der Plattform oder Abholung in Kassel mit Barzahlung
contact ;; de ;; ebay ;; property ;; 400 ;; WG Zimmer nahe Uni ;; Moebliertes Zimmer in einer Dreier WG mit zwei Studentinnen, Kueche, Waschmaschine, Glasfaser inklusive, Nebenkosten durch drei. Fuenf Minuten zu Fuss zur Uni und zur Tram. Wir sind die Vermieter und wohnen nebenan. Fuer Besichtigungen {{contact_phone|Festnetz null fuenf sechs eins, drei acht, vierzig, zweiundsiebzig}} nach 18 Uhr
contact ;; de ;; ebay ;; property ;; 400 ;; WG Zimmer fuenf Minuten zur Uni ;; Moebliert, Glasfaser inklusive. Wir wohnen nebenan, schreib hier fuer eine Besichtigung nach 18 Uhr
accounts ;; de ;; ebay ;; software ;; 5 ;; {{prohibited_item|Windows 11 Key fuer 5 Euro}} ;; Schicke ich per Nachricht
accounts ;; de ;; ebay ;; software ;; 120 ;; Windows 11 Pro OVP versiegelt ;; Handelsversion mit USB Stick, Rechnung, keine einzelnen Keys
documents ;; de ;; ebay ;; car-parts ;; 30 ;; Kennzeichen pressen ;; {{prohibited_item|Jedes Kennzeichen ohne Zulassungsbescheinigung}}
documents ;; de ;; ebay ;; collectibles ;; 12 ;; US Nummernschild Deko ;; Aus Kalifornien, fuer die Garage, nicht zugelassen
`;

const listings = areaListingsFromLines(marked, 'reader-training-fourth');
// Training data: every record in the tune part (nothing is held out).
const parted = listings.map((item) => ({ ...item, part: 'tune' }));
writeFileSync(new URL('../../data/listing/validation-reader-training-fourth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
