import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-thirty-second.json: a thirty-second labelled set for issue 19, written by hand on 2026-11-30
 * by a writer who changes no rule (stop 52, task 52w), as the session's final unseen measure (its holdout part). Its writer
 * read no rule code, lexicon or brand table, no README rules table and no earlier set's records — only the thirty-first
 * listing writer's header (its first 105 lines) and its last 8 lines, the line parser (`areaListingsFromLines`),
 * `balancedSplit`, the scorer (evasion-quality.ts), the contract's flag codes and profiles, and issue 19.
 * 464 listings (one listing weighs about 0.43 point of a part): PT 94, ES 90, FR 90, EN 90, IT 50, DE 50; 232 clean (50 %:
 * every problem has its clean twin, so the clean share sits at a half rather than the asked 45 %), 232 with one problem
 * each (232 labels: prohibited item 114, restricted item 32, off-site payment 26, phone 22, social handle 15, link 12,
 * e-mail 11; by kind item 146, contact and payment moved off the site 86 — a little over a third). Profiles: olx-pt (PT),
 * vinted (PT and FR fashion, shoes, kids and beauty), wallapop (ES), generic (FR, IT), ebay (EN, DE).
 * Areas (28, a general marketplace's categories): phones, computers, fashion, shoes, home, furniture, kids, toys, books,
 * sport, bikes, cars, tools, garden, beauty, watches, cameras, audio, instruments, pets, collectibles, tickets, services,
 * jobs, property, health, adult, data; every area has problems and clean twins, most in several languages.
 * Written as sellers write on the big second-hand sites of each country: short titles and longer descriptions, missing
 * accents and umlauts, shorthand, emoji, prices, sizes and measurements, shipping, hand-over and collection talk.
 * Contact moved off the site, in the evasion kinds issue 19 lists: numbers in words with tens (and mixed with digits, and
 * digit groups split by slashes), spaced, dashed, slashed and dotted digit groups, national and international forms (with
 * "+", with "00", with a bracketed trunk zero), look-alike letters for digits, circled, full-width and other scripts'
 * digits; e-mails with the local words for "at" and "dot", in brackets and parentheses, spaced around the symbols, and with
 * a space between every character; chat links to a number, a QR code pointing to a chat, a link shortener, a link-list
 * page, a member page on another resale site, a site builder's page and a shop's or classifieds site's address written
 * with the local words for "dot" and "slash"; handles on the usual photo, chat, short-video, video, messaging and social
 * networks (with and without "@", after an arrow emoji, a network's page or channel by name, a contact name to search in a
 * chat app); payment apps and methods by name in each country (instant-payment apps, friends-and-family transfers,
 * neobanks, prepaid cards and cash vouchers, money-transfer offices, gift-card codes, bank transfers before shipping,
 * collection or a visit).
 * Items, in ordinary words and often by purpose or means only: counterfeits said every way (by quality grade, as a copy,
 * a one-to-one or clone version, by denial of originality, as inspired by, with the logo kept, a fan version, stand-in
 * cards, a mocking spelling), switchblade and butterfly knives, knuckle-dusters, a long curved sword, fixed-blade hunting
 * knives, a sharpened bayonet, air rifles above the free limit, blank-firing pistols, a crossbow with hunting points,
 * defence spray, shotgun cartridges, fireworks, prescription sleep, anxiety, attention, slimming, antibiotic, potency and
 * pet medicines, anabolic steroids, cannabis seeds by their use, young animals without identification or the papers a
 * dangerous breed needs, wild-caught birds and a wild tortoise, ivory, tobacco brought from abroad, disposable nicotine
 * vapes, home-distilled spirits, banned weed, slug and rat killers, strong acid, a full gas bottle, odometer, emission
 * and AdBlue cheats, e-bike and scooter de-restriction, keyless-theft tools, radar and signal jammers, false number
 * plates, a forged inspection sticker and insurance disc, a shock collar, adult services, worn underwear, intimate images
 * and videos, customer files and accounts with their login, pirated TV and streaming, copied course books and
 * audiobooks, a console loaded with downloaded games, resold licence keys, found or unexplained goods (including a
 * found locked phone, a blacklisted phone, an e-bike without its account), a named ticket resold by swapping the photo,
 * a driving licence without the exam, current uniforms and a police vest, hate-symbol militaria, testers and
 * not-for-resale samples, opened cosmetics and a used breast pump, second-hand child seats and helmets after a knock
 * or a fall, recalled baby goods, loose lithium cells, a covert camera, and services that deceive (work submitted as
 * one's own, exams sat for another, paid reviews, forged references, a lent address for a company, parcel forwarding
 * for strangers, jobs that ask a fee first).
 * Clean twins, one per problem, in similar words and the same language: the same object for an innocent use, new and
 * sealed, with proof of purchase, a costume, a toy, a trainer or an accessory of the same kind, the legal version of the
 * same thing, or the same contact idea kept on the site (the site's chat, payment and shipping, cash at collection or
 * delivery, the seller's other listings, an official resale or name change).
 * Label policy (a careful moderator of a general European marketplace), as the thirty-first's: contact, links and payment
 * moved off the site are labelled where they are asked for; the site's own payment and shipping, cash at a hand-over and
 * a message on the site are clean. Prohibited: counterfeits, switchblade and butterfly knives, knuckle-dusters and long
 * curved swords, fireworks, prescription medicines and steroids, drugs and their seeds, animals without the identification
 * or papers the law asks or taken from the wild, ivory, banned pesticides and professional poison baits, odometer,
 * emission, speed and e-bike cheats, theft tools and jammers, false plates and forged stickers, shock collars, sexual
 * services, worn underwear and intimate images, personal data, accounts with credentials, pirated content and keys, goods
 * found or of unexplained origin, official documents, current uniforms, hate symbols, testers and not-for-resale samples,
 * recalled goods, covert recording devices and deceiving services. Restricted: fixed-blade hunting knives and a
 * sharpened bayonet, air rifles above the free limit, blank-firing guns, a crossbow with hunting points, defence spray,
 * shotgun cartridges, a full gas bottle, strong acid, tobacco brought from abroad, nicotine vapes and home-distilled
 * spirits, opened cosmetics and an opened breast pump, second-hand child seats and helmets after a knock, and loose
 * lithium cells (the scorer meets either item code).
 * Borderline decisions, stated: a chat link to a number, a QR code pointing to a chat, a link shortener, a link-list page,
 * a site builder's page and a member page on another resale site are links (external_link); a site address written with
 * the words for "dot" and "slash" is a link; a network name with a handle, a named page on a social network, a named
 * channel on a video network and a contact name to search in a chat app are the handle; a gift-card code, prepaid card or
 * cash voucher asked as payment is payment; a bank transfer or deposit asked before shipping, collection or a visit is
 * payment only (no item label), and ticket resale paid off the site is payment only, resale through an official
 * exchange clean, while a named ticket resold by swapping the holder's photo is prohibited; a sealed gift card is clean
 * where an account's login is prohibited; a radar detector that also jams is prohibited (a jammer), a satnav that warns of
 * fixed cameras clean; strong acid sold to the public is restricted, not prohibited; a used breast pump is restricted
 * as an opened hygiene good; fireworks are prohibited, a full gas bottle and cartridges restricted, their empty or
 * decorative kin clean; a blunt trainer of a banned knife shape, a kitchen knife, a bokken, a multitool, a spring airsoft
 * pistol for children, a starter's clapper and a water pistol are clean; an air rifle under the free limit is clean; an
 * e-bike tuning module that lifts the assistance limit is prohibited as a cheat, an original spare part clean; a found
 * device locked to someone's account, a blacklisted phone and goods from a work site, found, owed or offered with
 * no questions about origin are prohibited as of unexplained origin; a child seat or helmet that has been in an accident or a fall
 * is restricted even where the seller sees no damage; a covert camera sold to film people unawares is prohibited, a
 * visible camera clean; a business's customer file is personal data, a blank template clean; a massage with a sexual
 * hint or a paid overnight companion is a sexual service, a physiotherapist's massage or a dog-walking companion clean;
 * a sealed cosmetic is clean, one already used restricted; a dangerous-breed puppy without its exemption papers is
 * prohibited, a crate for a large dog clean.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * thirty-first set's greedy balance in file order over language, area, clean/problem and kind (`balancedSplit`, below),
 * which no label text or rule output decides. Parts: tune 232 (116 clean, 116 problems: item 73, payment 13, phone 11,
 * social 8, link 6, email 5), holdout 232 (116 clean, 116 problems: item 73, payment 13, phone 11, social 7, link 6,
 * email 6); every language (each part PT 47, ES 45, FR 45, EN 45, IT 25, DE 25) and all 28 areas in both.
 *
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description`, labels inline as
 * `{{code|text}}` (`areaListingsFromLines`); `area` is kept in the JSON beside the listing.
 * Collisions: before freezing, a scratch check (deleted) loaded every earlier `data/listing/validation-*.json` (47 files)
 * and compared each of this set's titles and descriptions, case- and accent-folded (whitespace collapsed), exactly and by
 * any shared 40-character window (printing only this set's strings): 153 of 928 fields collided (134 short plain titles
 * exactly, 19 descriptions by a window — plain on-site and payment phrases, two numbers written in words, a label
 * phrase); every one was rewritten in this writer's words (titles given the seller's own detail: a colour, a size, a
 * place, a count; descriptions rephrased), a second check found 8 still colliding (3 titles, 5 descriptions, two of them
 * numbers in words), rewritten again, a third found 1 (a description around a number in words), rewritten, and 0 collide
 * in the frozen set (no title repeats within it).
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-thirty-second-listing-set.ts`.
 * First run (2026-11-30, rules and learned reader as on aa2f0135, no rule changed, a scratch script calling
 * `evasionQuality` on this file only and printing only the summaries, `nice -n 10 timeout 600 node
 * --conditions=@circular/source tools/bench/src/zz-52w-run.ts listing`, once as the service answers and once with
 * `LISTING_LEARNED_SCORER=0`):
 * - rules with the learned reader (default): tune recall 0.914 (106/116: item 64/73, payment 13/13, phone 11/11, social
 *   7/8, email 5/5, link 6/6), clean flagged 7/116 (0.060), wrongful rejects 0/159, prohibited rejected outright 27/56;
 *   holdout recall 0.974 (113/116: item 70/73, payment 13/13, phone 11/11, social 7/7, email 6/6, link 6/6), clean
 *   flagged 13/116 (0.112), wrongful rejects 0/159, prohibited rejected outright 32/58.
 * - rules alone (`LISTING_LEARNED_SCORER=0`): tune recall 0.802 (93/116: item 51/73, the contact kinds as above), clean
 *   flagged 6/116 (0.052), wrongful rejects 0/159, prohibited rejected outright 27/56; holdout recall 0.871 (101/116: item
 *   58/73, the contact kinds as above), clean flagged 6/116 (0.052), wrongful rejects 0/159, prohibited rejected outright
 *   37/58.
 */

const marked = `
phones ;; pt ;; olx-pt ;; phones ;; 180 ;; iPhone 11 64gb preto, bateria 86% ;; Teve capa desde o 1o dia, o vidro esta limpinho. Com pressa? sms ao {{contact_phone|nove 6 três / 58 zero sete / seis 1 dois}}, aqui vejo pouco
phones ;; pt ;; olx-pt ;; phones ;; 175 ;; iPhone 11 64 gigas, bateria a 86 ;; Sempre usado com capa e pelicula. Respondo pelo chat do OLX, normalmente no proprio dia. Entrego em Braga
computers ;; pt ;; olx-pt ;; computers ;; 420 ;; Portatil Lenovo ThinkPad T480 i5 16GB ex-empresa ;; SSD 512, teclado PT retroiluminado. Duvidas ligar {{contact_phone|9 3 2 . 5 1 8 . 0 7 4}} a partir das 19h
computers ;; pt ;; olx-pt ;; computers ;; 410 ;; Lenovo ThinkPad T480 com i5 e 16GB ;; SSD de 512, teclado portugues com luz. Duvidas deixem mensagem aqui na plataforma, mostro a funcionar por videochamada do proprio site
fashion ;; pt ;; vinted ;; fashion ;; 25 ;; Casaco de ganga Levis tamanho M ;; Pouco usado. Se quiserem ver mais fotos estao todas no meu insta {{social_handle|@ritinha.closet_}} 😊
fashion ;; pt ;; vinted ;; fashion ;; 25 ;; Casaco ganga Levi's M quase novo ;; Pouco usado, sem defeitos. Tenho mais fotos, peçam por mensagem aqui e envio no chat 😊
shoes ;; pt ;; vinted ;; shoes ;; 60 ;; Sapatilhas Nike Air Max 90 n42 ;; Qualidade {{prohibited_item|AAA, vêm sem caixa original}} mas iguaizinhas as da loja, ninguem nota a diferença
shoes ;; pt ;; vinted ;; shoes ;; 65 ;; Sapatilhas Nike Air Max 90 numero 42 ;; Compradas na loja da Nike do Colombo, vêm com caixa original e talão. Usadas duas vezes
home ;; pt ;; olx-pt ;; home ;; 40 ;; Bimby TM31 acessorios varios ;; Copo extra, varoma e livros. Pagamento so por {{off_platform_payment|mbway antes de enviar}}, nao faço entregas em mao
home ;; pt ;; olx-pt ;; home ;; 40 ;; Acessorios Bimby TM31, copo extra e varoma ;; Copo extra, varoma e dois livros. Envio com a compra segura do OLX ou entrego em mao em Setubal
furniture ;; pt ;; olx-pt ;; furniture ;; 90 ;; Comoda IKEA Hemnes branca 3 gavetas, montada ;; 108x96x50. Para combinar a recolha escrevam para {{contact_email|casa.lopes88 arroba sapo ponto pt}}
furniture ;; pt ;; olx-pt ;; furniture ;; 85 ;; Comoda Hemnes do IKEA, branca, 3 gavetas ;; Medidas 108x96x50. Recolha em Odivelas, combinamos o dia pelo chat daqui
kids ;; pt ;; olx-pt ;; kids ;; 70 ;; Cadeira auto Bebe Confort grupo 1 cinzenta ;; Isofix, capa lavada. {{restricted_item|Teve um toque ligeiro no carro}} mas a cadeira nao tem nada partido
kids ;; pt ;; olx-pt ;; kids ;; 75 ;; Cadeira auto Bebe Confort grupo 1 isofix ;; Capa lavada, nunca esteve em acidente nenhum, usada so pela minha filha. Dentro da validade
toys ;; pt ;; olx-pt ;; toys ;; 15 ;; Lote Playmobil quinta com animais ;; Mais de 40 peças. Fotos e video no {{external_link|wa.me/351913772050}}
toys ;; pt ;; olx-pt ;; toys ;; 15 ;; Playmobil da quinta, lote com animais ;; Mais de 40 peças em bom estado. Posso enviar video da caixa por mensagem aqui no OLX
books ;; pt ;; olx-pt ;; books ;; 5 ;; Livros escolares 9 ano em PDF ;; {{prohibited_item|Mando os PDF digitalizados dos manuais}} de portugues, mate e ciencias, poupa o dinheiro dos livros novos
books ;; pt ;; olx-pt ;; books ;; 25 ;; Manuais escolares 9 ano ;; Manuais de portugues, mate e ciencias, pouco escritos a lapis. Poupa o dinheiro dos livros novos
sport ;; pt ;; olx-pt ;; sport ;; 120 ;; Carabina pressao de ar Gamo 5,5 ;; {{restricted_item|Potencia 24 joules, mira incluida}}, ideal para tiro aos pombos. Entrega so em mao
sport ;; pt ;; olx-pt ;; sport ;; 45 ;; Pistola de ar comprimido de brincar com bolas de 6mm ;; Airsoft de mola, menos de 1 joule, para os miudos no quintal. Entrega em mao em Leiria
bikes ;; pt ;; olx-pt ;; bikes ;; 250 ;; Bicicleta BTT Scott Aspect roda 29 ;; Veio de uma obra, {{prohibited_item|nao tenho fatura nem sei a origem}}, preço para despachar
bikes ;; pt ;; olx-pt ;; bikes ;; 280 ;; BTT Scott Aspect roda 29 tamanho L ;; Comprada em 2022 na Decathlon, tenho fatura. Travoes revistos o mes passado
cars ;; pt ;; olx-pt ;; cars ;; 150 ;; Emulador AdBlue para camioes e carrinhas ;; {{prohibited_item|Desliga o AdBlue sem dar erro na centralina}}, instalaçao simples em 10 minutos
cars ;; pt ;; olx-pt ;; cars ;; 35 ;; Bidao AdBlue 10 litros fechado ;; Sobrou de quando vendi a carrinha, nunca aberto. Recolha em Aveiro
tools ;; pt ;; olx-pt ;; tools ;; 60 ;; Berbequim Makita 18V com 2 baterias e mala ;; Tudo a funcionar. Falem comigo no {{social_handle|telegram @zemakita}} que respondo na hora
tools ;; pt ;; olx-pt ;; tools ;; 60 ;; Berbequim Makita 18V e 2 baterias ;; Tudo a funcionar, com carregador. Respondo aqui nas mensagens do OLX ao fim do dia
garden ;; pt ;; olx-pt ;; garden ;; 30 ;; Herbicida forte para silvas 5L ;; {{prohibited_item|Produto que ja nao se vende em Portugal}}, trouxe de Espanha, mata tudo ate a raiz
garden ;; pt ;; olx-pt ;; garden ;; 30 ;; Roçadora a gasolina para silvas ;; Corta tudo ate as silvas mais grossas, trabalha bem. Tem fio e disco
beauty ;; pt ;; vinted ;; beauty ;; 35 ;; Perfume Chanel Coco Mademoiselle 100ml barato ;; {{prohibited_item|Versao de testador, vem sem tampa}} mas o cheiro é exatamente o mesmo
beauty ;; pt ;; vinted ;; beauty ;; 70 ;; Perfume Coco Mademoiselle 100ml com tampa ;; Frasco com caixa e tampa, oferecido e usado duas ou tres borrifadelas, ainda tem quase tudo
watches ;; pt ;; olx-pt ;; watches ;; 80 ;; Relogio Rolex Submariner verde novo ;; {{prohibited_item|Replica perfeita}}, automatico, pesado, com caixa e papeis
watches ;; pt ;; olx-pt ;; watches ;; 80 ;; Relogio Seiko 5 automatico verde novo ;; Automatico, pesado, com caixa e papeis. Bracelete nova
cameras ;; pt ;; olx-pt ;; cameras ;; 350 ;; Canon EOS 80D so corpo ;; 12 mil disparos. Quem quiser pode pagar por {{off_platform_payment|transferencia para o meu Revolut}} e envio no dia seguinte
cameras ;; pt ;; olx-pt ;; cameras ;; 350 ;; Canon EOS 80D corpo 12 mil disparos ;; Bom estado, com bateria e carregador. Envio pelo OLX com pagamento protegido no dia seguinte
audio ;; pt ;; olx-pt ;; audio ;; 90 ;; Colunas Bose Companion 20 ;; Som impecavel. Contacto: {{contact_phone|⑨⑥⑤ ④④① ⑧⑦②}}
audio ;; pt ;; olx-pt ;; audio ;; 90 ;; Colunas de computador Bose Companion 20 ;; Som impecavel, com comando de volume. Contacto apenas pelo chat
instruments ;; pt ;; olx-pt ;; instruments ;; 150 ;; Guitarra classica Alhambra 1C de estudante ;; Com saco. Mais instrumentos na minha loja {{external_link|guitarrasdoze ponto pt barra usados}}
instruments ;; pt ;; olx-pt ;; instruments ;; 150 ;; Guitarra classica Alhambra 1C com saco ;; Tenho mais instrumentos a venda, vejam os meus outros anuncios aqui no OLX
pets ;; pt ;; olx-pt ;; pets ;; 150 ;; Cachorros Labrador 2 meses ;; Pais no local, {{prohibited_item|ainda sem chip nem boletim}} para ficar mais barato
pets ;; pt ;; olx-pt ;; pets ;; 10 ;; Trela e coleira Labrador ;; Para cão de porte grande, quase novas, o nosso labrador cresceu e ja nao serve
collectibles ;; pt ;; olx-pt ;; collectibles ;; 200 ;; Presa de elefante antiga ;; {{prohibited_item|Marfim verdadeiro}} trazido de Angola pelo meu avo, 40 cm
collectibles ;; pt ;; olx-pt ;; collectibles ;; 40 ;; Elefante antigo de madeira ;; Madeira verdadeira, trazido de Angola pelo meu avo, 40 cm de altura
tickets ;; pt ;; olx-pt ;; tickets ;; 120 ;; 2 bilhetes NOS Alive dia 1 abaixo do preço ;; Pagam {{off_platform_payment|por MB WAY e mando os PDF por email}}
tickets ;; pt ;; olx-pt ;; tickets ;; 110 ;; 2 bilhetes NOS Alive primeiro dia ao preço de custo ;; Transfiro na app oficial do festival para o vosso nome depois de pagarem pelo OLX
services ;; pt ;; olx-pt ;; services ;; 50 ;; Explicaçoes e trabalhos feitos ;; {{prohibited_item|Faço a tese de mestrado por ti, entregas como tua}}. Preço por pagina
services ;; pt ;; olx-pt ;; services ;; 15 ;; Explicaçoes de matematica e fisica ;; Preço por hora, ajudo a preparar exames e a rever a tese de mestrado. Zona de Coimbra
jobs ;; pt ;; olx-pt ;; jobs ;; 0 ;; Precisa-se ajudante de cozinha ;; Restaurante em Faro. CV para {{contact_email|resto.marisol (at) gmail (dot) com}}
jobs ;; pt ;; olx-pt ;; jobs ;; 0 ;; Procuramos ajudante de cozinha em Faro ;; Restaurante no centro, horario de tarde. Respondam ao anuncio com a vossa experiencia
property ;; pt ;; olx-pt ;; property ;; 650 ;; Quarto em Lisboa perto do metro ;; Para reservar é preciso {{off_platform_payment|deposito por transferencia antes da visita}}, estou fora do pais
property ;; pt ;; olx-pt ;; property ;; 650 ;; Quarto em Lisboa a 5 min do metro ;; Visitas ao sabado de manha, contrato e caução assinados no proprio dia
health ;; pt ;; olx-pt ;; health ;; 60 ;; Canetas Ozempic ;; {{prohibited_item|Tenho 3 canetas que sobraram}}, guardadas no frigorifico, ajudam a emagrecer
health ;; pt ;; olx-pt ;; health ;; 15 ;; Balança de cozinha digital ;; Ajuda a controlar as doses quando se quer emagrecer. Pilhas novas
adult ;; pt ;; olx-pt ;; adult ;; 20 ;; Fotos privadas ;; {{prohibited_item|Vendo packs de fotos intimas}}, envio por privado
adult ;; pt ;; olx-pt ;; adult ;; 20 ;; Fotos antigas de familia em album ;; Album com fotos a preto e branco dos anos 50, envio por correio
data ;; pt ;; olx-pt ;; data ;; 25 ;; Conta Netflix premium por 1 ano inteiro ;; {{prohibited_item|Dou o email e a palavra-passe da conta}}, 4 ecras
data ;; pt ;; olx-pt ;; data ;; 25 ;; Cartao oferta Netflix 25 euros ;; Cartao fisico selado, oferta de aniversario que nao vou usar
phones ;; pt ;; olx-pt ;; phones ;; 90 ;; Samsung Galaxy A52 azul achado ;; {{prohibited_item|Encontrei no autocarro, esta bloqueado}} mas da para peças
phones ;; pt ;; olx-pt ;; phones ;; 60 ;; Samsung Galaxy A52 para peças ;; Ecra partido, liga e desbloqueia, reposto de fabrica e sem conta. Bom para peças
fashion ;; pt ;; vinted ;; fashion ;; 15 ;; Camisola Ralph Lauren azul M ;; {{prohibited_item|Nao é original, é inspirada}} mas tem o cavalinho bordado igual
fashion ;; pt ;; vinted ;; fashion ;; 15 ;; Camisola de malha azul com cavalinho ;; Sem marca, cavalinho de croché cosido a mao pela minha avo
cars ;; pt ;; olx-pt ;; cars ;; 100 ;; Anular FAP e EGR ;; {{prohibited_item|Retiro o filtro de particulas e faço a reprogramaçao}} para nao acender a luz
cars ;; pt ;; olx-pt ;; cars ;; 100 ;; Limpeza de filtro de particulas ;; Limpeza em maquina propria, o filtro volta ao carro e passa na inspeçao
kids ;; pt ;; olx-pt ;; kids ;; 40 ;; Berço de viagem dobravel verde ;; {{prohibited_item|Modelo que foi recolhido pela marca}} por causa das laterais mas nunca tivemos problemas
kids ;; pt ;; olx-pt ;; kids ;; 40 ;; Berço de viagem com colchao ;; Modelo atual da marca, laterais firmes, lavado e com saco
tools ;; pt ;; olx-pt ;; tools ;; 25 ;; Pilhas 18650 ;; {{restricted_item|20 baterias de litio soltas}} tiradas de portateis, envio por CTT
tools ;; pt ;; olx-pt ;; tools ;; 25 ;; Carregador de pilhas 18650 de 4 ranhuras ;; Carrega 4 de cada vez, com ecra. Envio por CTT
home ;; pt ;; olx-pt ;; home ;; 20 ;; Aguardente caseira 1 litro ;; {{restricted_item|Feita no alambique do meu pai}}, 50 graus
home ;; pt ;; olx-pt ;; home ;; 20 ;; Alambique decorativo em cobre pequeno ;; Feito a mao, so para decoraçao, 30 cm
sport ;; pt ;; olx-pt ;; sport ;; 30 ;; Navalha de ponta e mola ;; {{prohibited_item|Abre com botao}}, lamina 9 cm, nova
sport ;; pt ;; olx-pt ;; sport ;; 30 ;; Canivete multiusos suiço ;; Lamina pequena, tesoura e saca-rolhas, para campismo, novo
collectibles ;; pt ;; olx-pt ;; collectibles ;; 80 ;; Farda antiga da PSP completa ;; {{prohibited_item|Farda atual com divisas e crachá}}, serve para festas
collectibles ;; pt ;; olx-pt ;; collectibles ;; 30 ;; Fato de policia para carnaval ;; Disfarce para miudo de 8 anos, traz bone e algemas de brincar
beauty ;; pt ;; vinted ;; beauty ;; 12 ;; Base Estée Lauder Double Wear tom 2C0 ;; {{restricted_item|Usada 3 ou 4 vezes}}, tom nao me ficou bem
beauty ;; pt ;; vinted ;; beauty ;; 25 ;; Base Estée Lauder Double Wear nova ;; Selada, comprei o tom errado, com caixa
services ;; pt ;; olx-pt ;; services ;; 10 ;; Avaliaçoes no Google ;; {{prohibited_item|Ponho 5 estrelas no teu negocio com contas diferentes}}
services ;; pt ;; olx-pt ;; services ;; 100 ;; Criaçao de perfil Google para negocios ;; Configuro o perfil do teu negocio, horario, fotos e mapa
pets ;; pt ;; olx-pt ;; pets ;; 25 ;; Antiparasitario para cao ;; {{prohibited_item|Comprimidos com receita do veterinario}}, sobraram 3
pets ;; pt ;; olx-pt ;; pets ;; 25 ;; Casota para cao medio ;; Madeira tratada, sobrou quando o cao foi para a quinta
furniture ;; pt ;; olx-pt ;; furniture ;; 150 ;; Sofa 3 lugares cinza escuro tecido ;; Pago por {{off_platform_payment|PayPal amigos}} e mando a transportadora
furniture ;; pt ;; olx-pt ;; furniture ;; 150 ;; Sofa cinza de 3 lugares ;; Pagamento no OLX e entrega combinada com a transportadora da plataforma
garden ;; pt ;; olx-pt ;; garden ;; 30 ;; Botija de gas propano cheia ;; {{restricted_item|Botija cheia}} de 11 kg, sem contrato
garden ;; pt ;; olx-pt ;; garden ;; 30 ;; Grelhador a gas pequeno ;; Sem botija, com redutor e mangueira
books ;; pt ;; olx-pt ;; books ;; 10 ;; Coleçao Harry Potter ;; Livros 1 a 4. Falem no {{social_handle|facebook.com/livrosdasara}}
books ;; pt ;; olx-pt ;; books ;; 10 ;; Coleçao Harry Potter livros 1 a 4 ;; Bom estado, capas originais. Falem pelas mensagens do OLX
audio ;; pt ;; olx-pt ;; audio ;; 300 ;; Amplificador Marantz PM6006 prateado ;; Liga para {{contact_phone|+351 ٩١٢ ٤٤٠ ٣٨٥}} ou deixa mensagem
audio ;; pt ;; olx-pt ;; audio ;; 300 ;; Amplificador Marantz PM6006 com comando ;; Funciona perfeito, testado com colunas. Deixa mensagem aqui
jobs ;; pt ;; olx-pt ;; jobs ;; 0 ;; Trabalho em casa a montar canetas ;; {{prohibited_item|Pagas 40 euros pelo kit inicial}} e ganhas ate 800 por mes
jobs ;; pt ;; olx-pt ;; jobs ;; 0 ;; Trabalho de embalamento em armazem ;; Contrato a termo, pago à hora, a empresa fornece o fardamento
cameras ;; pt ;; olx-pt ;; cameras ;; 40 ;; Camara espia em forma de carregador ;; {{prohibited_item|Grava sem ninguem perceber}}, ideal para vigiar a empregada
cameras ;; pt ;; olx-pt ;; cameras ;; 40 ;; Camara de vigilancia wifi para exterior ;; Visivel, com autocolante de aviso, para o portao da garagem
bikes ;; pt ;; olx-pt ;; bikes ;; 60 ;; Chip para bicicleta eletrica Bosch ;; {{prohibited_item|Tira o limite dos 25 km/h}}, passa a dar 45
bikes ;; pt ;; olx-pt ;; bikes ;; 60 ;; Computador de bicicleta eletrica Bosch ;; Ecra Purion original, mostra velocidade e bateria
phones ;; pt ;; olx-pt ;; phones ;; 5 ;; Capas iPhone 13 ;; Varias cores. Encomendas pelo {{contact_phone|nove seis 7 dois 2 um 4 oito 0}}
phones ;; pt ;; olx-pt ;; phones ;; 5 ;; Capas para iPhone 13 varias cores ;; Encomendas por aqui, digam a cor no chat
phones ;; es ;; wallapop ;; phones ;; 220 ;; Xiaomi 13T 256GB negro libre ;; Como nuevo, con factura. Para quedar mejor por whatsapp al {{contact_phone|seis dos cinco, cuarenta y ocho, setenta y uno, treinta}}
phones ;; es ;; wallapop ;; phones ;; 220 ;; Xiaomi 13T negro de 256 ;; Esta como nuevo, tengo la factura. Para quedar, por el chat de la app que lo miro a menudo
computers ;; es ;; wallapop ;; computers ;; 650 ;; MacBook Air M1 8/256 teclado con ñ ;; Ciclos de bateria 140. Pago por {{off_platform_payment|Bizum y lo mando por Seur}}
computers ;; es ;; wallapop ;; computers ;; 650 ;; MacBook Air M1 8gb 256gb color gris ;; 140 ciclos de bateria. Envio con Wallapop Envios, pagas en la app y llega en 48h
fashion ;; es ;; wallapop ;; fashion ;; 30 ;; Bolso Michael Kors marron grande ;; {{prohibited_item|Imitacion de primera calidad}}, con sus etiquetas y dustbag
fashion ;; es ;; wallapop ;; fashion ;; 30 ;; Bolso marron de piel estilo bandolera ;; Piel de buena calidad, marca Parfois, con etiquetas y bolsa de tela
shoes ;; es ;; wallapop ;; shoes ;; 45 ;; Botas Dr Martens 1460 talla 39 cereza ;; Muy poco uso. Mas tallas en mi {{social_handle|ig: botas_lauri}}
shoes ;; es ;; wallapop ;; shoes ;; 45 ;; Botas Dr. Martens 1460 numero 39 ;; Muy poco uso, suela perfecta. Tengo mas tallas en mis otros productos de Wallapop
home ;; es ;; wallapop ;; home ;; 80 ;; Cafetera Delonghi Magnifica S ;; Funciona perfecta. Info en {{contact_email|pedro.ruizg arroba hotmail punto es}}
home ;; es ;; wallapop ;; home ;; 80 ;; Cafetera superautomatica De'Longhi Magnifica S ;; Funciona perfecta, descalcificada. Preguntad lo que querais por aqui
furniture ;; es ;; wallapop ;; furniture ;; 120 ;; Mesa de comedor extensible roble 6 sillas ;; 160x90 abierta 200. Recogida en Getafe, pago {{off_platform_payment|por transferencia antes de recoger}} para reservarla
furniture ;; es ;; wallapop ;; furniture ;; 120 ;; Mesa comedor extensible de roble ;; 160x90, abierta 200. Recogida en Getafe, se paga en mano al recoger
kids ;; es ;; wallapop ;; kids ;; 25 ;; Casco bici niño Decathlon ;; Talla S. {{restricted_item|Tiene un golpe de una caida}} pero por dentro esta bien
kids ;; es ;; wallapop ;; kids ;; 25 ;; Casco de bici niño Btwin talla S ;; Sin golpes ni caidas, se le ha quedado pequeño. Con etiqueta de fecha
toys ;; es ;; wallapop ;; toys ;; 35 ;; Lego Star Wars 75257 ;; Completo con instrucciones. Mas sets en {{external_link|vinted.es/member/legoteca}}
toys ;; es ;; wallapop ;; toys ;; 35 ;; Lego Star Wars 75257 completo sin caja ;; Con instrucciones, sin caja. Tengo mas sets en mi perfil de Wallapop
books ;; es ;; wallapop ;; books ;; 8 ;; Audiolibros en español ;; {{prohibited_item|Te paso 500 audiolibros descargados}} en un pendrive
books ;; es ;; wallapop ;; books ;; 8 ;; Pendrive 64GB con funda ;; Nuevo en blister, te lo paso en mano en Sevilla
sport ;; es ;; wallapop ;; sport ;; 60 ;; Cuchillo de caza Muela hoja 22 cm ;; {{restricted_item|Hoja de acero de 22 cm}} con funda de cuero, sin estrenar
sport ;; es ;; wallapop ;; sport ;; 30 ;; Cuchillo de cocina jamonero 22 cm ;; Hoja de acero de 22 cm, con funda, sin estrenar. Regalo repetido
bikes ;; es ;; wallapop ;; bikes ;; 300 ;; Bicicleta carretera Orbea Avant ;; Talla 53. Me la dejaron a deber y {{prohibited_item|no tengo papeles de la bici}}, precio negociable
bikes ;; es ;; wallapop ;; bikes ;; 380 ;; Orbea Avant de carretera talla 53 ;; Comprada en tienda en 2021, tengo el ticket. Negociable
cars ;; es ;; wallapop ;; cars ;; 80 ;; Detector de radares Cobra ;; {{prohibited_item|Avisa de los radares y los inhibe}}, para el coche
cars ;; es ;; wallapop ;; cars ;; 80 ;; Navegador GPS TomTom para coche ;; Avisa de los radares fijos con mapas de Europa actualizados
tools ;; es ;; wallapop ;; tools ;; 90 ;; Radial Bosch GWS 18V ;; Sin bateria. Escribeme al {{social_handle|telegram arroba maquinaria_toni}}
tools ;; es ;; wallapop ;; tools ;; 90 ;; Radial Bosch GWS 18V sin bateria ;; En perfecto estado, disco nuevo. Escribeme por el chat
garden ;; es ;; wallapop ;; garden ;; 40 ;; Matarratas profesional 5 kg ;; {{prohibited_item|Cebo para ratas de uso profesional}}, sin carnet
garden ;; es ;; wallapop ;; garden ;; 40 ;; Trampas para ratones de madera pack 10 ;; Clasicas de resorte, sin veneno, para el almacen
beauty ;; es ;; wallapop ;; beauty ;; 10 ;; Muestras Dior Sauvage ;; {{prohibited_item|10 muestras de 1 ml que regalan en tienda}}
beauty ;; es ;; wallapop ;; beauty ;; 55 ;; Dior Sauvage 60 ml ;; Usado un par de veces, con caja, regalo que no me gusta
watches ;; es ;; wallapop ;; watches ;; 60 ;; Reloj Omega Seamaster azul 42 ;; {{prohibited_item|Copia 1:1}} con maquinaria automatica, pesa como el bueno
watches ;; es ;; wallapop ;; watches ;; 60 ;; Reloj Casio Edifice cronografo azul 42 ;; Maquinaria de cuarzo, acero, pesa bastante. Con caja
cameras ;; es ;; wallapop ;; cameras ;; 300 ;; Sony A6000 con objetivo 16-50 y bolsa ;; Funciona perfecta. Llamame al {{contact_phone|+34 6l2 34O 988}}
cameras ;; es ;; wallapop ;; cameras ;; 300 ;; Sony A6000 y objetivo 16-50 ;; Funciona perfecta, con dos baterias. Preguntame por aqui
audio ;; es ;; wallapop ;; audio ;; 120 ;; Auriculares Sony WH-1000XM4 beige baratos ;; {{prohibited_item|Replica con cancelacion}}, suenan muy bien
audio ;; es ;; wallapop ;; audio ;; 120 ;; Auriculares Sony WH-1000XM4 con cancelacion ;; Originales con factura de MediaMarkt, suenan muy bien
instruments ;; es ;; wallapop ;; instruments ;; 200 ;; Bateria electronica Roland TD-1 ;; Pago por {{off_platform_payment|PayPal amigos y familiares}} y la envio
instruments ;; es ;; wallapop ;; instruments ;; 200 ;; Bateria electronica Roland TD-1K ;; Envio con Wallapop, o en mano en Zaragoza
pets ;; es ;; wallapop ;; pets ;; 50 ;; Gatitos persas blancos en Murcia ;; {{prohibited_item|Sin vacunar ni microchip}}, se entregan con 5 semanas
pets ;; es ;; wallapop ;; pets ;; 20 ;; Rascador para gatos grande de 3 pisos ;; 1,20 m de alto, para gatos persas o grandes, poco uso
collectibles ;; es ;; wallapop ;; collectibles ;; 90 ;; Brazalete aleman original WW2 ;; {{prohibited_item|Con la esvastica}}, autentico de la epoca
collectibles ;; es ;; wallapop ;; collectibles ;; 15 ;; Maqueta avion Spitfire WW2 ;; Escala 1:48 montada y pintada a mano
tickets ;; es ;; wallapop ;; tickets ;; 90 ;; Entradas Mad Cool sabado x2 ;; Las mando por email cuando me pagues por {{off_platform_payment|Bizum al numero que te doy}}
tickets ;; es ;; wallapop ;; tickets ;; 90 ;; Entradas Mad Cool abono dia ;; El cambio de titular se hace en la web del festival y me pagas dentro de Wallapop
services ;; es ;; wallapop ;; services ;; 30 ;; Hago tus examenes online de la uni ;; {{prohibited_item|Entro con tu usuario del campus y te hago yo el examen}}
services ;; es ;; wallapop ;; services ;; 30 ;; Clases online para preparar examenes ;; Por videollamada, ingles y mates de la ESO, te ayudo a estudiar
jobs ;; es ;; wallapop ;; jobs ;; 0 ;; Se busca camarero fin de semana ;; Madrid centro, mandad CV a {{contact_email|barlatasca [at] gmail [punto] com}}
jobs ;; es ;; wallapop ;; jobs ;; 0 ;; Buscamos camarero fines de semana ;; Madrid centro. Escribid por el chat con vuestra experiencia
property ;; es ;; wallapop ;; property ;; 500 ;; Habitacion en Valencia Benimaclet ;; Mas fotos en {{external_link|bit.ly/hab-benimaclet}}
property ;; es ;; wallapop ;; property ;; 500 ;; Habitacion Benimaclet con balcon ;; Piso de 3, gastos aparte. Pide mas fotos por aqui
health ;; es ;; wallapop ;; health ;; 15 ;; Lorazepam sobrantes ;; {{prohibited_item|Para dormir, me sobraron 2 cajas}}
health ;; es ;; wallapop ;; health ;; 15 ;; Almohada viscoelastica para dormir ;; Me sobraron 2, nuevas en su plastico
adult ;; es ;; wallapop ;; adult ;; 60 ;; Masajes relajantes a domicilio 24 horas ;; {{prohibited_item|Final feliz incluido}}, chicas jovenes
adult ;; es ;; wallapop ;; adult ;; 40 ;; Masaje descontracturante a domicilio ;; Fisioterapeuta colegiada, camilla propia
data ;; es ;; wallapop ;; data ;; 50 ;; Cuenta Fortnite con 200 skins ;; {{prohibited_item|Te doy correo y contraseña}}, incluye pase
data ;; es ;; wallapop ;; data ;; 20 ;; Tarjeta regalo PlayStation 20 euros ;; Codigo sin rascar, regalo repetido
phones ;; es ;; wallapop ;; phones ;; 40 ;; Cargador carga rapida ;; Hablamos por {{social_handle|TikTok: cargadores.fast}}
phones ;; es ;; wallapop ;; phones ;; 40 ;; Cargador Samsung carga rapida 45W ;; Original con cable, hablamos por aqui
fashion ;; es ;; wallapop ;; fashion ;; 20 ;; Camiseta Real Madrid 23/24 talla L ;; {{prohibited_item|Version fan no oficial con escudo}}, de Tailandia
fashion ;; es ;; wallapop ;; fashion ;; 45 ;; Camiseta Real Madrid oficial temporada 23 ;; La compre en la tienda oficial del estadio, lleva aun la etiqueta
cars ;; es ;; wallapop ;; cars ;; 50 ;; Placas de matricula ;; {{prohibited_item|Hago placas con cualquier matricula sin papeles}}
cars ;; es ;; wallapop ;; cars ;; 15 ;; Marco portamatriculas cromado ;; Par de marcos para placa, nuevos
tools ;; es ;; wallapop ;; tools ;; 30 ;; Inhibidor de frecuencias portatil 8 antenas ;; {{prohibited_item|Bloquea GPS y moviles}} en 10 metros
tools ;; es ;; wallapop ;; tools ;; 30 ;; Localizador GPS para furgoneta ;; Con tarjeta, ves en el movil donde esta tu vehiculo
sport ;; es ;; wallapop ;; sport ;; 40 ;; Spray de pimienta defensa personal ;; {{restricted_item|Gas pimienta 40 ml}}, alcance 3 metros
sport ;; es ;; wallapop ;; sport ;; 10 ;; Molinillo de pimienta de madera ;; 40 cm, para la cocina, nuevo
home ;; es ;; wallapop ;; home ;; 25 ;; Cartones de tabaco a 30 euros ;; {{restricted_item|Tabaco de Andorra sin precinto español}}, Marlboro y Camel
home ;; es ;; wallapop ;; home ;; 25 ;; Cenicero de cristal antiguo ;; De Andorra, recuerdo de viaje, grande
garden ;; es ;; wallapop ;; garden ;; 25 ;; Semillas de marihuana feminizadas sobre de 10 ;; {{prohibited_item|Autoflorecientes, para cultivo en exterior}}
garden ;; es ;; wallapop ;; garden ;; 5 ;; Semillas de tomate feo de Tudela ;; Para cultivo en exterior, de mi huerto del año pasado
kids ;; es ;; wallapop ;; kids ;; 30 ;; Sacaleches electrico doble con bolsa ;; {{restricted_item|Usado y abierto}}, sin esterilizar
kids ;; es ;; wallapop ;; kids ;; 30 ;; Sacaleches electrico Medela nuevo ;; Sin abrir, en su caja precintada
audio ;; es ;; wallapop ;; audio ;; 70 ;; Altavoz JBL Charge 5 camuflaje ;; Para cualquier cosa {{contact_phone|0034 699 21 44 87}}
audio ;; es ;; wallapop ;; audio ;; 70 ;; Altavoz JBL Charge 5 azul ;; Cualquier cosa preguntad por el chat de la app
computers ;; es ;; wallapop ;; computers ;; 25 ;; Licencias Windows 11 Pro ;; {{prohibited_item|Claves baratas de segunda mano, te mando la clave}}
computers ;; es ;; wallapop ;; computers ;; 25 ;; Teclado y raton inalambrico Logitech ;; Usados poco, con receptor USB, te mando por envio Wallapop
beauty ;; es ;; wallapop ;; beauty ;; 10 ;; Labial Mac ;; {{restricted_item|Probado varias veces}}, tono Ruby Woo
beauty ;; es ;; wallapop ;; beauty ;; 15 ;; Labial Mac Ruby Woo nuevo con caja ;; Con precinto, tono que no me queda
bikes ;; es ;; wallapop ;; bikes ;; 120 ;; Patinete electrico ;; {{prohibited_item|Desbloqueado para que corra a 45 km/h}}
bikes ;; es ;; wallapop ;; bikes ;; 120 ;; Patinete electrico Xiaomi 25 km/h ;; Limitado de fabrica, con casco de regalo
shoes ;; es ;; wallapop ;; shoes ;; 35 ;; Zapatillas Adidas Samba 40 negras ;; Todo mi armario en {{external_link|linktr.ee/armariodemarta}}
shoes ;; es ;; wallapop ;; shoes ;; 35 ;; Zapatillas Adidas Samba talla 40 negras y blancas ;; Tengo mas ropa en mi armario de Wallapop, haz pack y te ahorras envio
sport ;; es ;; wallapop ;; sport ;; 25 ;; Puño americano de acero ;; {{prohibited_item|Nudillera de metal para defensa}}, nueva
sport ;; es ;; wallapop ;; sport ;; 25 ;; Guantes de boxeo 12 oz rojos ;; Para saco y sparring, poco uso, Everlast
collectibles ;; es ;; wallapop ;; collectibles ;; 70 ;; Pistola de fogueo 9mm ;; {{restricted_item|Detonadora con caja de balas de fogueo}}, para rodajes
collectibles ;; es ;; wallapop ;; collectibles ;; 20 ;; Pistola de agua grande de mochila ;; Para la piscina, alcance 8 metros, para niños
home ;; es ;; wallapop ;; home ;; 30 ;; Vapers desechables caja cerrada ;; {{restricted_item|Caja de 10 vapers con nicotina 20 mg}}, sabores variados
home ;; es ;; wallapop ;; home ;; 30 ;; Difusor de aromas electrico ;; Caja con 10 aceites de sabores variados, poco uso
furniture ;; es ;; wallapop ;; furniture ;; 60 ;; Silla de oficina ergonomica de malla ;; Llamame o escribe al {{contact_phone|6 4 8 - 2 2 - 1 9 - 0 5}} y te la llevo
furniture ;; es ;; wallapop ;; furniture ;; 60 ;; Silla de oficina ergonomica con reposacabezas ;; Si estas en Alcala te la llevo, pidela por el chat
phones ;; fr ;; generic ;; phones ;; 250 ;; iPhone 12 128Go bleu ;; Batterie encore a 84 pour cent, je donne la coque. Appelez moi au {{contact_phone|zéro sept, quatre-vingt-un, cinquante-trois, douze, zéro neuf}}
phones ;; fr ;; generic ;; phones ;; 250 ;; iPhone 12 bleu 128 Go ;; Batterie a 84 pour cent, je donne la coque avec. Ecrivez moi sur la messagerie, reponse rapide
computers ;; fr ;; generic ;; computers ;; 500 ;; PC gamer RTX 3060 Ryzen 5 ;; 16Go RAM, SSD 1To. Remise en main propre sur Lyon ou envoi si {{off_platform_payment|virement Wero avant}}
computers ;; fr ;; generic ;; computers ;; 500 ;; PC gamer Ryzen 5 et RTX 3060 ;; 16 Go de RAM, SSD 1 To. Remise en main propre sur Lyon, paiement sur place
fashion ;; fr ;; vinted ;; fashion ;; 40 ;; Doudoune The North Face Nuptse ;; {{prohibited_item|Pas une vraie mais très bien faite}}, taille L
fashion ;; fr ;; vinted ;; fashion ;; 140 ;; Doudoune The North Face Nuptse L ;; Achetée chez Citadium, ticket de caisse dispo, taille L
shoes ;; fr ;; vinted ;; shoes ;; 30 ;; Baskets Veja V-10 taille 38 ;; Peu portées. Plus de photos sur mon {{social_handle|snap : lea.vtd}}
shoes ;; fr ;; vinted ;; shoes ;; 30 ;; Baskets Veja V-10 en 38 ;; Peu portées, semelle propre. Je peux faire plus de photos, demandez en message
home ;; fr ;; generic ;; home ;; 50 ;; Robot Moulinex Companion XL noir ;; Complet avec accessoires. Contact : {{contact_email|s o p h i e . m a r t y @ o r a n g e . f r}}
home ;; fr ;; generic ;; home ;; 50 ;; Moulinex Companion complet ;; Avec tous les accessoires et le livre de recettes. Contact via la messagerie
furniture ;; fr ;; generic ;; furniture ;; 70 ;; Bibliothèque Kallax 4x4 blanche ;; A démonter sur place. Paiement {{off_platform_payment|Lydia à la réservation}}
furniture ;; fr ;; generic ;; furniture ;; 70 ;; Etagère Kallax 4x4 blanc ;; A démonter sur place à Nantes, paiement en espèces au retrait
kids ;; fr ;; vinted ;; kids ;; 50 ;; Siège auto Maxi-Cosi Pearl noir 2018 ;; {{restricted_item|On a eu un accrochage avec le siège installé}}, aucune trace dessus, je fournis la base
kids ;; fr ;; vinted ;; kids ;; 60 ;; Siège auto Maxi-Cosi Pearl avec base ;; Jamais accidenté, utilisé pour un seul enfant, housse lavée
toys ;; fr ;; generic ;; toys ;; 20 ;; Console de jeux retro 10000 jeux ;; {{prohibited_item|Tous les jeux Nintendo téléchargés dessus}}, branchement HDMI
toys ;; fr ;; generic ;; toys ;; 60 ;; Nintendo Classic Mini NES ;; Officielle, 30 jeux intégrés d'origine, branchement HDMI
books ;; fr ;; generic ;; books ;; 10 ;; Lot de BD Astérix années 80 ;; 12 albums. Je vends aussi sur {{external_link|www [point] bdoccaz [point] fr}}
books ;; fr ;; generic ;; books ;; 10 ;; Lot de 12 BD Astérix ;; Bon état. Je vends aussi d'autres BD, regardez mes autres annonces
sport ;; fr ;; generic ;; sport ;; 90 ;; Arbalète de chasse 150 lbs ;; {{restricted_item|Avec 6 carreaux à pointe de chasse}} et lunette
sport ;; fr ;; generic ;; sport ;; 30 ;; Arc pour enfant avec flèches ventouses ;; Jouet, 6 flèches en mousse, pour le jardin
bikes ;; fr ;; generic ;; bikes ;; 150 ;; Vélo électrique VanMoof ;; {{prohibited_item|Trouvé dans mon garage après déménagement, je n'ai pas le compte}}
bikes ;; fr ;; generic ;; bikes ;; 900 ;; VanMoof S3 avec facture ;; Transfert du compte et de la clé numérique à l'acheteur, facture fournie
cars ;; fr ;; generic ;; cars ;; 40 ;; Boîtier compteur kilométrique ;; {{prohibited_item|Permet de baisser le kilométrage}} sur la plupart des voitures
cars ;; fr ;; generic ;; cars ;; 40 ;; Compteur de vélo kilométrique ;; Sans fil, affiche la vitesse et les kilomètres, pile neuve
tools ;; fr ;; generic ;; tools ;; 120 ;; Perforateur Hilti TE 6 ;; Bon état. Tel {{contact_phone|+33 (0)6 71 28 44 93}}
tools ;; fr ;; generic ;; tools ;; 120 ;; Perforateur Hilti TE 6 avec coffret ;; Bon état, forets offerts. Répondre par message sur le site
garden ;; fr ;; generic ;; garden ;; 15 ;; Désherbant total bidon 5 L ;; {{prohibited_item|Ancien produit au glyphosate pour pro, interdit aux particuliers}}
garden ;; fr ;; generic ;; garden ;; 15 ;; Désherbeur thermique électrique avec rallonge ;; Sans produit chimique, brûle les mauvaises herbes, 2000 W
beauty ;; fr ;; vinted ;; beauty ;; 20 ;; Parfum YSL Libre testeur ;; {{prohibited_item|Flacon de démonstration}} 90 ml sans boîte
beauty ;; fr ;; vinted ;; beauty ;; 65 ;; Parfum YSL Libre 90 ml sous blister ;; Neuf sous blister, cadeau en double, avec boîte
watches ;; fr ;; generic ;; watches ;; 120 ;; Montre Cartier Tank dorée femme ;; {{prohibited_item|Réplique haut de gamme}}, bracelet cuir
watches ;; fr ;; generic ;; watches ;; 120 ;; Montre Festina bracelet cuir ;; Mouvement quartz, pile neuve, boîte d'origine
cameras ;; fr ;; generic ;; cameras ;; 60 ;; Appareil photo Fujifilm Instax Mini 11 ;; Plus d'infos sur {{social_handle|Insta ➡️ instax.chloe}}
cameras ;; fr ;; generic ;; cameras ;; 60 ;; Fujifilm Instax Mini 11 rose ;; Avec 2 recharges. Plus d'infos par message ici
audio ;; fr ;; generic ;; audio ;; 80 ;; Platine vinyle Audio-Technica LP60 ;; Je prends seulement le {{off_platform_payment|PayPal entre proches}}, pas autre chose
audio ;; fr ;; generic ;; audio ;; 80 ;; Platine vinyle Audio-Technica LP60X noire bluetooth ;; Réglement par le paiement sécurisé ici, ou en liquide si vous venez la chercher
instruments ;; fr ;; generic ;; instruments ;; 250 ;; Piano numérique Yamaha P45 ;; Pour essayer chez moi appelez le {{contact_phone|O6 5Z 1B 7O 4A}}
instruments ;; fr ;; generic ;; instruments ;; 250 ;; Piano numérique Yamaha P-45 avec housse ;; Vous pouvez venir l'essayer chez moi, on fixe le jour par message
pets ;; fr ;; generic ;; pets ;; 300 ;; Chiots bouledogue français bringés à réserver ;; {{prohibited_item|Non pucés, pas de LOF}}, nés le 2 octobre
pets ;; fr ;; generic ;; pets ;; 25 ;; Panier pour bouledogue français ;; Taille M, déhoussable, lavé
collectibles ;; fr ;; generic ;; collectibles ;; 45 ;; Baïonnette Mas 36 ;; {{restricted_item|Lame affûtée}}, avec fourreau d'origine
collectibles ;; fr ;; generic ;; collectibles ;; 20 ;; Fourreau de baïonnette vide Mas 36 ;; Seul le fourreau, sans lame, pour collection
tickets ;; fr ;; generic ;; tickets ;; 70 ;; Billets match PSG ;; Je les transfère après {{off_platform_payment|paiement par Paylib}}
tickets ;; fr ;; generic ;; tickets ;; 70 ;; Billets match PSG virage ;; Revente sur la bourse officielle du club au prix d'achat
services ;; fr ;; generic ;; services ;; 100 ;; Domiciliation pour votre société ;; {{prohibited_item|Je prête mon adresse pour une fausse domiciliation}} et vous faites suivre le courrier
services ;; fr ;; generic ;; services ;; 40 ;; Réexpédition de courrier pendant vos vacances ;; Je récupère votre courrier chez vous et le fais suivre, voisin de confiance
jobs ;; fr ;; generic ;; jobs ;; 0 ;; Recherche baby-sitter ;; Le mercredi après-midi. Envoyez CV à {{contact_email|famille.durand arobase free point fr}}
jobs ;; fr ;; generic ;; jobs ;; 0 ;; Cherche baby-sitter le mercredi ;; Deux enfants de 5 et 8 ans, répondez via la messagerie avec vos expériences
property ;; fr ;; generic ;; property ;; 700 ;; Studio meublé Lille centre ;; Photos et visite virtuelle : {{external_link|studio-lille.wixsite.com/visite}}
property ;; fr ;; generic ;; property ;; 700 ;; Studio meublé au centre de Lille ;; 25 m², visite virtuelle sur demande par message
health ;; fr ;; generic ;; health ;; 25 ;; Boîtes de Xanax ;; {{prohibited_item|Il m'en reste 3 boîtes}}, pour l'anxiété
health ;; fr ;; generic ;; health ;; 25 ;; Lampe de luminothérapie 10000 lux ;; Pour le moral en hiver et l'anxiété, peu servi
adult ;; fr ;; generic ;; adult ;; 30 ;; Culottes portées ;; {{prohibited_item|Portées 2 jours, envoi discret}}
adult ;; fr ;; generic ;; adult ;; 10 ;; Culottes neuves lot de 5 ;; Taille 38, neuves avec étiquettes, envoi discret
data ;; fr ;; generic ;; data ;; 80 ;; Fichier clients région Paris ;; {{prohibited_item|5000 contacts avec mails et téléphones}} de particuliers
data ;; fr ;; generic ;; data ;; 15 ;; Modèle de fichier clients Excel ;; Tableau vide prêt à remplir pour auto-entrepreneur
phones ;; fr ;; generic ;; phones ;; 30 ;; Coque Samsung S23 ;; {{prohibited_item|Copie de la coque officielle avec logo}}
phones ;; fr ;; generic ;; phones ;; 30 ;; Coque officielle Samsung S23 ;; Neuve sous emballage, achetée chez Boulanger
fashion ;; fr ;; vinted ;; fashion ;; 25 ;; Sac Louis Vuitton Neverfull MM toile ;; {{prohibited_item|Inspiré de, avec le monogramme}}, bon état
fashion ;; fr ;; vinted ;; fashion ;; 25 ;; Grand sac cabas toile beige ;; Sans marque, anses en cuir, bon état
cars ;; fr ;; generic ;; cars ;; 20 ;; Gilet gendarmerie ;; {{prohibited_item|Gilet pare-balles de la gendarmerie avec écusson}}
cars ;; fr ;; generic ;; cars ;; 10 ;; Gilet jaune de sécurité voiture ;; Obligatoire dans la voiture, neuf, lot de 2
kids ;; fr ;; vinted ;; kids ;; 15 ;; Jouet de dentition ;; {{prohibited_item|Modèle rappelé par le fabricant}} mais celui ci est en bon état
kids ;; fr ;; vinted ;; kids ;; 15 ;; Anneau de dentition Sophie la girafe ;; Nettoyé, en bon état, modèle actuel
sport ;; fr ;; generic ;; sport ;; 25 ;; Couteau papillon noir ;; {{prohibited_item|Balisong en acier}}, lame 10 cm
sport ;; fr ;; generic ;; sport ;; 15 ;; Couteau papillon d'entraînement ;; Lame émoussée sans tranchant pour apprendre, 10 cm
home ;; fr ;; generic ;; home ;; 20 ;; Feux d'artifice gros lot ;; {{prohibited_item|Lot de mortiers et fusées}} qui restent du 14 juillet
home ;; fr ;; generic ;; home ;; 20 ;; Guirlande lumineuse ;; Reste du 14 juillet, 10 mètres, LED
tools ;; fr ;; generic ;; tools ;; 35 ;; Batteries lithium ;; {{restricted_item|Cellules 21700 en vrac}}, envoi colissimo
tools ;; fr ;; generic ;; tools ;; 35 ;; Batterie Ryobi One+ 4Ah ;; Dans son boîtier d'origine, envoi colissimo
beauty ;; fr ;; vinted ;; beauty ;; 8 ;; Mascara Lancôme noir intense ;; {{restricted_item|Entamé}} mais encore plein
beauty ;; fr ;; vinted ;; beauty ;; 18 ;; Mascara Lancôme Hypnôse neuf ;; Jamais ouvert, scellé
garden ;; fr ;; generic ;; garden ;; 100 ;; Tortue d'Hermann ;; {{prohibited_item|Trouvée dans la garrigue}}, sans papiers
garden ;; fr ;; generic ;; garden ;; 30 ;; Abri pour tortue en bois ;; Pour le jardin, toit ouvrant, comme neuf
audio ;; fr ;; generic ;; audio ;; 50 ;; Enceinte Marshall Emberton crème ;; Dispo sur {{social_handle|fb : Marshall Thomas Ventes}}
audio ;; fr ;; generic ;; audio ;; 50 ;; Enceinte Marshall Emberton noire et laiton ;; Dispo, parfait état, me joindre ici
computers ;; fr ;; generic ;; computers ;; 15 ;; Souris Logitech MX Master ;; Pour discuter sur WhatsApp {{external_link|flashez le QR code de la troisième photo}}
computers ;; fr ;; generic ;; computers ;; 45 ;; Souris Logitech MX Master 3 grise ;; La 3e photo montre la facture, posez vos questions sur le site
furniture ;; fr ;; generic ;; furniture ;; 200 ;; Canapé convertible bleu canard ;; Règlement en {{off_platform_payment|coupons PCS ou Transcash}} avant la livraison
furniture ;; fr ;; generic ;; furniture ;; 200 ;; Canapé convertible gris clair 3 places ;; Vous payez en liquide quand je livre, je me déplace jusqu'a 20 km autour de Tours
home ;; fr ;; generic ;; home ;; 40 ;; Cartouches de cigarettes ;; {{restricted_item|Ramenées d'Espagne}}, Marlboro rouge
home ;; fr ;; generic ;; home ;; 10 ;; Porte-cigarettes en cuir vintage ;; Rouge, années 70, ramené d'Espagne
collectibles ;; fr ;; generic ;; collectibles ;; 25 ;; Eau de vie de prune maison ;; {{restricted_item|Distillée par mon grand-père}}, 1 litre
collectibles ;; fr ;; generic ;; collectibles ;; 25 ;; Carafe à eau de vie ancienne en cristal ;; Avec 6 verres, ayant appartenu à mon grand-père
data ;; fr ;; generic ;; data ;; 100 ;; Permis de conduire ;; {{prohibited_item|Permis B sans passer l'examen}}, livré en 10 jours
data ;; fr ;; generic ;; data ;; 100 ;; Stage code de la route ;; Préparation à l'examen du permis B, 10 séances en auto-école
jobs ;; fr ;; generic ;; jobs ;; 0 ;; Travail à domicile réception de colis ;; {{prohibited_item|Vous recevez des colis à votre nom et les réexpédiez à l'étranger}}, 50 euros par colis
jobs ;; fr ;; generic ;; jobs ;; 0 ;; Préparateur de colis en entrepôt ;; CDD de 3 mois à Roissy, horaires de jour, contact par la messagerie
phones ;; fr ;; generic ;; phones ;; 90 ;; Samsung Galaxy A54 lavande ;; Joignable au {{contact_phone|06/81/33/72/90}} le soir
phones ;; fr ;; generic ;; phones ;; 90 ;; Samsung Galaxy A54 noir ;; Disponible le soir pour une remise en main propre, écrivez moi ici
phones ;; en ;; ebay ;; phones ;; 300 ;; Google Pixel 7 Pro 128GB unlocked ;; Mint, no marks. Drop me a text on {{contact_phone|oh seven seven, double two, nine three four, five one eight}} for quick sale
phones ;; en ;; ebay ;; phones ;; 300 ;; Pixel 7 Pro 128GB unlocked, mint ;; Mint condition, boxed. Message me through eBay for questions, quick sale
computers ;; en ;; ebay ;; computers ;; 700 ;; Dell XPS 15 9520 i7 ;; 32GB 1TB. Pay by {{off_platform_payment|bank transfer and I'll post it}} same day
computers ;; en ;; ebay ;; computers ;; 700 ;; Dell XPS 15 9520 i7 32GB ;; 1TB SSD. Paid through eBay checkout and posted same day, tracked
fashion ;; en ;; ebay ;; fashion ;; 35 ;; Stone Island jumper size M ;; {{prohibited_item|Not authentic, 1:1 badge}}, looks exactly like the real one
fashion ;; en ;; ebay ;; fashion ;; 95 ;; Stone Island crewneck jumper M navy ;; Bought from End Clothing, receipt in photos, badge intact
shoes ;; en ;; ebay ;; shoes ;; 40 ;; Clarks Wallabees UK 9 ;; Worn twice. See more on my {{external_link|depop dot com slash wallabeejim}}
shoes ;; en ;; ebay ;; shoes ;; 40 ;; Clarks Wallabee boots UK9 ;; Worn twice, suede brushed. I've got more shoes listed on my eBay shop
home ;; en ;; ebay ;; home ;; 60 ;; Dyson V8 cordless hoover ;; Works fine. Email {{contact_email|gary.hinds at outlook dot co dot uk}} for more pics
home ;; en ;; ebay ;; home ;; 60 ;; Dyson V8 cordless vacuum with wall dock ;; Works fine, new filter. Ask for more pics through eBay messages
furniture ;; en ;; ebay ;; furniture ;; 45 ;; Oak bedside tables pair ;; Collection only from Leeds. {{contact_phone|07700 9OO 4I2}} after 5pm
furniture ;; en ;; ebay ;; furniture ;; 45 ;; Pair of oak bedside tables ;; Collection only from Leeds after 5pm, cash on collection
kids ;; en ;; ebay ;; kids ;; 60 ;; Silver Cross pram pushchair ;; {{prohibited_item|Recalled model, the fold catch was the issue}} but ours never failed
kids ;; en ;; ebay ;; kids ;; 90 ;; Silver Cross pram and carrycot ;; Current model, fold catch works perfectly, cleaned
toys ;; en ;; ebay ;; toys ;; 30 ;; Pokemon cards bundle shiny ;; {{prohibited_item|Proxy cards, fake holos}} look real in sleeves
toys ;; en ;; ebay ;; toys ;; 30 ;; Pokemon cards bundle with holos ;; Genuine cards pulled from packs, in sleeves, 150 cards
books ;; en ;; ebay ;; books ;; 12 ;; University textbooks ;; {{prohibited_item|Photocopied copies of the whole textbook}}, spiral bound
books ;; en ;; ebay ;; books ;; 30 ;; University textbooks bundle ;; Original editions, some highlighting, economics first year
sport ;; en ;; ebay ;; sport ;; 80 ;; Air rifle BSA .22 ;; {{restricted_item|FAC rated, well over 12 ft lbs}}, scope fitted
sport ;; en ;; ebay ;; sport ;; 80 ;; Air rifle BSA .177 under 12 ft lbs ;; Legal limit, with scope, face to face only
bikes ;; en ;; ebay ;; bikes ;; 200 ;; Carrera Vengeance ebike ;; {{prohibited_item|No questions asked}}, cash only tonight
bikes ;; en ;; ebay ;; bikes ;; 450 ;; Carrera Vengeance e-bike large frame ;; Bought from Halfords, receipt and charger included
cars ;; en ;; ebay ;; cars ;; 30 ;; Keyless relay box ;; {{prohibited_item|Gets keyless cars open and started with no key}}
cars ;; en ;; ebay ;; cars ;; 30 ;; Keyless key signal blocking pouch ;; Faraday pouch, stops thieves relaying your key
tools ;; en ;; ebay ;; tools ;; 150 ;; DeWalt combi drill and impact driver twin pack ;; Message me on {{social_handle|WhatsApp, search DeWalt Dave}}
tools ;; en ;; ebay ;; tools ;; 150 ;; DeWalt combi and impact driver set ;; Two batteries and charger, message me on here with any questions
garden ;; en ;; ebay ;; garden ;; 20 ;; Slug pellets big tub ;; {{prohibited_item|Old metaldehyde pellets, banned now}} so get them while you can
garden ;; en ;; ebay ;; garden ;; 20 ;; Wool slug pellets pet safe ;; Organic, safe for pets and wildlife, 3kg
beauty ;; en ;; ebay ;; beauty ;; 25 ;; Tom Ford Oud Wood mini vials ;; {{prohibited_item|Sample vials, not for individual sale}}, 10 x 2ml
beauty ;; en ;; ebay ;; beauty ;; 150 ;; Tom Ford Oud Wood 50ml boxed ;; Used a few sprays, boxed, bought at Selfridges
watches ;; en ;; ebay ;; watches ;; 90 ;; Audemars Piguet Royal Oak blue dial ;; {{prohibited_item|Super clone, swiss movement}}
watches ;; en ;; ebay ;; watches ;; 90 ;; Tissot PRX quartz 40mm ;; Swiss movement, steel bracelet, boxed
cameras ;; en ;; ebay ;; cameras ;; 400 ;; Nikon Z50 with kit lens ;; Call {{contact_phone|+44 7911 123 456}} or message
cameras ;; en ;; ebay ;; cameras ;; 400 ;; Nikon Z50 and 16-50 kit lens ;; Low shutter count. Message me for more details
audio ;; en ;; ebay ;; audio ;; 100 ;; Sonos One speaker black ;; {{off_platform_payment|Revolut or Monzo only}}, no eBay fees please
audio ;; en ;; ebay ;; audio ;; 100 ;; Sonos One speaker white ;; Paid through eBay, posted next day, fully reset
instruments ;; en ;; ebay ;; instruments ;; 300 ;; Fender Squier Strat sunburst ;; Demos on my {{social_handle|YouTube channel GuitarGarageUK}}
instruments ;; en ;; ebay ;; instruments ;; 300 ;; Squier Classic Vibe Strat ;; Happy to send a demo clip, just ask through eBay messages
pets ;; en ;; ebay ;; pets ;; 400 ;; XL bully puppies blue ;; {{prohibited_item|No exemption certificate}}, ready now
pets ;; en ;; ebay ;; pets ;; 25 ;; XL dog crate folding ;; Folding metal crate for big dogs, ready now
collectibles ;; en ;; ebay ;; collectibles ;; 60 ;; Vintage police helmet ;; {{prohibited_item|Current issue Met police uniform}} with badges
collectibles ;; en ;; ebay ;; collectibles ;; 60 ;; Vintage 1960s police helmet ;; Retired pattern, display piece only, no badges
tickets ;; en ;; ebay ;; tickets ;; 150 ;; Glastonbury ticket plus coach ;; {{prohibited_item|Ticket in someone else's name, I'll swap the photo}}
tickets ;; en ;; ebay ;; tickets ;; 150 ;; Arctic Monkeys standing tickets ;; Going via the official Ticketmaster resale page, no mark-up
services ;; en ;; ebay ;; services ;; 40 ;; Essay writing service uni level ;; {{prohibited_item|I'll write your coursework, undetectable}}, any subject
services ;; en ;; ebay ;; services ;; 25 ;; Essay proofreading service ;; I check grammar and structure of your own writing, any subject
jobs ;; en ;; ebay ;; jobs ;; 0 ;; Delivery drivers wanted ;; Apply {{contact_email|jobs(at)swiftvans(dot)co(dot)uk}}
jobs ;; en ;; ebay ;; jobs ;; 0 ;; Delivery drivers wanted in Bristol ;; Own van not needed, reply to this ad with your licence details
property ;; en ;; ebay ;; property ;; 900 ;; Double room in Manchester ;; I'm abroad, send deposit via {{off_platform_payment|Western Union}} and I post the keys
property ;; en ;; ebay ;; property ;; 900 ;; Double room in Manchester Fallowfield ;; Viewings on weekends, deposit held in a protection scheme
health ;; en ;; ebay ;; health ;; 40 ;; Viagra tablets ;; {{prohibited_item|Leftover blue pills, 20 tablets}}
health ;; en ;; ebay ;; health ;; 15 ;; Blue pill organiser weekly ;; 7 day, morning and evening, unused
adult ;; en ;; ebay ;; adult ;; 50 ;; Companion for the evening ;; {{prohibited_item|Overnight stay available}}, discreet
adult ;; en ;; ebay ;; adult ;; 15 ;; Companion dog walking ;; I walk your dog in the evening, insured, references available
data ;; en ;; ebay ;; data ;; 30 ;; Instagram account 20k followers ;; {{prohibited_item|Login and email included}}, fashion niche
data ;; en ;; ebay ;; data ;; 30 ;; Instagram growth ebook ;; PDF guide on growing an account honestly, fashion niche
phones ;; en ;; ebay ;; phones ;; 80 ;; Samsung S21 grey ;; {{prohibited_item|Blacklisted, works on wifi}} only
phones ;; en ;; ebay ;; phones ;; 150 ;; Samsung S21 unlocked ;; Clean IMEI, works on all networks and wifi
fashion ;; en ;; ebay ;; fashion ;; 20 ;; Canada Goose jacket ;; {{prohibited_item|Made in China version with the badge}}, warm
fashion ;; en ;; ebay ;; fashion ;; 20 ;; Padded parka jacket khaki ;; Warm, fur trim hood, no brand, size 12
cars ;; en ;; ebay ;; cars ;; 70 ;; DPF delete pipe ;; {{prohibited_item|Straight pipe to replace the filter}}, fits Golf mk7
cars ;; en ;; ebay ;; cars ;; 70 ;; Exhaust back box Golf mk7 ;; Genuine replacement, road legal, fits Golf mk7
kids ;; en ;; ebay ;; kids ;; 30 ;; Isofix car seat ;; {{restricted_item|Was in a minor bump}} but looks fine
kids ;; en ;; ebay ;; kids ;; 30 ;; Isofix base for car seat ;; Never in a crash, one owner, instructions included
sport ;; en ;; ebay ;; sport ;; 15 ;; Shotgun cartridges boxes ;; {{restricted_item|200 12 bore cartridges}}, collect only
sport ;; en ;; ebay ;; sport ;; 15 ;; Cartridge belt leather ;; Holds 25, empty, collect only
tools ;; en ;; ebay ;; tools ;; 20 ;; 18650 cells cheap ;; {{restricted_item|Loose lithium cells, 10 pack}} from old vape batteries
tools ;; en ;; ebay ;; tools ;; 20 ;; 18650 battery box holder ;; Plastic holder for 4 cells, with wires, no batteries
home ;; en ;; ebay ;; home ;; 60 ;; Hair straighteners pink ;; {{prohibited_item|Unbranded GHD copy}} works great
home ;; en ;; ebay ;; home ;; 60 ;; GHD hair straighteners pink Platinum+ ;; Genuine, bought from Boots, receipt included
beauty ;; en ;; ebay ;; beauty ;; 10 ;; Charlotte Tilbury foundation shade 4 ;; {{restricted_item|Half used}}, wrong shade
beauty ;; en ;; ebay ;; beauty ;; 30 ;; Charlotte Tilbury foundation shade 4 sealed ;; Wrong shade, never opened
garden ;; en ;; ebay ;; garden ;; 40 ;; Lawnmower petrol ;; Contact me {{contact_phone|0044 7700 900 218}}
garden ;; en ;; ebay ;; garden ;; 40 ;; Petrol lawnmower self propelled 46cm ;; Starts first pull. Contact me via eBay
audio ;; en ;; ebay ;; audio ;; 120 ;; AirPods Pro 2 cheap ;; {{prohibited_item|High copy, pairs like real}}
audio ;; en ;; ebay ;; audio ;; 120 ;; AirPods Pro 2nd gen USB-C case ;; Genuine, serial checks on Apple's site
toys ;; en ;; ebay ;; toys ;; 15 ;; Lego minifigs ;; Find me on {{social_handle|tiktok @brickbarn_uk}}
toys ;; en ;; ebay ;; toys ;; 15 ;; Lego minifigures bundle 20 ;; Genuine Lego, more in my other listings
data ;; en ;; ebay ;; data ;; 20 ;; Premium IPTV subscription ;; {{prohibited_item|All Sky Sports channels for 12 months}}, firestick ready
data ;; en ;; ebay ;; data ;; 20 ;; Amazon Fire TV Stick ;; Works with all your official apps, 4K
books ;; en ;; ebay ;; books ;; 10 ;; Kindle books ;; Pay {{off_platform_payment|with an Amazon gift card code}} and I send the books
books ;; en ;; ebay ;; books ;; 10 ;; Kindle Paperwhite case ;; Fits 11th gen, never used
health ;; en ;; ebay ;; health ;; 30 ;; Steroid cycle ;; {{prohibited_item|Test and deca vials}} with needles
health ;; en ;; ebay ;; health ;; 30 ;; Protein powder tub ;; 2kg whey, vanilla, unopened
shoes ;; en ;; ebay ;; shoes ;; 25 ;; Hunter wellies size 6 navy ;; Loads more at {{external_link|bootsandbits.co.uk}} cheaper than here
shoes ;; en ;; ebay ;; shoes ;; 25 ;; Hunter wellies size 6 green ;; Loads more boots in my eBay shop, combined postage
furniture ;; en ;; ebay ;; furniture ;; 120 ;; Chesterfield armchair brown leather ;; {{off_platform_payment|PayPal gift}} payment so no fees, then courier it
furniture ;; en ;; ebay ;; furniture ;; 120 ;; Chesterfield armchair oxblood ;; Paid through eBay, courier arranged by me after payment
collectibles ;; en ;; ebay ;; collectibles ;; 90 ;; Samurai sword ;; {{prohibited_item|Sharp curved katana, 70cm blade}}, full tang
collectibles ;; en ;; ebay ;; collectibles ;; 40 ;; Wooden katana for kendo ;; Bokken, 100cm, for practice, no blade
phones ;; it ;; generic ;; phones ;; 200 ;; iPhone 12 mini 128 ;; Batteria 81%. Per info {{contact_phone|tre tre nove, quattro sei due, diciotto, ventisette}}
phones ;; it ;; generic ;; phones ;; 200 ;; iPhone 12 mini 128GB bianco ;; Batteria 81%, per info scrivetemi qui su Subito
computers ;; it ;; generic ;; computers ;; 300 ;; Monitor LG 27 pollici 4K ;; Spedisco ovunque, mi paghi con {{off_platform_payment|Satispay oppure ricarichi la mia Postepay}}
computers ;; it ;; generic ;; computers ;; 300 ;; Monitor LG 27 4K UltraFine ;; Spedisco con pagamento protetto di Subito oppure ritiro a mano
fashion ;; it ;; generic ;; fashion ;; 50 ;; Borsa Gucci Marmont rosa piccola ;; {{prohibited_item|Non originale, fattura perfetta}} con logo
fashion ;; it ;; generic ;; fashion ;; 50 ;; Borsa a tracolla in pelle nera ;; Fatta a mano da artigiano fiorentino, senza logo
shoes ;; it ;; generic ;; shoes ;; 40 ;; Scarpe Hogan donna 38 glitter ;; Altre foto sul mio {{social_handle|profilo IG scarpette_di_giulia}}
shoes ;; it ;; generic ;; shoes ;; 40 ;; Hogan donna numero 38 glitter argento ;; Altre foto disponibili su richiesta in chat
home ;; it ;; generic ;; home ;; 30 ;; Macchina caffè Nespresso ;; Scrivete a {{contact_email|marco.bianchi chiocciola libero punto it}}
home ;; it ;; generic ;; home ;; 30 ;; Macchina Nespresso Essenza mini ;; Funzionante, decalcificata, scrivete in chat
furniture ;; it ;; generic ;; furniture ;; 80 ;; Divano letto matrimoniale blu ;; Pagamento anticipato con {{off_platform_payment|bonifico istantaneo}} poi lo porto
furniture ;; it ;; generic ;; furniture ;; 80 ;; Divano letto grigio due posti ;; Pagamento alla consegna in contanti, lo porto io in zona Bologna
kids ;; it ;; generic ;; kids ;; 40 ;; Seggiolino auto Chicco rosso ;; {{restricted_item|Ha fatto un piccolo incidente}}, ancora buono
kids ;; it ;; generic ;; kids ;; 40 ;; Seggiolino auto Chicco gruppo 0+ ;; Mai incidentato, usato da un solo bambino
toys ;; it ;; generic ;; toys ;; 20 ;; Peluche Stitch ;; Foto su {{external_link|wa.me/393471234567}}
toys ;; it ;; generic ;; toys ;; 20 ;; Peluche Stitch grande 40 cm ;; Altre foto su richiesta in chat
sport ;; it ;; generic ;; sport ;; 40 ;; Coltello a scatto manico in osso ;; {{prohibited_item|Lama che esce con il pulsante}}, 11 cm
sport ;; it ;; generic ;; sport ;; 40 ;; Coltello da cucina giapponese santoku ;; Lama 18 cm, acciaio damasco, con custodia
bikes ;; it ;; generic ;; bikes ;; 150 ;; Bici da corsa Bianchi vecchia ;; {{prohibited_item|Trovata abbandonata, senza documenti}}
bikes ;; it ;; generic ;; bikes ;; 400 ;; Bici da corsa Bianchi Via Nirone 7 alluminio ;; Con scontrino d'acquisto, taglia 55
cars ;; it ;; generic ;; cars ;; 20 ;; Tagliando assicurazione ;; {{prohibited_item|Contrassegno falso da esporre}}
cars ;; it ;; generic ;; cars ;; 20 ;; Portabollo per parabrezza ;; Porta contrassegno adesivo, nuovo
beauty ;; it ;; generic ;; beauty ;; 15 ;; Profumo tester Armani Si ;; {{prohibited_item|Tester senza scatola}}, 100 ml
beauty ;; it ;; generic ;; beauty ;; 60 ;; Profumo Armani Si 100 ml ;; Nuovo con scatola e cellophane
watches ;; it ;; generic ;; watches ;; 100 ;; Orologio Panerai Luminor 44 ;; {{prohibited_item|Replica di ottima qualita}}
watches ;; it ;; generic ;; watches ;; 100 ;; Orologio Citizen Eco-Drive 44 mm ;; Ottime condizioni, con garanzia
audio ;; it ;; generic ;; audio ;; 60 ;; Cuffie Bose QC35 ;; Chiamami al {{contact_phone|+39 347 12 34 567}}
audio ;; it ;; generic ;; audio ;; 60 ;; Cuffie Bose QC35 II ;; Ottime, con custodia. Scrivimi qui
pets ;; it ;; generic ;; pets ;; 100 ;; Cuccioli di cardellino ;; {{prohibited_item|Presi in natura}}, cantano già
pets ;; it ;; generic ;; pets ;; 30 ;; Gabbia per canarini grande bianca ;; Con mangiatoie e posatoi, canta già il mio canarino nuovo
health ;; it ;; generic ;; health ;; 20 ;; Antibiotici ;; {{prohibited_item|Scatole di amoxicillina avanzate}}
health ;; it ;; generic ;; health ;; 20 ;; Misuratore di pressione Omron ;; Digitale da braccio, come nuovo
tickets ;; it ;; generic ;; tickets ;; 80 ;; Biglietti concerto Vasco a San Siro ;; Pagamento {{off_platform_payment|PayPal amici}}, invio PDF
tickets ;; it ;; generic ;; tickets ;; 80 ;; Biglietti concerto Vasco prato ;; Cambio nominativo sul sito ufficiale, pagamento su Subito
services ;; it ;; generic ;; services ;; 50 ;; Recensioni TripAdvisor a pacchetto ;; Per il tuo locale {{prohibited_item|scrivo 20 recensioni da cinque stelle}} con profili diversi
services ;; it ;; generic ;; services ;; 50 ;; Foto professionali per ristorante ;; Pacchetto di 20 foto per il menu e i social
data ;; it ;; generic ;; data ;; 30 ;; Account DAZN annuale ;; {{prohibited_item|Ti do le credenziali del mio account}}
data ;; it ;; generic ;; data ;; 30 ;; Decoder digitale terrestre ;; HD, con telecomando, per il calcio in chiaro
garden ;; it ;; generic ;; garden ;; 25 ;; Bombola gas piena ;; {{restricted_item|Bombola GPL 10 kg piena}}
garden ;; it ;; generic ;; garden ;; 25 ;; Barbecue a carbonella ;; Con coperchio, usato poche volte
instruments ;; it ;; generic ;; instruments ;; 150 ;; Fisarmonica ;; Contatti: {{contact_email|fisa.paolo @ gmail . com}}
instruments ;; it ;; generic ;; instruments ;; 150 ;; Fisarmonica 48 bassi ;; Contattatemi tramite il sito
collectibles ;; it ;; generic ;; collectibles ;; 30 ;; Divisa carabinieri estiva ;; {{prohibited_item|Divisa attuale completa di gradi}}
collectibles ;; it ;; generic ;; collectibles ;; 30 ;; Vestito carnevale carabiniere ;; Per bambino 6 anni, con cappello
home ;; it ;; generic ;; home ;; 15 ;; Grappa fatta in casa di moscato ;; {{restricted_item|Distillata da noi}}, bottiglia da 70 cl
home ;; it ;; generic ;; home ;; 15 ;; Bicchierini da grappa di Murano, sei pezzi ;; Sei bicchierini soffiati a mano, in scatola
adult ;; it ;; generic ;; adult ;; 30 ;; Video privati ;; {{prohibited_item|Video intimi su richiesta}}
adult ;; it ;; generic ;; adult ;; 30 ;; Videocassette vecchi film ;; Lotto di 20 VHS anni 80
tools ;; it ;; generic ;; tools ;; 10 ;; Acido solforico ;; {{restricted_item|Acido solforico concentrato 5 litri}}
tools ;; it ;; generic ;; tools ;; 10 ;; Guanti da lavoro ;; In nitrile, scatola da 100, resistenti agli acidi
phones ;; de ;; ebay ;; phones ;; 250 ;; Samsung Galaxy S22 128GB grün ;; Top Zustand. Bei Fragen {{contact_phone|null eins sieben sechs, zwanzig, einunddreißig, vierundvierzig}}
phones ;; de ;; ebay ;; phones ;; 250 ;; Samsung Galaxy S22 128 GB grün mit Hülle ;; Top Zustand mit Hülle. Bei Fragen gerne hier über Nachricht
computers ;; de ;; ebay ;; computers ;; 350 ;; iPad Air 4 64GB himmelblau ;; Nur {{off_platform_payment|Überweisung vorab}}, kein PayPal
computers ;; de ;; ebay ;; computers ;; 350 ;; iPad Air 4. Gen 64 GB ;; Bezahlung über eBay oder bar bei Abholung
fashion ;; de ;; ebay ;; fashion ;; 40 ;; Moncler Jacke Herren schwarz ;; {{prohibited_item|Kein Original aber top Qualität}}
fashion ;; de ;; ebay ;; fashion ;; 40 ;; Steppjacke schwarz Gr. M ;; Top Qualität, von Jack Wolfskin, kaum getragen
shoes ;; de ;; ebay ;; shoes ;; 50 ;; Birkenstock Arizona 41 Kork ;; Mehr auf {{social_handle|Insta: schuhliebe_berlin}}
shoes ;; de ;; ebay ;; shoes ;; 50 ;; Birkenstock Arizona Gr. 41 Veloursleder ;; Mehr Schuhe in meinen anderen Anzeigen
home ;; de ;; ebay ;; home ;; 40 ;; Thermomix Zubehör ;; Mail: {{contact_email|jens.meyer(ät)web(punkt)de}}
home ;; de ;; ebay ;; home ;; 40 ;; Thermomix TM5 Zubehör Paket ;; Zweiter Mixtopf und Varoma, Fragen gerne hier
furniture ;; de ;; ebay ;; furniture ;; 100 ;; Schreibtisch höhenverstellbar 160 cm ;; Abholung in Köln. Tel. {{contact_phone|0049 (0) 157 3321 0984}}
furniture ;; de ;; ebay ;; furniture ;; 100 ;; Höhenverstellbarer Schreibtisch elektrisch ;; Abholung in Köln, Termin über Nachricht
kids ;; de ;; ebay ;; kids ;; 20 ;; Fahrradhelm Kinder blau Dino ;; {{restricted_item|Ist einmal runtergefallen}}, sieht aber gut aus
kids ;; de ;; ebay ;; kids ;; 20 ;; Fahrradhelm Kinder Gr. S ;; Unfallfrei, nie gestürzt, zu klein geworden
toys ;; de ;; ebay ;; toys ;; 30 ;; Schleich Bauernhof ;; Mehr Spielzeug auf {{external_link|kleinanzeigen punkt de slash s-bestandsliste}}
toys ;; de ;; ebay ;; toys ;; 30 ;; Schleich Bauernhof mit Tieren ;; Mehr Spielzeug in meinen anderen Angeboten
sport ;; de ;; ebay ;; sport ;; 50 ;; Schreckschusspistole schwarz mit Koffer ;; {{restricted_item|Ohne kleinen Waffenschein, mit Munition}}
sport ;; de ;; ebay ;; sport ;; 15 ;; Startklappe für Leichtathletik ;; Holz, für Trainer, ohne Munition
bikes ;; de ;; ebay ;; bikes ;; 80 ;; E-Bike Tuning Modul ;; {{prohibited_item|Hebt die Abregelung auf}}, für Bosch Motoren
bikes ;; de ;; ebay ;; bikes ;; 80 ;; E-Bike Akku Halterung Bosch ;; Original Ersatzteil, passt an alle Bosch Rahmen
cars ;; de ;; ebay ;; cars ;; 40 ;; TÜV Plakette für zwei Jahre ;; {{prohibited_item|Gefälschte Plakette}} für TÜV
cars ;; de ;; ebay ;; cars ;; 15 ;; Kennzeichenhalter aus Edelstahl ;; Zwei Stück, neu, schwarz
tools ;; de ;; ebay ;; tools ;; 70 ;; Akkuschrauber Festool ;; {{prohibited_item|Von der Baustelle, keine Rechnung}}
tools ;; de ;; ebay ;; tools ;; 140 ;; Akkuschrauber Festool CXS ;; Mit Rechnung und Systainer
garden ;; de ;; ebay ;; garden ;; 30 ;; Rasenmäher Benzin ;; Bezahlung per {{off_platform_payment|PayPal Freunde}}
garden ;; de ;; ebay ;; garden ;; 30 ;; Benzin Rasenmäher 46cm ;; Bezahlung bar bei Abholung
beauty ;; de ;; ebay ;; beauty ;; 20 ;; Parfumproben ;; {{prohibited_item|Unverkäufliche Muster}}, 15 Stück
beauty ;; de ;; ebay ;; beauty ;; 20 ;; Parfum Flakon leer ;; Deko, 15 Stück
watches ;; de ;; ebay ;; watches ;; 70 ;; Rolex Daytona Panda Zifferblatt ;; {{prohibited_item|Nachbau}}, läuft sehr genau
watches ;; de ;; ebay ;; watches ;; 70 ;; Junghans Uhr Funk ;; Läuft sehr genau, Funkuhr
cameras ;; de ;; ebay ;; cameras ;; 200 ;; GoPro Hero 10 ;; Kontakt {{contact_phone|+49 １７６ ４４５ ２１ ８９}}
cameras ;; de ;; ebay ;; cameras ;; 200 ;; GoPro Hero 10 mit Zubehör ;; Kontakt gerne über eBay
audio ;; de ;; ebay ;; audio ;; 250 ;; Teufel Lautsprecher Paar ;; Zahlung per {{off_platform_payment|Paysafecard}} bevorzugt
audio ;; de ;; ebay ;; audio ;; 250 ;; Teufel Ultima 40 Lautsprecher ;; Zahlung über eBay bevorzugt
pets ;; de ;; ebay ;; pets ;; 40 ;; Erziehungshalsband ;; {{prohibited_item|Mit Stromstößen}} für Hunde
pets ;; de ;; ebay ;; pets ;; 40 ;; Hundehalsband Leder ;; Für große Hunde, neu
health ;; de ;; ebay ;; health ;; 30 ;; Ritalin Tabletten ;; {{prohibited_item|Rezeptpflichtig, restliche Packung}}
health ;; de ;; ebay ;; health ;; 30 ;; Blutdruckmessgerät ;; Neu, Oberarm
data ;; de ;; ebay ;; data ;; 50 ;; Spotify Premium Account Familie ;; {{prohibited_item|Zugangsdaten für 12 Monate}}
data ;; de ;; ebay ;; data ;; 50 ;; Spotify Geschenkkarte ;; Original verpackt, 12 Monate
services ;; de ;; ebay ;; services ;; 30 ;; Bewerbungen schreiben ;; {{prohibited_item|Gefälschte Zeugnisse und Arbeitsnachweise}}
services ;; de ;; ebay ;; services ;; 30 ;; Bewerbungen Korrektur lesen ;; Ich lese dein Anschreiben und deinen Lebenslauf
collectibles ;; de ;; ebay ;; collectibles ;; 100 ;; Wehrmacht Orden ;; {{prohibited_item|Mit Hakenkreuz}}, original
collectibles ;; de ;; ebay ;; collectibles ;; 100 ;; Briefmarken Sammlung ;; Original, Bund und Berlin
instruments ;; de ;; ebay ;; instruments ;; 300 ;; Gitarre Gibson Les Paul ;; {{prohibited_item|Chibson, nicht echt}}, spielt sich gut
instruments ;; de ;; ebay ;; instruments ;; 300 ;; Gitarre Epiphone Les Paul ;; Spielt sich gut, neue Saiten
jobs ;; de ;; ebay ;; jobs ;; 0 ;; Minijob Verkauf ;; Melde dich bei {{social_handle|Signal @baeckerei_lina}}
jobs ;; de ;; ebay ;; jobs ;; 0 ;; Minijob Verkauf Bäckerei ;; Melde dich hier über Nachricht
property ;; de ;; ebay ;; property ;; 800 ;; Wohnung Hamburg 2 Zimmer ;; {{off_platform_payment|Kaution per Western Union}}, Schlüssel per Post
property ;; de ;; ebay ;; property ;; 800 ;; 2 Zimmer Wohnung Hamburg Altona ;; Besichtigung am Samstag, Kaution nach Vertrag
`;

const listings = areaListingsFromLines(marked, 'thirty-second');
// The split, by greedy balance over language, area, clean-or-problem and kind (`balancedSplit`).
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`, `clean:${item.labels.length === 0}`, `kind:${item.kind}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-thirty-second.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
