import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-thirty-third.json: a thirty-third labelled set for issue 19, written by hand on 2026-11-30
 * by a writer who changes no rule (stop 53, task 53w), as the session's final unseen measure (its holdout part). Its writer
 * read no rule code, lexicon or brand table, no README rules table and no earlier set's records — only the thirty-second
 * listing writer's header (its first 120 lines) and its last 8 lines, the line parser (`areaListingsFromLines`),
 * `balancedSplit`, the scorer (evasion-quality.ts), the contract's flag codes and profiles, and issue 19.
 * 460 listings (one listing weighs about 0.43 point of a part): PT 90, ES 90, FR 90, EN 90, IT 50, DE 50; 230 clean (50 %:
 * every problem has its clean twin, so the clean share sits at a half rather than the asked 45 %), 230 with one problem
 * each (230 labels: prohibited item 120, restricted item 34, phone 26, off-site payment 16, link 13, social handle 11,
 * e-mail 10; by kind item 154, contact and payment moved off the site 76 — a third). Profiles: olx-pt 72 (PT), vinted 36
 * (PT and FR fashion, shoes, kids and beauty), wallapop 90 (ES), generic 122 (FR, IT), ebay 140 (EN, DE).
 * Areas (28, a general marketplace's categories): phones, computers, fashion, shoes, home, furniture, kids, toys, books,
 * sport, bikes, cars, tools, garden, beauty, watches, cameras, audio, instruments, pets, collectibles, tickets, services,
 * jobs, property, health, adult, data; every area has problems and clean twins, most in several languages.
 * Written as sellers write on the big second-hand sites of each country: short titles and longer descriptions, missing
 * accents, shorthand, emoji, prices, sizes and measurements, shipping, hand-over and collection talk.
 * Contact moved off the site, in the evasion kinds issue 19 lists: numbers in words with tens (and hundreds), words mixed
 * with digits inside one group, spaced, dashed, dotted and slashed digit groups, national and international forms (with
 * "+" and with "00"), look-alike letters for digits and another script's digits; e-mails with the local words for "at"
 * and "dot", with the bracketed and parenthesised forms, and with a space between every character; a chat link to a
 * number, a QR code pointing to a chat, a link shortener, a link-list page, a messaging channel's link, a member page on
 * another resale site and a shop's or classifieds site's address written with spaced dots or the local words for "dot"
 * and "slash"; handles on the usual photo, chat, short-message and social networks (with "@", after a network's name, a
 * network page by name, a chat server's name); payment apps and methods by name in each country (instant-payment apps,
 * friends-and-family transfers, a neobank, a cash app, a prepaid card top-up, bank transfers before shipping and a deposit
 * to reserve).
 * Items, in ordinary words and often by purpose or means only: counterfeits said every way (by quality grade, as a copy,
 * a mirror, clone or one-to-one version, as a reproduction, by denial of originality, with the maker's badge kept),
 * automatic and butterfly knives, knuckle-dusters, a banned serrated knife shape, fixed-blade hunting knives and a dagger,
 * an air rifle above the free limit, blank-firing pistols, a crossbow with hunting bolts, defence spray, shotgun
 * cartridges, fireworks, prescription sleep, anxiety, attention, slimming, pain and potency medicines, injectables for
 * muscle, veterinary prescription medicine, cannabis seeds by their use, young animals without identification or the
 * papers a dangerous breed or a protected species needs, wild-caught birds and a wild tortoise, ivory, tobacco brought
 * from abroad, disposable nicotine vapes, home-distilled spirits, laughing-gas canisters, banned weedkiller and slug
 * pellets, professional rat bait, strong acid, a full gas bottle, odometer and emission cheats, e-bike and scooter
 * de-restriction, keyless-theft kits, location and speed-camera jammers, made-to-order plates, adult services, worn
 * underwear, intimate photos, customer files and accounts with their login, pirated books, audiobooks and television,
 * found, locked or blacklisted phones and goods offered with no questions about origin, blank vehicle papers, a driving
 * licence without the exam, current uniforms, hate-symbol militaria, testers and not-for-resale samples, opened cosmetics
 * and a used breast pump, second-hand child seats after an accident and helmets after a fall or knock, recalled baby
 * goods and toys, loose lithium cells, a covert camera, and services that deceive (work submitted as one's own, exams
 * sat for another, paid reviews, parcel reshipping for strangers, jobs that ask a fee first).
 * Clean twins, one per problem, in similar words and the same language: the same object for an innocent use, new and
 * sealed, with proof of purchase, a costume, a toy, a trainer or an accessory of the same kind, the legal version of the
 * same thing, or the same contact idea kept on the site (the site's chat, payment and shipping, cash or checks at a
 * hand-over, the seller's other listings, an official resale or name change).
 * Label policy (a careful moderator of a general European marketplace), as the thirty-second's: contact, links and payment
 * moved off the site are labelled where they are asked for; the site's own payment and shipping, a hand-over and a
 * message on the site are clean. Prohibited: counterfeits, automatic and butterfly knives, knuckle-dusters and banned
 * knife shapes, fireworks, prescription medicines and injectables, drugs and their seeds, animals without the
 * identification or papers the law asks or taken from the wild, ivory, banned pesticides and professional poison baits,
 * laughing gas sold for inhaling, odometer, emission, speed and e-bike cheats, theft tools and jammers, false plates,
 * sexual services, worn underwear and intimate images, personal data, accounts with credentials, pirated content, goods
 * found or of unexplained origin, official documents, current uniforms, hate symbols, testers and not-for-resale samples,
 * recalled goods, covert recording devices and deceiving services. Restricted: fixed-blade hunting knives and a dagger,
 * an air rifle above the free limit, blank-firing guns, a crossbow with hunting bolts, defence spray, shotgun cartridges,
 * a full gas bottle, strong acid, tobacco brought from abroad, nicotine vapes and home-distilled spirits, opened cosmetics
 * and a used breast pump, second-hand child seats after an accident and helmets after a fall or knock, and loose lithium
 * cells (the scorer meets either item code).
 * Borderline decisions, stated: laughing-gas canisters offered for parties are prohibited, a cream whipper with chargers
 * for baking clean; a parrot of a protected species without papers is prohibited, its cage clean; a veterinary antibiotic
 * sold without the prescription is a prescription medicine (prohibited), a pet shampoo clean; young animals without a
 * chip or identification are prohibited, the same litter chipped with its papers clean; plates made to any number without
 * the registration document are false plates (prohibited), plate surrounds clean; blank vehicle registration papers and a
 * licence obtained without the exam are official documents (prohibited), a cover for the papers and driving lessons clean;
 * a banned serrated knife shape is prohibited, a bread knife of the same length clean, a dagger and a fixed hunting knife
 * restricted; a weedkiller banned in the seller's country is a banned pesticide (prohibited), a natural one clean; removing
 * a particulate filter or the exhaust-fluid and recirculation systems is an emission cheat (prohibited), a new
 * original part or a sealed can of the fluid clean; a speed-camera jammer is prohibited, a dashcam clean; a streaming stick sold with paid channels for nothing is
 * piracy (prohibited), a reset one clean; a messaging channel's link is a link (external_link), a network name followed by
 * a handle, a chat server's name and a social page by name are the handle; a bank transfer before shipping and a deposit
 * to the seller's IBAN to reserve are payment only; a payment app that is the site's own buyer protection is clean,
 * friends-and-family transfers are payment; a sealed gift card is clean where an account's login is prohibited; a named
 * resale through the organiser's exchange or an official name change is clean; a helmet after a knock or a fall is
 * restricted even where the seller sees no crack.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * thirty-second set's greedy balance in file order over language, area, clean/problem and kind (`balancedSplit`, below),
 * which no label text or rule output decides. Parts: tune 230 (115 clean, 115 problems: item 77, phone 13, payment 8,
 * social 6, link 6, email 5), holdout 230 (115 clean, 115 problems: item 77, phone 13, payment 8, link 7, social 5,
 * email 5); every language (each part PT 45, ES 45, FR 45, EN 45, IT 25, DE 25) and all 28 areas in both.
 *
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description`, labels inline as
 * `{{code|text}}` (`areaListingsFromLines`); `area` is kept in the JSON beside the listing.
 * Collisions: before freezing, a scratch check (deleted) loaded every earlier `data/listing/validation-*.json` (51 files)
 * and compared each of this set's titles and descriptions, case- and accent-folded (whitespace collapsed), exactly and by
 * any shared 40-character window (printing only this set's strings): 115 of 920 fields collided (105 short plain titles
 * exactly, 3 short descriptions exactly and 7 descriptions by a window — plain on-site phrases, a hunting-knife and a
 * massage description, a number in words); every one was rewritten in this writer's words (titles given the seller's own
 * detail: a colour, a size, a count, a condition; descriptions rephrased, the number in words changed), a second check
 * found 7 titles still colliding, rewritten again, and 0 collide in the frozen set (no title repeats within it).
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-thirty-third-listing-set.ts`.
 * First run (2026-11-30, rules and learned reader as on dca18098, no rule changed, a scratch script calling
 * `evasionQuality` on this file only and printing only the summaries, `nice -n 10 timeout 600 node
 * --conditions=@circular/source tools/bench/src/zz-53w-run.ts listing`, once as the service answers and once with
 * `LISTING_LEARNED_SCORER=0`):
 * - rules with the learned reader (default): tune recall 1.000 (115/115: item 77/77, payment 8/8, phone 13/13, social
 *   6/6, email 5/5, link 6/6), clean flagged 11/115 (0.096), wrongful rejects 3/153, prohibited rejected outright 43/61;
 *   holdout recall 0.957 (110/115: item 73/77, payment 8/8, phone 13/13, social 4/5, email 5/5, link 7/7), clean
 *   flagged 14/115 (0.122), wrongful rejects 1/153, prohibited rejected outright 29/59.
 * - rules alone (`LISTING_LEARNED_SCORER=0`): tune recall 0.922 (106/115: item 68/77, the contact kinds as above), clean
 *   flagged 6/115 (0.052), wrongful rejects 3/153, prohibited rejected outright 44/61; holdout recall 0.852 (98/115: item
 *   61/77, the contact kinds as above), clean flagged 10/115 (0.087), wrongful rejects 1/153, prohibited rejected
 *   outright 31/59.
 */

const marked = `
phones ;; pt ;; olx-pt ;; phones ;; 210 ;; Samsung A52 128gb azul, sem riscos ;; Vendo porque mudei de telemovel. Se tiver pressa liga p/ {{contact_phone|nove um sete, quarenta e dois, oitenta e oito, zero cinco}} depois das 19h
phones ;; pt ;; olx-pt ;; phones ;; 205 ;; Samsung A52 128 gb azul c/ capa ;; Vendo porque mudei de telemovel. Duvidas respondo pelo chat da olx, normalmente a noite depois das 19h
computers ;; pt ;; olx-pt ;; computers ;; 320 ;; Portatil Lenovo ThinkPad T480 i5 16gb ram ;; Bateria nova, teclado pt. Mais fotos por mail: {{contact_email|ricardo.tavares79 arroba sapo ponto pt}}
computers ;; pt ;; olx-pt ;; computers ;; 310 ;; Lenovo ThinkPad T480 i5 16gb teclado PT ;; Bateria trocada em marco, carregador original. Peça mais fotos por mensagem aqui e eu tiro na hora
fashion ;; pt ;; vinted ;; fashion ;; 25 ;; Casaco Zara bege tam M, pouco usado ;; usado 2x, como novo 🧥 tenho mais roupa no insta {{social_handle|@closet_da_bia_}} com descontos
fashion ;; pt ;; vinted ;; fashion ;; 22 ;; Casaco comprido Zara cor bege M ;; usei duas vezes, esta impecavel 🧥 tenho mais peças no meu roupeiro aqui, faço desconto em lote
shoes ;; pt ;; vinted ;; shoes ;; 45 ;; Sapatilhas Nike Air Force 1 n38 ;; Pouco uso, sola branca limpa. Pagamento por {{off_platform_payment|mbway}} e envio por ctt, assim poupa as taxas
shoes ;; pt ;; vinted ;; shoes ;; 48 ;; Nike Air Force 1 brancas tamanho 38 ;; Pouco uso, solas lavadas. Compra pelo botão comprar e envio no dia util seguinte
cameras ;; pt ;; olx-pt ;; cameras ;; 290 ;; Canon EOS 2000D + objetiva 18-55 ;; 4 mil disparos, com bolsa. Mensagem pf para {{contact_phone|+351 93 618 22 40}}
cameras ;; pt ;; olx-pt ;; cameras ;; 285 ;; Canon 2000D kit 18-55 com bolsa e cartao ;; 4 mil disparos apenas. Envio pela plataforma ou entrego em mão em Braga
furniture ;; pt ;; olx-pt ;; furniture ;; 150 ;; Sofá 3 lugares cinzento 210cm ;; tecido lavavel, sem animais em casa. mais fotos na minha loja {{external_link|moveisdaquinta ponto pt}}
furniture ;; pt ;; olx-pt ;; furniture ;; 140 ;; Sofá cinza 3 lugares, 210 x 90 ;; tecido lavavel, casa sem animais nem fumadores. Tenho mais fotos, peça que envio pela app
kids ;; pt ;; vinted ;; kids ;; 120 ;; Carrinho de bebe trio Bebecar ;; alcofa + cadeira + ovo. contacto {{contact_phone|9.1.6-5.5.4-3.2.1}}
kids ;; pt ;; vinted ;; kids ;; 115 ;; Trio Bebecar alcofa, cadeira e ovo ;; Tudo lavado, capa da chuva incluida. Contacto apenas por aqui, obrigada
toys ;; pt ;; olx-pt ;; toys ;; 60 ;; Lego Star Wars 75257 completo c/ caixa ;; Montado uma vez. fala comigo em {{external_link|wa.me/351912887341}} que respondo logo
toys ;; pt ;; olx-pt ;; toys ;; 58 ;; Lego Millennium Falcon 75257 sem caixa ;; Todas as peças e manual. Falem comigo pelo chat do anúncio, respondo rapido
bikes ;; pt ;; olx-pt ;; bikes ;; 380 ;; Bicicleta BTT roda 29 quadro L ;; Travões hidraulicos, 12 velocidades. Digitaliza o {{external_link|código QR da ultima foto}} para falar comigo no whats
bikes ;; pt ;; olx-pt ;; bikes ;; 370 ;; BTT 29" quadro L travoes hidraulicos ;; 12v, pneus quase novos. Na ultima foto esta o numero do quadro, qualquer duvida pergunte aqui
cars ;; pt ;; olx-pt ;; cars ;; 260 ;; Jantes 17 5x112 com pneus ;; Sem empenos. Reserva só com {{off_platform_payment|transferência de 50€ adiantada para o meu IBAN}}
cars ;; pt ;; olx-pt ;; cars ;; 255 ;; Jantes 17" furação 5x112 + pneus 225/45 ;; Sem empenos nem riscos. Pagamento pela olx ou em mão na entrega, pode ver antes
tools ;; pt ;; olx-pt ;; tools ;; 95 ;; Berbequim Bosch 18V azul, 2 baterias 2Ah ;; Mala e carregador. Procura no facebook a pagina {{social_handle|Ferramentas do Zé Gaia}} tenho la mais
tools ;; pt ;; olx-pt ;; tools ;; 92 ;; Aparafusadora Bosch 18V + 2 baterias e mala ;; Carregador incluido. Tenho mais ferramentas à venda nos meus outros anuncios
tickets ;; pt ;; olx-pt ;; tickets ;; 140 ;; 2 bilhetes NOS Alive sexta feira ;; Nao posso ir :( pagamento por {{off_platform_payment|revolut}} antes de enviar os pdf
tickets ;; pt ;; olx-pt ;; tickets ;; 140 ;; Dois bilhetes NOS Alive dia de sexta ;; Ja nao posso ir. Faço a mudança de nome na bilheteira oficial depois da compra
phones ;; pt ;; olx-pt ;; phones ;; 150 ;; iPhone XR vermelho 64gb ;; Bateria 81%. Escreve para {{contact_email|p e d r o . m 8 8 @ g m a i l . c o m}} e combinamos
phones ;; pt ;; olx-pt ;; phones ;; 145 ;; iPhone XR 64gb cor vermelha ;; Bateria 81%, ecra sem riscos. Escreve-me aqui e combinamos o envio
instruments ;; pt ;; olx-pt ;; instruments ;; 450 ;; Guitarra Fender Stratocaster mexicana ;; Com estojo rigido. Liga {{contact_phone|96 oito 7 quatro 5 um zero 2}} para experimentar
instruments ;; pt ;; olx-pt ;; instruments ;; 440 ;; Fender Strat made in Mexico + estojo ;; Cordas novas. Pode vir experimentar a Setubal, combinamos a hora por mensagem
property ;; pt ;; olx-pt ;; property ;; 300 ;; Quarto p/ estudante em Coimbra ;; Perto do polo 2, despesas incluidas. Contacto {{contact_phone|00351 239 48 27 19}}
property ;; pt ;; olx-pt ;; property ;; 300 ;; Quarto para estudante junto ao polo II ;; Coimbra, despesas incluidas. Visitas marcadas atraves da mensagem do anuncio
fashion ;; pt ;; vinted ;; fashion ;; 180 ;; Mala LV Neverfull MM padrão castanho ;; {{prohibited_item|qualidade AAA, igual à original}}, vem sem caixa mas com saco
fashion ;; pt ;; vinted ;; fashion ;; 950 ;; Mala Louis Vuitton Neverfull MM castanha ;; comprada na loja da Avenida, tenho a fatura e o saco de pano. Alças sem marcas
shoes ;; pt ;; vinted ;; shoes ;; 70 ;; Jordan 1 high chicago 41 ;; {{prohibited_item|versão espelho}}, tudo igual, ninguem nota a diferença
shoes ;; pt ;; vinted ;; shoes ;; 160 ;; Jordan 1 high chicago tamanho 41 ;; originais, trazem etiqueta e talão da loja de desporto, usadas 3 vezes
watches ;; pt ;; olx-pt ;; watches ;; 150 ;; Relogio Rolex Submariner preto ;; {{prohibited_item|não é original}} mas ninguém repara, maquina automatica
watches ;; pt ;; olx-pt ;; watches ;; 60 ;; Relogio Casio de mergulho preto ;; maquina de quartzo, bracelete nova, ninguém diz que tem 5 anos
sport ;; pt ;; olx-pt ;; sport ;; 25 ;; Navalha de mola preta cabo madeira ;; {{prohibited_item|abre com um botão}}, lamina 9cm, cabo de madeira
sport ;; pt ;; olx-pt ;; sport ;; 25 ;; Canivete suiço multiusos vermelho ;; abre com a unha, lamina 6cm, tem tesoura e abre latas
sport ;; pt ;; olx-pt ;; sport ;; 40 ;; Faca de mato c/ bainha, 25cm ;; {{restricted_item|faca de caça}} de lâmina fixa 25 cm, bainha em couro castanho, corta papel
sport ;; pt ;; olx-pt ;; sport ;; 40 ;; Faca de chef lamina 20cm ;; faca de cozinha de lâmina 20 cm, bainha em plástico, corta papel
health ;; pt ;; olx-pt ;; health ;; 15 ;; Xanax 0,5mg caixa quase cheia ;; sobraram {{prohibited_item|comprimidos para dormir, da receita da minha mae}}
health ;; pt ;; olx-pt ;; health ;; 6 ;; Cha de camomila caixa por abrir ;; para dormir melhor, comprei a mais, validade 2027
health ;; pt ;; olx-pt ;; health ;; 120 ;; Canetas Ozempic 1mg (2 un.) ;; {{prohibited_item|canetas para emagrecer}}, 2 por abrir, sempre no frigorifico
health ;; pt ;; olx-pt ;; health ;; 20 ;; Balança digital de cozinha inox 5kg ;; otima para quem esta a fazer dieta para emagrecer, pesa ao grama
pets ;; pt ;; olx-pt ;; pets ;; 250 ;; Cachorros pitbull 2 meses ;; {{prohibited_item|sem chip e sem papeis}}, pais no local
pets ;; pt ;; olx-pt ;; pets ;; 70 ;; Casota madeira cão grande c/ telhado ;; tem 2 anos, telhado impermeabilizado, pode ver no local
pets ;; pt ;; olx-pt ;; pets ;; 35 ;; Pintassilgos machos ;; {{prohibited_item|apanhados no campo}} este mes, ja cantam bem
pets ;; pt ;; olx-pt ;; pets ;; 30 ;; Gaiola para canarios com bebedouro ;; 60cm, limpa, com poleiros e comedouro. Ja cantam bem os meus, por isso mudei para uma maior
home ;; pt ;; olx-pt ;; home ;; 40 ;; Tabaco de Espanha volumes ;; {{restricted_item|volumes de tabaco trazidos de Espanha}} a 40€ cada, varias marcas
home ;; pt ;; olx-pt ;; home ;; 15 ;; Cinzeiro de vidro antigo anos 70 ;; vidro grosso, trazido de Espanha pela minha avo, sem lascas
home ;; pt ;; olx-pt ;; home ;; 60 ;; Vapes descartaveis 10 mil puffs caixa ;; {{restricted_item|vapes descartaveis}} sabores variados, caixa com 10
home ;; pt ;; olx-pt ;; home ;; 25 ;; Humidificador de ar com aromas ;; luz led de 7 cores, caixa com 10 oleos de sabores variados
home ;; pt ;; olx-pt ;; home ;; 35 ;; Aguardente caseira de medronho ;; {{restricted_item|aguardente feita em casa}}, garrafão de 5L
home ;; pt ;; olx-pt ;; home ;; 8 ;; Garrafão de vidro 5L vazio ;; serve para vinho ou azeite, esta lavado
garden ;; pt ;; olx-pt ;; garden ;; 20 ;; Veneno para ratos forte ;; {{prohibited_item|isco profissional para ratos}}, nao se vende nas lojas, mata em 1 dia
garden ;; pt ;; olx-pt ;; garden ;; 12 ;; Ratoeira de madeira reutilizavel x3 ;; para ratos, sem veneno, facil de armar, lavam-se bem
cars ;; pt ;; olx-pt ;; cars ;; 50 ;; Serviço de ajuste de quilometros ;; {{prohibited_item|baixo os km do painel}} em 10 min, todas as marcas, vou ao local
cars ;; pt ;; olx-pt ;; cars ;; 30 ;; Diagnostico OBD ao domicilio ;; leitura e apagamento de avarias em 10 min, todas as marcas, vou ao local
bikes ;; pt ;; olx-pt ;; bikes ;; 45 ;; Chip tuning p/ bicicleta eletrica (motor central) ;; {{prohibited_item|tira o limite dos 25}}, fica a dar 45 km/h
bikes ;; pt ;; olx-pt ;; bikes ;; 30 ;; Sensor de velocidade para bicicleta eletrica ;; peça original de substituição, o meu partiu e comprei 2
kids ;; pt ;; vinted ;; kids ;; 60 ;; Cadeira auto isofix grupo 1 cinzenta ;; {{restricted_item|teve um pequeno acidente}} mas nao tem marcas nenhumas
kids ;; pt ;; vinted ;; kids ;; 75 ;; Cadeira auto grupo 1 isofix c/ manual ;; nunca teve acidentes, capa lavada, sem marcas nenhumas
kids ;; pt ;; vinted ;; kids ;; 30 ;; Espreguiçadeira de bebe com vibração ;; {{prohibited_item|foi retirada do mercado}} mas a minha funciona bem
kids ;; pt ;; vinted ;; kids ;; 35 ;; Espreguiçadeira bebe vibração modelo novo ;; comprada este ano, com selo e manual, funciona bem
beauty ;; pt ;; vinted ;; beauty ;; 55 ;; Perfume Chanel Coco tester ;; {{prohibited_item|tester}} 100ml sem tampa, cheio
beauty ;; pt ;; vinted ;; beauty ;; 95 ;; Coco Mademoiselle Chanel 100 ml c/ caixa ;; com caixa e tampa, comprado na perfumaria, so borrifei 3x
beauty ;; pt ;; vinted ;; beauty ;; 12 ;; Base liquida maquilhagem tom 02 clara ;; {{restricted_item|usada duas vezes}}, nao era o meu tom
beauty ;; pt ;; vinted ;; beauty ;; 18 ;; Base maquilhagem tom 02 nova ;; ainda selada, comprei o tom errado
data ;; pt ;; olx-pt ;; data ;; 30 ;; Conta Netflix premium 12 meses 4 ecras ;; {{prohibited_item|dou email e password}}, 4 ecras
data ;; pt ;; olx-pt ;; data ;; 22 ;; Cartao oferta Netflix 25€ ;; selado, recebi no natal e nao uso
books ;; pt ;; olx-pt ;; books ;; 10 ;; 500 livros digitais ;; {{prohibited_item|coleção de 500 ebooks em pdf}}, envio por wetransfer
books ;; pt ;; olx-pt ;; books ;; 40 ;; Lote 50 livros de bolso ;; coleção de romances em papel, envio em caixa pelos ctt
cars ;; pt ;; olx-pt ;; cars ;; 35 ;; Inibidor de sinal GPS para carro ;; {{prohibited_item|bloqueia o gps do carro}}, liga ao isqueiro
cars ;; pt ;; olx-pt ;; cars ;; 35 ;; Localizador GPS para carro ;; para saber onde anda o carro da empresa, liga ao isqueiro
collectibles ;; pt ;; olx-pt ;; collectibles ;; 200 ;; Braçadeira militar alemã ;; {{prohibited_item|braçadeira com a suástica}}, original dos anos 40
collectibles ;; pt ;; olx-pt ;; collectibles ;; 80 ;; Medalha militar portuguesa 1a guerra ;; original, com fita, dos anos 20
services ;; pt ;; olx-pt ;; services ;; 100 ;; Faço trabalhos universitarios ;; teses, relatorios e trabalhos de grupo, {{prohibited_item|entregas como se fossem teus}}
services ;; pt ;; olx-pt ;; services ;; 100 ;; Revisao de teses e relatorios ;; corrijo gralhas, formatação e bibliografia de trabalhos universitarios
jobs ;; pt ;; olx-pt ;; jobs ;; 1500 ;; Trabalho a partir de casa, ganhe 1500€/mes ;; sem experiencia, {{prohibited_item|inscrição de 30€ paga antes de começar}}
jobs ;; pt ;; olx-pt ;; jobs ;; 900 ;; Ajudante de cozinha em Aveiro ;; contrato de trabalho, sem experiencia, começar ja
phones ;; pt ;; olx-pt ;; phones ;; 150 ;; iPhone 13 bloqueado icloud ;; {{prohibited_item|encontrei na rua e está bloqueado}}, vendo para peças
phones ;; pt ;; olx-pt ;; phones ;; 390 ;; iPhone 13 desbloqueado 128gb ;; com fatura em meu nome, sem conta icloud, reposto de fabrica
tools ;; pt ;; olx-pt ;; tools ;; 300 ;; Kit abertura de automoveis ;; {{prohibited_item|abre carros sem chave}} em segundos, varias marcas
tools ;; pt ;; olx-pt ;; tools ;; 18 ;; Kit chaves de fendas e pontas 40 peças ;; para automoveis e casa, varias medidas
adult ;; pt ;; olx-pt ;; adult ;; 50 ;; Massagens relaxantes ao domicilio ;; para homens, {{prohibited_item|final feliz incluido}}
adult ;; pt ;; olx-pt ;; adult ;; 40 ;; Massagem desportiva em casa do cliente ;; fisioterapeuta com cedula profissional, ideal depois do treino ou de uma corrida
sport ;; pt ;; olx-pt ;; sport ;; 30 ;; Petardos e foguetes variados ;; {{prohibited_item|foguetes para a passagem de ano}}, caixa com 30
sport ;; pt ;; olx-pt ;; sport ;; 12 ;; Lanternas LED passagem de ano ;; caixa com 30 pulseiras luminosas para a festa
tools ;; pt ;; olx-pt ;; tools ;; 40 ;; Baterias 18650 3000mAh x20 ;; {{restricted_item|20 pilhas de litio soltas}}, envio em envelope almofadado
tools ;; pt ;; olx-pt ;; tools ;; 15 ;; Carregador usb de pilhas AA/AAA ;; com 4 pilhas recarregaveis, envio em caixa
phones ;; es ;; wallapop ;; phones ;; 140 ;; Xiaomi Redmi Note 12 libre 128gb ;; funciona perfecto, con funda. llamame al {{contact_phone|seis tres cuatro, doce, ochenta y nueve, cero uno}} por las tardes
phones ;; es ;; wallapop ;; phones ;; 135 ;; Redmi Note 12 de 128 gb libre ;; va perfecto, te lo doy con funda. Preguntame por el chat de wallapop por las tardes
computers ;; es ;; wallapop ;; computers ;; 620 ;; MacBook Air M1 256gb gris espacial ;; 120 ciclos de bateria. mas fotos al correo {{contact_email|jorgemtz91 arroba hotmail punto es}}
computers ;; es ;; wallapop ;; computers ;; 610 ;; Macbook Air M1 gris espacial 256 ;; 120 ciclos, caja y cargador. Si quieres mas fotos te las mando por el chat
fashion ;; es ;; wallapop ;; fashion ;; 15 ;; Vestido Mango flores talla S ;; puesto una vez. si pagas por {{off_platform_payment|bizum}} te lo dejo en 12
fashion ;; es ;; wallapop ;; fashion ;; 14 ;; Vestido de flores Mango, S ;; solo me lo puse en una boda. Con envio wallapop te lo dejo en 12
shoes ;; es ;; wallapop ;; shoes ;; 65 ;; Botas Timberland amarillas 42 ;; muy poco uso. whatsapp {{contact_phone|+34 611 27 40 93}}
shoes ;; es ;; wallapop ;; shoes ;; 65 ;; Timberland clasicas talla 42 amarillas ;; casi sin uso. Entrega en mano en Sevilla o envio
instruments ;; es ;; wallapop ;; instruments ;; 380 ;; Piano digital Yamaha P-45 con soporte ;; 88 teclas contrapesadas. escribeme al {{contact_phone|6 5 0 - 4 4 8 - 1 2 7}}
instruments ;; es ;; wallapop ;; instruments ;; 370 ;; Yamaha P45 piano digital + banqueta ;; teclas contrapesadas, perfecto para aprender. Escribeme por aqui sin compromiso
furniture ;; es ;; wallapop ;; furniture ;; 220 ;; Mesa comedor de roble macizo ;; 160x90, 6 sillas opcionales. mas muebles en mi tienda {{external_link|www . muebleslucia . es}}
furniture ;; es ;; wallapop ;; furniture ;; 210 ;; Mesa de roble macizo 160 x 90 ;; se puede ampliar. Tengo mas muebles subidos en mi perfil, echa un ojo
kids ;; es ;; wallapop ;; kids ;; 90 ;; Cuna de colecho blanca con su colchon ;; regulable en altura. sigueme en insta {{social_handle|@mamaderebajas}} que subo cosas de bebe cada semana
kids ;; es ;; wallapop ;; kids ;; 85 ;; Cuna colecho regulable + colchon ;; funda lavada. Mira mis otros articulos de bebe, subo cosas cada semana
toys ;; es ;; wallapop ;; toys ;; 45 ;; Playmobil castillo de los caballeros ;; completo. te paso mi movil {{contact_phone|6cero0 9tres 27 1cinco 8}} y quedamos
toys ;; es ;; wallapop ;; toys ;; 42 ;; Castillo Playmobil de caballeros completo ;; con todas las figuras, lo puedes ver en Zaragoza. Te respondo por el chat y quedamos
sport ;; es ;; wallapop ;; sport ;; 180 ;; Tabla de surf 6'2 con quillas ;; poco uso. hablame por {{social_handle|telegram @surfer_cantabria}}
sport ;; es ;; wallapop ;; sport ;; 175 ;; Tabla surf 6 2 + quillas y funda ;; apenas la he usado en Somo. Hablame por wallapop y te mando video
bikes ;; es ;; wallapop ;; bikes ;; 850 ;; Bici carretera Orbea Orca talla 53 ;; grupo 105. pago por {{off_platform_payment|paypal amigos}} y te la envio desmontada
bikes ;; es ;; wallapop ;; bikes ;; 840 ;; Orbea Orca carretera t53 Shimano 105 ;; muy cuidada. Te la envio con el envio protegido de wallapop, desmontada en caja
cars ;; es ;; wallapop ;; cars ;; 160 ;; Neumaticos 205 55 16 Michelin x4 ;; 6mm de dibujo. Llamar al {{contact_phone|0034 622 18 05 74}} Pablo
cars ;; es ;; wallapop ;; cars ;; 150 ;; 4 ruedas Michelin 205/55 R16 ;; 6 mm de dibujo, recogida en taller de Getafe, preguntad lo que querais
tickets ;; es ;; wallapop ;; tickets ;; 200 ;; 2 entradas Bad Bunny Madrid pista ;; las vendo por mi canal {{external_link|t.me/entradasmadrid}}
tickets ;; es ;; wallapop ;; tickets ;; 200 ;; Entradas Bad Bunny Madrid x2 pista ;; al precio de compra, la reventa la hacemos en la web oficial del concierto
property ;; es ;; wallapop ;; property ;; 750 ;; Piso en alquiler Valencia Benimaclet ;; 2 hab, amueblado. visitas: {{contact_email|pisos.valencia(at)gmail.com}}
property ;; es ;; wallapop ;; property ;; 750 ;; Alquilo piso amueblado en Benimaclet ;; 2 habitaciones, luminoso. Para visitas escribe por el anuncio
services ;; es ;; wallapop ;; services ;; 15 ;; Clases de ingles online y presencial ;; nivel B2 y C1. mi numero es el {{contact_phone|seiscientos setenta y dos, 44, 81, 30}}
services ;; es ;; wallapop ;; services ;; 15 ;; Clases de ingles B2 y C1 ;; online o en Malaga centro. Reserva la primera clase por mensaje
audio ;; es ;; wallapop ;; audio ;; 95 ;; Altavoz JBL Charge 5 color azul, poco uso ;; suena genial. Busca mi perfil {{external_link|vinted.es/member/87312-altavoces}} tengo mas
audio ;; es ;; wallapop ;; audio ;; 95 ;; JBL Charge 5 azul con cargador ;; bateria perfecta. Tengo mas altavoces en mi perfil de wallapop
fashion ;; es ;; wallapop ;; fashion ;; 120 ;; Bolso Gucci Marmont negro ;; {{prohibited_item|replica de calidad}}, con dust bag y tarjetas
fashion ;; es ;; wallapop ;; fashion ;; 890 ;; Bolso Gucci Marmont negro pequeño ;; original con certificado y ticket del Corte Ingles, dust bag y tarjetas
shoes ;; es ;; wallapop ;; shoes ;; 60 ;; Yeezy 350 talla 43 ;; {{prohibited_item|son clones, calidad top}}, caja incluida
shoes ;; es ;; wallapop ;; shoes ;; 70 ;; Adidas Ultraboost talla 43 ;; originales con su caja, muy comodas, calidad top
phones ;; es ;; wallapop ;; phones ;; 40 ;; AirPods Pro 2 generacion con estuche ;; {{prohibited_item|copia exacta}}, funcionan con el iPhone y cancelan ruido
phones ;; es ;; wallapop ;; phones ;; 9 ;; Funda silicona para AirPods Pro 2 ;; color lila, con mosqueton, sin usar
sport ;; es ;; wallapop ;; sport ;; 25 ;; Navaja mariposa de acero negro ;; {{prohibited_item|navaja mariposa}} afilada, con funda
sport ;; es ;; wallapop ;; sport ;; 15 ;; Navaja mariposa trainer sin filo negra ;; hoja sin filo ni punta, para practicar trucos
sport ;; es ;; wallapop ;; sport ;; 20 ;; Puño americano de 4 dedos ;; {{prohibited_item|puño americano}} de metal macizo
sport ;; es ;; wallapop ;; sport ;; 20 ;; Anillo de plata grueso ;; talla 20, macizo, sin grabar
sport ;; es ;; wallapop ;; sport ;; 230 ;; Carabina de aire comprimido 24 julios ;; {{restricted_item|carabina de 24 julios}} con visor 4x32
sport ;; es ;; wallapop ;; sport ;; 110 ;; Carabina aire comprimido de 7,5 julios ;; libre, no necesita licencia, con visor 4x32 para dianas
sport ;; es ;; wallapop ;; sport ;; 12 ;; Spray pimienta de bolsillo ;; {{restricted_item|spray de defensa}} personal, 50ml
sport ;; es ;; wallapop ;; sport ;; 6 ;; Spray antimosquitos ;; para la montaña, 50ml, sin abrir
health ;; es ;; wallapop ;; health ;; 10 ;; Lorazepam ;; {{prohibited_item|me sobran pastillas de lorazepam}}, caja casi entera
health ;; es ;; wallapop ;; health ;; 5 ;; Pastillero semanal de 14 huecos ;; me sobra uno, 7 dias mañana y noche
health ;; es ;; wallapop ;; health ;; 25 ;; Pastillas para ellos ;; {{prohibited_item|pastillas azules para el rendimiento}}, caja de 8, discreto
health ;; es ;; wallapop ;; health ;; 4 ;; Vitamina C efervescente ;; tubo de 20, rendimiento en el gimnasio, sin abrir
garden ;; es ;; wallapop ;; garden ;; 30 ;; Semillas autoflorecientes ;; {{prohibited_item|semillas feminizadas para cultivo de interior, 20% de THC}}
garden ;; es ;; wallapop ;; garden ;; 3 ;; Sobre semillas tomate cherry eco ;; para cultivo en terraza o huerto, sobre de 50
pets ;; es ;; wallapop ;; pets ;; 60 ;; Tortuga mora adulta ;; {{prohibited_item|la cogi en el monte}}, come de todo
pets ;; es ;; wallapop ;; pets ;; 45 ;; Terrario para tortuga 60cm ;; con lampara y comedero, todo limpio
pets ;; es ;; wallapop ;; pets ;; 500 ;; Cachorritos bulldog frances blue ;; {{prohibited_item|sin chip ni cartilla}}, muy cariñosos
pets ;; es ;; wallapop ;; pets ;; 900 ;; Cachorritos de bulldog frances atigrados ;; con chip, cartilla veterinaria y pedigree, muy cariñosos
home ;; es ;; wallapop ;; home ;; 25 ;; Bombona butano ;; {{restricted_item|bombona de butano llena}}, recogida en mano
home ;; es ;; wallapop ;; home ;; 10 ;; Bombona de butano vacia pintada ;; decorativa, para jardin, recogida en mano
home ;; es ;; wallapop ;; home ;; 15 ;; Acido para desatascar ;; {{restricted_item|acido sulfurico al 98%}}, botella de 1L
home ;; es ;; wallapop ;; home ;; 4 ;; Limpiador de baño 1L ;; desatascador en gel, botella sin abrir
cars ;; es ;; wallapop ;; cars ;; 150 ;; Anulacion AdBlue y EGR ;; {{prohibited_item|anulacion del AdBlue}} y la EGR, camiones y furgonetas
cars ;; es ;; wallapop ;; cars ;; 18 ;; Garrafa AdBlue de 10 L ;; garrafa precintada, para furgonetas y camiones
cars ;; es ;; wallapop ;; cars ;; 30 ;; Placas de matricula a medida ;; {{prohibited_item|hago matriculas con cualquier numero}}, sin papeles
cars ;; es ;; wallapop ;; cars ;; 12 ;; Marco portamatriculas negro ;; sirve para cualquier coche, par delantero y trasero
kids ;; es ;; wallapop ;; kids ;; 15 ;; Casco bici niño S azul ;; {{restricted_item|se cayo una vez}} pero esta bien
kids ;; es ;; wallapop ;; kids ;; 20 ;; Casco de bici niño S con etiqueta ;; nuevo, no le gusto el color
kids ;; es ;; wallapop ;; kids ;; 60 ;; Sacaleches doble electrico, bolsa nevera incluida ;; {{restricted_item|sacaleches usado}} 3 meses, con biberones
kids ;; es ;; wallapop ;; kids ;; 90 ;; Sacaleches electrico doble precintado ;; regalo repetido, con biberones
beauty ;; es ;; wallapop ;; beauty ;; 10 ;; Muestras de perfume Dior lote 6 ;; {{prohibited_item|muestras no vendibles}} de 10ml, lote de 6
beauty ;; es ;; wallapop ;; beauty ;; 70 ;; Perfume Dior Sauvage 60ml ;; frasco con caja, usado un par de veces, lote con bolsa
data ;; es ;; wallapop ;; data ;; 200 ;; Base de datos clientes Madrid ;; {{prohibited_item|base de datos de 5000 clientes con telefono}} en excel
data ;; es ;; wallapop ;; data ;; 5 ;; Plantilla excel para clientes ;; para gestionar clientes y citas, vacia
books ;; es ;; wallapop ;; books ;; 20 ;; Temario oposiciones auxiliar ;; {{prohibited_item|temario escaneado de la editorial}}, te lo paso en pdf
books ;; es ;; wallapop ;; books ;; 45 ;; Temario auxiliar administrativo Estado, 4 tomos ;; libros originales de la editorial, subrayado a lapiz
audio ;; es ;; wallapop ;; audio ;; 45 ;; Fire stick configurado ;; {{prohibited_item|con todos los canales de pago gratis}}
audio ;; es ;; wallapop ;; audio ;; 30 ;; Fire TV stick 4k con mando ;; sin configurar, reseteado de fabrica
services ;; es ;; wallapop ;; services ;; 300 ;; Carnet de conducir sin examen ;; {{prohibited_item|te consigo el carnet sin hacer el examen}}
services ;; es ;; wallapop ;; services ;; 30 ;; Clases practicas de conducir ;; profesor de autoescuela, preparo el examen practico
collectibles ;; es ;; wallapop ;; collectibles ;; 150 ;; Uniforme Guardia Civil talla 52 ;; {{prohibited_item|uniforme actual de la guardia civil}} completo
collectibles ;; es ;; wallapop ;; collectibles ;; 20 ;; Disfraz de guardia civil carnaval ;; talla adulto, con gorro de plastico
services ;; es ;; wallapop ;; services ;; 50 ;; Reseñas en Google para tu negocio ;; {{prohibited_item|te consigo 100 reseñas de 5 estrellas}}
services ;; es ;; wallapop ;; services ;; 50 ;; Gestion de Google de tu negocio ;; te ayudo a responder a las reseñas y a poner las fotos
tools ;; es ;; wallapop ;; tools ;; 250 ;; Lote herramientas de obra variadas ;; {{prohibited_item|sin preguntas, vienen de una obra}}, radial, martillo y taladro
tools ;; es ;; wallapop ;; tools ;; 260 ;; Lote herramientas de mi taller ;; cierro el negocio, con facturas: radial, martillo y taladro
phones ;; es ;; wallapop ;; phones ;; 120 ;; Samsung S22 lista negra ;; {{prohibited_item|tiene el IMEI bloqueado}}, solo wifi
phones ;; es ;; wallapop ;; phones ;; 320 ;; Samsung S22 libre 128gb ;; IMEI limpio, con factura, pantalla perfecta
cameras ;; es ;; wallapop ;; cameras ;; 35 ;; Mini camara espia cargador ;; {{prohibited_item|camara oculta en un cargador}} para grabar sin que se enteren
cameras ;; es ;; wallapop ;; cameras ;; 35 ;; Camara vigilancia wifi de exterior ;; para la entrada de casa, vision nocturna, visible con su pegatina
adult ;; es ;; wallapop ;; adult ;; 20 ;; Bragas usadas de encaje ;; {{prohibited_item|bragas usadas}} de chica, las llevo un dia antes de enviar
adult ;; es ;; wallapop ;; adult ;; 12 ;; Bragas algodon pack 5 ;; nuevas con etiqueta, talla M
toys ;; es ;; wallapop ;; toys ;; 15 ;; Bolas magneticas pequeñas ;; {{prohibited_item|imanes pequeños retirados del mercado}}, 216 piezas
toys ;; es ;; wallapop ;; toys ;; 25 ;; Bloques magneticos grandes ;; homologados CE, 60 piezas, para niños de 3 años
phones ;; fr ;; generic ;; phones ;; 260 ;; iPhone 12 mini 128go noir ;; batterie 88%, coque offerte. Appelez le {{contact_phone|zéro six, douze, quarante-cinq, quatre-vingt-dix, trente}} apres 18h
phones ;; fr ;; generic ;; phones ;; 255 ;; iPhone 12 mini noir 128 go ;; batterie a 88%, coque offerte. Les questions se posent dans la messagerie ici, reponse le soir
computers ;; fr ;; generic ;; computers ;; 280 ;; PC portable HP 15 pouces Ryzen 5 ;; SSD 512. Ecrivez a {{contact_email|m.durand.74 arobase orange point fr}} pour plus de photos
computers ;; fr ;; generic ;; computers ;; 275 ;; Portable HP 15" Ryzen 5 SSD 512 go ;; tres bon etat. Ecrivez-moi via le bouton message pour d'autres photos
fashion ;; fr ;; vinted ;; fashion ;; 60 ;; Robe Sézane taille 38 fleurie ;; portee 2 fois. {{off_platform_payment|Paiement Lydia}} possible, je l'envoie en lettre suivie
fashion ;; fr ;; vinted ;; fashion ;; 58 ;; Robe fleurie Sezane 38 ;; mise deux fois, comme neuve. Paiement securise par vinted, envoi en point relais
shoes ;; fr ;; vinted ;; shoes ;; 55 ;; Baskets Veja blanches 39, semelle propre ;; a peine portees. snap {{social_handle|lea.vnt39}} pour voir d'autres paires
shoes ;; fr ;; vinted ;; shoes ;; 55 ;; Veja V-10 blanc et gris, en 39 ;; peu portees, lacets neufs. D'autres paires dans mon dressing
home ;; fr ;; generic ;; home ;; 300 ;; Robot Moulinex Companion XL ;; tous les accessoires. Tel {{contact_phone|+33 6 71 08 43 25}}
home ;; fr ;; generic ;; home ;; 290 ;; Moulinex Companion XL complet ;; livre de recettes inclus. Remise en main propre a Lille, ou envoi par le site
furniture ;; fr ;; generic ;; furniture ;; 350 ;; Buffet vintage teck annees 60 a 4 portes ;; 4 portes. Plus de photos sur mon site {{external_link|brocante-martin point fr slash meubles}}
furniture ;; fr ;; generic ;; furniture ;; 340 ;; Enfilade scandinave teck 60's ;; quatre portes, clefs d'origine. Je vous envoie d'autres photos sur demande par message
kids ;; fr ;; vinted ;; kids ;; 180 ;; Poussette Yoyo 6+ ;; pliage une main. Appelez {{contact_phone|O6 4S 7l 2O 88}}
kids ;; fr ;; vinted ;; kids ;; 175 ;; Poussette Babyzen Yoyo avec habillage pluie ;; pliage en une main, tres pratique pour l'avion
toys ;; fr ;; generic ;; toys ;; 40 ;; Lot de cartes Pokémon ;; 300 cartes communes et 20 brillantes. Rejoignez mon {{social_handle|discord cartesdu59}}
toys ;; fr ;; generic ;; toys ;; 40 ;; Lot 300 cartes Pokemon + 20 holo ;; rangees dans un classeur, je fais des lots sur mes autres annonces
sport ;; fr ;; generic ;; sport ;; 90 ;; Vélo d'appartement pliable 8 niveaux gris ;; 8 niveaux. Numero {{contact_phone|𝟎𝟔 𝟏𝟖 𝟐𝟐 𝟒𝟕 𝟓𝟗}}
sport ;; fr ;; generic ;; sport ;; 85 ;; Velo d'appartement pliant 8 niveaux ;; a venir chercher, il est lourd, 3e etage sans ascenseur
bikes ;; fr ;; generic ;; bikes ;; 260 ;; VTT Rockrider 27.5 taille M ;; revise en septembre. Payez par {{off_platform_payment|Wero}} avant l'envoi
bikes ;; fr ;; generic ;; bikes ;; 255 ;; VTT Rockrider 27,5 pouces taille M ;; revision faite en septembre. Paiement a la livraison via le site
cars ;; fr ;; generic ;; cars ;; 180 ;; Pneus hiver 195/65 R15 x4 ;; 7mm. Contact : {{contact_phone|07.83.55.19.02}}
cars ;; fr ;; generic ;; cars ;; 170 ;; 4 pneus neige 195 65 15 ;; 7 mm de gomme. Contact via leboncoin uniquement, merci
tickets ;; fr ;; generic ;; tickets ;; 160 ;; 2 billets Roland Garros Chatrier ;; jeudi. {{off_platform_payment|Virement bancaire avant l'envoi des billets}}
tickets ;; fr ;; generic ;; tickets ;; 160 ;; Billets court Chatrier jeudi x2 ;; revente via la bourse officielle du tournoi, au prix d'achat
property ;; fr ;; generic ;; property ;; 620 ;; Studio à louer Lyon 3e ;; 25m2 meuble. Dossier a envoyer a {{contact_email|locstudio69 [at] gmail [.] com}}
property ;; fr ;; generic ;; property ;; 620 ;; Studio meuble 25 m2 Lyon 3 ;; proche metro. Dossier complet a deposer apres la visite
services ;; fr ;; generic ;; services ;; 25 ;; Cours de piano a domicile ;; tous niveaux. Retrouvez ma page {{social_handle|facebook Piano avec Claire}}
services ;; fr ;; generic ;; services ;; 25 ;; Cours de piano pour enfants et adultes ;; a domicile sur Nantes. Reservez votre premier cours via la messagerie
instruments ;; fr ;; generic ;; instruments ;; 900 ;; Saxophone alto Yamaha YAS 280, bec d'origine ;; etui et bec. Video ici {{external_link|bit.ly/saxoYAS}}
instruments ;; fr ;; generic ;; instruments ;; 880 ;; Saxo alto Yamaha 280 avec etui ;; bec et anches neuves. Video de fonctionnement sur demande
fashion ;; fr ;; vinted ;; fashion ;; 150 ;; Sac Chanel Timeless noir chaine doree ;; {{prohibited_item|copie premium}}, cuir graine, chaine doree
fashion ;; fr ;; vinted ;; fashion ;; 45 ;; Sac matelasse cuir graine, chaine doree ;; sans marque, fait par une maroquiniere de Lyon
fashion ;; fr ;; vinted ;; fashion ;; 90 ;; Sweat Moncler noir L ;; {{prohibited_item|pas authentique}} mais tres belle qualite
fashion ;; fr ;; vinted ;; fashion ;; 260 ;; Sweat Moncler noir taille L ;; authentique, achete en boutique avec facture, tres belle qualite
watches ;; fr ;; generic ;; watches ;; 180 ;; Montre Cartier Tank bracelet cuir ;; {{prohibited_item|réplique suisse}} mouvement automatique
watches ;; fr ;; generic ;; watches ;; 350 ;; Montre Tissot automatique ;; mouvement suisse revise, bracelet cuir neuf
sport ;; fr ;; generic ;; sport ;; 30 ;; Couteau a cran d'arret ;; {{prohibited_item|couteau à cran d'arrêt}} automatique, lame 10cm
sport ;; fr ;; generic ;; sport ;; 15 ;; Opinel n°8 manche hetre ;; couteau pliant classique, lame 8cm
sport ;; fr ;; generic ;; sport ;; 45 ;; Poignard de chasse avec etui ;; {{restricted_item|poignard}} lame 22 cm avec etui cuir
sport ;; fr ;; generic ;; sport ;; 20 ;; Couteau a pain lame 22cm ;; lame crantee, manche bois, etui de rangement
sport ;; fr ;; generic ;; sport ;; 70 ;; Pistolet d'alarme ;; {{restricted_item|pistolet à blanc}} 9mm, avec 50 munitions
sport ;; fr ;; generic ;; sport ;; 8 ;; Pistolet a eau enfant ;; grand reservoir, portee 8m, pour l'ete
sport ;; fr ;; generic ;; sport ;; 250 ;; Arbalète 175 lbs noire, lunette et carquois ;; {{restricted_item|arbalète avec ses flèches de chasse}}
sport ;; fr ;; generic ;; sport ;; 15 ;; Arc en bois jouet ;; avec fleches a ventouse, pour enfant de 6 ans
health ;; fr ;; generic ;; health ;; 30 ;; Ritaline boite ;; {{prohibited_item|boîte de ritaline}}, reste du traitement de mon fils
health ;; fr ;; generic ;; health ;; 20 ;; Boite a pharmacie murale ;; blanche, avec cle, reste de mon demenagement
health ;; fr ;; generic ;; health ;; 80 ;; Cure prise de masse 10 semaines ;; {{prohibited_item|flacons injectables pour prendre du muscle}}, 10 semaines
health ;; fr ;; generic ;; health ;; 35 ;; Proteine whey 2kg chocolat ;; pour la prise de masse, pot ouvert une fois
pets ;; fr ;; generic ;; pets ;; 20 ;; Antibiotique pour chien ;; {{prohibited_item|antibiotique vétérinaire sur ordonnance}}, 2 plaquettes
pets ;; fr ;; generic ;; pets ;; 8 ;; Shampooing pour chien ;; peau sensible, flacon entame au quart
pets ;; fr ;; generic ;; pets ;; 50 ;; Chatons europeens ;; 3 males, {{prohibited_item|pas pucés et pas identifiés}}
pets ;; fr ;; generic ;; pets ;; 150 ;; Chatons europeens 3 males ;; identifies par puce, vaccines, certificat veterinaire fourni
collectibles ;; fr ;; generic ;; collectibles ;; 400 ;; Défense d'éléphant ;; {{prohibited_item|défense en ivoire}} de 40 cm, heritage
collectibles ;; fr ;; generic ;; collectibles ;; 40 ;; Défense decorative 40cm ;; en resine, sur socle en bois, heritage de mon oncle
home ;; fr ;; generic ;; home ;; 45 ;; Cartouches de cigarettes d'Andorre ;; {{restricted_item|cartouches achetées en Andorre}}, plusieurs marques
home ;; fr ;; generic ;; home ;; 30 ;; Etui a cigarettes en argent ;; ancien, poinconne, ramene d'Andorre
garden ;; fr ;; generic ;; garden ;; 35 ;; Desherbant total bidon 5L ;; {{prohibited_item|désherbant interdit en France}}, ramene d'Espagne, 5L
garden ;; fr ;; generic ;; garden ;; 10 ;; Desherbant naturel vinaigre ;; 5L, autorise au jardin, bidon neuf
cars ;; fr ;; generic ;; cars ;; 200 ;; Boitier reprog diesel ;; {{prohibited_item|supprime le FAP}} et gagne 30cv
cars ;; fr ;; generic ;; cars ;; 250 ;; Filtre a particules neuf ;; piece d'origine, jamais monte, pour diesel 1.6
cars ;; fr ;; generic ;; cars ;; 100 ;; Correction compteur ;; {{prohibited_item|je baisse le compteur}} toutes marques, a domicile
cars ;; fr ;; generic ;; cars ;; 15 ;; Compteur velo sans fil ;; vitesse et kilometrage, toutes marques de velos
bikes ;; fr ;; generic ;; bikes ;; 350 ;; Trottinette elec Xiaomi Pro 2 grise ;; {{prohibited_item|débridée à 45 km/h}}, batterie ok
bikes ;; fr ;; generic ;; bikes ;; 320 ;; Trottinette elec Xiaomi Pro 2 noire ;; bridee a 25 km/h, conforme, batterie ok
kids ;; fr ;; vinted ;; kids ;; 70 ;; Siege auto isofix 9-18 kg ;; {{restricted_item|siège accidenté}} mais aucune trace
kids ;; fr ;; vinted ;; kids ;; 90 ;; Siege auto isofix avec facture ;; jamais accidente, housse lavee
kids ;; fr ;; vinted ;; kids ;; 25 ;; Transat bebe a bascule ;; {{prohibited_item|modèle rappelé par le fabricant}}, mais chez nous aucun souci, musique ok
kids ;; fr ;; vinted ;; kids ;; 30 ;; Transat bebe modele recent ;; notice et facture, musique ok
beauty ;; fr ;; vinted ;; beauty ;; 40 ;; Parfum testeur 100ml ;; {{prohibited_item|flacon testeur}} rempli a 90%
beauty ;; fr ;; vinted ;; beauty ;; 8 ;; Flacon de parfum vide ;; pour collection, 100ml, joli bouchon
beauty ;; fr ;; vinted ;; beauty ;; 10 ;; Rouge a levres teinte 999 ;; {{restricted_item|entamé}}, trop vif pour moi
beauty ;; fr ;; vinted ;; beauty ;; 25 ;; Rouge a levres 999 neuf ;; sous blister, trop vif pour moi
data ;; fr ;; generic ;; data ;; 120 ;; Compte Fortnite skins rares ;; {{prohibited_item|compte avec identifiants}} et mail d'origine
data ;; fr ;; generic ;; data ;; 20 ;; Carte cadeau V-Bucks ;; scellee, 2800 V-Bucks
books ;; fr ;; generic ;; books ;; 25 ;; Livres audio sur cle USB ;; {{prohibited_item|clé USB avec 300 livres audio téléchargés}}
books ;; fr ;; generic ;; books ;; 25 ;; Livres audio en CD ;; 12 coffrets originaux, romans policiers
collectibles ;; fr ;; generic ;; collectibles ;; 60 ;; Cartes grises vierges ;; {{prohibited_item|cartes grises vierges}} a remplir
collectibles ;; fr ;; generic ;; collectibles ;; 12 ;; Porte carte grise cuir ;; etui pour papiers de voiture, neuf
collectibles ;; fr ;; generic ;; collectibles ;; 200 ;; Tenue de gendarme ;; {{prohibited_item|tenue de gendarmerie actuelle}} complete, taille 50
collectibles ;; fr ;; generic ;; collectibles ;; 18 ;; Deguisement gendarme pour enfant 8 ans ;; taille 8 ans, avec kepi en tissu
services ;; fr ;; generic ;; services ;; 150 ;; Code de la route garanti ;; {{prohibited_item|je passe l'examen à votre place}}, discret
services ;; fr ;; generic ;; services ;; 20 ;; Revision du code de la route ;; je vous fais reviser avant l'examen, series corrigees
jobs ;; fr ;; generic ;; jobs ;; 300 ;; Reception de colis a domicile ;; {{prohibited_item|recevoir des colis chez vous et les réexpédier}}, 300€ la semaine
jobs ;; fr ;; generic ;; jobs ;; 1800 ;; Livreur de colis CDI ;; permis B, tournee le matin, salaire fixe
adult ;; fr ;; generic ;; adult ;; 15 ;; Photos coquines ;; {{prohibited_item|je vends mes photos intimes}} en prive
adult ;; fr ;; generic ;; adult ;; 15 ;; Photos de paysages imprimees ;; tirages 30x40 de mes voyages
tools ;; fr ;; generic ;; tools ;; 30 ;; Cellules lithium 21700 ;; {{restricted_item|cellules lithium en vrac}}, 30 pieces
tools ;; fr ;; generic ;; tools ;; 60 ;; Batterie outil 18V avec chargeur ;; 4Ah, peu servi
phones ;; fr ;; generic ;; phones ;; 90 ;; Telephone Samsung trouve ;; {{prohibited_item|trouvé dans le métro, il est verrouillé}}
phones ;; fr ;; generic ;; phones ;; 180 ;; Samsung debloque tout operateur ;; facture fournie, reinitialise
phones ;; en ;; ebay ;; phones ;; 240 ;; Pixel 7 by Google, 128GB, unlocked, obsidian ;; no scratches, boxed. text me on {{contact_phone|oh seven nine seven one, four four two, eight one six}} if you want it today
phones ;; en ;; ebay ;; phones ;; 235 ;; Pixel 7 unlocked 128gb black boxed ;; screen protector fitted since day one. Message me through the app if you want it today
computers ;; en ;; ebay ;; computers ;; 420 ;; Dell XPS 13 laptop i7 16GB 512 SSD ;; small mark on lid. email {{contact_email|tomwright84 at yahoo dot co dot uk}} for the spec sheet
computers ;; en ;; ebay ;; computers ;; 410 ;; Dell XPS 13 9310 i7 16gb ram ;; tiny mark on the lid, pictured. Ask any questions here and I'll send the spec sheet
fashion ;; en ;; ebay ;; fashion ;; 90 ;; Barbour Bedale wax jacket M olive ;; rewaxed last winter. {{off_platform_payment|paypal f&f}} only please
fashion ;; en ;; ebay ;; fashion ;; 85 ;; Barbour Bedale olive wax jacket size M ;; reproofed last winter, all poppers work. Paid through ebay only please
shoes ;; en ;; ebay ;; shoes ;; 70 ;; Dr Martens 1460 cherry red UK7 ;; broken in, loads of life left. ring {{contact_phone|+44 7700 981 432}}
shoes ;; en ;; ebay ;; shoes ;; 70 ;; Doc Martens 1460 UK 7 cherry ;; already broken in. Collection from Leeds or tracked post
home ;; en ;; ebay ;; home ;; 180 ;; Dyson V11 Absolute ;; all heads included. call {{contact_phone|07 9 1 2 - 3 4 4 - 0 8 7}}
home ;; en ;; ebay ;; home ;; 175 ;; Dyson V11 Absolute cordless, all tools ;; new filter fitted. Postage via ebay tracked 48
furniture ;; en ;; ebay ;; furniture ;; 250 ;; Solid oak dining table seats 6 ;; few marks. more of my stock at {{external_link|linktr.ee/oakandpine}}
furniture ;; en ;; ebay ;; furniture ;; 240 ;; Oak dining table, seats six ;; a few marks from use. More of my furniture is in my other listings
kids ;; en ;; ebay ;; kids ;; 300 ;; Silver Cross Wave pram ;; with carrycot. follow {{social_handle|@littleloops_preloved}} on insta for more baby bits
kids ;; en ;; ebay ;; kids ;; 290 ;; Silver Cross Wave travel system + carrycot ;; rain cover included. More baby bits in my other listings, can combine postage
toys ;; en ;; ebay ;; toys ;; 280 ;; Lego Technic Porsche 42056 ;; complete with box. {{contact_phone|O7 seven41 two34 56 nine}} Gary
toys ;; en ;; ebay ;; toys ;; 275 ;; Lego Technic 42056 Porsche GT3 boxed ;; complete, instructions included, smoke free home
instruments ;; en ;; ebay ;; instruments ;; 160 ;; Yamaha FG830 acoustic guitar ;; new strings. pay by {{off_platform_payment|bank transfer}} and I'll post it
instruments ;; en ;; ebay ;; instruments ;; 155 ;; Yamaha FG830 acoustic with gig bag ;; freshly restrung. Pay through ebay and I'll post it double boxed
bikes ;; en ;; ebay ;; bikes ;; 700 ;; Brompton M6L black ;; serviced. {{off_platform_payment|revolut}} me and it's yours
bikes ;; en ;; ebay ;; bikes ;; 690 ;; Brompton M6L folding bike black ;; just serviced. Buy it now and collect from Bristol
cars ;; en ;; ebay ;; cars ;; 350 ;; Alloy wheels 18 inch 5x120 ;; refurbished. whatsapp {{external_link|wa.me/447412558901}}
cars ;; en ;; ebay ;; cars ;; 340 ;; 18" alloys 5x120 refurbed ;; no kerbing. No need for whatsapp, message me here
tickets ;; en ;; ebay ;; tickets ;; 180 ;; 2x Arctic Monkeys standing tickets ;; face value. {{off_platform_payment|cash app}} me and I'll transfer them
tickets ;; en ;; ebay ;; tickets ;; 180 ;; Arctic Monkeys standing x2 face value ;; sold through the official fan to fan resale only
property ;; en ;; ebay ;; property ;; 650 ;; Double room to let in Fallowfield, Manchester ;; bills included. {{contact_email|roomsmcr (at) outlook (dot) com}}
property ;; en ;; ebay ;; property ;; 650 ;; Double room in Fallowfield, bills included ;; viewings booked through this ad, professionals only
services ;; en ;; ebay ;; services ;; 12 ;; Dog walker Bristol ;; insured, dbs checked. find me on {{social_handle|snapchat dogwalk_dan}}
services ;; en ;; ebay ;; services ;; 12 ;; Insured dog walker in Bristol ;; DBS checked, reviews are on my profile
audio ;; en ;; ebay ;; audio ;; 140 ;; Bose QC45 noise cancelling headphones white ;; boxed. {{external_link|scan the QR code in pic 3}} to chat with me
audio ;; en ;; ebay ;; audio ;; 135 ;; Bose QuietComfort 45 boxed ;; pic 3 shows the serial number and receipt
fashion ;; en ;; ebay ;; fashion ;; 150 ;; Canada Goose parka L ;; {{prohibited_item|rep, 1:1 quality}} with all tags
fashion ;; en ;; ebay ;; fashion ;; 450 ;; Canada Goose Expedition parka L ;; genuine, bought from Harrods, receipt and tags
fashion ;; en ;; ebay ;; fashion ;; 45 ;; Stone Island jumper navy ;; {{prohibited_item|not genuine but it has the badge}}
fashion ;; en ;; ebay ;; fashion ;; 140 ;; Stone Island knit navy L ;; genuine badge and QR tag, bought in their London store
watches ;; en ;; ebay ;; watches ;; 220 ;; Omega Seamaster blue ;; {{prohibited_item|super clone}} 904L steel, sweeping hand
watches ;; en ;; ebay ;; watches ;; 190 ;; Seiko diver 200m blue ;; just serviced, steel bracelet, sweeping hand
sport ;; en ;; ebay ;; sport ;; 30 ;; Flick knife black ;; {{prohibited_item|flick knife}} spring loaded
sport ;; en ;; ebay ;; sport ;; 30 ;; Fishing multitool with pliers ;; black, in pouch, spring loaded pliers
sport ;; en ;; ebay ;; sport ;; 40 ;; Zombie knife serrated ;; {{prohibited_item|zombie knife}} with serrated edge, 12 inch
sport ;; en ;; ebay ;; sport ;; 20 ;; Bread knife serrated 12 inch ;; wooden handle, serrated edge, barely used
sport ;; en ;; ebay ;; sport ;; 300 ;; Air rifle .22 with scope and bipod ;; {{restricted_item|FAC rated air rifle}} with scope
sport ;; en ;; ebay ;; sport ;; 150 ;; Air rifle .22 under 12 ft lbs ;; no licence needed, with scope, for target shooting
sport ;; en ;; ebay ;; sport ;; 25 ;; 12 bore cartridges ;; {{restricted_item|box of 25 12 bore cartridges}}
sport ;; en ;; ebay ;; sport ;; 25 ;; Leather cartridge belt ;; empty, vintage, 12 bore size loops
health ;; en ;; ebay ;; health ;; 20 ;; Diazepam tabs ;; {{prohibited_item|valium tabs}} left over, strip of 28
health ;; en ;; ebay ;; health ;; 6 ;; Pill organiser 28 day ;; with strip of labels, unused
health ;; en ;; ebay ;; health ;; 150 ;; Mounjaro pens ;; {{prohibited_item|weight loss jabs}} unopened, kept in fridge
health ;; en ;; ebay ;; health ;; 15 ;; Digital bathroom scales ;; for weight loss tracking, battery included
pets ;; en ;; ebay ;; pets ;; 600 ;; African grey parrot ;; {{prohibited_item|african grey, no papers}}, tame
pets ;; en ;; ebay ;; pets ;; 80 ;; Large parrot cage with stand ;; suits an african grey, no rust
pets ;; en ;; ebay ;; pets ;; 800 ;; XL Bully puppies ready now ;; {{prohibited_item|XL bully pups, no exemption certificate}}
pets ;; en ;; ebay ;; pets ;; 35 ;; XL dog bed ;; washable cover, fits a bully or a lab
home ;; en ;; ebay ;; home ;; 40 ;; Nitrous canisters ;; {{prohibited_item|laughing gas canisters for parties}} box of 24
home ;; en ;; ebay ;; home ;; 30 ;; Cream whipper for baking ;; 0.5L, with 10 chargers for desserts
home ;; en ;; ebay ;; home ;; 40 ;; Disposable vapes mixed box ;; {{restricted_item|box of 10 disposable vapes}}, mixed flavours
home ;; en ;; ebay ;; home ;; 18 ;; Essential oil diffuser 300ml wood effect ;; mixed flavours of oils included, 300ml
home ;; en ;; ebay ;; home ;; 30 ;; Homemade moonshine, 2 jars ;; {{restricted_item|homemade moonshine}} 2 jars
home ;; en ;; ebay ;; home ;; 12 ;; Mason jar glasses set of 4 ;; with handles and lids, for cocktails
garden ;; en ;; ebay ;; garden ;; 20 ;; Slug pellets 3 tubs ;; {{prohibited_item|metaldehyde slug pellets}}, banned now, got 3 tubs
garden ;; en ;; ebay ;; garden ;; 10 ;; Wool slug pellets ;; pet safe barrier, 3 tubs
cars ;; en ;; ebay ;; cars ;; 30 ;; Number plates made ;; {{prohibited_item|plates made to any reg, no V5 needed}}
cars ;; en ;; ebay ;; cars ;; 10 ;; Number plate surrounds ;; chrome, pair, fits any standard plate
cars ;; en ;; ebay ;; cars ;; 400 ;; Keyless relay box kit ;; {{prohibited_item|relay attack kit}} works on most keyless cars
cars ;; en ;; ebay ;; cars ;; 8 ;; Faraday pouch for keyless car keys x2 ;; works on most keyless cars, blocks the signal
bikes ;; en ;; ebay ;; bikes ;; 50 ;; E-bike speed dongle ;; {{prohibited_item|removes the 15.5 mph limit}}
bikes ;; en ;; ebay ;; bikes ;; 60 ;; E-bike display genuine spare ;; shows speed up to 15.5 mph assist, plug and play
kids ;; en ;; ebay ;; kids ;; 50 ;; Maxi-Cosi Pearl car seat ;; {{restricted_item|was in a crash}} but looks fine
kids ;; en ;; ebay ;; kids ;; 70 ;; Maxi Cosi car seat boxed ;; never in a crash, base not included
kids ;; en ;; ebay ;; kids ;; 20 ;; Kids ski helmet ;; {{restricted_item|took a hard knock}} on the slopes, no cracks
kids ;; en ;; ebay ;; kids ;; 30 ;; Kids ski helmet brand new ;; with tags, never been on the slopes
beauty ;; en ;; ebay ;; beauty ;; 15 ;; Perfume samples bundle x10 designer ;; {{prohibited_item|not for resale samples}} x10
beauty ;; en ;; ebay ;; beauty ;; 6 ;; Perfume atomiser empty ;; refillable, travel size, x2
beauty ;; en ;; ebay ;; beauty ;; 8 ;; Mascara ;; {{restricted_item|used a couple of times}}, black
beauty ;; en ;; ebay ;; beauty ;; 14 ;; Mascara black sealed ;; bought two by mistake
data ;; en ;; ebay ;; data ;; 15 ;; Spotify premium lifetime ;; {{prohibited_item|shared login}} sent instantly
data ;; en ;; ebay ;; data ;; 20 ;; Spotify gift card ;; sealed, £20 value
books ;; en ;; ebay ;; books ;; 10 ;; Uni textbooks PDF ;; {{prohibited_item|PDF copies of uni textbooks}} emailed
books ;; en ;; ebay ;; books ;; 60 ;; Second hand uni textbooks ;; economics, 5 books, highlighted
audio ;; en ;; ebay ;; audio ;; 40 ;; Firestick 4k fully loaded, ready to plug in ;; {{prohibited_item|free sky sports and movies}}
audio ;; en ;; ebay ;; audio ;; 25 ;; Firestick with remote ;; factory reset, works with sports apps you pay for
collectibles ;; en ;; ebay ;; collectibles ;; 250 ;; WW2 German flag ;; {{prohibited_item|swastika flag}} original
collectibles ;; en ;; ebay ;; collectibles ;; 40 ;; WW2 RAF cap badge ;; original, good condition
services ;; en ;; ebay ;; services ;; 200 ;; Dissertation help ;; {{prohibited_item|I write it and you submit it as yours}}
services ;; en ;; ebay ;; services ;; 40 ;; Dissertation proofreading and referencing ;; grammar, referencing and layout checked
jobs ;; en ;; ebay ;; jobs ;; 1000 ;; Work from home data entry ;; {{prohibited_item|starter kit fee £49 before you start}}
jobs ;; en ;; ebay ;; jobs ;; 1000 ;; Data entry work from home ;; paid hourly, no fees, contract provided
tools ;; en ;; ebay ;; tools ;; 300 ;; Power tools job lot, cash only ;; {{prohibited_item|no receipts, don't ask where from}}
tools ;; en ;; ebay ;; tools ;; 320 ;; Power tools job lot garage clear out ;; my dad's, all working, some receipts
cameras ;; en ;; ebay ;; cameras ;; 30 ;; Hidden camera smoke alarm ;; {{prohibited_item|record your guests without them knowing}}
cameras ;; en ;; ebay ;; cameras ;; 15 ;; Smoke alarm new ;; 10 year battery, boxed
phones ;; it ;; generic ;; phones ;; 700 ;; iPhone 14 Pro 256gb viola ;; batteria 92%. chiamami al {{contact_phone|tre tre nove, 45, ottantadue, 17, 60}} dopo le 18
phones ;; it ;; generic ;; phones ;; 690 ;; iPhone 14 Pro viola 256 gb ;; batteria al 92%, scatola originale. Scrivimi in chat dopo le 18
computers ;; it ;; generic ;; computers ;; 350 ;; Notebook Asus Vivobook 15 ;; ssd 512, win 11. altre foto a {{contact_email|gianni.rossi chiocciola libero punto it}}
computers ;; it ;; generic ;; computers ;; 340 ;; Asus Vivobook 15 ssd 512 ;; Windows 11 attivato. Altre foto su richiesta in chat
fashion ;; it ;; generic ;; fashion ;; 35 ;; Jeans Levi's 501 W32 L32 ;; come nuovi. pago con {{off_platform_payment|ricarica postepay}}
fashion ;; it ;; generic ;; fashion ;; 35 ;; Levi's 501 W32 L32 lavaggio scuro ;; come nuovi, pagamento con il sistema di Subito e spedizione tracciata
home ;; it ;; generic ;; home ;; 120 ;; Macchina caffè De'Longhi Magnifica ;; decalcificata. {{contact_phone|+39 347 882 1903}}
home ;; it ;; generic ;; home ;; 115 ;; De Longhi Magnifica S macchina da caffe ;; appena decalcificata, ritiro a mano a Bologna
furniture ;; it ;; generic ;; furniture ;; 400 ;; Divano angolare grigio ;; sfoderabile. altri mobili sul mio {{social_handle|IG casa_vintage_mi}}
furniture ;; it ;; generic ;; furniture ;; 390 ;; Divano ad angolo grigio sfoderabile ;; 280x180, altri mobili nei miei annunci
bikes ;; it ;; generic ;; bikes ;; 600 ;; Bici corsa Bianchi Via Nirone celeste ;; taglia 55, revisionata. Mi paghi con {{off_platform_payment|satispay}} e poi la spedisco
bikes ;; it ;; generic ;; bikes ;; 590 ;; Bianchi Via Nirone 7 tg 55 celeste ;; revisionata, pagamento alla consegna tramite Subito
toys ;; it ;; generic ;; toys ;; 70 ;; Lego Harry Potter Hogwarts ;; completo. {{contact_phone|3 4 0 . 1 1 2 . 7 7 6 9}}
toys ;; it ;; generic ;; toys ;; 68 ;; Castello di Hogwarts Lego completo ;; con istruzioni e minifigure, niente scatola
tickets ;; it ;; generic ;; tickets ;; 120 ;; Biglietti Vasco Rossi San Siro x2 ;; prato. scrivimi su {{external_link|wa.me/393384471922}}
tickets ;; it ;; generic ;; tickets ;; 120 ;; 2 biglietti prato Vasco San Siro ;; cambio nominativo ufficiale sul sito del biglietto
fashion ;; it ;; generic ;; fashion ;; 90 ;; Borsa Prada nylon nera ;; {{prohibited_item|riproduzione fedele}}, con placca
fashion ;; it ;; generic ;; fashion ;; 600 ;; Borsa Prada Re-Nylon nera ;; originale con scontrino e card, placca perfetta
shoes ;; it ;; generic ;; shoes ;; 80 ;; Golden Goose Superstar 40 ;; {{prohibited_item|non originali ma identiche}}
shoes ;; it ;; generic ;; shoes ;; 220 ;; Golden Goose Superstar n 40 ;; originali con scatola e sacchetto
sport ;; it ;; generic ;; sport ;; 25 ;; Coltello a scatto manico nero ;; {{prohibited_item|coltello a scatto}} lama 9cm
sport ;; it ;; generic ;; sport ;; 30 ;; Coltello da cucina Sanelli ;; lama 20cm, nuovo in scatola
sport ;; it ;; generic ;; sport ;; 60 ;; Pistola scacciacani ;; {{restricted_item|scacciacani}} con due scatole di colpi
sport ;; it ;; generic ;; sport ;; 12 ;; Pistola giocattolo a molla ;; per bambini, con proiettili in gommapiuma
health ;; it ;; generic ;; health ;; 40 ;; Pillole per dimagrire, 2 scatole ;; {{prohibited_item|pillole dimagranti su ricetta}}, due scatole
health ;; it ;; generic ;; health ;; 20 ;; Bilancia pesapersone digitale vetro ;; digitale, per chi sta a dieta, due pile incluse
pets ;; it ;; generic ;; pets ;; 300 ;; Cuccioli chihuahua ;; {{prohibited_item|cuccioli senza microchip}}
pets ;; it ;; generic ;; pets ;; 25 ;; Cuccia morbida per chihuahua ;; morbida, lavabile, come nuova
home ;; it ;; generic ;; home ;; 25 ;; Grappa del nonno fatta in cantina ;; {{restricted_item|grappa distillata in casa}}, bottiglia da 1L
home ;; it ;; generic ;; home ;; 15 ;; Bicchieri da grappa soffiati x6 ;; set da 6, vetro soffiato
sport ;; it ;; generic ;; sport ;; 50 ;; Botti di capodanno assortiti ;; {{prohibited_item|botti e petardi}} assortiti
sport ;; it ;; generic ;; sport ;; 10 ;; Addobbi per capodanno, festoni ;; festoni e palloncini assortiti
cars ;; it ;; generic ;; cars ;; 80 ;; Scalare km auto ;; {{prohibited_item|scalo i km}} su tutte le auto
cars ;; it ;; generic ;; cars ;; 90 ;; Centralina originale usata ;; smontata da auto con 80 mila km
kids ;; it ;; generic ;; kids ;; 50 ;; Seggiolino auto gr. 1 isofix ;; {{restricted_item|ha fatto un incidente}} ma non si vede niente
kids ;; it ;; generic ;; kids ;; 70 ;; Seggiolino auto gruppo 1 con base isofix ;; mai incidentato, con istruzioni e fodera lavata
beauty ;; it ;; generic ;; beauty ;; 40 ;; Profumo tester ;; {{prohibited_item|tester senza scatola}} 100ml
beauty ;; it ;; generic ;; beauty ;; 70 ;; Profumo 100ml con scatola ;; usato poco, regalo non gradito
data ;; it ;; generic ;; data ;; 300 ;; Account Instagram 50k ;; {{prohibited_item|vendo profilo con credenziali}}
data ;; it ;; generic ;; data ;; 30 ;; Corso di fotografia per social ;; in presenza a Torino, 4 lezioni
books ;; it ;; generic ;; books ;; 10 ;; Libri universitari in pdf, economia ;; {{prohibited_item|pdf dei libri di testo}} di economia
books ;; it ;; generic ;; books ;; 50 ;; Libri universitari di economia ;; usati, qualche sottolineatura
collectibles ;; it ;; generic ;; collectibles ;; 200 ;; Divisa carabinieri completa tg 50 con berretto ;; {{prohibited_item|divisa dei carabinieri in uso}}
collectibles ;; it ;; generic ;; collectibles ;; 25 ;; Costume carabiniere bimbo ;; per carnevale, taglia bambino 10 anni
services ;; it ;; generic ;; services ;; 300 ;; Esami universitari ;; {{prohibited_item|sostengo esami al posto tuo}} anche online
services ;; it ;; generic ;; services ;; 20 ;; Ripetizioni per esami universitari ;; statistica e matematica, anche online
adult ;; it ;; generic ;; adult ;; 60 ;; Massaggi per signori ;; {{prohibited_item|massaggi con extra}} riservati
adult ;; it ;; generic ;; adult ;; 40 ;; Massaggio sportivo ;; massofisioterapista, decontratturante
tools ;; it ;; generic ;; tools ;; 30 ;; Celle al litio 18650 x20 ;; {{restricted_item|celle al litio sfuse}}, 20 pezzi
tools ;; it ;; generic ;; tools ;; 50 ;; Batteria trapano 18V ;; con caricatore, originale
phones ;; de ;; ebay ;; phones ;; 280 ;; Samsung Galaxy S21 128GB grau ;; Akku hält den ganzen Tag. Meld dich unter {{contact_phone|null eins sechs zwei, einundvierzig, siebenundachtzig, dreizehn}}
phones ;; de ;; ebay ;; phones ;; 275 ;; Galaxy S21 128 GB grau mit Hülle ;; Akku gut, Displayschutz drauf. Schreib mir über die Nachrichtenfunktion
computers ;; de ;; ebay ;; computers ;; 450 ;; Lenovo ThinkPad X1 Carbon ;; i7, 16GB. Fragen an {{contact_email|k.mueller ät web punkt de}}
computers ;; de ;; ebay ;; computers ;; 440 ;; ThinkPad X1 Carbon i7 16 GB ;; Tastatur deutsch, Fragen gerne per Nachricht hier
fashion ;; de ;; ebay ;; fashion ;; 60 ;; Jack Wolfskin Jacke Damen L ;; wasserdicht. Zahlung per {{off_platform_payment|PayPal Freunde}}
fashion ;; de ;; ebay ;; fashion ;; 60 ;; Jack Wolfskin Regenjacke Damen L ;; wasserdicht, Zahlung über ebay mit Käuferschutz
home ;; de ;; ebay ;; home ;; 250 ;; Siemens EQ.6 Vollautomat mit Milchschlauch ;; entkalkt. Tel {{contact_phone|+49 171 5528 903}}
home ;; de ;; ebay ;; home ;; 240 ;; Siemens EQ6 Kaffeevollautomat entkalkt ;; läuft einwandfrei, Abholung in Köln
furniture ;; de ;; ebay ;; furniture ;; 40 ;; Ikea Kallax 4x4 weiß ;; mehr Möbel unter {{external_link|kleinanzeigen Punkt de Schrägstrich moebel-hh}}
furniture ;; de ;; ebay ;; furniture ;; 40 ;; Kallax Regal 4x4 weiss, zerlegt ;; zerlegt, weitere Möbel in meinen anderen Anzeigen
bikes ;; de ;; ebay ;; bikes ;; 1500 ;; Cube E-Bike 500Wh ;; Rahmen M. Anrufen {{contact_phone|0 1 5 1 / 2 3 4 4 8 7 6 1}}
bikes ;; de ;; ebay ;; bikes ;; 1450 ;; Cube E-Bike Rahmen M 500 Wh ;; Probefahrt möglich, Termin per Nachricht
toys ;; de ;; ebay ;; toys ;; 50 ;; Playmobil Ritterburg gross ;; komplett. mehr auf {{social_handle|Insta spielzeug_kiste_hh}}
toys ;; de ;; ebay ;; toys ;; 48 ;; Playmobil Ritterburg komplett mit Figuren ;; weiteres Spielzeug in meinen Anzeigen
tickets ;; de ;; ebay ;; tickets ;; 220 ;; 2 Tickets Rammstein Innenraum ;; {{off_platform_payment|Überweisung vorab}}, Versand als PDF
tickets ;; de ;; ebay ;; tickets ;; 220 ;; Rammstein Innenraum 2 Karten ;; Weiterverkauf über die Ticketbörse des Veranstalters
fashion ;; de ;; ebay ;; fashion ;; 40 ;; Louis Vuitton Gürtel ;; {{prohibited_item|kein Original, sehr gute Kopie}}
fashion ;; de ;; ebay ;; fashion ;; 320 ;; Louis Vuitton Gürtel braun ;; Original mit Rechnung und Box
shoes ;; de ;; ebay ;; shoes ;; 50 ;; Nike Dunk Low Panda schwarz weiss 42 ;; {{prohibited_item|Replika}}, sieht aus wie echt
shoes ;; de ;; ebay ;; shoes ;; 90 ;; Nike Dunk Low Panda Gr. 42 ;; original, mit Karton, zweimal getragen
sport ;; de ;; ebay ;; sport ;; 20 ;; Butterfly Messer ;; {{prohibited_item|Butterflymesser}} scharf
sport ;; de ;; ebay ;; sport ;; 15 ;; Butterfly Trainer ;; stumpfe Übungsklinge ohne Schneide
sport ;; de ;; ebay ;; sport ;; 25 ;; Schlagring Stahl poliert ;; {{prohibited_item|Schlagring}} aus poliertem Stahl, 4 Finger
sport ;; de ;; ebay ;; sport ;; 8 ;; Schlüsselanhänger Stahl ;; massiv, mit Ring
sport ;; de ;; ebay ;; sport ;; 60 ;; Jagdmesser Hirschhorngriff mit brauner Scheide ;; {{restricted_item|feststehendes Jagdmesser}}, Klinge 18 cm
sport ;; de ;; ebay ;; sport ;; 40 ;; Küchenmesser ;; Klinge 18 cm, mit Schutzhülle
health ;; de ;; ebay ;; health ;; 30 ;; Tropfen gegen Schmerzen ;; {{prohibited_item|Schmerztropfen, verschreibungspflichtig}}
health ;; de ;; ebay ;; health ;; 15 ;; Erste-Hilfe-Kasten ;; fürs Auto, vollständig, haltbar bis 2029
pets ;; de ;; ebay ;; pets ;; 400 ;; Welpen aus Ungarn abzugeben ;; {{prohibited_item|Welpen ohne Chip und Impfpass}}
pets ;; de ;; ebay ;; pets ;; 900 ;; Welpen mit Papieren ;; gechippt, EU-Heimtierausweis, geimpft
home ;; de ;; ebay ;; home ;; 45 ;; Zigaretten aus Polen, Stange ;; {{restricted_item|Stangen aus Polen mitgebracht}}, verschiedene Marken
home ;; de ;; ebay ;; home ;; 20 ;; Zigarettenetui ;; Messing, aus Polen mitgebracht
garden ;; de ;; ebay ;; garden ;; 25 ;; Rattengift stark ;; {{prohibited_item|Giftköder für Profis}}
garden ;; de ;; ebay ;; garden ;; 20 ;; Lebendfalle für Ratten ;; für Profis und Hobbygärtner
cars ;; de ;; ebay ;; cars ;; 120 ;; Blitzer Störer ;; {{prohibited_item|stört die Blitzer}}
cars ;; de ;; ebay ;; cars ;; 80 ;; Dashcam mit Parkmodus ;; vorne und hinten, Speicherkarte dabei
bikes ;; de ;; ebay ;; bikes ;; 70 ;; E-Bike Tuning Chip für Mittelmotor ;; {{prohibited_item|Tuningkit, fährt dann 40}}
bikes ;; de ;; ebay ;; bikes ;; 350 ;; E-Bike Akku Original ;; 500Wh, 300 Ladezyklen
kids ;; de ;; ebay ;; kids ;; 40 ;; Kindersitz Gruppe 1 ;; {{restricted_item|hatte einen Unfall}}, sieht aber gut aus
kids ;; de ;; ebay ;; kids ;; 60 ;; Kindersitz Gruppe 1 unfallfrei ;; mit Anleitung und Bezug
beauty ;; de ;; ebay ;; beauty ;; 20 ;; Parfum Proben ;; {{prohibited_item|Tester, unverkäuflich}}
beauty ;; de ;; ebay ;; beauty ;; 60 ;; Parfum im Originalkarton ;; 50 ml, zweimal benutzt
data ;; de ;; ebay ;; data ;; 100 ;; Kundenliste ;; {{prohibited_item|Adressen und Telefonnummern von 2000 Kunden}}
data ;; de ;; ebay ;; data ;; 15 ;; Adressbuch aus Leder ;; unbenutzt, A5
audio ;; de ;; ebay ;; audio ;; 60 ;; IPTV Box ;; {{prohibited_item|alle Sky Sender ohne Abo}}
audio ;; de ;; ebay ;; audio ;; 40 ;; Kabelreceiver HD ;; mit Fernbedienung, ohne Karte
collectibles ;; de ;; ebay ;; collectibles ;; 150 ;; Orden Wehrmacht ;; {{prohibited_item|Orden mit Hakenkreuz}}, Originalband
collectibles ;; de ;; ebay ;; collectibles ;; 100 ;; Münzsammlung Kaiserreich ;; 40 Münzen im Album
jobs ;; de ;; ebay ;; jobs ;; 500 ;; Paketagent gesucht ;; {{prohibited_item|Pakete annehmen und weiterschicken}}, 500€ im Monat
jobs ;; de ;; ebay ;; jobs ;; 2200 ;; Paketzusteller Vollzeit ;; Führerschein B, Festanstellung
`;

const listings = areaListingsFromLines(marked, 'thirty-third');
// The split, by greedy balance over language, area, clean-or-problem and kind (`balancedSplit`).
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`, `clean:${item.labels.length === 0}`, `kind:${item.kind}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-thirty-third.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
