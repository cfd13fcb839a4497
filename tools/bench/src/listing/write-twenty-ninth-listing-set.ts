import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-twenty-ninth.json: a twenty-ninth labelled set for issue 19, written by hand on
 * 2026-11-30 by a writer who changes no rule (stop 49, task 49w), as the session's final unseen measure (its holdout part).
 * Its writer read no rule code, lexicon or brand table, no README rules table and no earlier set's records — only the
 * twenty-eighth listing writer's header (its first 78 lines) and its last 8 lines, the line parser (`areaListingsFromLines`),
 * `balancedSplit`, the scorer (evasion-quality.ts), the contract's flag codes and profiles, and issue 19.
 * 474 listings (one listing weighs about 0.42 point of a part): PT 98, ES 92, FR 92, EN 92, IT 50, DE 50; 237 clean (50 %:
 * every problem has its clean twin, so the clean share sits at a half rather than the asked 45 %), 237 with one problem
 * each (237 labels: prohibited item 107, restricted item 38, phone 32, off-site payment 22, e-mail 15, link 14, social
 * handle 9; by kind item 145, contact and payment moved off the site 92 — a little over a third). Profiles: olx-pt (PT),
 * vinted (PT and FR fashion, kids and beauty), wallapop (ES), generic (FR, IT), ebay (EN, DE).
 * Areas (28, a general marketplace's categories): phones, computers, fashion, shoes, home, furniture, kids, toys, books,
 * sport, bikes, cars, tools, garden, beauty, watches, cameras, audio, instruments, pets, collectibles, tickets, services,
 * jobs, property, health, adult, data; every area has problems and clean twins, most in several languages.
 * Written as sellers write on the big second-hand sites of each country: short titles and longer descriptions, missing
 * accents, abbreviations, emoji, prices and sizes, shipping and hand-over talk, in each language's own habits.
 * Contact moved off the site, in every evasion kind issue 19 lists: numbers in words with tens (and mixed with digits and
 * with "double"), spaced, dashed, dotted and slashed digit groups, national and international forms (with "+" and with
 * "00"), look-alike letters for digits, full-width and circled digits; e-mails with the local words for "at" and "dot",
 * in brackets and parentheses and with spaces; chat links to a number or a channel, a QR code pointing to a chat, a shop's
 * address written with the local word for "dot"; handles on the usual photo, chat and video networks; payment apps and
 * methods by name in each country (instant-payment apps, friends-and-family transfers, neobanks, prepaid vouchers, top-up
 * cards and gift cards, transfers before shipping). Items, in ordinary words and often by purpose or means only:
 * counterfeits said every way (named as copies, by quality grade, by likeness, by denial of originality, with papers),
 * spring, butterfly, zombie and throwing blades, knuckle-dusters, fixed-blade hunting knives, air rifles above the free
 * limit, blank-firing guns, crossbows, defence sprays (no weapon parts were written), prescription,
 * diet and sleep medicines, young animals without identification and wild-caught animals, tobacco brought from abroad,
 * home-made spirits, banned weed and pest killers, emission, odometer and speed cheats, keyless-theft tools, adult
 * services and worn underwear, personal data and people tracing, accounts with their login, pirated TV, resold licence
 * keys, found or unexplained goods, current uniforms, forged pay slips, testers and not-for-resale samples, opened
 * cosmetics, second-hand child seats and helmets after a knock, a recalled cot, loose lithium cells, covert cameras, and
 * services that deceive (work submitted as one's own, exams sat for another, paid reviews, an address lent for registration,
 * jobs that ask a fee first).
 * Clean twins, one per problem, in similar words and the same language: the same object for an innocent use, new and
 * sealed, with proof of purchase, a costume, a toy or an accessory of the same kind, or the same contact idea kept on the
 * site (the site's chat, payment and shipping, cash at collection, the seller's other listings, an official resale).
 * Label policy (a careful moderator of a general European marketplace), as the twenty-eighth's: contact, links and payment
 * moved off the site are labelled where they are asked for; the site's own payment and shipping, cash at a hand-over and
 * "message me here" are clean. Prohibited: counterfeits, switchblades, butterfly knives, knuckle-dusters, throwing stars
 * and zombie knives, prescription, diet and sleep medicines, animals without the identification the law asks or taken
 * from the wild, banned pesticides, emission, odometer and speed cheats, theft tools, sexual services and worn underwear,
 * personal data and tracing, accounts with credentials, pirated TV, resold licence keys, goods found or of unexplained
 * origin, current uniforms, forged papers, testers and not-for-resale samples, recalled goods, covert recording devices
 * and deceiving services. Restricted: fixed-blade hunting knives, air rifles above the free limit, blank-firing guns,
 * crossbows with hunting points, defence sprays, tobacco and home-made spirits, opened cosmetics, second-hand child seats
 * and helmets after a knock, and loose lithium cells (the scorer meets either item code).
 * Borderline decisions, stated: a chat link to a number or a channel and a QR code pointing to a chat are labelled links
 * (external_link); a shop's address written with the word for "dot" is a link; a network name with a handle is the handle;
 * a gift card or voucher asked as payment is payment; a transfer asked before shipping is payment, and ticket resale paid
 * off the site is labelled payment only (no item label), resale through an official exchange clean; tobacco brought from
 * abroad is restricted (duty and age), its ashtray or tin clean; a blunt trainer of a banned knife shape is clean; a found
 * device locked to someone's account is prohibited, the seller's own device for parts with an invoice clean; tools
 * "from a site, no invoice" or "found, no questions" are prohibited as of unexplained origin; a covert camera sold "to film
 * people without them knowing" is prohibited, a visible door camera clean; a job asking the applicant to pay first is a
 * deceiving service (prohibited); a derestriction kit is prohibited, the original limited part clean.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * twenty-eighth set's greedy balance in file order over language, area, clean/problem and kind (`balancedSplit`, below),
 * which no label text or rule output decides. Parts: tune 237 (119 clean, 118 problems: item 73, phone 16, payment 11,
 * email 7, link 7, social 4), holdout 237 (118 clean, 119 problems: item 72, phone 16, payment 11, email 8, link 7, social
 * 5); every language (PT 49, ES 46, FR 46, EN 46, IT 25, DE 25 in each) and all 28 areas in both.
 *
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description`, labels inline as
 * `{{code|text}}` (`areaListingsFromLines`); `area` is kept in the JSON beside the listing.
 * Collisions: before freezing, a scratch check (deleted) loaded every earlier `data/listing/validation-*.json` and compared
 * each of this set's titles and descriptions, case- and accent-folded, exactly and by any shared 40-character window
 * (printing only this set's strings): 108 of 948 fields collided (94 short plain titles, 14 descriptions by a window, five
 * of them numbers written in words); every one was rewritten in this writer's words, a second check found 3 of the
 * rewrites still sharing a window, rewritten again, and 0 collide in the frozen set.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-twenty-ninth-listing-set.ts`.
 * First run (2026-11-30, rules as on 5593ea18, no rule changed, a scratch script calling `evasionQuality` on this file only
 * and printing only the summaries, `nice -n 10 timeout 600 node --conditions=@circular/source tools/bench/src/zz-49w.ts
 * listing`, once as the service answers and once with `LISTING_LEARNED_SCORER=0`):
 * - rules with the learned reader (default): tune recall 0.97 (114 of 118 labels; by kind item 69/73, phone 16/16,
 *   payment 11/11, email 7/7, link 7/7, social 4/4), clean listings flagged 0.12 (14 of 119), wrongful rejects 0.006 (1 of
 *   164); holdout recall 0.94 (112 of 119; item 66/72, phone 16/16, payment 11/11, email 8/8, link 7/7, social 4/5), clean
 *   flagged 0.10 (12 of 118), wrongful rejects 0.018 (3 of 165).
 * - rules alone (`LISTING_LEARNED_SCORER=0`): tune recall 0.87 (103 of 118; item 58/73, every contact kind complete),
 *   clean flagged 0.05 (6 of 119), wrongful rejects 0.006 (1 of 164); holdout recall 0.87 (103 of 119; item 57/72, social
 *   4/5, the other contact kinds complete), clean flagged 0.06 (7 of 118), wrongful rejects 0.018 (3 of 165).
 */

const marked = `
phones ;; pt ;; olx-pt ;; phones ;; 320 ;; iPhone 12 64gb desbloqueado ;; Bateria a 86%, sem riscos no ecra, sempre com capa. Liga p/ {{contact_phone|nove um seis, cinquenta e tres, vinte e nove, setenta e um}} se quiser ver hoje em Almada
phones ;; pt ;; olx-pt ;; phones ;; 330 ;; iPhone 12 64 gb livre a qualquer rede ;; Bateria a 88%, ecra sem riscos, sempre usado com capa e pelicula. Mande mensagem aqui pelo chat se quiser ver hoje em Almada
fashion ;; pt ;; vinted ;; clothing ;; 25 ;; Casaco ganga oversize tam M ;; Usado poucas vezes, lavado. Tenho mais fotos, peçam por mail: {{contact_email|ritinha.costa92 arroba gmail ponto com}} 😊
fashion ;; pt ;; vinted ;; clothing ;; 22 ;; Casaco de ganga oversize tamanho M ;; Usei pouquissimas vezes, ja esta lavado. Tenho mais fotos, peçam aqui por mensagem 😊 envio pela vinted
furniture ;; pt ;; olx-pt ;; furniture ;; 90 ;; Comoda 4 gavetas madeira maciça ;; 80x45x95 cm. Tem de ser levantada em Braga. Contacto {{contact_phone|9.3.5 - 1.1.2 - 7.7.4}} depois das 18h
furniture ;; pt ;; olx-pt ;; furniture ;; 95 ;; Cómoda de 4 gavetas em madeira maciça ;; Medidas 80x45x95. Levantar em Braga, ajudo a carregar. Respondo às mensagens da OLX depois das 18h
home ;; pt ;; olx-pt ;; home ;; 40 ;; Conjunto de panelas inox 5 peças ;; Servem em indução. So aceito {{off_platform_payment|MB WAY}} antes do envio, entregas em mão nao faço
home ;; pt ;; olx-pt ;; home ;; 45 ;; Trem de cozinha inox 5 peças, serve inducao ;; Como novo. Envio com a entrega OLX e pagamento pela plataforma, ou entrego em mão em Setubal
cars ;; pt ;; olx-pt ;; cars ;; 60 ;; Jantes ferro 15 com pneus gastos ;; Serviram num Clio III. Para mais info ligar {{contact_phone|+351 962 448 130}}, nao respondo aqui
cars ;; pt ;; olx-pt ;; cars ;; 70 ;; Jantes de ferro 15 polegadas com pneus ;; Estavam num Renault Clio III, pneus a meio. Para mais info usem o chat, respondo rapido
fashion ;; pt ;; vinted ;; clothing ;; 12 ;; Lote 6 tops verao tam S ;; Mais peças giras no meu insta {{social_handle|@vintage.da.sofia}} com precos mais baixos
fashion ;; pt ;; vinted ;; clothing ;; 14 ;; Lote de 6 tops de verao S ;; Vejam as outras peças no meu perfil da vinted, faço desconto em lotes
toys ;; pt ;; olx-pt ;; toys ;; 35 ;; Lego Friends casa da praia completa ;; Com manual e caixa. Falem comigo direto {{external_link|wa.me/351918273645}}
toys ;; pt ;; olx-pt ;; toys ;; 38 ;; Lego Friends casa de praia completo com caixa ;; Tem manual e todas as peças. Falem comigo por aqui que respondo logo
sport ;; pt ;; olx-pt ;; sport ;; 150 ;; Passadeira eletrica dobravel ;; Funciona bem, levantar em Leiria. Para combinar lê o {{external_link|codigo QR da ultima foto}} e fala comigo no whats
sport ;; pt ;; olx-pt ;; sport ;; 160 ;; Passadeira elétrica dobrável 12 km/h ;; A funcionar, levantar em Leiria. Na ultima foto estao as medidas, combinamos aqui pela mensagem
computers ;; pt ;; olx-pt ;; computers ;; 250 ;; Portatil Lenovo i5 8gb 256ssd ;; Windows 11 ativado, carregador incluido. Tlm {{contact_phone|91 sete 8 dois 4 cinco 6 zero 3}}
computers ;; pt ;; olx-pt ;; computers ;; 260 ;; Portátil Lenovo i5 8GB SSD 256 ;; Windows 11 ativado e carregador original. Posso enviar pela OLX ou entregar no Porto
books ;; pt ;; olx-pt ;; books ;; 8 ;; Livros escolares 7 ano - usado pouco ;; Matematica e Portugues, sem escritos. Zap {{contact_phone|9l2 OO4 3B7}} ok
books ;; pt ;; olx-pt ;; books ;; 9 ;; Manuais escolares 7º ano ;; Matemática e Português, nada escrito a caneta. Combinar entrega por mensagem
tickets ;; pt ;; olx-pt ;; tickets ;; 90 ;; 2 bilhetes NOS Alive sabado ;; Nao posso ir. Pagamento por {{off_platform_payment|transferencia para o meu IBAN antes}} e mando os bilhetes por email
tickets ;; pt ;; olx-pt ;; tickets ;; 90 ;; 2 bilhetes festival sabado ;; Ja nao posso ir. A troca faz-se pela plataforma oficial de revenda do festival, ao preco de face
garden ;; pt ;; olx-pt ;; garden ;; 120 ;; Corta relva a gasolina ;; Arranca a primeira. Emails para {{contact_email|joao.mendes(a)sapo.pt}} com a vossa proposta
garden ;; pt ;; olx-pt ;; garden ;; 125 ;; Corta-relva a gasolina 46 cm ;; Arranca à primeira, revisto. Façam a vossa proposta aqui no anuncio
property ;; pt ;; olx-pt ;; property ;; 450 ;; Quarto em Coimbra p estudante ;; Despesas incluidas. Ligue {{contact_phone|00351 935 771 206}} para visitar
property ;; pt ;; olx-pt ;; property ;; 450 ;; Quarto para estudante em Coimbra ;; Despesas incluidas, contrato e recibos. Marque a visita pelas mensagens do anuncio
audio ;; pt ;; olx-pt ;; audio ;; 70 ;; Coluna bluetooth JBL Charge 4 ;; Pago por {{off_platform_payment|PayPal amigos e familia}} e envio no mesmo dia
audio ;; pt ;; olx-pt ;; audio ;; 75 ;; Coluna JBL Charge 4 bluetooth ;; Pagamento e envio pela OLX, sai no mesmo dia. Em mão na Amadora tambem
kids ;; pt ;; olx-pt ;; kids ;; 60 ;; Carrinho de bebe 3 em 1 em bom estado ;; Muito estimado. Ligue {{contact_phone|⑨①⑤ ④④⑦ ②⓪⑧}}
kids ;; pt ;; olx-pt ;; kids ;; 65 ;; Carrinho bebé 3 em 1 ;; Muito bem estimado, sem manchas. Tire duvidas aqui e combinamos a entrega
collectibles ;; pt ;; olx-pt ;; collectibles ;; 15 ;; Caderneta cromos Mundial completa ;; Vejam a colecao toda em {{external_link|cromosdoze ponto pt}} e encomendem la
collectibles ;; pt ;; olx-pt ;; collectibles ;; 18 ;; Caderneta de cromos do Mundial, completa ;; Tenho mais cadernetas nos meus outros anuncios, faço preço por várias
jobs ;; pt ;; olx-pt ;; jobs ;; 0 ;; Precisa-se empregada de mesa fim de semana ;; Restaurante em Cascais. CV para {{contact_email|rest.mare [at] outlook [dot] pt}}
jobs ;; pt ;; olx-pt ;; jobs ;; 0 ;; Precisa-se empregada de mesa aos fins de semana ;; Restaurante em Cascais, com contrato. Respondam a este anuncio com a vossa experiencia
beauty ;; pt ;; olx-pt ;; beauty ;; 45 ;; Secador Dyson Supersonic ;; Pago com {{off_platform_payment|Revolut}} e envio por CTT registado
beauty ;; pt ;; olx-pt ;; beauty ;; 280 ;; Secador de cabelo Dyson Supersonic ;; Com todos os bicos. Pagamento seguro da OLX e envio por CTT
fashion ;; pt ;; olx-pt ;; shoes ;; 45 ;; Sapatilhas Nike Air Max 90 ;; Tamanho 42, {{prohibited_item|replica 1:1 qualidade top}}, vêm na caixa
fashion ;; pt ;; olx-pt ;; shoes ;; 65 ;; Sapatilhas Nike Air Max 90 tam 42 ;; Originais, compradas na loja, tenho talão. Vêm na caixa
watches ;; pt ;; olx-pt ;; watches ;; 180 ;; Relogio tipo Rolex Submariner ;; {{prohibited_item|Nao é original mas ninguem nota}}, automatico, bracelete aço
watches ;; pt ;; olx-pt ;; watches ;; 180 ;; Relogio mergulho Seiko automatico ;; Original com caixa e papeis, bracelete em aço, revisto em 2024
beauty ;; pt ;; olx-pt ;; beauty ;; 35 ;; Perfume Sauvage 100ml ;; {{prohibited_item|Tester}} sem tampa, cheio, caixa branca
beauty ;; pt ;; olx-pt ;; beauty ;; 70 ;; Perfume Dior Sauvage 100 ml como novo ;; Novo, selado em celofane, oferta repetida. Tenho fatura
sport ;; pt ;; olx-pt ;; sport ;; 30 ;; Navalha de caça ;; {{prohibited_item|Abre com botão, lâmina salta sozinha}}, 9 cm
sport ;; pt ;; olx-pt ;; sport ;; 20 ;; Canivete suiço multiusos ;; 15 funções, tesoura e saca-rolhas, lâmina pequena. Ideal para campismo
sport ;; pt ;; olx-pt ;; sport ;; 55 ;; Faca de mato lamina 24 cm ;; {{restricted_item|Faca de mato, lamina fixa de 24 cm}} com bainha de couro, para caça
home ;; pt ;; olx-pt ;; home ;; 55 ;; Faca de chef 24 cm ;; Faca de cozinha japonesa, lamina de 24 cm, com bainha de madeira, quase nova
sport ;; pt ;; olx-pt ;; sport ;; 140 ;; Carabina de pressão ar comprimido ;; {{restricted_item|Carabina 5,5 mm de 24 joules}}, com mira, pouco uso
sport ;; pt ;; olx-pt ;; sport ;; 25 ;; Alvos de papel para tiro com suporte ;; 100 alvos e suporte metalico, para clube de tiro. Entrega em Évora
health ;; pt ;; olx-pt ;; health ;; 90 ;; Canetas para emagrecer - preço negociavel ;; {{prohibited_item|2 canetas de semaglutido}} guardadas no frigorifico, sobraram do tratamento
health ;; pt ;; olx-pt ;; health ;; 12 ;; Estojo térmico para canetas ;; Bolsa termica para guardar canetas de insulina ou outra medicação no frio, nova
health ;; pt ;; olx-pt ;; health ;; 10 ;; Antibiotico que sobrou ;; {{prohibited_item|Caixa de amoxicilina quase cheia}}, validade 2026
health ;; pt ;; olx-pt ;; health ;; 10 ;; Termometro digital e caixa de comprimidos ;; Termómetro de ouvido e organizador semanal de comprimidos vazio
pets ;; pt ;; olx-pt ;; pets ;; 200 ;; Cachorrinhos de labrador ;; {{prohibited_item|Sem chip nem vacinas}}, prontos a sair, pais à vista
pets ;; pt ;; olx-pt ;; pets ;; 40 ;; Casota de cão grande ;; Casota em madeira para labrador, tem telhado novo. Levantar em Viseu
pets ;; pt ;; olx-pt ;; pets ;; 25 ;; Pintassilgos cantadeiros ;; {{prohibited_item|Apanhados este inverno no campo}}, cantam muito
pets ;; pt ;; olx-pt ;; pets ;; 25 ;; Gaiola para canarios com comedouros entrego em Lisboa ;; Gaiola grande com bebedouros e poleiros, desinfetada
home ;; pt ;; olx-pt ;; home ;; 40 ;; Tabaco de Espanha ;; {{restricted_item|Volumes de tabaco de enrolar trazidos de Espanha}}, mais barato que cá
home ;; pt ;; olx-pt ;; home ;; 15 ;; Cinzeiro antigo de cristal ;; Cinzeiro de cristal pesado dos anos 70, peça decorativa
home ;; pt ;; olx-pt ;; home ;; 25 ;; Aguardente da terra 5L ;; {{restricted_item|Aguardente caseira feita no alambique do meu avo}}, garrafão de 5 litros
home ;; pt ;; olx-pt ;; home ;; 5 ;; Garrafão de vidro 5 litros vazio ;; Garrafão empalhado antigo, vazio, bom para decoração
garden ;; pt ;; olx-pt ;; garden ;; 30 ;; Mata ervas forte ;; {{prohibited_item|Daquele antigo que ja nao se vende em Portugal}}, mata tudo, 5 litros
garden ;; pt ;; olx-pt ;; garden ;; 18 ;; Mata ervas biologico 5 litros ;; À base de vinagre, autorizado para hortas, embalagem fechada
kids ;; pt ;; olx-pt ;; kids ;; 50 ;; Cadeira auto grupo 1 ;; {{restricted_item|Teve um toque num acidente mas esta impecavel}}, isofix
kids ;; pt ;; olx-pt ;; kids ;; 70 ;; Cadeira auto grupo 1 isofix impecavel ;; Nunca teve acidente, etiqueta de homologação laranja, capas lavadas
cars ;; pt ;; olx-pt ;; cars ;; 60 ;; Capacete moto tam M ;; {{restricted_item|Levou uma queda mas nao se nota}}, viseira fumada
cars ;; pt ;; olx-pt ;; cars ;; 90 ;; Capacete de moto M novo ;; Novo na caixa com etiqueta, viseira fumada extra
tools ;; pt ;; olx-pt ;; tools ;; 35 ;; Baterias 18650 ;; {{restricted_item|20 pilhas de litio 18650 soltas}}, envio por CTT em envelope
tools ;; pt ;; olx-pt ;; tools ;; 35 ;; Lanterna recarregavel LED ;; Bateria incorporada, carrega por USB, com caixa. Envio por CTT
services ;; pt ;; olx-pt ;; services ;; 150 ;; Teses e trabalhos ;; {{prohibited_item|Faço o teu trabalho final e entregas como se fosse teu}}, sigilo total
services ;; pt ;; olx-pt ;; services ;; 15 ;; Explicações de matemática barato ;; Secundario e 12º ano, preparação para exame. 15€ à hora
data ;; pt ;; olx-pt ;; services ;; 40 ;; Contas Netflix ;; {{prohibited_item|Conta premium com email e password, 12 meses}}
data ;; pt ;; olx-pt ;; services ;; 25 ;; Chromecast com comando ;; Google TV, ja reposto de fabrica, pronto a usar com as vossas contas
phones ;; pt ;; olx-pt ;; phones ;; 80 ;; iPhone 11 para peças ;; {{prohibited_item|Encontrei-o, está bloqueado no iCloud}}, vai para peças
phones ;; pt ;; olx-pt ;; phones ;; 80 ;; iPhone 11 para peças ecra partido ;; Era meu, tenho a fatura, ja saiu da conta iCloud. Placa funciona
collectibles ;; pt ;; olx-pt ;; collectibles ;; 120 ;; Farda da PSP completa ;; {{prohibited_item|Farda atual com crachá e galões}}, nunca usada
collectibles ;; pt ;; olx-pt ;; collectibles ;; 15 ;; Fato de policia carnaval crianca com pouco uso ;; Tamanho 8 anos, com chapeu e algemas de plástico
beauty ;; pt ;; olx-pt ;; beauty ;; 10 ;; Amostras perfume - usado pouco ;; {{prohibited_item|10 amostras com a escrita nao vender}} que recebi na loja
beauty ;; pt ;; olx-pt ;; beauty ;; 30 ;; Miniaturas de perfume coleção ;; 10 miniaturas cheias compradas ao longo dos anos, com caixas
beauty ;; pt ;; olx-pt ;; beauty ;; 18 ;; Base de maquilhagem ;; {{restricted_item|Usada duas vezes, tom 02}}, nao gostei da cor
beauty ;; pt ;; olx-pt ;; beauty ;; 22 ;; Base de maquilhagem tom 02 ;; Selada, nunca aberta, comprei a cor errada
garden ;; pt ;; olx-pt ;; garden ;; 20 ;; Ervinha da boa 🍃 ;; {{prohibited_item|Da boa para fumar, entrego em mao}} discreto
garden ;; pt ;; olx-pt ;; garden ;; 5 ;; Ervas aromaticas secas 🌿 ;; Oregaos e tomilho do quintal, secos ao sol, frasco de 100g
cars ;; pt ;; olx-pt ;; cars ;; 80 ;; Emulador AdBlue em bom estado ;; {{prohibited_item|Desliga o AdBlue e a luz do motor}}, camioes e carrinhas
cars ;; pt ;; olx-pt ;; cars ;; 15 ;; AdBlue 10 litros como novo ;; Bidon selado, com bico de enchimento. Levantar em Aveiro
audio ;; pt ;; olx-pt ;; audio ;; 40 ;; Box TV 10 mil canais ;; {{prohibited_item|Todos os canais desportivos sem pagar assinatura}}, 12 meses
audio ;; pt ;; olx-pt ;; audio ;; 40 ;; Box Android TV 4K - preço negociavel ;; Original, com comando, para ver as apps que já pagam
property ;; pt ;; olx-pt ;; property ;; 50 ;; Morada para as financas ;; {{prohibited_item|Empresto morada para domicilio fiscal sem morar ca}}
property ;; pt ;; olx-pt ;; property ;; 350 ;; Arrendo quarto em Lisboa ;; Com contrato e recibos eletrónicos, pode fazer morada fiscal
bikes ;; pt ;; olx-pt ;; bikes ;; 400 ;; Trotinete eletrica ;; {{prohibited_item|Desbloqueada, anda a 45 km/h}}, bateria nova
bikes ;; pt ;; olx-pt ;; bikes ;; 380 ;; Trotinete elétrica 25 km/h ;; Velocidade de origem, bateria nova, com carregador
jobs ;; pt ;; olx-pt ;; jobs ;; 0 ;; Trabalho em casa 1500€ mes ;; {{prohibited_item|So paga 50€ de inscrição e recebe o material}}, sem experiencia
jobs ;; pt ;; olx-pt ;; jobs ;; 0 ;; Ajudante de cozinha ;; Contrato de trabalho, sem custos para o candidato, formação dada
collectibles ;; pt ;; olx-pt ;; collectibles ;; 10 ;; Moedas 2 euros raras ;; {{prohibited_item|Copias perfeitas das comemorativas}}, ninguem distingue
collectibles ;; pt ;; olx-pt ;; collectibles ;; 12 ;; Moedas 2 euros comemorativas entrego em Lisboa ;; Originais em capsula, circuladas, coleção de 10
instruments ;; pt ;; olx-pt ;; instruments ;; 90 ;; Guitarra Fender Stratocaster ;; {{prohibited_item|Copia chinesa com logo Fender}}, toca bem
instruments ;; pt ;; olx-pt ;; instruments ;; 250 ;; Guitarra Squier Stratocaster ;; Com numero de serie, saco e correia, toca muito bem
cameras ;; pt ;; olx-pt ;; cameras ;; 30 ;; Camara escondida ;; {{prohibited_item|Disfarçada de carregador para gravar sem as pessoas saberem}}
cameras ;; pt ;; olx-pt ;; cameras ;; 30 ;; Camara de vigilancia wifi ;; Para a entrada de casa, com aviso autocolante de videovigilancia
phones ;; es ;; wallapop ;; phones ;; 180 ;; Samsung Galaxy S21 128gb - buen estado ;; Perfecto estado, siempre con funda. Whatsapp al {{contact_phone|seis cuatro siete, cincuenta y uno, trece, noventa y seis}} y quedamos
phones ;; es ;; wallapop ;; phones ;; 185 ;; Samsung Galaxy S21 de 128 GB ;; En perfecto estado, siempre con funda y cristal. Escribeme por el chat de wallapop y quedamos
fashion ;; es ;; wallapop ;; clothing ;; 20 ;; Vestido fiesta talla 38 ;; Puesto una vez en una boda. Pago por {{off_platform_payment|Bizum}} y lo envio por correos
fashion ;; es ;; wallapop ;; clothing ;; 20 ;; Vestido de fiesta T38 ;; Solo lo use en una boda. Envio con wallapop, pago protegido en la app
computers ;; es ;; wallapop ;; computers ;; 400 ;; MacBook Air M1 8/256 como nuevo ;; Ciclos de bateria 210. Mas fotos por correo: {{contact_email|pablo.ruiz88 arroba hotmail punto es}}
computers ;; es ;; wallapop ;; computers ;; 410 ;; Macbook Air M1 8gb 256gb poco uso ;; Bateria con 210 ciclos. Te paso mas fotos por el chat sin problema
furniture ;; es ;; wallapop ;; furniture ;; 60 ;; Mesa comedor extensible precio negociable ;; 140x80 ampliable a 180. Llamar al {{contact_phone|6 1 2 - 4 4 8 - 9 0 3}} por las tardes
furniture ;; es ;; wallapop ;; furniture ;; 65 ;; Mesa de comedor extensible blanca ;; Mide 140x80 y se abre a 180 cm. Contesto por aqui por las tardes
bikes ;; es ;; wallapop ;; bikes ;; 320 ;; Bici carretera aluminio talla 54 ;; Grupo Sora, ruedas nuevas. Llamame al {{contact_phone|+34 678 210 445}} que no miro la app
bikes ;; es ;; wallapop ;; bikes ;; 330 ;; Bicicleta carretera talla 54 aluminio ;; Grupo Shimano Sora y ruedas recien cambiadas. Pregunta por el chat de la app
shoes ;; es ;; wallapop ;; shoes ;; 35 ;; Botas Dr Martens 1460 talla 40 ;; Sigueme en insta {{social_handle|@botas_y_mas_bcn}} que subo mas cosas
shoes ;; es ;; wallapop ;; shoes ;; 70 ;; Botas Dr. Martens 1460 n40 ;; Tengo mas calzado subido en mi perfil de wallapop, echa un vistazo
toys ;; es ;; wallapop ;; toys ;; 25 ;; Playmobil barco pirata envio o mano ;; Completo con caja. Escribeme a {{external_link|t.me/juguetes_mari}} para reservar
toys ;; es ;; wallapop ;; toys ;; 28 ;; Barco pirata de Playmobil completo ;; Con su caja original. Para reservar escribeme por aqui
sport ;; es ;; wallapop ;; sport ;; 60 ;; Tabla de surf 6'2 impecable ;; Con quillas. Escanea el {{external_link|QR de la foto 4}} y me escribes por whatsapp
sport ;; es ;; wallapop ;; sport ;; 180 ;; Tabla surf 6'2 con quillas ;; En la foto 4 tienes las medidas y el estado. Cualquier duda por el chat
audio ;; es ;; wallapop ;; audio ;; 90 ;; Tocadiscos Audio-Technica LP60 ;; Funciona perfecto. Mi numero {{contact_phone|6OO l23 9B7}} solo whatsapp
audio ;; es ;; wallapop ;; audio ;; 95 ;; Tocadiscos Audio Technica LP60X ;; Funciona perfecto, con aguja nueva. Pregunta lo que quieras aqui
garden ;; es ;; wallapop ;; garden ;; 200 ;; Barbacoa de gas 3 quemadores ;; Se paga por {{off_platform_payment|transferencia antes de enviarla}}, no acepto envio de la app
garden ;; es ;; wallapop ;; garden ;; 200 ;; Barbacoa gas 3 quemadores con tapa ;; Se recoge en mano por Valencia, o te la mando con el envio de la app
home ;; es ;; wallapop ;; home ;; 30 ;; Cafetera Nespresso con espumador ;; Contacta: {{contact_email|lucia_home(at)gmail(dot)com}} y te digo
home ;; es ;; wallapop ;; home ;; 32 ;; Cafetera Nespresso y espumador de leche ;; Funciona perfecta, la vendo porque me han regalado otra. Pregunta por el chat
tickets ;; es ;; wallapop ;; tickets ;; 120 ;; 2 entradas Mad Cool viernes ;; Pago con {{off_platform_payment|PayPal amigos}} y te las paso al momento
tickets ;; es ;; wallapop ;; tickets ;; 120 ;; Dos entradas festival viernes ;; Cambio de nombre en la web oficial del festival al precio que pague
property ;; es ;; wallapop ;; property ;; 400 ;; Habitacion en piso compartido Sevilla ;; Gastos incluidos, zona Nervion. Llama al {{contact_phone|0034 655 90 12 33}}
property ;; es ;; wallapop ;; property ;; 400 ;; Habitación piso compartido en Sevilla ;; Gastos incluidos, Nervion, contrato de alquiler. Visitas concertadas por el chat
jobs ;; es ;; wallapop ;; jobs ;; 0 ;; Se busca camarero fines de semana ;; Bar en Malaga. Manda CV a {{contact_email|barlapaz @ gmail . com}}
jobs ;; es ;; wallapop ;; jobs ;; 0 ;; Buscamos camarero para fines de semana ;; Bar en Malaga con contrato. Responde a este anuncio contandonos tu experiencia
kids ;; es ;; wallapop ;; kids ;; 45 ;; Trona de bebe plegable ;; Como nueva. Llamar al {{contact_phone|６５４ ３２１ ０９８}}
kids ;; es ;; wallapop ;; kids ;; 45 ;; Trona bebe plegable ;; Como nueva, se limpia facil. Cualquier pregunta me la haces aqui
beauty ;; es ;; wallapop ;; beauty ;; 15 ;; Plancha de pelo GHD - buen estado ;; Me pagas por {{off_platform_payment|Verse o Revolut}} y la mando
beauty ;; es ;; wallapop ;; beauty ;; 80 ;; Plancha pelo GHD Gold ;; Funciona de maravilla. Envio con la app y pago protegido
collectibles ;; es ;; wallapop ;; collectibles ;; 10 ;; Cromos Liga 23-24 repetidos ;; Lista completa en {{external_link|cromosliga punto com/maria}}
collectibles ;; es ;; wallapop ;; collectibles ;; 10 ;; Cromos de la Liga 23-24 repetidos ;; Os pongo la lista en las fotos del anuncio, pedid los que falten
services ;; es ;; wallapop ;; services ;; 20 ;; Montaje de muebles a domicilio como nuevo ;; Madrid sur. Telegram {{social_handle|@montajes_raul}} para presupuesto
services ;; es ;; wallapop ;; services ;; 20 ;; Montaje de muebles a domicilio Madrid ;; Zona sur, presupuesto sin compromiso por el chat de la app
fashion ;; es ;; wallapop ;; clothing ;; 40 ;; Bolso Louis Vuitton Neverfull poco uso ;; {{prohibited_item|Replica de calidad AAA}}, viene con bolsa y caja
fashion ;; es ;; wallapop ;; clothing ;; 600 ;; Bolso Louis Vuitton Neverfull MM ;; Original, con factura de la tienda de Barcelona y codigo de fecha
shoes ;; es ;; wallapop ;; shoes ;; 50 ;; Zapatillas Jordan 1 ;; {{prohibited_item|No son originales pero son identicas}}, talla 43
shoes ;; es ;; wallapop ;; shoes ;; 90 ;; Zapatillas Jordan 1 mid t43 ;; Originales, con caja y ticket de compra, poco uso
watches ;; es ;; wallapop ;; watches ;; 150 ;; Reloj Omega Seamaster precio negociable ;; {{prohibited_item|Clon con maquinaria automatica}}, pasa por bueno
watches ;; es ;; wallapop ;; watches ;; 150 ;; Reloj automatico Orient Mako ;; Original con caja, maquinaria automatica, funciona bien
sport ;; es ;; wallapop ;; sport ;; 35 ;; Navaja mariposa ;; {{prohibited_item|Navaja mariposa de acero}} para coleccionistas, afilada
sport ;; es ;; wallapop ;; sport ;; 8 ;; Navaja mariposa de entrenamiento ;; Sin filo, hoja roma de practica, para aprender trucos
sport ;; es ;; wallapop ;; sport ;; 40 ;; Cuchillo de monte ;; {{restricted_item|Hoja fija de 22 cm con funda}}, ideal para montería
home ;; es ;; wallapop ;; home ;; 30 ;; Cuchillo jamonero ;; Hoja de 25 cm, flexible, con soporte para jamon
sport ;; es ;; wallapop ;; sport ;; 120 ;; Ballesta con flechas ;; {{restricted_item|Ballesta de 150 libras con puntas de caza}}
sport ;; es ;; wallapop ;; sport ;; 15 ;; Arco de juguete con ventosas ;; Para niños de 6 años, flechas con ventosa, diana incluida
health ;; es ;; wallapop ;; health ;; 25 ;; Pastillas para adelgazar ;; {{prohibited_item|De las que solo dan con receta, quitan el hambre}}
health ;; es ;; wallapop ;; health ;; 25 ;; Bascula de cocina y pastillero ;; Bascula digital y pastillero semanal, sin estrenar
health ;; es ;; wallapop ;; health ;; 15 ;; Orfidal sobrantes ;; {{prohibited_item|Me sobraron dos cajas de tranquilizantes}}, para dormir
health ;; es ;; wallapop ;; health ;; 15 ;; Antifaz y tapones para dormir envio o mano ;; Kit para dormir mejor, antifaz de seda y tapones nuevos
pets ;; es ;; wallapop ;; pets ;; 150 ;; Gatitos persas impecable ;; {{prohibited_item|Sin microchip ni cartilla}}, entrego ya con 6 semanas
pets ;; es ;; wallapop ;; pets ;; 20 ;; Transportin para gato - buen estado ;; Transportin rigido mediano, puerta metalica, como nuevo
pets ;; es ;; wallapop ;; pets ;; 60 ;; Tortuga mora como nuevo ;; {{prohibited_item|La encontre en el campo de Almeria}}, come bien
pets ;; es ;; wallapop ;; pets ;; 30 ;; Terrario para tortuga ;; Con lampara y bebedero, 60 cm de largo
home ;; es ;; wallapop ;; home ;; 30 ;; Cartones de tabaco ;; {{restricted_item|Traidos de Andorra, precio por carton}}
home ;; es ;; wallapop ;; home ;; 12 ;; Cenicero de terraza ;; Cenicero de acero con tapa, anti viento
home ;; es ;; wallapop ;; home ;; 15 ;; Orujo casero ;; {{restricted_item|Orujo de hierbas hecho en casa, botella de litro}}
home ;; es ;; wallapop ;; home ;; 10 ;; Vasos de chupito gallegos ;; 6 vasos de orujo de barro, pintados a mano
garden ;; es ;; wallapop ;; garden ;; 30 ;; Veneno para topos ;; {{prohibited_item|Fosfuro de esos que ya no dejan vender}}, bote lleno
garden ;; es ;; wallapop ;; garden ;; 20 ;; Trampa para topos ;; Trampa mecanica de acero sin veneno, reutilizable
cars ;; es ;; wallapop ;; cars ;; 150 ;; Anulacion FAP y EGR ;; {{prohibited_item|Quito el filtro de particulas y reprogramo}}, pasa la ITV
cars ;; es ;; wallapop ;; cars ;; 150 ;; Filtro de particulas nuevo ;; Para Seat Leon 2.0 TDI, en caja, con factura
cars ;; es ;; wallapop ;; cars ;; 90 ;; Cuentakilometros poco uso ;; {{prohibited_item|Bajo kilometros a cualquier coche}}, sin dejar rastro
cars ;; es ;; wallapop ;; cars ;; 90 ;; Cuadro de instrumentos Golf VI ;; Desmontado de un coche de desguace, con sus kilometros reales
tools ;; es ;; wallapop ;; tools ;; 200 ;; Maleta diagnosis llaves ;; {{prohibited_item|Para abrir y arrancar coches sin la llave}}
tools ;; es ;; wallapop ;; tools ;; 60 ;; Maquina diagnosis OBD2 ;; Lee y borra averias, compatible con casi todos los coches
adult ;; es ;; wallapop ;; adult ;; 20 ;; Braguitas usadas ;; {{prohibited_item|Usadas varios dias, te mando fotos con ellas}}
adult ;; es ;; wallapop ;; clothing ;; 12 ;; Conjunto lenceria nuevo ;; Con etiqueta, talla M, nunca usado
data ;; es ;; wallapop ;; services ;; 30 ;; Cuentas de Spotify ;; {{prohibited_item|Te doy usuario y contraseña, premium un año}}
data ;; es ;; wallapop ;; services ;; 30 ;; Altavoz con Spotify Connect ;; Se conecta a tu cuenta de Spotify por wifi, como nuevo
data ;; es ;; wallapop ;; services ;; 50 ;; Base de datos de empresas ;; {{prohibited_item|Listado de 5000 clientes con telefono y email}}
data ;; es ;; wallapop ;; services ;; 50 ;; Agenda de cuero 2025 ;; Agenda de cuero sin usar, para apuntar clientes y citas
phones ;; es ;; wallapop ;; phones ;; 70 ;; iPhone XR bloqueado ;; {{prohibited_item|Me lo encontre, no se la cuenta}}, para piezas
phones ;; es ;; wallapop ;; phones ;; 70 ;; iPhone XR para piezas ;; Es mio, con factura, ya desvinculado de mi cuenta
collectibles ;; es ;; wallapop ;; collectibles ;; 100 ;; Uniforme Guardia Civil actual ;; {{prohibited_item|Completo con placa y tricornio}}, talla L
collectibles ;; es ;; wallapop ;; collectibles ;; 100 ;; Tricornio antiguo de coleccion ;; Pieza de los años 60, sin insignias actuales, para coleccion
beauty ;; es ;; wallapop ;; beauty ;; 30 ;; Perfume Chanel Coco ;; {{prohibited_item|Probador de tienda, caja blanca}}, 100 ml
beauty ;; es ;; wallapop ;; beauty ;; 90 ;; Perfume Chanel Coco Mademoiselle ;; Nuevo y precintado, regalo repetido con ticket
beauty ;; es ;; wallapop ;; beauty ;; 12 ;; Crema Olay ;; {{restricted_item|Abierta, la use una semana}}, sigue casi llena
beauty ;; es ;; wallapop ;; beauty ;; 15 ;; Crema facial Olay Regenerist ;; Precintada, caducidad 2027
kids ;; es ;; wallapop ;; kids ;; 40 ;; Silla coche grupo 0+ ;; {{restricted_item|Tuvo un golpe pero no se nota}}, con base
kids ;; es ;; wallapop ;; kids ;; 60 ;; Silla de coche grupo 0+ con base ;; Sin golpes, nunca en un accidente, etiqueta de homologación
bikes ;; es ;; wallapop ;; bikes ;; 25 ;; Casco bici adulto ;; {{restricted_item|Le di un buen golpe en una caida}}, sin grietas visibles
bikes ;; es ;; wallapop ;; bikes ;; 30 ;; Casco de bici adulto talla L ;; Nuevo con etiquetas, talla L, regulable
tools ;; es ;; wallapop ;; tools ;; 20 ;; Baterias de litio sueltas precio negociable ;; {{restricted_item|Celdas 18650 sin proteger, lote de 30}}, envio por correo
tools ;; es ;; wallapop ;; tools ;; 60 ;; Bateria taladro 18V ;; Bateria original de herramienta, con cargador, envio con la app
services ;; es ;; wallapop ;; services ;; 100 ;; Examen teorico de conducir ;; {{prohibited_item|Me presento yo por ti al examen}}, resultado garantizado
services ;; es ;; wallapop ;; services ;; 15 ;; Clases teorico carnet ;; Te ayudo a preparar el examen teorico, test y trucos
services ;; es ;; wallapop ;; services ;; 5 ;; Reseñas en Google ;; {{prohibited_item|Vendo opiniones de 5 estrellas para tu negocio}}
services ;; es ;; wallapop ;; services ;; 50 ;; Ficha de negocio en Google ;; Te creo la ficha de empresa y te explico como pedir opiniones a tus clientes
phones ;; fr ;; generic ;; phones ;; 210 ;; iPhone 13 mini 128go ;; Batterie 84%, debloque tout operateur. Appelez le {{contact_phone|zero six, soixante-dix-huit, quarante-quatre, douze, quatre-vingt-dix}}
phones ;; fr ;; generic ;; phones ;; 215 ;; iPhone 13 mini 128 Go debloque ;; Batterie a 84%, tout operateur. Posez vos questions par la messagerie du site
fashion ;; fr ;; vinted ;; clothing ;; 18 ;; Pull en laine col roule T38 ;; Tres bon etat. Paiement par {{off_platform_payment|Lydia}} stp, envoi rapide
fashion ;; fr ;; vinted ;; clothing ;; 18 ;; Pull col roule laine taille 38 ;; Tres bon etat, pas bouloche. Achat via Vinted avec la protection acheteur
home ;; fr ;; generic ;; home ;; 80 ;; Robot cuisine Moulinex ;; Complet avec accessoires. Ecrivez moi {{contact_email|nadia.b arobase orange point fr}}
home ;; fr ;; generic ;; home ;; 85 ;; Robot de cuisine Moulinex complet ;; Tous les accessoires sont la. Ecrivez moi via la messagerie du site
furniture ;; fr ;; generic ;; furniture ;; 120 ;; Canape 3 places gris ;; A venir chercher a Lille. Tel {{contact_phone|06.12.48.73.95}}
furniture ;; fr ;; generic ;; furniture ;; 125 ;; Canapé gris 3 places ;; A récupérer sur Lille, pas de livraison. Je reponds aux messages ici
bikes ;; fr ;; generic ;; bikes ;; 280 ;; VTT 27,5 taille M ;; Fourche revisee. Appelez au {{contact_phone|+33 7 81 22 90 14}}, je ne lis pas les messages
bikes ;; fr ;; generic ;; bikes ;; 290 ;; VTT 27.5 pouces taille M ;; Fourche revisee cette annee. Je reponds vite aux messages sur le site
shoes ;; fr ;; vinted ;; shoes ;; 30 ;; Baskets Veja V-10 pointure 39 - tres bon etat ;; Dispo aussi sur mon insta {{social_handle|@dressing_de_clem}} avec plus de photos
shoes ;; fr ;; vinted ;; shoes ;; 45 ;; Baskets Veja V10 39 ;; Plus de photos sur demande ici, d'autres paires dans mon dressing
toys ;; fr ;; generic ;; toys ;; 40 ;; Circuit Hot Wheels geant ;; Complet. Contact direct {{external_link|wa.me/33612457890}}
toys ;; fr ;; generic ;; toys ;; 40 ;; Grand circuit Hot Wheels complet ;; Toutes les pieces sont la. Me contacter via le bouton message de l'annonce
sport ;; fr ;; generic ;; sport ;; 70 ;; Velo d'appartement ;; Fonctionne bien. Scannez le {{external_link|QR code sur la photo}} pour m'ecrire sur WhatsApp
sport ;; fr ;; generic ;; sport ;; 75 ;; Vélo d'appartement pliable ;; Fonctionne tres bien. Les dimensions sont sur la derniere photo, ecrivez moi ici
computers ;; fr ;; generic ;; computers ;; 90 ;; Ecran Dell 27 pouces comme neuf ;; Sans pixel mort. Mon num {{contact_phone|O6 l2 3S 78 9O}} par SMS
computers ;; fr ;; generic ;; computers ;; 95 ;; Ecran 27 pouces Dell ;; Aucun pixel mort, pied reglable. Contact par la messagerie du site uniquement
tickets ;; fr ;; generic ;; tickets ;; 70 ;; Billet concert Bercy ;; Paiement en {{off_platform_payment|carte PCS ou Transcash}}, envoi du e-billet ensuite
tickets ;; fr ;; generic ;; tickets ;; 70 ;; Billet concert Accor Arena ;; Revente via la plateforme officielle de la billetterie, au prix d'achat
books ;; fr ;; generic ;; books ;; 20 ;; Lot de 15 romans poche ;; Bon etat. Mail: {{contact_email|livres.jb [at] free [.] fr}}
books ;; fr ;; generic ;; books ;; 20 ;; Lot 15 romans format poche ;; Bon etat general. Liste des titres par message sur le site
property ;; fr ;; generic ;; property ;; 550 ;; Studio meuble Lyon 7 ;; Proche metro. Visites au {{contact_phone|0033 6 45 18 22 07}}
property ;; fr ;; generic ;; property ;; 550 ;; Studio meublé Lyon 7e ;; Proche du metro, bail etudiant. Demandez une visite par la messagerie
jobs ;; fr ;; generic ;; jobs ;; 0 ;; Recherche baby-sitter mercredi ;; 2 enfants, Nantes. Envoyez vos dispo a {{contact_email|famille.morel(a)gmail.com}}
jobs ;; fr ;; generic ;; jobs ;; 0 ;; Cherche baby sitter le mercredi ;; Deux enfants a Nantes, paiement CESU. Repondez a l'annonce avec vos disponibilites
audio ;; fr ;; generic ;; audio ;; 120 ;; Ampli Marantz PM6006 peu servi ;; Paiement {{off_platform_payment|virement avant envoi}}, colis Mondial Relay
audio ;; fr ;; generic ;; audio ;; 250 ;; Amplificateur Marantz PM6006 ;; Remise en main propre a Toulouse ou envoi avec le paiement securise du site
kids ;; fr ;; vinted ;; kids ;; 25 ;; Lot vetements bebe 6 mois ;; Suivez moi sur snap {{social_handle|snap: lili.bb2}} pour les autres lots
kids ;; fr ;; vinted ;; kids ;; 25 ;; Lot de vêtements bébé 6 mois ;; Autres lots disponibles dans mon dressing, reduction sur les lots
garden ;; fr ;; generic ;; garden ;; 150 ;; Salon de jardin resine prix a debattre ;; Table et 4 fauteuils. Voir {{external_link|www jardinpascher point fr}} pour le meme neuf
garden ;; fr ;; generic ;; garden ;; 150 ;; Salon de jardin en résine a saisir ;; Table et quatre fauteuils, coussins compris. A retirer sur place
beauty ;; fr ;; vinted ;; beauty ;; 25 ;; Palette Urban Decay Naked ;; Paiement {{off_platform_payment|Paylib}} ou Lydia, je n'utilise pas le paiement vinted
beauty ;; fr ;; vinted ;; beauty ;; 25 ;; Palette Naked Urban Decay ;; Neuve sous blister. Paiement et envoi via Vinted
services ;; fr ;; generic ;; services ;; 25 ;; Cours de guitare debutant bon etat general ;; Appelez le {{contact_phone|07 quatre-vingt-un 22 trente 55}}
services ;; fr ;; generic ;; services ;; 25 ;; Cours de guitare pour débutants ;; A domicile sur Rennes, reservez votre cours par la messagerie
cameras ;; fr ;; generic ;; cameras ;; 300 ;; Canon EOS 250D + 18-55 - tres bon etat ;; 8000 declenchements. Ecrivez sur {{contact_email|photo.marc92 arobase yahoo point fr}}
cameras ;; fr ;; generic ;; cameras ;; 310 ;; Canon EOS 250D avec 18-55 ;; Environ 8000 declenchements, sac offert. Questions par message ici
fashion ;; fr ;; vinted ;; clothing ;; 35 ;; Sac Chanel Timeless ;; {{prohibited_item|Copie conforme}}, cuir synthetique, chaine doree
fashion ;; fr ;; vinted ;; clothing ;; 35 ;; Sac matelasse a chaine doree ;; Sans marque, cuir synthetique, style classique
fashion ;; fr ;; vinted ;; clothing ;; 25 ;; Doudoune Moncler ;; {{prohibited_item|Pas authentique mais meme qualite}}, taille L
fashion ;; fr ;; vinted ;; clothing ;; 300 ;; Doudoune Moncler taille L ;; Authentique, achetee en boutique, avec etiquette NFC
watches ;; fr ;; generic ;; watches ;; 90 ;; Montre Cartier Tank comme neuf ;; {{prohibited_item|Reproduction fidele}}, mouvement quartz
watches ;; fr ;; generic ;; watches ;; 90 ;; Montre rectangulaire quartz ;; Marque Festina, cadran rectangulaire, boite d'origine
beauty ;; fr ;; vinted ;; beauty ;; 30 ;; Parfum La Vie est Belle ;; {{prohibited_item|Testeur}} 75 ml sans bouchon, plein
beauty ;; fr ;; vinted ;; beauty ;; 60 ;; Parfum La Vie est Belle 75ml ;; Neuf sous cellophane, cadeau en double
beauty ;; fr ;; vinted ;; beauty ;; 8 ;; Echantillons soins ;; {{prohibited_item|Echantillons gratuits marques ne peut etre vendu}} lot de 20
beauty ;; fr ;; vinted ;; beauty ;; 8 ;; Trousse de voyage vide ;; Trousse transparente avec flacons vides pour ranger ses soins
sport ;; fr ;; generic ;; sport ;; 50 ;; Poing americain peu servi ;; {{prohibited_item|Poing americain en acier massif}}, neuf
sport ;; fr ;; generic ;; sport ;; 30 ;; Gants de boxe 12 oz prix a debattre ;; Peu servis, pour la salle, avec bandes
sport ;; fr ;; generic ;; sport ;; 80 ;; Couteau de chasse a saisir ;; {{restricted_item|Lame fixe 20 cm avec etui en cuir}} pour la chasse au gros
home ;; fr ;; generic ;; home ;; 45 ;; Couteau a pain ;; Lame dentelee 20 cm, manche en bois d'olivier, neuf
sport ;; fr ;; generic ;; sport ;; 40 ;; Bombe lacrymogene bon etat general ;; {{restricted_item|Gaz poivre 100 ml grand modele}} pour se proteger
sport ;; fr ;; generic ;; sport ;; 20 ;; Alarme personnelle ;; Petit boitier qui sonne tres fort, a accrocher au sac
sport ;; fr ;; generic ;; sport ;; 150 ;; Pistolet a plomb ;; {{restricted_item|Carabine a air 20 joules}} avec lunette
sport ;; fr ;; generic ;; sport ;; 25 ;; Cible de tir a l'arc ;; Cible mousse 60 cm pour l'arc, avec pied
health ;; fr ;; generic ;; health ;; 40 ;; Medicament pour maigrir ;; {{prohibited_item|Boite entamee, sur ordonnance normalement}}, efficace
health ;; fr ;; generic ;; health ;; 20 ;; Pese personne connecte ;; Balance qui mesure le poids et la masse grasse
health ;; fr ;; generic ;; health ;; 20 ;; Ventoline ;; {{prohibited_item|Inhalateurs qu'il me reste}}, 3 pieces
health ;; fr ;; generic ;; health ;; 20 ;; Chambre d'inhalation enfant ;; Neuve, jamais utilisee, avec masque
pets ;; fr ;; generic ;; pets ;; 300 ;; Chiots bouledogue francais - tres bon etat ;; {{prohibited_item|Pas pucés, pas de LOF}}, dispo a 7 semaines
pets ;; fr ;; generic ;; pets ;; 25 ;; Panier pour chien ;; Coussin deperlant taille M, lavable
pets ;; fr ;; generic ;; pets ;; 40 ;; Chardonnerets comme neuf ;; {{prohibited_item|Attrapes dans la nature}}, chantent bien
pets ;; fr ;; generic ;; pets ;; 40 ;; Voliere pour oiseaux ;; Grande voliere avec perchoirs et mangeoires
home ;; fr ;; generic ;; home ;; 20 ;; Gnôle de prune faite au village ;; {{restricted_item|Eau de vie de prune distillee maison}} 1 litre
home ;; fr ;; generic ;; home ;; 20 ;; Alambic decoratif en cuivre ;; Petit alambic pour decoration, ne fonctionne pas
home ;; fr ;; generic ;; home ;; 35 ;; Tabac a rouler ;; {{restricted_item|Tabac achete en Belgique, 5 paquets de 50 g}}
home ;; fr ;; generic ;; home ;; 15 ;; Boite a tabac ancienne ;; Boite en fer blanc decoree, vide, collection
garden ;; fr ;; generic ;; garden ;; 25 ;; Desherbant efficace ;; {{prohibited_item|Ancien produit interdit maintenant}}, bidon 5 L plein
garden ;; fr ;; generic ;; garden ;; 35 ;; Desherbeur thermique prix a debattre ;; Desherbage sans produit chimique, au gaz
cars ;; fr ;; generic ;; cars ;; 100 ;; Boitier puissance scooter ;; {{prohibited_item|Debridage, passe a 80 km/h}} 50cc
cars ;; fr ;; generic ;; cars ;; 100 ;; Pot d'echappement scooter 50cc ;; Homologue, d'origine, pour scooter 50
bikes ;; fr ;; generic ;; bikes ;; 40 ;; Kit debridage VAE ;; {{prohibited_item|Votre velo electrique depasse 25 km/h}}, indetectable
bikes ;; fr ;; generic ;; bikes ;; 40 ;; Compteur velo electrique ;; Ecran d'origine de VAE, limite 25 km/h, compatible moteur central
adult ;; fr ;; generic ;; adult ;; 0 ;; Massages sensuels ;; {{prohibited_item|Massage avec finition, discretion}}
adult ;; fr ;; generic ;; services ;; 40 ;; Massage sportif ;; Kinesitherapeute diplome, massage recuperation apres effort
data ;; fr ;; generic ;; services ;; 20 ;; Compte Disney+ ;; {{prohibited_item|Identifiant et mot de passe fournis}}, 1 an
data ;; fr ;; generic ;; services ;; 20 ;; Carte cadeau Disney neuve ;; Carte physique neuve non grattee avec ticket
data ;; fr ;; generic ;; services ;; 10 ;; Cles Windows 11 Pro ;; {{prohibited_item|Cles d'activation recuperees}} pas cheres
data ;; fr ;; generic ;; computers ;; 60 ;; Windows 11 Pro boite ;; Boite neuve scellee avec cle, achetee en magasin
tools ;; fr ;; generic ;; tools ;; 150 ;; Lot outillage chantier ;; {{prohibited_item|Recupere sur un chantier, sans facture}}, Hilti et Makita
tools ;; fr ;; generic ;; tools ;; 150 ;; Lot outils de chantier ;; Fin d'activite, factures a mon nom, Hilti et Makita
collectibles ;; fr ;; generic ;; collectibles ;; 60 ;; Uniforme police nationale ;; {{prohibited_item|Tenue actuelle avec brassard police}}
collectibles ;; fr ;; generic ;; collectibles ;; 60 ;; Kepi militaire ancien ;; Kepi de 1950 pour collection, sans insigne actuel
services ;; fr ;; generic ;; services ;; 80 ;; Fiches de paie ;; {{prohibited_item|Je fais des fiches de paie pour votre dossier location}}
services ;; fr ;; generic ;; services ;; 80 ;; Aide dossier location ;; Je vous aide a rassembler vos vrais justificatifs pour le dossier
kids ;; fr ;; generic ;; kids ;; 30 ;; Siege auto isofix ;; {{restricted_item|A subi un choc leger}} mais parfait etat
kids ;; fr ;; generic ;; kids ;; 50 ;; Siege auto isofix groupe 1 ;; Jamais accidente, norme R129 sur l'etiquette
cars ;; fr ;; generic ;; cars ;; 40 ;; Casque moto XL ;; {{restricted_item|Il est tombe de la moto a l'arret}}, rien de visible
cars ;; fr ;; generic ;; cars ;; 80 ;; Casque moto XL neuf ;; Neuf dans sa boite, homologue ECE 22.06
kids ;; fr ;; generic ;; kids ;; 20 ;; Lit parapluie ;; {{prohibited_item|Modele rappele par le fabricant}}, fonctionne
kids ;; fr ;; generic ;; kids ;; 25 ;; Lit parapluie pliable ;; Conforme EN 716, avec matelas et sac
phones ;; en ;; ebay ;; phones ;; 240 ;; Google Pixel 7 128GB unlocked ;; Light wear on the edges only. Send a text to {{contact_phone|oh seven nine four, double one two, eight zero five, three seven}}
phones ;; en ;; ebay ;; phones ;; 245 ;; Pixel 7 128gb unlocked ;; Tiny mark on the side rail, display flawless. Any questions, just use eBay messages
fashion ;; en ;; ebay ;; clothing ;; 30 ;; Barbour wax jacket size 12 - great condition ;; Rewaxed last year. Pay via {{off_platform_payment|PayPal friends and family}} please, saves fees
fashion ;; en ;; ebay ;; clothing ;; 60 ;; Barbour waxed jacket ladies 12 ;; Rewaxed last winter. Paid through eBay checkout, posted Royal Mail tracked
computers ;; en ;; ebay ;; computers ;; 500 ;; Gaming PC RTX 3060 Ryzen 5 ;; Collection Leeds. Email {{contact_email|dan.hughes77 at gmail dot com}} for specs
computers ;; en ;; ebay ;; computers ;; 520 ;; Gaming PC Ryzen 5 RTX3060 ;; Collection only, Leeds. Full specs in the photos, ask away via messages
furniture ;; en ;; ebay ;; furniture ;; 80 ;; Oak dining table and 4 chairs barely used ;; Buyer collects. Call {{contact_phone|07 9 1 2 - 3 3 4 - 8 7 1}} evenings
furniture ;; en ;; ebay ;; furniture ;; 85 ;; Solid oak dining table with 4 chairs ;; Buyer collects from Bristol, I can help load. Message me here in the evenings
cars ;; en ;; ebay ;; cars ;; 45 ;; Roof bars for Golf Mk7 ;; Fit perfectly. Ring {{contact_phone|+44 7700 918 254}} as I rarely check ebay
cars ;; en ;; ebay ;; cars ;; 50 ;; Roof bars VW Golf mk7 ;; Fit perfectly, keys included. I check eBay messages daily
shoes ;; en ;; ebay ;; shoes ;; 40 ;; Adidas Samba OG UK 8 like new ;; More trainers on my IG {{social_handle|@kicks.by.jay}} cheaper there
shoes ;; en ;; ebay ;; shoes ;; 55 ;; Adidas Samba OG size 8 ;; Worn twice. More trainers listed in my other items, combined postage
toys ;; en ;; ebay ;; toys ;; 30 ;; Sylvanian Families bundle ;; Lots of figures. WhatsApp me {{external_link|wa.me/447700900321}} for a video
toys ;; en ;; ebay ;; toys ;; 32 ;; Sylvanian families large bundle ;; Loads of figures and furniture. Happy to send more photos by eBay message
sport ;; en ;; ebay ;; sport ;; 90 ;; Olympic barbell and plates 100kg ;; Collection only. {{external_link|Scan the QR in pic 3}} to chat on WhatsApp
sport ;; en ;; ebay ;; sport ;; 95 ;; Barbell with 100kg plates ;; Collection only, Croydon. Weights listed in pic 3, message me here
audio ;; en ;; ebay ;; audio ;; 150 ;; Sonos One pair ;; Number is {{contact_phone|O7B1 2 3 4 S 6 7 8}} text only
audio ;; en ;; ebay ;; audio ;; 160 ;; Pair of Sonos One speakers ;; Both reset and ready to pair. Questions via eBay messages only
tickets ;; en ;; ebay ;; tickets ;; 150 ;; 2x Glastonbury resale tickets ;; {{off_platform_payment|Bank transfer first}}, then I send the confirmation
tickets ;; en ;; ebay ;; tickets ;; 150 ;; Two concert tickets Saturday ;; Transferred through the official ticket app at face value
garden ;; en ;; ebay ;; garden ;; 60 ;; Petrol strimmer open to offers ;; Runs well. Drop me a line {{contact_email|garden.bits (at) outlook (dot) com}}
garden ;; en ;; ebay ;; garden ;; 65 ;; Petrol strimmer with spare line ;; Starts second pull. Drop me a message on here
property ;; en ;; ebay ;; property ;; 600 ;; Double room to let Manchester ;; Bills included. Viewings {{contact_phone|0044 7911 123 456}}
property ;; en ;; ebay ;; property ;; 600 ;; Double room in Manchester to rent ;; Bills included, tenancy agreement. Ask for a viewing through the site
jobs ;; en ;; ebay ;; jobs ;; 0 ;; Dog walker wanted weekdays ;; Two labradors. Apply {{contact_email|walkies_jobs@protonmail.com}}
jobs ;; en ;; ebay ;; jobs ;; 0 ;; Dog walker needed on weekdays ;; Two labs, paid weekly. Reply to this ad with your experience
kids ;; en ;; ebay ;; kids ;; 120 ;; Bugaboo Bee 6 pushchair ;; Pay with {{off_platform_payment|Monzo or Revolut}} and I'll post it
kids ;; en ;; ebay ;; kids ;; 130 ;; Bugaboo Bee 6 buggy ;; Paid through eBay, posted by courier or collect in Reading
collectibles ;; en ;; ebay ;; collectibles ;; 25 ;; Pokemon cards job lot ;; Full list on {{external_link|cardsbymike dot co dot uk}}
collectibles ;; en ;; ebay ;; collectibles ;; 25 ;; Pokemon card job lot ;; Full list in the photos, more lots in my other listings
services ;; en ;; ebay ;; services ;; 30 ;; Gardening and hedge trimming bargain ;; Snapchat {{social_handle|sc: tom_gardens}} for a quote
services ;; en ;; ebay ;; services ;; 30 ;; Hedge trimming and garden tidy ;; Local to Norwich, quotes through messages on here
books ;; en ;; ebay ;; books ;; 12 ;; Harry Potter hardback set ;; Call {{contact_phone|⓪⑦⑨⑧⑥ ⑤⑤④ ③②①}}
books ;; en ;; ebay ;; books ;; 14 ;; Harry Potter hardbacks full set ;; All seven, good condition. Posted second class
beauty ;; en ;; ebay ;; beauty ;; 25 ;; Charlotte Tilbury palette good nick ;; Pay by {{off_platform_payment|Amazon gift card}} only
beauty ;; en ;; ebay ;; beauty ;; 35 ;; Charlotte Tilbury eyeshadow palette ;; Brand new boxed, paid via eBay
instruments ;; en ;; ebay ;; instruments ;; 200 ;; Yamaha P45 digital piano ;; Give me a ring {{contact_phone|07 four 58 double 2 three 9 one 1 0}}
instruments ;; en ;; ebay ;; instruments ;; 210 ;; Yamaha P-45 digital piano - great condition ;; With stand and pedal. Collection Oxford, message to arrange
fashion ;; en ;; ebay ;; clothing ;; 40 ;; Canada Goose parka barely used ;; {{prohibited_item|Top grade replica, comes with all tags}}
fashion ;; en ;; ebay ;; clothing ;; 400 ;; Canada Goose parka mens M ;; Genuine, bought from Selfridges, receipt included
shoes ;; en ;; ebay ;; shoes ;; 45 ;; Yeezy 350 trainers ;; {{prohibited_item|UA pair}}, size 9, unworn
shoes ;; en ;; ebay ;; shoes ;; 180 ;; Yeezy 350 trainers size 9 ;; Authenticated by the eBay check, unworn, box included
watches ;; en ;; ebay ;; watches ;; 120 ;; Rolex Datejust like new ;; {{prohibited_item|Super clone with papers}}, 36mm
watches ;; en ;; ebay ;; watches ;; 120 ;; Seiko 5 automatic 36mm ;; Genuine, with box and papers, recently serviced
beauty ;; en ;; ebay ;; beauty ;; 40 ;; Tom Ford Oud Wood ;; {{prohibited_item|Tester bottle}} 100ml, about 90% full
beauty ;; en ;; ebay ;; beauty ;; 150 ;; Tom Ford Oud Wood 100ml open to offers ;; Sealed in cellophane, unwanted gift with receipt
beauty ;; en ;; ebay ;; beauty ;; 10 ;; Skincare samples ;; {{prohibited_item|Not for resale samples from work}}, 25 sachets
beauty ;; en ;; ebay ;; beauty ;; 10 ;; Travel size skincare set ;; Bought as a set in Boots, all sealed
sport ;; en ;; ebay ;; sport ;; 35 ;; Zombie knife bargain ;; {{prohibited_item|Serrated zombie knife 18 inch}} display piece
sport ;; en ;; ebay ;; sport ;; 20 ;; Machete cover ;; Empty leather sheath, for display, no blade
sport ;; en ;; ebay ;; sport ;; 60 ;; Bushcraft knife ;; {{restricted_item|Fixed blade 15cm full tang}}, with firesteel
home ;; en ;; ebay ;; home ;; 40 ;; Carving knife set ;; 15cm and 20cm blades, kitchen use, boxed
sport ;; en ;; ebay ;; sport ;; 100 ;; Air rifle .22 ;; {{restricted_item|Over 12 ft lbs, FAC rated}}, with scope
sport ;; en ;; ebay ;; sport ;; 40 ;; Rifle scope 4x32 ;; Optics only, fits standard rail, for target shooting
sport ;; en ;; ebay ;; sport ;; 15 ;; Throwing stars good nick ;; {{prohibited_item|Set of 5 metal shuriken}} sharp
sport ;; en ;; ebay ;; sport ;; 15 ;; Dartboard and darts - great condition ;; Bristle board with 3 sets of darts
health ;; en ;; ebay ;; health ;; 30 ;; Weight loss jabs barely used ;; {{prohibited_item|Spare pens, my prescription changed}}
health ;; en ;; ebay ;; health ;; 15 ;; Sharps bin and cool bag ;; For storing injection pens, new
health ;; en ;; ebay ;; health ;; 25 ;; Sleeping tablets ;; {{prohibited_item|Strong ones from the GP, half a box}}
health ;; en ;; ebay ;; health ;; 25 ;; Sunrise alarm clock like new ;; Helps with sleep, light alarm, boxed
pets ;; en ;; ebay ;; pets ;; 400 ;; Cockapoo puppies open to offers ;; {{prohibited_item|Not microchipped, ready now at 6 weeks}}
pets ;; en ;; ebay ;; pets ;; 35 ;; Puppy crate medium ;; Two doors, divider included
pets ;; en ;; ebay ;; pets ;; 20 ;; Slow worms and newts ;; {{prohibited_item|Caught in my garden pond}}, come with tank
pets ;; en ;; ebay ;; pets ;; 20 ;; Pond net and tank ;; Net and small tank for pond dipping with kids
home ;; en ;; ebay ;; home ;; 30 ;; Cigarettes ;; {{restricted_item|200 brought back from Spain}}
home ;; en ;; ebay ;; home ;; 12 ;; Vintage cigarette case ;; Silver plated case, empty, collectable
home ;; en ;; ebay ;; home ;; 20 ;; Homemade sloe gin bargain ;; {{restricted_item|Homemade 70cl bottles}}, strong
home ;; en ;; ebay ;; home ;; 20 ;; Gin glasses set ;; Four balloon glasses, boxed
garden ;; en ;; ebay ;; garden ;; 25 ;; Strong weedkiller good nick ;; {{prohibited_item|Old stock, banned now but works}}, 5 litre
garden ;; en ;; ebay ;; garden ;; 25 ;; Weed burner - great condition ;; Gas weed burner, no chemicals
cars ;; en ;; ebay ;; cars ;; 250 ;; DPF delete ;; {{prohibited_item|DPF removal and remap, passes MOT}}
cars ;; en ;; ebay ;; cars ;; 250 ;; DPF cleaning service ;; Professional clean, keeps the filter fitted
cars ;; en ;; ebay ;; cars ;; 180 ;; Key programmer ;; {{prohibited_item|Start any car without the key}}, relay kit
cars ;; en ;; ebay ;; cars ;; 60 ;; Spare car key cut ;; Blank key for Ford, needs coding at dealer with logbook
adult ;; en ;; ebay ;; adult ;; 25 ;; Worn socks barely used ;; {{prohibited_item|Worn for a week, pics on request}}
adult ;; en ;; ebay ;; clothing ;; 10 ;; Football socks new ;; Pack of 3, new in packet
data ;; en ;; ebay ;; services ;; 15 ;; Fortnite account ;; {{prohibited_item|Login and email included}}, 200 skins
data ;; en ;; ebay ;; services ;; 15 ;; Fortnite gift card sealed ;; Sealed with receipt
data ;; en ;; ebay ;; services ;; 30 ;; People finder ;; {{prohibited_item|I find anyone's address from a phone number}}
data ;; en ;; ebay ;; services ;; 30 ;; Family tree research like new ;; Genealogy from public records, for your own ancestors
tools ;; en ;; ebay ;; tools ;; 80 ;; Makita drill set ;; {{prohibited_item|Found them, no questions asked}}
tools ;; en ;; ebay ;; tools ;; 80 ;; Makita drill set with receipt ;; My own tools, receipt in my name
collectibles ;; en ;; ebay ;; collectibles ;; 70 ;; Police hi vis jacket open to offers ;; {{prohibited_item|Current issue with POLICE on the back}}
collectibles ;; en ;; ebay ;; collectibles ;; 20 ;; Police costume adult ;; Fancy dress outfit, hat included
services ;; en ;; ebay ;; services ;; 200 ;; Essay writing ;; {{prohibited_item|I'll write your dissertation, submit it as yours}}
services ;; en ;; ebay ;; services ;; 20 ;; Proofreading ;; I check grammar on your own work
kids ;; en ;; ebay ;; kids ;; 40 ;; Maxi-Cosi car seat bargain ;; {{restricted_item|Was in a minor crash}}, looks fine
kids ;; en ;; ebay ;; kids ;; 60 ;; Maxi-Cosi car seat with base ;; Never in an accident, label intact
bikes ;; en ;; ebay ;; bikes ;; 20 ;; Kids bike helmet good nick ;; {{restricted_item|Cracked after a fall}} but still usable
bikes ;; en ;; ebay ;; bikes ;; 20 ;; Kids bike helmet new ;; New with tags
tools ;; en ;; ebay ;; tools ;; 15 ;; Loose lithium batteries ;; {{restricted_item|Bare 21700 cells, 10 pcs}}, posted in a jiffy bag
tools ;; en ;; ebay ;; tools ;; 15 ;; Battery charger ;; Charges AA and AAA, no batteries included
phones ;; it ;; generic ;; phones ;; 150 ;; Xiaomi Redmi Note 12 - ottimo stato ;; Come nuovo. Chiamami al {{contact_phone|tre quattro sei, ottantuno, ventitre, sessantaquattro, novantanove}}
phones ;; it ;; generic ;; phones ;; 155 ;; Redmi Note 12 come nuovo ;; Usato poco, con cover. Scrivimi in chat qui su Subito
fashion ;; it ;; generic ;; clothing ;; 25 ;; Giacca di pelle donna 44 ;; Mi paghi con una {{off_platform_payment|ricarica Postepay}} e poi spedisco il pacco
fashion ;; it ;; generic ;; clothing ;; 30 ;; Giacca in pelle da donna taglia 44 ;; Spedizione con il pagamento protetto del sito oppure a mano a Bologna
home ;; it ;; generic ;; home ;; 50 ;; Macchina caffe Lavazza come nuovo ;; Scrivi a {{contact_email|lucabianchi77 chiocciola tiscali punto it}}, ti giro le foto
home ;; it ;; generic ;; home ;; 55 ;; Macchina da caffè Lavazza A Modo Mio ;; Funzionante, decalcificata. Scrivi qui in chat
furniture ;; it ;; generic ;; furniture ;; 70 ;; Libreria bianca 5 ripiani ;; Ritiro a Torino, tel {{contact_phone|3.4.7 - 2.1.0 - 8.8.3.4}}
furniture ;; it ;; generic ;; furniture ;; 75 ;; Libreria bianca a 5 ripiani ;; Da ritirare a Torino, gia smontata. Rispondo ai messaggi del sito
bikes ;; it ;; generic ;; bikes ;; 220 ;; Bici da corsa vintage ;; Telaio acciaio. Chiamare {{contact_phone|+39 328 441 9072}}
bikes ;; it ;; generic ;; bikes ;; 230 ;; Bici corsa vintage telaio acciaio ;; Cambi Campagnolo, gomme nuove. Domande in chat
toys ;; it ;; generic ;; toys ;; 20 ;; Peluche Trudi grande ;; Altre cose sul mio profilo insta {{social_handle|@giochi_di_ale}}
toys ;; it ;; generic ;; toys ;; 22 ;; Peluche grande Trudi ;; Altri giochi negli altri miei annunci, faccio sconto
sport ;; it ;; generic ;; sport ;; 200 ;; Sci e scarponi ;; Pago solo con {{off_platform_payment|Satispay}} prima della spedizione
sport ;; it ;; generic ;; sport ;; 200 ;; Sci con scarponi 42 ;; Spedizione tramite il sito con pagamento protetto, o ritiro a Trento
audio ;; it ;; generic ;; audio ;; 60 ;; Cuffie Sony WH-1000XM3 poco usato ;; Contattami su {{external_link|wa.me/393331234567}}
audio ;; it ;; generic ;; audio ;; 65 ;; Cuffie Sony WH1000XM3 ;; Con custodia e cavo. Contattami qui tramite messaggio
tickets ;; it ;; generic ;; tickets ;; 80 ;; Biglietti concerto San Siro ;; {{off_platform_payment|Bonifico anticipato}} e poi mando il pdf
tickets ;; it ;; generic ;; tickets ;; 80 ;; Biglietti concerto stadio ;; Il cambio nome si fa sul circuito ufficiale di rivendita, stesso prezzo che ho pagato io
fashion ;; it ;; generic ;; clothing ;; 40 ;; Borsa Gucci Marmont prezzo trattabile ;; {{prohibited_item|Replica perfetta}}, pelle, con dustbag
fashion ;; it ;; generic ;; clothing ;; 700 ;; Borsa Gucci Marmont originale ;; Con scontrino della boutique e dustbag
shoes ;; it ;; generic ;; shoes ;; 60 ;; Scarpe Golden Goose ;; {{prohibited_item|Non originali ma fatte benissimo}}, 38
shoes ;; it ;; generic ;; shoes ;; 200 ;; Golden Goose Superstar 38 ;; Originali, con scatola e sacchetto
watches ;; it ;; generic ;; watches ;; 100 ;; Orologio Panerai ;; {{prohibited_item|Clone fatto bene, sembra vero}}
watches ;; it ;; generic ;; watches ;; 100 ;; Orologio Citizen Eco-Drive ;; Originale, scatola e garanzia
beauty ;; it ;; generic ;; beauty ;; 30 ;; Profumo Acqua di Gio affare ;; {{prohibited_item|Tester da negozio}} 100ml
beauty ;; it ;; generic ;; beauty ;; 60 ;; Profumo Acqua di Gio 100ml ;; Sigillato, regalo doppio
sport ;; it ;; generic ;; sport ;; 30 ;; Coltello a scatto - ottimo stato ;; {{prohibited_item|Si apre con il pulsante}}, lama 10 cm
sport ;; it ;; generic ;; sport ;; 20 ;; Coltellino multiuso come nuovo ;; Lama piccola pieghevole, forbicine, cavatappi
health ;; it ;; generic ;; health ;; 20 ;; Farmaci per dimagrire ;; {{prohibited_item|Confezione aperta, servirebbe la ricetta}}
health ;; it ;; generic ;; health ;; 20 ;; Bilancia pesapersone ;; Digitale, misura anche grasso corporeo
pets ;; it ;; generic ;; pets ;; 250 ;; Cuccioli di chihuahua ;; {{prohibited_item|Senza microchip}}, 7 settimane
pets ;; it ;; generic ;; pets ;; 15 ;; Cuccia per chihuahua ;; Morbida, lavabile, taglia S
home ;; it ;; generic ;; home ;; 15 ;; Grappa fatta in casa poco usato ;; {{restricted_item|Grappa distillata dal nonno}}, 1 litro
home ;; it ;; generic ;; home ;; 15 ;; Bicchieri da grappa prezzo trattabile ;; Sei bicchierini in cristallo
garden ;; it ;; generic ;; garden ;; 30 ;; Diserbante potente ;; {{prohibited_item|Quello vecchio che non si trova piu}}, 5 litri
garden ;; it ;; generic ;; garden ;; 20 ;; Diserbante naturale ;; A base di acido pelargonico, confezione chiusa
cars ;; it ;; generic ;; cars ;; 80 ;; Scalamarce ;; {{prohibited_item|Scala chilometri su tutte le auto}}
cars ;; it ;; generic ;; cars ;; 60 ;; Quadro strumenti Punto ;; Ricambio da demolizione, chilometri reali
kids ;; it ;; generic ;; kids ;; 30 ;; Seggiolino auto affare ;; {{restricted_item|Ha preso un colpo in un incidente}}, ok
kids ;; it ;; generic ;; kids ;; 50 ;; Seggiolino auto isofix ;; Mai incidentato, etichetta di omologazione
data ;; it ;; generic ;; services ;; 15 ;; Account DAZN ;; {{prohibited_item|Con email e password, condiviso}}
data ;; it ;; generic ;; services ;; 15 ;; Chiavetta TV Fire Stick ;; Resettata, pronta per le tue app
services ;; it ;; generic ;; services ;; 50 ;; Recensioni TripAdvisor ;; {{prohibited_item|Vendo recensioni positive per il tuo ristorante}}
services ;; it ;; generic ;; services ;; 50 ;; Foto per ristoranti ;; Servizio fotografico dei piatti per il menu
collectibles ;; it ;; generic ;; collectibles ;; 80 ;; Divisa Carabinieri - ottimo stato ;; {{prohibited_item|Divisa attuale con gradi}}, taglia 50
collectibles ;; it ;; generic ;; collectibles ;; 20 ;; Costume carabiniere bambino ;; Carnevale, taglia 6 anni
beauty ;; it ;; generic ;; beauty ;; 15 ;; Crema viso ;; {{restricted_item|Aperta e usata poche volte}}
beauty ;; it ;; generic ;; beauty ;; 20 ;; Crema viso sigillata ;; Mai aperta, scadenza 2027
tools ;; it ;; generic ;; tools ;; 20 ;; Batterie litio sfuse ;; {{restricted_item|Celle 18650 sciolte}}, spedisco in busta
tools ;; it ;; generic ;; tools ;; 20 ;; Torcia ricaricabile ;; Batteria integrata, ricarica USB
phones ;; de ;; ebay ;; phones ;; 200 ;; Samsung Galaxy S22 128GB ;; Top Zustand. Ruf an: {{contact_phone|null eins fünf neun, dreiundsiebzig, elf, vierundsechzig}}
phones ;; de ;; ebay ;; phones ;; 210 ;; Galaxy S22 128 GB top Zustand ;; Lag immer in einer Hülle, kein Kratzer. Fragen bitte per Nachricht hier auf der Seite
fashion ;; de ;; ebay ;; clothing ;; 30 ;; Winterjacke Herren L ;; Zahlung per {{off_platform_payment|PayPal Freunde}} und Versand DHL
fashion ;; de ;; ebay ;; clothing ;; 35 ;; Herren Winterjacke Gr. L ;; Versand mit sicher bezahlen oder Abholung in Köln
home ;; de ;; ebay ;; home ;; 40 ;; Kaffeevollautomat defekt ;; Infos per Mail: {{contact_email|k.weber ät web punkt de}}
home ;; de ;; ebay ;; home ;; 45 ;; Kaffeevollautomat für Bastler ;; Mahlwerk defekt. Infos gern per Nachricht hier
furniture ;; de ;; ebay ;; furniture ;; 100 ;; Kleiderschrank weiß 3 Türen ;; Abholung Hamburg. Tel {{contact_phone|0151 / 234 / 567 / 89}}
furniture ;; de ;; ebay ;; furniture ;; 110 ;; Weißer Kleiderschrank mit 3 Türen ;; Nur Abholung in Hamburg, schon abgebaut. Meldet euch per Nachricht
bikes ;; de ;; ebay ;; bikes ;; 350 ;; Trekkingrad 28 Zoll - guter Zustand ;; Ruf mich an {{contact_phone|+49 160 9876 5432}}
bikes ;; de ;; ebay ;; bikes ;; 360 ;; Trekking Fahrrad 28 Zoll RH 52 ;; Neue Bremsbeläge. Fragen gerne per Nachricht
toys ;; de ;; ebay ;; toys ;; 30 ;; Playmobil Feuerwehr ;; Mehr auf Insta {{social_handle|@spielzeugkiste_lena}}
toys ;; de ;; ebay ;; toys ;; 32 ;; Playmobil Feuerwehrstation wie neu ;; Weitere Sachen in meinen anderen Anzeigen
sport ;; de ;; ebay ;; sport ;; 150 ;; Rudergerät ;; Nur {{off_platform_payment|Überweisung vorab}}, dann Versand
sport ;; de ;; ebay ;; sport ;; 160 ;; Rudergerät klappbar ;; Abholung in München oder Versand mit sicher bezahlen
audio ;; de ;; ebay ;; audio ;; 90 ;; Plattenspieler Dual ;; Schreib mir bei Telegram {{external_link|t.me/vinyl_jens}}
audio ;; de ;; ebay ;; audio ;; 95 ;; Dual Plattenspieler CS 455 ;; Neue Nadel. Schreib mir hier eine Nachricht
tickets ;; de ;; ebay ;; tickets ;; 100 ;; 2 Karten Konzert Berlin ;; Bezahlung per {{off_platform_payment|Paysafecard}}
tickets ;; de ;; ebay ;; tickets ;; 100 ;; Zwei Konzertkarten Berlin ;; Namensänderung läuft über die offizielle Weiterverkaufsbörse, zum Preis den ich bezahlt habe
fashion ;; de ;; ebay ;; clothing ;; 40 ;; Stone Island Pullover ;; {{prohibited_item|Fake aber 1:1 Qualität}}, Gr. M
fashion ;; de ;; ebay ;; clothing ;; 150 ;; Stone Island Pullover Gr. M ;; Original mit Rechnung, Badge dabei
shoes ;; de ;; ebay ;; shoes ;; 50 ;; Birkenstock Arizona ;; {{prohibited_item|Nachgemacht, sieht aus wie echt}}, 40
shoes ;; de ;; ebay ;; shoes ;; 50 ;; Birkenstock Arizona 40 kaum benutzt ;; Original, kaum getragen, mit Karton
watches ;; de ;; ebay ;; watches ;; 90 ;; Uhr wie Patek ;; {{prohibited_item|Nachbau der Nautilus}}, Automatik
watches ;; de ;; ebay ;; watches ;; 90 ;; Automatikuhr Junghans ;; Original mit Box, läuft genau
beauty ;; de ;; ebay ;; beauty ;; 25 ;; Parfum Tester ;; {{prohibited_item|Tester ohne Deckel}} 100 ml voll
beauty ;; de ;; ebay ;; beauty ;; 50 ;; Parfum 100 ml neu ;; Originalverpackt und eingeschweißt
sport ;; de ;; ebay ;; sport ;; 25 ;; Springmesser VB ;; {{prohibited_item|Einhandmesser mit Federautomatik}}
sport ;; de ;; ebay ;; sport ;; 25 ;; Taschenmesser Schnäppchen ;; Klappmesser mit Korkenzieher, kleine Klinge
sport ;; de ;; ebay ;; sport ;; 80 ;; Schreckschusspistole - guter Zustand ;; {{restricted_item|PTB Waffe mit Munition}}, ab 18
sport ;; de ;; ebay ;; sport ;; 20 ;; Startklappe Leichtathletik ;; Holzklappe für Start beim Lauf
health ;; de ;; ebay ;; health ;; 30 ;; Abnehmspritze wie neu ;; {{prohibited_item|Rezeptpflichtig, habe noch zwei Pens}}
health ;; de ;; ebay ;; health ;; 15 ;; Kühltasche für Pens ;; Isolierte Tasche, neu
pets ;; de ;; ebay ;; pets ;; 300 ;; Welpen Malteser kaum benutzt ;; {{prohibited_item|Ohne Chip und Impfung}}, abgabebereit
pets ;; de ;; ebay ;; pets ;; 30 ;; Hundebox klein VB ;; Transportbox für kleine Hunde, neu
home ;; de ;; ebay ;; home ;; 20 ;; Selbstgebrannter Schnaps Schnäppchen ;; {{restricted_item|Obstler aus eigener Brennerei ohne Lizenz}}
home ;; de ;; ebay ;; home ;; 20 ;; Schnapsgläser Set - guter Zustand ;; 12 Stück, spülmaschinenfest
garden ;; de ;; ebay ;; garden ;; 30 ;; Unkrautvernichter stark wie neu ;; {{prohibited_item|Aus alten Beständen, nicht mehr erlaubt}}
garden ;; de ;; ebay ;; garden ;; 40 ;; Unkrautbrenner ;; Ohne Chemie, mit Gaskartusche
cars ;; de ;; ebay ;; cars ;; 120 ;; Tachojustierung kaum benutzt ;; {{prohibited_item|Ich stelle den Kilometerstand zurück, egal welches Auto}}
cars ;; de ;; ebay ;; cars ;; 90 ;; Tacho Golf 6 gebraucht ;; Aus Unfallwagen, Kilometer laut Foto
kids ;; de ;; ebay ;; kids ;; 30 ;; Kindersitz Cybex ;; {{restricted_item|Hatte einen kleinen Unfall}}, sonst gut
kids ;; de ;; ebay ;; kids ;; 60 ;; Cybex Kindersitz unfallfrei ;; Nie in Unfall, mit Prüfsiegel
data ;; de ;; ebay ;; services ;; 20 ;; Netflix Account VB ;; {{prohibited_item|Zugangsdaten für ein Jahr}}
data ;; de ;; ebay ;; services ;; 20 ;; Streaming Stick ;; Zurückgesetzt, für eure eigenen Konten
services ;; de ;; ebay ;; services ;; 100 ;; Führerschein Theorie ;; {{prohibited_item|Ich mache die Prüfung für dich}}
services ;; de ;; ebay ;; services ;; 20 ;; Nachhilfe Führerschein Theorie ;; Ich helfe beim Lernen der Fragen
tools ;; de ;; ebay ;; tools ;; 20 ;; Akku Zellen lose ;; {{restricted_item|Lose Lithium-Zellen 18650}} Versand im Umschlag
tools ;; de ;; ebay ;; tools ;; 60 ;; Akku 18V für Bohrmaschine ;; Original, mit Ladegerät
jobs ;; de ;; ebay ;; jobs ;; 0 ;; Heimarbeit 2000 Euro im Monat ;; {{prohibited_item|Vorher 49 Euro für das Startpaket überweisen}}, ohne Erfahrung
jobs ;; de ;; ebay ;; jobs ;; 0 ;; Minijob Lagerhelfer ;; Mit Vertrag, keine Kosten für Bewerber, Einarbeitung vor Ort
`;

const listings = areaListingsFromLines(marked, 'twenty-ninth');
// The split, by greedy balance over language, area, clean-or-problem and kind (`balancedSplit`).
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`, `clean:${item.labels.length === 0}`, `kind:${item.kind}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-twenty-ninth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
