import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-thirtieth.json: a thirtieth labelled set for issue 19, written by hand on 2026-11-30 by a
 * writer who changes no rule (stop 50, task 50w), as the session's final unseen measure (its holdout part). Its writer read
 * no rule code, lexicon or brand table, no README rules table and no earlier set's records — only the twenty-ninth listing
 * writer's header (its first 86 lines) and its last 8 lines, the line parser (`areaListingsFromLines`), `balancedSplit`,
 * the scorer (evasion-quality.ts), the contract's flag codes and profiles, and issue 19.
 * 472 listings (one listing weighs about 0.42 point of a part): PT 96, ES 90, FR 92, EN 92, IT 52, DE 50; 236 clean (50 %:
 * every problem has its clean twin, so the clean share sits at a half rather than the asked 45 %), 236 with one problem
 * each (236 labels: prohibited item 106, restricted item 38, phone 25, off-site payment 25, e-mail 16, link 14, social
 * handle 12; by kind item 144, contact and payment moved off the site 92 — a little over a third). Profiles: olx-pt (PT),
 * vinted (PT and FR fashion, kids and beauty), wallapop (ES), generic (FR, IT), ebay (EN, DE).
 * Areas (28, a general marketplace's categories): phones, computers, fashion, shoes, home, furniture, kids, toys, books,
 * sport, bikes, cars, tools, garden, beauty, watches, cameras, audio, instruments, pets, collectibles, tickets, services,
 * jobs, property, health, adult, data; every area has problems and clean twins, most in several languages.
 * Written as sellers write on the big second-hand sites of each country: short titles and longer descriptions, missing
 * accents, shorthand and abbreviations (no listing in all capitals), emoji, prices, sizes and measurements, shipping and hand-over talk.
 * Contact moved off the site, in the evasion kinds issue 19 lists: numbers in words with tens (and mixed with digits),
 * spaced, dashed and dotted digit groups, national and international forms (with "+", with "00" and with a bracketed
 * trunk zero), look-alike letters for digits, emoji (keycap) digits; e-mails with the local words for "at" and "dot", in
 * brackets and parentheses, and with a space between every character; chat links to a number or a channel, a QR code
 * pointing to a chat, a shop's address written with the local word for "dot", a network profile address; handles on
 * the usual photo, chat, video and resale networks (with and without "@"); payment apps and methods by name in each
 * country (instant-payment apps, friends-and-family transfers, neobanks, money-transfer offices, prepaid vouchers and
 * top-up cards, gift cards, transfers before shipping). Items, in ordinary words and often by purpose or means only:
 * counterfeits said every way (by quality grade, as a copy or clone, by likeness, by denial of originality, as a
 * tribute piece keeping the logo, as a printed stand-in), spring, butterfly and zombie blades, knuckle-dusters, fixed-blade hunting
 * knives, a sharpened bayonet, air rifles above the free limit, gas airsoft and blank-firing guns, crossbows with hunting
 * points, defence sprays, a firearm magazine, shotgun cartridges, fireworks, prescription sleep, slimming and weight-loss
 * medicines (and a pet's), cannabis by its use, young animals without identification and a wild-caught reptile, ivory,
 * tobacco brought from abroad, home-distilled spirits, banned weed, pest and rat killers, full gas bottles, odometer,
 * emission and speed-limiter cheats, keyless-theft tools, a radar jammer, adult services, worn underwear and intimate
 * images, customer files and accounts with their login, pirated TV and streaming, copied books and audiobooks and a
 * modified console, resold licence keys, found or unexplained goods, a found identity card and a parking permit in
 * another's name, current uniforms, a hate-symbol militaria piece, testers and not-for-resale samples, opened cosmetics,
 * second-hand child seats and helmets after a knock, recalled baby and toy goods, loose lithium cells, a covert camera,
 * and services that deceive (work submitted as one's own, exams sat for another, paid reviews, an address lent for
 * registration, jobs that ask a fee first).
 * Clean twins, one per problem, in similar words and the same language: the same object for an innocent use, new and
 * sealed, with proof of purchase, a costume, a toy or an accessory of the same kind, or the same contact idea kept on the
 * site (the site's chat, payment and shipping, cash at collection, the seller's other listings, an official resale).
 * Label policy (a careful moderator of a general European marketplace), as the twenty-ninth's: contact, links and payment
 * moved off the site are labelled where they are asked for; the site's own payment and shipping, cash at a hand-over and
 * a message on the site are clean. Prohibited: counterfeits, switchblades, butterfly knives, knuckle-dusters and zombie knives,
 * firearm parts, fireworks, prescription medicines, drugs, animals without the identification the law asks or taken from
 * the wild, ivory, banned pesticides, odometer, emission and speed cheats, theft tools and jammers, sexual services, worn
 * underwear and intimate images, personal data, accounts with credentials, pirated content and keys, goods found or of
 * unexplained origin, official documents and permits, current uniforms, hate symbols, testers and not-for-resale samples,
 * recalled goods, covert recording devices and deceiving services. Restricted: fixed-blade hunting knives and a sharpened
 * bayonet, air rifles above the free limit, gas airsoft and blank-firing guns, crossbows with hunting points, defence
 * sprays, shotgun cartridges, full gas bottles, tobacco and home-distilled spirits, opened cosmetics, second-hand child
 * seats and helmets after a knock, and loose lithium cells (the scorer meets either item code).
 * Borderline decisions, stated: a chat link to a number or a channel, a QR code pointing to a chat and a network profile
 * address are links (external_link); a shop's address written with the word for "dot" is a link; a network name with a
 * handle, or a named channel on a video network, is the handle; a gift card, voucher or top-up card asked as payment is
 * payment; a transfer asked before shipping and a deposit sent by a money-transfer office are payment only (no item
 * label), and ticket resale paid off the site is payment only, resale through an official exchange clean; a sealed gift
 * card of a streaming service is clean where its login is prohibited; the fireworks, full gas bottles and cartridges are
 * labelled by their hazard (fireworks prohibited, the other two restricted), their empty or decorative kin clean; a
 * blunt trainer of a banned knife shape, a kitchen knife of the same length, a toy cap gun, a water pistol and foam-dart
 * magazines are clean; a found device locked to someone's account and a found identity card are prohibited; tools taken from a
 * work site or found, with no invoice, are prohibited as of unexplained origin; a modified console with downloaded games, copied
 * course books, e-books and audiobooks are prohibited as pirated; a covert camera sold to film people unawares is
 * prohibited, a visible door camera clean; a room offered only as an address to register at is a deceiving service,
 * a room with its registration included in a lease clean; a job asking the applicant to pay first is a deceiving service.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * twenty-ninth set's greedy balance in file order over language, area, clean/problem and kind (`balancedSplit`, below),
 * which no label text or rule output decides. Parts: tune 237 (118 clean, 119 problems: item 73, phone 13, payment 13,
 * email 8, link 7, social 5), holdout 235 (118 clean, 117 problems: item 71, phone 12, payment 12, email 8, link 7, social
 * 7); every language (tune PT 48, ES 45, FR 46, EN 47, IT 26, DE 25; holdout PT 48, ES 45, FR 46, EN 45, IT 26, DE 25) and
 * all 28 areas in both.
 *
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description`, labels inline as
 * `{{code|text}}` (`areaListingsFromLines`); `area` is kept in the JSON beside the listing.
 * Collisions: before freezing, a scratch check (deleted) loaded every earlier `data/listing/validation-*.json` and compared
 * each of this set's titles and descriptions, case- and accent-folded, exactly and by any shared 40-character window
 * (printing only this set's strings): 127 of 944 fields collided (110 short plain titles, 1 short description exactly, 16
 * descriptions by a window, two of them numbers written in words); every one was rewritten in this writer's words, a
 * second check found 9 of the rewrites still colliding (8 titles, 1 description by a window), rewritten again, and 0
 * collide in the frozen set.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-thirtieth-listing-set.ts`.
 * First run (2026-11-30, rules as on 90a8ac9b, no rule changed, a scratch script calling `evasionQuality` on this file only
 * and printing only the summaries, `nice -n 10 timeout 600 node --conditions=@circular/source tools/bench/src/zz-50w.ts
 * listing`, once as the service answers and once with `LISTING_LEARNED_SCORER=0`):
 * - rules with the learned reader (default): tune recall 0.98 (117 of 119 labels; by kind item 72/73, phone 13/13,
 *   payment 12/13, email 8/8, link 7/7, social 5/5), clean listings flagged 0.11 (13 of 118), wrongful rejects 0 (0 of
 *   164); holdout recall 0.95 (111 of 117; item 66/71, social 6/7, phone 12/12, payment 12/12, email 8/8, link 7/7), clean
 *   flagged 0.11 (13 of 118), wrongful rejects 0 (0 of 164).
 * - rules alone (`LISTING_LEARNED_SCORER=0`): tune recall 0.88 (105 of 119; item 60/73, payment 12/13, the other contact
 *   kinds complete), clean flagged 0.08 (9 of 118), wrongful rejects 0 (0 of 164); holdout recall 0.82 (96 of 117; item
 *   51/71, social 6/7, the other contact kinds complete), clean flagged 0.06 (7 of 118), wrongful rejects 0 (0 of 164).
 */

const marked = `
phones ;; pt ;; olx-pt ;; phones ;; 180 ;; iPhone 11 64gb bateria 86% ;; Sem riscos, sempre com capa. Para mais rapido ligue {{contact_phone|nove um 7 quatro quatro dois 8 oito zero}} que aqui nao vejo as msg
phones ;; pt ;; olx-pt ;; phones ;; 175 ;; iphone 11 preto 64 gb ;; Bateria a 85%, sempre com capa e pelicula. Respondo rapido pelo chat da olx, entrego em maos em Braga
computers ;; pt ;; olx-pt ;; laptops ;; 320 ;; Portatil Thinkpad T480 i5 16gb ;; Teclado PT, carregador original. Envio fotos do estado por mail: {{contact_email|ricardo.tx80 arroba gmail ponto com}}
computers ;; pt ;; olx-pt ;; laptops ;; 300 ;; Thinkpad T480 i5 com ssd 256, 8gb ram ;; Teclado PT, com carregador. Mais fotos do estado envio aqui pela conversa do OLX, basta pedir
fashion ;; pt ;; vinted ;; clothing ;; 25 ;; Casaco ganga Zara tam M ;; Usado poucas vezes. Prefiro {{off_platform_payment|pagamento por mbway}} e envio por CTT, fica mais barato para as duas
fashion ;; pt ;; vinted ;; clothing ;; 25 ;; Casaco de ganga tamanho M ;; Usei pouco, nao tem defeitos. Podes comprar aqui na app, o envio vai incluido e despacho no proprio dia
shoes ;; pt ;; vinted ;; footwear ;; 40 ;; Sapatilhas New Balance 574 n38 ;; Pouco uso. Tenho mais pares na minha loja do insta {{social_handle|@passos.da.ana}} com descontos
shoes ;; pt ;; vinted ;; footwear ;; 40 ;; Ténis New Balance 574 numero 38 ;; Pouco uso, lavados. Tenho mais pares no meu perfil aqui na Vinted, faço desconto em lote
fashion ;; pt ;; olx-pt ;; clothing ;; 35 ;; Camisola Ralph Lauren cavalo grande ;; Varios tamanhos, {{prohibited_item|qualidade AAA, igual a original}}, chegam em 10 dias
fashion ;; pt ;; olx-pt ;; clothing ;; 45 ;; Camisola Ralph Lauren cavalo grande L ;; Comprada na loja do Freeport, tenho o talao. Usada uma estacao
collectibles ;; pt ;; olx-pt ;; collectibles ;; 30 ;; Navalha borboleta aço ;; {{prohibited_item|Navalha tipo borboleta}} lamina 9cm, abre com uma mão, nova na caixa
collectibles ;; pt ;; olx-pt ;; collectibles ;; 12 ;; Borboleta de treino sem fio ;; Canivete borboleta de treino em aluminio, lamina romba sem corte, para aprender truques
health ;; pt ;; olx-pt ;; health ;; 15 ;; Caixas de Xanax 0,5 ;; Sobraram-me {{prohibited_item|3 caixas de Xanax}} do tratamento, dentro da validade
health ;; pt ;; olx-pt ;; health ;; 15 ;; Caixas de pensos e compressas ;; Sobraram-me 3 caixas de pensos e compressas do tratamento do meu pai, dentro da validade, fechadas
pets ;; pt ;; olx-pt ;; pets ;; 150 ;; Cachorros Yorkshire mini, macho e femea ;; {{prohibited_item|Bebés com seis semanas, ainda sem chip e sem vacinas}}, entrego ja, pai e mae a vista
pets ;; pt ;; olx-pt ;; pets ;; 40 ;; Cama fofa + transportadora p/ Yorkshire ;; Cama redonda e transportadora pequena, servem para cachorro ate 5kg, lavadas
collectibles ;; pt ;; olx-pt ;; other ;; 38 ;; Volumes de tabaco de Andorra ;; Trago {{restricted_item|volumes de tabaco de Andorra}}, marcas varias, 38 euros o volume
collectibles ;; pt ;; olx-pt ;; other ;; 8 ;; Cinzeiro antigo de Andorra ;; Cinzeiro de vidro trazido de Andorra, anos 80, recordação de viagem
home ;; pt ;; olx-pt ;; home ;; 10 ;; Aguardente caseira garrafão ;; {{restricted_item|Aguardente feita por nos}}, 50 graus, garrafas de litro a 10€
home ;; pt ;; olx-pt ;; home ;; 10 ;; Garrafão antigo de vidro (5 L) vazio ;; Garrafao antigo com cesto, vazio e limpo, dá para decoração
garden ;; pt ;; olx-pt ;; garden ;; 20 ;; Herbicida forte bidão 5L ;; {{prohibited_item|Herbicida para profissionais, retirado da venda cá}}, limpa tudo, tenho 3 bidoes
garden ;; pt ;; olx-pt ;; garden ;; 20 ;; Pulverizador de costas 5L ;; Pulverizador para herbicida ou adubo, 5 litros, bomba a funcionar, lavado
kids ;; pt ;; olx-pt ;; toys-baby ;; 30 ;; Espreguiçadeira bebe ;; {{prohibited_item|Modelo que foi retirado do mercado}} mas o nosso nunca deu problema, como nova
kids ;; pt ;; olx-pt ;; toys-baby ;; 30 ;; Espreguiçadeira bebé com vibração ;; Modelo atual, cumpre a norma europeia, como nova, com manual
adult ;; pt ;; vinted ;; clothing ;; 20 ;; Cuecas usadas pela dona, tam S ;; {{prohibited_item|Vendo as minhas cuecas usadas}}, usadas 2 dias, enviadas em saco fechado
fashion ;; pt ;; vinted ;; clothing ;; 12 ;; Pack 3 cuecas novas tam S ;; Compradas a mais, novas na embalagem fechada, tamanho S
data ;; pt ;; olx-pt ;; other ;; 4 ;; Netflix premium conta para 12 meses ;; {{prohibited_item|Dou email e password da conta}}, 4K, 4 ecrãs, pagamento mensal
data ;; pt ;; olx-pt ;; other ;; 25 ;; Cartão presente Netflix 25€ ;; Cartão oferta Netflix por raspar, selado, recebi dois no natal
tools ;; pt ;; olx-pt ;; tools-diy ;; 150 ;; Lote ferramentas Hilti ;; Berbequim, rebarbadora e martelo, {{prohibited_item|vieram de uma obra, sem fatura nem perguntas}}
tools ;; pt ;; olx-pt ;; tools-diy ;; 220 ;; Lote ferramentas Hilti com fatura ;; Berbequim, rebarbadora e martelo da minha empresa que fechou, faturas em nome da empresa
collectibles ;; pt ;; olx-pt ;; clothing ;; 60 ;; Farda PSP completa ;; {{prohibited_item|Farda da PSP atual com crachá e divisas}}, tamanho 50
collectibles ;; pt ;; olx-pt ;; clothing ;; 18 ;; Fato policia p/ carnaval adulto ;; Disfarce de policia para adulto, tamanho L, com boné, usado num carnaval
beauty ;; pt ;; vinted ;; beauty-perfume ;; 45 ;; Dior Sauvage EDT 100ml homem ;; {{prohibited_item|Tester}}, sem tampa, caixa branca, cheio
beauty ;; pt ;; vinted ;; beauty-perfume ;; 55 ;; Dior Sauvage EDT homem 100 ml ;; Frasco normal com caixa e celofane, usado 2 borrifos
beauty ;; pt ;; vinted ;; beauty-perfume ;; 12 ;; Base Double Wear Estee Lauder tom 2W1 ;; {{restricted_item|Aberta, usei 3 vezes}}, o tom nao me fica bem, 70% do frasco
beauty ;; pt ;; vinted ;; beauty-perfume ;; 22 ;; Base Estee Lauder Double Wear selada ;; Nunca aberta, com selo, tom errado para mim
kids ;; pt ;; olx-pt ;; toys-baby ;; 50 ;; Cadeira auto Bebe Confort gr 1 isofix ;; {{restricted_item|Estava no carro quando tive o acidente}} mas nao se nota nada, isofix
kids ;; pt ;; olx-pt ;; toys-baby ;; 60 ;; Cadeira auto Bebé Confort isofix ;; Nunca teve acidentes, capas lavadas, tenho a fatura e o manual
cars ;; pt ;; olx-pt ;; vehicle-parts ;; 40 ;; Capacete mota AGV M ;; {{restricted_item|Levou uma queda}}, so tem riscos por fora, viseira nova
cars ;; pt ;; olx-pt ;; vehicle-parts ;; 40 ;; Capacete AGV tamanho M ;; Nunca caiu, sempre guardado no saco, viseira fumada extra
tools ;; pt ;; olx-pt ;; tools-diy ;; 15 ;; Lote baterias 18650 (soltas) ;; {{restricted_item|Vinte pilhas 18650 de litio, soltas}}, que tirei de packs de portatil, envio por CTT
tools ;; pt ;; olx-pt ;; tools-diy ;; 15 ;; Carregador de pilhas 18650 ;; Carregador para 4 pilhas, sem pilhas incluidas, envio por CTT
services ;; pt ;; olx-pt ;; services ;; 200 ;; Faço teses e trabalhos ;; {{prohibited_item|Escrevo a tua tese de mestrado e entregas como tua}}, sem plagio
services ;; pt ;; olx-pt ;; services ;; 15 ;; Explicações de matemática Coimbra ;; Explicações 9º e 12º ano, ajudo a preparar exames, 15€ a hora
jobs ;; pt ;; olx-pt ;; jobs ;; 0 ;; Trabalho em casa 1500€ ;; Montagem de pulseiras em casa, {{prohibited_item|pagas 50€ pelo kit antes de começar}}, ganho garantido
jobs ;; pt ;; olx-pt ;; jobs ;; 0 ;; Empregado de mesa fins de semana ;; Restaurante em Aveiro, contrato, sem qualquer custo para o candidato
property ;; pt ;; olx-pt ;; property ;; 650 ;; T1 Lisboa Arroios ;; Estou fora do pais, {{off_platform_payment|transfira a caução por Western Union}} e envio as chaves pelo correio
property ;; pt ;; olx-pt ;; property ;; 650 ;; T1 Arroios mobilado ;; Visitas ao sábado, contrato com a imobiliária, caução paga na assinatura
sport ;; pt ;; olx-pt ;; sports-outdoor ;; 180 ;; Carabina pressão de ar calibre 5,5 ;; {{restricted_item|Carabina 5,5mm com 24 joules}}, mira 4x32, pouco uso
sport ;; pt ;; olx-pt ;; sports-outdoor ;; 15 ;; Alvos de papel e suporte ;; Alvos de papel para tiro e suporte metálico, nunca usados
sport ;; pt ;; olx-pt ;; sports-outdoor ;; 45 ;; Faca de mato lamina 22cm ;; {{restricted_item|Faca de caça lâmina fixa 22 cm}} com bainha de couro
home ;; pt ;; olx-pt ;; home ;; 45 ;; Faca de cozinha chef 22cm ;; Faca de chef japonesa, lâmina 22 cm, nova na caixa, presente repetido
garden ;; pt ;; olx-pt ;; garden ;; 10 ;; Flores secas para relaxar ;; {{prohibited_item|Erva de qualidade para fumar, 10€ o grama}}, entrego em mao no Porto
garden ;; pt ;; olx-pt ;; garden ;; 10 ;; Ervas aromáticas secas ;; Oregãos e tomilho da minha horta, secos, 10€ o frasco de 100g
watches ;; pt ;; olx-pt ;; watches-jewellery ;; 90 ;; Relogio Rolex Submariner verde ;; Maquina automatica, {{prohibited_item|nao é original mas ninguem nota}}, bracelete aço
watches ;; pt ;; olx-pt ;; watches-jewellery ;; 90 ;; Relógio automático mergulho Seiko ;; Seiko 5 Sports automatico, bracelete aço, com caixa e garantia
fashion ;; pt ;; vinted ;; clothing ;; 60 ;; Mala Louis Vuitton Neverfull monogram ;; {{prohibited_item|Réplica 1:1}} com dust bag e etiquetas
fashion ;; pt ;; vinted ;; clothing ;; 380 ;; Mala Louis Vuitton Neverfull MM ;; Comprada na boutique de Lisboa em 2019, fatura e dust bag, código de data legível
cars ;; pt ;; olx-pt ;; vehicle-parts ;; 300 ;; Aparelho para abrir carros ;; {{prohibited_item|Abre e liga carros sem a chave}}, funciona em BMW e VW, com instruções
cars ;; pt ;; olx-pt ;; vehicle-parts ;; 60 ;; Chave de carro BMW por programar ;; Chave nova para BMW serie 3, precisa de programar no concessionario com os documentos do carro
cars ;; pt ;; olx-pt ;; services ;; 50 ;; Acerto de quilómetros ;; {{prohibited_item|Baixo os km do painel}} em qualquer carro, rapido e sem deixar rasto
cars ;; pt ;; olx-pt ;; services ;; 50 ;; Diagnostico auto ao domicilio ;; Leio avarias, faço o reset da revisão e do óleo, vou a casa do cliente
services ;; pt ;; olx-pt ;; services ;; 60 ;; Lista IPTV 1 ano ;; {{prohibited_item|Todos os canais da Sport TV e filmes por 60€ o ano}}, funciona em qualquer box
audio ;; pt ;; olx-pt ;; audio ;; 35 ;; Box Android TV Xiaomi ;; Mi Box S 4K com comando, apps oficiais de streaming, usada pouco
home ;; pt ;; olx-pt ;; home ;; 20 ;; Candeeiro de pé IKEA ;; Funciona bem. WhatsApp {{contact_phone|+351.93.61.44.207}} para combinar
home ;; pt ;; olx-pt ;; home ;; 20 ;; Candeeiro de pé branco ;; Funciona bem, lampada incluida. Combinamos pelo chat daqui a hora da recolha
furniture ;; pt ;; olx-pt ;; furniture ;; 80 ;; Sofá 3 lugares cinza claro ;; Tenho de despachar ate sexta. Fala comigo {{external_link|wa.me/351912004387}}
furniture ;; pt ;; olx-pt ;; furniture ;; 80 ;; Sofá cinzento 3 lugares ;; Tenho de despachar até sexta. Fala comigo por mensagem aqui, respondo à noite
toys ;; pt ;; olx-pt ;; toys-baby ;; 25 ;; Lego City esquadra ;; Completo com manual. {{external_link|Lê o QR da 3a foto}} e falamos no whats
toys ;; pt ;; olx-pt ;; toys-baby ;; 25 ;; Lego City esquadra policia ;; Completo com manual e caixa. Na 3a foto estão as peças todas contadas
bikes ;; pt ;; olx-pt ;; bikes ;; 250 ;; Bicicleta BTT Rockrider 29 ;; Quadro M. Contacto: {{contact_phone|nove seis três, doze, quarenta e cinco, sessenta e sete}}
bikes ;; pt ;; olx-pt ;; bikes ;; 250 ;; BTT Rockrider 29 quadro M ;; Pneus novos, travões de disco. Contacto pelo chat, mostro em Leiria
books ;; pt ;; olx-pt ;; books-media ;; 30 ;; Coleção Harry Potter, os 7 livros ;; Edição Presença. Para lotes maiores escrevam {{contact_email|livrosdamaria(a)sapo.pt}}
books ;; pt ;; olx-pt ;; books-media ;; 30 ;; Harry Potter coleção completa ;; Edição Presença, 7 livros. Para lotes maiores vejam os meus outros anúncios
cameras ;; pt ;; olx-pt ;; cameras ;; 420 ;; Canon EOS 80D + 18-135 ;; 12k disparos. {{off_platform_payment|Pagamento por Revolut ou transferência antes do envio}}
cameras ;; pt ;; olx-pt ;; cameras ;; 420 ;; Canon EOS 80D com 18-135 ;; 12 mil disparos. Envio com a entrega OLX e pagamento protegido
instruments ;; pt ;; olx-pt ;; musical-instruments ;; 150 ;; Guitarra Yamaha C40 + saco ;; Mais videos a tocar no tiktok {{social_handle|@rui.toca.guitarra}}
instruments ;; pt ;; olx-pt ;; musical-instruments ;; 150 ;; Guitarra Yamaha C40 com saco ;; Posso mandar video a tocar pelo chat, cordas novas
audio ;; pt ;; olx-pt ;; audio ;; 70 ;; Coluna JBL Charge 4 ótimo som ;; Bateria boa. Liga {{contact_phone|9 1 O 3 3 2 5 l 8}}
audio ;; pt ;; olx-pt ;; audio ;; 70 ;; JBL Charge 4 azul, ótimo som ;; Bateria dura 15h. Pergunta o que quiseres aqui, envio video
fashion ;; pt ;; vinted ;; clothing ;; 15 ;; Vestido floral Mango S ;; Mais roupa a metade do preço em {{external_link|armariodasofia ponto pt}}
fashion ;; pt ;; vinted ;; clothing ;; 15 ;; Vestido floral Mango tamanho S ;; Mais roupa a metade do preço no meu armario aqui, faço pack
garden ;; pt ;; olx-pt ;; garden ;; 90 ;; Corta relva Bosch Rotak ;; Pouco uso. Ligar para {{contact_phone|00351 926 481 335}} depois das 18h
garden ;; pt ;; olx-pt ;; garden ;; 90 ;; Corta-relva Bosch Rotak eletrico ;; Pouco uso, lâmina afiada. Mande mensagem aqui depois das 18h
tickets ;; pt ;; olx-pt ;; tickets ;; 60 ;; Bilhete NOS Alive sexta ;; Nao posso ir. {{off_platform_payment|Pagas por mb way}} e envio o pdf
tickets ;; pt ;; olx-pt ;; tickets ;; 60 ;; Bilhete NOS Alive p/ sexta-feira ;; Nao posso ir. Revenda pela plataforma oficial do festival, transfiro o nome
watches ;; pt ;; olx-pt ;; watches-jewellery ;; 85 ;; Fio de prata 925 ;; Com contraste. Certificado por email: {{contact_email|j o a n a . p r a t a @ h o t m a i l . c o m}}
watches ;; pt ;; olx-pt ;; watches-jewellery ;; 85 ;; Fio prata 925 com contraste ;; Envio foto do contraste e do certificado por mensagem aqui
phones ;; pt ;; olx-pt ;; phones ;; 200 ;; Samsung A54 128gb ;; Mais telemóveis baratos no meu canal {{external_link|t.me/telemoveis_porto}}
phones ;; pt ;; olx-pt ;; phones ;; 200 ;; Samsung Galaxy A54 128gb ;; Mais telemoveis baratos nos meus outros anúncios, vê o perfil
kids ;; pt ;; vinted ;; toys-baby ;; 35 ;; Lote roupa bebé 0-3 meses ;; 25 peças. Manda msg {{contact_phone|9️⃣1️⃣2️⃣ 7️⃣7️⃣0️⃣ 1️⃣4️⃣3️⃣}}
kids ;; pt ;; vinted ;; toys-baby ;; 35 ;; Lote roupa bebé 0 a 3 meses ;; 25 peças 👶 Manda msg aqui 💬 faço envio com a Vinted
collectibles ;; pt ;; olx-pt ;; sports-outdoor ;; 70 ;; Carregador Glock 17 ;; {{prohibited_item|Carregador original para pistola Glock}}, 17 balas, sem uso
toys ;; pt ;; olx-pt ;; toys-baby ;; 12 ;; Carregadores Nerf ;; Dois carregadores para pistola Nerf, 12 dardos cada, sem uso
home ;; pt ;; olx-pt ;; other ;; 40 ;; Foguetes e petardos da passagem de ano ;; {{prohibited_item|Petardos e foguetes}} que sobraram da passagem de ano
home ;; pt ;; olx-pt ;; other ;; 10 ;; Velas de aniversário douradas ;; Velas para bolos com numeros dourados, 3 caixas fechadas, sobraram da passagem de ano
phones ;; es ;; wallapop ;; phones ;; 210 ;; Xiaomi 13T 256gb libre ;; Como nuevo con funda. Llamame al {{contact_phone|seis cuatro nueve, 21, 83, 07, cinco}} y quedamos
phones ;; es ;; wallapop ;; phones ;; 210 ;; Xiaomi 13T 256 gb libre ;; Como nuevo con funda y cargador. Hablamos por el chat de la app y quedamos en Sevilla
computers ;; es ;; wallapop ;; laptops ;; 550 ;; MacBook Air M1 8/256 gris espacial ;; Ciclos 120. {{off_platform_payment|Pago por Bizum}} y te lo mando por Seur
computers ;; es ;; wallapop ;; laptops ;; 550 ;; Macbook Air M1 gris espacial 8gb 256gb ;; 120 ciclos de bateria. Lo mando con el envio de la app y pagas protegido
fashion ;; es ;; wallapop ;; clothing ;; 20 ;; Chaqueta Pull&Bear talla S ;; Mas ropa en mi insta {{social_handle|@armario_de_lucia}} con precios de risa
fashion ;; es ;; wallapop ;; clothing ;; 20 ;; Chaqueta Pull and Bear S ;; Mas ropa en mi perfil de wallapop, si compras dos te hago descuento
shoes ;; es ;; wallapop ;; footwear ;; 45 ;; Zapatillas Nike Air Force 1 talla 42 ;; {{prohibited_item|Calidad espejo, no se distinguen de las originales}}, todas las tallas
shoes ;; es ;; wallapop ;; footwear ;; 60 ;; Zapatillas Nike Air Force 1 talla 42 blancas ;; Compradas en la tienda de Nike, con ticket, puestas tres veces
home ;; es ;; wallapop ;; home ;; 30 ;; Cafetera Nespresso Inissia roja, perfecta ;; Funciona perfecta. Mi correo {{contact_email|pablo.rdz91 arroba hotmail punto es}} para mas fotos
home ;; es ;; wallapop ;; home ;; 30 ;; Cafetera Nespresso Inissia roja ;; Funciona perfecta, descalcificada. Te paso mas fotos por el chat
furniture ;; es ;; wallapop ;; furniture ;; 90 ;; Mesa comedor extensible lacada ;; Recogida en Getafe. WhatsApp {{contact_phone|+34 612-48-90-33}}
furniture ;; es ;; wallapop ;; furniture ;; 90 ;; Mesa de comedor extensible lacada blanca ;; Recogida en Getafe, ayudo a bajarla. Hablamos por aqui
kids ;; es ;; wallapop ;; toys-baby ;; 40 ;; Silla coche Chicco grupo 0+ ;; {{restricted_item|Tuvo un golpe en un accidente}}, pero esta entera, con reductor
kids ;; es ;; wallapop ;; toys-baby ;; 45 ;; Silla coche Chicco grupo 0+ con reductor ;; Nunca ha sufrido golpes, fecha de fabricacion 2022, con instrucciones
toys ;; es ;; wallapop ;; toys-baby ;; 25 ;; Pistola de bolas replica ;; {{restricted_item|Pistola de airsoft de gas, 1,5 julios}}, con cargador y bolas
toys ;; es ;; wallapop ;; toys-baby ;; 10 ;; Pistola de agua grandota verano ;; Pistola de agua, el deposito es de un litro, ideal piscina, como nueva
books ;; es ;; wallapop ;; books-media ;; 15 ;; Libros oposiciones PDF ;; {{prohibited_item|Te paso en PDF los temarios de la academia}}, todos los de 2024
books ;; es ;; wallapop ;; books-media ;; 40 ;; Temario oposiciones auxiliar administrativo ;; Libros en papel de la academia, edicion 2024, subrayados a lapiz
sport ;; es ;; wallapop ;; sports-outdoor ;; 35 ;; Navaja automatica negra ;; {{prohibited_item|Navaja de muelle que se abre con boton}}, hoja 10 cm
sport ;; es ;; wallapop ;; sports-outdoor ;; 35 ;; Navaja multiusos de montaña ;; Navaja de bolsillo con abrelatas y destornillador, hoja 6 cm, se abre a mano
sport ;; es ;; wallapop ;; sports-outdoor ;; 25 ;; Spray pimienta defensa ;; {{restricted_item|Spray de pimienta de defensa personal}} 50ml, sin abrir
sport ;; es ;; wallapop ;; sports-outdoor ;; 8 ;; Spray antimosquitos montaña ;; Repelente de mosquitos 100ml, sin abrir, me sobro de la ruta
bikes ;; es ;; wallapop ;; bikes ;; 120 ;; Kit para quitar limitador patinete ;; {{prohibited_item|Desbloquea la velocidad a 45 km/h}}, facil de instalar
bikes ;; es ;; wallapop ;; bikes ;; 120 ;; Patinete Xiaomi Pro 2 legal 25 ;; Limitado a 25 km/h como marca la ley, bateria buena, con cargador
cars ;; es ;; wallapop ;; vehicle-parts ;; 200 ;; Anulacion FAP y EGR a domicilio ;; {{prohibited_item|Te quito el filtro de particulas y borro la EGR de la centralita}}, pasa la ITV
cars ;; es ;; wallapop ;; vehicle-parts ;; 200 ;; Filtro de particulas nuevo a estrenar ;; FAP nuevo homologado para Seat Leon 1.6 TDI, con factura
tools ;; es ;; wallapop ;; tools-diy ;; 80 ;; Taladro Makita sin factura ;; {{prohibited_item|Me lo encontre y no se de quien es}}, funciona con bateria
tools ;; es ;; wallapop ;; tools-diy ;; 80 ;; Taladro Makita con factura ;; Lo compre para una reforma, tengo la factura de Leroy, con bateria
garden ;; es ;; wallapop ;; garden ;; 25 ;; Veneno para ratas profesional ;; {{prohibited_item|Raticida de uso profesional que ya no se vende}}, caja de 5 kg
garden ;; es ;; wallapop ;; garden ;; 25 ;; Trampas para ratones ;; Caja de 10 trampas de madera, sin veneno, nuevas
beauty ;; es ;; wallapop ;; beauty-perfume ;; 30 ;; Muestras perfume ;; {{prohibited_item|Muestras de perfume no a la venta}} de marcas caras, lote de 20
beauty ;; es ;; wallapop ;; beauty-perfume ;; 30 ;; Perfumes mini de coleccion ;; Lote de 20 miniaturas de perfume compradas, con su caja de tienda
beauty ;; es ;; wallapop ;; beauty-perfume ;; 10 ;; Crema de ojos abierta ;; {{restricted_item|Crema abierta y usada unas semanas}}, me dio alergia
beauty ;; es ;; wallapop ;; beauty-perfume ;; 15 ;; Crema de ojos sin abrir ;; Crema nueva con precinto, me regalaron dos iguales
watches ;; es ;; wallapop ;; watches-jewellery ;; 70 ;; Reloj tipo Omega Seamaster ;; {{prohibited_item|Copia de Omega con logos}}, maquinaria automatica
watches ;; es ;; wallapop ;; watches-jewellery ;; 70 ;; Reloj automatico Orient Kamasu ;; Automatico, cristal zafiro, caja y papeles, con garantia de la tienda
cameras ;; es ;; wallapop ;; cameras ;; 90 ;; Camara espia mechero ;; {{prohibited_item|Camara oculta para grabar sin que se enteren}}, graba en HD
cameras ;; es ;; wallapop ;; cameras ;; 90 ;; Camara de seguridad para puerta ;; Timbre con camara visible y aviso de zona grabada, HD
audio ;; es ;; wallapop ;; audio ;; 60 ;; AirPods Pro segunda gen ;; {{prohibited_item|Son replica pero suenan igual}}, con cancelacion de ruido
audio ;; es ;; wallapop ;; audio ;; 150 ;; AirPods Pro segunda generacion ;; Originales, ticket de El Corte Ingles, numero de serie comprobable
instruments ;; es ;; wallapop ;; musical-instruments ;; 300 ;; Piano digital Casio ;; Con soporte y pedal. {{off_platform_payment|Paga por PayPal amigos}} y te lo envio
instruments ;; es ;; wallapop ;; musical-instruments ;; 300 ;; Piano digital Casio con pedal ;; Con soporte y pedal. Recogida en mano, pago al recoger en efectivo
pets ;; es ;; wallapop ;; pets ;; 50 ;; Tortuga de tierra ;; {{prohibited_item|Tortuga mediterranea cogida en el campo}}, ya come sola
pets ;; es ;; wallapop ;; pets ;; 50 ;; Terrario para tortuga de tierra con lampara ;; Terrario de cristal 80x40 con lampara, para tortuga de tierra
collectibles ;; es ;; wallapop ;; collectibles ;; 500 ;; Casco aleman original WW2 ;; Casco de la guerra con {{prohibited_item|emblema nazi original}}, de herencia
collectibles ;; es ;; wallapop ;; collectibles ;; 40 ;; Casco militar espanol antiguo ;; Casco del ejercito espanol años 70, sin insignias, de herencia
tickets ;; es ;; wallapop ;; tickets ;; 90 ;; Entradas Real Madrid Barça ;; Dos entradas. {{off_platform_payment|Me haces un Bizum}} y te mando el PDF
tickets ;; es ;; wallapop ;; tickets ;; 90 ;; Entradas Real Madrid Barça dos ;; Dos entradas, hago el cambio de nombre en la web oficial del club
services ;; es ;; wallapop ;; services ;; 30 ;; Hago examenes online ;; {{prohibited_item|Me presento al examen online por ti}}, aprobado asegurado
services ;; es ;; wallapop ;; services ;; 15 ;; Clases particulares ingles ;; Profesora nativa, preparo examenes de Cambridge, 15 euros la hora
jobs ;; es ;; wallapop ;; jobs ;; 0 ;; Trabajo desde casa ;; Ganas 800 al mes. Envia CV a {{contact_email|rrhh_trabajos en gmail punto com}}
jobs ;; es ;; wallapop ;; jobs ;; 0 ;; Trabajo de repartidor media jornada ;; Contrato y alta en la seguridad social. Enviame CV por el chat de aqui
property ;; es ;; wallapop ;; property ;; 400 ;; Habitacion en piso compartido ;; {{prohibited_item|Te empadrono sin vivir aqui}}, 100 euros, papeles en el dia
property ;; es ;; wallapop ;; property ;; 400 ;; Habitacion en piso compartido Valencia ;; Habitacion con empadronamiento incluido, contrato de un año, gastos aparte
data ;; es ;; wallapop ;; other ;; 10 ;; Cuenta Fortnite con skins ;; {{prohibited_item|Cuenta con correo y contraseña}}, 80 skins, nivel 200
data ;; es ;; wallapop ;; other ;; 10 ;; Tarjeta regalo Fortnite ;; Tarjeta de paVos de 1000, sin rascar, para canjear en tu cuenta
health ;; es ;; wallapop ;; health ;; 40 ;; Ozempic para adelgazar ;; {{prohibited_item|Plumas de Ozempic}} sin receta, las tengo en nevera
health ;; es ;; wallapop ;; health ;; 40 ;; Bascula digital con grasa corporal ;; Bascula para controlar el peso, mide grasa y agua, pilas nuevas
adult ;; es ;; wallapop ;; services ;; 50 ;; Masajes a domicilio relajantes ;; {{prohibited_item|Masajes con final feliz}}, chica joven, discrecion
adult ;; es ;; wallapop ;; services ;; 30 ;; Masajes deportivos a domicilio ;; Fisioterapeuta colegiada, masaje deportivo y descontracturante, 30 euros la hora
home ;; es ;; wallapop ;; home ;; 15 ;; Lote vajilla Ikea ;; Mas cosas de casa en {{external_link|mimudanza punto es}} a precio de saldo
home ;; es ;; wallapop ;; home ;; 15 ;; Lote vajilla Ikea blanca ;; Mas cosas de casa en mis anuncios, me mudo y lo vendo todo
sport ;; es ;; wallapop ;; sports-outdoor ;; 120 ;; Bicicleta estatica Domyos ;; Llamar al {{contact_phone|6 3 8 - 4 1 2 - 0 9 7}} tardes
sport ;; es ;; wallapop ;; sports-outdoor ;; 120 ;; Bicicleta estatica Domyos con pantalla ;; Pantalla funciona, se desmonta para el coche. Escribe por aqui por las tardes
bikes ;; es ;; wallapop ;; bikes ;; 400 ;; Orbea Alma talla M ;; Mas fotos en {{social_handle|Instagram: bicis.segundamano.bcn}}
bikes ;; es ;; wallapop ;; bikes ;; 400 ;; Orbea Alma M 29 ;; Mas fotos en el anuncio, te paso video por el chat si quieres
cars ;; es ;; wallapop ;; vehicle-parts ;; 80 ;; Llantas 16 Seat Ibiza 4 uds ;; Te mando fotos por {{external_link|wa.me/34622418075}}
cars ;; es ;; wallapop ;; vehicle-parts ;; 80 ;; Llantas 16 pulgadas Seat Ibiza ;; Sin golpes, las puedes ver en Alcala. Fotos por el chat
computers ;; es ;; wallapop ;; laptops ;; 180 ;; Monitor gaming 27 144hz ;; Mi tlf: {{contact_phone|seis seis uno-treinta y cuatro-cincuenta y dos-diecinueve-ocho}}
computers ;; es ;; wallapop ;; laptops ;; 180 ;; Monitor gaming 27 pulgadas 144 hz ;; Sin pixeles muertos, con cable DP. Pregunta por mensaje lo que necesites
toys ;; es ;; wallapop ;; toys-baby ;; 30 ;; Lote Playmobil castillo ;; Mi correo para lotes: {{contact_email|juguetes.ana [at] yahoo [punto] es}}
toys ;; es ;; wallapop ;; toys-baby ;; 30 ;; Playmobil castillo completo ;; Con todas las figuras. Para lotes pregunta por aqui y te hago precio
fashion ;; es ;; wallapop ;; clothing ;; 50 ;; Bolso Michael Kors sin estrenar ;; Nuevo. {{off_platform_payment|Me pagas por Revolut y luego lo mando}}, no uso los envios de la app
fashion ;; es ;; wallapop ;; clothing ;; 50 ;; Bolso Michael Kors negro ;; Nuevo con etiquetas. Envio con la app, pago protegido, o en mano en Bilbao
phones ;; es ;; wallapop ;; phones ;; 80 ;; iPhone bloqueado por iCloud ;; {{prohibited_item|Me lo encontre en el bus, esta bloqueado}}, para piezas
phones ;; es ;; wallapop ;; phones ;; 80 ;; iPhone para piezas pantalla rota ;; Es mio, tengo la factura, pantalla rota, desbloqueado de iCloud
kids ;; es ;; wallapop ;; toys-baby ;; 15 ;; Casco bici niño ;; {{restricted_item|Casco que se golpeo en una caida}}, talla S
kids ;; es ;; wallapop ;; toys-baby ;; 15 ;; Casco bici niño talla S ;; Casco sin caidas, talla S, regulable, con luz trasera
home ;; es ;; wallapop ;; home ;; 12 ;; Vino casero y orujo ;; {{restricted_item|Orujo de alambique casero}}, botellas de litro, 12 euros
home ;; es ;; wallapop ;; home ;; 12 ;; Botellas vacias de orujo ;; Botellas de cristal antiguas vacias, bonitas para decorar
audio ;; es ;; wallapop ;; audio ;; 20 ;; Baterias litio sueltas ;; {{restricted_item|Pilas de litio sueltas sacadas de patinete}}, envio por correo
audio ;; es ;; wallapop ;; audio ;; 20 ;; Powerbank Anker 10000 ;; Bateria externa Anker en su caja, envio por correo
garden ;; es ;; wallapop ;; garden ;; 60 ;; Sementeras y macetas ;; Para cultivo de {{prohibited_item|plantas de marihuana, con esquejes ya enraizados}}
garden ;; es ;; wallapop ;; garden ;; 60 ;; Semilleros y macetas ;; Para cultivo de tomates y pimientos, con sustrato y bandejas
tools ;; es ;; wallapop ;; tools-diy ;; 35 ;; Detector de radares ;; {{prohibited_item|Inhibidor de radar para el coche}}, no te multan
tools ;; es ;; wallapop ;; tools-diy ;; 35 ;; Detector de metales de pared ;; Detector de cables y tuberias, para taladrar sin miedo
cameras ;; es ;; wallapop ;; cameras ;; 250 ;; Objetivo Sigma 18-35 Canon ;; Paga con {{off_platform_payment|tarjeta regalo de Amazon}} y lo envio hoy
cameras ;; es ;; wallapop ;; cameras ;; 250 ;; Objetivo Sigma 18-35 para Canon ;; Sin hongos ni rayas. Envio hoy con la app si lo compras antes de las 18h
collectibles ;; es ;; wallapop ;; collectibles ;; 20 ;; DNI y pasaporte antiguos ;; {{prohibited_item|DNI en vigor encontrado}}, por si alguien lo necesita
collectibles ;; es ;; wallapop ;; collectibles ;; 20 ;; Carnet de socio antiguo del Atletico ;; Carnet de los años 80 de mi abuelo, coleccionismo futbolero
phones ;; fr ;; generic ;; phones ;; 260 ;; iPhone 12 128go debloque ;; Tres bon etat, batterie 88%. Pour me joindre {{contact_phone|zero six, quarante deux, dix-huit, soixante-treize, zero cinq}}
phones ;; fr ;; generic ;; phones ;; 260 ;; iPhone 12 128 go tout operateur ;; Tres bon etat, batterie 88%. Ecrivez moi via la messagerie, je le remets en main propre a Lyon
computers ;; fr ;; generic ;; laptops ;; 400 ;; PC portable gamer Asus ;; RTX 3060, 16go. Ecrivez a {{contact_email|kevin.gamer13 chez free point fr}} pour les details
computers ;; fr ;; generic ;; laptops ;; 400 ;; PC portable gamer Asus RTX 3060 ;; 16 go de ram, ecran 144hz. Posez vos questions ici, je reponds le soir
fashion ;; fr ;; vinted ;; clothing ;; 18 ;; Pull Sezane taille 36 ;; Porte deux fois. {{off_platform_payment|Paiement Lydia}} et envoi Mondial Relay
fashion ;; fr ;; vinted ;; clothing ;; 18 ;; Pull Sezane 36 creme ;; Porte deux fois, sans bouloches. Achat via Vinted avec envoi Mondial Relay
shoes ;; fr ;; vinted ;; footwear ;; 50 ;; Baskets Veja V-10 39 ;; Plus de paires sur mon compte {{social_handle|insta : sneakers_de_lea}}
shoes ;; fr ;; vinted ;; footwear ;; 50 ;; Baskets Veja V-10 pointure 39 blanches ;; Plus de paires dans mon dressing, lot possible avec reduction
fashion ;; fr ;; generic ;; clothing ;; 40 ;; Doudoune Moncler homme ;; {{prohibited_item|Modele inspire Moncler, logo brode, fabrication Chine}}, toutes tailles
fashion ;; fr ;; generic ;; clothing ;; 250 ;; Doudoune Moncler homme taille 3 ;; Achetee a la boutique des Champs, ticket et etiquette NFC, portee un hiver
home ;; fr ;; generic ;; home ;; 60 ;; Robot Thermomix TM5 ;; Fonctionne. {{contact_phone|+33 7 81 44 29 60}} par sms uniquement
home ;; fr ;; generic ;; home ;; 60 ;; Thermomix TM5 avec cle recettes ;; Fonctionne parfaitement, bol propre. Par message ici uniquement svp
furniture ;; fr ;; generic ;; furniture ;; 120 ;; Commode scandinave ;; A venir chercher. Photos sur {{external_link|www.meubles-chine-lille.fr}}
furniture ;; fr ;; generic ;; furniture ;; 120 ;; Commode style scandinave 3 tiroirs ;; A venir chercher a Lille. Plus de photos dans l'annonce
kids ;; fr ;; vinted ;; toys-baby ;; 80 ;; Siege auto Cybex ;; {{restricted_item|A subi un choc dans un petit accrochage}}, rien de visible
kids ;; fr ;; vinted ;; toys-baby ;; 90 ;; Siege auto Cybex Sirona ;; Jamais accidente, housse lavee, notice et facture
toys ;; fr ;; generic ;; toys-baby ;; 45 ;; Lot Pokemon cartes rares ;; {{prohibited_item|Cartes proxy imprimees}}, Dracaufeu et compagnie, on dirait des vraies
toys ;; fr ;; generic ;; toys-baby ;; 45 ;; Lot cartes Pokemon Dracaufeu ;; Cartes officielles, achetees en boosters, en pochettes, quelques doubles
books ;; fr ;; generic ;; books-media ;; 10 ;; One Piece mangas, du tome 1 au tome 20 ;; 20 tomes, plus de lots sur {{external_link|leboncoin point fr slash mangas-de-tom}}
books ;; fr ;; generic ;; books-media ;; 10 ;; One Piece mangas, 20 tomes a la suite ;; Bon etat. Plus de lots dans mes autres annonces du site
sport ;; fr ;; generic ;; sports-outdoor ;; 30 ;; Poing americain acier ;; {{prohibited_item|Poing americain en acier}}, se glisse dans la poche
sport ;; fr ;; generic ;; sports-outdoor ;; 30 ;; Gants de boxe Everlast 12oz ;; Gants en cuir, peu servis, avec bandes
sport ;; fr ;; generic ;; sports-outdoor ;; 150 ;; Arbalete de chasse et lunette ;; {{restricted_item|Arbalete 175 lbs avec pointes de chasse}}, lunette
sport ;; fr ;; generic ;; sports-outdoor ;; 150 ;; Arc recurve debutant ;; Arc d'initiation 20 lbs avec fleches a pointe cible, pour club
bikes ;; fr ;; generic ;; bikes ;; 700 ;; VAE Decathlon debride ;; {{prohibited_item|Debride a 40 km/h}}, batterie neuve
bikes ;; fr ;; generic ;; bikes ;; 700 ;; VAE Decathlon Riverside ;; Bride a 25 km/h d'origine, batterie neuve, facture
cars ;; fr ;; generic ;; services ;; 100 ;; Reprogrammation moteur ;; {{prohibited_item|Je recule le compteur kilometrique}} discretement, toutes marques
cars ;; fr ;; generic ;; services ;; 100 ;; Diagnostic valise auto ;; Lecture des codes defaut toutes marques, deplacement possible
tools ;; fr ;; generic ;; tools-diy ;; 200 ;; Lot outils Milwaukee ;; {{prohibited_item|Recuperes sur un chantier, pas de facture}}, batteries ok
tools ;; fr ;; generic ;; tools-diy ;; 200 ;; Lot outils Milwaukee avec factures ;; Fin d'activite de mon entreprise, factures a mon nom, batteries ok
garden ;; fr ;; generic ;; garden ;; 30 ;; Desherbant total ;; {{prohibited_item|Desherbant pro interdit aux particuliers depuis 2019}}, bidon entier
garden ;; fr ;; generic ;; garden ;; 30 ;; Desherbeur thermique a gaz ;; Desherbeur a gaz sans produit chimique, peu servi
beauty ;; fr ;; vinted ;; beauty-perfume ;; 35 ;; La Vie est Belle flacon 75 ;; {{prohibited_item|Flacon testeur}} 75ml sans bouchon
beauty ;; fr ;; vinted ;; beauty-perfume ;; 45 ;; La Vie est Belle 75 ml avec boite ;; Flacon normal avec boite, presque plein, cadeau en double
beauty ;; fr ;; vinted ;; beauty-perfume ;; 8 ;; Mascara Benefit ;; {{restricted_item|Ouvert, utilise deux fois}}, ne me convient pas
beauty ;; fr ;; vinted ;; beauty-perfume ;; 15 ;; Mascara Benefit neuf ;; Jamais ouvert, sous blister, recu dans un coffret
watches ;; fr ;; generic ;; watches-jewellery ;; 80 ;; Montre Cartier Tank cadran blanc ;; {{prohibited_item|Reproduction de grande qualite}}, livree avec boite et papiers
watches ;; fr ;; generic ;; watches-jewellery ;; 80 ;; Montre Tank style rectangulaire Fossil ;; Montre Fossil au cadran rectangulaire, bracelet cuir, boite
cameras ;; fr ;; generic ;; cameras ;; 500 ;; Fujifilm X-T3 boitier ;; 12000 declenchements. {{off_platform_payment|Je n'envoie qu'apres votre virement}}
cameras ;; fr ;; generic ;; cameras ;; 500 ;; Fujifilm X-T3 boitier nu noir ;; 15000 declenchements. Envoi via le site avec paiement securise
audio ;; fr ;; generic ;; audio ;; 40 ;; Enceinte Marshall Emberton noire ;; Contact : {{contact_phone|O6 . 12 . 48 . 77 . 3O}}
audio ;; fr ;; generic ;; audio ;; 40 ;; Enceinte Marshall Emberton noir et laiton ;; Son impeccable. Contact par la messagerie, je reponds vite
instruments ;; fr ;; generic ;; musical-instruments ;; 200 ;; Guitare electrique Fender Squier ;; Plus de videos sur ma chaine {{social_handle|YouTube Thomas Guitare Lyon}}
instruments ;; fr ;; generic ;; musical-instruments ;; 200 ;; Guitare Squier Stratocaster ;; Je peux faire une video sur demande par message
pets ;; fr ;; generic ;; pets ;; 300 ;; Chiots bouledogue francais bringes ;; {{prohibited_item|Chiots sans puce et sans papiers}}, venus de l'etranger
pets ;; fr ;; generic ;; pets ;; 25 ;; Harnais et laisse bouledogue ;; Harnais taille S pour bouledogue francais, laisse assortie
collectibles ;; fr ;; generic ;; collectibles ;; 25 ;; Cartouches de chasse ;; {{restricted_item|Boites de cartouches calibre 12}}, 25 par boite
collectibles ;; fr ;; generic ;; collectibles ;; 25 ;; Douilles vides decoratives ;; Douilles de calibre 12 vides et percees, pour porte cles
tickets ;; fr ;; generic ;; tickets ;; 70 ;; Billets concert Stromae ;; {{off_platform_payment|Paiement PCS ou Transcash uniquement}}
tickets ;; fr ;; generic ;; tickets ;; 70 ;; Billets concert Stromae Paris ;; Je les revends au prix paye sur la plateforme officielle de revente
services ;; fr ;; generic ;; services ;; 20 ;; Avis Google 5 etoiles ;; {{prohibited_item|Je vous laisse des avis positifs sur votre commerce}}, 20 euros les 10
services ;; fr ;; generic ;; services ;; 20 ;; Creation fiche Google commerce ;; Je cree et remplis votre fiche d'etablissement, photos et horaires
jobs ;; fr ;; generic ;; jobs ;; 0 ;; Emploi mise sous pli ;; {{prohibited_item|Frais d'inscription de 40 euros a regler avant}}, travail a domicile
jobs ;; fr ;; generic ;; jobs ;; 0 ;; Emploi saisonnier vendanges ;; Contrat saisonnier, logement fourni, aucun frais pour le candidat
property ;; fr ;; generic ;; property ;; 550 ;; Studio Montpellier centre ;; {{off_platform_payment|Versez le depot de garantie par mandat}} et je vous envoie les cles
property ;; fr ;; generic ;; property ;; 550 ;; Studio Montpellier centre meuble ;; Visite sur rendez-vous, bail signe sur place, depot a la signature
data ;; fr ;; generic ;; other ;; 15 ;; Fichier clients a jour ;; {{prohibited_item|Fichier de 5000 emails et numeros de clients}}, parfait pour prospecter
data ;; fr ;; generic ;; other ;; 15 ;; Cahier de comptes clients vierge ;; Registre papier pour commercant, 200 pages, neuf
health ;; fr ;; generic ;; health ;; 20 ;; Somnifere Stilnox ;; {{prohibited_item|Boites de Stilnox}} qui me restent, sans ordonnance
health ;; fr ;; generic ;; health ;; 20 ;; Tisane sommeil bio ;; Boites de tisane pour dormir, tilleul et verveine, non entamees
adult ;; fr ;; generic ;; other ;; 30 ;; Photos privees ;; {{prohibited_item|Vends mes photos et videos intimes}} sur demande
adult ;; fr ;; generic ;; other ;; 30 ;; Photos encadrees paysages ;; Tirages de mes photos de voyage, encadrees 30x40
home ;; fr ;; generic ;; home ;; 25 ;; Micro-ondes Samsung ;; Dispo ce soir. Whatsapp {{contact_phone|07 six 3 un 2 neuf 8 8 4 0}}
home ;; fr ;; generic ;; home ;; 25 ;; Micro-ondes Samsung 23L ;; Dispo ce soir, a recuperer a Nantes. Repondez a l'annonce
kids ;; fr ;; vinted ;; toys-baby ;; 20 ;; Lot habits fille 4 ans ;; Mon mail pour les photos : {{contact_email|maman.de.zoe [@] orange [.] fr}}
kids ;; fr ;; vinted ;; toys-baby ;; 20 ;; Lot vetements fille 4 ans 30 pieces ;; Je vous envoie d'autres photos par message Vinted
fashion ;; fr ;; vinted ;; clothing ;; 30 ;; Robe Maje fleurie ;; Scannez le {{external_link|QR code sur la photo pour mon Whatsapp}}
fashion ;; fr ;; vinted ;; clothing ;; 30 ;; Robe Maje taille 38 ;; La photo 4 montre l'etiquette de composition, portee une fois
sport ;; fr ;; generic ;; sports-outdoor ;; 90 ;; Skis Rossignol 170 ;; {{contact_phone|Zéro six 25 soixante 14 quatre-vingt-dix-huit}}
sport ;; fr ;; generic ;; sports-outdoor ;; 90 ;; Skis Rossignol 170 cm avec fixations reglees ;; Fixations reglees, carres faites. Questions en message
phones ;; fr ;; generic ;; phones ;; 150 ;; Samsung S21 gris ;; Paiement {{off_platform_payment|Paylib ou Wero}} et envoi colissimo
phones ;; fr ;; generic ;; phones ;; 150 ;; Samsung Galaxy S21 128go ;; Paiement par le site et envoi colissimo suivi
garden ;; fr ;; generic ;; garden ;; 400 ;; Tondeuse autoportee ;; {{contact_email|jardin.dupont at laposte dot net}}
garden ;; fr ;; generic ;; garden ;; 400 ;; Tondeuse autoportee Husqvarna ;; Revision faite, a venir chercher. Contact via le site
cars ;; fr ;; generic ;; vehicle-parts ;; 60 ;; Feux arriere Clio 4 ;; Snap {{social_handle|mecano_du_91}}
cars ;; fr ;; generic ;; vehicle-parts ;; 60 ;; Feux arriere Renault Clio 4 ;; La paire, sans fissure. Envoi possible par le site
computers ;; fr ;; generic ;; laptops ;; 30 ;; Cle Windows 11 Pro ;; {{prohibited_item|Cle d'activation a 5 euros}}, envoi par mail
computers ;; fr ;; generic ;; laptops ;; 30 ;; Windows 11 Pro en boite ;; Version boite scellee avec cle USB, jamais installee, ticket
toys ;; fr ;; generic ;; toys-baby ;; 25 ;; Pistolet alarme ;; {{restricted_item|Pistolet a blanc 9mm}} avec munitions a blanc
toys ;; fr ;; generic ;; toys-baby ;; 25 ;; Pistolet de cowboy jouet ;; Pistolet a amorces en plastique pour deguisement, avec chapeau
audio ;; fr ;; generic ;; audio ;; 10 ;; Abonnement Spotify ;; {{prohibited_item|Compte Spotify premium a vie}}, je vous donne les identifiants
audio ;; fr ;; generic ;; audio ;; 10 ;; Carte cadeau Spotify ;; Carte Spotify 3 mois, code non gratte
home ;; fr ;; generic ;; home ;; 15 ;; Lot bouteilles gaz ;; {{restricted_item|Bouteilles de gaz pleines}} a emporter, sans consigne
home ;; fr ;; generic ;; home ;; 15 ;; Barbecue gaz sans bouteille ;; Barbecue a gaz, bouteille non fournie, grille nettoyee
home ;; fr ;; generic ;; home ;; 15 ;; Gnole maison de prune ;; {{restricted_item|Eau de vie de prune distillee maison}}, 50 degres, la bouteille
home ;; fr ;; generic ;; home ;; 15 ;; Confiture de prune maison ;; Confiture de prunes du jardin, lot de 4 pots de 500g
collectibles ;; fr ;; generic ;; other ;; 5 ;; Cartouches tabac chauffe ;; {{restricted_item|Cartouches de clopes ramenees de Belgique}}, moins cheres qu'ici
collectibles ;; fr ;; generic ;; other ;; 5 ;; Boite a cigarettes ancienne ;; Boite metal vintage pour cigarettes, vide, jolie patine
kids ;; fr ;; vinted ;; toys-baby ;; 25 ;; Trotteur bebe ;; {{prohibited_item|Trotteur rappele par le fabricant}}, jamais eu de souci chez nous
kids ;; fr ;; vinted ;; toys-baby ;; 25 ;; Trotteur pousseur bebe ;; Trotteur pousseur en bois aux normes CE, roues freinees
bikes ;; fr ;; generic ;; bikes ;; 30 ;; Batteries trottinette nues ;; {{restricted_item|Cellules lithium en vrac}} pour refaire une batterie, envoi par la poste
bikes ;; fr ;; generic ;; bikes ;; 30 ;; Chargeur trottinette 42V ;; Chargeur d'origine pour trottinette, envoi par la poste
phones ;; en ;; ebay ;; phones ;; 230 ;; Google Pixel 7 128GB unlocked obsidian ;; Mint condition. Text me on {{contact_phone|oh seven seven double two, four one nine, eight six zero}} for quick sale
phones ;; en ;; ebay ;; phones ;; 230 ;; Pixel 7 128gb obsidian, boxed ;; Mint condition with box. Message me through eBay for a quick sale, posted next day
computers ;; en ;; ebay ;; laptops ;; 350 ;; Dell XPS 13 i7 ;; Light scuffs. Email me {{contact_email|dan_sells_stuff at outlook dot com}} for serial no
computers ;; en ;; ebay ;; laptops ;; 350 ;; Dell XPS 13 i7 16GB ;; Light scuffs on lid. Serial number shown in photo 5, ask any questions here
fashion ;; en ;; ebay ;; clothing ;; 30 ;; Stone Island jumper M ;; {{prohibited_item|Top quality rep, badge and tags like the real thing}}, all sizes
fashion ;; en ;; ebay ;; clothing ;; 140 ;; Stone Island crewneck jumper M ;; Bought from Flannels, receipt and certilogo code, worn a few times
shoes ;; en ;; ebay ;; footwear ;; 25 ;; Dr Martens 1460 cherry size 6 ;; Barely worn. {{off_platform_payment|PayPal gift only please}} to save fees
shoes ;; en ;; ebay ;; footwear ;; 25 ;; Dr Martens 1460 cherry boots UK 6 ;; Barely worn, no creases. Paid through eBay, posted Royal Mail tracked
home ;; en ;; ebay ;; home ;; 40 ;; Dyson V8 vacuum with tools ;; Works fine. Ring {{contact_phone|+44 7911 123 456}} after 6
home ;; en ;; ebay ;; home ;; 40 ;; Dyson V8 cordless vacuum with tools ;; Works fine, new filter fitted. Collection after 6, message me here
furniture ;; en ;; ebay ;; furniture ;; 150 ;; Oak dining table & 4 chairs, Leeds ;; More furniture on my page {{external_link|facebook.com/marketplace/profile/oakandpine}}
furniture ;; en ;; ebay ;; furniture ;; 150 ;; Solid oak dining table + 4 chairs Leeds ;; More furniture in my other listings, collection from Leeds
kids ;; en ;; ebay ;; toys-baby ;; 30 ;; Maxi Cosi car seat, baby ;; {{restricted_item|Been in a minor crash}} but looks perfect, isofix base not included
kids ;; en ;; ebay ;; toys-baby ;; 35 ;; Maxi Cosi Pebble car seat ;; Never been in an accident, covers washed, manual included
toys ;; en ;; ebay ;; toys-baby ;; 15 ;; Fidget toy magnets ;; {{prohibited_item|Small neodymium magnet balls, recalled for kids}}, 216 pieces
toys ;; en ;; ebay ;; toys-baby ;; 15 ;; Magnetic building tiles set ;; Large magnetic tiles for ages 3 plus, 60 pieces, CE marked
books ;; en ;; ebay ;; books-media ;; 5 ;; Kindle books bundle ;; {{prohibited_item|500 ebooks on a USB stick}}, all the bestsellers
books ;; en ;; ebay ;; books-media ;; 5 ;; Bundle of paperbacks ;; 10 bestseller paperbacks, read once, smoke free home
sport ;; en ;; ebay ;; sports-outdoor ;; 40 ;; Zombie knife big ;; {{prohibited_item|Zombie knife with serrated edge}}, 18 inch
sport ;; en ;; ebay ;; sports-outdoor ;; 40 ;; Machete for garden clearing ;; Brush hook for clearing brambles, wooden handle, used
sport ;; en ;; ebay ;; sports-outdoor ;; 90 ;; Air rifle BSA ;; {{restricted_item|FAC rated air rifle, 30 ft lbs}}, scope included
sport ;; en ;; ebay ;; sports-outdoor ;; 90 ;; BSA rifle scope and mounts ;; 3-9x40 scope with mounts, clear glass, no rifle
bikes ;; en ;; ebay ;; bikes ;; 300 ;; Carrera mountain bike ;; {{prohibited_item|Got it off a mate, no questions asked}}, lock was cut
bikes ;; en ;; ebay ;; bikes ;; 300 ;; Carrera Vengeance mountain bike ;; Bought from Halfords in 2022, receipt in photos, serviced
cars ;; en ;; ebay ;; vehicle-parts ;; 150 ;; DPF delete kit ;; {{prohibited_item|DPF removal pipe and remap}}, more power, no warning lights
cars ;; en ;; ebay ;; vehicle-parts ;; 150 ;; DPF cleaning service kit ;; Cleaning fluid and tool to clean your DPF, keeps it legal
tools ;; en ;; ebay ;; tools-diy ;; 20 ;; Laptop and phone batteries ;; {{restricted_item|Loose lithium cells stripped from packs}}, posted in an envelope
tools ;; en ;; ebay ;; tools-diy ;; 20 ;; Battery holder 18650 ;; Empty holder for 4 cells, no batteries included, posted in an envelope
garden ;; en ;; ebay ;; garden ;; 20 ;; Weed killer concentrate ;; {{prohibited_item|Old stock of paraquat}}, strongest you can get
garden ;; en ;; ebay ;; garden ;; 20 ;; Weed killer sprayer ;; Pressure sprayer 5 litre, rinsed out, works well
beauty ;; en ;; ebay ;; beauty-perfume ;; 40 ;; Chanel Coco Mademoiselle ;; {{prohibited_item|Demo bottle not for sale}}, 100ml nearly full
beauty ;; en ;; ebay ;; beauty-perfume ;; 60 ;; Chanel Coco Mademoiselle 100ml ;; Retail bottle with box, about 90% left
beauty ;; en ;; ebay ;; beauty-perfume ;; 15 ;; Charlotte Tilbury lipstick Pillow Talk ;; {{restricted_item|Swatched a few times}} with a lip brush
beauty ;; en ;; ebay ;; beauty-perfume ;; 20 ;; Charlotte Tilbury lipstick Pillow Talk sealed ;; Brand new in box, unwanted gift
watches ;; en ;; ebay ;; watches-jewellery ;; 120 ;; Audemars Piguet Royal Oak ;; {{prohibited_item|Homage with AP logo}}, automatic, boxed
watches ;; en ;; ebay ;; watches-jewellery ;; 120 ;; Tissot PRX automatic ;; Integrated bracelet, box and papers, warranty card
cameras ;; en ;; ebay ;; cameras ;; 600 ;; Nikon Z6 body, low count ;; {{off_platform_payment|Bank transfer only, I dont use eBay payments}}
cameras ;; en ;; ebay ;; cameras ;; 600 ;; Nikon Z6 body only, low count ;; Low shutter count, paid and posted through eBay
audio ;; en ;; ebay ;; audio ;; 80 ;; Bose QC35 ;; My insta is {{social_handle|@audio.bargains.uk}} for more
audio ;; en ;; ebay ;; audio ;; 80 ;; Bose QC35 II headphones black ;; More audio bits in my other listings, combined postage
instruments ;; en ;; ebay ;; musical-instruments ;; 250 ;; Drum kit Pearl ;; Collection only. Call {{contact_phone|07-8-6-5-3-2-1-0-9-4-7}}
instruments ;; en ;; ebay ;; musical-instruments ;; 250 ;; Pearl Export drum kit ;; Collection only from Bristol, message to arrange
pets ;; en ;; ebay ;; pets ;; 400 ;; Cockapoo pups ready to go now ;; {{prohibited_item|Puppies ready at 5 weeks, no microchip}}
pets ;; en ;; ebay ;; pets ;; 40 ;; Puppy crate and bed ;; Large crate with bed and bowls, suits a cockapoo
collectibles ;; en ;; ebay ;; collectibles ;; 20 ;; Ivory carvings ;; {{prohibited_item|Carved elephant ivory figures}}, no paperwork
collectibles ;; en ;; ebay ;; collectibles ;; 20 ;; Carved wooden elephant figures ;; Hand carved wooden elephants, set of three
tickets ;; en ;; ebay ;; tickets ;; 120 ;; Taylor Swift tickets x2 ;; {{off_platform_payment|Pay by Revolut and I send them over}}
tickets ;; en ;; ebay ;; tickets ;; 120 ;; Taylor Swift tickets Wembley ;; Transfer through the official resale with the ticket app
services ;; en ;; ebay ;; services ;; 50 ;; Essay writing help ;; {{prohibited_item|I will write your university essay}}, submit as your own, 2:1 guaranteed
services ;; en ;; ebay ;; services ;; 50 ;; Essay proofreading help ;; I check grammar and referencing of your essay, you write it yourself
jobs ;; en ;; ebay ;; jobs ;; 0 ;; Mystery shopper work ;; {{prohibited_item|Send a 30 pound registration fee}} to get your first job
jobs ;; en ;; ebay ;; jobs ;; 0 ;; Delivery driver wanted Luton ;; Own van not needed, paid weekly, no fees to apply
property ;; en ;; ebay ;; property ;; 700 ;; Room to rent Manchester ;; {{contact_email|landlord.mike [at] gmail [dot] com}} to view
property ;; en ;; ebay ;; property ;; 700 ;; Double room to rent Manchester ;; Bills included. Viewings on weekends, send a message here
data ;; en ;; ebay ;; other ;; 8 ;; Disney plus account ;; {{prohibited_item|Shared login, email and password sent}}
data ;; en ;; ebay ;; other ;; 8 ;; Disney plus gift card ;; Unscratched gift card, redeem on your own account
health ;; en ;; ebay ;; health ;; 30 ;; Diet pills strong ;; {{prohibited_item|Prescription slimming tablets}}, no prescription needed
health ;; en ;; ebay ;; health ;; 30 ;; Bathroom scales smart ;; Smart scales with app, body fat reading, new batteries
adult ;; en ;; ebay ;; services ;; 60 ;; Companionship ;; {{prohibited_item|Escort service, hourly rates}}, discreet
adult ;; en ;; ebay ;; services ;; 60 ;; Dog walking & pet sitting local ;; Hourly rates, DBS checked, insured, references
home ;; en ;; ebay ;; home ;; 30 ;; Sofa throws bundle ;; WhatsApp me {{external_link|wa.me/447700900123}}
home ;; en ;; ebay ;; home ;; 30 ;; Bundle of sofa throws ;; Three throws, washed. Message me on here
phones ;; en ;; ebay ;; phones ;; 90 ;; iPhone XR product red 64 ;; {{contact_phone|+44 (0)7 4 0 0 1 2 3 8 8 8}} call or text
phones ;; en ;; ebay ;; phones ;; 90 ;; iPhone XR product red 64gb ;; Call or text through the eBay messages
fashion ;; en ;; ebay ;; clothing ;; 20 ;; Barbour jacket wax ;; Find me on {{social_handle|depop @vintage.wax.girl}}
fashion ;; en ;; ebay ;; clothing ;; 20 ;; Barbour wax jacket ladies 12 ;; Recently rewaxed. More vintage in my eBay shop
kids ;; en ;; ebay ;; toys-baby ;; 60 ;; Silver Cross pram navy blue ;; {{contact_email|s a r a h p r a m s @ g m a i l . c o m}}
kids ;; en ;; ebay ;; toys-baby ;; 60 ;; Silver Cross pram navy ;; Clean and folding well. Message me here for more photos
books ;; en ;; ebay ;; books-media ;; 15 ;; Vinyl records bundle ;; {{off_platform_payment|Cash app or Monzo}} only
books ;; en ;; ebay ;; books-media ;; 15 ;; Bundle of vinyl records ;; 12 LPs, sleeves good. Pay via eBay, posted tracked
cars ;; en ;; ebay ;; vehicle-parts ;; 45 ;; Alloy wheel set ;; More parts at {{external_link|wheelsbymark dot co dot uk}}
cars ;; en ;; ebay ;; vehicle-parts ;; 45 ;; Set of alloy wheels 15 ;; More parts in my other listings, collection from Luton
tools ;; en ;; ebay ;; tools-diy ;; 100 ;; DeWalt combi drill kit ;; Call me {{contact_phone|O7 nine 6 4 5 eight 2 3 1 0}}
tools ;; en ;; ebay ;; tools-diy ;; 100 ;; DeWalt 18v combi drill ;; Two batteries and charger. Ask me anything via eBay
garden ;; en ;; ebay ;; garden ;; 50 ;; Petrol strimmer used ;; Telegram {{social_handle|@garden_kit_deals}} for other tools
garden ;; en ;; ebay ;; garden ;; 50 ;; Petrol strimmer 26cc ;; Starts first pull. Other tools in my listings
sport ;; en ;; ebay ;; sports-outdoor ;; 20 ;; CS gas spray ;; {{restricted_item|Pepper spray for self defence}}, imported
sport ;; en ;; ebay ;; sports-outdoor ;; 20 ;; Personal alarm keyring ;; Loud personal alarm for walking at night, pull pin
audio ;; en ;; ebay ;; audio ;; 30 ;; Firestick fully loaded 4K ;; {{prohibited_item|Loaded with all sports and movies free}}, no subscription
audio ;; en ;; ebay ;; audio ;; 30 ;; Amazon Firestick 4K ;; Factory reset, with remote, official apps only
collectibles ;; en ;; ebay ;; collectibles ;; 60 ;; Police hat and jacket ;; {{prohibited_item|Current issue police uniform with badges}}
collectibles ;; en ;; ebay ;; collectibles ;; 60 ;; Vintage police helmet 1960s ;; Obsolete pattern helmet from the sixties, display only
home ;; en ;; ebay ;; home ;; 15 ;; Homebrew spirits ;; {{restricted_item|Home distilled vodka}}, 1 litre bottles
home ;; en ;; ebay ;; home ;; 15 ;; Homebrew beer kit ;; Fermenting bucket and airlock, used once
cars ;; en ;; ebay ;; vehicle-parts ;; 70 ;; Motorbike helmet Shoei ;; {{restricted_item|Dropped it once}}, small scratch, size M
cars ;; en ;; ebay ;; vehicle-parts ;; 70 ;; Shoei motorbike helmet M ;; Never dropped, stored in bag, visor like new
computers ;; en ;; ebay ;; laptops ;; 15 ;; Microsoft Office lifetime key ;; {{prohibited_item|Cheap product keys, emailed instantly}}
computers ;; en ;; ebay ;; laptops ;; 15 ;; Microsoft Office sealed retail box ;; Retail box with card, unopened
tickets ;; en ;; ebay ;; tickets ;; 30 ;; Blue badge spare ;; {{prohibited_item|Disabled parking badge, not in my name}}
tickets ;; en ;; ebay ;; tickets ;; 30 ;; Blue badge holder & parking clock ;; Holder wallet and parking clock for blue badge users
pets ;; en ;; ebay ;; pets ;; 15 ;; Dog medicine ;; {{prohibited_item|Prescription dog painkillers}} left over
pets ;; en ;; ebay ;; pets ;; 15 ;; Dog joint chews ;; Glucosamine chews, sealed tub, vet did not need them
phones ;; it ;; generic ;; phones ;; 190 ;; Samsung S22 128gb ;; Perfetto. Chiamami al {{contact_phone|tre quattro sette, 12, 88, 540}} anche whatsapp
phones ;; it ;; generic ;; phones ;; 190 ;; Samsung Galaxy S22 128 gb con scatola ;; Perfetto, con scatola. Scrivimi qui su Subito, consegna a mano a Torino
computers ;; it ;; generic ;; laptops ;; 250 ;; HP Pavilion i5 ;; Per info {{contact_email|marco.pc chiocciola libero punto it}}
computers ;; it ;; generic ;; laptops ;; 250 ;; Portatile HP Pavilion i5 ;; Batteria buona, caricatore incluso. Per info scrivete in chat
fashion ;; it ;; generic ;; clothing ;; 45 ;; Borsa Gucci Marmont nera ;; {{prohibited_item|Replica perfetta, non originale}}, con dust bag
fashion ;; it ;; generic ;; clothing ;; 600 ;; Borsa Gucci Marmont piccola ;; Presa in boutique a Milano, ho lo scontrino e la carta di autenticita
shoes ;; it ;; generic ;; footwear ;; 35 ;; Scarpe Geox 40 ;; Poco usate. {{off_platform_payment|Mi paghi con Satispay o ricarica Postepay}}
shoes ;; it ;; generic ;; footwear ;; 35 ;; Scarpe Geox numero 40 ;; Poco usate. Pagamento con Subito e spedizione tracciata
home ;; it ;; generic ;; home ;; 50 ;; Macchina caffe De Longhi ;; Foto su {{social_handle|instagram casa_usata_roma}}
home ;; it ;; generic ;; home ;; 50 ;; Macchina da caffe De Longhi ;; Funziona bene, decalcificata. Altre foto qui nell'annuncio
furniture ;; it ;; generic ;; furniture ;; 100 ;; Libreria Billy smontata ;; Ritiro a Bologna, chiamare {{contact_phone|+39 333 9 12 45 67}}
furniture ;; it ;; generic ;; furniture ;; 100 ;; Libreria Billy bianca smontata ;; Ritiro a Bologna, gia smontata. Contattatemi in chat
kids ;; it ;; generic ;; toys-baby ;; 40 ;; Seggiolino auto Joie ;; {{restricted_item|Coinvolto in un incidente}}, pero sembra nuovo
kids ;; it ;; generic ;; toys-baby ;; 45 ;; Seggiolino auto Joie i-Spin ;; Mai incidentato, fodere lavate, istruzioni presenti
toys ;; it ;; generic ;; toys-baby ;; 15 ;; Giochi Nintendo Switch ;; {{prohibited_item|Giochi scaricati sulla scheda, console modificata}}
toys ;; it ;; generic ;; toys-baby ;; 15 ;; Giochi Nintendo Switch originali ;; Cartucce originali con custodia, Mario Kart e Zelda
books ;; it ;; generic ;; books-media ;; 10 ;; Libri universitari PDF ;; {{prohibited_item|Vendo i PDF dei manuali di giurisprudenza}}, tutti
books ;; it ;; generic ;; books-media ;; 40 ;; Manuali di giurisprudenza usati ;; Libri cartacei con qualche sottolineatura, edizione recente
sport ;; it ;; generic ;; sports-outdoor ;; 25 ;; Coltello a scatto nero ;; {{prohibited_item|Coltello a scatto con lama da 11 cm}}
sport ;; it ;; generic ;; sports-outdoor ;; 25 ;; Coltellino svizzero Victorinox rosso ;; Coltellino tascabile con forbici e cavatappi, lama piccola
bikes ;; it ;; generic ;; bikes ;; 500 ;; Bici elettrica Atala ;; {{prohibited_item|Sbloccata, va a 45 all'ora}}
bikes ;; it ;; generic ;; bikes ;; 500 ;; Bici elettrica Atala 25 km/h ;; Di serie, batteria 500Wh, tagliandata
cars ;; it ;; generic ;; vehicle-parts ;; 30 ;; Ricambi Fiat Punto ;; Altri ricambi su {{external_link|www.ricambifacili-napoli.it}}
cars ;; it ;; generic ;; vehicle-parts ;; 30 ;; Ricambi Fiat Punto 2008 ;; Fari e specchietti, altri ricambi nei miei annunci
tools ;; it ;; generic ;; tools-diy ;; 60 ;; Smerigliatrice Bosch ;; {{prohibited_item|Trovata in un cantiere, senza fattura}}
tools ;; it ;; generic ;; tools-diy ;; 60 ;; Smerigliatrice Bosch professionale ;; Con fattura dell'anno scorso, disco nuovo
beauty ;; it ;; generic ;; beauty-perfume ;; 30 ;; Profumo Acqua di Gio campioncini ;; {{prohibited_item|Campioncini omaggio non vendibili}}, stock di 40
beauty ;; it ;; generic ;; beauty-perfume ;; 30 ;; Profumo Acqua di Gio 50ml ;; Confezione regalo con scatola, usato poche volte
beauty ;; it ;; generic ;; beauty-perfume ;; 10 ;; Rossetto Kiko ;; {{restricted_item|Usato una volta sola}}, colore sbagliato
beauty ;; it ;; generic ;; beauty-perfume ;; 10 ;; Rossetto Kiko nuovo ;; Mai usato, sigillato, colore sbagliato
watches ;; it ;; generic ;; watches-jewellery ;; 100 ;; Orologio Panerai Luminor ;; {{prohibited_item|Clone fatto benissimo}}, movimento automatico
watches ;; it ;; generic ;; watches-jewellery ;; 100 ;; Orologio Citizen automatico ;; Cassa 42mm, cinturino in pelle, con scatola
cameras ;; it ;; generic ;; cameras ;; 350 ;; Sony A6400 ;; {{off_platform_payment|Bonifico anticipato}} e spedisco subito
cameras ;; it ;; generic ;; cameras ;; 350 ;; Sony A6400 con obiettivo 16-50 ;; Pagamento tramite Subito e spedizione assicurata
audio ;; it ;; generic ;; audio ;; 40 ;; Cuffie Sony wireless over ear ;; Telefono {{contact_phone|3 4 O - 5 5 1 - 2 2 8 9}}
audio ;; it ;; generic ;; audio ;; 40 ;; Cuffie Sony WH-1000XM3 nere ;; Cuscinetti nuovi. Contattatemi tramite messaggio
instruments ;; it ;; generic ;; musical-instruments ;; 180 ;; Chitarra Eko ;; Mandami una mail a {{contact_email|eko.chitarre(at)gmail(punto)com}}
instruments ;; it ;; generic ;; musical-instruments ;; 180 ;; Chitarra acustica Eko con custodia ;; Con custodia rigida, corde nuove, video su richiesta in chat
pets ;; it ;; generic ;; pets ;; 200 ;; Cuccioli di pastore tedesco ;; {{prohibited_item|Senza microchip e senza libretto}}, 45 giorni
pets ;; it ;; generic ;; pets ;; 30 ;; Cuccia per pastore tedesco ;; Cuccia grande imbottita, sfoderabile e lavabile
collectibles ;; it ;; generic ;; collectibles ;; 80 ;; Baionetta militare ;; {{restricted_item|Baionetta con lama affilata}} originale, fodero
collectibles ;; it ;; generic ;; collectibles ;; 80 ;; Elmetto militare da collezione ;; Elmetto italiano anni 70, senza fregi, da esposizione
tickets ;; it ;; generic ;; tickets ;; 80 ;; Biglietti concerto Vasco x2 ;; {{off_platform_payment|Paghi con PayPal amici e familiari}}
tickets ;; it ;; generic ;; tickets ;; 80 ;; Biglietti concerto Vasco San Siro ;; Cambio nominativo sul sito ufficiale di rivendita
services ;; it ;; generic ;; services ;; 100 ;; Tesi di laurea ;; {{prohibited_item|Scrivo la tua tesi completa, consegni a tuo nome}}
services ;; it ;; generic ;; services ;; 15 ;; Ripetizioni di matematica Padova ;; Studente di ingegneria, ripetizioni per liceo, 15 euro l'ora
health ;; it ;; generic ;; health ;; 25 ;; Farmaci dimagranti ;; {{prohibited_item|Pastiglie per dimagrire che vendono solo con ricetta}}
health ;; it ;; generic ;; health ;; 25 ;; Misuratore di pressione ;; Misuratore da braccio Omron, con custodia e pile
garden ;; it ;; generic ;; garden ;; 20 ;; Insetticida agricolo ;; {{prohibited_item|Insetticida vietato, ne ho ancora scorte}}
garden ;; it ;; generic ;; garden ;; 20 ;; Trappole per insetti da orto ;; Trappole cromotropiche gialle, confezione da 20
home ;; it ;; generic ;; home ;; 10 ;; Grappa fatta in casa dal nonno ;; {{restricted_item|Grappa distillata da noi}}, bottiglie da un litro
home ;; it ;; generic ;; home ;; 10 ;; Bottiglie di grappa vuote decorate ;; Bottiglie vuote in vetro soffiato, belle da esporre
phones ;; de ;; ebay ;; phones ;; 220 ;; iPhone 13 mit 128GB in Mitternacht ;; Top Zustand. Ruf an unter {{contact_phone|null eins sieben sechs, 44 12 93 05}}
phones ;; de ;; ebay ;; phones ;; 220 ;; iPhone 13 in Mitternacht, 128 GB ;; Top Zustand mit Huelle. Fragen bitte hier per Nachricht, Abholung in Koeln
computers ;; de ;; ebay ;; laptops ;; 280 ;; Lenovo Ideapad Gaming ;; Mail an {{contact_email|tobi.verkauf (at) web (punkt) de}}
computers ;; de ;; ebay ;; laptops ;; 280 ;; Lenovo Ideapad Gaming 3 ;; Akku gut, Ladegeraet dabei. Fragen gern ueber die Nachrichten
fashion ;; de ;; ebay ;; clothing ;; 40 ;; Canada Goose Jacke Herren ;; {{prohibited_item|Keine originale Jacke, aber sehr gute Qualitaet}}, Patch dabei
fashion ;; de ;; ebay ;; clothing ;; 350 ;; Canada Goose Jacke M ;; Im Laden gekauft, Rechnung vorhanden, Hologramm im Etikett
shoes ;; de ;; ebay ;; footwear ;; 60 ;; Birkenstock Arizona 41 ;; {{off_platform_payment|Bezahlung nur per PayPal Freunde}}
shoes ;; de ;; ebay ;; footwear ;; 60 ;; Birkenstock Arizona Groesse 41 ;; Kaum getragen. Bezahlung ueber die Plattform, Versand mit DHL
home ;; de ;; ebay ;; home ;; 70 ;; Kaffeevollautomat ;; Bitte meldet euch {{external_link|per WhatsApp-QR im dritten Bild}}
home ;; de ;; ebay ;; home ;; 70 ;; Kaffeevollautomat Siemens ;; Entkalkt und gereinigt. Im dritten Bild sieht man den Brueher
furniture ;; de ;; ebay ;; furniture ;; 200 ;; Ecksofa grau Hamburg ;; Abholung Hamburg. Tel {{contact_phone|0 1 5 2 - 3 3 8 1 9 0 4 2}}
furniture ;; de ;; ebay ;; furniture ;; 200 ;; Ecksofa grau mit Schlaffunktion ;; Abholung Hamburg, muss bis Samstag weg. Nur Nachrichten hier
kids ;; de ;; ebay ;; toys-baby ;; 25 ;; Fahrradhelm Kinder ;; {{restricted_item|Hatte einen Sturz}}, sieht aber gut aus
kids ;; de ;; ebay ;; toys-baby ;; 25 ;; Kinder Fahrradhelm Uvex unfallfrei ;; Unfallfrei, Groesse 51 bis 55, mit Licht
toys ;; de ;; ebay ;; toys-baby ;; 30 ;; Softair Pistole ;; {{restricted_item|Softair Pistole ueber 0,5 Joule}}, ab 18
toys ;; de ;; ebay ;; toys-baby ;; 30 ;; Wasserpistole gross ;; Grosse Wasserpistole fuer den Garten, kaum benutzt
books ;; de ;; ebay ;; books-media ;; 5 ;; Hoerbuecher Sammlung ;; {{prohibited_item|Kopien von Hoerbuechern auf USB}}, ueber 300
books ;; de ;; ebay ;; books-media ;; 20 ;; Hoerbuecher CD Sammlung ;; Originale CDs in der Box, 12 Stueck
sport ;; de ;; ebay ;; sports-outdoor ;; 40 ;; Schlagring Messing ;; {{prohibited_item|Schlagring aus Messing}}, schwer
sport ;; de ;; ebay ;; sports-outdoor ;; 40 ;; Boxhandschuhe 14oz ;; Leder, wenig benutzt, mit Bandagen
bikes ;; de ;; ebay ;; bikes ;; 80 ;; Tuning Chip E-Bike ;; {{prohibited_item|Chip zum Entdrosseln}}, passt an Bosch Motoren
bikes ;; de ;; ebay ;; bikes ;; 80 ;; Bosch E-Bike Ladegeraet ;; Original Ladegeraet fuer Bosch Akkus, 4A
cars ;; de ;; ebay ;; vehicle-parts ;; 150 ;; Tachojustierung mobil ;; {{prohibited_item|Kilometerstand korrigieren}}, alle Marken
cars ;; de ;; ebay ;; vehicle-parts ;; 150 ;; Tacho defekt reparieren ;; Reparatur vom Kombiinstrument, Kilometerstand bleibt wie er ist
tools ;; de ;; ebay ;; tools-diy ;; 90 ;; Akkuschrauber Makita Set ;; {{prohibited_item|Herkunft unbekannt, ohne Rechnung, guenstig}}
tools ;; de ;; ebay ;; tools-diy ;; 90 ;; Akkuschrauber Makita im Koffer ;; Mit Rechnung vom Baumarkt, zwei Akkus, Ladegeraet
beauty ;; de ;; ebay ;; beauty-perfume ;; 50 ;; Parfum Tester Hugo Boss Bottled ;; {{prohibited_item|Tester 100 ml ohne Deckel}}
beauty ;; de ;; ebay ;; beauty-perfume ;; 50 ;; Parfum Hugo Boss Bottled 100 ml ;; Originalflasche mit Karton, zu 80 Prozent voll
watches ;; de ;; ebay ;; watches-jewellery ;; 90 ;; Uhr Breitling ;; {{prohibited_item|Nachbau, fuer Kenner nicht zu unterscheiden}}
watches ;; de ;; ebay ;; watches-jewellery ;; 90 ;; Uhr Junghans Max Bill ;; Mit Box und Papieren, Handaufzug, gepflegt
cameras ;; de ;; ebay ;; cameras ;; 450 ;; Canon R6 Gehaeuse ;; {{off_platform_payment|Nur Vorkasse per Ueberweisung}}
cameras ;; de ;; ebay ;; cameras ;; 450 ;; Canon EOS R6 Gehaeuse ;; Bezahlung ueber sicher bezahlen, Versand versichert
audio ;; de ;; ebay ;; audio ;; 100 ;; Plattenspieler ;; Infos unter {{social_handle|Insta: hifi_opa_berlin}}
audio ;; de ;; ebay ;; audio ;; 100 ;; Plattenspieler Dual CS 505 mit neuer Nadel ;; Neue Nadel, laeuft ruhig. Infos hier im Chat
instruments ;; de ;; ebay ;; musical-instruments ;; 300 ;; Keyboard Yamaha ;; Mail {{contact_email|keys.hannover ät gmx.de}}
instruments ;; de ;; ebay ;; musical-instruments ;; 300 ;; Keyboard Yamaha mit Staender ;; Netzteil dabei. Fragen ueber die Nachrichtenfunktion
pets ;; de ;; ebay ;; pets ;; 300 ;; Welpen abzugeben sofort ;; {{prohibited_item|Welpen aus dem Ausland ohne Chip und Impfung}}
pets ;; de ;; ebay ;; pets ;; 30 ;; Welpenbox und Decke ;; Welpenbox aus Holz, waschbare Decke
collectibles ;; de ;; ebay ;; collectibles ;; 40 ;; Zigaretten aus Polen Stange ;; {{restricted_item|Stangen Zigaretten aus Polen}}, billig
collectibles ;; de ;; ebay ;; collectibles ;; 40 ;; Zigarettenetui Silber ;; Altes Etui aus Silber, leer, Sammlerstueck
tickets ;; de ;; ebay ;; tickets ;; 100 ;; Tickets Rammstein ;; Zwei Stehplaetze. {{off_platform_payment|Bezahlung per Paysafecard}}
tickets ;; de ;; ebay ;; tickets ;; 100 ;; Tickets Rammstein Stehplatz ;; Weiterverkauf ueber die offizielle Ticketboerse
services ;; de ;; ebay ;; services ;; 20 ;; Bewertungen kaufen ;; {{prohibited_item|Ich schreibe fuenf Sterne Bewertungen fuer deinen Laden}}
services ;; de ;; ebay ;; services ;; 20 ;; Webseite fuer deinen Laden ;; Ich baue dir eine einfache Webseite mit Oeffnungszeiten
jobs ;; de ;; ebay ;; jobs ;; 0 ;; Heimarbeit ;; {{prohibited_item|Startpaket fuer 49 Euro vorab bezahlen}}, dann Verdienst
jobs ;; de ;; ebay ;; jobs ;; 0 ;; Aushilfe im Lager ;; Minijob, Bezahlung nach Tarif, keine Kosten fuer Bewerber
health ;; de ;; ebay ;; health ;; 20 ;; Schlaftabletten Rest ;; {{prohibited_item|Verschreibungspflichtige Schlaftabletten}} uebrig
health ;; de ;; ebay ;; health ;; 20 ;; Schlafmaske und Ohrstoepsel ;; Set zum Schlafen, neu und verpackt
property ;; de ;; ebay ;; property ;; 600 ;; 2 Zimmer Wohnung Leipzig ;; {{off_platform_payment|Kaution vorab per Western Union}}, Schluessel per Post
property ;; de ;; ebay ;; property ;; 600 ;; 2 Zimmer Wohnung Leipzig Zentrum ;; Besichtigung am Samstag, Kaution bei Vertragsunterschrift
`;

const listings = areaListingsFromLines(marked, 'thirtieth');
// The split, by greedy balance over language, area, clean-or-problem and kind (`balancedSplit`).
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`, `clean:${item.labels.length === 0}`, `kind:${item.kind}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-thirtieth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
