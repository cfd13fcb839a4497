import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-thirty-fifth.json: a thirty-fifth labelled set for issue 19, written by hand on 2026-12-01
 * by a writer who changes no rule (stop 55, task 55w), as the session's final unseen measure (its holdout part). Its writer
 * read no rule code, lexicon or brand table, no README rules table and no earlier set's records — only the thirty-fourth
 * listing writer's header (its first 113 lines) and its last 8 lines, the line parser (`areaListingsFromLines`),
 * `balancedSplit`, the scorer (evasion-quality.ts), the contract's flag codes and profiles, and issue 19.
 * 466 listings (one listing weighs about 0.43 point of a part): PT 92, ES 90, FR 90, EN 94, IT 50, DE 50; 233 clean (50 %:
 * every problem has its clean twin, so the clean share sits at a half rather than the asked 45 %), 233 with one problem
 * each (233 labels: prohibited item 111, restricted item 39, off-site payment 25, phone 21, link 14, e-mail 13, social
 * handle 10; by kind item 150 (64 %), contact and payment moved off the site 83 (36 %)). By language, problems (contact
 * and payment / items): PT 46 (16/30), ES 45 (16/29), FR 45 (17/28), EN 47 (17/30), IT 25 (9/16), DE 25 (8/17). Profiles:
 * olx-pt 76 (PT), vinted 30 (PT 16 and FR 14: fashion, shoes and beauty), wallapop 90 (ES), generic 126 (FR 76, IT 50),
 * ebay 144 (EN 94, DE 50).
 * Areas (32, a general marketplace's categories): phones, computers, electronics, fashion, shoes, home, furniture, kids,
 * toys, books, sport, bikes, cars, tools, garden, beauty, watches, cameras, audio, instruments, pets, collectibles,
 * tickets, services, jobs, property, health, adult, data, documents, uniforms, stolen goods; every area has problems and
 * clean twins, most in several languages.
 * Written as sellers write on each country's big second-hand sites: short titles and longer descriptions, missing accents,
 * shorthand, mixed case, emoji, prices, sizes and measurements, models and capacities, shipping, collection and hand-over
 * talk, several items in one listing.
 * Contact moved off the site, in the evasion kinds issue 19 lists and in each language's habits: numbers written in words
 * with tens, words and digits mixed in one number, look-alike letters standing for digits, digits spaced, dashed and
 * dotted one by one, national and international forms (with "+", with "00", with the trunk zero in brackets); e-mails with
 * each language's word for "at" and "dot", with bracketed and parenthesised forms, and with a space or a dot between
 * every character; a chat link to a number, a QR code said to open a chat, a link shortener, a link-list page, a
 * messaging channel's and a chat server's invite link, a member page on another resale site and a shop's address written
 * with spaced dots or the local word for "dot" and "slash"; handles on photo, snap and short-video networks (with "@",
 * after the network's name, by a page's name); payment by each country's instant-payment app, friends-and-family
 * transfers, neobanks and money-transfer services, a prepaid voucher top-up, US payment apps, bank transfer before
 * shipping, and a deposit to reserve before a viewing.
 * Items, in ordinary words and often by purpose or means only: counterfeits said every way (a quality grade, a copy, a
 * replica, a "not original", a "same factory" pair, a player or national-version shirt that is not official, an
 * "unauthorised authentic", a maker's stamp on goods that are not the maker's, "inspired by" with the logo); weapons
 * (switch-opening, butterfly and banned fighting knife shapes, knuckle-dusters and telescopic batons, fixed-blade hunting
 * knives, an air gun above the free limit, a blank-firing gun, a stun device, a crossbow with hunting bolts, defence
 * spray, fireworks and banned bangers); prescription medicines for sleep, anxiety, pain, attention, weight loss and
 * potency, injectables for muscle, edibles and seeds by their effect, a grow kit for psychoactive mushrooms, laughing gas
 * for parties; animals without identification, papers or a required exemption, wild-caught birds, reptiles and a
 * small wild mammal, a protected parrot without papers, real ivory on an old instrument; tobacco brought from abroad, nicotine
 * vapes, home-distilled spirits; strong acid, banned weedkillers and professional poisons; mileage, emission and speed
 * cheats, keyless-theft tools, a location jammer and a speed-camera jammer; sexual services, worn clothing,
 * intimate images; customer files and accounts sold with their login; pirated television; found, locked, no-questions and
 * forced-lock goods; a licence, a school diploma and an age card without the process; current uniforms; testers and
 * not-for-resale samples; opened cosmetics; child seats after a crash and helmets after a fall or knock (motorbike, bike,
 * ski); recalled baby goods and toys; loose lithium cells; deceiving services (work submitted as one's own, paid
 * reviews, parcel reshipping for strangers, jobs that ask a fee first).
 * Clean twins, one per problem, in similar words and the same language: the same object for an innocent use, new and
 * sealed, with proof of purchase, a costume, a toy, a tool of the same kind for another use, an accessory of the same
 * object, the legal version of the same thing, or the same contact idea kept on the site (the site's chat, payment and
 * shipping, cash at a hand-over, the seller's other listings and profile, the organiser's official resale or name change).
 * Label policy (a careful moderator of a general European marketplace), as the thirty-fourth's: contact, links and payment
 * moved off the site are labelled where they are asked for; the site's own payment and shipping, a hand-over and a
 * message on the site are clean. Prohibited: counterfeits, switch-opening and butterfly knives, impact weapons,
 * fireworks, prescription medicines and injectables, drugs, edibles, seeds and grow kits sold for their drug, laughing
 * gas sold for inhaling, animals without the identification, papers or exemption the law asks or taken from the wild,
 * ivory, banned pesticides and professional poisons, odometer, emission, speed and e-bike cheats, theft tools and
 * jammers, sexual services, worn clothing and intimate images, personal data, accounts with credentials,
 * pirated content, goods found, locked or of unexplained origin, official documents, diplomas and age cards obtained
 * without the process, current uniforms, testers and not-for-resale samples, recalled goods and deceiving services.
 * Restricted: fixed-blade hunting knives, an air gun above the free limit, a blank-firing gun, a stun device, a crossbow
 * with hunting bolts, defence spray, tobacco brought from abroad, nicotine vapes and home-distilled spirits, strong acid,
 * opened cosmetics, child seats after a crash and helmets after a fall or knock, and loose lithium cells (the scorer meets
 * either item code).
 * Borderline decisions, stated: a stun device sold "to defend oneself" is restricted like defence spray, a torch clean; a
 * practice butterfly knife with a blunt blade is clean, one with an edge prohibited; a telescopic baton is an impact
 * weapon (prohibited), telescopic walking poles clean; a bottle of drops or tablets the seller says needs a prescription
 * is a prescription medicine even unnamed; a fee to "unlock" a car's odometer or an e-bike's limit is a cheat, an OBD
 * diagnosis or a genuine spare clean; a professional rodent poison sold to anyone is prohibited, mechanical traps clean;
 * a bike with a forced lock or found and unclaimed is goods of unexplained origin (prohibited), one with a
 * receipt and frame marking clean; a novelty age card is an official document obtained without the
 * process; the same pet sold with chip and papers is clean, its gear clean; a perfume "tester" and a "not for resale"
 * vial are prohibited, a used bottle with its box clean, empty miniatures clean; an animal found in the garden is
 * wild-taken (prohibited); a payment by a voucher top-up, a money-transfer service or a "between relatives" transfer is
 * payment moved off the site; a channel's or chat server's invite link is a link (external_link), a network name followed
 * by a handle or a page named on a network is the handle; a QR code said to open a chat is a link; a member page on
 * another resale site written out is a link; ticket resale through the organiser's exchange is clean.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * thirty-fourth set's greedy balance in file order over language, area, clean/problem and kind (`balancedSplit`, below),
 * which no label text or rule output decides. Parts: tune 233 (117 clean, 116 problems: item 75, payment 12, phone 10,
 * email 7, link 7, social 5), holdout 233 (116 clean, 117 problems: item 75, payment 13, phone 11, link 7, email 6, social
 * 5); every language (each part PT 46, ES 45, FR 45, EN 47, IT 25, DE 25) and all 32 areas in both.
 *
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description`, labels inline as
 * `{{code|text}}` (`areaListingsFromLines`); `area` is kept in the JSON beside the listing.
 * Collisions: before freezing, a scratch check (deleted) loaded every earlier `data/listing/validation-*.json` and compared
 * each of this set's titles and descriptions, case- and accent-folded (whitespace collapsed), exactly and by any shared
 * 40-character window, and for repeats within this set (printing only this set's strings): 100 of 932 fields collided
 * (81 short titles and 1 short description exactly, 18 descriptions by a window — plain on-site phrases, a few labelled
 * phrases and a number's shape); every one was rewritten in this writer's words (titles given the seller's own detail: a
 * colour, a size, a count, a place, a condition; descriptions rephrased with the label kept), a second check found 7,
 * rewritten again, a third 1 (a number in words by a window, given other digits), and 0 collide in the frozen set.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-thirty-fifth-listing-set.ts`.
 * First run (2026-12-01, rules and learned reader as on ba9db99f, no rule changed, a scratch script calling
 * `evasionQuality` on this file only and printing only the summaries, `nice -n 10 timeout 900 node
 * --conditions=@circular/source tools/bench/src/zz-55w-run.ts listing`, once as the service answers and once with
 * `LISTING_LEARNED_SCORER=0`):
 * - rules with the learned reader (default): tune recall 0.983 (114/116: item 73/75, payment 12/12, phone 10/10, email
 *   7/7, link 7/7, social 5/5), clean flagged 10/117 (0.085), wrongful rejects 1/158, prohibited rejected outright 34/56;
 *   holdout recall 0.983 (115/117: item 75/75, payment 12/13, phone 11/11, email 6/6, link 7/7, social 4/5), clean
 *   flagged 9/116 (0.078), wrongful rejects 0/158, prohibited rejected outright 29/55.
 * - rules alone (`LISTING_LEARNED_SCORER=0`): tune recall 0.845 (98/116: item 57/75, the contact kinds as above), clean
 *   flagged 6/117 (0.051), wrongful rejects 1/158, prohibited rejected outright 34/56; holdout recall 0.855 (100/117: item
 *   60/75, the contact kinds as above), clean flagged 6/116 (0.052), wrongful rejects 0/158, prohibited rejected outright
 *   29/55.
 */

const marked = `
phones ;; pt ;; olx-pt ;; phones ;; 260 ;; iPhone 11 preto 64GB, bateria 86%, Amadora ;; Tem umas marquinhas na traseira, ecrã sem riscos. Mais info liga {{contact_phone|nove um seis, 22 oito 4 cinco 1}} depois das 19h
phones ;; pt ;; olx-pt ;; phones ;; 255 ;; iPhone 11 64 gb preto, bateria a 86 ;; Marquinhas leves atrás, ecrã perfeito. Para mais info manda msg aqui no olx que respondo ao fim do dia
computers ;; pt ;; olx-pt ;; computers ;; 420 ;; Portatil Lenovo ThinkPad T480 i5 16gb SSD 512 ;; Portátil de empresa, teclado PT, carregador incluido. Entrego em Braga ou envio. Whats {{contact_phone|00351 936 114 287}}
computers ;; pt ;; olx-pt ;; computers ;; 410 ;; ThinkPad T480 i5 16GB RAM teclado pt ;; Vinha de frota de empresa, com carregador original. Entrega em mão em Braga, ou mando pela olx e os portes ficam a cargo de quem compra
home ;; pt ;; olx-pt ;; home ;; 35 ;; Conjunto 6 pratos Vista Alegre ;; Nunca usados, estavam guardados no armário da avó. Ligue para o {{contact_phone|9 1 8 . 4 4 7 . 2 0 3}} se tiver interesse
home ;; pt ;; olx-pt ;; home ;; 35 ;; 6 pratos rasos Vista Alegre por estrear ;; Guardados no armário da minha avó anos a fio, nunca foram à mesa. Interessados perguntem por aqui, mostro mais fotos
furniture ;; pt ;; olx-pt ;; furniture ;; 120 ;; Comoda antiga 4 gavetas madeira maciça ;; Mede 110x50x85. Tem de ser levantada em Setúbal, 2º andar sem elevador. Contacto {{contact_phone|nove seis três, quarenta e um, oitenta e oito, doze}}
furniture ;; pt ;; olx-pt ;; furniture ;; 115 ;; Cómoda de 4 gavetas em madeira maciça antiga ;; 110 x 50 x 85 cm. Levantamento em Setúbal, segundo andar sem elevador, ajudo a descer. Combinamos a hora pelo chat
fashion ;; pt ;; vinted ;; fashion ;; 18 ;; Casaco ganga Zara tamanho S ;; Usei pouco, está como novo. Fotos extra? Manda-me um mail para {{contact_email|joana.reis88 arroba sapo ponto pt}}
fashion ;; pt ;; vinted ;; fashion ;; 17 ;; Blusão de ganga Zara tam S quase novo ;; Pouquíssimo uso, sem defeitos. Fotos extra pede-me na conversa do vinted e tiro logo
books ;; pt ;; olx-pt ;; books ;; 40 ;; Coleção Harry Potter 7 livros PT ;; Edição da Presença, lombadas direitinhas. Para combinar escreve para {{contact_email|r u i m 7 @ g m a i l . c o m}}
books ;; pt ;; olx-pt ;; books ;; 40 ;; Harry Potter colecção completa 7 volumes em português ;; Editorial Presença, lombadas sem vincos. Para combinar entrega usa o botão de mensagem do anúncio
cameras ;; pt ;; olx-pt ;; cameras ;; 390 ;; Canon EOS 250D com 18-55 ;; 8 mil disparos, com bolsa e cartão 64gb. Dúvidas: {{contact_email|tiago.fotos(a)hotmail(.)com}}
cameras ;; pt ;; olx-pt ;; cameras ;; 385 ;; Máquina Canon EOS 250D + objectiva 18-55 ;; Cerca de 8000 disparos, leva bolsa e cartão de 64. Dúvidas respondo pelo chat da olx, posso mandar foto do contador
fashion ;; pt ;; vinted ;; fashion ;; 12 ;; Lote 5 tops verão tamanho M ;; Tenho muito mais roupa na minha loja online, espreita {{external_link|www ponto armariodamarta ponto pt}} e faço preço
fashion ;; pt ;; vinted ;; fashion ;; 12 ;; 5 tops de verão tam M, vendo em lote ;; Tenho muito mais roupa nos meus outros anúncios aqui no vinted, se juntares dois ou três faço desconto no envio
audio ;; pt ;; olx-pt ;; audio ;; 75 ;; Coluna JBL Charge 4 azul ;; Funciona na perfeição, sem caixa. Fala comigo direto: {{external_link|wa.me/351912553071}}
audio ;; pt ;; olx-pt ;; audio ;; 70 ;; JBL Charge 4 azul a funcionar bem ;; Som impecável, só não tenho a caixa. Fala comigo pelas mensagens da olx e combinamos
toys ;; pt ;; olx-pt ;; toys ;; 25 ;; Lego City esquadra de policia 60316 com 6 bonecos ;; Completo com instruções. {{external_link|Lê o código QR da última foto}} para me mandares mensagem no whatsapp
toys ;; pt ;; olx-pt ;; toys ;; 25 ;; Lego City 60316 esquadra completa ;; Todas as peças e o livro de instruções. A última foto mostra o conteúdo todo, pergunta o que quiseres por aqui
beauty ;; pt ;; vinted ;; beauty ;; 15 ;; Paleta sombras Huda Beauty nova, tons nude ;; Selada, foi prenda repetida. Sigam o meu insta {{social_handle|@cantinho_da_ines}} para mais maquilhagem
beauty ;; pt ;; vinted ;; beauty ;; 15 ;; Paleta de sombras Huda Beauty por abrir ;; Ainda com o selo, recebi duas iguais no Natal. Vejam os meus outros artigos de maquilhagem no perfil
collectibles ;; pt ;; olx-pt ;; collectibles ;; 60 ;; Caderneta Panini Mundial 2006 completa, boa conservação ;; Todas as cromos colados. Mais coisas no tiktok, procurem por {{social_handle|vintage.bia.colecoes}}
collectibles ;; pt ;; olx-pt ;; collectibles ;; 60 ;; Caderneta Panini do Mundial 2006 cheia ;; Cromos todos colados, capa com um vinco. Tenho mais colecções em anúncios separados, vejam o meu perfil
phones ;; pt ;; olx-pt ;; phones ;; 180 ;; Samsung A54 5G 128gb como novo, lilás ;; Com capa e película. Pagamento por {{off_platform_payment|mbway}} e envio por CTT no mesmo dia
phones ;; pt ;; olx-pt ;; phones ;; 180 ;; Samsung Galaxy A54 5G 128 gb impecavel ;; Leva capa e película colocada. Compra com envio pela olx, despacho no mesmo dia
bikes ;; pt ;; olx-pt ;; bikes ;; 290 ;; Bicicleta BTT roda 29 Rockrider ST 540 ;; Tamanho L, travões hidráulicos. Para reservar {{off_platform_payment|transferência de 50€ antes, envio IBAN por mensagem}}
bikes ;; pt ;; olx-pt ;; bikes ;; 290 ;; BTT Rockrider ST540 roda 29 tamanho L ;; Travões hidráulicos afinados. Sem reservas: fica para o primeiro que a vier buscar, paga em mão
property ;; pt ;; olx-pt ;; property ;; 650 ;; Arrendo T1 Arroios mobilado ;; Perto do metro. Visitas só depois de {{off_platform_payment|caução de 200€ por Revolut}}, muita procura
property ;; pt ;; olx-pt ;; property ;; 650 ;; T1 mobilado em Arroios para arrendar ;; A 5 minutos do metro. Visitas ao sábado de manhã, marque pelo chat; contrato e caução só na assinatura
tickets ;; pt ;; olx-pt ;; tickets ;; 90 ;; 2 bilhetes NOS Alive sexta-feira, plateia geral ;; Não posso ir. Pagam por {{off_platform_payment|paypal amigos e família}} e mando os pdf
tickets ;; pt ;; olx-pt ;; tickets ;; 90 ;; Dois bilhetes NOS Alive para o dia de sexta, geral ;; Já não vou. Faço a mudança de nome no site oficial do festival depois do pagamento aqui na olx
fashion ;; pt ;; vinted ;; shoes ;; 70 ;; Nike Dunk low panda 41 quase sem uso ;; {{prohibited_item|Qualidade AAA}}, vêm sem a caixa original, iguais às da loja
fashion ;; pt ;; vinted ;; shoes ;; 75 ;; Nike Dunk Low panda n41 ;; Compradas na Sports Zone, tenho a fatura e a caixa original. Usadas meia dúzia de vezes
fashion ;; pt ;; vinted ;; fashion ;; 45 ;; Mala castanha padrão LV ;; {{prohibited_item|Estilo Louis Vuitton, igualzinha à verdadeira}}, ninguém nota a diferença
fashion ;; pt ;; vinted ;; fashion ;; 20 ;; Mala castanha com padrão xadrez Parfois ;; Da Parfois, sem qualquer marca de luxo, alça comprida e bolso interior com fecho
watches ;; pt ;; olx-pt ;; watches ;; 150 ;; Relogio Rolex Submariner automatico ;; {{prohibited_item|Réplica 1:1}} com mecanismo automático, pulseira em aço, vem com caixa
watches ;; pt ;; olx-pt ;; watches ;; 180 ;; Relógio Seiko 5 automático com caixa ;; Original, comprado na relojoaria em 2021, tenho o certificado e a caixa. Pulseira em aço
beauty ;; pt ;; vinted ;; beauty ;; 45 ;; Perfume Sauvage 100ml quase cheio ;; {{prohibited_item|É tester}}, vem sem tampa, frasco quase cheio
beauty ;; pt ;; vinted ;; beauty ;; 55 ;; Perfume Dior Sauvage 100ml usado duas vezes ;; Com a caixa e a tampa, só experimentei duas vezes, não é o meu cheiro
sport ;; pt ;; olx-pt ;; sport ;; 30 ;; Navalha de ponta com mola ;; {{prohibited_item|Abre sozinha ao carregar no botão}}, lâmina 9cm, muito robusta
sport ;; pt ;; olx-pt ;; sport ;; 30 ;; Canivete suíço Victorinox 15 funções ;; Tem tesoura, saca-rolhas e abre-latas, lâmina pequena que dobra à mão. Ótimo para campismo
sport ;; pt ;; olx-pt ;; sport ;; 55 ;; Faca de mato com bainha de couro ;; {{restricted_item|Lâmina fixa de 22 cm}}, aço carbono, ideal para caça
home ;; pt ;; olx-pt ;; home ;; 55 ;; Faca de chef Zwilling 20 cm, cabo preto ;; Lâmina de 20 cm para cozinha, afiada há pouco, com protetor de plástico
sport ;; pt ;; olx-pt ;; sport ;; 140 ;; Carabina de pressão de ar calibre 5,5 ;; {{restricted_item|24 joules}}, boa para caça miúda, com mira telescópica
sport ;; pt ;; olx-pt ;; sport ;; 60 ;; Carabina airsoft de mola com mira ;; 0,5 joules, bolas de 6mm, para jogos com amigos, vem com óculos de proteção
health ;; pt ;; olx-pt ;; health ;; 12 ;; Spray de defesa pessoal 50ml ;; {{restricted_item|Spray de pimenta}} para levar na mala, validade 2028
health ;; pt ;; olx-pt ;; health ;; 6 ;; Spray repelente de mosquitos 50 ml ;; Para levar na mala nas férias, validade 2028, fechado
health ;; pt ;; olx-pt ;; health ;; 25 ;; Caixa de Xanax 0,5 fechada ;; {{prohibited_item|Sobrou do tratamento}}, 30 comprimidos, ainda na validade
health ;; pt ;; olx-pt ;; health ;; 10 ;; Magnésio suplemento 60 comprimidos fechado ;; Comprei dois frascos e só preciso de um, validade longa, compra em farmácia
health ;; pt ;; olx-pt ;; health ;; 20 ;; Comprimidos para dormir, caixa meio cheia ;; {{prohibited_item|Os que o médico me receitou}}, ficaram 20, vendo a quem precise de descansar
health ;; pt ;; olx-pt ;; health ;; 4 ;; Chá para dormir tília e camomila ;; Caixa de 20 saquetas, fechada, sobrou das compras, ajuda a descansar
health ;; pt ;; olx-pt ;; health ;; 90 ;; Caneta para emagrecer 1mg ;; {{prohibited_item|Caneta de injeção semanal}}, sobrou uma, guardada no frigorífico
health ;; pt ;; olx-pt ;; health ;; 15 ;; Estojo térmico para canetas de insulina ;; Novo, mantém frio umas 8 horas, ideal para viagens com medicação
home ;; pt ;; olx-pt ;; home ;; 10 ;; Bolachas caseiras especiais 😉 ;; {{prohibited_item|Feitas com erva}}, efeito garantido, caixa de 12
home ;; pt ;; olx-pt ;; home ;; 6 ;; Bolachas caseiras de aveia e canela ;; Feitas por mim ao domingo, caixa de 12, sem lactose, ótimas para o lanche
pets ;; pt ;; olx-pt ;; pets ;; 50 ;; Cachorros Podengo 2 meses ;; {{prohibited_item|Sem chip nem vacinas}}, 50€ cada, entrego em Viseu
pets ;; pt ;; olx-pt ;; pets ;; 15 ;; Transportadora para cão pequeno, cinzenta ;; Usada duas vezes para levar o Podengo ao veterinário em Viseu, lavada
pets ;; pt ;; olx-pt ;; pets ;; 30 ;; Pintassilgos bons cantores ;; {{prohibited_item|Apanhados este mês no campo}}, dois machos
pets ;; pt ;; olx-pt ;; pets ;; 30 ;; Gaiola grande para pássaros com comedouros ;; 60x40x50, com dois poleiros e bebedouro, serve para canários
home ;; pt ;; olx-pt ;; home ;; 40 ;; Tabaco de enrolar 10 pacotes ;; {{restricted_item|Trazido de Andorra}}, mais barato que no quiosque
home ;; pt ;; olx-pt ;; home ;; 8 ;; Máquina de enrolar e mortalhas por abrir ;; Deixei de fumar, tenho a maquineta e 3 caixas de filtros fechadas
home ;; pt ;; olx-pt ;; home ;; 8 ;; Vapes descartáveis 8000 puffs ;; {{restricted_item|Com nicotina 20mg}}, sabores de manga e melancia
home ;; pt ;; olx-pt ;; home ;; 9 ;; Difusor de aromas USB luz led ;; Com dois óleos de manga e melancia, funciona ligado ao portátil
home ;; pt ;; olx-pt ;; home ;; 15 ;; Aguardente de medronho 1L ;; {{restricted_item|Feita cá em casa no alambique}}, forte como deve ser
home ;; pt ;; olx-pt ;; home ;; 12 ;; Garrafão de vidro 5 litros antigo ;; Vazio, serve de decoração ou para guardar azeite, tem o cesto de verga
tools ;; pt ;; olx-pt ;; tools ;; 10 ;; Ácido para desentupir 1 litro ;; {{restricted_item|Ácido sulfúrico}} concentrado, resolve canos entupidos
tools ;; pt ;; olx-pt ;; tools ;; 8 ;; Desentupidor de ventosa e mola de canos ;; Resolve canos entupidos sem químicos, mola de 5 metros
kids ;; pt ;; olx-pt ;; kids ;; 20 ;; Almofada de sono para bebé inclinada ;; {{prohibited_item|Modelo retirado do mercado pela marca}} mas está em bom estado
kids ;; pt ;; olx-pt ;; kids ;; 20 ;; Almofada de amamentação com capa nova ;; Lavada a 60º, capa de algodão nova, ajuda a dar de mamar sentada
adult ;; pt ;; vinted ;; fashion ;; 25 ;; Cuecas de renda usadas por mim, tam S ;; {{prohibited_item|Usadas um dia inteiro}}, envio com fotos a usar
adult ;; pt ;; vinted ;; fashion ;; 9 ;; Pack 3 cuecas novas tamanho M ;; Ainda na embalagem, comprei o tamanho errado, algodão
data ;; pt ;; olx-pt ;; services ;; 20 ;; Conta Netflix premium um ano inteiro ;; {{prohibited_item|Dou email e password}}, 4 ecrãs em ultra HD
data ;; pt ;; olx-pt ;; electronics ;; 8 ;; Comando smart TV com botão Netflix ;; Serve em Samsung de 2018 a 2022, pilhas incluídas
phones ;; pt ;; olx-pt ;; phones ;; 120 ;; iPhone 13 para peças ;; {{prohibited_item|Achei-o na rua e tem o iCloud ativo}}, só serve para peças
phones ;; pt ;; olx-pt ;; phones ;; 140 ;; iPhone 13 ecrã partido para peças ;; É meu, está desbloqueado e sem conta, tenho a fatura da Worten
documents ;; pt ;; olx-pt ;; services ;; 400 ;; Carta de condução rápida ;; {{prohibited_item|Sem exame}}, tratamos de tudo em duas semanas
documents ;; pt ;; olx-pt ;; books ;; 8 ;; Livro do código da estrada 2026 ;; Com testes de exame e resoluções, sem riscos
uniforms ;; pt ;; olx-pt ;; fashion ;; 80 ;; Farda completa PSP ;; {{prohibited_item|Farda actual de agente}} com boné e divisas
uniforms ;; pt ;; olx-pt ;; kids ;; 12 ;; Fato de polícia Carnaval 8 anos ;; Com boné e crachá de plástico, usado num desfile da escola
beauty ;; pt ;; vinted ;; beauty ;; 22 ;; Base Estée Lauder Double Wear 2C0 ;; {{restricted_item|Aberta e usada 3 vezes}}, não é o meu tom
beauty ;; pt ;; vinted ;; beauty ;; 30 ;; Base Double Wear Estée Lauder selada, tom 2C0 ;; Nunca aberta, com película, tom 2C0 errado para mim
kids ;; pt ;; olx-pt ;; kids ;; 60 ;; Cadeira auto grupo 1 Bébé Confort cinzenta ;; {{restricted_item|Estava no carro no acidente}} mas está impecável
kids ;; pt ;; olx-pt ;; kids ;; 60 ;; Cadeirinha auto Bébé Confort grupo 1 ;; Nunca teve acidentes, com manual e base isofix, capa lavada
sport ;; pt ;; olx-pt ;; cars ;; 70 ;; Capacete de mota tamanho M ;; {{restricted_item|Caiu ao chão uma vez}}, não tem riscos nenhuns
sport ;; pt ;; olx-pt ;; cars ;; 80 ;; Capacete mota integral tam M ;; Usado em duas viagens, nunca caiu nem bateu, viseira fumada extra
electronics ;; pt ;; olx-pt ;; electronics ;; 45 ;; 30 pilhas 18650 ;; {{restricted_item|Soltas, tiradas de portáteis velhos}}, boas para projetos
electronics ;; pt ;; olx-pt ;; electronics ;; 20 ;; Lanterna recarregável led potente ;; Com bateria incluída dentro, carrega por USB-C, alcance 200 metros
services ;; pt ;; olx-pt ;; services ;; 50 ;; Faço trabalhos da faculdade ;; {{prohibited_item|Entregas como se fosse teu}}, teses e relatórios
services ;; pt ;; olx-pt ;; services ;; 12 ;; Explicações de matemática secundário, Coimbra ;; 10º ao 12º ano, preparação para exames, 12€ à hora
electronics ;; pt ;; olx-pt ;; electronics ;; 60 ;; Box Android 4K todos os canais ;; {{prohibited_item|Sport TV e filmes pagos sem mensalidade}}
electronics ;; pt ;; olx-pt ;; electronics ;; 35 ;; Box Android 4K reposta de fábrica ;; Tem YouTube e Netflix instalados, precisa da sua própria conta
phones ;; es ;; wallapop ;; phones ;; 210 ;; Xiaomi Redmi Note 13 Pro 256gb ;; Como nuevo, lleva funda. Interesados, mi numero es el {{contact_phone|seis cuatro nueve, treinta y dos, cincuenta y ocho, setenta y uno}}
phones ;; es ;; wallapop ;; phones ;; 205 ;; Redmi Note 13 Pro 256 gb como nuevo ;; Con su funda y cargador. Si te interesa escribeme por aqui y te mando mas fotos
computers ;; es ;; wallapop ;; computers ;; 650 ;; MacBook Air M1 8gb 256gb gris, teclado español ;; Ciclos de bateria 140. Llamame mejor, {{contact_phone|+34 622 41 87 09}}, a partir de las 6
computers ;; es ;; wallapop ;; computers ;; 640 ;; Macbook Air M1 gris espacial 8/256 ;; 140 ciclos de bateria, caja original. Cualquier pregunta me la haces por el chat de wallapop
furniture ;; es ;; wallapop ;; furniture ;; 80 ;; Sofa 3 plazas gris tela ;; 200cm de largo, sin manchas. Recogida en Getafe. Mi numero {{contact_phone|6 8 1 - 2 0 - 4 4 - 9 3}}
furniture ;; es ;; wallapop ;; furniture ;; 80 ;; Sofá de tres plazas tela gris 200 cm ;; Sin manchas ni roturas, sin mascotas en casa. Recogida en Getafe, quedamos por chat
sport ;; es ;; wallapop ;; sport ;; 150 ;; Pala de padel Bullpadel Vertex 03 ;; Pocas partidas. Whatsapp {{contact_phone|6l0 3 noventa 22 l5}} y te cuento
sport ;; es ;; wallapop ;; sport ;; 150 ;; Bullpadel Vertex 03 pala de pádel poco uso ;; Unas diez partidas, sin golpes en el marco. Escribeme por wallapop y te cuento
fashion ;; es ;; wallapop ;; fashion ;; 25 ;; Vestido Mango largo talla M estampado ;; Solo puesto en una boda. Mas fotos pidelas a {{contact_email|lucia.gm92 arroba gmail punto com}}
fashion ;; es ;; wallapop ;; fashion ;; 25 ;; Vestido largo estampado de Mango, M ;; Me lo puse una vez para una boda. Si quieres mas fotos pidelas por el chat
toys ;; es ;; wallapop ;; toys ;; 30 ;; Playmobil barco pirata 70411 con caja ;; Completo. Para dudas mandame un correo: {{contact_email|pablo_m[at]yahoo[dot]es}}
toys ;; es ;; wallapop ;; toys ;; 30 ;; Barco pirata Playmobil 70411 con figuras ;; Esta completo con todas las piezas. Cualquier duda por mensaje de la app
garden ;; es ;; wallapop ;; garden ;; 120 ;; Cortacesped gasolina Einhell 46cm ;; Arranca a la primera. Tengo mas herramienta en {{external_link|jardinpepe . es / tienda}}
garden ;; es ;; wallapop ;; garden ;; 115 ;; Cortacésped de gasolina Einhell 46 cm ;; Arranca al primer tiron. Tengo mas herramienta de jardin en otros anuncios de mi perfil
audio ;; es ;; wallapop ;; audio ;; 95 ;; Tocadiscos Audio-Technica LP60X ;; Impecable. Unete a mi canal de ventas {{external_link|t.me/vinilosbaratosmad}}
audio ;; es ;; wallapop ;; audio ;; 95 ;; Audio Technica LP60X tocadiscos como nuevo ;; Funciona perfecto, con tapa y cable. Tengo vinilos sueltos a la venta en mi perfil
kids ;; es ;; wallapop ;; kids ;; 180 ;; Carrito Bugaboo Fox 2 completo negro ;; Capazo y silla. Mas detalles en {{external_link|bit.ly/bugaboo-lau}}
kids ;; es ;; wallapop ;; kids ;; 180 ;; Bugaboo Fox 2 con capazo y silla ;; Todo completo y limpio. Te detallo lo que incluye por mensaje aqui mismo
beauty ;; es ;; wallapop ;; beauty ;; 20 ;; Plancha de pelo Ghd usada ;; Funciona bien. Sigueme en ig {{social_handle|@beautyrebajas_sevilla}} subo chollos
beauty ;; es ;; wallapop ;; beauty ;; 20 ;; Plancha de pelo GHD usada funciona bien ;; Calienta rapido. Sigueme aqui en wallapop que voy subiendo mas cosas de belleza
collectibles ;; es ;; wallapop ;; collectibles ;; 45 ;; Cartas Pokemon lote 100 sueltas ;; Incluye holos. Mas lotes en mi tiktok {{social_handle|cartaspoke_dani}}
collectibles ;; es ;; wallapop ;; collectibles ;; 45 ;; Lote de 100 cartas Pokemon con holos ;; Incluye algunas holograficas. Tengo mas lotes publicados en mi perfil de wallapop
phones ;; es ;; wallapop ;; phones ;; 300 ;; iPhone 12 Pro 128 azul ;; Pago por {{off_platform_payment|Bizum}} y te lo mando por Correos
phones ;; es ;; wallapop ;; phones ;; 300 ;; iPhone 12 Pro 128gb azul pacifico, bateria 85 ;; Envio con wallapop protect, lo mando el mismo dia por Correos
tickets ;; es ;; wallapop ;; tickets ;; 70 ;; Entrada Mad Cool sabado ;; No puedo ir. {{off_platform_payment|Me pagas por Bizum y te reenvio el QR}}
tickets ;; es ;; wallapop ;; tickets ;; 70 ;; Entrada del sabado Mad Cool ;; No puedo ir; la cambio de nombre en la plataforma oficial de reventa del festival
cameras ;; es ;; wallapop ;; cameras ;; 320 ;; Sony Alpha 6000 con dos objetivos ;; Envio solo si {{off_platform_payment|pagas por transferencia antes}}
cameras ;; es ;; wallapop ;; cameras ;; 320 ;; Sony A6000 + 16-50 + 55-210 ;; Envio con pago por la app, o en mano en Valencia centro
property ;; es ;; wallapop ;; property ;; 450 ;; Habitacion en piso compartido Malasaña ;; Para verla {{off_platform_payment|hay que adelantar 100€ de señal por PayPal}}
property ;; es ;; wallapop ;; property ;; 450 ;; Habitación en piso compartido en Malasaña ;; Visitas esta semana por las tardes, la fianza se firma con el contrato
bikes ;; es ;; wallapop ;; bikes ;; 400 ;; Bici carretera Orbea talla 54 blanca ;; Shimano 105. Pago {{off_platform_payment|por Revolut o efectivo}}
bikes ;; es ;; wallapop ;; bikes ;; 400 ;; Orbea de carretera t54 Shimano 105 ;; Revisada en taller. Pago en mano al recogerla o envio por wallapop
fashion ;; es ;; wallapop ;; fashion ;; 30 ;; Camiseta Real Madrid 24/25 version jugador ;; {{prohibited_item|No es oficial, calidad como la original}}, todas las tallas
fashion ;; es ;; wallapop ;; fashion ;; 60 ;; Camiseta Real Madrid 24/25 oficial talla L ;; Me la regalaron por mi cumple, de la tienda del club, conservo etiqueta y ticket
shoes ;; es ;; wallapop ;; shoes ;; 65 ;; Zapatillas Jordan 4 talla 43 ;; {{prohibited_item|Salen de la misma fabrica}}, sin caja, perfectas
shoes ;; es ;; wallapop ;; shoes ;; 120 ;; Jordan 4 retro talla 43 con caja ;; Compradas en Snipes, tengo ticket, puestas tres veces
fashion ;; es ;; wallapop ;; fashion ;; 35 ;; Gafas de sol Ray-Ban Wayfarer ;; {{prohibited_item|Replica con logo}}, vienen con funda
fashion ;; es ;; wallapop ;; fashion ;; 70 ;; Gafas Ray-Ban Wayfarer originales ;; Con funda y certificado, las compre en una optica de Zaragoza
sport ;; es ;; wallapop ;; sport ;; 20 ;; Navaja mariposa entrenamiento ;; {{prohibited_item|Con filo de verdad}}, para practicar trucos
sport ;; es ;; wallapop ;; sport ;; 15 ;; Navaja mariposa de practica sin filo ;; Hoja roma de aluminio, no corta, solo para aprender trucos
sport ;; es ;; wallapop ;; sport ;; 25 ;; Defensa extensible acero 21 ;; {{prohibited_item|Porra extensible}} para llevar en el coche
sport ;; es ;; wallapop ;; sport ;; 25 ;; Bastones de trekking extensibles ;; Aluminio, par de dos, se recogen a 60cm, para llevar en el coche
sport ;; es ;; wallapop ;; sport ;; 160 ;; Ballesta de 150 libras con mira ;; {{restricted_item|Con virotes de punta de caza}}
sport ;; es ;; wallapop ;; sport ;; 60 ;; Arco recurvo de iniciacion con flechas ;; Flechas de punta de diana para tiro en club, 20 libras
home ;; es ;; wallapop ;; home ;; 40 ;; Petardos y cohetes para fallas ;; {{prohibited_item|Caja de pirotecnia}} que sobro, sin abrir
home ;; es ;; wallapop ;; home ;; 15 ;; Guirnalda de luces para fallas ;; 10 metros de led, sobro de la fiesta, sin abrir
health ;; es ;; wallapop ;; health ;; 15 ;; Pastillas para la ansiedad, dos cajas ;; {{prohibited_item|De las que solo dan con receta}}, me sobraron dos cajas
health ;; es ;; wallapop ;; health ;; 12 ;; Infusion relajante de valeriana ;; Dos cajas sin abrir, de herbolario, me sobraron
health ;; es ;; wallapop ;; health ;; 90 ;; Ciclo para ganar musculo ;; {{prohibited_item|Viales inyectables}}, resultados en 8 semanas
health ;; es ;; wallapop ;; health ;; 25 ;; Proteina whey 2kg sabor chocolate, casi llena ;; Bote casi entero, ganar musculo con el entreno, fecha 2027
garden ;; es ;; wallapop ;; garden ;; 30 ;; Semillas autoflorecientes cultivo interior ;; {{prohibited_item|Variedad con mucho THC}}, 10 semillas
garden ;; es ;; wallapop ;; garden ;; 5 ;; Semillas de tomate cherry cultivo interior ;; 50 semillas, germinan rapido en maceta
pets ;; es ;; wallapop ;; pets ;; 80 ;; Tortuga mediterranea adulta ;; {{prohibited_item|Sin papeles}}, la cogimos en el campo hace años
pets ;; es ;; wallapop ;; pets ;; 40 ;; Terrario para tortuga con lampara de calor ;; 80x40, con lampara de calor y termometro, limpio
pets ;; es ;; wallapop ;; pets ;; 500 ;; Loro yaco muy hablador ;; {{prohibited_item|No tiene CITES}}, se lo doy con jaula
pets ;; es ;; wallapop ;; pets ;; 90 ;; Jaula grande para loro con ruedas ;; Acero inoxidable, con columpio y comederos, desmontable
home ;; es ;; wallapop ;; home ;; 35 ;; Cartones de tabaco de Canarias ;; {{restricted_item|Traidos en la maleta}}, mas baratos
home ;; es ;; wallapop ;; home ;; 12 ;; Cenicero de Canarias de ceramica ;; Recuerdo de viaje, pintado a mano, sin usar
home ;; es ;; wallapop ;; home ;; 12 ;; Orujo de hierbas gallego 1L ;; {{restricted_item|Destilado por mi abuelo}}, sin etiqueta
home ;; es ;; wallapop ;; home ;; 14 ;; Juego de 6 vasos de chupito de cristal ;; De Galicia, con bandeja de madera, sin uso
garden ;; es ;; wallapop ;; garden ;; 25 ;; Veneno para ratas profesional cubo grande ;; {{prohibited_item|Del que usan las empresas de plagas}}, cubo 5kg
garden ;; es ;; wallapop ;; garden ;; 15 ;; Trampas para ratones de madera pack 6 ;; Mecanicas, reutilizables, sin veneno, para almacen
cars ;; es ;; wallapop ;; cars ;; 150 ;; Bajo kilometros en cuadro digital ;; {{prohibited_item|Te dejo el marcador con los km que quieras}}
cars ;; es ;; wallapop ;; cars ;; 40 ;; Diagnosis OBD2 a domicilio ;; Leo averias del cuadro digital y borro testigos tras reparar
cars ;; es ;; wallapop ;; cars ;; 35 ;; Inhibidor GPS mechero coche ;; {{prohibited_item|Para que no te localicen}} con el coche de empresa
cars ;; es ;; wallapop ;; cars ;; 15 ;; Cargador mechero coche doble USB, nuevo ;; Carga rapida, enchufa al mechero, para el coche de empresa
kids ;; es ;; wallapop ;; kids ;; 15 ;; Mordedor bebe con bolitas ;; {{prohibited_item|Lo retiraron de las tiendas}} pero esta nuevo
kids ;; es ;; wallapop ;; kids ;; 8 ;; Mordedor bebe de silicona nuevo ;; En su caja, apto para lavavajillas, cumple normativa
adult ;; es ;; wallapop ;; services ;; 50 ;; Masajes relajantes final feliz ;; {{prohibited_item|Con final feliz}}, chica joven, a domicilio
adult ;; es ;; wallapop ;; services ;; 30 ;; Masajes relajantes descontracturantes ;; Fisioterapeuta colegiada, en mi consulta de Alcala
data ;; es ;; wallapop ;; services ;; 60 ;; Base de datos clientes Madrid actualizada ;; {{prohibited_item|5000 contactos con telefono y email}}
data ;; es ;; wallapop ;; computers ;; 30 ;; Disco duro externo 1TB vacio ;; Formateado, sin datos, USB 3.0, funda incluida
stolen ;; es ;; wallapop ;; tools ;; 90 ;; Taladro Makita nuevo sin caja ;; {{prohibited_item|No preguntes de donde sale}}, precio de ganga
stolen ;; es ;; wallapop ;; tools ;; 90 ;; Taladro Makita sin caja, con factura ;; Lo compre para una obra, ticket de Leroy Merlin
documents ;; es ;; wallapop ;; services ;; 300 ;; Titulo de la ESO sin examenes en un mes ;; {{prohibited_item|Te lo consigo sin examinarte}}, valido
documents ;; es ;; wallapop ;; services ;; 15 ;; Clases preparacion ESO para adultos ;; Te preparo el examen libre, 15 euros la hora
uniforms ;; es ;; wallapop ;; fashion ;; 90 ;; Uniforme Guardia Civil reglamentario ;; {{prohibited_item|Uniforme actual completo}} con tricornio
uniforms ;; es ;; wallapop ;; kids ;; 15 ;; Disfraz de guardia civil niño ;; Talla 6 años, con tricornio de plastico, carnaval
beauty ;; es ;; wallapop ;; beauty ;; 10 ;; Muestras de perfume lote 20 ;; {{prohibited_item|Pone venta prohibida}}, de perfumeria
beauty ;; es ;; wallapop ;; beauty ;; 10 ;; Lote 20 perfumes miniatura de coleccion ;; Frascos vacios decorativos, de viajes
beauty ;; es ;; wallapop ;; beauty ;; 15 ;; Serum The Ordinary niacinamida ;; {{restricted_item|Abierto, usado 2 semanas}}, no me va
beauty ;; es ;; wallapop ;; beauty ;; 7 ;; Serum The Ordinary niacinamida precintado ;; Sin abrir, caducidad 2028
sport ;; es ;; wallapop ;; bikes ;; 30 ;; Casco bici carretera talla M ;; {{restricted_item|Tuve una caida con el}} pero no tiene grietas
sport ;; es ;; wallapop ;; bikes ;; 35 ;; Casco bici de carretera talla M ;; Sin caidas ni golpes, con su bolsa
electronics ;; es ;; wallapop ;; electronics ;; 25 ;; Baterias de litio sueltas 21700 x10 ;; {{restricted_item|Sueltas, envio por correo}}, sin caja
electronics ;; es ;; wallapop ;; electronics ;; 25 ;; Cargador de baterias 21700 Nitecore ;; Cuatro ranuras, con cable, sin baterias
services ;; es ;; wallapop ;; services ;; 5 ;; Reseñas de 5 estrellas para tu bar o negocio ;; {{prohibited_item|Opiniones en Google desde cuentas reales}}
services ;; es ;; wallapop ;; services ;; 25 ;; Diseño logo para tu negocio ;; Hago logos y tarjetas, tres propuestas
jobs ;; es ;; wallapop ;; jobs ;; 1200 ;; Trabajo desde casa montando bolis ;; {{prohibited_item|Hay que pagar 50€ del kit de inicio}}
jobs ;; es ;; wallapop ;; jobs ;; 1200 ;; Mozo de almacen turno de mañana ;; Contrato por ETT, sin pagar nada, en Coslada
phones ;; fr ;; generic ;; phones ;; 230 ;; Google Pixel 7 128Go noir ;; Très bon état, la coque est offerte. Appelez moi au {{contact_phone|zéro six, soixante-dix-huit, quarante-deux, quinze, zéro trois}}
phones ;; fr ;; generic ;; phones ;; 230 ;; Pixel 7 de Google 128 Go noir ;; Très bon état, avec sa coque. Une question ? Passez par la messagerie du site, réponse rapide
computers ;; fr ;; generic ;; computers ;; 180 ;; Ecran Dell 27 pouces 4K ;; Aucun pixel mort. Dispo en soirée, {{contact_phone|+33 (0)7 61 24 38 90}} par sms
computers ;; fr ;; generic ;; computers ;; 180 ;; Écran Dell 27'' 4K sans pixel mort ;; Dispo en soirée pour le retrait à Lille, on s'arrange par la messagerie
home ;; fr ;; generic ;; home ;; 60 ;; Cocotte Le Creuset 24cm rouge ;; Servi deux fois. Texto au {{contact_phone|06.12.8O.45.7l}} merci
home ;; fr ;; generic ;; home ;; 60 ;; Cocotte en fonte Le Creuset rouge 24 cm ;; Servi deux fois seulement, émail parfait. Merci de passer par la messagerie
furniture ;; fr ;; generic ;; furniture ;; 90 ;; Table basse en chêne massif huilé ;; 100x60. A retirer Nantes. Mon tel {{contact_phone|zero 6 quatre-vingt-dix 11 22 trente-trois}}
furniture ;; fr ;; generic ;; furniture ;; 90 ;; Table basse chêne massif 100 x 60 huilée ;; À retirer à Nantes, quartier Chantenay. Je réponds aux messages ici le soir
fashion ;; fr ;; vinted ;; fashion ;; 40 ;; Manteau Sézane laine camel T38 ;; Porté un hiver. Pour plus de photos : {{contact_email|claire.dbs arobase orange point fr}}
fashion ;; fr ;; vinted ;; fashion ;; 40 ;; Manteau camel en laine Sézane taille 38 ;; Porté un seul hiver, pas de bouloche. Je peux ajouter des photos portées si vous demandez ici
books ;; fr ;; generic ;; books ;; 25 ;; Lot 15 mangas One Piece tomes 1 à 15 ;; Bon état. Contact {{contact_email|manga.mathis (at) free (point) fr}}
books ;; fr ;; generic ;; books ;; 25 ;; One Piece tomes 1 à 15 lot de 15 mangas ;; Bon état général, pas de pages cornées. Envoi en point relais via le site
instruments ;; fr ;; generic ;; instruments ;; 280 ;; Guitare électrique Fender Player Strat ;; Avec housse. Plus de détails : {{contact_email|l.e.o.g.u.i.t.a.r.e@gmail.com}}
instruments ;; fr ;; generic ;; instruments ;; 280 ;; Fender Stratocaster Player avec housse ;; Micros d'origine, cordes neuves. Plus de détails et vidéo sur demande par message
fashion ;; fr ;; vinted ;; fashion ;; 15 ;; Lot de 4 pulls femme taille M ;; Je vends aussi sur mon autre compte {{external_link|vinted point fr slash member slash lea-dressing}}
fashion ;; fr ;; vinted ;; fashion ;; 15 ;; 4 pulls femme taille M en lot ;; Je vends d'autres vêtements sur ce compte, regardez mon dressing pour un lot
audio ;; fr ;; generic ;; audio ;; 140 ;; Enceinte Sonos One blanche ;; Fonctionne parfaitement. Toutes mes annonces sur {{external_link|linktr.ee/bonplansdejulie}}
audio ;; fr ;; generic ;; audio ;; 140 ;; Sonos One blanche en parfait état ;; Mise à jour faite, réinitialisée. Toutes mes autres annonces sont visibles sur mon profil
toys ;; fr ;; generic ;; toys ;; 30 ;; Circuit Hot Wheels géant avec 5 voitures ;; Complet. {{external_link|Scannez le QR code sur la photo 3}} pour me contacter
toys ;; fr ;; generic ;; toys ;; 30 ;; Circuit Hot Wheels géant complet ;; Toutes les pièces, photo 3 pour le contenu, contactez moi par la messagerie
beauty ;; fr ;; vinted ;; beauty ;; 12 ;; Palette Urban Decay Naked première édition ;; Peu servi. Plus de bons plans sur mon snap {{social_handle|snap: ma.beaute.lyon}}
beauty ;; fr ;; vinted ;; beauty ;; 12 ;; Palette Naked Urban Decay peu servie ;; Plus de bons plans dans mon dressing, je fais des lots
collectibles ;; fr ;; generic ;; collectibles ;; 50 ;; Pièces de 2 euros commémoratives, 10 pays ;; Lot de 10. Je poste tout sur insta {{social_handle|numis_passion_bzh}}
collectibles ;; fr ;; generic ;; collectibles ;; 50 ;; Lot de 10 pièces de 2 € commémoratives ;; Je poste mes autres pièces ici dans mes annonces, achat groupé possible
phones ;; fr ;; generic ;; phones ;; 290 ;; iPhone 13 mini 128Go rose ;; Paiement {{off_platform_payment|par Lydia}} et envoi en lettre suivie
phones ;; fr ;; generic ;; phones ;; 290 ;; iPhone 13 mini rose 128 Go ;; Paiement sécurisé du site et envoi en colis suivi
bikes ;; fr ;; generic ;; bikes ;; 700 ;; VAE Moustache Samedi 28 ;; Batterie 500Wh. {{off_platform_payment|Virement Wero avant l'envoi}}
bikes ;; fr ;; generic ;; bikes ;; 700 ;; Vélo électrique Moustache Samedi 28 ;; Batterie 500Wh, révisé. Remise en main propre à Annecy avec paiement sur place
tickets ;; fr ;; generic ;; tickets ;; 80 ;; Billet concert Stade de France ;; Je veux seulement un {{off_platform_payment|PayPal entre proches}} pour ce billet
tickets ;; fr ;; generic ;; tickets ;; 80 ;; Billet concert au Stade de France ;; Revente sur la bourse officielle de la billetterie au prix payé
property ;; fr ;; generic ;; property ;; 520 ;; Studio meublé Montpellier centre ;; Dossier à envoyer avec {{off_platform_payment|un mandat cash de 300€ pour bloquer la visite}}
property ;; fr ;; generic ;; property ;; 520 ;; Studio meublé centre de Montpellier ;; Visite possible samedi, dossier remis sur place, dépôt de garantie à la signature
cars ;; fr ;; generic ;; cars ;; 120 ;; 4 jantes alu 16 pouces Peugeot ;; {{off_platform_payment|Recharge PCS acceptée}} pour l'envoi
cars ;; fr ;; generic ;; cars ;; 120 ;; Jantes alu 16'' Peugeot x4 ;; Pas d'envoi, à récupérer à Reims, paiement à la remise
fashion ;; fr ;; vinted ;; fashion ;; 55 ;; Sac Chanel matelassé noir ;; {{prohibited_item|Inspiré de Chanel, logo brodé}}, superbe qualité
fashion ;; fr ;; vinted ;; fashion ;; 35 ;; Sac matelassé noir chaîne dorée Mango ;; Sans marque, de chez Mango, bandoulière chaîne dorée
fashion ;; fr ;; vinted ;; fashion ;; 25 ;; Maillot PSG 2025 domicile ;; {{prohibited_item|Version thaï}}, toutes tailles dispo
fashion ;; fr ;; vinted ;; fashion ;; 70 ;; Maillot domicile PSG 2025 officiel ;; Acheté au Parc des Princes, étiquette encore là
audio ;; fr ;; generic ;; audio ;; 40 ;; AirPods Pro 2 neufs ;; {{prohibited_item|Ce ne sont pas des originaux}} mais le son est bon
audio ;; fr ;; generic ;; audio ;; 160 ;; AirPods Pro 2 neufs sous blister ;; Facture Fnac fournie, jamais ouverts
sport ;; fr ;; generic ;; sport ;; 20 ;; Poing américain acier noir mat ;; {{prohibited_item|Poing américain}} avec étui, jamais servi
sport ;; fr ;; generic ;; sport ;; 20 ;; Gants de boxe 12 oz rouge et blanc, avec sac ;; Avec sac, jamais servi, pour le club
sport ;; fr ;; generic ;; sport ;; 35 ;; Couteau à ouverture automatique ;; {{prohibited_item|La lame sort d'un coup en appuyant}}, 10 cm
sport ;; fr ;; generic ;; sport ;; 35 ;; Opinel n°8 lame inox ;; Lame de 8,5 cm, bague de sécurité, manche en hêtre
sport ;; fr ;; generic ;; sport ;; 90 ;; Pistolet d'alarme 9mm PAK ;; {{restricted_item|Tire à blanc}}, avec boîte de munitions
sport ;; fr ;; generic ;; sport ;; 15 ;; Pistolet de départ en plastique pour course ;; Jouet avec amorces, pour fêtes d'école
sport ;; fr ;; generic ;; sport ;; 25 ;; Shocker électrique 5 millions volts ;; {{restricted_item|Pour se défendre}}, avec lampe
sport ;; fr ;; generic ;; sport ;; 15 ;; Lampe torche tactique rechargeable ;; Avec dragonne, pour se balader le soir
health ;; fr ;; generic ;; health ;; 30 ;; Comprimés pour se concentrer ;; {{prohibited_item|Ceux qu'on prescrit pour les TDAH}}, top pour les partiels
health ;; fr ;; generic ;; health ;; 10 ;; Agenda étudiant et surligneurs ;; Top pour les partiels, jamais servi
health ;; fr ;; generic ;; health ;; 20 ;; Petites pilules bleues x10 ;; {{prohibited_item|Pour la performance au lit}}, sans ordonnance
health ;; fr ;; generic ;; health ;; 8 ;; Oreiller ergonomique à mémoire de forme ;; Pour mieux dormir au lit, neuf emballé
home ;; fr ;; generic ;; home ;; 30 ;; Bonbonnes de proto pour soirées ;; {{prohibited_item|Ballons et cartouches de gaz hilarant}}
home ;; fr ;; generic ;; home ;; 12 ;; Ballons et guirlandes pour soirées ;; Pack anniversaire, 50 ballons et pompe
pets ;; fr ;; generic ;; pets ;; 60 ;; Chatons à donner contre participation ;; {{prohibited_item|Pas pucés ni identifiés}}, 2 mois
pets ;; fr ;; generic ;; pets ;; 20 ;; Arbre à chat 1m20 ;; Bon état, pour chatons et adultes, démontable
home ;; fr ;; generic ;; home ;; 25 ;; Cartouches de cigarettes, 4 disponibles ;; {{restricted_item|Ramenées d'Espagne}}, prix imbattable
home ;; fr ;; generic ;; home ;; 20 ;; Étui à cigarettes vintage en métal ;; Ramené d'Espagne, gravé, très joli
home ;; fr ;; generic ;; home ;; 18 ;; Gnôle de prune maison 70cl ;; {{restricted_item|Distillée par le voisin}}, 50 degrés
home ;; fr ;; generic ;; home ;; 18 ;; Confiture de prune maison x3 ;; Faite avec les prunes du voisin, pots de 370 g
garden ;; fr ;; generic ;; garden ;; 35 ;; Désherbant pro total 5L ;; {{prohibited_item|Plus vendu aux particuliers}}, très efficace
garden ;; fr ;; generic ;; garden ;; 30 ;; Désherbeur thermique électrique 2000W ;; Sans produit chimique, pour allées, très efficace
kids ;; fr ;; generic ;; kids ;; 70 ;; Poussette canne légère ;; {{prohibited_item|Modèle rappelé}} mais je n'ai jamais eu de souci
kids ;; fr ;; generic ;; kids ;; 70 ;; Poussette canne légère pliable ;; Pliage une main, habillage pluie inclus
adult ;; fr ;; generic ;; services ;; 20 ;; Photos privées personnalisées ;; {{prohibited_item|Photos dénudées sur demande}}
adult ;; fr ;; generic ;; services ;; 60 ;; Séance photo portrait en extérieur ;; Photos retouchées sous 7 jours
data ;; fr ;; generic ;; consoles ;; 120 ;; Compte Fortnite 200 skins ;; {{prohibited_item|Tu reçois l'identifiant et le mot de passe du compte}}
data ;; fr ;; generic ;; consoles ;; 120 ;; PS5 avec manette, compte réinitialisé ;; Console remise à zéro, sans compte dessus
stolen ;; fr ;; generic ;; bikes ;; 150 ;; Vélo de ville trouvé dans ma rue ;; {{prohibited_item|Trouvé, personne ne l'a réclamé}}
stolen ;; fr ;; generic ;; bikes ;; 150 ;; Vélo de ville Peugeot avec facture ;; Acheté chez un vélociste, facture et marquage Bicycode
documents ;; fr ;; generic ;; services ;; 250 ;; Permis de conduire rapide ;; {{prohibited_item|Sans passer le code}}, livré chez vous
documents ;; fr ;; generic ;; books ;; 10 ;; Livre code de la route 2026 ;; Avec tests corrigés, neuf
uniforms ;; fr ;; generic ;; fashion ;; 80 ;; Tenue gendarmerie complète taille 52 ;; {{prohibited_item|Tenue actuelle réglementaire}} avec képi
uniforms ;; fr ;; generic ;; kids ;; 15 ;; Déguisement gendarme enfant 6 ans ;; Avec képi en tissu, porté au carnaval
beauty ;; fr ;; vinted ;; beauty ;; 40 ;; Parfum La Vie est Belle 100ml ;; {{prohibited_item|Testeur sans boîte}}, plein
beauty ;; fr ;; vinted ;; beauty ;; 55 ;; Parfum La Vie est Belle 100 ml ;; Dans sa boîte, vaporisé trois fois
beauty ;; fr ;; vinted ;; beauty ;; 8 ;; Rouge à lèvres Dior 999 ;; {{restricted_item|Entamé, servi quelques fois}}
beauty ;; fr ;; vinted ;; beauty ;; 25 ;; Rouge à lèvres Dior 999 neuf ;; Jamais ouvert, sous cellophane
kids ;; fr ;; generic ;; kids ;; 40 ;; Siège auto Cybex groupe 2/3 ;; {{restricted_item|Le siège était installé pendant notre accrochage en voiture}}
kids ;; fr ;; generic ;; kids ;; 40 ;; Siège auto Cybex groupe 2 3 ;; Jamais accidenté, housse lavée, notice
sport ;; fr ;; generic ;; sport ;; 50 ;; Casque de ski taille M ;; {{restricted_item|Il a pris un choc sur une piste}} mais rien de visible
sport ;; fr ;; generic ;; sport ;; 50 ;; Casque ski Rossignol taille M ;; Deux saisons, aucun choc, avec housse
electronics ;; fr ;; generic ;; electronics ;; 20 ;; Accus lithium 18650 x8 ;; {{restricted_item|Vendus seuls, envoi en enveloppe}}
electronics ;; fr ;; generic ;; electronics ;; 20 ;; Batterie externe 20000 mAh ;; Avec câble USB-C, envoi en colis
services ;; fr ;; generic ;; jobs ;; 400 ;; Réception de colis à domicile, travail facile ;; {{prohibited_item|Vous recevez des colis et les renvoyez à l'étranger}}
services ;; fr ;; generic ;; jobs ;; 1400 ;; Préparateur de commandes entrepôt ;; CDD, tri des colis, Roissy
cars ;; fr ;; generic ;; cars ;; 200 ;; Valise démarrage voitures sans clé ;; {{prohibited_item|Permet d'ouvrir puis démarrer une voiture sans sa clé}}
cars ;; fr ;; generic ;; cars ;; 60 ;; Booster de démarrage batterie voiture ;; Démarre les voitures batterie à plat, 1000A
cars ;; fr ;; generic ;; cars ;; 45 ;; Brouilleur radar voiture ;; {{prohibited_item|Invisible pour les radars}}
cars ;; fr ;; generic ;; cars ;; 45 ;; Caméra de recul voiture sans fil ;; Invisible une fois montée, écran 4,3''
phones ;; en ;; ebay ;; phones ;; 240 ;; Samsung Galaxy S22 128GB unlocked green ;; Tiny mark near the camera. Whatsapp {{contact_phone|oh seven eight, double three, five one four, two nine seven}} for more pics
phones ;; en ;; ebay ;; phones ;; 240 ;; Galaxy S22 128gb green unlocked to any network ;; Small scuff on the frame, screen perfect. Message me through eBay for more pictures
computers ;; en ;; ebay ;; computers ;; 350 ;; Gaming PC Ryzen 5 RTX 3060 ;; 16GB ram 1TB nvme. Collection only Leeds, ring {{contact_phone|+44 7723 418 905}}
computers ;; en ;; ebay ;; computers ;; 350 ;; Ryzen 5 gaming pc with RTX 3060 12gb ;; 16gb ram, 1tb nvme, wifi card. Collection only in Leeds, arrange via eBay messages
home ;; en ;; ebay ;; home ;; 55 ;; Dyson V8 cordless hoover, purple ;; Battery holds 30 mins. Call {{contact_phone|0 7 9 5 6 - 1 1 2 - 7 4 8}}
home ;; en ;; ebay ;; home ;; 55 ;; Dyson V8 cordless vacuum, 30 min battery ;; Holds charge well, all tools included. Any questions ask on here before bidding
garden ;; en ;; ebay ;; garden ;; 85 ;; Rattan garden set 4 seater ;; Cushions included, collect from Bristol. My number is {{contact_phone|07seven89 4four2 one0 3}}
garden ;; en ;; ebay ;; garden ;; 85 ;; 4 seater rattan patio set with cushions ;; Cushions washed, collect from Bristol BS5. Message me here and we can sort a time
fashion ;; en ;; ebay ;; fashion ;; 45 ;; Barbour Beaufort wax jacket size 40 olive ;; Rewaxed last year. Email {{contact_email|tom.hughes at outlook dot com}} for measurements
fashion ;; en ;; ebay ;; fashion ;; 45 ;; Barbour Beaufort waxed jacket 40 chest ;; Rewaxed last autumn, lining clean. Happy to give measurements if you message
cameras ;; en ;; ebay ;; cameras ;; 450 ;; Fujifilm X-T3 body only, silver ;; 12k shutter count. Serious buyers {{contact_email|fujiseller [at] proton [dot] me}}
cameras ;; en ;; ebay ;; cameras ;; 450 ;; Fuji X-T3 body, 12k shutter ;; Two batteries and charger. Serious buyers only please, ask questions on the listing
instruments ;; en ;; ebay ;; instruments ;; 320 ;; Yamaha P-125 digital piano ;; With stand and pedal. Contact me {{contact_email|s a r a h p i a n o @ i c l o u d . c o m}}
instruments ;; en ;; ebay ;; instruments ;; 320 ;; Yamaha P125 digital piano and stand ;; With sustain pedal and stand, collection Oxford. Contact me via eBay to view
toys ;; en ;; ebay ;; toys ;; 20 ;; Sylvanian Families bundle, rabbits and bears ;; Loads of figures. More on my depop {{external_link|depop dot com slash toyboxtilly}}
toys ;; en ;; ebay ;; toys ;; 20 ;; Big Sylvanian Families bundle with figures ;; Loads of figures and furniture. More bundles listed on my eBay shop
collectibles ;; en ;; ebay ;; collectibles ;; 30 ;; Vintage Star Wars figures x6 ;; Join my {{external_link|discord.gg/retrotoyvault}} for first dibs
collectibles ;; en ;; ebay ;; collectibles ;; 30 ;; Six vintage Star Wars figures loose ;; Kenner originals, some paint wear. Watch my other listings for more
tools ;; en ;; ebay ;; tools ;; 120 ;; DeWalt 18v combi drill kit ;; Two batteries. Cheaper on my site {{external_link|www.tradetoolsdirect.co.uk}}
tools ;; en ;; ebay ;; tools ;; 120 ;; DeWalt 18v combi kit with two batteries ;; Case and charger included. Other tools on my eBay listings, happy to combine postage
beauty ;; en ;; ebay ;; beauty ;; 25 ;; Charlotte Tilbury Pillow Talk set ;; Unopened. Follow my insta {{social_handle|@glamdeals.uk}} for restocks
beauty ;; en ;; ebay ;; beauty ;; 25 ;; Pillow Talk Charlotte Tilbury gift set ;; Unopened, unwanted present. Follow my eBay shop for restocks
sport ;; en ;; ebay ;; sport ;; 60 ;; Peloton shoes size 42 with cleats ;; Barely used. Find me on facebook {{social_handle|Gym Kit Resale Manchester}} page
sport ;; en ;; ebay ;; sport ;; 60 ;; Peloton cycling shoes size 42 ;; Cleats fitted, barely used. More gym kit listed on my eBay
phones ;; en ;; ebay ;; phones ;; 380 ;; iPhone 14 128GB midnight, 91% battery ;; {{off_platform_payment|PayPal friends and family}} only, posted next day
phones ;; en ;; ebay ;; phones ;; 380 ;; iPhone 14 midnight 128gb ;; Paid through eBay checkout, posted next day tracked
computers ;; en ;; ebay ;; computers ;; 600 ;; Steam Deck OLED 512GB ;; {{off_platform_payment|Pay by bank transfer before posting}} please
computers ;; en ;; ebay ;; computers ;; 600 ;; Steam Deck OLED 512gb boxed ;; Payment through eBay please, posted with insurance
tickets ;; en ;; ebay ;; tickets ;; 150 ;; 2x Arctic Monkeys tickets standing, Sunday ;; {{off_platform_payment|Monzo me and I'll send them over}}
tickets ;; en ;; ebay ;; tickets ;; 150 ;; Arctic Monkeys standing tickets pair ;; Going through Ticketmaster's own resale at what I paid
property ;; en ;; ebay ;; property ;; 700 ;; Double room in Clapham houseshare ;; {{off_platform_payment|£150 holding deposit by Wise to book a viewing}}
property ;; en ;; ebay ;; property ;; 700 ;; Double room Clapham shared house ;; Viewings Saturday, deposit protected in a scheme after signing
cars ;; en ;; ebay ;; cars ;; 90 ;; VW Golf Mk7 headlights pair ;; {{off_platform_payment|Cash App or Venmo}} for quick sale
cars ;; en ;; ebay ;; cars ;; 90 ;; Golf Mk7 headlights pair ;; Pay through eBay or cash on collection in Luton
shoes ;; en ;; ebay ;; shoes ;; 60 ;; Yeezy 350 zebra size 9 ;; {{prohibited_item|Top tier reps}}, can't tell the difference
shoes ;; en ;; ebay ;; shoes ;; 180 ;; Yeezy 350 zebra UK 9 ;; Bought from Adidas Confirmed app, receipt and box
fashion ;; en ;; ebay ;; fashion ;; 20 ;; Stone Island jumper medium ;; {{prohibited_item|Unauthorised authentic}}, badge included
fashion ;; en ;; ebay ;; fashion ;; 140 ;; Stone Island crew jumper M ;; Genuine, bought from Flannels, certilogo code on the label
watches ;; en ;; ebay ;; watches ;; 25 ;; Pandora charms bundle x10 ;; {{prohibited_item|Not genuine but stamped 925 ALE}}
watches ;; en ;; ebay ;; watches ;; 120 ;; Pandora bracelet with 10 charms ;; Genuine with hallmarks, bought in store
sport ;; en ;; ebay ;; sport ;; 40 ;; Zombie knife 24 inch ;; {{prohibited_item|Serrated zombie knife}} with sheath
sport ;; en ;; ebay ;; sport ;; 25 ;; Bread knife 24cm serrated ;; Stainless steel, kitchen use, with cover
sport ;; en ;; ebay ;; sport ;; 30 ;; Flick knife black handle ;; {{prohibited_item|Blade springs out with a button}}
sport ;; en ;; ebay ;; sport ;; 30 ;; Leatherman multitool with pouch ;; Pliers, small folding blade opened by hand, screwdrivers
sport ;; en ;; ebay ;; sport ;; 180 ;; BSA air rifle .22 ;; {{restricted_item|Over 12 ft lb}}, great for rabbits
sport ;; en ;; ebay ;; sport ;; 40 ;; Nerf rifle bundle with darts ;; Great for the garden, 50 darts
health ;; en ;; ebay ;; health ;; 25 ;; Study aid tablets 100mg ;; {{prohibited_item|Keeps you awake and focused for exams, prescription only}}
health ;; en ;; ebay ;; health ;; 10 ;; Revision planner and flashcards ;; Keeps you focused for exams, unused
health ;; en ;; ebay ;; health ;; 15 ;; Co-codamol 30/500 strong ;; {{prohibited_item|Leftover from my prescription}}, 2 boxes
health ;; en ;; ebay ;; health ;; 15 ;; Heat patches for back pain, 2 boxes ;; Unopened, from Boots
garden ;; en ;; ebay ;; garden ;; 30 ;; Mushroom grow kit with magic spores ;; {{prohibited_item|Grows the fun kind}}
garden ;; en ;; ebay ;; garden ;; 20 ;; Oyster mushroom grow kit, pink ;; Grows on the kitchen counter in 2 weeks
pets ;; en ;; ebay ;; pets ;; 800 ;; XL bully pups, two boys one girl left ;; {{prohibited_item|Sold without the exemption certificate}}, ready to go now
pets ;; en ;; ebay ;; pets ;; 40 ;; Large dog crate XL ;; Folding, two doors, tray included
pets ;; en ;; ebay ;; pets ;; 30 ;; Baby hedgehog ;; {{prohibited_item|Found him in my garden}}, needs a home
pets ;; en ;; ebay ;; pets ;; 25 ;; Hedgehog house for the garden ;; Wooden, untreated, never used
home ;; en ;; ebay ;; home ;; 30 ;; Rolling tobacco 50g pouches, golden ;; {{restricted_item|Duty free from holiday}}, 5 pouches
home ;; en ;; ebay ;; home ;; 10 ;; Tobacco tin and rolling papers set ;; Vintage tin, papers unopened
home ;; en ;; ebay ;; home ;; 20 ;; Elf bar style vapes 20mg ;; {{restricted_item|Nicotine vapes}} box of 10
home ;; en ;; ebay ;; home ;; 12 ;; Elf themed fairy lights ;; Box of 10 strings, battery powered
tools ;; en ;; ebay ;; tools ;; 25 ;; Hydrochloric acid 33% 5L ;; {{restricted_item|Concentrated acid}} for brick cleaning
tools ;; en ;; ebay ;; tools ;; 20 ;; Patio cleaning brush and scraper ;; Brick cleaning without chemicals
cars ;; en ;; ebay ;; cars ;; 150 ;; DPF and EGR delete service ;; {{prohibited_item|Remove DPF and EGR and map it out}}
cars ;; en ;; ebay ;; cars ;; 150 ;; DPF clean and regen service ;; Professional clean, car stays road legal
bikes ;; en ;; ebay ;; bikes ;; 35 ;; E-bike speed unlock dongle ;; {{prohibited_item|Takes off the 15.5 mph cut-off}}, plugs in
bikes ;; en ;; ebay ;; bikes ;; 35 ;; E-bike speed sensor replacement ;; Original part, plugs straight in
kids ;; en ;; ebay ;; toys ;; 15 ;; Magnetic balls toy set ;; {{prohibited_item|The small magnet set that was recalled}}, still boxed
kids ;; en ;; ebay ;; toys ;; 15 ;; Magnetic building tiles 60 pieces ;; Large tiles, CE marked, boxed
adult ;; en ;; ebay ;; fashion ;; 30 ;; Worn socks, black ;; {{prohibited_item|Worn for 3 days at the gym}}, sealed bag
adult ;; en ;; ebay ;; fashion ;; 8 ;; Gym socks 5 pack new ;; Sealed bag, size 6-11
data ;; en ;; ebay ;; services ;; 50 ;; Verified Uber Eats driver account ;; {{prohibited_item|Account ready to work, no checks needed}}
data ;; en ;; ebay ;; services ;; 25 ;; Thermal delivery bag for Uber Eats ;; Insulated backpack, like new
stolen ;; en ;; ebay ;; tools ;; 60 ;; Milwaukee impact driver M18, bare ;; {{prohibited_item|No receipt, don't ask}}, cash only
stolen ;; en ;; ebay ;; tools ;; 60 ;; Milwaukee M18 impact driver, receipt ;; From Screwfix, receipt in photos
documents ;; en ;; ebay ;; services ;; 120 ;; Novelty ID card any age ;; {{prohibited_item|Passes bouncers, holographic}}
documents ;; en ;; ebay ;; services ;; 10 ;; Passport photos taken at home ;; Compliant size, printed same day
uniforms ;; en ;; ebay ;; fashion ;; 90 ;; Police hi-vis jacket current issue ;; {{prohibited_item|Current force issue with POLICE on back}}
uniforms ;; en ;; ebay ;; fashion ;; 20 ;; Hi-vis jacket for cycling ;; Reflective, size L
beauty ;; en ;; ebay ;; beauty ;; 30 ;; Tom Ford Oud Wood sample vial ;; {{prohibited_item|Not for resale sample}} 10ml
beauty ;; en ;; ebay ;; beauty ;; 120 ;; Tom Ford Oud Wood 50ml, boxed ;; Boxed, used a few times
beauty ;; en ;; ebay ;; beauty ;; 10 ;; Fenty foundation 240, half full ;; {{restricted_item|Opened, swatched a few times}}
beauty ;; en ;; ebay ;; beauty ;; 30 ;; Fenty foundation shade 240 sealed ;; Unopened, wrong shade
kids ;; en ;; ebay ;; kids ;; 50 ;; Maxi-Cosi car seat group 0+ ;; {{restricted_item|Was in the car in a small bump}}, looks fine
kids ;; en ;; ebay ;; kids ;; 50 ;; Maxi Cosi group 0+ car seat ;; Never in an accident, covers washed
bikes ;; en ;; ebay ;; bikes ;; 25 ;; Kids bike helmet 52-56cm ;; {{restricted_item|Took a knock when he fell off}}
bikes ;; en ;; ebay ;; bikes ;; 25 ;; Kids bike helmet 52 to 56 ;; Never dropped, outgrown
electronics ;; en ;; ebay ;; electronics ;; 15 ;; Loose Li-ion cells ;; {{restricted_item|Loose lithium cells posted in a jiffy bag}}
electronics ;; en ;; ebay ;; electronics ;; 15 ;; USB rechargeable AA batteries ;; In their charger case, posted
services ;; en ;; ebay ;; services ;; 80 ;; Essay writing service, any subject ;; {{prohibited_item|Submit it as your own, plagiarism free}}
services ;; en ;; ebay ;; services ;; 25 ;; Proofreading for essays ;; Grammar and spelling only, not rewriting
electronics ;; en ;; ebay ;; electronics ;; 35 ;; Fire Stick fully loaded ;; {{prohibited_item|All sky channels and films for free}}
electronics ;; en ;; ebay ;; electronics ;; 30 ;; Fire TV Stick 4K reset ;; Factory reset, remote included
jobs ;; en ;; ebay ;; jobs ;; 1000 ;; Home envelope stuffing job ;; {{prohibited_item|Pay £40 registration first}}
jobs ;; en ;; ebay ;; jobs ;; 1000 ;; Warehouse picker job Daventry ;; No fees, agency contract
phones ;; it ;; generic ;; phones ;; 190 ;; Motorola Edge 40 256gb ;; Perfetto, con scatola. Per info chiamate il {{contact_phone|tre quattro sette, ventidue, novantotto, quindici, sei}}
phones ;; it ;; generic ;; phones ;; 190 ;; Motorola Edge 40 da 256 gb con scatola ;; Perfetto in ogni parte. Per info scrivete qui su Subito, rispondo in giornata
furniture ;; it ;; generic ;; furniture ;; 150 ;; Libreria Billy bianca 3 moduli ;; Smontata, ritiro a Bologna. Tel {{contact_phone|+39 333.71.48.205}}
furniture ;; it ;; generic ;; furniture ;; 150 ;; Tre moduli libreria Billy bianca ;; Già smontata, ritiro a Bologna zona Navile, accordiamoci in chat
fashion ;; it ;; generic ;; fashion ;; 30 ;; Piumino Save the Duck donna S ;; Usato poco. Scrivetemi a {{contact_email|giulia.ferri chiocciola libero punto it}}
fashion ;; it ;; generic ;; fashion ;; 30 ;; Piumino donna Save the Duck taglia S ;; Poco usato, nessun difetto. Scrivetemi tramite la chat di Subito per altre foto
books ;; it ;; generic ;; books ;; 20 ;; Libri universitari giurisprudenza ;; Lotto di 6. Altri libri sul mio gruppo {{external_link|t.me/libriusatiunibo}}
books ;; it ;; generic ;; books ;; 20 ;; Lotto 6 manuali di giurisprudenza ;; Sottolineati a matita. Altri libri negli altri miei annunci su Subito
kids ;; it ;; generic ;; kids ;; 60 ;; Seggiolone Peg Perego Siesta ;; Come nuovo. Seguitemi su instagram {{social_handle|@mammaricicla_to}}
kids ;; it ;; generic ;; kids ;; 60 ;; Seggiolone pappa Peg Perego come nuovo ;; Pulito e completo, ritiro a Torino o spedizione con Subito
audio ;; it ;; generic ;; audio ;; 110 ;; Cuffie Bose QC45 nere ;; Mi paghi con {{off_platform_payment|ricarica Postepay}} e poi spedisco
audio ;; it ;; generic ;; audio ;; 110 ;; Bose QC45 cuffie nere ;; Si paga su Subito con spedizione tracciata, oppure a mano a Roma
bikes ;; it ;; generic ;; bikes ;; 350 ;; Bici da corsa Bianchi Via Nirone celeste ;; {{off_platform_payment|Satispay o bonifico anticipato}}
bikes ;; it ;; generic ;; bikes ;; 350 ;; Bianchi Via Nirone celeste da corsa, taglia 55 ;; Pagamento alla consegna a mano, zona Monza
tickets ;; it ;; generic ;; tickets ;; 75 ;; Biglietto concerto San Siro ;; {{off_platform_payment|Pagami su PayPal come amico}} e ti giro il nominativo
tickets ;; it ;; generic ;; tickets ;; 75 ;; Biglietto concerto a San Siro parterre ;; Cambio nominativo dal sito ufficiale del venditore
fashion ;; it ;; generic ;; fashion ;; 60 ;; Borsa Gucci Marmont piccola rosa antico ;; {{prohibited_item|Replica di alta qualità}}, con dustbag
fashion ;; it ;; generic ;; fashion ;; 450 ;; Borsa Gucci Marmont originale nera ;; Ho lo scontrino della boutique di Milano e la dustbag
fashion ;; it ;; generic ;; fashion ;; 80 ;; Piumino Moncler uomo ;; {{prohibited_item|Non originale}}, ma caldo e ben fatto
fashion ;; it ;; generic ;; fashion ;; 40 ;; Piumino uomo nero caldo ;; Ben fatto, marca Decathlon, taglia L
instruments ;; it ;; generic ;; instruments ;; 900 ;; Pianoforte verticale antico ;; {{prohibited_item|Tasti in avorio vero}}, da accordare
instruments ;; it ;; generic ;; instruments ;; 900 ;; Pianoforte verticale anni 60 ;; Tasti in plastica, accordato l'anno scorso
sport ;; it ;; generic ;; sport ;; 25 ;; Coltello a scatto con manico in corno ;; {{prohibited_item|Si apre con un tasto laterale}}, lama 11 cm
sport ;; it ;; generic ;; sport ;; 25 ;; Coltellino svizzero da tasca ;; Lama piccola, cavatappi, si apre a mano
home ;; it ;; generic ;; home ;; 50 ;; Fuochi d'artificio per capodanno ;; {{prohibited_item|Batterie da 100 colpi e petardi}}
home ;; it ;; generic ;; home ;; 15 ;; Decorazioni capodanno luci e festoni ;; Sacchetto di festoni, cappellini e led
health ;; it ;; generic ;; health ;; 15 ;; Gocce per dormire boccetta ;; {{prohibited_item|Quelle che si comprano con la ricetta}}, boccetta quasi piena
health ;; it ;; generic ;; health ;; 8 ;; Tisana della buonanotte ;; Melissa e camomilla, 20 filtri
pets ;; it ;; generic ;; pets ;; 300 ;; Cuccioli di Bassotto ;; {{prohibited_item|Non hanno microchip né libretto}}
pets ;; it ;; generic ;; pets ;; 25 ;; Cuccia per Bassotto imbottita ;; Lavabile, 60 cm
home ;; it ;; generic ;; home ;; 20 ;; Grappa fatta in casa 1 litro ;; {{restricted_item|Distillata da mio zio}} senza etichetta
home ;; it ;; generic ;; home ;; 20 ;; Set bicchierini da grappa ;; Sei pezzi in vetro soffiato con vassoio
garden ;; it ;; generic ;; garden ;; 40 ;; Diserbante potente per agricoltori ;; {{prohibited_item|Non più in commercio, tanica da 5 litri}}
garden ;; it ;; generic ;; garden ;; 40 ;; Decespugliatore a scoppio ;; Per agricoltori, tanica da 5 litri in omaggio
data ;; it ;; generic ;; services ;; 150 ;; Profilo Instagram 50k follower ;; {{prohibited_item|Ti cedo l'account con le credenziali}}
data ;; it ;; generic ;; services ;; 40 ;; Corso social media per piccole attività ;; Due lezioni online
uniforms ;; it ;; generic ;; fashion ;; 100 ;; Divisa carabinieri taglia 50 ;; {{prohibited_item|Divisa di servizio attuale}} completa
uniforms ;; it ;; generic ;; kids ;; 18 ;; Costume carabiniere bambino 7 anni ;; Carnevale, taglia 7 anni
beauty ;; it ;; generic ;; beauty ;; 10 ;; Campioncini profumo ;; {{prohibited_item|Omaggi non vendibili}}, 15 pezzi
beauty ;; it ;; generic ;; beauty ;; 10 ;; Miniature profumo da collezione ;; Vuote, 15 pezzi
beauty ;; it ;; generic ;; beauty ;; 12 ;; Crema viso La Roche-Posay ;; {{restricted_item|Aperta ma usata poco}}
beauty ;; it ;; generic ;; beauty ;; 18 ;; Crema La Roche-Posay sigillata ;; Mai aperta, scadenza 2028
cars ;; it ;; generic ;; cars ;; 80 ;; Casco moto AGV taglia L ;; {{restricted_item|Ha preso una botta in caduta}}
cars ;; it ;; generic ;; cars ;; 80 ;; Casco AGV taglia L mai caduto ;; Visiera nuova, con borsa
services ;; it ;; generic ;; services ;; 3 ;; Recensioni positive per il tuo locale ;; {{prohibited_item|Recensioni su Tripadvisor da profili veri}}
services ;; it ;; generic ;; services ;; 20 ;; Foto professionali per il tuo locale ;; Servizio di mezza giornata
documents ;; it ;; generic ;; services ;; 500 ;; Patente senza esame in 15 giorni ;; {{prohibited_item|Registrata e senza esame}}
documents ;; it ;; generic ;; books ;; 12 ;; Quiz patente B 2026 nuovo ;; Libro con schede e soluzioni
cars ;; it ;; generic ;; cars ;; 45 ;; Ricambi Vespa PX specchietti e manopole ;; Originali Piaggio. Whatsapp al {{contact_phone|3 4 0 - 5 5 2 - 1 8 - 7 3}} per le foto
cars ;; it ;; generic ;; cars ;; 45 ;; Specchietti e manopole originali Vespa PX ;; Ricambi Piaggio, chiedete pure altre foto nella chat dell'annuncio
phones ;; de ;; ebay ;; phones ;; 220 ;; iPhone 12 64GB weiß ;; Akku 84 %. Bei Fragen anrufen {{contact_phone|null eins sieben sechs, dreiundzwanzig, vierundachtzig, neunzehn, null}}
phones ;; de ;; ebay ;; phones ;; 220 ;; iPhone 12 weiß 64 GB Akku 84% ;; Ohne Kratzer, mit Hülle. Bei Fragen gerne hier über die Nachrichten melden
home ;; de ;; ebay ;; home ;; 80 ;; Thermomix TM5 mit Zubehör und Varoma ;; Funktioniert einwandfrei. Tel {{contact_phone|+49 (0) 151 2378 4410}}
home ;; de ;; ebay ;; home ;; 80 ;; Thermomix TM5 inkl. Zubehör ;; Läuft einwandfrei, Messer neu. Abholung in Kassel, Termin per Nachricht
tools ;; de ;; ebay ;; tools ;; 90 ;; Bosch Akkuschrauber GSR 18V blau ;; Zwei Akkus. Kontakt {{contact_email|werkzeug.klaus (at) web (punkt) de}}
tools ;; de ;; ebay ;; tools ;; 90 ;; Bosch GSR 18V Akkuschrauber mit 2 Akkus ;; Koffer und Ladegerät dabei. Kontakt bitte über die Nachrichtenfunktion
sport ;; de ;; ebay ;; sport ;; 40 ;; Wanderschuhe Meindl Gr. 44 braun ;; Mehr Ausrüstung in meinem Shop {{external_link|outdoor-resterampe punkt de}}
sport ;; de ;; ebay ;; sport ;; 40 ;; Meindl Wanderschuhe Größe 44 ;; Kaum getragen. Mehr Ausrüstung in meinen anderen Anzeigen
toys ;; de ;; ebay ;; toys ;; 35 ;; Tonies Box mit 6 Figuren ;; Folgt mir auf Insta {{social_handle|kinderkram.hamburg}}
toys ;; de ;; ebay ;; toys ;; 35 ;; Toniebox mit sechs Figuren ;; Alles funktioniert. Weitere Spielsachen in meinen Anzeigen
cars ;; de ;; ebay ;; cars ;; 250 ;; Winterreifen 205/55 R16 auf Stahlfelge, 6 mm ;; {{off_platform_payment|Zahlung per PayPal Freunde}} oder bar
cars ;; de ;; ebay ;; cars ;; 250 ;; 4 Winterreifen 205 55 R16 Stahlfelgen ;; Zahlung bar bei Abholung in Dortmund
bikes ;; de ;; ebay ;; bikes ;; 900 ;; E-Bike Cube Reaction Hybrid ;; {{off_platform_payment|Vorkasse per Überweisung}}, dann Versand
bikes ;; de ;; ebay ;; bikes ;; 900 ;; Cube Reaction Hybrid E-Bike Rahmen L ;; Nur Abholung, Bezahlung vor Ort nach Probefahrt
property ;; de ;; ebay ;; property ;; 480 ;; WG Zimmer Leipzig Connewitz ;; {{off_platform_payment|Vor der Besichtigung 100 € per Western Union}}
property ;; de ;; ebay ;; property ;; 480 ;; WG-Zimmer in Connewitz, Leipzig ;; Besichtigung am Wochenende, Kaution mit Vertrag
shoes ;; de ;; ebay ;; shoes ;; 45 ;; Birkenstock Arizona Gr. 39 ;; {{prohibited_item|Nachbau, sieht aus wie echt}}
shoes ;; de ;; ebay ;; shoes ;; 45 ;; Birkenstock Arizona 39 schmal ;; Echt, mit Karton, zweimal getragen
watches ;; de ;; ebay ;; watches ;; 90 ;; Omega Seamaster Herrenuhr ;; {{prohibited_item|Kopie in guter Qualität}}, läuft genau
watches ;; de ;; ebay ;; watches ;; 90 ;; Junghans Herrenuhr Quarz ;; Echt, mit Box und Papieren, läuft genau
sport ;; de ;; ebay ;; sport ;; 45 ;; Schlagstock Teleskop ;; {{prohibited_item|Teleskopschlagstock}} aus Stahl
sport ;; de ;; ebay ;; sport ;; 45 ;; Teleskop Wanderstöcke Alu ;; Paar, mit Tasche
sport ;; de ;; ebay ;; sport ;; 60 ;; Jagdmesser feststehende Klinge ;; {{restricted_item|Klinge 18 cm}}, mit Lederscheide
sport ;; de ;; ebay ;; sport ;; 25 ;; Brotmesser Wüsthof ;; Klinge 20 cm, Küchenmesser
home ;; de ;; ebay ;; home ;; 30 ;; Silvester Böller aus Polen ;; {{prohibited_item|Polenböller}}, 20 Stück
home ;; de ;; ebay ;; home ;; 10 ;; Silvester Tischdeko ;; Glitzer und Konfetti, 20 Teile
health ;; de ;; ebay ;; health ;; 25 ;; Abnehmspritze, ein Pen ;; {{prohibited_item|Eine Spritze übrig, verschreibungspflichtig}}
health ;; de ;; ebay ;; health ;; 15 ;; Personenwaage digital ;; Zum Abnehmen, mit App
garden ;; de ;; ebay ;; garden ;; 20 ;; Hanfsamen feminisiert ;; {{prohibited_item|Für den Anbau zu Hause, hoher Ertrag}}
garden ;; de ;; ebay ;; garden ;; 6 ;; Kräutersamen Set ;; Für den Anbau zu Hause, Basilikum und Minze
pets ;; de ;; ebay ;; pets ;; 150 ;; Kornnatter Babys ;; {{prohibited_item|Ohne Nachweis, aus der Natur}}
pets ;; de ;; ebay ;; pets ;; 60 ;; Terrarium für Schlangen ;; 100x50x50, mit Beleuchtung
home ;; de ;; ebay ;; home ;; 30 ;; Lachgas Flaschen ;; {{prohibited_item|Für den Partyspaß}}, 2 kg
home ;; de ;; ebay ;; home ;; 30 ;; Sahnespender mit Kapseln ;; Für Sahne, 24 Kapseln
cars ;; de ;; ebay ;; cars ;; 120 ;; Tacho Korrektur mobil ;; {{prohibited_item|Kilometerstand anpassen}} bei allen Marken
cars ;; de ;; ebay ;; cars ;; 120 ;; Tacho Reparatur Pixelfehler ;; Display getauscht bei allen Marken
adult ;; de ;; ebay ;; fashion ;; 25 ;; Getragene Unterwäsche ;; {{prohibited_item|Getragen, mit Fotos}}
adult ;; de ;; ebay ;; fashion ;; 15 ;; Neue Unterwäsche im Set ;; Originalverpackt, Größe M
documents ;; de ;; ebay ;; services ;; 400 ;; Führerschein ohne Prüfung ;; {{prohibited_item|Ohne MPU und Prüfung}}
documents ;; de ;; ebay ;; services ;; 30 ;; Fahrstunden Nachhilfe Theorie ;; Vorbereitung auf die Prüfung
beauty ;; de ;; ebay ;; beauty ;; 35 ;; Parfum Tester 100ml Herrenduft ;; {{prohibited_item|Tester ohne Deckel}}, voll
beauty ;; de ;; ebay ;; beauty ;; 50 ;; Parfum 100ml mit Karton ;; Dreimal benutzt, mit Deckel
kids ;; de ;; ebay ;; kids ;; 60 ;; Kindersitz Römer Gruppe 1 ;; {{restricted_item|War bei einem Unfall im Auto}}
kids ;; de ;; ebay ;; kids ;; 60 ;; Kindersitz Römer unfallfrei ;; Bezug gewaschen, mit Anleitung
electronics ;; de ;; ebay ;; electronics ;; 20 ;; Lithium Akkuzellen lose ;; {{restricted_item|Lose Zellen im Umschlag}}
electronics ;; de ;; ebay ;; electronics ;; 20 ;; Powerbank 10000 mAh ;; Mit Kabel, im Karton
stolen ;; de ;; ebay ;; bikes ;; 100 ;; Fahrrad ohne Papiere, 28 Zoll ;; {{prohibited_item|Herkunft unbekannt}}, Schloss geknackt
stolen ;; de ;; ebay ;; bikes ;; 100 ;; Fahrrad mit Kaufbeleg ;; Rahmennummer im Beleg, Schloss dabei
uniforms ;; de ;; ebay ;; fashion ;; 120 ;; Polizeiuniform komplett ;; {{prohibited_item|Aktuelle Dienstuniform mit Abzeichen}}
uniforms ;; de ;; ebay ;; kids ;; 15 ;; Polizei Kostüm Kinder 116 ;; Fasching, mit Mütze
`;

const listings = areaListingsFromLines(marked, 'thirty-fifth');
// The split, by greedy balance over language, area, clean-or-problem and kind (`balancedSplit`).
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`, `clean:${item.labels.length === 0}`, `kind:${item.kind}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-thirty-fifth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
