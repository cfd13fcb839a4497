import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-thirty-first.json: a thirty-first labelled set for issue 19, written by hand on 2026-11-30 by
 * a writer who changes no rule (stop 51, task 51w), as the session's final unseen measure (its holdout part). Its writer read
 * no rule code, lexicon or brand table, no README rules table and no earlier set's records — only the thirtieth listing
 * writer's header (its first 86 lines) and its last 8 lines, the line parser (`areaListingsFromLines`), `balancedSplit`,
 * the scorer (evasion-quality.ts), the contract's flag codes and profiles, and issue 19.
 * 464 listings (one listing weighs about 0.43 point of a part): PT 92, ES 90, FR 90, EN 90, IT 52, DE 50; 232 clean (50 %:
 * every problem has its clean twin, so the clean share sits at a half rather than the asked 45 %), 232 with one problem
 * each (232 labels: prohibited item 109, restricted item 35, off-site payment 28, phone 23, social handle 14, link 12,
 * e-mail 11; by kind item 144, contact and payment moved off the site 88 — a little over a third). Profiles: olx-pt (PT),
 * vinted (PT and FR fashion, kids and beauty), wallapop (ES), generic (FR, IT), ebay (EN, DE).
 * Areas (28, a general marketplace's categories): phones, computers, fashion, shoes, home, furniture, kids, toys, books,
 * sport, bikes, cars, tools, garden, beauty, watches, cameras, audio, instruments, pets, collectibles, tickets, services,
 * jobs, property, health, adult, data; every area has problems and clean twins, most in several languages.
 * Written as sellers write on the big second-hand sites of each country: short titles and longer descriptions, missing
 * accents and umlauts, shorthand, emoji, prices, sizes and measurements, shipping, hand-over and collection talk.
 * Contact moved off the site, in the evasion kinds issue 19 lists: numbers in words with tens (and mixed with digits),
 * spaced, slashed, dashed and dotted digit groups, national and international forms (with "+", with "00", with a bracketed
 * trunk zero and with a bracketed country code), look-alike letters for digits; e-mails with the local words for "at" and
 * "dot", in brackets and parentheses, spaced around the symbols, and with a space between every character; chat links to
 * a number, a QR code pointing to a chat, a link shortener, a link-list page, a resale site's member page and a shop's or
 * a classifieds site's address written with the local words for "dot" and "slash"; handles on the usual photo, chat,
 * short-video, video and social networks (with and without "@", after an arrow emoji, a network's page by name);
 * payment apps and methods by name in each country (instant-payment apps, friends-and-family transfers, neobanks,
 * prepaid cards and cash vouchers, money-transfer offices, gift cards, bank transfers before shipping or collection).
 * Items, in ordinary words and often by purpose or means only: counterfeits said every way (by quality grade, as a copy,
 * a mirror or one-to-one version, by likeness, by denial of originality, as inspired by, as an homage keeping the logo),
 * automatic and butterfly blades, knuckle-dusters, a zombie-style blade, fixed-blade hunting knives, a sharpened bayonet,
 * air rifles above the free limit, gas airsoft and blank-firing pistols, a crossbow with hunting points, defence sprays,
 * shotgun cartridges, fireworks, prescription sleep, anxiety, slimming and pet medicines, cannabis seeds by their use,
 * young animals without identification and a wild-caught reptile, ivory, tobacco brought from abroad, home-distilled
 * spirits, banned weed and pest killers, a full gas bottle, odometer, emission and speed-limiter cheats, e-bike
 * de-restriction, keyless-theft tools and jammers, adult services, worn underwear and intimate images, customer files
 * and accounts with their login, pirated TV and streaming, copied books, course books and audiobooks and a console sold
 * with downloaded games, resold licence keys, found or unexplained goods (including a found locked phone), a found
 * identity card, current uniforms, hate-symbol militaria, testers and not-for-resale samples, opened cosmetics,
 * second-hand child seats and helmets after a knock, recalled baby and toy goods, loose lithium cells, covert cameras, and
 * services that deceive (work submitted as one's own, exams sat for another, paid reviews, an address lent for
 * registration, jobs that ask a fee first).
 * Clean twins, one per problem, in similar words and the same language: the same object for an innocent use, new and
 * sealed, with proof of purchase, a costume, a toy, a trainer or an accessory of the same kind, the legal version of the
 * same thing, or the same contact idea kept on the site (the site's chat, payment and shipping, cash at collection, the
 * seller's other listings, an official resale).
 * Label policy (a careful moderator of a general European marketplace), as the thirtieth's: contact, links and payment
 * moved off the site are labelled where they are asked for; the site's own payment and shipping, cash at a hand-over and
 * a message on the site are clean. Prohibited: counterfeits, automatic and butterfly knives, knuckle-dusters and zombie
 * blades, fireworks, prescription medicines, drugs and their seeds, animals without the identification the law asks or
 * taken from the wild, ivory, banned pesticides and professional poison baits, odometer, emission, speed and e-bike
 * cheats, theft tools and jammers, sexual services, worn underwear and intimate images, personal data, accounts with
 * credentials, pirated content and keys, goods found or of unexplained origin, official documents, current uniforms, hate
 * symbols, testers and not-for-resale samples, recalled goods, covert recording devices and deceiving services.
 * Restricted: fixed-blade hunting knives and a sharpened bayonet, air rifles above the free limit, gas airsoft and
 * blank-firing guns, a crossbow with hunting points, defence sprays, shotgun cartridges, a full gas bottle, tobacco brought
 * from abroad and home-distilled spirits, opened cosmetics, second-hand child seats and helmets after a knock, and loose
 * lithium cells (the scorer meets either item code).
 * Borderline decisions, stated: a chat link to a number, a QR code pointing to a chat, a link shortener, a link-list page
 * and a member page on another resale site are links (external_link); a site address written with the words for "dot"
 * and "slash" is a link; a network name with a handle, a named page on a social network or a named channel on a video
 * network is the handle; a gift card, prepaid card or cash voucher asked as payment is payment; a bank transfer asked
 * before shipping or to hold an item is payment only (no item label), and ticket resale paid off the site is payment
 * only, resale through an official exchange clean; a sealed gift card of a streaming or gaming service is clean where an
 * account's login is prohibited; fireworks are prohibited, a full gas bottle and cartridges restricted, their empty or
 * decorative kin clean; a blunt trainer of a banned knife shape, a kitchen knife, a bladed garden tool, a spring
 * airsoft pistol, a starter's clapper and a water pistol are clean; an air rifle under the free limit is clean; an e-bike
 * tuning chip that lifts the assistance limit is prohibited as a cheat, an e-bike display replaced as it was clean; a
 * found device locked to someone's account and a found identity card are prohibited; tools and bikes taken from a work
 * site, found or owed, with no invoice, are prohibited as of unexplained origin; a child seat or helmet that has been in an accident or a fall
 * is restricted even where the seller sees no damage; a covert camera sold to film people unawares is prohibited, a visible
 * camera clean; a business's customer file is personal data, a blank template clean; a massage offered with a sexual hint or a
 * paid companion's night is a sexual service, a therapist's massage or a companionship errand clean; a sealed cosmetic
 * is clean, one already used restricted.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * thirtieth set's greedy balance in file order over language, area, clean/problem and kind (`balancedSplit`, below),
 * which no label text or rule output decides. Parts: tune 232 (116 clean, 116 problems: item 72, payment 14, phone 11,
 * social 7, email 6, link 6), holdout 232 (116 clean, 116 problems: item 72, payment 14, phone 12, social 7, link 6, email
 * 5); every language (each part PT 46, ES 45, FR 45, EN 45, IT 26, DE 25) and all 28 areas in both.
 *
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description`, labels inline as
 * `{{code|text}}` (`areaListingsFromLines`); `area` is kept in the JSON beside the listing.
 * Collisions: before freezing, a scratch check (deleted) loaded every earlier `data/listing/validation-*.json` and compared
 * each of this set's titles and descriptions, case- and accent-folded, exactly and by any shared 40-character window
 * (printing only this set's strings): 130 of 928 fields collided (115 short plain titles exactly, 15 descriptions by a
 * window, three of them numbers written in words or an e-mail's spelled-out form); every one was rewritten in this
 * writer's words (titles given the seller's own detail: a place, a condition, a box; descriptions rephrased), a second
 * check found 3 still colliding (1 title, 2 numbers in words by a window), rewritten again, and 0 collide in the frozen set.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-thirty-first-listing-set.ts`.
 * First run (2026-11-30, rules and learned reader as on 15a7e11f, no rule changed, a scratch script calling
 * `evasionQuality` on this file only and printing only the summaries, `nice -n 10 timeout 600 node
 * --conditions=@circular/source tools/bench/src/zz-51w-run.ts listing`, once as the service answers and once with
 * `LISTING_LEARNED_SCORER=0`):
 * - rules with the learned reader (default): tune recall 0.914 (106/116: item 63/72, payment 14/14, phone 10/11, social
 *   7/7, email 6/6, link 6/6), clean flagged 12/116 (0.103), wrongful rejects 0/160, prohibited rejected outright 22/53;
 *   holdout recall 0.957 (111/116: item 69/72, payment 13/14, phone 12/12, social 6/7, email 5/5, link 6/6), clean flagged
 *   16/116 (0.138), wrongful rejects 0/160, prohibited rejected outright 35/56.
 * - rules alone (`LISTING_LEARNED_SCORER=0`): tune recall 0.802 (93/116: item 50/72, the contact kinds as above), clean
 *   flagged 7/116 (0.060), wrongful rejects 0/160, prohibited rejected outright 22/53; holdout recall 0.888 (103/116: item
 *   61/72, the contact kinds as above), clean flagged 11/116 (0.095), wrongful rejects 1/160 (0.006), prohibited rejected
 *   outright 35/56.
 */

const marked = `
phones ;; pt ;; olx-pt ;; phones ;; 320 ;; iPhone 12 128gb azul bateria 86% pouco uso ;; Andou sempre de capa, ecra sem um risco. Fotos extra? Manda sms para o {{contact_phone|nove um dois, quatro cinco sete, trinta e oito, noventa e dois}} que respondo logo
phones ;; pt ;; olx-pt ;; phones ;; 315 ;; iPhone 12 128 gb azul, bateria a 86 ;; Sempre com capa e pelicula, zero riscos. Se quiser mais fotos peça aqui pelo chat do OLX que respondo no proprio dia
computers ;; pt ;; olx-pt ;; computers ;; 450 ;; ThinkPad T480 da Lenovo, i5 com 16GB, bateria nova ;; Disco de 512, teclas em portugues e o carregador da marca. Duvidas ligue {{contact_phone|9 6 3 - 2 1 0 - 7 7 4}} depois das 19h
computers ;; pt ;; olx-pt ;; computers ;; 440 ;; Lenovo ThinkPad T480 i5, 16 de RAM, ssd 512 ;; Teclado portugues, carregador original. Para duvidas use o botao de mensagem do anuncio, respondo depois das 19h
fashion ;; pt ;; vinted ;; fashion ;; 35 ;; Casaco de penas Zara tam M preto ;; Usado um inverno, quentinho. Pagamento por {{off_platform_payment|MB WAY}} antes de enviar, poupa-se a taxa da plataforma
fashion ;; pt ;; vinted ;; fashion ;; 38 ;; Blusão de penas preto Zara M ;; So usei um inverno, muito quente. Compra pelo botao da Vinted com envio protegido, despacho em 48h
shoes ;; pt ;; olx-pt ;; shoes ;; 60 ;; Sapatilhas Nike Dunk low panda 42 ;; {{prohibited_item|Qualidade AAA, vem com caixa e etiquetas, ninguem nota a diferença do original}}
shoes ;; pt ;; olx-pt ;; shoes ;; 85 ;; Dunk low panda n.42 Nike usadas 3x ;; Compradas na loja do Colombo, tenho o talao. Vem com caixa. Sola impecavel
home ;; pt ;; olx-pt ;; home ;; 25 ;; Conjunto de 6 copos de cristal ;; Da avó, nunca usados. Mais loiça no meu {{social_handle|insta @casadacristina_vintage}} com outros artigos
home ;; pt ;; olx-pt ;; home ;; 25 ;; 6 copos de cristal antigos ;; Eram da minha avo, nunca foram usados. Tenho mais loiça antiga nos meus outros anuncios, veja o perfil
furniture ;; pt ;; olx-pt ;; furniture ;; 120 ;; Cómoda de pinho 4 gavetas com caixa ;; 90x45x80 cm. Levantamento em Braga. Fotos em alta no {{external_link|wa.me/351918227401}}
furniture ;; pt ;; olx-pt ;; furniture ;; 110 ;; Comoda em pinho com quatro gavetas ;; Medidas 90 x 45 x 80. Recolha em Braga, ajudo a carregar. Peçam mais fotos por mensagem aqui
kids ;; pt ;; olx-pt ;; kids ;; 40 ;; Cadeira auto grupo 1 isofix em Almada ;; {{restricted_item|Esteve no carro quando houve um toquezinho}}, parece nova, capas acabadas de lavar
kids ;; pt ;; olx-pt ;; kids ;; 45 ;; Cadeira auto isofix grupo 1 sem acidentes ;; Nunca esteve em nenhum acidente, so um filho a usou. Capas lavadas e manual incluido
toys ;; pt ;; olx-pt ;; toys ;; 15 ;; Lego Friends casa da praia ;; Completo com livro. Se preferir pago por {{off_platform_payment|transferencia antes do envio}} e mando CTT normal
toys ;; pt ;; olx-pt ;; toys ;; 15 ;; Casa da praia Lego Friends completa ;; Tem todas as peças e o livro. Envio pelo OLX com pagamento seguro ou entrega em mão em Setubal
books ;; pt ;; olx-pt ;; books ;; 8 ;; Livros escolares 9 ano PDF ;; {{prohibited_item|Tenho os manuais todos digitalizados em pdf}}, mando por email depois do pagamento
books ;; pt ;; olx-pt ;; books ;; 30 ;; Manuais escolares 9.º ano em papel ;; Matematica, Portugues e Historia, pouco escritos a lapis. Entrego em Coimbra
sport ;; pt ;; olx-pt ;; sport ;; 90 ;; Faca de caça com bainha de couro bom estado geral ;; {{restricted_item|Lamina fixa de 22 cm}}, aço carbono, nunca usada no campo
sport ;; pt ;; olx-pt ;; sport ;; 20 ;; Canivete multiusos de campismo ;; Lamina de 6 cm que fecha, abre-latas e saca-rolhas. Ideal para acampar
sport ;; pt ;; olx-pt ;; sport ;; 70 ;; Navalha com botao que abre sozinha ;; {{prohibited_item|Abre com mola ao carregar no botao}}, lamina 9 cm, muito boa para defesa
sport ;; pt ;; olx-pt ;; sport ;; 12 ;; Navalha de bolso para pesca ;; Abre com as duas mãos, lamina curta, boa para cortar linha e isco
bikes ;; pt ;; olx-pt ;; bikes ;; 150 ;; Bicicleta BTT roda 29 entrega em Faro ;; {{prohibited_item|Encontrei-a abandonada no parque, nao tenho fatura}}, ta boa, so precisa de pneus
bikes ;; pt ;; olx-pt ;; bikes ;; 160 ;; BTT roda 29 com fatura da loja ;; Comprada em 2021, tenho a fatura no meu nome. Precisa de pneus novos, o resto esta bom
cars ;; pt ;; olx-pt ;; cars ;; 80 ;; Serviço de acerto de quilometros ;; {{prohibited_item|Baixo os km do painel em 20 min}}, qualquer marca, ao domicilio
cars ;; pt ;; olx-pt ;; cars ;; 40 ;; Diagnostico auto ao domicilio a funcionar ;; Leio erros da centralina e apago avisos depois de reparar, qualquer marca. Faço fatura
tools ;; pt ;; olx-pt ;; tools ;; 200 ;; Lote de ferramentas Makita ;; Berbequim, rebarbadora e serra. {{prohibited_item|Sobras de obra, nao tenho papeis nenhuns}}, vendo tudo junto
tools ;; pt ;; olx-pt ;; tools ;; 210 ;; Lote ferramentas Makita com faturas ;; Berbequim, rebarbadora e serra circular, compradas para a minha obra. Tenho as faturas todas
garden ;; pt ;; olx-pt ;; garden ;; 25 ;; Veneno forte para ratos e toupeiras ;; {{prohibited_item|Produto agricola ja proibido, o que matava tudo}}, 2 frascos cheios
garden ;; pt ;; olx-pt ;; garden ;; 18 ;; Armadilhas para toupeiras e ratos ;; Duas armadilhas de metal reutilizaveis, sem produtos quimicos. Resultam bem na horta
beauty ;; pt ;; vinted ;; beauty ;; 35 ;; Perfume Chanel Coco Mademoiselle 100ml ;; {{prohibited_item|E tester, vem sem tampa e na caixa branca}}, cheio
beauty ;; pt ;; vinted ;; beauty ;; 60 ;; Coco Mademoiselle Chanel 100 ml com caixa ;; Frasco com tampa e caixa original, usado umas 5 vezes, tenho o talao da Sephora
beauty ;; pt ;; vinted ;; beauty ;; 12 ;; Base Estee Lauder double wear usado 1 ano ;; {{restricted_item|Usei duas vezes, esta aberta}} mas nao me fica bem o tom
beauty ;; pt ;; vinted ;; beauty ;; 25 ;; Base Double Wear Estee Lauder selada ;; Ainda com o selo de plastico, comprei o tom errado. Envio pela Vinted
watches ;; pt ;; olx-pt ;; watches ;; 150 ;; Relogio Rolex Submariner sem defeitos ;; {{prohibited_item|Nao e original mas tem o peso e os logos todos}}, maquinaria automatica
watches ;; pt ;; olx-pt ;; watches ;; 140 ;; Relogio automatico de mergulho Seiko ;; Seiko 5 sports, caixa 42 mm, bracelete de aço. Com garantia ate março
cameras ;; pt ;; olx-pt ;; cameras ;; 380 ;; Canon EOS 250D com objetiva 18-55 ;; 12 mil disparos. Contacto {{contact_email|rui.fotos arroba gmail ponto com}} para combinar
cameras ;; pt ;; olx-pt ;; cameras ;; 370 ;; Canon 250D + objetiva 18 55 ;; Uns 12 mil disparos, sem pó no sensor. Combinamos tudo pela mensagem do OLX
audio ;; pt ;; olx-pt ;; audio ;; 90 ;; Colunas JBL Charge 5 em Leiria ;; Como nova. Pago com {{off_platform_payment|Revolut}} ou vou ai entregar se for perto
audio ;; pt ;; olx-pt ;; audio ;; 95 ;; JBL Charge 5 como nova ;; Caixa e cabo. Pagamento em dinheiro na entrega em maos ou envio com compra segura do OLX
instruments ;; pt ;; olx-pt ;; instruments ;; 180 ;; Guitarra classica Alhambra 3C pouco uso ;; Cordas novas. Mais videos dela no {{social_handle|tiktok @joaotoca_guitarra}}
instruments ;; pt ;; olx-pt ;; instruments ;; 175 ;; Alhambra 3C guitarra classica cordas novas ;; Tem um pequeno toque na ilharga. Posso enviar um video a tocar pelo chat do anuncio
pets ;; pt ;; olx-pt ;; pets ;; 250 ;; Cachorros de Husky com 6 semanas ;; {{prohibited_item|Sem chip nem vacinas, entregues ja}} olhos azuis
pets ;; pt ;; olx-pt ;; pets ;; 40 ;; Casota para cão grande ;; Madeira tratada, 100 x 80 cm, o nosso husky ja nao cabe. Recolha em Viseu
collectibles ;; pt ;; olx-pt ;; collectibles ;; 45 ;; Moedas de 2 euros comemorativas como novo ;; Lote de 10. {{contact_phone|+351 91O 4S2 3O8}} whatsapp ou sms
collectibles ;; pt ;; olx-pt ;; collectibles ;; 45 ;; Lote 10 moedas 2€ comemorativas ;; Em capsulas, bom estado. Envio registado pelo OLX, respondo por mensagem
tickets ;; pt ;; olx-pt ;; tickets ;; 70 ;; 2 bilhetes concerto Coliseu ;; Surgiu um imprevisto. Pago por {{off_platform_payment|MB Way para o telemovel que te passo}}
tickets ;; pt ;; olx-pt ;; tickets ;; 70 ;; Dois bilhetes concerto Coliseu Porto ;; Ja nao posso ir. Transfiro os bilhetes pela plataforma oficial de revenda ao preço que paguei
services ;; pt ;; olx-pt ;; services ;; 150 ;; Faço trabalhos e teses para a faculdade ;; {{prohibited_item|Entrega como se fosse teu, o professor nao descobre}}, qualquer curso
services ;; pt ;; olx-pt ;; services ;; 15 ;; Explicações de matematica secundario ;; 15 euros a hora, em Lisboa ou online. Ajudo a preparar exames nacionais
jobs ;; pt ;; olx-pt ;; jobs ;; 0 ;; Trabalho em casa a embalar canetas ;; Ganhe 900 por mes. {{prohibited_item|Para começar paga 50 euros do kit de inscrição}}
jobs ;; pt ;; olx-pt ;; jobs ;; 0 ;; Procuro empregada de mesa fins de semana ;; Restaurante em Cascais, contrato e seguro, horario de 12h as 16h. Responda a este anuncio
property ;; pt ;; olx-pt ;; property ;; 300 ;; Quarto para morada fiscal ;; {{prohibited_item|Empresto a morada para registar, nao precisa de viver ca}}
property ;; pt ;; olx-pt ;; property ;; 350 ;; Quarto mobilado em Odivelas ;; Contas incluidas, contrato de arrendamento com registo nas Finanças. Perto do metro
health ;; pt ;; olx-pt ;; health ;; 30 ;; Comprimidos para dormir ;; {{prohibited_item|Caixa de Victan que sobrou, sem receita}}, 30 comprimidos
health ;; pt ;; olx-pt ;; health ;; 25 ;; Almofada cervical para dormir melhor ;; Viscoelastica, capa lavavel. Ajudou muito com as dores de pescoço
health ;; pt ;; olx-pt ;; health ;; 90 ;; Caneta para emagrecer semaglutido ;; {{prohibited_item|Sobrou uma caneta do tratamento, so com receita nas farmacias}}
health ;; pt ;; olx-pt ;; health ;; 20 ;; Balança digital de casa de banho com caixa ;; Mede gordura e agua, pilhas incluidas. Util para quem esta a emagrecer
data ;; pt ;; olx-pt ;; data ;; 5 ;; Conta Netflix premium ;; {{prohibited_item|Dou o email e a password, dura um ano}}, 4 ecras
data ;; pt ;; olx-pt ;; data ;; 25 ;; Cartao oferta Netflix 25 euros selado ;; Recebi de presente, nunca raspado. Envio por correio com o talao
cars ;; pt ;; olx-pt ;; cars ;; 15 ;; Baterias 18650 soltas lote 20 ;; {{restricted_item|Celulas de litio tiradas de portateis, envio em envelope}}
cars ;; pt ;; olx-pt ;; cars ;; 35 ;; Carregador de pilhas 18650 em Almada ;; Carrega 4 pilhas ao mesmo tempo, com visor. Sem pilhas incluidas
adult ;; pt ;; olx-pt ;; adult ;; 50 ;; Massagens relaxantes com final feliz ;; {{prohibited_item|Discrição total, atendo em apartamento}}
adult ;; pt ;; olx-pt ;; adult ;; 35 ;; Massagem desportiva ao domicilio bom estado geral ;; Fisioterapeuta com cedula, massagem a pernas e costas depois do treino. Faço recibo
sport ;; pt ;; olx-pt ;; sport ;; 110 ;; Carabina de pressão de ar ;; {{restricted_item|Potente, 24 joules}}, com mira telescopica e chumbos
sport ;; pt ;; olx-pt ;; sport ;; 45 ;; Pistola airsoft de mola para miudos ;; Bolas de 6 mm, ponta laranja, muito fraca. Nao funciona a gas
collectibles ;; pt ;; olx-pt ;; collectibles ;; 60 ;; Farda da PSP completa entrega em Faro ;; {{prohibited_item|Atual, com crachas e boné}}, tamanho L
collectibles ;; pt ;; olx-pt ;; collectibles ;; 20 ;; Fato de policia de carnaval ;; Disfarce para adulto tamanho L com boné e algemas de plastico
home ;; pt ;; olx-pt ;; home ;; 30 ;; Garrafas de aguardente caseira ;; {{restricted_item|Feita no alambique cá de casa, 50 graus}}, 1 litro cada
home ;; pt ;; olx-pt ;; home ;; 12 ;; Garrafas de vidro antigas para decoração ;; Vazias, lavadas, com rolha. Ficam bonitas com flores secas
home ;; pt ;; olx-pt ;; home ;; 30 ;; Tabaco de Espanha em volume ;; {{restricted_item|Volumes de cigarros trazidos de Andorra}}, mais barato que cá
home ;; pt ;; olx-pt ;; home ;; 15 ;; Cinzeiro antigo de latão ;; Decorativo, da casa da minha avo. Nunca usado para fumar desde que esta connosco
fashion ;; pt ;; vinted ;; fashion ;; 25 ;; Mala Louis Vuitton Neverfull a funcionar ;; {{prohibited_item|Inspirada na original, com monograma igual}}, nova
fashion ;; pt ;; vinted ;; fashion ;; 420 ;; Mala Neverfull MM monograma ;; Com certificado da loja e saco de pó. Verificada pela Vinted antes do envio
phones ;; pt ;; olx-pt ;; phones ;; 140 ;; Samsung A52 desbloqueado usado 1 ano ;; Para negociar {{contact_email|m a r t a . s 9 8 @ h o t m a i l . c o m}}
phones ;; pt ;; olx-pt ;; phones ;; 135 ;; Samsung Galaxy A52 livre a qualquer rede ;; Negociavel. Mande proposta pelo botao de oferta do OLX que eu vejo todos os dias
computers ;; pt ;; olx-pt ;; computers ;; 250 ;; PC gaming i5 GTX 1660 ;; Vejam o meu site {{external_link|pcsdorui ponto pt}} com mais montagens
computers ;; pt ;; olx-pt ;; computers ;; 245 ;; PC para jogos i5 com 1660 ;; Tenho mais computadores montados nos meus anuncios, veja no meu perfil do OLX
kids ;; pt ;; olx-pt ;; kids ;; 25 ;; Capacete bebe para bicicleta ;; {{restricted_item|Caiu uma vez com ele posto}}, sem rachas visiveis
kids ;; pt ;; olx-pt ;; kids ;; 30 ;; Capacete crianca bicicleta novo ;; Nunca usado, ainda com etiquetas, tamanho S 48-52 cm
toys ;; pt ;; olx-pt ;; toys ;; 10 ;; Peluche Pikachu 30cm ;; Detalhes por {{social_handle|telegram: @peluchesdalu}}
toys ;; pt ;; olx-pt ;; toys ;; 10 ;; Pikachu de peluche 30 cm ;; Limpo, sem cheiros. Mais peluches a venda no meu perfil
garden ;; pt ;; olx-pt ;; garden ;; 60 ;; Garrafa de gás cheia 13kg ;; {{restricted_item|Cheia, nunca usada}}, levo a casa se for perto
garden ;; pt ;; olx-pt ;; garden ;; 35 ;; Fogão de campismo com redutor ;; Sem botija, tem mangueira nova. Bom para churrascos no quintal
tickets ;; pt ;; olx-pt ;; tickets ;; 20 ;; Entradas festival de verão ;; Aceito {{off_platform_payment|PayPal amigos e familia}} e envio o pdf
tickets ;; pt ;; olx-pt ;; tickets ;; 60 ;; Passe festival de verão 3 dias ;; Pulseira nominal, troco o nome pela app oficial do festival depois de pagares aqui
books ;; pt ;; olx-pt ;; books ;; 5 ;; Audiolivros Harry Potter todos ;; {{prohibited_item|Copias em mp3 num pen}}, coleção completa
books ;; pt ;; olx-pt ;; books ;; 45 ;; Coleção Harry Potter 7 livros sem defeitos ;; Capa mole, edição portuguesa, lidos uma vez. Envio em caixa
jobs ;; pt ;; olx-pt ;; jobs ;; 0 ;; Vendedores para loja online ;; Trabalho remoto. {{contact_phone|00351 935 66 11 02}} falar com a Sandra
jobs ;; pt ;; olx-pt ;; jobs ;; 0 ;; Vendedor para loja de telemoveis ;; Contrato, salario base mais comissoes. Candidaturas por mensagem neste anuncio
services ;; pt ;; olx-pt ;; services ;; 25 ;; Pintura de interiores ;; Orçamento gratis. {{external_link|Lê o código QR da foto}} para falar comigo no whats
services ;; pt ;; olx-pt ;; services ;; 25 ;; Pintor de interiores com orçamento gratis ;; Faço orçamento depois de ver a casa. Marque visita pelo chat do OLX
phones ;; es ;; wallapop ;; phones ;; 210 ;; Xiaomi 13T 256gb negro poco uso ;; Perfecto estado. Escribeme al {{contact_phone|seis cuatro cinco, veintidos, treinta y uno, ochenta y ocho}} y te mando video
phones ;; es ;; wallapop ;; phones ;; 205 ;; Xiaomi 13T negro de 256 gigas ;; Perfecto estado, con funda. Si quieres video pidemelo por el chat de Wallapop
computers ;; es ;; wallapop ;; computers ;; 600 ;; MacBook Air M1 8gb 256 como nuevo ;; 120 ciclos de bateria. Interesados {{contact_email|javi.compras (arroba) yahoo (punto) es}}
computers ;; es ;; wallapop ;; computers ;; 590 ;; Macbook Air M1 256 gigas 120 ciclos ;; Bateria al 94%, con caja. Resuelvo dudas por el chat, envio con Wallapop protegido
fashion ;; es ;; wallapop ;; fashion ;; 20 ;; Vestido Mango talla S ;; Solo puesto en una boda. Pago por {{off_platform_payment|Bizum}} y lo mando por correos ordinario
fashion ;; es ;; wallapop ;; fashion ;; 22 ;; Vestido de fiesta Mango S ;; Puesto una vez en una boda. Compra con envio de Wallapop, lo mando en 24 horas
shoes ;; es ;; wallapop ;; shoes ;; 45 ;; Zapatillas Adidas Samba OG 40 ;; {{prohibited_item|Son replica de calidad 1:1}}, vienen con bolsa
shoes ;; es ;; wallapop ;; shoes ;; 70 ;; Adidas Samba OG blancas talla 40 con caja ;; Compradas en Foot Locker, tengo ticket. Poco uso, suela sin desgaste
home ;; es ;; wallapop ;; home ;; 80 ;; Robot aspirador Roborock S6 ;; Funciona perfecto. Mas cosas en mi {{social_handle|IG arroba hogar.segundamano.bcn}}
home ;; es ;; wallapop ;; home ;; 85 ;; Roborock S6 aspirador robot con base ;; Funciona genial, cepillos nuevos. Tengo mas electrodomesticos en mi perfil de Wallapop
furniture ;; es ;; wallapop ;; furniture ;; 150 ;; Sofa de 3 plazas gris ;; 210 cm de ancho. Me pagas por {{off_platform_payment|transferencia por adelantado}} y te lo llevo
furniture ;; es ;; wallapop ;; furniture ;; 140 ;; Sofa gris tres plazas 210cm ;; Sin manchas ni roturas. Recogida en Getafe, pago en mano al recogerlo
kids ;; es ;; wallapop ;; kids ;; 60 ;; Silla de coche grupo 0+ ;; {{restricted_item|Tuvo un golpe en un accidente pequeño}} pero no se nota nada
kids ;; es ;; wallapop ;; kids ;; 65 ;; Silla coche grupo 0+ sin golpes ;; Nunca ha tenido accidentes, factura de 2023. Con reductor para recien nacido
toys ;; es ;; wallapop ;; toys ;; 30 ;; Cuna de viaje plegable con cambiador ;; {{prohibited_item|Es el modelo que retiraron del mercado por el cierre}}, pero a nosotros nunca nos fallo
toys ;; es ;; wallapop ;; toys ;; 40 ;; Cuna de viaje plegable con colchon en Murcia ;; Modelo actual, con instrucciones y bolsa de transporte. Usada en dos vacaciones
books ;; es ;; wallapop ;; books ;; 10 ;; Temario oposiciones educacion ;; {{prohibited_item|Fotocopiado del de la academia}}, te lo paso en pdf
books ;; es ;; wallapop ;; books ;; 60 ;; Temario original oposiciones magisterio ;; Libros de la academia en papel, subrayados con fosforito. Envio por Wallapop
sport ;; es ;; wallapop ;; sport ;; 35 ;; Puño americano de metal buen estado ;; {{prohibited_item|Para defensa personal}}, muy solido
sport ;; es ;; wallapop ;; sport ;; 25 ;; Guantes de boxeo 12 oz ;; Para saco y sparring, poco uso. Con vendas de regalo
sport ;; es ;; wallapop ;; sport ;; 40 ;; Spray de pimienta para defensa ;; {{restricted_item|Gas pimienta 50ml, alcance 4 metros}}
sport ;; es ;; wallapop ;; sport ;; 12 ;; Silbato de emergencia y linterna ;; Para senderismo, linterna LED con pilas. Muy util de noche
bikes ;; es ;; wallapop ;; bikes ;; 300 ;; Bici electrica plegable recogida en Alcala ;; {{prohibited_item|Me la dejaron a deber, no tengo factura ni llaves}}
bikes ;; es ;; wallapop ;; bikes ;; 380 ;; Bici electrica plegable con factura ;; Dos llaves de la bateria y factura de Decathlon. Bateria con 200 ciclos
cars ;; es ;; wallapop ;; cars ;; 120 ;; Anulacion de EGR y FAP ;; {{prohibited_item|Te anulo el FAP y la EGR por software, la ITV no se entera}}
cars ;; es ;; wallapop ;; cars ;; 90 ;; Limpieza de filtro de particulas ;; Limpieza con maquina en taller, sin quitar nada. Factura y garantia
tools ;; es ;; wallapop ;; tools ;; 90 ;; Taladro Bosch profesional ;; Contactame por whatsapp al {{contact_phone|+34 622.18.40.77}}
tools ;; es ;; wallapop ;; tools ;; 85 ;; Taladro percutor Bosch profesional ;; Con maletin y dos baterias. Escribeme por aqui si tienes dudas
garden ;; es ;; wallapop ;; garden ;; 15 ;; Semillas de marihuana autoflorecientes funciona bien ;; {{prohibited_item|Para cultivo en interior, cosecha en 9 semanas}}
garden ;; es ;; wallapop ;; garden ;; 15 ;; Semillas de tomate cherry ecologicas ;; Cosecha propia, sobre con 50 semillas. Germinan en una semana
beauty ;; es ;; wallapop ;; beauty ;; 20 ;; Muestras de perfume Dior ;; {{prohibited_item|Lote de 15 muestras, ponen prohibida su venta}}
beauty ;; es ;; wallapop ;; beauty ;; 45 ;; Perfume Dior Sauvage 60 ml ;; Frasco a la mitad, con caja. Regalo que no uso
beauty ;; es ;; wallapop ;; beauty ;; 8 ;; Crema solar abierta ;; {{restricted_item|Usada un par de veces este verano}}, 50ml factor 50
beauty ;; es ;; wallapop ;; beauty ;; 14 ;; Crema solar sin abrir factor 50 ;; Precintada, caduca en 2027. Me regalaron dos
watches ;; es ;; wallapop ;; watches ;; 90 ;; Reloj Omega Seamaster usado un año ;; {{prohibited_item|Copia suiza, igualito al de James Bond}}
watches ;; es ;; wallapop ;; watches ;; 75 ;; Reloj Casio Edifice cronografo ;; Correa de acero, cristal sin rayas. Con caja y papeles
cameras ;; es ;; wallapop ;; cameras ;; 250 ;; GoPro Hero 10 con accesorios ;; Puedes ver mas en {{external_link|bit.ly/gopro-javi10}}
cameras ;; es ;; wallapop ;; cameras ;; 240 ;; GoPro Hero 10 y accesorios ;; Tres baterias, palo y carcasa. Te paso mas fotos por el chat
audio ;; es ;; wallapop ;; audio ;; 150 ;; Auriculares Sony WH-1000XM4 sin defectos ;; Si los quieres te los mando, pago por {{off_platform_payment|Western Union}}
audio ;; es ;; wallapop ;; audio ;; 140 ;; Sony WH1000XM4 con estuche ;; Bateria perfecta. Pago y envio con Wallapop, o en mano en Sevilla centro
instruments ;; es ;; wallapop ;; instruments ;; 120 ;; Teclado Yamaha PSR en Vigo ;; 61 teclas. Para probarlo llama al {{contact_phone|6 1 7 / 3 3 / 4 0 / 9 2}}
instruments ;; es ;; wallapop ;; instruments ;; 115 ;; Teclado Yamaha PSR 61 teclas ;; Con soporte y adaptador. Puedes venir a probarlo, quedamos por el chat
pets ;; es ;; wallapop ;; pets ;; 60 ;; Tortuga mora del campo ;; {{prohibited_item|La cogimos en el monte}}, come de todo
pets ;; es ;; wallapop ;; pets ;; 35 ;; Terrario para tortuga con lampara poco uso ;; 60 x 30 cm, con lampara UVB y bebedero. Muy limpio
pets ;; es ;; wallapop ;; pets ;; 20 ;; Pastillas para el perro de la epilepsia ;; {{prohibited_item|Nos sobraron, son de receta del veterinario}}
pets ;; es ;; wallapop ;; pets ;; 15 ;; Comedero antivoracidad para perro ;; Para perros que comen rapido, de plastico sin BPA
collectibles ;; es ;; wallapop ;; collectibles ;; 200 ;; Colmillo de marfil tallado como nuevo ;; {{prohibited_item|Marfil autentico de elefante}}, pieza antigua
collectibles ;; es ;; wallapop ;; collectibles ;; 30 ;; Figura tallada en madera de olivo ;; Elefante hecho a mano, 20 cm de alto, comprado en un mercado de artesania
collectibles ;; es ;; wallapop ;; collectibles ;; 40 ;; Cromos Liga 2024 coleccion ;; Casi completa. Si quieres te los guardo, {{social_handle|escribeme por telegram a cromos_luis}}
collectibles ;; es ;; wallapop ;; collectibles ;; 40 ;; Coleccion cromos Liga 2024 casi completa ;; Faltan 6. Te la reservo si me escribes por el chat de Wallapop
tickets ;; es ;; wallapop ;; tickets ;; 180 ;; Entradas Bad Bunny pista ;; {{off_platform_payment|Pago con tarjeta regalo de Amazon}} y te las reenvio
tickets ;; es ;; wallapop ;; tickets ;; 120 ;; Dos entradas concierto pista ;; Las transfiero por la web de reventa oficial del promotor, al precio de compra
services ;; es ;; wallapop ;; services ;; 20 ;; Reseñas de 5 estrellas para tu negocio ;; {{prohibited_item|Te pongo 50 reseñas en Google con cuentas distintas}}
services ;; es ;; wallapop ;; services ;; 50 ;; Fotos profesionales para tu negocio ;; Fotografio tu local y tus productos para Google y redes, entrega en 48h
jobs ;; es ;; wallapop ;; jobs ;; 0 ;; Cuidadora de personas mayores ;; Interna o externa. Mandame mensaje al {{contact_phone|(0034) 699 404 121}}
jobs ;; es ;; wallapop ;; jobs ;; 0 ;; Busco cuidadora para mi madre ;; Mañanas de lunes a viernes en Zaragoza, con contrato. Contestad al anuncio
property ;; es ;; wallapop ;; property ;; 450 ;; Habitacion en piso compartido Valencia con caja ;; Mas info en {{contact_email|pisovalencia21 @ gmail . com}}
property ;; es ;; wallapop ;; property ;; 450 ;; Habitacion en piso compartido Benimaclet ;; Gastos incluidos, contrato de 10 meses. Pregunta lo que quieras por aqui
health ;; es ;; wallapop ;; health ;; 25 ;; Pastillas para los nervios ;; {{prohibited_item|Alprazolam de 1mg sin receta, caja entera}}
health ;; es ;; wallapop ;; health ;; 30 ;; Libro para controlar la ansiedad ;; Manual practico con ejercicios de respiracion, como nuevo
data ;; es ;; wallapop ;; data ;; 300 ;; Base de datos de clientes de gimnasio ;; {{prohibited_item|3000 contactos con telefono y email}}, en Excel
data ;; es ;; wallapop ;; data ;; 40 ;; Plantilla Excel para gestionar gimnasio ;; Hoja de calculo vacia para altas, cuotas y clases. Te la personalizo
data ;; es ;; wallapop ;; data ;; 10 ;; IPTV 12 meses todos los canales ;; {{prohibited_item|Futbol, cine y series, lista m3u}}
data ;; es ;; wallapop ;; data ;; 35 ;; Android TV box 4K ;; Con mando, Netflix y YouTube oficiales. Caja original
adult ;; es ;; wallapop ;; adult ;; 30 ;; Braguitas usadas en Murcia ;; {{prohibited_item|Llevadas 3 dias, te las mando en bolsa cerrada}}
adult ;; es ;; wallapop ;; adult ;; 10 ;; Pack 3 braguitas nuevas con etiqueta ;; Talla M, algodon, sin estrenar. Me quedaban pequeñas
cars ;; es ;; wallapop ;; cars ;; 60 ;; Inhibidor de GPS para coche ;; {{prohibited_item|Bloquea localizadores y radares}}, se enchufa al mechero
cars ;; es ;; wallapop ;; cars ;; 35 ;; Localizador GPS para coche ;; Para encontrar tu coche en el parking, app gratuita, bateria de 2 semanas
cars ;; es ;; wallapop ;; cars ;; 40 ;; Llantas 16 pulgadas ;; Precio negociable por {{contact_phone|seis nueve tres 81 veinte 44}}
cars ;; es ;; wallapop ;; cars ;; 160 ;; Juego llantas 16 pulgadas con tornillos ;; Precio negociable, hazme una oferta por la app
home ;; es ;; wallapop ;; home ;; 25 ;; Petardos y cohetes de Valencia ;; {{prohibited_item|Bolsa con masclets y truenos}}, sobraron de fallas
home ;; es ;; wallapop ;; home ;; 15 ;; Farolillos de papel para fiestas ;; 20 farolillos de colores, usados en una boda. Sin velas
fashion ;; es ;; wallapop ;; fashion ;; 15 ;; Gorra Gucci ;; {{prohibited_item|Imitacion buena, parece de tienda}}
fashion ;; es ;; wallapop ;; fashion ;; 12 ;; Gorra de beisbol negra sin marca ;; Ajustable, algodon. Nueva con etiqueta
sport ;; es ;; wallapop ;; sport ;; 90 ;; Pala de padel Bullpadel buen estado ;; Envio solo si {{off_platform_payment|me pagas por Revolut}}
sport ;; es ;; wallapop ;; sport ;; 85 ;; Pala de padel Bullpadel Vertex ;; Poco uso. Envio con Wallapop, pago protegido
kids ;; es ;; wallapop ;; kids ;; 20 ;; Ropa de bebe lote 0-3 meses ;; Mas lotes en mi {{external_link|vinted.es/member/laura_bebe}}
kids ;; es ;; wallapop ;; kids ;; 20 ;; Lote ropa bebe 0 a 3 meses ;; 12 prendas, todo lavado. Tengo mas lotes de otras tallas en mi perfil
toys ;; es ;; wallapop ;; toys ;; 25 ;; Consola retro con 10000 juegos ;; {{prohibited_item|Viene con todos los juegos descargados}}
toys ;; es ;; wallapop ;; toys ;; 25 ;; Mando retro USB para PC ;; Estilo clasico, sirve para emuladores con tus propios juegos. Nuevo
phones ;; es ;; wallapop ;; phones ;; 180 ;; iPhone 11 bloqueado por iCloud ;; {{prohibited_item|Me lo encontre y no se de quien es}}, para piezas
phones ;; es ;; wallapop ;; phones ;; 120 ;; iPhone 11 para piezas pantalla rota ;; Es mio, sin iCloud, lo saque de mi cuenta. Placa funciona
sport ;; es ;; wallapop ;; sport ;; 30 ;; Cartuchos de caza calibre 12 ;; {{restricted_item|Tres cajas de 25 sin abrir}}, sobraron de la temporada
sport ;; es ;; wallapop ;; sport ;; 20 ;; Canana de cuero para cartuchos ;; Vacia, de cuero marron, para colgar. Decoracion de casa de campo
collectibles ;; es ;; wallapop ;; collectibles ;; 80 ;; Chaleco y gorra de la Guardia Civil ;; {{prohibited_item|Uniforme de servicio actual, con distintivos}}
collectibles ;; es ;; wallapop ;; collectibles ;; 18 ;; Disfraz de guardia civil para niño ;; Talla 6 años, con gorro de tela. Usado en carnaval
data ;; es ;; wallapop ;; data ;; 50 ;; DNI y carnet de conducir encontrados ;; {{prohibited_item|Estaban en una cartera tirada, los vendo}}
data ;; es ;; wallapop ;; data ;; 8 ;; Funda para DNI y tarjetas ;; Funda de piel con 6 huecos y proteccion RFID. Nueva
home ;; es ;; wallapop ;; home ;; 20 ;; Tabaco de liar en bolsa grande ;; {{restricted_item|Picadura de contrabando, 500 gramos}}
home ;; es ;; wallapop ;; home ;; 15 ;; Bolsa de tela para guardar pan ;; Lino, 40 x 30 cm, hecha a mano. Lavable
phones ;; fr ;; generic ;; phones ;; 260 ;; Samsung Galaxy S22 noir 128go ;; Nickel. Mon portable {{contact_phone|zero sept, cinquante trois, quatre vingt un, douze, soixante six}}
phones ;; fr ;; generic ;; phones ;; 255 ;; Galaxy S22 Samsung 128 go noir ;; Nickel, je donne la coque avec. Vos questions sur la messagerie de l annonce
computers ;; fr ;; generic ;; computers ;; 380 ;; PC portable Asus Zenbook 14 peu servi ;; Envoyer un mail a {{contact_email|theo.dupuis arobase laposte point net}}
computers ;; fr ;; generic ;; computers ;; 370 ;; Asus Zenbook 14 pouces portable ;; Batterie qui tient 8h, chargeur d origine. Reponse rapide par message ici
fashion ;; fr ;; vinted ;; fashion ;; 30 ;; Pull Sezane en laine taille 38 comme neuf ;; Paiement par {{off_platform_payment|Lydia}} merci, j envoie en lettre suivie
fashion ;; fr ;; vinted ;; fashion ;; 32 ;; Pull laine Sezane 38 beige ;; Porte trois fois, pas de bouloches. Achat via Vinted avec protection acheteur
shoes ;; fr ;; vinted ;; shoes ;; 55 ;; Baskets New Balance 550 avec boite ;; {{prohibited_item|Version miroir, identiques aux vraies}}, pointure 41
shoes ;; fr ;; vinted ;; shoes ;; 75 ;; New Balance 550 blanches 41 ;; Achetees chez Courir, facture dispo. Tres peu portees
home ;; fr ;; generic ;; home ;; 40 ;; Cafetiere Nespresso Vertuo ;; Voir mes autres objets sur {{social_handle|snap : maison.lea59}}
home ;; fr ;; generic ;; home ;; 40 ;; Machine Nespresso Vertuo grise ;; Detartree, fonctionne bien. Mes autres annonces sont sur mon profil
furniture ;; fr ;; generic ;; furniture ;; 90 ;; Table basse en chene massif ;; 100x60 cm. Reglement par {{off_platform_payment|virement avant retrait}} uniquement
furniture ;; fr ;; generic ;; furniture ;; 85 ;; Table basse chene massif 100 x 60 ;; Quelques traces d usage. Retrait a Lille, paiement en especes sur place
kids ;; fr ;; vinted ;; kids ;; 35 ;; Siege auto Bebe Confort groupe 1 ;; {{restricted_item|A subi un petit choc en voiture}}, rien de visible
kids ;; fr ;; vinted ;; kids ;; 40 ;; Siege auto groupe 1 jamais accidente ;; Un seul enfant, aucun accident, notice et housse lavee
toys ;; fr ;; generic ;; toys ;; 20 ;; Trottinette enfant Micro ;; Mon numero {{contact_phone|+33 6 71 28 45 09}} pour rdv
toys ;; fr ;; generic ;; toys ;; 22 ;; Trottinette Micro enfant 3 roues ;; Bon etat general. On fixe le rendez vous par la messagerie
books ;; fr ;; generic ;; books ;; 5 ;; Tous les BD Asterix en numerique ;; {{prohibited_item|Scans complets envoyes par wetransfer}}
books ;; fr ;; generic ;; books ;; 60 ;; Lot de 20 albums Asterix ;; Editions cartonnees, bon etat, envoi en colis suivi
sport ;; fr ;; generic ;; sport ;; 60 ;; Couteau papillon acier ;; {{prohibited_item|Balisong affute, tres bon pour les figures}}
sport ;; fr ;; generic ;; sport ;; 25 ;; Couteau papillon d entrainement ;; Lame d entrainement non affutee, on peut faire tourner sans risque de coupure
sport ;; fr ;; generic ;; sport ;; 150 ;; Arbalete de chasse avec fleches ;; {{restricted_item|Pointes de chasse a lames, 175 lbs}}
sport ;; fr ;; generic ;; sport ;; 40 ;; Arc en bois pour enfant avec ventouses ;; Fleches a ventouse, 90 cm, parfait pour le jardin
bikes ;; fr ;; generic ;; bikes ;; 450 ;; VTT electrique a Rennes ;; {{prohibited_item|Debride a 45 km h avec le boitier}}, batterie 500Wh
bikes ;; fr ;; generic ;; bikes ;; 900 ;; VTT electrique Rockrider batterie 500 ;; Origine, limite a 25 km h comme la loi. Revise chez Decathlon
cars ;; fr ;; generic ;; cars ;; 70 ;; Pneus hiver 205 55 R16 ;; Contact {{contact_phone|06.52.83.19.40}} le soir
cars ;; fr ;; generic ;; cars ;; 140 ;; 4 pneus hiver 205/55 R16 bon etat ;; 6 mm de gomme. Reponse le soir par message sur le site
tools ;; fr ;; generic ;; tools ;; 120 ;; Perforateur Hilti retrait a Dijon ;; {{prohibited_item|Recupere sur un chantier, pas de facture}}
tools ;; fr ;; generic ;; tools ;; 150 ;; Perforateur Hilti avec facture ;; Achete pour ma renovation, facture a mon nom, coffret complet
garden ;; fr ;; generic ;; garden ;; 30 ;; Desherbant puissant ancien stock ;; {{prohibited_item|Produit qui n est plus autorise, bidon de 5 litres}}
garden ;; fr ;; generic ;; garden ;; 25 ;; Desherbeur thermique electrique ;; Sans produit, brule les herbes des allees. Bon etat
beauty ;; fr ;; vinted ;; beauty ;; 25 ;; Parfum YSL Libre 90 ml fonctionne ;; {{prohibited_item|Testeur, flacon sans bouchon}}, plein a 95
beauty ;; fr ;; vinted ;; beauty ;; 60 ;; Libre YSL eau de parfum 90 ;; Dans sa boite, bouchon d origine, rempli aux deux tiers
beauty ;; fr ;; vinted ;; beauty ;; 10 ;; Mascara et rouge a levres ;; {{restricted_item|Deja entames, utilises 3 fois}}
beauty ;; fr ;; vinted ;; beauty ;; 15 ;; Mascara neuf sous blister ;; Jamais ouvert, doublon d un coffret cadeau
watches ;; fr ;; generic ;; watches ;; 120 ;; Montre Cartier Tank servi un an ;; {{prohibited_item|Reproduction haut de gamme, gravures comme l original}}
watches ;; fr ;; generic ;; watches ;; 90 ;; Montre Tissot quartz femme ;; Bracelet cuir, pile changee, avec boite
cameras ;; fr ;; generic ;; cameras ;; 520 ;; Fujifilm X-T30 boitier ;; Plus de photos sur {{external_link|www point photo-maxime point fr}}
cameras ;; fr ;; generic ;; cameras ;; 510 ;; Boitier Fujifilm XT30 argent ;; 8000 declenchements. Je peux envoyer des photos en plus par la messagerie
audio ;; fr ;; generic ;; audio ;; 180 ;; Platine vinyle Technics sans defaut ;; Paiement {{off_platform_payment|PayPal entre proches}} ou main propre
audio ;; fr ;; generic ;; audio ;; 175 ;; Platine Technics avec cellule ;; Reglement via le paiement du site, ou cash quand vous passez a Nantes
instruments ;; fr ;; generic ;; instruments ;; 250 ;; Saxophone alto Yamaha ;; Mes videos sur {{social_handle|youtube : chaine Sax de Pierrot}}
instruments ;; fr ;; generic ;; instruments ;; 245 ;; Saxophone alto Yamaha YAS ;; Revise, avec etui. Je peux faire un essai chez moi a Tours
pets ;; fr ;; generic ;; pets ;; 300 ;; Chatons Maine Coon a Metz ;; {{prohibited_item|Pas pucés ni vaccines, dispo des 7 semaines}}
pets ;; fr ;; generic ;; pets ;; 25 ;; Arbre a chat grand modele ;; 150 cm, griffoirs en sisal. Notre maine coon l adorait
collectibles ;; fr ;; generic ;; collectibles ;; 90 ;; Casque allemand ww2 peu servi ;; {{prohibited_item|Avec insigne a croix gammee peinte}}
collectibles ;; fr ;; generic ;; collectibles ;; 70 ;; Casque Adrian francais 1915 comme neuf ;; Casque de poilu, peinture d origine, sans insigne
tickets ;; fr ;; generic ;; tickets ;; 90 ;; 2 places PSG ;; Reglement {{off_platform_payment|carte Transcash}}, j envoie les billets
tickets ;; fr ;; generic ;; tickets ;; 90 ;; Deux places match au Parc ;; Revente sur la billetterie officielle du club au prix facial
services ;; fr ;; generic ;; services ;; 200 ;; Passe ton code de la route ;; {{prohibited_item|Je passe l examen a ta place}}
services ;; fr ;; generic ;; services ;; 30 ;; Cours de code de la route avec boite ;; Moniteur diplome, 1h de revisions avec tests blancs en ligne
jobs ;; fr ;; generic ;; jobs ;; 0 ;; Emploi saisonnier vendanges a Rennes ;; Ecrire a {{contact_email|v e n d a n g e s . b e a u n e @ o r a n g e . f r}}
jobs ;; fr ;; generic ;; jobs ;; 0 ;; Recherche vendangeurs Beaune ;; Septembre, contrat saisonnier, logement possible. Repondez a l annonce
property ;; fr ;; generic ;; property ;; 550 ;; Studio meuble Lyon 7 bon etat ;; Visites, appeler le {{contact_phone|0033 (0)7 45 66 21 09}}
property ;; fr ;; generic ;; property ;; 550 ;; Studio meuble Lyon 7e 22 m2 ;; Proche metro, bail meuble 1 an. Demandes de visite par la messagerie
health ;; fr ;; generic ;; health ;; 40 ;; Pilules pour maigrir ;; {{prohibited_item|Coupe faim venu du Bresil, effet rapide}}
health ;; fr ;; generic ;; health ;; 30 ;; Livre de recettes pour maigrir ;; Recettes legeres et menus de la semaine, etat neuf
data ;; fr ;; generic ;; data ;; 15 ;; Cles Windows 11 pro retrait a Dijon ;; {{prohibited_item|Cles recuperees en lot, activation garantie}}
data ;; fr ;; generic ;; data ;; 100 ;; Windows 11 pro en boite fonctionne ;; Boite scellee achetee en magasin, ticket fourni
data ;; fr ;; generic ;; data ;; 30 ;; Compte Fortnite avec skins rares servi un an ;; {{prohibited_item|Je donne l identifiant et le mot de passe}}
data ;; fr ;; generic ;; data ;; 20 ;; Carte cadeau PlayStation 20 euros ;; Jamais grattee, recue a Noel. Envoi en lettre suivie
adult ;; fr ;; generic ;; adult ;; 20 ;; Photos privees sans defaut ;; {{prohibited_item|Photos intimes de moi, envoi en prive}}
adult ;; fr ;; generic ;; adult ;; 15 ;; Album photo cuir vierge ;; 50 pages, pour photos de famille 10x15. Neuf
cars ;; fr ;; generic ;; cars ;; 50 ;; Boitier pour ouvrir les voitures sans cle ;; {{prohibited_item|Ouvre et demarre les modeles keyless}}
cars ;; fr ;; generic ;; cars ;; 12 ;; Pochette anti vol pour cle keyless ;; Bloque le signal de votre cle, protege contre le vol par relais
home ;; fr ;; generic ;; home ;; 35 ;; Camera cachee dans un reveil ;; {{prohibited_item|Pour filmer sans que la personne sache}}
home ;; fr ;; generic ;; home ;; 40 ;; Camera de surveillance wifi visible ;; A poser dans l entree, vision nocturne, autocollant video surveillance fourni
home ;; fr ;; generic ;; home ;; 20 ;; Alcool de prune maison ;; {{restricted_item|Gnole distillee par mon grand pere}}, 1 litre
home ;; fr ;; generic ;; home ;; 15 ;; Confiture de prune maison a Metz ;; Pots de 350 g, fruits du jardin, lot de 3
fashion ;; fr ;; vinted ;; fashion ;; 40 ;; Sac Chanel matelasse ;; {{prohibited_item|Pas authentique mais tres bien fait}}
fashion ;; fr ;; vinted ;; fashion ;; 35 ;; Sac matelasse noir chaine doree ;; Sans marque, similicuir, tres bon etat
phones ;; fr ;; generic ;; phones ;; 90 ;; iPhone SE 2020 peu servi ;; Contact sur {{external_link|wa.me/33645180277}}
phones ;; fr ;; generic ;; phones ;; 85 ;; iPhone SE 2020 rouge 64 go ;; Batterie 82%. Contactez moi par la messagerie de l annonce
kids ;; fr ;; vinted ;; kids ;; 15 ;; Lit parapluie comme neuf ;; Paiement par {{off_platform_payment|Paylib au 06}} que je vous donne
kids ;; fr ;; vinted ;; kids ;; 15 ;; Lit parapluie avec matelas avec boite ;; Propre, sans tache. Paiement via Vinted, envoi Mondial Relay
toys ;; fr ;; generic ;; toys ;; 30 ;; Playmobil bateau pirate a Rennes ;; Infos {{social_handle|insta ➡️ jouets_de_camille}}
toys ;; fr ;; generic ;; toys ;; 30 ;; Bateau pirate Playmobil complet ;; Avec personnages. Je vends d autres jouets, regardez mes annonces
sport ;; fr ;; generic ;; sport ;; 80 ;; Pistolet d alarme 9mm bon etat ;; {{restricted_item|A blanc, avec cartouches}}
sport ;; fr ;; generic ;; sport ;; 15 ;; Pistolet de starter pour course en plastique ;; Claquoir en bois, sans munition, pour les entraineurs
sport ;; fr ;; generic ;; sport ;; 120 ;; Airsoft GBB ;; {{restricted_item|Replique a gaz, culasse mobile, 1.5 joule}}
sport ;; fr ;; generic ;; sport ;; 20 ;; Pistolet a eau grand format ;; Reservoir 1 litre, portee 10 m, pour l ete
pets ;; fr ;; generic ;; pets ;; 15 ;; Vermifuge chien sur ordonnance ;; {{prohibited_item|Boite entamee de comprimes, ordonnance veto}}
pets ;; fr ;; generic ;; pets ;; 15 ;; Harnais chien taille M retrait a Dijon ;; Reglable, reflechissant, tres peu servi
collectibles ;; fr ;; generic ;; collectibles ;; 25 ;; Timbres de France lot ;; Paiement en {{off_platform_payment|coupons PCS}} seulement
collectibles ;; fr ;; generic ;; collectibles ;; 25 ;; Lot de timbres de France anciens ;; Classeur de 200 timbres. Paiement et envoi par le site
computers ;; fr ;; generic ;; computers ;; 30 ;; Batteries lithium de portable en vrac ;; {{restricted_item|Cellules sorties des packs, envoi en enveloppe}}
computers ;; fr ;; generic ;; computers ;; 45 ;; Batterie neuve pour portable HP ;; Batterie complete dans son boitier, emballage d origine
sport ;; fr ;; generic ;; sport ;; 60 ;; Casque moto Shark taille M ;; {{restricted_item|Il a pris un choc lors d une chute}}, la coque n a rien
sport ;; fr ;; generic ;; sport ;; 90 ;; Casque moto Shark M neuf ;; Jamais tombe, porte deux saisons, ecran fume en plus
home ;; fr ;; generic ;; home ;; 40 ;; Feux d artifice pour le 14 juillet ;; {{prohibited_item|Mortiers et fusees achetes en Belgique}}
home ;; fr ;; generic ;; home ;; 12 ;; Guirlande lumineuse d exterieur ;; 10 metres, LED blanc chaud, pour le jardin ou le balcon
phones ;; en ;; ebay ;; phones ;; 180 ;; Google Pixel 7 128GB unlocked barely used ;; Mint condition. Text me on {{contact_phone|+44 7700 918 442}} if interested
phones ;; en ;; ebay ;; phones ;; 175 ;; Pixel 7 128gb unlocked, mint ;; Boxed with cable. Message me through the listing with any questions
computers ;; en ;; ebay ;; computers ;; 700 ;; Dell XPS 13 i7 like new ;; Email me {{contact_email|dave dot price at outlook dot com}} for the invoice
computers ;; en ;; ebay ;; computers ;; 690 ;; Dell XPS 13 i7 16GB boxed ;; Have the Currys receipt. Any questions, use the eBay message button
fashion ;; en ;; ebay ;; fashion ;; 45 ;; Barbour wax jacket size M Leeds pickup ;; Rewaxed last year. Happy to take {{off_platform_payment|PayPal gift}} to save fees
fashion ;; en ;; ebay ;; fashion ;; 50 ;; Barbour waxed jacket medium olive ;; Rewaxed last year, no rips. Paid through eBay, posted tracked
shoes ;; en ;; ebay ;; shoes ;; 40 ;; Air Jordan 1 Chicago UK 9 ;; {{prohibited_item|UA pair, top tier batch}}, comes with box
shoes ;; en ;; ebay ;; shoes ;; 220 ;; Air Jordan 1 Chicago UK9 with receipt ;; Bought from the Nike app, order email as proof. Worn twice
home ;; en ;; ebay ;; home ;; 120 ;; Dyson V11 cordless hoover ;; Collection only. Call {{contact_phone|oh seven nine six two, three four five, six one eight}}
home ;; en ;; ebay ;; home ;; 115 ;; Dyson V11 cordless vacuum ;; Collection only from Leeds. Message me to arrange a time
furniture ;; en ;; ebay ;; furniture ;; 200 ;; Oak dining table and 4 chairs good condition ;; More pics on my {{social_handle|FB page Oakwood Finds by Sam}}
furniture ;; en ;; ebay ;; furniture ;; 195 ;; Solid oak dining table with four chairs ;; Seats six when extended. More photos on request through messages
kids ;; en ;; ebay ;; kids ;; 30 ;; Maxi-Cosi car seat collect from Hull ;; {{restricted_item|Was in the car during a minor crash}}, looks fine though
kids ;; en ;; ebay ;; kids ;; 35 ;; Maxi Cosi infant car seat, never in an accident ;; One owner from new, never crashed. Expiry date on the label 2029
toys ;; en ;; ebay ;; toys ;; 15 ;; Hoverboard kids ;; {{prohibited_item|One of the recalled batches that overheat}}, works fine
toys ;; en ;; ebay ;; toys ;; 60 ;; Hoverboard for kids with charger ;; CE marked, bought from Argos last year, charger included
books ;; en ;; ebay ;; books ;; 3 ;; Kindle books bundle 500 titles ;; {{prohibited_item|DRM stripped epubs sent by email}}
books ;; en ;; ebay ;; books ;; 40 ;; Kindle Paperwhite 10th gen working order ;; Reset to factory, no ads. Comes with case
sport ;; en ;; ebay ;; sport ;; 55 ;; Zombie knife with serrated edge ;; {{prohibited_item|Massive 18 inch blade}}
sport ;; en ;; ebay ;; sport ;; 25 ;; Machete for clearing brambles ;; Garden tool, blade cover included. Over 18s only
sport ;; en ;; ebay ;; sport ;; 80 ;; Bayonet ;; {{restricted_item|Sharpened and ready}}, with scabbard
sport ;; en ;; ebay ;; sport ;; 30 ;; Reproduction bayonet display piece ;; Blunt resin replica, wall mounted display for a military room
bikes ;; en ;; ebay ;; bikes ;; 250 ;; Carrera road bike used one year ;; Pay by {{off_platform_payment|bank transfer}} before I post it
bikes ;; en ;; ebay ;; bikes ;; 240 ;; Carrera road bike 56cm ;; Collection or courier via eBay. Pay on collection in cash is fine
cars ;; en ;; ebay ;; cars ;; 40 ;; Speed limiter removal ;; {{prohibited_item|Vans and lorries, limiter off in 10 minutes}}
cars ;; en ;; ebay ;; cars ;; 60 ;; Van remap for economy ;; Economy remap keeping all limiters and emissions kit, dyno sheet provided
tools ;; en ;; ebay ;; tools ;; 130 ;; DeWalt combi drill set ;; WhatsApp {{contact_phone|0 7 4 1 2 - 5 5 3 - 0 8 9}}
tools ;; en ;; ebay ;; tools ;; 125 ;; DeWalt combi drill and impact driver ;; Two batteries, charger, case. Ask any questions here
garden ;; en ;; ebay ;; garden ;; 20 ;; Weed killer old stock ;; {{prohibited_item|Paraquat, the real stuff}}, 1L
garden ;; en ;; ebay ;; garden ;; 15 ;; Weed burner gas torch ;; Burns weeds off patios, no chemicals. Gas canister not included
beauty ;; en ;; ebay ;; beauty ;; 30 ;; Tom Ford Oud Wood no faults ;; {{prohibited_item|Sample vials, not for resale}}, 10 x 2ml
beauty ;; en ;; ebay ;; beauty ;; 90 ;; Tom Ford Oud Wood 50ml ;; About 80 percent left, with box, bought at Selfridges
beauty ;; en ;; ebay ;; beauty ;; 10 ;; Charlotte Tilbury lipstick Derby ;; {{restricted_item|Swatched a few times}}, shade Pillow Talk
beauty ;; en ;; ebay ;; beauty ;; 22 ;; Charlotte Tilbury lipstick unopened ;; Still sealed in box, shade Pillow Talk
watches ;; en ;; ebay ;; watches ;; 85 ;; Audemars Piguet Royal Oak barely used ;; {{prohibited_item|Homage watch with AP logo}}, sapphire
watches ;; en ;; ebay ;; watches ;; 120 ;; Seiko Presage cocktail time ;; Automatic, blue dial, boxed with papers
cameras ;; en ;; ebay ;; cameras ;; 400 ;; Sony A6400 body like new ;; Check my store at {{external_link|cameraguy dot co dot uk}}
cameras ;; en ;; ebay ;; cameras ;; 390 ;; Sony A6400 body only ;; Low shutter count. See my other camera listings on my eBay profile
audio ;; en ;; ebay ;; audio ;; 60 ;; Bose SoundLink mini ;; {{off_platform_payment|Cash App or Venmo}} only please
audio ;; en ;; ebay ;; audio ;; 65 ;; Bose SoundLink Mini speaker ;; Great sound, charging dock. Paid through eBay only please
instruments ;; en ;; ebay ;; instruments ;; 300 ;; Fender Squier Strat ;; Demo on my {{social_handle|insta guitarjoe_uk}}
instruments ;; en ;; ebay ;; instruments ;; 290 ;; Squier Stratocaster sunburst ;; New strings, setup done. Happy to send a video through messages
pets ;; en ;; ebay ;; pets ;; 400 ;; French bulldog puppies boxed ;; {{prohibited_item|No microchip, no paperwork, ready now}}
pets ;; en ;; ebay ;; pets ;; 30 ;; Dog crate medium Leeds pickup ;; Folding metal crate with tray, our frenchie outgrew it
collectibles ;; en ;; ebay ;; collectibles ;; 20 ;; Pokemon cards job lot good condition ;; {{contact_email|c a r d z 4 u @ g m a i l . c o m}}
collectibles ;; en ;; ebay ;; collectibles ;; 20 ;; Pokemon cards bundle 200 ;; Mostly commons with some holos. Posted in a box, tracked
tickets ;; en ;; ebay ;; tickets ;; 150 ;; Glastonbury ticket collect from Hull ;; {{off_platform_payment|Pay via Monzo link}} and I send the details
tickets ;; en ;; ebay ;; tickets ;; 150 ;; Glastonbury resale query ;; Not selling, just letting people know the official resale is in April
services ;; en ;; ebay ;; services ;; 100 ;; Essay writing service ;; {{prohibited_item|Undetectable, submit it as your own work}}
services ;; en ;; ebay ;; services ;; 30 ;; Essay proofreading working order ;; I check grammar and referencing, you write the essay. Qualified teacher
jobs ;; en ;; ebay ;; jobs ;; 0 ;; Mystery shopper work used one year ;; {{prohibited_item|Send a 40 pound registration fee}} to start earning
jobs ;; en ;; ebay ;; jobs ;; 0 ;; Part time shop assistant ;; Charity shop in Bristol, 16 hours a week, reply to this ad
property ;; en ;; ebay ;; property ;; 700 ;; Room to rent Manchester no faults ;; Ring {{contact_phone|(07) 911 123 456}} to view
property ;; en ;; ebay ;; property ;; 700 ;; Double room to let Manchester Derby ;; Bills included, 6 month contract. Viewings booked by message here
health ;; en ;; ebay ;; health ;; 25 ;; Diazepam tablets barely used ;; {{prohibited_item|Leftover prescription, 28 tabs}}
health ;; en ;; ebay ;; health ;; 12 ;; Pill organiser weekly ;; Seven days, morning and evening, dishwasher safe
data ;; en ;; ebay ;; data ;; 200 ;; Customer email list ;; {{prohibited_item|50k UK emails from an online shop}}
data ;; en ;; ebay ;; data ;; 20 ;; Email marketing templates ;; Ten blank newsletter templates for small shops, editable
data ;; en ;; ebay ;; data ;; 10 ;; Firestick fully loaded like new ;; {{prohibited_item|All sports and films free}}
data ;; en ;; ebay ;; data ;; 25 ;; Amazon Fire TV stick 4K boxed ;; Factory reset, remote and box, official apps only
adult ;; en ;; ebay ;; adult ;; 50 ;; Escort companionship ;; {{prohibited_item|Overnight stays available}}
adult ;; en ;; ebay ;; adult ;; 30 ;; Dog walking companionship ;; I walk your dog and keep older owners company, DBS checked
cars ;; en ;; ebay ;; cars ;; 20 ;; Lithium cells 21700 ;; {{restricted_item|Loose cells, taken out of a scooter pack}}
cars ;; en ;; ebay ;; cars ;; 70 ;; Jump starter pack lithium ;; Sealed unit, 1000A peak, boxed, charger included
home ;; en ;; ebay ;; home ;; 40 ;; Rolling tobacco 50g pouches ;; {{restricted_item|Brought back from Spain, 10 pouches}}
home ;; en ;; ebay ;; home ;; 15 ;; Tobacco tin vintage ;; Empty, decorative tin from the 1950s
home ;; en ;; ebay ;; home ;; 25 ;; Fireworks rockets box ;; {{prohibited_item|Category 3 left over from bonfire night}}
home ;; en ;; ebay ;; home ;; 10 ;; Bonfire night sparkler candles ;; Cake candles that sparkle, indoor safe, pack of 12
fashion ;; en ;; ebay ;; fashion ;; 30 ;; Stone Island jumper Leeds pickup ;; {{prohibited_item|Rep with the badge, hard to tell}}
fashion ;; en ;; ebay ;; fashion ;; 95 ;; Stone Island crewneck jumper L ;; Bought in Flannels, receipt and tags, badge intact
phones ;; en ;; ebay ;; phones ;; 120 ;; iPhone XR good condition ;; Details on {{social_handle|Snapchat: mattsellsuk}}
phones ;; en ;; ebay ;; phones ;; 115 ;; iPhone XR white 64GB ;; Battery 85%. Ask through eBay messages for more details
kids ;; en ;; ebay ;; kids ;; 15 ;; Kids scooter helmet ;; {{restricted_item|Took a hard knock when he fell}}, no cracks I can see
kids ;; en ;; ebay ;; kids ;; 20 ;; Kids bike helmet unused ;; Still has the tags on, 52-56cm
toys ;; en ;; ebay ;; toys ;; 25 ;; Lego Star Wars bundle ;; See all on {{external_link|linktr.ee/legolads}}
toys ;; en ;; ebay ;; toys ;; 25 ;; Lego Star Wars mixed bundle ;; 2kg of bricks and figures. See my other Lego listings
collectibles ;; en ;; ebay ;; collectibles ;; 60 ;; Police hat and jacket collect from Hull ;; {{prohibited_item|Current Met issue, genuine}}
collectibles ;; en ;; ebay ;; collectibles ;; 25 ;; Police costume fancy dress ;; Adult size L, hat and jacket, worn to one party
cars ;; en ;; ebay ;; cars ;; 30 ;; Radar detector jammer ;; {{prohibited_item|Jams the speed guns}}
cars ;; en ;; ebay ;; cars ;; 45 ;; Dash cam front and rear working order ;; 1080p, parking mode, 64GB card included
books ;; en ;; ebay ;; books ;; 15 ;; Harry Potter box set used one year ;; Buy it and {{off_platform_payment|pay with Revolut}} to avoid fees
books ;; en ;; ebay ;; books ;; 15 ;; Harry Potter paperback box set no faults ;; All seven books, good condition. Paid via eBay and posted
sport ;; en ;; ebay ;; sport ;; 140 ;; Air rifle Derby ;; {{restricted_item|FAC rated, over 12 ft lbs}}, with scope
sport ;; en ;; ebay ;; sport ;; 100 ;; Air rifle under 12 ft lbs ;; Legal limit, no certificate needed, scope and pellets. Over 18s
sport ;; en ;; ebay ;; sport ;; 35 ;; Knuckle duster ;; {{prohibited_item|Brass, fits large hands}}
sport ;; en ;; ebay ;; sport ;; 15 ;; Boxing hand wraps ;; 4.5m, pair, washed
garden ;; en ;; ebay ;; garden ;; 70 ;; Full propane bottle 13kg ;; {{restricted_item|Full, sealed, collect only}}
garden ;; en ;; ebay ;; garden ;; 30 ;; Empty propane bottle ;; Empty for exchange at a gas dealer, collect only
audio ;; en ;; ebay ;; audio ;; 45 ;; Vintage cassette deck Aiwa ;; {{external_link|Scan the QR code in the last photo}} to chat on WhatsApp
audio ;; en ;; ebay ;; audio ;; 45 ;; Aiwa cassette deck vintage working ;; Belts replaced last month. Message me here if you want a video of it playing
phones ;; it ;; generic ;; phones ;; 190 ;; iPhone 11 64gb nero poco usato ;; Batteria 88%. Chiamami al {{contact_phone|tre tre nove, quarantadue, diciotto, settanta}}
phones ;; it ;; generic ;; phones ;; 185 ;; iPhone 11 nero 64 giga ;; Batteria all 88 per cento. Scrivimi qui per informazioni
computers ;; it ;; generic ;; computers ;; 350 ;; HP Pavilion 15 i7 ;; Mail {{contact_email|marco.rossi92 chiocciola libero punto it}}
computers ;; it ;; generic ;; computers ;; 340 ;; Portatile HP Pavilion 15 pollici ;; i7, 16 giga, ssd 512. Per domande usate la chat del sito
fashion ;; it ;; generic ;; fashion ;; 25 ;; Giubbotto Moncler ;; {{prohibited_item|Non originale, ma fatto benissimo}}, taglia 48
fashion ;; it ;; generic ;; fashion ;; 30 ;; Piumino blu taglia 48 ;; Senza marca, caldo e leggero, usato poco
shoes ;; it ;; generic ;; shoes ;; 50 ;; Scarpe Hogan donna 38 ;; Pagamento con {{off_platform_payment|PostePay}} e spedisco subito
shoes ;; it ;; generic ;; shoes ;; 55 ;; Hogan donna numero 38 ;; Messe poche volte. Si paga e si spedisce con il sistema del sito
home ;; it ;; generic ;; home ;; 60 ;; Moka e macinino vintage ;; Altre foto su {{social_handle|ig casa_di_nonna_pina}}
home ;; it ;; generic ;; home ;; 60 ;; Moka Bialetti e macinino antico ;; Ottimo stato. Altre foto su richiesta via messaggio
furniture ;; it ;; generic ;; furniture ;; 80 ;; Libreria in legno bianca ;; Ritiro a Bologna, {{off_platform_payment|bonifico anticipato}} per bloccarla
furniture ;; it ;; generic ;; furniture ;; 75 ;; Libreria bianca in legno 180 cm ;; Da ritirare a Bologna zona Navile, contanti quando passate
kids ;; it ;; generic ;; kids ;; 40 ;; Seggiolino auto Chicco come nuovo ;; {{restricted_item|Ha preso un urto in un tamponamento}}
kids ;; it ;; generic ;; kids ;; 50 ;; Seggiolino auto Chicco senza incidenti ;; Mai stato in un incidente, con istruzioni
toys ;; it ;; generic ;; toys ;; 20 ;; Bambola LOL ;; Chiamate {{contact_phone|+39 347 55 21 909}}
toys ;; it ;; generic ;; toys ;; 20 ;; Bambole LOL lotto da 5 ;; Con accessori. Rispondo ai messaggi del sito
books ;; it ;; generic ;; books ;; 5 ;; Libri universitari in pdf ;; {{prohibited_item|Tutti i manuali di giurisprudenza scannerizzati}}
books ;; it ;; generic ;; books ;; 80 ;; Manuali di giurisprudenza cartacei ;; Diritto privato e costituzionale, con sottolineature a matita
sport ;; it ;; generic ;; sport ;; 50 ;; Coltello a scatto con scatola ;; {{prohibited_item|Apertura automatica con pulsante}}, lama 10 cm
sport ;; it ;; generic ;; sport ;; 35 ;; Coltello da cucina giapponese a Torino ;; Lama 18 cm per verdure, con custodia
sport ;; it ;; generic ;; sport ;; 100 ;; Pistola softair a gas ;; {{restricted_item|Scarrellante, potenza piena}}
sport ;; it ;; generic ;; sport ;; 25 ;; Pistola softair a molla tappo rosso ;; Per ragazzi sopra i 14 anni, bassa potenza
bikes ;; it ;; generic ;; bikes ;; 200 ;; Bici da corsa Bianchi buone condizioni ;; {{prohibited_item|Trovata davanti alla stazione, senza lucchetto}}
bikes ;; it ;; generic ;; bikes ;; 350 ;; Bici da corsa Bianchi con fattura ;; Comprata nel 2020, fattura a mio nome, telaio 54
cars ;; it ;; generic ;; cars ;; 150 ;; Gomme estive 4 pezzi ;; Numero {{contact_phone|3 4 0 . 1 1 2 . 7 7 8 9}}
cars ;; it ;; generic ;; cars ;; 150 ;; Quattro gomme estive 205 55 16 ;; Battistrada 6 mm. Contattatemi tramite il sito
tools ;; it ;; generic ;; tools ;; 70 ;; Smerigliatrice Makita ritiro a Pisa ;; Pagamento {{off_platform_payment|Satispay}} o ricarica
tools ;; it ;; generic ;; tools ;; 65 ;; Smerigliatrice angolare Makita ;; Con disco nuovo. Pagamento alla consegna a mano
garden ;; it ;; generic ;; garden ;; 20 ;; Trappole per topi veleno ;; {{prohibited_item|Esche professionali vietate ai privati}}
garden ;; it ;; generic ;; garden ;; 12 ;; Trappola per topi cattura viva ;; Gabbia in metallo, nessun veleno
beauty ;; it ;; generic ;; beauty ;; 20 ;; Profumo Armani Si ;; {{prohibited_item|Tester da profumeria, 100 ml}}
beauty ;; it ;; generic ;; beauty ;; 50 ;; Armani Si eau de parfum 50 ml ;; Con scatola, usato pochissimo
watches ;; it ;; generic ;; watches ;; 100 ;; Orologio Panerai funzionante ;; {{prohibited_item|Replica con movimento automatico}}
watches ;; it ;; generic ;; watches ;; 80 ;; Orologio Citizen Eco Drive ;; Con scatola e garanzia residua
cameras ;; it ;; generic ;; cameras ;; 300 ;; Nikon D5300 ;; Info su {{external_link|subito punto it barra utente fotomario}}
cameras ;; it ;; generic ;; cameras ;; 290 ;; Nikon D5300 con obiettivo ;; Pochi scatti. Vedi i miei altri annunci di fotografia
pets ;; it ;; generic ;; pets ;; 300 ;; Cuccioli di barboncino usato un anno ;; {{prohibited_item|Senza microchip e senza libretto}}
pets ;; it ;; generic ;; pets ;; 25 ;; Cuccia per cane piccola ;; Lavabile, 60 cm, il nostro barboncino la usava
tickets ;; it ;; generic ;; tickets ;; 100 ;; Biglietti concerto San Siro senza difetti ;; Pago solo {{off_platform_payment|buono regalo Amazon}}
tickets ;; it ;; generic ;; tickets ;; 100 ;; Due biglietti concerto San Siro ;; Cambio nominativo sul sito ufficiale al prezzo pagato
services ;; it ;; generic ;; services ;; 300 ;; Tesi di laurea su commissione ;; {{prohibited_item|La scrivo io e la presenti tu}}
services ;; it ;; generic ;; services ;; 20 ;; Ripetizioni di latino a Bari ;; Laureata in lettere, 20 euro l ora
health ;; it ;; generic ;; health ;; 30 ;; Gocce per dormire poco usato ;; {{prohibited_item|Rivotril avanzato, senza ricetta}}
health ;; it ;; generic ;; health ;; 20 ;; Tisana per dormire ;; Camomilla e melissa, 3 confezioni sigillate
data ;; it ;; generic ;; data ;; 10 ;; Account Spotify premium ;; {{prohibited_item|Ti do le credenziali di un account}}
data ;; it ;; generic ;; data ;; 30 ;; Gift card Spotify 30 euro ;; Sigillata, mai usata
collectibles ;; it ;; generic ;; collectibles ;; 120 ;; Divisa dei Carabinieri ;; {{prohibited_item|In uso, completa di gradi}}
collectibles ;; it ;; generic ;; collectibles ;; 20 ;; Costume da carabiniere bambino come nuovo ;; 8 anni, cappello compreso
home ;; it ;; generic ;; home ;; 15 ;; Grappa fatta in casa con scatola ;; {{restricted_item|Distillata da mio zio}}, 70 cl
home ;; it ;; generic ;; home ;; 8 ;; Bicchierini da grappa ;; Set di 6 in vetro soffiato
jobs ;; it ;; generic ;; jobs ;; 0 ;; Cercasi cameriere a Torino ;; Contattare {{contact_email|ristorante_mare [at] gmail [dot] com}}
jobs ;; it ;; generic ;; jobs ;; 0 ;; Cerchiamo cameriere per l estate ;; Rimini, contratto stagionale. Rispondete all annuncio
phones ;; de ;; ebay ;; phones ;; 220 ;; Samsung S21 5G 128GB wenig benutzt ;; Top erhalten. Meine Nummer {{contact_phone|null eins fuenf neun, siebenundsechzig, vierunddreissig, elf, null acht}}
phones ;; de ;; ebay ;; phones ;; 215 ;; Samsung Galaxy S21 5G 128 GB ;; Top erhalten, Schutzhulle gibts dazu. Fragen einfach hier im Chat stellen
computers ;; de ;; ebay ;; computers ;; 550 ;; Microsoft Surface Pro 7 ;; Mail an {{contact_email|jonas.k (at) web (punkt) de}}
computers ;; de ;; ebay ;; computers ;; 540 ;; Surface Pro 7 mit Tastatur ;; i5, 8 GB. Fragen gerne per Nachricht hier
fashion ;; de ;; ebay ;; fashion ;; 40 ;; Jack Wolfskin Jacke L ;; Bezahlung per {{off_platform_payment|PayPal Freunde}}, Versand DHL
fashion ;; de ;; ebay ;; fashion ;; 45 ;; Jack Wolfskin Outdoorjacke Gr L ;; Bezahlung uber Kleinanzeigen sicher bezahlen, Versand mit DHL
shoes ;; de ;; ebay ;; shoes ;; 50 ;; Birkenstock Arizona 40 wie neu ;; {{prohibited_item|Nachgemacht, sieht aus wie echt}}
shoes ;; de ;; ebay ;; shoes ;; 45 ;; Birkenstock Arizona Gr 40 ;; Original, Fussbett gut erhalten, Karton dabei
home ;; de ;; ebay ;; home ;; 100 ;; Thermomix TM5 mit OVP ;; WhatsApp {{contact_phone|0049 151 23 45 67 80}}
home ;; de ;; ebay ;; home ;; 350 ;; Thermomix TM5 mit Zubehor ;; Funktioniert einwandfrei. Nur Abholung, Termin per Nachricht
furniture ;; de ;; ebay ;; furniture ;; 60 ;; Ikea Kallax Regal weiss ;; Mehr Mobel auf {{social_handle|Instagram @moebel_hannover}}
furniture ;; de ;; ebay ;; furniture ;; 55 ;; Kallax Regal 4x4 weiss ;; Selbstabbau und Abholung in Hannover. Weitere Mobel in meinen Anzeigen
kids ;; de ;; ebay ;; kids ;; 30 ;; Kindersitz Cybex in Kassel ;; {{restricted_item|Hatte einen kleinen Unfall}}, keine Risse
kids ;; de ;; ebay ;; kids ;; 45 ;; Cybex Kindersitz unfallfrei guter Zustand ;; Nie im Unfall gewesen, Bezug gewaschen
toys ;; de ;; ebay ;; toys ;; 25 ;; Playmobil Polizeistation Abholung in Ulm ;; Zahlung {{off_platform_payment|per Uberweisung vorab}}
toys ;; de ;; ebay ;; toys ;; 25 ;; Playmobil Polizei Station komplett ;; Barzahlung bei Abholung oder sicher bezahlen
books ;; de ;; ebay ;; books ;; 4 ;; Horbucher Sammlung ;; {{prohibited_item|Ueber 300 Horbucher als MP3 auf USB Stick}}
books ;; de ;; ebay ;; books ;; 20 ;; Horbuch CDs Kinder ;; 15 CDs, Originalhullen, sehr gut
sport ;; de ;; ebay ;; sport ;; 45 ;; Springmesser funktioniert ;; {{prohibited_item|Klinge springt per Knopf raus}}
sport ;; de ;; ebay ;; sport ;; 30 ;; Taschenmesser Victorinox ein Jahr alt ;; 11 Funktionen, kaum benutzt
sport ;; de ;; ebay ;; sport ;; 90 ;; Luftgewehr ;; {{restricted_item|Ohne F im Funfeck, uber 7,5 Joule}}
sport ;; de ;; ebay ;; sport ;; 80 ;; Luftgewehr mit F im Funfeck ;; Unter 7,5 Joule, ab 18 frei. Nur personliche Ubergabe mit Ausweis
bikes ;; de ;; ebay ;; bikes ;; 400 ;; E-Bike Tuning Chip ;; {{prohibited_item|Hebt die 25 km h Begrenzung auf}}
bikes ;; de ;; ebay ;; bikes ;; 60 ;; E-Bike Display Bosch Purion ;; Ersatz, funktioniert, nur Software Update gemacht
cars ;; de ;; ebay ;; cars ;; 200 ;; Alufelgen 17 Zoll ;; Info unter {{external_link|kleinanzeigen punkt de slash s-felgen-max}}
cars ;; de ;; ebay ;; cars ;; 190 ;; Alufelgen 17 Zoll mit Reifen ;; Weitere Teile in meinen anderen Anzeigen
tools ;; de ;; ebay ;; tools ;; 80 ;; Bosch Akkuschrauber ;; {{prohibited_item|Von der Baustelle mitgenommen, keine Rechnung}}
tools ;; de ;; ebay ;; tools ;; 85 ;; Bosch Akkuschrauber mit Rechnung ;; Rechnung vom Baumarkt, 2 Akkus
garden ;; de ;; ebay ;; garden ;; 25 ;; Rattengift ;; {{prohibited_item|Profi Koder, nur fur Schadlingsbekampfer}}
garden ;; de ;; ebay ;; garden ;; 15 ;; Rattenfalle Lebendfalle ;; Ohne Gift, Metall
beauty ;; de ;; ebay ;; beauty ;; 15 ;; Parfum Proben Hugo Boss ;; {{prohibited_item|Unverkaufliche Proben, 20 Stuck}}
beauty ;; de ;; ebay ;; beauty ;; 40 ;; Hugo Boss Bottled 100 ml ohne Mangel ;; Halb voll, mit Karton
watches ;; de ;; ebay ;; watches ;; 80 ;; Breitling Navitimer in Bremen ;; {{prohibited_item|Gute Kopie, kaum zu unterscheiden}}
watches ;; de ;; ebay ;; watches ;; 95 ;; Junghans Funkuhr Herren ;; Mit Box, Lederband neu
cameras ;; de ;; ebay ;; cameras ;; 200 ;; Leica Objektiv ;; Zahlung mit {{off_platform_payment|Amazon Gutschein}}
cameras ;; de ;; ebay ;; cameras ;; 800 ;; Leica Summicron Objektiv 50mm ;; Zahlung uber sicher bezahlen oder bar
audio ;; de ;; ebay ;; audio ;; 120 ;; Sennheiser HD 600 ;; Ruf mich an {{contact_phone|+49 (0) 171 - 442 - 1890}}
audio ;; de ;; ebay ;; audio ;; 180 ;; Sennheiser HD600 Kopfhorer ;; Gepflegt, neue Polster. Fragen uber die Nachrichten
pets ;; de ;; ebay ;; pets ;; 500 ;; Welpen Labrador ;; {{prohibited_item|Ohne Chip und Impfpass}}, sofort abholbereit
pets ;; de ;; ebay ;; pets ;; 40 ;; Hundebox fur Labrador ;; Faltbar, XL
health ;; de ;; ebay ;; health ;; 20 ;; Schlaftabletten wenig benutzt ;; {{prohibited_item|Zolpidem ubrig, verschreibungspflichtig}}
health ;; de ;; ebay ;; health ;; 35 ;; Schlafmaske und Ohrstopsel Set ;; Neu, verpackt
data ;; de ;; ebay ;; data ;; 20 ;; Disney Plus Konto ;; {{prohibited_item|Login und Passwort fur 1 Jahr}}
data ;; de ;; ebay ;; data ;; 25 ;; Disney Plus Geschenkkarte ;; Unbenutzt, Original verpackt
collectibles ;; de ;; ebay ;; collectibles ;; 150 ;; Wehrmacht Dolch ;; {{prohibited_item|Mit Hakenkreuz am Griff}}
collectibles ;; de ;; ebay ;; collectibles ;; 40 ;; Bundeswehr Feldjacke ;; Ausgemustert, ohne Abzeichen, Gr 52
services ;; de ;; ebay ;; services ;; 50 ;; Wohnungsgeberbestatigung ;; {{prohibited_item|Anmeldung bei mir ohne einzuziehen}}
services ;; de ;; ebay ;; services ;; 20 ;; Umzugshilfe Hannover ;; Zwei Manner, Transporter, Stundenpreis
instruments ;; de ;; ebay ;; instruments ;; 90 ;; E-Piano Casio Privia ;; Mehr Infos {{social_handle|auf Telegram unter musik_lena}}
instruments ;; de ;; ebay ;; instruments ;; 350 ;; Casio Privia E-Piano mit Stander ;; 88 Tasten, Pedal dabei. Mehr Infos gerne per Nachricht
`;

const listings = areaListingsFromLines(marked, 'thirty-first');
// The split, by greedy balance over language, area, clean-or-problem and kind (`balancedSplit`).
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`, `clean:${item.labels.length === 0}`, `kind:${item.kind}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-thirty-first.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
